/* Tests of the hand-written protobuf wire format (examples/wire).
 *
 *   wire_test                   the unit tests (run plain and under ASan+UBSan)
 *   wire_test write-graph FILE  a sample GraphDef, for protoc --decode
 *   wire_test write-xspace FILE a sample XSpace, for protoc --decode
 *   wire_test dump-graph FILE   what the reader makes of a GraphDef
 *   wire_test dump-xspace FILE  ... of an XSpace (protoc --encode's output)
 *
 * The unit tests print "ok   ..." / "FAIL ..." per check and end with
 * "N passed, N failed"; the exit status is non-zero when any check failed. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graphdef.h"
#include "pbw.h"
#include "xspace.h"

static int passed, failed;

static void check(int cond, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int cond, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf(cond ? "ok   " : "FAIL ");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
  if (cond) passed++;
  else failed++;
}

static int bytes_are(const unsigned char *got, size_t n, const char *hex) {
  size_t want = strlen(hex) / 2;
  if (want != n) return 0;
  for (size_t i = 0; i < n; i++) {
    unsigned v;
    if (sscanf(hex + 2 * i, "%2x", &v) != 1 || v != got[i]) return 0;
  }
  return 1;
}

/* ---- pbw ------------------------------------------------------------------ */

static void test_varints(void) {
  static const struct {
    uint64_t v;
    const char *hex;
  } cases[] = {
      {0, "0800"},        {1, "0801"},          {127, "087f"},
      {128, "088001"},    {300, "08ac02"},      {16383, "08ff7f"},
      {16384, "08808001"}, {UINT64_MAX, "08ffffffffffffffffff01"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    pbw_buf b;
    pbw_init(&b);
    pbw_uint(&b, 1, cases[i].v);
    size_t n;
    unsigned char *out = pbw_take(&b, &n);
    check(out && bytes_are(out, n, cases[i].hex), "varint %llu encodes as %s", (unsigned long long)cases[i].v,
          cases[i].hex);
    pbw_reader r = pbw_reader_of(out, n);
    pbw_field f;
    check(pbw_next(&r, &f) == 1 && f.number == 1 && f.wire == PBW_VARINT && f.value == cases[i].v &&
              pbw_next(&r, &f) == 0,
          "varint %llu reads back", (unsigned long long)cases[i].v);
    free(out);
  }
  pbw_buf b;
  pbw_init(&b);
  pbw_int(&b, 2, -1);
  size_t n;
  unsigned char *out = pbw_take(&b, &n);
  check(out && bytes_are(out, n, "10ffffffffffffffffff01"), "a negative int64 takes ten bytes, as protobuf writes it");
  free(out);
}

/* A nested message whose body is `body` bytes long, in field 3. */
static void test_nesting(void) {
  static const size_t sizes[] = {0, 1, 125, 126, 127, 128, 16381, 16382, 16383, 16384, 70000};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    size_t body = sizes[i];
    pbw_buf b;
    pbw_init(&b);
    pbw_uint(&b, 1, 7);
    pbw_begin(&b, 3);
    unsigned char *payload = malloc(body + 1);
    for (size_t k = 0; k < body; k++) payload[k] = (unsigned char)(k * 31 + 1);
    pbw_raw(&b, payload, body);
    pbw_end(&b);
    pbw_uint(&b, 2, 9);
    size_t n;
    unsigned char *out = pbw_take(&b, &n);
    pbw_reader r = pbw_reader_of(out, n);
    pbw_field a, m, z;
    int ok = out && pbw_next(&r, &a) == 1 && a.value == 7 && pbw_next(&r, &m) == 1 && m.number == 3 &&
             m.wire == PBW_LEN && m.len == body && (body == 0 || memcmp(m.data, payload, body) == 0) &&
             pbw_next(&r, &z) == 1 && z.value == 9 && pbw_next(&r, &z) == 0 &&
             n == 2 + 1 + pbw_varint_size(body) + body + 2;
    check(ok, "a nested message of %zu bytes: length prefix of %zu byte(s), body intact", body,
          pbw_varint_size(body));
    free(payload);
    free(out);
  }
  /* Messages inside messages: the inner length moves with the outer. */
  pbw_buf b;
  pbw_init(&b);
  pbw_begin(&b, 1);
  pbw_begin(&b, 2);
  for (int i = 0; i < 200; i++) pbw_uint(&b, 5, 1);
  pbw_end(&b);
  pbw_end(&b);
  size_t n;
  unsigned char *out = pbw_take(&b, &n);
  pbw_reader r = pbw_reader_of(out, n);
  pbw_field outer, inner, leaf;
  int count = 0;
  if (out && pbw_next(&r, &outer) == 1) {
    pbw_reader ro = pbw_reader_sub(&outer);
    if (pbw_next(&ro, &inner) == 1) {
      pbw_reader ri = pbw_reader_sub(&inner);
      while (pbw_next(&ri, &leaf) == 1) count += leaf.number == 5 && leaf.value == 1;
    }
  }
  check(count == 200, "two levels of messages longer than 127 bytes read back (%d of 200 fields)", count);
  free(out);
}

static void test_writer_failures(void) {
  pbw_buf b;
  size_t n;
  pbw_init(&b);
  pbw_end(&b);
  check(pbw_take(&b, &n) == NULL, "pbw_end without pbw_begin fails the writer");
  pbw_init(&b);
  pbw_begin(&b, 1);
  check(pbw_take(&b, &n) == NULL, "a message still open: nothing to take");
  pbw_init(&b);
  for (int i = 0; i <= PBW_MAX_DEPTH; i++) pbw_begin(&b, 1);
  check(b.failed, "nesting deeper than %d fails the writer", PBW_MAX_DEPTH);
  pbw_free(&b);
  pbw_init(&b);
  unsigned char *empty = pbw_take(&b, &n);
  check(empty != NULL && n == 0, "an empty message is 0 bytes, not NULL");
  free(empty);
}

static int reads_as(const char *hex, int want, const char *why_part) {
  unsigned char bytes[64];
  size_t n = strlen(hex) / 2;
  for (size_t i = 0; i < n; i++) {
    unsigned v;
    sscanf(hex + 2 * i, "%2x", &v);
    bytes[i] = (unsigned char)v;
  }
  pbw_reader r = pbw_reader_of(bytes, n);
  pbw_field f;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) {
  }
  if (got != want) return 0;
  return want == 0 || (r.error && strstr(r.error, why_part));
}

static void test_reader_refuses(void) {
  check(reads_as("08", -1, "varint"), "a tag without its varint value is refused");
  check(reads_as("0880", -1, "varint"), "a truncated varint is refused");
  check(reads_as("08ffffffffffffffffffff01", -1, "10 bytes"), "an 11-byte varint is refused");
  check(reads_as("0a05616263", -1, "past the end"), "a length past the end is refused");
  check(reads_as("0001", -1, "field number"), "field number 0 is refused");
  check(reads_as("0e00", -1, "wire type"), "wire type 6 is refused");
  check(reads_as("0f00", -1, "wire type"), "wire type 7 is refused");
  check(reads_as("0c", -1, "group end"), "a group end without its start is refused");
  check(reads_as("0b0801", -1, "group"), "a group without its end is refused");
  check(reads_as("0b08010c1001", 0, ""), "a group is skipped as protobuf skips unknown groups");
  check(reads_as("0b14", -1, "another field"), "a group closed by another field's end is refused");
  check(reads_as("0d0102", -1, "fixed"), "a truncated fixed32 is refused");
  check(reads_as("", 0, ""), "0 bytes are an empty message");
  const unsigned char bad[] = {0xC3, 0x28}, good[] = {0xE2, 0x82, 0xAC}, surrogate[] = {0xED, 0xA0, 0x80},
                      overlong[] = {0xC0, 0xAF};
  check(!pbw_utf8_valid(bad, 2) && pbw_utf8_valid(good, 3) && !pbw_utf8_valid(surrogate, 3) &&
            !pbw_utf8_valid(overlong, 2),
        "UTF-8: a broken sequence, a surrogate and an overlong form are invalid, the euro sign valid");
  pbw_field packed = {0};
  unsigned char pv[] = {0x01, 0x96, 0x01, 0x03};
  packed.wire = PBW_LEN;
  packed.data = pv;
  packed.len = sizeof pv;
  uint64_t vals[4] = {0};
  check(pbw_packed_varints(&packed, vals, 4) == 3 && vals[0] == 1 && vals[1] == 150 && vals[2] == 3,
        "packed varints: 1, 150, 3");
}

/* ---- GraphDef ------------------------------------------------------------- */

static const char *const device0 = "/job:localhost/replica:0/task:0/device:SIM:0";

static unsigned char *sample_graph(size_t *n) {
  pbw_buf b;
  pbw_init(&b);
  gd_begin_node(&b, gd_str_of("x"), gd_str_of("Placeholder"), gd_str_of(device0));
  gd_attr_put_type(&b, "dtype", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("w"), gd_str_of("Placeholder"), gd_str_of(device0));
  gd_attr_put_type(&b, "dtype", GD_DT_FLOAT);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("mm"), gd_str_of("MatMul"), gd_str_of(device0));
  gd_input(&b, gd_str_of("x"));
  gd_input(&b, gd_str_of("w:0"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_attr_put_bool(&b, "transpose_a", 0);
  gd_attr_put_bool(&b, "transpose_b", 1);
  gd_end_node(&b);
  gd_begin_node(&b, gd_str_of("out"), gd_str_of("Identity"), gd_str_of("/device:CPU:0"));
  gd_input(&b, gd_str_of("mm"));
  gd_input(&b, gd_str_of("^x"));
  gd_attr_put_type(&b, "T", GD_DT_FLOAT);
  gd_attr_put_int(&b, "n", -5);
  gd_attr_put_string(&b, "data_format", "NHWC");
  static const char *const ops[] = {"BiasAdd", "Relu"};
  gd_attr_put_strings(&b, "fused_ops", ops, 2);
  gd_end_node(&b);
  gd_put_versions(&b, 1205, 12);
  return pbw_take(&b, n);
}

static void test_graphdef(void) {
  size_t n;
  unsigned char *bytes = sample_graph(&n);
  gd_graph g;
  char why[200];
  int ok = gd_parse(bytes, n, &g, why, sizeof why) == 0;
  check(ok, "the sample GraphDef parses (%s)", ok ? "4 nodes" : why);
  if (!ok) {
    free(bytes);
    return;
  }
  check(g.nnodes == 4 && gd_str_eq(g.nodes[2].name, "mm") && gd_str_eq(g.nodes[2].op, "MatMul") &&
            gd_str_eq(g.nodes[2].device, device0) && g.nodes[2].ninputs == 2,
        "node mm: name, op, device and two inputs");
  check(g.producer == 1205 && g.ngraph_other == 1, "versions.producer 1205, kept as the graph's own field");
  const gd_attr *tb = gd_find_attr(&g, &g.nodes[2], "transpose_b");
  int b = 0, dt = 0;
  int64_t i = 0;
  gd_str s;
  check(tb && gd_attr_b(tb, &b) && b == 1, "attr transpose_b reads true");
  check(gd_attr_type(gd_find_attr(&g, &g.nodes[3], "T"), &dt) && dt == GD_DT_FLOAT, "attr T reads DT_FLOAT");
  check(gd_attr_i(gd_find_attr(&g, &g.nodes[3], "n"), &i) && i == -5, "attr n reads -5");
  check(gd_attr_s(gd_find_attr(&g, &g.nodes[3], "data_format"), &s) && gd_str_eq(s, "NHWC"),
        "attr data_format reads NHWC");
  check(gd_find_attr(&g, &g.nodes[3], "nope") == NULL, "an attr the node lacks is NULL");
  gd_str node;
  int port, control;
  gd_input_split(g.inputs[g.nodes[2].first_input + 1], &node, &port, &control);
  check(gd_str_eq(node, "w") && port == 0 && !control, "input 'w:0' is node w, port 0");
  gd_input_split(g.inputs[g.nodes[3].first_input + 1], &node, &port, &control);
  check(gd_str_eq(node, "x") && control, "input '^x' is a control input from x");
  gd_input_split(gd_str_of("a:b:12"), &node, &port, &control);
  check(gd_str_eq(node, "a:b") && port == 12, "input 'a:b:12' is node a:b, port 12");
  gd_input_split(gd_str_of("n:x1"), &node, &port, &control);
  check(gd_str_eq(node, "n:x1") && port == 0, "input 'n:x1' has no port suffix");
  check(gd_str_eq(gd_device_type(gd_str_of(device0)), "SIM") &&
            gd_str_eq(gd_device_type(gd_str_of("/device:GPU:1")), "GPU") &&
            gd_str_eq(gd_device_type(gd_str_of("CPU:0")), "CPU") && gd_device_type(gd_str_of("")).n == 0 &&
            gd_device_type(gd_str_of("/job:a")).n == 0,
        "device types: SIM, GPU, CPU from full, short and bare names; none from ''");
  check(gd_find_node(&g, gd_str_of("out")) == 3 && gd_find_node(&g, gd_str_of("zz")) == -1, "nodes found by name");

  /* Rewriting: every node copied field by field gives the same bytes. */
  pbw_buf w;
  pbw_init(&w);
  for (size_t k = 0; k < g.nnodes; k++) {
    const gd_node *nd = &g.nodes[k];
    gd_begin_node(&w, nd->name, nd->op, nd->device);
    for (size_t j = 0; j < nd->ninputs; j++) gd_input(&w, g.inputs[nd->first_input + j]);
    for (size_t j = 0; j < nd->nattrs; j++) gd_attr_copy(&w, &g.attrs[nd->first_attr + j]);
    gd_node_copy_other(&w, &g, nd);
    gd_end_node(&w);
  }
  gd_graph_copy_other(&w, &g);
  size_t m;
  unsigned char *again = pbw_take(&w, &m);
  check(again && m == n && memcmp(again, bytes, n) == 0, "a graph written back node by node is byte for byte the same");
  free(again);
  gd_free(&g);

  /* Refusals. */
  pbw_buf bad;
  pbw_init(&bad);
  gd_begin_node(&bad, gd_str_of("\xC3\x28"), gd_str_of("Const"), gd_str_of(""));
  gd_end_node(&bad);
  unsigned char *badb = pbw_take(&bad, &m);
  check(gd_parse(badb, m, &g, why, sizeof why) == -1 && strstr(why, "UTF-8"),
        "a node name that is not UTF-8 is refused, as protobuf refuses proto3 strings");
  free(badb);
  check(gd_parse(bytes, n - 3, &g, why, sizeof why) == -1, "a truncated GraphDef is refused: %s", why);
  check(gd_parse("", 0, &g, why, sizeof why) == 0 && g.nnodes == 0, "0 bytes are an empty GraphDef");
  gd_free(&g);
  free(bytes);
}

/* ---- XSpace --------------------------------------------------------------- */

static unsigned char *sample_space(size_t *n) {
  pbw_buf b;
  pbw_init(&b);
  xsp_begin_plane(&b, 0, "/device:CUSTOM:0");
  xsp_begin_line(&b, 1, "stream 1", 1700000000000000000);
  xsp_begin_event(&b, 1, 0, 1000);
  xsp_stat_uint(&b, XSP_EVENT_STATS, 1, 1048576);
  pbw_end(&b);
  xsp_begin_event(&b, 2, 5000, 250000);
  pbw_end(&b);
  pbw_end(&b);
  xsp_begin_line(&b, 2, "stream 2", 1700000000000000000);
  xsp_begin_event(&b, 1, 7000, 3000);
  xsp_stat_int(&b, XSP_EVENT_STATS, 2, -4);
  pbw_end(&b);
  pbw_end(&b);
  xsp_event_metadata(&b, 1, "memcpy_htod");
  xsp_event_metadata(&b, 2, "host_callback");
  xsp_stat_metadata(&b, 1, "bytes");
  xsp_stat_metadata(&b, 2, "seq");
  xsp_stat_str(&b, XSP_PLANE_STATS, 3, "/device:SIM:0");
  pbw_end(&b);
  xsp_begin_plane(&b, 1, "/device:CUSTOM:1");
  pbw_end(&b);
  pbw_string(&b, XSP_SPACE_WARNINGS, "one warning");
  return pbw_take(&b, n);
}

static void test_xspace(void) {
  /* The reference's hand-checked minimal answers. */
  xsp_space s;
  char why[200];
  const unsigned char one_empty_plane[] = {0x0a, 0x00};
  check(xsp_parse(one_empty_plane, 2, &s, why, sizeof why) == 0 && s.nplanes == 1 && s.planes[0].nlines == 0,
        "0a 00 is one empty plane");
  xsp_free(&s);
  check(xsp_parse("", 0, &s, why, sizeof why) == 0 && s.nplanes == 0, "0 bytes are an empty XSpace");
  xsp_free(&s);

  size_t n;
  unsigned char *bytes = sample_space(&n);
  int ok = xsp_parse(bytes, n, &s, why, sizeof why) == 0;
  check(ok, "the sample XSpace parses%s%s", ok ? "" : ": ", ok ? "" : why);
  if (!ok) {
    free(bytes);
    return;
  }
  const xsp_plane *p = &s.planes[0];
  check(s.nplanes == 2 && strcmp(p->name, "/device:CUSTOM:0") == 0 && p->nlines == 2 && s.planes[1].id == 1,
        "two planes, the first with two lines");
  const xsp_line *l = &p->lines[0];
  check(l->id == 1 && strcmp(l->name, "stream 1") == 0 && l->timestamp_ns == 1700000000000000000 && l->nevents == 2,
        "line 1: id, name, timestamp and two events");
  check(l->events[1].metadata_id == 2 && l->events[1].offset_ps == 5000 && l->events[1].duration_ps == 250000 &&
            l->events[1].has_offset,
        "an event's metadata id, offset and duration");
  check(l->events[0].nstats == 1 && l->events[0].stats[0].kind == XSP_STAT_UINT64 &&
            l->events[0].stats[0].u == 1048576,
        "an event's uint64 stat");
  check(p->lines[1].events[0].stats[0].kind == XSP_STAT_INT64 && p->lines[1].events[0].stats[0].i == -4,
        "an event's negative int64 stat");
  check(strcmp(xsp_event_name(p, 2), "host_callback") == 0 && strcmp(xsp_stat_name(p, 1), "bytes") == 0 &&
            xsp_event_name(p, 9) == NULL,
        "metadata names by id");
  check(p->nstats == 1 && strcmp(p->stats[0].str, "/device:SIM:0") == 0, "a plane's string stat");
  check(s.nwarnings == 1 && strcmp(s.warnings[0], "one warning") == 0, "the space's warnings");
  xsp_free(&s);

  /* Every truncation of a valid XSpace either parses (a cut at a field
   * boundary) or is refused: never a read past the end (ASan). */
  size_t parsed = 0, refused = 0;
  for (size_t cut = 0; cut < n; cut++) {
    unsigned char *part = malloc(cut ? cut : 1);
    memcpy(part, bytes, cut);
    if (xsp_parse(part, cut, &s, why, sizeof why) == 0) parsed++, xsp_free(&s);
    else refused++;
    free(part);
  }
  check(refused > 0 && parsed + refused == n, "every truncation of the sample parses or is refused (%zu refused)",
        refused);
  /* Bytes flipped at random: the same. */
  unsigned seed = 12345;
  size_t flips = 0;
  for (int trial = 0; trial < 3000; trial++) {
    unsigned char *copy = malloc(n);
    memcpy(copy, bytes, n);
    for (int k = 0; k < 3; k++) {
      seed = seed * 1103515245u + 12345u;
      copy[(seed >> 8) % n] = (unsigned char)(seed >> 16);
    }
    if (xsp_parse(copy, n, &s, why, sizeof why) == 0) xsp_free(&s);
    gd_graph g;
    if (gd_parse(copy, n, &g, why, sizeof why) == 0) gd_free(&g);
    flips++;
    free(copy);
  }
  check(flips == 3000, "3000 damaged copies read as XSpace and as GraphDef without a fault");
  free(bytes);

  pbw_buf bad;
  pbw_init(&bad);
  xsp_begin_plane(&bad, 0, "\xFF");
  pbw_end(&bad);
  unsigned char *badb = pbw_take(&bad, &n);
  check(xsp_parse(badb, n, &s, why, sizeof why) == -1 && strstr(why, "UTF-8"), "a plane name that is not UTF-8 is refused");
  free(badb);
  /* An XStat bytes value need not be UTF-8; a str value must be. */
  pbw_init(&bad);
  xsp_begin_plane(&bad, 0, "p");
  pbw_begin(&bad, XSP_PLANE_STATS);
  pbw_bytes(&bad, XSP_STAT_BYTES, "\xFF\x00", 2);
  pbw_end(&bad);
  pbw_end(&bad);
  badb = pbw_take(&bad, &n);
  check(xsp_parse(badb, n, &s, why, sizeof why) == 0 && s.planes[0].stats[0].str_len == 2,
        "an XStat bytes value that is not UTF-8 is kept");
  xsp_free(&s);
  free(badb);
}

/* ---- files for protoc ------------------------------------------------------ */

static int write_file(const char *path, const unsigned char *b, size_t n) {
  FILE *f = fopen(path, "wb");
  if (f == NULL || fwrite(b, 1, n, f) != n || fclose(f) != 0) return 1;
  return 0;
}

static unsigned char *read_file(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (f == NULL) return NULL;
  size_t cap = 4096, len = 0;
  unsigned char *b = malloc(cap);
  size_t got;
  while ((got = fread(b + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) b = realloc(b, cap *= 2);
  }
  fclose(f);
  *n = len;
  return b;
}

static void dump_str(const char *label, gd_str s) { printf("%s %.*s\n", label, (int)s.n, s.p); }

static int dump_graph(const char *path) {
  size_t n;
  unsigned char *b = read_file(path, &n);
  gd_graph g;
  char why[200];
  if (b == NULL || gd_parse(b, n, &g, why, sizeof why) != 0) {
    printf("error %s\n", b ? why : "cannot read");
    free(b);
    return 1;
  }
  for (size_t i = 0; i < g.nnodes; i++) {
    const gd_node *nd = &g.nodes[i];
    dump_str("node", nd->name);
    dump_str("  op", nd->op);
    dump_str("  device", nd->device);
    for (size_t k = 0; k < nd->ninputs; k++) dump_str("  input", g.inputs[nd->first_input + k]);
    for (size_t k = 0; k < nd->nattrs; k++) {
      const gd_attr *a = &g.attrs[nd->first_attr + k];
      int t = 0, bo = 0;
      int64_t iv = 0;
      gd_str s;
      printf("  attr %.*s", (int)a->key.n, a->key.p);
      if (gd_attr_type(a, &t)) printf(" type %d", t);
      if (gd_attr_b(a, &bo)) printf(" b %d", bo);
      if (gd_attr_i(a, &iv)) printf(" i %lld", (long long)iv);
      if (gd_attr_s(a, &s)) printf(" s %.*s", (int)s.n, s.p);
      printf("\n");
    }
  }
  printf("producer %lld\n", (long long)g.producer);
  gd_free(&g);
  free(b);
  return 0;
}

static int dump_xspace(const char *path) {
  size_t n;
  unsigned char *b = read_file(path, &n);
  xsp_space s;
  char why[200];
  if (b == NULL || xsp_parse(b, n, &s, why, sizeof why) != 0) {
    printf("error %s\n", b ? why : "cannot read");
    free(b);
    return 1;
  }
  for (size_t i = 0; i < s.nplanes; i++) {
    const xsp_plane *p = &s.planes[i];
    printf("plane %lld %s\n", (long long)p->id, p->name);
    for (size_t k = 0; k < p->nlines; k++) {
      const xsp_line *l = &p->lines[k];
      printf("  line %lld %s ts %lld\n", (long long)l->id, l->name, (long long)l->timestamp_ns);
      for (size_t e = 0; e < l->nevents; e++) {
        const xsp_event *ev = &l->events[e];
        const char *name = xsp_event_name(p, ev->metadata_id);
        printf("    event %s offset %lld duration %lld", name ? name : "?", (long long)ev->offset_ps,
               (long long)ev->duration_ps);
        for (size_t st = 0; st < ev->nstats; st++) {
          const char *sn = xsp_stat_name(p, ev->stats[st].metadata_id);
          if (ev->stats[st].kind == XSP_STAT_UINT64) printf(" %s=%llu", sn ? sn : "?", (unsigned long long)ev->stats[st].u);
          if (ev->stats[st].kind == XSP_STAT_INT64) printf(" %s=%lld", sn ? sn : "?", (long long)ev->stats[st].i);
        }
        printf("\n");
      }
    }
  }
  for (size_t i = 0; i < s.nwarnings; i++) printf("warning %s\n", s.warnings[i]);
  xsp_free(&s);
  free(b);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3) {
    size_t n;
    unsigned char *b = NULL;
    if (strcmp(argv[1], "write-graph") == 0) b = sample_graph(&n);
    else if (strcmp(argv[1], "write-xspace") == 0) b = sample_space(&n);
    else if (strcmp(argv[1], "dump-graph") == 0) return dump_graph(argv[2]);
    else if (strcmp(argv[1], "dump-xspace") == 0) return dump_xspace(argv[2]);
    else return 2;
    int rc = b == NULL || write_file(argv[2], b, n);
    free(b);
    return rc;
  }
  test_varints();
  test_nesting();
  test_writer_failures();
  test_reader_refuses();
  test_graphdef();
  test_xspace();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
