/* What a profiler plugin's XSpace says, for a person (profile_view.c). */
#ifndef SEABI_PROFILE_VIEW_H_
#define SEABI_PROFILE_VIEW_H_

#include <stdio.h>

#include "xspace.h"

/* Per plane (device) and line (stream): ops by name, bytes moved, busy
 * time within the line's span; then the space's warnings and errors. Each
 * line starts with `indent`. */
void profile_print_summary(FILE *out, const xsp_space *s, const char *indent);
/* Every event of every line. */
size_t profile_event_count(const xsp_space *s);
/* Chrome trace-event JSON (traceEvents: a process per plane, a thread per
 * line, an "X" event per XEvent with ts and dur in microseconds from the
 * earliest event, its stats as args), written to `path` through a
 * temporary file: on failure (-1, why) nothing is left half-written. */
int profile_write_trace(const char *path, const xsp_space *s, char *why, size_t n);

#endif /* SEABI_PROFILE_VIEW_H_ */
