/* A small, correct StreamExecutor plugin used as the base of the conformance
 * runner's test plugins. Each tests/conform/plugin_*.c file sets a few
 * MINI_* macros and includes this file: the legal variants change the design
 * (synchronous, one device, built against the 0.0.1 header), the broken ones
 * switch on exactly one real-world defect (MINI_BUG_*), so each test shows
 * that one defect is caught by the case meant to catch it.
 *
 * Design (asynchronous default): device memory is host memory (opaque = host
 * address, the RFC sample's simple design) tracked in a registry for stats
 * and bounds checks; each stream is a FIFO with one worker thread; events
 * are generation counters signalled from the stream; dependencies wait for
 * a point-in-time count of the other stream's work. One plugin-wide mutex
 * and condition variable keep it short and obviously race-free.
 *
 * It is compiled against whichever se_api.h the include path gives; the
 * SE_MINOR checks leave out what an older header does not have. */
#define SE_NO_DEPRECATION_WARNINGS /* fills deprecated members for older cores */
#ifdef MINI_TF_HEADER /* TensorFlow's newest edition: the installed drop-in */
#include "se_api_tensorflow.h"
#else
#include "se_api.h"
#endif

/* What the header offers: seabi versions by SE_MINOR; TensorFlow editions
 * (SE_TENSORFLOW_EDITION, all 0.0.1) have device fns and the device count,
 * the fills (mem_zero, memset, memset32) from 2.7 on (MINI_HAS_FILLS set by
 * the plugin's source). */
#ifndef MINI_MIGRATED /* TensorFlow-style source moved to settle + accessors (README) */
#define MINI_MIGRATED 0
#endif
#ifndef MINI_BUG_PLATFORM_FNS_64 /* sets SP_PlatformFns.struct_size to RFC 257's text's 64 */
#define MINI_BUG_PLATFORM_FNS_64 0
#endif
#ifndef MINI_BUG_NO_SETTLE /* accessors only: never settles a struct it fills */
#define MINI_BUG_NO_SETTLE 0
#endif
#ifdef SE_TENSORFLOW_EDITION
#if !MINI_MIGRATED
#include "mini_raw.h"
#endif
#define MINI_HAS_DEVICE_FNS 1
#ifndef MINI_HAS_FILLS
#define MINI_HAS_FILLS 0
#endif
/* TensorFlow's host_callback takes a const device. */
#define MINI_CALLBACK_DEVICE const SP_Device
#define MINI_HAS_OPTIONS 0
#else
#define MINI_HAS_DEVICE_FNS (SE_MINOR >= 1)
#define MINI_HAS_FILLS (SE_MINOR >= 3)
/* create_stream_with_options: the docs-way plugin of the misuse corpus. */
#ifndef MINI_HAS_OPTIONS
#define MINI_HAS_OPTIONS 0
#endif
#define MINI_CALLBACK_DEVICE SP_Device
#endif
#if MINI_MIGRATED
/* README's rule 1: settle every struct the core hands over in the core's
 * lineage (SE_lineage_of_core, read once in SE_InitPlugin). */
static SE_Lineage mini_lineage = SE_LINEAGE_ANY;
#define MINI_SETTLE(s)                                                                                  \
  ((void)_Generic((s),                                                                                  \
      SP_Platform *: SP_Platform_settle_in((SP_Platform *)(void *)(s), mini_lineage),                   \
      SP_PlatformFns *: SP_PlatformFns_settle_in((SP_PlatformFns *)(void *)(s), mini_lineage),          \
      SP_Device *: SP_Device_settle_in((SP_Device *)(void *)(s), mini_lineage),                         \
      SP_DeviceFns *: SP_DeviceFns_settle_in((SP_DeviceFns *)(void *)(s), mini_lineage),                \
      SP_StreamExecutor *: SP_StreamExecutor_settle_in((SP_StreamExecutor *)(void *)(s), mini_lineage), \
      SP_TimerFns *: SP_TimerFns_settle_in((SP_TimerFns *)(void *)(s), mini_lineage),                   \
      SP_DeviceMemoryBase *: SP_DeviceMemoryBase_settle_in((SP_DeviceMemoryBase *)(void *)(s), mini_lineage), \
      SP_AllocatorStats *: SP_AllocatorStats_settle_in((SP_AllocatorStats *)(void *)(s), mini_lineage)))
#define MINI_OWN_SIZE(s, size) MINI_SETTLE(s)
#define MINI_CLAMP_SIZE(s, size) MINI_SETTLE(s)
#elif MINI_BUG_NO_SETTLE
#define MINI_OWN_SIZE(s, size) ((void)(s))
#define MINI_CLAMP_SIZE(s, size) ((void)(s))
#elif !defined(SE_TENSORFLOW_EDITION)
/* Keep the size the core gave unless it is 0 or larger than ours. */
#define MINI_OWN_SIZE(s, size) \
  do { if ((s)->struct_size == 0 || (s)->struct_size > (size)) (s)->struct_size = (size); } while (0)
#define MINI_CLAMP_SIZE(s, size) \
  do { if ((s)->struct_size > (size)) (s)->struct_size = (size); } while (0)
#endif

#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef MINI_NAME
#define MINI_NAME "MINI"
#endif
#ifndef MINI_TYPE
#define MINI_TYPE "MINI"
#endif
#ifndef MINI_DEVICES
#define MINI_DEVICES 2
#endif
#ifndef MINI_SYNC /* run every operation inline on the caller's thread */
#define MINI_SYNC 0
#endif
#define MINI_CAPACITY ((uint64_t)256 << 20) /* per device */

/* Defects, one per broken plugin. */
#ifndef MINI_BUG_WRITE_PAST /* memsets the platform with a newer, larger sizeof */
#define MINI_BUG_WRITE_PAST 0
#endif
#ifndef MINI_BUG_ZERO_STRUCT_SIZE /* leaves SP_Platform.struct_size 0 */
#define MINI_BUG_ZERO_STRUCT_SIZE 0
#endif
#ifndef MINI_BUG_IGNORE_MAJOR /* accepts any major version */
#define MINI_BUG_IGNORE_MAJOR 0
#endif
#ifndef MINI_BUG_NO_CREATE_STREAM /* required callback left NULL */
#define MINI_BUG_NO_CREATE_STREAM 0
#endif
#ifndef MINI_BUG_CALLBACK_NEVER_RUNS /* host_callback returns true, never calls */
#define MINI_BUG_CALLBACK_NEVER_RUNS 0
#endif
#ifndef MINI_BUG_EVENTS_ALWAYS_COMPLETE /* no-op events on an async stream */
#define MINI_BUG_EVENTS_ALWAYS_COMPLETE 0
#endif
#ifndef MINI_BUG_BLOCKING_POLL /* get_event_status waits for the stream */
#define MINI_BUG_BLOCKING_POLL 0
#endif
#ifndef MINI_BUG_ALIASED_STREAMS /* one queue for every stream */
#define MINI_BUG_ALIASED_STREAMS 0
#endif
#ifndef MINI_BUG_PLACEHOLDER_STATS /* bytes_in_use = 123 */
#define MINI_BUG_PLACEHOLDER_STATS 0
#endif
#ifndef MINI_BUG_MEMSET32_WORDS /* memset32 size taken as a word count */
#define MINI_BUG_MEMSET32_WORDS 0
#endif
#ifndef MINI_BUG_STATUS_NEVER_SET /* relies on the core's default OK */
#define MINI_BUG_STATUS_NEVER_SET 0
#endif
#ifndef MINI_BUG_CALLBACK_RETURNS_FALSE /* `return TF_OK;` from host_callback */
#define MINI_BUG_CALLBACK_RETURNS_FALSE 0
#endif
#ifndef MINI_BUG_CALLBACK_RUNS_RETURNS_FALSE /* enqueues and runs it, then `return TF_OK;` */
#define MINI_BUG_CALLBACK_RUNS_RETURNS_FALSE 0
#endif
#ifndef MINI_BUG_CALLBACK_NULL_STATUS /* runs the callback with a NULL status */
#define MINI_BUG_CALLBACK_NULL_STATUS 0
#endif
#ifndef MINI_BUG_MEMSET_SIZEOF /* memset(platform, 0, sizeof *platform) */
#define MINI_BUG_MEMSET_SIZEOF 0
#endif
#ifndef MINI_BUG_NO_DEVICE_COUNT /* get_device_count left NULL (only visible_device_count) */
#define MINI_BUG_NO_DEVICE_COUNT 0
#endif
#ifndef MINI_BUG_MEMSET_EXECUTOR /* memset(se, 0, sizeof *se + 16) */
#define MINI_BUG_MEMSET_EXECUTOR 0
#endif
#ifndef MINI_BUG_TF_LAYOUT /* fills slots in TensorFlow's order (fills before host_callback) */
#define MINI_BUG_TF_LAYOUT 0
#endif
#ifndef MINI_BUG_SHORT_EXECUTOR /* SP_StreamExecutor.struct_size 39: leaves every member out */
#define MINI_BUG_SHORT_EXECUTOR 0
#endif
#ifndef MINI_BUG_SHORT_PLATFORM_FNS /* SP_PlatformFns.struct_size 83: no layout's, ends mid-member */
#define MINI_BUG_SHORT_PLATFORM_FNS 0
#endif
#ifndef MINI_BUG_SE_SIZE_MISMATCH /* claims an older executor layout than it fills */
#define MINI_BUG_SE_SIZE_MISMATCH 0
#endif
#ifndef MINI_BUG_GROWN_STRUCT_SIZE /* platform struct_size = sizeof, above the core's */
#define MINI_BUG_GROWN_STRUCT_SIZE 0
#endif
#ifndef MINI_BUG_UNCHECKED_COPY /* copies to any device address and size it is given */
#define MINI_BUG_UNCHECKED_COPY 0
#endif
#ifndef MINI_BUG_ORDINAL_NOT_SET /* leaves SP_Device.ordinal to the core */
#define MINI_BUG_ORDINAL_NOT_SET 0
#endif
#ifndef MINI_BUG_LEAKS_EVENTS /* destroy_event never drops the creator's reference */
#define MINI_BUG_LEAKS_EVENTS 0
#endif
#ifndef MINI_BUG_KEEPS_DEVICE_ADDRESS /* reads the SP_Device it was handed later */
#define MINI_BUG_KEEPS_DEVICE_ADDRESS 0
#endif

/* Silent misuses of a plugin that otherwise follows the docs (MINI_MIGRATED
 * on se_api.h): the misuse corpus, tests/misuse/. Each is something a
 * plugin author does without noticing; the corpus says in which cores it
 * corrupts or misleads the core, derived from the layouts. */
#ifndef MINI_MISUSE_DEVICE_COPY /* fills a local SP_Device, then *device = local (sizeof) */
#define MINI_MISUSE_DEVICE_COPY 0
#endif
#ifndef MINI_MISUSE_DEVICE_SIZE_MACRO /* device->struct_size = SP_DEVICE_STRUCT_SIZE after filling */
#define MINI_MISUSE_DEVICE_SIZE_MACRO 0
#endif
#ifndef MINI_MISUSE_DEVICE_SIZE_LOWERED /* struct_size cut to "the basics" after filling more */
#define MINI_MISUSE_DEVICE_SIZE_LOWERED 0
#endif
#ifndef MINI_MISUSE_KEEP_PLATFORM /* keeps params->platform, writes its type later */
#define MINI_MISUSE_KEEP_PLATFORM 0
#endif
#ifndef MINI_MISUSE_KEEP_DEVICE /* keeps the SP_Device it filled, clears its handle on destroy */
#define MINI_MISUSE_KEEP_DEVICE 0
#endif
#ifndef MINI_MISUSE_WRITE_VERSION /* writes its own version 0.0.1 into params (as DirectML) */
#define MINI_MISUSE_WRITE_VERSION 0
#endif
#ifndef MINI_MISUSE_WRITE_DEVICE_PARAMS /* resets SE_CreateDeviceParams.ordinal after reading it */
#define MINI_MISUSE_WRITE_DEVICE_PARAMS 0
#endif
#ifndef MINI_MISUSE_NAME_SCRATCH /* platform name in a scratch buffer reused for device names */
#define MINI_MISUSE_NAME_SCRATCH 0
#endif
#ifndef MINI_MISUSE_FILLS_BY_VERSION /* fills mem_zero/memset/memset32 only if the core reports >= 0.3 */
#define MINI_MISUSE_FILLS_BY_VERSION 0
#endif
#ifndef MINI_MISUSE_COUNT_MISMATCH /* get_device_count says one more than create_device accepts */
#define MINI_MISUSE_COUNT_MISMATCH 0
#endif
#ifndef MINI_MISUSE_ERROR_STATUS_UNSET /* create_device refuses a bad ordinal without a status */
#define MINI_MISUSE_ERROR_STATUS_UNSET 0
#endif
#ifndef MINI_MISUSE_CALLBACK_INLINE /* host_callback runs the callback at once, copies stay queued */
#define MINI_MISUSE_CALLBACK_INLINE 0
#endif
#ifndef MINI_MISUSE_NO_TIMERS /* installs no timer callbacks (deprecated since 0.3.0; TensorFlow 2.14 stopped using them) */
#define MINI_MISUSE_NO_TIMERS 0
#endif
#ifndef MINI_NO_KERNEL_MODULE /* exports no TF_InitKernel (TensorFlow before 2.12 refuses such a plugin) */
#define MINI_NO_KERNEL_MODULE 0
#endif
#ifndef MINI_MISUSE_ZEROED_STATS /* get_allocator_stats returns true, every field 0 */
#define MINI_MISUSE_ZEROED_STATS 0
#endif
#ifndef MINI_MISUSE_STATS_MEMSET /* memset(stats, 0, sizeof *stats) before filling */
#define MINI_MISUSE_STATS_MEMSET 0
#endif
#ifndef MINI_MISUSE_SEABI_LINEAGE /* settles in SE_LINEAGE_SEABI whatever the core */
#define MINI_MISUSE_SEABI_LINEAGE 0
#endif
#ifndef MINI_MISUSE_NO_VISIBLE_COUNT /* never sets visible_device_count (0.0.1-layout cores) */
#define MINI_MISUSE_NO_VISIBLE_COUNT 0
#endif
#ifndef MINI_MISUSE_EXECUTOR_TEMPLATE /* *se = template (a whole struct, sizeof) then settles */
#define MINI_MISUSE_EXECUTOR_TEMPLATE 0
#endif
#ifndef MINI_MISUSE_LINEAGE_OF_VERSION /* the lineage from SE_lineage_of_version, not SE_lineage_of_core */
#define MINI_MISUSE_LINEAGE_OF_VERSION 0
#endif
#ifndef MINI_MISUSE_EXECUTOR_MEMSET /* memset(se, 0, sizeof *se), struct_size = its own size, then settles */
#define MINI_MISUSE_EXECUTOR_MEMSET 0
#endif
#ifndef MINI_MISUSE_OPTIONS_RAW /* reads SP_StreamOptions with `->`, past a smaller core struct */
#define MINI_MISUSE_OPTIONS_RAW 0
#endif

/* Memory errors a plain run passes by luck (tests/conform/asan_tests.sh:
 * caught under `seabi conform --asan` with the plugin built with
 * -fsanitize=address). */
#ifndef MINI_BUG_EVENT_FREED_EARLY /* destroy_event frees at once, then logs the event in a fresh copy */
#define MINI_BUG_EVENT_FREED_EARLY 0
#endif
#ifndef MINI_BUG_EVENT_STATUS_BY_ADDRESS /* ... answers a destroyed event's status by its address (no read) */
#define MINI_BUG_EVENT_STATUS_BY_ADDRESS 0
#endif
#ifndef MINI_BUG_EVENT_READ_PAST /* get_event_status reads a field past its 24-byte event */
#define MINI_BUG_EVENT_READ_PAST 0
#endif

/* Not real-world defect classes: they check that the runner survives a
 * plugin that crashes or hangs inside a callback. */
#ifndef MINI_BUG_CRASH_IN_CREATE_STREAM
#define MINI_BUG_CRASH_IN_CREATE_STREAM 0
#endif
#ifndef MINI_BUG_CRASH_IN_CREATE_DEVICE
#define MINI_BUG_CRASH_IN_CREATE_DEVICE 0
#endif
#ifndef MINI_BUG_KILL_HOST_IN_CREATE_STREAM /* SIGKILL to the process that called it */
#define MINI_BUG_KILL_HOST_IN_CREATE_STREAM 0
#endif
#ifndef MINI_BUG_HANG_IN_SYNCHRONIZE
#define MINI_BUG_HANG_IN_SYNCHRONIZE 0
#endif
#ifndef MINI_BUG_HANG_IN_CREATE_STREAM /* never returns (issue 35: a hung prerequisite) */
#define MINI_BUG_HANG_IN_CREATE_STREAM 0
#endif
#ifndef MINI_BUG_HANG_IN_CREATE_DEVICE /* never returns (issue 35: a hung prerequisite) */
#define MINI_BUG_HANG_IN_CREATE_DEVICE 0
#endif

static void set_ok(TF_Status *s) {
  if (!MINI_BUG_STATUS_NEVER_SET) TF_SetStatus(s, TF_OK, "");
}

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t g_cv = PTHREAD_COND_INITIALIZER;

/* ---- memory registry ------------------------------------------------------ */

typedef struct block {
  unsigned char *base;
  uint64_t size;
  int device;
  struct block *next;
} block;

typedef struct device_state {
  int64_t in_use, peak, num_allocs, largest;
} device_state;

static block *g_blocks;
static device_state g_dev[MINI_DEVICES];

static const SP_Device *g_created[MINI_DEVICES]; /* MINI_BUG_KEEPS_DEVICE_ADDRESS */
static SP_Device *g_kept_device[MINI_DEVICES];   /* MINI_MISUSE_KEEP_DEVICE */
static SP_Platform *g_kept_platform;             /* MINI_MISUSE_KEEP_PLATFORM */
static char g_scratch[64];                       /* MINI_MISUSE_NAME_SCRATCH */
static int32_t g_core_minor;                     /* MINI_MISUSE_FILLS_BY_VERSION */

static int dev_index(const SP_Device *d) {
  if (d == NULL) return -1;
  int i = (int)(intptr_t)SP_Device_get_device_handle(d) - 1;
  if (MINI_BUG_KEEPS_DEVICE_ADDRESS && i >= 0 && i < MINI_DEVICES && g_created[i] != NULL)
    i = (int)(intptr_t)SP_Device_get_device_handle(g_created[i]) - 1;
  return i >= 0 && i < MINI_DEVICES ? i : -1;
}

/* Whether [p, p+n) lies inside one live allocation. */
static int in_device_memory(const void *p, uint64_t n) {
  const unsigned char *q = p;
  int ok = 0;
  pthread_mutex_lock(&g_lock);
  for (block *b = g_blocks; b; b = b->next)
    if (q >= b->base && q + n <= b->base + (b->size ? b->size : 1)) ok = 1;
  pthread_mutex_unlock(&g_lock);
  return ok;
}

static void mini_allocate(const SP_Device *d, uint64_t size, int64_t space, SP_DeviceMemoryBase *mem) {
  (void)space;
  int i = dev_index(d);
  SP_DeviceMemoryBase_set_opaque(mem, NULL);
  SP_DeviceMemoryBase_set_size(mem, 0);
  if (i < 0 || i >= MINI_DEVICES) return;
  pthread_mutex_lock(&g_lock);
  int fits = (uint64_t)g_dev[i].in_use + size <= MINI_CAPACITY;
  pthread_mutex_unlock(&g_lock);
  if (!fits) return;
  /* Zero bytes still get a unique address, so success differs from OOM. */
  uint64_t rounded = (size + 255) & ~(uint64_t)255;
  block *b = malloc(sizeof *b);
  b->base = aligned_alloc(256, rounded ? rounded : 256);
  if (b->base == NULL) {
    free(b);
    return;
  }
  b->size = size;
  b->device = i;
  pthread_mutex_lock(&g_lock);
  b->next = g_blocks;
  g_blocks = b;
  g_dev[i].in_use += (int64_t)size;
  g_dev[i].num_allocs++;
  if (g_dev[i].in_use > g_dev[i].peak) g_dev[i].peak = g_dev[i].in_use;
  if ((int64_t)size > g_dev[i].largest) g_dev[i].largest = (int64_t)size;
  pthread_mutex_unlock(&g_lock);
  MINI_OWN_SIZE(mem, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE);
  SP_DeviceMemoryBase_set_opaque(mem, b->base);
  SP_DeviceMemoryBase_set_size(mem, size);
}

static void mini_deallocate(const SP_Device *d, SP_DeviceMemoryBase *mem) {
  (void)d;
  void *p = SP_DeviceMemoryBase_get_opaque(mem);
  if (p == NULL) return;
  pthread_mutex_lock(&g_lock);
  for (block **pp = &g_blocks; *pp; pp = &(*pp)->next) {
    if ((*pp)->base == p) {
      block *b = *pp;
      *pp = b->next;
      g_dev[b->device].in_use -= (int64_t)b->size;
      free(b->base);
      free(b);
      break;
    }
  }
  pthread_mutex_unlock(&g_lock);
}

static void *mini_host_allocate(const SP_Device *d, uint64_t size) {
  (void)d;
  return aligned_alloc(64, size ? (size + 63) & ~(uint64_t)63 : 64);
}

static void mini_host_deallocate(const SP_Device *d, void *mem) {
  (void)d;
  free(mem);
}

static TF_Bool mini_get_allocator_stats(const SP_Device *d, SP_AllocatorStats *s) {
  int i = dev_index(d);
  if (i < 0) return 0;
  if (MINI_MISUSE_STATS_MEMSET) {
    size_t keep = s->struct_size;
    memset(s, 0, sizeof *s);
    s->struct_size = keep;
  }
  MINI_OWN_SIZE(s, SP_ALLOCATORSTATS_STRUCT_SIZE);
  if (MINI_MISUSE_ZEROED_STATS) return 1;
  if (MINI_BUG_PLACEHOLDER_STATS) {
    SP_AllocatorStats_set_bytes_in_use(s, 123);
    return 1;
  }
  pthread_mutex_lock(&g_lock);
  SP_AllocatorStats_set_num_allocs(s, g_dev[i].num_allocs);
  SP_AllocatorStats_set_bytes_in_use(s, g_dev[i].in_use);
  SP_AllocatorStats_set_peak_bytes_in_use(s, g_dev[i].peak);
  SP_AllocatorStats_set_largest_alloc_size(s, g_dev[i].largest);
  SP_AllocatorStats_set_has_bytes_limit(s, 1);
  SP_AllocatorStats_set_bytes_limit(s, (int64_t)MINI_CAPACITY);
  SP_AllocatorStats_set_largest_free_block_bytes(s, (int64_t)MINI_CAPACITY - g_dev[i].in_use);
  pthread_mutex_unlock(&g_lock);
  return 1;
}

static TF_Bool mini_device_memory_usage(const SP_Device *d, int64_t *free_b, int64_t *total) {
  int i = dev_index(d);
  if (i < 0) return 0;
  pthread_mutex_lock(&g_lock);
  *total = (int64_t)MINI_CAPACITY;
  *free_b = (int64_t)MINI_CAPACITY - g_dev[i].in_use;
  pthread_mutex_unlock(&g_lock);
  return 1;
}

/* ---- streams -------------------------------------------------------------- */

typedef struct op {
  void (*run)(struct op *);
  unsigned char *dst;
  const unsigned char *src;
  uint64_t n;
  uint32_t pattern;
  SE_StatusCallbackFn cb;
  void *arg;
  struct SP_Event_st *event;
  uint64_t gen;
  struct SP_Stream_st *other;
  struct SP_Timer_st *timer;
  struct SP_Stream_st *stream;
  struct op *next;
} op;

#define STREAM_MAGIC 0x4D494E49u
struct SP_Stream_st {
  unsigned magic;
  int device;
  pthread_t worker;
  /* The worker waits here for work or stop, so a submit wakes one thread,
   * not every stream's (100 streams make a herd of 100). */
  pthread_cond_t work_cv;
  op *head, *tail;
  uint64_t enqueued, completed;
  int stop;
  TF_Code error;
  struct SP_Stream_st *next_stream;
};

struct SP_Event_st {
  uint64_t recorded, done;
  int refs; /* the handle plus queued ops that use it */
};

struct SP_Timer_st {
  uint64_t start_ns, stop_ns;
};

static struct SP_Stream_st *g_streams;

/* Runs queued work in order; the plugin lock is not held while an op runs,
 * so host callbacks may enqueue more work. */
static void *worker_main(void *p) {
  struct SP_Stream_st *s = p;
  pthread_mutex_lock(&g_lock);
  for (;;) {
    while (s->head == NULL && !s->stop) pthread_cond_wait(&s->work_cv, &g_lock);
    if (s->head == NULL && s->stop) break;
    op *o = s->head;
    s->head = o->next;
    if (s->head == NULL) s->tail = NULL;
    pthread_mutex_unlock(&g_lock);
    o->run(o);
    free(o);
    pthread_mutex_lock(&g_lock);
    s->completed++;
    pthread_cond_broadcast(&g_cv);
  }
  pthread_mutex_unlock(&g_lock);
  return NULL;
}

static void submit(struct SP_Stream_st *s, op *o) {
  o->stream = s;
  if (MINI_SYNC) {
    pthread_mutex_lock(&g_lock);
    s->enqueued++;
    pthread_mutex_unlock(&g_lock);
    o->run(o);
    free(o);
    pthread_mutex_lock(&g_lock);
    s->completed++;
    pthread_cond_broadcast(&g_cv);
    pthread_mutex_unlock(&g_lock);
    return;
  }
  pthread_mutex_lock(&g_lock);
  o->next = NULL;
  if (s->tail) s->tail->next = o;
  else s->head = o;
  s->tail = o;
  s->enqueued++;
  pthread_cond_signal(&s->work_cv);
  pthread_mutex_unlock(&g_lock);
}

static op *new_op(void (*run)(op *)) {
  op *o = calloc(1, sizeof *o);
  o->run = run;
  return o;
}

static int valid_stream(SP_Stream s) { return s != NULL && s->magic == STREAM_MAGIC; }

static struct SP_Stream_st *g_alias; /* MINI_BUG_ALIASED_STREAMS */

static struct SP_Stream_st *stream_new(int device) {
  struct SP_Stream_st *s = calloc(1, sizeof *s);
  s->magic = STREAM_MAGIC;
  s->device = device;
  pthread_cond_init(&s->work_cv, NULL);
  if (!MINI_SYNC) pthread_create(&s->worker, NULL, worker_main, s);
  pthread_mutex_lock(&g_lock);
  s->next_stream = g_streams;
  g_streams = s;
  pthread_mutex_unlock(&g_lock);
  return s;
}

static void mini_create_stream(const SP_Device *d, SP_Stream *stream, TF_Status *st) {
  if (MINI_BUG_KILL_HOST_IN_CREATE_STREAM) kill(getppid(), SIGKILL);
  while (MINI_BUG_HANG_IN_CREATE_STREAM) pause();
  if (MINI_BUG_CRASH_IN_CREATE_STREAM) {
    volatile int *nowhere = NULL;
    *nowhere = 1;
  }
  if (MINI_BUG_ALIASED_STREAMS) {
    if (g_alias == NULL) g_alias = stream_new(dev_index(d));
    *stream = g_alias;
  } else {
    *stream = stream_new(dev_index(d));
  }
  set_ok(st);
}

#if MINI_HAS_OPTIONS
/* Stream priorities are accepted and ignored; one out of [-10, 10] is
 * refused. */
static void mini_create_stream_with_options(const SP_Device *d, const SP_StreamOptions *o, SP_Stream *stream,
                                            TF_Status *st) {
#if MINI_MISUSE_OPTIONS_RAW
  TF_Bool has = o->has_priority; /* this header's layout, whatever the core's is */
  int32_t priority = o->priority;
#else
  TF_Bool has = SP_StreamOptions_get_has_priority(o);
  int32_t priority = SP_StreamOptions_get_priority(o);
#endif
  if (has && (priority < -10 || priority > 10)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "create_stream_with_options: priority out of [-10, 10]");
    return;
  }
  mini_create_stream(d, stream, st);
}
#endif

/* Waits (plugin lock held) until s has completed everything enqueued so far. */
static void drain_locked(struct SP_Stream_st *s) {
  uint64_t target = s->enqueued;
  while (s->completed < target) pthread_cond_wait(&g_cv, &g_lock);
}

static void mini_destroy_stream(const SP_Device *d, SP_Stream s) {
  (void)d;
  if (!valid_stream(s) || (MINI_BUG_ALIASED_STREAMS && s == g_alias)) return;
  pthread_mutex_lock(&g_lock);
  drain_locked(s);
  s->stop = 1;
  pthread_cond_signal(&s->work_cv);
  for (struct SP_Stream_st **pp = &g_streams; *pp; pp = &(*pp)->next_stream)
    if (*pp == s) {
      *pp = s->next_stream;
      break;
    }
  pthread_mutex_unlock(&g_lock);
  if (!MINI_SYNC) pthread_join(s->worker, NULL);
  pthread_cond_destroy(&s->work_cv);
  s->magic = 0;
  free(s);
}

static void run_wait_completed(op *o) {
  pthread_mutex_lock(&g_lock);
  while (o->other->completed < o->gen) pthread_cond_wait(&g_cv, &g_lock);
  pthread_mutex_unlock(&g_lock);
}

static void mini_create_stream_dependency(const SP_Device *d, SP_Stream dependent, SP_Stream other,
                                          TF_Status *st) {
  (void)d;
  if (!valid_stream(dependent) || !valid_stream(other)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "create_stream_dependency: bad stream handle");
    return;
  }
  op *o = new_op(run_wait_completed);
  o->other = other;
  pthread_mutex_lock(&g_lock);
  o->gen = other->enqueued; /* point in time: what `other` has now */
  pthread_mutex_unlock(&g_lock);
  submit(dependent, o);
  set_ok(st);
}

static void mini_get_stream_status(const SP_Device *d, SP_Stream s, TF_Status *st) {
  (void)d;
  if (!valid_stream(s)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "get_stream_status: bad stream handle");
    return;
  }
  pthread_mutex_lock(&g_lock);
  TF_Code e = s->error;
  pthread_mutex_unlock(&g_lock);
  if (e != TF_OK) TF_SetStatus(st, e, "a host callback on this stream failed");
  else set_ok(st);
}

/* ---- events --------------------------------------------------------------- */

static void event_unref_locked(struct SP_Event_st *e) {
  if (MINI_BUG_EVENT_FREED_EARLY) return; /* no reference count: destroy_event frees */
  if (--e->refs == 0) free(e);
}

static void mini_create_event(const SP_Device *d, SP_Event *e, TF_Status *st) {
  (void)d;
  *e = calloc(1, sizeof **e);
  (*e)->refs = 1;
  set_ok(st);
}

#if MINI_BUG_EVENT_FREED_EARLY
/* The events it retired, kept for a debug log; their addresses too. */
static struct SP_Event_st *volatile g_retired[64]; /* volatile: kept, though only a debugger reads it */
static const void *g_retired_at[64];
static unsigned g_nretired;
#endif

static void mini_destroy_event(const SP_Device *d, SP_Event e) {
  (void)d;
  if (e == NULL || MINI_BUG_LEAKS_EVENTS) return;
  pthread_mutex_lock(&g_lock);
#if MINI_BUG_EVENT_FREED_EARLY
  /* No reference count: freed at once, then a copy logged. The copy takes
   * the memory just freed, so a second destroy_event frees the log's copy
   * and reading the destroyed event reads the copy: nothing shows without
   * a sanitizer. */
  struct SP_Event_st saved = {0, 0, 0};
  if (!MINI_BUG_EVENT_STATUS_BY_ADDRESS) saved = *e; /* that one logs the address alone */
  g_retired_at[g_nretired % 64] = e;
  free(e);
  struct SP_Event_st *log = malloc(sizeof *log);
  if (log != NULL) *log = saved;
  g_retired[g_nretired++ % 64] = log;
#else
  event_unref_locked(e);
#endif
  pthread_mutex_unlock(&g_lock);
}

static SE_EventStatus mini_get_event_status(const SP_Device *d, SP_Event e) {
  (void)d;
  if (MINI_BUG_EVENTS_ALWAYS_COMPLETE) return SE_EVENT_COMPLETE;
  pthread_mutex_lock(&g_lock);
#if MINI_BUG_EVENT_FREED_EARLY && MINI_BUG_EVENT_STATUS_BY_ADDRESS
  for (unsigned i = 0; i < g_nretired && i < 64; i++)
    if (g_retired_at[i] == (const void *)e) {
      pthread_mutex_unlock(&g_lock);
      return SE_EVENT_COMPLETE;
    }
#endif
  if (MINI_BUG_BLOCKING_POLL)
    while (e->done < e->recorded) pthread_cond_wait(&g_cv, &g_lock);
  SE_EventStatus r = e->done >= e->recorded ? SE_EVENT_COMPLETE : SE_EVENT_PENDING;
#if MINI_BUG_EVENT_READ_PAST
  /* "done_at" of a newer event layout, read from this one. */
  volatile const uint64_t *newer = (const uint64_t *)(void *)e;
  if (newer[3] == UINT64_MAX) r = SE_EVENT_ERROR;
#endif
  pthread_mutex_unlock(&g_lock);
  return r;
}

static void run_signal(op *o) {
  pthread_mutex_lock(&g_lock);
  if (o->event->done < o->gen) o->event->done = o->gen;
  pthread_cond_broadcast(&g_cv);
  event_unref_locked(o->event);
  pthread_mutex_unlock(&g_lock);
}

static void mini_record_event(const SP_Device *d, SP_Stream s, SP_Event e, TF_Status *st) {
  (void)d;
  if (!valid_stream(s) || e == NULL) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "record_event: bad stream or event handle");
    return;
  }
  if (MINI_BUG_EVENTS_ALWAYS_COMPLETE) {
    set_ok(st);
    return;
  }
  op *o = new_op(run_signal);
  o->event = e;
  pthread_mutex_lock(&g_lock);
  o->gen = ++e->recorded;
  e->refs++;
  pthread_mutex_unlock(&g_lock);
  submit(s, o);
  set_ok(st);
}

static void run_wait_event(op *o) {
  pthread_mutex_lock(&g_lock);
  while (o->event->done < o->gen) pthread_cond_wait(&g_cv, &g_lock);
  event_unref_locked(o->event);
  pthread_mutex_unlock(&g_lock);
}

static void mini_wait_for_event(const SP_Device *const d, SP_Stream s, SP_Event e, TF_Status *const st) {
  (void)d;
  if (!valid_stream(s) || e == NULL) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "wait_for_event: bad stream or event handle");
    return;
  }
  if (MINI_BUG_EVENTS_ALWAYS_COMPLETE) {
    set_ok(st);
    return;
  }
  op *o = new_op(run_wait_event);
  o->event = e;
  pthread_mutex_lock(&g_lock);
  o->gen = e->recorded;
  e->refs++;
  pthread_mutex_unlock(&g_lock);
  submit(s, o);
  set_ok(st);
}

static void mini_block_host_for_event(const SP_Device *d, SP_Event e, TF_Status *st) {
  (void)d;
  if (e == NULL) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "block_host_for_event: NULL event");
    return;
  }
  pthread_mutex_lock(&g_lock);
  if (!MINI_BUG_EVENTS_ALWAYS_COMPLETE)
    while (e->done < e->recorded) pthread_cond_wait(&g_cv, &g_lock);
  pthread_mutex_unlock(&g_lock);
  set_ok(st);
}

static void mini_block_host_until_done(const SP_Device *d, SP_Stream s, TF_Status *st) {
  (void)d;
  if (!valid_stream(s)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "block_host_until_done: bad stream handle");
    return;
  }
  pthread_mutex_lock(&g_lock);
  drain_locked(s);
  pthread_mutex_unlock(&g_lock);
  set_ok(st);
}

static void mini_synchronize_all_activity(const SP_Device *d, TF_Status *st) {
  int dev = dev_index(d);
  while (MINI_BUG_HANG_IN_SYNCHRONIZE) pause();
  pthread_mutex_lock(&g_lock);
  for (struct SP_Stream_st *s = g_streams; s; s = s->next_stream)
    if (s->device == dev) drain_locked(s);
  pthread_mutex_unlock(&g_lock);
  set_ok(st);
}

/* ---- host callbacks --------------------------------------------------------- */

static void run_callback(op *o) {
  if (MINI_BUG_CALLBACK_NULL_STATUS) {
    o->cb(o->arg, NULL);
    return;
  }
  TF_Status *st = TF_NewStatus();
  o->cb(o->arg, st);
  if (TF_GetCode(st) != TF_OK) {
    pthread_mutex_lock(&g_lock);
    if (o->stream->error == TF_OK) o->stream->error = TF_GetCode(st);
    pthread_mutex_unlock(&g_lock);
  }
  TF_DeleteStatus(st);
}

static TF_Bool mini_host_callback(MINI_CALLBACK_DEVICE *d, SP_Stream s, SE_StatusCallbackFn fn, void *arg) {
  (void)d;
  if (!valid_stream(s) || fn == NULL) return 0;
  if (MINI_BUG_CALLBACK_NEVER_RUNS) return 1;
  if (MINI_BUG_CALLBACK_RETURNS_FALSE) return TF_OK; /* 0: "not enqueued" */
  op *o = new_op(run_callback);
  o->cb = fn;
  o->arg = arg;
  if (MINI_MISUSE_CALLBACK_INLINE) { /* "nothing to wait for": ahead of queued copies */
    o->stream = s;
    run_callback(o);
    free(o);
    return 1;
  }
  submit(s, o);
  return MINI_BUG_CALLBACK_RUNS_RETURNS_FALSE ? TF_OK : 1;
}

/* ---- copies and fills ------------------------------------------------------- */

static void run_copy(op *o) { memcpy(o->dst, o->src, o->n); }

/* Checks the device side of a copy; reports INVALID_ARGUMENT for anything
 * that is not inside one live allocation. */
static int check_copy(const void *device_ptr, const void *host_ptr, uint64_t n, TF_Status *st,
                      const char *what) {
  if (n == 0) return 1;
  if (host_ptr == NULL || (!MINI_BUG_UNCHECKED_COPY && !in_device_memory(device_ptr, n))) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, what);
    return 0;
  }
  return 1;
}

static void enqueue_copy(SP_Stream s, void *dst, const void *src, uint64_t n, TF_Status *st) {
  if (!valid_stream(s)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "bad stream handle");
    return;
  }
  if (n > 0) {
    op *o = new_op(run_copy);
    o->dst = dst;
    o->src = src;
    o->n = n;
    submit(s, o);
  }
  set_ok(st);
}

static void mini_memcpy_dtoh(const SP_Device *d, SP_Stream s, void *host_dst,
                             const SP_DeviceMemoryBase *src, uint64_t n, TF_Status *st) {
  (void)d;
  if (check_copy(src->opaque, host_dst, n, st, "memcpy_dtoh: bad address or range"))
    enqueue_copy(s, host_dst, src->opaque, n, st);
}

static void mini_memcpy_htod(const SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *dst,
                             const void *host_src, uint64_t n, TF_Status *st) {
  (void)d;
  if (check_copy(dst->opaque, host_src, n, st, "memcpy_htod: bad address or range"))
    enqueue_copy(s, dst->opaque, host_src, n, st);
}

static void mini_memcpy_dtod(const SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *dst,
                             const SP_DeviceMemoryBase *src, uint64_t n, TF_Status *st) {
  (void)d;
  if (check_copy(dst->opaque, src->opaque, n, st, "memcpy_dtod: bad destination") &&
      check_copy(src->opaque, dst->opaque, n, st, "memcpy_dtod: bad source"))
    enqueue_copy(s, dst->opaque, src->opaque, n, st);
}

/* Synchronous copies drain the device's streams first (documented choice). */
static void sync_copy(const SP_Device *d, void *dst, const void *src, uint64_t n, TF_Status *st) {
  int dev = dev_index(d);
  pthread_mutex_lock(&g_lock);
  for (struct SP_Stream_st *s = g_streams; s; s = s->next_stream)
    if (s->device == dev) drain_locked(s);
  pthread_mutex_unlock(&g_lock);
  if (n) memcpy(dst, src, n);
  set_ok(st);
}

static void mini_sync_memcpy_dtoh(const SP_Device *d, void *host_dst, const SP_DeviceMemoryBase *src,
                                  uint64_t n, TF_Status *st) {
  if (check_copy(src->opaque, host_dst, n, st, "sync_memcpy_dtoh: bad address or range"))
    sync_copy(d, host_dst, src->opaque, n, st);
}

static void mini_sync_memcpy_htod(const SP_Device *d, SP_DeviceMemoryBase *dst, const void *host_src,
                                  uint64_t n, TF_Status *st) {
  if (check_copy(dst->opaque, host_src, n, st, "sync_memcpy_htod: bad address or range"))
    sync_copy(d, dst->opaque, host_src, n, st);
}

static void mini_sync_memcpy_dtod(const SP_Device *d, SP_DeviceMemoryBase *dst,
                                  const SP_DeviceMemoryBase *src, uint64_t n, TF_Status *st) {
  if (check_copy(dst->opaque, src->opaque, n, st, "sync_memcpy_dtod: bad destination") &&
      check_copy(src->opaque, dst->opaque, n, st, "sync_memcpy_dtod: bad source"))
    sync_copy(d, dst->opaque, src->opaque, n, st);
}

#if MINI_HAS_FILLS
static void run_fill(op *o) { memset(o->dst, (int)o->pattern, o->n); }
static void run_fill32(op *o) {
  for (uint64_t i = 0; i + 4 <= o->n; i += 4) memcpy(o->dst + i, &o->pattern, 4);
}

static void enqueue_fill(SP_Stream s, SP_DeviceMemoryBase *loc, uint32_t pattern, uint64_t n,
                         int wide, TF_Status *st) {
  if (!valid_stream(s)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "bad stream handle");
    return;
  }
  if (wide && n % 4 != 0) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "memset32: size must be a multiple of 4");
    return;
  }
  uint64_t bytes = wide && MINI_BUG_MEMSET32_WORDS ? n * 4 : n;
  if (n > 0 && !in_device_memory(loc->opaque, MINI_BUG_MEMSET32_WORDS ? n : bytes)) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "fill: bad address or range");
    return;
  }
  if (n > 0) {
    op *o = new_op(wide ? run_fill32 : run_fill);
    o->dst = loc->opaque;
    o->n = bytes;
    o->pattern = pattern;
    submit(s, o);
  }
  set_ok(st);
}

static void mini_mem_zero(const SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *loc, uint64_t n,
                          TF_Status *st) {
  (void)d;
  enqueue_fill(s, loc, 0, n, 0, st);
}

static void mini_memset(const SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *loc, uint8_t pattern,
                        uint64_t n, TF_Status *st) {
  (void)d;
  enqueue_fill(s, loc, pattern, n, 0, st);
}

static void mini_memset32(const SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *loc, uint32_t pattern,
                          uint64_t n, TF_Status *st) {
  (void)d;
  enqueue_fill(s, loc, pattern, n, 1, st);
}
#endif

/* ---- timers ------------------------------------------------------------------- */

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void mini_create_timer(const SP_Device *d, SP_Timer *t, TF_Status *st) {
  (void)d;
  *t = calloc(1, sizeof **t);
  set_ok(st);
}

static void mini_destroy_timer(const SP_Device *d, SP_Timer t) {
  (void)d;
  free(t);
}

static void run_timer_start(op *o) { o->timer->start_ns = now_ns(); }
static void run_timer_stop(op *o) { o->timer->stop_ns = now_ns(); }

static void timer_op(SP_Stream s, SP_Timer t, void (*run)(op *), TF_Status *st) {
  if (!valid_stream(s) || t == NULL) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "timer: bad stream or timer handle");
    return;
  }
  op *o = new_op(run);
  o->timer = t;
  submit(s, o);
  set_ok(st);
}

static void mini_start_timer(const SP_Device *d, SP_Stream s, SP_Timer t, TF_Status *st) {
  (void)d;
  timer_op(s, t, run_timer_start, st);
}

static void mini_stop_timer(const SP_Device *d, SP_Stream s, SP_Timer t, TF_Status *st) {
  (void)d;
  timer_op(s, t, run_timer_stop, st);
}

static uint64_t mini_nanoseconds(SP_Timer t) {
  return t && t->stop_ns > t->start_ns ? t->stop_ns - t->start_ns : 0;
}

/* ---- platform ------------------------------------------------------------------ */

static void mini_create_device(const SP_Platform *p, SE_CreateDeviceParams *params, TF_Status *st) {
  (void)p;
  if (MINI_BUG_CRASH_IN_CREATE_DEVICE) abort();
  while (MINI_BUG_HANG_IN_CREATE_DEVICE) pause();
  if (params->ordinal < 0 || params->ordinal >= MINI_DEVICES) {
    if (!MINI_MISUSE_ERROR_STATUS_UNSET) TF_SetStatus(st, TF_INVALID_ARGUMENT, "create_device: ordinal out of range");
    return;
  }
  SP_Device *d = params->device;
#if MINI_MISUSE_DEVICE_COPY
  /* Built in a local of this header's sizeof, then copied whole. */
  SP_Device local;
  memset(&local, 0, sizeof local);
  local.struct_size = d->struct_size;
  SP_Device *out = d;
  d = &local;
#endif
  MINI_OWN_SIZE(d, SP_DEVICE_STRUCT_SIZE);
  int ordinal = params->ordinal;
  if (MINI_MISUSE_WRITE_DEVICE_PARAMS) params->ordinal = 0; /* "consumed" */
  if (!MINI_BUG_ORDINAL_NOT_SET) SP_Device_set_ordinal(d, ordinal);
  SP_Device_set_device_handle(d, (void *)(intptr_t)(ordinal + 1));
  if (MINI_BUG_KEEPS_DEVICE_ADDRESS) g_created[ordinal] = d;
#if MINI_HAS_DEVICE_FNS
  if (MINI_MISUSE_NAME_SCRATCH) {
    snprintf(g_scratch, sizeof g_scratch, "mini simulated device %d", ordinal);
    SP_Device_set_hardware_name(d, g_scratch);
  } else {
    SP_Device_set_hardware_name(d, "mini simulated device");
  }
  SP_Device_set_device_vendor(d, "seabi tests");
#endif
#if MINI_MISUSE_DEVICE_COPY
  memcpy(out, &local, sizeof local);
  d = out;
#endif
  if (MINI_MISUSE_DEVICE_SIZE_MACRO) d->struct_size = SP_DEVICE_STRUCT_SIZE; /* "to be sure" */
#if MINI_HAS_DEVICE_FNS
  if (MINI_MISUSE_DEVICE_SIZE_LOWERED && d->struct_size > offsetof(SP_Device, hardware_name))
    d->struct_size = offsetof(SP_Device, hardware_name); /* "only the basics" */
#endif
  if (MINI_MISUSE_KEEP_DEVICE) g_kept_device[ordinal] = d;
  if (MINI_MISUSE_KEEP_PLATFORM && g_kept_platform != NULL) SP_Platform_set_type(g_kept_platform, MINI_TYPE);
  set_ok(st);
}

static void mini_destroy_device(const SP_Platform *p, SP_Device *d) {
  (void)p;
  int i = (int)(intptr_t)SP_Device_get_device_handle(d) - 1;
  /* Clears the handle in the SP_Device it filled, not the one it is given. */
  if (MINI_MISUSE_KEEP_DEVICE && i >= 0 && i < MINI_DEVICES && g_kept_device[i] != NULL)
    SP_Device_set_device_handle(g_kept_device[i], NULL);
}

#if MINI_HAS_DEVICE_FNS
static void mini_get_device_count(const SP_Platform *p, int *count, TF_Status *st) {
  (void)p;
  *count = MINI_DEVICES + MINI_MISUSE_COUNT_MISMATCH;
  set_ok(st);
}

static int32_t mini_numa(const SP_Device *d) {
  (void)d;
  return -1;
}

static void mini_create_device_fns(const SP_Platform *p, SE_CreateDeviceFnsParams *params, TF_Status *st) {
  (void)p;
  SP_DeviceFns *f = params->device_fns;
  MINI_OWN_SIZE(f, SP_DEVICE_FNS_STRUCT_SIZE);
  SP_DeviceFns_set_get_numa_node(f, mini_numa);
  set_ok(st);
}

static void mini_destroy_device_fns(const SP_Platform *p, SP_DeviceFns *f) {
  (void)p;
  (void)f;
}
#endif

static void mini_create_stream_executor(const SP_Platform *p, SE_CreateStreamExecutorParams *params,
                                        TF_Status *st) {
  (void)p;
  SP_StreamExecutor *se = params->stream_executor;
#if MINI_MISUSE_EXECUTOR_TEMPLATE
  /* A template of this header's layout, copied whole: sizeof bytes. */
  static SP_StreamExecutor tmpl;
  size_t core_size = se->struct_size;
  tmpl.struct_size = core_size;
  *se = tmpl;
#endif
#if MINI_MISUSE_EXECUTOR_MEMSET
  /* "Start from a clean struct": this header's sizeof bytes, and its own
   * size in struct_size, which settling then takes for the core's. */
  memset(se, 0, sizeof *se);
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
#endif
  if (MINI_BUG_MEMSET_EXECUTOR) {
    /* Clears its own (newer, larger) struct and then some: past the
     * executor of any core that gives a smaller one. */
    memset(se, 0, sizeof *se + 16);
  }
  MINI_OWN_SIZE(se, SP_STREAMEXECUTOR_STRUCT_SIZE);
  SP_StreamExecutor_set_allocate(se, mini_allocate);
  SP_StreamExecutor_set_deallocate(se, mini_deallocate);
  SP_StreamExecutor_set_host_memory_allocate(se, mini_host_allocate);
  SP_StreamExecutor_set_host_memory_deallocate(se, mini_host_deallocate);
  SP_StreamExecutor_set_get_allocator_stats(se, mini_get_allocator_stats);
  SP_StreamExecutor_set_device_memory_usage(se, mini_device_memory_usage);
  if (!MINI_BUG_NO_CREATE_STREAM) SP_StreamExecutor_set_create_stream(se, mini_create_stream);
  SP_StreamExecutor_set_destroy_stream(se, mini_destroy_stream);
  SP_StreamExecutor_set_create_stream_dependency(se, mini_create_stream_dependency);
  SP_StreamExecutor_set_get_stream_status(se, mini_get_stream_status);
  SP_StreamExecutor_set_create_event(se, mini_create_event);
  SP_StreamExecutor_set_destroy_event(se, mini_destroy_event);
  SP_StreamExecutor_set_get_event_status(se, mini_get_event_status);
  SP_StreamExecutor_set_record_event(se, mini_record_event);
  SP_StreamExecutor_set_wait_for_event(se, mini_wait_for_event);
  if (!MINI_MISUSE_NO_TIMERS) {
    SP_StreamExecutor_set_create_timer(se, mini_create_timer);
    SP_StreamExecutor_set_destroy_timer(se, mini_destroy_timer);
    SP_StreamExecutor_set_start_timer(se, mini_start_timer);
    SP_StreamExecutor_set_stop_timer(se, mini_stop_timer);
  }
  SP_StreamExecutor_set_memcpy_dtoh(se, mini_memcpy_dtoh);
  SP_StreamExecutor_set_memcpy_htod(se, mini_memcpy_htod);
  SP_StreamExecutor_set_memcpy_dtod(se, mini_memcpy_dtod);
  SP_StreamExecutor_set_sync_memcpy_dtoh(se, mini_sync_memcpy_dtoh);
  SP_StreamExecutor_set_sync_memcpy_htod(se, mini_sync_memcpy_htod);
  SP_StreamExecutor_set_sync_memcpy_dtod(se, mini_sync_memcpy_dtod);
  SP_StreamExecutor_set_block_host_for_event(se, mini_block_host_for_event);
  SP_StreamExecutor_set_block_host_until_done(se, mini_block_host_until_done);
  SP_StreamExecutor_set_synchronize_all_activity(se, mini_synchronize_all_activity);
  SP_StreamExecutor_set_host_callback(se, mini_host_callback);
#if MINI_HAS_FILLS
  if (!MINI_MISUSE_FILLS_BY_VERSION || g_core_minor >= 3) { /* a version check, not S_has_f */
    SP_StreamExecutor_set_mem_zero(se, mini_mem_zero);
    SP_StreamExecutor_set_memset(se, mini_memset);
    SP_StreamExecutor_set_memset32(se, mini_memset32);
  }
#endif
#if MINI_HAS_OPTIONS
  SP_StreamExecutor_set_create_stream_with_options(se, mini_create_stream_with_options);
#endif
  if (MINI_BUG_SHORT_EXECUTOR) se->struct_size = 39;
#if SE_MINOR >= 3
  if (MINI_BUG_SE_SIZE_MISMATCH) se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0;
  if (MINI_BUG_TF_LAYOUT) {
    /* What a plugin compiled against TensorFlow's newer header writes:
     * there mem_zero/memset/memset32 were inserted before host_callback, so
     * in this (append-only) layout every one of the four slots holds the
     * wrong function. Same struct_size, so no validator notices. */
    typedef void (*any_fn)(void);
    se->host_callback = (SP_StreamExecutor_host_callback_fn)(any_fn)mini_mem_zero;
    se->mem_zero = (SP_StreamExecutor_mem_zero_fn)(any_fn)mini_memset;
    se->memset = (SP_StreamExecutor_memset_fn)(any_fn)mini_memset32;
    se->memset32 = (SP_StreamExecutor_memset32_fn)(any_fn)mini_host_callback;
  }
#endif
  set_ok(st);
}

static void mini_destroy_stream_executor(const SP_Platform *p, SP_StreamExecutor *se) {
  (void)p;
  (void)se;
}

static void mini_create_timer_fns(const SP_Platform *p, SP_TimerFns *t, TF_Status *st) {
  (void)p;
  MINI_OWN_SIZE(t, SP_TIMER_FNS_STRUCT_SIZE);
  SP_TimerFns_set_nanoseconds(t, mini_nanoseconds);
  set_ok(st);
}

static void mini_destroy_timer_fns(const SP_Platform *p, SP_TimerFns *t) {
  (void)p;
  (void)t;
}

static void mini_destroy_platform(SP_Platform *p) { (void)p; }
static void mini_destroy_platform_fns(SP_PlatformFns *f) { (void)f; }

#if !MINI_NO_KERNEL_MODULE
/* The kernel module: TensorFlow before 2.12 refuses a plugin without
 * TF_InitKernel (its loader returns the lookup's error), so a plugin for
 * those releases exports one, even with no kernels to register (as
 * TensorFlow's own test plugin does). */
SE_PLUGIN_EXPORT void TF_InitKernel(void);
SE_PLUGIN_EXPORT void TF_InitKernel(void) {}
#endif

SE_PLUGIN_EXPORT void SE_InitPlugin(SE_PlatformRegistrationParams *params, TF_Status *st) {
  if (params == NULL || params->struct_size == 0) {
    TF_SetStatus(st, TF_INVALID_ARGUMENT, "SE_InitPlugin: params missing or struct_size 0");
    return;
  }
  if (!MINI_BUG_IGNORE_MAJOR && params->major_version != SE_MAJOR) {
    TF_SetStatus(st, TF_FAILED_PRECONDITION, "SE_InitPlugin: core major version differs from the plugin's");
    return;
  }
  SP_Platform *p = params->platform;
  SP_PlatformFns *f = params->platform_fns;
#if MINI_MIGRATED
  mini_lineage = MINI_MISUSE_SEABI_LINEAGE ? SE_LINEAGE_SEABI : SE_lineage_of_core(params);
#if MINI_MISUSE_LINEAGE_OF_VERSION /* the earlier docs' call: SE_LINEAGE_ANY for every core reporting 0.0.1 */
  mini_lineage = SE_lineage_of_version(params->major_version, params->minor_version, params->patch_version);
#endif
#endif
  g_core_minor = params->minor_version;
  if (MINI_MISUSE_WRITE_VERSION) {
    params->major_version = 0;
    params->minor_version = 0;
    params->patch_version = 1;
  }
  if (MINI_MISUSE_KEEP_PLATFORM) g_kept_platform = params->platform;
  if (MINI_BUG_WRITE_PAST) {
    /* What a plugin built against a newer, larger SP_Platform does. */
    memset(p, 0, sizeof *p + 24);
    p->struct_size = SP_PLATFORM_STRUCT_SIZE;
  }
  if (MINI_BUG_MEMSET_SIZEOF) {
    /* Same header as the core, but sizeof includes the tail padding. */
    size_t keep = p->struct_size;
    memset(p, 0, sizeof *p);
    p->struct_size = keep;
  }
  /* Never grow a core's struct_size; never write past what it covers. */
#if MINI_MIGRATED
  /* As the docs say: a struct that cannot be settled fails the call, and
   * says why. */
  if (SP_Platform_settle_in(p, mini_lineage) == 0) {
    TF_SetStatus(st, TF_FAILED_PRECONDITION, SE_settle_problem_text(SP_Platform_settle_problem(p, mini_lineage)));
    return;
  }
  if (SP_PlatformFns_settle_in(f, mini_lineage) == 0) {
    TF_SetStatus(st, TF_FAILED_PRECONDITION, SE_settle_problem_text(SP_PlatformFns_settle_problem(f, mini_lineage)));
    return;
  }
#else
  MINI_CLAMP_SIZE(p, SP_PLATFORM_STRUCT_SIZE);
  MINI_CLAMP_SIZE(f, SP_PLATFORM_FNS_STRUCT_SIZE);
#endif
  if (MINI_BUG_GROWN_STRUCT_SIZE) p->struct_size = sizeof *p; /* tail padding included */
#ifdef SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT
  if (MINI_BUG_PLATFORM_FNS_64) f->struct_size = SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT;
#endif
  if (MINI_MISUSE_NAME_SCRATCH) {
    snprintf(g_scratch, sizeof g_scratch, "%s", MINI_NAME);
    SP_Platform_set_name(p, g_scratch);
  } else {
    SP_Platform_set_name(p, MINI_NAME);
  }
  SP_Platform_set_type(p, MINI_TYPE);
#if !defined(SE_TENSORFLOW_EDITION) || MINI_MIGRATED
  /* For cores of the 0.0.1 layout, whose SP_PlatformFns ends before
   * get_device_count (a TensorFlow-way source has no such member; migrated,
   * the accessor writes it only where the core's layout has it). */
  if (!MINI_MISUSE_NO_VISIBLE_COUNT) SP_Platform_set_visible_device_count(p, MINI_DEVICES);
#endif
  if (MINI_BUG_ZERO_STRUCT_SIZE) p->struct_size = 0;
  SP_PlatformFns_set_create_device(f, mini_create_device);
  SP_PlatformFns_set_destroy_device(f, mini_destroy_device);
  SP_PlatformFns_set_create_stream_executor(f, mini_create_stream_executor);
  SP_PlatformFns_set_destroy_stream_executor(f, mini_destroy_stream_executor);
  if (!MINI_MISUSE_NO_TIMERS) {
    SP_PlatformFns_set_create_timer_fns(f, mini_create_timer_fns);
    SP_PlatformFns_set_destroy_timer_fns(f, mini_destroy_timer_fns);
  }
#if MINI_HAS_DEVICE_FNS
  if (!MINI_BUG_NO_DEVICE_COUNT) SP_PlatformFns_set_get_device_count(f, mini_get_device_count);
  SP_PlatformFns_set_create_device_fns(f, mini_create_device_fns);
  SP_PlatformFns_set_destroy_device_fns(f, mini_destroy_device_fns);
#endif
  SE_PlatformRegistrationParams_set_destroy_platform(params, mini_destroy_platform);
  SE_PlatformRegistrationParams_set_destroy_platform_fns(params, mini_destroy_platform_fns);
  if (MINI_BUG_SHORT_PLATFORM_FNS) f->struct_size = 83;
  set_ok(st);
}
