"""features.yaml: a valid schema that uses every feature of the format.

se_api.yaml does not use every key (no `default`, `align`, deprecated
enumerators, a prefix other than SE, ...), so this fixture does, and its
headers must compile strictly in C and C++ at every version and behave as the
schema says. Expected layouts are worked out by hand in the comments.
"""
import os
import shutil
import tempfile
import unittest

import seabitest as T

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.relpath(os.path.join(HERE, "features.yaml"), T.ROOT)
VERSIONS = ("1.0.0", "1.0.1", "1.1.0", "1.2.0")

PROGRAM = r"""
#include <stdio.h>
#include <string.h>
#include "ftapi.h"

void FT_Init(SE_Params* params, TF_Status* status) { (void)params; (void)status; }

int main(void) {
  char msg[256];
  FT_InitFn init = FT_Init; /* the entry point and its pointer type */
  (void)init;
  printf("version %d.%d.%d\n", FT_MAJOR, FT_MINOR, FT_PATCH);
  printf("sizes %zu %zu %zu %zu\n", (size_t)SP_WIDGET_STRUCT_SIZE_V1_0_0, (size_t)SP_WIDGET_STRUCT_SIZE_V1_1_0,
         (size_t)SP_WIDGET_STRUCT_SIZE_V1_2_0, sizeof(SP_Widget));
  SP_Widget w;
  memset(&w, 0, sizeof w);
  w.struct_size = offsetof(SP_Widget, ratio); /* ratio and everything after are absent */
  printf("defaults %.1f %d %d\n", SP_Widget_get_ratio(&w), SP_Widget_get_small(&w), SP_Widget_set_small(&w, 5));
  printf("extremes %d %d\n", SP_Widget_get_huge(&w) == UINT64_MAX, SP_Widget_get_tiny(&w) == INT64_MIN);
  w.struct_size = SP_WIDGET_STRUCT_SIZE;
  SP_Widget_set_ratio(&w, 2.5);
  SP_Widget_set_small(&w, 5);
  printf("present %.1f %d\n", SP_Widget_get_ratio(&w), SP_Widget_get_small(&w));
  SP_Widget_set_name(&w, "widget_1");
  printf("valid %d\n", (int)SP_Widget_validate(&w, &w, msg, sizeof msg));
  SP_Widget_set_name(&w, "Widget");
  SP_Widget_validate(&w, &w, msg, sizeof msg);
  printf("pattern %s\n", msg);
  SP_Widget_set_name(&w, "w");
  SP_Widget_set_flag(&w, 1);
  SP_Widget_validate(&w, &w, msg, sizeof msg);
  printf("required_when %s\n", msg);
  /* A required member the struct_size leaves out is missing, by name and
   * size; only a known older layout without it (1.0.0's 88) may omit it. */
  w.struct_size = 20;
  SP_Widget_validate(&w, &w, msg, sizeof msg);
  printf("uncovered %s\n", msg);
  w.struct_size = 100;
  SP_Widget_validate(&w, &w, msg, sizeof msg);
  printf("uncovered_when %s\n", msg);
  w.struct_size = SP_WIDGET_STRUCT_SIZE_V1_0_0;
  printf("older_layout %d\n", (int)SP_Widget_validate(&w, &w, msg, sizeof msg));
  printf("enum %d %d\n", (int)SE_MODE_ON, (int)SE_MODE_AUTO);
  return 0;
}
"""


def setUpModule():
    global TMP
    TMP = tempfile.mkdtemp(prefix="features-")
    for v in VERSIONS:
        T.header(SCHEMA, v, os.path.join(TMP, v, "ftapi.h"))


def tearDownModule():
    shutil.rmtree(TMP, ignore_errors=True)


def compilers():
    out = [("gcc", "-std=c99", []), ("gcc", "-std=c11", []), ("gcc", "-std=c11", ["-m32"]),
           ("g++", "-std=c++11", ["-x", "c++"]), ("g++", "-std=c++17", ["-x", "c++"]),
           ("clang", "-std=c11", []), ("clang++", "-std=c++14", ["-x", "c++"])]
    return [(c, std, fl) for c, std, fl in out if shutil.which(c)]


class Features(unittest.TestCase):
    def test_valid(self):
        p = T.gen("validate", "--schema", SCHEMA)
        self.assertEqual(p.returncode, 0, p.stderr)

    def test_headers_compile_everywhere(self):
        src = os.path.join(TMP, "uses.c")
        with open(src, "w") as f:
            f.write('#include "ftapi.h"\nint main(void) { return 0; }\n')
        m32 = T.cc([src], includes=[os.path.join(TMP, "1.0.0")], flags=["-m32"]).returncode == 0
        for v in VERSIONS:
            for cc, std, flags in compilers():
                if "-m32" in flags and not m32:
                    continue
                with self.subTest(version=v, cc=cc, std=std, flags=flags):
                    p = T.cc([src], includes=[os.path.join(TMP, v)], std=std, flags=flags, compile_only=True, cc=cc)
                    self.assertEqual(p.returncode, 0, p.stderr[:2000])

    def test_behaviour(self):
        src = os.path.join(TMP, "prog.c")
        with open(src, "w") as f:
            f.write(PROGRAM)
        exe = T.build([src], os.path.join(TMP, "prog"), includes=[os.path.join(TMP, "1.2.0")], flags=T.SAN)
        p = T.run(exe)
        self.assertEqual(p.returncode, 0, p.stderr)
        got = p.stdout.splitlines()
        # LP64 by hand: struct_size 0, ext 8, ordinal 16, name 24, mode 32, queue 40,
        # ratio 48, small 56, wide (align 8) 64, flag 72, done 80..88; then handler,
        # when_flag, legacy 88..112; later 112..120, huge 120..128, tiny 128..136.
        self.assertEqual(got, [
            "version 1.2.0",
            "sizes 88 112 136 136",
            "defaults 1.0 -3 0",
            "extremes 1 1",
            "present 2.5 5",
            "valid 0",
            "pattern Device name/type 'Widget' must match [a-z][a-z0-9_]*.",
            "required_when 'when_flag' field in SP_Widget must be set.",
            "uncovered 'name' field in SP_Widget must be set (struct_size 20 ends before it).",
            "uncovered_when 'when_flag' field in SP_Widget must be set (struct_size 100 ends before it).",
            "older_layout 0",
            "enum 1 2",
        ])

    def test_i386_layout(self):
        # i386 by hand: 4-byte size_t and pointers, double aligned 4, explicit align 8
        # honoured: ... ratio 24..32, small 32, wide 40..48, flag 48, done 52..56.
        src = os.path.join(TMP, "sz.c")
        with open(src, "w") as f:
            f.write('#include <stdio.h>\n#include "ftapi.h"\nint main(void) {\n'
                    '  printf("%zu %zu %zu\\n", (size_t)SP_WIDGET_STRUCT_SIZE_V1_0_0, offsetof(SP_Widget, wide), '
                    'sizeof(SP_Widget));\n  return 0;\n}\n')
        exe = os.path.join(TMP, "sz32")
        if T.cc([src], exe, includes=[os.path.join(TMP, "1.0.0")], flags=["-m32"]).returncode != 0:
            self.skipTest("gcc -m32 unavailable")
        self.assertEqual(T.run_i386(exe).stdout, "56 40 56\n")

    def test_deprecations_switch_with_the_prefix(self):
        uses = {
            "enumerator": "int f(void);\nint f(void) { return (int)SE_MODE_LEGACY; }\n",
            "struct": "size_t f(void);\nsize_t f(void) { return sizeof(Gadget); }\n",
            "member": "void* f(SP_Widget* w);\nvoid* f(SP_Widget* w) { return SP_Widget_get_legacy(w); }\n",
        }
        first = {"enumerator": "1.1.0", "struct": "1.2.0", "member": "1.1.0"}
        for what, body in uses.items():
            src = os.path.join(TMP, f"dep-{what}.c")
            with open(src, "w") as f:
                f.write('#include "ftapi.h"\n' + body)
            for v in VERSIONS:
                if what != "enumerator" and v < "1.1.0":
                    continue  # Gadget and legacy do not exist yet
                with self.subTest(use=what, version=v):
                    p = T.cc([src], includes=[os.path.join(TMP, v)], compile_only=True)
                    if v >= first[what]:
                        self.assertNotEqual(p.returncode, 0, "a deprecated use compiled under -Werror")
                        self.assertIn("deprecated", p.stderr)
                        ok = T.cc([src], includes=[os.path.join(TMP, v)], flags=["-DFT_NO_DEPRECATION_WARNINGS"],
                                  compile_only=True)
                        self.assertEqual(ok.returncode, 0, ok.stderr)
                    else:
                        self.assertEqual(p.returncode, 0, p.stderr)

    def test_rendered_text(self):
        with open(os.path.join(TMP, "1.2.0", "ftapi.h")) as f:
            text = f.read()
        self.assertIn("#ifndef FTAPI_H_", text)
        self.assertIn("Retired since 1.2.0", text)
        self.assertIn("Deprecated since 1.1.0. Replaced by SP_Widget.handler. Use the member.", text)
        self.assertIn("No `ext` member: A documented exception.", text)
        self.assertIn("#define GADGET_SIZE SE_PRIVATE_OFFSET_OF_END(Gadget, value)", text)
        self.assertIn("SE_PLUGIN_EXPORT void FT_Init(SE_Params* params, TF_Status* status);", text)
        with open(os.path.join(TMP, "1.0.1", "ftapi.h")) as f:
            patch = f.read()
        self.assertIn("#define FT_PATCH 1", patch)
        self.assertNotIn("Gadget", patch)


if __name__ == "__main__":
    T.main()
