/* The hostile plugin (issue 16 item 5): the conformance suite's small
 * correct plugin (tests/conform/mini_plugin.inc.c) with one misbehaviour on
 * top, drawn from SEABI_HOSTILE_SEED at load time (hostile_plan.h), so one
 * build serves every seed. Without the variable it behaves.
 *
 * Before it misbehaves it appends a line to SEABI_HOSTILE_LOG ("applied
 * <what>" or "fault <kind> <where>"): the runner then knows the misbehaviour
 * really happened in this core (a setter the core's layout does not cover
 * writes nothing) and can insist the host reported it.
 *
 * SEABI_HOSTILE_ESCAPE=<behaviour> turns it against its host and the
 * machine instead (hostile_escape.inc.c; tests/hostile/sandbox_tests.sh). */
#define SE_InitPlugin hostile_base_init /* mini's entry points, wrapped below */
#include "../conform/mini_plugin.inc.c"
#undef SE_InitPlugin
#define TF_InitGraph hostile_base_graph
#define TF_InitProfiler hostile_base_profiler
#include "../conform/mini_modules.inc.c"
#undef TF_InitGraph
#undef TF_InitProfiler

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>

#include "hostile_plan.h"

#include <stdarg.h>

#include "hostile_escape.inc.c"

static hostile_plan plan;
static int armed; /* a seed was given */

__attribute__((constructor)) static void hostile_load_plan(void) {
  const char *seed = getenv("SEABI_HOSTILE_SEED");
  armed = seed != NULL && seed[0] != '\0';
  if (armed) plan = hostile_draw(strtoul(seed, NULL, 10));
}

static void note(const char *fmt, const char *a, const char *b) {
  const char *path = getenv("SEABI_HOSTILE_LOG");
  if (path == NULL) return;
  char line[256];
  int n = snprintf(line, sizeof line, fmt, a, b);
  int fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0600);
  if (fd < 0 || n <= 0) return;
  if (write(fd, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1) < 0) { /* the log is best effort */ }
  close(fd);
}

static int wants(enum hostile_class c, enum hostile_target t) { return armed && plan.cls == c && plan.target == t; }

/* The fault itself: logged first, because none of them returns. */
static void misbehave(void) {
  note("triggered %s in %s\n", hostile_fault_name(plan.fault), hostile_targets[plan.target].name);
  switch (plan.fault) {
    case FAULT_SEGV: raise(SIGSEGV); break;
    case FAULT_ABORT: abort();
    case FAULT_HANG: for (;;) pause();
    case FAULT_EXIT0: exit(0);
    default: exit(3);
  }
  _exit(5);
}

static void fault_if(enum hostile_target t) {
  if (wants(HOSTILE_FAULT, t)) misbehave();
}

/* Any executor member, called with whatever arguments: it never returns. */
static void hostile_member(void) { misbehave(); }

/* Swaps executor member `t` for `fn` through its setter. 1 if written. */
static int set_member(SP_StreamExecutor *se, enum hostile_target t, void (*fn)(void)) {
  switch (t) {
#define HOSTILE_SET_P(name) 0
#define HOSTILE_SET_G(name) 0
#define HOSTILE_SET_Q(name) 0
#define HOSTILE_SET_E(name) SP_StreamExecutor_set_##name(se, (SP_StreamExecutor_##name##_fn)fn)
#define HOSTILE_SET(name, kind, case_id, required) \
  case HOSTILE_T_##name: return HOSTILE_SET_##kind(name);
    HOSTILE_TARGETS(HOSTILE_SET)
#undef HOSTILE_SET
#undef HOSTILE_SET_E
#undef HOSTILE_SET_P
#undef HOSTILE_SET_G
#undef HOSTILE_SET_Q
    default: return 0;
  }
}

/* Bad out-pointers: OK with a NULL handle, or an opaque no allocation has. */
static void null_stream(const SP_Device *d, SP_Stream *s, TF_Status *st) {
  (void)d;
  *s = NULL;
  set_ok(st);
}
static void null_event(const SP_Device *d, SP_Event *e, TF_Status *st) {
  (void)d;
  *e = NULL;
  set_ok(st);
}
static void bogus_allocate(const SP_Device *d, uint64_t size, int64_t space, SP_DeviceMemoryBase *m) {
  (void)d;
  (void)space;
  SP_DeviceMemoryBase_set_opaque(m, (void *)(uintptr_t)16);
  SP_DeviceMemoryBase_set_size(m, size);
}

static void hostile_get_device_count(const SP_Platform *p, int *count, TF_Status *st) {
  fault_if(HOSTILE_T_get_device_count);
  mini_get_device_count(p, count, st);
  if (armed && plan.cls == HOSTILE_DEVICE_COUNT) {
    *count = (int)plan.value;
    note("applied device count %s%s\n", plan.value == INT_MAX ? "INT_MAX" : "other", "");
  }
}

static void hostile_create_device(const SP_Platform *p, SE_CreateDeviceParams *params, TF_Status *st) {
  fault_if(HOSTILE_T_create_device);
  mini_create_device(p, params, st);
}

static void hostile_destroy_device(const SP_Platform *p, SP_Device *d) {
  fault_if(HOSTILE_T_destroy_device);
  mini_destroy_device(p, d);
}

static void hostile_create_device_fns(const SP_Platform *p, SE_CreateDeviceFnsParams *params, TF_Status *st) {
  fault_if(HOSTILE_T_create_device_fns);
  mini_create_device_fns(p, params, st);
}

static void hostile_create_stream_executor(const SP_Platform *p, SE_CreateStreamExecutorParams *params,
                                           TF_Status *st) {
  fault_if(HOSTILE_T_create_stream_executor);
  mini_create_stream_executor(p, params, st);
  SP_StreamExecutor *se = params->stream_executor;
  if (!armed) return;
  const char *name = hostile_targets[plan.target].name;
  if (plan.cls == HOSTILE_FAULT && set_member(se, plan.target, hostile_member))
    note("applied fault member %s%s\n", name, "");
  if (plan.cls == HOSTILE_NULL_MEMBER && set_member(se, plan.target, NULL))
    note("applied null member %s%s\n", name, "");
  if (wants(HOSTILE_BAD_OUT, HOSTILE_T_create_stream) && SP_StreamExecutor_set_create_stream(se, null_stream))
    note("applied bad out %s%s\n", name, "");
  if (wants(HOSTILE_BAD_OUT, HOSTILE_T_create_event) && SP_StreamExecutor_set_create_event(se, null_event))
    note("applied bad out %s%s\n", name, "");
  if (wants(HOSTILE_BAD_OUT, HOSTILE_T_allocate) && SP_StreamExecutor_set_allocate(se, bogus_allocate))
    note("applied bad out %s%s\n", name, "");
  if (wants(HOSTILE_BAD_STATUS, HOSTILE_T_create_stream_executor)) {
    TF_SetStatus(st, (TF_Code)plan.value, plan.value == 13 ? "" : "hostile status");
    note("applied bad status %s%s\n", name, "");
  }
  if (plan.cls == HOSTILE_SIZE_EXECUTOR) {
    se->struct_size = (size_t)plan.value;
    note("applied executor size%s%s\n", "", "");
  }
}

static void hostile_destroy_stream_executor(const SP_Platform *p, SP_StreamExecutor *se) {
  fault_if(HOSTILE_T_destroy_stream_executor);
  mini_destroy_stream_executor(p, se);
}

static void hostile_destroy_platform(SP_Platform *p) {
  fault_if(HOSTILE_T_destroy_platform);
  mini_destroy_platform(p);
}

static void hostile_destroy_platform_fns(SP_PlatformFns *f) {
  fault_if(HOSTILE_T_destroy_platform_fns);
  mini_destroy_platform_fns(f);
}

/* Runs at dlclose (teardown) and at a normal exit of a process that still
 * has the plugin loaded. */
__attribute__((destructor)) static void hostile_unload(void) { fault_if(HOSTILE_T_library_destructor); }

SE_PLUGIN_EXPORT void SE_InitPlugin(SE_PlatformRegistrationParams *params, TF_Status *st) {
  escape();
  fault_if(HOSTILE_T_SE_InitPlugin);
  if (params != NULL) mod_lineage = SE_lineage_of_core(params); /* the modules settle in it */
  hostile_base_init(params, st);
  if (!armed || params == NULL || params->platform_fns == NULL) return;
  SP_PlatformFns *f = params->platform_fns;
  SP_PlatformFns_set_get_device_count(f, hostile_get_device_count);
  SP_PlatformFns_set_create_device(f, hostile_create_device);
  SP_PlatformFns_set_destroy_device(f, hostile_destroy_device);
  SP_PlatformFns_set_create_device_fns(f, hostile_create_device_fns);
  SP_PlatformFns_set_create_stream_executor(f, hostile_create_stream_executor);
  SP_PlatformFns_set_destroy_stream_executor(f, hostile_destroy_stream_executor);
  SE_PlatformRegistrationParams_set_destroy_platform(params, hostile_destroy_platform);
  SE_PlatformRegistrationParams_set_destroy_platform_fns(params, hostile_destroy_platform_fns);
  const char *name = hostile_targets[plan.target].name;
  if (plan.cls == HOSTILE_NULL_MEMBER) {
    int done = 0;
    switch (plan.target) {
      case HOSTILE_T_get_device_count: done = SP_PlatformFns_set_get_device_count(f, NULL); break;
      case HOSTILE_T_create_device: done = SP_PlatformFns_set_create_device(f, NULL); break;
      case HOSTILE_T_destroy_device: done = SP_PlatformFns_set_destroy_device(f, NULL); break;
      case HOSTILE_T_create_device_fns: done = SP_PlatformFns_set_create_device_fns(f, NULL); break;
      case HOSTILE_T_create_stream_executor: done = SP_PlatformFns_set_create_stream_executor(f, NULL); break;
      case HOSTILE_T_destroy_stream_executor: done = SP_PlatformFns_set_destroy_stream_executor(f, NULL); break;
      case HOSTILE_T_destroy_platform: done = SE_PlatformRegistrationParams_set_destroy_platform(params, NULL); break;
      case HOSTILE_T_destroy_platform_fns:
        done = SE_PlatformRegistrationParams_set_destroy_platform_fns(params, NULL);
        break;
      default: break; /* executor members: in create_stream_executor */
    }
    if (done) note("applied null member %s%s\n", name, "");
  }
  if (wants(HOSTILE_BAD_STATUS, HOSTILE_T_SE_InitPlugin)) {
    TF_SetStatus(st, (TF_Code)plan.value, plan.value == 13 ? "" : "hostile status");
    note("applied bad status %s%s\n", name, "");
  }
  if (plan.cls == HOSTILE_SIZE_PLATFORM_FNS) {
    f->struct_size = (size_t)plan.value;
    note("applied platform fns size%s%s\n", "", "");
  }
}

/* ---- the graph optimizer and the profiler (issue 23) ------------------------- */

static int wants_out(enum hostile_module_out what) { return armed && plan.cls == HOSTILE_MODULE_OUT && plan.value == what; }

static void *hostile_create(void) {
  fault_if(HOSTILE_T_create_func);
  return mod_create();
}

static void hostile_destroy(void *state) {
  fault_if(HOSTILE_T_destroy_func);
  mod_destroy(state);
}

/* What optimize_func hands back, after the base answered. */
static void bad_output(TF_Buffer *out, TF_Status *st) {
  static unsigned char ff[64];
  if (out->data_deallocator) out->data_deallocator((void *)(uintptr_t)out->data, out->length);
  memset(out, 0, sizeof *out);
  if (wants_out(MOUT_WILD_OUTPUT)) {
    out->data = (const void *)(uintptr_t)16;
    out->length = 100;
  } else if (wants_out(MOUT_HUGE_OUTPUT)) {
    out->data = calloc(1, 64);
    out->length = (size_t)1 << 40;
    out->data_deallocator = mod_free;
  } else if (wants_out(MOUT_GARBAGE_OUTPUT)) {
    memset(ff, 0xFF, sizeof ff);
    out->data = malloc(sizeof ff);
    memcpy((void *)(uintptr_t)out->data, ff, sizeof ff);
    out->length = sizeof ff;
    out->data_deallocator = mod_free;
  } else if (wants_out(MOUT_ERROR_NO_MESSAGE)) {
    TF_SetStatus(st, TF_INTERNAL, "");
    return;
  }
  TF_SetStatus(st, TF_OK, "");
}

static void hostile_optimize(void *state, const TF_Buffer *in, const TF_GrapplerItem *item, TF_Buffer *out,
                             TF_Status *st) {
  fault_if(HOSTILE_T_optimize_func);
  mod_optimize(state, in, item, out, st);
  if (armed && plan.cls == HOSTILE_MODULE_OUT && plan.target == HOSTILE_T_optimize_func) {
    note("applied module out %s%s\n", "optimize_func", "");
    bad_output(out, st);
  }
}

static void hostile_optimize_2_5(void *state, TF_Buffer *in, TF_Buffer *out, TF_Status *st) {
  fault_if(HOSTILE_T_optimize_func);
  mod_optimize_2_5(state, in, out, st);
  if (armed && plan.cls == HOSTILE_MODULE_OUT && plan.target == HOSTILE_T_optimize_func) {
    note("applied module out %s%s\n", "optimize_func", "");
    bad_output(out, st);
  }
}

MOD_EXPORT void TF_InitGraph(TP_OptimizerRegistrationParams *params, TF_Status *st);
MOD_EXPORT void TF_InitGraph(TP_OptimizerRegistrationParams *params, TF_Status *st) {
  fault_if(HOSTILE_T_TF_InitGraph);
  hostile_base_graph(params, st);
  if (!armed) return;
  TP_Optimizer *o = TP_OptimizerRegistrationParams_get_optimizer(params);
  TP_OptimizerConfigs *c = TP_OptimizerRegistrationParams_get_optimizer_configs(params);
  TP_Optimizer_set_create_func(o, hostile_create);
  TP_Optimizer_set_destroy_func(o, hostile_destroy);
  GO_Layout core = GO_layout_of_core(params, TF_Version());
  if (!TP_Optimizer_set_optimize_func_with_item(o, core, hostile_optimize))
    TP_Optimizer_set_optimize_func_without_item(o, core, hostile_optimize_2_5);
  const char *name = hostile_targets[plan.target].name;
  if (plan.cls == HOSTILE_NULL_MEMBER) {
    if (plan.target == HOSTILE_T_create_func) TP_Optimizer_set_create_func(o, NULL), note("applied null member %s%s\n", name, "");
    if (plan.target == HOSTILE_T_optimize_func) o->optimize_func = NULL, note("applied null member %s%s\n", name, "");
    if (plan.target == HOSTILE_T_destroy_func) TP_Optimizer_set_destroy_func(o, NULL), note("applied null member %s%s\n", name, "");
  }
  if (wants_out(MOUT_GRAPH_WILD_TYPE)) {
    TP_OptimizerRegistrationParams_set_device_type(params, (const char *)(uintptr_t)16);
    note("applied module out %s%s\n", "device_type", "");
  }
  if (wants_out(MOUT_CONFIGS_SIZE)) c->struct_size = 4096, note("applied module out %s%s\n", "configs size", "");
  if (wants_out(MOUT_OPTIMIZER_SIZE_0)) o->struct_size = 0, note("applied module out %s%s\n", "optimizer size", "");
}

static void hostile_start(const TP_Profiler *p, TF_Status *st) {
  fault_if(HOSTILE_T_start);
  mod_start(p, st);
}

static void hostile_stop(const TP_Profiler *p, TF_Status *st) {
  fault_if(HOSTILE_T_stop);
  mod_stop(p, st);
}

static void hostile_collect(const TP_Profiler *p, uint8_t *buffer, size_t *size, TF_Status *st) {
  fault_if(HOSTILE_T_collect_data_xspace);
  size_t asked = *size;
  mod_collect(p, buffer, size, st);
  if (!(armed && plan.cls == HOSTILE_MODULE_OUT && plan.target == HOSTILE_T_collect_data_xspace)) return;
  note("applied module out %s%s\n", "collect_data_xspace", "");
  if (buffer == NULL) {
    if (wants_out(MOUT_HUGE_SIZE)) *size = (size_t)1 << 40;
    if (wants_out(MOUT_SIZE_UNSET)) *size = asked; /* as the core passed it */
  } else if (wants_out(MOUT_WRITES_PAST)) {
    memset(buffer + asked, 0x5A, 64);
  } else if (wants_out(MOUT_GARBAGE_XSPACE)) {
    memset(buffer, 0xFF, asked);
  }
}

static void hostile_destroy_profiler(TP_Profiler *p) {
  fault_if(HOSTILE_T_destroy_profiler);
  mod_destroy_profiler(p);
}

MOD_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams *params, TF_Status *st);
MOD_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams *params, TF_Status *st) {
  fault_if(HOSTILE_T_TF_InitProfiler);
  hostile_base_profiler(params, st);
  if (!armed) return;
  TP_Profiler *prof = TF_ProfilerRegistrationParams_get_profiler(params);
  TP_ProfilerFns *f = TF_ProfilerRegistrationParams_get_profiler_fns(params);
  TP_ProfilerFns_set_start(f, hostile_start);
  TP_ProfilerFns_set_stop(f, hostile_stop);
  TP_ProfilerFns_set_collect_data_xspace(f, hostile_collect);
  TF_ProfilerRegistrationParams_set_destroy_profiler(params, hostile_destroy_profiler);
  const char *name = hostile_targets[plan.target].name;
  if (plan.cls == HOSTILE_NULL_MEMBER) {
    int done = 1;
    if (plan.target == HOSTILE_T_start) TP_ProfilerFns_set_start(f, NULL);
    else if (plan.target == HOSTILE_T_stop) TP_ProfilerFns_set_stop(f, NULL);
    else if (plan.target == HOSTILE_T_collect_data_xspace) TP_ProfilerFns_set_collect_data_xspace(f, NULL);
    else if (plan.target == HOSTILE_T_destroy_profiler) TF_ProfilerRegistrationParams_set_destroy_profiler(params, NULL);
    else done = 0;
    if (done) note("applied null member %s%s\n", name, "");
  }
  if (wants_out(MOUT_PROFILER_WILD_TYPE)) {
    TP_Profiler_set_device_type(prof, (const char *)(uintptr_t)16);
    note("applied module out %s%s\n", "device_type", "");
  }
}
