/* generated from schema/seabi.yaml by `make gen`, do not edit.
 *
 * Every core the reference host can act as: each seabi release, each
 * TensorFlow release where a layout changed, each in-between layout of a
 * schema, and a core of each lineage newer than these headers, as data
 * (generator/seabigen/profiles.py). A profile is one core: every module it
 * loads together (SE_InitPlugin, TF_InitGraph, TF_InitProfiler), each
 * in its own layout, or absent. Include only from host_profile.c. Sizes are
 * the headers' size macros, so the compiler computes them on every target;
 * 0 = the core has no such struct.
 */
#ifndef SEABI_HOST_PROFILES_H_
#define SEABI_HOST_PROFILES_H_

#include "se_api.h"
#include "graph_api.h"
#include "profiler_api.h"

/* One slot per struct of se_api.h with a size macro, in schema order. */
enum host_profile_struct {
  HOST_PS_SP_TimerFns,
  HOST_PS_SP_AllocatorStats,
  HOST_PS_SP_DeviceMemoryBase,
  HOST_PS_SP_Device,
  HOST_PS_SE_CreateDeviceParams,
  HOST_PS_SP_DeviceFns,
  HOST_PS_SE_CreateDeviceFnsParams,
  HOST_PS_SP_StreamOptions,
  HOST_PS_SP_StreamExecutor,
  HOST_PS_SE_CreateStreamExecutorParams,
  HOST_PS_SP_Allocator,
  HOST_PS_SP_AllocatorFns,
  HOST_PS_SP_CustomAllocator,
  HOST_PS_SP_CustomAllocatorFns,
  HOST_PS_SE_CreateAllocatorParams,
  HOST_PS_SE_CreateCustomAllocatorParams,
  HOST_PS_SP_Platform,
  HOST_PS_SP_PlatformFns,
  HOST_PS_SE_PlatformRegistrationParams,
  HOST_PS_COUNT
};

static const char *const host_profile_struct_names[HOST_PS_COUNT] = {
  "SP_TimerFns",
  "SP_AllocatorStats",
  "SP_DeviceMemoryBase",
  "SP_Device",
  "SE_CreateDeviceParams",
  "SP_DeviceFns",
  "SE_CreateDeviceFnsParams",
  "SP_StreamOptions",
  "SP_StreamExecutor",
  "SE_CreateStreamExecutorParams",
  "SP_Allocator",
  "SP_AllocatorFns",
  "SP_CustomAllocator",
  "SP_CustomAllocatorFns",
  "SE_CreateAllocatorParams",
  "SE_CreateCustomAllocatorParams",
  "SP_Platform",
  "SP_PlatformFns",
  "SE_PlatformRegistrationParams",
};

/* Who fills each struct's members (the schema's filled_by, struct_size
 * aside): "plugin" for the structs a plugin settles and fills, "core" for
 * those it only reads, "both" where members differ. */
static const char *const host_profile_struct_filled_by[HOST_PS_COUNT] = {
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "plugin",
  "core",
  "core",
  "plugin",
  "core",
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "core",
  "plugin",
  "plugin",
  "both",
};

/* ---- The modules ---------------------------------------------------------
 * One per API, in the order a core initialises them (schema/seabi.yaml). */
enum host_api {
  HOST_API_SE_API,
  HOST_API_GRAPH_API,
  HOST_API_PROFILER_API,
  HOST_API_COUNT
};

/* The API's name (its schema's api.name) and title. */
static const char *const host_api_names[HOST_API_COUNT] = { "se_api", "graph_api", "profiler_api" };
static const char *const host_api_titles[HOST_API_COUNT] = { "StreamExecutor C API", "Graph optimizer C API", "Profiler C API" };
/* The symbol a plugin exports for the module; a core looks it up, and a
 * plugin without it has no such module (absent, not failed). */
static const char *const host_api_entry_points[HOST_API_COUNT] = { "SE_InitPlugin", "TF_InitGraph", "TF_InitProfiler" };
/* Names pre-release TensorFlow used for the entry point, which no release
 * looks up: a plugin exporting one instead is told so (NULL-terminated). */
static const char *const host_api_pre_release_names_0[] = { NULL };
static const char *const host_api_pre_release_names_1[] = { "TF_InitGraphPlugin", NULL };
static const char *const host_api_pre_release_names_2[] = { NULL };
static const char *const *const host_api_pre_release_names[HOST_API_COUNT] = {
  host_api_pre_release_names_0,
  host_api_pre_release_names_1,
  host_api_pre_release_names_2,
};

/* StreamExecutor C API (se_api.h): one slot per struct with a size macro, in schema order. */
enum host_se_api_struct {
  HOST_SE_API_SP_TimerFns,
  HOST_SE_API_SP_AllocatorStats,
  HOST_SE_API_SP_DeviceMemoryBase,
  HOST_SE_API_SP_Device,
  HOST_SE_API_SE_CreateDeviceParams,
  HOST_SE_API_SP_DeviceFns,
  HOST_SE_API_SE_CreateDeviceFnsParams,
  HOST_SE_API_SP_StreamOptions,
  HOST_SE_API_SP_StreamExecutor,
  HOST_SE_API_SE_CreateStreamExecutorParams,
  HOST_SE_API_SP_Allocator,
  HOST_SE_API_SP_AllocatorFns,
  HOST_SE_API_SP_CustomAllocator,
  HOST_SE_API_SP_CustomAllocatorFns,
  HOST_SE_API_SE_CreateAllocatorParams,
  HOST_SE_API_SE_CreateCustomAllocatorParams,
  HOST_SE_API_SP_Platform,
  HOST_SE_API_SP_PlatformFns,
  HOST_SE_API_SE_PlatformRegistrationParams,
  HOST_SE_API_STRUCT_COUNT
};
static const char *const host_se_api_struct_names[HOST_SE_API_STRUCT_COUNT] = {
  "SP_TimerFns",
  "SP_AllocatorStats",
  "SP_DeviceMemoryBase",
  "SP_Device",
  "SE_CreateDeviceParams",
  "SP_DeviceFns",
  "SE_CreateDeviceFnsParams",
  "SP_StreamOptions",
  "SP_StreamExecutor",
  "SE_CreateStreamExecutorParams",
  "SP_Allocator",
  "SP_AllocatorFns",
  "SP_CustomAllocator",
  "SP_CustomAllocatorFns",
  "SE_CreateAllocatorParams",
  "SE_CreateCustomAllocatorParams",
  "SP_Platform",
  "SP_PlatformFns",
  "SE_PlatformRegistrationParams",
};
/* Who fills each struct's members, as host_profile_struct_filled_by. */
static const char *const host_se_api_struct_filled_by[HOST_SE_API_STRUCT_COUNT] = {
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "plugin",
  "core",
  "core",
  "plugin",
  "core",
  "plugin",
  "plugin",
  "plugin",
  "plugin",
  "core",
  "core",
  "plugin",
  "plugin",
  "both",
};

/* Graph optimizer C API (graph_api.h): one slot per struct with a size macro, in schema order. */
enum host_graph_api_struct {
  HOST_GRAPH_API_TP_OptimizerConfigs,
  HOST_GRAPH_API_TP_Optimizer,
  HOST_GRAPH_API_TP_OptimizerRegistrationParams,
  HOST_GRAPH_API_STRUCT_COUNT
};
static const char *const host_graph_api_struct_names[HOST_GRAPH_API_STRUCT_COUNT] = {
  "TP_OptimizerConfigs",
  "TP_Optimizer",
  "TP_OptimizerRegistrationParams",
};
/* Who fills each struct's members, as host_profile_struct_filled_by. */
static const char *const host_graph_api_struct_filled_by[HOST_GRAPH_API_STRUCT_COUNT] = {
  "plugin",
  "plugin",
  "both",
};
/* Members whose signature differs between layouts of one size: each
 * profile names the variant its core calls (docs/handshake.md). */
enum host_graph_api_signature {
  HOST_GRAPH_API_SIG_TP_Optimizer_optimize_func,
  HOST_GRAPH_API_SIG_COUNT
};
static const char *const host_graph_api_signature_names[HOST_GRAPH_API_SIG_COUNT] = {
  "TP_Optimizer.optimize_func",
};

/* Profiler C API (profiler_api.h): one slot per struct with a size macro, in schema order. */
enum host_profiler_api_struct {
  HOST_PROFILER_API_TP_Profiler,
  HOST_PROFILER_API_TP_ProfilerFns,
  HOST_PROFILER_API_TF_ProfilerRegistrationParams,
  HOST_PROFILER_API_STRUCT_COUNT
};
static const char *const host_profiler_api_struct_names[HOST_PROFILER_API_STRUCT_COUNT] = {
  "TP_Profiler",
  "TP_ProfilerFns",
  "TF_ProfilerRegistrationParams",
};
/* Who fills each struct's members, as host_profile_struct_filled_by. */
static const char *const host_profiler_api_struct_filled_by[HOST_PROFILER_API_STRUCT_COUNT] = {
  "plugin",
  "plugin",
  "both",
};

/* ---- The function surface (schema/tf_functions.yaml, exports.py) --------
 * The libraries of a core that define TF_ functions, and per profile every
 * TF_ function the core lets a plugin import, from which of them. */
#define HOST_TF_LIB_FRAMEWORK 1u /* libtensorflow_framework.so.2 */
#define HOST_TF_LIB_PYWRAP 2u /* _pywrap_tensorflow_internal.so */
#define HOST_TF_LIB_CC 4u /* libtensorflow_cc.so.2 */
#define HOST_TF_LIB_COUNT 3
static const char *const host_tf_library_sonames[HOST_TF_LIB_COUNT] = { "libtensorflow_framework.so.2", "_pywrap_tensorflow_internal.so", "libtensorflow_cc.so.2" };
static const char *const host_tf_library_names[HOST_TF_LIB_COUNT] = { "framework", "pywrap", "cc" };

typedef struct host_tf_export {
  const char *name;       /* "TF_SetStatus" */
  unsigned libraries;     /* HOST_TF_LIB_* mask: the libraries of this core that define and export it */
  const char *signature;  /* "" or the in-place signature variant this core has */
  const char *header;     /* "tensorflow/c/tf_status.h" */
  const char *confidence; /* "confirmed" / "inferred" / "not established" */
} host_tf_export;
static const host_tf_export host_tf_exports_0[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "confirmed" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "confirmed" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "confirmed" },
  { "TF_Version", 0x1u, "", "tensorflow/c/c_api.h", "confirmed" },
  { "TF_GetNodesToPreserveListSize", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetNodesToPreserveList", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetFetchNodesListSize", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetFetchNodesList", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_NewGraphProperties", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_DeleteGraphProperties", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_InferStatically", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetInputPropertiesListSize", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetOutputPropertiesListSize", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetInputPropertiesList", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_GetOutputPropertiesList", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_NewFunctionLibraryDefinition", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_DeleteFunctionLibraryDefinition", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_LookUpOpDef", 0x1u, "", "tensorflow/c/experimental/grappler/grappler.h", "confirmed" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "confirmed" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "confirmed" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_OpKernelConstruction_HasAttr", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { "TF_RegisterKernelBuilderWithKernelDef", 0x1u, "", "tensorflow/c/kernels.h", "confirmed" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_1[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x2u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_2[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x2u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AssignVariable", 0x1u, "5 parameters", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AssignUpdateVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_MaybeLockVariableInputMutexesInOrder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputTensorFromVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelContext_ForwardRefInputToRefOutput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ReleaseVariableInputLockHolder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_Log", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_VLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_DVLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_3[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x2u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_HasAttr", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilderWithKernelDef", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AssignVariable", 0x1u, "5 parameters", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AssignUpdateVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_MaybeLockVariableInputMutexesInOrder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputTensorFromVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelContext_ForwardRefInputToRefOutput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ReleaseVariableInputLockHolder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorShape", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_Log", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_VLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_DVLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_4[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x2u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_HasAttr", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilderWithKernelDef", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AssignVariable", 0x1u, "6 parameters (validate_shape)", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AssignUpdateVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_MaybeLockVariableInputMutexesInOrder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputTensorFromVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelContext_ForwardRefInputToRefOutput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ReleaseVariableInputLockHolder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorShape", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputByName", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_IsRefInput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "not established" },
  { "TF_AssignRefVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AddNVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ZerosLikeVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_Log", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_VLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_DVLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_5[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x6u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_HasAttr", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilderWithKernelDef", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AssignVariable", 0x1u, "6 parameters (validate_shape)", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AssignUpdateVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_MaybeLockVariableInputMutexesInOrder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputTensorFromVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelContext_ForwardRefInputToRefOutput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ReleaseVariableInputLockHolder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorShape", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_GetInputByName", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_IsRefInput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "not established" },
  { "TF_AssignRefVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_AddNVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_ZerosLikeVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_TemporaryVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_DestroyTemporaryVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "inferred" },
  { "TF_Log", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_VLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_DVLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_6[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "inferred" },
  { "TF_NewBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_NewBufferFromString", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_DeleteBuffer", 0x1u, "", "tensorflow/c/tf_buffer.h", "inferred" },
  { "TF_Version", 0x6u, "", "tensorflow/c/c_api.h", "inferred" },
  { "TF_GetNodesToPreserveListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetNodesToPreserveList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetFetchNodesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteGraphProperties", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_InferStatically", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesListSize", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetInputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_GetOutputPropertiesList", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_DeleteFunctionLibraryDefinition", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_LookUpOpDef", 0x2u, "", "tensorflow/c/experimental/grappler/grappler.h", "inferred" },
  { "TF_NewTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_AllocateTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorMaybeMove", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DeleteTensor", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorType", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_NumDims", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_Dim", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorByteSize", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorData", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorElementCount", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorBitcastFrom", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_TensorIsAligned", 0x1u, "", "tensorflow/c/tf_tensor.h", "inferred" },
  { "TF_DataTypeSize", 0x1u, "", "tensorflow/c/tf_datatype.h", "inferred" },
  { "TF_NewKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_TypeConstraint", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_HostMemory", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_KernelBuilder_Priority", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_DeleteKernelBuilder", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetStream", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumInputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_NumOutputs", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_GetInput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_SetOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelContext_Failure", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ExpectedOutputDataType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_StepId", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrSize", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrType", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloat", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBool", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrString", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTypeList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt32List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrInt64List", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrFloatList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrBoolList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrStringList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensor", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetAttrTensorList", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_GetName", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_ForwardInputOrAllocateOutput", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AllocateTemp", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_OpKernelConstruction_HasAttr", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_RegisterKernelBuilderWithKernelDef", 0x1u, "", "tensorflow/c/kernels.h", "inferred" },
  { "TF_AssignVariable", 0x1u, "6 parameters (validate_shape)", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_AssignUpdateVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_MaybeLockVariableInputMutexesInOrder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_GetInputTensorFromVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_OpKernelContext_ForwardRefInputToRefOutput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_ReleaseVariableInputLockHolder", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_OpKernelConstruction_GetAttrTensorShape", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_GetInputByName", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_IsRefInput", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_AssignRefVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_AddNVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_ZerosLikeVariant", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_TemporaryVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { "TF_DestroyTemporaryVariable", 0x1u, "", "tensorflow/c/kernels_experimental.h", "confirmed" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_7[] = {
  { "TF_NewStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_DeleteStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_SetStatus", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_GetCode", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { "TF_Message", 0x1u, "", "tensorflow/c/tf_status.h", "confirmed" },
  { NULL, 0u, NULL, NULL, NULL }
};

/* What a core does in one module. */
typedef struct host_module_profile {
  int present;                  /* 0: the core has no such module and never looks its entry point up */
  const char *layout;           /* the API's version, edition or in-between layout it has ("<lineage>-next": newer) */
  int32_t major, minor, patch;  /* what it reports in the module's registration params */
  const size_t *sizes;          /* struct_size it gives each struct (host_<api>_struct order); 0: none */
  /* "Struct.member" the schema marks required that this core does not check (NULL-terminated). */
  const char *const *not_validated;
  /* Per member whose signature varies (host_<api>_signature order): the variant this core calls. */
  const char *const *signatures;
  int layout_id;                /* the header's <PREFIX>_LAYOUT_ constant of that layout (0: the API has none) */
} host_module_profile;

typedef struct host_profile_data {
  const char *name;      /* `seabi cores`, --core NAME */
  const char *lineage;   /* "seabi" or "tensorflow" */
  const char *kind;      /* "version", "edition", "in-between" or "newer" */
  const char *summary;
  /* What TF_Version() returns in this core: TensorFlow's release ("2.9.0"),
   * a master snapshot's name, or "" in seabi's and in-between cores. */
  const char *tensorflow_version;
  /* The se_api.h module, as the fields the host read before modules: */
  int32_t major, minor, patch; /* what the core reports to SE_InitPlugin */
  int calls_create_timer_fns;
  size_t sizes[HOST_PS_COUNT];
  /* "Struct.member" the schema marks required that this core does not check. */
  const char *const *not_validated;
  /* Every module, se_api.h's included (host_api order). */
  host_module_profile modules[HOST_API_COUNT];
  const host_tf_export *exports; /* terminated by {NULL}; every TF_ function this core lets a plugin import */
} host_profile_data;

static const char *const host_profile_skips_0[] = { NULL };
static const size_t host_profile_sizes_0_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_0_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1, SP_DEVICE_STRUCT_SIZE_V0_0_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_PLATFORM_STRUCT_SIZE_V0_0_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1 };
static const char *const host_profile_skips_0_0[] = { NULL };
static const char *const host_profile_signatures_0_0[] = { NULL };
static const char *const host_profile_skips_1[] = { NULL };
static const size_t host_profile_sizes_1_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_1_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0, SP_DEVICE_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_PLATFORM_STRUCT_SIZE_V0_1_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0 };
static const char *const host_profile_skips_1_0[] = { NULL };
static const char *const host_profile_signatures_1_0[] = { NULL };
static const char *const host_profile_skips_2[] = { NULL };
static const size_t host_profile_sizes_2_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_1_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1, SP_DEVICE_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_PLATFORM_STRUCT_SIZE_V0_1_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1 };
static const char *const host_profile_skips_2_0[] = { NULL };
static const char *const host_profile_signatures_2_0[] = { NULL };
static const char *const host_profile_skips_3[] = { NULL };
static const size_t host_profile_sizes_3_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_2_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0, SP_DEVICE_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_PLATFORM_STRUCT_SIZE_V0_2_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0 };
static const char *const host_profile_skips_3_0[] = { NULL };
static const char *const host_profile_signatures_3_0[] = { NULL };
static const char *const host_profile_skips_4[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_4_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0, SP_DEVICE_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0, SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_PLATFORM_STRUCT_SIZE_V0_3_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 };
static const char *const host_profile_skips_4_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_signatures_4_0[] = { NULL };
static const size_t host_profile_sizes_4_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_V0_3_0, TP_OPTIMIZER_STRUCT_SIZE_V0_3_0, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 };
static const char *const host_profile_skips_4_1[] = { NULL };
static const char *const host_profile_signatures_4_1[] = { "without_item", NULL };
static const size_t host_profile_sizes_4_2[] = { TP_PROFILER_STRUCT_SIZE_V0_3_0, TP_PROFILER_FNS_STRUCT_SIZE_V0_3_0, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 };
static const char *const host_profile_skips_4_2[] = { NULL };
static const char *const host_profile_signatures_4_2[] = { NULL };
static const char *const host_profile_skips_5[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_5_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 };
static const char *const host_profile_skips_5_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_5_0[] = { NULL };
static const size_t host_profile_sizes_5_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_5, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_5, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 };
static const char *const host_profile_skips_5_1[] = { NULL };
static const char *const host_profile_signatures_5_1[] = { "without_item", NULL };
static const char *const host_profile_skips_6[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_6_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 };
static const char *const host_profile_skips_6_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_6_0[] = { NULL };
static const size_t host_profile_sizes_6_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6 };
static const char *const host_profile_skips_6_1[] = { NULL };
static const char *const host_profile_signatures_6_1[] = { "with_item", NULL };
static const char *const host_profile_skips_7[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_7_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_7_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_7_0[] = { NULL };
static const size_t host_profile_sizes_7_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6 };
static const char *const host_profile_skips_7_1[] = { NULL };
static const char *const host_profile_signatures_7_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_7_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7, TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_7_2[] = { NULL };
static const char *const host_profile_signatures_7_2[] = { NULL };
static const char *const host_profile_skips_8[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_8_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 };
static const char *const host_profile_skips_8_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_8_0[] = { NULL };
static const size_t host_profile_sizes_8_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6 };
static const char *const host_profile_skips_8_1[] = { NULL };
static const char *const host_profile_signatures_8_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_8_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7, TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_8_2[] = { NULL };
static const char *const host_profile_signatures_8_2[] = { NULL };
static const char *const host_profile_skips_9[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_9_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 };
static const char *const host_profile_skips_9_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_9_0[] = { NULL };
static const size_t host_profile_sizes_9_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 };
static const char *const host_profile_skips_9_1[] = { NULL };
static const char *const host_profile_signatures_9_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_9_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7, TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_9_2[] = { NULL };
static const char *const host_profile_signatures_9_2[] = { NULL };
static const char *const host_profile_skips_10[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_10_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 };
static const char *const host_profile_skips_10_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_10_0[] = { NULL };
static const size_t host_profile_sizes_10_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 };
static const char *const host_profile_skips_10_1[] = { NULL };
static const char *const host_profile_signatures_10_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_10_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7, TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_10_2[] = { NULL };
static const char *const host_profile_signatures_10_2[] = { NULL };
static const char *const host_profile_skips_11[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_11_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 };
static const char *const host_profile_skips_11_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_11_0[] = { NULL };
static const size_t host_profile_sizes_11_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10, TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 };
static const char *const host_profile_skips_11_1[] = { NULL };
static const char *const host_profile_signatures_11_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_11_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7, TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 };
static const char *const host_profile_skips_11_2[] = { NULL };
static const char *const host_profile_signatures_11_2[] = { NULL };
static const char *const host_profile_skips_12[] = { NULL };
static const size_t host_profile_sizes_12_0[] = { SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT };
static const char *const host_profile_skips_12_0[] = { NULL };
static const char *const host_profile_signatures_12_0[] = { NULL };
static const char *const host_profile_skips_13[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_13_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 };
static const char *const host_profile_skips_13_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_13_0[] = { NULL };
static const char *const host_profile_skips_14[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_14_0[] = { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Allocator *)0)->supports_unified_memory), SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorFns *)0)->device_memory_usage), SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocator *)0)->ext), SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocatorFns *)0)->device_memory_usage), SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateAllocatorParams *)0)->allocator_fns), SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateCustomAllocatorParams *)0)->custom_allocator_fns), SP_PLATFORM_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_PlatformFns *)0)->destroy_device_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) };
static const char *const host_profile_skips_14_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_signatures_14_0[] = { NULL };
static const size_t host_profile_sizes_14_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_OptimizerConfigs *)0)->reserved), TP_OPTIMIZER_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_Optimizer *)0)->destroy_func), TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_OptimizerRegistrationParams *)0)->optimizer) };
static const char *const host_profile_skips_14_1[] = { NULL };
static const char *const host_profile_signatures_14_1[] = { "without_item", NULL };
static const size_t host_profile_sizes_14_2[] = { TP_PROFILER_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_Profiler *)0)->device_type), TP_PROFILER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_ProfilerFns *)0)->collect_data_xspace), TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TF_ProfilerRegistrationParams *)0)->destroy_profiler_fns) };
static const char *const host_profile_skips_14_2[] = { NULL };
static const char *const host_profile_signatures_14_2[] = { NULL };
static const char *const host_profile_skips_15[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_15_0[] = { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 2) * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 5) * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_PlatformFns *)0)->destroy_timer_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) };
static const char *const host_profile_skips_15_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_15_0[] = { NULL };
static const size_t host_profile_sizes_15_1[] = { TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10 + 2 * sizeof(((TP_OptimizerConfigs *)0)->scoped_allocator_optimization), TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10 + 1 * sizeof(((TP_Optimizer *)0)->destroy_func), TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 + 1 * sizeof(((TP_OptimizerRegistrationParams *)0)->optimizer) };
static const char *const host_profile_skips_15_1[] = { NULL };
static const char *const host_profile_signatures_15_1[] = { "with_item", NULL };
static const size_t host_profile_sizes_15_2[] = { TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TP_Profiler *)0)->device_type), TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TP_ProfilerFns *)0)->collect_data_xspace), TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TF_ProfilerRegistrationParams *)0)->destroy_profiler_fns) };
static const char *const host_profile_skips_15_2[] = { NULL };
static const char *const host_profile_signatures_15_2[] = { NULL };

static const host_profile_data host_profile_table[] = {
  { "0.0.1", "seabi", "version",
    "seabi 0.0.1 core: RFC 257 exactly as published (2020-09-08): same structs, members, order and types, so a 0.0.1 plugin has the RFC's binary layout.", "",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_0_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1, SP_DEVICE_STRUCT_SIZE_V0_0_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1, SP_PLATFORM_STRUCT_SIZE_V0_0_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1 },
    host_profile_skips_0,
    {
      { 1, "0.0.1", 0, 0, 1, host_profile_sizes_0_0, host_profile_skips_0_0, host_profile_signatures_0_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_0 },
  { "0.1.0", "seabi", "version",
    "seabi 0.1.0 core: Device description and device count as TensorFlow shipped them: SP_Device strings, SP_DeviceFns, SP_PlatformFns.get_device_count, and SP_Platform.supports_unified_memory.", "",
    0, 1, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_1_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0, SP_DEVICE_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0, SP_PLATFORM_STRUCT_SIZE_V0_1_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0 },
    host_profile_skips_1,
    {
      { 1, "0.1.0", 0, 1, 0, host_profile_sizes_1_0, host_profile_skips_1_0, host_profile_signatures_1_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_0 },
  { "0.1.1", "seabi", "version",
    "seabi 0.1.1 core: Patch release: documentation only (pci_bus_id format, the meaning of a NULL opaque in SP_DeviceMemoryBase).", "",
    0, 1, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_1_1, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1, SP_DEVICE_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1, SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1, SP_PLATFORM_STRUCT_SIZE_V0_1_1, SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1 },
    host_profile_skips_2,
    {
      { 1, "0.1.1", 0, 1, 1, host_profile_sizes_2_0, host_profile_skips_2_0, host_profile_signatures_2_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_0 },
  { "0.2.0", "seabi", "version",
    "seabi 0.2.0 core: SP_Platform.use_bfc_allocator replaces the RFC's allocator callbacks, which TensorFlow never implemented (tensorflow/tensorflow#47598).", "",
    0, 2, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_2_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0, SP_DEVICE_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0, SP_PLATFORM_STRUCT_SIZE_V0_2_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0 },
    host_profile_skips_3,
    {
      { 1, "0.2.0", 0, 2, 0, host_profile_sizes_3_0, host_profile_skips_3_0, host_profile_signatures_3_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_0 },
  { "0.3.0", "seabi", "version",
    "seabi 0.3.0 core: SP_Platform.force_memory_growth; mem_zero, memset and memset32 appended after host_callback (TensorFlow inserted them before it and moved host_callback); timer callbacks deprecated (TensorFlow's core stopped calling them); SP_StreamOptions and SP_StreamExecutor.create_stream_with_options (stream priorities, as TensorFlow master added them), appended after `reserved`.", "",
    0, 3, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0, SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0, SP_DEVICE_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0, SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0, SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0, SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0, SP_PLATFORM_STRUCT_SIZE_V0_3_0, SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 },
    host_profile_skips_4,
    {
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_0, host_profile_skips_4_0, host_profile_signatures_4_0, 0 },
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_1, host_profile_skips_4_1, host_profile_signatures_4_1, GO_LAYOUT_V0_3_0 },
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_2, host_profile_skips_4_2, host_profile_signatures_4_2, 0 }
    },
    host_tf_exports_0 },
  { "tensorflow-2.5", "tensorflow", "edition",
    "TensorFlow 2.5 core (confirmed): The first layout a TensorFlow core could load.", "2.5.0",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 },
    host_profile_skips_5,
    {
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_5_0, host_profile_skips_5_0, host_profile_signatures_5_0, 0 },
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_5_1, host_profile_skips_5_1, host_profile_signatures_5_1, GO_LAYOUT_TENSORFLOW_2_5 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_1 },
  { "tensorflow-2.6", "tensorflow", "edition",
    "TensorFlow 2.6 core (inferred): optimize_func's signature changed in place (tensorflow/tensorflow#48385): the TF_GrapplerItem is passed between the input and the output buffer, so a 2.5 plugin receives the item where it expects its output.", "2.6.0",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5 },
    host_profile_skips_6,
    {
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_6_0, host_profile_skips_6_0, host_profile_signatures_6_0, 0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_6_1, host_profile_skips_6_1, host_profile_signatures_6_1, GO_LAYOUT_TENSORFLOW_2_6 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_2 },
  { "tensorflow-2.7", "tensorflow", "edition",
    "TensorFlow 2.7 core (confirmed): mem_zero, memset and memset32 inserted before host_callback, which moves from offset 256 to 280 on LP64 while SP_STREAMEXECUTOR_STRUCT_SIZE still ends at host_callback (264 -> 288).", "2.7.0",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 },
    host_profile_skips_7,
    {
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_7_0, host_profile_skips_7_0, host_profile_signatures_7_0, 0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_7_1, host_profile_skips_7_1, host_profile_signatures_7_1, GO_LAYOUT_TENSORFLOW_2_6 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_7_2, host_profile_skips_7_2, host_profile_signatures_7_2, 0 }
    },
    host_tf_exports_2 },
  { "tensorflow-2.9", "tensorflow", "edition",
    "TensorFlow 2.9 core (confirmed): SP_Platform.force_memory_growth appended (tensorflow/tensorflow#51705).", "2.9.0",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 },
    host_profile_skips_8,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_8_0, host_profile_skips_8_0, host_profile_signatures_8_0, 0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_8_1, host_profile_skips_8_1, host_profile_signatures_8_1, GO_LAYOUT_TENSORFLOW_2_6 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_8_2, host_profile_skips_8_2, host_profile_signatures_8_2, 0 }
    },
    host_tf_exports_3 },
  { "tensorflow-2.10", "tensorflow", "edition",
    "TensorFlow 2.10 core (inferred): auto_mixed_precision_onednn_bfloat16 inserted after auto_mixed_precision (tensorflow/tensorflow#56791, in 2.10's release notes): the ten toggles after it move one slot (remapping from 64 to 68 on LP64) and TP_OPTIMIZER_CONFIGS_STRUCT_SIZE grows from 88 to 92 while sizeof is 96.", "2.10.0",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9 },
    host_profile_skips_9,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_9_0, host_profile_skips_9_0, host_profile_signatures_9_0, 0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_9_1, host_profile_skips_9_1, host_profile_signatures_9_1, GO_LAYOUT_TENSORFLOW_2_10 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_9_2, host_profile_skips_9_2, host_profile_signatures_9_2, 0 }
    },
    host_tf_exports_4 },
  { "tensorflow-2.14", "tensorflow", "edition",
    "TensorFlow 2.14 core (inferred): Same layout as tensorflow-2.9.", "2.14.0",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14 },
    host_profile_skips_10,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_10_0, host_profile_skips_10_0, host_profile_signatures_10_0, 0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_10_1, host_profile_skips_10_1, host_profile_signatures_10_1, GO_LAYOUT_TENSORFLOW_2_10 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_10_2, host_profile_skips_10_2, host_profile_signatures_10_2, 0 }
    },
    host_tf_exports_5 },
  { "tensorflow-master-2026-05", "tensorflow", "edition",
    "TensorFlow master core (inferred): TensorFlow master after 2.21 (stream priorities, May 2026), in no release yet: SP_StreamOptions and SP_StreamExecutor.create_stream_with_options, appended after host_callback (offset 288, SP_STREAMEXECUTOR_STRUCT_SIZE 296 on LP64; 144 and 148 on i386).", "tensorflow-master-2026-05-dev",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 },
    host_profile_skips_11,
    {
      { 1, "tensorflow-master-2026-05", 0, 0, 1, host_profile_sizes_11_0, host_profile_skips_11_0, host_profile_signatures_11_0, 0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_11_1, host_profile_skips_11_1, host_profile_signatures_11_1, GO_LAYOUT_TENSORFLOW_2_10 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_11_2, host_profile_skips_11_2, host_profile_signatures_11_2, 0 }
    },
    host_tf_exports_6 },
  { "rfc-257-text", "seabi", "in-between",
    "in-between core (confirmed): A core built from RFC 257's text as published: its SP_PLATFORM_FNS_STRUCT_SIZE ends at destroy_timer_fns, so it hands over an SP_PlatformFns without the four allocator callbacks that follow in the same struct (version 0.0.1's first note).", "",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT, SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT, 0, 0, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT, SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT, SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT },
    host_profile_skips_12,
    {
      { 1, "rfc-257-text", 0, 0, 1, host_profile_sizes_12_0, host_profile_skips_12_0, host_profile_signatures_12_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_7 },
  { "tensorflow-nightly-01de7043", "tensorflow", "in-between",
    "in-between core (confirmed): TensorFlow master and tf-nightly before 2.5 (tensorflow@01de7043, read in tests/editions/SOURCES.md as TF-H1): tensorflow-2.5's layout with SP_Platform ending at supports_unified_memory, before use_bfc_allocator (tensorflow/tensorflow#47598).", "",
    0, 0, 1, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043 },
    host_profile_skips_13,
    {
      { 1, "tensorflow-nightly-01de7043", 0, 0, 1, host_profile_sizes_13_0, host_profile_skips_13_0, host_profile_signatures_13_0, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0 }
    },
    host_tf_exports_6 },
  { "seabi-next", "seabi", "newer",
    "a seabi core newer than this header: 0.3.0's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)", "",
    0, 4, 0, 1,
    { SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Allocator *)0)->supports_unified_memory), SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorFns *)0)->device_memory_usage), SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocator *)0)->ext), SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocatorFns *)0)->device_memory_usage), SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateAllocatorParams *)0)->allocator_fns), SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateCustomAllocatorParams *)0)->custom_allocator_fns), SP_PLATFORM_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_PlatformFns *)0)->destroy_device_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) },
    host_profile_skips_14,
    {
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_14_0, host_profile_skips_14_0, host_profile_signatures_14_0, 0 },
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_14_1, host_profile_skips_14_1, host_profile_signatures_14_1, GO_LAYOUT_SEABI_NEXT },
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_14_2, host_profile_skips_14_2, host_profile_signatures_14_2, 0 }
    },
    host_tf_exports_0 },
  { "tensorflow-next", "tensorflow", "newer",
    "a tensorflow core newer than this header: tensorflow-master-2026-05's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)", "",
    0, 0, 1, 0,
    { SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds), SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes), SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload), SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_Device *)0)->pci_bus_id), SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device), SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops), SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns), SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 2) * sizeof(((SP_StreamOptions *)0)->priority), SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options), SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor), 0, 0, 0, 0, 0, 0, SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 5) * sizeof(((SP_Platform *)0)->force_memory_growth), SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_PlatformFns *)0)->destroy_timer_fns), SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns) },
    host_profile_skips_15,
    {
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_15_0, host_profile_skips_15_0, host_profile_signatures_15_0, 0 },
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_15_1, host_profile_skips_15_1, host_profile_signatures_15_1, GO_LAYOUT_TENSORFLOW_NEXT },
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_15_2, host_profile_skips_15_2, host_profile_signatures_15_2, 0 }
    },
    host_tf_exports_6 },
};

#define HOST_PROFILE_COUNT (sizeof host_profile_table / sizeof host_profile_table[0])

#endif /* SEABI_HOST_PROFILES_H_ */
