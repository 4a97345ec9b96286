/* A scratch consumer of an installed seabi: found through pkg-config or
 * CMake, never through the source tree. Prints the header's version and
 * checks that a guarded accessor refuses a member the peer lacks. It asks
 * for both opt-in sections, so the installed se_api_checks.h is read too. */
#define SE_API_VALIDATORS
#define SE_API_LAYOUT_PINS
#include <se_api.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  SP_Device device;
  memset(&device, 0, sizeof device);
  device.struct_size = SP_DEVICE_STRUCT_SIZE_V0_0_1; /* an RFC-era core */
  if (SP_Device_set_hardware_name(&device, "sim") != 0) return 1;
  if (SP_Device_get_hardware_name(&device) != SE_NULL) return 2;
  if (SP_Device_set_ordinal(&device, 3) != 1 || SP_Device_get_ordinal(&device) != 3) return 3;
  device.struct_size = 0;
  if (SP_Device_validate(&device, SE_NULL, 0) != TF_FAILED_PRECONDITION) return 4;
  printf("seabi consumer: se_api.h %s\n", SE_VERSION_STRING);
  return 0;
}
