/* Which header version a plugin was built for, as far as its struct sizes
 * tell. A plugin sets each SP_ struct's struct_size to its own header's macro,
 * so the value names the layout it knows. Versions with identical layouts
 * (0.1.0 and 0.1.1) cannot be told apart; the mask keeps both. */
#include "host.h"

#include <stdio.h>

/* One row per schema version; the per-version macros come from se_api.h. */
static const struct {
  const char *name;
  size_t platform, platform_fns, stream_executor, device;
} versions[] = {
    {"0.0.1", SP_PLATFORM_STRUCT_SIZE_V0_0_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1,
     SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1, SP_DEVICE_STRUCT_SIZE_V0_0_1},
    {"0.1.0", SP_PLATFORM_STRUCT_SIZE_V0_1_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0,
     SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0, SP_DEVICE_STRUCT_SIZE_V0_1_0},
    {"0.1.1", SP_PLATFORM_STRUCT_SIZE_V0_1_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1,
     SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1, SP_DEVICE_STRUCT_SIZE_V0_1_1},
    {"0.2.0", SP_PLATFORM_STRUCT_SIZE_V0_2_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0,
     SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0, SP_DEVICE_STRUCT_SIZE_V0_2_0},
    {"0.3.0", SP_PLATFORM_STRUCT_SIZE_V0_3_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0,
     SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0, SP_DEVICE_STRUCT_SIZE_V0_3_0},
};
#define NVERSIONS (sizeof versions / sizeof versions[0])

unsigned host_version_count(void) { return (unsigned)NVERSIONS; }

const char *host_version_name(unsigned index) {
  return index < NVERSIONS ? versions[index].name : "?";
}

unsigned host_version_mask(enum host_struct_kind which, size_t size) {
  unsigned mask = 0;
  for (unsigned i = 0; i < NVERSIONS; i++) {
    size_t v = which == HOST_STRUCT_PLATFORM          ? versions[i].platform
               : which == HOST_STRUCT_PLATFORM_FNS    ? versions[i].platform_fns
               : which == HOST_STRUCT_STREAM_EXECUTOR ? versions[i].stream_executor
                                                      : versions[i].device;
    if (v == size) mask |= 1u << i;
  }
  return mask;
}

const char *host_version_mask_str(unsigned mask, char *buf, size_t n) {
  int lo = -1, hi = -1;
  for (unsigned i = 0; i < NVERSIONS; i++)
    if (mask & (1u << i)) {
      if (lo < 0) lo = (int)i;
      hi = (int)i;
    }
  if (lo < 0)
    host_format(buf, n, "unknown");
  else if (lo == hi)
    host_format(buf, n, "%s", versions[lo].name);
  else
    host_format(buf, n, "%s..%s", versions[lo].name, versions[hi].name);
  return buf;
}
