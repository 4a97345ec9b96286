/* S: streams. Distinct handles (three real plugins hand out one queue for
 * every stream), FIFO order, point-in-time dependencies, and blocking calls
 * that really wait. Gates (host callbacks that block) hold a stream; on a
 * plugin that runs work inline the gates cannot hold anything, and the cases
 * check what a synchronous design can still show. */
#include "conform.h"

#include <stdlib.h>
#include <string.h>

#define NSTREAMS 100

static conform_verdict s_create(conform_ctx *c) {
  SP_Stream s[NSTREAMS];
  for (int i = 0; i < NSTREAMS; i++)
    if (conform_stream_new(c, DEV(c), &s[i]) != TF_OK)
      return CONFORM_FAILF(c, "create_stream #%d: %s", i, c->msg);
  for (int i = 0; i < NSTREAMS; i++) conform_stream_free(c, DEV(c), s[i]);
  return CONFORM_PASSF(c, "%d streams created and destroyed", NSTREAMS);
}

static int cmp_ptr(const void *a, const void *b) {
  uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
  return x < y ? -1 : x > y;
}

static conform_verdict s_distinct(conform_ctx *c) {
  SP_Stream s[NSTREAMS], sorted[NSTREAMS];
  for (int i = 0; i < NSTREAMS; i++)
    if (conform_stream_new(c, DEV(c), &s[i]) != TF_OK) return CONFORM_NOT_RUN_BY(c, "S01", "create_stream failed");
  memcpy(sorted, s, sizeof s);
  qsort(sorted, NSTREAMS, sizeof sorted[0], cmp_ptr);
  int nulls = 0, dups = 0;
  for (int i = 0; i < NSTREAMS; i++) {
    if (sorted[i] == NULL) nulls++;
    else if (i > 0 && sorted[i] == sorted[i - 1]) dups++;
  }
  for (int i = 0; i < NSTREAMS; i++) conform_stream_free(c, DEV(c), s[i]);
  if (nulls) return CONFORM_FAILF(c, "%d of %d stream handles are NULL", nulls, NSTREAMS);
  if (dups) return CONFORM_FAILF(c, "%d of %d stream handles alias another stream", dups, NSTREAMS);
  return CONFORM_PASSF(c, "%d distinct non-NULL handles", NSTREAMS);
}

static conform_verdict s_fifo(conform_ctx *c) {
  SP_Stream s;
  conform_seq q;
  conform_seq_init(&q);
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 4096);
  static unsigned char buf[4096];
  for (int i = 0; i < 100; i++) {
    if (!conform_seq_push(c, DEV(c), s, &q, i)) return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
    if (m && i % 10 == 0) conform_htod(c, DEV(c), s, m, buf, sizeof buf);
  }
  conform_block_stream(c, DEV(c), s);
  if (!conform_seq_wait(&q, 100, 2000)) return CONFORM_NOT_RUN_BY(c, "H01", "only %d of 100 callbacks ran", conform_seq_count(&q));
  for (int i = 0; i < 100; i++)
    if (q.tags[i] != i) return CONFORM_FAILF(c, "position %d ran callback %d", i, q.tags[i]);
  conform_free(c, DEV(c), m);
  /* Callbacks among themselves keep order; against other work too? A
   * callback run ahead of queued work is recorded (S03, E03 read it). */
  if (conform_callback_order(c, DEV(c), s))
    return CONFORM_FAILF(c, "100 callbacks ran in order among themselves, but a callback ran before the copy queued ahead of it");
  return CONFORM_PASSF(c, "100 callbacks interleaved with copies ran in order");
}

static conform_verdict s_dependency(conform_ctx *c) {
  enum { N = 4096 };
  static unsigned char pattern[N], out[N];
  memset(pattern, 0x3C, N);
  memset(out, 0, N);
  SP_Stream a, b;
  if (conform_stream_new(c, DEV(c), &a) != TF_OK || conform_stream_new(c, DEV(c), &b) != TF_OK)
    return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), N);
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  static const unsigned char zero[N];
  conform_sync_htod(c, DEV(c), m, zero, N);
  conform_gate_state st0, st1;
  conform_gate *g0 = conform_gate_close(c, DEV(c), a, 3000, 1000, &st0);
  if (st0 == GATE_NOT_RUN) return conform_gate_not_run(c, g0);
  if (conform_htod(c, DEV(c), a, m, pattern, N) != TF_OK) return CONFORM_FAILF(c, "memcpy_htod: %s", c->msg);
  TF_Status *st = host_status_new();
  HOST_SE_CALL(&c->p, create_stream_dependency)(DEV(c), b, a, st);
  TF_Code code = host_status_code(st, "create_stream_dependency");
  host_status_describe(st, c->msg, sizeof c->msg);
  TF_DeleteStatus(st);
  if (code != TF_OK) return CONFORM_FAILF(c, "create_stream_dependency: %s", c->msg);
  /* Work on A after the dependency must not hold B back. */
  conform_gate *g1 = conform_gate_close(c, DEV(c), a, 1500, 0, &st1);
  if (conform_dtoh(c, DEV(c), b, out, m, N) != TF_OK) return CONFORM_FAILF(c, "memcpy_dtoh: %s", c->msg);
  if (st0 == GATE_HOLDING) {
    conform_sleep_ms(30);
    conform_gate_open(g0);
  }
  double t0 = conform_now_ms();
  conform_block_stream(c, DEV(c), b);
  double waited = conform_now_ms() - t0;
  pthread_mutex_lock(&g1->m);
  int late = g1->released;
  pthread_mutex_unlock(&g1->m);
  conform_gate_open(g1);
  conform_block_stream(c, DEV(c), a);
  if (memcmp(out, pattern, N) != 0) return CONFORM_FAILF(c, "B did not see A's earlier write: dependency ignored");
  if (st0 == GATE_INLINE) return CONFORM_PASSF(c, "synchronous plugin: B sees A's writes");
  if (late) return CONFORM_FAILF(c, "B waited %.0f ms, until work enqueued on A after the call finished: dependency is not point-in-time", waited);
  return CONFORM_PASSF(c, "B saw A's earlier write and did not wait for A's later work");
}

typedef struct {
  conform_gate *g;
  int delay_ms;
} opener_arg;

static void *opener(void *p) {
  opener_arg *o = p;
  conform_sleep_ms(o->delay_ms);
  conform_gate_open(o->g);
  return NULL;
}

static conform_verdict s_block_waits(conform_ctx *c) {
  SP_Stream s;
  conform_seq q;
  conform_seq_init(&q);
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 3000, 1000, &state);
  if (state == GATE_NOT_RUN) return conform_gate_not_run(c, g);
  conform_seq_push(c, DEV(c), s, &q, 1);
  opener_arg o = {g, 150};
  pthread_t t;
  pthread_create(&t, NULL, opener, &o);
  double t0 = conform_now_ms();
  TF_Code code = conform_block_stream(c, DEV(c), s);
  double waited = conform_now_ms() - t0;
  int ran = conform_seq_count(&q);
  pthread_join(t, NULL);
  if (code != TF_OK) return CONFORM_FAILF(c, "block: %s", c->msg);
  if (ran != 1) return CONFORM_FAILF(c, "returned after %.0f ms with the queued callback not run", waited);
  if (state == GATE_HOLDING && waited < 100)
    return CONFORM_FAILF(c, "returned after %.0f ms while the stream was held for 150 ms", waited);
  return CONFORM_PASSF(c, "returned after %.0f ms, queued work done%s", waited,
                       HOST_SE(&c->p, block_host_until_done) ? "" : " (TF's event fallback)");
}

static conform_verdict s_sync_all(conform_ctx *c) {
  SP_Stream s[2];
  conform_seq q;
  conform_seq_init(&q);
  conform_gate *g[2];
  conform_gate_state state[2];
  pthread_t t[2];
  opener_arg o[2];
  for (int i = 0; i < 2; i++) {
    if (conform_stream_new(c, DEV(c), &s[i]) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
    g[i] = conform_gate_close(c, DEV(c), s[i], 3000, 1000, &state[i]);
    if (state[i] == GATE_NOT_RUN) return conform_gate_not_run(c, g[i]);
    conform_seq_push(c, DEV(c), s[i], &q, i);
    o[i].g = g[i];
    o[i].delay_ms = 100 + 50 * i;
    pthread_create(&t[i], NULL, opener, &o[i]);
  }
  double t0 = conform_now_ms();
  TF_Code code = conform_sync_all(c, DEV(c));
  double waited = conform_now_ms() - t0;
  int ran = conform_seq_count(&q);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  if (code != TF_OK) return CONFORM_FAILF(c, "synchronize_all_activity: %s", c->msg);
  if (ran != 2) return CONFORM_FAILF(c, "returned after %.0f ms with %d of 2 streams' work done", waited, ran);
  return CONFORM_PASSF(c, "returned after %.0f ms with both streams drained", waited);
}

static void failing_cb(void *const arg, TF_Status *const status) {
  (void)arg;
  if (status) TF_SetStatus(status, TF_INTERNAL, "seabi: callback failed on purpose");
}

static conform_verdict s_status(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  TF_Status *st = host_status_new();
  HOST_SE_CALL(&c->p, get_stream_status)(DEV(c), s, st);
  TF_Code code = host_status_code(st, "get_stream_status");
  host_status_describe(st, c->msg, sizeof c->msg);
  TF_DeleteStatus(st);
  conform_stream_free(c, DEV(c), s);
  if (code != TF_OK) return CONFORM_FAILF(c, "fresh stream reports %s", c->msg);
  return CONFORM_PASSF(c, "fresh stream: OK");
}

static conform_verdict s_destroy_pending(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 4096);
  static unsigned char buf[4096];
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 300, 1000, &state);
  if (m) conform_htod(c, DEV(c), s, m, buf, sizeof buf);
  double t0 = conform_now_ms();
  conform_stream_free(c, DEV(c), s);
  double took = conform_now_ms() - t0;
  conform_gate_open(g);
  conform_sleep_ms(50);
  conform_free(c, DEV(c), m);
  return CONFORM_PASSF(c, "destroy_stream with pending work returned after %.0f ms (%s)", took,
                       state == GATE_HOLDING ? (took >= 250 ? "drained first" : "did not wait for the held work")
                                             : "stream was not held");
}

static void error_cb(void *const arg, TF_Status *const status) { failing_cb(arg, status); }

static conform_verdict s_error_surfaces(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  if (!HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, error_cb, NULL))
    return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
  conform_block_stream(c, DEV(c), s);
  conform_sleep_ms(20);
  TF_Status *st = host_status_new();
  HOST_SE_CALL(&c->p, get_stream_status)(DEV(c), s, st);
  /* An error path: the status must carry the callback's error (X01). */
  int was = host_status_expect_error(1);
  TF_Code code = host_status_code(st, "get_stream_status");
  host_status_expect_error(was);
  host_status_describe(st, c->msg, sizeof c->msg);
  TF_DeleteStatus(st);
  if (code == TF_OK) return CONFORM_FAILF(c, "a callback's INTERNAL error is not visible in get_stream_status");
  return CONFORM_PASSF(c, "get_stream_status after a failing callback: %s", c->msg);
}

/* Stream priorities (seabi 0.3.0, TensorFlow master after 2.21): a core
 * with SP_StreamOptions creates every stream through
 * create_stream_with_options when the plugin has it; with a priority it
 * refuses a plugin without it, as TensorFlow's core does. */
static conform_verdict s_priority(conform_ctx *c) {
  if (host_profile_size(HOST_SZ_STREAM_OPTIONS) == 0)
    return CONFORM_SKIPF(c, "core %s has no SP_StreamOptions", host_profile_active_name());
  SP_StreamExecutor_create_stream_with_options_fn fo = HOST_SE(&c->p, create_stream_with_options);
  SP_Stream s = NULL;
  TF_Code code = conform_stream_new_with(c, DEV(c), &s, 1, 1);
  if (fo == NULL) {
    if (code != TF_INVALID_ARGUMENT || s != NULL)
      return CONFORM_FAILF(c, "without create_stream_with_options a priority must be refused: %s", c->msg);
    return CONFORM_SKIPF(c, "create_stream_with_options not implemented (optional); a priority is refused: %s",
                         c->msg);
  }
  if (code != TF_OK) return CONFORM_FAILF(c, "create_stream_with_options with priority 1: %s", c->msg);
  if (s == NULL) return CONFORM_FAILF(c, "create_stream_with_options returned OK and a NULL stream");
  conform_seq q;
  conform_seq_init(&q);
  int pushed = conform_seq_push(c, DEV(c), s, &q, 7);
  conform_block_stream(c, DEV(c), s);
  int ran = pushed && conform_seq_wait(&q, 1, 2000) && q.tags[0] == 7;
  conform_stream_free(c, DEV(c), s);
  if (!ran) return CONFORM_FAILF(c, "a host callback on a stream with a priority did not run");
  SP_Stream plain = NULL;
  if (conform_stream_new_with(c, DEV(c), &plain, 0, 0) != TF_OK || plain == NULL)
    return CONFORM_FAILF(c, "create_stream_with_options without a priority: %s", c->msg);
  conform_stream_free(c, DEV(c), plain);
  return CONFORM_PASSF(c, "streams with priority 1 and without a priority (SP_StreamOptions of %zu bytes) work",
                       host_profile_size(HOST_SZ_STREAM_OPTIONS));
}

const conform_case conform_cases_streams[] = {
    {"S01", "streams", "create/destroy 100 streams", CONFORM_REQUIRED, NEEDS_DEVICE, s_create, 0, HOST_MOD_SE},
    {"S02", "streams", "stream handles are distinct and non-NULL", CONFORM_EXPECTED, NEEDS_DEVICE, s_distinct, 0, HOST_MOD_SE},
    {"S03", "streams", "work runs in FIFO order within a stream", CONFORM_EXPECTED, NEEDS_DEVICE, s_fifo, 0, HOST_MOD_SE},
    {"S04", "streams", "create_stream_dependency is point-in-time", CONFORM_EXPECTED, NEEDS_DEVICE, s_dependency, 0, HOST_MOD_SE},
    {"S05", "streams", "block_host_until_done waits for queued work", CONFORM_EXPECTED, NEEDS_DEVICE, s_block_waits, 0, HOST_MOD_SE},
    {"S06", "streams", "synchronize_all_activity waits for every stream", CONFORM_EXPECTED, NEEDS_DEVICE, s_sync_all, 0, HOST_MOD_SE},
    {"S07", "streams", "get_stream_status is OK on a healthy stream", CONFORM_EXPECTED, NEEDS_DEVICE, s_status, 0, HOST_MOD_SE},
    {"S08", "streams", "destroy a stream with pending work", CONFORM_ADVISORY, NEEDS_DEVICE, s_destroy_pending, 0, HOST_MOD_SE},
    {"S09", "streams", "a failing host callback shows in get_stream_status", CONFORM_ADVISORY, NEEDS_DEVICE, s_error_surfaces, 0, HOST_MOD_SE},
    {"S10", "streams", "create_stream_with_options creates working streams, with and without a priority", CONFORM_EXPECTED, NEEDS_DEVICE, s_priority, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
