/* Devices: one sd_device per create_device call, found by the core through
 * SP_Device.device_handle and by the copy engine through the slot tag in
 * device addresses (so memcpy_dtod works across devices although the
 * callback receives only one SP_Device -- tensorflow/tensorflow#53446).
 *
 * The plugin never keeps the SP_Device* the core hands to create_device: the
 * core copies that struct by value afterwards (tf_ground_truth.md section 3).
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sd_internal.h"

static pthread_mutex_t slots_mu = PTHREAD_MUTEX_INITIALIZER;
static sd_device *slots[256]; /* slot -> device; slot 0 is never used */
static unsigned next_slot = 1;

/* Under the device lock, so a call that borrowed the device while it was
 * being destroyed (a core bug) finds empty tables rather than freed ones.
 * The mutex itself lives until the memory is reused (device_dispose). */
static void device_finalize(sd_object *o) {
  sd_device *dev = (sd_device *)o;
  pthread_mutex_lock(&dev->mu);
  free(dev->allocs);
  free(dev->streams);
  dev->allocs = NULL;
  dev->streams = NULL;
  dev->n_allocs = dev->cap_allocs = dev->n_streams = dev->cap_streams = 0;
  pthread_mutex_unlock(&dev->mu);
  SD_COUNT_ADD(live_devices, -1);
}

static void device_dispose(sd_object *o) {
  sd_device *dev = (sd_device *)o;
  free(dev->allocs); /* NULL unless a racing call refilled them */
  free(dev->streams);
  pthread_mutex_destroy(&dev->mu);
}

sd_device *sd_device_create(int ordinal, uint64_t capacity) {
  sd_device *dev = (sd_device *)sd_object_new(SD_KIND_DEVICE, sizeof *dev,
                                              device_finalize, device_dispose);
  if (dev == NULL) return NULL;
  dev->ordinal = ordinal;
  dev->capacity = capacity;
  pthread_mutex_init(&dev->mu, NULL);
  SD_COUNT_ADD(live_devices, 1);
  /* Round-robin slots so addresses of a destroyed device are not reused by
   * the next one right away (they resolve to "unknown", not to new data). */
  pthread_mutex_lock(&slots_mu);
  for (unsigned n = 0; n < 255 && dev->slot == 0; n++) {
    unsigned s = next_slot;
    next_slot = next_slot == 255 ? 1 : next_slot + 1;
    if (slots[s] == NULL) {
      dev->slot = s;
      slots[s] = dev;
    }
  }
  pthread_mutex_unlock(&slots_mu);
  if (dev->slot == 0) {
    sd_object_unref(&dev->obj);
    return NULL;
  }
  /* First address: leave a gap after the tag so address 0 of a device is
   * never valid (an offset-0 bug shows up as "unknown address"). */
  dev->next_va =
      SD_VA_TAG | ((uint64_t)dev->slot << SD_VA_SLOT_SHIFT) | (uint64_t)0x10000;
  snprintf(dev->hardware_name, sizeof dev->hardware_name,
           "SIMDEV simulated device %d", ordinal);
  snprintf(dev->vendor, sizeof dev->vendor, "seabi");
  /* dddd:bb:dd.f, hexadecimal, bus = ordinal (schema 0.1.1 format). */
  snprintf(dev->pci_bus_id, sizeof dev->pci_bus_id, "0000:%02x:00.0",
           (unsigned)ordinal & 0xffu);
  sd_handle_publish(&dev->obj);
  return dev;
}

sd_device *sd_device_by_slot(unsigned slot) {
  sd_device *dev = NULL;
  pthread_mutex_lock(&slots_mu);
  if (slot < 256 && slots[slot] != NULL) {
    dev = slots[slot];
    sd_object_ref(&dev->obj);
  }
  pthread_mutex_unlock(&slots_mu);
  return dev;
}

void sd_device_destroy(sd_device *dev) {
  pthread_mutex_lock(&slots_mu);
  if (slots[dev->slot] == dev) slots[dev->slot] = NULL;
  pthread_mutex_unlock(&slots_mu);
  pthread_mutex_lock(&dev->mu);
  size_t streams = dev->n_streams;
  pthread_mutex_unlock(&dev->mu);
  if (streams != 0)
    sd_log(1,
           "destroy_device: device %d still has %zu live stream(s); they "
           "keep working until destroyed",
           dev->ordinal, streams);
  uint64_t bytes = 0;
  size_t leaked = sd_memory_release_device(dev, &bytes);
  if (leaked != 0)
    sd_log(1,
           "destroy_device: device %d had %zu allocation(s) (%" PRIu64
           " bytes) never deallocated; freed them",
           dev->ordinal, leaked, bytes);
}

int sd_device_add_stream(sd_device *dev, sd_stream *s) {
  pthread_mutex_lock(&dev->mu);
  if (dev->n_streams == dev->cap_streams) {
    size_t cap = dev->cap_streams ? dev->cap_streams * 2 : 16;
    sd_stream **n = (sd_stream **)realloc(dev->streams, cap * sizeof *n);
    if (n == NULL) {
      pthread_mutex_unlock(&dev->mu);
      return 0;
    }
    dev->streams = n;
    dev->cap_streams = cap;
  }
  dev->streams[dev->n_streams++] = s;
  pthread_mutex_unlock(&dev->mu);
  return 1;
}

void sd_device_remove_stream(sd_device *dev, sd_stream *s) {
  pthread_mutex_lock(&dev->mu);
  for (size_t i = 0; i < dev->n_streams; i++) {
    if (dev->streams[i] == s) {
      dev->streams[i] = dev->streams[--dev->n_streams];
      break;
    }
  }
  pthread_mutex_unlock(&dev->mu);
}

TF_Code sd_device_synchronize(sd_device *dev, int report_stream_errors,
                              char *msg, size_t msg_size) {
  /* Snapshot (stream, last enqueued seq) pairs under the device lock, then
   * wait without it: work enqueued after the call is not waited for, and
   * other threads can keep creating streams and enqueueing meanwhile. */
  pthread_mutex_lock(&dev->mu);
  size_t n = dev->n_streams;
  sd_stream **snap = (sd_stream **)malloc((n ? n : 1) * sizeof *snap);
  uint64_t *targets = (uint64_t *)malloc((n ? n : 1) * sizeof *targets);
  if (snap == NULL || targets == NULL) {
    pthread_mutex_unlock(&dev->mu);
    free(snap);
    free(targets);
    snprintf(msg, msg_size, "out of host memory while synchronizing");
    return TF_RESOURCE_EXHAUSTED;
  }
  for (size_t i = 0; i < n; i++) {
    snap[i] = dev->streams[i];
    sd_object_ref(&snap[i]->obj);
    targets[i] = sd_stream_snapshot(snap[i]);
  }
  pthread_mutex_unlock(&dev->mu);
  TF_Code code = TF_OK;
  for (size_t i = 0; i < n; i++) {
    if (!sd_stream_wait(snap[i], targets[i]) && code == TF_OK) {
      code = TF_FAILED_PRECONDITION;
      snprintf(msg, msg_size,
               "called from a host callback of stream %p of this device, "
               "which would wait for itself (deadlock)",
               (void *)snap[i]);
    }
    if (code == TF_OK && report_stream_errors)
      code = sd_stream_error(snap[i], targets[i], msg, msg_size);
    sd_stream_unref(snap[i]);
  }
  free(snap);
  free(targets);
  return code;
}

/* ---- SP_DeviceFns (schema 0.1.0) ---------------------------------------- */
/* Values are nominal for a simulated device and documented as such; they are
 * not copied from real hardware. */
static int32_t get_numa_node(const SP_Device *device) {
  if (sd_device_check(device) == NULL) return -1; /* unknown, per schema */
  return 0; /* device memory is host memory: NUMA node 0 */
}

static int64_t get_memory_bandwidth(const SP_Device *device) {
  if (sd_device_check(device) == NULL) return -1;
  return (int64_t)10 * 1000 * 1000 * 1000; /* nominal 10 GB/s */
}

static double get_gflops(const SP_Device *device) {
  if (sd_device_check(device) == NULL) return -1.0;
  return -1.0; /* no compute units: unknown */
}

void sd_fill_device_fns(SP_DeviceFns *fns) {
  SP_DeviceFns_set_ext(fns, NULL);
  SP_DeviceFns_set_get_numa_node(fns, get_numa_node);
  SP_DeviceFns_set_get_memory_bandwidth(fns, get_memory_bandwidth);
  SP_DeviceFns_set_get_gflops(fns, get_gflops);
}
