/* PROVISIONAL stand-in for the graph and profiler columns of the generated
 * examples/host/host_profiles.h (issue-23-gen): per core profile, the size
 * it gives each graph and profiler struct (0: the core does not look the
 * module up) and whether its optimize_func takes the TF_GrapplerItem
 * (TensorFlow 2.6 on). Include only from host_profile.c. */
#ifndef SEABI_PROVISIONAL_MODULE_PROFILES_H_
#define SEABI_PROVISIONAL_MODULE_PROFILES_H_
#include "graph_api.h"
#include "profiler_api.h"

#define PV_G1 56, 40, 88, 0   /* 2.5: 4-argument optimize_func */
#define PV_G2 56, 40, 88, 1   /* 2.6-2.9 */
#define PV_G3 56, 40, TP_OPTIMIZER_CONFIGS_STRUCT_SIZE, 1 /* 2.10 on */
#define PV_NO_GRAPH 0, 0, 0, 0
#define PV_P1 TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE, TP_PROFILER_STRUCT_SIZE, TP_PROFILER_FNS_STRUCT_SIZE
#define PV_NO_PROFILER 0, 0, 0
static const struct {
  const char *profile;
  size_t optimizer_params, optimizer, optimizer_configs;
  int passes_item;
  size_t profiler_params, profiler, profiler_fns;
} provisional_module_profiles[] = {
    {"0.3.0", PV_G3, PV_P1},
    {"tensorflow-2.5", PV_G1, PV_NO_PROFILER},
    {"tensorflow-2.7", PV_G2, PV_P1},
    {"tensorflow-2.9", PV_G2, PV_P1},
    {"tensorflow-2.14", PV_G3, PV_P1},
    {"tensorflow-master-2026-05", PV_G3, PV_P1},
    {"seabi-next", PV_G3, PV_P1},
    {"tensorflow-next", PV_G3, PV_P1},
};
#endif
