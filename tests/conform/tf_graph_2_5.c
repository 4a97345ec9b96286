/* A graph optimizer written against TensorFlow 2.5's grappler.h
 * (tf_graph_plugin.inc.c). */
#define TFG_WITH_ITEM 0
#include "tf_graph_plugin.inc.c"
