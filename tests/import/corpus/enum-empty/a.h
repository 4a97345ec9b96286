/* tests/import/corpus/enum-empty/a.h: before: an empty enum (valid C++ only): left out, its member an int */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef enum C_Flags { C_FLAG_A = 1 } C_Flags;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Flags flags;
} C_Thing;
