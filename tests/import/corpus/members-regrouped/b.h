/* tests/import/corpus/members-regrouped/b.h: three leading members regrouped into an embedded struct at the same offsets */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Head {
  size_t struct_size;
  void* ext;
  int64_t a;
} C_Head;
typedef struct C_Thing {
  C_Head head;
  int32_t b;
  int32_t c;
} C_Thing;
