/* Plugin code outside the host's own process, for every command that runs
 * it (`conform`'s cases, `list`, `demo`): one forked child per job under a
 * watchdog. The child tells the parent what it is doing (stages), what it
 * found (a payload), what the plugin did (each observation of its record
 * the moment it is first made, so a crash later cannot lose it, and the
 * whole record at the end) and that it finished (DONE) over a pipe, in
 * records no longer than PIPE_BUF so each write arrives whole. Whatever
 * else happens (a signal, exit() from inside the plugin with any status, a
 * hang, a callback the host could not call, a fault in the host's own
 * code) is an outcome the parent words. */
#include "host.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { MSG_STAGE, MSG_REPLY, MSG_OBS, MSG_DEADLINE, MSG_DONE, MSG_ABSENT, MSG_INTERNAL };

typedef struct child_msg {
  int kind;
  int code;
  size_t n;
  unsigned char data[sizeof(((host_child_result *)0)->payload) > sizeof(host_obs)
                         ? sizeof(((host_child_result *)0)->payload)
                         : sizeof(host_obs)];
} child_msg;

_Static_assert(sizeof(child_msg) <= PIPE_BUF, "a record must be one atomic pipe write");

static int child_fd = -1;

static void send_msg(int kind, int code, const void *data, size_t n) {
  child_msg m;
  memset(&m, 0, sizeof m);
  m.kind = kind;
  m.code = code;
  m.n = n < sizeof m.data ? n : sizeof m.data;
  if (data != NULL) memcpy(m.data, data, m.n);
  /* Whole records of one size (below PIPE_BUF, so each write is atomic):
   * the reader never has to find where one ends. */
  if (child_fd >= 0 && write(child_fd, &m, sizeof m) != (ssize_t)sizeof m) _exit(HOST_EXIT_INTERNAL);
}

void host_child_stage(const char *fmt, ...) {
  char text[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  send_msg(MSG_STAGE, 0, text, strlen(text) + 1);
}

void host_child_reply(const void *data, size_t n) { send_msg(MSG_REPLY, 0, data, n); }

void host_child_deadline(int ms) { send_msg(MSG_DEADLINE, ms, NULL, 0); }

static void send_obs(const host_obs *o) { send_msg(MSG_OBS, 0, o, sizeof *o); }

/* The whole record as it stands (the parent keeps the last copy of each
 * observation): writes through kept pointers are swept in first. */
static void send_record(void) {
  host_handover_sweep();
  size_t n;
  const host_obs *all = host_record(&n);
  for (size_t i = 0; i < n; i++) send_obs(&all[i]);
}

static void absent_ends_child(const char *why) {
  send_record();
  send_msg(MSG_ABSENT, 0, why, strlen(why) + 1);
  _exit(HOST_EXIT_PLUGIN_FAULT);
}

static void internal_fault(const char *why) { send_msg(MSG_INTERNAL, 0, why, strlen(why) + 1); }

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

pid_t host_fork_watched(void) {
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid == 0) {
#if defined(__linux__)
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    /* The parent may have died before the request took effect. */
    if (getppid() != parent) _exit(HOST_EXIT_INTERNAL);
  }
  return pid;
}

/* One record, or 0 at end of file / error. */
static int read_msg(int fd, child_msg *m) {
  if (host_read_all(fd, m, sizeof *m) != sizeof *m) return 0;
  if (m->n > sizeof m->data) m->n = sizeof m->data;
  return 1;
}

/* An observation replaces an earlier copy of itself (the last one sent is
 * the whole count), else it is added. */
static void take_obs(host_child_result *r, const host_obs *o) {
  for (size_t i = 0; i < r->nobs; i++)
    if (host_obs_same(&r->obs[i], o)) {
      r->obs[i] = *o;
      return;
    }
  if (r->nobs < sizeof r->obs / sizeof r->obs[0]) r->obs[r->nobs++] = *o;
}

/* A new deadline asked for by the child, ms from now (0: none asked). */
static int asked_ms;

static void take(host_child_result *r, const child_msg *m, int *done, int *absent, int *internal) {
  size_t n = m->n < sizeof r->payload ? m->n : sizeof r->payload;
  switch (m->kind) {
    case MSG_OBS: {
      host_obs o;
      memcpy(&o, m->data, sizeof o);
      take_obs(r, &o);
      break;
    }
    case MSG_STAGE: host_format(r->stage, sizeof r->stage, "%.*s", (int)m->n, (const char *)m->data); break;
    case MSG_REPLY: memcpy(r->payload, m->data, n), r->payload_size = n; break;
    case MSG_DEADLINE: asked_ms = m->code > 0 ? m->code : 1; break;
    case MSG_DONE: *done = 1, r->code = m->code; break;
    case MSG_ABSENT: *absent = 1, host_format(r->why, sizeof r->why, "%.*s", (int)m->n, (const char *)m->data); break;
    default: *internal = 1, host_format(r->why, sizeof r->why, "%.*s", (int)m->n, (const char *)m->data); break;
  }
}

host_child_outcome host_child_run(int (*fn)(void *arg), void *arg, int timeout_ms, host_child_result *r) {
  memset(r, 0, sizeof *r);
  int fds[2];
  if (pipe(fds) != 0) {
    r->outcome = HOST_CHILD_INTERNAL;
    host_format(r->why, sizeof r->why, "internal error: pipe failed: %s -- this is a seabi bug", strerror(errno));
    return r->outcome;
  }
  fflush(NULL);
  host_fault_prepare(); /* once, so every child inherits it */
  pid_t pid = host_fork_watched();
  if (pid == 0) {
    close(fds[0]);
    child_fd = fds[1];
    host_set_absent_handler(absent_ends_child);
    host_fault_install(internal_fault);
    host_record_reset();
    host_record_set_sink(send_obs);
    int code = fn(arg);
    fflush(NULL);
    send_record();
    send_msg(MSG_DONE, code, NULL, 0);
    _exit(code);
  }
  close(fds[1]);
  int done = 0, absent = 0, internal = 0, status = 0, reaped = 0, timed_out = 0;
  double deadline = now_ms() + timeout_ms;
  asked_ms = 0;
  for (;;) {
    int left = (int)(deadline - now_ms());
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    struct pollfd pfd = {fds[0], POLLIN, 0};
    int k = poll(&pfd, 1, left < 50 ? left : 50);
    child_msg m;
    if (k > 0) {
      if (!read_msg(fds[0], &m)) break; /* every writer gone */
      take(r, &m, &done, &absent, &internal);
      if (asked_ms) {
        deadline = now_ms() + asked_ms;
        timeout_ms = asked_ms;
        asked_ms = 0;
      }
      continue;
    }
    /* A grandchild the plugin forked may hold the pipe open: the child's
     * own end is what counts. */
    if (waitpid(pid, &status, WNOHANG) == pid) {
      reaped = 1;
      while (poll(&pfd, 1, 0) > 0 && read_msg(fds[0], &m)) take(r, &m, &done, &absent, &internal);
      break;
    }
  }
  close(fds[0]);
  if (!reaped) {
    if (timed_out) kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
  }
  const char *at = r->stage[0] ? r->stage : "starting";
  if (internal) r->outcome = HOST_CHILD_INTERNAL;
  else if (absent) r->outcome = HOST_CHILD_ABSENT;
  else if (done) r->outcome = HOST_CHILD_DONE;
  else if (timed_out) {
    r->outcome = HOST_CHILD_HANG;
    host_format(r->why, sizeof r->why, "hung for %d ms while %s (killed)", timeout_ms, at);
  } else if (WIFSIGNALED(status)) {
    r->outcome = HOST_CHILD_CRASH;
    r->code = WTERMSIG(status);
    host_format(r->why, sizeof r->why, "crashed while %s (signal %d, %s)", at, r->code, strsignal(r->code));
  } else {
    r->outcome = HOST_CHILD_EXIT;
    r->code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    host_format(r->why, sizeof r->why, "ended the process with exit status %d while %s (exit() inside the plugin)",
                r->code, at);
  }
  return r->outcome;
}

int host_child_exit_code(const host_child_result *r) {
  switch (r->outcome) {
    case HOST_CHILD_DONE: return r->code;
    case HOST_CHILD_INTERNAL: return HOST_EXIT_INTERNAL;
    default: return HOST_EXIT_PLUGIN_FAULT;
  }
}
