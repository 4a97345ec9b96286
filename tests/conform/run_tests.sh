#!/usr/bin/env bash
# Tests of the seabi host and conformance runner (issue 5).
#
# Environment (set by tests/conform/module.mk):
#   SEABI       build/bin/seabi          SEABI_ASAN  the ASan+UBSan build
#   PLUGINS     directory of test plugins (build/conform)
#   SIMDEV      build/lib/libsimdev.so, or empty when that module is absent
#   UNIT, UNIT_ASAN  the host library's unit tests (plain, ASan+UBSan)
#   WORK        scratch directory, unique per run (removed when all passed)
#
# Every check prints "ok" or "FAIL" with what it asserted; the last line is
# "N passed, N failed" and the exit status is non-zero on any failure.
set -uo pipefail

: "${SEABI:?}" "${SEABI_ASAN:?}" "${PLUGINS:?}" "${WORK:?}"
SIMDEV=${SIMDEV:-}
rm -rf "$WORK"
mkdir -p "$WORK"
pass=0 fail=0

ok() { pass=$((pass + 1)); echo "ok   $*"; }
bad() { fail=$((fail + 1)); echo "FAIL $*"; }
check() { # description, command...
  local what=$1
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}

# verdict JSON ID -> prints the case's verdict (PASS/FAIL/SKIP or MISSING)
verdict() {
  python3 - "$1" "$2" <<'EOF'
import json, sys
doc = json.load(open(sys.argv[1]))
for c in doc["cases"]:
    if c["id"] == sys.argv[2]:
        print(c["verdict"]); break
else:
    print("MISSING")
EOF
}
# evidence JSON ID -> the case's evidence text
evidence() {
  python3 -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
    if c["id"] == sys.argv[2]: print(c["evidence"])' "$1" "$2"
}
# hard_failures JSON -> ids of failed REQUIRED/EXPECTED cases, space separated
hard_failures() {
  python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(" ".join(c["id"] for c in d["cases"] if c["verdict"]=="FAIL" and c["grade"]!="ADVISORY"))' "$1"
}
# sanitizer_hits JSON -> ids of cases whose evidence shows a sanitizer stop
# (the child's last stderr line is "==PID==ABORTING" after an ASan report).
# X08 is left out: it makes the plugin itself double-free on purpose.
sanitizer_hits() {
  python3 -c 'import json,re,sys
d=json.load(open(sys.argv[1]))
pat=re.compile(r"Sanitizer|runtime error|==ABORTING")
print(" ".join(c["id"] for c in d["cases"] if c["id"]!="X08" and pat.search(c["evidence"])))' "$1"
}

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

# ---- run the catalogue on every plugin, two at a time ---------------------
run_one() { # binary plugin-name tag [extra args]
  local bin=$1 name=$2 tag=$3
  shift 3
  "$bin" conform "$PLUGINS/$name.so" --json "$WORK/$tag.json" "$@" >"$WORK/$tag.txt" 2>"$WORK/$tag.err"
  echo $? >"$WORK/$tag.rc"
}
export -f run_one
export PLUGINS WORK
# Sanitized runs report leaks of the deliberately leaked gate blocks in the
# children (they never free what a plugin might still call); the runner's
# own memory errors are what we look for.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1

LEGAL="plugin_async plugin_sync plugin_one_device plugin_v001"
declare -A CATCH=(
  [broken_write_past]=R08
  [broken_zero_struct_size]=R03
  [broken_ignore_major]=R06
  [broken_lowercase_name]=R04
  [broken_missing_callback]=R11
  [broken_callback_never_runs]=H01
  [broken_events_always_complete]=E03
  [broken_blocking_poll]=E04
  [broken_aliased_streams]=S02
  [broken_placeholder_stats]=M06
  [broken_memset32_overrun]=C11
  [broken_status_never_set]=X01
  [broken_callback_returns_false]=H01
  [broken_callback_null_status]=H01
  [broken_memset_sizeof]=R09
  [broken_keeps_device_address]=D05
  [broken_tf_layout]=H01
  [broken_no_device_count]=R05
)
# Defects that only ADVISORY cases judge: caught, but the exit status stays 0.
declare -A ADVISE=(
  [broken_se_size_mismatch]=R17
)
{
  for p in $LEGAL "${!CATCH[@]}" "${!ADVISE[@]}" survive_crash not_a_plugin; do echo "$SEABI $p $p"; done
  echo "$SEABI survive_hang survive_hang --timeout 2000"
  for p in plugin_async plugin_sync broken_memset32_overrun survive_crash; do echo "$SEABI_ASAN $p asan_$p"; done
} | xargs -P 2 -L 1 bash -c 'run_one "$@"' _

rc() { cat "$WORK/$1.rc"; }

# ---- legal designs: no REQUIRED/EXPECTED failure --------------------------
for p in $LEGAL; do
  check "$p: exit 0 (got $(rc $p))" test "$(rc $p)" = 0
  hf=$(hard_failures "$WORK/$p.json")
  check "$p: no REQUIRED/EXPECTED failure${hf:+ (failed: $hf)}" test -z "$hf"
  check "$p: ends with 'N passed, N failed'" grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/$p.txt")
done
# What makes each legal variant different is judged, not skipped wholesale.
check "plugin_sync: E03 passes on the synchronous design" \
  grep -q "synchronous plugin" <(evidence "$WORK/plugin_sync.json" E03)
check "plugin_sync: host callbacks still checked (H01 PASS)" test "$(verdict "$WORK/plugin_sync.json" H01)" = PASS
check "plugin_v001: recognised as built for 0.0.1" grep -q "built for 0.0.1" "$WORK/plugin_v001.txt"
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
check "broken_tf_layout: the shifted host_callback slot is a crash verdict" \
  grep -q "crash: signal" <(evidence "$WORK/broken_tf_layout.json" H01)
check "broken_tf_layout: the validators cannot see it (R11 PASS)" test "$(verdict "$WORK/broken_tf_layout.json" R11)" = PASS
check "broken_keeps_device_address: evidence proves the stale address is read" \
  grep -q "keeps and reads the address" <(evidence "$WORK/broken_keeps_device_address.json" D05)
check "broken_missing_callback: TensorFlow's message" \
  grep -q "'create_stream' field in SP_StreamExecutor must be set." <(evidence "$WORK/broken_missing_callback.json" R11)

# ---- the runner survives crashes, hangs and non-plugins -------------------
check "survive_crash: S01 is a crash verdict" grep -q "crash: signal 11" <(evidence "$WORK/survive_crash.json" S01)
check "survive_crash: run continued to the last case (X06 PASS)" test "$(verdict "$WORK/survive_crash.json" X06)" = PASS
check "survive_crash: summary line printed" grep -qE '^[0-9]+ passed, [0-9]+ failed$' <(tail -n 1 "$WORK/survive_crash.txt")
check "survive_hang: S06 is a hang verdict" grep -q "hang: no verdict after 2000 ms" <(evidence "$WORK/survive_hang.json" S06)
check "survive_hang: exit 1 and the run finished" test "$(rc survive_hang)" = 1
check "not_a_plugin: exit 2 (got $(rc not_a_plugin))" test "$(rc not_a_plugin)" = 2
"$SEABI" conform "$PLUGINS/survive_ctor_abort.so" >"$WORK/ctor.txt" 2>&1
crc=$?
check "survive_ctor_abort: exit 2 (got $crc), the crash in dlopen named" \
  bash -c "test $crc = 2 && grep -q 'cannot load .*crashed in dlopen (signal 6' '$WORK/ctor.txt'"
"$SEABI" conform "$WORK/does-not-exist.so" >"$WORK/missing.txt" 2>&1
check "missing file: exit 2" test $? = 2
"$SEABI" conform >/dev/null 2>&1
check "no plugin argument: usage error, exit 2" test $? = 2
check "JSON reports parse" python3 -c 'import json,sys; [json.load(open(f)) for f in sys.argv[1:]]' "$WORK"/*.json

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
check "list: platform with type and version" grep -q "^platform MINI  type MINI  built for 0.3.0  2 devices" "$WORK/list.txt"
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
mkdir -p "$WORK/bare/bin" && cp "$SEABI" "$WORK/bare/bin/seabi"
SEABI_PLUGIN_PATH="$PLUGINS/plugin_v001.so:$D/sub:$WORK/nowhere" "$WORK/bare/bin/seabi" list >"$WORK/list_env.txt" 2>&1
check "SEABI_PLUGIN_PATH: file entry loaded, 0.0.1 plugin listed with its version" \
  grep -q "^platform MINI  type MINI  built for 0.0.1  2 devices" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: folder entry scanned; same type refused, first stays" \
  grep -q "f_other.so: refused: device type 'MINI'" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: exactly one platform" grep -q "^1 platform registered" "$WORK/list_env.txt"
check "SEABI_PLUGIN_PATH: missing entry reported, not fatal" grep -q "nowhere: No such file or directory; skipped" "$WORK/list_env.txt"
"$SEABI" list "$PLUGINS/broken_zero_struct_size.so" "$PLUGINS/survive_crash.so.missing" "$PLUGINS/not_a_plugin.so" >"$WORK/list_bad.txt" 2>&1
bad_rc=$?
check "list: nothing loadable -> exit 1 (got $bad_rc)" test $bad_rc = 1
check "list: each unusable path reported" test "$(grep -c skipped "$WORK/list_bad.txt")" = 3

# The plugin directory next to the binary (like site-packages/tensorflow-plugins).
mkdir -p "$WORK/prefix/bin" "$WORK/prefix/lib/seabi/plugins"
cp "$SEABI" "$WORK/prefix/bin/seabi"
cp "$PLUGINS/plugin_one_device.so" "$WORK/prefix/lib/seabi/plugins/"
env -u SEABI_PLUGIN_PATH "$WORK/prefix/bin/seabi" list >"$WORK/list_dir.txt" 2>&1
check "list: without arguments, <bindir>/../lib/seabi/plugins is searched" \
  grep -q "^platform MINI  type MINI  built for 0.3.0  1 device  (.*seabi/plugins/plugin_one_device.so)" "$WORK/list_dir.txt"

"$SEABI" list "$PLUGINS/survive_ctor_abort.so" "$PLUGINS/survive_abort_device.so" "$PLUGINS/plugin_sync.so" >"$WORK/list_abort.txt" 2>&1
check "list: a library aborting in its constructor is skipped" \
  grep -q "survive_ctor_abort.so: crashed while loading (signal 6" "$WORK/list_abort.txt"
check "list: a plugin aborting in create_device is skipped with the signal" \
  grep -q "survive_abort_device.so: crashed while loading (signal 6" "$WORK/list_abort.txt"
check "list: ... and the next plugin is still listed" grep -q "^  /physical_device:MINI:1" "$WORK/list_abort.txt"

# ---- the demo workload ----------------------------------------------------
"$SEABI" demo "$PLUGINS/plugin_async.so" >"$WORK/demo.txt" 2>&1
check "demo: completes on the async plugin" test $? = 0
check "demo: round trip across two streams with an event" grep -q "data matches" "$WORK/demo.txt"
check "demo: host callback ran once" grep -q "host callback ran .* 1 time" "$WORK/demo.txt"
"$SEABI" demo "$PLUGINS/broken_callback_never_runs.so" >"$WORK/demo_bad.txt" 2>&1
check "demo: fails visibly when the host callback never runs" test $? = 1

# ---- the reference plugin -------------------------------------------------
if [[ -n $SIMDEV ]]; then
  "$SEABI" conform "$SIMDEV" --json "$WORK/simdev.json" >"$WORK/simdev.txt" 2>&1
  src=$?
  check "simdev: seabi conform exits 0 (got $src)" test $src = 0
  hf=$(hard_failures "$WORK/simdev.json")
  check "simdev: no REQUIRED/EXPECTED failure${hf:+ (failed: $hf)}" test -z "$hf"
  check "simdev: its introspection export is used and reports nothing live (X07)" \
    test "$(verdict "$WORK/simdev.json" X07)" = PASS
  check "plugin without introspection: X07 skipped" test "$(verdict "$WORK/plugin_async.json" X07)" = SKIP
  "$SEABI_ASAN" conform "$SIMDEV" --json "$WORK/asan_simdev.json" >"$WORK/asan_simdev.txt" 2>"$WORK/asan_simdev.err"
  arc=$?
  hits=$(sanitizer_hits "$WORK/asan_simdev.json")
  check "asan simdev: exit 0 (got $arc), no sanitizer report in any case${hits:+ ($hits)}" test $arc = 0 -a -z "$hits"
  # Its legal configurations get correct verdicts too.
  for cfg in SIMDEV_DEVICE_COUNT=0 SIMDEV_DEVICE_COUNT=1 SIMDEV_UNIFIED_MEMORY=1 SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE=1; do
    env "$cfg" "$SEABI" conform "$SIMDEV" --json "$WORK/simdev_$cfg.json" >"$WORK/simdev_$cfg.txt" 2>&1
    crc=$?
    hf=$(hard_failures "$WORK/simdev_$cfg.json")
    check "simdev $cfg: exit 0 (got $crc), no REQUIRED/EXPECTED failure${hf:+ ($hf)}" test $crc = 0 -a -z "$hf"
  done
  check "simdev with 0 devices: registers, device cases skipped (M01 SKIP)" \
    test "$(verdict "$WORK/simdev_SIMDEV_DEVICE_COUNT=0.json" M01)" = SKIP
  check "simdev with unified memory: M09 runs and passes" \
    test "$(verdict "$WORK/simdev_SIMDEV_UNIFIED_MEMORY=1.json" M09)" = PASS
  check "simdev without block_host_until_done: S05 passes through TF's event fallback" \
    grep -q "event fallback" <(evidence "$WORK/simdev_SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE=1.json" S05)
else
  echo "note: examples/simdev not present; reference plugin check not run"
fi

# ---- core profiles (issue 10) ----------------------------------------------
# shellcheck source=tests/conform/profile_tests.inc.sh
. "$(dirname "$0")/profile_tests.inc.sh"

# Scratch space is per run (concurrent runs must not share it); kept only
# when something failed, for the logs.
if ((fail == 0)); then rm -rf "$WORK"; else echo "logs kept in $WORK"; fi
echo "$pass passed, $fail failed"
((fail == 0))
