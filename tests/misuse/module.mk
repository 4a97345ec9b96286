# The misuse corpus (issue 22): a plugin written the way the docs say
# (tests/misuse/plugin.c) and one realistic, silent misuse switched in at a
# time, each run under every core by the sanitized host; corpus.py holds each
# misuse's expected verdict per core, derived from the layouts
# (layout_facts), and checks the reports with the consistency oracle.
#   make test-misuse
MISUSE_DIR := tests/misuse
MISUSE_OUT := $(BUILD)/misuse
# name=flag pairs: the switch each plugin is built with (tests/conform/mini_plugin.inc.c).
MISUSES := \
  base=MINI_NOTHING \
  memset_platform_sizeof=MINI_BUG_MEMSET_SIZEOF \
  device_copied_whole=MINI_MISUSE_DEVICE_COPY \
  device_size_from_macro=MINI_MISUSE_DEVICE_SIZE_MACRO \
  platform_size_sizeof=MINI_BUG_GROWN_STRUCT_SIZE \
  device_size_lowered=MINI_MISUSE_DEVICE_SIZE_LOWERED \
  keeps_platform=MINI_MISUSE_KEEP_PLATFORM \
  keeps_device=MINI_MISUSE_KEEP_DEVICE \
  writes_version=MINI_MISUSE_WRITE_VERSION \
  writes_device_params=MINI_MISUSE_WRITE_DEVICE_PARAMS \
  name_in_scratch=MINI_MISUSE_NAME_SCRATCH \
  fills_by_version=MINI_MISUSE_FILLS_BY_VERSION \
  count_ordinal_mismatch=MINI_MISUSE_COUNT_MISMATCH \
  error_status_unset=MINI_MISUSE_ERROR_STATUS_UNSET \
  callback_inline=MINI_MISUSE_CALLBACK_INLINE \
  zeroed_stats=MINI_MISUSE_ZEROED_STATS \
  stats_memset_sizeof=MINI_MISUSE_STATS_MEMSET \
  status_never_set=MINI_BUG_STATUS_NEVER_SET \
  seabi_lineage_always=MINI_MISUSE_SEABI_LINEAGE \
  no_visible_device_count=MINI_MISUSE_NO_VISIBLE_COUNT \
  executor_from_template=MINI_MISUSE_EXECUTOR_TEMPLATE \
  executor_memset_own_size=MINI_MISUSE_EXECUTOR_MEMSET \
  options_read_raw=MINI_MISUSE_OPTIONS_RAW \
  lineage_of_version=MINI_MISUSE_LINEAGE_OF_VERSION \
  ordinal_left_unset=MINI_BUG_ORDINAL_NOT_SET \
  configs_memset_sizeof=MOD_MISUSE_CONFIGS_MEMSET \
  optimize_2_5_everywhere=MOD_BUG_FOUR_ARGS \
  optimize_2_6_everywhere=MOD_BUG_FIVE_ARGS \
  graph_output_no_deallocator=MOD_BUG_NO_DEALLOCATOR \
  graph_returns_input=MOD_BUG_RETURNS_INPUT \
  graph_nothing_to_do=MOD_BUG_EMPTY_OUTPUT \
  graph_device_type_scratch=MOD_BUG_DEVICE_TYPE_SCRATCH \
  profiler_destroy_frees=MOD_BUG_DESTROY_FREES \
  profiler_rebuilds_xspace=MOD_BUG_REBUILD_GROWS \
  profiler_size_unset=MOD_BUG_SIZE_UNSET \
  no_timer_callbacks=MINI_MISUSE_NO_TIMERS \
  no_kernel_module=MINI_NO_KERNEL_MODULE
MISUSE_NAMES := $(foreach m,$(MISUSES),$(firstword $(subst =, ,$(m))))
MISUSE_PLUGINS := $(addprefix $(MISUSE_OUT)/,$(addsuffix .so,$(MISUSE_NAMES))) $(MISUSE_OUT)/rfc_executor_memset.so
MISUSE_FACTS := $(MISUSE_OUT)/layout_facts
MISUSE_CFLAGS := $(CSTD) $(CWARN) $(SE_OPT_IN) -O1 -g -D_GNU_SOURCE -fPIC -shared -pthread
MISUSE_SRC_DEPS := $(MISUSE_DIR)/plugin.c tests/conform/mini_plugin.inc.c tests/conform/mini_raw.h \
  tests/conform/mini_modules.inc.c include/graph_api.h include/profiler_api.h

define misuse_plugin
$(MISUSE_OUT)/$(1).so: $(MISUSE_SRC_DEPS) $(HEADER) $(TF_PYWRAP_STUB)
	@mkdir -p $$(@D)
	$(CC) $(MISUSE_CFLAGS) $(INCLUDES) -D$(2)=1 -o $$@ $(MISUSE_DIR)/plugin.c $(TF_LINK_PYWRAP)
endef
$(foreach m,$(MISUSES),$(eval $(call misuse_plugin,$(firstword $(subst =, ,$(m))),$(lastword $(subst =, ,$(m))))))

# RFC 257's layout (the 0.0.1 header) clearing its executor with sizeof + 16:
# the plugin that was conformant under the newest core while the zeros it
# wrote inside that core's larger struct went unseen.
$(MISUSE_OUT)/rfc_executor_memset.so: $(MISUSE_DIR)/rfc_plugin.c tests/conform/mini_plugin.inc.c $(CONFORM_HDR_001)
	@mkdir -p $(@D)
	$(CC) $(MISUSE_CFLAGS) -I$(dir $(CONFORM_HDR_001)) -o $@ $<

$(MISUSE_FACTS): $(MISUSE_DIR)/layout_facts.c $(HOST_LIB) $(HOST_HDRS)
	@mkdir -p $(@D)
	$(CC) $(HOST_CFLAGS) -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)

TEST_SUITES += misuse
TEST_FORKING += misuse
TEST_PREREQS += $(MISUSE_PLUGINS) $(MISUSE_FACTS) $(HOST_BIN_ASAN)
.PHONY: test-misuse
test-misuse: $(MISUSE_PLUGINS) $(MISUSE_FACTS) $(HOST_BIN_ASAN)
	@SEABI=$(HOST_BIN_ASAN) FACTS=$(MISUSE_FACTS) PLUGINS=$(MISUSE_OUT) WORK=$(MISUSE_OUT)/work SCHEMA=schema EXPORTS_DUMP=$(LOADER_DUMP) \
	  $(PYTHON) $(MISUSE_DIR)/corpus.py
