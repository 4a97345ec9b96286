#!/usr/bin/env bash
# Memory errors inside a plugin, caught rather than lucky (issue 37,
# README "Memory errors inside your plugin"): asan_event_plugin.c's three
# errors pass a plain run, because the freed memory is reused at once or
# the bytes past an event are there to read; built with -fsanitize=address
# and run by `seabi conform --asan`, each case they reach fails with
# AddressSanitizer's summary (kind, address, the plugin's frame) as its
# evidence and as a memory_error claim. Helpers: lib.sh.
# shellcheck source=tests/conform/lib.sh
. "$(dirname "$0")/lib.sh"
A=$PLUGINS/asan
unset ASAN_OPTIONS # seabi --asan sets what it needs; lib.sh's are for the sanitized host

{
  echo "$SEABI $A/freed.so freed_plain --only X08"
  echo "$SEABI $A/freed_asan.so freed_asan --only X08 --asan"
  echo "$SEABI $A/double.so double_plain --only X08"
  echo "$SEABI $A/double_asan.so double_asan --only X08 --asan"
  echo "$SEABI $A/past.so past_plain --only E02"
  echo "$SEABI $A/past_asan.so past_asan --only E02 --asan"
  echo "$SEABI_ASAN $A/freed_asan.so freed_asan_host --only X08 --asan"
  echo "$SEABI $A/freed.so not_sanitized --only X08 --asan"
} | xargs -P 2 -L 1 bash -c 'run_one "$1" "$2" "$3" "${@:4}"' _

# memory_error CLAIM-FIELD... of case ID in report TAG, one per line
claim() {
  python3 -c 'import json,sys
c = next(c for c in json.load(open(sys.argv[1]))["cases"] if c["id"] == sys.argv[2])
k = [k for k in c["claims"] if k["says"] == "memory_error"]
print(" ".join(k[0][f] for f in sys.argv[3:]) if k else "none")' "$WORK/$1.json" "$2" "${@:3}"
}

check "plain run: the use after free and double free of a destroyed event pass X08 by luck (the freed memory is reused)" \
  judged "$WORK/freed_plain.json" X08 PASS "second destroy_event returned"
check "plain run: the double free alone passes X08 too" judged "$WORK/double_plain.json" X08 PASS "second destroy_event returned"
check "plain run: the read past an event passes E02" judged "$WORK/past_plain.json" E02 PASS "COMPLETE"

# X08 is ADVISORY: its failure alone leaves the exit status 0; E02 is not.
check "--asan: X08 fails with ASan's heap-use-after-free, its address, the READ and the plugin's frame (exit 0, X08 is advisory: $(rc freed_asan))" \
  test "$(rc freed_asan)" = 0 -a "$(judged "$WORK/freed_asan.json" X08 FAIL \
    '^memory error \(AddressSanitizer\): heap-use-after-free on address 0x[0-9a-f]+ \(READ of size [0-9]+\) at mini_get_event_status .*mini_plugin.inc.c:[0-9]+' && echo yes)" = yes
check "--asan: the double free alone is ASan's double-free at mini_destroy_event" \
  judged "$WORK/double_asan.json" X08 FAIL "^memory error \(AddressSanitizer\): double-free on address 0x[0-9a-f]+ at mini_destroy_event "
check "--asan: the read past the event is ASan's heap-buffer-overflow in E02 (exit 1: $(rc past_asan))" \
  test "$(rc past_asan)" = 1 -a "$(verdict "$WORK/past_asan.json" E02)" = FAIL
check "--asan: ... with its address, the READ and the plugin's frame" \
  judged "$WORK/past_asan.json" E02 FAIL "heap-buffer-overflow on address 0x[0-9a-f]+ \(READ of size 8\) at mini_get_event_status "
# (The child's captured output, the case's "output", holds ASan's whole
# report, its last line "==PID==ABORTING" included: the evidence must not.)
check "--asan: the evidence is ASan's summary, not the child's last stderr line" \
  bash -c "! grep -q ABORTING <<<'$(evidence "$WORK/freed_asan.json" X08) $(evidence "$WORK/double_asan.json" X08) $(evidence "$WORK/past_asan.json" E02)'"
kinds="$(claim freed_asan X08 kind) $(claim double_asan X08 kind) $(claim past_asan E02 kind)"
frame=$(claim double_asan X08 frame)
check "--asan: each carries a memory_error claim naming kind and frame ($kinds; $frame)" \
  test "$kinds" = "heap-use-after-free double-free heap-buffer-overflow" -a "${frame%% *}" = mini_destroy_event
check "--asan under the sanitized host (its runtime already there): the same verdict" \
  judged "$WORK/freed_asan_host.json" X08 FAIL "heap-use-after-free on address 0x[0-9a-f]+ .* at mini_get_event_status"
check "--asan on a plugin not built with -fsanitize=address: exit 2 and how to build it (got $(rc not_sanitized))" \
  bash -c "test $(rc not_sanitized) = 2 && grep -q 'is not built with -fsanitize=address.*SEABI_ASAN_RUNTIME' '$WORK/not_sanitized.err'"
oracle "$WORK"/freed_asan.json "$WORK"/double_asan.json "$WORK"/past_asan.json "$WORK"/freed_plain.json
finish
