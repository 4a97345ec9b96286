#!/usr/bin/env bash
# Runs each test suite (make test-NAME), keeps its full log under
# build/test-logs/, and sums the suites' closing "N passed, N failed" lines
# (", N skipped" may follow: checks this machine cannot run, each with its
# reason in the suite's log, e.g. i386 programs where nothing runs them).
# A suite that exits non-zero without reporting a failure, or that prints no
# closing line at all, counts as one failure: a suite cannot pass by saying
# nothing.
set -uo pipefail
logdir=build/test-logs
mkdir -p "$logdir"
total_pass=0 total_fail=0 total_skip=0
declare -a rows=() failing=() notes=() skips=()
if (($# == 0)); then
  echo "no test suites registered" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
for suite in "$@"; do
  log="$logdir/$suite.log"
  start=$(date +%s)
  make --no-print-directory -s "test-$suite" >"$log" 2>&1
  rc=$?
  secs=$(($(date +%s) - start))
  line=$(grep -E '^([A-Za-z-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  k=0
  if [[ -n $line ]]; then
    p=$(sed -E 's/^([A-Za-z-]+: )?([0-9]+) passed.*/\2/' <<<"$line")
    f=$(sed -E 's/^([A-Za-z-]+: )?[0-9]+ passed, ([0-9]+) failed.*/\2/' <<<"$line")
    [[ $line =~ ,\ ([0-9]+)\ skipped ]] && k=${BASH_REMATCH[1]}
  else
    p=0 f=0
  fi
  if ((rc != 0 && f == 0)); then f=$((f + 1)); fi
  if [[ -z $line ]]; then f=$((f > 0 ? f : 1)); fi
  total_pass=$((total_pass + p)) total_fail=$((total_fail + f)) total_skip=$((total_skip + k))
  verdict=ok; ((f > 0)) && verdict=FAIL
  rows+=("$(printf '%-14s %6d passed %4d failed %4d skipped %5ss  %s' "$suite" "$p" "$f" "$k" "$secs" "$verdict")")
  mapfile -t -O "${#notes[@]}" notes < <(grep -E '^note: ' "$log" | sed "s/^note: /$suite: /")
  mapfile -t -O "${#skips[@]}" skips < <(grep -E '^SKIP |^ *test_[a-z0-9_]+ .*skipped' "$log" | head -n 5 | sed "s/^/$suite: /")
  if ((f > 0)); then
    echo "---- $suite failed (exit $rc); last lines of $log:"
    tail -n 40 "$log"
    mapfile -t -O "${#failing[@]}" failing < <(grep -E '^(FAIL|not ok)\b' "$log" | head -n 20 | sed "s/^/$suite: /")
  fi
done
echo "---- test suites"
printf '%s\n' "${rows[@]}"
if ((${#notes[@]} > 0)); then
  echo "---- notes"
  printf '%s\n' "${notes[@]}"
fi
if ((total_skip > 0)); then
  echo "---- skipped here (the reasons; the logs in $logdir say which checks)"
  printf '%s\n' "${skips[@]}"
fi
# The failing checks, last: CI keeps only the end of this output, and a
# check can fail far above its suite's last lines.
if ((${#failing[@]} > 0)); then
  echo "---- failing checks"
  printf '%s\n' "${failing[@]}"
fi
echo "$total_pass passed, $total_fail failed$( ((total_skip)) && echo ", $total_skip skipped")"
((total_fail == 0))
