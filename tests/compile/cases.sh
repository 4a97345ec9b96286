#!/usr/bin/env bash
# Prints the compile matrix, one case a line: NAME <tab> EXPECT <tab> COMMAND.
# EXPECT is `ok` (compiles cleanly), `run` (compiles, links, and the program
# exits 0) or `fail:REGEX` (must be rejected, with REGEX in the diagnostics:
# the negative cases prove the deprecation attributes and layout pins bite).
# Usage: cases.sh OUT_DIR "VERSIONS" "EDITIONS"   (historical headers live in
# OUT_DIR/hdr/V/se_api.h, edition headers in OUT_DIR/hdr/E/se_api_tensorflow.h)
set -euo pipefail
out=$1
versions=$2
editions=${3:-}
gcc=${COMPILE_GCC:-gcc} gxx=${COMPILE_GXX:-g++}
clang=${COMPILE_CLANG:-clang} clangxx=${COMPILE_CLANGXX:-clang++}

strict="-Wall -Wextra -Wpedantic -Werror"
# clang's -Weverything minus what cannot or need not be fixed:
#   -Wno-padded         the RFC's 0.0.1 layout has holes (SP_Device after
#                       ordinal, SP_AllocatorStats after the int8 flags); the
#                       ABI is frozen, and the static asserts pin the holes.
#   -Wno-c++98-compat   seabi needs C99 or C++11; clang 14 even raises this
#                       for C11's _Alignof in C mode.
everything="-Weverything -Wno-padded -Wno-c++98-compat -Werror"
# The header's opt-in sections (validators, layout pins) are compiled in
# every case; "default-*" cases check the header alone, as most users get it.
inc="-Iinclude -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS"
# TensorFlow's tf_status.h and c_api_macros.h (whose TF_OFFSET_OF_END uses a
# C cast) first: the fixture make bench also compiles (tests/bench/tf_headers).
tf="-Itests/bench/tf_headers -DCOMPILE_TF_FIRST"
c=tests/compile/tu.c cc=tests/compile/tu.cc plug_default=tests/bench/tu/plugin_se_api.c
syn=-fsyntax-only

row() { printf '%s\t%s\t%s\n' "$1" "$2" "$3"; }

# Every standard with both compilers, under the project's warning set.
for std in c99 c11 c17 c2x; do
  row "gcc-$std" ok "$gcc -std=$std $strict $inc $syn $c"
  row "clang-$std" ok "$clang -std=$std $strict $inc $syn $c"
  row "clang-$std-everything" ok "$clang -std=$std $everything $inc $syn $c"
done
for std in c++11 c++14 c++17 c++20; do
  row "g++-$std" ok "$gxx -std=$std $strict $inc $syn $cc"
  row "clang++-$std" ok "$clangxx -std=$std $strict $inc $syn $cc"
  row "clang++-$std-everything" ok "$clangxx -std=$std $everything $inc $syn $cc"
done

# The strictest gcc sets (glad's flags and more), compiled at -O2 rather than
# syntax-only so middle-end warnings (-Wnull-dereference, format truncation
# in the validators) and -fanalyzer see the inlined accessors.
cstrict="$strict -Wconversion -Wsign-conversion -Wcast-qual -Wcast-align -Wstrict-prototypes -Wmissing-prototypes
  -Wshadow -Wundef -Wredundant-decls -Wwrite-strings -Wformat=2 -Wc++-compat -Wnull-dereference -Wdouble-promotion"
cxxstrict="$strict -Wconversion -Wsign-conversion -Wcast-qual -Wshadow -Wundef -Wold-style-cast
  -Wzero-as-null-pointer-constant -Wuseless-cast -Wredundant-decls -Wextra-semi -Wnull-dereference"
row "gcc-c11-strictest-O2" ok "$gcc -std=c11 -O2 ${cstrict//$'\n'/ } $inc -c $c -o /dev/null"
row "g++-c++17-strictest-O2" ok "$gxx -std=c++17 -O2 ${cxxstrict//$'\n'/ } $inc -c $cc -o /dev/null"
row "gcc-c11-analyzer" ok "$gcc -std=c11 -O2 -fanalyzer $strict $inc -c $c -o /dev/null"

# Deprecation attributes: on by default (touching a deprecated member or
# struct is an error under -Werror), off with SE_NO_DEPRECATION_WARNINGS.
# C++11 takes the __attribute__ spelling, C++14 and later [[deprecated]].
for combo in "gcc c99 $c" "gcc c11 $c" "clang c11 $c" "g++ c++11 $cc" "g++ c++17 $cc" \
             "clang++ c++11 $cc" "clang++ c++20 $cc"; do
  read -r tool std src <<<"$combo"
  case $tool in gcc) bin=$gcc ;; g++) bin=$gxx ;; clang) bin=$clang ;; clang++) bin=$clangxx ;; esac
  row "deprecation-on-$tool-$std" "fail:is deprecated" "$bin -std=$std $strict $inc $syn -DCOMPILE_USE_DEPRECATED $src"
  row "deprecation-off-$tool-$std" ok "$bin -std=$std $strict $inc $syn -DCOMPILE_USE_DEPRECATED -DSE_NO_DEPRECATION_WARNINGS $src"
done
# Each accessor of a deprecated member warns by itself, naming the member,
# also from a system directory: S_has_f is an object-like macro naming a
# deprecated function (the call's parentheses are the user's), S_get_f and
# S_set_f are deprecated functions.
dep=tests/compile/deprecated_accessor.c
for acc in HAS GET SET; do
  for member in fixed dispatches; do
    d="-DACC_$acc"; [ $member = dispatches ] && d="$d -DMEMBER_DISPATCHES"
    row "deprecated-${acc,,}-$member-g++-isystem" "fail:create_timer(_fns)? is deprecated" "$gxx -std=c++17 $strict -isystem include $syn -x c++ $d $dep"
    row "deprecated-${acc,,}-$member-gcc-isystem" "fail:create_timer(_fns)? is deprecated" "$gcc -std=c11 $strict -isystem include $syn $d $dep"
    row "deprecated-${acc,,}-$member-clang++-c++11" "fail:create_timer(_fns)? is deprecated" "$clangxx -std=c++11 $strict -Iinclude $syn -x c++ $d $dep"
  done
done
row "deprecated-accessors-off-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything -Iinclude $syn -x c++ -DACC_HAS -DMEMBER_DISPATCHES -DSE_NO_DEPRECATION_WARNINGS $dep"
row "deprecation-off-clang-c17-everything" ok "$clang -std=c17 $everything $inc $syn -DCOMPILE_USE_DEPRECATED -DSE_NO_DEPRECATION_WARNINGS $c"
row "deprecation-off-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $syn -DCOMPILE_USE_DEPRECATED -DSE_NO_DEPRECATION_WARNINGS $cc"

# TensorFlow's tf_status.h included first: se_api.h must step aside.
row "tf-first-gcc-c99" ok "$gcc -std=c99 $strict $inc $tf $syn $c"
row "tf-first-clang-c11-everything" ok "$clang -std=c11 $everything $inc $tf $syn $c"
row "tf-first-g++-c++11" ok "$gxx -std=c++11 $strict $inc $tf $syn $cc"
# -Wno-c++98-compat-pedantic: TensorFlow's own TF_Code ends in a trailing comma.
row "tf-first-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything -Wno-c++98-compat-pedantic $inc $tf $syn $cc"

# The TensorFlow drop-in (se_api_tensorflow.h): code written against
# TensorFlow's stream_executor.h compiles unchanged, as C and as C++, alone
# or after TensorFlow's tf_status.h / c_api_macros.h, on LP64 and i386.
tfp=tests/compile/tf_plugin.c
row "tf-dropin-gcc-c99" ok "$gcc -std=c99 $strict $inc $syn $tfp"
row "tf-dropin-gcc-c11" ok "$gcc -std=c11 $strict $inc $syn $tfp"
row "tf-dropin-clang-c11-everything" ok "$clang -std=c11 $everything $inc $syn $tfp"
row "tf-dropin-g++-c++11" ok "$gxx -std=c++11 $strict $inc $syn -x c++ $tfp"
row "tf-dropin-g++-c++17" ok "$gxx -std=c++17 $strict $inc $syn -x c++ $tfp"
row "tf-dropin-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $syn -x c++ $tfp"
row "tf-dropin-tf-first-gcc-c11" ok "$gcc -std=c11 $strict $inc $tf $syn $tfp"
row "tf-dropin-tf-first-clang++-c++17" ok "$clangxx -std=c++17 $strict $inc $tf $syn -x c++ $tfp"
row "tf-dropin-i386-gcc-c11" ok "$gcc -m32 -std=c11 $strict $inc $syn $tfp"
row "tf-dropin-not-with-se_api" "fail:include one" "$gcc -std=c11 $strict $inc $syn -include se_api.h $tfp"

# 32-bit: the i386 layout pins must hold, and must be the ones checked.
row "i386-gcc-c99" ok "$gcc -m32 -std=c99 $strict $inc $syn $c"
row "i386-gcc-c11" ok "$gcc -m32 -std=c11 $strict $inc $syn $c"
row "i386-gcc-c2x" ok "$gcc -m32 -std=c2x $strict $inc $syn $c"
row "i386-g++-c++11" ok "$gxx -m32 -std=c++11 $strict $inc $syn $cc"
row "i386-g++-c++17" ok "$gxx -m32 -std=c++17 $strict $inc $syn $cc"
row "i386-clang-c11-everything" ok "$clang -m32 -std=c11 $everything $inc $syn $c"
row "i386-clang++-c++20-everything" ok "$clangxx -m32 -std=c++20 $everything $inc $syn $cc"
# -malign-double moves i386 int64 members to 8-byte boundaries, and packing
# moves LP64 pointers: the pins must stop both builds, naming the target.
row "i386-pins-bite" "fail:must be at offset [0-9]+ on i386" "$gcc -m32 -malign-double -std=c11 $inc $syn $c"
row "lp64-pins-bite" "fail:must be at offset [0-9]+ on 64-bit targets" "$gcc -fpack-struct=4 -std=c11 $inc $syn $c"
# x32 (ILP32 on x86-64; gcc-multilib brings it) is neither 64-bit nor i386:
# there the header computes its layout numbers (SE_PRIVATE_BY_ABI's third
# argument) instead of spelling literals, and the pins check those too.
# Dispatching accessors name deprecated members' ends and must not warn.
row "elsewhere-x32-gcc-c11" ok "$gcc -mx32 -std=c11 $strict $inc $syn $c"
row "elsewhere-x32-g++-c++17" ok "$gxx -mx32 -std=c++17 $strict $inc $syn $cc"
row "elsewhere-x32-clang-c11-everything" ok "$clang -mx32 -std=c11 $everything $inc $syn $c"
row "elsewhere-x32-default-g++-c++11" ok "$gxx -mx32 -std=c++11 $strict -Iinclude $syn -x c++ $plug_default"
row "elsewhere-x32-deprecation-on-gcc-c11" "fail:is deprecated" "$gcc -mx32 -std=c11 $strict $inc $syn -DCOMPILE_USE_DEPRECATED $c"

# The header as most users get it (no opt-in section): a plugin's source file.
plug=tests/bench/tu/plugin_se_api.c
row "default-gcc-c99" ok "$gcc -std=c99 $strict -Iinclude $syn $plug"
row "default-clang-c11-everything" ok "$clang -std=c11 $everything -Iinclude $syn $plug"
row "default-g++-c++11" ok "$gxx -std=c++11 $strict -Iinclude $syn -x c++ $plug"
row "default-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything -Iinclude $syn -x c++ $plug"
# The opt-in sections live in se_api_checks.h: never opened (gcc -H lists
# every header read) unless asked for, read when asked for, and refused
# when included on its own.
row "default-never-reads-the-companion" ok \
  "out=\$($gcc -std=c11 -Iinclude $syn -H $plug 2>&1) && ! grep -q 'se_api_checks[.]h' <<<\"\$out\""
row "opt-in-reads-the-companion" ok \
  "out=\$($gcc -std=c11 -Iinclude -DSE_API_LAYOUT_PINS $syn -H $plug 2>&1) && grep -q 'include/se_api_checks[.]h' <<<\"\$out\""
row "companion-alone-refused" "fail:is read through se_api[.]h" "$gcc -std=c11 $strict -Iinclude $syn -include se_api_checks.h $plug"
row "tf-companion-alone-refused" "fail:is read through se_api_tensorflow[.]h" \
  "$gcc -std=c11 $strict -Iinclude $syn -include se_api_tensorflow_checks.h $plug"
# Accessor macros keep a function's type checks: a setter refuses a const
# struct, and a pointer to another struct is refused (C: under -Werror).
for combo in "gcc c11 $c" "clang c11 $c" "g++ c++11 $cc" "clang++ c++17 $cc"; do
  read -r tool std src <<<"$combo"
  case $tool in gcc) bin=$gcc ;; g++) bin=$gxx ;; clang) bin=$clang ;; clang++) bin=$clangxx ;; esac
  row "macro-const-set-$tool-$std" "fail:const|se_private_as" "$bin -std=$std $strict $inc $syn -DCOMPILE_SET_CONST $src"
  row "macro-wrong-struct-$tool-$std" "fail:mismatch|convert|se_private_as" "$bin -std=$std $strict $inc $syn -DCOMPILE_WRONG_STRUCT $src"
done

# Linked and run: the accessors' guards behave (main returns non-zero if not).
row "run-gcc-c11-O2" run "$gcc -std=c11 -O2 $strict $inc $c -o $out/bin/run-gcc-c11-O2"
row "run-g++-c++17-O2" run "$gxx -std=c++17 -O2 $strict $inc $cc -o $out/bin/run-g++-c++17-O2"
row "run-i386-gcc-c99" run "$gcc -m32 -std=c99 $strict $inc $c -o $out/bin/run-i386-gcc-c99"
# (gcc's driver with -x c++: there is no 32-bit libstdc++, and none is needed.)
row "run-i386-g++-c++11" run "$gcc -m32 -x c++ -std=c++11 $strict $inc $cc -o $out/bin/run-i386-g++-c++11"
row "run-clang-c11-asan-ubsan" run "$clang -std=c11 -g $strict ${COMPILE_SAN:-} $inc $c -o $out/bin/run-clang-c11-asan-ubsan"

# docs/api.md tells the truth: its LP64 and i386 offset columns, compiled.
row "docs-offsets-lp64" ok "$gcc -std=c11 $strict $inc $syn $out/docs_offsets.c"
row "docs-offsets-i386" ok "$gcc -m32 -std=c11 $strict $inc $syn $out/docs_offsets.c"

# Every header with the others in one translation unit, in every order:
# the seabi headers together, the drop-ins together (what they share is
# declared once, whichever comes first); C99, C11 and C++, warnings as errors.
co=tests/compile/coexist.c
for set in seabi dropin; do
  if [ $set = seabi ]; then hs="se_api.h graph_api.h profiler_api.h"; else
    hs="se_api_tensorflow.h graph_api_tensorflow.h profiler_api_tensorflow.h"; fi
  read -r a b c3 <<<"$hs"
  for order in "$a $b $c3" "$a $c3 $b" "$b $a $c3" "$b $c3 $a" "$c3 $a $b" "$c3 $b $a"; do
    incs="" tag=""
    for h in $order; do incs="$incs -include $h"; tag="$tag-${h%%_*}"; done
    row "coexist-$set$tag-gcc-c99" ok "$gcc -std=c99 $strict $inc $incs $syn $co"
    row "coexist-$set$tag-clang-c11-everything" ok "$clang -std=c11 $everything $inc $incs $syn $co"
    row "coexist-$set$tag-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $incs $syn -x c++ $co"
  done
  row "coexist-$set-g++-c++11" ok "$gxx -std=c++11 $strict $inc -include $a -include $b -include $c3 $syn -x c++ $co"
  row "coexist-$set-i386-gcc-c11" ok "$gcc -m32 -std=c11 $strict $inc -include $c3 -include $b -include $a $syn $co"
  row "coexist-$set-default-clang-c11-everything" ok \
    "$clang -std=c11 $everything -Iinclude -include $b -include $a -include $c3 $syn $co"
done
# kernel_api.h (TensorFlow's kernel C API) with each set, first and last.
kc=tests/compile/kernel_coexist.c
for set in seabi dropin; do
  if [ $set = seabi ]; then hs="-include se_api.h -include graph_api.h -include profiler_api.h"; else
    hs="-include se_api_tensorflow.h -include graph_api_tensorflow.h -include profiler_api_tensorflow.h"; fi
  for where in first last; do
    if [ $where = first ]; then incs="-include kernel_api.h $hs"; else incs="$hs -include kernel_api.h"; fi
    row "kernel-$set-$where-gcc-c99" ok "$gcc -std=c99 $strict $inc $incs $syn $kc"
    row "kernel-$set-$where-clang-c11-everything" ok "$clang -std=c11 $everything $inc $incs $syn $kc"
    row "kernel-$set-$where-g++-c++11" ok "$gxx -std=c++11 $strict $inc $incs $syn -x c++ $kc"
    row "kernel-$set-$where-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $incs $syn -x c++ $kc"
  done
  row "kernel-$set-i386-gcc-c11" ok "$gcc -m32 -std=c11 $strict $inc $hs -include kernel_api.h $syn $kc"
done
# After TensorFlow's tf_status.h and c_api_macros.h: the shared TF_Status steps aside.
row "coexist-dropin-tf-first-clang++-c++17-everything" ok \
  "$clangxx -std=c++17 $everything -Wno-c++98-compat-pedantic $inc $tf -include tensorflow/c/tf_status.h -include graph_api_tensorflow.h -include profiler_api_tensorflow.h -include se_api_tensorflow.h $syn -x c++ $co"
# C++ code that includes the headers inside extern "C" { }: their C++
# helpers (templates) keep C++ linkage.
wrapped=tests/compile/extern_c.cc nodep="-DSE_NO_DEPRECATION_WARNINGS"
for set in seabi dropin pjrt; do
  case $set in seabi) d="" ;; dropin) d="-DWRAPPED_DROP_INS" ;; pjrt) d="-DWRAPPED_PJRT" ;; esac
  row "extern-c-wrapped-$set-g++-c++11" ok "$gxx -std=c++11 $strict $inc $nodep $d $syn $wrapped"
  row "extern-c-wrapped-$set-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $nodep $d $syn $wrapped"
done
# The function surface: kernel_api.h with every other header, and the weak
# imports of SE_TF_WEAK_IMPORTS (a weak import of an optional function tests
# NULL unless something provides it), C99, C11 and C++11.
wk=tests/compile/weak_imports.c
row "weak-imports-gcc-c99" run "$gcc -std=c99 $strict $inc $wk -o $out/bin/weak-imports-gcc-c99"
row "weak-imports-gcc-c11-provided" run "$gcc -std=c11 $strict $inc -DPROVIDE_ASSIGN_VARIABLE $wk -o $out/bin/weak-imports-gcc-c11-provided"
row "weak-imports-g++-c++11" run "$gxx -std=c++11 $strict $inc -x c++ $wk -o $out/bin/weak-imports-g++-c++11"
row "weak-imports-clang-c11-everything" ok "$clang -std=c11 $everything $inc $syn $wk"
row "weak-imports-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $syn -x c++ $wk"
row "kernel_api-strong-gcc-c11" ok "$gcc -std=c11 $strict $inc -include kernel_api.h -include se_api_tensorflow.h -include graph_api_tensorflow.h -include profiler_api_tensorflow.h $syn $co"
row "kernel_api-last-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc -include se_api.h -include graph_api.h -include profiler_api.h -include kernel_api.h $syn -x c++ $co"

# A drop-in and its own API's seabi header declare one struct differently: refused, in either order.
row "graph-dropin-not-with-graph_api" "fail:include one" "$gcc -std=c11 $strict $inc -include graph_api.h -include graph_api_tensorflow.h $syn $co"
row "graph_api-not-after-dropin" "fail:include one" "$gcc -std=c11 $strict $inc -include graph_api_tensorflow.h -include graph_api.h $syn $co"

# TensorFlow-way graph and profiler plugins compile unchanged against the drop-ins.
for p in graph profiler; do
  src=tests/compile/tf_${p}_plugin.c
  row "tf-dropin-$p-gcc-c99" ok "$gcc -std=c99 $strict $inc $syn $src"
  row "tf-dropin-$p-clang-c11-everything" ok "$clang -std=c11 $everything $inc $syn $src"
  row "tf-dropin-$p-g++-c++11" ok "$gxx -std=c++11 $strict $inc $syn -x c++ $src"
  row "tf-dropin-$p-clang++-c++17-everything" ok "$clangxx -std=c++17 $everything $inc $syn -x c++ $src"
  row "tf-dropin-$p-i386-gcc-c11" ok "$gcc -m32 -std=c11 $strict $inc $syn $src"
done

# Every historical header, as `make header AT=V` renders it.
for v in $versions; do
  IFS=. read -r major minor patch <<<"$v"
  h="-I$out/hdr/$v -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS -DCOMPILE_EXPECT_MAJOR=$major -DCOMPILE_EXPECT_MINOR=$minor -DCOMPILE_EXPECT_PATCH=$patch"
  row "v$v-gcc-c99" ok "$gcc -std=c99 $strict $h $syn $c"
  row "v$v-g++-c++11" ok "$gxx -std=c++11 $strict $h $syn $cc"
  row "v$v-clang-c99-everything" ok "$clang -std=c99 $everything $h $syn $c"
  row "v$v-clang++-c++11-everything" ok "$clangxx -std=c++11 $everything $h $syn $cc"
  row "v$v-i386-gcc-c99" ok "$gcc -m32 -std=c99 $strict $h $syn $c"
  row "v$v-i386-g++-c++11" ok "$gxx -m32 -std=c++11 $strict $h $syn $cc"
done

# Every TensorFlow edition's header, as `make header AT=E` renders it, on its
# own: C and C++, LP64 and i386 (issue 26: every header the generator writes
# compiles).
only=tests/compile/header_only.c
for e in $editions; do
  h="-I$out/hdr/$e -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS -include se_api_tensorflow.h"
  row "$e-gcc-c99" ok "$gcc -std=c99 $strict $h $syn $only"
  row "$e-g++-c++11" ok "$gxx -std=c++11 $strict $h $syn -x c++ $only"
  row "$e-clang-c11-everything" ok "$clang -std=c11 $everything $h $syn $only"
  row "$e-i386-gcc-c99" ok "$gcc -m32 -std=c99 $strict $h $syn $only"
  row "$e-i386-g++-c++11" ok "$gxx -m32 -std=c++11 $strict $h $syn -x c++ $only"
done

# The other APIs' headers of every version and edition (OUT_DIR/hdr/<api>/<label>/<header>).
for dir in "$out"/hdr/*_api/*/; do
  [ -d "$dir" ] || continue
  h=$(basename "$(ls "$dir"*.h | grep -v _checks | head -n 1)")
  label=$(basename "$(dirname "$dir")")-$(basename "$dir")
  hi="-I$dir -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS -include $h"
  row "$label-gcc-c99" ok "$gcc -std=c99 $strict $hi $syn $only"
  row "$label-clang++-c++11-everything" ok "$clangxx -std=c++11 $everything $hi $syn -x c++ $only"
  row "$label-i386-gcc-c99" ok "$gcc -m32 -std=c99 $strict $hi $syn $only"
done
