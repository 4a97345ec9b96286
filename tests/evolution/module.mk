# ABI evolution checker tests: one fixture per rule of
# generator/seabigen/evolution.py (plus the checks.py rules it relies on),
# each run through the generator CLI against a temp copy of the outputs.
EVOLUTION_RUNNER := tests/evolution/run.py

TEST_SUITES += evolution
.PHONY: test-evolution
test-evolution:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@$(PYTHON) $(EVOLUTION_RUNNER)
