/* generated from schema/seabi.yaml by `make gen`, do not edit.
 *
 * The TF_ functions of the function surface (schema/tf_functions.yaml) whose
 * signature the schemas record, as one table of the host's implementations
 * (examples/host/host_exports.c binds it). host_forward.c, compiled into every per-profile export
 * library, defines each function as a forwarder to the bound table; the
 * host binds what it implements (`&TF_X`) and, for the rest, a callback
 * that reports the call of a function it does not model.
 */
#ifndef SEABI_HOST_FORWARD_H_
#define SEABI_HOST_FORWARD_H_

#include "se_api.h"
#include "graph_api.h"
#include "kernel_api.h"

typedef struct host_tf_impl {
  TF_Status* (*TF_NewStatus)(void);
  void (*TF_DeleteStatus)(TF_Status* s);
  void (*TF_SetStatus)(TF_Status* s, TF_Code code, const char* msg);
  TF_Code (*TF_GetCode)(const TF_Status* s);
  const char* (*TF_Message)(const TF_Status* s);
  TF_Buffer* (*TF_NewBuffer)(void);
  TF_Buffer* (*TF_NewBufferFromString)(const void* proto, size_t proto_len);
  void (*TF_DeleteBuffer)(TF_Buffer* buffer);
  const char* (*TF_Version)(void);
  void (*TF_GetNodesToPreserveListSize)(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status);
  void (*TF_GetNodesToPreserveList)(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status);
  void (*TF_GetFetchNodesListSize)(const TF_GrapplerItem* item, int* num_values, size_t* storage_size, TF_Status* status);
  void (*TF_GetFetchNodesList)(const TF_GrapplerItem* item, char** values, size_t* lengths, int num_values, void* storage, size_t storage_size, TF_Status* status);
  TF_GraphProperties* (*TF_NewGraphProperties)(const TF_GrapplerItem* item);
  void (*TF_DeleteGraphProperties)(TF_GraphProperties* graph_properties);
  void (*TF_InferStatically)(TF_GraphProperties* graph_properties, TF_Bool assume_valid_feeds, TF_Bool aggressive_shape_inference, TF_Bool include_input_tensor_values, TF_Bool include_output_tensor_values, TF_Status* status);
  void (*TF_GetInputPropertiesListSize)(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status);
  void (*TF_GetOutputPropertiesListSize)(TF_GraphProperties* graph_properties, const char* name, int* num_values, TF_Status* status);
  void (*TF_GetInputPropertiesList)(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status);
  void (*TF_GetOutputPropertiesList)(TF_GraphProperties* graph_properties, const char* name, TF_Buffer** properties, int num_values, TF_Status* status);
  TF_FunctionLibraryDefinition* (*TF_NewFunctionLibraryDefinition)(const TF_Buffer* graph_buf, TF_Status* status);
  void (*TF_DeleteFunctionLibraryDefinition)(TF_FunctionLibraryDefinition* fn_lib);
  void (*TF_LookUpOpDef)(TF_FunctionLibraryDefinition* fn_lib, const char* name, TF_Buffer* buf, TF_Status* status);
  TF_Tensor* (*TF_NewTensor)(TF_DataType dtype, const int64_t* dims, int num_dims, void* data, size_t len, void (*deallocator)(void* data, size_t len, void* arg), void* deallocator_arg);
  TF_Tensor* (*TF_AllocateTensor)(TF_DataType dtype, const int64_t* dims, int num_dims, size_t len);
  TF_Tensor* (*TF_TensorMaybeMove)(TF_Tensor* tensor);
  void (*TF_DeleteTensor)(TF_Tensor* tensor);
  TF_DataType (*TF_TensorType)(const TF_Tensor* tensor);
  int (*TF_NumDims)(const TF_Tensor* tensor);
  int64_t (*TF_Dim)(const TF_Tensor* tensor, int dim_index);
  size_t (*TF_TensorByteSize)(const TF_Tensor* tensor);
  void* (*TF_TensorData)(const TF_Tensor* tensor);
  int64_t (*TF_TensorElementCount)(const TF_Tensor* tensor);
  void (*TF_TensorBitcastFrom)(const TF_Tensor* from, TF_DataType type, TF_Tensor* to, const int64_t* new_dims, int num_new_dims, TF_Status* status);
  bool (*TF_TensorIsAligned)(const TF_Tensor* tensor);
  size_t (*TF_DataTypeSize)(TF_DataType dt);
  TF_KernelBuilder* (*TF_NewKernelBuilder)(const char* op_name, const char* device_name, void* (*create_func)(TF_OpKernelConstruction*), void (*compute_func)(void*, TF_OpKernelContext*), void (*delete_func)(void*));
  void (*TF_KernelBuilder_TypeConstraint)(TF_KernelBuilder* kernel_builder, const char* attr_name, TF_DataType type, TF_Status* status);
  void (*TF_KernelBuilder_HostMemory)(TF_KernelBuilder* kernel_builder, const char* arg_name);
  void (*TF_KernelBuilder_Priority)(TF_KernelBuilder* kernel_builder, int32_t priority_number);
  void (*TF_RegisterKernelBuilder)(const char* kernel_name, TF_KernelBuilder* builder, TF_Status* status);
  void (*TF_DeleteKernelBuilder)(TF_KernelBuilder* builder);
  struct SP_Stream_st* (*TF_GetStream)(TF_OpKernelContext* ctx, TF_Status* status);
  int (*TF_NumInputs)(TF_OpKernelContext* ctx);
  int (*TF_NumOutputs)(TF_OpKernelContext* ctx);
  void (*TF_GetInput)(TF_OpKernelContext* ctx, int i, TF_Tensor** tensor, TF_Status* status);
  void (*TF_SetOutput)(TF_OpKernelContext* ctx, int i, const TF_Tensor* tensor, TF_Status* status);
  void (*TF_OpKernelConstruction_Failure)(TF_OpKernelConstruction* ctx, TF_Status* status);
  void (*TF_OpKernelContext_Failure)(TF_OpKernelContext* ctx, TF_Status* status);
  TF_DataType (*TF_ExpectedOutputDataType)(TF_OpKernelContext* ctx, int i);
  int64_t (*TF_StepId)(TF_OpKernelContext* ctx);
  void (*TF_OpKernelConstruction_GetAttrSize)(TF_OpKernelConstruction* ctx, const char* attr_name, int32_t* list_size, int32_t* total_size, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrType)(TF_OpKernelConstruction* ctx, const char* attr_name, TF_DataType* val, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrInt32)(TF_OpKernelConstruction* ctx, const char* attr_name, int32_t* val, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrInt64)(TF_OpKernelConstruction* ctx, const char* attr_name, int64_t* val, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrFloat)(TF_OpKernelConstruction* ctx, const char* attr_name, float* val, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrBool)(TF_OpKernelConstruction* ctx, const char* attr_name, TF_Bool* val, TF_Status* status);
  void (*TF_OpKernelConstruction_GetAttrString)(TF_OpKernelConstruction* ctx, const char* attr_name, char* val, size_t max_length, TF_Status* status);
  TF_StringView (*TF_OpKernelConstruction_GetName)(TF_OpKernelConstruction* ctx);
  TF_Tensor* (*TF_AllocateOutput)(TF_OpKernelContext* context, int index, TF_DataType dtype, const int64_t* dims, int num_dims, size_t len, TF_Status* status);
  TF_Tensor* (*TF_ForwardInputOrAllocateOutput)(TF_OpKernelContext* context, const int* candidate_input_indices, int num_candidate_input_indices, int output_index, const int64_t* output_dims, int output_num_dims, int* forwarded_input, TF_Status* status);
  TF_Tensor* (*TF_AllocateTemp)(TF_OpKernelContext* context, TF_DataType dtype, const int64_t* dims, int num_dims, TF_AllocatorAttributes* alloc_attrs, TF_Status* status);
  bool (*TF_OpKernelConstruction_HasAttr)(TF_OpKernelConstruction* ctx, const char* attr_name, TF_Status* status);
  void (*TF_RegisterKernelBuilderWithKernelDef)(const char* serialized_kernel_def, const char* name, TF_KernelBuilder* builder, TF_Status* status);
  void (*TF_AssignVariable)(TF_OpKernelContext* ctx, int input_index, int value_index, bool validate_shape, void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest), TF_Status* status);
} host_tf_impl;

/* Binds impl (copied) and the callback for a function impl leaves NULL or
 * whose signature the schemas do not record (its name). */
void host_tf_bind(const host_tf_impl *impl, void (*unmodelled)(const char *name));

#endif /* SEABI_HOST_FORWARD_H_ */
