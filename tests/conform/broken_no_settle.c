/* Real defect: fills every struct with the accessors but never settles one
 * (no S_settle_in). Exact sizes hide it; in a core newer than its header
 * the accessors cannot place what the lineages put in different slots, and
 * the core reads members the plugin never wrote. seabi names it there. */
#define MINI_NAME "NOSETTLE"
#define MINI_BUG_NO_SETTLE 1
#include "mini_plugin.inc.c"
