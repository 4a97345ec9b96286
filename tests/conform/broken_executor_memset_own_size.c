/* Broken, as a plugin author writes it from the docs (issue 37): "start
 * from a clean struct", memset(se, 0, sizeof *se) in create_stream_executor
 * and struct_size set to this header's own size, then settled. In a core
 * whose executor is smaller the memset writes past the core's object (R08)
 * and the raised size makes the core read the executor in a newer layout:
 * R11 ('mem_zero' must be set) in the 0.0.1 .. 0.2.0 and rfc-257-text
 * cores, host_callback misbehaving (H01) in TensorFlow 2.5, 2.6 and the
 * nightly. The root cause is the write (R08), and every other failure cites
 * it. No graph or profiler module, so it loads in every core, rfc-257-text
 * included (tests/misuse has the same misuse with both modules). */
#define MINI_MIGRATED 1
#define MINI_HAS_OPTIONS 1
#define MINI_MISUSE_EXECUTOR_MEMSET 1
#include "mini_plugin.inc.c"
