#!/usr/bin/env bash
# Runs one compile-matrix case (a line of cases.sh) and prints one verdict
# line: "PASS name", "FAIL name: why (log)" or "SKIP name: why" (an i386
# program where tests/lib/run-i386 finds no way to run one). Always exits 0;
# run.sh counts.
set -uo pipefail
IFS=$'\t' read -r name expect cmd <<<"$1"
# A toolchain without 32-bit support (no gcc-multilib; aarch64) cannot do any
# -m32 row: skipped with tests/lib/run-i386's reason, not failed.
if [[ $cmd == *" -m32 "* ]] && how=$(tests/lib/run-i386 --how) && [[ $how == "none: "*"cannot link"* ]]; then
  echo "SKIP $name: ${how#none: }"; exit 0
fi
log=$COMPILE_OUT/logs/$name.log
{ echo "\$ $cmd"; } >"$log"
eval "$cmd" >>"$log" 2>&1
rc=$?
verdict() { if [[ $1 == pass ]]; then echo "PASS $name"; else echo "FAIL $name: $2 ($log)"; fi; }
case $expect in
  ok) ((rc == 0)) && verdict pass || verdict fail "did not compile cleanly" ;;
  run)
    if ((rc != 0)); then verdict fail "did not build"; exit 0; fi
    bin=${cmd##* -o }
    runner=()
    [[ $cmd == *" -m32 "* ]] && runner=(tests/lib/run-i386)
    "${runner[@]}" "$bin" >>"$log" 2>&1; rc=$?
    if ((rc == 77)) && ((${#runner[@]})); then echo "SKIP $name: $(tail -n 1 "$log" | sed 's/^skipped: //')"
    elif ((rc == 0)); then verdict pass
    else verdict fail "program exited $rc"; fi ;;
  fail:*)
    want=${expect#fail:}
    if ((rc == 0)); then verdict fail "compiled, but had to be rejected ($want)"
    elif grep -Eq "$want" "$log"; then verdict pass
    else verdict fail "rejected, but not for '$want'"; fi ;;
  *) verdict fail "unknown expectation '$expect'" ;;
esac
exit 0
