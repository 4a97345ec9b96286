/* Prints "Struct size" for every struct size macro of the header on the
 * include path (a seabi version's, or a TensorFlow edition's drop-in), as
 * the compiler computes it from that header's own structs. The conformance
 * tests compare it with `seabi cores --sizes NAME`, which comes from the
 * per-edition macros of se_api.h: each profile's sizes equal the schema's. */
/* SP_TimerFns is deprecated from 0.3.0 on; its size is still a core fact. */
#define SE_NO_DEPRECATION_WARNINGS
#ifdef SIZES_TF_HEADER
#include "se_api_tensorflow.h"
#else
#include "se_api.h"
#endif
#ifdef SIZES_MODULE_HEADERS /* the graph and profiler APIs' headers beside it */
#include "graph_api.h"
#include "profiler_api.h"
#endif
#include <stdio.h>

#define SHOW(name, macro) printf("%s %zu\n", name, (size_t)(macro))

int main(void) {
#ifdef SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE
  SHOW("SE_PlatformRegistrationParams", SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
#endif
#ifdef SP_PLATFORM_STRUCT_SIZE
  SHOW("SP_Platform", SP_PLATFORM_STRUCT_SIZE);
#endif
#ifdef SP_PLATFORM_FNS_STRUCT_SIZE
  SHOW("SP_PlatformFns", SP_PLATFORM_FNS_STRUCT_SIZE);
#endif
#ifdef SP_DEVICE_FNS_STRUCT_SIZE
  SHOW("SP_DeviceFns", SP_DEVICE_FNS_STRUCT_SIZE);
#endif
#ifdef SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE
  SHOW("SE_CreateDeviceFnsParams", SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE);
#endif
#ifdef SP_STREAMEXECUTOR_STRUCT_SIZE
  SHOW("SP_StreamExecutor", SP_STREAMEXECUTOR_STRUCT_SIZE);
#endif
#ifdef SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE
  SHOW("SE_CreateStreamExecutorParams", SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE);
#endif
#ifdef SP_STREAM_OPTIONS_STRUCT_SIZE
  SHOW("SP_StreamOptions", SP_STREAM_OPTIONS_STRUCT_SIZE);
#endif
#ifdef SP_TIMER_FNS_STRUCT_SIZE
  SHOW("SP_TimerFns", SP_TIMER_FNS_STRUCT_SIZE);
#endif
#ifdef SP_DEVICE_STRUCT_SIZE
  SHOW("SP_Device", SP_DEVICE_STRUCT_SIZE);
#endif
#ifdef SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE
  SHOW("SE_CreateDeviceParams", SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE);
#endif
#ifdef SP_DEVICE_MEMORY_BASE_STRUCT_SIZE
  SHOW("SP_DeviceMemoryBase", SP_DEVICE_MEMORY_BASE_STRUCT_SIZE);
#endif
#ifdef SP_ALLOCATORSTATS_STRUCT_SIZE
  SHOW("SP_AllocatorStats", SP_ALLOCATORSTATS_STRUCT_SIZE);
#endif
#ifdef TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE
  SHOW("TP_OptimizerRegistrationParams", TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE);
#endif
#ifdef TP_OPTIMIZER_STRUCT_SIZE
  SHOW("TP_Optimizer", TP_OPTIMIZER_STRUCT_SIZE);
#endif
#ifdef TP_OPTIMIZER_CONFIGS_STRUCT_SIZE
  SHOW("TP_OptimizerConfigs", TP_OPTIMIZER_CONFIGS_STRUCT_SIZE);
#endif
#ifdef TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE
  SHOW("TF_ProfilerRegistrationParams", TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE);
#endif
#ifdef TP_PROFILER_STRUCT_SIZE
  SHOW("TP_Profiler", TP_PROFILER_STRUCT_SIZE);
#endif
#ifdef TP_PROFILER_FNS_STRUCT_SIZE
  SHOW("TP_ProfilerFns", TP_PROFILER_FNS_STRUCT_SIZE);
#endif
  return 0;
}
