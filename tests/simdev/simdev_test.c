/* Functional tests of libsimdev.so, driven through simcore (a core that
 * behaves like TensorFlow's). Each test states the real-world defect it
 * guards against where there is one (real_plugins.md). Prints one line per
 * test and ends with "N passed, M failed". */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <inttypes.h>
#include <pthread.h>
#include <regex.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "simcore.h"

/* TensorFlow master's layouts (tests/editions), TFE_-prefixed: the
 * SP_StreamOptions a TensorFlow master core builds, independent of
 * se_api.h's own layouts. */
#define TFE_EDITION 6
#include "../editions/tf_layouts.h"

static int failed_checks;
#define CHECK(cond)                                                       \
  do {                                                                    \
    if (!(cond)) {                                                        \
      fprintf(stderr, "    check failed %s:%d: %s\n", __FILE__, __LINE__, \
              #cond);                                                     \
      failed_checks++;                                                    \
    }                                                                     \
  } while (0)
#define CHECK_CODE(st, code)                                                   \
  do {                                                                         \
    if (TF_GetCode(st) != (code)) {                                            \
      fprintf(stderr, "    check failed %s:%d: code %d (%s), want %s\n",       \
              __FILE__, __LINE__, (int)TF_GetCode(st), TF_Message(st), #code); \
      failed_checks++;                                                         \
    }                                                                          \
  } while (0)
#define CHECK_MSG_HAS(st, text) CHECK(strstr(TF_Message(st), (text)) != NULL)

static void *g_dl; /* keeps the plugin loaded so its counters persist */

/* Every test starts from the default configuration, quiet logging (tests
 * check the counters instead of reading log lines). */
static void reset_env(void) {
  static const char *vars[] = {
      "SIMDEV_DEVICE_COUNT",        "SIMDEV_DEVICE_MEMORY_MB",
      "SIMDEV_UNIFIED_MEMORY",      "SIMDEV_USE_BFC_ALLOCATOR",
      "SIMDEV_FORCE_MEMORY_GROWTH", "SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE",
      "SIMDEV_FAIL_ALLOCATE_NTH",   "SIMDEV_OP_DELAY_US"};
  for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) unsetenv(vars[i]);
  setenv("SIMDEV_LOG", "0", 1);
}

static SIMDEV_Counters counters(void) { return sc_counters(g_dl); }

/* A status pre-set to a sentinel, to prove the plugin sets it explicitly. */
static void sentinel(TF_Status *st) {
  TF_SetStatus(st, TF_UNKNOWN, "sentinel");
}

#define BRING_UP(c, sizes)           \
  sc_core c;                         \
  if (!sc_core_init(&c, &(sizes))) { \
    CHECK(!"core bring-up failed");  \
    sc_core_teardown(&c);            \
    return;                          \
  }

/* ---- registration -------------------------------------------------------- */
static int matches_name_rule(const char *s) {
  regex_t re;
  if (regcomp(&re, "^[A-Z][A-Z_]*$", REG_EXTENDED | REG_NOSUB) != 0) return 0;
  int ok = s != NULL && regexec(&re, s, 0, NULL, 0) == 0;
  regfree(&re);
  return ok;
}

static void test_register_current(void) {
  BRING_UP(c, CORE_CURRENT);
  CHECK(strcmp(c.platform->name, "SIMDEV") == 0);
  CHECK(matches_name_rule(c.platform->name));
  CHECK(matches_name_rule(c.platform->type));
  CHECK(c.platform->visible_device_count == 2); /* deprecated, still filled */
  CHECK(c.device_count == 2);
  CHECK(c.platform->use_bfc_allocator == 1);
  CHECK(c.platform->supports_unified_memory == 0);
  CHECK(c.se->unified_memory_allocate == NULL);
  /* Optional-but-called callbacks are present. */
  CHECK(c.se->memcpy_dtod != NULL && c.se->sync_memcpy_dtod != NULL);
  CHECK(c.se->block_host_until_done != NULL);
  CHECK(c.se->mem_zero != NULL && c.se->memset != NULL &&
        c.se->memset32 != NULL);
  CHECK(c.timer_fns->nanoseconds != NULL);
  /* Core-owned fields untouched (DirectML/MUSA overwrote the versions). */
  CHECK(c.params->struct_size == SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  CHECK(c.params->major_version == SE_MAJOR &&
        c.params->minor_version == SE_MINOR &&
        c.params->patch_version == SE_PATCH);
  CHECK(c.params->platform == c.platform && c.params->platform_fns == c.fns);
  /* struct_size set to the header macro (not sizeof). */
  CHECK(c.platform->struct_size == SP_PLATFORM_STRUCT_SIZE);
  CHECK(c.se->struct_size == SP_STREAMEXECUTOR_STRUCT_SIZE);
  CHECK(c.devices[0]->struct_size == SP_DEVICE_STRUCT_SIZE);
  CHECK(sc_core_canaries_ok(&c));
  sc_core_teardown(&c);
}

/* A core built against every older schema version: the plugin writes only
 * what that core's struct sizes cover (canaries), and still works. */
static void run_old_core(const core_sizes *z) {
  BRING_UP(c, *z);
  CHECK(c.device_count == 2);
  CHECK(c.platform->struct_size == z->platform);
  CHECK(c.se->struct_size == z->se);
  CHECK(c.se->host_callback != NULL && c.se->allocate != NULL);
  SP_DeviceMemoryBase m;
  memset(&m, 0, sizeof m);
  SP_DeviceMemoryBase *mem = SC_NEW(SP_DeviceMemoryBase, z->mem);
  c.se->allocate(c.devices[0], 100, 0, mem);
  CHECK(mem->opaque != NULL && sc_canary_ok(mem));
  SP_AllocatorStats *stats = SC_NEW(SP_AllocatorStats, z->stats);
  CHECK(c.se->get_allocator_stats(c.devices[0], stats) == 1);
  CHECK(stats->bytes_in_use == 100 && sc_canary_ok(stats));
  c.se->deallocate(c.devices[0], mem);
  /* Streams work whatever the core's version. */
  SP_Stream s = sc_stream(&c, 1);
  CHECK(s != NULL);
  c.se->block_host_until_done(c.devices[1], s, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->destroy_stream(c.devices[1], s);
  CHECK(sc_core_canaries_ok(&c));
  sc_free_struct(mem);
  sc_free_struct(stats);
  sc_core_teardown(&c);
}

static void test_register_v0_0_1(void) {
  run_old_core(&core_v0_0_1);
  /* 0.0.1 has no SP_Device strings: the plugin must not have written them
   * (run_old_core's canaries cover that); and no mem_zero slot. */
  CHECK(SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1 < SP_STREAMEXECUTOR_STRUCT_SIZE);
}
static void test_register_v0_1_0(void) { run_old_core(&core_v0_1_0); }
static void test_register_v0_2_0(void) { run_old_core(&core_v0_2_0); }

/* A core from a future minor version allocates bigger structs. The plugin
 * fills what it knows, lowers struct_size to its own macro (telling the
 * core which members it filled) and leaves the unknown tail alone. */
static int zero_tail(const void *s, size_t from, size_t to) {
  const unsigned char *b = (const unsigned char *)s;
  for (size_t i = from; i < to; i++)
    if (b[i] != 0) return 0;
  return 1;
}

static void test_register_newer_core(void) {
  core_sizes future = CORE_CURRENT;
  future.version = "0.4.0 (future)";
  future.minor = SE_MINOR + 1;
  future.params += 16;
  future.platform += 16;
  future.platform_fns += 16;
  future.device += 16;
  future.device_fns += 16;
  future.se += 16;
  future.timer_fns += 16;
  BRING_UP(c, future);
  /* Settled like every struct the plugin writes into (README, rule 2): the
   * core learns the plugin filled nothing past its own layout. */
  CHECK(c.params->struct_size == SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  CHECK(c.platform->struct_size == SP_PLATFORM_STRUCT_SIZE);
  CHECK(c.fns->struct_size == SP_PLATFORM_FNS_STRUCT_SIZE);
  CHECK(c.se->struct_size == SP_STREAMEXECUTOR_STRUCT_SIZE);
  CHECK(c.devices[0]->struct_size == SP_DEVICE_STRUCT_SIZE);
  CHECK(c.device_fns->struct_size == SP_DEVICE_FNS_STRUCT_SIZE);
  CHECK(c.timer_fns->struct_size == SP_TIMER_FNS_STRUCT_SIZE);
  CHECK(zero_tail(c.platform, SP_PLATFORM_STRUCT_SIZE, future.platform));
  CHECK(zero_tail(c.fns, SP_PLATFORM_FNS_STRUCT_SIZE, future.platform_fns));
  CHECK(zero_tail(c.se, SP_STREAMEXECUTOR_STRUCT_SIZE, future.se));
  CHECK(zero_tail(c.devices[0], SP_DEVICE_STRUCT_SIZE, future.device));
  CHECK(sc_core_canaries_ok(&c));
  sc_core_teardown(&c);
}

static void test_major_mismatch(void) {
  void *dl = sc_dlopen();
  void (*init)(SE_PlatformRegistrationParams *, TF_Status *) = NULL;
  void *sym = dlsym(dl, "SE_InitPlugin");
  memcpy(&init, &sym, sizeof init);
  SE_PlatformRegistrationParams *p =
      SC_NEW(SE_PlatformRegistrationParams,
             SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  SP_Platform *pl = SC_NEW(SP_Platform, SP_PLATFORM_STRUCT_SIZE);
  SP_PlatformFns *fns = SC_NEW(SP_PlatformFns, SP_PLATFORM_FNS_STRUCT_SIZE);
  p->major_version = SE_MAJOR + 1;
  p->minor_version = 4;
  p->patch_version = 2;
  p->platform = pl;
  p->platform_fns = fns;
  TF_Status *st = TF_NewStatus();
  init(p, st);
  CHECK_CODE(st, TF_FAILED_PRECONDITION);
  char core_v[32], ours[32];
  snprintf(core_v, sizeof core_v, "%d.4.2", SE_MAJOR + 1);
  snprintf(ours, sizeof ours, "%s", SE_VERSION_STRING);
  CHECK_MSG_HAS(st, core_v);
  CHECK_MSG_HAS(st, ours);
  CHECK(pl->name == NULL && fns->create_device == NULL); /* nothing filled */
  CHECK(p->major_version == SE_MAJOR + 1);
  /* A newer MINOR of the same major is accepted. */
  p->major_version = SE_MAJOR;
  p->minor_version = SE_MINOR + 5;
  init(p, st);
  CHECK_CODE(st, TF_OK);
  /* params too small for even the 0.0.1 layout: refused, nothing written. */
  SE_PlatformRegistrationParams *tiny =
      SC_NEW(SE_PlatformRegistrationParams, 16);
  init(tiny, st);
  CHECK(TF_GetCode(st) != TF_OK && strlen(TF_Message(st)) > 0);
  CHECK(sc_canary_ok(tiny) && sc_canary_ok(p) && sc_canary_ok(pl) &&
        sc_canary_ok(fns));
  p->destroy_platform(pl);
  p->destroy_platform_fns(fns);
  sc_free_struct(tiny);
  sc_free_struct(p);
  sc_free_struct(pl);
  sc_free_struct(fns);
  TF_DeleteStatus(st);
  dlclose(dl);
}

static void test_init_twice(void) {
  /* tensorflow/tensorflow#55497: the same plugin loaded twice. */
  sc_core a, b;
  int ok_a = sc_core_init(&a, &CORE_CURRENT);
  int ok_b = sc_core_init(&b, &CORE_CURRENT);
  CHECK(ok_a && ok_b);
  if (ok_a && ok_b) {
    CHECK(memcmp(a.platform, b.platform, SP_PLATFORM_STRUCT_SIZE) == 0);
    CHECK(memcmp(a.fns, b.fns, SP_PLATFORM_FNS_STRUCT_SIZE) == 0);
    CHECK(memcmp(a.se, b.se, SP_STREAMEXECUTOR_STRUCT_SIZE) == 0);
    /* Independent devices: memory of one core is not the other's. */
    SP_DeviceMemoryBase m = sc_alloc(&a, 0, 64);
    SP_AllocatorStats st;
    memset(&st, 0, sizeof st);
    st.struct_size = SP_ALLOCATORSTATS_STRUCT_SIZE;
    b.se->get_allocator_stats(b.devices[0], &st);
    CHECK(st.bytes_in_use == 0);
    sc_free(&a, 0, &m);
  }
  sc_core_teardown(&a);
  sc_core_teardown(&b);
}

static void test_bad_env(void) {
  setenv("SIMDEV_DEVICE_COUNT", "two", 1);
  sc_core c;
  sc_quiet = 1; /* the failure is the expected outcome */
  CHECK(!sc_core_init(&c, &CORE_CURRENT));
  sc_quiet = 0;
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK_MSG_HAS(c.status, "SIMDEV_DEVICE_COUNT");
  sc_core_teardown(&c);
}

static void test_config_toggles(void) {
  /* Zero devices still registers (ITEX's fallback registers 0 devices);
   * the platform flags follow the environment. */
  setenv("SIMDEV_DEVICE_COUNT", "0", 1);
  setenv("SIMDEV_USE_BFC_ALLOCATOR", "0", 1);
  setenv("SIMDEV_FORCE_MEMORY_GROWTH", "1", 1);
  BRING_UP(c, CORE_CURRENT);
  CHECK(c.device_count == 0);
  CHECK(c.platform->visible_device_count == 0);
  CHECK(c.platform->use_bfc_allocator == 0);
  CHECK(c.platform->force_memory_growth == 1);
  SE_CreateDeviceParams *dp =
      SC_NEW(SE_CreateDeviceParams, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE);
  SP_Device *d = SC_NEW(SP_Device, SP_DEVICE_STRUCT_SIZE);
  dp->ordinal = 0;
  dp->device = d;
  c.fns->create_device(c.platform, dp, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  sc_free_struct(dp);
  sc_free_struct(d);
  sc_core_teardown(&c);
}

/* ---- devices ---------------------------------------------------------------
 */
static void test_devices(void) {
  setenv("SIMDEV_DEVICE_COUNT", "3", 1);
  BRING_UP(c, CORE_CURRENT);
  CHECK(c.device_count == 3);
  for (int i = 0; i < 3; i++) {
    SP_Device *d = c.devices[i];
    CHECK(d->device_handle != NULL);
    CHECK(d->ordinal == i); /* the plugin fills it; the core left it 0 */
    CHECK(d->hardware_name != NULL &&
          strstr(d->hardware_name, "SIMDEV") != NULL);
    CHECK(d->device_vendor != NULL && strlen(d->device_vendor) > 0);
    char want[16];
    snprintf(want, sizeof want, "0000:%02x:00.0", i);
    CHECK(d->pci_bus_id != NULL && strcmp(d->pci_bus_id, want) == 0);
    CHECK(c.device_fns->get_numa_node(d) >= 0);
    CHECK(c.device_fns->get_memory_bandwidth(d) > 0);
  }
  CHECK(c.devices[0]->device_handle != c.devices[1]->device_handle);
  /* Bad ordinals are refused with a status, nothing created. */
  int bad[] = {-1, 3, 1000};
  for (size_t k = 0; k < 3; k++) {
    SE_CreateDeviceParams *dp =
        SC_NEW(SE_CreateDeviceParams, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE);
    SP_Device *d = SC_NEW(SP_Device, SP_DEVICE_STRUCT_SIZE);
    dp->ordinal = bad[k];
    dp->device = d;
    sentinel(c.status);
    c.fns->create_device(c.platform, dp, c.status);
    CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
    CHECK_MSG_HAS(c.status, "create_device");
    CHECK(d->device_handle == NULL);
    sc_free_struct(dp);
    sc_free_struct(d);
  }
  /* The core copies SP_Device by value: a relocated copy keeps working. */
  SP_Device copy = *c.devices[1];
  SP_Stream s = NULL;
  c.se->create_stream(&copy, &s, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->destroy_stream(&copy, s);
  sc_core_teardown(&c);
}

/* ---- memory ----------------------------------------------------------------
 */
static SP_AllocatorStats stats_of(sc_core *c, int dev) {
  SP_AllocatorStats st;
  memset(&st, 0, sizeof st);
  st.struct_size = SP_ALLOCATORSTATS_STRUCT_SIZE;
  CHECK(c->se->get_allocator_stats(c->devices[dev], &st) == 1);
  return st;
}

static void test_allocate_and_stats(void) {
  setenv("SIMDEV_DEVICE_MEMORY_MB", "16", 1);
  BRING_UP(c, CORE_CURRENT);
  const uint64_t sizes[] = {1, 3, 64, 4096, (1u << 20) + 7};
  SP_DeviceMemoryBase m[5];
  int64_t total = 0;
  for (int i = 0; i < 5; i++) {
    m[i] = sc_alloc(&c, 0, sizes[i]);
    total += (int64_t)sizes[i];
    uintptr_t a = (uintptr_t)m[i].opaque;
    CHECK(m[i].opaque != NULL && m[i].size == sizes[i]);
    CHECK(a % 256 == 0);
    CHECK((a >> 56) == 0xD0);     /* a device address, not a host pointer */
    for (int j = 0; j < i; j++) { /* disjoint */
      uintptr_t b = (uintptr_t)m[j].opaque;
      CHECK(a >= b + sizes[j] || b >= a + sizes[i]);
    }
  }
  SP_AllocatorStats st = stats_of(&c, 0);
  CHECK(st.struct_size == SP_ALLOCATORSTATS_STRUCT_SIZE);
  CHECK(st.num_allocs == 5);
  CHECK(st.bytes_in_use == total);
  CHECK(st.peak_bytes_in_use == total);
  CHECK(st.largest_alloc_size == (1 << 20) + 7);
  CHECK(st.has_bytes_limit == 1 && st.bytes_limit == 16 << 20);
  CHECK(st.largest_free_block_bytes == (16 << 20) - total);
  int64_t free_b = 0, total_b = 0;
  CHECK(c.se->device_memory_usage(c.devices[0], &free_b, &total_b) == 1);
  CHECK(total_b == 16 << 20 && free_b == total_b - total);
  /* The other device is independent. */
  CHECK(stats_of(&c, 1).bytes_in_use == 0);
  sc_free(&c, 0, &m[4]);
  st = stats_of(&c, 0);
  CHECK(st.bytes_in_use == total - ((1 << 20) + 7));
  CHECK(st.peak_bytes_in_use == total); /* peak is sticky */
  CHECK(st.num_allocs == 5);
  for (int i = 0; i < 4; i++) sc_free(&c, 0, &m[i]);
  CHECK(stats_of(&c, 0).bytes_in_use == 0);
  sc_core_teardown(&c);
}

static void test_zero_and_oom(void) {
  setenv("SIMDEV_DEVICE_MEMORY_MB", "1", 1);
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase z1 = sc_alloc(&c, 0, 0), z2 = sc_alloc(&c, 0, 0);
  CHECK(z1.opaque != NULL && z2.opaque != NULL && z1.opaque != z2.opaque);
  CHECK(z1.size == 0);
  /* Over capacity: NULL opaque, size 0, no crash; later allocations fine. */
  SP_DeviceMemoryBase big = sc_alloc(&c, 0, 2u << 20);
  CHECK(big.opaque == NULL && big.size == 0);
  SP_DeviceMemoryBase fit = sc_alloc(&c, 0, 1u << 20);
  CHECK(fit.opaque != NULL);
  SP_DeviceMemoryBase one_more = sc_alloc(&c, 0, 1);
  CHECK(one_more.opaque == NULL); /* exactly full */
  SP_DeviceMemoryBase null_mem = sc_mem(NULL, 0);
  sc_free(&c, 0, &null_mem); /* documented no-op */
  sc_free(&c, 0, &fit);
  sc_free(&c, 0, &z1);
  sc_free(&c, 0, &z2);
  CHECK(stats_of(&c, 0).bytes_in_use == 0);
  sc_core_teardown(&c);
}

static void test_fail_nth_allocate(void) {
  setenv("SIMDEV_FAIL_ALLOCATE_NTH", "3", 1);
  SIMDEV_Counters before = counters();
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase m[4];
  for (int i = 0; i < 4; i++) m[i] = sc_alloc(&c, 0, 128);
  CHECK(m[0].opaque && m[1].opaque && !m[2].opaque && m[3].opaque);
  CHECK(counters().injected_faults == before.injected_faults + 1);
  for (int i = 0; i < 4; i++) sc_free(&c, 0, &m[i]);
  sc_core_teardown(&c);
}

static void test_double_and_invalid_free(void) {
  BRING_UP(c, CORE_CURRENT);
  SIMDEV_Counters before = counters();
  SP_DeviceMemoryBase m = sc_alloc(&c, 0, 100);
  SP_DeviceMemoryBase copy = m;
  sc_free(&c, 0, &m);
  sc_free(&c, 0, &copy); /* double free: reported, not crashed */
  SP_DeviceMemoryBase bogus =
      sc_mem((void *)(uintptr_t)0xD0000000DEAD0000ull, 8);
  sc_free(&c, 0, &bogus);
  SP_DeviceMemoryBase m2 = sc_alloc(&c, 0, 100);
  SP_DeviceMemoryBase interior = sc_mem_at(&m2, 8, 8);
  sc_free(&c, 0, &interior); /* not the start of an allocation */
  SIMDEV_Counters after = counters();
  CHECK(after.double_frees == before.double_frees + 1);
  CHECK(after.invalid_frees == before.invalid_frees + 2);
  CHECK(stats_of(&c, 0).bytes_in_use == 100); /* m2 untouched */
  sc_free(&c, 0, &m2);
  sc_core_teardown(&c);
}

static void test_host_memory_guards(void) {
  BRING_UP(c, CORE_CURRENT);
  SIMDEV_Counters before = counters();
  unsigned char *h =
      (unsigned char *)c.se->host_memory_allocate(c.devices[0], 100);
  CHECK(h != NULL && (uintptr_t)h % 64 == 0);
  memset(h, 1, 100);
  h[100] = 0x42; /* one-byte overrun into the plugin's red zone */
  c.se->host_memory_deallocate(c.devices[0], h);
  CHECK(counters().redzone_violations == before.redzone_violations + 1);
  c.se->host_memory_deallocate(c.devices[0], h); /* double free */
  CHECK(counters().double_frees == before.double_frees + 1);
  int on_stack;
  c.se->host_memory_deallocate(c.devices[0], &on_stack); /* foreign */
  CHECK(counters().invalid_frees == before.invalid_frees + 1);
  void *z = c.se->host_memory_allocate(c.devices[0], 0);
  CHECK(z != NULL); /* zero bytes is not a failure */
  c.se->host_memory_deallocate(c.devices[0], z);
  /* Write after free: the freed block is quarantined and poisoned, the
   * write is detected when the quarantine is flushed (platform teardown).
   * The block is still owned by the plugin, so this write is not UB. */
  unsigned char *w =
      (unsigned char *)c.se->host_memory_allocate(c.devices[0], 32);
  c.se->host_memory_deallocate(c.devices[0], w);
  w[5] = 7;
  /* An underrun over the whole front red zone: reported, freed safely
   * (blocks keep no in-band bookkeeping an underrun could corrupt). */
  unsigned char *u =
      (unsigned char *)c.se->host_memory_allocate(c.devices[0], 16);
  memset(u - 64, 0, 64); /* still inside the plugin's allocation */
  c.se->host_memory_deallocate(c.devices[0], u);
  CHECK(counters().redzone_violations == before.redzone_violations + 2);
  CHECK(counters().live_host_allocations == before.live_host_allocations);
  sc_core_teardown(&c);
  CHECK(counters().writes_after_free == before.writes_after_free + 1);
  /* Damage reported at free is not reported again at quarantine release. */
  CHECK(counters().redzone_violations == before.redzone_violations + 2);
}

static void test_unified_memory(void) {
  setenv("SIMDEV_UNIFIED_MEMORY", "1", 1);
  BRING_UP(c, CORE_CURRENT);
  CHECK(c.platform->supports_unified_memory == 1);
  CHECK(c.se->unified_memory_allocate != NULL &&
        c.se->unified_memory_deallocate != NULL);
  SIMDEV_Counters before = counters();
  int *u = (int *)c.se->unified_memory_allocate(c.devices[1], 256);
  CHECK(u != NULL);
  if (u != NULL) u[63] = 5; /* host-accessible */
  CHECK(counters().live_unified_allocations ==
        before.live_unified_allocations + 1);
  c.se->unified_memory_deallocate(c.devices[1], u);
  CHECK(counters().live_unified_allocations == before.live_unified_allocations);
  CHECK(counters().redzone_violations == before.redzone_violations);
  sc_core_teardown(&c);
}

typedef struct alloc_thread_arg {
  sc_core *c;
  int dev;
  int ok;
} alloc_thread_arg;

static void *alloc_thread(void *p) {
  alloc_thread_arg *a = (alloc_thread_arg *)p;
  a->ok = 1;
  SP_DeviceMemoryBase m[16];
  for (int round = 0; round < 200; round++) {
    for (int i = 0; i < 16; i++) {
      m[i] = sc_alloc(a->c, a->dev, (uint64_t)(i * 37 + round % 7));
      if (m[i].opaque == NULL) a->ok = 0;
    }
    for (int i = 0; i < 16; i++) sc_free(a->c, a->dev, &m[i]);
  }
  return NULL;
}

static void test_concurrent_allocate(void) {
  BRING_UP(c, CORE_CURRENT);
  pthread_t t[8];
  alloc_thread_arg a[8];
  for (int i = 0; i < 8; i++) {
    a[i].c = &c;
    a[i].dev = i % 2;
    pthread_create(&t[i], NULL, alloc_thread, &a[i]);
  }
  for (int i = 0; i < 8; i++) {
    pthread_join(t[i], NULL);
    CHECK(a[i].ok);
  }
  for (int d = 0; d < 2; d++) {
    SP_AllocatorStats st = stats_of(&c, d);
    CHECK(st.bytes_in_use == 0);
    CHECK(st.num_allocs == 4 * 200 * 16);
  }
  sc_core_teardown(&c);
}

/* ---- copies and fills
 * -------------------------------------------------------- */
static void test_copies_roundtrip(void) {
  BRING_UP(c, CORE_CURRENT);
  enum { N = 4096 };
  unsigned char src[N], dst[N];
  for (int i = 0; i < N; i++) src[i] = (unsigned char)(i * 7 + 1);
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, N), b = sc_alloc(&c, 0, N),
                      x = sc_alloc(&c, 1, N);
  SP_Stream s = sc_stream(&c, 0);
  /* Async htod -> dtod (same device) -> dtod (cross-device source) -> dtoh. */
  sentinel(c.status);
  c.se->memcpy_htod(c.devices[0], s, &a, src, N, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->memcpy_dtod(c.devices[0], s, &x, &a, N, c.status); /* dst on dev 1 */
  CHECK_CODE(c.status, TF_OK);
  c.se->memcpy_dtod(c.devices[0], s, &b, &x, N, c.status); /* src on dev 1 */
  CHECK_CODE(c.status, TF_OK);
  memset(dst, 0, N);
  c.se->memcpy_dtoh(c.devices[0], s, dst, &b, N, c.status);
  CHECK_CODE(c.status, TF_OK);
  sentinel(c.status);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(memcmp(src, dst, N) == 0);
  /* Interior pointers (the core adds offsets to opaque, TF #64372). */
  SP_DeviceMemoryBase mid = sc_mem_at(&a, 1000, 100);
  unsigned char part[100];
  c.se->sync_memcpy_dtoh(c.devices[0], part, &mid, 100, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(memcmp(part, src + 1000, 100) == 0);
  /* Sync variants. */
  unsigned char pat[N];
  memset(pat, 0x3C, N);
  c.se->sync_memcpy_htod(c.devices[1], &x, pat, N, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->sync_memcpy_dtod(c.devices[0], &a, &x, N, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->sync_memcpy_dtoh(c.devices[0], dst, &a, N, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(memcmp(dst, pat, N) == 0);
  /* Zero-size ops are OK no-ops, whatever the pointers. */
  sentinel(c.status);
  c.se->memcpy_htod(c.devices[0], s, &a, NULL, 0, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->destroy_stream(c.devices[0], s);
  sc_free(&c, 0, &a);
  sc_free(&c, 0, &b);
  sc_free(&c, 1, &x);
  sc_core_teardown(&c);
}

static void test_bounds_checked(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 64);
  SP_Stream s = sc_stream(&c, 0);
  unsigned char buf[128] = {0};
  sentinel(c.status);
  c.se->memcpy_htod(c.devices[0], s, &a, buf, 65, c.status); /* overrun by 1 */
  CHECK_CODE(c.status, TF_OUT_OF_RANGE);
  CHECK_MSG_HAS(c.status, "memcpy_htod");
  CHECK_MSG_HAS(c.status, "by 1 bytes");
  SP_DeviceMemoryBase tail = sc_mem_at(&a, 60, 8);
  c.se->memcpy_dtoh(c.devices[0], s, buf, &tail, 8, c.status);
  CHECK_CODE(c.status, TF_OUT_OF_RANGE);
  SP_DeviceMemoryBase host_as_dev = sc_mem(buf, 8); /* host pointer as device */
  c.se->memcpy_dtoh(c.devices[0], s, buf, &host_as_dev, 8, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  c.se->memcpy_htod(c.devices[0], s, &a, a.opaque, 8, c.status); /* TF #57095 */
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK_MSG_HAS(c.status, "host_src");
  c.se->memcpy_dtoh(c.devices[0], s, NULL, &a, 8, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  c.se->sync_memcpy_htod(c.devices[0], &a, buf, 100, c.status);
  CHECK_CODE(c.status, TF_OUT_OF_RANGE);
  c.se->memset32(c.devices[0], s, &a, 0x01020304u, 6, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK_MSG_HAS(c.status, "multiple of 4");
  c.se->mem_zero(c.devices[0], s, &a, 128, c.status);
  CHECK_CODE(c.status, TF_OUT_OF_RANGE);
  SP_DeviceMemoryBase freed = sc_alloc(&c, 0, 32);
  SP_DeviceMemoryBase stale = freed;
  sc_free(&c, 0, &freed);
  c.se->memset(c.devices[0], s, &stale, 1, 8, c.status); /* use after free */
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK_MSG_HAS(c.status, "freed");
  /* Host blocks the plugin handed out have known bounds too. */
  unsigned char *h =
      (unsigned char *)c.se->host_memory_allocate(c.devices[0], 100);
  c.se->memcpy_htod(c.devices[0], s, &a, h + 50, 60, c.status);
  CHECK_CODE(c.status, TF_OUT_OF_RANGE); /* [50, 110) of a 100-byte block */
  CHECK_MSG_HAS(c.status, "host_src");
  CHECK_MSG_HAS(c.status, "by 10 bytes");
  c.se->memcpy_htod(c.devices[0], s, &a, h + 50, 50, c.status);
  CHECK_CODE(c.status, TF_OK); /* exactly to the end is fine */
  c.se->block_host_until_done(c.devices[0], s, c.status);
  c.se->host_memory_deallocate(c.devices[0], h);
  c.se->sync_memcpy_dtoh(c.devices[0], h, &a, 8, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT); /* freed host block */
  CHECK_MSG_HAS(c.status, "freed");
  /* None of the refused ops broke the stream. */
  c.se->get_stream_status(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->destroy_stream(c.devices[0], s);
  sc_free(&c, 0, &a);
  sc_core_teardown(&c);
}

static void test_fills_exact(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 64);
  SP_Stream s = sc_stream(&c, 0);
  unsigned char out[64];
  c.se->memset(c.devices[0], s, &a, 0x11, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  SP_DeviceMemoryBase at8 = sc_mem_at(&a, 8, 16);
  c.se->memset32(c.devices[0], s, &at8, 0x01020304u, 16, c.status);
  CHECK_CODE(c.status, TF_OK);
  SP_DeviceMemoryBase at40 = sc_mem_at(&a, 40, 5);
  c.se->mem_zero(c.devices[0], s, &at40, 5, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->memcpy_dtoh(c.devices[0], s, out, &a, 64, c.status);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_OK);
  uint32_t pattern = 0x01020304u;
  unsigned char pb[4];
  memcpy(pb, &pattern, 4);
  int exact = 1;
  for (int i = 0; i < 64; i++) {
    unsigned char want = 0x11;
    if (i >= 8 && i < 24) want = pb[(i - 8) % 4]; /* 16 BYTES, full pattern */
    if (i >= 40 && i < 45) want = 0;
    if (out[i] != want) exact = 0;
  }
  CHECK(exact);
  c.se->destroy_stream(c.devices[0], s);
  sc_free(&c, 0, &a);
  sc_core_teardown(&c);
}

/* A stream keeps the allocations it used last at hand, to pin them without
 * the device's table (issue 24). Freeing one must still be seen: an op
 * queued before the free keeps the memory until it ran (and the free is
 * reported as freed_while_in_use), one issued after it is refused as a use
 * after free, and the memory goes once the queued op is done. Under ASan a
 * backing released too early is a use after free in the worker. */
static void test_free_while_queued(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Device *d = c.devices[0];
  SP_Stream s = sc_stream(&c, 0);
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 64);
  SP_DeviceMemoryBase b = sc_alloc(&c, 0, 64);
  unsigned char out[64];
  SIMDEV_Counters k0 = counters();
  c.se->memset(d, s, &a, 0x22, 64, c.status); /* a and b now cached */
  c.se->memset(d, s, &b, 0x22, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, 0, s, g); /* the stream waits behind this */
  c.se->memset(d, s, &a, 0x33, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->memcpy_dtod(d, s, &b, &a, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  SP_DeviceMemoryBase stale = a;
  sc_free(&c, 0, &a); /* two queued ops still use it */
  SIMDEV_Counters k1 = counters();
  CHECK(k1.freed_while_in_use == k0.freed_while_in_use + 1);
  CHECK(k1.live_device_allocations == k0.live_device_allocations - 1);
  sentinel(c.status);
  c.se->memset(d, s, &stale, 0x44, 64, c.status); /* after the free */
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK_MSG_HAS(c.status, "freed");
  c.se->memcpy_dtoh(d, s, out, &stale, 8, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  sc_gate_open(g);
  c.se->memcpy_dtoh(d, s, out, &b, 64, c.status);
  c.se->block_host_until_done(d, s, c.status);
  CHECK_CODE(c.status, TF_OK);
  int copied = 1; /* the ops queued before the free ran on live memory */
  for (int i = 0; i < 64; i++) copied &= out[i] == 0x33;
  CHECK(copied);
  c.se->destroy_stream(d, s);
  sc_gate_free(g);
  sc_free(&c, 0, &b);
  sc_core_teardown(&c);
}

/* ---- streams, callbacks
 * ------------------------------------------------------- */
typedef struct order_log {
  pthread_mutex_t mu;
  int seen[2048];
  int n;
} order_log;
typedef struct order_arg {
  order_log *log;
  int value;
} order_arg;

static void record_order(void *const arg, TF_Status *const status) {
  order_arg *a = (order_arg *)arg;
  pthread_mutex_lock(&a->log->mu);
  a->log->seen[a->log->n++] = a->value;
  pthread_mutex_unlock(&a->log->mu);
  CHECK(status != NULL);
  free(a);
}

/* Enqueued from a helper whose frame is gone when the callback runs
 * (ITEX captured fn/arg by reference). */
static int enqueue_order(sc_core *c, int dev, SP_Stream s, order_log *log,
                         int v) {
  order_arg *a = (order_arg *)malloc(sizeof *a);
  a->log = log;
  a->value = v;
  return c->se->host_callback(c->devices[dev], s, record_order, a);
}

static void test_fifo_and_callbacks(void) {
  BRING_UP(c, CORE_CURRENT);
  SIMDEV_Counters before = counters();
  order_log log;
  memset(&log, 0, sizeof log);
  pthread_mutex_init(&log.mu, NULL);
  SP_Stream s = sc_stream(&c, 0);
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 4);
  unsigned char v = 0;
  int all_true = 1;
  for (int i = 0; i < 1000; i++) {
    c.se->memset(c.devices[0], s, &a, (uint8_t)(i & 0xFF), 4, c.status);
    all_true &= enqueue_order(&c, 0, s, &log, i) == 1; /* TF_Bool true */
  }
  c.se->memcpy_dtoh(c.devices[0], s, &v, &a, 1, c.status);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  CHECK(all_true);
  CHECK(v == (999 & 0xFF)); /* last fill won: FIFO */
  int in_order = log.n == 1000;
  for (int i = 0; i < log.n; i++) in_order &= log.seen[i] == i;
  CHECK(in_order);
  CHECK(counters().host_callbacks_run == before.host_callbacks_run + 1000);
  /* NULL callback is refused with false, not run. */
  CHECK(c.se->host_callback(c.devices[0], s, NULL, NULL) == 0);
  c.se->destroy_stream(c.devices[0], s);
  sc_free(&c, 0, &a);
  pthread_mutex_destroy(&log.mu);
  sc_core_teardown(&c);
}

typedef struct reenter_arg {
  sc_core *c;
  SP_Stream s;
  _Atomic int ran_inner;
} reenter_arg;

static void inner_cb(void *const arg, TF_Status *const status) {
  atomic_store(&((reenter_arg *)arg)->ran_inner, 1);
  TF_SetStatus(status, TF_OK, "");
}

static void outer_cb(void *const arg, TF_Status *const status) {
  reenter_arg *r = (reenter_arg *)arg;
  /* Enqueue more work on the same stream from inside a callback. */
  CHECK(r->c->se->host_callback(r->c->devices[0], r->s, inner_cb, r) == 1);
  TF_SetStatus(status, TF_OK, "");
}

static void failing_cb(void *const arg, TF_Status *const status) {
  (void)arg;
  TF_SetStatus(status, TF_DATA_LOSS, "checksum mismatch in test");
}

static void count_cb(void *const arg, TF_Status *const status) {
  atomic_fetch_add((_Atomic int *)arg, 1);
  TF_SetStatus(status, TF_OK, "");
}

static void test_callback_reentry_and_errors(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream s = sc_stream(&c, 0);
  reenter_arg r = {&c, s, 0};
  CHECK(c.se->host_callback(c.devices[0], s, outer_cb, &r) == 1);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  c.se->block_host_until_done(c.devices[0], s,
                              c.status); /* inner queued later */
  CHECK(atomic_load(&r.ran_inner) == 1);
  c.se->get_stream_status(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_OK);
  /* An error reported by a callback marks the stream failed. */
  SP_Event e = NULL;
  CHECK(c.se->host_callback(c.devices[0], s, failing_cb, NULL) == 1);
  c.se->create_event(c.devices[0], &e, c.status);
  c.se->record_event(c.devices[0], s, e, c.status);
  sentinel(c.status);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  CHECK_MSG_HAS(c.status, "checksum mismatch in test");
  c.se->get_stream_status(c.devices[0], s, c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  CHECK(c.se->get_event_status(c.devices[0], e) == SE_EVENT_ERROR);
  c.se->block_host_for_event(c.devices[0], e, c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  /* Later data ops are refused with the original error; callbacks still run
   * exactly once (the core's trampoline owns a context). */
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 8);
  c.se->mem_zero(c.devices[0], s, &a, 8, c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  _Atomic int n = 0;
  CHECK(c.se->host_callback(c.devices[0], s, count_cb, &n) == 1);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  CHECK(atomic_load(&n) == 1);
  /* Other streams are unaffected. */
  SP_Stream s2 = sc_stream(&c, 0);
  c.se->get_stream_status(c.devices[0], s2, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->destroy_event(c.devices[0], e);
  c.se->destroy_stream(c.devices[0], s);
  c.se->destroy_stream(c.devices[0], s2);
  sc_free(&c, 0, &a);
  sc_core_teardown(&c);
}

typedef struct self_arg {
  sc_core *c;
  SP_Stream s;
  TF_Code block_code, sync_code;
  _Atomic int destroyed;
  _Atomic int later; /* run after the callback returns: not on its stack */
} self_arg;

static void block_on_self_cb(void *const arg, TF_Status *const status) {
  self_arg *a = (self_arg *)arg;
  TF_Status *st = TF_NewStatus();
  /* Work queued behind this callback: waiting for it here would deadlock. */
  a->c->se->host_callback(a->c->devices[0], a->s, count_cb, &a->later);
  a->c->se->block_host_until_done(a->c->devices[0], a->s, st);
  a->block_code = TF_GetCode(st);
  a->c->se->synchronize_all_activity(a->c->devices[0], st);
  a->sync_code = TF_GetCode(st);
  TF_DeleteStatus(st);
  TF_SetStatus(status, TF_OK, "");
}

static void destroy_self_cb(void *const arg, TF_Status *const status) {
  self_arg *a = (self_arg *)arg;
  a->c->se->destroy_stream(a->c->devices[0], a->s);
  atomic_store(&a->destroyed, 1);
  TF_SetStatus(status, TF_OK, "");
}

static void test_callbacks_cannot_deadlock(void) {
  BRING_UP(c, CORE_CURRENT);
  SIMDEV_Counters before = counters();
  self_arg a = {&c, sc_stream(&c, 0), TF_OK, TF_OK, 0, 0};
  CHECK(c.se->host_callback(c.devices[0], a.s, block_on_self_cb, &a) == 1);
  c.se->block_host_until_done(c.devices[0], a.s, c.status);
  c.se->block_host_until_done(c.devices[0], a.s, c.status);
  CHECK(a.block_code == TF_FAILED_PRECONDITION);
  CHECK(a.sync_code == TF_FAILED_PRECONDITION);
  CHECK(atomic_load(&a.later) == 1);
  /* A stream destroyed from its own callback: no self-join, and the work
   * queued behind that callback still drains. */
  _Atomic int n = 0;
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, 0, a.s, g);
  CHECK(c.se->host_callback(c.devices[0], a.s, destroy_self_cb, &a) == 1);
  for (int i = 0; i < 10; i++)
    c.se->host_callback(c.devices[0], a.s, count_cb, &n);
  sc_gate_open(g);
  for (int i = 0; i < 200 && !atomic_load(&a.destroyed); i++) sc_sleep_ms(5);
  CHECK(atomic_load(&a.destroyed) == 1);
  for (int i = 0; i < 200 && counters().live_streams != before.live_streams;
       i++)
    sc_sleep_ms(5);
  CHECK(counters().live_streams == before.live_streams);
  CHECK(atomic_load(&n) == 10);
  sc_gate_free(g);
  sc_core_teardown(&c);
}

static void test_events_pending_until_reached(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream s = sc_stream(&c, 0);
  SP_Event e = NULL;
  c.se->create_event(c.devices[0], &e, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(e != NULL);
  /* Never recorded: COMPLETE, and blocking on it returns. */
  CHECK(c.se->get_event_status(c.devices[0], e) == SE_EVENT_COMPLETE);
  sentinel(c.status);
  c.se->block_host_for_event(c.devices[0], e, c.status);
  CHECK_CODE(c.status, TF_OK);
  sc_gate *g = sc_gate_new();
  CHECK(sc_gate_enqueue(&c, 0, s, g) == 1);
  c.se->record_event(c.devices[0], s, e, c.status);
  CHECK_CODE(c.status, TF_OK);
  /* PENDING while gated (the RFC sample/DirectML said COMPLETE), and the
   * query does not block (VultenRs did). */
  uint64_t t0 = sc_now_ns();
  SE_EventStatus st = SE_EVENT_UNKNOWN;
  for (int i = 0; i < 1000; i++) st = c.se->get_event_status(c.devices[0], e);
  uint64_t dt = sc_now_ns() - t0;
  CHECK(st == SE_EVENT_PENDING);
  CHECK(dt < 500ull * 1000 * 1000); /* 1000 queries well under 0.5 s */
  sc_sleep_ms(20);
  CHECK(c.se->get_event_status(c.devices[0], e) == SE_EVENT_PENDING);
  sc_gate_open(g);
  c.se->block_host_for_event(c.devices[0], e, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(c.se->get_event_status(c.devices[0], e) == SE_EVENT_COMPLETE);
  /* Re-record behind a new gate: status follows the latest record. */
  sc_gate *g2 = sc_gate_new();
  sc_gate_enqueue(&c, 0, s, g2);
  c.se->record_event(c.devices[0], s, e, c.status);
  CHECK(c.se->get_event_status(c.devices[0], e) == SE_EVENT_PENDING);
  c.se->destroy_event(c.devices[0], e); /* destroying a pending event is fine */
  sc_gate_open(g2);
  c.se->destroy_stream(c.devices[0], s);
  sc_gate_free(g);
  sc_gate_free(g2);
  sc_core_teardown(&c);
}

static void wait_for_event_case(int dev_a, int dev_b) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream a = sc_stream(&c, dev_a), b = sc_stream(&c, dev_b);
  SP_Event e = NULL;
  c.se->create_event(c.devices[dev_a], &e, c.status);
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, dev_a, a, g);
  c.se->record_event(c.devices[dev_a], a, e, c.status);
  uint64_t t0 = sc_now_ns();
  sentinel(c.status);
  c.se->wait_for_event(c.devices[dev_b], b, e, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(sc_now_ns() - t0 < 100ull * 1000 * 1000); /* returned at once */
  _Atomic int ran = 0;
  c.se->host_callback(c.devices[dev_b], b, count_cb, &ran);
  sc_sleep_ms(50);
  CHECK(atomic_load(&ran) == 0); /* b waits for a's gate */
  /* Work recorded on `a` AFTER the wait must not hold `b` (point in time). */
  sc_gate *g2 = sc_gate_new();
  sc_gate_enqueue(&c, dev_a, a, g2);
  c.se->record_event(c.devices[dev_a], a, e, c.status);
  sc_gate_open(g);
  c.se->block_host_until_done(c.devices[dev_b], b, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(atomic_load(&ran) == 1);
  CHECK(c.se->get_event_status(c.devices[dev_a], e) == SE_EVENT_PENDING);
  sc_gate_open(g2);
  c.se->destroy_stream(c.devices[dev_a], a);
  c.se->destroy_stream(c.devices[dev_b], b);
  c.se->destroy_event(c.devices[dev_a], e);
  sc_gate_free(g);
  sc_gate_free(g2);
  sc_core_teardown(&c);
}
static void test_wait_for_event_same_device(void) { wait_for_event_case(0, 0); }
static void test_wait_for_event_cross_device(void) {
  wait_for_event_case(0, 1);
}

static void test_stream_dependency_point_in_time(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream a = sc_stream(&c, 0), b = sc_stream(&c, 1);
  SP_DeviceMemoryBase buf = sc_alloc(&c, 0, 4);
  sc_gate *g1 = sc_gate_new(), *g2 = sc_gate_new();
  sc_gate_enqueue(&c, 0, a, g1);
  c.se->memset(c.devices[0], a, &buf, 0x77, 4, c.status); /* before the dep */
  sentinel(c.status);
  c.se->create_stream_dependency(c.devices[1], b, a, c.status);
  CHECK_CODE(c.status, TF_OK);
  sc_gate_enqueue(&c, 0, a, g2); /* after the dep: must not block b */
  _Atomic int ran = 0;
  c.se->host_callback(c.devices[1], b, count_cb, &ran);
  sc_sleep_ms(30);
  CHECK(atomic_load(&ran) == 0);
  sc_gate_open(g1);
  c.se->block_host_until_done(c.devices[1], b, c.status);
  CHECK(atomic_load(&ran) == 1);
  /* b saw a's prior write (cross-device read on b's stream). */
  unsigned char v[4] = {0};
  c.se->memcpy_dtoh(c.devices[1], b, v, &buf, 4, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->block_host_until_done(c.devices[1], b, c.status);
  CHECK(v[0] == 0x77 && v[3] == 0x77);
  sc_gate_open(g2);
  c.se->destroy_stream(c.devices[0], a);
  c.se->destroy_stream(c.devices[1], b);
  sc_free(&c, 0, &buf);
  sc_gate_free(g1);
  sc_gate_free(g2);
  sc_core_teardown(&c);
}

typedef struct opener {
  sc_gate *g;
  unsigned ms;
} opener;
static void *open_later(void *p) {
  opener *o = (opener *)p;
  sc_sleep_ms(o->ms);
  sc_gate_open(o->g);
  return NULL;
}

static void test_blocking_calls_really_wait(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream s1 = sc_stream(&c, 0), s2 = sc_stream(&c, 0);
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, 0, s1, g);
  opener o = {g, 60};
  pthread_t t;
  /* t0 before the opener exists: its 60 ms sleep cannot start earlier, so
   * the 50 ms bound holds however long this thread is descheduled. */
  uint64_t t0 = sc_now_ns();
  pthread_create(&t, NULL, open_later, &o);
  c.se->block_host_until_done(c.devices[0], s1, c.status);
  CHECK(sc_now_ns() - t0 >= 50ull * 1000 * 1000);
  pthread_join(t, NULL);
  /* synchronize_all_activity waits for every stream of the device. */
  sc_gate *g2 = sc_gate_new();
  _Atomic int n = 0;
  sc_gate_enqueue(&c, 0, s2, g2);
  for (int i = 0; i < 100; i++) {
    c.se->host_callback(c.devices[0], s1, count_cb, &n);
    c.se->host_callback(c.devices[0], s2, count_cb, &n);
  }
  opener o2 = {g2, 40};
  pthread_create(&t, NULL, open_later, &o2);
  sentinel(c.status);
  c.se->synchronize_all_activity(c.devices[0], c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(atomic_load(&n) == 200);
  pthread_join(t, NULL);
  c.se->destroy_stream(c.devices[0], s1);
  c.se->destroy_stream(c.devices[0], s2);
  sc_gate_free(g);
  sc_gate_free(g2);
  sc_core_teardown(&c);
}

static void test_sync_copies_drain_owning_devices(void) {
  /* A sync dtod called on device 0 reads memory of device 1 that a gated
   * stream of device 1 is about to fill: it must wait for that fill. A
   * failed stream elsewhere on the device does not fail sync copies. */
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase src = sc_alloc(&c, 1, 64), dst = sc_alloc(&c, 0, 64);
  SP_Stream s1 = sc_stream(&c, 1), bad = sc_stream(&c, 1);
  c.se->host_callback(c.devices[1], bad, failing_cb, NULL);
  c.se->block_host_until_done(c.devices[1], bad, c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, 1, s1, g);
  c.se->memset(c.devices[1], s1, &src, 0x6B, 64, c.status);
  opener o = {g, 40};
  pthread_t t;
  pthread_create(&t, NULL, open_later, &o);
  sentinel(c.status);
  c.se->sync_memcpy_dtod(c.devices[0], &dst, &src, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  unsigned char out[64];
  c.se->sync_memcpy_dtoh(c.devices[0], out, &dst, 64, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(out[0] == 0x6B && out[63] == 0x6B);
  pthread_join(t, NULL);
  /* synchronize_all_activity, unlike a copy, reports the failed stream. */
  c.se->synchronize_all_activity(c.devices[1], c.status);
  CHECK_CODE(c.status, TF_DATA_LOSS);
  c.se->destroy_stream(c.devices[1], s1);
  c.se->destroy_stream(c.devices[1], bad);
  sc_free(&c, 1, &src);
  sc_free(&c, 0, &dst);
  sc_gate_free(g);
  sc_core_teardown(&c);
}

static void test_destroy_stream_drains(void) {
  setenv("SIMDEV_OP_DELAY_US", "20", 1);
  BRING_UP(c, CORE_CURRENT);
  SP_Stream s = sc_stream(&c, 1);
  _Atomic int n = 0;
  uint64_t t0 = sc_now_ns();
  for (int i = 0; i < 500; i++)
    c.se->host_callback(c.devices[1], s, count_cb, &n);
  c.se->destroy_stream(c.devices[1], s);
  CHECK(atomic_load(&n) == 500);
  /* SIMDEV_OP_DELAY_US=20 really delayed each op: >= 500 x 20 us. */
  CHECK(sc_now_ns() - t0 >= 10ull * 1000 * 1000);
  sc_core_teardown(&c);
}

/* create_stream_with_options (0.3.0; TensorFlow master after 2.21): a
 * stream it creates works like create_stream's, without a priority nothing
 * is recorded, with one the plugin reads the value (counted, since a
 * simulated device does not prioritise streams), in seabi's layout of the
 * options (with ext) and in TensorFlow master's (without), and NULL options
 * are refused. */
static int stream_runs_callback(sc_core *c, int dev, SP_Stream s) {
  _Atomic int n = 0;
  if (c->se->host_callback(c->devices[dev], s, count_cb, &n) != 1) return 0;
  c->se->block_host_until_done(c->devices[dev], s, c->status);
  return TF_GetCode(c->status) == TF_OK && atomic_load(&n) == 1;
}

static void test_create_stream_with_options(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_StreamExecutor_create_stream_with_options_fn f =
      SP_StreamExecutor_get_create_stream_with_options(c.se);
  CHECK(SP_StreamExecutor_has_create_stream_with_options(c.se));
  CHECK(f != NULL);
  if (f == NULL) {
    sc_core_teardown(&c);
    return;
  }
  SIMDEV_Counters k0 = counters();

  /* seabi's layout, no priority: `priority` is ignored. */
  SP_StreamOptions o;
  memset(&o, 0, sizeof o);
  o.struct_size = SP_STREAM_OPTIONS_STRUCT_SIZE;
  o.priority = 9;
  SP_Stream s = NULL;
  sentinel(c.status);
  f(c.devices[0], &o, &s, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(s != NULL);
  if (s != NULL) {
    CHECK(stream_runs_callback(&c, 0, s));
    c.se->destroy_stream(c.devices[0], s);
  }
  SIMDEV_Counters k1 = counters();
  CHECK(k1.priority_streams == k0.priority_streams);
  CHECK(k1.priority_sum == k0.priority_sum);

  /* seabi's layout, priority 7. */
  o.has_priority = 1;
  o.priority = 7;
  s = NULL;
  sentinel(c.status);
  f(c.devices[1], &o, &s, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(s != NULL);
  if (s != NULL) {
    CHECK(stream_runs_callback(&c, 1, s));
    c.se->destroy_stream(c.devices[1], s);
  }
  SIMDEV_Counters k2 = counters();
  CHECK(k2.priority_streams == k1.priority_streams + 1);
  CHECK(k2.priority_sum == k1.priority_sum + 7);

  /* TensorFlow master's layout (no ext, 16 bytes on LP64), priority -3. */
  TFE_SP_StreamOptions tf;
  memset(&tf, 0, sizeof tf);
  tf.struct_size = TFE_SP_STREAM_OPTIONS_STRUCT_SIZE;
  tf.has_priority = 1;
  tf.priority = -3;
  s = NULL;
  sentinel(c.status);
  f(c.devices[0], (const SP_StreamOptions *)(const void *)&tf, &s, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(s != NULL);
  if (s != NULL) {
    CHECK(stream_runs_callback(&c, 0, s));
    c.se->destroy_stream(c.devices[0], s);
  }
  SIMDEV_Counters k3 = counters();
  CHECK(k3.priority_streams == k2.priority_streams + 1);
  CHECK(k3.priority_sum == k2.priority_sum - 3);

  /* No options: refused, the out-pointer cleared, no stream leaked. */
  s = (SP_Stream)(void *)&o;
  sentinel(c.status);
  f(c.devices[0], NULL, &s, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK(s == NULL);
  CHECK(counters().live_streams == k0.live_streams);
  sc_core_teardown(&c);
}

static void sleep_cb(void *const arg, TF_Status *const status) {
  sc_sleep_ms(*(unsigned *)arg);
  TF_SetStatus(status, TF_OK, "");
}

static void test_timers(void) {
  BRING_UP(c, CORE_CURRENT);
  SP_Stream s = sc_stream(&c, 0);
  SP_Timer t = NULL;
  c.se->create_timer(c.devices[0], &t, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(t != NULL);
  sc_gate *g = sc_gate_new();
  unsigned ms = 20;
  sc_gate_enqueue(&c, 0, s, g);
  c.se->start_timer(c.devices[0], s, t, c.status);
  CHECK_CODE(c.status, TF_OK);
  c.se->host_callback(c.devices[0], s, sleep_cb, &ms);
  c.se->stop_timer(c.devices[0], s, t, c.status);
  CHECK_CODE(c.status, TF_OK);
  sc_sleep_ms(30); /* host time passes, but the stream is gated */
  CHECK(c.timer_fns->nanoseconds(t) == 0); /* not stopped yet */
  sc_gate_open(g);
  c.se->block_host_until_done(c.devices[0], s, c.status);
  uint64_t ns = c.timer_fns->nanoseconds(t);
  CHECK(ns >= 20ull * 1000 * 1000);
  CHECK(ns < 2000ull * 1000 * 1000); /* measured on the stream, not host */
  CHECK(c.timer_fns->nanoseconds(t) == ns); /* stable */
  c.se->destroy_timer(c.devices[0], t);
  c.se->destroy_stream(c.devices[0], s);
  sc_gate_free(g);
  sc_core_teardown(&c);
}

/* ---- handles and status hygiene
 * ------------------------------------------------ */
static void test_handles(void) {
  BRING_UP(c, CORE_CURRENT);
  SIMDEV_Counters before = counters();
  SP_Stream s[100];
  int distinct = 1;
  for (int i = 0; i < 100; i++) {
    s[i] = sc_stream(&c, i % 2);
    for (int j = 0; j < i; j++) distinct &= s[i] != s[j] && s[i] != NULL;
  }
  CHECK(distinct); /* no aliasing onto one queue (ITEX/VEDA) */
  CHECK(counters().live_streams == before.live_streams + 100);
  /* Wrong device for a stream, a foreign handle, NULL. */
  sentinel(c.status);
  c.se->get_stream_status(c.devices[0], s[1], c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  int foreign;
  c.se->get_stream_status(c.devices[0], (SP_Stream)(void *)&foreign, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  c.se->record_event(c.devices[0], s[0], NULL, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK(c.se->get_event_status(c.devices[0], (SP_Event)(void *)&foreign) ==
        SE_EVENT_UNKNOWN);
  SP_Device bogus = *c.devices[0];
  bogus.device_handle = &foreign;
  SP_Stream x = NULL;
  c.se->create_stream(&bogus, &x, c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  for (int i = 0; i < 100; i++) c.se->destroy_stream(c.devices[i % 2], s[i]);
  /* Double destroy and use after destroy: reported, not crashed. */
  c.se->destroy_stream(c.devices[0], s[0]);
  CHECK(counters().double_destroys == before.double_destroys + 1);
  c.se->get_stream_status(c.devices[0], s[0], c.status);
  CHECK_CODE(c.status, TF_INVALID_ARGUMENT);
  CHECK(counters().live_streams == before.live_streams);
  sc_core_teardown(&c);
}

static void status_cb(void *const arg, TF_Status *const status) {
  (void)arg;
  TF_SetStatus(status, TF_OK, "");
}

static void test_every_status_set(void) {
  /* Every successful status-taking call overwrites a non-OK sentinel. */
  BRING_UP(c, CORE_CURRENT);
  TF_Status *st = TF_NewStatus();
  int ok = 1;
#define EXPECT_SET(call)                                            \
  do {                                                              \
    sentinel(st);                                                   \
    call;                                                           \
    if (TF_GetCode(st) != TF_OK) {                                  \
      fprintf(stderr, "    status not set OK by: %s (%s)\n", #call, \
              TF_Message(st));                                      \
      ok = 0;                                                       \
    }                                                               \
  } while (0)
  SP_Device *d = c.devices[0];
  SP_Stream s = NULL, s2 = NULL;
  SP_Event e = NULL;
  SP_Timer t = NULL;
  int count = 0;
  unsigned char h[16] = {0};
  SP_DeviceMemoryBase a = sc_alloc(&c, 0, 16), b = sc_alloc(&c, 0, 16);
  EXPECT_SET(c.fns->get_device_count(c.platform, &count, st));
  EXPECT_SET(c.se->create_stream(d, &s, st));
  EXPECT_SET(c.se->create_stream(d, &s2, st));
  EXPECT_SET(c.se->create_stream_dependency(d, s, s2, st));
  EXPECT_SET(c.se->get_stream_status(d, s, st));
  EXPECT_SET(c.se->create_event(d, &e, st));
  EXPECT_SET(c.se->record_event(d, s, e, st));
  EXPECT_SET(c.se->wait_for_event(d, s2, e, st));
  EXPECT_SET(c.se->create_timer(d, &t, st));
  EXPECT_SET(c.se->start_timer(d, s, t, st));
  EXPECT_SET(c.se->stop_timer(d, s, t, st));
  EXPECT_SET(c.se->memcpy_htod(d, s, &a, h, 16, st));
  EXPECT_SET(c.se->memcpy_dtoh(d, s, h, &a, 16, st));
  EXPECT_SET(c.se->memcpy_dtod(d, s, &b, &a, 16, st));
  EXPECT_SET(c.se->sync_memcpy_htod(d, &a, h, 16, st));
  EXPECT_SET(c.se->sync_memcpy_dtoh(d, h, &a, 16, st));
  EXPECT_SET(c.se->sync_memcpy_dtod(d, &b, &a, 16, st));
  EXPECT_SET(c.se->mem_zero(d, s, &a, 16, st));
  EXPECT_SET(c.se->memset(d, s, &a, 1, 16, st));
  EXPECT_SET(c.se->memset32(d, s, &a, 1, 16, st));
  CHECK(c.se->host_callback(d, s, status_cb, NULL) == 1);
  EXPECT_SET(c.se->block_host_until_done(d, s, st));
  EXPECT_SET(c.se->block_host_for_event(d, e, st));
  EXPECT_SET(c.se->synchronize_all_activity(d, st));
  CHECK(ok);
  /* And every failure carries a message naming the callback. */
  sentinel(st);
  c.se->memcpy_htod(d, s, &a, h, 17, st);
  CHECK(TF_GetCode(st) != TF_OK &&
        strstr(TF_Message(st), "memcpy_htod") != NULL);
  c.se->destroy_timer(d, t);
  c.se->destroy_event(d, e);
  c.se->destroy_stream(d, s);
  c.se->destroy_stream(d, s2);
  sc_free(&c, 0, &a);
  sc_free(&c, 0, &b);
  TF_DeleteStatus(st);
  sc_core_teardown(&c);
}

static void test_omit_block_host_until_done(void) {
  setenv("SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE", "1", 1);
  BRING_UP(c, CORE_CURRENT);
  CHECK(c.se->block_host_until_done == NULL);
  /* The core's fallback (record + block_host_for_event) must work. */
  SP_Stream s = sc_stream(&c, 0);
  sc_gate *g = sc_gate_new();
  sc_gate_enqueue(&c, 0, s, g);
  _Atomic int n = 0;
  c.se->host_callback(c.devices[0], s, count_cb, &n);
  SP_Event e = NULL;
  c.se->create_event(c.devices[0], &e, c.status);
  c.se->record_event(c.devices[0], s, e, c.status);
  opener o = {g, 30};
  pthread_t t;
  pthread_create(&t, NULL, open_later, &o);
  c.se->block_host_for_event(c.devices[0], e, c.status);
  CHECK_CODE(c.status, TF_OK);
  CHECK(atomic_load(&n) == 1);
  pthread_join(t, NULL);
  c.se->destroy_event(c.devices[0], e);
  c.se->destroy_stream(c.devices[0], s);
  sc_gate_free(g);
  sc_core_teardown(&c);
}

/* This core provides no kernel API (the plugin's kernel imports are weak
 * and stay unresolved): the plugin loaded all the same, and TF_InitKernel
 * registers nothing instead of calling through a NULL pointer. */
static void test_kernel_module_without_kernel_api(void) {
  void *sym = dlsym(g_dl, "TF_InitKernel");
  CHECK(sym != NULL);
  void *self = dlopen(NULL, RTLD_NOW); /* the executable: this core */
  CHECK(self != NULL && dlsym(self, "TF_NewKernelBuilder") == NULL);
  if (self != NULL) dlclose(self);
  void (*init)(void) = NULL;
  memcpy(&init, &sym, sizeof init);
  SIMDEV_Counters k0 = counters();
  if (init != NULL) init();
  SIMDEV_Counters k1 = counters();
  CHECK(k1.kernels_registered == k0.kernels_registered);
}

static void test_no_leaks_after_teardown(void) {
  /* Run last: everything every test created is gone. A device destroyed
   * with live allocations frees them (and reports it). */
  BRING_UP(c, CORE_CURRENT);
  SP_DeviceMemoryBase leak = sc_alloc(&c, 1, 1000);
  CHECK(leak.opaque != NULL);
  sc_core_teardown(&c);
  SIMDEV_Counters k = counters();
  CHECK(k.live_devices == 0);
  CHECK(k.live_streams == 0);
  CHECK(k.live_events == 0);
  CHECK(k.live_timers == 0);
  CHECK(k.live_device_allocations == 0);
  CHECK(k.live_host_allocations == 0);
  CHECK(k.live_unified_allocations == 0);
  CHECK(k.ops_enqueued == k.ops_executed);
}

typedef struct test_case {
  const char *name;
  void (*fn)(void);
} test_case;

int main(void) {
  g_dl = sc_dlopen();
  if (g_dl == NULL) {
    printf("0 passed, 1 failed\n");
    return 1;
  }
  const test_case tests[] = {
      {"register_current", test_register_current},
      {"register_v0_0_1_core", test_register_v0_0_1},
      {"register_v0_1_0_core", test_register_v0_1_0},
      {"register_v0_2_0_core", test_register_v0_2_0},
      {"register_newer_core", test_register_newer_core},
      {"major_mismatch_and_small_params", test_major_mismatch},
      {"init_twice", test_init_twice},
      {"bad_env_rejected", test_bad_env},
      {"config_toggles", test_config_toggles},
      {"devices", test_devices},
      {"allocate_and_exact_stats", test_allocate_and_stats},
      {"zero_bytes_and_capacity", test_zero_and_oom},
      {"fail_nth_allocate", test_fail_nth_allocate},
      {"double_and_invalid_free", test_double_and_invalid_free},
      {"host_memory_guards", test_host_memory_guards},
      {"unified_memory", test_unified_memory},
      {"concurrent_allocate", test_concurrent_allocate},
      {"copies_roundtrip", test_copies_roundtrip},
      {"bounds_checked", test_bounds_checked},
      {"fills_exact", test_fills_exact},
      {"free_while_queued", test_free_while_queued},
      {"fifo_and_callbacks", test_fifo_and_callbacks},
      {"callback_reentry_and_errors", test_callback_reentry_and_errors},
      {"callbacks_cannot_deadlock", test_callbacks_cannot_deadlock},
      {"events_pending_until_reached", test_events_pending_until_reached},
      {"wait_for_event_same_device", test_wait_for_event_same_device},
      {"wait_for_event_cross_device", test_wait_for_event_cross_device},
      {"stream_dependency_point_in_time", test_stream_dependency_point_in_time},
      {"blocking_calls_really_wait", test_blocking_calls_really_wait},
      {"sync_copies_drain_owning_devices",
       test_sync_copies_drain_owning_devices},
      {"destroy_stream_drains", test_destroy_stream_drains},
      {"create_stream_with_options", test_create_stream_with_options},
      {"timers", test_timers},
      {"handles", test_handles},
      {"every_status_set", test_every_status_set},
      {"omit_block_host_until_done", test_omit_block_host_until_done},
      {"kernel_module_without_kernel_api",
       test_kernel_module_without_kernel_api},
      {"no_leaks_after_teardown", test_no_leaks_after_teardown},
  };
  int passed = 0, failed = 0;
  for (size_t i = 0; i < sizeof tests / sizeof *tests; i++) {
    reset_env();
    int before = failed_checks;
    tests[i].fn();
    if (failed_checks == before) {
      passed++;
      printf("PASS %s\n", tests[i].name);
    } else {
      failed++;
      printf("FAIL %s\n", tests[i].name);
    }
    fflush(stdout);
  }
  dlclose(g_dl);
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
