/* The sandbox of every guarded child (host_sandbox.h says what and why). */
#include "host_sandbox.h"

#include "host.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static host_sandbox_config config;

/* ---- the command line ----------------------------------------------------- */

static const char *const limit_names[HOST_LIMIT_COUNT] = {"as", "nproc", "fsize", "nofile"};

const char *host_sandbox_limit_name(enum host_sandbox_limit l) { return l < HOST_LIMIT_COUNT ? limit_names[l] : "?"; }

/* Defaults that suit a real plugin (docs/sandbox.md says why each). */
static const unsigned long long limit_default[HOST_LIMIT_COUNT] = {
    4ull << 30,   /* as: 4 GiB of address space (a sanitizer runtime gets none: it reserves terabytes) */
    512,          /* nproc: processes and threads of the invoking user */
    1ull << 30,   /* fsize: 1 GiB per file */
    1024,         /* nofile: open descriptors */
};

/* "4G", "512M", "1024": a count with an optional K/M/G/T suffix (powers of 1024). */
static int parse_amount(const char *s, unsigned long long *out) {
  char *end = NULL;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (end == s || errno != 0 || s[0] == '-') return -1;
  int shift = 0;
  switch (*end) {
    case 'K': case 'k': shift = 10, end++; break;
    case 'M': case 'm': shift = 20, end++; break;
    case 'G': case 'g': shift = 30, end++; break;
    case 'T': case 't': shift = 40, end++; break;
    default: break;
  }
  if (*end != '\0' || v == 0 || (shift && v > (~0ull >> shift))) return -1;
  *out = v << shift;
  return 0;
}

int host_sandbox_take_options(int argc, char **argv, char *err, size_t n) {
  int out = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    int valued = strcmp(a, "--pass-env") == 0 || strcmp(a, "--sandbox-bind") == 0 || strcmp(a, "--sandbox-limit") == 0;
    if (valued && i + 1 >= argc) {
      host_format(err, n, "%s needs a value", a);
      return -1;
    }
    if (strcmp(a, "--no-sandbox") == 0) {
      config.disabled = 1;
    } else if (strcmp(a, "--pass-env") == 0) {
      const char *v = argv[++i];
      if (v[0] == '\0' || strchr(v, '=') != NULL || config.npass >= HOST_SANDBOX_MAX_NAMES) {
        host_format(err, n, "--pass-env %s: a variable's NAME (NAME* for every name starting so), at most %d", v,
                    HOST_SANDBOX_MAX_NAMES);
        return -1;
      }
      config.pass_env[config.npass++] = v;
    } else if (strcmp(a, "--sandbox-bind") == 0) {
      const char *v = argv[++i];
      if (v[0] != '/' || config.nbind >= HOST_SANDBOX_MAX_NAMES || access(v, F_OK) != 0) {
        host_format(err, n, "--sandbox-bind %s: an absolute path that exists (at most %d)", v, HOST_SANDBOX_MAX_NAMES);
        return -1;
      }
      config.bind[config.nbind++] = v;
    } else if (strcmp(a, "--sandbox-limit") == 0) {
      const char *v = argv[++i];
      const char *eq = strchr(v, '=');
      int which = -1;
      for (int l = 0; eq && l < HOST_LIMIT_COUNT; l++)
        if (strlen(limit_names[l]) == (size_t)(eq - v) && strncmp(v, limit_names[l], (size_t)(eq - v)) == 0) which = l;
      unsigned long long amount = 0;
      if (which < 0 || parse_amount(eq + 1, &amount) != 0) {
        host_format(err, n, "--sandbox-limit %s: NAME=N with NAME as, nproc, fsize or nofile and N above 0 "
                    "(K, M, G, T suffixes)", v);
        return -1;
      }
      config.limit[which] = amount;
    } else {
      argv[out++] = argv[i];
    }
  }
  return out;
}

int host_sandbox_bind(const char *path) {
  static char kept[4][4200];
  static size_t nkept;
  if (config.nbind >= HOST_SANDBOX_MAX_NAMES || nkept >= sizeof kept / sizeof kept[0]) return -1;
  host_format(kept[nkept], sizeof kept[0], "%s", path);
  config.bind[config.nbind++] = kept[nkept++];
  return 0;
}

static unsigned long long limit_of(enum host_sandbox_limit l) {
  return config.limit[l] ? config.limit[l] : limit_default[l];
}

/* ---- what the machine gives ------------------------------------------------ */

/* A sanitizer runtime reserves terabytes of shadow memory: RLIMIT_AS would
 * stop it before main. */
extern void __asan_init(void) __attribute__((weak));
extern void __tsan_init(void) __attribute__((weak));
extern void __msan_init(void) __attribute__((weak));
static int sanitized(void) { return __asan_init != NULL || __tsan_init != NULL || __msan_init != NULL; }

static const char *refused_by_test(void) {
  const char *r = getenv("SEABI_SANDBOX_REFUSE"); /* tests only: host_sandbox.h */
  return r ? r : "";
}

#define NS_FLAGS_ALL (CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS)

/* Parts of the reaper's setup; the trial child's status says which failed. */
enum { STEP_MOUNTS = 1, STEP_PROC = 2, STEP_NET = 4, STEP_SECCOMP = 8, STEP_NNP = 16 };

static struct {
  int known;       /* the trial ran */
  int ns_flags;    /* what each child is cloned with; 0: no namespaces */
  int steps_ok;    /* STEP_* that worked in the trial */
  host_sandbox_report report;
} machine;

/* ---- the environment ------------------------------------------------------ */

static const char *const env_allowed[] = {"PATH", "LANG", "LANGUAGE", "LC_*", "TZ", "LD_LIBRARY_PATH",
                                          "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS",
                                          "MSAN_OPTIONS", NULL};

static int name_matches(const char *pattern, const char *entry) {
  size_t len = strlen(pattern);
  if (len > 0 && pattern[len - 1] == '*') return strncmp(entry, pattern, len - 1) == 0;
  return strncmp(entry, pattern, len) == 0 && entry[len] == '=';
}

static int env_kept(const char *entry) {
  for (const char *const *p = env_allowed; *p; p++)
    if (name_matches(*p, entry)) return 1;
  for (size_t i = 0; i < config.npass; i++)
    if (name_matches(config.pass_env[i], entry)) return 1;
  return 0;
}

/* The environment the plugin sees: the allowed entries, HOME and TMPDIR the scratch. */
static void clean_environment(const char *scratch) {
  static char *keep[512];
  size_t n = 0;
  for (char **e = environ; e && *e && n < sizeof keep / sizeof keep[0] - 3; e++)
    if (env_kept(*e) && strncmp(*e, "HOME=", 5) != 0 && strncmp(*e, "TMPDIR=", 7) != 0) keep[n++] = *e;
  static char home[300], tmpdir[300];
  host_format(home, sizeof home, "HOME=%s", scratch);
  host_format(tmpdir, sizeof tmpdir, "TMPDIR=%s", scratch);
  keep[n++] = home;
  keep[n++] = tmpdir;
  keep[n] = NULL;
  environ = keep;
}

/* ---- seccomp ---------------------------------------------------------------- */

/* Refused with EPERM (not killed: the plugin gets an error it can report):
 * what reaches out of the sandbox or into another process, changes the
 * machine, or undoes the sandbox. */
static const char *const refused_calls[] = {
    "ptrace", "mount", "umount2", "pivot_root", "chroot",
    "move_mount", "open_tree", "fsopen", "fsmount", "fspick", "fsconfig", "mount_setattr", "bpf",
    "perf_event_open", "keyctl", "add_key", "request_key", "kexec_load", "kexec_file_load", "init_module",
    "finit_module", "delete_module", "unshare", "setns", "reboot", "swapon", "swapoff", "open_by_handle_at",
    "name_to_handle_at", "iopl", "ioperm", "syslog", "acct", "settimeofday", "clock_settime", "clock_adjtime",
    "adjtimex", "quotactl", "pidfd_getfd", "pidfd_send_signal", "io_uring_setup", "io_uring_enter",
    "io_uring_register", "userfaultfd", "vhangup", "sethostname", "setdomainname", "uselib",
    "lookup_dcookie", "nfsservctl", "kcmp", NULL};

/* Processes plugin code must not signal when there is no pid namespace to
 * hide them: seabi's own (this process and its parents) and the reaper. */
static pid_t protected_pids[16];
static size_t nprotected;

static pid_t parent_of(pid_t pid);

static void collect_ancestors(void) {
  nprotected = 0;
  for (pid_t p = getpid(); p > 1 && nprotected < sizeof protected_pids / sizeof protected_pids[0] - 1;
       p = parent_of(p))
    protected_pids[nprotected++] = p;
}

/* pid_t arguments as the kernel reads them: the low 32 bits. */
#define PID_IS(pid) SCMP_A0(SCMP_CMP_MASKED_EQ, 0xffffffffu, (scmp_datum_t)(uint32_t)(pid))

/* The filter. `reaper` > 0: there is no pid namespace, and seabi's
 * processes (protected_pids) and the reaper are named by their numbers. */
static scmp_filter_ctx build_filter(int allow_ptrace, pid_t reaper) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (ctx == NULL) return NULL;
  seccomp_attr_set(ctx, SCMP_FLTATR_CTL_NNP, 1);
  for (const char *const *c = refused_calls; *c; c++) {
    if (allow_ptrace && strcmp(*c, "ptrace") == 0) continue;
    int nr = seccomp_syscall_resolve_name(*c);
    if (nr != __NR_SCMP_ERROR) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
  }
  /* New namespaces: glibc falls back from clone3 (whose flags a filter
   * cannot read) to clone when told ENOSYS. */
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  const unsigned long newns = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC |
                              CLONE_NEWUTS | CLONE_NEWCGROUP;
  for (unsigned long bit = 1; bit; bit <<= 1)
    if (newns & bit) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, bit, bit));
  if (reaper > 0) {
    /* No pid namespace: no signal, and no read or write of memory
     * (host_safe_copy reads its own), to seabi's processes and the reaper.
     * In a pid namespace they have no number the plugin could use, and
     * the reaper is not dumpable. */
    pid_t targets[sizeof protected_pids / sizeof protected_pids[0] + 1];
    size_t n = 0;
    for (size_t i = 0; i < nprotected; i++) targets[n++] = protected_pids[i];
    targets[n++] = reaper;
    for (size_t i = 0; i < n; i++) {
      pid_t pid = targets[i];
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 1, PID_IS(-pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tkill), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(tgkill), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_sigqueueinfo), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(rt_tgsigqueueinfo), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(process_vm_readv), 1, PID_IS(pid));
      seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(process_vm_writev), 1, PID_IS(pid));
    }
    /* kill(-1, sig): every process the user may signal. */
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(kill), 1, PID_IS(-1));
  }
  return ctx;
}

/* The filter of every child in a pid namespace is the same: compiled once
 * per process (libseccomp's compile is most of a filter's price), loaded
 * by each worker with one prctl. */
static struct sock_fprog compiled;

static void compile_filter(int allow_ptrace) {
  scmp_filter_ctx ctx = build_filter(allow_ptrace, 0);
  int fd = ctx ? memfd_create("seabi-seccomp", MFD_CLOEXEC) : -1;
  if (fd >= 0 && seccomp_export_bpf(ctx, fd) == 0) {
    off_t size = lseek(fd, 0, SEEK_END);
    struct sock_filter *prog = size > 0 ? malloc((size_t)size) : NULL;
    if (prog && pread(fd, prog, (size_t)size, 0) == size) {
      compiled.filter = prog;
      compiled.len = (unsigned short)((size_t)size / sizeof *prog);
    } else {
      free(prog);
    }
  }
  if (fd >= 0) close(fd);
  if (ctx) seccomp_release(ctx);
}

/* Loads the filter into this process. 0, or -1 when the kernel refused it. */
static int load_filter(int allow_ptrace, pid_t reaper) {
  if (reaper == 0 && compiled.filter != NULL)
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &compiled) == 0 ? 0 : -1;
  scmp_filter_ctx ctx = build_filter(allow_ptrace, reaper);
  if (ctx == NULL) return -1;
  int rc = seccomp_load(ctx);
  seccomp_release(ctx);
  return rc == 0 ? 0 : -1;
}

/* ---- the view ----------------------------------------------------------- */

/* What of /dev the plugin sees (read-only binds on a fresh tmpfs): the
 * plain character devices, and the device nodes and directories GPU and
 * accelerator runtimes open; --sandbox-bind adds any other. */
static const char *const dev_kept[] = {"null", "zero", "full", "random", "urandom", "tty", "dri", "accel",
                                       "kfd", "dxg", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools",
                                       "nvidia-modeset", "nvidia0", "nvidia1", "nvidia2", "nvidia3",
                                       "nvidia4", "nvidia5", "nvidia6", "nvidia7", "vfio", NULL};

static int mkdirs(const char *path) {
  char buf[4096];
  host_format(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    if (mkdir(buf, 0755) != 0 && errno != EEXIST) return -1;
    *p = '/';
  }
  return 0;
}

/* A mountpoint for a tree at `path` (a directory or a file). */
static int placeholder(const char *path, int dir) {
  struct stat st;
  if (stat(path, &st) == 0) return 0;
  if (mkdirs(path) != 0) return -1;
  if (dir) return mkdir(path, 0755);
  int fd = open(path, O_WRONLY | O_CREAT, 0644);
  return fd < 0 ? -1 : close(fd);
}

typedef struct tree {
  int fd;
  int dir;
  char at[512];
} tree;

static int clone_tree(const char *src, const char *at, tree *t) {
  struct stat st;
  if (stat(src, &st) != 0) return -1;
  t->fd = open_tree(AT_FDCWD, src, OPEN_TREE_CLONE | AT_RECURSIVE | OPEN_TREE_CLOEXEC);
  t->dir = S_ISDIR(st.st_mode);
  host_format(t->at, sizeof t->at, "%s", at);
  return t->fd < 0 ? -1 : 0;
}

static int attach(tree *t, int readonly) {
  if (readonly) {
    struct mount_attr a = {.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID};
    if (mount_setattr(t->fd, "", AT_EMPTY_PATH | AT_RECURSIVE, &a, sizeof a) != 0) return -1;
  }
  if (placeholder(t->at, t->dir) != 0) return -1;
  int rc = move_mount(t->fd, "", AT_FDCWD, t->at, MOVE_MOUNT_F_EMPTY_PATH);
  close(t->fd);
  return rc;
}

/* Where the scratch is mounted in the sandbox's view: a fresh tmpfs at
 * /dev/shm, the one place every program expects a private writable tmpfs.
 * Not over /tmp: a checkout, a CI workspace or a plugin living under /tmp
 * (a fresh clone there, say) would vanish from the view, export libraries
 * and plugin with it; /tmp is read-only like the rest. */
#define SCRATCH_IN_VIEW "/dev/shm"

/* In the reaper's new mount namespace: everything read-only, the scratch a
 * fresh tmpfs at SCRATCH_IN_VIEW (POSIX shared memory lives there too), /dev
 * a tmpfs holding what dev_kept names, --sandbox-bind paths writable. 0, or
 * -1 at the first refusal. */
static int build_view(void) {
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
  tree dev[sizeof dev_kept / sizeof dev_kept[0]], bind[HOST_SANDBOX_MAX_NAMES];
  size_t ndev = 0, nbind = 0;
  for (const char *const *d = dev_kept; *d; d++) {
    char src[64];
    host_format(src, sizeof src, "/dev/%s", *d);
    if (clone_tree(src, src, &dev[ndev]) == 0) ndev++;
  }
  for (size_t i = 0; i < config.nbind; i++)
    if (clone_tree(config.bind[i], config.bind[i], &bind[nbind]) == 0) nbind++;
    else return -1;
  struct mount_attr ro = {.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID};
  if (mount_setattr(AT_FDCWD, "/", AT_RECURSIVE, &ro, sizeof ro) != 0) return -1;
  if (mount("seabi-dev", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "size=64k,mode=755") != 0) return -1;
  for (size_t i = 0; i < ndev; i++)
    if (attach(&dev[i], 1) != 0) return -1;
  if (mkdir(SCRATCH_IN_VIEW, 01777) != 0 ||
      mount("seabi-scratch", SCRATCH_IN_VIEW, "tmpfs", MS_NOSUID | MS_NODEV, "size=512m,mode=1777") != 0)
    return -1;
  if (symlink("/proc/self/fd", "/dev/fd") != 0) return -1;
  for (size_t i = 0; i < nbind; i++)
    if (attach(&bind[i], 0) != 0) return -1;
  /* The tmpfs at /dev is only the directory: no new device node on it is
   * usable, the binds are the original nodes. */
  struct mount_attr devro = {.attr_set = MOUNT_ATTR_RDONLY};
  if (mount_setattr(AT_FDCWD, "/dev", 0, &devro, sizeof devro) != 0) return -1;
  return 0;
}

/* Loopback up: a plugin's own processes may talk over it, nothing else can. */
static int loopback_up(void) {
  int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (s < 0) return -1;
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  host_format(ifr.ifr_name, sizeof ifr.ifr_name, "lo");
  int rc = ioctl(s, SIOCGIFFLAGS, &ifr);
  if (rc == 0) {
    ifr.ifr_flags |= IFF_UP;
    rc = ioctl(s, SIOCSIFFLAGS, &ifr);
  }
  close(s);
  return rc;
}

/* ---- the worker ------------------------------------------------------------- */

static void set_limit(int resource, unsigned long long v) {
  struct rlimit r;
  if (getrlimit(resource, &r) != 0) return;
  rlim_t want = (rlim_t)v;
  if (r.rlim_max != RLIM_INFINITY && want > r.rlim_max) want = r.rlim_max;
  r.rlim_cur = r.rlim_max = want;
  setrlimit(resource, &r);
}

static void drop_capabilities(void) {
  struct __user_cap_header_struct h = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct d[2];
  memset(d, 0, sizeof d);
  syscall(SYS_capset, &h, d);
}

/* A descriptor number no plugin can count on: above the ones a process
 * opens at start, below the open-files limit. */
static int hidden_fd_number(void) {
  unsigned r = 0;
  if (getrandom(&r, sizeof r, 0) != sizeof r) r = (unsigned)getpid() * 2654435761u;
  unsigned top = (unsigned)limit_of(HOST_LIMIT_NOFILE);
  if (top > 1024) top = 1024;
  if (top < 128) top = 128;
  return (int)(64 + r % (top - 64));
}

static int steps_failed; /* in the reaper and the worker: STEP_* refused here */

static int in_worker; /* this process is a worker: it is in the sandbox already */

static void worker_setup(int *keep_fd, int out_fd, const char *scratch, pid_t reaper_outside) {
  int sandbox = !config.disabled && !in_worker;
  in_worker = 1;
  if (sandbox) {
    setpgid(0, 0); /* Ctrl-C at the terminal is seabi's to handle */
    if (!sanitized()) set_limit(RLIMIT_AS, limit_of(HOST_LIMIT_AS));
    set_limit(RLIMIT_NPROC, limit_of(HOST_LIMIT_NPROC));
    set_limit(RLIMIT_FSIZE, limit_of(HOST_LIMIT_FSIZE));
    set_limit(RLIMIT_CORE, 0);
    clean_environment(scratch);
    if (chdir(scratch) != 0) steps_failed |= STEP_MOUNTS;
  }
  int null_fd = open("/dev/null", O_RDONLY);
  if (null_fd >= 0 && null_fd != STDIN_FILENO) dup2(null_fd, STDIN_FILENO), close(null_fd);
  if (out_fd >= 0) {
    dup2(out_fd, STDOUT_FILENO);
    dup2(out_fd, STDERR_FILENO);
    if (out_fd > STDERR_FILENO) close(out_fd);
  }
  int at = hidden_fd_number();
  if (*keep_fd != at) {
    if (dup2(*keep_fd, at) != at) at = *keep_fd;
    else close(*keep_fd);
  }
  *keep_fd = at;
  if (at > 3) close_range(3, (unsigned)at - 1, 0);
  close_range((unsigned)at + 1, ~0u, 0);
  if (!sandbox) return;
  set_limit(RLIMIT_NOFILE, limit_of(HOST_LIMIT_NOFILE));
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) steps_failed |= STEP_NNP;
  drop_capabilities();
  int pid_ns = machine.ns_flags & CLONE_NEWPID;
  if (!(machine.known && !(machine.steps_ok & STEP_SECCOMP)) &&
      load_filter(sanitized() && pid_ns, pid_ns ? 0 : reaper_outside) != 0)
    steps_failed |= STEP_SECCOMP;
}

/* ---- the reaper ----------------------------------------------------------- */

static char fallback_scratch[64];

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *f) {
  (void)st, (void)flag, (void)f;
  return remove(path);
}

/* The parent pid in /proc/<pid>/stat, or 0. */
static pid_t parent_of(pid_t pid) {
  char path[64], buf[512];
  host_format(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t got = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (got <= 0) return 0;
  buf[got] = '\0';
  char *close_paren = strrchr(buf, ')');
  int ppid = 0;
  return close_paren && sscanf(close_paren + 1, " %*c %d", &ppid) == 1 ? (pid_t)ppid : 0;
}

/* Without a pid namespace: every process left of the worker's, found as
 * the reaper's children (PR_SET_CHILD_SUBREAPER makes orphans ours; not
 * every kernel has /proc/PID/task/TID/children, so /proc is scanned),
 * killed and reaped until none is left. */
static void kill_leftovers(pid_t worker) {
  pid_t me = getpid();
  kill(-worker, SIGKILL); /* the worker's process group (worker_setup) */
  for (int round = 0; round < 1000; round++) {
    DIR *d = opendir("/proc");
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
      pid_t pid = (pid_t)atoi(e->d_name);
      if (pid > 1 && pid != me && parent_of(pid) == me) kill(pid, SIGKILL);
    }
    if (d) closedir(d);
    int status;
    pid_t got = waitpid(-1, &status, 0);
    if (got < 0 && errno == ECHILD) break;
  }
}

/* The reaper's life: pid 1 of the namespaces (or a subreaper without
 * them), the worker its child. Returns only in the worker. */
static void reaper(int *keep_fd, int out_fd, int status_fd, int go_fd) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  char go = 0;
  /* The runner maps our ids, then says go; EOF: it is gone. */
  if (go_fd >= 0) {
    if (read(go_fd, &go, 1) != 1) _exit(HOST_EXIT_INTERNAL);
    close(go_fd);
  }
  const char *scratch = SCRATCH_IN_VIEW;
  if (machine.ns_flags & CLONE_NEWNS) {
    if (build_view() != 0) steps_failed |= STEP_MOUNTS;
    if ((machine.ns_flags & CLONE_NEWPID) &&
        mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
      steps_failed |= STEP_PROC;
  } else {
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    host_format(fallback_scratch, sizeof fallback_scratch, "/tmp/seabi-scratch-XXXXXX");
    scratch = mkdtemp(fallback_scratch) ? fallback_scratch : "/tmp";
  }
  if ((machine.ns_flags & CLONE_NEWNET) && loopback_up() != 0) steps_failed |= STEP_NET;
  if (machine.ns_flags & CLONE_NEWUTS) sethostname("seabi-sandbox", 13);
  /* The worker cannot trace or read us even with ptrace allowed (a
   * sanitizer's leak check needs it). */
  prctl(PR_SET_DUMPABLE, 0);
  pid_t me_outside = getpid(); /* without a pid namespace, the number plugin code would use */
  pid_t worker = fork();
  if (worker == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    prctl(PR_SET_DUMPABLE, 1);
    close(status_fd);
    worker_setup(keep_fd, out_fd, scratch, me_outside);
    return;
  }
  if (out_fd >= 0) close(out_fd);
  close(*keep_fd);
  host_sandbox_status st = {HOST_SANDBOX_STATUS_MAGIC, 0};
  if (worker < 0) st.status = HOST_EXIT_INTERNAL << 8;
  int status = 0;
  for (;;) {
    pid_t got = worker > 0 ? waitpid(-1, &status, 0) : -1;
    if (got == worker) {
      st.status = status;
      break;
    }
    if (got < 0 && errno != EINTR) break;
  }
  host_write_all(status_fd, &st, sizeof st);
  close(status_fd);
  if (!(machine.ns_flags & CLONE_NEWPID)) kill_leftovers(worker);
  if (fallback_scratch[0]) nftw(fallback_scratch, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
  /* pid 1 leaving takes every other process of the namespace with it. */
  _exit(0);
}

static int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, text, strlen(text));
  close(fd);
  return n == (ssize_t)strlen(text) ? 0 : -1;
}

/* The child's root is the invoker: its own uid and gid, nothing more. */
static int map_ids(pid_t pid) {
  char path[64], line[64];
  host_format(path, sizeof path, "/proc/%d/setgroups", (int)pid);
  if (write_file(path, "deny") != 0) return -1;
  host_format(path, sizeof path, "/proc/%d/uid_map", (int)pid);
  host_format(line, sizeof line, "0 %u 1", (unsigned)geteuid());
  if (write_file(path, line) != 0) return -1;
  host_format(path, sizeof path, "/proc/%d/gid_map", (int)pid);
  host_format(line, sizeof line, "0 %u 1", (unsigned)getegid());
  return write_file(path, line);
}

static pid_t spawn_with(int flags, int *keep_fd, int out_fd, int *status_fd) {
  int st[2], go[2] = {-1, -1};
  if (pipe2(st, O_CLOEXEC) != 0) return -1;
  if ((flags & CLONE_NEWUSER) && pipe2(go, O_CLOEXEC) != 0) {
    close(st[0]), close(st[1]);
    return -1;
  }
  pid_t parent = getpid();
  fflush(NULL);
  pid_t pid = flags ? (pid_t)syscall(SYS_clone, (unsigned long)flags | SIGCHLD, NULL, NULL, NULL, 0) : fork();
  if (pid == 0) {
    close(st[0]);
    if (go[1] >= 0) close(go[1]);
    if (!flags && getppid() != parent) _exit(HOST_EXIT_INTERNAL);
    reaper(keep_fd, out_fd, st[1], go[0]);
    return 0; /* the worker */
  }
  close(st[1]);
  if (go[0] >= 0) close(go[0]);
  if (pid < 0) {
    int err = errno;
    close(st[0]);
    if (go[1] >= 0) close(go[1]);
    errno = err;
    return -1;
  }
  if (flags & CLONE_NEWUSER) {
    if (map_ids(pid) == 0 && write(go[1], "g", 1) == 1) {
      /* mapped */
    } else {
      kill(pid, SIGKILL);
      waitpid(pid, NULL, 0);
      close(go[1]);
      close(st[0]);
      errno = EPERM;
      return -1;
    }
    close(go[1]);
  }
  *status_fd = st[0];
  return pid;
}

/* ---- the trial -------------------------------------------------------------- */

static void add_missing(host_sandbox_report *r, const char *part, const char *why) {
  if (r->nmissing >= sizeof r->missing / sizeof r->missing[0]) return;
  host_format(r->missing[r->nmissing].part, sizeof r->missing[0].part, "%s", part);
  host_format(r->missing[r->nmissing].why, sizeof r->missing[0].why, "%s", why);
  r->nmissing++;
}

/* Runs the whole setup once in a child that does nothing else: what it
 * could not do is what every child will lack. */
static int trial(int flags, int *steps_failed_out, int *status_out) {
  int keep[2];
  if (pipe2(keep, 0) != 0) return -1;
  int status_fd = -1;
  int keep_fd = keep[1];
  pid_t pid = spawn_with(flags, &keep_fd, -1, &status_fd);
  if (pid == 0) {
    unsigned char failed = (unsigned char)steps_failed;
    if (write(keep_fd, &failed, 1) != 1) _exit(3);
    _exit(0);
  }
  close(keep[1]);
  if (pid < 0) {
    close(keep[0]);
    return -1;
  }
  unsigned char reaper_failed = 0, failed = 0xff;
  if (read(keep[0], &failed, 1) != 1) failed = 0xff;
  close(keep[0]);
  host_sandbox_status st;
  memset(&st, 0, sizeof st);
  if (host_read_all(status_fd, &st, sizeof st) != sizeof st) st.magic = 0;
  close(status_fd);
  waitpid(pid, NULL, 0);
  (void)reaper_failed;
  *steps_failed_out = failed;
  *status_out = st.magic == HOST_SANDBOX_STATUS_MAGIC ? st.status : -1;
  return 0;
}

static char origin[4096];

const char *host_sandbox_origin(void) {
  if (origin[0] == '\0' && getcwd(origin, sizeof origin) == NULL) origin[0] = '\0';
  return origin;
}

static void find_out(void) {
  if (machine.known) return;
  host_sandbox_origin();
  host_sandbox_report *r = &machine.report;
  memset(r, 0, sizeof *r);
  r->enabled = !config.disabled;
  for (size_t i = 0; i < config.nbind; i++) r->bind[r->nbind++] = config.bind[i];
  if (config.disabled) {
    machine.ns_flags = 0;
    machine.known = 1;
    return;
  }
  collect_ancestors();
  const char *refuse = refused_by_test();
  int root = geteuid() == 0;
  /* The network: one namespace for the whole run, this process's, when
   * seabi may make one without a user namespace (root). A new network
   * namespace per child cost most of a sandboxed case's price (its
   * teardown runs in the kernel after every child); the run's children
   * share an isolated loopback, and this process never uses the network. */
  int shared_net = 0, shared = 0;
  if (root && strcmp(refuse, "namespaces") != 0 && unshare(CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) == 0) {
    shared_net = 1;
    /* System V IPC's and the host name's too: an IPC namespace per child
     * mounts an mqueue filesystem. */
    shared = CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;
    loopback_up();
    sethostname("seabi-sandbox", 13);
  }
  int all = NS_FLAGS_ALL & ~shared;
  int candidates[3] = {all, all & ~CLONE_NEWUSER, 0};
  int chosen = -1, failed = 0, status = -1;
  char user_why[200] = "";
  for (int c = 0; c < 3 && chosen < 0; c++) {
    int flags = candidates[c];
    if (flags && strcmp(refuse, "namespaces") == 0) continue;
    if ((flags & CLONE_NEWUSER) && strcmp(refuse, "user") == 0) {
      host_format(user_why, sizeof user_why, "refused for this test (SEABI_SANDBOX_REFUSE=user)");
      continue;
    }
    if (flags && !(flags & CLONE_NEWUSER) && !root) continue; /* only root may, without a user namespace */
    machine.ns_flags = flags;
    if (trial(flags, &failed, &status) == 0 && status == 0) {
      chosen = flags;
    } else if (flags & CLONE_NEWUSER) {
      host_format(user_why, sizeof user_why, "the kernel refused a user namespace (%s; "
                  "user.max_user_namespaces, a container's seccomp profile or AppArmor can forbid it)",
                  strerror(errno ? errno : EPERM));
    }
    errno = 0;
  }
  if (chosen < 0) {
    chosen = 0;
    failed = 0;
    machine.ns_flags = 0;
    if (trial(0, &failed, &status) != 0) failed = 0xff;
  }
  machine.ns_flags = chosen;
  machine.steps_ok = ~failed & 0xff;
  if ((chosen & CLONE_NEWPID) && !(failed & STEP_SECCOMP)) compile_filter(sanitized());
  static const struct { int flag; const char *name; } names[] = {
      {CLONE_NEWUSER, "user"}, {CLONE_NEWPID, "pid"}, {CLONE_NEWNS, "mount"},
      {CLONE_NEWNET, "net"},   {CLONE_NEWIPC, "ipc"}, {CLONE_NEWUTS, "uts"}};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if ((chosen & names[i].flag) || (names[i].flag & shared))
      r->namespaces[r->nnamespaces++] = names[i].name;
  r->net_per_run = shared_net;
  if (!(chosen & CLONE_NEWUSER))
    add_missing(r, "user namespace",
                user_why[0] ? user_why : "seabi runs as root here; the other namespaces need no user namespace");
  if (!chosen && !shared_net) {
    const char *why = strcmp(refuse, "namespaces") == 0
                          ? "refused for this test (SEABI_SANDBOX_REFUSE=namespaces)"
                          : "no namespace could be created (no user namespaces for an unprivileged user)";
    add_missing(r, "pid namespace", why);
    add_missing(r, "mount namespace", why); /* no read-only view: a scratch directory under /tmp */
    add_missing(r, "network namespace", why);
  }
  if (!chosen) {
    const char *why = strcmp(refuse, "namespaces") == 0
                          ? "refused for this test (SEABI_SANDBOX_REFUSE=namespaces)"
                          : "no namespace could be created (no user namespaces for an unprivileged user)";
    add_missing(r, "ipc and uts namespaces", why);
    r->scratch = 1; /* a private directory under /tmp, removed with the child */
  }
  r->pid_namespace = !!(chosen & CLONE_NEWPID);
  r->read_only_view = (chosen & CLONE_NEWNS) && !(failed & STEP_MOUNTS);
  r->scratch = r->scratch || r->read_only_view;
  r->no_network = (chosen & CLONE_NEWNET) || shared_net;
  if ((chosen & CLONE_NEWNS) && (failed & STEP_MOUNTS))
    add_missing(r, "read-only view", "the kernel refused a mount in the new mount namespace");
  if ((chosen & CLONE_NEWPID) && (failed & STEP_PROC)) add_missing(r, "fresh /proc", "mounting proc was refused");
  if ((chosen & CLONE_NEWNET) && (failed & STEP_NET)) add_missing(r, "loopback", "could not bring lo up (no network at all)");
  r->seccomp = !(failed & STEP_SECCOMP);
  r->no_new_privs = !(failed & STEP_NNP);
  if (!r->seccomp) add_missing(r, "seccomp", "the kernel refused the filter (no CONFIG_SECCOMP_FILTER?)");
  if (!r->no_new_privs) add_missing(r, "no_new_privs", "prctl(PR_SET_NO_NEW_PRIVS) was refused");
  if (!r->pid_namespace) {
    if (r->seccomp)
      add_missing(r, "runner out of reach",
                  "without a pid namespace seabi's processes are hidden by the filter only (kill and "
                  "ptrace refused), and leftovers are found as orphans of a subreaper");
  }
  for (int l = 0; l < HOST_LIMIT_COUNT; l++) r->limit[l] = limit_of((enum host_sandbox_limit)l);
  if (sanitized()) {
    r->limit[HOST_LIMIT_AS] = 0;
    r->as_skipped_for_sanitizer = 1;
    add_missing(r, "address-space limit", "a sanitizer runtime reserves terabytes of shadow memory");
  }
  if (root)
    add_missing(r, "process limit", "the kernel does not apply RLIMIT_NPROC to root: the pid namespace still ends "
                "every process with the child");
  for (const char *const *p = env_allowed; *p; p++) r->env_passed[r->nenv++] = *p;
  for (size_t i = 0; i < config.npass; i++) r->env_passed[r->nenv++] = config.pass_env[i];
  machine.known = 1;
}

const host_sandbox_report *host_sandbox_describe(void) {
  find_out();
  return &machine.report;
}

void host_sandbox_summary(char *out, size_t n) {
  const host_sandbox_report *r = host_sandbox_describe();
  if (!r->enabled) {
    host_format(out, n, "sandbox: off (--no-sandbox): plugin code runs with everything seabi has");
    return;
  }
  size_t at = 0;
  at += (size_t)snprintf(out + at, at < n ? n - at : 0, "sandbox:");
  if (r->nnamespaces) {
    for (size_t i = 0; i < r->nnamespaces; i++)
      at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %s", r->namespaces[i]);
    at += (size_t)snprintf(out + at, at < n ? n - at : 0, " namespaces,");
  }
  at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s%s%s limits as=%s nproc=%llu fsize=%lluM nofile=%llu",
                         r->read_only_view ? " read-only view," : "", r->seccomp ? " seccomp," : "",
                         r->no_new_privs ? " no_new_privs," : "",
                         r->limit[HOST_LIMIT_AS] ? "" : "none", r->limit[HOST_LIMIT_NPROC],
                         r->limit[HOST_LIMIT_FSIZE] >> 20, r->limit[HOST_LIMIT_NOFILE]);
  if (r->limit[HOST_LIMIT_AS] && at < n) {
    /* as=4G: inserted where "as=" ends */
    char *eq = strstr(out, "as=");
    if (eq) {
      char rest[512];
      host_format(rest, sizeof rest, "%s", eq + 3);
      host_format(eq + 3, n - (size_t)(eq + 3 - out), "%lluM%s", r->limit[HOST_LIMIT_AS] >> 20, rest);
      at = strlen(out);
    }
  }
  if (r->nmissing) {
    at += (size_t)snprintf(out + at, at < n ? n - at : 0, "; missing:");
    for (size_t i = 0; i < r->nmissing; i++)
      at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s %s", i ? "," : "", r->missing[i].part);
  }
}

pid_t host_sandbox_spawn(int *keep_fd, int out_fd, int *status_fd) {
  find_out();
  *status_fd = -1;
  if (config.disabled || in_worker) {
    /* As before the sandbox (or a worker's own child, in the sandbox
     * already): one child; still only the channel kept. */
    pid_t parent = getpid();
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent) _exit(HOST_EXIT_INTERNAL);
      worker_setup(keep_fd, out_fd, "/tmp", 0);
    }
    return pid;
  }
  steps_failed = 0;
  return spawn_with(machine.ns_flags, keep_fd, out_fd, status_fd);
}
