/* Helpers shared by the conformance cases. Every plugin call gets a fresh
 * status pre-filled with the sentinel (host_status_new) and goes through the
 * guarded getters; a NULL callback is reported as TF_UNIMPLEMENTED instead of
 * being called. */
#include "conform.h"

#include <dirent.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void conform_note(conform_ctx *c, const char *fmt, ...) {
  size_t used = strlen(c->evidence);
  if (used + 3 >= sizeof c->evidence) return;
  if (used > 0) {
    c->evidence[used++] = ';';
    c->evidence[used++] = ' ';
    c->evidence[used] = '\0';
  }
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->evidence + used, sizeof c->evidence - used, fmt, ap);
  va_end(ap);
}

int conform_thread_count(void) {
  DIR *d = opendir("/proc/self/task");
  if (!d) return -1;
  int n = 0;
  for (struct dirent *e; (e = readdir(d));) n += e->d_name[0] != '.';
  closedir(d);
  return n;
}

double conform_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void conform_sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0) {
  }
}

/* Runs `call` with a fresh status and turns the outcome into a code. */
#define WITH_STATUS(c, name, call)                           \
  do {                                                       \
    TF_Status *status_ = host_status_new();                  \
    call;                                                    \
    TF_Code code_ = host_status_code(status_, name);         \
    host_status_describe(status_, (c)->msg, sizeof (c)->msg); \
    TF_DeleteStatus(status_);                                \
    return code_;                                            \
  } while (0)

#define REQUIRE_FN(c, f, name)                                        \
  do {                                                                \
    if ((f) == NULL) {                                                \
      host_format((c)->msg, sizeof (c)->msg, "%s is NULL", name);        \
      return TF_UNIMPLEMENTED;                                        \
    }                                                                 \
  } while (0)

TF_Code conform_stream_new(conform_ctx *c, SP_Device *d, SP_Stream *s) {
  return conform_stream_new_with(c, d, s, 0, 0);
}

TF_Code conform_stream_new_with(conform_ctx *c, SP_Device *d, SP_Stream *s, int has_priority,
                                int32_t priority) {
  SP_StreamExecutor_create_stream_with_options_fn fo = HOST_SE(&c->p, create_stream_with_options);
  size_t options_size = host_profile_size(HOST_SZ_STREAM_OPTIONS);
  *s = NULL;
  if (host_prereq_refuse(HOST_PREREQ_CREATE_STREAM, c->msg, sizeof c->msg)) return TF_DEADLINE_EXCEEDED;
  if (fo != NULL && options_size != 0) {
    /* At the core's size, zeroed, filled through the setters, which place
     * the members in that core's layout (TensorFlow master's has no ext);
     * the plugin only reads it (a write to it is recorded). */
    SP_StreamOptions *o = host_handover_new(HOST_SZ_STREAM_OPTIONS, "create_stream_with_options");
    if (o == NULL) {
      host_format(c->msg, sizeof c->msg, "out of memory");
      return TF_RESOURCE_EXHAUSTED;
    }
    SP_StreamOptions_set_has_priority(o, (TF_Bool)(has_priority != 0));
    SP_StreamOptions_set_priority(o, has_priority ? priority : 0);
    host_handover_ready(o);
    TF_Status *status_ = host_status_new();
    fo(d, o, s, status_);
    TF_Code code_ = host_status_code(status_, "create_stream_with_options");
    host_status_describe(status_, c->msg, sizeof c->msg);
    TF_DeleteStatus(status_);
    host_handover_returned(o);
    host_handover_retire(o);
    return code_;
  }
  if (has_priority) {
    host_format(c->msg, sizeof c->msg,
                "Stream executor does not implement `create_stream_with_options`, priority is not supported.");
    return TF_INVALID_ARGUMENT;
  }
  SP_StreamExecutor_create_stream_fn f = HOST_SE(&c->p, create_stream);
  REQUIRE_FN(c, f, "create_stream");
  WITH_STATUS(c, "create_stream", f(d, s, status_));
}

void conform_stream_free(conform_ctx *c, SP_Device *d, SP_Stream s) {
  SP_StreamExecutor_destroy_stream_fn f = HOST_SE(&c->p, destroy_stream);
  /* TF never passes a NULL handle to destroy. */
  if (f != NULL && s != NULL) f(d, s);
}

TF_Code conform_event_new(conform_ctx *c, SP_Device *d, SP_Event *e) {
  SP_StreamExecutor_create_event_fn f = HOST_SE(&c->p, create_event);
  *e = NULL;
  REQUIRE_FN(c, f, "create_event");
  WITH_STATUS(c, "create_event", f(d, e, status_));
}

void conform_event_free(conform_ctx *c, SP_Device *d, SP_Event e) {
  SP_StreamExecutor_destroy_event_fn f = HOST_SE(&c->p, destroy_event);
  if (f != NULL && e != NULL) f(d, e);
}

TF_Code conform_record(conform_ctx *c, SP_Device *d, SP_Stream s, SP_Event e) {
  SP_StreamExecutor_record_event_fn f = HOST_SE(&c->p, record_event);
  REQUIRE_FN(c, f, "record_event");
  WITH_STATUS(c, "record_event", f(d, s, e, status_));
}

TF_Code conform_wait_event(conform_ctx *c, SP_Device *d, SP_Stream s, SP_Event e) {
  SP_StreamExecutor_wait_for_event_fn f = HOST_SE(&c->p, wait_for_event);
  REQUIRE_FN(c, f, "wait_for_event");
  WITH_STATUS(c, "wait_for_event", f(d, s, e, status_));
}

TF_Code conform_block_event(conform_ctx *c, SP_Device *d, SP_Event e) {
  SP_StreamExecutor_block_host_for_event_fn f = HOST_SE(&c->p, block_host_for_event);
  REQUIRE_FN(c, f, "block_host_for_event");
  WITH_STATUS(c, "block_host_for_event", f(d, e, status_));
}

TF_Code conform_block_stream(conform_ctx *c, SP_Device *d, SP_Stream s) {
  SP_StreamExecutor_block_host_until_done_fn f = HOST_SE(&c->p, block_host_until_done);
  if (f != NULL) WITH_STATUS(c, "block_host_until_done", f(d, s, status_));
  /* TF's fallback when the optional callback is absent. */
  SP_Event e = NULL;
  TF_Code code = conform_event_new(c, d, &e);
  if (code == TF_OK) code = conform_record(c, d, s, e);
  if (code == TF_OK) code = conform_block_event(c, d, e);
  conform_event_free(c, d, e);
  return code;
}

TF_Code conform_sync_all(conform_ctx *c, SP_Device *d) {
  SP_StreamExecutor_synchronize_all_activity_fn f = HOST_SE(&c->p, synchronize_all_activity);
  REQUIRE_FN(c, f, "synchronize_all_activity");
  WITH_STATUS(c, "synchronize_all_activity", f(d, status_));
}

SP_DeviceMemoryBase *conform_alloc(conform_ctx *c, SP_Device *d, uint64_t size) {
  return host_device_alloc(&c->p, d, size);
}

void conform_free(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *m) { host_device_free(&c->p, d, m); }

SP_DeviceMemoryBase *conform_view(const SP_DeviceMemoryBase *m, uint64_t offset, uint64_t size) {
  size_t core_size = host_profile_size(HOST_SZ_DEVICE_MEMORY_BASE);
  SP_DeviceMemoryBase *v = host_guard_alloc(core_size, host_profile_object_size(HOST_SZ_DEVICE_MEMORY_BASE));
  if (v == NULL) return NULL;
  v->struct_size = core_size;
  SP_DeviceMemoryBase_set_opaque(v, (char *)SP_DeviceMemoryBase_get_opaque(m) + offset);
  SP_DeviceMemoryBase_set_size(v, size);
  SP_DeviceMemoryBase_set_payload(v, SP_DeviceMemoryBase_get_payload(m));
  return v;
}

int conform_stats(conform_ctx *c, SP_Device *d, conform_allocator_stats *out) {
  conform_allocator_stats ignored;
  if (out == NULL) out = &ignored;
  memset(out, 0, sizeof *out);
  SP_AllocatorStats *s = host_handover_new(HOST_SZ_ALLOCATOR_STATS, "get_allocator_stats");
  if (s == NULL) return 0;
  int ok = HOST_SE_CALL(&c->p, get_allocator_stats)(d, s) ? 1 : 0;
  out->struct_size = ok ? host_handover_returned(s) : host_handover_refused(s);
  /* Read as the core reads it (a TensorFlow core: its own layout). */
  SP_AllocatorStats *r = host_core_copy(HOST_SZ_ALLOCATOR_STATS, s, host_guard_object_size(s));
  host_handover_retire(s);
  if (r == NULL) return ok;
  out->num_allocs = SP_AllocatorStats_get_num_allocs(r);
  out->bytes_in_use = SP_AllocatorStats_get_bytes_in_use(r);
  out->peak_bytes_in_use = SP_AllocatorStats_get_peak_bytes_in_use(r);
  out->largest_alloc_size = SP_AllocatorStats_get_largest_alloc_size(r);
  out->has_bytes_limit = SP_AllocatorStats_get_has_bytes_limit(r) != 0;
  out->bytes_limit = SP_AllocatorStats_get_bytes_limit(r);
  host_guard_free(r);
  return ok;
}

TF_Code conform_sync_htod(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *dst,
                          const void *src, uint64_t n) {
  SP_StreamExecutor_sync_memcpy_htod_fn f = HOST_SE(&c->p, sync_memcpy_htod);
  REQUIRE_FN(c, f, "sync_memcpy_htod");
  WITH_STATUS(c, "sync_memcpy_htod", f(d, dst, src, n, status_));
}

TF_Code conform_sync_dtoh(conform_ctx *c, SP_Device *d, void *dst,
                          const SP_DeviceMemoryBase *src, uint64_t n) {
  SP_StreamExecutor_sync_memcpy_dtoh_fn f = HOST_SE(&c->p, sync_memcpy_dtoh);
  REQUIRE_FN(c, f, "sync_memcpy_dtoh");
  WITH_STATUS(c, "sync_memcpy_dtoh", f(d, dst, src, n, status_));
}

TF_Code conform_htod(conform_ctx *c, SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *dst,
                     const void *src, uint64_t n) {
  SP_StreamExecutor_memcpy_htod_fn f = HOST_SE(&c->p, memcpy_htod);
  REQUIRE_FN(c, f, "memcpy_htod");
  WITH_STATUS(c, "memcpy_htod", f(d, s, dst, src, n, status_));
}

TF_Code conform_dtoh(conform_ctx *c, SP_Device *d, SP_Stream s, void *dst,
                     const SP_DeviceMemoryBase *src, uint64_t n) {
  SP_StreamExecutor_memcpy_dtoh_fn f = HOST_SE(&c->p, memcpy_dtoh);
  REQUIRE_FN(c, f, "memcpy_dtoh");
  WITH_STATUS(c, "memcpy_dtoh", f(d, s, dst, src, n, status_));
}

/* ---- gates ----------------------------------------------------------------- */

static void gate_cb(void *const arg, TF_Status *const status) {
  conform_gate *g = arg;
  pthread_mutex_lock(&g->m);
  g->runs++;
  if (status == NULL) g->null_status = 1;
  if (pthread_equal(pthread_self(), g->caller)) {
    /* Inline on the caller's thread: blocking would deadlock the host. */
    g->inline_run = 1;
  } else {
    g->entered = 1;
    g->entered_at = conform_now_ms();
    pthread_cond_broadcast(&g->cv);
    double deadline = conform_now_ms() + g->auto_open_ms;
    while (!g->released) {
      double left = deadline - conform_now_ms();
      if (left <= 0) {
        g->auto_opened = 1;
        g->released = 1;
        break;
      }
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      long ns = ts.tv_nsec + (long)(left < 20 ? left : 20) * 1000000L;
      ts.tv_sec += ns / 1000000000L;
      ts.tv_nsec = ns % 1000000000L;
      pthread_cond_timedwait(&g->cv, &g->m, &ts);
    }
  }
  g->left_at = conform_now_ms();
  pthread_cond_broadcast(&g->cv);
  pthread_mutex_unlock(&g->m);
  if (status != NULL) TF_SetStatus(status, TF_OK, "");
}

conform_gate *conform_gate_close(conform_ctx *c, SP_Device *d, SP_Stream s, int auto_open_ms,
                                 int wait_entered_ms, conform_gate_state *state) {
  conform_gate *g = calloc(1, sizeof *g);
  if (g == NULL) abort();
  pthread_mutex_init(&g->m, NULL);
  pthread_cond_init(&g->cv, NULL);
  g->caller = pthread_self();
  g->device = d;
  g->stream = s;
  g->auto_open_ms = auto_open_ms;
  g->wait_entered_ms = wait_entered_ms;
  SP_StreamExecutor_host_callback_fn f = HOST_SE(&c->p, host_callback);
  g->no_host_callback = f == NULL;
  if (f == NULL || !f(d, s, gate_cb, g)) {
    g->refused = f != NULL;
    *state = GATE_NOT_RUN;
    return g;
  }
  pthread_mutex_lock(&g->m);
  if (g->runs > 0 && (g->inline_run || g->left_at > 0)) {
    *state = GATE_INLINE; /* done before host_callback returned */
  } else {
    double deadline = conform_now_ms() + wait_entered_ms;
    while (!g->entered && conform_now_ms() < deadline) {
      pthread_mutex_unlock(&g->m);
      conform_sleep_ms(1);
      pthread_mutex_lock(&g->m);
    }
    *state = g->entered || wait_entered_ms == 0 ? GATE_HOLDING : GATE_NOT_RUN;
  }
  pthread_mutex_unlock(&g->m);
  return g;
}

void conform_gate_open(conform_gate *g) {
  pthread_mutex_lock(&g->m);
  g->released = 1;
  pthread_cond_broadcast(&g->cv);
  pthread_mutex_unlock(&g->m);
}

conform_verdict conform_gate_not_run(conform_ctx *c, conform_gate *g) {
  if (g->no_host_callback) return CONFORM_NOT_RUN_BY(c, "R11", "host_callback is NULL");
  int runs = 0;
  if (g->refused) {
    /* A plugin may enqueue the callback and still return false. Draining the
     * stream makes the answer a fact rather than a race with its worker
     * thread (a loaded machine can delay the worker well past any fixed
     * wait); the gate is opened first so a late run does not hold the drain.
     * The short poll afterwards covers a plugin whose drain does not wait. */
    conform_gate_open(g);
    conform_block_stream(c, g->device, g->stream);
    double deadline = conform_now_ms() + 200;
    for (;;) {
      pthread_mutex_lock(&g->m);
      runs = g->runs;
      pthread_mutex_unlock(&g->m);
      if (runs > 0 || conform_now_ms() >= deadline) break;
      conform_sleep_ms(1);
    }
    if (runs > 0)
      return CONFORM_NOT_RUN_BY(c, "H01", "host_callback runs the callback but reports failure by returning false");
    return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returns false and does not run the callback");
  }
  return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returns true but the callback did not start within %d ms",
                          g->wait_entered_ms);
}

int conform_gate_opened_itself(conform_gate *g) {
  pthread_mutex_lock(&g->m);
  int opened = g->auto_opened;
  pthread_mutex_unlock(&g->m);
  return opened;
}

int conform_gate_wait_done(conform_gate *g, int timeout_ms) {
  double deadline = conform_now_ms() + timeout_ms;
  pthread_mutex_lock(&g->m);
  while (g->left_at == 0 && conform_now_ms() < deadline) {
    pthread_mutex_unlock(&g->m);
    conform_sleep_ms(1);
    pthread_mutex_lock(&g->m);
  }
  int done = g->left_at != 0;
  pthread_mutex_unlock(&g->m);
  return done;
}

int conform_bad_ordinals(conform_ctx *c) {
  int bad[2] = {c->device_count, -1}, accepted = 0;
  for (int i = 0; i < 2; i++) {
    host_device d;
    char msg[300];
    /* An error path: a status left unset here loses the refusal (X01). */
    int was = host_status_expect_error(1);
    TF_Code code = host_device_open(&c->p, bad[i], &d, msg, sizeof msg);
    host_status_expect_error(was);
    if (code == TF_OK) {
      accepted++;
      conform_note(c, "ordinal %d accepted", bad[i]);
      host_device_close(&d);
    } else {
      conform_note(c, "ordinal %d refused (%s)", bad[i], msg);
    }
  }
  return accepted;
}

/* ---- callbacks ahead of queued work ------------------------------------------ */

typedef struct order_probe {
  pthread_t caller;
  atomic_int ran, on_caller;
} order_probe;

static void order_cb(void *const arg, TF_Status *const status) {
  order_probe *o = arg;
  atomic_store(&o->on_caller, pthread_equal(pthread_self(), o->caller) != 0);
  atomic_store(&o->ran, 1);
  if (status != NULL) TF_SetStatus(status, TF_OK, "");
}

int conform_callback_order(conform_ctx *c, SP_Device *d, SP_Stream s) {
  enum { N = 8 << 20 };
  SP_StreamExecutor_host_callback_fn f = HOST_SE(&c->p, host_callback);
  SP_DeviceMemoryBase *m = conform_alloc(c, d, N);
  unsigned char *src = calloc(1, N);
  SP_Event e = NULL;
  int ahead = 0;
  if (f != NULL && m != NULL && src != NULL && conform_event_new(c, d, &e) == TF_OK &&
      conform_htod(c, d, s, m, src, N) == TF_OK && conform_record(c, d, s, e) == TF_OK) {
    order_probe *o = calloc(1, sizeof *o); /* never freed: the plugin might call it late */
    if (o != NULL) {
      o->caller = pthread_self();
      if (f(d, s, order_cb, o) && atomic_load(&o->ran) && atomic_load(&o->on_caller) &&
          HOST_SE_CALL(&c->p, get_event_status)(d, e) == SE_EVENT_PENDING) {
        /* The callback has run, on this thread, before host_callback
         * returned, while an event recorded before it is still pending: it
         * overtook the copy queued ahead of it. A fact, not a timing. */
        host_obs ob;
        memset(&ob, 0, sizeof ob);
        ob.kind = HOST_OBS_CALLBACK_AHEAD;
        ob.slot = HOST_SZ_COUNT;
        host_format(ob.call, sizeof ob.call, "host_callback");
        host_format(ob.detail, sizeof ob.detail, "it ran on the calling thread while an 8 MiB copy before it was pending");
        host_record_add(&ob);
        ahead = 1;
      }
    }
  }
  conform_block_stream(c, d, s);
  conform_event_free(c, d, e);
  conform_free(c, d, m);
  free(src);
  return ahead;
}

/* ---- sequences --------------------------------------------------------------- */

void conform_seq_init(conform_seq *q) {
  memset(q, 0, sizeof *q);
  pthread_mutex_init(&q->m, NULL);
}

static void seq_cb(void *const arg, TF_Status *const status) {
  conform_seq_arg *a = arg;
  conform_seq *q = a->seq;
  pthread_mutex_lock(&q->m);
  if (status == NULL) q->null_status = 1;
  if (q->n < (int)(sizeof q->tags / sizeof q->tags[0])) {
    q->threads[q->n] = pthread_self();
    q->tags[q->n++] = a->tag;
  }
  pthread_mutex_unlock(&q->m);
  if (status != NULL) TF_SetStatus(status, TF_OK, "");
}

int conform_seq_push(conform_ctx *c, SP_Device *d, SP_Stream s, conform_seq *q, int tag) {
  SP_StreamExecutor_host_callback_fn f = HOST_SE(&c->p, host_callback);
  if (f == NULL) return 0;
  conform_seq_arg *a = malloc(sizeof *a);
  if (a == NULL) return 0;
  a->seq = q;
  a->tag = tag;
  return f(d, s, seq_cb, a) ? 1 : 0;
}

int conform_seq_count(conform_seq *q) {
  pthread_mutex_lock(&q->m);
  int n = q->n;
  pthread_mutex_unlock(&q->m);
  return n;
}

int conform_seq_wait(conform_seq *q, int n, int timeout_ms) {
  double deadline = conform_now_ms() + timeout_ms;
  while (conform_seq_count(q) < n) {
    if (conform_now_ms() > deadline) return 0;
    conform_sleep_ms(1);
  }
  return 1;
}
