/* generated from schema/seabi.yaml by `make gen`, do not edit.
 *
 * Every core the reference host can act as: each seabi release, each
 * TensorFlow release (schema/seabi.yaml `releases:`; layouts repeat where a
 * release changed none), each in-between layout of a schema, and a core of
 * each lineage newer than these headers, as data
 * (generator/seabigen/profiles.py). A profile is one core: its loader's
 * rules and every module it loads together (SE_InitPlugin, TF_InitGraph, TF_InitProfiler), each
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
static const host_tf_export host_tf_exports_7[] = {
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
  { "TF_Log", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_VLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { "TF_DVLog", 0x1u, "", "tensorflow/c/logging.h", "inferred" },
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_8[] = {
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
  { NULL, 0u, NULL, NULL, NULL }
};
static const host_tf_export host_tf_exports_9[] = {
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
static const host_tf_export host_tf_exports_10[] = {
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
  /* "Struct.member" this core's own validators require that this header's
   * do not check (deprecated since; NULL-terminated): each core is judged by
   * the rules of the header at its version or edition. */
  const char *const *validated_extra;
} host_module_profile;

/* ---- Loader rules (schema/seabi.yaml `loaders:`, `releases:`) --------------
 * What a core does with a plugin before any module's structs: the entry
 * points it looks up, in its init order, which it refuses a plugin without
 * and what a failing one does. The host obeys them with one code path
 * (host_modules.c). */
typedef struct host_loader_step {
  const char *entry;  /* "TF_InitKernel"; NULL ends the steps */
  int mandatory;      /* 1: this core refuses a plugin that does not export it ... */
  const char *unless; /* ... unless it exports this one instead ("": no alternative) */
  int failure_logged; /* 1: a failing lookup or init is only logged; 0: it stops the later modules and the load */
} host_loader_step;

typedef struct host_loader_rules {
  const char *name;              /* the loader's name ("tensorflow-e2") */
  const char *confidence;        /* that this core has this loader: "confirmed", "inferred", "not established" */
  const char *rules_confidence;  /* of what the loader does (its text read) */
  const char *doc;               /* one paragraph */
  const char *note;              /* on what the release's fact rests ("" when nothing to add) */
  const host_loader_step *steps; /* in init order */
} host_loader_rules;

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
  /* Its loader (schema/seabi.yaml `loaders:`; never NULL). */
  const host_loader_rules *loader;
  /* "" or the earlier profile whose every fact the host reads is this
   * one's (a release that changed no layout, rule or loader): the host
   * runs only the first of each under SEABI_CORE_SET=distinct. */
  const char *same_as;
} host_profile_data;

/* Whether a member some core's own validators require is set in the struct
 * at `s` (read through this header's accessors, which place it by
 * struct_size): 1 set, 0 NULL, -1 struct_size leaves it out. */
typedef struct host_member_probe {
  const char *member; /* "Struct.member" */
  int (*is_set)(const void *s);
} host_member_probe;
static int host_probe_0(const void *s) {
  const SP_PlatformFns *p = (const SP_PlatformFns *)s;
  return SP_PlatformFns_has_create_timer_fns(p) ? SP_PlatformFns_get_create_timer_fns(p) != NULL : -1;
}
static int host_probe_1(const void *s) {
  const SP_PlatformFns *p = (const SP_PlatformFns *)s;
  return SP_PlatformFns_has_destroy_timer_fns(p) ? SP_PlatformFns_get_destroy_timer_fns(p) != NULL : -1;
}
static int host_probe_2(const void *s) {
  const SP_StreamExecutor *p = (const SP_StreamExecutor *)s;
  return SP_StreamExecutor_has_create_timer(p) ? SP_StreamExecutor_get_create_timer(p) != NULL : -1;
}
static int host_probe_3(const void *s) {
  const SP_StreamExecutor *p = (const SP_StreamExecutor *)s;
  return SP_StreamExecutor_has_destroy_timer(p) ? SP_StreamExecutor_get_destroy_timer(p) != NULL : -1;
}
static int host_probe_4(const void *s) {
  const SP_StreamExecutor *p = (const SP_StreamExecutor *)s;
  return SP_StreamExecutor_has_start_timer(p) ? SP_StreamExecutor_get_start_timer(p) != NULL : -1;
}
static int host_probe_5(const void *s) {
  const SP_StreamExecutor *p = (const SP_StreamExecutor *)s;
  return SP_StreamExecutor_has_stop_timer(p) ? SP_StreamExecutor_get_stop_timer(p) != NULL : -1;
}
static const host_member_probe host_member_probes[] = {
  { "SP_PlatformFns.create_timer_fns", host_probe_0 },
  { "SP_PlatformFns.destroy_timer_fns", host_probe_1 },
  { "SP_StreamExecutor.create_timer", host_probe_2 },
  { "SP_StreamExecutor.destroy_timer", host_probe_3 },
  { "SP_StreamExecutor.start_timer", host_probe_4 },
  { "SP_StreamExecutor.stop_timer", host_probe_5 },
  { NULL, NULL }
};

static const char *const host_profile_skips_0[] = { NULL };
static const size_t host_profile_sizes_0_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_0_1,
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1,
  SP_DEVICE_STRUCT_SIZE_V0_0_1,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1,
  0,
  0,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1,
  SP_ALLOCATOR_STRUCT_SIZE_V0_0_1,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1,
  SP_PLATFORM_STRUCT_SIZE_V0_0_1,
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1
};
static const char *const host_profile_skips_0_0[] = { NULL };
static const char *const host_profile_signatures_0_0[] = { NULL };
static const char *const host_profile_extra_0_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_0[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_0 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_0
};
static const char *const host_profile_skips_1[] = { NULL };
static const size_t host_profile_sizes_1_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_1_0,
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0,
  SP_DEVICE_STRUCT_SIZE_V0_1_0,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0,
  SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0,
  SP_ALLOCATOR_STRUCT_SIZE_V0_1_0,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0,
  SP_PLATFORM_STRUCT_SIZE_V0_1_0,
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0
};
static const char *const host_profile_skips_1_0[] = { NULL };
static const char *const host_profile_signatures_1_0[] = { NULL };
static const char *const host_profile_extra_1_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_1[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_1 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_1
};
static const char *const host_profile_skips_2[] = { NULL };
static const size_t host_profile_sizes_2_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_1_1,
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1,
  SP_DEVICE_STRUCT_SIZE_V0_1_1,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1,
  SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1,
  SP_ALLOCATOR_STRUCT_SIZE_V0_1_1,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1,
  SP_PLATFORM_STRUCT_SIZE_V0_1_1,
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1
};
static const char *const host_profile_skips_2_0[] = { NULL };
static const char *const host_profile_signatures_2_0[] = { NULL };
static const char *const host_profile_extra_2_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_2[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_2 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_2
};
static const char *const host_profile_skips_3[] = { NULL };
static const size_t host_profile_sizes_3_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_2_0,
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0,
  SP_DEVICE_STRUCT_SIZE_V0_2_0,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0,
  SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0,
  SP_ALLOCATOR_STRUCT_SIZE_V0_2_0,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0,
  SP_PLATFORM_STRUCT_SIZE_V0_2_0,
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0
};
static const char *const host_profile_skips_3_0[] = { NULL };
static const char *const host_profile_signatures_3_0[] = { NULL };
static const char *const host_profile_extra_3_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_3[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_3 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_3
};
static const char *const host_profile_skips_4[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_4_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_3_0,
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0,
  SP_DEVICE_STRUCT_SIZE_V0_3_0,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0,
  SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0,
  SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0,
  SP_ALLOCATOR_STRUCT_SIZE_V0_3_0,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0,
  SP_PLATFORM_STRUCT_SIZE_V0_3_0,
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0
};
static const char *const host_profile_skips_4_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_signatures_4_0[] = { NULL };
static const char *const host_profile_extra_4_0[] = { NULL };
static const size_t host_profile_sizes_4_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_V0_3_0,
  TP_OPTIMIZER_STRUCT_SIZE_V0_3_0,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0
};
static const char *const host_profile_skips_4_1[] = { NULL };
static const char *const host_profile_signatures_4_1[] = { "without_item", NULL };
static const char *const host_profile_extra_4_1[] = { NULL };
static const size_t host_profile_sizes_4_2[] = {
  TP_PROFILER_STRUCT_SIZE_V0_3_0,
  TP_PROFILER_FNS_STRUCT_SIZE_V0_3_0,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0
};
static const char *const host_profile_skips_4_2[] = { NULL };
static const char *const host_profile_signatures_4_2[] = { NULL };
static const char *const host_profile_extra_4_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_4[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_4 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_4
};
static const char *const host_profile_skips_5[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_5_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5
};
static const char *const host_profile_skips_5_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_5_0[] = { NULL };
static const char *const host_profile_extra_5_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_5_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_5,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_5,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5
};
static const char *const host_profile_skips_5_1[] = { NULL };
static const char *const host_profile_signatures_5_1[] = { "without_item", NULL };
static const char *const host_profile_extra_5_1[] = { NULL };
static const host_loader_step host_profile_loader_steps_5[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_5 = {
  "tensorflow-e2", "inferred", "confirmed",
  "StreamExecutor and graph modules looked up together (NOT_FOUND only when both are missing) and initialised in that order, then the kernel module, whose lookup error is returned: a plugin without TF_InitKernel is refused, even a graph-only one.",
  "The graph module's loader merged on 2021-03-19 (tensorflow#47635), before the r2.5 cut, so 2.5 loads graph plugins; the profiler module came in 2.7.",
  host_profile_loader_steps_5
};
static const char *const host_profile_skips_6[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_6_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5
};
static const char *const host_profile_skips_6_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_6_0[] = { NULL };
static const char *const host_profile_extra_6_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_6_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6
};
static const char *const host_profile_skips_6_1[] = { NULL };
static const char *const host_profile_signatures_6_1[] = { "with_item", NULL };
static const char *const host_profile_extra_6_1[] = { NULL };
static const host_loader_step host_profile_loader_steps_6[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_6 = {
  "tensorflow-e2", "inferred", "confirmed",
  "StreamExecutor and graph modules looked up together (NOT_FOUND only when both are missing) and initialised in that order, then the kernel module, whose lookup error is returned: a plugin without TF_InitKernel is refused, even a graph-only one.",
  "",
  host_profile_loader_steps_6
};
static const char *const host_profile_skips_7[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_7_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_7_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_7_0[] = { NULL };
static const char *const host_profile_extra_7_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_7_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6
};
static const char *const host_profile_skips_7_1[] = { NULL };
static const char *const host_profile_signatures_7_1[] = { "with_item", NULL };
static const char *const host_profile_extra_7_1[] = { NULL };
static const size_t host_profile_sizes_7_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_7_2[] = { NULL };
static const char *const host_profile_signatures_7_2[] = { NULL };
static const char *const host_profile_extra_7_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_7[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { "TF_InitProfiler", 0, "", 1 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_7 = {
  "tensorflow-e2-profiler", "inferred", "confirmed",
  "tensorflow-e2 followed by the profiler module, whose lookup or init error is only logged (VLOG(1)): a profiler that fails leaves the rest of the plugin loaded.",
  "The pluggable profiler (tensorflow#51647, opened 2021-08-24) is first in 2.7.",
  host_profile_loader_steps_7
};
static const char *const host_profile_skips_8[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_8_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_8_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_8_0[] = { NULL };
static const char *const host_profile_extra_8_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_8_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6
};
static const char *const host_profile_skips_8_1[] = { NULL };
static const char *const host_profile_signatures_8_1[] = { "with_item", NULL };
static const char *const host_profile_extra_8_1[] = { NULL };
static const size_t host_profile_sizes_8_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_8_2[] = { NULL };
static const char *const host_profile_signatures_8_2[] = { NULL };
static const char *const host_profile_extra_8_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_8[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { "TF_InitProfiler", 0, "", 1 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_8 = {
  "tensorflow-e2-profiler", "inferred", "confirmed",
  "tensorflow-e2 followed by the profiler module, whose lookup or init error is only logged (VLOG(1)): a profiler that fails leaves the rest of the plugin loaded.",
  "",
  host_profile_loader_steps_8
};
static const char *const host_profile_skips_9[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_9_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
};
static const char *const host_profile_skips_9_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_9_0[] = { NULL };
static const char *const host_profile_extra_9_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_9_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_6,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_6
};
static const char *const host_profile_skips_9_1[] = { NULL };
static const char *const host_profile_signatures_9_1[] = { "with_item", NULL };
static const char *const host_profile_extra_9_1[] = { NULL };
static const size_t host_profile_sizes_9_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_9_2[] = { NULL };
static const char *const host_profile_signatures_9_2[] = { NULL };
static const char *const host_profile_extra_9_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_9[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { "TF_InitProfiler", 0, "", 1 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_9 = {
  "tensorflow-e2-profiler", "inferred", "confirmed",
  "tensorflow-e2 followed by the profiler module, whose lookup or init error is only logged (VLOG(1)): a profiler that fails leaves the rest of the plugin loaded.",
  "",
  host_profile_loader_steps_9
};
static const char *const host_profile_skips_10[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_10_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
};
static const char *const host_profile_skips_10_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_10_0[] = { NULL };
static const char *const host_profile_extra_10_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_10_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_10_1[] = { NULL };
static const char *const host_profile_signatures_10_1[] = { "with_item", NULL };
static const char *const host_profile_extra_10_1[] = { NULL };
static const size_t host_profile_sizes_10_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_10_2[] = { NULL };
static const char *const host_profile_signatures_10_2[] = { NULL };
static const char *const host_profile_extra_10_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_10[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { "TF_InitProfiler", 0, "", 1 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_10 = {
  "tensorflow-e2-profiler", "inferred", "confirmed",
  "tensorflow-e2 followed by the profiler module, whose lookup or init error is only logged (VLOG(1)): a profiler that fails leaves the rest of the plugin loaded.",
  "",
  host_profile_loader_steps_10
};
static const char *const host_profile_skips_11[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_11_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
};
static const char *const host_profile_skips_11_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_11_0[] = { NULL };
static const char *const host_profile_extra_11_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_11_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_11_1[] = { NULL };
static const char *const host_profile_signatures_11_1[] = { "with_item", NULL };
static const char *const host_profile_extra_11_1[] = { NULL };
static const size_t host_profile_sizes_11_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_11_2[] = { NULL };
static const char *const host_profile_signatures_11_2[] = { NULL };
static const char *const host_profile_extra_11_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_11[] = {
  { "SE_InitPlugin", 1, "TF_InitGraph", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { "TF_InitProfiler", 0, "", 1 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_11 = {
  "tensorflow-e2-profiler", "inferred", "confirmed",
  "tensorflow-e2 followed by the profiler module, whose lookup or init error is only logged (VLOG(1)): a profiler that fails leaves the rest of the plugin loaded.",
  "The last release taken to refuse a plugin without TF_InitKernel; the release that made the kernel module optional is 2.12 or 2.13 (not established; 2.12 is taken: the all-optional loader already includes tensorflow/tsl and XLA's PJRT paths of early 2023).",
  host_profile_loader_steps_11
};
static const char *const host_profile_skips_12[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_12_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
};
static const char *const host_profile_skips_12_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_12_0[] = { NULL };
static const char *const host_profile_extra_12_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_12_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_12_1[] = { NULL };
static const char *const host_profile_signatures_12_1[] = { "with_item", NULL };
static const char *const host_profile_extra_12_1[] = { NULL };
static const size_t host_profile_sizes_12_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_12_2[] = { NULL };
static const char *const host_profile_signatures_12_2[] = { NULL };
static const char *const host_profile_extra_12_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_12[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_12 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_12
};
static const char *const host_profile_skips_13[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_13_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
};
static const char *const host_profile_skips_13_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_13_0[] = { NULL };
static const char *const host_profile_extra_13_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_13_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_13_1[] = { NULL };
static const char *const host_profile_signatures_13_1[] = { "with_item", NULL };
static const char *const host_profile_extra_13_1[] = { NULL };
static const size_t host_profile_sizes_13_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_13_2[] = { NULL };
static const char *const host_profile_signatures_13_2[] = { NULL };
static const char *const host_profile_extra_13_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_13[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_13 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_13
};
static const char *const host_profile_skips_14[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_14_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_14_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_14_0[] = { NULL };
static const char *const host_profile_extra_14_0[] = { NULL };
static const size_t host_profile_sizes_14_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_14_1[] = { NULL };
static const char *const host_profile_signatures_14_1[] = { "with_item", NULL };
static const char *const host_profile_extra_14_1[] = { NULL };
static const size_t host_profile_sizes_14_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_14_2[] = { NULL };
static const char *const host_profile_signatures_14_2[] = { NULL };
static const char *const host_profile_extra_14_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_14[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_14 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_14
};
static const char *const host_profile_skips_15[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_15_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_15_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_15_0[] = { NULL };
static const char *const host_profile_extra_15_0[] = { NULL };
static const size_t host_profile_sizes_15_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_15_1[] = { NULL };
static const char *const host_profile_signatures_15_1[] = { "with_item", NULL };
static const char *const host_profile_extra_15_1[] = { NULL };
static const size_t host_profile_sizes_15_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_15_2[] = { NULL };
static const char *const host_profile_signatures_15_2[] = { NULL };
static const char *const host_profile_extra_15_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_15[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_15 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_15
};
static const char *const host_profile_skips_16[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_16_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_16_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_16_0[] = { NULL };
static const char *const host_profile_extra_16_0[] = { NULL };
static const size_t host_profile_sizes_16_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_16_1[] = { NULL };
static const char *const host_profile_signatures_16_1[] = { "with_item", NULL };
static const char *const host_profile_extra_16_1[] = { NULL };
static const size_t host_profile_sizes_16_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_16_2[] = { NULL };
static const char *const host_profile_signatures_16_2[] = { NULL };
static const char *const host_profile_extra_16_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_16[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_16 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_16
};
static const char *const host_profile_skips_17[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_17_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_17_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_17_0[] = { NULL };
static const char *const host_profile_extra_17_0[] = { NULL };
static const size_t host_profile_sizes_17_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_17_1[] = { NULL };
static const char *const host_profile_signatures_17_1[] = { "with_item", NULL };
static const char *const host_profile_extra_17_1[] = { NULL };
static const size_t host_profile_sizes_17_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_17_2[] = { NULL };
static const char *const host_profile_signatures_17_2[] = { NULL };
static const char *const host_profile_extra_17_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_17[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_17 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_17
};
static const char *const host_profile_skips_18[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_18_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_18_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_18_0[] = { NULL };
static const char *const host_profile_extra_18_0[] = { NULL };
static const size_t host_profile_sizes_18_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_18_1[] = { NULL };
static const char *const host_profile_signatures_18_1[] = { "with_item", NULL };
static const char *const host_profile_extra_18_1[] = { NULL };
static const size_t host_profile_sizes_18_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_18_2[] = { NULL };
static const char *const host_profile_signatures_18_2[] = { NULL };
static const char *const host_profile_extra_18_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_18[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_18 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_18
};
static const char *const host_profile_skips_19[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_19_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_19_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_19_0[] = { NULL };
static const char *const host_profile_extra_19_0[] = { NULL };
static const size_t host_profile_sizes_19_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_19_1[] = { NULL };
static const char *const host_profile_signatures_19_1[] = { "with_item", NULL };
static const char *const host_profile_extra_19_1[] = { NULL };
static const size_t host_profile_sizes_19_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_19_2[] = { NULL };
static const char *const host_profile_signatures_19_2[] = { NULL };
static const char *const host_profile_extra_19_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_19[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_19 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_19
};
static const char *const host_profile_skips_20[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_20_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_20_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_20_0[] = { NULL };
static const char *const host_profile_extra_20_0[] = { NULL };
static const size_t host_profile_sizes_20_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_20_1[] = { NULL };
static const char *const host_profile_signatures_20_1[] = { "with_item", NULL };
static const char *const host_profile_extra_20_1[] = { NULL };
static const size_t host_profile_sizes_20_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_20_2[] = { NULL };
static const char *const host_profile_signatures_20_2[] = { NULL };
static const char *const host_profile_extra_20_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_20[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_20 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "",
  host_profile_loader_steps_20
};
static const char *const host_profile_skips_21[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_21_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
};
static const char *const host_profile_skips_21_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_21_0[] = { NULL };
static const char *const host_profile_extra_21_0[] = { NULL };
static const size_t host_profile_sizes_21_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_21_1[] = { NULL };
static const char *const host_profile_signatures_21_1[] = { "with_item", NULL };
static const char *const host_profile_extra_21_1[] = { NULL };
static const size_t host_profile_sizes_21_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_21_2[] = { NULL };
static const char *const host_profile_signatures_21_2[] = { NULL };
static const char *const host_profile_extra_21_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_21[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_21 = {
  "tensorflow-e3", "confirmed", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "A 2.21-era tree (tf_version.bzl 2.21.0) has the all-optional loader.",
  host_profile_loader_steps_21
};
static const char *const host_profile_skips_22[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_22_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05
};
static const char *const host_profile_skips_22_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_22_0[] = { NULL };
static const char *const host_profile_extra_22_0[] = { NULL };
static const size_t host_profile_sizes_22_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10,
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10
};
static const char *const host_profile_skips_22_1[] = { NULL };
static const char *const host_profile_signatures_22_1[] = { "with_item", NULL };
static const char *const host_profile_extra_22_1[] = { NULL };
static const size_t host_profile_sizes_22_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7,
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
};
static const char *const host_profile_skips_22_2[] = { NULL };
static const char *const host_profile_signatures_22_2[] = { NULL };
static const char *const host_profile_extra_22_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_22[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_22 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "What TF_Version() returns on master is not established; the snapshot's name stands for it.",
  host_profile_loader_steps_22
};
static const char *const host_profile_skips_23[] = { NULL };
static const size_t host_profile_sizes_23_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT,
  SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT,
  SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
  0,
  0,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
  SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT,
  SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT,
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT,
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT,
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
  SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT,
  SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT
};
static const char *const host_profile_skips_23_0[] = { NULL };
static const char *const host_profile_signatures_23_0[] = { NULL };
static const char *const host_profile_extra_23_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_23[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_23 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_23
};
static const char *const host_profile_skips_24[] = { "SP_PlatformFns.get_device_count", NULL };
static const size_t host_profile_sizes_24_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  0,
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043
};
static const char *const host_profile_skips_24_0[] = { "SP_PlatformFns.get_device_count", NULL };
static const char *const host_profile_signatures_24_0[] = { NULL };
static const char *const host_profile_extra_24_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const host_loader_step host_profile_loader_steps_24[] = {
  { "SE_InitPlugin", 1, "", 0 },
  { "TF_InitKernel", 1, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_24 = {
  "tensorflow-e1", "inferred", "confirmed",
  "The first loader, before the graph module (tf-nightly before 2.5): the StreamExecutor module, then the kernel module, each entry point looked up with TF_RETURN_IF_ERROR, so a plugin without either is refused.",
  "A nightly before 2.5; whether it already had the graph module's loader is not established.",
  host_profile_loader_steps_24
};
static const char *const host_profile_skips_25[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const size_t host_profile_sizes_25_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds),
  SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes),
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload),
  SP_DEVICE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Device *)0)->pci_bus_id),
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device),
  SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops),
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns),
  SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamOptions *)0)->priority),
  SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options),
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor),
  SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Allocator *)0)->supports_unified_memory),
  SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorFns *)0)->device_memory_usage),
  SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocator *)0)->ext),
  SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocatorFns *)0)->device_memory_usage),
  SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateAllocatorParams *)0)->allocator_fns),
  SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateCustomAllocatorParams *)0)->custom_allocator_fns),
  SP_PLATFORM_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Platform *)0)->force_memory_growth),
  SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_PlatformFns *)0)->destroy_device_fns),
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns)
};
static const char *const host_profile_skips_25_0[] = { "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", NULL };
static const char *const host_profile_signatures_25_0[] = { NULL };
static const char *const host_profile_extra_25_0[] = { NULL };
static const size_t host_profile_sizes_25_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_OptimizerConfigs *)0)->reserved),
  TP_OPTIMIZER_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_Optimizer *)0)->destroy_func),
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_OptimizerRegistrationParams *)0)->optimizer)
};
static const char *const host_profile_skips_25_1[] = { NULL };
static const char *const host_profile_signatures_25_1[] = { "without_item", NULL };
static const char *const host_profile_extra_25_1[] = { NULL };
static const size_t host_profile_sizes_25_2[] = {
  TP_PROFILER_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_Profiler *)0)->device_type),
  TP_PROFILER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TP_ProfilerFns *)0)->collect_data_xspace),
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((TF_ProfilerRegistrationParams *)0)->destroy_profiler_fns)
};
static const char *const host_profile_skips_25_2[] = { NULL };
static const char *const host_profile_signatures_25_2[] = { NULL };
static const char *const host_profile_extra_25_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_25[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_25 = {
  "seabi", "confirmed", "confirmed",
  "seabi's own cores (its versions, in-between layouts and seabi-next): TensorFlow's newest order and rules, every module optional. seabi's versions guard no kernel module, so none of its cores refuses a plugin for lacking one; the first module that fails stops the rest.",
  "",
  host_profile_loader_steps_25
};
static const char *const host_profile_skips_26[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const size_t host_profile_sizes_26_0[] = {
  SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds),
  SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes),
  SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload),
  SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_Device *)0)->pci_bus_id),
  SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device),
  SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops),
  SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns),
  SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 2) * sizeof(((SP_StreamOptions *)0)->priority),
  SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options),
  SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor),
  0,
  0,
  0,
  0,
  0,
  0,
  SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 5) * sizeof(((SP_Platform *)0)->force_memory_growth),
  SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_PlatformFns *)0)->destroy_timer_fns),
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns)
};
static const char *const host_profile_skips_26_0[] = { "SP_PlatformFns.get_device_count", "SP_PlatformFns.create_timer_fns", "SP_PlatformFns.destroy_timer_fns", "SP_StreamExecutor.create_timer", "SP_StreamExecutor.destroy_timer", "SP_StreamExecutor.start_timer", "SP_StreamExecutor.stop_timer", "SP_TimerFns.nanoseconds", NULL };
static const char *const host_profile_signatures_26_0[] = { NULL };
static const char *const host_profile_extra_26_0[] = { NULL };
static const size_t host_profile_sizes_26_1[] = {
  TP_OPTIMIZER_CONFIGS_STRUCT_SIZE_TENSORFLOW_2_10 + 2 * sizeof(((TP_OptimizerConfigs *)0)->scoped_allocator_optimization),
  TP_OPTIMIZER_STRUCT_SIZE_TENSORFLOW_2_10 + 1 * sizeof(((TP_Optimizer *)0)->destroy_func),
  TP_OPTIMIZER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_10 + 1 * sizeof(((TP_OptimizerRegistrationParams *)0)->optimizer)
};
static const char *const host_profile_skips_26_1[] = { NULL };
static const char *const host_profile_signatures_26_1[] = { "with_item", NULL };
static const char *const host_profile_extra_26_1[] = { NULL };
static const size_t host_profile_sizes_26_2[] = {
  TP_PROFILER_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TP_Profiler *)0)->device_type),
  TP_PROFILER_FNS_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TP_ProfilerFns *)0)->collect_data_xspace),
  TF_PROFILER_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7 + 1 * sizeof(((TF_ProfilerRegistrationParams *)0)->destroy_profiler_fns)
};
static const char *const host_profile_skips_26_2[] = { NULL };
static const char *const host_profile_signatures_26_2[] = { NULL };
static const char *const host_profile_extra_26_2[] = { NULL };
static const host_loader_step host_profile_loader_steps_26[] = {
  { "SE_InitPlugin", 0, "", 0 },
  { "TFNPD_InitPlugin", 0, "", 0 },
  { "GetPjrtApi", 0, "", 0 },
  { "TF_InitKernel", 0, "", 0 },
  { "TF_InitGraph", 0, "", 0 },
  { "TF_InitProfiler", 0, "", 0 },
  { NULL, 0, NULL, 0 }
};
static const host_loader_rules host_profile_loader_26 = {
  "tensorflow-e3", "inferred", "confirmed",
  "Every module optional (NOT_FOUND means absent): StreamExecutor, NextPluggableDevice (GetPjrtApi only with TFNPD_InitPlugin), kernel, graph, profiler; any other lookup or init error stops the rest.",
  "What TF_Version() returns on master is not established; the snapshot's name stands for it.",
  host_profile_loader_steps_26
};

static const host_profile_data host_profile_table[] = {
  { "0.0.1", "seabi", "version",
    "seabi 0.0.1 core: RFC 257 exactly as published (2020-09-08): same structs, members, order and types, so a 0.0.1 plugin has the RFC's binary layout.", "",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_0_1,
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1,
      SP_DEVICE_STRUCT_SIZE_V0_0_1,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_0_1,
      0,
      0,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1,
      SP_ALLOCATOR_STRUCT_SIZE_V0_0_1,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_0_1,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_0_1,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_0_1,
      SP_PLATFORM_STRUCT_SIZE_V0_0_1,
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_0_1
    },
    host_profile_skips_0,
    {
      { 1, "0.0.1", 0, 0, 1, host_profile_sizes_0_0, host_profile_skips_0_0, host_profile_signatures_0_0, 0, host_profile_extra_0_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_0, .same_as = "" },
  { "0.1.0", "seabi", "version",
    "seabi 0.1.0 core: Device description and device count as TensorFlow shipped them: SP_Device strings, SP_DeviceFns, SP_PlatformFns.get_device_count, and SP_Platform.supports_unified_memory.", "",
    0, 1, 0, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_1_0,
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0,
      SP_DEVICE_STRUCT_SIZE_V0_1_0,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_0,
      SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0,
      SP_ALLOCATOR_STRUCT_SIZE_V0_1_0,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_0,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_0,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_0,
      SP_PLATFORM_STRUCT_SIZE_V0_1_0,
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_0,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_0
    },
    host_profile_skips_1,
    {
      { 1, "0.1.0", 0, 1, 0, host_profile_sizes_1_0, host_profile_skips_1_0, host_profile_signatures_1_0, 0, host_profile_extra_1_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_1, .same_as = "" },
  { "0.1.1", "seabi", "version",
    "seabi 0.1.1 core: Patch release: documentation only (pci_bus_id format, the meaning of a NULL opaque in SP_DeviceMemoryBase).", "",
    0, 1, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_1_1,
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_1,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_1,
      SP_DEVICE_STRUCT_SIZE_V0_1_1,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_1_1,
      SP_DEVICE_FNS_STRUCT_SIZE_V0_1_1,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_1,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_1,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_1,
      SP_ALLOCATOR_STRUCT_SIZE_V0_1_1,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_1_1,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_1_1,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_1_1,
      SP_PLATFORM_STRUCT_SIZE_V0_1_1,
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_1_1,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_1_1
    },
    host_profile_skips_2,
    {
      { 1, "0.1.1", 0, 1, 1, host_profile_sizes_2_0, host_profile_skips_2_0, host_profile_signatures_2_0, 0, host_profile_extra_2_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_2, .same_as = "" },
  { "0.2.0", "seabi", "version",
    "seabi 0.2.0 core: SP_Platform.use_bfc_allocator replaces the RFC's allocator callbacks, which TensorFlow never implemented (tensorflow/tensorflow#47598).", "",
    0, 2, 0, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_2_0,
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0,
      SP_DEVICE_STRUCT_SIZE_V0_2_0,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_2_0,
      SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0,
      SP_ALLOCATOR_STRUCT_SIZE_V0_2_0,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_2_0,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_2_0,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_2_0,
      SP_PLATFORM_STRUCT_SIZE_V0_2_0,
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_2_0,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_2_0
    },
    host_profile_skips_3,
    {
      { 1, "0.2.0", 0, 2, 0, host_profile_sizes_3_0, host_profile_skips_3_0, host_profile_signatures_3_0, 0, host_profile_extra_3_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_3, .same_as = "" },
  { "0.3.0", "seabi", "version",
    "seabi 0.3.0 core: SP_Platform.force_memory_growth; mem_zero, memset and memset32 appended after host_callback (TensorFlow inserted them before it and moved host_callback); timer callbacks deprecated (TensorFlow's core stopped calling them); SP_StreamOptions and SP_StreamExecutor.create_stream_with_options (stream priorities, as TensorFlow master added them), appended after `reserved`.", "",
    0, 3, 0, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_3_0,
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0,
      SP_DEVICE_STRUCT_SIZE_V0_3_0,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0,
      SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0,
      SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0,
      SP_ALLOCATOR_STRUCT_SIZE_V0_3_0,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0,
      SP_PLATFORM_STRUCT_SIZE_V0_3_0,
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0
    },
    host_profile_skips_4,
    {
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_0, host_profile_skips_4_0, host_profile_signatures_4_0, 0, host_profile_extra_4_0 },
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_1, host_profile_skips_4_1, host_profile_signatures_4_1, GO_LAYOUT_V0_3_0, host_profile_extra_4_1 },
      { 1, "0.3.0", 0, 3, 0, host_profile_sizes_4_2, host_profile_skips_4_2, host_profile_signatures_4_2, 0, host_profile_extra_4_2 }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_4, .same_as = "" },
  { "tensorflow-2.5", "tensorflow", "edition",
    "TensorFlow 2.5 core (confirmed): The first layout a TensorFlow core could load.", "2.5.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5
    },
    host_profile_skips_5,
    {
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_5_0, host_profile_skips_5_0, host_profile_signatures_5_0, 0, host_profile_extra_5_0 },
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_5_1, host_profile_skips_5_1, host_profile_signatures_5_1, GO_LAYOUT_TENSORFLOW_2_5, host_profile_extra_5_1 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_1,
    .loader = &host_profile_loader_5, .same_as = "" },
  { "tensorflow-2.6", "tensorflow", "edition",
    "TensorFlow 2.6 core (inferred): optimize_func's signature changed in place (tensorflow/tensorflow#48385): the TF_GrapplerItem is passed between the input and the output buffer, so a 2.5 plugin receives the item where it expects its output.", "2.6.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_5,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_5,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_5
    },
    host_profile_skips_6,
    {
      { 1, "tensorflow-2.5", 0, 0, 1, host_profile_sizes_6_0, host_profile_skips_6_0, host_profile_signatures_6_0, 0, host_profile_extra_6_0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_6_1, host_profile_skips_6_1, host_profile_signatures_6_1, GO_LAYOUT_TENSORFLOW_2_6, host_profile_extra_6_1 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_2,
    .loader = &host_profile_loader_6, .same_as = "" },
  { "tensorflow-2.7", "tensorflow", "edition",
    "TensorFlow 2.7 core (confirmed): mem_zero, memset and memset32 inserted before host_callback, which moves from offset 256 to 280 on LP64 while SP_STREAMEXECUTOR_STRUCT_SIZE still ends at host_callback (264 -> 288).", "2.7.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
    },
    host_profile_skips_7,
    {
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_7_0, host_profile_skips_7_0, host_profile_signatures_7_0, 0, host_profile_extra_7_0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_7_1, host_profile_skips_7_1, host_profile_signatures_7_1, GO_LAYOUT_TENSORFLOW_2_6, host_profile_extra_7_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_7_2, host_profile_skips_7_2, host_profile_signatures_7_2, 0, host_profile_extra_7_2 }
    },
    host_tf_exports_2,
    .loader = &host_profile_loader_7, .same_as = "" },
  { "tensorflow-2.8", "tensorflow", "edition",
    "TensorFlow 2.8 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.7, graph_api tensorflow-2.6, profiler_api tensorflow-2.7).", "2.8.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_7,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_7,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_7
    },
    host_profile_skips_8,
    {
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_8_0, host_profile_skips_8_0, host_profile_signatures_8_0, 0, host_profile_extra_8_0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_8_1, host_profile_skips_8_1, host_profile_signatures_8_1, GO_LAYOUT_TENSORFLOW_2_6, host_profile_extra_8_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_8_2, host_profile_skips_8_2, host_profile_signatures_8_2, 0, host_profile_extra_8_2 }
    },
    host_tf_exports_2,
    .loader = &host_profile_loader_8, .same_as = "tensorflow-2.7" },
  { "tensorflow-2.9", "tensorflow", "edition",
    "TensorFlow 2.9 core (confirmed): SP_Platform.force_memory_growth appended (tensorflow/tensorflow#51705).", "2.9.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
    },
    host_profile_skips_9,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_9_0, host_profile_skips_9_0, host_profile_signatures_9_0, 0, host_profile_extra_9_0 },
      { 1, "tensorflow-2.6", 0, 0, 1, host_profile_sizes_9_1, host_profile_skips_9_1, host_profile_signatures_9_1, GO_LAYOUT_TENSORFLOW_2_6, host_profile_extra_9_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_9_2, host_profile_skips_9_2, host_profile_signatures_9_2, 0, host_profile_extra_9_2 }
    },
    host_tf_exports_3,
    .loader = &host_profile_loader_9, .same_as = "" },
  { "tensorflow-2.10", "tensorflow", "edition",
    "TensorFlow 2.10 core (inferred): auto_mixed_precision_onednn_bfloat16 inserted after auto_mixed_precision (tensorflow/tensorflow#56791, in 2.10's release notes): the ten toggles after it move one slot (remapping from 64 to 68 on LP64) and TP_OPTIMIZER_CONFIGS_STRUCT_SIZE grows from 88 to 92 while sizeof is 96.", "2.10.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
    },
    host_profile_skips_10,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_10_0, host_profile_skips_10_0, host_profile_signatures_10_0, 0, host_profile_extra_10_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_10_1, host_profile_skips_10_1, host_profile_signatures_10_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_10_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_10_2, host_profile_skips_10_2, host_profile_signatures_10_2, 0, host_profile_extra_10_2 }
    },
    host_tf_exports_4,
    .loader = &host_profile_loader_10, .same_as = "" },
  { "tensorflow-2.11", "tensorflow", "edition",
    "TensorFlow 2.11 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.9, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.11.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
    },
    host_profile_skips_11,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_11_0, host_profile_skips_11_0, host_profile_signatures_11_0, 0, host_profile_extra_11_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_11_1, host_profile_skips_11_1, host_profile_signatures_11_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_11_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_11_2, host_profile_skips_11_2, host_profile_signatures_11_2, 0, host_profile_extra_11_2 }
    },
    host_tf_exports_4,
    .loader = &host_profile_loader_11, .same_as = "tensorflow-2.10" },
  { "tensorflow-2.12", "tensorflow", "edition",
    "TensorFlow 2.12 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.9, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.12.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
    },
    host_profile_skips_12,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_12_0, host_profile_skips_12_0, host_profile_signatures_12_0, 0, host_profile_extra_12_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_12_1, host_profile_skips_12_1, host_profile_signatures_12_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_12_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_12_2, host_profile_skips_12_2, host_profile_signatures_12_2, 0, host_profile_extra_12_2 }
    },
    host_tf_exports_5,
    .loader = &host_profile_loader_12, .same_as = "" },
  { "tensorflow-2.13", "tensorflow", "edition",
    "TensorFlow 2.13 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.9, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.13.0",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_9,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_9,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_9
    },
    host_profile_skips_13,
    {
      { 1, "tensorflow-2.9", 0, 0, 1, host_profile_sizes_13_0, host_profile_skips_13_0, host_profile_signatures_13_0, 0, host_profile_extra_13_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_13_1, host_profile_skips_13_1, host_profile_signatures_13_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_13_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_13_2, host_profile_skips_13_2, host_profile_signatures_13_2, 0, host_profile_extra_13_2 }
    },
    host_tf_exports_5,
    .loader = &host_profile_loader_13, .same_as = "tensorflow-2.12" },
  { "tensorflow-2.14", "tensorflow", "edition",
    "TensorFlow 2.14 core (inferred): Same layout as tensorflow-2.9.", "2.14.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_14,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_14_0, host_profile_skips_14_0, host_profile_signatures_14_0, 0, host_profile_extra_14_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_14_1, host_profile_skips_14_1, host_profile_signatures_14_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_14_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_14_2, host_profile_skips_14_2, host_profile_signatures_14_2, 0, host_profile_extra_14_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_14, .same_as = "" },
  { "tensorflow-2.15", "tensorflow", "edition",
    "TensorFlow 2.15 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.15.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_15,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_15_0, host_profile_skips_15_0, host_profile_signatures_15_0, 0, host_profile_extra_15_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_15_1, host_profile_skips_15_1, host_profile_signatures_15_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_15_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_15_2, host_profile_skips_15_2, host_profile_signatures_15_2, 0, host_profile_extra_15_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_15, .same_as = "tensorflow-2.14" },
  { "tensorflow-2.16", "tensorflow", "edition",
    "TensorFlow 2.16 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.16.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_16,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_16_0, host_profile_skips_16_0, host_profile_signatures_16_0, 0, host_profile_extra_16_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_16_1, host_profile_skips_16_1, host_profile_signatures_16_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_16_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_16_2, host_profile_skips_16_2, host_profile_signatures_16_2, 0, host_profile_extra_16_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_16, .same_as = "tensorflow-2.14" },
  { "tensorflow-2.17", "tensorflow", "edition",
    "TensorFlow 2.17 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.17.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_17,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_17_0, host_profile_skips_17_0, host_profile_signatures_17_0, 0, host_profile_extra_17_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_17_1, host_profile_skips_17_1, host_profile_signatures_17_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_17_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_17_2, host_profile_skips_17_2, host_profile_signatures_17_2, 0, host_profile_extra_17_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_17, .same_as = "tensorflow-2.14" },
  { "tensorflow-2.18", "tensorflow", "edition",
    "TensorFlow 2.18 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.18.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_18,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_18_0, host_profile_skips_18_0, host_profile_signatures_18_0, 0, host_profile_extra_18_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_18_1, host_profile_skips_18_1, host_profile_signatures_18_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_18_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_18_2, host_profile_skips_18_2, host_profile_signatures_18_2, 0, host_profile_extra_18_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_18, .same_as = "tensorflow-2.14" },
  { "tensorflow-2.19", "tensorflow", "edition",
    "TensorFlow 2.19 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.19.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_19,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_19_0, host_profile_skips_19_0, host_profile_signatures_19_0, 0, host_profile_extra_19_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_19_1, host_profile_skips_19_1, host_profile_signatures_19_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_19_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_19_2, host_profile_skips_19_2, host_profile_signatures_19_2, 0, host_profile_extra_19_2 }
    },
    host_tf_exports_6,
    .loader = &host_profile_loader_19, .same_as = "tensorflow-2.14" },
  { "tensorflow-2.20", "tensorflow", "edition",
    "TensorFlow 2.20 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.20.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_20,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_20_0, host_profile_skips_20_0, host_profile_signatures_20_0, 0, host_profile_extra_20_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_20_1, host_profile_skips_20_1, host_profile_signatures_20_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_20_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_20_2, host_profile_skips_20_2, host_profile_signatures_20_2, 0, host_profile_extra_20_2 }
    },
    host_tf_exports_7,
    .loader = &host_profile_loader_20, .same_as = "" },
  { "tensorflow-2.21", "tensorflow", "edition",
    "TensorFlow 2.21 core: no layout changed in this release; each module has the newest edition up to it (se_api tensorflow-2.14, graph_api tensorflow-2.10, profiler_api tensorflow-2.7).", "2.21.0",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_2_14,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_2_14,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_2_14
    },
    host_profile_skips_21,
    {
      { 1, "tensorflow-2.14", 0, 0, 1, host_profile_sizes_21_0, host_profile_skips_21_0, host_profile_signatures_21_0, 0, host_profile_extra_21_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_21_1, host_profile_skips_21_1, host_profile_signatures_21_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_21_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_21_2, host_profile_skips_21_2, host_profile_signatures_21_2, 0, host_profile_extra_21_2 }
    },
    host_tf_exports_8,
    .loader = &host_profile_loader_21, .same_as = "" },
  { "tensorflow-master-2026-05", "tensorflow", "edition",
    "TensorFlow master core (inferred): TensorFlow master after 2.21 (stream priorities, May 2026), in no release yet: SP_StreamOptions and SP_StreamExecutor.create_stream_with_options, appended after host_callback (offset 288, SP_STREAMEXECUTOR_STRUCT_SIZE 296 on LP64; 144 and 148 on i386).", "tensorflow-master-2026-05-dev",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05
    },
    host_profile_skips_22,
    {
      { 1, "tensorflow-master-2026-05", 0, 0, 1, host_profile_sizes_22_0, host_profile_skips_22_0, host_profile_signatures_22_0, 0, host_profile_extra_22_0 },
      { 1, "tensorflow-2.10", 0, 0, 1, host_profile_sizes_22_1, host_profile_skips_22_1, host_profile_signatures_22_1, GO_LAYOUT_TENSORFLOW_2_10, host_profile_extra_22_1 },
      { 1, "tensorflow-2.7", 0, 0, 1, host_profile_sizes_22_2, host_profile_skips_22_2, host_profile_signatures_22_2, 0, host_profile_extra_22_2 }
    },
    host_tf_exports_9,
    .loader = &host_profile_loader_22, .same_as = "" },
  { "rfc-257-text", "seabi", "in-between",
    "in-between core (confirmed): A core built from RFC 257's text as published: its SP_PLATFORM_FNS_STRUCT_SIZE ends at destroy_timer_fns, so it hands over an SP_PlatformFns without the four allocator callbacks that follow in the same struct (version 0.0.1's first note).", "",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_RFC_257_TEXT,
      SP_ALLOCATORSTATS_STRUCT_SIZE_RFC_257_TEXT,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_RFC_257_TEXT,
      SP_DEVICE_STRUCT_SIZE_RFC_257_TEXT,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
      0,
      0,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_RFC_257_TEXT,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
      SP_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT,
      SP_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT,
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_RFC_257_TEXT,
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_RFC_257_TEXT,
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_RFC_257_TEXT,
      SP_PLATFORM_STRUCT_SIZE_RFC_257_TEXT,
      SP_PLATFORM_FNS_STRUCT_SIZE_RFC_257_TEXT,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_RFC_257_TEXT
    },
    host_profile_skips_23,
    {
      { 1, "rfc-257-text", 0, 0, 1, host_profile_sizes_23_0, host_profile_skips_23_0, host_profile_signatures_23_0, 0, host_profile_extra_23_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_10,
    .loader = &host_profile_loader_23, .same_as = "" },
  { "tensorflow-nightly-01de7043", "tensorflow", "in-between",
    "in-between core (confirmed): TensorFlow master and tf-nightly before 2.5 (tensorflow@01de7043, read in tests/editions/SOURCES.md as TF-H1): tensorflow-2.5's layout with SP_Platform ending at supports_unified_memory, before use_bfc_allocator (tensorflow/tensorflow#47598).", "",
    0, 0, 1, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      0,
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043,
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_NIGHTLY_01DE7043
    },
    host_profile_skips_24,
    {
      { 1, "tensorflow-nightly-01de7043", 0, 0, 1, host_profile_sizes_24_0, host_profile_skips_24_0, host_profile_signatures_24_0, 0, host_profile_extra_24_0 },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL },
      { 0, NULL, 0, 0, 0, NULL, NULL, NULL, 0, NULL }
    },
    host_tf_exports_9,
    .loader = &host_profile_loader_24, .same_as = "" },
  { "seabi-next", "seabi", "newer",
    "a seabi core newer than this header: 0.3.0's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)", "",
    0, 4, 0, 1,
    {
      SP_TIMER_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds),
      SP_ALLOCATORSTATS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes),
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload),
      SP_DEVICE_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Device *)0)->pci_bus_id),
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device),
      SP_DEVICE_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops),
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns),
      SP_STREAM_OPTIONS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamOptions *)0)->priority),
      SP_STREAMEXECUTOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options),
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor),
      SP_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Allocator *)0)->supports_unified_memory),
      SP_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_AllocatorFns *)0)->device_memory_usage),
      SP_CUSTOM_ALLOCATOR_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocator *)0)->ext),
      SP_CUSTOM_ALLOCATOR_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_CustomAllocatorFns *)0)->device_memory_usage),
      SE_CREATE_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateAllocatorParams *)0)->allocator_fns),
      SE_CREATE_CUSTOM_ALLOCATOR_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_CreateCustomAllocatorParams *)0)->custom_allocator_fns),
      SP_PLATFORM_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_Platform *)0)->force_memory_growth),
      SP_PLATFORM_FNS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SP_PlatformFns *)0)->destroy_device_fns),
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_V0_3_0 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns)
    },
    host_profile_skips_25,
    {
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_25_0, host_profile_skips_25_0, host_profile_signatures_25_0, 0, host_profile_extra_25_0 },
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_25_1, host_profile_skips_25_1, host_profile_signatures_25_1, GO_LAYOUT_SEABI_NEXT, host_profile_extra_25_1 },
      { 1, "seabi-next", 0, 4, 0, host_profile_sizes_25_2, host_profile_skips_25_2, host_profile_signatures_25_2, 0, host_profile_extra_25_2 }
    },
    host_tf_exports_0,
    .loader = &host_profile_loader_25, .same_as = "" },
  { "tensorflow-next", "tensorflow", "newer",
    "a tensorflow core newer than this header: tensorflow-master-2026-05's layouts, each struct followed by members this header does not know (seabi cores refuse plugins that do not settle)", "",
    0, 0, 1, 0,
    {
      SP_TIMER_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_TimerFns *)0)->nanoseconds),
      SP_ALLOCATORSTATS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_AllocatorStats *)0)->largest_free_block_bytes),
      SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceMemoryBase *)0)->payload),
      SP_DEVICE_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_Device *)0)->pci_bus_id),
      SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceParams *)0)->device),
      SP_DEVICE_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SP_DeviceFns *)0)->get_gflops),
      SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateDeviceFnsParams *)0)->device_fns),
      SP_STREAM_OPTIONS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 2) * sizeof(((SP_StreamOptions *)0)->priority),
      SP_STREAMEXECUTOR_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_StreamExecutor *)0)->create_stream_with_options),
      SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_CreateStreamExecutorParams *)0)->stream_executor),
      0,
      0,
      0,
      0,
      0,
      0,
      SP_PLATFORM_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + (sizeof(void *) == 8 ? 1 : 5) * sizeof(((SP_Platform *)0)->force_memory_growth),
      SP_PLATFORM_FNS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 2 * sizeof(((SP_PlatformFns *)0)->destroy_timer_fns),
      SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_TENSORFLOW_MASTER_2026_05 + 1 * sizeof(((SE_PlatformRegistrationParams *)0)->destroy_platform_fns)
    },
    host_profile_skips_26,
    {
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_26_0, host_profile_skips_26_0, host_profile_signatures_26_0, 0, host_profile_extra_26_0 },
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_26_1, host_profile_skips_26_1, host_profile_signatures_26_1, GO_LAYOUT_TENSORFLOW_NEXT, host_profile_extra_26_1 },
      { 1, "tensorflow-next", 0, 0, 1, host_profile_sizes_26_2, host_profile_skips_26_2, host_profile_signatures_26_2, 0, host_profile_extra_26_2 }
    },
    host_tf_exports_9,
    .loader = &host_profile_loader_26, .same_as = "" },
};

#define HOST_PROFILE_COUNT (sizeof host_profile_table / sizeof host_profile_table[0])

#endif /* SEABI_HOST_PROFILES_H_ */
