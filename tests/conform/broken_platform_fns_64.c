/* Real defect: a plugin written from RFC 257's text sets
 * SP_PlatformFns.struct_size to the RFC's SP_PLATFORM_FNS_STRUCT_SIZE (64 on
 * LP64: it ends at destroy_timer_fns) in a core whose layout is longer, so
 * the core must read get_device_count and the device-fns callbacks as
 * absent. seabi gives verdicts naming them; the host never calls them. */
#define MINI_NAME "RFC_TEXT"
#define MINI_BUG_PLATFORM_FNS_64 1
#include "mini_plugin.inc.c"
