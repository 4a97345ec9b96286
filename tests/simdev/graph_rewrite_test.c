/* simdev's graph rewrite (examples/simdev/sd_graph_rewrite.c) on its own:
 * MatMul + BiasAdd on a SIM device become _FusedMatMul, and every reason
 * not to fuse leaves the graph's bytes as they came. Linked with the
 * rewrite's own sources (they are hidden in libsimdev.so). Prints PASS/FAIL
 * lines and "N passed, M failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graphdef.h"
#include "sd_internal.h"

static int passed, failed;
#define CHECK(cond, what)                                      \
  do {                                                         \
    if (cond) passed++, printf("PASS %s\n", what);             \
    else failed++, printf("FAIL %s (line %d)\n", what, __LINE__); \
  } while (0)

static const char *const sim0 = "/job:localhost/replica:0/task:0/device:SIM:0";

/* What to change in the sample graph. */
typedef struct variant {
  const char *device;      /* of MatMul and BiasAdd */
  const char *bias_device; /* BiasAdd's, when different */
  const char *format;      /* BiasAdd's data_format, NULL: none */
  int extra_consumer;      /* a second node reads mm */
  int bias_type;           /* BiasAdd's T */
  int control;             /* ^x on mm and ^w on ba */
} variant;

static unsigned char *graph(const variant *v, size_t *n) {
  pbw_buf b;
  pbw_init(&b);
  const char *names[] = {"x", "w", "b"};
  for (int i = 0; i < 3; i++) {
    gd_begin_node(&b, gd_str_of(names[i]), gd_str_of("Placeholder"), gd_str_of(v->device));
    gd_attr_put_type(&b, "dtype", GD_DT_FLOAT);
    gd_end_node(&b);
  }
  gd_begin_node(&b, gd_str_of("mm"), gd_str_of("MatMul"), gd_str_of(v->device));
  gd_input(&b, gd_str_of("x"));
  gd_input(&b, gd_str_of("w"));
  if (v->control) gd_input(&b, gd_str_of("^x"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_attr_put_bool(&b, "transpose_a", 0);
  gd_attr_put_bool(&b, "transpose_b", 1);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("ba"), gd_str_of("BiasAdd"), gd_str_of(v->bias_device ? v->bias_device : v->device));
  gd_input(&b, gd_str_of("mm:0"));
  gd_input(&b, gd_str_of("b"));
  if (v->control) gd_input(&b, gd_str_of("^w"));
  gd_attr_put_type(&b, "T", v->bias_type ? v->bias_type : GD_DT_FLOAT);
  if (v->format) gd_attr_put_string(&b, "data_format", v->format);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("out"), gd_str_of("Identity"), gd_str_of(v->device));
  gd_input(&b, gd_str_of("ba"));
  if (v->extra_consumer) gd_input(&b, gd_str_of("^mm"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_put_versions(&b, 1205, 0);
  return pbw_take(&b, n);
}

/* Rewrites; 1 when the output is the input's bytes. */
static int unchanged(const variant *v, const sd_graph_names *preserve, const char *type) {
  size_t n, out_len, fusions;
  unsigned char *in = graph(v, &n), *out;
  char msg[200];
  TF_Code code = sd_graph_rewrite(in, n, type, preserve, &out, &out_len, &fusions, msg, sizeof msg);
  int same = code == TF_OK && fusions == 0 && out_len == n && memcmp(in, out, n) == 0 && out != in;
  free(in);
  free(out);
  return same;
}

int main(void) {
  variant v = {sim0, NULL, NULL, 0, 0, 0};
  size_t n, out_len, fusions;
  unsigned char *in = graph(&v, &n), *out;
  char msg[200];
  TF_Code code = sd_graph_rewrite(in, n, "SIM", NULL, &out, &out_len, &fusions, msg, sizeof msg);
  CHECK(code == TF_OK && fusions == 1, "MatMul + BiasAdd on SIM:0: one fusion");
  gd_graph g;
  char why[200];
  int parsed = code == TF_OK && gd_parse(out, out_len, &g, why, sizeof why) == 0;
  CHECK(parsed && g.nnodes == 5, "the result parses with one node fewer");
  if (parsed) {
    long ba = gd_find_node(&g, gd_str_of("ba"));
    const gd_node *f = ba >= 0 ? &g.nodes[ba] : NULL;
    CHECK(f && gd_str_eq(f->op, "_FusedMatMul") && gd_str_eq(f->device, sim0), "ba became _FusedMatMul on SIM:0");
    CHECK(f && f->ninputs == 3 && gd_str_eq(g.inputs[f->first_input], "x") &&
              gd_str_eq(g.inputs[f->first_input + 1], "w") && gd_str_eq(g.inputs[f->first_input + 2], "b"),
          "its inputs are MatMul's two, then the bias");
    int tb = 0, dt = 0;
    int64_t nargs = 0;
    CHECK(f && gd_attr_b(gd_find_attr(&g, f, "transpose_b"), &tb) && tb == 1 &&
              gd_attr_type(gd_find_attr(&g, f, "T"), &dt) && dt == GD_DT_FLOAT &&
              gd_attr_i(gd_find_attr(&g, f, "num_args"), &nargs) && nargs == 1 &&
              gd_find_attr(&g, f, "fused_ops") != NULL,
          "it keeps MatMul's T and transpose_b, with fused_ops and num_args 1");
    CHECK(gd_find_node(&g, gd_str_of("mm")) < 0, "mm is gone");
    long o = gd_find_node(&g, gd_str_of("out"));
    CHECK(o >= 0 && gd_str_eq(g.inputs[g.nodes[o].first_input], "ba"), "out still reads ba");
    CHECK(g.producer == 1205, "the graph's versions are kept");
    gd_free(&g);
  }
  free(in);
  free(out);

  variant c = v;
  c.control = 1;
  in = graph(&c, &n);
  code = sd_graph_rewrite(in, n, "SIM", NULL, &out, &out_len, &fusions, msg, sizeof msg);
  parsed = code == TF_OK && fusions == 1 && gd_parse(out, out_len, &g, why, sizeof why) == 0;
  if (parsed) {
    long ba = gd_find_node(&g, gd_str_of("ba"));
    CHECK(ba >= 0 && g.nodes[ba].ninputs == 5 && gd_str_eq(g.inputs[g.nodes[ba].first_input + 3], "^x") &&
              gd_str_eq(g.inputs[g.nodes[ba].first_input + 4], "^w"),
          "control inputs of both nodes move to the fused node");
    gd_free(&g);
  } else {
    CHECK(0, "the graph with control inputs fuses");
  }
  free(in);
  free(out);

  variant cpu = v;
  cpu.device = "/job:localhost/replica:0/task:0/device:CPU:0";
  CHECK(unchanged(&cpu, NULL, "SIM"), "on CPU:0: the graph's bytes unchanged (a copy)");
  variant split = v;
  split.bias_device = "/job:localhost/replica:0/task:0/device:SIM:1";
  CHECK(unchanged(&split, NULL, "SIM"), "MatMul on SIM:0, BiasAdd on SIM:1: unchanged");
  variant nchw = v;
  nchw.format = "NCHW";
  CHECK(unchanged(&nchw, NULL, "SIM"), "BiasAdd in NCHW: unchanged");
  variant nhwc = v;
  nhwc.format = "NHWC";
  CHECK(!unchanged(&nhwc, NULL, "SIM"), "BiasAdd in NHWC: fused");
  variant shared = v;
  shared.extra_consumer = 1;
  CHECK(unchanged(&shared, NULL, "SIM"), "mm read by another node too: unchanged");
  variant types = v;
  types.bias_type = GD_DT_INT32;
  CHECK(unchanged(&types, NULL, "SIM"), "BiasAdd's T differs from MatMul's: unchanged");
  const char *keep[] = {"mm"};
  const size_t keep_len[] = {2};
  sd_graph_names preserve = {keep, keep_len, 1};
  CHECK(unchanged(&v, &preserve, "SIM"), "mm preserved (a fetch node): unchanged");
  CHECK(unchanged(&v, NULL, "XPU"), "another plugin's device type: unchanged");

  code = sd_graph_rewrite("\x0a\x05\x0a", 3, "SIM", NULL, &out, &out_len, &fusions, msg, sizeof msg);
  CHECK(code == TF_INVALID_ARGUMENT && out == NULL && strstr(msg, "does not parse"),
        "an input that is not a GraphDef: INVALID_ARGUMENT, nothing handed back");
  code = sd_graph_rewrite("", 0, "SIM", NULL, &out, &out_len, &fusions, msg, sizeof msg);
  CHECK(code == TF_OK && out != NULL && out_len == 0, "an empty graph comes back empty");
  free(out);

  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
