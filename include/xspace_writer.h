/*
 * xspace_writer.h: writes the XSpace a profiler plugin's collect_data_xspace
 * returns (TensorFlow's tsl/profiler/protobuf/xplane.proto), header-only.
 *
 * Hand-written, not generated (no schema describes a protobuf message);
 * installed beside profiler_api.h. C99 and later, C++ too; no protobuf
 * runtime, no generated code, nothing to link: a plugin includes it in the
 * one file that writes its profile. seabi's reference plugin writes its
 * profile with it (examples/simdev/sd_profile.c), and tests/wire checks its
 * bytes with protoc --decode against xplane.proto.
 *
 * Why this and not a protobuf library: an XSpace is five small messages;
 * libprotobuf (C++), protobuf-c and nanopb all need generated code from
 * xplane.proto and a runtime the plugin must build and ship beside the
 * device SDK, for about 150 lines of encoding. What the header does not do:
 * read an XSpace (seabi's host reads one with examples/wire/xspace.h), or
 * write the fields a device profiler does not need (XEventMetadata's
 * metadata/child_id, XStat's bytes and ref values, the space's hostnames).
 *
 *   xsp_writer w = XSP_WRITER_INIT;
 *   xsp_begin_plane(&w, 1, "/device:CUSTOM:0");    // a plane per device
 *   xsp_begin_line(&w, stream_id, "stream 1", t0_wall_ns);  // a line per stream
 *   xsp_begin_event(&w, 1, offset_ps, duration_ps);  // an event per op
 *   xsp_stat_uint(&w, XSP_EVENT_STATS, 1, bytes);    // optional stats of it
 *   xsp_end(&w);                                     // the event
 *   xsp_end(&w);                                     // the line
 *   xsp_event_metadata(&w, 1, "memcpy_htod");        // names, per plane
 *   xsp_stat_metadata(&w, 1, "bytes");
 *   xsp_end(&w);                                     // the plane
 *   size_t len; unsigned char *bytes = xsp_take(&w, &len);  // malloc'd; NULL: failed
 *
 * A failure (out of memory, more than XSP_MAX_DEPTH messages open, an end
 * without a begin) makes every later call a no-op and xsp_take return
 * NULL: check once, at the end. Timestamps: a line's timestamp_ns is wall
 * time in ns since the epoch; an event starts offset_ps after it and lasts
 * duration_ps (picoseconds), as TensorFlow's trace viewer reads them.
 */
#ifndef SEABI_XSPACE_WRITER_H_
#define SEABI_XSPACE_WRITER_H_

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Field numbers of xplane.proto (confirmed against TensorFlow's and XLA's
 * copies; tests/wire/xplane.proto is written from these):
 *   XSpace          planes=1, errors=2, warnings=3, hostnames=4
 *   XPlane          id=1, name=2, lines=3, event_metadata=4
 *                   (map<int64, XEventMetadata>), stat_metadata=5
 *                   (map<int64, XStatMetadata>), stats=6
 *   XLine           id=1, name=2, timestamp_ns=3, events=4, duration_ps=9,
 *                   display_id=10, display_name=11 (5-8 reserved)
 *   XEvent          metadata_id=1, offset_ps=2 | num_occurrences=5 (oneof),
 *                   duration_ps=3, stats=4
 *   XStat           metadata_id=1, double=2 | uint64=3 | int64=4 | str=5 |
 *                   bytes=6 | ref=7 (oneof)
 *   XEventMetadata  id=1, name=2, metadata=3, display_name=4, stats=5,
 *                   child_id=6
 *   XStatMetadata   id=1, name=2, description=3 */
enum xsp_field {
  XSP_SPACE_PLANES = 1,
  XSP_SPACE_ERRORS = 2,
  XSP_SPACE_WARNINGS = 3,
  XSP_SPACE_HOSTNAMES = 4,
  XSP_PLANE_ID = 1,
  XSP_PLANE_NAME = 2,
  XSP_PLANE_LINES = 3,
  XSP_PLANE_EVENT_METADATA = 4,
  XSP_PLANE_STAT_METADATA = 5,
  XSP_PLANE_STATS = 6,
  XSP_LINE_ID = 1,
  XSP_LINE_NAME = 2,
  XSP_LINE_TIMESTAMP_NS = 3,
  XSP_LINE_EVENTS = 4,
  XSP_LINE_DURATION_PS = 9,
  XSP_LINE_DISPLAY_ID = 10,
  XSP_LINE_DISPLAY_NAME = 11,
  XSP_EVENT_METADATA_ID = 1,
  XSP_EVENT_OFFSET_PS = 2,
  XSP_EVENT_DURATION_PS = 3,
  XSP_EVENT_STATS = 4,
  XSP_EVENT_NUM_OCCURRENCES = 5,
  XSP_STAT_METADATA_ID = 1,
  XSP_STAT_DOUBLE = 2,
  XSP_STAT_UINT64 = 3,
  XSP_STAT_INT64 = 4,
  XSP_STAT_STR = 5,
  XSP_STAT_BYTES = 6,
  XSP_STAT_REF = 7,
  XSP_MAP_KEY = 1,
  XSP_MAP_VALUE = 2,
  XSP_METADATA_ID = 1, /* XEventMetadata and XStatMetadata alike */
  XSP_METADATA_NAME = 2,
  XSP_EVENT_METADATA_DISPLAY_NAME = 4
};

/* ---- the wire format: varints, tags, length-delimited fields ---------------- */

/* Messages open at once (an XSpace needs 4: plane, line, event, stat). */
#define XSP_MAX_DEPTH 16

typedef struct xsp_writer {
  unsigned char *data;
  size_t len, cap;
  int failed;
  int depth;
  size_t open[XSP_MAX_DEPTH]; /* where each open message's body starts */
} xsp_writer;

#define XSP_WRITER_INIT {NULL, 0, 0, 0, 0, {0}}

/* Wire types (protobuf's encoding documentation). */
enum { XSP_WIRE_VARINT = 0, XSP_WIRE_FIXED64 = 1, XSP_WIRE_LEN = 2, XSP_WIRE_FIXED32 = 5 };

static inline void xsp_writer_init(xsp_writer *w) { memset(w, 0, sizeof *w); }

static inline void xsp_writer_free(xsp_writer *w) {
  free(w->data);
  xsp_writer_init(w);
}

static inline int xsp_reserve_(xsp_writer *w, size_t more) {
  if (w->failed) return 0;
  if (more > SIZE_MAX / 2 - w->len) {
    w->failed = 1;
    return 0;
  }
  if (w->len + more <= w->cap) return 1;
  size_t cap = w->cap ? w->cap : 256;
  while (cap < w->len + more) cap *= 2;
  unsigned char *grown = (unsigned char *)realloc(w->data, cap);
  if (grown == NULL) {
    w->failed = 1;
    return 0;
  }
  w->data = grown;
  w->cap = cap;
  return 1;
}

/* The bytes written (malloc'd: the caller frees them; non-NULL even when
 * empty) and their length, leaving `w` empty; NULL when writing failed or
 * a message is still open. */
static inline unsigned char *xsp_take(xsp_writer *w, size_t *len) {
  if (w->failed || w->depth != 0 || !xsp_reserve_(w, 1)) {
    xsp_writer_free(w);
    *len = 0;
    return NULL;
  }
  unsigned char *out = w->data;
  *len = w->len;
  xsp_writer_init(w);
  return out;
}

/* Bytes a varint of `v` takes (1..10). */
static inline size_t xsp_varint_size(uint64_t v) {
  size_t n = 1;
  while (v >= 0x80) v >>= 7, n++;
  return n;
}

static inline size_t xsp_put_varint_(unsigned char *out, uint64_t v) {
  size_t n = 0;
  while (v >= 0x80) {
    out[n++] = (unsigned char)(v | 0x80);
    v >>= 7;
  }
  out[n++] = (unsigned char)v;
  return n;
}

static inline void xsp_raw(xsp_writer *w, const void *data, size_t n) {
  if (n == 0 || !xsp_reserve_(w, n)) return;
  memcpy(w->data + w->len, data, n);
  w->len += n;
}

static inline void xsp_varint(xsp_writer *w, uint64_t v) {
  if (!xsp_reserve_(w, 10)) return;
  w->len += xsp_put_varint_(w->data + w->len, v);
}

static inline void xsp_tag(xsp_writer *w, uint32_t field, int wire) {
  xsp_varint(w, ((uint64_t)field << 3) | (uint64_t)wire);
}

/* Integers of every varint type (int32, int64, uint64, bool, enums) are
 * written as their two's complement 64-bit value, as protobuf writes them
 * (a negative int64 takes ten bytes). */
static inline void xsp_uint(xsp_writer *w, uint32_t field, uint64_t v) {
  xsp_tag(w, field, XSP_WIRE_VARINT);
  xsp_varint(w, v);
}

static inline void xsp_int(xsp_writer *w, uint32_t field, int64_t v) { xsp_uint(w, field, (uint64_t)v); }

static inline void xsp_little_endian_(xsp_writer *w, uint64_t v, size_t n) {
  unsigned char bytes[8];
  for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)(v >> (8 * i));
  xsp_raw(w, bytes, n);
}

static inline void xsp_fixed64(xsp_writer *w, uint32_t field, uint64_t v) {
  xsp_tag(w, field, XSP_WIRE_FIXED64);
  xsp_little_endian_(w, v, 8);
}

static inline void xsp_fixed32(xsp_writer *w, uint32_t field, uint32_t v) {
  xsp_tag(w, field, XSP_WIRE_FIXED32);
  xsp_little_endian_(w, v, 4);
}

static inline void xsp_double(xsp_writer *w, uint32_t field, double v) {
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  xsp_fixed64(w, field, bits);
}

static inline void xsp_float(xsp_writer *w, uint32_t field, float v) {
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  xsp_fixed32(w, field, bits);
}

static inline void xsp_bytes(xsp_writer *w, uint32_t field, const void *data, size_t n) {
  xsp_tag(w, field, XSP_WIRE_LEN);
  xsp_varint(w, n);
  xsp_raw(w, data, n);
}

/* A proto3 `string`: UTF-8 (protobuf's parser refuses a message whose
 * string is not). NULL writes "". */
static inline void xsp_string(xsp_writer *w, uint32_t field, const char *s) {
  xsp_bytes(w, field, s ? s : "", s ? strlen(s) : 0);
}

/* A nested message in field `field`: everything written until the matching
 * xsp_end is its body. Its length comes first but is known only at the
 * end: one byte is reserved (bodies under 128 bytes, most of them), and a
 * longer body is moved up by the bytes its length needs. */
static inline void xsp_begin(xsp_writer *w, uint32_t field) {
  if (w->failed) return;
  if (w->depth == XSP_MAX_DEPTH) {
    w->failed = 1;
    return;
  }
  xsp_tag(w, field, XSP_WIRE_LEN);
  if (!xsp_reserve_(w, 1)) return;
  w->data[w->len++] = 0;
  w->open[w->depth++] = w->len;
}

static inline void xsp_end(xsp_writer *w) {
  if (w->failed) return;
  if (w->depth == 0) {
    w->failed = 1;
    return;
  }
  size_t start = w->open[--w->depth];
  size_t body = w->len - start;
  size_t need = xsp_varint_size(body);
  if (need > 1) {
    if (!xsp_reserve_(w, need - 1)) return;
    memmove(w->data + start + need - 1, w->data + start, body);
    w->len += need - 1;
  }
  xsp_put_varint_(w->data + start - 1, body);
}

/* ---- the XSpace's messages --------------------------------------------------- */

/* Each begin is closed with xsp_end. An id or timestamp of 0 is left out
 * (proto3's default). */
static inline void xsp_begin_plane(xsp_writer *w, int64_t id, const char *name) {
  xsp_begin(w, XSP_SPACE_PLANES);
  if (id) xsp_int(w, XSP_PLANE_ID, id);
  xsp_string(w, XSP_PLANE_NAME, name);
}

static inline void xsp_begin_line(xsp_writer *w, int64_t id, const char *name, int64_t timestamp_ns) {
  xsp_begin(w, XSP_PLANE_LINES);
  if (id) xsp_int(w, XSP_LINE_ID, id);
  xsp_string(w, XSP_LINE_NAME, name);
  if (timestamp_ns) xsp_int(w, XSP_LINE_TIMESTAMP_NS, timestamp_ns);
}

/* An event with its stats written between this and xsp_end (xsp_stat_*). */
static inline void xsp_begin_event(xsp_writer *w, int64_t metadata_id, int64_t offset_ps, int64_t duration_ps) {
  xsp_begin(w, XSP_LINE_EVENTS);
  if (metadata_id) xsp_int(w, XSP_EVENT_METADATA_ID, metadata_id);
  /* The oneof's choice is offset_ps even at 0: written, so a reader tells
   * it from num_occurrences. */
  xsp_int(w, XSP_EVENT_OFFSET_PS, offset_ps);
  if (duration_ps) xsp_int(w, XSP_EVENT_DURATION_PS, duration_ps);
}

/* A stat: `field` is XSP_EVENT_STATS inside an event, XSP_PLANE_STATS
 * inside a plane; metadata_id names it (xsp_stat_metadata). */
static inline void xsp_stat_uint(xsp_writer *w, uint32_t field, int64_t metadata_id, uint64_t v) {
  xsp_begin(w, field);
  xsp_int(w, XSP_STAT_METADATA_ID, metadata_id);
  xsp_uint(w, XSP_STAT_UINT64, v);
  xsp_end(w);
}

static inline void xsp_stat_int(xsp_writer *w, uint32_t field, int64_t metadata_id, int64_t v) {
  xsp_begin(w, field);
  xsp_int(w, XSP_STAT_METADATA_ID, metadata_id);
  xsp_int(w, XSP_STAT_INT64, v);
  xsp_end(w);
}

static inline void xsp_stat_double(xsp_writer *w, uint32_t field, int64_t metadata_id, double v) {
  xsp_begin(w, field);
  xsp_int(w, XSP_STAT_METADATA_ID, metadata_id);
  xsp_double(w, XSP_STAT_DOUBLE, v);
  xsp_end(w);
}

static inline void xsp_stat_str(xsp_writer *w, uint32_t field, int64_t metadata_id, const char *v) {
  xsp_begin(w, field);
  xsp_int(w, XSP_STAT_METADATA_ID, metadata_id);
  xsp_string(w, XSP_STAT_STR, v);
  xsp_end(w);
}

static inline void xsp_metadata_entry_(xsp_writer *w, uint32_t map_field, int64_t id, const char *name) {
  xsp_begin(w, map_field);
  xsp_int(w, XSP_MAP_KEY, id);
  xsp_begin(w, XSP_MAP_VALUE);
  xsp_int(w, XSP_METADATA_ID, id);
  xsp_string(w, XSP_METADATA_NAME, name);
  xsp_end(w);
  xsp_end(w);
}

/* Entries of the open plane's metadata maps: the names its events' and
 * stats' metadata_id refer to. */
static inline void xsp_event_metadata(xsp_writer *w, int64_t id, const char *name) {
  xsp_metadata_entry_(w, XSP_PLANE_EVENT_METADATA, id, name);
}

static inline void xsp_stat_metadata(xsp_writer *w, int64_t id, const char *name) {
  xsp_metadata_entry_(w, XSP_PLANE_STAT_METADATA, id, name);
}

/* The space's own messages (outside every plane). */
static inline void xsp_space_error(xsp_writer *w, const char *text) { xsp_string(w, XSP_SPACE_ERRORS, text); }
static inline void xsp_space_warning(xsp_writer *w, const char *text) { xsp_string(w, XSP_SPACE_WARNINGS, text); }

#ifdef __cplusplus
}
#endif

#endif /* SEABI_XSPACE_WRITER_H_ */
