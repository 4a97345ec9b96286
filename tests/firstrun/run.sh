#!/usr/bin/env bash
# First run, as the README promises it: clone the committed HEAD into a
# scratch directory (CI runs in a fresh clone, so uncommitted edits are not
# in it), run plain `make` there, check it built what the README lists, and
# that `build/bin/seabi list` with no arguments finds the reference plugin
# through the build tree's plugin directory; then README's `make demo`.
# Usage: run.sh WORK_DIR [REV]   (from the repository root; REV: HEAD)
# Each run works in its own WORK_DIR/run.XXXXXX, removed when everything
# passed and kept for reading otherwise.
set -uo pipefail
mkdir -p "$1"
work=$(mktemp -d "$(realpath -m "$1")/run.XXXXXX")
clone=$work/clone
source "$(dirname "${BASH_SOURCE[0]}")/../lib/checks.sh"
CHECK_LOG=$work/log
# A newcomer's shell: no make state inherited from `make test`, no plugin
# path, the plugin's defaults.
newcomer() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL -u MAKEOVERRIDES -u SEABI_PLUGIN_PATH \
  -u SIMDEV_DEVICE_COUNT "$@"; }

rev=$(git rev-parse --verify --quiet "${2:-HEAD}^{commit}") || { bad "resolve ${2:-HEAD}"; echo "$pass passed, $fail failed"; exit 1; }
echo "first run of commit $rev (committed state; uncommitted edits are not tested here)"
# --no-checkout + checkout of the hash: works from a worktree or a detached HEAD.
check "git clone of the repository" git clone --quiet --no-checkout "$(git rev-parse --show-toplevel)" "$clone"
check "check out $rev" git -C "$clone" checkout --quiet --detach "$rev"

(cd "$clone" && newcomer make) >"$work/make.log" 2>&1
rc=$?
((rc == 0)) && ok "plain make succeeds" || bad "plain make succeeds" "exit $rc, see $work/make.log"
# What the README says plain `make` builds.
check "make built build/lib/libsimdev.so" test -f "$clone/build/lib/libsimdev.so"
check "make built build/bin/seabi" test -x "$clone/build/bin/seabi"
check "build tree mirrors the installed plugin directory" \
  test "$clone/build/lib/seabi/plugins/libsimdev.so" -ef "$clone/build/lib/libsimdev.so"
check "a second plain make has nothing to do" newcomer make -q -C "$clone"

# seabi list with no arguments, from the clone's root and from elsewhere: the
# plugin directory is found from the binary's location, not the cwd.
for where in "the clone's root" /; do
  from=$clone; [[ $where == / ]] && from=/
  out=$(cd "$from" && newcomer "$clone/build/bin/seabi" list 2>&1)
  rc=$?
  echo "-- seabi list (from $from), exit $rc:" >>"$work/log"; echo "$out" >>"$work/log"
  [[ $rc == 0 ]] && ok "seabi list from $where exits 0" || bad "seabi list from $where exits 0" "exit $rc: ${out:0:300}"
  # README: "lists the reference plugin's /physical_device:SIM:0 and :1".
  [[ $out == *"/physical_device:SIM:0 "* && $out == *"/physical_device:SIM:1 "* ]] \
    && ok "seabi list from $where lists /physical_device:SIM:0 and :1" \
    || bad "seabi list from $where lists /physical_device:SIM:0 and :1" "got '${out:0:300}'"
  [[ $out == *"($clone/build/lib/seabi/plugins/libsimdev.so)"* ]] && ok "seabi list from $where found it in build/lib/seabi/plugins" \
    || bad "seabi list from $where found it in build/lib/seabi/plugins" "got '${out:0:300}'"
done
help=$(newcomer "$clone/build/bin/seabi" --help 2>&1)
[[ $help == *"here $clone/build/lib/seabi/plugins"* && $help == *SEABI_PLUGIN_PATH* ]] \
  && ok "seabi --help names the directory it searches, then SEABI_PLUGIN_PATH" \
  || bad "seabi --help names the directory it searches, then SEABI_PLUGIN_PATH" "got '${help:0:400}'"

# README's first command, `make demo`: "generate, build, list the simulated
# device, run a workload, conformance table" (after plain make, what it
# builds is there; the rest is its own).
# A source touched first, so the demo rebuilds something: its build stays
# quiet all the same.
touch "$clone/examples/host/seabi_main.c"
(cd "$clone" && newcomer make demo) >"$work/demo.log" 2>&1
rc=$?
((rc == 0)) && ok "make demo succeeds" || bad "make demo succeeds" "exit $rc, see $work/demo.log"
demo_says() { grep -qE -- "$1" "$work/demo.log"; }
check "make demo checks the generated files against the schema" demo_says '^ok: [0-9]+ generated files match schema/seabi\.yaml$'
check "make demo prints the ABI summary (struct sizes per version)" demo_says '^StreamExecutor C API \(schema/se_api\.yaml\): [0-9]+ structs'
check "make demo lists the simulated device (/physical_device:SIM:0 and :1)" \
  bash -c "grep -q '^  /physical_device:SIM:0 ' '$work/demo.log' && grep -q '^  /physical_device:SIM:1 ' '$work/demo.log'"
check "make demo runs the workload (data matches, completed)" \
  bash -c "grep -q 'round trip .* data matches' '$work/demo.log' && grep -qx 'demo: workload completed' '$work/demo.log'"
check "make demo rebuilds quietly: no compiler or archiver command line in what it prints" \
  bash -c "! grep -qE '^(cc|gcc|clang|ar|ld) ' '$work/demo.log'"
check "make demo heads the ABI size tables" demo_says '^== struct_size per API version on LP64'
check "make demo's last line names the command that checks one's own plugin" \
  bash -c "tail -n 1 '$work/demo.log' | grep -qE '^Your own plugin: .*/seabi conform path/to/libyourplugin\.so --all-cores'"
check "make demo ends with the conformance table: conformant, N passed, 0 failed" \
  bash -c "grep -q '^| section ' '$work/demo.log' && grep -q -- '-> conformant\$' '$work/demo.log' && grep -qE '^[0-9]+ passed, 0 failed\$' '$work/demo.log'"

if ((fail == 0)); then rm -rf "$work"; else echo "logs kept in $work"; fi
summary
