/* Handles: type-stable object pools, liveness tags, refcounts, quarantine.
 *
 * Why: destroy callbacks have no status, and a stale or foreign SP_Stream /
 * SP_Event / SP_Timer / device_handle must not crash the process (ITEX and
 * the TF test util dereference handles that were never set; real_plugins.md
 * 2.1, 2.3). And every stream operation validates two or three handles, so
 * validation must cost a few loads, not a lock (issue 24).
 *
 * How:
 *  - Every object the core gets a handle to lives in its kind's pool: one
 *    range of address space reserved for that kind (mmap, no access) and
 *    made readable and writable from its start as objects are carved. It
 *    is never given back while the plugin is in use (only
 *    sd_handles_flush_quarantine, at platform teardown with nothing left,
 *    unmaps it). So an address that once held a stream holds a stream --
 *    live, destroyed, or reused -- and reading its tag is always safe.
 *  - A handle is checked by value first: it must fall inside its kind's
 *    usable range, on an object boundary: one subtraction, one compare, one
 *    mask. A foreign pointer (stack, malloc, another kind's object) is
 *    never dereferenced. Then its tag is read with one acquire load:
 *    SD_TAG_LIVE while the handle is valid, SD_TAG_DEAD after destroy (so
 *    a double destroy or a use after destroy is told apart from garbage),
 *    0 before the first publish.
 *  - Checking a handle takes no reference ("borrowing"). The core must not
 *    destroy a handle while it is passing it to another call (that is a use
 *    after free in the core); if it does anyway, the borrowed object's
 *    memory stays valid (type-stable), its mutexes are never destroyed while
 *    it sits in the pool, and every state change re-checks liveness under
 *    the object's own lock, so the race yields an error, not a crash.
 *  - References are kept for ownership that outlives a call (a stream owns
 *    its device, an event the stream it was recorded on, a queued op the
 *    stream or timer it names). A borrowed object is turned into an owned
 *    one with sd_object_tryref, which refuses an object already finalized.
 *  - After the last reference, the object is finalized and its memory goes
 *    to the back of its pool's free list; it is reused only once QUARANTINE
 *    newer objects of its kind have been freed, so a stale handle keeps
 *    reading DEAD (and a double destroy is reported) instead of naming a new
 *    object at once. (Only when a kind's range is full is an object reused
 *    earlier.)
 *  - The range bounds how many objects of a kind can exist at once:
 *    RESERVE / stride, e.g. a million events or 65,536 streams on LP64. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "sd_internal.h"

#ifndef MAP_ANONYMOUS
#define MAP_ANONYMOUS MAP_ANON
#endif

#define QUARANTINE 256
/* Address space reserved per kind (nothing is committed until used). */
#define RESERVE (sizeof(void *) >= 8 ? (size_t)64 << 20 : (size_t)16 << 20)
/* Made usable this much at a time. */
#define COMMIT_STEP ((size_t)64 << 10)

sd_pool sd_pools[SD_KIND_COUNT];
static pthread_mutex_t pools_mu = PTHREAD_MUTEX_INITIALIZER;

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
    case SD_KIND_COUNT:
      break;
  }
  return "handle";
}

static size_t stride_for(size_t size) {
  size_t s = 64; /* a cache line: objects never share one */
  while (s < size) s *= 2;
  return s;
}

/* Makes the next COMMIT_STEP bytes of the range usable (zeroed by the
 * kernel), reserving the range first if needed; caller holds pools_mu. */
static int grow(sd_pool *p) {
  uintptr_t base = atomic_load_explicit(&p->base, memory_order_relaxed);
  uintptr_t usable = atomic_load_explicit(&p->usable, memory_order_relaxed);
  if (base == 0) {
    void *m = mmap(NULL, RESERVE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
                   0);
    if (m == MAP_FAILED) return 0;
    base = (uintptr_t)m;
    p->reserved = RESERVE;
    atomic_store_explicit(&p->base, base, memory_order_relaxed);
  }
  size_t step = COMMIT_STEP > p->stride ? COMMIT_STEP : p->stride;
  if (usable + step > p->reserved) return 0;
  if (mprotect((void *)(base + usable), step, PROT_READ | PROT_WRITE) != 0)
    return 0;
  /* Release: a reader that sees the new bound sees base, the stride and
   * the new (zero) memory. */
  atomic_store_explicit(&p->usable, usable + step, memory_order_release);
  return 1;
}

/* The oldest freed object of the pool; caller holds pools_mu. */
static sd_object *take_freed(sd_pool *p) {
  sd_object *o = p->free_head;
  p->free_head = o->pool_next;
  if (p->free_head == NULL) p->free_tail = NULL;
  p->n_free--;
  return o;
}

sd_object *sd_object_new(sd_kind kind, size_t size,
                         void (*finalize)(sd_object *),
                         void (*dispose)(sd_object *)) {
  sd_pool *p = &sd_pools[kind];
  sd_object *o = NULL;
  pthread_mutex_lock(&pools_mu);
  if (p->stride == 0) {
    p->stride = stride_for(size);
    atomic_store_explicit(&p->stride_mask, p->stride - 1,
                          memory_order_relaxed);
  }
  if (p->n_free > QUARANTINE) {
    o = take_freed(p);
  } else {
    uintptr_t need = (p->carved + 1) * p->stride;
    if (need <= atomic_load_explicit(&p->usable, memory_order_relaxed) ||
        grow(p)) {
      o = (sd_object *)(atomic_load_explicit(&p->base, memory_order_relaxed) +
                        p->carved++ * p->stride);
    } else if (p->n_free > 0) {
      o = take_freed(p); /* the range is full: shorten the quarantine */
    } else {
      pthread_mutex_unlock(&pools_mu);
      return NULL;
    }
  }
  p->in_use++;
  pthread_mutex_unlock(&pools_mu);
  /* A reused object: release what its last life initialised, then start
   * from zeroes like fresh memory. Its tag stays DEAD (never LIVE)
   * until the creator publishes it, so stale handles keep failing. */
  if (o->dispose != NULL) o->dispose(o);
  /* Everything but the tag, which stale handles may be reading right now. */
  memset((unsigned char *)o + sizeof o->tag, 0, size - sizeof o->tag);
  o->kind = kind;
  atomic_init(&o->refs, 1);
  o->finalize = finalize;
  o->dispose = dispose;
  return o;
}

void sd_handle_publish(sd_object *o) {
  /* Release: whoever checks the handle and sees LIVE sees the object as its
   * creator left it. */
  atomic_store_explicit(&o->tag, SD_TAG_LIVE(o->kind), memory_order_release);
}

sd_object *sd_handle_invalid(void) {
  SD_COUNT_ADD(invalid_handles, 1);
  return NULL;
}

sd_object *sd_handle_retire(const void *handle, sd_kind kind,
                            const char *caller) {
  sd_object *o = sd_handle_find(handle, kind);
  uint32_t tag = SD_TAG_LIVE(kind);
  /* One CAS: of two concurrent destroys exactly one wins. */
  if (o != NULL &&
      atomic_compare_exchange_strong_explicit(&o->tag, &tag, SD_TAG_DEAD(kind),
                                              memory_order_acq_rel,
                                              memory_order_acquire))
    return o;
  if (o != NULL && tag == SD_TAG_DEAD(kind)) {
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
  return NULL;
}

void sd_object_ref(sd_object *o) {
  atomic_fetch_add_explicit(&o->refs, 1, memory_order_relaxed);
}

int sd_object_tryref(sd_object *o) {
  int n = atomic_load_explicit(&o->refs, memory_order_relaxed);
  while (n > 0)
    if (atomic_compare_exchange_weak_explicit(
            &o->refs, &n, n + 1, memory_order_relaxed, memory_order_relaxed))
      return 1;
  return 0; /* finalized: a borrower raced with its destroy */
}

void sd_object_unref(sd_object *o) {
  if (o == NULL) return;
  /* acq_rel: everything done under earlier references happens before the
   * finalizer runs. */
  if (atomic_fetch_sub_explicit(&o->refs, 1, memory_order_acq_rel) != 1)
    return;
  if (o->finalize != NULL) o->finalize(o);
  sd_pool *p = &sd_pools[o->kind];
  pthread_mutex_lock(&pools_mu);
  o->pool_next = NULL;
  if (p->free_tail != NULL)
    p->free_tail->pool_next = o;
  else
    p->free_head = o;
  p->free_tail = o;
  p->n_free++;
  p->in_use--;
  pthread_mutex_unlock(&pools_mu);
}

void sd_handles_flush_quarantine(void) {
  pthread_mutex_lock(&pools_mu);
  int idle = 1;
  for (int k = 0; k < SD_KIND_COUNT; k++) idle &= sd_pools[k].in_use == 0;
  /* Only with nothing in use (platform teardown): then no call can be
   * checking a handle, and the ranges can be given back. */
  for (int k = 0; idle && k < SD_KIND_COUNT; k++) {
    sd_pool *p = &sd_pools[k];
    uintptr_t base = atomic_load_explicit(&p->base, memory_order_relaxed);
    if (base == 0) continue;
    for (size_t j = 0; j < p->carved; j++) {
      sd_object *o = (sd_object *)(base + j * p->stride);
      if (o->dispose != NULL) o->dispose(o);
    }
    atomic_store_explicit(&p->usable, 0, memory_order_relaxed);
    atomic_store_explicit(&p->base, 0, memory_order_relaxed);
    munmap((void *)base, p->reserved);
    p->carved = p->n_free = 0;
    p->free_head = p->free_tail = NULL;
  }
  pthread_mutex_unlock(&pools_mu);
}
