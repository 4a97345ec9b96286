#!/usr/bin/env bash
# The command line keeps its promises (issue 35, item 6), run by
# `make test-conform-cli`:
#   - --help and -h on every command print that command's usage on stdout
#     and exit 0;
#   - a report path (--json, --junit, --html, --trace, --xspace) that cannot
#     be written is exit 2, named with the reason, before any plugin code
#     runs; a report is written whole or not at all;
#   - README's exit-status table, walked row by row: each scenario below
#     names the row it exercises by a phrase of that row, is run by every
#     command it applies to, and must end with that row's status.
source "$(dirname "$0")/lib.sh"
PY=${PYTHON:-python3}
README=$(dirname "$0")/../../README.md

# ---- --help on every command -------------------------------------------------
for cmd in list conform demo cores; do
  for flag in --help -h; do
    "$SEABI" $cmd $flag >"$WORK/help.out" 2>"$WORK/help.err"
    hrc=$?
    check "seabi $cmd $flag: exit 0 (got $hrc), its usage on stdout, nothing on stderr" \
      bash -c 'test $0 = 0 && head -1 "$1" | grep -q "^usage: seabi $2 " && ! test -s "$3"' $hrc "$WORK/help.out" $cmd \
      "$WORK/help.err"
    check "seabi $cmd $flag: no other command's synopsis" \
      bash -c '! grep -E "^(usage:| ) *seabi (list|conform|demo|cores) " "$0" | grep -vq "seabi $1 "' "$WORK/help.out" $cmd
  done
done
"$SEABI" conform --help >"$WORK/help.out"
check "seabi conform --help: names --core-deadline and the report paths' check" \
  bash -c 'grep -q -- "--core-deadline SECONDS" "$0" && grep -q "checked before any plugin code runs" "$0"' "$WORK/help.out"
for flag in --help -h; do
  "$SEABI" $flag >"$WORK/help.out" 2>"$WORK/help.err"
  hrc=$?
  check "seabi $flag: exit 0 (got $hrc), every command's usage and the exit statuses on stdout" \
    bash -c 'test $0 = 0 && for c in list conform demo cores; do grep -q "seabi $c " "$1" || exit 1; done &&
             grep -q "^Exit status" "$1"' $hrc "$WORK/help.out"
done

# ---- report paths, checked before the run -----------------------------------------
mkdir -p "$WORK/adir"
touch "$WORK/afile"
# option value why: each a usage error naming the path and the reason
bad_paths=(
  "$WORK/no/such/dir/r.json|the directory .*no/such/dir does not exist"
  "$WORK/adir|is a directory"
  "$WORK/afile/r.json|afile is not a directory"
)
for entry in "${bad_paths[@]}"; do
  path=${entry%%|*} why=${entry#*|}
  for opt in --json --junit --html; do
    "$SEABI" conform "$PLUGINS/plugin_sync.so" $opt "$path" >"$WORK/path.out" 2>"$WORK/path.err"
    prc=$?
    check "conform $opt ${path#$WORK/}: exit 2 (got $prc), path and reason named, no plugin code run" \
      bash -c 'test $0 = 2 && grep -q -- "$1 $2: cannot write the report there: .*$3" "$4" && ! grep -q "(core" "$5"' \
      $prc "$opt" "$path" "$why" "$WORK/path.err" "$WORK/path.out"
  done
  for opt in --trace --xspace; do
    "$SEABI" demo $opt "$path" "$PLUGINS/plugin_sync.so" >"$WORK/path.out" 2>"$WORK/path.err"
    prc=$?
    check "demo $opt ${path#$WORK/}: exit 2 (got $prc), path and reason named, no plugin code run" \
      bash -c 'test $0 = 2 && grep -q -- "$1 $2: cannot write the report there: .*$3" "$4" && ! grep -q "^demo:" "$5"' \
      $prc "$opt" "$path" "$why" "$WORK/path.err" "$WORK/path.out"
  done
done
"$SEABI" conform "$PLUGINS/plugin_sync.so" --all-cores --junit "$WORK/no/dir/r.xml" >"$WORK/path.out" 2>"$WORK/path.err"
prc=$?
check "conform --all-cores --junit into no directory: exit 2 (got $prc) before any core ran" \
  bash -c 'test $0 = 2 && grep -q "r.xml: cannot write" "$1" && ! test -s "$2"' $prc "$WORK/path.err" "$WORK/path.out"
# A directory that is not writable: as an unprivileged user (root writes anywhere).
if [[ $(id -u) == 0 ]] && command -v setpriv >/dev/null && setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null &&
  setpriv --reuid=65534 --regid=65534 --clear-groups test -x "$SEABI"; then
  mkdir -p "$WORK/ro" && chmod 755 "$WORK/ro" "$WORK"
  setpriv --reuid=65534 --regid=65534 --clear-groups "$SEABI" conform "$PLUGINS/plugin_sync.so" --json "$WORK/ro/r.json" \
    >"$WORK/ro.out" 2>"$WORK/ro.err"
  prc=$?
  check "conform --json into a directory nobody may write, as nobody: exit 2 (got $prc), 'Permission denied'" \
    bash -c 'test $0 = 2 && grep -q "cannot create files in .*ro: Permission denied" "$1"' $prc "$WORK/ro.err"
elif [[ $(id -u) != 0 ]]; then
  mkdir -p "$WORK/ro" && chmod 555 "$WORK/ro"
  "$SEABI" conform "$PLUGINS/plugin_sync.so" --json "$WORK/ro/r.json" >"$WORK/ro.out" 2>"$WORK/ro.err"
  prc=$?
  check "conform --json into a read-only directory: exit 2 (got $prc), 'Permission denied'" \
    bash -c 'test $0 = 2 && grep -q "cannot create files in .*ro: Permission denied" "$1"' $prc "$WORK/ro.err"
  chmod 755 "$WORK/ro"
else
  skip "a directory nobody may write" "no setpriv to run seabi unprivileged"
fi
check "conform --json -: the report on stdout" \
  bash -c '"$0" conform "$1" --only R01 --json - | grep -q "\"summary\""' "$SEABI" "$PLUGINS/plugin_sync.so"

# ---- reports written whole or not at all -------------------------------------------
printf 'the old report\n' >"$WORK/old.json"
(trap '' XFSZ; ulimit -f 1; "$SEABI" conform "$PLUGINS/plugin_sync.so" --only R01 --json "$WORK/old.json") \
  >"$WORK/full.out" 2>"$WORK/full.err"
frc=$?
check "a report that cannot be written whole (file size limit): exit 2 (got $frc), named with why" \
  bash -c 'test $0 = 2 && grep -q "cannot write .*old.json: File too large" "$1"' $frc "$WORK/full.err"
check "... the old report is left as it was, no temporary file beside it" \
  bash -c 'test "$(cat "$0")" = "the old report" && test -z "$(ls "$1" | grep "old.json.")"' "$WORK/old.json" "$WORK"
"$SEABI" conform "$PLUGINS/plugin_sync.so" --only R01 --json "$WORK/old.json" --junit "$WORK/r.xml" --html "$WORK/r.html" \
  >/dev/null 2>&1
check "a report written whole replaces the old one (JSON, JUnit, HTML), no temporary file left" \
  bash -c '"$0" -S -c "import json,sys; json.load(open(sys.argv[1]))" "$1" && grep -q "</testsuites>" "$2" &&
           grep -q "</html>" "$3" && test -z "$(ls "$4" | grep -E "(old.json|r.xml|r.html)\.")"' \
  "$PY" "$WORK/old.json" "$WORK/r.xml" "$WORK/r.html" "$WORK"

# ---- README's exit-status table ---------------------------------------------------
# The table's rows, "status<TAB>meaning".
"$PY" -S -c 'import re,sys
rows = [m.groups() for m in re.finditer(r"^\| ([0-9]) \| (.*) \|$", open(sys.argv[1]).read(), re.M)]
for s, meaning in rows: print(s + "\t" + meaning)' "$README" >"$WORK/table.tsv"
check "README's exit-status table has the rows 0, 1 and 2" test "$(cut -f1 "$WORK/table.tsv" | tr -d '\n')" = 012
row_says() { # STATUS PHRASE: README's row STATUS contains PHRASE
  awk -F'\t' -v s="$1" '$1 == s' "$WORK/table.tsv" | grep -qF -- "$2"
}
# status|phrase of its row|commands|arguments (PLUGIN: the plugin's path)
scenarios=(
  "0|success|conform|$PLUGINS/plugin_sync.so --only R01"
  "0|platforms listed|list|$PLUGINS/plugin_sync.so"
  "0|the demo workload ran|demo|${SIMDEV:-$PLUGINS/plugin_sync.so}"
  "0|success|cores|"
  "1|a REQUIRED or EXPECTED case failed|conform|$PLUGINS/broken_lowercase_name.so"
  "1|in \`dlopen\` too|conform list demo|$PLUGINS/survive_ctor_segv.so"
  "1|in \`dlopen\` too|conform list demo|$PLUGINS/survive_ctor_abort.so"
  # The forged report: conform's verdict rests on the runner's own facts,
  # list's and demo's on the authenticated channel (the forgery writes no
  # record seabi takes) and the reaper's word that the child crashed.
  "1|crashed|conform list demo|$PLUGINS/survive_forged_ctor.so --timeout 3000"
  "2|bad arguments|list conform demo cores|--bogus"
  "2|a prefix of \`--only\` matches no case|conform|$PLUGINS/plugin_sync.so --only ZZ"
  "2|no such file|conform list demo|$WORK/no/such/plugin.so"
  "2|not a loadable plugin|conform list demo|$PLUGINS/not_a_plugin.so"
  "2|a report file that cannot be written|conform|$PLUGINS/plugin_sync.so --json $WORK/no/such/dir/r.json"
  "2|a report file that cannot be written|demo|--trace $WORK/no/such/dir/t.json $PLUGINS/plugin_sync.so"
)
for entry in "${scenarios[@]}"; do
  IFS='|' read -r want phrase cmds args <<<"$entry"
  check "README's row $want says \"$phrase\"" row_says "$want" "$phrase"
  for cmd in $cmds; do
    # shellcheck disable=SC2086 # the arguments are words
    "$SEABI" $cmd $args >"$WORK/exit.out" 2>&1
    got=$?
    check "exit status $want ($phrase): seabi $cmd ${args//$WORK\//} (got $got)" test "$got" = "$want"
  done
done
finish
