/* The demo workload, written the way a core uses the API: every call gets a
 * fresh status, every plugin struct is read through the guarded getters. */
#include "seabi_demo.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"


static int check(TF_Status *st, const char *what) {
  char buf[512];
  TF_Code c = host_status_code(st, what);
  printf("  %-44s %s\n", what, host_status_describe(st, buf, sizeof buf));
  TF_DeleteStatus(st);
  return c == TF_OK ? 0 : 1;
}

static void on_host(void *const arg, TF_Status *const status) {
  int *ran = arg;
  (*ran)++;
  TF_SetStatus(status, TF_OK, "");
}

static void print_stats(host_platform *p, SP_Device *d, const char *when) {
  SP_AllocatorStats s;
  memset(&s, 0, sizeof s);
  s.struct_size = host_profile_size(HOST_SZ_ALLOCATOR_STATS);
  if (!HOST_SE_CALL(p, get_allocator_stats)(d, &s)) {
    printf("  allocator stats %-28s none reported\n", when);
    return;
  }
  printf("  allocator stats %-28s num_allocs %lld, bytes_in_use %lld, peak %lld\n", when,
         (long long)SP_AllocatorStats_get_num_allocs(&s), (long long)SP_AllocatorStats_get_bytes_in_use(&s),
         (long long)SP_AllocatorStats_get_peak_bytes_in_use(&s));
}

static int demo_workload(void *arg) {
  const char *path = arg;
  static host_platform p;
  host_child_stage("registering");
  if (host_platform_open(&p, path) != TF_OK) {
    int loadable = p.stage >= HOST_STAGE_LOADED;
    printf("demo: cannot load %s: %s\n", path, p.error);
    host_platform_close(&p, 0);
    return loadable ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_USAGE;
  }
  host_child_stage("running the workload");
  int count = host_platform_device_count(&p);
  printf("demo: platform %s (type %s, settled to %s), %d device(s)\n", p.name, p.type, p.settled_to, count);
  host_device dev;
  char msg[512];
  if (count < 1 || host_device_open(&p, 0, &dev, msg, sizeof msg) != TF_OK) {
    printf("demo: no usable device: %s\n", count < 1 ? "count is 0" : msg);
    host_platform_close(&p, 0);
    return HOST_EXIT_PLUGIN_FAULT;
  }
  SP_Device *d = dev.device;
  int bad = 0, ran = 0;
  const size_t n = 1 << 20;
  unsigned char *in = malloc(n), *out = calloc(1, n);
  for (size_t i = 0; i < n; i++) in[i] = (unsigned char)(i * 13 + 7);

  print_stats(&p, d, "before:");
  SP_DeviceMemoryBase mem;
  memset(&mem, 0, sizeof mem);
  mem.struct_size = host_profile_size(HOST_SZ_DEVICE_MEMORY_BASE);
  HOST_SE_CALL(&p, allocate)(d, n, 0, &mem);
  int have_mem = SP_DeviceMemoryBase_get_opaque(&mem) != NULL;
  printf("  %-44s %s\n", "allocate 1 MiB", have_mem ? "OK" : "FAILED");
  if (!have_mem) bad = 1;
  print_stats(&p, d, "with 1 MiB live:");

  SP_Stream a = NULL, b = NULL;
  SP_Event e = NULL;
  TF_Status *st;
  st = host_status_new(); HOST_SE_CALL(&p, create_stream)(d, &a, st); bad |= check(st, "create_stream A");
  st = host_status_new(); HOST_SE_CALL(&p, create_stream)(d, &b, st); bad |= check(st, "create_stream B");
  st = host_status_new(); HOST_SE_CALL(&p, create_event)(d, &e, st); bad |= check(st, "create_event");
  if (!bad) {
    st = host_status_new(); HOST_SE_CALL(&p, memcpy_htod)(d, a, &mem, in, n, st); bad |= check(st, "memcpy_htod on A (1 MiB)");
    st = host_status_new(); HOST_SE_CALL(&p, record_event)(d, a, e, st); bad |= check(st, "record_event on A");
    st = host_status_new(); HOST_SE_CALL(&p, wait_for_event)(d, b, e, st); bad |= check(st, "wait_for_event on B");
    st = host_status_new(); HOST_SE_CALL(&p, memcpy_dtoh)(d, b, out, &mem, n, st); bad |= check(st, "memcpy_dtoh on B (1 MiB)");
    TF_Bool ok = HOST_SE_CALL(&p, host_callback)(d, b, on_host, &ran);
    printf("  %-44s %s\n", "host_callback on B", ok ? "enqueued" : "REFUSED");
    if (!ok) bad = 1;
    SP_StreamExecutor_block_host_until_done_fn block = HOST_SE(&p, block_host_until_done);
    if (block) {
      st = host_status_new(); block(d, b, st); bad |= check(st, "block_host_until_done B");
    } else {
      st = host_status_new(); HOST_SE_CALL(&p, synchronize_all_activity)(d, st); bad |= check(st, "synchronize_all_activity");
    }
    int same = memcmp(in, out, n) == 0;
    printf("  %-44s %s\n", "round trip A -> device -> B", same ? "data matches" : "DATA DIFFERS");
    printf("  %-44s %d time(s)\n", "host callback ran", ran);
    if (!same || ran != 1) bad = 1;
  }
  if (e) HOST_SE_CALL(&p, destroy_event)(d, e);
  if (a) HOST_SE_CALL(&p, destroy_stream)(d, a);
  if (b) HOST_SE_CALL(&p, destroy_stream)(d, b);
  HOST_SE_CALL(&p, deallocate)(d, &mem);
  print_stats(&p, d, "after deallocate:");
  free(in);
  free(out);
  host_child_stage("tearing down and unloading");
  host_device_close(&dev);
  host_platform_close(&p, 0);
  printf("demo: %s\n", bad ? "FAILED" : "workload completed");
  return bad ? HOST_EXIT_PLUGIN_FAULT : HOST_EXIT_OK;
}

int seabi_demo(const char *path, int timeout_ms) {
  host_child_result res;
  if (host_child_run(demo_workload, (void *)path, timeout_ms, &res) != HOST_CHILD_DONE)
    printf("demo: %s\n", res.why);
  return host_child_exit_code(&res);
}
