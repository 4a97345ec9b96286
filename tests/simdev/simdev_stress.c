/* Stress test: many ops over 8 streams on 2 devices, with cross-stream and
 * cross-device events, from 8 host threads at once. Meant to run under TSan
 * (no race) and ASan+UBSan/LSan (no leak, no overflow).
 *
 * Each thread drives its own stream: htod -> memset32 -> dtod (to the other
 * device) -> dtoh -> host callback that checks the bytes that came back. Every
 * few steps it records its event and makes its stream wait on the events of
 * two other threads' streams; a callback queued behind that wait checks the
 * other stream really reached the recorded point (a count of its callbacks
 * published together with the record). Nothing may be lost: every callback
 * enqueued runs exactly once, and the plugin's own counters must agree.
 *
 * Ops (plugin calls that act on a stream) default to 1,000,000 in total;
 * SIMDEV_STRESS_OPS overrides. Ends with "N passed, M failed". */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simcore.h"

#define THREADS 8
#define SZ 256
#define RING 16

typedef struct worker worker;
struct worker {
  int id, dev, other_dev;
  sc_core *c;
  worker *all;
  SP_Stream stream;
  SP_Event event;
  SP_DeviceMemoryBase a, x;
  unsigned char src[RING][SZ];
  unsigned char dst[RING][SZ];
  uint64_t steps;
  /* published with each record_event, under pub_mu */
  pthread_mutex_t pub_mu;
  uint64_t published;
  uint64_t callbacks_enqueued; /* owner thread only */
  _Atomic uint64_t progress;   /* callbacks finished on this stream */
  _Atomic uint64_t data_errors, order_errors;
  uint64_t ops, call_errors;
};

typedef struct verify_arg {
  worker *w;
  uint64_t k;
  int slot;
} verify_arg;
typedef struct progress_arg {
  worker *w, *other;
  uint64_t at_least;
} progress_arg;

static uint32_t pattern_of(int id, uint64_t k) {
  return (uint32_t)(0x9E3779B9u * (uint32_t)(k + 1)) ^ (uint32_t)id;
}

static void verify_cb(void *const arg, TF_Status *const status) {
  verify_arg *v = (verify_arg *)arg;
  worker *w = v->w;
  unsigned char want[SZ];
  memcpy(want, w->src[v->slot], SZ);
  uint32_t p = pattern_of(w->id, v->k);
  for (int i = 0; i < 16; i += 4) memcpy(want + i, &p, 4);
  if (memcmp(want, w->dst[v->slot], SZ) != 0)
    atomic_fetch_add(&w->data_errors, 1);
  atomic_fetch_add(&w->progress, 1);
  free(v);
  TF_SetStatus(status, TF_OK, "");
}

static void progress_cb(void *const arg, TF_Status *const status) {
  progress_arg *p = (progress_arg *)arg;
  if (atomic_load(&p->other->progress) < p->at_least)
    atomic_fetch_add(&p->w->order_errors, 1);
  atomic_fetch_add(&p->w->progress, 1);
  free(p);
  TF_SetStatus(status, TF_OK, "");
}

#define CALL(w, expr)                                               \
  do {                                                              \
    expr;                                                           \
    (w)->ops++;                                                     \
    if (TF_GetCode(st) != TF_OK) {                                  \
      if ((w)->call_errors++ == 0)                                  \
        fprintf(stderr, "stress: %s: %s\n", #expr, TF_Message(st)); \
    }                                                               \
  } while (0)

static void *drive(void *arg) {
  worker *w = (worker *)arg;
  sc_core *c = w->c;
  SP_Device *d = c->devices[w->dev];
  TF_Status *st = TF_NewStatus();
  for (uint64_t k = 0; k < w->steps; k++) {
    int slot = (int)(k % RING);
    CALL(w, c->se->memcpy_htod(d, w->stream, &w->a, w->src[slot], SZ, st));
    CALL(w, c->se->memset32(d, w->stream, &w->a, pattern_of(w->id, k), 16, st));
    CALL(w, c->se->memcpy_dtod(d, w->stream, &w->x, &w->a, SZ, st));
    CALL(w, c->se->memcpy_dtoh(d, w->stream, w->dst[slot], &w->x, SZ, st));
    verify_arg *v = (verify_arg *)malloc(sizeof *v);
    v->w = w;
    v->k = k;
    v->slot = slot;
    w->callbacks_enqueued++;
    w->ops++;
    if (!c->se->host_callback(d, w->stream, verify_cb, v)) w->call_errors++;
    if (k % 4 == 3) {
      pthread_mutex_lock(&w->pub_mu);
      CALL(w, c->se->record_event(d, w->stream, w->event, st));
      w->published = w->callbacks_enqueued;
      pthread_mutex_unlock(&w->pub_mu);
      const int peers[2] = {(w->id + 1) % THREADS, (w->id + 3) % THREADS};
      for (int q = 0; q < 2; q++) {
        worker *o = &w->all[peers[q]];
        pthread_mutex_lock(&o->pub_mu);
        CALL(w, c->se->wait_for_event(d, w->stream, o->event, st));
        uint64_t at_least = o->published;
        pthread_mutex_unlock(&o->pub_mu);
        progress_arg *p = (progress_arg *)malloc(sizeof *p);
        p->w = w;
        p->other = o;
        p->at_least = at_least;
        w->callbacks_enqueued++;
        w->ops++;
        if (!c->se->host_callback(d, w->stream, progress_cb, p))
          w->call_errors++;
      }
    }
    if (k % 512 == 511) {
      /* Bound the queue, and churn allocations from 8 threads meanwhile. */
      SP_DeviceMemoryBase tmp = sc_alloc(c, w->dev, 1024 + (uint64_t)w->id);
      CALL(w, c->se->mem_zero(d, w->stream, &tmp, 1024, st));
      CALL(w, c->se->block_host_until_done(d, w->stream, st));
      sc_free(c, w->dev, &tmp);
    }
  }
  CALL(w, c->se->block_host_until_done(d, w->stream, st));
  TF_DeleteStatus(st);
  return NULL;
}

int main(void) {
  uint64_t target = 1000000;
  const char *env = getenv("SIMDEV_STRESS_OPS");
  if (env != NULL && env[0] != '\0') target = strtoull(env, NULL, 10);
  setenv("SIMDEV_DEVICE_COUNT", "2", 1);
  void *keep = sc_dlopen(); /* keeps counters alive past teardown */
  sc_core c;
  if (keep == NULL || !sc_core_init(&c, &CORE_CURRENT)) {
    printf("0 passed, 1 failed\n");
    return 1;
  }
  SIMDEV_Counters before = sc_counters(keep);
  /* 5 ops per step + (1 record + 2 waits + 2 callbacks) per 4 steps. */
  uint64_t per_step_x4 = 5 * 4 + 5;
  uint64_t steps =
      (target * 4 + THREADS * per_step_x4 - 1) / (THREADS * per_step_x4);
  worker *w = (worker *)calloc(THREADS, sizeof *w);
  for (int i = 0; i < THREADS; i++) {
    w[i].id = i;
    w[i].dev = i % 2;
    w[i].other_dev = (i + 1) % 2;
    w[i].c = &c;
    w[i].all = w;
    w[i].steps = steps;
    pthread_mutex_init(&w[i].pub_mu, NULL);
    w[i].stream = sc_stream(&c, w[i].dev);
    c.se->create_event(c.devices[w[i].dev], &w[i].event, c.status);
    w[i].a = sc_alloc(&c, w[i].dev, SZ);
    w[i].x = sc_alloc(&c, w[i].other_dev, SZ);
    for (int s = 0; s < RING; s++)
      for (int b = 0; b < SZ; b++)
        w[i].src[s][b] = (unsigned char)(i * 31 + s * 7 + b);
  }
  uint64_t t0 = sc_now_ns();
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, drive, &w[i]);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  double secs = (double)(sc_now_ns() - t0) / 1e9;

  uint64_t ops = 0, enq = 0, run = 0, data_err = 0, order_err = 0, call_err = 0;
  for (int i = 0; i < THREADS; i++) {
    ops += w[i].ops;
    enq += w[i].callbacks_enqueued;
    run += atomic_load(&w[i].progress);
    data_err += atomic_load(&w[i].data_errors);
    order_err += atomic_load(&w[i].order_errors);
    call_err += w[i].call_errors;
  }
  for (int i = 0; i < THREADS; i++) {
    c.se->destroy_event(c.devices[w[i].dev], w[i].event);
    c.se->destroy_stream(c.devices[w[i].dev], w[i].stream);
    sc_free(&c, w[i].dev, &w[i].a);
    sc_free(&c, w[i].other_dev, &w[i].x);
    pthread_mutex_destroy(&w[i].pub_mu);
  }
  sc_core_teardown(&c);
  SIMDEV_Counters after = sc_counters(keep);
  printf("stress: %" PRIu64
         " ops over %d streams on 2 devices in %.2f s "
         "(%.0f ops/s); %" PRIu64 " callbacks\n",
         ops, THREADS, secs, (double)ops / secs, run);

  int passed = 0, failed = 0;
#define VERDICT(name, cond)      \
  do {                           \
    if (cond) {                  \
      passed++;                  \
      printf("PASS %s\n", name); \
    } else {                     \
      failed++;                  \
      printf("FAIL %s\n", name); \
    }                            \
  } while (0)
  VERDICT("ops_reached_target", ops >= target);
  VERDICT("no_call_failed", call_err == 0);
  VERDICT("no_lost_callback",
          run == enq && after.host_callbacks_run - before.host_callbacks_run ==
                            (int64_t)enq);
  VERDICT("data_roundtrips_exact", data_err == 0);
  VERDICT("cross_stream_events_ordered", order_err == 0);
  VERDICT("every_enqueued_op_executed",
          after.ops_enqueued == after.ops_executed &&
              after.ops_enqueued - before.ops_enqueued > 0);
  VERDICT("no_live_objects_left",
          after.live_streams == 0 && after.live_events == 0 &&
              after.live_devices == 0 && after.live_device_allocations == 0);
  VERDICT("no_defect_reported",
          after.redzone_violations == before.redzone_violations &&
              after.freed_while_in_use == before.freed_while_in_use &&
              after.invalid_handles == before.invalid_handles &&
              after.double_frees == before.double_frees);
  free(w);
  dlclose(keep);
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
