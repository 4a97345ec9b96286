/* TensorFlow's tensor C API (tensorflow/c/tf_tensor.h, tf_datatype.h) as
 * the host provides it to plugins: each function is a plain C function with
 * TensorFlow's name (exported by the binary; later reached through the
 * forwarders of each core's export library).
 *
 * A tensor made for a kernel (TF_GetInput, TF_AllocateOutput, ...) refers
 * to a buffer of the run (device memory the plugin allocated); deleting it
 * marks the handle dead and keeps it until the run ends, so a use after
 * delete is recorded, not a crash. A tensor from TF_AllocateTensor owns host
 * memory. Every tensor pointer is read without faulting first. */
#include <stdlib.h>
#include <string.h>

#include "host_kernel_impl.h"

TF_Tensor *host_tensor_check(const TF_Tensor *t, const char *who) {
  uint32_t magic = 0;
  if (t == NULL || host_safe_copy(&magic, t, sizeof magic) != 0 || magic != HOST_KMAGIC_TENSOR) {
    if (t != NULL && magic == HOST_KMAGIC_DEAD && t->run != NULL)
      host_krun_misuse(t->run, "%s was given a tensor it had already deleted", who);
    else if (t != NULL && magic == HOST_KMAGIC_DEAD)
      (void)0; /* a deleted standalone tensor: nothing to charge it to */
    return NULL;
  }
  return (TF_Tensor *)t;
}

int64_t host_kernel_elements(const int64_t *dims, int ndims) {
  int64_t n = 1;
  for (int i = 0; i < ndims; i++) {
    if (dims[i] < 0) return -1;
    n *= dims[i];
  }
  return n;
}

size_t TF_DataTypeSize(TF_DataType dt) {
  switch (dt) {
    case TF_BOOL: case TF_INT8: case TF_UINT8: case TF_QINT8: case TF_QUINT8: case TF_FLOAT8_E5M2:
    case TF_FLOAT8_E4M3FN: case TF_FLOAT8_E4M3FNUZ: case TF_FLOAT8_E4M3B11FNUZ: case TF_FLOAT8_E5M2FNUZ:
    case TF_INT4: case TF_UINT4: case TF_INT2: case TF_UINT2:
      return 1;
    case TF_INT16: case TF_UINT16: case TF_QINT16: case TF_QUINT16: case TF_HALF: case TF_BFLOAT16: return 2;
    case TF_FLOAT: case TF_INT32: case TF_UINT32: case TF_QINT32: return 4;
    case TF_DOUBLE: case TF_INT64: case TF_UINT64: case TF_COMPLEX64: return 8;
    case TF_COMPLEX128: return 16;
    default: return 0; /* TF_STRING, TF_RESOURCE, TF_VARIANT: no fixed size */
  }
}

TF_Tensor *TF_AllocateTensor(TF_DataType dtype, const int64_t *dims, int num_dims, size_t len) {
  if (num_dims < 0 || num_dims > HOST_KERNEL_MAX_DIMS || (num_dims > 0 && dims == NULL)) return NULL;
  TF_Tensor *t = calloc(1, sizeof *t);
  if (t == NULL) return NULL;
  t->magic = HOST_KMAGIC_TENSOR;
  t->dtype = dtype;
  t->ndims = num_dims;
  for (int i = 0; i < num_dims; i++) t->dims[i] = dims[i];
  t->bytes = len;
  t->data = calloc(1, len ? len : 1);
  t->buf = -1;
  if (t->data == NULL) {
    free(t);
    return NULL;
  }
  return t;
}

void TF_DeleteTensor(TF_Tensor *tensor) {
  if (tensor == NULL) return; /* as TensorFlow: deleting NULL is allowed */
  TF_Tensor *t = host_tensor_check(tensor, "TF_DeleteTensor");
  if (t == NULL) return;
  t->magic = HOST_KMAGIC_DEAD;
  if (t->run == NULL) {
    free(t->data);
    t->data = NULL; /* the handle itself stays: a second delete reads DEAD, not freed memory */
  }
}

TF_DataType TF_TensorType(const TF_Tensor *tensor) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_TensorType");
  return t ? t->dtype : (TF_DataType)0;
}

int TF_NumDims(const TF_Tensor *tensor) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_NumDims");
  return t ? t->ndims : 0;
}

int64_t TF_Dim(const TF_Tensor *tensor, int dim_index) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_Dim");
  if (t == NULL) return -1;
  if (dim_index < 0 || dim_index >= t->ndims) {
    /* TensorFlow CHECK-fails here (the process aborts). */
    if (t->run) host_krun_misuse(t->run, "TF_Dim(%d) of a %d-dimensional tensor (TensorFlow aborts)", dim_index, t->ndims);
    return -1;
  }
  return t->dims[dim_index];
}

size_t TF_TensorByteSize(const TF_Tensor *tensor) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_TensorByteSize");
  return t ? t->bytes : 0;
}

void *TF_TensorData(const TF_Tensor *tensor) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_TensorData");
  return t ? t->data : NULL;
}

int64_t TF_TensorElementCount(const TF_Tensor *tensor) {
  const TF_Tensor *t = host_tensor_check(tensor, "TF_TensorElementCount");
  return t ? host_kernel_elements(t->dims, t->ndims) : 0;
}
