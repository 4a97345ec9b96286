/* TensorFlow's include path for its StreamExecutor C API header, answered by
 * seabi's drop-in (TensorFlow 2.14's layout, member for member), so that
 * tests/migrate/tf_way_plugin.c builds exactly as written against TensorFlow. */
#include "se_api_tensorflow.h"
