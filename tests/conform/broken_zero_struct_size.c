/* Broken: SP_Platform.struct_size left 0, so TensorFlow's validator rejects the plugin. Caught by R03. */
#define MINI_BUG_ZERO_STRUCT_SIZE 1
#include "mini_plugin.inc.c"
