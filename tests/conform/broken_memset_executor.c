/* Broken: memset(se, 0, sizeof *se + 16) in create_stream_executor, built
 * against the newest header: writes past the SP_StreamExecutor of every
 * core, and far past an older core's smaller one. Caught by R11 under every
 * profile, including 0.0.1 (issue 10, item 3). */
#define MINI_BUG_MEMSET_EXECUTOR 1
#include "mini_plugin.inc.c"
