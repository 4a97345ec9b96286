# Differential test of the schema checker (issue 26): seeded random edits of
# a copy of schema/se_api.yaml, each judged by the checker (`seabigen gen`
# against the committed frozen records) and by an independent oracle, gcc's
# layout of every header the edited schema gives, on LP64 and i386, read
# from DWARF (tests/schemafuzz/run.py). make test runs SCHEMAFUZZ_TRIALS
# trials of the `refusals` mix (about 20 s of CPU); make fuzz-schema runs
# FUZZ_SCHEMA_TRIALS more, of every kind, with every header also compiled as
# C++ on both ABIs and refusals judged too, FUZZ_SCHEMA_JOBS at once.
# Replay one trial: python3 tests/schemafuzz/run.py --seed S --profile P --only K
SCHEMAFUZZ_RUN      := tests/schemafuzz/run.py
SCHEMAFUZZ_TRIALS   ?= 200
# The suite's other APIs, fuzzed too (fewer trials: small schemas, few kinds of edit apply).
SCHEMAFUZZ_API_TRIALS ?= 40
FUZZ_SCHEMA_TRIALS  ?= 1000
FUZZ_SCHEMA_FIRST   ?= 1000
FUZZ_SCHEMA_SEED    ?= 26
FUZZ_SCHEMA_JOBS    ?= $(shell nproc 2>/dev/null || echo 2)

TEST_SUITES += schemafuzz
.PHONY: test-schemafuzz fuzz-schema
test-schemafuzz:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@set -o pipefail; { $(PYTHON) $(SCHEMAFUZZ_RUN) --trials $(SCHEMAFUZZ_TRIALS) --seed 26 --profile refusals; s=$$?; \
	   for api in graph_api profiler_api; do \
	     $(PYTHON) $(SCHEMAFUZZ_RUN) --trials $(SCHEMAFUZZ_API_TRIALS) --seed 23 --profile refusals \
	       --schema schema/$$api.yaml || s=1; done; exit $$s; } | \
	  awk '/^[0-9]+ passed, [0-9]+ failed/ { p += $$1; f += $$3; print "schema " ++n ": " $$0; next } { print } \
	       END { printf "%d passed, %d failed\n", p, f }'

fuzz-schema:
	@$(PYTHON) $(SCHEMAFUZZ_RUN) --trials $(FUZZ_SCHEMA_TRIALS) --first $(FUZZ_SCHEMA_FIRST) --seed $(FUZZ_SCHEMA_SEED) \
	  --profile natural --cxx all --classify-refusals --jobs $(FUZZ_SCHEMA_JOBS)
