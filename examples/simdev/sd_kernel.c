/* The kernel module: TF_InitKernel registers float32 AddV2, Relu and MatMul
 * for simdev's device type (SD_PLATFORM_TYPE), through TensorFlow's kernel
 * C API (kernel_api.h: kernels.h and tf_tensor.h as TensorFlow declares
 * them).
 *
 * A compute call does what a GPU kernel does: it checks its inputs, gets
 * its output, and ENQUEUES the arithmetic on the SP_Stream TF_GetStream
 * returns (an SD_OP_KERNEL op), then returns. The stream's worker runs it
 * in stream order with the copies before and after it, and the profile and
 * the trace show it on that stream like any other op (its name is the op's:
 * "AddV2", "Relu", "MatMul").
 *
 * Tensor lifetime. TensorFlow keeps a kernel's buffers alive only as long as
 * its own reference counting says so; for a device that computes
 * asynchronously it relies on stream order (a freed buffer is reused only by
 * work queued later on the same stream) and on the device context keeping
 * buffers until the stream syncs. simdev does not depend on either: before
 * compute returns it takes everything the worker needs -- the host pointers
 * behind the tensors' device addresses, each range PINNED in its allocation
 * (sd_stream_pin, as copies pin theirs), and the shapes by value -- and then
 * deletes every TF_Tensor handle it got. A pinned allocation's memory stays
 * valid until the op ran even if the core deallocates it earlier (that is
 * counted as freed_while_in_use: on real hardware it would be a race), so
 * compute never has to block on the stream. Nothing the worker reads
 * belongs to the core.
 *
 * Device addresses are not host pointers (sd_memory.c: a tag in the top
 * byte), so a tensor's TF_TensorData must be a simdev device address; the
 * pin turns it into the simulated memory's host address. A tensor elsewhere
 * (host memory, another plugin's) is refused with INVALID_ARGUMENT.
 *
 * Imports. The kernel API is imported WEAKLY (#pragma weak below): a core
 * that does not drive the kernel module need not export it, so
 * libsimdev.so still loads in a core that exports only the framework's
 * status functions. TF_InitKernel checks that every function it will call
 * resolved and registers nothing (with a log line) when one did not: it
 * cannot report failure, TensorFlow calls it with no arguments.
 *
 * Shapes. AddV2 broadcasts as TensorFlow does (numpy rules, up to 8 dims);
 * incompatible shapes fail with INVALID_ARGUMENT naming both. MatMul takes
 * two matrices (transpose_a / transpose_b from the node's attrs) whose inner
 * dimensions agree; anything else fails with INVALID_ARGUMENT. Every
 * failure goes through TF_OpKernelContext_Failure; nothing is enqueued. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_api.h"
#include "sd_internal.h"

/* The kernel API is the core's to provide: weak, so its absence leaves the
 * references NULL instead of failing dlopen (see above). */
#pragma weak TF_NewKernelBuilder
#pragma weak TF_KernelBuilder_TypeConstraint
#pragma weak TF_RegisterKernelBuilder
#pragma weak TF_DeleteKernelBuilder
#pragma weak TF_OpKernelConstruction_GetAttrBool
#pragma weak TF_OpKernelConstruction_Failure
#pragma weak TF_GetInput
#pragma weak TF_AllocateOutput
#pragma weak TF_ForwardInputOrAllocateOutput
#pragma weak TF_GetStream
#pragma weak TF_OpKernelContext_Failure
#pragma weak TF_TensorData
#pragma weak TF_TensorByteSize
#pragma weak TF_TensorType
#pragma weak TF_NumDims
#pragma weak TF_Dim
#pragma weak TF_DeleteTensor

#define SD_KERNEL_MAX_DIMS 8
#define SD_KERNEL_MAX_PINS 3

typedef enum sd_kernel_kind {
  SD_KERNEL_ADD,
  SD_KERNEL_RELU,
  SD_KERNEL_MATMUL
} sd_kernel_kind;

/* Everything the worker needs, taken before compute returned. */
struct sd_kernel_job {
  sd_kernel_kind kind;
  int n_pins;
  sd_pin pin[SD_KERNEL_MAX_PINS]; /* inputs, then the output */
  const float *a, *b;
  float *out;
  uint64_t count; /* output elements */
  /* AddV2: the output's dims and each input's strides over them (0 where
   * the input is broadcast); `same` when no broadcasting is needed, `a_one`
   * / `b_one` when that input is a single element. */
  int rank, same, a_one, b_one;
  int64_t dims[SD_KERNEL_MAX_DIMS];
  int64_t a_stride[SD_KERNEL_MAX_DIMS], b_stride[SD_KERNEL_MAX_DIMS];
  /* MatMul: out[m x n] = op(a)[m x k] * op(b)[k x n]. */
  uint64_t m, k, n;
  int transpose_a, transpose_b;
};

/* MatMul's state, made from the node's attrs. */
typedef struct sd_matmul {
  TF_Bool transpose_a, transpose_b;
} sd_matmul;

/* ---- worker side ------------------------------------------------------- */
static void run_add(const sd_kernel_job *j) {
  const float *a = j->a, *b = j->b;
  float *out = j->out;
  uint64_t n = j->count;
  if (j->same) {
    for (uint64_t i = 0; i < n; i++) out[i] = a[i] + b[i];
  } else if (j->b_one) {
    float y = b[0];
    for (uint64_t i = 0; i < n; i++) out[i] = a[i] + y;
  } else if (j->a_one) {
    float x = a[0];
    for (uint64_t i = 0; i < n; i++) out[i] = x + b[i];
  } else {
    /* An odometer over the output's index: the inputs' offsets move by
     * their strides, which are 0 along broadcast dimensions. */
    int64_t idx[SD_KERNEL_MAX_DIMS] = {0};
    int64_t ia = 0, ib = 0;
    for (uint64_t i = 0; i < n; i++) {
      out[i] = a[ia] + b[ib];
      for (int d = j->rank - 1; d >= 0; d--) {
        ia += j->a_stride[d];
        ib += j->b_stride[d];
        if (++idx[d] < j->dims[d]) break;
        ia -= j->a_stride[d] * j->dims[d];
        ib -= j->b_stride[d] * j->dims[d];
        idx[d] = 0;
      }
    }
  }
}

static void run_relu(const sd_kernel_job *j) {
  const float *a = j->a;
  float *out = j->out;
  for (uint64_t i = 0; i < j->count; i++) out[i] = a[i] > 0.0f ? a[i] : 0.0f;
}

static void run_matmul(const sd_kernel_job *j) {
  const float *a = j->a, *b = j->b;
  float *out = j->out;
  uint64_t m = j->m, k = j->k, n = j->n;
  for (uint64_t i = 0; i < m; i++) {
    float *row = out + i * n;
    for (uint64_t c = 0; c < n; c++) row[c] = 0.0f;
    for (uint64_t p = 0; p < k; p++) {
      float x = j->transpose_a ? a[p * m + i] : a[i * k + p];
      if (j->transpose_b)
        for (uint64_t c = 0; c < n; c++) row[c] += x * b[c * k + p];
      else
        for (uint64_t c = 0; c < n; c++) row[c] += x * b[p * n + c];
    }
  }
}

void sd_kernel_execute(sd_kernel_job *job, int skip) {
  if (job == NULL) return;
  if (!skip) {
    switch (job->kind) {
      case SD_KERNEL_ADD: run_add(job); break;
      case SD_KERNEL_RELU: run_relu(job); break;
      case SD_KERNEL_MATMUL: run_matmul(job); break;
    }
    SD_COUNT_ADD(kernels_run, 1);
  }
  for (int i = 0; i < job->n_pins; i++) sd_memory_unpin(&job->pin[i]);
  free(job);
}

/* ---- compute side ------------------------------------------------------ */
/* The tensors one computation got; every one is deleted when it ends. */
typedef struct sd_compute {
  const char *op;
  TF_OpKernelContext *ctx;
  TF_Status *status;
  TF_Tensor *in[2], *out;
} sd_compute;

/* A tensor's shape as "[2,3]" for messages. */
static void shape_text(TF_Tensor *t, char *buf, size_t size) {
  size_t used = 0;
  int nd = TF_NumDims(t);
  used += (size_t)snprintf(buf, size, "[");
  for (int d = 0; d < nd && used < size; d++)
    used += (size_t)snprintf(buf + used, size - used, "%s%" PRId64,
                             d ? "," : "", TF_Dim(t, d));
  if (used < size) snprintf(buf + used, size - used, "]");
}

/* The number of floats of a shape, 0 with *ok cleared when a dimension is
 * negative or the byte count does not fit 64 bits: such a shape is refused
 * before anything is allocated, pinned or computed. */
static uint64_t shape_floats(const int64_t *dims, int nd, int *ok) {
  uint64_t n = 1;
  for (int d = 0; d < nd; d++) {
    if (dims[d] < 0 || (dims[d] != 0 && n > (UINT64_MAX / sizeof(float)) / (uint64_t)dims[d])) {
      *ok = 0;
      return 0;
    }
    n *= (uint64_t)dims[d];
  }
  return n;
}

static uint64_t element_count(TF_Tensor *t) {
  int64_t dims[SD_KERNEL_MAX_DIMS];
  int nd = TF_NumDims(t), ok = 1;
  for (int d = 0; d < nd; d++) dims[d] = TF_Dim(t, d);
  return shape_floats(dims, nd, &ok);
}

/* A shape the kernel can size: INVALID_ARGUMENT naming `what` otherwise. */
static int sizable(sd_compute *c, const char *what, const int64_t *dims, int nd) {
  int ok = 1;
  shape_floats(dims, nd, &ok);
  if (!ok)
    sd_status(c->status, TF_INVALID_ARGUMENT,
              "%s: %s has a negative dimension or more elements than can be "
              "addressed",
              c->op, what);
  return ok;
}

static int get_input(sd_compute *c, int i) {
  TF_GetInput(c->ctx, i, &c->in[i], c->status);
  if (TF_GetCode(c->status) != TF_OK) {
    /* The core's message is kept, after the op's name. */
    char why[400];
    snprintf(why, sizeof why, "%s", TF_Message(c->status));
    sd_status(c->status, TF_GetCode(c->status), "%s: input %d: %s", c->op, i,
              why);
    return 0;
  }
  if (c->in[i] == NULL) {
    sd_status(c->status, TF_INTERNAL, "%s: TF_GetInput(%d) gave no tensor",
              c->op, i);
    return 0;
  }
  if (TF_TensorType(c->in[i]) != TF_FLOAT) {
    sd_status(c->status, TF_INVALID_ARGUMENT,
              "%s: input %d has dtype %d; simdev's kernel is float32 only",
              c->op, i, (int)TF_TensorType(c->in[i]));
    return 0;
  }
  if (TF_NumDims(c->in[i]) < 0 || TF_NumDims(c->in[i]) > SD_KERNEL_MAX_DIMS) {
    sd_status(c->status, TF_UNIMPLEMENTED,
              "%s: input %d has %d dimensions; simdev's kernels take 0..%d",
              c->op, i, TF_NumDims(c->in[i]), SD_KERNEL_MAX_DIMS);
    return 0;
  }
  int64_t dims[SD_KERNEL_MAX_DIMS];
  for (int d = 0; d < TF_NumDims(c->in[i]); d++) dims[d] = TF_Dim(c->in[i], d);
  return sizable(c, i == 0 ? "input 0" : "input 1", dims, TF_NumDims(c->in[i]));
}

static int got_output(sd_compute *c) {
  if (TF_GetCode(c->status) != TF_OK) {
    char why[400];
    snprintf(why, sizeof why, "%s", TF_Message(c->status));
    sd_status(c->status, TF_GetCode(c->status), "%s: output: %s", c->op, why);
    return 0;
  }
  if (c->out == NULL) {
    sd_status(c->status, TF_INTERNAL, "%s: the core gave no output tensor",
              c->op);
    return 0;
  }
  return 1;
}

/* Pins `t` (count floats) for the op being written on `s` (producer lock
 * held) and returns its host address through *ptr. */
static int pin_tensor(sd_compute *c, sd_stream *s, sd_kernel_job *job,
                      TF_Tensor *t, uint64_t count, const char *what,
                      void **ptr) {
  uint64_t addr = (uint64_t)(uintptr_t)TF_TensorData(t);
  uint64_t bytes = count * sizeof(float);
  if (TF_TensorByteSize(t) < bytes) {
    sd_status(c->status, TF_INVALID_ARGUMENT,
              "%s: %s holds %zu bytes, its shape needs %" PRIu64, c->op, what,
              TF_TensorByteSize(t), bytes);
    return 0;
  }
  if (!sd_is_device_address(addr)) {
    sd_status(c->status, TF_INVALID_ARGUMENT,
              "%s: %s's data %p is not simdev device memory", c->op, what,
              TF_TensorData(t));
    return 0;
  }
  char msg[512];
  TF_Code code = sd_stream_pin(s, addr, bytes, c->op, what,
                               &job->pin[job->n_pins], msg, sizeof msg);
  if (code != TF_OK) {
    sd_status(c->status, code, "%s", msg);
    return 0;
  }
  *ptr = job->pin[job->n_pins++].ptr;
  return 1;
}

/* Enqueues `job` (its shapes set) on the kernel's stream, with its
 * tensors pinned: the inputs (in[i], in_count[i] floats each), then the
 * output (c->out, job->count floats). Takes ownership of job. */
static void enqueue(sd_compute *c, sd_kernel_job *job, int n_inputs,
                    const uint64_t *in_count) {
  SP_Stream stream = TF_GetStream(c->ctx, c->status);
  if (TF_GetCode(c->status) != TF_OK) {
    char why[400];
    snprintf(why, sizeof why, "%s", TF_Message(c->status));
    sd_status(c->status, TF_GetCode(c->status), "%s: TF_GetStream: %s", c->op,
              why);
    free(job);
    return;
  }
  /* Borrowed for this call: the core keeps its stream alive while a
   * kernel computes on it. */
  sd_stream *s = (sd_stream *)sd_handle_check(stream, SD_KIND_STREAM);
  if (s == NULL) {
    sd_status(c->status, TF_INVALID_ARGUMENT,
              "%s: TF_GetStream gave %p, not a live simdev stream", c->op,
              (void *)stream);
    free(job);
    return;
  }
  char msg[512];
  TF_Code code;
  sd_op *op = sd_stream_begin(s, SD_OP_KERNEL, c->op, &code, msg, sizeof msg);
  if (op == NULL) {
    sd_status(c->status, code, "%s", msg);
    free(job);
    return;
  }
  static const char *const input_name[2] = {"input 0", "input 1"};
  void *ptr[2] = {NULL, NULL}, *out = NULL;
  int ok = 1;
  for (int i = 0; ok && i < n_inputs; i++)
    ok = pin_tensor(c, s, job, c->in[i], in_count[i], input_name[i], &ptr[i]);
  if (ok) ok = pin_tensor(c, s, job, c->out, job->count, "output", &out);
  if (!ok) {
    sd_stream_cancel(s);
    for (int i = 0; i < job->n_pins; i++) sd_memory_unpin(&job->pin[i]);
    free(job);
    return;
  }
  job->a = (const float *)ptr[0];
  job->b = (const float *)ptr[1];
  job->out = (float *)out;
  op->u.kernel.job = job;
  op->u.kernel.bytes = job->count * sizeof(float);
  sd_stream_commit(s);
  sd_status_ok(c->status);
}

static sd_kernel_job *new_job(sd_compute *c, sd_kernel_kind kind) {
  sd_kernel_job *job = (sd_kernel_job *)calloc(1, sizeof *job);
  if (job == NULL)
    sd_status(c->status, TF_RESOURCE_EXHAUSTED,
              "%s: out of host memory for the kernel's queue entry", c->op);
  else
    job->kind = kind;
  return job;
}

static int begin(sd_compute *c, const char *op, TF_OpKernelContext *ctx) {
  memset(c, 0, sizeof *c);
  c->op = op;
  c->ctx = ctx;
  c->status = TF_NewStatus();
  return c->status != NULL; /* without one, nothing can even be reported */
}

/* Reports a failure (if any) and deletes every tensor the computation got. */
static void finish(sd_compute *c) {
  if (TF_GetCode(c->status) != TF_OK)
    TF_OpKernelContext_Failure(c->ctx, c->status);
  for (int i = 0; i < 2; i++)
    if (c->in[i] != NULL) TF_DeleteTensor(c->in[i]);
  if (c->out != NULL) TF_DeleteTensor(c->out);
  TF_DeleteStatus(c->status);
}

/* ---- per-op computes --------------------------------------------------- */
/* AddV2's output shape by TensorFlow's broadcasting rules (dims aligned at
 * the right; each pair equal or one of them 1), with the inputs' strides
 * over it. 0 when the shapes are incompatible. */
static int broadcast(TF_Tensor *a, TF_Tensor *b, sd_kernel_job *job) {
  int ra = TF_NumDims(a), rb = TF_NumDims(b);
  int r = ra > rb ? ra : rb;
  job->rank = r;
  int64_t sa = 1, sb = 1;
  for (int d = r - 1; d >= 0; d--) {
    int ia = d - (r - ra), ib = d - (r - rb);
    int64_t da = ia >= 0 ? TF_Dim(a, ia) : 1, db = ib >= 0 ? TF_Dim(b, ib) : 1;
    if (da != db && da != 1 && db != 1) return 0;
    job->dims[d] = da == 1 ? db : da;
    job->a_stride[d] = da == 1 ? 0 : sa;
    job->b_stride[d] = db == 1 ? 0 : sb;
    sa *= da;
    sb *= db;
  }
  return 1;
}

static void add_compute(void *kernel, TF_OpKernelContext *ctx) {
  (void)kernel;
  sd_compute c;
  if (!begin(&c, "AddV2", ctx)) return;
  sd_kernel_job *job = NULL;
  if (!get_input(&c, 0) || !get_input(&c, 1) ||
      (job = new_job(&c, SD_KERNEL_ADD)) == NULL)
    goto done;
  if (!broadcast(c.in[0], c.in[1], job)) {
    char sa[160], sb[160];
    shape_text(c.in[0], sa, sizeof sa);
    shape_text(c.in[1], sb, sizeof sb);
    sd_status(c.status, TF_INVALID_ARGUMENT,
              "AddV2: incompatible shapes: %s vs. %s", sa, sb);
    free(job);
    goto done;
  }
  uint64_t count[2] = {element_count(c.in[0]), element_count(c.in[1])};
  if (!sizable(&c, "the broadcast output", job->dims, job->rank)) {
    free(job);
    goto done;
  }
  int ok = 1;
  job->count = shape_floats(job->dims, job->rank, &ok);
  job->same = count[0] == job->count && count[1] == job->count;
  job->a_one = count[0] == 1;
  job->b_one = count[1] == 1;
  /* An input of the output's shape may become the output: the sum is
   * written element by element over the element it reads. */
  static const int candidates[2] = {0, 1};
  int forwarded = -1;
  c.out = TF_ForwardInputOrAllocateOutput(ctx, candidates, 2, 0, job->dims,
                                          job->rank, &forwarded, c.status);
  if (!got_output(&c)) {
    free(job);
    goto done;
  }
  if (job->count == 0) { /* nothing to compute */
    free(job);
    goto done;
  }
  enqueue(&c, job, 2, count);
done:
  finish(&c);
}

static void relu_compute(void *kernel, TF_OpKernelContext *ctx) {
  (void)kernel;
  sd_compute c;
  if (!begin(&c, "Relu", ctx)) return;
  sd_kernel_job *job = NULL;
  if (!get_input(&c, 0) || (job = new_job(&c, SD_KERNEL_RELU)) == NULL)
    goto done;
  int nd = TF_NumDims(c.in[0]);
  int64_t dims[SD_KERNEL_MAX_DIMS];
  for (int d = 0; d < nd; d++) dims[d] = TF_Dim(c.in[0], d);
  job->count = element_count(c.in[0]);
  static const int candidates[1] = {0};
  int forwarded = -1;
  c.out = TF_ForwardInputOrAllocateOutput(ctx, candidates, 1, 0, dims, nd,
                                          &forwarded, c.status);
  if (!got_output(&c) || job->count == 0) {
    free(job);
    goto done;
  }
  uint64_t count[1] = {job->count};
  enqueue(&c, job, 1, count);
done:
  finish(&c);
}

static void *matmul_create(TF_OpKernelConstruction *kc) {
  TF_Status *st = TF_NewStatus();
  if (st == NULL) return NULL;
  sd_matmul *k = (sd_matmul *)calloc(1, sizeof *k);
  if (k == NULL) {
    sd_status(st, TF_RESOURCE_EXHAUSTED, "MatMul: out of host memory");
  } else {
    TF_OpKernelConstruction_GetAttrBool(kc, "transpose_a", &k->transpose_a, st);
    if (TF_GetCode(st) == TF_OK)
      TF_OpKernelConstruction_GetAttrBool(kc, "transpose_b", &k->transpose_b,
                                          st);
    if (TF_GetCode(st) != TF_OK) {
      char why[400];
      snprintf(why, sizeof why, "%s", TF_Message(st));
      sd_status(st, TF_GetCode(st), "MatMul: attrs transpose_a/transpose_b: %s",
                why);
    }
  }
  if (TF_GetCode(st) != TF_OK) {
    TF_OpKernelConstruction_Failure(kc, st);
    free(k);
    k = NULL;
  }
  TF_DeleteStatus(st);
  return k;
}

static void matmul_delete(void *kernel) { free(kernel); }

static void matmul_compute(void *kernel, TF_OpKernelContext *ctx) {
  const sd_matmul *k = (const sd_matmul *)kernel;
  sd_compute c;
  if (!begin(&c, "MatMul", ctx)) return;
  sd_kernel_job *job = NULL;
  if (k == NULL) { /* its construction failed, yet it is asked to compute */
    sd_status(c.status, TF_FAILED_PRECONDITION,
              "MatMul: the kernel's construction failed; nothing to run");
    goto done;
  }
  if (!get_input(&c, 0) || !get_input(&c, 1) ||
      (job = new_job(&c, SD_KERNEL_MATMUL)) == NULL)
    goto done;
  if (TF_NumDims(c.in[0]) != 2 || TF_NumDims(c.in[1]) != 2) {
    char sa[160], sb[160];
    shape_text(c.in[0], sa, sizeof sa);
    shape_text(c.in[1], sb, sizeof sb);
    sd_status(c.status, TF_INVALID_ARGUMENT,
              "MatMul: both inputs must be matrices, got %s and %s", sa, sb);
    free(job);
    goto done;
  }
  job->transpose_a = k->transpose_a != 0;
  job->transpose_b = k->transpose_b != 0;
  int64_t a0 = TF_Dim(c.in[0], 0), a1 = TF_Dim(c.in[0], 1);
  int64_t b0 = TF_Dim(c.in[1], 0), b1 = TF_Dim(c.in[1], 1);
  int64_t m = job->transpose_a ? a1 : a0, ka = job->transpose_a ? a0 : a1;
  int64_t kb = job->transpose_b ? b1 : b0, n = job->transpose_b ? b0 : b1;
  if (ka != kb) {
    sd_status(c.status, TF_INVALID_ARGUMENT,
              "MatMul: inner dimensions differ: a is [%" PRId64 ",%" PRId64
              "]%s, b is [%" PRId64 ",%" PRId64 "]%s (%" PRId64 " vs %" PRId64
              ")",
              a0, a1, job->transpose_a ? " transposed" : "", b0, b1,
              job->transpose_b ? " transposed" : "", ka, kb);
    free(job);
    goto done;
  }
  int64_t dims[2] = {m, n};
  if (!sizable(&c, "the output", dims, 2)) {
    free(job);
    goto done;
  }
  job->m = (uint64_t)m;
  job->k = (uint64_t)ka;
  job->n = (uint64_t)n;
  job->count = job->m * job->n;
  /* No forwarding: every output element reads a whole row and column. */
  c.out = TF_AllocateOutput(ctx, 0, TF_FLOAT, dims, 2,
                            (size_t)job->count * sizeof(float), c.status);
  if (!got_output(&c) || job->count == 0) {
    free(job);
    goto done;
  }
  /* k == 0: the product is all zeros, still written on the stream. */
  uint64_t count[2] = {job->m * job->k, job->k * job->n};
  enqueue(&c, job, job->k == 0 ? 0 : 2, count);
done:
  finish(&c);
}

/* ---- registration ------------------------------------------------------ */
/* Every kernel-API function compute or registration calls: all must have
 * resolved (weak imports) before anything is registered. */
static const char *missing_function(void) {
#define SD_NEED(fn) \
  if (&fn == NULL) return #fn
  SD_NEED(TF_NewKernelBuilder);
  SD_NEED(TF_KernelBuilder_TypeConstraint);
  SD_NEED(TF_RegisterKernelBuilder);
  SD_NEED(TF_DeleteKernelBuilder);
  SD_NEED(TF_OpKernelConstruction_GetAttrBool);
  SD_NEED(TF_OpKernelConstruction_Failure);
  SD_NEED(TF_GetInput);
  SD_NEED(TF_AllocateOutput);
  SD_NEED(TF_ForwardInputOrAllocateOutput);
  SD_NEED(TF_GetStream);
  SD_NEED(TF_OpKernelContext_Failure);
  SD_NEED(TF_TensorData);
  SD_NEED(TF_TensorByteSize);
  SD_NEED(TF_TensorType);
  SD_NEED(TF_NumDims);
  SD_NEED(TF_Dim);
  SD_NEED(TF_DeleteTensor);
#undef SD_NEED
  return NULL;
}

static void register_kernel(const char *op, const char *kernel_name,
                            void *(*create)(TF_OpKernelConstruction *),
                            void (*compute)(void *, TF_OpKernelContext *),
                            void (*destroy)(void *), TF_Status *st) {
  TF_KernelBuilder *b =
      TF_NewKernelBuilder(op, SD_PLATFORM_TYPE, create, compute, destroy);
  if (b == NULL) {
    sd_log(1, "TF_InitKernel: TF_NewKernelBuilder(%s) gave no builder", op);
    return;
  }
  TF_KernelBuilder_TypeConstraint(b, "T", TF_FLOAT, st);
  if (TF_GetCode(st) != TF_OK) {
    sd_log(1, "TF_InitKernel: %s: type constraint T=float refused: %s", op,
           TF_Message(st));
    TF_DeleteKernelBuilder(b);
    return;
  }
  TF_RegisterKernelBuilder(kernel_name, b, st); /* takes the builder */
  if (TF_GetCode(st) != TF_OK) {
    sd_log(1, "TF_InitKernel: registering %s refused: %s", kernel_name,
           TF_Message(st));
    return;
  }
  SD_COUNT_ADD(kernels_registered, 1);
}

void TF_InitKernel(void) {
  const char *missing = missing_function();
  if (missing != NULL) {
    sd_log(1, "TF_InitKernel: the core does not provide %s; no kernels "
           "registered", missing);
    return;
  }
  TF_Status *st = TF_NewStatus();
  if (st == NULL) {
    sd_log(1, "TF_InitKernel: no memory for a TF_Status; no kernels "
           "registered");
    return;
  }
  register_kernel("AddV2", "SimdevAddV2", NULL, add_compute, NULL, st);
  register_kernel("Relu", "SimdevRelu", NULL, relu_compute, NULL, st);
  register_kernel("MatMul", "SimdevMatMul", matmul_create, matmul_compute,
                  matmul_delete, st);
  TF_DeleteStatus(st);
}
