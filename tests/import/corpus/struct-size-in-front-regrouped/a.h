/* tests/import/corpus/struct-size-in-front-regrouped/a.h: before: struct_size put in front while the members are regrouped (once a StopIteration) */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Info {
  int32_t task;
  int32_t state;
} C_Info;
