/* Plugin discovery like PluggableDevice's loader, minus its fatal edges:
 *  - a spec is a file or a directory; directories contribute their *.so and
 *    *.so.N files in name order; SEABI_PLUGIN_PATH is a colon separated list
 *    of specs (like TF_PLUGGABLE_DEVICE_LIBRARY_PATH);
 *  - one library reached through two paths (symlinked lib/lib64, #55497) is
 *    recognised by device and inode and loaded once;
 *  - a second plugin claiming a device type (or platform name) already taken
 *    is refused with a message; the first keeps working (TF aborts);
 *  - a plugin that fails to load or validate is reported and skipped (TF
 *    aborts, #53427). With `probe` set each candidate lives its whole life
 *    (load, register, devices, teardown, dlclose) in a guarded child
 *    (host_child.c) and the registry keeps only what it learnt: no plugin
 *    code runs in the caller's process, so a crash, hang or exit anywhere
 *    in it is a reason to skip, never the end of the host. */
#include "host.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#define PROBE_TIMEOUT_MS 10000

/* Why a candidate is skipped decides the command's exit code: the user's
 * input (no such file, not a plugin) or the plugin's behaviour. */
enum skip_kind { SKIP_UNLOADABLE, SKIP_FAULTY, SKIP_DUPLICATE, SKIP_INTERNAL };

static void report(host_registry *r, const char *path, const char *why, enum skip_kind kind) {
  if (kind == SKIP_UNLOADABLE) r->unloadable++;
  if (kind == SKIP_FAULTY) r->faulty++;
  if (kind == SKIP_INTERNAL) r->internal++;
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

/* What a probe learnt, sent back from its child. */
typedef struct probe_facts {
  int code; /* HOST_EXIT_*: 0 registered, 1 refused, 2 not loadable */
  int device_count;
  char name[128], type[128], settled_to[128], error[1024];
  /* No StreamExecutor module, others only (a graph optimizer, a profiler,
   * kernels): a plugin that loads without a platform, and what it has. */
  int modules_only;
  char modules[300];
} probe_facts;

/* The whole life of the plugin in the probe child: load, register, count
 * devices, create and destroy each (at most HOST_LIST_MAX_DEVICES), then
 * the teardown and dlclose `list` would do, so a plugin that fails in any
 * of them is skipped with the reason before `list` runs it again. */
static int probe_child(void *arg) {
  const char *path = arg;
  static host_platform p;
  static probe_facts f;
  host_child_stage("loading");
  if (host_platform_load(&p, path) != 0) {
    /* An import this core does not export: the plugin's failure (the
     * release would refuse it), not a file seabi cannot use. */
    f.code = p.imports_missing ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_USAGE;
    host_format(f.error, sizeof f.error, "%s", p.error);
    host_child_reply(&f, sizeof f);
    return f.code;
  }
  if (p.init == NULL && p.modules.count > 0) {
    f.modules_only = 1;
    host_modules_describe(&p.modules, f.modules, sizeof f.modules);
    host_child_reply(&f, sizeof f);
    host_platform_close(&p, 0);
    return HOST_EXIT_OK;
  }
  host_child_stage("registering (SE_InitPlugin, create_device_fns, create_stream_executor)");
  TF_Code c = host_platform_register(&p, NULL);
  if (c == TF_OK) c = host_platform_create_fns(&p);
  host_format(f.name, sizeof f.name, "%s", p.name);
  host_format(f.type, sizeof f.type, "%s", p.type);
  host_format(f.settled_to, sizeof f.settled_to, "%s", p.settled_to);
  if (c != TF_OK) {
    f.code = HOST_EXIT_PLUGIN_FAULT;
    host_format(f.error, sizeof f.error, "%s", p.error);
    host_child_reply(&f, sizeof f);
    return f.code;
  }
  host_child_stage("asking for the device count");
  f.device_count = host_platform_device_count(&p);
  for (int i = 0; i < f.device_count && i < HOST_LIST_MAX_DEVICES; i++) {
    host_device d;
    char ignored[256];
    host_child_stage("creating and destroying device %d", i);
    if (host_device_open(&p, i, &d, ignored, sizeof ignored) == TF_OK) host_device_close(&d);
  }
  host_child_reply(&f, sizeof f);
  host_child_stage("tearing down (destroy_stream_executor, destroy_platform, destroy_platform_fns) and unloading");
  host_platform_close(&p, 0);
  return HOST_EXIT_OK;
}

/* Probes `path` in a guarded child. 0 with the facts, or -1 with why and
 * the kind of skip: a child that crashed, hung or exited ran plugin code
 * (loading runs its constructors), so that is the plugin's doing. */
static int probe(const char *path, int timeout_ms, probe_facts *f, char *why, size_t n, enum skip_kind *kind) {
  host_child_result res;
  memset(f, 0, sizeof *f);
  host_child_run(probe_child, (void *)path, timeout_ms > 0 ? timeout_ms : PROBE_TIMEOUT_MS, &res);
  if (res.payload_size == sizeof *f) memcpy(f, res.payload, sizeof *f);
  if (res.outcome != HOST_CHILD_DONE) {
    host_format(why, n, "%s", res.why);
    *kind = res.outcome == HOST_CHILD_INTERNAL ? SKIP_INTERNAL : SKIP_FAULTY;
    return -1;
  }
  *kind = res.code == HOST_EXIT_USAGE ? SKIP_UNLOADABLE : SKIP_FAULTY;
  if (res.code != HOST_EXIT_OK) {
    host_format(why, n, "%s", f->error[0] ? f->error : "failed to load");
    return -1;
  }
  return 0;
}

static void add_file(host_registry *r, const char *path) {
  struct stat st;
  char why[800];
  if (stat(path, &st) != 0) {
    host_format(why, sizeof why, "cannot stat: %s", strerror(errno));
    report(r, path, why, SKIP_UNLOADABLE);
    return;
  }
  for (size_t i = 0; i < r->count; i++) {
    if (r->entries[i].st_dev == st.st_dev && r->entries[i].st_ino == st.st_ino) {
      host_format(why, sizeof why, "same library as %s (loaded once)", r->entries[i].platform.path);
      report(r, path, why, SKIP_DUPLICATE);
      return;
    }
  }
  probe_facts facts;
  enum skip_kind kind = SKIP_FAULTY;
  if (r->probe && probe(path, r->timeout_ms, &facts, why, sizeof why, &kind) != 0) {
    report(r, path, why, kind);
    return;
  }
  if (r->count == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 4;
    host_registry_entry *e = realloc(r->entries, cap * sizeof *e);
    if (e == NULL) {
      report(r, path, "out of memory", SKIP_FAULTY);
      return;
    }
    r->entries = e;
    r->cap = cap;
  }
  host_registry_entry *e = &r->entries[r->count];
  memset(e, 0, sizeof *e);
  if (r->probe) {
    /* The probe's facts: no plugin code runs in this process. */
    host_format(e->platform.path, sizeof e->platform.path, "%s", path);
    host_format(e->platform.name, sizeof e->platform.name, "%s", facts.name);
    host_format(e->platform.type, sizeof e->platform.type, "%s", facts.type);
    host_format(e->platform.settled_to, sizeof e->platform.settled_to, "%s", facts.settled_to);
    e->device_count = facts.device_count;
    if (facts.modules_only) host_format(e->modules_only, sizeof e->modules_only, "%s", facts.modules);
  } else if (host_platform_open(&e->platform, path) != TF_OK) {
    kind = e->platform.stage < HOST_STAGE_LOADED ? SKIP_UNLOADABLE : SKIP_FAULTY;
    host_format(why, sizeof why, "%s", e->platform.error);
    host_platform_close(&e->platform, 0);
    report(r, path, why, kind);
    return;
  }
  for (size_t i = 0; i < r->count && !e->modules_only[0]; i++) {
    if (r->entries[i].modules_only[0]) continue; /* no platform to clash with */
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
      report(r, path, why, SKIP_FAULTY);
      return;
    }
  }
  if (!r->probe) e->device_count = host_platform_device_count(&e->platform);
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
    report(r, spec, why, SKIP_UNLOADABLE);
    return;
  }
  if (!S_ISDIR(st.st_mode)) {
    const char *base = strrchr(spec, '/');
    base = base ? base + 1 : spec;
    if (!host_is_shared_object_name(base)) {
      report(r, spec, "not a shared object (.so)", SKIP_UNLOADABLE);
      return;
    }
    add_file(r, spec);
    return;
  }
  struct dirent **list = NULL;
  int n = scandir(spec, &list, NULL, by_name);
  if (n < 0) {
    report(r, spec, "cannot read directory", SKIP_UNLOADABLE);
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
