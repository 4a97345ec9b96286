/* Output of a conformance run: one line per case, a per-section table, the
 * closing "N passed, N failed" line, and a JSON document with the evidence. */
#include "conform.h"
#include "report_file.h"
#include "host_sandbox.h"

#include <string.h>

const char *conform_grade_name(conform_grade g) {
  return g == CONFORM_REQUIRED ? "REQUIRED" : g == CONFORM_EXPECTED ? "EXPECTED" : "ADVISORY";
}

const char *conform_verdict_name(conform_verdict v) {
  switch (v) {
    case CONFORM_PASS: return "PASS";
    case CONFORM_FAIL: return "FAIL";
    case CONFORM_SKIP: return "SKIP";
    case CONFORM_NOT_RUN: return "NOT_RUN";
  }
  return "?";
}

conform_tally conform_count(const conform_run *run) {
  conform_tally t;
  memset(&t, 0, sizeof t);
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    int hard = r->cs->grade != CONFORM_ADVISORY;
    if (r->verdict == CONFORM_PASS) t.pass++;
    else if (r->verdict == CONFORM_SKIP) t.skip++;
    else if (r->verdict == CONFORM_NOT_RUN) t.not_run++, t.not_run_hard += (size_t)hard;
    else t.fail++, t.fail_hard += (size_t)hard;
  }
  return t;
}

/* A case that could not run is never a pass: whatever its grade, the run
 * cannot be called conformant (with --only, or 0 devices, it says what
 * could not be judged). */
int conform_is_conformant(const conform_tally *t) { return t->fail_hard == 0 && t->not_run == 0; }

void conform_print_case(FILE *out, const conform_result *r) {
  if (r->verdict == CONFORM_NOT_RUN && r->blocked_by[0]) {
    /* The reason is printed once, with every case it blocked (summary). */
    fprintf(out, "%-4s %-8s %-7s %s -- blocked by %s (below)\n", r->cs->id, conform_grade_name(r->cs->grade),
            conform_verdict_name(r->verdict), r->cs->title, r->blocked_by);
    return;
  }
  fprintf(out, "%-4s %-8s %-7s %s%s", r->cs->id, conform_grade_name(r->cs->grade), conform_verdict_name(r->verdict),
          r->cs->title, r->evidence[0] ? " -- " : "");
  conform_text(out, r->evidence);
  fputc('\n', out);
}

/* Each prerequisite that failed, once, with the cases it kept from running. */
static void print_blockers(FILE *out, const conform_run *run) {
  for (size_t b = 0; b < run->nblockers; b++) {
    const conform_blocker *k = &run->blockers[b];
    const conform_result *judge = conform_find(run, k->by);
    if (judge == NULL)
      fprintf(out, "\nblocked by %s (not in this run): %s\n", k->by, k->reason);
    else if (judge->verdict == CONFORM_PASS) /* nothing failed: there was nothing to run on */
      fprintf(out, "\nnot run (%s reports it): %s\n", k->by, k->reason);
    else
      fprintf(out, "\nblocked by %s, %s: %s\n", k->by, conform_verdict_name(judge->verdict), k->reason);
    fprintf(out, "  %zu case%s could not run:", k->blocked, k->blocked == 1 ? "" : "s");
    for (size_t i = 0; i < run->count; i++) {
      const conform_result *r = &run->results[i];
      if (r->verdict == CONFORM_NOT_RUN && strcmp(r->blocked_by, k->by) == 0) fprintf(out, " %s", r->cs->id);
    }
    fputc('\n', out);
  }
}

void conform_print_summary(FILE *out, const conform_run *run) {
  static const char *const groups[] = {"registration", "devices", "memory",
                                       "copies and fills", "streams", "events",
                                       "host_callback", "timers", "status and lifecycle",
                                       "kernels", "graph", "profiler"};
  print_blockers(out, run);
  fprintf(out, "\n| section              | pass | fail (req/exp) | fail (adv) | not run | skip |\n");
  fprintf(out, "|----------------------|------|----------------|------------|---------|------|\n");
  for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
    size_t p = 0, fh = 0, fa = 0, s = 0, nr = 0, any = 0;
    for (size_t i = 0; i < run->count; i++) {
      const conform_result *r = &run->results[i];
      if (strcmp(r->cs->group, groups[g]) != 0) continue;
      any++;
      if (r->verdict == CONFORM_PASS) p++;
      else if (r->verdict == CONFORM_SKIP) s++;
      else if (r->verdict == CONFORM_NOT_RUN) nr++;
      else if (r->cs->grade == CONFORM_ADVISORY) fa++;
      else fh++;
    }
    if (!any) continue;
    fprintf(out, "| %-20s | %4zu | %14zu | %10zu | %7zu | %4zu |\n", groups[g], p, fh, fa, nr, s);
  }
  conform_tally t = conform_count(run);
  fprintf(out, "\nplugin %s: ", run->path);
  if (run->name[0] || run->type[0])
    fprintf(out, "platform %s, type %s", run->name[0] ? run->name : "(none)", run->type[0] ? run->type : "(none)");
  else
    fprintf(out, "platform and type not read");
  if (!run->registered) fprintf(out, "; the core could not bring it up: %s\n", run->stopped);
  else if (run->device_count < 0) fprintf(out, ", settled to %s, device count unknown\n", run->settled_to);
  else fprintf(out, ", settled to %s, %d device%s\n", run->settled_to, run->device_count, run->device_count == 1 ? "" : "s");
  if (run->root_cause[0]) fprintf(out, "root cause: %s\n", run->root_cause);
  if (run->root_explains > run->root_blocked)
    fprintf(out, "  (%zu other failure%s from it)\n", run->root_explains - run->root_blocked,
            run->root_explains - run->root_blocked == 1 ? " follows" : "s follow");
  if (run->root_blocked)
    fprintf(out, "  (it kept %zu case%s from running)\n", run->root_blocked, run->root_blocked == 1 ? "" : "s");
  fprintf(out, "%zu skipped; %zu not run because a prerequisite failed%s; %zu REQUIRED/EXPECTED failure%s -> %s\n",
          t.skip, t.not_run, run->device_count == 0 && t.not_run ? " or no device was there to run them on" : "",
          t.fail_hard, t.fail_hard == 1 ? "" : "s",
          conform_is_conformant(&t) ? "conformant"
          : run->device_count == 0 ? "NOT CONFORMANT (0 devices: what needs a device could not be judged)"
                                   : "NOT CONFORMANT");
  fprintf(out, "%zu passed, %zu failed\n", t.pass, t.fail);
}

size_t conform_utf8_len(const unsigned char *p) { return host_utf8_len(p, 4); }

/* Plugin strings in every report: UTF-8 as the plugin gave it; a byte that
 * is not (part of) UTF-8 is written as the text \xNN, the same in the text
 * report, the JSON, the JUnit report and the page. */
void conform_json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    size_t len = *p >= 0x80 ? conform_utf8_len(p) : 1;
    if (len > 1) {
      fwrite(p, 1, len, f);
      p += len;
      continue;
    }
    if (len == 0) fprintf(f, "\\\\x%02x", *p);
    else if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", f);
    else if (*p < 0x20 || *p == 0x7f) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
    p++;
  }
  fputc('"', f);
}

void conform_text(FILE *f, const char *s) {
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    size_t len = *p >= 0x80 ? conform_utf8_len(p) : 1;
    if (len > 1) {
      fwrite(p, 1, len, f);
      p += len;
      continue;
    }
    /* A control character would reach the terminal: an escape sequence. */
    if (len == 0 || *p < 0x20 || *p == 0x7f) fprintf(f, "\\x%02x", *p);
    else fputc(*p, f);
    p++;
  }
}

/* `<sep>"name": "value"` (sep: ", " or ",\n  "). */
static void json_field(FILE *f, const char *sep, const char *name, const char *value) {
  fprintf(f, "%s\"%s\": ", sep, name);
  conform_json_string(f, value);
}

static void json_obs(FILE *f, const conform_run *run, size_t e) {
  const host_obs *o = &run->record[e].obs;
  char text[800];
  fprintf(f, "    {\"id\": %zu, \"kind\": \"%s\", \"fault\": %s", e, host_obs_kind_name(o->kind),
          host_obs_is_fault(o) ? "true" : "false");
  json_field(f, ", ", "struct", o->slot >= 0 && o->slot < HOST_SZ_COUNT ? host_profile_struct_name(o->slot) : "");
  json_field(f, ", ", "core", o->core);
  json_field(f, ", ", "call", o->call);
  json_field(f, ", ", "detail", o->detail);
  fprintf(f, ", \"error_path\": %s, \"value\": %lld, \"settled\": %zu, \"core_size\": %zu, \"object_size\": %zu, "
             "\"first\": %zu, \"bytes\": %zu, \"nonzero\": %s, \"count\": %u, \"seen_in\": [",
          o->error_path ? "true" : "false", (long long)o->value, o->settled, o->core_size, o->object_size, o->first,
          o->bytes, o->nonzero ? "true" : "false", o->count);
  int any = 0;
  for (size_t i = 0; i < run->count && i < CONFORM_MAX_CASES; i++)
    if ((run->record[e].seen[i / 8] >> (i % 8)) & 1) fprintf(f, "%s\"%s\"", any++ ? ", " : "", run->results[i].cs->id);
  fputs("], \"text\": ", f);
  conform_json_string(f, host_obs_describe(o, text, sizeof text));
  fprintf(f, "}%s\n", e + 1 < run->nrecord ? "," : "");
}

static int is_kernel_fault(int kind) { return kind >= HOST_OBS_KERNEL_DEVICE_TYPE && kind <= HOST_OBS_KERNEL_MISUSE; }

/* "a, b" into out from a comma-separated field, as a JSON array. */
static void json_list(FILE *f, const char *csv) {
  fputc('[', f);
  for (const char *p = csv; *p;) {
    size_t len = strcspn(p, ",");
    char item[64];
    host_format(item, sizeof item, "%.*s", (int)len, p);
    if (p != csv) fputs(", ", f);
    conform_json_string(f, item);
    p += len;
    if (*p == ',') p++;
  }
  fputc(']', f);
}

/* kernels[]: one entry per registration in the run's record (what
 * TF_InitKernel registered), joined with what the record holds about it:
 * whether it ran, and the faults the K cases judge. So a kernel's verdict
 * here and the K cases' verdicts are read from the same entries. */
static void json_kernels(FILE *f, const conform_run *run) {
  const char *core = host_profile_active_name();
  size_t written = 0;
  for (size_t e = 0; e < run->nrecord; e++) {
    const host_obs *k = &run->record[e].obs;
    if (k->kind != HOST_OBS_KERNEL || strcmp(k->core, core) != 0) continue;
    char field[4][sizeof k->detail];
    const char *p = k->detail;
    for (int i = 0; i < 4; i++) {
      size_t len = strcspn(p, "\t");
      host_format(field[i], sizeof field[i], "%.*s", (int)len, p);
      p += len;
      if (*p == '\t') p++;
    }
    char evidence[CONFORM_EVIDENCE_MAX] = "", trials[400] = "";
    int faults = 0, ran = 0;
    for (size_t o = 0; o < run->nrecord; o++) {
      const host_obs *x = &run->record[o].obs;
      if (strcmp(x->core, core) != 0 || strcmp(x->call, k->call) != 0) continue;
      if (x->kind == HOST_OBS_KERNEL_RAN) {
        size_t used = strlen(trials);
        host_format(trials + used, sizeof trials - used, "%s%s", ran++ ? "; " : "", x->detail);
      } else if (is_kernel_fault(x->kind)) {
        char text[600];
        size_t used = strlen(evidence);
        host_format(evidence + used, sizeof evidence - used, "%s%s", faults++ ? "; " : "",
                    host_obs_describe(x, text, sizeof text));
      }
    }
    const char *verdict = faults ? "FAIL" : ran ? "PASS" : "SKIP";
    if (!faults && ran)
      host_format(evidence, sizeof evidence, "ran %s: every output within tolerance, no guard byte changed, no handle "
                  "left", trials);
    else if (!faults) {
      const host_op_def *op = host_op_find(field[0]);
      if (op == NULL) host_format(evidence, sizeof evidence, "not run: the host has no op '%s'", field[0]);
      else if (strcmp(field[1], run->type) != 0)
        host_format(evidence, sizeof evidence, "not run: registered for '%s', the host runs kernels on the platform's "
                    "device type '%s'", field[1], run->type);
      else if (field[2][0] && strstr(field[2], "T=float") == NULL)
        host_format(evidence, sizeof evidence, "not run: constrained to %s, the host computes float32 only", field[2]);
      else host_format(evidence, sizeof evidence, "not run: no case of this run ran the kernels (K05..K09)");
    } else if (ran) {
      size_t used = strlen(evidence);
      host_format(evidence + used, sizeof evidence - used, " (ran %s)", trials);
    }
    fprintf(f, "%s    {", written++ ? ",\n" : "");
    json_field(f, "", "op", field[0]);
    json_field(f, ", ", "device_type", field[1]);
    json_field(f, ", ", "kernel_name", k->call);
    fputs(", \"type_constraints\": ", f);
    json_list(f, field[2]);
    fputs(", \"host_memory\": ", f);
    json_list(f, field[3]);
    fprintf(f, ", \"priority\": %lld, \"ran\": %s", (long long)k->value, ran ? "true" : "false");
    json_field(f, ", ", "verdict", verdict);
    json_field(f, ", ", "evidence", evidence);
    fprintf(f, ", \"record_entry\": %zu}", e);
  }
  if (written) fputc('\n', f);
}

/* "imports": what the file imports, read before loading, and where each
 * symbol resolves from in this core (null: nowhere the core provides; a
 * symbol that is no TF_ function is libc's or another library's). */
static void json_imports(FILE *f, const host_imports *im) {
  fprintf(f, "  \"imports\": {\"read\": %s", im->read ? "true" : "false");
  json_field(f, ", ", "error", im->error);
  fputs(", \"needed\": [", f);
  for (size_t i = 0; i < im->elf.nneeded; i++) {
    if (i) fputs(", ", f);
    conform_json_string(f, im->elf.needed[i]);
  }
  fputs("], \"undefined\": [", f);
  for (size_t i = 0; i < im->elf.nundefined; i++) {
    const host_elf_symbol *s = &im->elf.undefined[i];
    const char *from = host_import_resolves_from(im, s->name, NULL);
    fputs(i ? ",\n    {" : "\n    {", f);
    json_field(f, "", "name", s->name);
    fprintf(f, ", \"weak\": %s, \"tf\": %s, \"resolves_from\": ", s->weak ? "true" : "false",
            strncmp(s->name, "TF_", 3) == 0 ? "true" : "false");
    if (from) conform_json_string(f, from);
    else fputs("null", f);
    fputs("}", f);
  }
  fprintf(f, "%s], \"missing\": %zu, \"weak_missing\": %zu},\n", im->elf.nundefined ? "\n  " : "", im->missing,
          im->weak_missing);
}

static const char *needs_name(enum conform_needs n) {
  static const char *const names[] = {
      [NEEDS_LOAD] = "load", [NEEDS_REGISTER] = "register", [NEEDS_READY] = "ready", [NEEDS_DEVICE] = "device",
      [NEEDS_TWO_DEVICES] = "two_devices", [NEEDS_GRAPH_LOAD] = "graph_load", [NEEDS_GRAPH] = "graph",
      [NEEDS_PROFILER_LOAD] = "profiler_load", [NEEDS_PROFILER] = "profiler", [NEEDS_KERNEL_LOAD] = "kernel_load",
      [NEEDS_KERNEL] = "kernel", [NEEDS_FILE] = "file"};
  return (size_t)n < sizeof names / sizeof names[0] && names[n] ? names[n] : "unknown";
}

static const char *stage_name(int stage) {
  switch (stage) {
    case HOST_STAGE_LOADED: return "loaded";
    case HOST_STAGE_INIT_CALLED: return "init_called";
    case HOST_STAGE_REGISTERED: return "registered";
    case HOST_STAGE_READY: return "ready";
    default: return "none";
  }
}

/* `facts`: what the runner observed itself (conform_facts.c), which the
 * consistency oracle holds every verdict against. */
static void json_facts(FILE *f, const conform_run *run) {
  fprintf(f, "  \"facts\": {\"probe\": {\"stage\": \"%s\", \"finished\": %s, \"stopped_at\": ",
          stage_name(run->probe_stage), run->probe_finished ? "true" : "false");
  conform_json_string(f, run->probe_judge);
  fputs(", \"why\": ", f);
  conform_json_string(f, run->probe_stopped);
  fputs("}, \"exports\": ", f);
  if (!run->exports_read) {
    fputs("null", f);
  } else {
    fputc('{', f);
    for (int m = 0; m < HOST_MOD_COUNT; m++) {
      fputs(m ? ", " : "", f);
      conform_json_string(f, host_module_symbol((enum host_module)m));
      fprintf(f, ": %s", run->exported & (1u << m) ? "true" : "false");
    }
    fputc('}', f);
  }
  fputs(", \"hung\": ", f);
  if (run->hung_step == HOST_PREREQ_NONE) {
    fputs("null", f);
  } else {
    fputs("{\"step\": ", f);
    conform_json_string(f, host_prereq_name((enum host_prereq)run->hung_step));
    fprintf(f, ", \"ms\": %d}", run->hung_ms);
  }
  fprintf(f, ", \"core_deadline_ms\": %d, \"deadline_not_run\": %zu, \"overruled\": %zu},\n", run->deadline_ms,
          run->deadline_not_run, run->facts_overruled);
}

void conform_json_sandbox(FILE *f) {
  const host_sandbox_report *r = host_sandbox_describe();
  char line[1024];
  host_sandbox_summary(line, sizeof line);
  fprintf(f, "{\"enabled\": %s, \"summary\": ", r->enabled ? "true" : "false");
  conform_json_string(f, line);
  fputs(", \"namespaces\": [", f);
  for (size_t i = 0; i < r->nnamespaces; i++) {
    if (i) fputs(", ", f);
    conform_json_string(f, r->namespaces[i]);
  }
  fprintf(f, "], \"seccomp\": %s, \"no_new_privs\": %s, \"read_only_view\": %s, \"scratch\": %s, "
             "\"no_network\": %s, \"net_per_run\": %s, \"pid_namespace\": %s, \"limits\": {",
          r->seccomp ? "true" : "false", r->no_new_privs ? "true" : "false", r->read_only_view ? "true" : "false",
          r->scratch ? "true" : "false", r->no_network ? "true" : "false", r->net_per_run ? "true" : "false",
          r->pid_namespace ? "true" : "false");
  for (int l = 0; l < HOST_LIMIT_COUNT; l++) {
    fprintf(f, "%s\"%s\": ", l ? ", " : "", host_sandbox_limit_name((enum host_sandbox_limit)l));
    if (r->limit[l]) fprintf(f, "%llu", r->limit[l]);
    else fputs("null", f);
  }
  fputs("}, \"env_passed\": [", f);
  for (size_t i = 0; i < r->nenv; i++) {
    if (i) fputs(", ", f);
    conform_json_string(f, r->env_passed[i]);
  }
  fputs("], \"bind\": [", f);
  for (size_t i = 0; i < r->nbind; i++) {
    if (i) fputs(", ", f);
    conform_json_string(f, r->bind[i]);
  }
  fputs("], \"missing\": [", f);
  for (size_t i = 0; i < r->nmissing; i++) {
    fputs(i ? ", {\"part\": " : "{\"part\": ", f);
    conform_json_string(f, r->missing[i].part);
    fputs(", \"why\": ", f);
    conform_json_string(f, r->missing[i].why);
    fputs("}", f);
  }
  fputs("]}", f);
}

int conform_write_json(const char *file, const conform_run *run) {
  report_file rf;
  FILE *f = report_file_open(&rf, file, "w");
  if (f == NULL) return -1;
  json_field(f, "{\n  ", "plugin", run->path);
  json_field(f, ",\n  ", "core", host_profile_active_name());
  json_field(f, ",\n  ", "lineage", host_profile_lineage());
  json_field(f, ",\n  ", "oldest_release", host_profile_oldest_release());
  fputs(",\n  \"sandbox\": ", f);
  conform_json_sandbox(f);
  fprintf(f, ",\n  \"loadable\": %s,\n  \"platform\": {", run->loadable ? "true" : "false");
  json_field(f, "", "name", run->name);
  json_field(f, ", ", "type", run->type);
  json_field(f, ", ", "settled_to", run->settled_to);
  /* built_for: the name this field had before "settled to" said what it is. */
  json_field(f, ", ", "built_for", run->settled_to);
  fprintf(f, ", \"registered\": %s, \"device_count\": ", run->registered ? "true" : "false");
  if (run->device_count < 0) fputs("null", f);
  else fprintf(f, "%d", run->device_count);
  fputs("},\n", f);
  json_imports(f, &run->imports);
  json_facts(f, run);
  if (run->loadable && !run->registered) {
    fputs("  \"registration_error\": ", f);
    conform_json_string(f, run->stopped);
    fputs(",\n", f);
  }
  if (!run->loadable) {
    fputs("  \"load_error\": ", f);
    conform_json_string(f, run->load_error);
    fputs(",\n", f);
  }
  fputs("  \"cases\": [\n", f);
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    fputs("    {\"id\": ", f);
    conform_json_string(f, r->cs->id);
    fputs(", \"section\": ", f);
    conform_json_string(f, r->cs->group);
    fputs(", \"title\": ", f);
    conform_json_string(f, r->cs->title);
    fprintf(f, ", \"grade\": \"%s\", \"verdict\": \"%s\", \"claim\": %s, \"ms\": %.1f, \"evidence\": ",
            conform_grade_name(r->cs->grade), conform_verdict_name(r->verdict),
            conform_is_claim(r->cs->id) ? "true" : "false", r->ms);
    conform_json_string(f, r->evidence);
    if (r->verdict == CONFORM_NOT_RUN) {
      fputs(", \"blocked_by\": ", f);
      conform_json_string(f, r->blocked_by);
    }
    if (r->follows_from[0]) json_field(f, ", ", "follows_from", r->follows_from);
    fprintf(f, ", \"needs\": \"%s\", \"module\": ", needs_name(r->cs->needs));
    if (r->cs->module >= HOST_MOD_COUNT) fputs("\"any\"", f);
    else conform_json_string(f, host_module_symbol(r->cs->module));
    if (r->overruled) fprintf(f, ", \"child_said\": \"%s\"", conform_verdict_name(r->child_said));
    if (r->output_bytes) {
      /* What the case's child wrote on stdout and stderr: the end of it. */
      fprintf(f, ", \"output_bytes\": %zu, \"output\": ", r->output_bytes);
      conform_json_string(f, r->output);
    }
    fputs(", \"cites\": [", f);
    for (size_t k = 0; k < r->ncites; k++) fprintf(f, "%s%zu", k ? ", " : "", r->cites[k]);
    fputs("], \"claims\": ", f);
    conform_write_claims(f, run, i);
    fprintf(f, "}%s\n", i + 1 < run->count ? "," : "");
  }
  fputs("  ],\n  \"record\": [\n", f);
  for (size_t e = 0; e < run->nrecord; e++) json_obs(f, run, e);
  fputs("  ],\n  \"kernels\": [\n", f);
  json_kernels(f, run);
  fputs("  ],\n  \"blocked\": [\n", f);
  for (size_t b = 0; b < run->nblockers; b++) {
    fputs("    {\"by\": ", f);
    conform_json_string(f, run->blockers[b].by);
    fputs(", \"reason\": ", f);
    conform_json_string(f, run->blockers[b].reason);
    fprintf(f, ", \"cases\": %zu}%s\n", run->blockers[b].blocked, b + 1 < run->nblockers ? "," : "");
  }
  conform_tally t = conform_count(run);
  fputs("  ],\n  \"root_cause\": {\"case\": ", f);
  conform_json_string(f, run->root_case);
  fputs(", \"text\": ", f);
  conform_json_string(f, run->root_cause);
  fprintf(f, ", \"blocked\": %zu, \"explains\": %zu, \"entry\": ", run->root_blocked, run->root_explains);
  if (run->root_entry >= 0) fprintf(f, "%ld},\n", run->root_entry);
  else fputs("null},\n", f);
  fprintf(f, "  \"summary\": {\"passed\": %zu, \"failed\": %zu, \"skipped\": %zu, "
             "\"not_run\": %zu, \"required_or_expected_not_run\": %zu, \"required_or_expected_failed\": %zu, "
             "\"conformant\": %s}\n}\n",
          t.pass, t.fail, t.skip, t.not_run, t.not_run_hard, t.fail_hard,
          run->loadable && conform_is_conformant(&t) ? "true" : "false");
  return report_file_commit(&rf, 1);
}
