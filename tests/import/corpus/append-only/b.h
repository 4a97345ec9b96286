/* tests/import/corpus/append-only/b.h: a member appended in a MINOR version: no finding */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int32_t b;
  int32_t c;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, c) + sizeof(((C_Thing*)0)->c))
