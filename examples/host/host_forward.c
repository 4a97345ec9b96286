/* generated from schema/seabi.yaml by `make gen`, do not edit.
 *
 * Every TF_ function of the function surface, defined as a forwarder to the
 * table host_tf_bind received (host_forward.h). Compiled -fPIC into every
 * per-profile export library; the library's version script exports only
 * what that profile's core exports (host_exports.mk), so a plugin resolves
 * exactly the release's surface.
 */
#include <string.h>

#include "host_forward.h"

static host_tf_impl bound;
static void (*unmodelled_fn)(const char *name);

static void unmodelled(const char *name) {
  if (unmodelled_fn != NULL) unmodelled_fn(name);
}

void host_tf_bind(const host_tf_impl *impl, void (*report)(const char *name)) {
  if (impl != NULL) bound = *impl;
  else memset(&bound, 0, sizeof bound);
  unmodelled_fn = report;
}

TF_Status* TF_NewStatus(void) {
  TF_Status* none;
  if (bound.TF_NewStatus != NULL) return bound.TF_NewStatus();
  unmodelled("TF_NewStatus");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_DeleteStatus(TF_Status* s) {
  if (bound.TF_DeleteStatus != NULL) {
    bound.TF_DeleteStatus(s);
    return;
  }
  unmodelled("TF_DeleteStatus");
}

void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg) {
  if (bound.TF_SetStatus != NULL) {
    bound.TF_SetStatus(s, code, msg);
    return;
  }
  unmodelled("TF_SetStatus");
}

TF_Code TF_GetCode(const TF_Status* s) {
  TF_Code none;
  if (bound.TF_GetCode != NULL) return bound.TF_GetCode(s);
  unmodelled("TF_GetCode");
  memset(&none, 0, sizeof none);
  return none;
}

const char* TF_Message(const TF_Status* s) {
  const char* none;
  if (bound.TF_Message != NULL) return bound.TF_Message(s);
  unmodelled("TF_Message");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Buffer* TF_NewBuffer(void) {
  TF_Buffer* none;
  if (bound.TF_NewBuffer != NULL) return bound.TF_NewBuffer();
  unmodelled("TF_NewBuffer");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Buffer* TF_NewBufferFromString(const void* proto, size_t proto_len) {
  TF_Buffer* none;
  if (bound.TF_NewBufferFromString != NULL) return bound.TF_NewBufferFromString(proto, proto_len);
  unmodelled("TF_NewBufferFromString");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_DeleteBuffer(TF_Buffer* buffer) {
  if (bound.TF_DeleteBuffer != NULL) {
    bound.TF_DeleteBuffer(buffer);
    return;
  }
  unmodelled("TF_DeleteBuffer");
}

const char* TF_Version(void) {
  const char* none;
  if (bound.TF_Version != NULL) return bound.TF_Version();
  unmodelled("TF_Version");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_GetNodesToPreserveListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status) {
  if (bound.TF_GetNodesToPreserveListSize != NULL) {
    bound.TF_GetNodesToPreserveListSize(item, num_values, storage_size, status);
    return;
  }
  unmodelled("TF_GetNodesToPreserveListSize");
}

void TF_GetNodesToPreserveList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status) {
  if (bound.TF_GetNodesToPreserveList != NULL) {
    bound.TF_GetNodesToPreserveList(item, values, lengths, num_values, storage, storage_size, status);
    return;
  }
  unmodelled("TF_GetNodesToPreserveList");
}

void TF_GetFetchNodesListSize(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status) {
  if (bound.TF_GetFetchNodesListSize != NULL) {
    bound.TF_GetFetchNodesListSize(item, num_values, storage_size, status);
    return;
  }
  unmodelled("TF_GetFetchNodesListSize");
}

void TF_GetFetchNodesList(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status) {
  if (bound.TF_GetFetchNodesList != NULL) {
    bound.TF_GetFetchNodesList(item, values, lengths, num_values, storage, storage_size, status);
    return;
  }
  unmodelled("TF_GetFetchNodesList");
}

TF_GraphProperties* TF_NewGraphProperties(const TF_GrapplerItem* item) {
  TF_GraphProperties* none;
  if (bound.TF_NewGraphProperties != NULL) return bound.TF_NewGraphProperties(item);
  unmodelled("TF_NewGraphProperties");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_DeleteGraphProperties(TF_GraphProperties* graph_properties) {
  if (bound.TF_DeleteGraphProperties != NULL) {
    bound.TF_DeleteGraphProperties(graph_properties);
    return;
  }
  unmodelled("TF_DeleteGraphProperties");
}

void TF_InferStatically(TF_GraphProperties* graph_properties, TF_Bool assume_valid_feeds, TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values, TF_Bool include_output_tensor_values, TF_Status* status) {
  if (bound.TF_InferStatically != NULL) {
    bound.TF_InferStatically(graph_properties, assume_valid_feeds, aggressive_shape_inference, include_input_tensor_values, include_output_tensor_values, status);
    return;
  }
  unmodelled("TF_InferStatically");
}

void TF_GetInputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status) {
  if (bound.TF_GetInputPropertiesListSize != NULL) {
    bound.TF_GetInputPropertiesListSize(graph_properties, name, num_values, status);
    return;
  }
  unmodelled("TF_GetInputPropertiesListSize");
}

void TF_GetOutputPropertiesListSize(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status) {
  if (bound.TF_GetOutputPropertiesListSize != NULL) {
    bound.TF_GetOutputPropertiesListSize(graph_properties, name, num_values, status);
    return;
  }
  unmodelled("TF_GetOutputPropertiesListSize");
}

void TF_GetInputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status) {
  if (bound.TF_GetInputPropertiesList != NULL) {
    bound.TF_GetInputPropertiesList(graph_properties, name, properties, num_values, status);
    return;
  }
  unmodelled("TF_GetInputPropertiesList");
}

void TF_GetOutputPropertiesList(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status) {
  if (bound.TF_GetOutputPropertiesList != NULL) {
    bound.TF_GetOutputPropertiesList(graph_properties, name, properties, num_values, status);
    return;
  }
  unmodelled("TF_GetOutputPropertiesList");
}

TF_FunctionLibraryDefinition* TF_NewFunctionLibraryDefinition(const TF_Buffer* graph_buf, TF_Status* status) {
  TF_FunctionLibraryDefinition* none;
  if (bound.TF_NewFunctionLibraryDefinition != NULL) return bound.TF_NewFunctionLibraryDefinition(graph_buf, status);
  unmodelled("TF_NewFunctionLibraryDefinition");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_DeleteFunctionLibraryDefinition(TF_FunctionLibraryDefinition* fn_lib) {
  if (bound.TF_DeleteFunctionLibraryDefinition != NULL) {
    bound.TF_DeleteFunctionLibraryDefinition(fn_lib);
    return;
  }
  unmodelled("TF_DeleteFunctionLibraryDefinition");
}

void TF_LookUpOpDef(TF_FunctionLibraryDefinition* fn_lib, const char* name, TF_Buffer* buf, TF_Status* status) {
  if (bound.TF_LookUpOpDef != NULL) {
    bound.TF_LookUpOpDef(fn_lib, name, buf, status);
    return;
  }
  unmodelled("TF_LookUpOpDef");
}

TF_Tensor* TF_NewTensor(TF_DataType dtype, const int64_t* dims, int num_dims, void* data, size_t len, void (*deallocator)(void* data, size_t len, void* arg), void* deallocator_arg) {
  TF_Tensor* none;
  if (bound.TF_NewTensor != NULL) return bound.TF_NewTensor(dtype, dims, num_dims, data, len, deallocator, deallocator_arg);
  unmodelled("TF_NewTensor");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Tensor* TF_AllocateTensor(TF_DataType dtype, const int64_t* dims, int num_dims, size_t len) {
  TF_Tensor* none;
  if (bound.TF_AllocateTensor != NULL) return bound.TF_AllocateTensor(dtype, dims, num_dims, len);
  unmodelled("TF_AllocateTensor");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Tensor* TF_TensorMaybeMove(TF_Tensor* tensor) {
  TF_Tensor* none;
  if (bound.TF_TensorMaybeMove != NULL) return bound.TF_TensorMaybeMove(tensor);
  unmodelled("TF_TensorMaybeMove");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_DeleteTensor(TF_Tensor* tensor) {
  if (bound.TF_DeleteTensor != NULL) {
    bound.TF_DeleteTensor(tensor);
    return;
  }
  unmodelled("TF_DeleteTensor");
}

TF_DataType TF_TensorType(const TF_Tensor* tensor) {
  TF_DataType none;
  if (bound.TF_TensorType != NULL) return bound.TF_TensorType(tensor);
  unmodelled("TF_TensorType");
  memset(&none, 0, sizeof none);
  return none;
}

int TF_NumDims(const TF_Tensor* tensor) {
  int none;
  if (bound.TF_NumDims != NULL) return bound.TF_NumDims(tensor);
  unmodelled("TF_NumDims");
  memset(&none, 0, sizeof none);
  return none;
}

int64_t TF_Dim(const TF_Tensor* tensor, int dim_index) {
  int64_t none;
  if (bound.TF_Dim != NULL) return bound.TF_Dim(tensor, dim_index);
  unmodelled("TF_Dim");
  memset(&none, 0, sizeof none);
  return none;
}

size_t TF_TensorByteSize(const TF_Tensor* tensor) {
  size_t none;
  if (bound.TF_TensorByteSize != NULL) return bound.TF_TensorByteSize(tensor);
  unmodelled("TF_TensorByteSize");
  memset(&none, 0, sizeof none);
  return none;
}

void* TF_TensorData(const TF_Tensor* tensor) {
  void* none;
  if (bound.TF_TensorData != NULL) return bound.TF_TensorData(tensor);
  unmodelled("TF_TensorData");
  memset(&none, 0, sizeof none);
  return none;
}

int64_t TF_TensorElementCount(const TF_Tensor* tensor) {
  int64_t none;
  if (bound.TF_TensorElementCount != NULL) return bound.TF_TensorElementCount(tensor);
  unmodelled("TF_TensorElementCount");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_TensorBitcastFrom(const TF_Tensor* from, TF_DataType type, TF_Tensor* to, const int64_t* new_dims, int num_new_dims, TF_Status* status) {
  if (bound.TF_TensorBitcastFrom != NULL) {
    bound.TF_TensorBitcastFrom(from, type, to, new_dims, num_new_dims, status);
    return;
  }
  unmodelled("TF_TensorBitcastFrom");
}

bool TF_TensorIsAligned(const TF_Tensor* tensor) {
  bool none;
  if (bound.TF_TensorIsAligned != NULL) return bound.TF_TensorIsAligned(tensor);
  unmodelled("TF_TensorIsAligned");
  memset(&none, 0, sizeof none);
  return none;
}

size_t TF_DataTypeSize(TF_DataType dt) {
  size_t none;
  if (bound.TF_DataTypeSize != NULL) return bound.TF_DataTypeSize(dt);
  unmodelled("TF_DataTypeSize");
  memset(&none, 0, sizeof none);
  return none;
}

TF_KernelBuilder* TF_NewKernelBuilder(const char* op_name, const char* device_name, void* (*create_func)(TF_OpKernelConstruction*), void (*compute_func)(void*, TF_OpKernelContext*), void (*delete_func)(void*)) {
  TF_KernelBuilder* none;
  if (bound.TF_NewKernelBuilder != NULL) return bound.TF_NewKernelBuilder(op_name, device_name, create_func, compute_func, delete_func);
  unmodelled("TF_NewKernelBuilder");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder* kernel_builder, const char* attr_name, TF_DataType type, TF_Status* status) {
  if (bound.TF_KernelBuilder_TypeConstraint != NULL) {
    bound.TF_KernelBuilder_TypeConstraint(kernel_builder, attr_name, type, status);
    return;
  }
  unmodelled("TF_KernelBuilder_TypeConstraint");
}

void TF_KernelBuilder_HostMemory(TF_KernelBuilder* kernel_builder, const char* arg_name) {
  if (bound.TF_KernelBuilder_HostMemory != NULL) {
    bound.TF_KernelBuilder_HostMemory(kernel_builder, arg_name);
    return;
  }
  unmodelled("TF_KernelBuilder_HostMemory");
}

void TF_KernelBuilder_Priority(TF_KernelBuilder* kernel_builder, int32_t priority_number) {
  if (bound.TF_KernelBuilder_Priority != NULL) {
    bound.TF_KernelBuilder_Priority(kernel_builder, priority_number);
    return;
  }
  unmodelled("TF_KernelBuilder_Priority");
}

void TF_RegisterKernelBuilder(const char* kernel_name, TF_KernelBuilder* builder, TF_Status* status) {
  if (bound.TF_RegisterKernelBuilder != NULL) {
    bound.TF_RegisterKernelBuilder(kernel_name, builder, status);
    return;
  }
  unmodelled("TF_RegisterKernelBuilder");
}

void TF_DeleteKernelBuilder(TF_KernelBuilder* builder) {
  if (bound.TF_DeleteKernelBuilder != NULL) {
    bound.TF_DeleteKernelBuilder(builder);
    return;
  }
  unmodelled("TF_DeleteKernelBuilder");
}

struct SP_Stream_st* TF_GetStream(TF_OpKernelContext* ctx, TF_Status* status) {
  struct SP_Stream_st* none;
  if (bound.TF_GetStream != NULL) return bound.TF_GetStream(ctx, status);
  unmodelled("TF_GetStream");
  memset(&none, 0, sizeof none);
  return none;
}

int TF_NumInputs(TF_OpKernelContext* ctx) {
  int none;
  if (bound.TF_NumInputs != NULL) return bound.TF_NumInputs(ctx);
  unmodelled("TF_NumInputs");
  memset(&none, 0, sizeof none);
  return none;
}

int TF_NumOutputs(TF_OpKernelContext* ctx) {
  int none;
  if (bound.TF_NumOutputs != NULL) return bound.TF_NumOutputs(ctx);
  unmodelled("TF_NumOutputs");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_GetInput(TF_OpKernelContext* ctx, int i, TF_Tensor** tensor, TF_Status* status) {
  if (bound.TF_GetInput != NULL) {
    bound.TF_GetInput(ctx, i, tensor, status);
    return;
  }
  unmodelled("TF_GetInput");
}

void TF_SetOutput(TF_OpKernelContext* ctx, int i, const TF_Tensor* tensor, TF_Status* status) {
  if (bound.TF_SetOutput != NULL) {
    bound.TF_SetOutput(ctx, i, tensor, status);
    return;
  }
  unmodelled("TF_SetOutput");
}

void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction* ctx, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_Failure != NULL) {
    bound.TF_OpKernelConstruction_Failure(ctx, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_Failure");
}

void TF_OpKernelContext_Failure(TF_OpKernelContext* ctx, TF_Status* status) {
  if (bound.TF_OpKernelContext_Failure != NULL) {
    bound.TF_OpKernelContext_Failure(ctx, status);
    return;
  }
  unmodelled("TF_OpKernelContext_Failure");
}

TF_DataType TF_ExpectedOutputDataType(TF_OpKernelContext* ctx, int i) {
  TF_DataType none;
  if (bound.TF_ExpectedOutputDataType != NULL) return bound.TF_ExpectedOutputDataType(ctx, i);
  unmodelled("TF_ExpectedOutputDataType");
  memset(&none, 0, sizeof none);
  return none;
}

int64_t TF_StepId(TF_OpKernelContext* ctx) {
  int64_t none;
  if (bound.TF_StepId != NULL) return bound.TF_StepId(ctx);
  unmodelled("TF_StepId");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction* ctx, const char* attr_name, int32_t* list_size, int32_t* total_size, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrSize != NULL) {
    bound.TF_OpKernelConstruction_GetAttrSize(ctx, attr_name, list_size, total_size, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrSize");
}

void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction* ctx, const char* attr_name, TF_DataType* val, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrType != NULL) {
    bound.TF_OpKernelConstruction_GetAttrType(ctx, attr_name, val, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrType");
}

void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction* ctx, const char* attr_name, int32_t* val, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrInt32 != NULL) {
    bound.TF_OpKernelConstruction_GetAttrInt32(ctx, attr_name, val, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrInt32");
}

void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction* ctx, const char* attr_name, int64_t* val, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrInt64 != NULL) {
    bound.TF_OpKernelConstruction_GetAttrInt64(ctx, attr_name, val, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrInt64");
}

void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction* ctx, const char* attr_name, float* val, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrFloat != NULL) {
    bound.TF_OpKernelConstruction_GetAttrFloat(ctx, attr_name, val, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrFloat");
}

void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction* ctx, const char* attr_name, TF_Bool* val, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrBool != NULL) {
    bound.TF_OpKernelConstruction_GetAttrBool(ctx, attr_name, val, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrBool");
}

void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction* ctx, const char* attr_name, char* val, size_t max_length, TF_Status* status) {
  if (bound.TF_OpKernelConstruction_GetAttrString != NULL) {
    bound.TF_OpKernelConstruction_GetAttrString(ctx, attr_name, val, max_length, status);
    return;
  }
  unmodelled("TF_OpKernelConstruction_GetAttrString");
}

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrTypeList(void);
void TF_OpKernelConstruction_GetAttrTypeList(void) { unmodelled("TF_OpKernelConstruction_GetAttrTypeList"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrInt32List(void);
void TF_OpKernelConstruction_GetAttrInt32List(void) { unmodelled("TF_OpKernelConstruction_GetAttrInt32List"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrInt64List(void);
void TF_OpKernelConstruction_GetAttrInt64List(void) { unmodelled("TF_OpKernelConstruction_GetAttrInt64List"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrFloatList(void);
void TF_OpKernelConstruction_GetAttrFloatList(void) { unmodelled("TF_OpKernelConstruction_GetAttrFloatList"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrBoolList(void);
void TF_OpKernelConstruction_GetAttrBoolList(void) { unmodelled("TF_OpKernelConstruction_GetAttrBoolList"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrStringList(void);
void TF_OpKernelConstruction_GetAttrStringList(void) { unmodelled("TF_OpKernelConstruction_GetAttrStringList"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrTensor(void);
void TF_OpKernelConstruction_GetAttrTensor(void) { unmodelled("TF_OpKernelConstruction_GetAttrTensor"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrTensorList(void);
void TF_OpKernelConstruction_GetAttrTensorList(void) { unmodelled("TF_OpKernelConstruction_GetAttrTensorList"); }

TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction* ctx) {
  TF_StringView none;
  if (bound.TF_OpKernelConstruction_GetName != NULL) return bound.TF_OpKernelConstruction_GetName(ctx);
  unmodelled("TF_OpKernelConstruction_GetName");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Tensor* TF_AllocateOutput(TF_OpKernelContext* context, int index, TF_DataType dtype, const int64_t* dims, int num_dims, size_t len, TF_Status* status) {
  TF_Tensor* none;
  if (bound.TF_AllocateOutput != NULL) return bound.TF_AllocateOutput(context, index, dtype, dims, num_dims, len, status);
  unmodelled("TF_AllocateOutput");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Tensor* TF_ForwardInputOrAllocateOutput(TF_OpKernelContext* context, const int* candidate_input_indices, int num_candidate_input_indices, int output_index, const int64_t* output_dims, int output_num_dims, int* forwarded_input, TF_Status* status) {
  TF_Tensor* none;
  if (bound.TF_ForwardInputOrAllocateOutput != NULL) return bound.TF_ForwardInputOrAllocateOutput(context, candidate_input_indices, num_candidate_input_indices, output_index, output_dims, output_num_dims, forwarded_input, status);
  unmodelled("TF_ForwardInputOrAllocateOutput");
  memset(&none, 0, sizeof none);
  return none;
}

TF_Tensor* TF_AllocateTemp(TF_OpKernelContext* context, TF_DataType dtype, const int64_t* dims, int num_dims, TF_AllocatorAttributes* alloc_attrs, TF_Status* status) {
  TF_Tensor* none;
  if (bound.TF_AllocateTemp != NULL) return bound.TF_AllocateTemp(context, dtype, dims, num_dims, alloc_attrs, status);
  unmodelled("TF_AllocateTemp");
  memset(&none, 0, sizeof none);
  return none;
}

bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction* ctx, const char* attr_name, TF_Status* status) {
  bool none;
  if (bound.TF_OpKernelConstruction_HasAttr != NULL) return bound.TF_OpKernelConstruction_HasAttr(ctx, attr_name, status);
  unmodelled("TF_OpKernelConstruction_HasAttr");
  memset(&none, 0, sizeof none);
  return none;
}

void TF_RegisterKernelBuilderWithKernelDef(const char* serialized_kernel_def, const char* name, TF_KernelBuilder* builder, TF_Status* status) {
  if (bound.TF_RegisterKernelBuilderWithKernelDef != NULL) {
    bound.TF_RegisterKernelBuilderWithKernelDef(serialized_kernel_def, name, builder, status);
    return;
  }
  unmodelled("TF_RegisterKernelBuilderWithKernelDef");
}

void TF_AssignVariable(TF_OpKernelContext* ctx, int input_index, int value_index, bool validate_shape, void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest), TF_Status* status) {
  if (bound.TF_AssignVariable != NULL) {
    bound.TF_AssignVariable(ctx, input_index, value_index, validate_shape, copyFunc, status);
    return;
  }
  unmodelled("TF_AssignVariable");
}

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_AssignUpdateVariable(void);
void TF_AssignUpdateVariable(void) { unmodelled("TF_AssignUpdateVariable"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_MaybeLockVariableInputMutexesInOrder(void);
void TF_MaybeLockVariableInputMutexesInOrder(void) { unmodelled("TF_MaybeLockVariableInputMutexesInOrder"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_GetInputTensorFromVariable(void);
void TF_GetInputTensorFromVariable(void) { unmodelled("TF_GetInputTensorFromVariable"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelContext_ForwardRefInputToRefOutput(void);
void TF_OpKernelContext_ForwardRefInputToRefOutput(void) { unmodelled("TF_OpKernelContext_ForwardRefInputToRefOutput"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_ReleaseVariableInputLockHolder(void);
void TF_ReleaseVariableInputLockHolder(void) { unmodelled("TF_ReleaseVariableInputLockHolder"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_OpKernelConstruction_GetAttrTensorShape(void);
void TF_OpKernelConstruction_GetAttrTensorShape(void) { unmodelled("TF_OpKernelConstruction_GetAttrTensorShape"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_GetInputByName(void);
void TF_GetInputByName(void) { unmodelled("TF_GetInputByName"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_IsRefInput(void);
void TF_IsRefInput(void) { unmodelled("TF_IsRefInput"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_AssignRefVariable(void);
void TF_AssignRefVariable(void) { unmodelled("TF_AssignRefVariable"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_AddNVariant(void);
void TF_AddNVariant(void) { unmodelled("TF_AddNVariant"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_ZerosLikeVariant(void);
void TF_ZerosLikeVariant(void) { unmodelled("TF_ZerosLikeVariant"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_TemporaryVariable(void);
void TF_TemporaryVariable(void) { unmodelled("TF_TemporaryVariable"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_DestroyTemporaryVariable(void);
void TF_DestroyTemporaryVariable(void) { unmodelled("TF_DestroyTemporaryVariable"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_Log(void);
void TF_Log(void) { unmodelled("TF_Log"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_VLog(void);
void TF_VLog(void) { unmodelled("TF_VLog"); }

/* Its signature is not recorded: a call is reported, nothing else. */
void TF_DVLog(void);
void TF_DVLog(void) { unmodelled("TF_DVLog"); }
