/* tests/import/corpus/signature-changed/b.h: a callback's parameter from int32_t to int64_t, in place */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  void (*run)(int64_t n);
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, run) + sizeof(((C_Thing*)0)->run))
