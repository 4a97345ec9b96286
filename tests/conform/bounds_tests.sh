#!/usr/bin/env bash
# Verdicts from the runner's own facts, and every run bounded (issue 35,
# items 3 and 5), run by `make test-conform-bounds`:
#   - a forged report: a constructor writes "PASS, done" on every inherited
#     descriptor, then SE_InitPlugin aborts; the registration probe (it died
#     in SE_InitPlugin) and the file's exports (no graph, profiler or kernel
#     entry point) refuse it, whatever reached the runner's channel;
#   - a hang in a prerequisite (SE_InitPlugin, create_device, create_stream) is seen once,
#     in the probe: every case that needs it is NOT_RUN at once with the
#     hang as its cause, no case child waits out its own timeout;
#   - each core's deadline (--core-deadline): the cases not begun are
#     NOT_RUN, "core deadline passed";
#   - the consistency oracle holds each report to these facts, and catches
#     the old forged report (PASS beside registered: false).
# Wall time is never asserted: the number of children that timed out is.
source "$(dirname "$0")/lib.sh"
PY=${PYTHON:-python3}

# jq-less questions to a report: a Python expression over `d` (the JSON).
ask() { "$PY" -S -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(eval(sys.argv[2]))' "$1" "$2"; }
all_verdict() { # TAG VERDICT IDS...: each case of $WORK/TAG.json has VERDICT
  local j=$1 v=$2 id
  shift 2
  for id in "$@"; do [[ $(verdict "$WORK/$j.json" "$id") == "$v" ]] || { echo "  $j $id: $(verdict "$WORK/$j.json" "$id")" >&2; return 1; }; done
}

# ---- a forged report -------------------------------------------------------
run_one "$SEABI" survive_forged_ctor forged --timeout 3000
J=$WORK/forged.json
check "forged: exit 1, not conformant (got $(rc forged))" test "$(rc forged)" = 1
check "forged: the JSON says not conformant, registered false" \
  test "$(ask "$J" 'd["summary"]["conformant"], d["platform"]["registered"]')" = "(False, False)"
check "forged: no StreamExecutor case passes (its registration crashed in the probe)" \
  test "$(ask "$J" 'sum(c["verdict"] == "PASS" for c in d["cases"] if c["module"] == "SE_InitPlugin")')" = 0
check "forged: R02 fails with what the probe saw (it ended in SE_InitPlugin)" \
  judged "$J" R02 FAIL "registration probe .*SE_InitPlugin"
check "forged: the root cause is R02" test "$(ask "$J" 'd["root_cause"]["case"]')" = R02
check "forged: the facts say the probe did not finish, stopped at R02" \
  test "$(ask "$J" 'd["facts"]["probe"]["finished"], d["facts"]["probe"]["stopped_at"]')" = "(False, 'R02')"
check "forged: every graph, profiler and kernel case is SKIP (the file exports none of their entry points)" \
  test "$(ask "$J" 'sorted({c["verdict"] for c in d["cases"] if c["module"] in ("TF_InitGraph", "TF_InitProfiler", "TF_InitKernel")})')" = "['SKIP']"
check "forged: those SKIPs name the runner's read of the symbol table" \
  judged "$J" G06 SKIP "dynamic symbol table .* does not export TF_InitGraph"
forged=$(ask "$J" 'sum(c.get("child_said") == "PASS" for c in d["cases"])')
# Informational: how many forged PASS messages reached the runner (none,
# once the result channel is authenticated); the verdicts above hold either way.
echo "note forged: $forged case verdicts came from the forgery and were overruled by the runner's facts"
# The report as it was before the runner judged from its own facts: every
# forged PASS standing, "conformant". The oracle must refuse it.
mkdir -p "$WORK/planted"
"$PY" -c 'import json,sys
d=json.load(open(sys.argv[1]))
for c in d["cases"]:
    if c.get("child_said") == "PASS" or c["verdict"] in ("NOT_RUN", "SKIP", "FAIL"):
        c["verdict"] = "PASS"; c.pop("blocked_by", None)
d["blocked"] = []; d["root_cause"] = {"case": "", "text": "", "blocked": 0}
n = len(d["cases"])
d["summary"].update(passed=n, failed=0, skipped=0, not_run=0, required_or_expected_failed=0,
                    required_or_expected_not_run=0, conformant=True)
json.dump(d, open(sys.argv[2], "w"))' "$J" "$WORK/planted/forged_pass.json"
"$PY" tests/conform/oracle.py "$WORK/planted/forged_pass.json" >"$WORK/planted/forged_pass.txt" 2>&1
check "oracle: the old forged report (PASS beside registered: false) is refused" \
  grep -q "passes beside registered: false" "$WORK/planted/forged_pass.txt"
"$PY" -c 'import json,sys
d=json.load(open(sys.argv[1]))
for c in d["cases"]:
    if c["id"] == "G06": c["verdict"] = "PASS"
d["summary"]["passed"] += 1; d["summary"]["skipped"] -= 1
json.dump(d, open(sys.argv[2], "w"))' "$J" "$WORK/planted/module_pass.json"
"$PY" tests/conform/oracle.py "$WORK/planted/module_pass.json" >"$WORK/planted/module_pass.txt" 2>&1
check "oracle: ... and so is a PASS of a module the file does not export" \
  grep -q "G06 is PASS for a module whose TF_InitGraph the file does not export" "$WORK/planted/module_pass.txt"
check "oracle: ... and conformant beside a REQUIRED failure" bash -c '
  "$0" -c "import json,sys
d=json.load(open(sys.argv[1])); d[\"summary\"][\"conformant\"]=True
json.dump(d, open(sys.argv[2], \"w\"))" "$1" "$2" && ! "$0" tests/conform/oracle.py "$2" >"$2.txt" &&
  grep -q "conformant although REQUIRED" "$2.txt"' "$PY" "$J" "$WORK/planted/forged_conformant.json"

# ---- a hang in SE_InitPlugin -------------------------------------------------
run_one "$SEABI" survive_hang_init hang_init --timeout 2000
J=$WORK/hang_init.json
check "hang in SE_InitPlugin: exit 1 (got $(rc hang_init))" test "$(rc hang_init)" = 1
check "hang in SE_InitPlugin: R02 fails with the hang the probe saw" \
  judged "$J" R02 FAIL "^hang: SE_InitPlugin did not return within 2000 ms"
check "hang in SE_InitPlugin: the root cause is R02, the hang" \
  test "$(ask "$J" 'd["root_cause"]["case"], "SE_InitPlugin did not return within 2000 ms" in d["root_cause"]["text"]')" = "('R02', True)"
check "hang in SE_InitPlugin: the cases that need it are NOT_RUN, 'prerequisite hung' (at least 60)" \
  test "$(ask "$J" 'sum(c["verdict"] == "NOT_RUN" and c["evidence"].startswith("prerequisite hung: SE_InitPlugin did not return within 2000 ms") for c in d["cases"])')" -ge 60
check "hang in SE_InitPlugin: no case child timed out (the probe alone waited)" \
  test "$(ask "$J" 'sum("no verdict after" in c["evidence"] for c in d["cases"])')" = 0
check "hang in SE_InitPlugin: the facts name the hung step" \
  test "$(ask "$J" 'd["facts"]["hung"]')" = "{'step': 'SE_InitPlugin', 'ms': 2000}"
# --all-cores: each core is bounded the same way (a short --timeout keeps it quick).
"$SEABI" conform "$PLUGINS/survive_hang_init.so" --all-cores --jobs 2 --timeout 500 --json "$WORK/hang_all.json" \
  >"$WORK/hang_all.txt" 2>&1
echo $? >"$WORK/hang_all.rc"
check "hang in SE_InitPlugin, --all-cores: exit 1 (got $(rc hang_all))" test "$(rc hang_all)" = 1
check "hang in SE_InitPlugin, --all-cores: every core's root cause is R02's hang, no case child timed out" \
  test "$(ask "$WORK/hang_all.json" 'all(c["run"]["root_cause"]["case"] == "R02" and not any("no verdict after" in x["evidence"] for x in c["run"]["cases"]) for c in d["cores"] if c.get("run"))')" = True

# ---- a hang in create_stream --------------------------------------------------
run_one "$SEABI" survive_hang_stream hang_stream --timeout 2000
J=$WORK/hang_stream.json
check "hang in create_stream: exit 1 (got $(rc hang_stream))" test "$(rc hang_stream)" = 1
check "hang in create_stream: S01 fails with the hang the probe saw" \
  judged "$J" S01 FAIL "^hang: create_stream did not return within 2000 ms"
check "hang in create_stream: the root cause is S01" test "$(ask "$J" 'd["root_cause"]["case"]')" = S01
check "hang in create_stream: the cases that need a stream are NOT_RUN at once (C03, H01, E03, T01)" \
  all_verdict hang_stream NOT_RUN C03 H01 E03 T01
check "hang in create_stream: ... naming the hang" judged "$J" H01 NOT_RUN "^prerequisite hung: create_stream did not return"
check "hang in create_stream: registration and memory cases still pass (R02, D02, M01)" \
  all_verdict hang_stream PASS R02 D02 M01
check "hang in create_stream: no case child timed out" \
  test "$(ask "$J" 'sum("no verdict after" in c["evidence"] for c in d["cases"])')" = 0

# ---- a hang in create_device --------------------------------------------------
run_one "$SEABI" survive_hang_device hang_device --timeout 2000
J=$WORK/hang_device.json
check "hang in create_device: exit 1 (got $(rc hang_device))" test "$(rc hang_device)" = 1
check "hang in create_device: D02 fails with the hang the probe saw" \
  judged "$J" D02 FAIL "^hang: create_device did not return within 2000 ms"
check "hang in create_device: the root cause is D02" test "$(ask "$J" 'd["root_cause"]["case"]')" = D02
check "hang in create_device: the cases that need a device are NOT_RUN at once (M01, C01, S01, H01)" \
  all_verdict hang_device NOT_RUN M01 C01 S01 H01
check "hang in create_device: registration cases still pass (R02, R11, D01)" all_verdict hang_device PASS R02 R11 D01
check "hang in create_device: no case child timed out" \
  test "$(ask "$J" 'sum("no verdict after" in c["evidence"] for c in d["cases"])')" = 0

# ---- the core's deadline -------------------------------------------------------
run_one "$SEABI" survive_hang deadline --timeout 1500 --core-deadline 3
J=$WORK/deadline.json
check "core deadline: exit 1 (got $(rc deadline))" test "$(rc deadline)" = 1
check "core deadline: cases not begun are NOT_RUN, 'core deadline passed', blocked by the deadline" \
  test "$(ask "$J" 'sum(c["verdict"] == "NOT_RUN" and c["blocked_by"] == "deadline" and c["evidence"].startswith("core deadline passed") for c in d["cases"]) > 0 and d["facts"]["deadline_not_run"] > 0')" = True
check "core deadline: the facts state the deadline" test "$(ask "$J" 'd["facts"]["core_deadline_ms"]')" = 3000
run_one "$SEABI" plugin_sync default_deadline --only R02
check "core deadline: 60 s unless told" test "$(ask "$WORK/default_deadline.json" 'd["facts"]["core_deadline_ms"]')" = 60000
for bad_value in 0 abc -1; do
  "$SEABI" conform "$PLUGINS/plugin_sync.so" --core-deadline "$bad_value" >/dev/null 2>"$WORK/deadline_bad.err"
  check "--core-deadline $bad_value is a usage error (exit 2, named)" \
    bash -c 'test $0 = 2 && grep -q -- "--core-deadline" "$1"' $? "$WORK/deadline_bad.err"
done

# ---- every report against the runner's facts ------------------------------------
rm -rf "$WORK/planted"
oracle "$WORK"
finish
