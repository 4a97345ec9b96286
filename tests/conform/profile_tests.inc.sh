# Core profiles (issue 10): sourced by run_tests.sh, which provides ok/bad/
# check, verdict, evidence, hard_failures, run_one and the environment.
# Every profile comes from the schema; the host acts as each one; plugins
# built against one TensorFlow edition pass their own core and are caught,
# with the layout mismatch named, in the others.

# `seabi cores`: one line per seabi version, TensorFlow edition and in-between
# layout in the schema, then a core newer than the header per lineage.
want_cores=$(python3 -c 'import yaml
d=yaml.safe_load(open("schema/se_api.yaml"))
print(" ".join([str(v["version"]) for v in d["versions"]] + [e["name"] for e in d["editions"]]
               + [b["name"] for b in d.get("in_between", [])] + ["seabi-next", "tensorflow-next"]))')
got_cores=$("$SEABI" cores | awk '{print $1}' | tr '\n' ' ' | sed 's/ $//')
check "cores: one line per schema version, edition, in-between layout and newer lineage (want '$want_cores', got '$got_cores')" \
  test -n "$want_cores" -a "$got_cores" = "$want_cores"
check "cores: the newest seabi version is the default" \
  grep -q "^0.3.0 .*\[default\]$" <("$SEABI" cores)
# Each profile's sizes are the ones its own header's structs have (the
# compiler's, from the seabi version's or TensorFlow edition's header).
default_core=$("$SEABI" cores | awk '/\[default\]$/ {print $1}')
for pair in tensorflow-2.5:tensorflow-2.5 tensorflow-2.14:tensorflow-2.14 0.0.1:0.0.1 newest:$default_core; do
  bin=${pair%%:*} core=${pair#*:}
  check "sizes: profile $core gives every struct its header's size" \
    diff <("$PLUGINS/sizes_$bin" | sort) <("$SEABI" cores --sizes "$core" | sort)
done
"$SEABI" conform "$PLUGINS/plugin_async.so" --core tensorflow-1.0 >"$WORK/badcore.txt" 2>&1
brc=$?
check "conform --core with an unknown name: exit 2 (got $brc), names the command that lists cores" \
  bash -c "test $brc = 2 && grep -q 'seabi cores' '$WORK/badcore.txt'"

# Runs under a given core: tag = plugin@core.
{
  for core in tensorflow-2.5 tensorflow-2.14; do
    for p in tf_plugin_2_5 tf_plugin_2_14; do echo "$SEABI $p $p@$core --core $core"; done
  done
  echo "$SEABI broken_memset_executor broken_memset_executor@0.0.1 --core 0.0.1"
  for p in "${!CATCH[@]}"; do echo "$SEABI $p $p@tensorflow-2.14 --core tensorflow-2.14"; done
  echo "$SEABI plugin_async plugin_async@tensorflow-2.14 --core tensorflow-2.14"
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
check "tf_plugin_2_14 under tensorflow-2.5: R11 names the write past the 2.5 executor and the layout" \
  grep -q "SP_StreamExecutor: 24 byte(s) past the tensorflow-2.5 core's.*plugin filled tensorflow-2.7's SP_StreamExecutor in a tensorflow-2.5 core" \
  <(evidence "$WORK/tf_plugin_2_14@tensorflow-2.5.json" R11)
check "tf_plugin_2_14 under tensorflow-2.5: the report is complete (summary line)" \
  grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/tf_plugin_2_14@tensorflow-2.5.txt")

check "tf_plugin_2_5: recognised as built for tensorflow-2.5" \
  grep -q "built for tensorflow-2.5," "$WORK/tf_plugin_2_5@tensorflow-2.5.txt"
check "tf_plugin_2_5: its sizes are one core's (R14 PASS)" \
  test "$(verdict "$WORK/tf_plugin_2_5@tensorflow-2.5.json" R14)" = PASS
check "tf_plugin_2_14: recognised as built for tensorflow-2.9..tensorflow-2.14" \
  grep -q "built for tensorflow-2.9..tensorflow-2.14," "$WORK/tf_plugin_2_14@tensorflow-2.14.txt"

# Every struct under an older core: the executor memset past its end.
check "broken_memset_executor under 0.0.1: caught by R11 (got $(verdict "$WORK/broken_memset_executor@0.0.1.json" R11))" \
  test "$(verdict "$WORK/broken_memset_executor@0.0.1.json" R11)" = FAIL
check "broken_memset_executor under 0.0.1: evidence names the 0.0.1 executor" \
  grep -q "SP_StreamExecutor: [0-9]* byte(s) past the 0.0.1 core's struct_size" \
  <(evidence "$WORK/broken_memset_executor@0.0.1.json" R11)
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
check "broken_no_device_count under the default core: registration refused (R05 FAIL, R11 NOT_RUN)" \
  test "$(verdict "$WORK/broken_no_device_count.json" R05)/$(verdict "$WORK/broken_no_device_count.json" R11)" = FAIL/NOT_RUN

# The runner stays clean under ASan+UBSan when core and plugin disagree.
for pair in tf_plugin_2_5@tensorflow-2.14 tf_plugin_2_14@tensorflow-2.7 broken_no_device_count@tensorflow-2.5; do
  p=${pair%@*} core=${pair#*@}
  run_one "$SEABI_ASAN" "$p" "asan_$pair" --core "$core"
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

  # --all-cores: a table row per core, exit 0 only when all pass.
  "$SEABI" conform "$SIMDEV" --all-cores --json "$WORK/simdev_all.json" >"$WORK/simdev_all.txt" 2>&1
  arc=$?
  check "simdev --all-cores: exit 0 (got $arc)" test $arc = 0
  check "simdev --all-cores: a conformant row per core" \
    test "$(grep -c '^| [^ -].* | *0 | conformant' "$WORK/simdev_all.txt")" = "$("$SEABI" cores | wc -l)"
  check "simdev --all-cores: JSON holds every core's run and says all pass" \
    python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
assert d["all_cores_pass"] is True
assert len(d["cores"])==int(sys.argv[2])
assert all(c["run"]["core"]==c["core"] and c["run"]["cases"] for c in d["cores"])' \
    "$WORK/simdev_all.json" "$("$SEABI" cores | wc -l)"
  check "list --core tensorflow-2.5: simdev's devices" \
    grep -q "/physical_device:SIM:1" <("$SEABI" list --core tensorflow-2.5 "$SIMDEV")
  "$SEABI" demo --core 0.0.1 "$SIMDEV" >"$WORK/demo001.txt" 2>&1
  check "demo --core 0.0.1 on simdev: exit 0 (got $?)" test $? = 0
fi

# --all-cores on a plugin that crashes in every core: every core still gets
# its verdict, and the table is complete.
"$SEABI" conform "$PLUGINS/tf_plugin_2_14.so" --all-cores --json "$WORK/tf214_all.json" >"$WORK/tf214_all.txt" 2>&1
arc=$?
check "tf_plugin_2_14 --all-cores: exit 1 (got $arc)" test $arc = 1
# 2.7's SP_Platform ends before force_memory_growth: a raw 2.14 plugin writes
# it (and struct_size 35) past a 2.7 core's 34 bytes, which R09 reports.
check "tf_plugin_2_14 --all-cores: the 2.9 and 2.14 rows pass, 2.7 fails R09, 2.5 fails R11" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
assert all(d[k]["verdict"]=="conformant" for k in ("tensorflow-2.9","tensorflow-2.14")), d
assert d["tensorflow-2.7"]["verdict"]=="NOT CONFORMANT" and "R09" in d["tensorflow-2.7"]["failing"]
assert d["tensorflow-2.5"]["verdict"]=="NOT CONFORMANT"
assert "R11" in d["tensorflow-2.5"]["failing"]' "$WORK/tf214_all.json"
"$SEABI" conform "$PLUGINS/survive_crash.so" --all-cores >"$WORK/crash_all.txt" 2>&1
arc=$?
check "survive_crash --all-cores: exit 1 (got $arc), one NOT CONFORMANT row per core" \
  bash -c "test $arc = 1 && test \$(grep -c '| NOT CONFORMANT' '$WORK/crash_all.txt') = \$('$SEABI' cores | wc -l)"
"$SEABI" conform "$PLUGINS/not_a_plugin.so" --all-cores >"$WORK/nap_all.txt" 2>&1
arc=$?
check "not_a_plugin --all-cores: exit 2 (got $arc), NOT LOADABLE in every row" \
  bash -c "test $arc = 2 && test \$(grep -c '| NOT LOADABLE' '$WORK/nap_all.txt') = \$('$SEABI' cores | wc -l)"

# The handshake (issue 15). A plugin written the TensorFlow way and migrated
# as README says (drop-in header, SE_lineage_of_core, settle, accessors)
# passes every core, the in-between and newer ones included.
"$SEABI" conform "$PLUGINS/plugin_tf_migrated.so" --all-cores --json "$WORK/migrated_all.json" >"$WORK/migrated_all.txt" 2>&1
arc=$?
check "plugin_tf_migrated --all-cores: exit 0 (got $arc), a conformant row per core" \
  bash -c "test $arc = 0 && test \$(grep -c '| conformant' '$WORK/migrated_all.txt') = \$('$SEABI' cores | wc -l)"
# A plugin that never settles passes every core whose sizes its header knows
# and fails each newer core, with a verdict that says it did not settle.
"$SEABI" conform "$PLUGINS/broken_no_settle.so" --all-cores --json "$WORK/nosettle_all.json" >"$WORK/nosettle_all.txt" 2>&1
arc=$?
check "broken_no_settle --all-cores: exit 1 (got $arc); only the newer cores fail, saying it did not settle" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
newer={"seabi-next","tensorflow-next"}
assert {k for k,c in d.items() if c["verdict"]!="conformant"}==newer, {k:c["verdict"] for k,c in d.items()}
for k in newer:
    said=" ".join(x["evidence"] for x in d[k]["run"]["cases"])
    assert "did not settle" in said and "S_settle_in" in said, said[:400]' "$WORK/nosettle_all.json"
# The reference plugin in the in-between cores: RFC 257's text (SP_PlatformFns
# of 64 bytes on LP64) and TensorFlow's pre-2.5 nightly (SP_Platform of 33).
if [[ -n $SIMDEV ]]; then
  for core in rfc-257-text tensorflow-nightly-01de7043; do
    "$SEABI" conform "$SIMDEV" --core "$core" --json "$WORK/simdev@$core.json" >/dev/null 2>&1
    crc=$?
    check "simdev under $core: exit 0 (got $crc)" test $crc = 0
  done
  check "seabi cores --sizes rfc-257-text: SP_PlatformFns ends at destroy_timer_fns (64 on LP64)" \
    grep -qx "SP_PlatformFns 64" <("$SEABI" cores --sizes rfc-257-text)
  check "seabi cores --sizes tensorflow-nightly-01de7043: SP_Platform ends at supports_unified_memory (33)" \
    grep -qx "SP_Platform 33" <("$SEABI" cores --sizes tensorflow-nightly-01de7043)
fi
# A plugin that itself sets SP_PlatformFns.struct_size to RFC 257's 64: every
# core answers with verdicts (the layout is named), no registration case ends
# in a crash (the host used to call an absent create_stream_executor).
"$SEABI" conform "$PLUGINS/broken_platform_fns_64.so" --all-cores --json "$WORK/fns64_all.json" >"$WORK/fns64_all.txt" 2>&1
check "broken_platform_fns_64 --all-cores: no registration case crashes, TensorFlow cores name rfc-257-text" \
  python3 -c 'import json,sys
d={c["core"]:c for c in json.load(open(sys.argv[1]))["cores"]}
crashed=[(k,x["id"]) for k,c in d.items() for x in c["run"]["cases"] if x["id"].startswith("R") and "crash" in x["evidence"]]
assert not crashed, crashed
said=" ".join(x["evidence"] for x in d["tensorflow-2.14"]["run"]["cases"])
assert "rfc-257-text" in said, said[:300]' "$WORK/fns64_all.json"
