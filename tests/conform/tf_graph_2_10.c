/* A graph optimizer written against TensorFlow 2.10's grappler.h
 * (tf_graph_plugin.inc.c). */
#define TFG_WITH_ITEM 1
#include "tf_graph_plugin.inc.c"
