/* tests/import/corpus/zero-width-pad/a.h: before: libbpf's way, an unnamed zero-width bit-field (`size_t :0;`) ends the struct: it pads only, so it is no member, and appending before it is no finding */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Opts {
  size_t struct_size;
  uint64_t cookie;
  uint8_t retprobe;
  size_t :0;
} C_Opts;
#define C_OPTS_STRUCT_SIZE (offsetof(C_Opts, retprobe) + sizeof(((C_Opts*)0)->retprobe))
