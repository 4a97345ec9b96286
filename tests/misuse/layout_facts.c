/* The layout facts the misuse corpus derives its expected verdicts from
 * (tests/misuse/corpus.py): for every core the host can act as, its lineage,
 * the version it reports and, for the structs a misuse touches, the size it
 * hands over, its object size and the size a plugin following the docs
 * settles it to there (S_settle_in in the core's lineage, this header);
 * then what a plugin built with this header has: sizeof, size macros and
 * the offsets the misuses use. One fact per line, "key words... value". */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"
#include "graph_api.h"

typedef size_t (*settle_fn)(void *s, SE_Lineage lineage);
#define SETTLE(T) \
  static size_t settle_##T(void *s, SE_Lineage lineage) { return T##_settle_in((T *)s, lineage); }
SETTLE(SP_Platform)
SETTLE(SP_PlatformFns)
SETTLE(SP_Device)
SETTLE(SP_StreamExecutor)
SETTLE(SP_AllocatorStats)
SETTLE(SP_StreamOptions)
/* The graph API's lineage has SE_Lineage's values. */
static size_t settle_TP_OptimizerConfigs(void *s, SE_Lineage lineage) {
  return TP_OptimizerConfigs_settle_in((TP_OptimizerConfigs *)s, (GO_Lineage)(int)lineage);
}

static const struct {
  enum host_struct_slot slot;
  settle_fn settle;
  size_t sizeof_here;
} structs[] = {
    {HOST_SZ_PLATFORM, settle_SP_Platform, sizeof(SP_Platform)},
    {HOST_SZ_PLATFORM_FNS, settle_SP_PlatformFns, sizeof(SP_PlatformFns)},
    {HOST_SZ_DEVICE, settle_SP_Device, sizeof(SP_Device)},
    {HOST_SZ_STREAM_EXECUTOR, settle_SP_StreamExecutor, sizeof(SP_StreamExecutor)},
    {HOST_SZ_ALLOCATOR_STATS, settle_SP_AllocatorStats, sizeof(SP_AllocatorStats)},
    {HOST_SZ_STREAM_OPTIONS, settle_SP_StreamOptions, sizeof(SP_StreamOptions)},
    {HOST_SZ_OPTIMIZER_CONFIGS, settle_TP_OptimizerConfigs, sizeof(TP_OptimizerConfigs)},
};
enum { NSTRUCTS = sizeof structs / sizeof structs[0] };

/* A zeroed struct of the core's size, as the core hands it over, settled
 * as the docs say; NULL when the core has no such struct. */
static void *settled(size_t k, SE_Lineage lineage, size_t *to) {
  size_t core = host_profile_size(structs[k].slot);
  *to = 0;
  if (core == 0) return NULL;
  size_t cap = host_profile_object_size(structs[k].slot) + structs[k].sizeof_here;
  unsigned char *s = calloc(1, cap);
  if (s == NULL) return NULL;
  memcpy(s, &core, sizeof core);
  *to = structs[k].settle(s, lineage);
  return s;
}

int main(void) {
  for (size_t i = 0; i < host_profile_count(); i++) {
    const char *name = host_profile_name(i);
    host_profile_select(name);
    int32_t major, minor, patch;
    host_profile_version(&major, &minor, &patch);
    int tensorflow = strcmp(host_profile_lineage(), "tensorflow") == 0;
    SE_Lineage lineage = tensorflow ? SE_LINEAGE_TENSORFLOW : SE_LINEAGE_SEABI;
    printf("core %s lineage %s\n", name, host_profile_lineage());
    printf("core %s reports %d.%d.%d\n", name, (int)major, (int)minor, (int)patch);
    /* The modules this core loads, and the optimize_func it calls. */
    printf("core %s has module.graph %d\n", name, host_profile_has_module(HOST_MOD_GRAPH));
    printf("core %s has module.profiler %d\n", name, host_profile_has_module(HOST_MOD_PROFILER));
    printf("core %s has optimize_func.item %d\n", name,
           host_profile_has_module(HOST_MOD_GRAPH) && host_profile_optimize_takes_item());
    for (size_t k = 0; k < NSTRUCTS; k++) {
      const char *sname = host_profile_struct_name(structs[k].slot);
      size_t to;
      void *s = settled(k, lineage, &to);
      printf("core %s size %s %zu\n", name, sname, host_profile_size(structs[k].slot));
      printf("core %s object %s %zu\n", name, sname, host_profile_object_size(structs[k].slot));
      printf("core %s settled %s %zu\n", name, sname, to);
      /* Settled in SE_LINEAGE_ANY, as a plugin that takes its lineage from
       * SE_lineage_of_version does in every core reporting 0.0.1. */
      size_t any_to;
      void *a = settled(k, SE_LINEAGE_ANY, &any_to);
      printf("core %s settled-any %s %zu\n", name, sname, any_to);
      free(a);
      if (structs[k].slot == HOST_SZ_PLATFORM_FNS)
        printf("core %s has SP_PlatformFns.get_device_count %d\n", name, s ? SP_PlatformFns_has_get_device_count((SP_PlatformFns *)s) : 0);
      if (structs[k].slot == HOST_SZ_STREAM_EXECUTOR) {
        printf("core %s has SP_StreamExecutor.mem_zero %d\n", name, s ? SP_StreamExecutor_has_mem_zero((SP_StreamExecutor *)s) : 0);
        /* The executor_memset_own_size misuse: this header's size set
         * before settling, which settling takes for the core's. */
        SP_StreamExecutor se;
        memset(&se, 0, sizeof se);
        se.struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
        printf("core %s settled-from-macro SP_StreamExecutor %zu\n", name,
               s ? SP_StreamExecutor_settle_in(&se, lineage) : (size_t)0);
      }
      if (structs[k].slot == HOST_SZ_OPTIMIZER_CONFIGS) {
        /* A plugin that sets this header's macro before settling (the
         * configs_memset_sizeof misuse): what settling leaves then. */
        TP_OptimizerConfigs c;
        memset(&c, 0, sizeof c);
        c.struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
        printf("core %s settled-from-macro TP_OptimizerConfigs %zu\n", name,
               s ? TP_OptimizerConfigs_settle_in(&c, (GO_Lineage)(int)lineage) : (size_t)0);
      }
      free(s);
    }
  }
  for (size_t k = 0; k < NSTRUCTS; k++)
    printf("plugin sizeof %s %zu\n", host_profile_struct_name(structs[k].slot), structs[k].sizeof_here);
  printf("plugin macro SP_DEVICE_STRUCT_SIZE %zu\n", (size_t)SP_DEVICE_STRUCT_SIZE);
  printf("plugin macro TP_OPTIMIZER_CONFIGS_STRUCT_SIZE %zu\n", (size_t)TP_OPTIMIZER_CONFIGS_STRUCT_SIZE);
  printf("plugin offsetof SP_Device.hardware_name %zu\n", offsetof(SP_Device, hardware_name));
  printf("plugin offsetof SP_StreamOptions.has_priority %zu\n", offsetof(SP_StreamOptions, has_priority));
  /* RFC 257's executor (0.0.1), which the RFC-layout plugin clears with sizeof. */
  printf("plugin sizeof-0.0.1 SP_StreamExecutor %zu\n", (size_t)SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1);
  return 0;
}
