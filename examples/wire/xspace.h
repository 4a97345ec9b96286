/* TensorFlow's profiler XSpace on the wire (tsl/profiler/protobuf/
 * xplane.proto): what a profiler plugin's collect_data_xspace returns.
 *
 * Field numbers: include/xspace_writer.h (tests/wire checks the encoding
 * with protoc --decode against tests/wire/xplane.proto, written from them).
 * A line's timestamp_ns is wall time (ns since the epoch); an event starts
 * offset_ps after it and lasts duration_ps. */
#ifndef SEABI_XSPACE_H_
#define SEABI_XSPACE_H_

#include <stddef.h>
#include <stdint.h>

#include "pbw.h"
#include "xspace_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The field numbers (enum xsp_field) and the writer (xsp_begin_plane and
 * the others, for a producer such as simdev's profiler) are the installed
 * header-only include/xspace_writer.h, which every plugin author has. */

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
