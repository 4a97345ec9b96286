/* tests/import/corpus/member-inserted-union/a.h: before: one more member of an anonymous union that keeps its size */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t kind;
  union { int32_t i; float f; };
  int32_t after;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, after) + sizeof(((C_Thing*)0)->after))
