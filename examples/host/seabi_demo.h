#ifndef SEABI_DEMO_H_
#define SEABI_DEMO_H_
/* A small workload through the host library: allocate, a copy round trip on
 * two streams ordered by an event, a host callback, allocator stats, then
 * (when TF_InitKernel registered MatMul, AddV2 and Relu for the platform's
 * type) the graph y = Relu(MatMul(x, W) + b) on the plugin's kernels, one
 * batch per stream, checked against a reference; the plugin's graph
 * optimizer on the conformance graphs, and the workload
 * profiled by its profiler, summarised per stream and, when `trace` is not
 * NULL, written there as Chrome trace-event JSON (`xspace`: the collected
 * bytes as they are, a .xplane.pb TensorBoard reads).
 * The whole workload, teardown included, runs in a guarded child
 * (host_child.c) with a watchdog of timeout_ms: a plugin that hangs,
 * crashes or exits is the demo's named outcome, not the end of seabi.
 * Returns the exit code (HOST_EXIT_*). */
#define SEABI_DEMO_TIMEOUT_MS 60000
int seabi_demo(const char *plugin_path, int timeout_ms, const char *trace, const char *xspace);
#endif
