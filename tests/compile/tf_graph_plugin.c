/* A graph optimizer plugin written against TensorFlow's grappler.h (2.10 on),
 * unchanged except for the include: graph_api_tensorflow.h must accept it as C
 * and as C++, with TensorFlow's member names and order, its five-parameter
 * optimize_func, its size macros and the helper functions a plugin calls. */
#include "graph_api_tensorflow.h"

#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif
void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status);
#ifdef __cplusplus
}
#endif

static void* my_create(void) { return malloc(1); }
static void my_destroy(void* state) { free(state); }
static void my_free(void* data, size_t length) {
  (void)length;
  free(data);
}

static void my_optimize(void* state, const TF_Buffer* graph_buf, const TF_GrapplerItem* item,
                        TF_Buffer* optimized_graph_buf, TF_Status* status) {
  int num_values = 0;
  size_t storage_size = 0;
  void* copy = malloc(graph_buf->length ? graph_buf->length : 1);
  (void)state;
  TF_GetFetchNodesListSize(item, &num_values, &storage_size, status);
  if (copy && graph_buf->length) memcpy(copy, graph_buf->data, graph_buf->length);
  optimized_graph_buf->data = copy;
  optimized_graph_buf->length = graph_buf->length;
  optimized_graph_buf->data_deallocator = my_free;
  TF_SetStatus(status, TF_OK, "");
}

void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status) {
  params->struct_size = TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE;
  params->device_type = "MY_DEVICE";
  params->optimizer_configs->struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
  params->optimizer_configs->remapping = TF_TriState_Off;
  params->optimizer_configs->auto_mixed_precision_onednn_bfloat16 = TF_TriState_Off;
  params->optimizer_configs->auto_mixed_precision_mkl = TF_TriState_Off;
  params->optimizer->struct_size = TP_OPTIMIZER_STRUCT_SIZE;
  params->optimizer->create_func = my_create;
  params->optimizer->optimize_func = my_optimize;
  params->optimizer->destroy_func = my_destroy;
  if (GO_MAJOR != 0 || params->major_version != GO_MAJOR) {
    TF_SetStatus(status, TF_FAILED_PRECONDITION, "wrong graph API major version");
    return;
  }
  TF_SetStatus(status, TF_OK, "");
}
