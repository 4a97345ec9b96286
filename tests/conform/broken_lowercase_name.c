/* Broken: platform name not matching [A-Z][A-Z_]* (the RFC tutorial's "MyDevice"). Caught by R04. */
#define MINI_NAME "MyDevice"
#include "mini_plugin.inc.c"
