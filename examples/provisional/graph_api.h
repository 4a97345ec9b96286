/* PROVISIONAL stand-in for include/graph_api.h (issue-23-gen renders the
 * real one from the schema). Only what the host and simdev use, in the
 * accessor style of se_api.h; TensorFlow's newest layout (2.10+). Removed
 * once the generated header is merged: -Iinclude comes first, so the real
 * header wins as soon as it exists. */
#ifndef SEABI_GRAPH_API_H_
#define SEABI_GRAPH_API_H_
#include "se_api.h"

typedef struct TF_Buffer {
  const void *data;
  size_t length;
  void (*data_deallocator)(void *data, size_t length);
} TF_Buffer;

typedef enum TF_TriState { TF_TriState_Default = 0, TF_TriState_Off, TF_TriState_On } TF_TriState;
typedef struct TF_GrapplerItem TF_GrapplerItem;

#define GO_MAJOR 0
#define GO_MINOR 0
#define GO_PATCH 1

typedef struct TP_OptimizerConfigs {
  size_t struct_size;
  void *ext;
  TF_TriState disable_model_pruning;
  TF_TriState implementation_selector;
  TF_TriState function_optimization;
  TF_TriState common_subgraph_elimination;
  TF_TriState arithmetic_optimization;
  TF_TriState debug_stripper;
  TF_TriState constant_folding;
  TF_TriState shape_optimization;
  TF_TriState auto_mixed_precision;
  TF_TriState auto_mixed_precision_onednn_bfloat16;
  TF_TriState auto_mixed_precision_mkl;
  TF_TriState pin_to_host_optimization;
  TF_TriState layout_optimizer;
  TF_TriState remapping;
  TF_TriState loop_optimization;
  TF_TriState dependency_optimization;
  TF_TriState auto_parallel;
  TF_TriState memory_optimization;
  TF_TriState scoped_allocator_optimization;
} TP_OptimizerConfigs;
#define TP_OPTIMIZER_CONFIGS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_OptimizerConfigs, scoped_allocator_optimization)

typedef void *(*TP_Optimizer_create_func_fn)(void);
typedef void (*TP_Optimizer_optimize_func_fn)(void *, const TF_Buffer *, const TF_GrapplerItem *, TF_Buffer *,
                                              TF_Status *);
typedef void (*TP_Optimizer_optimize_func_2_5_fn)(void *, TF_Buffer *, TF_Buffer *, TF_Status *);
typedef void (*TP_Optimizer_destroy_func_fn)(void *);
typedef struct TP_Optimizer {
  size_t struct_size;
  void *ext;
  TP_Optimizer_create_func_fn create_func;
  TP_Optimizer_optimize_func_fn optimize_func;
  TP_Optimizer_destroy_func_fn destroy_func;
} TP_Optimizer;
#define TP_OPTIMIZER_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_Optimizer, destroy_func)

typedef struct TP_OptimizerRegistrationParams {
  size_t struct_size;
  void *ext;
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;
  const char *device_type;
  TP_OptimizerConfigs *optimizer_configs;
  TP_Optimizer *optimizer;
} TP_OptimizerRegistrationParams;
#define TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_OptimizerRegistrationParams, optimizer)

typedef void (*TF_InitGraph_fn)(TP_OptimizerRegistrationParams *params, TF_Status *status);

#define PROVISIONAL_ACCESSORS(S, f, T)                                   \
  static inline int S##_has_##f(const S *s) { return SE_PRIVATE_HAS(S, f, s); } \
  static inline T S##_get_##f(const S *s) { return SE_PRIVATE_GET(S, f, T, s); } \
  static inline void S##_set_##f(S *s, T v) { SE_PRIVATE_SET(S, f, T, s, v); }
PROVISIONAL_ACCESSORS(TP_Optimizer, create_func, TP_Optimizer_create_func_fn)
PROVISIONAL_ACCESSORS(TP_Optimizer, optimize_func, TP_Optimizer_optimize_func_fn)
PROVISIONAL_ACCESSORS(TP_Optimizer, destroy_func, TP_Optimizer_destroy_func_fn)
PROVISIONAL_ACCESSORS(TP_OptimizerRegistrationParams, device_type, const char *)
PROVISIONAL_ACCESSORS(TP_OptimizerRegistrationParams, optimizer_configs, TP_OptimizerConfigs *)
PROVISIONAL_ACCESSORS(TP_OptimizerRegistrationParams, optimizer, TP_Optimizer *)
PROVISIONAL_ACCESSORS(TP_OptimizerRegistrationParams, major_version, int32_t)
#define PROVISIONAL_TOGGLE(f) PROVISIONAL_ACCESSORS(TP_OptimizerConfigs, f, TF_TriState)
PROVISIONAL_TOGGLE(disable_model_pruning)
PROVISIONAL_TOGGLE(implementation_selector)
PROVISIONAL_TOGGLE(function_optimization)
PROVISIONAL_TOGGLE(common_subgraph_elimination)
PROVISIONAL_TOGGLE(arithmetic_optimization)
PROVISIONAL_TOGGLE(debug_stripper)
PROVISIONAL_TOGGLE(constant_folding)
PROVISIONAL_TOGGLE(shape_optimization)
PROVISIONAL_TOGGLE(auto_mixed_precision)
PROVISIONAL_TOGGLE(auto_mixed_precision_onednn_bfloat16)
PROVISIONAL_TOGGLE(auto_mixed_precision_mkl)
PROVISIONAL_TOGGLE(pin_to_host_optimization)
PROVISIONAL_TOGGLE(layout_optimizer)
PROVISIONAL_TOGGLE(remapping)
PROVISIONAL_TOGGLE(loop_optimization)
PROVISIONAL_TOGGLE(dependency_optimization)
PROVISIONAL_TOGGLE(auto_parallel)
PROVISIONAL_TOGGLE(memory_optimization)
PROVISIONAL_TOGGLE(scoped_allocator_optimization)
static inline size_t TP_Optimizer_settle_in(TP_Optimizer *s, SE_Lineage l) {
  (void)l;
  if (s->struct_size > TP_OPTIMIZER_STRUCT_SIZE) s->struct_size = TP_OPTIMIZER_STRUCT_SIZE;
  return s->struct_size;
}
static inline size_t TP_OptimizerConfigs_settle_in(TP_OptimizerConfigs *s, SE_Lineage l) {
  (void)l;
  if (s->struct_size > TP_OPTIMIZER_CONFIGS_STRUCT_SIZE) s->struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
  return s->struct_size;
}
static inline size_t TP_OptimizerRegistrationParams_settle_in(TP_OptimizerRegistrationParams *s, SE_Lineage l) {
  (void)l;
  return s->struct_size;
}

/* The host's helpers a plugin may call (grappler.h). */
extern void TF_GetNodesToPreserveListSize(const TF_GrapplerItem *item, int *num_values, size_t *storage_size,
                                          TF_Status *status);
extern void TF_GetNodesToPreserveList(const TF_GrapplerItem *item, char **values, size_t *lengths, int num_values,
                                      void *storage, size_t storage_size, TF_Status *status);
extern void TF_GetFetchNodesListSize(const TF_GrapplerItem *item, int *num_values, size_t *storage_size,
                                     TF_Status *status);
extern void TF_GetFetchNodesList(const TF_GrapplerItem *item, char **values, size_t *lengths, int num_values,
                                 void *storage, size_t storage_size, TF_Status *status);
#endif
