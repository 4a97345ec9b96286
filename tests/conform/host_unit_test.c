/* Unit tests of the host library's building blocks: shared-object names,
 * sentinel statuses, canary buffers, version inference, and the platform and
 * device life cycle (relocation, version refusal) on a test plugin, and the
 * guarded child: every way plugin code can end it, and a host fault told
 * from a plugin fault.
 * Usage: host_unit_test PLUGIN_DIR. Prints "ok"/"FAIL" per check. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host.h"

static int failures;

static void check(int cond, const char *what) {
  printf("%s %s\n", cond ? "ok  " : "FAIL", what);
  if (!cond) failures++;
}

static void test_names(void) {
  check(host_is_shared_object_name("libx.so"), "name: libx.so is a shared object");
  check(host_is_shared_object_name("libx.so.1"), "name: libx.so.1 is a shared object");
  check(host_is_shared_object_name("libx.so.1.22"), "name: libx.so.1.22 is a shared object");
  check(!host_is_shared_object_name("libx.so.x"), "name: libx.so.x is not");
  check(!host_is_shared_object_name("libx.sox"), "name: libx.sox is not");
  check(!host_is_shared_object_name("notes.txt"), "name: notes.txt is not");
  check(!host_is_shared_object_name(".so"), "name: bare .so is not");
}

/* How many observations of `kind` (and `call`, when given) the record holds. */
static size_t recorded(int kind, const char *call, const host_obs **last) {
  size_t n, found = 0;
  const host_obs *all = host_record(&n);
  for (size_t i = 0; i < n; i++)
    if (all[i].kind == kind && (call == NULL || strcmp(all[i].call, call) == 0)) found++, *last = &all[i];
  return found;
}

static void test_status(void) {
  host_record_reset();
  const host_obs *o = NULL;
  TF_Status *s = host_status_new();
  check(TF_GetCode(s) != TF_OK && host_status_is_unset(s), "status: starts as the non-OK sentinel");
  check(host_status_code(s, "cb_a") == TF_OK, "status: an untouched sentinel counts as OK (TF's default)");
  host_status_code(s, "cb_a");
  host_status_code(s, "cb_b");
  check(recorded(HOST_OBS_STATUS_UNSET, "cb_a", &o) == 1 && o->count == 2 && !o->error_path &&
            recorded(HOST_OBS_STATUS_UNSET, NULL, &o) == 2,
        "status: unset callbacks recorded once each, counted");
  int was = host_status_expect_error(1);
  host_status_code(s, "cb_a");
  host_status_expect_error(was);
  check(recorded(HOST_OBS_STATUS_UNSET, "cb_a", &o) == 2 && o->error_path,
        "status: the same callback unset on an error path is a separate observation");
  TF_SetStatus(s, TF_OK, "");
  check(!host_status_is_unset(s) && host_status_code(s, "cb_c") == TF_OK && recorded(HOST_OBS_STATUS_UNSET, "cb_c", &o) == 0,
        "status: set to OK is OK, not recorded");
  TF_SetStatus(s, TF_INTERNAL, "");
  check(host_status_code(s, "cb_d") == TF_INTERNAL && recorded(HOST_OBS_STATUS_NO_MESSAGE, "cb_d", &o) == 1,
        "status: non-OK without a message is recorded");
  TF_SetStatus(s, TF_INTERNAL, "boom");
  char buf[64];
  check(strcmp(host_status_describe(s, buf, sizeof buf), "INTERNAL: boom") == 0, "status: described with code name");
  TF_DeleteStatus(s);
}

/* A handover records every byte written past the settled size whatever
 * its value, restores the prefill, and finds writes through kept pointers. */
static void test_handover(void) {
  host_record_reset();
  const host_obs *o = NULL;
  size_t core = host_profile_size(HOST_SZ_STREAM_EXECUTOR);
  size_t settled = 40;
  host_handover_expect(HOST_SZ_STREAM_EXECUTOR, settled);
  unsigned char *se = host_handover_new(HOST_SZ_STREAM_EXECUTOR, "unit");
  check(se != NULL && se[settled] != 0 && se[core - 1] != 0, "handover: prefilled past the expected settled size");
  memcpy(se, &settled, sizeof settled);
  memset(se + settled, 0, 16); /* zeros over the zeroed hand-over */
  check(host_handover_returned(se) == settled, "handover: returns the struct_size the plugin left");
  check(recorded(HOST_OBS_PAST_SIZE, "unit", &o) == 1 && o->bytes == 16 && o->first == settled && !o->nonzero,
        "handover: 16 zero bytes past the settled size are found, at their offset");
  check(se[settled + 16] == 0 && se[core - 1] == 0, "handover: the prefill is zero again for the core to read");
  check(recorded(HOST_OBS_SETTLED, "unit", &o) == 1 && o->value == (int64_t)settled, "handover: the settled size is a fact");
  host_handover_retire(se);
  host_handover_sweep();
  check(recorded(HOST_OBS_STALE_WRITE, "unit", &o) == 0, "handover: a retired struct nobody wrote is not a finding");
  se[8] = 1;
  host_handover_sweep();
  host_handover_sweep();
  check(recorded(HOST_OBS_STALE_WRITE, "unit", &o) == 1 && o->bytes == 1 && o->count == 1,
        "handover: a write through a kept pointer is found once");
  host_guard_free(se);
  host_handover_sweep();
  host_handover_expect(HOST_SZ_STREAM_EXECUTOR, 0);

  /* A pointer written past the object, one of whose bytes happens to be the
   * canary's: the whole word counts, on every run (it did not: a verdict's
   * byte count once changed with where ASLR put the plugin). */
  se = host_handover_new(HOST_SZ_STREAM_EXECUTOR, "unit3");
  size_t object = host_guard_object_size(se);
  for (size_t i = object; i < object + 8; i++) se[i] = i == object + 1 ? host_guard_pattern(i) : (unsigned char)~host_guard_pattern(i);
  host_handover_returned(se);
  check(recorded(HOST_OBS_PAST_OBJECT, "unit3", &o) == 1 && o->first == object && o->bytes == 8,
        "handover: a word written past the object counts whole though one byte kept its value");
  host_guard_free(se);

  unsigned char *dev = host_handover_new(HOST_SZ_DEVICE, "unit2");
  size_t raised = host_profile_size(HOST_SZ_DEVICE) + 8;
  memcpy(dev, &raised, sizeof raised);
  host_handover_refused(dev);
  check(recorded(HOST_OBS_SIZE_RAISED, "unit2", &o) == 1 && recorded(HOST_OBS_SETTLED, "unit2", &o) == 0,
        "handover: a raised struct_size is a fault even when the call failed; no settled fact then");
  host_guard_free(dev);
  host_record_reset();
}

static void test_guard(void) {
  unsigned char *p = host_guard_alloc(17, 24);
  size_t first = 0;
  check(p && host_guard_check(p, 0, NULL) == 0, "guard: fresh buffer intact");
  memset(p, 0xFF, 17);
  check(host_guard_check(p, 0, NULL) == 0, "guard: writes within struct_size are fine");
  p[20] ^= 0x5A;
  check(host_guard_check(p, 0, &first) >= 1 && first == 20, "guard: a write into padding is found at its offset");
  check(host_guard_check(p, 1, NULL) == 0, "guard: ... and is not past the object");
  p[24 + 3] ^= 0xFF;
  check(host_guard_check(p, 1, NULL) == 1, "guard: a write past sizeof is found");
  host_guard_free(p);
}

static void test_platform(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/plugin_async.so", dir);
  host_platform p;
  check(host_platform_open(&p, path) == TF_OK, "platform: opens the async test plugin");
  check(p.platform != p.reg_platform && p.platform_fns != p.reg_platform_fns,
        "platform: structs moved to new addresses after SE_InitPlugin");
  check(strcmp(p.settled_to, "0.3.0") == 0, "platform: settled to 0.3.0's sizes");
  check(host_platform_device_count(&p) == 2, "platform: two devices");
  host_device d;
  char msg[256];
  check(host_device_open(&p, 1, &d, msg, sizeof msg) == TF_OK, "device: ordinal 1 created");
  check(d.device != d.created_at && SP_Device_get_ordinal(d.device) == 1, "device: relocated copy keeps its fields");
  host_device_close(&d);
  const host_obs *o = NULL;
  host_handover_sweep();
  check(recorded(HOST_OBS_STALE_WRITE, NULL, &o) == 0, "device: create-time address untouched afterwards");
  check(host_device_open(&p, 5, &d, msg, sizeof msg) != TF_OK && strstr(msg, "create_device(5)"),
        "device: bad ordinal reported with the plugin's status");
  host_platform_close(&p, 0);

  host_platform q;
  host_core_view v = host_core_default();
  v.major = SE_MAJOR + 7;
  check(host_platform_load(&q, path) == 0 && host_platform_register(&q, &v) == TF_FAILED_PRECONDITION,
        "platform: a plugin refusing another major is not registered");
  host_platform_close(&q, 0);

  snprintf(path, sizeof path, "%s/not_a_plugin.so", dir);
  check(host_platform_load(&q, path) != 0 && strstr(q.error, "SE_InitPlugin"),
        "platform: a library without SE_InitPlugin is refused with a reason");
  check(host_platform_load(&q, "/nonexistent/lib.so") != 0 && strstr(q.error, "dlopen"),
        "platform: dlopen errors are reported");
}

/* ---- guarded children (host_child.c, host_fault.c, host_call.c) ------ */

static int call_null_from_host(void *arg) {
  (void)arg;
  void (*volatile fn)(void) = NULL;
  fn(); /* the host's own bug: must be an internal error, not a plugin crash */
  return 0;
}
static int call_absent(void *arg) {
  (void)arg;
  SP_PlatformFns fns;
  memset(&fns, 0, sizeof fns);
  fns.struct_size = 39; /* leaves create_stream_executor out */
  HOST_CALLABLE(SP_PlatformFns, &fns, create_stream_executor)(NULL, NULL, NULL);
  return 0;
}
static int exit_zero(void *arg) {
  (void)arg;
  exit(0); /* what a plugin's exit(0) looks like from the host */
  return 0;
}
static int returns_seven(void *arg) {
  (void)arg;
  host_child_stage("about to return");
  host_child_reply("facts", 6);
  return 7;
}
static int hangs(void *arg) {
  (void)arg;
  host_child_stage("waiting forever");
  for (;;) pause();
  return 0;
}
/* Asks for `*arg` ms more, then takes 300 ms. */
static int slow_after_deadline(void *arg) {
  host_child_deadline(*(int *)arg);
  usleep(300 * 1000);
  return 0;
}
static int raises_segv(void *arg) {
  (void)arg;
  raise(SIGSEGV); /* delivered in libc: not the host's own instruction */
  return 0;
}

static void test_child(void) {
  host_child_result r;
  check(host_child_run(call_null_from_host, NULL, 5000, &r) == HOST_CHILD_INTERNAL &&
            strstr(r.why, "this is a seabi bug") && host_child_exit_code(&r) == HOST_EXIT_INTERNAL,
        "child: a call through NULL from host code is an internal error (exit 2), not the plugin's crash");
  check(host_child_run(call_absent, NULL, 5000, &r) == HOST_CHILD_ABSENT &&
            strstr(r.why, "SP_PlatformFns.create_stream_executor") && strstr(r.why, "struct_size 39"),
        "child: an absent callback is named with struct, member and size, never called");
  check(host_child_run(exit_zero, NULL, 5000, &r) == HOST_CHILD_EXIT && r.code == 0 &&
            host_child_exit_code(&r) == HOST_EXIT_PLUGIN_FAULT,
        "child: exit(0) without DONE is the plugin ending the process, exit 1");
  check(host_child_run(returns_seven, NULL, 5000, &r) == HOST_CHILD_DONE && r.code == 7 &&
            r.payload_size == 6 && strcmp((const char *)r.payload, "facts") == 0 &&
            strcmp(r.stage, "about to return") == 0,
        "child: DONE carries the code, the reply and the last stage");
  int longer = 3000, shorter = 50;
  check(host_child_run(slow_after_deadline, &longer, 100, &r) == HOST_CHILD_DONE,
        "child: a child that asks for a longer deadline gets it");
  check(host_child_run(slow_after_deadline, &shorter, 3000, &r) == HOST_CHILD_HANG,
        "child: ... and one that asks for a shorter one is held to it");
  check(host_child_run(hangs, NULL, 300, &r) == HOST_CHILD_HANG && strstr(r.why, "while waiting forever"),
        "child: a hang is killed after the timeout and named with its stage");
  check(host_child_run(raises_segv, NULL, 5000, &r) == HOST_CHILD_CRASH && r.code == SIGSEGV,
        "child: a fault outside the host's code is a crash, not an internal error");
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s PLUGIN_DIR\n", argv[0]);
    return 2;
  }
  test_names();
  test_status();
  test_guard();
  test_handover();
  test_platform(argv[1]);
  test_child();
  return failures ? 1 : 0;
}
