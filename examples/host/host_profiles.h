/* generated from schema/se_api.yaml by `make gen`, do not edit.
 *
 * Every core the reference host can act as: each seabi version, TensorFlow
 * edition and in-between layout of the schema, and a core of each lineage
 * newer than this header, as data (generator/seabigen/profiles.py).
 * Include only from host_profile.c. Sizes are the header's size macros, so
 * the compiler computes them on every target; 0 = the core has no such struct.
 */
#ifndef SEABI_HOST_PROFILES_H_
#define SEABI_HOST_PROFILES_H_

#include "se_api.h"

/* One slot per struct with a size macro, in schema order. */
enum host_profile_struct {
  HOST_PS_SP_TimerFns,
  HOST_PS_SP_AllocatorStats,
  HOST_PS_SP_DeviceMemoryBase,
  HOST_PS_SP_Device,
  HOST_PS_SE_CreateDeviceParams,
  HOST_PS_SP_DeviceFns,
  HOST_PS_SE_CreateDeviceFnsParams,
  HOST_PS_SP_StreamOptions,
  HOST_PS_SP_StreamExecutor,
  HOST_PS_SE_CreateStreamExecutorParams,
  HOST_PS_SP_Allocator,
  HOST_PS_SP_AllocatorFns,
  HOST_PS_SP_CustomAllocator,
  HOST_PS_SP_CustomAllocatorFns,
  HOST_PS_SE_CreateAllocatorParams,
  HOST_PS_SE_CreateCustomAllocatorParams,
  HOST_PS_SP_Platform,
  HOST_PS_SP_PlatformFns,
  HOST_PS_SE_PlatformRegistrationParams,
  HOST_PS_COUNT
};

static const char *const host_profile_struct_names[HOST_PS_COUNT] = {
  "SP_TimerFns",
  "SP_AllocatorStats",
  "SP_DeviceMemoryBase",
  "SP_Device",
  "SE_CreateDeviceParams",
  "SP_DeviceFns",
  "SE_CreateDeviceFnsParams",
  "SP_StreamOptions",
  "SP_StreamExecutor",
  "SE_CreateStreamExecutorParams",
  "SP_Allocator",
  "SP_AllocatorFns",
  "SP_CustomAllocator",
  "SP_CustomAllocatorFns",
  "SE_CreateAllocatorParams",
  "SE_CreateCustomAllocatorParams",
  "SP_Platform",
  "SP_PlatformFns",
  "SE_PlatformRegistrationParams",
};

/* Who fills each struct's members (the schema's filled_by, struct_size
 * aside): "plugin" for the structs a plugin settles and fills, "core" for
 * those it only reads, "both" where members differ. */
static const char *const host_profile_struct_filled_by[HOST_PS_COUNT] = {
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "plugin",
  "core",
  "core",
  "plugin",
  "core",
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "core",
  "plugin",
  "plugin",
  "both",
};

typedef struct host_profile_data {
  const char *name;      /* `seabi cores`, --core NAME */
  const char *lineage;   /* "seabi" or "tensorflow" */
  const char *kind;      /* "version", "edition", "in-between" or "newer" */
  const char *summary;
  int32_t major, minor, patch; /* what the core reports to SE_InitPlugin */
  int calls_create_timer_fns;
  size_t sizes[HOST_PS_COUNT];
  /* "Struct.member" the schema marks required that this core does not check. */
  const char *const *not_validated;
} host_profile_data;

static const char *const host_profile_skips_0[] = { NULL };
static const char *const host_profile_skips_1[] = { NULL };
static const char *const host_profile_skips_2[] = { NULL };
static const char *const host_profile_skips_3[] = { NULL };
static const char *const host_profile_skips_4[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_skips_5[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_skips_6[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_skips_7[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_skips_8[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_skips_9[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_skips_10[] = { NULL };
static const char *const host_profile_skips_11[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_skips_12[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_skips_13[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };

static const host_profile_data host_profile_table[] = {
  { "0.0.1", "seabi", "version",
    "seabi 0.0.1 core: RFC 257 exactly as published (2020-09-08): same structs, members, order and types, so a 0.0.1 plugin has the RFC's binary layout.",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_0_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1, SP_DEVICE_STRUCT_SIZE_V0_0_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_PLATFORM_STRUCT_SIZE_V0_0_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1 },
    host_profile_skips_0 },
  { "0.1.0", "seabi", "version",
    "seabi 0.1.0 core: Device description and device count as TensorFlow shipped them: SP_Device strings, SP_DeviceFns, SP_PlatformFns.get_device_count, and SP_Platform.supports_unified_memory.",
    0, 1, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_1_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0, SP_DEVICE_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_PLATFORM_STRUCT_SIZE_V0_1_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0 },
    host_profile_skips_1 },
  { "0.1.1", "seabi", "version",
    "seabi 0.1.1 core: Patch release: documentation only (pci_bus_id format, the meaning of a NULL opaque in SP_DeviceMemoryBase).",
    0, 1, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_1_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1, SP_DEVICE_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_PLATFORM_STRUCT_SIZE_V0_1_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1 },
    host_profile_skips_2 },
  { "0.2.0", "seabi", "version",
    "seabi 0.2.0 core: SP_Platform.use_bfc_allocator replaces the RFC's allocator callbacks, which TensorFlow never implemented (tensorflow/tensorflow#47598).",
    0, 2, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_2_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0, SP_DEVICE_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_PLATFORM_STRUCT_SIZE_V0_2_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0 },
    host_profile_skips_3 },
  { "0.3.0", "seabi", "version",
    "seabi 0.3.0 core: SP_Platform.force_memory_growth; mem_zero, memset and memset32 appended after host_callback (TensorFlow inserted them before it and moved host_callback); timer callbacks deprecated (TensorFlow's core stopped calling them); SP_StreamOptions and SP_StreamExecutor.create_stream_with_options (stream priorities, as TensorFlow master added them), appended after `reserved`.",
    0, 3, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0, SP_DEVICE_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0, SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_PLATFORM_STRUCT_SIZE_V0_3_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 },
    host_profile_skips_4 },
  { "tensorflow-2.5", "tensorflow", "edition",
    "TensorFlow 2.5 core (confirmed): The first layout a TensorFlow core could load.",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 },
    host_profile_skips_5 },
  { "tensorflow-2.7", "tensorflow", "edition",
    "TensorFlow 2.7 core (confirmed): mem_zero, memset and memset32 inserted before host_callback, which moves from offset 256 to 280 on LP64 while SP_STREAMEXECUTOR_STRUCT_SIZE still ends at host_callback (264 -> 288).",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 },
    host_profile_skips_6 },
  { "tensorflow-2.9", "tensorflow", "edition",
    "TensorFlow 2.9 core (confirmed): SP_Platform.force_memory_growth appended (tensorflow/tensorflow#51705).",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 },
    host_profile_skips_7 },
  { "tensorflow-2.14", "tensorflow", "edition",
    "TensorFlow 2.14 core (inferred): Same layout as tensorflow-2.9.",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 },
    host_profile_skips_8 },
  { "tensorflow-master-2026-05", "tensorflow", "edition",
    "TensorFlow master core (inferred): TensorFlow master after 2.21 (stream priorities, May 2026), in no release yet: SP_StreamOptions and SP_StreamExecutor.create_stream_with_options, appended after host_callback (offset 288, SP_STREAMEXECUTOR_STRUCT_SIZE 296 on LP64; 144 and 148 on i386).",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 },
    host_profile_skips_9 },
  { "rfc-257-text", "seabi", "in-between",
    "in-between core (confirmed): A core built from RFC 257's text as published: its SP_PLATFORM_FNS_STRUCT_SIZE ends at destroy_timer_fns, so it hands over an SP_PlatformFns without the four allocator callbacks that follow in the same struct (version 0.0.1's first note).",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT },
    host_profile_skips_10 },
  { "tensorflow-nightly-01de7043", "tensorflow", "in-between",
    "in-between core (confirmed): TensorFlow master and tf-nightly before 2.5 (tensorflow@01de7043, read in tests/editions/SOURCES.md as TF-H1): tensorflow-2.5's layout with SP_Platform ending at supports_unified_memory, before use_bfc_allocator (tensorflow/tensorflow#47598).",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 },
    host_profile_skips_11 },
  { "seabi-next", "seabi", "newer",
    "a seabi core newer than this header: 0.3.0's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)",
    0, 4, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Allocator *)0)->supports_unified_memory), SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorFns *)0)->device_memory_usage), SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocator *)0)->ext), SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocatorFns *)0)->device_memory_usage), SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateAllocatorParams *)0)->allocator_fns), SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateCustomAllocatorParams *)0)->custom_allocator_fns), SP_PLATFORM_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_PlatformFns *)0)->destroy_device_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) },
    host_profile_skips_12 },
  { "tensorflow-next", "tensorflow", "newer",
    "a tensorflow core newer than this header: tensorflow-master-2026-05's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 2) * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 5) * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_PlatformFns *)0)->destroy_timer_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) },
    host_profile_skips_13 },
};

#define HOST_PROFILE_COUNT (sizeof host_profile_table / sizeof host_profile_table[0])

#endif /* SEABI_HOST_PROFILES_H_ */
