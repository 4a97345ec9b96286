#!/usr/bin/env python3
"""The consistency oracle: no two verdicts of a conformance report disagree.

Reads `seabi conform --json` reports (one core, or `--all-cores`) and checks
each against its own record of what the plugin did, with rules written here
from the meaning of the cases, not taken from the runner's code:

  claims      a case that makes a universal claim (R08 "no write past the end
              of any struct", X01 "every status set", ...) passes only when
              the record holds nothing against it, fails when it does, and
              cites every entry it fails on;
  grounding   any case whose evidence speaks of a write past a struct or a
              raised struct_size, or of what a graph optimizer or profiler
              did to what the core handed it (the item, the input graph,
              the output buffer, the collected bytes), rests on such an
              entry of the record (no case keeps a view of its own);
  counts      D01's pass means one non-negative count over the whole run;
  evidence    every case that ran says what it observed: no verdict comes
              with empty evidence (a PASS too: "it passed" is no finding);
  references  evidence names only cases of the run, or says the one it names
              did not run;
  blocked     a NOT_RUN names its blocker; a blocker that ran failed (or
              reported 0 devices); the blocked list matches the cases;
  pairs       every pair of claims (claims_oracle.py): a pass saying no
              write past a struct_size against a write observed past it,
              "returned true" against "returned false", a case not run for
              a prerequisite that passed, one reason on several lines; the
              root cause is the failure that explains the others, and each
              failure it explains says so;
  summary     counts and `conformant` are what the cases add up to; 0
              devices is never conformant; a conformant report has no
              REQUIRED case that failed or did not run;
  facts       what the runner observed itself (`facts`, issue 35) bounds
              every case: no StreamExecutor case that needs a registration
              PASSes when the probe did not get through it (`registered:
              false`, or the probe's stage), no case of a module whose
              entry point the file does not export PASSes (or FAILs), and
              when a prerequisite hung no case that would call it PASSes;
  all cores   each row's counts, verdict and root cause are its embedded
              run's; with --same, each embedded run equals the single-core
              report of that core (verdicts, blockers and record entries).

Usage: oracle.py [--same ALL_CORES.json DIR] REPORT.json|DIR...
Prints "ok   ..." or "FAIL ...: why" per report (the shell suites' format)
and exits non-zero when any report contradicts itself.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import claims_oracle  # noqa: E402  (every pair of claims in a report)

WRITES = {"past_size", "past_object", "size_raised"}

# case -> (record kinds that contradict its pass, structs it speaks of
# (None: any), the core whose entries count: "active", or a fixed name)
CLAIMS = {
    "R03": ({"size_zero"}, {"SP_Platform", "SP_PlatformFns"}, "active"),
    "R08": ({"past_object"}, None, "active"),
    # A byte past the core's object is past the settled struct_size too.
    "R09": ({"past_size", "past_object", "size_raised"}, None, "active"),
    "R10": (WRITES, None, "0.0.1"),
    "R13": ({"core_field"}, None, "active"),
    "R18": ({"stale_write"}, None, "active"),
    "D02": (WRITES | {"size_zero"}, {"SP_Device", "SE_CreateDeviceParams"}, "active"),
    "D05": ({"stale_write"}, {"SP_Device"}, "active"),
    "D06": ({"ordinal"}, None, "active"),
    "S03": ({"callback_ahead"}, None, "active"),
    "E03": ({"callback_ahead"}, None, "active"),
    "X01": ({"status_unset", "status_no_message", "bad_status"}, None, "active"),
    # The graph module: every optimize_func call of the run.
    "G07": ({"item_changed", "input_changed"}, None, "active"),
    "G08": ({"output_empty"}, None, "active"),
    "G09": ({"output_no_deallocator", "output_aliases_input"}, None, "active"),
    "G10": ({"output_unparseable", "output_broken"}, None, "active"),
    # The profiler module: every collect_data_xspace call of the run.
    "P05": ({"collect_size_unset", "collect_overrun"}, None, "active"),
    "P06": ({"xspace_unparseable"}, None, "active"),
    # The kernel module: every registration and every kernel run.
    "K02": ({"kernel_device_type"}, None, "active"),
    "K03": ({"kernel_registration"}, None, "active"),
    "K04": ({"kernel_unknown_op"}, None, "active"),
    "K05": ({"kernel_wrong", "kernel_failed"}, None, "active"),
    "K06": ({"kernel_overrun"}, None, "active"),
    "K07": ({"kernel_leak"}, None, "active"),
    "K08": ({"kernel_no_reason"}, None, "active"),
    "K09": ({"kernel_misuse"}, None, "active"),
}

KERNEL_FAULTS = {"kernel_device_type", "kernel_registration", "kernel_unknown_op", "kernel_wrong", "kernel_failed",
                 "kernel_overrun", "kernel_leak", "kernel_no_reason", "kernel_misuse"}

# Evidence that speaks of what a module's callback did to what the core
# handed it, and the record kinds such words must rest on.
MODULE_WORDS = [
    (re.compile(r"into the TF_GrapplerItem|into the input graph"), {"item_changed", "input_changed"}),
    (re.compile(r"empty output buffer"), {"output_empty"}),
    (re.compile(r"without a data_deallocator|input graph's own bytes"),
     {"output_no_deallocator", "output_aliases_input"}),
    (re.compile(r"the second call (wrote|reported)"), {"collect_overrun"}),
    (re.compile(r"bytes that are not an XSpace"), {"xspace_unparseable"}),
]

# Evidence that speaks of what was written to a struct handed over.
WRITE_WORDS = re.compile(r"written past|past its own struct_size|struct_size left at|"
                         r"through a pointer the plugin kept")
CASE_ID = re.compile(r"\b([RDMCSEHTXGPK]\d\d)\b")


def claim_entries(report, case):
    kinds, structs, core = CLAIMS[case]
    core = report["core"] if core == "active" else core
    return [o for o in report["record"]
            if o["kind"] in kinds and o["core"] == core and (structs is None or o["struct"] in structs)]


# How far a StreamExecutor case needs the core to get (the JSON's `needs`).
NEEDS_REGISTRATION = {"register": "registered", "ready": "ready", "device": "ready", "two_devices": "ready"}
STAGES = ["none", "loaded", "init_called", "registered", "ready"]


def check_facts(report):
    """The cases against what the runner saw for itself."""
    bad = []
    facts = report.get("facts")
    se = [c for c in report["cases"] if c.get("module") == "SE_InitPlugin"]
    exports = (facts or {}).get("exports") or {}
    if report["loadable"] and exports.get("SE_InitPlugin", True):
        registered = report["platform"]["registered"]
        stage = (facts or {}).get("probe", {}).get("stage", "ready" if registered else "none")
        for c in se:
            want = NEEDS_REGISTRATION.get(c.get("needs"))
            if want is None or c["verdict"] != "PASS":
                continue
            if want == "ready" and not registered:
                bad.append(f"{c['id']} passes beside registered: false")
            elif STAGES.index(stage) < STAGES.index(want):
                bad.append(f"{c['id']} passes although the registration probe stopped at stage {stage}")
    for c in report["cases"]:
        symbol = c.get("module")
        if symbol in exports and not exports[symbol] and symbol != "SE_InitPlugin" and c["verdict"] in ("PASS", "FAIL"):
            bad.append(f"{c['id']} is {c['verdict']} for a module whose {symbol} the file does not export")
    hung = (facts or {}).get("hung")
    # The step that hung, the needs of the cases that come to it, its judge.
    steps = {"SE_InitPlugin": ({"register", "ready", "device", "two_devices"}, "R02"),
             "create_device": ({"device", "two_devices"}, "D02"),
             "create_stream": (set(), "S01")}
    if hung and hung.get("step") not in steps:
        bad.append(f"facts name a hung step {hung.get('step')!r} that is no prerequisite")
    elif hung:
        needs, judge = steps[hung["step"]]
        for c in se:
            if c["verdict"] == "PASS" and c.get("needs") in needs:
                bad.append(f"{c['id']} passes although {hung['step']} hung in the probe")
        j = next((c for c in report["cases"] if c["id"] == judge), None)
        if j and j["verdict"] == "PASS":
            bad.append(f"{judge} passes although {hung['step']} hung in the probe")
    if report["summary"]["conformant"]:
        for c in report["cases"]:
            if c["grade"] == "REQUIRED" and c["verdict"] in ("FAIL", "NOT_RUN"):
                bad.append(f"conformant although REQUIRED {c['id']} is {c['verdict']}")
    return bad


def check_report(report):
    """Every contradiction in one single-core report, as sentences."""
    bad = check_facts(report)
    cases = {c["id"]: c for c in report["cases"]}
    record = {o["id"]: o for o in report["record"]}
    for o in report["record"]:
        for seen in o["seen_in"]:
            if seen not in cases:
                bad.append(f"record entry {o['id']} seen in {seen}, which is not in the run")

    for cid, (kinds, _, _) in CLAIMS.items():
        c = cases.get(cid)
        if c is None or c["verdict"] == "SKIP":
            continue
        against = claim_entries(report, cid)
        if c["verdict"] == "PASS" and against:
            bad.append(f"{cid} passes although the record holds {[o['kind'] for o in against]} "
                       f"(entries {[o['id'] for o in against]})")
        if against and c["verdict"] != "FAIL":
            bad.append(f"{cid} is {c['verdict']} although the record holds entries against it")
        missing = [o["id"] for o in against if o["id"] not in c["cites"]]
        if missing:
            bad.append(f"{cid} does not cite record entries {missing} it speaks of")

    for c in report["cases"]:
        if not c["evidence"].strip():
            bad.append(f"{c['id']} is {c['verdict']} with empty evidence")
        for e in c["cites"]:
            if e not in record:
                bad.append(f"{c['id']} cites record entry {e}, which does not exist")
        if c["verdict"] == "FAIL" and WRITE_WORDS.search(c["evidence"]):
            core = "0.0.1" if c["id"] == "R10" else report["core"]
            if not any(o["kind"] in WRITES | {"stale_write", "size_zero"} and o["core"] == core
                       for o in report["record"]):
                bad.append(f"{c['id']} speaks of a write the record does not hold: {c['evidence'][:160]}")
        if c["verdict"] == "FAIL":
            for words, kinds in MODULE_WORDS:
                if words.search(c["evidence"]) and not any(
                        o["kind"] in kinds and o["core"] == report["core"] for o in report["record"]):
                    bad.append(f"{c['id']} speaks of what a module's callback did, which the record does not "
                               f"hold: {c['evidence'][:160]}")
        for ref in CASE_ID.findall(c["evidence"]):
            if ref == c["id"] or ref in cases:
                continue
            if not re.search(re.escape(ref) + r" judges (this|it); not in this run", c["evidence"]):
                bad.append(f"{c['id']} refers to {ref}, which did not run")
        if c["verdict"] == "NOT_RUN":
            by = c.get("blocked_by", "")
            if not by:
                bad.append(f"{c['id']} is NOT_RUN without naming what blocked it")
            elif by in cases and cases[by]["verdict"] not in ("FAIL", "NOT_RUN"):
                no_device = by == "D01" and report["platform"]["device_count"] == 0
                if not no_device:
                    bad.append(f"{c['id']} is blocked by {by}, which is {cases[by]['verdict']}")

    # kernels[]: one entry per registration the record holds, its verdict
    # what the record holds about that kernel (a fault: FAIL; ran: PASS).
    regs = [o for o in report["record"] if o["kind"] == "kernel" and o["core"] == report["core"]]
    kernels = report.get("kernels", [])
    if len(kernels) != len(regs):
        bad.append(f"kernels[] has {len(kernels)} entries, the record {len(regs)} registrations")
    for k in kernels:
        mine = [o for o in report["record"] if o["call"] == k["kernel_name"] and o["core"] == report["core"]]
        faults = [o for o in mine if o["kind"] in KERNEL_FAULTS]
        ran = any(o["kind"] == "kernel_ran" for o in mine)
        want = "FAIL" if faults else "PASS" if ran else "SKIP"
        if k["verdict"] != want or k["ran"] != ran:
            bad.append(f"kernel {k['kernel_name']} is {k['verdict']} (ran {k['ran']}), the record says {want} (ran {ran})")
        for cid, (kinds, _, _) in CLAIMS.items():
            c = cases.get(cid)
            if cid.startswith("K") and c and c["verdict"] == "PASS" and any(o["kind"] in kinds for o in faults):
                bad.append(f"{cid} passes although kernels[] fails {k['kernel_name']} for it")

    d01 = cases.get("D01")
    counts = {o["value"] for o in report["record"] if o["kind"] == "device_count" and o["core"] == report["core"]}
    if d01 and d01["verdict"] == "PASS" and (len(counts) > 1 or any(v < 0 for v in counts)):
        bad.append(f"D01 passes although the plugin reported the counts {sorted(counts)}")

    blocked = {}
    for c in report["cases"]:
        if c["verdict"] == "NOT_RUN":
            blocked[c["blocked_by"]] = blocked.get(c["blocked_by"], 0) + 1
    listed = {b["by"]: b["cases"] for b in report["blocked"]}
    if listed != blocked:
        bad.append(f"blocked list {listed} is not what the cases say {blocked}")
    root = report["root_cause"]
    # Every pair of claims, and the root cause as the failure that explains
    # the others (claims_oracle.py).
    bad += claims_oracle.check(report, CLAIMS)

    s = report["summary"]
    verdicts = [c["verdict"] for c in report["cases"]]
    hard = [c for c in report["cases"] if c["grade"] != "ADVISORY"]
    want = {"passed": verdicts.count("PASS"), "failed": verdicts.count("FAIL"),
            "skipped": verdicts.count("SKIP"), "not_run": verdicts.count("NOT_RUN"),
            "required_or_expected_failed": sum(c["verdict"] == "FAIL" for c in hard),
            "required_or_expected_not_run": sum(c["verdict"] == "NOT_RUN" for c in hard)}
    for k, v in want.items():
        if s[k] != v:
            bad.append(f"summary {k} is {s[k]}, the cases say {v}")
    conformant = report["loadable"] and want["required_or_expected_failed"] == 0 and want["not_run"] == 0
    if s["conformant"] != conformant:
        bad.append(f"summary says conformant={s['conformant']}, the cases say {conformant}")
    if report["platform"]["device_count"] == 0 and s["conformant"]:
        bad.append("0 devices, yet conformant")
    if not s["conformant"] and not root["case"] and not report.get("load_error"):
        bad.append("not conformant, yet no root cause")
    return bad


def shape(report):
    """What must be equal between two runs of one plugin in one core."""
    return ({c["id"]: (c["verdict"], c.get("blocked_by", "")) for c in report["cases"]},
            sorted((o["kind"], o["struct"], o["core"], o["call"], o["error_path"]) for o in report["record"]
                   if o["fault"]),
            report["root_cause"]["case"])


def check_all_cores(doc):
    bad = []
    for row in doc["cores"]:
        run = row["run"]
        if run is None:
            continue
        for why in check_report(run):
            bad.append(f"{row['core']}: {why}")
        s = run["summary"]
        for key, want in (("required_or_expected_failed", s["required_or_expected_failed"]),
                          ("not_run", s["not_run"]), ("passed", s["passed"]), ("skipped", s["skipped"])):
            if row[key] != want:
                bad.append(f"{row['core']}: row {key} {row[key]} is not its run's {want}")
        if row["root_cause"]["case"] != run["root_cause"]["case"]:
            bad.append(f"{row['core']}: row root cause {row['root_cause']['case']!r} is not its run's")
        if (row["verdict"] == "conformant") != s["conformant"]:
            bad.append(f"{row['core']}: row verdict {row['verdict']} but the run says conformant={s['conformant']}")
    return bad


def main(argv):
    same = None
    if argv[:1] == ["--same"]:
        same, argv = (argv[1], argv[2]), argv[3:]
    failed = 0
    paths = []
    for arg in argv:  # a directory stands for the reports in it
        if os.path.isdir(arg):
            paths += sorted(os.path.join(arg, f) for f in os.listdir(arg) if f.endswith(".json"))
        else:
            paths.append(arg)
    for path in paths:
        try:
            doc = json.load(open(path))
        except (OSError, ValueError) as e:
            print(f"FAIL oracle: {path}: not a report: {e}")
            failed += 1
            continue
        bad = check_all_cores(doc) if "cores" in doc else check_report(doc) if doc.get("loadable") else []
        name = os.path.basename(path)
        if bad:
            failed += 1
            print(f"FAIL oracle: {name}: " + "; ".join(bad[:6]) + (f" (+{len(bad) - 6} more)" if len(bad) > 6 else ""))
        else:
            print(f"ok   oracle: {name}: no two verdicts disagree, none contradicts its record")
    if same:
        all_cores, folder = same
        rows = {r["core"]: r["run"] for r in json.load(open(all_cores))["cores"]}
        differ = []
        for core, run in rows.items():
            single = json.load(open(os.path.join(folder, core + ".json")))
            if shape(run) != shape(single):
                differ.append(core)
        if differ:
            failed += 1
            print(f"FAIL oracle: --all-cores rows differ from the single-core reports in {differ}")
        else:
            print(f"ok   oracle: every --all-cores row equals the single-core report of its core ({len(rows)} cores)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
