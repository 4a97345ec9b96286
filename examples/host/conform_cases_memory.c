/* M: memory. Device and host allocations, allocator statistics that follow
 * real allocations (the "123" placeholder spread from TF's test util to
 * ITEX, Vulten and DirectML), memory usage and concurrency. */
#include "conform.h"

#include <stdlib.h>
#include <string.h>

static const uint64_t sizes[] = {1, 3, 64, 4096, (1u << 20) + 7};
#define NSIZES (sizeof sizes / sizeof sizes[0])

static conform_verdict m_allocate(conform_ctx *c) {
  SP_DeviceMemoryBase *m[NSIZES];
  int bad = 0;
  for (size_t i = 0; i < NSIZES; i++) {
    m[i] = conform_alloc(c, DEV(c), sizes[i]);
    if (m[i] == NULL) {
      bad = 1;
      conform_note(c, "allocate(%llu): NULL opaque", (unsigned long long)sizes[i]);
      continue;
    }
    if (SP_DeviceMemoryBase_get_size(m[i]) != sizes[i])
      bad = 1, conform_note(c, "allocate(%llu): size %llu", (unsigned long long)sizes[i],
                            (unsigned long long)SP_DeviceMemoryBase_get_size(m[i]));
    if (m[i]->struct_size == 0) bad = 1, conform_note(c, "allocate left struct_size 0");
  }
  for (size_t i = 0; i < NSIZES; i++)
    for (size_t j = 0; j < i; j++)
      if (m[i] && m[j] && SP_DeviceMemoryBase_get_opaque(m[i]) == SP_DeviceMemoryBase_get_opaque(m[j]))
        bad = 1, conform_note(c, "allocations %zu and %zu share opaque %p", i, j,
                            SP_DeviceMemoryBase_get_opaque(m[i]));
  for (size_t i = 0; i < NSIZES; i++) conform_free(c, DEV(c), m[i]);
  /* Writes past SP_DeviceMemoryBase are in the record (R08, R09). */
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "sizes 1..1MiB+7: distinct, size echoed");
}

/* Largest power of two dividing the address, capped at 1 MiB. */
static unsigned alignment_of(const void *p) {
  uintptr_t a = (uintptr_t)p;
  uintptr_t low = a & (~a + 1);
  return a == 0 || low > ((uintptr_t)1 << 20) ? 1u << 20 : (unsigned)low;
}

static conform_verdict m_alignment(conform_ctx *c) {
  unsigned min_align = 1u << 20;
  for (size_t i = 0; i < NSIZES; i++) {
    SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), sizes[i]);
    if (m == NULL) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
    unsigned al = alignment_of(SP_DeviceMemoryBase_get_opaque(m));
    if (al < min_align) min_align = al;
    conform_free(c, DEV(c), m);
  }
  if (min_align < 64) return CONFORM_FAILF(c, "an opaque is only %u-byte aligned (want >= 64)", min_align);
  return CONFORM_PASSF(c, "opaques aligned to >= %u bytes%s", min_align,
                       min_align < 256 ? " (256 recommended)" : "");
}

static conform_verdict m_zero_and_null(conform_ctx *c) {
  SP_StreamExecutor_allocate_fn alloc = HOST_SE_CALL(&c->p, allocate);
  SP_StreamExecutor_deallocate_fn dealloc = HOST_SE_CALL(&c->p, deallocate);
  /* Both at the active core's size (a newer core's is larger than this
   * build's sizeof): the plugin may read all of it. */
  SP_DeviceMemoryBase *m = host_handover_new(HOST_SZ_DEVICE_MEMORY_BASE, "allocate");
  SP_DeviceMemoryBase *null_mem = host_handover_new(HOST_SZ_DEVICE_MEMORY_BASE, "deallocate");
  if (m == NULL || null_mem == NULL) return CONFORM_FAILF(c, "runner: out of memory");
  alloc(DEV(c), 0, 0, m);
  host_handover_returned(m);
  conform_note(c, "allocate(0) -> opaque %s", SP_DeviceMemoryBase_get_opaque(m) ? "non-NULL" : "NULL");
  dealloc(DEV(c), m);
  host_handover_retire(m);
  dealloc(DEV(c), null_mem);
  host_handover_retire(null_mem);
  SP_DeviceMemoryBase *after = conform_alloc(c, DEV(c), 64);
  if (after == NULL) return CONFORM_FAILF(c, "allocate(64) fails after the edge cases");
  conform_free(c, DEV(c), after);
  return CONFORM_PASSF(c, "deallocate of NULL opaque is a no-op");
}

static conform_verdict m_oom(conform_ctx *c) {
  int64_t free_b = 0, total = 0;
  SP_StreamExecutor_device_memory_usage_fn usage = HOST_SE_CALL(&c->p, device_memory_usage);
  if (!usage(DEV(c), &free_b, &total) || total <= 0)
    return CONFORM_SKIPF(c, "device_memory_usage gives no total");
  if (total > ((int64_t)1 << 40)) return CONFORM_SKIPF(c, "total %lld too large to exceed safely", (long long)total);
  uint64_t ask = (uint64_t)total * 2 + (1u << 20);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), ask);
  if (m != NULL) {
    conform_free(c, DEV(c), m);
    return CONFORM_FAILF(c, "allocate(%llu) above total %lld succeeded", (unsigned long long)ask, (long long)total);
  }
  SP_DeviceMemoryBase *after = conform_alloc(c, DEV(c), 4096);
  if (after == NULL) return CONFORM_FAILF(c, "allocations fail after an OOM");
  conform_free(c, DEV(c), after);
  return CONFORM_PASSF(c, "allocate(%llu) -> NULL opaque; later allocations work", (unsigned long long)ask);
}

static conform_verdict m_host(conform_ctx *c) {
  SP_StreamExecutor_host_memory_allocate_fn ha = HOST_SE_CALL(&c->p, host_memory_allocate);
  SP_StreamExecutor_host_memory_deallocate_fn hd = HOST_SE_CALL(&c->p, host_memory_deallocate);
  unsigned min_align = 1u << 20;
  for (size_t i = 0; i < NSIZES; i++) {
    void *p = ha(DEV(c), sizes[i]);
    if (p == NULL) return CONFORM_FAILF(c, "host_memory_allocate(%llu) returned NULL", (unsigned long long)sizes[i]);
    memset(p, 0x5A, sizes[i]);
    unsigned al = alignment_of(p);
    if (al < min_align) min_align = al;
    hd(DEV(c), p);
  }
  void *z = ha(DEV(c), 0);
  if (z) hd(DEV(c), z);
  if (min_align < 64) conform_note(c, "host memory only %u-byte aligned (64 recommended)", min_align);
  return CONFORM_PASSF(c, "host allocations usable; size 0 -> %s", z ? "non-NULL" : "NULL");
}

static conform_verdict m_stats(conform_ctx *c) {
  conform_allocator_stats s0, s1, s2;
  if (!conform_stats(c, DEV(c), &s0)) return CONFORM_PASSF(c, "plugin reports no allocator stats (false): TF uses none");
  if (s0.struct_size == 0) return CONFORM_FAILF(c, "stats returned true with struct_size 0");
  const uint64_t ask[3] = {1u << 20, 3u << 20, 12345};
  uint64_t sum = 0;
  SP_DeviceMemoryBase *m[3];
  for (int i = 0; i < 3; i++) {
    m[i] = conform_alloc(c, DEV(c), ask[i]);
    if (m[i] == NULL) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
    sum += ask[i];
  }
  conform_stats(c, DEV(c), &s1);
  for (int i = 0; i < 3; i++) conform_free(c, DEV(c), m[i]);
  conform_stats(c, DEV(c), &s2);
  conform_note(c, "bytes_in_use %lld -> %lld -> %lld, num_allocs %lld -> %lld, peak %lld, largest %lld",
               (long long)s0.bytes_in_use, (long long)s1.bytes_in_use, (long long)s2.bytes_in_use,
               (long long)s0.num_allocs, (long long)s1.num_allocs, (long long)s1.peak_bytes_in_use,
               (long long)s1.largest_alloc_size);
  int bad = 0;
  if (s1.bytes_in_use - s0.bytes_in_use < (int64_t)sum)
    bad = 1, conform_note(c, "bytes_in_use grew by %lld for %llu bytes allocated",
                          (long long)(s1.bytes_in_use - s0.bytes_in_use), (unsigned long long)sum);
  if (s2.bytes_in_use >= s1.bytes_in_use) bad = 1, conform_note(c, "bytes_in_use did not drop after freeing");
  if (s1.num_allocs < s0.num_allocs + 3) bad = 1, conform_note(c, "num_allocs did not count 3 allocations");
  if (s1.peak_bytes_in_use < s1.bytes_in_use) bad = 1, conform_note(c, "peak below bytes_in_use");
  if (s1.largest_alloc_size < (int64_t)ask[1]) bad = 1, conform_note(c, "largest_alloc_size below the largest live allocation");
  if (s1.has_bytes_limit && s1.bytes_in_use > s1.bytes_limit) bad = 1, conform_note(c, "bytes_in_use above bytes_limit");
  if (bad && s0.bytes_in_use == s1.bytes_in_use)
    conform_note(c, "constant values: placeholder stats");
  return bad ? CONFORM_FAIL : CONFORM_PASS;
}

static conform_verdict m_usage(conform_ctx *c) {
  int64_t f0 = -1, t0 = -1, f1 = -1, t1 = -1;
  SP_StreamExecutor_device_memory_usage_fn usage = HOST_SE_CALL(&c->p, device_memory_usage);
  if (!usage(DEV(c), &f0, &t0)) return CONFORM_FAILF(c, "returns false: TF cannot size the device memory");
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 8u << 20);
  usage(DEV(c), &f1, &t1);
  conform_free(c, DEV(c), m);
  conform_note(c, "free %lld / total %lld; with 8 MiB live: free %lld", (long long)f0, (long long)t0, (long long)f1);
  if (t0 <= 0) return CONFORM_FAILF(c, "total <= 0");
  if (f0 < 0 || f0 > t0) return CONFORM_FAILF(c, "free outside [0, total]");
  if (m != NULL && f1 == t1) return CONFORM_FAILF(c, "free == total with memory allocated");
  return CONFORM_PASS;
}

typedef struct {
  conform_ctx *c;
  int failures;
} worker_arg;

static void *alloc_worker(void *p) {
  worker_arg *w = p;
  /* A private copy: helpers write their last message into the context. */
  conform_ctx *c = malloc(sizeof *c);
  memcpy(c, w->c, sizeof *c);
  unsigned seed = (unsigned)(uintptr_t)p;
  for (int i = 0; i < 200; i++) {
    seed = seed * 1103515245u + 12345u;
    SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 1 + (seed >> 8) % 65536);
    if (m == NULL) w->failures++;
    conform_free(c, DEV(c), m);
  }
  free(c);
  return NULL;
}

static conform_verdict m_concurrent(conform_ctx *c) {
  pthread_t t[8];
  worker_arg w[8];
  for (int i = 0; i < 8; i++) {
    w[i].c = c;
    w[i].failures = 0;
    pthread_create(&t[i], NULL, alloc_worker, &w[i]);
  }
  int failures = 0;
  for (int i = 0; i < 8; i++) {
    pthread_join(t[i], NULL);
    failures += w[i].failures;
  }
  if (failures) return CONFORM_FAILF(c, "%d of 1600 concurrent allocations failed", failures);
  return CONFORM_PASSF(c, "8 threads x 200 allocate/deallocate");
}

static conform_verdict m_unified(conform_ctx *c) {
  if (!SP_Platform_get_supports_unified_memory(c->p.platform))
    return CONFORM_SKIPF(c, "platform does not support unified memory");
  SP_StreamExecutor_unified_memory_allocate_fn ua = HOST_SE(&c->p, unified_memory_allocate);
  SP_StreamExecutor_unified_memory_deallocate_fn ud = HOST_SE(&c->p, unified_memory_deallocate);
  if (!ua || !ud) return CONFORM_FAILF(c, "supports_unified_memory set but callbacks NULL");
  /* Unified memory is the host's as much as the device's: the host writes
   * every byte and reads it back before handing it back. */
  unsigned char *p = ua(DEV(c), 4096);
  if (p == NULL) return CONFORM_FAILF(c, "unified_memory_allocate(4096) returned NULL");
  conform_note(c, "supports_unified_memory set; unified_memory_allocate(4096) returned a pointer");
  for (size_t i = 0; i < 4096; i++) p[i] = (unsigned char)(i * 7 + 1);
  size_t wrong = 0;
  for (size_t i = 0; i < 4096; i++) wrong += p[i] != (unsigned char)(i * 7 + 1);
  if (wrong) {
    ud(DEV(c), p);
    return CONFORM_FAILF(c, "%zu of the 4096 bytes the host wrote read back different", wrong);
  }
  conform_note(c, "the host wrote and read back all 4096 bytes");
  ud(DEV(c), p);
  conform_note(c, "unified_memory_deallocate returned");
  return CONFORM_PASS;
}

const conform_case conform_cases_memory[] = {
    {"M01", "memory", "allocate: non-NULL, size echoed, distinct", CONFORM_REQUIRED, NEEDS_DEVICE, m_allocate, 0, HOST_MOD_SE},
    {"M02", "memory", "device allocations aligned to >= 64 bytes", CONFORM_ADVISORY, NEEDS_DEVICE, m_alignment, 0, HOST_MOD_SE},
    {"M03", "memory", "allocate(0) and deallocate(NULL opaque) are safe", CONFORM_EXPECTED, NEEDS_DEVICE, m_zero_and_null, 0, HOST_MOD_SE},
    {"M04", "memory", "allocation above capacity fails cleanly", CONFORM_ADVISORY, NEEDS_DEVICE, m_oom, 0, HOST_MOD_SE},
    {"M05", "memory", "host memory allocate/deallocate", CONFORM_REQUIRED, NEEDS_DEVICE, m_host, 0, HOST_MOD_SE},
    {"M06", "memory", "allocator stats track real allocations", CONFORM_EXPECTED, NEEDS_DEVICE, m_stats, 0, HOST_MOD_SE},
    {"M07", "memory", "device_memory_usage is sane", CONFORM_ADVISORY, NEEDS_DEVICE, m_usage, 0, HOST_MOD_SE},
    {"M08", "memory", "concurrent allocate/deallocate from 8 threads", CONFORM_ADVISORY, NEEDS_DEVICE, m_concurrent, 0, HOST_MOD_SE},
    {"M09", "memory", "unified memory when supported", CONFORM_REQUIRED, NEEDS_DEVICE, m_unified, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
