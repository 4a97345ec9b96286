/* tests/import/corpus/by-value-both-shrink/b.h: two structs held by value both shrink in one step */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Inner { int32_t x; } C_Inner;
typedef struct C_Other { int64_t p; } C_Other;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Inner inner;
  C_Other other;
  int32_t b;
} C_Thing;
