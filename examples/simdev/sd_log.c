/* Status and log helpers, and the counters behind SIMDEV_GetCounters.
 *
 * Every callback that takes a TF_Status sets it explicitly, success included:
 * real plugins relied on the core's default OK and so reported success for
 * work they never did (real_plugins.md section 4, lesson 7). */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sd_internal.h"

sd_counters sd_count;
_Atomic int sd_log_level = 1;

void sd_status(TF_Status *status, TF_Code code, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  sd_log(2, "status %d: %s", (int)code, msg);
  if (status != NULL) TF_SetStatus(status, code, msg);
}

void sd_log(int level, const char *fmt, ...) {
  if (atomic_load_explicit(&sd_log_level, memory_order_relaxed) < level) return;
  char line[640];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  /* One fprintf per line so lines from different threads do not interleave. */
  fprintf(stderr, "simdev: %s\n", line);
}

void sd_inject_delay(void) {
  unsigned us = atomic_load_explicit(&sd_op_delay_us, memory_order_relaxed);
  if (us == 0) return;
  struct timespec ts = {(time_t)(us / 1000000u), (long)(us % 1000000u) * 1000L};
  while (nanosleep(&ts, &ts) != 0) {
  }
}

/* The optional introspection export. Copies only what the caller's
 * struct_size covers, the same rule the SP_ structs follow. */
SD_EXPORT void SIMDEV_GetCounters(SIMDEV_Counters *out) {
  if (out == NULL || out->struct_size < sizeof(size_t)) return;
  SIMDEV_Counters c;
  memset(&c, 0, sizeof c);
  c.live_devices = atomic_load(&sd_count.live_devices);
  c.live_streams = atomic_load(&sd_count.live_streams);
  c.live_events = atomic_load(&sd_count.live_events);
  c.live_timers = atomic_load(&sd_count.live_timers);
  c.live_device_allocations = atomic_load(&sd_count.live_device_allocations);
  c.live_host_allocations = atomic_load(&sd_count.live_host_allocations);
  c.live_unified_allocations = atomic_load(&sd_count.live_unified_allocations);
  c.ops_enqueued = atomic_load(&sd_count.ops_enqueued);
  c.ops_executed = atomic_load(&sd_count.ops_executed);
  c.host_callbacks_run = atomic_load(&sd_count.host_callbacks_run);
  c.redzone_violations = atomic_load(&sd_count.redzone_violations);
  c.double_frees = atomic_load(&sd_count.double_frees);
  c.invalid_frees = atomic_load(&sd_count.invalid_frees);
  c.writes_after_free = atomic_load(&sd_count.writes_after_free);
  c.invalid_handles = atomic_load(&sd_count.invalid_handles);
  c.double_destroys = atomic_load(&sd_count.double_destroys);
  c.freed_while_in_use = atomic_load(&sd_count.freed_while_in_use);
  c.injected_faults = atomic_load(&sd_count.injected_faults);
  c.priority_streams = atomic_load(&sd_count.priority_streams);
  c.priority_sum = atomic_load(&sd_count.priority_sum);
  c.kernels_registered = atomic_load(&sd_count.kernels_registered);
  c.kernels_run = atomic_load(&sd_count.kernels_run);
  size_t n = out->struct_size < SIMDEV_COUNTERS_STRUCT_SIZE
                 ? out->struct_size
                 : SIMDEV_COUNTERS_STRUCT_SIZE;
  size_t keep = out->struct_size;
  memcpy(out, &c, n);
  out->struct_size =
      keep < SIMDEV_COUNTERS_STRUCT_SIZE ? keep : SIMDEV_COUNTERS_STRUCT_SIZE;
}
