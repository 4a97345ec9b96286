/* The demo workload, written the way a core uses the API: every call gets a
 * fresh status, every plugin struct is read through the guarded getters.
 * Every module the plugin exports is brought up in TensorFlow's order
 * (StreamExecutor, graph optimizer, profiler); the graph optimizer runs on
 * the conformance graphs, and the workload runs inside a profiling session
 * whose XSpace is summarised per stream (profile_view.c) and, with
 * --trace FILE, written as Chrome trace-event JSON. */
#include "seabi_demo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_graph.h"
#include "host_profiler.h"
#include "profile_view.h"

static int check(TF_Status *st, const char *what) {
  char buf[512];
  TF_Code c = host_status_code(st, what);
  printf("  %-44s %s\n", what, host_status_describe(st, buf, sizeof buf));
  TF_DeleteStatus(st);
  return c == TF_OK ? 0 : 1;
}

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
    printf("  allocator stats %-28s none reported\n", when);
    return;
  }
  printf("  allocator stats %-28s num_allocs %lld, bytes_in_use %lld, peak %lld\n", when,
         (long long)SP_AllocatorStats_get_num_allocs(&s), (long long)SP_AllocatorStats_get_bytes_in_use(&s),
         (long long)SP_AllocatorStats_get_peak_bytes_in_use(&s));
}

/* The StreamExecutor workload: allocate, a copy round trip on two streams
 * ordered by an event, a host callback, allocator stats. */
typedef struct workload {
  host_platform *p;
  SP_Device *d;
  int bad;
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
  printf("  %-44s %s\n", "allocate 1 MiB", have_mem ? "OK" : "FAILED");
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
    printf("  %-44s %s\n", "host_callback on B", ok ? "enqueued" : "REFUSED");
    if (!ok) bad = 1;
    SP_StreamExecutor_block_host_until_done_fn block = HOST_SE(p, block_host_until_done);
    if (block) {
      st = host_status_new(); block(d, b, st); bad |= check(st, "block_host_until_done B");
    } else {
      st = host_status_new(); HOST_SE_CALL(p, synchronize_all_activity)(d, st); bad |= check(st, "synchronize_all_activity");
    }
    int same = memcmp(in, out, n) == 0;
    printf("  %-44s %s\n", "round trip A -> device -> B", same ? "data matches" : "DATA DIFFERS");
    printf("  %-44s %d time(s)\n", "host callback ran", ran);
    if (!same || ran != 1) bad = 1;
  }
  if (e) HOST_SE_CALL(p, destroy_event)(d, e);
  if (a) HOST_SE_CALL(p, destroy_stream)(d, a);
  if (b) HOST_SE_CALL(p, destroy_stream)(d, b);
  HOST_SE_CALL(p, deallocate)(d, &mem);
  print_stats(p, d, "after deallocate:");
  free(in);
  free(out);
  w->bad |= bad;
}

/* The graph optimizer on the conformance graphs: one line per call. */
static int demo_graph(host_platform *p) {
  host_graph g;
  host_child_stage("the graph optimizer (TF_InitGraph)");
  if (host_graph_register(&g, p->modules.entry[HOST_MOD_GRAPH]) != TF_OK) {
    printf("demo: graph optimizer: %s\n", g.error);
    host_graph_close(&g);
    return 1;
  }
  host_graph_run run;
  int bad = host_graph_optimize(&g, &run) != 0;
  printf("demo: graph optimizer for device type %s\n", g.device_type_then);
  for (int i = 0; i < run.ncalls; i++) {
    const host_graph_call *c = &run.calls[i];
    printf("  %s, iteration %d: %s, %zu nodes in, %zu out%s\n", c->item == 0 ? "main graph" : "function body",
           c->iteration + 1, c->code == TF_OK ? "OK" : c->status, c->in_nodes, c->out_nodes,
           c->unchanged ? " (unchanged)" : "");
    if (c->code != TF_OK || !c->parsed) bad = 1;
  }
  host_graph_close(&g);
  return bad;
}

typedef struct demo_args {
  const char *path, *trace, *xspace;
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
    printf("demo: cannot load %s: %s\n", args->path, p.error);
    host_platform_close(&p, 0);
    return p.imports_missing ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_USAGE;
  }
  host_child_stage("registering");
  TF_Code c = host_platform_register(&p, NULL);
  if (c == TF_OK) c = host_platform_create_fns(&p);
  if (c != TF_OK) {
    printf("demo: cannot load %s: %s\n", args->path, p.error);
    host_platform_close(&p, 0);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  int count = host_platform_device_count(&p);
  printf("demo: platform %s (type %s, settled to %s), %d device(s)\n", p.name, p.type, p.settled_to, count);
  char modules[400];
  printf("demo: modules: %s\n", host_modules_describe(&p.modules, modules, sizeof modules));
  host_device dev;
  char msg[512];
  if (count < 1 || host_device_open(&p, 0, &dev, msg, sizeof msg) != TF_OK) {
    printf("demo: no usable device: %s\n", count < 1 ? "count is 0" : msg);
    host_platform_close(&p, 0);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  workload w = {&p, dev.device, 0};
  /* TensorFlow's order: the graph module, then the profiler. */
  if (p.modules.entry[HOST_MOD_GRAPH] && host_profile_has_module(HOST_MOD_GRAPH)) w.bad |= demo_graph(&p);
  host_profiler prof;
  int profiling = 0;
  if (p.modules.entry[HOST_MOD_PROFILER] && host_profile_has_module(HOST_MOD_PROFILER)) {
    host_child_stage("the profiler (TF_InitProfiler)");
    if (host_profiler_register(&prof, p.modules.entry[HOST_MOD_PROFILER]) == TF_OK) profiling = 1;
    else printf("demo: profiler: %s\n", prof.error), w.bad = 1;
  }
  host_child_stage("running the workload");
  printf("demo: workload on %s%s\n", p.name, profiling ? ", profiled" : "");
  host_profiler_session s;
  memset(&s, 0, sizeof s);
  if (profiling) host_profiler_run(&prof, run_workload, &w, &s);
  else run_workload(&w);
  if (profiling) {
    if (s.start_code != TF_OK || s.stop_code != TF_OK || s.collect_code != TF_OK || !s.parsed) {
      w.bad = 1;
      printf("demo: profile: start %s, stop %s, collect %s%s%s\n", s.start_status, s.stop_status, s.collect_status,
             s.parsed ? "" : "; not an XSpace: ", s.parsed ? "" : s.parse_error);
    } else {
      printf("demo: profile (collect_data_xspace: %zu bytes, %zu event(s)), per stream:\n", s.len,
             profile_event_count(&s.space));
      profile_print_summary(stdout, &s.space, "  ");
      char why[300];
      if (args->xspace) {
        if (write_bytes(args->xspace, s.bytes ? s.bytes : (const unsigned char *)"", s.len) == 0)
          printf("demo: XSpace (%zu bytes) written to %s\n", s.len, args->xspace);
        else
          printf("demo: cannot write %s\n", args->xspace), w.bad = 1;
      }
      if (args->trace) {
        if (profile_write_trace(args->trace, &s.space, why, sizeof why) == 0)
          printf("demo: trace written to %s (open it in chrome://tracing or ui.perfetto.dev)\n", args->trace);
        else
          printf("demo: %s\n", why), w.bad = 1;
      }
    }
  } else if (args->trace || args->xspace) {
    printf("demo: no profile written: %s\n", p.modules.entry[HOST_MOD_PROFILER]
                                               ? "this core does not load profiler plugins"
                                               : "the plugin has no profiler module (TF_InitProfiler)");
    w.bad = 1;
  }
  host_profiler_session_free(&s);
  if (profiling) host_profiler_close(&prof);
  host_child_stage("tearing down and unloading");
  host_device_close(&dev);
  host_platform_close(&p, 0);
  printf("demo: %s\n", w.bad ? "FAILED" : "workload completed");
  return w.bad ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_OK;
}

int seabi_demo(const char *path, int timeout_ms, const char *trace, const char *xspace) {
  host_child_result res;
  demo_args args = {path, trace, xspace};
  if (host_child_run(demo_workload, &args, timeout_ms, &res) != HOST_CHILD_DONE)
    printf("demo: %s\n", res.why);
  return host_child_exit_code(&res);
}
