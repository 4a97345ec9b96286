/* TensorFlow's profiler XSpace on the wire (xspace.h). */
#include "xspace.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading ---------------------------------------------------------------- */

/* Everything a parsed space holds lives in one arena, freed at once. */
typedef struct block {
  struct block *next;
  size_t used, cap;
  max_align_t data[];
} block;

struct xsp_arena {
  block *head;
};

static void *arena_alloc(struct xsp_arena *a, size_t n) {
  n = (n + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
  if (n == 0) n = sizeof(max_align_t);
  block *b = a->head;
  if (b == NULL || b->cap - b->used < n) {
    size_t cap = n > 65536 ? n : 65536;
    b = malloc(sizeof *b + cap);
    if (b == NULL) return NULL;
    b->next = a->head;
    b->used = 0;
    b->cap = cap;
    a->head = b;
  }
  void *p = (unsigned char *)b->data + b->used;
  b->used += n;
  memset(p, 0, n);
  return p;
}

typedef struct ctx {
  struct xsp_arena *arena;
  char *why;
  size_t n;
} ctx;

static int failed(ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int failed(ctx *c, const char *fmt, ...) {
  if (c->why != NULL && c->n > 0) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->why, c->n, fmt, ap);
    va_end(ap);
  }
  return -1;
}

/* A proto3 string: a NUL-terminated copy, or NULL with the reason set.
 * `bytes`: a bytes field, not checked for UTF-8. */
static const char *copy_string(ctx *c, const pbw_field *f, const char *what, int bytes) {
  if (!bytes && !pbw_utf8_valid(f->data, f->len)) {
    failed(c, "%s is not valid UTF-8 (proto3 strings must be)", what);
    return NULL;
  }
  char *s = arena_alloc(c->arena, f->len + 1);
  if (s == NULL) {
    failed(c, "out of memory");
    return NULL;
  }
  if (f->len) memcpy(s, f->data, f->len);
  s[f->len] = '\0';
  return s;
}

/* How many fields numbered `field` (of wire type `wire`) a message holds;
 * -1 when it is malformed. */
static long count(ctx *c, const pbw_field *msg, uint32_t field, enum pbw_wire wire, const char *what) {
  pbw_reader r = pbw_reader_sub(msg);
  pbw_field f;
  long n = 0;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) n += f.number == field && f.wire == wire;
  if (got < 0) return failed(c, "%s: %s", what, r.error);
  return n;
}

static void *array(ctx *c, long n, size_t size) {
  void *p = arena_alloc(c->arena, (size_t)(n > 0 ? n : 1) * size);
  if (p == NULL) failed(c, "out of memory");
  return p;
}

/* Each reader below fills one message; a known field of another wire type
 * is an unknown field to protobuf and skipped the same way. */

static int read_stat(ctx *c, const pbw_field *m, xsp_stat *s) {
  pbw_reader r = pbw_reader_sub(m);
  pbw_field f;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) {
    if (f.number == XSP_STAT_METADATA_ID && f.wire == PBW_VARINT) {
      s->metadata_id = (int64_t)f.value;
    } else if (f.number == XSP_STAT_DOUBLE && f.wire == PBW_FIXED64) {
      memcpy(&s->d, &f.value, sizeof s->d);
      s->kind = XSP_STAT_DOUBLE;
    } else if ((f.number == XSP_STAT_UINT64 || f.number == XSP_STAT_REF) && f.wire == PBW_VARINT) {
      s->u = f.value;
      s->kind = (int)f.number;
    } else if (f.number == XSP_STAT_INT64 && f.wire == PBW_VARINT) {
      s->i = (int64_t)f.value;
      s->kind = XSP_STAT_INT64;
    } else if ((f.number == XSP_STAT_STR || f.number == XSP_STAT_BYTES || f.number == 8) && f.wire == PBW_LEN) {
      /* 8: compressed_str (newer xplane.proto), a string. */
      s->str = copy_string(c, &f, "an XStat's string", f.number == XSP_STAT_BYTES);
      if (s->str == NULL) return -1;
      s->str_len = f.len;
      s->kind = (int)f.number;
    }
  }
  return got < 0 ? failed(c, "an XStat: %s", r.error) : 0;
}

static int read_stats(ctx *c, const pbw_field *m, uint32_t field, xsp_stat **out, size_t *nout, const char *what) {
  long n = count(c, m, field, PBW_LEN, what);
  if (n < 0 || (*out = array(c, n, sizeof **out)) == NULL) return -1;
  pbw_reader r = pbw_reader_sub(m);
  pbw_field f;
  size_t i = 0;
  while (pbw_next(&r, &f) > 0)
    if (f.number == field && f.wire == PBW_LEN && read_stat(c, &f, &(*out)[i++]) < 0) return -1;
  *nout = i;
  return 0;
}

static int read_event(ctx *c, const pbw_field *m, xsp_event *e) {
  pbw_reader r = pbw_reader_sub(m);
  pbw_field f;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) {
    if (f.wire != PBW_VARINT) continue;
    if (f.number == XSP_EVENT_METADATA_ID) e->metadata_id = (int64_t)f.value;
    if (f.number == XSP_EVENT_OFFSET_PS) e->offset_ps = (int64_t)f.value, e->has_offset = 1;
    if (f.number == XSP_EVENT_NUM_OCCURRENCES) e->num_occurrences = (int64_t)f.value, e->has_offset = 0;
    if (f.number == XSP_EVENT_DURATION_PS) e->duration_ps = (int64_t)f.value;
  }
  if (got < 0) return failed(c, "an XEvent: %s", r.error);
  return read_stats(c, m, XSP_EVENT_STATS, &e->stats, &e->nstats, "an XEvent");
}

static int read_line(ctx *c, const pbw_field *m, xsp_line *l) {
  long n = count(c, m, XSP_LINE_EVENTS, PBW_LEN, "an XLine");
  if (n < 0 || (l->events = array(c, n, sizeof *l->events)) == NULL) return -1;
  pbw_reader r = pbw_reader_sub(m);
  pbw_field f;
  while (pbw_next(&r, &f) > 0) {
    if (f.wire == PBW_VARINT) {
      if (f.number == XSP_LINE_ID) l->id = (int64_t)f.value;
      if (f.number == XSP_LINE_TIMESTAMP_NS) l->timestamp_ns = (int64_t)f.value;
      if (f.number == XSP_LINE_DURATION_PS) l->duration_ps = (int64_t)f.value;
      if (f.number == XSP_LINE_DISPLAY_ID) l->display_id = (int64_t)f.value;
    } else if (f.wire == PBW_LEN) {
      if (f.number == XSP_LINE_NAME && (l->name = copy_string(c, &f, "an XLine's name", 0)) == NULL) return -1;
      if (f.number == XSP_LINE_DISPLAY_NAME &&
          (l->display_name = copy_string(c, &f, "an XLine's display_name", 0)) == NULL)
        return -1;
      if (f.number == XSP_LINE_EVENTS && read_event(c, &f, &l->events[l->nevents++]) < 0) return -1;
    }
  }
  if (l->name == NULL) l->name = "";
  return 0;
}

/* An entry of map<int64, XEventMetadata|XStatMetadata>. */
static int read_meta(ctx *c, const pbw_field *entry, xsp_meta *m, const char *what) {
  pbw_reader r = pbw_reader_sub(entry);
  pbw_field f;
  int got;
  while ((got = pbw_next(&r, &f)) > 0) {
    if (f.number == XSP_MAP_KEY && f.wire == PBW_VARINT) m->key = (int64_t)f.value;
    if (f.number != XSP_MAP_VALUE || f.wire != PBW_LEN) continue;
    pbw_reader v = pbw_reader_sub(&f);
    pbw_field vf;
    int vgot;
    while ((vgot = pbw_next(&v, &vf)) > 0) {
      if (vf.number == XSP_METADATA_ID && vf.wire == PBW_VARINT) m->id = (int64_t)vf.value;
      if (vf.number == XSP_METADATA_NAME && vf.wire == PBW_LEN &&
          (m->name = copy_string(c, &vf, "a metadata name", 0)) == NULL)
        return -1;
      /* display_name is field 4 of XEventMetadata; XStatMetadata's 3 is a
       * description, also a string. */
      int event = strcmp(what, "event") == 0;
      if ((vf.number == 3 || (vf.number == 4 && event)) && vf.wire == PBW_LEN) {
        const char *s = copy_string(c, &vf, "a metadata string", vf.number == 3 && event);
        if (s == NULL) return -1;
        if (vf.number == XSP_EVENT_METADATA_DISPLAY_NAME) m->display_name = s;
      }
      if (vf.number == 5 && event && vf.wire == PBW_LEN) {
        xsp_stat scratch;
        memset(&scratch, 0, sizeof scratch);
        if (read_stat(c, &vf, &scratch) < 0) return -1;
      }
    }
    if (vgot < 0) return failed(c, "an X%sMetadata: %s", strcmp(what, "event") == 0 ? "Event" : "Stat", v.error);
  }
  if (got < 0) return failed(c, "a metadata map entry: %s", r.error);
  if (m->name == NULL) m->name = "";
  return 0;
}

static int read_plane(ctx *c, const pbw_field *m, xsp_plane *p) {
  long nl = count(c, m, XSP_PLANE_LINES, PBW_LEN, "an XPlane");
  long ne = count(c, m, XSP_PLANE_EVENT_METADATA, PBW_LEN, "an XPlane");
  long ns = count(c, m, XSP_PLANE_STAT_METADATA, PBW_LEN, "an XPlane");
  if (nl < 0 || ne < 0 || ns < 0) return -1;
  if ((p->lines = array(c, nl, sizeof *p->lines)) == NULL ||
      (p->event_metadata = array(c, ne, sizeof *p->event_metadata)) == NULL ||
      (p->stat_metadata = array(c, ns, sizeof *p->stat_metadata)) == NULL)
    return -1;
  pbw_reader r = pbw_reader_sub(m);
  pbw_field f;
  while (pbw_next(&r, &f) > 0) {
    if (f.number == XSP_PLANE_ID && f.wire == PBW_VARINT) p->id = (int64_t)f.value;
    if (f.wire != PBW_LEN) continue;
    if (f.number == XSP_PLANE_NAME && (p->name = copy_string(c, &f, "an XPlane's name", 0)) == NULL) return -1;
    if (f.number == XSP_PLANE_LINES && read_line(c, &f, &p->lines[p->nlines++]) < 0) return -1;
    if (f.number == XSP_PLANE_EVENT_METADATA && read_meta(c, &f, &p->event_metadata[p->nevent_metadata++], "event") < 0)
      return -1;
    if (f.number == XSP_PLANE_STAT_METADATA && read_meta(c, &f, &p->stat_metadata[p->nstat_metadata++], "stat") < 0)
      return -1;
  }
  if (p->name == NULL) p->name = "";
  return read_stats(c, m, XSP_PLANE_STATS, &p->stats, &p->nstats, "an XPlane");
}

static int read_strings(ctx *c, const pbw_field *whole, uint32_t field, const char ***out, size_t *nout,
                        const char *what) {
  long n = count(c, whole, field, PBW_LEN, "the XSpace");
  if (n < 0 || (*out = array(c, n, sizeof **out)) == NULL) return -1;
  pbw_reader r = pbw_reader_sub(whole);
  pbw_field f;
  while (pbw_next(&r, &f) > 0)
    if (f.number == field && f.wire == PBW_LEN && ((*out)[(*nout)++] = copy_string(c, &f, what, 0)) == NULL)
      return -1;
  return 0;
}

int xsp_parse(const void *data, size_t len, xsp_space *s, char *why, size_t n) {
  memset(s, 0, sizeof *s);
  s->arena = calloc(1, sizeof *s->arena);
  if (s->arena == NULL) return -1;
  ctx c = {s->arena, why, n};
  /* The whole buffer as one LEN field, so every level reads alike. */
  pbw_field whole;
  memset(&whole, 0, sizeof whole);
  whole.wire = PBW_LEN;
  whole.data = len ? data : (const unsigned char *)"";
  whole.len = len;
  long np = count(&c, &whole, XSP_SPACE_PLANES, PBW_LEN, "not an XSpace");
  if (np < 0 || (s->planes = array(&c, np, sizeof *s->planes)) == NULL) goto bad;
  pbw_reader r = pbw_reader_sub(&whole);
  pbw_field f;
  while (pbw_next(&r, &f) > 0)
    if (f.number == XSP_SPACE_PLANES && f.wire == PBW_LEN && read_plane(&c, &f, &s->planes[s->nplanes++]) < 0)
      goto bad;
  if (read_strings(&c, &whole, XSP_SPACE_ERRORS, &s->errors, &s->nerrors, "an XSpace error") < 0 ||
      read_strings(&c, &whole, XSP_SPACE_WARNINGS, &s->warnings, &s->nwarnings, "an XSpace warning") < 0 ||
      read_strings(&c, &whole, XSP_SPACE_HOSTNAMES, &s->hostnames, &s->nhostnames, "an XSpace hostname") < 0)
    goto bad;
  return 0;
bad:
  xsp_free(s);
  return -1;
}

void xsp_free(xsp_space *s) {
  if (s->arena != NULL) {
    for (block *b = s->arena->head; b != NULL;) {
      block *next = b->next;
      free(b);
      b = next;
    }
    free(s->arena);
  }
  memset(s, 0, sizeof *s);
}

static const char *meta_name(const xsp_meta *m, size_t n, int64_t id) {
  for (size_t i = 0; i < n; i++)
    if (m[i].key == id) return m[i].name;
  return NULL;
}

const char *xsp_event_name(const xsp_plane *p, int64_t id) {
  return meta_name(p->event_metadata, p->nevent_metadata, id);
}

const char *xsp_stat_name(const xsp_plane *p, int64_t id) {
  return meta_name(p->stat_metadata, p->nstat_metadata, id);
}
