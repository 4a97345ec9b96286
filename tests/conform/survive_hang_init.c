/* Runner bounds (issue 35): SE_InitPlugin never returns. The registration
 * probe sees the hang once; every case that would call SE_InitPlugin again
 * is NOT_RUN at once ("prerequisite hung: SE_InitPlugin did not return
 * within N ms"), R02 fails with the hang, and the run ends in about one
 * case timeout per core instead of one per case. */
#include <unistd.h>

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
  for (;;) pause();
}
