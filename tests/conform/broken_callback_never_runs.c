/* Broken: host_callback returns true and never calls the callback (TF test util, PPU, NPU, VultenRs). Caught by H01. */
#define MINI_BUG_CALLBACK_NEVER_RUNS 1
#include "mini_plugin.inc.c"
