# has/get/set accessors and validators of include/se_api.h on truncated
# (exactly-older-size, under ASan+UBSan) and full structs, and negative
# compiles of headers whose layout pins were tampered with.
# See tests/accessors/test_accessors.py.
ACCESSOR_TEST := tests/accessors/test_accessors.py

TEST_SUITES += accessors
.PHONY: test-accessors
test-accessors: $(HEADER)
	@PYTHON="$(PYTHON)" CC="$(CC)" $(PYTHON) $(ACCESSOR_TEST)
