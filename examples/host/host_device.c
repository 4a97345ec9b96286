/* Creating one device per ordinal as TensorFlow's executor cache does:
 * SE_CreateDeviceParams{ordinal, device -> SP_Device at the core's size whose
 * only non-zero member is struct_size}, create_device, the validator, then
 * get_device_count again. The plugin fills the whole SP_Device, ordinal
 * included (RFC 257); the host reads it back and never pre-fills it, so a
 * plugin that forgets it shows. The
 * filled SP_Device is copied to a new address and the original poisoned, so
 * a plugin that remembers the create-time pointer is detectable. */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POISON 0xDB

TF_Code host_device_open(host_platform *p, int ordinal, host_device *d,
                         char *msg, size_t n) {
  memset(d, 0, sizeof *d);
  d->platform = p;
  d->ordinal = ordinal;
  /* Both at exactly the active core's sizes, canaries after. */
  size_t dev_size = host_profile_size(HOST_SZ_DEVICE);
  size_t dev_obj = host_profile_object_size(HOST_SZ_DEVICE);
  size_t cp_size = host_profile_size(HOST_SZ_CREATE_DEVICE_PARAMS);
  SP_Device *dev = host_guard_alloc(dev_size, dev_obj);
  SE_CreateDeviceParams *cp =
      host_guard_alloc(cp_size, host_profile_object_size(HOST_SZ_CREATE_DEVICE_PARAMS));
  if (dev == NULL || cp == NULL) {
    host_guard_free(dev);
    host_guard_free(cp);
    host_format(msg, n, "out of memory");
    return TF_RESOURCE_EXHAUSTED;
  }
  dev->struct_size = dev_size; /* and nothing else: the plugin fills ordinal too */
  cp->struct_size = cp_size;
  cp->ordinal = ordinal;
  cp->device = dev;

  TF_Status *st = host_status_new();
  HOST_CALLABLE(SP_PlatformFns, p->platform_fns, create_device)(p->platform, cp, st);
  TF_Code c = host_status_code(st, "create_device");
  char why[400];
  host_status_describe(st, why, sizeof why);
  TF_DeleteStatus(st);
  d->canary_bad = host_guard_check(dev, 0, NULL) + host_guard_check(cp, 0, NULL);
  d->params_changed = cp->ordinal != ordinal || cp->device != dev ||
                      cp->struct_size != cp_size;
  host_guard_free(cp);
  if (c != TF_OK) {
    host_format(msg, n, "create_device(%d) failed: %s", ordinal, why);
    host_guard_free(dev);
    return c;
  }
  /* The device as this core reads it. */
  size_t plugin_size = dev->struct_size;
  d->device = host_core_copy(HOST_SZ_DEVICE, dev, dev_obj);
  if (d->device == NULL) {
    host_guard_free(dev);
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
    host_guard_free(dev);
    return c;
  }
  /* TF asks for the count again right after creating a device. */
  (void)host_platform_device_count(p);

  d->reported_ordinal = SP_Device_get_ordinal(d->device);
  memset(dev, POISON, dev_obj);
  d->created_at = dev;
  d->live = 1;
  if (n) msg[0] = '\0';
  return TF_OK;
}

size_t host_device_stale_writes(const host_device *d) {
  if (d->created_at == NULL) return 0;
  const unsigned char *b = (const unsigned char *)d->created_at;
  size_t bad = 0;
  size_t obj = host_profile_object_size(HOST_SZ_DEVICE);
  for (size_t i = 0; i < obj; i++) bad += b[i] != POISON;
  return bad;
}

void host_device_close(host_device *d) {
  if (d->live) {
    SP_PlatformFns_destroy_device_fn f =
        SP_PlatformFns_get_destroy_device(d->platform->platform_fns);
    if (f) f(d->platform->platform, d->device);
  }
  host_guard_free(d->device);
  host_guard_free(d->created_at);
  d->device = NULL;
  d->created_at = NULL;
  d->live = 0;
}
