/* Runner survival: create_device aborts. seabi list must report and skip
 * the plugin (its probe child dies) and keep listing the others. */
#define MINI_BUG_CRASH_IN_CREATE_DEVICE 1
#define MINI_TYPE "CRASHY"
#define MINI_NAME "CRASHY"
#include "mini_plugin.inc.c"
