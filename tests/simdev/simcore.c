/* See simcore.h. Mimics tensorflow/c/experimental/stream_executor/
 * stream_executor.cc: core-owned zeroed structs with struct_size preset,
 * validation after every create_* call, teardown in CPlatform's order. */
#define _POSIX_C_SOURCE 200809L
#include "simcore.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SIZES(V)                                                    \
  SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE_##V,                  \
      SP_PLATFORM_STRUCT_SIZE_##V, SP_PLATFORM_FNS_STRUCT_SIZE_##V, \
      SP_DEVICE_STRUCT_SIZE_##V, SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE_##V

const core_sizes core_v0_0_1 = {
    "0.0.1",
    0,
    0,
    1,
    SIZES(V0_0_1),
    0,
    0,
    SP_STREAMEXECUTOR_STRUCT_SIZE_V0_0_1,
    SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_0_1,
    SP_TIMER_FNS_STRUCT_SIZE_V0_0_1,
    SP_ALLOCATORSTATS_STRUCT_SIZE_V0_0_1,
    SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_0_1};
const core_sizes core_v0_1_0 = {
    "0.1.0",
    0,
    1,
    0,
    SIZES(V0_1_0),
    SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0,
    SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_1_0,
    SP_STREAMEXECUTOR_STRUCT_SIZE_V0_1_0,
    SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_1_0,
    SP_TIMER_FNS_STRUCT_SIZE_V0_1_0,
    SP_ALLOCATORSTATS_STRUCT_SIZE_V0_1_0,
    SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_1_0};
const core_sizes core_v0_2_0 = {
    "0.2.0",
    0,
    2,
    0,
    SIZES(V0_2_0),
    SP_DEVICE_FNS_STRUCT_SIZE_V0_2_0,
    SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE_V0_2_0,
    SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0,
    SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE_V0_2_0,
    SP_TIMER_FNS_STRUCT_SIZE_V0_2_0,
    SP_ALLOCATORSTATS_STRUCT_SIZE_V0_2_0,
    SP_DEVICE_MEMORY_BASE_STRUCT_SIZE_V0_2_0};
const core_sizes core_v0_3_0 = {"0.3.0",
                                SE_MAJOR,
                                SE_MINOR,
                                SE_PATCH,
                                SE_PLATFORM_REGISTRATION_PARAMS_STRUCT_SIZE,
                                SP_PLATFORM_STRUCT_SIZE,
                                SP_PLATFORM_FNS_STRUCT_SIZE,
                                SP_DEVICE_STRUCT_SIZE,
                                SE_CREATE_DEVICE_PARAMS_STRUCT_SIZE,
                                SP_DEVICE_FNS_STRUCT_SIZE,
                                SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE,
                                SP_STREAMEXECUTOR_STRUCT_SIZE,
                                SE_CREATE_STREAM_EXECUTOR_PARAMS_STRUCT_SIZE,
                                SP_TIMER_FNS_STRUCT_SIZE,
                                SP_ALLOCATORSTATS_STRUCT_SIZE,
                                SP_DEVICE_MEMORY_BASE_STRUCT_SIZE};

const char *sc_plugin_path(void) {
  const char *p = getenv("SIMDEV_PLUGIN");
  return (p != NULL && p[0] != '\0') ? p : "build/lib/libsimdev.so";
}

void *sc_dlopen(void) {
  void *dl = dlopen(sc_plugin_path(), RTLD_NOW | RTLD_LOCAL);
  if (dl == NULL) fprintf(stderr, "simcore: dlopen: %s\n", dlerror());
  return dl;
}

/* Layout: [header: core size, total][struct bytes ...][canary ...] */
typedef struct sc_hdr {
  size_t core_size, total;
  _Alignas(max_align_t) unsigned char body[];
} sc_hdr;

void *sc_new_struct(size_t core_size, size_t full) {
  size_t total = (full > core_size ? full : core_size) + SC_CANARY;
  sc_hdr *h = (sc_hdr *)calloc(1, sizeof *h + total);
  if (h == NULL) abort(); /* test harness: out of memory is fatal */
  h->core_size = core_size;
  h->total = total;
  memset(h->body + core_size, SC_CANARY_BYTE, total - core_size);
  memcpy(h->body, &core_size, sizeof core_size); /* struct_size first */
  return h->body;
}

static sc_hdr *hdr_of(const void *s) {
  return (sc_hdr *)(uintptr_t)((const unsigned char *)s -
                               offsetof(sc_hdr, body));
}

int sc_canary_ok(const void *s) {
  if (s == NULL) return 1;
  const sc_hdr *h = hdr_of(s);
  for (size_t i = h->core_size; i < h->total; i++)
    if (h->body[i] != SC_CANARY_BYTE) {
      fprintf(stderr,
              "simcore: canary of a %zu-byte struct overwritten at "
              "byte %zu\n",
              h->core_size, i);
      return 0;
    }
  return 1;
}

void sc_free_struct(void *s) {
  if (s != NULL) free(hdr_of(s));
}

int sc_quiet;

static int check(sc_core *c, const char *what) {
  if (TF_GetCode(c->status) == TF_OK) return 1;
  if (sc_quiet) return 0;
  fprintf(stderr, "simcore: %s failed: %d %s\n", what,
          (int)TF_GetCode(c->status), TF_Message(c->status));
  return 0;
}

static int validated(TF_Code code, const char *what, const char *msg) {
  if (code == TF_OK) return 1;
  fprintf(stderr, "simcore: %s invalid: %s\n", what, msg);
  return 0;
}

int sc_core_init(sc_core *c, const core_sizes *z) {
  memset(c, 0, sizeof *c);
  c->sizes = z;
  c->status = TF_NewStatus();
  c->dl = sc_dlopen();
  if (c->dl == NULL) return 0;
  void (*init)(SE_PlatformRegistrationParams *, TF_Status *) = NULL;
  void *sym = dlsym(c->dl, "SE_InitPlugin");
  memcpy(&init, &sym, sizeof init); /* object -> function pointer, POSIX way */
  if (init == NULL) {
    fprintf(stderr, "simcore: SE_InitPlugin not exported\n");
    return 0;
  }
  c->params = SC_NEW(SE_PlatformRegistrationParams, z->params);
  c->platform = SC_NEW(SP_Platform, z->platform);
  c->fns = SC_NEW(SP_PlatformFns, z->platform_fns);
  c->params->major_version = z->major;
  c->params->minor_version = z->minor;
  c->params->patch_version = z->patch;
  c->params->platform = c->platform;
  c->params->platform_fns = c->fns;
  init(c->params, c->status);
  if (!check(c, "SE_InitPlugin")) return 0;
  char msg[512];
  if (!validated(
          SE_PlatformRegistrationParams_validate(c->params, msg, sizeof msg),
          "params", msg) ||
      !validated(SP_Platform_validate(c->platform, msg, sizeof msg), "platform",
                 msg) ||
      !validated(SP_PlatformFns_validate(c->fns, msg, sizeof msg),
                 "platform_fns", msg))
    return 0;
  if (z->device_fns != 0) {
    SE_CreateDeviceFnsParams *p =
        SC_NEW(SE_CreateDeviceFnsParams, z->create_device_fns_params);
    c->device_fns = SC_NEW(SP_DeviceFns, z->device_fns);
    p->device_fns = c->device_fns;
    c->fns->create_device_fns(c->platform, p, c->status);
    int ok = check(c, "create_device_fns") && sc_canary_ok(p);
    sc_free_struct(p);
    if (!ok) return 0;
  }
  SE_CreateStreamExecutorParams *sp =
      SC_NEW(SE_CreateStreamExecutorParams, z->create_se_params);
  c->se = SC_NEW(SP_StreamExecutor, z->se);
  sp->stream_executor = c->se;
  c->fns->create_stream_executor(c->platform, sp, c->status);
  int ok = check(c, "create_stream_executor") && sc_canary_ok(sp);
  sc_free_struct(sp);
  if (!ok || !validated(SP_StreamExecutor_validate(c->se, c->platform, msg,
                                                   sizeof msg),
                        "stream_executor", msg))
    return 0;
  c->timer_fns = SC_NEW(SP_TimerFns, z->timer_fns);
  c->fns->create_timer_fns(c->platform, c->timer_fns, c->status);
  if (!check(c, "create_timer_fns")) return 0;
  /* 0.0.1 cores only have the (now deprecated) visible_device_count. */
  if (SP_PlatformFns_has_get_device_count(c->fns)) {
    c->fns->get_device_count(c->platform, &c->device_count, c->status);
    if (!check(c, "get_device_count")) return 0;
  } else {
    c->device_count = (int)c->platform->visible_device_count;
  }
  if (c->device_count > SC_MAX_DEVICES) c->device_count = SC_MAX_DEVICES;
  for (int i = 0; i < c->device_count; i++) {
    SE_CreateDeviceParams *dp =
        SC_NEW(SE_CreateDeviceParams, z->create_device_params);
    c->devices[i] = SC_NEW(SP_Device, z->device);
    dp->ordinal = i;
    dp->device = c->devices[i];
    c->fns->create_device(c->platform, dp, c->status);
    ok = check(c, "create_device") && sc_canary_ok(dp) && dp->ordinal == i;
    sc_free_struct(dp);
    if (!ok) return 0;
  }
  return 1;
}

int sc_core_canaries_ok(const sc_core *c) {
  int ok = sc_canary_ok(c->params) && sc_canary_ok(c->platform) &&
           sc_canary_ok(c->fns) && sc_canary_ok(c->device_fns) &&
           sc_canary_ok(c->se) && sc_canary_ok(c->timer_fns);
  for (int i = 0; i < c->device_count; i++)
    ok = ok && sc_canary_ok(c->devices[i]);
  return ok;
}

void sc_core_teardown(sc_core *c) {
  for (int i = 0; i < SC_MAX_DEVICES; i++) {
    if (c->devices[i] != NULL)
      c->fns->destroy_device(c->platform, c->devices[i]);
    sc_free_struct(c->devices[i]);
    c->devices[i] = NULL;
  }
  if (c->fns != NULL && c->se != NULL) {
    if (c->device_fns != NULL)
      c->fns->destroy_device_fns(c->platform, c->device_fns);
    c->fns->destroy_stream_executor(c->platform, c->se);
    if (c->timer_fns != NULL)
      c->fns->destroy_timer_fns(c->platform, c->timer_fns);
  }
  if (c->params != NULL && c->params->destroy_platform != NULL) {
    c->params->destroy_platform(c->platform);
    c->params->destroy_platform_fns(c->fns);
  }
  sc_free_struct(c->device_fns);
  sc_free_struct(c->se);
  sc_free_struct(c->timer_fns);
  sc_free_struct(c->params);
  sc_free_struct(c->platform);
  sc_free_struct(c->fns);
  if (c->dl != NULL) dlclose(c->dl);
  TF_DeleteStatus(c->status);
  memset(c, 0, sizeof *c);
}

SIMDEV_Counters sc_counters(void *dl) {
  SIMDEV_Counters k;
  memset(&k, 0, sizeof k);
  k.struct_size = SIMDEV_COUNTERS_STRUCT_SIZE;
  SIMDEV_GetCountersFn get = NULL;
  if (dl != NULL) {
    void *sym = dlsym(dl, "SIMDEV_GetCounters");
    memcpy(&get, &sym, sizeof get); /* object -> function pointer, POSIX way */
  }
  if (get != NULL) get(&k);
  return k;
}

SP_DeviceMemoryBase sc_mem(void *opaque, uint64_t size) {
  SP_DeviceMemoryBase m;
  memset(&m, 0, sizeof m);
  m.struct_size = SP_DEVICE_MEMORY_BASE_STRUCT_SIZE;
  m.opaque = opaque;
  m.size = size;
  return m;
}

SP_DeviceMemoryBase sc_mem_at(const SP_DeviceMemoryBase *base, uint64_t offset,
                              uint64_t size) {
  return sc_mem((void *)((uintptr_t)base->opaque + offset), size);
}

SP_DeviceMemoryBase sc_alloc(sc_core *c, int dev, uint64_t size) {
  SP_DeviceMemoryBase m = sc_mem(NULL, 0);
  c->se->allocate(c->devices[dev], size, 0, &m);
  return m;
}

void sc_free(sc_core *c, int dev, SP_DeviceMemoryBase *m) {
  c->se->deallocate(c->devices[dev], m);
}

SP_Stream sc_stream(sc_core *c, int dev) {
  SP_Stream s = NULL;
  c->se->create_stream(c->devices[dev], &s, c->status);
  return s;
}

struct sc_gate {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int open;
};

sc_gate *sc_gate_new(void) {
  sc_gate *g = (sc_gate *)calloc(1, sizeof *g);
  if (g == NULL) abort();
  pthread_mutex_init(&g->mu, NULL);
  pthread_cond_init(&g->cv, NULL);
  return g;
}

void sc_gate_open(sc_gate *g) {
  pthread_mutex_lock(&g->mu);
  g->open = 1;
  pthread_cond_broadcast(&g->cv);
  pthread_mutex_unlock(&g->mu);
}

void sc_gate_free(sc_gate *g) {
  pthread_mutex_destroy(&g->mu);
  pthread_cond_destroy(&g->cv);
  free(g);
}

static void gate_wait(void *const arg, TF_Status *const status) {
  sc_gate *g = (sc_gate *)arg;
  pthread_mutex_lock(&g->mu);
  while (!g->open) pthread_cond_wait(&g->cv, &g->mu);
  pthread_mutex_unlock(&g->mu);
  TF_SetStatus(status, TF_OK, "");
}

int sc_gate_enqueue(sc_core *c, int dev, SP_Stream stream, sc_gate *g) {
  return c->se->host_callback(c->devices[dev], stream, gate_wait, g);
}

uint64_t sc_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

void sc_sleep_ms(unsigned ms) {
  struct timespec ts = {(time_t)(ms / 1000), (long)(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0) {
  }
}
