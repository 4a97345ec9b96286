/* Broken: get_device_count left NULL. seabi's validators (0.1.0 on) refuse
 * the plugin; TensorFlow's cores do not validate it (their profiles list it
 * as not validated) and call it anyway: registration succeeds there and R05
 * names the crash to come. Shows a profile's unvalidated members are
 * skipped, not fatal. */
#define MINI_BUG_NO_DEVICE_COUNT 1
#include "mini_plugin.inc.c"
