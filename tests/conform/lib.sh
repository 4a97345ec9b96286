# Shared by the conform suites (run_tests.sh, cores_tests.sh,
# all_cores_tests.sh), which run side by side: the checks' helpers, the
# catalogue of test plugins and the defect each one must be caught by, and
# the closing line. Sourced after the suite sets WORK to its own scratch
# directory.
#
# Environment (set by tests/conform/module.mk):
#   SEABI       build/bin/seabi          SEABI_ASAN  the ASan+UBSan build
#   PLUGINS     directory of test plugins (build/conform)
#   SIMDEV      build/lib/libsimdev.so, or empty when that module is absent
#   UNIT, UNIT_ASAN  the host library's unit tests (plain, ASan+UBSan)
#   WORK        scratch directory, unique per run (removed when all passed)
#
# Every check prints "ok" or "FAIL" with what it asserted; the last line is
# "N passed, N failed" and the exit status is non-zero on any failure.
set -uo pipefail
# The interpreter itself (module.mk passes make's $(PYTHON)): under pyenv
# `python3` is a shell shim costing more than the checks it runs.
if [[ -n ${PYTHON:-} ]]; then python3() { "$PYTHON" "$@"; }; fi
# Conformance runs mostly wait (timeouts, gates), so more run at once than
# there are cores.
CONFORM_JOBS=${CONFORM_JOBS:-4}

: "${SEABI:?}" "${SEABI_ASAN:?}" "${PLUGINS:?}" "${WORK:?}"
SIMDEV=${SIMDEV:-}
rm -rf "$WORK"
mkdir -p "$WORK"
source "$(dirname "${BASH_SOURCE[0]}")/../lib/checks.sh"

# A report's cases as one line each, "id<TAB>grade<TAB>verdict<TAB>evidence"
# (the evidence's tabs and line breaks made spaces), written beside the JSON
# once and rewritten when the JSON is newer: the checks ask each report many
# questions, and an interpreter start per question was a third of the
# conform suites' CPU time.
cases_of() { # JSON -> prints the path of its table
  local table=$1.cases
  if [[ ! -s $table || $1 -nt $table ]]; then
    "${PYTHON:-python3}" -S -c 'import json,sys
for c in json.load(open(sys.argv[1]))["cases"]:
    print("\t".join([c["id"], c["grade"], c["verdict"], c["evidence"].replace("\t", " ").replace("\n", " ")]))' "$1" >"$table" 2>/dev/null
  fi
  echo "$table"
}
# verdict JSON ID -> prints the case's verdict (PASS/FAIL/SKIP or MISSING)
verdict() {
  awk -F'\t' -v id="$2" '$1 == id { print $3; found = 1; exit } END { if (!found) print "MISSING" }' "$(cases_of "$1")"
}
# evidence JSON ID -> the case's evidence text
evidence() {
  awk -F'\t' -v id="$2" '$1 == id { print $4; exit }' "$(cases_of "$1")"
}
# hard_failures JSON -> ids of failed REQUIRED/EXPECTED cases, space separated
hard_failures() {
  awk -F'\t' '$3 == "FAIL" && $2 != "ADVISORY" { printf "%s%s", sep, $1; sep = " " } END { print "" }' "$(cases_of "$1")"
}
# judged JSON ID VERDICT MUST [MUST_NOT] -> the case has VERDICT and its
# evidence matches the ERE MUST (and not MUST_NOT)
judged() {
  local ev
  [[ $(verdict "$1" "$2") == "$3" ]] || return 1
  ev=$(evidence "$1" "$2")
  grep -qE -- "$4" <<<"$ev" || return 1
  [[ -z ${5:-} ]] || ! grep -qE -- "$5" <<<"$ev"
}
# not_run JSON -> ids of cases not run because a prerequisite failed
not_run() {
  awk -F'\t' '$3 == "NOT_RUN" { printf "%s%s", sep, $1; sep = " " } END { print "" }' "$(cases_of "$1")"
}
# sanitizer_hits JSON -> ids of cases whose evidence shows a sanitizer stop
# (the child's last stderr line is "==PID==ABORTING" after an ASan report).
# X08 is left out: it makes the plugin itself double-free on purpose.
sanitizer_hits() {
  awk -F'\t' '$1 != "X08" && $4 ~ /Sanitizer|runtime error|==ABORTING/ { printf "%s%s", sep, $1; sep = " " } END { print "" }' \
    "$(cases_of "$1")"
}

# ---- the catalogue ----------------------------------------------------------
# run_one [VAR=value...] binary plugin tag [extra args]: plugin is a test
# plugin's name, or a path; the variables go into the run's environment.
run_one() {
  local envs=()
  while [[ $1 == *=* ]]; do envs+=("$1"); shift; done
  local bin=$1 plugin=$2 tag=$3
  shift 3
  [[ $plugin == */* ]] || plugin=$PLUGINS/$plugin.so
  env "${envs[@]}" "$bin" conform "$plugin" --json "$WORK/$tag.json" "$@" >"$WORK/$tag.txt" 2>"$WORK/$tag.err"
  echo $? >"$WORK/$tag.rc"
}
export -f run_one
export PLUGINS WORK
# Sanitized runs report leaks of the deliberately leaked gate blocks in the
# children (they never free what a plugin might still call); the runner's
# own memory errors are what we look for.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1

rc() { cat "$WORK/$1.rc"; }

LEGAL="plugin_async plugin_sync plugin_one_device plugin_v001"
declare -A CATCH=(
  [broken_write_past]=R08
  [broken_zero_struct_size]=R03
  [broken_ignore_major]=R06
  [broken_lowercase_name]=R04
  [broken_missing_callback]=R11
  [broken_callback_never_runs]=H01
  [broken_events_always_complete]=E03
  [broken_blocking_poll]=E04
  [broken_aliased_streams]=S02
  [broken_placeholder_stats]=M06
  [broken_memset32_overrun]=C11
  [broken_status_never_set]=X01
  [broken_callback_returns_false]=H01
  [broken_callback_null_status]=H01
  [broken_memset_sizeof]=R09
  [broken_keeps_device_address]=D05
  [broken_tf_layout]=H01
  [broken_grown_struct_size]=R09
  [broken_callback_runs_returns_false]=H01
  [broken_device_ordinal_unset]=D06
  [broken_no_device_count]=R05
  [broken_short_executor]=R11
  [broken_short_platform_fns]=R05
)
# Defects that only ADVISORY cases judge: caught, but the exit status stays 0.
declare -A ADVISE=(
  [broken_se_size_mismatch]=R17
  [broken_unchecked_copy]=C13
  [broken_leaks_events]=X07
)

# The closing line; scratch space is per run (concurrent runs must not share
# it) and kept only when something failed, for the logs.
# oracle [--same ALL_CORES.json DIR] REPORT...: the consistency oracle
# (oracle.py), one check per report: no two verdicts of a run disagree, and
# none contradicts the run's record of what the plugin did.
oracle() {
  local verdict what
  while read -r verdict what; do
    case $verdict in
      ok) ok "$what" ;;
      FAIL) bad "$what" ;;
    esac
  done < <("${PYTHON:-python3}" "$(dirname "${BASH_SOURCE[0]}")/oracle.py" "$@" 2>&1)
}

finish() {
  if ((fail == 0)); then rm -rf "$WORK"; else echo "logs kept in $WORK"; fi
  summary
}
