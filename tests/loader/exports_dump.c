/* Every core's export set, read straight from the data (host_profiles.h,
 * or the stand-in until the generated one carries it): one line per
 * core "exports-core NAME IDENT", one per function it exports "export NAME
 * FUNCTION MASK" (bit i: library i), and first "soname I SONAME".
 * tests/loader/matrix.py predicts from it, independently of the host's own
 * reading (host_imports.c), which plugin loads in which core. */
#include <stdio.h>

#include "host.h"
#include "graph_api.h"
#include "profiler_api.h"
#include "host_profiles.h"

int main(void) {
  for (int l = 0; l < HOST_TF_LIB_COUNT; l++) printf("soname %d %s\n", l, host_tf_library_sonames[l]);
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    const char *name = host_profile_table[i].name;
    const host_tf_export *e = host_profile_table[i].exports;
    char ident[128];
    host_profile_ident(name, ident, sizeof ident);
    printf("exports-core %s %s\n", name, ident);
    for (; e != NULL && e->name != NULL; e++) printf("export %s %s %u\n", name, e->name, e->libraries);
  }
  return 0;
}
