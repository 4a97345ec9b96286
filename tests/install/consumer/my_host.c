/* A host linked as docs/header.md says ("Building and linking"), with
 * examples/host/tf_status.c providing the TF_* status functions and
 * -rdynamic exporting them; it loads a plugin the way TensorFlow does
 * (RTLD_NOW | RTLD_LOCAL) and registers it.
 * Usage: my_host PLUGIN.so   prints "registered NAME TYPE" or why not. */
#include <dlfcn.h>
#include <se_api.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  void* lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL) {
    printf("dlopen failed: %s\n", dlerror());
    return 1;
  }
  SE_InitPluginFn init;
  void* sym = dlsym(lib, "SE_InitPlugin");
  if (sym == NULL) return 1;
  memcpy(&init, &sym, sizeof init); /* POSIX: data pointer to function pointer */

  SP_Platform platform;
  SP_PlatformFns fns;
  SE_PlatformRegistrationParams params;
  memset(&platform, 0, sizeof platform);
  memset(&fns, 0, sizeof fns);
  memset(&params, 0, sizeof params);
  platform.struct_size = SP_PLATFORM_STRUCT_SIZE;
  fns.struct_size = SP_PLATFORM_FNS_STRUCT_SIZE;
  params.struct_size = SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE;
  params.major_version = SE_MAJOR;
  params.minor_version = SE_MINOR;
  params.patch_version = SE_PATCH;
  params.platform = &platform;
  params.platform_fns = &fns;
  TF_Status* status = TF_NewStatus();
  init(&params, status);
  TF_Code code = TF_GetCode(status);
  TF_DeleteStatus(status);
  if (code != TF_OK) {
    printf("SE_InitPlugin failed: code %d\n", (int)code);
    return 1;
  }
  printf("registered %s %s\n", platform.name, platform.type);
  return 0;
}
