/* The TensorFlow side of the compile-time comparison (tests/bench): a small
 * plugin source file as its author writes it against TensorFlow's headers
 * (here the equivalent fixture in tests/bench/tf_headers): registration and
 * one device callback, a handful of member accesses by `->`. plugin_se_api.c
 * does the same work through se_api.h's accessors. Compiled as C and, with
 * -x c++, as C++; keep the two files doing the same work. */
#include "tensorflow/c/experimental/stream_executor/stream_executor.h"

static void plugin_create_device(const SP_Platform* platform, SE_CreateDeviceParams* params, TF_Status* status) {
  (void)platform;
  params->device->hardware_name = "Simulated device";
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_device(const SP_Platform* platform, SP_Device* device) {
  (void)platform;
  (void)device;
}

void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status) {
  SP_Platform* platform = params->platform;
  SP_PlatformFns* fns = params->platform_fns;
  platform->name = "MY_DEVICE";
  platform->type = "GPU";
  fns->create_device = plugin_create_device;
  fns->destroy_device = plugin_destroy_device;
  TF_SetStatus(status, TF_OK, "");
}
