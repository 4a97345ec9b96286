/* What the hostile plugin does against its host and the machine (issue 35),
 * chosen by SEABI_HOSTILE_ESCAPE=<behaviour> (hostile_plan.h lists them),
 * in SE_InitPlugin before it registers as the mini plugin does. It reports
 * what it managed on stderr as "escape: ..." lines, which seabi captures
 * into the case's report (tests/hostile/sandbox_tests.sh reads them there
 * and checks the machine itself). SEABI_HOSTILE_TARGET names a directory
 * (the checkout's stand-in) or file (the --junit report) to attack;
 * SEABI_HOSTILE_PORT a loopback port the test listens on. */
#include <errno.h>
#include <netinet/in.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>

static void escape_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void escape_say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("escape: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  fflush(stderr);
}

static const char *escape_env(const char *name) {
  const char *v = getenv(name);
  return v ? v : "";
}

static int write_text(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return -errno;
  ssize_t n = write(fd, text, strlen(text));
  close(fd);
  return n < 0 ? -errno : 0;
}

/* A process that outlives its parent: double fork, own session, named so
 * the test can find it; `job` then runs in it. */
static void daemonize(void (*job)(void)) {
  pid_t a = fork();
  if (a != 0) {
    if (a > 0) waitpid(a, NULL, 0);
    return;
  }
  setsid();
  if (fork() != 0) _exit(0);
  prctl(PR_SET_NAME, "seabi-escapee");
  job();
  _exit(0);
}

static void sleep_long(void) {
  for (int i = 0; i < 300; i++) usleep(100000);
}

/* Rewrites the --junit report into an all-pass one after seabi has gone,
 * holding stderr (a CI log's pipe) open until then. */
static void rewrite_report(void) {
  usleep(1500000);
  int rc = write_text(escape_env("SEABI_HOSTILE_TARGET"),
                      "<testsuites><testsuite tests=\"1\" failures=\"0\"><testcase name=\"forged\"/></testsuite>"
                      "</testsuites>\n");
  fprintf(stderr, "escape: the daemon rewrote the report (%d)\n", rc);
}

static void escape_files(void) {
  char path[4096];
  snprintf(path, sizeof path, "%s/seabi-escape-home", escape_env("HOME"));
  escape_say("write $HOME: %d", write_text(path, "x"));
  snprintf(path, sizeof path, "/tmp/seabi-escape-tmp-%s", escape_env("SEABI_HOSTILE_TAG"));
  escape_say("write /tmp: %d", write_text(path, "x"));
  const char *target = escape_env("SEABI_HOSTILE_TARGET");
  snprintf(path, sizeof path, "%s/seabi-escape-checkout", target);
  escape_say("write checkout: %d", write_text(path, "x"));
  /* Renaming a file over the binary that judges us. */
  char evil[4096], bin[4096];
  snprintf(evil, sizeof evil, "%s/evil", target);
  snprintf(bin, sizeof bin, "%s/bin/seabi", target);
  write_text(evil, "#!/bin/sh\necho '95 passed, 0 failed'\n");
  escape_say("rename over bin/seabi: %d", rename(evil, bin) == 0 ? 0 : -errno);
}

static void escape_network(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_port = htons((uint16_t)atoi(escape_env("SEABI_HOSTILE_PORT")));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int rc = s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? 0 : -errno;
  escape_say("connect to the test's port: %s", rc == 0 ? "connected" : strerror(-rc));
  if (s >= 0) close(s);
  int l = socket(AF_INET, SOCK_STREAM, 0);
  a.sin_port = 0;
  rc = l >= 0 && bind(l, (struct sockaddr *)&a, sizeof a) == 0 && listen(l, 1) == 0 ? 0 : -errno;
  escape_say("listen on loopback: %s", rc == 0 ? "listening" : strerror(-rc));
  if (l >= 0) close(l);
}

static void escape_flood(void) {
  int started = 0;
  for (int i = 0; i < 64; i++) {
    pid_t p = fork();
    if (p == 0) {
      prctl(PR_SET_NAME, "seabi-escapee");
      sleep_long();
      _exit(0);
    }
    if (p < 0) break;
    started++;
  }
  escape_say("flood: %d of 64 processes started", started);
}

static void escape_memory(void) {
  size_t mib = 0, want = 4096;
  for (; mib < want; mib += 32) {
    unsigned char *p = mmap(NULL, 32u << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) break;
    for (size_t k = 0; k < (32u << 20); k += 4096) p[k] = 1;
  }
  escape_say("memory: touched %zu MiB of %zu", mib, want);
}

static void escape_file_size(void) {
  signal(SIGXFSZ, SIG_IGN); /* EFBIG, not death: the count is the evidence */
  char path[4096];
  snprintf(path, sizeof path, "%s/seabi-escape-big", escape_env("TMPDIR")[0] ? escape_env("TMPDIR") : "/tmp");
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  static char block[1 << 20];
  size_t mib = 0;
  while (fd >= 0 && mib < 2048 && write(fd, block, sizeof block) == (ssize_t)sizeof block) mib++;
  int err = errno;
  if (fd >= 0) close(fd);
  unlink(path);
  escape_say("file size: wrote %zu MiB of 2048 (%s)", mib, mib < 2048 ? strerror(err) : "all");
}

static void escape_hang(void) {
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, NULL);
  escape_say("hanging with every signal blocked");
  for (;;) pause();
}

static void escape_garbage(void) {
  int wrote = 0;
  for (int fd = 3; fd <= 20; fd++) wrote += write(fd, "garbage!", 8) == 8;
  escape_say("garbage: %d of descriptors 3..20 took it", wrote);
}

/* Records shaped like seabi's (any key but the child's), on every pipe. */
static int forge_records(void) {
  int found = 0;
  unsigned char fake[2080];
  memset(fake, 0x41, sizeof fake);
  for (int fd = 3; fd < 1024; fd++) {
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISFIFO(st.st_mode)) continue;
    for (int k = 0; k < 4; k++) found += write(fd, fake, sizeof fake) > 0;
  }
  escape_say("forged %d records", found);
  return found;
}

/* The parent of `pid` read from /proc, or 0. */
static pid_t parent_of(pid_t pid) {
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  FILE *f = fopen(path, "r");
  if (f == NULL) return 0;
  size_t got = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[got] = '\0';
  char *end = strrchr(buf, ')');
  int ppid = 0;
  return end && sscanf(end + 1, " %*c %d", &ppid) == 1 ? (pid_t)ppid : 0;
}

/* The runner: its parent (getppid), then, found through /proc, every
 * seabi process it descends from (only its own: a broad scan would stop
 * other people's runs on a shared machine). */
static void escape_runner(void) {
  pid_t parent = getppid();
  long t = ptrace(PTRACE_ATTACH, parent, NULL, NULL);
  escape_say("ptrace the parent (%d): %s", (int)parent, t == 0 ? "attached" : strerror(errno));
  if (t == 0) ptrace(PTRACE_DETACH, parent, NULL, NULL);
  int seen = 0, stopped = 0;
  for (pid_t p = parent_of(getpid()); p > 1 && seen < 8; p = parent_of(p)) {
    char path[64], comm[64] = "";
    snprintf(path, sizeof path, "/proc/%d/comm", (int)p);
    FILE *f = fopen(path, "r");
    if (f == NULL) break;
    if (fgets(comm, sizeof comm, f) == NULL) comm[0] = '\0';
    fclose(f);
    if (strncmp(comm, "seabi", 5) != 0) continue;
    seen++;
    if (kill(p, SIGSTOP) == 0) stopped++, kill(p, SIGCONT);
  }
  int k = kill(parent, SIGSTOP) == 0;
  k += kill(parent, SIGKILL) == 0;
  escape_say("seabi processes above us in /proc: %d, %d stopped; signals to the parent delivered: %d", seen,
              stopped, k);
}

/* Returns after a behaviour that lets registration go on. */
static void escape(void) {
  const char *b = escape_env("SEABI_HOSTILE_ESCAPE");
  if (!b[0]) return;
  escape_say("secret: %s", getenv("SEABI_TEST_SECRET") ? getenv("SEABI_TEST_SECRET") : "(none)");
  if (strcmp(b, "files") == 0) escape_files();
  else if (strcmp(b, "network") == 0) escape_network();
  else if (strcmp(b, "daemon") == 0) daemonize(sleep_long), escape_say("daemon started");
  else if (strcmp(b, "flood") == 0) escape_flood();
  else if (strcmp(b, "memory") == 0) escape_memory();
  else if (strcmp(b, "file-size") == 0) escape_file_size();
  else if (strcmp(b, "hang") == 0) escape_hang();
  else if (strcmp(b, "garbage") == 0) escape_garbage();
  else if (strcmp(b, "forge-abort") == 0) forge_records(), abort();
  else if (strcmp(b, "forge") == 0) forge_records();
  else if (strcmp(b, "runner") == 0) escape_runner();
  else if (strcmp(b, "report-daemon") == 0) daemonize(rewrite_report), escape_say("report daemon started");
}
