/* Broken: destroy_event returns without dropping the creator's reference, so
 * every event TensorFlow creates and destroys stays allocated. Caught by X07
 * (the host's reading of the heap around create/destroy cycles). */
#define MINI_BUG_LEAKS_EVENTS 1
#include "mini_plugin.inc.c"
