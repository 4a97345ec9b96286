/* tests/import/corpus/enum-removed/a.h: before: enum C_Kind removed */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef enum C_Kind { C_KIND_A = 0, C_KIND_B = 1 } C_Kind;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
