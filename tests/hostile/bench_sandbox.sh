#!/usr/bin/env bash
# make bench-sandbox: what the sandbox costs a whole run, `seabi conform
# --all-cores` on the reference plugin with it and with --no-sandbox,
# measured side by side in one run (interleaved, the best of ROUNDS each, so
# a burst of load on a shared machine weighs on both). Goal: at most 1.3x.
# Usage: bench_sandbox.sh SEABI PLUGIN [ROUNDS]
set -uo pipefail
SEABI=$1 PLUGIN=$2 ROUNDS=${3:-2}
secs() { # seabi args...: wall seconds of one run (its exit status is the verdict's: not ours)
  local t0 t1
  t0=$(date +%s.%N)
  "$SEABI" conform "$PLUGIN" --all-cores "$@" >/dev/null 2>&1
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }'
}
best_on=999999 best_off=999999
for _ in $(seq "$ROUNDS"); do
  on=$(secs) off=$(secs --no-sandbox)
  best_on=$(awk -v a="$best_on" -v b="$on" 'BEGIN { print (b < a ? b : a) }')
  best_off=$(awk -v a="$best_off" -v b="$off" 'BEGIN { print (b < a ? b : a) }')
done
ratio=$(awk -v a="$best_on" -v b="$best_off" 'BEGIN { printf "%.2f", a / b }')
echo "| seabi conform --all-cores simdev: sandboxed vs --no-sandbox (best of $ROUNDS, ${SEABI_CORE_SET:-all} cores) | ${ratio}x (${best_on} s vs ${best_off} s) | <= 1.3x |"
