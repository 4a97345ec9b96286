# Generator unit tests (stdlib unittest; tests/generator/test_*.py): ctype,
# Version, layout, checks, view, writer, determinism, `check` on a stale tree,
# and the RFC 257 identity of version 0.0.1 (test_rfc_identity.py).
# Plus the `checkgen` suite: `make check-gen` as one check.
GENTEST_RUNNER := tests/generator/run.py

TEST_SUITES += generator checkgen
.PHONY: test-generator test-checkgen
test-generator:
	@PYTHON="$(PYTHON)" CC="$(CC)" $(PYTHON) $(GENTEST_RUNNER)

test-checkgen:
	@if $(MAKE) --no-print-directory -s check-gen; then echo "1 passed, 0 failed"; \
	else echo "make check-gen failed"; echo "0 passed, 1 failed"; exit 1; fi
