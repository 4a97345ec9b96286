/* PROVISIONAL stand-in for include/profiler_api.h (see graph_api.h here). */
#ifndef SEABI_PROFILER_API_H_
#define SEABI_PROFILER_API_H_
#include "se_api.h"

#define TP_MAJOR 0
#define TP_MINOR 0
#define TP_PATCH 1

typedef struct TP_Profiler {
  size_t struct_size;
  void *ext;
  const char *device_type;
} TP_Profiler;
#define TP_PROFILER_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_Profiler, device_type)

typedef void (*TP_ProfilerFns_start_fn)(const TP_Profiler *profiler, TF_Status *status);
typedef void (*TP_ProfilerFns_stop_fn)(const TP_Profiler *profiler, TF_Status *status);
typedef void (*TP_ProfilerFns_collect_data_xspace_fn)(const TP_Profiler *profiler, uint8_t *buffer,
                                                      size_t *size_in_bytes, TF_Status *status);
typedef struct TP_ProfilerFns {
  size_t struct_size;
  void *ext;
  TP_ProfilerFns_start_fn start;
  TP_ProfilerFns_stop_fn stop;
  TP_ProfilerFns_collect_data_xspace_fn collect_data_xspace;
} TP_ProfilerFns;
#define TP_PROFILER_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END(TP_ProfilerFns, collect_data_xspace)

typedef void (*TF_ProfilerRegistrationParams_destroy_profiler_fn)(TP_Profiler *profiler);
typedef void (*TF_ProfilerRegistrationParams_destroy_profiler_fns_fn)(TP_ProfilerFns *profiler_fns);
typedef struct TF_ProfilerRegistrationParams {
  size_t struct_size;
  void *ext;
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;
  TP_Profiler *profiler;
  TP_ProfilerFns *profiler_fns;
  TF_ProfilerRegistrationParams_destroy_profiler_fn destroy_profiler;
  TF_ProfilerRegistrationParams_destroy_profiler_fns_fn destroy_profiler_fns;
} TF_ProfilerRegistrationParams;
#define TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE \
  SE_PRIVATE_OFFSET_OF_END(TF_ProfilerRegistrationParams, destroy_profiler_fns)

typedef void (*TF_InitProfiler_fn)(TF_ProfilerRegistrationParams *params, TF_Status *status);

#define PROVISIONAL_P_ACCESSORS(S, f, T)                                 \
  static inline int S##_has_##f(const S *s) { return SE_PRIVATE_HAS(S, f, s); } \
  static inline T S##_get_##f(const S *s) { return SE_PRIVATE_GET(S, f, T, s); } \
  static inline void S##_set_##f(S *s, T v) { SE_PRIVATE_SET(S, f, T, s, v); }
PROVISIONAL_P_ACCESSORS(TP_Profiler, device_type, const char *)
PROVISIONAL_P_ACCESSORS(TP_ProfilerFns, start, TP_ProfilerFns_start_fn)
PROVISIONAL_P_ACCESSORS(TP_ProfilerFns, stop, TP_ProfilerFns_stop_fn)
PROVISIONAL_P_ACCESSORS(TP_ProfilerFns, collect_data_xspace, TP_ProfilerFns_collect_data_xspace_fn)
PROVISIONAL_P_ACCESSORS(TF_ProfilerRegistrationParams, profiler, TP_Profiler *)
PROVISIONAL_P_ACCESSORS(TF_ProfilerRegistrationParams, major_version, int32_t)
PROVISIONAL_P_ACCESSORS(TF_ProfilerRegistrationParams, profiler_fns, TP_ProfilerFns *)
PROVISIONAL_P_ACCESSORS(TF_ProfilerRegistrationParams, destroy_profiler, TF_ProfilerRegistrationParams_destroy_profiler_fn)
PROVISIONAL_P_ACCESSORS(TF_ProfilerRegistrationParams, destroy_profiler_fns,
                        TF_ProfilerRegistrationParams_destroy_profiler_fns_fn)
static inline size_t TP_Profiler_settle_in(TP_Profiler *s, SE_Lineage l) {
  (void)l;
  if (s->struct_size > TP_PROFILER_STRUCT_SIZE) s->struct_size = TP_PROFILER_STRUCT_SIZE;
  return s->struct_size;
}
static inline size_t TP_ProfilerFns_settle_in(TP_ProfilerFns *s, SE_Lineage l) {
  (void)l;
  if (s->struct_size > TP_PROFILER_FNS_STRUCT_SIZE) s->struct_size = TP_PROFILER_FNS_STRUCT_SIZE;
  return s->struct_size;
}
static inline size_t TF_ProfilerRegistrationParams_settle_in(TF_ProfilerRegistrationParams *s, SE_Lineage l) {
  (void)l;
  return s->struct_size;
}
#endif
