#!/usr/bin/env bash
# The compile matrix: renders every historical header, then runs each case of
# cases.sh on JOBS cores. Prints one line per case and "N passed, M failed"
# (plus ", K skipped": i386 programs where none can run, tests/lib/run-i386).
# Usage: run.sh OUT_DIR JOBS   (from the repository root; needs $PYTHON)
# Each run gets its own OUT_DIR/run.XXXXXX (several `make test` may share a
# checkout), removed when every case passed and kept for reading otherwise.
set -uo pipefail
jobs=${2:-2}
mkdir -p "$1"
out=$(mktemp -d "$(realpath -m "$1")/run.XXXXXX")
export COMPILE_OUT=$out
mkdir -p "$out/logs" "$out/bin" "$out/hdr"

gen() { PYTHONPATH=generator "$PYTHON" -m seabigen "$@"; }
versions=$(PYTHONPATH=generator "$PYTHON" -c \
  'from seabigen import cli; print(" ".join(str(v) for v in cli.load("schema/se_api.yaml").versions))') || {
  echo "cannot read the schema's versions"; echo "0 passed, 1 failed"; exit 1; }
editions=$(PYTHONPATH=generator "$PYTHON" -c \
  'from seabigen import cli; print(" ".join(e.name for e in cli.load("schema/se_api.yaml").editions))') || {
  echo "cannot read the schema's editions"; echo "0 passed, 1 failed"; exit 1; }
gen_failed=0
for v in $versions; do
  gen header --schema schema/se_api.yaml --at "$v" --out "$out/hdr/$v/se_api.h" >"$out/logs/hdr-$v.log" 2>&1 ||
    { echo "FAIL header-$v: make header AT=$v failed ($out/logs/hdr-$v.log)"; gen_failed=$((gen_failed + 1)); }
done
# Each TensorFlow edition's drop-in header, as `make header AT=<edition>` renders it.
for e in $editions; do
  gen header --schema schema/se_api.yaml --at "$e" --out "$out/hdr/$e/se_api_tensorflow.h" >"$out/logs/hdr-$e.log" 2>&1 ||
    { echo "FAIL header-$e: make header AT=$e failed ($out/logs/hdr-$e.log)"; gen_failed=$((gen_failed + 1)); }
done

# The suite's other APIs: every version's header and every edition's drop-in.
for schema in schema/graph_api.yaml schema/profiler_api.yaml; do
  api=$(basename "$schema" .yaml)
  labels=$(PYTHONPATH=generator "$PYTHON" -c "from seabigen import cli; a = cli.load('$schema'); \
print(' '.join([str(v) for v in a.versions] + [e.name for e in a.editions]))") || {
    echo "FAIL header-$api: cannot read $schema"; gen_failed=$((gen_failed + 1)); continue; }
  for l in $labels; do
    case $l in tensorflow-*) name=${api}_tensorflow.h ;; *) name=$api.h ;; esac
    gen header --schema "$schema" --at "$l" --out "$out/hdr/$api/$l/$name" >"$out/logs/hdr-$api-$l.log" 2>&1 ||
      { echo "FAIL header-$api-$l: header --at $l failed"; gen_failed=$((gen_failed + 1)); }
  done
done

# docs/api.md's offsets, as static asserts for the compiler to check.
"$PYTHON" tests/compile/docs_offsets.py docs/api.md "$out/docs_offsets.c" >"$out/logs/docs-offsets-gen.log" 2>&1 ||
  { echo "FAIL docs-offsets-gen: $(tail -n 1 "$out/logs/docs-offsets-gen.log")"; gen_failed=$((gen_failed + 1)); }

tests/compile/cases.sh "$out" "$versions" "$editions" >"$out/cases.tsv" || { echo "0 passed, 1 failed"; exit 1; }
xargs -d '\n' -n 1 -P "$jobs" tests/compile/one.sh <"$out/cases.tsv" | sort -k2 >"$out/verdicts.txt"
cat "$out/verdicts.txt"

cases=$(wc -l <"$out/cases.tsv")
passed=$(grep -c '^PASS ' "$out/verdicts.txt")
skipped=$(grep -c '^SKIP ' "$out/verdicts.txt")
failed=$(($(grep -c '^FAIL ' "$out/verdicts.txt") + gen_failed))
# A case that printed nothing (crashed runner) is a failure too.
missing=$((cases - passed - skipped - $(grep -c '^FAIL ' "$out/verdicts.txt")))
failed=$((failed + missing))
echo "compile matrix: $cases cases; historical headers: $versions; edition headers: $editions"
if ((failed == 0)); then rm -rf "$out"; else echo "logs kept in $out"; fi
echo "$passed passed, $failed failed$( ((skipped > 0)) && echo ", $skipped skipped")"
((failed == 0))
