/* Runner survival: the library aborts in its constructor, during dlopen,
 * before any StreamExecutor code runs. It cannot be loaded, but that is the
 * plugin's own code crashing: conform, list and demo all exit 1 ("the plugin
 * failed", README's table) naming the signal, list skips it and lists the
 * others. */
#include <stdlib.h>

__attribute__((constructor)) static void abort_on_load(void) { abort(); }

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
}
