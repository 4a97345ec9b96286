# The versioning note's Toy example (schema/toy.yaml): sizes 20/36/36 on
# x86-64 (and i386), the note's producer/consumer stories under ASan, and
# deprecation/rename rendering and diagnostics. See tests/toy/test_toy.py.
TOY_SCHEMA := schema/toy.yaml
TOY_TEST := tests/toy/test_toy.py

TEST_SUITES += toy
.PHONY: test-toy toy-header
test-toy:
	@PYTHON="$(PYTHON)" CC="$(CC)" $(PYTHON) $(TOY_TEST)

# make toy-header AT=1.1.0 OUT=build/toy/1.1.0/toy.h
toy-header:
	@test -n "$(AT)" -a -n "$(OUT)" || { echo "usage: make toy-header AT=x.y.z OUT=path" >&2; exit 2; }
	$(GEN) header --schema $(TOY_SCHEMA) --at $(AT) --out $(OUT)
