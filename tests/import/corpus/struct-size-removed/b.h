/* tests/import/corpus/struct-size-removed/b.h: a struct loses its struct_size, a plain struct from then on */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Info {
  int32_t task;
  int32_t state;
} C_Info;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Info* info;
} C_Thing;
