/* Runs each case in its own forked child, so the plugin under test starts
 * fresh every time (as in a new TensorFlow process) and a crash, abort,
 * exit() or hang inside the plugin becomes that case's verdict. The child
 * sends back one fixed-size record over a pipe; anything else (a signal, an
 * exit without a record, the timeout) is turned into a FAIL with the reason
 * and the last line the child wrote to stderr as evidence. */
#include "conform.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define DEFAULT_TIMEOUT_MS 10000

static const conform_case *const *sections(void) {
  static const conform_case *const all[] = {
      conform_cases_registration, conform_cases_devices,   conform_cases_memory,
      conform_cases_copies,       conform_cases_streams,   conform_cases_events,
      conform_cases_callbacks,    conform_cases_timers,    conform_cases_lifecycle,
      NULL};
  return all;
}

typedef struct wire_result {
  int verdict;
  char evidence[CONFORM_EVIDENCE_MAX];
} wire_result;

/* Brings the core up to `needs`. Returns CONFORM_PASS when it got there;
 * otherwise why not is in c->evidence and the result is the case's verdict:
 * NOT_RUN when a step failed (an earlier case judges that step), SKIP when
 * the plugin legally has fewer devices than the case needs. */
static conform_verdict setup(conform_ctx *c, enum conform_needs needs) {
  if (host_platform_load(&c->p, c->path) != 0) return CONFORM_NOT_RUNF(c, "loading (R01): %s", c->p.error);
  if (needs == NEEDS_LOAD) return CONFORM_PASS;
  if (host_platform_register(&c->p, NULL) != TF_OK)
    return CONFORM_NOT_RUNF(c, "registration (R02-R05): %s", c->p.error);
  if (needs == NEEDS_REGISTER) return CONFORM_PASS;
  if (host_platform_create_fns(&c->p) != TF_OK)
    return CONFORM_NOT_RUNF(c, "creating device fns and the stream executor (R11): %s", c->p.error);
  c->device_count = host_platform_device_count(&c->p);
  if (needs == NEEDS_READY) return CONFORM_PASS;
  if (c->device_count < 0) return CONFORM_NOT_RUNF(c, "device count (D01): %s", c->p.error);
  int want = needs == NEEDS_TWO_DEVICES ? 2 : 1;
  if (c->device_count < want)
    return CONFORM_SKIPF(c, "needs %d device%s, the plugin reports %d", want, want > 1 ? "s" : "",
                         c->device_count);
  for (int i = 0; i < want; i++) {
    char msg[512];
    if (host_device_open(&c->p, i, &c->dev[i], msg, sizeof msg) != TF_OK)
      return CONFORM_NOT_RUNF(c, "device %d (D02): %s", i, msg);
    c->ndev++;
  }
  return CONFORM_PASS;
}

static int verdict_fd = -1;

static void send_verdict(int fd, const wire_result *w) {
  if (host_write_all(fd, w, sizeof *w) != sizeof *w) _exit(3);
}

/* A callback the host could not call (host_call.c) is the case's FAIL,
 * named; the child ends here rather than call through NULL. */
static void absent_fails_case(const char *why) {
  static wire_result w;
  w.verdict = CONFORM_FAIL;
  host_format(w.evidence, sizeof w.evidence, "%s", why);
  send_verdict(verdict_fd, &w);
  _exit(0);
}

/* The wire verdict of a fault in the host's own code (host_fault.c). */
#define WIRE_INTERNAL (-1)

static void internal_fault(const char *why) {
  static wire_result w;
  w.verdict = WIRE_INTERNAL;
  host_format(w.evidence, sizeof w.evidence, "%s", why);
  send_verdict(verdict_fd, &w);
}

static void child(const char *path, const conform_case *cs, int fd, int err_fd) {
  /* Plugin chatter must not interleave with the report. */
  int null_fd = open("/dev/null", O_WRONLY);
  if (null_fd >= 0) dup2(null_fd, STDOUT_FILENO);
  if (err_fd >= 0) dup2(err_fd, STDERR_FILENO);
  conform_ctx *c = calloc(1, sizeof *c);
  wire_result w;
  memset(&w, 0, sizeof w);
  if (c == NULL) _exit(4);
  c->path = path;
  verdict_fd = fd;
  host_set_absent_handler(absent_fails_case);
  host_fault_install(internal_fault);
  c->main_thread = pthread_self();
  c->threads_at_start = conform_thread_count();
  host_status_reset_logs();
  w.verdict = setup(c, cs->needs);
  if (w.verdict == CONFORM_PASS) w.verdict = cs->run(c);
  memcpy(w.evidence, c->evidence, sizeof w.evidence);
  w.evidence[sizeof w.evidence - 1] = '\0';
  send_verdict(fd, &w);
  /* No teardown: a verdict is in; the plugin's threads die with us. */
  _exit(0);
}

/* Last non-empty line of the child's stderr, for crash evidence. */
static void last_stderr_line(int fd, char *out, size_t n) {
  out[0] = '\0';
  off_t size = lseek(fd, 0, SEEK_END);
  if (size <= 0) return;
  char buf[4096];
  off_t from = size > (off_t)sizeof buf - 1 ? size - (off_t)sizeof buf + 1 : 0;
  ssize_t got = pread(fd, buf, sizeof buf - 1, from);
  if (got <= 0) return;
  buf[got] = '\0';
  char *end = buf + got;
  while (end > buf && (end[-1] == '\n' || end[-1] == ' ')) *--end = '\0';
  char *start = strrchr(buf, '\n');
  start = start ? start + 1 : buf;
  host_format(out, n, "%s", start);
}

/* `hint`: the layout note of the plugin's executor (host_layout_note), added
 * to a crash, hang or exit so it reads "... plugin filled X's layout in a Y
 * core" as the validation verdicts do. */
static void run_case(const char *path, const conform_case *cs, int timeout_ms, const char *hint,
                     conform_result *r) {
  memset(r, 0, sizeof *r);
  r->cs = cs;
  int fds[2];
  char errpath[] = "/tmp/seabi-conform-XXXXXX";
  int err_fd = mkstemp(errpath);
  if (err_fd >= 0) unlink(errpath);
  if (pipe(fds) != 0) {
    r->verdict = CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "runner: pipe failed: %s", strerror(errno));
    if (err_fd >= 0) close(err_fd);
    return;
  }
  fflush(NULL);
  double t0 = conform_now_ms();
  pid_t pid = host_fork_watched();
  if (pid == 0) {
    close(fds[0]);
    child(path, cs, fds[1], err_fd);
  }
  close(fds[1]);
  wire_result w;
  size_t got = 0;
  int timed_out = 0;
  while (got < sizeof w) {
    int left = (int)(t0 + timeout_ms - conform_now_ms());
    if (left <= 0) {
      timed_out = 1;
      break;
    }
    struct pollfd pfd = {fds[0], POLLIN, 0};
    int k = poll(&pfd, 1, left);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) continue;
    ssize_t n = read(fds[0], (char *)&w + got, sizeof w - got);
    if (n <= 0) break; /* child gone without a full record */
    got += (size_t)n;
  }
  close(fds[0]);
  int status = 0;
  if (timed_out || got < sizeof w) {
    /* Give a child that is still alive a moment to die on its own. */
    for (int i = 0; i < 50 && waitpid(pid, &status, WNOHANG) == 0; i++) {
      if (timed_out) break;
      conform_sleep_ms(2);
    }
    kill(pid, SIGKILL);
  }
  waitpid(pid, &status, 0);
  r->ms = conform_now_ms() - t0;
  char tail[300] = "";
  if (err_fd >= 0) {
    last_stderr_line(err_fd, tail, sizeof tail);
    close(err_fd);
  }
  if (got == sizeof w && w.verdict == WIRE_INTERNAL) {
    /* Never booked as the plugin's crash: the run reports a seabi bug. */
    r->verdict = CONFORM_FAIL;
    r->internal = 1;
    memcpy(r->evidence, w.evidence, sizeof r->evidence);
    return;
  }
  if (got == sizeof w) {
    r->verdict = w.verdict == CONFORM_PASS || w.verdict == CONFORM_SKIP || w.verdict == CONFORM_NOT_RUN
                     ? w.verdict
                     : CONFORM_FAIL;
    memcpy(r->evidence, w.evidence, sizeof r->evidence);
    return;
  }
  r->verdict = CONFORM_FAIL;
  if (timed_out) {
    host_format(r->evidence, sizeof r->evidence, "hang: no verdict after %d ms (killed)%s", timeout_ms, hint);
  } else if (WIFSIGNALED(status)) {
    host_format(r->evidence, sizeof r->evidence, "crash: signal %d (%s)%s%s%s", WTERMSIG(status),
             strsignal(WTERMSIG(status)), tail[0] ? "; stderr: " : "", tail, hint);
  } else {
    host_format(r->evidence, sizeof r->evidence, "process exited with status %d inside the plugin%s%s%s",
             WIFEXITED(status) ? WEXITSTATUS(status) : -1, tail[0] ? "; stderr: " : "", tail, hint);
  }
}

/* Loads and registers once (in a child) for the report header and to tell
 * "cannot be loaded at all" (exit 2) from "loads but fails cases". */
typedef struct wire_facts {
  int loadable, registered;
  char error[512], name[128], type[128], built_for[64];
  char layout_hint[400]; /* host_layout_note of the plugin's executor */
  int device_count;
} wire_facts;

static wire_facts probe_out;

/* In the probe, a callback the host could not call stops registration with
 * that reason (the cases name it again, each as its verdict). */
static void absent_stops_probe(const char *why) {
  host_format(probe_out.error, sizeof probe_out.error, "%s", why);
  if (write(verdict_fd, &probe_out, sizeof probe_out) != (ssize_t)sizeof probe_out) _exit(3);
  _exit(0);
}

static void probe_facts(const char *path, conform_run *run) {
  int fds[2];
  if (pipe(fds) != 0) return;
  fflush(NULL);
  pid_t pid = host_fork_watched();
  if (pid == 0) {
    close(fds[0]);
    int null_fd = open("/dev/null", O_WRONLY);
    if (null_fd >= 0) dup2(null_fd, STDOUT_FILENO);
    static host_platform p;
    verdict_fd = fds[1];
    host_set_absent_handler(absent_stops_probe);
    if (host_platform_load(&p, path) == 0) {
      probe_out.loadable = 1;
      /* Tell the parent it loads before SE_InitPlugin can crash. */
      if (write(fds[1], &probe_out, sizeof probe_out) != (ssize_t)sizeof probe_out) _exit(3);
      if (host_platform_register(&p, NULL) == TF_OK && host_platform_create_fns(&p) == TF_OK) {
        probe_out.registered = 1;
        probe_out.device_count = host_platform_device_count(&p);
        host_format(probe_out.built_for, sizeof probe_out.built_for, "%s", p.built_for);
        host_layout_note(HOST_SZ_STREAM_EXECUTOR, p.se_struct_size, probe_out.layout_hint,
                         sizeof probe_out.layout_hint);
      }
      host_format(probe_out.name, sizeof probe_out.name, "%s", p.name);
      host_format(probe_out.type, sizeof probe_out.type, "%s", p.type);
    }
    host_format(probe_out.error, sizeof probe_out.error, "%s", p.error);
    if (write(fds[1], &probe_out, sizeof probe_out) != (ssize_t)sizeof probe_out) _exit(3);
    _exit(0);
  }
  close(fds[1]);
  wire_facts f, last;
  memset(&last, 0, sizeof last);
  int n = 0;
  for (;;) {
    size_t got = 0;
    while (got < sizeof f) {
      struct pollfd pfd = {fds[0], POLLIN, 0};
      if (poll(&pfd, 1, 10000) <= 0) break;
      ssize_t k = read(fds[0], (char *)&f + got, sizeof f - got);
      if (k <= 0) break;
      got += (size_t)k;
    }
    if (got < sizeof f) break;
    last = f;
    n++;
  }
  close(fds[0]);
  int status = 0;
  if (waitpid(pid, &status, WNOHANG) == 0) {
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
  }
  run->loadable = n > 0 && last.loadable;
  host_format(run->load_error, sizeof run->load_error, "%s", last.error);
  if (n == 0 && WIFSIGNALED(status))
    host_format(run->load_error, sizeof run->load_error, "crashed in dlopen (signal %d, %s)",
                WTERMSIG(status), strsignal(WTERMSIG(status)));
  host_format(run->name, sizeof run->name, "%s", last.name);
  host_format(run->type, sizeof run->type, "%s", last.type);
  run->registered = last.registered;
  if (!last.registered) host_format(run->stopped, sizeof run->stopped, "%s", last.error);
  host_format(run->built_for, sizeof run->built_for, "%s",
           last.registered ? last.built_for : "unknown");
  run->device_count = last.registered ? last.device_count : -1;
  host_format(run->layout_hint, sizeof run->layout_hint, "%s", last.layout_hint);
}

/* Whether `id` starts with the `len` bytes of `prefix`; an empty prefix
 * selects nothing. */
static int id_has_prefix(const char *id, const char *prefix, size_t len) {
  return len > 0 && strncmp(id, prefix, len) == 0;
}

static int selected(const conform_case *cs, const conform_options *opt) {
  if (!(opt && opt->only)) return 1;
  for (const char *p = opt->only;; p++) {
    size_t len = strcspn(p, ",");
    if (id_has_prefix(cs->id, p, len)) return 1;
    p += len;
    if (*p == '\0') return 0;
  }
}

static size_t cases_with_prefix(const char *prefix, size_t len) {
  size_t n = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) n += (size_t)id_has_prefix(cs->id, prefix, len);
  return n;
}

size_t conform_cases_selected(const conform_options *opt, char *unmatched, size_t n) {
  if (opt && opt->only) {
    for (const char *p = opt->only;; p++) {
      size_t len = strcspn(p, ",");
      if (cases_with_prefix(p, len) == 0) {
        host_format(unmatched, n, "%.*s", (int)len, p);
        return 0;
      }
      p += len;
      if (*p == '\0') break;
    }
  }
  size_t count = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) count += (size_t)selected(cs, opt);
  return count;
}

int conform_run_all(const char *path, const conform_options *opt, conform_run *run) {
  memset(run, 0, sizeof *run);
  host_format(run->path, sizeof run->path, "%s", path);
  probe_facts(path, run);
  if (!run->loadable) return HOST_EXIT_USAGE;
  int timeout = opt && opt->timeout_ms > 0 ? opt->timeout_ms : DEFAULT_TIMEOUT_MS;
  size_t total = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) total++;
  run->results = calloc(total, sizeof *run->results);
  if (run->results == NULL) return 2;
  for (const conform_case *const *s = sections(); *s; s++) {
    for (const conform_case *cs = *s; cs->id; cs++) {
      if (!selected(cs, opt)) continue;
      conform_result *r = &run->results[run->count++];
      /* A case may need longer than the default (10000 callbacks on a slow
       * plugin) or want less (a deadlock probe); --timeout caps the former
       * only when given. */
      int t = cs->timeout_ms > 0 ? cs->timeout_ms : timeout;
      if (opt && opt->timeout_ms > 0 && t > opt->timeout_ms) t = opt->timeout_ms;
      run_case(path, cs, t, run->layout_hint, r);
      if (opt && opt->progress) {
        conform_print_case(opt->progress, r);
        fflush(opt->progress);
      }
    }
  }
  for (size_t i = 0; i < run->count; i++)
    if (run->results[i].internal) return HOST_EXIT_INTERNAL;
  conform_tally tally = conform_count(run);
  return conform_is_conformant(&tally) ? HOST_EXIT_OK : HOST_EXIT_PLUGIN_FAULT;
}

void conform_run_free(conform_run *run) {
  free(run->results);
  run->results = NULL;
  run->count = 0;
}
