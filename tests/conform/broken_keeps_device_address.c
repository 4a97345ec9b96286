/* Broken: remembers the SP_Device* handed to create_device and reads it later; TF copies the struct and that address is gone. Caught by D05. */
#define MINI_BUG_KEEPS_DEVICE_ADDRESS 1
#include "mini_plugin.inc.c"
