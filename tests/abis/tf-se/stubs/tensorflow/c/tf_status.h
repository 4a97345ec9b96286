/* tests/abis/tf-se/stubs: what stream_executor.h uses of
   tensorflow/c/tf_status.h: an opaque TF_Status. */
#ifndef TENSORFLOW_C_TF_STATUS_H_
#define TENSORFLOW_C_TF_STATUS_H_
typedef struct TF_Status TF_Status;
#endif
