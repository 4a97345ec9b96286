/* tests/import/corpus/type-changed-const/b.h: a const added to name's pointee */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  const char* name;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, name) + sizeof(((C_Thing*)0)->name))
