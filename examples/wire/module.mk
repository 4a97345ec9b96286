# Protocol buffers' wire format by hand (pbw), and the two messages the
# graph and profiler modules exchange: GraphDef (graphdef) and XSpace
# (xspace). The writer is the installed include/xspace_writer.h. Compiled into the host library and into libsimdev.so; see
# pbw.h for why there is no protobuf runtime. Tests: tests/wire.
# The host's and simdev's fragments include this one first (their rules
# name these files), so it guards against being read twice.
ifndef WIRE_DIR
WIRE_DIR  := examples/wire
WIRE_SRCS := $(WIRE_DIR)/pbw.c $(WIRE_DIR)/graphdef.c $(WIRE_DIR)/xspace.c
WIRE_HDRS := $(WIRE_DIR)/pbw.h $(WIRE_DIR)/graphdef.h $(WIRE_DIR)/xspace.h include/xspace_writer.h
endif
