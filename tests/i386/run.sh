#!/usr/bin/env bash
# The skip path of tests/lib/run-i386, exercised on any host: with
# SEABI_I386=none (a host that cannot run i386 programs) a program is not run
# (exit 77, the reason on stderr), a suite with i386 checks still exits 0 and
# counts them as skipped, and tests/run_suites.sh sums the skips into its
# closing line and exits 0. Ends with "N passed, N failed".
set -uo pipefail
work=$(mktemp -d "${TMPDIR:-/tmp}/seabi-i386-skip.XXXXXX")
trap 'rm -rf "$work"' EXIT
source "$(dirname "${BASH_SOURCE[0]}")/../lib/checks.sh"
export SEABI_I386=none SEABI_I386_CACHE=$work/i386-runner

check "--how names the reason" grep -q '^none: SEABI_I386=none' <(tests/lib/run-i386 --how)
printf 'int main(void) { return 0; }\n' >"$work/p.c"
tests/lib/run-i386 /bin/true 2>"$work/run.err"; rc=$?
check "a program is not run: exit 77 (got $rc)" test "$rc" = 77
check "and the reason is on stderr" grep -q '^skipped: cannot run i386 program /bin/true: SEABI_I386=none' "$work/run.err"

# A suite with i386 checks (editions: one ILP32 comparison per edition).
make --no-print-directory -s test-editions >"$work/editions.log" 2>&1; rc=$?
check "editions exits 0 with its i386 checks skipped (got $rc)" test "$rc" = 0
check "editions' closing line counts the skips" \
  grep -Eq '^[0-9]+ passed, 0 failed, [1-9][0-9]* skipped$' <(tail -n 1 "$work/editions.log")
check "each skip says why" grep -q '^SKIP tensorflow-2.14 ILP32: i386 programs cannot run here: SEABI_I386=none' "$work/editions.log"

# The runner sums it: its own log directory, so the real run's logs stay.
TEST_LOGDIR=$work/logs TEST_PREREQS_BUILT=1 tests/run_suites.sh editions >"$work/suites.log" 2>&1; rc=$?
check "run_suites.sh exits 0 when checks were only skipped (got $rc)" test "$rc" = 0
check "run_suites.sh's closing line carries the skips" \
  grep -Eq '^[0-9]+ passed, 0 failed, [1-9][0-9]* skipped$' <(tail -n 1 "$work/suites.log")
check "run_suites.sh lists the skipped checks with the reason" grep -q '^editions: SKIP .*SEABI_I386=none' "$work/suites.log"
summary
