/* X: status, lifecycle, hygiene. Statuses that are never set (plugins that
 * rely on the core's OK default), teardown in TF's order and dlclose,
 * hostile handles, concurrency, and side effects of loading. */
#include "conform.h"

#include <dirent.h>
#include <malloc.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
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

/* What the process holds, as the host sees it for any plugin: heap bytes in
 * use (glibc's count, which every malloc and operator new of the plugin
 * reaches, in every arena), open descriptors and mappings. */
typedef struct held {
  long long heap;
  int fds, maps;
} held;

static int count_lines(const char *path) {
  FILE *f = fopen(path, "r");
  if (f == NULL) return -1;
  int n = 0;
  for (int ch; (ch = getc(f)) != EOF;) n += ch == '\n';
  fclose(f);
  return n;
}

static int count_entries(const char *dir) {
  DIR *d = opendir(dir);
  if (d == NULL) return -1;
  int n = 0;
  for (struct dirent *e; (e = readdir(d));) n += e->d_name[0] != '.';
  closedir(d);
  return n - 1; /* the directory stream's own descriptor */
}

static held held_now(void) {
  host_handover_release_retired();
  held h = {-1, count_entries("/proc/self/fd"), count_lines("/proc/self/maps")};
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 m = mallinfo2();
  h.heap = (long long)(m.uordblks + m.hblkhd);
#endif
  return h;
}

static void *workload_thread(void *c) {
  workload(c);
  return NULL;
}

/* One cycle on a thread of its own: what the C library caches per thread
 * (glibc's tcache, counted as in use) goes back to the heap when the
 * thread ends, so a reading sees what the plugin still holds. */
static void cycle(conform_ctx *c) {
  pthread_t t;
  if (pthread_create(&t, NULL, workload_thread, c) == 0) pthread_join(t, NULL);
  else workload(c);
}

/* X07: a create/destroy cycle of streams, events and allocations gives back
 * what it took. TensorFlow runs such cycles for as long as it runs, so one
 * event's worth kept per cycle is unbounded growth. Measured by the host
 * around the plugin, for any plugin (no introspection export needed), with
 * the host's own keeping of retired structs released before each reading.
 * The C library's and the plugin's bounded caches make the heap step now
 * and then; a leak makes it climb in (nearly) every cycle. So: a warm-up
 * until a few cycles in a row hold the heap steady (at most WARM_MAX), then
 * LEAK_CYCLES cycles, each read: a leak is the heap growing in at least
 * three quarters of them, or a descriptor or a mapping kept per cycle. */
enum { WARM_STEADY = 4, WARM_MAX = 64, LEAK_CYCLES = 32 };

static int held_same(held a, held b) { return a.heap == b.heap && a.fds == b.fds && a.maps == b.maps; }

static conform_verdict x_cycle_leaks(conform_ctx *c) {
  cycle(c);
  held last = held_now();
  int steady = 0, warm = 1;
  for (; warm < WARM_MAX && steady < WARM_STEADY; warm++) {
    cycle(c);
    held now = held_now();
    steady = held_same(now, last) ? steady + 1 : 0;
    last = now;
  }
  held first = last;
  int grew = 0;
  for (int i = 0; i < LEAK_CYCLES; i++) {
    cycle(c);
    held now = held_now();
    grew += now.heap > last.heap;
    last = now;
  }
  long long bytes = first.heap >= 0 ? last.heap - first.heap : 0;
  int fds = last.fds - first.fds, maps = last.maps - first.maps;
  const char *heap_note = first.heap >= 0 ? "" : " (heap not measurable with this C library)";
  if (grew * 4 >= LEAK_CYCLES * 3 || fds >= LEAK_CYCLES || maps >= LEAK_CYCLES)
    return CONFORM_FAILF(c, "%d create/destroy cycles of streams, events and allocations (after %d to warm up) kept "
                            "%lld heap bytes (%lld per cycle; the heap grew in %d of them), %d descriptor(s) and %d "
                            "mapping(s)%s: a destroy callback does not release what its create took",
                         LEAK_CYCLES, warm, bytes, bytes / LEAK_CYCLES, grew, fds, maps, heap_note);
  return CONFORM_PASSF(c, "%d create/destroy cycles of streams, events and allocations (after %d to warm up) gave "
                          "back what they took (heap %+lld bytes, growing in %d of them; descriptors %+d, mappings "
                          "%+d)%s",
                       LEAK_CYCLES, warm, bytes, grew, fds, maps, heap_note);
}

const conform_case conform_cases_lifecycle[] = {
    {"X01", "status and lifecycle", "every status-taking callback sets its status", CONFORM_EXPECTED, NEEDS_LOAD, x_status_set, 0, CONFORM_ANY_MODULE},
    {"X02", "status and lifecycle", "teardown in TF's order, then dlclose", CONFORM_REQUIRED, NEEDS_DEVICE, x_teardown, 0, HOST_MOD_SE},
    {"X03", "status and lifecycle", "no plugin threads left after teardown", CONFORM_ADVISORY, NEEDS_DEVICE, x_threads, 0, HOST_MOD_SE},
    {"X04", "status and lifecycle", "NULL handles do not crash the plugin", CONFORM_ADVISORY, NEEDS_DEVICE, x_hostile, 0, HOST_MOD_SE},
    {"X05", "status and lifecycle", "8 threads using streams, events and copies", CONFORM_ADVISORY, NEEDS_DEVICE, x_concurrency, 0, HOST_MOD_SE},
    {"X06", "status and lifecycle", "registration leaves environment and signals alone", CONFORM_ADVISORY, NEEDS_LOAD, x_side_effects, 0, HOST_MOD_SE},
    {"X07", "status and lifecycle", "create/destroy cycles give back what they took", CONFORM_ADVISORY, NEEDS_DEVICE, x_cycle_leaks, 0, HOST_MOD_SE},
    {"X08", "status and lifecycle", "use after destroy and double destroy do not crash", CONFORM_ADVISORY, NEEDS_DEVICE, x_after_destroy, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
