/* G: the graph optimizer module (TF_InitGraph), driven as TensorFlow's
 * grappler drives it (host_graph.c). A plugin that does not export
 * TF_InitGraph has no graph module: every case is SKIP, never a failure.
 * G07-G10 are claims about every optimize_func call of the run, judged
 * from the record (conform_judge.c). */
#include <string.h>

#include "conform.h"

static conform_verdict g_exported(conform_ctx *c) {
  const host_module_set *m = &c->p.modules;
  if (m->entry[HOST_MOD_GRAPH] != NULL) {
    if (m->pre_release[0]) conform_note(c, "also exports %s", m->pre_release);
    return CONFORM_PASSF(c, "TF_InitGraph found");
  }
  if (m->pre_release[0] && strstr(m->pre_release, "graph"))
    return CONFORM_FAILF(c, "exports %s: rename it TF_InitGraph", m->pre_release);
  return CONFORM_SKIPF(c, "the plugin does not export TF_InitGraph: it has no graph module");
}

static conform_verdict g_init_ok(conform_ctx *c) {
  host_graph_register(&c->graph, c->p.modules.entry[HOST_MOD_GRAPH]);
  if (c->graph.init_code != TF_OK) return CONFORM_FAILF(c, "TF_InitGraph: %s", c->graph.init_msg);
  return CONFORM_PASSF(c, "TF_InitGraph: %s", c->graph.status_unset ? "OK, its status never set (see X01)" : "OK");
}

static conform_verdict g_checks(conform_ctx *c) {
  host_graph *g = &c->graph;
  TF_Code code = host_graph_register(g, c->p.modules.entry[HOST_MOD_GRAPH]);
  if (g->init_code != TF_OK) return CONFORM_NOT_RUN_BY(c, "G02", "TF_InitGraph: %s", g->init_msg);
  if (code != TF_OK) {
    /* Where the plugin's sizes are another core's, say whose. */
    char note[300];
    host_layout_note(HOST_SZ_OPTIMIZER_CONFIGS, g->configs_size, note, sizeof note);
    return CONFORM_FAILF(c, "this core refuses the registration: %s%s", g->error, note);
  }
  return CONFORM_PASSF(c, "params %zu, optimizer %zu, configs %zu; device_type '%s', optimize_func set", g->params_size,
                       g->optimizer_size, g->configs_size, g->device_type_then);
}

/* The graph's device type: the plugin's platform type, or TensorFlow's own
 * CPU and GPU (a graph plugin may optimize for devices it does not
 * register: ZenDNN's and ITEX's CPU builds). TensorFlow checks no pattern
 * here (unlike the profiler), but it keeps the raw pointer: the string must
 * live as long as the process. */
static conform_verdict g_device_type(conform_ctx *c) {
  host_graph *g = &c->graph;
  const char *platform_type = c->p.init != NULL ? c->p.type : "";
  int bad = 0;
  if (!host_graph_device_known(g->device_type_then, platform_type)) {
    bad = 1;
    if (platform_type[0])
      conform_note(c, "device_type '%s' is neither this plugin's platform type '%s' nor CPU or GPU: TensorFlow "
                      "constructs the optimizer only for graphs placed on that type, so it never runs",
                   g->device_type_then, platform_type);
    else
      conform_note(c, "device_type '%s' is not CPU or GPU, and the plugin registers no platform: TensorFlow constructs "
                      "the optimizer only for graphs placed on that type", g->device_type_then);
  }
  /* The core reads the raw pointer again for every graph. */
  if (c->p.init != NULL && c->device_count > 0) {
    host_device d;
    char msg[300];
    if (host_device_open(&c->p, 0, &d, msg, sizeof msg) == TF_OK) host_device_close(&d);
  }
  host_graph_run run;
  host_graph_optimize(g, &run);
  const char *now = TP_OptimizerRegistrationParams_get_device_type(g->params);
  if (now != g->device_type || now == NULL || strcmp(now, g->device_type_then) != 0) {
    bad = 1;
    conform_note(c, "device_type changed after later calls: now '%.40s' (was '%s'); the core keeps the pointer, so "
                    "the string must outlive TF_InitGraph",
                 now ? now : "(null)", g->device_type_then);
  }
  if (bad) return CONFORM_FAIL;
  return CONFORM_PASSF(c, "device_type '%s' (%s), unchanged after the optimizer ran", g->device_type_then,
                       platform_type[0] && strcmp(platform_type, g->device_type_then) == 0 ? "the platform's type"
                                                                                          : "TensorFlow's own");
}

/* How this core reads the toggles: TensorFlow copies its own layout by
 * value whatever struct_size says, so a plugin filled for another
 * edition's layout has its toggles read as their neighbours. */
static conform_verdict g_configs(conform_ctx *c) {
  host_graph *g = &c->graph;
  size_t core = host_profile_size(HOST_SZ_OPTIMIZER_CONFIGS);
  char list[600] = "";
  int bad_value = 0;
  for (int i = 0; i < HOST_GRAPH_TOGGLES; i++) {
    int v = g->toggle[i];
    if (v <= 0) continue; /* Default, or not in this core's layout */
    size_t used = strlen(list);
    const char *name = v == 1 ? "Off" : v == 2 ? "On" : "not a TF_TriState";
    if (v > 2) bad_value = 1;
    host_format(list + used, sizeof list - used, "%s%s %s", used ? ", " : "", host_graph_toggle_name(i), name);
    if (v > 2) host_format(list + strlen(list), sizeof list - strlen(list), " (%d)", v);
  }
  const char *read = list[0] ? list : "every toggle Default";
  if (!host_profile_is_settled_size(HOST_SZ_OPTIMIZER_CONFIGS, g->configs_size)) {
    char note[300];
    host_layout_note(HOST_SZ_OPTIMIZER_CONFIGS, g->configs_size, note, sizeof note);
    return CONFORM_FAILF(c, "TP_OptimizerConfigs.struct_size %zu is no size this core's layout (%zu) settles to%s: "
                            "the core reads its own layout, so it reads %s",
                         g->configs_size, core, note, read);
  }
  if (bad_value) return CONFORM_FAILF(c, "this core reads %s", read);
  if (g->configs_size != core && host_profile_reads_own_layout()) {
    int without = g->configs_size == host_profile_settled_without_lineage(HOST_SZ_OPTIMIZER_CONFIGS);
    return CONFORM_PASSF(c, "struct_size %zu, %s; this core reads its own layout (%zu), the toggles past %zu as it "
                            "set them, and reads %s",
                         g->configs_size,
                         without ? "the prefix every layout this core may have places alike (settled without the "
                                   "core's lineage)"
                                 : "the prefix of this core's layout its lineage's known layouts share (settled in "
                                   "the core's lineage)",
                         core, g->configs_size, read);
  }
  if (g->configs_size != core)
    return CONFORM_PASSF(c, "struct_size %zu, a layout this %s core reads by its size (its own is %zu); it reads %s",
                         g->configs_size, host_profile_lineage(), core, read);
  return CONFORM_PASSF(c, "filled in this core's layout (struct_size %zu of %zu); this core reads %s", g->configs_size,
                       core, read);
}

static conform_verdict g_optimize(conform_ctx *c) {
  host_graph_run run;
  if (host_graph_optimize(&c->graph, &run) != 0) return CONFORM_FAILF(c, "%s", run.error);
  int failed = 0;
  for (int i = 0; i < run.ncalls; i++) {
    const host_graph_call *k = &run.calls[i];
    const char *which = k->item == 0 ? "main graph" : "function body";
    if (k->code != TF_OK) {
      failed = 1;
      conform_note(c, "%s, iteration %d: %s (TensorFlow logs \"PluggableGraphOptimizer failed\" and keeps the graph: "
                      "the optimizer does nothing)",
                   which, k->iteration + 1, k->status);
    } else if (!k->parsed) {
      conform_note(c, "%s, iteration %d: OK, %zu bytes back that the core cannot use (see G10, G08)", which,
                   k->iteration + 1, k->out_len);
    } else {
      conform_note(c, "%s, iteration %d: OK, %zu nodes in, %zu out%s", which, k->iteration + 1, k->in_nodes,
                   k->out_nodes, k->unchanged ? " (unchanged)" : "");
    }
  }
  conform_note(c, "create_func %d time(s), destroy_func %d time(s), graphs on %s", run.creates, run.destroys, run.device);
  return failed ? CONFORM_FAIL : CONFORM_PASS;
}

/* G07-G10: claims over every optimize_func call of the run; alone, the
 * case's own run gives them something to speak of. */
static conform_verdict g_claim(conform_ctx *c) {
  host_graph_run run;
  if (host_graph_optimize(&c->graph, &run) != 0) return CONFORM_FAILF(c, "%s", run.error);
  return CONFORM_PASS;
}

const conform_case conform_cases_graph[] = {
    {"G01", "graph", "the graph module is exported as TF_InitGraph, the name TensorFlow looks up", CONFORM_EXPECTED,
     NEEDS_LOAD, g_exported, 0, CONFORM_ANY_MODULE},
    {"G02", "graph", "TF_InitGraph succeeds for this core", CONFORM_REQUIRED, NEEDS_GRAPH_LOAD, g_init_ok, 0, HOST_MOD_GRAPH},
    {"G03", "graph", "TensorFlow's registration checks (struct sizes, device_type, optimize_func)", CONFORM_REQUIRED,
     NEEDS_GRAPH_LOAD, g_checks, 0, HOST_MOD_GRAPH},
    {"G04", "graph", "device_type is the plugin's platform type or CPU/GPU, and outlives the call", CONFORM_EXPECTED,
     NEEDS_GRAPH, g_device_type, 0, HOST_MOD_GRAPH},
    {"G05", "graph", "configs filled in this core's layout (each toggle read where the plugin set it)", CONFORM_EXPECTED,
     NEEDS_GRAPH, g_configs, 0, HOST_MOD_GRAPH},
    {"G06", "graph", "create, optimize twice, destroy on two graph items: every call OK", CONFORM_REQUIRED, NEEDS_GRAPH,
     g_optimize, 0, HOST_MOD_GRAPH},
    {"G07", "graph", "the TF_GrapplerItem and the input graph are left untouched", CONFORM_REQUIRED, NEEDS_GRAPH, g_claim, 0,
     HOST_MOD_GRAPH},
    {"G08", "graph", "no empty output with OK (the core would replace the graph with nothing)", CONFORM_REQUIRED,
     NEEDS_GRAPH, g_claim, 0, HOST_MOD_GRAPH},
    {"G09", "graph", "output handed over with its data_deallocator, never the input's own bytes", CONFORM_EXPECTED,
     NEEDS_GRAPH, g_claim, 0, HOST_MOD_GRAPH},
    {"G10", "graph", "every optimized graph parses and is whole (names, inputs, preserved nodes)", CONFORM_EXPECTED,
     NEEDS_GRAPH, g_claim, 0, HOST_MOD_GRAPH},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
