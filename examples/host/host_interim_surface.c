/* Interim surface loading, until the per-profile export libraries (contract
 * C3: host_exports.mk's sets linked from host_forward.c, loaded as the
 * release loads them) replace it.
 *
 * The host binary exports every function it implements (-rdynamic) in every
 * profile, so a plugin's weak import of a function the host does not
 * implement (TF_AssignVariable, which tells 2.5 from 2.6..2.9:
 * docs/graph-optimizer.md) would be NULL under every core. Here, in the
 * process that runs one core (each --all-cores core has its own), the
 * forwarders' library (every surface function; a call the host does not
 * model is reported, nothing else) is opened RTLD_GLOBAL before the plugin
 * when the core's framework exports an optional function, so the weak
 * import resolves exactly in the cores whose framework has optional
 * functions. The host's own definitions come first in the global scope:
 * what it implements still binds to it. Coarser than the export libraries
 * (all optional functions at once, and once loaded it stays loaded). */
#include <dlfcn.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "host.h"

/* <bindir>/../lib/seabi/libseabi_surface.so: the build tree mirrors the install. */
static int library_path(char *out, size_t size) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return -1;
  exe[n] = '\0';
  char *slash = strrchr(exe, '/');
  if (slash == NULL) return -1;
  *slash = '\0';
  host_format(out, size, "%s/../lib/seabi/libseabi_surface.so", exe);
  return 0;
}

int host_interim_surface_preload(void) {
  static void *loaded;
  if (loaded != NULL || !host_profile_framework_exports_optional()) return 0;
  char path[PATH_MAX + 64];
  if (library_path(path, sizeof path) != 0) return -1;
  loaded = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
  return loaded != NULL ? 0 : -1;
}
