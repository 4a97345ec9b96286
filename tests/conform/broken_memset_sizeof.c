/* Broken: memset(platform, 0, sizeof *platform) with the core's own header: writes the tail padding past struct_size. Harmless in TF's core (inside its object, so R08 passes) but against the header's rule. Caught by R09. */
#define MINI_BUG_MEMSET_SIZEOF 1
#include "mini_plugin.inc.c"
