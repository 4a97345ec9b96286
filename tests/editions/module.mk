# tests/editions: the schema's TensorFlow editions against TensorFlow's
# layouts as the C compiler lays out tf_layouts.h (LP64 and ILP32).
TEST_SUITES += editions

.PHONY: test-editions
test-editions:
	@$(PYTHON) tests/editions/run.py
