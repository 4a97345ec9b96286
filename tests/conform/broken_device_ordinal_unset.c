/* Broken: create_device fills everything but SP_Device.ordinal, taking it for
 * the core's (as seabi's own schema and simdev once did). RFC 257 has the
 * plugin fill the whole struct and TensorFlow's core sets only struct_size,
 * so every device reads ordinal 0. Caught by D06. */
#define MINI_BUG_ORDINAL_NOT_SET 1
#include "mini_plugin.inc.c"
