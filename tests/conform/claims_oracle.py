"""Every pair of claims in a report, held against each other (issue 37).

oracle.py checks each case against the record; this module reads what the
cases claim (each case's `claims` array: what it says about which object,
field, size or return value; for a report written before that array
existed, the same claims are read from its verdicts, citations and
evidence) and checks every pair:

  none/observed  a pass that says no entry of some kinds exists ("no byte
                 past a settled struct_size written") against any case that
                 observed one (a write past the object is past the size
                 too);
  returned       one call's return value: "returned true" in one case,
                 "returned false" in another, unless both say the plugin
                 answers differently from run to run;
  not_run        a case not run for a prerequisite whose judge passed;
  blocked        one prerequisite's reason on more than one line;
  root cause     the root cause is the failure that explains the others:
                 no fault a failing claim rests on came before it (in the
                 record's order, a write past the core's object first, an
                 error status not set next, within one call), and every
                 failure whose child saw its fault says it follows from it.
"""
import re

# What each claim case's pass says does not exist: the words of its
# evidence, read here from the cases' meaning. A byte past the object is a
# byte past the settled struct_size too.
NONE_KINDS = {
    "R03": {"size_zero"},
    "R08": {"past_object"},
    "R09": {"past_size", "past_object", "size_raised"},
    "R13": {"core_field"},
    "R18": {"stale_write"},
    "X01": {"status_unset", "status_no_message", "bad_status"},
}
IMPLIES = {"past_size": {"past_object"}}

# What the cases write about a call's return value.
RETURNED = [
    (re.compile(r"returned true but the callback never ran"), "host_callback", True, "H01"),
    (re.compile(r"host_callback return(ed|s) false|reports failure by returning false"), "host_callback", False, None),
    (re.compile(r"host_callback returns true but"), "host_callback", True, None),
]

# Within one call, the fault that explains the others (lower first).
RANK = {"past_object": 0, "bad_status": 1, "status_no_message": 1, "size_zero": 2, "size_raised": 2,
        "past_size": 3, "ordinal": 6}


def _rank(o):
    if o["kind"] == "status_unset":
        return 1 if o["error_path"] else 4
    return RANK.get(o["kind"], 5)


def derived_claims(report, case):
    """The claims of a case from a report without `claims` arrays."""
    out = []
    if case["verdict"] == "PASS" and case["id"] in NONE_KINDS:
        out.append({"says": "none", "kinds": sorted(NONE_KINDS[case["id"]]), "structs": [], "core": report["core"]})
    record = {o["id"]: o for o in report["record"]}
    for e in case.get("cites", []):
        o = record.get(e)
        if o:
            out.append({"says": "observed", "entry": e, "kind": o["kind"], "object": o["struct"], "call": o["call"],
                        "core": o["core"], "bytes": o["bytes"], "value": o["value"]})
    for words, call, value, only in RETURNED:
        if (only is None or only == case["id"]) and words.search(case["evidence"]):
            out.append({"says": "returned", "call": call, "value": value,
                        "varies": "differently from run to run" in case["evidence"]})
            break
    if case["verdict"] == "NOT_RUN" and case.get("blocked_by"):
        out.append({"says": "not_run", "by": case["blocked_by"]})
    return out


def claims(report, case):
    return case["claims"] if "claims" in case else derived_claims(report, case)


def _event(record, o):
    """The record position of the first fault of o's call (create_device(2)
    and create_device are one call)."""
    base = o["call"].split("(")[0]
    return min(x["id"] for x in record if x["fault"] and x["core"] == o["core"] and x["call"].split("(")[0] == base)


def check(report, claim_cases):
    """Contradictions between the claims of one single-core report.
    claim_cases: case -> (kinds, structs, core) of oracle.CLAIMS."""
    bad = []
    cases = report["cases"]
    by_id = {c["id"]: c for c in cases}
    said = [(c, claims(report, c)) for c in cases]
    observed = [(c, k) for c, ks in said for k in ks if k["says"] == "observed"]
    observed += [(None, {"says": "observed", "entry": o["id"], "kind": o["kind"], "object": o["struct"],
                         "call": o["call"], "core": o["core"]}) for o in report["record"] if o["fault"]]
    for c, ks in said:
        for k in ks:
            if k["says"] != "none":
                continue
            kinds = set(k["kinds"])
            for implied in list(kinds):
                kinds |= IMPLIES.get(implied, set())
            for d, o in observed:
                if o["kind"] in kinds and o["core"] == k["core"] and (not k["structs"] or o["object"] in k["structs"]):
                    who = d["id"] if d else "the record"
                    bad.append(f"{c['id']} PASS says no {'/'.join(sorted(k['kinds']))} in {k['core']}, but {who} "
                               f"observed {o['kind']} in {o['object'] or o['call']} (entry {o['entry']})")
                    break
    answers = {}
    for c, ks in said:
        for k in ks:
            if k["says"] == "returned":
                answers.setdefault(k["call"], []).append((c["id"], k["value"], k.get("varies", False)))
    for call, got in answers.items():
        values = {v for _, v, _ in got}
        if len(values) > 1 and not all(varies for _, _, varies in got):
            t = [i for i, v, _ in got if v][0]
            f = [i for i, v, _ in got if not v][0]
            bad.append(f"{t} says {call} returned true, {f} says it returned false, and neither says the plugin "
                       f"answers differently from run to run")
    no_device = report["platform"]["device_count"] == 0
    for c, ks in said:
        for k in ks:
            if k["says"] == "not_run" and k["by"] in by_id and by_id[k["by"]]["verdict"] == "PASS" \
                    and not (k["by"] == "D01" and no_device):
                bad.append(f"{c['id']} could not run for a prerequisite {k['by']} judges, yet {k['by']} passes")
    reasons = {}
    for b in report.get("blocked", []):
        reasons.setdefault(b["reason"], []).append(b["by"])
    for reason, bys in reasons.items():
        if len(bys) > 1:
            bad.append(f"one prerequisite's reason on {len(bys)} lines ({', '.join(bys)}): {reason[:80]}")
    bad += _check_cause(report, by_id, claim_cases)
    return bad


def _judge(report, by_id, o, claim_cases):
    """The first claim case (in oracle.CLAIMS's order) of the run failing on entry o."""
    for cid, (kinds, structs, core) in claim_cases.items():
        core = report["core"] if core == "active" else core
        c = by_id.get(cid)
        if c and c["verdict"] == "FAIL" and o["kind"] in kinds and o["core"] == core \
                and (structs is None or o["struct"] in structs):
            return cid
    return None


def _check_cause(report, by_id, claim_cases):
    bad = []
    root = report["root_cause"]
    if not root.get("case"):
        return bad
    record = report["record"]
    faults = [o for o in record if o["fault"] and _judge(report, by_id, o, claim_cases)]
    if faults:
        first = min(faults, key=lambda o: (_event(record, o), _rank(o)))
        want = _judge(report, by_id, first, claim_cases)
        if root["case"] != want:
            bad.append(f"root cause {root['case']} is not the failure that explains the others: {want} judges "
                       f"entry {first['id']} ({first['kind']} in {first['struct'] or first['call']}), which "
                       f"came first")
        for c in report["cases"]:
            if c["id"] == want or c["verdict"] not in ("FAIL", "NOT_RUN") or c["id"] in claim_cases:
                continue
            if c["id"] in first["seen_in"] and c.get("follows_from") != want:
                bad.append(f"{c['id']} {c['verdict']} after {want}'s fault (entry {first['id']}) in its own run, "
                           f"yet does not say it follows from {want}")
    return bad
