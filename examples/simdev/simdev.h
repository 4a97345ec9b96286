/* simdev: the reference simulated-device plugin (libsimdev.so).
 *
 * This header is only for hosts and tests that want to look inside the
 * plugin. The plugin's real interface is SE_InitPlugin from se_api.h; the one
 * extra export, SIMDEV_GetCounters, returns process-wide counters so a test
 * can prove "no leak, no lost op, every defect detected" instead of trusting
 * log lines. A host finds it with dlsym(handle, "SIMDEV_GetCounters").
 *
 * The struct follows the same rule as every SP_ struct: the caller sets
 * struct_size, the plugin writes only what that size covers, so fields can be
 * appended later without breaking older hosts. */
#ifndef SIMDEV_H_
#define SIMDEV_H_

#include <stddef.h>
#include <stdint.h>

typedef struct SIMDEV_Counters {
  size_t struct_size; /* set by the caller to SIMDEV_COUNTERS_STRUCT_SIZE */

  /* Objects alive right now (created and not yet destroyed). */
  int64_t live_devices;
  int64_t live_streams;
  int64_t live_events;
  int64_t live_timers;
  int64_t live_device_allocations;
  int64_t live_host_allocations;    /* host_memory_allocate */
  int64_t live_unified_allocations; /* unified_memory_allocate */

  /* Work accounting: every stream operation ever enqueued and executed. */
  int64_t ops_enqueued;
  int64_t ops_executed;
  int64_t host_callbacks_run;

  /* Defects the plugin detected and reported (log line + counter), never
   * crashed on. */
  int64_t redzone_violations; /* bytes before/after a block were changed */
  int64_t double_frees;       /* freeing something freed recently */
  int64_t invalid_frees;      /* freeing something never allocated here */
  int64_t writes_after_free;  /* poison of a quarantined host block changed */
  int64_t invalid_handles;    /* NULL/foreign/destroyed stream, event, ... */
  int64_t double_destroys;    /* destroying a handle destroyed recently */
  int64_t freed_while_in_use; /* deallocate while a queued op still used it */
  int64_t injected_faults;    /* SIMDEV_FAIL_* faults that fired */

  /* Streams created by create_stream_with_options with has_priority set,
   * and the sum of the priorities they asked for: a simulated device has
   * no queue to prioritise (see README.md, "Stream priorities"), so this is
   * how a host proves the priority arrived. */
  int64_t priority_streams;
  int64_t priority_sum;

  /* The kernel module (TF_InitKernel): kernels registered with the core,
   * and kernel computations the stream workers ran. */
  int64_t kernels_registered;
  int64_t kernels_run;
} SIMDEV_Counters;

#define SIMDEV_COUNTERS_STRUCT_SIZE \
  (offsetof(SIMDEV_Counters, kernels_run) + sizeof(int64_t))

typedef void (*SIMDEV_GetCountersFn)(SIMDEV_Counters *counters);

#endif /* SIMDEV_H_ */
