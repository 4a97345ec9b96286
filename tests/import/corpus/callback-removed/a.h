/* tests/import/corpus/callback-removed/a.h: before: the named callback type C_Done removed */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef void (*C_Done)(int32_t status);
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
