/* What each core the host can act as does with a graph module, from the
 * generated core profiles (examples/host/host_profiles.h): whether it has
 * one, the layout it has, its lineage, whether its optimize_func gets the
 * item, and the configs' size and object size it hands over. Then how a
 * seabi core reads configs a plugin filled: by the struct_size the plugin
 * set (each size given as an argument), through this header's accessors;
 * a TensorFlow core reads its own layout whatever the size.
 * tests/conform/graph_compat.py predicts from these and graph_layout_facts
 * where each TensorFlow-way graph plugin fails. One fact per line. */
#define GO_NO_DEPRECATION_WARNINGS
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"
#include "graph_api.h"

/* The offset a seabi core reads `toggle` at in configs of struct_size
 * `size`: each 4-byte slot holds its own offset; -1 when not read. */
static long seabi_reads(size_t size, const char *toggle) {
  union {
    TP_OptimizerConfigs c;
    unsigned char bytes[256];
  } u;
  memset(&u, 0, sizeof u);
  for (size_t at = offsetof(TP_OptimizerConfigs, disable_model_pruning); at + 4 <= sizeof u.bytes; at += 4) {
    int32_t v = (int32_t)at;
    memcpy(u.bytes + at, &v, sizeof v);
  }
  u.c.struct_size = size;
  if (strcmp(toggle, "remapping") == 0)
    return TP_OptimizerConfigs_has_remapping(&u.c) ? (long)TP_OptimizerConfigs_get_remapping(&u.c) : -1;
  if (strcmp(toggle, "auto_mixed_precision_mkl") == 0)
    return TP_OptimizerConfigs_has_auto_mixed_precision_mkl(&u.c) ? (long)TP_OptimizerConfigs_get_auto_mixed_precision_mkl(&u.c)
                                                                   : -1;
  return -1;
}

int main(int argc, char **argv) {
  for (size_t i = 0; i < host_profile_count(); i++) {
    const char *name = host_profile_name(i);
    host_profile_select(name);
    int graph = host_profile_has_module(HOST_MOD_GRAPH);
    printf("core %s graph %d\n", name, graph);
    if (!graph) continue;
    printf("core %s layout %s\n", name, host_profile_module_layout(HOST_MOD_GRAPH));
    printf("core %s lineage %s\n", name, host_profile_lineage());
    printf("core %s item %d\n", name, host_profile_optimize_takes_item());
    printf("core %s configs-size %zu\n", name, host_profile_size(HOST_SZ_OPTIMIZER_CONFIGS));
    printf("core %s configs-object %zu\n", name, host_profile_object_size(HOST_SZ_OPTIMIZER_CONFIGS));
  }
  static const char *const toggles[] = {"remapping", "auto_mixed_precision_mkl"};
  for (int a = 1; a < argc; a++)
    for (size_t t = 0; t < sizeof toggles / sizeof toggles[0]; t++)
      printf("seabi-reads %s %s %ld\n", argv[a], toggles[t], seabi_reads(strtoul(argv[a], NULL, 10), toggles[t]));
  return 0;
}
