/* The kernel module driven as TensorFlow drives it (see host_kernel.h):
 * TF_InitKernel, the registrations it made and their checks, the op table,
 * and kernels run on the plugin's device against the host's reference. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host_kernel_impl.h"

/* ---- the op table ------------------------------------------------------- */

static int64_t dim(const host_kernel_tensor *t, int i) { return i < t->ndims ? t->dims[i] : 0; }

static int same_shape(const host_kernel_call *call, int *ndims, int64_t *dims) {
  const host_kernel_tensor *x = &call->inputs[0], *y = &call->inputs[1];
  if (x->ndims != y->ndims || memcmp(x->dims, y->dims, (size_t)x->ndims * sizeof x->dims[0]) != 0) return -1;
  *ndims = x->ndims;
  memcpy(dims, x->dims, (size_t)x->ndims * sizeof dims[0]);
  return 0;
}

static int unary_shape(const host_kernel_call *call, int *ndims, int64_t *dims) {
  *ndims = call->inputs[0].ndims;
  memcpy(dims, call->inputs[0].dims, (size_t)*ndims * sizeof dims[0]);
  return 0;
}

/* MatMul's transpose flags (both default false). */
static int matmul_flag(const host_kernel_call *call, const char *name) {
  const host_op_attr flag = {name, HOST_ATTR_BOOL, 0};
  return host_kernel_attr_value(call, &flag);
}

static int matmul_shape(const host_kernel_call *call, int *ndims, int64_t *dims) {
  const host_kernel_tensor *a = &call->inputs[0], *b = &call->inputs[1];
  if (a->ndims != 2 || b->ndims != 2) return -1;
  int ta = matmul_flag(call, "transpose_a"), tb = matmul_flag(call, "transpose_b");
  int64_t m = dim(a, ta ? 1 : 0), ka = dim(a, ta ? 0 : 1), kb = dim(b, tb ? 1 : 0), n = dim(b, tb ? 0 : 1);
  if (ka != kb) return -1;
  *ndims = 2;
  dims[0] = m;
  dims[1] = n;
  return 0;
}

static void addv2_ref(const host_kernel_call *call, float *out, float *bound) {
  const host_kernel_tensor *x = &call->inputs[0], *y = &call->inputs[1];
  int64_t n = host_kernel_elements(x->dims, x->ndims);
  for (int64_t i = 0; i < n; i++) {
    out[i] = (float)((double)x->data[i] + (double)y->data[i]);
    if (bound) bound[i] = (float)(HOST_KERNEL_TOLERANCE * (1.0 + fabs(x->data[i]) + fabs(y->data[i])));
  }
}

static void relu_ref(const host_kernel_call *call, float *out, float *bound) {
  const host_kernel_tensor *x = &call->inputs[0];
  int64_t n = host_kernel_elements(x->dims, x->ndims);
  for (int64_t i = 0; i < n; i++) {
    out[i] = x->data[i] > 0.0f ? x->data[i] : 0.0f;
    if (bound) bound[i] = (float)(HOST_KERNEL_TOLERANCE * (1.0 + fabs(x->data[i])));
  }
}

static void matmul_ref(const host_kernel_call *call, float *out, float *bound) {
  const host_kernel_tensor *a = &call->inputs[0], *b = &call->inputs[1];
  int ta = matmul_flag(call, "transpose_a"), tb = matmul_flag(call, "transpose_b");
  int64_t m = dim(a, ta ? 1 : 0), k = dim(a, ta ? 0 : 1), n = dim(b, tb ? 0 : 1);
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++) {
      double sum = 0, mag = 0;
      for (int64_t q = 0; q < k; q++) {
        double av = a->data[ta ? q * a->dims[1] + i : i * a->dims[1] + q];
        double bv = b->data[tb ? j * b->dims[1] + q : q * b->dims[1] + j];
        sum += av * bv;
        mag += fabs(av * bv);
      }
      out[i * n + j] = (float)sum;
      if (bound) bound[i * n + j] = (float)(HOST_KERNEL_TOLERANCE * (1.0 + mag));
    }
}

/* TensorFlow's op definitions of the ops the host runs (math_ops.cc,
 * nn_ops.cc): argument and attribute names as TensorFlow's, T's allowed
 * types as its registrations list them (the numeric types for AddV2, the
 * real ones for Relu and MatMul). The host computes float32 only. */
#define REAL TF_HALF, TF_BFLOAT16, TF_FLOAT, TF_DOUBLE, TF_INT32, TF_INT64
static const host_op_def ops[] = {
    {"AddV2", {"x", "y"}, {"z"}, {{"T", HOST_ATTR_TYPE, 0}}, {REAL, TF_COMPLEX64, TF_UINT8}, same_shape, addv2_ref},
    {"Relu", {"features"}, {"activations"}, {{"T", HOST_ATTR_TYPE, 0}}, {REAL, TF_INT8, TF_UINT8}, unary_shape,
     relu_ref},
    {"MatMul", {"a", "b"}, {"product"},
     {{"T", HOST_ATTR_TYPE, 0}, {"transpose_a", HOST_ATTR_BOOL, 0}, {"transpose_b", HOST_ATTR_BOOL, 0}},
     {REAL, TF_COMPLEX64, TF_COMPLEX128}, matmul_shape, matmul_ref},
};
#undef REAL
#define NOPS (sizeof ops / sizeof ops[0])

const host_op_def *host_op_find(const char *op) {
  for (size_t i = 0; op != NULL && i < NOPS; i++)
    if (strcmp(ops[i].name, op) == 0) return &ops[i];
  return NULL;
}

const char *host_op_names(char *buf, size_t n) {
  buf[0] = '\0';
  for (size_t i = 0; i < NOPS; i++) {
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s%s", i ? ", " : "", ops[i].name);
  }
  return buf;
}

int host_op_inputs(const host_op_def *op) {
  int n = 0;
  while (n < HOST_KERNEL_MAX_ARGS && op->inputs[n]) n++;
  return n;
}

int host_op_outputs(const host_op_def *op) {
  int n = 0;
  while (n < HOST_KERNEL_MAX_ARGS && op->outputs[n]) n++;
  return n;
}

const host_op_attr *host_op_attr_find(const host_op_def *op, const char *name) {
  for (size_t i = 0; op != NULL && i < sizeof op->attrs / sizeof op->attrs[0] && op->attrs[i].name; i++)
    if (strcmp(op->attrs[i].name, name) == 0) return &op->attrs[i];
  return NULL;
}

int host_kernel_attr_value(const host_kernel_call *call, const host_op_attr *a) {
  if (a == NULL) return 0;
  for (size_t i = 0; i < call->nattrs; i++)
    if (call->attrs[i].name && strcmp(call->attrs[i].name, a->name) == 0) return call->attrs[i].value;
  return a->default_value;
}

static int allows(const host_op_def *op, TF_DataType t) {
  for (size_t i = 0; i < sizeof op->allowed_t / sizeof op->allowed_t[0] && op->allowed_t[i]; i++)
    if (op->allowed_t[i] == t) return 1;
  return 0;
}

static int is_arg(const host_op_def *op, const char *name) {
  for (int i = 0; i < HOST_KERNEL_MAX_ARGS; i++)
    if ((op->inputs[i] && strcmp(op->inputs[i], name) == 0) || (op->outputs[i] && strcmp(op->outputs[i], name) == 0))
      return 1;
  return 0;
}

/* ---- the registry ------------------------------------------------------- */

static host_kernel_reg registry[HOST_KERNEL_MAX];
static size_t nregistry, refused_full;
static int initialized;

int host_kernel_add(const host_kernel_reg *k) {
  if (nregistry >= HOST_KERNEL_MAX) return refused_full++, -1;
  registry[nregistry++] = *k;
  return 0;
}

const host_kernel_reg *host_kernel_registry(size_t *count) {
  *count = nregistry;
  return registry;
}

int host_kernel_initialized(void) { return initialized; }

static const char *type_name(TF_DataType t) {
  switch (t) {
    case TF_FLOAT: return "float";
    case TF_DOUBLE: return "double";
    case TF_INT32: return "int32";
    case TF_INT64: return "int64";
    case TF_HALF: return "half";
    case TF_BFLOAT16: return "bfloat16";
    case TF_BOOL: return "bool";
    case TF_STRING: return "string";
    case TF_UINT8: return "uint8";
    case TF_INT8: return "int8";
    default: return NULL;
  }
}

static void constraints_text(const host_kernel_reg *k, char *buf, size_t n) {
  buf[0] = '\0';
  for (int i = 0; i < k->nconstraints; i++) {
    size_t used = strlen(buf);
    const char *t = type_name(k->constraints[i].type);
    if (t) host_format(buf + used, n - used, "%s%s=%s", i ? "," : "", k->constraints[i].attr, t);
    else host_format(buf + used, n - used, "%s%s=%d", i ? "," : "", k->constraints[i].attr, (int)k->constraints[i].type);
  }
}

static void host_memory_text(const host_kernel_reg *k, char *buf, size_t n) {
  buf[0] = '\0';
  for (int i = 0; i < k->nhost_memory; i++) {
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s%s", i ? "," : "", k->host_memory[i]);
  }
}

const char *host_kernel_describe(const host_kernel_reg *k, char *buf, size_t n) {
  char c[96], h[96];
  constraints_text(k, c, sizeof c);
  host_memory_text(k, h, sizeof h);
  host_format(buf, n, "%s on %s as '%s'%s%s%s%s%s", k->op, k->device_type, k->kernel_name, c[0] ? " (" : "", c,
              c[0] ? ")" : "", h[0] ? ", host memory " : "", h);
  return buf;
}

static void record(int kind, const char *kernel, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void record(int kind, const char *kernel, const char *fmt, ...) {
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = kind;
  o.slot = HOST_SZ_COUNT;
  host_format(o.call, sizeof o.call, "%s", kernel);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o.detail, sizeof o.detail, fmt, ap);
  va_end(ap);
  host_record_add(&o);
}

/* TensorFlow provides its CPU device in every process; a plugin may add
 * kernels to it (the host does not run those). */
static int provided(const char *type, const char *platform_type) {
  return strcmp(type, "CPU") == 0 || (platform_type != NULL && platform_type[0] && strcmp(type, platform_type) == 0);
}

static void check(const host_kernel_reg *k, const char *platform_type) {
  char c[96], h[96];
  constraints_text(k, c, sizeof c);
  host_memory_text(k, h, sizeof h);
  host_obs fact;
  memset(&fact, 0, sizeof fact);
  fact.kind = HOST_OBS_KERNEL;
  fact.slot = HOST_SZ_COUNT;
  host_format(fact.call, sizeof fact.call, "%s", k->kernel_name);
  host_format(fact.detail, sizeof fact.detail, "%s\t%s\t%s\t%s", k->op, k->device_type, c, h);
  fact.value = k->priority;
  host_record_add(&fact);
  if (k->refused[0]) record(HOST_OBS_KERNEL_REGISTRATION, k->kernel_name, "%s", k->refused);
  if (!provided(k->device_type, platform_type)) {
    if (platform_type != NULL && platform_type[0])
      record(HOST_OBS_KERNEL_DEVICE_TYPE, k->kernel_name,
             "device type '%s', which nothing in this process provides (the platform's type is '%s'; TensorFlow's "
             "is CPU): the kernel never runs",
             k->device_type, platform_type);
    else
      record(HOST_OBS_KERNEL_DEVICE_TYPE, k->kernel_name,
             "device type '%s', and no platform registered (no StreamExecutor module): the kernel never runs",
             k->device_type);
  }
  const host_op_def *op = host_op_find(k->op);
  if (op == NULL) {
    char names[64];
    record(HOST_OBS_KERNEL_UNKNOWN_OP, k->kernel_name, "op '%s' is not in the host's op table (%s): not run",
           k->op, host_op_names(names, sizeof names));
    return;
  }
  for (int i = 0; i < k->nconstraints; i++) {
    const host_op_attr *a = host_op_attr_find(op, k->constraints[i].attr);
    if (a == NULL || a->kind != HOST_ATTR_TYPE)
      record(HOST_OBS_KERNEL_REGISTRATION, k->kernel_name,
             "a type constraint on '%s', which is no type attribute of %s: no node matches the kernel",
             k->constraints[i].attr, op->name);
    else if (!allows(op, k->constraints[i].type))
      record(HOST_OBS_KERNEL_REGISTRATION, k->kernel_name, "%s=%d, a type %s does not allow: no node matches the kernel",
             k->constraints[i].attr, (int)k->constraints[i].type, op->name);
  }
  for (int i = 0; i < k->nhost_memory; i++)
    if (!is_arg(op, k->host_memory[i]))
      record(HOST_OBS_KERNEL_REGISTRATION, k->kernel_name,
             "host memory for '%s', which is no input or output of %s (TensorFlow refuses the kernel)",
             k->host_memory[i], op->name);
}

int host_kernel_init(void *entry, const char *device_type) {
  nregistry = refused_full = 0;
  initialized = 1;
  if (entry == NULL) return 0;
  host_child_stage("TF_InitKernel");
  TF_InitKernelFn init;
  memcpy(&init, &entry, sizeof init); /* a data pointer from dlsym, called as TensorFlow calls it */
  init();
  host_child_stage("checking the kernels TF_InitKernel registered");
  for (size_t i = 0; i < nregistry; i++) check(&registry[i], device_type);
  if (refused_full)
    record(HOST_OBS_KERNEL_REGISTRATION, "(more)", "%zu registration(s) beyond the %d the host keeps were not checked",
           refused_full, HOST_KERNEL_MAX);
  return (int)nregistry;
}

/* ---- one run ------------------------------------------------------------ */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The byte the host writes into an output or temp before the kernel runs:
 * a float of it (0xA5A5A5A5, -2.9e-16) is what an element the kernel never
 * wrote reads as. */
#define UNWRITTEN 0xA5

static host_krun *live_run;

host_krun *host_krun_of_context(TF_OpKernelContext *ctx, const char *who) {
  uint32_t magic = 0;
  if (ctx == NULL || host_safe_copy(&magic, ctx, sizeof magic) != 0 || magic != HOST_KMAGIC_CONTEXT ||
      ctx->run != live_run) {
    if (live_run) host_krun_misuse(live_run, "%s was given %s", who, ctx ? "a pointer that is no live kernel context" : "NULL");
    return NULL;
  }
  return ctx->run;
}

host_krun *host_krun_of_construction(TF_OpKernelConstruction *kc, const char *who) {
  uint32_t magic = 0;
  if (kc == NULL || host_safe_copy(&magic, kc, sizeof magic) != 0 || magic != HOST_KMAGIC_CONSTRUCTION ||
      kc->run != live_run) {
    if (live_run)
      host_krun_misuse(live_run, "%s was given %s", who, kc ? "a pointer that is no live construction context" : "NULL");
    return NULL;
  }
  return kc->run;
}

void host_krun_misuse(host_krun *r, const char *fmt, ...) {
  r->misused++;
  if (r->misuse[0]) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->misuse, sizeof r->misuse, fmt, ap);
  va_end(ap);
}

TF_Tensor *host_krun_handle(host_krun *r, int buf, TF_DataType dtype, const int64_t *dims, int ndims) {
  if (r->nhandles >= HOST_KRUN_MAX_HANDLES || buf < 0 || buf >= r->nbufs) return NULL;
  TF_Tensor *t = calloc(1, sizeof *t);
  if (t == NULL) return NULL;
  t->magic = HOST_KMAGIC_TENSOR;
  t->dtype = dtype;
  t->ndims = ndims;
  memcpy(t->dims, dims, (size_t)ndims * sizeof dims[0]);
  host_kbuf *b = &r->bufs[buf];
  t->data = b->mem ? SP_DeviceMemoryBase_get_opaque(b->mem) : b->host;
  t->bytes = b->bytes;
  t->buf = buf;
  t->run = r;
  r->handles[r->nhandles++] = t;
  return t;
}

static TF_Code se_status(TF_Status *st, const char *what, char *msg, size_t n) {
  TF_Code code = host_status_code(st, what);
  if (code != TF_OK) {
    char why[300];
    host_format(msg, n, "%s: %s", what, host_status_describe(st, why, sizeof why));
  }
  TF_DeleteStatus(st);
  return code;
}

static TF_Code htod(host_krun *r, SP_DeviceMemoryBase *dst, const void *src, size_t n, char *msg, size_t mn) {
  TF_Status *st = host_status_new();
  HOST_SE_CALL(r->p, memcpy_htod)(r->d, r->stream, dst, src, n, st);
  return se_status(st, "memcpy_htod", msg, mn);
}

static TF_Code dtoh(host_krun *r, void *dst, const SP_DeviceMemoryBase *src, size_t n, char *msg, size_t mn) {
  TF_Status *st = host_status_new();
  HOST_SE_CALL(r->p, memcpy_dtoh)(r->d, r->stream, dst, src, n, st);
  return se_status(st, "memcpy_dtoh", msg, mn);
}

/* block_host_until_done, or TensorFlow's fallback without it (an event
 * recorded and waited for). */
static TF_Code sync_stream(host_krun *r, char *msg, size_t n) {
  SP_StreamExecutor_block_host_until_done_fn f = HOST_SE(r->p, block_host_until_done);
  TF_Status *st = host_status_new();
  if (f != NULL) {
    f(r->d, r->stream, st);
    return se_status(st, "block_host_until_done", msg, n);
  }
  SP_Event e = NULL;
  HOST_SE_CALL(r->p, create_event)(r->d, &e, st);
  TF_Code code = se_status(st, "create_event", msg, n);
  if (code != TF_OK) return code;
  st = host_status_new();
  HOST_SE_CALL(r->p, record_event)(r->d, r->stream, e, st);
  code = se_status(st, "record_event", msg, n);
  if (code == TF_OK) {
    st = host_status_new();
    HOST_SE_CALL(r->p, block_host_for_event)(r->d, e, st);
    code = se_status(st, "block_host_for_event", msg, n);
  }
  HOST_SE_CALL(r->p, destroy_event)(r->d, e);
  return code;
}

static int buffer_new(host_krun *r, enum host_kbuf_role role, int index, size_t bytes, int on_host, const void *init,
                      char *msg, size_t n) {
  if (r->nbufs >= HOST_KRUN_MAX_BUFS) return host_format(msg, n, "seabi keeps at most %d buffers per kernel run", HOST_KRUN_MAX_BUFS), -1;
  host_kbuf *b = &r->bufs[r->nbufs];
  memset(b, 0, sizeof *b);
  b->bytes = bytes;
  b->span = bytes + HOST_KERNEL_GUARD;
  b->role = role;
  b->index = index;
  b->stage = malloc(b->span);
  if (b->stage == NULL) return host_format(msg, n, "out of memory"), -1;
  if (init) memcpy(b->stage, init, bytes);
  else memset(b->stage, UNWRITTEN, bytes);
  for (size_t i = 0; i < HOST_KERNEL_GUARD; i++) b->stage[bytes + i] = host_guard_pattern(i);
  if (on_host) {
    b->host = malloc(b->span);
    if (b->host == NULL) return free(b->stage), host_format(msg, n, "out of memory"), -1;
    memcpy(b->host, b->stage, b->span);
  } else {
    b->mem = host_device_alloc(r->p, r->d, b->span);
    if (b->mem == NULL) {
      free(b->stage);
      host_format(msg, n, "allocate(%zu bytes) returned no memory", b->span);
      return -1;
    }
    if (htod(r, b->mem, b->stage, b->span, msg, n) != TF_OK) {
      host_device_free(r->p, r->d, b->mem);
      free(b->stage);
      return -1;
    }
  }
  return r->nbufs++;
}

int host_krun_buffer(host_krun *r, enum host_kbuf_role role, int index, size_t bytes, int on_host, char *msg,
                     size_t n) {
  if (role == HOST_KBUF_OUTPUT && index >= 0 && index < host_op_outputs(r->op))
    for (int i = 0; i < r->k->nhost_memory; i++) on_host |= strcmp(r->k->host_memory[i], r->op->outputs[index]) == 0;
  return buffer_new(r, role, index, bytes, on_host, NULL, msg, n);
}

static const char *buf_name(const host_krun *r, const host_kbuf *b, char *out, size_t n) {
  switch (b->role) {
    case HOST_KBUF_INPUT: host_format(out, n, "input %d ('%s')", b->index, r->op->inputs[b->index]); break;
    case HOST_KBUF_OUTPUT: host_format(out, n, "output %d ('%s')", b->index, r->op->outputs[b->index]); break;
    default: host_format(out, n, "a temporary tensor"); break;
  }
  return out;
}

static const host_kernel_reg *pick(const host_platform *p, const host_kernel_call *call) {
  const host_kernel_reg *best = NULL;
  for (size_t i = 0; i < nregistry; i++) {
    const host_kernel_reg *k = &registry[i];
    if (strcmp(k->op, call->op) != 0 || strcmp(k->device_type, p->type) != 0 || k->compute == NULL) continue;
    if (call->kernel_name && strcmp(k->kernel_name, call->kernel_name) != 0) continue;
    int fits = 1;
    for (int c = 0; c < k->nconstraints; c++)
      if (strcmp(k->constraints[c].attr, "T") == 0 && k->constraints[c].type != TF_FLOAT) fits = 0;
    if (fits && (best == NULL || k->priority > best->priority)) best = k;
  }
  return best;
}

static void outcome_note(host_kernel_outcome *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void outcome_note(host_kernel_outcome *o, const char *fmt, ...) {
  size_t used = strlen(o->message);
  if (used + 4 >= sizeof o->message) return;
  if (used) memcpy(o->message + used, "; ", 3), used += 2;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(o->message + used, sizeof o->message - used, fmt, ap);
  va_end(ap);
}

/* After the run: what came back, checked. Fills the caller's outputs. */
static void collect(host_krun *r, host_kernel_outcome *o, double t0) {
  char msg[300] = "", name[64];
  for (int i = 0; i < r->nbufs; i++) {
    host_kbuf *b = &r->bufs[i];
    if (b->mem) {
      if (dtoh(r, b->stage, b->mem, b->span, msg, sizeof msg) != TF_OK) {
        outcome_note(o, "reading back %s: %s", buf_name(r, b, name, sizeof name), msg);
        if (o->code == TF_OK) o->code = TF_INTERNAL;
      }
    } else {
      memcpy(b->stage, b->host, b->span);
    }
  }
  if (sync_stream(r, msg, sizeof msg) != TF_OK) {
    outcome_note(o, "after reading back: %s", msg);
    if (o->code == TF_OK) o->code = TF_INTERNAL;
  }
  o->ms = now_ms() - t0;
  for (int i = 0; i < r->nbufs; i++) {
    host_kbuf *b = &r->bufs[i];
    size_t changed = 0, first = 0;
    for (size_t g = 0; g < HOST_KERNEL_GUARD; g++)
      if (b->stage[b->bytes + g] != host_guard_pattern(g)) {
        if (!changed++) first = g;
      }
    if (changed) {
      o->overrun += changed;
      outcome_note(o, "wrote %zu byte(s) past the end of %s (%zu bytes), from its byte %zu", changed,
                   buf_name(r, b, name, sizeof name), b->bytes, b->bytes + first);
      record(HOST_OBS_KERNEL_OVERRUN, r->k->kernel_name, "wrote past the end of %s (%zu bytes) into the guard bytes after it",
             buf_name(r, b, name, sizeof name), b->bytes);
    }
    if (b->role == HOST_KBUF_INPUT && !r->forwarded[b->index] &&
        memcmp(b->stage, r->call->inputs[b->index].data, b->bytes) != 0) {
      outcome_note(o, "wrote into %s, which TensorFlow passes as const (other nodes read it)",
                   buf_name(r, b, name, sizeof name));
      record(HOST_OBS_KERNEL_WRONG, r->k->kernel_name, "wrote into %s, which TensorFlow passes as const",
             buf_name(r, b, name, sizeof name));
      if (o->code == TF_OK) o->code = TF_DATA_LOSS;
    }
  }
  for (int i = 0; i < host_op_outputs(r->op) && (size_t)i < r->call->noutputs; i++) {
    host_kernel_tensor *out = &r->call->outputs[i];
    if (r->output_buf[i] < 0) {
      o->unset_outputs++;
      outcome_note(o, "never allocated or set output %d ('%s')", i, r->op->outputs[i]);
      continue;
    }
    const host_kbuf *b = &r->bufs[r->output_buf[i]];
    out->ndims = r->output_ndims[i];
    memcpy(out->dims, r->output_dims[i], sizeof out->dims);
    int64_t n = host_kernel_elements(out->dims, out->ndims);
    size_t bytes = n < 0 ? 0 : (size_t)n * sizeof(float);
    if (bytes > b->bytes) bytes = b->bytes;
    if (out->data && bytes <= out->capacity * sizeof(float)) memcpy(out->data, b->stage, bytes);
  }
}

static void leaks(host_krun *r, host_kernel_outcome *o) {
  int live = 0;
  for (int i = 0; i < r->nhandles; i++) live += r->handles[i]->magic == HOST_KMAGIC_TENSOR;
  o->leaked = live;
  if (!live) return;
  outcome_note(o, "%d tensor handle(s) it was given (TF_GetInput, TF_AllocateOutput, ...) never deleted", live);
  record(HOST_OBS_KERNEL_LEAK, r->k->kernel_name,
         "returned with tensor handles from TF_GetInput / TF_AllocateOutput / TF_AllocateTemp not deleted "
         "(TF_DeleteTensor)");
}

static void release(host_krun *r, int own_stream) {
  for (int i = 0; i < r->nhandles; i++) {
    r->handles[i]->magic = HOST_KMAGIC_DEAD;
    r->handles[i]->run = NULL;
    free(r->handles[i]);
  }
  for (int i = 0; i < r->nbufs; i++) {
    host_kbuf *b = &r->bufs[i];
    if (b->mem) host_device_free(r->p, r->d, b->mem);
    free(b->host);
    free(b->stage);
  }
  if (own_stream && r->stream) HOST_SE_CALL(r->p, destroy_stream)(r->d, r->stream);
}

static int64_t steps;

TF_Code host_kernel_run(host_platform *p, SP_Device *d, const host_kernel_call *call, host_kernel_outcome *o) {
  memset(o, 0, sizeof *o);
  o->code = TF_OK;
  const host_op_def *op = host_op_find(call->op);
  if (op == NULL) return host_format(o->message, sizeof o->message, "op '%s' is not in the host's op table", call->op), o->code = TF_NOT_FOUND;
  if ((int)call->ninputs != host_op_inputs(op))
    return host_format(o->message, sizeof o->message, "%s takes %d input(s), not %zu", op->name, host_op_inputs(op),
                       call->ninputs),
           o->code = TF_INVALID_ARGUMENT;
  const host_kernel_reg *k = pick(p, call);
  if (k == NULL)
    return host_format(o->message, sizeof o->message, "no float32 kernel of %s registered for device type '%s'%s%s",
                       op->name, p->type, call->kernel_name ? " named " : "", call->kernel_name ? call->kernel_name : ""),
           o->code = TF_NOT_FOUND;
  o->kernel = k;
  host_krun *r = calloc(1, sizeof *r);
  if (r == NULL) return host_format(o->message, sizeof o->message, "out of memory"), o->code = TF_RESOURCE_EXHAUSTED;
  r->p = p;
  r->d = d;
  r->k = k;
  r->op = op;
  r->call = call;
  r->step = ++steps;
  host_format(r->node_name, sizeof r->node_name, "seabi/%s_%lld", op->name, (long long)r->step);
  for (int i = 0; i < HOST_KERNEL_MAX_ARGS; i++) r->output_buf[i] = r->input_buf[i] = -1;
  r->construction.magic = HOST_KMAGIC_CONSTRUCTION;
  r->construction.run = r;
  r->context.magic = HOST_KMAGIC_CONTEXT;
  r->context.run = r;
  char msg[300] = "";
  int own_stream = call->stream == NULL;
  r->stream = call->stream;
  if (own_stream) {
    TF_Status *st = host_status_new();
    if (host_prereq_refuse(HOST_PREREQ_CREATE_STREAM, msg, sizeof msg)) TF_SetStatus(st, TF_DEADLINE_EXCEEDED, msg);
    else HOST_SE_CALL(p, create_stream)(d, &r->stream, st);
    if (se_status(st, "create_stream", msg, sizeof msg) != TF_OK) {
      r->stream = NULL;
      host_format(o->message, sizeof o->message, "%s", msg);
      o->code = TF_INTERNAL;
      release(r, 0);
      free(r);
      return o->code;
    }
  }
  for (size_t i = 0; i < call->ninputs; i++) {
    const host_kernel_tensor *in = &call->inputs[i];
    int64_t n = host_kernel_elements(in->dims, in->ndims);
    int on_host = 0;
    for (int h = 0; h < k->nhost_memory; h++) on_host |= strcmp(k->host_memory[h], op->inputs[i]) == 0;
    r->input_buf[i] = n < 0 ? -1 : buffer_new(r, HOST_KBUF_INPUT, (int)i, (size_t)n * sizeof(float), on_host, in->data, msg, sizeof msg);
    if (r->input_buf[i] < 0) {
      host_format(o->message, sizeof o->message, "input %zu: %s", i, msg[0] ? msg : "a negative dimension");
      o->code = TF_INTERNAL;
      release(r, own_stream);
      free(r);
      return o->code;
    }
  }
  live_run = r;
  double t0 = now_ms();
  void *state = NULL;
  if (k->create) {
    host_child_stage("create_func of kernel '%s'", k->kernel_name);
    state = k->create(&r->construction);
  }
  if (r->failed == TF_OK && !r->no_reason) {
    host_child_stage("compute_func of kernel '%s'", k->kernel_name);
    o->ran = 1;
    k->compute(state, &r->context);
  } else {
    outcome_note(o, "construction failed (create_func): %s", r->failure);
  }
  host_child_stage("after kernel '%s'", k->kernel_name);
  if (sync_stream(r, msg, sizeof msg) != TF_OK) {
    outcome_note(o, "synchronizing the stream after compute: %s", msg);
    o->code = TF_INTERNAL;
  }
  if (k->destroy) k->destroy(state);
  live_run = NULL;
  collect(r, o, t0);
  if (r->failed != TF_OK || r->no_reason) {
    o->code = r->failed != TF_OK ? r->failed : TF_UNKNOWN;
    o->no_reason = r->no_reason;
    outcome_note(o, "%s", r->failure);
    host_format(o->failure, sizeof o->failure, "%s", r->failure);
    if (r->no_reason) record(HOST_OBS_KERNEL_NO_REASON, k->kernel_name, "%s", r->failure);
  }
  leaks(r, o);
  if (r->misused) {
    o->misused = r->misused;
    outcome_note(o, "%s%s", r->misuse, r->misused > 1 ? " (and more)" : "");
    record(HOST_OBS_KERNEL_MISUSE, k->kernel_name, "%s", r->misuse);
  }
  if (o->code == TF_OK && (o->overrun || o->leaked || o->misused || o->unset_outputs)) o->code = TF_DATA_LOSS;
  release(r, own_stream);
  free(r);
  return o->code;
}

TF_Code host_kernel_reference(const host_kernel_call *call, float *bound) {
  const host_op_def *op = host_op_find(call->op);
  if (op == NULL || (int)call->ninputs != host_op_inputs(op) || call->noutputs < 1) return TF_INVALID_ARGUMENT;
  int ndims = 0;
  int64_t dims[HOST_KERNEL_MAX_DIMS] = {0};
  if (op->shape(call, &ndims, dims) != 0) return TF_INVALID_ARGUMENT;
  host_kernel_tensor *out = &call->outputs[0];
  int64_t n = host_kernel_elements(dims, ndims);
  if (n < 0 || (size_t)n > out->capacity) return TF_INVALID_ARGUMENT;
  out->ndims = ndims;
  memcpy(out->dims, dims, sizeof dims);
  op->reference(call, out->data, bound);
  return TF_OK;
}

/* ---- every kernel, the standard trials ---------------------------------- */

typedef struct trial {
  const char *op, *what;
  int ndims[2];
  int64_t dims[2][2];
  host_kernel_attr attrs[2];
  size_t nattrs;
} trial;

static const trial trials[] = {
    {"AddV2", "x[2,3] + y[2,3]", {2, 2}, {{2, 3}, {2, 3}}, {{NULL, 0}}, 0},
    {"Relu", "features[3,5]", {2, 0}, {{3, 5}}, {{NULL, 0}}, 0},
    {"MatMul", "a[3,4] x b[4,2]", {2, 2}, {{3, 4}, {4, 2}}, {{NULL, 0}}, 0},
    {"MatMul", "a[4,3] x b[2,4], transpose_a and transpose_b", {2, 2}, {{4, 3}, {2, 4}},
     {{"transpose_a", 1}, {"transpose_b", 1}}, 2},
};

enum { TRIAL_MAX = 64 }; /* elements per tensor in a trial */

static int runnable(const host_kernel_reg *k, const char *platform_type) {
  if (k->refused[0] || k->compute == NULL || strcmp(k->device_type, platform_type) != 0) return 0;
  const host_op_def *op = host_op_find(k->op);
  if (op == NULL) return 0;
  for (int c = 0; c < k->nconstraints; c++) {
    const host_op_attr *a = host_op_attr_find(op, k->constraints[c].attr);
    if (a == NULL || a->kind != HOST_ATTR_TYPE || (strcmp(a->name, "T") == 0 && k->constraints[c].type != TF_FLOAT))
      return 0;
  }
  return 1;
}

static int run_trial(host_platform *p, SP_Device *d, const host_kernel_reg *k, const trial *t) {
  static float in[2][TRIAL_MAX], got[TRIAL_MAX], want[TRIAL_MAX], bound[TRIAL_MAX];
  host_kernel_tensor inputs[2], out, ref;
  memset(inputs, 0, sizeof inputs);
  size_t nin = t->ndims[1] ? 2 : 1;
  for (size_t i = 0; i < nin; i++) {
    inputs[i].ndims = t->ndims[i];
    memcpy(inputs[i].dims, t->dims[i], sizeof t->dims[i]);
    inputs[i].data = in[i];
    int64_t n = host_kernel_elements(inputs[i].dims, inputs[i].ndims);
    /* Values in [-2, 2] in steps of 1/4, zero and negatives included
     * (what Relu must clamp), exact in float32. */
    for (int64_t e = 0; e < n; e++) in[i][e] = (float)((e * 7 + (int64_t)i * 5 + 3) % 17 - 8) / 4.0f;
  }
  memset(&out, 0, sizeof out);
  out.data = got;
  out.capacity = TRIAL_MAX;
  host_kernel_call call = {t->op, k->kernel_name, t->attrs, t->nattrs, inputs, nin, &out, 1, NULL};
  host_kernel_outcome o;
  host_kernel_run(p, d, &call, &o);
  if (!o.ran && o.kernel == NULL) return 0;
  /* Overruns, leaks, misuse, a failure without a cause and writes into an
   * input are recorded by host_kernel_run itself. */
  record(HOST_OBS_KERNEL_RAN, k->kernel_name, "%s", t->what);
  if (o.no_reason) return 1;
  if (o.code != TF_OK && o.code != TF_DATA_LOSS) {
    record(HOST_OBS_KERNEL_FAILED, k->kernel_name, "%s on valid input: %s", t->what, o.failure[0] ? o.failure : o.message);
    return 1;
  }
  if (o.unset_outputs) {
    record(HOST_OBS_KERNEL_WRONG, k->kernel_name, "%s: it left %d output(s) unset", t->what, o.unset_outputs);
    return 1;
  }
  host_kernel_call rc = call;
  memset(&ref, 0, sizeof ref);
  ref.data = want;
  ref.capacity = TRIAL_MAX;
  rc.outputs = &ref;
  if (host_kernel_reference(&rc, bound) != TF_OK) return 1;
  if (out.ndims != ref.ndims || memcmp(out.dims, ref.dims, (size_t)ref.ndims * sizeof ref.dims[0]) != 0) {
    record(HOST_OBS_KERNEL_WRONG, k->kernel_name, "%s: output of shape [%lld,%lld] (%d dims), the reference [%lld,%lld]",
           t->what, (long long)out.dims[0], (long long)out.dims[1], out.ndims, (long long)ref.dims[0],
           (long long)ref.dims[1]);
    return 1;
  }
  int64_t n = host_kernel_elements(ref.dims, ref.ndims);
  for (int64_t e = 0; e < n; e++) {
    double diff = fabs((double)got[e] - (double)want[e]);
    if (!(diff <= bound[e])) {
      int64_t wrong = 0;
      for (int64_t q = e; q < n; q++) wrong += !(fabs((double)got[q] - (double)want[q]) <= bound[q]);
      record(HOST_OBS_KERNEL_WRONG, k->kernel_name,
             "%s: %lld of %lld element(s) off; element %lld is %g, the reference %g (tolerance %.2g)", t->what,
             (long long)wrong, (long long)n, (long long)e, (double)got[e], (double)want[e], (double)bound[e]);
      return 1;
    }
  }
  return 1;
}

int host_kernel_run_all(host_platform *p, SP_Device *d) {
  int ran = 0;
  for (size_t i = 0; i < nregistry; i++) {
    const host_kernel_reg *k = &registry[i];
    if (!runnable(k, p->type)) continue;
    for (size_t t = 0; t < sizeof trials / sizeof trials[0]; t++)
      if (strcmp(trials[t].op, k->op) == 0) ran += run_trial(p, d, k, &trials[t]);
  }
  return ran;
}

/* ---- the kernel API the host provides ------------------------------------ */

