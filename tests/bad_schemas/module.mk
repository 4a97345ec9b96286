# Bad-schema corpus: each tests/bad_schemas/NNN-rule.yaml is the same minimal
# schema with one defect; the generator must refuse it with that rule id on the
# marked line, exit 1, and leave every output untouched (see run.py).
BADSCHEMA_RUNNER := tests/bad_schemas/run.py

TEST_SUITES += badschemas
.PHONY: test-badschemas
test-badschemas:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@$(PYTHON) $(BADSCHEMA_RUNNER) --python $(PYTHON)
