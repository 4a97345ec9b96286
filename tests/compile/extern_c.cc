// Compile-matrix translation unit: C++ code that includes the headers inside
// extern "C" { }, as some C++ code does with every C header. The headers'
// C++ helpers are templates, which may not have C linkage; the headers give
// them C++ linkage themselves. Every seabi header, or with WRAPPED_DROP_INS
// every TensorFlow drop-in, or with WRAPPED_PJRT the PJRT header, each used
// through an accessor that instantiates those templates.
extern "C" {
#if defined(WRAPPED_DROP_INS)
#include "se_api_tensorflow.h"
#include "graph_api_tensorflow.h"
#include "profiler_api_tensorflow.h"
#elif defined(WRAPPED_PJRT)
#include "pjrt_seabi.h"
#else
#include "se_api.h"
#include "graph_api.h"
#include "profiler_api.h"
#endif
}

int wrapped_uses_the_templates();

int wrapped_uses_the_templates() {
#if defined(WRAPPED_PJRT)
  PJRT_Api api{};
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  return PJRT_Api_has_pjrt_api_version(&api);
#else
  SP_Platform platform{};
  TP_Profiler profiler{};
  platform.struct_size = SP_PLATFORM_STRUCT_SIZE;
  profiler.struct_size = TP_PROFILER_STRUCT_SIZE;
  // A dispatching getter (its table through the row templates), a deprecated
  // member's accessor (a function template) and settling.
  return SP_Platform_get_supports_unified_memory(&platform) + static_cast<int>(SP_Platform_get_visible_device_count(&platform)) +
         static_cast<int>(SP_Platform_settle_in(&platform, SE_LINEAGE_ANY)) + TP_Profiler_has_device_type(&profiler);
#endif
}
