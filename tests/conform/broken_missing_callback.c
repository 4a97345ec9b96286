/* Broken: a required SP_StreamExecutor callback (create_stream) left NULL. Caught by R11. */
#define MINI_BUG_NO_CREATE_STREAM 1
#include "mini_plugin.inc.c"
