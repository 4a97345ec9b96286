/* Events and timers.
 *
 * An event is a point on one stream: record_event stores (stream, seq of the
 * last op enqueued so far). It is PENDING until that stream completed seq,
 * then COMPLETE -- or ERROR when the stream failed at or before that point.
 * get_event_status reads two counters and never blocks (VultenRs blocked in
 * it; the RFC sample, DirectML and Vulten always said COMPLETE, which forced
 * every copy to be synchronous; real_plugins.md section 4, lesson 3).
 * An event that was never recorded is COMPLETE (nothing to wait for), and
 * re-recording moves it to the new point.
 *
 * The point is read and written without a lock (issue 24: record + query
 * must cost about what a plain queue's lock and load cost). It is a
 * seqlock: `version` is odd while a writer changes (stream, seq), and
 * writers take it by CAS from even to odd, so they also exclude each other.
 * A reader loads version, the point, the stream's counters, then version
 * again, and retries if it changed. No fences (TSan does not model them):
 * the writer stores the point with release after making version odd, and
 * the reader loads it with acquire, so a reader that saw any new value
 * also sees the odd (or a later) version on its second load; and acquire
 * loads keep that second load after them. The event owns a reference to its
 * stream, and a writer drops the old stream's reference only after it made
 * version odd; so when both loads of version agree, the stream was held by
 * the event the whole time and the counters read are its own. Counters
 * read while a writer moved the event may belong to a stream already
 * finalized (or even reused: stream memory is type-stable, sd_handles.c),
 * and are thrown away by the retry. Re-recording on the same stream, the
 * common case, changes only seq: no reference moves.
 *
 * Timers are measured on the stream: start/stop are queue entries that read
 * CLOCK_MONOTONIC when the worker reaches them (VEDA read the wall clock on
 * the host at enqueue time). Deprecated since schema 0.3.0 but still filled
 * for older cores. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <time.h>

#include "sd_internal.h"

typedef struct sd_event {
  sd_object obj;
  _Atomic uint32_t version;    /* seqlock: odd while a writer holds it */
  _Atomic(sd_stream *) stream; /* reference held; NULL = never recorded */
  _Atomic uint64_t seq;
} sd_event;

uint64_t sd_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* Takes the writer side of the seqlock; returns the odd version held. A
 * writer holds it for a few stores, so spinning is short; yield in case
 * the holder was preempted. */
static uint32_t point_lock(sd_event *e) {
  for (unsigned spins = 0;; spins++) {
    uint32_t v = atomic_load_explicit(&e->version, memory_order_relaxed);
    if ((v & 1u) == 0 &&
        atomic_compare_exchange_weak_explicit(&e->version, &v, v + 1,
                                              memory_order_acquire,
                                              memory_order_relaxed))
      return v + 1;
    if (spins >= 64) sched_yield();
  }
}

static void point_unlock(sd_event *e, uint32_t held) {
  /* Release: a reader that sees the new version sees the new point. */
  atomic_store_explicit(&e->version, held + 1, memory_order_release);
}

/* Moves the event to (s, seq), the point's lock `held`; releases it. The
 * event takes its own reference to s when its stream changes; the caller
 * only borrowed s. Returns 1, or -1 when s was finalized under the caller
 * (a destroy raced with the call). */
static int point_store(sd_event *e, sd_stream *s, uint64_t seq,
                       uint32_t held) {
  sd_stream *old = atomic_load_explicit(&e->stream, memory_order_relaxed);
  if (old != s) {
    if (s != NULL && !sd_object_tryref(&s->obj)) {
      point_unlock(e, held);
      return -1;
    }
    atomic_store_explicit(&e->stream, s, memory_order_release);
  }
  atomic_store_explicit(&e->seq, seq, memory_order_release);
  point_unlock(e, held);
  if (old != s) sd_stream_unref(old); /* after version moved on */
  return 1;
}

/* The event's point with a reference to its stream (NULL when never
 * recorded), for callers that keep the stream beyond a few loads. */
static sd_stream *point_ref(sd_event *e, uint64_t *seq) {
  uint32_t held = point_lock(e);
  sd_stream *s = atomic_load_explicit(&e->stream, memory_order_relaxed);
  *seq = atomic_load_explicit(&e->seq, memory_order_relaxed);
  if (s != NULL) sd_object_ref(&s->obj); /* the event holds one */
  point_unlock(e, held);
  return s;
}

static void event_finalize(sd_object *o) {
  sd_event *e = (sd_event *)o;
  point_store(e, NULL, 0, point_lock(e));
  SD_COUNT_ADD(live_events, -1);
}

/* Shared by create_event and create_timer: checks the device, takes a
 * zeroed object of `size` bytes (an sd_object first) from the kind's pool,
 * lets `init` set up the rest, and publishes it as a handle. Returns it, or
 * NULL with the status saying why. The caller stores it through its own
 * typed out-pointer. */
static sd_object *create_handle(const SP_Device *device, size_t size,
                                sd_kind kind, void (*finalize)(sd_object *),
                                void (*init)(sd_object *), const char *caller,
                                TF_Status *status) {
  sd_device *dev;
  if (!sd_check_device(device, caller, status, &dev)) return NULL;
  sd_object *o = sd_object_new(kind, size, finalize, NULL);
  if (o == NULL) {
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
    return NULL;
  }
  init(o);
  sd_handle_publish(o);
  sd_status_ok(status);
  return o;
}

static void event_init(sd_object *o) {
  sd_event *e = (sd_event *)o;
  atomic_init(&e->version, 0);
  atomic_init(&e->stream, NULL);
  atomic_init(&e->seq, 0);
  SD_COUNT_ADD(live_events, 1);
}

void sd_se_create_event(const SP_Device *device, SP_Event *event,
                        TF_Status *status) {
  if (event == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_event: event out-pointer is NULL");
    return;
  }
  *event = (SP_Event)create_handle(device, sizeof(sd_event), SD_KIND_EVENT,
                                   event_finalize, event_init, "create_event",
                                   status);
}

void sd_se_destroy_event(const SP_Device *device, SP_Event event) {
  (void)device;
  /* Destroying a pending event is allowed: it only drops our view of the
   * stream; the stream's work continues. */
  sd_event *e =
      (sd_event *)sd_handle_retire(event, SD_KIND_EVENT, "destroy_event");
  if (e != NULL) sd_object_unref(&e->obj);
}

/* One read of the point under the seqlock: 1 and *result when no writer
 * was in the way, 0 to try again. */
static inline int point_status(sd_event *e, SE_EventStatus *result) {
  uint32_t v = atomic_load_explicit(&e->version, memory_order_acquire);
  if (v & 1u) return 0; /* a writer is moving the point */
  sd_stream *s = atomic_load_explicit(&e->stream, memory_order_acquire);
  uint64_t seq = atomic_load_explicit(&e->seq, memory_order_acquire);
  SE_EventStatus r = SE_EVENT_COMPLETE; /* never recorded */
  if (s != NULL) {
    if (atomic_load_explicit(&s->completed, memory_order_acquire) < seq) {
      r = SE_EVENT_PENDING;
    } else {
      uint64_t err = atomic_load_explicit(&s->error_seq, memory_order_acquire);
      if (err != 0 && err <= seq) r = SE_EVENT_ERROR;
    }
  }
  /* After the acquire loads above, so it sees any writer whose stores
   * they saw. */
  if (atomic_load_explicit(&e->version, memory_order_relaxed) != v) return 0;
  *result = r;
  return 1;
}

SD_SLOW_PATH static SE_EventStatus event_status_slow(SP_Event event) {
  sd_event *e = (sd_event *)sd_handle_check(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_log(1, "get_event_status: event %p is NULL, foreign or destroyed",
           (void *)event);
    return SE_EVENT_UNKNOWN;
  }
  SE_EventStatus result;
  while (!point_status(e, &result)) sched_yield();
  return result;
}

SE_EventStatus sd_se_get_event_status(const SP_Device *device, SP_Event event) {
  (void)device; /* events may be queried from any device's executor */
  sd_event *e = (sd_event *)sd_handle_find(event, SD_KIND_EVENT);
  SE_EventStatus result;
  if (e != NULL &&
      atomic_load_explicit(&e->obj.tag, memory_order_acquire) ==
          SD_TAG_LIVE(SD_KIND_EVENT) &&
      point_status(e, &result))
    return result;
  return event_status_slow(event);
}

/* record_event with every check and report; the fast path below falls
 * back to it for anything but a valid re-record on the same stream. */
SD_SLOW_PATH static void record_event_slow(const SP_Device *device,
                                           SP_Stream stream, SP_Event event,
                                           TF_Status *status) {
  static const char *const caller = "record_event";
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  sd_event *e = (sd_event *)sd_handle_check(event, SD_KIND_EVENT);
  int set = 0;
  if (e != NULL) {
    /* No queue entry is needed: the point is "everything enqueued so far". */
    uint64_t seq = sd_stream_snapshot(s);
    uint32_t held = point_lock(e);
    /* Liveness is checked under the point's lock: event_finalize takes it
     * too, so either it already cleared the point (and this sees DEAD) or
     * it will see and release whatever is stored here. */
    if (atomic_load_explicit(&e->obj.tag, memory_order_acquire) !=
        SD_TAG_LIVE(SD_KIND_EVENT))
      point_unlock(e, held);
    else
      set = point_store(e, s, seq, held);
  }
  if (set == 1)
    sd_status_ok(status);
  else if (set == 0)
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
  else
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: stream %p was destroyed during the call", caller,
              (void *)stream);
}

void sd_se_record_event(const SP_Device *device, SP_Stream stream,
                        SP_Event event, TF_Status *status) {
  /* The common case -- valid handles, the event re-recorded on the stream
   * it is already on, its lock free -- in a few loads and one CAS, the
   * same steps record_event_slow takes, without the reporting. */
  sd_stream *s = sd_stream_quick(device, stream);
  sd_event *e = (sd_event *)sd_handle_find(event, SD_KIND_EVENT);
  if (s != NULL && e != NULL) {
    uint64_t seq = sd_stream_snapshot(s);
    uint32_t v = atomic_load_explicit(&e->version, memory_order_relaxed);
    if ((v & 1u) == 0 &&
        atomic_compare_exchange_weak_explicit(&e->version, &v, v + 1,
                                              memory_order_acquire,
                                              memory_order_relaxed)) {
      int same = atomic_load_explicit(&e->obj.tag, memory_order_acquire) ==
                     SD_TAG_LIVE(SD_KIND_EVENT) &&
                 atomic_load_explicit(&e->stream, memory_order_relaxed) == s;
      if (same) atomic_store_explicit(&e->seq, seq, memory_order_release);
      point_unlock(e, v + 1);
      if (same) {
        sd_status_ok(status);
        return;
      }
    }
  }
  record_event_slow(device, stream, event, status);
}

void sd_se_wait_for_event(const SP_Device *const device, SP_Stream stream,
                          SP_Event event, TF_Status *const status) {
  static const char *const caller = "wait_for_event";
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  sd_event *e = (sd_event *)sd_handle_check(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
    return;
  }
  uint64_t seq;
  sd_stream *other = point_ref(e, &seq);
  /* Unrecorded, same stream (FIFO already orders it) or already reached:
   * nothing to wait for. While a profiling session is on, a reached wait
   * still goes through the queue (its worker finds it reached at once), so
   * the profile holds every wait the core asked for whatever the timing:
   * under load the other stream is more often done first, and a profile
   * that drops the op then tells a different story from run to run. */
  if (other == NULL || other == s || (atomic_load(&other->completed) >= seq && !sd_trace_on())) {
    sd_stream_unref(other);
    sd_status_ok(status);
    return;
  }
  /* The stream's worker waits, the caller returns at once (VEDA blocked
   * the host here). The queued op owns the reference to `other`. */
  sd_op op;
  memset(&op, 0, sizeof op);
  op.kind = SD_OP_WAIT;
  op.caller = caller;
  op.u.wait.other = other;
  op.u.wait.target = seq;
  char msg[400];
  TF_Code code = sd_stream_enqueue(s, &op, msg, sizeof msg);
  if (code != TF_OK) {
    sd_stream_unref(other);
    sd_status(status, code, "%s", msg);
  } else {
    sd_status_ok(status);
  }
}

void sd_se_block_host_for_event(const SP_Device *device, SP_Event event,
                                TF_Status *status) {
  static const char *const caller = "block_host_for_event";
  sd_device *dev;
  if (!sd_check_device(device, caller, status, &dev)) return;
  sd_event *e = (sd_event *)sd_handle_check(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
    return;
  }
  uint64_t seq;
  sd_stream *s = point_ref(e, &seq);
  if (s == NULL) {
    sd_status_ok(status); /* never recorded: nothing to wait for */
  } else if (!sd_stream_wait(s, seq)) {
    sd_status(status, TF_FAILED_PRECONDITION,
              "%s: called from a host callback of the stream the event waits "
              "on, for work queued behind that callback (would deadlock)",
              caller);
  } else {
    char msg[400];
    TF_Code code = sd_stream_error(s, seq, msg, sizeof msg);
    if (code == TF_OK)
      sd_status_ok(status);
    else
      sd_status(status, code, "%s: the event's stream failed: %s", caller, msg);
  }
  sd_stream_unref(s);
}

/* ---- timers ------------------------------------------------------------ */
static void timer_finalize(sd_object *o) {
  (void)o;
  SD_COUNT_ADD(live_timers, -1);
}

static void timer_init(sd_object *o) {
  sd_timer *t = (sd_timer *)o;
  atomic_init(&t->start_ns, 0);
  atomic_init(&t->stop_ns, 0);
  SD_COUNT_ADD(live_timers, 1);
}

void sd_se_create_timer(const SP_Device *device, SP_Timer *timer,
                        TF_Status *status) {
  if (timer == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "create_timer: timer out-pointer is NULL");
    return;
  }
  *timer = (SP_Timer)create_handle(device, sizeof(sd_timer), SD_KIND_TIMER,
                                   timer_finalize, timer_init, "create_timer",
                                   status);
}

void sd_se_destroy_timer(const SP_Device *device, SP_Timer timer) {
  (void)device;
  sd_timer *t =
      (sd_timer *)sd_handle_retire(timer, SD_KIND_TIMER, "destroy_timer");
  if (t != NULL) sd_object_unref(&t->obj); /* queued ops keep their refs */
}

static void enqueue_timer_op(const SP_Device *device, SP_Stream stream,
                             SP_Timer timer, TF_Status *status, sd_op_kind kind,
                             const char *caller) {
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  sd_timer *t = (sd_timer *)sd_handle_check(timer, SD_KIND_TIMER);
  if (t == NULL || !sd_object_tryref(&t->obj)) { /* the op owns a reference */
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: timer %p is NULL, foreign or already destroyed", caller,
              (void *)timer);
    return;
  }
  /* A restarted timer reads 0 until its new stop is reached. */
  if (kind == SD_OP_TIMER_START) atomic_store(&t->stop_ns, 0);
  sd_op op;
  memset(&op, 0, sizeof op);
  op.kind = kind;
  op.caller = caller;
  op.u.timer.timer = t;
  char msg[400];
  TF_Code code = sd_stream_enqueue(s, &op, msg, sizeof msg);
  if (code != TF_OK) {
    sd_object_unref(&t->obj);
    sd_status(status, code, "%s", msg);
  } else {
    sd_status_ok(status);
  }
}

void sd_se_start_timer(const SP_Device *device, SP_Stream stream,
                       SP_Timer timer, TF_Status *status) {
  enqueue_timer_op(device, stream, timer, status, SD_OP_TIMER_START,
                   "start_timer");
}

void sd_se_stop_timer(const SP_Device *device, SP_Stream stream, SP_Timer timer,
                      TF_Status *status) {
  enqueue_timer_op(device, stream, timer, status, SD_OP_TIMER_STOP,
                   "stop_timer");
}

uint64_t sd_timer_nanoseconds(SP_Timer timer) {
  sd_timer *t = (sd_timer *)sd_handle_check(timer, SD_KIND_TIMER);
  if (t == NULL) {
    sd_log(1, "nanoseconds: timer %p is NULL, foreign or destroyed",
           (void *)timer);
    return 0;
  }
  /* stop first: a concurrent restart clears stop before writing start, so a
   * torn read yields stop < start and reports 0, never a bogus interval. */
  uint64_t stop = atomic_load(&t->stop_ns);
  uint64_t start = atomic_load(&t->start_ns);
  if (start == 0 || stop == 0 || stop < start) return 0;
  return stop - start;
}
