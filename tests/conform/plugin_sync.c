/* Legal: a synchronous plugin that runs all work and host callbacks inline on the caller's thread (DirectML / RFC sample design, done right). */
#define MINI_SYNC 1
#include "mini_plugin.inc.c"
