/* The graph optimizer module driven as TensorFlow drives it
 * (tf_plugin_modules.md section 2.1, from grappler.cc,
 * custom_graph_optimizer_registry.cc and meta_optimizer.cc):
 *
 * Registration. The core hands TF_InitGraph three zeroed structs at its
 * own sizes, struct_size preset, the version (0.0.1 in every TensorFlow
 * release) and the pointers to the optimizer and configs; then checks, in
 * this order and with these messages, the params' struct_size, device_type,
 * the optimizer's struct_size, optimize_func, the configs' struct_size. It
 * copies TP_Optimizer and TP_OptimizerConfigs by value, reading its own
 * layout whatever struct_size says, and keeps the raw device_type pointer.
 * Here each struct is a handover (host_handover.c): writes past it, raised
 * or zero sizes and core-owned fields changed go to the record, and the
 * originals are retired, so a write through a kept pointer shows.
 *
 * Optimizing. Per graph item (the main graph, then each function body) the
 * meta-optimizer makes a new optimizer: create_func() when set, then
 * optimize_func twice with that state (meta_optimizer_iterations defaults
 * to 2; the second call gets the first's output), then destroy_func(state)
 * when set, even without create_func. TensorFlow 2.6 on passes
 * (state, in, item, out, status); 2.5 passed (state, in, out, status). `in`
 * is the core's serialized GraphDef, const; `item` the core's, const and
 * opaque; `out` starts as TF_NewBuffer() leaves it (data NULL, length 0,
 * no deallocator), the plugin fills it, and the core parses it and calls
 * its data_deallocator(data, length). An error status keeps the previous
 * graph; OK with 0 bytes replaces it with an empty graph.
 *
 * Every pointer the plugin hands back is read through a copy that cannot
 * fault (host_safe_copy), so a wild pointer is the plugin's failure, never
 * a crash of seabi's own code. */
#include "host_graph.h"

#include <stdlib.h>
#include <string.h>

#include "graphdef.h"
#include "host_item.h"

/* The toggles by name; the order of TensorFlow's newest layout. */
#define TOGGLES(X)                                                                                  \
  X(disable_model_pruning) X(implementation_selector) X(function_optimization)                      \
  X(common_subgraph_elimination) X(arithmetic_optimization) X(debug_stripper) X(constant_folding)  \
  X(shape_optimization) X(auto_mixed_precision) X(auto_mixed_precision_onednn_bfloat16)            \
  X(auto_mixed_precision_mkl) X(pin_to_host_optimization) X(layout_optimizer) X(remapping)          \
  X(loop_optimization) X(dependency_optimization) X(auto_parallel) X(memory_optimization)           \
  X(scoped_allocator_optimization)

static const char *const toggle_names[HOST_GRAPH_TOGGLES] = {
#define NAME(f) #f,
    TOGGLES(NAME)
#undef NAME
};

const char *host_graph_toggle_name(int i) { return i >= 0 && i < HOST_GRAPH_TOGGLES ? toggle_names[i] : "?"; }

/* How the core reads each toggle of its copy (host_core_copy: the core's
 * own layout); -1 where that layout has no such member. */
static void read_toggles(const TP_OptimizerConfigs *c, int out[HOST_GRAPH_TOGGLES]) {
  int i = 0;
#define READ(f) out[i++] = TP_OptimizerConfigs_has_##f(c) ? (int)TP_OptimizerConfigs_get_##f(c) : -1;
  TOGGLES(READ)
#undef READ
}

/* ---- registration ------------------------------------------------------------ */

static void record_core_fields(host_graph *g, int32_t major, int32_t minor, int32_t patch) {
  char changed[96] = "";
#define CORE_FIELD(cond, what)                                                           \
  if (cond) {                                                                            \
    size_t used = strlen(changed);                                                       \
    host_format(changed + used, sizeof changed - used, "%s%s", used ? ", " : "", what); \
  }
  CORE_FIELD(g->reg->major_version != major, "major_version");
  CORE_FIELD(g->reg->minor_version != minor, "minor_version");
  CORE_FIELD(g->reg->patch_version != patch, "patch_version");
  CORE_FIELD(g->reg->optimizer != g->reg_optimizer, "optimizer");
  CORE_FIELD(g->reg->optimizer_configs != g->reg_configs, "optimizer_configs");
#undef CORE_FIELD
  if (!changed[0]) return;
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = HOST_OBS_CORE_FIELD;
  o.slot = HOST_SZ_OPTIMIZER_PARAMS;
  host_format(o.call, sizeof o.call, "TF_InitGraph");
  host_format(o.detail, sizeof o.detail, "%s", changed);
  o.core_size = host_profile_size(HOST_SZ_OPTIMIZER_PARAMS);
  host_record_add(&o);
}

/* TensorFlow's checks, its order and its words (grappler.cc): the
 * generated validators of graph_api.h, on the copies the core reads,
 * params, then optimizer, then configs; members this core does not check
 * are left out (host_validate). */
static TF_Code v_params(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TP_OptimizerRegistrationParams_validate(s, m, n);
}
static TF_Code v_optimizer(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TP_Optimizer_validate(s, m, n);
}
static TF_Code v_configs(const void *s, const void *ctx, char *m, size_t n) {
  (void)ctx;
  return TP_OptimizerConfigs_validate(s, m, n);
}

static TF_Code tensorflow_checks(const host_graph *g, char *msg, size_t n) {
  char skipped[256];
  TF_Code c = host_validate(HOST_SZ_OPTIMIZER_PARAMS, g->params, g->params_size, v_params, NULL, msg, n, skipped,
                            sizeof skipped);
  if (c == TF_OK)
    c = host_validate(HOST_SZ_OPTIMIZER, g->optimizer, g->optimizer_size, v_optimizer, NULL, msg, n, skipped,
                      sizeof skipped);
  if (c == TF_OK)
    c = host_validate(HOST_SZ_OPTIMIZER_CONFIGS, g->configs, g->configs_size, v_configs, NULL, msg, n, skipped,
                      sizeof skipped);
  return c;
}

TF_Code host_graph_register(host_graph *g, void *entry) {
  memset(g, 0, sizeof *g);
  for (int i = 0; i < HOST_GRAPH_TOGGLES; i++) g->toggle[i] = -1;
  g->entry = entry;
  if (entry == NULL || !host_profile_has_module(HOST_MOD_GRAPH)) {
    g->stop = HOST_GRAPH_STOP_ABSENT;
    host_format(g->error, sizeof g->error, "%s", entry == NULL ? "the plugin does not export TF_InitGraph"
                                                                : "this core does not load graph optimizers");
    return TF_NOT_FOUND;
  }
  int32_t major, minor, patch;
  host_profile_module_version(HOST_MOD_GRAPH, &major, &minor, &patch);
  g->reg = host_handover_new(HOST_SZ_OPTIMIZER_PARAMS, "TF_InitGraph");
  g->reg_optimizer = host_handover_new(HOST_SZ_OPTIMIZER, "TF_InitGraph");
  g->reg_configs = host_handover_new(HOST_SZ_OPTIMIZER_CONFIGS, "TF_InitGraph");
  if (!g->reg || !g->reg_optimizer || !g->reg_configs) {
    host_format(g->error, sizeof g->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  g->reg->major_version = major;
  g->reg->minor_version = minor;
  g->reg->patch_version = patch;
  g->reg->optimizer = g->reg_optimizer;
  g->reg->optimizer_configs = g->reg_configs;
  host_handover_ready(g->reg);

  TF_InitGraphFn init;
  memcpy(&init, &entry, sizeof init);
  TF_Status *st = host_status_new();
  init(g->reg, st);
  g->status_unset = host_status_is_unset(st);
  g->init_code = host_status_code(st, "TF_InitGraph");
  host_status_describe(st, g->init_msg, sizeof g->init_msg);
  TF_DeleteStatus(st);

  record_core_fields(g, major, minor, patch);
  size_t (*check)(void *) = g->init_code == TF_OK ? host_handover_returned : host_handover_refused;
  g->params_size = check(g->reg);
  g->optimizer_size = check(g->reg_optimizer);
  g->configs_size = check(g->reg_configs);
  if (g->init_code != TF_OK) {
    g->stop = HOST_GRAPH_STOP_INIT;
    host_format(g->error, sizeof g->error, "TF_InitGraph failed: %s", g->init_msg);
    return g->init_code;
  }
  /* The core's copies, read as it reads them; then the stack objects are
   * gone (retired: a later write through a kept pointer is recorded). */
  g->params = host_core_copy(HOST_SZ_OPTIMIZER_PARAMS, g->reg, host_guard_object_size(g->reg));
  g->optimizer = host_core_copy(HOST_SZ_OPTIMIZER, g->reg_optimizer, host_guard_object_size(g->reg_optimizer));
  g->configs = host_core_copy(HOST_SZ_OPTIMIZER_CONFIGS, g->reg_configs, host_guard_object_size(g->reg_configs));
  host_handover_retire(g->reg);
  host_handover_retire(g->reg_optimizer);
  host_handover_retire(g->reg_configs);
  if (!g->params || !g->optimizer || !g->configs) {
    host_format(g->error, sizeof g->error, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  g->device_type = TP_OptimizerRegistrationParams_get_device_type(g->params);
  if (g->device_type != NULL && !host_safe_string(g->device_type_then, sizeof g->device_type_then, g->device_type))
    host_format(g->device_type_then, sizeof g->device_type_then, "(unreadable pointer %p)", (const void *)g->device_type);
  read_toggles(g->configs, g->toggle);
  char msg[300];
  TF_Code c = tensorflow_checks(g, msg, sizeof msg);
  if (c != TF_OK) {
    g->stop = HOST_GRAPH_STOP_CHECKS;
    host_format(g->error, sizeof g->error, "%s: %s", host_code_name(c), msg);
    return c;
  }
  g->registered = 1;
  return TF_OK;
}

void host_graph_close(host_graph *g) {
  host_guard_free(g->params);
  host_guard_free(g->optimizer);
  host_guard_free(g->configs);
  g->params = NULL;
  g->optimizer = NULL;
  g->configs = NULL;
}

/* ---- the graphs ---------------------------------------------------------------- */

/* The main graph: x, w, b placeholders; mm = MatMul(x, w); ba = BiasAdd(mm,
 * b); r = Relu(ba); out = Identity(r), fetched. */
static unsigned char *main_graph(const char *device, size_t *n) {
  pbw_buf b;
  pbw_init(&b);
  static const char *const placeholders[] = {"x", "w", "b"};
  for (int i = 0; i < 3; i++) {
    gd_begin_node(&b, gd_str_of(placeholders[i]), gd_str_of("Placeholder"), gd_str_of(device));
    gd_attr_put_type(&b, "dtype", GD_DT_FLOAT);
    gd_end_node(&b);
  }
  gd_begin_node(&b, gd_str_of("mm"), gd_str_of("MatMul"), gd_str_of(device));
  gd_input(&b, gd_str_of("x"));
  gd_input(&b, gd_str_of("w"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_attr_put_bool(&b, "transpose_a", 0);
  gd_attr_put_bool(&b, "transpose_b", 0);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("ba"), gd_str_of("BiasAdd"), gd_str_of(device));
  gd_input(&b, gd_str_of("mm"));
  gd_input(&b, gd_str_of("b"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_attr_put_string(&b, "data_format", "NHWC");
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("r"), gd_str_of("Relu"), gd_str_of(device));
  gd_input(&b, gd_str_of("ba"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("out"), gd_str_of("Identity"), gd_str_of(device));
  gd_input(&b, gd_str_of("r"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_put_versions(&b, 1205, 0);
  return pbw_take(&b, n);
}

/* A function body: a + b through AddV2, fetched by an Identity. */
static unsigned char *function_graph(const char *device, size_t *n) {
  pbw_buf b;
  pbw_init(&b);
  static const char *const args[] = {"a", "c"};
  for (int i = 0; i < 2; i++) {
    gd_begin_node(&b, gd_str_of(args[i]), gd_str_of("Placeholder"), gd_str_of(device));
    gd_attr_put_type(&b, "dtype", GD_DT_FLOAT);
    gd_end_node(&b);
  }
  gd_begin_node(&b, gd_str_of("sum"), gd_str_of("AddV2"), gd_str_of(device));
  gd_input(&b, gd_str_of("a"));
  gd_input(&b, gd_str_of("c"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("ret"), gd_str_of("Identity"), gd_str_of(device));
  gd_input(&b, gd_str_of("sum"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_put_versions(&b, 1205, 0);
  return pbw_take(&b, n);
}

typedef struct item_def {
  unsigned char *(*build)(const char *device, size_t *n);
  const char *fetch[2];
  int nfetch;
  const char *preserve[5];
  int npreserve;
} item_def;

static const item_def items[2] = {
    {main_graph, {"out"}, 1, {"out", "x", "w", "b"}, 4},
    {function_graph, {"ret"}, 1, {"ret", "a", "c"}, 3},
};

/* ---- one call ------------------------------------------------------------------ */

static void record(int kind, const char *detail, size_t first, size_t bytes) {
  host_obs o;
  memset(&o, 0, sizeof o);
  o.kind = kind;
  o.slot = HOST_SZ_COUNT;
  host_format(o.call, sizeof o.call, "optimize_func");
  if (detail) host_format(o.detail, sizeof o.detail, "%s", detail);
  o.first = first;
  o.bytes = bytes;
  host_record_add(&o);
}

/* Bytes of [p, p+n) that differ from `image`: count and first offset. */
static size_t changed(const unsigned char *p, const unsigned char *image, size_t n, size_t *first) {
  size_t count = 0;
  for (size_t i = 0; i < n; i++)
    if (p[i] != image[i] && count++ == 0) *first = i;
  return count;
}

/* Whether a parsed graph is whole: unique names, every input a node, every
 * fetch and preserved node of the item kept. The first flaw into why. */
static int whole(const gd_graph *g, const item_def *def, const gd_graph *in, char *why, size_t n) {
  for (size_t i = 0; i < g->nnodes; i++) {
    if (g->nodes[i].name.n == 0) {
      host_format(why, n, "node %zu has no name", i);
      return 0;
    }
    if (gd_find_node(g, g->nodes[i].name) != (long)i) {
      host_format(why, n, "two nodes are named '%.*s'", (int)g->nodes[i].name.n, g->nodes[i].name.p);
      return 0;
    }
  }
  for (size_t i = 0; i < g->nnodes; i++)
    for (size_t k = 0; k < g->nodes[i].ninputs; k++) {
      gd_str node;
      int port, control;
      gd_input_split(g->inputs[g->nodes[i].first_input + k], &node, &port, &control);
      if (gd_find_node(g, node) < 0) {
        host_format(why, n, "node '%.*s' reads '%.*s', which is not in the graph", (int)g->nodes[i].name.n,
                    g->nodes[i].name.p, (int)node.n, node.p);
        return 0;
      }
    }
  for (int i = 0; i < def->npreserve; i++)
    if (gd_find_node(in, gd_str_of(def->preserve[i])) >= 0 && gd_find_node(g, gd_str_of(def->preserve[i])) < 0) {
      host_format(why, n, "node '%s', which the item says to preserve (a fetch or feed), is gone", def->preserve[i]);
      return 0;
    }
  return 1;
}

typedef struct call_ctx {
  host_graph *g;
  void *state;
  const item_def *def;
  TF_GrapplerItem *item;
  int takes_item;
} call_ctx;

/* One optimize_func call on `in` (len bytes); the output, when the core
 * would take it, replaces *next (malloc'd). */
static void call_once(call_ctx *cx, const unsigned char *graph, size_t len, host_graph_call *out_call,
                      unsigned char **next, size_t *next_len) {
  /* The input: the core's bytes and TF_Buffer, both compared afterwards. */
  unsigned char *data = host_guard_alloc(len ? len : 1, len ? len : 1);
  TF_Buffer *in = host_guard_alloc(sizeof *in, sizeof *in);
  TF_Buffer *out = host_guard_alloc(sizeof *out, sizeof *out);
  size_t item_span = host_item_span(cx->item);
  unsigned char *item_image = malloc(item_span), *data_image = malloc(len ? len : 1);
  TF_Buffer in_image;
  if (!data || !in || !out || !item_image || !data_image) {
    host_guard_free(data), host_guard_free(in), host_guard_free(out), free(item_image), free(data_image);
    out_call->code = TF_RESOURCE_EXHAUSTED;
    host_format(out_call->status, sizeof out_call->status, "the host ran out of memory");
    return;
  }
  if (len) memcpy(data, graph, len);
  memcpy(data_image, data, len);
  in->data = data;
  in->length = len;
  in->data_deallocator = NULL; /* the core frees its own */
  in_image = *in;
  memcpy(item_image, cx->item, item_span);

  TF_Status *st = host_status_new();
  /* As this core calls it (the profile's layout): TensorFlow 2.6 on with
   * the item, 2.5 and seabi's cores without. */
  GO_Layout layout = (GO_Layout)host_profile_graph_layout();
  if (cx->takes_item) {
    TP_Optimizer_optimize_func_with_item_fn fn = TP_Optimizer_get_optimize_func_with_item(cx->g->optimizer, layout);
    if (fn) fn(cx->state, in, cx->item, out, st);
  } else {
    TP_Optimizer_optimize_func_without_item_fn fn =
        TP_Optimizer_get_optimize_func_without_item(cx->g->optimizer, layout);
    /* A five-argument optimize_func (2.6's, filled into this core's
     * four-argument slot) reads a fifth argument the core never passes:
     * whatever the calling convention's next register holds. TensorFlow
     * leaves it undefined; this core passes NULL there (a call with one
     * argument more than a four-argument function takes is harmless in the
     * C calling conventions seabi runs on), so the plugin's mistake gives
     * the same verdict in every run instead of depending on what the host
     * last left in that register (the sandbox's setup changed it and turned
     * a reproducible verdict into a crash in some runs). */
    typedef void (*with_spare_fn)(void *, TF_Buffer *, TF_Buffer *, TF_Status *, void *);
    with_spare_fn call;
    memcpy(&call, &fn, sizeof call);
    if (fn) call(cx->state, in, out, st, NULL);
  }
  out_call->code = host_status_code(st, "optimize_func");
  host_status_describe(st, out_call->status, sizeof out_call->status);
  TF_DeleteStatus(st);

  /* What the plugin did to what it was given. */
  size_t first = 0, n;
  if ((n = changed((const unsigned char *)cx->item, item_image, item_span, &first)) != 0)
    record(HOST_OBS_ITEM_CHANGED,
           cx->takes_item ? "a four-argument optimize_func (TensorFlow 2.5's, seabi's) takes the item for its "
                            "output buffer"
                          : NULL,
           first, n);
  if ((n = changed(data, data_image, len, &first)) != 0) record(HOST_OBS_INPUT_CHANGED, "the serialized graph", first, n);
  if (memcmp(in, &in_image, sizeof in_image) != 0) record(HOST_OBS_INPUT_CHANGED, "its TF_Buffer", 0, sizeof *in);

  /* The output, as the core reads it (TF_Buffer copied from the guarded
   * block: nothing of the plugin's is dereferenced before it is copied). */
  TF_Buffer o = *out;
  out_call->out_len = o.length;
  unsigned char *bytes = NULL;
  int readable = 1;
  if (o.length > 0) {
    bytes = malloc(o.length);
    if (bytes == NULL || host_safe_copy(bytes, o.data, o.length) != 0) readable = 0;
  }
  int aliases = o.data != NULL && (const unsigned char *)o.data >= data && (const unsigned char *)o.data < data + (len ? len : 1);
  if (aliases) record(HOST_OBS_OUTPUT_ALIASES_INPUT, NULL, 0, o.length);
  if (o.data != NULL && o.length > 0 && o.data_deallocator == NULL && !aliases)
    record(HOST_OBS_OUTPUT_NO_DEALLOCATOR, NULL, 0, o.length);
  if (out_call->code == TF_OK) {
    gd_graph parsed, input;
    char why[200];
    if (o.length == 0) {
      record(HOST_OBS_OUTPUT_EMPTY, NULL, 0, 0);
    } else if (!readable) {
      host_format(why, sizeof why, "data %p with length %zu cannot be read", o.data, o.length);
      record(HOST_OBS_OUTPUT_UNPARSEABLE, why, 0, o.length);
    } else if (gd_parse(bytes, o.length, &parsed, why, sizeof why) != 0) {
      record(HOST_OBS_OUTPUT_UNPARSEABLE, why, 0, o.length);
    } else {
      out_call->parsed = 1;
      out_call->out_nodes = parsed.nnodes;
      out_call->unchanged = o.length == len && memcmp(bytes, graph, len) == 0;
      if (gd_parse(graph, len, &input, why, sizeof why) == 0) {
        if (!whole(&parsed, cx->def, &input, why, sizeof why)) record(HOST_OBS_OUTPUT_BROKEN, why, 0, 0);
        gd_free(&input);
      }
      gd_free(&parsed);
      /* The next iteration optimizes what this one made. */
      free(*next);
      *next = bytes;
      *next_len = o.length;
      bytes = NULL;
    }
  }
  free(bytes);
  /* TF_DeleteBuffer: the plugin's deallocator on its data (not on the
   * core's own bytes, which the core frees: that would be a double free,
   * recorded above). */
  if (o.data_deallocator != NULL && !aliases) o.data_deallocator((void *)(uintptr_t)o.data, o.length);
  host_guard_free(data);
  host_guard_free(in);
  host_guard_free(out);
  free(item_image);
  free(data_image);
}

int host_graph_optimize(host_graph *g, host_graph_run *r) {
  memset(r, 0, sizeof *r);
  if (!g->registered) {
    host_format(r->error, sizeof r->error, "the graph module is not registered: %s", g->error);
    return -1;
  }
  /* TensorFlow constructs the optimizer only for graphs placed on its
   * device type: the graphs go on device 0 of that type. */
  host_format(r->device, sizeof r->device, "/job:localhost/replica:0/task:0/device:%s:0", g->device_type_then);
  TP_Optimizer_create_func_fn create = TP_Optimizer_get_create_func(g->optimizer);
  TP_Optimizer_destroy_func_fn destroy = TP_Optimizer_get_destroy_func(g->optimizer);
  int takes_item = host_profile_optimize_takes_item();
  for (int it = 0; it < 2; it++) {
    const item_def *def = &items[it];
    size_t len = 0;
    unsigned char *graph = def->build(r->device, &len);
    TF_GrapplerItem *item = host_item_new(def->fetch, def->nfetch, def->preserve, def->npreserve);
    if (graph == NULL || item == NULL) {
      free(graph);
      host_item_free(item);
      host_format(r->error, sizeof r->error, "the host ran out of memory");
      return -1;
    }
    call_ctx cx = {g, NULL, def, item, takes_item};
    host_child_stage("graph item %d: create_func", it);
    if (create != NULL) cx.state = create(), r->creates++;
    for (int iteration = 0; iteration < 2 && r->ncalls < HOST_GRAPH_MAX_CALLS; iteration++) {
      host_graph_call *c = &r->calls[r->ncalls++];
      c->item = it;
      c->iteration = iteration;
      gd_graph parsed;
      char why[100];
      if (gd_parse(graph, len, &parsed, why, sizeof why) == 0) c->in_nodes = parsed.nnodes, gd_free(&parsed);
      host_child_stage("graph item %d: optimize_func, iteration %d%s", it, iteration + 1,
                       takes_item ? "" : " (TensorFlow 2.5's four arguments)");
      call_once(&cx, graph, len, c, &graph, &len);
    }
    host_child_stage("graph item %d: destroy_func", it);
    if (destroy != NULL) destroy(cx.state), r->destroys++;
    host_item_free(item);
    free(graph);
  }
  return 0;
}

int host_graph_device_known(const char *type, const char *platform_type) {
  if (type == NULL) return 0;
  if (platform_type != NULL && platform_type[0] && strcmp(type, platform_type) == 0) return 1;
  return strcmp(type, "CPU") == 0 || strcmp(type, "GPU") == 0;
}
