/* tests/import/corpus/enum-resized/b.h: an enumerator past int32 makes the enum 8 bytes */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef enum C_Kind { C_KIND_A = 0, C_KIND_B = 1, C_KIND_HUGE = 0x100000000LL } C_Kind;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  int32_t b;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, b) + sizeof(((C_Thing*)0)->b))
