/*
 * Compiled against the header of 0.2.0 (generated at test time with
 * `seabigen header --at 0.2.0`): a core or plugin built at 0.2.0 still
 * requires the timer callbacks, deprecated only in 0.3.0, and knows nothing
 * of mem_zero/memset/memset32.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "se_api.h"

#if SE_MAJOR != 0 || SE_MINOR != 2
#error "accessors_v020.c must be built against the 0.2.0 header"
#endif

int v020_checks(int* passed_out, int* failed_out);

#include "check.h"

int v020_checks(int* passed_out, int* failed_out) {
  char msg[512];
  /* Exactly the 0.2.0 size: this header's own STRUCT_SIZE. */
  volatile size_t n = SP_STREAMEXECUTOR_STRUCT_SIZE;
  CHECK(n == SP_STREAMEXECUTOR_STRUCT_SIZE_V0_2_0);
  CHECK(n == offsetof(SP_StreamExecutor, host_callback) + sizeof(void*));
  SP_StreamExecutor* se = (SP_StreamExecutor*)malloc(n);
  memset(se, 0x5a, n);
  se->struct_size = n;
  CHECK(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg) == TF_OK);

  /* No deprecation on the timers in 0.2.0: plain use compiles under -Werror. */
  CHECK(SP_StreamExecutor_set_create_timer(se, SE_NULL) == 1);
  CHECK(SP_StreamExecutor_validate(se, SE_NULL, msg, sizeof msg) == TF_FAILED_PRECONDITION);
  CHECK(strcmp(msg, "'create_timer' field in SP_StreamExecutor must be set.") == 0);
  free(se);

  volatile size_t pn = SP_PLATFORM_FNS_STRUCT_SIZE;
  SP_PlatformFns* f = (SP_PlatformFns*)malloc(pn);
  memset(f, 0x5a, pn);
  f->struct_size = pn;
  CHECK(SP_PlatformFns_validate(f, msg, sizeof msg) == TF_OK);
  SP_PlatformFns_set_destroy_timer_fns(f, SE_NULL);
  CHECK(SP_PlatformFns_validate(f, msg, sizeof msg) == TF_FAILED_PRECONDITION);
  CHECK(strcmp(msg, "'destroy_timer_fns' field in SP_PlatformFns must be set.") == 0);
  free(f);

  *passed_out = passed;
  *failed_out = failed;
  return failed;
}
