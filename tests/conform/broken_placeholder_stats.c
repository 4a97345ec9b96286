/* Broken: get_allocator_stats reports a fixed bytes_in_use = 123 (TF test util -> RFC sample -> ITEX, Vulten). Caught by M06. */
#define MINI_BUG_PLACEHOLDER_STATS 1
#include "mini_plugin.inc.c"
