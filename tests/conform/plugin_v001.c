/* Legal: the same source built against the 0.0.1 (RFC 257) header: no get_device_count, device fns, fills or later platform flags. Compiled with -I build/conform/hdr/0.0.1 (make header AT=0.0.1). */
#include "mini_plugin.inc.c"
