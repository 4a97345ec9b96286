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
 * exactly once so the core's per-callback context is never leaked. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

#define MAX_FREE_OPS 4096

int sd_acquire_device(const SP_Device *device, const char *caller,
                      TF_Status *status, sd_device **dev) {
  *dev = sd_device_acquire(device);
  if (*dev == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: device %p is NULL or its device_handle is not a live "
              "simdev device",
              caller, (const void *)device);
    return 0;
  }
  return 1;
}

int sd_acquire_stream(const SP_Device *device, SP_Stream stream,
                      const char *caller, TF_Status *status, sd_device **dev,
                      sd_stream **s) {
  sd_object *d = NULL, *o = NULL;
  const void *handle =
      device != NULL ? SP_Device_get_device_handle(device) : NULL;
  *dev = NULL;
  *s = NULL;
  if (!sd_handle_acquire_pair(handle, SD_KIND_DEVICE, &d, stream,
                              SD_KIND_STREAM, &o)) {
    if (d == NULL)
      sd_status(status, TF_INVALID_ARGUMENT,
                "%s: device %p is NULL or its device_handle is not a live "
                "simdev device",
                caller, (const void *)device);
    else
      sd_status(status, TF_INVALID_ARGUMENT,
                "%s: stream %p is NULL, foreign or already destroyed", caller,
                (void *)stream);
    return 0;
  }
  *dev = (sd_device *)d;
  *s = (sd_stream *)o;
  if ((*s)->dev != *dev) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: stream %p belongs to device %d, not to device %d", caller,
              (void *)stream, (*s)->dev->ordinal, (*dev)->ordinal);
    sd_stream_unref(*s);
    sd_device_unref(*dev);
    *s = NULL;
    *dev = NULL;
    return 0;
  }
  return 1;
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

uint64_t sd_stream_snapshot(sd_stream *s) {
  pthread_mutex_lock(&s->mu);
  uint64_t seq = s->enqueued;
  pthread_mutex_unlock(&s->mu);
  return seq;
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

static void execute(sd_stream *s, sd_op *op) {
  uint64_t err = atomic_load(&s->error_seq);
  int failed = err != 0 && err < op->seq;
  switch (op->kind) {
    case SD_OP_COPY:
    case SD_OP_FILL:
      sd_inject_delay();
      if (!failed) sd_copy_execute(op);
      if (op->kind == SD_OP_COPY) {
        sd_memory_unpin(&op->u.copy.dst_pin);
        sd_memory_unpin(&op->u.copy.src_pin);
      } else {
        sd_memory_unpin(&op->u.fill.pin);
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
  }
}

static void *worker_main(void *arg) {
  sd_stream *s = (sd_stream *)arg;
  pthread_mutex_lock(&s->mu);
  for (;;) {
    while (s->head == NULL && !s->stopping) {
      s->worker_sleeping = 1;
      pthread_cond_wait(&s->work_cv, &s->mu);
      s->worker_sleeping = 0;
    }
    if (s->head == NULL) break; /* stopping and drained */
    /* Take the whole queue at once: one lock round trip per batch. */
    sd_op *batch = s->head;
    s->head = s->tail = NULL;
    pthread_mutex_unlock(&s->mu);
    sd_op *last = NULL;
    size_t n = 0;
    for (sd_op *op = batch; op != NULL; op = op->next) {
      execute(s, op);
      atomic_store(&s->completed, op->seq);
      if (atomic_load(&s->waiters) != 0) {
        pthread_mutex_lock(&s->mu);
        pthread_cond_broadcast(&s->done_cv);
        pthread_mutex_unlock(&s->mu);
      }
      last = op;
      n++;
    }
    SD_COUNT_ADD(ops_executed, (int64_t)n); /* once per batch */
    pthread_mutex_lock(&s->mu);
    if (s->n_free_ops + n <= MAX_FREE_OPS) {
      last->next = s->free_ops;
      s->free_ops = batch;
      s->n_free_ops += n;
    } else {
      while (batch != NULL) {
        sd_op *next = batch->next;
        free(batch);
        batch = next;
      }
    }
  }
  pthread_mutex_unlock(&s->mu);
  sd_stream_unref(s); /* the worker's own reference */
  return NULL;
}

TF_Code sd_stream_enqueue(sd_stream *s, const sd_op *op, uint64_t *seq,
                          char *msg, size_t msg_size) {
  int is_data = op->kind == SD_OP_COPY || op->kind == SD_OP_FILL ||
                op->kind == SD_OP_TIMER_START || op->kind == SD_OP_TIMER_STOP;
  pthread_mutex_lock(&s->mu);
  if (s->stopping) {
    pthread_mutex_unlock(&s->mu);
    snprintf(msg, msg_size, "%s: stream %p is being destroyed", op->caller,
             (void *)s);
    return TF_FAILED_PRECONDITION;
  }
  if (is_data && atomic_load(&s->error_seq) != 0) {
    TF_Code code = s->error_code;
    snprintf(msg, msg_size, "%s: stream %p already failed: %s", op->caller,
             (void *)s, s->error_msg);
    pthread_mutex_unlock(&s->mu);
    return code;
  }
  sd_op *node = s->free_ops;
  if (node != NULL) {
    s->free_ops = node->next;
    s->n_free_ops--;
  } else {
    node = (sd_op *)malloc(sizeof *node);
    if (node == NULL) {
      pthread_mutex_unlock(&s->mu);
      snprintf(msg, msg_size, "%s: out of host memory for a queue entry",
               op->caller);
      return TF_RESOURCE_EXHAUSTED;
    }
  }
  *node = *op;
  node->next = NULL;
  node->seq = ++s->enqueued;
  if (s->tail != NULL)
    s->tail->next = node;
  else
    s->head = node;
  s->tail = node;
  if (s->worker_sleeping) pthread_cond_signal(&s->work_cv);
  if (seq != NULL) *seq = node->seq;
  pthread_mutex_unlock(&s->mu);
  SD_COUNT_ADD(ops_enqueued, 1);
  return TF_OK;
}

static void stream_finalize(sd_object *o) {
  sd_stream *s = (sd_stream *)o;
  while (s->free_ops != NULL) {
    sd_op *next = s->free_ops->next;
    free(s->free_ops);
    s->free_ops = next;
  }
  pthread_cond_destroy(&s->work_cv);
  pthread_cond_destroy(&s->done_cv);
  pthread_mutex_destroy(&s->mu);
  sd_device_unref(s->dev);
  SD_COUNT_ADD(live_streams, -1);
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
  if (!sd_acquire_device(device, caller, status, &dev)) return;
  sd_stream *s = (sd_stream *)calloc(1, sizeof *s);
  if (s == NULL) {
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
    sd_device_unref(dev);
    return;
  }
  sd_object_init(&s->obj, SD_KIND_STREAM, stream_finalize);
  s->dev = dev; /* keeps the acquired reference */
  pthread_mutex_init(&s->mu, NULL);
  pthread_cond_init(&s->work_cv, NULL);
  pthread_cond_init(&s->done_cv, NULL);
  atomic_init(&s->completed, 0);
  atomic_init(&s->waiters, 0);
  atomic_init(&s->error_seq, 0);
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
  if (!sd_device_add_stream(dev, s) || !sd_handle_register(&s->obj)) {
    sd_device_remove_stream(dev, s);
    pthread_mutex_lock(&s->mu);
    s->stopping = 1;
    pthread_cond_signal(&s->work_cv);
    pthread_mutex_unlock(&s->mu);
    pthread_join(s->worker, NULL);
    sd_object_unref(&s->obj);
    sd_status(status, TF_RESOURCE_EXHAUSTED, "%s: out of host memory", caller);
    return;
  }
  s->has_priority = has_priority;
  s->priority = priority;
  if (has_priority) {
    SD_COUNT_ADD(priority_streams, 1);
    SD_COUNT_ADD(priority_sum, priority);
    sd_log(2, "%s: stream %p has priority %d (recorded; a simulated device "
           "does not prioritise streams)", caller, (void *)s, (int)priority);
  }
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
  pthread_mutex_lock(&s->mu);
  s->stopping = 1;
  pthread_cond_signal(&s->work_cv);
  pthread_mutex_unlock(&s->mu);
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
  if (!sd_acquire_stream(device, dependent, caller, status, &dev, &s)) return;
  /* `other` may live on another device. */
  sd_stream *o = (sd_stream *)sd_handle_acquire(other, SD_KIND_STREAM);
  if (o == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: other stream %p is NULL, foreign or already destroyed",
              caller, (void *)other);
  } else if (o == s) {
    sd_status_ok(status); /* a stream is always ordered after itself */
  } else {
    uint64_t target = sd_stream_snapshot(o);
    if (atomic_load(&o->completed) >= target) {
      sd_status_ok(status); /* already reached: nothing to wait for */
    } else {
      sd_op op;
      memset(&op, 0, sizeof op);
      op.kind = SD_OP_WAIT;
      op.caller = caller;
      op.u.wait.other = o;
      op.u.wait.target = target;
      sd_object_ref(&o->obj); /* owned by the queued op */
      char msg[400];
      TF_Code code = sd_stream_enqueue(s, &op, NULL, msg, sizeof msg);
      if (code != TF_OK) {
        sd_stream_unref(o);
        sd_status(status, code, "%s", msg);
      } else {
        sd_status_ok(status);
      }
    }
  }
  sd_stream_unref(o);
  sd_stream_unref(s);
  sd_device_unref(dev);
}

void sd_se_get_stream_status(const SP_Device *device, SP_Stream stream,
                             TF_Status *status) {
  static const char *const caller = "get_stream_status";
  sd_device *dev;
  sd_stream *s;
  if (!sd_acquire_stream(device, stream, caller, status, &dev, &s)) return;
  char msg[400];
  TF_Code code = sd_stream_error(s, UINT64_MAX, msg, sizeof msg);
  if (code == TF_OK)
    sd_status_ok(status);
  else
    sd_status(status, code, "%s: stream %p failed: %s", caller, (void *)stream,
              msg);
  sd_stream_unref(s);
  sd_device_unref(dev);
}

void sd_se_block_host_until_done(const SP_Device *device, SP_Stream stream,
                                 TF_Status *status) {
  static const char *const caller = "block_host_until_done";
  sd_device *dev;
  sd_stream *s;
  if (!sd_acquire_stream(device, stream, caller, status, &dev, &s)) return;
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
  sd_stream_unref(s);
  sd_device_unref(dev);
}

void sd_se_synchronize_all_activity(const SP_Device *device,
                                    TF_Status *status) {
  static const char *const caller = "synchronize_all_activity";
  sd_device *dev;
  if (!sd_acquire_device(device, caller, status, &dev)) return;
  char msg[400];
  TF_Code code = sd_device_synchronize(dev, 1, msg, sizeof msg);
  if (code == TF_OK)
    sd_status_ok(status);
  else
    sd_status(status, code, "%s: device %d: %s", caller, dev->ordinal, msg);
  sd_device_unref(dev);
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
  if (!sd_acquire_stream(device, stream, caller, NULL, &dev, &s)) {
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
  TF_Code code = sd_stream_enqueue(s, &op, NULL, msg, sizeof msg);
  if (code != TF_OK) sd_log(1, "%s", msg);
  sd_stream_unref(s);
  sd_device_unref(dev);
  return code == TF_OK;
}
