# tests/simdev: functional tests, stress test and benchmarks of libsimdev.so,
# driven through the small core in simcore.c.
#   make test-simdev   exports check, clang build, functional tests (plain,
#                      ASan+UBSan, TSan), kernels (plain, ASan+UBSan, TSan),
#                      cores built against older headers,
#                      1M-op stress (TSan and ASan+UBSan)
#   make bench-simdev  | what | measured | goal | rows
# SIMDEV_STRESS_OPS=N scales the stress test (default 1000000).

TEST_SUITES  += simdev
BENCH_SUITES += simdev

SIMDEV_TDIR   := tests/simdev
SIMDEV_TBUILD := $(BUILD)/simdev
SIMDEV_TCOMMON := $(SIMDEV_TDIR)/simcore.c examples/host/tf_status.c
SIMDEV_TDEPS  := $(SIMDEV_TCOMMON) $(SIMDEV_TDIR)/simcore.h \
                 $(SIMDEV_DIR)/simdev.h $(HEADER)
# -rdynamic: the plugin resolves TF_* from the test executable.
SIMDEV_TCFLAGS := $(CSTD) $(CWARN) -g -pthread -rdynamic $(INCLUDES) \
                  -I$(SIMDEV_DIR) -I$(SIMDEV_TDIR)

# $(call simdev_tbin,variant,main source,extra flags)
define simdev_tbin
$(SIMDEV_TBUILD)/$(1)/$(basename $(notdir $(2))): $(2) $(SIMDEV_TDEPS)
	@mkdir -p $$(@D)
	$(CC) $(SIMDEV_TCFLAGS) $(3) -o $$@ $(2) $(SIMDEV_TCOMMON) -ldl
endef
$(eval $(call simdev_tbin,plain,$(SIMDEV_TDIR)/simdev_test.c,-O2))
$(eval $(call simdev_tbin,plain,$(SIMDEV_TDIR)/simdev_stress.c,-O2))
$(SIMDEV_TBUILD)/plain/simdev_bench: $(SIMDEV_TDIR)/simdev_bench.c $(SIMDEV_TDEPS) $(SIMDEV_KERNEL_DEPS)
	@mkdir -p $(@D)
	$(CC) $(SIMDEV_TCFLAGS) -O2 -o $@ $< $(SIMDEV_TCOMMON) $(SIMDEV_KERNEL_RT) -ldl
$(eval $(call simdev_tbin,asan,$(SIMDEV_TDIR)/simdev_test.c,-O1 $(SAN_ASAN)))
$(eval $(call simdev_tbin,asan,$(SIMDEV_TDIR)/simdev_stress.c,-O1 $(SAN_ASAN)))
$(eval $(call simdev_tbin,tsan,$(SIMDEV_TDIR)/simdev_test.c,-O1 $(SAN_TSAN)))
$(eval $(call simdev_tbin,tsan,$(SIMDEV_TDIR)/simdev_stress.c,-O1 $(SAN_TSAN)))

# The profiler through the small core, plain, ASan+UBSan and TSan: its
# XSpace is read with the wire format's reader.
define simdev_profile_bin
$(SIMDEV_TBUILD)/$(1)/simdev_profile_test: $(SIMDEV_TDIR)/simdev_profile_test.c $(SIMDEV_TDEPS) $(WIRE_SRCS) $(WIRE_HDRS)
	@mkdir -p $$(@D)
	$(CC) $(SIMDEV_TCFLAGS) -I$(WIRE_DIR) $(2) -o $$@ $$< $(SIMDEV_TCOMMON) $(WIRE_SRCS) -ldl
endef
$(eval $(call simdev_profile_bin,plain,-O2))
$(eval $(call simdev_profile_bin,asan,-O1 $(SAN_ASAN)))
$(eval $(call simdev_profile_bin,tsan,-O1 $(SAN_TSAN)))
SIMDEV_PROFILE_TESTS := $(foreach v,plain asan tsan,$(SIMDEV_TBUILD)/$(v)/simdev_profile_test)

# The kernel module (TF_InitKernel) through a small kernel runtime that
# defines TensorFlow's kernel C API in the test executable (simkernel.c),
# plain, ASan+UBSan and TSan. The bench links it too.
SIMDEV_KERNEL_RT := $(SIMDEV_TDIR)/simkernel.c
SIMDEV_KERNEL_DEPS := $(SIMDEV_KERNEL_RT) $(SIMDEV_TDIR)/simkernel.h include/kernel_api.h
define simdev_kernel_bin
$(SIMDEV_TBUILD)/$(1)/simdev_kernel_test: $(SIMDEV_TDIR)/simdev_kernel_test.c $(SIMDEV_TDEPS) $(SIMDEV_KERNEL_DEPS) $(WIRE_SRCS) $(WIRE_HDRS)
	@mkdir -p $$(@D)
	$(CC) $(SIMDEV_TCFLAGS) -I$(WIRE_DIR) $(2) -o $$@ $$< $(SIMDEV_TCOMMON) $(SIMDEV_KERNEL_RT) $(WIRE_SRCS) -ldl -lm
endef
$(eval $(call simdev_kernel_bin,plain,-O2))
$(eval $(call simdev_kernel_bin,asan,-O1 $(SAN_ASAN)))
$(eval $(call simdev_kernel_bin,tsan,-O1 $(SAN_TSAN)))
SIMDEV_KERNEL_TESTS := $(foreach v,plain asan tsan,$(SIMDEV_TBUILD)/$(v)/simdev_kernel_test)

# The graph optimizer's rewrite on its own, under ASan+UBSan: its sources
# (hidden in libsimdev.so) linked into the test with the wire format's.
SIMDEV_REWRITE_TEST := $(SIMDEV_TBUILD)/asan/graph_rewrite_test
SIMDEV_REWRITE_SRCS := $(SIMDEV_DIR)/sd_graph_rewrite.c $(SIMDEV_DIR)/sd_log.c $(SIMDEV_DIR)/sd_config.c $(WIRE_SRCS)
$(SIMDEV_REWRITE_TEST): $(SIMDEV_TDIR)/graph_rewrite_test.c $(SIMDEV_REWRITE_SRCS) $(SIMDEV_HDRS) examples/host/tf_status.c
	@mkdir -p $(@D)
	$(CC) $(SIMDEV_TCFLAGS) -I$(WIRE_DIR) -O1 $(SAN_ASAN) -o $@ $< $(SIMDEV_REWRITE_SRCS) examples/host/tf_status.c

# Cores compiled against the headers of older schema versions (their real
# struct layouts), generated with the generator's `header` command.
# TensorFlow's editions too (each core built against the edition's drop-in
# header, named from the schema): one libsimdev.so build must run in all.
# (the editions: section; the in_between: one after it holds no edition)
SIMDEV_EDITIONS := $(shell sed -n '/^in_between:/q; s/^  - name: \(tensorflow-[0-9a-z.-]*\)$$/\1/p' $(SCHEMA))
SIMDEV_OLD_VERSIONS := 0.0.1 0.1.0 0.1.1 0.2.0 $(SIMDEV_EDITIONS)
SIMDEV_OLDCORES := $(foreach v,$(SIMDEV_OLD_VERSIONS),$(SIMDEV_TBUILD)/oldcore/$(v)/oldcore)

# Keep the generated headers (they are intermediate files of a pattern chain).
.SECONDARY: $(foreach v,$(SIMDEV_OLD_VERSIONS),$(SIMDEV_TBUILD)/hdr/$(v)/se_api.h)

$(SIMDEV_TBUILD)/hdr/%/se_api.h: $(SCHEMA) $(GENERATOR_SOURCES)
	@mkdir -p $(@D)
	$(GEN) header --schema $(SCHEMA) --at $* --out $@

$(SIMDEV_TBUILD)/oldcore/%/oldcore: $(SIMDEV_TDIR)/oldcore.c examples/host/tf_status.c \
    $(SIMDEV_TBUILD)/hdr/%/se_api.h
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(CWARN) $(SE_OPT_IN) -O1 -g -pthread -rdynamic $(SAN_ASAN) \
	  -I$(SIMDEV_TBUILD)/hdr/$* -o $@ $(SIMDEV_TDIR)/oldcore.c \
	  examples/host/tf_status.c -ldl

SIMDEV_TEST_BINS := $(SIMDEV_OLDCORES) $(SIMDEV_REWRITE_TEST) $(SIMDEV_PROFILE_TESTS) \
  $(SIMDEV_KERNEL_TESTS) \
  $(SIMDEV_LIB) \
  $(SIMDEV_TBUILD)/asan/libsimdev.so $(SIMDEV_TBUILD)/tsan/libsimdev.so \
  $(SIMDEV_TBUILD)/plain/simdev_test $(SIMDEV_TBUILD)/plain/simdev_stress \
  $(SIMDEV_TBUILD)/asan/simdev_test $(SIMDEV_TBUILD)/asan/simdev_stress \
  $(SIMDEV_TBUILD)/tsan/simdev_test $(SIMDEV_TBUILD)/tsan/simdev_stress

TEST_PREREQS += $(SIMDEV_TEST_BINS)
.PHONY: test-simdev bench-simdev
test-simdev: $(SIMDEV_TEST_BINS)
	@BUILD=$(BUILD) SIMDEV_SRCS="$(SIMDEV_SRCS)" SIMDEV_CFLAGS="$(SIMDEV_CFLAGS)" \
	  SIMDEV_OLD_VERSIONS="$(SIMDEV_OLD_VERSIONS)" \
	  bash $(SIMDEV_TDIR)/run_tests.sh

bench-simdev: $(SIMDEV_LIB) $(SIMDEV_TBUILD)/plain/simdev_bench
	@SIMDEV_PLUGIN=$(SIMDEV_LIB) $(SIMDEV_TBUILD)/plain/simdev_bench
