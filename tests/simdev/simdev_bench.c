/* Benchmarks of libsimdev.so, measured side by side in one run. They report,
 * they never fail (exit 0 unless the plugin cannot even be brought up).
 * Every row is a ratio against a baseline doing the same work in the same
 * run, so a slow or busy machine moves both sides alike.
 * Rows: | what | measured | goal |
 *   - async htod + dtoh of 64 MiB through a stream vs plain memcpy of the
 *     same two copies (goal >= 0.90x the memcpy speed). A 64 MiB memcpy on
 *     one machine moves 10-12.5 GB/s depending only on where the buffers
 *     start within a page, and simdev places each allocation at another
 *     offset (cache colouring): each round takes a new device buffer and
 *     moves the baseline's stand-in buffer by 64 bytes, so both sides see
 *     the same spread of placements, and the row gives the median of the
 *     per-round ratios with their minimum and maximum.
 *     Both sides run on one CPU: the stream measured is created while this
 *     thread is pinned to the CPU it runs on, so its worker copies there
 *     too. The row asks what the stream adds to a copy; unpinned, it also
 *     asks which CPU the scheduler gave the worker, and on a shared VM one
 *     vCPU can copy a third slower than the other for seconds at a time
 *     (per-round ratios of 0.62-1.16x in one run). The same rounds with the
 *     worker on any CPU are shown beside it; where pinning is refused, the
 *     row is the unpinned one and says so.
 *   - small-op throughput on one stream (64-byte memsets, enqueue to done)
 *     vs a plain queue: one producer, one worker thread, a mutex and two
 *     condition variables, no validation (goal >= 0.50x its rate)
 *   - event record + status query vs the same on that plain queue (record
 *     = note the last submitted op, query = compare with the last done)
 *     (goal <= 2x its time)
 *   - a kernel: AddV2 on 1M floats through TF_InitKernel's kernel (compute
 *     enqueues it on the stream; block_host_until_done waits for it) vs the
 *     same loop handed to a plain worker thread and waited for (goal >=
 *     0.80x its rate). Both add in place (TensorFlow forwards the input
 *     when it can; the bench's runtime lets it), in turn, KERNEL_LAUNCHES
 *     launches per round; both workers on the caller's CPU, as for the
 *     copy row.
 * The last three rows are noisy on a shared machine (one wake-up more or less
 * moves a round by tens of percent), so each runs ROUNDS times, simdev and
 * the plain queue in turn (A B A B ...), and the row gives the median of the
 * per-round ratios with their minimum and maximum: a pair shares whatever
 * the machine was doing at that moment. */
#define _GNU_SOURCE /* pthread_setaffinity_np, sched_getcpu */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simkernel.h"

#define MIB (1024u * 1024u)

#define ROUNDS 5
#define COPY_ROUNDS 15

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
/* Median of n values (n odd); sorts a copy. */
static double median_of(const double *v, int n) {
  double s[COPY_ROUNDS > ROUNDS ? COPY_ROUNDS : ROUNDS];
  memcpy(s, v, (size_t)n * sizeof *s);
  qsort(s, (size_t)n, sizeof *s, cmp_double);
  return s[n / 2];
}
static double min_of(const double *v, int n) {
  double m = v[0];
  for (int i = 1; i < n; i++) m = v[i] < m ? v[i] : m;
  return m;
}
static double max_of(const double *v, int n) {
  double m = v[0];
  for (int i = 1; i < n; i++) m = v[i] > m ? v[i] : m;
  return m;
}

/* ---- the baseline: the simplest stream one would write by hand ---------- */
#define PQ_SLOTS 1024u
typedef struct {
  unsigned char *dst;
  uint8_t value;
  size_t size;
} pq_op;
typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t not_empty, not_full, drained;
  pq_op ring[PQ_SLOTS];
  uint64_t submitted, taken; /* under lock */
  _Atomic uint64_t done;     /* read without the lock by queries */
  int stop;
  pthread_t worker;
} plain_queue;

static void *pq_worker(void *arg) {
  plain_queue *q = (plain_queue *)arg;
  pthread_mutex_lock(&q->lock);
  for (;;) {
    while (q->taken == q->submitted && !q->stop)
      pthread_cond_wait(&q->not_empty, &q->lock);
    if (q->taken == q->submitted) break;
    pq_op op = q->ring[q->taken % PQ_SLOTS];
    q->taken++;
    pthread_cond_signal(&q->not_full);
    pthread_mutex_unlock(&q->lock);
    memset(op.dst, op.value, op.size);
    pthread_mutex_lock(&q->lock);
    atomic_store(&q->done, q->taken);
    if (q->taken == q->submitted) pthread_cond_broadcast(&q->drained);
  }
  pthread_mutex_unlock(&q->lock);
  return NULL;
}
static int pq_start(plain_queue *q) {
  memset(q, 0, sizeof *q);
  pthread_mutex_init(&q->lock, NULL);
  pthread_cond_init(&q->not_empty, NULL);
  pthread_cond_init(&q->not_full, NULL);
  pthread_cond_init(&q->drained, NULL);
  return pthread_create(&q->worker, NULL, pq_worker, q) == 0;
}
static void pq_memset(plain_queue *q, unsigned char *dst, uint8_t v, size_t n) {
  pthread_mutex_lock(&q->lock);
  while (q->submitted - q->taken == PQ_SLOTS)
    pthread_cond_wait(&q->not_full, &q->lock);
  q->ring[q->submitted % PQ_SLOTS] = (pq_op){dst, v, n};
  q->submitted++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}
static void pq_wait(plain_queue *q) {
  pthread_mutex_lock(&q->lock);
  while (atomic_load(&q->done) != q->submitted)
    pthread_cond_wait(&q->drained, &q->lock);
  pthread_mutex_unlock(&q->lock);
}
static uint64_t pq_record(plain_queue *q) {
  pthread_mutex_lock(&q->lock);
  uint64_t seq = q->submitted;
  pthread_mutex_unlock(&q->lock);
  return seq;
}
static int pq_query(plain_queue *q, uint64_t seq) {
  return atomic_load(&q->done) >= seq;
}
static void pq_stop(plain_queue *q) {
  pthread_mutex_lock(&q->lock);
  q->stop = 1;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
  pthread_join(q->worker, NULL);
}

/* ---- 64 MiB copies: one set of rounds on one stream --------------------- */
typedef struct {
  double ratio[COPY_ROUNDS], gbps_memcpy[COPY_ROUNDS], gbps_stream[COPY_ROUNDS];
  int data_ok;
} copy_row;

/* Each round: memcpy src -> stand-in -> dst, then the same two copies as
 * htod + dtoh through stream `s` into a newly allocated device buffer. */
static int copy_rounds(sc_core *c, SP_Stream s, unsigned char *src, unsigned char *dst,
                       unsigned char *stand_base, uint64_t big, copy_row *row) {
  SP_Device *d = c->devices[0];
  SP_DeviceMemoryBase dev = {0};
  row->data_ok = 1;
  for (int r = 0; r < COPY_ROUNDS; r++) {
    if (dev.opaque != NULL) sc_free(c, 0, &dev);
    dev = sc_alloc(c, 0, big); /* a new placement each round */
    if (dev.opaque == NULL) {
      fprintf(stderr, "bench-simdev: cannot allocate 64 MiB on the device\n");
      return 0;
    }
    unsigned char *stand_in = stand_base + 64u * (unsigned)(r % 64);
    uint64_t t0 = sc_now_ns();
    memcpy(stand_in, src, big);
    memcpy(dst, stand_in, big);
    double t_memcpy = (double)(sc_now_ns() - t0);
    memset(dst, 0, MIB); /* so the stream copy visibly rewrites it */
    t0 = sc_now_ns();
    c->se->memcpy_htod(d, s, &dev, src, big, c->status);
    c->se->memcpy_dtoh(d, s, dst, &dev, big, c->status);
    c->se->block_host_until_done(d, s, c->status);
    double t_stream = (double)(sc_now_ns() - t0);
    row->data_ok &= TF_GetCode(c->status) == TF_OK && dst[0] == 0x5A && dst[big - 1] == 0x5A;
    row->ratio[r] = t_memcpy / t_stream;
    row->gbps_memcpy[r] = 2.0 * (double)big / t_memcpy;
    row->gbps_stream[r] = 2.0 * (double)big / t_stream;
  }
  sc_free(c, 0, &dev);
  return 1;
}

/* Pins the calling thread to the CPU it is on now, keeping its former set
 * in `saved`. Returns 0 (and pins nothing) where the system refuses. */
static int pin_to_this_cpu(cpu_set_t *saved) {
  int cpu = sched_getcpu();
  if (cpu < 0 || pthread_getaffinity_np(pthread_self(), sizeof *saved, saved) != 0) return 0;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  return pthread_setaffinity_np(pthread_self(), sizeof one, &one) == 0;
}

/* ---- the kernel row's baseline: one worker thread, one job at a time ---- */
#define KERNEL_ELEMENTS (1u << 20)
#define KERNEL_LAUNCHES 20
#define KERNEL_ROUNDS 9
typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t cv;
  float *a;
  const float *b;
  uint64_t n, posted, finished;
  int stop;
  pthread_t worker;
} plain_worker;

static void *pw_main(void *arg) {
  plain_worker *w = (plain_worker *)arg;
  pthread_mutex_lock(&w->lock);
  for (;;) {
    while (w->finished == w->posted && !w->stop) pthread_cond_wait(&w->cv, &w->lock);
    if (w->finished == w->posted) break;
    pthread_mutex_unlock(&w->lock);
    float *a = w->a;
    const float *b = w->b;
    for (uint64_t i = 0; i < w->n; i++) a[i] = a[i] + b[i];
    pthread_mutex_lock(&w->lock);
    w->finished++;
    pthread_cond_broadcast(&w->cv);
  }
  pthread_mutex_unlock(&w->lock);
  return NULL;
}
/* Hands the loop to the worker and waits until it ran. */
static void pw_add(plain_worker *w) {
  pthread_mutex_lock(&w->lock);
  uint64_t mine = ++w->posted;
  pthread_cond_broadcast(&w->cv);
  while (w->finished < mine) pthread_cond_wait(&w->cv, &w->lock);
  pthread_mutex_unlock(&w->lock);
}

typedef struct {
  double ratio[KERNEL_ROUNDS], rate[KERNEL_ROUNDS], pw_rate[KERNEL_ROUNDS];
  int ok, ran, pinned;
} kernel_row;

static void kernel_rounds(sc_core *c, kernel_row *row) {
  memset(row, 0, sizeof *row);
  const sk_kernel *k = sk_init_kernels(c) == 3 ? sk_find("AddV2") : NULL;
  if (k == NULL) return;
  SP_Device *d = c->devices[0];
  /* The stream's worker and the plain worker are both created while this
   * thread is pinned to its CPU, so they run on the same one: the row
   * compares the two paths, not two CPUs of a shared VM (see the copy
   * row). */
  cpu_set_t all_cpus;
  row->pinned = pin_to_this_cpu(&all_cpus);
  SP_Stream s = sc_stream(c, 0);
  const int64_t dims[1] = {KERNEL_ELEMENTS};
  float *ha = malloc(KERNEL_ELEMENTS * sizeof *ha), *hb = malloc(KERNEL_ELEMENTS * sizeof *hb);
  float *check = malloc(KERNEL_ELEMENTS * sizeof *check);
  float *pa = aligned_alloc(64, KERNEL_ELEMENTS * sizeof *pa);
  float *pb = aligned_alloc(64, KERNEL_ELEMENTS * sizeof *pb);
  plain_worker w;
  memset(&w, 0, sizeof w);
  pthread_mutex_init(&w.lock, NULL);
  pthread_cond_init(&w.cv, NULL);
  int started = ha != NULL && hb != NULL && check != NULL && pa != NULL && pb != NULL &&
                pthread_create(&w.worker, NULL, pw_main, &w) == 0;
  if (row->pinned) pthread_setaffinity_np(pthread_self(), sizeof all_cpus, &all_cpus);
  if (!started) {
    free(ha); free(hb); free(check); free(pa); free(pb);
    return;
  }
  for (unsigned i = 0; i < KERNEL_ELEMENTS; i++) {
    ha[i] = pa[i] = (float)(i % 1000u) * 0.5f;
    hb[i] = pb[i] = 1.0f;
  }
  w.a = pa;
  w.b = pb;
  w.n = KERNEL_ELEMENTS;
  TF_Tensor ta = sk_device_tensor(c, 0, s, c->status, 1, dims, ha);
  TF_Tensor tb = sk_device_tensor(c, 0, s, c->status, 1, dims, hb);
  c->se->block_host_until_done(d, s, c->status);
  sk_run r;
  memset(&r, 0, sizeof r);
  r.core = c;
  r.stream = s;
  r.n_inputs = 2;
  r.inputs[0] = &ta;
  r.inputs[1] = &tb;
  r.forward_ok = 1; /* in place over input 0, as the baseline */
  /* One launch checked: a + b, written over a. */
  row->ok = sk_compute(k, &r) && r.code == TF_OK && r.forwarded == 0 &&
            sk_read(c, 0, s, c->status, &ta, check);
  for (unsigned i = 0; row->ok && i < KERNEL_ELEMENTS; i++)
    row->ok = check[i] == ha[i] + 1.0f;
  for (int round = 0; row->ok && round < KERNEL_ROUNDS; round++) {
    uint64_t t0 = sc_now_ns();
    for (int i = 0; i < KERNEL_LAUNCHES; i++) {
      row->ok &= sk_compute(k, &r) && r.code == TF_OK;
      c->se->block_host_until_done(d, s, c->status);
    }
    row->rate[round] = KERNEL_LAUNCHES / ((double)(sc_now_ns() - t0) / 1e9);
    row->ok &= TF_GetCode(c->status) == TF_OK;
    t0 = sc_now_ns();
    for (int i = 0; i < KERNEL_LAUNCHES; i++) pw_add(&w);
    row->pw_rate[round] = KERNEL_LAUNCHES / ((double)(sc_now_ns() - t0) / 1e9);
    row->ratio[round] = row->rate[round] / row->pw_rate[round];
  }
  row->ran = 1;
  pthread_mutex_lock(&w.lock);
  w.stop = 1;
  pthread_cond_broadcast(&w.cv);
  pthread_mutex_unlock(&w.lock);
  pthread_join(w.worker, NULL);
  sk_tensor_free(c, 0, &ta);
  sk_tensor_free(c, 0, &tb);
  c->se->destroy_stream(d, s);
  free(ha); free(hb); free(check); free(pa); free(pb);
}

int main(void) {
  setenv("SIMDEV_LOG", "1", 0);
  sc_core c;
  if (!sc_core_init(&c, &CORE_CURRENT)) {
    fprintf(stderr, "bench-simdev: cannot bring up %s\n", sc_plugin_path());
    return 1;
  }
  SP_Device *d = c.devices[0];
  SP_Stream s = sc_stream(&c, 0);

  /* ---- 64 MiB htod + dtoh vs memcpy ------------------------------------- */
  const uint64_t big = 64 * MIB;
  unsigned char *src = (unsigned char *)c.se->host_memory_allocate(d, big);
  unsigned char *dst = (unsigned char *)c.se->host_memory_allocate(d, big);
  /* The "device" for memcpy: one page more, so a round can start it at
   * any 64-byte step within a page. */
  unsigned char *stand_base = (unsigned char *)aligned_alloc(4096, big + 4096);
  if (src == NULL || dst == NULL || stand_base == NULL) {
    fprintf(stderr, "bench-simdev: cannot allocate 64 MiB buffers\n");
    return 1;
  }
  memset(src, 0x5A, big);
  memset(dst, 0, big);
  memset(stand_base, 0, big + 4096);
  copy_row same_cpu = {0}, any_cpu;
  cpu_set_t all_cpus;
  int pinned = pin_to_this_cpu(&all_cpus);
  if (pinned) {
    /* Created while this thread is pinned: its worker inherits the CPU. */
    SP_Stream pinned_stream = sc_stream(&c, 0);
    if (!copy_rounds(&c, pinned_stream, src, dst, stand_base, big, &same_cpu)) return 1;
    c.se->destroy_stream(d, pinned_stream);
    pthread_setaffinity_np(pthread_self(), sizeof all_cpus, &all_cpus);
  }
  if (!copy_rounds(&c, s, src, dst, stand_base, big, &any_cpu)) return 1;
  free(stand_base);

  /* ---- small ops on one stream, and event record + query --------------- */
  const int n_small = 1000000, n_ev = 1000000;
  SP_DeviceMemoryBase small = sc_alloc(&c, 0, 64);
  SP_Event e = NULL;
  c.se->create_event(d, &e, c.status);
  plain_queue pq;
  if (!pq_start(&pq)) {
    fprintf(stderr, "bench-simdev: cannot start the baseline queue's thread\n");
    return 1;
  }
  unsigned char pq_small[64];
  c.se->block_host_until_done(d, s, c.status);
  double small_rate[ROUNDS], pq_rate[ROUNDS], small_ratio[ROUNDS];
  double ns_event[ROUNDS], pq_ns_event[ROUNDS], event_ratio[ROUNDS];
  int small_ok = 1, complete = 0, pq_complete = 0;
  for (int r = 0; r < ROUNDS; r++) {
    uint64_t t0 = sc_now_ns();
    for (int i = 0; i < n_small; i++)
      c.se->memset(d, s, &small, (uint8_t)i, 64, c.status);
    c.se->block_host_until_done(d, s, c.status);
    small_rate[r] = (double)n_small / ((double)(sc_now_ns() - t0) / 1e9);
    small_ok &= TF_GetCode(c.status) == TF_OK;

    t0 = sc_now_ns();
    for (int i = 0; i < n_small; i++) pq_memset(&pq, pq_small, (uint8_t)i, 64);
    pq_wait(&pq);
    pq_rate[r] = (double)n_small / ((double)(sc_now_ns() - t0) / 1e9);
    small_ratio[r] = small_rate[r] / pq_rate[r];

    /* The stream is idle here, as the plain queue is below. */
    complete = 0;
    t0 = sc_now_ns();
    for (int i = 0; i < n_ev; i++) {
      c.se->record_event(d, s, e, c.status);
      complete += c.se->get_event_status(d, e) == SE_EVENT_COMPLETE;
    }
    ns_event[r] = (double)(sc_now_ns() - t0) / n_ev;

    pq_complete = 0;
    t0 = sc_now_ns();
    for (int i = 0; i < n_ev; i++) pq_complete += pq_query(&pq, pq_record(&pq));
    pq_ns_event[r] = (double)(sc_now_ns() - t0) / n_ev;
    event_ratio[r] = ns_event[r] / pq_ns_event[r];
  }
  pq_stop(&pq);

  /* Rows only: `make bench` prints the table's header once for all suites. */
  const copy_row *goal_row = pinned ? &same_cpu : &any_cpu;
  printf("| simdev: async htod+dtoh 64 MiB via stream vs memcpy, %s (%d rounds, a new placement each, "
         "in turn) | %.2fx median (%.2f-%.2fx; %.1f vs %.1f GB/s)%s",
         pinned ? "stream worker on the caller's CPU" : "unpinned (cannot pin here)", COPY_ROUNDS,
         median_of(goal_row->ratio, COPY_ROUNDS), min_of(goal_row->ratio, COPY_ROUNDS),
         max_of(goal_row->ratio, COPY_ROUNDS), median_of(goal_row->gbps_stream, COPY_ROUNDS),
         median_of(goal_row->gbps_memcpy, COPY_ROUNDS), goal_row->data_ok ? "" : " DATA WRONG");
  if (pinned)
    printf("; worker on any CPU: %.2fx (%.2f-%.2fx)%s", median_of(any_cpu.ratio, COPY_ROUNDS),
           min_of(any_cpu.ratio, COPY_ROUNDS), max_of(any_cpu.ratio, COPY_ROUNDS),
           any_cpu.data_ok ? "" : " DATA WRONG");
  printf(" | >= 0.90x |\n");
  printf(
      "| simdev: small ops (64-byte memset, enqueue to done) on one stream vs "
      "a plain one-producer queue with a worker thread (%d rounds of %d ops, "
      "in turn) | %.2fx median (%.2f-%.2fx; %.2fM vs %.2fM ops/s)%s | "
      ">= 0.50x |\n",
      ROUNDS, n_small, median_of(small_ratio, ROUNDS),
      min_of(small_ratio, ROUNDS), max_of(small_ratio, ROUNDS),
      median_of(small_rate, ROUNDS) / 1e6, median_of(pq_rate, ROUNDS) / 1e6,
      small_ok ? "" : " ERRORS");
  printf(
      "| simdev: event record + get_event_status vs the same on the plain "
      "queue (%d rounds of %d pairs, in turn) | %.2fx median (%.2f-%.2fx; "
      "%.1f vs %.1f ns per pair; %d%% vs %d%% complete at query) | <= 2x |\n",
      ROUNDS, n_ev, median_of(event_ratio, ROUNDS), min_of(event_ratio, ROUNDS),
      max_of(event_ratio, ROUNDS), median_of(ns_event, ROUNDS),
      median_of(pq_ns_event, ROUNDS), (int)(100.0 * complete / n_ev),
      (int)(100.0 * pq_complete / n_ev));

  kernel_row kr;
  kernel_rounds(&c, &kr);
  if (kr.ran)
    printf("| simdev: kernel AddV2 on 1M floats (TF_InitKernel's, enqueued on a stream, enqueue to "
           "done) vs the same loop on a plain worker thread, %s (%d rounds of %d launches, in turn) | "
           "%.2fx median (%.2f-%.2fx; %.0f vs %.0f launches/s)%s | >= 0.80x |\n",
           kr.pinned ? "both workers on one CPU" : "unpinned (cannot pin here)", KERNEL_ROUNDS,
           KERNEL_LAUNCHES, median_of(kr.ratio, KERNEL_ROUNDS), min_of(kr.ratio, KERNEL_ROUNDS),
           max_of(kr.ratio, KERNEL_ROUNDS), median_of(kr.rate, KERNEL_ROUNDS),
           median_of(kr.pw_rate, KERNEL_ROUNDS), kr.ok ? "" : " ERRORS");
  else
    printf("| simdev: kernel AddV2 on 1M floats vs a plain worker thread | not measured: %s | "
           ">= 0.80x |\n", kr.ok ? "no memory or thread" : "TF_InitKernel registered no AddV2");

  c.se->destroy_event(d, e);
  c.se->destroy_stream(d, s);
  sc_free(&c, 0, &small);
  c.se->host_memory_deallocate(d, src);
  c.se->host_memory_deallocate(d, dst);
  sc_core_teardown(&c);
  return 0;
}
