# Reference host library and the seabi CLI (issue 5).
#   $(BUILD)/lib/libseabihost.a   loader, discovery, validation, conformance runner
#   $(BUILD)/bin/seabi            list / conform / demo
#   $(BUILD)/bin/seabi-asan       the same under ASan+UBSan (used by tests)
#   $(BUILD)/$(PLUGIN_DIR)/libsimdev.so   symlink to $(BUILD)/lib/libsimdev.so
# The binary exports TF_NewStatus & co. (-rdynamic): plugins call whatever
# status functions the process that loaded them provides.

include examples/wire/module.mk
HOST_DIR    := examples/host
HOST_OBJDIR := $(BUILD)/obj/host
HOST_LIB_SRCS := $(addprefix $(HOST_DIR)/, tf_status.c tf_buffer.c tf_tensor.c tf_kernel.c host_kernel.c host_status.c host_guard.c host_record.c host_handover.c \
    host_safe.c host_interim_surface.c host_modules.c host_item.c host_graph.c host_profiler.c host_profile.c host_validate.c host_call.c host_fault.c host_child.c host_platform.c host_device.c host_discovery.c \
    conform_util.c conform_runner.c conform_judge.c conform_report.c conform_junit.c conform_html.c \
    conform_cases_registration.c conform_cases_devices.c conform_cases_memory.c \
    conform_cases_copies.c conform_cases_streams.c conform_cases_events.c \
    conform_cases_callbacks.c conform_cases_timers.c conform_cases_lifecycle.c \
    conform_cases_graph.c conform_cases_profiler.c conform_cases_kernels.c \
    seabi_demo.c seabi_cores.c profile_view.c)
HOST_MAIN_SRC := $(HOST_DIR)/seabi_main.c
HOST_HDRS   := $(wildcard $(HOST_DIR)/*.h) $(HEADER) $(WIRE_HDRS) include/graph_api.h include/profiler_api.h include/kernel_api.h
HOST_CFLAGS := $(CSTD) $(CWARN) -O2 -g -D_GNU_SOURCE -pthread $(INCLUDES) -I$(HOST_DIR) -I$(WIRE_DIR)
HOST_LDLIBS := -ldl -lpthread -lm
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

# Interim (host_interim_surface.c), until the per-profile export libraries:
# every surface function's forwarder (host_forward.c), opened RTLD_GLOBAL in
# a core whose framework exports optional functions.
HOST_SURFACE_LIB := $(BUILD)/lib/seabi/libseabi_surface.so

ALL_TARGETS += $(HOST_BIN) $(HOST_LIB) $(HOST_BUILD_PLUGIN) $(HOST_SURFACE_LIB)

$(HOST_SURFACE_LIB): $(HOST_DIR)/host_forward.c $(HOST_DIR)/host_forward.h include/kernel_api.h include/graph_api.h $(HEADER)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(CWARN) -O2 -fPIC -shared $(INCLUDES) -I$(HOST_DIR) -o $@ $<

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

$(HOST_BIN): $(HOST_OBJDIR)/seabi_main.o $(HOST_LIB) | $(HOST_SURFACE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) -rdynamic -o $@ $< $(HOST_LIB) $(HOST_LDLIBS)

$(HOST_BUILD_PLUGIN): $(BUILD)/lib/libsimdev.so
	@mkdir -p $(@D)
	ln -sfr $< $@

$(HOST_BIN_ASAN): $(HOST_OBJS_ASAN) | $(HOST_SURFACE_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(HOST_CFLAGS) $(SAN_ASAN) -rdynamic -o $@ $^ $(HOST_LDLIBS)

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
