/* tests/import/corpus/handle-removed-opaque/a.h: before: the opaque struct C_Client removed */
#include <stddef.h>
#include <stdint.h>

#define CORPUS_MAJOR 1
#define CORPUS_MINOR 0

typedef struct C_Client C_Client;
typedef struct C_Thing {
  size_t struct_size;
  void* ext;
  int32_t a;
  C_Client* client;
} C_Thing;
#define C_THING_STRUCT_SIZE (offsetof(C_Thing, client) + sizeof(((C_Thing*)0)->client))
