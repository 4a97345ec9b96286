// Compile-matrix translation unit (C++); the same checks as tu.c, written
// the way a C++ plugin would (value-initialised structs, nullptr), so
// C++-only diagnostics (-Wold-style-cast, -Wzero-as-null-pointer-constant,
// extern "C" linkage) see the header's inline functions.
#ifdef COMPILE_TF_FIRST
#include "tensorflow/c/tf_status.h"
#endif
#include "se_api.h"

// No C++ library headers: i386 builds have gcc-multilib's C runtime but no
// 32-bit libstdc++, and the header itself needs none.

#ifdef COMPILE_EXPECT_MINOR
static_assert(SE_MAJOR == COMPILE_EXPECT_MAJOR && SE_MINOR == COMPILE_EXPECT_MINOR &&
                  SE_PATCH == COMPILE_EXPECT_PATCH,
              "the header declares another version");
#endif
static_assert(SP_PLATFORM_STRUCT_SIZE <= sizeof(SP_Platform), "size macro past the struct");

namespace {

int check_platform() {
  SP_Platform platform{};
  char msg[160];
  int bad = 0;
  // A 0.0.1 core. The macro ends at a deprecated member yet must not warn:
  // every -Werror case checks that (incl. -Wold-style-cast under -Weverything).
  platform.struct_size = SP_PLATFORM_STRUCT_SIZE_V0_0_1;
  const char* name = "MY_DEVICE";
  bad |= SP_Platform_set_name(&platform, name) != 1;
  bad |= SP_Platform_set_type(&platform, "GPU") != 1;
  bad |= SP_Platform_get_name(&platform) != name;
#if SE_MAJOR > 0 || SE_MINOR >= 1
  bad |= SP_Platform_set_supports_unified_memory(&platform, 1) != 0;
  bad |= SP_Platform_get_supports_unified_memory(&platform) != 0;
  bad |= SP_Platform_has_supports_unified_memory(&platform) != 0;
#endif
  bad |= SP_Platform_validate(&platform, msg, sizeof msg) != TF_OK;
  bad |= SP_Platform_has_name(nullptr) != 0;
#ifdef SE_lineage_of_core
  // A macro with its tables, expanded here: no params is SE_LINEAGE_ANY, and
  // a core's answer is one of the lineages.
  SE_PlatformRegistrationParams params{};
  params.struct_size = SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE;
  params.platform = &platform;
  bad |= SE_lineage_of_core(nullptr) != SE_LINEAGE_ANY;
  const SE_Lineage lineage = SE_lineage_of_core(&params);
  bad |= lineage != SE_LINEAGE_ANY && lineage != SE_LINEAGE_SEABI && lineage != SE_LINEAGE_TENSORFLOW;
#endif
#ifdef COMPILE_SET_CONST
  // Must not compile: the setter's struct is const.
  const SP_Platform* ro = &platform;
  bad |= SP_Platform_set_name(ro, "X");
#endif
#ifdef COMPILE_WRONG_STRUCT
  // Must not compile: an SP_Device is not an SP_Platform.
  SP_Device device{};
  bad |= SP_Platform_has_name(&device);
#endif
#ifdef COMPILE_USE_DEPRECATED
  SP_TimerFns timer_fns{};
  bad |= SP_Platform_set_visible_device_count(&platform, 1) != 1;
  bad |= platform.visible_device_count != 1;
  bad |= timer_fns.struct_size != 0;
#endif
  return bad;
}

}  // namespace

int main() {
  return check_platform();
}
