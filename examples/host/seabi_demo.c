/* The demo workload, written the way a core uses the API: every call gets a
 * fresh status, every plugin struct is read through the guarded getters.
 * Every module the plugin exports is brought up in TensorFlow's order
 * (StreamExecutor, kernels, graph optimizer, profiler); the graph optimizer
 * runs on the conformance graphs, and the workload -- the StreamExecutor
 * round trip, then a small graph y = Relu(MatMul(x, W) + b) computed by the
 * plugin's own kernels on two of its streams (one batch each) and checked
 * against a reference -- runs inside a profiling session whose XSpace is
 * summarised per stream (profile_view.c) and, with --trace FILE, written as
 * Chrome trace-event JSON. */
#include "seabi_demo.h"
#include "host_sandbox.h"

#include <ftw.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_graph.h"
#include "host_kernel.h"
#include "host_profiler.h"
#include "profile_view.h"

static int check(TF_Status *st, const char *what) {
  char buf[512];
  TF_Code c = host_status_code(st, what);
  fprintf(host_child_text(), "  %-44s %s\n", what, host_status_describe(st, buf, sizeof buf));
  TF_DeleteStatus(st);
  return c == TF_OK ? 0 : 1;
}

static int run_kernel_graph(host_platform *p, SP_Device *d);

static void on_host(void *const arg, TF_Status *const status) {
  int *ran = arg;
  (*ran)++;
  TF_SetStatus(status, TF_OK, "");
}

static void print_stats(host_platform *p, SP_Device *d, const char *when) {
  SP_AllocatorStats s;
  memset(&s, 0, sizeof s);
  s.struct_size = host_profile_size(HOST_SZ_ALLOCATOR_STATS);
  if (!HOST_SE_CALL(p, get_allocator_stats)(d, &s)) {
    fprintf(host_child_text(), "  allocator stats %-28s none reported\n", when);
    return;
  }
  fprintf(host_child_text(), "  allocator stats %-28s num_allocs %lld, bytes_in_use %lld, peak %lld\n", when,
         (long long)SP_AllocatorStats_get_num_allocs(&s), (long long)SP_AllocatorStats_get_bytes_in_use(&s),
         (long long)SP_AllocatorStats_get_peak_bytes_in_use(&s));
}

/* The StreamExecutor workload: allocate, a copy round trip on two streams
 * ordered by an event, a host callback, allocator stats. */
typedef struct workload {
  host_platform *p;
  SP_Device *d;
  int bad;
  int kernels; /* kernels registered by TF_InitKernel: run the graph */
} workload;

static void run_workload(void *arg) {
  workload *w = arg;
  host_platform *p = w->p;
  SP_Device *d = w->d;
  int bad = 0, ran = 0;
  const size_t n = 1 << 20;
  unsigned char *in = malloc(n), *out = calloc(1, n);
  for (size_t i = 0; i < n; i++) in[i] = (unsigned char)(i * 13 + 7);

  print_stats(p, d, "before:");
  SP_DeviceMemoryBase mem;
  memset(&mem, 0, sizeof mem);
  mem.struct_size = host_profile_size(HOST_SZ_DEVICE_MEMORY_BASE);
  HOST_SE_CALL(p, allocate)(d, n, 0, &mem);
  int have_mem = SP_DeviceMemoryBase_get_opaque(&mem) != NULL;
  fprintf(host_child_text(), "  %-44s %s\n", "allocate 1 MiB", have_mem ? "OK" : "FAILED");
  if (!have_mem) bad = 1;
  print_stats(p, d, "with 1 MiB live:");

  SP_Stream a = NULL, b = NULL;
  SP_Event e = NULL;
  TF_Status *st;
  st = host_status_new(); HOST_SE_CALL(p, create_stream)(d, &a, st); bad |= check(st, "create_stream A");
  st = host_status_new(); HOST_SE_CALL(p, create_stream)(d, &b, st); bad |= check(st, "create_stream B");
  st = host_status_new(); HOST_SE_CALL(p, create_event)(d, &e, st); bad |= check(st, "create_event");
  if (!bad) {
    st = host_status_new(); HOST_SE_CALL(p, memcpy_htod)(d, a, &mem, in, n, st); bad |= check(st, "memcpy_htod on A (1 MiB)");
    st = host_status_new(); HOST_SE_CALL(p, record_event)(d, a, e, st); bad |= check(st, "record_event on A");
    st = host_status_new(); HOST_SE_CALL(p, wait_for_event)(d, b, e, st); bad |= check(st, "wait_for_event on B");
    st = host_status_new(); HOST_SE_CALL(p, memcpy_dtoh)(d, b, out, &mem, n, st); bad |= check(st, "memcpy_dtoh on B (1 MiB)");
    TF_Bool ok = HOST_SE_CALL(p, host_callback)(d, b, on_host, &ran);
    fprintf(host_child_text(), "  %-44s %s\n", "host_callback on B", ok ? "enqueued" : "REFUSED");
    if (!ok) bad = 1;
    SP_StreamExecutor_block_host_until_done_fn block = HOST_SE(p, block_host_until_done);
    if (block) {
      st = host_status_new(); block(d, b, st); bad |= check(st, "block_host_until_done B");
    } else {
      st = host_status_new(); HOST_SE_CALL(p, synchronize_all_activity)(d, st); bad |= check(st, "synchronize_all_activity");
    }
    int same = memcmp(in, out, n) == 0;
    fprintf(host_child_text(), "  %-44s %s\n", "round trip A -> device -> B", same ? "data matches" : "DATA DIFFERS");
    fprintf(host_child_text(), "  %-44s %d time(s)\n", "host callback ran", ran);
    if (!same || ran != 1) bad = 1;
  }
  if (e) HOST_SE_CALL(p, destroy_event)(d, e);
  if (a) HOST_SE_CALL(p, destroy_stream)(d, a);
  if (b) HOST_SE_CALL(p, destroy_stream)(d, b);
  HOST_SE_CALL(p, deallocate)(d, &mem);
  print_stats(p, d, "after deallocate:");
  free(in);
  free(out);
  if (w->kernels) bad |= run_kernel_graph(p, d);
  w->bad |= bad;
}

/* ---- the kernel graph: y = Relu(MatMul(x, W) + b) ----------------------- */
#define DG_BATCH 4
#define DG_IN 8
#define DG_OUT 3

/* One node of the graph through the plugin's kernel on `stream`; the
 * output's values in out (capacity floats). 0 when it ran and broke no
 * rule. */
static int graph_node(host_platform *p, SP_Device *d, SP_Stream stream, const char *label, const char *op,
                      const host_kernel_tensor *in, size_t nin, float *out, size_t capacity, host_kernel_tensor *res) {
  static const host_kernel_attr no_transpose[2] = {{"transpose_a", 0}, {"transpose_b", 0}};
  memset(res, 0, sizeof *res);
  res->data = out;
  res->capacity = capacity;
  host_kernel_call call;
  memset(&call, 0, sizeof call);
  call.op = op;
  call.attrs = strcmp(op, "MatMul") == 0 ? no_transpose : NULL;
  call.nattrs = strcmp(op, "MatMul") == 0 ? 2 : 0;
  call.inputs = in;
  call.ninputs = nin;
  call.outputs = res;
  call.noutputs = 1;
  call.stream = stream;
  host_kernel_outcome o;
  TF_Code c = host_kernel_run(p, d, &call, &o);
  char shape[64] = "";
  size_t used = 0;
  for (int i = 0; c == TF_OK && i < res->ndims && used < sizeof shape; i++)
    used += (size_t)snprintf(shape + used, sizeof shape - used, "%s%lld", i ? "," : "", (long long)res->dims[i]);
  if (c == TF_OK)
    fprintf(host_child_text(), "    %-34s %s, kernel '%s', output [%s], %.2f ms\n", label, "OK", o.kernel ? o.kernel->kernel_name : "?",
           shape, o.ms);
  else
    fprintf(host_child_text(), "    %-34s FAILED: %s\n", label, o.message[0] ? o.message : "(no message)");
  return c != TF_OK;
}

/* The graph's reference in double precision, and its bound per element. */
static void graph_reference(const float *x, const float *w, const float *b, double *want, double *bound) {
  for (int i = 0; i < DG_BATCH; i++)
    for (int j = 0; j < DG_OUT; j++) {
      double acc = b[j], mag = b[j] < 0 ? -(double)b[j] : b[j];
      for (int k = 0; k < DG_IN; k++) {
        double t = (double)x[i * DG_IN + k] * w[k * DG_OUT + j];
        acc += t;
        mag += t < 0 ? -t : t;
      }
      want[i * DG_OUT + j] = acc > 0 ? acc : 0;
      bound[i * DG_OUT + j] = 1e-5 * (1 + mag);
    }
}

/* Two batches, each through MatMul -> AddV2 -> Relu on a stream of its own
 * (the kernels enqueue on the stream TF_GetStream returns: the profile shows
 * them there). Returns 0 when every node ran and both results match. */
static int run_kernel_graph(host_platform *p, SP_Device *d) {
  fprintf(host_child_text(), "  graph y = Relu(MatMul(x, W) + b), x [%d,%d], W [%d,%d], b [%d], one batch per stream:\n", DG_BATCH,
         DG_IN, DG_IN, DG_OUT, DG_OUT);
  float w[DG_IN * DG_OUT], b[DG_OUT];
  for (int i = 0; i < DG_IN * DG_OUT; i++) w[i] = (float)((i * 7) % 11 - 5) / 4.0f;
  for (int j = 0; j < DG_OUT; j++) b[j] = (float)j - 1.0f;
  int bad = 0;
  for (int batch = 0; batch < 2; batch++) {
    SP_Stream s = NULL;
    TF_Status *st = host_status_new();
    HOST_SE_CALL(p, create_stream)(d, &s, st);
    char what[64];
    host_format(what, sizeof what, "create_stream for batch %d", batch + 1);
    if (check(st, what) != 0 || s == NULL) return 1;
    float x[DG_BATCH * DG_IN], mm[DG_BATCH * DG_OUT], sum[DG_BATCH * DG_OUT], y[DG_BATCH * DG_OUT];
    for (int i = 0; i < DG_BATCH * DG_IN; i++) x[i] = (float)((i * 5 + batch * 3) % 13 - 6) / 3.0f;
    host_kernel_tensor tx = {2, {DG_BATCH, DG_IN}, x, 0}, tw = {2, {DG_IN, DG_OUT}, w, 0}, tb = {1, {DG_OUT}, b, 0};
    host_kernel_tensor in[2], res;
    in[0] = tx, in[1] = tw;
    bad |= graph_node(p, d, s, "MatMul(x, W)", "MatMul", in, 2, mm, DG_BATCH * DG_OUT, &res);
    in[0] = res, in[1] = tb;
    if (!bad) bad |= graph_node(p, d, s, "AddV2(., b)", "AddV2", in, 2, sum, DG_BATCH * DG_OUT, &res);
    in[0] = res;
    if (!bad) bad |= graph_node(p, d, s, "Relu(.)", "Relu", in, 1, y, DG_BATCH * DG_OUT, &res);
    if (!bad) {
      double want[DG_BATCH * DG_OUT], bound[DG_BATCH * DG_OUT], worst = 0;
      graph_reference(x, w, b, want, bound);
      int same = res.ndims == 2 && res.dims[0] == DG_BATCH && res.dims[1] == DG_OUT;
      for (int i = 0; same && i < DG_BATCH * DG_OUT; i++) {
        double e = y[i] - want[i];
        e = e < 0 ? -e : e;
        worst = e > worst ? e : worst;
        same &= e <= bound[i];
      }
      fprintf(host_child_text(), "    batch %d: %s (largest difference %.2g)\n", batch + 1,
             same ? "result matches the reference" : "RESULT DIFFERS from the reference", worst);
      bad |= !same;
    }
    HOST_SE_CALL(p, destroy_stream)(d, s);
    if (bad) break;
  }
  return bad;
}

/* The graph optimizer on the conformance graphs: one line per call. */
static int demo_graph(host_platform *p) {
  host_graph g;
  host_child_stage("the graph optimizer (TF_InitGraph)");
  if (host_graph_register(&g, p->modules.entry[HOST_MOD_GRAPH]) != TF_OK) {
    fprintf(host_child_text(), "demo: graph optimizer: %s\n", g.error);
    host_graph_close(&g);
    return 1;
  }
  host_graph_run run;
  int bad = host_graph_optimize(&g, &run) != 0;
  fprintf(host_child_text(), "demo: graph optimizer for device type %s\n", g.device_type_then);
  for (int i = 0; i < run.ncalls; i++) {
    const host_graph_call *c = &run.calls[i];
    fprintf(host_child_text(), "  %s, iteration %d: %s, %zu nodes in, %zu out%s\n", c->item == 0 ? "main graph" : "function body",
           c->iteration + 1, c->code == TF_OK ? "OK" : c->status, c->in_nodes, c->out_nodes,
           c->unchanged ? " (unchanged)" : "");
    if (c->code != TF_OK || !c->parsed) bad = 1;
  }
  host_graph_close(&g);
  return bad;
}

typedef struct demo_args {
  const char *path, *trace, *xspace; /* as the user named them */
  const char *trace_at, *xspace_at;  /* where the child writes them (an outbox, below) */
} demo_args;

/* The collected bytes as they are: TensorBoard's profile plugin reads an
 * XSpace from a .xplane.pb file. Through a temporary file, renamed. */
static int write_bytes(const char *path, const unsigned char *b, size_t n) {
  char tmp[4200];
  host_format(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "wb");
  if (f == NULL) return -1;
  int ok = fwrite(b, 1, n, f) == n;
  ok &= fclose(f) == 0;
  if (!ok || rename(tmp, path) != 0) {
    remove(tmp);
    return -1;
  }
  return 0;
}

static int demo_workload(void *arg) {
  const demo_args *args = arg;
  static host_platform p;
  /* Loading runs the plugin's constructors: a crash there is named as
   * loading, as `list` names it. */
  host_child_stage("loading");
  if (host_platform_load(&p, args->path) != 0) {
    fprintf(host_child_text(), "demo: cannot load %s: %s\n", args->path, p.error);
    host_platform_close(&p, 0);
    return p.imports_missing ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_USAGE;
  }
  host_child_stage("registering");
  TF_Code c = host_platform_register(&p, NULL);
  if (c == TF_OK) c = host_platform_create_fns(&p);
  if (c != TF_OK) {
    fprintf(host_child_text(), "demo: cannot load %s: %s\n", args->path, p.error);
    host_platform_close(&p, 0);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  int count = host_platform_device_count(&p);
  fprintf(host_child_text(), "demo: platform %s (type %s, settled to %s), %d device(s)\n", p.name, p.type, p.settled_to, count);
  char modules[400];
  fprintf(host_child_text(), "demo: modules: %s\n", host_modules_describe(&p.modules, modules, sizeof modules));
  host_device dev;
  char msg[512];
  if (count < 1 || host_device_open(&p, 0, &dev, msg, sizeof msg) != TF_OK) {
    fprintf(host_child_text(), "demo: no usable device: %s\n", count < 1 ? "count is 0" : msg);
    host_platform_close(&p, 0);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  workload w = {&p, dev.device, 0, 0};
  /* TensorFlow's order: the kernel module, the graph module, then the
   * profiler. */
  if (p.modules.entry[HOST_MOD_KERNEL] && host_profile_has_module(HOST_MOD_KERNEL)) {
    host_child_stage("the kernel module (TF_InitKernel)");
    int n = host_kernel_init(p.modules.entry[HOST_MOD_KERNEL], p.type);
    size_t count = 0;
    const host_kernel_reg *regs = host_kernel_registry(&count);
    fprintf(host_child_text(), "demo: kernels (TF_InitKernel): %d registered\n", n);
    char line[300];
    for (size_t i = 0; i < count; i++) fprintf(host_child_text(), "  %s\n", host_kernel_describe(&regs[i], line, sizeof line));
    static const char *const ops[] = {"MatMul", "AddV2", "Relu"};
    int have = 0;
    for (size_t o = 0; o < 3; o++)
      for (size_t i = 0; i < count; i++)
        if (strcmp(regs[i].op, ops[o]) == 0 && strcmp(regs[i].device_type, p.type) == 0) {
          have++;
          break;
        }
    w.kernels = have == 3;
    if (!w.kernels) fprintf(host_child_text(), "  (no MatMul, AddV2 and Relu kernels for %s: the kernel graph is not run)\n", p.type);
  } else if (p.modules.entry[HOST_MOD_KERNEL]) {
    fprintf(host_child_text(), "demo: kernels: this core does not load kernel modules\n");
  }
  if (p.modules.entry[HOST_MOD_GRAPH] && host_profile_has_module(HOST_MOD_GRAPH)) w.bad |= demo_graph(&p);
  host_profiler prof;
  int profiling = 0;
  if (p.modules.entry[HOST_MOD_PROFILER] && host_profile_has_module(HOST_MOD_PROFILER)) {
    host_child_stage("the profiler (TF_InitProfiler)");
    if (host_profiler_register(&prof, p.modules.entry[HOST_MOD_PROFILER]) == TF_OK) profiling = 1;
    else fprintf(host_child_text(), "demo: profiler: %s\n", prof.error), w.bad = 1;
  }
  host_child_stage("running the workload");
  fprintf(host_child_text(), "demo: workload on %s%s\n", p.name, profiling ? ", profiled" : "");
  host_profiler_session s;
  memset(&s, 0, sizeof s);
  if (profiling) host_profiler_run(&prof, run_workload, &w, &s);
  else run_workload(&w);
  if (profiling) {
    if (s.start_code != TF_OK || s.stop_code != TF_OK || s.collect_code != TF_OK || !s.parsed) {
      w.bad = 1;
      fprintf(host_child_text(), "demo: profile: start %s, stop %s, collect %s%s%s\n", s.start_status, s.stop_status, s.collect_status,
             s.parsed ? "" : "; not an XSpace: ", s.parsed ? "" : s.parse_error);
    } else {
      fprintf(host_child_text(), "demo: profile (collect_data_xspace: %zu bytes, %zu event(s)), per stream:\n", s.len,
             profile_event_count(&s.space));
      profile_print_summary(host_child_text(), &s.space, "  ");
      char why[300];
      if (args->xspace) {
        if (write_bytes(args->xspace_at, s.bytes ? s.bytes : (const unsigned char *)"", s.len) == 0)
          fprintf(host_child_text(), "demo: XSpace (%zu bytes) written to %s\n", s.len, args->xspace);
        else
          fprintf(host_child_text(), "demo: cannot write %s\n", args->xspace), w.bad = 1;
      }
      if (args->trace) {
        if (profile_write_trace(args->trace_at, &s.space, why, sizeof why) == 0)
          fprintf(host_child_text(), "demo: trace written to %s (open it in chrome://tracing or ui.perfetto.dev)\n", args->trace);
        else
          fprintf(host_child_text(), "demo: %s\n", why), w.bad = 1;
      }
    }
  } else if (args->trace || args->xspace) {
    fprintf(host_child_text(), "demo: no profile written: %s\n", p.modules.entry[HOST_MOD_PROFILER]
                                               ? "this core does not load profiler plugins"
                                               : "the plugin has no profiler module (TF_InitProfiler)");
    w.bad = 1;
  }
  host_profiler_session_free(&s);
  if (profiling) host_profiler_close(&prof);
  host_child_stage("tearing down and unloading");
  host_device_close(&dev);
  host_platform_close(&p, 0);
  fprintf(host_child_text(), "demo: %s\n", w.bad ? "FAILED" : "workload completed");
  return w.bad ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_OK;
}

/* The child sees the filesystem read-only: each file it writes for the
 * user goes to an outbox, a fresh directory beside the file made writable
 * inside (--sandbox-bind's way), and is moved to its name when the child
 * is done. Only that one name is moved; the outbox goes. */
typedef struct outbox {
  char dir[4200], file[4300];
} outbox;

static const char *outbox_open(outbox *o, const char *target) {
  o->dir[0] = '\0';
  if (target == NULL) return NULL;
  char parent[4096];
  host_format(parent, sizeof parent, "%s", target);
  char *slash = strrchr(parent, '/');
  const char *base = slash ? slash + 1 : target;
  if (slash) *slash = '\0';
  host_format(o->dir, sizeof o->dir, "%s/.seabi-demo-XXXXXX", slash ? (parent[0] ? parent : "/") : ".");
  char abs[4200];
  if (mkdtemp(o->dir) == NULL || realpath(o->dir, abs) == NULL || host_sandbox_bind(abs) != 0) {
    if (o->dir[0]) rmdir(o->dir);
    o->dir[0] = '\0';
    return target; /* written where the child can (without a sandbox), else its error says so */
  }
  host_format(o->dir, sizeof o->dir, "%s", abs);
  host_format(o->file, sizeof o->file, "%s/%s", abs, base);
  return o->file;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *f) {
  (void)st, (void)flag, (void)f;
  return remove(path);
}

static void outbox_close(outbox *o, const char *target) {
  if (o->dir[0] == '\0') return;
  struct stat st;
  if (lstat(o->file, &st) == 0 && S_ISREG(st.st_mode)) rename(o->file, target);
  nftw(o->dir, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
}

int seabi_demo(const char *path, int timeout_ms, const char *trace, const char *xspace) {
  host_child_result res;
  outbox trace_box, xspace_box;
  demo_args args = {path, trace, xspace, NULL, NULL};
  args.trace_at = outbox_open(&trace_box, trace);
  args.xspace_at = outbox_open(&xspace_box, xspace);
  if (host_child_run(demo_workload, &args, timeout_ms, &res) != HOST_CHILD_DONE)
    printf("demo: %s\n", res.why);
  host_child_print_output(stdout, &res, "demo: ");
  outbox_close(&trace_box, trace);
  outbox_close(&xspace_box, xspace);
  return host_child_exit_code(&res);
}
