/* tests/import/corpus/size-macro-renamed/a.h: before: C_THING_STRUCT_SIZE renamed C_Thing_STRUCT_SIZE */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
