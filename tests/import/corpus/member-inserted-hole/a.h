/* tests/import/corpus/member-inserted-hole/a.h: before: x fills the LP64 padding hole before b (i386 offsets move) */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int64_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
