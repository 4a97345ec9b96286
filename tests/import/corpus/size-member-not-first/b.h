/* tests/import/corpus/size-member-not-first/b.h: perf_event_attr's way: `uint32_t size` second (--size-member size); one struct has none, and its growth is a break */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_EventAttr {
  uint32_t type;
  uint32_t size;
  uint64_t config;
  uint64_t sample_period;
} C_EventAttr;
typedef struct C_Plain {
  uint64_t a;
  uint64_t b;
} C_Plain;
