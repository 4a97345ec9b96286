/* tests/abis/tf-se/stubs: what stream_executor.h uses of TensorFlow's
   tensorflow/c/c_api_macros.h, written for these tests (the macros as
   tensorflow/c/c_api_macros.h defines them: TF_Bool is unsigned char,
   TF_OFFSET_OF_END the offset of a member's end). */
#ifndef TENSORFLOW_C_C_API_MACROS_H_
#define TENSORFLOW_C_C_API_MACROS_H_
#include <stddef.h>
#define TF_CAPI_EXPORT
#ifndef TF_Bool
#define TF_Bool unsigned char
#endif
#ifndef TF_OFFSET_OF_END
#define TF_OFFSET_OF_END(TYPE, MEMBER) (offsetof(TYPE, MEMBER) + sizeof(((TYPE *)0)->MEMBER))
#endif
#endif
