/* TensorFlow's GraphDef on the wire (graphdef.h). */
#include "graphdef.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int failed(char *why, size_t n, const char *fmt, ...) {
  if (why != NULL && n > 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, n, fmt, ap);
    va_end(ap);
  }
  return -1;
}

static gd_str str_of(const pbw_field *f) {
  gd_str s = {(const char *)f->data, f->len};
  return s;
}

/* A proto3 string field: LEN and UTF-8, else the message does not parse. A
 * known field with another wire type is an unknown field to protobuf: kept
 * as such (returns 0, nothing stored). */
static int string_field(const pbw_field *f, gd_str *out, const char *what, char *why, size_t n) {
  if (f->wire != PBW_LEN) return 0;
  if (!pbw_utf8_valid(f->data, f->len))
    return failed(why, n, "%s is not valid UTF-8 (proto3 strings must be)", what);
  *out = str_of(f);
  return 1;
}

/* Whether a LEN field's payload is a message at its first level (fields
 * protobuf would parse as messages must be, or the graph does not parse). */
static int whole_message(const pbw_field *f) {
  pbw_reader r = pbw_reader_sub(f);
  pbw_field inner;
  int got;
  while ((got = pbw_next(&r, &inner)) > 0) {
  }
  return got == 0;
}

/* The counts of one pass over a node (count) or its contents (fill). */
typedef struct tally {
  size_t inputs, attrs, other;
} tally;

/* One attr map entry: key (UTF-8) and value. */
static int read_attr(const pbw_field *entry, gd_attr *a, char *why, size_t n) {
  memset(a, 0, sizeof *a);
  a->raw = entry->raw;
  a->raw_len = entry->raw_len;
  pbw_reader r = pbw_reader_sub(entry);
  pbw_field f;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) {
    if (f.number == GD_MAP_KEY) {
      if (string_field(&f, &a->key, "an attr key", why, n) < 0) return -1;
    } else if (f.number == GD_MAP_VALUE && f.wire == PBW_LEN) {
      pbw_reader v = pbw_reader_sub(&f);
      pbw_field vf;
      int vgot;
      while ((vgot = pbw_next(&v, &vf)) > 0) {
      }
      if (vgot < 0) return failed(why, n, "an attr value: %s", v.error);
      a->value = f.data;
      a->value_len = f.len;
    }
  }
  if (got < 0) return failed(why, n, "an attr entry: %s", r.error);
  return 0;
}

/* A NodeDef: counts (g == NULL) or fills node i. */
static int read_node(const pbw_field *nf, gd_graph *g, gd_node *node, tally *t, char *why, size_t n) {
  pbw_reader r = pbw_reader_sub(nf);
  pbw_field f;
  int got;
  gd_str s;
  while ((got = pbw_next(&r, &f)) > 0) {
    int st = 0;
    switch (f.number) {
      case GD_NODE_NAME:
        st = string_field(&f, &s, "a node name", why, n);
        if (st > 0 && node) node->name = s;
        break;
      case GD_NODE_OP:
        st = string_field(&f, &s, "a node's op", why, n);
        if (st > 0 && node) node->op = s;
        break;
      case GD_NODE_DEVICE:
        st = string_field(&f, &s, "a node's device", why, n);
        if (st > 0 && node) node->device = s;
        break;
      case GD_NODE_INPUT:
        st = string_field(&f, &s, "a node's input", why, n);
        if (st > 0 && g) g->inputs[t->inputs] = s;
        if (st > 0) t->inputs++;
        break;
      case GD_NODE_ATTR:
        if (f.wire != PBW_LEN) break;
        if (g) {
          if (read_attr(&f, &g->attrs[t->attrs], why, n) < 0) return -1;
        } else {
          gd_attr scratch;
          if (read_attr(&f, &scratch, why, n) < 0) return -1;
        }
        t->attrs++;
        st = 1;
        break;
      default:
        /* Messages protobuf would parse too: their fields must be whole. */
        if (f.wire == PBW_LEN && (f.number == 6 || f.number == 7) && !whole_message(&f))
          return failed(why, n, "a node's field %u is not a message", (unsigned)f.number);
        break;
    }
    if (st < 0) return -1;
    if (st == 0) {
      if (g) {
        g->other[t->other].p = (const char *)f.raw;
        g->other[t->other].n = f.raw_len;
      }
      t->other++;
    }
  }
  if (got < 0) return failed(why, n, "a node: %s", r.error);
  return 0;
}

static void read_versions(const pbw_field *vf, gd_graph *g) {
  pbw_reader r = pbw_reader_sub(vf);
  pbw_field f;
  while (pbw_next(&r, &f) > 0)
    if (f.number == GD_VERSIONS_PRODUCER && f.wire == PBW_VARINT) g->producer = (int64_t)f.value;
}

/* One pass over the graph: count (fill 0) or fill. */
static int pass(const void *data, size_t len, gd_graph *g, int fill, tally *t, size_t *nodes, char *why, size_t n) {
  pbw_reader r = pbw_reader_of(data, len);
  pbw_field f;
  int got;
  tally graph_other = {0, 0, 0};
  size_t node_count = 0;
  while ((got = pbw_next(&r, &f)) > 0) {
    if (f.number == GD_GRAPH_NODE && f.wire == PBW_LEN) {
      gd_node *node = fill ? &g->nodes[node_count] : NULL;
      if (node) {
        memset(node, 0, sizeof *node);
        node->raw = f.raw;
        node->raw_len = f.raw_len;
        node->first_input = t->inputs;
        node->first_attr = t->attrs;
        node->first_other = t->other;
      }
      if (read_node(&f, fill ? g : NULL, node, t, why, n) < 0) return -1;
      if (node) {
        node->ninputs = t->inputs - node->first_input;
        node->nattrs = t->attrs - node->first_attr;
        node->nother = t->other - node->first_other;
      }
      node_count++;
      continue;
    }
    if ((f.number == GD_GRAPH_VERSIONS || f.number == GD_GRAPH_LIBRARY) && f.wire == PBW_LEN && !whole_message(&f))
      return failed(why, n, "not a GraphDef: its %s is not a message",
                    f.number == GD_GRAPH_LIBRARY ? "library" : "versions");
    if (f.number == GD_GRAPH_VERSIONS && f.wire == PBW_LEN && fill) read_versions(&f, g);
    if (f.number == GD_GRAPH_LIBRARY && f.wire == PBW_LEN && fill) g->has_library = 1;
    graph_other.other++;
  }
  if (got < 0) return failed(why, n, "not a GraphDef: %s", r.error);
  /* The graph's own fields go after every node's. */
  if (fill) {
    g->first_graph_other = t->other;
    r = pbw_reader_of(data, len);
    while (pbw_next(&r, &f) > 0) {
      if (f.number == GD_GRAPH_NODE && f.wire == PBW_LEN) continue;
      g->other[t->other].p = (const char *)f.raw;
      g->other[t->other].n = f.raw_len;
      t->other++;
    }
    g->ngraph_other = t->other - g->first_graph_other;
  } else {
    t->other += graph_other.other;
  }
  *nodes = node_count;
  return 0;
}

int gd_parse(const void *data, size_t len, gd_graph *g, char *why, size_t n) {
  memset(g, 0, sizeof *g);
  tally counts = {0, 0, 0};
  size_t nodes = 0;
  if (pass(data, len, g, 0, &counts, &nodes, why, n) < 0) return -1;
  g->nodes = calloc(nodes ? nodes : 1, sizeof *g->nodes);
  g->inputs = calloc(counts.inputs ? counts.inputs : 1, sizeof *g->inputs);
  g->attrs = calloc(counts.attrs ? counts.attrs : 1, sizeof *g->attrs);
  g->other = calloc(counts.other ? counts.other : 1, sizeof *g->other);
  if (!g->nodes || !g->inputs || !g->attrs || !g->other) {
    gd_free(g);
    return failed(why, n, "out of memory");
  }
  tally fill = {0, 0, 0};
  if (pass(data, len, g, 1, &fill, &nodes, why, n) < 0) {
    gd_free(g);
    return -1;
  }
  g->nnodes = nodes;
  g->ninputs = fill.inputs;
  g->nattrs = fill.attrs;
  g->nother = fill.other;
  return 0;
}

void gd_free(gd_graph *g) {
  free(g->nodes);
  free(g->inputs);
  free(g->attrs);
  free(g->other);
  memset(g, 0, sizeof *g);
}

/* ---- reading helpers ------------------------------------------------------ */

gd_str gd_str_of(const char *s) {
  gd_str out = {s ? s : "", s ? strlen(s) : 0};
  return out;
}

int gd_str_eq(gd_str a, const char *b) { return strlen(b) == a.n && memcmp(a.p, b, a.n) == 0; }

void gd_input_split(gd_str input, gd_str *node, int *port, int *control) {
  *control = input.n > 0 && input.p[0] == '^';
  *node = input;
  *port = 0;
  if (*control) {
    node->p++;
    node->n--;
    return;
  }
  for (size_t i = node->n; i > 0; i--) {
    char c = node->p[i - 1];
    if (c == ':') {
      int value = 0, digits = 0;
      for (size_t k = i; k < node->n && node->p[k] >= '0' && node->p[k] <= '9' && value < 100000; k++, digits++)
        value = value * 10 + (node->p[k] - '0');
      if (digits > 0 && i + (size_t)digits == node->n) {
        *port = value;
        node->n = i - 1;
      }
      return;
    }
    if (c < '0' || c > '9') return;
  }
}

long gd_find_node(const gd_graph *g, gd_str name) {
  for (size_t i = 0; i < g->nnodes; i++)
    if (g->nodes[i].name.n == name.n && memcmp(g->nodes[i].name.p, name.p, name.n) == 0) return (long)i;
  return -1;
}

const gd_attr *gd_find_attr(const gd_graph *g, const gd_node *node, const char *key) {
  for (size_t i = 0; i < node->nattrs; i++)
    if (gd_str_eq(g->attrs[node->first_attr + i].key, key)) return &g->attrs[node->first_attr + i];
  return NULL;
}

/* The last occurrence of `field` in the AttrValue (protobuf: last one wins). */
static int attr_field(const gd_attr *a, uint32_t field, pbw_field *out) {
  if (a == NULL || a->value == NULL) return 0;
  pbw_reader r = pbw_reader_of(a->value, a->value_len);
  pbw_field f;
  int found = 0;
  while (pbw_next(&r, &f) > 0)
    if (f.number == field) *out = f, found = 1;
  return found;
}

int gd_attr_type(const gd_attr *a, int *dtype) {
  pbw_field f;
  if (!attr_field(a, GD_ATTR_TYPE, &f) || f.wire != PBW_VARINT) return 0;
  *dtype = (int)f.value;
  return 1;
}

int gd_attr_s(const gd_attr *a, gd_str *s) {
  pbw_field f;
  if (!attr_field(a, GD_ATTR_S, &f) || f.wire != PBW_LEN) return 0;
  *s = str_of(&f);
  return 1;
}

int gd_attr_b(const gd_attr *a, int *b) {
  pbw_field f;
  if (!attr_field(a, GD_ATTR_B, &f) || f.wire != PBW_VARINT) return 0;
  *b = f.value != 0;
  return 1;
}

int gd_attr_i(const gd_attr *a, int64_t *i) {
  pbw_field f;
  if (!attr_field(a, GD_ATTR_I, &f) || f.wire != PBW_VARINT) return 0;
  *i = (int64_t)f.value;
  return 1;
}

gd_str gd_device_type(gd_str device) {
  /* A device name is components between '/': job:, replica:, task: and
   * the device, "device:TYPE:N" or, in the legacy short form, "TYPE:N"
   * ("/job:a/replica:0/task:0/device:SIM:0", "/device:GPU:1", "CPU:0"). */
  gd_str none = {device.p, 0};
  const char *p = device.p, *end = device.p + device.n;
  while (p < end) {
    const char *stop = p;
    while (stop < end && *stop != '/') stop++;
    size_t len = (size_t)(stop - p);
    if (len > 7 && memcmp(p, "device:", 7) == 0) p += 7, len -= 7;
    else if ((len >= 4 && memcmp(p, "job:", 4) == 0) || (len >= 8 && memcmp(p, "replica:", 8) == 0) ||
             (len >= 5 && memcmp(p, "task:", 5) == 0))
      len = 0;
    const char *colon = memchr(p, ':', len);
    if (len > 0 && colon != NULL && colon > p) {
      gd_str type = {p, (size_t)(colon - p)};
      return type;
    }
    if (stop == end) break;
    p = stop + 1;
  }
  return none;
}

/* ---- writing -------------------------------------------------------------- */

void gd_begin_node(pbw_buf *b, gd_str name, gd_str op, gd_str device) {
  pbw_begin(b, GD_GRAPH_NODE);
  pbw_bytes(b, GD_NODE_NAME, name.p, name.n);
  pbw_bytes(b, GD_NODE_OP, op.p, op.n);
  if (device.n) pbw_bytes(b, GD_NODE_DEVICE, device.p, device.n);
}

void gd_end_node(pbw_buf *b) { pbw_end(b); }

void gd_input(pbw_buf *b, gd_str input) { pbw_bytes(b, GD_NODE_INPUT, input.p, input.n); }

void gd_attr_copy(pbw_buf *b, const gd_attr *a) { pbw_copy_field(b, a->raw, a->raw_len); }

static void attr_begin(pbw_buf *b, const char *key) {
  pbw_begin(b, GD_NODE_ATTR);
  pbw_string(b, GD_MAP_KEY, key);
  pbw_begin(b, GD_MAP_VALUE);
}

static void attr_end(pbw_buf *b) {
  pbw_end(b);
  pbw_end(b);
}

void gd_attr_put_type(pbw_buf *b, const char *key, int dtype) {
  attr_begin(b, key);
  pbw_uint(b, GD_ATTR_TYPE, (uint64_t)dtype);
  attr_end(b);
}

void gd_attr_put_bool(pbw_buf *b, const char *key, int v) {
  attr_begin(b, key);
  pbw_uint(b, GD_ATTR_B, v != 0);
  attr_end(b);
}

void gd_attr_put_int(pbw_buf *b, const char *key, int64_t v) {
  attr_begin(b, key);
  pbw_int(b, GD_ATTR_I, v);
  attr_end(b);
}

void gd_attr_put_string(pbw_buf *b, const char *key, const char *v) {
  attr_begin(b, key);
  pbw_string(b, GD_ATTR_S, v);
  attr_end(b);
}

void gd_attr_put_strings(pbw_buf *b, const char *key, const char *const *v, size_t n) {
  attr_begin(b, key);
  pbw_begin(b, GD_ATTR_LIST);
  for (size_t i = 0; i < n; i++) pbw_string(b, GD_LIST_S, v[i]);
  pbw_end(b);
  attr_end(b);
}

void gd_node_copy_other(pbw_buf *b, const gd_graph *g, const gd_node *node) {
  for (size_t i = 0; i < node->nother; i++)
    pbw_copy_field(b, g->other[node->first_other + i].p, g->other[node->first_other + i].n);
}

void gd_graph_copy_other(pbw_buf *b, const gd_graph *g) {
  for (size_t i = 0; i < g->ngraph_other; i++)
    pbw_copy_field(b, g->other[g->first_graph_other + i].p, g->other[g->first_graph_other + i].n);
}

void gd_put_versions(pbw_buf *b, int64_t producer, int64_t min_consumer) {
  pbw_begin(b, GD_GRAPH_VERSIONS);
  if (producer) pbw_int(b, GD_VERSIONS_PRODUCER, producer);
  if (min_consumer) pbw_int(b, GD_VERSIONS_MIN_CONSUMER, min_consumer);
  pbw_end(b);
}
