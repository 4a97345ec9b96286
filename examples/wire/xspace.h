/* TensorFlow's profiler XSpace on the wire (tsl/profiler/protobuf/
 * xplane.proto): what a profiler plugin's collect_data_xspace returns.
 *
 * Field numbers (confirmed against TensorFlow's and XLA's xplane.proto;
 * tests/wire checks the encoding with protoc --decode against
 * tests/wire/xplane.proto, written from these numbers):
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
 *   XStatMetadata   id=1, name=2, description=3
 * A line's timestamp_ns is wall time (ns since the epoch); an event starts
 * offset_ps after it and lasts duration_ps. */
#ifndef SEABI_XSPACE_H_
#define SEABI_XSPACE_H_

#include <stddef.h>
#include <stdint.h>

#include "pbw.h"

#ifdef __cplusplus
extern "C" {
#endif

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
  XSP_EVENT_METADATA_DISPLAY_NAME = 4,
};

/* ---- writing (a producer: simdev's profiler) ------------------------------ */

/* Each begin is closed with pbw_end. */
void xsp_begin_plane(pbw_buf *b, int64_t id, const char *name);
void xsp_begin_line(pbw_buf *b, int64_t id, const char *name, int64_t timestamp_ns);
/* An event with its stats written between this and pbw_end (xsp_stat_*). */
void xsp_begin_event(pbw_buf *b, int64_t metadata_id, int64_t offset_ps, int64_t duration_ps);
void xsp_stat_uint(pbw_buf *b, uint32_t field, int64_t metadata_id, uint64_t v);
void xsp_stat_int(pbw_buf *b, uint32_t field, int64_t metadata_id, int64_t v);
void xsp_stat_str(pbw_buf *b, uint32_t field, int64_t metadata_id, const char *v);
/* Entries of a plane's metadata maps. */
void xsp_event_metadata(pbw_buf *b, int64_t id, const char *name);
void xsp_stat_metadata(pbw_buf *b, int64_t id, const char *name);

/* ---- reading (a consumer: the host) --------------------------------------- */

typedef struct xsp_stat {
  int64_t metadata_id;
  int kind; /* the XStat field that holds the value (XSP_STAT_*), 0: none */
  double d;
  uint64_t u; /* uint64 and ref */
  int64_t i;
  const char *str; /* str and bytes (NUL-terminated copy; str_len bytes) */
  size_t str_len;
} xsp_stat;

typedef struct xsp_event {
  int64_t metadata_id, offset_ps, duration_ps, num_occurrences;
  int has_offset; /* offset_ps was the oneof's choice (num_occurrences otherwise) */
  xsp_stat *stats;
  size_t nstats;
} xsp_event;

typedef struct xsp_line {
  int64_t id, display_id, timestamp_ns, duration_ps;
  const char *name, *display_name;
  xsp_event *events;
  size_t nevents;
} xsp_line;

/* An entry of a metadata map: its key, and the message's own id and name. */
typedef struct xsp_meta {
  int64_t key, id;
  const char *name, *display_name;
} xsp_meta;

typedef struct xsp_plane {
  int64_t id;
  const char *name;
  xsp_line *lines;
  size_t nlines;
  xsp_meta *event_metadata, *stat_metadata;
  size_t nevent_metadata, nstat_metadata;
  xsp_stat *stats;
  size_t nstats;
} xsp_plane;

typedef struct xsp_space {
  xsp_plane *planes;
  size_t nplanes;
  const char **errors, **warnings, **hostnames;
  size_t nerrors, nwarnings, nhostnames;
  struct xsp_arena *arena; /* owns every array and string above */
} xsp_space;

/* Reads a serialized XSpace as protobuf's parser would accept it (the wire
 * format, nested messages whole, proto3 strings UTF-8). Returns 0, or -1
 * with the reason in `why` (`s` then empty). 0 bytes are an empty XSpace. */
int xsp_parse(const void *data, size_t len, xsp_space *s, char *why, size_t n);
void xsp_free(xsp_space *s);
/* The name of a plane's event metadata `id` (the map entry whose key is
 * id), or NULL. */
const char *xsp_event_name(const xsp_plane *p, int64_t id);
const char *xsp_stat_name(const xsp_plane *p, int64_t id);

#ifdef __cplusplus
}
#endif

#endif /* SEABI_XSPACE_H_ */
