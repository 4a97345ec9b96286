/* Compile-matrix translation unit for kernel_api.h with the other seabi
 * headers or the TensorFlow drop-ins (`-include` in either order): uses the
 * kernel API's types and functions, the TF_Status they share and the
 * SP_Stream TF_GetStream returns, so the declarations are usable whichever
 * header came first. */
#include <stddef.h>

int kernel_coexist_uses_the_api(TF_OpKernelContext *ctx);

int kernel_coexist_uses_the_api(TF_OpKernelContext *ctx) {
  TF_AllocatorAttributes attrs;
  TF_Status *st = TF_NewStatus();
  SP_Stream stream = TF_GetStream(ctx, st);
  int64_t dims[1] = {4};
  TF_Tensor *t;
  TF_StringView none = {SE_NULL, 0};
  int used;
  attrs.struct_size = TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE;
  attrs.on_host = 0;
  t = TF_AllocateTemp(ctx, TF_FLOAT, dims, 1, &attrs, st);
  used = (stream != SE_NULL) + TF_NumDims(t) + (none.len == 0) + (TF_GetCode(st) == TF_OK);
  TF_DeleteTensor(t);
  TF_DeleteStatus(st);
  return used;
}
