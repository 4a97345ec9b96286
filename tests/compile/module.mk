# ---- compile matrix (tests/compile)
# The header under every standard, compiler, warning set, bitness and
# deprecation setting seabi promises, plus every historical header; the case
# list and the -Weverything exceptions are in tests/compile/cases.sh.
TEST_SUITES += compile
COMPILE_JOBS ?= 2
COMPILE_OUT := $(BUILD)/compile

.PHONY: test-compile
test-compile: $(HEADER)
	@PYTHON=$(PYTHON) COMPILE_SAN="$(SAN_ASAN)" tests/compile/run.sh $(COMPILE_OUT) $(COMPILE_JOBS)
