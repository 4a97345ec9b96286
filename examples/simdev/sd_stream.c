/* Streams: a FIFO queue and one worker thread per stream.
 *
 * Every asynchronous callback enqueues an op and returns; only the worker
 * runs it, in order. Progress is a pair of counters -- `enqueued` (seq of the
 * last op accepted) and `completed` (seq of the last op finished) -- so an
 * event or a dependency is just "stream S reaches seq N", captured at call
 * time. That gives point-in-time semantics for free: work enqueued on the
 * other stream after the call is never waited for (VultenRs kept a permanent
 * link to the other stream, VEDA blocked the host; real_plugins.md 2.5-2.6),
 * and streams never alias (ITEX, VEDA and DirectML handed out one queue for
 * every stream, real_plugins.md section 4, lesson 8).
 *
 * A failed op (or a host callback that reports an error) makes the stream
 * sticky-failed: later data ops are skipped, get_stream_status and events
 * recorded after it report the first error, and host callbacks still run
 * exactly once so the core's per-callback context is never leaked.
 *
 * The queue (issue 24: an op must cost about what a plain mutex queue
 * costs, validation included). Ops are stored in order in fixed arrays
 * (chunks) chained one after another; one consumer, the worker, needs no
 * lock at all:
 *  - A producer takes SD_Q_LOCK in `state` by CAS, gives the op its seq,
 *    writes it into the next slot (chaining a new chunk when the last is
 *    full), then adds SD_Q_ONE - SD_Q_LOCK to `state`: one atomic add that
 *    raises the count and drops the lock. Holding the lock from seq to
 *    publication makes seq order the slot order, which the counters rely
 *    on: `completed` = N must mean every op up to N ran. The add is a
 *    release: whoever reads the count with acquire sees every op up to it,
 *    and the chunk links to them. (A pthread mutex here cost two more
 *    atomic operations and ~50 instructions per op.)
 *  - The worker reads `state` once and runs every op up to its count, slot
 *    after slot: no per-op link to chase, and the next ops are prefetched.
 *    A chunk it has run through is no longer reachable by producers (they
 *    only write to the last chunk), so it goes back for reuse.
 *  - Sleeping without lost wake-ups: the worker, having run everything it
 *    saw, polls a little (SD_IDLE_SPINS), then sets SD_Q_SLEEP with a CAS
 *    on the exact state value it last saw, and waits on work_cv under mu
 *    while the bit stays set. A producer's fetch_add on state either comes
 *    first (the CAS fails, the worker looks again) or returns the bit set,
 *    and the producer clears it under mu and signals. destroy_stream sets
 *    SD_Q_STOP under the lock the same way; the worker exits only with the
 *    queue drained.
 *  - Chunks go back to the producers through `recycled`, a stack the worker
 *    pushes to by CAS and producers empty with one exchange (no ABA: only
 *    the worker ever pushes).
 *  - Completion is published in groups: the worker stores `completed`
 *    after at most SD_PUBLISH_EVERY copies and fills, before and after any
 *    other op (host callbacks, waits and timers observe everything before
 *    them), and whenever it has run all it saw. The pins of a group are
 *    dropped before its completion is published, so a deallocate that
 *    follows the completion never sees them. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

/* Spare chunks a stream keeps after a burst (with the one in use: about
 * 1000 queued ops without a malloc); more are freed. */
#define MAX_SPARE_CHUNKS 8
/* Copies and fills executed before their completion is published. */
#define SD_PUBLISH_EVERY 64
/* How long the worker polls an empty queue before it sleeps. A producer
 * enqueuing back to back leaves gaps of tens of nanoseconds: sleeping in
 * every gap would cost each op a futex wake and a thread wake-up (several
 * microseconds each). Polling for 20 us once each time the queue runs dry
 * is cheaper, and short enough not to starve other threads on a loaded
 * machine. The shared word is read every SD_IDLE_PAUSES pause
 * instructions only, so the producer does not have to win its cache line
 * back for every op. */
#define SD_IDLE_POLL_NS 20000u
#define SD_IDLE_PAUSES 16

/* Tells the CPU this is a spin-wait loop (frees the sibling hyperthread,
 * avoids the memory-order flush on exit). */
static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

int sd_bad_device(const SP_Device *device, const char *caller,
                  TF_Status *status) {
  sd_status(status, TF_INVALID_ARGUMENT,
            "%s: device %p is NULL or its device_handle is not a live "
            "simdev device",
            caller, (const void *)device);
  return 0;
}

int sd_bad_stream(const SP_Device *device, SP_Stream stream,
                  const char *caller, TF_Status *status) {
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) return sd_bad_device(device, caller, status);
  sd_stream *s = (sd_stream *)sd_handle_check(stream, SD_KIND_STREAM);
  if (s == NULL)
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: stream %p is NULL, foreign or already destroyed", caller,
              (void *)stream);
  else
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: stream %p belongs to device %d, not to device %d", caller,
              (void *)stream, s->dev->ordinal, dev->ordinal);
  return 0;
}

int sd_stream_is_own_worker(const sd_stream *s) {
  return pthread_equal(pthread_self(), s->worker);
}

/* Records the first error of the stream; later ones are dropped (sticky). */
static void stream_fail(sd_stream *s, uint64_t seq, TF_Code code,
                        const char *fmt, ...) SD_PRINTF(4, 5);
static void stream_fail(sd_stream *s, uint64_t seq, TF_Code code,
                        const char *fmt, ...) {
  pthread_mutex_lock(&s->mu);
  if (atomic_load(&s->error_seq) == 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->error_msg, sizeof s->error_msg, fmt, ap);
    va_end(ap);
    s->error_code = code;
    atomic_store(&s->error_seq, seq);
    sd_log(1, "stream %p failed at op %" PRIu64 ": %s", (void *)s, seq,
           s->error_msg);
  }
  pthread_mutex_unlock(&s->mu);
}

TF_Code sd_stream_error(sd_stream *s, uint64_t upto, char *msg,
                        size_t msg_size) {
  uint64_t e = atomic_load(&s->error_seq);
  if (e == 0 || e > upto) return TF_OK;
  pthread_mutex_lock(&s->mu);
  TF_Code code = s->error_code;
  snprintf(msg, msg_size, "%s", s->error_msg);
  pthread_mutex_unlock(&s->mu);
  return code;
}

int sd_stream_wait(sd_stream *s, uint64_t target) {
  if (atomic_load(&s->completed) >= target) return 1;
  if (sd_stream_is_own_worker(s)) return 0; /* would wait for itself */
  pthread_mutex_lock(&s->mu);
  atomic_fetch_add(&s->waiters, 1);
  while (atomic_load(&s->completed) < target)
    pthread_cond_wait(&s->done_cv, &s->mu);
  atomic_fetch_sub(&s->waiters, 1);
  pthread_mutex_unlock(&s->mu);
  return 1;
}

static void run_host_callback(sd_stream *s, const sd_op *op) {
  TF_Status *st = TF_NewStatus();
  if (st == NULL) {
    /* The core's trampoline writes into the status: never pass NULL (VEDA
     * did, real_plugins.md 2.5). */
    stream_fail(s, op->seq, TF_RESOURCE_EXHAUSTED,
                "host_callback: no memory for the callback's TF_Status; "
                "callback not run");
    return;
  }
  /* No lock is held here, so the callback may enqueue more work. */
  op->u.callback.fn(op->u.callback.arg, st);
  SD_COUNT_ADD(host_callbacks_run, 1);
  if (TF_GetCode(st) != TF_OK)
    stream_fail(s, op->seq, TF_GetCode(st),
                "host_callback: callback reported error %d: %s",
                (int)TF_GetCode(st), TF_Message(st));
  TF_DeleteStatus(st);
}

/* What the worker executed but has not published yet. */
typedef struct group {
  uint64_t done;      /* seq of the last op executed */
  uint64_t published; /* the last value stored to `completed` */
  int64_t executed;   /* ops not yet added to ops_executed */
  int data_ops;       /* copies and fills since the last publish */
  sd_alloc *pinned;   /* run of pins of one allocation still held */
  int n_pinned;
  sd_chunk *first, *last; /* chunks run through, not yet handed back */
} group;

static void group_unpin(group *g, sd_pin *pin) {
  if (pin->alloc == NULL) return;
  if (pin->alloc != g->pinned) {
    if (g->pinned != NULL) sd_memory_unpin_n(g->pinned, g->n_pinned);
    g->pinned = pin->alloc;
    g->n_pinned = 0;
  }
  g->n_pinned++;
  pin->alloc = NULL;
}

/* Makes everything executed so far visible: pins dropped, counters added,
 * `completed` stored, waiters woken, chunks handed back to producers. */
static void publish(sd_stream *s, group *g) {
  if (g->pinned != NULL) sd_memory_unpin_n(g->pinned, g->n_pinned);
  g->pinned = NULL;
  g->n_pinned = 0;
  g->data_ops = 0;
  if (g->executed != 0) SD_COUNT_ADD(ops_executed, g->executed);
  g->executed = 0;
  if (g->done != g->published) {
    /* seq_cst store, then seq_cst load of waiters: a waiter increments
     * waiters before it checks completed (sd_stream_wait), so either it
     * sees this value or this load sees it and wakes it. */
    atomic_store(&s->completed, g->done);
    g->published = g->done;
    if (atomic_load(&s->waiters) != 0) {
      pthread_mutex_lock(&s->mu);
      pthread_cond_broadcast(&s->done_cv);
      pthread_mutex_unlock(&s->mu);
    }
  }
  if (g->first != NULL) {
    sd_chunk *top = atomic_load_explicit(&s->recycled, memory_order_relaxed);
    do {
      atomic_store_explicit(&g->last->free_next, top, memory_order_relaxed);
    } while (!atomic_compare_exchange_weak_explicit(
        &s->recycled, &top, g->first, memory_order_release,
        memory_order_relaxed));
    g->first = g->last = NULL;
  }
}

static void execute(sd_stream *s, sd_op *op, group *g) {
  /* A profiling session: the op's start and end go to the stream's trace. */
  unsigned session = sd_trace_on();
  uint64_t start_ns = session ? sd_now_ns() : 0;
  uint64_t err = atomic_load(&s->error_seq);
  int failed = err != 0 && err < op->seq;
  int is_data = op->kind == SD_OP_COPY || op->kind == SD_OP_FILL;
  /* A host callback, a wait or a timer observes the stream: everything
   * before it is published first. */
  if (!is_data) publish(s, g);
  switch (op->kind) {
    case SD_OP_COPY:
    case SD_OP_FILL:
      sd_inject_delay();
      if (!failed) sd_copy_execute(op);
      if (op->kind == SD_OP_COPY) {
        group_unpin(g, &op->u.copy.dst_pin);
        group_unpin(g, &op->u.copy.src_pin);
      } else {
        group_unpin(g, &op->u.fill.pin);
      }
      break;
    case SD_OP_HOST_CALLBACK:
      sd_inject_delay();
      run_host_callback(s, op);
      break;
    case SD_OP_WAIT:
      /* Another stream's worker, never the host thread, does the waiting. */
      sd_stream_wait(op->u.wait.other, op->u.wait.target);
      sd_stream_unref(op->u.wait.other);
      break;
    case SD_OP_TIMER_START:
      atomic_store(&op->u.timer.timer->stop_ns, 0);
      atomic_store(&op->u.timer.timer->start_ns, sd_now_ns());
      sd_object_unref(&op->u.timer.timer->obj);
      break;
    case SD_OP_TIMER_STOP:
      atomic_store(&op->u.timer.timer->stop_ns, sd_now_ns());
      sd_object_unref(&op->u.timer.timer->obj);
      break;
    case SD_OP_KERNEL:
      /* Like a copy: skipped once the stream failed. Its pins are dropped
       * here, before the publish below makes its completion visible. */
      sd_inject_delay();
      sd_kernel_execute(op->u.kernel.job, failed);
      op->u.kernel.job = NULL;
      break;
  }
  if (session) sd_trace_op(s, op, start_ns, session);
  g->done = op->seq;
  g->executed++;
  if (!is_data || ++g->data_ops == SD_PUBLISH_EVERY) publish(s, g);
}

/* Called by a producer that found SD_Q_SLEEP set in state. */
static void wake_worker(sd_stream *s) {
  pthread_mutex_lock(&s->mu);
  atomic_fetch_and(&s->state, ~(uint64_t)SD_Q_SLEEP);
  pthread_cond_signal(&s->work_cv);
  pthread_mutex_unlock(&s->mu);
}

/* Runs the ops up to seq `upto` (all published). */
static void run_until(sd_stream *s, group *g, uint64_t upto) {
  while (g->done < upto) {
    if (s->head_used == SD_CHUNK_OPS) {
      /* Run through: producers only write to the last chunk, which has a
       * successor if ops remain. */
      sd_chunk *c = s->head;
      s->head = c->next;
      s->head_used = 0;
      atomic_store_explicit(&c->free_next, NULL, memory_order_relaxed);
      if (g->last == NULL)
        g->first = c;
      else
        atomic_store_explicit(&g->last->free_next, c, memory_order_relaxed);
      g->last = c;
    }
    execute(s, &s->head->ops[s->head_used++], g);
  }
}

static void *worker_main(void *arg) {
  sd_stream *s = (sd_stream *)arg;
  group g;
  memset(&g, 0, sizeof g);
  for (;;) {
    /* Acquire: the ops up to the count (and the chunk links) are visible. */
    uint64_t st = atomic_load_explicit(&s->state, memory_order_acquire);
    if ((st >> SD_Q_SHIFT) != g.done) {
      run_until(s, &g, st >> SD_Q_SHIFT);
      continue;
    }
    publish(s, &g); /* ran everything it saw */
    /* Poll for a while (also while a producer holds LOCK: an op is on its
     * way) before going to sleep. */
    for (uint64_t t0 = sd_now_ns(); sd_now_ns() - t0 < SD_IDLE_POLL_NS;) {
      for (int j = 0; j < SD_IDLE_PAUSES; j++) cpu_relax();
      st = atomic_load_explicit(&s->state, memory_order_relaxed);
      if ((st >> SD_Q_SHIFT) != g.done || (st & SD_Q_STOP)) break;
    }
    st = atomic_load_explicit(&s->state, memory_order_acquire);
    if ((st >> SD_Q_SHIFT) != g.done) continue; /* enqueued meanwhile */
    if (st & SD_Q_STOP) break;                  /* stopping and drained */
    if (!atomic_compare_exchange_strong(&s->state, &st, st | SD_Q_SLEEP))
      continue; /* changed meanwhile: look again */
    pthread_mutex_lock(&s->mu);
    while (atomic_load(&s->state) & SD_Q_SLEEP)
      pthread_cond_wait(&s->work_cv, &s->mu);
    pthread_mutex_unlock(&s->mu);
  }
  sd_stream_unref(s); /* the worker's own reference */
  return NULL;
}

static void free_chunks(sd_chunk *c) {
  while (c != NULL) {
    sd_chunk *next = atomic_load_explicit(&c->free_next, memory_order_relaxed);
    free(c);
    c = next;
  }
}

/* A chunk for the producer holding the lock: a spare one, else those the
 * worker handed back (keeping at most MAX_SPARE_CHUNKS), else a new one. */
static sd_chunk *take_chunk(sd_stream *s) {
  if (s->spare == NULL) {
    /* Acquire: the worker is done with every op of these chunks. */
    sd_chunk *c = atomic_exchange_explicit(&s->recycled, NULL,
                                           memory_order_acquire);
    s->spare = c;
    for (int n = 1; c != NULL; n++, c = atomic_load_explicit(
                                         &c->free_next, memory_order_relaxed)) {
      if (n == MAX_SPARE_CHUNKS) {
        free_chunks(atomic_load_explicit(&c->free_next, memory_order_relaxed));
        atomic_store_explicit(&c->free_next, NULL, memory_order_relaxed);
      }
    }
  }
  sd_chunk *c = s->spare;
  if (c != NULL)
    s->spare = atomic_load_explicit(&c->free_next, memory_order_relaxed);
  else
    c = (sd_chunk *)malloc(sizeof *c);
  return c;
}

/* Takes SD_Q_LOCK; returns state as it is now (LOCK set). Holders only
 * write a few words, so waiting is short; yield in case the holder was
 * preempted. */
static uint64_t producer_lock(sd_stream *s) {
  for (unsigned spins = 0;; spins++) {
    uint64_t st = atomic_load_explicit(&s->state, memory_order_relaxed);
    if ((st & SD_Q_LOCK) == 0 &&
        atomic_compare_exchange_weak_explicit(&s->state, &st, st | SD_Q_LOCK,
                                              memory_order_acquire,
                                              memory_order_relaxed))
      return st | SD_Q_LOCK;
    if (spins < 64)
      cpu_relax();
    else
      sched_yield();
  }
}

static void producer_unlock(sd_stream *s) {
  atomic_fetch_sub_explicit(&s->state, (uint64_t)SD_Q_LOCK,
                            memory_order_release);
}

sd_op *sd_stream_begin(sd_stream *s, sd_op_kind kind, const char *caller,
                       TF_Code *code, char *msg, size_t msg_size) {
  int is_data = kind == SD_OP_COPY || kind == SD_OP_FILL ||
                kind == SD_OP_TIMER_START || kind == SD_OP_TIMER_STOP ||
                kind == SD_OP_KERNEL;
  /* The count and STOP change only under the lock: st's are stable. */
  uint64_t st = producer_lock(s);
  if (st & SD_Q_STOP) {
    producer_unlock(s);
    snprintf(msg, msg_size, "%s: stream %p is being destroyed", caller,
             (void *)s);
    *code = TF_FAILED_PRECONDITION;
    return NULL;
  }
  if (is_data && atomic_load(&s->error_seq) != 0) {
    producer_unlock(s);
    char why[320];
    *code = sd_stream_error(s, UINT64_MAX, why, sizeof why);
    snprintf(msg, msg_size, "%s: stream %p already failed: %s", caller,
             (void *)s, why);
    return NULL;
  }
  if (s->tail_used == SD_CHUNK_OPS) {
    sd_chunk *c = take_chunk(s);
    if (c == NULL) {
      producer_unlock(s);
      snprintf(msg, msg_size, "%s: out of host memory for a queue entry",
               caller);
      *code = TF_RESOURCE_EXHAUSTED;
      return NULL;
    }
    c->next = NULL;
    s->tail->next = c; /* published with the next op */
    s->tail = c;
    s->tail_used = 0;
  }
  sd_op *slot = &s->tail->ops[s->tail_used];
  slot->seq = (st >> SD_Q_SHIFT) + 1;
  slot->kind = kind;
  slot->caller = caller;
  return slot;
}

TF_Code sd_stream_pin(sd_stream *s, uint64_t addr, uint64_t size,
                      const char *caller, const char *what, sd_pin *out,
                      char *msg, size_t msg_size) {
  if (sd_stream_try_pin(s, addr, size, out)) return TF_OK;
  TF_Code code =
      sd_memory_pin(addr, size, s->dev, caller, what, out, msg, msg_size);
  if (code == TF_OK) { /* cache it, evicting the older entry */
    if (s->pin_cache[1] != NULL) sd_alloc_unref(s->pin_cache[1]);
    s->pin_cache[1] = s->pin_cache[0];
    sd_alloc_ref(out->alloc); /* pinned, so its struct is alive */
    s->pin_cache[0] = out->alloc;
  }
  return code;
}

void sd_stream_wake(sd_stream *s) { wake_worker(s); }

TF_Code sd_stream_enqueue(sd_stream *s, const sd_op *op, char *msg,
                          size_t msg_size) {
  TF_Code code;
  sd_op *slot = sd_stream_begin(s, op->kind, op->caller, &code, msg, msg_size);
  if (slot == NULL) return code;
  slot->u = op->u;
  sd_stream_commit(s);
  return TF_OK;
}

/* The worker has exited (or never ran): the queue is empty. Chunks still
 * chained from `head` up to `tail` were all run. */
static void stream_finalize(sd_object *o) {
  sd_stream *s = (sd_stream *)o;
  for (sd_chunk *c = s->head; c != NULL;) {
    sd_chunk *next = c->next;
    free(c);
    c = next;
  }
  free_chunks(s->spare);
  free_chunks(atomic_exchange(&s->recycled, NULL));
  s->head = s->tail = s->spare = NULL;
  for (int i = 0; i < 2; i++)
    if (s->pin_cache[i] != NULL) sd_alloc_unref(s->pin_cache[i]);
  sd_trace_stream_gone(s);
  sd_device_unref(s->dev);
  SD_COUNT_ADD(live_streams, -1);
}

/* The memory is being reused or freed. The primitives outlive finalize so a
 * call racing with destroy_stream still locks a valid mutex (and finds the
 * stream stopped). */
static void stream_dispose(sd_object *o) {
  sd_stream *s = (sd_stream *)o;
  pthread_cond_destroy(&s->work_cv);
  pthread_cond_destroy(&s->done_cv);
  pthread_mutex_destroy(&s->mu);
}

/* Sets SD_Q_STOP; the worker drains the queue, then exits. */
static void stop_worker(sd_stream *s) {
  producer_lock(s);
  atomic_fetch_or(&s->state, (uint64_t)SD_Q_STOP);
  producer_unlock(s);
  /* SLEEP is read after STOP is set: a worker that set it earlier is woken
   * here, one that looks later sees STOP. */
  if (atomic_load(&s->state) & SD_Q_SLEEP) wake_worker(s);
}

static void create_stream(const SP_Device *device, SP_Stream *stream,
                          TF_Status *status, const char *caller,
                          int has_priority, int32_t priority);

void sd_se_create_stream(const SP_Device *device, SP_Stream *stream,
                         TF_Status *status) {
  create_stream(device, stream, status, "create_stream", 0, 0);
}

/* The options struct comes from the core, whose layout may be older or
 * newer than this build's (TensorFlow master's has no ext: 16 bytes on LP64
 * against seabi's 24): read only through the guarded getters, which return
 * 0 for what the core's struct_size does not cover. */
void sd_se_create_stream_with_options(const SP_Device *device,
                                      const SP_StreamOptions *options,
                                      SP_Stream *stream, TF_Status *status) {
  static const char *const caller = "create_stream_with_options";
  if (options == NULL) {
    if (stream != NULL) *stream = NULL;
    sd_status(status, TF_INVALID_ARGUMENT, "%s: options is NULL", caller);
    return;
  }
  int has_priority = SP_StreamOptions_get_has_priority(options) != 0;
  int32_t priority = has_priority ? SP_StreamOptions_get_priority(options) : 0;
  create_stream(device, stream, status, caller, has_priority, priority);
}

static void create_stream(const SP_Device *device, SP_Stream *stream,
                          TF_Status *status, const char *caller,
                          int has_priority, int32_t priority) {
  if (stream == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: stream out-pointer is NULL",
              caller);
    return;
  }
  *stream = NULL;
  sd_device *dev;
  if (!sd_check_device(device, caller, status, &dev)) return;
  if (!sd_object_tryref(&dev->obj)) { /* the stream will own a reference */
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: device %p was destroyed during the call", caller,
              (const void *)device);
    return;
  }
  sd_chunk *first = (sd_chunk *)malloc(sizeof *first);
  sd_stream *s = first == NULL ? NULL
                               : (sd_stream *)sd_object_new(
                                     SD_KIND_STREAM, sizeof *s,
                                     stream_finalize, stream_dispose);
  if (s == NULL) {
    free(first);
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
    sd_device_unref(dev);
    return;
  }
  s->dev = dev;
  pthread_mutex_init(&s->mu, NULL);
  pthread_cond_init(&s->work_cv, NULL);
  pthread_cond_init(&s->done_cv, NULL);
  first->next = NULL;
  s->head = s->tail = first;
  atomic_init(&s->state, 0);
  atomic_init(&s->recycled, NULL);
  atomic_init(&s->completed, 0);
  atomic_init(&s->waiters, 0);
  atomic_init(&s->error_seq, 0);
  s->has_priority = has_priority;
  s->priority = priority;
  static _Atomic uint64_t next_id;
  s->id = atomic_fetch_add(&next_id, 1) + 1;
  SD_COUNT_ADD(live_streams, 1);
  sd_object_ref(&s->obj); /* for the worker */
  int rc = pthread_create(&s->worker, NULL, worker_main, s);
  if (rc != 0) {
    sd_status(status, TF_RESOURCE_EXHAUSTED,
              "%s: cannot start the stream's worker thread (error %d)", caller,
              rc);
    atomic_store(&s->obj.refs, 1);
    sd_object_unref(&s->obj);
    return;
  }
  if (!sd_device_add_stream(dev, s)) {
    stop_worker(s);
    pthread_join(s->worker, NULL);
    sd_object_unref(&s->obj);
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
    return;
  }
  if (has_priority) {
    SD_COUNT_ADD(priority_streams, 1);
    SD_COUNT_ADD(priority_sum, priority);
    sd_log(2, "%s: stream %p has priority %d (recorded; a simulated device "
           "does not prioritise streams)", caller, (void *)s, (int)priority);
  }
  sd_handle_publish(&s->obj);
  *stream = (SP_Stream)s;
  sd_status_ok(status);
}

void sd_se_destroy_stream(const SP_Device *device, SP_Stream stream) {
  (void)device; /* the stream knows its device */
  sd_stream *s =
      (sd_stream *)sd_handle_retire(stream, SD_KIND_STREAM, "destroy_stream");
  if (s == NULL) return;
  sd_device_remove_stream(s->dev, s);
  /* Drain: the worker finishes everything already enqueued, then exits. */
  stop_worker(s);
  if (sd_stream_is_own_worker(s)) {
    /* Destroyed from its own host callback: the worker drains and exits by
     * itself; joining here would deadlock. */
    pthread_detach(s->worker);
  } else {
    pthread_join(s->worker, NULL);
  }
  sd_stream_unref(s);
}

void sd_se_create_stream_dependency(const SP_Device *device,
                                    SP_Stream dependent, SP_Stream other,
                                    TF_Status *status) {
  static const char *const caller = "create_stream_dependency";
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, dependent, caller, status, &dev, &s)) return;
  /* `other` may live on another device. */
  sd_stream *o = (sd_stream *)sd_handle_check(other, SD_KIND_STREAM);
  if (o == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: other stream %p is NULL, foreign or already destroyed",
              caller, (void *)other);
    return;
  }
  if (o == s) {
    sd_status_ok(status); /* a stream is always ordered after itself */
    return;
  }
  uint64_t target = sd_stream_snapshot(o);
  if (atomic_load(&o->completed) >= target) {
    sd_status_ok(status); /* already reached: nothing to wait for */
    return;
  }
  if (!sd_object_tryref(&o->obj)) { /* owned by the queued op */
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: other stream %p was destroyed during the call", caller,
              (void *)other);
    return;
  }
  sd_op op;
  memset(&op, 0, sizeof op);
  op.kind = SD_OP_WAIT;
  op.caller = caller;
  op.u.wait.other = o;
  op.u.wait.target = target;
  char msg[400];
  TF_Code code = sd_stream_enqueue(s, &op, msg, sizeof msg);
  if (code != TF_OK) {
    sd_stream_unref(o);
    sd_status(status, code, "%s", msg);
  } else {
    sd_status_ok(status);
  }
}

void sd_se_get_stream_status(const SP_Device *device, SP_Stream stream,
                             TF_Status *status) {
  static const char *const caller = "get_stream_status";
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  char msg[400];
  TF_Code code = sd_stream_error(s, UINT64_MAX, msg, sizeof msg);
  if (code == TF_OK)
    sd_status_ok(status);
  else
    sd_status(status, code, "%s: stream %p failed: %s", caller, (void *)stream,
              msg);
}

void sd_se_block_host_until_done(const SP_Device *device, SP_Stream stream,
                                 TF_Status *status) {
  static const char *const caller = "block_host_until_done";
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  uint64_t target = sd_stream_snapshot(s);
  char msg[400];
  if (!sd_stream_wait(s, target)) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "%s: called from a host callback of stream %p for work queued "
              "behind that callback (would deadlock)",
              caller, (void *)stream);
  } else {
    TF_Code code = sd_stream_error(s, target, msg, sizeof msg);
    if (code == TF_OK)
      sd_status_ok(status);
    else
      sd_status(status, code, "%s: stream %p failed: %s", caller,
                (void *)stream, msg);
  }
}

void sd_se_synchronize_all_activity(const SP_Device *device,
                                    TF_Status *status) {
  static const char *const caller = "synchronize_all_activity";
  sd_device *dev;
  if (!sd_check_device(device, caller, status, &dev)) return;
  char msg[400];
  TF_Code code = sd_device_synchronize(dev, 1, msg, sizeof msg);
  if (code == TF_OK)
    sd_status_ok(status);
  else
    sd_status(status, code, "%s: device %d: %s", caller, dev->ordinal, msg);
}

TF_Bool sd_se_host_callback(SP_Device *device, SP_Stream stream,
                            SE_StatusCallbackFn callback_fn,
                            void *callback_arg) {
  /* TF_Bool true means "enqueued"; returning TF_OK (0) here was the RFC
   * sample's bug, copied by DirectML and Vulten (real_plugins.md section 0). */
  static const char *const caller = "host_callback";
  if (callback_fn == NULL) {
    sd_log(1, "%s: callback_fn is NULL; not enqueued", caller);
    return 0;
  }
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, NULL, &dev, &s)) {
    sd_log(1, "%s: invalid device or stream %p; not enqueued", caller,
           (void *)stream);
    return 0;
  }
  sd_op op;
  memset(&op, 0, sizeof op);
  op.kind = SD_OP_HOST_CALLBACK;
  op.caller = caller;
  /* fn and arg are copied into the queue entry by value, so nothing refers
   * to this call's frame (ITEX captured them by reference). */
  op.u.callback.fn = callback_fn;
  op.u.callback.arg = callback_arg;
  char msg[400];
  TF_Code code = sd_stream_enqueue(s, &op, msg, sizeof msg);
  if (code != TF_OK) sd_log(1, "%s", msg);
  return code == TF_OK;
}
