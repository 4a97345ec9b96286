/* The module tests' plugin: the mini StreamExecutor plugin written the way
 * the docs say (settled in the core's lineage, accessors), with the graph
 * optimizer and profiler of mini_modules.inc.c, and at most one MOD_*
 * switch turned on from the command line (tests/conform/module.mk). */
#define MINI_MIGRATED 1
#include "mini_plugin.inc.c"
#include "mini_modules.inc.c"
