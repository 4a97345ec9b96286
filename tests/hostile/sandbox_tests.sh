#!/usr/bin/env bash
# The sandbox against a hostile plugin (issue 35): each behaviour of
# hostile_escape.inc.c run through `seabi conform --only R05` in four modes,
#   sandbox     the default, as root (this machine's CI user)
#   no-sandbox  --no-sandbox: what the plugin can do without it
#   nobody      the default as an unprivileged user (setpriv to 65534)
#   refused     the default with namespaces refused (SEABI_SANDBOX_REFUSE=namespaces):
#               what the fallback keeps (seccomp, rlimits, environment,
#               subreaper)
# and the expected outcome of each cell asserted from the machine itself
# (files, processes, the report) and from what the plugin said it managed
# (its stderr, captured into the case's JSON). Printed as one table.
# make test runs the cheap cells; the costly ones (memory and file size,
# hangs, the report daemon's wait, in every mode) only with
# SANDBOX_TESTS_LONG=1 (make test-sandbox-long), and say so in the table.
# Usage: sandbox_tests.sh SEABI PLUGIN WORKDIR  (PYTHON: a python3)
set -uo pipefail
SEABI=$1 PLUGIN=$2 W=$3
PY=${PYTHON:-python3}
rm -rf "$W" && mkdir -p "$W" && chmod 1777 "$W" && W=$(cd "$W" && pwd)
pass=0 fail=0
declare -A cell=()
modes=(sandbox no-sandbox nobody refused)
behaviours=()

# The runs as nobody need a seabi, its cores and the plugin nobody may read.
BIN_DIR=$(cd "$(dirname "$SEABI")/.." && pwd)
have_nobody=1
if ! setpriv --reuid=65534 --regid=65534 --clear-groups test -r "$PLUGIN" 2>/dev/null ||
   ! setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$SEABI" 2>/dev/null; then
  mkdir -p "$W/copy" && cp -a "$BIN_DIR/bin" "$BIN_DIR/lib" "$W/copy/" && cp "$PLUGIN" "$W/copy/plugin.so"
  chmod -R a+rX "$W/copy"
  SEABI_NOBODY=$W/copy/bin/$(basename "$SEABI") PLUGIN_NOBODY=$W/copy/plugin.so
else
  SEABI_NOBODY=$SEABI PLUGIN_NOBODY=$PLUGIN
fi
setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null || have_nobody=0

# A loopback listener outside every sandbox, for the network behaviour.
PORT_FILE=$W/port
"$PY" -c '
import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(16)
open(sys.argv[1], "w").write(str(s.getsockname()[1]))
s.settimeout(60)
try:
    while True: s.accept()[0].close()
except Exception: pass' "$PORT_FILE" &
LISTENER=$!
for _ in $(seq 50); do [[ -s $PORT_FILE ]] && break; sleep 0.1; done
PORT=$(cat "$PORT_FILE" 2>/dev/null)
escapees() { pgrep -x seabi-escapee 2>/dev/null | tr '\n' ' '; }
# Kills, by pid, escapees a run without the sandbox left (only ours: named
# by the plugin, started by this script's runs).
reap_escapees() { local p; for p in $(escapees); do kill -KILL "$p" 2>/dev/null; done; }
trap 'kill $LISTENER 2>/dev/null; reap_escapees' EXIT

# run BEHAVIOUR MODE [seabi args...]: RC, OUT (the R05 case's verdict,
# evidence and captured output), TXT (seabi's own output).
run() {
  local b=$1 mode=$2
  shift 2
  local tag=$b-$mode seabi=$SEABI plugin=$PLUGIN pre=() env=(env)
  TARGET=$W/target-$tag
  mkdir -p "$TARGET/bin" "$W/home-$tag" && cp "$SEABI" "$TARGET/bin/seabi" && chmod -R a+rwX "$TARGET" "$W/home-$tag"
  [[ -n ${TARGET_FILE:-} ]] && TARGET=$TARGET_FILE
  case $mode in
    no-sandbox) set -- "$@" --no-sandbox ;;
    nobody) pre=(setpriv --reuid=65534 --regid=65534 --clear-groups); seabi=$SEABI_NOBODY plugin=$PLUGIN_NOBODY ;;
    refused) env+=(SEABI_SANDBOX_REFUSE=namespaces) ;;
  esac
  rm -f "/tmp/seabi-escape-tmp-$tag"
  local t0ms=$(( $(date +%s%N) / 1000000 ))
  "${env[@]}" HOME="$W/home-$tag" SEABI_TEST_SECRET=s3cr3t SEABI_HOSTILE_ESCAPE="$b" SEABI_HOSTILE_TAG="$tag" \
    SEABI_HOSTILE_TARGET="$TARGET" SEABI_HOSTILE_PORT="$PORT" \
    timeout 60 "${pre[@]}" "$seabi" conform "$plugin" --only R05 --pass-env 'SEABI_HOSTILE_*' \
    --json "$W/$tag.json" "$@" >"$W/$tag.txt" 2>&1
  RC=$?
  [[ -n ${SANDBOX_TESTS_TIMES:-} ]] && echo "time $tag $(( $(date +%s%N) / 1000000 - t0ms )) ms" >&2
  TXT=$(cat "$W/$tag.txt")
  # The R05 case's line of the JSON (one case a line): verdict, evidence and
  # output, with JSON's escapes undone (no python per run: this runs ~50 times).
  local line
  line=$(grep -m1 '^    {"id": "R05"' "$W/$tag.json" 2>/dev/null)
  OUT="$(field verdict "$line") $(field evidence "$line") $(field output "$line")"
}

# field NAME JSON-LINE: the string value of NAME, unescaped.
field() {
  local v
  v=$(sed -n 's/.*"'"$1"'": "\(\([^"\\]\|\\.\)*\)".*/\1/p' <<<"$2")
  printf '%b' "${v//\\\"/\"}"
}

# expect BEHAVIOUR MODE OUTCOME CONDITION...: one cell of the table.
expect() {
  local b=$1 mode=$2 outcome=$3
  shift 3
  [[ " ${behaviours[*]} " == *" $b "* ]] || behaviours+=("$b")
  if "$@"; then
    pass=$((pass + 1)); cell[$b,$mode]="ok $outcome"
  else
    fail=$((fail + 1)); cell[$b,$mode]="FAIL (wanted: $outcome)"
    echo "FAIL $b / $mode: wanted $outcome; exit $RC; R05: $OUT" >&2
    echo "  seabi said: $(tail -n 3 "$W/$b-$mode.txt" 2>/dev/null | tr '\n' ' ')" >&2
  fi
}
skip_cell() { cell[$1,$2]="- $3"; [[ " ${behaviours[*]} " == *" $1 "* ]] || behaviours+=("$1"); }
said() { grep -q -- "$1" <<<"$OUT"; }
sandbox_modes() {
  local m
  for m in sandbox nobody refused; do
    [[ $m == nobody && $have_nobody == 0 ]] && continue
    echo "$m"
  done
}
LONG=${SANDBOX_TESTS_LONG:-}
# costly BEHAVIOUR MODE: 0 when the cell runs in this pass; else marks it.
costly() {
  [[ -n $LONG || $2 == sandbox ]] && return 1
  skip_cell "$1" "$2" "in make test-sandbox-long"
}

# ---- the environment: a secret seabi's caller holds ------------------------
for m in $(sandbox_modes) no-sandbox; do
  run secret "$m"
  if [[ $m == no-sandbox ]]; then
    expect secret "$m" "read (s3cr3t)" said "secret: s3cr3t"
  else
    expect secret "$m" "not there" bash -c "grep -q 'secret: (none)' <<<\"\$1\" && test $RC = 0" _ "$OUT"
  fi
done

# ---- what the report says the sandbox was (the secret runs' reports) --------
for m in $(sandbox_modes) no-sandbox; do
  j=$W/secret-$m.json
  RC=0 OUT=$(grep -m1 '"sandbox": ' "$j" | head -c 600)
  case $m in
    sandbox) expect report "$m" "header, JSON: pid mount namespaces, seccomp" \
      bash -c "grep -q '^sandbox: user pid mount' '$W/secret-$m.txt' && grep -q '\"sandbox\": {\"enabled\": true, .*\"namespaces\": \[\"user\", \"pid\", \"mount\"' '$j' && grep -q '\"seccomp\": true' '$j'" ;;
    nobody) expect report "$m" "JSON: user namespace, no missing part" \
      bash -c "grep -q '\"namespaces\": \[\"user\", \"pid\", \"mount\", \"net\"' '$j' && grep -q '\"missing\": \[\]' '$j'" ;;
    refused) expect report "$m" "JSON: no namespaces, each missing part named" \
      bash -c "grep -q '\"namespaces\": \[\]' '$j' && grep -q '\"part\": \"pid namespace\", \"why\": \"refused for this test' '$j' && grep -q 'missing: user namespace, pid namespace' '$W/secret-$m.txt'" ;;
    no-sandbox) expect report "$m" "header and JSON: off (--no-sandbox)" \
      bash -c "grep -q '^sandbox: off (--no-sandbox)' '$W/secret-$m.txt' && grep -q '\"sandbox\": {\"enabled\": false' '$j'" ;;
  esac
done

# ---- files outside the scratch, and the binary that judges ------------------
for m in $(sandbox_modes) no-sandbox; do
  run files "$m"
  home=$W/home-files-$m/seabi-escape-home tmpf=/tmp/seabi-escape-tmp-files-$m ckout=$W/target-files-$m/seabi-escape-checkout
  untouched() { ! test -e "$home" && ! test -e "$tmpf" && ! test -e "$ckout" && cmp -s "$SEABI" "$W/target-files-$m/bin/seabi"; }
  case $m in
    sandbox | nobody) expect files "$m" "nothing written, binary intact" untouched ;;
    refused) expect files "$m" "HOME is scratch; /tmp and checkout writable (no read-only view)" \
      bash -c "! test -e '$home' && test -e '$tmpf' && test -e '$ckout'" ;;
    no-sandbox) expect files "$m" "HOME, /tmp, checkout written, binary replaced" \
      bash -c "test -e '$home' && test -e '$tmpf' && test -e '$ckout' && ! cmp -s '$SEABI' '$W/target-files-$m/bin/seabi'" ;;
  esac
  rm -f "$tmpf"
done

# ---- the network -------------------------------------------------------------
for m in $(sandbox_modes) no-sandbox; do
  run network "$m"
  case $m in
    sandbox | nobody) expect network "$m" "no route out; own loopback" \
      bash -c "! grep -q 'port: connected' <<<\"\$1\" && grep -q 'listen on loopback: listening' <<<\"\$1\"" _ "$OUT" ;;
    *) expect network "$m" "connected to the machine's loopback" said "port: connected" ;;
  esac
done

# ---- processes that outlive the run -------------------------------------------
for m in $(sandbox_modes) no-sandbox; do
  reap_escapees
  run daemon "$m"
  left=$(escapees)
  if [[ $m == no-sandbox ]]; then
    expect daemon "$m" "daemon survives seabi" test -n "$left"
  else
    expect daemon "$m" "gone with the run" bash -c "test -z '$left' && grep -q 'daemon started' <<<\"\$1\"" _ "$OUT"
  fi
  reap_escapees
  extra=()
  # Under nproc=16 the plugin's own threads fail too: a short timeout.
  [[ $m == nobody ]] && extra=(--sandbox-limit nproc=16 --timeout 1500)
  run flood "$m" "${extra[@]}"
  left=$(escapees)
  case $m in
    no-sandbox) expect flood "$m" "64 started, survive seabi" bash -c "grep -q '64 of 64' <<<\"\$1\" && test -n '$left'" _ "$OUT" ;;
    nobody) expect flood "$m" "bounded by nproc=16, none left" \
      bash -c "! grep -q '64 of 64' <<<\"\$1\" && grep -q 'flood:' <<<\"\$1\" && test -z '$left'" _ "$OUT" ;;
    *) expect flood "$m" "none left after the run" bash -c "grep -q 'flood:' <<<\"\$1\" && test -z '$left'" _ "$OUT" ;;
  esac
  reap_escapees
done

# ---- memory and file size (the limits lowered so the test stays cheap) ------
for m in $(sandbox_modes); do
  costly memory "$m" && costly file-size "$m" && continue
  run memory "$m" --sandbox-limit as=512M
  expect memory "$m" "bounded (as=512M)" bash -c "n=\$(sed -n 's/.*touched \([0-9]*\) MiB.*/\1/p' <<<\"\$1\"); test -n \"\$n\" && test \"\$n\" -lt 512" _ "$OUT"
  run file-size "$m" --sandbox-limit fsize=64M
  expect file-size "$m" "bounded (fsize=64M)" bash -c "n=\$(sed -n 's/.*wrote \([0-9]*\) MiB.*/\1/p' <<<\"\$1\"); test -n \"\$n\" && test \"\$n\" -le 64" _ "$OUT"
done
skip_cell memory no-sandbox "not run: it would take 4 GiB of the machine"
skip_cell file-size no-sandbox "not run: it would write 2 GiB"

# ---- hangs, garbage, forged records -------------------------------------------
for m in $(sandbox_modes) no-sandbox; do
  if [[ $m == no-sandbox ]] || ! costly hang "$m"; then
  run hang "$m" --timeout 400
  expect hang "$m" "killed at the timeout, named (exit 1)" bash -c "test $RC = 1 && grep -qE '^(FAIL hang|NOT_RUN prerequisite hung: SE_InitPlugin did not return within 400 ms)' <<<\"\$1\"" _ "$OUT"
  fi
  run garbage "$m"
  expect garbage "$m" "reaches nothing seabi reads (exit 0)" bash -c "test $RC = 0 && grep -q '^PASS' <<<\"\$1\"" _ "$OUT"
  run forge "$m"
  expect forge "$m" "named plugin failure (exit 1)" \
    bash -c "test $RC = 1 && grep -q \"^FAIL plugin code wrote [0-9]* bytes on seabi's result channel\" <<<\"\$1\"" _ "$OUT"
  run forge-abort "$m"
  expect forge-abort "$m" "judged by the crash (exit 1)" \
    bash -c "test $RC = 1 && grep -q '^FAIL crash: signal 6' <<<\"\$1\" && grep -q \"bytes on seabi's result channel\" <<<\"\$1\"" _ "$OUT"
done

# ---- the runner ---------------------------------------------------------------
for m in $(sandbox_modes) no-sandbox; do
  run runner "$m"
  if [[ $m == no-sandbox ]]; then
    expect runner "$m" "runner killed (exit 2)" test "$RC" = 2
  else
    expect runner "$m" "out of reach: the run goes on (exit 0)" \
      bash -c "test $RC = 0 && grep -q 'ptrace the parent ([0-9]*): Operation not permitted' <<<\"\$1\"" _ "$OUT"
  fi
done

# ---- a daemon against the report and the CI log ---------------------------------
for m in $(sandbox_modes) no-sandbox; do
  [[ $m != no-sandbox ]] && costly report-daemon "$m" && continue
  junit=$W/report-$m.xml
  TARGET_FILE=$junit
  t0=$(date +%s.%N)
  # The CI log: seabi's output through a pipe; it ends when every writer has gone.
  ( run report-daemon "$m" --junit "$junit" ) 2>&1 | cat >/dev/null
  piped=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
  TARGET_FILE=
  sleep 2 # the daemon's moment
  OUT=$(cat "$W/report-daemon-$m.txt")
  if [[ $m == no-sandbox ]]; then
    expect report-daemon "$m" "report rewritten after seabi exited" grep -q forged "$junit"
  else
    expect report-daemon "$m" "report stands (its sandbox properties), log closed at once" \
      bash -c "! grep -q forged '$junit' && grep -q '<property name=\"sandbox.enabled\" value=\"true\"/>' '$junit' && awk -v p='$piped' 'BEGIN { exit !(p < 1.4) }'"
  fi
done

# ---- the table ------------------------------------------------------------------
printf '\n| %-14s |' behaviour
for m in "${modes[@]}"; do printf ' %-44s |' "$m"; done
printf '\n|%s|' "----------------"
for m in "${modes[@]}"; do printf '%s|' "----------------------------------------------"; done
printf '\n'
for b in "${behaviours[@]}"; do
  printf '| %-14s |' "$b"
  for m in "${modes[@]}"; do
    c=${cell[$b,$m]:-}
    [[ -z $c && $m == nobody && $have_nobody == 0 ]] && c="- setpriv cannot run as nobody here"
    printf ' %-44s |' "${c:--}"
  done
  printf '\n'
done
echo "$pass passed, $fail failed"
((fail == 0))
