/* tests/import/corpus/alignment-changed/b.h: b given an explicit alignment of 8 */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  _Alignas(8) int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
