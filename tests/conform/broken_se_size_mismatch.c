/* Broken (advisory): fills the 0.3.0 executor but then declares the 0.2.0
 * struct_size (a size macro re-implemented by hand or taken from another
 * header, as in VultenRs). The core ignores mem_zero/memset/memset32 and an
 * older core would have them written past its struct. Caught by R17 (and
 * R14); advisory, so the exit status stays 0. */
#define MINI_BUG_SE_SIZE_MISMATCH 1
#include "mini_plugin.inc.c"
