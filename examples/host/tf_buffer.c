/* TF_Buffer's functions, as TensorFlow's tf_buffer.h has them, for hosts
 * that are not TensorFlow: a plugin may make and free its own buffers with
 * what the process that loaded it exports. */
#include "graph_api.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void free_bytes(void *data, size_t length) {
  (void)length;
  free(data);
}

TF_Buffer *TF_NewBuffer(void) { return (TF_Buffer *)calloc(1, sizeof(TF_Buffer)); }

TF_Buffer *TF_NewBufferFromString(const void *proto, size_t proto_len) {
  TF_Buffer *b = TF_NewBuffer();
  void *copy = malloc(proto_len ? proto_len : 1);
  if (b == NULL || copy == NULL) {
    free(b);
    free(copy);
    return NULL;
  }
  if (proto_len) memcpy(copy, proto, proto_len);
  b->data = copy;
  b->length = proto_len;
  b->data_deallocator = free_bytes;
  return b;
}

/* The deallocator on the data, as TensorFlow's does, then the buffer. */
void TF_DeleteBuffer(TF_Buffer *buffer) {
  if (buffer == NULL) return;
  if (buffer->data_deallocator != NULL) buffer->data_deallocator((void *)(uintptr_t)buffer->data, buffer->length);
  free(buffer);
}
