#!/usr/bin/env bash
# README's migration, literally (tests/migrate/module.mk): the committed
# migrated plugin is README's five steps applied to the TensorFlow-way one,
# nothing more and nothing less; each step matters; the TensorFlow-way
# source is TensorFlow's and passes its own core as written. Both plugins'
# runs in every core are conform-all's (tests/conform/all_cores_tests.sh).
#
# Environment (set by module.mk): SEABI, PYTHON, CC, CFLAGS, TF_WAY (the
# TensorFlow-way plugin as built), WORK (scratch, removed when all passed).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../lib/checks.sh"
: "${SEABI:?}" "${TF_WAY:?}" "${WORK:?}" "${CC:?}" "${CFLAGS:?}"
py=${PYTHON:-python3}
rm -rf "$WORK"
mkdir -p "$WORK"
migrate() { "$py" "$here/migrate.py" "$@"; }
src=$here/tf_way_plugin.c
migrated=$here/tf_way_plugin_migrated.c

# ---- the committed file is the steps' output ---------------------------------
migrate "$src" >"$WORK/migrated.c"
check "migrate.py on tf_way_plugin.c reproduces tf_way_plugin_migrated.c byte for byte" \
  cmp "$WORK/migrated.c" "$migrated"
# Nothing left for steps 3 and 4: run again over the result (without the
# steps that add lines), they change nothing: no `->` into a core's struct,
# no struct_size store remains.
migrate --skip 1 --skip 2 --skip 5 "$migrated" >"$WORK/again.c"
check "steps 3 and 4 find nothing left to do in tf_way_plugin_migrated.c" cmp "$WORK/again.c" "$migrated"
# Each step changes this plugin: a migration that leaves one out is not the
# committed file (so the comparison above fails when a step is missed).
for step in 1 2 3 4 5; do
  migrate --skip "$step" "$src" >"$WORK/skip$step.c"
  check "leaving out step $step gives another file than tf_way_plugin_migrated.c" \
    bash -c '! cmp -s "$1" "$2"' _ "$WORK/skip$step.c" "$migrated"
done
# README quotes what each step writes, verbatim.
missing=$(migrate --templates | while IFS= read -r line; do
  grep -qF -- "$line" "$here/../../README.md" || echo "$line"
done)
check "README's migration quotes every form the steps write${missing:+ (missing: $missing)}" test -z "$missing"

# ---- the TensorFlow-way source is TensorFlow's --------------------------------
check "tf_way_plugin.c includes TensorFlow's header and names nothing of seabi's (accessors, settle, lineage)" \
  bash -c 'grep -q "^#include \"tensorflow/c/experimental/stream_executor/stream_executor.h\"$" "$1" &&
           ! grep -nE "#include \"se_api|S[EP]_[A-Za-z]+_(set|get|has|settle)|SE_[Ll]ineage|SE_LINEAGE" "$1"' _ "$src"
"$SEABI" conform "$TF_WAY" --core tensorflow-2.14 --json "$WORK/tf_way_2.14.json" >"$WORK/tf_way_2.14.txt" 2>&1
rc=$?
check "tf_way_plugin, built unchanged: conformant in tensorflow-2.14 (exit $rc)" test "$rc" = 0

# ---- step 5 is what 0.0.1-layout cores need ------------------------------------
# Without it the plugin registers no device there (those cores have no
# get_device_count): not conformant, saying so; a 0.1.0 core is unaffected.
if "$CC" $CFLAGS -Iinclude -o "$WORK/skip5.so" -x c "$WORK/skip5.c" >"$WORK/skip5.log" 2>&1; then
  for core in 0.0.1 rfc-257-text 0.1.0; do
    "$SEABI" conform "$WORK/skip5.so" --core "$core" --json "$WORK/skip5_$core.json" >"$WORK/skip5_$core.txt" 2>&1
    echo $? >"$WORK/skip5_$core.rc"
  done
  for core in 0.0.1 rfc-257-text; do
    rc=$(cat "$WORK/skip5_$core.rc")
    check "migrated without step 5: NOT CONFORMANT in $core (exit $rc), for 0 devices" \
      bash -c 'test "$1" = 1 && grep -q "NOT CONFORMANT (0 devices" "$2"' _ "$rc" "$WORK/skip5_$core.txt"
  done
  rc=$(cat "$WORK/skip5_0.1.0.rc")
  check "migrated without step 5: still conformant in 0.1.0, which has get_device_count (exit $rc)" test "$rc" = 0
else
  bad "the migration without step 5 compiles" "see $WORK/skip5.log"
fi

# ---- what the script will not guess ----------------------------------------------
# Each stops it with FILE:LINE and exit 1: a step that cannot be applied
# literally is never half-applied.
refuses() { # WHAT MESSAGE-ERE BODY-LINE...
  local what=$1 ere=$2 f=$WORK/refuse.c
  shift 2
  {
    echo '#include "tensorflow/c/experimental/stream_executor/stream_executor.h"'
    echo 'static void f(SP_Platform** pp, TF_Status* status) { (void)status; }'
    echo 'void SE_InitPlugin(SE_PlatformRegistrationParams* params, TF_Status* status) {'
    printf '  %s\n' "$@"
    echo '}'
  } >"$f"
  migrate "$f" >/dev/null 2>"$WORK/refuse.err"
  local rc=$?
  check "migrate.py refuses $what (exit $rc): $(head -c 160 "$WORK/refuse.err")" \
    bash -c 'test "$1" = 1 && grep -qE "refuse\.c:[0-9]+: .*($2)" "$3"' _ "$rc" "$ere" "$WORK/refuse.err"
}
refuses "a '->' whose operand it cannot type" "cannot tell the type of the operand" \
  'SP_Platform* p = params->platform;' '(&p)[0]->name = "X";'
refuses "an undeclared operand" "cannot tell the type of 'platform'" 'platform->name = "X";'
refuses "a store inside an expression" "inside an expression" 'int n = (int)(params->platform->struct_size = 8);'
refuses "the address of a member" "'&' on a member" 'void* p = &params->platform->name;'
refuses "a compound assignment" "'\+=' on a member" 'params->platform->struct_size += 8;'
refuses "a settle governed by an unbraced if" "governed by" 'if (params) params->platform->struct_size = 8;'

if ((fail == 0)); then rm -rf "$WORK"; else echo "logs kept in $WORK"; fi
summary
