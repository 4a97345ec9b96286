# simdev: the reference simulated-device plugin (issue 4).
# Builds $(BUILD)/lib/libsimdev.so; exports only the module entry points and the
# introspection function SIMDEV_GetCounters (-fvisibility=hidden + SD_EXPORT).
# The sanitizer builds of the same sources are used by tests/simdev.

include examples/wire/module.mk
SIMDEV_DIR    := examples/simdev
# The protobuf wire format (examples/wire): the graph optimizer reads and
# writes GraphDefs, the profiler writes XSpaces.
SIMDEV_SRCS   := $(sort $(wildcard $(SIMDEV_DIR)/*.c)) $(WIRE_SRCS)
SIMDEV_HDRS   := $(sort $(wildcard $(SIMDEV_DIR)/*.h)) $(WIRE_HDRS) include/graph_api.h include/profiler_api.h include/kernel_api.h
SIMDEV_LIB    := $(BUILD)/lib/libsimdev.so
# TF_* status functions stay undefined: the process that loads the plugin
# (TensorFlow or a seabi host) provides them.
SIMDEV_CFLAGS := $(CSTD) $(CWARN) -fPIC -fvisibility=hidden -pthread \
                 $(INCLUDES) -I$(SIMDEV_DIR) -I$(WIRE_DIR)

ALL_TARGETS += $(SIMDEV_LIB)

$(SIMDEV_LIB): $(SIMDEV_SRCS) $(SIMDEV_HDRS) $(HEADER) $(SIMDEV_DIR)/module.mk
	@mkdir -p $(@D)
	$(CC) $(SIMDEV_CFLAGS) -O2 -shared -o $@ $(SIMDEV_SRCS)

$(BUILD)/simdev/asan/libsimdev.so: $(SIMDEV_SRCS) $(SIMDEV_HDRS) $(HEADER)
	@mkdir -p $(@D)
	$(CC) $(SIMDEV_CFLAGS) -O1 -g $(SAN_ASAN) -shared -o $@ $(SIMDEV_SRCS)

$(BUILD)/simdev/tsan/libsimdev.so: $(SIMDEV_SRCS) $(SIMDEV_HDRS) $(HEADER)
	@mkdir -p $(@D)
	$(CC) $(SIMDEV_CFLAGS) -O1 -g $(SAN_TSAN) -shared -o $@ $(SIMDEV_SRCS)
