/* TensorFlow-style filling for the mini plugin: when it is built against a
 * TensorFlow edition's drop-in header (SE_TENSORFLOW_EDITION), every setter
 * it calls becomes a plain `->` store, as in plugins written against
 * TensorFlow's stream_executor.h, and each struct_size is set to the
 * header's own macro whatever the core put there. The cast stands for
 * TensorFlow's parameter types (e.g. a const SP_Device*), same ABI. Such a plugin has exactly
 * its edition's binary layout, so it works in that edition's core and shows
 * what happens in the others. Most of the header's accessors are macros:
 * each is #undef'd before its replacement. Included only by mini_plugin.inc.c. */
#ifndef MINI_RAW_H_
#define MINI_RAW_H_

#undef SE_PlatformRegistrationParams_set_destroy_platform
#define SE_PlatformRegistrationParams_set_destroy_platform(s, v) ((s)->destroy_platform = (__typeof__((s)->destroy_platform))(v))
#undef SE_PlatformRegistrationParams_set_destroy_platform_fns
#define SE_PlatformRegistrationParams_set_destroy_platform_fns(s, v) ((s)->destroy_platform_fns = (__typeof__((s)->destroy_platform_fns))(v))
#undef SP_AllocatorStats_set_bytes_in_use
#define SP_AllocatorStats_set_bytes_in_use(s, v) ((s)->bytes_in_use = (__typeof__((s)->bytes_in_use))(v))
#undef SP_AllocatorStats_set_bytes_limit
#define SP_AllocatorStats_set_bytes_limit(s, v) ((s)->bytes_limit = (__typeof__((s)->bytes_limit))(v))
#undef SP_AllocatorStats_set_has_bytes_limit
#define SP_AllocatorStats_set_has_bytes_limit(s, v) ((s)->has_bytes_limit = (__typeof__((s)->has_bytes_limit))(v))
#undef SP_AllocatorStats_set_largest_alloc_size
#define SP_AllocatorStats_set_largest_alloc_size(s, v) ((s)->largest_alloc_size = (__typeof__((s)->largest_alloc_size))(v))
#undef SP_AllocatorStats_set_largest_free_block_bytes
#define SP_AllocatorStats_set_largest_free_block_bytes(s, v) ((s)->largest_free_block_bytes = (__typeof__((s)->largest_free_block_bytes))(v))
#undef SP_AllocatorStats_set_num_allocs
#define SP_AllocatorStats_set_num_allocs(s, v) ((s)->num_allocs = (__typeof__((s)->num_allocs))(v))
#undef SP_AllocatorStats_set_peak_bytes_in_use
#define SP_AllocatorStats_set_peak_bytes_in_use(s, v) ((s)->peak_bytes_in_use = (__typeof__((s)->peak_bytes_in_use))(v))
#undef SP_DeviceFns_set_get_numa_node
#define SP_DeviceFns_set_get_numa_node(s, v) ((s)->get_numa_node = (__typeof__((s)->get_numa_node))(v))
#undef SP_DeviceMemoryBase_set_opaque
#define SP_DeviceMemoryBase_set_opaque(s, v) ((s)->opaque = (__typeof__((s)->opaque))(v))
#undef SP_DeviceMemoryBase_set_size
#define SP_DeviceMemoryBase_set_size(s, v) ((s)->size = (__typeof__((s)->size))(v))
#undef SP_Device_set_device_handle
#define SP_Device_set_device_handle(s, v) ((s)->device_handle = (__typeof__((s)->device_handle))(v))
#undef SP_Device_set_device_vendor
#define SP_Device_set_device_vendor(s, v) ((s)->device_vendor = (__typeof__((s)->device_vendor))(v))
#undef SP_Device_set_hardware_name
#define SP_Device_set_hardware_name(s, v) ((s)->hardware_name = (__typeof__((s)->hardware_name))(v))
#undef SP_Device_set_ordinal
#define SP_Device_set_ordinal(s, v) ((s)->ordinal = (__typeof__((s)->ordinal))(v))
#undef SP_PlatformFns_set_create_device
#define SP_PlatformFns_set_create_device(s, v) ((s)->create_device = (__typeof__((s)->create_device))(v))
#undef SP_PlatformFns_set_create_device_fns
#define SP_PlatformFns_set_create_device_fns(s, v) ((s)->create_device_fns = (__typeof__((s)->create_device_fns))(v))
#undef SP_PlatformFns_set_create_stream_executor
#define SP_PlatformFns_set_create_stream_executor(s, v) ((s)->create_stream_executor = (__typeof__((s)->create_stream_executor))(v))
#undef SP_PlatformFns_set_create_timer_fns
#define SP_PlatformFns_set_create_timer_fns(s, v) ((s)->create_timer_fns = (__typeof__((s)->create_timer_fns))(v))
#undef SP_PlatformFns_set_destroy_device
#define SP_PlatformFns_set_destroy_device(s, v) ((s)->destroy_device = (__typeof__((s)->destroy_device))(v))
#undef SP_PlatformFns_set_destroy_device_fns
#define SP_PlatformFns_set_destroy_device_fns(s, v) ((s)->destroy_device_fns = (__typeof__((s)->destroy_device_fns))(v))
#undef SP_PlatformFns_set_destroy_stream_executor
#define SP_PlatformFns_set_destroy_stream_executor(s, v) ((s)->destroy_stream_executor = (__typeof__((s)->destroy_stream_executor))(v))
#undef SP_PlatformFns_set_destroy_timer_fns
#define SP_PlatformFns_set_destroy_timer_fns(s, v) ((s)->destroy_timer_fns = (__typeof__((s)->destroy_timer_fns))(v))
#undef SP_PlatformFns_set_get_device_count
#define SP_PlatformFns_set_get_device_count(s, v) ((s)->get_device_count = (__typeof__((s)->get_device_count))(v))
#undef SP_Platform_set_name
#define SP_Platform_set_name(s, v) ((s)->name = (__typeof__((s)->name))(v))
#undef SP_Platform_set_type
#define SP_Platform_set_type(s, v) ((s)->type = (__typeof__((s)->type))(v))
#undef SP_StreamExecutor_set_allocate
#define SP_StreamExecutor_set_allocate(s, v) ((s)->allocate = (__typeof__((s)->allocate))(v))
#undef SP_StreamExecutor_set_block_host_for_event
#define SP_StreamExecutor_set_block_host_for_event(s, v) ((s)->block_host_for_event = (__typeof__((s)->block_host_for_event))(v))
#undef SP_StreamExecutor_set_block_host_until_done
#define SP_StreamExecutor_set_block_host_until_done(s, v) ((s)->block_host_until_done = (__typeof__((s)->block_host_until_done))(v))
#undef SP_StreamExecutor_set_create_event
#define SP_StreamExecutor_set_create_event(s, v) ((s)->create_event = (__typeof__((s)->create_event))(v))
#undef SP_StreamExecutor_set_create_stream
#define SP_StreamExecutor_set_create_stream(s, v) ((s)->create_stream = (__typeof__((s)->create_stream))(v))
#undef SP_StreamExecutor_set_create_stream_dependency
#define SP_StreamExecutor_set_create_stream_dependency(s, v) ((s)->create_stream_dependency = (__typeof__((s)->create_stream_dependency))(v))
#undef SP_StreamExecutor_set_create_timer
#define SP_StreamExecutor_set_create_timer(s, v) ((s)->create_timer = (__typeof__((s)->create_timer))(v))
#undef SP_StreamExecutor_set_deallocate
#define SP_StreamExecutor_set_deallocate(s, v) ((s)->deallocate = (__typeof__((s)->deallocate))(v))
#undef SP_StreamExecutor_set_destroy_event
#define SP_StreamExecutor_set_destroy_event(s, v) ((s)->destroy_event = (__typeof__((s)->destroy_event))(v))
#undef SP_StreamExecutor_set_destroy_stream
#define SP_StreamExecutor_set_destroy_stream(s, v) ((s)->destroy_stream = (__typeof__((s)->destroy_stream))(v))
#undef SP_StreamExecutor_set_destroy_timer
#define SP_StreamExecutor_set_destroy_timer(s, v) ((s)->destroy_timer = (__typeof__((s)->destroy_timer))(v))
#undef SP_StreamExecutor_set_device_memory_usage
#define SP_StreamExecutor_set_device_memory_usage(s, v) ((s)->device_memory_usage = (__typeof__((s)->device_memory_usage))(v))
#undef SP_StreamExecutor_set_get_allocator_stats
#define SP_StreamExecutor_set_get_allocator_stats(s, v) ((s)->get_allocator_stats = (__typeof__((s)->get_allocator_stats))(v))
#undef SP_StreamExecutor_set_get_event_status
#define SP_StreamExecutor_set_get_event_status(s, v) ((s)->get_event_status = (__typeof__((s)->get_event_status))(v))
#undef SP_StreamExecutor_set_get_stream_status
#define SP_StreamExecutor_set_get_stream_status(s, v) ((s)->get_stream_status = (__typeof__((s)->get_stream_status))(v))
#undef SP_StreamExecutor_set_host_callback
#define SP_StreamExecutor_set_host_callback(s, v) ((s)->host_callback = (__typeof__((s)->host_callback))(v))
#undef SP_StreamExecutor_set_host_memory_allocate
#define SP_StreamExecutor_set_host_memory_allocate(s, v) ((s)->host_memory_allocate = (__typeof__((s)->host_memory_allocate))(v))
#undef SP_StreamExecutor_set_host_memory_deallocate
#define SP_StreamExecutor_set_host_memory_deallocate(s, v) ((s)->host_memory_deallocate = (__typeof__((s)->host_memory_deallocate))(v))
#undef SP_StreamExecutor_set_mem_zero
#define SP_StreamExecutor_set_mem_zero(s, v) ((s)->mem_zero = (__typeof__((s)->mem_zero))(v))
#undef SP_StreamExecutor_set_memcpy_dtod
#define SP_StreamExecutor_set_memcpy_dtod(s, v) ((s)->memcpy_dtod = (__typeof__((s)->memcpy_dtod))(v))
#undef SP_StreamExecutor_set_memcpy_dtoh
#define SP_StreamExecutor_set_memcpy_dtoh(s, v) ((s)->memcpy_dtoh = (__typeof__((s)->memcpy_dtoh))(v))
#undef SP_StreamExecutor_set_memcpy_htod
#define SP_StreamExecutor_set_memcpy_htod(s, v) ((s)->memcpy_htod = (__typeof__((s)->memcpy_htod))(v))
#undef SP_StreamExecutor_set_memset
#define SP_StreamExecutor_set_memset(s, v) ((s)->memset = (__typeof__((s)->memset))(v))
#undef SP_StreamExecutor_set_memset32
#define SP_StreamExecutor_set_memset32(s, v) ((s)->memset32 = (__typeof__((s)->memset32))(v))
#undef SP_StreamExecutor_set_record_event
#define SP_StreamExecutor_set_record_event(s, v) ((s)->record_event = (__typeof__((s)->record_event))(v))
#undef SP_StreamExecutor_set_start_timer
#define SP_StreamExecutor_set_start_timer(s, v) ((s)->start_timer = (__typeof__((s)->start_timer))(v))
#undef SP_StreamExecutor_set_stop_timer
#define SP_StreamExecutor_set_stop_timer(s, v) ((s)->stop_timer = (__typeof__((s)->stop_timer))(v))
#undef SP_StreamExecutor_set_sync_memcpy_dtod
#define SP_StreamExecutor_set_sync_memcpy_dtod(s, v) ((s)->sync_memcpy_dtod = (__typeof__((s)->sync_memcpy_dtod))(v))
#undef SP_StreamExecutor_set_sync_memcpy_dtoh
#define SP_StreamExecutor_set_sync_memcpy_dtoh(s, v) ((s)->sync_memcpy_dtoh = (__typeof__((s)->sync_memcpy_dtoh))(v))
#undef SP_StreamExecutor_set_sync_memcpy_htod
#define SP_StreamExecutor_set_sync_memcpy_htod(s, v) ((s)->sync_memcpy_htod = (__typeof__((s)->sync_memcpy_htod))(v))
#undef SP_StreamExecutor_set_synchronize_all_activity
#define SP_StreamExecutor_set_synchronize_all_activity(s, v) ((s)->synchronize_all_activity = (__typeof__((s)->synchronize_all_activity))(v))
#undef SP_StreamExecutor_set_wait_for_event
#define SP_StreamExecutor_set_wait_for_event(s, v) ((s)->wait_for_event = (__typeof__((s)->wait_for_event))(v))
#undef SP_TimerFns_set_nanoseconds
#define SP_TimerFns_set_nanoseconds(s, v) ((s)->nanoseconds = (__typeof__((s)->nanoseconds))(v))

/* TensorFlow plugins set struct_size to their header's macro. */
#define MINI_OWN_SIZE(s, size) ((s)->struct_size = (size))
#define MINI_CLAMP_SIZE(s, size) ((s)->struct_size = (size))

#endif /* MINI_RAW_H_ */
