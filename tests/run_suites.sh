#!/usr/bin/env bash
# Runs each test suite (make test-NAME), keeps its full log under
# build/test-logs/, and sums the suites' closing "N passed, N failed[, N
# skipped]" lines. A suite that exits non-zero without reporting a failure,
# or that prints no closing line at all, counts as one failure: a suite
# cannot pass by saying nothing.
#
# Speed: everything the suites build is built first, once, by one
# `make -jJOBS test-prereqs` (two makes building the same file at the same
# time would clobber it); then up to TEST_JOBS (default: CPUs) suites run
# at once, the ones that took longest last time first (build/test-logs/times,
# else tests/suite_times), so the long ones overlap the many short ones, and
# never two of FORKING_SUITES at once (see below).
# Each suite's wall and CPU seconds and the whole run's wall time are printed.
set -uo pipefail
logdir=${TEST_LOGDIR:-build/test-logs}
mkdir -p "$logdir"
# As many suites at once as there are CPUs: more overlap their waiting, but
# the suites fork and fault pages by the thousand, and on a loaded virtual
# machine that costs more CPU than the overlap saves (measured on 2 cores:
# 3 at once took 25 s longer than 2, and 10% more CPU).
jobs=${TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
build_jobs=${BUILD_JOBS:-$(nproc 2>/dev/null || echo 2)}
t0=$(date +%s)
total_pass=0 total_fail=0 total_skip=0
declare -a rows=() failing=() skips=() notes=()
if (($# == 0)); then
  echo "no test suites registered" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

# How i386 programs run is probed once per run (tests/lib/run-i386).
rm -f "${SEABI_I386_CACHE:-build/i386-runner}"
echo "i386 programs: $(tests/lib/run-i386 --how)"

prebuild_log=$logdir/prebuild.log
if [[ -n ${TEST_PREREQS_BUILT:-} ]]; then
  : # a run inside a run (tests/i386): the outer one built them
elif ! make --no-print-directory -s -j"$build_jobs" test-prereqs >"$prebuild_log" 2>&1; then
  # Not fatal here: each suite's own make rebuilds what it needs and its log
  # says what failed; the run must still report every suite.
  echo "---- building the suites' prerequisites failed; last lines of $prebuild_log:"
  tail -n 20 "$prebuild_log"
fi
built=$(($(date +%s) - t0))
echo "prerequisites built in $built s (make -j$build_jobs test-prereqs)"

# Longest first, by last run's times (on a fresh machine, the typical ones in
# tests/suite_times); suites never timed go first.
times_file=$logdir/times
[[ -f $times_file ]] || times_file=tests/suite_times
order=$(for s in "$@"; do
  t=$(awk -v s="$s" '$1 == s { print $2 }' "$times_file" 2>/dev/null)
  echo "${t:-999999} $s"
done | sort -k1,1nr | awk '{ print $2 }')

run_one() { # suite: runs it, then writes "rc wall cpu" to its .status file
  local suite=$1 log=$logdir/$1.log start rc cpu
  start=$(date +%s)
  make --no-print-directory -s "test-$suite" >"$log" 2>&1
  rc=$?
  # `times` second line: user and system time of this subshell's children
  # (redirected, not piped: a pipeline would run it in a fresh process).
  times >"$logdir/$suite.times"
  cpu=$(sed -n 2p "$logdir/$suite.times" | awk -F'[ms ]+' '{ print int($1 * 60 + $2 + $3 * 60 + $4 + 0.5) }')
  echo "$rc $(($(date +%s) - start)) $cpu" >"$logdir/$suite.status"
}

# FORKING_SUITES (the Makefile's TEST_FORKING): suites whose time goes to
# creating processes and faulting their pages in (a child per conformance
# case). Those do not overlap: measured on a 2-core VM, a loop of 2000 forks
# took 1.45 s alone, 1.9 s beside a busy CPU loop and 4.9 s beside a second
# fork loop, slower than the two one after the other. So at most one of them
# runs at a time, and the other slots go to the rest, longest first.
forking=" ${FORKING_SUITES:-} "
declare -a pending=($order) running=()
forking_busy=0
for suite in $order; do rm -f "$logdir/$suite.status"; done
while ((${#pending[@]} + ${#running[@]} > 0)); do
  next=-1
  if ((${#running[@]} < jobs)); then
    for i in "${!pending[@]}"; do
      if ! ((forking_busy)) || [[ $forking != *" ${pending[i]} "* ]]; then next=$i; break; fi
    done
  fi
  if ((next >= 0)); then
    suite=${pending[next]}
    pending=("${pending[@]:0:next}" "${pending[@]:next+1}")
    [[ $forking == *" $suite "* ]] && forking_busy=1
    (run_one "$suite") &
    running+=("$suite")
    continue
  fi
  # Nothing can start: wait for a suite to end (its .status file appears);
  # with no child left at all, the rest were lost (reported as such below).
  wait -n
  if (($? == 127)); then running=() forking_busy=0; continue; fi
  still=()
  for suite in "${running[@]}"; do
    if [[ -f $logdir/$suite.status ]]; then
      [[ $forking == *" $suite "* ]] && forking_busy=0
    else
      still+=("$suite")
    fi
  done
  running=("${still[@]}")
done
wait

: >"$logdir/times.new"
for suite in "$@"; do
  log="$logdir/$suite.log"
  read -r rc secs cpu <"$logdir/$suite.status" 2>/dev/null || { rc=1 secs=0 cpu=0; echo "runner lost" >>"$log"; }
  echo "$suite $secs" >>"$logdir/times.new"
  line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$' "$log" | tail -n 1)
  p=0 f=0 s=0
  if [[ $line =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed(,\ ([0-9]+)\ skipped)? ]]; then
    p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]} s=${BASH_REMATCH[4]:-0}
  fi
  if ((rc != 0 && f == 0)); then f=$((f + 1)); fi
  if [[ -z $line ]]; then f=$((f > 0 ? f : 1)); fi
  total_pass=$((total_pass + p)) total_fail=$((total_fail + f)) total_skip=$((total_skip + s))
  verdict=ok; ((f > 0)) && verdict=FAIL
  rows+=("$(printf '%-14s %6d passed %4d failed %3d skipped %5ss wall %5ss cpu  %s' "$suite" "$p" "$f" "$s" "$secs" "$cpu" "$verdict")")
  if ((f > 0)); then
    echo "---- $suite failed (exit $rc); last lines of $log:"
    tail -n 40 "$log"
    mapfile -t -O "${#failing[@]}" failing < <(grep -E '^(FAIL|not ok)\b' "$log" | head -n 20 | sed "s/^/$suite: /")
  fi
  if ((s > 0)); then
    mapfile -t -O "${#skips[@]}" skips < <(grep -E "^SKIP|skipped '" "$log" | head -n 5 | sed "s/^/$suite: /")
  fi
  # A suite's `note:` lines are figures its reader wants (the handshake
  # model's agreement count, ...): shown whatever the verdict.
  mapfile -t -O "${#notes[@]}" notes < <(grep -E '^note: ' "$log" | sed "s/^note: /$suite: /")
done
mv -f "$logdir/times.new" "$logdir/times"
echo "---- test suites"
printf '%s\n' "${rows[@]}"
echo "total wall time $(($(date +%s) - t0)) s: the shared build $built s, then the suites $jobs at a time (one of the forking ones)"
if ((${#notes[@]} > 0)); then
  echo "---- notes"
  printf '%s\n' "${notes[@]}"
fi
if ((${#skips[@]} > 0)); then
  echo "---- skipped checks (with the reason)"
  printf '%s\n' "${skips[@]}"
fi
# The failing checks, last: CI keeps only the end of this output, and a
# check can fail far above its suite's last lines.
if ((${#failing[@]} > 0)); then
  echo "---- failing checks"
  printf '%s\n' "${failing[@]}"
fi
echo "$total_pass passed, $total_fail failed$( ((total_skip > 0)) && echo ", $total_skip skipped")"
((total_fail == 0))
