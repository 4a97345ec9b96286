# tests/i386: the "cannot run i386 programs" path of tests/lib/run-i386,
# simulated with SEABI_I386=none so it is tested on every host (the real
# i386 checks live in their suites: accessors, compile, editions, generator,
# toy, compat).
TEST_SUITES += i386skip
.PHONY: test-i386skip
test-i386skip:
	@tests/i386/run.sh
