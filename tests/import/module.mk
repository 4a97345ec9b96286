# tests/import: `seabigen import` (generator/seabigen/importer) on header
# fixtures of this folder, seabi's own headers at every version, TensorFlow's
# layouts and the committed PJRT schema; no network. It needs libclang's
# Python bindings (Debian's python3-clang-14, which `make test` installs
# through .ci/ensure-deps); without them its checks are counted as skipped.
TEST_SUITES += import

.PHONY: test-import
test-import:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@PYTHON="$(PYTHON)" $(PYTHON) tests/import/run.py

# make fuzz-import: tests/import/fuzz.py over more random header histories
# (FUZZ_IMPORT_TRIALS=, FUZZ_IMPORT_FIRST=): the importer never raises.
FUZZ_IMPORT_TRIALS ?= 300
FUZZ_IMPORT_FIRST ?= 100
.PHONY: fuzz-import
fuzz-import:
	@PYTHON="$(PYTHON)" $(PYTHON) tests/import/fuzz.py $(FUZZ_IMPORT_TRIALS) $(FUZZ_IMPORT_FIRST)

# make bench-import: `seabigen import` of PJRT's 18 versions (written from
# schema/pjrt.yaml, no network), `make gen` of that schema alone, and a no-op
# `make gen` with it present.
BENCH_SUITES += import
.PHONY: bench-import
bench-import:
	@PYTHON="$(PYTHON)" $(PYTHON) tests/import/bench.py
