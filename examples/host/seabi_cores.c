/* `seabi cores` and `seabi conform --all-cores`: the answer to "in which
 * cores (seabi versions, TensorFlow releases) does my binary work?".
 *
 * Each profile's suite runs in the parent exactly as `--core NAME` would;
 * every case already runs in its own forked child with a timeout, so a
 * plugin that crashes or hangs under one profile gets that profile's
 * verdict and the next profile still runs. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "conform.h"
#include "report_file.h"

/* The modules core `name` loads, as one word ("SE,graph,profiler"):
 * a module's cases SKIP in a core that does not load it. */
static void modules_of(const char *name, char *buf, size_t n) {
  static const struct { enum host_module m; const char *label; } driven[] = {
      {HOST_MOD_SE, "SE"}, {HOST_MOD_GRAPH, "graph"}, {HOST_MOD_PROFILER, "profiler"}};
  const char *was = host_profile_active_name();
  buf[0] = '\0';
  if (host_profile_select(name) != 0) return;
  for (size_t k = 0; k < sizeof driven / sizeof driven[0]; k++)
    if (host_profile_has_module(driven[k].m))
      host_format(buf + strlen(buf), n - strlen(buf), "%s%s", buf[0] ? "," : "", driven[k].label);
  host_profile_select(was);
}

/* The active core's export set in one phrase: "exports 64 TF_ functions
 * (libtensorflow_framework.so.2 52, _pywrap_tensorflow_internal.so 21)". */
static void export_counts(char *buf, size_t n) {
  size_t total = 0, per[8] = {0};
  unsigned libs;
  for (size_t k = 0; host_profile_export_at(k, &libs) != NULL; k++, total++)
    for (int l = 0; l < host_tf_library_count() && l < 8; l++)
      if (libs & (1u << l)) per[l]++;
  host_format(buf, n, "exports %zu TF_ functions (", total);
  for (int l = 0, shown = 0; l < host_tf_library_count() && l < 8; l++)
    if (per[l]) {
      size_t used = strlen(buf);
      host_format(buf + used, n - used, "%s%s %zu", shown++ ? ", " : "", host_tf_library_soname(l), per[l]);
    }
  host_format(buf + strlen(buf), n - strlen(buf), ")");
}

/* The active core's loader rules in one phrase: "loader tensorflow-e2
 * (inferred): SE_InitPlugin (required unless TF_InitGraph), TF_InitGraph,
 * TF_InitKernel (required)". */
static void loader_rules(char *buf, size_t n) {
  host_format(buf, n, "loader %s (%s):", host_profile_loader_name(), host_profile_loader_confidence());
  for (size_t k = 0; k < host_profile_loader_steps(); k++) {
    host_loader_view st = host_profile_loader_step(k);
    size_t used = strlen(buf);
    host_format(buf + used, n - used, "%s %s%s%s%s%s", k ? "," : "", st.entry,
                st.mandatory ? " (required" : "", st.mandatory && st.unless[0] ? " unless " : "",
                st.mandatory ? st.unless : "", st.mandatory ? ")" : st.failure_logged ? " (failure only logged)" : "");
  }
}

/* The widest core name: columns line up however long a release's name is. */
static int name_width(void) {
  size_t w = 0;
  for (size_t i = 0; i < host_profile_count(); i++)
    if (strlen(host_profile_name(i)) > w) w = strlen(host_profile_name(i));
  return (int)w;
}

int conform_list_cores(FILE *out) {
  const char *was = host_profile_active_name();
  int width = name_width(), mwidth = 0;
  for (size_t i = 0; i < host_profile_count(); i++) {
    char modules[64];
    modules_of(host_profile_name(i), modules, sizeof modules);
    if ((int)strlen(modules) > mwidth) mwidth = (int)strlen(modules);
  }
  for (size_t i = 0; i < host_profile_count(); i++) {
    char modules[64], loader[400], exports[200];
    modules_of(host_profile_name(i), modules, sizeof modules);
    host_profile_select(host_profile_name(i));
    loader_rules(loader, sizeof loader);
    export_counts(exports, sizeof exports);
    fprintf(out, "%-*s %-*s %s %s; %s%s\n", width, host_profile_name(i), mwidth, modules, host_profile_summary(i),
            loader, exports, strcmp(host_profile_name(i), host_profile_default_name()) == 0 ? " [default]" : "");
  }
  host_profile_select(was);
  return 0;
}

/* `seabi cores --json`: each profile as data. Keys are only ever added. */
int conform_list_cores_json(FILE *out) {
  const char *was = host_profile_active_name();
  fputs("{\n  \"cores\": [\n", out);
  for (size_t i = 0; i < host_profile_count(); i++) {
    char modules[64];
    modules_of(host_profile_name(i), modules, sizeof modules);
    host_profile_select(host_profile_name(i));
    fputs("    {\"name\": ", out);
    conform_json_string(out, host_profile_name(i));
    fputs(", \"lineage\": ", out);
    conform_json_string(out, host_profile_lineage());
    fputs(", \"modules\": ", out);
    conform_json_string(out, modules);
    fputs(", \"tensorflow_version\": ", out);
    conform_json_string(out, host_profile_tensorflow_version());
    fprintf(out, ", \"default\": %s, \"summary\": ",
            strcmp(host_profile_name(i), host_profile_default_name()) == 0 ? "true" : "false");
    conform_json_string(out, host_profile_summary(i));
    fputs(", \"same_as\": ", out);
    conform_json_string(out, host_profile_same_as());
    fputs(",\n     \"loader\": {\"name\": ", out);
    conform_json_string(out, host_profile_loader_name());
    fputs(", \"confidence\": ", out);
    conform_json_string(out, host_profile_loader_confidence());
    fputs(", \"rules_confidence\": ", out);
    conform_json_string(out, host_profile_loader_rules_confidence());
    fputs(", \"doc\": ", out);
    conform_json_string(out, host_profile_loader_doc());
    fputs(", \"note\": ", out);
    conform_json_string(out, host_profile_loader_note());
    fputs(", \"steps\": [", out);
    for (size_t k = 0; k < host_profile_loader_steps(); k++) {
      host_loader_view st = host_profile_loader_step(k);
      fputs(k ? ", {\"entry\": " : "{\"entry\": ", out);
      conform_json_string(out, st.entry);
      fprintf(out, ", \"mandatory\": %s, \"unless\": ", st.mandatory ? "true" : "false");
      conform_json_string(out, st.unless);
      fprintf(out, ", \"failure\": \"%s\"}", st.failure_logged ? "logged" : "stops");
    }
    fputs("]},\n     \"exports\": [", out);
    unsigned libs;
    const char *fn;
    for (size_t k = 0; (fn = host_profile_export_at(k, &libs)) != NULL; k++) {
      const char *signature, *confidence;
      host_profile_export(fn, NULL, &signature, &confidence);
      fputs(k ? ",\n       {\"name\": " : "\n       {\"name\": ", out);
      conform_json_string(out, fn);
      fputs(", \"libraries\": [", out);
      for (int l = 0, n = 0; l < host_tf_library_count(); l++)
        if (libs & (1u << l)) {
          if (n++) fputs(", ", out);
          conform_json_string(out, host_tf_library_soname(l));
        }
      fputs("], \"signature\": ", out);
      conform_json_string(out, signature);
      fputs(", \"confidence\": ", out);
      conform_json_string(out, confidence);
      fputs("}", out);
    }
    fprintf(out, "]}%s\n", i + 1 < host_profile_count() ? "," : "");
  }
  fputs("  ]\n}\n", out);
  host_profile_select(was);
  return 0;
}

int conform_print_core_sizes(FILE *out, const char *name) {
  const char *was = host_profile_active_name();
  if (host_profile_select(name) != 0) return -1;
  for (int k = 0; k < HOST_SZ_COUNT; k++) {
    size_t size = host_profile_size((enum host_struct_slot)k);
    if (size) fprintf(out, "%s %zu\n", host_profile_struct_name((enum host_struct_slot)k), size);
  }
  host_profile_select(was);
  return 0;
}

typedef struct core_outcome {
  const char *core;
  int rc; /* conform_run_all's (HOST_EXIT_*) */
  int internal; /* rc 2 from a fault in the host's own code, not the plugin */
  int loadable; /* conform_run.loadable: 0 is "NOT LOADABLE", whatever rc says why */
  /* Counted as the core's own report counts them (conform_count). */
  size_t hard, advisory, passed, skipped, not_run, not_run_hard;
  char failing[256];   /* ids of REQUIRED/EXPECTED failures */
  char root_case[CONFORM_ID_MAX];   /* what stopped the plugin in this core (conform_run.root_case) */
  char first[512];     /* ... and why: the root cause */
  char json[4096];     /* path of this profile's JSON document */
  char junit[4096];    /* ... and of its JUnit <testsuite> (--junit) */
} core_outcome;

static void tally(const conform_run *run, core_outcome *o) {
  conform_tally t = conform_count(run);
  o->hard = t.fail_hard;
  o->advisory = t.fail - t.fail_hard;
  o->passed = t.pass;
  o->skipped = t.skip;
  o->not_run = t.not_run;
  o->not_run_hard = t.not_run_hard;
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    if (r->verdict != CONFORM_FAIL || r->cs->grade == CONFORM_ADVISORY) continue;
    size_t used = strlen(o->failing);
    host_format(o->failing + used, sizeof o->failing - used, "%s%s", used ? " " : "", r->cs->id);
  }
  host_format(o->root_case, sizeof o->root_case, "%s", run->root_case);
  host_format(o->first, sizeof o->first, "%s", run->root_cause);
}

static const char *verdict_of(const core_outcome *o) {
  return o->internal ? "INTERNAL ERROR" : !o->loadable ? "NOT LOADABLE"
         : o->rc != HOST_EXIT_OK ? "NOT CONFORMANT" : "conformant";
}

/* Copies a finished per-profile JSON document into the combined one. */
static void embed(FILE *f, const char *path) {
  FILE *in = fopen(path, "r");
  if (in == NULL) {
    fputs("null", f);
    return;
  }
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, in)) > 0) {
    /* drop the document's final newline so the array stays tidy */
    if (feof(in) && n > 0 && buf[n - 1] == '\n') n--;
    fwrite(buf, 1, n, f);
  }
  fclose(in);
}

static int write_json(const char *file, const char *plugin, core_outcome *o, size_t n, int all_pass) {
  report_file rf;
  FILE *f = report_file_open(&rf, file, "w");
  if (f == NULL) return -1;
  fputs("{\n  \"plugin\": ", f);
  conform_json_string(f, plugin);
  fprintf(f, ",\n  \"all_cores_pass\": %s,\n  \"cores\": [\n", all_pass ? "true" : "false");
  for (size_t i = 0; i < n; i++) {
    fputs("    {\"core\": ", f);
    conform_json_string(f, o[i].core);
    fputs(", \"verdict\": ", f);
    conform_json_string(f, verdict_of(&o[i]));
    fprintf(f, ", \"required_or_expected_failed\": %zu, \"advisory_failed\": %zu, "
               "\"passed\": %zu, \"skipped\": %zu, \"not_run\": %zu, \"required_or_expected_not_run\": %zu, "
               "\"failing\": ",
            o[i].hard, o[i].advisory, o[i].passed, o[i].skipped, o[i].not_run, o[i].not_run_hard);
    conform_json_string(f, o[i].failing);
    fputs(", \"root_cause\": {\"case\": ", f);
    conform_json_string(f, o[i].root_case);
    fputs(", \"text\": ", f);
    conform_json_string(f, o[i].first);
    /* first_failure: the headline's name before it named the root cause. */
    fputs("}, \"first_failure\": ", f);
    conform_json_string(f, o[i].first);
    fputs(",\n     \"run\": ", f);
    embed(f, o[i].json);
    fprintf(f, "}%s\n", i + 1 < n ? "," : "");
  }
  fputs("  ]\n}\n", f);
  return report_file_commit(&rf, 1);
}

/* --junit and --html (conform_junit.c, conform_html.c): JUnit joined from
 * the parts each core's run wrote, the page around the JSON document above. */
static int write_reports(const conform_options *opt, const char *plugin, const char *dir, core_outcome *o, size_t n,
                         int all_pass) {
  int rc = 0;
  conform_junit_part *parts = opt->junit ? calloc(n ? n : 1, sizeof *parts) : NULL;
  for (size_t i = 0; parts && i < n; i++) parts[i] = (conform_junit_part){o[i].core, o[i].junit, o[i].first};
  if (opt->junit && (parts == NULL || conform_junit_join(opt->junit, plugin, parts, n) != 0))
    fprintf(stderr, "seabi: cannot write %s\n", opt->junit), rc = -1;
  free(parts);
  if (opt->html) {
    char all[4200] = "";
    if (dir) host_format(all, sizeof all, "%s/all.json", dir);
    if (!dir || write_json(all, plugin, o, n, all_pass) != 0 || conform_write_html(opt->html, all) != 0)
      fprintf(stderr, "seabi: cannot write %s\n", opt->html), rc = -1;
    if (dir) unlink(all);
  }
  return rc;
}

/* One core's run, in the child that ran it: its outcome goes to the parent
 * through `fd`, its JSON document to o->json. */
static void run_core(size_t i, const char *plugin, const conform_options *quiet, const char *dir, core_outcome *o) {
  host_profile_select(o->core);
  conform_run run;
  o->rc = conform_run_all(plugin, quiet, &run);
  o->internal = o->rc == HOST_EXIT_INTERNAL && run.loadable;
  o->loadable = run.loadable;
  tally(&run, o);
  if (!run.loadable)
    host_format(o->first, sizeof o->first, "cannot load: %s", run.load_error);
  if (dir != NULL) {
    host_format(o->json, sizeof o->json, "%s/%zu.json", dir, i);
    if (conform_write_json(o->json, &run) != 0) o->json[0] = '\0';
  }
  if (dir != NULL && quiet->junit) {
    host_format(o->junit, sizeof o->junit, "%s/%zu.xml", dir, i);
    if (conform_write_junit_part(o->junit, &run) != 0) o->junit[0] = '\0';
  }
  conform_run_free(&run);
}

typedef struct core_job {
  pid_t pid;
  int fd; /* the outcome's pipe while the run is going, else -1 */
  double started_ms;
  int stopped; /* killed: it outlived its core's deadline */
} core_job;

/* How long past its deadline a core's run may take before it is stopped:
 * the deadline bounds the cases; the probe's load and a case already begun
 * may end a little after it. */
#define CORE_DEADLINE_GRACE_MS 15000

/* A run that outlived its deadline and was stopped: the plugin's doing (its
 * probe or a case that would not end), not a seabi bug. */
static void stopped(core_outcome *o, int deadline_ms) {
  o->rc = HOST_EXIT_PLUGIN_FAULT;
  o->internal = 0;
  o->json[0] = o->junit[0] = '\0';
  host_format(o->first, sizeof o->first,
              "core deadline passed: the run under this core did not end within %d s of its %d s deadline "
              "(--core-deadline) and was stopped",
              CORE_DEADLINE_GRACE_MS / 1000, deadline_ms / 1000);
}

/* A child that ended without handing over its whole outcome died outside
 * the plugin's own calls (each runs in a guarded grandchild): in seabi's
 * code, or by a signal the plugin sent to its host's processes. */
static void lost(core_outcome *o, int status) {
  o->rc = HOST_EXIT_INTERNAL;
  o->internal = 1;
  o->json[0] = o->junit[0] = '\0';
  if (WIFSIGNALED(status))
    host_format(o->first, sizeof o->first,
                "the run under this core died of signal %d before it reported: a seabi bug, "
                "or plugin code that signals its host",
                WTERMSIG(status));
  else
    host_format(o->first, sizeof o->first, "the run under this core ended without a result (exit %d): a seabi bug",
                WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

static int default_jobs(void) {
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  return cpus < 1 ? 1 : cpus > 16 ? 16 : (int)cpus;
}

int conform_all_cores(const char *plugin, const conform_options *opt, const char *json) {
  size_t n = host_profile_count();
  core_outcome *o = calloc(n, sizeof *o);
  core_job *job = calloc(n, sizeof *job);
  if (o == NULL || job == NULL) {
    free(o);
    free(job);
    return HOST_EXIT_INTERNAL;
  }
  char dir[] = "/tmp/seabi-cores-XXXXXX";
  int have_dir = (json != NULL || opt->junit != NULL || opt->html != NULL) && mkdtemp(dir) != NULL;
  conform_options quiet = *opt;
  quiet.progress = NULL;
  size_t jobs = (size_t)(opt->jobs > 0 ? opt->jobs : default_jobs());
  printf("seabi conform %s under every core (%zu, %zu at a time)\n", plugin, n, jobs < n ? jobs : n);
  fflush(NULL);
  /* Cores run side by side, each in a child of its own: a run mostly waits
   * (for the plugin's streams, for timeouts), and profile state is per
   * process. Outcomes are reported in core order whatever order they end. */
  size_t started = 0, finished = 0, reported = 0, running = 0;
  for (size_t i = 0; i < n; i++) o[i].core = host_profile_name(i);
  while (finished < n) {
    while (running < jobs && started < n) {
      size_t i = started++;
      int fds[2];
      job[i].fd = -1;
      fflush(NULL);
      int piped = pipe(fds) == 0;
      if (piped) job[i].pid = host_fork_watched();
      if (!piped || job[i].pid < 0) {
        int err = errno;
        if (piped) close(fds[0]), close(fds[1]);
        lost(&o[i], 0);
        host_format(o[i].first, sizeof o[i].first, "cannot start the run under this core: %s", strerror(err));
        finished++;
        continue;
      }
      if (job[i].pid == 0) {
        close(fds[0]);
        run_core(i, plugin, &quiet, have_dir ? dir : NULL, &o[i]);
        host_write_all(fds[1], &o[i], sizeof o[i]);
        _exit(0);
      }
      close(fds[1]);
      job[i].fd = fds[0];
      job[i].started_ms = conform_now_ms();
      running++;
    }
    int status = 0;
    pid_t pid = 0;
    /* Each core's run ends by its deadline (and a little grace): one that
     * does not is stopped, so --all-cores is bounded by its cores. */
    int deadline_ms = opt->core_deadline_ms > 0 ? opt->core_deadline_ms : CONFORM_CORE_DEADLINE_MS;
    while (running && (pid = waitpid(-1, &status, WNOHANG)) == 0) {
      double now = conform_now_ms();
      for (size_t i = 0; i < started; i++)
        if (job[i].fd >= 0 && !job[i].stopped && now - job[i].started_ms > deadline_ms + CORE_DEADLINE_GRACE_MS) {
          kill(job[i].pid, SIGKILL);
          job[i].stopped = 1;
        }
      conform_sleep_ms(20);
    }
    if (pid < 0 && errno == EINTR) continue;
    if (pid < 0) { /* our children are gone without a status: never a pass */
      for (size_t i = 0; i < n; i++) {
        if (i < started && job[i].fd < 0) continue; /* its outcome is in */
        if (i < started) close(job[i].fd);
        lost(&o[i], 0);
      }
      break;
    }
    for (size_t i = 0; i < started; i++) {
      if (job[i].pid != pid || job[i].fd < 0) continue;
      core_outcome got;
      size_t have = host_read_all(job[i].fd, &got, sizeof got);
      close(job[i].fd);
      job[i].fd = -1;
      if (have == sizeof got && WIFEXITED(status) && WEXITSTATUS(status) == 0) o[i] = got;
      else if (job[i].stopped) stopped(&o[i], deadline_ms);
      else lost(&o[i], status);
      running--;
      finished++;
    }
    for (; reported < n && reported < started && job[reported].fd < 0; reported++)
      if (opt->progress)
        fprintf(opt->progress, "  %-*s %s%s%s\n", name_width(), o[reported].core, verdict_of(&o[reported]),
                o[reported].first[0] ? " -- " : "", o[reported].first);
  }
  int all_pass = 1;
  for (size_t i = 0; i < n; i++)
    if (o[i].rc != 0) all_pass = 0;
  free(job);
  host_profile_select(NULL);
  /* The core column as wide as the longest name. */
  int width = (int)strlen("core");
  for (size_t i = 0; i < n; i++)
    if ((int)strlen(o[i].core) > width) width = (int)strlen(o[i].core);
  char dashes[128];
  int dash_count = width + 2 < (int)sizeof dashes ? width + 2 : (int)sizeof dashes - 1;
  memset(dashes, '-', (size_t)dash_count);
  dashes[dash_count] = '\0';
  printf("\n| %-*s | REQUIRED/EXPECTED failed | not run | verdict        | root cause\n", width, "core");
  printf("|%s|--------------------------|---------|----------------|-----------\n", dashes);
  for (size_t i = 0; i < n; i++) {
    char cause[96];
    /* The headline names what stopped the plugin; the JSON has it whole. */
    host_format(cause, sizeof cause, "%s", o[i].first);
    if (strlen(o[i].first) >= sizeof cause) memcpy(cause + sizeof cause - 4, "...", 4);
    printf("| %-*s | %24zu | %7zu | %-14s | %s\n", width, o[i].core, o[i].hard, o[i].not_run, verdict_of(&o[i]), cause);
  }
  size_t good = 0;
  for (size_t i = 0; i < n; i++) good += o[i].rc == 0;
  printf("\n%zu of %zu cores: conformant\n", good, n);
  /* Not loadable anywhere: the same exit status as a single run's. */
  size_t unloadable = 0, internal = 0;
  for (size_t i = 0; i < n; i++) unloadable += o[i].rc == HOST_EXIT_USAGE && !o[i].internal;
  for (size_t i = 0; i < n; i++) internal += (size_t)o[i].internal;
  int rc = internal ? HOST_EXIT_INTERNAL : all_pass ? HOST_EXIT_OK : unloadable == n ? HOST_EXIT_USAGE
                                                                            : HOST_EXIT_PLUGIN_FAULT;
  if (json && write_json(json, plugin, o, n, all_pass) != 0) {
    fprintf(stderr, "seabi: cannot write %s\n", json);
    rc = HOST_EXIT_INTERNAL; /* not the plugin's failure (the paths were checked before the run) */
  }
  if ((opt->junit || opt->html) && write_reports(opt, plugin, have_dir ? dir : NULL, o, n, all_pass) != 0)
    rc = HOST_EXIT_INTERNAL;
  if (have_dir) {
    /* By name: a run that was lost may have written its parts all the same. */
    static const char *const parts[] = {"json", "xml", "xml.tmp"};
    for (size_t i = 0; i < n; i++)
      for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
        char part[sizeof dir + 40];
        host_format(part, sizeof part, "%s/%zu.%s", dir, i, parts[k]);
        unlink(part);
      }
    rmdir(dir);
  }
  free(o);
  return rc;
}
