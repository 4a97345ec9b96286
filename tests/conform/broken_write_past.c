/* Broken: memsets SP_Platform with a newer header's larger sizeof, writing past the core's struct (older MUSA variant, newer-header plugins). Caught by R08. */
#define MINI_BUG_WRITE_PAST 1
#include "mini_plugin.inc.c"
