/* Broken: no-op events that are always COMPLETE on an asynchronous stream (RFC sample, DirectML, Vulten). Caught by E03. */
#define MINI_BUG_EVENTS_ALWAYS_COMPLETE 1
#include "mini_plugin.inc.c"
