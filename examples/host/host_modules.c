/* The modules a plugin exports, found the way TensorFlow finds them
 * (pluggable_device_plugin_init.cc): one entry point per module, looked up
 * in this order and initialised in it, a NOT_FOUND meaning "the plugin has
 * no such module", not an error. The order is TensorFlow's init order too:
 * StreamExecutor, then NextPluggableDevice (with PJRT), kernels, the graph
 * optimizer, the profiler; the first module that fails stops the rest, and
 * nothing already registered is undone.
 *
 * Names a plugin may export that released TensorFlow never looks up are
 * listed too (pre_release below): a plugin exporting one of them believes
 * it has a module that no TensorFlow release loads.
 *
 * Which entry points a core looks up, in which order it initialises them,
 * which it refuses a plugin without and what a failing one does is the
 * active profile's loader (host_profile_loader_*, data from
 * schema/seabi.yaml): host_loader_refusal and host_loader_reaches below are
 * the one code path every caller asks. */
#include "host.h"

#include <dlfcn.h>
#include <string.h>

static const struct {
  const char *symbol, *name;
  int driven; /* seabi's host drives it (the others are reported only) */
} modules[HOST_MOD_COUNT] = {
    [HOST_MOD_SE] = {"SE_InitPlugin", "StreamExecutor", 1},
    [HOST_MOD_NPD] = {"TFNPD_InitPlugin", "NextPluggableDevice", 0},
    [HOST_MOD_PJRT] = {"GetPjrtApi", "PJRT (with NextPluggableDevice)", 0},
    [HOST_MOD_KERNEL] = {"TF_InitKernel", "kernel", 1},
    [HOST_MOD_GRAPH] = {"TF_InitGraph", "graph optimizer", 1},
    [HOST_MOD_PROFILER] = {"TF_InitProfiler", "profiler", 1},
};

/* Entry points from before a module's release, which released TensorFlow
 * never looks up (tf_plugin_modules.md section 4: tensorflow/community's
 * sample plugin exports TF_InitGraphPlugin in both stored versions, the
 * name of the pre-release graph C API, G0). */
static const struct {
  const char *symbol;
  enum host_module module;
} pre_release[] = {
    {"TF_InitGraphPlugin", HOST_MOD_GRAPH},
};

const char *host_module_symbol(enum host_module m) { return (unsigned)m < HOST_MOD_COUNT ? modules[m].symbol : "?"; }
const char *host_module_name(enum host_module m) { return (unsigned)m < HOST_MOD_COUNT ? modules[m].name : "?"; }
int host_module_driven(enum host_module m) { return (unsigned)m < HOST_MOD_COUNT && modules[m].driven; }

void host_modules_scan(void *dso, host_module_set *out) {
  memset(out, 0, sizeof *out);
  for (int m = 0; m < HOST_MOD_COUNT; m++) {
    dlerror();
    void *sym = dlsym(dso, modules[m].symbol);
    if (sym != NULL) out->entry[m] = sym, out->count++;
  }
  for (size_t i = 0; i < sizeof pre_release / sizeof pre_release[0]; i++) {
    if (dlsym(dso, pre_release[i].symbol) == NULL) continue;
    enum host_module m = pre_release[i].module;
    size_t used = strlen(out->pre_release);
    host_format(out->pre_release + used, sizeof out->pre_release - used,
                "%s%s (the %s module's name before TensorFlow released it; released TensorFlow looks up %s%s)",
                used ? "; " : "", pre_release[i].symbol, modules[m].name, modules[m].symbol,
                out->entry[m] ? ", which it also exports" : ", which it does not export: no release loads this module");
  }
}

const char *host_modules_describe(const host_module_set *s, char *buf, size_t n) {
  buf[0] = '\0';
  for (int m = 0; m < HOST_MOD_COUNT; m++) {
    if (!s->entry[m]) continue;
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s%s (%s%s)", used ? ", " : "", modules[m].symbol, modules[m].name,
                modules[m].driven ? "" : "; seabi does not drive it");
  }
  if (!buf[0]) host_format(buf, n, "none of TensorFlow's module entry points");
  return buf;
}

/* The module whose entry point `symbol` is (HOST_MOD_COUNT: none). */
static enum host_module module_of(const char *symbol) {
  for (int m = 0; m < HOST_MOD_COUNT; m++)
    if (symbol != NULL && strcmp(modules[m].symbol, symbol) == 0) return (enum host_module)m;
  return HOST_MOD_COUNT;
}

static int exports(const host_module_set *s, const char *symbol) {
  enum host_module m = module_of(symbol);
  return m != HOST_MOD_COUNT && s->entry[m] != NULL;
}

/* The first step of the active core's loader that refuses the plugin, or
 * the number of steps when none does. */
static size_t refusing_step(const host_module_set *s) {
  size_t n = host_profile_loader_steps();
  for (size_t i = 0; i < n; i++) {
    host_loader_view st = host_profile_loader_step(i);
    if (st.mandatory && !exports(s, st.entry) && !(st.unless[0] && exports(s, st.unless))) return i;
  }
  return n;
}

const char *host_loader_refusal(const host_module_set *s, char *buf, size_t n) {
  buf[0] = '\0';
  size_t i = refusing_step(s);
  if (i >= host_profile_loader_steps()) return buf;
  host_loader_view st = host_profile_loader_step(i);
  char also[96] = "";
  if (st.unless[0]) host_format(also, sizeof also, " nor %s", st.unless);
  host_format(buf, n,
              "the %s core refuses this plugin: its loader (%s; that this core has it: %s) looks up %s%s%s and "
              "fails the load when the plugin exports %s%s%s (TensorFlow's Python loader then aborts `import "
              "tensorflow`); export %s%s",
              host_profile_active_name(), host_profile_loader_name(), host_profile_loader_confidence(), st.entry,
              st.unless[0] ? " and " : "", st.unless, st.unless[0] ? "neither " : "no ", st.entry, also, st.entry,
              module_of(st.entry) == HOST_MOD_KERNEL ? " (an empty TF_InitKernel will do)" : "");
  return buf;
}

int host_loader_reaches(const host_module_set *s, enum host_module m) {
  size_t stop = refusing_step(s);
  for (size_t i = 0; i < host_profile_loader_steps(); i++)
    if (module_of(host_profile_loader_step(i).entry) == m) return i < stop; /* at stop: the refused one */
  return 0; /* this core never looks it up */
}

size_t host_loader_before(enum host_module m, enum host_module *out, size_t max) {
  size_t k = 0;
  for (size_t i = 0; i < host_profile_loader_steps(); i++) {
    enum host_module x = module_of(host_profile_loader_step(i).entry);
    if (x == m) return k;
    if (x != HOST_MOD_COUNT && k < max) out[k++] = x;
  }
  return k;
}

int host_loader_failure_logged(enum host_module m) {
  for (size_t i = 0; i < host_profile_loader_steps(); i++) {
    host_loader_view st = host_profile_loader_step(i);
    if (module_of(st.entry) == m) return st.failure_logged;
  }
  return 0;
}
