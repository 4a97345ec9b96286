/* D: devices. Count, create/destroy per ordinal, device fns, bad ordinals,
 * and that the plugin does not hold on to the SP_Device address it was
 * handed (TF copies the struct into its executor). */
#include "conform.h"

#include <math.h>
#include <string.h>

/* D01 is judged from every count the plugin reported in the run (the
 * record's facts); its own child asks three times in a row. */
static conform_verdict d_count(conform_ctx *c) {
  int a = host_platform_device_count(&c->p);
  int b = host_platform_device_count(&c->p);
  int d = host_platform_device_count(&c->p);
  const char *src = SP_PlatformFns_get_get_device_count(c->p.platform_fns)
                        ? "get_device_count"
                        : "visible_device_count (0.0.1 field)";
  if (a < 0) return CONFORM_FAILF(c, "%s failed: %s", src, c->p.error);
  if (a != b || b != d) return CONFORM_FAILF(c, "%s unstable: %d, %d, %d", src, a, b, d);
  return CONFORM_PASSF(c, "%d device%s from %s", a, a == 1 ? "" : "s", src);
}

/* A string the plugin gave us: NUL within a sane length, printable. */
static int sane_string(const char *s) {
  if (s == NULL) return 1;
  for (size_t i = 0; i < 256; i++) {
    if (s[i] == '\0') return 1;
    if ((unsigned char)s[i] < 0x20) return 0;
  }
  return 0;
}

static conform_verdict d_create(conform_ctx *c) {
  int n = c->device_count < 8 ? c->device_count : 8;
  if (n <= 0) return CONFORM_NO_DEVICE(c);
  /* What the plugin wrote past its sizes or to the core's params is in the
   * record: D02 is also judged from it (conform_judge.c). */
  int bad = 0;
  for (int i = 0; i < n; i++) {
    host_device d;
    char msg[300];
    if (host_device_open(&c->p, i, &d, msg, sizeof msg) != TF_OK) {
      bad = 1;
      conform_note(c, "ordinal %d: %s", i, msg);
      continue;
    }
    const char *hw = SP_Device_get_hardware_name(d.device), *vendor = SP_Device_get_device_vendor(d.device),
               *pci = SP_Device_get_pci_bus_id(d.device);
    if (!sane_string(hw) || !sane_string(vendor) || !sane_string(pci))
      bad = 1, conform_note(c, "ordinal %d: unterminated or non-printable device string", i);
    if (i == 0)
      conform_note(c, "device 0: struct_size %zu, hardware '%s', vendor '%s', pci '%s'",
                   d.device->struct_size, hw ? hw : "-", vendor ? vendor : "-", pci ? pci : "-");
    host_device_close(&d);
  }
  return bad ? CONFORM_FAIL : CONFORM_PASSF(c, "%d device(s) created and destroyed", n);
}

static conform_verdict d_device_fns(conform_ctx *c) {
  if (!c->p.have_device_fns) return CONFORM_PASSF(c, "no device fns (0.0.1 layout): defaults apply");
  const SP_DeviceFns *f = c->p.device_fns;
  SP_DeviceFns_get_numa_node_fn numa = SP_DeviceFns_get_get_numa_node(f);
  SP_DeviceFns_get_memory_bandwidth_fn bw = SP_DeviceFns_get_get_memory_bandwidth(f);
  SP_DeviceFns_get_gflops_fn gf = SP_DeviceFns_get_get_gflops(f);
  if (numa) conform_note(c, "numa node %d", (int)numa(DEV(c)));
  if (bw) conform_note(c, "bandwidth %lld B/s", (long long)bw(DEV(c)));
  if (gf) {
    double g = gf(DEV(c));
    if (isnan(g) || isinf(g)) return CONFORM_FAILF(c, "get_gflops returned %f", g);
    conform_note(c, "%.1f GFLOP/s", g);
  }
  return CONFORM_PASSF(c, "device fns struct_size %zu", f->struct_size);
}

static conform_verdict d_bad_ordinal(conform_ctx *c) {
  return conform_bad_ordinals(c) ? CONFORM_FAIL : CONFORM_PASS;
}

static conform_verdict d_recreate(conform_ctx *c) {
  unsigned char in[256], out[256];
  if (c->device_count < 1) return CONFORM_NO_DEVICE(c);
  for (int round = 0; round < 2; round++) {
    host_device d;
    char msg[300];
    if (host_device_open(&c->p, 0, &d, msg, sizeof msg) != TF_OK)
      return CONFORM_FAILF(c, "round %d: %s", round, msg);
    for (size_t i = 0; i < sizeof in; i++) in[i] = (unsigned char)(i * 7 + round);
    SP_DeviceMemoryBase *m = conform_alloc(c, d.device, sizeof in);
    if (m == NULL) {
      /* Diagnose: put the device back where create_device saw it. If
       * allocation works then, the plugin reads the stale address. */
      host_handover_sweep(); /* what the plugin wrote there so far is its own */
      memcpy(d.created_at, d.device, host_profile_object_size(HOST_SZ_DEVICE));
      SP_DeviceMemoryBase *again = conform_alloc(c, d.device, sizeof in);
      conform_free(c, d.device, again);
      host_handover_retire(d.created_at); /* the host's own write is not the plugin's */
      return CONFORM_FAILF(c, "round %d: allocate on the relocated device failed%s", round,
                           again ? "; it works once the create-time SP_Device is restored: the plugin "
                                   "keeps and reads the address it was handed in create_device"
                                 : "");
    }
    TF_Code a = conform_sync_htod(c, d.device, m, in, sizeof in);
    TF_Code b = a == TF_OK ? conform_sync_dtoh(c, d.device, out, m, sizeof out) : a;
    conform_free(c, d.device, m);
    host_device_close(&d);
    if (b != TF_OK) return CONFORM_FAILF(c, "round %d: copy failed: %s", round, c->msg);
    if (memcmp(in, out, sizeof in)) return CONFORM_FAILF(c, "round %d: data mismatch", round);
  }
  return CONFORM_PASSF(c, "destroyed and recreated; relocated SP_Device works");
}

/* RFC 257: the plugin fills the whole SP_Device; TF's core sets only
 * struct_size and the host does the same, so an unset ordinal reads 0. */
static conform_verdict d_ordinal(conform_ctx *c) {
  int n = c->device_count < 8 ? c->device_count : 8;
  if (n <= 0) return CONFORM_NO_DEVICE(c);
  /* An ordinal left at another value is recorded (host_device_open): D06
   * is judged from every device created in the run. */
  int bad = 0;
  for (int i = 0; i < n; i++) {
    host_device d;
    char msg[300];
    if (host_device_open(&c->p, i, &d, msg, sizeof msg) != TF_OK)
      return CONFORM_NOT_RUN_BY(c, "D02", "create_device(%d): %s", i, msg);
    bad |= d.reported_ordinal != i;
    host_device_close(&d);
  }
  if (bad) return CONFORM_FAILF(c, "the plugin must set device->ordinal = params->ordinal (the core hands over an SP_Device with only struct_size set)");
  return CONFORM_PASSF(c, "SP_Device.ordinal = params->ordinal for %d device%s%s", n, n == 1 ? "" : "s",
                       n == 1 ? " (with one device an unset ordinal also reads 0: not conclusive)" : "");
}

const conform_case conform_cases_devices[] = {
    {"D01", "devices", "device count reported and stable", CONFORM_REQUIRED, NEEDS_READY, d_count, 0, HOST_MOD_SE},
    {"D02", "devices", "create_device/destroy_device for every ordinal", CONFORM_REQUIRED, NEEDS_READY, d_create, 0, HOST_MOD_SE},
    {"D03", "devices", "device fns return sane values", CONFORM_EXPECTED, NEEDS_DEVICE, d_device_fns, 0, HOST_MOD_SE},
    {"D04", "devices", "out-of-range ordinals refused", CONFORM_ADVISORY, NEEDS_READY, d_bad_ordinal, 0, HOST_MOD_SE},
    {"D05", "devices", "destroy/recreate; SP_Device used at its new address", CONFORM_EXPECTED, NEEDS_READY, d_recreate, 0, HOST_MOD_SE},
    {"D06", "devices", "create_device sets SP_Device.ordinal to the ordinal asked for", CONFORM_EXPECTED, NEEDS_READY, d_ordinal, 0, HOST_MOD_SE},
    {NULL, NULL, NULL, 0, 0, NULL, 0, 0},
};
