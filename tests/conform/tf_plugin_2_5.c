/* A correct plugin written against TensorFlow 2.5's header (generated with
 * `seabigen header --at tensorflow-2.5`), filling every struct with `->`
 * and setting struct_size to that header's macros, as TensorFlow plugins
 * do. Passes --core tensorflow-2.5; in a 2.7 core host_callback has moved. */
#include "mini_plugin.inc.c"
