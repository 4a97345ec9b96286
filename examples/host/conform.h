/* The conformance runner: a catalogue of cases (real_plugins.md section 6)
 * run against any plugin, each in its own forked child with a timeout so a
 * crash or a hang is a verdict, not the end of the run.
 *
 * Files: conform_runner.c (fork, timeout, collection), conform_report.c
 * (text, summary table, JSON), conform_util.c (gates, memory and stream
 * helpers shared by cases), conform_cases_*.c (one per catalogue section). */
#ifndef SEABI_CONFORM_H_
#define SEABI_CONFORM_H_

#include <pthread.h>
#include <stdio.h>

#include "host.h"

typedef enum {
  CONFORM_REQUIRED, /* TensorFlow would reject the plugin or crash */
  CONFORM_EXPECTED, /* the header's and the versioning note's contract */
  CONFORM_ADVISORY, /* robustness and best practice */
} conform_grade;

/* SKIP: the case does not apply to this plugin (one device, a layout without
 * the member, an optional extension it does not export). NOT_RUN: the case
 * applies but could not run because something it builds on failed; the
 * evidence names what and which case judges it. A run with a NOT_RUN case
 * is not conformant, so `--only` on a plugin that cannot get that far never
 * reads as a pass. */
typedef enum { CONFORM_PASS, CONFORM_FAIL, CONFORM_SKIP, CONFORM_NOT_RUN } conform_verdict;

/* How much of the core a case needs before it runs. */
enum conform_needs {
  NEEDS_LOAD,        /* dlopen + SE_InitPlugin symbol; the case registers itself */
  NEEDS_REGISTER,    /* SE_InitPlugin called and validated */
  NEEDS_READY,       /* device fns, stream executor, timer fns created */
  NEEDS_DEVICE,      /* ... and device 0 created */
  NEEDS_TWO_DEVICES, /* ... and devices 0 and 1 */
};

#define CONFORM_EVIDENCE_MAX 1024

typedef struct conform_ctx {
  const char *path;
  host_platform p;
  int device_count;
  host_device dev[2];
  int ndev;
  pthread_t main_thread;
  int threads_at_start; /* before the plugin was loaded (sanitizer runtimes add some) */
  char evidence[CONFORM_EVIDENCE_MAX];
  char msg[512]; /* last status message from a helper */
} conform_ctx;

typedef struct conform_case {
  const char *id;
  const char *group;
  const char *title;
  conform_grade grade;
  enum conform_needs needs;
  conform_verdict (*run)(conform_ctx *c);
  int timeout_ms; /* 0: the runner's default */
} conform_case;

/* Each section's table ends with an entry whose id is NULL. */
extern const conform_case conform_cases_registration[];
extern const conform_case conform_cases_devices[];
extern const conform_case conform_cases_memory[];
extern const conform_case conform_cases_copies[];
extern const conform_case conform_cases_streams[];
extern const conform_case conform_cases_events[];
extern const conform_case conform_cases_callbacks[];
extern const conform_case conform_cases_timers[];
extern const conform_case conform_cases_lifecycle[];

typedef struct conform_result {
  const conform_case *cs;
  conform_verdict verdict;
  char evidence[CONFORM_EVIDENCE_MAX];
  double ms;
  int internal; /* the host faulted in its own code: a seabi bug, not a verdict */
} conform_result;

typedef struct conform_options {
  int timeout_ms;        /* per case; default 10000 */
  const char *only;      /* run only cases whose id starts with one of these
                            comma-separated prefixes ("H01,S05", "R") */
  FILE *progress;        /* one line per case as it finishes, or NULL */
  int jobs;              /* --all-cores: cores run at once; 0: one per online CPU */
} conform_options;

typedef struct conform_run {
  char path[4096];
  int loadable;          /* 0: could not be loaded at all */
  char load_error[512];
  /* Platform facts from a plain registration, for the report header: what
   * was read, even when registration stopped part way. */
  char name[128], type[128], built_for[64];
  int registered;        /* registered and executor created */
  char stopped[512];     /* why not, when !registered */
  int device_count;      /* -1: not known */
  char layout_hint[400]; /* " (plugin's SP_StreamExecutor.struct_size ...)" when not the core's, else "" */
  conform_result *results;
  size_t count;
} conform_run;

/* Runs the catalogue. Returns the process exit code the CLI should use
 * (HOST_EXIT_*): 0 conformant, 1 not (a REQUIRED/EXPECTED failure or a
 * case not run), 2 not loadable or an internal error (a case whose child
 * faulted in the host's own code). */
int conform_run_all(const char *path, const conform_options *opt, conform_run *run);
void conform_run_free(conform_run *run);
/* How many cases `opt` selects (--only); 0 is a usage error, never a pass.
 * When a prefix of the list selects nothing, it is copied to `unmatched`
 * (a typo in a list must not quietly shrink the run) and 0 is returned. */
size_t conform_cases_selected(const conform_options *opt, char *unmatched, size_t n);

/* Verdict counts of a run; the one place that decides "conformant". */
typedef struct conform_tally {
  size_t pass, fail, fail_hard, skip, not_run; /* fail_hard: REQUIRED/EXPECTED */
} conform_tally;
conform_tally conform_count(const conform_run *run);
int conform_is_conformant(const conform_tally *t);

/* Reporting. */
void conform_print_case(FILE *out, const conform_result *r);
void conform_print_summary(FILE *out, const conform_run *run);
int conform_write_json(const char *file, const conform_run *run);
/* `s` as a JSON string literal. */
void conform_json_string(FILE *f, const char *s);

/* Every core profile (seabi_cores.c): `seabi cores`, and the suite run under
 * each profile with a table of verdicts. Returns 0 only when every profile
 * passes. */
int conform_list_cores(FILE *out);
/* "Struct size" per struct the core `name` hands over; -1 if unknown. */
int conform_print_core_sizes(FILE *out, const char *name);
int conform_all_cores(const char *plugin, const conform_options *opt, const char *json);
const char *conform_grade_name(conform_grade g);
const char *conform_verdict_name(conform_verdict v);

/* ---- helpers for cases (conform_util.c) --------------------------------- */

/* Appends to the case's evidence. */
void conform_note(conform_ctx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
#define CONFORM_FAILF(c, ...) (conform_note((c), __VA_ARGS__), CONFORM_FAIL)
#define CONFORM_PASSF(c, ...) (conform_note((c), __VA_ARGS__), CONFORM_PASS)
#define CONFORM_SKIPF(c, ...) (conform_note((c), __VA_ARGS__), CONFORM_SKIP)
/* The format names what failed and the case that judges it: "allocate
 * returned NULL (M01)". */
#define CONFORM_NOT_RUNF(c, ...) (conform_note((c), "prerequisite failed: " __VA_ARGS__), CONFORM_NOT_RUN)

double conform_now_ms(void);
/* Threads of this process (from /proc/self/task); -1 if unknown. */
int conform_thread_count(void);
void conform_sleep_ms(int ms);

/* The device a case works on (device 0 unless stated). */
#define DEV(c) ((c)->dev[0].device)
#define SE(c) ((c)->p.se)

/* Stream, event and memory wrappers: fresh sentinel status per call, result
 * code returned, message in c->msg. NULL function pointers give
 * TF_UNIMPLEMENTED. */
TF_Code conform_stream_new(conform_ctx *c, SP_Device *d, SP_Stream *s);
/* As TensorFlow master's core creates a stream: create_stream_with_options
 * when the core has SP_StreamOptions and the plugin's struct_size covers a
 * non-NULL callback, else create_stream; a requested priority (has_priority)
 * without the callback is refused with TF_INVALID_ARGUMENT. */
TF_Code conform_stream_new_with(conform_ctx *c, SP_Device *d, SP_Stream *s, int has_priority,
                                int32_t priority);
void conform_stream_free(conform_ctx *c, SP_Device *d, SP_Stream s);
TF_Code conform_event_new(conform_ctx *c, SP_Device *d, SP_Event *e);
void conform_event_free(conform_ctx *c, SP_Device *d, SP_Event e);
TF_Code conform_record(conform_ctx *c, SP_Device *d, SP_Stream s, SP_Event e);
TF_Code conform_wait_event(conform_ctx *c, SP_Device *d, SP_Stream s, SP_Event e);
TF_Code conform_block_event(conform_ctx *c, SP_Device *d, SP_Event e);
/* block_host_until_done, or TF's fallback (record an event and block on it)
 * when the plugin leaves it NULL. */
TF_Code conform_block_stream(conform_ctx *c, SP_Device *d, SP_Stream s);
TF_Code conform_sync_all(conform_ctx *c, SP_Device *d);

/* Device memory in a guarded SP_DeviceMemoryBase (canaries after it).
 * Returns NULL when the plugin returned a NULL opaque. */
SP_DeviceMemoryBase *conform_alloc(conform_ctx *c, SP_Device *d, uint64_t size);
void conform_free(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *m);
/* A view of `m` at `offset` (TF does such pointer arithmetic, #64372). */
SP_DeviceMemoryBase conform_view(const SP_DeviceMemoryBase *m, uint64_t offset, uint64_t size);
TF_Code conform_sync_htod(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *dst,
                          const void *src, uint64_t n);
TF_Code conform_sync_dtoh(conform_ctx *c, SP_Device *d, void *dst,
                          const SP_DeviceMemoryBase *src, uint64_t n);
TF_Code conform_htod(conform_ctx *c, SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *dst,
                     const void *src, uint64_t n);
TF_Code conform_dtoh(conform_ctx *c, SP_Device *d, SP_Stream s, void *dst,
                     const SP_DeviceMemoryBase *src, uint64_t n);
/* Bytes of guard canaries after device-memory structs found changed so far. */
size_t conform_struct_canary_damage(void);

/* A gate holds a stream: a host callback that blocks until opened (or until
 * its auto-open deadline, so a broken plugin cannot hang the case). */
typedef enum {
  GATE_HOLDING, /* callback entered on another thread and waits */
  GATE_INLINE,  /* ran on the caller's thread or finished before host_callback
                   returned: the plugin executes synchronously */
  GATE_NOT_RUN, /* host_callback refused, or the callback never started */
} conform_gate_state;

typedef struct conform_gate {
  pthread_mutex_t m;
  pthread_cond_t cv;
  pthread_t caller;
  SP_Device *device; /* where the gate was enqueued: a refused gate's stream */
  SP_Stream stream;  /* is drained before saying whether the callback ran */
  int auto_open_ms;
  int wait_entered_ms;
  int no_host_callback; /* the plugin's host_callback is NULL */
  int refused;          /* host_callback returned false (the callback may still run) */
  int entered, released, runs, inline_run, auto_opened, null_status;
  double entered_at, left_at;
} conform_gate;

/* Enqueues a gate on `s`. The gate is heap allocated and never freed (the
 * plugin might still call it). */
/* wait_entered_ms: how long to wait for the callback to start (0 when the
 * stream is known to be busy before the gate; the state is then HOLDING
 * unless it ran inline). */
conform_gate *conform_gate_close(conform_ctx *c, SP_Device *d, SP_Stream s, int auto_open_ms,
                                 int wait_entered_ms, conform_gate_state *state);
void conform_gate_open(conform_gate *g);
/* The NOT_RUN verdict for a gate that came back GATE_NOT_RUN, saying what
 * host_callback did: NULL, returned false with or without running the
 * callback, or returned true and never started it. */
conform_verdict conform_gate_not_run(conform_ctx *c, conform_gate *g);
/* 1 once the gate has reached its auto-open deadline: a call that returns
 * after that waited for the held work itself. Verdicts about blocking ask
 * this rather than compare a duration with a threshold, which a preempted
 * host thread can exceed on a loaded machine. */
int conform_gate_opened_itself(conform_gate *g);
/* Waits until the gate callback has returned (or timeout); 1 if it did. */
int conform_gate_wait_done(conform_gate *g, int timeout_ms);

/* A host callback that appends its tag to a shared sequence. */
typedef struct conform_seq {
  pthread_mutex_t m;
  int tags[256];
  int n;
  int null_status;
  pthread_t threads[256];
} conform_seq;
typedef struct conform_seq_arg {
  conform_seq *seq;
  int tag;
} conform_seq_arg;
void conform_seq_init(conform_seq *q);
/* Enqueues a host callback recording `tag`; returns host_callback's result.
 * The argument lives in a heap block (never freed; see gates). */
int conform_seq_push(conform_ctx *c, SP_Device *d, SP_Stream s, conform_seq *q, int tag);
int conform_seq_count(conform_seq *q);
/* Waits until q has at least n entries; 1 on success. */
int conform_seq_wait(conform_seq *q, int n, int timeout_ms);

#endif /* SEABI_CONFORM_H_ */
