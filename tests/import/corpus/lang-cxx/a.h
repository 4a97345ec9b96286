/* tests/import/corpus/lang-cxx/a.h: before: a header valid only as C++ (a struct named without `struct`), read with --lang c++ */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

struct C_Info {
  int32_t task;
};
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Info* info;
} C_Thing;
