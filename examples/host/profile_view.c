/* What a profiler plugin's XSpace says, for a person: a summary per device
 * plane and stream line (`seabi demo`), and the Chrome trace-event JSON
 * that chrome://tracing and Perfetto open (`seabi demo --trace FILE`).
 *
 * Both read the parsed XSpace (examples/wire/xspace.h) the way
 * TensorFlow's trace viewer does: a plane is a device (a process in the
 * trace), a line a stream or thread (a thread), an event starts
 * line.timestamp_ns + offset_ps / 1000 and lasts duration_ps; its name is
 * its plane's event metadata, its "bytes" stat (when it has one) the data
 * it moved. Every string comes from the plugin and is escaped as every
 * report escapes it (conform_json_string, conform_text). */
#include "profile_view.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "conform.h"

/* The event's "bytes" stat, or -1. */
static int64_t event_bytes(const xsp_plane *p, const xsp_event *e) {
  for (size_t i = 0; i < e->nstats; i++) {
    const char *name = xsp_stat_name(p, e->stats[i].metadata_id);
    if (name == NULL || strcmp(name, "bytes") != 0) continue;
    if (e->stats[i].kind == XSP_STAT_UINT64) return e->stats[i].u > INT64_MAX ? INT64_MAX : (int64_t)e->stats[i].u;
    if (e->stats[i].kind == XSP_STAT_INT64) return e->stats[i].i;
  }
  return -1;
}

/* An event's start in ns since the epoch (a double: ps resolution is kept
 * relative to a base, see base_ns). */
static double start_ns(const xsp_line *l, const xsp_event *e) {
  return (double)l->timestamp_ns + (e->has_offset ? (double)e->offset_ps / 1000.0 : 0.0);
}

static const char *event_name(const xsp_plane *p, const xsp_event *e) {
  const char *n = xsp_event_name(p, e->metadata_id);
  return n && n[0] ? n : "(unnamed)";
}

static void human_bytes(char *buf, size_t n, int64_t b) {
  if (b >= 1 << 20) host_format(buf, n, "%.1f MiB", (double)b / (1 << 20));
  else if (b >= 1 << 10) host_format(buf, n, "%.1f KiB", (double)b / (1 << 10));
  else host_format(buf, n, "%" PRId64 " B", b);
}

size_t profile_event_count(const xsp_space *s) {
  size_t n = 0;
  for (size_t i = 0; i < s->nplanes; i++)
    for (size_t k = 0; k < s->planes[i].nlines; k++) n += s->planes[i].lines[k].nevents;
  return n;
}

void profile_print_summary(FILE *out, const xsp_space *s, const char *indent) {
  if (s->nplanes == 0) {
    fprintf(out, "%sno planes: the profiler recorded nothing\n", indent);
    return;
  }
  for (size_t i = 0; i < s->nplanes; i++) {
    const xsp_plane *p = &s->planes[i];
    fprintf(out, "%splane ", indent);
    conform_text(out, p->name[0] ? p->name : "(unnamed)");
    for (size_t k = 0; k < p->nstats; k++)
      if (p->stats[k].kind == XSP_STAT_STR) {
        const char *sn = xsp_stat_name(p, p->stats[k].metadata_id);
        fprintf(out, " (%s ", sn ? sn : "stat");
        conform_text(out, p->stats[k].str);
        fprintf(out, ")");
      }
    fprintf(out, ": %zu line%s\n", p->nlines, p->nlines == 1 ? "" : "s");
    for (size_t k = 0; k < p->nlines; k++) {
      const xsp_line *l = &p->lines[k];
      int64_t bytes = 0;
      double busy = 0, first = 0, last = 0;
      /* Ops by name, in order of first appearance. */
      const char *names[16];
      size_t counts[16], nnames = 0, other = 0;
      for (size_t e = 0; e < l->nevents; e++) {
        const xsp_event *ev = &l->events[e];
        int64_t b = event_bytes(p, ev);
        if (b > 0) bytes += b;
        double t0 = start_ns(l, ev), t1 = t0 + (double)ev->duration_ps / 1000.0;
        busy += (double)ev->duration_ps / 1000.0;
        if (e == 0 || t0 < first) first = t0;
        if (e == 0 || t1 > last) last = t1;
        const char *name = event_name(p, ev);
        size_t j = 0;
        while (j < nnames && strcmp(names[j], name) != 0) j++;
        if (j == nnames && nnames < 16) names[nnames] = name, counts[nnames++] = 0;
        if (j < nnames) counts[j]++;
        else other++;
      }
      fprintf(out, "%s  ", indent);
      conform_text(out, l->name[0] ? l->name : "(unnamed line)");
      fprintf(out, ": %zu op%s", l->nevents, l->nevents == 1 ? "" : "s");
      for (size_t j = 0; j < nnames; j++) {
        fprintf(out, "%s", j ? ", " : " (");
        conform_text(out, names[j]);
        fprintf(out, " x%zu", counts[j]);
      }
      if (other) fprintf(out, ", %zu more", other);
      if (nnames) fprintf(out, ")");
      char hb[32];
      human_bytes(hb, sizeof hb, bytes);
      if (bytes) fprintf(out, ", %s moved", hb);
      if (l->nevents)
        fprintf(out, ", busy %.3f ms of %.3f ms", busy / 1e6, (last - first) / 1e6);
      fprintf(out, "\n");
    }
  }
  for (size_t i = 0; i < s->nwarnings; i++) {
    fprintf(out, "%swarning: ", indent);
    conform_text(out, s->warnings[i]);
    fprintf(out, "\n");
  }
  for (size_t i = 0; i < s->nerrors; i++) {
    fprintf(out, "%serror: ", indent);
    conform_text(out, s->errors[i]);
    fprintf(out, "\n");
  }
}

/* The earliest event start: trace timestamps are microseconds from it, so
 * a double keeps nanoseconds (since the epoch it would keep 0.25 us). */
static double base_ns(const xsp_space *s) {
  double base = 0;
  int any = 0;
  for (size_t i = 0; i < s->nplanes; i++)
    for (size_t k = 0; k < s->planes[i].nlines; k++)
      for (size_t e = 0; e < s->planes[i].lines[k].nevents; e++) {
        double t = start_ns(&s->planes[i].lines[k], &s->planes[i].lines[k].events[e]);
        if (!any || t < base) base = t, any = 1;
      }
  return base;
}

static void metadata_event(FILE *f, const char *what, size_t pid, size_t tid, const char *name, int first) {
  fprintf(f, "%s\n{\"ph\":\"M\",\"name\":\"%s\",\"pid\":%zu,", first ? "" : ",", what, pid);
  if (tid) fprintf(f, "\"tid\":%zu,", tid);
  fprintf(f, "\"args\":{\"name\":");
  conform_json_string(f, name);
  fprintf(f, "}}");
}

int profile_write_trace(const char *path, const xsp_space *s, char *why, size_t n) {
  /* Written beside the target and renamed over it: a failure leaves
   * nothing half-written. */
  char tmp[4200];
  host_format(tmp, sizeof tmp, "%s.tmp", path);
  FILE *f = fopen(tmp, "w");
  if (f == NULL) {
    host_format(why, n, "cannot write %s", tmp);
    return -1;
  }
  double base = base_ns(s);
  fprintf(f, "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"source\":\"seabi demo: the plugin's XSpace\"},"
             "\"traceEvents\":[");
  int first = 1;
  for (size_t i = 0; i < s->nplanes; i++) {
    const xsp_plane *p = &s->planes[i];
    size_t pid = i + 1; /* plane ids are the plugin's and may repeat */
    metadata_event(f, "process_name", pid, 0, p->name[0] ? p->name : "(unnamed plane)", first);
    first = 0;
    for (size_t k = 0; k < p->nlines; k++) {
      const xsp_line *l = &p->lines[k];
      size_t tid = k + 1;
      metadata_event(f, "thread_name", pid, tid, l->name[0] ? l->name : "(unnamed line)", 0);
      for (size_t e = 0; e < l->nevents; e++) {
        const xsp_event *ev = &l->events[e];
        double ts = (start_ns(l, ev) - base) / 1000.0, dur = (double)ev->duration_ps / 1e6;
        if (!isfinite(ts)) ts = 0;
        fprintf(f, ",\n{\"ph\":\"X\",\"name\":");
        conform_json_string(f, event_name(p, ev));
        fprintf(f, ",\"pid\":%zu,\"tid\":%zu,\"ts\":%.3f,\"dur\":%.3f,\"args\":{", pid, tid, ts, dur);
        for (size_t st = 0; st < ev->nstats; st++) {
          const xsp_stat *x = &ev->stats[st];
          const char *sn = xsp_stat_name(p, x->metadata_id);
          char key[32];
          if (sn == NULL) host_format(key, sizeof key, "stat %" PRId64, x->metadata_id);
          fprintf(f, "%s", st ? "," : "");
          conform_json_string(f, sn ? sn : key);
          fputc(':', f);
          switch (x->kind) {
            case XSP_STAT_UINT64:
            case XSP_STAT_REF: fprintf(f, "%" PRIu64, x->u); break;
            case XSP_STAT_INT64: fprintf(f, "%" PRId64, x->i); break;
            case XSP_STAT_DOUBLE:
              if (isfinite(x->d)) fprintf(f, "%.17g", x->d);
              else fprintf(f, "null");
              break;
            case XSP_STAT_STR:
            case XSP_STAT_BYTES:
            case 8: /* compressed_str */
              conform_json_string(f, x->str);
              break;
            default: fprintf(f, "null");
          }
        }
        fprintf(f, "}}");
      }
    }
  }
  fprintf(f, "\n]}\n");
  if (fflush(f) != 0 || ferror(f)) {
    fclose(f);
    remove(tmp);
    host_format(why, n, "cannot write %s", tmp);
    return -1;
  }
  fclose(f);
  if (rename(tmp, path) != 0) {
    remove(tmp);
    host_format(why, n, "cannot rename %s to %s", tmp, path);
    return -1;
  }
  return 0;
}
