/* Which core the host acts as. A profile is data (host_profiles.h, generated
 * from the schema): the sizes that core gives every struct, the version it
 * reports, whether it calls create_timer_fns and which required members it
 * does not validate. The host has one code path; it asks the active profile
 * for every size and fact instead of using this build's size macros.
 *
 * The profile is process-wide: the conformance runner selects one before it
 * forks a child per case, so every case of a run sees the same core. */
#include "host.h"

#include <stdio.h>
#include <string.h>

#include "host_profiles.h"

/* The slot in the generated table for each struct the host hands over. */
static const char *const kind_names[HOST_SZ_COUNT] = {
    [HOST_SZ_REGISTRATION_PARAMS] = "SE_PlatformRegistrationParams",
    [HOST_SZ_PLATFORM] = "SP_Platform",
    [HOST_SZ_PLATFORM_FNS] = "SP_PlatformFns",
    [HOST_SZ_DEVICE_FNS] = "SP_DeviceFns",
    [HOST_SZ_CREATE_DEVICE_FNS_PARAMS] = "SE_CreateDeviceFnsParams",
    [HOST_SZ_STREAM_EXECUTOR] = "SP_StreamExecutor",
    [HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS] = "SE_CreateStreamExecutorParams",
    [HOST_SZ_TIMER_FNS] = "SP_TimerFns",
    [HOST_SZ_DEVICE] = "SP_Device",
    [HOST_SZ_CREATE_DEVICE_PARAMS] = "SE_CreateDeviceParams",
    [HOST_SZ_DEVICE_MEMORY_BASE] = "SP_DeviceMemoryBase",
    [HOST_SZ_ALLOCATOR_STATS] = "SP_AllocatorStats",
};

/* The core's object is its struct's sizeof at that version: struct_size
 * rounded up to the struct's alignment (trailing padding is the core's). */
static const size_t kind_align[HOST_SZ_COUNT] = {
    [HOST_SZ_REGISTRATION_PARAMS] = _Alignof(SE_PlatformRegistrationParams),
    [HOST_SZ_PLATFORM] = _Alignof(SP_Platform),
    [HOST_SZ_PLATFORM_FNS] = _Alignof(SP_PlatformFns),
    [HOST_SZ_DEVICE_FNS] = _Alignof(SP_DeviceFns),
    [HOST_SZ_CREATE_DEVICE_FNS_PARAMS] = _Alignof(SE_CreateDeviceFnsParams),
    [HOST_SZ_STREAM_EXECUTOR] = _Alignof(SP_StreamExecutor),
    [HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS] = _Alignof(SE_CreateStreamExecutorParams),
    [HOST_SZ_TIMER_FNS] = _Alignof(SP_TimerFns),
    [HOST_SZ_DEVICE] = _Alignof(SP_Device),
    [HOST_SZ_CREATE_DEVICE_PARAMS] = _Alignof(SE_CreateDeviceParams),
    [HOST_SZ_DEVICE_MEMORY_BASE] = _Alignof(SP_DeviceMemoryBase),
    [HOST_SZ_ALLOCATOR_STATS] = _Alignof(SP_AllocatorStats),
};

/* This build's own sizeof, the most the host ever reads through a pointer. */
static const size_t kind_sizeof[HOST_SZ_COUNT] = {
    [HOST_SZ_REGISTRATION_PARAMS] = sizeof(SE_PlatformRegistrationParams),
    [HOST_SZ_PLATFORM] = sizeof(SP_Platform),
    [HOST_SZ_PLATFORM_FNS] = sizeof(SP_PlatformFns),
    [HOST_SZ_DEVICE_FNS] = sizeof(SP_DeviceFns),
    [HOST_SZ_CREATE_DEVICE_FNS_PARAMS] = sizeof(SE_CreateDeviceFnsParams),
    [HOST_SZ_STREAM_EXECUTOR] = sizeof(SP_StreamExecutor),
    [HOST_SZ_CREATE_STREAM_EXECUTOR_PARAMS] = sizeof(SE_CreateStreamExecutorParams),
    [HOST_SZ_TIMER_FNS] = sizeof(SP_TimerFns),
    [HOST_SZ_DEVICE] = sizeof(SP_Device),
    [HOST_SZ_CREATE_DEVICE_PARAMS] = sizeof(SE_CreateDeviceParams),
    [HOST_SZ_DEVICE_MEMORY_BASE] = sizeof(SP_DeviceMemoryBase),
    [HOST_SZ_ALLOCATOR_STATS] = sizeof(SP_AllocatorStats),
};

static int slot_of(enum host_struct_slot kind) {
  for (int i = 0; i < HOST_PS_COUNT; i++)
    if (strcmp(host_profile_struct_names[i], kind_names[kind]) == 0) return i;
  return -1;
}

/* The newest seabi version: the last seabi row (rows are oldest first). */
static size_t default_index(void) {
  size_t best = 0;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
    if (strcmp(host_profile_table[i].lineage, "seabi") == 0) best = i;
  return best;
}

static size_t active = (size_t)-1;

static const host_profile_data *cur(void) {
  if (active >= HOST_PROFILE_COUNT) active = default_index();
  return &host_profile_table[active];
}

size_t host_profile_count(void) { return HOST_PROFILE_COUNT; }

const char *host_profile_name(size_t i) {
  return i < HOST_PROFILE_COUNT ? host_profile_table[i].name : NULL;
}

const char *host_profile_summary(size_t i) {
  return i < HOST_PROFILE_COUNT ? host_profile_table[i].summary : NULL;
}

const char *host_profile_default_name(void) { return host_profile_table[default_index()].name; }

int host_profile_select(const char *name) {
  if (name == NULL) {
    active = default_index();
    return 0;
  }
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++)
    if (strcmp(host_profile_table[i].name, name) == 0) {
      active = i;
      return 0;
    }
  return -1;
}

const char *host_profile_active_name(void) { return cur()->name; }

void host_profile_version(int32_t *major, int32_t *minor, int32_t *patch) {
  *major = cur()->major;
  *minor = cur()->minor;
  *patch = cur()->patch;
}

size_t host_profile_size(enum host_struct_slot kind) {
  int s = slot_of(kind);
  return s < 0 ? 0 : cur()->sizes[s];
}

static size_t round_up(size_t n, size_t align) { return (n + align - 1) / align * align; }

size_t host_object_size_of(enum host_struct_slot kind, size_t struct_size) {
  return round_up(struct_size, kind_align[kind]);
}

size_t host_profile_object_size(enum host_struct_slot kind) {
  return host_object_size_of(kind, host_profile_size(kind));
}

size_t host_profile_host_sizeof(enum host_struct_slot kind) { return kind_sizeof[kind]; }

int host_profile_calls_create_timer_fns(void) { return cur()->calls_create_timer_fns; }

/* seabi cores read a plugin's struct through its struct_size (the guarded
 * getters); TensorFlow's read their own layout whatever the plugin wrote
 * there, checking only that struct_size is not 0. A lineage fact. */
int host_profile_reads_own_layout(void) { return strcmp(cur()->lineage, "seabi") != 0; }

int host_profile_validates(const char *struct_name, const char *member) {
  char want[160];
  host_format(want, sizeof want, "%s.%s", struct_name, member);
  for (const char *const *s = cur()->not_validated; *s; s++)
    if (strcmp(*s, want) == 0) return 0;
  return 1;
}

const char *host_profile_layouts_of(enum host_struct_slot kind, size_t size, char *buf, size_t n) {
  int s = slot_of(kind);
  buf[0] = '\0';
  if (s < 0 || size == 0) return buf;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    if (host_profile_table[i].sizes[s] != size) continue;
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s%s", used ? ", " : "", host_profile_table[i].name);
  }
  return buf;
}

const char *host_profile_layout_name(enum host_struct_slot kind, size_t size) {
  int s = slot_of(kind);
  const char *first = NULL;
  if (s < 0 || size == 0) return NULL;
  for (size_t i = 0; i < HOST_PROFILE_COUNT; i++) {
    if (host_profile_table[i].sizes[s] != size) continue;
    if (strcmp(host_profile_table[i].lineage, cur()->lineage) == 0) return host_profile_table[i].name;
    if (first == NULL) first = host_profile_table[i].name;
  }
  return first;
}

const char *host_profile_struct_name(enum host_struct_slot kind) { return kind_names[kind]; }
