/* A correct plugin written against TensorFlow 2.14's header (the installed
 * drop-in se_api_tensorflow.h), filling with `->`, with mem_zero, memset and
 * memset32 (TensorFlow 2.7 on). Passes --core tensorflow-2.14; writes past a
 * 2.5 core's smaller SP_StreamExecutor. */
#define MINI_TF_HEADER 1
#define MINI_HAS_FILLS 1
#include "mini_plugin.inc.c"
