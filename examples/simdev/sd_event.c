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
 * Timers are measured on the stream: start/stop are queue entries that read
 * CLOCK_MONOTONIC when the worker reaches them (VEDA read the wall clock on
 * the host at enqueue time). Deprecated since schema 0.3.0 but still filled
 * for older cores. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sd_internal.h"

typedef struct sd_event {
  sd_object obj;
  pthread_mutex_t mu;
  sd_stream *stream; /* reference held; NULL = never recorded */
  uint64_t seq;
} sd_event;

uint64_t sd_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void event_finalize(sd_object *o) {
  sd_event *e = (sd_event *)o;
  sd_stream_unref(e->stream);
  pthread_mutex_destroy(&e->mu);
  SD_COUNT_ADD(live_events, -1);
}

/* Copies the event's point (with a stream reference) under its lock. */
static sd_stream *event_point(sd_event *e, uint64_t *seq) {
  pthread_mutex_lock(&e->mu);
  sd_stream *s = e->stream;
  *seq = e->seq;
  if (s != NULL) sd_object_ref(&s->obj);
  pthread_mutex_unlock(&e->mu);
  return s;
}

/* Shared by create_event and create_timer: checks the device, allocates a
 * zeroed object of `size` bytes (an sd_object first), lets `init` set up the
 * rest, and registers it as a handle. Returns it, or NULL with the status
 * saying why. The caller stores it through its own typed out-pointer. */
static sd_object *create_handle(const SP_Device *device, size_t size,
                                sd_kind kind, void (*finalize)(sd_object *),
                                void (*init)(sd_object *), const char *caller,
                                TF_Status *status) {
  sd_device *dev;
  if (!sd_acquire_device(device, caller, status, &dev)) return NULL;
  sd_object *o = (sd_object *)calloc(1, size);
  if (o == NULL) {
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
  } else {
    sd_object_init(o, kind, finalize);
    init(o); /* from here on, finalize undoes it */
    if (!sd_handle_register(o)) {
      sd_object_unref(o);
      o = NULL;
      sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory",
                caller);
    } else {
      sd_status_ok(status);
    }
  }
  sd_device_unref(dev);
  return o;
}

static void event_init(sd_object *o) {
  sd_event *e = (sd_event *)o;
  pthread_mutex_init(&e->mu, NULL);
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

SE_EventStatus sd_se_get_event_status(const SP_Device *device, SP_Event event) {
  (void)device; /* events may be queried from any device's executor */
  sd_event *e = (sd_event *)sd_handle_acquire(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_log(1, "get_event_status: event %p is NULL, foreign or destroyed",
           (void *)event);
    return SE_EVENT_UNKNOWN;
  }
  uint64_t seq;
  sd_stream *s = event_point(e, &seq);
  SE_EventStatus result = SE_EVENT_COMPLETE;
  if (s != NULL) {
    if (atomic_load(&s->completed) < seq) {
      result = SE_EVENT_PENDING;
    } else {
      uint64_t err = atomic_load(&s->error_seq);
      if (err != 0 && err <= seq) result = SE_EVENT_ERROR;
    }
    sd_stream_unref(s);
  }
  sd_object_unref(&e->obj);
  return result;
}

void sd_se_record_event(const SP_Device *device, SP_Stream stream,
                        SP_Event event, TF_Status *status) {
  static const char *const caller = "record_event";
  sd_device *dev;
  sd_stream *s;
  if (!sd_acquire_stream(device, stream, caller, status, &dev, &s)) return;
  sd_event *e = (sd_event *)sd_handle_acquire(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
  } else {
    /* No queue entry is needed: the point is "everything enqueued so far",
     * and the snapshot is taken under the stream lock. */
    uint64_t seq = sd_stream_snapshot(s);
    sd_object_ref(&s->obj);
    pthread_mutex_lock(&e->mu);
    sd_stream *old = e->stream;
    e->stream = s;
    e->seq = seq;
    pthread_mutex_unlock(&e->mu);
    sd_stream_unref(old);
    sd_object_unref(&e->obj);
    sd_status_ok(status);
  }
  sd_stream_unref(s);
  sd_device_unref(dev);
}

void sd_se_wait_for_event(const SP_Device *const device, SP_Stream stream,
                          SP_Event event, TF_Status *const status) {
  static const char *const caller = "wait_for_event";
  sd_device *dev;
  sd_stream *s;
  if (!sd_acquire_stream(device, stream, caller, status, &dev, &s)) return;
  sd_event *e = (sd_event *)sd_handle_acquire(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
    sd_stream_unref(s);
    sd_device_unref(dev);
    return;
  }
  uint64_t seq;
  sd_stream *other = event_point(e, &seq);
  sd_object_unref(&e->obj);
  if (other == NULL || other == s || atomic_load(&other->completed) >= seq) {
    /* Unrecorded, same stream (FIFO already orders it) or already reached. */
    sd_stream_unref(other);
    sd_status_ok(status);
  } else {
    /* The stream's worker waits, the caller returns at once (VEDA blocked
     * the host here). The queued op owns the reference to `other`. */
    sd_op op;
    memset(&op, 0, sizeof op);
    op.kind = SD_OP_WAIT;
    op.caller = caller;
    op.u.wait.other = other;
    op.u.wait.target = seq;
    char msg[400];
    TF_Code code = sd_stream_enqueue(s, &op, NULL, msg, sizeof msg);
    if (code != TF_OK) {
      sd_stream_unref(other);
      sd_status(status, code, "%s", msg);
    } else {
      sd_status_ok(status);
    }
  }
  sd_stream_unref(s);
  sd_device_unref(dev);
}

void sd_se_block_host_for_event(const SP_Device *device, SP_Event event,
                                TF_Status *status) {
  static const char *const caller = "block_host_for_event";
  sd_device *dev;
  if (!sd_acquire_device(device, caller, status, &dev)) return;
  sd_event *e = (sd_event *)sd_handle_acquire(event, SD_KIND_EVENT);
  if (e == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: event %p is NULL, foreign or already destroyed", caller,
              (void *)event);
    sd_device_unref(dev);
    return;
  }
  uint64_t seq;
  sd_stream *s = event_point(e, &seq);
  sd_object_unref(&e->obj);
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
  sd_device_unref(dev);
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
  if (!sd_acquire_stream(device, stream, caller, status, &dev, &s)) return;
  sd_timer *t = (sd_timer *)sd_handle_acquire(timer, SD_KIND_TIMER);
  if (t == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: timer %p is NULL, foreign or already destroyed", caller,
              (void *)timer);
  } else {
    /* A restarted timer reads 0 until its new stop is reached. */
    if (kind == SD_OP_TIMER_START) atomic_store(&t->stop_ns, 0);
    sd_op op;
    memset(&op, 0, sizeof op);
    op.kind = kind;
    op.caller = caller;
    op.u.timer.timer = t; /* the acquired reference moves into the op */
    char msg[400];
    TF_Code code = sd_stream_enqueue(s, &op, NULL, msg, sizeof msg);
    if (code != TF_OK) {
      sd_object_unref(&t->obj);
      sd_status(status, code, "%s", msg);
    } else {
      sd_status_ok(status);
    }
  }
  sd_stream_unref(s);
  sd_device_unref(dev);
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
  sd_timer *t = (sd_timer *)sd_handle_acquire(timer, SD_KIND_TIMER);
  if (t == NULL) {
    sd_log(1, "nanoseconds: timer %p is NULL, foreign or destroyed",
           (void *)timer);
    return 0;
  }
  /* stop first: a concurrent restart clears stop before writing start, so a
   * torn read yields stop < start and reports 0, never a bogus interval. */
  uint64_t stop = atomic_load(&t->stop_ns);
  uint64_t start = atomic_load(&t->start_ns);
  sd_object_unref(&t->obj);
  if (start == 0 || stop == 0 || stop < start) return 0;
  return stop - start;
}
