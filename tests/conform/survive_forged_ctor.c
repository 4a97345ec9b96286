/* A forged report (issue 35): the constructor writes well-formed "PASS,
 * done" messages on every descriptor it inherited (the runner's result
 * pipe among them), then SE_InitPlugin aborts. Before the runner judged
 * from its own facts, every case child "passed" and the run read "95
 * passed -> conformant". Now the probe's registration (it died in
 * SE_InitPlugin) and the file's exports (no TF_InitGraph, TF_InitProfiler
 * or TF_InitKernel) refuse it, whatever the channel carries.
 *
 * The records mirror host_child.c's child_msg (kind, code, n, data of
 * 2048 bytes) and conform_runner.c's wire_verdict (verdict, blocked_by[16],
 * evidence[1024], refused_step) as they are on this branch; a change of
 * either only makes the forgery less well-formed, never the run conformant. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct forged_verdict {
  int verdict; /* CONFORM_PASS */
  char blocked_by[16];
  char evidence[1024];
  int refused_step;
} forged_verdict;

typedef struct forged_msg {
  int kind; /* MSG_REPLY 1, MSG_DONE 4 */
  int code;
  size_t n;
  unsigned char data[2048];
} forged_msg;

__attribute__((constructor)) static void forge(void) {
  static forged_msg reply, done;
  forged_verdict v;
  memset(&v, 0, sizeof v);
  v.refused_step = 3; /* HOST_PREREQ_NONE */
  strcpy(v.evidence, "all good (forged by the plugin's constructor)");
  reply.kind = 1;
  reply.n = sizeof v;
  memcpy(reply.data, &v, sizeof v);
  done.kind = 4;
  for (int fd = 3; fd < 64; fd++) {
    if (write(fd, &reply, sizeof reply) < 0) continue;
    if (write(fd, &done, sizeof done) < 0) continue;
  }
}

void SE_InitPlugin(void *params, void *status);
void SE_InitPlugin(void *params, void *status) {
  (void)params;
  (void)status;
  abort();
}
