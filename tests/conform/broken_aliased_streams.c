/* Broken: every create_stream returns the same queue (ITEX default, VEDA). Caught by S02. */
#define MINI_BUG_ALIASED_STREAMS 1
#include "mini_plugin.inc.c"
