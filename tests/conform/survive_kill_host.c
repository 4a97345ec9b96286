/* Runner survival: create_stream sends SIGKILL to its parent, the process
 * that runs the case. Under --all-cores that is the run of one core, which
 * dies without a result: every core still gets a row, naming the signal. */
#define MINI_BUG_KILL_HOST_IN_CREATE_STREAM 1
#include "mini_plugin.inc.c"
