/* Configuration from environment variables, read at every SE_InitPlugin.
 *
 *   SIMDEV_DEVICE_COUNT        devices to expose, 0..64 (default 2, so
 *                              cross-device paths always run)
 *   SIMDEV_DEVICE_MEMORY_MB    capacity of each device in MiB (default 1024)
 *   SIMDEV_UNIFIED_MEMORY      1: supports_unified_memory + unified callbacks
 *   SIMDEV_USE_BFC_ALLOCATOR   SP_Platform.use_bfc_allocator (default 1)
 *   SIMDEV_FORCE_MEMORY_GROWTH SP_Platform.force_memory_growth (default 0)
 *   SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE 1: leave the optional callback NULL so
 *                              the core's event-based fallback is exercised
 *   SIMDEV_FAIL_ALLOCATE_NTH   fault injection: the Nth allocate after init
 *                              fails (NULL opaque), 0 = never
 *   SIMDEV_OP_DELAY_US         fault injection: every stream op sleeps this
 *                              long before running (exposes ordering bugs)
 *   SIMDEV_LOG                 0 quiet, 1 detected defects (default), 2 trace
 *
 * The plugin only reads the environment; it never changes it (ITEX's
 * constructor edits TF_XLA_FLAGS, real_plugins.md 2.3). A malformed value
 * fails SE_InitPlugin with INVALID_ARGUMENT naming the variable instead of
 * being silently replaced by a default. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "sd_internal.h"

_Atomic unsigned sd_op_delay_us = 0;
_Atomic uint64_t sd_fail_allocate_nth = 0;
_Atomic uint64_t sd_allocate_calls = 0;

static pthread_mutex_t config_mu = PTHREAD_MUTEX_INITIALIZER;
static sd_config config = {2, 1024ull << 20, 0, 1, 0, 0};

sd_config sd_config_get(void) {
  pthread_mutex_lock(&config_mu);
  sd_config c = config;
  pthread_mutex_unlock(&config_mu);
  return c;
}

/* Reads an unsigned integer variable in [lo, hi]; absent -> dflt. */
static int read_u64(const char *name, uint64_t lo, uint64_t hi, uint64_t dflt,
                    uint64_t *out, char *msg, size_t msg_size) {
  const char *v = getenv(name);
  *out = dflt;
  if (v == NULL || v[0] == '\0') return 1;
  char *end = NULL;
  errno = 0;
  unsigned long long x = strtoull(v, &end, 10);
  if (errno != 0 || end == v || *end != '\0' || v[0] == '-' || x < lo ||
      x > hi) {
    snprintf(msg, msg_size,
             "SE_InitPlugin: environment variable %s='%s' is not an integer "
             "in [%" PRIu64 ", %" PRIu64 "]",
             name, v, lo, hi);
    return 0;
  }
  *out = (uint64_t)x;
  return 1;
}

int sd_config_load(char *msg, size_t msg_size) {
  uint64_t count, mb, unified, bfc, growth, omit, nth, delay, log;
  if (!read_u64("SIMDEV_DEVICE_COUNT", 0, SD_MAX_DEVICES, 2, &count, msg,
                msg_size) ||
      !read_u64("SIMDEV_DEVICE_MEMORY_MB", 1, 1u << 20, 1024, &mb, msg,
                msg_size) ||
      !read_u64("SIMDEV_UNIFIED_MEMORY", 0, 1, 0, &unified, msg, msg_size) ||
      !read_u64("SIMDEV_USE_BFC_ALLOCATOR", 0, 1, 1, &bfc, msg, msg_size) ||
      !read_u64("SIMDEV_FORCE_MEMORY_GROWTH", 0, 1, 0, &growth, msg,
                msg_size) ||
      !read_u64("SIMDEV_OMIT_BLOCK_HOST_UNTIL_DONE", 0, 1, 0, &omit, msg,
                msg_size) ||
      !read_u64("SIMDEV_FAIL_ALLOCATE_NTH", 0, UINT64_MAX, 0, &nth, msg,
                msg_size) ||
      !read_u64("SIMDEV_OP_DELAY_US", 0, 10000000, 0, &delay, msg, msg_size) ||
      !read_u64("SIMDEV_LOG", 0, 2, 1, &log, msg, msg_size))
    return 0;
  pthread_mutex_lock(&config_mu);
  config.device_count = (int)count;
  config.capacity_bytes = mb << 20;
  config.unified_memory = (int)unified;
  config.use_bfc_allocator = (int)bfc;
  config.force_memory_growth = (int)growth;
  config.omit_block_host_until_done = (int)omit;
  pthread_mutex_unlock(&config_mu);
  atomic_store(&sd_fail_allocate_nth, nth);
  atomic_store(&sd_allocate_calls, 0);
  atomic_store(&sd_op_delay_us, (unsigned)delay);
  atomic_store(&sd_log_level, (int)log);
  return 1;
}
