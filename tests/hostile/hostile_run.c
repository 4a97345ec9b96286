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

/* A case that hangs costs its timeout: keep it short. */
#define CASE_TIMEOUT_MS "1500"
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
    execv(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  double deadline = now_ms() + HOST_LIMIT_MS;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (now_ms() > deadline) {
      o->hung = 1;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
    struct timespec ts = {0, 2 * 1000 * 1000};
    nanosleep(&ts, NULL);
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
      const char *sname = t->kind[0] == 'E' ? "SP_StreamExecutor"
                          : strncmp(t->name, "destroy_platform", 16) == 0 ? "SE_PlatformRegistrationParams"
                                                                          : "SP_PlatformFns";
      /* get_device_count is no validator's: R05 judges it by name. */
      return t->null_must_fail && (p->target == HOSTILE_T_get_device_count || host_profile_validates(sname, t->name));
    }
    case HOSTILE_BAD_STATUS: return 1;
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
  switch (p->cls) {
    case HOSTILE_SIZE_PLATFORM_FNS:
    case HOSTILE_SIZE_EXECUTOR:
    case HOSTILE_NULL_MEMBER:
    case HOSTILE_BAD_STATUS: return "R";
    case HOSTILE_DEVICE_COUNT: return "D0";
    default: return hostile_targets[p->target].case_id;
  }
}

static void check_conform(const char *seabi, const char *plugin, const hostile_plan *p, const char *core) {
  static outcome o;
  const char *only = case_for(p);
  char *argv[] = {(char *)seabi, "conform", (char *)plugin, "--core", (char *)core, "--only", (char *)only,
                  "--timeout", CASE_TIMEOUT_MS, NULL};
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

/* One host binary over seeds first..first+count-1, under every core. */
static void run_range(const char *seabi, const char *plugin, unsigned long first, unsigned long count) {
  size_t cores = host_profile_count();
  unsigned runs_before = passed + failed, faults_before = host_faults;
  unsigned per_class[HOSTILE_CLASS_COUNT] = {0};
  double t0 = now_ms();
  for (unsigned long seed = first; seed < first + count; seed++) {
    hostile_plan p = hostile_draw(seed);
    per_class[p.cls]++;
    for (size_t i = 0; i < cores; i++) {
      const char *core = host_profile_name(i);
      host_profile_select(core);
      check_conform(seabi, plugin, &p, core);
      check_list(seabi, plugin, &p, core);
    }
  }
  printf("hostile: %s, seeds %lu..%lu x %zu cores x 2 commands = %u runs in %.1f s; host faults or hangs: %u\n",
         seabi, first, first + count - 1, cores, passed + failed - runs_before, (now_ms() - t0) / 1000,
         host_faults - faults_before);
  printf("hostile: misbehaviours drawn:");
  for (int c = 0; c < HOSTILE_CLASS_COUNT; c++) printf(" %s %u", hostile_class_name((enum hostile_class)c), per_class[c]);
  printf("\n");
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s PLUGIN SEABI:FIRST_SEED:COUNT...\n", argv[0]);
    return 2;
  }
  for (int i = 2; i < argc; i++) {
    char seabi[4096];
    unsigned long first, count;
    if (sscanf(argv[i], "%4095[^:]:%lu:%lu", seabi, &first, &count) != 3) {
      fprintf(stderr, "%s: '%s' is not SEABI:FIRST_SEED:COUNT\n", argv[0], argv[i]);
      return 2;
    }
    run_range(seabi, argv[1], first, count);
  }
  printf("%u passed, %u failed\n", passed, failed);
  return failed ? 1 : 0;
}
