/* Structs the host hands to a plugin live in buffers with canary bytes after
 * them. TensorFlow allocates each struct at its own size; a plugin that
 * memsets with its (newer, larger) sizeof or ignores struct_size writes past
 * that allocation and corrupts the core's stack. The canaries make such
 * writes visible instead of silent. */
#include "host.h"

#include <stdlib.h>
#include <string.h>

#define GUARD_MAGIC 0x5EAB16A4u
#define GUARD_TAIL 64 /* canary bytes after sizeof */

typedef struct guard_header {
  unsigned magic;
  size_t struct_size, object_size;
  /* keeps the struct that follows aligned for any member */
  _Alignas(16) unsigned char pad[1];
} guard_header;

#define GUARD_OFFSET ((offsetof(guard_header, pad) + 15u) & ~(size_t)15u)

/* Never 0: a zero written over a canary must show. */
static unsigned char canary_byte(size_t offset) {
  unsigned char b = (unsigned char)(0xC5u ^ (offset * 31u));
  return b ? b : 0x5A;
}

unsigned char host_guard_pattern(size_t offset) { return canary_byte(offset); }

static guard_header *header_of(const void *p) {
  return (guard_header *)(void *)((unsigned char *)(uintptr_t)p - GUARD_OFFSET);
}

void *host_guard_alloc(size_t struct_size, size_t object_size) {
  if (object_size < struct_size) object_size = struct_size;
  unsigned char *raw = malloc(GUARD_OFFSET + object_size + GUARD_TAIL);
  if (raw == NULL) return NULL;
  guard_header *h = (guard_header *)(void *)raw;
  h->magic = GUARD_MAGIC;
  h->struct_size = struct_size;
  h->object_size = object_size;
  unsigned char *body = raw + GUARD_OFFSET;
  memset(body, 0, struct_size);
  for (size_t i = struct_size; i < object_size + GUARD_TAIL; i++)
    body[i] = canary_byte(i);
  return body;
}

size_t host_guard_struct_size(const void *p) { return p ? header_of(p)->struct_size : 0; }
size_t host_guard_object_size(const void *p) { return p ? header_of(p)->object_size : 0; }
size_t host_guard_span(const void *p) { return p ? header_of(p)->object_size + GUARD_TAIL : 0; }

void host_guard_free(void *p) {
  if (p == NULL) return;
  host_handover_forget(p); /* never swept once freed */
  guard_header *h = header_of(p);
  h->magic = 0;
  free(h);
}

size_t host_guard_check(const void *p, int beyond_object, size_t *first_bad) {
  if (p == NULL) return 0;
  const guard_header *h = header_of(p);
  const unsigned char *body = p;
  size_t from = beyond_object ? h->object_size : h->struct_size;
  size_t bad = 0;
  for (size_t i = from; i < h->object_size + GUARD_TAIL; i++) {
    if (body[i] != canary_byte(i)) {
      if (bad == 0 && first_bad != NULL) *first_bad = i;
      bad++;
    }
  }
  return bad;
}
