/* What the host's kernel C API (tf_kernel.c, tf_tensor.c) and its kernel
 * runner (host_kernel.c) share: the definitions of TensorFlow's opaque
 * kernel types. Private to those three files. */
#ifndef SEABI_HOST_KERNEL_IMPL_H_
#define SEABI_HOST_KERNEL_IMPL_H_

#include "host_kernel.h"

/* Every object the host hands a kernel starts with a magic word, read
 * without faulting (host_safe_copy) before anything else: a pointer that is
 * not one, or one already deleted, is the plugin's misuse, recorded, never
 * a crash in the host. */
#define HOST_KMAGIC_BUILDER 0x4b42554cu /* "KBUL" */
#define HOST_KMAGIC_TENSOR 0x4b54454eu  /* "KTEN" */
#define HOST_KMAGIC_DEAD 0x4b444541u    /* "KDEA": a deleted tensor (kept, so a late use is seen) */
#define HOST_KMAGIC_CONSTRUCTION 0x4b434f4eu
#define HOST_KMAGIC_CONTEXT 0x4b435458u

/* Guard bytes after every buffer the host allocates for a kernel. */
#define HOST_KERNEL_GUARD 64

struct TF_KernelBuilder {
  uint32_t magic;
  host_kernel_reg reg;
};

typedef struct host_krun host_krun;

struct TF_Tensor {
  uint32_t magic;
  TF_DataType dtype;
  int ndims;
  int64_t dims[HOST_KERNEL_MAX_DIMS];
  void *data;     /* device memory (the SP_DeviceMemoryBase's opaque) or host memory */
  size_t bytes;
  int buf;        /* the run's buffer it refers to; -1: its own host memory (TF_AllocateTensor) */
  host_krun *run; /* NULL: not made for a kernel */
};

/* A buffer the host made for one kernel run. */
enum host_kbuf_role { HOST_KBUF_INPUT, HOST_KBUF_OUTPUT, HOST_KBUF_TEMP };
typedef struct host_kbuf {
  SP_DeviceMemoryBase *mem; /* device memory; NULL for host memory */
  unsigned char *host;      /* host memory (a temp on_host): bytes + guard */
  unsigned char *stage;     /* host copy: what was sent, then what came back */
  size_t bytes, span;       /* the tensor's bytes; with the guard after them */
  enum host_kbuf_role role;
  int index;                /* input / output index */
} host_kbuf;

#define HOST_KRUN_MAX_BUFS 16
#define HOST_KRUN_MAX_HANDLES 32

struct TF_OpKernelConstruction {
  uint32_t magic;
  host_krun *run;
};

struct TF_OpKernelContext {
  uint32_t magic;
  host_krun *run;
};

struct host_krun {
  host_platform *p;
  SP_Device *d;
  SP_Stream stream;
  const host_kernel_reg *k;
  const host_op_def *op;
  const host_kernel_call *call;
  char node_name[96];
  int64_t step;
  host_kbuf bufs[HOST_KRUN_MAX_BUFS];
  int nbufs;
  int input_buf[HOST_KERNEL_MAX_ARGS];
  int output_buf[HOST_KERNEL_MAX_ARGS]; /* -1: not set */
  int output_ndims[HOST_KERNEL_MAX_ARGS];
  int64_t output_dims[HOST_KERNEL_MAX_ARGS][HOST_KERNEL_MAX_DIMS];
  int forwarded[HOST_KERNEL_MAX_ARGS];  /* input i's buffer became an output */
  TF_Tensor *handles[HOST_KRUN_MAX_HANDLES]; /* every tensor handed to the kernel */
  int nhandles;
  TF_Code failed;       /* TF_OpKernelContext/Construction_Failure's code */
  char failure[256];
  int no_reason;
  int misused;
  char misuse[256];
  TF_OpKernelConstruction construction;
  TF_OpKernelContext context;
};

/* The op table's row (host_kernel.c). */
enum host_op_attr_kind { HOST_ATTR_TYPE, HOST_ATTR_BOOL };
typedef struct host_op_attr {
  const char *name;
  enum host_op_attr_kind kind;
  int default_value; /* HOST_ATTR_BOOL */
} host_op_attr;

struct host_op_def {
  const char *name;
  const char *inputs[HOST_KERNEL_MAX_ARGS]; /* NULL-terminated */
  const char *outputs[HOST_KERNEL_MAX_ARGS];
  host_op_attr attrs[4];                   /* name NULL ends */
  TF_DataType allowed_t[8];                /* T's allowed types; 0 ends */
  /* The output's shape from the inputs' (attrs: the call's); 0, or -1 when
   * the op refuses the shapes. */
  int (*shape)(const host_kernel_call *call, int *ndims, int64_t *dims);
  /* The reference (float64 accumulation) and each element's bound. */
  void (*reference)(const host_kernel_call *call, float *out, float *bound);
};

int host_op_inputs(const host_op_def *op);
int host_op_outputs(const host_op_def *op);
/* The attribute `name` of the op, NULL when it has none. */
const host_op_attr *host_op_attr_find(const host_op_def *op, const char *name);
/* Its value in the call (the call's attrs, else the default). */
int host_kernel_attr_value(const host_kernel_call *call, const host_op_attr *a);

/* ---- used by tf_kernel.c / tf_tensor.c ----------------------------------- */

/* The live run behind ctx, or NULL (recorded as a misuse: `who` called
 * with what is no kernel context). */
host_krun *host_krun_of_context(TF_OpKernelContext *ctx, const char *who);
host_krun *host_krun_of_construction(TF_OpKernelConstruction *kc, const char *who);
/* A live tensor, or NULL (a misuse when run is given). */
TF_Tensor *host_tensor_check(const TF_Tensor *t, const char *who);
/* Notes a misuse of the API by the running kernel (the first is kept). */
void host_krun_misuse(host_krun *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A new handle onto buffer `buf` of the run, handed to the kernel. */
TF_Tensor *host_krun_handle(host_krun *r, int buf, TF_DataType dtype, const int64_t *dims, int ndims);
/* A device (or host) buffer of `bytes` with guard bytes, prefilled; -1 when
 * allocate failed (msg says why). */
int host_krun_buffer(host_krun *r, enum host_kbuf_role role, int index, size_t bytes, int on_host, char *msg,
                     size_t n);
/* Registers a builder's kernel (TF_RegisterKernelBuilder); 0, or -1 when
 * the registry is full. */
int host_kernel_add(const host_kernel_reg *k);
/* The element count of dims, or -1 when a dimension is negative. */
int64_t host_kernel_elements(const int64_t *dims, int ndims);

#endif /* SEABI_HOST_KERNEL_IMPL_H_ */
