/* A plugin written against TensorFlow's stream_executor.h, unchanged except
 * for the include: se_api_tensorflow.h must accept it as C and as C++ (the
 * compile matrix builds it with -x c++ too), with TensorFlow's member names,
 * order, parameter constness and size macros. COMPILE_TF_FIRST includes
 * TensorFlow's tf_status.h and c_api_macros.h fixtures first, as a plugin
 * that also uses other TensorFlow C APIs does. */
#ifdef COMPILE_TF_FIRST
#include "tensorflow/c/c_api_macros.h"
#include "tensorflow/c/tf_status.h"
#endif
#include "se_api_tensorflow.h"

#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif
void tf_style_fill(SE_PlatformRegistrationParams* params, SP_StreamExecutor* se);
#ifdef __cplusplus
}
#endif

static TF_Bool my_host_callback(const SP_Device* device, SP_Stream stream, SE_StatusCallbackFn fn, void* arg) {
  (void)device; (void)stream; (void)fn; (void)arg;
  return 1;
}

static void my_mem_zero(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location, uint64_t size,
                        TF_Status* status) {
  (void)device; (void)stream; (void)location; (void)size; (void)status;
}

static void my_get_device_count(const SP_Platform* platform, int* count, TF_Status* status) {
  (void)platform; (void)status;
  *count = 1;
}

void tf_style_fill(SE_PlatformRegistrationParams* params, SP_StreamExecutor* se) {
  /* What TensorFlow plugins write today: raw members, TensorFlow's macros. */
  params->platform->struct_size = SP_PLATFORM_STRUCT_SIZE;
  params->platform->name = "MY_DEVICE";
  params->platform->type = "MYDEV";
  params->platform->use_bfc_allocator = 1;
  params->platform->force_memory_growth = 0;
  params->platform_fns->get_device_count = my_get_device_count;
  memset(se, 0, SP_STREAMEXECUTOR_STRUCT_SIZE);
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  se->host_callback = my_host_callback;
  se->mem_zero = my_mem_zero;
  /* And the migration path: the same through the accessors. */
  (void)SP_StreamExecutor_settle(se);
  (void)SP_StreamExecutor_set_host_callback(se, my_host_callback);
  (void)SP_Platform_set_visible_device_count(params->platform, 1); /* seabi 0.0.1 cores only */
}
