/* tests/import/corpus/struct-size-in-front-regrouped/b.h: struct_size put in front while the members are regrouped (once a StopIteration) */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 1

typedef struct C_Info {
  size_t struct_size;
  int32_t code;
  int32_t task;
} C_Info;
