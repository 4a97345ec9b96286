/* The kernel module (TF_InitKernel) as TensorFlow drives it, and the host's
 * side of TensorFlow's kernel C API (kernels.h, tf_tensor.h: tf_kernel.c,
 * tf_tensor.c).
 *
 * TensorFlow looks TF_InitKernel up after SE_InitPlugin and calls it once,
 * with no arguments: it cannot report failure. Inside it the plugin builds
 * kernels (TF_NewKernelBuilder, type constraints, host memory, priority) and
 * registers them (TF_RegisterKernelBuilder, which takes the builder). The
 * host keeps every registration (host_kernel_registry), checks it against
 * the platform's device type and its op table, and runs each kernel of a
 * known op on the plugin's device as a TensorFlow executor would: inputs in
 * device memory from the plugin's allocate, filled by its memcpy_htod on a
 * stream from its create_stream (the stream TF_GetStream returns), the
 * outputs allocated by the host (TF_AllocateOutput) with guard bytes after
 * each, the stream synchronized, the outputs read back with memcpy_dtoh and
 * compared with the host's own reference.
 *
 * What a kernel did wrong goes to the record (host_record: the
 * HOST_OBS_KERNEL_* kinds, call = the kernel's name), which the K cases
 * judge and the JSON report's kernels[] is built from.
 *
 * The op table is C data here (host_kernel.c), one row per op: its inputs,
 * outputs, attributes and allowed types are data; its output shape and its
 * reference computation are one function each beside the row, because they
 * are code. Only float32 is computed. */
#ifndef SEABI_HOST_KERNEL_H_
#define SEABI_HOST_KERNEL_H_

#include "host.h"
#include "kernel_api.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HOST_KERNEL_MAX 24       /* registrations kept (more are refused, named) */
#define HOST_KERNEL_MAX_DIMS 4
#define HOST_KERNEL_MAX_ARGS 4   /* inputs or outputs of an op */
#define HOST_KERNEL_MAX_CONSTRAINTS 4
#define HOST_KERNEL_MAX_HOST_MEMORY 4

/* ---- registrations ------------------------------------------------------ */

typedef struct host_kernel_constraint {
  char attr[32];
  TF_DataType type;
} host_kernel_constraint;

/* A kernel as TF_RegisterKernelBuilder received it. */
typedef struct host_kernel_reg {
  char op[64], device_type[64], kernel_name[64];
  host_kernel_constraint constraints[HOST_KERNEL_MAX_CONSTRAINTS];
  int nconstraints;
  char host_memory[HOST_KERNEL_MAX_HOST_MEMORY][32];
  int nhost_memory;
  int32_t priority;
  void *(*create)(TF_OpKernelConstruction *);
  void (*compute)(void *, TF_OpKernelContext *);
  void (*destroy)(void *);
  char refused[160]; /* what the builder calls refused (a bad constraint), "" when none */
} host_kernel_reg;

/* Calls TF_InitKernel (entry: its address) once per process, after
 * forgetting earlier registrations; then checks each registration against
 * `device_type` (the platform's; NULL or "" when no platform registered) and
 * the op table, recording what is wrong. Returns how many kernels are
 * registered. */
int host_kernel_init(void *entry, const char *device_type);
/* Whether host_kernel_init ran in this process. */
int host_kernel_initialized(void);
/* The registrations, in the order they came. */
const host_kernel_reg *host_kernel_registry(size_t *count);
/* One line per kernel: "AddV2 on MY_DEVICE as 'AddV2Op' (T=float)". */
const char *host_kernel_describe(const host_kernel_reg *k, char *buf, size_t n);

/* ---- the op table ------------------------------------------------------- */

typedef struct host_op_def host_op_def;
/* The row of `op`, or NULL when the host does not know it. */
const host_op_def *host_op_find(const char *op);
/* "AddV2, Relu, MatMul" */
const char *host_op_names(char *buf, size_t n);

/* ---- running a kernel --------------------------------------------------- */

/* A float32 tensor in host memory. */
typedef struct host_kernel_tensor {
  int ndims;
  int64_t dims[HOST_KERNEL_MAX_DIMS];
  float *data;     /* inputs: the values; outputs: the caller's buffer */
  size_t capacity; /* outputs: elements data can hold */
} host_kernel_tensor;

/* A node attribute beyond T (T is always float32 here): a bool
 * (MatMul's transpose_a / transpose_b). */
typedef struct host_kernel_attr {
  const char *name;
  int value;
} host_kernel_attr;

typedef struct host_kernel_call {
  const char *op;          /* "AddV2" */
  const char *kernel_name; /* NULL: the op's kernel for the platform's type with the highest priority */
  const host_kernel_attr *attrs;
  size_t nattrs;
  const host_kernel_tensor *inputs; /* the op's inputs, in order */
  size_t ninputs;
  host_kernel_tensor *outputs;      /* filled: dims and data (up to capacity) */
  size_t noutputs;
  SP_Stream stream;        /* the stream to run on; NULL: one made with create_stream for the call */
} host_kernel_call;

/* What happened, for a person (and the record, which gets the faults). */
typedef struct host_kernel_outcome {
  const host_kernel_reg *kernel; /* the kernel that ran, NULL when none */
  int ran;                       /* compute was called */
  TF_Code code;                  /* OK, or the kernel's failure (or the host's, e.g. no kernel) */
  char message[512];             /* why, when not OK; what went wrong otherwise */
  char failure[256];             /* the kernel's own failure (TF_OpKernel*_Failure), "" when none */
  int no_reason;                 /* it failed with an OK status or an empty message */
  size_t overrun;                /* bytes written past the tensors' buffers (guard bytes changed) */
  int leaked;                    /* tensor handles it was given and did not delete */
  int misused;                   /* calls TensorFlow refuses (index out of range, freed tensor, ...) */
  int unset_outputs;             /* outputs it never allocated or set */
  double ms;                     /* from compute to the stream synchronized */
} host_kernel_outcome;

/* Runs a registered kernel of call->op on device `d` of `p` (registered,
 * executor created) with the given host inputs, and returns its outputs in
 * host memory. Inputs are copied into the plugin's device memory (its
 * allocate, its memcpy_htod on the stream), the outputs are allocated by the
 * host when the kernel asks (TF_AllocateOutput, with guard bytes after
 * each), the stream is synchronized (block_host_until_done) and the outputs
 * read back with memcpy_dtoh. Every buffer is deallocated before it
 * returns. Returns outcome->code: TF_OK when the kernel ran, set its
 * outputs and broke no rule (overrun, leak, misuse); the values are the
 * caller's to judge (host_kernel_reference). Needs host_kernel_init first.
 * For `seabi demo`. */
TF_Code host_kernel_run(host_platform *p, SP_Device *d, const host_kernel_call *call, host_kernel_outcome *outcome);

/* The host's reference for call->op on call->inputs into call->outputs
 * (float64 accumulation), and each output element's error bound (`bound`,
 * the same length as the first output, may be NULL): what a float32 kernel
 * must land within. TF_OK, or INVALID_ARGUMENT for shapes the op refuses. */
TF_Code host_kernel_reference(const host_kernel_call *call, float *bound);

/* Runs every registered kernel of a known op for the platform's device type
 * on the standard trials (each op's inputs, MatMul also transposed), compares
 * each with the reference and records what went wrong (HOST_OBS_KERNEL_*)
 * and that it ran (HOST_OBS_KERNEL_RAN). Returns how many trials ran. */
int host_kernel_run_all(host_platform *p, SP_Device *d);


/* Relative tolerance of a result: |got - want| <= HOST_KERNEL_TOLERANCE *
 * (1 + the sum of the magnitudes that made the element). */
#define HOST_KERNEL_TOLERANCE 1e-5

#ifdef __cplusplus
}
#endif

#endif /* SEABI_HOST_KERNEL_H_ */
