/* Red-zoned memory blocks: [front red zone][user bytes][back red zone].
 *
 * Used for device backing store, host memory and unified memory. The red
 * zones hold a canary that is checked on free, so an overrun becomes a log
 * line and a counter instead of silent heap corruption; new blocks are filled
 * with a recognisable byte, freed host blocks are poisoned and quarantined so
 * a write after free is detected when they leave quarantine.
 *
 * Blocks carry no in-band header: see the layout below. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

/* Layout of a block:
 *   base [padding][front canary: SD_REDZONE][user bytes][back canary]
 *                                           ^ p, aligned to `align`
 * front = (the smallest multiple of `align` >= SD_REDZONE) + skew. There is
 * no in-band bookkeeping: the caller passes `align` and `skew` back to free,
 * so even an underrun far past the red zone cannot make free use a corrupt
 * pointer. */
static size_t front_for(size_t align, size_t skew) {
  return (align < SD_REDZONE ? SD_REDZONE : align) + skew;
}

unsigned char *sd_guarded_alloc(uint64_t size, size_t align, size_t skew) {
  if (align < SD_REDZONE) align = SD_REDZONE;
  size_t front = front_for(align, skew);
  if (size > (uint64_t)SIZE_MAX - front - SD_REDZONE) return NULL;
  size_t total = front + (size_t)size + SD_REDZONE;
  void *base = NULL;
  if (posix_memalign(&base, align, total) != 0) return NULL;
  unsigned char *p = (unsigned char *)base + front;
  memset(p - SD_REDZONE, SD_REDZONE_BYTE, SD_REDZONE);
  memset(p + size, SD_REDZONE_BYTE, SD_REDZONE);
  memset(p, SD_FRESH_BYTE, (size_t)size);
  return p;
}

int sd_guarded_check(const unsigned char *p, uint64_t size, int64_t *where) {
  for (size_t i = 0; i < SD_REDZONE; i++) {
    if (p[-(ptrdiff_t)SD_REDZONE + (ptrdiff_t)i] != SD_REDZONE_BYTE) {
      *where = -(int64_t)SD_REDZONE + (int64_t)i;
      return 1;
    }
  }
  for (size_t i = 0; i < SD_REDZONE; i++) {
    if (p[size + i] != SD_REDZONE_BYTE) {
      *where = (int64_t)(size + i);
      return 1;
    }
  }
  return 0;
}

void sd_guarded_poison(unsigned char *p, uint64_t size) {
  memset(p, SD_POISON_BYTE, (size_t)size);
}

int sd_guarded_poison_intact(const unsigned char *p, uint64_t size,
                             uint64_t *where) {
  for (uint64_t i = 0; i < size; i++) {
    if (p[i] != SD_POISON_BYTE) {
      *where = i;
      return 0;
    }
  }
  return 1;
}

void sd_guarded_free(unsigned char *p, size_t align, size_t skew) {
  if (p != NULL) free(p - front_for(align, skew));
}
