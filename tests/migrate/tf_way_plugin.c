/* The plugin README's migration starts from and ends at (tests/migrate).
 *
 * tf_way_plugin.c is written the way TensorFlow's plugin authors write one,
 * against TensorFlow 2.14's stream_executor.h: each struct_size set to the
 * header's *_STRUCT_SIZE, members filled with `s->member = value;` and read
 * with `s->member`. It is built unchanged: tests/migrate/shim provides that
 * include path as se_api_tensorflow.h, TensorFlow 2.14's layout member for
 * member. tf_way_plugin_migrated.c is this file after README's migration
 * steps, as tests/migrate/migrate.py applies them; the two differ only where
 * a step says.
 *
 * Design: synchronous. Device memory is host memory (opaque is the host
 * address), kept in a table of live allocations for the allocator stats and
 * for checking copies; streams, events and timers are small handles; copies,
 * fills and host callbacks run inline on the caller's thread, so a recorded
 * event is always complete. Two devices of 256 MiB each.
 */
#include "tensorflow/c/experimental/stream_executor/stream_executor.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DEVICE_COUNT 2
#define DEVICE_CAPACITY ((uint64_t)256 << 20)

/* ---- device memory ----------------------------------------------------- */

struct allocation {
  unsigned char* base;
  uint64_t size;
  int ordinal;
  struct allocation* next;
};

struct device_usage {
  int64_t num_allocs;
  int64_t bytes_in_use;
  int64_t peak_bytes_in_use;
  int64_t largest_alloc_size;
};

/* Guards the allocation table, the usage counters and the streams' errors. */
static pthread_mutex_t plugin_lock = PTHREAD_MUTEX_INITIALIZER;
static struct allocation* allocations;
static struct device_usage usage[DEVICE_COUNT];

/* The device's ordinal, or -1 when it is not one of ours. */
static int ordinal_of(const SP_Device* device) {
  if (device == NULL) return -1;
  int ordinal = device->ordinal;
  return ordinal >= 0 && ordinal < DEVICE_COUNT ? ordinal : -1;
}

/* Whether [p, p + size) lies inside one live allocation. */
static int is_device_range(const void* p, uint64_t size) {
  const unsigned char* q = p;
  int inside = 0;
  if (q == NULL) return 0;
  pthread_mutex_lock(&plugin_lock);
  for (struct allocation* a = allocations; a != NULL && !inside; a = a->next)
    inside = q >= a->base && size <= a->size && (uint64_t)(q - a->base) <= a->size - size;
  pthread_mutex_unlock(&plugin_lock);
  return inside;
}

static void plugin_allocate(const SP_Device* device, uint64_t size, int64_t memory_space,
                            SP_DeviceMemoryBase* mem) {
  (void)memory_space;
  mem->struct_size = SP_DEVICE_MEMORY_BASE_STRUCT_SIZE;
  mem->opaque = NULL;
  mem->size = 0;
  int ordinal = ordinal_of(device);
  if (ordinal < 0 || size > DEVICE_CAPACITY) return;
  struct allocation* a = malloc(sizeof *a);
  if (a == NULL) return;
  /* Zero bytes get an address of their own too: NULL means out of memory. */
  a->base = aligned_alloc(256, size > 0 ? (size + 255) & ~(uint64_t)255 : 256);
  if (a->base == NULL) {
    free(a);
    return;
  }
  a->size = size;
  a->ordinal = ordinal;
  pthread_mutex_lock(&plugin_lock);
  struct device_usage* u = &usage[ordinal];
  int fits = (uint64_t)u->bytes_in_use + size <= DEVICE_CAPACITY;
  if (fits) {
    a->next = allocations;
    allocations = a;
    u->num_allocs++;
    u->bytes_in_use += (int64_t)size;
    if (u->bytes_in_use > u->peak_bytes_in_use) u->peak_bytes_in_use = u->bytes_in_use;
    if ((int64_t)size > u->largest_alloc_size) u->largest_alloc_size = (int64_t)size;
  }
  pthread_mutex_unlock(&plugin_lock);
  if (!fits) {
    free(a->base);
    free(a);
    return;
  }
  mem->opaque = a->base;
  mem->size = size;
}

static void plugin_deallocate(const SP_Device* device, SP_DeviceMemoryBase* memory) {
  (void)device;
  void* base = memory->opaque;
  struct allocation* found = NULL;
  if (base == NULL) return;
  pthread_mutex_lock(&plugin_lock);
  for (struct allocation *a = allocations, *prev = NULL; a != NULL; prev = a, a = a->next) {
    if (a->base != base) continue;
    if (prev == NULL)
      allocations = a->next;
    else
      prev->next = a->next;
    usage[a->ordinal].bytes_in_use -= (int64_t)a->size;
    found = a;
    break;
  }
  pthread_mutex_unlock(&plugin_lock);
  if (found != NULL) {
    free(found->base);
    free(found);
  }
}

static void* plugin_host_memory_allocate(const SP_Device* device, uint64_t size) {
  (void)device;
  return aligned_alloc(64, size > 0 ? (size + 63) & ~(uint64_t)63 : 64);
}

static void plugin_host_memory_deallocate(const SP_Device* device, void* mem) {
  (void)device;
  free(mem);
}

static TF_Bool plugin_get_allocator_stats(const SP_Device* device, SP_AllocatorStats* stats) {
  int ordinal = ordinal_of(device);
  if (ordinal < 0) return 0;
  stats->struct_size = SP_ALLOCATORSTATS_STRUCT_SIZE;
  pthread_mutex_lock(&plugin_lock);
  struct device_usage u = usage[ordinal];
  pthread_mutex_unlock(&plugin_lock);
  stats->num_allocs = u.num_allocs;
  stats->bytes_in_use = u.bytes_in_use;
  stats->peak_bytes_in_use = u.peak_bytes_in_use;
  stats->largest_alloc_size = u.largest_alloc_size;
  stats->has_bytes_limit = 1;
  stats->bytes_limit = (int64_t)DEVICE_CAPACITY;
  stats->largest_free_block_bytes = (int64_t)DEVICE_CAPACITY - u.bytes_in_use;
  return 1;
}

static TF_Bool plugin_device_memory_usage(const SP_Device* device, int64_t* free_bytes,
                                          int64_t* total_bytes) {
  int ordinal = ordinal_of(device);
  if (ordinal < 0 || free_bytes == NULL || total_bytes == NULL) return 0;
  pthread_mutex_lock(&plugin_lock);
  *free_bytes = (int64_t)DEVICE_CAPACITY - usage[ordinal].bytes_in_use;
  pthread_mutex_unlock(&plugin_lock);
  *total_bytes = (int64_t)DEVICE_CAPACITY;
  return 1;
}

/* ---- streams and events: everything has run by the time a call returns --- */

#define STREAM_MAGIC 0x53545246u
#define EVENT_MAGIC 0x45565446u

struct SP_Stream_st {
  uint32_t magic;
  TF_Code error; /* the first failed host callback's code */
};

struct SP_Event_st {
  uint32_t magic;
};

static int is_stream(SP_Stream stream) { return stream != NULL && stream->magic == STREAM_MAGIC; }
static int is_event(SP_Event event) { return event != NULL && event->magic == EVENT_MAGIC; }

static void plugin_create_stream(const SP_Device* device, SP_Stream* stream, TF_Status* status) {
  if (ordinal_of(device) < 0 || stream == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "create_stream: bad device or stream pointer");
    return;
  }
  struct SP_Stream_st* s = calloc(1, sizeof *s);
  if (s == NULL) {
    TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "create_stream: out of memory");
    return;
  }
  s->magic = STREAM_MAGIC;
  s->error = TF_OK;
  *stream = s;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_stream(const SP_Device* device, SP_Stream stream) {
  (void)device;
  if (!is_stream(stream)) return;
  stream->magic = 0;
  free(stream);
}

static void plugin_create_stream_dependency(const SP_Device* device, SP_Stream dependent,
                                            SP_Stream other, TF_Status* status) {
  (void)device;
  if (!is_stream(dependent) || !is_stream(other))
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "create_stream_dependency: bad stream");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_get_stream_status(const SP_Device* device, SP_Stream stream, TF_Status* status) {
  (void)device;
  if (!is_stream(stream)) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "get_stream_status: bad stream");
    return;
  }
  pthread_mutex_lock(&plugin_lock);
  TF_Code error = stream->error;
  pthread_mutex_unlock(&plugin_lock);
  if (error != TF_OK)
    TF_SetStatus(status, error, "a host callback on this stream failed");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_create_event(const SP_Device* device, SP_Event* event, TF_Status* status) {
  (void)device;
  if (event == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "create_event: NULL event pointer");
    return;
  }
  struct SP_Event_st* e = calloc(1, sizeof *e);
  if (e == NULL) {
    TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "create_event: out of memory");
    return;
  }
  e->magic = EVENT_MAGIC;
  *event = e;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_event(const SP_Device* device, SP_Event event) {
  (void)device;
  if (!is_event(event)) return;
  event->magic = 0;
  free(event);
}

static SE_EventStatus plugin_get_event_status(const SP_Device* device, SP_Event event) {
  (void)device;
  return is_event(event) ? SE_EVENT_COMPLETE : SE_EVENT_ERROR;
}

static void plugin_record_event(const SP_Device* device, SP_Stream stream, SP_Event event,
                                TF_Status* status) {
  (void)device;
  if (!is_stream(stream) || !is_event(event))
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "record_event: bad stream or event");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_wait_for_event(const SP_Device* const device, SP_Stream stream, SP_Event event,
                                  TF_Status* const status) {
  (void)device;
  if (!is_stream(stream) || !is_event(event))
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "wait_for_event: bad stream or event");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_block_host_for_event(const SP_Device* device, SP_Event event, TF_Status* status) {
  (void)device;
  if (!is_event(event))
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "block_host_for_event: bad event");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_block_host_until_done(const SP_Device* device, SP_Stream stream, TF_Status* status) {
  (void)device;
  if (!is_stream(stream))
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "block_host_until_done: bad stream");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_synchronize_all_activity(const SP_Device* device, TF_Status* status) {
  if (ordinal_of(device) < 0)
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "synchronize_all_activity: bad device");
  else
    TF_SetStatus(status, TF_OK, "");
}

static TF_Bool plugin_host_callback(const SP_Device* device, SP_Stream stream,
                                    SE_StatusCallbackFn callback_fn, void* callback_arg) {
  (void)device;
  if (!is_stream(stream) || callback_fn == NULL) return 0;
  TF_Status* callback_status = TF_NewStatus();
  if (callback_status == NULL) return 0;
  callback_fn(callback_arg, callback_status);
  TF_Code code = TF_GetCode(callback_status);
  TF_DeleteStatus(callback_status);
  if (code != TF_OK) {
    pthread_mutex_lock(&plugin_lock);
    if (stream->error == TF_OK) stream->error = code;
    pthread_mutex_unlock(&plugin_lock);
  }
  return 1;
}

/* ---- copies and fills ------------------------------------------------------ */

/* Copies size bytes when both ends are good (a device end inside one live
 * allocation, a host end not NULL); sets the status either way. */
static void copy(SP_Stream stream, int needs_stream, void* dst, int dst_on_device, const void* src,
                 int src_on_device, uint64_t size, TF_Status* status, const char* what) {
  if (needs_stream && !is_stream(stream)) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, what);
    return;
  }
  if (size > 0) {
    if (dst == NULL || src == NULL || (dst_on_device && !is_device_range(dst, size)) ||
        (src_on_device && !is_device_range(src, size))) {
      TF_SetStatus(status, TF_INVALID_ARGUMENT, what);
      return;
    }
    memmove(dst, src, size);
  }
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_memcpy_dtoh(const SP_Device* device, SP_Stream stream, void* host_dst,
                               const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* src = device_src == NULL ? NULL : device_src->opaque;
  copy(stream, 1, host_dst, 0, src, 1, size, status, "memcpy_dtoh: bad stream, address or range");
}

static void plugin_memcpy_htod(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* device_dst,
                               const void* host_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = device_dst == NULL ? NULL : device_dst->opaque;
  copy(stream, 1, dst, 1, host_src, 0, size, status, "memcpy_htod: bad stream, address or range");
}

static void plugin_memcpy_dtod(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* device_dst,
                               const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = device_dst == NULL ? NULL : device_dst->opaque;
  void* src = device_src == NULL ? NULL : device_src->opaque;
  copy(stream, 1, dst, 1, src, 1, size, status, "memcpy_dtod: bad stream, address or range");
}

static void plugin_sync_memcpy_dtoh(const SP_Device* device, void* host_dst,
                                    const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* src = device_src == NULL ? NULL : device_src->opaque;
  copy(NULL, 0, host_dst, 0, src, 1, size, status, "sync_memcpy_dtoh: bad address or range");
}

static void plugin_sync_memcpy_htod(const SP_Device* device, SP_DeviceMemoryBase* device_dst,
                                    const void* host_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = device_dst == NULL ? NULL : device_dst->opaque;
  copy(NULL, 0, dst, 1, host_src, 0, size, status, "sync_memcpy_htod: bad address or range");
}

static void plugin_sync_memcpy_dtod(const SP_Device* device, SP_DeviceMemoryBase* device_dst,
                                    const SP_DeviceMemoryBase* device_src, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = device_dst == NULL ? NULL : device_dst->opaque;
  void* src = device_src == NULL ? NULL : device_src->opaque;
  copy(NULL, 0, dst, 1, src, 1, size, status, "sync_memcpy_dtod: bad address or range");
}

/* Writes pattern, width bytes wide, over size bytes at dst. */
static void fill(SP_Stream stream, void* dst, uint32_t pattern, uint64_t width, uint64_t size,
                 TF_Status* status, const char* what) {
  if (!is_stream(stream) || size % width != 0 || (size > 0 && !is_device_range(dst, size))) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, what);
    return;
  }
  unsigned char* p = dst;
  if (width == 1)
    memset(p, (int)(pattern & 0xff), size);
  else
    for (uint64_t i = 0; i < size; i += width) memcpy(p + i, &pattern, sizeof pattern);
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_mem_zero(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location,
                            uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = location == NULL ? NULL : location->opaque;
  fill(stream, dst, 0, 1, size, status, "mem_zero: bad stream, address or range");
}

static void plugin_memset(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location,
                          uint8_t pattern, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = location == NULL ? NULL : location->opaque;
  fill(stream, dst, pattern, 1, size, status, "memset: bad stream, address or range");
}

static void plugin_memset32(const SP_Device* device, SP_Stream stream, SP_DeviceMemoryBase* location,
                            uint32_t pattern, uint64_t size, TF_Status* status) {
  (void)device;
  void* dst = location == NULL ? NULL : location->opaque;
  fill(stream, dst, pattern, 4, size, status,
       "memset32: bad stream, address or range, or a size not a multiple of 4");
}

/* ---- timers (cores before TensorFlow 2.9 call them) ------------------------ */

struct SP_Timer_st {
  uint64_t start_ns;
  uint64_t stop_ns;
};

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void plugin_create_timer(const SP_Device* device, SP_Timer* timer, TF_Status* status) {
  (void)device;
  if (timer == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "create_timer: NULL timer pointer");
    return;
  }
  *timer = calloc(1, sizeof(struct SP_Timer_st));
  if (*timer == NULL)
    TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "create_timer: out of memory");
  else
    TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_timer(const SP_Device* device, SP_Timer timer) {
  (void)device;
  free(timer);
}

static void plugin_start_timer(const SP_Device* device, SP_Stream stream, SP_Timer timer,
                               TF_Status* status) {
  (void)device;
  if (!is_stream(stream) || timer == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "start_timer: bad stream or timer");
    return;
  }
  timer->start_ns = now_ns();
  timer->stop_ns = 0;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_stop_timer(const SP_Device* device, SP_Stream stream, SP_Timer timer,
                              TF_Status* status) {
  (void)device;
  if (!is_stream(stream) || timer == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "stop_timer: bad stream or timer");
    return;
  }
  timer->stop_ns = now_ns();
  TF_SetStatus(status, TF_OK, "");
}

static uint64_t plugin_nanoseconds(SP_Timer timer) {
  if (timer == NULL || timer->stop_ns < timer->start_ns) return 0;
  return timer->stop_ns - timer->start_ns;
}

/* ---- devices ------------------------------------------------------------------ */

static void plugin_get_device_count(const SP_Platform* platform, int* device_count, TF_Status* status) {
  (void)platform;
  if (device_count == NULL) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "get_device_count: NULL device_count");
    return;
  }
  *device_count = DEVICE_COUNT;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_create_device(const SP_Platform* platform, SE_CreateDeviceParams* params,
                                 TF_Status* const status) {
  (void)platform;
  if (params->ordinal < 0 || params->ordinal >= DEVICE_COUNT) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "create_device: no device with that ordinal");
    return;
  }
  params->device->struct_size = SP_DEVICE_STRUCT_SIZE;
  params->device->ordinal = params->ordinal;
  params->device->hardware_name = "simulated device (host memory)";
  params->device->device_vendor = "seabi tests";
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_device(const SP_Platform* platform, SP_Device* device) {
  (void)platform;
  (void)device;
}

static int32_t plugin_get_numa_node(const SP_Device* device) {
  (void)device;
  return -1;
}

static int64_t plugin_get_memory_bandwidth(const SP_Device* device) {
  (void)device;
  return (int64_t)10 << 30;
}

static double plugin_get_gflops(const SP_Device* device) {
  (void)device;
  return 10.0;
}

static void plugin_create_device_fns(const SP_Platform* platform, SE_CreateDeviceFnsParams* params,
                                     TF_Status* const status) {
  (void)platform;
  params->device_fns->struct_size = SP_DEVICE_FNS_STRUCT_SIZE;
  params->device_fns->get_numa_node = plugin_get_numa_node;
  params->device_fns->get_memory_bandwidth = plugin_get_memory_bandwidth;
  params->device_fns->get_gflops = plugin_get_gflops;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_device_fns(const SP_Platform* platform, SP_DeviceFns* device_fns) {
  (void)platform;
  (void)device_fns;
}

/* ---- stream executor and timer fns ---------------------------------------- */

static void plugin_create_stream_executor(const SP_Platform* platform, SE_CreateStreamExecutorParams* params,
                                          TF_Status* const status) {
  (void)platform;
  SP_StreamExecutor* se = params->stream_executor;
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  se->allocate = plugin_allocate;
  se->deallocate = plugin_deallocate;
  se->host_memory_allocate = plugin_host_memory_allocate;
  se->host_memory_deallocate = plugin_host_memory_deallocate;
  se->get_allocator_stats = plugin_get_allocator_stats;
  se->device_memory_usage = plugin_device_memory_usage;
  se->create_stream = plugin_create_stream;
  se->destroy_stream = plugin_destroy_stream;
  se->create_stream_dependency = plugin_create_stream_dependency;
  se->get_stream_status = plugin_get_stream_status;
  se->create_event = plugin_create_event;
  se->destroy_event = plugin_destroy_event;
  se->get_event_status = plugin_get_event_status;
  se->record_event = plugin_record_event;
  se->wait_for_event = plugin_wait_for_event;
  se->create_timer = plugin_create_timer;
  se->destroy_timer = plugin_destroy_timer;
  se->start_timer = plugin_start_timer;
  se->stop_timer = plugin_stop_timer;
  se->memcpy_dtoh = plugin_memcpy_dtoh;
  se->memcpy_htod = plugin_memcpy_htod;
  se->memcpy_dtod = plugin_memcpy_dtod;
  se->sync_memcpy_dtoh = plugin_sync_memcpy_dtoh;
  se->sync_memcpy_htod = plugin_sync_memcpy_htod;
  se->sync_memcpy_dtod = plugin_sync_memcpy_dtod;
  se->block_host_for_event = plugin_block_host_for_event;
  se->block_host_until_done = plugin_block_host_until_done;
  se->synchronize_all_activity = plugin_synchronize_all_activity;
  se->mem_zero = plugin_mem_zero;
  se->memset = plugin_memset;
  se->memset32 = plugin_memset32;
  se->host_callback = plugin_host_callback;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_stream_executor(const SP_Platform* platform, SP_StreamExecutor* se) {
  (void)platform;
  (void)se;
}

static void plugin_create_timer_fns(const SP_Platform* platform, SP_TimerFns* timer_fns, TF_Status* status) {
  (void)platform;
  timer_fns->struct_size = SP_TIMER_FNS_STRUCT_SIZE;
  timer_fns->nanoseconds = plugin_nanoseconds;
  TF_SetStatus(status, TF_OK, "");
}

static void plugin_destroy_timer_fns(const SP_Platform* platform, SP_TimerFns* timer_fns) {
  (void)platform;
  (void)timer_fns;
}

/* ---- registration -------------------------------------------------------------- */

static void plugin_destroy_platform(SP_Platform* platform) { (void)platform; }
static void plugin_destroy_platform_fns(SP_PlatformFns* platform_fns) { (void)platform_fns; }

/* The kernel module: TensorFlow before 2.12 refuses a plugin that does not
 * export TF_InitKernel, so a plugin with no kernels exports an empty one. */
void TF_InitKernel(void);
void TF_InitKernel(void) {}

void SE_InitPlugin(SE_PlatformRegistrationParams* const params, TF_Status* const status) {
  if (params->major_version != SE_MAJOR) {
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "this plugin needs a core of StreamExecutor C API major version 0");
    return;
  }
  SP_Platform* platform = params->platform;
  platform->struct_size = SP_PLATFORM_STRUCT_SIZE;
  platform->name = "TF_WAY";
  platform->type = "TF_WAY";
  platform->supports_unified_memory = 0;
  platform->use_bfc_allocator = 1;

  SP_PlatformFns* platform_fns = params->platform_fns;
  platform_fns->struct_size = SP_PLATFORM_FNS_STRUCT_SIZE;
  platform_fns->get_device_count = plugin_get_device_count;
  platform_fns->create_device = plugin_create_device;
  platform_fns->destroy_device = plugin_destroy_device;
  platform_fns->create_device_fns = plugin_create_device_fns;
  platform_fns->destroy_device_fns = plugin_destroy_device_fns;
  platform_fns->create_stream_executor = plugin_create_stream_executor;
  platform_fns->destroy_stream_executor = plugin_destroy_stream_executor;
  platform_fns->create_timer_fns = plugin_create_timer_fns;
  platform_fns->destroy_timer_fns = plugin_destroy_timer_fns;

  params->destroy_platform = plugin_destroy_platform;
  params->destroy_platform_fns = plugin_destroy_platform_fns;
  TF_SetStatus(status, TF_OK, "");
}
