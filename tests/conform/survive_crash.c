/* Runner survival: create_stream dereferences NULL. The stream cases must
 * report a crash verdict and the run must continue. */
#define MINI_BUG_CRASH_IN_CREATE_STREAM 1
#include "mini_plugin.inc.c"
