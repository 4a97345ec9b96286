#!/usr/bin/env bash
# Install test: `make install` into a scratch prefix, build a consumer
# outside the source tree with pkg-config and with CMake find_package, run
# both, build a plugin and a host with the installed header.md's link lines,
# check the version files, a DESTDIR staging install, and that
# `make uninstall` leaves nothing of seabi behind (and nothing else removed).
# Usage: run.sh WORK_DIR   (from the repository root)
# Each run works in its own WORK_DIR/run.XXXXXX (several `make test` may share
# a checkout), removed when everything passed and kept for reading otherwise.
set -uo pipefail
mkdir -p "$1"
work=$(mktemp -d "$(realpath -m "$1")/run.XXXXXX")
prefix=$work/prefix
source "$(dirname "${BASH_SOURCE[0]}")/../lib/checks.sh"
CHECK_LOG=$work/log
mk() { make --no-print-directory -s "$@"; }

version=$(sed -n 's/^#define SE_VERSION_STRING "\(.*\)"/\1/p' include/se_api.h)
major=${version%%.*}
cp -r tests/install/consumer "$work/src"   # outside the repository: no -Iinclude by accident

# A file that is not seabi's must survive uninstall.
mkdir -p "$prefix/include" && echo "/* not seabi */" >"$prefix/include/other.h"

check "make install" mk install PREFIX="$prefix"
check "header contract installed unchanged" cmp docs/header.md "$prefix/share/doc/seabi/header.md"
# README: every API of the suite (schema/seabi.yaml) has a seabi header and a
# TensorFlow drop-in, each with its opt-in companion: all are installed.
suite_headers=$(python3 -c 'import yaml
for entry in yaml.safe_load(open("schema/seabi.yaml"))["apis"]:
    api = yaml.safe_load(open("schema/" + entry["schema"]))["api"]
    stem = api["header"][:-len(".h")]
    stems = [stem] + ([stem + "_tensorflow"] if api.get("tensorflow_header") else [])
    print(" ".join(s + suffix for s in stems for suffix in (".h", "_checks.h")))')
check "schema/seabi.yaml names the suite's headers (got: ${suite_headers:-none})" test -n "$suite_headers"
for f in $suite_headers; do
  check "suite header $f installed unchanged" cmp "include/$f" "$prefix/include/$f"
done
for f in lib/pkgconfig/seabi.pc lib/cmake/seabi/seabiConfig.cmake lib/cmake/seabi/seabiConfigVersion.cmake; do
  check "installed $f" test -s "$prefix/$f"
done
for f in header.md handshake.md api.md graph_api.md profiler_api.md graph-optimizer.md profiler.md evolving.md CHANGELOG.md; do check "installed share/doc/seabi/$f" test -s "$prefix/share/doc/seabi/$f"; done
# README ("Installing", "Bring your own ABI"): every generated header and
# doc is installed, a recorded ABI's too (pjrt_seabi.h with its companion,
# docs/pjrt-history.md). Found here from the committed files' banners, for
# every schema (the Makefile asks schema/seabi.yaml and RECORDED_SCHEMAS):
# a header or doc make gen writes that install leaves out fails.
generated=$(git ls-files include docs CHANGELOG.md | while read -r f; do
  head -n 6 "$f" | grep -qiE 'generated from schema/[A-Za-z0-9_.-]+\.yaml by' && echo "$f"; done)
check "the tree has generated headers and docs, pjrt's among them (got: $(echo $generated))" \
  bash -c "[[ ' $(echo $generated) ' == *' include/pjrt_seabi.h '* && ' $(echo $generated) ' == *' docs/pjrt-history.md '* ]]"
for f in $generated; do
  case $f in
    include/*) dest=$prefix/$f ;;
    *) dest=$prefix/share/doc/seabi/$(basename "$f") ;;
  esac
  check "generated $f installed unchanged" cmp "$f" "$dest"
done
# The hand-written XSpace writer (README, "The other modules"): installed as
# it is, and it compiles from the prefix alone as C99 and as C++.
check "xspace_writer.h installed unchanged" cmp include/xspace_writer.h "$prefix/include/xspace_writer.h"
printf '#include "xspace_writer.h"\nint main(void) { xsp_writer w = XSP_WRITER_INIT; size_t n; xsp_begin_plane(&w, 1, "/device:CUSTOM:0"); xsp_end(&w); unsigned char *b = xsp_take(&w, &n); free(b); return b == NULL; }\n' >"$work/xsw.c"
check "the installed xspace_writer.h compiles and runs as C99 (-Wall -Wextra -Wpedantic -Werror)" \
  bash -c "cc -std=c99 -Wall -Wextra -Wpedantic -Werror -I'$prefix/include' -o '$work/xsw' '$work/xsw.c' && '$work/xsw'"
cp "$work/xsw.c" "$work/xsw.cc"
check "the installed xspace_writer.h compiles as C++11 (-Wall -Wextra -Wpedantic -Werror)" \
  c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror -I"$prefix/include" -c -o "$work/xsw_cc.o" "$work/xsw.cc"
check "host tool installed" test -x "$prefix/bin/seabi"
check "plugin installed" test -f "$prefix/lib/seabi/plugins/libsimdev.so"
# The installed tool finds the installed plugin on its own (no PATH argument).
listed=$(env -u SEABI_PLUGIN_PATH "$prefix/bin/seabi" list 2>>"$work/log")
[[ $listed == *"platform SIMDEV"* ]] && ok "installed seabi list finds the installed plugin" \
  || bad "installed seabi list finds the installed plugin" "got '${listed:0:200}'"
# ... through the installed export libraries of its core (the binary itself
# exports no TF_ function): one per core and library the build made.
built_cores=$(cd build && find lib/seabi/cores -name '*.so*' | sort)
installed_cores=$(cd "$prefix" && find lib/seabi/cores -name '*.so*' 2>/dev/null | sort)
check "every core's export libraries installed ($(echo $built_cores | wc -w))" \
  bash -c "[[ -n '$built_cores' && '$built_cores' == '$installed_cores' ]]"
check "installed seabi loads the installed plugin in a TensorFlow core" \
  env -u SEABI_PLUGIN_PATH "$prefix/bin/seabi" list --core tensorflow-2.14

# pkg-config
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig
got=$(pkg-config --modversion seabi 2>>"$work/log")
[[ $got == "$version" ]] && ok "pkg-config --modversion is $version" || bad "pkg-config --modversion" "got '$got'"
cflags=$(pkg-config --cflags seabi 2>>"$work/log" | sed 's/ *$//')
[[ $cflags == "-I$prefix/include" ]] && ok "pkg-config --cflags points into the prefix" || bad "pkg-config --cflags" "got '$cflags'"
check "pkg-config: seabi >= $version" pkg-config --exists "seabi >= $version"
if pkg-config --exists "seabi >= $((major + 1)).0.0" 2>/dev/null; then bad "pkg-config rejects a newer major"; else ok "pkg-config rejects a newer major"; fi
# shellcheck disable=SC2086 # cflags is a flag list
check "pkg-config consumer builds" ${CC:-cc} -std=c99 -Wall -Wextra -Werror $cflags "$work/src/main.c" -o "$work/pc-consumer"
out=$("$work/pc-consumer" 2>&1)
[[ $out == "seabi consumer: se_api.h $version" ]] && ok "pkg-config consumer runs" || bad "pkg-config consumer runs" "got '$out'"
# The consumer must have compiled against the installed copy, not the tree.
deps=$(${CC:-cc} -M $cflags "$work/src/main.c" 2>/dev/null | tr -d '\\\n')
[[ $deps == *"$prefix/include/se_api.h"* ]] && ok "consumer used the installed header" || bad "consumer used the installed header"
# A TensorFlow-style plugin finds the drop-in through the same pkg-config flags.
check "pkg-config: TensorFlow-style plugin builds against the installed drop-in" \
  ${CC:-cc} -std=c11 -Wall -Wextra -Werror $cflags -c tests/compile/tf_plugin.c -o "$work/tf_plugin.o"

# Building and linking: the two link lines of the installed header.md, run
# as written (cc -> $CC) in the consumer folder, against the installed
# header. A plugin leaves TF_* undefined; a host exports them.
cp examples/host/tf_status.c "$work/src/"   # the reference TF_* a host links
doc=$prefix/share/doc/seabi/header.md
plugin_line=$(grep -m1 -E '^ +cc .*-shared .*my_plugin\.c' "$doc" 2>/dev/null | sed 's/^ *//')
host_line=$(grep -m1 -E '^ +cc .*my_host\.c' "$doc" 2>/dev/null | sed 's/^ *//')
check "installed header.md gives a plugin link line" test -n "$plugin_line"
check "installed header.md gives a host link line" test -n "$host_line"
# Runs one documented line; anything but a cc command line (say, the line
# went missing from the doc) is a failure, never a vacuous pass.
documented() { [[ $1 == "cc "* ]] && (cd "$work/src" && cc() { command "${CC:-cc}" "$@"; } && eval "$1"); }
check "documented plugin line builds: $plugin_line" documented "$plugin_line"
check "documented host line builds: $host_line" documented "$host_line"
out=$("$work/src/my_host" "$work/src/libmy_plugin.so" 2>&1)
[[ $out == "registered LINK_TEST LINKTEST" ]] && ok "host linked as documented loads and registers the plugin" \
  || bad "host linked as documented loads and registers the plugin" "got '$out'"
# Without -rdynamic the host's TF_* stay private and dlopen cannot bind them.
documented "$(sed -e 's/-rdynamic //' -e 's/-o my_host/-o my_host_private/' <<<"$host_line")" >>"$work/log" 2>&1
out=$("$work/src/my_host_private" "$work/src/libmy_plugin.so" 2>&1)
[[ $out == *"undefined symbol: TF_SetStatus"* ]] && ok "host linked without -rdynamic cannot load it (TF_SetStatus)" \
  || bad "host linked without -rdynamic cannot load it (TF_SetStatus)" "got '$out'"
# -Wl,--no-undefined fails on TF_SetStatus, as documented; -Wl,-z,undefs after it undoes that.
if documented "${plugin_line/libmy_plugin.so/libstrict.so} -Wl,--no-undefined" >"$work/noundef.log" 2>&1; then
  bad "plugin with -Wl,--no-undefined fails to link" "it linked"
elif grep -q "undefined reference to .TF_SetStatus" "$work/noundef.log"; then
  ok "plugin with -Wl,--no-undefined fails to link, on TF_SetStatus"
else bad "plugin with -Wl,--no-undefined fails to link, on TF_SetStatus" "$(head -c 300 "$work/noundef.log")"; fi
check "plugin with -Wl,--no-undefined -Wl,-z,undefs links" \
  documented "${plugin_line/libmy_plugin.so/libundefs.so} -Wl,--no-undefined -Wl,-z,undefs"
out=$("$work/src/my_host" "$work/src/libundefs.so" 2>&1)
[[ $out == "registered LINK_TEST LINKTEST" ]] && ok "... and loads in the documented host" \
  || bad "... and loads in the documented host" "got '$out'"

# CMake
cm() { cmake -S "$work/src" -B "$work/$1" -DCMAKE_PREFIX_PATH="$prefix" -DSEABI_WANT="$2" -DCMAKE_C_COMPILER="${CC:-cc}"; }
check "cmake find_package(seabi) configures" cm cmake-any ""
check "cmake consumer builds" cmake --build "$work/cmake-any"
out=$("$work/cmake-any/consumer" 2>&1)
[[ $out == "seabi consumer: se_api.h $version" ]] && ok "cmake consumer runs" || bad "cmake consumer runs" "got '$out'"
check "cmake find_package(seabi $major.0) accepts the same major" cm cmake-same "$major.0"
# The version README's Installing section asks for, as it writes it.
readme_want=$(sed -n 's/^ *find_package(seabi \([0-9.]*\) REQUIRED)$/\1/p' README.md)
readme_cm() { [[ -n $readme_want ]] && cm cmake-readme "$readme_want"; }
check "cmake find_package(seabi ${readme_want:-?} REQUIRED), as README writes it, configures" readme_cm
if cm cmake-newer "$((major + 1)).0" >>"$work/log" 2>&1; then bad "cmake find_package rejects another major"
else ok "cmake find_package rejects another major"; fi
newer=${version%.*}.$((${version##*.} + 1))
if cm cmake-future "$newer" >>"$work/log" 2>&1; then bad "cmake find_package($newer) rejects a version newer than installed"
else ok "cmake find_package($newer) rejects a version newer than installed"; fi

# DESTDIR: files staged under DESTDIR, but paths inside still say PREFIX.
stage=$work/stage
check "make install DESTDIR" mk install DESTDIR="$stage" PREFIX=/opt/seabi
check "DESTDIR staging holds the header" test -f "$stage/opt/seabi/include/se_api.h"
check "DESTDIR .pc names the real prefix" grep -qx 'prefix=/opt/seabi' "$stage/opt/seabi/lib/pkgconfig/seabi.pc"

# Uninstall: nothing of seabi left, the foreign file kept.
check "make uninstall" mk uninstall PREFIX="$prefix"
left=$(cd "$prefix" && find . -mindepth 1 ! -path ./include ! -path ./include/other.h | sort | tr '\n' ' ')
[[ -z $left ]] && ok "uninstall leaves nothing of seabi" || bad "uninstall leaves nothing of seabi" "left: $left"
check "uninstall keeps files that are not seabi's" test -f "$prefix/include/other.h"
check "uninstall of DESTDIR" mk uninstall DESTDIR="$stage" PREFIX=/opt/seabi
left=$(find "$stage" -type f | tr '\n' ' ')
[[ -z $left ]] && ok "DESTDIR uninstall leaves no files" || bad "DESTDIR uninstall leaves no files" "left: $left"

if ((fail == 0)); then rm -rf "$work"; else echo "logs kept in $work"; fi
summary
