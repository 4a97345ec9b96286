/* tests/import/corpus/signature-changed-const/a.h: before: a const added to a callback parameter's pointee */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  void (*run)(char* text);
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, run) + sizeof(((C_Thing*)0)->run))
