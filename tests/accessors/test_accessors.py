#!/usr/bin/env python3
"""Accessor and validator tests of the generated header, and its layout pins.

1. accessors.c (against include/se_api.h) + accessors_v020.c (against the
   0.2.0 header, rendered here) built C11 -Wall -Wextra -Wpedantic -Werror
   under ASan+UBSan; every CHECK in them counts in this suite's total.
2. Mutation: the same test against a header whose mem_zero guard was removed
   must fail (so the exact-size allocations really do catch a write past an
   older core's struct).
3. Negative compiles: a header whose layout pins or size macros were tampered
   with must not compile (LP64, and i386 with -m32 when available).
"""
import os
import re
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "generator"))
import seabitest as T  # noqa: E402

HEADER = os.path.join(T.ROOT, "include", "se_api.h")
SCHEMA = "schema/se_api.yaml"
C_COUNTS = {"passed": 0, "failed": 0}


def setUpModule():
    global TMP, V020, V001
    TMP = tempfile.mkdtemp(prefix="accessors-")
    V020 = os.path.dirname(T.header(SCHEMA, "0.2.0", os.path.join(TMP, "0.2.0", "se_api.h")))
    V001 = os.path.dirname(T.header(SCHEMA, "0.0.1", os.path.join(TMP, "0.0.1", "se_api.h")))


def tearDownModule():
    shutil.rmtree(TMP, ignore_errors=True)


def tampered(name, src_dir, edit):
    """A copy of src_dir/se_api.h with `edit(text) -> text` applied; returns its dir."""
    d = os.path.join(TMP, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(src_dir, "se_api.h")) as f:
        text = f.read()
    new = edit(text)
    assert new != text, f"tampering {name} changed nothing"
    with open(os.path.join(d, "se_api.h"), "w") as f:
        f.write(new)
    return d


def build_accessors(include_dir, exe, cc=None):
    v020 = exe + "-v020.o"
    T.build([os.path.join(HERE, "accessors_v020.c")], v020, includes=[V020], flags=T.SAN,
            compile_only=True, cc=cc)
    return T.build([os.path.join(HERE, "accessors.c"), v020], exe, includes=[include_dir], flags=T.SAN, cc=cc)


USES_HEADER = os.path.join(HERE, "uses_header.c")


class AccessorsUnderSanitizers(unittest.TestCase):
    def test_accessors_c_under_asan_ubsan(self):
        exe = build_accessors(os.path.dirname(HEADER), os.path.join(TMP, "accessors"))
        p = T.run(exe)
        sys.stdout.write("".join("  accessors.c: " + ln for ln in p.stdout.splitlines(True)))
        m = re.search(r"^(\d+) passed, (\d+) failed$", p.stdout, re.M)
        self.assertIsNotNone(m, f"no summary from accessors.c:\n{p.stdout}{p.stderr}")
        C_COUNTS["passed"], C_COUNTS["failed"] = int(m.group(1)), int(m.group(2))
        # The summary line above is the C program's; this suite's total adds it in.
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertNotIn("Sanitizer", p.stderr)
        self.assertGreaterEqual(C_COUNTS["passed"], 100)

    def test_clang_builds_and_runs_it_too(self):
        clang = shutil.which("clang")
        if not clang:
            self.skipTest("no clang")
        exe = os.path.join(TMP, "accessors-clang")
        try:
            build_accessors(os.path.dirname(HEADER), exe, cc=clang)
        except AssertionError as e:
            if "libclang_rt" in str(e) or "cannot find" in str(e):
                self.skipTest("clang has no sanitizer runtime here")
            raise
        p = T.run(exe)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)

    def assert_unguarded_caught(self, name, old, new):
        """A header with `old` replaced by `new` (a guard dropped) must make
        accessors.c blow up (ASan) or fail its checks on exact-size older
        structs. If it passes, the exact-size test proves nothing."""
        d = tampered(name, os.path.dirname(HEADER), lambda text: text.replace(old, new))
        p = T.run(build_accessors(d, os.path.join(TMP, "accessors-" + name)))
        self.assertNotEqual(p.returncode, 0, f"{name}: a setter without its guard went unnoticed")
        self.assertTrue("AddressSanitizer" in p.stderr or "FAIL" in p.stdout, p.stdout + p.stderr)

    def test_unguarded_setter_is_caught(self):
        # The members that dispatch on layouts (SP_StreamExecutor.mem_zero
        # among them): se_private_at answers the offset in this header's own
        # layout whatever the size.
        self.assert_unguarded_caught("unguarded", "  if (n == e0) return o0;\n",
                                     "  if (n == e0 || n != 0) return o0;\n")

    def test_unguarded_macro_setter_is_caught(self):
        # The setters that are macros over se_private_put, without its struct_size test.
        self.assert_unguarded_caught("unguarded-macros", "  if (!se_private_has(s, end)) return 0;\n",
                                     "  if (s == SE_NULL || end == 0) return 0;\n")


def compile_header(include_dir, flags=()):
    return T.cc([USES_HEADER], includes=[include_dir], flags=list(flags), compile_only=True)


class TamperedLayoutPins(unittest.TestCase):
    def assert_refused(self, d, needle, flags=()):
        p = compile_header(d, flags)
        self.assertNotEqual(p.returncode, 0, "a tampered header compiled")
        self.assertIn(needle, p.stderr)

    def test_untampered_header_compiles(self):
        for d in (os.path.dirname(HEADER), V020, V001):
            p = compile_header(d)
            self.assertEqual(p.returncode, 0, p.stderr)

    def test_offset_pin_edited(self):
        pat = re.compile(r"offsetof\(SP_StreamExecutor, host_callback\) == (\d+), "
                         r"\"SP_StreamExecutor.host_callback must be at offset (\d+) on 64-bit")

        def edit(text):
            return pat.sub(lambda m: m.group(0).replace(m.group(1), str(int(m.group(1)) + 8), 1), text, count=1)
        d = tampered("pin", os.path.dirname(HEADER), edit)
        self.assert_refused(d, "SP_StreamExecutor.host_callback must be at offset")

    def test_sizeof_pin_edited(self):
        d = tampered("sizeof", os.path.dirname(HEADER),
                     lambda t: re.sub(r"(sizeof\(SP_Allocator\) == )24", r"\g<1>17", t, count=1))
        self.assert_refused(d, "sizeof(SP_Allocator) must be")

    def test_member_type_edited(self):
        # A layout change the schema did not make: SP_Platform.supports_unified_memory
        # widened from TF_Bool to uint16_t moves use_bfc_allocator from 41 to 42.
        def edit(text):
            start = text.index("struct SP_Platform {")
            old = "TF_Bool supports_unified_memory;"
            i = text.index(old, start)
            return text[:i] + "uint16_t supports_unified_memory;" + text[i + len(old):]
        d = tampered("member", os.path.dirname(HEADER), edit)
        self.assert_refused(d, "SP_Platform.use_bfc_allocator must be at offset")

    def test_rfc_stale_platform_fns_macro_cannot_compile(self):
        # RFC 257 ends SP_PLATFORM_FNS_STRUCT_SIZE at destroy_timer_fns although
        # four members follow; put that macro into our 0.0.1 header.
        d = tampered("rfcmacro", V001, lambda t: re.sub(
            r"(#define SP_PLATFORM_FNS_STRUCT_SIZE SE_PRIVATE_OFFSET_OF_END\(SP_PlatformFns, )\w+\)",
            r"\1destroy_timer_fns)", t, count=1))
        self.assert_refused(d, "SP_PLATFORM_FNS_STRUCT_SIZE must")

    def test_i386_pin_edited(self):
        if compile_header(os.path.dirname(HEADER), ["-m32"]).returncode != 0:
            self.skipTest("gcc -m32 unavailable (install gcc-multilib)")
        pat = re.compile(r"offsetof\(SP_Platform, type\) == (\d+), \"SP_Platform.type must be at offset \d+ on i386")

        def edit(text):
            return pat.sub(lambda m: m.group(0).replace(m.group(1), str(int(m.group(1)) + 4), 1), text, count=1)
        d = tampered("pin32", os.path.dirname(HEADER), edit)
        self.assert_refused(d, "SP_Platform.type must be at offset", ["-m32"])
        self.assertEqual(compile_header(d).returncode, 0, "the i386 pins must not apply on x86-64")


# ---- the C lookup follows layouts.py's rule ------------------------------
def rule_cases(api, view, abi):
    """[(struct, member or None for settle, struct_size, expected)] over
    the sizes a core can hand over: every known layout's, and every size
    past the smallest lineage-newest layout up to one past the largest known
    (a newer core's). has() is expected where layouts.at places the member;
    settle where layouts.settle_target does (0 when it cannot place)."""
    from seabigen import layouts
    cases = []
    for sv in view.structs:
        members = [f.name for f in sv.fields]
        known = layouts.known(api, sv.name)
        newest = layouts.newest(api, sv.name).values()
        sizes = {k.size(abi) for k in known}
        top = max(sizes) + 2 * (8 if abi == "lp64" else 4)
        sizes |= set(range(min(k.size(abi) for k in newest) + 1, top + 1))
        for n in sorted(sizes):
            for m in members:
                cases.append((sv.name, m, n, int(layouts.at(api, sv.name, m, n, abi) is not None)))
            to = layouts.settle_target(api, sv.name, n, members, abi)
            cases.append((sv.name, None, n, to or 0))
    return cases


def rule_program(header_name, cases, path):
    """C source that prints each case's answer from the header's accessors."""
    lines = [f'#include "{header_name}"', "#include <stdio.h>", "#include <string.h>",
             "static union { size_t struct_size; long double align; unsigned char bytes[4096]; } buf;",
             "static void* sized(size_t n) { memset(buf.bytes, 0, sizeof buf.bytes); buf.struct_size = n; "
             "return buf.bytes; }",
             "int main(void) {"]
    for s, m, n, _ in cases:
        call = f"{s}_has_{m}(({s}*)sized({n}))" if m else f"{s}_settle(({s}*)sized({n}))"
        lines.append(f'  printf("%lu\\n", (unsigned long)({call}));')
    lines += ["  return 0;", "}"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


class LookupFollowsTheRule(unittest.TestCase):
    """has() and settle() of both generated headers answer what layouts.py's
    rule (in Python) answers, for every member, every size a core can hand
    over, on x86-64 and i386: the C lookup is generated from data, and
    this holds it to the rule it renders."""

    def check_header(self, name, edition, abi):
        from seabigen import cli, view as view_mod
        api = cli.load(os.path.join(T.ROOT, SCHEMA))
        ed = api.editions[-1] if edition else None
        cases = rule_cases(api, view_mod.View(api, api.newest, ed), abi)
        src = os.path.join(TMP, f"rule_{name}_{abi}.c")
        rule_program(name, cases, src)
        flags = ["-DSE_NO_DEPRECATION_WARNINGS", "-O1"] + (["-m32"] if abi == "ilp32" else [])
        exe = T.build([src], src[:-2], includes=[os.path.dirname(HEADER)], flags=flags)
        got = (T.run_i386(exe) if abi == "ilp32" else T.run(exe)).stdout.split()
        self.assertEqual(len(got), len(cases))
        wrong = [f"{s}.{m or 'settle'} at struct_size {n}: C says {g}, the rule {want}"
                 for (s, m, n, want), g in zip(cases, got) if int(g) != want]
        self.assertEqual(wrong[:5], [], f"{len(wrong)} of {len(cases)} answers differ")
        # Not vacuous: members found and missing, and sizes settled and refused.
        self.assertTrue({0, 1} <= {want for _, m, _, want in cases if m})
        self.assertTrue(any(want == 0 for _, m, _, want in cases if not m))

    def test_se_api_h(self):
        self.check_header("se_api.h", False, "lp64")

    def test_drop_in_header(self):
        self.check_header("se_api_tensorflow.h", True, "lp64")

    def test_i386(self):
        if compile_header(os.path.dirname(HEADER), ["-m32"]).returncode != 0:
            self.skipTest("gcc -m32 unavailable (install gcc-multilib)")
        T.skip_unless_i386_runs()
        self.check_header("se_api.h", False, "ilp32")
        self.check_header("se_api_tensorflow.h", True, "ilp32")


if __name__ == "__main__":
    # The C program's own checks count in this suite's closing line.
    T.main(extra=C_COUNTS)
