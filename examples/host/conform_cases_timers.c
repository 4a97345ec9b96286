/* T: timers. Deprecated since 0.3.0 (TF's newest core no longer creates
 * them), so ADVISORY; still checked for plugins that fill them for older
 * cores, because the RFC-sample lineage left create_timer empty while
 * nanoseconds dereferences the handle. */
#include "conform.h"

static void sleep_cb(void *const arg, TF_Status *const status) {
  conform_sleep_ms(*(int *)arg);
  if (status) TF_SetStatus(status, TF_OK, "");
}

static conform_verdict t_timer(conform_ctx *c) {
  if (!c->p.have_timer_fns)
    return CONFORM_SKIPF(c, "no timer fns (%s)", c->p.timer_error[0] ? c->p.timer_error : "not provided");
  SP_StreamExecutor_create_timer_fn create = HOST_SE(&c->p, create_timer);
  SP_StreamExecutor_destroy_timer_fn destroy = HOST_SE(&c->p, destroy_timer);
  SP_StreamExecutor_start_timer_fn start = HOST_SE(&c->p, start_timer);
  SP_StreamExecutor_stop_timer_fn stop = HOST_SE(&c->p, stop_timer);
  SP_TimerFns_nanoseconds_fn ns = SP_TimerFns_get_nanoseconds(c->p.timer_fns);
  if (!create || !destroy || !start || !stop || !ns) return CONFORM_FAILF(c, "timer callbacks incomplete");
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_Timer t = NULL;
  TF_Status *st = host_status_new();
  create(DEV(c), &t, st);
  TF_Code code = host_status_code(st, "create_timer");
  TF_DeleteStatus(st);
  if (code != TF_OK || t == NULL) return CONFORM_FAILF(c, "create_timer gave %s, handle %p", host_code_name(code), (void *)t);
  static int delay = 30;
  st = host_status_new();
  start(DEV(c), s, t, st);
  host_status_code(st, "start_timer");
  TF_DeleteStatus(st);
  if (!HOST_SE_CALL(&c->p, host_callback)(DEV(c), s, sleep_cb, &delay))
    return CONFORM_NOT_RUN_BY(c, "H01", "host_callback refused the 30 ms of work");
  st = host_status_new();
  stop(DEV(c), s, t, st);
  host_status_code(st, "stop_timer");
  TF_DeleteStatus(st);
  conform_block_stream(c, DEV(c), s);
  uint64_t a = ns(t), b = ns(t);
  destroy(DEV(c), t);
  conform_stream_free(c, DEV(c), s);
  if (a != b) return CONFORM_FAILF(c, "nanoseconds unstable: %llu then %llu", (unsigned long long)a, (unsigned long long)b);
  if (a < 25000000ull || a > 5000000000ull)
    return CONFORM_FAILF(c, "%llu ns around 30 ms of stream work", (unsigned long long)a);
  return CONFORM_PASSF(c, "%.1f ms measured around 30 ms of stream work", a / 1e6);
}

const conform_case conform_cases_timers[] = {
    {"T01", "timers", "timers measure stream time", CONFORM_ADVISORY, NEEDS_DEVICE, t_timer, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
