/* Broken: SP_StreamExecutor.struct_size 39 after filling every member, a
 * size no layout has that ends before the first callback. A seabi core reads
 * through it, so every member is absent: R11 must refuse it by name and size
 * (the validators used to check nothing then, and the host called NULL). */
#define MINI_BUG_SHORT_EXECUTOR 1
#include "mini_plugin.inc.c"
