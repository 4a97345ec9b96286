#!/usr/bin/env bash
# Runs every simdev test step and sums their "N passed, M failed" lines into
# one closing line. A step that prints no result line, or exits non-zero
# without reporting a failure (a sanitizer report, a crash), counts as a
# failure: no step can pass by saying nothing.
set -uo pipefail
B=${BUILD:-build}
LIB=$B/lib/libsimdev.so
pass=0 fail=0

step() { # step NAME COMMAND...
  local name=$1 out rc line p f
  shift
  echo "==== $name"
  out=$("$@" 2>&1)
  rc=$?
  printf '%s\n' "$out" | grep -v '^PASS ' # keep the log short; failures stay
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$out" | tail -n 1)
  if [[ -z $line ]]; then
    echo "  ($name printed no result line, exit $rc: counted as 1 failure)"
    fail=$((fail + 1))
    return
  fi
  p=${line%% passed*}
  f=${line#*, }
  f=${f%% failed}
  if ((rc != 0 && f == 0)); then
    echo "  ($name exited $rc: counted as 1 failure)"
    f=1
  fi
  pass=$((pass + p)) fail=$((fail + f))
}

# The plugin's dynamic symbol table: exactly the five exports (the four
# modules' entry points and SIMDEV_GetCounters); TF_* only as undefined
# imports: strong ones only for the status functions every core exports,
# never TF_Version (no framework exports it); weak ones only for what
# kernel_api.h declares (the kernel API, which a core that does not drive
# the kernel module need not export, and TF_AssignVariable, which tells 2.5
# from 2.6..2.9: docs/graph-optimizer.md, "Which optimize_func"); the item's
# lists are looked up with dlsym; no abort/exit.
check_exports() {
  local p=0 f=0 defined undef strong_bad weak_bad declared
  defined=$(nm -D --defined-only "$LIB" | awk '{print $3}' | sort | tr '\n' ' ')
  if [[ $defined == "SE_InitPlugin SIMDEV_GetCounters TF_InitGraph TF_InitKernel TF_InitProfiler " ]]; then
    p=$((p + 1)); echo "PASS exports_only_entry_points"
  else
    f=$((f + 1)); echo "FAIL exports_only_entry_points: $defined"
  fi
  undef=$(nm -D --undefined-only "$LIB" | sed 's/@.*//')
  strong_bad=$(awk '$1 == "U" {print $2}' <<<"$undef" | grep '^TF_' |
    grep -vxE 'TF_NewStatus|TF_DeleteStatus|TF_SetStatus|TF_GetCode|TF_Message')
  if awk '$1 == "U" {print $2}' <<<"$undef" | grep -q '^TF_SetStatus$' && [[ -z $strong_bad ]]; then
    p=$((p + 1)); echo "PASS strong_imports_only_status_functions"
  else
    f=$((f + 1)); echo "FAIL strong_imports_only_status_functions: ${strong_bad:-TF_SetStatus not imported}"
  fi
  declared=$(grep -oE '\bTF_[A-Za-z_]+\(' include/kernel_api.h | tr -d '(' | sort -u)
  weak_bad=$(awk '$1 == "w" {print $2}' <<<"$undef" | grep '^TF_' | grep -vxF "$declared")
  if awk '$1 == "w" {print $2}' <<<"$undef" | grep -q '^TF_GetStream$' && [[ -z $weak_bad ]]; then
    p=$((p + 1)); echo "PASS kernel_api_imported_weakly"
  else
    f=$((f + 1)); echo "FAIL kernel_api_imported_weakly: ${weak_bad:-TF_GetStream not a weak import}"
  fi
  undef=$(awk '{print $2}' <<<"$undef")
  if grep -qxE 'abort|exit|_exit|_Exit|quick_exit|__assert_fail' <<<"$undef"; then
    f=$((f + 1)); echo "FAIL never_aborts_or_exits: $(grep -xE 'abort|exit|_exit|_Exit|quick_exit|__assert_fail' <<<"$undef" | tr '\n' ' ')"
  else
    p=$((p + 1)); echo "PASS never_aborts_or_exits"
  fi
  echo "$p passed, $f failed"
  ((f == 0))
}

# -Wall -Wextra -Wpedantic -Werror clean with clang as well as gcc.
check_clang() {
  if ! command -v clang >/dev/null 2>&1; then
    echo "clang not installed: build check skipped"
    echo "0 passed, 0 failed"
    return 0
  fi
  mkdir -p "$B/simdev/clang"
  # shellcheck disable=SC2086
  if clang $SIMDEV_CFLAGS -O2 -shared -o "$B/simdev/clang/libsimdev.so" $SIMDEV_SRCS; then
    echo "PASS builds_clean_with_clang"; echo "1 passed, 0 failed"
  else
    echo "FAIL builds_clean_with_clang"; echo "0 passed, 1 failed"; return 1
  fi
}

# detect_stack_use_after_return: a callback touching a dead caller frame
# (ITEX-style captures, or a test bug) is caught, not silently tolerated.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}

step "exports (nm -D)" check_exports
step "clang -Werror build" check_clang
step "functional tests" env SIMDEV_PLUGIN="$LIB" "$B/simdev/plain/simdev_test"
step "functional tests, ASan+UBSan" env SIMDEV_PLUGIN="$B/simdev/asan/libsimdev.so" "$B/simdev/asan/simdev_test"
step "functional tests, TSan" env SIMDEV_PLUGIN="$B/simdev/tsan/libsimdev.so" "$B/simdev/tsan/simdev_test"
step "kernels" env SIMDEV_PLUGIN="$LIB" "$B/simdev/plain/simdev_kernel_test"
step "kernels, ASan+UBSan" env SIMDEV_PLUGIN="$B/simdev/asan/libsimdev.so" "$B/simdev/asan/simdev_kernel_test"
step "kernels, TSan" env SIMDEV_PLUGIN="$B/simdev/tsan/libsimdev.so" "$B/simdev/tsan/simdev_kernel_test"
step "graph rewrite, ASan+UBSan" "$B/simdev/asan/graph_rewrite_test"
step "profiler" env SIMDEV_PLUGIN="$LIB" "$B/simdev/plain/simdev_profile_test"
step "profiler, ASan+UBSan" env SIMDEV_PLUGIN="$B/simdev/asan/libsimdev.so" "$B/simdev/asan/simdev_profile_test"
step "profiler, TSan" env SIMDEV_PLUGIN="$B/simdev/tsan/libsimdev.so" "$B/simdev/tsan/simdev_profile_test"
for v in ${SIMDEV_OLD_VERSIONS:-}; do
  step "core built against the $v header, ASan+UBSan" \
    env SIMDEV_PLUGIN="$B/simdev/asan/libsimdev.so" "$B/simdev/oldcore/$v/oldcore"
done
step "stress, TSan" env SIMDEV_PLUGIN="$B/simdev/tsan/libsimdev.so" "$B/simdev/tsan/simdev_stress"
# Slowed ops (fault injection) so cross-stream waits really block and the
# workers interleave differently; fewer ops keep it to a few seconds.
step "stress, TSan, ops delayed 2 us" env SIMDEV_PLUGIN="$B/simdev/tsan/libsimdev.so" \
  SIMDEV_STRESS_OPS="${SIMDEV_STRESS_DELAYED_OPS:-50000}" SIMDEV_OP_DELAY_US=2 \
  "$B/simdev/tsan/simdev_stress"
step "stress, ASan+UBSan" env SIMDEV_PLUGIN="$B/simdev/asan/libsimdev.so" "$B/simdev/asan/simdev_stress"
step "stress, optimised" env SIMDEV_PLUGIN="$LIB" "$B/simdev/plain/simdev_stress"

echo "$pass passed, $fail failed"
((fail == 0))
