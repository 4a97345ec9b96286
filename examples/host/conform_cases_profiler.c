/* P: the profiler module (TF_InitProfiler), driven as TensorFlow's
 * pluggable profiler drives it (host_profiler.c). A plugin that does not
 * export TF_InitProfiler has no profiler module, and TensorFlow 2.5's core
 * has none: every case is SKIP then. P05 and P06 are claims about every
 * collect_data_xspace call of the run (conform_judge.c). */
#include <string.h>

#include "conform.h"
#include "profile_view.h"

/* The workload a session profiles: what a core runs on a device between
 * start and stop. */
static void on_host(void *arg, TF_Status *status) {
  (void)arg;
  TF_SetStatus(status, TF_OK, "");
}

void conform_profile_workload(void *arg) {
  conform_ctx *c = arg;
  if (c->p.init == NULL || c->p.stage < HOST_STAGE_READY || c->device_count <= 0) return;
  if (c->ndev == 0) {
    char msg[300];
    if (host_device_open(&c->p, 0, &c->dev[0], msg, sizeof msg) != TF_OK) return;
    c->ndev = 1;
  }
  SP_Device *d = DEV(c);
  enum { N = 64 * 1024 };
  static unsigned char in[N], out[N];
  SP_Stream a = NULL, b = NULL;
  SP_Event e = NULL;
  SP_DeviceMemoryBase *m = conform_alloc(c, d, N);
  if (m == NULL) return;
  if (conform_stream_new(c, d, &a) == TF_OK && conform_stream_new(c, d, &b) == TF_OK &&
      conform_event_new(c, d, &e) == TF_OK) {
    conform_htod(c, d, a, m, in, N);
    conform_record(c, d, a, e);
    conform_wait_event(c, d, b, e);
    conform_dtoh(c, d, b, out, m, N);
    SP_StreamExecutor_host_callback_fn cb = HOST_SE(&c->p, host_callback);
    if (cb) cb(d, b, on_host, NULL);
    conform_block_stream(c, d, a);
    conform_block_stream(c, d, b);
  }
  if (e) conform_event_free(c, d, e);
  if (a) conform_stream_free(c, d, a);
  if (b) conform_stream_free(c, d, b);
  conform_free(c, d, m);
}

static conform_verdict p_init_ok(conform_ctx *c) {
  host_profiler_register(&c->prof, c->p.modules.entry[HOST_MOD_PROFILER]);
  if (c->prof.init_code != TF_OK) return CONFORM_FAILF(c, "TF_InitProfiler: %s", c->prof.init_msg);
  return CONFORM_PASSF(c, "TF_InitProfiler: %s", c->prof.status_unset ? "OK, its status never set (see X01)" : "OK");
}

static conform_verdict p_checks(conform_ctx *c) {
  host_profiler *p = &c->prof;
  TF_Code code = host_profiler_register(p, c->p.modules.entry[HOST_MOD_PROFILER]);
  if (p->init_code != TF_OK) return CONFORM_NOT_RUN_BY(c, "P01", "TF_InitProfiler: %s", p->init_msg);
  if (code != TF_OK) return CONFORM_FAILF(c, "this core refuses the registration: %s", p->error);
  return CONFORM_PASSF(c, "params %zu, profiler %zu, fns %zu; device_type '%s', start, stop and collect_data_xspace "
                          "set, both destroy callbacks set",
                       p->params_size, p->profiler_size, p->fns_size, p->device_type_then);
}

/* Registration already ran them (host_profiler_register); the session
 * after them shows they left the profiler whole. */
static conform_verdict p_destroy(conform_ctx *c) {
  host_profiler_session s;
  host_profiler_run(&c->prof, NULL, NULL, &s);
  int ok = s.start_code == TF_OK && s.stop_code == TF_OK && s.collect_code == TF_OK;
  host_profiler_session_free(&s);
  conform_note(c, "destroy_profiler and destroy_profiler_fns ran %d time(s) each on copies, as TensorFlow's "
                  "registration runs them (a model of its code)",
               c->prof.destroys);
  if (!ok)
    return CONFORM_FAILF(c, "the session after them failed: start %s, stop %s, collect %s", s.start_status,
                         s.stop_status, s.collect_status);
  return CONFORM_PASSF(c, "a session afterwards works");
}

static conform_verdict p_session(conform_ctx *c) {
  host_profiler_session s;
  host_profiler_run(&c->prof, conform_profile_workload, c, &s);
  conform_verdict v = CONFORM_PASS;
  if (s.start_code != TF_OK) {
    v = CONFORM_FAIL;
    conform_note(c, "start: %s (TensorFlow forwards nothing more to this profiler)", s.start_status);
  } else {
    if (s.stop_code != TF_OK) v = CONFORM_FAIL, conform_note(c, "stop: %s", s.stop_status);
    if (s.collect_code != TF_OK) v = CONFORM_FAIL, conform_note(c, "collect_data_xspace: %s", s.collect_status);
    if (s.size_unset) conform_note(c, "the first call left size_in_bytes unwritten (see P05)");
    else if (s.second_call)
      conform_note(c, "sizes %zu, then %zu%s", s.size1, s.size2, s.overrun ? " (see P05)" : "");
    else conform_note(c, "size 0: no data");
    if (s.parsed) conform_note(c, "%zu plane(s), %zu event(s)", s.space.nplanes, profile_event_count(&s.space));
  }
  host_profiler_session_free(&s);
  return v;
}

/* P05, P06: claims; alone, one session gives them something to speak of. */
static conform_verdict p_claim(conform_ctx *c) {
  host_profiler_session s;
  host_profiler_run(&c->prof, conform_profile_workload, c, &s);
  host_profiler_session_free(&s);
  return CONFORM_PASS;
}

static conform_verdict p_again(conform_ctx *c) {
  for (int i = 0; i < 2; i++) {
    host_profiler_session s;
    host_profiler_run(&c->prof, conform_profile_workload, c, &s);
    int ok = s.start_code == TF_OK && s.stop_code == TF_OK && s.collect_code == TF_OK;
    size_t events = s.parsed ? profile_event_count(&s.space) : 0;
    host_profiler_session_free(&s);
    if (!ok)
      return CONFORM_FAILF(c, "session %d: start %s, stop %s, collect %s", i + 1, s.start_status, s.stop_status,
                           s.collect_status);
    conform_note(c, "session %d: %zu event(s)", i + 1, events);
  }
  return CONFORM_PASS;
}

/* TensorFlow's trace viewer draws planes named /device:GPU:, /device:TPU:,
 * /device:CUSTOM: (newer TensorFlow) or /host:; others are dropped from
 * the view (tensorboard#5131). */
static conform_verdict p_plane_names(conform_ctx *c) {
  host_profiler_session s;
  host_profiler_run(&c->prof, conform_profile_workload, c, &s);
  if (!s.parsed || s.space.nplanes == 0) {
    host_profiler_session_free(&s);
    return CONFORM_SKIPF(c, "no plane to judge%s", s.parsed ? "" : " (the XSpace does not parse: see P06)");
  }
  static const char *const shown[] = {"/device:GPU:", "/device:TPU:", "/device:CUSTOM:", "/host:"};
  int bad = 0;
  for (size_t i = 0; i < s.space.nplanes; i++) {
    const char *name = s.space.planes[i].name;
    int ok = 0;
    for (size_t k = 0; k < sizeof shown / sizeof shown[0]; k++) ok |= strncmp(name, shown[k], strlen(shown[k])) == 0;
    if (!ok) bad = 1, conform_note(c, "plane '%s' is not drawn by the trace viewer", name);
  }
  size_t n = s.space.nplanes;
  host_profiler_session_free(&s);
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "%zu plane(s), each under a prefix the trace viewer draws", n);
}

const conform_case conform_cases_profiler[] = {
    {"P01", "profiler", "TF_InitProfiler succeeds for this core", CONFORM_REQUIRED, NEEDS_PROFILER_LOAD, p_init_ok, 0,
     HOST_MOD_PROFILER},
    {"P02", "profiler", "TensorFlow's registration checks (struct sizes, destroy callbacks, device_type, start/stop/collect)",
     CONFORM_REQUIRED, NEEDS_PROFILER_LOAD, p_checks, 0, HOST_MOD_PROFILER},
    {"P03", "profiler", "the destroy callbacks, run on copies at registration, leave the profiler working",
     CONFORM_EXPECTED, NEEDS_PROFILER, p_destroy, 0, HOST_MOD_PROFILER},
    {"P04", "profiler", "a session around a workload: start, stop and collect_data_xspace succeed", CONFORM_REQUIRED,
     NEEDS_PROFILER, p_session, 0, HOST_MOD_PROFILER},
    {"P05", "profiler", "collect_data_xspace reports the size first and then writes no more than it", CONFORM_REQUIRED,
     NEEDS_PROFILER, p_claim, 0, HOST_MOD_PROFILER},
    {"P06", "profiler", "the collected bytes parse as an XSpace", CONFORM_EXPECTED, NEEDS_PROFILER, p_claim, 0,
     HOST_MOD_PROFILER},
    {"P07", "profiler", "two more sessions work", CONFORM_ADVISORY, NEEDS_PROFILER, p_again, 0, HOST_MOD_PROFILER},
    {"P08", "profiler", "planes named as TensorFlow's trace viewer draws them", CONFORM_ADVISORY, NEEDS_PROFILER,
     p_plane_names, 0, HOST_MOD_PROFILER},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
