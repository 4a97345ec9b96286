/* Compile-matrix translation unit for headers included together (`-include
 * H1 -include H2 -include H3`, in every order): every seabi header with the
 * others, every TensorFlow drop-in with the other drop-ins. Uses a name of
 * each API, and the types they share, so the declarations are usable after
 * whichever header came first. COEXIST_DROP_INS: the drop-ins' set. */
#include <stddef.h>

int coexist_uses_every_api(void);

int coexist_uses_every_api(void) {
  static SP_Platform platform;
  static TP_OptimizerConfigs configs;
  static TP_Profiler profiler;
  static TF_Buffer buffer;
  TF_TriState off = TF_TriState_Off;
  TF_Bool yes = 1;
  platform.struct_size = SP_PLATFORM_STRUCT_SIZE;
  configs.struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
  profiler.struct_size = TP_PROFILER_STRUCT_SIZE;
  buffer.length = 0;
  return SP_Platform_has_name(&platform) + TP_OptimizerConfigs_set_remapping(&configs, off) +
         TP_Profiler_has_device_type(&profiler) + yes + (buffer.length == 0) + SE_MAJOR + GO_MAJOR + TP_MAJOR;
}
