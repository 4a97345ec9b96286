/*
 * has/get/set accessors and validators of include/se_api.h, on truncated and
 * full structs. Built C11 with -Wall -Wextra -Wpedantic -Werror and run under
 * ASan+UBSan (tests/accessors/module.mk).
 *
 * The truncated structs are malloc'ed at EXACTLY an older version's size (an
 * older core's allocation), so a setter or getter that touched one byte past
 * it would be an ASan error, not a silent pass. Expected answers come from the
 * compiler (offsetof/sizeof) and from TensorFlow's messages, not from the
 * generator.
 *
 * accessors_v020.c is the same kind of check compiled against the 0.2.0
 * header (validators of an older header apply that version's rules).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "se_api.h"

#include "check.h"

#define CHECK_MSG(code, msg, want_code, want_msg)                           \
  do {                                                                      \
    if ((code) == (want_code) && strcmp((msg), (want_msg)) == 0) {          \
      passed++;                                                             \
    } else {                                                                \
      failed++;                                                             \
      printf("FAIL %s:%d: got (%d, \"%s\"), want (%d, \"%s\")\n", __FILE__, \
             __LINE__, (int)(code), (msg), (int)(want_code), (want_msg));   \
    }                                                                       \
  } while (0)

/* Deprecated members must still be filled for older peers; this is how. */
#define DEPRECATED_USE_BEGIN \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define DEPRECATED_USE_END _Pragma("GCC diagnostic pop")

/* From accessors_v020.c (built against the 0.2.0 header). */
int v020_checks(int* passed_out, int* failed_out);

/* An allocation of exactly `size` bytes, zeroed, with struct_size = size:
 * what an older core hands to a newer plugin. The volatile hides the short
 * allocation from the compiler's object-size warnings. */
static void* alloc_exact(size_t size) {
  volatile size_t n = size;
  unsigned char* p = (unsigned char*)malloc(n);
  if (p == NULL) abort();
  memset(p, 0, n);
  memcpy(p, &size, sizeof size);
  return p;
}

/* A full-size allocation whose bytes are all `fill`, with struct_size set. */
static void* alloc_filled(size_t sizeof_struct, size_t struct_size, int fill) {
  unsigned char* p = (unsigned char*)malloc(sizeof_struct);
  if (p == NULL) abort();
  memset(p, fill, sizeof_struct);
  memcpy(p, &struct_size, sizeof struct_size);
  return p;
}

static int bytes_are(const void* p, size_t from, size_t to, int value) {
  const unsigned char* b = (const unsigned char*)p;
  for (size_t i = from; i < to; i++)
    if (b[i] != (unsigned char)value) return 0;
  return 1;
}

/* Callbacks of the right types (never called). */
static void fake_mem_zero(const SP_Device* d, SP_Stream s, SP_DeviceMemoryBase* m, uint64_t n, TF_Status* st) {
  (void)d, (void)s, (void)m, (void)n, (void)st;
}
static TF_Bool fake_host_callback(SP_Device* d, SP_Stream s, SE_StatusCallbackFn fn, void* arg) {
  (void)d, (void)s, (void)fn, (void)arg;
  return 1;
}
static void fake_get_device_count(const SP_Platform* p, int* n, TF_Status* st) {
  (void)p, (void)st;
  *n = 1;
}

/* ---- truncated structs: an older core's allocation, a 0.3.0 plugin ------- */

static void streamexecutor_at_0_2_0(void) {
  const size_t size = SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0;
  /* Independently: host_callback was the last member until 0.2.0. */
  CHECK(size == offsetof(SP_StreamExecutor, host_callback) + sizeof(void (*)(void)));
  CHECK(size < SP_STREAMEXECUTOR_STRUCT_SIZE);
  SP_StreamExecutor* se = (SP_StreamExecutor*)alloc_exact(size);

  CHECK(SP_StreamExecutor_has_struct_size(se) == 1);
  CHECK(SP_StreamExecutor_has_allocate(se) == 1);
  CHECK(SP_StreamExecutor_has_host_callback(se) == 1);
  CHECK(SP_StreamExecutor_has_mem_zero(se) == 0);
  CHECK(SP_StreamExecutor_has_memset(se) == 0);
  CHECK(SP_StreamExecutor_has_memset32(se) == 0);

  /* Setting a member the core's struct lacks writes nothing (ASan would
   * stop a write past `size`) and says so. */
  CHECK(SP_StreamExecutor_set_mem_zero(se, fake_mem_zero) == 0);
  CHECK(SP_StreamExecutor_set_memset(se, SE_NULL) == 0);
  CHECK(SP_StreamExecutor_set_memset32(se, SE_NULL) == 0);
  CHECK(SP_StreamExecutor_get_mem_zero(se) == SE_NULL);
  CHECK(SP_StreamExecutor_get_memset32(se) == SE_NULL);

  /* The members it has are written and read back. */
  CHECK(SP_StreamExecutor_set_host_callback(se, fake_host_callback) == 1);
  CHECK(SP_StreamExecutor_get_host_callback(se) == fake_host_callback);
  CHECK(se->host_callback == fake_host_callback);
  CHECK(se->struct_size == size); /* never grown by a setter */

  /* Validation of the short struct skips what it does not have: fill every
   * member it has, and mem_zero (required from 0.3.0) is not asked for. */
  memset((char*)se + sizeof(size_t), 0x5a, size - sizeof(size_t));
  char msg[256];
  TF_Code code = SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg);
  CHECK_MSG(code, msg, TF_OK, "");
  free(se);
}

static void platform_at_0_0_1(void) {
  /* 0.0.1 ended at visible_device_count, deprecated since 0.1.0: the size
   * macro must not warn (-Werror), naming the member itself does. */
  const size_t size = SP_PLATFORM_STRUCT_SIZE_V0_0_1;
  DEPRECATED_USE_BEGIN
  CHECK(size == offsetof(SP_Platform, visible_device_count) + sizeof(size_t));
  DEPRECATED_USE_END
  SP_Platform* p = (SP_Platform*)alloc_exact(size);

  CHECK(SP_Platform_has_name(p) == 1);
  CHECK(SP_Platform_has_supports_unified_memory(p) == 0);
  CHECK(SP_Platform_has_use_bfc_allocator(p) == 0);
  CHECK(SP_Platform_has_force_memory_growth(p) == 0);
  CHECK(SP_Platform_set_supports_unified_memory(p, 1) == 0);
  CHECK(SP_Platform_set_use_bfc_allocator(p, 1) == 0);
  CHECK(SP_Platform_set_force_memory_growth(p, 1) == 0);
  CHECK(SP_Platform_get_supports_unified_memory(p) == 0); /* the default */
  CHECK(SP_Platform_get_force_memory_growth(p) == 0);

  CHECK(SP_Platform_set_name(p, "MY_DEVICE") == 1);
  CHECK(SP_Platform_set_type(p, "GPU") == 1);
  DEPRECATED_USE_BEGIN
  CHECK(SP_Platform_set_visible_device_count(p, 3) == 1); /* still filled for 0.0.1 cores */
  CHECK(SP_Platform_get_visible_device_count(p) == 3);
  DEPRECATED_USE_END
  CHECK(strcmp(SP_Platform_get_name(p), "MY_DEVICE") == 0);

  char msg[256];
  CHECK_MSG(SP_Platform_validate(p, msg, sizeof msg), msg, TF_OK, "");

  /* A unified-memory condition read from a platform too old to have the
   * flag: it is absent, so not set, so the callbacks are not required. */
  SP_StreamExecutor* se = (SP_StreamExecutor*)alloc_filled(sizeof *se, SP_STREAMEXECUTOR_STRUCT_SIZE, 0x5a);
  SP_StreamExecutor_set_unified_memory_allocate(se, SE_NULL);
  CHECK_MSG(SP_StreamExecutor_validate(se, p, msg, sizeof msg), msg, TF_OK, "");
  free(se);
  free(p);
}

static void device_at_0_0_1(void) {
  const size_t size = SP_DEVICE_STRUCT_SIZE_V0_0_1;
  CHECK(size == offsetof(SP_Device, device_handle) + sizeof(void*));
  SP_Device* d = (SP_Device*)alloc_exact(size);
  CHECK(SP_Device_set_hardware_name(d, "sim") == 0);
  CHECK(SP_Device_set_device_vendor(d, "seabi") == 0);
  CHECK(SP_Device_set_pci_bus_id(d, "0000:00:00.0") == 0);
  CHECK(SP_Device_get_pci_bus_id(d) == SE_NULL);
  CHECK(SP_Device_set_device_handle(d, d) == 1);
  CHECK(SP_Device_get_device_handle(d) == d);
  CHECK(SP_Device_get_ordinal(d) == 0);
  free(d);
}

static void allocator_unpadded_size(void) {
  /* SP_ALLOCATOR_STRUCT_SIZE is 17 while sizeof is 24 on LP64: allocate the
   * unpadded 17 bytes and the last (1-byte) member is still fully usable. */
  DEPRECATED_USE_BEGIN /* the whole struct is deprecated since 0.2.0 */
  const size_t size = SP_ALLOCATOR_STRUCT_SIZE;
  CHECK(size == offsetof(SP_Allocator, supports_unified_memory) + 1);
  CHECK(size < sizeof(SP_Allocator));
  SP_Allocator* a = (SP_Allocator*)alloc_exact(size);
  CHECK(SP_Allocator_has_supports_unified_memory(a) == 1);
  CHECK(SP_Allocator_set_supports_unified_memory(a, 1) == 1);
  CHECK(SP_Allocator_get_supports_unified_memory(a) == 1);
  free(a);
  DEPRECATED_USE_END
}

/* ---- has is 1 exactly when struct_size covers the whole member ---------- */

#define COVERS(S, f, n) ((n) >= offsetof(S, f) + sizeof(((S*)0)->f))

static void has_boundaries(void) {
  SP_StreamExecutor* se = (SP_StreamExecutor*)alloc_filled(sizeof *se, 0, 0);
  int bad = 0;
  /* allocate sits at one offset in every known layout: the plain test. */
  for (size_t n = 0; n <= sizeof *se; n++) {
    se->struct_size = n;
    bad += SP_StreamExecutor_has_allocate(se) != COVERS(SP_StreamExecutor, allocate, n);
  }
  CHECK(bad == 0);
  /* host_callback and the memset family sit differently in TensorFlow 2.7+
   * (inserted before host_callback) and here (appended): only a known size,
   * or a size that can extend one lineage only, places them. */
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;
  CHECK(SP_StreamExecutor_has_host_callback(se) == 1 && SP_StreamExecutor_has_mem_zero(se) == 1);
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0;
  CHECK(SP_StreamExecutor_has_host_callback(se) == 1 && SP_StreamExecutor_has_mem_zero(se) == 0);
  se->struct_size = offsetof(SP_StreamExecutor, mem_zero) + sizeof(void*); /* 272: no layout has it */
  CHECK(SP_StreamExecutor_has_mem_zero(se) == 0 && SP_StreamExecutor_has_host_callback(se) == 0);
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE + sizeof(void*); /* newer than both lineages */
  CHECK(SP_StreamExecutor_has_host_callback(se) == 0 && SP_StreamExecutor_has_allocate(se) == 1);
  free(se);

  SP_Platform* p = (SP_Platform*)alloc_filled(sizeof *p, 0, 0);
  bad = 0;
  for (size_t n = 0; n <= sizeof *p; n++) {
    p->struct_size = n;
    bad += SP_Platform_has_name(p) != COVERS(SP_Platform, name, n);
  }
  CHECK(bad == 0);
  p->struct_size = SP_PLATFORM_STRUCT_SIZE;
  CHECK(SP_Platform_has_supports_unified_memory(p) == 1 && SP_Platform_has_force_memory_growth(p) == 1);
  p->struct_size = SP_PLATFORM_STRUCT_SIZE_V0_0_1;
  CHECK(SP_Platform_has_supports_unified_memory(p) == 0 && SP_Platform_has_name(p) == 1);
  free(p);

  SP_Device* d = (SP_Device*)alloc_filled(sizeof *d, offsetof(SP_Device, ordinal) + 3, 0);
  CHECK(SP_Device_has_ordinal(d) == 0); /* 3 of 4 bytes is not the member */
  d->struct_size += 1;
  CHECK(SP_Device_has_ordinal(d) == 1);
  free(d);

  CHECK(SP_Platform_has_name(SE_NULL) == 0);
  CHECK(SP_Platform_get_name(SE_NULL) == SE_NULL);
  CHECK(SP_Platform_set_name(SE_NULL, "X") == 0);
}

/* ---- set writes nothing when absent; get returns the default ----------- */

static void absent_members_untouched(void) {
  /* A full-size buffer of canary bytes whose struct_size stops at
   * host_callback: the bytes past struct_size must stay canaries. */
  const size_t size = SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0;
  SP_StreamExecutor* se = (SP_StreamExecutor*)alloc_filled(sizeof *se, size, 0xa5);
  CHECK(SP_StreamExecutor_set_mem_zero(se, fake_mem_zero) == 0);
  CHECK(SP_StreamExecutor_set_memset(se, SE_NULL) == 0);
  CHECK(bytes_are(se, size, sizeof *se, 0xa5));
  /* The canary bytes are there, but the getter must not read them. */
  CHECK(SP_StreamExecutor_get_mem_zero(se) == SE_NULL);

  SP_Platform* p = (SP_Platform*)alloc_filled(sizeof *p, SP_PLATFORM_STRUCT_SIZE_V0_1_0, 0xa5);
  CHECK(SP_Platform_set_use_bfc_allocator(p, 0) == 0);
  CHECK(SP_Platform_set_force_memory_growth(p, 0) == 0);
  CHECK(bytes_are(p, SP_PLATFORM_STRUCT_SIZE_V0_1_0, sizeof *p, 0xa5));
  CHECK(SP_Platform_get_use_bfc_allocator(p) == 0);
  CHECK(SP_Platform_get_supports_unified_memory(p) == 0xa5); /* present: the stored value */
  free(p);

  /* 0.0.1 ended at destroy_custom_allocator, deprecated since 0.2.0. */
  const size_t fns_0_0_1 = SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1;
  DEPRECATED_USE_BEGIN
  CHECK(fns_0_0_1 == offsetof(SP_PlatformFns, destroy_custom_allocator) + sizeof(void (*)(void)));
  DEPRECATED_USE_END
  CHECK(fns_0_0_1 == 96); /* RFC 257 on LP64: 2 + 10 members of 8 bytes */
  SP_PlatformFns* f = (SP_PlatformFns*)alloc_filled(sizeof *f, fns_0_0_1, 0xa5);
  CHECK(SP_PlatformFns_set_get_device_count(f, fake_get_device_count) == 0);
  CHECK(SP_PlatformFns_get_get_device_count(f) == SE_NULL);
  CHECK(bytes_are(f, fns_0_0_1, sizeof *f, 0xa5));
  free(f);

  SP_AllocatorStats* st = (SP_AllocatorStats*)alloc_filled(sizeof *st, offsetof(SP_AllocatorStats, bytes_limit), 0xa5);
  CHECK(SP_AllocatorStats_has_has_bytes_limit(st) == 1);
  CHECK(SP_AllocatorStats_get_bytes_limit(st) == 0);
  CHECK(SP_AllocatorStats_set_bytes_limit(st, 1 << 20) == 0);
  CHECK(bytes_are(st, offsetof(SP_AllocatorStats, bytes_limit), sizeof *st, 0xa5));
  free(st);
  free(se);
}

/* ---- full structs ------------------------------------------------------- */

static void full_structs(void) {
  SP_DeviceMemoryBase* m = (SP_DeviceMemoryBase*)alloc_exact(SP_DEVICE_MEMORY_BASE_STRUCT_SIZE);
  CHECK(SP_DeviceMemoryBase_set_size(m, UINT64_C(1) << 40) == 1);
  CHECK(SP_DeviceMemoryBase_get_size(m) == UINT64_C(1) << 40);
  CHECK(SP_DeviceMemoryBase_set_payload(m, 7) == 1);
  CHECK(m->payload == 7);
  free(m);

  SP_StreamExecutor* se = (SP_StreamExecutor*)alloc_exact(SP_STREAMEXECUTOR_STRUCT_SIZE);
  CHECK(SP_StreamExecutor_set_mem_zero(se, fake_mem_zero) == 1);
  CHECK(SP_StreamExecutor_get_mem_zero(se) == fake_mem_zero);
  CHECK(SP_StreamExecutor_has_memset32(se) == 1);
  free(se);

  SP_AllocatorStats* st = (SP_AllocatorStats*)alloc_exact(SP_ALLOCATORSTATS_STRUCT_SIZE);
  CHECK(SP_AllocatorStats_set_largest_free_block_bytes(st, -1) == 1);
  CHECK(SP_AllocatorStats_get_largest_free_block_bytes(st) == -1);
  free(st);

  SE_PlatformRegistrationParams* rp = (SE_PlatformRegistrationParams*)alloc_exact(SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  CHECK(SE_PlatformRegistrationParams_set_major_version(rp, SE_MAJOR) == 1);
  CHECK(SE_PlatformRegistrationParams_get_major_version(rp) == SE_MAJOR);
  free(rp);
}

/* ---- validators: TensorFlow's messages ---------------------------------- */

static SP_StreamExecutor* full_se(void) {
  /* Every member non-NULL (never called). */
  return (SP_StreamExecutor*)alloc_filled(sizeof(SP_StreamExecutor), SP_STREAMEXECUTOR_STRUCT_SIZE, 0x5a);
}

static void validators(void) {
  char msg[512];
  SP_StreamExecutor* se = full_se();
  CHECK_MSG(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg), msg, TF_OK, "");

  se->struct_size = 0;
  CHECK_MSG(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "Expected initialized `SP_StreamExecutor` structure with `struct_size` field set to "
            "SP_STREAMEXECUTOR_STRUCT_SIZE. Found `struct_size` = 0.");
  se->struct_size = SP_STREAMEXECUTOR_STRUCT_SIZE;

  SP_StreamExecutor_set_create_stream(se, SE_NULL);
  CHECK_MSG(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "'create_stream' field in SP_StreamExecutor must be set.");
  free(se);

  /* TensorFlow's test StreamExecutor.HostCallbackNotSet, on the newest core. */
  se = full_se();
  SP_StreamExecutor_set_host_callback(se, SE_NULL);
  CHECK_MSG(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "'host_callback' field in SP_StreamExecutor must be set.");
  free(se);

  /* Timers are deprecated in 0.3.0, so this header no longer requires them. */
  se = full_se();
  DEPRECATED_USE_BEGIN
  SP_StreamExecutor_set_create_timer(se, SE_NULL);
  SP_StreamExecutor_set_start_timer(se, SE_NULL);
  DEPRECATED_USE_END
  CHECK_MSG(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg), msg, TF_OK, "");

  /* Unified memory (StreamExecutor.UnifiedMemoryAllocateNotSet). */
  SP_Platform* p = (SP_Platform*)alloc_exact(SP_PLATFORM_STRUCT_SIZE);
  SP_Platform_set_name(p, "MY_DEVICE");
  SP_Platform_set_type(p, "GPU");
  SP_StreamExecutor_set_unified_memory_allocate(se, SE_NULL);
  CHECK_MSG(SP_StreamExecutor_validate(se, p, msg, sizeof msg), msg, TF_OK, "");
  SP_Platform_set_supports_unified_memory(p, 1);
  CHECK_MSG(SP_StreamExecutor_validate(se, p, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "'unified_memory_allocate' field in SP_StreamExecutor must be set.");
  free(se);

  /* Platform name and type (StreamExecutor.NameNotSet, InvalidNameWithSemicolon). */
  CHECK_MSG(SP_Platform_validate(p, msg, sizeof msg), msg, TF_OK, "");
  SP_Platform_set_name(p, SE_NULL);
  CHECK_MSG(SP_Platform_validate(p, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "'name' field in SP_Platform must be set.");
  SP_Platform_set_name(p, "INVALID:NAME");
  CHECK_MSG(SP_Platform_validate(p, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "Device name/type 'INVALID:NAME' must match [A-Z][A-Z_]*.");
  SP_Platform_set_name(p, "MY_DEVICE");
  SP_Platform_set_type(p, "gpu");
  CHECK_MSG(SP_Platform_validate(p, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "Device name/type 'gpu' must match [A-Z][A-Z_]*.");
  SP_Platform_set_type(p, "_GPU"); /* first character must be a letter */
  CHECK(SP_Platform_validate(p, msg, sizeof msg) == TF_FAILED_PRECONDITION);
  SP_Platform_set_type(p, "G");
  CHECK(SP_Platform_validate(p, msg, sizeof msg) == TF_OK);
  SP_Platform_set_type(p, "GPU_2"); /* no digits */
  CHECK(SP_Platform_validate(p, msg, sizeof msg) == TF_FAILED_PRECONDITION);
  SP_Platform_set_type(p, "");
  CHECK(SP_Platform_validate(p, msg, sizeof msg) == TF_FAILED_PRECONDITION);
  free(p);

  /* StreamExecutor.CreateDeviceNotSet, and deprecated create_timer_fns. */
  SP_PlatformFns* f = (SP_PlatformFns*)alloc_filled(sizeof *f, SP_PLATFORM_FNS_STRUCT_SIZE, 0x5a);
  CHECK_MSG(SP_PlatformFns_validate(f, msg, sizeof msg), msg, TF_OK, "");
  DEPRECATED_USE_BEGIN
  SP_PlatformFns_set_create_timer_fns(f, SE_NULL);
  DEPRECATED_USE_END
  CHECK_MSG(SP_PlatformFns_validate(f, msg, sizeof msg), msg, TF_OK, "");
  SP_PlatformFns_set_create_device(f, SE_NULL);
  CHECK_MSG(SP_PlatformFns_validate(f, msg, sizeof msg), msg, TF_FAILED_PRECONDITION,
            "'create_device' field in SP_PlatformFns must be set.");
  free(f);

  /* msg may be NULL, or tiny: the code is still right, no overflow. */
  SP_Platform* z = (SP_Platform*)alloc_exact(SP_PLATFORM_STRUCT_SIZE);
  z->struct_size = 0;
  CHECK(SP_Platform_validate(z, SE_NULL, 0) == TF_FAILED_PRECONDITION);
  char tiny[8];
  CHECK(SP_Platform_validate(z, tiny, sizeof tiny) == TF_FAILED_PRECONDITION);
  CHECK(strlen(tiny) == sizeof tiny - 1 && strncmp(tiny, "Expecte", 7) == 0);
  free(z);
  CHECK(SP_Platform_validate(SE_NULL, msg, sizeof msg) == TF_FAILED_PRECONDITION);
}

int main(void) {
  streamexecutor_at_0_2_0();
  platform_at_0_0_1();
  device_at_0_0_1();
  allocator_unpadded_size();
  has_boundaries();
  absent_members_untouched();
  full_structs();
  validators();
  int p020 = 0, f020 = 0;
  v020_checks(&p020, &f020);
  passed += p020;
  failed += f020;
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
