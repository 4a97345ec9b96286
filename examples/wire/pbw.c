/* Protocol buffers' wire format (pbw.h). */
#include "pbw.h"

#include <stdlib.h>
#include <string.h>

/* Writing: the installed header-only writer (include/xspace_writer.h). */

/* ---- reading ------------------------------------------------------------ */

pbw_reader pbw_reader_of(const void *data, size_t len) {
  pbw_reader r;
  r.p = data;
  r.end = r.p ? r.p + len : r.p;
  r.error = NULL;
  return r;
}

pbw_reader pbw_reader_sub(const pbw_field *f) {
  return pbw_reader_of(f->wire == PBW_LEN ? f->data : NULL, f->wire == PBW_LEN ? f->len : 0);
}

static int fail(pbw_reader *r, const char *why) {
  r->error = why;
  r->p = r->end;
  return -1;
}

/* A varint of at most 10 bytes; 0 when truncated or longer. */
static int get_varint(const unsigned char **p, const unsigned char *end, uint64_t *v) {
  uint64_t out = 0;
  for (unsigned shift = 0; shift < 70; shift += 7) {
    if (*p >= end) return 0;
    unsigned char c = *(*p)++;
    out |= (uint64_t)(c & 0x7F) << shift;
    if (!(c & 0x80)) {
      *v = out;
      return 1;
    }
  }
  return 0;
}

/* One field's value after its tag; `depth`: groups entered so far. */
static int skip_value(pbw_reader *r, pbw_field *f, unsigned depth) {
  uint64_t v;
  switch (f->wire) {
    case PBW_VARINT:
      if (!get_varint(&r->p, r->end, &f->value)) return fail(r, "a varint runs past the end or over 10 bytes");
      return 1;
    case PBW_FIXED64:
    case PBW_FIXED32: {
      size_t n = f->wire == PBW_FIXED64 ? 8 : 4;
      if ((size_t)(r->end - r->p) < n) return fail(r, "a fixed-width value runs past the end");
      f->value = 0;
      for (size_t i = 0; i < n; i++) f->value |= (uint64_t)r->p[i] << (8 * i);
      r->p += n;
      return 1;
    }
    case PBW_LEN:
      if (!get_varint(&r->p, r->end, &v)) return fail(r, "a length runs past the end or over 10 bytes");
      if (v > (uint64_t)(r->end - r->p)) return fail(r, "a length-delimited field runs past the end");
      f->data = r->p;
      f->len = (size_t)v;
      r->p += v;
      return 1;
    case PBW_GROUP_START:
      /* Fields up to the matching end tag, nested groups included. */
      if (depth >= PBW_MAX_GROUP_DEPTH) return fail(r, "groups nested too deeply");
      for (;;) {
        uint64_t tag;
        if (!get_varint(&r->p, r->end, &tag)) return fail(r, "a group has no end");
        pbw_field inner;
        memset(&inner, 0, sizeof inner);
        inner.number = (uint32_t)(tag >> 3);
        inner.wire = (enum pbw_wire)(tag & 7);
        if (tag >> 3 == 0 || tag >> 3 > 0x1FFFFFFF) return fail(r, "a field number is 0 or too large");
        if (inner.wire == PBW_GROUP_END) {
          if (inner.number != f->number) return fail(r, "a group ends with another field's end tag");
          return 1;
        }
        if (skip_value(r, &inner, depth + 1) < 0) return -1;
      }
    case PBW_GROUP_END:
      return fail(r, "a group end tag without its start");
    default:
      return fail(r, "an unknown wire type (6 or 7)");
  }
}

int pbw_next(pbw_reader *r, pbw_field *f) {
  if (r->error) return -1;
  if (r->p >= r->end) return 0;
  memset(f, 0, sizeof *f);
  f->raw = r->p;
  uint64_t tag;
  if (!get_varint(&r->p, r->end, &tag)) return fail(r, "a tag runs past the end or over 10 bytes");
  if (tag >> 3 == 0 || tag >> 3 > 0x1FFFFFFF) return fail(r, "a field number is 0 or too large");
  f->number = (uint32_t)(tag >> 3);
  f->wire = (enum pbw_wire)(tag & 7);
  if (skip_value(r, f, 0) < 0) return -1;
  f->raw_len = (size_t)(r->p - f->raw);
  return 1;
}

int pbw_utf8_valid(const unsigned char *s, size_t n) {
  for (size_t i = 0; i < n;) {
    unsigned char c = s[i];
    size_t len;
    uint32_t cp;
    if (c < 0x80) {
      i++;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      len = 2, cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3, cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4, cp = c & 0x07;
    } else {
      return 0;
    }
    if (n - i < len) return 0;
    for (size_t k = 1; k < len; k++) {
      if ((s[i + k] & 0xC0) != 0x80) return 0;
      cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    /* Overlong forms, surrogates and code points past U+10FFFF. */
    if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return 0;
    i += len;
  }
  return 1;
}

long pbw_packed_varints(const pbw_field *f, uint64_t *out, size_t max) {
  if (f->wire == PBW_VARINT) {
    if (max > 0) out[0] = f->value;
    return 1;
  }
  if (f->wire != PBW_LEN) return -1;
  const unsigned char *p = f->data, *end = f->data + f->len;
  long n = 0;
  while (p < end) {
    uint64_t v;
    if (!get_varint(&p, end, &v)) return -1;
    if ((size_t)n < max) out[n] = v;
    n++;
  }
  return n;
}
