/* The kernel tests' plugin: the mini StreamExecutor plugin written the way
 * the docs say, with a kernel module (TF_InitKernel) registering AddV2,
 * Relu and MatMul for float32 on its device type. Each kernel reads its
 * inputs, asks the core for its output (TF_AllocateOutput, or
 * TF_ForwardInputOrAllocateOutput for Relu), and enqueues the arithmetic on
 * the stream TF_GetStream returns, as a real device's kernel launches; the
 * mini device's memory is host memory, so the stream's worker computes on
 * it directly. At most one KER_* switch is turned on from the command line
 * (tests/conform/module.mk), each one real defect. */
#define MINI_MIGRATED 1
/* This plugin exports its own kernel module (below), not the mini plugin's empty one. */
#define MINI_NO_KERNEL_MODULE 1
#include "mini_plugin.inc.c"
#include "kernel_api.h"

#ifndef KER_OVERRUN /* AddV2 writes 4 elements past its output */
#define KER_OVERRUN 0
#endif
#ifndef KER_WRONG /* AddV2 computes x * y */
#define KER_WRONG 0
#endif
#ifndef KER_LEAK /* AddV2 never deletes its inputs' handles */
#define KER_LEAK 0
#endif
#ifndef KER_NO_REASON /* Relu "fails" with an OK status */
#define KER_NO_REASON 0
#endif
#ifndef KER_WRONG_DEVICE /* MatMul registered for "GPU", which nothing provides here */
#define KER_WRONG_DEVICE 0
#endif
#ifndef KER_BAD_CONSTRAINT /* AddV2 constrained on "Tout", which AddV2 has not */
#define KER_BAD_CONSTRAINT 0
#endif
#ifndef KER_UNKNOWN_OP /* also registers a kernel for "Conv2D", not in the host's op table */
#define KER_UNKNOWN_OP 0
#endif
#ifndef KER_MISUSE /* MatMul asks for the type of output 3 (TensorFlow aborts) */
#define KER_MISUSE 0
#endif
#ifndef KER_IGNORES_TRANSPOSE /* MatMul never reads transpose_a / transpose_b */
#define KER_IGNORES_TRANSPOSE 0
#endif
#ifndef KER_TEMP_NO_SIZE /* MatMul's scratch with TF_AllocatorAttributes.struct_size 0 (refused) */
#define KER_TEMP_NO_SIZE 0
#endif

enum { K_ADD, K_RELU, K_MATMUL };

/* What one kernel launch computes, run by the stream's worker. */
typedef struct kjob {
  int kind;
  const float *a, *b;
  float *out;
  int64_t count;         /* K_ADD, K_RELU */
  int64_t m, k, n, lda, ldb; /* K_MATMUL */
  int ta, tb;
} kjob;

static void kjob_run(op *o) {
  kjob *j = o->arg;
  switch (j->kind) {
    case K_ADD:
      for (int64_t i = 0; i < j->count + (KER_OVERRUN ? 4 : 0); i++)
        j->out[i] = KER_WRONG ? j->a[i] * j->b[i] : j->a[i] + j->b[i];
      break;
    case K_RELU:
      for (int64_t i = 0; i < j->count; i++) j->out[i] = j->a[i] > 0 ? j->a[i] : 0.0f;
      break;
    default:
      for (int64_t r = 0; r < j->m; r++)
        for (int64_t c = 0; c < j->n; c++) {
          float sum = 0;
          for (int64_t q = 0; q < j->k; q++)
            sum += j->a[j->ta ? q * j->lda + r : r * j->lda + q] * j->b[j->tb ? c * j->ldb + q : q * j->ldb + c];
          j->out[r * j->n + c] = sum;
        }
  }
  free(j);
}

/* The launch: enqueued on the kernel's stream, behind the core's copies. */
static int launch(TF_OpKernelContext *ctx, kjob *j) {
  TF_Status *st = TF_NewStatus();
  SP_Stream s = TF_GetStream(ctx, st);
  int ok = TF_GetCode(st) == TF_OK && valid_stream(s);
  if (ok) {
    op *o = new_op(kjob_run);
    o->arg = j;
    submit(s, o);
  } else {
    TF_SetStatus(st, TF_INTERNAL, "MINI kernel: TF_GetStream gave no stream of this plugin");
    TF_OpKernelContext_Failure(ctx, st);
    free(j);
  }
  TF_DeleteStatus(st);
  return ok;
}

static void add_compute(void *state, TF_OpKernelContext *ctx) {
  (void)state;
  TF_Status *st = TF_NewStatus();
  TF_Tensor *x = NULL, *y = NULL, *z = NULL;
  TF_GetInput(ctx, 0, &x, st);
  if (TF_GetCode(st) == TF_OK) TF_GetInput(ctx, 1, &y, st);
  if (TF_GetCode(st) == TF_OK) {
    int64_t dims[4];
    int nd = TF_NumDims(x);
    for (int i = 0; i < nd && i < 4; i++) dims[i] = TF_Dim(x, i);
    z = TF_AllocateOutput(ctx, 0, TF_ExpectedOutputDataType(ctx, 0), dims, nd, TF_TensorByteSize(x), st);
  }
  if (TF_GetCode(st) == TF_OK) {
    kjob *j = calloc(1, sizeof *j);
    j->kind = K_ADD;
    j->a = TF_TensorData(x);
    j->b = TF_TensorData(y);
    j->out = TF_TensorData(z);
    j->count = TF_TensorElementCount(x);
    launch(ctx, j);
  } else {
    TF_OpKernelContext_Failure(ctx, st);
  }
  if (!KER_LEAK) {
    TF_DeleteTensor(x);
    TF_DeleteTensor(y);
  }
  TF_DeleteTensor(z);
  TF_DeleteStatus(st);
}

static void relu_compute(void *state, TF_OpKernelContext *ctx) {
  (void)state;
  TF_Status *st = TF_NewStatus();
  if (KER_NO_REASON) { /* "fails" without saying why */
    TF_OpKernelContext_Failure(ctx, st);
    TF_DeleteStatus(st);
    return;
  }
  TF_Tensor *x = NULL, *y = NULL;
  TF_GetInput(ctx, 0, &x, st);
  if (TF_GetCode(st) == TF_OK) {
    int64_t dims[4];
    int nd = TF_NumDims(x), forwarded = -1;
    for (int i = 0; i < nd && i < 4; i++) dims[i] = TF_Dim(x, i);
    const int candidates[] = {0};
    y = TF_ForwardInputOrAllocateOutput(ctx, candidates, 1, 0, dims, nd, &forwarded, st);
  }
  if (TF_GetCode(st) == TF_OK) {
    kjob *j = calloc(1, sizeof *j);
    j->kind = K_RELU;
    j->a = TF_TensorData(x);
    j->out = TF_TensorData(y);
    j->count = TF_TensorElementCount(x);
    launch(ctx, j);
  } else {
    TF_OpKernelContext_Failure(ctx, st);
  }
  TF_DeleteTensor(x);
  TF_DeleteTensor(y);
  TF_DeleteStatus(st);
}

typedef struct matmul_state {
  TF_Bool ta, tb;
} matmul_state;

static void *matmul_create(TF_OpKernelConstruction *kc) {
  matmul_state *s = calloc(1, sizeof *s);
  if (!KER_IGNORES_TRANSPOSE) {
    TF_Status *st = TF_NewStatus();
    TF_OpKernelConstruction_GetAttrBool(kc, "transpose_a", &s->ta, st);
    if (TF_GetCode(st) == TF_OK) TF_OpKernelConstruction_GetAttrBool(kc, "transpose_b", &s->tb, st);
    if (TF_GetCode(st) != TF_OK) TF_OpKernelConstruction_Failure(kc, st);
    TF_DeleteStatus(st);
  }
  return s;
}

static void matmul_delete(void *state) { free(state); }

static void matmul_compute(void *state, TF_OpKernelContext *ctx) {
  const matmul_state *s = state;
  TF_Status *st = TF_NewStatus();
  TF_Tensor *a = NULL, *b = NULL, *c = NULL, *scratch = NULL;
  if (KER_MISUSE) (void)TF_ExpectedOutputDataType(ctx, 3);
  TF_GetInput(ctx, 0, &a, st);
  if (TF_GetCode(st) == TF_OK) TF_GetInput(ctx, 1, &b, st);
  int64_t m = 0, k = 0, n = 0;
  if (TF_GetCode(st) == TF_OK) {
    m = TF_Dim(a, s->ta ? 1 : 0);
    k = TF_Dim(a, s->ta ? 0 : 1);
    n = TF_Dim(b, s->tb ? 0 : 1);
    if (TF_Dim(b, s->tb ? 1 : 0) != k) TF_SetStatus(st, TF_INVALID_ARGUMENT, "MatMul: inner dimensions differ");
  }
  if (TF_GetCode(st) == TF_OK) {
    /* A scratch tensor in device memory, as a tiled kernel would use. */
    TF_AllocatorAttributes attrs = {KER_TEMP_NO_SIZE ? 0 : TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE, 0};
    int64_t tdims[1] = {n};
    scratch = TF_AllocateTemp(ctx, TF_FLOAT, tdims, 1, &attrs, st);
  }
  if (TF_GetCode(st) == TF_OK) {
    int64_t dims[2] = {m, n};
    c = TF_AllocateOutput(ctx, 0, TF_FLOAT, dims, 2, 0, st);
  }
  if (TF_GetCode(st) == TF_OK) {
    kjob *j = calloc(1, sizeof *j);
    j->kind = K_MATMUL;
    j->a = TF_TensorData(a);
    j->b = TF_TensorData(b);
    j->out = TF_TensorData(c);
    j->m = m, j->k = k, j->n = n;
    j->lda = TF_Dim(a, 1);
    j->ldb = TF_Dim(b, 1);
    j->ta = s->ta, j->tb = s->tb;
    launch(ctx, j);
  } else {
    TF_OpKernelContext_Failure(ctx, st);
  }
  TF_DeleteTensor(a);
  TF_DeleteTensor(b);
  TF_DeleteTensor(c);
  TF_DeleteTensor(scratch);
  TF_DeleteStatus(st);
}

static void reg(const char *op, const char *device, const char *name, void *(*create)(TF_OpKernelConstruction *),
                void (*compute)(void *, TF_OpKernelContext *), void (*destroy)(void *), const char *attr) {
  TF_Status *st = TF_NewStatus();
  TF_KernelBuilder *b = TF_NewKernelBuilder(op, device, create, compute, destroy);
  TF_KernelBuilder_TypeConstraint(b, attr, TF_FLOAT, st);
  if (TF_GetCode(st) == TF_OK) TF_RegisterKernelBuilder(name, b, st);
  else TF_DeleteKernelBuilder(b);
  TF_DeleteStatus(st);
}

SE_PLUGIN_EXPORT void TF_InitKernel(void) {
  reg("AddV2", MINI_TYPE, "MiniAddV2", NULL, add_compute, NULL, KER_BAD_CONSTRAINT ? "Tout" : "T");
  reg("Relu", MINI_TYPE, "MiniRelu", NULL, relu_compute, NULL, "T");
  reg("MatMul", KER_WRONG_DEVICE ? "GPU" : MINI_TYPE, "MiniMatMul", matmul_create, matmul_compute, matmul_delete, "T");
  if (KER_UNKNOWN_OP) reg("Conv2D", MINI_TYPE, "MiniConv2D", NULL, relu_compute, NULL, "T");
}
