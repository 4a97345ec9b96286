/* The profiler's sessions: start, stop and collect what the streams
 * executed (sd_trace.c) as an XSpace (examples/wire/xspace.h).
 *
 * The XSpace: one XPlane per device that ran something, named
 * "/device:CUSTOM:<ordinal>" (TensorFlow's prefix for devices that are
 * neither GPU nor TPU; planes under other names were not drawn by the
 * trace viewer, tensorboard#5131), with the device's own name in a plane
 * stat; one XLine per stream ("stream <id>", id in creation order), its
 * timestamp the session's start in wall-clock ns; one XEvent per op, named
 * by the callback that enqueued it (memcpy_htod, host_callback, ...), with
 * its offset and duration in ps and two stats: bytes (copies and fills)
 * and seq (its position in the stream).
 *
 * collect_data_xspace's two calls (pluggable_profiler.cc): the first
 * (buffer NULL) serialises the session and reports the size; the second
 * copies exactly those bytes. The serialised bytes are kept until the next
 * session starts, so both calls, and any later collect of the same
 * session, see one answer (a plugin that rebuilds the XSpace per call can
 * report a size the second call then exceeds). */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "profiler_api.h"
#include "sd_internal.h"
#include "xspace_writer.h" /* the installed writer, as a plugin author has it */

enum { IDLE, RUNNING, STOPPED };
enum { STAT_BYTES = 1, STAT_SEQ = 2, STAT_DEVICE = 3 };

static pthread_mutex_t profile_mu = PTHREAD_MUTEX_INITIALIZER;
static int state = IDLE;
static unsigned sessions;          /* the last session started */
static uint64_t start_mono_ns;     /* sd_now_ns at its start */
static int64_t start_wall_ns;      /* CLOCK_REALTIME at its start */
static unsigned char *space;       /* its XSpace, once serialised */
static size_t space_len;
static int have_space;

static int64_t wall_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

TF_Code sd_profile_start(char *msg, size_t n) {
  pthread_mutex_lock(&profile_mu);
  if (state == RUNNING) {
    pthread_mutex_unlock(&profile_mu);
    snprintf(msg, n, "start: a profiling session is already running");
    return TF_FAILED_PRECONDITION;
  }
  free(space);
  space = NULL;
  space_len = 0;
  have_space = 0;
  /* The clocks first: every op the workers see the session for starts
   * after them. */
  start_wall_ns = wall_ns();
  start_mono_ns = sd_now_ns();
  if (++sessions == 0) sessions = 1; /* 0 means "off" */
  sd_trace_start(sessions);
  state = RUNNING;
  pthread_mutex_unlock(&profile_mu);
  return TF_OK;
}

TF_Code sd_profile_stop(char *msg, size_t n) {
  pthread_mutex_lock(&profile_mu);
  TF_Code code = TF_OK;
  if (state != RUNNING) {
    snprintf(msg, n, "stop: no profiling session is running");
    code = TF_FAILED_PRECONDITION;
  } else {
    sd_trace_stop();
    state = STOPPED;
  }
  pthread_mutex_unlock(&profile_mu);
  return code;
}

/* The op names seen, for the plane's event metadata (ids 1..n). */
typedef struct names {
  const char *name[32];
  size_t n;
} names;

static int64_t name_id(names *m, const char *op) {
  for (size_t i = 0; i < m->n; i++)
    if (m->name[i] == op || strcmp(m->name[i], op) == 0) return (int64_t)i + 1;
  if (m->n == sizeof m->name / sizeof m->name[0]) return (int64_t)m->n; /* cannot happen: ~10 ops */
  m->name[m->n++] = op;
  return (int64_t)m->n;
}

static int64_t ps_since(uint64_t t, uint64_t t0) { return t > t0 ? (int64_t)(t - t0) * 1000 : 0; }

/* The session's XSpace (NULL without memory). */
static unsigned char *serialise(size_t *len) {
  sd_trace_view *v;
  size_t nv = sd_trace_collect(sessions, &v);
  xsp_writer b;
  xsp_writer_init(&b);
  char text[96];
  for (size_t i = 0; i < nv;) {
    int ordinal = v[i].ordinal;
    snprintf(text, sizeof text, "/device:CUSTOM:%d", ordinal);
    xsp_begin_plane(&b, ordinal, text);
    names m = {{0}, 0};
    size_t j = i;
    for (; j < nv && v[j].ordinal == ordinal; j++) {
      snprintf(text, sizeof text, "stream %" PRIu64, v[j].stream_id);
      xsp_begin_line(&b, (int64_t)v[j].stream_id, text, start_wall_ns);
      for (size_t k = 0; k < v[j].count; k++) {
        const sd_trace_record *r = &v[j].records[k];
        xsp_begin_event(&b, name_id(&m, r->op), ps_since(r->start_ns, start_mono_ns),
                        ps_since(r->end_ns, r->start_ns));
        if (r->bytes) xsp_stat_uint(&b, XSP_EVENT_STATS, STAT_BYTES, r->bytes);
        xsp_stat_uint(&b, XSP_EVENT_STATS, STAT_SEQ, r->seq);
        xsp_end(&b);
      }
      xsp_end(&b);
    }
    for (size_t k = 0; k < m.n; k++) xsp_event_metadata(&b, (int64_t)k + 1, m.name[k]);
    xsp_stat_metadata(&b, STAT_BYTES, "bytes");
    xsp_stat_metadata(&b, STAT_SEQ, "seq");
    xsp_stat_metadata(&b, STAT_DEVICE, "device");
    snprintf(text, sizeof text, "/device:%s:%d", SD_PLATFORM_TYPE, ordinal);
    xsp_stat_str(&b, XSP_PLANE_STATS, STAT_DEVICE, text);
    xsp_end(&b);
    i = j;
  }
  for (size_t i = 0; i < nv; i++) {
    if (v[i].dropped == 0) continue;
    snprintf(text, sizeof text, "device %d stream %" PRIu64 ": %" PRIu64 " ops not recorded", v[i].ordinal,
             v[i].stream_id, v[i].dropped);
    xsp_space_warning(&b, text);
  }
  sd_trace_views_free(v, nv);
  return xsp_take(&b, len);
}

TF_Code sd_profile_collect(uint8_t *buffer, size_t *size, char *msg, size_t n) {
  if (size == NULL) {
    snprintf(msg, n, "collect_data_xspace: size_in_bytes is NULL");
    return TF_INVALID_ARGUMENT;
  }
  pthread_mutex_lock(&profile_mu);
  TF_Code code = TF_OK;
  if (state != STOPPED) {
    snprintf(msg, n, "collect_data_xspace: %s", state == RUNNING ? "the session is still running (stop it first)"
                                                                 : "no profiling session was started");
    code = TF_FAILED_PRECONDITION;
    if (buffer == NULL) *size = 0;
  } else {
    if (!have_space) {
      space = serialise(&space_len);
      have_space = space != NULL;
    }
    if (!have_space) {
      snprintf(msg, n, "collect_data_xspace: out of host memory serialising the XSpace");
      code = TF_RESOURCE_EXHAUSTED;
      if (buffer == NULL) *size = 0;
    } else if (buffer == NULL) {
      *size = space_len;
    } else if (*size < space_len) {
      snprintf(msg, n, "collect_data_xspace: the buffer holds %zu bytes, the XSpace takes %zu", *size, space_len);
      code = TF_INVALID_ARGUMENT;
    } else {
      memcpy(buffer, space, space_len);
      *size = space_len;
    }
  }
  pthread_mutex_unlock(&profile_mu);
  return code;
}

void sd_profile_shutdown(void) {
  pthread_mutex_lock(&profile_mu);
  sd_trace_shutdown();
  free(space);
  space = NULL;
  space_len = 0;
  have_space = 0;
  state = IDLE;
  pthread_mutex_unlock(&profile_mu);
}

/* ---- TF_InitProfiler ------------------------------------------------------- */

static void start(const TP_Profiler *profiler, TF_Status *status) {
  (void)profiler;
  char msg[200];
  TF_Code code = sd_profile_start(msg, sizeof msg);
  if (code == TF_OK) sd_status_ok(status);
  else sd_status(status, code, "%s", msg);
}

static void stop(const TP_Profiler *profiler, TF_Status *status) {
  (void)profiler;
  char msg[200];
  TF_Code code = sd_profile_stop(msg, sizeof msg);
  if (code == TF_OK) sd_status_ok(status);
  else sd_status(status, code, "%s", msg);
}

static void collect_data_xspace(const TP_Profiler *profiler, uint8_t *buffer, size_t *size_in_bytes,
                                TF_Status *status) {
  (void)profiler;
  char msg[200];
  TF_Code code = sd_profile_collect(buffer, size_in_bytes, msg, sizeof msg);
  if (code == TF_OK) sd_status_ok(status);
  else sd_status(status, code, "%s", msg);
}

/* TensorFlow's registration runs these on copies of the structs, twice
 * each, and never on the registered ones (tf_plugin_modules.md 2.2): they
 * must free nothing the profiler still uses. Nothing here is allocated per
 * struct, so there is nothing to free. */
static void destroy_profiler(TP_Profiler *profiler) { (void)profiler; }
static void destroy_profiler_fns(TP_ProfilerFns *fns) { (void)fns; }

/* The profiler module: device_type "SIM" (TensorFlow checks it against
 * [A-Z][A-Z_]*), filled through the accessors after settling in the
 * core's lineage; the core's versions and pointers are read, never
 * written. */
SD_EXPORT void TF_InitProfiler(TF_ProfilerRegistrationParams *params, TF_Status *status) {
  static const char *const caller = "TF_InitProfiler";
  if (params == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: params is NULL", caller);
    return;
  }
  int32_t major = TF_ProfilerRegistrationParams_get_major_version(params);
  if (major != TP_MAJOR) {
    sd_status(status, TF_FAILED_PRECONDITION, "%s: the core's profiler API major version is %d; simdev is built for %d",
              caller, (int)major, TP_MAJOR);
    return;
  }
  TP_Profiler *profiler = TF_ProfilerRegistrationParams_get_profiler(params);
  TP_ProfilerFns *fns = TF_ProfilerRegistrationParams_get_profiler_fns(params);
  if (profiler == NULL || fns == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT, "%s: params->profiler and profiler_fns must point at the core's structs",
              caller);
    return;
  }
  /* The lineage SE_InitPlugin read (one core, one lineage: its SP_Platform
   * tells more than these structs' sizes can), else what the profiler's
   * params tell. */
  TP_Lineage lineage = sd_core_lineage_get() != SE_LINEAGE_ANY ? (TP_Lineage)(int)sd_core_lineage_get()
                                                               : TP_lineage_of_core(params);
  if (TF_ProfilerRegistrationParams_settle_in(params, lineage) == 0 || TP_Profiler_settle_in(profiler, lineage) == 0 ||
      TP_ProfilerFns_settle_in(fns, lineage) == 0) {
    sd_status(status, TF_FAILED_PRECONDITION, "%s: the core's TP_Profiler (%zu) or TP_ProfilerFns (%zu) fits no "
              "layout simdev knows", caller, profiler->struct_size, fns->struct_size);
    return;
  }
  TP_Profiler_set_device_type(profiler, SD_PLATFORM_TYPE);
  TP_ProfilerFns_set_start(fns, start);
  TP_ProfilerFns_set_stop(fns, stop);
  TP_ProfilerFns_set_collect_data_xspace(fns, collect_data_xspace);
  TF_ProfilerRegistrationParams_set_destroy_profiler(params, destroy_profiler);
  TF_ProfilerRegistrationParams_set_destroy_profiler_fns(params, destroy_profiler_fns);
  sd_status_ok(status);
}
