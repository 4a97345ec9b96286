/* simdev's profiler (TF_InitProfiler) through the small core: a session
 * records what the streams executed, per stream and device, and collect
 * returns it as an XSpace that says exactly that:
 *   - one plane per device that ran something, one line per stream;
 *   - one event per op, named by the callback that enqueued it, in the
 *     stream's order (seq), each inside the session and after the previous
 *     one on its line, with the bytes each copy and fill moved;
 *   - the two collect calls agree (the size, then exactly that many bytes);
 *   - ops outside a session are not recorded, and a second session starts
 *     empty;
 *   - collect before stop, or start twice, is refused with a status.
 * Run plain, under ASan+UBSan and under TSan (workers record while collect
 * reads). Prints PASS/FAIL lines and "N passed, M failed". */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "simcore.h" /* first: it admits the deprecated members a core reads */
#include "profiler_api.h"
#include "xspace.h"

static int passed, failed;
#define CHECK(cond, what)                                         \
  do {                                                            \
    if (cond) passed++, printf("PASS %s\n", what);                \
    else failed++, printf("FAIL %s (line %d)\n", what, __LINE__); \
  } while (0)

static int64_t wall_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

typedef struct profiler {
  TF_ProfilerRegistrationParams params;
  TP_Profiler profiler;
  TP_ProfilerFns fns;
} profiler;

static int init_profiler(void *dl, profiler *p) {
  void *sym = dlsym(dl, "TF_InitProfiler");
  if (sym == NULL) return 0;
  TF_InitProfilerFn init;
  memcpy(&init, &sym, sizeof init);
  memset(p, 0, sizeof *p);
  p->params.struct_size = TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE;
  p->profiler.struct_size = TP_PROFILER_STRUCT_SIZE;
  p->fns.struct_size = TP_PROFILER_FNS_STRUCT_SIZE;
  p->params.profiler = &p->profiler;
  p->params.profiler_fns = &p->fns;
  TF_Status *st = TF_NewStatus();
  init(&p->params, st);
  int ok = TF_GetCode(st) == TF_OK;
  TF_DeleteStatus(st);
  return ok && p->fns.start && p->fns.stop && p->fns.collect_data_xspace;
}

static TF_Code call(void (*fn)(const TP_Profiler *, TF_Status *), profiler *p) {
  TF_Status *st = TF_NewStatus();
  fn(&p->profiler, st);
  TF_Code c = TF_GetCode(st);
  TF_DeleteStatus(st);
  return c;
}

/* TensorFlow's two calls; the bytes (malloc'd) or NULL with *len 0. */
static unsigned char *collect(profiler *p, size_t *len, TF_Code *code, int *agree) {
  TF_Status *st = TF_NewStatus();
  size_t size = 12345;
  p->fns.collect_data_xspace(&p->profiler, NULL, &size, st);
  *code = TF_GetCode(st);
  *len = 0;
  *agree = 1;
  unsigned char *b = NULL;
  if (*code == TF_OK && size > 0) {
    b = malloc(size + 64);
    memset(b, 0x77, size + 64);
    size_t second = size;
    p->fns.collect_data_xspace(&p->profiler, b, &second, st);
    *code = TF_GetCode(st);
    for (size_t i = size; i < size + 64; i++) *agree &= b[i] == 0x77;
    *agree &= second == size;
    *len = size;
  }
  TF_DeleteStatus(st);
  return b;
}

static void on_host(void *arg, TF_Status *st) {
  (*(int *)arg)++;
  TF_SetStatus(st, TF_OK, "");
}

static const char *stat_named(const xsp_plane *p, const xsp_event *e, const char *name, uint64_t *v) {
  for (size_t i = 0; i < e->nstats; i++) {
    const char *n = xsp_stat_name(p, e->stats[i].metadata_id);
    if (n && strcmp(n, name) == 0) {
      *v = e->stats[i].u;
      return n;
    }
  }
  return NULL;
}

int main(void) {
  sc_core c;
  setenv("SIMDEV_DEVICE_COUNT", "2", 1);
  if (!sc_core_init(&c, &CORE_CURRENT)) {
    printf("FAIL core init\n0 passed, 1 failed\n");
    return 1;
  }
  profiler p;
  CHECK(init_profiler(c.dl, &p), "TF_InitProfiler registers start, stop and collect_data_xspace");
  CHECK(p.profiler.device_type && strcmp(p.profiler.device_type, "SIM") == 0, "device_type SIM");
  size_t len;
  TF_Code code;
  int agree, ran = 0;
  unsigned char *b = collect(&p, &len, &code, &agree);
  CHECK(code == TF_FAILED_PRECONDITION && b == NULL, "collect before any session: FAILED_PRECONDITION");

  /* Work before the session is not recorded. */
  /* Streams that run side by side work on memory of their own. */
  SP_DeviceMemoryBase m0 = sc_alloc(&c, 0, 4096), m0b = sc_alloc(&c, 0, 512), m1 = sc_alloc(&c, 1, 8192);
  static unsigned char host[8192], back[1000]; /* copies in read host, the copy out writes back */
  SP_Stream s0 = sc_stream(&c, 0), s1 = sc_stream(&c, 0), s2 = sc_stream(&c, 1);
  TF_Status *st = TF_NewStatus();
  c.se->memcpy_htod(c.devices[0], s0, &m0, host, 4096, st);
  c.se->block_host_until_done(c.devices[0], s0, st);

  int64_t t0 = wall_ns();
  CHECK(call(p.fns.start, &p) == TF_OK, "start");
  CHECK(call(p.fns.start, &p) == TF_FAILED_PRECONDITION, "start again while running: FAILED_PRECONDITION");
  /* Device 0: stream s0 copies in and out, s1 fills and runs a callback;
   * device 1: stream s2 copies 8 KiB in. */
  c.se->memcpy_htod(c.devices[0], s0, &m0, host, 4096, st);
  c.se->memcpy_dtoh(c.devices[0], s0, back, &m0, 1000, st);
  c.se->memset(c.devices[0], s1, &m0b, 0xAB, 512, st);
  c.se->host_callback(c.devices[0], s1, on_host, &ran);
  c.se->memcpy_htod(c.devices[1], s2, &m1, host, 8192, st);
  for (int i = 0; i < 2; i++) c.se->block_host_until_done(c.devices[0], i ? s1 : s0, st);
  c.se->block_host_until_done(c.devices[1], s2, st);
  b = collect(&p, &len, &code, &agree);
  CHECK(code == TF_FAILED_PRECONDITION && b == NULL, "collect while the session runs: FAILED_PRECONDITION");
  CHECK(call(p.fns.stop, &p) == TF_OK, "stop");
  int64_t t1 = wall_ns();
  /* Work after the session is not recorded either. */
  c.se->memcpy_htod(c.devices[0], s0, &m0, host, 16, st);
  c.se->block_host_until_done(c.devices[0], s0, st);

  b = collect(&p, &len, &code, &agree);
  CHECK(code == TF_OK && b != NULL && len > 0, "collect after stop: OK, bytes");
  CHECK(agree, "the second call writes exactly the size the first reported");
  xsp_space x;
  char why[200];
  int parsed = b && xsp_parse(b, len, &x, why, sizeof why) == 0;
  CHECK(parsed, "the bytes parse as an XSpace");
  if (parsed) {
    CHECK(x.nplanes == 2 && strcmp(x.planes[0].name, "/device:CUSTOM:0") == 0 &&
              strcmp(x.planes[1].name, "/device:CUSTOM:1") == 0,
          "a plane per device: /device:CUSTOM:0 and :1");
    CHECK(x.nplanes == 2 && x.planes[0].nlines == 2 && x.planes[1].nlines == 1,
          "a line per stream: two on device 0, one on device 1");
    static const char *const want0[] = {"memcpy_htod", "memcpy_dtoh"}, *const want1[] = {"memset", "host_callback"};
    static const uint64_t bytes0[] = {4096, 1000}, bytes1[] = {512, 0};
    int names_ok = 1, bytes_ok = 1, order_ok = 1, inside = 1, seq_ok = 1;
    for (size_t pl = 0; pl < x.nplanes; pl++) {
      for (size_t l = 0; l < x.planes[pl].nlines; l++) {
        const xsp_plane *plane = &x.planes[pl];
        const xsp_line *line = &plane->lines[l];
        int64_t prev_end = 0;
        uint64_t prev_seq = 0;
        for (size_t e = 0; e < line->nevents; e++) {
          const xsp_event *ev = &line->events[e];
          const char *name = xsp_event_name(plane, ev->metadata_id);
          uint64_t by = 0, seq = 0;
          stat_named(plane, ev, "bytes", &by);
          stat_named(plane, ev, "seq", &seq);
          if (pl == 0 && e < 2) {
            const char *want = l == 0 ? want0[e] : want1[e];
            names_ok &= name != NULL && strcmp(name, want) == 0;
            bytes_ok &= by == (l == 0 ? bytes0[e] : bytes1[e]);
          }
          if (pl == 1) names_ok &= name && strcmp(name, "memcpy_htod") == 0, bytes_ok &= by == 8192;
          /* In ns (ps since the epoch would not fit 64 bits). */
          int64_t start = line->timestamp_ns + ev->offset_ps / 1000, end = start + (ev->duration_ps + 999) / 1000;
          order_ok &= start >= prev_end - 1 && ev->duration_ps >= 0;
          inside &= start >= t0 && end <= t1 + 1;
          seq_ok &= seq > prev_seq;
          prev_end = end;
          prev_seq = seq;
        }
      }
    }
    CHECK(x.nplanes == 2 && x.planes[0].lines[0].nevents == 2 && x.planes[0].lines[1].nevents == 2 &&
              x.planes[1].lines[0].nevents == 1,
          "one event per op run in the session, none from before or after it");
    CHECK(names_ok, "each event named by the callback that enqueued it");
    CHECK(bytes_ok, "each copy and fill with the bytes it moved (host_callback: none)");
    CHECK(order_ok, "events of a line in order, none starting before the previous one ended");
    CHECK(seq_ok, "events in the stream's order (seq rising)");
    CHECK(inside, "every event inside the session's wall-clock span");
    CHECK(ran == 1, "the host callback ran once");
    xsp_free(&x);
  }
  free(b);

  /* A second session starts empty and records only its own ops. */
  CHECK(call(p.fns.start, &p) == TF_OK, "a second session starts");
  c.se->memcpy_htod(c.devices[1], s2, &m1, host, 100, st);
  c.se->block_host_until_done(c.devices[1], s2, st);
  CHECK(call(p.fns.stop, &p) == TF_OK, "and stops");
  b = collect(&p, &len, &code, &agree);
  parsed = code == TF_OK && b && xsp_parse(b, len, &x, why, sizeof why) == 0;
  CHECK(parsed && x.nplanes == 1 && x.planes[0].nlines == 1 && x.planes[0].lines[0].nevents == 1,
        "the second session's XSpace holds its one op only");
  if (parsed) xsp_free(&x);
  free(b);
  /* A wait for an event the other stream already reached is in the profile
   * as surely as one that waits: whether the other stream finished first is
   * timing (under load it usually has), and the profile of the same work
   * must not depend on it. */
  SP_Event ev = NULL;
  c.se->create_event(c.devices[0], &ev, st);
  CHECK(call(p.fns.start, &p) == TF_OK, "a third session starts");
  c.se->memcpy_htod(c.devices[0], s0, &m0, host, 64, st);
  c.se->record_event(c.devices[0], s0, ev, st);
  c.se->block_host_for_event(c.devices[0], ev, st); /* s0 reached the event before s1 waits for it */
  c.se->wait_for_event(c.devices[0], s1, ev, st);
  c.se->memset(c.devices[0], s1, &m0b, 0x11, 64, st);
  c.se->block_host_until_done(c.devices[0], s1, st);
  CHECK(call(p.fns.stop, &p) == TF_OK, "and stops");
  b = collect(&p, &len, &code, &agree);
  parsed = code == TF_OK && b && xsp_parse(b, len, &x, why, sizeof why) == 0;
  int waited = 0;
  for (size_t l = 0; parsed && x.nplanes == 1 && l < x.planes[0].nlines; l++) {
    const xsp_line *line = &x.planes[0].lines[l];
    if (line->nevents == 2) {
      const char *first = xsp_event_name(&x.planes[0], line->events[0].metadata_id);
      const char *second = xsp_event_name(&x.planes[0], line->events[1].metadata_id);
      waited |= first && second && strcmp(first, "wait_for_event") == 0 && strcmp(second, "memset") == 0;
    }
  }
  CHECK(waited, "a wait_for_event on an event already reached is in the profile, before the memset after it");
  if (parsed) xsp_free(&x);
  free(b);
  c.se->destroy_event(c.devices[0], ev);
  /* An empty session: no data, size 0, no second call. */
  call(p.fns.start, &p);
  call(p.fns.stop, &p);
  b = collect(&p, &len, &code, &agree);
  CHECK(code == TF_OK && b == NULL && len == 0, "an empty session reports 0 bytes");
  p.params.destroy_profiler(&p.profiler);
  p.params.destroy_profiler_fns(&p.fns);

  TF_DeleteStatus(st);
  c.se->destroy_stream(c.devices[0], s0);
  c.se->destroy_stream(c.devices[0], s1);
  c.se->destroy_stream(c.devices[1], s2);
  sc_free(&c, 0, &m0);
  sc_free(&c, 0, &m0b);
  sc_free(&c, 1, &m1);
  sc_core_teardown(&c);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
