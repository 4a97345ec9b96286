/* The root cause of a run that is not conformant: the failure that explains
 * the others, and, on each failure it explains, which one that is.
 *
 * Not the failure that blocked the most cases: a count says how far a
 * failure reached, not what caused it. A plugin that clears its executor
 * with this header's sizeof writes past an older core's object; the core
 * then reads the executor it corrupted and refuses a callback ('mem_zero'
 * must be set, R11), or host_callback misbehaves (H01), and either blocks
 * more cases than the write itself. The write came first, and it explains
 * the refusal; fixing it fixes both.
 *
 * So the cause is read from the run's record, which holds what the plugin
 * did in the order each case's child saw it (every child brings the plugin
 * up the same way, so the record's order is the bring-up's): the first
 * fault a failing claim rests on is the cause. Faults of one call (the
 * handover create_stream_executor, the call create_device and its
 * create_device(2)) are one event; within it, the fault that explains the
 * others is taken first:
 *
 *   a write past the core's object   corrupts what the core reads next;
 *   a status not set on an error     the core goes on with what the plugin
 *   path (or no TF_Status at all)    refused: every value left behind
 *                                    (an ordinal, a device) follows;
 *   a struct_size left 0 or raised   the core reads the struct in another
 *                                    layout;
 *   anything else, in record order.
 *
 * A failure follows from the cause when its child saw the cause's fault
 * (every verdict a child gave came after everything it recorded), when it
 * is a claim resting only on entries seen where the cause was, or when it
 * was not run because of a case that follows. Where the record holds no
 * fault a failing claim rests on, the cause is the first prerequisite, in
 * the catalogue's (TensorFlow's bring-up) order, that failed and kept cases
 * from running; else the first REQUIRED, then EXPECTED failure. */
#include "conform.h"

#include <string.h>

/* How strongly a fault explains the other faults of the same call: lower
 * first. */
static int explains_rank(const host_obs *o) {
  switch ((host_obs_kind)o->kind) {
    case HOST_OBS_PAST_OBJECT: return 0;
    case HOST_OBS_STATUS_UNSET: return o->error_path ? 1 : 4;
    case HOST_OBS_BAD_STATUS: return 1;
    case HOST_OBS_STATUS_NO_MESSAGE: return 1;
    case HOST_OBS_SIZE_ZERO:
    case HOST_OBS_SIZE_RAISED: return 2;
    case HOST_OBS_PAST_SIZE: return 3;
    case HOST_OBS_ORDINAL: return 6;
    default: return 5;
  }
}

/* "create_device(2)" and "create_device" are one call. */
static size_t call_len(const char *call) { return strcspn(call, "("); }

static int same_call(const host_obs *a, const host_obs *b) {
  size_t n = call_len(a->call);
  return n == call_len(b->call) && strncmp(a->call, b->call, n) == 0 && strcmp(a->core, b->core) == 0;
}

/* The record position of the event entry `e` belongs to: the first entry
 * of its call. */
static size_t event_of(const conform_run *run, size_t e) {
  for (size_t i = 0; i < e; i++)
    if (host_obs_is_fault(&run->record[i].obs) && same_call(&run->record[i].obs, &run->record[e].obs)) return i;
  return e;
}

/* The first fault a failing claim rests on; -1 when none. */
static long first_fault(const conform_run *run) {
  long best = -1;
  size_t best_event = 0;
  int best_rank = 0;
  for (size_t e = 0; e < run->nrecord; e++) {
    const host_obs *o = &run->record[e].obs;
    if (!host_obs_is_fault(o) || conform_claim_judging(run, e) == NULL) continue;
    size_t event = event_of(run, e);
    int rank = explains_rank(o);
    if (best < 0 || event < best_event || (event == best_event && rank < best_rank))
      best = (long)e, best_event = event, best_rank = rank;
  }
  return best;
}

static size_t index_of(const conform_run *run, const conform_result *r) { return (size_t)(r - run->results); }

/* Whether the failure of case `i` follows from the cause (entry `root`,
 * judged by `by`). */
static int follows(const conform_run *run, size_t i, long root, const char *by, int depth) {
  const conform_result *r = &run->results[i];
  if (strcmp(r->cs->id, by) == 0 || (r->verdict != CONFORM_FAIL && r->verdict != CONFORM_NOT_RUN)) return 0;
  if (r->verdict == CONFORM_NOT_RUN && r->blocked_by[0]) {
    if (strcmp(r->blocked_by, by) == 0) return 1;
    const conform_result *b = conform_find(run, r->blocked_by);
    if (b != NULL && depth < 8 && follows(run, index_of(run, b), root, by, depth + 1)) return 1;
  }
  if (root < 0) return 0;
  if (conform_is_claim(r->cs->id) && r->ncites) {
    /* Judged from the whole run's record: it follows when every fault it
     * rests on belongs to the cause's event or was seen only where the
     * cause was seen first. */
    size_t faults = 0;
    for (size_t k = 0; k < r->ncites; k++) {
      size_t e = r->cites[k];
      if (e >= run->nrecord || !host_obs_is_fault(&run->record[e].obs)) continue;
      faults++;
      if (event_of(run, e) == event_of(run, (size_t)root)) continue;
      for (size_t c = 0; c < run->count; c++)
        if (conform_entry_seen_by(run, e, c) && !conform_entry_seen_by(run, (size_t)root, c)) return 0;
    }
    if (faults) return 1;
  }
  return conform_entry_seen_by(run, (size_t)root, i);
}

/* The first failed prerequisite, in catalogue order, that kept cases from
 * running; else a prerequisite that passed (0 devices: nothing to run on). */
static const conform_blocker *first_blocker(const conform_run *run) {
  const conform_blocker *passed = NULL;
  for (size_t i = 0; i < run->count; i++) {
    const conform_result *r = &run->results[i];
    for (size_t b = 0; b < run->nblockers; b++) {
      if (strcmp(run->blockers[b].by, r->cs->id) != 0) continue;
      if (r->verdict == CONFORM_FAIL) return &run->blockers[b];
      if (passed == NULL) passed = &run->blockers[b];
    }
  }
  if (passed != NULL) return passed;
  return run->nblockers ? &run->blockers[0] : NULL; /* its judge is not in the run */
}

static void name_case(conform_run *run, const char *id) {
  const conform_result *judge = conform_find(run, id);
  host_format(run->root_case, sizeof run->root_case, "%s", id);
  host_format(run->root_cause, sizeof run->root_cause, "%s failed: %s", id, judge ? judge->evidence : "");
}

void conform_find_root_cause(conform_run *run) {
  run->root_entry = -1;
  long root = first_fault(run);
  if (root >= 0) {
    run->root_entry = root;
    name_case(run, conform_claim_judging(run, (size_t)root));
  } else {
    const conform_blocker *top = first_blocker(run);
    if (top != NULL) {
      const conform_result *judge = conform_find(run, top->by);
      if (judge != NULL && judge->verdict == CONFORM_FAIL) name_case(run, top->by);
      else {
        host_format(run->root_case, sizeof run->root_case, "%s", top->by);
        host_format(run->root_cause, sizeof run->root_cause, "%s", top->reason);
      }
    } else {
      for (int grade = CONFORM_REQUIRED; grade <= CONFORM_EXPECTED && !run->root_case[0]; grade++)
        for (size_t i = 0; i < run->count; i++) {
          const conform_result *r = &run->results[i];
          if (r->verdict != CONFORM_FAIL || (int)r->cs->grade != grade) continue;
          name_case(run, r->cs->id);
          break;
        }
    }
  }
  if (!run->root_case[0]) return;
  for (size_t i = 0; i < run->count; i++) {
    conform_result *r = &run->results[i];
    if (!follows(run, i, root, run->root_case, 0)) continue;
    host_format(r->follows_from, sizeof r->follows_from, "%s", run->root_case);
    run->root_explains++;
    if (r->verdict == CONFORM_NOT_RUN) run->root_blocked++;
    /* A NOT_RUN's reason is printed once, with its blocker: only a
     * failure's own evidence says what it follows from. */
    if (r->verdict != CONFORM_FAIL || strstr(r->evidence, "(follows from ")) continue;
    size_t len = strlen(r->evidence);
    if (len + 24 < sizeof r->evidence)
      host_format(r->evidence + len, sizeof r->evidence - len, " (follows from %s)", run->root_case);
  }
}
