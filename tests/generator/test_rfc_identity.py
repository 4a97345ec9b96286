"""Version 0.0.1 is RFC 257, binary-identical in layout on x86-64.

rfc257_header.h is the RFC's "Detailed API" block, verbatim (rfc257_wrapper.h
adds only <stddef.h>, <stdint.h> and the TF_Status typedef it assumes).

From our schema we generate one C program that prints sizeof, offsetof and
member size of every struct and member that exists at 0.0.1, the size
macros, the enumerator values and the version macros. It is compiled once
against the RFC header and once against `seabigen header --at 0.0.1`, and
the two outputs must be equal (also with -m32 when available).

The one intended difference is the value of SP_PLATFORM_FNS_STRUCT_SIZE: the
RFC ends it at destroy_timer_fns although four allocator callbacks follow it
in the struct; every size macro we generate ends at the true last member
(schema/se_api.yaml, notes of 0.0.1). The layouts are compared, and that
macro is checked separately to differ exactly that way.

A second, GNU C, translation unit compiled against the RFC header asserts
that every member's type in our schema is the RFC's type
(__builtin_types_compatible_p), so "same layout" cannot hide a changed
signature or a changed pointee.
"""
import os
import tempfile
import unittest

import seabitest as T
from seabigen import checks, schema
from seabigen.model import Version

HERE = os.path.dirname(os.path.abspath(__file__))
V001 = Version.parse("0.0.1")
RFC_SEED = "/work/shared/seeds/000_e3aa9e782eaced9c.txt"
EXPECTED_MACRO_DIFF = {"SP_PLATFORM_FNS_STRUCT_SIZE"}


def api():
    a = schema.read(os.path.join(T.ROOT, "schema", "se_api.yaml"))
    checks.check(a)
    return a


def structs_at(a):
    return [(s, [f for f in s.fields if f.since <= V001]) for s in a.structs if s.since <= V001]


def layout_program(a):
    lines = ["#include <stdio.h>", "#include <stddef.h>", "#ifdef USE_RFC", '#include "rfc257_wrapper.h"',
             "#else", '#include "se_api.h"', "#endif",
             '#define P(S, f) printf("member " #S "." #f " %zu %zu\\n", offsetof(S, f), sizeof(((S*)0)->f))',
             "int main(void) {",
             '  printf("version %d.%d.%d\\n", SE_MAJOR, SE_MINOR, SE_PATCH);']
    for s, fields in structs_at(a):
        lines.append(f'  printf("sizeof {s.name} %zu\\n", sizeof({s.name}));')
        for f in fields:
            lines.append(f"  P({s.name}, {f.name});")
        lines.append(f'  printf("macro {s.size_macro} %zu\\n", (size_t){s.size_macro});')
    for e in a.enums:
        lines.append(f'  printf("sizeof {e.name} %zu\\n", sizeof({e.name}));')
        for v in e.values:
            if v.since <= V001:
                lines.append(f'  printf("enum {v.name} %d\\n", (int){v.name});')
    for h in a.handles:
        lines.append(f'  printf("sizeof {h.name} %zu\\n", sizeof({h.name}));')
    lines += ['  printf("sizeof TF_Bool %zu\\n", sizeof(TF_Bool));', "  return 0;", "}"]
    return "\n".join(lines) + "\n"


def types_program(a):
    """GNU C: each member's type as our schema spells it == the RFC's."""
    out = ['#include "rfc257_wrapper.h"',
           "#define SAME(what, T1, T2) _Static_assert(__builtin_types_compatible_p(T1, T2), what)"]
    n = 0
    for s, fields in structs_at(a):
        for f in fields:
            n += 1
            t = f"seabi_t{n}"
            if f.is_callback:
                out.append(f"typedef {f.signature.returns.c()} (*{t})({f.signature.c_params()});")
            else:
                out.append(f"typedef {f.ctype.c()} {t};")
            out.append(f'SAME("{s.name}.{f.name} has the RFC\'s type", {t}, __typeof__(((({s.name}*)0)->{f.name})));')
    for c in a.callbacks:
        out.append(f"typedef {c.signature.returns.c()} (*seabi_cb_{c.name})({c.signature.c_params()});")
        out.append(f'SAME("{c.name} has the RFC\'s type", seabi_cb_{c.name}, {c.name});')
    for e in a.entry_points:
        out.append(f"typedef {e.signature.returns.c()} (*seabi_ep_{e.name})({e.signature.c_params()});")
        out.append(f'SAME("{e.name} has the RFC\'s signature", seabi_ep_{e.name}, __typeof__(&{e.name}));')
    return "\n".join(out) + "\n", n


class RfcIdentity(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="rfc257-")
        d = cls.tmp.name
        cls.api = api()
        T.header("schema/se_api.yaml", "0.0.1", os.path.join(d, "ours", "se_api.h"))
        cls.prog = os.path.join(d, "layout.c")
        with open(cls.prog, "w") as f:
            f.write(layout_program(cls.api))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_layout(self, which, flags=()):
        exe = os.path.join(self.tmp.name, f"layout-{which}{''.join(flags)}")
        if which == "rfc":
            T.build([self.prog], exe, includes=[HERE], flags=["-DUSE_RFC", *flags])
        else:
            T.build([self.prog], exe, includes=[os.path.join(self.tmp.name, "ours")], flags=list(flags))
        p = T.run_i386(exe) if "-m32" in flags else T.run(exe)
        self.assertEqual(p.returncode, 0, p.stderr)
        return p.stdout.splitlines()

    def compare(self, flags=()):
        rfc, ours = self.run_layout("rfc", flags), self.run_layout("ours", flags)
        self.assertEqual(len(rfc), len(ours))
        layout_diff = [(a, b) for a, b in zip(rfc, ours) if a != b and not a.startswith("macro ")]
        self.assertEqual(layout_diff, [], "layout differs from RFC 257")
        macro_diff = {a.split()[1]: (int(a.split()[2]), int(b.split()[2]))
                      for a, b in zip(rfc, ours) if a != b and a.startswith("macro ")}
        self.assertEqual(set(macro_diff), EXPECTED_MACRO_DIFF, macro_diff)
        return rfc, ours, macro_diff

    def test_layout_identical_x86_64(self):
        rfc, ours, _ = self.compare()
        members = [ln for ln in rfc if ln.startswith("member ")]
        self.assertGreater(len(members), 100, "the comparison must cover every member")
        self.assertIn("version 0.0.1", rfc)
        self.assertIn("sizeof SP_StreamExecutor 264", rfc)
        self.assertIn("macro SP_ALLOCATOR_STRUCT_SIZE 17", ours)

    def test_rfc_platform_fns_macro_is_the_documented_difference(self):
        _, _, diff = self.compare()
        rfc_value, our_value = diff["SP_PLATFORM_FNS_STRUCT_SIZE"]
        # RFC: offsetof(destroy_timer_fns) + 8 = 8 + 8 + 5*8 + 8 = 64; ours ends at
        # destroy_custom_allocator, 4 callbacks later, = sizeof = 96.
        self.assertEqual((rfc_value, our_value), (64, 96))

    def test_layout_identical_i386(self):
        probe = T.cc([self.prog], os.path.join(self.tmp.name, "probe32"), includes=[HERE],
                     flags=["-DUSE_RFC", "-m32"])
        if probe.returncode != 0:
            self.skipTest("gcc -m32 unavailable")
        T.skip_unless_i386_runs()
        rfc, _, diff = self.compare(("-m32",))
        self.assertIn("sizeof SP_StreamExecutor 132", rfc)
        self.assertEqual(diff["SP_PLATFORM_FNS_STRUCT_SIZE"], (32, 48))

    def test_member_types_are_the_rfcs(self):
        text, n = types_program(self.api)
        src = os.path.join(self.tmp.name, "types.c")
        with open(src, "w") as f:
            f.write(text)
        p = T.cc([src], includes=[HERE], std="-std=gnu11", compile_only=True)
        self.assertEqual(p.returncode, 0, p.stderr[:3000])
        self.assertGreater(n, 100)

    def test_type_check_bites(self):
        # The same program with one parameter type changed must be rejected.
        text, _ = types_program(self.api)
        bad = text.replace("uint64_t size, int64_t memory_space", "int64_t size, int64_t memory_space", 1)
        self.assertNotEqual(bad, text)
        src = os.path.join(self.tmp.name, "types_bad.c")
        with open(src, "w") as f:
            f.write(bad)
        p = T.cc([src], includes=[HERE], std="-std=gnu11", compile_only=True)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("SP_StreamExecutor.allocate has the RFC's type", p.stderr)

    def test_fixture_is_the_rfc_text(self):
        if not os.path.exists(RFC_SEED):
            self.skipTest("RFC seed not present on this machine")
        with open(RFC_SEED) as f:
            seed = f.read()
        with open(os.path.join(HERE, "rfc257_header.h")) as f:
            fixture = f.read()
        self.assertIn(fixture, seed + "\n", "tests/generator/rfc257_header.h is no longer verbatim RFC text")
        self.assertTrue(fixture.startswith("#define SE_MAJOR 0\n"))


if __name__ == "__main__":
    T.main()
