/* Runner bounds (issue 35): create_device never returns. The probe's
 * device step hangs once; every case that needs a device is NOT_RUN at
 * once with that hang as its cause, D02 fails with it. */
#define MINI_BUG_HANG_IN_CREATE_DEVICE 1
#include "mini_plugin.inc.c"
