# ---- install test (tests/install)
# make install into a scratch prefix, then a consumer outside the tree built
# with pkg-config and with CMake find_package(seabi); then make uninstall.
# The install rules themselves are in the top-level Makefile (# ---- install).
TEST_SUITES += install
INSTALL_TEST_DIR := $(BUILD)/install-test

.PHONY: test-install
# Built first, so the checks that the tool and plugin are installed always run.
test-install: $(HEADER) $(ALL_TARGETS)
	@CC=$(CC) tests/install/run.sh $(INSTALL_TEST_DIR)
