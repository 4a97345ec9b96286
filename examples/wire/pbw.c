/* Protocol buffers' wire format (pbw.h). */
#include "pbw.h"

#include <stdlib.h>
#include <string.h>

/* ---- writing ------------------------------------------------------------ */

void pbw_init(pbw_buf *b) { memset(b, 0, sizeof *b); }

void pbw_free(pbw_buf *b) {
  free(b->data);
  pbw_init(b);
}

static int reserve(pbw_buf *b, size_t more) {
  if (b->failed) return 0;
  if (more > SIZE_MAX / 2 - b->len) {
    b->failed = 1;
    return 0;
  }
  if (b->len + more <= b->cap) return 1;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + more) cap *= 2;
  unsigned char *grown = realloc(b->data, cap);
  if (grown == NULL) {
    b->failed = 1;
    return 0;
  }
  b->data = grown;
  b->cap = cap;
  return 1;
}

unsigned char *pbw_take(pbw_buf *b, size_t *len) {
  if (b->failed || b->depth != 0 || !reserve(b, 1)) {
    pbw_free(b);
    *len = 0;
    return NULL;
  }
  unsigned char *out = b->data;
  *len = b->len;
  pbw_init(b);
  return out;
}

void pbw_raw(pbw_buf *b, const void *data, size_t n) {
  if (n == 0 || !reserve(b, n)) return;
  memcpy(b->data + b->len, data, n);
  b->len += n;
}

size_t pbw_varint_size(uint64_t v) {
  size_t n = 1;
  while (v >= 0x80) v >>= 7, n++;
  return n;
}

static size_t put_varint(unsigned char *out, uint64_t v) {
  size_t n = 0;
  while (v >= 0x80) {
    out[n++] = (unsigned char)(v | 0x80);
    v >>= 7;
  }
  out[n++] = (unsigned char)v;
  return n;
}

void pbw_varint(pbw_buf *b, uint64_t v) {
  if (!reserve(b, 10)) return;
  b->len += put_varint(b->data + b->len, v);
}

void pbw_tag(pbw_buf *b, uint32_t field, enum pbw_wire wire) {
  pbw_varint(b, ((uint64_t)field << 3) | (uint64_t)wire);
}

void pbw_uint(pbw_buf *b, uint32_t field, uint64_t v) {
  pbw_tag(b, field, PBW_VARINT);
  pbw_varint(b, v);
}

void pbw_int(pbw_buf *b, uint32_t field, int64_t v) { pbw_uint(b, field, (uint64_t)v); }

static void little_endian(pbw_buf *b, uint64_t v, size_t n) {
  unsigned char bytes[8];
  for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)(v >> (8 * i));
  pbw_raw(b, bytes, n);
}

void pbw_fixed64(pbw_buf *b, uint32_t field, uint64_t v) {
  pbw_tag(b, field, PBW_FIXED64);
  little_endian(b, v, 8);
}

void pbw_fixed32(pbw_buf *b, uint32_t field, uint32_t v) {
  pbw_tag(b, field, PBW_FIXED32);
  little_endian(b, v, 4);
}

void pbw_double(pbw_buf *b, uint32_t field, double v) {
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  pbw_fixed64(b, field, bits);
}

void pbw_float(pbw_buf *b, uint32_t field, float v) {
  uint32_t bits;
  memcpy(&bits, &v, sizeof bits);
  pbw_fixed32(b, field, bits);
}

void pbw_bytes(pbw_buf *b, uint32_t field, const void *data, size_t n) {
  pbw_tag(b, field, PBW_LEN);
  pbw_varint(b, n);
  pbw_raw(b, data, n);
}

void pbw_string(pbw_buf *b, uint32_t field, const char *s) {
  pbw_bytes(b, field, s ? s : "", s ? strlen(s) : 0);
}

void pbw_copy_field(pbw_buf *b, const void *raw, size_t n) { pbw_raw(b, raw, n); }

/* A nested message's length comes before its body but is known only at its
 * end: one byte is reserved for it (bodies under 128 bytes, most of them),
 * and a longer body is moved up by the bytes its length needs. */
void pbw_begin(pbw_buf *b, uint32_t field) {
  if (b->failed) return;
  if (b->depth == PBW_MAX_DEPTH) {
    b->failed = 1;
    return;
  }
  pbw_tag(b, field, PBW_LEN);
  if (!reserve(b, 1)) return;
  b->data[b->len++] = 0;
  b->open[b->depth++] = b->len;
}

void pbw_end(pbw_buf *b) {
  if (b->failed) return;
  if (b->depth == 0) {
    b->failed = 1;
    return;
  }
  size_t start = b->open[--b->depth];
  size_t body = b->len - start;
  size_t need = pbw_varint_size(body);
  if (need > 1) {
    if (!reserve(b, need - 1)) return;
    memmove(b->data + start + need - 1, b->data + start, body);
    b->len += need - 1;
  }
  put_varint(b->data + start - 1, body);
}

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
