#!/usr/bin/env bash
# Tests of the seabi host and conformance runner (issue 5) under the default
# core: the catalogue of test plugins (each legal variant passes, each defect
# is caught by its case), surviving crashes and hangs, discovery and `seabi
# list`, the demo, the reference plugin and its configurations, and the same
# under ASan+UBSan. The other cores: cores_tests.sh and all_cores_tests.sh,
# which run beside this one. Helpers and environment: lib.sh.
# shellcheck source=tests/conform/lib.sh
. "$(dirname "$0")/lib.sh"

# ---- unit tests of the host library (plain and ASan+UBSan) ----------------
for unit in "${UNIT:-}" "${UNIT_ASAN:-}"; do
  [[ -n $unit ]] || continue
  tag=$(basename "$unit")
  ASAN_OPTIONS=detect_leaks=0 "$unit" "$PLUGINS" >"$WORK/$tag.txt" 2>&1
  urc=$?
  while read -r verdict what; do
    case $verdict in
      ok) ok "$tag: $what" ;;
      FAIL) bad "$tag: $what" ;;
    esac
  done <"$WORK/$tag.txt"
  check "$tag: exit 0 and no sanitizer report" \
    bash -c "test $urc = 0 && ! grep -qE 'AddressSanitizer|runtime error' '$WORK/$tag.txt'"
done

# ---- every run up front, CONFORM_JOBS at a time --------------------------
# A defect plugin runs the case that catches it and the ones its checks
# below read (ALSO_READ); a case's verdict does not depend on which others
# run, since each runs in a child of its own and sets up its own
# prerequisites there. WHOLE_RUN: checks read the whole run of these.
declare -A ALSO_READ=(
  [broken_se_size_mismatch]=R14
  [broken_memset_sizeof]=R08
  [broken_callback_returns_false]=S05
  [broken_tf_layout]=R11
  [broken_grown_struct_size]=R10
  [broken_callback_runs_returns_false]=S04,S05,S06,E07
  [broken_no_device_count]=R11
)
WHOLE_RUN=" broken_short_executor broken_lowercase_name "
judged_cases() { # defect plugin -> " --only LIST", or nothing for a whole run
  [[ $WHOLE_RUN == *" $1 "* ]] && return
  local id=${CATCH[$1]:-${ADVISE[$1]}}
  echo " --only $id${ALSO_READ[$1]:+,${ALSO_READ[$1]}}"
}
SIMDEV_CONFIGS="SIMDEV_DEVICE_COUNT=1 SIMDEV_UNIFIED_MEMORY=1 SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE=1"
{ # the longest first: hangs, sanitized runs, whole catalogues
  echo "$SEABI survive_hang survive_hang --timeout 2000"
  for p in plugin_async plugin_sync broken_memset32_overrun survive_crash; do echo "$SEABI_ASAN $p asan_$p"; done
  if [[ -n $SIMDEV ]]; then
    echo "$SEABI_ASAN $SIMDEV asan_simdev"
    echo "$SEABI $SIMDEV simdev"
    for cfg in $SIMDEV_CONFIGS SIMDEV_DEVICE_COUNT=0; do echo "$cfg $SEABI $SIMDEV simdev_$cfg"; done
  fi
  for p in $LEGAL survive_crash not_a_plugin; do echo "$SEABI $p $p"; done
  # (no blank at a line's end: xargs -L would join it to the next line)
  for p in "${!CATCH[@]}" "${!ADVISE[@]}"; do echo "$SEABI $p $p$(judged_cases "$p")"; done
} | xargs -P "$CONFORM_JOBS" -L 1 bash -c 'run_one "$@"' _

# ---- legal designs: no REQUIRED/EXPECTED failure --------------------------
for p in $LEGAL; do
  check "$p: exit 0 (got $(rc $p))" test "$(rc $p)" = 0
  hf=$(hard_failures "$WORK/$p.json")
  check "$p: no REQUIRED/EXPECTED failure${hf:+ (failed: $hf)}" test -z "$hf"
  nr=$(not_run "$WORK/$p.json")
  check "$p: every case ran or does not apply${nr:+ (not run: $nr)}" test -z "$nr"
  check "$p: ends with 'N passed, N failed'" grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/$p.txt")
done
# What makes each legal variant different is judged, not skipped wholesale.
check "plugin_sync: E03 passes on the synchronous design" \
  grep -q "synchronous plugin" <(evidence "$WORK/plugin_sync.json" E03)
check "plugin_sync: host callbacks still checked (H01 PASS)" test "$(verdict "$WORK/plugin_sync.json" H01)" = PASS
check "plugin_v001: sizes settled to 0.0.1" grep -q "settled to 0.0.1" "$WORK/plugin_v001.txt"
check "plugin_v001: count read from visible_device_count" \
  grep -q "visible_device_count" <(evidence "$WORK/plugin_v001.json" D01)
check "plugin_v001: fills it does not have are skipped (C11 SKIP)" \
  test "$(verdict "$WORK/plugin_v001.json" C11)" = SKIP
check "plugin_one_device: cross-device cases skipped (C06 SKIP)" \
  test "$(verdict "$WORK/plugin_one_device.json" C06)" = SKIP

# ---- broken plugins: each caught by its case ------------------------------
for p in "${!CATCH[@]}"; do
  id=${CATCH[$p]}
  check "$p: caught by $id (FAIL; got $(verdict "$WORK/$p.json" "$id"))" test "$(verdict "$WORK/$p.json" "$id")" = FAIL
  check "$p: the same case passes on the correct base plugin" test "$(verdict "$WORK/plugin_async.json" "$id")" = PASS
  check "$p: exit 1 (got $(rc $p))" test "$(rc $p)" = 1
done
for p in "${!ADVISE[@]}"; do
  id=${ADVISE[$p]}
  check "$p: caught by $id (FAIL; got $(verdict "$WORK/$p.json" "$id"))" test "$(verdict "$WORK/$p.json" "$id")" = FAIL
  check "$p: the same case passes on the correct base plugin" test "$(verdict "$WORK/plugin_async.json" "$id")" = PASS
  check "$p: advisory only, exit 0 (got $(rc $p))" test "$(rc $p)" = 0
done
check "hostile X08: the simple base plugin's double destroy is a crash verdict" \
  grep -q "crash: signal 6" <(evidence "$WORK/plugin_async.json" X08)
check "X07 judges a plugin with no introspection export, by the host's own readings" \
  judged "$WORK/plugin_async.json" X07 PASS 'gave back what they took' 'SIMDEV|simdev'
check "broken_leaks_events: X07 names what each cycle kept" \
  grep -qE 'kept [0-9]+ heap bytes \([0-9]+ per cycle; the heap grew in [0-9]+' <(evidence "$WORK/broken_leaks_events.json" X07)
check "broken_se_size_mismatch: R14 sees sizes from two header versions" \
  test "$(verdict "$WORK/broken_se_size_mismatch.json" R14)" = FAIL
check "broken_blocking_poll: evidence names the blocking time" \
  grep -q "blocked" <(evidence "$WORK/broken_blocking_poll.json" E04)
check "broken_memset32_overrun: evidence counts bytes after the range" \
  grep -q "after the range" <(evidence "$WORK/broken_memset32_overrun.json" C11)
check "broken_zero_struct_size: TensorFlow's message" \
  grep -q "Found \`struct_size\` = 0" <(evidence "$WORK/broken_zero_struct_size.json" R03)
check "broken_memset_sizeof: padding writes are not called memory corruption (R08 PASS)" \
  test "$(verdict "$WORK/broken_memset_sizeof.json" R08)" = PASS
check "broken_callback_returns_false: evidence explains TF_OK is false" \
  grep -q "TF_OK is 0" <(evidence "$WORK/broken_callback_returns_false.json" H01)
check "broken_callback_null_status: evidence names the NULL status" \
  grep -q "NULL status" <(evidence "$WORK/broken_callback_null_status.json" H01)
check "broken_tf_layout: the shifted host_callback slot is caught (a crash, or the callback never runs)" \
  grep -Eq "crash: signal|never ran" <(evidence "$WORK/broken_tf_layout.json" H01)
check "broken_tf_layout: the validators cannot see it (R11 PASS)" test "$(verdict "$WORK/broken_tf_layout.json" R11)" = PASS
check "broken_keeps_device_address: evidence proves the stale address is read" \
  grep -q "keeps and reads the address" <(evidence "$WORK/broken_keeps_device_address.json" D05)
check "broken_grown_struct_size: R09 names the raised size under the newest core" \
  grep -qE "SP_Platform.struct_size left at 48 by SE_InitPlugin, above this 0.3.0 core's 43" <(evidence "$WORK/broken_grown_struct_size.json" R09)
check "broken_grown_struct_size: R10 fails in the 0.0.1 core and names only the comparison that is true" \
  judged "$WORK/broken_grown_struct_size.json" R10 FAIL "SP_Platform.struct_size left at 48 by SE_InitPlugin, above this 0.0.1 core's 40" 'SP_PlatformFns|fns [0-9]'
# host_callback that runs the callback and returns false is told apart from
# one that does not run it, in H01 and in every case that needed it.
check "broken_callback_runs_returns_false: H01 says the callback ran" \
  grep -q "returned false although it ran the callback" <(evidence "$WORK/broken_callback_runs_returns_false.json" H01)
for id in S04 S05 S06 E07; do
  check "broken_callback_runs_returns_false: $id NOT_RUN, says host_callback runs the callback but returns false" \
    judged "$WORK/broken_callback_runs_returns_false.json" $id NOT_RUN \
    'host_callback runs the callback but reports failure by returning false \(H01\)'
done
check "broken_callback_returns_false: S05 says host_callback returns false and does not run it" \
  grep -q "host_callback returns false and does not run the callback (H01)" <(evidence "$WORK/broken_callback_returns_false.json" S05)
check "broken_device_ordinal_unset: D06 names the ordinal left unset" \
  grep -q "create_device(1) left SP_Device.ordinal 0" <(evidence "$WORK/broken_device_ordinal_unset.json" D06)
# C13's oversized copy ends at a guard page: the same verdict every run,
# whatever the heap looks like (MALLOC_PERTURB_ changes it).
check "broken_unchecked_copy: C13 names the write past the range" \
  grep -q "wrote past the 64-byte range it was given" <(evidence "$WORK/broken_unchecked_copy.json" C13)
for perturb in 0 85 170; do
  MALLOC_PERTURB_=$perturb "$SEABI" conform "$PLUGINS/broken_unchecked_copy.so" --only C13 \
    --json "$WORK/c13_$perturb.json" >/dev/null 2>&1
  check "broken_unchecked_copy: C13 FAIL with MALLOC_PERTURB_=$perturb (got $(verdict "$WORK/c13_$perturb.json" C13))" \
    test "$(verdict "$WORK/c13_$perturb.json" C13)" = FAIL
done
check "plugin_async: C13's oversized copy refused with a status" \
  grep -q "128-byte copy into a 64-byte range refused" <(evidence "$WORK/plugin_async.json" C13)
check "broken_missing_callback: TensorFlow's message" \
  grep -q "'create_stream' field in SP_StreamExecutor must be set." <(evidence "$WORK/broken_missing_callback.json" R11)
# A struct_size that leaves required members out is a missing member, named
# with the size (issue 16): the validators used to check nothing then.
check "broken_short_executor: R11 names the member and struct_size 39" \
  grep -q "field in SP_StreamExecutor must be set (struct_size 39 ends before it)" <(evidence "$WORK/broken_short_executor.json" R11)
check "broken_short_platform_fns: R05 names the member and struct_size 83" \
  grep -q "field in SP_PlatformFns must be set (struct_size 83 " <(evidence "$WORK/broken_short_platform_fns.json" R05)
check "broken_short_executor: no case is booked as a crash (the host never calls what is absent)" \
  bash -c "! grep -q 'crash: signal' '$WORK/broken_short_executor.txt'"

# What registration read is reported even when it failed afterwards.
check "broken_lowercase_name: summary names the platform R04 read, no '-1 devices'" \
  bash -c "grep -q '^plugin .*: platform MyDevice, type MINI; the core could not bring it up: FAILED_PRECONDITION' '$WORK/broken_lowercase_name.txt' && ! grep -q -- '-1 devices' '$WORK/broken_lowercase_name.txt'"
check "broken_zero_struct_size: JSON holds the name read and no device count" \
  python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["platform"]; sys.exit(not (p["name"]=="MINI" and p["registered"] is False and p["device_count"] is None))' \
  "$WORK/broken_zero_struct_size.json"

# ---- the runner survives crashes, hangs and non-plugins -------------------
check "survive_crash: S01 is a crash verdict" grep -q "crash: signal 11" <(evidence "$WORK/survive_crash.json" S01)
check "survive_crash: run continued to the last case (X06 PASS)" test "$(verdict "$WORK/survive_crash.json" X06)" = PASS
check "survive_crash: summary line printed" grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/survive_crash.txt")
check "survive_hang: S06 is a hang verdict" grep -q "hang: no verdict after 2000 ms" <(evidence "$WORK/survive_hang.json" S06)
check "survive_hang: exit 1 and the run finished" test "$(rc survive_hang)" = 1
check "not_a_plugin: exit 2 (got $(rc not_a_plugin))" test "$(rc not_a_plugin)" = 2
# A constructor that crashes inside dlopen is the plugin's own code failing:
# README's table gives it 1 ("crashed, ... in dlopen too") in every command,
# where a file that is no plugin at all is 2 (below).
"$SEABI" conform "$PLUGINS/survive_ctor_abort.so" --json "$WORK/ctor.json" >"$WORK/ctor.txt" 2>&1
crc=$?
check "survive_ctor_abort: conform exits 1 (got $crc), the crash in dlopen named, the JSON not loadable" \
  bash -c "test $crc = 1 && grep -q 'cannot load .*crashed in dlopen (signal 6' '$WORK/ctor.txt' \
    && python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(not (d[\"loadable\"] is False and \"signal 6\" in d[\"load_error\"]))' '$WORK/ctor.json'"
"$SEABI" conform "$PLUGINS/survive_ctor_abort.so" --all-cores --only R01 >"$WORK/ctor_all.txt" 2>&1
crc=$?
check "survive_ctor_abort: conform --all-cores exits 1 (got $crc), every core NOT LOADABLE with the signal" \
  bash -c "test $crc = 1 && test \$(grep -c '| NOT LOADABLE *| cannot load: crashed in dlopen (signal 6' '$WORK/ctor_all.txt') = \$('$SEABI' cores | wc -l)"
for cmd in list demo; do
  "$SEABI" $cmd "$PLUGINS/survive_ctor_abort.so" >"$WORK/ctor_$cmd.txt" 2>&1
  crc=$?
  check "survive_ctor_abort: $cmd exits 1 like conform (got $crc), the crash while loading named" \
    bash -c "test $crc = 1 && grep -q 'crashed while loading (signal 6' '$WORK/ctor_$cmd.txt'"
done
"$SEABI" conform "$WORK/does-not-exist.so" >"$WORK/missing.txt" 2>&1
check "missing file: exit 2" test $? = 2
"$SEABI" conform >/dev/null 2>&1
check "no plugin argument: usage error, exit 2" test $? = 2
# ---- exit status, the same for every command -------------------------------
# README's table (and `seabi --help`): 2 when there is nothing to judge (bad
# arguments, no such file, not a loadable plugin), for list, demo and conform
# alike, and for cores' own arguments; 0 and 1 are checked per command where
# each runs a plugin (above and below).
# A word starting with '-' that is not an option of the command is a usage
# error naming it in every command, never a path (list once took it for a
# missing file and still exited 0 beside a plugin it listed).
for cmd in list demo conform; do
  for args in "$WORK/does-not-exist.so" "$PLUGINS/not_a_plugin.so" "--no-such-option $PLUGINS/plugin_async.so" \
              "$PLUGINS/plugin_async.so --no-such-option" "--timeout 0 $PLUGINS/plugin_async.so" \
              "$PLUGINS/plugin_async.so --timeout" "$PLUGINS/plugin_async.so --core" \
              "--core no-such-core $PLUGINS/plugin_async.so"; do
    # shellcheck disable=SC2086 # args is a word list on purpose
    "$SEABI" $cmd $args >"$WORK/exit2.txt" 2>&1
    erc=$?
    check "seabi $cmd ${args//$WORK\//}: nothing to judge, exit 2 (got $erc)" test $erc = 2
    case $args in
      *--no-such-option*) check "seabi $cmd: the unknown option named on stderr, nothing run" \
        bash -c "grep -q \"^seabi $cmd: unknown option '--no-such-option'\" '$WORK/exit2.txt' && ! grep -q '^platform\\|^demo:\\|passed,' '$WORK/exit2.txt'" ;;
      *--timeout|*--core) check "seabi $cmd ... ${args##* }: the option without its value named" \
        grep -q "^seabi $cmd: ${args##* } needs a" "$WORK/exit2.txt" ;;
    esac
  done
done
for args in "cores --no-such-option" "cores --sizes no-such-core" "cores extra-argument" "no-such-command" ""; do
  # shellcheck disable=SC2086
  "$SEABI" $args >"$WORK/exit2.txt" 2>&1
  erc=$?
  check "seabi ${args:-(no command)}: bad arguments, exit 2 (got $erc)" test $erc = 2
done
# examples/host/README.md: "A plugin path without a slash is the file in the
# current directory, not a `dlopen` search" (LD_LIBRARY_PATH does not find it).
seabi_abs=$(realpath "$SEABI")
for cmd in "conform --only R01" list demo; do
  # shellcheck disable=SC2086 # cmd is a word list on purpose
  (cd "$PLUGINS" && "$seabi_abs" $cmd plugin_async.so) >"$WORK/bare_here.txt" 2>&1
  here=$?
  # shellcheck disable=SC2086
  (cd "$WORK" && LD_LIBRARY_PATH=$(realpath "$PLUGINS") "$seabi_abs" $cmd plugin_async.so) >"$WORK/bare_elsewhere.txt" 2>&1
  elsewhere=$?
  check "seabi ${cmd%% *} plugin_async.so (no slash): the current directory's file (exit $here), no search of LD_LIBRARY_PATH (exit $elsewhere)" \
    test "$here $elsewhere" = "0 2"
done
"$SEABI" cores >"$WORK/cores.txt" 2>&1
check "seabi cores: exit 0 (got $?)" test $? = 0
"$SEABI" --help >"$WORK/help.txt" 2>&1
hrc=$?
check "seabi --help: exit 0 (got $hrc) and prints the exit status table (0, 1, 2)" \
  bash -c "test $hrc = 0 && grep -q '^Exit status, the same for every command' '$WORK/help.txt' \
    && grep -q '^  0  success' '$WORK/help.txt' && grep -q '^  1  the plugin failed' '$WORK/help.txt' \
    && grep -q '^  2  nothing to judge' '$WORK/help.txt'"
# --help words list's statuses as README's table does: 0 when at least one
# platform is listed (the skipped ones reported beside it), 1 for a skip
# only when none was listed, a crash in dlopen counted as the plugin's.
check "seabi --help: list's exit status worded as README's table (0: at least one listed; 1: skipped and none listed; dlopen crashes are 1)" \
  python3 - "$WORK/help.txt" README.md <<'PY'
import re, sys
help_rows = " ".join(open(sys.argv[1]).read().split("Exit status, the same for every command:")[1].split())
help_rows = dict(re.findall(r"(?:^| )([012])  ?(.*?)(?= [012] [a-z]|$)", help_rows))
table = dict(re.findall(r"^\| ([012]) \| (.*) \|$", open(sys.argv[2]).read(), re.M))
# The same promise in each: (status, --help's words, README's words).
for k, in_help, in_readme in [("0", "list: at least one", "`list`: at least one"),
                              ("0", "skipped reported beside them", "skipped reported beside them"),
                              ("1", "list: and none was listed", "`list`: and none was listed"),
                              ("1", "in dlopen too", "in `dlopen` too")]:
    assert in_help in help_rows[k], ("--help", k, in_help, help_rows[k])
    assert in_readme in table[k], ("README", k, in_readme, table[k])
PY
"$SEABI" demo "$PLUGINS/survive_crash.so" >"$WORK/demo_crash.txt" 2>&1
drc=$?
check "demo: a plugin that crashes in the workload, exit 1 (got $drc), the signal named" \
  bash -c "test $drc = 1 && grep -q 'crashed while running the workload (signal 11' '$WORK/demo_crash.txt'"
check "JSON reports parse" python3 -c 'import json,sys; [json.load(open(f)) for f in sys.argv[1:]]' "$WORK"/*.json

# ---- --only with a list of prefixes ----------------------------------------
# The defect runs above rely on it: exactly the listed cases run, each with
# the verdict it has in the whole catalogue.
"$SEABI" conform "$PLUGINS/plugin_async.so" --only H01,S05,C1 --json "$WORK/only_list.json" >/dev/null 2>&1
orc=$?
check "--only H01,S05,C1: exit 0 (got $orc); H01, S05 and every C1x case, with their verdicts in the whole run" \
  python3 -c 'import json,sys
part,whole=({c["id"]:c["verdict"] for c in json.load(open(f))["cases"]} for f in sys.argv[1:])
want={k for k in whole if k in ("H01","S05") or k.startswith("C1")}
assert set(part)==want and len(want)>3, (sorted(part),sorted(want))
assert all(part[k]==whole[k] for k in want), {k:(part[k],whole[k]) for k in want}' "$WORK/only_list.json" "$WORK/plugin_async.json"
check "--only H01,S04,S05,S06,E07 on broken_callback_runs_returns_false: exactly those five cases ran" \
  test "$(cut -f1 "$(cases_of "$WORK/broken_callback_runs_returns_false.json")" | sort | tr '\n' ' ')" = "E07 H01 S04 S05 S06 "
"$SEABI" conform "$PLUGINS/plugin_async.so" --only H01,XYZ >"$WORK/only_bad.txt" 2>&1
orc=$?
check "--only H01,XYZ: exit 2 (got $orc), naming the prefix that matches nothing" \
  bash -c "test $orc = 2 && grep -q \"no case matches 'XYZ' in --only H01,XYZ\" '$WORK/only_bad.txt'"

# ---- a case whose prerequisite failed is NOT_RUN, never a pass -------------
# X06 used to ignore a failed registration and crash inside the runner; with
# --only the run then called the plugin conformant.
"$SEABI" conform "$PLUGINS/broken_lowercase_name.so" --only X06 --json "$WORK/only_x06.json" >"$WORK/only_x06.txt" 2>&1
orc=$?
check "--only X06 on a plugin that fails registration: exit 1 (got $orc)" test $orc = 1
check "--only X06: X06 NOT_RUN (got $(verdict "$WORK/only_x06.json" X06)), naming the failed registration, no crash" \
  judged "$WORK/only_x06.json" X06 NOT_RUN 'prerequisite failed: registration: .*\(R04 judges it; not in this run\)' crash
check "--only X06: summary says NOT CONFORMANT" grep -q "not run because a prerequisite failed.*NOT CONFORMANT" "$WORK/only_x06.txt"
check "broken_lowercase_name, full run: X06 NOT_RUN, not a crash" \
  test "$(verdict "$WORK/broken_lowercase_name.json" X06)" = NOT_RUN
"$SEABI" conform "$PLUGINS/broken_callback_returns_false.so" --only S05 --json "$WORK/only_s05.json" >"$WORK/only_s05.txt" 2>&1
orc=$?
check "--only S05 when host_callback fails (H01): NOT_RUN, exit 1 (got $orc)" \
  test $orc = 1 -a "$(verdict "$WORK/only_s05.json" S05)" = NOT_RUN

# ---- the same under ASan+UBSan -------------------------------------------
for p in plugin_async plugin_sync broken_memset32_overrun survive_crash; do
  check "asan $p: same exit code as the plain build" test "$(rc "asan_$p")" = "$(rc "$p")"
  # On the correct plugins a sanitizer stop in a child can only come from
  # the host's own code (the plugins are not instrumented, but the
  # allocator and libc are intercepted); the broken ones crash on purpose.
  if [[ $p == plugin_* ]]; then
    hits=$(sanitizer_hits "$WORK/asan_$p.json")
    check "asan $p: no sanitizer report in any case${hits:+ ($hits)}" test -z "$hits"
  fi
  check "asan $p: runner itself clean" bash -c "! grep -qE 'AddressSanitizer|runtime error' '$WORK/asan_$p.err'"
done

# ---- discovery and seabi list --------------------------------------------
D=$WORK/plugins
mkdir -p "$D/sub"
cp "$PLUGINS/plugin_async.so" "$D/a_mini.so"
ln -s a_mini.so "$D/b_same_library.so"               # same inode: loaded once
cp "$PLUGINS/plugin_one_device.so" "$D/c_same_type.so"  # other library, type MINI again
cp "$PLUGINS/broken_lowercase_name.so" "$D/d_invalid.so"
cp "$PLUGINS/not_a_plugin.so" "$D/e_not_a_plugin.so.1"
echo "not a library" >"$D/notes.txt"
cp "$PLUGINS/survive_crash.so" "$D/sub/f_other.so"
"$SEABI" list "$D" >"$WORK/list.txt" 2>&1
list_rc=$?
check "list: exit 0" test $list_rc = 0
check "list: platform with type and version" grep -q "^platform MINI  type MINI  settled to 0.3.0  2 devices" "$WORK/list.txt"
check "list: device names /physical_device:MINI:i with hardware name and vendor" \
  grep -q '^  /physical_device:MINI:1  name "mini simulated device"  vendor "seabi tests"' "$WORK/list.txt"
check "list: symlink to a loaded library recognised" grep -q "b_same_library.so: same library as .*a_mini.so (loaded once)" "$WORK/list.txt"
check "list: second plugin of the same device type refused" grep -q "c_same_type.so: refused: device type 'MINI' is already registered" "$WORK/list.txt"
check "list: invalid plugin reported and skipped" grep -q "d_invalid.so: FAILED_PRECONDITION: Device name/type 'MyDevice' must match" "$WORK/list.txt"
check "list: .so.N without SE_InitPlugin skipped" grep -q "e_not_a_plugin.so.1: .*does not export SE_InitPlugin" "$WORK/list.txt"
check "list: non-.so files ignored" bash -c "! grep -q notes.txt '$WORK/list.txt'"
check "list: exactly one platform registered" grep -q "^1 platform registered" "$WORK/list.txt"

# A copy with no plugin directory beside it, so only SEABI_PLUGIN_PATH counts
# (build/bin/seabi would also find build/lib/seabi/plugins/libsimdev.so).
# Without its cores' export libraries (<bindir>/../lib/seabi/cores) it
# cannot give a plugin any TF_ function, and says so.
mkdir -p "$WORK/bare/bin" && cp "$SEABI" "$WORK/bare/bin/seabi"
SEABI_PLUGIN_PATH="$PLUGINS/plugin_v001.so" "$WORK/bare/bin/seabi" list >"$WORK/list_nocores.txt" 2>&1
check "list: a seabi without its export libraries says so" \
  grep -q "plugin_v001.so: seabi cannot load core .*'s export library (build it with make, or reinstall)" "$WORK/list_nocores.txt"
SEABI_CORES=$(cd "$(dirname "$SEABI")/../lib/seabi/cores" && pwd)
mkdir -p "$WORK/bare/lib/seabi" && ln -s "$SEABI_CORES" "$WORK/bare/lib/seabi/cores"
SEABI_PLUGIN_PATH="$PLUGINS/plugin_v001.so:$D/sub:$WORK/nowhere" "$WORK/bare/bin/seabi" list >"$WORK/list_env.txt" 2>&1
check "SEABI_PLUGIN_PATH: file entry loaded, 0.0.1 plugin listed with its version" \
  grep -q "^platform MINI  type MINI  settled to 0.0.1  2 devices" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: folder entry scanned; same type refused, first stays" \
  grep -q "f_other.so: refused: device type 'MINI'" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: exactly one platform" grep -q "^1 platform registered" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: missing entry reported, not fatal" grep -q "skipped .*nowhere: No such file or directory$" "$WORK/list_env.txt"
"$SEABI" list "$PLUGINS/broken_zero_struct_size.so" "$PLUGINS/survive_crash.so.missing" "$PLUGINS/not_a_plugin.so" >"$WORK/list_bad.txt" 2>&1
bad_rc=$?
check "list: nothing loadable -> exit 1 (got $bad_rc)" test $bad_rc = 1
check "list: each unusable path reported" test "$(grep -c skipped "$WORK/list_bad.txt")" = 3
check "list: no line says 'skipped' twice" bash -c "! grep -h 'skipped.*skipped' '$WORK'/list*.txt"

# The plugin directory next to the binary (like site-packages/tensorflow-plugins).
mkdir -p "$WORK/prefix/bin" "$WORK/prefix/lib/seabi/plugins"
cp "$SEABI" "$WORK/prefix/bin/seabi"
ln -s "$SEABI_CORES" "$WORK/prefix/lib/seabi/cores"
cp "$PLUGINS/plugin_one_device.so" "$WORK/prefix/lib/seabi/plugins/"
env -u SEABI_PLUGIN_PATH "$WORK/prefix/bin/seabi" list >"$WORK/list_dir.txt" 2>&1
check "list: without arguments, <bindir>/../lib/seabi/plugins is searched" \
  grep -q "^platform MINI  type MINI  settled to 0.3.0  1 device  (.*seabi/plugins/plugin_one_device.so)" "$WORK/list_dir.txt"
# The order README and --help give: that directory first, then
# SEABI_PLUGIN_PATH; of two plugins of one device type the first found stays.
SEABI_PLUGIN_PATH="$PLUGINS/plugin_async.so" "$WORK/prefix/bin/seabi" list >"$WORK/list_order.txt" 2>&1
check "list: <bindir>/../lib/seabi/plugins before SEABI_PLUGIN_PATH (its plugin stays, the path's of the same type is refused)" \
  bash -c "grep -q '^platform MINI .*(.*seabi/plugins/plugin_one_device.so)' '$WORK/list_order.txt' \
    && grep -q \"plugin_async.so: refused: device type 'MINI' is already registered\" '$WORK/list_order.txt'"

"$SEABI" list "$PLUGINS/survive_ctor_abort.so" "$PLUGINS/survive_abort_device.so" "$PLUGINS/plugin_sync.so" >"$WORK/list_abort.txt" 2>&1
check "list: a library aborting in its constructor is skipped" \
  grep -q "survive_ctor_abort.so: crashed while loading (signal 6" "$WORK/list_abort.txt"
check "list: a plugin aborting in create_device is skipped with the signal" \
  grep -q "survive_abort_device.so: crashed while creating and destroying device 0 (signal 6" "$WORK/list_abort.txt"
check "list: ... and the next plugin is still listed" grep -q "^  /physical_device:MINI:1" "$WORK/list_abort.txt"

# ---- the demo workload ----------------------------------------------------
"$SEABI" demo "$PLUGINS/plugin_async.so" >"$WORK/demo.txt" 2>&1
check "demo: completes on the async plugin" test $? = 0
check "demo: round trip across two streams with an event" grep -q "data matches" "$WORK/demo.txt"
check "demo: host callback ran once" grep -q "host callback ran .* 1 time" "$WORK/demo.txt"
"$SEABI" demo "$PLUGINS/broken_callback_never_runs.so" >"$WORK/demo_bad.txt" 2>&1
check "demo: fails visibly when the host callback never runs" test $? = 1
# Without a plugin, demo takes the first one list lists: a tree laid out as
# an installation (bin/seabi, lib/seabi/cores, lib/seabi/plugins).
tree=$WORK/demo_tree
mkdir -p "$tree/bin" "$tree/lib/seabi/plugins"
cp "$SEABI" "$tree/bin/seabi"
ln -s "$(cd "$(dirname "$SEABI")/../lib/seabi/cores" && pwd)" "$tree/lib/seabi/cores"
ln -s "$(cd "$PLUGINS" && pwd)/plugin_async.so" "$tree/lib/seabi/plugins/libasync.so"
SEABI_PLUGIN_PATH= "$tree/bin/seabi" demo >"$WORK/demo_default.txt" 2>&1
drc=$?
check "demo without a plugin: runs the first one list finds (exit $drc), saying which" \
  bash -c "test $drc = 0 && grep -q 'finds: .*/lib/seabi/plugins/libasync.so\$' '$WORK/demo_default.txt' && grep -q 'data matches' '$WORK/demo_default.txt'"
# The same tree under /tmp (a CI's clone often is): the sandbox's view
# keeps /tmp's files (read-only), so seabi's export libraries and the plugin
# are still there inside it.
ttree=$(mktemp -d /tmp/seabi-tree.XXXXXX)
mkdir -p "$ttree/bin" "$ttree/lib/seabi"
cp "$SEABI" "$ttree/bin/seabi"
cp -r "$(cd "$(dirname "$SEABI")/../lib/seabi/cores" && pwd)" "$ttree/lib/seabi/cores"
cp "$PLUGINS/plugin_async.so" "$ttree/lib/libasync.so"
"$ttree/bin/seabi" list "$ttree/lib/libasync.so" >"$WORK/tmp_tree.txt" 2>&1
trc=$?
check "an installation and a plugin under /tmp: seabi list finds them inside the sandbox (exit $trc)" \
  bash -c "test $trc = 0 && grep -q '^1 platform registered' '$WORK/tmp_tree.txt'"
rm -rf "$ttree"
rm "$tree/lib/seabi/plugins/libasync.so"
SEABI_PLUGIN_PATH= "$tree/bin/seabi" demo >"$WORK/demo_none.txt" 2>&1
drc=$?
check "demo without a plugin where list finds none: usage error, exit 2 (got $drc)" \
  bash -c "test $drc = 2 && grep -q 'finds none where it searches' '$WORK/demo_none.txt'"

# ---- plugin code that kills the process running it -----------------------
# survive_kill_host SIGKILLs its parent from create_stream. In the sandbox
# (the default) its parent is the sandbox's reaper, pid 1 of the child's pid
# namespace, which ignores it: the run goes on and judges the plugin as if
# nothing happened. Without the sandbox, each command still runs in a child
# of its own, so seabi itself survives, says what happened (an internal
# error: it cannot tell this from a bug of its own) and leaves no plugin
# code running (a watched child dies with its watchdog).
no_leftovers() { # pattern: no process whose command line matches, within 2 s
  for _ in $(seq 20); do pgrep -f -- "$1" >/dev/null || return 0; sleep 0.1; done
  return 1
}
for cmd in "conform --only S01" demo; do
  # shellcheck disable=SC2086
  "$SEABI" $cmd "$PLUGINS/survive_kill_host.so" >"$WORK/killed.txt" 2>&1
  krc=$?
  check "seabi ${cmd%% *} on a plugin that kills its host's process, sandboxed: out of its reach, exit 0 (got $krc)" \
    bash -c "test $krc = 0 && ! grep -q 'died of signal' '$WORK/killed.txt'"
  # shellcheck disable=SC2086
  "$SEABI" $cmd --no-sandbox "$PLUGINS/survive_kill_host.so" >"$WORK/killed.txt" 2>&1
  krc=$?
  check "seabi ${cmd%% *} --no-sandbox on a plugin that kills its host's process: exit 2 (got $krc), the signal named" \
    bash -c "test $krc = 2 && grep -q 'died of signal 9 before it finished.*plugin code that signals its host' '$WORK/killed.txt'"
  check "seabi ${cmd%% *} on a plugin that kills its host's process: no plugin process left running" \
    no_leftovers "seabi ${cmd%% *}.*survive_kill_host"
done

# ---- the reference plugin -------------------------------------------------
if [[ -n $SIMDEV ]]; then
  src=$(rc simdev)
  check "simdev: seabi conform exits 0 (got $src)" test $src = 0
  hf=$(hard_failures "$WORK/simdev.json")
  check "simdev: no REQUIRED/EXPECTED failure${hf:+ (failed: $hf)}" test -z "$hf"
  nr=$(not_run "$WORK/simdev.json")
  check "simdev: every case ran or does not apply${nr:+ (not run: $nr)}" test -z "$nr"
  check "simdev: create/destroy cycles give back what they took (X07)" \
    test "$(verdict "$WORK/simdev.json" X07)" = PASS
  check "simdev: D06 sees every device's ordinal set by the plugin" \
    test "$(verdict "$WORK/simdev.json" D06)" = PASS
  arc=$(rc asan_simdev)
  hits=$(sanitizer_hits "$WORK/asan_simdev.json")
  check "asan simdev: exit 0 (got $arc), no sanitizer report in any case${hits:+ ($hits)}" test $arc = 0 -a -z "$hits"
  # Its legal configurations get correct verdicts too.
  for cfg in $SIMDEV_CONFIGS; do
    crc=$(rc "simdev_$cfg")
    hf=$(hard_failures "$WORK/simdev_$cfg.json") nr=$(not_run "$WORK/simdev_$cfg.json")
    check "simdev $cfg: exit 0 (got $crc), no REQUIRED/EXPECTED failure${hf:+ ($hf)}, none not run${nr:+ ($nr)}" \
      test $crc = 0 -a -z "$hf" -a -z "$nr"
  done
  check "simdev with 0 devices: registers, but what needs a device is NOT_RUN by D01, never SKIP (M01)" \
    judged "$WORK/simdev_SIMDEV_DEVICE_COUNT=0.json" M01 NOT_RUN 'reports 0 devices.*\(D01\)'
  z=$WORK/simdev_SIMDEV_DEVICE_COUNT=0
  check "simdev with 0 devices: exit 1 (got $(rc simdev_SIMDEV_DEVICE_COUNT=0)), never conformant, the summary says why" \
    bash -c "test $(rc simdev_SIMDEV_DEVICE_COUNT=0) = 1 && grep -q 'NOT CONFORMANT (0 devices' '$z.txt'"
  check "simdev with 0 devices: the root cause is the missing device, printed once with the cases it blocked" \
    bash -c "grep -q '^root cause: the plugin reports 0 devices' '$z.txt' && test \$(grep -c 'reports 0 devices' '$z.txt') = 2"
  check "simdev with 0 devices: D01 passes and says the rest could not be judged" \
    judged "$z.json" D01 PASS '0 devices: every case that needs a device is not run'

  check "simdev with unified memory: M09 runs and passes, saying what it observed (allocated, written and read back, freed)" \
    judged "$WORK/simdev_SIMDEV_UNIFIED_MEMORY=1.json" M09 PASS 'unified_memory_allocate\(4096\) returned a pointer; the host wrote and read back all 4096 bytes; unified_memory_deallocate returned$'
  check "simdev without block_host_until_done: S05 passes through TF's event fallback" \
    grep -q "event fallback" <(evidence "$WORK/simdev_SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE=1.json" S05)
else
  echo "note: examples/simdev not present; reference plugin check not run"
fi

# Members a core does not validate are noted, not fatal (cores_tests.sh); a
# seabi core does validate get_device_count.
check "broken_no_device_count under the default core: registration refused (R05 FAIL, R11 NOT_RUN)" \
  test "$(verdict "$WORK/broken_no_device_count.json" R05)/$(verdict "$WORK/broken_no_device_count.json" R11)" = FAIL/NOT_RUN


# ---- the consistency oracle over every report of this suite ---------------
oracle "$WORK"/*.json
# ... and it is no rubber stamp: contradictions planted in real reports are
# each caught.
plant() { # NAME REPORT PYTHON-EDIT: the edited report must fail the oracle
  "${PYTHON:-python3}" -c "import json,sys
d=json.load(open(sys.argv[1]))
case={c['id']:c for c in d['cases']}
$3
json.dump(d, open(sys.argv[2], 'w'))" "$2" "$WORK/planted_$1.json" &&
    ! "${PYTHON:-python3}" tests/conform/oracle.py "$WORK/planted_$1.json" >"$WORK/planted_$1.txt"
}
check "oracle catches R09 passing over a write past the settled size" \
  plant r09 "$WORK/broken_memset_sizeof.json" "case['R09']['verdict']='PASS'"
check "oracle catches a claim that does not cite what it fails on" \
  plant cites "$WORK/broken_grown_struct_size.json" "case['R09']['cites']=[]"
check "oracle catches a case speaking of a write the record does not hold" \
  plant grounding "$WORK/plugin_async.json" "case['R17']['verdict']='FAIL'; case['R17']['evidence']='wrote \\'memset32\\', past its own struct_size'"
check "oracle catches a reference to a case that did not run" \
  plant reference "$WORK/only_x06.json" "case['X06']['evidence']+=' (see X01)'"
check "oracle catches a NOT_RUN blocked by a case that passed" \
  plant blocker "$WORK/plugin_async.json" "case['M02'].update(verdict='NOT_RUN', blocked_by='M01')"
check "oracle catches counts that are not the cases'" \
  plant summary "$WORK/plugin_async.json" "d['summary']['passed']+=1"
check "oracle catches a verdict with empty evidence (M09 once passed saying nothing)" \
  plant evidence "$WORK/plugin_async.json" "case['M01']['evidence']=''"
check "oracle catches 0 devices called conformant" \
  plant nodevice "$WORK/plugin_async.json" "d['platform']['device_count']=0"
rm -f "$WORK"/planted_*.json

# ---- the text report, line for line -------------------------------------
# README: "`seabi conform` prints one line per case (id, grade, verdict,
# evidence) and a final `N passed, N failed` line": in every run of this
# suite whose text and JSON were both kept, each case of the JSON has exactly
# one line with its id, grade and verdict, no other case line is printed, and
# the last line carries the JSON's counts.
text_matches_json() {
  "${PYTHON:-python3}" -S -c 'import json, os, re, sys
bad, seen = [], 0
for j in sys.argv[1:]:
    t = j[:-len(".json")] + ".txt"
    if not os.path.exists(t):
        continue
    d = json.load(open(j))
    if not d.get("cases"):
        continue
    seen += 1
    lines = open(t, errors="replace").read().splitlines()
    # A case whose JSON evidence is empty (M09 passing says nothing) ends at its title.
    rows = [m.groups()[:3] + (m.group(4) is not None,) for m in
            (re.match(r"([A-Z][0-9]{2})  (REQUIRED|EXPECTED|ADVISORY) (PASS|FAIL|SKIP|NOT_RUN) +\S.*?( -- \S.*)?$", ln)
             for ln in lines) if m]
    want = sorted((c["id"], c["grade"], c["verdict"], c["evidence"] != "") for c in d["cases"])
    counts = "{passed} passed, {failed} failed".format(**d["summary"])
    if sorted(rows) != want:
        bad.append(f"{t}: case lines differ from the JSON ({len(rows)} lines, {len(want)} cases)")
    elif not lines or lines[-1] != counts:
        bad.append(f"{t}: last line {lines[-1] if lines else None!r}, the JSON says {counts!r}")
print(seen, "; ".join(bad[:3]))
sys.exit(1 if bad or seen < 10 else 0)' "$WORK"/*.json
}
check "every kept text report: one line per case (id, grade, verdict, evidence) as in its JSON, then its counts" \
  text_matches_json

# README's plugin snippet, completed by callbacks of the test's own.
# shellcheck source=tests/conform/readme_snippet.sh
. "$(dirname "$0")/readme_snippet.sh"
readme_snippet

finish
