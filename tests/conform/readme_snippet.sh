# Sourced by run_tests.sh: README's plugin snippet ("Writing a plugin with
# the accessors", its first C block) is complete: with callbacks of the
# test's own it compiles as C11 with warnings as errors, and its
# registration passes R02 (SE_InitPlugin succeeds), R03 (struct sizes set
# and settled) and R05 (every required platform callback set) in the
# newest seabi core, in 0.0.1 (which reads visible_device_count) and in
# tensorflow-2.14.
snippet_registers() { # JSON: R02, R03 and R05 all PASS
  local id
  for id in R02 R03 R05; do [[ $(verdict "$1" "$id") == PASS ]] || return 1; done
}
readme_snippet() {
  local dir=$WORK/readme_snippet root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  mkdir -p "$dir"
  awk '/^## Writing a plugin with the accessors/ { on = 1 } on && /^```c$/ { code = 1; next }
       code && /^```$/ { exit } code { print }' "$root/README.md" >"$dir/snippet.c"
  check "README snippet: found (SE_InitPlugin and its destroy_platform_fns)" \
    grep -q 'SE_PlatformRegistrationParams_set_destroy_platform_fns' "$dir/snippet.c"
  cat >"$dir/plugin.c" <<'C'
#define SE_NO_DEPRECATION_WARNINGS
#include "se_api.h"
/* The callbacks the snippet names: registration cases never call the
 * device-level ones, which refuse. */
static void refuse(TF_Status* status) { TF_SetStatus(status, TF_UNIMPLEMENTED, "not part of the README's snippet"); }
static void my_get_device_count(const SP_Platform* p, int* n, TF_Status* status) { (void)p; *n = 1; TF_SetStatus(status, TF_OK, ""); }
static void my_create_device(const SP_Platform* p, SE_CreateDeviceParams* d, TF_Status* status) { (void)p, (void)d; refuse(status); }
static void my_destroy_device(const SP_Platform* p, SP_Device* d) { (void)p, (void)d; }
static void my_create_device_fns(const SP_Platform* p, SE_CreateDeviceFnsParams* d, TF_Status* status) { (void)p, (void)d; refuse(status); }
static void my_destroy_device_fns(const SP_Platform* p, SP_DeviceFns* d) { (void)p, (void)d; }
static void my_create_stream_executor(const SP_Platform* p, SE_CreateStreamExecutorParams* e, TF_Status* status) { (void)p, (void)e; refuse(status); }
static void my_destroy_stream_executor(const SP_Platform* p, SP_StreamExecutor* e) { (void)p, (void)e; }
static void my_create_timer_fns(const SP_Platform* p, SP_TimerFns* t, TF_Status* status) { (void)p, (void)t; refuse(status); }
static void my_destroy_timer_fns(const SP_Platform* p, SP_TimerFns* t) { (void)p, (void)t; }
static void my_destroy_platform(SP_Platform* p) { (void)p; }
static void my_destroy_platform_fns(SP_PlatformFns* f) { (void)f; }
#include "snippet.c"
C
  check "README snippet: compiles as C11 with warnings as errors, as a shared object" \
    cc -std=c11 -Wall -Wextra -Wpedantic -Werror -shared -fPIC -I"$root/include" -I"$dir" \
      -o "$dir/libsnippet.so" "$dir/plugin.c"
  local core
  for core in "" 0.0.1 tensorflow-2.14; do
    "$SEABI" conform "$dir/libsnippet.so" ${core:+--core $core} --only R02,R03,R05 --json "$dir/r$core.json" \
      >"$dir/r$core.txt" 2>&1
    check "README snippet in core ${core:-(newest)}: R02, R03 and R05 pass" snippet_registers "$dir/r$core.json"
  done
}
