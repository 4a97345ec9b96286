/* A small core for driving libsimdev.so the way TensorFlow's core does:
 * dlopen the plugin, allocate every struct it hands over zeroed at the
 * CORE'S size (optionally an older version's size) followed by canary bytes,
 * call SE_InitPlugin, validate, create device fns / executor / timer fns /
 * devices, and tear down in TensorFlow's order. The canaries prove the plugin
 * never writes past a struct an older core allocated. */
#ifndef SIMCORE_H_
#define SIMCORE_H_

#define SE_NO_DEPRECATION_WARNINGS /* the core reads deprecated members too */
#include <stddef.h>
#include <stdint.h>

#include "se_api.h"
#include "simdev.h"

/* Struct sizes a core of one schema version uses. 0 = struct absent. */
typedef struct core_sizes {
  const char *version;
  int major, minor, patch;
  size_t params, platform, platform_fns, device, create_device_params,
      device_fns, create_device_fns_params, se, create_se_params, timer_fns,
      stats, mem;
} core_sizes;

extern const core_sizes core_v0_0_1, core_v0_1_0, core_v0_2_0, core_v0_3_0;
#define CORE_CURRENT core_v0_3_0

#define SC_MAX_DEVICES 8
#define SC_CANARY 128
#define SC_CANARY_BYTE 0xC5u

typedef struct sc_core {
  void *dl;
  const core_sizes *sizes;
  SE_PlatformRegistrationParams *params;
  SP_Platform *platform;
  SP_PlatformFns *fns;
  SP_DeviceFns *device_fns; /* NULL before 0.1.0 */
  SP_StreamExecutor *se;
  SP_TimerFns *timer_fns;
  int device_count;
  SP_Device *devices[SC_MAX_DEVICES];
  TF_Status *status;
} sc_core;

/* Path of the plugin under test: $SIMDEV_PLUGIN or build/lib/libsimdev.so. */
const char *sc_plugin_path(void);
void *sc_dlopen(void);

/* Zeroed block of `full` bytes whose first `core_size` bytes are the struct
 * (struct_size = core_size) and whose remaining bytes plus SC_CANARY more are
 * canary. Freed with sc_free_struct; sc_canary_ok checks the canary. */
void *sc_new_struct(size_t core_size, size_t full);
int sc_canary_ok(const void *s);
void sc_free_struct(void *s);
#define SC_NEW(TYPE, core_size) \
  ((TYPE *)sc_new_struct((core_size), sizeof(TYPE)))

/* Full bring-up. Returns 0 (with a message on stderr) on any failure.
 * The plugin's configuration comes from the environment at this call. */
int sc_core_init(sc_core *c, const core_sizes *sizes);
/* Every canary of every struct the core owns is intact. */
int sc_core_canaries_ok(const sc_core *c);
void sc_core_teardown(sc_core *c);

/* Counters from the plugin's introspection export (zeroed if absent). */
SIMDEV_Counters sc_counters(void *dl);

/* A device memory descriptor as the core builds it. */
SP_DeviceMemoryBase sc_mem(void *opaque, uint64_t size);
/* opaque + offset, the way the core makes sub-buffers (TF #64372). */
SP_DeviceMemoryBase sc_mem_at(const SP_DeviceMemoryBase *base, uint64_t offset,
                              uint64_t size);
SP_DeviceMemoryBase sc_alloc(sc_core *c, int dev, uint64_t size);
void sc_free(sc_core *c, int dev, SP_DeviceMemoryBase *m);
SP_Stream sc_stream(sc_core *c, int dev);

/* A gate: a host callback that blocks its stream until sc_gate_open. */
typedef struct sc_gate sc_gate;
sc_gate *sc_gate_new(void);
void sc_gate_open(sc_gate *g);
void sc_gate_free(sc_gate *g);
/* Enqueues the gate on `stream`; returns the host_callback result. */
int sc_gate_enqueue(sc_core *c, int dev, SP_Stream stream, sc_gate *g);

/* Set while a test expects bring-up to fail: no stderr noise. */
extern int sc_quiet;

uint64_t sc_now_ns(void);
void sc_sleep_ms(unsigned ms);

#endif /* SIMCORE_H_ */
