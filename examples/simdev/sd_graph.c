/* TF_InitGraph: simdev's graph optimizer (the rewrite is
 * sd_graph_rewrite.c).
 *
 * What it registers, and why:
 *  - device_type "SIM", the platform's type: TensorFlow constructs the
 *    optimizer only for graphs with a node placed on that type.
 *  - The configs it sets are the ones its rewrite honours: it fuses
 *    MatMul + BiasAdd itself on SIM graphs, so it turns TensorFlow's
 *    remapping (which would make the same fusion for CPU and GPU only, and
 *    leave a _FusedMatMul the SIM device never saw planned) off. With
 *    SIMDEV_GRAPH_FUSION=0 it fuses nothing and turns nothing off. Every
 *    other toggle stays Default (TensorFlow's pass runs).
 *  - Filled through the accessors after settling each struct in the core's
 *    lineage (GO_lineage_of_core), so a TensorFlow 2.6-2.9 core's 18-toggle
 *    configs and a 2.10+ core's 19 (auto_mixed_precision_onednn_bfloat16
 *    inserted before auto_mixed_precision_mkl) both get `remapping` where
 *    that core reads it.
 *  - The optimize_func of the core's layout (GO_layout_of_core; where
 *    2.5's sizes leave 2.5 or 2.6..2.9, the weakly imported
 *    TF_AssignVariable, which the framework exports from 2.6 on, tells:
 *    docs/graph-optimizer.md, "Which optimize_func"; never TF_Version, which
 *    the framework does not export), installed through the typed setters:
 *    2.6 on call (state, in, item, out, status); 2.5 and seabi's own cores
 *    (state, in, out, status).
 *  - create_func makes no state (the configuration is read at each call);
 *    destroy_func accepts the NULL that create_func returned.
 *  - optimize_func hands back a malloc'd GraphDef with a data_deallocator
 *    that frees it: the rewritten graph, or the input's bytes unchanged
 *    where nothing applies (an empty output with OK would wipe the graph).
 *  - The nodes to preserve come from the item (TF_GetNodesToPreserveList).
 *    Those helpers are TensorFlow's exports (its Python extension's, not
 *    the framework's); simdev looks them up when it first needs them
 *    (grappler_helper), so the plugin keeps importing
 *    only the status functions and loads in hosts that lack them: there it
 *    preserves what it cannot know about by fusing nothing. */
#define _GNU_SOURCE
/* Optional TensorFlow functions are imported weakly (before any seabi header). */
#define SE_TF_WEAK_IMPORTS
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph_api.h"
#include "kernel_api.h"
#include "sd_internal.h"

typedef void (*list_size_fn)(const TF_GrapplerItem *, int *, size_t *, TF_Status *);
typedef void (*list_fn)(const TF_GrapplerItem *, char **, size_t *, int, void *, size_t, TF_Status *);

/* The fusion switch, read at every call (SIMDEV_GRAPH_FUSION, default on). */
static int fusion_enabled(void) {
  const char *v = getenv("SIMDEV_GRAPH_FUSION");
  return v == NULL || strcmp(v, "0") != 0;
}

static void free_graph(void *data, size_t length) {
  (void)length;
  free(data);
}

static void *create_optimizer(void) { return NULL; }
static void destroy_optimizer(void *state) { (void)state; }

/* One of TensorFlow's grappler helpers, or NULL. They are no framework
 * export: TensorFlow's Python extension defines them, loaded RTLD_LOCAL, so
 * the process's global scope has them only where a core exports them from
 * the framework (seabi's cores) or loads the extension globally (2.20,
 * 2.21). Elsewhere the extension is already loaded and dlopen by its soname
 * with RTLD_NOLOAD finds it without loading anything or tying simdev to a
 * wheel's layout (docs/symbols.md). */
static void *grappler_helper(const char *name) {
  void *f = dlsym(RTLD_DEFAULT, name);
  if (f != NULL) return f;
  void *pywrap = dlopen("_pywrap_tensorflow_internal.so", RTLD_NOW | RTLD_NOLOAD);
  if (pywrap == NULL) return NULL;
  f = dlsym(pywrap, name);
  dlclose(pywrap); /* drops the reference NOLOAD took; the core keeps it loaded */
  return f;
}

/* The preserved nodes of `item`, or 0 (preserve: nothing known) when the
 * host does not export TensorFlow's helpers or they fail. */
static int preserved(const TF_GrapplerItem *item, sd_graph_names *out, char **storage) {
  memset(out, 0, sizeof *out);
  *storage = NULL;
  list_size_fn size_of;
  list_fn list;
  void *a = grappler_helper("TF_GetNodesToPreserveListSize");
  void *b = grappler_helper("TF_GetNodesToPreserveList");
  if (item == NULL || a == NULL || b == NULL) return 0;
  memcpy(&size_of, &a, sizeof size_of);
  memcpy(&list, &b, sizeof list);
  TF_Status *st = TF_NewStatus();
  if (st == NULL) return 0;
  int n = 0;
  size_t bytes = 0;
  size_of(item, &n, &bytes, st);
  int ok = TF_GetCode(st) == TF_OK && n >= 0 && n < 100000;
  char **names = ok ? calloc((size_t)n + 1, sizeof *names) : NULL;
  size_t *lens = ok ? calloc((size_t)n + 1, sizeof *lens) : NULL;
  *storage = ok ? malloc(bytes + 1) : NULL;
  if (names && lens && *storage) {
    list(item, names, lens, n, *storage, bytes, st);
    ok = TF_GetCode(st) == TF_OK;
  } else {
    ok = 0;
  }
  TF_DeleteStatus(st);
  if (!ok) {
    free(names);
    free(lens);
    free(*storage);
    *storage = NULL;
    return 0;
  }
  out->name = (const char **)names;
  out->len = lens;
  out->n = (size_t)n;
  return 1;
}

static void optimize(const TF_Buffer *in, const TF_GrapplerItem *item, int know_item, TF_Buffer *out,
                     TF_Status *status) {
  static const char *const caller = "optimize_func";
  if (in == NULL || out == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: the input or output buffer is NULL", caller);
    return;
  }
  sd_graph_names keep;
  char *storage = NULL;
  /* Without the item's preserved nodes a fusion could remove a fetched
   * MatMul: fuse only when they are known. */
  int known = know_item && preserved(item, &keep, &storage);
  unsigned char *bytes;
  size_t len, fusions;
  char msg[300];
  TF_Code code;
  if (fusion_enabled() && known) {
    code = sd_graph_rewrite(in->data, in->length, SD_PLATFORM_TYPE, &keep, &bytes, &len, &fusions, msg, sizeof msg);
  } else {
    /* Nothing applies: the graph as it came. */
    code = sd_graph_rewrite(in->data, in->length, "", NULL, &bytes, &len, &fusions, msg, sizeof msg);
  }
  if (known) {
    free((void *)keep.name);
    free((void *)keep.len);
    free(storage);
  }
  if (code != TF_OK) {
    sd_status(status, code, "%s", msg);
    return;
  }
  out->data = bytes;
  out->length = len;
  out->data_deallocator = free_graph;
  sd_log(2, "%s: %zu fusion(s), %zu bytes back", caller, fusions, len);
  sd_status_ok(status);
}

/* TensorFlow 2.5's and seabi's cores: (state, in, out, status), no item:
 * the preserved nodes are unknown, so nothing is fused. */
static void optimize_without_item(void *state, TF_Buffer *in, TF_Buffer *out, TF_Status *status) {
  (void)state;
  optimize(in, NULL, 0, out, status);
}

/* TensorFlow 2.6 on. */
static void optimize_with_item(void *state, const TF_Buffer *in, const TF_GrapplerItem *item, TF_Buffer *out,
                               TF_Status *status) {
  (void)state;
  optimize(in, item, 1, out, status);
}

SD_EXPORT void TF_InitGraph(TP_OptimizerRegistrationParams *params, TF_Status *status) {
  static const char *const caller = "TF_InitGraph";
  if (params == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: params is NULL", caller);
    return;
  }
  int32_t major = TP_OptimizerRegistrationParams_get_major_version(params);
  if (major != GO_MAJOR) {
    sd_status(status, TF_FAILED_PRECONDITION, "%s: the core's graph API major version is %d; simdev is built for %d",
              caller, (int)major, GO_MAJOR);
    return;
  }
  TP_Optimizer *optimizer = TP_OptimizerRegistrationParams_get_optimizer(params);
  TP_OptimizerConfigs *configs = TP_OptimizerRegistrationParams_get_optimizer_configs(params);
  if (optimizer == NULL || configs == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: params->optimizer and optimizer_configs must point at the core's structs",
              caller);
    return;
  }
  /* The lineage places struct sizes; the layout (where sizes are alike,
   * with what the framework exports) says which optimize_func the core
   * calls: read both before settling anything. */
  /* The lineage SE_InitPlugin read (one core, one lineage: its SP_Platform
   * tells more than these structs' sizes can in a core newer than this
   * header), else what these sizes tell. */
  GO_Lineage lineage = sd_core_lineage_get() != SE_LINEAGE_ANY ? (GO_Lineage)(int)sd_core_lineage_get()
                                                               : GO_lineage_of_core(params);
  GO_Layout core = GO_layout_of_core(params, NULL);
  if (core == GO_LAYOUT_UNKNOWN) /* sizes alike: 2.5, or 2.6..2.9 (docs/graph-optimizer.md) */
    core = GO_layout_of_core(params, SE_TF_PRESENT(TF_AssignVariable) ? "2.6" : "2.5");
  if (TP_OptimizerRegistrationParams_settle_in(params, lineage) == 0 || TP_Optimizer_settle_in(optimizer, lineage) == 0 ||
      TP_OptimizerConfigs_settle_in(configs, lineage) == 0) {
    sd_status(status, TF_FAILED_PRECONDITION, "%s: the core's TP_Optimizer (%zu) or TP_OptimizerConfigs (%zu) fits no "
              "layout simdev knows", caller, optimizer->struct_size, configs->struct_size);
    return;
  }
  int with_item = TP_Optimizer_set_optimize_func_with_item(optimizer, core, optimize_with_item);
  if (!with_item && !TP_Optimizer_set_optimize_func_without_item(optimizer, core, optimize_without_item)) {
    sd_status(status, TF_FAILED_PRECONDITION, "%s: %s", caller, GO_layout_problem_text(core));
    return;
  }
  TP_OptimizerRegistrationParams_set_device_type(params, SD_PLATFORM_TYPE);
  TP_Optimizer_set_create_func(optimizer, create_optimizer);
  TP_Optimizer_set_destroy_func(optimizer, destroy_optimizer);
  /* Remapping is turned off only where simdev fuses instead: in cores that
   * pass the item (without it simdev cannot know what to preserve, and
   * fuses nothing). */
  if (fusion_enabled() && with_item) TP_OptimizerConfigs_set_remapping(configs, TF_TriState_Off);
  sd_status_ok(status);
}
