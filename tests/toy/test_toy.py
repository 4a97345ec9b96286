#!/usr/bin/env python3
"""The versioning note's Toy example (schema/toy.yaml), held to the note.

The expected numbers and wording come from the note
(C_API_versioning_strategy.md), not from the generator:
  * "Evaluates to 20" at 1.0.0, "Evaluates to 36" at 1.1.0 and still 36 at
    1.2.0 (x86-64); new_field1 at offset 24, new_field2 at 32 (the note's
    "greater than 24 (offset of new_field1)" / "32 (offset of new_field2)").
  * Deprecation: "comments next to the member indicating so"; the producer
    "stops setting the deprecated new_field1"; a renamed member names its
    replacement ("Use better_name").
On top, the header must turn deprecation into a compiler diagnostic that
-Werror stops, unless SE_NO_DEPRECATION_WARNINGS is defined.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "generator"))
import seabitest as T  # noqa: E402

SCHEMA = "schema/toy.yaml"
VERSIONS = ("1.0.0", "1.1.0", "1.2.0", "1.3.0")

# From the note (x86-64): the size macro and where the members sit.
NOTE_LP64 = {
    "1.0.0": {"TOY_STRUCT_SIZE": 20, "offsetof old_field": 16},
    "1.1.0": {"TOY_STRUCT_SIZE": 36, "offsetof old_field": 16, "offsetof new_field1": 24,
              "offsetof new_field2": 32, "TOY_STRUCT_SIZE_V1_0_0": 20, "TOY_STRUCT_SIZE_V1_1_0": 36},
    "1.2.0": {"TOY_STRUCT_SIZE": 36, "offsetof new_field1": 24, "offsetof new_field2": 32,
              "TOY_STRUCT_SIZE_V1_0_0": 20, "TOY_STRUCT_SIZE_V1_1_0": 36, "TOY_STRUCT_SIZE_V1_2_0": 36},
    "1.3.0": {"TOY_STRUCT_SIZE": 36},
}
# sizeof is the unpadded size rounded up to the 8-byte alignment of size_t/void*.
NOTE_SIZEOF = {"1.0.0": 24, "1.1.0": 40, "1.2.0": 40, "1.3.0": 40}
# i386: size_t and void* are 4 bytes: 4+4+4 = 12, then +4 (pointer) +4 (int) = 20.
I386 = {"1.0.0": {"TOY_STRUCT_SIZE": 12, "sizeof": 12},
        "1.1.0": {"TOY_STRUCT_SIZE": 20, "sizeof": 20, "offsetof new_field1": 12, "offsetof new_field2": 16}}


def setUpModule():
    global TMP, HDR
    TMP = tempfile.mkdtemp(prefix="toytest-")
    HDR = {}
    for v in VERSIONS:
        d = os.path.join(TMP, "hdr", v)
        T.header(SCHEMA, v, os.path.join(d, "toy.h"))
        HDR[v] = d


def tearDownModule():
    shutil.rmtree(TMP, ignore_errors=True)


def parse_numbers(text):
    out = {}
    for line in text.splitlines():
        key, _, value = line.rpartition(" ")
        if value.isdigit():
            out[key] = int(value)
    return out


def has_m32():
    probe = os.path.join(TMP, "m32probe")
    p = T.cc([os.path.join(HERE, "toy_sizes.c")], probe, flags=["-m32"], includes=[HDR["1.0.0"]])
    return p.returncode == 0


def snippet(name, body):
    path = os.path.join(TMP, name)
    with open(path, "w") as f:
        f.write('#include "toy.h"\n' + body)
    return path


class Sizes(unittest.TestCase):
    def layout(self, version, flags=()):
        exe = os.path.join(TMP, f"sizes-{version}{''.join(flags)}")
        T.build([os.path.join(HERE, "toy_sizes.c")], exe, includes=[HDR[version]], flags=list(flags))
        p = T.run_i386(exe) if "-m32" in flags else T.run(exe)
        self.assertEqual(p.returncode, 0, p.stderr)
        return p.stdout, parse_numbers(p.stdout)

    def test_lp64_sizes_match_the_note(self):
        for v in VERSIONS:
            with self.subTest(version=v):
                text, got = self.layout(v)
                self.assertIn(f"SE_VERSION {v}\n", text)
                for key, want in NOTE_LP64[v].items():
                    self.assertEqual(got.get(key), want, f"{key} at {v}:\n{text}")
                self.assertEqual(got["sizeof"], NOTE_SIZEOF[v])

    def test_size_evaluates_to_20_then_36_then_stays(self):
        sizes = [self.layout(v)[1]["TOY_STRUCT_SIZE"] for v in VERSIONS]
        self.assertEqual(sizes, [20, 36, 36, 36])

    def test_i386_sizes(self):
        if not has_m32():
            self.skipTest("gcc -m32 cannot link here (install gcc-multilib)")
        T.skip_unless_i386_runs()
        for v, want in I386.items():
            with self.subTest(version=v):
                text, got = self.layout(v, flags=("-m32",))
                for key, value in want.items():
                    self.assertEqual(got.get(key), value, f"{key} at {v} on i386:\n{text}")

    def test_headers_compile_as_c99_and_cxx(self):
        src = os.path.join(TMP, "uses.c")
        with open(src, "w") as f:
            f.write('#include "toy.h"\nint main(void) { return (int)(TOY_STRUCT_SIZE == 0); }\n')
        for v in VERSIONS:
            for cc, std, flags in (("gcc", "-std=c99", []), ("g++", "-std=c++11", ["-x", "c++"]),
                                   ("g++", "-std=c++17", ["-x", "c++"])):
                if not shutil.which(cc):
                    continue
                with self.subTest(version=v, cc=cc, std=std):
                    p = T.cc([src], includes=[HDR[v]], std=std, flags=flags, compile_only=True, cc=cc)
                    self.assertEqual(p.returncode, 0, p.stderr[:2000])

    def test_version_macros_in_header(self):
        for v in VERSIONS:
            major, minor, patch = v.split(".")
            text = open(os.path.join(HDR[v], "toy.h")).read()
            self.assertRegex(text, rf"#define SE_MAJOR {major}\n#define SE_MINOR {minor}\n#define SE_PATCH {patch}\n")
            self.assertIn("#ifndef TOY_H_", text)


class ProducerConsumer(unittest.TestCase):
    """The note's four compatibility stories, run for real under ASan+UBSan.

    The producer allocates exactly its own TOY_STRUCT_SIZE bytes, so a consumer
    built against a newer header that touched a member past it would be stopped
    by ASan; the guarded accessors must instead report the member absent.
    """

    def story(self, producer, consumer):
        objs = []
        for src, v in (("toy_producer.c", producer), ("toy_consumer.c", consumer)):
            o = os.path.join(TMP, f"{src}-{v}.o")
            T.build([os.path.join(HERE, src)], o, includes=[HDR[v]], flags=T.SAN, compile_only=True)
            objs.append(o)
        exe = os.path.join(TMP, f"story-{producer}-{consumer}")
        T.build([os.path.join(HERE, "toy_main.c"), *objs], exe, flags=T.SAN)
        p = T.run(exe)
        self.assertEqual(p.returncode, 0, f"producer {producer}, consumer {consumer}:\n{p.stdout}{p.stderr}")
        self.assertNotIn("ERROR: AddressSanitizer", p.stderr)
        return p.stdout.strip()

    def test_older_producer_newer_consumer(self):
        # Note: "toy->struct_size = 20 so this `if` is not entered" (both new fields).
        self.assertEqual(self.story("1.0.0", "1.1.0"),
                         "consumer 1.1.0: struct_size=20 old_field=7 has_new_field1=0 new_field1=NULL"
                         " has_new_field2=0 new_field2=0 set_new_field2=0 new_field2=0")

    def test_newer_producer_older_consumer(self):
        # Note: "new_field1 and new_field2 are safely ignored because consumer doesn't know about them."
        self.assertEqual(self.story("1.1.0", "1.0.0"), "consumer 1.0.0: struct_size=36 old_field=7")

    def test_same_version_writes(self):
        self.assertEqual(self.story("1.1.0", "1.1.0"),
                         "consumer 1.1.0: struct_size=36 old_field=7 has_new_field1=1 new_field1=set"
                         " has_new_field2=1 new_field2=42 set_new_field2=1 new_field2=99")

    def test_deprecation_older_producer_still_sets_it(self):
        # Note: "The producer, being older, initializes the recently deprecated new_field1."
        out = self.story("1.1.0", "1.2.0")
        self.assertIn("has_new_field1=1 new_field1=set", out)
        self.assertIn("new_field2=42", out)

    def test_deprecation_newer_producer_stops_setting_it(self):
        # Note: "`new_field1` is `NULL` so it is safely ignored."
        out = self.story("1.2.0", "1.1.0")
        self.assertIn("struct_size=36", out)
        self.assertIn("has_new_field1=1 new_field1=NULL", out)
        self.assertIn("has_new_field2=1 new_field2=42", out)


class Deprecation(unittest.TestCase):
    def compile(self, version, path, defines=()):
        return T.cc([path], includes=[HDR[version]], flags=[f"-D{d}" for d in defines], compile_only=True)

    def assert_deprecated(self, version, body, member, replacement=None):
        src = snippet(f"dep-{abs(hash((version, body)))}.c", body)
        p = self.compile(version, src)
        self.assertNotEqual(p.returncode, 0, f"using {member} at {version} compiled under -Werror")
        self.assertRegex(p.stderr, r"deprecated")
        self.assertIn(f"{member} is deprecated since", p.stderr)
        if replacement:
            self.assertIn(replacement, p.stderr, "the diagnostic must name the replacement")
        ok = self.compile(version, src, defines=["SE_NO_DEPRECATION_WARNINGS"])
        self.assertEqual(ok.returncode, 0, f"SE_NO_DEPRECATION_WARNINGS must silence it:\n{ok.stderr}")
        return src

    def assert_clean(self, version, body):
        src = snippet(f"clean-{abs(hash((version, body)))}.c", body)
        p = self.compile(version, src)
        self.assertEqual(p.returncode, 0, f"at {version}:\n{p.stderr}")

    USE_GET = "void* f(const Toy* t);\nvoid* f(const Toy* t) { return Toy_get_new_field1(t); }\n"
    USE_HAS = "int f(const Toy* t);\nint f(const Toy* t) { return Toy_has_new_field1(t); }\n"
    USE_SET = "int f(Toy* t);\nint f(Toy* t) { return Toy_set_new_field1(t, 0); }\n"
    USE_MEMBER = "void* f(const Toy* t);\nvoid* f(const Toy* t) { return t->new_field1; }\n"

    def test_accessors_and_member_warn_from_1_2_0(self):
        for body in (self.USE_GET, self.USE_HAS, self.USE_SET, self.USE_MEMBER):
            with self.subTest(body=body.splitlines()[-1]):
                self.assert_deprecated("1.2.0", body, "Toy.new_field1")
                self.assert_clean("1.1.0", body)

    def test_undeprecated_fields_stay_clean(self):
        self.assert_clean("1.2.0", "int f(const Toy* t);\nint f(const Toy* t) { return Toy_get_new_field2(t) + t->old_field; }\n")

    def test_rename_names_the_replacement(self):
        body = "const char* f(const Device* d);\nconst char* f(const Device* d) { return Device_get_name(d); }\n"
        self.assert_deprecated("1.3.0", body, "Device.name", replacement="Device.better_name")
        self.assert_clean("1.2.0", body)
        self.assert_clean("1.3.0", "const char* f(const Device* d);\n"
                                   "const char* f(const Device* d) { return Device_get_better_name(d); }\n")

    def test_function_rename_names_the_replacement(self):
        body = ("void cb(Device* d);\nint f(ExportFunctions* e);\n"
                "int f(ExportFunctions* e) { return ExportFunctions_set_create_device(e, cb); }\n")
        self.assert_deprecated("1.3.0", body, "ExportFunctions.create_device",
                               replacement="ExportFunctions.create_better_device")
        self.assert_clean("1.3.0", "void cb(BetterDevice* d);\nint f(ExportFunctions* e);\n"
                                   "int f(ExportFunctions* e) { return ExportFunctions_set_create_better_device(e, cb); }\n")

    def test_cxx17_attribute(self):
        gxx = shutil.which("g++")
        if not gxx:
            self.skipTest("no g++")
        src = os.path.join(TMP, "dep.cc")
        with open(src, "w") as f:
            f.write('#include "toy.h"\n' + self.USE_GET)
        p = T.cc([src], includes=[HDR["1.2.0"]], std="-std=c++17", compile_only=True, cc=gxx)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("Toy.new_field1 is deprecated since 1.2.0", p.stderr)


def comment_before(text, decl):
    """The /* ... */ block right before the line declaring `decl` in the struct."""
    m = re.search(r"(/\*(?:(?!\*/).)*\*/)\n[^\n]*" + re.escape(decl) + ";", text, re.S)
    return " ".join(m.group(1).replace("*", " ").split()) if m else None


class Rendering(unittest.TestCase):
    def header_text(self, v):
        with open(os.path.join(HDR[v], "toy.h")) as f:
            return f.read()

    def test_deprecation_comment_next_to_member(self):
        text = self.header_text("1.2.0")
        c = comment_before(text, "void* new_field1")
        self.assertIsNotNone(c)
        self.assertIn("Deprecated since 1.2.0", c)
        self.assertIn("Retired since 1.2.0", c, "the retirement must be noted")
        self.assertIn("0/NULL is a no-op", c, "the note's '// NULL is no-op.' class")
        self.assertIn("0/NULL is a no-op", comment_before(text, "int new_field2"))
        self.assertNotIn("Deprecated", comment_before(text, "int new_field2"))

    def test_not_deprecated_before_1_2_0(self):
        text = self.header_text("1.1.0")
        self.assertNotIn("Deprecated", comment_before(text, "void* new_field1"))
        # Nothing of the schema's is deprecated yet (the header's own
        # TOY_lineage_of_version is, in every version).
        self.assertNotIn('SE_DEPRECATED("Toy', text)

    def test_attribute_on_member_and_all_three_accessors(self):
        text = self.header_text("1.2.0")
        lines = [ln for ln in text.splitlines() if 'SE_DEPRECATED("Toy.new_field1' in ln]
        self.assertEqual(len(lines), 4, "\n".join(lines))
        self.assertTrue(any(ln.strip().endswith("void* new_field1;") for ln in lines))
        # The getter and setter carry it, and so does the function that finds
        # the member, which S_has_f names (its call warns where the user calls).
        for acc in ("se_private_at_Toy_new_field1(", "Toy_get_new_field1(", "Toy_set_new_field1("):
            self.assertTrue(any(acc in ln for ln in lines), acc)
        self.assertIn("\n#define Toy_has_new_field1 !!se_private_at_Toy_new_field1\n", text)

    def test_rename_comment_names_replacement(self):
        text = self.header_text("1.3.0")
        c = comment_before(text, "const char* name")
        self.assertIn("Deprecated since 1.3.0", c)
        self.assertIn("Replaced by Device.better_name", c)
        c = comment_before(text, "ExportFunctions_create_device_fn create_device")
        self.assertIn("Replaced by ExportFunctions.create_better_device", c)
        self.assertIn("Replaces `name`", comment_before(text, "const char* better_name"))

    def test_toy_header_has_no_tf_status(self):
        text = self.header_text("1.3.0")
        self.assertNotIn("TF_Status", text)
        self.assertNotIn("_validate(", text)


if __name__ == "__main__":
    T.main()
