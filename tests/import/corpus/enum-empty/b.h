/* tests/import/corpus/enum-empty/b.h: an empty enum (valid C++ only): left out, its member an int */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef enum C_Flags {} C_Flags;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  C_Flags flags;
} C_Thing;
