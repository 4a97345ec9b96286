# Conformance runner tests (issue 5): test plugins that are legal variants or
# reproduce one real defect each, and the checks that seabi catches each
# defect with the right case and verdict, survives crashes and hangs, and
# discovers plugins the way PluggableDevice should.

CONFORM_DIR    := tests/conform
CONFORM_OUT    := $(BUILD)/conform
CONFORM_CFLAGS := $(CSTD) $(CWARN) $(SE_OPT_IN) -O1 -g -D_GNU_SOURCE -fPIC -shared -pthread
CONFORM_PLUGIN_SRCS := $(filter-out $(CONFORM_DIR)/plugin_v001.c,\
    $(wildcard $(CONFORM_DIR)/plugin_*.c $(CONFORM_DIR)/broken_*.c $(CONFORM_DIR)/survive_*.c \
               $(CONFORM_DIR)/not_a_plugin.c))
CONFORM_PLUGINS := $(patsubst $(CONFORM_DIR)/%.c,$(CONFORM_OUT)/%.so,$(CONFORM_PLUGIN_SRCS)) \
    $(CONFORM_OUT)/plugin_v001.so $(CONFORM_OUT)/tf_plugin_2_5.so $(CONFORM_OUT)/tf_plugin_2_14.so \
    $(CONFORM_OUT)/report_strings.so
CONFORM_HDR_001 := $(CONFORM_OUT)/hdr/0.0.1/se_api.h

# The reference plugin, when its module provides it.
CONFORM_SIMDEV := $(if $(wildcard examples/simdev/module.mk),$(BUILD)/lib/libsimdev.so)

$(CONFORM_OUT)/%.so: $(CONFORM_DIR)/%.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_raw.h $(HEADER)
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -o $@ $<

# The 0.0.1 variant sees only the header generated for 0.0.1 (RFC 257).
$(CONFORM_HDR_001): $(SCHEMA) $(GENERATOR_SOURCES)
	@mkdir -p $(dir $@)
	$(GEN) header --schema $(SCHEMA) --at 0.0.1 --out $@
	@touch $@

$(CONFORM_OUT)/plugin_v001.so: $(CONFORM_DIR)/plugin_v001.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_HDR_001)
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) -I$(dir $(CONFORM_HDR_001)) -o $@ $<

# TensorFlow-style plugins (issue 10): filled with `->` against one edition's
# drop-in header; the oldest generated here, the newest is the installed one.
CONFORM_HDR_TF25 := $(CONFORM_OUT)/hdr/tensorflow-2.5/se_api.h
$(CONFORM_HDR_TF25): $(SCHEMA) $(GENERATOR_SOURCES)
	@mkdir -p $(dir $@)
	$(GEN) header --schema $(SCHEMA) --at tensorflow-2.5 --out $@
	@touch $@

$(CONFORM_OUT)/tf_plugin_2_5.so: $(CONFORM_DIR)/tf_plugin_2_5.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_raw.h $(CONFORM_HDR_TF25)
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) -I$(dir $(CONFORM_HDR_TF25)) -o $@ $<

$(CONFORM_OUT)/tf_plugin_2_14.so: $(CONFORM_DIR)/tf_plugin_2_14.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_raw.h include/se_api_tensorflow.h
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) -Iinclude -o $@ $<

# README's migration, before and after (tests/migrate): a plugin written
# against TensorFlow 2.14's stream_executor.h, built unchanged (the shim
# answers that include with the drop-in), and what README's steps make of
# it: plugin_tf_migrated.so, the migrated plugin of every suite.
$(CONFORM_OUT)/tf_way_plugin.so: tests/migrate/tf_way_plugin.c include/se_api_tensorflow.h
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) -Itests/migrate/shim -Iinclude -o $@ $<
$(CONFORM_OUT)/plugin_tf_migrated.so: tests/migrate/tf_way_plugin_migrated.c include/se_api_tensorflow.h
	@mkdir -p $(dir $@)
	$(CC) $(CONFORM_CFLAGS) -Iinclude -o $@ $<
CONFORM_PLUGINS += $(CONFORM_OUT)/tf_way_plugin.so $(CONFORM_OUT)/plugin_tf_migrated.so

# The graph optimizer and profiler modules (issue 23): the mini plugin with
# both (tests/conform/mini_modules.inc.c), one defect switched on at a time,
# and a plugin with no StreamExecutor module. name=flag pairs.
CONFORM_MODULE_VARIANTS := \
  mod_base=MOD_NOTHING mod_no_graph=MOD_NO_GRAPH mod_no_profiler=MOD_NO_PROFILER mod_no_kernel=MINI_NO_KERNEL_MODULE \
  mod_pre_release=MOD_PRE_RELEASE_NAME mod_graph_init_fails=MOD_BUG_GRAPH_INIT_FAILS \
  mod_no_optimize_func=MOD_BUG_NO_OPTIMIZE_FUNC mod_device_unknown=MOD_BUG_DEVICE_TYPE_UNKNOWN \
  mod_device_scratch=MOD_BUG_DEVICE_TYPE_SCRATCH mod_empty_output=MOD_BUG_EMPTY_OUTPUT \
  mod_no_deallocator=MOD_BUG_NO_DEALLOCATOR mod_returns_input=MOD_BUG_RETURNS_INPUT \
  mod_drops_fetch=MOD_BUG_DROPS_FETCH mod_optimize_error=MOD_BUG_OPTIMIZE_ERROR \
  mod_writes_item=MOD_BUG_WRITES_ITEM mod_four_args=MOD_BUG_FOUR_ARGS mod_five_args=MOD_BUG_FIVE_ARGS \
  mod_configs_memset=MOD_MISUSE_CONFIGS_MEMSET prof_lowercase=MOD_BUG_PROFILER_LOWERCASE \
  prof_no_destroy=MOD_BUG_NO_DESTROY prof_destroy_frees=MOD_BUG_DESTROY_FREES prof_size_unset=MOD_BUG_SIZE_UNSET \
  prof_rebuild_grows=MOD_BUG_REBUILD_GROWS prof_garbage=MOD_BUG_GARBAGE_XSPACE \
  prof_start_unset=MOD_BUG_START_STATUS_UNSET prof_plane_name=MOD_BUG_PLANE_NAME
CONFORM_MODULE_SRCS := $(CONFORM_DIR)/modules_plugin.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_modules.inc.c \
  $(CONFORM_DIR)/mini_raw.h include/graph_api.h include/profiler_api.h $(HEADER)
define conform_module_plugin
$(CONFORM_OUT)/modules/$(1).so: $(CONFORM_MODULE_SRCS) $(TF_PYWRAP_STUB)
	@mkdir -p $$(@D)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -D$(2)=1 -o $$@ $(CONFORM_DIR)/modules_plugin.c $(TF_LINK_PYWRAP)
endef
$(foreach m,$(CONFORM_MODULE_VARIANTS),$(eval $(call conform_module_plugin,$(firstword $(subst =, ,$(m))),$(lastword $(subst =, ,$(m))))))
$(CONFORM_OUT)/modules/graph_only.so: $(CONFORM_DIR)/graph_only_plugin.c $(CONFORM_MODULE_SRCS) $(TF_PYWRAP_STUB)
	@mkdir -p $(@D)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -o $@ $< $(TF_LINK_PYWRAP)
CONFORM_MODULE_PLUGINS := $(foreach m,$(CONFORM_MODULE_VARIANTS),$(CONFORM_OUT)/modules/$(firstword $(subst =, ,$(m))).so) \
  $(CONFORM_OUT)/modules/graph_only.so

# The kernel module (issue 34): the mini plugin with AddV2, Relu and MatMul
# kernels on its streams (tests/conform/kernels_plugin.c), one defect
# switched on at a time. name=flag pairs.
CONFORM_KERNEL_VARIANTS := \
  ker_base=KER_NOTHING ker_overrun=KER_OVERRUN ker_wrong=KER_WRONG ker_leak=KER_LEAK ker_no_reason=KER_NO_REASON \
  ker_wrong_device=KER_WRONG_DEVICE ker_bad_constraint=KER_BAD_CONSTRAINT ker_unknown_op=KER_UNKNOWN_OP \
  ker_misuse=KER_MISUSE ker_ignores_transpose=KER_IGNORES_TRANSPOSE ker_temp_no_size=KER_TEMP_NO_SIZE
CONFORM_KERNEL_SRCS := $(CONFORM_DIR)/kernels_plugin.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_raw.h \
  include/kernel_api.h $(HEADER)
define conform_kernel_plugin
$(CONFORM_OUT)/kernels/$(1).so: $(CONFORM_KERNEL_SRCS)
	@mkdir -p $$(@D)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -D$(2)=1 -o $$@ $(CONFORM_DIR)/kernels_plugin.c
endef
$(foreach m,$(CONFORM_KERNEL_VARIANTS),$(eval $(call conform_kernel_plugin,$(firstword $(subst =, ,$(m))),$(lastword $(subst =, ,$(m))))))
CONFORM_KERNEL_PLUGINS := $(foreach m,$(CONFORM_KERNEL_VARIANTS),$(CONFORM_OUT)/kernels/$(firstword $(subst =, ,$(m))).so)

# TensorFlow-way graph plugins, one per edition of the graph API (issue 23):
# tf_graph_plugin.inc.c built against the header generated for that edition;
# graph_layout_facts from the same header, graph_core_facts from the host's
# core profiles (tests/conform/graph_compat.py predicts from both).
CONFORM_GRAPH_EDITIONS := $(shell $(PYTHON) -c 'import yaml; print(" ".join(e["name"] for e in yaml.safe_load(open("schema/graph_api.yaml"))["editions"]))' 2>/dev/null)
define conform_graph_edition
$(CONFORM_OUT)/hdr/graph-$(1)/graph_api.h: schema/graph_api.yaml $(GENERATOR_SOURCES)
	@mkdir -p $$(@D)
	$(GEN) header --schema schema/graph_api.yaml --at $(1) --out $$@
	@touch $$@
$(CONFORM_OUT)/graph/tf_graph_$(subst .,_,$(subst tensorflow-,,$(1))).so: $(CONFORM_DIR)/tf_graph_$(subst .,_,$(subst tensorflow-,,$(1))).c \
    $(CONFORM_DIR)/tf_graph_plugin.inc.c $(CONFORM_OUT)/hdr/graph-$(1)/graph_api.h $(TF_PYWRAP_STUB)
	@mkdir -p $$(@D)
	$(CC) $(CONFORM_CFLAGS) -I$(CONFORM_OUT)/hdr/graph-$(1) -I$(CONFORM_DIR) -o $$@ $$< $(TF_LINK_PYWRAP)
$(CONFORM_OUT)/graph/facts_$(1): $(CONFORM_DIR)/graph_layout_facts.c $(CONFORM_OUT)/hdr/graph-$(1)/graph_api.h
	@mkdir -p $$(@D)
	$(CC) $(CSTD) $(CWARN) -I$(CONFORM_OUT)/hdr/graph-$(1) -o $$@ $$<
endef
$(foreach e,$(CONFORM_GRAPH_EDITIONS),$(eval $(call conform_graph_edition,$(e))))
$(CONFORM_OUT)/graph/core_facts: $(CONFORM_DIR)/graph_core_facts.c $(HOST_LIB) $(HOST_HDRS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)
CONFORM_GRAPH_COMPAT := $(foreach e,$(CONFORM_GRAPH_EDITIONS),$(CONFORM_OUT)/graph/facts_$(e) \
    $(CONFORM_OUT)/graph/tf_graph_$(subst .,_,$(subst tensorflow-,,$(e))).so) $(CONFORM_OUT)/graph/core_facts

# Each header's own struct sizes, compared with `seabi cores --sizes NAME`.
CONFORM_SIZES := $(CONFORM_OUT)/sizes_tensorflow-2.5 $(CONFORM_OUT)/sizes_tensorflow-2.14 \
    $(CONFORM_OUT)/sizes_0.0.1 $(CONFORM_OUT)/sizes_newest
CONFORM_SIZES_CC = $(CC) $(CSTD) $(CWARN) $(SE_OPT_IN) -o $@ $<
$(CONFORM_OUT)/sizes_tensorflow-2.5: $(CONFORM_DIR)/edition_sizes.c $(CONFORM_HDR_TF25)
	$(CONFORM_SIZES_CC) -I$(dir $(CONFORM_HDR_TF25))
$(CONFORM_OUT)/sizes_tensorflow-2.14: $(CONFORM_DIR)/edition_sizes.c include/se_api_tensorflow.h
	$(CONFORM_SIZES_CC) -DSIZES_TF_HEADER -Iinclude
$(CONFORM_OUT)/sizes_0.0.1: $(CONFORM_DIR)/edition_sizes.c $(CONFORM_HDR_001)
	$(CONFORM_SIZES_CC) -I$(dir $(CONFORM_HDR_001))
$(CONFORM_OUT)/sizes_newest: $(CONFORM_DIR)/edition_sizes.c $(HEADER)
	$(CONFORM_SIZES_CC) $(INCLUDES) -DSIZES_MODULE_HEADERS

# Unit tests of the host library, plain and under ASan+UBSan.
CONFORM_UNIT      := $(CONFORM_OUT)/host_unit_test
CONFORM_UNIT_ASAN := $(CONFORM_OUT)/host_unit_test_asan
$(CONFORM_UNIT): $(CONFORM_DIR)/host_unit_test.c $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -rdynamic -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)
$(CONFORM_UNIT_ASAN): $(CONFORM_DIR)/host_unit_test.c $(filter-out %/seabi_main.o,$(HOST_OBJS_ASAN))
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) $(SAN_ASAN) -rdynamic -o $@ $^ $(HOST_LDLIBS)

# Four suites: the default core (run_tests.sh), one core at a time
# (cores_tests.sh), every core at once (all_cores_tests.sh), the JUnit and
# HTML reports (reports_tests.sh, with headless chromium). Their time goes
# to a forked child per case, so make test runs them one at a time
# (TEST_FORKING), each beside suites that compile or compute.
CONFORM_SUITES := conform conform-cores conform-all conform-reports conform-modules conform-kernels conform-bounds conform-cli
TEST_SUITES += $(CONFORM_SUITES)
TEST_FORKING += $(CONFORM_SUITES)
.PHONY: $(addprefix test-,$(CONFORM_SUITES)) conform-plugins
conform-plugins: $(CONFORM_PLUGINS)

CONFORM_TEST_DEPS := $(HOST_BIN) $(HOST_BIN_ASAN) $(CONFORM_PLUGINS) $(CONFORM_SIZES) $(CONFORM_SIMDEV) $(CONFORM_UNIT) $(CONFORM_UNIT_ASAN) \
  $(CONFORM_MODULE_PLUGINS) $(CONFORM_GRAPH_COMPAT) $(CONFORM_KERNEL_PLUGINS)
TEST_PREREQS += $(CONFORM_TEST_DEPS)
CONFORM_ENV = SEABI=$(HOST_BIN) SEABI_ASAN=$(HOST_BIN_ASAN) PLUGINS=$(CONFORM_OUT) PYTHON=$(PYTHON) \
  UNIT=$(CONFORM_UNIT) UNIT_ASAN=$(CONFORM_UNIT_ASAN) SIMDEV=$(CONFORM_SIMDEV)
test-conform: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/work.$$$$ $(CONFORM_DIR)/run_tests.sh
test-conform-cores: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/cores.$$$$ $(CONFORM_DIR)/cores_tests.sh
test-conform-all: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/all.$$$$ $(CONFORM_DIR)/all_cores_tests.sh
test-conform-reports: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/reports.$$$$ $(CONFORM_DIR)/reports_tests.sh
test-conform-modules: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/modules.$$$$ $(CONFORM_DIR)/modules_tests.sh
# Memory errors inside a plugin (issue 37): asan_event_plugin.c built plain
# and with -fsanitize=address, one error each; asan_tests.sh runs X08 (and
# the case the overflow shows in) plain and under `seabi conform --asan`.
CONFORM_ASAN_VARIANTS := freed=ASAN_EVENT_FREED double=ASAN_EVENT_DOUBLE past=ASAN_EVENT_PAST
CONFORM_ASAN_SRCS := $(CONFORM_DIR)/asan_event_plugin.c $(CONFORM_DIR)/mini_plugin.inc.c $(CONFORM_DIR)/mini_raw.h $(HEADER)
define conform_asan_plugin
$(CONFORM_OUT)/asan/$(1).so: $(CONFORM_ASAN_SRCS)
	@mkdir -p $$(@D)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -D$(2)=1 -o $$@ $(CONFORM_DIR)/asan_event_plugin.c
$(CONFORM_OUT)/asan/$(1)_asan.so: $(CONFORM_ASAN_SRCS)
	@mkdir -p $$(@D)
	$(CC) $(CONFORM_CFLAGS) $(INCLUDES) -fsanitize=address -fno-omit-frame-pointer -D$(2)=1 -o $$@ $(CONFORM_DIR)/asan_event_plugin.c
endef
$(foreach m,$(CONFORM_ASAN_VARIANTS),$(eval $(call conform_asan_plugin,$(firstword $(subst =, ,$(m))),$(lastword $(subst =, ,$(m))))))
CONFORM_ASAN_PLUGINS := $(foreach m,$(CONFORM_ASAN_VARIANTS),$(CONFORM_OUT)/asan/$(firstword $(subst =, ,$(m))).so \
  $(CONFORM_OUT)/asan/$(firstword $(subst =, ,$(m)))_asan.so)
TEST_SUITES += conform-asan
TEST_FORKING += conform-asan
TEST_PREREQS += $(CONFORM_ASAN_PLUGINS)
.PHONY: test-conform-asan
test-conform-asan: $(HOST_BIN) $(HOST_BIN_ASAN) $(CONFORM_ASAN_PLUGINS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/asan.$$$$ $(CONFORM_DIR)/asan_tests.sh

# The consistency oracle against reports recorded before issue 37, each
# with the contradiction a person saw in it (no build, under a second).
TEST_SUITES += conform-oracle
.PHONY: test-conform-oracle
test-conform-oracle:
	@$(PYTHON) $(CONFORM_DIR)/oracle_tests.py
test-conform-kernels: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/kernels.$$$$ $(CONFORM_DIR)/kernels_tests.sh
# Issue 35: verdicts from the runner's own facts and bounded runs (forged
# reports, hung prerequisites, the core deadline); the command line's
# promises (--help, report paths, README's exit-status table).
test-conform-bounds: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/bounds.$$$$ $(CONFORM_DIR)/bounds_tests.sh
test-conform-cli: $(CONFORM_TEST_DEPS)
	@$(CONFORM_ENV) WORK=$(CONFORM_OUT)/cli.$$$$ $(CONFORM_DIR)/cli_tests.sh
