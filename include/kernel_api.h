/*
 * kernel_api.h: TensorFlow's kernel C API as a pluggable-device plugin uses it
 * (tensorflow/c/kernels.h, tf_tensor.h, tf_datatype.h, as of TensorFlow 2.21):
 * the subset seabi's host implements and drives. Names, types and signatures
 * are TensorFlow's; a plugin written against this header builds the same
 * binary as one written against TensorFlow's headers.
 *
 * The process that loads the plugin (TensorFlow, or the seabi host) defines
 * every function declared here; the plugin defines only TF_InitKernel, which
 * registers its kernels with TF_NewKernelBuilder / TF_RegisterKernelBuilder.
 *
 * Coexistence: this header shares a translation unit with se_api.h,
 * graph_api.h, profiler_api.h and their *_tensorflow.h drop-ins, in any
 * order. Each shared type is declared once per translation unit
 * (SE_PRIVATE_DECLARED_<name>), and not at all when TensorFlow's own header
 * declaring it came first (its include guard is defined). TensorFlow's
 * headers included after this one would redefine the types: include them
 * first, or not at all. This header declares a subset, so it does not claim
 * TensorFlow's include guards.
 *
 * Hand-written first version (issue 34); the generator will render it from
 * the schema with the same declarations.
 */
#ifndef SE_KERNEL_API_H_
#define SE_KERNEL_API_H_

#include <stddef.h>
#include <stdint.h>
#if !defined(__cplusplus)
#include <stdbool.h>
#endif

/* TF_Bool is the C API's boolean (c_api_macros.h); the other seabi headers
 * define it alike. */
#ifndef TF_Bool
#define TF_Bool unsigned char
#endif

#ifndef SE_PLUGIN_EXPORT
#if defined(_WIN32)
#define SE_PLUGIN_EXPORT __declspec(dllexport)
#else
#define SE_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif
#endif

/* Unpadded size up to the end of MEMBER (TensorFlow's TF_OFFSET_OF_END),
 * spelled so that C++ users see no old-style cast. */
#if defined(__cplusplus) && __cplusplus >= 201103L
#define SE_PRIVATE_KERNEL_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(static_cast<TYPE *>(nullptr)->MEMBER))
#else
#define SE_PRIVATE_KERNEL_OFFSET_OF_END(TYPE, MEMBER) \
  (offsetof(TYPE, MEMBER) + sizeof(((TYPE *)0)->MEMBER))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- TF_Status (tensorflow/c/tf_status.h), as the other seabi headers ----- */
#ifndef TENSORFLOW_C_TF_STATUS_H_
#ifndef SE_PRIVATE_TF_STATUS_DECLARED
#define SE_PRIVATE_TF_STATUS_DECLARED

typedef struct TF_Status TF_Status;

/* TF_Code holds an error code, with the values of error_codes.proto. */
typedef enum TF_Code {
  TF_OK = 0,
  TF_CANCELLED = 1,
  TF_UNKNOWN = 2,
  TF_INVALID_ARGUMENT = 3,
  TF_DEADLINE_EXCEEDED = 4,
  TF_NOT_FOUND = 5,
  TF_ALREADY_EXISTS = 6,
  TF_PERMISSION_DENIED = 7,
  TF_UNAUTHENTICATED = 16,
  TF_RESOURCE_EXHAUSTED = 8,
  TF_FAILED_PRECONDITION = 9,
  TF_ABORTED = 10,
  TF_OUT_OF_RANGE = 11,
  TF_UNIMPLEMENTED = 12,
  TF_INTERNAL = 13,
  TF_UNAVAILABLE = 14,
  TF_DATA_LOSS = 15
} TF_Code;

/* Returns a new status object (code TF_OK). */
extern TF_Status* TF_NewStatus(void);
/* Deletes a status object. */
extern void TF_DeleteStatus(TF_Status*);
/* Records code and message in s (the message is dropped for TF_OK). */
extern void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg);
/* The code recorded in s. */
extern TF_Code TF_GetCode(const TF_Status* s);
/* The message recorded in s; valid until s is modified or deleted. */
extern const char* TF_Message(const TF_Status* s);

#endif /* SE_PRIVATE_TF_STATUS_DECLARED */
#endif /* TENSORFLOW_C_TF_STATUS_H_ */

/* ---- tensorflow/c/tf_datatype.h ------------------------------------------ */
#if !defined(SE_PRIVATE_DECLARED_TF_DataType) && !defined(TENSORFLOW_C_TF_DATATYPE_H_)
#define SE_PRIVATE_DECLARED_TF_DataType
/* A tensor's element type, with the values of types.proto. TensorFlow only
 * appends to it. */
typedef enum TF_DataType {
  TF_FLOAT = 1,
  TF_DOUBLE = 2,
  TF_INT32 = 3, /* int32 tensors are kept in host memory by TensorFlow */
  TF_UINT8 = 4,
  TF_INT16 = 5,
  TF_INT8 = 6,
  TF_STRING = 7,
  TF_COMPLEX64 = 8,
  TF_COMPLEX = 8, /* old name of TF_COMPLEX64 */
  TF_INT64 = 9,
  TF_BOOL = 10,
  TF_QINT8 = 11,
  TF_QUINT8 = 12,
  TF_QINT32 = 13,
  TF_BFLOAT16 = 14,
  TF_QINT16 = 15,
  TF_QUINT16 = 16,
  TF_UINT16 = 17,
  TF_COMPLEX128 = 18,
  TF_HALF = 19,
  TF_RESOURCE = 20,
  TF_VARIANT = 21,
  TF_UINT32 = 22,
  TF_UINT64 = 23,
  TF_FLOAT8_E5M2 = 24,
  TF_FLOAT8_E4M3FN = 25,
  TF_FLOAT8_E4M3FNUZ = 26,
  TF_FLOAT8_E4M3B11FNUZ = 27,
  TF_FLOAT8_E5M2FNUZ = 28,
  TF_INT4 = 29,
  TF_UINT4 = 30,
  TF_INT2 = 31,
  TF_UINT2 = 32
} TF_DataType;
#endif /* SE_PRIVATE_DECLARED_TF_DataType */

#if !defined(TENSORFLOW_C_TF_DATATYPE_H_)
/* Bytes per element of dt; 0 for types with no fixed size (TF_STRING...). */
extern size_t TF_DataTypeSize(TF_DataType dt);
#endif

/* ---- tensorflow/c/tf_tensor.h -------------------------------------------- */
#if !defined(SE_PRIVATE_DECLARED_TF_Tensor) && !defined(TENSORFLOW_C_TF_TENSOR_H_)
#define SE_PRIVATE_DECLARED_TF_Tensor
/* Where a temporary tensor is allocated (TF_AllocateTemp). struct_size is
 * TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE; a non-NULL pointer whose struct_size
 * is 0 is refused with INVALID_ARGUMENT. */
typedef struct TF_AllocatorAttributes {
  size_t struct_size;
  /* Nonzero: in host memory; zero: in the device's memory. */
  TF_Bool on_host;
} TF_AllocatorAttributes;

/* 9 on LP64, 5 on ILP32: the unpadded size, TF_OFFSET_OF_END(on_host). */
#define TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE \
  SE_PRIVATE_KERNEL_OFFSET_OF_END(TF_AllocatorAttributes, on_host)

/* A tensor: element type, shape and a buffer (owned by the core). */
typedef struct TF_Tensor TF_Tensor;
#endif /* SE_PRIVATE_DECLARED_TF_Tensor */

#if !defined(TENSORFLOW_C_TF_TENSOR_H_)
/* A new tensor of the given type and shape with len bytes of host memory. */
extern TF_Tensor* TF_AllocateTensor(TF_DataType, const int64_t* dims, int num_dims, size_t len);
/* Frees the tensor handle (and the buffer when no other handle shares it). */
extern void TF_DeleteTensor(TF_Tensor*);
/* The tensor's element type. */
extern TF_DataType TF_TensorType(const TF_Tensor*);
/* Number of dimensions (0 for a scalar). */
extern int TF_NumDims(const TF_Tensor*);
/* Size of dimension dim_index. */
extern int64_t TF_Dim(const TF_Tensor* tensor, int dim_index);
/* Bytes in the tensor's buffer. */
extern size_t TF_TensorByteSize(const TF_Tensor*);
/* The buffer: device memory for a kernel's device tensors. */
extern void* TF_TensorData(const TF_Tensor*);
/* Number of elements (the product of the dimensions). */
extern int64_t TF_TensorElementCount(const TF_Tensor* tensor);
#endif /* TENSORFLOW_C_TF_TENSOR_H_ */

/* ---- TF_StringView (tensorflow/c/c_api.h) -------------------------------- */
#if !defined(SE_PRIVATE_DECLARED_TF_StringView) && !defined(TENSORFLOW_C_C_API_H_)
#define SE_PRIVATE_DECLARED_TF_StringView
/* A string the callee owns: data is not NUL-terminated, len bytes long. */
typedef struct TF_StringView {
  const char* data;
  size_t len;
} TF_StringView;
#endif /* SE_PRIVATE_DECLARED_TF_StringView */

/* ---- tensorflow/c/kernels.h ---------------------------------------------- */
#if !defined(TENSORFLOW_C_KERNELS_H_)
#if !defined(SE_PRIVATE_DECLARED_TF_KernelBuilder)
#define SE_PRIVATE_DECLARED_TF_KernelBuilder
/* Opaque, defined by the core. */
typedef struct TF_KernelBuilder TF_KernelBuilder;
typedef struct TF_OpKernelConstruction TF_OpKernelConstruction;
typedef struct TF_OpKernelContext TF_OpKernelContext;
#endif

/*
 * The plugin's kernel entry point. TensorFlow looks it up after
 * SE_InitPlugin and calls it once, with no arguments: it cannot report
 * failure. It registers the plugin's kernels (and ops). (TensorFlow declares
 * it `void TF_InitKernel();`; the (void) prototype is the same function.)
 */
SE_PLUGIN_EXPORT void TF_InitKernel(void);
typedef void (*TF_InitKernelFn)(void);

/*
 * The plugin's own SP_Stream of the device the kernel runs on (the
 * stream_executor.h type `SP_Stream`, i.e. `struct SP_Stream_st*`, spelled out
 * so this header needs no particular StreamExecutor header). FAILED_PRECONDITION
 * when the kernel does not run on a pluggable device.
 */
extern struct SP_Stream_st* TF_GetStream(TF_OpKernelContext* ctx, TF_Status* status);

/*
 * A builder for a kernel of op_name on device_name (the platform's type,
 * e.g. "MY_DEVICE"). create_func (optional) makes the kernel's state from the
 * construction context; compute_func runs it; delete_func (optional) frees the
 * state. With no create_func, compute_func gets NULL.
 */
extern TF_KernelBuilder* TF_NewKernelBuilder(const char* op_name, const char* device_name,
                                             void* (*create_func)(TF_OpKernelConstruction*),
                                             void (*compute_func)(void*, TF_OpKernelContext*),
                                             void (*delete_func)(void*));
/* Restricts the kernel to attr_name == type. */
extern void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder* kernel_builder, const char* attr_name,
                                            TF_DataType type, TF_Status* status);
/* The input or output arg_name stays in host memory. */
extern void TF_KernelBuilder_HostMemory(TF_KernelBuilder* kernel_builder, const char* arg_name);
/* Priority among kernels of the same op and device (higher wins). */
extern void TF_KernelBuilder_Priority(TF_KernelBuilder* kernel_builder, int32_t priority_number);
/* Registers the kernel; the core takes ownership of builder. */
extern void TF_RegisterKernelBuilder(const char* kernel_name, TF_KernelBuilder* builder, TF_Status* status);
/* Frees a builder that was never registered. */
extern void TF_DeleteKernelBuilder(TF_KernelBuilder* builder);

/* Number of inputs / outputs of the op. */
extern int TF_NumInputs(TF_OpKernelContext* ctx);
extern int TF_NumOutputs(TF_OpKernelContext* ctx);
/* Input i as a new handle sharing its buffer (free with TF_DeleteTensor);
 * OUT_OF_RANGE when i is not an input. */
extern void TF_GetInput(TF_OpKernelContext* ctx, int i, TF_Tensor** tensor, TF_Status* status);
/* Makes tensor output i. */
extern void TF_SetOutput(TF_OpKernelContext* ctx, int i, const TF_Tensor* tensor, TF_Status* status);
/* Reports that construction / computation failed with status. */
extern void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction* ctx, TF_Status* status);
extern void TF_OpKernelContext_Failure(TF_OpKernelContext* ctx, TF_Status* status);
/* The type output i must have. */
extern TF_DataType TF_ExpectedOutputDataType(TF_OpKernelContext* ctx, int i);
/* The step this computation belongs to. */
extern int64_t TF_StepId(TF_OpKernelContext* ctx);

/* Attribute getters of the construction context. */
extern void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                int32_t* list_size, int32_t* total_size, TF_Status* status);
extern void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                TF_DataType* val, TF_Status* status);
extern void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                 int32_t* val, TF_Status* status);
extern void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                 int64_t* val, TF_Status* status);
extern void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                 float* val, TF_Status* status);
extern void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                TF_Bool* val, TF_Status* status);
/* Copies min(length, max_length) bytes of the string; adds no NUL. */
extern void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction* ctx, const char* attr_name,
                                                  char* val, size_t max_length, TF_Status* status);
/* Whether the node has attr_name. */
extern bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction* ctx, const char* attr_name,
                                            TF_Status* status);
/* The node's name (owned by the core). */
extern TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction* ctx);

/* Allocates output index with the given type and shape (len is ignored:
 * the size follows from dtype and dims). */
extern TF_Tensor* TF_AllocateOutput(TF_OpKernelContext* context, int index, TF_DataType dtype,
                                    const int64_t* dims, int num_dims, size_t len, TF_Status* status);
/* Reuses one of the candidate inputs as output output_index when it can
 * (*forwarded_input = its index), else allocates (*forwarded_input = -1). */
extern TF_Tensor* TF_ForwardInputOrAllocateOutput(TF_OpKernelContext* context, const int* candidate_input_indices,
                                                  int num_candidate_input_indices, int output_index,
                                                  const int64_t* output_dims, int output_num_dims,
                                                  int* forwarded_input, TF_Status* status);
/* A temporary tensor for this computation; alloc_attrs may be NULL
 * (device memory). */
extern TF_Tensor* TF_AllocateTemp(TF_OpKernelContext* context, TF_DataType dtype, const int64_t* dims,
                                  int num_dims, TF_AllocatorAttributes* alloc_attrs, TF_Status* status);
#endif /* TENSORFLOW_C_KERNELS_H_ */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SE_KERNEL_API_H_ */
