/* SE_InitPlugin and the platform / executor tables.
 *
 * Rules followed here (each one a defect seen in real plugins,
 * real_plugins.md sections 2 and 4):
 *  - Check the core's major version and refuse another one with
 *    FAILED_PRECONDITION naming both versions (no real plugin did).
 *  - Never write core-owned fields: the versions (DirectML and MUSA overwrote
 *    them), params->struct_size (rust-tf-pluggabledevice), the
 *    platform/platform_fns pointers, the ordinals (NPU).
 *  - Fill every SP_ struct only through the generated guarded setters, so a
 *    core built against an older header (down to 0.0.1) that allocated a
 *    smaller struct is never written past (MUSA's old memset(sizeof)). The
 *    plugin may lower struct_size to its own size (telling a newer core which
 *    fields it knows) but never raises it.
 *  - Keep filling deprecated fields older cores still read:
 *    visible_device_count (0.0.1 cores have no get_device_count) and the timer
 *    callbacks (cores before 0.3.0 validate them).
 *  - Platform name/type are string literals matching [A-Z][A-Z_]* (the RFC
 *    tutorial used a dangling std::string and "MyDevice").
 *  - Safe to call twice in one process (tensorflow/tensorflow#55497): no
 *    state is created here except the configuration snapshot. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>

#include "sd_internal.h"

/* Settles a struct the core handed over on the layout this build fills
 * (S_settle_in in se_api.h: never larger than the core's struct_size), before
 * filling it, so every setter sees a layout this header knows. A size
 * that matches no layout this header knows fails the call: the plugin cannot
 * know where the core expects the members. */
#define SD_SETTLE_OR_FAIL(TYPE, s, status)                                 \
  do {                                                                     \
    size_t sd_core_size_ = TYPE##_get_struct_size(s);                      \
    if (TYPE##_settle_in((s), sd_core_lineage) == 0) {                     \
      sd_status((status), TF_FAILED_PRECONDITION,                          \
                "%s: struct_size %zu matches no layout this plugin knows", \
                #TYPE, sd_core_size_);                                     \
      return;                                                              \
    }                                                                      \
  } while (0)

/* The lineage of the core that registered us (SE_lineage_of_core: the
 * version it reported, else what its SP_Platform's struct_size proves):
 * written once in SE_InitPlugin, before the core calls anything else, and
 * read by every later settle. It places struct sizes of cores newer than
 * this header, which struct_size alone cannot. */
static SE_Lineage sd_core_lineage = SE_LINEAGE_ANY;

SE_Lineage sd_core_lineage_get(void) { return sd_core_lineage; }

/* ---- platform callbacks ------------------------------------------------- */
static void get_device_count(const SP_Platform *platform, int *device_count,
                             TF_Status *status) {
  (void)platform;
  if (device_count == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "get_device_count: device_count is NULL");
    return;
  }
  *device_count = sd_config_get().device_count;
  sd_status_ok(status);
}

static void create_device(const SP_Platform *platform,
                          SE_CreateDeviceParams *params, TF_Status *status) {
  (void)platform;
  if (params == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "create_device: params is NULL");
    return;
  }
  int32_t ordinal = SE_CreateDeviceParams_get_ordinal(params);
  SP_Device *device = SE_CreateDeviceParams_get_device(params);
  sd_config cfg = sd_config_get();
  if (!SE_CreateDeviceParams_has_device(params) || device == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_device: params->device is NULL or not covered by "
              "params->struct_size %zu",
              params->struct_size);
    return;
  }
  if (ordinal < 0 || ordinal >= cfg.device_count) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_device: ordinal %" PRId32 " is out of range [0, %d)",
              ordinal, cfg.device_count);
    return;
  }
  /* Settle first: the setters below then see a layout this build knows. */
  SD_SETTLE_OR_FAIL(SP_Device, device, status);
  if (!SP_Device_has_device_handle(device)) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "create_device: device->struct_size %zu does not cover "
              "device_handle (expected at least %zu)",
              device->struct_size, (size_t)SP_DEVICE_STRUCT_SIZE_V0_0_1);
    return;
  }
  sd_device *dev = sd_device_create(ordinal, cfg.capacity_bytes);
  if (dev == NULL) {
    sd_status(status, TF_RESOURCE_EXHAUSTED,
              "create_device: cannot create device %" PRId32
              " (out of memory or of device slots)",
              ordinal);
    return;
  }
  /* The plugin fills the whole SP_Device (RFC 257): TensorFlow's core hands
   * it over with only struct_size set, ordinal included. */
  SP_Device_set_ext(device, NULL);
  SP_Device_set_ordinal(device, ordinal);
  SP_Device_set_device_handle(device, dev);
  SP_Device_set_hardware_name(device, dev->hardware_name);
  SP_Device_set_device_vendor(device, dev->vendor);
  SP_Device_set_pci_bus_id(device, dev->pci_bus_id);
  sd_status_ok(status);
}

static void destroy_device(const SP_Platform *platform, SP_Device *device) {
  (void)platform;
  if (device == NULL) return;
  sd_device *dev = (sd_device *)sd_handle_retire(
      SP_Device_get_device_handle(device), SD_KIND_DEVICE, "destroy_device");
  if (dev == NULL) return;
  sd_device_destroy(dev);
  sd_device_unref(dev);
  SP_Device_set_device_handle(device, NULL);
}

static void create_device_fns(const SP_Platform *platform,
                              SE_CreateDeviceFnsParams *params,
                              TF_Status *status) {
  (void)platform;
  SP_DeviceFns *fns = SE_CreateDeviceFnsParams_get_device_fns(params);
  if (fns == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_device_fns: params or params->device_fns is NULL");
    return;
  }
  SD_SETTLE_OR_FAIL(SP_DeviceFns, fns, status);
  sd_fill_device_fns(fns);
  sd_status_ok(status);
}

static void destroy_device_fns(const SP_Platform *platform,
                               SP_DeviceFns *device_fns) {
  (void)platform;
  (void)device_fns; /* nothing allocated */
}

static void fill_stream_executor(SP_StreamExecutor *se, const sd_config *cfg) {
  SP_StreamExecutor_set_ext(se, NULL);
  SP_StreamExecutor_set_allocate(se, sd_se_allocate);
  SP_StreamExecutor_set_deallocate(se, sd_se_deallocate);
  SP_StreamExecutor_set_host_memory_allocate(se, sd_se_host_memory_allocate);
  SP_StreamExecutor_set_host_memory_deallocate(se,
                                               sd_se_host_memory_deallocate);
  /* Unified memory exactly when the platform says it supports it. */
  SP_StreamExecutor_set_unified_memory_allocate(
      se, cfg->unified_memory ? sd_se_unified_memory_allocate : NULL);
  SP_StreamExecutor_set_unified_memory_deallocate(
      se, cfg->unified_memory ? sd_se_unified_memory_deallocate : NULL);
  SP_StreamExecutor_set_get_allocator_stats(se, sd_se_get_allocator_stats);
  SP_StreamExecutor_set_device_memory_usage(se, sd_se_device_memory_usage);
  SP_StreamExecutor_set_create_stream(se, sd_se_create_stream);
  SP_StreamExecutor_set_destroy_stream(se, sd_se_destroy_stream);
  SP_StreamExecutor_set_create_stream_dependency(
      se, sd_se_create_stream_dependency);
  SP_StreamExecutor_set_get_stream_status(se, sd_se_get_stream_status);
  SP_StreamExecutor_set_create_event(se, sd_se_create_event);
  SP_StreamExecutor_set_destroy_event(se, sd_se_destroy_event);
  SP_StreamExecutor_set_get_event_status(se, sd_se_get_event_status);
  SP_StreamExecutor_set_record_event(se, sd_se_record_event);
  SP_StreamExecutor_set_wait_for_event(se, sd_se_wait_for_event);
  /* Deprecated in 0.3.0, still filled: older cores validate and call them. */
  SD_DELIBERATE_DEPRECATED_BEGIN
  SP_StreamExecutor_set_create_timer(se, sd_se_create_timer);
  SP_StreamExecutor_set_destroy_timer(se, sd_se_destroy_timer);
  SP_StreamExecutor_set_start_timer(se, sd_se_start_timer);
  SP_StreamExecutor_set_stop_timer(se, sd_se_stop_timer);
  SD_DELIBERATE_DEPRECATED_END
  SP_StreamExecutor_set_memcpy_dtoh(se, sd_se_memcpy_dtoh);
  SP_StreamExecutor_set_memcpy_htod(se, sd_se_memcpy_htod);
  /* Optional in the schema but called unconditionally by real cores. */
  SP_StreamExecutor_set_memcpy_dtod(se, sd_se_memcpy_dtod);
  SP_StreamExecutor_set_sync_memcpy_dtoh(se, sd_se_sync_memcpy_dtoh);
  SP_StreamExecutor_set_sync_memcpy_htod(se, sd_se_sync_memcpy_htod);
  SP_StreamExecutor_set_sync_memcpy_dtod(se, sd_se_sync_memcpy_dtod);
  SP_StreamExecutor_set_block_host_for_event(se, sd_se_block_host_for_event);
  SP_StreamExecutor_set_block_host_until_done(
      se, cfg->omit_block_host_until_done ? NULL : sd_se_block_host_until_done);
  SP_StreamExecutor_set_synchronize_all_activity(
      se, sd_se_synchronize_all_activity);
  SP_StreamExecutor_set_host_callback(se, sd_se_host_callback);
  /* 0.3.0: appended after host_callback, skipped by older cores' sizes. */
  SP_StreamExecutor_set_mem_zero(se, sd_se_mem_zero);
  SP_StreamExecutor_set_memset(se, sd_se_memset);
  SP_StreamExecutor_set_memset32(se, sd_se_memset32);
  /* 0.3.0 (after `reserved`) and TensorFlow master (after host_callback):
   * the accessor writes it where the core's layout has it, nowhere in a
   * core too old for it (that core falls back to create_stream). */
  SP_StreamExecutor_set_create_stream_with_options(
      se, sd_se_create_stream_with_options);
}

static void create_stream_executor(const SP_Platform *platform,
                                   SE_CreateStreamExecutorParams *params,
                                   TF_Status *status) {
  (void)platform;
  SP_StreamExecutor *se =
      SE_CreateStreamExecutorParams_get_stream_executor(params);
  if (se == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_stream_executor: params or params->stream_executor is "
              "NULL");
    return;
  }
  if (se->struct_size == 0) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "create_stream_executor: stream_executor->struct_size is 0; "
              "the core must set it to SP_STREAMEXECUTOR_STRUCT_SIZE");
    return;
  }
  sd_config cfg = sd_config_get();
  SD_SETTLE_OR_FAIL(SP_StreamExecutor, se, status);
  fill_stream_executor(se, &cfg);
  sd_status_ok(status);
}

static void destroy_stream_executor(const SP_Platform *platform,
                                    SP_StreamExecutor *stream_executor) {
  (void)platform;
  (void)stream_executor; /* the table holds only function pointers */
}

/* Timer callbacks: deprecated since 0.3.0, kept for older cores. */
SD_DELIBERATE_DEPRECATED_BEGIN
static void create_timer_fns(const SP_Platform *platform, SP_TimerFns *timer,
                             TF_Status *status) {
  (void)platform;
  if (timer == NULL || timer->struct_size == 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_timer_fns: timer_fns is NULL or has struct_size 0");
    return;
  }
  SD_SETTLE_OR_FAIL(SP_TimerFns, timer, status);
  SP_TimerFns_set_ext(timer, NULL);
  SP_TimerFns_set_nanoseconds(timer, sd_timer_nanoseconds);
  sd_status_ok(status);
}

static void destroy_timer_fns(const SP_Platform *platform,
                              SP_TimerFns *timer_fns) {
  (void)platform;
  (void)timer_fns;
}
SD_DELIBERATE_DEPRECATED_END

static void destroy_platform(SP_Platform *platform) {
  (void)platform; /* name/type are literals */
  /* Teardown point: with nothing live, release quarantined memory (and
   * what a profiling session kept) so a host that unloads the plugin sees
   * no leak. */
  sd_profile_shutdown();
  sd_memory_flush_host_quarantine();
  sd_handles_flush_quarantine();
}

static void destroy_platform_fns(SP_PlatformFns *platform_fns) {
  (void)platform_fns;
}

/* ---- the entry point -----------------------------------------------------
 * SE_PLUGIN_EXPORT (from se_api.h) is visibility("default"): with
 * -fvisibility=hidden this and SIMDEV_GetCounters are the only exports. */
SE_PLUGIN_EXPORT void SE_InitPlugin(SE_PlatformRegistrationParams *params,
                                    TF_Status *status) {
  static const char *const caller = "SE_InitPlugin";
  if (params == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: params is NULL", caller);
    return;
  }
  /* Every field we need exists since 0.0.1; a smaller size is no core. */
  if (params->struct_size <
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "%s: params->struct_size is %zu, smaller than "
              "SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE of the oldest "
              "supported version 0.0.1 (%zu)",
              caller, params->struct_size,
              (size_t)SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1);
    return;
  }
  int32_t major = SE_PlatformRegistrationParams_get_major_version(params);
  int32_t minor = SE_PlatformRegistrationParams_get_minor_version(params);
  int32_t patch = SE_PlatformRegistrationParams_get_patch_version(params);
  if (major != SE_MAJOR) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "%s: the core uses StreamExecutor C API %" PRId32 ".%" PRId32
              ".%" PRId32
              " but this plugin was built for %d.%d.%d; major "
              "version %" PRId32 " is not supported (need %d)",
              caller, major, minor, patch, SE_MAJOR, SE_MINOR, SE_PATCH, major,
              SE_MAJOR);
    return;
  }
  SP_Platform *platform = SE_PlatformRegistrationParams_get_platform(params);
  SP_PlatformFns *fns = SE_PlatformRegistrationParams_get_platform_fns(params);
  if (platform == NULL || fns == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: params->platform (%p) and params->platform_fns (%p) must "
              "point at core-owned structs",
              caller, (void *)platform, (void *)fns);
    return;
  }
  sd_core_lineage = SE_lineage_of_core(params);
  /* The params too: destroy_platform and destroy_platform_fns are ours to
   * fill (README, rule 2). */
  SD_SETTLE_OR_FAIL(SE_PlatformRegistrationParams, params, status);
  SD_SETTLE_OR_FAIL(SP_Platform, platform, status);
  SD_SETTLE_OR_FAIL(SP_PlatformFns, fns, status);
  SD_DELIBERATE_DEPRECATED_BEGIN
  if (!SP_Platform_has_type(platform) ||
      !SP_PlatformFns_has_destroy_timer_fns(fns)) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "%s: platform->struct_size %zu / platform_fns->struct_size %zu "
              "are smaller than the 0.0.1 layout (%zu / %zu)",
              caller, platform->struct_size, fns->struct_size,
              (size_t)SP_PLATFORM_STRUCT_SIZE_V0_0_1,
              (size_t)SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1);
    return;
  }
  SD_DELIBERATE_DEPRECATED_END
  char msg[256];
  if (!sd_config_load(msg, sizeof msg)) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s", msg);
    return;
  }
  sd_config cfg = sd_config_get();

  SP_Platform_set_ext(platform, NULL);
  SP_Platform_set_name(platform, SD_PLATFORM_NAME);
  SP_Platform_set_type(platform, SD_PLATFORM_TYPE);
  /* Deprecated since 0.1.0 but the only device count a 0.0.1 core has. */
  SD_DELIBERATE_DEPRECATED_BEGIN
  SP_Platform_set_visible_device_count(platform, (size_t)cfg.device_count);
  SD_DELIBERATE_DEPRECATED_END
  SP_Platform_set_supports_unified_memory(platform,
                                          (TF_Bool)cfg.unified_memory);
  SP_Platform_set_use_bfc_allocator(platform, (TF_Bool)cfg.use_bfc_allocator);
  SP_Platform_set_force_memory_growth(platform,
                                      (TF_Bool)cfg.force_memory_growth);

  SP_PlatformFns_set_ext(fns, NULL);
  SP_PlatformFns_set_create_device(fns, create_device);
  SP_PlatformFns_set_destroy_device(fns, destroy_device);
  SP_PlatformFns_set_create_stream_executor(fns, create_stream_executor);
  SP_PlatformFns_set_destroy_stream_executor(fns, destroy_stream_executor);
  SD_DELIBERATE_DEPRECATED_BEGIN
  SP_PlatformFns_set_create_timer_fns(fns, create_timer_fns);
  SP_PlatformFns_set_destroy_timer_fns(fns, destroy_timer_fns);
  /* The RFC allocator callbacks were never implemented by TensorFlow
   * (replaced by use_bfc_allocator): explicitly absent. */
  SP_PlatformFns_set_create_allocator(fns, NULL);
  SP_PlatformFns_set_destroy_allocator(fns, NULL);
  SP_PlatformFns_set_create_custom_allocator(fns, NULL);
  SP_PlatformFns_set_destroy_custom_allocator(fns, NULL);
  SD_DELIBERATE_DEPRECATED_END
  SP_PlatformFns_set_get_device_count(fns, get_device_count);
  SP_PlatformFns_set_create_device_fns(fns, create_device_fns);
  SP_PlatformFns_set_destroy_device_fns(fns, destroy_device_fns);

  SE_PlatformRegistrationParams_set_destroy_platform(params, destroy_platform);
  SE_PlatformRegistrationParams_set_destroy_platform_fns(params,
                                                         destroy_platform_fns);
  sd_log(2,
         "%s: registered %s/%s with %d device(s) for core %" PRId32 ".%" PRId32
         ".%" PRId32,
         caller, SD_PLATFORM_NAME, SD_PLATFORM_TYPE, cfg.device_count, major,
         minor, patch);
  sd_status_ok(status);
}
