/* seabi: the reference host's command line.
 *
 *   seabi list [--core NAME] [PATH...]   platforms and devices found
 *   seabi conform PLUGIN.so [--core NAME | --all-cores] [--json FILE] [--only ID] [--timeout MS]
 *   seabi demo [--core NAME] PLUGIN.so   a small workload through the host
 *   seabi cores [--sizes NAME]           the cores (profiles) the host can act as
 *
 * Without PATH, `list` looks where PluggableDevice would: first the plugin
 * directory beside the binary, <bindir>/../lib/seabi/plugins, then every
 * entry of SEABI_PLUGIN_PATH. The build tree mirrors the installed layout
 * (build/lib/seabi/plugins holds the reference plugin), so the one rule
 * serves build/bin/seabi and PREFIX/bin/seabi alike. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "conform.h"
#include "seabi_demo.h"

/* <bindir>/../lib/seabi/plugins, spelled without the "..": /proc/self/exe
 * is already resolved, so the parent of bindir is its dirname. */
static void default_plugin_dir(char *out, size_t n) {
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
  host_format(out, n, "%s/lib/seabi/plugins", exe);
}

static void usage(FILE *out) {
  char dir[PATH_MAX + 32];
  default_plugin_dir(dir, sizeof dir);
  fprintf(out,
          "usage: seabi list [--core NAME] [PATH...]\n"
          "       seabi conform PLUGIN.so [--core NAME | --all-cores] [--json FILE] [--only ID-PREFIX]\n"
          "                     [--timeout MS]\n"
          "       seabi demo [--core NAME] PLUGIN.so\n"
          "       seabi cores [--sizes NAME]\n"
          "--core NAME: act as that core (a seabi version or TensorFlow edition, see `seabi cores`;\n"
          "default the newest seabi version). --all-cores: the suite under every core, one row each.\n"
          "PATH: a plugin .so or a directory of them.\n"
          "Without PATH, list searches, in this order:\n"
          "  1. <bindir>/../lib/seabi/plugins, here %s\n"
          "     (build/lib/seabi/plugins in the build tree, PREFIX/lib/seabi/plugins installed)\n"
          "  2. each entry of SEABI_PLUGIN_PATH (plugin files or directories, colon separated)\n"
          "A plugin whose device type is already registered is refused; the first one found stays.\n",
          dir[0] ? dir : "(unknown: /proc/self/exe unreadable)");
}

static void print_skip(void *arg, const char *path, const char *why) {
  (void)arg;
  printf("  skipped %s: %s\n", path, why);
}

static void list_platform(host_registry_entry *e) {
  host_platform *p = &e->platform;
  printf("platform %s  type %s  built for %s  %d device%s  (%s)\n", p->name, p->type, p->built_for,
         e->device_count, e->device_count == 1 ? "" : "s", p->path);
  for (int i = 0; i < e->device_count; i++) {
    host_device d;
    char msg[512];
    if (host_device_open(p, i, &d, msg, sizeof msg) != TF_OK) {
      printf("  /physical_device:%s:%d  (create_device failed: %s)\n", p->type, i, msg);
      continue;
    }
    const char *hw = SP_Device_get_hardware_name(d.device);
    const char *vendor = SP_Device_get_device_vendor(d.device);
    const char *pci = SP_Device_get_pci_bus_id(d.device);
    printf("  /physical_device:%s:%d", p->type, i);
    if (hw) printf("  name \"%s\"", hw);
    if (vendor) printf("  vendor \"%s\"", vendor);
    if (pci) printf("  pci %s", pci);
    printf("\n");
    host_device_close(&d);
  }
}

/* Strips "--core NAME" from argv and makes NAME the active core. Returns
 * the new argc, or -1 (message printed) for an unknown name. */
static int take_core(int argc, char **argv) {
  int out = 0;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--core") == 0 && i + 1 < argc) {
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

static int cmd_list(int argc, char **argv) {
  argc = take_core(argc, argv);
  if (argc < 0) return 2;
  host_registry r;
  memset(&r, 0, sizeof r);
  r.report = print_skip;
  r.probe = 1;
  if (argc > 0) {
    for (int i = 0; i < argc; i++) host_registry_add_path(&r, argv[i]);
  } else {
    char dir[PATH_MAX + 32];
    default_plugin_dir(dir, sizeof dir);
    if (dir[0] && access(dir, F_OK) == 0) host_registry_add_path(&r, dir);
    host_registry_add_env(&r);
  }
  for (size_t i = 0; i < r.count; i++) list_platform(&r.entries[i]);
  printf("%zu platform%s registered\n", r.count, r.count == 1 ? "" : "s");
  int rc = r.count > 0 ? 0 : 1;
  host_registry_close(&r);
  return rc;
}

static int cmd_conform(int argc, char **argv) {
  const char *plugin = NULL, *json = NULL;
  int all_cores = 0, chose_core = 0;
  for (int i = 0; i < argc; i++) chose_core |= strcmp(argv[i], "--core") == 0;
  argc = take_core(argc, argv);
  if (argc < 0) return 2;
  conform_options opt;
  memset(&opt, 0, sizeof opt);
  opt.progress = stdout;
  for (int i = 0; i < argc; i++) {
    if (strcmp(argv[i], "--json") == 0 && i + 1 < argc) json = argv[++i];
    else if (strcmp(argv[i], "--all-cores") == 0) all_cores = 1;
    else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) opt.only = argv[++i];
    else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) opt.timeout_ms = atoi(argv[++i]);
    else if (plugin == NULL && argv[i][0] != '-') plugin = argv[i];
    else {
      usage(stderr);
      return 2;
    }
  }
  if (plugin == NULL) {
    usage(stderr);
    return 2;
  }
  if (all_cores && chose_core) {
    fprintf(stderr, "seabi: --core and --all-cores exclude each other\n");
    return 2;
  }
  if (all_cores) return conform_all_cores(plugin, &opt, json);
  printf("seabi conform %s (core %s)\n", plugin, host_profile_active_name());
  conform_run run;
  int rc = conform_run_all(plugin, &opt, &run);
  if (rc == 2) {
    printf("cannot load %s: %s\n", plugin, run.load_error);
    printf("0 passed, 1 failed\n");
  } else {
    conform_print_summary(stdout, &run);
  }
  if (json && conform_write_json(json, &run) != 0) {
    fprintf(stderr, "seabi: cannot write %s\n", json);
    if (rc == 0) rc = 1;
  }
  conform_run_free(&run);
  return rc;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (argc < 2) {
    usage(stderr);
    return 2;
  }
  if (strcmp(argv[1], "list") == 0) return cmd_list(argc - 2, argv + 2);
  if (strcmp(argv[1], "conform") == 0) return cmd_conform(argc - 2, argv + 2);
  if (strcmp(argv[1], "cores") == 0 && argc == 2) return conform_list_cores(stdout);
  if (strcmp(argv[1], "cores") == 0 && argc == 4 && strcmp(argv[2], "--sizes") == 0) {
    if (conform_print_core_sizes(stdout, argv[3]) == 0) return 0;
    fprintf(stderr, "seabi: unknown core '%s'; `seabi cores` lists them\n", argv[3]);
    return 2;
  }
  if (strcmp(argv[1], "demo") == 0) {
    int n = take_core(argc - 2, argv + 2);
    if (n < 0) return 2;
    if (n == 1) return seabi_demo(argv[2]);
  }
  if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
    usage(stdout);
    return 0;
  }
  usage(stderr);
  return 2;
}
