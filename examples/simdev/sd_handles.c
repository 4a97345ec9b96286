/* Registry of live handles.
 *
 * Why: destroy callbacks have no status, and a stale or foreign SP_Stream /
 * SP_Event / SP_Timer / device_handle must not crash the process (ITEX and
 * the TF test util dereference handles that were never set; real_plugins.md
 * 2.1, 2.3). Every handle the core passes in is first looked up here by
 * value, without dereferencing it. Objects are refcounted so a destroy racing
 * with queued work (a wait on another stream, a pending timer op) never frees
 * memory still in use, and freed objects sit in a quarantine so their address
 * is not handed out again at once: a double destroy is then reported as one
 * instead of destroying an unrelated new object. */
#include <stdint.h>
#include <stdlib.h>

#include "sd_internal.h"

#define QUARANTINE 256
#define RETIRED 1024

static pthread_mutex_t reg_mu = PTHREAD_MUTEX_INITIALIZER;
/* Open-addressing set of live objects (NULL = empty, TOMBSTONE = deleted). */
static sd_object **table;
static size_t table_cap, table_used, table_live;
static sd_object *const TOMBSTONE = (sd_object *)&table;
/* Ring of recently retired handles, to tell a double destroy apart. */
static const void *retired[RETIRED];
static size_t retired_next;
/* Memory of finalized objects waiting to be freed. */
static sd_object *quarantine[QUARANTINE];
static size_t quarantine_next;

const char *sd_kind_name(sd_kind kind) {
  switch (kind) {
    case SD_KIND_DEVICE:
      return "device";
    case SD_KIND_STREAM:
      return "stream";
    case SD_KIND_EVENT:
      return "event";
    case SD_KIND_TIMER:
      return "timer";
  }
  return "handle";
}

static size_t hash_ptr(const void *p, size_t cap) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return (size_t)x & (cap - 1);
}

/* Slot holding `p`, or SIZE_MAX. Caller holds reg_mu. */
static size_t find_slot(const void *p) {
  if (table_cap == 0) return SIZE_MAX;
  size_t i = hash_ptr(p, table_cap);
  for (size_t n = 0; n < table_cap; n++, i = (i + 1) & (table_cap - 1)) {
    if (table[i] == NULL) return SIZE_MAX;
    if (table[i] == p) return i;
  }
  return SIZE_MAX;
}

static int grow(void) {
  size_t cap = table_cap ? table_cap * 2 : 64;
  if (table_live * 4 < table_cap) cap = table_cap; /* mostly tombstones */
  sd_object **t = (sd_object **)calloc(cap, sizeof *t);
  if (t == NULL) return 0;
  for (size_t i = 0; i < table_cap; i++) {
    sd_object *o = table[i];
    if (o == NULL || o == TOMBSTONE) continue;
    size_t j = hash_ptr(o, cap);
    while (t[j] != NULL) j = (j + 1) & (cap - 1);
    t[j] = o;
  }
  free(table);
  table = t;
  table_cap = cap;
  table_used = table_live;
  return 1;
}

void sd_object_init(sd_object *o, sd_kind kind, void (*finalize)(sd_object *)) {
  o->kind = kind;
  atomic_init(&o->refs, 1);
  o->finalize = finalize;
}

int sd_handle_register(sd_object *o) {
  pthread_mutex_lock(&reg_mu);
  if ((table_used + 1) * 2 > table_cap && !grow()) {
    pthread_mutex_unlock(&reg_mu);
    return 0;
  }
  size_t i = hash_ptr(o, table_cap);
  while (table[i] != NULL && table[i] != TOMBSTONE)
    i = (i + 1) & (table_cap - 1);
  if (table[i] == NULL) table_used++;
  table[i] = o;
  table_live++;
  pthread_mutex_unlock(&reg_mu);
  return 1;
}

sd_object *sd_handle_acquire(const void *handle, sd_kind kind) {
  sd_object *o = NULL;
  if (handle != NULL) {
    pthread_mutex_lock(&reg_mu);
    size_t i = find_slot(handle);
    if (i != SIZE_MAX && table[i]->kind == kind) {
      o = table[i];
      atomic_fetch_add(&o->refs, 1);
    }
    pthread_mutex_unlock(&reg_mu);
  }
  if (o == NULL) SD_COUNT_ADD(invalid_handles, 1);
  return o;
}

int sd_handle_acquire_pair(const void *ha, sd_kind ka, sd_object **a,
                           const void *hb, sd_kind kb, sd_object **b) {
  *a = *b = NULL;
  pthread_mutex_lock(&reg_mu);
  size_t i = ha != NULL ? find_slot(ha) : SIZE_MAX;
  size_t j = hb != NULL ? find_slot(hb) : SIZE_MAX;
  if (i != SIZE_MAX && table[i]->kind == ka) *a = table[i];
  if (j != SIZE_MAX && table[j]->kind == kb) *b = table[j];
  if (*a != NULL && *b != NULL) {
    atomic_fetch_add(&(*a)->refs, 1);
    atomic_fetch_add(&(*b)->refs, 1);
  }
  pthread_mutex_unlock(&reg_mu);
  if (*a != NULL && *b != NULL) return 1;
  SD_COUNT_ADD(invalid_handles, 1);
  return 0; /* *a / *b (unreferenced) only say which one was found */
}

sd_object *sd_handle_retire(const void *handle, sd_kind kind,
                            const char *caller) {
  sd_object *o = NULL;
  int recently_retired = 0;
  if (handle != NULL) {
    pthread_mutex_lock(&reg_mu);
    size_t i = find_slot(handle);
    if (i != SIZE_MAX && table[i]->kind == kind) {
      o = table[i];
      table[i] = TOMBSTONE;
      table_live--;
      retired[retired_next] = handle;
      retired_next = (retired_next + 1) % RETIRED;
    } else {
      for (size_t k = 0; k < RETIRED; k++)
        if (retired[k] == handle) recently_retired = 1;
    }
    pthread_mutex_unlock(&reg_mu);
  }
  if (o == NULL) {
    if (recently_retired) {
      SD_COUNT_ADD(double_destroys, 1);
      sd_log(1,
             "%s: %s handle %p was already destroyed (double destroy); "
             "ignored",
             caller, sd_kind_name(kind), handle);
    } else if (handle != NULL) {
      SD_COUNT_ADD(invalid_handles, 1);
      sd_log(1, "%s: %p is not a live %s handle; ignored", caller, handle,
             sd_kind_name(kind));
    }
  }
  return o;
}

void sd_object_ref(sd_object *o) { atomic_fetch_add(&o->refs, 1); }

void sd_object_unref(sd_object *o) {
  if (o == NULL) return;
  if (atomic_fetch_sub(&o->refs, 1) != 1) return;
  if (o->finalize != NULL) o->finalize(o);
  sd_object *evict;
  pthread_mutex_lock(&reg_mu);
  evict = quarantine[quarantine_next];
  quarantine[quarantine_next] = o;
  quarantine_next = (quarantine_next + 1) % QUARANTINE;
  pthread_mutex_unlock(&reg_mu);
  free(evict);
}

void sd_handles_flush_quarantine(void) {
  pthread_mutex_lock(&reg_mu);
  if (table_live == 0) {
    for (size_t i = 0; i < QUARANTINE; i++) {
      free(quarantine[i]);
      quarantine[i] = NULL;
    }
    free(table);
    table = NULL;
    table_cap = table_used = 0;
  }
  pthread_mutex_unlock(&reg_mu);
}
