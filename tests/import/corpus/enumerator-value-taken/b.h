/* tests/import/corpus/enumerator-value-taken/b.h: C_KIND_B removed, the existing C_KIND_C takes its value */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef enum C_Kind { C_KIND_A = 0, C_KIND_C = 1 } C_Kind;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Kind kind;
} C_Thing;
