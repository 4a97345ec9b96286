# Compatibility matrix (issue 3): for every ordered pair of schema versions,
# a core built against version A loads a plugin built against version B and
# exchanges every struct under ASan+UBSan; TensorFlow's editions as cores,
# with every seabi-built plugin and a raw (`->`) plugin per edition, whose
# failures across editions are derived from the schema (issue 10); all of it
# for LP64 and i386 (-m32). Plus the reference plugin in a core of every
# version, negative controls, and the libabigail oracle.
#
# The C sources are generated from the schema at test time into
# $(BUILD)/compat/gen/ (seabigen.compat), never committed; the committed
# inputs are the schema, the templates and tests/compat/abi/<version>.abi
# (abidw baselines of released versions; `make compat-baselines` adds the
# baseline of a newly released version).
COMPAT_RUNNER := tests/compat/run.py
COMPAT_OUT    := $(BUILD)/compat
COMPAT_FLAGS   = --out $(COMPAT_OUT) --cc "$(CC)" --cflags "$(CSTD) $(CWARN) $(SE_OPT_IN)" --san "$(SAN_ASAN)" \
                 $(if $(SIMDEV_LIB),--simdev $(SIMDEV_LIB) --simdev-required)
# The reference plugin, when its module exists (examples/simdev/module.mk).
COMPAT_DEPS   := $(SIMDEV_LIB)

TEST_SUITES  += compat
TEST_PREREQS += $(COMPAT_DEPS)
BENCH_SUITES += compat
.PHONY: test-compat compat-baselines bench-compat

compat: test-compat

test-compat: $(COMPAT_DEPS)
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@command -v abidw >/dev/null 2>&1 || ./.ci/ensure-deps test >/dev/null
	@$(PYTHON) $(COMPAT_RUNNER) $(COMPAT_FLAGS)

compat-baselines: $(COMPAT_DEPS)
	@$(PYTHON) $(COMPAT_RUNNER) $(COMPAT_FLAGS) --update-baselines

# Wall time of the whole matrix including the oracle: cold (fresh build
# directory: generate, every compilation for both ABIs, every run) and warm
# (sources unchanged, nothing recompiled).
bench-compat: $(COMPAT_DEPS)
	@rm -rf $(BUILD)/compat-bench
	@s=$$(date +%s.%N); $(PYTHON) $(COMPAT_RUNNER) $(subst $(COMPAT_OUT),$(BUILD)/compat-bench,$(COMPAT_FLAGS)) >$(BUILD)/compat-bench.log 2>&1 \
	  || { tail -n 20 $(BUILD)/compat-bench.log; exit 1; }; e=$$(date +%s.%N); \
	  printf '| compat matrix wall time, cold (generate + build + %s) | %.1f s | < 60 s |\n' \
	    "$$(grep -o '[0-9]* matrix runs' $(BUILD)/compat-bench.log | head -1) + oracle" "$$(echo "$$e - $$s" | bc)"
	@s=$$(date +%s.%N); $(PYTHON) $(COMPAT_RUNNER) $(subst $(COMPAT_OUT),$(BUILD)/compat-bench,$(COMPAT_FLAGS)) >$(BUILD)/compat-bench.log 2>&1 \
	  || { tail -n 20 $(BUILD)/compat-bench.log; exit 1; }; e=$$(date +%s.%N); \
	  printf '| compat matrix wall time, warm (nothing to rebuild) | %.1f s | < 60 s |\n' "$$(echo "$$e - $$s" | bc)"
