/* tests/import/corpus/lang-cxx/b.h: a header valid only as C++ (a struct named without `struct`), read with --lang c++ */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

struct C_Info {
  int32_t task;
};
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Info* info;
  int32_t count;
} C_Thing;
