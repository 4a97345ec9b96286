/* Output of a conformance run: one line per case, a per-section table, the
 * closing "N passed, N failed" line, and a JSON document with the evidence. */
#include "conform.h"

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
    if (r->verdict == CONFORM_PASS) t.pass++;
    else if (r->verdict == CONFORM_SKIP) t.skip++;
    else if (r->verdict == CONFORM_NOT_RUN) t.not_run++;
    else {
      t.fail++;
      if (r->cs->grade != CONFORM_ADVISORY) t.fail_hard++;
    }
  }
  return t;
}

int conform_is_conformant(const conform_tally *t) { return t->fail_hard == 0 && t->not_run == 0; }

void conform_print_case(FILE *out, const conform_result *r) {
  fprintf(out, "%-4s %-8s %-7s %s%s%s\n", r->cs->id, conform_grade_name(r->cs->grade),
          conform_verdict_name(r->verdict), r->cs->title, r->evidence[0] ? " -- " : "",
          r->evidence);
}

void conform_print_summary(FILE *out, const conform_run *run) {
  static const char *const groups[] = {"registration", "devices", "memory",
                                       "copies and fills", "streams", "events",
                                       "host_callback", "timers", "status and lifecycle"};
  fprintf(out, "\n| section              | pass | fail (req/exp) | fail (adv) | skip | not run |\n");
  fprintf(out, "|----------------------|------|----------------|------------|------|---------|\n");
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
    fprintf(out, "| %-20s | %4zu | %14zu | %10zu | %4zu | %7zu |\n", groups[g], p, fh, fa, s, nr);
  }
  conform_tally t = conform_count(run);
  fprintf(out, "\nplugin %s: ", run->path);
  if (run->name[0] || run->type[0])
    fprintf(out, "platform %s, type %s", run->name[0] ? run->name : "(none)", run->type[0] ? run->type : "(none)");
  else
    fprintf(out, "platform and type not read");
  if (!run->registered) fprintf(out, "; the core could not bring it up: %s\n", run->stopped);
  else if (run->device_count < 0) fprintf(out, ", built for %s, device count unknown\n", run->built_for);
  else fprintf(out, ", built for %s, %d device%s\n", run->built_for, run->device_count, run->device_count == 1 ? "" : "s");
  fprintf(out, "%zu skipped; %zu not run because a prerequisite failed; %zu REQUIRED/EXPECTED failure%s -> %s\n",
          t.skip, t.not_run, t.fail_hard, t.fail_hard == 1 ? "" : "s",
          conform_is_conformant(&t) ? "conformant" : "NOT CONFORMANT");
  fprintf(out, "%zu passed, %zu failed\n", t.pass, t.fail);
}

void conform_json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", f);
    else if (*p < 0x20 || *p >= 0x7f) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
  }
  fputc('"', f);
}

int conform_write_json(const char *file, const conform_run *run) {
  FILE *f = strcmp(file, "-") == 0 ? stdout : fopen(file, "w");
  if (f == NULL) return -1;
  fputs("{\n  \"plugin\": ", f);
  conform_json_string(f, run->path);
  fputs(",\n  \"core\": ", f);
  conform_json_string(f, host_profile_active_name());
  fprintf(f, ",\n  \"loadable\": %s,\n  \"platform\": {\"name\": ", run->loadable ? "true" : "false");
  conform_json_string(f, run->name);
  fputs(", \"type\": ", f);
  conform_json_string(f, run->type);
  fputs(", \"built_for\": ", f);
  conform_json_string(f, run->built_for);
  fprintf(f, ", \"registered\": %s, \"device_count\": ", run->registered ? "true" : "false");
  if (run->device_count < 0) fputs("null", f);
  else fprintf(f, "%d", run->device_count);
  fputs("},\n", f);
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
    fprintf(f, ", \"grade\": \"%s\", \"verdict\": \"%s\", \"ms\": %.1f, \"evidence\": ",
            conform_grade_name(r->cs->grade), conform_verdict_name(r->verdict), r->ms);
    conform_json_string(f, r->evidence);
    fprintf(f, "}%s\n", i + 1 < run->count ? "," : "");
  }
  conform_tally t = conform_count(run);
  fprintf(f, "  ],\n  \"summary\": {\"passed\": %zu, \"failed\": %zu, \"skipped\": %zu, "
             "\"not_run\": %zu, \"required_or_expected_failed\": %zu, \"conformant\": %s}\n}\n",
          t.pass, t.fail, t.skip, t.not_run, t.fail_hard, conform_is_conformant(&t) ? "true" : "false");
  if (f != stdout) fclose(f);
  return 0;
}
