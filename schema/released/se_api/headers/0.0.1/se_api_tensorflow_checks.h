/*
 * se_api_tensorflow_checks.h: the opt-in sections of se_api_tensorflow.h (StreamExecutor C API as TensorFlow ships it, tensorflow-2.14).
 *
 * GENERATED FILE - DO NOT EDIT.
 * Generated from schema/se_api.yaml by seabigen 1.0.0.
 * Regenerate with: make header AT=tensorflow-2.14 OUT=se_api_tensorflow.h (frozen with release 0.0.1)
 *
 * Do not include it yourself: define SE_API_VALIDATORS and/or SE_API_LAYOUT_PINS
 * before including se_api_tensorflow.h, which then includes this file where
 * its declarations are complete.
 */
#ifndef SE_API_TENSORFLOW_H_
#error "se_api_tensorflow_checks.h is read through se_api_tensorflow.h: define SE_API_VALIDATORS or SE_API_LAYOUT_PINS, then include se_api_tensorflow.h"
#endif
#ifndef SE_API_TENSORFLOW_CHECKS_H_
#define SE_API_TENSORFLOW_CHECKS_H_

/* ---- Validators (opt-in: define SE_API_VALIDATORS) -----------------------
 * S_validate(s, ..., msg, msg_size) returns TF_OK, or TF_FAILED_PRECONDITION
 * with TensorFlow's wording in msg: struct_size 0, a required member NULL
 * (not deprecated in this version), or a name that breaks its pattern. A
 * required member the struct_size does not cover is missing too ("... must
 * be set (struct_size 39 ends before it)."): TensorFlow's core would read
 * the slot anyway. Only a struct_size that is exactly a known layout
 * without the member (an older producer's) may leave it out. Compiled only where
 * asked for: most translation units never validate, and these bodies are
 * a large share of what including the header costs. */
#if defined(SE_API_VALIDATORS)
#ifndef SE_PRIVATE_SHARED_VALIDATOR_HELPERS
/* Shared with every seabi header's validators: the first one defines them. */
#define SE_PRIVATE_SHARED_VALIDATOR_HELPERS

/* Writes "<before><value><after>" into msg (when given); returns the code. */
SE_INLINE TF_Code se_private_fail(char* msg, size_t msg_size, const char* before, const char* value, const char* after) {
  /* A three-piece concatenation, truncated like snprintf: not worth <stdio.h>
   * in every translation unit that includes this header. */
  const char* parts[3];
  size_t n = 0, i;
  parts[0] = before;
  parts[1] = value;
  parts[2] = after;
  if (msg == SE_NULL || msg_size == 0) return TF_FAILED_PRECONDITION;
  for (i = 0; i < 3; i++) {
    const char* p = parts[i];
    while (*p != '\0' && n + 1 < msg_size) msg[n++] = *p++;
  }
  msg[n] = '\0';
  return TF_FAILED_PRECONDITION;
}

/* A required member the struct_size leaves out: "<what> (struct_size N ends
 * before it)." when N stops short of the member's end in this header's
 * layout, "<what> (struct_size N matches no layout that has it)." otherwise. */
SE_INLINE TF_Code se_private_fail_uncovered(char* msg, size_t msg_size, const char* what, size_t struct_size, size_t member_end) {
  char digits[3 * sizeof(size_t) + 1];
  char* d = digits + sizeof digits - 1;
  size_t used = 0, rest = struct_size;
  *d = '\0';
  do {
    *--d = "0123456789"[rest % 10]; /* no cast: C++ -Wold-style-cast */
    rest /= 10;
  } while (rest != 0);
  (void)se_private_fail(msg, msg_size, what, " (struct_size ", d);
  if (msg == SE_NULL || msg_size == 0) return TF_FAILED_PRECONDITION;
  while (msg[used] != '\0') used++;
  return se_private_fail(msg + used, msg_size - used,
                         struct_size < member_end ? " ends before it)." : " matches no layout that has it).", "", "");
}
#endif /* SE_PRIVATE_SHARED_VALIDATOR_HELPERS */

/* Full match of [A-Z][A-Z_]*. */
SE_INLINE int se_private_se_match_0(const char* s) {
  if (!((s[0] >= 'A' && s[0] <= 'Z'))) return 0;
  for (s++; *s != '\0'; s++) {
    if (!((*s >= 'A' && *s <= 'Z') || *s == '_')) return 0;
  }
  return 1;
}

SE_INLINE TF_Code SP_TimerFns_validate(const SP_TimerFns* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_TimerFns is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_TimerFns` structure with `struct_size` field set to SP_TIMER_FNS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_AllocatorStats_validate(const SP_AllocatorStats* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_AllocatorStats is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_AllocatorStats` structure with `struct_size` field set to SP_ALLOCATORSTATS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_DeviceMemoryBase_validate(const SP_DeviceMemoryBase* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_DeviceMemoryBase is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_DeviceMemoryBase` structure with `struct_size` field set to SP_DEVICE_MEMORY_BASE_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_Device_validate(const SP_Device* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_Device is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_Device` structure with `struct_size` field set to SP_DEVICE_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SE_CreateDeviceParams_validate(const SE_CreateDeviceParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SE_CreateDeviceParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SE_CreateDeviceParams` structure with `struct_size` field set to SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_DeviceFns_validate(const SP_DeviceFns* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_DeviceFns is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_DeviceFns` structure with `struct_size` field set to SP_DEVICE_FNS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SE_CreateDeviceFnsParams_validate(const SE_CreateDeviceFnsParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SE_CreateDeviceFnsParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SE_CreateDeviceFnsParams` structure with `struct_size` field set to SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_StreamExecutor_validate(const SP_StreamExecutor* s, const SP_Platform* platform, char* msg, size_t msg_size) {
  (void)platform;
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_StreamExecutor is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_StreamExecutor` structure with `struct_size` field set to SP_STREAMEXECUTOR_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!SP_StreamExecutor_has_allocate(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'allocate' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, allocate));
  } else if (SP_StreamExecutor_get_allocate(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'allocate' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_deallocate(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'deallocate' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, deallocate));
  } else if (SP_StreamExecutor_get_deallocate(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'deallocate' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_host_memory_allocate(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'host_memory_allocate' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_memory_allocate));
  } else if (SP_StreamExecutor_get_host_memory_allocate(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'host_memory_allocate' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_host_memory_deallocate(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'host_memory_deallocate' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_memory_deallocate));
  } else if (SP_StreamExecutor_get_host_memory_deallocate(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'host_memory_deallocate' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_get_allocator_stats(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'get_allocator_stats' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, get_allocator_stats));
  } else if (SP_StreamExecutor_get_get_allocator_stats(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'get_allocator_stats' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_device_memory_usage(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'device_memory_usage' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, device_memory_usage));
  } else if (SP_StreamExecutor_get_device_memory_usage(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'device_memory_usage' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_create_stream(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'create_stream' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, create_stream));
  } else if (SP_StreamExecutor_get_create_stream(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_stream' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_destroy_stream(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_stream' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, destroy_stream));
  } else if (SP_StreamExecutor_get_destroy_stream(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_stream' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_create_stream_dependency(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'create_stream_dependency' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, create_stream_dependency));
  } else if (SP_StreamExecutor_get_create_stream_dependency(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_stream_dependency' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_get_stream_status(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'get_stream_status' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, get_stream_status));
  } else if (SP_StreamExecutor_get_get_stream_status(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'get_stream_status' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_create_event(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'create_event' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, create_event));
  } else if (SP_StreamExecutor_get_create_event(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_event' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_destroy_event(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_event' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, destroy_event));
  } else if (SP_StreamExecutor_get_destroy_event(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_event' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_get_event_status(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'get_event_status' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, get_event_status));
  } else if (SP_StreamExecutor_get_get_event_status(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'get_event_status' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_record_event(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'record_event' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, record_event));
  } else if (SP_StreamExecutor_get_record_event(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'record_event' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_wait_for_event(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'wait_for_event' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, wait_for_event));
  } else if (SP_StreamExecutor_get_wait_for_event(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'wait_for_event' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_memcpy_dtoh(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'memcpy_dtoh' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memcpy_dtoh));
  } else if (SP_StreamExecutor_get_memcpy_dtoh(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'memcpy_dtoh' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_memcpy_htod(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'memcpy_htod' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memcpy_htod));
  } else if (SP_StreamExecutor_get_memcpy_htod(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'memcpy_htod' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_sync_memcpy_dtoh(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'sync_memcpy_dtoh' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, sync_memcpy_dtoh));
  } else if (SP_StreamExecutor_get_sync_memcpy_dtoh(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'sync_memcpy_dtoh' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_sync_memcpy_htod(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'sync_memcpy_htod' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, sync_memcpy_htod));
  } else if (SP_StreamExecutor_get_sync_memcpy_htod(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'sync_memcpy_htod' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_block_host_for_event(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'block_host_for_event' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, block_host_for_event));
  } else if (SP_StreamExecutor_get_block_host_for_event(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'block_host_for_event' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_synchronize_all_activity(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'synchronize_all_activity' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, synchronize_all_activity));
  } else if (SP_StreamExecutor_get_synchronize_all_activity(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'synchronize_all_activity' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_mem_zero(s)) {
    if (s->struct_size != SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5) return se_private_fail_uncovered(msg, msg_size, "'mem_zero' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, mem_zero));
  } else if (SP_StreamExecutor_get_mem_zero(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'mem_zero' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_memset(s)) {
    if (s->struct_size != SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5) return se_private_fail_uncovered(msg, msg_size, "'memset' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset));
  } else if (SP_StreamExecutor_get_memset(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'memset' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_memset32(s)) {
    if (s->struct_size != SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5) return se_private_fail_uncovered(msg, msg_size, "'memset32' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset32));
  } else if (SP_StreamExecutor_get_memset32(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'memset32' field in SP_StreamExecutor must be set.", "", "");
  }
  if (!SP_StreamExecutor_has_host_callback(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'host_callback' field in SP_StreamExecutor must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_callback));
  } else if (SP_StreamExecutor_get_host_callback(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'host_callback' field in SP_StreamExecutor must be set.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SE_CreateStreamExecutorParams_validate(const SE_CreateStreamExecutorParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SE_CreateStreamExecutorParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SE_CreateStreamExecutorParams` structure with `struct_size` field set to SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_Platform_validate(const SP_Platform* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_Platform is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_Platform` structure with `struct_size` field set to SP_PLATFORM_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!SP_Platform_has_name(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'name' field in SP_Platform must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_Platform, name));
  } else if (SP_Platform_get_name(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'name' field in SP_Platform must be set.", "", "");
  }
  if (SP_Platform_get_name(s) != SE_NULL && !se_private_se_match_0(SP_Platform_get_name(s))) {
    return se_private_fail(msg, msg_size, "Device name/type '", SP_Platform_get_name(s), "' must match [A-Z][A-Z_]*.");
  }
  if (!SP_Platform_has_type(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'type' field in SP_Platform must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_Platform, type));
  } else if (SP_Platform_get_type(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'type' field in SP_Platform must be set.", "", "");
  }
  if (SP_Platform_get_type(s) != SE_NULL && !se_private_se_match_0(SP_Platform_get_type(s))) {
    return se_private_fail(msg, msg_size, "Device name/type '", SP_Platform_get_type(s), "' must match [A-Z][A-Z_]*.");
  }
  return TF_OK;
}

SE_INLINE TF_Code SP_PlatformFns_validate(const SP_PlatformFns* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SP_PlatformFns is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SP_PlatformFns` structure with `struct_size` field set to SP_PLATFORM_FNS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!SP_PlatformFns_has_create_device(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'create_device' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, create_device));
  } else if (SP_PlatformFns_get_create_device(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_device' field in SP_PlatformFns must be set.", "", "");
  }
  if (!SP_PlatformFns_has_destroy_device(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_device' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_device));
  } else if (SP_PlatformFns_get_destroy_device(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_device' field in SP_PlatformFns must be set.", "", "");
  }
  if (!SP_PlatformFns_has_create_device_fns(s)) {
    if (s->struct_size != SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT) return se_private_fail_uncovered(msg, msg_size, "'create_device_fns' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, create_device_fns));
  } else if (SP_PlatformFns_get_create_device_fns(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_device_fns' field in SP_PlatformFns must be set.", "", "");
  }
  if (!SP_PlatformFns_has_destroy_device_fns(s)) {
    if (s->struct_size != SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT) return se_private_fail_uncovered(msg, msg_size, "'destroy_device_fns' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_device_fns));
  } else if (SP_PlatformFns_get_destroy_device_fns(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_device_fns' field in SP_PlatformFns must be set.", "", "");
  }
  if (!SP_PlatformFns_has_create_stream_executor(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'create_stream_executor' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, create_stream_executor));
  } else if (SP_PlatformFns_get_create_stream_executor(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'create_stream_executor' field in SP_PlatformFns must be set.", "", "");
  }
  if (!SP_PlatformFns_has_destroy_stream_executor(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_stream_executor' field in SP_PlatformFns must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_stream_executor));
  } else if (SP_PlatformFns_get_destroy_stream_executor(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_stream_executor' field in SP_PlatformFns must be set.", "", "");
  }
  return TF_OK;
}

SE_INLINE TF_Code SE_PlatformRegistrationParams_validate(const SE_PlatformRegistrationParams* s, char* msg, size_t msg_size) {
  if (msg != SE_NULL && msg_size > 0) msg[0] = '\0';
  if (s == SE_NULL) return se_private_fail(msg, msg_size, "SE_PlatformRegistrationParams is NULL.", "", "");
  if (s->struct_size == 0) {
    return se_private_fail(msg, msg_size, "Expected initialized `SE_PlatformRegistrationParams` structure with `struct_size` field set to SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE. Found `struct_size` = 0.", "", "");
  }
  if (!SE_PlatformRegistrationParams_has_destroy_platform(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_platform' field in SE_PlatformRegistrationParams must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform));
  } else if (SE_PlatformRegistrationParams_get_destroy_platform(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_platform' field in SE_PlatformRegistrationParams must be set.", "", "");
  }
  if (!SE_PlatformRegistrationParams_has_destroy_platform_fns(s)) {
    return se_private_fail_uncovered(msg, msg_size, "'destroy_platform_fns' field in SE_PlatformRegistrationParams must be set", s->struct_size, SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform_fns));
  } else if (SE_PlatformRegistrationParams_get_destroy_platform_fns(s) == SE_NULL) {
    return se_private_fail(msg, msg_size, "'destroy_platform_fns' field in SE_PlatformRegistrationParams must be set.", "", "");
  }
  return TF_OK;
}
#endif /* SE_API_VALIDATORS */

/* ---- Layout pins (opt-in: define SE_API_LAYOUT_PINS) ----------------------
 * Offsets and sizes as the generator computed them. A mismatch means the
 * compiler lays the structs out differently from the schema: stop. One
 * static assert per member is a noticeable share of every compile, and a
 * compiler's layout does not change between translation units, so they are
 * compiled only where asked for: define it in one source file of your
 * build (or for all of them); this project's own builds and tests do. */
#if defined(SE_API_LAYOUT_PINS)
#if UINTPTR_MAX == 0xFFFFFFFFFFFFFFFFu
SE_STATIC_ASSERT(offsetof(SP_TimerFns, struct_size) == 0, "SP_TimerFns.struct_size must be at offset 0 on 64-bit targets", lp64_SP_TimerFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_TimerFns, ext) == 8, "SP_TimerFns.ext must be at offset 8 on 64-bit targets", lp64_SP_TimerFns_ext);
SE_STATIC_ASSERT(offsetof(SP_TimerFns, nanoseconds) == 16, "SP_TimerFns.nanoseconds must be at offset 16 on 64-bit targets", lp64_SP_TimerFns_nanoseconds);
SE_STATIC_ASSERT(SP_TIMER_FNS_STRUCT_SIZE == 24, "SP_TIMER_FNS_STRUCT_SIZE must be 24 on 64-bit targets", lp64_size_SP_TimerFns);
SE_STATIC_ASSERT(sizeof(SP_TimerFns) == 24, "sizeof(SP_TimerFns) must be 24 on 64-bit targets", lp64_sizeof_SP_TimerFns);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, struct_size) == 0, "SP_AllocatorStats.struct_size must be at offset 0 on 64-bit targets", lp64_SP_AllocatorStats_struct_size);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, num_allocs) == 8, "SP_AllocatorStats.num_allocs must be at offset 8 on 64-bit targets", lp64_SP_AllocatorStats_num_allocs);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_in_use) == 16, "SP_AllocatorStats.bytes_in_use must be at offset 16 on 64-bit targets", lp64_SP_AllocatorStats_bytes_in_use);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, peak_bytes_in_use) == 24, "SP_AllocatorStats.peak_bytes_in_use must be at offset 24 on 64-bit targets", lp64_SP_AllocatorStats_peak_bytes_in_use);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, largest_alloc_size) == 32, "SP_AllocatorStats.largest_alloc_size must be at offset 32 on 64-bit targets", lp64_SP_AllocatorStats_largest_alloc_size);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, has_bytes_limit) == 40, "SP_AllocatorStats.has_bytes_limit must be at offset 40 on 64-bit targets", lp64_SP_AllocatorStats_has_bytes_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_limit) == 48, "SP_AllocatorStats.bytes_limit must be at offset 48 on 64-bit targets", lp64_SP_AllocatorStats_bytes_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_reserved) == 56, "SP_AllocatorStats.bytes_reserved must be at offset 56 on 64-bit targets", lp64_SP_AllocatorStats_bytes_reserved);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, peak_bytes_reserved) == 64, "SP_AllocatorStats.peak_bytes_reserved must be at offset 64 on 64-bit targets", lp64_SP_AllocatorStats_peak_bytes_reserved);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, has_bytes_reservable_limit) == 72, "SP_AllocatorStats.has_bytes_reservable_limit must be at offset 72 on 64-bit targets", lp64_SP_AllocatorStats_has_bytes_reservable_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_reservable_limit) == 80, "SP_AllocatorStats.bytes_reservable_limit must be at offset 80 on 64-bit targets", lp64_SP_AllocatorStats_bytes_reservable_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, largest_free_block_bytes) == 88, "SP_AllocatorStats.largest_free_block_bytes must be at offset 88 on 64-bit targets", lp64_SP_AllocatorStats_largest_free_block_bytes);
SE_STATIC_ASSERT(SP_ALLOCATORSTATS_STRUCT_SIZE == 96, "SP_ALLOCATORSTATS_STRUCT_SIZE must be 96 on 64-bit targets", lp64_size_SP_AllocatorStats);
SE_STATIC_ASSERT(sizeof(SP_AllocatorStats) == 96, "sizeof(SP_AllocatorStats) must be 96 on 64-bit targets", lp64_sizeof_SP_AllocatorStats);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, struct_size) == 0, "SP_DeviceMemoryBase.struct_size must be at offset 0 on 64-bit targets", lp64_SP_DeviceMemoryBase_struct_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, ext) == 8, "SP_DeviceMemoryBase.ext must be at offset 8 on 64-bit targets", lp64_SP_DeviceMemoryBase_ext);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, opaque) == 16, "SP_DeviceMemoryBase.opaque must be at offset 16 on 64-bit targets", lp64_SP_DeviceMemoryBase_opaque);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, size) == 24, "SP_DeviceMemoryBase.size must be at offset 24 on 64-bit targets", lp64_SP_DeviceMemoryBase_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, payload) == 32, "SP_DeviceMemoryBase.payload must be at offset 32 on 64-bit targets", lp64_SP_DeviceMemoryBase_payload);
SE_STATIC_ASSERT(SP_DEVICE_MEMORY_BASE_STRUCT_SIZE == 40, "SP_DEVICE_MEMORY_BASE_STRUCT_SIZE must be 40 on 64-bit targets", lp64_size_SP_DeviceMemoryBase);
SE_STATIC_ASSERT(sizeof(SP_DeviceMemoryBase) == 40, "sizeof(SP_DeviceMemoryBase) must be 40 on 64-bit targets", lp64_sizeof_SP_DeviceMemoryBase);
SE_STATIC_ASSERT(offsetof(SP_Device, struct_size) == 0, "SP_Device.struct_size must be at offset 0 on 64-bit targets", lp64_SP_Device_struct_size);
SE_STATIC_ASSERT(offsetof(SP_Device, ext) == 8, "SP_Device.ext must be at offset 8 on 64-bit targets", lp64_SP_Device_ext);
SE_STATIC_ASSERT(offsetof(SP_Device, ordinal) == 16, "SP_Device.ordinal must be at offset 16 on 64-bit targets", lp64_SP_Device_ordinal);
SE_STATIC_ASSERT(offsetof(SP_Device, device_handle) == 24, "SP_Device.device_handle must be at offset 24 on 64-bit targets", lp64_SP_Device_device_handle);
SE_STATIC_ASSERT(offsetof(SP_Device, hardware_name) == 32, "SP_Device.hardware_name must be at offset 32 on 64-bit targets", lp64_SP_Device_hardware_name);
SE_STATIC_ASSERT(offsetof(SP_Device, device_vendor) == 40, "SP_Device.device_vendor must be at offset 40 on 64-bit targets", lp64_SP_Device_device_vendor);
SE_STATIC_ASSERT(offsetof(SP_Device, pci_bus_id) == 48, "SP_Device.pci_bus_id must be at offset 48 on 64-bit targets", lp64_SP_Device_pci_bus_id);
SE_STATIC_ASSERT(SP_DEVICE_STRUCT_SIZE == 56, "SP_DEVICE_STRUCT_SIZE must be 56 on 64-bit targets", lp64_size_SP_Device);
SE_STATIC_ASSERT(sizeof(SP_Device) == 56, "sizeof(SP_Device) must be 56 on 64-bit targets", lp64_sizeof_SP_Device);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, struct_size) == 0, "SE_CreateDeviceParams.struct_size must be at offset 0 on 64-bit targets", lp64_SE_CreateDeviceParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, ext) == 8, "SE_CreateDeviceParams.ext must be at offset 8 on 64-bit targets", lp64_SE_CreateDeviceParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, ordinal) == 16, "SE_CreateDeviceParams.ordinal must be at offset 16 on 64-bit targets", lp64_SE_CreateDeviceParams_ordinal);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, device) == 24, "SE_CreateDeviceParams.device must be at offset 24 on 64-bit targets", lp64_SE_CreateDeviceParams_device);
SE_STATIC_ASSERT(SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE == 32, "SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE must be 32 on 64-bit targets", lp64_size_SE_CreateDeviceParams);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceParams) == 32, "sizeof(SE_CreateDeviceParams) must be 32 on 64-bit targets", lp64_sizeof_SE_CreateDeviceParams);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, struct_size) == 0, "SP_DeviceFns.struct_size must be at offset 0 on 64-bit targets", lp64_SP_DeviceFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, ext) == 8, "SP_DeviceFns.ext must be at offset 8 on 64-bit targets", lp64_SP_DeviceFns_ext);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_numa_node) == 16, "SP_DeviceFns.get_numa_node must be at offset 16 on 64-bit targets", lp64_SP_DeviceFns_get_numa_node);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_memory_bandwidth) == 24, "SP_DeviceFns.get_memory_bandwidth must be at offset 24 on 64-bit targets", lp64_SP_DeviceFns_get_memory_bandwidth);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_gflops) == 32, "SP_DeviceFns.get_gflops must be at offset 32 on 64-bit targets", lp64_SP_DeviceFns_get_gflops);
SE_STATIC_ASSERT(SP_DEVICE_FNS_STRUCT_SIZE == 40, "SP_DEVICE_FNS_STRUCT_SIZE must be 40 on 64-bit targets", lp64_size_SP_DeviceFns);
SE_STATIC_ASSERT(sizeof(SP_DeviceFns) == 40, "sizeof(SP_DeviceFns) must be 40 on 64-bit targets", lp64_sizeof_SP_DeviceFns);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, struct_size) == 0, "SE_CreateDeviceFnsParams.struct_size must be at offset 0 on 64-bit targets", lp64_SE_CreateDeviceFnsParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, ext) == 8, "SE_CreateDeviceFnsParams.ext must be at offset 8 on 64-bit targets", lp64_SE_CreateDeviceFnsParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, device_fns) == 16, "SE_CreateDeviceFnsParams.device_fns must be at offset 16 on 64-bit targets", lp64_SE_CreateDeviceFnsParams_device_fns);
SE_STATIC_ASSERT(SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE == 24, "SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE must be 24 on 64-bit targets", lp64_size_SE_CreateDeviceFnsParams);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceFnsParams) == 24, "sizeof(SE_CreateDeviceFnsParams) must be 24 on 64-bit targets", lp64_sizeof_SE_CreateDeviceFnsParams);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, struct_size) == 0, "SP_StreamExecutor.struct_size must be at offset 0 on 64-bit targets", lp64_SP_StreamExecutor_struct_size);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, ext) == 8, "SP_StreamExecutor.ext must be at offset 8 on 64-bit targets", lp64_SP_StreamExecutor_ext);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, allocate) == 16, "SP_StreamExecutor.allocate must be at offset 16 on 64-bit targets", lp64_SP_StreamExecutor_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, deallocate) == 24, "SP_StreamExecutor.deallocate must be at offset 24 on 64-bit targets", lp64_SP_StreamExecutor_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_memory_allocate) == 32, "SP_StreamExecutor.host_memory_allocate must be at offset 32 on 64-bit targets", lp64_SP_StreamExecutor_host_memory_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_memory_deallocate) == 40, "SP_StreamExecutor.host_memory_deallocate must be at offset 40 on 64-bit targets", lp64_SP_StreamExecutor_host_memory_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, unified_memory_allocate) == 48, "SP_StreamExecutor.unified_memory_allocate must be at offset 48 on 64-bit targets", lp64_SP_StreamExecutor_unified_memory_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, unified_memory_deallocate) == 56, "SP_StreamExecutor.unified_memory_deallocate must be at offset 56 on 64-bit targets", lp64_SP_StreamExecutor_unified_memory_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_allocator_stats) == 64, "SP_StreamExecutor.get_allocator_stats must be at offset 64 on 64-bit targets", lp64_SP_StreamExecutor_get_allocator_stats);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, device_memory_usage) == 72, "SP_StreamExecutor.device_memory_usage must be at offset 72 on 64-bit targets", lp64_SP_StreamExecutor_device_memory_usage);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_stream) == 80, "SP_StreamExecutor.create_stream must be at offset 80 on 64-bit targets", lp64_SP_StreamExecutor_create_stream);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_stream) == 88, "SP_StreamExecutor.destroy_stream must be at offset 88 on 64-bit targets", lp64_SP_StreamExecutor_destroy_stream);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_stream_dependency) == 96, "SP_StreamExecutor.create_stream_dependency must be at offset 96 on 64-bit targets", lp64_SP_StreamExecutor_create_stream_dependency);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_stream_status) == 104, "SP_StreamExecutor.get_stream_status must be at offset 104 on 64-bit targets", lp64_SP_StreamExecutor_get_stream_status);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_event) == 112, "SP_StreamExecutor.create_event must be at offset 112 on 64-bit targets", lp64_SP_StreamExecutor_create_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_event) == 120, "SP_StreamExecutor.destroy_event must be at offset 120 on 64-bit targets", lp64_SP_StreamExecutor_destroy_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_event_status) == 128, "SP_StreamExecutor.get_event_status must be at offset 128 on 64-bit targets", lp64_SP_StreamExecutor_get_event_status);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, record_event) == 136, "SP_StreamExecutor.record_event must be at offset 136 on 64-bit targets", lp64_SP_StreamExecutor_record_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, wait_for_event) == 144, "SP_StreamExecutor.wait_for_event must be at offset 144 on 64-bit targets", lp64_SP_StreamExecutor_wait_for_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_timer) == 152, "SP_StreamExecutor.create_timer must be at offset 152 on 64-bit targets", lp64_SP_StreamExecutor_create_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_timer) == 160, "SP_StreamExecutor.destroy_timer must be at offset 160 on 64-bit targets", lp64_SP_StreamExecutor_destroy_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, start_timer) == 168, "SP_StreamExecutor.start_timer must be at offset 168 on 64-bit targets", lp64_SP_StreamExecutor_start_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, stop_timer) == 176, "SP_StreamExecutor.stop_timer must be at offset 176 on 64-bit targets", lp64_SP_StreamExecutor_stop_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_dtoh) == 184, "SP_StreamExecutor.memcpy_dtoh must be at offset 184 on 64-bit targets", lp64_SP_StreamExecutor_memcpy_dtoh);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_htod) == 192, "SP_StreamExecutor.memcpy_htod must be at offset 192 on 64-bit targets", lp64_SP_StreamExecutor_memcpy_htod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_dtod) == 200, "SP_StreamExecutor.memcpy_dtod must be at offset 200 on 64-bit targets", lp64_SP_StreamExecutor_memcpy_dtod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_dtoh) == 208, "SP_StreamExecutor.sync_memcpy_dtoh must be at offset 208 on 64-bit targets", lp64_SP_StreamExecutor_sync_memcpy_dtoh);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_htod) == 216, "SP_StreamExecutor.sync_memcpy_htod must be at offset 216 on 64-bit targets", lp64_SP_StreamExecutor_sync_memcpy_htod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_dtod) == 224, "SP_StreamExecutor.sync_memcpy_dtod must be at offset 224 on 64-bit targets", lp64_SP_StreamExecutor_sync_memcpy_dtod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, block_host_for_event) == 232, "SP_StreamExecutor.block_host_for_event must be at offset 232 on 64-bit targets", lp64_SP_StreamExecutor_block_host_for_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, block_host_until_done) == 240, "SP_StreamExecutor.block_host_until_done must be at offset 240 on 64-bit targets", lp64_SP_StreamExecutor_block_host_until_done);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, synchronize_all_activity) == 248, "SP_StreamExecutor.synchronize_all_activity must be at offset 248 on 64-bit targets", lp64_SP_StreamExecutor_synchronize_all_activity);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, mem_zero) == 256, "SP_StreamExecutor.mem_zero must be at offset 256 on 64-bit targets", lp64_SP_StreamExecutor_mem_zero);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memset) == 264, "SP_StreamExecutor.memset must be at offset 264 on 64-bit targets", lp64_SP_StreamExecutor_memset);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memset32) == 272, "SP_StreamExecutor.memset32 must be at offset 272 on 64-bit targets", lp64_SP_StreamExecutor_memset32);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_callback) == 280, "SP_StreamExecutor.host_callback must be at offset 280 on 64-bit targets", lp64_SP_StreamExecutor_host_callback);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE == 288, "SP_STREAMEXECUTOR_STRUCT_SIZE must be 288 on 64-bit targets", lp64_size_SP_StreamExecutor);
SE_STATIC_ASSERT(sizeof(SP_StreamExecutor) == 288, "sizeof(SP_StreamExecutor) must be 288 on 64-bit targets", lp64_sizeof_SP_StreamExecutor);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, struct_size) == 0, "SE_CreateStreamExecutorParams.struct_size must be at offset 0 on 64-bit targets", lp64_SE_CreateStreamExecutorParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, ext) == 8, "SE_CreateStreamExecutorParams.ext must be at offset 8 on 64-bit targets", lp64_SE_CreateStreamExecutorParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, stream_executor) == 16, "SE_CreateStreamExecutorParams.stream_executor must be at offset 16 on 64-bit targets", lp64_SE_CreateStreamExecutorParams_stream_executor);
SE_STATIC_ASSERT(SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE == 24, "SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE must be 24 on 64-bit targets", lp64_size_SE_CreateStreamExecutorParams);
SE_STATIC_ASSERT(sizeof(SE_CreateStreamExecutorParams) == 24, "sizeof(SE_CreateStreamExecutorParams) must be 24 on 64-bit targets", lp64_sizeof_SE_CreateStreamExecutorParams);
SE_STATIC_ASSERT(offsetof(SP_Platform, struct_size) == 0, "SP_Platform.struct_size must be at offset 0 on 64-bit targets", lp64_SP_Platform_struct_size);
SE_STATIC_ASSERT(offsetof(SP_Platform, ext) == 8, "SP_Platform.ext must be at offset 8 on 64-bit targets", lp64_SP_Platform_ext);
SE_STATIC_ASSERT(offsetof(SP_Platform, name) == 16, "SP_Platform.name must be at offset 16 on 64-bit targets", lp64_SP_Platform_name);
SE_STATIC_ASSERT(offsetof(SP_Platform, type) == 24, "SP_Platform.type must be at offset 24 on 64-bit targets", lp64_SP_Platform_type);
SE_STATIC_ASSERT(offsetof(SP_Platform, supports_unified_memory) == 32, "SP_Platform.supports_unified_memory must be at offset 32 on 64-bit targets", lp64_SP_Platform_supports_unified_memory);
SE_STATIC_ASSERT(offsetof(SP_Platform, use_bfc_allocator) == 33, "SP_Platform.use_bfc_allocator must be at offset 33 on 64-bit targets", lp64_SP_Platform_use_bfc_allocator);
SE_STATIC_ASSERT(offsetof(SP_Platform, force_memory_growth) == 34, "SP_Platform.force_memory_growth must be at offset 34 on 64-bit targets", lp64_SP_Platform_force_memory_growth);
SE_STATIC_ASSERT(SP_PLATFORM_STRUCT_SIZE == 35, "SP_PLATFORM_STRUCT_SIZE must be 35 on 64-bit targets", lp64_size_SP_Platform);
SE_STATIC_ASSERT(sizeof(SP_Platform) == 40, "sizeof(SP_Platform) must be 40 on 64-bit targets", lp64_sizeof_SP_Platform);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, struct_size) == 0, "SP_PlatformFns.struct_size must be at offset 0 on 64-bit targets", lp64_SP_PlatformFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, ext) == 8, "SP_PlatformFns.ext must be at offset 8 on 64-bit targets", lp64_SP_PlatformFns_ext);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, get_device_count) == 16, "SP_PlatformFns.get_device_count must be at offset 16 on 64-bit targets", lp64_SP_PlatformFns_get_device_count);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_device) == 24, "SP_PlatformFns.create_device must be at offset 24 on 64-bit targets", lp64_SP_PlatformFns_create_device);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_device) == 32, "SP_PlatformFns.destroy_device must be at offset 32 on 64-bit targets", lp64_SP_PlatformFns_destroy_device);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_device_fns) == 40, "SP_PlatformFns.create_device_fns must be at offset 40 on 64-bit targets", lp64_SP_PlatformFns_create_device_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_device_fns) == 48, "SP_PlatformFns.destroy_device_fns must be at offset 48 on 64-bit targets", lp64_SP_PlatformFns_destroy_device_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_stream_executor) == 56, "SP_PlatformFns.create_stream_executor must be at offset 56 on 64-bit targets", lp64_SP_PlatformFns_create_stream_executor);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_stream_executor) == 64, "SP_PlatformFns.destroy_stream_executor must be at offset 64 on 64-bit targets", lp64_SP_PlatformFns_destroy_stream_executor);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_timer_fns) == 72, "SP_PlatformFns.create_timer_fns must be at offset 72 on 64-bit targets", lp64_SP_PlatformFns_create_timer_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_timer_fns) == 80, "SP_PlatformFns.destroy_timer_fns must be at offset 80 on 64-bit targets", lp64_SP_PlatformFns_destroy_timer_fns);
SE_STATIC_ASSERT(SP_PLATFORM_FNS_STRUCT_SIZE == 88, "SP_PLATFORM_FNS_STRUCT_SIZE must be 88 on 64-bit targets", lp64_size_SP_PlatformFns);
SE_STATIC_ASSERT(sizeof(SP_PlatformFns) == 88, "sizeof(SP_PlatformFns) must be 88 on 64-bit targets", lp64_sizeof_SP_PlatformFns);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, struct_size) == 0, "SE_PlatformRegistrationParams.struct_size must be at offset 0 on 64-bit targets", lp64_SE_PlatformRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, ext) == 8, "SE_PlatformRegistrationParams.ext must be at offset 8 on 64-bit targets", lp64_SE_PlatformRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, major_version) == 16, "SE_PlatformRegistrationParams.major_version must be at offset 16 on 64-bit targets", lp64_SE_PlatformRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, minor_version) == 20, "SE_PlatformRegistrationParams.minor_version must be at offset 20 on 64-bit targets", lp64_SE_PlatformRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, patch_version) == 24, "SE_PlatformRegistrationParams.patch_version must be at offset 24 on 64-bit targets", lp64_SE_PlatformRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, platform) == 32, "SE_PlatformRegistrationParams.platform must be at offset 32 on 64-bit targets", lp64_SE_PlatformRegistrationParams_platform);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, platform_fns) == 40, "SE_PlatformRegistrationParams.platform_fns must be at offset 40 on 64-bit targets", lp64_SE_PlatformRegistrationParams_platform_fns);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, destroy_platform) == 48, "SE_PlatformRegistrationParams.destroy_platform must be at offset 48 on 64-bit targets", lp64_SE_PlatformRegistrationParams_destroy_platform);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, destroy_platform_fns) == 56, "SE_PlatformRegistrationParams.destroy_platform_fns must be at offset 56 on 64-bit targets", lp64_SE_PlatformRegistrationParams_destroy_platform_fns);
SE_STATIC_ASSERT(SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE == 64, "SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE must be 64 on 64-bit targets", lp64_size_SE_PlatformRegistrationParams);
SE_STATIC_ASSERT(sizeof(SE_PlatformRegistrationParams) == 64, "sizeof(SE_PlatformRegistrationParams) must be 64 on 64-bit targets", lp64_sizeof_SE_PlatformRegistrationParams);
#elif defined(__i386__)
SE_STATIC_ASSERT(offsetof(SP_TimerFns, struct_size) == 0, "SP_TimerFns.struct_size must be at offset 0 on i386", ilp32_SP_TimerFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_TimerFns, ext) == 4, "SP_TimerFns.ext must be at offset 4 on i386", ilp32_SP_TimerFns_ext);
SE_STATIC_ASSERT(offsetof(SP_TimerFns, nanoseconds) == 8, "SP_TimerFns.nanoseconds must be at offset 8 on i386", ilp32_SP_TimerFns_nanoseconds);
SE_STATIC_ASSERT(SP_TIMER_FNS_STRUCT_SIZE == 12, "SP_TIMER_FNS_STRUCT_SIZE must be 12 on i386", ilp32_size_SP_TimerFns);
SE_STATIC_ASSERT(sizeof(SP_TimerFns) == 12, "sizeof(SP_TimerFns) must be 12 on i386", ilp32_sizeof_SP_TimerFns);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, struct_size) == 0, "SP_AllocatorStats.struct_size must be at offset 0 on i386", ilp32_SP_AllocatorStats_struct_size);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, num_allocs) == 4, "SP_AllocatorStats.num_allocs must be at offset 4 on i386", ilp32_SP_AllocatorStats_num_allocs);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_in_use) == 12, "SP_AllocatorStats.bytes_in_use must be at offset 12 on i386", ilp32_SP_AllocatorStats_bytes_in_use);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, peak_bytes_in_use) == 20, "SP_AllocatorStats.peak_bytes_in_use must be at offset 20 on i386", ilp32_SP_AllocatorStats_peak_bytes_in_use);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, largest_alloc_size) == 28, "SP_AllocatorStats.largest_alloc_size must be at offset 28 on i386", ilp32_SP_AllocatorStats_largest_alloc_size);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, has_bytes_limit) == 36, "SP_AllocatorStats.has_bytes_limit must be at offset 36 on i386", ilp32_SP_AllocatorStats_has_bytes_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_limit) == 40, "SP_AllocatorStats.bytes_limit must be at offset 40 on i386", ilp32_SP_AllocatorStats_bytes_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_reserved) == 48, "SP_AllocatorStats.bytes_reserved must be at offset 48 on i386", ilp32_SP_AllocatorStats_bytes_reserved);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, peak_bytes_reserved) == 56, "SP_AllocatorStats.peak_bytes_reserved must be at offset 56 on i386", ilp32_SP_AllocatorStats_peak_bytes_reserved);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, has_bytes_reservable_limit) == 64, "SP_AllocatorStats.has_bytes_reservable_limit must be at offset 64 on i386", ilp32_SP_AllocatorStats_has_bytes_reservable_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, bytes_reservable_limit) == 68, "SP_AllocatorStats.bytes_reservable_limit must be at offset 68 on i386", ilp32_SP_AllocatorStats_bytes_reservable_limit);
SE_STATIC_ASSERT(offsetof(SP_AllocatorStats, largest_free_block_bytes) == 76, "SP_AllocatorStats.largest_free_block_bytes must be at offset 76 on i386", ilp32_SP_AllocatorStats_largest_free_block_bytes);
SE_STATIC_ASSERT(SP_ALLOCATORSTATS_STRUCT_SIZE == 84, "SP_ALLOCATORSTATS_STRUCT_SIZE must be 84 on i386", ilp32_size_SP_AllocatorStats);
SE_STATIC_ASSERT(sizeof(SP_AllocatorStats) == 84, "sizeof(SP_AllocatorStats) must be 84 on i386", ilp32_sizeof_SP_AllocatorStats);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, struct_size) == 0, "SP_DeviceMemoryBase.struct_size must be at offset 0 on i386", ilp32_SP_DeviceMemoryBase_struct_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, ext) == 4, "SP_DeviceMemoryBase.ext must be at offset 4 on i386", ilp32_SP_DeviceMemoryBase_ext);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, opaque) == 8, "SP_DeviceMemoryBase.opaque must be at offset 8 on i386", ilp32_SP_DeviceMemoryBase_opaque);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, size) == 12, "SP_DeviceMemoryBase.size must be at offset 12 on i386", ilp32_SP_DeviceMemoryBase_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceMemoryBase, payload) == 20, "SP_DeviceMemoryBase.payload must be at offset 20 on i386", ilp32_SP_DeviceMemoryBase_payload);
SE_STATIC_ASSERT(SP_DEVICE_MEMORY_BASE_STRUCT_SIZE == 28, "SP_DEVICE_MEMORY_BASE_STRUCT_SIZE must be 28 on i386", ilp32_size_SP_DeviceMemoryBase);
SE_STATIC_ASSERT(sizeof(SP_DeviceMemoryBase) == 28, "sizeof(SP_DeviceMemoryBase) must be 28 on i386", ilp32_sizeof_SP_DeviceMemoryBase);
SE_STATIC_ASSERT(offsetof(SP_Device, struct_size) == 0, "SP_Device.struct_size must be at offset 0 on i386", ilp32_SP_Device_struct_size);
SE_STATIC_ASSERT(offsetof(SP_Device, ext) == 4, "SP_Device.ext must be at offset 4 on i386", ilp32_SP_Device_ext);
SE_STATIC_ASSERT(offsetof(SP_Device, ordinal) == 8, "SP_Device.ordinal must be at offset 8 on i386", ilp32_SP_Device_ordinal);
SE_STATIC_ASSERT(offsetof(SP_Device, device_handle) == 12, "SP_Device.device_handle must be at offset 12 on i386", ilp32_SP_Device_device_handle);
SE_STATIC_ASSERT(offsetof(SP_Device, hardware_name) == 16, "SP_Device.hardware_name must be at offset 16 on i386", ilp32_SP_Device_hardware_name);
SE_STATIC_ASSERT(offsetof(SP_Device, device_vendor) == 20, "SP_Device.device_vendor must be at offset 20 on i386", ilp32_SP_Device_device_vendor);
SE_STATIC_ASSERT(offsetof(SP_Device, pci_bus_id) == 24, "SP_Device.pci_bus_id must be at offset 24 on i386", ilp32_SP_Device_pci_bus_id);
SE_STATIC_ASSERT(SP_DEVICE_STRUCT_SIZE == 28, "SP_DEVICE_STRUCT_SIZE must be 28 on i386", ilp32_size_SP_Device);
SE_STATIC_ASSERT(sizeof(SP_Device) == 28, "sizeof(SP_Device) must be 28 on i386", ilp32_sizeof_SP_Device);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, struct_size) == 0, "SE_CreateDeviceParams.struct_size must be at offset 0 on i386", ilp32_SE_CreateDeviceParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, ext) == 4, "SE_CreateDeviceParams.ext must be at offset 4 on i386", ilp32_SE_CreateDeviceParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, ordinal) == 8, "SE_CreateDeviceParams.ordinal must be at offset 8 on i386", ilp32_SE_CreateDeviceParams_ordinal);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceParams, device) == 12, "SE_CreateDeviceParams.device must be at offset 12 on i386", ilp32_SE_CreateDeviceParams_device);
SE_STATIC_ASSERT(SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE == 16, "SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE must be 16 on i386", ilp32_size_SE_CreateDeviceParams);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceParams) == 16, "sizeof(SE_CreateDeviceParams) must be 16 on i386", ilp32_sizeof_SE_CreateDeviceParams);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, struct_size) == 0, "SP_DeviceFns.struct_size must be at offset 0 on i386", ilp32_SP_DeviceFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, ext) == 4, "SP_DeviceFns.ext must be at offset 4 on i386", ilp32_SP_DeviceFns_ext);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_numa_node) == 8, "SP_DeviceFns.get_numa_node must be at offset 8 on i386", ilp32_SP_DeviceFns_get_numa_node);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_memory_bandwidth) == 12, "SP_DeviceFns.get_memory_bandwidth must be at offset 12 on i386", ilp32_SP_DeviceFns_get_memory_bandwidth);
SE_STATIC_ASSERT(offsetof(SP_DeviceFns, get_gflops) == 16, "SP_DeviceFns.get_gflops must be at offset 16 on i386", ilp32_SP_DeviceFns_get_gflops);
SE_STATIC_ASSERT(SP_DEVICE_FNS_STRUCT_SIZE == 20, "SP_DEVICE_FNS_STRUCT_SIZE must be 20 on i386", ilp32_size_SP_DeviceFns);
SE_STATIC_ASSERT(sizeof(SP_DeviceFns) == 20, "sizeof(SP_DeviceFns) must be 20 on i386", ilp32_sizeof_SP_DeviceFns);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, struct_size) == 0, "SE_CreateDeviceFnsParams.struct_size must be at offset 0 on i386", ilp32_SE_CreateDeviceFnsParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, ext) == 4, "SE_CreateDeviceFnsParams.ext must be at offset 4 on i386", ilp32_SE_CreateDeviceFnsParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateDeviceFnsParams, device_fns) == 8, "SE_CreateDeviceFnsParams.device_fns must be at offset 8 on i386", ilp32_SE_CreateDeviceFnsParams_device_fns);
SE_STATIC_ASSERT(SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE == 12, "SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE must be 12 on i386", ilp32_size_SE_CreateDeviceFnsParams);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceFnsParams) == 12, "sizeof(SE_CreateDeviceFnsParams) must be 12 on i386", ilp32_sizeof_SE_CreateDeviceFnsParams);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, struct_size) == 0, "SP_StreamExecutor.struct_size must be at offset 0 on i386", ilp32_SP_StreamExecutor_struct_size);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, ext) == 4, "SP_StreamExecutor.ext must be at offset 4 on i386", ilp32_SP_StreamExecutor_ext);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, allocate) == 8, "SP_StreamExecutor.allocate must be at offset 8 on i386", ilp32_SP_StreamExecutor_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, deallocate) == 12, "SP_StreamExecutor.deallocate must be at offset 12 on i386", ilp32_SP_StreamExecutor_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_memory_allocate) == 16, "SP_StreamExecutor.host_memory_allocate must be at offset 16 on i386", ilp32_SP_StreamExecutor_host_memory_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_memory_deallocate) == 20, "SP_StreamExecutor.host_memory_deallocate must be at offset 20 on i386", ilp32_SP_StreamExecutor_host_memory_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, unified_memory_allocate) == 24, "SP_StreamExecutor.unified_memory_allocate must be at offset 24 on i386", ilp32_SP_StreamExecutor_unified_memory_allocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, unified_memory_deallocate) == 28, "SP_StreamExecutor.unified_memory_deallocate must be at offset 28 on i386", ilp32_SP_StreamExecutor_unified_memory_deallocate);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_allocator_stats) == 32, "SP_StreamExecutor.get_allocator_stats must be at offset 32 on i386", ilp32_SP_StreamExecutor_get_allocator_stats);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, device_memory_usage) == 36, "SP_StreamExecutor.device_memory_usage must be at offset 36 on i386", ilp32_SP_StreamExecutor_device_memory_usage);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_stream) == 40, "SP_StreamExecutor.create_stream must be at offset 40 on i386", ilp32_SP_StreamExecutor_create_stream);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_stream) == 44, "SP_StreamExecutor.destroy_stream must be at offset 44 on i386", ilp32_SP_StreamExecutor_destroy_stream);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_stream_dependency) == 48, "SP_StreamExecutor.create_stream_dependency must be at offset 48 on i386", ilp32_SP_StreamExecutor_create_stream_dependency);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_stream_status) == 52, "SP_StreamExecutor.get_stream_status must be at offset 52 on i386", ilp32_SP_StreamExecutor_get_stream_status);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_event) == 56, "SP_StreamExecutor.create_event must be at offset 56 on i386", ilp32_SP_StreamExecutor_create_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_event) == 60, "SP_StreamExecutor.destroy_event must be at offset 60 on i386", ilp32_SP_StreamExecutor_destroy_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, get_event_status) == 64, "SP_StreamExecutor.get_event_status must be at offset 64 on i386", ilp32_SP_StreamExecutor_get_event_status);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, record_event) == 68, "SP_StreamExecutor.record_event must be at offset 68 on i386", ilp32_SP_StreamExecutor_record_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, wait_for_event) == 72, "SP_StreamExecutor.wait_for_event must be at offset 72 on i386", ilp32_SP_StreamExecutor_wait_for_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, create_timer) == 76, "SP_StreamExecutor.create_timer must be at offset 76 on i386", ilp32_SP_StreamExecutor_create_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, destroy_timer) == 80, "SP_StreamExecutor.destroy_timer must be at offset 80 on i386", ilp32_SP_StreamExecutor_destroy_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, start_timer) == 84, "SP_StreamExecutor.start_timer must be at offset 84 on i386", ilp32_SP_StreamExecutor_start_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, stop_timer) == 88, "SP_StreamExecutor.stop_timer must be at offset 88 on i386", ilp32_SP_StreamExecutor_stop_timer);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_dtoh) == 92, "SP_StreamExecutor.memcpy_dtoh must be at offset 92 on i386", ilp32_SP_StreamExecutor_memcpy_dtoh);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_htod) == 96, "SP_StreamExecutor.memcpy_htod must be at offset 96 on i386", ilp32_SP_StreamExecutor_memcpy_htod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memcpy_dtod) == 100, "SP_StreamExecutor.memcpy_dtod must be at offset 100 on i386", ilp32_SP_StreamExecutor_memcpy_dtod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_dtoh) == 104, "SP_StreamExecutor.sync_memcpy_dtoh must be at offset 104 on i386", ilp32_SP_StreamExecutor_sync_memcpy_dtoh);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_htod) == 108, "SP_StreamExecutor.sync_memcpy_htod must be at offset 108 on i386", ilp32_SP_StreamExecutor_sync_memcpy_htod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, sync_memcpy_dtod) == 112, "SP_StreamExecutor.sync_memcpy_dtod must be at offset 112 on i386", ilp32_SP_StreamExecutor_sync_memcpy_dtod);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, block_host_for_event) == 116, "SP_StreamExecutor.block_host_for_event must be at offset 116 on i386", ilp32_SP_StreamExecutor_block_host_for_event);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, block_host_until_done) == 120, "SP_StreamExecutor.block_host_until_done must be at offset 120 on i386", ilp32_SP_StreamExecutor_block_host_until_done);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, synchronize_all_activity) == 124, "SP_StreamExecutor.synchronize_all_activity must be at offset 124 on i386", ilp32_SP_StreamExecutor_synchronize_all_activity);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, mem_zero) == 128, "SP_StreamExecutor.mem_zero must be at offset 128 on i386", ilp32_SP_StreamExecutor_mem_zero);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memset) == 132, "SP_StreamExecutor.memset must be at offset 132 on i386", ilp32_SP_StreamExecutor_memset);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, memset32) == 136, "SP_StreamExecutor.memset32 must be at offset 136 on i386", ilp32_SP_StreamExecutor_memset32);
SE_STATIC_ASSERT(offsetof(SP_StreamExecutor, host_callback) == 140, "SP_StreamExecutor.host_callback must be at offset 140 on i386", ilp32_SP_StreamExecutor_host_callback);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE == 144, "SP_STREAMEXECUTOR_STRUCT_SIZE must be 144 on i386", ilp32_size_SP_StreamExecutor);
SE_STATIC_ASSERT(sizeof(SP_StreamExecutor) == 144, "sizeof(SP_StreamExecutor) must be 144 on i386", ilp32_sizeof_SP_StreamExecutor);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, struct_size) == 0, "SE_CreateStreamExecutorParams.struct_size must be at offset 0 on i386", ilp32_SE_CreateStreamExecutorParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, ext) == 4, "SE_CreateStreamExecutorParams.ext must be at offset 4 on i386", ilp32_SE_CreateStreamExecutorParams_ext);
SE_STATIC_ASSERT(offsetof(SE_CreateStreamExecutorParams, stream_executor) == 8, "SE_CreateStreamExecutorParams.stream_executor must be at offset 8 on i386", ilp32_SE_CreateStreamExecutorParams_stream_executor);
SE_STATIC_ASSERT(SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE == 12, "SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE must be 12 on i386", ilp32_size_SE_CreateStreamExecutorParams);
SE_STATIC_ASSERT(sizeof(SE_CreateStreamExecutorParams) == 12, "sizeof(SE_CreateStreamExecutorParams) must be 12 on i386", ilp32_sizeof_SE_CreateStreamExecutorParams);
SE_STATIC_ASSERT(offsetof(SP_Platform, struct_size) == 0, "SP_Platform.struct_size must be at offset 0 on i386", ilp32_SP_Platform_struct_size);
SE_STATIC_ASSERT(offsetof(SP_Platform, ext) == 4, "SP_Platform.ext must be at offset 4 on i386", ilp32_SP_Platform_ext);
SE_STATIC_ASSERT(offsetof(SP_Platform, name) == 8, "SP_Platform.name must be at offset 8 on i386", ilp32_SP_Platform_name);
SE_STATIC_ASSERT(offsetof(SP_Platform, type) == 12, "SP_Platform.type must be at offset 12 on i386", ilp32_SP_Platform_type);
SE_STATIC_ASSERT(offsetof(SP_Platform, supports_unified_memory) == 16, "SP_Platform.supports_unified_memory must be at offset 16 on i386", ilp32_SP_Platform_supports_unified_memory);
SE_STATIC_ASSERT(offsetof(SP_Platform, use_bfc_allocator) == 17, "SP_Platform.use_bfc_allocator must be at offset 17 on i386", ilp32_SP_Platform_use_bfc_allocator);
SE_STATIC_ASSERT(offsetof(SP_Platform, force_memory_growth) == 18, "SP_Platform.force_memory_growth must be at offset 18 on i386", ilp32_SP_Platform_force_memory_growth);
SE_STATIC_ASSERT(SP_PLATFORM_STRUCT_SIZE == 19, "SP_PLATFORM_STRUCT_SIZE must be 19 on i386", ilp32_size_SP_Platform);
SE_STATIC_ASSERT(sizeof(SP_Platform) == 20, "sizeof(SP_Platform) must be 20 on i386", ilp32_sizeof_SP_Platform);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, struct_size) == 0, "SP_PlatformFns.struct_size must be at offset 0 on i386", ilp32_SP_PlatformFns_struct_size);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, ext) == 4, "SP_PlatformFns.ext must be at offset 4 on i386", ilp32_SP_PlatformFns_ext);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, get_device_count) == 8, "SP_PlatformFns.get_device_count must be at offset 8 on i386", ilp32_SP_PlatformFns_get_device_count);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_device) == 12, "SP_PlatformFns.create_device must be at offset 12 on i386", ilp32_SP_PlatformFns_create_device);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_device) == 16, "SP_PlatformFns.destroy_device must be at offset 16 on i386", ilp32_SP_PlatformFns_destroy_device);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_device_fns) == 20, "SP_PlatformFns.create_device_fns must be at offset 20 on i386", ilp32_SP_PlatformFns_create_device_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_device_fns) == 24, "SP_PlatformFns.destroy_device_fns must be at offset 24 on i386", ilp32_SP_PlatformFns_destroy_device_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_stream_executor) == 28, "SP_PlatformFns.create_stream_executor must be at offset 28 on i386", ilp32_SP_PlatformFns_create_stream_executor);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_stream_executor) == 32, "SP_PlatformFns.destroy_stream_executor must be at offset 32 on i386", ilp32_SP_PlatformFns_destroy_stream_executor);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, create_timer_fns) == 36, "SP_PlatformFns.create_timer_fns must be at offset 36 on i386", ilp32_SP_PlatformFns_create_timer_fns);
SE_STATIC_ASSERT(offsetof(SP_PlatformFns, destroy_timer_fns) == 40, "SP_PlatformFns.destroy_timer_fns must be at offset 40 on i386", ilp32_SP_PlatformFns_destroy_timer_fns);
SE_STATIC_ASSERT(SP_PLATFORM_FNS_STRUCT_SIZE == 44, "SP_PLATFORM_FNS_STRUCT_SIZE must be 44 on i386", ilp32_size_SP_PlatformFns);
SE_STATIC_ASSERT(sizeof(SP_PlatformFns) == 44, "sizeof(SP_PlatformFns) must be 44 on i386", ilp32_sizeof_SP_PlatformFns);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, struct_size) == 0, "SE_PlatformRegistrationParams.struct_size must be at offset 0 on i386", ilp32_SE_PlatformRegistrationParams_struct_size);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, ext) == 4, "SE_PlatformRegistrationParams.ext must be at offset 4 on i386", ilp32_SE_PlatformRegistrationParams_ext);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, major_version) == 8, "SE_PlatformRegistrationParams.major_version must be at offset 8 on i386", ilp32_SE_PlatformRegistrationParams_major_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, minor_version) == 12, "SE_PlatformRegistrationParams.minor_version must be at offset 12 on i386", ilp32_SE_PlatformRegistrationParams_minor_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, patch_version) == 16, "SE_PlatformRegistrationParams.patch_version must be at offset 16 on i386", ilp32_SE_PlatformRegistrationParams_patch_version);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, platform) == 20, "SE_PlatformRegistrationParams.platform must be at offset 20 on i386", ilp32_SE_PlatformRegistrationParams_platform);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, platform_fns) == 24, "SE_PlatformRegistrationParams.platform_fns must be at offset 24 on i386", ilp32_SE_PlatformRegistrationParams_platform_fns);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, destroy_platform) == 28, "SE_PlatformRegistrationParams.destroy_platform must be at offset 28 on i386", ilp32_SE_PlatformRegistrationParams_destroy_platform);
SE_STATIC_ASSERT(offsetof(SE_PlatformRegistrationParams, destroy_platform_fns) == 32, "SE_PlatformRegistrationParams.destroy_platform_fns must be at offset 32 on i386", ilp32_SE_PlatformRegistrationParams_destroy_platform_fns);
SE_STATIC_ASSERT(SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE == 36, "SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE must be 36 on i386", ilp32_size_SE_PlatformRegistrationParams);
SE_STATIC_ASSERT(sizeof(SE_PlatformRegistrationParams) == 36, "sizeof(SE_PlatformRegistrationParams) must be 36 on i386", ilp32_sizeof_SE_PlatformRegistrationParams);
#endif
/* On every target: the layout numbers the accessors name and the sizes of
 * layouts only a private struct describes (literals on the targets above,
 * see SE_PRIVATE_BY_ABI) are the ones the compiler computes. */
SE_STATIC_ASSERT(se_private_end_SP_TimerFns_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_TimerFns, struct_size), "se_private_end_SP_TimerFns_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_TimerFns, struct_size)", se_private_end_SP_TimerFns_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_TimerFns_nanoseconds == SE_PRIVATE_OFFSET_OF_END(SP_TimerFns, nanoseconds), "se_private_end_SP_TimerFns_nanoseconds must be SE_PRIVATE_OFFSET_OF_END(SP_TimerFns, nanoseconds)", se_private_end_SP_TimerFns_nanoseconds);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, struct_size), "se_private_end_SP_AllocatorStats_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, struct_size)", se_private_end_SP_AllocatorStats_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_largest_alloc_size == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, largest_alloc_size), "se_private_end_SP_AllocatorStats_largest_alloc_size must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, largest_alloc_size)", se_private_end_SP_AllocatorStats_largest_alloc_size);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_has_bytes_limit == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, has_bytes_limit), "se_private_end_SP_AllocatorStats_has_bytes_limit must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, has_bytes_limit)", se_private_end_SP_AllocatorStats_has_bytes_limit);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_bytes_limit == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_limit), "se_private_end_SP_AllocatorStats_bytes_limit must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_limit)", se_private_end_SP_AllocatorStats_bytes_limit);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_peak_bytes_reserved == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, peak_bytes_reserved), "se_private_end_SP_AllocatorStats_peak_bytes_reserved must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, peak_bytes_reserved)", se_private_end_SP_AllocatorStats_peak_bytes_reserved);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_has_bytes_reservable_limit == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, has_bytes_reservable_limit), "se_private_end_SP_AllocatorStats_has_bytes_reservable_limit must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, has_bytes_reservable_limit)", se_private_end_SP_AllocatorStats_has_bytes_reservable_limit);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_bytes_reservable_limit == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_reservable_limit), "se_private_end_SP_AllocatorStats_bytes_reservable_limit must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_reservable_limit)", se_private_end_SP_AllocatorStats_bytes_reservable_limit);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_largest_free_block_bytes == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, largest_free_block_bytes), "se_private_end_SP_AllocatorStats_largest_free_block_bytes must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, largest_free_block_bytes)", se_private_end_SP_AllocatorStats_largest_free_block_bytes);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_num_allocs == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, num_allocs), "se_private_end_SP_AllocatorStats_num_allocs must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, num_allocs)", se_private_end_SP_AllocatorStats_num_allocs);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_bytes_in_use == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_in_use), "se_private_end_SP_AllocatorStats_bytes_in_use must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_in_use)", se_private_end_SP_AllocatorStats_bytes_in_use);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_peak_bytes_in_use == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, peak_bytes_in_use), "se_private_end_SP_AllocatorStats_peak_bytes_in_use must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, peak_bytes_in_use)", se_private_end_SP_AllocatorStats_peak_bytes_in_use);
SE_STATIC_ASSERT(se_private_end_SP_AllocatorStats_bytes_reserved == SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_reserved), "se_private_end_SP_AllocatorStats_bytes_reserved must be SE_PRIVATE_OFFSET_OF_END(SP_AllocatorStats, bytes_reserved)", se_private_end_SP_AllocatorStats_bytes_reserved);
SE_STATIC_ASSERT(se_private_end_SP_DeviceMemoryBase_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, struct_size), "se_private_end_SP_DeviceMemoryBase_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, struct_size)", se_private_end_SP_DeviceMemoryBase_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_DeviceMemoryBase_payload == SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, payload), "se_private_end_SP_DeviceMemoryBase_payload must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, payload)", se_private_end_SP_DeviceMemoryBase_payload);
SE_STATIC_ASSERT(se_private_end_SP_DeviceMemoryBase_opaque == SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, opaque), "se_private_end_SP_DeviceMemoryBase_opaque must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, opaque)", se_private_end_SP_DeviceMemoryBase_opaque);
SE_STATIC_ASSERT(se_private_end_SP_DeviceMemoryBase_size == SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, size), "se_private_end_SP_DeviceMemoryBase_size must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceMemoryBase, size)", se_private_end_SP_DeviceMemoryBase_size);
SE_STATIC_ASSERT(se_private_end_SP_Device_pci_bus_id == SE_PRIVATE_OFFSET_OF_END(SP_Device, pci_bus_id), "se_private_end_SP_Device_pci_bus_id must be SE_PRIVATE_OFFSET_OF_END(SP_Device, pci_bus_id)", se_private_end_SP_Device_pci_bus_id);
SE_STATIC_ASSERT(se_private_off_SP_Device_hardware_name == offsetof(SP_Device, hardware_name), "se_private_off_SP_Device_hardware_name must be offsetof(SP_Device, hardware_name)", se_private_off_SP_Device_hardware_name);
SE_STATIC_ASSERT(se_private_off_SP_Device_device_vendor == offsetof(SP_Device, device_vendor), "se_private_off_SP_Device_device_vendor must be offsetof(SP_Device, device_vendor)", se_private_off_SP_Device_device_vendor);
SE_STATIC_ASSERT(se_private_off_SP_Device_pci_bus_id == offsetof(SP_Device, pci_bus_id), "se_private_off_SP_Device_pci_bus_id must be offsetof(SP_Device, pci_bus_id)", se_private_off_SP_Device_pci_bus_id);
SE_STATIC_ASSERT(se_private_end_SP_Device_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_Device, struct_size), "se_private_end_SP_Device_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_Device, struct_size)", se_private_end_SP_Device_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_Device_ordinal == SE_PRIVATE_OFFSET_OF_END(SP_Device, ordinal), "se_private_end_SP_Device_ordinal must be SE_PRIVATE_OFFSET_OF_END(SP_Device, ordinal)", se_private_end_SP_Device_ordinal);
SE_STATIC_ASSERT(se_private_end_SP_Device_device_handle == SE_PRIVATE_OFFSET_OF_END(SP_Device, device_handle), "se_private_end_SP_Device_device_handle must be SE_PRIVATE_OFFSET_OF_END(SP_Device, device_handle)", se_private_end_SP_Device_device_handle);
SE_STATIC_ASSERT(se_private_end_SP_Device_hardware_name == SE_PRIVATE_OFFSET_OF_END(SP_Device, hardware_name), "se_private_end_SP_Device_hardware_name must be SE_PRIVATE_OFFSET_OF_END(SP_Device, hardware_name)", se_private_end_SP_Device_hardware_name);
SE_STATIC_ASSERT(se_private_end_SP_Device_device_vendor == SE_PRIVATE_OFFSET_OF_END(SP_Device, device_vendor), "se_private_end_SP_Device_device_vendor must be SE_PRIVATE_OFFSET_OF_END(SP_Device, device_vendor)", se_private_end_SP_Device_device_vendor);
SE_STATIC_ASSERT(se_private_end_SE_CreateDeviceParams_struct_size == SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, struct_size), "se_private_end_SE_CreateDeviceParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, struct_size)", se_private_end_SE_CreateDeviceParams_struct_size);
SE_STATIC_ASSERT(se_private_end_SE_CreateDeviceParams_ordinal == SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, ordinal), "se_private_end_SE_CreateDeviceParams_ordinal must be SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, ordinal)", se_private_end_SE_CreateDeviceParams_ordinal);
SE_STATIC_ASSERT(se_private_end_SE_CreateDeviceParams_device == SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, device), "se_private_end_SE_CreateDeviceParams_device must be SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceParams, device)", se_private_end_SE_CreateDeviceParams_device);
SE_STATIC_ASSERT(se_private_end_SP_DeviceFns_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_DeviceFns, struct_size), "se_private_end_SP_DeviceFns_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceFns, struct_size)", se_private_end_SP_DeviceFns_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_DeviceFns_get_gflops == SE_PRIVATE_OFFSET_OF_END(SP_DeviceFns, get_gflops), "se_private_end_SP_DeviceFns_get_gflops must be SE_PRIVATE_OFFSET_OF_END(SP_DeviceFns, get_gflops)", se_private_end_SP_DeviceFns_get_gflops);
SE_STATIC_ASSERT(se_private_end_SE_CreateDeviceFnsParams_struct_size == SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceFnsParams, struct_size), "se_private_end_SE_CreateDeviceFnsParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceFnsParams, struct_size)", se_private_end_SE_CreateDeviceFnsParams_struct_size);
SE_STATIC_ASSERT(se_private_end_SE_CreateDeviceFnsParams_device_fns == SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceFnsParams, device_fns), "se_private_end_SE_CreateDeviceFnsParams_device_fns must be SE_PRIVATE_OFFSET_OF_END(SE_CreateDeviceFnsParams, device_fns)", se_private_end_SE_CreateDeviceFnsParams_device_fns);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_host_callback == SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_callback), "se_private_end_SP_StreamExecutor_host_callback must be SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, host_callback)", se_private_end_SP_StreamExecutor_host_callback);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_mem_zero == offsetof(SP_StreamExecutor, mem_zero), "se_private_off_SP_StreamExecutor_mem_zero must be offsetof(SP_StreamExecutor, mem_zero)", se_private_off_SP_StreamExecutor_mem_zero);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options), "se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options)", se_private_end_SP_StreamExecutor_tensorflow_master_2026_05_create_stream_with_options);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero == offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, mem_zero), "se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero must be offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, mem_zero)", se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_mem_zero);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_memset == offsetof(SP_StreamExecutor, memset), "se_private_off_SP_StreamExecutor_memset must be offsetof(SP_StreamExecutor, memset)", se_private_off_SP_StreamExecutor_memset);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset == offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset), "se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset must be offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset)", se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_memset32 == offsetof(SP_StreamExecutor, memset32), "se_private_off_SP_StreamExecutor_memset32 must be offsetof(SP_StreamExecutor, memset32)", se_private_off_SP_StreamExecutor_memset32);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32 == offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset32), "se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32 must be offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, memset32)", se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_memset32);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_v0_0_1_host_callback == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback), "se_private_end_SP_StreamExecutor_v0_0_1_host_callback must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback)", se_private_end_SP_StreamExecutor_v0_0_1_host_callback);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_memset == SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset), "se_private_end_SP_StreamExecutor_memset must be SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset)", se_private_end_SP_StreamExecutor_memset);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_v0_0_1_host_callback == offsetof(struct se_private_SP_StreamExecutor_v0_0_1, host_callback), "se_private_off_SP_StreamExecutor_v0_0_1_host_callback must be offsetof(struct se_private_SP_StreamExecutor_v0_0_1, host_callback)", se_private_off_SP_StreamExecutor_v0_0_1_host_callback);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_memset32 == SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset32), "se_private_end_SP_StreamExecutor_memset32 must be SE_PRIVATE_OFFSET_OF_END(SP_StreamExecutor, memset32)", se_private_end_SP_StreamExecutor_memset32);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_host_callback == offsetof(SP_StreamExecutor, host_callback), "se_private_off_SP_StreamExecutor_host_callback must be offsetof(SP_StreamExecutor, host_callback)", se_private_off_SP_StreamExecutor_host_callback);
SE_STATIC_ASSERT(se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback == offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, host_callback), "se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback must be offsetof(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, host_callback)", se_private_off_SP_StreamExecutor_tensorflow_master_2026_05_host_callback);
SE_STATIC_ASSERT(se_private_end_SP_StreamExecutor_v0_0_1_struct_size == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, struct_size), "se_private_end_SP_StreamExecutor_v0_0_1_struct_size must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, struct_size)", se_private_end_SP_StreamExecutor_v0_0_1_struct_size);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5 == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback), "SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5 must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback)", SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options), "SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_tensorflow_master_2026_05, create_stream_with_options)", SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback), "SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback)", SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT);
SE_STATIC_ASSERT(SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback), "SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_StreamExecutor_v0_0_1, host_callback)", SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043);
SE_STATIC_ASSERT(se_private_end_SE_CreateStreamExecutorParams_struct_size == SE_PRIVATE_OFFSET_OF_END(SE_CreateStreamExecutorParams, struct_size), "se_private_end_SE_CreateStreamExecutorParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(SE_CreateStreamExecutorParams, struct_size)", se_private_end_SE_CreateStreamExecutorParams_struct_size);
SE_STATIC_ASSERT(se_private_end_SE_CreateStreamExecutorParams_stream_executor == SE_PRIVATE_OFFSET_OF_END(SE_CreateStreamExecutorParams, stream_executor), "se_private_end_SE_CreateStreamExecutorParams_stream_executor must be SE_PRIVATE_OFFSET_OF_END(SE_CreateStreamExecutorParams, stream_executor)", se_private_end_SE_CreateStreamExecutorParams_stream_executor);
SE_STATIC_ASSERT(se_private_end_SP_Platform_supports_unified_memory == SE_PRIVATE_OFFSET_OF_END(SP_Platform, supports_unified_memory), "se_private_end_SP_Platform_supports_unified_memory must be SE_PRIVATE_OFFSET_OF_END(SP_Platform, supports_unified_memory)", se_private_end_SP_Platform_supports_unified_memory);
SE_STATIC_ASSERT(se_private_end_SP_Platform_v0_0_1_visible_device_count == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_v0_0_1, visible_device_count), "se_private_end_SP_Platform_v0_0_1_visible_device_count must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_v0_0_1, visible_device_count)", se_private_end_SP_Platform_v0_0_1_visible_device_count);
SE_STATIC_ASSERT(se_private_off_SP_Platform_supports_unified_memory == offsetof(SP_Platform, supports_unified_memory), "se_private_off_SP_Platform_supports_unified_memory must be offsetof(SP_Platform, supports_unified_memory)", se_private_off_SP_Platform_supports_unified_memory);
SE_STATIC_ASSERT(se_private_end_SP_Platform_force_memory_growth == SE_PRIVATE_OFFSET_OF_END(SP_Platform, force_memory_growth), "se_private_end_SP_Platform_force_memory_growth must be SE_PRIVATE_OFFSET_OF_END(SP_Platform, force_memory_growth)", se_private_end_SP_Platform_force_memory_growth);
SE_STATIC_ASSERT(se_private_end_SP_Platform_use_bfc_allocator == SE_PRIVATE_OFFSET_OF_END(SP_Platform, use_bfc_allocator), "se_private_end_SP_Platform_use_bfc_allocator must be SE_PRIVATE_OFFSET_OF_END(SP_Platform, use_bfc_allocator)", se_private_end_SP_Platform_use_bfc_allocator);
SE_STATIC_ASSERT(se_private_off_SP_Platform_use_bfc_allocator == offsetof(SP_Platform, use_bfc_allocator), "se_private_off_SP_Platform_use_bfc_allocator must be offsetof(SP_Platform, use_bfc_allocator)", se_private_off_SP_Platform_use_bfc_allocator);
SE_STATIC_ASSERT(se_private_off_SP_Platform_force_memory_growth == offsetof(SP_Platform, force_memory_growth), "se_private_off_SP_Platform_force_memory_growth must be offsetof(SP_Platform, force_memory_growth)", se_private_off_SP_Platform_force_memory_growth);
SE_STATIC_ASSERT(se_private_off_SP_Platform_v0_0_1_visible_device_count == offsetof(struct se_private_SP_Platform_v0_0_1, visible_device_count), "se_private_off_SP_Platform_v0_0_1_visible_device_count must be offsetof(struct se_private_SP_Platform_v0_0_1, visible_device_count)", se_private_off_SP_Platform_v0_0_1_visible_device_count);
SE_STATIC_ASSERT(se_private_end_SP_Platform_struct_size == SE_PRIVATE_OFFSET_OF_END(SP_Platform, struct_size), "se_private_end_SP_Platform_struct_size must be SE_PRIVATE_OFFSET_OF_END(SP_Platform, struct_size)", se_private_end_SP_Platform_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_Platform_type == SE_PRIVATE_OFFSET_OF_END(SP_Platform, type), "se_private_end_SP_Platform_type must be SE_PRIVATE_OFFSET_OF_END(SP_Platform, type)", se_private_end_SP_Platform_type);
SE_STATIC_ASSERT(SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_v0_0_1, visible_device_count), "SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_Platform_v0_0_1, visible_device_count)", SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_destroy_timer_fns == SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_timer_fns), "se_private_end_SP_PlatformFns_destroy_timer_fns must be SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_timer_fns)", se_private_end_SP_PlatformFns_destroy_timer_fns);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_v0_0_1_destroy_custom_allocator == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_custom_allocator), "se_private_end_SP_PlatformFns_v0_0_1_destroy_custom_allocator must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_custom_allocator)", se_private_end_SP_PlatformFns_v0_0_1_destroy_custom_allocator);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_get_device_count == offsetof(SP_PlatformFns, get_device_count), "se_private_off_SP_PlatformFns_get_device_count must be offsetof(SP_PlatformFns, get_device_count)", se_private_off_SP_PlatformFns_get_device_count);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_v0_0_1_destroy_timer_fns == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns), "se_private_end_SP_PlatformFns_v0_0_1_destroy_timer_fns must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns)", se_private_end_SP_PlatformFns_v0_0_1_destroy_timer_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_create_device == offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_device), "se_private_off_SP_PlatformFns_v0_0_1_create_device must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_device)", se_private_off_SP_PlatformFns_v0_0_1_create_device);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_create_device == offsetof(SP_PlatformFns, create_device), "se_private_off_SP_PlatformFns_create_device must be offsetof(SP_PlatformFns, create_device)", se_private_off_SP_PlatformFns_create_device);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_destroy_device == offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_device), "se_private_off_SP_PlatformFns_v0_0_1_destroy_device must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_device)", se_private_off_SP_PlatformFns_v0_0_1_destroy_device);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_destroy_device == offsetof(SP_PlatformFns, destroy_device), "se_private_off_SP_PlatformFns_destroy_device must be offsetof(SP_PlatformFns, destroy_device)", se_private_off_SP_PlatformFns_destroy_device);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_create_device_fns == offsetof(SP_PlatformFns, create_device_fns), "se_private_off_SP_PlatformFns_create_device_fns must be offsetof(SP_PlatformFns, create_device_fns)", se_private_off_SP_PlatformFns_create_device_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_destroy_device_fns == offsetof(SP_PlatformFns, destroy_device_fns), "se_private_off_SP_PlatformFns_destroy_device_fns must be offsetof(SP_PlatformFns, destroy_device_fns)", se_private_off_SP_PlatformFns_destroy_device_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_create_stream_executor == offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_stream_executor), "se_private_off_SP_PlatformFns_v0_0_1_create_stream_executor must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_stream_executor)", se_private_off_SP_PlatformFns_v0_0_1_create_stream_executor);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_create_stream_executor == offsetof(SP_PlatformFns, create_stream_executor), "se_private_off_SP_PlatformFns_create_stream_executor must be offsetof(SP_PlatformFns, create_stream_executor)", se_private_off_SP_PlatformFns_create_stream_executor);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_destroy_stream_executor == offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_stream_executor), "se_private_off_SP_PlatformFns_v0_0_1_destroy_stream_executor must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_stream_executor)", se_private_off_SP_PlatformFns_v0_0_1_destroy_stream_executor);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_destroy_stream_executor == offsetof(SP_PlatformFns, destroy_stream_executor), "se_private_off_SP_PlatformFns_destroy_stream_executor must be offsetof(SP_PlatformFns, destroy_stream_executor)", se_private_off_SP_PlatformFns_destroy_stream_executor);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_create_timer_fns == offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_timer_fns), "se_private_off_SP_PlatformFns_v0_0_1_create_timer_fns must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, create_timer_fns)", se_private_off_SP_PlatformFns_v0_0_1_create_timer_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_create_timer_fns == offsetof(SP_PlatformFns, create_timer_fns), "se_private_off_SP_PlatformFns_create_timer_fns must be offsetof(SP_PlatformFns, create_timer_fns)", se_private_off_SP_PlatformFns_create_timer_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_v0_0_1_destroy_timer_fns == offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns), "se_private_off_SP_PlatformFns_v0_0_1_destroy_timer_fns must be offsetof(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns)", se_private_off_SP_PlatformFns_v0_0_1_destroy_timer_fns);
SE_STATIC_ASSERT(se_private_off_SP_PlatformFns_destroy_timer_fns == offsetof(SP_PlatformFns, destroy_timer_fns), "se_private_off_SP_PlatformFns_destroy_timer_fns must be offsetof(SP_PlatformFns, destroy_timer_fns)", se_private_off_SP_PlatformFns_destroy_timer_fns);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_v0_0_1_struct_size == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, struct_size), "se_private_end_SP_PlatformFns_v0_0_1_struct_size must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, struct_size)", se_private_end_SP_PlatformFns_v0_0_1_struct_size);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_v0_0_1_create_device == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, create_device), "se_private_end_SP_PlatformFns_v0_0_1_create_device must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, create_device)", se_private_end_SP_PlatformFns_v0_0_1_create_device);
SE_STATIC_ASSERT(se_private_end_SP_PlatformFns_destroy_stream_executor == SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_stream_executor), "se_private_end_SP_PlatformFns_destroy_stream_executor must be SE_PRIVATE_OFFSET_OF_END(SP_PlatformFns, destroy_stream_executor)", se_private_end_SP_PlatformFns_destroy_stream_executor);
SE_STATIC_ASSERT(SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT == SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns), "SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT must be SE_PRIVATE_OFFSET_OF_END(struct se_private_SP_PlatformFns_v0_0_1, destroy_timer_fns)", SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_struct_size == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, struct_size), "se_private_end_SE_PlatformRegistrationParams_struct_size must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, struct_size)", se_private_end_SE_PlatformRegistrationParams_struct_size);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_major_version == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, major_version), "se_private_end_SE_PlatformRegistrationParams_major_version must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, major_version)", se_private_end_SE_PlatformRegistrationParams_major_version);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_minor_version == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, minor_version), "se_private_end_SE_PlatformRegistrationParams_minor_version must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, minor_version)", se_private_end_SE_PlatformRegistrationParams_minor_version);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_patch_version == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, patch_version), "se_private_end_SE_PlatformRegistrationParams_patch_version must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, patch_version)", se_private_end_SE_PlatformRegistrationParams_patch_version);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_platform == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, platform), "se_private_end_SE_PlatformRegistrationParams_platform must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, platform)", se_private_end_SE_PlatformRegistrationParams_platform);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform_fns), "se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, destroy_platform_fns)", se_private_end_SE_PlatformRegistrationParams_destroy_platform_fns);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_ext == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, ext), "se_private_end_SE_PlatformRegistrationParams_ext must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, ext)", se_private_end_SE_PlatformRegistrationParams_ext);
SE_STATIC_ASSERT(se_private_end_SE_PlatformRegistrationParams_platform_fns == SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, platform_fns), "se_private_end_SE_PlatformRegistrationParams_platform_fns must be SE_PRIVATE_OFFSET_OF_END(SE_PlatformRegistrationParams, platform_fns)", se_private_end_SE_PlatformRegistrationParams_platform_fns);
#ifdef SE_ALIGNOF
/* On every target: sizeof is the unpadded size rounded up to the alignment,
 * so a size macro that stopped short of the last member cannot compile. */
SE_STATIC_ASSERT(sizeof(SP_TimerFns) == (SP_TIMER_FNS_STRUCT_SIZE + SE_ALIGNOF(SP_TimerFns) - 1) / SE_ALIGNOF(SP_TimerFns) * SE_ALIGNOF(SP_TimerFns), "SP_TIMER_FNS_STRUCT_SIZE must end at the last member of SP_TimerFns", any_SP_TimerFns);
SE_STATIC_ASSERT(sizeof(SP_AllocatorStats) == (SP_ALLOCATORSTATS_STRUCT_SIZE + SE_ALIGNOF(SP_AllocatorStats) - 1) / SE_ALIGNOF(SP_AllocatorStats) * SE_ALIGNOF(SP_AllocatorStats), "SP_ALLOCATORSTATS_STRUCT_SIZE must end at the last member of SP_AllocatorStats", any_SP_AllocatorStats);
SE_STATIC_ASSERT(sizeof(SP_DeviceMemoryBase) == (SP_DEVICE_MEMORY_BASE_STRUCT_SIZE + SE_ALIGNOF(SP_DeviceMemoryBase) - 1) / SE_ALIGNOF(SP_DeviceMemoryBase) * SE_ALIGNOF(SP_DeviceMemoryBase), "SP_DEVICE_MEMORY_BASE_STRUCT_SIZE must end at the last member of SP_DeviceMemoryBase", any_SP_DeviceMemoryBase);
SE_STATIC_ASSERT(sizeof(SP_Device) == (SP_DEVICE_STRUCT_SIZE + SE_ALIGNOF(SP_Device) - 1) / SE_ALIGNOF(SP_Device) * SE_ALIGNOF(SP_Device), "SP_DEVICE_STRUCT_SIZE must end at the last member of SP_Device", any_SP_Device);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceParams) == (SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE + SE_ALIGNOF(SE_CreateDeviceParams) - 1) / SE_ALIGNOF(SE_CreateDeviceParams) * SE_ALIGNOF(SE_CreateDeviceParams), "SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE must end at the last member of SE_CreateDeviceParams", any_SE_CreateDeviceParams);
SE_STATIC_ASSERT(sizeof(SP_DeviceFns) == (SP_DEVICE_FNS_STRUCT_SIZE + SE_ALIGNOF(SP_DeviceFns) - 1) / SE_ALIGNOF(SP_DeviceFns) * SE_ALIGNOF(SP_DeviceFns), "SP_DEVICE_FNS_STRUCT_SIZE must end at the last member of SP_DeviceFns", any_SP_DeviceFns);
SE_STATIC_ASSERT(sizeof(SE_CreateDeviceFnsParams) == (SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE + SE_ALIGNOF(SE_CreateDeviceFnsParams) - 1) / SE_ALIGNOF(SE_CreateDeviceFnsParams) * SE_ALIGNOF(SE_CreateDeviceFnsParams), "SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE must end at the last member of SE_CreateDeviceFnsParams", any_SE_CreateDeviceFnsParams);
SE_STATIC_ASSERT(sizeof(SP_StreamExecutor) == (SP_STREAMEXECUTOR_STRUCT_SIZE + SE_ALIGNOF(SP_StreamExecutor) - 1) / SE_ALIGNOF(SP_StreamExecutor) * SE_ALIGNOF(SP_StreamExecutor), "SP_STREAMEXECUTOR_STRUCT_SIZE must end at the last member of SP_StreamExecutor", any_SP_StreamExecutor);
SE_STATIC_ASSERT(sizeof(SE_CreateStreamExecutorParams) == (SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE + SE_ALIGNOF(SE_CreateStreamExecutorParams) - 1) / SE_ALIGNOF(SE_CreateStreamExecutorParams) * SE_ALIGNOF(SE_CreateStreamExecutorParams), "SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE must end at the last member of SE_CreateStreamExecutorParams", any_SE_CreateStreamExecutorParams);
SE_STATIC_ASSERT(sizeof(SP_Platform) == (SP_PLATFORM_STRUCT_SIZE + SE_ALIGNOF(SP_Platform) - 1) / SE_ALIGNOF(SP_Platform) * SE_ALIGNOF(SP_Platform), "SP_PLATFORM_STRUCT_SIZE must end at the last member of SP_Platform", any_SP_Platform);
SE_STATIC_ASSERT(sizeof(SP_PlatformFns) == (SP_PLATFORM_FNS_STRUCT_SIZE + SE_ALIGNOF(SP_PlatformFns) - 1) / SE_ALIGNOF(SP_PlatformFns) * SE_ALIGNOF(SP_PlatformFns), "SP_PLATFORM_FNS_STRUCT_SIZE must end at the last member of SP_PlatformFns", any_SP_PlatformFns);
SE_STATIC_ASSERT(sizeof(SE_PlatformRegistrationParams) == (SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE + SE_ALIGNOF(SE_PlatformRegistrationParams) - 1) / SE_ALIGNOF(SE_PlatformRegistrationParams) * SE_ALIGNOF(SE_PlatformRegistrationParams), "SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE must end at the last member of SE_PlatformRegistrationParams", any_SE_PlatformRegistrationParams);
#endif
#endif /* SE_API_LAYOUT_PINS */

#endif /* SE_API_TENSORFLOW_CHECKS_H_ */
