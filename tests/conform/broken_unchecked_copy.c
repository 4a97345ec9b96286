/* Broken (advisory): copies go straight to the device address and size the
 * caller gives, with no check that the range lies inside one allocation
 * (easy when device memory is host memory). A 128-byte copy into a 64-byte
 * range then writes past it. Caught by C13, the same way every run: the
 * range ends at a guard page. */
#define MINI_BUG_UNCHECKED_COPY 1
#include "mini_plugin.inc.c"
