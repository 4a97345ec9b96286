/* Internal interfaces shared by the simdev modules. Nothing here is exported:
 * the library is built with -fvisibility=hidden; only SE_InitPlugin
 * (SE_PLUGIN_EXPORT from se_api.h) and SIMDEV_GetCounters (SD_EXPORT) are
 * visible.
 *
 * Module map (one job each):
 *   sd_log.c      status/log helpers and the introspection counters
 *   sd_config.c   environment variables -> sd_config
 *   sd_handles.c  registry of live handles (validation, refcounts, quarantine)
 *   sd_guarded.c  red-zoned, poisoned memory blocks
 *   sd_device.c   devices, the device table, SP_DeviceFns
 *   sd_memory.c   device address space, allocator stats, host/unified memory
 *   sd_stream.c   streams: FIFO queue + one worker thread each, syncs
 *   sd_event.c    events (point-in-time markers) and timers
 *   sd_copy.c     memcpy/memset callbacks (bounds checks, enqueue)
 *   sd_register.c SE_InitPlugin and the platform/executor tables */
#ifndef SD_INTERNAL_H_
#define SD_INTERNAL_H_

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "se_api.h"
#include "simdev.h"

#define SD_EXPORT __attribute__((visibility("default")))

#if defined(__GNUC__)
#define SD_PRINTF(fmt_index, first_arg) \
  __attribute__((format(printf, fmt_index, first_arg)))
#else
#define SD_PRINTF(fmt_index, first_arg)
#endif

/* Platform identity. Both must match [A-Z][A-Z_]* (TF rejects others); they
 * are string literals so they outlive every call (core keeps the pointers). */
/* The plugin fills deprecated members on purpose (older cores still read
 * them: visible_device_count, the timer callbacks). The generated header
 * marks them deprecated; these brackets silence the warning exactly around
 * those deliberate uses, so any other use still fails the -Werror build. */
#define SD_DELIBERATE_DEPRECATED_BEGIN \
  _Pragma("GCC diagnostic push")       \
      _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define SD_DELIBERATE_DEPRECATED_END _Pragma("GCC diagnostic pop")

#define SD_PLATFORM_NAME "SIMDEV"
#define SD_PLATFORM_TYPE "SIM"

#define SD_MAX_DEVICES 64

/* ---- configuration (sd_config.c) -------------------------------------- */
typedef struct sd_config {
  int device_count;        /* SIMDEV_DEVICE_COUNT, default 2 */
  uint64_t capacity_bytes; /* SIMDEV_DEVICE_MEMORY_MB, default 1024 MiB */
  int unified_memory;      /* SIMDEV_UNIFIED_MEMORY, default 0 */
  int use_bfc_allocator;   /* SIMDEV_USE_BFC_ALLOCATOR, default 1 */
  int force_memory_growth; /* SIMDEV_FORCE_MEMORY_GROWTH, default 0 */
  int omit_block_host_until_done; /* SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE */
} sd_config;

/* Snapshot taken by the last SE_InitPlugin; stable between inits. */
sd_config sd_config_get(void);
/* Re-reads the environment (called by SE_InitPlugin). Returns 0 and fills
 * msg when a variable is malformed, so init can fail with a clear status. */
int sd_config_load(char *msg, size_t msg_size);

/* Hot-path knobs, read lock-free by workers. */
extern _Atomic int sd_log_level; /* SIMDEV_LOG: 0 quiet, 1 errors, 2 trace */
extern _Atomic unsigned sd_op_delay_us;       /* SIMDEV_OP_DELAY_US */
extern _Atomic uint64_t sd_fail_allocate_nth; /* SIMDEV_FAIL_ALLOCATE_NTH */
extern _Atomic uint64_t sd_allocate_calls;    /* reset by each init */

/* ---- status, logging, counters (sd_log.c) ----------------------------- */
/* Sets `status` (if non-NULL) to code + formatted message. Every message
 * starts with the callback's name so a user knows which call failed. */
void sd_status(TF_Status *status, TF_Code code, const char *fmt, ...)
    SD_PRINTF(3, 4);
void sd_status_ok(TF_Status *status);
/* stderr logging, filtered by SIMDEV_LOG. level 1 = detected defects. */
void sd_log(int level, const char *fmt, ...) SD_PRINTF(2, 3);

/* The two per-op counters sit on their own cache lines: one is written by
 * enqueuing threads, the other by workers, and sharing a line would make
 * every op bounce it between cores. */
typedef struct sd_counters {
  _Atomic int64_t live_devices, live_streams, live_events, live_timers;
  _Atomic int64_t live_device_allocations, live_host_allocations,
      live_unified_allocations;
  char pad_enqueued[64];
  _Atomic int64_t ops_enqueued;
  char pad_executed[64];
  _Atomic int64_t ops_executed;
  char pad_rest[64];
  _Atomic int64_t host_callbacks_run;
  _Atomic int64_t redzone_violations, double_frees, invalid_frees,
      writes_after_free, invalid_handles, double_destroys, freed_while_in_use,
      injected_faults;
  _Atomic int64_t priority_streams, priority_sum;
} sd_counters;
extern sd_counters sd_count;
#define SD_COUNT_ADD(field, n) atomic_fetch_add(&sd_count.field, (n))

/* ---- handle registry (sd_handles.c) ------------------------------------ */
typedef enum sd_kind {
  SD_KIND_DEVICE = 1,
  SD_KIND_STREAM,
  SD_KIND_EVENT,
  SD_KIND_TIMER
} sd_kind;

/* First member of every object whose address is handed to the core. */
typedef struct sd_object {
  sd_kind kind;
  _Atomic int refs;
  void (*finalize)(struct sd_object *); /* frees kind-specific resources */
} sd_object;

const char *sd_kind_name(sd_kind kind);
/* Initialises the header with one reference (owned by the registry). */
void sd_object_init(sd_object *o, sd_kind kind, void (*finalize)(sd_object *));
/* Makes `o` findable; 0 when out of memory. */
int sd_handle_register(sd_object *o);
/* Looks `handle` up WITHOUT dereferencing it; on success returns the object
 * with an extra reference the caller must drop with sd_object_unref. A NULL,
 * foreign or destroyed handle returns NULL and is counted. */
sd_object *sd_handle_acquire(const void *handle, sd_kind kind);
/* Both lookups under one lock (the per-op path: device + stream). Returns 1
 * with both referenced, or 0 with neither (*a / *b tell which failed). */
int sd_handle_acquire_pair(const void *ha, sd_kind ka, sd_object **a,
                           const void *hb, sd_kind kb, sd_object **b);
/* Removes `handle` from the live set (destroy path). Returns the object with
 * the registry's reference transferred to the caller, or NULL (counted as a
 * double destroy when the handle was destroyed recently). */
sd_object *sd_handle_retire(const void *handle, sd_kind kind,
                            const char *caller);
void sd_object_ref(sd_object *o);
/* Drops a reference; the last one finalizes the object and parks its memory
 * in a quarantine so the address is not reused at once (a later double
 * destroy is then reported, not mistaken for a live handle). */
void sd_object_unref(sd_object *o);
/* Frees quarantined memory when nothing is live (platform teardown). */
void sd_handles_flush_quarantine(void);

/* ---- guarded blocks (sd_guarded.c) ------------------------------------ */
#define SD_REDZONE 64         /* bytes of canary on each side */
#define SD_REDZONE_BYTE 0xFDu /* canary value */
#define SD_FRESH_BYTE \
  0xA5u /* fill of new blocks: reads of unwritten data stand out */
#define SD_POISON_BYTE 0xDDu /* fill of freed, quarantined blocks */

/* Returns the user pointer of a block of `size` bytes (>= 0) surrounded by
 * red zones, aligned to `align` (a power of two; at least 64 is used), placed
 * `skew` extra bytes (a multiple of `align`) into the allocation; or NULL. */
unsigned char *sd_guarded_alloc(uint64_t size, size_t align, size_t skew);
/* 0 when both red zones are intact; otherwise the signed distance of the
 * first damaged byte from the block (negative = before, >= size = after). */
int sd_guarded_check(const unsigned char *p, uint64_t size, int64_t *where);
void sd_guarded_poison(unsigned char *p, uint64_t size);
/* 1 when every byte still holds the poison; else sets *where. */
int sd_guarded_poison_intact(const unsigned char *p, uint64_t size,
                             uint64_t *where);
/* Frees a block; `align` and `skew` are the values given to
 * sd_guarded_alloc. */
void sd_guarded_free(unsigned char *p, size_t align, size_t skew);

/* ---- devices (sd_device.c) -------------------------------------------- */
typedef struct sd_alloc sd_alloc;
typedef struct sd_stream sd_stream;

typedef struct sd_tomb {
  uint64_t va, size;
} sd_tomb;
#define SD_TOMBS 1024

typedef struct sd_device {
  sd_object obj;
  int ordinal;
  unsigned slot; /* 1..255, the tag in this device's addresses */
  uint64_t capacity;

  pthread_mutex_t mu; /* guards everything below */
  sd_alloc **allocs;  /* live allocations, sorted by va (appended in order) */
  size_t n_allocs, cap_allocs;
  uint64_t next_va;
  sd_tomb tombs[SD_TOMBS]; /* recently freed ranges: double-free reports */
  size_t tomb_next;
  int64_t num_allocs, bytes_in_use, peak_bytes_in_use, largest_alloc_size;
  sd_stream **streams; /* live streams, for synchronize_all_activity */
  size_t n_streams, cap_streams;

  char hardware_name[64];
  char vendor[32];
  char pci_bus_id[16];
} sd_device;

/* Creates a device for `ordinal`; NULL when out of slots/memory. */
sd_device *sd_device_create(int ordinal, uint64_t capacity);
/* Resolves the core's SP_Device to our device with a reference, or NULL. */
sd_device *sd_device_acquire(const SP_Device *device);
/* The device owning addresses with `slot`, with a reference, or NULL. */
sd_device *sd_device_by_slot(unsigned slot);
/* Destroy path: frees leaked allocations (reporting them), unregisters. */
void sd_device_destroy(sd_device *dev);
static inline void sd_device_unref(sd_device *dev) {
  if (dev != NULL) sd_object_unref(&dev->obj);
}
int sd_device_add_stream(sd_device *dev, sd_stream *s);
void sd_device_remove_stream(sd_device *dev, sd_stream *s);
/* Waits for all work enqueued so far on every stream of `dev`. Returns
 * FAILED_PRECONDITION when called from one of those streams' own callbacks
 * (it would wait for itself); with report_stream_errors, also the first
 * sticky stream error. The reason goes to msg. */
TF_Code sd_device_synchronize(sd_device *dev, int report_stream_errors,
                              char *msg, size_t msg_size);
void sd_fill_device_fns(SP_DeviceFns *fns);

/* ---- memory (sd_memory.c) --------------------------------------------- */
/* Device addresses: 0xD0 in the top byte (non-canonical on x86-64 and
 * invalid on arm64, so they never alias host memory and fault if
 * dereferenced), the device slot in bits 48..55, a never-reused offset below.
 * Interior addresses resolve to their allocation. */
#define SD_VA_TAG 0xD000000000000000ull
#define SD_VA_TAG_MASK 0xFF00000000000000ull
#define SD_VA_SLOT_SHIFT 48
#define SD_VA_OFFSET_MASK 0x0000FFFFFFFFFFFFull
#define SD_VA_ALIGN 256u
static inline int sd_is_device_address(uint64_t a) {
  return (a & SD_VA_TAG_MASK) == SD_VA_TAG;
}

struct sd_alloc {
  _Atomic int refs;  /* 1 for the live registry + 1 per queued op */
  _Atomic int freed; /* set by deallocate */
  uint64_t va, size;
  unsigned char *data; /* guarded backing block (64-byte aligned) */
  size_t skew;         /* its placement, needed to free it */
};

/* A pinned device range: the allocation cannot be freed under an op. */
typedef struct sd_pin {
  sd_alloc *alloc;
  unsigned char *ptr;
} sd_pin;

/* Validates [addr, addr+size) against live allocations on any device and
 * pins it. `held` is a device the caller already holds a reference to (or
 * NULL); addresses of that device skip the device-table lookup. On failure
 * returns the TF code and writes the reason (naming `what` and `caller`) to
 * msg. size 0 never resolves (caller skips). */
TF_Code sd_memory_pin(uint64_t addr, uint64_t size, sd_device *held,
                      const char *caller, const char *what, sd_pin *out,
                      char *msg, size_t msg_size);
void sd_memory_unpin(sd_pin *pin);
/* Host pointers the plugin handed out (host_memory_allocate, unified) have
 * known bounds: a range starting inside such a block must end inside it,
 * and a block already freed is refused. Other host memory (stack, malloc)
 * cannot be checked and passes. */
TF_Code sd_memory_check_host_range(const void *p, uint64_t size,
                                   const char *caller, const char *what,
                                   char *msg, size_t msg_size);
/* Frees every live allocation of a device being destroyed; returns count. */
size_t sd_memory_release_device(sd_device *dev, uint64_t *bytes);
/* Reports host/unified blocks still live and drains the host quarantine. */
void sd_memory_flush_host_quarantine(void);

void sd_se_allocate(const SP_Device *device, uint64_t size,
                    int64_t memory_space, SP_DeviceMemoryBase *mem);
void sd_se_deallocate(const SP_Device *device, SP_DeviceMemoryBase *memory);
void *sd_se_host_memory_allocate(const SP_Device *device, uint64_t size);
void sd_se_host_memory_deallocate(const SP_Device *device, void *mem);
void *sd_se_unified_memory_allocate(const SP_Device *device, uint64_t size);
void sd_se_unified_memory_deallocate(const SP_Device *device, void *location);
TF_Bool sd_se_get_allocator_stats(const SP_Device *device,
                                  SP_AllocatorStats *stats);
TF_Bool sd_se_device_memory_usage(const SP_Device *device, int64_t *free,
                                  int64_t *total);

/* ---- streams (sd_stream.c) -------------------------------------------- */
typedef struct sd_timer sd_timer;

typedef enum sd_op_kind {
  SD_OP_COPY, /* memcpy_htod/dtoh/dtod */
  SD_OP_FILL, /* mem_zero/memset/memset32 */
  SD_OP_HOST_CALLBACK,
  SD_OP_WAIT, /* create_stream_dependency / wait_for_event */
  SD_OP_TIMER_START,
  SD_OP_TIMER_STOP
} sd_op_kind;

typedef struct sd_op {
  struct sd_op *next;
  uint64_t seq; /* position in the stream, 1-based */
  sd_op_kind kind;
  const char *caller; /* callback name, for error messages */
  union {
    struct {
      unsigned char *dst;
      const unsigned char *src;
      uint64_t size;
      sd_pin dst_pin, src_pin;
    } copy;
    struct {
      unsigned char *dst;
      uint64_t size;
      uint32_t pattern;
      int width;
      sd_pin pin;
    } fill;
    struct {
      SE_StatusCallbackFn fn;
      void *arg;
    } callback;
    struct {
      sd_stream *other;
      uint64_t target;
    } wait;
    struct {
      sd_timer *timer;
    } timer;
  } u;
} sd_op;

struct sd_stream {
  sd_object obj;
  sd_device *dev; /* reference held */
  pthread_t worker;
  pthread_mutex_t mu;     /* guards the queue, enqueued, stopping, error */
  pthread_cond_t work_cv; /* worker sleeps here */
  pthread_cond_t done_cv; /* host/other workers wait for progress here */
  sd_op *head, *tail, *free_ops;
  size_t n_free_ops;
  int worker_sleeping, stopping;
  uint64_t enqueued; /* seq of the last enqueued op */
  /* Written by the worker on every op: kept off the cache line that
   * enqueuing threads write (queue pointers, enqueued). */
  char pad_worker[64];
  _Atomic uint64_t completed; /* seq of the last finished op */
  _Atomic int waiters;        /* threads blocked on done_cv */
  _Atomic uint64_t error_seq; /* seq of the first failed op, 0 = healthy */
  TF_Code error_code;         /* valid once error_seq != 0 */
  char error_msg[320];
  /* From create_stream_with_options; recorded, does not change scheduling
   * (every stream has its own worker thread). */
  int has_priority;
  int32_t priority;
};

/* Acquire helpers used by every stream-taking callback: validate the device
 * and the stream (and that the stream lives on that device), set `status`
 * to INVALID_ARGUMENT naming `caller` otherwise. */
int sd_acquire_device(const SP_Device *device, const char *caller,
                      TF_Status *status, sd_device **dev);
int sd_acquire_stream(const SP_Device *device, SP_Stream stream,
                      const char *caller, TF_Status *status, sd_device **dev,
                      sd_stream **s);
static inline void sd_stream_unref(sd_stream *s) {
  if (s != NULL) sd_object_unref(&s->obj);
}

/* Enqueues a copy of *op. Fails (and returns the code with msg) when the
 * stream is shutting down or, for data ops, already failed. */
TF_Code sd_stream_enqueue(sd_stream *s, const sd_op *op, uint64_t *seq,
                          char *msg, size_t msg_size);
/* seq of the last op enqueued so far: the "point in time" for events and
 * dependencies. */
uint64_t sd_stream_snapshot(sd_stream *s);
/* Blocks until the stream completed `target`. Returns 0 instead of
 * deadlocking when called from the stream's own worker for unfinished work. */
int sd_stream_wait(sd_stream *s, uint64_t target);
/* TF_OK or the sticky error if it happened at or before `upto`. */
TF_Code sd_stream_error(sd_stream *s, uint64_t upto, char *msg,
                        size_t msg_size);
int sd_stream_is_own_worker(const sd_stream *s);

void sd_se_create_stream_with_options(const SP_Device *device,
                                      const SP_StreamOptions *options,
                                      SP_Stream *stream, TF_Status *status);
void sd_se_create_stream(const SP_Device *device, SP_Stream *stream,
                         TF_Status *status);
void sd_se_destroy_stream(const SP_Device *device, SP_Stream stream);
void sd_se_create_stream_dependency(const SP_Device *device,
                                    SP_Stream dependent, SP_Stream other,
                                    TF_Status *status);
void sd_se_get_stream_status(const SP_Device *device, SP_Stream stream,
                             TF_Status *status);
void sd_se_block_host_until_done(const SP_Device *device, SP_Stream stream,
                                 TF_Status *status);
void sd_se_synchronize_all_activity(const SP_Device *device, TF_Status *status);
TF_Bool sd_se_host_callback(SP_Device *device, SP_Stream stream,
                            SE_StatusCallbackFn callback_fn,
                            void *callback_arg);

/* ---- events and timers (sd_event.c) ----------------------------------- */
struct sd_timer {
  sd_object obj;
  _Atomic uint64_t start_ns, stop_ns; /* CLOCK_MONOTONIC, written by worker */
};
uint64_t sd_now_ns(void);

void sd_se_create_event(const SP_Device *device, SP_Event *event,
                        TF_Status *status);
void sd_se_destroy_event(const SP_Device *device, SP_Event event);
SE_EventStatus sd_se_get_event_status(const SP_Device *device, SP_Event event);
void sd_se_record_event(const SP_Device *device, SP_Stream stream,
                        SP_Event event, TF_Status *status);
void sd_se_wait_for_event(const SP_Device *const device, SP_Stream stream,
                          SP_Event event, TF_Status *const status);
void sd_se_block_host_for_event(const SP_Device *device, SP_Event event,
                                TF_Status *status);
void sd_se_create_timer(const SP_Device *device, SP_Timer *timer,
                        TF_Status *status);
void sd_se_destroy_timer(const SP_Device *device, SP_Timer timer);
void sd_se_start_timer(const SP_Device *device, SP_Stream stream,
                       SP_Timer timer, TF_Status *status);
void sd_se_stop_timer(const SP_Device *device, SP_Stream stream, SP_Timer timer,
                      TF_Status *status);
uint64_t sd_timer_nanoseconds(SP_Timer timer);

/* ---- copies and fills (sd_copy.c) ------------------------------------- */
void sd_se_memcpy_dtoh(const SP_Device *device, SP_Stream stream,
                       void *host_dst, const SP_DeviceMemoryBase *device_src,
                       uint64_t size, TF_Status *status);
void sd_se_memcpy_htod(const SP_Device *device, SP_Stream stream,
                       SP_DeviceMemoryBase *device_dst, const void *host_src,
                       uint64_t size, TF_Status *status);
void sd_se_memcpy_dtod(const SP_Device *device, SP_Stream stream,
                       SP_DeviceMemoryBase *device_dst,
                       const SP_DeviceMemoryBase *device_src, uint64_t size,
                       TF_Status *status);
void sd_se_sync_memcpy_dtoh(const SP_Device *device, void *host_dst,
                            const SP_DeviceMemoryBase *device_src,
                            uint64_t size, TF_Status *status);
void sd_se_sync_memcpy_htod(const SP_Device *device,
                            SP_DeviceMemoryBase *device_dst,
                            const void *host_src, uint64_t size,
                            TF_Status *status);
void sd_se_sync_memcpy_dtod(const SP_Device *device,
                            SP_DeviceMemoryBase *device_dst,
                            const SP_DeviceMemoryBase *device_src,
                            uint64_t size, TF_Status *status);
void sd_se_mem_zero(const SP_Device *device, SP_Stream stream,
                    SP_DeviceMemoryBase *location, uint64_t size,
                    TF_Status *status);
void sd_se_memset(const SP_Device *device, SP_Stream stream,
                  SP_DeviceMemoryBase *location, uint8_t pattern, uint64_t size,
                  TF_Status *status);
void sd_se_memset32(const SP_Device *device, SP_Stream stream,
                    SP_DeviceMemoryBase *location, uint32_t pattern,
                    uint64_t size, TF_Status *status);
/* Executes a copy or fill (worker side). */
void sd_copy_execute(const sd_op *op);

/* Sleeps SIMDEV_OP_DELAY_US (fault injection: makes ordering bugs visible). */
void sd_inject_delay(void);

#endif /* SD_INTERNAL_H_ */
