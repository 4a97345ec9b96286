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
 * it has a module that no TensorFlow release loads. */
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
