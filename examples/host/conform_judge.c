/* The run's one record of what the plugin did, and every verdict read from
 * it.
 *
 * Each case child sends back its record (host_record). Here they are merged
 * into the run's record, each entry remembering which cases saw it. The
 * claim cases below do not judge what their own child saw: they make a
 * statement about the whole run ("no byte past a settled struct_size was
 * written in any struct handed over") and are judged from the run's record
 * once every case has run, so R09 cannot pass while R17 or D02 of the same
 * run saw such a write. Their children only make sure the claim has
 * something to speak of when they run alone (--only).
 *
 * Also here: what blocked what (one reason per prerequisite, with the cases
 * it kept from running; the root cause that explains them is found in
 * conform_cause.c), and references to other cases ("(see X01)", a NOT_RUN's blocker) made to
 * say when that case is not in the run. */
#include "conform.h"

#include <stdlib.h>
#include <string.h>

#define KIND(k) (UINT64_C(1) << (k))
#define SLOT(s) (1u << (s))
#define WRITES (KIND(HOST_OBS_PAST_SIZE) | KIND(HOST_OBS_PAST_OBJECT) | KIND(HOST_OBS_SIZE_RAISED))

/* Whose core an observation must come from to count for a claim. */
enum claim_core {
  ACTIVE,         /* the core the run is under */
  OLDEST_RELEASE, /* the oldest release of its lineage (R10) */
};

/* A claim: the case fails on any entry of the run's record of these kinds
 * (for these structs, 0: any) in that core; otherwise its child's verdict
 * stands. */
typedef struct claim {
  const char *id;
  uint64_t kinds;
  unsigned slots;
  enum claim_core core;
  const char *holds; /* the evidence of a pass: what was true in every case */
} claim;

static const claim claims[] = {
    {"R03", KIND(HOST_OBS_SIZE_ZERO), SLOT(HOST_SZ_PLATFORM) | SLOT(HOST_SZ_PLATFORM_FNS), ACTIVE,
     "struct_size set in the platform and platform fns"},
    {"R08", KIND(HOST_OBS_PAST_OBJECT), 0, ACTIVE,
     "no byte written past the end of any struct the core handed over"},
    /* A write past the core's object is past the settled struct_size too:
     * R09 cannot pass beside R08 failing on it. */
    {"R09", WRITES, 0, ACTIVE,
     "no byte past a settled struct_size written, and no struct_size raised, in any struct handed over"},
    {"R10", WRITES, 0, OLDEST_RELEASE, NULL},
    {"R13", KIND(HOST_OBS_CORE_FIELD), 0, ACTIVE, "no field the core owns changed"},
    {"R18", KIND(HOST_OBS_STALE_WRITE), 0, ACTIVE,
     "no struct written after the call that handed it over returned"},
    {"D02", WRITES | KIND(HOST_OBS_SIZE_ZERO), SLOT(HOST_SZ_DEVICE) | SLOT(HOST_SZ_CREATE_DEVICE_PARAMS), ACTIVE, NULL},
    {"D05", KIND(HOST_OBS_STALE_WRITE), SLOT(HOST_SZ_DEVICE), ACTIVE, NULL},
    {"D06", KIND(HOST_OBS_ORDINAL), 0, ACTIVE, NULL},
    {"S03", KIND(HOST_OBS_CALLBACK_AHEAD), 0, ACTIVE, NULL},
    {"E03", KIND(HOST_OBS_CALLBACK_AHEAD), 0, ACTIVE, NULL},
    {"X01", KIND(HOST_OBS_STATUS_UNSET) | KIND(HOST_OBS_STATUS_NO_MESSAGE) | KIND(HOST_OBS_BAD_STATUS), 0, ACTIVE,
     "every status-taking callback set its status, on success and error paths"},
    /* The graph module: every optimize_func call of the run. */
    {"G07", KIND(HOST_OBS_ITEM_CHANGED) | KIND(HOST_OBS_INPUT_CHANGED), 0, ACTIVE,
     "optimize_func left every TF_GrapplerItem and input graph as the core handed them over"},
    {"G08", KIND(HOST_OBS_OUTPUT_EMPTY), 0, ACTIVE, "no optimize_func call returned OK with an empty output"},
    {"G09", KIND(HOST_OBS_OUTPUT_NO_DEALLOCATOR) | KIND(HOST_OBS_OUTPUT_ALIASES_INPUT), 0, ACTIVE,
     "every output buffer came with its data_deallocator and bytes of its own"},
    {"G10", KIND(HOST_OBS_OUTPUT_UNPARSEABLE) | KIND(HOST_OBS_OUTPUT_BROKEN), 0, ACTIVE,
     "every graph optimize_func returned with OK parses and is whole"},
    /* The profiler module: every collect_data_xspace call of the run. */
    {"P05", KIND(HOST_OBS_COLLECT_SIZE_UNSET) | KIND(HOST_OBS_COLLECT_OVERRUN), 0, ACTIVE,
     "every first call reported the size, and no second call wrote or reported more"},
    {"P06", KIND(HOST_OBS_XSPACE_UNPARSEABLE), 0, ACTIVE, "every XSpace collected parses"},
    /* The kernel module: every registration and every kernel run. */
    {"K02", KIND(HOST_OBS_KERNEL_DEVICE_TYPE), 0, ACTIVE,
     "every kernel is registered for the platform's device type or CPU"},
    {"K03", KIND(HOST_OBS_KERNEL_REGISTRATION), 0, ACTIVE, "every registration is one TensorFlow can use"},
    {"K04", KIND(HOST_OBS_KERNEL_UNKNOWN_OP), 0, ACTIVE, "every kernel is for an op in the host's op table"},
    {"K05", KIND(HOST_OBS_KERNEL_WRONG) | KIND(HOST_OBS_KERNEL_FAILED), 0, ACTIVE,
     "every kernel that ran computed the reference within tolerance"},
    {"K06", KIND(HOST_OBS_KERNEL_OVERRUN), 0, ACTIVE, "no kernel wrote into the guard bytes after a tensor"},
    {"K07", KIND(HOST_OBS_KERNEL_LEAK), 0, ACTIVE, "every kernel deleted every tensor handle it was given"},
    {"K08", KIND(HOST_OBS_KERNEL_NO_REASON), 0, ACTIVE, "no kernel reported a failure without a cause"},
    {"K09", KIND(HOST_OBS_KERNEL_MISUSE), 0, ACTIVE, "no kernel called the kernel API with what TensorFlow refuses"},
};

/* Judged from facts rather than faults. */
static const char *const fact_claims[] = {"D01", "R14"};

int conform_is_claim(const char *id) {
  for (size_t i = 0; i < sizeof claims / sizeof claims[0]; i++)
    if (strcmp(claims[i].id, id) == 0) return 1;
  for (size_t i = 0; i < sizeof fact_claims / sizeof fact_claims[0]; i++)
    if (strcmp(fact_claims[i], id) == 0) return 1;
  return 0;
}

uint64_t conform_claim_kinds(const char *id, unsigned *slots, const char **core) {
  for (size_t i = 0; i < sizeof claims / sizeof claims[0]; i++) {
    if (strcmp(claims[i].id, id) != 0) continue;
    if (slots) *slots = claims[i].slots;
    if (core) *core = claims[i].core == ACTIVE ? host_profile_active_name() : host_profile_oldest_release();
    return claims[i].kinds;
  }
  return 0;
}

const char *conform_claim_judging(const conform_run *run, size_t e) {
  const host_obs *o = &run->record[e].obs;
  for (size_t i = 0; i < sizeof claims / sizeof claims[0]; i++) {
    const claim *k = &claims[i];
    if (!(k->kinds & KIND(o->kind))) continue;
    if (k->slots && (o->slot < 0 || o->slot >= HOST_SZ_COUNT || !(k->slots & SLOT(o->slot)))) continue;
    const char *core = k->core == ACTIVE ? host_profile_active_name() : host_profile_oldest_release();
    if (strcmp(o->core, core) != 0) continue;
    const conform_result *r = conform_find(run, k->id);
    if (r != NULL && r->verdict == CONFORM_FAIL) return k->id;
  }
  return NULL;
}

const conform_result *conform_find(const conform_run *run, const char *id) {
  for (size_t i = 0; i < run->count; i++)
    if (strcmp(run->results[i].cs->id, id) == 0) return &run->results[i];
  return NULL;
}

/* ---- merging ------------------------------------------------------------ */

static int seen(const conform_record_entry *e, size_t i) { return i < CONFORM_MAX_CASES && (e->seen[i / 8] >> (i % 8)) & 1; }

int conform_entry_seen_by(const conform_run *run, size_t e, size_t i) { return e < run->nrecord && seen(&run->record[e], i); }

static void merge(conform_run *run) {
  size_t cap = 0;
  for (size_t i = 0; i < run->count; i++) cap += run->results[i].nobs;
  run->record = calloc(cap ? cap : 1, sizeof *run->record);
  if (run->record == NULL) return;
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    for (size_t k = 0; k < r->nobs; k++) {
      size_t at = 0;
      while (at < run->nrecord && !host_obs_same(&run->record[at].obs, &r->obs[k])) at++;
      if (at == run->nrecord) run->record[run->nrecord++].obs = r->obs[k];
      else host_obs_merge(&run->record[at].obs, &r->obs[k]);
      if (i < CONFORM_MAX_CASES) run->record[at].seen[i / 8] |= (unsigned char)(1u << (i % 8));
    }
  }
}

/* " (seen in R09, C03)", or " (seen in R09, C03, D01 and 40 more cases)" */
static void seen_in(const conform_run *run, const conform_record_entry *e, char *buf, size_t n) {
  size_t used = 0, named = 0, more = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < run->count; i++) {
    if (!seen(e, i)) continue;
    if (named == 3) {
      more++;
      continue;
    }
    host_format(buf + used, n - used, "%s%s", named++ ? ", " : " (seen in ", run->results[i].cs->id);
    used = strlen(buf);
  }
  if (more) host_format(buf + used, n - used, " and %zu more case%s", more, more == 1 ? "" : "s");
  used = strlen(buf);
  if (named) host_format(buf + used, n - used, ")");
}

static void cite(conform_result *r, size_t entry) {
  if (r->ncites < CONFORM_CITES_MAX) r->cites[r->ncites++] = entry;
}

/* Appends `text` to the evidence, "; " between items, "..." when full. */
static void append(conform_result *r, const char *text) {
  size_t used = strlen(r->evidence);
  if (used + 8 >= sizeof r->evidence) return;
  host_format(r->evidence + used, sizeof r->evidence - used, "%s%s", used ? "; " : "", text);
  if (strlen(r->evidence) + 1 >= sizeof r->evidence) memcpy(r->evidence + sizeof r->evidence - 4, "...", 4);
}

/* ---- claims ------------------------------------------------------------- */

static int matches(const claim *k, const host_obs *o, const char *core) {
  if (!(k->kinds & KIND(o->kind))) return 0;
  if (k->slots && (o->slot < 0 || o->slot >= HOST_SZ_COUNT || !(k->slots & SLOT(o->slot)))) return 0;
  return strcmp(o->core, core) == 0;
}

/* Statuses are many small facts of one kind: one sentence per kind of
 * omission, naming the callbacks. */
static int is_status(const host_obs *o) {
  return o->kind == HOST_OBS_STATUS_UNSET || o->kind == HOST_OBS_STATUS_NO_MESSAGE;
}

static void name_statuses(conform_run *run, conform_result *r, const claim *k, const char *core) {
  static const struct {
    int kind, error_path;
    const char *says;
  } groups[] = {
      {HOST_OBS_STATUS_UNSET, 1, "status never set on an error path (the core reads OK: the error is lost) by"},
      {HOST_OBS_STATUS_UNSET, 0, "status never set (works only through TensorFlow's OK default) by"},
      {HOST_OBS_STATUS_NO_MESSAGE, 0, "an error status with an empty message from"},
  };
  for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
    char text[CONFORM_EVIDENCE_MAX] = "";
    for (size_t e = 0; e < run->nrecord; e++) {
      const host_obs *o = &run->record[e].obs;
      if (!matches(k, o, core) || o->kind != groups[g].kind || (o->error_path != 0) != groups[g].error_path) continue;
      size_t used = strlen(text);
      host_format(text + used, sizeof text - used, "%s%s", used ? ", " : "", o->call);
    }
    if (!text[0]) continue;
    char sentence[CONFORM_EVIDENCE_MAX];
    host_format(sentence, sizeof sentence, "%s %s", groups[g].says, text);
    append(r, sentence);
  }
}

static void judge_claim(conform_run *run, conform_result *r, const claim *k) {
  if (r->verdict == CONFORM_SKIP) return; /* the claim does not apply in this core */
  const char *core = k->core == ACTIVE ? host_profile_active_name() : host_profile_oldest_release();
  size_t found = 0, statuses = 0;
  char own[CONFORM_EVIDENCE_MAX];
  host_format(own, sizeof own, "%s", r->evidence);
  for (size_t e = 0; e < run->nrecord; e++) {
    const host_obs *o = &run->record[e].obs;
    if (!matches(k, o, core)) continue;
    if (found++ == 0) {
      /* The child's own finding first when it failed for the same reason. */
      r->evidence[0] = '\0';
      if (r->verdict == CONFORM_FAIL && own[0]) append(r, own);
    }
    cite(r, e);
    if (is_status(o)) {
      statuses++;
      continue;
    }
    char text[700], where[200];
    host_obs_describe(o, text, sizeof text);
    seen_in(run, &run->record[e], where, sizeof where);
    size_t used = strlen(text);
    host_format(text + used, sizeof text - used, "%s", where);
    append(r, text);
  }
  if (statuses) name_statuses(run, r, k, core);
  if (found) {
    r->verdict = CONFORM_FAIL;
    return;
  }
  /* Nothing in the record against it: the child's own verdict stands (a
   * crash, a refusal, a NOT_RUN), or the claim holds over the whole run. */
  if (r->verdict == CONFORM_PASS && k->holds != NULL && !strstr(r->evidence, k->holds)) {
    char text[CONFORM_EVIDENCE_MAX];
    host_format(text, sizeof text, "%s (over the %zu case%s of this run)", k->holds, run->count,
                run->count == 1 ? "" : "s");
    if (r->evidence[0]) append(r, text);
    else host_format(r->evidence, sizeof r->evidence, "%s", text);
  }
}

/* D01: every device count the plugin reported in the run. */
static void judge_counts(conform_run *run, conform_result *r) {
  int64_t first = 0, values = 0, negative = 0;
  char list[200] = "";
  for (size_t e = 0; e < run->nrecord; e++) {
    const host_obs *o = &run->record[e].obs;
    if (o->kind != HOST_OBS_DEVICE_COUNT || strcmp(o->core, host_profile_active_name()) != 0) continue;
    if (values++ == 0) first = o->value;
    if (o->value < 0) negative = 1;
    size_t used = strlen(list);
    host_format(list + used, sizeof list - used, "%s%lld in %u call%s", used ? ", " : "", (long long)o->value,
                o->count, o->count == 1 ? "" : "s");
    cite(r, e);
  }
  if (r->verdict != CONFORM_PASS || values == 0) return;
  if (negative || values > 1) {
    r->verdict = CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "the plugin reported %s device counts over this run: %s",
                negative ? "negative" : "different", list);
    return;
  }
  if (first == 0)
    host_format(r->evidence + strlen(r->evidence), sizeof r->evidence - strlen(r->evidence),
                "; 0 devices: every case that needs a device is not run, so the plugin cannot be judged conformant");
  else
    host_format(r->evidence + strlen(r->evidence), sizeof r->evidence - strlen(r->evidence),
                "; the same count every time over this run (%s)", list);
}

/* R14: the sizes the plugin settled its platform, platform fns and
 * executor to, over the run. */
static void judge_settled(conform_run *run, conform_result *r) {
  static const enum host_struct_slot slots[] = {HOST_SZ_PLATFORM, HOST_SZ_PLATFORM_FNS, HOST_SZ_STREAM_EXECUTOR};
  unsigned mask[3] = {0, 0, 0};
  int sizes[3] = {0, 0, 0};
  char text[CONFORM_EVIDENCE_MAX] = "", differ[200] = "";
  for (size_t e = 0; e < run->nrecord; e++) {
    const host_obs *o = &run->record[e].obs;
    if (o->kind != HOST_OBS_SETTLED || strcmp(o->core, host_profile_active_name()) != 0) continue;
    for (int i = 0; i < 3; i++) {
      if (o->slot != (int)slots[i]) continue;
      unsigned m = host_profile_mask(slots[i], (size_t)o->value);
      char names[160];
      size_t used = strlen(text);
      host_format(text + used, sizeof text - used, "%s%s %lld (%s)", used ? ", " : "", host_profile_struct_name(slots[i]),
                  (long long)o->value, host_profile_mask_str(m, names, sizeof names));
      if (sizes[i]++ && !differ[0]) host_format(differ, sizeof differ, "%s", host_profile_struct_name(slots[i]));
      mask[i] = m;
      cite(r, e);
    }
  }
  if (r->verdict != CONFORM_PASS) return;
  /* The structs whose settled size the record holds are judged; one it
   * does not hold (a core that never settles it) is named, so a pass
   * always says what it saw. */
  unsigned common = ~0u, unmatched = 0;
  char missing[160] = "", names[160];
  for (int i = 0; i < 3; i++) {
    if (!sizes[i]) {
      size_t used = strlen(missing);
      host_format(missing + used, sizeof missing - used, "%s%s", used ? ", " : "", host_profile_struct_name(slots[i]));
      continue;
    }
    common &= mask[i];
    unmatched |= mask[i] == 0;
  }
  if (!text[0]) {
    host_format(r->evidence, sizeof r->evidence, "the record holds no settled size of %s in this core: nothing to compare",
                missing);
    return;
  }
  if (missing[0]) {
    size_t used = strlen(text);
    host_format(text + used, sizeof text - used, " (no settled size of %s recorded in this core)", missing);
  }
  if (differ[0]) {
    r->verdict = CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "%s; %s settled to different sizes in different calls", text, differ);
  } else if (unmatched) {
    r->verdict = CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "%s; a struct_size matches no core's (sizeof?)", text);
  } else if (!common) {
    r->verdict = CONFORM_FAIL;
    host_format(r->evidence, sizeof r->evidence, "%s; settled to sizes from different cores", text);
  } else {
    host_format(r->evidence, sizeof r->evidence, "%s; settled to %s", text,
                host_profile_mask_str(common, names, sizeof names));
  }
}

/* ---- blockers, root cause, references ----------------------------------- */

static void collect_blockers(conform_run *run) {
  run->blockers = calloc(run->count ? run->count : 1, sizeof *run->blockers);
  if (run->blockers == NULL) return;
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    if (r->verdict != CONFORM_NOT_RUN) continue;
    /* One reason per prerequisite: the first case's words stand for all it
     * blocked (each case's own words stay in its evidence). */
    size_t b = 0;
    while (b < run->nblockers && strcmp(run->blockers[b].by, r->blocked_by) != 0) b++;
    if (b == run->nblockers) {
      host_format(run->blockers[b].by, sizeof run->blockers[b].by, "%s", r->blocked_by);
      const char *why = r->evidence;
      if (strncmp(why, "prerequisite failed: ", 21) == 0) why += 21;
      host_format(run->blockers[b].reason, sizeof run->blockers[b].reason, "%s", why);
      run->nblockers++;
    }
    run->blockers[b].blocked++;
  }
}

/* "(see X01)" for a case that did not run becomes "(X01 judges it; not in
 * this run)"; a NOT_RUN gets its blocker's id the same way. */
static void resolve_references(conform_run *run) {
  for (size_t i = 0; i < run->count; i++) {
    conform_result *r = &run->results[i];
    char out[CONFORM_EVIDENCE_MAX];
    size_t used = 0;
    out[0] = '\0';
    for (const char *p = r->evidence; *p && used + 1 < sizeof out;) {
      const char *ref = strstr(p, "(see ");
      if (ref == NULL || strlen(ref) < 9 || ref[8] != ')') {
        host_format(out + used, sizeof out - used, "%s", p);
        used = strlen(out);
        break;
      }
      char id[4] = {ref[5], ref[6], ref[7], '\0'};
      host_format(out + used, sizeof out - used, "%.*s", (int)(ref - p), p);
      used = strlen(out);
      if (conform_find(run, id)) host_format(out + used, sizeof out - used, "(see %s)", id);
      else host_format(out + used, sizeof out - used, "(%s judges this; not in this run)", id);
      used = strlen(out);
      p = ref + 9;
    }
    host_format(r->evidence, sizeof r->evidence, "%s", out);
    /* The deadline is the run's own bound, no case: its words say so. */
    if (r->verdict == CONFORM_NOT_RUN && r->blocked_by[0] && strcmp(r->blocked_by, CONFORM_DEADLINE_BLOCKER) != 0) {
      size_t len = strlen(r->evidence);
      if (conform_find(run, r->blocked_by))
        host_format(r->evidence + len, sizeof r->evidence - len, " (%s)", r->blocked_by);
      else
        host_format(r->evidence + len, sizeof r->evidence - len, " (%s judges it; not in this run)", r->blocked_by);
    }
  }
}

void conform_judge_run(conform_run *run) {
  merge(run);
  for (size_t i = 0; i < run->count; i++) {
    conform_result *r = &run->results[i];
    if (r->internal) continue;
    if (strcmp(r->cs->id, "D01") == 0) judge_counts(run, r);
    else if (strcmp(r->cs->id, "R14") == 0) judge_settled(run, r);
    for (size_t k = 0; k < sizeof claims / sizeof claims[0]; k++)
      if (strcmp(claims[k].id, r->cs->id) == 0) judge_claim(run, r, &claims[k]);
  }
  collect_blockers(run);
  resolve_references(run);
  conform_find_root_cause(run);
  conform_note_disagreements(run);
}
