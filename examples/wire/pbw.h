/* Protocol buffers' wire format, by hand: varints, tags and
 * length-delimited fields, written into a growable buffer and read back by
 * a reader that never reads past its end.
 *
 * Why by hand: a plugin's graph optimizer and profiler exchange serialized
 * GraphDef and XSpace messages with the core, and seabi's host and
 * reference plugin need only a few messages of each (graphdef.h, xspace.h).
 * Encoding them with these ~300 lines keeps seabi free of a protobuf
 * runtime (libprotobuf, protobuf-c, nanopb and their generated code) that
 * a plugin author would otherwise have to build and ship; the tests check
 * every byte against protoc --decode (tests/wire).
 *
 * One job: the wire format. Which field is which lives with each message
 * (graphdef.h, xspace.h). Names start with pbw_ because the host exports
 * its symbols (-rdynamic) into the process plugins run in. */
#ifndef SEABI_PBW_H_
#define SEABI_PBW_H_

#include <stddef.h>
#include <stdint.h>

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

/* Nested messages open at once (an XSpace needs 4; a GraphDef attr 5). */
#define PBW_MAX_DEPTH 16
/* Nesting the reader follows through groups before calling a message
 * malformed (protobuf's default recursion limit). */
#define PBW_MAX_GROUP_DEPTH 100

/* ---- writing ------------------------------------------------------------ */

/* A message being written. Zero-initialise it (or pbw_init). Any failure
 * (out of memory, nesting too deep, pbw_end without pbw_begin) sets
 * `failed`; every later call is then a no-op, so a writer checks once, at
 * the end. */
typedef struct pbw_buf {
  unsigned char *data;
  size_t len, cap;
  int failed;
  int depth;
  size_t open[PBW_MAX_DEPTH]; /* where each open message's body starts */
} pbw_buf;

void pbw_init(pbw_buf *b);
void pbw_free(pbw_buf *b);
/* The bytes written (malloc'd, the caller frees them; non-NULL even when
 * empty) and their length, leaving `b` empty; NULL when writing failed or
 * a message is still open. */
unsigned char *pbw_take(pbw_buf *b, size_t *len);

/* Raw pieces. */
void pbw_raw(pbw_buf *b, const void *data, size_t n);
void pbw_varint(pbw_buf *b, uint64_t v);
void pbw_tag(pbw_buf *b, uint32_t field, enum pbw_wire wire);

/* One field each. Integers of every varint type (int32, int64, uint64,
 * bool, enums) are written as their two's complement 64-bit value, as
 * protobuf writes them (a negative int64 takes ten bytes). */
void pbw_uint(pbw_buf *b, uint32_t field, uint64_t v);
void pbw_int(pbw_buf *b, uint32_t field, int64_t v);
void pbw_fixed64(pbw_buf *b, uint32_t field, uint64_t v);
void pbw_fixed32(pbw_buf *b, uint32_t field, uint32_t v);
void pbw_double(pbw_buf *b, uint32_t field, double v);
void pbw_float(pbw_buf *b, uint32_t field, float v);
void pbw_bytes(pbw_buf *b, uint32_t field, const void *data, size_t n);
void pbw_string(pbw_buf *b, uint32_t field, const char *s); /* NULL: "" */
/* A field copied as it was read (tag and value): pbw_field.raw. */
void pbw_copy_field(pbw_buf *b, const void *raw, size_t n);

/* A nested message in field `field`: everything written until the matching
 * pbw_end is its body. */
void pbw_begin(pbw_buf *b, uint32_t field);
void pbw_end(pbw_buf *b);

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

/* Bytes a varint of `v` takes (1..10). */
size_t pbw_varint_size(uint64_t v);

#ifdef __cplusplus
}
#endif

#endif /* SEABI_PBW_H_ */
