/* What each case claims, as data: the JSON `claims` array beside its
 * evidence. Every claim says what it is about, so that any two claims of a
 * report can be held against each other (tests/conform/oracle.py):
 *
 *   {"says": "none", "kinds": [...], "structs": [...], "core": C}
 *       a claim case's pass: the record of the run holds no entry of these
 *       kinds (for these structs; [] any) in core C. "no byte past a
 *       settled struct_size" is kinds ["past_size", "past_object",
 *       "size_raised"].
 *   {"says": "observed", "entry": N, "kind": K, "object": S, "call": F,
 *    "bytes": B, "value": V}
 *       a record entry the verdict rests on: "40 bytes past the 264-byte
 *       SP_StreamExecutor handed over by create_stream_executor".
 *   {"says": "returned", "call": F, "value": true|false, "varies": bool}
 *       what a call returned in this case's child; varies: another case's
 *       child saw it return the other value, and both say so.
 *   {"says": "not_run", "by": X}
 *       a prerequisite judged by X could not run.
 *   {"says": "follows_from", "case": X}
 *       the failure is explained by the run's root cause (conform_cause.c).
 *   {"says": "memory_error", "kind": K, "address": A, "frame": F}
 *       AddressSanitizer's report from the case's child (conform_asan.c).
 *
 * The return values are read from the evidence the cases write, by the
 * phrases below: the gate helpers (conform_util.c) and H01 are the only
 * writers of what host_callback returned. */
#include "conform.h"

#include <string.h>

static const struct {
  const char *phrase, *call;
  int value;
  const char *only_case; /* the phrase's subject is implied by this case */
} returned_phrases[] = {
    {"returned true but the callback never ran", "host_callback", 1, "H01"},
    {"host_callback returned false", "host_callback", 0, NULL},
    {"host_callback returns false", "host_callback", 0, NULL},
    {"reports failure by returning false", "host_callback", 0, NULL},
    {"host_callback returns true but", "host_callback", 1, NULL},
};
#define NPHRASES (sizeof returned_phrases / sizeof returned_phrases[0])

/* The phrase of case `r`'s evidence that says what a call returned; -1. */
static int returned_phrase(const conform_result *r) {
  for (size_t p = 0; p < NPHRASES; p++) {
    if (returned_phrases[p].only_case && strcmp(returned_phrases[p].only_case, r->cs->id) != 0) continue;
    if (strstr(r->evidence, returned_phrases[p].phrase)) return (int)p;
  }
  return -1;
}

/* The first case other than `i` whose child saw `call` return the other
 * value; -1 when none did. */
static long disagrees(const conform_run *run, size_t i, int p) {
  for (size_t j = 0; j < run->count; j++) {
    int q = j == i ? -1 : returned_phrase(&run->results[j]);
    if (q >= 0 && strcmp(returned_phrases[q].call, returned_phrases[p].call) == 0 &&
        returned_phrases[q].value != returned_phrases[p].value)
      return (long)j;
  }
  return -1;
}

void conform_note_disagreements(conform_run *run) {
  for (size_t i = 0; i < run->count; i++) {
    conform_result *r = &run->results[i];
    int p = returned_phrase(r);
    long j = p < 0 ? -1 : disagrees(run, i, p);
    if (j < 0) continue;
    char note[200];
    /* Worded so that it matches none of the phrases above. */
    host_format(note, sizeof note, " (%s gave the other answer, %s, in %s's run: the plugin behaves differently from "
                "run to run)", returned_phrases[p].call, returned_phrases[p].value ? "false" : "true",
                run->results[j].cs->id);
    size_t len = strlen(r->evidence);
    if (!strstr(r->evidence, note) && len + strlen(note) < sizeof r->evidence)
      host_format(r->evidence + len, sizeof r->evidence - len, "%s", note);
    /* The blocker's line stands for every case it blocked: it says so too. */
    for (size_t b = 0; r->verdict == CONFORM_NOT_RUN && b < run->nblockers; b++) {
      conform_blocker *k = &run->blockers[b];
      if (strcmp(k->by, r->blocked_by) != 0 || !strstr(k->reason, returned_phrases[p].phrase) || strstr(k->reason, note))
        continue;
      len = strlen(k->reason);
      if (len + strlen(note) < sizeof k->reason) host_format(k->reason + len, sizeof k->reason - len, "%s", note);
    }
  }
}

static void kinds_array(FILE *f, uint64_t kinds) {
  fputc('[', f);
  int any = 0;
  for (int k = 0; k < HOST_OBS_KIND_COUNT; k++)
    if (kinds & (UINT64_C(1) << k)) fprintf(f, "%s\"%s\"", any++ ? ", " : "", host_obs_kind_name(k));
  fputc(']', f);
}

static void structs_array(FILE *f, unsigned slots) {
  fputc('[', f);
  int any = 0;
  for (int s = 0; s < HOST_SZ_COUNT; s++)
    if (slots & (1u << s)) {
      fputs(any++ ? ", " : "", f);
      conform_json_string(f, host_profile_struct_name(s));
    }
  fputc(']', f);
}

void conform_write_claims(FILE *f, const conform_run *run, size_t i) {
  const conform_result *r = &run->results[i];
  int n = 0;
  fputc('[', f);
  unsigned slots = 0;
  const char *core = "";
  uint64_t kinds = conform_claim_kinds(r->cs->id, &slots, &core);
  if (kinds && r->verdict == CONFORM_PASS) {
    fputs("{\"says\": \"none\", \"kinds\": ", f);
    kinds_array(f, kinds);
    fputs(", \"structs\": ", f);
    structs_array(f, slots);
    fputs(", \"core\": ", f);
    conform_json_string(f, core);
    fputc('}', f);
    n++;
  }
  for (size_t k = 0; k < r->ncites; k++) {
    size_t e = r->cites[k];
    if (e >= run->nrecord) continue;
    const host_obs *o = &run->record[e].obs;
    fprintf(f, "%s{\"says\": \"observed\", \"entry\": %zu, \"kind\": \"%s\", \"object\": ", n++ ? ", " : "", e,
            host_obs_kind_name(o->kind));
    conform_json_string(f, o->slot >= 0 && o->slot < HOST_SZ_COUNT ? host_profile_struct_name(o->slot) : "");
    fputs(", \"call\": ", f);
    conform_json_string(f, o->call);
    fputs(", \"core\": ", f);
    conform_json_string(f, o->core);
    fprintf(f, ", \"bytes\": %zu, \"value\": %lld}", o->bytes, (long long)o->value);
  }
  int p = returned_phrase(r);
  if (p >= 0) {
    fprintf(f, "%s{\"says\": \"returned\", \"call\": \"%s\", \"value\": %s, \"varies\": %s}", n++ ? ", " : "",
            returned_phrases[p].call, returned_phrases[p].value ? "true" : "false",
            disagrees(run, i, p) >= 0 ? "true" : "false");
  }
  if (r->verdict == CONFORM_NOT_RUN && r->blocked_by[0]) {
    fprintf(f, "%s{\"says\": \"not_run\", \"by\": ", n++ ? ", " : "");
    conform_json_string(f, r->blocked_by);
    fputc('}', f);
  }
  if (r->follows_from[0]) {
    fprintf(f, "%s{\"says\": \"follows_from\", \"case\": ", n++ ? ", " : "");
    conform_json_string(f, r->follows_from);
    fputc('}', f);
  }
  char kind[64], address[32], frame[200];
  if (conform_asan_parse(r->evidence, kind, sizeof kind, address, sizeof address, frame, sizeof frame)) {
    fprintf(f, "%s{\"says\": \"memory_error\", \"kind\": ", n++ ? ", " : "");
    conform_json_string(f, kind);
    fputs(", \"address\": ", f);
    conform_json_string(f, address);
    fputs(", \"frame\": ", f);
    conform_json_string(f, frame);
    fputc('}', f);
  }
  fputc(']', f);
}
