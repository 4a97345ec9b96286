/* X: status, lifecycle, hygiene. Statuses that are never set (plugins that
 * rely on the core's OK default), teardown in TF's order and dlclose,
 * hostile handles, concurrency, and side effects of loading. */
#include "conform.h"

#include <dlfcn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

extern char **environ;

/* Calls every status-taking callback once in a plausible order. */
static void workload(conform_ctx *c) {
  SP_Device *d = DEV(c);
  SP_Stream a = NULL, b = NULL;
  SP_Event e = NULL;
  unsigned char buf[256] = {1};
  conform_stream_new(c, d, &a);
  conform_stream_new(c, d, &b);
  conform_event_new(c, d, &e);
  SP_DeviceMemoryBase *m = conform_alloc(c, d, sizeof buf);
  SP_DeviceMemoryBase *m2 = conform_alloc(c, d, sizeof buf);
  TF_Status *st;
#define CALL(name, ...)                                          \
  do {                                                           \
    if (HOST_SE(&c->p, name)) {                                  \
      st = host_status_new();                                    \
      HOST_SE_CALL(&c->p, name)(__VA_ARGS__, st);                     \
      host_status_code(st, #name);                               \
      TF_DeleteStatus(st);                                       \
    }                                                            \
  } while (0)
  if (m && m2) {
    CALL(sync_memcpy_htod, d, m, buf, sizeof buf);
    CALL(sync_memcpy_dtoh, d, buf, m, sizeof buf);
    CALL(sync_memcpy_dtod, d, m2, m, sizeof buf);
    CALL(memcpy_htod, d, a, m, buf, sizeof buf);
    CALL(memcpy_dtoh, d, a, buf, m, sizeof buf);
    CALL(memcpy_dtod, d, a, m2, m, sizeof buf);
    CALL(mem_zero, d, a, m, 16);
    CALL(memset, d, a, m, 1, 16);
    CALL(memset32, d, a, m, 1, 16);
  }
  CALL(create_stream_dependency, d, b, a);
  CALL(record_event, d, a, e);
  CALL(wait_for_event, d, b, e);
  CALL(block_host_for_event, d, e);
  CALL(block_host_until_done, d, a);
  CALL(get_stream_status, d, a);
  CALL(synchronize_all_activity, d);
#undef CALL
  conform_event_free(c, d, e);
  conform_free(c, d, m);
  conform_free(c, d, m2);
  conform_stream_free(c, d, a);
  conform_stream_free(c, d, b);
}

/* X01 is judged from the run's record: every status the plugin left unset,
 * on a success path or an error path, in any case. Its own child drives
 * the workload and the error path every plugin meets in TensorFlow and
 * survives, ordinals it has to refuse; other cases add theirs (D04, C13,
 * S09, X04). */
static conform_verdict x_status_set(conform_ctx *c) {
  /* Every module's callbacks: the bring-up registers them all and drives
   * the graph optimizer and a profiling session. */
  conform_verdict v = conform_bring_up(c);
  if (v != CONFORM_PASS) return v;
  if (c->p.init != NULL) {
    if (c->device_count == 0) return CONFORM_NO_DEVICE(c);
    workload(c);
    (void)conform_bad_ordinals(c);
  }
  c->evidence[0] = '\0'; /* the claim's words are the judge's */
  return CONFORM_PASS;
}

static conform_verdict x_teardown(conform_ctx *c) {
  workload(c);
  for (int i = c->ndev; i-- > 0;) host_device_close(&c->dev[i]);
  c->ndev = 0;
  host_platform_close(&c->p, 0);
  return CONFORM_PASSF(c, "executor, timer fns, device fns, platform and platform fns destroyed; dlclose done");
}

static conform_verdict x_threads(conform_ctx *c) {
  int before = conform_thread_count();
  workload(c);
  for (int i = c->ndev; i-- > 0;) host_device_close(&c->dev[i]);
  c->ndev = 0;
  host_platform_close(&c->p, 1);
  conform_sleep_ms(50);
  int after = conform_thread_count(), base = c->threads_at_start;
  if (after > base)
    return CONFORM_FAILF(c, "%d thread(s) still running after teardown (had %d with the platform up)",
                         after - base, before - base);
  return CONFORM_PASSF(c, "no plugin threads left after teardown");
}

static conform_verdict x_hostile(conform_ctx *c) {
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 64);
  unsigned char buf[64] = {0};
  int bad = 0;
  if (m && conform_htod(c, DEV(c), NULL, m, buf, sizeof buf) == TF_OK)
    conform_note(c, "memcpy_htod on a NULL stream accepted");
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) == TF_OK) {
    int was = host_status_expect_error(1);
    if (conform_record(c, DEV(c), s, NULL) == TF_OK) bad = 1, conform_note(c, "record_event(NULL event) -> OK");
    host_status_expect_error(was);
    conform_block_stream(c, DEV(c), s);
    conform_stream_free(c, DEV(c), s);
  }
  conform_free(c, DEV(c), m);
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "NULL handles refused or tolerated without a crash");
}

typedef struct {
  conform_ctx *c;
  int failures;
} worker;

static void *stress(void *p) {
  worker *w = p;
  /* A private copy: helpers write their last message into the context. */
  conform_ctx *c = malloc(sizeof *c);
  memcpy(c, w->c, sizeof *c);
  unsigned char in[1024], out[1024];
  for (int r = 0; r < 20; r++) {
    SP_Stream s;
    SP_Event e;
    if (conform_stream_new(c, DEV(c), &s) != TF_OK || conform_event_new(c, DEV(c), &e) != TF_OK) {
      w->failures++;
      continue;
    }
    SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), sizeof in);
    for (size_t i = 0; i < sizeof in; i++) in[i] = (unsigned char)(i + r);
    if (m) {
      conform_htod(c, DEV(c), s, m, in, sizeof in);
      conform_dtoh(c, DEV(c), s, out, m, sizeof out);
      conform_record(c, DEV(c), s, e);
      conform_block_event(c, DEV(c), e);
      if (memcmp(in, out, sizeof in)) w->failures++;
    } else {
      w->failures++;
    }
    conform_free(c, DEV(c), m);
    conform_event_free(c, DEV(c), e);
    conform_stream_free(c, DEV(c), s);
  }
  free(c);
  return NULL;
}

static conform_verdict x_concurrency(conform_ctx *c) {
  pthread_t t[8];
  worker w[8];
  for (int i = 0; i < 8; i++) {
    w[i].c = c;
    w[i].failures = 0;
    pthread_create(&t[i], NULL, stress, &w[i]);
  }
  int failures = 0;
  for (int i = 0; i < 8; i++) {
    pthread_join(t[i], NULL);
    failures += w[i].failures;
  }
  if (failures) return CONFORM_FAILF(c, "%d of 160 concurrent stream/event/copy rounds failed", failures);
  return CONFORM_PASSF(c, "8 threads x 20 rounds of stream+event+copies");
}

static unsigned long env_hash(void) {
  unsigned long h = 5381;
  for (char **e = environ; *e; e++)
    for (const char *p = *e; *p; p++) h = h * 33 + (unsigned char)*p;
  return h;
}

static conform_verdict x_side_effects(conform_ctx *c) {
  /* The runner loaded the plugin already (NEEDS_LOAD only dlopens); compare
   * around registration, and around a fresh dlopen of a second handle. */
  static const int sigs[] = {SIGSEGV, SIGABRT, SIGINT, SIGTERM, SIGBUS, SIGFPE, SIGILL, SIGCHLD, SIGPIPE};
  struct sigaction before[sizeof sigs / sizeof sigs[0]];
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) sigaction(sigs[i], NULL, &before[i]);
  unsigned long h0 = env_hash();
  /* Registration may fail (R02-R05 judge that); SE_InitPlugin has run by
   * then and its side effects still count, but nothing past it can run. */
  const char *stopped = NULL, *judge = NULL;
  if (host_platform_register(&c->p, NULL) != TF_OK)
    stopped = "registration", judge = conform_registration_judge(&c->p);
  else if (host_platform_create_fns(&c->p) != TF_OK)
    stopped = "creating device fns and the stream executor", judge = "R11";
  int bad = 0;
  if (env_hash() != h0) bad = 1, conform_note(c, "environment changed by SE_InitPlugin");
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction now;
    sigaction(sigs[i], NULL, &now);
    if (now.sa_handler != before[i].sa_handler)
      bad = 1, conform_note(c, "handler for signal %d (%s) replaced", sigs[i], strsignal(sigs[i]));
  }
  if (bad) return CONFORM_FAIL;
  if (stopped)
    return CONFORM_NOT_RUN_BY(c, judge, "%s: %s; the calls before it left environment and signal handlers unchanged",
                              stopped, c->p.error);
  return CONFORM_PASSF(c, "environment and signal handlers unchanged");
}

/* Hostile mode: what a buggy core (or a plugin's own kernels) might do. Only
 * "no crash" is judged; refusing with a status, ignoring, or reporting the
 * misuse are all fine. */
static conform_verdict x_after_destroy(conform_ctx *c) {
  SP_Stream s;
  SP_Event e;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK || conform_event_new(c, DEV(c), &e) != TF_OK)
    return CONFORM_NOT_RUN_BY(c, "S01", "create_stream or create_event: %s", c->msg);
  conform_record(c, DEV(c), s, e);
  conform_block_event(c, DEV(c), e);
  conform_event_free(c, DEV(c), e);
  SE_EventStatus st = HOST_SE_CALL(&c->p, get_event_status)(DEV(c), e);
  conform_note(c, "get_event_status after destroy_event -> %d", (int)st);
  conform_event_free(c, DEV(c), e);
  conform_note(c, "second destroy_event returned");
  conform_stream_free(c, DEV(c), s);
  TF_Code code = conform_block_stream(c, DEV(c), s);
  conform_note(c, "block on a destroyed stream -> %s", host_code_name(code));
  conform_stream_free(c, DEV(c), s);
  conform_note(c, "second destroy_stream returned");
  /* The plugin must still work afterwards. */
  SP_Stream t;
  if (conform_stream_new(c, DEV(c), &t) != TF_OK) return CONFORM_FAILF(c, "create_stream afterwards: %s", c->msg);
  conform_stream_free(c, DEV(c), t);
  return CONFORM_PASS;
}

/* The leading, stable part of simdev's SIMDEV_Counters (examples/simdev/
 * simdev.h). The struct is versioned like every SP_ struct: passing a
 * struct_size that covers only these fields is how an older caller asks. */
typedef struct introspection_counters {
  size_t struct_size;
  int64_t live_devices, live_streams, live_events, live_timers, live_device_allocations,
      live_host_allocations, live_unified_allocations;
} introspection_counters;

static conform_verdict x_introspection(conform_ctx *c) {
  void *sym = dlsym(c->p.dso, "SIMDEV_GetCounters");
  if (sym == NULL)
    return CONFORM_SKIPF(c, "optional: the plugin exports no live-object counters; a plugin that does lets "
                            "seabi count what teardown left alive (see the host README, X07)");
  void (*get)(introspection_counters *);
  memcpy(&get, &sym, sizeof get);
  workload(c);
  for (int i = c->ndev; i-- > 0;) host_device_close(&c->dev[i]);
  c->ndev = 0;
  host_platform_close(&c->p, 1); /* keep the library mapped to ask it */
  introspection_counters k;
  memset(&k, 0, sizeof k);
  k.struct_size = sizeof k;
  get(&k);
  int64_t live = k.live_devices + k.live_streams + k.live_events + k.live_timers +
                 k.live_device_allocations + k.live_host_allocations + k.live_unified_allocations;
  conform_note(c, "live after teardown: devices %lld, streams %lld, events %lld, timers %lld, "
               "device allocations %lld, host allocations %lld",
               (long long)k.live_devices, (long long)k.live_streams, (long long)k.live_events,
               (long long)k.live_timers, (long long)k.live_device_allocations,
               (long long)k.live_host_allocations);
  return live ? CONFORM_FAIL : CONFORM_PASS;
}

const conform_case conform_cases_lifecycle[] = {
    {"X01", "status and lifecycle", "every status-taking callback sets its status", CONFORM_EXPECTED, NEEDS_LOAD, x_status_set, 0, CONFORM_ANY_MODULE},
    {"X02", "status and lifecycle", "teardown in TF's order, then dlclose", CONFORM_REQUIRED, NEEDS_DEVICE, x_teardown, 0, HOST_MOD_SE},
    {"X03", "status and lifecycle", "no plugin threads left after teardown", CONFORM_ADVISORY, NEEDS_DEVICE, x_threads, 0, HOST_MOD_SE},
    {"X04", "status and lifecycle", "NULL handles do not crash the plugin", CONFORM_ADVISORY, NEEDS_DEVICE, x_hostile, 0, HOST_MOD_SE},
    {"X05", "status and lifecycle", "8 threads using streams, events and copies", CONFORM_ADVISORY, NEEDS_DEVICE, x_concurrency, 0, HOST_MOD_SE},
    {"X06", "status and lifecycle", "registration leaves environment and signals alone", CONFORM_ADVISORY, NEEDS_LOAD, x_side_effects, 0, HOST_MOD_SE},
    {"X07", "status and lifecycle", "plugin's own introspection: nothing live after teardown", CONFORM_ADVISORY, NEEDS_DEVICE, x_introspection, 0, HOST_MOD_SE},
    {"X08", "status and lifecycle", "use after destroy and double destroy do not crash", CONFORM_ADVISORY, NEEDS_DEVICE, x_after_destroy, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
