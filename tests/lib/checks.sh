# The pass/fail bookkeeping the shell suites share (source it):
#   ok WHAT               counts a passed check: "ok   WHAT"
#   bad WHAT [WHY]        counts a failed one:   "FAIL WHAT: WHY" (tests/run_suites.sh
#                         lists every FAIL line at the end of make test)
#   check WHAT CMD...     runs CMD and counts it; its output goes to $CHECK_LOG
#                         when that is set (the failure then points there)
#   skip WHAT WHY         counts a check that could not be made here: "SKIP WHAT: WHY"
#                         (never a pass: tests/run_suites.sh sums and lists the skips)
#   summary               prints the closing "N passed, N failed[, N skipped]"; its
#                         status is the suite's: non-zero when any check failed
pass=0 fail=0 skipped=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1${2:+: $2}"; }
skip() { skipped=$((skipped + 1)); echo "SKIP $1: $2"; }
check() {
  local what=$1
  shift
  if [[ -z ${CHECK_LOG:-} ]]; then
    if "$@"; then ok "$what"; else bad "$what"; fi
  elif "$@" >>"$CHECK_LOG" 2>&1; then
    ok "$what"
  else
    bad "$what" "see $CHECK_LOG"
  fi
}
summary() {
  echo "$pass passed, $fail failed$( ((skipped > 0)) && echo ", $skipped skipped")"
  ((fail == 0))
}
