/* The conformance runner: a catalogue of cases (real_plugins.md section 6)
 * run against any plugin, each in its own forked child with a timeout so a
 * crash or a hang is a verdict, not the end of the run.
 *
 * Each child sends back, beside its verdict, its record of what the plugin
 * did (host_record). The run collects them into one record, and every case
 * that makes a claim about writes, sizes, statuses or devices (R08, R09,
 * X01, ...) is judged from that record after all cases ran, so no two
 * verdicts of a run can tell different stories (conform_judge.c).
 *
 * Files: conform_runner.c (children, collection), conform_judge.c (the
 * run's record, the claims judged from it, what blocked what, the root
 * cause), conform_report.c (text, summary table, JSON), conform_junit.c
 * (JUnit XML), conform_html.c (the HTML page), conform_util.c
 * (gates, memory and stream helpers shared by cases), conform_cases_*.c
 * (one per catalogue section). */
#ifndef SEABI_CONFORM_H_
#define SEABI_CONFORM_H_

#include <pthread.h>
#include <stdio.h>

#include "host.h"
#include "host_graph.h"
#include "host_kernel.h"
#include "host_profiler.h"

typedef enum {
  CONFORM_REQUIRED, /* TensorFlow would reject the plugin or crash */
  CONFORM_EXPECTED, /* the header's and the versioning note's contract */
  CONFORM_ADVISORY, /* robustness and best practice */
} conform_grade;

/* SKIP: the case does not apply to this plugin (one device, a layout without
 * the member, an optional extension it does not export). NOT_RUN: the case
 * applies but could not run because something it builds on failed (or the
 * plugin has no device to run it on); it names the case that judges that
 * prerequisite (blocked_by). A run with a NOT_RUN case is not conformant,
 * so `--only` on a plugin that cannot get that far, or one with 0 devices,
 * never reads as a pass. */
typedef enum { CONFORM_PASS, CONFORM_FAIL, CONFORM_SKIP, CONFORM_NOT_RUN } conform_verdict;

/* How much of the core a case needs before it runs. */
enum conform_needs {
  NEEDS_LOAD,        /* dlopen + SE_InitPlugin symbol; the case registers itself */
  NEEDS_REGISTER,    /* SE_InitPlugin called and validated */
  NEEDS_READY,       /* device fns, stream executor, timer fns created */
  NEEDS_DEVICE,      /* ... and device 0 created */
  NEEDS_TWO_DEVICES, /* ... and devices 0 and 1 */
  /* The other modules, initialised in TensorFlow's order: StreamExecutor
   * first (when the plugin exports it), then the graph optimizer, then the
   * profiler; the first that fails keeps the later ones from running. */
  NEEDS_GRAPH_LOAD,  /* TF_InitGraph exported and looked up by this core; the case calls it */
  NEEDS_GRAPH,       /* ... called and TensorFlow's checks passed */
  NEEDS_PROFILER_LOAD,
  NEEDS_PROFILER,
  /* The kernel module: TensorFlow calls TF_InitKernel after SE_InitPlugin
   * and before TF_InitGraph; it cannot fail, so it never stops the graph
   * and profiler modules (a crash inside it does). */
  NEEDS_KERNEL_LOAD, /* TF_InitKernel exported; the case calls it */
  NEEDS_KERNEL,      /* ... called (its registrations checked), device 0 open when there is one */
  /* Only the plugin's file, read before anything is loaded (R00, its
   * imports): run by the runner itself, in no child, before the probe. */
  NEEDS_FILE,
};

/* The module a case judges, when it is not the StreamExecutor module
 * (conform_case.module): a case of a module the plugin does not export is
 * SKIP ("absent"), never a failure. CONFORM_ANY_MODULE: a claim about every
 * struct or callback of the run, whatever module handed it over. */
#define CONFORM_ANY_MODULE HOST_MOD_COUNT

#define CONFORM_EVIDENCE_MAX 1024
/* A case id ("R05"), or CONFORM_DEADLINE_BLOCKER, with room to spare. */
#define CONFORM_ID_MAX 16
/* What a case NOT_RUN because the core's deadline passed names as its
 * blocker: no case, the run's own bound (--core-deadline). */
#define CONFORM_DEADLINE_BLOCKER "deadline"

typedef struct conform_ctx {
  const char *path;
  host_platform p;
  int device_count;
  host_device dev[2];
  int ndev;
  pthread_t main_thread;
  int threads_at_start; /* before the plugin was loaded (sanitizer runtimes add some) */
  char evidence[CONFORM_EVIDENCE_MAX];
  char blocked_by[CONFORM_ID_MAX]; /* NOT_RUN: the case that judges the prerequisite */
  char msg[512]; /* last status message from a helper */
  host_graph graph;    /* the graph module, once registered (NEEDS_GRAPH) */
  host_profiler prof;  /* the profiler module, once registered */
} conform_ctx;

typedef struct conform_case {
  const char *id;
  const char *group;
  const char *title;
  conform_grade grade;
  enum conform_needs needs;
  conform_verdict (*run)(conform_ctx *c);
  int timeout_ms; /* 0: the runner's default */
  enum host_module module; /* 0: StreamExecutor; CONFORM_ANY_MODULE: every module */
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
extern const conform_case conform_cases_graph[];
extern const conform_case conform_cases_profiler[];
extern const conform_case conform_cases_kernels[];

#define CONFORM_CITES_MAX 128

typedef struct conform_result {
  const conform_case *cs;
  conform_verdict verdict;
  char evidence[CONFORM_EVIDENCE_MAX];
  double ms;
  int internal; /* the host faulted in its own code: a seabi bug, not a verdict */
  char blocked_by[CONFORM_ID_MAX]; /* NOT_RUN: the case judging the prerequisite that failed */
  char follows_from[CONFORM_ID_MAX]; /* FAIL/NOT_RUN explained by the run's root cause: its case (conform_cause.c) */
  host_obs *obs;      /* what the plugin did in this case's child */
  size_t nobs;
  size_t cites[CONFORM_CITES_MAX]; /* the run's record entries this verdict rests on */
  size_t ncites;
  int refused_step;   /* enum host_prereq the child did not call because it hung in the probe */
  int overruled;      /* the runner's facts changed the verdict the child gave ... */
  conform_verdict child_said; /* ... which was this */
  char output[512];    /* the end of what the case's child wrote on stdout and stderr */
  size_t output_bytes; /* ... and how much it wrote in all */
} conform_result;

typedef struct conform_options {
  int timeout_ms;        /* per case; default 10000 */
  const char *only;      /* run only cases whose id starts with one of these
                            comma-separated prefixes ("H01,S05", "R") */
  FILE *progress;        /* one line per case as it finishes, or NULL */
  int jobs;              /* --all-cores: cores run at once; 0: one per online CPU */
  const char *junit;     /* --all-cores: write the JUnit report here (conform_junit.c) */
  const char *html;      /* --all-cores: write the HTML page here (conform_html.c) */
  int core_deadline_ms;  /* each core's run, probe included; 0: CONFORM_CORE_DEADLINE_MS */
} conform_options;

/* A core's run ends by then (--core-deadline SECONDS): the cases not begun
 * are NOT_RUN, "core deadline passed", and --all-cores goes on to the next
 * core, so no plugin makes a run last longer than its cores' deadlines. A
 * plugin that passes takes a second or two per core. */
#define CONFORM_CORE_DEADLINE_MS 60000

/* One entry of the run's record: an observation and the cases (by index in
 * conform_run.results) whose children made it. */
#define CONFORM_MAX_CASES 256
typedef struct conform_record_entry {
  host_obs obs;
  unsigned char seen[CONFORM_MAX_CASES / 8];
} conform_record_entry;

/* A prerequisite that failed, once, with how many cases it kept from running. */
typedef struct conform_blocker {
  char by[CONFORM_ID_MAX]; /* the case that judges it */
  char reason[CONFORM_EVIDENCE_MAX];
  size_t blocked;
} conform_blocker;

typedef struct conform_run {
  char path[4096];
  int loadable;          /* 0: could not be loaded at all */
  int load_faulted;      /* ... because plugin code (a constructor) crashed, hung or
                          * exited in dlopen: the plugin failed (exit 1), unlike a
                          * file that is no plugin (exit 2) */
  char load_error[1024];
  /* The plugin's dynamic imports, read before anything is loaded, judged
   * against this core's exports (R00; the JSON's `imports`). */
  host_imports imports;
  /* Platform facts from a plain registration, for the report header: what
   * was read, even when registration stopped part way. */
  char name[128], type[128], settled_to[128];
  int registered;        /* registered and executor created */
  char stopped[512];     /* why not, when !registered */
  int device_count;      /* -1: not known */
  char layout_hint[400]; /* " (plugin's SP_StreamExecutor.struct_size ...)" when not settled, else "" */
  /* The struct_size the plugin settles each struct to in this core, learnt
   * by the probe; every case's handovers are prefilled past it. */
  size_t learned[HOST_SZ_COUNT];
  conform_result *results;
  size_t count;
  conform_record_entry *record; /* every case's record, merged */
  size_t nrecord;
  conform_blocker *blockers;
  size_t nblockers;
  /* Facts the runner observed itself, from which no case's own word can
   * move it (conform_facts.c): how far the registration probe got, which
   * module entry points the file's dynamic symbol table exports, which
   * prerequisite hung in the probe, and the core's deadline. */
  int probe_stage;          /* HOST_STAGE_* the probe's platform reached */
  int probe_finished;       /* the probe's last reply came (it did not die part way) */
  char probe_judge[CONFORM_ID_MAX];      /* the case judging the step the probe stopped at ("" when it got through) */
  char probe_stopped[512];  /* what the probe saw there */
  int exports_read;         /* the dynamic symbol table was read */
  unsigned exported;        /* bit m: the file exports host_module_symbol(m) */
  int hung_step;            /* enum host_prereq that hung in the probe, HOST_PREREQ_NONE if none */
  int hung_ms;
  int deadline_ms;          /* the core's deadline */
  size_t deadline_not_run;  /* cases not run because it passed */
  size_t facts_overruled;   /* case verdicts the facts changed */
  /* What stopped the plugin: the failure that explains the others, found
   * from the record's order of events and what blocked what
   * (conform_cause.c; "" when conformant). */
  char root_case[CONFORM_ID_MAX];
  char root_cause[CONFORM_EVIDENCE_MAX];
  size_t root_blocked; /* cases not run because of it */
  size_t root_explains; /* other failures and cases not run that follow from it */
  long root_entry;      /* the record entry it rests on, -1: none */
} conform_run;

/* Runs the catalogue. Returns the process exit code the CLI should use
 * (HOST_EXIT_*): 0 conformant, 1 not (a REQUIRED/EXPECTED failure or a
 * case not run, or plugin code that crashed, hung or exited while it was
 * loaded), 2 not loadable (no file, a dlopen error, no entry point) or an
 * internal error (a case whose child
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
  size_t not_run_hard;                         /* REQUIRED/EXPECTED cases not run */
} conform_tally;
conform_tally conform_count(const conform_run *run);
int conform_is_conformant(const conform_tally *t);

/* ---- the run's record and the verdicts read from it (conform_judge.c) --- */

/* After every case ran: merges their records into run->record, judges the
 * claim cases from it, collects what blocked what and names the root cause,
 * and makes every reference to another case say whether it ran. */
void conform_judge_run(conform_run *run);
/* The runner's own facts over a case's word (conform_facts.c), as soon as
 * its child has ended (every fact is known before the cases run, so the
 * progress line already shows the verdict that stands): a case that depends on a
 * registration the probe saw fail or crash is NOT_RUN with that cause (its
 * judge cannot PASS); a case of a module the file does not export is SKIP;
 * a case that was refused a prerequisite which hung is NOT_RUN (its judge
 * FAILs with the hang). */
void conform_apply_facts(conform_run *run, conform_result *r);
/* Whether `id` is judged from the run's record (R08, R09, ...). */
int conform_is_claim(const char *id);
/* The claim case of the run that failed on record entry `e` (the first in
 * the claims table: R08 before R09), or NULL. */
const char *conform_claim_judging(const conform_run *run, size_t e);
/* The kinds (bit per host_obs_kind) claim case `id` fails on, 0 if `id`
 * is no record claim; `slots` (bit per struct slot, 0: any) and `core`
 * (whose entries count) when not NULL. */
uint64_t conform_claim_kinds(const char *id, unsigned *slots, const char **core);
/* Names the root cause and marks each failure that follows from it
 * (conform_cause.c); run after the claims are judged. */
void conform_find_root_cause(conform_run *run);
/* Whether the child of case `i` saw record entry `e`. */
int conform_entry_seen_by(const conform_run *run, size_t e, size_t i);
/* The result of case `id` in the run, or NULL when it did not run. */
const conform_result *conform_find(const conform_run *run, const char *id);

/* Each case's claims (conform_claims.c), the JSON `claims` array beside its
 * evidence: what it states about which object, field, size or return
 * value, so a reader (tests/conform/oracle.py) can hold every claim of a
 * report against every other. */
void conform_write_claims(FILE *f, const conform_run *run, size_t i);
/* Where cases' children saw one call return different values (host_callback
 * true in one, false in another), each says so, in its evidence and its
 * blocker's reason, rather than contradict the other. */
void conform_note_disagreements(conform_run *run);

/* AddressSanitizer (conform_asan.c). Whether its runtime is in this
 * process; for --asan, re-executes seabi with it preloaded (returns only
 * when already loaded, 0, or on an error, -1 with why in `err`). */
int conform_asan_loaded(void);
int conform_asan_reexec(const char *plugin, char *err, size_t n);
/* ASan's report in a child's stderr (`fd`) as one sentence of evidence
 * (kind, address, access, the first frame outside the runtime); 1 when
 * there is one. */
int conform_asan_summarize(const char *text, size_t len, char *out, size_t n);
/* The parts of such evidence; 1 when `evidence` holds one. */
int conform_asan_parse(const char *evidence, char *kind, size_t kn, char *address, size_t an, char *frame,
                       size_t fn);

/* Reporting. */
void conform_print_case(FILE *out, const conform_result *r);
void conform_print_summary(FILE *out, const conform_run *run);
int conform_write_json(const char *file, const conform_run *run);
/* The JSON's top-level `sandbox` object (host_sandbox_describe). */
void conform_json_sandbox(FILE *f);
/* `s` as a JSON string literal: UTF-8 kept, a byte that is not UTF-8 as
 * the text \xNN (as in every report). */
void conform_json_string(FILE *f, const char *s);
/* `s` for the text report: UTF-8 kept, control characters and bytes that
 * are not UTF-8 as \xNN (none reaches the terminal raw). */
void conform_text(FILE *f, const char *s);
/* Length of the valid, non-ASCII UTF-8 sequence at p, else 0. */
size_t conform_utf8_len(const unsigned char *p);

/* JUnit XML (conform_junit.c): a <testsuite> per core, a <testcase> per
 * case; FAIL a <failure> typed by grade, SKIP <skipped/>, NOT_RUN an
 * <error type="NOT_RUN"> (never a pass in CI). `file` "-": stdout. */
int conform_write_junit(const char *file, const conform_run *run);
/* --all-cores: each core's run writes its <testsuite> alone (in the child
 * that ran it, with that core active), and the parent joins the parts; a
 * core whose part is missing (`file` NULL or absent: the run was lost) gets
 * a testsuite whose one testcase is an <error> saying so, with `lost`. */
int conform_write_junit_part(const char *file, const conform_run *run);
typedef struct conform_junit_part {
  const char *core, *file, *lost;
} conform_junit_part;
int conform_junit_join(const char *file, const char *plugin, const conform_junit_part *parts, size_t n);
/* `s` as XML character data (attr: inside a double-quoted attribute); what
 * XML 1.0 cannot carry is written as the text \xNN. */
void conform_xml_text(FILE *f, const char *s, int attr);

/* The HTML page (conform_html.c): one self-contained file, cores by cases
 * as a coloured matrix, each cell's evidence on hover and click, the root
 * cause per core. It embeds a JSON document, a single run's
 * (conform_write_json) or --all-cores' (`json_file`), and renders it with
 * an inline script. */
int conform_write_html(const char *file, const char *json_file);
int conform_write_html_run(const char *file, const conform_run *run);

/* Every core profile (seabi_cores.c): `seabi cores`, and the suite run under
 * each profile with a table of verdicts. Returns 0 only when every profile
 * passes. */
int conform_list_cores(FILE *out);
/* `seabi cores --json`: every profile with its loader rules. */
int conform_list_cores_json(FILE *out);
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
/* NOT_RUN naming the case that judges the prerequisite: "allocate failed"
 * by M01. The report adds the id, and says when that case did not run. */
#define CONFORM_NOT_RUN_BY(c, id, ...) (conform_blocked((c), (id)), CONFORM_NOT_RUNF((c), __VA_ARGS__))
void conform_blocked(conform_ctx *c, const char *id);
/* NOT_RUN for a case that needs a device when the plugin reports none: not
 * a failure of the plugin, but nothing to judge (D01 reports the count). */
#define CONFORM_NO_DEVICE(c) \
  (conform_blocked((c), "D01"), conform_note((c), "the plugin reports 0 devices: there is no device to run this case on"), \
   CONFORM_NOT_RUN)
/* The case that judges the registration step `p` stopped at (R02-R05). */
const char *conform_registration_judge(const host_platform *p);
/* The bring-up every claim case does so its claim has something to speak
 * of under --only: registration, device fns and executor, the device
 * count, up to two devices, an allocation and the allocator stats on the
 * first; then, in TensorFlow's order, the graph module (registered, two
 * items optimized) and the profiler (registered, a session around a small
 * workload) where the plugin exports them. Returns NOT_RUN (blocked_by
 * set) where a StreamExecutor step failed, else PASS. */
conform_verdict conform_bring_up(conform_ctx *c);
/* Brings the module up to `needs` (NEEDS_GRAPH*, NEEDS_PROFILER*), after
 * the modules TensorFlow initialises before it: PASS, or the case's
 * verdict (SKIP when absent or not in this core, NOT_RUN naming the case
 * that judges the step that failed). */
conform_verdict conform_module_setup(conform_ctx *c, enum conform_needs needs);
/* A small workload on device 0 for a profiling session: two streams, a
 * copy each way, a fill, an event between them, a host callback (arg: the
 * conform_ctx). Does nothing without a device. */
void conform_profile_workload(void *arg);

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

/* Device memory: allocate into a handover at the core's size, then the
 * core's own copy of it (the handover is retired). Returns NULL when the
 * plugin returned a NULL opaque. */
SP_DeviceMemoryBase *conform_alloc(conform_ctx *c, SP_Device *d, uint64_t size);
void conform_free(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *m);
/* A view of `m` at `offset` (TF does such pointer arithmetic, #64372), at
 * the core's size; free it with host_guard_free. */
SP_DeviceMemoryBase *conform_view(const SP_DeviceMemoryBase *m, uint64_t offset, uint64_t size);
/* get_allocator_stats into a handover at the core's size, read as the core
 * reads it; 1 when it returned true. `out` may be NULL. */
typedef struct conform_allocator_stats {
  size_t struct_size;
  int64_t num_allocs, bytes_in_use, peak_bytes_in_use, largest_alloc_size, bytes_limit;
  int has_bytes_limit;
} conform_allocator_stats;
int conform_stats(conform_ctx *c, SP_Device *d, conform_allocator_stats *out);
TF_Code conform_sync_htod(conform_ctx *c, SP_Device *d, SP_DeviceMemoryBase *dst,
                          const void *src, uint64_t n);
TF_Code conform_sync_dtoh(conform_ctx *c, SP_Device *d, void *dst,
                          const SP_DeviceMemoryBase *src, uint64_t n);
TF_Code conform_htod(conform_ctx *c, SP_Device *d, SP_Stream s, SP_DeviceMemoryBase *dst,
                     const void *src, uint64_t n);
TF_Code conform_dtoh(conform_ctx *c, SP_Device *d, SP_Stream s, void *dst,
                     const SP_DeviceMemoryBase *src, uint64_t n);

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

/* create_device with the ordinals one past the count and -1, which the
 * plugin has to refuse (an error path for X01); each noted. Returns how
 * many it accepted. */
int conform_bad_ordinals(conform_ctx *c);

/* Whether host_callback runs its callback ahead of work queued before it
 * on `s` (an 8 MiB copy and an event): when the callback has run on the
 * calling thread before host_callback returned while that event is still
 * PENDING, records HOST_OBS_CALLBACK_AHEAD and returns 1. */
int conform_callback_order(conform_ctx *c, SP_Device *d, SP_Stream s);

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
