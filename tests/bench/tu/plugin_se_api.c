/* The se_api.h side of the compile-time comparison (tests/bench): the same
 * small plugin source file as plugin_tf.c, written as se_api.h asks, through
 * the struct_size-guarded accessors (S_get_f / S_set_f): 8 accessor uses.
 * Compiled as C and, with -x c++, as C++; keep the two files doing the same
 * work. */
#include "se_api.h"

static void plugin_create_device(const SP_Platform* platform, SE_CreateDeviceParams* params, TF_Status* status) {
  (void)platform;
  SP_Device_set_hardware_name(SE_CreateDeviceParams_get_device(params), "Simulated device");
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_device(const SP_Platform* platform, SP_Device* device) {
  (void)platform;
  (void)device;
}

void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status) {
  SP_Platform* platform = SE_PlatformRegistrationParams_get_platform(params);
  SP_PlatformFns* fns = SE_PlatformRegistrationParams_get_platform_fns(params);
  SP_Platform_set_name(platform, "MY_DEVICE");
  SP_Platform_set_type(platform, "GPU");
  SP_PlatformFns_set_create_device(fns, plugin_create_device);
  SP_PlatformFns_set_destroy_device(fns, plugin_destroy_device);
  TF_SetStatus(status, TF_OK, "");
}
