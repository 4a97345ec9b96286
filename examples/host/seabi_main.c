/* seabi: the reference host's command line.
 *
 *   seabi list [--core NAME] [--timeout MS] [PATH...]   platforms and devices found
 *   seabi conform PLUGIN.so [--core NAME | --all-cores [--jobs N]] [--json FILE] [--junit FILE] [--html FILE]
 *                 [--only ID[,ID...]] [--timeout MS] [--asan]
 *   seabi demo [--core NAME] [--timeout MS] [--trace FILE] [--xspace FILE] [PLUGIN.so]
 *                                        a small workload through the host, profiled
 *   seabi cores [--sizes NAME | --json]  the cores (profiles) the host can act as, with their loader rules
 *
 * Without PATH, `list` looks where PluggableDevice would: first the plugin
 * directory beside the binary, <bindir>/../lib/seabi/plugins, then every
 * entry of SEABI_PLUGIN_PATH. The build tree mirrors the installed layout
 * (build/lib/seabi/plugins holds the reference plugin), so the one rule
 * serves build/bin/seabi and PREFIX/bin/seabi alike. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "conform.h"
#include "report_file.h"
#include "host_sandbox.h"
#include "seabi_demo.h"

/* `list` gives each plugin's probe, and then its devices and teardown, this
 * long (--timeout MS). */
#define LIST_TIMEOUT_MS 10000

/* <bindir>/../lib/seabi/<sub>, spelled without the "..": /proc/self/exe
 * is already resolved, so the parent of bindir is its dirname. */
static void prefix_dir(const char *sub, char *out, size_t n) {
  char exe[PATH_MAX];
  out[0] = '\0';
  ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (k <= 0) return;
  exe[k] = '\0';
  for (int up = 0; up < 2; up++) { /* drop "/seabi", then "/bin" */
    char *slash = strrchr(exe, '/');
    if (slash == NULL) return;
    *slash = '\0';
  }
  host_format(out, n, "%s/lib/seabi/%s", exe, sub);
}

/* Where `seabi list` looks for plugins first. */
static void default_plugin_dir(char *out, size_t n) { prefix_dir("plugins", out, n); }

/* Each command's synopsis and what its options do: the one place the
 * usage text lives (`seabi --help` prints them all, `seabi CMD --help`
 * its own). */
static const struct command_help {
  const char *name, *synopsis, *details;
} commands[] = {
    {"list", "seabi list [--core NAME] [--timeout MS] [PATH...]",
     "PATH: a plugin .so or a directory of them.\n"
     "Without PATH, list searches, in this order:\n"
     "  1. <bindir>/../lib/seabi/plugins, here %s\n"
     "     (build/lib/seabi/plugins in the build tree, PREFIX/lib/seabi/plugins installed)\n"
     "  2. each entry of SEABI_PLUGIN_PATH (plugin files or directories, colon separated)\n"
     "A plugin whose device type is already registered is refused; the first one found stays.\n"
     "--core NAME (list and demo too): act as that core, see `seabi cores`. --timeout MS: the watchdog\n"
     "of each plugin's probe, and of its devices and teardown.\n"},
    {"conform",
     "seabi conform PLUGIN.so [--core NAME | --all-cores [--jobs N]] [--json FILE]\n"
     "                     [--junit FILE] [--html FILE] [--only ID-PREFIX[,ID-PREFIX...]] [--timeout MS]\n"
     "                     [--core-deadline SECONDS] [--asan]",
     "--core NAME: act as that core (a seabi version or TensorFlow edition, see `seabi cores`;\n"
     "default the newest seabi version). --all-cores: the suite under every core, one row each,\n"
     "N cores at a time (--jobs; default one per online CPU).\n"
     "--timeout MS: each case's watchdog (default 10000). --core-deadline SECONDS: each core's run\n"
     "ends by then (default 60); the cases not begun are NOT_RUN, \"core deadline passed\". A\n"
     "prerequisite that hangs once (SE_InitPlugin, create_device, create_stream) is not called again:\n"
     "the cases that need it are NOT_RUN at once, the hang their cause.\n"
     "Reports (FILE - is stdout): --json every case's verdict and evidence; --junit JUnit XML for CI,\n"
     "a testcase per case and core (a case not run is an <error>); --html one self-contained page:\n"
     "cores by cases in colour, each cell's evidence on hover and click, the root cause per core.\n"
     "Each FILE is checked before any plugin code runs (exit 2 when it cannot be written) and\n"
     "written whole or not at all (a temporary file renamed over it).\n"
     "--asan: a plugin built with -fsanitize=address; seabi runs again with ASan's runtime preloaded\n"
     "(the plugin's libasan, or SEABI_ASAN_RUNTIME) and a case whose child ASan stops fails with\n"
     "ASan's summary: kind, address, the plugin's frame.\n"},
    {"demo", "seabi demo [--core NAME] [--timeout MS] [--trace FILE] [--xspace FILE] [PLUGIN.so]",
     "demo runs a workload profiled by the plugin's profiler (TF_InitProfiler) and prints the\n"
     "profile per stream; --trace FILE also writes it as Chrome trace-event JSON (chrome://tracing,\n"
     "ui.perfetto.dev); --xspace FILE the collected XSpace as it is (a .xplane.pb TensorBoard reads).\n"
     "Each FILE is checked before any plugin code runs (exit 2 when it cannot be written).\n"
     "Without PLUGIN.so, demo runs the first plugin `seabi list` lists (searched as list says).\n"},
    {"cores", "seabi cores [--sizes NAME | --json]",
     "The cores (profiles) the host can act as, with their loader rules; --sizes NAME the struct\n"
     "sizes NAME hands over; --json every profile with its loader rules.\n"},
};
#define COMMANDS (sizeof commands / sizeof commands[0])

static const char exit_status_help[] =
    "Plugin code runs in forked children with a watchdog (conform: one per case; list and demo:\n"
    "one per plugin), so a crash, hang or exit() in a plugin is a verdict, not the end of seabi.\n"
    "Each such child is sandboxed (list, conform, demo): its own user, pid, mount, network, ipc and\n"
    "uts namespaces, the filesystem read-only but a tmpfs scratch (cwd, $HOME, $TMPDIR), /dev's\n"
    "device nodes, no network, a seccomp filter, rlimits, the environment cut to PATH, LANG, LC_*,\n"
    "TZ, LD_LIBRARY_PATH and the sanitizers' options, stdout and stderr captured; what the machine\n"
    "refuses is said in the report. Options (list, conform, demo):\n"
    "  --no-sandbox             run plugin code with everything seabi has (the report says so)\n"
    "  --pass-env NAME          pass variable NAME too (NAME* every name starting so); repeatable\n"
    "  --sandbox-bind PATH      PATH writable inside (a device node, an SDK's cache); repeatable\n"
    "  --sandbox-limit N=V      raise or lower a limit: as=4G nproc=512 fsize=1G nofile=1024\n"
    "Exit status, the same for every command:\n"
    "  0  success: conformant (every core with --all-cores), platforms listed (list: at least\n"
    "     one, the plugins it skipped reported beside them), the demo workload ran\n"
    "  1  the plugin failed: a REQUIRED/EXPECTED case failed or could not run, a plugin skipped\n"
    "     for what it did (refused, crashed, hung, exited, in dlopen too; list: and none was\n"
    "     listed), a demo step failed\n"
    "  2  nothing to judge: bad arguments, --only matches no case, no such file or not a\n"
    "     loadable plugin, a report FILE that cannot be written; or an internal error (a fault\n"
    "     in seabi's own code: a seabi bug)\n";

static void command_details(FILE *out, const struct command_help *c) {
  char dir[PATH_MAX + 32];
  default_plugin_dir(dir, sizeof dir);
  fprintf(out, c->details, dir[0] ? dir : "(unknown: /proc/self/exe unreadable)");
}

/* `name` NULL: every command. */
static void usage_of(FILE *out, const char *name) {
  for (size_t i = 0; i < COMMANDS; i++)
    if (name == NULL || strcmp(name, commands[i].name) == 0)
      fprintf(out, "%s%s\n", i == 0 || name ? "usage: " : "       ", commands[i].synopsis);
  for (size_t i = 0; i < COMMANDS; i++)
    if (name == NULL || strcmp(name, commands[i].name) == 0) command_details(out, &commands[i]);
  fputs(exit_status_help, out);
}

static void usage(FILE *out) { usage_of(out, NULL); }

/* `seabi CMD --help` (or -h) anywhere among CMD's words: its usage on
 * stdout, exit 0. */
static int wants_help(int argc, char **argv) {
  for (int i = 0; i < argc; i++)
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
  return 0;
}

static int help(const char *cmd) {
  usage_of(stdout, cmd);
  return HOST_EXIT_OK;
}

/* A report that could not be written at the end after all (the disk
 * filled up): exit 2, not the plugin's failure; the old report, if any, is
 * left whole (report_file.c). */
static int report_lost(const char *path) {
  fprintf(stderr, "seabi: cannot write %s: %s (nothing half-written is left there)\n", path,
          errno ? strerror(errno) : "a write failed");
  return HOST_EXIT_INTERNAL;
}

/* A report path (--json, --junit, --html, --trace, --xspace) that cannot
 * be written is a usage error, found before any plugin code runs. */
static int unwritable(const char *cmd, const char *option, const char *path) {
  char why[600];
  if (path == NULL || report_file_check(path, why, sizeof why) == 0) return 0;
  fprintf(stderr, "seabi %s: %s %s: cannot write the report there: %s\n", cmd, option, path, why);
  return 1;
}

/* A usage error (exit status 2): what was wrong, then the usage. Every
 * command names the word it did not take, so a mistyped option is never
 * read as a plugin path (a plugin file whose name starts with '-' is
 * written ./-name). */
__attribute__((format(printf, 2, 3))) static int usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "seabi %s: ", cmd);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  usage(stderr);
  return HOST_EXIT_USAGE;
}

/* The word at argv[i] that a command's options did not take: an option of
 * its with no value after it, an unknown option, or a word too many. */
static int refuse(const char *cmd, const char *const *valued, int argc, char **argv, int i) {
  for (const char *const *o = valued; *o; o++)
    if (strcmp(argv[i], *o) == 0 && i + 1 >= argc) return usage_error(cmd, "%s needs a value", argv[i]);
  if (argv[i][0] == '-' && strcmp(cmd, "cores") == 0) return usage_error(cmd, "unknown option '%s'", argv[i]);
  if (argv[i][0] == '-')
    return usage_error(cmd, "unknown option '%s' (a plugin path starting with '-' is written ./%s)", argv[i], argv[i]);
  return usage_error(cmd, "unexpected argument '%s'", argv[i]);
}

/* A count of milliseconds or jobs: digits only and above 0; else -1. */
static int positive(const char *s) {
  char *end = NULL;
  errno = 0;
  long v = strtol(s, &end, 10);
  return end != s && *end == '\0' && errno == 0 && v > 0 && v <= INT_MAX ? (int)v : -1;
}

static void print_skip(void *arg, const char *path, const char *why) {
  (void)arg;
  printf("  skipped %s: %s\n", path, why);
}

/* In a guarded child (host_child.c): the platform's devices, then its
 * teardown, as TensorFlow's core would; what the child printed stays. */
static int list_devices(void *arg) {
  const host_registry_entry *e = arg;
  static host_platform p;
  host_child_stage("registering");
  if (host_platform_open(&p, e->platform.path) != TF_OK) {
    fprintf(host_child_text(), "  (registration failed this time: %s)\n", p.error);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  int count = host_platform_device_count(&p);
  for (int i = 0; i < count && i < HOST_LIST_MAX_DEVICES; i++) {
    host_device d;
    char msg[512];
    host_child_stage("creating device %d", i);
    if (host_device_open(&p, i, &d, msg, sizeof msg) != TF_OK) {
      fprintf(host_child_text(), "  /physical_device:%s:%d  (create_device failed: %s)\n", p.type, i, msg);
      continue;
    }
    const char *hw = SP_Device_get_hardware_name(d.device);
    const char *vendor = SP_Device_get_device_vendor(d.device);
    const char *pci = SP_Device_get_pci_bus_id(d.device);
    fprintf(host_child_text(), "  /physical_device:%s:%d", p.type, i);
    if (hw) fprintf(host_child_text(), "  name \"%s\"", hw);
    if (vendor) fprintf(host_child_text(), "  vendor \"%s\"", vendor);
    if (pci) fprintf(host_child_text(), "  pci %s", pci);
    fprintf(host_child_text(), "\n");
    host_child_stage("destroying device %d", i);
    host_device_close(&d);
  }
  if (count > HOST_LIST_MAX_DEVICES)
    fprintf(host_child_text(), "  ... %d more device(s) not created: list shows at most %d\n", count - HOST_LIST_MAX_DEVICES,
           HOST_LIST_MAX_DEVICES);
  host_child_stage("tearing down and unloading");
  host_platform_close(&p, 0);
  return HOST_EXIT_OK;
}

/* Returns the platform's exit code (HOST_EXIT_*). */
static int list_platform(host_registry_entry *e, int timeout_ms) {
  host_platform *p = &e->platform;
  if (e->modules_only[0]) { /* loads, registers no platform: nothing to list but what it has */
    printf("plugin without a StreamExecutor platform: %s  (%s)\n", e->modules_only, p->path);
    return HOST_EXIT_OK;
  }
  printf("platform %s  type %s  settled to %s  %d device%s  (%s)\n", p->name, p->type, p->settled_to,
         e->device_count, e->device_count == 1 ? "" : "s", p->path);
  host_child_result res;
  if (host_child_run(list_devices, e, timeout_ms, &res) != HOST_CHILD_DONE)
    printf("  ! %s\n", res.why);
  host_child_print_output(stdout, &res, "  ");
  return host_child_exit_code(&res);
}

/* Strips the sandbox's options (host_sandbox_take_options) from argv.
 * Returns the new argc, or -1 (message printed). */
static int take_sandbox(const char *cmd, int argc, char **argv);

/* Strips "--core NAME" from argv and makes NAME the active core. Returns
 * the new argc, or -1 (message printed) for an unknown or missing name. */
static int take_core(const char *cmd, int argc, char **argv) {
  int out = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--core") == 0 && i + 1 >= argc) {
      usage_error(cmd, "--core needs a NAME (`seabi cores` lists them)");
      return -1;
    }
    if (strcmp(argv[i], "--core") == 0) {
      const char *name = argv[++i];
      if (host_profile_select(name) != 0) {
        fprintf(stderr, "seabi: unknown core '%s'; `seabi cores` lists them\n", name);
        return -1;
      }
      continue;
    }
    argv[out++] = argv[i];
  }
  return out;
}

/* Where `seabi list` looks without a path: the build tree's or the
 * installation's plugin directory, then SEABI_PLUGIN_PATH. */
static void add_default_places(host_registry *r) {
  char dir[PATH_MAX + 32];
  default_plugin_dir(dir, sizeof dir);
  if (dir[0] && access(dir, F_OK) == 0) host_registry_add_path(r, dir);
  host_registry_add_env(r);
}

static void quiet_skip(void *arg, const char *path, const char *why) { (void)arg, (void)path, (void)why; }

/* The plugin `seabi list` would list first (probed the same way), for a
 * command given none: 0 and its path, or -1 when it lists none. */
static int first_listed_plugin(char *out, size_t n) {
  host_registry r;
  memset(&r, 0, sizeof r);
  r.report = quiet_skip;
  r.probe = 1;
  r.timeout_ms = LIST_TIMEOUT_MS;
  add_default_places(&r);
  int rc = -1;
  for (size_t i = 0; i < r.count && rc != 0; i++) /* a platform first: the demo's workload needs one */
    if (!r.entries[i].modules_only[0]) rc = 0, host_format(out, n, "%s", r.entries[i].platform.path);
  if (rc != 0 && r.count > 0) rc = 0, host_format(out, n, "%s", r.entries[0].platform.path);
  host_registry_close(&r);
  return rc;
}

static int take_sandbox(const char *cmd, int argc, char **argv) {
  char err[300];
  int n = host_sandbox_take_options(argc, argv, err, sizeof err);
  if (n < 0) usage_error(cmd, "%s", err);
  return n;
}

static int cmd_list(int argc, char **argv) {
  static const char *const valued[] = {"--timeout", NULL};
  if (wants_help(argc, argv)) return help("list");
  argc = take_core("list", argc, argv);
  if (argc < 0 || (argc = take_sandbox("list", argc, argv)) < 0) return HOST_EXIT_USAGE;
  host_registry r;
  memset(&r, 0, sizeof r);
  r.report = print_skip;
  r.probe = 1;
  r.timeout_ms = LIST_TIMEOUT_MS;
  int paths = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) {
      if ((r.timeout_ms = positive(argv[++i])) < 0)
        return usage_error("list", "--timeout %s: not a number of milliseconds above 0", argv[i]);
    } else if (argv[i][0] == '-') {
      return refuse("list", valued, argc, argv, i);
    } else {
      argv[paths++] = argv[i];
    }
  }
  argc = paths;
  if (argc > 0) {
    for (int i = 0; i < argc; i++) host_registry_add_path(&r, argv[i]);
  } else {
    add_default_places(&r);
  }
  int rc = HOST_EXIT_OK;
  char sandbox[1024];
  host_sandbox_summary(sandbox, sizeof sandbox);
  printf("%s\n", sandbox);
  for (size_t i = 0; i < r.count; i++) {
    int one = list_platform(&r.entries[i], r.timeout_ms);
    if (one > rc) rc = one;
  }
  size_t modules_only = 0;
  for (size_t i = 0; i < r.count; i++) modules_only += r.entries[i].modules_only[0] != '\0';
  size_t platforms = r.count - modules_only;
  if (modules_only)
    printf("%zu platform%s registered, %zu plugin%s with other modules only\n", platforms, platforms == 1 ? "" : "s",
           modules_only, modules_only == 1 ? "" : "s");
  else
    printf("%zu platform%s registered\n", platforms, platforms == 1 ? "" : "s");
  /* Skipped plugins are reported above; the listing itself succeeded when
   * one platform was listed and none faulted while being listed. */
  if (r.count == 0) rc = r.unloadable && !r.faulty ? HOST_EXIT_USAGE : HOST_EXIT_PLUGIN_FAULT;
  /* A probe that faulted in seabi's own code was reported with the skips;
   * as in conform, an internal error decides the status. */
  if (r.internal) rc = HOST_EXIT_INTERNAL;
  host_registry_close(&r);
  return rc;
}

static int cmd_conform(int argc, char **argv) {
  const char *plugin = NULL, *json = NULL;
  int all_cores = 0, chose_core = 0, asan = 0;
  static const char *const valued[] = {"--json", "--junit", "--html", "--only", "--timeout", "--jobs", "--core-deadline",
                                       NULL};
  if (wants_help(argc, argv)) return help("conform");
  for (int i = 0; i < argc; i++) chose_core |= strcmp(argv[i], "--core") == 0;
  argc = take_core("conform", argc, argv);
  if (argc < 0 || (argc = take_sandbox("conform", argc, argv)) < 0) return HOST_EXIT_USAGE;
  conform_options opt;
  memset(&opt, 0, sizeof opt);
  opt.progress = stdout;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--json") == 0 && i + 1 < argc) json = argv[++i];
    else if (strcmp(argv[i], "--junit") == 0 && i + 1 < argc) opt.junit = argv[++i];
    else if (strcmp(argv[i], "--html") == 0 && i + 1 < argc) opt.html = argv[++i];
    else if (strcmp(argv[i], "--all-cores") == 0) all_cores = 1;
    else if (strcmp(argv[i], "--asan") == 0) asan = 1;
    else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) opt.only = argv[++i];
    else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) {
      if ((opt.timeout_ms = positive(argv[++i])) < 0)
        return usage_error("conform", "--timeout %s: not a number of milliseconds above 0", argv[i]);
    } else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
      if ((opt.jobs = positive(argv[++i])) < 0)
        return usage_error("conform", "--jobs %s: not a number above 0", argv[i]);
    } else if (strcmp(argv[i], "--core-deadline") == 0 && i + 1 < argc) {
      int s = positive(argv[++i]);
      if (s < 0 || s > INT_MAX / 1000)
        return usage_error("conform", "--core-deadline %s: not a number of seconds above 0", argv[i]);
      opt.core_deadline_ms = s * 1000;
    } else if (plugin == NULL && argv[i][0] != '-') plugin = argv[i];
    else return refuse("conform", valued, argc, argv, i);
  }
  if (plugin == NULL) return usage_error("conform", "no plugin given (seabi conform PLUGIN.so)");
  char asan_error[600];
  if (asan && conform_asan_reexec(plugin, asan_error, sizeof asan_error) != 0) {
    fprintf(stderr, "seabi: %s\n", asan_error);
    return HOST_EXIT_USAGE;
  }
  char unmatched[64] = "";
  if (conform_cases_selected(&opt, unmatched, sizeof unmatched) == 0) {
    if (strcmp(unmatched, opt.only) == 0)
      fprintf(stderr, "seabi: no case matches --only %s (case ids look like R05, D01, H01)\n", opt.only);
    else
      fprintf(stderr, "seabi: no case matches '%s' in --only %s (case ids look like R05, D01, H01)\n", unmatched,
              opt.only);
    return HOST_EXIT_USAGE;
  }
  if (all_cores && chose_core) {
    fprintf(stderr, "seabi: --core and --all-cores exclude each other\n");
    return HOST_EXIT_USAGE;
  }
  if (opt.jobs && !all_cores) {
    fprintf(stderr, "seabi: --jobs says how many cores --all-cores runs at once; it needs --all-cores\n");
    return HOST_EXIT_USAGE;
  }
  /* Every path named (|, not ||), then exit 2 before any plugin code ran. */
  if (unwritable("conform", "--json", json) | unwritable("conform", "--junit", opt.junit) |
      unwritable("conform", "--html", opt.html))
    return HOST_EXIT_USAGE;
  /* What the sandbox is, found out once here so every core's run (and
   * every case) inherits the answer. */
  char sandbox[1024];
  host_sandbox_summary(sandbox, sizeof sandbox);
  if (all_cores) {
    printf("%s\n", sandbox);
    return conform_all_cores(plugin, &opt, json);
  }
  if (host_profile_is_development())
    printf("seabi conform %s (core %s, a development snapshot: %s)\n%s\n", plugin, host_profile_active_name(),
           SE_VERSION_STRING, sandbox);
  else
    printf("seabi conform %s (core %s)\n%s\n", plugin, host_profile_active_name(), sandbox);
  conform_run run;
  int rc = conform_run_all(plugin, &opt, &run);
  if (rc == HOST_EXIT_USAGE && run.loadable) {
    conform_print_summary(stdout, &run);
    for (size_t i = 0; i < run.count; i++)
      if (run.results[i].internal) fprintf(stderr, "seabi: %s %s\n", run.results[i].cs->id, run.results[i].evidence);
  } else if (!run.loadable) {
    printf("cannot load %s: %s\n", plugin, run.load_error);
    printf("0 passed, 1 failed\n");
  } else {
    conform_print_summary(stdout, &run);
  }
  errno = 0;
  if (json && conform_write_json(json, &run) != 0) rc = report_lost(json);
  if (opt.junit && conform_write_junit(opt.junit, &run) != 0) rc = report_lost(opt.junit);
  if (opt.html && conform_write_html_run(opt.html, &run) != 0) rc = report_lost(opt.html);
  conform_run_free(&run);
  return rc;
}

static int cmd_demo(int argc, char **argv) {
  static const char *const valued[] = {"--timeout", "--trace", "--xspace", NULL};
  if (wants_help(argc, argv)) return help("demo");
  int n = take_core("demo", argc, argv), timeout_ms = SEABI_DEMO_TIMEOUT_MS;
  if (n < 0 || (n = take_sandbox("demo", n, argv)) < 0) return HOST_EXIT_USAGE;
  const char *plugin = NULL, *trace = NULL, *xspace = NULL;
  for (int i = 0; i < n; i++) {
    if (strcmp(argv[i], "--timeout") == 0 && i + 1 < n) {
      if ((timeout_ms = positive(argv[++i])) < 0)
        return usage_error("demo", "--timeout %s: not a number of milliseconds above 0", argv[i]);
    } else if (strcmp(argv[i], "--trace") == 0 && i + 1 < n) trace = argv[++i];
    else if (strcmp(argv[i], "--xspace") == 0 && i + 1 < n) xspace = argv[++i];
    else if (argv[i][0] != '-' && plugin == NULL) plugin = argv[i];
    else return refuse("demo", valued, n, argv, i);
  }
  /* The report paths first: finding a plugin already runs plugin code. */
  if (unwritable("demo", "--trace", trace) | unwritable("demo", "--xspace", xspace)) return HOST_EXIT_USAGE;
  char found[sizeof(((host_platform *)0)->path)];
  if (plugin == NULL) {
    if (first_listed_plugin(found, sizeof found) != 0)
      return usage_error("demo", "no plugin given, and `seabi list` finds none where it searches (seabi list --help)");
    printf("demo: no plugin given; the first one `seabi list` finds: %s\n", found);
    plugin = found;
  }
  char sandbox[1024];
  host_sandbox_summary(sandbox, sizeof sandbox);
  printf("demo: %s\n", sandbox);
  return seabi_demo(plugin, timeout_ms, trace, xspace);
}

/* Plugin code runs in children of the process that runs a command (one per
 * case, per plugin, per core), so plugin code that signals its parent,
 * kill(getppid(), SIGKILL), would end seabi itself. Each command that runs
 * plugin code therefore runs in a child of its own, and this process only
 * tells how it ended: its exit status, or a signal named as an internal
 * error. A signal the user sends (Ctrl-C, a closed pipe) ends this process
 * the same way, as it would have without the child. */
static int run_in_child(const char *name, int (*cmd)(int, char **), int argc, char **argv) {
  fflush(NULL);
  pid_t pid = host_fork_watched();
  if (pid < 0) return cmd(argc, argv); /* cannot isolate it: run it here */
  if (pid == 0) exit(cmd(argc, argv));
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno == EINTR) continue;
    fprintf(stderr, "seabi: lost the %s run: %s (a seabi bug)\n", name, strerror(errno));
    return HOST_EXIT_INTERNAL;
  }
  /* The child's status is the answer. _exit: this process only relayed, and
   * a sanitized build checks for leaks once, at the child's exit, where the
   * work ran (a second leak check here cost as much as a short run). */
  if (WIFEXITED(status)) {
    fflush(NULL);
    _exit(WEXITSTATUS(status));
  }
  int sig = WTERMSIG(status);
  if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGPIPE || sig == SIGQUIT) {
    signal(sig, SIG_DFL);
    raise(sig);
  }
  fflush(stdout);
  fprintf(stderr,
          "seabi: the %s run died of signal %d before it finished: a seabi bug, or plugin code "
          "that signals its host (internal error)\n",
          name, sig);
  return HOST_EXIT_INTERNAL;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  /* Each core's TF_ exports live in libraries of their own beside the
   * plugins (build tree and prefix alike); this binary exports none. */
  char cores[PATH_MAX + 32];
  prefix_dir("cores", cores, sizeof cores);
  host_exports_set_dir(cores);
  if (argc < 2) {
    usage(stderr);
    return HOST_EXIT_USAGE;
  }
  if (strcmp(argv[1], "list") == 0) return run_in_child("list", cmd_list, argc - 2, argv + 2);
  if (strcmp(argv[1], "conform") == 0) return run_in_child("conform", cmd_conform, argc - 2, argv + 2);
  if (strcmp(argv[1], "demo") == 0) return run_in_child("demo", cmd_demo, argc - 2, argv + 2);
  if (strcmp(argv[1], "cores") == 0) {
    static const char *const valued[] = {"--sizes", NULL};
    if (wants_help(argc - 2, argv + 2)) return help("cores");
    if (argc == 2) return conform_list_cores(stdout);
    if (argc == 3 && strcmp(argv[2], "--json") == 0) return conform_list_cores_json(stdout);
    if (argc == 4 && strcmp(argv[2], "--sizes") == 0) {
      if (conform_print_core_sizes(stdout, argv[3]) == 0) return 0;
      fprintf(stderr, "seabi: unknown core '%s'; `seabi cores` lists them\n", argv[3]);
      return HOST_EXIT_USAGE;
    }
    int i = strcmp(argv[2], "--sizes") == 0 ? 4 : 2; /* the first word not taken */
    if (i >= argc) i = 2;
    return refuse("cores", valued, argc - 2, argv + 2, i - 2);
  }
  if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
    usage(stdout);
    return 0;
  }
  if (argv[1][0] == '-') {
    fprintf(stderr, "seabi: unknown option '%s'\n", argv[1]);
  } else {
    fprintf(stderr, "seabi: unknown command '%s' (list, conform, demo, cores)\n", argv[1]);
  }
  usage(stderr);
  return HOST_EXIT_USAGE;
}
