/* TensorFlow's GraphDef on the wire (tensorflow/core/framework/graph.proto,
 * node_def.proto, attr_value.proto): what the core hands a graph
 * optimizer's optimize_func and what the optimizer hands back.
 *
 * The reader keeps every field it does not interpret (a node's
 * experimental_debug_info, the graph's library and versions, an attr's
 * value) as the bytes it read, so an optimizer that rewrites some nodes
 * writes everything else back exactly as it came. Nothing is copied: a
 * parsed graph points into the bytes it was read from, which must outlive
 * it.
 *
 * Field numbers (confirmed against TensorFlow's .proto files; tests/wire
 * checks the encoding with protoc --decode against tests/wire/graph.proto,
 * written from these numbers):
 *   GraphDef     node=1 (repeated NodeDef), library=2, version=3
 *                (deprecated), versions=4 (VersionDef: producer=1,
 *                min_consumer=2)
 *   NodeDef      name=1, op=2, input=3 (repeated), device=4,
 *                attr=5 (map<string, AttrValue>: key=1, value=2),
 *                experimental_debug_info=6, experimental_type=7
 *   AttrValue    list=1, s=2, i=3, f=4 (float), b=5, type=6 (DataType),
 *                shape=7, tensor=8, placeholder=9, func=10
 *   ListValue    s=2, i=3, f=4, b=5, type=6, shape=7, tensor=8, func=9 */
#ifndef SEABI_GRAPHDEF_H_
#define SEABI_GRAPHDEF_H_

#include <stddef.h>
#include <stdint.h>

#include "pbw.h"

#ifdef __cplusplus
extern "C" {
#endif

enum gd_field {
  GD_GRAPH_NODE = 1,
  GD_GRAPH_LIBRARY = 2,
  GD_GRAPH_VERSION = 3,
  GD_GRAPH_VERSIONS = 4,
  GD_VERSIONS_PRODUCER = 1,
  GD_VERSIONS_MIN_CONSUMER = 2,
  GD_NODE_NAME = 1,
  GD_NODE_OP = 2,
  GD_NODE_INPUT = 3,
  GD_NODE_DEVICE = 4,
  GD_NODE_ATTR = 5,
  GD_MAP_KEY = 1,
  GD_MAP_VALUE = 2,
  GD_ATTR_LIST = 1,
  GD_ATTR_S = 2,
  GD_ATTR_I = 3,
  GD_ATTR_F = 4,
  GD_ATTR_B = 5,
  GD_ATTR_TYPE = 6,
  GD_LIST_S = 2,
  GD_LIST_I = 3,
};

/* TensorFlow's DataType numbers used here (types.proto). */
enum gd_dtype { GD_DT_FLOAT = 1, GD_DT_INT32 = 3 };

/* Bytes of the message read (not NUL-terminated). */
typedef struct gd_str {
  const char *p;
  size_t n;
} gd_str;

typedef struct gd_attr {
  gd_str key;
  const unsigned char *value; /* the AttrValue message */
  size_t value_len;
  const unsigned char *raw; /* the whole map entry field, to write it back */
  size_t raw_len;
} gd_attr;

typedef struct gd_node {
  gd_str name, op, device;
  size_t first_input, ninputs; /* into gd_graph.inputs */
  size_t first_attr, nattrs;   /* into gd_graph.attrs */
  size_t first_other, nother;  /* into gd_graph.other: fields not named above */
  const unsigned char *raw;    /* the whole node field */
  size_t raw_len;
} gd_node;

typedef struct gd_graph {
  gd_node *nodes;
  size_t nnodes;
  gd_str *inputs;
  size_t ninputs;
  gd_attr *attrs;
  size_t nattrs;
  gd_str *other; /* each a whole field as read (tag and value) */
  size_t nother;
  size_t first_graph_other, ngraph_other; /* the graph's own: library, versions, ... */
  int64_t producer;                       /* versions.producer, 0 when absent */
  int has_library;
} gd_graph;

/* Reads a serialized GraphDef as protobuf's parser would accept it (wire
 * format, proto3 UTF-8 in every string field this reader interprets).
 * Returns 0, or -1 with the reason in `why` (and `g` empty). 0 bytes are
 * an empty GraphDef, as for protobuf. */
int gd_parse(const void *data, size_t len, gd_graph *g, char *why, size_t n);
void gd_free(gd_graph *g);

/* "node:2" -> node, 2; "^node" -> node, control; "node" -> node, 0. */
void gd_input_split(gd_str input, gd_str *node, int *port, int *control);
/* Index of the node named `name`, or -1. Linear: graphs here are small. */
long gd_find_node(const gd_graph *g, gd_str name);
const gd_attr *gd_find_attr(const gd_graph *g, const gd_node *node, const char *key);
/* An attr's value of one kind: 1 when it holds one (stored), else 0. */
int gd_attr_type(const gd_attr *a, int *dtype);
int gd_attr_s(const gd_attr *a, gd_str *s);
int gd_attr_b(const gd_attr *a, int *b);
int gd_attr_i(const gd_attr *a, int64_t *i);
int gd_str_eq(gd_str a, const char *b);
gd_str gd_str_of(const char *s);
/* The device type of a node's device string ("/job:x/device:SIM:0" ->
 * "SIM"; "/device:GPU:1", "SIM:0" likewise); empty when it names none. */
gd_str gd_device_type(gd_str device);

/* ---- writing ------------------------------------------------------------ */

/* A node: gd_begin_node, its inputs and attrs, gd_end_node. */
void gd_begin_node(pbw_buf *b, gd_str name, gd_str op, gd_str device);
void gd_end_node(pbw_buf *b);
void gd_input(pbw_buf *b, gd_str input);
void gd_attr_copy(pbw_buf *b, const gd_attr *a);
void gd_attr_put_type(pbw_buf *b, const char *key, int dtype);
void gd_attr_put_bool(pbw_buf *b, const char *key, int v);
void gd_attr_put_int(pbw_buf *b, const char *key, int64_t v);
void gd_attr_put_string(pbw_buf *b, const char *key, const char *v);
void gd_attr_put_strings(pbw_buf *b, const char *key, const char *const *v, size_t n);
/* A parsed node's fields past name, op, inputs, device and attrs. */
void gd_node_copy_other(pbw_buf *b, const gd_graph *g, const gd_node *node);
/* The graph's own fields past its nodes (library, versions), as read. */
void gd_graph_copy_other(pbw_buf *b, const gd_graph *g);
/* versions { producer, min_consumer }. */
void gd_put_versions(pbw_buf *b, int64_t producer, int64_t min_consumer);

#ifdef __cplusplus
}
#endif

#endif /* SEABI_GRAPHDEF_H_ */
