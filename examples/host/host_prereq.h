/* The prerequisites every case builds on (SE_InitPlugin, create_device,
 * create_stream), and which of them the registration probe saw hang.
 *
 * The runner learns in its probe that a step hung, and says so here
 * before it forks the cases; each child inherits it, and the host's own
 * callers of that step (host_platform_register, host_device_open,
 * conform_stream_new_with, the kernel runner's stream) refuse to call the
 * plugin again: the case ends at once, and the runner makes it NOT_RUN
 * with the hang as its cause instead of letting it wait out its own
 * timeout (host_prereq.c). */
#ifndef SEABI_HOST_PREREQ_H_
#define SEABI_HOST_PREREQ_H_

#include <stddef.h>

enum host_prereq {
  HOST_PREREQ_INIT,          /* SE_InitPlugin */
  HOST_PREREQ_CREATE_DEVICE, /* SP_PlatformFns.create_device */
  HOST_PREREQ_CREATE_STREAM, /* SP_StreamExecutor.create_stream(_with_options) */
  HOST_PREREQ_COUNT,
  HOST_PREREQ_NONE = HOST_PREREQ_COUNT
};

/* "SE_InitPlugin", "create_device", "create_stream". */
const char *host_prereq_name(enum host_prereq q);
/* The case that judges the step (R02, D02, S01). */
const char *host_prereq_judge(enum host_prereq q);
/* The step named `name` (as host_prereq_name gives it), else HOST_PREREQ_NONE. */
enum host_prereq host_prereq_named(const char *name);

/* In the runner, before children are forked: `q` hung for `ms` ms (ms 0:
 * forget every hang, for the next core or run). */
void host_prereq_set_hung(enum host_prereq q, int ms);
/* Which step hung, HOST_PREREQ_NONE when none did; its ms in *ms. */
enum host_prereq host_prereq_hung(int *ms);
/* "prerequisite hung: SE_InitPlugin did not return within 2000 ms (in the
 * registration probe)". */
void host_prereq_describe(enum host_prereq q, int ms, char *buf, size_t n);

/* In a child, just before the host calls step `q`: 1 when that step hung
 * before (the caller does not call it, and reports `why`), else 0. The
 * first refusal is remembered for host_prereq_refused. */
int host_prereq_refuse(enum host_prereq q, char *why, size_t n);
/* The step this process refused to call, HOST_PREREQ_NONE if none. */
enum host_prereq host_prereq_refused(void);
/* Called at the first refusal, before the caller goes on (the runner's
 * case child replies and ends there: code after a step that never ran may
 * rely on what it would have set up). */
void host_prereq_on_refusal(void (*fn)(enum host_prereq q, const char *why));

#endif /* SEABI_HOST_PREREQ_H_ */
