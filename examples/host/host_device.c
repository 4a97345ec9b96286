/* Creating one device per ordinal as TensorFlow's executor cache does:
 * SE_CreateDeviceParams{ordinal, device -> SP_Device at the core's size whose
 * only non-zero member is struct_size}, create_device, the validator, then
 * get_device_count again. The plugin fills the whole SP_Device, ordinal
 * included (RFC 257); the host reads it back and never pre-fills it, so a
 * plugin that forgets it shows. Both structs are handovers: what the plugin
 * wrote past its sizes, to the core's params or (later) through the
 * create-time SP_Device address goes to the record; the host works on a
 * copy at a new address, as TensorFlow does. */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

TF_Code host_device_open(host_platform *p, int ordinal, host_device *d,
                         char *msg, size_t n) {
  memset(d, 0, sizeof *d);
  d->platform = p;
  d->ordinal = ordinal;
  if (host_prereq_refuse(HOST_PREREQ_CREATE_DEVICE, msg, n)) return TF_DEADLINE_EXCEEDED;
  char call[48];
  host_format(call, sizeof call, "create_device");
  /* Both at exactly the active core's sizes, canaries after. */
  SP_Device *dev = host_handover_new(HOST_SZ_DEVICE, call);
  SE_CreateDeviceParams *cp = host_handover_new(HOST_SZ_CREATE_DEVICE_PARAMS, call);
  if (dev == NULL || cp == NULL) {
    host_guard_free(dev);
    host_guard_free(cp);
    host_format(msg, n, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  /* SP_Device keeps only struct_size: the plugin fills ordinal too. */
  cp->ordinal = ordinal;
  cp->device = dev;
  host_handover_ready(cp);

  TF_Status *st = host_status_new();
  HOST_CALLABLE(SP_PlatformFns, p->platform_fns, create_device)(p->platform, cp, st);
  TF_Code c = host_status_code(st, "create_device");
  char why[400];
  host_status_describe(st, why, sizeof why);
  TF_DeleteStatus(st);
  size_t plugin_size = c == TF_OK ? host_handover_returned(dev) : host_handover_refused(dev);
  host_handover_returned(cp);
  host_handover_retire(cp);
  if (c != TF_OK) {
    host_format(msg, n, "create_device(%d) failed: %s", ordinal, why);
    host_handover_retire(dev);
    return c;
  }
  /* The device as this core reads it. */
  d->device = host_core_copy(HOST_SZ_DEVICE, dev, host_guard_object_size(dev));
  host_handover_retire(dev);
  d->created_at = dev;
  if (d->device == NULL) {
    host_format(msg, n, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  c = SP_Device_validate(d->device, msg, n);
  if (c != TF_OK) {
    char note[400];
    size_t used = strlen(msg);
    host_format(msg + used, n - used, "%s", host_layout_note(HOST_SZ_DEVICE, plugin_size, note, sizeof note));
    host_guard_free(d->device);
    d->device = NULL;
    return c;
  }
  /* TF asks for the count again right after creating a device. */
  (void)host_platform_device_count(p);

  d->reported_ordinal = SP_Device_get_ordinal(d->device);
  if (d->reported_ordinal != ordinal) {
    char asked[48];
    host_format(asked, sizeof asked, "create_device(%d)", ordinal);
    host_record_value(HOST_OBS_ORDINAL, HOST_SZ_DEVICE, asked, d->reported_ordinal);
  }
  d->live = 1;
  if (n) msg[0] = '\0';
  return TF_OK;
}

void host_device_close(host_device *d) {
  if (d->live) {
    SP_PlatformFns_destroy_device_fn f =
        SP_PlatformFns_get_destroy_device(d->platform->platform_fns);
    if (f) f(d->platform->platform, d->device);
  }
  host_guard_free(d->device);
  d->device = NULL;
  d->live = 0;
  /* created_at stays retired (swept) until the command ends: a plugin may
   * write through the create-time address after destroy_device too. */
}

SP_DeviceMemoryBase *host_device_alloc(host_platform *p, SP_Device *d, uint64_t size) {
  SP_StreamExecutor_allocate_fn f = HOST_SE(p, allocate);
  if (f == NULL) return NULL;
  /* At exactly the core's size: the handover records a write past it. As
   * in TensorFlow the core keeps its own copy of what allocate filled in,
   * and the struct the plugin filled is retired. */
  SP_DeviceMemoryBase *m = host_handover_new(HOST_SZ_DEVICE_MEMORY_BASE, "allocate");
  if (m == NULL) return NULL;
  f(d, size, 0, m);
  SP_DeviceMemoryBase *kept = NULL;
  /* A NULL opaque is allocate's way to fail (it has no status). */
  if (SP_DeviceMemoryBase_get_opaque(m) != NULL) {
    host_handover_returned(m);
    kept = host_core_copy(HOST_SZ_DEVICE_MEMORY_BASE, m, host_guard_object_size(m));
  } else {
    host_handover_refused(m);
  }
  host_handover_retire(m);
  return kept;
}

void host_device_free(host_platform *p, SP_Device *d, SP_DeviceMemoryBase *m) {
  SP_StreamExecutor_deallocate_fn f = HOST_SE(p, deallocate);
  if (m == NULL) return;
  if (f != NULL) f(d, m);
  host_guard_free(m);
}
