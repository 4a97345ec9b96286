/* Runs each case in its own guarded child (host_child_run), so the plugin
 * under test starts fresh every time (as in a new TensorFlow process) and a
 * crash, abort, exit() or hang inside the plugin becomes that case's
 * verdict. The child replies with its verdict; its record of what the
 * plugin did comes back with it (each observation the moment it was made,
 * so a crash cannot lose what came before). Anything but a reply (a
 * signal, an exit, the timeout) is turned into a FAIL with the reason and
 * the last line the child wrote to stderr as evidence.
 *
 * Before the cases, a probe brings the plugin up once in a child of its
 * own: for the report header, to tell "cannot be loaded at all" from
 * "loads but fails cases", and to learn the struct_size the plugin settles
 * each struct to in this core, so every case's handovers are prefilled past
 * it (host_handover.c) and a write of any value there is seen. */
#include "conform.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_TIMEOUT_MS 10000

static const conform_case *const *sections(void) {
  static const conform_case *const all[] = {
      conform_cases_registration, conform_cases_devices,   conform_cases_memory,
      conform_cases_copies,       conform_cases_streams,   conform_cases_events,
      conform_cases_callbacks,    conform_cases_timers,    conform_cases_lifecycle,
      conform_cases_kernels,      conform_cases_graph,     conform_cases_profiler,
      NULL};
  return all;
}

/* What a case child replies. */
typedef struct wire_verdict {
  int verdict;
  char blocked_by[CONFORM_ID_MAX];
  char evidence[CONFORM_EVIDENCE_MAX];
  int refused_step; /* enum host_prereq the case did not call: it hung in the probe */
} wire_verdict;

void conform_blocked(conform_ctx *c, const char *id) { host_format(c->blocked_by, sizeof c->blocked_by, "%s", id); }

const char *conform_registration_judge(const host_platform *p) {
  switch (p->stop) {
    case HOST_STOP_INIT: return "R02";
    case HOST_STOP_STRUCT_SIZE: return "R03";
    case HOST_STOP_NAME: return "R04";
    default: return "R05";
  }
}

/* Brings the core up to `needs`. Returns CONFORM_PASS when it got there;
 * otherwise why not is in c->evidence and the result is the case's verdict:
 * NOT_RUN when a step failed (blocked_by names the case that judges it) or
 * the plugin reports no device, SKIP when it legally has fewer devices than
 * the case needs. */
static conform_verdict setup(conform_ctx *c, enum conform_needs needs, enum host_module module) {
  if (c->p.stage < HOST_STAGE_LOADED && host_platform_load(&c->p, c->path) != 0)
    return CONFORM_NOT_RUN_BY(c, "R01", "loading: %s", c->p.error);
  if (needs >= NEEDS_GRAPH_LOAD) return conform_module_setup(c, needs);
  if (module == CONFORM_ANY_MODULE) return CONFORM_PASS; /* the case brings up what is exported */
  if (c->p.init == NULL) {
    char modules[300];
    return CONFORM_SKIPF(c, "the plugin does not export SE_InitPlugin: it has no StreamExecutor module (it exports %s)",
                         host_modules_describe(&c->p.modules, modules, sizeof modules));
  }
  if (needs == NEEDS_LOAD) return CONFORM_PASS;
  if (c->p.stage < HOST_STAGE_REGISTERED && host_platform_register(&c->p, NULL) != TF_OK)
    return CONFORM_NOT_RUN_BY(c, conform_registration_judge(&c->p), "registration: %s", c->p.error);
  if (needs == NEEDS_REGISTER) return CONFORM_PASS;
  if (c->p.stage < HOST_STAGE_READY) {
    if (host_platform_create_fns(&c->p) != TF_OK)
      return CONFORM_NOT_RUN_BY(c, "R11", "creating device fns and the stream executor: %s", c->p.error);
    c->device_count = host_platform_device_count(&c->p);
  }
  if (needs == NEEDS_READY) return CONFORM_PASS;
  if (c->device_count < 0) return CONFORM_NOT_RUN_BY(c, "D01", "device count: %s", c->p.error);
  if (c->device_count == 0) return CONFORM_NO_DEVICE(c);
  int want = needs == NEEDS_TWO_DEVICES ? 2 : 1;
  if (c->device_count < want)
    return CONFORM_SKIPF(c, "needs %d device%s, the plugin reports %d", want, want > 1 ? "s" : "",
                         c->device_count);
  for (int i = c->ndev; i < want; i++) {
    char msg[512];
    if (host_device_open(&c->p, i, &c->dev[i], msg, sizeof msg) != TF_OK)
      return CONFORM_NOT_RUN_BY(c, "D02", "device %d: %s", i, msg);
    c->ndev++;
  }
  return CONFORM_PASS;
}

/* TF_InitKernel, once per process, as TensorFlow calls it (it cannot
 * fail); the registrations are checked against the platform's type. */
static void kernels_init(conform_ctx *c) {
  if (host_kernel_initialized() || c->p.modules.entry[HOST_MOD_KERNEL] == NULL) return;
  host_kernel_init(c->p.modules.entry[HOST_MOD_KERNEL], c->p.stage >= HOST_STAGE_REGISTERED ? c->p.type : NULL);
}

/* The modules the active core initialises before `m`, in its loader's
 * order (host_loader_before: StreamExecutor then graph before the kernel
 * module up to TensorFlow 2.11, kernel before graph from 2.12), each up:
 * the StreamExecutor module through its stream executor
 * (InitStreamExecutorPlugin creates the device fns, the executor and the
 * timer fns), the graph module registered. The core stops at the first
 * module that fails, unless its loader only logs that module's failure: so
 * does the host, naming the case that judges it. */
static conform_verdict modules_before(conform_ctx *c, enum host_module m) {
  char order[200];
  host_format(order, sizeof order, "the %s core initialises the plugin's modules in its loader's order (%s) and stops "
              "at the first that fails", host_profile_active_name(), host_profile_loader_name());
  enum host_module before[HOST_MOD_COUNT];
  size_t n = host_loader_before(m, before, HOST_MOD_COUNT);
  for (size_t i = 0; i < n; i++) {
    enum host_module x = before[i];
    if (c->p.modules.entry[x] == NULL || !host_profile_has_module(x)) continue;
    int logged = host_loader_failure_logged(x);
    if (x == HOST_MOD_SE && c->p.stage < HOST_STAGE_READY) {
      if (c->p.stage < HOST_STAGE_REGISTERED && host_platform_register(&c->p, NULL) != TF_OK && !logged)
        return CONFORM_NOT_RUN_BY(c, conform_registration_judge(&c->p), "%s: SE_InitPlugin: %s", order, c->p.error);
      if (c->p.stage >= HOST_STAGE_REGISTERED && host_platform_create_fns(&c->p) != TF_OK && !logged)
        return CONFORM_NOT_RUN_BY(c, "R11", "%s: the StreamExecutor module: %s", order, c->p.error);
      c->device_count = host_platform_device_count(&c->p);
    } else if (x == HOST_MOD_GRAPH) {
      if (!c->graph.registered && c->graph.stop == HOST_GRAPH_STOP_NONE)
        host_graph_register(&c->graph, c->p.modules.entry[HOST_MOD_GRAPH]);
      if (!c->graph.registered && !logged)
        return CONFORM_NOT_RUN_BY(c, c->graph.stop == HOST_GRAPH_STOP_INIT ? "G02" : "G03", "%s: TF_InitGraph: %s",
                                  order, c->graph.error);
    } else if (x == HOST_MOD_KERNEL) {
      kernels_init(c); /* TF_InitKernel cannot fail: nothing after it is stopped */
    }
    /* NPD and PJRT are reported only (host_module_driven). */
  }
  return CONFORM_PASS;
}

conform_verdict conform_module_setup(conform_ctx *c, enum conform_needs needs) {
  int graph = needs == NEEDS_GRAPH_LOAD || needs == NEEDS_GRAPH;
  int kernel = needs == NEEDS_KERNEL_LOAD || needs == NEEDS_KERNEL;
  enum host_module m = kernel ? HOST_MOD_KERNEL : graph ? HOST_MOD_GRAPH : HOST_MOD_PROFILER;
  if (c->p.modules.entry[m] == NULL) {
    if (c->p.modules.pre_release[0])
      conform_note(c, "it exports %s; ", c->p.modules.pre_release);
    return CONFORM_SKIPF(c, "the plugin does not export %s: it has no %s module", host_module_symbol(m),
                         host_module_name(m));
  }
  if (!host_profile_has_module(m))
    return CONFORM_SKIPF(c, "this %s core does not load %s plugins (`seabi cores` lists the modules each core loads)",
                         host_profile_active_name(), host_module_name(m));
  char refusal[600];
  if (!host_loader_reaches(&c->p.modules, m))
    return CONFORM_NOT_RUN_BY(c, "R01", "this core's loader never initialises the %s module: %s", host_module_name(m),
                              host_loader_refusal(&c->p.modules, refusal, sizeof refusal));
  conform_verdict v = modules_before(c, m);
  if (v != CONFORM_PASS || needs == NEEDS_GRAPH_LOAD || needs == NEEDS_PROFILER_LOAD || needs == NEEDS_KERNEL_LOAD)
    return v;
  if (kernel) {
    kernels_init(c);
    if (c->ndev == 0 && c->p.stage >= HOST_STAGE_READY && c->device_count > 0) {
      char msg[512];
      if (host_device_open(&c->p, 0, &c->dev[0], msg, sizeof msg) != TF_OK)
        return CONFORM_NOT_RUN_BY(c, "D02", "device 0: %s", msg);
      c->ndev = 1;
    }
  } else if (graph) {
    if (!c->graph.registered && c->graph.stop == HOST_GRAPH_STOP_NONE) host_graph_register(&c->graph, c->p.modules.entry[m]);
    if (!c->graph.registered)
      return CONFORM_NOT_RUN_BY(c, c->graph.stop == HOST_GRAPH_STOP_INIT ? "G02" : "G03", "TF_InitGraph: %s",
                                c->graph.error);
  } else {
    if (!c->prof.registered && c->prof.stop == HOST_PROFILER_STOP_NONE)
      host_profiler_register(&c->prof, c->p.modules.entry[m]);
    if (!c->prof.registered)
      return CONFORM_NOT_RUN_BY(c, c->prof.stop == HOST_PROFILER_STOP_INIT ? "P01" : "P02", "TF_InitProfiler: %s",
                                c->prof.error);
  }
  return CONFORM_PASS;
}

conform_verdict conform_bring_up(conform_ctx *c) {
  conform_verdict v = CONFORM_PASS;
  if (c->p.stage < HOST_STAGE_LOADED && host_platform_load(&c->p, c->path) != 0)
    return CONFORM_NOT_RUN_BY(c, "R01", "loading: %s", c->p.error);
  if (c->p.init != NULL) {
    v = setup(c, NEEDS_READY, HOST_MOD_SE);
    if (v != CONFORM_PASS) return v;
    int want = c->device_count < 2 ? c->device_count : 2;
    if (want > 0 && (v = setup(c, want == 2 ? NEEDS_TWO_DEVICES : NEEDS_DEVICE, HOST_MOD_SE)) != CONFORM_PASS) return v;
    if (c->ndev > 0) {
      SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 64);
      conform_free(c, DEV(c), m);
      if (HOST_SE(&c->p, get_allocator_stats)) conform_stats(c, DEV(c), NULL);
    }
  }
  /* The other modules hand over their structs too: whatever they do with
   * them goes to the record. A module that fails stops here, as in
   * TensorFlow, without a verdict of its own (its cases judge it). */
  char saved[CONFORM_EVIDENCE_MAX], blocked[CONFORM_ID_MAX];
  host_format(saved, sizeof saved, "%s", c->evidence);
  host_format(blocked, sizeof blocked, "%s", c->blocked_by);
  (void)conform_module_setup(c, NEEDS_KERNEL); /* registrations only: kernels run in the K cases */
  if (conform_module_setup(c, NEEDS_GRAPH) == CONFORM_PASS) {
    host_graph_run run;
    host_graph_optimize(&c->graph, &run);
  }
  if (conform_module_setup(c, NEEDS_PROFILER) == CONFORM_PASS) {
    host_profiler_session s;
    host_profiler_run(&c->prof, conform_profile_workload, c, &s);
    host_profiler_session_free(&s);
  }
  host_format(c->evidence, sizeof c->evidence, "%s", saved);
  host_format(c->blocked_by, sizeof c->blocked_by, "%s", blocked);
  return v;
}

/* ---- one case ----------------------------------------------------------- */

typedef struct case_job {
  const char *path;
  const conform_case *cs;
} case_job;

/* A case that came to a prerequisite which hung in the probe ends there,
 * its verdict saying so (conform_apply_facts words it). */
static void case_refused(enum host_prereq q, const char *why) {
  wire_verdict w;
  memset(&w, 0, sizeof w);
  w.verdict = CONFORM_NOT_RUN;
  w.refused_step = (int)q;
  host_format(w.blocked_by, sizeof w.blocked_by, "%s", host_prereq_judge(q));
  host_format(w.evidence, sizeof w.evidence, "%s", why);
  host_child_reply(&w, sizeof w);
  host_child_finish(0);
}

/* The child's stdout and stderr are captured by host_child_run (never the
 * report's terminal): their last line is crash evidence. */
static int case_child(void *arg) {
  const case_job *j = arg;
  conform_ctx *c = calloc(1, sizeof *c);
  if (c == NULL) return HOST_EXIT_INTERNAL;
  c->path = j->path;
  host_prereq_on_refusal(case_refused);
  c->main_thread = pthread_self();
  c->threads_at_start = conform_thread_count();
  wire_verdict w;
  memset(&w, 0, sizeof w);
  w.verdict = setup(c, j->cs->needs, j->cs->module);
  if (w.verdict == CONFORM_PASS) w.verdict = j->cs->run(c);
  host_format(w.evidence, sizeof w.evidence, "%s", c->evidence);
  if (w.verdict == CONFORM_NOT_RUN) host_format(w.blocked_by, sizeof w.blocked_by, "%s", c->blocked_by);
  w.refused_step = (int)host_prereq_refused();
  host_child_reply(&w, sizeof w);
  /* No teardown: a verdict is in; the plugin's threads die with us. */
  return 0;
}

/* Last non-empty line of the child's output, for crash evidence. */
static void last_output_line(const host_child_result *res, char *out, size_t n) {
  char buf[HOST_CHILD_OUTPUT_KEEP + 1];
  host_format(buf, sizeof buf, "%s", res->output);
  char *end = buf + strlen(buf);
  while (end > buf && (end[-1] == '\n' || end[-1] == ' ')) *--end = '\0';
  char *start = strrchr(buf, '\n');
  start = start ? start + 1 : buf;
  host_format(out, n, "%s", start);
}

/* `hint`: the layout note of the plugin's executor (host_layout_note, empty
 * when it settled), added to a crash, hang or exit so it reads "... plugin
 * filled X's layout in a Y core" as the validation verdicts do. */
static void run_case(const char *path, const conform_case *cs, int timeout_ms, const char *hint,
                     conform_result *r) {
  memset(r, 0, sizeof *r);
  r->cs = cs;
  r->refused_step = HOST_PREREQ_NONE;
  host_child_result *res = malloc(sizeof *res);
  if (res == NULL) {
    r->verdict = CONFORM_FAIL;
    r->internal = 1;
    host_format(r->evidence, sizeof r->evidence, "internal error: out of memory -- this is a seabi bug");
    return;
  }
  case_job job = {path, cs};
  double t0 = conform_now_ms();
  host_child_run(case_child, &job, timeout_ms, res);
  r->ms = conform_now_ms() - t0;
  char tail[300] = "", asan[CONFORM_EVIDENCE_MAX] = "";
  last_output_line(res, tail, sizeof tail);
  conform_asan_summarize(res->output, res->output_len, asan, sizeof asan);
  r->output_bytes = res->output_total;
  host_format(r->output, sizeof r->output, "%s",
              res->output_len > sizeof r->output - 1 ? res->output + res->output_len - (sizeof r->output - 1)
                                                      : res->output);
  if (res->nobs) {
    r->obs = malloc(res->nobs * sizeof *r->obs);
    if (r->obs != NULL) memcpy(r->obs, res->obs, res->nobs * sizeof *r->obs), r->nobs = res->nobs;
  }
  wire_verdict w;
  if (res->outcome == HOST_CHILD_INTERNAL) {
    /* Never booked as the plugin's crash: the run reports a seabi bug. */
    r->verdict = CONFORM_FAIL;
    r->internal = 1;
    host_format(r->evidence, sizeof r->evidence, "%s", res->why);
  } else if (res->outcome == HOST_CHILD_DONE && res->payload_size == sizeof w) {
    /* The case's own verdict stands only beside the authenticated DONE and
     * the reaper's word that the child then exited normally (host_child.c):
     * a verdict record followed by a crash is the crash's. */
    memcpy(&w, res->payload, sizeof w);
    r->verdict = w.verdict == CONFORM_PASS || w.verdict == CONFORM_SKIP || w.verdict == CONFORM_NOT_RUN
                     ? (conform_verdict)w.verdict
                     : CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "%s", w.evidence);
    if (r->verdict == CONFORM_NOT_RUN) host_format(r->blocked_by, sizeof r->blocked_by, "%s", w.blocked_by);
    if (w.refused_step >= 0 && w.refused_step < HOST_PREREQ_COUNT) r->refused_step = w.refused_step;
  } else {
    r->verdict = CONFORM_FAIL;
    char stray_note[120] = "";
    if (res->stray)
      host_format(stray_note, sizeof stray_note, "; plugin code also wrote %zu bytes on seabi's result channel",
                  res->stray);
    switch (res->outcome) {
      case HOST_CHILD_ABSENT: host_format(r->evidence, sizeof r->evidence, "%s", res->why); break;
      case HOST_CHILD_FORGED:
        /* Bytes that are no record of this child's: plugin code wrote them. */
        host_format(r->evidence, sizeof r->evidence,
                    "plugin code wrote %zu bytes on seabi's result channel (forged or stray records: "
                    "no verdict can come from them)%s",
                    res->stray, hint);
        break;
      case HOST_CHILD_HANG:
        host_format(r->evidence, sizeof r->evidence, "hang: no verdict after %d ms (killed)%s%s", timeout_ms, hint,
                    stray_note);
        break;
      case HOST_CHILD_CRASH:
        host_format(r->evidence, sizeof r->evidence, "crash: signal %d (%s)%s%s%s%s", res->code, strsignal(res->code),
                    tail[0] ? "; stderr: " : "", tail, hint, stray_note);
        break;
      default:
        host_format(r->evidence, sizeof r->evidence, "process exited with status %d inside the plugin%s%s%s%s",
                    res->code, tail[0] ? "; stderr: " : "", tail, hint, stray_note);
    }
  }
  /* A memory error ASan reported is the case's failure, whatever the
   * child replied before or instead of it. */
  if (asan[0] && !r->internal) {
    r->verdict = CONFORM_FAIL;
    r->blocked_by[0] = '\0';
    host_format(r->evidence, sizeof r->evidence, "%s", asan);
  }
  free(res);
}

/* ---- the probe ---------------------------------------------------------- */

/* What the probe learnt; replied after loading, after each prerequisite
 * it got through, and at the end (finished), so the parent knows how far
 * it got even when the plugin killed it part way. */
typedef struct probe_facts {
  int loadable, registered;
  char error[1024], name[128], type[128], settled_to[128];
  char layout_hint[400]; /* host_layout_note of the plugin's executor */
  int device_count;
  int stage;    /* HOST_STAGE_* its platform reached */
  char judge[CONFORM_ID_MAX]; /* the case judging the registration step it stopped at */
  int finished; /* the last reply: the probe ran to its end */
} probe_facts;

/* Loading gets PROBE_LOAD_MS, however short --timeout is (a busy machine
 * can take seconds to fork and dlopen a sanitized process: "cannot be
 * loaded" must never come from that); each prerequisite after it, and
 * then the rest of the bring-up, gets the case timeout of its own. */
#define PROBE_LOAD_MS 10000
static int probe_case_ms;

/* The next step, named as the parent names it if the child ends there,
 * with a deadline of its own: a hang is then a hang of that step. */
static void probe_step(const char *name) {
  host_child_deadline(probe_case_ms);
  host_child_stage("%s", name);
}

/* The prerequisites every case builds on, one at a time (host_prereq.h):
 * SE_InitPlugin, the device fns and executor, device 0, a stream on it.
 * Returns 0 when the rest of the bring-up may follow. */
static int probe_prerequisites(conform_ctx *c, probe_facts *f) {
  if (c->p.init == NULL) return 0; /* no StreamExecutor module: the others are brought up */
  probe_step(host_prereq_name(HOST_PREREQ_INIT));
  if (host_platform_register(&c->p, NULL) != TF_OK) {
    host_format(f->judge, sizeof f->judge, "%s", conform_registration_judge(&c->p));
    return -1;
  }
  f->stage = c->p.stage;
  host_child_reply(f, sizeof *f);
  probe_step("creating the device fns and the stream executor");
  if (host_platform_create_fns(&c->p) != TF_OK) {
    host_format(f->judge, sizeof f->judge, "R11");
    return -1;
  }
  c->device_count = host_platform_device_count(&c->p);
  f->stage = c->p.stage;
  f->device_count = c->device_count;
  host_format(f->settled_to, sizeof f->settled_to, "%s", c->p.settled_to);
  host_format(f->name, sizeof f->name, "%s", c->p.name);
  host_format(f->type, sizeof f->type, "%s", c->p.type);
  host_child_reply(f, sizeof *f);
  if (c->device_count <= 0) return 0;
  char msg[512];
  probe_step(host_prereq_name(HOST_PREREQ_CREATE_DEVICE));
  if (host_device_open(&c->p, 0, &c->dev[0], msg, sizeof msg) != TF_OK) return 0; /* D02 judges it */
  c->ndev = 1;
  probe_step(host_prereq_name(HOST_PREREQ_CREATE_STREAM));
  SP_Stream s = NULL;
  if (conform_stream_new(c, DEV(c), &s) == TF_OK && s != NULL) {
    probe_step("destroy_stream");
    conform_stream_free(c, DEV(c), s);
  }
  return 0;
}

static int probe_child(void *arg) {
  const char *path = arg;
  static conform_ctx c;
  static probe_facts f;
  c.path = path;
  host_child_stage("loading");
  if (host_platform_load(&c.p, path) == 0) {
    f.loadable = 1;
    f.stage = c.p.stage;
    host_child_reply(&f, sizeof f); /* it loads, whatever SE_InitPlugin does next */
    if (probe_prerequisites(&c, &f) == 0) {
      host_child_deadline(probe_case_ms);
      host_child_stage("registering");
      if (conform_bring_up(&c) == CONFORM_PASS || c.p.stage >= HOST_STAGE_READY) {
        f.registered = c.p.stage >= HOST_STAGE_READY;
        f.device_count = c.device_count;
        host_format(f.settled_to, sizeof f.settled_to, "%s", c.p.settled_to);
        host_layout_note(HOST_SZ_STREAM_EXECUTOR, c.p.se_struct_size, f.layout_hint, sizeof f.layout_hint);
      }
    }
    host_format(f.name, sizeof f.name, "%s", c.p.name);
    host_format(f.type, sizeof f.type, "%s", c.p.type);
  }
  f.stage = c.p.stage;
  f.finished = 1;
  host_format(f.error, sizeof f.error, "%s", c.p.error);
  host_child_reply(&f, sizeof f);
  return 0;
}

/* The case judging the step a probe that did not finish ended in. */
static const char *judge_of_stage(const char *stage) {
  if (strcmp(stage, host_prereq_name(HOST_PREREQ_INIT)) == 0) return "R02";
  if (strncmp(stage, "creating the device fns", 23) == 0) return "R11";
  return "";
}

static void probe(const char *path, int timeout_ms, int budget_ms, conform_run *run) {
  host_child_result *res = malloc(sizeof *res);
  probe_facts f;
  memset(&f, 0, sizeof f);
  if (res == NULL) return;
  probe_case_ms = timeout_ms < budget_ms ? timeout_ms : budget_ms;
  int load_ms = timeout_ms > PROBE_LOAD_MS ? timeout_ms : PROBE_LOAD_MS;
  if (load_ms > budget_ms) load_ms = budget_ms; /* nothing outlasts the core's deadline */
  host_child_run(probe_child, (void *)path, load_ms, res);
  if (res->payload_size == sizeof f) memcpy(&f, res->payload, sizeof f);
  run->loadable = f.loadable;
  host_format(run->load_error, sizeof run->load_error, "%s", f.error);
  /* The plugin's own code ran and misbehaved (a constructor): a plugin
   * failure, as `list` and `demo` count it, not a file seabi cannot use. */
  run->load_faulted = !f.loadable && res->outcome != HOST_CHILD_DONE && res->outcome != HOST_CHILD_INTERNAL;
  if (!f.loadable && res->outcome == HOST_CHILD_CRASH)
    host_format(run->load_error, sizeof run->load_error, "crashed in dlopen (signal %d, %s)", res->code,
                strsignal(res->code));
  else if (!f.loadable && res->outcome != HOST_CHILD_DONE)
    host_format(run->load_error, sizeof run->load_error, "%s", res->why); /* never an empty reason */
  host_format(run->name, sizeof run->name, "%s", f.name);
  host_format(run->type, sizeof run->type, "%s", f.type);
  /* Registered on the probe's own last word, or, when it died part way
   * after registering (a hang in create_stream), on the stage it said it
   * had reached before. */
  run->registered = f.finished ? f.registered : f.stage >= HOST_STAGE_READY;
  run->probe_stage = f.stage;
  run->probe_finished = f.finished;
  run->hung_step = HOST_PREREQ_NONE;
  if (f.loadable && !f.finished) {
    if (res->outcome == HOST_CHILD_HANG) {
      run->hung_step = host_prereq_named(res->stage);
      run->hung_ms = probe_case_ms;
    }
    host_format(run->probe_judge, sizeof run->probe_judge, "%s", judge_of_stage(res->stage));
    if (res->why[0])
      host_format(run->probe_stopped, sizeof run->probe_stopped, "the registration probe %s", res->why);
    else
      host_format(run->probe_stopped, sizeof run->probe_stopped,
                  "the registration probe ended while %s without its last reply (what it sent came from "
                  "elsewhere in its process: plugin code writing on the runner's channel)",
                  res->stage[0] ? res->stage : "starting");
  } else if (f.loadable) {
    host_format(run->probe_judge, sizeof run->probe_judge, "%s", f.judge);
    host_format(run->probe_stopped, sizeof run->probe_stopped, "%s", f.error);
  }
  if (!run->registered)
    host_format(run->stopped, sizeof run->stopped, "%s",
                f.finished && f.error[0] ? f.error : run->probe_stopped[0] ? run->probe_stopped : res->why);
  host_format(run->settled_to, sizeof run->settled_to, "%s", run->registered && f.settled_to[0] ? f.settled_to : "unknown");
  run->device_count = run->registered ? f.device_count : -1;
  host_format(run->layout_hint, sizeof run->layout_hint, "%s", f.layout_hint);
  /* The smallest size each struct was settled to (a plugin may settle one
   * kind differently from call to call: the prefill then starts early). */
  for (size_t i = 0; i < res->nobs; i++) {
    const host_obs *o = &res->obs[i];
    if (o->kind != HOST_OBS_SETTLED || o->slot < 0 || o->slot >= HOST_SZ_COUNT) continue;
    size_t v = (size_t)o->value;
    if (run->learned[o->slot] == 0 || v < run->learned[o->slot]) run->learned[o->slot] = v;
  }
  free(res);
}

/* ---- selection ---------------------------------------------------------- */

/* Whether `id` starts with the `len` bytes of `prefix`; an empty prefix
 * selects nothing. */
static int id_has_prefix(const char *id, const char *prefix, size_t len) {
  return len > 0 && strncmp(id, prefix, len) == 0;
}

static int selected(const conform_case *cs, const conform_options *opt) {
  if (!(opt && opt->only)) return 1;
  for (const char *p = opt->only;; p++) {
    size_t len = strcspn(p, ",");
    if (id_has_prefix(cs->id, p, len)) return 1;
    p += len;
    if (*p == '\0') return 0;
  }
}

static size_t cases_with_prefix(const char *prefix, size_t len) {
  size_t n = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) n += (size_t)id_has_prefix(cs->id, prefix, len);
  return n;
}

size_t conform_cases_selected(const conform_options *opt, char *unmatched, size_t n) {
  if (opt && opt->only) {
    for (const char *p = opt->only;; p++) {
      size_t len = strcspn(p, ",");
      if (cases_with_prefix(p, len) == 0) {
        host_format(unmatched, n, "%.*s", (int)len, p);
        return 0;
      }
      p += len;
      if (*p == '\0') break;
    }
  }
  size_t count = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) count += (size_t)selected(cs, opt);
  return count;
}

/* ---- the run ------------------------------------------------------------ */

/* A case judged from the plugin's file alone (NEEDS_FILE): in this
 * process, as it runs no plugin code. */
static void run_file_case(const char *path, const conform_case *cs, conform_result *r) {
  memset(r, 0, sizeof *r);
  r->cs = cs;
  r->refused_step = HOST_PREREQ_NONE;
  conform_ctx *c = calloc(1, sizeof *c);
  if (c == NULL) {
    r->verdict = CONFORM_FAIL;
    r->internal = 1;
    host_format(r->evidence, sizeof r->evidence, "internal error: out of memory -- this is a seabi bug");
    return;
  }
  c->path = path;
  double t0 = conform_now_ms();
  r->verdict = cs->run(c);
  r->ms = conform_now_ms() - t0;
  host_format(r->evidence, sizeof r->evidence, "%s", c->evidence);
  free(c);
}

/* A case the core's deadline left no time for (or cut short in a hang). */
static void deadline_not_run(conform_run *run, conform_result *r, const conform_case *cs) {
  int cut = r->cs != NULL && r->ms > 0;
  free(r->obs);
  memset(r, 0, sizeof *r);
  r->cs = cs;
  r->refused_step = HOST_PREREQ_NONE;
  r->verdict = CONFORM_NOT_RUN;
  host_format(r->blocked_by, sizeof r->blocked_by, "%s", CONFORM_DEADLINE_BLOCKER);
  host_format(r->evidence, sizeof r->evidence,
              "core deadline passed: this core's run gets %d s (--core-deadline), %s", run->deadline_ms / 1000,
              cut ? "which ended while this case was still running" : "spent before this case could start");
  run->deadline_not_run++;
}

int conform_run_all(const char *path, const conform_options *opt, conform_run *run) {
  memset(run, 0, sizeof *run);
  run->root_entry = -1;
  host_format(run->path, sizeof run->path, "%s", path);
  int timeout = opt && opt->timeout_ms > 0 ? opt->timeout_ms : DEFAULT_TIMEOUT_MS;
  run->deadline_ms = opt && opt->core_deadline_ms > 0 ? opt->core_deadline_ms : CONFORM_CORE_DEADLINE_MS;
  double deadline = conform_now_ms() + run->deadline_ms;
  size_t total = 0;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) total++;
  run->results = calloc(total, sizeof *run->results);
  if (run->results == NULL) return HOST_EXIT_INTERNAL;
  /* Before anything is loaded: what the file imports, and the cases that
   * judge it, so they stand even when the load then fails. */
  host_imports_read(run->path, &run->imports);
  /* The modules the file itself exports: the runner's fact, which no case
   * child's word moves (conform_facts.c). */
  run->exports_read = run->imports.read;
  for (int m = 0; run->exports_read && m < HOST_MOD_COUNT; m++)
    if (host_elf_exports(&run->imports.elf, host_module_symbol((enum host_module)m))) run->exported |= 1u << m;
  run->hung_step = HOST_PREREQ_NONE;
  for (const conform_case *const *s = sections(); *s; s++)
    for (const conform_case *cs = *s; cs->id; cs++) {
      if (cs->needs != NEEDS_FILE || !selected(cs, opt)) continue;
      run_file_case(path, cs, &run->results[run->count++]);
    }
  probe(path, timeout, run->deadline_ms, run);
  if (!run->loadable) {
    /* dlopen failed on an import this release does not give the plugin:
     * TensorFlow refuses it (`import tensorflow` raises), so it is the
     * plugin's failure, judged by the import case, not a file seabi cannot
     * use. */
    if (!(run->imports.read && run->imports.missing)) {
      run->count = 0; /* it fails to load for another reason: the load error says which */
    } else {
      run->load_faulted = 1;
      for (size_t i = 0; i < run->count; i++)
        if (run->results[i].verdict == CONFORM_FAIL && run->results[i].cs->grade == CONFORM_REQUIRED) {
          host_format(run->root_case, sizeof run->root_case, "%s", run->results[i].cs->id);
          host_format(run->root_cause, sizeof run->root_cause, "%s", run->results[i].evidence);
          break;
        }
    }
  }
  /* The file's cases, printed once it is known they are part of the run. */
  for (size_t i = 0; opt && opt->progress && i < run->count; i++) conform_print_case(opt->progress, &run->results[i]);
  if (!run->loadable) return run->load_faulted ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_USAGE;
  for (int k = 0; k < HOST_SZ_COUNT; k++) host_handover_expect((enum host_struct_slot)k, run->learned[k]);
  /* A prerequisite that hung in the probe is not called again: each case
   * child that comes to it ends there (conform_apply_facts words it). */
  host_prereq_set_hung((enum host_prereq)run->hung_step, run->hung_step != HOST_PREREQ_NONE ? run->hung_ms : 0);
  for (const conform_case *const *s = sections(); *s; s++) {
    for (const conform_case *cs = *s; cs->id; cs++) {
      if (cs->needs == NEEDS_FILE || !selected(cs, opt)) continue;
      conform_result *r = &run->results[run->count++];
      /* A case may need longer than the default (10000 callbacks on a slow
       * plugin) or want less (a deadlock probe); --timeout caps the former
       * only when given. */
      int t = cs->timeout_ms > 0 ? cs->timeout_ms : timeout;
      if (opt && opt->timeout_ms > 0 && t > opt->timeout_ms) t = opt->timeout_ms;
      /* Within the core's deadline: a case that would start after it is
       * not run, one that would end after it gets what is left. */
      int left = (int)(deadline - conform_now_ms());
      if (left <= 0) {
        deadline_not_run(run, r, cs);
        if (opt && opt->progress) conform_print_case(opt->progress, r);
        continue;
      }
      int capped = t > left;
      if (capped) t = left;
      run_case(path, cs, t, run->layout_hint, r);
      conform_apply_facts(run, r);
      if (capped && r->verdict == CONFORM_FAIL && strncmp(r->evidence, "hang:", 5) == 0) deadline_not_run(run, r, cs);
      /* A claim's verdict is only known once every case has run. */
      if (opt && opt->progress && !conform_is_claim(cs->id)) {
        conform_print_case(opt->progress, r);
        fflush(opt->progress);
      }
    }
  }
  for (int k = 0; k < HOST_SZ_COUNT; k++) host_handover_expect((enum host_struct_slot)k, 0);
  host_prereq_set_hung(HOST_PREREQ_NONE, 0);
  conform_judge_run(run);
  if (opt && opt->progress) {
    int heading = 0;
    for (size_t i = 0; i < run->count; i++) {
      if (!conform_is_claim(run->results[i].cs->id)) continue;
      if (!heading++)
        fprintf(opt->progress, "-- judged from the record of what the plugin did in these %zu case%s:\n", run->count,
                run->count == 1 ? "" : "s");
      conform_print_case(opt->progress, &run->results[i]);
    }
    fflush(opt->progress);
  }
  for (size_t i = 0; i < run->count; i++)
    if (run->results[i].internal) return HOST_EXIT_INTERNAL;
  conform_tally tally = conform_count(run);
  return conform_is_conformant(&tally) ? HOST_EXIT_OK : HOST_EXIT_PLUGIN_FAULT;
}

void conform_run_free(conform_run *run) {
  host_imports_free(&run->imports);
  for (size_t i = 0; i < run->count; i++) free(run->results[i].obs);
  free(run->results);
  free(run->record);
  free(run->blockers);
  run->results = NULL;
  run->record = NULL;
  run->blockers = NULL;
  run->count = run->nrecord = run->nblockers = 0;
}
