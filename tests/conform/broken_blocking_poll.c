/* Broken: get_event_status blocks until the stream reaches the event (VultenRs). Caught by E04. */
#define MINI_BUG_BLOCKING_POLL 1
#include "mini_plugin.inc.c"
