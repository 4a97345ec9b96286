/* The graph optimizer and profiler modules of the conformance runner's test
 * plugins, written the way the docs say (each struct settled in the core's
 * lineage and filled with the accessors; the optimize_func the core's
 * release calls; output buffers with a deallocator; a profiler that reports
 * its size first and keeps its answer for the second call). Each MOD_BUG_*
 * (or MOD_MISUSE_*) switch turns on exactly one real defect, so each test
 * shows that one defect is caught by the case meant to catch it.
 *
 * Include after mini_plugin.inc.c for a plugin with all three modules, or
 * alone (MOD_ALONE) for a plugin with no StreamExecutor module: its graph
 * optimizer then works for CPU graphs, as ZenDNN's and ITEX's CPU builds do. */
#ifdef MOD_ALONE
#define SE_NO_DEPRECATION_WARNINGS
#include "se_api.h"
#include <stdlib.h>
#include <string.h>
#define MOD_DEVICE_TYPE "CPU"
#endif
/* The core's lineage for the profiler's structs: the migrated mini
 * plugin's (read in SE_InitPlugin), else one of its own (a plugin that
 * includes this file sets it, or it stays SE_LINEAGE_ANY). The graph
 * module reads its own with GO_lineage_of_core. */
#if defined(MOD_ALONE) || !MINI_MIGRATED
static SE_Lineage mod_lineage = SE_LINEAGE_ANY;
#else
#define mod_lineage mini_lineage
#endif
#include "graph_api.h"
#include "profiler_api.h"

#ifndef MOD_DEVICE_TYPE
#define MOD_DEVICE_TYPE MINI_TYPE
#endif
/* The switches (each 0 unless defined 1 on the command line):
 *   MOD_NO_GRAPH                 exports no TF_InitGraph
 *   MOD_NO_PROFILER              exports no TF_InitProfiler
 *   MOD_PRE_RELEASE_NAME         the graph module as TF_InitGraphPlugin, the pre-release name
 *   MOD_BUG_GRAPH_INIT_FAILS     TF_InitGraph returns an error
 *   MOD_BUG_NO_OPTIMIZE_FUNC     optimize_func left NULL
 *   MOD_BUG_DEVICE_TYPE_UNKNOWN  a device type no device has
 *   MOD_BUG_DEVICE_TYPE_SCRATCH  device_type in a buffer reused by later calls
 *   MOD_BUG_EMPTY_OUTPUT         "nothing to do": OK with out left empty
 *   MOD_BUG_NO_DEALLOCATOR       output from a static buffer, no deallocator
 *   MOD_BUG_RETURNS_INPUT        "unchanged": out points at the input's bytes
 *   MOD_BUG_DROPS_FETCH          removes the last node, the fetched Identity
 *   MOD_BUG_OPTIMIZE_ERROR       optimize_func fails every call
 *   MOD_BUG_WRITES_ITEM          caches a counter in the item (const cast away)
 *   MOD_BUG_FOUR_ARGS            TensorFlow 2.5's optimize_func in every core
 *   MOD_BUG_FIVE_ARGS            2.6's optimize_func in every core, 2.5 included
 *   MOD_MISUSE_CONFIGS_MEMSET    memset(configs, 0, sizeof *configs) before setting a toggle
 *   MOD_BUG_PROFILER_LOWERCASE   profiler device_type "mini"
 *   MOD_BUG_NO_DESTROY           destroy_profiler left NULL
 *   MOD_BUG_DESTROY_FREES        destroy_profiler frees the profiler's state
 *   MOD_BUG_SIZE_UNSET           the first collect call never writes the size
 *   MOD_BUG_REBUILD_GROWS        rebuilds the XSpace per call; the second is longer
 *   MOD_BUG_GARBAGE_XSPACE       returns bytes that are no XSpace
 *   MOD_BUG_START_STATUS_UNSET   start never sets its status
 *   MOD_BUG_PLANE_NAME           a plane the trace viewer does not draw */
#ifndef MOD_NO_GRAPH
#define MOD_NO_GRAPH 0
#endif
#ifndef MOD_NO_PROFILER
#define MOD_NO_PROFILER 0
#endif
#ifndef MOD_PRE_RELEASE_NAME
#define MOD_PRE_RELEASE_NAME 0
#endif
#ifndef MOD_BUG_GRAPH_INIT_FAILS
#define MOD_BUG_GRAPH_INIT_FAILS 0
#endif
#ifndef MOD_BUG_NO_OPTIMIZE_FUNC
#define MOD_BUG_NO_OPTIMIZE_FUNC 0
#endif
#ifndef MOD_BUG_DEVICE_TYPE_UNKNOWN
#define MOD_BUG_DEVICE_TYPE_UNKNOWN 0
#endif
#ifndef MOD_BUG_DEVICE_TYPE_SCRATCH
#define MOD_BUG_DEVICE_TYPE_SCRATCH 0
#endif
#ifndef MOD_BUG_EMPTY_OUTPUT
#define MOD_BUG_EMPTY_OUTPUT 0
#endif
#ifndef MOD_BUG_NO_DEALLOCATOR
#define MOD_BUG_NO_DEALLOCATOR 0
#endif
#ifndef MOD_BUG_RETURNS_INPUT
#define MOD_BUG_RETURNS_INPUT 0
#endif
#ifndef MOD_BUG_DROPS_FETCH
#define MOD_BUG_DROPS_FETCH 0
#endif
#ifndef MOD_BUG_OPTIMIZE_ERROR
#define MOD_BUG_OPTIMIZE_ERROR 0
#endif
#ifndef MOD_BUG_WRITES_ITEM
#define MOD_BUG_WRITES_ITEM 0
#endif
#ifndef MOD_BUG_FOUR_ARGS
#define MOD_BUG_FOUR_ARGS 0
#endif
#ifndef MOD_BUG_FIVE_ARGS
#define MOD_BUG_FIVE_ARGS 0
#endif
#ifndef MOD_MISUSE_CONFIGS_MEMSET
#define MOD_MISUSE_CONFIGS_MEMSET 0
#endif
#ifndef MOD_BUG_PROFILER_LOWERCASE
#define MOD_BUG_PROFILER_LOWERCASE 0
#endif
#ifndef MOD_BUG_NO_DESTROY
#define MOD_BUG_NO_DESTROY 0
#endif
#ifndef MOD_BUG_DESTROY_FREES
#define MOD_BUG_DESTROY_FREES 0
#endif
#ifndef MOD_BUG_SIZE_UNSET
#define MOD_BUG_SIZE_UNSET 0
#endif
#ifndef MOD_BUG_REBUILD_GROWS
#define MOD_BUG_REBUILD_GROWS 0
#endif
#ifndef MOD_BUG_GARBAGE_XSPACE
#define MOD_BUG_GARBAGE_XSPACE 0
#endif
#ifndef MOD_BUG_START_STATUS_UNSET
#define MOD_BUG_START_STATUS_UNSET 0
#endif
#ifndef MOD_BUG_PLANE_NAME
#define MOD_BUG_PLANE_NAME 0
#endif

#define MOD_EXPORT __attribute__((visibility("default")))

/* ---- the graph optimizer ----------------------------------------------------- */
#if !MOD_NO_GRAPH

static void mod_free(void *data, size_t length) {
  (void)length;
  free(data);
}

static char mod_scratch[32]; /* MOD_BUG_DEVICE_TYPE_SCRATCH's buffer */

static void *mod_create(void) {
  if (MOD_BUG_DEVICE_TYPE_SCRATCH) strcpy(mod_scratch, "REUSED"); /* the next string in the buffer */
  return malloc(16);
}
static void mod_destroy(void *state) { free(state); }

/* The graph back: a copy of the input (nothing applies), or with the last
 * node dropped (MOD_BUG_DROPS_FETCH: the nodes are length-delimited fields
 * 0x0a, the last one ends the graph's nodes in what the host sends). */
static void mod_answer(const TF_Buffer *in, TF_Buffer *out, TF_Status *status) {
  static unsigned char scratch[1 << 16];
  if (MOD_BUG_OPTIMIZE_ERROR) {
    TF_SetStatus(status, TF_INTERNAL, "optimize_func: the mini optimizer failed");
    return;
  }
  if (MOD_BUG_EMPTY_OUTPUT) {
    TF_SetStatus(status, TF_OK, ""); /* "nothing to do" */
    return;
  }
  if (MOD_BUG_RETURNS_INPUT) {
    out->data = in->data;
    out->length = in->length;
    out->data_deallocator = mod_free;
    TF_SetStatus(status, TF_OK, "");
    return;
  }
  size_t len = in->length;
  if (MOD_BUG_DROPS_FETCH) {
    /* Cut before the last node field. */
    const unsigned char *p = in->data;
    size_t last = 0, at = 0;
    while (at < len && p[at] == 0x0a) {
      size_t n = 0, shift = 0, i = at + 1;
      while (i < len && (p[i] & 0x80)) n |= (size_t)(p[i++] & 0x7f) << shift, shift += 7;
      if (i >= len) break;
      n |= (size_t)p[i++] << shift;
      last = at;
      at = i + n;
    }
    if (last > 0) {
      unsigned char *copy = malloc(len - (at - last));
      memcpy(copy, p, last);
      memcpy(copy + last, p + at, len - at);
      out->data = copy;
      out->length = len - (at - last);
      out->data_deallocator = mod_free;
      TF_SetStatus(status, TF_OK, "");
      return;
    }
  }
  if (MOD_BUG_NO_DEALLOCATOR && len <= sizeof scratch) {
    memcpy(scratch, in->data, len);
    out->data = scratch; /* "the core copies it" */
    out->length = len;
    TF_SetStatus(status, TF_OK, "");
    return;
  }
  unsigned char *copy = malloc(len ? len : 1);
  if (len) memcpy(copy, in->data, len);
  out->data = copy;
  out->length = len;
  out->data_deallocator = mod_free;
  TF_SetStatus(status, TF_OK, "");
}

static void mod_optimize(void *state, const TF_Buffer *in, const TF_GrapplerItem *item, TF_Buffer *out,
                         TF_Status *status) {
  (void)state;
  if (MOD_BUG_WRITES_ITEM && item != NULL) {
    /* "We never change the graph through it": a counter cached in it. */
    unsigned char *p = (unsigned char *)(uintptr_t)item;
    p[sizeof(uint32_t)]++;
  }
  mod_answer(in, out, status);
}

static void mod_optimize_2_5(void *state, TF_Buffer *in, TF_Buffer *out, TF_Status *status) {
  (void)state;
  mod_answer(in, out, status);
}

#if MOD_PRE_RELEASE_NAME
#define MOD_GRAPH_ENTRY TF_InitGraphPlugin
MOD_EXPORT void TF_InitGraphPlugin(TP_OptimizerRegistrationParams *params, TF_Status *status);
#else
#define MOD_GRAPH_ENTRY TF_InitGraph
MOD_EXPORT void TF_InitGraph(TP_OptimizerRegistrationParams *params, TF_Status *status);
#endif

MOD_EXPORT void MOD_GRAPH_ENTRY(TP_OptimizerRegistrationParams *params, TF_Status *status) {
  if (MOD_BUG_GRAPH_INIT_FAILS) {
    TF_SetStatus(status, TF_INTERNAL, "TF_InitGraph: the mini optimizer cannot start");
    return;
  }
  TP_Optimizer *optimizer = TP_OptimizerRegistrationParams_get_optimizer(params);
  TP_OptimizerConfigs *configs = TP_OptimizerRegistrationParams_get_optimizer_configs(params);
  /* The handshake first, from the sizes the core handed over. */
  /* The lineage SE_InitPlugin read where it did (its SP_Platform tells a
   * newer core's lineage), else what these structs' sizes tell. */
  GO_Lineage lineage = mod_lineage != SE_LINEAGE_ANY ? (GO_Lineage)(int)mod_lineage : GO_lineage_of_core(params);
  GO_Layout core = GO_layout_of_core(params, TF_Version());
  if (MOD_MISUSE_CONFIGS_MEMSET) {
    /* "Start from a clean struct": this header's whole struct, struct_size
     * restored to this header's. */
    memset(configs, 0, sizeof *configs);
    configs->struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
  }
  TP_Optimizer_settle_in(optimizer, lineage);
  TP_OptimizerConfigs_settle_in(configs, lineage);
  const char *type = MOD_DEVICE_TYPE;
  if (MOD_BUG_DEVICE_TYPE_UNKNOWN) type = "MY_DEVICE";
  if (MOD_BUG_DEVICE_TYPE_SCRATCH) {
    strcpy(mod_scratch, MOD_DEVICE_TYPE); /* a std::string's c_str(), in effect */
    type = mod_scratch;
  }
  TP_OptimizerRegistrationParams_set_device_type(params, type);
  TP_Optimizer_set_create_func(optimizer, mod_create);
  TP_Optimizer_set_destroy_func(optimizer, mod_destroy);
  if (MOD_BUG_NO_OPTIMIZE_FUNC) {
    optimizer->optimize_func = NULL;
  } else if (MOD_BUG_FOUR_ARGS) {
    /* Built against TensorFlow 2.5's header: its function, with ->. */
    optimizer->optimize_func = mod_optimize_2_5;
  } else if (MOD_BUG_FIVE_ARGS) {
    /* Built against 2.6's: its function in the same slot, whatever the core. */
    TP_Optimizer_optimize_func_with_item_fn mine = mod_optimize;
    memcpy(&optimizer->optimize_func, &mine, sizeof mine);
  } else if (!TP_Optimizer_set_optimize_func_with_item(optimizer, core, mod_optimize) &&
             !TP_Optimizer_set_optimize_func_without_item(optimizer, core, mod_optimize_2_5)) {
    TF_SetStatus(status, TF_FAILED_PRECONDITION, GO_layout_problem_text(core));
    return;
  }
  TP_OptimizerConfigs_set_remapping(configs, TF_TriState_Off);
  TF_SetStatus(status, TF_OK, "");
}
#endif /* !MOD_NO_GRAPH */

/* ---- the profiler ------------------------------------------------------------ */
#if !MOD_NO_PROFILER

/* One plane, one line, one event: the hand-encoded minimal XSpace of
 * tf_plugin_modules.md section 5, with the plane's name chosen here. */
static size_t mod_xspace(unsigned char *out, size_t cap, int extra) {
  const char *plane = MOD_BUG_PLANE_NAME ? "/device:MINI:0" : "/device:CUSTOM:0";
  unsigned char body[128];
  size_t n = 0, name = strlen(plane);
  body[n++] = 0x12, body[n++] = (unsigned char)name;
  memcpy(body + n, plane, name), n += name;
  static const unsigned char line[] = {0x1a, 0x15, 0x08, 0x01, 0x12, 0x06, 's', 't', 'r', 'e', 'a', 'm', 0x18, 0x01,
                                       0x22, 0x07, 0x08, 0x01, 0x10, 0x00, 0x18, 0xe8, 0x07};
  memcpy(body + n, line, sizeof line), n += sizeof line;
  static const unsigned char meta[] = {0x22, 0x0e, 0x08, 0x01, 0x12, 0x0a, 0x08, 0x01,
                                       0x12, 0x06, 'k', 'e', 'r', 'n', 'e', 'l'};
  memcpy(body + n, meta, sizeof meta), n += sizeof meta;
  for (int i = 0; i < extra && n + sizeof line <= sizeof body; i++) memcpy(body + n, line, sizeof line), n += sizeof line;
  if (n + 2 > cap) return 0;
  out[0] = 0x0a, out[1] = (unsigned char)n;
  memcpy(out + 2, body, n);
  return n + 2;
}

static int *mod_state; /* what a profiler keeps: its sessions */
static int mod_calls;

static void mod_start(const TP_Profiler *p, TF_Status *status) {
  (void)p;
  if (mod_state == NULL) { /* made at registration; a destroy callback freed it */
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "start: the profiler's state is gone");
    return;
  }
  (*mod_state)++;
  mod_calls = 0;
  if (!MOD_BUG_START_STATUS_UNSET) TF_SetStatus(status, TF_OK, "");
}

static void mod_stop(const TP_Profiler *p, TF_Status *status) {
  (void)p;
  TF_SetStatus(status, TF_OK, "");
}

static void mod_collect(const TP_Profiler *p, uint8_t *buffer, size_t *size, TF_Status *status) {
  (void)p;
  unsigned char space[256];
  if (mod_state == NULL) { /* freed by a destroy callback */
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "collect_data_xspace: no session");
    return;
  }
  size_t n;
  if (MOD_BUG_GARBAGE_XSPACE) {
    static const char text[] = "{\"planes\": []}"; /* the profile as JSON */
    memcpy(space, text, sizeof text - 1);
    n = sizeof text - 1;
  } else {
    /* Rebuilt per call: another event was recorded since the first. */
    n = mod_xspace(space, sizeof space, MOD_BUG_REBUILD_GROWS ? mod_calls : 0);
  }
  mod_calls++;
  if (buffer == NULL) {
    if (!MOD_BUG_SIZE_UNSET) *size = n;
  } else {
    memcpy(buffer, space, MOD_BUG_REBUILD_GROWS ? n : (n < *size ? n : *size));
    *size = n;
  }
  TF_SetStatus(status, TF_OK, "");
}

static void mod_destroy_profiler(TP_Profiler *p) {
  (void)p;
  if (MOD_BUG_DESTROY_FREES) {
    free(mod_state);
    mod_state = NULL;
  }
}
static void mod_destroy_profiler_fns(TP_ProfilerFns *f) { (void)f; }

MOD_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams *params, TF_Status *status);
MOD_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams *params, TF_Status *status) {
  TP_Profiler *profiler = TF_ProfilerRegistrationParams_get_profiler(params);
  TP_ProfilerFns *fns = TF_ProfilerRegistrationParams_get_profiler_fns(params);
  TP_Lineage lineage = (TP_Lineage)(int)mod_lineage; /* the same values */
  TP_Profiler_settle_in(profiler, lineage);
  TP_ProfilerFns_settle_in(fns, lineage);
  TP_Profiler_set_device_type(profiler, MOD_BUG_PROFILER_LOWERCASE ? "mini" : MOD_DEVICE_TYPE);
  TP_ProfilerFns_set_start(fns, mod_start);
  TP_ProfilerFns_set_stop(fns, mod_stop);
  TP_ProfilerFns_set_collect_data_xspace(fns, mod_collect);
  TF_ProfilerRegistrationParams_set_destroy_profiler(params, MOD_BUG_NO_DESTROY ? NULL : mod_destroy_profiler);
  TF_ProfilerRegistrationParams_set_destroy_profiler_fns(params, mod_destroy_profiler_fns);
  /* The state a session needs, made at registration (DirectML's cached
   * singleton). */
  if (mod_state == NULL) mod_state = calloc(1, sizeof *mod_state);
  TF_SetStatus(status, TF_OK, "");
}
#endif /* !MOD_NO_PROFILER */
