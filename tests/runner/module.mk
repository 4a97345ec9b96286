# tests/runner: the scheduler of `make test` (tests/run_suites.sh), run on
# stand-in suites so its promises are checked in a second: every suite runs
# and is summed, suites run side by side, and never two TEST_FORKING ones.
TEST_SUITES += runner
.PHONY: test-runner
test-runner:
	@tests/runner/run.sh
