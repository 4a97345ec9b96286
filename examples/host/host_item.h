/* The TF_GrapplerItem the host hands optimize_func (host_item.c). */
#ifndef SEABI_HOST_ITEM_H_
#define SEABI_HOST_ITEM_H_

#include "host.h" /* first: it admits the deprecated members the host reads */
#include "graph_api.h"

/* Names an item holds per list. */
#define HOST_ITEM_MAX_NAMES 16

/* A guarded item with these fetch nodes and nodes to preserve (TensorFlow
 * preserves the fetch, feed, keep and init nodes), or NULL. */
TF_GrapplerItem *host_item_new(const char *const *fetch, int nfetch, const char *const *preserve, int npreserve);
void host_item_free(TF_GrapplerItem *item);
/* Bytes of the item, canaries after it included: what the driver compares. */
size_t host_item_span(const TF_GrapplerItem *item);

/* TensorFlow's exports a plugin may call besides the item lists
 * (grappler.h); seabi's host answers them without an op registry. */
typedef struct TF_GraphProperties TF_GraphProperties;
typedef struct TF_FunctionLibraryDefinition TF_FunctionLibraryDefinition;
TF_GraphProperties *TF_NewGraphProperties(const TF_GrapplerItem *item);
void TF_DeleteGraphProperties(TF_GraphProperties *graph_properties);
void TF_InferStatically(TF_GraphProperties *graph_properties, TF_Bool assume_valid_feeds,
                        TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values,
                        TF_Bool include_output_tensor_values, TF_Status *status);
void TF_GetInputPropertiesListSize(TF_GraphProperties *graph_properties, const char *name, int *num_values,
                                   TF_Status *status);
void TF_GetOutputPropertiesListSize(TF_GraphProperties *graph_properties, const char *name, int *num_values,
                                    TF_Status *status);
void TF_GetInputPropertiesList(TF_GraphProperties *graph_properties, const char *name, TF_Buffer **properties,
                               int num_values, TF_Status *status);
void TF_GetOutputPropertiesList(TF_GraphProperties *graph_properties, const char *name, TF_Buffer **properties,
                                int num_values, TF_Status *status);
TF_FunctionLibraryDefinition *TF_NewFunctionLibraryDefinition(const TF_Buffer *graph_buf, TF_Status *status);
void TF_DeleteFunctionLibraryDefinition(TF_FunctionLibraryDefinition *fn_lib);
void TF_LookUpOpDef(TF_FunctionLibraryDefinition *fn_lib, const char *name, TF_Buffer *buf, TF_Status *status);

#endif /* SEABI_HOST_ITEM_H_ */
