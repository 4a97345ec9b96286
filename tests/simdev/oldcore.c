/* A core compiled against an OLDER generated header (make header AT=x.y.z):
 * its structs have that version's real layout and size, not the current
 * header's with a smaller struct_size. It loads the current libsimdev.so,
 * brings it up exactly as a core of that version would, runs one workload
 * (allocate, async copies, host callback, event) and checks the plugin
 * wrote nothing past any struct it was given (canary bytes after each).
 * Built once per schema version by tests/simdev/module.mk. */
#define _POSIX_C_SOURCE 200809L
#define SE_NO_DEPRECATION_WARNINGS /* cores read deprecated members too */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "se_api.h" /* the old version's header */

#define CANARY 64
#define CANARY_BYTE 0xC5u

static int passed, failed;
#define CHECK(name, cond)                                    \
  do {                                                       \
    if (cond) {                                              \
      passed++;                                              \
      printf("PASS %s\n", name);                             \
    } else {                                                 \
      failed++;                                              \
      printf("FAIL %s (%s:%d)\n", name, __FILE__, __LINE__); \
    }                                                        \
  } while (0)

/* Zeroed struct of `size` bytes (struct_size = size) followed by canary. */
static void *new_struct(size_t size) {
  unsigned char *p = (unsigned char *)calloc(1, size + CANARY);
  if (p == NULL) abort();
  memset(p + size, CANARY_BYTE, CANARY);
  memcpy(p, &size, sizeof size);
  return p;
}

static int canary_ok(const void *s, size_t size) {
  const unsigned char *p = (const unsigned char *)s;
  for (size_t i = 0; i < CANARY; i++)
    if (p[size + i] != CANARY_BYTE) return 0;
  return 1;
}

static int ran;
static void on_host(void *const arg, TF_Status *const status) {
  (void)arg;
  ran++;
  TF_SetStatus(status, TF_OK, "");
}

int main(void) {
  const char *path = getenv("SIMDEV_PLUGIN");
  void *dl = dlopen(path ? path : "build/lib/libsimdev.so", RTLD_NOW);
  if (dl == NULL) {
    printf("cannot load plugin: %s\n0 passed, 1 failed\n", dlerror());
    return 1;
  }
  SE_InitPluginFn init = NULL;
  void *sym = dlsym(dl, "SE_InitPlugin");
  memcpy(&init, &sym, sizeof init);
#ifdef SE_TENSORFLOW_EDITION
  printf("core built against TensorFlow edition %s (reports %d.%d.%d)\n", SE_TENSORFLOW_EDITION,
         SE_MAJOR, SE_MINOR, SE_PATCH);
#else
  printf("core built against schema %d.%d.%d\n", SE_MAJOR, SE_MINOR, SE_PATCH);
#endif

  TF_Status *st = TF_NewStatus();
  SE_PlatformRegistrationParams *params =
      new_struct(SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  SP_Platform *platform = new_struct(SP_PLATFORM_STRUCT_SIZE);
  SP_PlatformFns *fns = new_struct(SP_PLATFORM_FNS_STRUCT_SIZE);
  params->major_version = SE_MAJOR;
  params->minor_version = SE_MINOR;
  params->patch_version = SE_PATCH;
  params->platform = platform;
  params->platform_fns = fns;
  init(params, st);
  CHECK("init_ok", TF_GetCode(st) == TF_OK);
  if (TF_GetCode(st) != TF_OK) {
    printf("  %s\n%d passed, %d failed\n", TF_Message(st), passed, failed + 1);
    return 1;
  }
  char msg[512];
  CHECK("platform_valid",
        SP_Platform_validate(platform, msg, sizeof msg) == TF_OK);
  CHECK("platform_fns_valid",
        SP_PlatformFns_validate(fns, msg, sizeof msg) == TF_OK);
  CHECK("struct_sizes_not_raised",
        platform->struct_size == SP_PLATFORM_STRUCT_SIZE &&
            fns->struct_size == SP_PLATFORM_FNS_STRUCT_SIZE &&
            params->struct_size == SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE);
  CHECK("name_SIMDEV", strcmp(platform->name, "SIMDEV") == 0);

  int count = 0;
#if SE_MINOR >= 1 || defined(SE_TENSORFLOW_EDITION)
  fns->get_device_count(platform, &count, st);
#else
  count = (int)platform->visible_device_count; /* all a 0.0.1 core has */
#endif
  CHECK("two_devices", count == 2);

  SE_CreateStreamExecutorParams *sp =
      new_struct(SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE);
  SP_StreamExecutor *se = new_struct(SP_STREAMEXECUTOR_STRUCT_SIZE);
  sp->stream_executor = se;
  fns->create_stream_executor(platform, sp, st);
  CHECK("executor_ok",
        TF_GetCode(st) == TF_OK &&
            SP_StreamExecutor_validate(se, platform, msg, sizeof msg) == TF_OK);
  SP_TimerFns *tf = new_struct(SP_TIMER_FNS_STRUCT_SIZE);
  fns->create_timer_fns(platform, tf, st);
  CHECK("timer_fns_ok", TF_GetCode(st) == TF_OK && tf->nanoseconds != NULL);

  SP_Device *dev[2];
  for (int i = 0; i < 2; i++) {
    SE_CreateDeviceParams *dp = new_struct(SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE);
    dev[i] = new_struct(SP_DEVICE_STRUCT_SIZE);
    dp->ordinal = i;
    dp->device = dev[i];
    fns->create_device(platform, dp, st);
    CHECK("create_device",
          TF_GetCode(st) == TF_OK &&
              canary_ok(dp, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE));
    /* The core hands the SP_Device over zeroed; the plugin fills ordinal. */
    CHECK("create_device_ordinal", dev[i]->ordinal == i);
    free(dp);
  }

  /* Workload: htod on device 0, dtod to device 1, dtoh back, callback,
   * event, in the structs of this version. */
  enum { N = 4096 };
  static unsigned char in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = (unsigned char)(i * 13 + 5);
  SP_DeviceMemoryBase *a = new_struct(SP_DEVICE_MEMORY_BASE_STRUCT_SIZE);
  SP_DeviceMemoryBase *b = new_struct(SP_DEVICE_MEMORY_BASE_STRUCT_SIZE);
  se->allocate(dev[0], N, 0, a);
  se->allocate(dev[1], N, 0, b);
  CHECK("allocate", a->opaque != NULL && b->opaque != NULL && a->size == N);
  SP_Stream s = NULL;
  SP_Event e = NULL;
  se->create_stream(dev[0], &s, st);
  se->create_event(dev[0], &e, st);
  se->memcpy_htod(dev[0], s, a, in, N, st);
  se->memcpy_dtod(dev[0], s, b, a, N, st);
  se->memcpy_dtoh(dev[0], s, out, b, N, st);
  int enq = se->host_callback(dev[0], s, on_host, NULL);
  se->record_event(dev[0], s, e, st);
  se->block_host_for_event(dev[0], e, st);
  CHECK("workload", TF_GetCode(st) == TF_OK && enq == 1 && ran == 1 &&
                        memcmp(in, out, N) == 0 &&
                        se->get_event_status(dev[0], e) == SE_EVENT_COMPLETE);
  SP_AllocatorStats *stats = new_struct(SP_ALLOCATORSTATS_STRUCT_SIZE);
  CHECK("stats", se->get_allocator_stats(dev[0], stats) == 1 &&
                     stats->bytes_in_use == N &&
                     canary_ok(stats, SP_ALLOCATORSTATS_STRUCT_SIZE));
#ifdef SP_STREAM_OPTIONS_STRUCT_SIZE
  /* A core whose header has SP_StreamOptions (TensorFlow master's edition,
   * or seabi 0.3.0) calls create_stream_with_options when the plugin set it,
   * with the options in its own layout (TensorFlow master's has no ext). */
  {
    SP_StreamOptions *o = new_struct(SP_STREAM_OPTIONS_STRUCT_SIZE);
    o->has_priority = 1;
    o->priority = 2;
    SP_Stream ps = NULL;
    int called = se->create_stream_with_options != NULL;
    if (called) se->create_stream_with_options(dev[0], o, &ps, st);
    int before = ran;
    int penq = ps != NULL ? se->host_callback(dev[0], ps, on_host, NULL) : 0;
    if (ps != NULL) se->block_host_until_done(dev[0], ps, st);
    CHECK("create_stream_with_options", called && TF_GetCode(st) == TF_OK && ps != NULL &&
                                            penq == 1 && ran == before + 1 &&
                                            canary_ok(o, SP_STREAM_OPTIONS_STRUCT_SIZE));
    if (ps != NULL) se->destroy_stream(dev[0], ps);
    free(o);
  }
#endif
  se->destroy_event(dev[0], e);
  se->destroy_stream(dev[0], s);
  se->deallocate(dev[0], a);
  se->deallocate(dev[1], b);

  CHECK("no_write_past_any_struct",
        canary_ok(params, SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE) &&
            canary_ok(platform, SP_PLATFORM_STRUCT_SIZE) &&
            canary_ok(fns, SP_PLATFORM_FNS_STRUCT_SIZE) &&
            canary_ok(sp, SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE) &&
            canary_ok(se, SP_STREAMEXECUTOR_STRUCT_SIZE) &&
            canary_ok(tf, SP_TIMER_FNS_STRUCT_SIZE) &&
            canary_ok(dev[0], SP_DEVICE_STRUCT_SIZE) &&
            canary_ok(dev[1], SP_DEVICE_STRUCT_SIZE) &&
            canary_ok(a, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE) &&
            canary_ok(b, SP_DEVICE_MEMORY_BASE_STRUCT_SIZE));

  for (int i = 0; i < 2; i++) fns->destroy_device(platform, dev[i]);
  fns->destroy_stream_executor(platform, se);
  fns->destroy_timer_fns(platform, tf);
  params->destroy_platform(platform);
  params->destroy_platform_fns(fns);
  free(a), free(b), free(stats), free(dev[0]), free(dev[1]);
  free(sp), free(se), free(tf), free(params), free(platform), free(fns);
  TF_DeleteStatus(st);
  dlclose(dl);
  printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
