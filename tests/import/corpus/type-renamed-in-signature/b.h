/* tests/import/corpus/type-renamed-in-signature/b.h: a callback's parameter struct renamed, its layout kept */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_RunParams {
  size_t struct_size;
  int32_t x;
} C_RunParams;
typedef struct C_Api {
  size_t struct_size;
  void* ext;
  void (*run)(C_RunParams* args);
} C_Api;
