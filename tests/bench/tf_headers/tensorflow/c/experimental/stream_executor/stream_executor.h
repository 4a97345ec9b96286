/*
 * TEST FIXTURE for tests/bench (compile-time comparison). Not TensorFlow code.
 *
 * Declarations equivalent to TensorFlow's
 * tensorflow/c/experimental/stream_executor/stream_executor.h in its newest
 * shipped layout (SP_Platform ends at force_memory_growth; SP_StreamExecutor
 * has mem_zero, memset and memset32 just before host_callback), written from
 * the facts in the project's reference notes, in our own words. `make bench`
 * compares a translation unit including se_api.h with the same unit
 * including this file (which pulls in tf_status.h and c_api_macros.h, as the
 * real one does). The real file is about 500 lines, mostly comments; this one
 * keeps that size and shape so that the preprocessor and the parser see a
 * comparable amount of text.
 *
 * The real file carries a license banner of about this length; this paragraph
 * stands in for it.
 */

#ifndef TENSORFLOW_C_EXPERIMENTAL_STREAM_EXECUTOR_STREAM_EXECUTOR_H_
#define TENSORFLOW_C_EXPERIMENTAL_STREAM_EXECUTOR_STREAM_EXECUTOR_H_

#include <stddef.h>
#include <stdint.h>

#include "tensorflow/c/c_api_macros.h"
#include "tensorflow/c/tf_status.h"

/*
 * OVERVIEW
 *
 * A device plugin is a shared library that TensorFlow loads at start-up. It
 * exports one function, SE_InitPlugin, which fills the platform description
 * and the table of platform callbacks; through those callbacks TensorFlow
 * later creates devices, stream executors and timers.
 *
 * Naming: structs whose name starts with SE_ are filled by the core
 * (TensorFlow) and read by the plugin; structs starting with SP_ are filled
 * by the plugin and read by the core.
 *
 * Versioning: every struct starts with `size_t struct_size`, which the side
 * that fills the struct sets to the matching *_STRUCT_SIZE macro. The value
 * is the size of the struct up to the end of its last member, as that side
 * was compiled. Members are only appended, so a reader can tell from
 * struct_size whether a member exists in the copy it was given.
 *
 * Every struct but SP_AllocatorStats also has a `void* ext` member: in SP_
 * structs the plugin may use it as it likes; in SE_ structs it is reserved
 * and must be NULL.
 *
 * A plugin checks that params->major_version equals SE_MAJOR and refuses to
 * load otherwise. Minor and patch differences are compatible by the rules
 * above.
 *
 * A typical plugin:
 *
 *   void SE_InitPlugin(SE_PlatformRegistrationParams* params,
 *                      TF_Status* status) {
 *     params->platform->struct_size = SP_PLATFORM_STRUCT_SIZE;
 *     params->platform->name = "MY_DEVICE";
 *     params->platform->type = "GPU";
 *     params->platform_fns->get_device_count = my_get_device_count;
 *     ... and the rest of the platform callbacks ...
 *     params->destroy_platform = my_destroy_platform;
 *     params->destroy_platform_fns = my_destroy_platform_fns;
 *   }
 */

#define SE_MAJOR 0
#define SE_MINOR 0
#define SE_PATCH 1

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Handles the plugin defines: the core only passes them back to the plugin's
 * own callbacks and never looks inside.
 */
typedef struct SP_Stream_st* SP_Stream;
typedef struct SP_Event_st* SP_Event;
typedef struct SP_Timer_st* SP_Timer;

/*
 * Called by the plugin when work queued with host_callback has run. `arg` is
 * the callback_arg the core passed to host_callback; the plugin reports the
 * outcome in `status`.
 */
typedef void (*SE_StatusCallbackFn)(void* const arg, TF_Status* const status);

/*
 * Timer callbacks. The core asks for them through create_timer_fns and uses
 * them to read how long a stopped timer ran.
 */
typedef struct SP_TimerFns {
  size_t struct_size;
  void* ext;  /* free for the plugin's use */
  /* Nanoseconds between start_timer and stop_timer on `timer`. */
  uint64_t (*nanoseconds)(SP_Timer timer);
} SP_TimerFns;

#define SP_TIMER_FNS_STRUCT_SIZE TF_OFFSET_OF_END(SP_TimerFns, nanoseconds)

/*
 * Memory statistics the plugin reports from get_allocator_stats. The core
 * sets struct_size before the call. This is the one struct without `ext`.
 * The two int8_t flags say whether the limit that follows each is known.
 */
typedef struct SP_AllocatorStats {
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
} SP_AllocatorStats;

#define SP_ALLOCATORSTATS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SP_AllocatorStats, largest_free_block_bytes)

/*
 * What get_event_status reports. Anything other than PENDING or COMPLETE is
 * treated as a failed event; UNKNOWN should never be returned on purpose.
 */
typedef enum SE_EventStatus {
  SE_EVENT_UNKNOWN,
  SE_EVENT_ERROR,
  SE_EVENT_PENDING,
  SE_EVENT_COMPLETE,
} SE_EventStatus;

/*
 * A region of device memory, as StreamExecutor's DeviceMemoryBase describes
 * it. `opaque` identifies the allocation on the platform and need not be an
 * address the host can use. `size` is in bytes. `payload` belongs to the
 * plugin. The core sets struct_size before asking the plugin to fill one.
 */
typedef struct SP_DeviceMemoryBase {
  size_t struct_size;
  void* ext;  /* reserved for future use */
  /* Platform-specific value naming the allocation. */
  void* opaque;
  /* Allocation size in bytes. */
  uint64_t size;
  /* For the plugin's own bookkeeping. */
  uint64_t payload;
} SP_DeviceMemoryBase;

#define SP_DEVICE_MEMORY_BASE_STRUCT_SIZE \
  TF_OFFSET_OF_END(SP_DeviceMemoryBase, payload)

/*
 * One device of the platform. The core allocates it, sets struct_size and
 * ordinal, and the plugin fills the rest in create_device.
 */
typedef struct SP_Device {
  size_t struct_size;
  void* ext;  /* free for the plugin's use */

  /* Index of the device, from 0; set by the core. */
  int32_t ordinal;

  /* The plugin's own handle for the device. */
  void* device_handle;

  /*
   * Optional, NUL-terminated, used only when the core prints the device:
   * a human-readable model name.
   */
  const char* hardware_name;

  /* Optional, NUL-terminated: who makes the device. */
  const char* device_vendor;

  /*
   * Optional, NUL-terminated PCI address, written as
   * domain:bus:device.function in hexadecimal (dddd:bb:dd.f).
   */
  const char* pci_bus_id;
} SP_Device;

#define SP_DEVICE_STRUCT_SIZE TF_OFFSET_OF_END(SP_Device, pci_bus_id)

/*
 * Arguments of create_device. The core fills ordinal and points `device` at
 * an SP_Device whose struct_size it has set; the plugin fills that device.
 */
typedef struct SE_CreateDeviceParams {
  size_t struct_size;
  void* ext;        /* reserved; NULL */
  int32_t ordinal;  /* which device to create */
  SP_Device* device;  /* in/out */
} SE_CreateDeviceParams;

#define SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SE_CreateDeviceParams, device)

/*
 * Optional callbacks describing a device beyond what SP_Device holds. Each
 * may be left NULL; a negative result also means "not known".
 */
typedef struct SP_DeviceFns {
  size_t struct_size;
  void* ext;  /* reserved; NULL */

  /* NUMA node the device is attached to. */
  int32_t (*get_numa_node)(const SP_Device* device);

  /* Memory bandwidth, in bytes per second. */
  int64_t (*get_memory_bandwidth)(const SP_Device* device);

  /* Peak throughput, in billions of floating-point operations per second. */
  double (*get_gflops)(const SP_Device* device);
} SP_DeviceFns;

#define SP_DEVICE_FNS_STRUCT_SIZE TF_OFFSET_OF_END(SP_DeviceFns, get_gflops)

/*
 * Arguments of create_device_fns: the core points `device_fns` at a struct
 * whose struct_size it has set; the plugin fills it.
 */
typedef struct SE_CreateDeviceFnsParams {
  size_t struct_size;
  void* ext;  /* reserved; NULL */
  SP_DeviceFns* device_fns;  /* output */
} SE_CreateDeviceFnsParams;

#define SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SE_CreateDeviceFnsParams, device_fns)

/*
 * The operations of one device. The plugin fills this table in
 * create_stream_executor; the core calls through it. Every callback receives
 * the device it should act on as its first argument.
 */
typedef struct SP_StreamExecutor {
  size_t struct_size;
  void* ext;  /* reserved; NULL */

  /* ---- memory -------------------------------------------------------- */

  /*
   * Allocates `size` bytes on the device, synchronously, and describes the
   * allocation in `mem`, whose struct_size the core has set. On failure
   * mem->opaque stays NULL. `memory_space` is reserved and always 0.
   */
  void (*allocate)(const SP_Device* device, uint64_t size, int64_t memory_space,
                   SP_DeviceMemoryBase* mem);

  /*
   * Releases memory obtained from allocate. Passing a region whose opaque is
   * NULL is allowed and does nothing.
   */
  void (*deallocate)(const SP_Device* device, SP_DeviceMemoryBase* memory);

  /*
   * Allocates host memory the platform has registered, so that asynchronous
   * copies to and from it are possible. NULL on failure.
   */
  void* (*host_memory_allocate)(const SP_Device* device, uint64_t size);

  /* Releases memory obtained from host_memory_allocate. */
  void (*host_memory_deallocate)(const SP_Device* device, void* mem);

  /*
   * Allocates memory both the host and the device can address. Only needed
   * when SP_Platform.supports_unified_memory is set; NULL on failure.
   */
  void* (*unified_memory_allocate)(const SP_Device* device, uint64_t bytes);

  /* Releases memory obtained from unified_memory_allocate. */
  void (*unified_memory_deallocate)(const SP_Device* device, void* location);

  /*
   * Fills `stats` (the core has set its struct_size). Returns false when the
   * plugin keeps no statistics.
   */
  TF_Bool (*get_allocator_stats)(const SP_Device* device,
                                 SP_AllocatorStats* stats);

  /*
   * Reports the free and the total device memory in bytes. Returns false
   * when they cannot be determined.
   */
  TF_Bool (*device_memory_usage)(const SP_Device* device, int64_t* free,
                                 int64_t* total);

  /* ---- streams ------------------------------------------------------- */

  /* Creates a stream, with whatever platform resources it needs. */
  void (*create_stream)(const SP_Device* device, SP_Stream* stream,
                        TF_Status* status);

  /* Destroys a stream and frees its resources. */
  void (*destroy_stream)(const SP_Device* device, SP_Stream stream);

  /*
   * Makes `dependent` wait, before running anything enqueued on it later,
   * for everything enqueued on `other` so far.
   */
  void (*create_stream_dependency)(const SP_Device* device, SP_Stream dependent,
                                   SP_Stream other, TF_Status* status);

  /* Reports whether the stream is healthy, without waiting for the device. */
  void (*get_stream_status)(const SP_Device* device, SP_Stream stream,
                            TF_Status* status);

  /* ---- events -------------------------------------------------------- */

  /* Creates an event. */
  void (*create_event)(const SP_Device* device, SP_Event* event,
                       TF_Status* status);

  /* Destroys an event. */
  void (*destroy_event)(const SP_Device* device, SP_Event event);

  /* Current state of an event. Must return at once, never block. */
  SE_EventStatus (*get_event_status)(const SP_Device* device, SP_Event event);

  /* Enqueues `event` on `stream`: it completes when the stream reaches it. */
  void (*record_event)(const SP_Device* device, SP_Stream stream,
                       SP_Event event, TF_Status* status);

  /*
   * Makes `stream` wait, before running anything enqueued on it later, until
   * `event` has completed.
   */
  void (*wait_for_event)(const SP_Device* const device, SP_Stream stream,
                         SP_Event event, TF_Status* const status);

  /* ---- timers -------------------------------------------------------- */

  /* Creates a timer. */
  void (*create_timer)(const SP_Device* device, SP_Timer* timer,
                       TF_Status* status);

  /* Destroys a timer. */
  void (*destroy_timer)(const SP_Device* device, SP_Timer timer);

  /* Enqueues the start of `timer` on `stream`. */
  void (*start_timer)(const SP_Device* device, SP_Stream stream, SP_Timer timer,
                      TF_Status* status);

  /* Enqueues the end of `timer` on `stream`. */
  void (*stop_timer)(const SP_Device* device, SP_Stream stream, SP_Timer timer,
                     TF_Status* status);

  /* ---- copies -------------------------------------------------------- */

  /*
   * Enqueues a copy of `size` bytes from device memory to host memory on
   * `stream`. The host buffer must stay valid until the copy has run.
   */
  void (*memcpy_dtoh)(const SP_Device* device, SP_Stream stream, void* host_dst,
                      const SP_DeviceMemoryBase* device_src, uint64_t size,
                      TF_Status* status);

  /* Enqueues a copy of `size` bytes from host memory to device memory. */
  void (*memcpy_htod)(const SP_Device* device, SP_Stream stream,
                      SP_DeviceMemoryBase* device_dst, const void* host_src,
                      uint64_t size, TF_Status* status);

  /* Enqueues a copy of `size` bytes between two device regions. */
  void (*memcpy_dtod)(const SP_Device* device, SP_Stream stream,
                      SP_DeviceMemoryBase* device_dst,
                      const SP_DeviceMemoryBase* device_src, uint64_t size,
                      TF_Status* status);

  /* Copies device memory to host memory and returns when it is done. */
  void (*sync_memcpy_dtoh)(const SP_Device* device, void* host_dst,
                           const SP_DeviceMemoryBase* device_src, uint64_t size,
                           TF_Status* status);

  /* Copies host memory to device memory and returns when it is done. */
  void (*sync_memcpy_htod)(const SP_Device* device,
                           SP_DeviceMemoryBase* device_dst,
                           const void* host_src, uint64_t size,
                           TF_Status* status);

  /* Copies between two device regions and returns when it is done. */
  void (*sync_memcpy_dtod)(const SP_Device* device,
                           SP_DeviceMemoryBase* device_dst,
                           const SP_DeviceMemoryBase* device_src, uint64_t size,
                           TF_Status* status);

  /* ---- waiting ------------------------------------------------------- */

  /* Blocks the calling host thread until `event` has completed. */
  void (*block_host_for_event)(const SP_Device* device, SP_Event event,
                               TF_Status* status);

  /*
   * Blocks the calling host thread until everything enqueued on `stream` has
   * run. May be left NULL: the core then records an event on the stream and
   * waits for it with block_host_for_event.
   */
  void (*block_host_until_done)(const SP_Device* device, SP_Stream stream,
                                TF_Status* status);

  /*
   * Blocks until every stream of the device has finished its work; reports
   * any error met on the way.
   */
  void (*synchronize_all_activity)(const SP_Device* device, TF_Status* status);

  /* ---- filling ------------------------------------------------------- */

  /* Enqueues setting `size` bytes at `location` to zero. */
  void (*mem_zero)(const SP_Device* device, SP_Stream stream,
                   SP_DeviceMemoryBase* location, uint64_t size,
                   TF_Status* status);

  /* Enqueues setting `size` bytes at `location` to the byte `pattern`. */
  void (*memset)(const SP_Device* device, SP_Stream stream,
                 SP_DeviceMemoryBase* location, uint8_t pattern, uint64_t size,
                 TF_Status* status);

  /*
   * Enqueues filling `size` bytes at `location` with the 32-bit `pattern`;
   * `size` is in bytes and a multiple of 4.
   */
  void (*memset32)(const SP_Device* device, SP_Stream stream,
                   SP_DeviceMemoryBase* location, uint32_t pattern,
                   uint64_t size, TF_Status* status);

  /* ---- host work ----------------------------------------------------- */

  /*
   * Enqueues a call of `callback_fn(callback_arg, status)` on the host once
   * the work enqueued on `stream` so far has run. The plugin must call it
   * exactly once. Returns false when the callback could not be enqueued.
   */
  TF_Bool (*host_callback)(const SP_Device* device, SP_Stream stream,
                           SE_StatusCallbackFn callback_fn, void* callback_arg);
} SP_StreamExecutor;

#define SP_STREAMEXECUTOR_STRUCT_SIZE \
  TF_OFFSET_OF_END(SP_StreamExecutor, host_callback)

/*
 * Arguments of create_stream_executor: the core points `stream_executor` at
 * a table whose struct_size it has set; the plugin fills it.
 */
typedef struct SE_CreateStreamExecutorParams {
  size_t struct_size;
  void* ext;  /* reserved; NULL */
  SP_StreamExecutor* stream_executor;  /* output */
} SE_CreateStreamExecutorParams;

#define SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SE_CreateStreamExecutorParams, stream_executor)

/*
 * Describes the platform. The core allocates it and sets struct_size; the
 * plugin fills it in SE_InitPlugin.
 */
typedef struct SP_Platform {
  size_t struct_size;
  void* ext;  /* free for the plugin's use */

  /*
   * Name of the platform, which TensorFlow also calls the device subtype,
   * e.g. "MY_DEVICE". Must match [A-Z][A-Z_]* and differ from every other
   * registered platform.
   */
  const char* name;

  /*
   * Device type the platform registers, e.g. "GPU" or "XPU"; same rule as
   * the name.
   */
  const char* type;

  /* Whether the device can address memory shared with the host. */
  TF_Bool supports_unified_memory;

  /*
   * Whether the core should put its BFC allocator on top of the plugin's
   * allocate/deallocate, instead of calling them for every tensor.
   */
  TF_Bool use_bfc_allocator;

  /*
   * Whether the BFC allocator should grow on demand whatever the user asked
   * for (the allow_growth option is then overridden).
   */
  TF_Bool force_memory_growth;
} SP_Platform;

#define SP_PLATFORM_STRUCT_SIZE TF_OFFSET_OF_END(SP_Platform, force_memory_growth)

/*
 * Platform-wide callbacks, filled by the plugin in SE_InitPlugin. Each one
 * receives the platform it belongs to.
 */
typedef struct SP_PlatformFns {
  size_t struct_size;
  void* ext;  /* free for the plugin's use */

  /* Number of devices of this platform the host can see. */
  void (*get_device_count)(const SP_Platform* platform, int* device_count,
                           TF_Status* status);

  /*
   * Fills params->device for the device numbered params->ordinal. The core
   * has set the device's struct_size.
   */
  void (*create_device)(const SP_Platform* platform,
                        SE_CreateDeviceParams* params, TF_Status* status);

  /*
   * Frees what create_device allocated inside `device`; the SP_Device itself
   * belongs to the core.
   */
  void (*destroy_device)(const SP_Platform* platform, SP_Device* device);

  /* Fills params->device_fns. */
  void (*create_device_fns)(const SP_Platform* platform,
                            SE_CreateDeviceFnsParams* params,
                            TF_Status* status);

  /* Frees what create_device_fns allocated inside `device_fns`. */
  void (*destroy_device_fns)(const SP_Platform* platform,
                             SP_DeviceFns* device_fns);

  /* Fills params->stream_executor with the device callbacks. */
  void (*create_stream_executor)(const SP_Platform* platform,
                                 SE_CreateStreamExecutorParams* params,
                                 TF_Status* status);

  /* Frees what create_stream_executor allocated inside `stream_executor`. */
  void (*destroy_stream_executor)(const SP_Platform* platform,
                                  SP_StreamExecutor* stream_executor);

  /* Fills `timer_fns`. */
  void (*create_timer_fns)(const SP_Platform* platform, SP_TimerFns* timer_fns,
                           TF_Status* status);

  /* Frees what create_timer_fns allocated inside `timer_fns`. */
  void (*destroy_timer_fns)(const SP_Platform* platform,
                            SP_TimerFns* timer_fns);
} SP_PlatformFns;

#define SP_PLATFORM_FNS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SP_PlatformFns, destroy_timer_fns)

/*
 * What the core hands to SE_InitPlugin. It fills the version numbers and
 * points `platform` and `platform_fns` at structs it owns and whose
 * struct_size it has set; the plugin fills those and sets the two destroy
 * callbacks, which the core calls when it drops the platform.
 */
typedef struct SE_PlatformRegistrationParams {
  size_t struct_size;
  void* ext;  /* reserved; NULL */

  /* The C API version the core was built with (SE_MAJOR and friends). */
  int32_t major_version;
  int32_t minor_version;
  int32_t patch_version;

  SP_Platform* platform;        /* output, owned by the core */
  SP_PlatformFns* platform_fns;  /* output, owned by the core */

  /* Frees what the plugin allocated inside `platform`. */
  void (*destroy_platform)(SP_Platform* platform);

  /* Frees what the plugin allocated inside `platform_fns`. */
  void (*destroy_platform_fns)(SP_PlatformFns* platform_fns);
} SE_PlatformRegistrationParams;

#define SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE \
  TF_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform_fns)

/*
 * The plugin's entry point; the core looks it up by name after loading the
 * library. The plugin checks the major version, fills `params` and reports
 * failure, if any, in `status`.
 */
void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* TENSORFLOW_C_EXPERIMENTAL_STREAM_EXECUTOR_STREAM_EXECUTOR_H_ */
