/* E: events. TF polls get_event_status; an event that is always COMPLETE
 * (RFC sample, DirectML, Vulten) or a poll that blocks (VultenRs) or a wait
 * that blocks the host (VEDA) break TF's overlap of work and copies. */
#include "conform.h"

#include <string.h>

static const char *event_name(SE_EventStatus s) {
  switch (s) {
    case SE_EVENT_UNKNOWN: return "UNKNOWN";
    case SE_EVENT_ERROR: return "ERROR";
    case SE_EVENT_PENDING: return "PENDING";
    case SE_EVENT_COMPLETE: return "COMPLETE";
  }
  return "out of range";
}

static SE_EventStatus poll_event(conform_ctx *c, SP_Device *d, SP_Event e) {
  return HOST_SE_CALL(&c->p, get_event_status)(d, e);
}

static conform_verdict e_create(conform_ctx *c) {
  SP_Event e[10];
  for (int i = 0; i < 10; i++)
    if (conform_event_new(c, DEV(c), &e[i]) != TF_OK) return CONFORM_FAILF(c, "create_event: %s", c->msg);
  int nulls = 0, dups = 0;
  for (int i = 0; i < 10; i++) {
    if (e[i] == NULL) nulls++;
    for (int j = 0; j < i; j++) dups += e[i] && e[i] == e[j];
  }
  for (int i = 0; i < 10; i++) conform_event_free(c, DEV(c), e[i]);
  if (nulls) return CONFORM_FAILF(c, "%d of 10 event handles NULL: the plugin has no real events", nulls);
  if (dups) return CONFORM_FAILF(c, "event handles alias each other");
  return CONFORM_PASSF(c, "10 distinct events created and destroyed");
}

static conform_verdict e_unrecorded(conform_ctx *c) {
  SP_Event e;
  if (conform_event_new(c, DEV(c), &e) != TF_OK) return CONFORM_FAILF(c, "create_event: %s", c->msg);
  SE_EventStatus st = poll_event(c, DEV(c), e);
  if (conform_block_event(c, DEV(c), e) != TF_OK) return CONFORM_FAILF(c, "block_host_for_event: %s", c->msg);
  conform_event_free(c, DEV(c), e);
  if (st != SE_EVENT_COMPLETE) return CONFORM_FAILF(c, "unrecorded event is %s (TF reads anything but COMPLETE/PENDING as an error)", event_name(st));
  return CONFORM_PASSF(c, "unrecorded event COMPLETE; block_host_for_event returns");
}

static conform_verdict e_pending(conform_ctx *c) {
  SP_Stream s;
  SP_Event e;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK || conform_event_new(c, DEV(c), &e) != TF_OK)
    return CONFORM_FAILF(c, "setup: %s", c->msg);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 2000, 1000, &state);
  if (state == GATE_NOT_RUN) return conform_gate_not_run(c, g);
  if (conform_record(c, DEV(c), s, e) != TF_OK) return CONFORM_FAILF(c, "record_event: %s", c->msg);
  double t0 = conform_now_ms();
  SE_EventStatus held = poll_event(c, DEV(c), e);
  double poll_ms = conform_now_ms() - t0;
  int blocked = conform_gate_opened_itself(g); /* see e_poll_nonblocking */
  conform_gate_open(g);
  if (conform_block_event(c, DEV(c), e) != TF_OK) return CONFORM_FAILF(c, "block_host_for_event: %s", c->msg);
  SE_EventStatus after = poll_event(c, DEV(c), e);
  if (after != SE_EVENT_COMPLETE) return CONFORM_FAILF(c, "after the stream drained: %s", event_name(after));
  if (state == GATE_INLINE) {
    /* host_callback ran the gate on this thread: nothing can hold the
     * stream. Whether callbacks wait for other queued work is asked
     * directly (S03 reads the same record). */
    if (conform_callback_order(c, DEV(c), s))
      return CONFORM_FAILF(c, "host_callback runs callbacks on the calling thread ahead of queued work: the stream "
                              "cannot be held, and events recorded after a callback say nothing about it");
    if (held == SE_EVENT_COMPLETE) return CONFORM_PASSF(c, "synchronous plugin: work done before record, COMPLETE is right");
    return CONFORM_PASSF(c, "host_callback runs callbacks on the calling thread, so the stream cannot be held; "
                            "recorded on the idle stream the event read %s, then COMPLETE", event_name(held));
  }
  if (held != SE_EVENT_PENDING && blocked)
    return CONFORM_FAILF(c, "never reported PENDING: the poll blocked %.0f ms until the held work ended, then said %s (see E04)",
                         poll_ms, event_name(held));
  if (held != SE_EVENT_PENDING)
    return CONFORM_FAILF(c, "event recorded behind held work is %s, want PENDING (always-COMPLETE events)", event_name(held));
  return CONFORM_PASSF(c, "PENDING while the stream was held, COMPLETE after");
}

static conform_verdict e_poll_nonblocking(conform_ctx *c) {
  SP_Stream s;
  SP_Event e;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK || conform_event_new(c, DEV(c), &e) != TF_OK)
    return CONFORM_FAILF(c, "setup: %s", c->msg);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 1000, 1000, &state);
  if (state == GATE_NOT_RUN) return conform_gate_not_run(c, g);
  if (conform_record(c, DEV(c), s, e) != TF_OK) return CONFORM_FAILF(c, "record_event: %s", c->msg);
  /* Blocking is judged by the gate, not by a duration: a poll that returns
   * only after the gate opened itself waited for the held work. Five polls
   * while the gate is closed; a slow one that did not outlast the gate is a
   * preempted host thread, not a blocking plugin. */
  double worst = 0;
  int blocked = 0;
  for (int i = 0; i < 5 && !blocked && !conform_gate_opened_itself(g); i++) {
    double t0 = conform_now_ms();
    poll_event(c, DEV(c), e);
    double dt = conform_now_ms() - t0;
    if (dt > worst) worst = dt;
    blocked = conform_gate_opened_itself(g);
  }
  conform_gate_open(g);
  conform_block_stream(c, DEV(c), s);
  if (blocked && state == GATE_HOLDING)
    return CONFORM_FAILF(c, "get_event_status blocked for %.0f ms while the stream was held (until the held work ended)",
                         worst);
  return CONFORM_PASSF(c, "slowest poll %.2f ms%s", worst, state == GATE_INLINE ? " (synchronous plugin)" : "");
}

static conform_verdict wait_other_stream(conform_ctx *c, SP_Device *da, SP_Device *db) {
  SP_Stream a, b;
  SP_Event e;
  conform_seq q;
  conform_seq_init(&q);
  if (conform_stream_new(c, da, &a) != TF_OK || conform_stream_new(c, db, &b) != TF_OK ||
      conform_event_new(c, da, &e) != TF_OK)
    return CONFORM_FAILF(c, "setup: %s", c->msg);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, da, a, 2000, 1000, &state);
  if (state == GATE_NOT_RUN) return conform_gate_not_run(c, g);
  if (conform_record(c, da, a, e) != TF_OK) return CONFORM_FAILF(c, "record_event: %s", c->msg);
  double t0 = conform_now_ms();
  TF_Code code = conform_wait_event(c, db, b, e);
  double took = conform_now_ms() - t0;
  int blocked = conform_gate_opened_itself(g); /* see e_poll_nonblocking */
  if (code != TF_OK) return CONFORM_FAILF(c, "wait_for_event: %s", c->msg);
  conform_seq_push(c, db, b, &q, 1);
  conform_sleep_ms(100);
  int early = conform_seq_count(&q);
  conform_gate_open(g);
  conform_block_stream(c, db, b);
  conform_seq_wait(&q, 1, 1000);
  if (state == GATE_INLINE) return CONFORM_PASSF(c, "synchronous plugin: event complete at record");
  if (blocked) return CONFORM_FAILF(c, "wait_for_event blocked the host for %.0f ms, until A's work ended", took);
  if (early) return CONFORM_FAILF(c, "B's work ran while the event on A was pending: wait ignored");
  if (conform_seq_count(&q) != 1) return CONFORM_FAILF(c, "B's work never ran after the event completed");
  return CONFORM_PASSF(c, "returned in %.2f ms; B waited for A's event", took);
}

static conform_verdict e_wait(conform_ctx *c) { return wait_other_stream(c, DEV(c), DEV(c)); }
static conform_verdict e_wait_cross(conform_ctx *c) {
  return wait_other_stream(c, c->dev[0].device, c->dev[1].device);
}

static conform_verdict e_rerecord(conform_ctx *c) {
  SP_Stream s;
  SP_Event e, e2;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK || conform_event_new(c, DEV(c), &e) != TF_OK ||
      conform_event_new(c, DEV(c), &e2) != TF_OK)
    return CONFORM_FAILF(c, "setup: %s", c->msg);
  conform_record(c, DEV(c), s, e);
  conform_block_event(c, DEV(c), e);
  SE_EventStatus first = poll_event(c, DEV(c), e);
  conform_gate_state state;
  conform_gate *g = conform_gate_close(c, DEV(c), s, 2000, 1000, &state);
  if (state == GATE_NOT_RUN) return conform_gate_not_run(c, g);
  conform_record(c, DEV(c), s, e);
  SE_EventStatus again = poll_event(c, DEV(c), e);
  conform_record(c, DEV(c), s, e2);
  conform_event_free(c, DEV(c), e2); /* destroyed while pending */
  conform_gate_open(g);
  conform_block_stream(c, DEV(c), s);
  SE_EventStatus last = poll_event(c, DEV(c), e);
  conform_event_free(c, DEV(c), e);
  if (first != SE_EVENT_COMPLETE || last != SE_EVENT_COMPLETE)
    return CONFORM_FAILF(c, "statuses %s then %s", event_name(first), event_name(last));
  if (state == GATE_HOLDING && again != SE_EVENT_PENDING)
    return CONFORM_FAILF(c, "re-recorded behind held work: %s, want PENDING", event_name(again));
  return CONFORM_PASSF(c, "re-record follows the latest record; destroying a pending event is safe");
}

const conform_case conform_cases_events[] = {
    {"E01", "events", "create/destroy events; handles non-NULL", CONFORM_EXPECTED, NEEDS_DEVICE, e_create, 0, HOST_MOD_SE},
    {"E02", "events", "an unrecorded event is COMPLETE", CONFORM_EXPECTED, NEEDS_DEVICE, e_unrecorded, 0, HOST_MOD_SE},
    {"E03", "events", "PENDING behind held work, COMPLETE after", CONFORM_EXPECTED, NEEDS_DEVICE, e_pending, 0, HOST_MOD_SE},
    {"E04", "events", "get_event_status does not block", CONFORM_EXPECTED, NEEDS_DEVICE, e_poll_nonblocking, 0, HOST_MOD_SE},
    {"E05", "events", "wait_for_event makes the stream wait, not the host", CONFORM_EXPECTED, NEEDS_DEVICE, e_wait, 0, HOST_MOD_SE},
    {"E06", "events", "wait_for_event across two devices", CONFORM_ADVISORY, NEEDS_TWO_DEVICES, e_wait_cross, 0, HOST_MOD_SE},
    {"E07", "events", "re-record and destroy while pending", CONFORM_ADVISORY, NEEDS_DEVICE, e_rerecord, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
