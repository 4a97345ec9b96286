#!/usr/bin/env bash
# tests/run_suites.sh on stand-in suites: a `make` first on PATH answers
# `make test-NAME` by logging when NAME starts and ends, sleeping a little
# and printing "1 passed, 0 failed" (NAME "broken" fails). Checks what the
# README says the runner does: every suite runs and its counts are summed
# (skips too, with their reasons), suites run TEST_JOBS at once, longest
# first, no two FORKING_SUITES overlap, and the run prints its wall time and
# each suite's wall and CPU seconds, keeping each suite's log.
# Ends with "N passed, N failed".
set -uo pipefail
work=$(mktemp -d "${TMPDIR:-/tmp}/seabi-runner.XXXXXX")
trap 'rm -rf "$work"' EXIT
source "$(dirname "${BASH_SOURCE[0]}")/../lib/checks.sh"

mkdir -p "$work/bin"
cat >"$work/bin/make" <<'STUB'
#!/usr/bin/env bash
suite=${*: -1}
suite=${suite#test-}
echo "start $suite $(date +%s%N)" >>"$RUNNER_EVENTS"
sleep 0.4
echo "end $suite $(date +%s%N)" >>"$RUNNER_EVENTS"
if [[ $suite == broken ]]; then echo "0 passed, 1 failed"; exit 1; fi
if [[ $suite == skippy ]]; then echo "SKIP a check: not here"; echo "1 passed, 0 failed, 1 skipped"; exit 0; fi
echo "1 passed, 0 failed"
STUB
chmod +x "$work/bin/make"

# run SUITES...: the runner on stand-ins; its output in $work/out, events in $work/events
run() {
  : >"$work/events"
  PATH=$work/bin:$PATH RUNNER_EVENTS=$work/events TEST_LOGDIR=$work/logs SEABI_I386_CACHE=$work/i386-runner \
    TEST_PREREQS_BUILT=1 TEST_JOBS=2 \
    FORKING_SUITES="f1 f2 f3" tests/run_suites.sh "$@" >"$work/out" 2>&1
}
# overlaps A B: the two suites' runs overlapped in time
overlaps() {
  awk -v a="$1" -v b="$2" '$1 == "start" { s[$2] = $3 } $1 == "end" { e[$2] = $3 }
    END { exit !(s[a] < e[b] && s[b] < e[a]) }' "$work/events"
}

run f1 f2 f3 c1 c2 c3
rc=$?
check "six stand-in suites: exit 0 (got $rc), closing line '6 passed, 0 failed'" \
  bash -c "test $rc = 0 && test \"\$(tail -n 1 '$work/out')\" = '6 passed, 0 failed'"
check "every suite ran once" test "$(grep -c '^start' "$work/events")" = 6
check "no two forking suites overlapped" \
  bash -c "! { $(declare -f overlaps); work='$work'; overlaps f1 f2 || overlaps f1 f3 || overlaps f2 f3; }"
check "suites ran two at a time (a forking one beside another)" \
  bash -c "$(declare -f overlaps); work='$work'; for f in f1 f2 f3; do for c in c1 c2 c3; do overlaps \$f \$c && exit 0; done; done; exit 1"

run c1 broken
rc=$?
check "a failing suite: exit 1 (got $rc), counted in the closing line" \
  bash -c "test $rc = 1 && test \"\$(tail -n 1 '$work/out')\" = '1 passed, 1 failed'"

# Skips are summed into the closing line's third count (README: "N passed,
# N failed[, N skipped]"), listed with their reason, and are no failure.
run c1 skippy
rc=$?
check "a suite with a skipped check: exit 0 (got $rc), closing line '2 passed, 0 failed, 1 skipped'" \
  bash -c "test $rc = 0 && test \"\$(tail -n 1 '$work/out')\" = '2 passed, 0 failed, 1 skipped'"
check "... the skip listed with its reason" grep -q '^skippy: SKIP a check: not here$' "$work/out"
# README: the whole run's wall time, a row per suite with wall and CPU
# seconds, each suite's log in the log directory.
check "a row per suite with its wall and CPU seconds" \
  bash -c "grep -qE '^c1 +1 passed +0 failed +0 skipped +[0-9]+s wall +[0-9]+s cpu  ok$' '$work/out' \
    && grep -qE '^skippy +1 passed +0 failed +1 skipped +[0-9]+s wall +[0-9]+s cpu  ok$' '$work/out'"
check "the whole run's wall time printed" grep -qE '^total wall time [0-9]+ s' "$work/out"
check "each suite's log kept in the log directory" \
  bash -c "grep -qx '1 passed, 0 failed' '$work/logs/c1.log' && grep -qx '1 passed, 0 failed, 1 skipped' '$work/logs/skippy.log'"

# Longest first, by the last run's times (TEST_LOGDIR/times), one at a time here.
printf 'c1 1\nc2 5\nc3 3\n' >"$work/logs/times"
: >"$work/events"
PATH=$work/bin:$PATH RUNNER_EVENTS=$work/events TEST_LOGDIR=$work/logs SEABI_I386_CACHE=$work/i386-runner \
  TEST_PREREQS_BUILT=1 TEST_JOBS=1 FORKING_SUITES="" tests/run_suites.sh c1 c2 c3 >"$work/out" 2>&1
check "suites start longest first by the last run's times (c2 c3 c1)" \
  test "$(awk '$1 == "start" { printf "%s ", $2 }' "$work/events")" = "c2 c3 c1 "

summary
