/* Broken: built against TensorFlow's own newer header, where mem_zero, memset
 * and memset32 sit before host_callback (tf_ground_truth.md section 1): the
 * struct_size matches, the validators pass, and host_callback calls mem_zero
 * with the wrong arguments. The ABI break behind "plugins built for TF 2.x do
 * not load in 2.y". Caught by H01 (a crash verdict, not a runner crash). */
#define MINI_BUG_TF_LAYOUT 1
#include "mini_plugin.inc.c"
