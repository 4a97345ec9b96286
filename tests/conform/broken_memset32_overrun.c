/* Broken: memset32 treats its byte size as a count of 32-bit words and writes 4x the range (ITEX, VEDA). Caught by C11. */
#define MINI_BUG_MEMSET32_WORDS 1
#include "mini_plugin.inc.c"
