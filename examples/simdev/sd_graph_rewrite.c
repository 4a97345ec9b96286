/* The graph optimizer's rewrite: MatMul followed by BiasAdd, both placed
 * on a simdev device, become one _FusedMatMul (TensorFlow's own op for that
 * fusion, which its remapper makes for CPU and GPU graphs only).
 *
 * Why this rewrite: it is small, it is the fusion real plugins make first
 * (ITEX's and DirectML's remappers; ITEX turns TensorFlow's remapping off
 * for that reason), and its result can be checked without running the
 * graph: one node fewer per fusion, every input of every node names a node
 * that exists, nothing preserved is gone. The optimizer checks exactly that
 * on its own output (verify below) and hands back the input unchanged when
 * the check fails, as it does when nothing applies.
 *
 * When it applies, for a BiasAdd B whose input 0 is MatMul M's output 0:
 *  - both nodes are placed on the plugin's device type (sd_graph.c passes
 *    "SIM"), on the same device;
 *  - M has no other consumer (data or control) and is not a node the core
 *    asks to preserve (fetch, feed, keep ops);
 *  - B's data_format is NHWC or absent, and B's T is M's T.
 * The fused node takes B's name (its consumers need no change), M's
 * inputs, then B's bias, then both nodes' control inputs; M's attrs, and
 * fused_ops ["BiasAdd"], num_args 1.
 *
 * Everything else is written back exactly as it was read (graphdef.h keeps
 * the fields it does not interpret), so a graph with no such pair comes
 * back as the same bytes. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graphdef.h"
#include "sd_internal.h"

static int is_preserved(const sd_graph_names *preserve, gd_str name) {
  for (size_t i = 0; preserve != NULL && i < preserve->n; i++)
    if (preserve->len[i] == name.n && memcmp(preserve->name[i], name.p, name.n) == 0) return 1;
  return 0;
}

static int same(gd_str a, gd_str b) { return a.n == b.n && memcmp(a.p, b.p, a.n) == 0; }

/* How many inputs (data and control) of the graph name node `name`. */
static size_t consumers(const gd_graph *g, gd_str name) {
  size_t n = 0;
  for (size_t i = 0; i < g->ninputs; i++) {
    gd_str node;
    int port, control;
    gd_input_split(g->inputs[i], &node, &port, &control);
    n += same(node, name);
  }
  return n;
}

/* For node index b (a BiasAdd), the MatMul it fuses with, or -1. */
static long fusable(const gd_graph *g, size_t b, gd_str device_type, const sd_graph_names *preserve) {
  const gd_node *bias = &g->nodes[b];
  if (device_type.n == 0 || !gd_str_eq(bias->op, "BiasAdd") || bias->ninputs < 2) return -1;
  if (!same(gd_device_type(bias->device), device_type)) return -1;
  gd_str in0, in1;
  int port, control;
  gd_input_split(g->inputs[bias->first_input], &in0, &port, &control);
  if (control || port != 0) return -1;
  gd_input_split(g->inputs[bias->first_input + 1], &in1, &port, &control);
  if (control) return -1;
  long m = gd_find_node(g, in0);
  if (m < 0 || (size_t)m == b) return -1;
  const gd_node *mm = &g->nodes[m];
  if (!gd_str_eq(mm->op, "MatMul") || mm->ninputs < 2 || !same(mm->device, bias->device)) return -1;
  if (consumers(g, mm->name) != 1 || is_preserved(preserve, mm->name)) return -1;
  gd_str format;
  if (gd_attr_s(gd_find_attr(g, bias, "data_format"), &format) && !gd_str_eq(format, "NHWC")) return -1;
  int tm = 0, tb = 0;
  if (!gd_attr_type(gd_find_attr(g, mm, "T"), &tm) || !gd_attr_type(gd_find_attr(g, bias, "T"), &tb) || tm != tb)
    return -1;
  /* M's data inputs are its first two; a control input before them would
   * not be a MatMul TensorFlow made. */
  for (size_t i = 0; i < 2; i++) {
    gd_str node;
    gd_input_split(g->inputs[mm->first_input + i], &node, &port, &control);
    if (control) return -1;
  }
  return m;
}

static void copy_node(pbw_buf *w, const gd_node *n) { pbw_copy_field(w, n->raw, n->raw_len); }

static void write_fused(pbw_buf *w, const gd_graph *g, const gd_node *mm, const gd_node *bias) {
  gd_begin_node(w, bias->name, gd_str_of("_FusedMatMul"), bias->device);
  gd_input(w, g->inputs[mm->first_input]);
  gd_input(w, g->inputs[mm->first_input + 1]);
  gd_input(w, g->inputs[bias->first_input + 1]);
  const gd_node *both[2] = {mm, bias};
  for (int k = 0; k < 2; k++)
    for (size_t i = 2; i < both[k]->ninputs; i++) /* past the two data inputs: controls */
      gd_input(w, g->inputs[both[k]->first_input + i]);
  for (size_t i = 0; i < mm->nattrs; i++) {
    const gd_attr *a = &g->attrs[mm->first_attr + i];
    if (!gd_str_eq(a->key, "fused_ops") && !gd_str_eq(a->key, "num_args")) gd_attr_copy(w, a);
  }
  static const char *const ops[] = {"BiasAdd"};
  gd_attr_put_strings(w, "fused_ops", ops, 1);
  gd_attr_put_int(w, "num_args", 1);
  gd_node_copy_other(w, g, bias);
  gd_end_node(w);
}

/* The rewritten graph is well formed: unique names, every input names a
 * node, nothing preserved missing, one node fewer per fusion. */
static int verify(const unsigned char *out, size_t len, const gd_graph *in, size_t fusions,
                  const sd_graph_names *preserve, char *why, size_t n) {
  gd_graph g;
  if (gd_parse(out, len, &g, why, n) != 0) return 0;
  int ok = g.nnodes + fusions == in->nnodes;
  if (!ok) snprintf(why, n, "%zu nodes, expected %zu", g.nnodes, in->nnodes - fusions);
  for (size_t i = 0; ok && i < g.nnodes; i++) {
    if (gd_find_node(&g, g.nodes[i].name) != (long)i) {
      ok = 0;
      snprintf(why, n, "node '%.*s' twice", (int)g.nodes[i].name.n, g.nodes[i].name.p);
    }
  }
  for (size_t i = 0; ok && i < g.ninputs; i++) {
    gd_str node;
    int port, control;
    gd_input_split(g.inputs[i], &node, &port, &control);
    if (gd_find_node(&g, node) < 0) {
      ok = 0;
      snprintf(why, n, "an input names '%.*s', which is not in the graph", (int)node.n, node.p);
    }
  }
  for (size_t i = 0; ok && preserve != NULL && i < preserve->n; i++) {
    gd_str name = {preserve->name[i], preserve->len[i]};
    if (gd_find_node(in, name) >= 0 && gd_find_node(&g, name) < 0) {
      ok = 0;
      snprintf(why, n, "preserved node '%.*s' is gone", (int)name.n, name.p);
    }
  }
  gd_free(&g);
  return ok;
}

TF_Code sd_graph_rewrite(const void *in, size_t in_len, const char *device_type, const sd_graph_names *preserve,
                         unsigned char **out, size_t *out_len, size_t *fusions, char *msg, size_t msg_size) {
  *out = NULL;
  *out_len = 0;
  *fusions = 0;
  gd_graph g;
  char why[200];
  if (gd_parse(in, in_len, &g, why, sizeof why) != 0) {
    snprintf(msg, msg_size, "optimize_func: the input graph does not parse: %s", why);
    return TF_INVALID_ARGUMENT;
  }
  /* Which MatMul each BiasAdd absorbs (-1: none), and which nodes vanish. */
  long *partner = malloc((g.nnodes ? g.nnodes : 1) * sizeof *partner);
  unsigned char *gone = calloc(g.nnodes ? g.nnodes : 1, 1);
  if (partner == NULL || gone == NULL) {
    free(partner);
    free(gone);
    gd_free(&g);
    snprintf(msg, msg_size, "optimize_func: out of host memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  gd_str type = gd_str_of(device_type);
  for (size_t i = 0; i < g.nnodes; i++) {
    partner[i] = fusable(&g, i, type, preserve);
    if (partner[i] >= 0) gone[partner[i]] = 1, (*fusions)++;
  }
  TF_Code code = TF_OK;
  if (*fusions == 0) {
    /* Nothing applies: the graph as it came (an empty answer with OK would
     * replace the graph by nothing). */
    *out = malloc(in_len ? in_len : 1);
    if (*out != NULL) {
      if (in_len) memcpy(*out, in, in_len);
      *out_len = in_len;
    }
  } else {
    pbw_buf w;
    pbw_init(&w);
    for (size_t i = 0; i < g.nnodes; i++) {
      if (gone[i]) continue;
      if (partner[i] >= 0) write_fused(&w, &g, &g.nodes[partner[i]], &g.nodes[i]);
      else copy_node(&w, &g.nodes[i]);
    }
    gd_graph_copy_other(&w, &g);
    *out = pbw_take(&w, out_len);
    if (*out != NULL && !verify(*out, *out_len, &g, *fusions, preserve, why, sizeof why)) {
      /* Our own rewrite is wrong: say so, and hand back the input. */
      sd_log(1, "optimize_func: the fused graph fails its check (%s); returning the graph unchanged", why);
      free(*out);
      *fusions = 0;
      *out = malloc(in_len ? in_len : 1);
      if (*out != NULL) {
        if (in_len) memcpy(*out, in, in_len);
        *out_len = in_len;
      }
    }
  }
  if (*out == NULL) {
    snprintf(msg, msg_size, "optimize_func: out of host memory");
    code = TF_RESOURCE_EXHAUSTED;
    *out_len = 0;
  }
  free(partner);
  free(gone);
  gd_free(&g);
  return code;
}
