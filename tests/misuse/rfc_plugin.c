/* The misuse corpus's RFC-layout plugin: the mini test plugin built against
 * the header of 0.0.1 (RFC 257's layout), which keeps the size each core
 * hands over unless it is larger than its own, and clears its executor with
 * memset(se, 0, sizeof *se + 16) first. In a core whose executor is larger,
 * those 16 zero bytes land inside it, past the size the plugin settles to:
 * invisible to a core that hands over zeroed memory. */
#define MINI_BUG_MEMSET_EXECUTOR 1
#include "../conform/mini_plugin.inc.c"
