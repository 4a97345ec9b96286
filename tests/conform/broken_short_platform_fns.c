/* Broken: SP_PlatformFns.struct_size 83, no layout's size and mid-member:
 * R05 must name the first required callback it leaves out, with the size. */
#define MINI_BUG_SHORT_PLATFORM_FNS 1
#include "mini_plugin.inc.c"
