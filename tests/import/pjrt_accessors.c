/* tests/import/pjrt_accessors.c: include/pjrt_seabi.h's accessors at work on
 * PJRT structs an older peer allocated (run by tests/import/run.py under
 * ASan+UBSan). Each check prints PASS/FAIL; the exit status is the count of
 * failures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pjrt_seabi.h"

static int failed;

static void check(int ok, const char* what) {
  printf("%s %s\n", ok ? "PASS" : "FAIL", what);
  failed += !ok;
}

static PJRT_Error* fake_create(PJRT_Client_Create_Args* args) {
  (void)args;
  return NULL;
}

int main(void) {
  /* A caller built against 0.44 (the first version of this window of the struct) allocates PJRT_Client_Create_Args at its size:
   * it ends at `client`, before kv_try_get_callback (added later). */
  size_t old_size = PJRT_Client_Create_Args_STRUCT_SIZE_V0_44_0;
  PJRT_Client_Create_Args* args = (PJRT_Client_Create_Args*)calloc(1, old_size);
  args->struct_size = old_size;
  check(old_size < PJRT_Client_Create_Args_STRUCT_SIZE, "0.44's PJRT_Client_Create_Args is shorter than 0.114's");
  check(PJRT_Client_Create_Args_has_num_options(args), "a member 0.44 had is there");
  check(PJRT_Client_Create_Args_set_num_options(args, 3) && args->num_options == 3, "and is set in place");
  check(!PJRT_Client_Create_Args_has_kv_try_get_callback(args), "a member 0.44 lacked is absent");
  check(!PJRT_Client_Create_Args_set_kv_try_get_user_arg(args, args), "so setting it writes nothing (ASan: no overflow)");
  check(PJRT_Client_Create_Args_get_kv_try_get_user_arg(args) == NULL, "and reading it gives NULL");
  free(args);

  /* An anonymous union: every member of it has accessors. */
  PJRT_NamedValue nv;
  memset(&nv, 0, sizeof nv);
  nv.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  check(PJRT_NamedValue_set_int64_value(&nv, 42) && nv.int64_value == 42, "a union member is set through its accessor");
  check(PJRT_NamedValue_get_int64_value(&nv) == 42, "and read back");
  check(offsetof(PJRT_NamedValue, string_value) == offsetof(PJRT_NamedValue, bool_value),
        "the union's members share one offset");

  /* PJRT_Api holds PJRT_Api_Version by value; a callback member is typed. */
  PJRT_Api api;
  memset(&api, 0, sizeof api);
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;
  check(PJRT_Api_get_pjrt_api_version(&api).minor_version == 114, "a struct held by value is read whole");
  check(PJRT_Api_set_PJRT_Client_Create(&api, fake_create) && api.PJRT_Client_Create == fake_create,
        "a callback member is set with its signature");
  api.struct_size = offsetof(PJRT_Api, pjrt_api_version);
  check(PJRT_Api_get_pjrt_api_version(&api).minor_version == 0, "absent, a struct held by value reads as zeros");
  return failed;
}
