/* STAND-IN, hand-written (issue 34, branch loader): the "surface" helper's
 * generator renders this file from the schema (contract C3); until then it
 * covers the functions the host implements (status, buffer, TF_Version, the
 * grappler item) plus three whose signatures it does not model, so the
 * export libraries build and load end to end. Replace it with the
 * generated file (`git merge surface`, then `make gen`). */

/* Compiled -fPIC into every export library (examples/host/module.mk); each
 * library's version script exports only its profile's names. */
#include "host_forward.h"

#include <stddef.h>

static host_tf_impl bound;
static void (*unmodelled)(const char *name);

void host_tf_bind(const host_tf_impl *impl, void (*report)(const char *name)) {
  bound = *impl;
  unmodelled = report;
}

static void missing(const char *name) {
  if (unmodelled != NULL) unmodelled(name);
}

TF_Status* TF_NewStatus(void) {
  if (bound.TF_NewStatus) return bound.TF_NewStatus();
  missing("TF_NewStatus");
  return (TF_Status*)0;
}
void TF_DeleteStatus(TF_Status* s) {
  if (bound.TF_DeleteStatus) bound.TF_DeleteStatus(s);
  else missing("TF_DeleteStatus");
}
void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg) {
  if (bound.TF_SetStatus) bound.TF_SetStatus(s, code, msg);
  else missing("TF_SetStatus");
}
TF_Code TF_GetCode(const TF_Status* s) {
  if (bound.TF_GetCode) return bound.TF_GetCode(s);
  missing("TF_GetCode");
  return (TF_Code)0;
}
const char* TF_Message(const TF_Status* s) {
  if (bound.TF_Message) return bound.TF_Message(s);
  missing("TF_Message");
  return (const char*)0;
}
TF_Buffer* TF_NewBuffer(void) {
  if (bound.TF_NewBuffer) return bound.TF_NewBuffer();
  missing("TF_NewBuffer");
  return (TF_Buffer*)0;
}
TF_Buffer* TF_NewBufferFromString(const void* proto, size_t proto_len) {
  if (bound.TF_NewBufferFromString) return bound.TF_NewBufferFromString(proto, proto_len);
  missing("TF_NewBufferFromString");
  return (TF_Buffer*)0;
}
void TF_DeleteBuffer(TF_Buffer* buffer) {
  if (bound.TF_DeleteBuffer) bound.TF_DeleteBuffer(buffer);
  else missing("TF_DeleteBuffer");
}
const char* TF_Version(void) {
  if (bound.TF_Version) return bound.TF_Version();
  missing("TF_Version");
  return (const char*)0;
}
void TF_GetNodesToPreserveListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status) {
  if (bound.TF_GetNodesToPreserveListSize) bound.TF_GetNodesToPreserveListSize(item, num_values, storage_size, status);
  else missing("TF_GetNodesToPreserveListSize");
}
void TF_GetNodesToPreserveList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status) {
  if (bound.TF_GetNodesToPreserveList) bound.TF_GetNodesToPreserveList(item, values, lengths, num_values, storage, storage_size, status);
  else missing("TF_GetNodesToPreserveList");
}
void TF_GetFetchNodesListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status) {
  if (bound.TF_GetFetchNodesListSize) bound.TF_GetFetchNodesListSize(item, num_values, storage_size, status);
  else missing("TF_GetFetchNodesListSize");
}
void TF_GetFetchNodesList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status) {
  if (bound.TF_GetFetchNodesList) bound.TF_GetFetchNodesList(item, values, lengths, num_values, storage, storage_size, status);
  else missing("TF_GetFetchNodesList");
}
TF_GraphProperties* TF_NewGraphProperties(const TF_GrapplerItem* item) {
  if (bound.TF_NewGraphProperties) return bound.TF_NewGraphProperties(item);
  missing("TF_NewGraphProperties");
  return (TF_GraphProperties*)0;
}
void TF_DeleteGraphProperties(TF_GraphProperties* graph_properties) {
  if (bound.TF_DeleteGraphProperties) bound.TF_DeleteGraphProperties(graph_properties);
  else missing("TF_DeleteGraphProperties");
}
void TF_InferStatically(TF_GraphProperties* graph_properties, TF_Bool assume_valid_feeds, TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values, TF_Bool include_output_tensor_values, TF_Status* status) {
  if (bound.TF_InferStatically) bound.TF_InferStatically(graph_properties, assume_valid_feeds, aggressive_shape_inference, include_input_tensor_values, include_output_tensor_values, status);
  else missing("TF_InferStatically");
}
void TF_GetInputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status) {
  if (bound.TF_GetInputPropertiesListSize) bound.TF_GetInputPropertiesListSize(graph_properties, name, num_values, status);
  else missing("TF_GetInputPropertiesListSize");
}
void TF_GetOutputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status) {
  if (bound.TF_GetOutputPropertiesListSize) bound.TF_GetOutputPropertiesListSize(graph_properties, name, num_values, status);
  else missing("TF_GetOutputPropertiesListSize");
}
void TF_GetInputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status) {
  if (bound.TF_GetInputPropertiesList) bound.TF_GetInputPropertiesList(graph_properties, name, properties, num_values, status);
  else missing("TF_GetInputPropertiesList");
}
void TF_GetOutputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status) {
  if (bound.TF_GetOutputPropertiesList) bound.TF_GetOutputPropertiesList(graph_properties, name, properties, num_values, status);
  else missing("TF_GetOutputPropertiesList");
}
TF_FunctionLibraryDefinition* TF_NewFunctionLibraryDefinition(const TF_Buffer* graph_buf, TF_Status* status) {
  if (bound.TF_NewFunctionLibraryDefinition) return bound.TF_NewFunctionLibraryDefinition(graph_buf, status);
  missing("TF_NewFunctionLibraryDefinition");
  return (TF_FunctionLibraryDefinition*)0;
}
void TF_DeleteFunctionLibraryDefinition(TF_FunctionLibraryDefinition* fn_lib) {
  if (bound.TF_DeleteFunctionLibraryDefinition) bound.TF_DeleteFunctionLibraryDefinition(fn_lib);
  else missing("TF_DeleteFunctionLibraryDefinition");
}
void TF_LookUpOpDef(TF_FunctionLibraryDefinition* fn_lib, const char* name, TF_Buffer* buf, TF_Status* status) {
  if (bound.TF_LookUpOpDef) bound.TF_LookUpOpDef(fn_lib, name, buf, status);
  else missing("TF_LookUpOpDef");
}

/* Signatures the stand-in does not model: a definition to export, calling `unmodelled`. */
void TF_AssignVariable(void);
void TF_AssignVariable(void) { missing("TF_AssignVariable"); }
void TF_Log(void);
void TF_Log(void) { missing("TF_Log"); }
void TF_TensorFromProto(void);
void TF_TensorFromProto(void) { missing("TF_TensorFromProto"); }
