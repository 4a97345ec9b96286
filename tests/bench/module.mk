# ---- header and generator benchmarks (tests/bench)
# make bench-header prints | what | measured | goal | rows: the guard's cost
# (callgrind, objdump), compile time with and without se_api.h, make gen full
# and no-op, generator scaling on a 100x synthetic schema, and the compile
# matrix's wall time. Reports only; never fails the build.
BENCH_SUITES += header
BENCH_DIR := $(BUILD)/bench

.PHONY: bench-header
bench-header: $(HEADER)
	@$(PYTHON) tests/bench/bench.py --build $(BENCH_DIR) --python $(PYTHON) --cc gcc --cxx g++
