/* A plugin built against the installed header with the link line
 * docs/header.md gives ("Building and linking"). It calls TF_SetStatus but
 * does not define it: the process that loads it provides it. */
#include <se_api.h>

SE_PLUGIN_EXPORT void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status) {
  if (SE_PlatformRegistrationParams_get_major_version(params) != SE_MAJOR) {
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "built for another SE API major version");
    return;
  }
  SP_Platform* platform = SE_PlatformRegistrationParams_get_platform(params);
  SP_Platform_set_name(platform, "LINK_TEST");
  SP_Platform_set_type(platform, "LINKTEST");
  TF_SetStatus(status, TF_OK, "");
}
