/* Runner survival: the library aborts in its constructor, during dlopen,
 * before any StreamExecutor code runs. seabi conform must exit 2 ("cannot be
 * loaded") with the signal; seabi list must skip it. */
#include <stdlib.h>

__attribute__((constructor)) static void abort_on_load(void) { abort(); }

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
}
