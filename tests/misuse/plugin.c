/* The misuse corpus's plugin: the mini test plugin written the way the docs
 * say (se_api.h, SE_lineage_of_core read once, every struct settled in that
 * lineage and filled with the accessors, visible_device_count for 0.0.1
 * cores, create_stream_with_options), with the graph optimizer and the
 * profiler of mini_modules.inc.c, and at most one MINI_MISUSE_*, MINI_BUG_*
 * or MOD_* switch turned on from the command line (tests/misuse/module.mk). */
#define MINI_MIGRATED 1
#define MINI_HAS_OPTIONS 1
#include "../conform/mini_plugin.inc.c"
#include "../conform/mini_modules.inc.c"
