/* A graph optimizer written the TensorFlow way against one release's
 * grappler.h (the graph API's header generated for that edition, which
 * lays its structs out as that release did): every struct filled with
 * `->`, struct_size set to that header's macros, optimize_func with the
 * signature that release declares, no look at the core it runs in. It has
 * no StreamExecutor module (its optimizer works on CPU graphs) and does
 * what a plugin of that release does right: turns remapping and oneDNN's
 * mixed precision off (the passes it replaces), returns a copy of the graph
 * with its deallocator, reads the fetch nodes from the item where it has one.
 *
 * It passes in cores of its own release and fails where the layouts say it
 * must (tests/conform/graph_compat.py predicts where from the layouts):
 * the optimize_func signature changed in place in 2.6, the configs' toggles
 * moved in 2.10. The file including this defines TFG_WITH_ITEM: 1 for the
 * five-argument optimize_func of 2.6 on (the header's type must match, so
 * a wrong value does not compile). */
#include "graph_api.h"

#include <stdlib.h>
#include <string.h>

void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status);
/* TensorFlow before 2.12 refuses a plugin without TF_InitKernel, even a
 * graph-only one: such plugins export an empty one (AWS Neuron's does). */
void TF_InitKernel(void);
void TF_InitKernel(void) {}

static void* tfg_create(void) { return calloc(1, 16); }
static void tfg_destroy(void* state) { free(state); }
static void tfg_free(void* data, size_t length) {
  (void)length;
  free(data);
}

/* Nothing to rewrite on these graphs: a copy of the input, which the core
 * frees with tfg_free. */
static void tfg_copy(const TF_Buffer* in, TF_Buffer* out, TF_Status* status) {
  void* copy = malloc(in->length ? in->length : 1);
  if (copy == NULL) {
    TF_SetStatus(status, TF_RESOURCE_EXHAUSTED, "out of memory");
    return;
  }
  if (in->length) memcpy(copy, in->data, in->length);
  out->data = copy;
  out->length = in->length;
  out->data_deallocator = tfg_free;
  TF_SetStatus(status, TF_OK, "");
}

#if TFG_WITH_ITEM
static void tfg_optimize(void* state, const TF_Buffer* graph_buf, const TF_GrapplerItem* item,
                         TF_Buffer* optimized_graph_buf, TF_Status* status) {
  int fetches = 0;
  size_t storage = 0;
  (void)state;
  TF_GetFetchNodesListSize(item, &fetches, &storage, status);
  if (TF_GetCode(status) != TF_OK) return;
  tfg_copy(graph_buf, optimized_graph_buf, status);
}
#else
static void tfg_optimize(void* state, TF_Buffer* graph_buf, TF_Buffer* optimized_graph_buf, TF_Status* status) {
  (void)state;
  tfg_copy(graph_buf, optimized_graph_buf, status);
}
#endif

void TF_InitGraph(TP_OptimizerRegistrationParams* params, TF_Status* status) {
  params->struct_size = TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE;
  params->device_type = "CPU";
  params->optimizer_configs->struct_size = TP_OPTIMIZER_CONFIGS_STRUCT_SIZE;
  params->optimizer_configs->remapping = TF_TriState_Off;
  params->optimizer_configs->auto_mixed_precision_mkl = TF_TriState_Off;
  params->optimizer->struct_size = TP_OPTIMIZER_STRUCT_SIZE;
  params->optimizer->create_func = tfg_create;
  params->optimizer->optimize_func = tfg_optimize;
  params->optimizer->destroy_func = tfg_destroy;
  TF_SetStatus(status, TF_OK, "");
}
