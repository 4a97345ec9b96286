/* Internal interfaces shared by the simdev modules. Nothing here is exported:
 * the library is built with -fvisibility=hidden; only SE_InitPlugin
 * (SE_PLUGIN_EXPORT from se_api.h) and SIMDEV_GetCounters (SD_EXPORT) are
 * visible.
 *
 * Module map (one job each):
 *   sd_log.c      status/log helpers and the introspection counters
 *   sd_config.c   environment variables -> sd_config
 *   sd_handles.c  handle pools: lock-free validation, refcounts, quarantine
 *   sd_guarded.c  red-zoned, poisoned memory blocks
 *   sd_device.c   devices, the device table, SP_DeviceFns
 *   sd_memory.c   device address space, allocator stats, host/unified memory
 *   sd_stream.c   streams: FIFO queue + one worker thread each, syncs
 *   sd_event.c    events (point-in-time markers) and timers
 *   sd_copy.c     memcpy/memset callbacks (bounds checks, enqueue)
 *   sd_kernel.c   TF_InitKernel: float32 AddV2, Relu, MatMul on the streams
 *   sd_trace.c    what each stream executed while profiling
 *   sd_profile.c  profiling sessions; their XSpace
 *   sd_graph_rewrite.c  the graph optimizer's rewrite
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
/* A slow path kept out of its caller, so the fast path saves no registers
 * for it; SD_NOINLINE for one that is still common (cache misses). */
#define SD_SLOW_PATH __attribute__((noinline, cold))
#define SD_NOINLINE __attribute__((noinline))
#else
#define SD_PRINTF(fmt_index, first_arg)
#define SD_SLOW_PATH
#define SD_NOINLINE
#endif

/* Platform identity. Both must match [A-Z][A-Z_]* (TF rejects others); they
 * are string literals so they outlive every call (core keeps the pointers). */
/* The plugin fills deprecated members on purpose (older cores still read
 * them: visible_device_count, the timer callbacks). The generated header
 * marks them deprecated; these brackets silence the warning exactly around
 * those deliberate uses, so any other use still fails the -Werror build. */
#define SD_DELIBERATE_DEPRECATED_BEGIN SE_DEPRECATED_USE_BEGIN
#define SD_DELIBERATE_DEPRECATED_END SE_DEPRECATED_USE_END

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

/* The lineage of the core that called SE_InitPlugin (SE_lineage_of_core):
 * TensorFlow initialises the StreamExecutor module before the others, so
 * it is known when TF_InitProfiler runs. */
SE_Lineage sd_core_lineage_get(void);

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
static inline void sd_status_ok(TF_Status *status) {
  if (status != NULL) TF_SetStatus(status, TF_OK, "");
}
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
  _Atomic int64_t kernels_registered, kernels_run;
} sd_counters;
extern sd_counters sd_count;
#define SD_COUNT_ADD(field, n) atomic_fetch_add(&sd_count.field, (n))

/* ---- handles (sd_handles.c) -------------------------------------------- */
typedef enum sd_kind {
  SD_KIND_DEVICE = 1,
  SD_KIND_STREAM,
  SD_KIND_EVENT,
  SD_KIND_TIMER,
  SD_KIND_COUNT /* not a kind: sizes the pool table */
} sd_kind;

/* Tag values: LIVE while the handle is valid, DEAD once destroyed (kept
 * while the memory waits in quarantine), 0 for memory never published. */
#define SD_TAG_LIVE(kind) (0x5D1E0000u | (uint32_t)(kind))
#define SD_TAG_DEAD(kind) (0xDEAD0000u | (uint32_t)(kind))

/* First member of every object whose address is handed to the core. */
typedef struct sd_object {
  _Atomic uint32_t tag; /* first: it survives the object's reuse */
  sd_kind kind;
  _Atomic int refs;
  void (*finalize)(struct sd_object *); /* last reference: release state */
  void (*dispose)(struct sd_object *);  /* memory reused or freed: destroy
                                           mutexes and condition variables */
  struct sd_object *pool_next;          /* quarantine FIFO link */
} sd_object;

/* A kind's objects live in one range of address space reserved for it
 * (see sd_handles.c), `stride` bytes apart (a power of two), made usable
 * from the start as objects are carved. Read without a lock: `base` is set
 * once, `usable` only grows; both are 0 before the first object. */
typedef struct sd_pool {
  _Atomic uintptr_t base;
  _Atomic uintptr_t usable; /* bytes from base that are readable */
  _Atomic uintptr_t stride_mask; /* stride - 1; set before usable */
  /* under the pools' lock: */
  size_t stride, reserved, carved, n_free, in_use;
  sd_object *free_head, *free_tail;
} sd_pool;
extern sd_pool sd_pools[SD_KIND_COUNT];

/* The object `handle` names if it is an address in `kind`'s usable range
 * on an object boundary, else NULL. Reads only the pool's two bounds, never
 * the handle: a foreign pointer is never dereferenced. Lock-free; inline
 * because every stream operation checks two or three handles. */
static inline sd_object *sd_handle_find(const void *handle, sd_kind kind) {
  sd_pool *p = &sd_pools[kind];
  /* Acquire on usable: the objects below it are readable and zeroed (or
   * initialised) as far as this thread is concerned. */
  uintptr_t usable = atomic_load_explicit(&p->usable, memory_order_acquire);
  uintptr_t off = (uintptr_t)handle -
                  atomic_load_explicit(&p->base, memory_order_relaxed);
  if (off < usable &&
      (off & atomic_load_explicit(&p->stride_mask, memory_order_relaxed)) == 0)
    return (sd_object *)(uintptr_t)handle;
  return NULL;
}

/* Counts (and for sd_handle_check returns NULL for) an invalid handle. */
sd_object *sd_handle_invalid(void);

/* Validates `handle` as a live object of `kind` and returns it BORROWED:
 * no reference is taken, so it is meant for use within the current call.
 * NULL (counted as an invalid handle) when NULL, foreign or destroyed. */
static inline sd_object *sd_handle_check(const void *handle, sd_kind kind) {
  sd_object *o = sd_handle_find(handle, kind);
  /* Acquire: pairs with sd_handle_publish, so the object is seen as its
   * creator left it. */
  if (o != NULL && atomic_load_explicit(&o->tag, memory_order_acquire) ==
                       SD_TAG_LIVE(kind))
    return o;
  return sd_handle_invalid();
}

const char *sd_kind_name(sd_kind kind);
/* Memory for a new object of `size` bytes from `kind`'s pool, zeroed except
 * for its tag, with one reference (the handle's). Not yet a valid handle:
 * initialise it, then sd_handle_publish. NULL when out of memory. `dispose`
 * (may be NULL) is called before the memory is reused or freed. */
sd_object *sd_object_new(sd_kind kind, size_t size,
                         void (*finalize)(sd_object *),
                         void (*dispose)(sd_object *));
/* Makes the handle valid (its tag LIVE). */
void sd_handle_publish(sd_object *o);
/* Destroy path: makes the handle invalid (tag DEAD) and returns the object
 * with the handle's reference transferred to the caller; or NULL, counted
 * and logged as a double destroy (tag DEAD) or an invalid handle. */
sd_object *sd_handle_retire(const void *handle, sd_kind kind,
                            const char *caller);
/* Adds a reference to an object the caller already holds one to. */
void sd_object_ref(sd_object *o);
/* Adds a reference to a borrowed object unless it was already finalized
 * (a destroy raced with the call); returns 0 then. */
int sd_object_tryref(sd_object *o);
/* Drops a reference; the last one finalizes the object and parks its memory
 * in a quarantine so the address is not reused at once (a later double
 * destroy is then reported, not mistaken for a live handle). */
void sd_object_unref(sd_object *o);
/* Frees the pools when nothing is in use (platform teardown). */
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
/* Resolves the core's SP_Device to our device, BORROWED for the call (see
 * sd_handles.c), or NULL (counted as an invalid handle). */
static inline sd_device *sd_device_check(const SP_Device *device) {
  return (sd_device *)sd_handle_check(
      device != NULL ? SP_Device_get_device_handle(device) : NULL,
      SD_KIND_DEVICE);
}
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

/* An allocation has two counts. `pins` governs the backing: (queued ops
 * using it << 2) | FREED (deallocate or destroy_device ran) | RELEASED (the
 * backing is gone); the backing is released exactly once, by whoever sees
 * FREED with no pin left and wins the CAS to RELEASED. `refs` governs this
 * struct: 1 while the backing exists, + 1 per stream that caches it (so a
 * stream can try a pin without the device's table and lock). */
#define SD_ALLOC_FREED 1u
#define SD_ALLOC_RELEASED 2u
#define SD_ALLOC_PIN 4u
struct sd_alloc {
  _Atomic uint64_t pins;
  _Atomic int refs;
  uint64_t va, size;   /* immutable */
  unsigned char *data; /* guarded backing block (64-byte aligned) */
  size_t skew;         /* its placement, needed to free it */
};

/* A pinned device range: the allocation cannot be freed under an op. */
typedef struct sd_pin {
  sd_alloc *alloc;
  unsigned char *ptr;
} sd_pin;

/* Validates [addr, addr+size) against live allocations on any device and
 * pins it. `held` is a device the caller has checked (or NULL); addresses
 * of that device skip the device-table lookup. On failure
 * returns the TF code and writes the reason (naming `what` and `caller`) to
 * msg. size 0 never resolves (caller skips). */
TF_Code sd_memory_pin(uint64_t addr, uint64_t size, sd_device *held,
                      const char *caller, const char *what, sd_pin *out,
                      char *msg, size_t msg_size);
void sd_memory_unpin(sd_pin *pin);
/* Drops n pins of one allocation at once (the worker's batched unpin). */
void sd_memory_unpin_n(sd_alloc *a, int n);
/* Pins [addr, addr+size) inside `a`, an allocation the caller holds a
 * reference to, if it lies there and `a` was not freed; 0 otherwise (the
 * caller then takes sd_memory_pin, which says why). */
static inline int sd_memory_pin_cached(sd_alloc *a, uint64_t addr,
                                       uint64_t size, sd_pin *out) {
  uint64_t off = addr - a->va;
  if (off >= a->size || size > a->size - off) return 0;
  /* acq_rel: pairs with the FREED set in unlink (see sd_memory.c). */
  uint64_t old = atomic_fetch_add(&a->pins, (uint64_t)SD_ALLOC_PIN);
  if (old & SD_ALLOC_FREED) {
    sd_memory_unpin_n(a, 1);
    return 0;
  }
  out->alloc = a;
  out->ptr = a->data + off;
  return 1;
}
/* References to the struct, for streams' caches of allocations. */
void sd_alloc_ref(sd_alloc *a);
void sd_alloc_unref(sd_alloc *a);
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
typedef struct sd_trace sd_trace;

typedef enum sd_op_kind {
  SD_OP_COPY, /* memcpy_htod/dtoh/dtod */
  SD_OP_FILL, /* mem_zero/memset/memset32 */
  SD_OP_HOST_CALLBACK,
  SD_OP_WAIT, /* create_stream_dependency / wait_for_event */
  SD_OP_TIMER_START,
  SD_OP_TIMER_STOP,
  SD_OP_KERNEL /* a kernel's computation (sd_kernel.c) */
} sd_op_kind;

typedef struct sd_kernel_job sd_kernel_job;

typedef struct sd_op {
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
    struct {
      sd_kernel_job *job; /* owned by the op: freed once it ran */
      uint64_t bytes;     /* the output's size, for the trace */
    } kernel;
  } u;
} sd_op;

/* sd_stream.state: the enqueued count above three flag bits. */
#define SD_Q_SLEEP 1u /* the worker found the queue empty and may sleep */
#define SD_Q_STOP 2u  /* destroy_stream: drain, then exit */
#define SD_Q_LOCK 4u  /* a producer is writing the next op */
#define SD_Q_SHIFT 3
#define SD_Q_ONE (1u << SD_Q_SHIFT)

/* The queue stores ops in fixed arrays chained in order: the worker reads
 * them front to back (prefetchable, no pointer chase per op) and hands
 * whole chunks back for reuse. */
#define SD_CHUNK_OPS 128
typedef struct sd_chunk {
  struct sd_chunk *next; /* the chunk after this one in the queue */
  _Atomic(struct sd_chunk *) free_next; /* link while waiting for reuse */
  sd_op ops[SD_CHUNK_OPS];
} sd_chunk;

/* A stream is a queue with one consumer (its worker) and any number of
 * producers (host threads, other streams' callbacks). The fields are
 * grouped by who writes them, one cache line apart, so enqueuing and
 * executing do not make each other's lines bounce. */
struct sd_stream {
  sd_object obj;
  /* Set at creation, read by everyone. */
  sd_device *dev; /* reference held */
  pthread_t worker;
  int has_priority; /* from create_stream_with_options; recorded only */
  int32_t priority;
  uint64_t id; /* 1, 2, ... in creation order: the profile's line id */
  _Atomic uint64_t error_seq; /* seq of the first failed op, 0 = healthy */

  /* Producers, one at a time (SD_Q_LOCK); the worker never writes these. */
  char pad_producer[64];
  sd_chunk *tail;     /* the chunk the next op goes into */
  unsigned tail_used; /* ops already in it */
  sd_chunk *spare;    /* chunks ready for reuse (free_next links) */
  /* The allocations this stream pinned last (a reference each): a copy or
   * fill into one of them is pinned without the device's table and lock. */
  sd_alloc *pin_cache[2];
  /* (seq of the last op enqueued << SD_Q_SHIFT) | LOCK | STOP | SLEEP.
   * A producer takes LOCK by CAS; the count and STOP change only under it.
   * The worker sets SLEEP by CAS, a waker clears it under mu. Raising the
   * count publishes the op (release); it is also how events and
   * dependencies take their "everything enqueued so far" snapshot. */
  _Atomic uint64_t state;

  /* The worker. */
  char pad_worker[64];
  sd_trace *trace; /* what it executed in a profiling session (sd_trace.c) */
  sd_chunk *head;             /* the chunk holding the next op to run */
  unsigned head_used;         /* ops of it already run */
  _Atomic uint64_t completed; /* seq of the last finished op, published */
  _Atomic int waiters;        /* threads blocked on done_cv */
  _Atomic(sd_chunk *) recycled; /* chunks run through, for producers */

  /* Rarely used. */
  char pad_cold[64];
  pthread_mutex_t mu;     /* sleep/wake handshake, done_cv waits, error */
  pthread_cond_t work_cv; /* the worker sleeps here */
  pthread_cond_t done_cv; /* host/other workers wait for progress here */
  TF_Code error_code;     /* valid once error_seq != 0, under mu */
  char error_msg[320];
};

/* Validators used by every device- or stream-taking callback. They return
 * the objects BORROWED for the call (see sd_handles.c), or set `status` to
 * INVALID_ARGUMENT naming `caller` and return 0. A stream must also live on
 * the device it is passed with. Inline: they run on every stream op; the
 * failure reports are out of line. */
int sd_bad_device(const SP_Device *device, const char *caller,
                  TF_Status *status);
int sd_bad_stream(const SP_Device *device, SP_Stream stream,
                  const char *caller, TF_Status *status);
static inline int sd_check_device(const SP_Device *device, const char *caller,
                                  TF_Status *status, sd_device **dev) {
  *dev = sd_device_check(device);
  return *dev != NULL || sd_bad_device(device, caller, status);
}
/* The stream `stream` names if it is live and lives on `device`'s (live)
 * device; NULL otherwise, without counting or reporting. The stream is
 * checked first: then the device handle only has to be the stream's own
 * device (an object of the device pool, whose tag says whether it is still
 * live), with no slab lookup of its own. */
static inline sd_stream *sd_stream_quick(const SP_Device *device,
                                         SP_Stream stream) {
  sd_stream *s = (sd_stream *)sd_handle_find(stream, SD_KIND_STREAM);
  if (s == NULL || device == NULL ||
      atomic_load_explicit(&s->obj.tag, memory_order_acquire) !=
          SD_TAG_LIVE(SD_KIND_STREAM))
    return NULL;
  sd_device *dev = s->dev;
  if (SP_Device_get_device_handle(device) != (void *)dev ||
      atomic_load_explicit(&dev->obj.tag, memory_order_acquire) !=
          SD_TAG_LIVE(SD_KIND_DEVICE))
    return NULL;
  return s;
}
static inline int sd_check_stream(const SP_Device *device, SP_Stream stream,
                                  const char *caller, TF_Status *status,
                                  sd_device **dev, sd_stream **s) {
  *s = sd_stream_quick(device, stream);
  if (*s != NULL) {
    *dev = (*s)->dev;
    return 1;
  }
  /* Something is wrong: check again in the documented order (device, then
   * stream, then their pairing), count and report. */
  *dev = NULL;
  return sd_bad_stream(device, stream, caller, status);
}
static inline void sd_stream_unref(sd_stream *s) {
  if (s != NULL) sd_object_unref(&s->obj);
}

/* Enqueues a copy of *op. Fails (and returns the code with msg) when the
 * stream is shutting down or, for data ops, already failed. */
TF_Code sd_stream_enqueue(sd_stream *s, const sd_op *op, char *msg,
                          size_t msg_size);
/* The same in steps, for copies and fills, which pin memory while they hold
 * the stream and write their op in place. sd_stream_begin takes the
 * stream's producer lock and returns the next slot (kind, caller and seq
 * set), or NULL with the reason (lock released, nothing enqueued).
 * sd_stream_pin pins a device range for it (from the stream's cache of
 * allocations, else through the device's table; same errors as
 * sd_memory_pin). Then sd_stream_commit publishes the op, or
 * sd_stream_cancel drops it (the caller unpins what it pinned). */
sd_op *sd_stream_begin(sd_stream *s, sd_op_kind kind, const char *caller,
                       TF_Code *code, char *msg, size_t msg_size);
TF_Code sd_stream_pin(sd_stream *s, uint64_t addr, uint64_t size,
                      const char *caller, const char *what, sd_pin *out,
                      char *msg, size_t msg_size);
void sd_stream_wake(sd_stream *s); /* the worker sleeps: wake it */
static inline void sd_stream_commit(sd_stream *s) {
  s->tail_used++;
  /* LOCK is set, so adding ONE - LOCK raises the count and clears LOCK in
   * one step; it publishes the op (release) and says whether the worker
   * sleeps. */
  uint64_t old = atomic_fetch_add(&s->state, SD_Q_ONE - SD_Q_LOCK);
  if (old & SD_Q_SLEEP) sd_stream_wake(s);
  SD_COUNT_ADD(ops_enqueued, 1);
}
static inline void sd_stream_cancel(sd_stream *s) {
  atomic_fetch_sub_explicit(&s->state, (uint64_t)SD_Q_LOCK,
                            memory_order_release);
}
/* The common case of sd_stream_begin, inline for the per-op path of
 * copies and fills: the slot if the lock was free at once and the op needs
 * none of sd_stream_begin's slow work (the stream stopping or failed, a
 * new chunk); else NULL with nothing taken, and the caller goes the full
 * way. */
static inline sd_op *sd_stream_try_begin(sd_stream *s, sd_op_kind kind,
                                         const char *caller) {
  uint64_t st = atomic_load_explicit(&s->state, memory_order_relaxed);
  if ((st & (SD_Q_LOCK | SD_Q_STOP)) != 0 ||
      !atomic_compare_exchange_weak_explicit(&s->state, &st, st | SD_Q_LOCK,
                                             memory_order_acquire,
                                             memory_order_relaxed))
    return NULL;
  if (s->tail_used == SD_CHUNK_OPS || atomic_load(&s->error_seq) != 0) {
    sd_stream_cancel(s);
    return NULL;
  }
  sd_op *slot = &s->tail->ops[s->tail_used];
  slot->seq = (st >> SD_Q_SHIFT) + 1;
  slot->kind = kind;
  slot->caller = caller;
  return slot;
}
/* The cache part of sd_stream_pin: 1 when the range lies in an allocation
 * the stream pinned last and that was not freed since. */
static inline int sd_stream_try_pin(sd_stream *s, uint64_t addr,
                                    uint64_t size, sd_pin *out) {
  return (s->pin_cache[0] != NULL &&
          sd_memory_pin_cached(s->pin_cache[0], addr, size, out)) ||
         (s->pin_cache[1] != NULL &&
          sd_memory_pin_cached(s->pin_cache[1], addr, size, out));
}
/* seq of the last op enqueued so far: the "point in time" for events and
 * dependencies. Every op whose enqueue returned before this call is
 * counted: producers add to state before they return. */
static inline uint64_t sd_stream_snapshot(sd_stream *s) {
  return atomic_load_explicit(&s->state, memory_order_acquire) >> SD_Q_SHIFT;
}
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

/* ---- what streams executed, for the profiler (sd_trace.c) ------------- */
/* The profiling session on (1, 2, ...), 0 when none. The worker reads it
 * once per op (relaxed): the only cost of tracing while it is off. */
extern _Atomic unsigned sd_trace_session;
static inline unsigned sd_trace_on(void) {
  return atomic_load_explicit(&sd_trace_session, memory_order_relaxed);
}
typedef struct sd_trace_record {
  uint64_t start_ns, end_ns; /* sd_now_ns (CLOCK_MONOTONIC) */
  uint64_t bytes;            /* copies, fills, a kernel's output; else 0 */
  uint64_t seq;              /* the op's position in its stream */
  const char *op;            /* the callback that enqueued it (a literal) */
} sd_trace_record;
/* Worker side: `op` ran from start_ns until now in `session`. */
void sd_trace_op(sd_stream *s, const sd_op *op, uint64_t start_ns,
                 unsigned session);
/* The stream is finalized: its trace stays readable until the next session. */
void sd_trace_stream_gone(sd_stream *s);
/* Profiler side, serialised by the caller. */
void sd_trace_start(unsigned session);
void sd_trace_stop(void);
void sd_trace_shutdown(void);
/* A copy of what each stream recorded in `session`, by device then stream. */
typedef struct sd_trace_view {
  int ordinal;
  uint64_t stream_id;
  sd_trace_record *records;
  size_t count;
  uint64_t dropped; /* records past the per-stream limit, or without memory */
} sd_trace_view;
size_t sd_trace_collect(unsigned session, sd_trace_view **out);
void sd_trace_views_free(sd_trace_view *v, size_t n);

/* ---- the profiler's sessions (sd_profile.c) ---------------------------- */
/* Each returns TF_OK or a code with the reason in msg. */
TF_Code sd_profile_start(char *msg, size_t n);
TF_Code sd_profile_stop(char *msg, size_t n);
/* collect_data_xspace's protocol: buffer NULL reports the size; then the
 * bytes into a buffer of *size bytes. */
TF_Code sd_profile_collect(uint8_t *buffer, size_t *size, char *msg, size_t n);
/* The platform's teardown: no session, nothing kept. */
void sd_profile_shutdown(void);

/* ---- the graph optimizer's rewrite (sd_graph_rewrite.c) ---------------- */
/* Node names the core asks to preserve (not NUL-terminated). */
typedef struct sd_graph_names {
  const char **name;
  const size_t *len;
  size_t n;
} sd_graph_names;
/* Fuses MatMul + BiasAdd placed on `device_type` into _FusedMatMul; the
 * result (malloc'd) is the input's bytes unchanged where nothing applies.
 * `preserve` may be NULL (nothing known to preserve). Returns TF_OK, or a
 * code with msg (the input does not parse, out of memory). */
TF_Code sd_graph_rewrite(const void *in, size_t in_len, const char *device_type,
                         const sd_graph_names *preserve, unsigned char **out,
                         size_t *out_len, size_t *fusions, char *msg,
                         size_t msg_size);

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

/* ---- kernels (sd_kernel.c) ------------------------------------------- */
/* Worker side: computes the job unless `skip` (the stream failed before
 * it), drops the pins it holds on its tensors' memory and frees it. */
void sd_kernel_execute(sd_kernel_job *job, int skip);

/* Sleeps SIMDEV_OP_DELAY_US (fault injection: makes ordering bugs visible). */
void sd_inject_delay(void);

#endif /* SD_INTERNAL_H_ */
