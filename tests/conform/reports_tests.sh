#!/usr/bin/env bash
# `seabi conform --junit FILE` and `--html FILE` (issue 22, item 8): the
# reports people and CI read, each checked against the JSON report of the
# same run (reports_check.py says what each check asserts):
#   JUnit  parsed by a real XML parser; a testcase per case and core with the
#          verdict mapped as decided (NOT_RUN an <error>, never a pass); its
#          counts equal the JSON's; its text is the evidence, whatever bytes
#          the plugin put in it (report_strings.so)
#   HTML   one self-contained file embedding the JSON report, and the page as
#          a real browser draws it (Debian's chromium, headless, no network):
#          it rendered, the counts it computed and shows equal the JSON's per
#          core, every cell's hover text and the detail panel hold the
#          evidence, a </script> in the evidence ran nothing
# Where chromium is not installed or cannot start, the browser checks are
# counted as skipped, with the reason. Helpers and environment: lib.sh;
# CHROMIUM names the browser (default chromium; "none" skips those checks).
# shellcheck source=tests/conform/lib.sh
. "$(dirname "$0")/lib.sh"
CHECKER=$(dirname "$0")/reports_check.py

# reports TAG BINARY PLUGIN [args]: one run writing all three reports,
# TAG.json, TAG.xml, TAG.html, its output in TAG.txt, its status in TAG.rc.
reports() {
  local tag=$1 bin=$2 plugin=$3
  shift 3
  "$bin" conform "$plugin" "$@" --json "$WORK/$tag.json" --junit "$WORK/$tag.xml" --html "$WORK/$tag.html" \
    >"$WORK/$tag.txt" 2>&1
  echo $? >"$WORK/$tag.rc"
}
export -f reports
export SEABI SEABI_ASAN

# Every run up front, two at a time (each --all-cores run two cores at a time).
{
  # Every verdict there is, across the 14 cores.
  echo "mixed_all $SEABI $PLUGINS/tf_plugin_2_14.so --all-cores --jobs 2"
  # Text a report has to escape, in evidence, platform name and root cause.
  echo "strings_all $SEABI $PLUGINS/report_strings.so --all-cores --jobs 2"
  # Cores whose run is lost (the plugin kills the process running it).
  echo "kill_all $SEABI $PLUGINS/survive_kill_host.so --all-cores --only S01 --jobs 2"
  echo "nap_all $SEABI $PLUGINS/not_a_plugin.so --all-cores --jobs 2"
  echo "single $SEABI $PLUGINS/tf_plugin_2_14.so --core tensorflow-2.7"
  echo "nap_single $SEABI $PLUGINS/not_a_plugin.so"
  # The writers under ASan+UBSan, on the strings they have to escape.
  echo "strings_asan $SEABI_ASAN $PLUGINS/report_strings.so --core tensorflow-2.5"
} | xargs -P 2 -L 1 bash -c 'reports "$@"' _

declare -A STATUS=([mixed_all]=1 [strings_all]=1 [kill_all]=2 [nap_all]=2 [single]=1 [nap_single]=2 [strings_asan]=1)
for tag in mixed_all strings_all kill_all nap_all single nap_single strings_asan; do
  check "$tag: exit ${STATUS[$tag]} (got $(rc $tag)), and the three reports written" \
    test "$(rc $tag)" = "${STATUS[$tag]}" -a -s "$WORK/$tag.json" -a -s "$WORK/$tag.xml" -a -s "$WORK/$tag.html"
done
check "strings_asan: no sanitizer report from the writers" bash -c "! grep -qE 'Sanitizer|runtime error' '$WORK/strings_asan.txt'"

# ---- the browser, started first: it draws the pages while the checks of
# the JUnit and of the pages as files run.
CHROMIUM=${CHROMIUM:-chromium}
# browse URL OUT: the page's DOM as headless chromium left it, in OUT, and
# chromium's status in OUT.rc. No network (the page needs none; these flags
# keep chromium from trying), a fresh profile, --no-sandbox as root needs it.
browse() {
  local profile rc
  profile=$(mktemp -d "$WORK/chromium.XXXXXX")
  timeout 60 "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --disable-extensions \
    --user-data-dir="$profile" ${BROWSE_ARGS:-} ${BROWSE_SHOT:---dump-dom} "$1" >"$2" 2>"$2.err"
  rc=$?
  rm -rf "$profile"
  echo $rc >"$2.rc"
  return $rc
}
export -f browse
export CHROMIUM WORK
# The pages and the cell each one is opened at (#CORE/ID: the detail panel).
declare -A AT=([mixed_all]=tensorflow-2.5/H01 [strings_all]=tensorflow-2.5/R04 [kill_all]="" [single]=tensorflow-2.7/R09)
pages="mixed_all strings_all kill_all single"
# Whether chromium runs here at all (a page whose script writes a mark; the
# reason it does not in $WORK/no-browser), then every page, two at a time.
draw_pages() {
  if [[ $CHROMIUM == none ]] || ! command -v "$CHROMIUM" >/dev/null 2>&1; then
    echo "chromium is not installed (.ci/ensure-deps test installs Debian's chromium)" >"$WORK/no-browser"
    return
  fi
  echo '<!DOCTYPE html><p id="m"></p><script>document.getElementById("m").textContent = "ran " + (6 * 7);</script>' \
    >"$WORK/probe.html"
  local brc t0=$(date +%s%N)
  browse "file://$(realpath "$WORK/probe.html")" "$WORK/probe.dom"
  brc=$?
  if ((brc != 0)); then
    echo "chromium cannot start here (exit $brc)$(grep -v -i dbus "$WORK/probe.dom.err" | tail -n 1 | sed 's/^/: /')" \
      >"$WORK/no-browser"
    return
  fi
  for tag in $pages; do echo "file://$(realpath "$WORK/$tag.html")${AT[$tag]:+#${AT[$tag]}} $WORK/$tag.dom"; done |
    xargs -P 2 -L 1 bash -c 'browse "$@"' _
  echo "$((($(date +%s%N) - t0) / 1000000))" >"$WORK/browser-ms"
}
draw_pages &
drawing=$!

# ---- JUnit --------------------------------------------------------------------
for tag in mixed_all strings_all kill_all nap_all single nap_single strings_asan; do
  check "$tag JUnit: well-formed XML" python3 -S "$CHECKER" junit-wellformed "$WORK/$tag.json" "$WORK/$tag.xml"
  check "$tag JUnit: a testcase per case and core, each verdict mapped (NOT_RUN an error)" \
    python3 -S "$CHECKER" junit-cases "$WORK/$tag.json" "$WORK/$tag.xml"
  check "$tag JUnit: counts per core and in all equal the JSON's" \
    python3 -S "$CHECKER" junit-counts "$WORK/$tag.json" "$WORK/$tag.xml"
done
for tag in mixed_all strings_all single strings_asan; do
  check "$tag JUnit: every failure's and skip's message is the case's evidence" \
    python3 -S "$CHECKER" junit-text "$WORK/$tag.json" "$WORK/$tag.xml"
done
# The lost cores' and the unloadable plugin's testsuites say why, as errors.
check "kill_all JUnit: each lost core's testsuite is an error naming the signal" \
  grep -q 'type="INTERNAL" message="the run under this core left no report: the run under this core died of signal 9' \
  "$WORK/kill_all.xml"
check "nap_single JUnit: the load is an error naming why" \
  grep -q '<error type="NOT_LOADABLE" message="[^"]*does not export SE_InitPlugin"' "$WORK/nap_single.xml"

# Plugin text is UTF-8 in the JSON too (U+2028 in the name, a character of
# its own), and a byte that is not UTF-8 is the text \xNN.
check "strings_all JSON: the plugin's UTF-8 kept as text, a byte that is not UTF-8 written as \\xNN" \
  python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
said=" ".join(x["evidence"] for c in d["cores"] if c["run"] for x in c["run"]["cases"])
assert "\u2028" in said and "\\xff" in said and "\u00e2" not in said, said[:300]' "$WORK/strings_all.json"

# ---- the page, as a file --------------------------------------------------------
for tag in mixed_all strings_all kill_all nap_all single nap_single strings_asan; do
  check "$tag HTML: self-contained, under a Content-Security-Policy, embedding the JSON report" \
    python3 -S "$CHECKER" page-static "$WORK/$tag.json" "$WORK/$tag.html"
done

# A report that cannot be written is a usage error found before the run
# (issue 35), never silence and never "the plugin failed".
"$SEABI" conform "$PLUGINS/plugin_async.so" --only R01 --junit "$WORK/no/such/dir/r.xml" \
  --html "$WORK/no/such/dir/r.html" >"$WORK/unwritable.txt" 2>&1
urc=$?
check "reports that cannot be written: exit 2 (got $urc) before the run, each named with why" \
  bash -c "test $urc = 2 && grep -q 'r.xml: cannot write the report there: the directory .* does not exist' '$WORK/unwritable.txt' &&
           grep -q 'r.html: cannot write' '$WORK/unwritable.txt' && ! grep -q '^seabi conform .*(core' '$WORK/unwritable.txt'"

# ---- the page, in a browser ---------------------------------------------------------
wait $drawing
why_no_browser=$(cat "$WORK/no-browser" 2>/dev/null)
# Once chromium has started, a page it does not draw is a failure.
[[ -n $why_no_browser ]] || check "chromium runs a page's script (probe)" grep -q 'ran 42' "$WORK/probe.dom"
for tag in $pages; do
  if [[ -n $why_no_browser ]]; then
    for what in "rendered" "counts equal the JSON's" "hover text and root causes are the evidence" \
      ${AT[$tag]:+"detail panel"} "title"; do
      skip "$tag HTML in chromium: $what" "$why_no_browser"
    done
    continue
  fi
  rc=$(cat "$WORK/$tag.dom.rc" 2>/dev/null)
  check "$tag HTML in chromium: loaded (exit ${rc:-none}), rendered every core and case, no count differs" \
    eval '[[ $rc == 0 ]] && python3 -S "$CHECKER" dom-rendered "$WORK/$tag.json" "$WORK/$tag.dom"'
  check "$tag HTML in chromium: per core, the counts shown and the cells by colour equal the JSON's" \
    python3 -S "$CHECKER" dom-counts "$WORK/$tag.json" "$WORK/$tag.dom"
  check "$tag HTML in chromium: every cell's hover text ends with its evidence; root causes are the JSON's" \
    python3 -S "$CHECKER" dom-evidence "$WORK/$tag.json" "$WORK/$tag.dom"
  if [[ -n ${AT[$tag]} ]]; then
    check "$tag HTML in chromium: opened at #${AT[$tag]}, the detail panel shows its evidence" \
      python3 -S "$CHECKER" dom-detail "$WORK/$tag.json" "$WORK/$tag.dom" "${AT[$tag]}"
  fi
  check "$tag HTML in chromium: the page's own title (no script from the evidence ran)" \
    python3 -S "$CHECKER" dom-title "$WORK/$tag.json" "$WORK/$tag.dom"
done
# At 1400 pixels, the width of a laptop's browser window: the whole matrix
# (every section, folded where its cases do not fit) and every root cause in
# full, with nothing behind a scrollbar. A copy of the page gets a script
# (under the page's own nonce) that writes what chromium drew.
FIT_WIDTH=1400
fit_page() { # tag -> $WORK/tag.fit.html
  python3 -S - "$WORK/$1.html" "$(dirname "$0")/fit_probe.js" "$WORK/$1.fit.html" <<'PY'
import re, sys
page, probe, out = sys.argv[1:4]
html = open(page, encoding="utf-8").read()
nonce = re.search(r"script-src 'nonce-([0-9a-f]+)'", html).group(1)
at = html.rindex("</body>")
open(out, "w", encoding="utf-8").write(
    html[:at] + '<script nonce="%s">\n%s</script>\n' % (nonce, open(probe).read()) + html[at:])
PY
}
for tag in mixed_all single; do
  if [[ -n $why_no_browser ]]; then
    skip "$tag HTML at $FIT_WIDTH pixels: the matrix and root causes fit" "$why_no_browser"
    continue
  fi
  fit_page "$tag"
  BROWSE_ARGS="--window-size=$FIT_WIDTH,1000" browse "file://$(realpath "$WORK/$tag.fit.html")" "$WORK/$tag.fit.dom"
  check "$tag HTML at $FIT_WIDTH pixels: no sideways scrolling, every section in the window, every root cause in full" \
    python3 -S "$CHECKER" dom-fit "$WORK/$tag.json" "$WORK/$tag.fit.dom" "$FIT_WIDTH"
done
if [[ -z $why_no_browser ]]; then
  BROWSE_ARGS="--window-size=$FIT_WIDTH,1000" BROWSE_SHOT="--screenshot=$WORK/mixed_all.png" \
    browse "file://$(realpath "$WORK/mixed_all.html")" "$WORK/mixed_all.shot"
  check "mixed_all HTML: chromium's screenshot at $FIT_WIDTH pixels (kept with the logs on a failure)" \
    python3 -S "$CHECKER" png-width "$WORK/mixed_all.json" "$WORK/mixed_all.png" "$FIT_WIDTH"
fi
[[ -n $why_no_browser ]] || echo "note: chromium started and drew $(wc -w <<<"$pages") pages, 2 at a time, in $(cat "$WORK/browser-ms") ms"

# The reports' JSON through the consistency oracle, as in every conform suite.
oracle "$WORK"/*.json

finish
