/* tests/editions/tf_module_layouts.h -- TensorFlow's graph optimizer
 * (tensorflow/c/experimental/grappler/grappler.h) and profiler
 * (tensorflow/c/experimental/pluggable_profiler/pluggable_profiler.h) C API
 * structs, one set per release that changed them, written by hand from
 * TensorFlow's published headers (evidence and confidence: SOURCES.md,
 * "Graph C API" and "Profiler C API"). Nothing here comes from the schema or
 * the generator: tests/editions/run.py compares the compiler's layout of
 * these structs with the schema's editions of the same name.
 *
 * Define TFM_API (1 graph, 2 profiler) and TFM_EDITION (graph: 1 = 2.5,
 * 2 = 2.6, 3 = 2.10; profiler: 1 = 2.7) before including it. Every name
 * carries TFM_ so this file never collides with the real headers.
 */
#ifndef SEABI_TESTS_EDITIONS_TF_MODULE_LAYOUTS_H_
#define SEABI_TESTS_EDITIONS_TF_MODULE_LAYOUTS_H_

#include <stddef.h>
#include <stdint.h>

#if !defined(TFM_API) || !defined(TFM_EDITION)
#error "tf_module_layouts.h: define TFM_API (1 graph, 2 profiler) and TFM_EDITION"
#endif

#define TFM_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(((TYPE*)0)->MEMBER))

struct TF_Status;
/* TensorFlow's TF_Buffer (c_api.h; tf_buffer.h from 2.12): used by pointer only. */
typedef struct TFM_TF_Buffer {
  const void* data;
  size_t length;
  void (*data_deallocator)(void* data, size_t length);
} TFM_TF_Buffer;

#if TFM_API == 1 /* ---------------------------------- grappler.h ---------- */

#if TFM_EDITION < 1 || TFM_EDITION > 3
#error "tf_module_layouts.h: the graph API has editions 1..3"
#endif
#if TFM_EDITION == 1
#define TFM_EDITION_NAME "tensorflow-2.5"
#elif TFM_EDITION == 2
#define TFM_EDITION_NAME "tensorflow-2.6"
#else
#define TFM_EDITION_NAME "tensorflow-2.10"
#endif
#define TFM_EDITION_RELEASED 1

/* TF_TriState, as grappler.h declares it in every release. */
typedef enum TFM_TF_TriState {
  TFM_TF_TriState_Default = 0,
  TFM_TF_TriState_Off,
  TFM_TF_TriState_On
} TFM_TF_TriState;

typedef struct TFM_TF_GrapplerItem TFM_TF_GrapplerItem;

/* 2.10 (tensorflow/tensorflow#56791) inserted the oneDNN bfloat16 toggle
 * after auto_mixed_precision; earlier releases have 18 toggles. */
#if TFM_EDITION >= 3
#define TFM_ONEDNN_TOGGLE_(M) M(auto_mixed_precision_onednn_bfloat16)
#else
#define TFM_ONEDNN_TOGGLE_(M)
#endif

typedef struct TFM_TP_OptimizerConfigs {
  size_t struct_size;
  void* ext;
  TFM_TF_TriState disable_model_pruning;
  TFM_TF_TriState implementation_selector;
  TFM_TF_TriState function_optimization;
  TFM_TF_TriState common_subgraph_elimination;
  TFM_TF_TriState arithmetic_optimization;
  TFM_TF_TriState debug_stripper;
  TFM_TF_TriState constant_folding;
  TFM_TF_TriState shape_optimization;
  TFM_TF_TriState auto_mixed_precision;
#if TFM_EDITION >= 3
  TFM_TF_TriState auto_mixed_precision_onednn_bfloat16;
#endif
  TFM_TF_TriState auto_mixed_precision_mkl;
  TFM_TF_TriState pin_to_host_optimization;
  TFM_TF_TriState layout_optimizer;
  TFM_TF_TriState remapping;
  TFM_TF_TriState loop_optimization;
  TFM_TF_TriState dependency_optimization;
  TFM_TF_TriState auto_parallel;
  TFM_TF_TriState memory_optimization;
  TFM_TF_TriState scoped_allocator_optimization;
} TFM_TP_OptimizerConfigs;
#define TFM_TP_OPTIMIZER_CONFIGS_STRUCT_SIZE \
  TFM_OFFSET_OF_END(TFM_TP_OptimizerConfigs, scoped_allocator_optimization)
#define TFM_TP_OPTIMIZER_CONFIGS_MEMBERS(M)                                  \
  M(struct_size) M(ext) M(disable_model_pruning) M(implementation_selector) \
  M(function_optimization) M(common_subgraph_elimination)                   \
  M(arithmetic_optimization) M(debug_stripper) M(constant_folding)          \
  M(shape_optimization) M(auto_mixed_precision) TFM_ONEDNN_TOGGLE_(M)       \
  M(auto_mixed_precision_mkl) M(pin_to_host_optimization)                   \
  M(layout_optimizer) M(remapping) M(loop_optimization)                     \
  M(dependency_optimization) M(auto_parallel) M(memory_optimization)        \
  M(scoped_allocator_optimization)

typedef struct TFM_TP_Optimizer {
  size_t struct_size;
  void* ext;
  void* (*create_func)(void);
#if TFM_EDITION == 1
  /* 2.5: the input and the output graph. */
  void (*optimize_func)(void*, TFM_TF_Buffer*, TFM_TF_Buffer*, struct TF_Status*);
#else
  /* 2.6 on (tensorflow/tensorflow#48385): the item between them, in place. */
  void (*optimize_func)(void*, const TFM_TF_Buffer*, const TFM_TF_GrapplerItem*, TFM_TF_Buffer*,
                        struct TF_Status*);
#endif
  void (*destroy_func)(void*);
} TFM_TP_Optimizer;
#define TFM_TP_OPTIMIZER_STRUCT_SIZE TFM_OFFSET_OF_END(TFM_TP_Optimizer, destroy_func)
#define TFM_TP_OPTIMIZER_MEMBERS(M) \
  M(struct_size) M(ext) M(create_func) M(optimize_func) M(destroy_func)

typedef struct TFM_TP_OptimizerRegistrationParams {
  size_t struct_size;
  void* ext;
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;
  const char* device_type;
  TFM_TP_OptimizerConfigs* optimizer_configs;
  TFM_TP_Optimizer* optimizer;
} TFM_TP_OptimizerRegistrationParams;
#define TFM_TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE \
  TFM_OFFSET_OF_END(TFM_TP_OptimizerRegistrationParams, optimizer)
#define TFM_TP_OPTIMIZER_REGISTRATION_PARAMS_MEMBERS(M)                    \
  M(struct_size) M(ext) M(major_version) M(minor_version) M(patch_version) \
  M(device_type) M(optimizer_configs) M(optimizer)

#define TFM_STRUCTS(X)                                                     \
  X(TP_OptimizerConfigs, TFM_TP_OPTIMIZER_CONFIGS_STRUCT_SIZE,             \
    TFM_TP_OPTIMIZER_CONFIGS_MEMBERS)                                      \
  X(TP_Optimizer, TFM_TP_OPTIMIZER_STRUCT_SIZE, TFM_TP_OPTIMIZER_MEMBERS) \
  X(TP_OptimizerRegistrationParams,                                        \
    TFM_TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE,                      \
    TFM_TP_OPTIMIZER_REGISTRATION_PARAMS_MEMBERS)

/* Which optimize_func the core of this release calls: 4 or 5 parameters. */
#define TFM_OPTIMIZE_FUNC_PARAMS (TFM_EDITION == 1 ? 4 : 5)

#elif TFM_API == 2 /* ---------------------------- pluggable_profiler.h ---- */

#if TFM_EDITION != 1
#error "tf_module_layouts.h: the profiler API has edition 1"
#endif
#define TFM_EDITION_NAME "tensorflow-2.7"
#define TFM_EDITION_RELEASED 1

typedef struct TFM_TP_Profiler {
  size_t struct_size;
  void* ext;
  const char* device_type; /* `type` before tensorflow/tensorflow#51647 merged */
} TFM_TP_Profiler;
#define TFM_TP_PROFILER_STRUCT_SIZE TFM_OFFSET_OF_END(TFM_TP_Profiler, device_type)
#define TFM_TP_PROFILER_MEMBERS(M) M(struct_size) M(ext) M(device_type)

typedef struct TFM_TP_ProfilerFns {
  size_t struct_size;
  void* ext;
  void (*start)(const TFM_TP_Profiler* profiler, struct TF_Status* status);
  void (*stop)(const TFM_TP_Profiler* profiler, struct TF_Status* status);
  void (*collect_data_xspace)(const TFM_TP_Profiler* profiler, uint8_t* buffer, size_t* size_in_bytes,
                              struct TF_Status* status);
} TFM_TP_ProfilerFns;
#define TFM_TP_PROFILER_FNS_STRUCT_SIZE TFM_OFFSET_OF_END(TFM_TP_ProfilerFns, collect_data_xspace)
#define TFM_TP_PROFILER_FNS_MEMBERS(M) M(struct_size) M(ext) M(start) M(stop) M(collect_data_xspace)

typedef struct TFM_TF_ProfilerRegistrationParams {
  size_t struct_size;
  void* ext;
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;
  TFM_TP_Profiler* profiler;
  TFM_TP_ProfilerFns* profiler_fns;
  void (*destroy_profiler)(TFM_TP_Profiler* profiler);
  void (*destroy_profiler_fns)(TFM_TP_ProfilerFns* profiler_fns);
} TFM_TF_ProfilerRegistrationParams;
#define TFM_TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE \
  TFM_OFFSET_OF_END(TFM_TF_ProfilerRegistrationParams, destroy_profiler_fns)
#define TFM_TF_PROFILER_REGISTRATION_PARAMS_MEMBERS(M)                      \
  M(struct_size) M(ext) M(major_version) M(minor_version) M(patch_version) \
  M(profiler) M(profiler_fns) M(destroy_profiler) M(destroy_profiler_fns)

#define TFM_STRUCTS(X)                                                       \
  X(TP_Profiler, TFM_TP_PROFILER_STRUCT_SIZE, TFM_TP_PROFILER_MEMBERS)      \
  X(TP_ProfilerFns, TFM_TP_PROFILER_FNS_STRUCT_SIZE,                         \
    TFM_TP_PROFILER_FNS_MEMBERS)                                             \
  X(TF_ProfilerRegistrationParams,                                           \
    TFM_TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE,                         \
    TFM_TF_PROFILER_REGISTRATION_PARAMS_MEMBERS)

#define TFM_OPTIMIZE_FUNC_PARAMS 0

#else
#error "tf_module_layouts.h: TFM_API is 1 (graph) or 2 (profiler)"
#endif

/* Every release of these APIs reports 0.0.1 (GO_ and TP_ MAJOR/MINOR/PATCH). */
#define TFM_MAJOR 0
#define TFM_MINOR 0
#define TFM_PATCH 1

#endif /* SEABI_TESTS_EDITIONS_TF_MODULE_LAYOUTS_H_ */
