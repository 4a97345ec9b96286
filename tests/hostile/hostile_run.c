/* Runs the hostile plugin (hostile_plugin.c) through `seabi conform` and
 * `seabi list` for a range of seeds under every core profile, and checks
 * what the host said (issue 16 item 5):
 *
 *   - the host never faults or hangs by itself: every run ends on its own,
 *     by exit status 0 or 1 (2 would be "not loadable" or an internal
 *     error; the plugin always loads), and never says "internal error";
 *   - every misbehaviour that must fail does: an applied NULL required
 *     member, a struct_size no known layout has or one past the core's, a
 *     bad status, a negative device count -> exit 1; a crash, hang or exit
 *     the plugin really did -> a FAIL that says so (conform) or a skip that
 *     says so (list);
 *   - the seed, core and command line are printed with every failure.
 *
 * usage: hostile_run PLUGIN SEABI:FIRST_SEED:COUNT...  (one range per host binary)
 * Ends with "N passed, N failed" (one check per seed, core and command). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "host.h"
#include "hostile_plan.h"

/* A case that hangs costs its timeout: keep it short. The plugin's hangs are
 * endless, so any timeout finds them; a sound case that runs longer only
 * adds a FAIL that no check here reads as the host's fault. */
#define CASE_TIMEOUT_MS "500"
/* The host itself must be done well within this. */
#define HOST_LIMIT_MS 60000

static unsigned passed, failed, host_faults;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

typedef struct outcome {
  int signaled, code, hung;
  char out[65536]; /* stdout + stderr */
  char log[4096];  /* what the plugin logged */
} outcome;

/* Where the host runs (NULL: here); a scenario sets it. */
static const char *run_cwd;

static void read_file(const char *path, char *buf, size_t n) {
  buf[0] = '\0';
  FILE *f = fopen(path, "r");
  if (f == NULL) return;
  size_t got = fread(buf, 1, n - 1, f);
  buf[got] = '\0';
  fclose(f);
}

/* Runs argv with the seed in the environment; output and log into o. */
static void run(char *const argv[], unsigned long seed, outcome *o) {
  char out_path[] = "/tmp/seabi-hostile-out-XXXXXX", log_path[] = "/tmp/seabi-hostile-log-XXXXXX";
  int out_fd = mkstemp(out_path), log_fd = mkstemp(log_path);
  memset(o, 0, sizeof *o);
  if (out_fd < 0 || log_fd < 0) {
    perror("mkstemp");
    exit(2);
  }
  close(log_fd);
  char seed_text[32];
  snprintf(seed_text, sizeof seed_text, "%lu", seed);
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    setenv("SEABI_HOSTILE_SEED", seed_text, 1);
    setenv("SEABI_HOSTILE_LOG", log_path, 1);
    dup2(out_fd, STDOUT_FILENO);
    dup2(out_fd, STDERR_FILENO);
    setpgid(0, 0); /* so a hung host and its children go together */
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_UNBLOCK, &chld, NULL); /* the mask survives exec */
    if (run_cwd != NULL && chdir(run_cwd) != 0) _exit(126);
    /* The plugin reads its seed and writes its log from inside seabi's
     * sandbox: both passed through it by name. */
    char *with[64];
    int n = 0;
    with[n++] = argv[0];
    int sandboxed = argv[1] && (strcmp(argv[1], "conform") == 0 || strcmp(argv[1], "list") == 0 ||
                                strcmp(argv[1], "demo") == 0);
    if (argv[1]) with[n++] = argv[1];
    if (sandboxed) {
      with[n++] = "--pass-env";
      with[n++] = "SEABI_HOSTILE_*";
      with[n++] = "--sandbox-bind";
      with[n++] = log_path;
    }
    for (int i = 2; argv[1] && argv[i] && n < 63; i++) with[n++] = argv[i];
    with[n] = NULL;
    execv(with[0], with);
    _exit(127);
  }
  int status = 0;
  double deadline = now_ms() + HOST_LIMIT_MS;
  /* Sleeps until SIGCHLD (blocked in main, so none is lost) or the deadline:
   * polling added up to its period to each of the thousand runs. */
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  while (waitpid(pid, &status, WNOHANG) == 0) {
    double left = deadline - now_ms();
    if (left <= 0) {
      o->hung = 1;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    struct timespec ts = {(time_t)(left / 1000), (long)((left - (time_t)(left / 1000) * 1000.0) * 1e6)};
    sigtimedwait(&chld, NULL, &ts);
  }
  o->signaled = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  o->code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  close(out_fd);
  read_file(out_path, o->out, sizeof o->out);
  read_file(log_path, o->log, sizeof o->log);
  unlink(out_path);
  unlink(log_path);
}

static void verdict(int ok, unsigned long seed, const char *core, const char *cmd, const char *why,
                    const outcome *o) {
  if (ok) {
    passed++;
    return;
  }
  failed++;
  const char *last = o->out + strlen(o->out);
  int lines = 0;
  while (last > o->out && lines < 4) lines += *--last == '\n';
  printf("FAIL seed %lu core %s: %s\n  replay: SEABI_HOSTILE_SEED=%lu %s\n  plugin log: %s  host output (tail):\n%s\n",
         seed, core, why, seed, cmd, o->log[0] ? o->log : "(nothing)\n", last);
}

/* The host's own health, the same for every command. Returns 1 if healthy. */
static int host_healthy(const outcome *o, char *why, size_t n) {
  if (o->hung) snprintf(why, n, "the host hung (no end within %d ms)", HOST_LIMIT_MS);
  else if (o->signaled) snprintf(why, n, "the host died of signal %d", o->signaled);
  else if (o->code != 0 && o->code != 1) snprintf(why, n, "the host exited %d (the plugin always loads)", o->code);
  else if (strstr(o->out, "internal error")) snprintf(why, n, "the host reported an internal error");
  else return 1;
  host_faults++;
  return 0;
}

/* Whether a struct of `size` bytes with every slot set leaves out a
 * required member this core checks: the header's own validator on a fully
 * filled buffer names the first member the size does not cover. */
static int leaves_required_out(enum host_struct_slot kind, size_t size) {
  static unsigned char buf[8192];
  static SP_Platform platform; /* supports_unified_memory 0 */
  char msg[512], member[128];
  memset(buf, 0x11, sizeof buf);
  memcpy(buf, &size, sizeof size);
  TF_Code c = kind == HOST_SZ_STREAM_EXECUTOR
                  ? SP_StreamExecutor_validate((const SP_StreamExecutor *)(void *)buf, &platform, msg, sizeof msg)
                  : SP_PlatformFns_validate((const SP_PlatformFns *)(void *)buf, msg, sizeof msg);
  if (c == TF_OK || sscanf(msg, "'%127[^']'", member) != 1) return 0;
  return host_profile_validates(host_profile_struct_name(kind), member);
}

/* Whether the plugin's misbehaviour, as applied in this core, must fail. */
static int must_fail(const hostile_plan *p, const char *log) {
  if (strstr(log, "applied") == NULL) return 0;
  const hostile_target_info *t = &hostile_targets[p->target];
  switch (p->cls) {
    case HOSTILE_SIZE_PLATFORM_FNS:
    case HOSTILE_SIZE_EXECUTOR: {
      enum host_struct_slot kind = p->cls == HOSTILE_SIZE_EXECUTOR ? HOST_SZ_STREAM_EXECUTOR : HOST_SZ_PLATFORM_FNS;
      size_t size = (size_t)p->value;
      /* Past the core's struct: never allowed (R09). Below it: where the
       * core reads through the plugin's struct_size, a required member the
       * size leaves out (the accessors cannot place it) must fail R05/R11. */
      return size > host_profile_size(kind) || (!host_profile_reads_own_layout() && leaves_required_out(kind, size));
    }
    case HOSTILE_NULL_MEMBER: {
      /* The graph optimizer's and the profiler's: TensorFlow checks every
       * one the host must not do without (optimize_func, start, stop,
       * collect_data_xspace, destroy_profiler) in every core that has the
       * module; create_func and destroy_func may be NULL. */
      if (t->kind[0] == 'G' || t->kind[0] == 'Q') return t->null_must_fail;
      const char *sname = t->kind[0] == 'E' ? "SP_StreamExecutor"
                          : strncmp(t->name, "destroy_platform", 16) == 0 ? "SE_PlatformRegistrationParams"
                                                                          : "SP_PlatformFns";
      /* get_device_count is no validator's: R05 judges it by name. */
      return t->null_must_fail && (p->target == HOSTILE_T_get_device_count || host_profile_validates(sname, t->name));
    }
    case HOSTILE_BAD_STATUS: return 1;
    case HOSTILE_MODULE_OUT: return 1; /* each is a defect a module case judges */
    case HOSTILE_DEVICE_COUNT: return p->value < 0;
    default: return 0;
  }
}

/* A fault the plugin did must show as a FAIL naming it. */
static int fault_reported(const char *out) {
  for (const char *l = out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
    const char *end = strchr(l, '\n');
    size_t len = end ? (size_t)(end - l) : strlen(l);
    char line[2048];
    snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line ? len : sizeof line - 1), l);
    if (strstr(line, " FAIL ") && (strstr(line, "crash") || strstr(line, "hang") || strstr(line, "exited") ||
                                   strstr(line, "ended the process")))
      return 1;
  }
  return 0;
}

static const char *case_for(const hostile_plan *p) {
  const char *kind = hostile_targets[p->target].kind;
  switch (p->cls) {
    case HOSTILE_NULL_MEMBER:
      if (kind[0] == 'G' || kind[0] == 'Q') return hostile_targets[p->target].case_id;
      return "R";
    case HOSTILE_SIZE_PLATFORM_FNS:
    case HOSTILE_SIZE_EXECUTOR:
    case HOSTILE_BAD_STATUS: return "R";
    /* The modules' cases and the claims over every module. */
    case HOSTILE_MODULE_OUT: return "G,P,R08,R09,X01";
    case HOSTILE_DEVICE_COUNT: return "D0";
    default: return hostile_targets[p->target].case_id;
  }
}

/* Where each conform run's JSON report goes for the consistency oracle
 * (HOSTILE_REPORTS; none when unset). */
static const char *reports;

static void check_conform(const char *seabi, const char *plugin, const hostile_plan *p, const char *core) {
  static outcome o;
  static unsigned serial;
  const char *only = case_for(p);
  char json[4096];
  snprintf(json, sizeof json, "%s/seed%lu-%s-%u-%u.json", reports ? reports : "/tmp", p->seed, core, (unsigned)getpid(),
           serial++);
  char *argv[] = {(char *)seabi, "conform", (char *)plugin, "--core", (char *)core, "--only", (char *)only,
                  "--timeout", CASE_TIMEOUT_MS, reports ? "--json" : NULL, json, NULL};
  char cmd[8192], why[512];
  snprintf(cmd, sizeof cmd, "%s conform %s --core %s --only %s --timeout %s", seabi, plugin, core, only,
           CASE_TIMEOUT_MS);
  run(argv, p->seed, &o);
  if (!host_healthy(&o, why, sizeof why)) {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  if (must_fail(p, o.log) && o.code != 1) {
    snprintf(why, sizeof why, "%s %s (value %ld) was applied but the run is conformant",
             hostile_class_name(p->cls), hostile_targets[p->target].name, p->value);
    {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  }
  if (strstr(o.log, "triggered ") && !fault_reported(o.out)) {
    snprintf(why, sizeof why, "the plugin did %s in %s but no FAIL says so", hostile_fault_name(p->fault),
             hostile_targets[p->target].name);
    {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  }
  verdict(1, p->seed, core, cmd, "", &o);
}

static void check_list(const char *seabi, const char *plugin, const hostile_plan *p, const char *core) {
  static outcome o;
  char *argv[] = {(char *)seabi, "list", "--core", (char *)core, "--timeout", CASE_TIMEOUT_MS, (char *)plugin, NULL};
  char cmd[8192], why[512];
  snprintf(cmd, sizeof cmd, "%s list --core %s --timeout %s %s", seabi, core, CASE_TIMEOUT_MS, plugin);
  run(argv, p->seed, &o);
  if (!host_healthy(&o, why, sizeof why)) {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  if (strstr(o.log, "triggered ") && (o.code != 1 || (!strstr(o.out, "skipped") && !strstr(o.out, "  ! ")))) {
    snprintf(why, sizeof why, "the plugin did %s in %s but list did not report it (exit %d)",
             hostile_fault_name(p->fault), hostile_targets[p->target].name, o.code);
    {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  }
  if (p->cls == HOSTILE_DEVICE_COUNT && p->value > HOST_LIST_MAX_DEVICES && strstr(o.log, "applied") &&
      o.code == 0 && !strstr(o.out, "not created")) {
    snprintf(why, sizeof why, "a count of %ld was listed without saying it was capped", p->value);
    {
    verdict(0, p->seed, core, cmd, why, &o);
    return;
  }
  }
  verdict(1, p->seed, core, cmd, "", &o);
}

/* ---- named scenarios: issue 16's "done when", each its own check ------ */

/* The first seed whose plan is (cls, target, fault); value -1: any. */
static unsigned long seed_for(enum hostile_class cls, int target, int fault, long value) {
  for (unsigned long seed = 1; seed < 1000000; seed++) {
    hostile_plan p = hostile_draw(seed);
    if (p.cls == cls && (target < 0 || (int)p.target == target) && (fault < 0 || (int)p.fault == fault) &&
        (value == -1 || p.value == value))
      return seed;
  }
  fprintf(stderr, "hostile: no seed draws %s %d %d %ld\n", hostile_class_name(cls), target, fault, value);
  exit(2);
}

/* Runs argv for `seed` and checks the exit code and that `want` and `also`
 * are in the output (NULL: anything). */
static void scenario2(const char *title, char *const argv[], unsigned long seed, int code, const char *want,
                      const char *also) {
  static outcome o;
  char why[512], cmd[8192] = "";
  for (int i = 0; argv[i]; i++) snprintf(cmd + strlen(cmd), sizeof cmd - strlen(cmd), "%s%s", i ? " " : "", argv[i]);
  run(argv, seed, &o);
  int ok = host_healthy(&o, why, sizeof why) || code == 2;
  if (ok && (o.hung || o.signaled)) ok = 0, snprintf(why, sizeof why, "the host hung or died");
  if (ok && o.code != code) ok = 0, snprintf(why, sizeof why, "exit %d, want %d", o.code, code);
  if (ok && want && !strstr(o.out, want)) ok = 0, snprintf(why, sizeof why, "no '%s' in the output", want);
  if (ok && also && !strstr(o.out, also)) ok = 0, snprintf(why, sizeof why, "no '%s' in the output", also);
  if (!ok) {
    char full[700];
    snprintf(full, sizeof full, "%s: %s", title, why);
    verdict(0, seed, "default", cmd, full, &o);
  } else {
    verdict(1, seed, "default", cmd, "", &o);
    printf("ok   %s\n", title);
  }
}

static void scenario(const char *title, char *const argv[], unsigned long seed, int code, const char *want) {
  scenario2(title, argv, seed, code, want, NULL);
}

static void scenarios(const char *seabi, const char *plugin) {
  static const struct { enum hostile_target t; const char *stage; } teardown[] = {
      {HOSTILE_T_SE_InitPlugin, "registering"},
      {HOSTILE_T_destroy_stream_executor, "tearing down"},
      {HOSTILE_T_destroy_platform, "tearing down"},
      {HOSTILE_T_destroy_platform_fns, "tearing down"},
      {HOSTILE_T_library_destructor, "tearing down"},
  };
  static const struct { enum hostile_fault f; const char *says; } faults[] = {
      {FAULT_ABORT, "crashed while"}, {FAULT_HANG, "hung for"}, {FAULT_EXIT0, "exit status 0 while"}};
  char title[256];
  for (size_t i = 0; i < sizeof teardown / sizeof teardown[0]; i++) {
    for (size_t k = 0; k < sizeof faults / sizeof faults[0]; k++) {
      unsigned long seed = seed_for(HOSTILE_FAULT, (int)teardown[i].t, (int)faults[k].f, -1);
      char *argv[] = {(char *)seabi, "list", "--timeout", CASE_TIMEOUT_MS, (char *)plugin, NULL};
      snprintf(title, sizeof title, "list survives %s in %s: skipped, named, exit 1",
               hostile_fault_name(faults[k].f), hostile_targets[teardown[i].t].name);
      scenario2(title, argv, seed, HOST_EXIT_PLUGIN_FAULT, faults[k].says, teardown[i].stage);
    }
  }
  {
    unsigned long seed = seed_for(HOSTILE_DEVICE_COUNT, -1, -1, INT_MAX);
    char *argv[] = {(char *)seabi, "list", (char *)plugin, NULL};
    scenario("list caps a count of INT_MAX devices and says so", argv, seed, HOST_EXIT_OK,
             "2147483583 more device(s) not created");
  }
  {
    unsigned long seed = seed_for(HOSTILE_SIZE_EXECUTOR, -1, -1, 39);
    char *argv[] = {(char *)seabi, "conform", (char *)plugin, "--only", "R11", NULL};
    scenario("conform: SP_StreamExecutor.struct_size 39 fails R11 naming member and size", argv, seed,
             HOST_EXIT_PLUGIN_FAULT, "field in SP_StreamExecutor must be set (struct_size 39");
  }
  {
    unsigned long seed = seed_for(HOSTILE_SIZE_PLATFORM_FNS, -1, -1, 83);
    char *argv[] = {(char *)seabi, "conform", (char *)plugin, "--only", "R05", NULL};
    scenario("conform: SP_PlatformFns.struct_size 83 fails R05 naming member and size", argv, seed,
             HOST_EXIT_PLUGIN_FAULT, "field in SP_PlatformFns must be set (struct_size 83");
  }
  {
    char *argv[] = {(char *)seabi, "conform", (char *)plugin, "--only", "XYZ", NULL};
    scenario("conform --only XYZ: exit 2, no case matches", argv, 0, HOST_EXIT_USAGE, "no case matches");
    char *all[] = {(char *)seabi, "conform", (char *)plugin, "--only", "h01", "--all-cores", NULL};
    scenario("conform --only h01 --all-cores: exit 2, no case matches", all, 0, HOST_EXIT_USAGE, "no case matches");
  }
  {
    /* The plugin named by its bare file name in the current directory. */
    char abs_seabi[4096], dir[4096];
    const char *slash = strrchr(plugin, '/');
    if (realpath(seabi, abs_seabi) != NULL && slash != NULL) {
      snprintf(dir, sizeof dir, "%.*s", (int)(slash - plugin), plugin);
      char *argv[] = {abs_seabi, "conform", (char *)slash + 1, "--only", "R01", NULL};
      run_cwd = dir;
      scenario("conform libx.so with the file in the current directory loads it", argv, 0, HOST_EXIT_OK,
               "1 passed, 0 failed");
      run_cwd = NULL;
    }
  }
  static const char *const commands[] = {"conform", "list", "demo"};
  for (size_t i = 0; i < 3; i++) {
    char *argv[] = {(char *)seabi, (char *)commands[i], "/nonexistent/libnothing.so", NULL};
    snprintf(title, sizeof title, "%s of a file that does not exist: exit 2", commands[i]);
    scenario(title, argv, 0, HOST_EXIT_USAGE, NULL);
  }
  {
    unsigned long seed = seed_for(HOSTILE_FAULT, (int)HOSTILE_T_create_stream, FAULT_HANG, -1);
    char *argv[] = {(char *)seabi, "demo", "--timeout", CASE_TIMEOUT_MS, (char *)plugin, NULL};
    scenario("demo survives a hang in create_stream: named, exit 1", argv, seed, HOST_EXIT_PLUGIN_FAULT, "hung for");
  }
}

/* What one worker of run_range counted, handed to the parent. */
typedef struct tally {
  unsigned passed, failed, host_faults;
  unsigned per_class[HOSTILE_CLASS_COUNT];
} tally;

/* The seeds first + w, first + w + workers, ... below first + count. */
static void run_share(const char *seabi, const char *plugin, unsigned long first, unsigned long count,
                      unsigned w, unsigned workers, tally *t) {
  size_t cores = host_profile_count();
  for (unsigned long seed = first + w; seed < first + count; seed += workers) {
    hostile_plan p = hostile_draw(seed);
    t->per_class[p.cls]++;
    for (size_t i = 0; i < cores; i++) {
      const char *core = host_profile_name(i);
      host_profile_select(core);
      check_conform(seabi, plugin, &p, core);
      check_list(seabi, plugin, &p, core);
    }
  }
  t->passed = passed, t->failed = failed, t->host_faults = host_faults;
}

/* How many seeds run at once (HOSTILE_JOBS, default 1). make test already
 * runs two suites at once; a second worker here overlapped the waits for
 * hangs but, measured on 2 cores, cost 60% more CPU than it saved wall. */
static unsigned workers_wanted(void) {
  const char *env = getenv("HOSTILE_JOBS");
  long n = env ? strtol(env, NULL, 10) : 1;
  return n < 1 ? 1 : n > 16 ? 16 : (unsigned)n;
}

/* One host binary over seeds first..first+count-1, under every core; the
 * seeds are shared among forked workers, whose counts are summed here. */
static void run_range(const char *seabi, const char *plugin, unsigned long first, unsigned long count) {
  size_t cores = host_profile_count();
  unsigned workers = workers_wanted();
  if (workers > count) workers = count ? (unsigned)count : 1;
  tally sum = {0};
  double t0 = now_ms();
  int fds[16];
  pid_t pids[16];
  fflush(NULL);
  for (unsigned w = 0; w < workers; w++) {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0 || (pids[w] = fork()) < 0) {
      perror("hostile: cannot start a worker");
      exit(2);
    }
    if (pids[w] == 0) {
      /* Whole failure reports, not lines of two workers interleaved. */
      setvbuf(stdout, NULL, _IOFBF, 1 << 16);
      close(pipe_fds[0]);
      passed = failed = host_faults = 0;
      tally t = {0};
      run_share(seabi, plugin, first, count, w, workers, &t);
      fflush(stdout);
      _exit(host_write_all(pipe_fds[1], &t, sizeof t) == sizeof t ? 0 : 2);
    }
    close(pipe_fds[1]);
    fds[w] = pipe_fds[0];
  }
  for (unsigned w = 0; w < workers; w++) {
    tally t;
    int status = 0;
    size_t got = host_read_all(fds[w], &t, sizeof t);
    close(fds[w]);
    waitpid(pids[w], &status, 0);
    if (got != sizeof t || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      printf("FAIL worker %u of %s lost its counts (status %d): its seeds are not counted\n", w, seabi, status);
      sum.failed++;
      continue;
    }
    sum.passed += t.passed, sum.failed += t.failed, sum.host_faults += t.host_faults;
    for (int c = 0; c < HOSTILE_CLASS_COUNT; c++) sum.per_class[c] += t.per_class[c];
  }
  passed += sum.passed, failed += sum.failed, host_faults += sum.host_faults;
  printf("hostile: %s, seeds %lu..%lu x %zu cores x 2 commands = %u runs in %.1f s (%u workers); "
         "host faults or hangs: %u\n",
         seabi, first, first + count - 1, cores, sum.passed + sum.failed, (now_ms() - t0) / 1000, workers,
         sum.host_faults);
  printf("hostile: misbehaviours drawn:");
  for (int c = 0; c < HOSTILE_CLASS_COUNT; c++) printf(" %s %u", hostile_class_name((enum hostile_class)c), sum.per_class[c]);
  printf("\n");
}

/* The consistency oracle (HOSTILE_ORACLE, a command taking a directory of
 * reports) over every conform run's report: one check per report, its
 * failures printed. The reports are removed when all agree. */
static void judge_reports(void) {
  const char *oracle = getenv("HOSTILE_ORACLE");
  if (oracle == NULL) return;
  char cmd[8192];
  snprintf(cmd, sizeof cmd, "%s '%s' 2>&1", oracle, reports);
  fflush(NULL);
  FILE *in = popen(cmd, "r");
  if (in == NULL) {
    printf("FAIL oracle: cannot run %s\n", oracle);
    failed++;
    return;
  }
  char line[8192];
  unsigned judged = 0, against = 0;
  while (fgets(line, sizeof line, in)) {
    if (strncmp(line, "ok", 2) == 0) passed++, judged++;
    else if (strncmp(line, "FAIL", 4) == 0) failed++, judged++, against++, fputs(line, stdout);
  }
  int status = pclose(in);
  if (judged == 0 || (status != 0 && against == 0)) {
    printf("FAIL oracle: %s judged no report (status %d)\n", oracle, status);
    failed++;
  }
  printf("hostile: the consistency oracle read %u reports, %u contradict themselves\n", judged, against);
  if (against == 0) {
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", reports);
    if (system(cmd) != 0) printf("hostile: could not remove %s\n", reports);
  }
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s PLUGIN SEABI:FIRST_SEED:COUNT...\n", argv[0]);
    return 2;
  }
  /* SIGCHLD stays pending until run() takes it (sigtimedwait). */
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  reports = getenv("HOSTILE_REPORTS");
  if (reports != NULL && *reports == '\0') reports = NULL;
  /* Scenarios with the first host given (the plain one in make test). */
  char first_host[4096];
  if (sscanf(argv[2], "%4095[^:]", first_host) == 1) scenarios(first_host, argv[1]);
  for (int i = 2; i < argc; i++) {
    char seabi[4096];
    unsigned long first, count;
    if (sscanf(argv[i], "%4095[^:]:%lu:%lu", seabi, &first, &count) != 3) {
      fprintf(stderr, "%s: '%s' is not SEABI:FIRST_SEED:COUNT\n", argv[0], argv[i]);
      return 2;
    }
    run_range(seabi, argv[1], first, count);
  }
  if (reports != NULL) judge_reports();
  printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
