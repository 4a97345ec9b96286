/* tests/import/corpus/zero-width-pad/b.h: a member appended before the zero-width bit-field that pads the struct's end: no finding */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Opts {
  size_t struct_size;
  uint64_t cookie;
  uint8_t retprobe;
  uint32_t flags;
  size_t :0;
} C_Opts;
#define C_OPTS_STRUCT_SIZE (offsetof(C_Opts, flags) + sizeof(((C_Opts*)0)->flags))
