#!/usr/bin/env bash
# The graph optimizer and profiler modules (issue 23): the mini plugin with
# both modules written the way the docs say, one defect switched on at a
# time (tests/conform/mini_modules.inc.c, built by module.mk), each caught by
# the case meant to catch it and by no other REQUIRED/EXPECTED case; a module
# not exported is SKIP, never a failure; a plugin with no StreamExecutor
# module loads; TensorFlow's order (a graph module that fails keeps the
# profiler from running); the optimize_func signature of TensorFlow 2.5
# against 2.6+. Every report goes through the consistency oracle.
source "$(dirname "$0")/lib.sh"
M=$PLUGINS/modules

# run NAME [CORE]: conform under CORE (default: the default core), in the
# background; the report is $WORK/NAME[@CORE].json. The documented plugins
# run the whole catalogue; a defect's plugin the modules' cases and the
# claims over every module (R08, R09, R13, R18, X01), which is where a
# module's defect can show.
run() {
  local name=$1 core=${2:-} out=$WORK/$1${2:+@$2} only=""
  case $name in mod_base | graph_only) ;; *) only="R01,R08,R09,R13,R18,X01,G,P" ;; esac
  "$SEABI" conform "$M/$name.so" ${core:+--core "$core"} ${only:+--only "$only"} --json "$out.json" >"$out.txt" 2>&1
  echo $? >"$out.rc"
}
declare -a jobs=(
  mod_base mod_base@tensorflow-2.5 mod_base@tensorflow-2.9 mod_no_graph mod_no_profiler mod_pre_release
  mod_graph_init_fails mod_no_optimize_func mod_device_unknown mod_device_scratch mod_empty_output
  mod_no_deallocator mod_returns_input mod_drops_fetch mod_optimize_error mod_writes_item@tensorflow-2.10
  mod_four_args mod_four_args@tensorflow-2.5 mod_four_args@tensorflow-2.10
  mod_five_args mod_five_args@tensorflow-2.5 mod_five_args@tensorflow-2.10
  mod_configs_memset mod_configs_memset@tensorflow-2.9 mod_configs_memset@tensorflow-2.10
  prof_lowercase prof_no_destroy prof_destroy_frees prof_size_unset prof_rebuild_grows prof_garbage
  prof_start_unset prof_plane_name graph_only graph_only@tensorflow-next
)
running=0
for j in "${jobs[@]}"; do
  name=${j%@*} core=""
  [[ $j == *@* ]] && core=${j#*@}
  run "$name" "$core" &
  if ((++running >= CONFORM_JOBS)); then wait -n; running=$((running - 1)); fi
done
wait

rc() { cat "$WORK/$1.rc"; }
# only J IDS...: exactly these REQUIRED/EXPECTED cases fail in report J
only() {
  local j=$1 want got
  shift
  want="$*"
  got=$(hard_failures "$WORK/$j.json")
  [[ $got == "$want" ]] || { echo "  $j: failing '$got', want '$want'" >&2; return 1; }
}
skipped() { # J IDS...: each is SKIP
  local j=$1 id
  shift
  for id in "$@"; do [[ $(verdict "$WORK/$j.json" "$id") == SKIP ]] || return 1; done
}
conformant() { [[ $(rc "$1") == 0 ]]; } # J: exit 0
# no_module_failure J: no graph or profiler case failed or was kept from running
no_module_failure() { ! grep -qE '^[GP][0-9]+ +[A-Z]+ +(FAIL|NOT_RUN)' "$WORK/$1.txt"; }
# advisory_fail J ID: the advisory case failed
advisory_fail() { grep -qE "^$2 +ADVISORY +FAIL" "$WORK/$1.txt"; }
# names J ID ERE: the case's evidence matches
names() { evidence "$WORK/$1.json" "$2" | grep -qE "$3"; }

# ---- the documented plugin ----------------------------------------------------
check "mod_base: conformant (exit 0)" conformant mod_base
# The plugin authors' guides (hand-written) list each module's cases with
# their grades: the same ids and grades the host runs (mod_base runs them all).
guide_matches_cases() { # DOC PREFIX
  diff <(sed -nE "s/^\| ($2[0-9]{2}) \| ([A-Z]+) \|.*/\1 \2/p" "$1" | sort) \
    <("${PYTHON:-python3}" -S -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
    if c["id"].startswith(sys.argv[2]): print(c["id"], c["grade"])' "$WORK/mod_base.json" "$2" | sort)
}
check "docs/graph-optimizer.md's case table: the host's G cases, ids and grades" \
  guide_matches_cases docs/graph-optimizer.md G
check "docs/profiler.md's case table: the host's P cases, ids and grades" guide_matches_cases docs/profiler.md P
check "mod_base: no graph or profiler case fails or is kept from running" no_module_failure mod_base
check "mod_base: the optimizer ran on the main graph and a function body, twice each" \
  judged "$WORK/mod_base.json" G06 PASS "main graph, iteration 2: OK.*function body, iteration 2: OK.*create_func 2 time"
check "mod_base: this core reads the toggle the plugin set (remapping Off)" \
  judged "$WORK/mod_base.json" G05 PASS "this core reads remapping Off"
check "mod_base in tensorflow-2.5 (the four-argument optimize_func installed): conformant" conformant mod_base@tensorflow-2.5
check "mod_base in tensorflow-2.5: P01 SKIP (TensorFlow's pluggable profiler came with 2.7)" \
  judged "$WORK/mod_base@tensorflow-2.5.json" P01 SKIP "core does not load profiler plugins"
check "mod_base in tensorflow-2.9 (18 toggles): conformant" conformant mod_base@tensorflow-2.9

# ---- absent modules -------------------------------------------------------------
check "mod_no_graph: every graph case SKIP" skipped mod_no_graph G01 G02 G03 G04 G05 G06 G07 G08 G09 G10
check "mod_no_graph: conformant" conformant mod_no_graph
check "mod_no_profiler: every profiler case SKIP" skipped mod_no_profiler P01 P02 P03 P04 P05 P06 P07 P08
check "mod_no_profiler: conformant" conformant mod_no_profiler
check "graph_only: no StreamExecutor module: R02, D01 and M01 SKIP" skipped graph_only R02 D01 M01
check "graph_only: conformant" conformant graph_only
# seabi list agrees with conform: the plugin loads (exit 0), named with its
# modules, counted apart from platforms; a file exporting no module at all
# is still skipped.
"$SEABI" list "$M/graph_only.so" >"$WORK/graph_only.list" 2>&1
lrc=$?
check "graph_only: seabi list shows it with its modules, exit 0 (got $lrc)" \
  bash -c "test $lrc = 0 && grep -q '^plugin without a StreamExecutor platform: TF_InitGraph (graph optimizer)' '$WORK/graph_only.list' \
    && grep -qx '0 platforms registered, 1 plugin with other modules only' '$WORK/graph_only.list'"
"$SEABI" list "$PLUGINS/not_a_plugin.so" >"$WORK/not_a_plugin.list" 2>&1
lrc=$?
check "not_a_plugin (no module at all): seabi list still skips it, exit 2 (got $lrc)" \
  bash -c "test $lrc = 2 && grep -q 'skipped .*does not export SE_InitPlugin' '$WORK/not_a_plugin.list'"
check "graph_only: no graph or profiler case fails" no_module_failure graph_only
check "graph_only: the optimizer runs on CPU graphs" judged "$WORK/graph_only.json" G04 PASS "'CPU'"
# Without SE_InitPlugin's lineage, GO_lineage_of_core is all a graph plugin
# has; in a core newer than the header it answers ANY, and the configs settle
# to the prefix every layout places alike: read where written, so conformant.
check "graph_only: conformant in tensorflow-next, lineage ANY" conformant graph_only@tensorflow-next
check "graph_only: G05 there reads the prefix every layout places alike" \
  judged "$WORK/graph_only@tensorflow-next.json" G05 PASS "settled without the core's lineage"
check "mod_pre_release: G01 names TF_InitGraphPlugin, the name no release looks up" \
  judged "$WORK/mod_pre_release.json" G01 FAIL "TF_InitGraphPlugin.*no release loads"
check "mod_pre_release: R01 names it too" names mod_pre_release R01 TF_InitGraphPlugin
check "mod_pre_release: the graph cases SKIP" skipped mod_pre_release G02 G06

# ---- one defect each, one case each ----------------------------------------------
check "mod_graph_init_fails: G02 only" only mod_graph_init_fails G02
check "mod_graph_init_fails: the profiler is not run (TensorFlow stops at the first module that fails), blocked by G02" \
  judged "$WORK/mod_graph_init_fails.json" P01 NOT_RUN "stops at the first that fails.*\(G02\)"
check "mod_no_optimize_func: G03 only, with TensorFlow's message" only mod_no_optimize_func G03
check "mod_no_optimize_func: G03 says 'optimize_func' field in TP_Optimizer must be set." \
  judged "$WORK/mod_no_optimize_func.json" G03 FAIL "'optimize_func' field in TP_Optimizer must be set\."
check "mod_device_unknown: G04 only" only mod_device_unknown G04
check "mod_device_scratch: G04 only, the string changed after later calls" only mod_device_scratch G04
check "mod_device_scratch: G04's evidence" judged "$WORK/mod_device_scratch.json" G04 FAIL "changed after later calls"
check "mod_empty_output: G08 only" only mod_empty_output G08
check "mod_no_deallocator: G09 only" only mod_no_deallocator G09
check "mod_returns_input: G09 only, the input's own bytes" only mod_returns_input G09
check "mod_returns_input: G09's evidence" judged "$WORK/mod_returns_input.json" G09 FAIL "input graph's own bytes"
check "mod_drops_fetch: G10 only, the fetched node gone" only mod_drops_fetch G10
check "mod_drops_fetch: G10's evidence" judged "$WORK/mod_drops_fetch.json" G10 FAIL "'out'.*is gone"
check "mod_optimize_error: G06 only" only mod_optimize_error G06
check "mod_writes_item (in a core that passes the item): G07 only" only mod_writes_item@tensorflow-2.10 G07
check "prof_lowercase: P02 only, TensorFlow's pattern message" only prof_lowercase P02
check "prof_lowercase: P02's evidence" judged "$WORK/prof_lowercase.json" P02 FAIL "Device name/type 'mini' must match \[A-Z\]\[A-Z_\]\*"
check "prof_no_destroy: P02 only" only prof_no_destroy P02
check "prof_no_destroy: P02's evidence" \
  judged "$WORK/prof_no_destroy.json" P02 FAIL "'destroy_profiler' field in TF_ProfilerRegistrationParams must be set\."
check "prof_destroy_frees: P03, and the sessions after it, fail" \
  judged "$WORK/prof_destroy_frees.json" P03 FAIL "state is gone"
check "prof_size_unset: P05 only" only prof_size_unset P05
check "prof_rebuild_grows: P05, and P06: the bytes cut at the first size parse as no XSpace" \
  only prof_rebuild_grows P05 P06
check "prof_rebuild_grows: P06 says why the bytes are cut" \
  judged "$WORK/prof_rebuild_grows.json" P06 FAIL "wrote more than the first reported, cut at that size"
check "prof_rebuild_grows: P05's evidence" judged "$WORK/prof_rebuild_grows.json" P05 FAIL "second call wrote"
check "prof_garbage: P06 only" only prof_garbage P06
check "prof_start_unset: X01 only, naming start" only prof_start_unset X01
check "prof_start_unset: X01's evidence" judged "$WORK/prof_start_unset.json" X01 FAIL "never set.* start"
check "prof_plane_name: P08 (advisory) fails" advisory_fail prof_plane_name P08
check "prof_plane_name: still conformant" conformant prof_plane_name

# ---- the optimize_func signature and the configs' layout ---------------------------
check "mod_four_args (TensorFlow 2.5's optimize_func) in a 2.10 core: G07, it writes its output into the item" \
  judged "$WORK/mod_four_args@tensorflow-2.10.json" G07 FAIL "TF_GrapplerItem.*four-argument"
check "mod_four_args in 2.10: also G08 (the real output left empty) and X01 (the output buffer taken for the status)" \
  only mod_four_args@tensorflow-2.10 X01 G07 G08
check "mod_four_args in the tensorflow-2.5 core: conformant" conformant mod_four_args@tensorflow-2.5
check "mod_four_args in seabi's 0.3.0 core (its graph lineage calls four arguments): conformant" conformant mod_four_args
check "mod_five_args (2.6's optimize_func) in tensorflow-2.5: X01, it takes the status for its output buffer" \
  judged "$WORK/mod_five_args@tensorflow-2.5.json" X01 FAIL "not a TF_Status"
check "mod_five_args in tensorflow-2.5: G06 and X01 only" only mod_five_args@tensorflow-2.5 X01 G06
check "mod_five_args in seabi's 0.3.0 core: G06 and X01 too" only mod_five_args X01 G06
check "mod_five_args in a 2.10 core: conformant" conformant mod_five_args@tensorflow-2.10
check "mod_configs_memset in seabi's 0.3.0 core (configs as large as this header's sizeof): conformant" \
  conformant mod_configs_memset
check "mod_configs_memset in tensorflow-2.10 (92 bytes in a 96-byte object): R09 only, past the settled size" \
  only mod_configs_memset@tensorflow-2.10 R09
check "mod_configs_memset in tensorflow-2.9 (an 88-byte configs): R08, written past the core's object" \
  judged "$WORK/mod_configs_memset@tensorflow-2.9.json" R08 FAIL "TP_OptimizerConfigs.*past the end of the core's"
check "mod_configs_memset in tensorflow-2.9: R08, R09 (struct_size 92 left) and G05 (2.10's layout in a 2.9 core)" \
  only mod_configs_memset@tensorflow-2.9 R08 R09 G05

# ---- TensorFlow-way graph plugins of each edition, in every core ------------------
# tf_graph_<release>.so: written against that edition's header (tf_graph_plugin.inc.c).
# graph_compat.py predicts from the layouts alone (graph_layout_facts per
# edition, graph_core_facts per core) which cases fail in which core.
G=$PLUGINS/graph
editions=$(cd "$G" && ls facts_* | sed 's/^facts_//' | sort -V)
for e in $editions; do "$G/facts_$e" "$e"; done >"$WORK/graph_facts.txt"
"$G/core_facts" $(awk '$3 == "configs-size" {print $4}' "$WORK/graph_facts.txt" | sort -un) >>"$WORK/graph_facts.txt"
# The functions each core exports (tests/loader's exports_dump): where it
# does not give the plugin what it imports, R00 alone fails.
"$EXPORTS_DUMP" >>"$WORK/graph_facts.txt"
for e in $editions; do
  r=${e#tensorflow-}
  "$SEABI" conform "$G/tf_graph_${r//./_}.so" --all-cores --jobs 2 --json "$WORK/tf_graph_$e.json" \
    >"$WORK/tf_graph_$e.txt" 2>&1 &
done
wait
for e in $editions; do
  r=${e#tensorflow-}
  check "tf_graph_${r//./_} (TensorFlow $r's graph API) --all-cores: fails exactly where the layouts predict" \
    bash -c "'${PYTHON:-python3}' tests/conform/graph_compat.py '$WORK/graph_facts.txt' '$WORK/tf_graph_$e.json' $e \
      >'$WORK/tf_graph_$e.compat' || { grep -v '^ok' '$WORK/tf_graph_$e.compat' >&2; false; }"
  own=$(awk -v e="$e" '$1 == "core" && $3 == "layout" && $4 == e {printf "%s ", $2}' "$WORK/graph_facts.txt")
  check "tf_graph_${r//./_}: conformant in the cores of its own layout ($own)" \
    bash -c "for c in $own; do grep -qE \"^  \$c +conformant\$\" '$WORK/tf_graph_$e.txt' || exit 1; done; [[ -n '$own' ]]"
done

# ---- seabi demo: the profile per stream, the trace, the XSpace ----------------------
if [[ -n $SIMDEV ]]; then
  # A TensorFlow 2.14 core: a profiler module, and an optimize_func that
  # gets the item (what simdev needs to know which nodes it may fuse).
  "$SEABI" demo --core tensorflow-2.14 --trace "$WORK/trace.json" --xspace "$WORK/demo.xplane.pb" "$SIMDEV" \
    >"$WORK/demo.txt" 2>&1
  check "demo on simdev (tensorflow-2.14): completes (exit 0)" test $? = 0
  check "demo: simdev's optimizer fuses MatMul + BiasAdd in the main graph (7 nodes in, 6 out), then leaves it" \
    grep -q "main graph, iteration 1: OK, 7 nodes in, 6 out" "$WORK/demo.txt"
  check "demo: the profile per stream: the copy on stream 1" \
    grep -qE "^    stream 1: 1 op \(memcpy_htod x1\), 1\.0 MiB moved, busy" "$WORK/demo.txt"
  # The wait is an op only when the event was not reached yet at enqueue
  # time (simdev enqueues nothing for an event already passed).
  check "demo: ... and the copy back and the host callback on stream 2 (after the wait, when it had to wait)" \
    grep -qE "^    stream 2: [23] ops \((wait_for_event x1, )?memcpy_dtoh x1, host_callback x1\), 1\.0 MiB moved" "$WORK/demo.txt"
  # Chrome trace-event JSON: what chrome://tracing and Perfetto need.
  check "demo --trace: Chrome trace-event JSON, an X event (ph, ts, dur) per op the summary counts" \
    "${PYTHON:-python3}" -c '
import json, re, sys
d = json.load(open(sys.argv[1]))
events = d["traceEvents"]
assert isinstance(events, list) and events
assert all("ph" in e and "pid" in e for e in events)
x = [e for e in events if e["ph"] == "X"]
assert all(isinstance(e["ts"], (int, float)) and e["ts"] >= 0 and e["dur"] >= 0 and "tid" in e for e in x)
named = {(e["pid"], e.get("tid")) for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
assert all((e["pid"], e["tid"]) in named for e in x), "an event on an unnamed thread"
want = int(re.search(r"(\d+) event\(s\)", open(sys.argv[2]).read()).group(1))
assert len(x) == want, (len(x), want)
# The round trip (streams 1 and 2) moves 1 MiB a copy; the kernel graph
# runs after it on streams 3 and 4.
copies = [e for e in x if e["name"].startswith("memcpy") and e["tid"] in (1, 2)]
assert copies and all(e["args"]["bytes"] == 1048576 for e in copies)
' "$WORK/trace.json" "$WORK/demo.txt"
  # The kernel module: TF_InitKernel's kernels run the graph
  # y = Relu(MatMul(x, W) + b), one batch per stream, checked by the demo.
  check "demo: TF_InitKernel registers simdev's three kernels (AddV2, Relu, MatMul on SIM)" \
    bash -c "grep -q '^demo: kernels (TF_InitKernel): 3 registered$' '$WORK/demo.txt' &&
             grep -qx \"  MatMul on SIM as 'SimdevMatMul' (T=float)\" '$WORK/demo.txt'"
  check "demo: the kernel graph's two batches match the reference" \
    bash -c "test \$(grep -c '^    batch [12]: result matches the reference' '$WORK/demo.txt') = 2"
  check "demo: the profile shows MatMul, AddV2 and Relu on each batch's stream (3 and 4), between the copies" \
    bash -c "for s in 3 4; do grep -E \"^    stream \$s: [0-9]+ ops \\(\" '$WORK/demo.txt' |
             grep 'memcpy_htod x' | grep 'MatMul x1' | grep 'AddV2 x1' | grep -q 'Relu x1' || exit 1; done"
  check "demo --trace: the kernels are X events on the streams that ran them, named after their ops" \
    "${PYTHON:-python3}" -c '
import json, sys
x = [e for e in json.load(open(sys.argv[1]))["traceEvents"] if e["ph"] == "X"]
for tid in (3, 4):
    names = [e["name"] for e in sorted((e for e in x if e["tid"] == tid), key=lambda e: e["ts"])]
    kernels = [n for n in names if not n.startswith("memcpy")]
    assert kernels == ["MatMul", "AddV2", "Relu"], (tid, names)
' "$WORK/trace.json"
  if command -v protoc >/dev/null 2>&1; then
    protoc --decode=tensorflow.profiler.XSpace -Itests/wire tests/wire/xplane.proto \
      <"$WORK/demo.xplane.pb" >"$WORK/demo.xspace.txt" 2>&1
    check "demo --xspace: simdev's XSpace decodes with protoc" test $? = 0
    check "demo --xspace: a /device:CUSTOM:0 plane, memcpy_htod and host_callback events, a bytes stat" \
      bash -c "grep -q 'name: \"/device:CUSTOM:0\"' $WORK/demo.xspace.txt && grep -q 'name: \"memcpy_htod\"' $WORK/demo.xspace.txt &&
               grep -q 'name: \"host_callback\"' $WORK/demo.xspace.txt && grep -q 'uint64_value: 1048576' $WORK/demo.xspace.txt"
  else
    skip "demo --xspace: simdev's XSpace decodes with protoc" "protoc not installed (protobuf-compiler)"
    skip "demo --xspace: planes, events and stats as protoc reads them" "protoc not installed (protobuf-compiler)"
  fi
  # examples/simdev/README.md: SIMDEV_GRAPH_FUSION=0 fuses nothing (every
  # graph back unchanged) and leaves TensorFlow's remapping on.
  SIMDEV_GRAPH_FUSION=0 "$SEABI" demo --core tensorflow-2.14 "$SIMDEV" >"$WORK/demo_nofusion.txt" 2>&1
  drc=$?
  check "SIMDEV_GRAPH_FUSION=0: demo completes (exit $drc), every graph back unchanged" \
    bash -c "test $drc = 0 && test \$(grep -c ', iteration [12]: OK, \(.*\) nodes in, .* out (unchanged)\$' '$WORK/demo_nofusion.txt') = 4"
  SIMDEV_GRAPH_FUSION=0 "$SEABI" conform "$SIMDEV" --core tensorflow-2.14 --only G05 --json "$WORK/g05_nofusion.json" \
    >/dev/null 2>&1
  check "SIMDEV_GRAPH_FUSION=0: G05 passes, the core reading every toggle Default (remapping left on)" \
    judged "$WORK/g05_nofusion.json" G05 PASS "this core reads every toggle Default"
  "$SEABI" demo --trace "$WORK/none.json" "$M/mod_no_profiler.so" >"$WORK/demo_none.txt" 2>&1
  check "demo --trace on a plugin without a profiler: exit 1, says why, writes nothing" \
    bash -c "[[ $? == 1 ]] && grep -q 'no profiler module' $WORK/demo_none.txt && [[ ! -e $WORK/none.json ]]"
fi

# ---- no two verdicts disagree ---------------------------------------------------
check "oracle: every module report is consistent with its record" "${PYTHON:-python3}" tests/conform/oracle.py "$WORK"
# ... and it catches contradictions planted in the module cases.
mkdir -p "$WORK/planted"
plant() { # NAME REPORT PYTHON-EDIT: the edited report must fail the oracle
  "${PYTHON:-python3}" -c "import json,sys
d=json.load(open(sys.argv[1]))
case={c['id']:c for c in d['cases']}
$3
json.dump(d, open(sys.argv[2], 'w'))" "$2" "$WORK/planted/$1.json" &&
    ! "${PYTHON:-python3}" tests/conform/oracle.py "$WORK/planted/$1.json" >"$WORK/planted/$1.txt"
}
check "oracle catches G08 passing over an empty output" \
  plant g08 "$WORK/mod_empty_output.json" "case['G08']['verdict']='PASS'"
check "oracle catches P05 not citing the overrun it fails on" \
  plant p05 "$WORK/prof_rebuild_grows.json" "case['P05']['cites']=[]"
check "oracle catches a case speaking of an item write the record does not hold" \
  plant item "$WORK/mod_base.json" "case['G06']['verdict']='FAIL'; case['G06']['evidence']='wrote 8 byte(s) into the TF_GrapplerItem'"
check "oracle catches G07 passing over the four-argument optimize_func's writes" \
  plant g07 "$WORK/mod_four_args@tensorflow-2.10.json" "case['G07']['verdict']='PASS'"
summary
