/* One use of one accessor of a deprecated member, chosen by macros, for the
 * compile matrix: each must warn (an error under -Werror) naming the member,
 * with the header in a system directory too (-isystem), where g++ drops a
 * deprecation raised inside a function-like macro.
 *   ACC_HAS / ACC_GET / ACC_SET   which accessor
 *   MEMBER_DISPATCHES             SP_PlatformFns.create_timer_fns (its offset
 *                                 differs between layouts) instead of
 *                                 SP_StreamExecutor.create_timer (one offset) */
#include "se_api.h"

#ifdef MEMBER_DISPATCHES
int use_accessor(SP_PlatformFns* s);
int use_accessor(SP_PlatformFns* s) {
#if defined(ACC_HAS)
  return SP_PlatformFns_has_create_timer_fns(s);
#elif defined(ACC_GET)
  return SP_PlatformFns_get_create_timer_fns(s) != SE_NULL;
#else
  return SP_PlatformFns_set_create_timer_fns(s, SE_NULL);
#endif
}
#else
int use_accessor(SP_StreamExecutor* s);
int use_accessor(SP_StreamExecutor* s) {
#if defined(ACC_HAS)
  return SP_StreamExecutor_has_create_timer(s);
#elif defined(ACC_GET)
  return SP_StreamExecutor_get_create_timer(s) != SE_NULL;
#else
  return SP_StreamExecutor_set_create_timer(s, SE_NULL);
#endif
}
#endif
