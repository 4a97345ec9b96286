/* tests/import/corpus/layout-changed/a.h: before: a plain struct held by value grows: a break of its own (it has no struct_size) and of its holder */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Inner { int32_t x; } C_Inner;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  C_Inner inner;
  int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
