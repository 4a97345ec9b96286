/* Protocol buffers' wire format, by hand: varints, tags and
 * length-delimited fields, written into a growable buffer and read back by
 * a reader that never reads past its end.
 *
 * Why by hand: a plugin's graph optimizer and profiler exchange serialized
 * GraphDef and XSpace messages with the core, and seabi's host and
 * reference plugin need only a few messages of each (graphdef.h, xspace.h).
 * Encoding them with these few hundred lines keeps seabi free of a protobuf
 * runtime (libprotobuf, protobuf-c, nanopb and their generated code) that
 * a plugin author would otherwise have to build and ship; the tests check
 * every byte against protoc --decode (tests/wire).
 *
 * One job: the wire format. Which field is which lives with each message
 * (graphdef.h, xspace.h). Writing is the installed header-only writer
 * (include/xspace_writer.h) under pbw_ names; reading is here. */
#ifndef SEABI_PBW_H_
#define SEABI_PBW_H_

#include <stddef.h>
#include <stdint.h>

#include "xspace_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Wire types (protobuf's encoding documentation). */
enum pbw_wire {
  PBW_VARINT = 0,
  PBW_FIXED64 = 1,
  PBW_LEN = 2,
  PBW_GROUP_START = 3, /* proto2 groups: skipped by the reader, never written */
  PBW_GROUP_END = 4,
  PBW_FIXED32 = 5,
};

/* Nesting the reader follows through groups before calling a message
 * malformed (protobuf's default recursion limit). */
#define PBW_MAX_GROUP_DEPTH 100

/* ---- writing ------------------------------------------------------------ */

/* The writer is the installed, header-only one (include/xspace_writer.h),
 * under the names this module's callers use: one encoder for the host,
 * simdev and plugin authors. A message being written; zero-initialise it
 * (or pbw_init). Any failure (out of memory, nesting deeper than
 * PBW_MAX_DEPTH, pbw_end without pbw_begin) sets `failed`; every later call
 * is then a no-op, so a writer checks once, at the end. */
typedef xsp_writer pbw_buf;
#define PBW_MAX_DEPTH XSP_MAX_DEPTH
#define pbw_init xsp_writer_init
#define pbw_free xsp_writer_free
/* The bytes written (malloc'd, the caller frees them; non-NULL even when
 * empty) and their length, leaving `b` empty; NULL when writing failed or
 * a message is still open. */
#define pbw_take xsp_take
#define pbw_raw xsp_raw
#define pbw_varint xsp_varint
#define pbw_tag xsp_tag
#define pbw_uint xsp_uint
#define pbw_int xsp_int
#define pbw_fixed64 xsp_fixed64
#define pbw_fixed32 xsp_fixed32
#define pbw_double xsp_double
#define pbw_float xsp_float
#define pbw_bytes xsp_bytes
#define pbw_string xsp_string /* NULL: "" */
/* A field copied as it was read (tag and value): pbw_field.raw. */
#define pbw_copy_field xsp_raw
/* A nested message in field `field`: everything written until the matching
 * pbw_end is its body. */
#define pbw_begin xsp_begin
#define pbw_end xsp_end
/* Bytes a varint of `v` takes (1..10). */
#define pbw_varint_size xsp_varint_size

/* ---- reading ------------------------------------------------------------ */

/* The fields of one message, in order. */
typedef struct pbw_reader {
  const unsigned char *p, *end;
  const char *error; /* why the message is malformed, once it is */
} pbw_reader;

typedef struct pbw_field {
  uint32_t number;
  enum pbw_wire wire;
  uint64_t value;            /* VARINT, FIXED64, FIXED32 */
  const unsigned char *data; /* LEN: the payload */
  size_t len;
  const unsigned char *raw;  /* the whole field, tag included (pbw_copy_field) */
  size_t raw_len;
} pbw_field;

pbw_reader pbw_reader_of(const void *data, size_t len);
/* The next field: 1, or 0 at the end of the message, or -1 when the bytes
 * are not a message (r->error says why: a truncated varint or payload, a
 * field number 0, an unknown wire type, an unbalanced group). Groups are
 * skipped, as protobuf's parser skips unknown ones. After -1 every call
 * returns -1. */
int pbw_next(pbw_reader *r, pbw_field *f);
/* A reader over a LEN field's payload (a nested message). */
pbw_reader pbw_reader_sub(const pbw_field *f);
/* Whether a LEN payload is valid UTF-8, as proto3 requires of a `string`
 * field (protobuf's C++ parser refuses a message where it is not). */
int pbw_utf8_valid(const unsigned char *s, size_t n);
/* Values of a repeated varint field, packed (one LEN field) or not: call
 * with the field; returns how many values it holds (-1: malformed) and
 * stores up to `max` of them. */
long pbw_packed_varints(const pbw_field *f, uint64_t *out, size_t max);

#ifdef __cplusplus
}
#endif

#endif /* SEABI_PBW_H_ */
