/* tests/import/corpus/member-reordered/b.h: a and b swapped */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t b;
  int32_t a;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, a) + sizeof(((C_Thing*)0)->a))
