/* Plugin discovery like PluggableDevice's loader, minus its fatal edges:
 *  - a spec is a file or a directory; directories contribute their *.so and
 *    *.so.N files in name order; SEABI_PLUGIN_PATH is a colon separated list
 *    of specs (like TF_PLUGGABLE_DEVICE_LIBRARY_PATH);
 *  - one library reached through two paths (symlinked lib/lib64, #55497) is
 *    recognised by device and inode and loaded once;
 *  - a second plugin claiming a device type (or platform name) already taken
 *    is refused with a message; the first keeps working (TF aborts);
 *  - a plugin that fails to load or validate is reported and skipped (TF
 *    aborts, #53427). Each candidate is first loaded in a forked probe, so
 *    even a plugin that crashes during SE_InitPlugin cannot take the host
 *    down. */
#include "host.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define PROBE_TIMEOUT_MS 10000

static void report(host_registry *r, const char *path, const char *why) {
  if (r->report != NULL) r->report(r->report_arg, path, why);
}

int host_is_shared_object_name(const char *name) {
  const char *so = NULL;
  for (const char *p = strstr(name, ".so"); p != NULL; p = strstr(p + 1, ".so")) so = p;
  if (so == NULL || so == name) return 0;
  const char *rest = so + 3;
  if (*rest == '\0') return 1;
  /* .so.<digits>[.<digits>...] */
  while (*rest == '.') {
    rest++;
    if (*rest < '0' || *rest > '9') return 0;
    while (*rest >= '0' && *rest <= '9') rest++;
  }
  return *rest == '\0';
}

/* Loads the plugin in a child and reports how that went, so a crash or hang
 * in the plugin's initialisation is a message, not the end of the host. */
static int probe(const char *path, char *why, size_t n) {
  int fds[2];
  if (pipe(fds) != 0) return 0; /* cannot probe: load in-process */
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return 0;
  }
  if (pid == 0) {
    close(fds[0]);
    host_platform p;
    char msg[sizeof p.error + 8];
    TF_Code c = host_platform_open(&p, path);
    /* Also create each device once: `list` does that in-process next. */
    int count = c == TF_OK ? host_platform_device_count(&p) : 0;
    for (int i = 0; i < count && i < 64; i++) {
      host_device d;
      char ignored[256];
      if (host_device_open(&p, i, &d, ignored, sizeof ignored) == TF_OK) host_device_close(&d);
    }
    host_format(msg, sizeof msg, "%s", c == TF_OK ? "" : p.error);
    if (write(fds[1], msg, strlen(msg)) < 0) _exit(3);
    _exit(c == TF_OK ? 0 : 1);
  }
  close(fds[1]);
  int status = 0, waited = 0;
  for (;;) {
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid) break;
    if (waited >= PROBE_TIMEOUT_MS) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      host_format(why, n, "hung for %d ms while loading", PROBE_TIMEOUT_MS);
      close(fds[0]);
      return -1;
    }
    struct timespec ts = {0, 5 * 1000 * 1000};
    nanosleep(&ts, NULL);
    waited += 5;
  }
  char buf[600];
  ssize_t got = read(fds[0], buf, sizeof buf - 1);
  buf[got > 0 ? got : 0] = '\0';
  close(fds[0]);
  if (WIFSIGNALED(status)) {
    host_format(why, n, "crashed while loading (signal %d, %s)", WTERMSIG(status),
             strsignal(WTERMSIG(status)));
    return -1;
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    host_format(why, n, "%s", buf[0] ? buf : "failed to load");
    return -1;
  }
  return 0;
}

static void add_file(host_registry *r, const char *path) {
  struct stat st;
  char why[800];
  if (stat(path, &st) != 0) {
    host_format(why, sizeof why, "cannot stat: %s", strerror(errno));
    report(r, path, why);
    return;
  }
  for (size_t i = 0; i < r->count; i++) {
    if (r->entries[i].st_dev == st.st_dev && r->entries[i].st_ino == st.st_ino) {
      host_format(why, sizeof why, "same library as %s (loaded once)", r->entries[i].platform.path);
      report(r, path, why);
      return;
    }
  }
  if (r->probe && probe(path, why, sizeof why) != 0) {
    report(r, path, why);
    return;
  }
  if (r->count == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 4;
    host_registry_entry *e = realloc(r->entries, cap * sizeof *e);
    if (e == NULL) {
      report(r, path, "out of memory");
      return;
    }
    r->entries = e;
    r->cap = cap;
  }
  host_registry_entry *e = &r->entries[r->count];
  memset(e, 0, sizeof *e);
  if (host_platform_open(&e->platform, path) != TF_OK) {
    host_format(why, sizeof why, "%s", e->platform.error);
    host_platform_close(&e->platform, 0);
    report(r, path, why);
    return;
  }
  for (size_t i = 0; i < r->count; i++) {
    const host_platform *o = &r->entries[i].platform;
    const char *clash = strcmp(o->type, e->platform.type) == 0 ? "device type"
                        : strcasecmp(o->name, e->platform.name) == 0 ? "platform name"
                                                                   : NULL;
    if (clash != NULL) {
      host_format(why, sizeof why,
               "refused: %s '%s' is already registered by platform %s (%s); "
               "two plugins cannot claim the same %s, the first one stays",
               clash, strcmp(clash, "device type") == 0 ? e->platform.type : e->platform.name,
               o->name, o->path, clash);
      host_platform_close(&e->platform, 0);
      report(r, path, why);
      return;
    }
  }
  e->device_count = host_platform_device_count(&e->platform);
  e->st_dev = st.st_dev;
  e->st_ino = st.st_ino;
  r->count++;
}

static int by_name(const struct dirent **a, const struct dirent **b) {
  return strcmp((*a)->d_name, (*b)->d_name);
}

static void add_one(host_registry *r, const char *spec) {
  struct stat st;
  if (spec[0] == '\0') return;
  if (stat(spec, &st) != 0) {
    char why[300];
    host_format(why, sizeof why, "%s", strerror(errno));
    report(r, spec, why);
    return;
  }
  if (!S_ISDIR(st.st_mode)) {
    const char *base = strrchr(spec, '/');
    base = base ? base + 1 : spec;
    if (!host_is_shared_object_name(base)) {
      report(r, spec, "not a shared object (.so)");
      return;
    }
    add_file(r, spec);
    return;
  }
  struct dirent **list = NULL;
  int n = scandir(spec, &list, NULL, by_name);
  if (n < 0) {
    report(r, spec, "cannot read directory");
    return;
  }
  for (int i = 0; i < n; i++) {
    if (host_is_shared_object_name(list[i]->d_name)) {
      char path[4096];
      host_format(path, sizeof path, "%s/%s", spec, list[i]->d_name);
      struct stat fst;
      if (stat(path, &fst) == 0 && S_ISREG(fst.st_mode)) add_file(r, path);
    }
    free(list[i]);
  }
  free(list);
}

void host_registry_add_path(host_registry *r, const char *spec) {
  char *copy = strdup(spec);
  if (copy == NULL) return;
  char *save = NULL;
  for (char *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save))
    add_one(r, tok);
  free(copy);
}

void host_registry_add_env(host_registry *r) {
  const char *env = getenv("SEABI_PLUGIN_PATH");
  if (env != NULL) host_registry_add_path(r, env);
}

void host_registry_close(host_registry *r) {
  /* Unload in reverse order of loading. */
  for (size_t i = r->count; i-- > 0;) host_platform_close(&r->entries[i].platform, 0);
  free(r->entries);
  r->entries = NULL;
  r->count = r->cap = 0;
}
