/* Broken: sets SP_Platform.struct_size = sizeof(SP_Platform) (48, padding
 * included) over the core's 43: it claims bytes the core's struct does not
 * have, under the newest core as under an older one. Caught by R09 (and R10
 * for the 0.0.1 core). */
#define MINI_BUG_GROWN_STRUCT_SIZE 1
#include "mini_plugin.inc.c"
