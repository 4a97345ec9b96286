/* Copies and fills.
 *
 * Every range is validated when the call is made (unknown address, freed
 * allocation, overrun, NULL host pointer, host pointer that is really a
 * device address -- tensorflow/tensorflow#57095) and the caller gets a clear
 * status instead of a crash. The device ranges are then pinned, so the op can
 * run later on the worker even if the core frees the memory too early.
 *
 * memset32: `size` is in BYTES (must be a multiple of 4) and all 32 bits of
 * the pattern are written, in the host's byte order. ITEX and VEDA treated
 * size as a word count (4x overrun), ITEX also swapped size and pattern and
 * kept only the low byte (real_plugins.md 2.3, 2.5). */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "sd_internal.h"

static uint64_t device_addr(const SP_DeviceMemoryBase *mem) {
  return (uint64_t)(uintptr_t)SP_DeviceMemoryBase_get_opaque(mem);
}

/* The device owning a (validated) device address, with a reference. */
static sd_device *device_of(uint64_t addr) {
  if (!sd_is_device_address(addr)) return NULL;
  return sd_device_by_slot((unsigned)((addr >> SD_VA_SLOT_SHIFT) & 0xFFu));
}

static TF_Code check_host(const void *p, uint64_t size, const char *caller,
                          const char *what, char *msg, size_t msg_size) {
  if (p == NULL) {
    snprintf(msg, msg_size, "%s: %s is NULL (size %" PRIu64 ")", caller, what,
             size);
    return TF_INVALID_ARGUMENT;
  }
  if (sd_is_device_address((uint64_t)(uintptr_t)p)) {
    snprintf(msg, msg_size,
             "%s: %s %p is a simdev device address, not host memory", caller,
             what, p);
    return TF_INVALID_ARGUMENT;
  }
  return sd_memory_check_host_range(p, size, caller, what, msg, msg_size);
}

/* Pins a device range: through the stream (its cache of allocations) when
 * the op goes into one, else through the device's table. */
static TF_Code pin(sd_stream *s, sd_device *held, uint64_t addr, uint64_t size,
                   const char *caller, const char *what, sd_pin *out,
                   char *msg, size_t msg_size) {
  if (s != NULL)
    return sd_stream_pin(s, addr, size, caller, what, out, msg, msg_size);
  return sd_memory_pin(addr, size, held, caller, what, out, msg, msg_size);
}

/* Builds a copy op in *op (a queue slot of `s`, or a local op when s is
 * NULL): each side is either host memory (host != NULL path) or a device
 * range that gets pinned. Returns TF_OK, or the reason in msg with nothing
 * left pinned. */
static TF_Code prepare_copy(sd_op *op, sd_stream *s, sd_device *held,
                            const char *caller, void *host_dst,
                            const SP_DeviceMemoryBase *dev_dst,
                            const void *host_src,
                            const SP_DeviceMemoryBase *dev_src, uint64_t size,
                            char *msg, size_t msg_size) {
  op->kind = SD_OP_COPY;
  op->caller = caller;
  op->u.copy.size = size;
  op->u.copy.dst_pin = (sd_pin){NULL, NULL};
  op->u.copy.src_pin = (sd_pin){NULL, NULL};
  TF_Code code = TF_OK;
  if (host_dst != NULL || dev_dst == NULL) {
    code = check_host(host_dst, size, caller, "host_dst", msg, msg_size);
    op->u.copy.dst = (unsigned char *)host_dst;
  } else {
    code = pin(s, held, device_addr(dev_dst), size, caller, "device_dst",
               &op->u.copy.dst_pin, msg, msg_size);
    op->u.copy.dst = op->u.copy.dst_pin.ptr;
  }
  if (code != TF_OK) return code;
  if (host_src != NULL || dev_src == NULL) {
    code = check_host(host_src, size, caller, "host_src", msg, msg_size);
    op->u.copy.src = (const unsigned char *)host_src;
  } else {
    code = pin(s, held, device_addr(dev_src), size, caller, "device_src",
               &op->u.copy.src_pin, msg, msg_size);
    op->u.copy.src = op->u.copy.src_pin.ptr;
  }
  if (code != TF_OK) sd_memory_unpin(&op->u.copy.dst_pin);
  return code;
}

void sd_copy_execute(const sd_op *op) {
  if (op->kind == SD_OP_COPY) {
    /* dtod within one allocation may overlap: memmove then; otherwise
     * memcpy, which glibc makes faster for large blocks. Compared as
     * integers because the two ranges may belong to unrelated objects. */
    uintptr_t d = (uintptr_t)op->u.copy.dst, s = (uintptr_t)op->u.copy.src;
    size_t n = (size_t)op->u.copy.size;
    if (d + n <= s || s + n <= d)
      memcpy(op->u.copy.dst, op->u.copy.src, n);
    else
      memmove(op->u.copy.dst, op->u.copy.src, n);
    return;
  }
  unsigned char *d = op->u.fill.dst;
  uint64_t n = op->u.fill.size;
  if (op->u.fill.width == 1) {
    memset(d, (int)(op->u.fill.pattern & 0xFFu), (size_t)n);
    return;
  }
  uint32_t pattern = op->u.fill.pattern;
  for (uint64_t i = 0; i < n; i += 4) memcpy(d + i, &pattern, 4);
}

static void release_op_pins(sd_op *op) {
  if (op->kind == SD_OP_COPY) {
    sd_memory_unpin(&op->u.copy.dst_pin);
    sd_memory_unpin(&op->u.copy.src_pin);
  } else if (op->kind == SD_OP_FILL) {
    sd_memory_unpin(&op->u.fill.pin);
  }
}

static void async_copy(const char *caller, const SP_Device *device,
                       SP_Stream stream, void *host_dst,
                       const SP_DeviceMemoryBase *dev_dst, const void *host_src,
                       const SP_DeviceMemoryBase *dev_src, uint64_t size,
                       TF_Status *status) {
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  if (size == 0) {
    sd_status_ok(status); /* nothing to copy; no address is inspected */
    return;
  }
  char msg[512];
  TF_Code code;
  sd_op *op = sd_stream_begin(s, SD_OP_COPY, caller, &code, msg, sizeof msg);
  if (op == NULL) {
    /* The stream refuses work (stopping, failed). A bad range is still
     * reported first, as it always was: ranges are checked before the
     * stream. */
    sd_op local;
    char why[512];
    TF_Code bad = prepare_copy(&local, NULL, dev, caller, host_dst, dev_dst,
                               host_src, dev_src, size, why, sizeof why);
    if (bad != TF_OK) {
      sd_status(status, bad, "%s", why);
    } else {
      release_op_pins(&local);
      sd_status(status, code, "%s", msg);
    }
    return;
  }
  code = prepare_copy(op, s, dev, caller, host_dst, dev_dst, host_src, dev_src,
                      size, msg, sizeof msg);
  if (code != TF_OK) {
    sd_stream_cancel(s);
    sd_status(status, code, "%s", msg);
    return;
  }
  sd_stream_commit(s);
  sd_status_ok(status);
}

void sd_se_memcpy_dtoh(const SP_Device *device, SP_Stream stream,
                       void *host_dst, const SP_DeviceMemoryBase *device_src,
                       uint64_t size, TF_Status *status) {
  if (device_src == NULL && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT, "memcpy_dtoh: device_src is NULL");
    return;
  }
  async_copy("memcpy_dtoh", device, stream, host_dst, NULL, NULL, device_src,
             size, status);
}

void sd_se_memcpy_htod(const SP_Device *device, SP_Stream stream,
                       SP_DeviceMemoryBase *device_dst, const void *host_src,
                       uint64_t size, TF_Status *status) {
  if (device_dst == NULL && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT, "memcpy_htod: device_dst is NULL");
    return;
  }
  async_copy("memcpy_htod", device, stream, NULL, device_dst, host_src, NULL,
             size, status);
}

void sd_se_memcpy_dtod(const SP_Device *device, SP_Stream stream,
                       SP_DeviceMemoryBase *device_dst,
                       const SP_DeviceMemoryBase *device_src, uint64_t size,
                       TF_Status *status) {
  /* The source may live on another device: its address names the device. */
  if ((device_dst == NULL || device_src == NULL) && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "memcpy_dtod: device_dst %p / device_src %p must not be NULL",
              (void *)device_dst, (const void *)device_src);
    return;
  }
  async_copy("memcpy_dtod", device, stream, NULL, device_dst, NULL, device_src,
             size, status);
}

/* Synchronous copies first wait for all work already enqueued on the
 * device's streams (so they observe earlier async writes), then copy on the
 * caller's thread. */
static void sync_copy(const char *caller, const SP_Device *device,
                      void *host_dst, const SP_DeviceMemoryBase *dev_dst,
                      const void *host_src, const SP_DeviceMemoryBase *dev_src,
                      uint64_t size, TF_Status *status) {
  sd_device *dev;
  if (!sd_check_device(device, caller, status, &dev)) return;
  char msg[512];
  if (size == 0) {
    sd_status_ok(status);
    return;
  }
  sd_op op;
  TF_Code code = prepare_copy(&op, NULL, dev, caller, host_dst, dev_dst,
                              host_src, dev_src, size, msg, sizeof msg);
  if (code == TF_OK) {
    /* Drain the called device and the devices owning either range (a
     * dtod may read from or write to another device's memory). */
    sd_device *devs[3] = {dev, NULL, NULL};
    if (dev_dst != NULL) devs[1] = device_of(device_addr(dev_dst));
    if (dev_src != NULL) devs[2] = device_of(device_addr(dev_src));
    char sync_msg[400];
    for (int i = 0; i < 3 && code == TF_OK; i++) {
      if (devs[i] == NULL || (i > 0 && devs[i] == dev) ||
          (i == 2 && devs[2] == devs[1]))
        continue;
      /* Another stream's sticky error is that stream's business: a sync
       * copy only needs the earlier work finished. */
      code = sd_device_synchronize(devs[i], 0, sync_msg, sizeof sync_msg);
      if (code != TF_OK)
        snprintf(msg, sizeof msg, "%s: device %d: %s", caller, devs[i]->ordinal,
                 sync_msg);
    }
    sd_device_unref(devs[1]);
    sd_device_unref(devs[2]);
    if (code == TF_OK) {
      sd_inject_delay();
      sd_copy_execute(&op);
    }
    release_op_pins(&op);
  }
  if (code == TF_OK)
    sd_status_ok(status);
  else
    sd_status(status, code, "%s", msg);
}

void sd_se_sync_memcpy_dtoh(const SP_Device *device, void *host_dst,
                            const SP_DeviceMemoryBase *device_src,
                            uint64_t size, TF_Status *status) {
  if (device_src == NULL && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "sync_memcpy_dtoh: device_src is NULL");
    return;
  }
  sync_copy("sync_memcpy_dtoh", device, host_dst, NULL, NULL, device_src, size,
            status);
}

void sd_se_sync_memcpy_htod(const SP_Device *device,
                            SP_DeviceMemoryBase *device_dst,
                            const void *host_src, uint64_t size,
                            TF_Status *status) {
  if (device_dst == NULL && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "sync_memcpy_htod: device_dst is NULL");
    return;
  }
  sync_copy("sync_memcpy_htod", device, NULL, device_dst, host_src, NULL, size,
            status);
}

void sd_se_sync_memcpy_dtod(const SP_Device *device,
                            SP_DeviceMemoryBase *device_dst,
                            const SP_DeviceMemoryBase *device_src,
                            uint64_t size, TF_Status *status) {
  if ((device_dst == NULL || device_src == NULL) && size != 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "sync_memcpy_dtod: device_dst %p / device_src %p must not be "
              "NULL",
              (void *)device_dst, (const void *)device_src);
    return;
  }
  sync_copy("sync_memcpy_dtod", device, NULL, device_dst, NULL, device_src,
            size, status);
}

/* fill with every check and report; fill() below takes it for anything
 * but the common case. */
SD_NOINLINE static void fill_full(const char *caller, const SP_Device *device,
                                  SP_Stream stream,
                                  SP_DeviceMemoryBase *location,
                                  uint32_t pattern, int width, uint64_t size,
                                  TF_Status *status) {
  sd_device *dev;
  sd_stream *s;
  if (!sd_check_stream(device, stream, caller, status, &dev, &s)) return;
  char msg[512];
  if (width == 4 && size % 4 != 0) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: size %" PRIu64 " is in bytes and must be a multiple of 4",
              caller, size);
  } else if (size == 0) {
    sd_status_ok(status);
  } else if (location == NULL) {
    sd_status(status, TF_INVALID_ARGUMENT,
              "%s: location is NULL (size %" PRIu64 ")", caller, size);
  } else {
    TF_Code code;
    sd_op *op = sd_stream_begin(s, SD_OP_FILL, caller, &code, msg, sizeof msg);
    if (op == NULL) {
      /* The stream refuses work; a bad range is still reported first. */
      sd_pin local;
      char why[512];
      TF_Code bad = sd_memory_pin(device_addr(location), size, dev, caller,
                                  "location", &local, why, sizeof why);
      sd_memory_unpin(&local);
      if (bad != TF_OK)
        sd_status(status, bad, "%s", why);
      else
        sd_status(status, code, "%s", msg);
      return;
    }
    op->u.fill.size = size;
    op->u.fill.pattern = pattern;
    op->u.fill.width = width;
    code = sd_stream_pin(s, device_addr(location), size, caller, "location",
                         &op->u.fill.pin, msg, sizeof msg);
    op->u.fill.dst = op->u.fill.pin.ptr;
    if (code != TF_OK) {
      sd_stream_cancel(s);
      sd_status(status, code, "%s", msg);
      return;
    }
    sd_stream_commit(s);
    sd_status_ok(status);
  }
}

/* The common case -- valid handles, a non-empty range in an allocation
 * the stream pinned last, the stream free and healthy -- with no call but
 * TF_SetStatus: the same steps fill_full takes, without the reporting. */
static inline void fill(const char *caller, const SP_Device *device,
                        SP_Stream stream, SP_DeviceMemoryBase *location,
                        uint32_t pattern, int width, uint64_t size,
                        TF_Status *status) {
  sd_stream *s = sd_stream_quick(device, stream);
  if (s != NULL && size != 0 && location != NULL &&
      (width == 1 || size % 4 == 0)) {
    sd_op *op = sd_stream_try_begin(s, SD_OP_FILL, caller);
    if (op != NULL) {
      if (sd_stream_try_pin(s, device_addr(location), size, &op->u.fill.pin)) {
        op->u.fill.dst = op->u.fill.pin.ptr;
        op->u.fill.size = size;
        op->u.fill.pattern = pattern;
        op->u.fill.width = width;
        sd_stream_commit(s);
        sd_status_ok(status);
        return;
      }
      sd_stream_cancel(s);
    }
  }
  fill_full(caller, device, stream, location, pattern, width, size, status);
}

void sd_se_mem_zero(const SP_Device *device, SP_Stream stream,
                    SP_DeviceMemoryBase *location, uint64_t size,
                    TF_Status *status) {
  fill("mem_zero", device, stream, location, 0, 1, size, status);
}

void sd_se_memset(const SP_Device *device, SP_Stream stream,
                  SP_DeviceMemoryBase *location, uint8_t pattern, uint64_t size,
                  TF_Status *status) {
  fill("memset", device, stream, location, pattern, 1, size, status);
}

void sd_se_memset32(const SP_Device *device, SP_Stream stream,
                    SP_DeviceMemoryBase *location, uint32_t pattern,
                    uint64_t size, TF_Status *status) {
  fill("memset32", device, stream, location, pattern, 4, size, status);
}
