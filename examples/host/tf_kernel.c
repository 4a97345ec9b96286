/* TensorFlow's kernel C API (tensorflow/c/kernels.h, as of 2.21) as the
 * host provides it to plugins: the builder and registration, the
 * construction context's attributes, the compute context's inputs, outputs,
 * allocations, failure and stream. Each function is a plain C function with
 * TensorFlow's name and signature (exported by the binary; later reached
 * through the forwarders of each core's export library).
 *
 * Behaviour follows TensorFlow's kernels.cc where it is known
 * (tf_kernel_and_symbols.md part A): TF_RegisterKernelBuilder takes the
 * builder and always reports OK; TF_AllocateOutput ignores `len`;
 * TF_AllocateTemp refuses a non-NULL TF_AllocatorAttributes whose
 * struct_size is 0 (INVALID_ARGUMENT) and reads only on_host;
 * GetAttrString copies at most max_length bytes and adds no NUL;
 * TF_GetInput out of range is OUT_OF_RANGE; TF_GetStream returns the
 * plugin's own SP_Stream. Where TensorFlow CHECK-aborts (an output index
 * out of range in TF_ExpectedOutputDataType) the host records the misuse
 * and goes on. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_kernel_impl.h"

static void set(TF_Status *st, TF_Code code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void set(TF_Status *st, TF_Code code, const char *fmt, ...) {
  if (st == NULL) return;
  char msg[300];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  TF_SetStatus(st, code, msg);
}

/* Sets the status and leaves a function returning void. */
#define FAILV(...) \
  do {                \
    set(__VA_ARGS__); \
    return;           \
  } while (0)

static void ok(TF_Status *st) {
  if (st != NULL) TF_SetStatus(st, TF_OK, "");
}

/* ---- the builder -------------------------------------------------------- */

static TF_KernelBuilder *builder_check(TF_KernelBuilder *b) {
  uint32_t magic = 0;
  if (b == NULL || host_safe_copy(&magic, b, sizeof magic) != 0 || magic != HOST_KMAGIC_BUILDER) return NULL;
  return b;
}

TF_KernelBuilder *TF_NewKernelBuilder(const char *op_name, const char *device_name,
                                      void *(*create_func)(TF_OpKernelConstruction *),
                                      void (*compute_func)(void *, TF_OpKernelContext *),
                                      void (*delete_func)(void *)) {
  TF_KernelBuilder *b = calloc(1, sizeof *b);
  if (b == NULL) return NULL;
  b->magic = HOST_KMAGIC_BUILDER;
  if (op_name == NULL || !host_safe_string(b->reg.op, sizeof b->reg.op, op_name)) b->reg.op[0] = '\0';
  if (device_name == NULL || !host_safe_string(b->reg.device_type, sizeof b->reg.device_type, device_name))
    b->reg.device_type[0] = '\0';
  b->reg.create = create_func;
  b->reg.compute = compute_func;
  b->reg.destroy = delete_func;
  if (compute_func == NULL) host_format(b->reg.refused, sizeof b->reg.refused, "TF_NewKernelBuilder got no compute_func");
  return b;
}

void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder *kernel_builder, const char *attr_name, TF_DataType type,
                                     TF_Status *status) {
  TF_KernelBuilder *b = builder_check(kernel_builder);
  char attr[32];
  if (b == NULL) FAILV(status, TF_INVALID_ARGUMENT, "TF_KernelBuilder_TypeConstraint: not a kernel builder");
  if (attr_name == NULL || !host_safe_string(attr, sizeof attr, attr_name))
    FAILV(status, TF_INVALID_ARGUMENT, "TF_KernelBuilder_TypeConstraint: no attribute name");
  /* TensorFlow maps the type through a switch of the types it knows and
   * answers UNIMPLEMENTED for any other. */
  if (TF_DataTypeSize(type) == 0 && type != TF_STRING && type != TF_RESOURCE && type != TF_VARIANT) {
    if (!b->reg.refused[0])
      host_format(b->reg.refused, sizeof b->reg.refused, "TF_KernelBuilder_TypeConstraint(%s, %d): no such TF_DataType",
                  attr, (int)type);
    FAILV(status, TF_UNIMPLEMENTED, "Unsupported TF_DataType %d for the kernel constraint on '%s'", (int)type,
               attr);
  }
  if (b->reg.nconstraints >= HOST_KERNEL_MAX_CONSTRAINTS)
    FAILV(status, TF_RESOURCE_EXHAUSTED, "seabi keeps at most %d type constraints per kernel",
               HOST_KERNEL_MAX_CONSTRAINTS);
  host_kernel_constraint *c = &b->reg.constraints[b->reg.nconstraints++];
  host_format(c->attr, sizeof c->attr, "%s", attr);
  c->type = type;
  ok(status);
}

void TF_KernelBuilder_HostMemory(TF_KernelBuilder *kernel_builder, const char *arg_name) {
  TF_KernelBuilder *b = builder_check(kernel_builder);
  if (b == NULL || arg_name == NULL || b->reg.nhost_memory >= HOST_KERNEL_MAX_HOST_MEMORY) return;
  char *to = b->reg.host_memory[b->reg.nhost_memory];
  if (host_safe_string(to, sizeof b->reg.host_memory[0], arg_name)) b->reg.nhost_memory++;
}

void TF_KernelBuilder_Priority(TF_KernelBuilder *kernel_builder, int32_t priority_number) {
  TF_KernelBuilder *b = builder_check(kernel_builder);
  if (b != NULL) b->reg.priority = priority_number;
}

void TF_RegisterKernelBuilder(const char *kernel_name, TF_KernelBuilder *builder, TF_Status *status) {
  TF_KernelBuilder *b = builder_check(builder);
  if (b == NULL) {
    host_kernel_reg bad;
    memset(&bad, 0, sizeof bad);
    if (kernel_name == NULL || !host_safe_string(bad.kernel_name, sizeof bad.kernel_name, kernel_name))
      host_format(bad.kernel_name, sizeof bad.kernel_name, "(unnamed)");
    host_format(bad.refused, sizeof bad.refused, "TF_RegisterKernelBuilder was given %s",
                builder == NULL ? "a NULL builder" : "a pointer that is no kernel builder (or one already registered)");
    host_kernel_add(&bad);
    FAILV(status, TF_INVALID_ARGUMENT, "%s", bad.refused);
  }
  if (kernel_name == NULL || !host_safe_string(b->reg.kernel_name, sizeof b->reg.kernel_name, kernel_name))
    host_format(b->reg.kernel_name, sizeof b->reg.kernel_name, "%s", b->reg.op);
  host_kernel_add(&b->reg);
  /* TensorFlow takes ownership: the builder is gone. */
  b->magic = HOST_KMAGIC_DEAD;
  free(b);
  ok(status); /* TensorFlow's registration always reports OK */
}

void TF_DeleteKernelBuilder(TF_KernelBuilder *builder) {
  TF_KernelBuilder *b = builder_check(builder);
  if (b == NULL) return;
  b->magic = HOST_KMAGIC_DEAD;
  free(b);
}

/* ---- the construction context ------------------------------------------- */

static const host_op_attr *attr_of(TF_OpKernelConstruction *ctx, const char *attr_name, enum host_op_attr_kind kind,
                                   const char *who, host_krun **run, TF_Status *status) {
  host_krun *r = host_krun_of_construction(ctx, who);
  *run = r;
  char name[64];
  if (r == NULL) return set(status, TF_INVALID_ARGUMENT, "%s: not a kernel construction context", who), NULL;
  if (attr_name == NULL || !host_safe_string(name, sizeof name, attr_name))
    return set(status, TF_INVALID_ARGUMENT, "%s: no attribute name", who), NULL;
  const host_op_attr *a = host_op_attr_find(r->op, name);
  if (a == NULL) return set(status, TF_NOT_FOUND, "No attr named '%s' in NodeDef %s", name, r->node_name), NULL;
  if (a->kind != kind)
    return set(status, TF_INVALID_ARGUMENT, "Attr '%s' has type %s, not the type %s asks for", name,
               a->kind == HOST_ATTR_TYPE ? "type" : "bool", who),
           NULL;
  return a;
}

void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction *ctx, const char *attr_name, TF_DataType *val,
                                         TF_Status *status) {
  host_krun *r;
  if (attr_of(ctx, attr_name, HOST_ATTR_TYPE, "TF_OpKernelConstruction_GetAttrType", &r, status) == NULL) return;
  if (val) *val = TF_FLOAT; /* the host runs float32 nodes only */
  ok(status);
}

void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction *ctx, const char *attr_name, TF_Bool *val,
                                         TF_Status *status) {
  host_krun *r;
  const host_op_attr *a = attr_of(ctx, attr_name, HOST_ATTR_BOOL, "TF_OpKernelConstruction_GetAttrBool", &r, status);
  if (a == NULL) return;
  if (val) *val = (TF_Bool)(host_kernel_attr_value(r->call, a) != 0);
  ok(status);
}

/* The ops the host runs have no attributes of these kinds: each answers as
 * TensorFlow does for a node without the attribute, or with one of another
 * type. */
static void no_such_kind(TF_OpKernelConstruction *ctx, const char *attr_name, const char *who, TF_Status *status) {
  host_krun *r = host_krun_of_construction(ctx, who);
  char name[64];
  if (r == NULL) FAILV(status, TF_INVALID_ARGUMENT, "%s: not a kernel construction context", who);
  if (attr_name == NULL || !host_safe_string(name, sizeof name, attr_name))
    FAILV(status, TF_INVALID_ARGUMENT, "%s: no attribute name", who);
  if (host_op_attr_find(r->op, name) != NULL)
    FAILV(status, TF_INVALID_ARGUMENT, "Attr '%s' is not of the type %s reads", name, who);
  set(status, TF_NOT_FOUND, "No attr named '%s' in NodeDef %s", name, r->node_name);
}

void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction *ctx, const char *attr_name, int32_t *val,
                                          TF_Status *status) {
  (void)val;
  no_such_kind(ctx, attr_name, "TF_OpKernelConstruction_GetAttrInt32", status);
}

void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction *ctx, const char *attr_name, int64_t *val,
                                          TF_Status *status) {
  (void)val;
  no_such_kind(ctx, attr_name, "TF_OpKernelConstruction_GetAttrInt64", status);
}

void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction *ctx, const char *attr_name, float *val,
                                          TF_Status *status) {
  (void)val;
  no_such_kind(ctx, attr_name, "TF_OpKernelConstruction_GetAttrFloat", status);
}

void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction *ctx, const char *attr_name, char *val,
                                           size_t max_length, TF_Status *status) {
  /* TensorFlow copies min(length, max_length) bytes and adds no NUL; no
   * op the host runs has a string attribute. */
  (void)val;
  (void)max_length;
  no_such_kind(ctx, attr_name, "TF_OpKernelConstruction_GetAttrString", status);
}

void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction *ctx, const char *attr_name, int32_t *list_size,
                                         int32_t *total_size, TF_Status *status) {
  host_krun *r = host_krun_of_construction(ctx, "TF_OpKernelConstruction_GetAttrSize");
  char name[64];
  if (r == NULL) FAILV(status, TF_INVALID_ARGUMENT, "TF_OpKernelConstruction_GetAttrSize: not a construction context");
  if (attr_name == NULL || !host_safe_string(name, sizeof name, attr_name))
    FAILV(status, TF_INVALID_ARGUMENT, "TF_OpKernelConstruction_GetAttrSize: no attribute name");
  if (host_op_attr_find(r->op, name) == NULL)
    FAILV(status, TF_NOT_FOUND, "No attr named '%s' in NodeDef %s", name, r->node_name);
  /* A scalar that is not a string: -1 and -1, as TensorFlow answers. */
  if (list_size) *list_size = -1;
  if (total_size) *total_size = -1;
  ok(status);
}

bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction *ctx, const char *attr_name, TF_Status *status) {
  host_krun *r = host_krun_of_construction(ctx, "TF_OpKernelConstruction_HasAttr");
  char name[64];
  if (r == NULL) return set(status, TF_INVALID_ARGUMENT, "TF_OpKernelConstruction_HasAttr: not a construction context"), false;
  if (attr_name == NULL || !host_safe_string(name, sizeof name, attr_name))
    return set(status, TF_INVALID_ARGUMENT, "TF_OpKernelConstruction_HasAttr: no attribute name"), false;
  ok(status);
  return host_op_attr_find(r->op, name) != NULL;
}

TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction *ctx) {
  TF_StringView v = {"", 0};
  host_krun *r = host_krun_of_construction(ctx, "TF_OpKernelConstruction_GetName");
  if (r != NULL) v.data = r->node_name, v.len = strlen(r->node_name);
  return v;
}

static void failure(host_krun *r, TF_Status *status, const char *who) {
  char msg[256] = "";
  TF_Code code = TF_OK;
  if (status != NULL && !host_status_is_unset(status)) {
    code = TF_GetCode(status);
    host_safe_string(msg, sizeof msg, TF_Message(status));
  }
  if (code == TF_OK || msg[0] == '\0') {
    r->no_reason = 1;
    if (!r->failure[0])
      host_format(r->failure, sizeof r->failure, "%s with %s", who,
                  status == NULL        ? "a NULL status"
                  : code == TF_OK       ? "an OK status (a failure with no cause)"
                                        : "an error status whose message is empty");
  } else if (r->failed == TF_OK) {
    host_format(r->failure, sizeof r->failure, "%s: %s", host_code_name(code), msg);
  }
  if (r->failed == TF_OK) r->failed = code == TF_OK ? TF_UNKNOWN : code;
}

void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction *ctx, TF_Status *status) {
  host_krun *r = host_krun_of_construction(ctx, "TF_OpKernelConstruction_Failure");
  if (r != NULL) failure(r, status, "TF_OpKernelConstruction_Failure");
}

/* ---- the compute context ------------------------------------------------ */

void TF_OpKernelContext_Failure(TF_OpKernelContext *ctx, TF_Status *status) {
  host_krun *r = host_krun_of_context(ctx, "TF_OpKernelContext_Failure");
  if (r != NULL) failure(r, status, "TF_OpKernelContext_Failure");
}

SP_Stream TF_GetStream(TF_OpKernelContext *ctx, TF_Status *status) {
  host_krun *r = host_krun_of_context(ctx, "TF_GetStream");
  if (r == NULL) {
    set(status, TF_FAILED_PRECONDITION, "Accessing device stream is not supported: not a kernel context");
    return NULL;
  }
  ok(status);
  return r->stream;
}

int TF_NumInputs(TF_OpKernelContext *ctx) {
  host_krun *r = host_krun_of_context(ctx, "TF_NumInputs");
  return r ? host_op_inputs(r->op) : 0;
}

int TF_NumOutputs(TF_OpKernelContext *ctx) {
  host_krun *r = host_krun_of_context(ctx, "TF_NumOutputs");
  return r ? host_op_outputs(r->op) : 0;
}

int64_t TF_StepId(TF_OpKernelContext *ctx) {
  host_krun *r = host_krun_of_context(ctx, "TF_StepId");
  return r ? r->step : 0;
}

TF_DataType TF_ExpectedOutputDataType(TF_OpKernelContext *ctx, int i) {
  host_krun *r = host_krun_of_context(ctx, "TF_ExpectedOutputDataType");
  if (r == NULL) return (TF_DataType)0;
  if (i < 0 || i >= host_op_outputs(r->op)) {
    host_krun_misuse(r, "TF_ExpectedOutputDataType(%d) of an op with %d output(s) (TensorFlow aborts)", i,
                     host_op_outputs(r->op));
    return (TF_DataType)0;
  }
  return TF_FLOAT;
}

void TF_GetInput(TF_OpKernelContext *ctx, int i, TF_Tensor **tensor, TF_Status *status) {
  host_krun *r = host_krun_of_context(ctx, "TF_GetInput");
  if (tensor) *tensor = NULL;
  if (r == NULL) FAILV(status, TF_INVALID_ARGUMENT, "TF_GetInput: not a kernel context");
  if (i < 0 || i >= host_op_inputs(r->op))
    FAILV(status, TF_OUT_OF_RANGE, "input index out of range: %d of %d", i, host_op_inputs(r->op));
  if (tensor == NULL) FAILV(status, TF_INVALID_ARGUMENT, "TF_GetInput: tensor is NULL");
  const host_kernel_tensor *in = &r->call->inputs[i];
  *tensor = host_krun_handle(r, r->input_buf[i], TF_FLOAT, in->dims, in->ndims);
  if (*tensor == NULL) FAILV(status, TF_RESOURCE_EXHAUSTED, "seabi: too many tensor handles in one kernel run");
  ok(status);
}

/* An output index out of range is an error TensorFlow returns (not a
 * CHECK): the kernel may handle it. */
static int output_index_ok(host_krun *r, int index, const char *who, TF_Status *status) {
  if (index >= 0 && index < host_op_outputs(r->op)) return 1;
  set(status, TF_OUT_OF_RANGE, "%s: output index out of range: %d of %d", who, index, host_op_outputs(r->op));
  return 0;
}

void TF_SetOutput(TF_OpKernelContext *ctx, int i, const TF_Tensor *tensor, TF_Status *status) {
  host_krun *r = host_krun_of_context(ctx, "TF_SetOutput");
  if (r == NULL) FAILV(status, TF_INVALID_ARGUMENT, "TF_SetOutput: not a kernel context");
  if (!output_index_ok(r, i, "TF_SetOutput", status)) return;
  const TF_Tensor *t = host_tensor_check(tensor, "TF_SetOutput");
  if (t == NULL) {
    host_krun_misuse(r, "TF_SetOutput(%d) was given no live tensor", i);
    FAILV(status, TF_INVALID_ARGUMENT, "TF_SetOutput: not a tensor");
  }
  if (t->buf < 0 || t->run != r) {
    host_krun_misuse(r, "TF_SetOutput(%d) with a tensor in host memory (TF_AllocateTensor) for a device output", i);
    FAILV(status, TF_INVALID_ARGUMENT, "TF_SetOutput: the tensor is not in the device's memory");
  }
  r->output_buf[i] = t->buf;
  r->output_ndims[i] = t->ndims;
  memcpy(r->output_dims[i], t->dims, sizeof t->dims);
  ok(status);
}

static TF_Tensor *allocate_output(host_krun *r, int index, TF_DataType dtype, const int64_t *dims, int num_dims,
                                  const char *who, TF_Status *status) {
  if (!output_index_ok(r, index, who, status)) return NULL;
  if (num_dims < 0 || num_dims > HOST_KERNEL_MAX_DIMS || (num_dims > 0 && dims == NULL))
    return set(status, TF_INVALID_ARGUMENT, "%s: %d dimensions (seabi runs at most %d)", who, num_dims,
               HOST_KERNEL_MAX_DIMS), NULL;
  int64_t d[HOST_KERNEL_MAX_DIMS] = {0};
  if (num_dims > 0 && host_safe_copy(d, dims, (size_t)num_dims * sizeof *dims) != 0)
    return set(status, TF_INVALID_ARGUMENT, "%s: dims cannot be read", who), NULL;
  int64_t n = host_kernel_elements(d, num_dims);
  if (n < 0 || n > (1 << 24)) return set(status, TF_INVALID_ARGUMENT, "%s: a shape of %lld elements", who, (long long)n), NULL;
  size_t elem = TF_DataTypeSize(dtype);
  if (elem == 0) return set(status, TF_UNIMPLEMENTED, "%s: TF_DataType %d has no fixed size", who, (int)dtype), NULL;
  char msg[300];
  int b = host_krun_buffer(r, HOST_KBUF_OUTPUT, index, (size_t)n * elem, 0, msg, sizeof msg);
  if (b < 0) return set(status, TF_RESOURCE_EXHAUSTED, "%s: %s", who, msg), NULL;
  r->output_buf[index] = b;
  r->output_ndims[index] = num_dims;
  memcpy(r->output_dims[index], d, sizeof d);
  TF_Tensor *t = host_krun_handle(r, b, dtype, d, num_dims);
  if (t == NULL) return set(status, TF_RESOURCE_EXHAUSTED, "seabi: too many tensor handles in one kernel run"), NULL;
  ok(status);
  return t;
}

TF_Tensor *TF_AllocateOutput(TF_OpKernelContext *context, int index, TF_DataType dtype, const int64_t *dims,
                             int num_dims, size_t len, TF_Status *status) {
  (void)len; /* TensorFlow ignores it: the size follows from dtype and dims */
  host_krun *r = host_krun_of_context(context, "TF_AllocateOutput");
  if (r == NULL) return set(status, TF_INVALID_ARGUMENT, "TF_AllocateOutput: not a kernel context"), NULL;
  return allocate_output(r, index, dtype, dims, num_dims, "TF_AllocateOutput", status);
}

TF_Tensor *TF_ForwardInputOrAllocateOutput(TF_OpKernelContext *context, const int *candidate_input_indices,
                                           int num_candidate_input_indices, int output_index,
                                           const int64_t *output_dims, int output_num_dims, int *forwarded_input,
                                           TF_Status *status) {
  host_krun *r = host_krun_of_context(context, "TF_ForwardInputOrAllocateOutput");
  if (forwarded_input) *forwarded_input = -1;
  if (r == NULL) return set(status, TF_INVALID_ARGUMENT, "TF_ForwardInputOrAllocateOutput: not a kernel context"), NULL;
  if (!output_index_ok(r, output_index, "TF_ForwardInputOrAllocateOutput", status)) return NULL;
  int64_t d[HOST_KERNEL_MAX_DIMS] = {0};
  if (output_num_dims < 0 || output_num_dims > HOST_KERNEL_MAX_DIMS ||
      (output_num_dims > 0 && (output_dims == NULL ||
                               host_safe_copy(d, output_dims, (size_t)output_num_dims * sizeof *output_dims) != 0)))
    return set(status, TF_INVALID_ARGUMENT, "TF_ForwardInputOrAllocateOutput: bad output shape"), NULL;
  /* An input whose buffer only this node uses, with the output's type and
   * shape, is reused (the host's inputs are never needed after the node). */
  for (int c = 0; c < num_candidate_input_indices && candidate_input_indices != NULL; c++) {
    int i = -1;
    if (host_safe_copy(&i, &candidate_input_indices[c], sizeof i) != 0) break;
    if (i < 0 || i >= host_op_inputs(r->op)) continue;
    const host_kernel_tensor *in = &r->call->inputs[i];
    if (in->ndims != output_num_dims || memcmp(in->dims, d, (size_t)output_num_dims * sizeof *d) != 0) continue;
    r->output_buf[output_index] = r->input_buf[i];
    r->output_ndims[output_index] = output_num_dims;
    memcpy(r->output_dims[output_index], d, sizeof d);
    r->forwarded[i] = 1;
    TF_Tensor *t = host_krun_handle(r, r->input_buf[i], TF_FLOAT, d, output_num_dims);
    if (t == NULL) return set(status, TF_RESOURCE_EXHAUSTED, "seabi: too many tensor handles in one kernel run"), NULL;
    if (forwarded_input) *forwarded_input = i;
    ok(status);
    return t;
  }
  return allocate_output(r, output_index, TF_FLOAT, d, output_num_dims, "TF_ForwardInputOrAllocateOutput", status);
}

TF_Tensor *TF_AllocateTemp(TF_OpKernelContext *context, TF_DataType dtype, const int64_t *dims, int num_dims,
                           TF_AllocatorAttributes *alloc_attrs, TF_Status *status) {
  host_krun *r = host_krun_of_context(context, "TF_AllocateTemp");
  if (r == NULL) return set(status, TF_INVALID_ARGUMENT, "TF_AllocateTemp: not a kernel context"), NULL;
  TF_AllocatorAttributes attrs = {0, 0};
  int on_host = 0;
  if (alloc_attrs != NULL) {
    if (host_safe_copy(&attrs, alloc_attrs, TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE) != 0)
      return set(status, TF_INVALID_ARGUMENT, "TF_AllocateTemp: alloc_attrs cannot be read"), NULL;
    /* TensorFlow: a set pointer with struct_size 0 is refused; no upper
     * bound; only on_host is read. */
    if (attrs.struct_size == 0)
      return set(status, TF_INVALID_ARGUMENT,
                 "TF_AllocatorAttributes struct size member must be set to TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE"),
             NULL;
    on_host = attrs.on_host != 0;
  }
  if (num_dims < 0 || num_dims > HOST_KERNEL_MAX_DIMS || (num_dims > 0 && dims == NULL))
    return set(status, TF_INVALID_ARGUMENT, "TF_AllocateTemp: %d dimensions", num_dims), NULL;
  int64_t d[HOST_KERNEL_MAX_DIMS] = {0};
  if (num_dims > 0 && host_safe_copy(d, dims, (size_t)num_dims * sizeof *dims) != 0)
    return set(status, TF_INVALID_ARGUMENT, "TF_AllocateTemp: dims cannot be read"), NULL;
  int64_t n = host_kernel_elements(d, num_dims);
  size_t elem = TF_DataTypeSize(dtype);
  if (n < 0 || n > (1 << 24) || elem == 0)
    return set(status, TF_INVALID_ARGUMENT, "TF_AllocateTemp: a shape of %lld elements of type %d", (long long)n,
               (int)dtype), NULL;
  char msg[300];
  int b = host_krun_buffer(r, HOST_KBUF_TEMP, 0, (size_t)n * elem, on_host, msg, sizeof msg);
  if (b < 0) return set(status, TF_RESOURCE_EXHAUSTED, "TF_AllocateTemp: %s", msg), NULL;
  TF_Tensor *t = host_krun_handle(r, b, dtype, d, num_dims);
  if (t == NULL) return set(status, TF_RESOURCE_EXHAUSTED, "seabi: too many tensor handles in one kernel run"), NULL;
  ok(status);
  return t;
}
