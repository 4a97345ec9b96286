/* STAND-IN, hand-written (issue 34, branch loader): the "surface" helper's
 * generator renders this file from the schema (contract C3); until then it
 * covers the functions the host implements (status, buffer, TF_Version, the
 * grappler item) plus three whose signatures it does not model, so the
 * export libraries build and load end to end. Replace it with the
 * generated file (`git merge surface`, then `make gen`). */

#ifndef SEABI_HOST_FORWARD_H_
#define SEABI_HOST_FORWARD_H_

#include "se_api.h"
#include "graph_api.h"

/* One pointer per surface function whose signature is known: the host's
 * implementation, or NULL (the forwarder then calls `unmodelled`). */
typedef struct host_tf_impl {
  TF_Status* (*TF_NewStatus)(void);
  void (*TF_DeleteStatus)(TF_Status*);
  void (*TF_SetStatus)(TF_Status*, TF_Code, const char*);
  TF_Code (*TF_GetCode)(const TF_Status*);
  const char* (*TF_Message)(const TF_Status*);
  TF_Buffer* (*TF_NewBuffer)(void);
  TF_Buffer* (*TF_NewBufferFromString)(const void*, size_t);
  void (*TF_DeleteBuffer)(TF_Buffer*);
  const char* (*TF_Version)(void);
  void (*TF_GetNodesToPreserveListSize)(const TF_GrapplerItem*, int*, size_t*, TF_Status*);
  void (*TF_GetNodesToPreserveList)(const TF_GrapplerItem*, char**, size_t*, int, void*, size_t, TF_Status*);
  void (*TF_GetFetchNodesListSize)(const TF_GrapplerItem*, int*, size_t*, TF_Status*);
  void (*TF_GetFetchNodesList)(const TF_GrapplerItem*, char**, size_t*, int, void*, size_t, TF_Status*);
  TF_GraphProperties* (*TF_NewGraphProperties)(const TF_GrapplerItem*);
  void (*TF_DeleteGraphProperties)(TF_GraphProperties*);
  void (*TF_InferStatically)(TF_GraphProperties*, TF_Bool, TF_Bool, TF_Bool, TF_Bool, TF_Status*);
  void (*TF_GetInputPropertiesListSize)(TF_GraphProperties*, const char*, int*, TF_Status*);
  void (*TF_GetOutputPropertiesListSize)(TF_GraphProperties*, const char*, int*, TF_Status*);
  void (*TF_GetInputPropertiesList)(TF_GraphProperties*, const char*, TF_Buffer**, int, TF_Status*);
  void (*TF_GetOutputPropertiesList)(TF_GraphProperties*, const char*, TF_Buffer**, int, TF_Status*);
  TF_FunctionLibraryDefinition* (*TF_NewFunctionLibraryDefinition)(const TF_Buffer*, TF_Status*);
  void (*TF_DeleteFunctionLibraryDefinition)(TF_FunctionLibraryDefinition*);
  void (*TF_LookUpOpDef)(TF_FunctionLibraryDefinition*, const char*, TF_Buffer*, TF_Status*);
} host_tf_impl;

/* Binds the forwarders of the library it is called in to `impl` (copied);
 * a call to a function `impl` leaves NULL, or to one whose signature is
 * unknown, calls `unmodelled` with its name. */
void host_tf_bind(const host_tf_impl *impl, void (*unmodelled)(const char *name));

#endif /* SEABI_HOST_FORWARD_H_ */
