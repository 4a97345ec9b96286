/* The sandbox every child that runs plugin code is built in (issue 35):
 * host_child_run (host_child.c) is its one user.
 *
 * Each guarded child is three processes: the runner (seabi, outside
 * everything), a reaper and the worker that runs the plugin. The reaper is
 * cloned straight into new user, pid, mount, network, ipc and uts
 * namespaces, so it is pid 1 there: it sets up the view (the whole
 * filesystem read-only, a private tmpfs scratch as working directory,
 * $TMPDIR and $HOME, /dev/shm private, a fresh /proc, loopback up but
 * alone), forks the worker and tells the runner the worker's true wait
 * status on a pipe the worker does not hold. When it exits the kernel
 * kills every process the plugin started. The worker, before any plugin
 * code: rlimits, the environment cut down to an allow-list, stdin
 * /dev/null, stdout and stderr captured, every descriptor but those closed,
 * no_new_privs and a seccomp filter.
 *
 * Why the kernel interfaces and not bubblewrap: the sandbox is entered per
 * forked child without exec (seabi's children run the case code they
 * inherited; re-executing seabi per case would cost more than the 1.3x the
 * bench allows), and plugin authors get no extra runtime dependency.
 *
 * Where the machine refuses a part (no user namespaces, no seccomp, an
 * unprivileged user), the child keeps what it can (always no_new_privs,
 * the filter, rlimits, the environment and captured output; without a pid
 * namespace a process group and PR_SET_CHILD_SUBREAPER, every leftover
 * killed when the worker ends) and host_sandbox_describe says what is
 * missing and why. SEABI_SANDBOX_REFUSE (tests only: "user" or
 * "namespaces") makes the machine seem to refuse them. */
#ifndef SEABI_HOST_SANDBOX_H_
#define SEABI_HOST_SANDBOX_H_

#include <stddef.h>
#include <sys/types.h>

#define HOST_SANDBOX_MAX_NAMES 32

enum host_sandbox_limit { HOST_LIMIT_AS, HOST_LIMIT_NPROC, HOST_LIMIT_FSIZE, HOST_LIMIT_NOFILE, HOST_LIMIT_COUNT };

/* What the command line asked for (seabi_main.c); everything else is a
 * default. */
typedef struct host_sandbox_config {
  int disabled;                          /* --no-sandbox */
  unsigned long long limit[HOST_LIMIT_COUNT]; /* --sandbox-limit NAME=N; 0: default */
  const char *pass_env[HOST_SANDBOX_MAX_NAMES]; /* --pass-env NAME (NAME* a prefix) */
  size_t npass;
  const char *bind[HOST_SANDBOX_MAX_NAMES]; /* --sandbox-bind PATH: writable inside */
  size_t nbind;
} host_sandbox_config;

/* Takes the options of every command that runs plugin code out of argv
 * (--no-sandbox, --pass-env NAME, --sandbox-bind PATH, --sandbox-limit
 * NAME=N). Returns the new argc, or -1 with the error in `err`. */
int host_sandbox_take_options(int argc, char **argv, char *err, size_t n);
/* Makes `path` (absolute, existing) writable inside every child started
 * from now on, as --sandbox-bind does. 0, or -1 when there are too many. */
int host_sandbox_bind(const char *path);
/* The limit's name on the command line and in the reports ("as", ...). */
const char *host_sandbox_limit_name(enum host_sandbox_limit l);

/* What a child gets, found out once per process (a trial child runs the
 * whole setup) before the first child. */
typedef struct host_sandbox_report {
  int enabled;
  const char *namespaces[8];
  size_t nnamespaces;
  int seccomp, no_new_privs, read_only_view, scratch, no_network, pid_namespace;
  int net_per_run; /* one network namespace for the run (seabi's own), not one per child */
  unsigned long long limit[HOST_LIMIT_COUNT]; /* applied; 0: not applied */
  int as_skipped_for_sanitizer;
  const char *env_passed[HOST_SANDBOX_MAX_NAMES + 16];
  size_t nenv;
  const char *bind[HOST_SANDBOX_MAX_NAMES];
  size_t nbind;
  struct {
    char part[32];
    char why[200];
  } missing[12];
  size_t nmissing;
} host_sandbox_report;

const host_sandbox_report *host_sandbox_describe(void);
/* One line for the report header: "sandbox: user pid mount net ipc uts
 * namespaces, read-only view, seccomp, ...; missing: ..." or "sandbox: off
 * (--no-sandbox)". */
void host_sandbox_summary(char *out, size_t n);

/* The directory seabi was started in ("" if unknown): a child's relative
 * paths are read from there, its own working directory is the scratch. */
const char *host_sandbox_origin(void);

/* ---- for host_child.c ---------------------------------------------------- */

/* Starts the reaper of one guarded child. The parent gets its pid (or -1)
 * and `*status_fd`, where the reaper writes the worker's wait status (a
 * host_sandbox_status) when the worker ends; EOF without it means the
 * reaper was killed. In the worker (return 0) `keep_fd` is the one
 * descriptor kept besides 0-2 (moved to a number hard to guess, returned
 * in *keep_fd), `out_fd` becomes its stdout and stderr, and everything else
 * of the sandbox is in force; the caller runs the job and _exits. */
pid_t host_sandbox_spawn(int *keep_fd, int out_fd, int *status_fd);

typedef struct host_sandbox_status {
  unsigned magic;
  int status; /* as waitpid gives it */
} host_sandbox_status;
#define HOST_SANDBOX_STATUS_MAGIC 0x5eab1d0u

#endif /* SEABI_HOST_SANDBOX_H_ */
