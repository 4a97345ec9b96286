/* tests/import/corpus/size-member-sz/a.h: before: libbpf's opts: `size_t sz` holds the size (--size-member sz), a member appended is no break */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_OpenOpts {
  size_t sz;
  const char* object_name;
} C_OpenOpts;
