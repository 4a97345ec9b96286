# make stress-trace: the profile of the demo's workload under load (not in
# make test: it keeps both CPUs busy for about a minute; .ci/run runs it).
.PHONY: stress-trace
stress-trace: $(HOST_BIN) $(BUILD)/lib/libsimdev.so
	@SEABI=$(HOST_BIN) PLUGIN=$(BUILD)/lib/libsimdev.so PYTHON="$(PYTHON)" tests/stress/trace_under_load.sh
