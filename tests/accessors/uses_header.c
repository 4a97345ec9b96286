/* Includes the header so that its layout pins (static asserts) are evaluated;
 * tests/accessors/test_accessors.py compiles it against tampered copies. */
#include "se_api.h"

int main(void) { return (int)(SP_PLATFORM_STRUCT_SIZE == 0); }
