# ---- header and generator benchmarks (tests/bench)
# make bench-header prints | what | measured | goal | rows: the guard's cost
# (callgrind, objdump), compile time of TensorFlow's plugin TU with se_api.h
# included instead of TensorFlow's header set (fixture in
# tests/bench/tf_headers; goal on the header text alone, the accessor TU and
# the cost per accessor use as info), make gen full and no-op, generator
# scaling on a 100x synthetic schema, and the compile matrix's wall time.
# Reports only; never fails the build.
BENCH_SUITES += header
BENCH_DIR := $(BUILD)/bench

.PHONY: bench-header bench-compile-breakdown bench-compile-history
bench-header: $(HEADER)
	@$(PYTHON) tests/bench/bench.py --build $(BENCH_DIR) --python $(PYTHON) --cc gcc --cxx g++

# Not part of `make bench` (a lab notebook, not what a user compares):
#   make bench-compile-history
# Where se_api.h's compile time goes: variants of the header (without
# <stdio.h>, pins, validators; accessors as macros; ...) priced against
# TensorFlow's header set, and the header as of each BREAKDOWN_BEFORE commit
# (the last before issue 11's redesign; the last before accessor macros and
# opt-in validators/pins; the last before dispatching members and settle
# became macros over shared helpers) for the before/after comparison. The
# timed rounds are capped at BREAKDOWN_BUDGET seconds. A standalone table, or
# deterministic instruction counts (valgrind, minutes):
#   make bench-compile-history BREAKDOWN_FLAGS="--table [--instructions]"
BREAKDOWN_BEFORE ?= 7518935,01f7065,018bcb0
BREAKDOWN_BUDGET ?= 40
BREAKDOWN_FLAGS ?=
bench-compile-breakdown: $(HEADER)
	@$(PYTHON) tests/bench/compile_breakdown.py --build $(BENCH_DIR)/compile_breakdown --cc gcc --cxx g++ \
	  --before $(BREAKDOWN_BEFORE) --budget $(BREAKDOWN_BUDGET) $(BREAKDOWN_FLAGS)
bench-compile-history: bench-compile-breakdown
