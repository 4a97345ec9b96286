#!/usr/bin/env bash
# Core profiles (issue 10), one core at a time (--core NAME): every profile
# comes from the schema; the host acts as each one; plugins built against one
# TensorFlow edition pass their own core and are caught, with the layout
# mismatch named, in the others; the catalogue's defects are caught under
# TensorFlow's newest core too. Runs beside run_tests.sh and
# all_cores_tests.sh; helpers and environment: lib.sh.
# shellcheck source=tests/conform/lib.sh

. "$(dirname "$0")/lib.sh"

# The first TF_ function `plugin` imports that `core` does not give it (R00
# FAIL), or nothing: the import check, which tests/loader holds to the data.
imports_refused() {
  local j=$WORK/r00.$$.json
  "$SEABI" conform "$1" --core "$2" --only R00 --json "$j" >/dev/null 2>&1
  "$PYTHON" - "$j" <<'PY'
import json, re, sys
r00 = [c for c in json.load(open(sys.argv[1]))["cases"] if c["id"] == "R00"]
if r00 and r00[0]["verdict"] == "FAIL":
    print(re.search(r"imports (TF_\w+)", r00[0]["evidence"]).group(1))
PY
  rm -f "$j"
}

# `seabi cores`: one line per seabi version, TensorFlow release the suite
# lists (schema/seabi.yaml `releases:`; where it lists none, each release
# where an edition of any API first shipped), master-only editions,
# in-between layouts, then a core newer than the header per lineage.
want_cores=$(python3 -c 'import yaml
suite = yaml.safe_load(open("schema/seabi.yaml"))
vkey = lambda v: tuple(int(x) for x in str(v).split("."))
versions, releases, masters, between = set(), set(), set(), []
for entry in suite["apis"]:
    d = yaml.safe_load(open("schema/" + entry["schema"]))
    since = vkey(entry.get("seabi_since", "0"))
    versions |= {str(v["version"]) for v in d["versions"] if vkey(v["version"]) >= since}
    for e in d.get("editions", []):
        if e.get("first_release"): releases.add(str(e["first_release"]))
        else: masters.add(e["name"])
    between += [b["name"] for b in d.get("in_between", [])]
listed = [str(r["release"]) for r in suite.get("releases", []) if "release" in r]
if listed:
    assert set(releases) <= set(listed), "every release where an edition starts is a listed release"
    releases = set(listed)
print(" ".join(sorted(versions, key=vkey) + ["tensorflow-" + r for r in sorted(releases, key=vkey)]
               + sorted(masters) + between + ["seabi-next", "tensorflow-next"]))')
got_cores=$(SEABI_CORE_SET=all "$SEABI" cores | awk '{print $1}' | tr '\n' ' ' | sed 's/ $//')
check "cores: one line per schema version, edition, in-between layout and newer lineage (want '$want_cores', got '$got_cores')" \
  test -n "$want_cores" -a "$got_cores" = "$want_cores"
# Its columns line up whatever a core's name (tensorflow-nightly-01de7043 is
# longer than most): the modules column starts at one offset on every line.
check "cores: the modules column starts at one offset on every line, after the longest name" \
  bash -c '"$0" cores | awk "{ print index(\$0, \" \" \$2 \" \") }" | sort -u | wc -l | grep -qx 1' "$SEABI"
# `seabi cores --json`: every core's loader rules are the ones
# schema/seabi.yaml gives its release (seabi's cores: seabi_loader; a step
# whose module the core lacks left out), and SEABI_CORE_SET=distinct lists
# exactly the cores that name no earlier one as the same.
SEABI_CORE_SET=all "$SEABI" cores --json >"$WORK/cores.json" 2>&1
SEABI_CORE_SET=distinct "$SEABI" cores --json >"$WORK/cores_distinct.json" 2>&1
check "cores --json: each core's loader steps are its release's in schema/seabi.yaml" python3 -c 'import json, sys, yaml
suite = yaml.safe_load(open("schema/seabi.yaml"))
loaders = {x["name"]: x for x in suite["loaders"]}
named = {("tensorflow-" + str(r["release"])) if "release" in r else r.get("master") or r.get("in_between"): r["loader"]
         for r in suite["releases"]}
newest = [r for r in suite["releases"] if "release" in r or "master" in r][-1]["loader"]
entry = {"SE": "SE_InitPlugin", "graph": "TF_InitGraph", "profiler": "TF_InitProfiler"}
bad = []
for c in json.load(open(sys.argv[1]))["cores"]:
    want = named.get(c["name"]) or (newest if c["name"] == "tensorflow-next" else suite["seabi_loader"])
    mods = {entry[m] for m in c["modules"].split(",")}
    steps = [s for s in loaders[want]["steps"] if s["entry"] not in set(entry.values()) - mods]
    got = [(s["entry"], s["mandatory"], s["unless"], s["failure"]) for s in c["loader"]["steps"]]
    exp = [(s["entry"], s["missing"] != "absent", s.get("unless", ""), s["failing"]) for s in steps]
    if c["loader"]["name"] != want or got != exp: bad.append(c["name"])
sys.exit(1 if bad or not named else 0)' "$WORK/cores.json"
check "cores: SEABI_CORE_SET=distinct lists the cores that are the same as no earlier one, in order" \
  python3 -c 'import json, sys
every = json.load(open(sys.argv[1]))["cores"]; distinct = json.load(open(sys.argv[2]))["cores"]
names = [c["name"] for c in every]
ok = [c["name"] for c in distinct] == [c["name"] for c in every if not c["same_as"]]
ok = ok and all(names.index(c["same_as"]) < names.index(c["name"]) for c in every if c["same_as"])
ok = ok and len(distinct) < len(every)
sys.exit(0 if ok else 1)' "$WORK/cores.json" "$WORK/cores_distinct.json"
check "cores: the newest seabi version is the default" \
  grep -q "^0.3.0 .*\[default\]$" <("$SEABI" cores)
# The modules column: a core lists the graph optimizer (profiler) exactly
# when its profile has TP_Optimizer's (TP_Profiler's) size, and the
# StreamExecutor module always; TensorFlow 2.5 and 2.6 have no profiler.
modules_agree() {
  local core mods sizes
  while read -r core mods; do
    sizes=$("$SEABI" cores --sizes "$core")
    [[ $mods == SE* ]] || return 1
    if [[ $mods == *graph* ]]; then grep -q "^TP_Optimizer " <<<"$sizes" || return 1
    else ! grep -q "^TP_Optimizer " <<<"$sizes" || return 1; fi
    if [[ $mods == *profiler* ]]; then grep -q "^TP_Profiler " <<<"$sizes" || return 1
    else ! grep -q "^TP_Profiler " <<<"$sizes" || return 1; fi
  done < <("$SEABI" cores | awk '{print $1, $2}')
}
check "cores: the modules column agrees with each core's sizes" modules_agree
check "cores: TensorFlow 2.5 loads SE and graph, not the profiler" \
  grep -qE "^tensorflow-2.5 +SE,graph +TensorFlow" <("$SEABI" cores)
# README ("The other modules"): TensorFlow 2.5 and 2.6 load no profiler,
# seabi's cores before 0.3.0 and the pre-2.5 in-between cores neither module;
# every other core loads all three.
readme_modules() {
  local core mods want
  while read -r core mods; do
    case $core in
      tensorflow-2.5 | tensorflow-2.6) want=SE,graph ;;
      0.0.* | 0.1.* | 0.2.* | rfc-257-text | tensorflow-nightly-*) want=SE ;;
      *) want=SE,graph,profiler ;;
    esac
    [[ $mods == "$want" ]] || { echo "$core loads $mods, README says $want"; return 1; }
  done < <("$SEABI" cores | awk '{print $1, $2}')
}
check "cores: each core's modules are the ones README names" readme_modules
# Each profile's sizes are the ones its own header's structs have (the
# compiler's, from the seabi version's or TensorFlow edition's header).
default_core=$("$SEABI" cores | awk '/\[default\]$/ {print $1}')
for pair in tensorflow-2.5:tensorflow-2.5 tensorflow-2.14:tensorflow-2.14 0.0.1:0.0.1 newest:$default_core; do
  bin=${pair%%:*} core=${pair#*:}
  # A header without the graph and profiler structs (built without their
  # headers) is compared on the StreamExecutor structs it has.
  modules='^(TP_|TF_ProfilerRegistrationParams )'
  if grep -qE "$modules" <("$PLUGINS/sizes_$bin"); then drop='^$'; else drop=$modules; fi
  check "sizes: profile $core gives every struct its header's size" \
    diff <("$PLUGINS/sizes_$bin" | sort) <("$SEABI" cores --sizes "$core" | grep -vE "$drop" | sort)
done
"$SEABI" conform "$PLUGINS/plugin_async.so" --core tensorflow-1.0 >"$WORK/badcore.txt" 2>&1
brc=$?
check "conform --core with an unknown name: exit 2 (got $brc), names the command that lists cores" \
  bash -c "test $brc = 2 && grep -q 'seabi cores' '$WORK/badcore.txt'"

# Runs under a given core: tag = plugin@core.
ASAN_PAIRS="tf_plugin_2_5@tensorflow-2.14 tf_plugin_2_14@tensorflow-2.7 broken_no_device_count@tensorflow-2.5"
{
  for core in tensorflow-2.5 tensorflow-2.14; do
    for p in tf_plugin_2_5 tf_plugin_2_14; do echo "$SEABI $p $p@$core --core $core"; done
  done
  echo "$SEABI broken_memset_executor broken_memset_executor@0.0.1 --core 0.0.1"
  # Each defect is judged below by its own case (the short sizes and the
  # missing device count by R11 and R14): only those run. A case's verdict
  # does not depend on which others run (each runs in a child of its own,
  # and checks its own prerequisites there).
  for p in "${!CATCH[@]}"; do
    case $p in
      broken_short_executor | broken_short_platform_fns | broken_no_device_count) only=R ;;
      *) only=${CATCH[$p]} ;;
    esac
    echo "$SEABI $p $p@tensorflow-2.14 --core tensorflow-2.14 --only $only"
  done
  echo "$SEABI plugin_async plugin_async@tensorflow-2.14 --core tensorflow-2.14"
  # The runner under ASan+UBSan when core and plugin disagree.
  for pair in $ASAN_PAIRS; do echo "$SEABI_ASAN ${pair%@*} asan_$pair --core ${pair#*@}"; done
} | xargs -P "$CONFORM_JOBS" -L 1 bash -c 'run_one "$@"' _

# TensorFlow-style plugins: their own edition passes, the other is caught
# with a verdict that names the layout, never a runner crash.
check "tf_plugin_2_5 under tensorflow-2.5: exit 0 (got $(rc tf_plugin_2_5@tensorflow-2.5))" \
  test "$(rc tf_plugin_2_5@tensorflow-2.5)" = 0
check "tf_plugin_2_14 under tensorflow-2.14: exit 0 (got $(rc tf_plugin_2_14@tensorflow-2.14))" \
  test "$(rc tf_plugin_2_14@tensorflow-2.14)" = 0
check "tf_plugin_2_5 under tensorflow-2.14: exit 1 (got $(rc tf_plugin_2_5@tensorflow-2.14))" \
  test "$(rc tf_plugin_2_5@tensorflow-2.14)" = 1
check "tf_plugin_2_5 under tensorflow-2.14: R11 names the moved host_callback and the layout" \
  grep -q "host_callback NULL, mem_zero holds a function:.*plugin filled tensorflow-2.5's SP_StreamExecutor in a tensorflow-2.14 core" \
  <(evidence "$WORK/tf_plugin_2_5@tensorflow-2.14.json" R11)
# R17 names slots by the active core's layout: in TensorFlow 2.7+ host_callback
# is last (seabi's layout ends with memset32 at the same offset).
check "tf_plugin_2_14 under tensorflow-2.14: R17 names host_callback as the last slot of that layout" \
  grep -q "slots of the tensorflow-2.14 layout, the last 'host_callback' ending at" \
  <(evidence "$WORK/tf_plugin_2_14@tensorflow-2.14.json" R17)
check "tf_plugin_2_14 under tensorflow-2.5: exit 1 (got $(rc tf_plugin_2_14@tensorflow-2.5))" \
  test "$(rc tf_plugin_2_14@tensorflow-2.5)" = 1
check "tf_plugin_2_14 under tensorflow-2.5: R08 names the write past the 2.5 executor" \
  judged "$WORK/tf_plugin_2_14@tensorflow-2.5.json" R08 FAIL \
  "SP_StreamExecutor handed over by create_stream_executor in a tensorflow-2.5 core: 24 byte\\(s\\) written past the end of the core's 264-byte object"
check "tf_plugin_2_14 under tensorflow-2.5: a crash names the layout it filled" \
  grep -q "crash: signal .*plugin filled tensorflow-2.7's SP_StreamExecutor in a tensorflow-2.5 core" \
  "$WORK/tf_plugin_2_14@tensorflow-2.5.txt"
check "tf_plugin_2_14 under tensorflow-2.5: the report is complete (summary line)" \
  grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/tf_plugin_2_14@tensorflow-2.5.txt")

check "tf_plugin_2_5: sizes settled to tensorflow-2.5..tensorflow-2.6 (2.6 changed only the graph module)" \
  grep -q "settled to tensorflow-2.5..tensorflow-2.6," "$WORK/tf_plugin_2_5@tensorflow-2.5.txt"
check "tf_plugin_2_5: its sizes are one core's (R14 PASS)" \
  test "$(verdict "$WORK/tf_plugin_2_5@tensorflow-2.5.json" R14)" = PASS
check "tf_plugin_2_14: sizes settled to tensorflow-2.9..tensorflow-2.21 (2.15 .. 2.21 changed no layout)" \
  grep -q "settled to tensorflow-2.9..tensorflow-2.21," "$WORK/tf_plugin_2_14@tensorflow-2.14.txt"

# Every struct under an older core: the executor memset past its end.
check "broken_memset_executor under 0.0.1: caught by R08, naming the 0.0.1 executor" \
  judged "$WORK/broken_memset_executor@0.0.1.json" R08 FAIL \
  "SP_StreamExecutor handed over by create_stream_executor in a 0.0.1 core: [0-9]+ byte\\(s\\) written past the end of the core's"
check "broken_memset_executor under 0.0.1: exit 1" test "$(rc broken_memset_executor@0.0.1)" = 1

# The real-world defects are caught under the newest TensorFlow core too.
check "plugin_async under tensorflow-2.14: exit 0 (got $(rc plugin_async@tensorflow-2.14))" \
  test "$(rc plugin_async@tensorflow-2.14)" = 0
# broken_tf_layout puts each function where TensorFlow's header has it: the
# defect in a seabi core is the right layout in a TensorFlow 2.7+ core.
check "broken_tf_layout under tensorflow-2.14: H01 passes (TensorFlow's layout is this core's)" \
  test "$(verdict "$WORK/broken_tf_layout@tensorflow-2.14.json" H01)" = PASS
for p in "${!CATCH[@]}"; do
  id=${CATCH[$p]}
  [[ $p == broken_tf_layout ]] && continue
  # A TensorFlow core reads its own layout whatever struct_size says: the
  # short sizes are refused by seabi's cores only (checked below).
  [[ $p == broken_short_executor || $p == broken_short_platform_fns ]] && continue
  check "$p under tensorflow-2.14: caught by $id (got $(verdict "$WORK/$p@tensorflow-2.14.json" "$id"))" \
    test "$(verdict "$WORK/$p@tensorflow-2.14.json" "$id")" = FAIL
done

for p in broken_short_executor broken_short_platform_fns; do
  check "$p under tensorflow-2.14: registers (TensorFlow reads its own layout), R14 names the unknown size" \
    test "$(verdict "$WORK/$p@tensorflow-2.14.json" R11)/$(verdict "$WORK/$p@tensorflow-2.14.json" R14)" = PASS/FAIL
done

# Members a core does not validate are noted, not fatal: without
# get_device_count a plugin registers in TensorFlow's cores (R05 still
# names the crash TensorFlow's unvalidated call will be), not in seabi's.
check "broken_no_device_count under tensorflow-2.14: registers (R11 PASS, got $(verdict "$WORK/broken_no_device_count@tensorflow-2.14.json" R11))" \
  test "$(verdict "$WORK/broken_no_device_count@tensorflow-2.14.json" R11)" = PASS
check "broken_no_device_count under tensorflow-2.14: the skipped member is noted" \
  grep -q "SP_PlatformFns.get_device_count NULL (not checked by this core)" \
  <(evidence "$WORK/broken_no_device_count@tensorflow-2.14.json" R11)
# The runner stays clean under ASan+UBSan when core and plugin disagree (run above).
for pair in $ASAN_PAIRS; do
  p=${pair%@*} core=${pair#*@}
  hits=$(sanitizer_hits "$WORK/asan_$pair.json")
  check "asan $p under $core: no sanitizer report in any case${hits:+ ($hits)}" test -z "$hits"
done

# A core that no longer calls create_timer_fns does not call it.
if [[ -n $SIMDEV ]]; then
  "$SEABI" conform "$SIMDEV" --core tensorflow-2.14 --only R11 --json "$WORK/simdev@2.14.json" >/dev/null 2>&1
  "$SEABI" conform "$SIMDEV" --core tensorflow-2.9 --only R11 --json "$WORK/simdev@2.9.json" >/dev/null 2>&1
  check "simdev: tensorflow-2.14 does not create timer fns" grep -q "timer fns absent" <(evidence "$WORK/simdev@2.14.json" R11)
  check "simdev: tensorflow-2.9 does" grep -q "timer fns valid" <(evidence "$WORK/simdev@2.9.json" R11)
  check "simdev: the JSON names the core" \
    python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["core"]=="tensorflow-2.9"' "$WORK/simdev@2.9.json"

  # README: `--core NAME` (also for `list` and `demo`) acts as any core
  # `seabi cores` lists, so both commands run the reference plugin in every
  # one of them (each run takes milliseconds).
  for core in $got_cores; do
    "$SEABI" list --core "$core" "$SIMDEV" >"$WORK/list@$core.txt" 2>&1
    lrc=$?
    "$SEABI" demo --core "$core" "$SIMDEV" >"$WORK/demo@$core.txt" 2>&1
    drc=$?
    # A core that does not export a function simdev imports (R00, whose
    # predictions tests/loader checks against the export data) refuses it,
    # as that release's dlopen would: both commands say which and exit 1.
    refused=$(imports_refused "$SIMDEV" "$core")
    if [[ -n $refused ]]; then
      check "list --core $core: simdev refused, naming $refused (exit 1, got $lrc)" \
        bash -c "test $lrc = 1 && grep -q 'undefined symbol: $refused' '$WORK/list@$core.txt' \
          && grep -q 'core $core does not export $refused' '$WORK/list@$core.txt'"
      check "demo --core $core on simdev: cannot load, naming $refused (exit 1, got $drc)" \
        bash -c "test $drc = 1 && grep -q 'demo: cannot load .*undefined symbol: $refused' '$WORK/demo@$core.txt'"
      continue
    fi
    check "list --core $core: exit 0 (got $lrc), simdev's two devices, one platform" \
      bash -c "test $lrc = 0 && grep -qE '^  /physical_device:SIM:0( |$)' '$WORK/list@$core.txt' \
        && grep -qE '^  /physical_device:SIM:1( |$)' '$WORK/list@$core.txt' && grep -qx '1 platform registered' '$WORK/list@$core.txt'"
    check "demo --core $core on simdev: exit 0 (got $drc), the round trip's data matches, the workload completed" \
      bash -c "test $drc = 0 && grep -q 'round trip .* data matches' '$WORK/demo@$core.txt' \
        && grep -qx 'demo: workload completed' '$WORK/demo@$core.txt'"
  done
fi

# The reference plugin in the in-between cores: RFC 257's text (SP_PlatformFns
# of 64 bytes on LP64) and TensorFlow's pre-2.5 nightly (SP_Platform of 33).
if [[ -n $SIMDEV ]]; then
  for core in rfc-257-text tensorflow-nightly-01de7043; do
    "$SEABI" conform "$SIMDEV" --core "$core" --json "$WORK/simdev@$core.json" >/dev/null 2>&1
    crc=$?
    refused=$(imports_refused "$SIMDEV" "$core")
    if [[ -n $refused ]]; then
      check "simdev under $core: R00 names $refused, exit 1 (got $crc)" test $crc = 1
    else
      check "simdev under $core: exit 0 (got $crc)" test $crc = 0
    fi
  done
  check "seabi cores --sizes rfc-257-text: SP_PlatformFns ends at destroy_timer_fns (64 on LP64)" \
    grep -qx "SP_PlatformFns 64" <("$SEABI" cores --sizes rfc-257-text)
  check "seabi cores --sizes tensorflow-nightly-01de7043: SP_Platform ends at supports_unified_memory (33)" \
    grep -qx "SP_Platform 33" <("$SEABI" cores --sizes tensorflow-nightly-01de7043)
fi

# ---- the consistency oracle over every report of this suite ---------------
oracle "$WORK"/*.json

finish
