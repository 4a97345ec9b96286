/* Broken: host_callback runs the callback with a NULL TF_Status*, which TF's trampoline writes to (VEDA). Caught by H01. */
#define MINI_BUG_CALLBACK_NULL_STATUS 1
#include "mini_plugin.inc.c"
