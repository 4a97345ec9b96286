/* tests/import/corpus/members-regrouped/a.h: before: three leading members regrouped into an embedded struct at the same offsets */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int64_t a;
  int32_t b;
  int32_t c;
} C_Thing;
