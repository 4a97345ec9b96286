/* Broken: host_callback does 'return TF_OK;' (0, i.e. false: not enqueued) and never calls the callback (RFC sample -> DirectML, Vulten). Caught by H01. */
#define MINI_BUG_CALLBACK_RETURNS_FALSE 1
#include "mini_plugin.inc.c"
