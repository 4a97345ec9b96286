/* Verdicts from facts the runner observed itself, over what a case's child
 * said (conform.h, conform_apply_facts).
 *
 * A child's verdict is a message from a process that ran plugin code, and
 * plugin code can write on the child's descriptors (a forged PASS) or die
 * after a message it did not write. What the runner saw for itself stands
 * above that word:
 *   - how far its registration probe got (and whether it finished): a case
 *     that builds on a registration the probe saw fail, crash or hang is
 *     NOT_RUN with that as its cause, and the case that judges that step
 *     cannot PASS;
 *   - the file's dynamic symbol table, read before anything was loaded: a
 *     case of a module whose entry point the file does not export is SKIP,
 *     whatever its child reported;
 *   - the prerequisite that hung in the probe (host_prereq.h): a case that
 *     came to it and did not call it is NOT_RUN with the hang as its cause,
 *     the case judging it FAILs with the hang.
 * Each change keeps what the child said in the evidence. */
#include "conform.h"

#include <string.h>

static int is_se_device_case(const conform_case *cs, enum conform_needs from) {
  return cs->module == HOST_MOD_SE && cs->needs >= from && cs->needs <= NEEDS_TWO_DEVICES;
}

/* Whether the active core's loader only initialises module `m` after a
 * StreamExecutor module that succeeded (so its cases build on it too). */
static int behind_se(enum host_module m) {
  if (m == HOST_MOD_SE || m == CONFORM_ANY_MODULE || host_loader_failure_logged(HOST_MOD_SE)) return 0;
  enum host_module before[HOST_MOD_COUNT];
  size_t n = host_loader_before(m, before, HOST_MOD_COUNT);
  for (size_t i = 0; i < n; i++)
    if (before[i] == HOST_MOD_SE) return 1;
  return 0;
}

/* `prefix`: how a NOT_RUN's evidence starts ("prerequisite failed: "). */
static void overrule(conform_run *run, conform_result *r, conform_verdict v, const char *by, const char *prefix,
                     const char *why) {
  char was[CONFORM_EVIDENCE_MAX];
  host_format(was, sizeof was, "%s", r->evidence);
  if (!r->overruled) r->child_said = r->verdict;
  r->overruled = 1;
  r->verdict = v;
  host_format(r->blocked_by, sizeof r->blocked_by, "%s", v == CONFORM_NOT_RUN ? by : "");
  host_format(r->evidence, sizeof r->evidence, "%s%s; its child reported %s%s%s", prefix, why,
              conform_verdict_name(r->child_said), was[0] ? ": " : "", was);
  run->facts_overruled++;
}

/* The registration the probe saw fail: which cases cannot stand. */
static void registration_facts(conform_run *run, conform_result *r) {
  if (!run->exports_read || !(run->exported & (1u << HOST_MOD_SE)) || run->probe_stage >= HOST_STAGE_READY) return;
  if (run->hung_step != HOST_PREREQ_NONE) return; /* prerequisite_facts words it */
  const char *judge = run->probe_judge[0] ? run->probe_judge : "R02";
  char why[CONFORM_EVIDENCE_MAX];
  host_format(why, sizeof why, "%s (%s judges it)", run->probe_stopped[0] ? run->probe_stopped : "registration failed",
              judge);
  if (strcmp(r->cs->id, judge) == 0) {
    if (r->verdict == CONFORM_PASS) overrule(run, r, CONFORM_FAIL, "", "", why);
    return;
  }
  enum conform_needs from = run->probe_stage >= HOST_STAGE_REGISTERED ? NEEDS_READY : NEEDS_REGISTER;
  /* A probe that crashed or hung in SE_InitPlugin: every case that calls
   * it would too, its own registration cases among them. */
  if (!run->probe_finished && run->probe_stage < HOST_STAGE_REGISTERED && r->cs->module == HOST_MOD_SE &&
      r->cs->needs == NEEDS_LOAD && r->verdict == CONFORM_PASS)
    from = NEEDS_LOAD;
  int depends = is_se_device_case(r->cs, from) || (behind_se(r->cs->module) && r->cs->needs != NEEDS_FILE);
  if (depends && r->verdict != CONFORM_NOT_RUN) overrule(run, r, CONFORM_NOT_RUN, judge, "prerequisite failed: ", why);
}

/* A module the file does not export has no case that passes or fails. */
static void export_facts(conform_run *run, conform_result *r) {
  enum host_module m = r->cs->module;
  if (!run->exports_read || m == HOST_MOD_SE || m >= HOST_MOD_COUNT || (run->exported & (1u << m))) return;
  if (r->verdict == CONFORM_SKIP) return;
  char why[CONFORM_EVIDENCE_MAX];
  host_format(why, sizeof why, "the plugin's dynamic symbol table (read by the runner before loading it) does not "
              "export %s: it has no %s module", host_module_symbol(m), host_module_name(m));
  overrule(run, r, CONFORM_SKIP, "", "", why);
}

/* A case that came to the step which hung in the probe. */
static void prerequisite_facts(conform_run *run, conform_result *r) {
  if (r->refused_step == HOST_PREREQ_NONE) return;
  enum host_prereq q = (enum host_prereq)r->refused_step;
  char why[CONFORM_EVIDENCE_MAX];
  host_prereq_describe(q, run->hung_ms, why, sizeof why);
  const char *judge = host_prereq_judge(q);
  /* The child's own refusal (case_refused) says it all: the judge of the
   * step fails with the hang the probe saw, every other case is NOT_RUN. */
  int own = r->verdict == CONFORM_NOT_RUN && strcmp(r->evidence, why) == 0;
  if (strcmp(r->cs->id, judge) == 0) {
    char hang[CONFORM_EVIDENCE_MAX];
    host_format(hang, sizeof hang, "hang: %s did not return within %d ms in the registration probe (not called again)",
                host_prereq_name(q), run->hung_ms);
    if (own) {
      r->overruled = 1, r->child_said = r->verdict, run->facts_overruled++;
      r->verdict = CONFORM_FAIL;
      r->blocked_by[0] = '\0';
      host_format(r->evidence, sizeof r->evidence, "%s", hang);
    } else {
      overrule(run, r, CONFORM_FAIL, "", "", hang);
    }
  } else if (own) {
    host_format(r->blocked_by, sizeof r->blocked_by, "%s", judge);
  } else {
    overrule(run, r, CONFORM_NOT_RUN, judge, "prerequisite hung: ", why + strlen("prerequisite hung: "));
  }
}

void conform_apply_facts(conform_run *run, conform_result *r) {
  if (r->internal || r->cs->needs == NEEDS_FILE) return;
  if (r->verdict == CONFORM_NOT_RUN && strcmp(r->blocked_by, CONFORM_DEADLINE_BLOCKER) == 0) return;
  prerequisite_facts(run, r);
  registration_facts(run, r);
  export_facts(run, r);
}
