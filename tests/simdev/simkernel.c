/* The kernel runtime of the simdev tests (see simkernel.h). Each function
 * behaves as TensorFlow's kernels.cc / tf_tensor.cc describe it for the
 * cases simdev uses; what TensorFlow would CHECK-fail on is a status here.
 * These definitions are exported by the test executable (-rdynamic). */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simkernel.h"

struct TF_KernelBuilder {
  sk_kernel k;
};
struct TF_OpKernelConstruction {
  const sk_run *run;
  TF_Code code;
  char msg[512];
};
struct TF_OpKernelContext {
  sk_run *run;
};

static sk_kernel registry[SK_MAX_KERNELS];
static int n_registered;
static atomic_long live_handles;

long sk_live_handles(void) { return atomic_load(&live_handles); }

const sk_kernel *sk_find(const char *op) {
  for (int i = 0; i < n_registered; i++)
    if (strcmp(registry[i].op, op) == 0) return &registry[i];
  return NULL;
}

int sk_init_kernels(sc_core *c) {
  n_registered = 0;
  memset(registry, 0, sizeof registry);
  void *sym = dlsym(c->dl, "TF_InitKernel");
  TF_InitKernelFn init = NULL;
  memcpy(&init, &sym, sizeof init); /* object -> function pointer, POSIX way */
  if (init != NULL) init();
  return n_registered;
}

/* ---- kernels.h: registration ---------------------------------------------- */
TF_KernelBuilder *TF_NewKernelBuilder(const char *op_name, const char *device_name,
                                      void *(*create_func)(TF_OpKernelConstruction *),
                                      void (*compute_func)(void *, TF_OpKernelContext *),
                                      void (*delete_func)(void *)) {
  TF_KernelBuilder *b = calloc(1, sizeof *b);
  if (b == NULL) return NULL;
  snprintf(b->k.op, sizeof b->k.op, "%s", op_name);
  snprintf(b->k.device_type, sizeof b->k.device_type, "%s", device_name);
  b->k.create = create_func;
  b->k.compute = compute_func;
  b->k.destroy = delete_func;
  return b;
}

void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder *b, const char *attr_name,
                                     TF_DataType type, TF_Status *status) {
  snprintf(b->k.constraint_attr, sizeof b->k.constraint_attr, "%s", attr_name);
  b->k.constraint_type = type;
  b->k.n_constraints++;
  TF_SetStatus(status, TF_OK, "");
}

void TF_RegisterKernelBuilder(const char *kernel_name, TF_KernelBuilder *b,
                              TF_Status *status) {
  if (n_registered == SK_MAX_KERNELS) {
    TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "test registry full");
  } else {
    snprintf(b->k.kernel_name, sizeof b->k.kernel_name, "%s", kernel_name);
    registry[n_registered++] = b->k;
    TF_SetStatus(status, TF_OK, "");
  }
  free(b); /* the core owns the builder */
}

void TF_DeleteKernelBuilder(TF_KernelBuilder *b) { free(b); }

/* ---- kernels.h: construction ---------------------------------------------- */
void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction *kc, const char *attr_name,
                                         TF_Bool *val, TF_Status *status) {
  const sk_run *r = kc->run;
  if (r->has_transpose_attrs && strcmp(attr_name, "transpose_a") == 0) {
    *val = r->transpose_a;
  } else if (r->has_transpose_attrs && strcmp(attr_name, "transpose_b") == 0) {
    *val = r->transpose_b;
  } else {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "No attr named this in NodeDef");
    return;
  }
  TF_SetStatus(status, TF_OK, "");
}

void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction *kc, TF_Status *status) {
  kc->code = TF_GetCode(status);
  snprintf(kc->msg, sizeof kc->msg, "%s", TF_Message(status));
}

/* ---- kernels.h: compute --------------------------------------------------- */
/* A handle remembers its run, so each run counts its own handles (runs on
 * other threads do not disturb the count). */
typedef struct sk_handle {
  TF_Tensor t; /* first: the handle's address is the tensor's */
  sk_run *run;
} sk_handle;

static TF_Tensor *new_handle(sk_run *r, const TF_Tensor *t) {
  sk_handle *h = malloc(sizeof *h);
  if (h == NULL) return NULL;
  h->t = *t;
  h->run = r;
  atomic_fetch_add(&live_handles, 1);
  atomic_fetch_add(&r->live_handles, 1);
  return &h->t;
}

void TF_GetInput(TF_OpKernelContext *ctx, int i, TF_Tensor **tensor, TF_Status *status) {
  if (i < 0 || i >= ctx->run->n_inputs) {
    TF_SetStatus(status, TF_OUT_OF_RANGE, "input index out of range");
    return;
  }
  *tensor = new_handle(ctx->run, ctx->run->inputs[i]);
  TF_SetStatus(status, *tensor ? TF_OK : TF_RESOURCE_EXHAUSTED, "");
}

static int64_t elements_of(const int64_t *dims, int nd) {
  int64_t n = 1;
  for (int d = 0; d < nd; d++) n *= dims[d];
  return n;
}

TF_Tensor *TF_AllocateOutput(TF_OpKernelContext *ctx, int index, TF_DataType dtype,
                             const int64_t *dims, int num_dims, size_t len, TF_Status *status) {
  (void)len; /* TensorFlow ignores it too */
  sk_run *r = ctx->run;
  if (index != 0 || r->has_output || num_dims > SK_MAX_DIMS || dtype != TF_FLOAT) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "test runtime: one float output only");
    return NULL;
  }
  memset(&r->output, 0, sizeof r->output);
  r->output.dtype = dtype;
  r->output.nd = num_dims;
  if (num_dims > 0) memcpy(r->output.dims, dims, (size_t)num_dims * sizeof *dims);
  r->output.bytes = (size_t)elements_of(dims, num_dims) * sizeof(float);
  if (r->output.bytes != 0) {
    SP_DeviceMemoryBase m = sc_alloc(r->core, r->dev, r->output.bytes);
    if (m.opaque == NULL) {
      TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "device allocation failed");
      return NULL;
    }
    r->output.data = m.opaque;
  }
  r->has_output = 1;
  r->forwarded = -1;
  TF_SetStatus(status, TF_OK, "");
  return new_handle(r, &r->output);
}

TF_Tensor *TF_ForwardInputOrAllocateOutput(TF_OpKernelContext *ctx, const int *candidate_input_indices,
                                           int num_candidate_input_indices, int output_index,
                                           const int64_t *output_dims, int output_num_dims,
                                           int *forwarded_input, TF_Status *status) {
  sk_run *r = ctx->run;
  *forwarded_input = -1;
  for (int i = 0; r->forward_ok && i < num_candidate_input_indices; i++) {
    int in = candidate_input_indices[i];
    if (in < 0 || in >= r->n_inputs) continue;
    const TF_Tensor *t = r->inputs[in];
    if (t->nd != output_num_dims || t->dtype != TF_FLOAT ||
        (output_num_dims > 0 &&
         memcmp(t->dims, output_dims, (size_t)output_num_dims * sizeof *output_dims) != 0))
      continue;
    r->has_output = 1;
    r->forwarded = *forwarded_input = in;
    r->output = *t; /* shares the input's buffer */
    TF_SetStatus(status, TF_OK, "");
    return new_handle(r, &r->output);
  }
  return TF_AllocateOutput(ctx, output_index, TF_FLOAT, output_dims, output_num_dims, 0, status);
}

SP_Stream TF_GetStream(TF_OpKernelContext *ctx, TF_Status *status) {
  if (ctx->run->stream == NULL) {
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "Accessing device stream is not supported "
                 "for a CPU device.");
    return NULL;
  }
  TF_SetStatus(status, TF_OK, "");
  return ctx->run->stream;
}

void TF_OpKernelContext_Failure(TF_OpKernelContext *ctx, TF_Status *status) {
  ctx->run->code = TF_GetCode(status);
  snprintf(ctx->run->msg, sizeof ctx->run->msg, "%s", TF_Message(status));
}

/* ---- tf_tensor.h ------------------------------------------------------------ */
void *TF_TensorData(const TF_Tensor *t) { return t->data; }
size_t TF_TensorByteSize(const TF_Tensor *t) { return t->bytes; }
TF_DataType TF_TensorType(const TF_Tensor *t) { return t->dtype; }
int TF_NumDims(const TF_Tensor *t) { return t->nd; }
int64_t TF_Dim(const TF_Tensor *t, int dim_index) {
  return dim_index >= 0 && dim_index < t->nd ? t->dims[dim_index] : 0;
}
void TF_DeleteTensor(TF_Tensor *t) {
  if (t == NULL) return;
  sk_handle *h = (sk_handle *)(void *)t;
  atomic_fetch_sub(&live_handles, 1);
  atomic_fetch_sub(&h->run->live_handles, 1);
  free(h);
}

/* ---- the harness ------------------------------------------------------------ */
int64_t sk_elements(const TF_Tensor *t) { return elements_of(t->dims, t->nd); }

TF_Tensor sk_device_tensor(sc_core *c, int dev, SP_Stream s, TF_Status *st, int nd,
                           const int64_t *dims, const float *host) {
  TF_Tensor t;
  memset(&t, 0, sizeof t);
  t.dtype = TF_FLOAT;
  t.nd = nd;
  if (nd > 0) memcpy(t.dims, dims, (size_t)nd * sizeof *dims);
  t.bytes = (size_t)elements_of(dims, nd) * sizeof(float);
  if (t.bytes == 0) return t;
  SP_DeviceMemoryBase m = sc_alloc(c, dev, t.bytes);
  t.data = m.opaque;
  if (host != NULL && m.opaque != NULL)
    c->se->memcpy_htod(c->devices[dev], s, &m, host, t.bytes, st);
  return t;
}

void sk_tensor_free(sc_core *c, int dev, TF_Tensor *t) {
  if (t->data != NULL) {
    SP_DeviceMemoryBase m = sc_mem(t->data, t->bytes);
    sc_free(c, dev, &m);
  }
  t->data = NULL;
}

int sk_compute(const sk_kernel *k, sk_run *r) {
  atomic_store(&r->live_handles, 0);
  r->code = TF_OK;
  r->msg[0] = '\0';
  r->has_output = 0;
  r->forwarded = -1;
  void *state = NULL;
  if (k->create != NULL) {
    TF_OpKernelConstruction kc;
    memset(&kc, 0, sizeof kc);
    kc.run = r;
    state = k->create(&kc);
    if (kc.code != TF_OK) { /* TensorFlow does not compute a failed kernel */
      r->code = kc.code;
      snprintf(r->msg, sizeof r->msg, "%s", kc.msg);
      if (k->destroy != NULL) k->destroy(state);
      return atomic_load(&r->live_handles) == 0;
    }
  }
  TF_OpKernelContext ctx = {r};
  k->compute(state, &ctx);
  if (k->destroy != NULL) k->destroy(state);
  return atomic_load(&r->live_handles) == 0;
}

void sk_run_free(sk_run *r) {
  if (r->has_output && r->forwarded < 0) sk_tensor_free(r->core, r->dev, &r->output);
  r->has_output = 0;
}

int sk_read(sc_core *c, int dev, SP_Stream s, TF_Status *st, const TF_Tensor *t, float *host) {
  if (t->bytes == 0) return 1;
  SP_DeviceMemoryBase m = sc_mem(t->data, t->bytes);
  c->se->memcpy_dtoh(c->devices[dev], s, host, &m, t->bytes, st);
  if (TF_GetCode(st) != TF_OK) return 0;
  c->se->block_host_until_done(c->devices[dev], s, st);
  return TF_GetCode(st) == TF_OK;
}
