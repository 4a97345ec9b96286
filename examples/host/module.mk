# Reference host library and the seabi CLI (issue 5).
#   $(BUILD)/lib/libseabihost.a   loader, discovery, validation, conformance runner
#   $(BUILD)/bin/seabi            list / conform / demo
#   $(BUILD)/bin/seabi-asan       the same under ASan+UBSan (used by tests)
#   $(BUILD)/$(PLUGIN_DIR)/libsimdev.so   symlink to $(BUILD)/lib/libsimdev.so
#   $(BUILD)/lib/seabi/cores/<core>/<soname>  each core's TF_ exports (below)
# The binary exports nothing (no -rdynamic): a plugin resolves the TF_
# functions its core exports, and only those, from that core's export
# libraries, which the host loads before the plugin (host_exports.c).

include examples/wire/module.mk
HOST_DIR    := examples/host
HOST_OBJDIR := $(BUILD)/obj/host
HOST_LIB_SRCS := $(addprefix $(HOST_DIR)/, tf_status.c tf_buffer.c tf_tensor.c tf_kernel.c host_kernel.c host_elf.c host_imports.c host_exports.c host_status.c host_guard.c host_record.c host_handover.c \
    host_safe.c host_modules.c host_item.c host_graph.c host_profiler.c host_profile.c host_validate.c host_call.c host_fault.c host_child.c host_sandbox.c host_platform.c host_device.c host_discovery.c \
    conform_util.c conform_runner.c conform_judge.c conform_cause.c conform_claims.c conform_asan.c conform_report.c conform_junit.c conform_html.c \
    conform_cases_registration.c conform_cases_devices.c conform_cases_memory.c \
    conform_cases_copies.c conform_cases_streams.c conform_cases_events.c \
    conform_cases_callbacks.c conform_cases_timers.c conform_cases_lifecycle.c \
    conform_cases_graph.c conform_cases_profiler.c conform_cases_kernels.c \
    seabi_demo.c seabi_cores.c profile_view.c)
# Verdicts from the runner's own facts and bounded runs (issue 35).
HOST_LIB_SRCS += $(addprefix $(HOST_DIR)/, host_prereq.c conform_facts.c report_file.c)
HOST_MAIN_SRC := $(HOST_DIR)/seabi_main.c
HOST_HDRS   := $(wildcard $(HOST_DIR)/*.h) $(HEADER) $(WIRE_HDRS) include/graph_api.h include/profiler_api.h include/kernel_api.h
HOST_CFLAGS := $(CSTD) $(CWARN) -O2 -g -D_GNU_SOURCE -pthread $(INCLUDES) -I$(HOST_DIR) -I$(WIRE_DIR)
HOST_LDLIBS := -ldl -lpthread -lm -lseccomp
HOST_LIB    := $(BUILD)/lib/libseabihost.a
HOST_BIN    := $(BUILD)/bin/seabi
HOST_BIN_ASAN := $(BUILD)/bin/seabi-asan

# The wire format's objects (examples/wire) go into the library too.
HOST_OBJS      := $(patsubst $(HOST_DIR)/%.c,$(HOST_OBJDIR)/%.o,$(HOST_LIB_SRCS)) \
                  $(patsubst $(WIRE_DIR)/%.c,$(HOST_OBJDIR)/wire/%.o,$(WIRE_SRCS))
HOST_OBJS_ASAN := $(patsubst $(HOST_DIR)/%.c,$(HOST_OBJDIR)/asan/%.o,$(HOST_LIB_SRCS) $(HOST_MAIN_SRC)) \
                  $(patsubst $(WIRE_DIR)/%.c,$(HOST_OBJDIR)/asan/wire/%.o,$(WIRE_SRCS))

# The build tree mirrors the installed layout: seabi looks for plugins in
# <bindir>/../$(PLUGIN_DIR), so build/bin/seabi finds the reference plugin
# the same way an installed seabi finds the installed one. A relative
# symlink, so it never goes stale and the build tree can move.
HOST_BUILD_PLUGIN := $(BUILD)/$(PLUGIN_DIR)/libsimdev.so

ALL_TARGETS += $(HOST_BIN) $(HOST_LIB) $(HOST_BUILD_PLUGIN) $(HOST_EXPORT_LIBS)

# ---- each core's export libraries ------------------------------------------
# One -fPIC object of the forwarders (host_forward.c: every surface function,
# each calling what host_tf_bind bound), linked once per (core, library)
# that exports something, and once per core for the framework library
# (always loaded), with a version script exporting only that core's names
# for that library plus host_tf_bind; everything else local. The names come
# and the sonames (HOST_EXPORT_SONAME_<lib>) from host_exports.mk (tests/loader
# checks each library's soname and exports against host_profiles.h's data).
include $(HOST_DIR)/host_exports.mk
HOST_CORES_DIR := $(BUILD)/lib/seabi/cores
HOST_FORWARD_OBJ := $(HOST_OBJDIR)/pic/host_forward.o
# The libraries a core gets: those in every core (HOST_EXPORT_IN_EVERY_CORE:
# the framework, and the Python extension every wheel ships, so a plugin's
# DT_NEEDED on it is met), the others where the core exports something.
host_export_libs_of = $(HOST_EXPORT_IN_EVERY_CORE) $(foreach l,$(filter-out $(HOST_EXPORT_IN_EVERY_CORE),$(HOST_EXPORT_LIBRARIES)),$(if $(strip $(HOST_EXPORT_$(1)_$(l))),$(l)))

# A library that defines nothing, with the soname of TensorFlow's Python
# extension: test plugins that import what only _pywrap exports (TF_Version,
# the grappler functions) link it for their DT_NEEDED, as ITEX and DirectML
# link the real one.
TF_PYWRAP_STUB := $(BUILD)/lib/stub/_pywrap_tensorflow_internal.so
TF_LINK_PYWRAP := -Wl,--no-as-needed $(TF_PYWRAP_STUB)
$(TF_PYWRAP_STUB):
	@mkdir -p $(@D)
	echo 'int seabi_pywrap_stub;' | $(CC) -x c -fPIC -shared -Wl,-soname,_pywrap_tensorflow_internal.so -o $@ -
HOST_EXPORT_LIBS := $(foreach p,$(HOST_EXPORT_PROFILES),$(foreach l,$(call host_export_libs_of,$(p)),\
                      $(HOST_CORES_DIR)/$(p)/$(HOST_EXPORT_SONAME_$(l))))

$(HOST_FORWARD_OBJ): $(HOST_DIR)/host_forward.c $(HOST_DIR)/host_forward.h $(HEADER) include/graph_api.h include/kernel_api.h
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(CWARN) -O2 -fPIC $(INCLUDES) -I$(HOST_DIR) -c $< -o $@

define host_export_lib_rule
$(HOST_OBJDIR)/exports/$(1)/$(2).map: $(HOST_DIR)/host_exports.mk $(HOST_DIR)/module.mk
	@mkdir -p $$(@D)
	@{ echo '{ global:'; for s in $(strip $(HOST_EXPORT_$(1)_$(2))) host_tf_bind; do echo "  $$$$s;"; done; \
	   echo '  local: *; };'; } >$$@.tmp && mv $$@.tmp $$@
$(HOST_CORES_DIR)/$(1)/$(HOST_EXPORT_SONAME_$(2)): $(HOST_FORWARD_OBJ) $(HOST_OBJDIR)/exports/$(1)/$(2).map
	@mkdir -p $$(@D)
	$(CC) -shared -fPIC -Wl,-soname,$(HOST_EXPORT_SONAME_$(2)) -Wl,--version-script,$(HOST_OBJDIR)/exports/$(1)/$(2).map \
	  -o $$@ $(HOST_FORWARD_OBJ)
endef
$(foreach p,$(HOST_EXPORT_PROFILES),$(foreach l,$(call host_export_libs_of,$(p)),\
  $(eval $(call host_export_lib_rule,$(p),$(l)))))

# The host's binaries load them at run time: a test that runs build/bin/seabi needs them.
$(HOST_BIN) $(HOST_BIN_ASAN): | $(HOST_EXPORT_LIBS)

$(HOST_OBJDIR)/%.o: $(HOST_DIR)/%.c $(HOST_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -c $< -o $@

$(HOST_OBJDIR)/wire/%.o: $(WIRE_DIR)/%.c $(WIRE_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -c $< -o $@

$(HOST_OBJDIR)/asan/wire/%.o: $(WIRE_DIR)/%.c $(WIRE_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) $(SAN_ASAN) $(HOST_ASAN_OPT) -c $< -o $@

# The sanitized host is built unoptimised: it finds the same memory errors
# (more: nothing is optimised away), and its objects build 5x faster; its
# runs spend their time forking sanitized children, not in seabi's code.
HOST_ASAN_OPT := -O0
$(HOST_OBJDIR)/asan/%.o: $(HOST_DIR)/%.c $(HOST_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) $(SAN_ASAN) $(HOST_ASAN_OPT) -c $< -o $@

$(HOST_LIB): $(HOST_OBJS)
	@mkdir -p $(dir $@)
	rm -f $@
	ar rcs $@ $^

$(HOST_BIN): $(HOST_OBJDIR)/seabi_main.o $(HOST_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)

$(HOST_BUILD_PLUGIN): $(BUILD)/lib/libsimdev.so
	@mkdir -p $(@D)
	ln -sfr $< $@

$(HOST_BIN_ASAN): $(HOST_OBJS_ASAN)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) $(SAN_ASAN) -o $@ $^ $(HOST_LDLIBS)

# make demo: list the simulated plugin's devices, run a workload through the
# host library, and run the conformance catalogue on it.
HOST_DEMO_PLUGIN ?= $(BUILD)/lib/libsimdev.so
.PHONY: demo-host
demo-host: $(HOST_BIN) $(HOST_DEMO_PLUGIN)
	@echo "== seabi list $(HOST_DEMO_PLUGIN)"
	@$(HOST_BIN) list $(HOST_DEMO_PLUGIN)
	@echo
	@echo "== seabi demo $(HOST_DEMO_PLUGIN)"
	@$(HOST_BIN) demo $(HOST_DEMO_PLUGIN)
	@echo
	@echo "== seabi conform $(HOST_DEMO_PLUGIN)"
	@$(HOST_BIN) conform $(HOST_DEMO_PLUGIN) --json $(BUILD)/conform-simdev.json
	@echo "(JSON report: $(BUILD)/conform-simdev.json)"

# The top-level Makefile adds demo-host to DEMO_STEPS.
