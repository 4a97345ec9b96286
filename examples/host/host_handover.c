/* Every struct the host hands to a plugin, and what the plugin did to it.
 *
 * A handover keeps an image of what the host put in the struct. When the
 * call returns, every byte that differs from the image past the size the
 * plugin settled to is a write past struct_size (whatever its value: the
 * bytes from a settled size learnt earlier up to the core's size are
 * prefilled with a non-zero pattern for the call, so a zero written over
 * the zeroed hand-over shows too); past the core's object it is a write
 * into memory the core never gave out. Once the core is done with a struct
 * (copied it, as TensorFlow does after every create_* call), the struct is
 * poisoned and kept: a plugin that kept the pointer and writes through it
 * later is found by the sweep. Everything found goes to the record
 * (host_record.c); nothing here decides a verdict. */
#include "host.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define POISON 0xDB

enum state { LIVE, RETURNED, RETIRED, WATCHED };

typedef struct handover {
  unsigned char *at;
  size_t span;          /* bytes compared: object + canaries, or the watched length */
  unsigned char *image; /* what they hold unless the plugin wrote them */
  int slot, state;
  size_t core_size, object_size, prefill_from; /* prefill_from 0: no prefill */
  char core[40], call[64];
  struct handover *next;
} handover;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static handover *all;
static size_t expected[HOST_SZ_COUNT];

void host_handover_expect(enum host_struct_slot kind, size_t settled) {
  if ((unsigned)kind < HOST_SZ_COUNT) expected[kind] = settled;
}

size_t host_handover_expected(enum host_struct_slot kind) {
  return (unsigned)kind < HOST_SZ_COUNT ? expected[kind] : 0;
}

static handover *find_locked(const void *p) {
  for (handover *h = all; h != NULL; h = h->next)
    if (h->at == p) return h;
  return NULL;
}

static handover *find(const void *p) {
  pthread_mutex_lock(&lock);
  handover *h = find_locked(p);
  pthread_mutex_unlock(&lock);
  return h;
}

static void add(handover *h) {
  pthread_mutex_lock(&lock);
  h->next = all;
  all = h;
  pthread_mutex_unlock(&lock);
}

void host_handover_forget(const void *p) {
  pthread_mutex_lock(&lock);
  for (handover **link = &all; *link != NULL;) {
    handover *h = *link;
    if (h->at == p) {
      *link = h->next;
      free(h->image);
      free(h);
    } else {
      link = &h->next;
    }
  }
  pthread_mutex_unlock(&lock);
}

void *host_handover_sized(enum host_struct_slot kind, size_t core_size, const char *call) {
  if (core_size < sizeof(size_t)) return NULL; /* the core has no such struct */
  size_t object = host_object_size_of(kind, core_size);
  unsigned char *s = host_guard_alloc(core_size, object);
  handover *h = calloc(1, sizeof *h);
  if (s == NULL || h == NULL) {
    host_guard_free(s);
    free(h);
    return NULL;
  }
  memcpy(s, &core_size, sizeof core_size);
  h->at = s;
  h->slot = kind;
  h->state = LIVE;
  h->core_size = core_size;
  h->object_size = host_guard_object_size(s);
  h->span = host_guard_span(s);
  host_format(h->core, sizeof h->core, "%s", host_profile_active_name());
  host_format(h->call, sizeof h->call, "%s", call);
  size_t from = expected[kind];
  if (host_slot_plugin_fills(kind) && from > sizeof(size_t) && from < core_size) {
    for (size_t i = from; i < core_size; i++) s[i] = host_guard_pattern(i);
    h->prefill_from = from;
  }
  h->image = malloc(h->span);
  if (h->image == NULL) {
    free(h);
    host_guard_free(s);
    return NULL;
  }
  memcpy(h->image, s, h->span);
  add(h);
  return s;
}

void *host_handover_new(enum host_struct_slot kind, const char *call) {
  return host_handover_sized(kind, host_profile_size(kind), call);
}

void host_handover_ready(void *s) {
  handover *h = find(s);
  if (h != NULL && h->state == LIVE) memcpy(h->image, h->at, h->span);
}

void host_handover_fill(void *s, size_t from, unsigned char byte) {
  handover *h = find(s);
  if (h == NULL || h->state != LIVE || from >= h->core_size) return;
  memset(h->at + from, byte, h->core_size - from);
  memcpy(h->image, h->at, h->span);
  h->prefill_from = from;
}

/* An aligned 8-byte word of which most bytes differ from the image was
 * written whole (a pointer, a 64-bit value): a byte of it that the plugin
 * wrote with the value the image already held (one byte of a pointer is the
 * pattern's about once in 256) is written all the same. */
static int word_written(const handover *h, size_t word) {
  size_t written = 0;
  for (size_t i = word; i < word + 8 && i < h->span; i++) written += h->at[i] != h->image[i];
  return written >= 5;
}

/* What the plugin wrote in [from, to), into o: the first byte written and
 * the extent up to the last one (a write covers the bytes between, even
 * those it left as they were), and whether any is non-zero. A byte counts
 * as written when it differs from the image or its word was written whole
 * (word_written, decided once per word). Returns the extent; 0 when
 * nothing was written. */
static size_t diff(const handover *h, size_t from, size_t to, host_obs *o) {
  o->bytes = 0;
  o->nonzero = 0;
  if (to > h->span) to = h->span;
  for (size_t word = from & ~(size_t)7; word < to; word += 8) {
    int whole = word_written(h, word);
    size_t end = word + 8 < to ? word + 8 : to;
    for (size_t i = word < from ? from : word; i < end; i++) {
      if (!whole && h->at[i] == h->image[i]) continue;
      if (o->bytes == 0) o->first = i;
      o->bytes = i - o->first + 1;
      if (h->at[i] != 0) o->nonzero = 1;
    }
  }
  return o->bytes;
}

static void base(const handover *h, host_obs *o, int kind) {
  memset(o, 0, sizeof *o);
  o->kind = kind;
  o->slot = h->slot;
  host_format(o->core, sizeof o->core, "%s", h->core);
  host_format(o->call, sizeof o->call, "%s", h->call);
  o->core_size = h->core_size;
  o->object_size = h->object_size;
}

static size_t returned(void *s, int succeeded);

/* Puts the zeros the core handed over back where the plugin wrote nothing
 * over the prefill. A byte the plugin wrote with the pattern's value looks
 * unwritten; zeroing it would corrupt what it wrote (a string pointer whose
 * byte matched sent the core reading garbage): a word written whole
 * (word_written) is kept as it is, elsewhere byte by byte. */
static void restore_prefill(handover *h) {
  for (size_t word = h->prefill_from & ~(size_t)7; word < h->core_size; word += 8) {
    if (word_written(h, word)) continue; /* decided before any byte of it is zeroed */
    for (size_t i = word < h->prefill_from ? h->prefill_from : word; i < word + 8 && i < h->core_size; i++)
      if (h->at[i] == h->image[i]) h->at[i] = 0;
  }
}

size_t host_handover_returned(void *s) { return returned(s, 1); }
size_t host_handover_refused(void *s) { return returned(s, 0); }

static size_t returned(void *s, int succeeded) {
  size_t left = 0;
  if (s == NULL) return 0;
  memcpy(&left, s, sizeof left);
  handover *h = find(s);
  if (h == NULL || h->state != LIVE) return left;
  h->state = RETURNED;
  host_obs o;
  int fills = host_slot_plugin_fills(h->slot);
  /* What the plugin settled to is a fact of calls that succeeded; a size
   * left 0 or raised is a fault either way. */
  if (fills && (succeeded || left == 0 || left > h->core_size)) {
    base(h, &o, left == 0 ? HOST_OBS_SIZE_ZERO : left > h->core_size ? HOST_OBS_SIZE_RAISED : HOST_OBS_SETTLED);
    o.settled = left;
    o.value = (int64_t)left;
    host_record_add(&o);
  }
  /* Where the plugin's own struct ends: its settled size; the core's when it
   * did not settle (0), raised it, or does not settle this struct at all. */
  size_t end = fills && left != 0 && left <= h->core_size ? left : h->core_size;
  if (end < sizeof(size_t)) end = sizeof(size_t); /* struct_size is the plugin's to write */
  base(h, &o, HOST_OBS_PAST_SIZE);
  o.settled = left;
  if (diff(h, end, h->object_size, &o)) host_record_add(&o);
  base(h, &o, HOST_OBS_PAST_OBJECT);
  o.settled = left;
  if (diff(h, h->object_size, h->span, &o)) host_record_add(&o);
  /* A struct only the core fills (the create_* params, SP_StreamOptions) is
   * the plugin's to read; SE_PlatformRegistrationParams, whose destroy
   * callbacks the plugin fills, has its fields checked by name
   * (host_platform.c). */
  if (strcmp(host_slot_filled_by(h->slot), "core") == 0) {
    base(h, &o, HOST_OBS_CORE_FIELD);
    if (diff(h, sizeof(size_t), h->core_size, &o)) {
      host_format(o.detail, sizeof o.detail, "%zu byte(s) from offset %zu", o.bytes, o.first);
      host_record_add(&o);
    }
  }
  /* The core reads what it handed over wherever the plugin wrote nothing. */
  if (h->prefill_from) restore_prefill(h);
  return left;
}

void host_handover_retire(void *s) {
  handover *h = find(s);
  if (h == NULL) return;
  memset(h->at, POISON, h->object_size);
  memcpy(h->image, h->at, h->span);
  h->state = RETIRED;
}

void host_handover_watch(const void *p, size_t n, enum host_struct_slot kind, const char *what) {
  if (p == NULL || n == 0) return;
  handover *h = calloc(1, sizeof *h);
  if (h == NULL) return;
  h->image = malloc(n);
  if (h->image == NULL) {
    free(h);
    return;
  }
  h->at = (unsigned char *)(uintptr_t)p;
  h->span = n;
  h->slot = kind;
  h->state = WATCHED;
  h->core_size = n;
  h->object_size = n;
  host_format(h->core, sizeof h->core, "%s", host_profile_active_name());
  host_format(h->call, sizeof h->call, "%s", what);
  memcpy(h->image, p, n);
  add(h);
}

void host_handover_sweep(void) {
  /* Recorded after the lock is released: the record has its own. */
  host_obs found[32];
  size_t n = 0;
  pthread_mutex_lock(&lock);
  for (handover *h = all; h != NULL && n < sizeof found / sizeof found[0]; h = h->next) {
    if (h->state != RETIRED && h->state != WATCHED) continue;
    host_obs *o = &found[n];
    base(h, o, HOST_OBS_STALE_WRITE);
    if (diff(h, 0, h->span, o) == 0) continue;
    if (h->state == WATCHED) host_format(o->detail, sizeof o->detail, "(the core's own copy, passed as const)");
    memcpy(h->image, h->at, h->span); /* each write is counted once */
    n++;
  }
  pthread_mutex_unlock(&lock);
  for (size_t i = 0; i < n; i++) host_record_add(&found[i]);
}

void host_handover_release_retired(void) {
  host_handover_sweep(); /* what was written through kept pointers is recorded first */
  handover *drop = NULL;
  pthread_mutex_lock(&lock);
  for (handover **link = &all; *link != NULL;) {
    handover *h = *link;
    if (h->state == RETIRED) {
      *link = h->next;
      h->next = drop;
      drop = h;
    } else {
      link = &h->next;
    }
  }
  pthread_mutex_unlock(&lock);
  while (drop != NULL) {
    handover *h = drop;
    drop = h->next;
    host_guard_free(h->at);
    free(h->image);
    free(h);
  }
}
