/* A conformance run as JUnit XML, the report CI systems read (Jenkins,
 * GitLab, GitHub's test reporters): a <testsuite> per core, a <testcase> per
 * case, name "ID title", classname "seabi." and the core's name with every
 * character but letters and digits as '_' (seabi.tensorflow_2_14,
 * seabi.v0_0_1): Jenkins splits a classname at its dots into package and
 * class, so a release's own dots would scatter one core over packages named
 * "tensorflow-2" and "0". The core's name as it is: the suite's name and
 * its "core" property.
 *
 *   PASS     <testcase .../>
 *   FAIL     <failure type="REQUIRED|EXPECTED|ADVISORY" message="evidence">
 *   SKIP     <skipped message="evidence"/>: the case does not apply
 *   NOT_RUN  <error type="NOT_RUN" message="not run: blocked by ID ...">
 *
 * NOT_RUN is an <error>, never <skipped>: CI reads <skipped> as "not a
 * failure", while a case that could not run keeps the run from being
 * conformant, whatever its grade (conform_is_conformant). An <error> fails
 * the build and is counted in a column of its own beside failures, as the
 * JSON counts "not_run" beside "failed"; it is also what JUnit means by an
 * error, a test that could not be carried out (pytest reports a test whose
 * fixture failed the same way). So a suite's failures, errors and skipped
 * are the JSON's failed, not_run and skipped. ADVISORY failures are
 * <failure>s too, told apart by their type; seabi's exit status is the
 * verdict, the JUnit report the record.
 *
 * Text: UTF-8 as the plugin gave it; what XML 1.0 cannot carry at all
 * (control characters other than tab, line feed and carriage return, bytes
 * that are not UTF-8, U+FFFE, U+FFFF) and DEL, which it can but nobody can
 * read, are written as the text \xNN, so any plugin string leaves the
 * document well-formed and still readable. The HTML page shows text by the
 * same rule. */
#include "conform.h"
#include "report_file.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Length of the character at p when XML can carry it, else 0. */
static size_t xml_char_len(const unsigned char *p) {
  unsigned c = p[0];
  if (c < 0x80) return (c >= 0x20 && c != 0x7f) || c == '\t' || c == '\n' || c == '\r' ? 1 : 0;
  size_t len = conform_utf8_len(p);
  /* U+FFFE and U+FFFF (EF BF BE/BF) are no XML characters. */
  if (len == 3 && p[0] == 0xef && p[1] == 0xbf && p[2] >= 0xbe) return 0;
  return len;
}

/* `s` as XML character data; `attr`: inside a double-quoted attribute,
 * where tab and line breaks are written as references so they survive
 * attribute normalisation. A carriage return always is (end-of-line
 * handling would make it a line feed). */
void conform_xml_text(FILE *f, const char *s, int attr) {
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    size_t len = xml_char_len(p);
    if (len == 0) {
      fprintf(f, "\\x%02x", *p++);
      continue;
    }
    if (len > 1) {
      fwrite(p, 1, len, f);
      p += len;
      continue;
    }
    switch (*p) {
      case '&': fputs("&amp;", f); break;
      case '<': fputs("&lt;", f); break;
      case '>': fputs("&gt;", f); break;
      case '"': fputs("&quot;", f); break;
      case '\r': fputs("&#13;", f); break;
      case '\t': fputs(attr ? "&#9;" : "\t", f); break;
      case '\n': fputs(attr ? "&#10;" : "\n", f); break;
      default: fputc(*p, f);
    }
    p++;
  }
}

static void attr(FILE *f, const char *name, const char *value) {
  fprintf(f, " %s=\"", name);
  conform_xml_text(f, value, 1);
  fputc('"', f);
}

static void property(FILE *f, const char *name, const char *value) {
  fputs("      <property", f);
  attr(f, "name", name);
  attr(f, "value", value);
  fputs("/>\n", f);
}

/* Why a NOT_RUN case did not run, as the text report's summary says it. */
static void not_run_message(const conform_run *run, const conform_result *r, char *out, size_t n) {
  const conform_result *judge = r->blocked_by[0] ? conform_find(run, r->blocked_by) : NULL;
  if (!r->blocked_by[0]) host_format(out, n, "not run: a prerequisite failed");
  else if (judge == NULL) host_format(out, n, "not run: blocked by %s (not in this run)", r->blocked_by);
  else if (judge->verdict == CONFORM_PASS) host_format(out, n, "not run: nothing to run it on (%s reports it)", r->blocked_by);
  else host_format(out, n, "not run: blocked by %s, %s", r->blocked_by, conform_verdict_name(judge->verdict));
}

/* The evidence and the entries of the run's record the verdict rests on. */
static void body(FILE *f, const conform_run *run, const conform_result *r) {
  conform_xml_text(f, r->evidence, 0);
  for (size_t k = 0; k < r->ncites; k++) {
    if (r->cites[k] >= run->nrecord) continue;
    char text[800];
    fputs("\nrecord: ", f);
    conform_xml_text(f, host_obs_describe(&run->record[r->cites[k]].obs, text, sizeof text), 0);
  }
}

/* "seabi." + the core's name as an identifier; a leading digit gets a 'v'. */
static void classname(const char *core, char *out, size_t n) {
  char ident[128];
  host_profile_ident(core, ident, sizeof ident);
  host_format(out, n, "seabi.%s%s", ident[0] >= '0' && ident[0] <= '9' ? "v" : "", ident);
}

static void testcase(FILE *f, const char *core, const conform_run *run, const conform_result *r) {
  char name[512], cls[160];
  classname(core, cls, sizeof cls);
  host_format(name, sizeof name, "%s %s", r->cs->id, r->cs->title);
  fputs("    <testcase", f);
  attr(f, "classname", cls);
  attr(f, "name", name);
  fprintf(f, " time=\"%.3f\"", r->ms / 1000.0);
  switch (r->verdict) {
    case CONFORM_PASS: fputs("/>\n", f); return;
    case CONFORM_SKIP:
      fputs(">\n      <skipped", f);
      attr(f, "message", r->evidence);
      fputs("/>\n", f);
      break;
    case CONFORM_FAIL:
      fputs(">\n      <failure", f);
      attr(f, "type", conform_grade_name(r->cs->grade));
      attr(f, "message", r->evidence);
      fputs(">", f);
      body(f, run, r);
      fputs("</failure>\n", f);
      break;
    case CONFORM_NOT_RUN: {
      char why[64];
      not_run_message(run, r, why, sizeof why);
      fputs(">\n      <error type=\"NOT_RUN\"", f);
      attr(f, "message", why);
      fputs(">", f);
      body(f, run, r);
      fputs("</error>\n", f);
      break;
    }
  }
  fputs("    </testcase>\n", f);
}

/* One <testsuite>: the active core's run. Its opening tag is one line with
 * the counts first (conform_junit_join reads them back). */
static void testsuite(FILE *f, const conform_run *run) {
  const char *core = host_profile_active_name();
  conform_tally t = conform_count(run);
  size_t tests = run->count, errors = t.not_run;
  double ms = 0;
  for (size_t i = 0; i < run->count; i++) ms += run->results[i].ms;
  if (!run->loadable) tests = 1, errors = 1; /* the load itself, an error */
  fprintf(f, "  <testsuite tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\" time=\"%.3f\"", tests,
          t.fail, errors, t.skip, ms / 1000.0);
  attr(f, "name", core);
  fputs(">\n    <properties>\n", f);
  property(f, "plugin", run->path);
  property(f, "core", core);
  property(f, "lineage", host_profile_lineage());
  property(f, "platform", run->name);
  property(f, "settled_to", run->settled_to);
  property(f, "conformant", run->loadable && conform_is_conformant(&t) ? "true" : "false");
  property(f, "root_cause", run->root_cause);
  fputs("    </properties>\n", f);
  if (!run->loadable) {
    char cls[160];
    classname(core, cls, sizeof cls);
    fputs("    <testcase", f);
    attr(f, "classname", cls);
    fputs(" name=\"load\">\n      <error type=\"NOT_LOADABLE\"", f);
    attr(f, "message", run->load_error);
    fputs("/>\n    </testcase>\n", f);
  }
  for (size_t i = 0; i < run->count; i++) testcase(f, core, run, &run->results[i]);
  fputs("  </testsuite>\n", f);
}

static int close_out(FILE *f) {
  if (f == stdout) return fflush(f) == 0 ? 0 : -1;
  int bad = ferror(f);
  return fclose(f) == 0 && !bad ? 0 : -1;
}

static const char xml_decl[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

int conform_write_junit(const char *file, const conform_run *run) {
  report_file rf;
  FILE *f = report_file_open(&rf, file, "w");
  if (f == NULL) return -1;
  conform_tally t = conform_count(run);
  fputs(xml_decl, f);
  fputs("<testsuites", f);
  attr(f, "name", "seabi conform");
  if (run->loadable)
    fprintf(f, " tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\">\n", run->count, t.fail, t.not_run,
            t.skip);
  else
    fputs(" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n", f);
  testsuite(f, run);
  fputs("</testsuites>\n", f);
  return report_file_commit(&rf, 1);
}

/* Written aside and renamed when complete: a part that is there is whole,
 * even when the run that wrote it died right after. */
int conform_write_junit_part(const char *file, const conform_run *run) {
  char tmp[4200];
  host_format(tmp, sizeof tmp, "%s.tmp", file);
  FILE *f = fopen(tmp, "w");
  if (f == NULL) return -1;
  testsuite(f, run);
  if (close_out(f) != 0 || rename(tmp, file) != 0) {
    unlink(tmp);
    return -1;
  }
  return 0;
}

typedef struct suite_counts {
  unsigned long tests, failures, errors, skipped;
  int have; /* the part is there, complete up to its opening tag */
} suite_counts;

/* The counts of a part's opening tag (its first line), or -1. */
static int read_counts(const char *part, suite_counts *c) {
  FILE *in = part && part[0] ? fopen(part, "r") : NULL;
  if (in == NULL) return -1;
  char line[512];
  int got = fgets(line, sizeof line, in) != NULL &&
            sscanf(line, "  <testsuite tests=\"%lu\" failures=\"%lu\" errors=\"%lu\" skipped=\"%lu\"", &c->tests,
                   &c->failures, &c->errors, &c->skipped) == 4;
  fclose(in);
  c->have = got;
  return got ? 0 : -1;
}

int conform_junit_join(const char *file, const char *plugin, const conform_junit_part *parts, size_t n) {
  suite_counts *c = calloc(n ? n : 1, sizeof *c), all = {0, 0, 0, 0, 1};
  if (c == NULL) return -1;
  for (size_t i = 0; i < n; i++) {
    if (read_counts(parts[i].file, &c[i]) != 0) c[i] = (suite_counts){1, 0, 1, 0, 0}; /* the lost run, an error */
    all.tests += c[i].tests, all.failures += c[i].failures, all.errors += c[i].errors, all.skipped += c[i].skipped;
  }
  report_file rf;
  FILE *f = report_file_open(&rf, file, "w");
  if (f == NULL) {
    free(c);
    return -1;
  }
  char name[4200];
  host_format(name, sizeof name, "seabi conform --all-cores %s", plugin);
  fputs(xml_decl, f);
  fputs("<testsuites", f);
  attr(f, "name", name);
  fprintf(f, " tests=\"%lu\" failures=\"%lu\" errors=\"%lu\" skipped=\"%lu\">\n", all.tests, all.failures, all.errors,
          all.skipped);
  for (size_t i = 0; i < n; i++) {
    FILE *in = c[i].have ? fopen(parts[i].file, "r") : NULL;
    if (in != NULL) {
      char buf[4096];
      size_t got;
      while ((got = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, got, f);
      fclose(in);
      continue;
    }
    /* No part: the run under this core ended before it wrote one. */
    char why[700];
    host_format(why, sizeof why, "the run under this core left no report: %s",
                parts[i].lost && parts[i].lost[0] ? parts[i].lost : "it ended without a result");
    fputs("  <testsuite tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\"", f);
    attr(f, "name", parts[i].core);
    char cls[160];
    classname(parts[i].core, cls, sizeof cls);
    fputs(">\n    <testcase", f);
    attr(f, "classname", cls);
    fputs(" name=\"run\">\n      <error type=\"INTERNAL\"", f);
    attr(f, "message", why);
    fputs("/>\n    </testcase>\n  </testsuite>\n", f);
  }
  fputs("</testsuites>\n", f);
  free(c);
  return report_file_commit(&rf, 1);
}
