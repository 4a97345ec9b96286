/* A profiler plugin written against TensorFlow's pluggable_profiler.h,
 * unchanged except for the include: profiler_api_tensorflow.h must accept it
 * as C and as C++, with TensorFlow's member names and size macros. */
#include "profiler_api_tensorflow.h"

#ifdef __cplusplus
extern "C" {
#endif
void TF_InitProfiler(TF_ProfilerRegistrationParams* params, TF_Status* status);
#ifdef __cplusplus
}
#endif

static void my_start(const TP_Profiler* profiler, TF_Status* status) {
  (void)profiler;
  TF_SetStatus(status, TF_OK, "");
}
static void my_stop(const TP_Profiler* profiler, TF_Status* status) {
  (void)profiler;
  TF_SetStatus(status, TF_OK, "");
}
static void my_collect(const TP_Profiler* profiler, uint8_t* buffer, size_t* size_in_bytes, TF_Status* status) {
  (void)profiler;
  if (!buffer) {
    *size_in_bytes = 2;
  } else if (*size_in_bytes >= 2) {
    buffer[0] = 0x0a; /* XSpace.planes, one empty XPlane */
    buffer[1] = 0x00;
  }
  TF_SetStatus(status, TF_OK, "");
}
static void my_destroy_profiler(TP_Profiler* profiler) { (void)profiler; }
static void my_destroy_profiler_fns(TP_ProfilerFns* fns) { (void)fns; }

void TF_InitProfiler(TF_ProfilerRegistrationParams* params, TF_Status* status) {
  params->struct_size = TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE;
  params->profiler->struct_size = TP_PROFILER_STRUCT_SIZE;
  params->profiler_fns->struct_size = TP_PROFILER_FNS_STRUCT_SIZE;
  params->profiler->device_type = "MY_DEVICE";
  params->profiler_fns->start = my_start;
  params->profiler_fns->stop = my_stop;
  params->profiler_fns->collect_data_xspace = my_collect;
  params->destroy_profiler = my_destroy_profiler;
  params->destroy_profiler_fns = my_destroy_profiler_fns;
  TF_SetStatus(status, TF_OK, "");
}
