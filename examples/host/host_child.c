/* Plugin code outside the host's own process, for every command that runs
 * it (`conform`'s cases, `list`, `demo`): one forked child per job under a
 * watchdog, in the sandbox (host_sandbox.h). The child tells the parent
 * what it is doing (stages), what it found (a payload), what the plugin did
 * (each observation of its record the moment it is first made, so a crash
 * later cannot lose it, and the whole record at the end) and that it
 * finished (DONE) over a pipe, in records no longer than PIPE_BUF so each
 * write arrives whole. Every record carries a key drawn for this child
 * (getrandom) that only its memory holds: whatever else arrives on the
 * pipe (plugin code writing on descriptors it found) is counted as stray
 * bytes, a failure of the plugin, never a verdict. The child's end is
 * what the sandbox's reaper saw in waitpid, told on a pipe the child does
 * not hold: DONE stands only beside a normal exit with the same code. Whatever
 * else happens (a signal, exit() from inside the plugin with any status, a
 * hang, a callback the host could not call, a fault in the host's own
 * code) is an outcome the parent words.
 *
 * What this cannot stop: plugin code in the child can read the key from
 * its own memory and send records as the host would, so it can lie about
 * what it did in that child; it cannot reach the parent, other children,
 * the machine or the reports (docs/sandbox.md). */
#include "host.h"
#include "host_sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { MSG_STAGE, MSG_REPLY, MSG_OBS, MSG_DEADLINE, MSG_DONE, MSG_ABSENT, MSG_INTERNAL, MSG_TEXT };

#define KEY_SIZE 16

typedef struct child_msg {
  unsigned char key[KEY_SIZE]; /* this child's: host_child_run drew it before the fork */
  int kind;
  int code;
  size_t n;
  unsigned char data[sizeof(((host_child_result *)0)->payload) > sizeof(host_obs)
                         ? sizeof(((host_child_result *)0)->payload)
                         : sizeof(host_obs)];
} child_msg;

_Static_assert(sizeof(child_msg) <= PIPE_BUF, "a record must be one atomic pipe write");

static int child_fd = -1;
static unsigned char child_key[KEY_SIZE];

static void send_msg(int kind, int code, const void *data, size_t n) {
  child_msg m;
  memset(&m, 0, sizeof m);
  memcpy(m.key, child_key, sizeof m.key);
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

/* host_child_text: the host's lines go to the parent as records. */
static ssize_t text_write(void *cookie, const char *buf, size_t n) {
  (void)cookie;
  for (size_t at = 0; at < n;) {
    size_t chunk = n - at < sizeof(((child_msg *)0)->data) ? n - at : sizeof(((child_msg *)0)->data);
    send_msg(MSG_TEXT, 0, buf + at, chunk);
    at += chunk;
  }
  return (ssize_t)n;
}

FILE *host_child_text(void) {
  static FILE *f;
  if (f == NULL) {
    cookie_io_functions_t io = {NULL, text_write, NULL, NULL};
    f = fopencookie(NULL, "w", io);
    if (f == NULL) return stderr;
    setvbuf(f, NULL, _IOLBF, 0);
  }
  return f;
}

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

/* The parent's side of the channel: bytes in, whole authenticated records
 * out; whatever precedes a record's key, or cannot be one, is stray. */
typedef struct channel {
  int fd;
  unsigned char key[KEY_SIZE];
  unsigned char buf[2 * sizeof(child_msg)];
  size_t have;
  size_t stray;
  int eof;
} channel;

/* Reads what is there (once). 0 at end of file. */
static int channel_fill(channel *c) {
  if (c->have == sizeof c->buf) { /* no key in a buffer of two records' size: a record's worth is stray */
    c->stray += sizeof(child_msg);
    memmove(c->buf, c->buf + sizeof(child_msg), c->have - sizeof(child_msg));
    c->have -= sizeof(child_msg);
  }
  ssize_t got = read(c->fd, c->buf + c->have, sizeof c->buf - c->have);
  if (got < 0 && errno == EINTR) return 1;
  if (got <= 0) {
    c->eof = 1;
    return 0;
  }
  c->have += (size_t)got;
  return 1;
}

/* The next whole record in the buffer, or 0. */
static int channel_next(channel *c, child_msg *m) {
  for (;;) {
    size_t at = 0;
    while (at + KEY_SIZE <= c->have && memcmp(c->buf + at, c->key, KEY_SIZE) != 0) at++;
    if (at + KEY_SIZE > c->have) at = c->have >= KEY_SIZE ? c->have - KEY_SIZE + 1 : 0;
    /* A key is at `at` (or may begin there): what precedes is stray. */
    if (at > 0) {
      c->stray += at;
      memmove(c->buf, c->buf + at, c->have - at);
      c->have -= at;
    }
    if (c->have < sizeof *m || memcmp(c->buf, c->key, KEY_SIZE) != 0) return 0;
    memcpy(m, c->buf, sizeof *m);
    memmove(c->buf, c->buf + sizeof *m, c->have - sizeof *m);
    c->have -= sizeof *m;
    if (m->n > sizeof m->data) m->n = sizeof m->data;
    return 1;
  }
}

/* At the end: bytes left that are no whole record. */
static void channel_close(channel *c) {
  c->stray += c->have;
  c->have = 0;
  close(c->fd);
}

/* The child's stdout and stderr: the last HOST_CHILD_OUTPUT_KEEP bytes. */
static void take_output(int fd, host_child_result *r, int *open_fd) {
  char buf[8192];
  ssize_t got = read(fd, buf, sizeof buf);
  if (got < 0 && errno == EINTR) return;
  if (got <= 0) {
    close(fd);
    *open_fd = -1;
    return;
  }
  r->output_total += (size_t)got;
  size_t n = (size_t)got;
  const char *from = buf;
  if (n >= HOST_CHILD_OUTPUT_KEEP) {
    from = buf + n - HOST_CHILD_OUTPUT_KEEP;
    n = HOST_CHILD_OUTPUT_KEEP;
    r->output_len = 0;
  } else if (r->output_len + n > HOST_CHILD_OUTPUT_KEEP) {
    size_t drop = r->output_len + n - HOST_CHILD_OUTPUT_KEEP;
    memmove(r->output, r->output + drop, r->output_len - drop);
    r->output_len -= drop;
  }
  memcpy(r->output + r->output_len, from, n);
  r->output_len += n;
  r->output[r->output_len] = '\0';
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
    case MSG_TEXT:
      host_print_escaped(stdout, (const char *)m->data, m->n, 1);
      fflush(stdout);
      break;
    case MSG_ABSENT: *absent = 1, host_format(r->why, sizeof r->why, "%.*s", (int)m->n, (const char *)m->data); break;
    default: *internal = 1, host_format(r->why, sizeof r->why, "%.*s", (int)m->n, (const char *)m->data); break;
  }
}

/* Reapers whose exit is not waited for: reaped by the next child's start,
 * or blocking when there are too many. */
static pid_t pending[32];
static size_t npending;

static void reap_pending(int block) {
  size_t kept = 0;
  for (size_t i = 0; i < npending; i++) {
    int st;
    pid_t got = waitpid(pending[i], &st, block ? 0 : WNOHANG);
    if (got == 0) pending[kept++] = pending[i];
  }
  npending = kept;
}

static void defer_reap(pid_t pid) {
  if (npending == sizeof pending / sizeof pending[0]) reap_pending(1);
  pending[npending++] = pid;
}

static void end_msg(host_child_result *r, const char *what) {
  host_format(r->why, sizeof r->why, "%s", what);
}

void host_child_finish(int code) {
  fflush(NULL);
  send_record();
  send_msg(MSG_DONE, code, NULL, 0);
  _exit(code);
}

host_child_outcome host_child_run(int (*fn)(void *arg), void *arg, int timeout_ms, host_child_result *r) {
  memset(r, 0, sizeof *r);
  reap_pending(0);
  int fds[2], out[2];
  channel ch;
  memset(&ch, 0, sizeof ch);
  if (getrandom(ch.key, sizeof ch.key, 0) != (ssize_t)sizeof ch.key || pipe2(fds, O_CLOEXEC) != 0) {
    r->outcome = HOST_CHILD_INTERNAL;
    host_format(r->why, sizeof r->why, "internal error: getrandom or pipe failed: %s -- this is a seabi bug",
                strerror(errno));
    return r->outcome;
  }
  if (pipe2(out, O_CLOEXEC) != 0) out[0] = out[1] = -1;
  fflush(NULL);
  host_fault_prepare(); /* once, so every child inherits it */
  /* A child may run a child of its own (R10's learning run): its key is
   * put back once the grandchild has its own. */
  unsigned char own_key[KEY_SIZE];
  memcpy(own_key, child_key, sizeof own_key);
  memcpy(child_key, ch.key, sizeof child_key);
  int keep = fds[1], status_fd = -1;
  pid_t pid = host_sandbox_spawn(&keep, out[1], &status_fd);
  if (pid == 0) {
    child_fd = keep;
    host_set_absent_handler(absent_ends_child);
    host_fault_install(internal_fault);
    host_record_reset();
    host_record_set_sink(send_obs);
    host_child_finish(fn(arg));
  }
  memcpy(child_key, own_key, sizeof child_key);
  close(fds[1]);
  if (out[1] >= 0) close(out[1]);
  if (pid < 0) {
    close(fds[0]);
    if (out[0] >= 0) close(out[0]);
    r->outcome = HOST_CHILD_INTERNAL;
    host_format(r->why, sizeof r->why, "internal error: cannot start a child: %s -- this is a seabi bug",
                strerror(errno));
    return r->outcome;
  }
  ch.fd = fds[0];
  int out_fd = out[0];
  int done = 0, absent = 0, internal = 0, status = 0, reaped = 0, timed_out = 0, have_status = 0;
  double deadline = now_ms() + timeout_ms;
  asked_ms = 0;
  child_msg m;
  for (;;) {
    int left = (int)(deadline - now_ms());
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    struct pollfd pfd[3] = {{ch.eof ? -1 : ch.fd, POLLIN, 0}, {out_fd, POLLIN, 0}, {status_fd, POLLIN, 0}};
    int k = poll(pfd, 3, left < 50 ? left : 50);
    if (k > 0 && (pfd[1].revents & (POLLIN | POLLHUP | POLLERR))) take_output(out_fd, r, &out_fd);
    if (k > 0 && (pfd[0].revents & (POLLIN | POLLHUP | POLLERR))) {
      channel_fill(&ch);
      while (channel_next(&ch, &m)) take(r, &m, &done, &absent, &internal);
      if (asked_ms) {
        deadline = now_ms() + asked_ms;
        timeout_ms = asked_ms;
        asked_ms = 0;
      }
    }
    if (status_fd >= 0) {
      /* The reaper's word (or its end: EOF). */
      if (k > 0 && (pfd[2].revents & (POLLIN | POLLHUP | POLLERR))) {
        host_sandbox_status st;
        if (host_read_all(status_fd, &st, sizeof st) == sizeof st && st.magic == HOST_SANDBOX_STATUS_MAGIC)
          status = st.status, have_status = 1;
        reaped = 1;
        break;
      }
    } else if (ch.eof || k == 0) {
      /* No reaper (--no-sandbox): a grandchild the plugin forked may hold
       * the pipe open, the child's own end is what counts; at end of file
       * every writer, the child too, is gone or going. */
      if (waitpid(pid, &status, ch.eof ? 0 : WNOHANG) == pid) {
        reaped = have_status = 1;
        break;
      }
    }
  }
  if (timed_out) kill(pid, SIGKILL);
  if (status_fd >= 0 && host_sandbox_describe()->pid_namespace) {
    /* The reaper has said how the worker ended (or was killed): its own
     * end, the kernel taking its namespaces down, is reaped later, so the
     * next child need not wait for that (it costs milliseconds of RCU
     * grace periods, most of a sandboxed case's price). Should seabi end
     * first, the reaper dies with it (PR_SET_PDEATHSIG) and its pid
     * namespace's processes with the reaper. Without a pid namespace the
     * reaper's end is waited for: it is killing what the plugin left. */
    defer_reap(pid);
  } else if (!reaped || status_fd >= 0) {
    int st = 0;
    waitpid(pid, &st, 0);
  }
  /* What is in the pipe now is read, no more waited for: the worker's own
   * records were all written before it ended (the reaper saw it end), and
   * without a sandbox a daemon the plugin left may hold the pipe forever.
   * (A read that would block ends the drain as end of file does.) */
  fcntl(ch.fd, F_SETFL, O_NONBLOCK);
  for (int more = !ch.eof; more;) {
    more = channel_fill(&ch) && !ch.eof;
    while (channel_next(&ch, &m)) take(r, &m, &done, &absent, &internal);
  }
  channel_close(&ch);
  r->stray = ch.stray;
  if (out_fd >= 0) {
    fcntl(out_fd, F_SETFL, O_NONBLOCK);
    for (int i = 0; i < 64 && out_fd >= 0; i++) {
      errno = 0;
      size_t before = r->output_total;
      take_output(out_fd, r, &out_fd);
      if (out_fd >= 0 && r->output_total == before) break;
    }
    if (out_fd >= 0) close(out_fd);
  }
  if (status_fd >= 0) close(status_fd);
  const char *at = r->stage[0] ? r->stage : "starting";
  int exited_as_done = have_status && WIFEXITED(status) && WEXITSTATUS(status) == (r->code & 0xff);
  if (internal) r->outcome = HOST_CHILD_INTERNAL;
  else if (absent) r->outcome = HOST_CHILD_ABSENT;
  else if (timed_out) {
    r->outcome = HOST_CHILD_HANG;
    host_format(r->why, sizeof r->why, "hung for %d ms while %s (killed)", timeout_ms, at);
  } else if (!have_status) {
    r->outcome = HOST_CHILD_CRASH;
    r->code = SIGKILL;
    end_msg(r, "the sandbox's reaper was killed before it could report how the child ended");
  } else if (WIFSIGNALED(status)) {
    r->outcome = HOST_CHILD_CRASH;
    r->code = WTERMSIG(status);
    host_format(r->why, sizeof r->why, "crashed while %s (signal %d, %s)", at, r->code, strsignal(r->code));
  } else if (r->stray) {
    r->outcome = HOST_CHILD_FORGED;
    r->code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    host_format(r->why, sizeof r->why, "plugin code wrote %zu bytes on seabi's result channel while %s", r->stray, at);
  } else if (done && exited_as_done) {
    r->outcome = HOST_CHILD_DONE;
  } else {
    r->outcome = HOST_CHILD_EXIT;
    r->code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    host_format(r->why, sizeof r->why, "ended the process with exit status %d while %s (exit() inside the plugin)",
                r->code, at);
  }
  if (r->stray && r->outcome != HOST_CHILD_FORGED && r->outcome != HOST_CHILD_INTERNAL) {
    size_t len = strlen(r->why);
    host_format(r->why + len, sizeof r->why - len, "; plugin code also wrote %zu bytes on seabi's result channel",
                r->stray);
  }
  return r->outcome;
}

void host_print_escaped(FILE *out, const char *s, size_t n, int keep_newlines) {
  const unsigned char *p = (const unsigned char *)s, *end = p + n;
  while (p < end) {
    size_t u = *p >= 0x80 && (size_t)(end - p) >= 2 ? host_utf8_len(p, (size_t)(end - p)) : 0;
    if (u) {
      fwrite(p, 1, u, out);
      p += u;
    } else if ((*p >= 0x20 && *p < 0x7f) || (keep_newlines && (*p == '\n' || *p == '\t'))) {
      fputc(*p++, out);
    } else {
      fprintf(out, "\\x%02x", *p++);
    }
  }
}

void host_child_print_output(FILE *out, const host_child_result *r, const char *indent) {
  if (r->output_total == 0) return;
  fprintf(out, "%splugin output (%zu byte%s on stdout and stderr", indent, r->output_total,
          r->output_total == 1 ? "" : "s");
  if (r->output_total > r->output_len) fprintf(out, ", the last %zu", r->output_len);
  fprintf(out, "): \"");
  host_print_escaped(out, r->output, r->output_len, 0);
  fprintf(out, "\"\n");
}

int host_child_exit_code(const host_child_result *r) {
  switch (r->outcome) {
    case HOST_CHILD_DONE: return r->code;
    case HOST_CHILD_INTERNAL: return HOST_EXIT_INTERNAL;
    default: return HOST_EXIT_PLUGIN_FAULT;
  }
}
