/* Runner survival: synchronize_all_activity never returns. The case must
 * end in a hang verdict after the timeout and the run must continue. */
#define MINI_BUG_HANG_IN_SYNCHRONIZE 1
#include "mini_plugin.inc.c"
