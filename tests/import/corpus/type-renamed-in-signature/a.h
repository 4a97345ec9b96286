/* tests/import/corpus/type-renamed-in-signature/a.h: before: a callback's parameter struct renamed, its layout kept */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Params {
  size_t struct_size;
  int32_t x;
} C_Params;
typedef struct C_Api {
  size_t struct_size;
  void* ext;
  void (*run)(C_Params* args);
} C_Api;
