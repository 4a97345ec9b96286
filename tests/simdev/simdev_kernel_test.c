/* simdev's kernel module (TF_InitKernel) through the test kernel runtime
 * (simkernel.c): registration, each kernel's results against a reference
 * computed here, MatMul's transpose attrs, shapes that do not match (a clear
 * failure, nothing enqueued, no tensor handle kept), stream order (the
 * arithmetic runs on the stream, behind what was queued before it),
 * tensors freed before the stream ran, kernels on two streams at once, and
 * the profiler's XSpace showing each kernel on the stream that ran it.
 * Run plain, under ASan+UBSan and under TSan. Ends "N passed, M failed". */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simkernel.h" /* first: simcore.h admits the deprecated members */
#include "profiler_api.h"
#include "xspace.h"

static int failed_checks;
#define CHECK(cond)                                                       \
  do {                                                                    \
    if (!(cond)) {                                                        \
      fprintf(stderr, "    check failed %s:%d: %s\n", __FILE__, __LINE__, \
              #cond);                                                     \
      failed_checks++;                                                    \
    }                                                                     \
  } while (0)

static sc_core core;
static void *g_dl;

static SIMDEV_Counters counters(void) { return sc_counters(core.dl); }

/* Deterministic values in [-2, 2) with a fractional part. */
static void fill(float *v, size_t n, unsigned seed) {
  unsigned x = seed * 2654435761u + 1u;
  for (size_t i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    v[i] = (float)((int)((x >> 8) % 4096u) - 2048) / 1024.0f;
  }
}

static int close_to(const float *got, const double *want, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (fabs((double)got[i] - want[i]) > 1e-4 * (1.0 + fabs(want[i]))) {
      fprintf(stderr, "    element %zu: got %g, want %g\n", i, (double)got[i], want[i]);
      return 0;
    }
  return 1;
}

/* A run on device 0 with inputs copied to device memory on `s`. */
typedef struct {
  sk_run r;
  TF_Tensor in[2];
} run_t;

static void setup(run_t *t, SP_Stream s, int n_inputs, int nd0, const int64_t *d0,
                  const float *h0, int nd1, const int64_t *d1, const float *h1) {
  memset(t, 0, sizeof *t);
  t->r.core = &core;
  t->r.dev = 0;
  t->r.stream = s;
  t->r.n_inputs = n_inputs;
  t->in[0] = sk_device_tensor(&core, 0, s, core.status, nd0, d0, h0);
  t->r.inputs[0] = &t->in[0];
  if (n_inputs > 1) {
    t->in[1] = sk_device_tensor(&core, 0, s, core.status, nd1, d1, h1);
    t->r.inputs[1] = &t->in[1];
  }
}
static void teardown(run_t *t) {
  sk_run_free(&t->r);
  for (int i = 0; i < t->r.n_inputs; i++) sk_tensor_free(&core, 0, &t->in[i]);
}

static const sk_kernel *kernel(const char *op) {
  const sk_kernel *k = sk_find(op);
  if (k == NULL) fprintf(stderr, "    no kernel registered for %s\n", op);
  return k;
}

/* ---- registration ---------------------------------------------------------- */
static void test_registration(void) {
  static const char *const ops[] = {"AddV2", "Relu", "MatMul"};
  for (int i = 0; i < 3; i++) {
    const sk_kernel *k = kernel(ops[i]);
    CHECK(k != NULL);
    if (k == NULL) continue;
    CHECK(strcmp(k->device_type, "SIM") == 0); /* the platform's type */
    CHECK(k->n_constraints == 1 && strcmp(k->constraint_attr, "T") == 0 &&
          k->constraint_type == TF_FLOAT);
    CHECK(k->compute != NULL);
  }
  CHECK(counters().kernels_registered == 3);
}

/* ---- AddV2 ----------------------------------------------------------------- */
/* a (shape da) + b (shape db) -> out (shape dout), against the reference. */
static void add_case(int na, const int64_t *da, int nb, const int64_t *db, int nout,
                     const int64_t *dout, int forward_ok) {
  SP_Stream s = sc_stream(&core, 0);
  int64_t ca = 1, cb = 1, co = 1;
  for (int d = 0; d < na; d++) ca *= da[d];
  for (int d = 0; d < nb; d++) cb *= db[d];
  for (int d = 0; d < nout; d++) co *= dout[d];
  float *a = calloc((size_t)ca, sizeof *a), *b = calloc((size_t)cb, sizeof *b);
  float *out = calloc((size_t)co + 1, sizeof *out);
  double *want = calloc((size_t)co + 1, sizeof *want);
  fill(a, (size_t)ca, 1);
  fill(b, (size_t)cb, 2);
  /* The reference, by broadcasting rules written out independently. */
  for (int64_t i = 0; i < co; i++) {
    int64_t rem = i, ia = 0, ib = 0, sa = 1, sb = 1;
    for (int d = nout - 1; d >= 0; d--) {
      int64_t x = rem % dout[d];
      rem /= dout[d];
      int pa = d - (nout - na), pb = d - (nout - nb);
      if (pa >= 0) { ia += (da[pa] == 1 ? 0 : x) * sa; sa *= da[pa]; }
      if (pb >= 0) { ib += (db[pb] == 1 ? 0 : x) * sb; sb *= db[pb]; }
    }
    want[i] = (double)a[ia] + (double)b[ib];
  }
  run_t t;
  setup(&t, s, 2, na, da, a, nb, db, b);
  t.r.forward_ok = forward_ok;
  const sk_kernel *k = kernel("AddV2");
  CHECK(k != NULL && sk_compute(k, &t.r));
  CHECK(t.r.code == TF_OK);
  CHECK(t.r.has_output && t.r.output.nd == nout &&
        memcmp(t.r.output.dims, dout, (size_t)nout * sizeof *dout) == 0);
  if (forward_ok && ca == co) CHECK(t.r.forwarded == 0);
  if (!forward_ok) CHECK(t.r.forwarded == -1);
  CHECK(sk_read(&core, 0, s, core.status, &t.r.output, out));
  CHECK(close_to(out, want, (size_t)co));
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
  free(a); free(b); free(out); free(want);
}

static void test_add_same_shape(void) {
  const int64_t d[2] = {3, 5};
  add_case(2, d, 2, d, 2, d, 0);
  add_case(2, d, 2, d, 2, d, 1); /* forwarded: in place over input 0 */
}

static void test_add_broadcasts(void) {
  const int64_t m[2] = {2, 3}, row[1] = {3}, col[2] = {2, 1}, r13[2] = {1, 3},
                one[1] = {1}, v4[1] = {4};
  add_case(2, m, 1, row, 2, m, 1);   /* bias-style */
  add_case(2, col, 2, r13, 2, m, 0); /* both sides broadcast */
  add_case(0, NULL, 1, v4, 1, v4, 0); /* a scalar */
  add_case(1, v4, 1, one, 1, v4, 1);
}

static void test_add_incompatible_shapes(void) {
  SP_Stream s = sc_stream(&core, 0);
  const int64_t d0[2] = {2, 3}, d1[2] = {3, 2};
  float a[6] = {0}, b[6] = {0};
  run_t t;
  setup(&t, s, 2, 2, d0, a, 2, d1, b);
  core.se->block_host_until_done(core.devices[0], s, core.status);
  int64_t enq = counters().ops_enqueued;
  CHECK(sk_compute(kernel("AddV2"), &t.r)); /* no handle kept on failure */
  CHECK(t.r.code == TF_INVALID_ARGUMENT);
  CHECK(strstr(t.r.msg, "AddV2") && strstr(t.r.msg, "[2,3]") && strstr(t.r.msg, "[3,2]"));
  CHECK(!t.r.has_output);
  CHECK(counters().ops_enqueued == enq); /* nothing reached the stream */
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
}

static void test_add_empty(void) {
  SP_Stream s = sc_stream(&core, 0);
  const int64_t d[2] = {0, 4};
  run_t t;
  setup(&t, s, 2, 2, d, NULL, 2, d, NULL);
  int64_t enq = counters().ops_enqueued;
  CHECK(sk_compute(kernel("AddV2"), &t.r));
  CHECK(t.r.code == TF_OK && t.r.has_output && t.r.output.dims[0] == 0);
  CHECK(counters().ops_enqueued == enq); /* nothing to compute */
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
}

/* ---- Relu ------------------------------------------------------------------ */
static void test_relu(void) {
  SP_Stream s = sc_stream(&core, 0);
  const int64_t d[3] = {2, 3, 7};
  float a[42], out[42];
  double want[42];
  fill(a, 42, 3);
  a[0] = 0.0f;
  a[1] = -0.0f;
  for (int i = 0; i < 42; i++) want[i] = a[i] > 0 ? a[i] : 0.0;
  for (int fwd = 0; fwd < 2; fwd++) {
    run_t t;
    setup(&t, s, 1, 3, d, a, 0, NULL, NULL);
    t.r.forward_ok = fwd;
    CHECK(sk_compute(kernel("Relu"), &t.r));
    CHECK(t.r.code == TF_OK && t.r.forwarded == (fwd ? 0 : -1));
    memset(out, 0xFF, sizeof out);
    CHECK(sk_read(&core, 0, s, core.status, &t.r.output, out));
    CHECK(close_to(out, want, 42));
    teardown(&t);
  }
  core.se->destroy_stream(core.devices[0], s);
}

/* ---- MatMul ---------------------------------------------------------------- */
static void matmul_case(int ta, int tb, int64_t m, int64_t k, int64_t n) {
  SP_Stream s = sc_stream(&core, 0);
  const int64_t da[2] = {ta ? k : m, ta ? m : k}, db[2] = {tb ? n : k, tb ? k : n};
  float *a = malloc((size_t)(m * k) * sizeof *a), *b = malloc((size_t)(k * n) * sizeof *b);
  float *out = malloc((size_t)(m * n) * sizeof *out);
  double *want = calloc((size_t)(m * n), sizeof *want);
  fill(a, (size_t)(m * k), 5);
  fill(b, (size_t)(k * n), 6);
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++)
      for (int64_t p = 0; p < k; p++)
        want[i * n + j] += (double)(ta ? a[p * m + i] : a[i * k + p]) *
                           (double)(tb ? b[j * k + p] : b[p * n + j]);
  run_t t;
  setup(&t, s, 2, 2, da, a, 2, db, b);
  t.r.has_transpose_attrs = 1;
  t.r.transpose_a = (TF_Bool)ta;
  t.r.transpose_b = (TF_Bool)tb;
  CHECK(sk_compute(kernel("MatMul"), &t.r));
  CHECK(t.r.code == TF_OK && t.r.output.nd == 2 && t.r.output.dims[0] == m &&
        t.r.output.dims[1] == n);
  CHECK(sk_read(&core, 0, s, core.status, &t.r.output, out));
  CHECK(close_to(out, want, (size_t)(m * n)));
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
  free(a); free(b); free(out); free(want);
}

static void test_matmul_transposes(void) {
  for (int ta = 0; ta < 2; ta++)
    for (int tb = 0; tb < 2; tb++) matmul_case(ta, tb, 3, 4, 5);
  matmul_case(0, 0, 1, 1, 1);
  matmul_case(1, 0, 17, 9, 2);
}

static void matmul_failure(int has_attrs, int ta, int na, const int64_t *da, int nb,
                           const int64_t *db, TF_Code want, const char *text) {
  SP_Stream s = sc_stream(&core, 0);
  run_t t;
  setup(&t, s, 2, na, da, NULL, nb, db, NULL);
  t.r.has_transpose_attrs = has_attrs;
  t.r.transpose_a = (TF_Bool)ta;
  int64_t enq = counters().ops_enqueued;
  CHECK(sk_compute(kernel("MatMul"), &t.r));
  CHECK(t.r.code == want);
  if (strstr(t.r.msg, text) == NULL) {
    fprintf(stderr, "    message '%s' lacks '%s'\n", t.r.msg, text);
    failed_checks++;
  }
  CHECK(!t.r.has_output);
  CHECK(counters().ops_enqueued == enq);
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
}

static void test_matmul_bad_shapes(void) {
  const int64_t a[2] = {3, 4}, b[2] = {5, 2}, v[1] = {4}, b42[2] = {4, 2};
  matmul_failure(1, 0, 2, a, 2, b, TF_INVALID_ARGUMENT, "inner dimensions differ");
  matmul_failure(1, 1, 2, a, 2, b42, TF_INVALID_ARGUMENT, "inner dimensions differ");
  matmul_failure(1, 0, 1, v, 2, b42, TF_INVALID_ARGUMENT, "must be matrices");
  /* A node without the attrs: construction fails, compute never runs. */
  matmul_failure(0, 0, 2, a, 2, b42, TF_INVALID_ARGUMENT, "transpose_a");
}

/* Shapes no buffer can hold (a negative dimension, a count past 64 bits):
 * refused before anything is allocated or enqueued. The tensors are
 * descriptors only; nothing may read their (absent) data. */
static void unsizable(const char *op, TF_Tensor a, TF_Tensor b, int n_inputs, const char *text) {
  SP_Stream s = sc_stream(&core, 0);
  sk_run r;
  memset(&r, 0, sizeof r);
  r.core = &core;
  r.stream = s;
  r.n_inputs = n_inputs;
  r.inputs[0] = &a;
  r.inputs[1] = &b;
  r.has_transpose_attrs = 1;
  int64_t enq = counters().ops_enqueued;
  CHECK(sk_compute(kernel(op), &r));
  CHECK(r.code == TF_INVALID_ARGUMENT);
  if (strstr(r.msg, text) == NULL) {
    fprintf(stderr, "    %s: message '%s' lacks '%s'\n", op, r.msg, text);
    failed_checks++;
  }
  CHECK(!r.has_output);
  CHECK(counters().ops_enqueued == enq);
  core.se->destroy_stream(core.devices[0], s);
}

static void test_unsizable_shapes(void) {
  const int64_t big = (int64_t)1 << 40, tall = (int64_t)1 << 33;
  TF_Tensor neg = {TF_FLOAT, 1, {-1}, NULL, 0};
  TF_Tensor wide = {TF_FLOAT, 2, {big, 0}, NULL, 0}, deep = {TF_FLOAT, 2, {0, big}, NULL, 0};
  TF_Tensor col = {TF_FLOAT, 2, {tall, 1}, NULL, 0}, row = {TF_FLOAT, 2, {1, tall}, NULL, 0};
  unsizable("Relu", neg, neg, 1, "negative dimension");
  unsizable("AddV2", neg, neg, 2, "input 0 has a negative dimension");
  unsizable("MatMul", wide, deep, 2, "the output has a negative dimension or more elements");
  unsizable("AddV2", col, row, 2, "the broadcast output");
}

/* ---- how a computation meets the stream -------------------------------------- */
static void test_no_stream_is_a_failure(void) {
  const int64_t d[1] = {4};
  float a[4] = {1, 2, 3, 4};
  SP_Stream s = sc_stream(&core, 0);
  run_t t;
  setup(&t, s, 1, 1, d, a, 0, NULL, NULL);
  t.r.stream = NULL; /* TF_GetStream fails, as on a CPU device */
  CHECK(sk_compute(kernel("Relu"), &t.r));
  CHECK(t.r.code == TF_FAILED_PRECONDITION && strstr(t.r.msg, "TF_GetStream"));
  teardown(&t);
  core.se->destroy_stream(core.devices[0], s);
}

static void test_host_tensor_refused(void) {
  const int64_t d[1] = {4};
  float host[4] = {1, 2, 3, 4};
  SP_Stream s = sc_stream(&core, 0);
  TF_Tensor t0 = {TF_FLOAT, 1, {4}, host, sizeof host};
  sk_run r;
  memset(&r, 0, sizeof r);
  r.core = &core;
  r.stream = s;
  r.n_inputs = 1;
  r.inputs[0] = &t0;
  (void)d;
  int64_t enq = counters().ops_enqueued;
  CHECK(sk_compute(kernel("Relu"), &r));
  CHECK(r.code == TF_INVALID_ARGUMENT && strstr(r.msg, "not simdev device memory"));
  CHECK(counters().ops_enqueued == enq);
  sk_run_free(&r);
  core.se->destroy_stream(core.devices[0], s);
}

/* The stream is held by a gate: compute must return having only queued the
 * work (nothing computed, the read-back buffer untouched), and the result
 * must come out right once the stream runs the copies and the kernel in
 * order. The inputs are even freed before the stream runs: the kernel's
 * pins keep their memory (and the early free is counted). */
static void test_runs_on_the_stream_in_order(void) {
  SP_Stream s = sc_stream(&core, 0);
  sc_gate *g = sc_gate_new();
  CHECK(sc_gate_enqueue(&core, 0, s, g));
  const int64_t d[1] = {64};
  float a[64], b[64], out[64];
  double want[64];
  fill(a, 64, 7);
  fill(b, 64, 8);
  for (int i = 0; i < 64; i++) want[i] = (double)a[i] + (double)b[i];
  SIMDEV_Counters k0 = counters();
  run_t t;
  setup(&t, s, 2, 1, d, a, 1, d, b); /* htod queued behind the gate */
  CHECK(sk_compute(kernel("AddV2"), &t.r));
  CHECK(t.r.code == TF_OK && t.r.forwarded == -1);
  memset(out, 0, sizeof out);
  SP_DeviceMemoryBase m = sc_mem(t.r.output.data, t.r.output.bytes);
  core.se->memcpy_dtoh(core.devices[0], s, out, &m, sizeof out, core.status);
  sc_sleep_ms(20);
  CHECK(counters().kernels_run == k0.kernels_run); /* only queued */
  CHECK(out[0] == 0.0f && out[63] == 0.0f);
  for (int i = 0; i < 2; i++) sk_tensor_free(&core, 0, &t.in[i]);
  sc_gate_open(g);
  core.se->block_host_until_done(core.devices[0], s, core.status);
  CHECK(TF_GetCode(core.status) == TF_OK);
  CHECK(close_to(out, want, 64));
  SIMDEV_Counters k1 = counters();
  CHECK(k1.kernels_run == k0.kernels_run + 1);
  CHECK(k1.freed_while_in_use == k0.freed_while_in_use + 2);
  CHECK(k1.redzone_violations == k0.redzone_violations);
  t.r.n_inputs = 0; /* freed above */
  teardown(&t);
  sc_gate_free(g);
  core.se->destroy_stream(core.devices[0], s);
}

/* Two host threads, each with its own stream, chain MatMul -> AddV2 -> Relu
 * on their own tensors many times: every result right, no race (TSan). */
typedef struct {
  int ok, rounds;
  unsigned seed;
} chain_arg;

static void *chain_thread(void *p) {
  chain_arg *arg = p;
  TF_Status *st = TF_NewStatus(); /* core.status belongs to the main thread */
  SP_Stream s = NULL;
  core.se->create_stream(core.devices[0], &s, st);
  const int64_t dx[2] = {4, 8}, dw[2] = {8, 3}, db[1] = {3};
  float x[32], w[24], bias[3], out[12];
  double want[12];
  fill(x, 32, arg->seed);
  fill(w, 24, arg->seed + 1);
  fill(bias, 3, arg->seed + 2);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++) {
      double acc = 0;
      for (int p = 0; p < 8; p++) acc += (double)x[i * 8 + p] * w[p * 3 + j];
      acc += bias[j];
      want[i * 3 + j] = acc > 0 ? acc : 0;
    }
  arg->ok = 1;
  for (int r = 0; r < arg->rounds; r++) {
    TF_Tensor tx = sk_device_tensor(&core, 0, s, st, 2, dx, x);
    TF_Tensor tw = sk_device_tensor(&core, 0, s, st, 2, dw, w);
    TF_Tensor tb = sk_device_tensor(&core, 0, s, st, 1, db, bias);
    sk_run mm = {0}, add = {0}, relu = {0};
    mm.core = add.core = relu.core = &core;
    mm.stream = add.stream = relu.stream = s;
    mm.n_inputs = 2;
    mm.inputs[0] = &tx;
    mm.inputs[1] = &tw;
    mm.has_transpose_attrs = 1;
    arg->ok &= sk_compute(sk_find("MatMul"), &mm) && mm.code == TF_OK;
    add.n_inputs = 2;
    add.inputs[0] = &mm.output;
    add.inputs[1] = &tb;
    add.forward_ok = 1;
    arg->ok &= sk_compute(sk_find("AddV2"), &add) && add.code == TF_OK && add.forwarded == 0;
    relu.n_inputs = 1;
    relu.inputs[0] = &add.output;
    relu.forward_ok = 1;
    arg->ok &= sk_compute(sk_find("Relu"), &relu) && relu.code == TF_OK && relu.forwarded == 0;
    memset(out, 0, sizeof out);
    arg->ok &= sk_read(&core, 0, s, st, &relu.output, out);
    for (int i = 0; i < 12; i++)
      arg->ok &= fabs((double)out[i] - want[i]) <= 1e-4 * (1 + fabs(want[i]));
    sk_run_free(&mm); /* add and relu forwarded mm's buffer */
    sk_tensor_free(&core, 0, &tx);
    sk_tensor_free(&core, 0, &tw);
    sk_tensor_free(&core, 0, &tb);
  }
  core.se->destroy_stream(core.devices[0], s);
  TF_DeleteStatus(st);
  return NULL;
}

static void test_two_streams(void) {
  chain_arg args[2] = {{0, 200, 11}, {0, 200, 23}};
  pthread_t th[2];
  SIMDEV_Counters k0 = counters();
  for (int i = 0; i < 2; i++) pthread_create(&th[i], NULL, chain_thread, &args[i]);
  for (int i = 0; i < 2; i++) pthread_join(th[i], NULL);
  CHECK(args[0].ok && args[1].ok);
  SIMDEV_Counters k1 = counters();
  CHECK(k1.kernels_run == k0.kernels_run + 2 * 200 * 3);
  CHECK(k1.freed_while_in_use == k0.freed_while_in_use);
}

/* A profiling session around kernels on two streams of device 0: the
 * XSpace has one line per stream, each with its kernel's event (named
 * after the op, its output's bytes) between the copies it follows. */
static void profiler_call(void (*fn)(const TP_Profiler *, TF_Status *), const TP_Profiler *p,
                          TF_Code *code) {
  TF_Status *st = TF_NewStatus();
  fn(p, st);
  *code = TF_GetCode(st);
  TF_DeleteStatus(st);
}

static void test_profiled_per_stream(void) {
  void *sym = dlsym(core.dl, "TF_InitProfiler");
  TF_InitProfilerFn init = NULL;
  memcpy(&init, &sym, sizeof init);
  CHECK(init != NULL);
  if (init == NULL) return;
  TF_ProfilerRegistrationParams params;
  TP_Profiler prof;
  TP_ProfilerFns fns;
  memset(&params, 0, sizeof params);
  memset(&prof, 0, sizeof prof);
  memset(&fns, 0, sizeof fns);
  params.struct_size = TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE;
  prof.struct_size = TP_PROFILER_STRUCT_SIZE;
  fns.struct_size = TP_PROFILER_FNS_STRUCT_SIZE;
  params.profiler = &prof;
  params.profiler_fns = &fns;
  init(&params, core.status);
  CHECK(TF_GetCode(core.status) == TF_OK && fns.start && fns.stop && fns.collect_data_xspace);
  if (TF_GetCode(core.status) != TF_OK || !fns.start || !fns.stop || !fns.collect_data_xspace) return;

  SP_Stream s1 = sc_stream(&core, 0), s2 = sc_stream(&core, 0);
  const int64_t dv[1] = {256}, dm[2] = {4, 4};
  float v[256], m[16], out[256];
  fill(v, 256, 31);
  fill(m, 16, 32);
  TF_Code code;
  profiler_call(fns.start, &prof, &code);
  CHECK(code == TF_OK);
  run_t add, mm;
  setup(&add, s1, 2, 1, dv, v, 1, dv, v);
  setup(&mm, s2, 2, 2, dm, m, 2, dm, m);
  mm.r.has_transpose_attrs = 1;
  CHECK(sk_compute(kernel("AddV2"), &add.r) && add.r.code == TF_OK);
  CHECK(sk_compute(kernel("MatMul"), &mm.r) && mm.r.code == TF_OK);
  CHECK(sk_read(&core, 0, s1, core.status, &add.r.output, out));
  CHECK(sk_read(&core, 0, s2, core.status, &mm.r.output, out));
  profiler_call(fns.stop, &prof, &code);
  CHECK(code == TF_OK);
  size_t size = 0;
  fns.collect_data_xspace(&prof, NULL, &size, core.status);
  unsigned char *bytes = TF_GetCode(core.status) == TF_OK && size ? malloc(size) : NULL;
  if (bytes != NULL) fns.collect_data_xspace(&prof, bytes, &size, core.status);
  xsp_space x;
  char why[200];
  int parsed = bytes != NULL && TF_GetCode(core.status) == TF_OK &&
               xsp_parse(bytes, size, &x, why, sizeof why) == 0;
  CHECK(parsed);
  if (parsed) {
    /* Expected per line: htod, htod, the kernel, dtoh. */
    static const char *const want[2][4] = {{"memcpy_htod", "memcpy_htod", "AddV2", "memcpy_dtoh"},
                                           {"memcpy_htod", "memcpy_htod", "MatMul", "memcpy_dtoh"}};
    static const uint64_t kernel_bytes[2] = {256 * 4, 16 * 4};
    CHECK(x.nplanes == 1 && x.planes[0].nlines == 2);
    for (size_t l = 0; x.nplanes == 1 && l < x.planes[0].nlines && l < 2; l++) {
      const xsp_plane *plane = &x.planes[0];
      const xsp_line *line = &plane->lines[l];
      CHECK(line->nevents == 4);
      for (size_t e = 0; e < line->nevents && e < 4; e++) {
        const char *name = xsp_event_name(plane, line->events[e].metadata_id);
        if (name == NULL || strcmp(name, want[l][e]) != 0) {
          fprintf(stderr, "    line %zu event %zu: %s, want %s\n", l, e, name ? name : "(none)", want[l][e]);
          failed_checks++;
        }
        if (e == 2) {
          uint64_t by = 0;
          for (size_t i = 0; i < line->events[e].nstats; i++) {
            const char *sn = xsp_stat_name(plane, line->events[e].stats[i].metadata_id);
            if (sn && strcmp(sn, "bytes") == 0) by = line->events[e].stats[i].u;
          }
          CHECK(by == kernel_bytes[l]);
        }
      }
    }
    xsp_free(&x);
  }
  free(bytes);
  teardown(&add);
  teardown(&mm);
  core.se->destroy_stream(core.devices[0], s1);
  core.se->destroy_stream(core.devices[0], s2);
  if (params.destroy_profiler) params.destroy_profiler(&prof);
  if (params.destroy_profiler_fns) params.destroy_profiler_fns(&fns);
}

static void test_no_leaks(void) {
  SIMDEV_Counters k = counters();
  CHECK(sk_live_handles() == 0);
  CHECK(k.live_device_allocations == 0);
  CHECK(k.live_streams == 0);
  CHECK(k.ops_enqueued == k.ops_executed);
  CHECK(k.redzone_violations == 0 && k.invalid_handles == 0);
}

typedef struct {
  const char *name;
  void (*fn)(void);
} test_case;

int main(void) {
  setenv("SIMDEV_LOG", "0", 1);
  if (!sc_core_init(&core, &CORE_CURRENT)) {
    printf("0 passed, 1 failed\n");
    return 1;
  }
  g_dl = core.dl;
  int registered = sk_init_kernels(&core);
  const test_case tests[] = {
      {"registration", test_registration},
      {"add_same_shape", test_add_same_shape},
      {"add_broadcasts", test_add_broadcasts},
      {"add_incompatible_shapes", test_add_incompatible_shapes},
      {"add_empty", test_add_empty},
      {"relu", test_relu},
      {"matmul_transposes", test_matmul_transposes},
      {"matmul_bad_shapes", test_matmul_bad_shapes},
      {"unsizable_shapes", test_unsizable_shapes},
      {"no_stream_is_a_failure", test_no_stream_is_a_failure},
      {"host_tensor_refused", test_host_tensor_refused},
      {"runs_on_the_stream_in_order", test_runs_on_the_stream_in_order},
      {"two_streams", test_two_streams},
      {"profiled_per_stream", test_profiled_per_stream},
      {"no_leaks", test_no_leaks},
  };
  int passed = 0, failed = 0;
  if (registered != 3) {
    printf("FAIL TF_InitKernel registered %d kernels, want 3\n", registered);
    failed++;
  }
  for (size_t i = 0; i < sizeof tests / sizeof *tests; i++) {
    int before = failed_checks;
    tests[i].fn();
    if (failed_checks == before) {
      passed++;
      printf("PASS %s\n", tests[i].name);
    } else {
      failed++;
      printf("FAIL %s\n", tests[i].name);
    }
    fflush(stdout);
  }
  sc_core_teardown(&core);
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
