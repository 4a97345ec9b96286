# ---- first-run test (tests/firstrun)
# What a newcomer does first, in a scratch clone of the committed HEAD: plain
# `make`, then `build/bin/seabi list` with no arguments (README, "Checking
# your own plugin"), then `make demo` (README, "Two commands"). The clone, not this tree, so a goal that only works
# because something else built its pieces first cannot pass.
TEST_SUITES += firstrun
FIRSTRUN_TEST_DIR := $(BUILD)/firstrun-test

.PHONY: test-firstrun
test-firstrun:
	@tests/firstrun/run.sh $(FIRSTRUN_TEST_DIR)
