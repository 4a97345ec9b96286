/* tests/import/corpus/size-member-sz/b.h: libbpf's opts: `size_t sz` holds the size (--size-member sz), a member appended is no break */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_OpenOpts {
  size_t sz;
  const char* object_name;
  int32_t relaxed_maps;
} C_OpenOpts;
