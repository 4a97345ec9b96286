/* Broken: host_callback enqueues the callback and runs it, then does
 * 'return TF_OK;' (0, i.e. false: "not enqueued"), so TensorFlow reports a
 * failure for work that ran. Caught by H01; the gated stream and event cases
 * are NOT_RUN and say that host_callback runs the callback but returns false. */
#define MINI_BUG_CALLBACK_RUNS_RETURNS_FALSE 1
#include "mini_plugin.inc.c"
