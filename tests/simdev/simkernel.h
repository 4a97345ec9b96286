/* A small kernel runtime for the simdev tests: TensorFlow's kernel C API
 * (kernel_api.h's functions, TensorFlow's names) defined in the test
 * executable, which exports them (-rdynamic) so libsimdev.so's weak imports
 * resolve to them. It keeps what TF_InitKernel registered and runs a
 * kernel the way TensorFlow's executor does: construction with the node's
 * attrs, compute with input tensors in the plugin's device memory (its
 * allocate + memcpy_htod), outputs allocated in device memory, TF_GetStream
 * giving the stream the caller chose. It counts tensor handles, so a test
 * sees a kernel that leaks one. Not thread-safe across registrations; runs
 * on different streams may go in parallel (each run counts its handles). */
#ifndef SIMKERNEL_H_
#define SIMKERNEL_H_

#include <stdatomic.h>

#include "kernel_api.h"
#include "simcore.h"

#define SK_MAX_DIMS 8
#define SK_MAX_KERNELS 16

/* A registered kernel. */
typedef struct sk_kernel {
  char op[32], device_type[32], kernel_name[64];
  char constraint_attr[16];
  TF_DataType constraint_type;
  int n_constraints;
  void *(*create)(TF_OpKernelConstruction *);
  void (*compute)(void *, TF_OpKernelContext *);
  void (*destroy)(void *);
} sk_kernel;

/* Clears the registry and calls the plugin's TF_InitKernel (found with
 * dlsym in c->dl). Returns the number of kernels registered. */
int sk_init_kernels(sc_core *c);
const sk_kernel *sk_find(const char *op);

/* The core's tensor: a shape, a dtype and a buffer (a device address for
 * device tensors). TF_Tensor handles handed to the plugin are copies of it. */
struct TF_Tensor {
  TF_DataType dtype;
  int nd;
  int64_t dims[SK_MAX_DIMS];
  void *data;
  size_t bytes;
};
/* A float tensor in device memory of c's device `dev`, filled from `host`
 * (may be NULL) with memcpy_htod on `s` (its status in st: one per thread). */
TF_Tensor sk_device_tensor(sc_core *c, int dev, SP_Stream s, TF_Status *st,
                           int nd, const int64_t *dims, const float *host);
void sk_tensor_free(sc_core *c, int dev, TF_Tensor *t);
int64_t sk_elements(const TF_Tensor *t);

/* One run: inputs, the node's attrs, and what happened. */
typedef struct sk_run {
  sc_core *core;
  int dev;
  SP_Stream stream; /* what TF_GetStream returns; NULL: FAILED_PRECONDITION */
  const TF_Tensor *inputs[2];
  int n_inputs;
  int forward_ok;            /* TF_ForwardInputOrAllocateOutput may forward */
  int has_transpose_attrs;   /* the node has transpose_a / transpose_b */
  TF_Bool transpose_a, transpose_b;
  /* results */
  TF_Code code; /* TF_OK, or what the kernel reported as its failure */
  char msg[512];
  int has_output;
  int forwarded;     /* the input forwarded as the output, or -1 */
  TF_Tensor output;  /* device memory the run allocated (unless forwarded) */
  _Atomic long live_handles; /* handles given to the kernel, not deleted */
} sk_run;

/* Constructs (if the kernel has a create function), computes and deletes
 * the kernel; the work is only ENQUEUED on r->stream. Returns 0 when a
 * tensor handle the kernel got was not deleted. */
int sk_compute(const sk_kernel *k, sk_run *r);
/* Frees the run's output if it allocated one. */
void sk_run_free(sk_run *r);
/* Reads a device tensor back (memcpy_dtoh on s, then block_host_until_done). */
int sk_read(sc_core *c, int dev, SP_Stream s, TF_Status *st,
            const TF_Tensor *t, float *host);

/* Tensor handles the plugin holds right now. */
long sk_live_handles(void);

#endif /* SIMKERNEL_H_ */
