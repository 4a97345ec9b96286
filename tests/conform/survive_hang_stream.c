/* Runner bounds (issue 35): create_stream never returns. The probe's
 * stream step hangs once; every case that needs a stream is NOT_RUN at
 * once with that hang as its cause, S01 fails with it. */
#define MINI_BUG_HANG_IN_CREATE_STREAM 1
#include "mini_plugin.inc.c"
