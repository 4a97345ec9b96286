/* A plugin written against TensorFlow's header (TensorFlow's signatures,
 * host_callback's device const), migrated as README says: it includes the
 * drop-in se_api_tensorflow.h, reads the core's lineage once
 * (SE_lineage_of_core), settles every struct it fills in that lineage
 * (S_settle_in) and fills with the accessors. One build; it must pass every
 * core `seabi cores` lists. */
#define MINI_TF_HEADER 1
#define MINI_HAS_FILLS 1
#define MINI_MIGRATED 1
#include "mini_plugin.inc.c"
