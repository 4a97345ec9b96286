/* Legal: a platform with a single device (cross-device cases are skipped, not failed). */
#define MINI_DEVICES 1
#include "mini_plugin.inc.c"
