/* C: copies and fills. Round trips (sync, async by stream, async by event),
 * device-to-device copies, stream order, and byte-exact fills checked with
 * guard bytes around them (memset32's `size` is bytes: two real plugins
 * treated it as a word count and wrote 4x the range). */
#include "conform.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static const uint64_t sizes[] = {1, 3, 64, 4096, (1u << 20) + 7};
#define NSIZES (sizeof sizes / sizeof sizes[0])

static void fill_pattern(unsigned char *p, size_t n, unsigned seed) {
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char)((i * 131u + seed * 17u) >> 1);
}

static conform_verdict c_sync_round_trip(conform_ctx *c) {
  for (size_t k = 0; k < NSIZES; k++) {
    size_t n = sizes[k];
    unsigned char *in = malloc(n), *out = calloc(1, n);
    SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), n);
    if (!in || !out || !m) return CONFORM_FAILF(c, "allocate(%zu) failed", n);
    fill_pattern(in, n, (unsigned)k);
    if (conform_sync_htod(c, DEV(c), m, in, n) != TF_OK) return CONFORM_FAILF(c, "sync_memcpy_htod(%zu): %s", n, c->msg);
    if (conform_sync_dtoh(c, DEV(c), out, m, n) != TF_OK) return CONFORM_FAILF(c, "sync_memcpy_dtoh(%zu): %s", n, c->msg);
    if (memcmp(in, out, n)) return CONFORM_FAILF(c, "size %zu: data differs after the round trip", n);
    conform_free(c, DEV(c), m);
    free(in);
    free(out);
  }
  return CONFORM_PASSF(c, "sizes 1..1MiB+7 round-trip");
}

static conform_verdict c_interior(conform_ctx *c) {
  unsigned char in[4096], out[4096], part[100];
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), sizeof in);
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  fill_pattern(in, sizeof in, 3);
  if (conform_sync_htod(c, DEV(c), m, in, sizeof in) != TF_OK) return CONFORM_FAILF(c, "htod: %s", c->msg);
  SP_DeviceMemoryBase *v = conform_view(m, 1000, sizeof part);
  if (v == NULL) return CONFORM_FAILF(c, "runner: out of memory");
  if (conform_sync_dtoh(c, DEV(c), part, v, sizeof part) != TF_OK)
    return CONFORM_FAILF(c, "dtoh at opaque+1000: %s", c->msg);
  if (memcmp(part, in + 1000, sizeof part)) return CONFORM_FAILF(c, "dtoh at opaque+1000 read wrong bytes");
  memset(part, 0xEE, sizeof part);
  if (conform_sync_htod(c, DEV(c), v, part, sizeof part) != TF_OK)
    return CONFORM_FAILF(c, "htod at opaque+1000: %s", c->msg);
  host_guard_free(v);
  conform_sync_dtoh(c, DEV(c), out, m, sizeof out);
  memcpy(in + 1000, part, sizeof part);
  if (memcmp(in, out, sizeof in)) return CONFORM_FAILF(c, "htod at opaque+1000 wrote the wrong bytes");
  conform_free(c, DEV(c), m);
  return CONFORM_PASSF(c, "opaque + offset addresses work (TF does such arithmetic, #64372)");
}

/* Async htod then dtoh on one stream, completed by `how`. */
static conform_verdict async_round_trip(conform_ctx *c, int by_event) {
  size_t n = (1u << 20) + 13;
  unsigned char *in = malloc(n), *out = calloc(1, n);
  SP_Stream s;
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), n);
  if (!in || !out || !m) return CONFORM_FAILF(c, "allocate failed");
  fill_pattern(in, n, 9);
  if (conform_htod(c, DEV(c), s, m, in, n) != TF_OK) return CONFORM_FAILF(c, "memcpy_htod: %s", c->msg);
  if (conform_dtoh(c, DEV(c), s, out, m, n) != TF_OK) return CONFORM_FAILF(c, "memcpy_dtoh: %s", c->msg);
  if (by_event) {
    SP_Event e;
    if (conform_event_new(c, DEV(c), &e) != TF_OK) return CONFORM_FAILF(c, "create_event: %s", c->msg);
    if (conform_record(c, DEV(c), s, e) != TF_OK) return CONFORM_FAILF(c, "record_event: %s", c->msg);
    if (conform_block_event(c, DEV(c), e) != TF_OK) return CONFORM_FAILF(c, "block_host_for_event: %s", c->msg);
    conform_event_free(c, DEV(c), e);
  } else if (conform_block_stream(c, DEV(c), s) != TF_OK) {
    return CONFORM_FAILF(c, "block_host_until_done: %s", c->msg);
  }
  if (memcmp(in, out, n)) return CONFORM_FAILF(c, "data differs after the async round trip");
  conform_free(c, DEV(c), m);
  conform_stream_free(c, DEV(c), s);
  return CONFORM_PASSF(c, "1 MiB async round trip complete when %s returned",
                       by_event ? "block_host_for_event" : "block_host_until_done");
}

static conform_verdict c_async_stream(conform_ctx *c) { return async_round_trip(c, 0); }
static conform_verdict c_async_event(conform_ctx *c) { return async_round_trip(c, 1); }

static conform_verdict dtod(conform_ctx *c, SP_Device *src_dev, SP_Device *dst_dev) {
  SP_StreamExecutor_memcpy_dtod_fn a = HOST_SE(&c->p, memcpy_dtod);
  SP_StreamExecutor_sync_memcpy_dtod_fn sy = HOST_SE(&c->p, sync_memcpy_dtod);
  if (!a && !sy) return CONFORM_NOT_RUN_BY(c, "R12", "memcpy_dtod and sync_memcpy_dtod are both NULL");
  unsigned char in[4096], out[4096];
  fill_pattern(in, sizeof in, 5);
  SP_DeviceMemoryBase *src = conform_alloc(c, src_dev, sizeof in);
  SP_DeviceMemoryBase *d1 = conform_alloc(c, dst_dev, sizeof in);
  SP_DeviceMemoryBase *d2 = conform_alloc(c, dst_dev, sizeof in);
  if (!src || !d1 || !d2) return CONFORM_FAILF(c, "allocate failed");
  if (conform_sync_htod(c, src_dev, src, in, sizeof in) != TF_OK) return CONFORM_FAILF(c, "htod: %s", c->msg);
  if (sy) {
    TF_Status *st = host_status_new();
    /* The callback gets one device: TF passes the executor's (#53446). */
    sy(dst_dev, d1, src, sizeof in, st);
    TF_Code code = host_status_code(st, "sync_memcpy_dtod");
    host_status_describe(st, c->msg, sizeof c->msg);
    TF_DeleteStatus(st);
    if (code != TF_OK) return CONFORM_FAILF(c, "sync_memcpy_dtod: %s", c->msg);
    memset(out, 0, sizeof out);
    conform_sync_dtoh(c, dst_dev, out, d1, sizeof out);
    if (memcmp(in, out, sizeof in)) return CONFORM_FAILF(c, "sync_memcpy_dtod copied wrong bytes");
    conform_note(c, "sync_memcpy_dtod ok");
  }
  if (a) {
    SP_Stream s;
    if (conform_stream_new(c, dst_dev, &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
    TF_Status *st = host_status_new();
    a(dst_dev, s, d2, src, sizeof in, st);
    TF_Code code = host_status_code(st, "memcpy_dtod");
    host_status_describe(st, c->msg, sizeof c->msg);
    TF_DeleteStatus(st);
    if (code != TF_OK) return CONFORM_FAILF(c, "memcpy_dtod: %s", c->msg);
    if (conform_block_stream(c, dst_dev, s) != TF_OK) return CONFORM_FAILF(c, "block: %s", c->msg);
    memset(out, 0, sizeof out);
    conform_sync_dtoh(c, dst_dev, out, d2, sizeof out);
    if (memcmp(in, out, sizeof in)) return CONFORM_FAILF(c, "memcpy_dtod copied wrong bytes");
    conform_note(c, "memcpy_dtod ok");
    conform_stream_free(c, dst_dev, s);
  }
  conform_free(c, src_dev, src);
  conform_free(c, dst_dev, d1);
  conform_free(c, dst_dev, d2);
  return CONFORM_PASS;
}

static conform_verdict c_dtod(conform_ctx *c) { return dtod(c, DEV(c), DEV(c)); }
static conform_verdict c_dtod_cross(conform_ctx *c) { return dtod(c, c->dev[0].device, c->dev[1].device); }

static conform_verdict c_zero_size(conform_ctx *c) {
  unsigned char buf[16] = {0};
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 64);
  SP_Stream s;
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  struct { const char *what; TF_Code code; } r[5];
  int n = 0;
  r[n].what = "sync_memcpy_htod", r[n++].code = conform_sync_htod(c, DEV(c), m, buf, 0);
  r[n].what = "sync_memcpy_dtoh", r[n++].code = conform_sync_dtoh(c, DEV(c), buf, m, 0);
  r[n].what = "memcpy_htod", r[n++].code = conform_htod(c, DEV(c), s, m, buf, 0);
  r[n].what = "memcpy_dtoh", r[n++].code = conform_dtoh(c, DEV(c), s, buf, m, 0);
  SP_StreamExecutor_memset_fn ms = HOST_SE(&c->p, memset);
  if (ms) {
    TF_Status *st = host_status_new();
    ms(DEV(c), s, m, 0x11, 0, st);
    r[n].what = "memset";
    r[n++].code = host_status_code(st, "memset");
    TF_DeleteStatus(st);
  }
  conform_block_stream(c, DEV(c), s);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (r[i].code != TF_OK) bad = 1, conform_note(c, "%s(size 0) -> %s", r[i].what, host_code_name(r[i].code));
  conform_stream_free(c, DEV(c), s);
  conform_free(c, DEV(c), m);
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "%d zero-size operations return OK", n);
}

static conform_verdict c_order(conform_ctx *c) {
  enum { CHUNK = 64 * 1024, CHUNKS = 32, ROUNDS = 8 };
  size_t n = (size_t)CHUNK * CHUNKS;
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), n);
  unsigned char *src = malloc(n * ROUNDS), *out = calloc(1, n);
  SP_Stream s;
  if (!m || !src || !out) return CONFORM_FAILF(c, "allocate failed");
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  /* Rounds overwrite the same range; the dtoh must see the last one. The
   * host buffers stay alive until the stream is drained, as in TF. */
  for (int r = 0; r < ROUNDS; r++) {
    memset(src + (size_t)r * n, r + 1, n);
    if (conform_htod(c, DEV(c), s, m, src + (size_t)r * n, n) != TF_OK)
      return CONFORM_FAILF(c, "memcpy_htod: %s", c->msg);
  }
  if (conform_dtoh(c, DEV(c), s, out, m, n) != TF_OK) return CONFORM_FAILF(c, "memcpy_dtoh: %s", c->msg);
  if (conform_block_stream(c, DEV(c), s) != TF_OK) return CONFORM_FAILF(c, "block: %s", c->msg);
  for (size_t i = 0; i < n; i++)
    if (out[i] != ROUNDS)
      return CONFORM_FAILF(c, "byte %zu is %d, want %d: work ran out of order", i, out[i], ROUNDS);
  conform_stream_free(c, DEV(c), s);
  conform_free(c, DEV(c), m);
  return CONFORM_PASSF(c, "%d overlapping 2 MiB copies then a dtoh: last write wins", ROUNDS);
}

/* Fills [off, off+len) of a 256-byte buffer pre-filled with 0xAA through
 * `op` and checks every byte. op: 0 mem_zero, 1 memset 0x5C, 2 memset32
 * 0x01020304. With off > 0 the location is an interior address. */
static conform_verdict fill_check(conform_ctx *c, int op, uint64_t off, uint64_t len, int *refused) {
  enum { N = 256 };
  unsigned char init[N], out[N], want[N];
  memset(init, 0xAA, N);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), N);
  SP_Stream s;
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_FAILF(c, "create_stream: %s", c->msg);
  if (conform_sync_htod(c, DEV(c), m, init, N) != TF_OK) return CONFORM_FAILF(c, "htod: %s", c->msg);
  SP_DeviceMemoryBase *v = off ? conform_view(m, off, len) : NULL;
  SP_DeviceMemoryBase *loc = off ? v : m;
  if (loc == NULL) return CONFORM_FAILF(c, "runner: out of memory");
  TF_Status *st = host_status_new();
  const char *name = op == 0 ? "mem_zero" : op == 1 ? "memset" : "memset32";
  if (op == 0) HOST_SE_CALL(&c->p, mem_zero)(DEV(c), s, loc, len, st);
  else if (op == 1) HOST_SE_CALL(&c->p, memset)(DEV(c), s, loc, 0x5C, len, st);
  else HOST_SE_CALL(&c->p, memset32)(DEV(c), s, loc, 0x01020304u, len, st);
  TF_Code code = host_status_code(st, name);
  host_status_describe(st, c->msg, sizeof c->msg);
  TF_DeleteStatus(st);
  if (code != TF_OK) {
    if (refused) *refused = 1;
    return CONFORM_FAILF(c, "%s(offset %llu, %llu bytes): %s", name, (unsigned long long)off,
                         (unsigned long long)len, c->msg);
  }
  if (conform_block_stream(c, DEV(c), s) != TF_OK) return CONFORM_FAILF(c, "block: %s", c->msg);
  if (conform_sync_dtoh(c, DEV(c), out, m, N) != TF_OK) return CONFORM_FAILF(c, "dtoh: %s", c->msg);
  memcpy(want, init, N);
  for (uint64_t i = 0; i < len; i++) {
    const unsigned char word[4] = {0x04, 0x03, 0x02, 0x01}; /* 0x01020304, little endian */
    uint32_t probe = 1;
    int little = *(unsigned char *)&probe == 1;
    want[off + i] = op == 0 ? 0 : op == 1 ? 0x5C : (little ? word[i % 4] : word[3 - i % 4]);
  }
  size_t before = 0, after = 0, inside = 0;
  for (size_t i = 0; i < N; i++) {
    if (out[i] == want[i]) continue;
    if (i < off) before++;
    else if (i >= off + len) after++;
    else inside++;
  }
  conform_stream_free(c, DEV(c), s);
  conform_free(c, DEV(c), m);
  host_guard_free(v);
  if (before || after || inside)
    return CONFORM_FAILF(c, "%s(offset %llu, %llu bytes): %zu wrong byte(s) inside, %zu before, %zu after the range%s",
                         name, (unsigned long long)off, (unsigned long long)len, inside, before, after,
                         after >= 3 * len ? " (size treated as a count of 32-bit words?)" : "");
  return CONFORM_PASSF(c, "%s(offset %llu, %llu bytes) exact", name, (unsigned long long)off,
                       (unsigned long long)len);
}

static conform_verdict fill_case(conform_ctx *c, int op) {
  const char *name = op == 0 ? "mem_zero" : op == 1 ? "memset" : "memset32";
  int has = op == 0 ? SP_StreamExecutor_has_mem_zero(SE(c))
            : op == 1 ? SP_StreamExecutor_has_memset(SE(c))
                      : SP_StreamExecutor_has_memset32(SE(c));
  if (!has) return CONFORM_SKIPF(c, "plugin's SP_StreamExecutor ends before %s (settled to %s)", name, c->p.settled_to);
  int refused = 0;
  conform_verdict v = fill_check(c, op, 0, 16, NULL);
  if (v != CONFORM_PASS) return v;
  /* Guard bytes on both sides need an interior address; a plugin that
   * refuses those was already judged by C02. */
  v = fill_check(c, op, 64, 32, &refused);
  if (v == CONFORM_FAIL && refused) return CONFORM_PASSF(c, "interior address refused (see C02)");
  return v;
}

static conform_verdict c_mem_zero(conform_ctx *c) { return fill_case(c, 0); }
static conform_verdict c_memset(conform_ctx *c) { return fill_case(c, 1); }
static conform_verdict c_memset32(conform_ctx *c) { return fill_case(c, 2); }

static conform_verdict c_memset32_odd(conform_ctx *c) {
  if (!SP_StreamExecutor_has_memset32(SE(c))) return CONFORM_SKIPF(c, "no memset32 (settled to %s)", c->p.settled_to);
  enum { N = 64 };
  unsigned char init[N], out[N];
  memset(init, 0xAA, N);
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), N);
  SP_Stream s;
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  if (conform_stream_new(c, DEV(c), &s) != TF_OK) return CONFORM_NOT_RUN_BY(c, "S01", "create_stream failed: %s", c->msg);
  conform_sync_htod(c, DEV(c), m, init, N);
  TF_Status *st = host_status_new();
  HOST_SE_CALL(&c->p, memset32)(DEV(c), s, m, 0x01020304u, 6, st);
  TF_Code code = host_status_code(st, "memset32");
  TF_DeleteStatus(st);
  conform_block_stream(c, DEV(c), s);
  conform_sync_dtoh(c, DEV(c), out, m, N);
  size_t touched_past = 0;
  for (size_t i = 8; i < N; i++) touched_past += out[i] != 0xAA;
  if (touched_past) return CONFORM_FAILF(c, "memset32(size 6) wrote %zu byte(s) past byte 8", touched_past);
  return CONFORM_PASSF(c, "memset32(size 6) -> %s", code == TF_OK ? "OK (documented behaviour)" : host_code_name(code));
}

/* The oversized copy below targets 64 bytes that end where a PROT_NONE page
 * begins. Aimed at a real 64-byte allocation, a plugin that copies without
 * checking would overrun its own heap, and whether that crashed depended on
 * the heap's layout; at the guard page it faults on the first byte past the
 * range, every time. The handler names the cause on stderr (the runner
 * quotes the child's last stderr line) and lets the fault kill the child:
 * the copy may run on a plugin thread, where there is nothing to return to. */
static const unsigned char *guard_lo, *guard_hi;

static void on_guard_fault(int sig, siginfo_t *info, void *uc) {
  (void)uc;
  const unsigned char *at = info->si_addr;
  if (at >= guard_lo && at < guard_hi) {
    static const char why[] =
        "\nseabi C13: the plugin wrote past the 64-byte range it was given (into the guard page after it): "
        "it copies without checking the destination's range\n";
    ssize_t ignored = write(STDERR_FILENO, why, sizeof why - 1);
    (void)ignored;
  }
  signal(sig, SIG_DFL); /* the faulting write runs again and ends the child */
}

/* 128 bytes into a 64-byte range that ends at a guard page. */
static void oversized_copy(conform_ctx *c) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  unsigned char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED || mprotect(map + page, page, PROT_NONE) != 0) {
    conform_note(c, "oversized copy not tried: no guard page (%s)", strerror(errno));
    return;
  }
  guard_lo = map + page;
  guard_hi = map + 2 * page;
  /* At the active core's size, as every struct the host hands over. */
  size_t core_size = host_profile_size(HOST_SZ_DEVICE_MEMORY_BASE);
  SP_DeviceMemoryBase *range = host_guard_alloc(core_size, host_profile_object_size(HOST_SZ_DEVICE_MEMORY_BASE));
  if (range == NULL) {
    munmap(map, 2 * page);
    return;
  }
  struct sigaction sa, old_segv, old_bus;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_guard_fault;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, &old_segv);
  sigaction(SIGBUS, &sa, &old_bus);
  range->struct_size = core_size;
  SP_DeviceMemoryBase_set_opaque(range, map + page - 64);
  SP_DeviceMemoryBase_set_size(range, 64);
  unsigned char big[128] = {0};
  int was = host_status_expect_error(1);
  TF_Code code = conform_sync_htod(c, DEV(c), range, big, sizeof big);
  host_status_expect_error(was);
  host_guard_free(range);
  sigaction(SIGSEGV, &old_segv, NULL);
  sigaction(SIGBUS, &old_bus, NULL);
  if (code == TF_OK) conform_note(c, "128-byte copy into a 64-byte range accepted, nothing written past it");
  else conform_note(c, "128-byte copy into a 64-byte range refused (%s)", c->msg);
  munmap(map, 2 * page);
}

static conform_verdict c_bad_args(conform_ctx *c) {
  SP_DeviceMemoryBase *m = conform_alloc(c, DEV(c), 64);
  if (!m) return CONFORM_NOT_RUN_BY(c, "M01", "allocate failed");
  int bad = 0;
  int was = host_status_expect_error(1); /* a status left unset loses the refusal (X01) */
  if (conform_sync_htod(c, DEV(c), m, NULL, 64) == TF_OK) bad = 1, conform_note(c, "sync_memcpy_htod from NULL: OK");
  if (conform_sync_dtoh(c, DEV(c), NULL, m, 64) == TF_OK) bad = 1, conform_note(c, "sync_memcpy_dtoh to NULL: OK");
  host_status_expect_error(was);
  conform_free(c, DEV(c), m);
  oversized_copy(c);
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "NULL host pointers refused with a status");
}

const conform_case conform_cases_copies[] = {
    {"C01", "copies and fills", "sync round trip htod -> dtoh", CONFORM_REQUIRED, NEEDS_DEVICE, c_sync_round_trip, 0, HOST_MOD_SE},
    {"C02", "copies and fills", "interior addresses (opaque + offset)", CONFORM_ADVISORY, NEEDS_DEVICE, c_interior, 0, HOST_MOD_SE},
    {"C03", "copies and fills", "async round trip completed by block_host_until_done", CONFORM_REQUIRED, NEEDS_DEVICE, c_async_stream, 0, HOST_MOD_SE},
    {"C04", "copies and fills", "async round trip completed by an event", CONFORM_REQUIRED, NEEDS_DEVICE, c_async_event, 0, HOST_MOD_SE},
    {"C05", "copies and fills", "device-to-device copies", CONFORM_EXPECTED, NEEDS_DEVICE, c_dtod, 0, HOST_MOD_SE},
    {"C06", "copies and fills", "device-to-device copies across devices", CONFORM_ADVISORY, NEEDS_TWO_DEVICES, c_dtod_cross, 0, HOST_MOD_SE},
    {"C07", "copies and fills", "zero-size copies and fills return OK", CONFORM_EXPECTED, NEEDS_DEVICE, c_zero_size, 0, HOST_MOD_SE},
    {"C08", "copies and fills", "stream order: later writes win, dtoh sees them", CONFORM_EXPECTED, NEEDS_DEVICE, c_order, 0, HOST_MOD_SE},
    {"C09", "copies and fills", "mem_zero writes exactly the range", CONFORM_REQUIRED, NEEDS_DEVICE, c_mem_zero, 0, HOST_MOD_SE},
    {"C10", "copies and fills", "memset writes exactly the range with the byte", CONFORM_REQUIRED, NEEDS_DEVICE, c_memset, 0, HOST_MOD_SE},
    {"C11", "copies and fills", "memset32: size in bytes, full 32-bit pattern", CONFORM_REQUIRED, NEEDS_DEVICE, c_memset32, 0, HOST_MOD_SE},
    {"C12", "copies and fills", "memset32 with a size not a multiple of 4", CONFORM_ADVISORY, NEEDS_DEVICE, c_memset32_odd, 0, HOST_MOD_SE},
    {"C13", "copies and fills", "bad pointers give an error status, not a crash", CONFORM_ADVISORY, NEEDS_DEVICE, c_bad_args, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
