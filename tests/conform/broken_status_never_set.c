/* Broken: never sets an OK status, relying on the core's default (RFC sample, DirectML no-ops). Caught by X01. */
#define MINI_BUG_STATUS_NEVER_SET 1
#include "mini_plugin.inc.c"
