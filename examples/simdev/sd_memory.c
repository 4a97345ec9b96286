/* Device memory, allocator statistics, host and unified memory.
 *
 * Device memory lives in host memory but is named by opaque device
 * addresses (see SD_VA_TAG): a core or kernel that treats opaque as a host
 * pointer faults at once instead of corrupting host data, while pointer
 * arithmetic on opaque (tensorflow/tensorflow#64372) still works because
 * every interior address resolves to its allocation. Addresses are never
 * reused, so a freed address stays recognisably freed.
 *
 * Statistics are the allocator's real numbers, updated under the device lock
 * (real plugins copied a placeholder bytes_in_use = 123, real_plugins.md
 * section 0 "Lineage"). */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

/* Backing blocks start at a varying offset within a page ("colour"). Host
 * buffers of large copies are usually page-aligned, and copying between two
 * buffers with the same offset modulo 4 KiB can be slower on x86 (4K
 * aliasing of loads and stores); device addresses keep their own 256-byte
 * alignment, the backing only needs 64. */
#define SD_BACKING_ALIGN 64u
static _Atomic unsigned backing_colour;
static size_t next_skew(void) {
  return SD_BACKING_ALIGN * (1u + atomic_fetch_add(&backing_colour, 1) % 63u);
}

void sd_alloc_ref(sd_alloc *a) { atomic_fetch_add(&a->refs, 1); }

void sd_alloc_unref(sd_alloc *a) {
  if (atomic_fetch_sub(&a->refs, 1) == 1) free(a);
}

/* Frees the backing if the allocation is freed and unpinned and nobody
 * did it yet: the CAS from exactly FREED succeeds once. */
static void try_release(sd_alloc *a) {
  uint64_t expect = SD_ALLOC_FREED;
  if (atomic_compare_exchange_strong(&a->pins, &expect,
                                     SD_ALLOC_FREED | SD_ALLOC_RELEASED)) {
    sd_guarded_free(a->data, SD_BACKING_ALIGN, a->skew);
    sd_alloc_unref(a); /* the backing's reference */
  }
}

void sd_memory_unpin_n(sd_alloc *a, int n) {
  /* The last pin of a freed allocation releases the backing, after every
   * op that used it (acq_rel: their accesses happen before the free). */
  uint64_t now = atomic_fetch_sub(&a->pins, (uint64_t)SD_ALLOC_PIN * n) -
                 (uint64_t)SD_ALLOC_PIN * n;
  if (now == SD_ALLOC_FREED) try_release(a);
}

/* Index of the allocation containing `addr` or the one before it; caller
 * holds dev->mu. Returns SIZE_MAX when addr precedes every allocation. */
static size_t find_floor(const sd_device *dev, uint64_t addr) {
  size_t lo = 0, hi = dev->n_allocs;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (dev->allocs[mid]->va <= addr)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo == 0 ? SIZE_MAX : lo - 1;
}

static int in_tombs(const sd_device *dev, uint64_t addr, sd_tomb *hit) {
  for (size_t i = 0; i < SD_TOMBS; i++) {
    const sd_tomb *t = &dev->tombs[i];
    if (t->va != 0 && addr >= t->va && addr - t->va < (t->size ? t->size : 1)) {
      *hit = *t;
      return 1;
    }
  }
  return 0;
}

TF_Code sd_memory_pin(uint64_t addr, uint64_t size, sd_device *held,
                      const char *caller, const char *what, sd_pin *out,
                      char *msg, size_t msg_size) {
  out->alloc = NULL;
  out->ptr = NULL;
  if (addr == 0) {
    snprintf(msg, msg_size, "%s: %s is NULL (size %" PRIu64 ")", caller, what,
             size);
    return TF_INVALID_ARGUMENT;
  }
  if (!sd_is_device_address(addr)) {
    snprintf(msg, msg_size,
             "%s: %s 0x%" PRIx64
             " is not a simdev device address (a host "
             "pointer passed as device memory?)",
             caller, what, addr);
    return TF_INVALID_ARGUMENT;
  }
  unsigned slot = (unsigned)((addr >> SD_VA_SLOT_SHIFT) & 0xFFu);
  sd_device *dev, *found = NULL;
  if (held != NULL && held->slot == slot) {
    dev = held; /* the common case: no device-table lookup, no reference */
  } else {
    dev = found = sd_device_by_slot(slot);
  }
  if (dev == NULL) {
    snprintf(msg, msg_size,
             "%s: %s 0x%" PRIx64
             " belongs to no live simdev device (device "
             "destroyed?)",
             caller, what, addr);
    return TF_INVALID_ARGUMENT;
  }
  TF_Code code = TF_OK;
  pthread_mutex_lock(&dev->mu);
  size_t i = find_floor(dev, addr);
  sd_alloc *a = i == SIZE_MAX ? NULL : dev->allocs[i];
  if (a == NULL || addr - a->va >= (a->size ? a->size : 1)) {
    sd_tomb t;
    if (in_tombs(dev, addr, &t))
      snprintf(msg, msg_size,
               "%s: %s 0x%" PRIx64 " lies in allocation [0x%" PRIx64
               ", +%" PRIu64
               ") of device %d, which was already freed "
               "(use after free)",
               caller, what, addr, t.va, t.size, dev->ordinal);
    else
      snprintf(msg, msg_size,
               "%s: %s 0x%" PRIx64
               " is not inside any live allocation of "
               "device %d",
               caller, what, addr, dev->ordinal);
    code = TF_INVALID_ARGUMENT;
  } else {
    uint64_t off = addr - a->va;
    if (off > a->size || size > a->size - off) {
      snprintf(msg, msg_size,
               "%s: %s range [0x%" PRIx64 ", +%" PRIu64
               ") overruns "
               "allocation [0x%" PRIx64 ", +%" PRIu64
               ") of device %d by %" PRIu64 " bytes",
               caller, what, addr, size, a->va, a->size, dev->ordinal,
               off + size - a->size);
      code = TF_OUT_OF_RANGE;
    } else {
      /* In the table, so not freed: unlink sets FREED under dev->mu. */
      atomic_fetch_add(&a->pins, (uint64_t)SD_ALLOC_PIN);
      out->alloc = a;
      out->ptr = a->data + off;
    }
  }
  pthread_mutex_unlock(&dev->mu);
  sd_device_unref(found);
  return code;
}

void sd_memory_unpin(sd_pin *pin) {
  if (pin->alloc != NULL) sd_memory_unpin_n(pin->alloc, 1);
  pin->alloc = NULL;
  pin->ptr = NULL;
}

static void check_redzones(const char *caller, const sd_device *dev,
                           const sd_alloc *a) {
  int64_t where;
  if (sd_guarded_check(a->data, a->size, &where)) {
    SD_COUNT_ADD(redzone_violations, 1);
    sd_log(1,
           "%s: red zone of device allocation [0x%" PRIx64 ", +%" PRIu64
           ") on device %d was overwritten at offset %" PRId64,
           caller, a->va, a->size, dev->ordinal, where);
  }
}

/* Removes allocation i from the registry; caller holds dev->mu. Sets
 * FREED and, in the same atomic add, takes a pin for the caller, so the
 * backing stays until the caller is done with it (sd_memory_unpin_n):
 * a stream's cached pin that sees FREED backs off and could otherwise
 * release it under the caller's red-zone check. *pinned gets the number
 * of queued ops still using it. */
static sd_alloc *unlink_alloc(sd_device *dev, size_t i, uint64_t *pinned) {
  sd_alloc *a = dev->allocs[i];
  memmove(&dev->allocs[i], &dev->allocs[i + 1],
          (dev->n_allocs - i - 1) * sizeof *dev->allocs);
  dev->n_allocs--;
  dev->bytes_in_use -= (int64_t)a->size;
  dev->tombs[dev->tomb_next].va = a->va;
  dev->tombs[dev->tomb_next].size = a->size;
  dev->tomb_next = (dev->tomb_next + 1) % SD_TOMBS;
  /* FREED is clear until now (set only here, under dev->mu). */
  uint64_t old = atomic_fetch_add(
      &a->pins, (uint64_t)SD_ALLOC_FREED + (uint64_t)SD_ALLOC_PIN);
  *pinned = old / SD_ALLOC_PIN;
  SD_COUNT_ADD(live_device_allocations, -1);
  return a;
}

static void fail_allocation(SP_DeviceMemoryBase *mem) {
  SP_DeviceMemoryBase_set_opaque(mem, NULL);
  SP_DeviceMemoryBase_set_size(mem, 0);
}

void sd_se_allocate(const SP_Device *device, uint64_t size,
                    int64_t memory_space, SP_DeviceMemoryBase *mem) {
  /* allocate has no status: failure is a NULL opaque plus a log line. */
  if (mem == NULL) {
    sd_log(1, "allocate: mem is NULL (size %" PRIu64 ")", size);
    return;
  }
  if (!SP_DeviceMemoryBase_has_payload(mem))
    sd_log(1,
           "allocate: mem->struct_size %zu does not cover the RFC "
           "fields; writing only what it covers",
           mem->struct_size);
  SP_DeviceMemoryBase_set_ext(mem, NULL);
  SP_DeviceMemoryBase_set_payload(mem, 0);
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) {
    sd_log(1, "allocate: invalid device (NULL, foreign or destroyed)");
    fail_allocation(mem);
    return;
  }
  if (memory_space != 0)
    sd_log(2, "allocate: memory_space %" PRId64 " is reserved; using 0",
           memory_space);
  uint64_t nth = atomic_load(&sd_fail_allocate_nth);
  uint64_t call = atomic_fetch_add(&sd_allocate_calls, 1) + 1;
  if (nth != 0 && call == nth) {
    SD_COUNT_ADD(injected_faults, 1);
    sd_log(1,
           "allocate: injected failure of call %" PRIu64
           " (SIMDEV_FAIL_ALLOCATE_NTH=%" PRIu64 ")",
           call, nth);
    fail_allocation(mem);
    return;
  }
  /* Capacity is checked first so exhaustion never touches malloc. */
  pthread_mutex_lock(&dev->mu);
  int fits = size <= dev->capacity - (uint64_t)dev->bytes_in_use;
  pthread_mutex_unlock(&dev->mu);
  sd_alloc *a = NULL;
  if (fits) a = (sd_alloc *)calloc(1, sizeof *a);
  if (a != NULL) {
    a->skew = next_skew();
    a->data = sd_guarded_alloc(size, SD_BACKING_ALIGN, a->skew);
    if (a->data == NULL) {
      free(a);
      a = NULL;
    }
  }
  if (a == NULL) {
    sd_log(2, "allocate: %" PRIu64 " bytes do not fit on device %d", size,
           dev->ordinal);
    fail_allocation(mem);
    return;
  }
  a->size = size;
  atomic_init(&a->refs, 1);
  atomic_init(&a->pins, 0);
  pthread_mutex_lock(&dev->mu);
  /* Re-check under the lock: another thread may have allocated meanwhile. */
  int ok = size <= dev->capacity - (uint64_t)dev->bytes_in_use;
  if (ok && dev->n_allocs == dev->cap_allocs) {
    size_t cap = dev->cap_allocs ? dev->cap_allocs * 2 : 64;
    sd_alloc **n = (sd_alloc **)realloc(dev->allocs, cap * sizeof *n);
    if (n == NULL)
      ok = 0;
    else {
      dev->allocs = n;
      dev->cap_allocs = cap;
    }
  }
  if (ok) {
    /* Zero-byte allocations still get their own address (and 256 bytes of
     * address space) so success is distinguishable from OOM and two of them
     * never compare equal. */
    uint64_t span = (size + SD_VA_ALIGN - 1) / SD_VA_ALIGN * SD_VA_ALIGN;
    if (span == 0) span = SD_VA_ALIGN;
    a->va = dev->next_va;
    dev->next_va += span + SD_VA_ALIGN; /* unmapped gap: a virtual red zone */
    dev->allocs[dev->n_allocs++] = a;
    dev->num_allocs++;
    dev->bytes_in_use += (int64_t)size;
    if (dev->bytes_in_use > dev->peak_bytes_in_use)
      dev->peak_bytes_in_use = dev->bytes_in_use;
    if ((int64_t)size > dev->largest_alloc_size)
      dev->largest_alloc_size = (int64_t)size;
  }
  pthread_mutex_unlock(&dev->mu);
  if (!ok) {
    sd_guarded_free(a->data, SD_BACKING_ALIGN, a->skew);
    free(a);
    fail_allocation(mem);
  } else {
    SD_COUNT_ADD(live_device_allocations, 1);
    SP_DeviceMemoryBase_set_opaque(mem, (void *)(uintptr_t)a->va);
    SP_DeviceMemoryBase_set_size(mem, size);
  }
}

void sd_se_deallocate(const SP_Device *device, SP_DeviceMemoryBase *memory) {
  void *opaque = SP_DeviceMemoryBase_get_opaque(memory);
  if (opaque == NULL) return; /* documented no-op (also failed allocations) */
  uint64_t addr = (uint64_t)(uintptr_t)opaque;
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) {
    SD_COUNT_ADD(invalid_frees, 1);
    sd_log(1, "deallocate: invalid device for address 0x%" PRIx64 "; not freed",
           addr);
    return;
  }
  sd_alloc *a = NULL;
  sd_tomb t;
  int freed_before = 0;
  uint64_t pinned = 0;
  pthread_mutex_lock(&dev->mu);
  size_t i = sd_is_device_address(addr) ? find_floor(dev, addr) : SIZE_MAX;
  if (i != SIZE_MAX && dev->allocs[i]->va == addr) {
    a = unlink_alloc(dev, i, &pinned);
  } else {
    freed_before = in_tombs(dev, addr, &t) && t.va == addr;
  }
  pthread_mutex_unlock(&dev->mu);
  if (a == NULL) {
    if (freed_before) {
      SD_COUNT_ADD(double_frees, 1);
      sd_log(1,
             "deallocate: double free of device address 0x%" PRIx64
             " (size %" PRIu64 ") on device %d; ignored",
             addr, t.size, dev->ordinal);
    } else {
      SD_COUNT_ADD(invalid_frees, 1);
      sd_log(1,
             "deallocate: 0x%" PRIx64
             " is not the start of a live "
             "allocation on device %d; ignored",
             addr, dev->ordinal);
    }
    return;
  }
  check_redzones("deallocate", dev, a);
  if (pinned != 0) {
    /* A queued copy/fill still pins it: the memory stays valid until that op
     * ran, but the core freed too early, which on real hardware is a race. */
    SD_COUNT_ADD(freed_while_in_use, 1);
    sd_log(1,
           "deallocate: device address 0x%" PRIx64
           " freed while a "
           "queued stream operation still uses it",
           addr);
  }
  sd_memory_unpin_n(a, 1); /* unlink's pin: the last one releases */
}

size_t sd_memory_release_device(sd_device *dev, uint64_t *bytes) {
  size_t n = 0;
  *bytes = 0;
  for (;;) {
    uint64_t pinned;
    pthread_mutex_lock(&dev->mu);
    sd_alloc *a =
        dev->n_allocs ? unlink_alloc(dev, dev->n_allocs - 1, &pinned) : NULL;
    pthread_mutex_unlock(&dev->mu);
    if (a == NULL) break;
    n++;
    *bytes += a->size;
    check_redzones("destroy_device", dev, a);
    sd_memory_unpin_n(a, 1);
  }
  return n;
}

TF_Bool sd_se_get_allocator_stats(const SP_Device *device,
                                  SP_AllocatorStats *stats) {
  if (stats == NULL) return 0;
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) {
    sd_log(1, "get_allocator_stats: invalid device");
    return 0;
  }
  pthread_mutex_lock(&dev->mu);
  int64_t num = dev->num_allocs, in_use = dev->bytes_in_use,
          peak = dev->peak_bytes_in_use, largest = dev->largest_alloc_size;
  pthread_mutex_unlock(&dev->mu);
  int64_t limit = (int64_t)dev->capacity;
  SP_AllocatorStats_set_num_allocs(stats, num);
  SP_AllocatorStats_set_bytes_in_use(stats, in_use);
  SP_AllocatorStats_set_peak_bytes_in_use(stats, peak);
  SP_AllocatorStats_set_largest_alloc_size(stats, largest);
  SP_AllocatorStats_set_has_bytes_limit(stats, 1);
  SP_AllocatorStats_set_bytes_limit(stats, limit);
  /* No pooling: what is reserved from the device is exactly what is in use. */
  SP_AllocatorStats_set_bytes_reserved(stats, in_use);
  SP_AllocatorStats_set_peak_bytes_reserved(stats, peak);
  SP_AllocatorStats_set_has_bytes_reservable_limit(stats, 1);
  SP_AllocatorStats_set_bytes_reservable_limit(stats, limit);
  /* Every allocation has its own address range and backing, so the largest
   * block that can still be allocated is all the remaining capacity. */
  SP_AllocatorStats_set_largest_free_block_bytes(stats, limit - in_use);
  return 1;
}

TF_Bool sd_se_device_memory_usage(const SP_Device *device, int64_t *free_b,
                                  int64_t *total) {
  if (free_b == NULL || total == NULL) return 0;
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) {
    sd_log(1, "device_memory_usage: invalid device");
    return 0;
  }
  pthread_mutex_lock(&dev->mu);
  int64_t in_use = dev->bytes_in_use;
  pthread_mutex_unlock(&dev->mu);
  *total = (int64_t)dev->capacity;
  *free_b = *total - in_use;
  return 1;
}

/* ---- host and unified memory ---------------------------------------------
 * Real host pointers (the core and kernels dereference them), red-zoned,
 * kept in an address-sorted table so a double or foreign free is reported
 * instead of corrupting the heap and so copies can bounds-check ranges that
 * fall inside these blocks; quarantined after free with a poison fill so a
 * write after free is detected when the block leaves quarantine. */
typedef enum host_kind { HOST_PINNED = 1, HOST_UNIFIED = 2 } host_kind;
typedef struct host_entry {
  unsigned char *p;
  uint64_t size;
  size_t align;
  host_kind kind;
  int redzone_reported; /* damage already reported at free */
} host_entry;

#define QUARANTINE_BLOCKS 64
#define QUARANTINE_BYTES (64ull << 20)

static pthread_mutex_t host_mu = PTHREAD_MUTEX_INITIALIZER;
static host_entry *host_blocks; /* live blocks, sorted by address */
static size_t host_n, host_cap;
static host_entry quarantine[QUARANTINE_BLOCKS];
static size_t q_next, q_bytes;

/* Index of the last block starting at or before `a`, or SIZE_MAX. Compared
 * as integers: the blocks are unrelated objects. Caller holds host_mu. */
static size_t host_floor(uintptr_t a) {
  size_t lo = 0, hi = host_n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((uintptr_t)host_blocks[mid].p <= a)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo == 0 ? SIZE_MAX : lo - 1;
}

static const char *host_kind_name(host_kind k) {
  return k == HOST_UNIFIED ? "unified" : "host";
}

/* Checks the poison of a block leaving quarantine and frees it. */
static void release_quarantined(host_entry *e) {
  uint64_t where;
  if (!sd_guarded_poison_intact(e->p, e->size, &where)) {
    SD_COUNT_ADD(writes_after_free, 1);
    sd_log(1,
           "%s memory %p (size %" PRIu64
           ") was written after it was "
           "freed (offset %" PRIu64 ")",
           host_kind_name(e->kind), (void *)e->p, e->size, where);
  }
  int64_t rz;
  if (!e->redzone_reported && sd_guarded_check(e->p, e->size, &rz)) {
    SD_COUNT_ADD(redzone_violations, 1);
    sd_log(1,
           "%s memory %p: red zone overwritten after free (offset %" PRId64 ")",
           host_kind_name(e->kind), (void *)e->p, rz);
  }
  sd_guarded_free(e->p, e->align, 0);
  e->p = NULL;
}

static void *host_allocate(const char *caller, const SP_Device *device,
                           uint64_t size, host_kind kind) {
  sd_device *dev = sd_device_check(device);
  if (dev == NULL) {
    sd_log(1, "%s: invalid device", caller);
    return NULL;
  }
  /* 64-byte alignment for small blocks (VEDA found 16 too small for the
   * core's checks), page alignment for large ones. */
  size_t align = size >= (1u << 20) ? 4096 : 64;
  unsigned char *p = sd_guarded_alloc(size, align, 0);
  if (p == NULL) {
    sd_log(1, "%s: out of host memory for %" PRIu64 " bytes", caller, size);
    return NULL;
  }
  pthread_mutex_lock(&host_mu);
  if (host_n == host_cap) {
    size_t cap = host_cap ? host_cap * 2 : 64;
    host_entry *t = (host_entry *)realloc(host_blocks, cap * sizeof *t);
    if (t == NULL) {
      pthread_mutex_unlock(&host_mu);
      sd_guarded_free(p, align, 0);
      return NULL;
    }
    host_blocks = t;
    host_cap = cap;
  }
  size_t at = host_floor((uintptr_t)p) + 1; /* SIZE_MAX + 1 == 0 */
  memmove(&host_blocks[at + 1], &host_blocks[at],
          (host_n - at) * sizeof *host_blocks);
  host_entry e = {p, size, align, kind, 0};
  host_blocks[at] = e;
  host_n++;
  pthread_mutex_unlock(&host_mu);
  if (kind == HOST_UNIFIED)
    SD_COUNT_ADD(live_unified_allocations, 1);
  else
    SD_COUNT_ADD(live_host_allocations, 1);
  return p;
}

static void host_deallocate(const char *caller, void *mem, host_kind kind) {
  if (mem == NULL) return;
  host_entry e = {NULL, 0, 0, kind, 0};
  int double_free = 0;
  pthread_mutex_lock(&host_mu);
  size_t i = host_floor((uintptr_t)mem);
  if (i != SIZE_MAX && host_blocks[i].p == mem) {
    e = host_blocks[i];
    memmove(&host_blocks[i], &host_blocks[i + 1],
            (host_n - i - 1) * sizeof *host_blocks);
    host_n--;
  }
  if (e.p == NULL) {
    for (size_t k = 0; k < QUARANTINE_BLOCKS; k++)
      if (quarantine[k].p == mem) double_free = 1;
  }
  pthread_mutex_unlock(&host_mu);
  if (e.p == NULL) {
    if (double_free)
      SD_COUNT_ADD(double_frees, 1);
    else
      SD_COUNT_ADD(invalid_frees, 1);
    sd_log(1, "%s: %p %s; ignored", caller, mem,
           double_free ? "was already freed (double free)"
                       : "was not allocated by this plugin");
    return;
  }
  if (e.kind != kind)
    sd_log(1, "%s: %p was allocated as %s memory; freeing it anyway", caller,
           mem, host_kind_name(e.kind));
  if (e.kind == HOST_UNIFIED)
    SD_COUNT_ADD(live_unified_allocations, -1);
  else
    SD_COUNT_ADD(live_host_allocations, -1);
  int64_t where;
  if (sd_guarded_check(e.p, e.size, &where)) {
    e.redzone_reported = 1;
    SD_COUNT_ADD(redzone_violations, 1);
    sd_log(1,
           "%s: red zone of %s block %p (size %" PRIu64
           ") was "
           "overwritten at offset %" PRId64 " (buffer overrun)",
           caller, host_kind_name(e.kind), mem, e.size, where);
  }
  sd_guarded_poison(e.p, e.size);
  /* Park it; evict the oldest blocks beyond the quarantine budget. */
  host_entry evicted[QUARANTINE_BLOCKS];
  size_t n_evicted = 0;
  pthread_mutex_lock(&host_mu);
  if (quarantine[q_next].p != NULL) {
    q_bytes -= quarantine[q_next].size;
    evicted[n_evicted++] = quarantine[q_next];
  }
  quarantine[q_next] = e;
  q_bytes += e.size;
  q_next = (q_next + 1) % QUARANTINE_BLOCKS;
  for (size_t k = 0; q_bytes > QUARANTINE_BYTES && k < QUARANTINE_BLOCKS; k++) {
    size_t j = (q_next + k) % QUARANTINE_BLOCKS;
    if (quarantine[j].p != NULL && quarantine[j].p != e.p) {
      q_bytes -= quarantine[j].size;
      evicted[n_evicted++] = quarantine[j];
      quarantine[j].p = NULL;
    }
  }
  pthread_mutex_unlock(&host_mu);
  for (size_t k = 0; k < n_evicted; k++) release_quarantined(&evicted[k]);
}

void sd_memory_flush_host_quarantine(void) {
  host_entry evicted[QUARANTINE_BLOCKS];
  size_t n = 0;
  pthread_mutex_lock(&host_mu);
  for (size_t k = 0; k < QUARANTINE_BLOCKS; k++) {
    if (quarantine[k].p != NULL) evicted[n++] = quarantine[k];
    quarantine[k].p = NULL;
  }
  q_bytes = 0;
  if (host_n == 0) {
    free(host_blocks);
    host_blocks = NULL;
    host_cap = 0;
  }
  pthread_mutex_unlock(&host_mu);
  for (size_t k = 0; k < n; k++) release_quarantined(&evicted[k]);
}

void *sd_se_host_memory_allocate(const SP_Device *device, uint64_t size) {
  return host_allocate("host_memory_allocate", device, size, HOST_PINNED);
}

void sd_se_host_memory_deallocate(const SP_Device *device, void *mem) {
  (void)device; /* host blocks are process-wide; any device may free them */
  host_deallocate("host_memory_deallocate", mem, HOST_PINNED);
}

void *sd_se_unified_memory_allocate(const SP_Device *device, uint64_t size) {
  return host_allocate("unified_memory_allocate", device, size, HOST_UNIFIED);
}

void sd_se_unified_memory_deallocate(const SP_Device *device, void *location) {
  (void)device;
  host_deallocate("unified_memory_deallocate", location, HOST_UNIFIED);
}

TF_Code sd_memory_check_host_range(const void *p, uint64_t size,
                                   const char *caller, const char *what,
                                   char *msg, size_t msg_size) {
  uintptr_t a = (uintptr_t)p;
  TF_Code code = TF_OK;
  pthread_mutex_lock(&host_mu);
  size_t i = host_floor(a);
  if (i != SIZE_MAX) {
    const host_entry *b = &host_blocks[i];
    uintptr_t start = (uintptr_t)b->p;
    /* Inside the block or its back red zone: the block's size is the bound. */
    if (a - start < b->size + SD_REDZONE &&
        (a - start > b->size || size > b->size - (a - start))) {
      snprintf(msg, msg_size,
               "%s: %s range [%p, +%" PRIu64
               ") overruns %s memory block "
               "[%p, +%" PRIu64 ") by %" PRIu64 " bytes",
               caller, what, p, size, host_kind_name(b->kind), (void *)b->p,
               b->size, (uint64_t)(a - start) + size - b->size);
      code = TF_OUT_OF_RANGE;
    }
  }
  if (code == TF_OK) {
    for (size_t k = 0; k < QUARANTINE_BLOCKS; k++) {
      const host_entry *q = &quarantine[k];
      if (q->p != NULL && a - (uintptr_t)q->p < (q->size ? q->size : 1)) {
        snprintf(msg, msg_size,
                 "%s: %s %p lies in %s memory block [%p, +%" PRIu64
                 ") that was already freed (use after free)",
                 caller, what, p, host_kind_name(q->kind), (void *)q->p,
                 q->size);
        code = TF_INVALID_ARGUMENT;
        break;
      }
    }
  }
  pthread_mutex_unlock(&host_mu);
  return code;
}
