/* H: host_callback, the most often broken callback in real plugins: never
 * called, wrong TF_Bool, NULL status, arguments captured by reference. TF's
 * trampoline deletes its context when called, so "exactly once" matters. */
#include "conform.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC 0x5EAB1CA1u

typedef struct {
  unsigned magic;
  atomic_int runs;
  atomic_int null_status;
  atomic_int bad_arg;
} once_arg;

static void once_cb(void *const arg, TF_Status *const status) {
  once_arg *a = arg;
  if (a == NULL || a->magic != MAGIC) {
    /* Cannot count: the argument itself is wrong. */
    return;
  }
  atomic_fetch_add(&a->runs, 1);
  if (status == NULL) atomic_store(&a->null_status, 1);
  else TF_SetStatus(status, TF_OK, "");
}

static conform_verdict h_once(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  once_arg *a = calloc(1, sizeof *a);
  a->magic = MAGIC;
  TF_Bool ok = HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, once_cb, a);
  if (!ok) {
    /* Say whether the work ran anyway: TF then reports a failure for work
     * that did happen. Drain the stream first, so the answer does not depend
     * on how soon the plugin's worker thread gets a CPU. */
    conform_block_stream(c, DEV(c), s);
    double deadline = conform_now_ms() + 200;
    while (atomic_load(&a->runs) == 0 && conform_now_ms() < deadline) conform_sleep_ms(1);
    return CONFORM_FAILF(c, "host_callback returned false%s (TF_OK is 0: 'return TF_OK' means failure)",
                         atomic_load(&a->runs) ? " although it ran the callback: TF marks the stream failed" : "");
  }
  conform_block_stream(c, DEV(c), s);
  double deadline = conform_now_ms() + 1000;
  while (atomic_load(&a->runs) == 0 && conform_now_ms() < deadline) conform_sleep_ms(1);
  conform_sleep_ms(100); /* a second run would show up here */
  int runs = atomic_load(&a->runs);
  if (runs == 0) return CONFORM_FAILF(c, "returned true but the callback never ran (TF leaks its context; the work never runs)");
  if (runs > 1) return CONFORM_FAILF(c, "callback ran %d times (TF's trampoline frees its context on the first)", runs);
  if (atomic_load(&a->null_status)) return CONFORM_FAILF(c, "callback got a NULL status (TF's trampoline writes to it)");
  return CONFORM_PASSF(c, "returned true; ran exactly once with its argument and a status");
}

static conform_verdict h_order(conform_ctx *c) {
  SP_Stream s;
  conform_seq q;
  conform_seq_init(&q);
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_Event e;
  if (conform_event_new(c, DEV(c), &e) != TF_OK) return CONFORM_FAILF(c, "create_event: %s", c->msg);
  for (int i = 0; i < 50; i++)
    if (!conform_seq_push(c, DEV(c), s, &q, i)) return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
  /* An event recorded after the callbacks completes only after all ran. */
  conform_record(c, DEV(c), s, e);
  conform_block_event(c, DEV(c), e);
  int n = conform_seq_count(&q);
  if (n != 50) return CONFORM_FAILF(c, "an event recorded after 50 callbacks completed with %d run", n);
  for (int i = 0; i < 50; i++)
    if (q.tags[i] != i) return CONFORM_FAILF(c, "callback %d ran at position %d", q.tags[i], i);
  return CONFORM_PASSF(c, "50 callbacks in order, all before a later event");
}

/* Enqueues from a helper frame that is gone (and overwritten) before the
 * callback runs: catches plugins capturing host_callback's parameters by
 * reference. */
static __attribute__((noinline)) int enqueue_from_frame(conform_ctx *c, SP_Stream s, once_arg *a) {
  volatile unsigned char pad[64];
  memset((void *)pad, 0, sizeof pad);
  return HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, once_cb, a);
}

static __attribute__((noinline)) void clobber_stack(void) {
  volatile unsigned char junk[4096];
  for (size_t i = 0; i < sizeof junk; i++) junk[i] = 0xEE;
}

static conform_verdict h_frame(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 2000, 1000, &state);
  once_arg *a = calloc(1, sizeof *a);
  a->magic = MAGIC;
  if (!enqueue_from_frame(c, s, a)) return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
  clobber_stack();
  conform_gate_open(g);
  conform_block_stream(c, DEV(c), s);
  double deadline = conform_now_ms() + 1000;
  while (atomic_load(&a->runs) == 0 && conform_now_ms() < deadline) conform_sleep_ms(1);
  if (atomic_load(&a->runs) != 1) return CONFORM_FAILF(c, "callback with a clobbered caller frame ran %d times", atomic_load(&a->runs));
  return CONFORM_PASSF(c, "arguments survived the caller's frame%s", state == GATE_HOLDING ? "" : " (not held: weak check)");
}

typedef struct {
  conform_ctx *c;
  SP_Stream s;
  conform_seq *q;
  atomic_int enqueued;
} nested_arg;

static void nested_cb(void *const arg, TF_Status *const status) {
  nested_arg *n = arg;
  atomic_store(&n->enqueued, conform_seq_push(n->c, DEV(n->c), n->s, n->q, 2) ? 1 : -1);
  if (status) TF_SetStatus(status, TF_OK, "");
}

static conform_verdict h_nested(conform_ctx *c) {
  SP_Stream s;
  conform_seq q;
  conform_seq_init(&q);
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  nested_arg *n = calloc(1, sizeof *n);
  n->c = c;
  n->s = s;
  n->q = &q;
  if (!HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, nested_cb, n)) return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
  if (!conform_seq_wait(&q, 1, 2000))
    return CONFORM_FAILF(c, "work enqueued from inside a callback never ran (enqueue %s)",
                         atomic_load(&n->enqueued) == 0 ? "never returned: deadlock" : "returned");
  conform_block_stream(c, DEV(c), s);
  return CONFORM_PASSF(c, "a callback enqueued more work on its own stream");
}

static void count_cb(void *const arg, TF_Status *const status) {
  atomic_fetch_add((atomic_int *)arg, 1);
  if (status) TF_SetStatus(status, TF_OK, "");
}

static conform_verdict h_many(conform_ctx *c) {
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  static atomic_int count;
  atomic_store(&count, 0);
  double t0 = conform_now_ms();
  for (int i = 0; i < 10000; i++)
    if (!HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, count_cb, &count))
      return CONFORM_NOT_RUN_BY(c, "H01", "host_callback returned false");
  conform_block_stream(c, DEV(c), s);
  /* Keep waiting while callbacks still arrive (a plugin may be slow, not
   * broken); give up after 2 s without progress. */
  int seen = -1;
  double deadline = conform_now_ms() + 2000;
  while (atomic_load(&count) < 10000 && conform_now_ms() < deadline) {
    int now = atomic_load(&count);
    if (now != seen) seen = now, deadline = conform_now_ms() + 2000;
    conform_sleep_ms(1);
  }
  int n = atomic_load(&count);
  if (n != 10000) return CONFORM_FAILF(c, "%d of 10000 callbacks ran", n);
  return CONFORM_PASSF(c, "10000 callbacks in %.0f ms", conform_now_ms() - t0);
}

const conform_case conform_cases_callbacks[] = {
    {"H01", "host_callback", "returns true and runs the callback exactly once", CONFORM_EXPECTED, NEEDS_DEVICE, h_once, 0, HOST_MOD_SE},
    {"H02", "host_callback", "callbacks keep stream order", CONFORM_EXPECTED, NEEDS_DEVICE, h_order, 0, HOST_MOD_SE},
    {"H03", "host_callback", "arguments survive the caller's stack frame", CONFORM_ADVISORY, NEEDS_DEVICE, h_frame, 0, HOST_MOD_SE},
    {"H04", "host_callback", "a callback may enqueue more work on its stream", CONFORM_ADVISORY, NEEDS_DEVICE, h_nested, 5000, HOST_MOD_SE},
    {"H05", "host_callback", "10000 callbacks all run", CONFORM_ADVISORY, NEEDS_DEVICE, h_many, 60000, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
