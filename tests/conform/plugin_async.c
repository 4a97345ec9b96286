/* Legal: the asynchronous base design (worker thread per stream, two devices). */
#include "mini_plugin.inc.c"
