/* Compile-matrix translation unit (C). It includes se_api.h as a plugin
 * would and calls a few accessors and a validator, so the inline functions
 * are really instantiated under each standard and warning set. When linked
 * and run it also checks what the guards do: main returns non-zero when an
 * accessor misbehaves.
 *
 *   COMPILE_TF_FIRST        include the TensorFlow-style tf_status.h first
 *   COMPILE_USE_DEPRECATED  touch deprecated members and a deprecated struct;
 *                           must warn unless SE_NO_DEPRECATION_WARNINGS
 *   COMPILE_SET_CONST / COMPILE_WRONG_STRUCT  misuse an accessor macro (a
 *                           const struct, another struct): must not compile
 *   COMPILE_EXPECT_MAJOR/MINOR/PATCH  the version the header must declare
 *                           (for the historical headers) */
#ifdef COMPILE_TF_FIRST
#include "tensorflow/c/tf_status.h"
#endif
#include "se_api.h"

#include <string.h>

#ifdef COMPILE_EXPECT_MINOR
SE_STATIC_ASSERT(SE_MAJOR == COMPILE_EXPECT_MAJOR && SE_MINOR == COMPILE_EXPECT_MINOR &&
                     SE_PATCH == COMPILE_EXPECT_PATCH,
                 "the header declares another version", expect_version);
#endif

static int check_platform(void) {
  SP_Platform platform;
  char msg[160];
  int bad = 0;
  memset(&platform, 0, sizeof platform);
  /* A 0.0.1 core. The macro ends at a deprecated member yet must not warn:
   * every -Werror case below checks that. */
  platform.struct_size = SP_PLATFORM_STRUCT_SIZE_V0_0_1;
  bad |= SP_Platform_set_name(&platform, "MY_DEVICE") != 1;
  bad |= SP_Platform_set_type(&platform, "GPU") != 1;
  bad |= strcmp(SP_Platform_get_name(&platform), "MY_DEVICE") != 0;
#if SE_MAJOR > 0 || SE_MINOR >= 1
  /* Newer than the core: the setter must refuse, the getter give 0. */
  bad |= SP_Platform_set_supports_unified_memory(&platform, 1) != 0;
  bad |= SP_Platform_get_supports_unified_memory(&platform) != 0;
  bad |= SP_Platform_has_supports_unified_memory(&platform) != 0;
#endif
  bad |= SP_Platform_validate(&platform, msg, sizeof msg) != TF_OK;
  bad |= SP_Platform_has_name(SE_NULL) != 0;
#ifdef SE_lineage_of_core
  {
    /* A macro with its tables, expanded here under every standard and
     * warning set: no params is SE_LINEAGE_ANY, and a core's answer is one
     * of the lineages. */
    SE_PlatformRegistrationParams params;
    SE_Lineage lineage;
    memset(&params, 0, sizeof params);
    params.struct_size = SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE;
    params.platform = &platform;
    bad |= SE_lineage_of_core(SE_NULL) != SE_LINEAGE_ANY;
    lineage = SE_lineage_of_core(&params);
    bad |= lineage != SE_LINEAGE_ANY && lineage != SE_LINEAGE_SEABI && lineage != SE_LINEAGE_TENSORFLOW;
  }
#endif
#ifdef COMPILE_SET_CONST
  {
    /* Must not compile: the setter's struct is const. */
    const SP_Platform* ro = &platform;
    bad |= SP_Platform_set_name(ro, "X");
  }
#endif
#ifdef COMPILE_WRONG_STRUCT
  {
    /* Must not compile: an SP_Device is not an SP_Platform. */
    SP_Device device;
    memset(&device, 0, sizeof device);
    bad |= SP_Platform_has_name(&device);
  }
#endif
#ifdef COMPILE_USE_DEPRECATED
  {
    SP_TimerFns timer_fns;
    memset(&timer_fns, 0, sizeof timer_fns);
    bad |= SP_Platform_set_visible_device_count(&platform, 1) != 1;
    bad |= platform.visible_device_count != 1;
    bad |= timer_fns.struct_size != 0;
  }
#endif
  return bad;
}

int main(void) {
  return check_platform();
}
