# The pass/fail bookkeeping the shell suites share (source it):
#   ok WHAT               counts a passed check: "ok   WHAT"
#   bad WHAT [WHY]        counts a failed one:   "FAIL WHAT: WHY" (tests/run_suites.sh
#                         lists every FAIL line at the end of make test)
#   check WHAT CMD...     runs CMD and counts it; its output goes to $CHECK_LOG
#                         when that is set (the failure then points there)
#   summary               prints the closing "N passed, N failed"; its status
#                         is the suite's: non-zero when any check failed
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1${2:+: $2}"; }
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
  echo "$pass passed, $fail failed"
  ((fail == 0))
}
