# Hostile-plugin generator (issue 16): one plugin whose misbehaviour is drawn
# from SEABI_HOSTILE_SEED at load time (built once), run through `seabi
# conform` and `seabi list` under every core profile. `make test-hostile`
# covers a fixed seed range within about a minute; `make fuzz` many more.
HOSTILE_DIR    := tests/hostile
HOSTILE_OUT    := $(BUILD)/hostile
HOSTILE_PLUGIN := $(HOSTILE_OUT)/libhostile.so
HOSTILE_RUN    := $(HOSTILE_OUT)/hostile_run
# make test: seeds 1..40 with the plain host and 1..4 with the sanitized one
# (about a minute on one core); make fuzz: the next 1000 seeds, sanitized.
# HOSTILE_JOBS (default 1) seeds run at once.
HOSTILE_SEEDS  ?= 40
HOSTILE_ASAN_SEEDS ?= 4
FUZZ_SEEDS     ?= 1000
FUZZ_FIRST     ?= 1000

$(HOSTILE_PLUGIN): $(HOSTILE_DIR)/hostile_plugin.c $(HOSTILE_DIR)/hostile_plan.h tests/conform/mini_plugin.inc.c \
    tests/conform/mini_modules.inc.c include/graph_api.h include/profiler_api.h $(HEADER) $(TF_PYWRAP_STUB)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CWARN) $(SE_OPT_IN) -O1 -g -D_GNU_SOURCE -fPIC -shared -pthread $(INCLUDES) -o $@ $< $(TF_LINK_PYWRAP)

$(HOSTILE_RUN): $(HOSTILE_DIR)/hostile_run.c $(HOSTILE_DIR)/hostile_plan.h $(HOST_LIB) $(HOST_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)

TEST_SUITES += hostile
TEST_FORKING += hostile
# Built once before the suites run side by side (make test-prereqs): the host
# binaries are conform's too.
TEST_PREREQS += $(HOSTILE_PLUGIN) $(HOSTILE_RUN) $(HOST_BIN) $(HOST_BIN_ASAN)
.PHONY: test-hostile fuzz
# The sanitized host turns a memory error of its own into a fault the runner
# sees; it is 4x slower, so make test gives it fewer seeds.
# Every conform run's report goes through the consistency oracle
# (tests/conform/oracle.py): no hostile plugin gets two verdicts that disagree.
HOSTILE_ORACLE_ENV = HOSTILE_ORACLE="$(PYTHON) tests/conform/oracle.py"
test-hostile: $(HOSTILE_PLUGIN) $(HOSTILE_RUN) $(HOST_BIN) $(HOST_BIN_ASAN)
	@rm -rf $(HOSTILE_OUT)/reports && mkdir -p $(HOSTILE_OUT)/reports
	@HOSTILE_REPORTS=$(HOSTILE_OUT)/reports $(HOSTILE_ORACLE_ENV) \
	  $(HOSTILE_RUN) $(HOSTILE_PLUGIN) $(HOST_BIN):1:$(HOSTILE_SEEDS) $(HOST_BIN_ASAN):1:$(HOSTILE_ASAN_SEEDS)

fuzz: $(HOSTILE_PLUGIN) $(HOSTILE_RUN) $(HOST_BIN_ASAN)
	@rm -rf $(HOSTILE_OUT)/fuzz-reports && mkdir -p $(HOSTILE_OUT)/fuzz-reports
	@HOSTILE_REPORTS=$(HOSTILE_OUT)/fuzz-reports $(HOSTILE_ORACLE_ENV) \
	  $(HOSTILE_RUN) $(HOSTILE_PLUGIN) $(HOST_BIN_ASAN):$(FUZZ_FIRST):$(FUZZ_SEEDS)

# The sandbox against the hostile plugin's escape behaviours (issue 35):
# behaviour x mode (sandbox, --no-sandbox, as nobody, namespaces refused),
# printed as one table, every cell an assertion (tests/hostile/sandbox_tests.sh).
TEST_SUITES += sandbox
TEST_FORKING += sandbox
# make test runs its cheap cells (about 10 s); test-sandbox-long every cell
# (about a minute: memory, file size, hangs and the report daemon's wait in
# every mode).
.PHONY: test-sandbox test-sandbox-long
test-sandbox: $(HOSTILE_PLUGIN) $(HOST_BIN)
	@PYTHON=$(PYTHON) bash $(HOSTILE_DIR)/sandbox_tests.sh $(HOST_BIN) $(HOSTILE_PLUGIN) $(HOSTILE_OUT)/sandbox
test-sandbox-long: $(HOSTILE_PLUGIN) $(HOST_BIN)
	@SANDBOX_TESTS_LONG=1 PYTHON=$(PYTHON) bash $(HOSTILE_DIR)/sandbox_tests.sh $(HOST_BIN) $(HOSTILE_PLUGIN) \
	  $(HOSTILE_OUT)/sandbox-long

# make bench: the sandbox's price on a whole --all-cores run (bench_sandbox.sh).
BENCH_SUITES += sandbox
.PHONY: bench-sandbox
bench-sandbox: $(HOST_BIN) $(BUILD)/lib/libsimdev.so
	@bash $(HOSTILE_DIR)/bench_sandbox.sh $(HOST_BIN) $(BUILD)/lib/libsimdev.so
