#!/usr/bin/env bash
# `seabi conform --all-cores` (issues 10 and 15): the table with a verdict
# per core, whatever the plugin does in each, and the handshake across every
# core: a plugin migrated as README says passes them all, one that never
# settles fails exactly the newer ones. Runs beside run_tests.sh and
# cores_tests.sh; helpers and environment: lib.sh.
# shellcheck source=tests/conform/lib.sh
. "$(dirname "$0")/lib.sh"

# all_cores TAG PLUGIN [args]: one --all-cores run, its table in TAG.txt, its
# JSON in TAG.json, its exit status in TAG.rc.
all_cores() {
  local tag=$1 plugin=$2
  shift 2
  "$SEABI" conform "$plugin" --all-cores --json "$WORK/$tag.json" "$@" >"$WORK/$tag.txt" 2>&1
  echo $? >"$WORK/$tag.rc"
}
export -f all_cores
export SEABI
cores=$("$SEABI" cores | wc -l)
# every_row TAG STATUS VERDICT: the --all-cores run TAG exited STATUS and its
# table has a VERDICT row for every core.
every_row() {
  [[ $(rc "$1") == "$2" && $(grep -c -- "| $3" "$WORK/$1.txt") == "$cores" ]]
}

# Every run up front, two at a time, each two cores at a time (a run mostly
# waits); the answer does not depend on --jobs (checked below).
{
  [[ -z $SIMDEV ]] || echo "simdev_all $SIMDEV --jobs 2"
  echo "tf214_all $PLUGINS/tf_plugin_2_14.so --jobs 2"
  # survive_crash crashes in S01: the streams' cases show it in every core.
  echo "crash_all $PLUGINS/survive_crash.so --only S --jobs 2"
  echo "nap_all $PLUGINS/not_a_plugin.so --jobs 2"
  # The host killed by its plugin: possible only without the sandbox (with
  # it, the plugin cannot reach the runner: tests/hostile's sandbox table).
  echo "kill_all $PLUGINS/survive_kill_host.so --only S01 --jobs 2 --no-sandbox"
  echo "migrated_all $PLUGINS/plugin_tf_migrated.so --jobs 2"
  echo "tfway_all $PLUGINS/tf_way_plugin.so --jobs 2"
  echo "nosettle_all $PLUGINS/broken_no_settle.so --jobs 2"
  # Only registration matters there: R cases, each core in parallel and not.
  echo "fns64_all $PLUGINS/broken_platform_fns_64.so --only R --jobs 2"
  echo "fns64_all_serial $PLUGINS/broken_platform_fns_64.so --only R --jobs 1"
  # The executor cleared with sizeof and its own size (issue 37): the cases
  # where its symptoms show, in every core.
  echo "memset_se_all $PLUGINS/broken_executor_memset_own_size.so --only R,D,S03,H,X01 --jobs 2"
} | xargs -P 2 -L 1 bash -c 'all_cores "$@"' _
# The sanitized host through the whole catalogue in every core, with a
# plugin that gets that far in each: every struct the host hands over is
# sized from the core (a newer core's are larger than this build's sizeof).
SEABI=$SEABI_ASAN all_cores asan_migrated_all "$PLUGINS/plugin_tf_migrated.so" --jobs 2

if [[ -n $SIMDEV ]]; then
  # --all-cores: a table row per core, exit 0 only when all pass. A core
  # that does not export a function simdev imports refuses it (R00, held
  # to the export data by tests/loader), as that release's dlopen would:
  # its row says so, naming the function; every other row is conformant.
  arc=$(rc simdev_all)
  refused=$(python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(" ".join(c["core"] for c in d["cores"] if any(k["id"] == "R00" and k["verdict"] == "FAIL" for k in c["run"]["cases"])))' \
    "$WORK/simdev_all.json")
  nrefused=$(echo $refused | wc -w)
  echo "note: cores refusing simdev for its imports: ${refused:-none}"
  check "simdev --all-cores: exit $((nrefused ? 1 : 0)) (got $arc)" test $arc = $((nrefused ? 1 : 0))
  check "simdev --all-cores: a conformant row per core that exports what it imports ($((cores - nrefused)))" \
    test "$(grep -c '^| [^ -].* | *0 | conformant' "$WORK/simdev_all.txt")" = "$((cores - nrefused))"
  for core in $refused; do
    check "simdev --all-cores: $core's row says it cannot load, naming the undefined symbol" \
      grep -qE "^\| $core +\|.*NOT LOADABLE +\| cannot load: .*undefined symbol: TF_" "$WORK/simdev_all.txt"
  done
  check "simdev --all-cores: JSON holds every core's run and says whether all pass" \
    python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
refused=sys.argv[3].split()
assert d["all_cores_pass"] is (not refused)
assert len(d["cores"])==int(sys.argv[2])
assert all(c["run"]["core"]==c["core"] and c["run"]["cases"] for c in d["cores"])
assert all(c["run"]["loadable"] is (c["core"] not in refused) for c in d["cores"])' \
    "$WORK/simdev_all.json" "$cores" "$refused"
else
  echo "note: examples/simdev not present; its --all-cores check not run"
fi

# --jobs: how many cores run at once changes the time, not the answer.
check "broken_platform_fns_64 --all-cores --only R: the same table with --jobs 1 as with --jobs 2" \
  diff <(grep '^|' "$WORK/fns64_all.txt") <(grep '^|' "$WORK/fns64_all_serial.txt")
check "broken_platform_fns_64 --all-cores --only R: the same JSON with --jobs 1 as with --jobs 2 (times aside)" \
  python3 -c 'import json,sys
def untimed(x):
    if isinstance(x, dict): return {k: untimed(v) for k, v in x.items() if k != "ms"}
    if isinstance(x, list): return [untimed(v) for v in x]
    return x
a, b = (untimed(json.load(open(f))) for f in sys.argv[1:])
assert a == b and len(a["cores"]) > 1' "$WORK/fns64_all.json" "$WORK/fns64_all_serial.json"
"$SEABI" conform "$PLUGINS/plugin_async.so" --all-cores --jobs 0 >"$WORK/jobs0.txt" 2>&1
check "--all-cores --jobs 0: usage error, exit 2 (got $?)" test $? = 2
"$SEABI" conform "$PLUGINS/plugin_async.so" --jobs 2 >"$WORK/jobs_alone.txt" 2>&1
jrc=$?
check "--jobs without --all-cores: usage error, exit 2 (got $jrc), saying it needs --all-cores" \
  bash -c "test $jrc = 2 && grep -q 'needs --all-cores' '$WORK/jobs_alone.txt'"

# --all-cores on a plugin that crashes in every core: every core still gets
# its verdict, and the table is complete.
arc=$(rc tf214_all)
check "tf_plugin_2_14 --all-cores: exit 1 (got $arc)" test $arc = 1
# 2.7's SP_Platform ends before force_memory_growth: a raw 2.14 plugin writes
# it (and struct_size 35) past a 2.7 core's 34 bytes, which R09 reports.
check "tf_plugin_2_14 --all-cores: the 2.9 and 2.14 rows pass, 2.7 fails R09, 2.5 fails R08" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
assert all(d[k]["verdict"]=="conformant" for k in ("tensorflow-2.9","tensorflow-2.14")), d
assert d["tensorflow-2.7"]["verdict"]=="NOT CONFORMANT" and "R09" in d["tensorflow-2.7"]["failing"]
assert d["tensorflow-2.5"]["verdict"]=="NOT CONFORMANT"
assert "R08" in d["tensorflow-2.5"]["failing"]' "$WORK/tf214_all.json"
check "survive_crash --all-cores: exit 1 (got $(rc crash_all)), one NOT CONFORMANT row per core" \
  every_row crash_all 1 "NOT CONFORMANT"
check "not_a_plugin --all-cores: exit 2 (got $(rc nap_all)), NOT LOADABLE in every row" \
  every_row nap_all 2 "NOT LOADABLE"
# A plugin that SIGKILLs the process running its case (--no-sandbox) kills
# the run of one core: that core's row names the signal, and every other
# core still runs.
arc=$(rc kill_all)
check "survive_kill_host --all-cores: exit 2 (got $arc); a row per core, each killed run named by its signal" \
  python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
assert len(d["cores"])==int(sys.argv[2])
killed=[c for c in d["cores"] if c["verdict"]=="INTERNAL ERROR"]
assert all("signal 9" in c["first_failure"] and "signals its host" in c["first_failure"] for c in killed), killed[:1]
# the others never reached create_stream (registration refused first)
others=[c for c in d["cores"] if c["verdict"]!="INTERNAL ERROR"]
assert all(x["verdict"]=="NOT_RUN" for c in others for x in c["run"]["cases"]), others[:1]
assert len(killed) >= len(d["cores"]) - 2, [c["core"] for c in others]
assert sys.argv[3] == "2"' "$WORK/kill_all.json" "$cores" "$arc"

# The handshake (issue 15). A plugin written the TensorFlow way
# (tests/migrate/tf_way_plugin.c, built unchanged) passes its own core and
# fails where its layout does not fit; migrated by README's steps
# (plugin_tf_migrated.so, built from tests/migrate/tf_way_plugin_migrated.c,
# which tests/migrate shows is exactly that) it passes every core, the
# in-between and newer ones included.
arc=$(rc tfway_all)
check "tf_way_plugin --all-cores: exit 1 (got $arc); conformant in tensorflow-2.14, not in tensorflow-2.5 or 0.3.0" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
rows={k: c["verdict"] for k, c in d.items()}
assert rows["tensorflow-2.14"]=="conformant", rows
assert rows["tensorflow-2.5"]=="NOT CONFORMANT" and rows["0.3.0"]=="NOT CONFORMANT", rows
assert sys.argv[2]=="1"' "$WORK/tfway_all.json" "$arc"
check "plugin_tf_migrated --all-cores: exit 0 (got $(rc migrated_all)), a conformant row per core" \
  every_row migrated_all 0 conformant
# A plugin that never settles passes every core whose sizes its header knows
# and fails each newer core, with a verdict that says it did not settle.
arc=$(rc nosettle_all)
check "broken_no_settle --all-cores: exit 1 (got $arc); only the newer cores fail, saying it did not settle" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
newer={"seabi-next","tensorflow-next"}
assert {k for k,c in d.items() if c["verdict"]!="conformant"}==newer, {k:c["verdict"] for k,c in d.items()}
for k in newer:
    said=" ".join(x["evidence"] for x in d[k]["run"]["cases"])
    assert "did not settle" in said and "S_settle_in" in said, said[:400]' "$WORK/nosettle_all.json"
# A plugin that itself sets SP_PlatformFns.struct_size to RFC 257's 64: every
# core answers with verdicts (the layout is named), no registration case (run
# with --only R) ends in a crash (the host used to call an absent create_stream_executor).
check "broken_platform_fns_64 --all-cores: no registration case crashes, TensorFlow cores name rfc-257-text" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
crashed=[(k,x["id"]) for k,c in d.items() for x in c["run"]["cases"] if x["id"].startswith("R") and "crash" in x["evidence"]]
assert not crashed, crashed
said=" ".join(x["evidence"] for x in d["tensorflow-2.14"]["run"]["cases"])
assert "rfc-257-text" in said, said[:300]' "$WORK/fns64_all.json"

# The root cause is the failure that explains the others (issue 37), not
# the symptom that blocked the most: the write past the core's executor
# (R08) in the cores whose executor is smaller than this header's, where
# the symptoms were R11 ('mem_zero' must be set: 0.0.1 .. 0.2.0,
# rfc-257-text) and H01 (TensorFlow 2.5, 2.6 and the nightly); every other
# failure there cites it. The same plugin without the memset (the mini
# plugin the migrated suites run) fails nothing, checked by the misuse
# corpus's base entry.
check "executor memset with its own size: the headline is R08 in 0.0.1..0.2.0, rfc-257-text, tensorflow-2.5, 2.6 and the nightly; every other failure follows from R08" \
  python3 -c 'import json,sys
d={c["core"]: c for c in json.load(open(sys.argv[1]))["cores"]}
want=["0.0.1", "0.1.0", "0.1.1", "0.2.0", "rfc-257-text", "tensorflow-2.5", "tensorflow-2.6"]
want += [c for c in d if c.startswith("tensorflow-nightly")]
for core in want:
    run = d[core]["run"]
    assert run["root_cause"]["case"] == "R08", (core, run["root_cause"])
    symptoms = {"R11"} if core[0].isdigit() or core == "rfc-257-text" else {"H01"}
    fails = {c["id"]: c for c in run["cases"] if c["verdict"] in ("FAIL", "NOT_RUN")}
    assert symptoms <= set(fails), (core, sorted(fails))
    loose = [i for i, c in fails.items() if i not in ("R08", "R10") and c.get("follows_from") != "R08"]
    assert not loose, (core, loose)
    assert "follows from R08" in fails[sorted(symptoms)[0]]["evidence"] or fails[sorted(symptoms)[0]]["verdict"] == "NOT_RUN"' "$WORK/memset_se_all.json"

arc=$(rc asan_migrated_all)
check "sanitized host, migrated plugin, every case in every core: exit 0 (got $arc), no sanitizer report or seabi bug" \
  bash -c "test $arc = 0 && ! grep -qE 'AddressSanitizer|runtime error|seabi bug' '$WORK/asan_migrated_all.txt' '$WORK/asan_migrated_all.json'"

# ---- the consistency oracle ------------------------------------------------
# Every --all-cores report: each row is its embedded run's, and no run
# contradicts itself. The simdev one (or the migrated plugin's, without
# simdev) also equals, core by core, a plain `--core NAME` run of each core.
oracle "$WORK"/*_all*.json
same=${SIMDEV:-$PLUGINS/plugin_tf_migrated.so}
same_tag=$([[ -n $SIMDEV ]] && echo simdev_all || echo migrated_all)
mkdir -p "$WORK/single"
"$SEABI" cores | awk '{print $1}' |
  xargs -P "$CONFORM_JOBS" -I{} "$SEABI" conform "$same" --core {} --json "$WORK/single/{}.json" >/dev/null 2>&1
oracle --same "$WORK/$same_tag.json" "$WORK/single" "$WORK"/single/*.json

finish
