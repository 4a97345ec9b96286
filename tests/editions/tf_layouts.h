/* tests/editions/tf_layouts.h -- test fixture, written by hand.
 *
 * The struct layouts TensorFlow's core actually shipped for
 * tensorflow/c/experimental/stream_executor/stream_executor.h. TensorFlow
 * never changed SE_MAJOR/SE_MINOR/SE_PATCH (0.0.1 in every version), so the
 * layouts are told apart here by "edition" number instead:
 *
 *   1  pre-release master, Feb-Mar 2021: SP_Platform ends at
 *      supports_unified_memory. No TensorFlow release shipped it.
 *   2  + SP_Platform.use_bfc_allocator (TensorFlow 2.5.0 and 2.6).
 *   3  + mem_zero, memset, memset32 inserted BEFORE host_callback
 *      (TensorFlow 2.7, 2.8).
 *   4  + SP_Platform.force_memory_growth (TensorFlow 2.9 onwards).
 *   5  same layout as 4; the core no longer calls create_timer_fns nor
 *      checks any timer callback (first release 2.13 or 2.14).
 *   6  + SP_StreamOptions and SP_StreamExecutor.create_stream_with_options
 *      appended after host_callback (TensorFlow master after 2.21, May
 *      2026; in no release). Position inferred; SP_StreamOptions is written
 *      WITHOUT ext, a decision (whether TensorFlow's has ext is not
 *      established; SOURCES.md gives both layouts).
 *
 * Evidence, confidence and what could not be established are in
 * tests/editions/SOURCES.md. Names, types and member order are facts taken
 * from TensorFlow's public headers; the text here is our own.
 *
 * Use: define TFE_EDITION to 1..6, then include this file once per
 * translation unit. Every identifier carries a TFE_ prefix so the file can
 * sit in the same translation unit as seabi's se_api.h. The only
 * unprefixed name is the tag `struct TF_Status`, which is the very type
 * TensorFlow's tf_status.h (and se_api.h) declare, so the three agree.
 *
 * The *_STRUCT_SIZE macros are TensorFlow's: offset of the named member plus
 * its size, i.e. the unpadded size, never sizeof. */
#ifndef SEABI_TESTS_EDITIONS_TF_LAYOUTS_H_
#define SEABI_TESTS_EDITIONS_TF_LAYOUTS_H_

#include <stddef.h>
#include <stdint.h>

#ifndef TFE_EDITION
#error "tf_layouts.h: define TFE_EDITION (1..6) before including it"
#endif
#if TFE_EDITION < 1 || TFE_EDITION > 6
#error "tf_layouts.h: TFE_EDITION must be 1, 2, 3, 4, 5 or 6"
#endif

/* ---- Edition identity ---------------------------------------------------
 * TFE_EDITION_NAME is the recommended name: the first TensorFlow release
 * that shipped the edition. Edition 1 shipped in no release, so it gets a
 * nightly name and TFE_EDITION_RELEASED 0. Edition 5's first release is 2.13
 * or 2.14 (see SOURCES.md); 2.14 is the first release known to have it.
 * Edition 6 is TensorFlow master after 2.21, in no release: it is named by
 * the month of the snapshot and is RELEASED 0, but the schema models it
 * (as an edition without first_release). */
#if TFE_EDITION == 1
#define TFE_EDITION_NAME "tf-nightly-2.5-pre-bfc"
#define TFE_EDITION_RELEASED 0
#elif TFE_EDITION == 2
#define TFE_EDITION_NAME "tensorflow-2.5"
#define TFE_EDITION_RELEASED 1
#elif TFE_EDITION == 3
#define TFE_EDITION_NAME "tensorflow-2.7"
#define TFE_EDITION_RELEASED 1
#elif TFE_EDITION == 4
#define TFE_EDITION_NAME "tensorflow-2.9"
#define TFE_EDITION_RELEASED 1
#elif TFE_EDITION == 5
#define TFE_EDITION_NAME "tensorflow-2.14"
#define TFE_EDITION_RELEASED 1
#else
#define TFE_EDITION_NAME "tensorflow-master-2026-05"
#define TFE_EDITION_RELEASED 0
#endif

/* Every edition reports the same wire version in
 * SE_PlatformRegistrationParams.{major,minor,patch}_version. */
#define TFE_SE_MAJOR 0
#define TFE_SE_MINOR 0
#define TFE_SE_PATCH 1

/* ---- What the core of this edition does with a plugin -------------------
 * 1 = yes, 0 = no. Confidence per edition is in SOURCES.md. */
/* create_timer_fns is called at registration and SP_TimerFns.nanoseconds,
 * create/destroy_timer_fns and the four SP_StreamExecutor timer callbacks
 * must be non-NULL. */
#define TFE_CORE_USES_TIMERS (TFE_EDITION <= 4)
/* mem_zero, memset and memset32 must be non-NULL (checked after
 * host_callback). */
#define TFE_CORE_REQUIRES_FILLS (TFE_EDITION >= 3)
/* ~CPlatform calls destroy_timer_fns without a NULL check, in every edition
 * (so a plugin must keep setting it even where the core never validates
 * it). */
#define TFE_CORE_CALLS_DESTROY_TIMER_FNS 1

#define TFE_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(((TYPE*)0)->MEMBER))

#ifdef __cplusplus
extern "C" {
#endif

/* TensorFlow's TF_Bool is a macro for unsigned char. */
typedef unsigned char TFE_TF_Bool;

/* Opaque in TensorFlow too (tensorflow/c/tf_status.h). */
struct TF_Status;

/* Handles whose pointee the plugin defines. */
typedef struct TFE_SP_Stream_st* TFE_SP_Stream;
typedef struct TFE_SP_Event_st* TFE_SP_Event;
typedef struct TFE_SP_Timer_st* TFE_SP_Timer;

/* What host_callback receives; first argument is callback_arg. */
typedef void (*TFE_SE_StatusCallbackFn)(void* const arg,
                                        struct TF_Status* const status);

/* ---- SP_TimerFns (same in every edition) ------------------------------- */
typedef struct TFE_SP_TimerFns {
  size_t struct_size;
  void* ext;
  uint64_t (*nanoseconds)(TFE_SP_Timer timer);
} TFE_SP_TimerFns;
#define TFE_SP_TIMER_FNS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_TimerFns, nanoseconds)
#define TFE_SP_TIMER_FNS_MEMBERS(X) X(struct_size) X(ext) X(nanoseconds)

/* ---- SP_AllocatorStats (same in every edition; no ext member) ---------- */
typedef struct TFE_SP_AllocatorStats {
  size_t struct_size;
  int64_t num_allocs;
  int64_t bytes_in_use;
  int64_t peak_bytes_in_use;
  int64_t largest_alloc_size;
  int8_t has_bytes_limit;
  int64_t bytes_limit;
  int64_t bytes_reserved;
  int64_t peak_bytes_reserved;
  int8_t has_bytes_reservable_limit;
  int64_t bytes_reservable_limit;
  int64_t largest_free_block_bytes;
} TFE_SP_AllocatorStats;
#define TFE_SP_ALLOCATORSTATS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_AllocatorStats, largest_free_block_bytes)
#define TFE_SP_ALLOCATORSTATS_MEMBERS(X)                                   \
  X(struct_size) X(num_allocs) X(bytes_in_use) X(peak_bytes_in_use)        \
  X(largest_alloc_size) X(has_bytes_limit) X(bytes_limit) X(bytes_reserved) \
  X(peak_bytes_reserved) X(has_bytes_reservable_limit)                      \
  X(bytes_reservable_limit) X(largest_free_block_bytes)

/* ---- SE_EventStatus ----------------------------------------------------- */
typedef enum TFE_SE_EventStatus {
  TFE_SE_EVENT_UNKNOWN = 0,
  TFE_SE_EVENT_ERROR = 1,
  TFE_SE_EVENT_PENDING = 2,
  TFE_SE_EVENT_COMPLETE = 3
} TFE_SE_EventStatus;

/* ---- SP_DeviceMemoryBase: the size macro ends at payload in every
 * edition (an intermediate RFC revision ended it at size). --------------- */
typedef struct TFE_SP_DeviceMemoryBase {
  size_t struct_size;
  void* ext;
  void* opaque;
  uint64_t size;
  uint64_t payload;
} TFE_SP_DeviceMemoryBase;
#define TFE_SP_DEVICE_MEMORY_BASE_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_DeviceMemoryBase, payload)
#define TFE_SP_DEVICE_MEMORY_BASE_MEMBERS(X) \
  X(struct_size) X(ext) X(opaque) X(size) X(payload)

/* ---- SP_Device: three optional strings after device_handle (not in the
 * RFC), same in every edition. ------------------------------------------- */
typedef struct TFE_SP_Device {
  size_t struct_size;
  void* ext;
  int32_t ordinal;
  void* device_handle;
  const char* hardware_name;
  const char* device_vendor;
  const char* pci_bus_id;
} TFE_SP_Device;
#define TFE_SP_DEVICE_STRUCT_SIZE TFE_OFFSET_OF_END(TFE_SP_Device, pci_bus_id)
#define TFE_SP_DEVICE_MEMBERS(X)                                        \
  X(struct_size) X(ext) X(ordinal) X(device_handle) X(hardware_name) \
  X(device_vendor) X(pci_bus_id)

/* ---- SE_CreateDeviceParams ---------------------------------------------- */
typedef struct TFE_SE_CreateDeviceParams {
  size_t struct_size;
  void* ext;
  int32_t ordinal;
  TFE_SP_Device* device;
} TFE_SE_CreateDeviceParams;
#define TFE_SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SE_CreateDeviceParams, device)
#define TFE_SE_CREATE_DEVICE_PARAMS_MEMBERS(X) \
  X(struct_size) X(ext) X(ordinal) X(device)

/* ---- SP_DeviceFns (not in the RFC; every callback optional) ------------- */
typedef struct TFE_SP_DeviceFns {
  size_t struct_size;
  void* ext;
  int32_t (*get_numa_node)(const TFE_SP_Device* device);
  int64_t (*get_memory_bandwidth)(const TFE_SP_Device* device);
  double (*get_gflops)(const TFE_SP_Device* device);
} TFE_SP_DeviceFns;
#define TFE_SP_DEVICE_FNS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_DeviceFns, get_gflops)
#define TFE_SP_DEVICE_FNS_MEMBERS(X) \
  X(struct_size) X(ext) X(get_numa_node) X(get_memory_bandwidth) X(get_gflops)

/* ---- SE_CreateDeviceFnsParams (not in the RFC) -------------------------- */
typedef struct TFE_SE_CreateDeviceFnsParams {
  size_t struct_size;
  void* ext;
  TFE_SP_DeviceFns* device_fns;
} TFE_SE_CreateDeviceFnsParams;
#define TFE_SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SE_CreateDeviceFnsParams, device_fns)
#define TFE_SE_CREATE_DEVICE_FNS_PARAMS_MEMBERS(X) \
  X(struct_size) X(ext) X(device_fns)

/* ---- SP_StreamOptions (edition 6 only): what the core passes to
 * create_stream_with_options. The core brace-initialises it with
 * SP_STREAM_OPTIONS_STRUCT_SIZE, then sets has_priority (a priority was
 * configured) and priority (the value, else 0). Written without `ext`:
 * the header text was not read, see SOURCES.md. ------------------------- */
#if TFE_EDITION >= 6
typedef struct TFE_SP_StreamOptions {
  size_t struct_size;
  TFE_TF_Bool has_priority;
  int32_t priority;
} TFE_SP_StreamOptions;
#define TFE_SP_STREAM_OPTIONS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_StreamOptions, priority)
#define TFE_SP_STREAM_OPTIONS_MEMBERS(X) \
  X(struct_size) X(has_priority) X(priority)
#endif

/* ---- SP_StreamExecutor ---------------------------------------------------
 * Every callback takes `const TFE_SP_Device*` first, host_callback included
 * (the RFC's host_callback took a non-const SP_Device*). From edition 3 the
 * three fill callbacks sit between synchronize_all_activity and
 * host_callback, so host_callback moves by three pointers while the size
 * macro still ends at host_callback. */
typedef struct TFE_SP_StreamExecutor {
  size_t struct_size;
  void* ext;

  /* memory */
  void (*allocate)(const TFE_SP_Device* device, uint64_t size,
                   int64_t memory_space, TFE_SP_DeviceMemoryBase* mem);
  void (*deallocate)(const TFE_SP_Device* device,
                     TFE_SP_DeviceMemoryBase* memory);
  void* (*host_memory_allocate)(const TFE_SP_Device* device, uint64_t size);
  void (*host_memory_deallocate)(const TFE_SP_Device* device, void* mem);
  void* (*unified_memory_allocate)(const TFE_SP_Device* device,
                                   uint64_t bytes);
  void (*unified_memory_deallocate)(const TFE_SP_Device* device,
                                    void* location);
  TFE_TF_Bool (*get_allocator_stats)(const TFE_SP_Device* device,
                                     TFE_SP_AllocatorStats* stats);
  TFE_TF_Bool (*device_memory_usage)(const TFE_SP_Device* device,
                                     int64_t* free, int64_t* total);

  /* streams */
  void (*create_stream)(const TFE_SP_Device* device, TFE_SP_Stream* stream,
                        struct TF_Status* status);
  void (*destroy_stream)(const TFE_SP_Device* device, TFE_SP_Stream stream);
  void (*create_stream_dependency)(const TFE_SP_Device* device,
                                   TFE_SP_Stream dependent,
                                   TFE_SP_Stream other,
                                   struct TF_Status* status);
  void (*get_stream_status)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                            struct TF_Status* status);

  /* events */
  void (*create_event)(const TFE_SP_Device* device, TFE_SP_Event* event,
                       struct TF_Status* status);
  void (*destroy_event)(const TFE_SP_Device* device, TFE_SP_Event event);
  TFE_SE_EventStatus (*get_event_status)(const TFE_SP_Device* device,
                                         TFE_SP_Event event);
  void (*record_event)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                       TFE_SP_Event event, struct TF_Status* status);
  /* TensorFlow spells this one with top-level const on device and status;
   * that does not change the type. */
  void (*wait_for_event)(const TFE_SP_Device* const device,
                         TFE_SP_Stream stream, TFE_SP_Event event,
                         struct TF_Status* const status);

  /* timers (still present in every edition, unused by edition 5's core) */
  void (*create_timer)(const TFE_SP_Device* device, TFE_SP_Timer* timer,
                       struct TF_Status* status);
  void (*destroy_timer)(const TFE_SP_Device* device, TFE_SP_Timer timer);
  void (*start_timer)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                      TFE_SP_Timer timer, struct TF_Status* status);
  void (*stop_timer)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                     TFE_SP_Timer timer, struct TF_Status* status);

  /* copies */
  void (*memcpy_dtoh)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                      void* host_dst,
                      const TFE_SP_DeviceMemoryBase* device_src,
                      uint64_t size, struct TF_Status* status);
  void (*memcpy_htod)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                      TFE_SP_DeviceMemoryBase* device_dst,
                      const void* host_src, uint64_t size,
                      struct TF_Status* status);
  void (*memcpy_dtod)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                      TFE_SP_DeviceMemoryBase* device_dst,
                      const TFE_SP_DeviceMemoryBase* device_src,
                      uint64_t size, struct TF_Status* status);
  void (*sync_memcpy_dtoh)(const TFE_SP_Device* device, void* host_dst,
                           const TFE_SP_DeviceMemoryBase* device_src,
                           uint64_t size, struct TF_Status* status);
  void (*sync_memcpy_htod)(const TFE_SP_Device* device,
                           TFE_SP_DeviceMemoryBase* device_dst,
                           const void* host_src, uint64_t size,
                           struct TF_Status* status);
  void (*sync_memcpy_dtod)(const TFE_SP_Device* device,
                           TFE_SP_DeviceMemoryBase* device_dst,
                           const TFE_SP_DeviceMemoryBase* device_src,
                           uint64_t size, struct TF_Status* status);

  /* synchronisation */
  void (*block_host_for_event)(const TFE_SP_Device* device,
                               TFE_SP_Event event, struct TF_Status* status);
  void (*block_host_until_done)(const TFE_SP_Device* device,
                                TFE_SP_Stream stream,
                                struct TF_Status* status);
  void (*synchronize_all_activity)(const TFE_SP_Device* device,
                                   struct TF_Status* status);

#if TFE_EDITION >= 3
  /* fills: inserted here, not appended (edition 3 onwards) */
  void (*mem_zero)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                   TFE_SP_DeviceMemoryBase* location, uint64_t size,
                   struct TF_Status* status);
  void (*memset)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                 TFE_SP_DeviceMemoryBase* location, uint8_t pattern,
                 uint64_t size, struct TF_Status* status);
  /* `size` counts bytes, not 32-bit words. */
  void (*memset32)(const TFE_SP_Device* device, TFE_SP_Stream stream,
                   TFE_SP_DeviceMemoryBase* location, uint32_t pattern,
                   uint64_t size, struct TF_Status* status);
#endif

  TFE_TF_Bool (*host_callback)(const TFE_SP_Device* device,
                               TFE_SP_Stream stream,
                               TFE_SE_StatusCallbackFn callback_fn,
                               void* callback_arg);

#if TFE_EDITION >= 6
  /* appended after host_callback (edition 6); optional: the core falls back
   * to create_stream when struct_size does not cover it or it is NULL. */
  void (*create_stream_with_options)(const TFE_SP_Device* device,
                                     const TFE_SP_StreamOptions* options,
                                     TFE_SP_Stream* stream,
                                     struct TF_Status* status);
#endif
} TFE_SP_StreamExecutor;
#if TFE_EDITION >= 6
#define TFE_SP_STREAMEXECUTOR_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_StreamExecutor, create_stream_with_options)
#define TFE_SP_STREAMEXECUTOR_OPTIONS_MEMBERS_(X) X(create_stream_with_options)
#else
#define TFE_SP_STREAMEXECUTOR_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_StreamExecutor, host_callback)
#define TFE_SP_STREAMEXECUTOR_OPTIONS_MEMBERS_(X)
#endif

#if TFE_EDITION >= 3
#define TFE_SP_STREAMEXECUTOR_FILL_MEMBERS_(X) X(mem_zero) X(memset) X(memset32)
#else
#define TFE_SP_STREAMEXECUTOR_FILL_MEMBERS_(X)
#endif
#define TFE_SP_STREAMEXECUTOR_MEMBERS(X)                                      \
  X(struct_size) X(ext) X(allocate) X(deallocate) X(host_memory_allocate)     \
  X(host_memory_deallocate) X(unified_memory_allocate)                        \
  X(unified_memory_deallocate) X(get_allocator_stats) X(device_memory_usage)  \
  X(create_stream) X(destroy_stream) X(create_stream_dependency)              \
  X(get_stream_status) X(create_event) X(destroy_event) X(get_event_status)   \
  X(record_event) X(wait_for_event) X(create_timer) X(destroy_timer)          \
  X(start_timer) X(stop_timer) X(memcpy_dtoh) X(memcpy_htod) X(memcpy_dtod)   \
  X(sync_memcpy_dtoh) X(sync_memcpy_htod) X(sync_memcpy_dtod)                 \
  X(block_host_for_event) X(block_host_until_done)                            \
  X(synchronize_all_activity) TFE_SP_STREAMEXECUTOR_FILL_MEMBERS_(X)          \
  X(host_callback) TFE_SP_STREAMEXECUTOR_OPTIONS_MEMBERS_(X)

/* ---- SE_CreateStreamExecutorParams -------------------------------------- */
typedef struct TFE_SE_CreateStreamExecutorParams {
  size_t struct_size;
  void* ext;
  TFE_SP_StreamExecutor* stream_executor;
} TFE_SE_CreateStreamExecutorParams;
#define TFE_SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SE_CreateStreamExecutorParams, stream_executor)
#define TFE_SE_CREATE_STREAM_EXECUTOR_PARAMS_MEMBERS(X) \
  X(struct_size) X(ext) X(stream_executor)

/* ---- SP_Platform: the RFC's visible_device_count is gone; flags are
 * appended one per edition and the size macro follows the last one. ----- */
typedef struct TFE_SP_Platform {
  size_t struct_size;
  void* ext;
  const char* name; /* must match [A-Z][A-Z_]* */
  const char* type; /* must match [A-Z][A-Z_]* */
  TFE_TF_Bool supports_unified_memory;
#if TFE_EDITION >= 2
  TFE_TF_Bool use_bfc_allocator;
#endif
#if TFE_EDITION >= 4
  TFE_TF_Bool force_memory_growth;
#endif
} TFE_SP_Platform;

#if TFE_EDITION >= 4
#define TFE_SP_PLATFORM_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_Platform, force_memory_growth)
#define TFE_SP_PLATFORM_FLAG_MEMBERS_(X) \
  X(use_bfc_allocator) X(force_memory_growth)
#elif TFE_EDITION >= 2
#define TFE_SP_PLATFORM_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_Platform, use_bfc_allocator)
#define TFE_SP_PLATFORM_FLAG_MEMBERS_(X) X(use_bfc_allocator)
#else
#define TFE_SP_PLATFORM_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_Platform, supports_unified_memory)
#define TFE_SP_PLATFORM_FLAG_MEMBERS_(X)
#endif
#define TFE_SP_PLATFORM_MEMBERS(X)                              \
  X(struct_size) X(ext) X(name) X(type) X(supports_unified_memory) \
  TFE_SP_PLATFORM_FLAG_MEMBERS_(X)

/* ---- SP_PlatformFns: get_device_count first, device-fns pair after
 * destroy_device (both orders differ from the RFC); same in every
 * edition. ---------------------------------------------------------------- */
typedef struct TFE_SP_PlatformFns {
  size_t struct_size;
  void* ext;
  void (*get_device_count)(const TFE_SP_Platform* platform, int* device_count,
                           struct TF_Status* status);
  void (*create_device)(const TFE_SP_Platform* platform,
                        TFE_SE_CreateDeviceParams* params,
                        struct TF_Status* status);
  void (*destroy_device)(const TFE_SP_Platform* platform,
                         TFE_SP_Device* device);
  void (*create_device_fns)(const TFE_SP_Platform* platform,
                            TFE_SE_CreateDeviceFnsParams* params,
                            struct TF_Status* status);
  void (*destroy_device_fns)(const TFE_SP_Platform* platform,
                             TFE_SP_DeviceFns* device_fns);
  void (*create_stream_executor)(const TFE_SP_Platform* platform,
                                 TFE_SE_CreateStreamExecutorParams* params,
                                 struct TF_Status* status);
  void (*destroy_stream_executor)(const TFE_SP_Platform* platform,
                                  TFE_SP_StreamExecutor* stream_executor);
  void (*create_timer_fns)(const TFE_SP_Platform* platform,
                           TFE_SP_TimerFns* timer, struct TF_Status* status);
  void (*destroy_timer_fns)(const TFE_SP_Platform* platform,
                            TFE_SP_TimerFns* timer_fns);
} TFE_SP_PlatformFns;
#define TFE_SP_PLATFORM_FNS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SP_PlatformFns, destroy_timer_fns)
#define TFE_SP_PLATFORM_FNS_MEMBERS(X)                                    \
  X(struct_size) X(ext) X(get_device_count) X(create_device)             \
  X(destroy_device) X(create_device_fns) X(destroy_device_fns)           \
  X(create_stream_executor) X(destroy_stream_executor) X(create_timer_fns) \
  X(destroy_timer_fns)

/* ---- SE_PlatformRegistrationParams (same as the RFC) -------------------- */
typedef struct TFE_SE_PlatformRegistrationParams {
  size_t struct_size;
  void* ext;
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;
  TFE_SP_Platform* platform;
  TFE_SP_PlatformFns* platform_fns;
  void (*destroy_platform)(TFE_SP_Platform* platform);
  void (*destroy_platform_fns)(TFE_SP_PlatformFns* platform_fns);
} TFE_SE_PlatformRegistrationParams;
#define TFE_SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE \
  TFE_OFFSET_OF_END(TFE_SE_PlatformRegistrationParams, destroy_platform_fns)
#define TFE_SE_PLATFORM_REGISTRATION_PARAMS_MEMBERS(X)                     \
  X(struct_size) X(ext) X(major_version) X(minor_version) X(patch_version) \
  X(platform) X(platform_fns) X(destroy_platform) X(destroy_platform_fns)

/* The exported entry point's type (the symbol is SE_InitPlugin). */
typedef void (*TFE_SE_InitPluginFn)(TFE_SE_PlatformRegistrationParams* params,
                                    struct TF_Status* status);

#ifdef __cplusplus
} /* extern "C" */
#endif

#if TFE_EDITION >= 6
#define TFE_STREAM_OPTIONS_STRUCTS_(X)                                 \
  X(SP_StreamOptions, TFE_SP_STREAM_OPTIONS_STRUCT_SIZE,               \
    TFE_SP_STREAM_OPTIONS_MEMBERS)
#else
#define TFE_STREAM_OPTIONS_STRUCTS_(X)
#endif

/* Every struct of the edition, in the header's order:
 * X(TensorFlow name without TFE_, size macro, member-list macro). */
#define TFE_STRUCTS(X)                                                      \
  X(SP_TimerFns, TFE_SP_TIMER_FNS_STRUCT_SIZE, TFE_SP_TIMER_FNS_MEMBERS)    \
  X(SP_AllocatorStats, TFE_SP_ALLOCATORSTATS_STRUCT_SIZE,                   \
    TFE_SP_ALLOCATORSTATS_MEMBERS)                                          \
  X(SP_DeviceMemoryBase, TFE_SP_DEVICE_MEMORY_BASE_STRUCT_SIZE,             \
    TFE_SP_DEVICE_MEMORY_BASE_MEMBERS)                                      \
  X(SP_Device, TFE_SP_DEVICE_STRUCT_SIZE, TFE_SP_DEVICE_MEMBERS)            \
  X(SE_CreateDeviceParams, TFE_SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE,         \
    TFE_SE_CREATE_DEVICE_PARAMS_MEMBERS)                                    \
  X(SP_DeviceFns, TFE_SP_DEVICE_FNS_STRUCT_SIZE, TFE_SP_DEVICE_FNS_MEMBERS) \
  X(SE_CreateDeviceFnsParams, TFE_SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE,  \
    TFE_SE_CREATE_DEVICE_FNS_PARAMS_MEMBERS)                                \
  TFE_STREAM_OPTIONS_STRUCTS_(X)                                            \
  X(SP_StreamExecutor, TFE_SP_STREAMEXECUTOR_STRUCT_SIZE,                   \
    TFE_SP_STREAMEXECUTOR_MEMBERS)                                          \
  X(SE_CreateStreamExecutorParams,                                          \
    TFE_SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE,                       \
    TFE_SE_CREATE_STREAM_EXECUTOR_PARAMS_MEMBERS)                           \
  X(SP_Platform, TFE_SP_PLATFORM_STRUCT_SIZE, TFE_SP_PLATFORM_MEMBERS)      \
  X(SP_PlatformFns, TFE_SP_PLATFORM_FNS_STRUCT_SIZE,                        \
    TFE_SP_PLATFORM_FNS_MEMBERS)                                            \
  X(SE_PlatformRegistrationParams,                                          \
    TFE_SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE,                        \
    TFE_SE_PLATFORM_REGISTRATION_PARAMS_MEMBERS)

#endif /* SEABI_TESTS_EDITIONS_TF_LAYOUTS_H_ */
