# tests/abis: `seabigen import` on the histories of public ABIs it was not
# built on (libbpf, Linux UAPI, PJRT's GPU extension, TensorFlow's
# stream_executor.h), against ground truth from compiled offset probes.
# NOT in TEST_SUITES: it needs the headers, which are not committed (copied
# from local git mirrors into build/abis, see tests/abis/README.md; an ABI
# whose headers cannot be had is skipped), and takes about four minutes.
#   make test-abis                 check against the committed truth and results
#   make test-abis ABIS_UPDATE=1   re-record them (after an importer change)
.PHONY: test-abis
test-abis:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2 and PyYAML"; echo "0 passed, 1 failed"; exit 1; }
	@PYTHON="$(PYTHON)" $(PYTHON) tests/abis/run.py $(if $(ABIS_UPDATE),--update)
