"""Unit tests of the generator's modules: ctype, Version, layout, checks, names, view, writer, render.

Expected numbers are worked out by hand from the C rules (LP64: pointers and
size_t 8; i386: 4, with 8-byte integers aligned to 4 inside structs), from
the RFC and from the versioning note, not copied from the generator.
"""
import os
import random
import re
import tempfile
import textwrap
import unittest

import seabitest as T
from seabigen import ctype, layout, names, outputs, render, schema, view, writer
from seabigen import checks
from seabigen.errors import SchemaErrors
from seabigen.model import Version

SCHEMA = os.path.join(T.ROOT, "schema", "se_api.yaml")
TOY = os.path.join(T.ROOT, "schema", "toy.yaml")
API = None


def api():
    global API
    if API is None:
        API = schema.read(SCHEMA)
        checks.check(API)
    return API


def fields_at(s, v):
    return [f for f in s.fields if f.since <= Version.parse(v)]


def size_at(name, v, abi="lp64"):
    s = api().struct(name)
    return layout.struct_layout(api(), s, abi, fields_at(s, v))


class CType(unittest.TestCase):
    def test_parse_forms(self):
        t = ctype.parse("const SP_Device* const")
        self.assertEqual((t.base, t.base_const, t.stars), ("SP_Device", True, (True,)))
        self.assertEqual(t.c(), "const SP_Device* const")
        t = ctype.parse("char const *")
        self.assertEqual((t.base, t.base_const, t.stars), ("char", True, (False,)))
        self.assertEqual(t.c(), "const char*")
        self.assertEqual(ctype.parse("void**").stars, (False, False))
        self.assertEqual(ctype.parse("  uint64_t  ").c(), "uint64_t")
        self.assertEqual(ctype.parse("long double").base, "long double")
        self.assertFalse(ctype.parse("int32_t").is_pointer)
        self.assertTrue(ctype.parse("SP_Stream*").is_pointer)

    def test_decl_and_unqualified(self):
        self.assertEqual(ctype.parse("TF_Status* const").decl("status"), "TF_Status* const status")
        self.assertEqual(ctype.parse("TF_Status* const").unqualified().c(), "TF_Status*")
        self.assertEqual(ctype.parse("const int").unqualified().c(), "int")
        # const on the pointee is not top-level and stays.
        self.assertEqual(ctype.parse("const char*").unqualified().c(), "const char*")

    def test_syntax_errors(self):
        for bad in ("", "   ", "const const int", "int const const", "int[4]", "*", "int * x",
                    "const", "int const * volatile", "struct-name", None, 3):
            with self.subTest(text=bad):
                with self.assertRaises(ctype.TypeSyntaxError):
                    ctype.parse(bad)

    def test_builtin_sizes(self):
        # (LP64, i386) by the C ABIs: 8-byte integers align to 4 on i386.
        self.assertEqual(ctype.BUILTINS["int64_t"][1:], ((8, 8), (8, 4)))
        self.assertEqual(ctype.BUILTINS["size_t"][1:], ((8, 8), (4, 4)))
        self.assertEqual(ctype.BUILTINS["TF_Bool"][1:], ((1, 1), (1, 1)))
        self.assertIn("long", ctype.BANNED)
        self.assertNotIn("int", ctype.BANNED)


class CommentWrap(unittest.TestCase):
    """render.c_comment wraps a long paragraph by its own greedy loop where
    textwrap's rules cannot differ (no hyphen, no word longer than a line):
    its lines must be textwrap's, for paragraphs of every kind."""

    WORDS = ["a", "to", "the", "struct_size", "SP_StreamExecutor.create_timer", "0.3.0;", "(0/NULL)",
             "\u00e9t\u00e9", "x" * 30, "non-blocking", "well--known", "-1", "end.", "`ext`"]

    def paragraphs(self, count):
        rng = random.Random(24)
        plain = [w for w in self.WORDS if "-" not in w]
        for i in range(count):
            # Every other paragraph as most docs are (no hyphen, short words).
            words = [rng.choice(plain if i % 2 else self.WORDS) if rng.random() < 0.7
                     else "w" * rng.randint(1, 40 if i % 2 else 90) for _ in range(rng.randint(1, 40))]
            yield " ".join(words), rng.randint(10, 80)

    def test_lines_are_textwraps(self):
        fast = 0
        for para, width in self.paragraphs(8000):
            with self.subTest(para=para, width=width):
                self.assertEqual(render._wrap(para, width), textwrap.wrap(para, width))
            fast += "-" not in para and max(map(len, para.split(" "))) <= width
        self.assertGreater(fast, 1500, "too few paragraphs took the loop's own path")

    def test_exact_width(self):
        # A line that fills the width exactly, then one word more.
        self.assertEqual(render._wrap("abcd efgh ij", 9), ["abcd efgh", "ij"])
        self.assertEqual(render._wrap("abcd efgh ij", 8), ["abcd", "efgh ij"])


class CommentLines(unittest.TestCase):
    """A template's {% if %} at the end of a comment line eats that line's
    newline (trim_blocks), so a comment's next line ` * ...` joins it: no
    committed header may hold a comment's line marker mid-line."""

    def test_no_comment_line_is_joined_to_the_next(self):
        joined = re.compile(r"\S \* [A-Za-z`(]")
        headers = sorted(n for n in os.listdir(os.path.join(T.ROOT, "include")) if n.endswith(".h"))
        self.assertGreater(len(headers), 4)
        for name in headers:
            with open(os.path.join(T.ROOT, "include", name), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    comment = line.find("/*")
                    if comment >= 0 and "*/" in line[comment:] or line.lstrip().startswith("* "):
                        text = line[comment:] if comment >= 0 else line.lstrip()[1:]
                        with self.subTest(header=name, line=number):
                            self.assertIsNone(joined.search(text), line)


class MemberContent(unittest.TestCase):
    """released.py shares one record dict among members of one content
    (_member_content), so the content must cover everything _member reads:
    each attribute of a Field changed alone either changes the content or
    leaves the record as it was. A Field attribute this test does not know
    fails it, so a new one gets looked at."""

    def test_every_attribute_read_is_in_the_content(self):
        import dataclasses
        import json
        from seabigen import released
        from seabigen.model import Correction, Deprecation
        api = schema.read(SCHEMA)
        fields = [f for s in api.structs for f in s.fields]
        data = next(f for f in fields if not f.is_callback and f.ctype.c() == "size_t")
        other_type = next(f for f in fields if not f.is_callback and f.ctype.c() != "size_t").ctype
        callback = next(f for f in fields if f.is_callback)
        other_signature = next(f for f in fields if f.is_callback and f.type_key() != callback.type_key()).signature
        old, new = api.versions[0], api.newest
        # Values per attribute; each two of them (and the member's own) are
        # compared, so 1, True and 1.0 meet as a record's text tells them apart.
        changed = {
            "name": ["renamed"], "since": [new], "doc": ["another doc"], "zero": ["optional", "valid"],
            "filled_by": ["both", "core"], "required": [True, False, 1, 0], "required_when": ["another condition"],
            "pattern": ["[a-z]+"], "default": [1, True, 1.0, None], "align": [64, 64.0, True],
            "deprecated": [Deprecation(new, "SP_X.y", None, None, 1)], "ctype": [other_type],
            "signature": [other_signature], "line": [9999], "corrected": [Correction(new, "core", "", 1)],
            "removed": [new], "union": ["u"], "variant": ["v"],
        }
        self.assertEqual(set(changed), {a.name for a in dataclasses.fields(type(data))},
                         "a Field attribute this test does not change: say whether _member reads it")

        def content(g, version):
            return released._member_content(g, released._member_facts(g, version))

        def text(g, version):  # (as text: a record of True and one of 1 are equal dicts)
            return json.dumps(released._member(api, g, version), sort_keys=True)

        checked = 0
        for f in (data, callback):
            for attr, values in changed.items():
                variants = [f] + [dataclasses.replace(f, **{attr: v}) for v in values]
                for i, g in enumerate(variants):
                    for h in variants[i + 1:]:
                        for version in (old, new, None):
                            with self.subTest(member=f.name, attribute=attr, a=getattr(g, attr),
                                              b=getattr(h, attr), version=str(version)):
                                same = content(g, version) == content(h, version)
                                if same:
                                    self.assertEqual(text(g, version), text(h, version))
                                checked += not same
        self.assertGreater(checked, 20, "too few changes reached the content")


class VersionTests(unittest.TestCase):
    def test_parse_and_print(self):
        v = Version.parse("0.10.2")
        self.assertEqual((v.major, v.minor, v.patch), (0, 10, 2))
        self.assertEqual(str(v), "0.10.2")
        self.assertEqual(v.ident, "0_10_2")

    def test_numeric_order(self):
        self.assertLess(Version.parse("0.9.0"), Version.parse("0.10.0"))
        self.assertLess(Version.parse("0.3.9"), Version.parse("1.0.0"))
        self.assertEqual(Version.parse("1.2.3"), Version(1, 2, 3))
        self.assertEqual(sorted(map(Version.parse, ["1.0.0", "0.1.1", "0.1.0"])),
                         [Version(0, 1, 0), Version(0, 1, 1), Version(1, 0, 0)])

    def test_malformed(self):
        for bad in ("1.0", "1.0.0.0", "01.0.0", "1.00.0", "a.b.c", "1.0.-1", "1.0.0-rc1", " 1.0.0",
                    "1..0", "", "v1.0.0"):
            with self.subTest(text=bad):
                with self.assertRaises(ValueError):
                    Version.parse(bad)


class Layout(unittest.TestCase):
    def test_stream_executor_lp64(self):
        # struct_size + ext + 31 RFC callbacks through 0.2.0; +3 callbacks,
        # `reserved` and create_stream_with_options in 0.3.0 (304: neither
        # TensorFlow 2.7's 288 nor TensorFlow master's 296).
        self.assertEqual(size_at("SP_StreamExecutor", "0.2.0").struct_size, 16 + 31 * 8)
        self.assertEqual(size_at("SP_StreamExecutor", "0.2.0").struct_size, 264)
        self.assertEqual(size_at("SP_StreamExecutor", "0.3.0").struct_size, 304)
        self.assertEqual(size_at("SP_StreamExecutor", "0.3.0").sizeof, 304)
        lay = size_at("SP_StreamExecutor", "0.3.0")
        self.assertEqual(lay.slot("host_callback").offset, 256)
        self.assertEqual(lay.slot("mem_zero").offset, 264, "mem_zero is appended after host_callback")
        self.assertEqual(lay.slot("create_stream_with_options").offset, 296,
                         "create_stream_with_options is appended after reserved")

    def test_drop_in_header_is_the_newest_released_edition(self):
        # A master-only edition (no first_release) is never the drop-in's layout.
        from seabigen import editions
        eds = api().editions
        released = [e for e in eds if e.first_release is not None]
        self.assertTrue(any(e.first_release is None for e in eds), "the schema has a master-only edition")
        self.assertIs(editions.newest_release(api()), released[-1])
        with open(os.path.join(T.ROOT, "include", "se_api_tensorflow.h")) as f:
            text = f.read()
        self.assertIn(f'#define SE_TENSORFLOW_EDITION "{released[-1].name}"', text)
        for e in eds:
            if e.first_release is None:
                self.assertNotIn(f'#define SE_TENSORFLOW_EDITION "{e.name}"', text)

    def test_stream_executor_i386(self):
        self.assertEqual(size_at("SP_StreamExecutor", "0.2.0", "ilp32").struct_size, 4 + 4 + 31 * 4)
        self.assertEqual(size_at("SP_StreamExecutor", "0.3.0", "ilp32").struct_size, 4 + 4 + 36 * 4)

    def test_allocator_unpadded(self):
        lay = size_at("SP_Allocator", "0.0.1")
        self.assertEqual((lay.struct_size, lay.sizeof), (17, 24))
        lay = size_at("SP_Allocator", "0.0.1", "ilp32")
        self.assertEqual((lay.struct_size, lay.sizeof), (9, 12))

    def test_allocator_stats_by_hand(self):
        # LP64: 8 + 4*8 = 40; int8 at 40; int64 at 48, 56, 64; int8 at 72; int64 at 80, 88.
        lay = size_at("SP_AllocatorStats", "0.0.1")
        self.assertEqual(lay.slot("has_bytes_limit").offset, 40)
        self.assertEqual(lay.slot("bytes_limit").offset, 48)
        self.assertEqual(lay.slot("bytes_reservable_limit").offset, 80)
        self.assertEqual(lay.struct_size, 96)
        # i386: size_t 4, int64 aligned to 4: 4 + 4*8 = 36; int8 at 36; int64 at 40..64;
        # int8 at 64; int64 at 68, 76 -> 84.
        lay = size_at("SP_AllocatorStats", "0.0.1", "ilp32")
        self.assertEqual(lay.slot("bytes_limit").offset, 40)
        self.assertEqual(lay.slot("bytes_reservable_limit").offset, 68)
        self.assertEqual((lay.struct_size, lay.sizeof), (84, 84))

    def test_platform_growth(self):
        # 0.0.1: 8+8+8+8+8 = 40, then one TF_Bool per version.
        self.assertEqual([size_at("SP_Platform", v).struct_size for v in ("0.0.1", "0.1.0", "0.2.0", "0.3.0")],
                         [40, 41, 42, 43])
        self.assertEqual(size_at("SP_Platform", "0.3.0").sizeof, 48)

    def test_holes(self):
        # SP_Device: int32 ordinal at 16, then an 8-aligned pointer at 24.
        self.assertEqual(size_at("SP_Device", "0.0.1").holes(), [("ordinal", 20, 4)])
        self.assertEqual(size_at("SP_Device", "0.0.1", "ilp32").holes(), [])

    def test_toy(self):
        toy = schema.read(TOY)
        s = toy.struct("Toy")
        sizes = [layout.struct_layout(toy, s, "lp64", [f for f in s.fields if f.since <= Version.parse(v)]).struct_size
                 for v in ("1.0.0", "1.1.0", "1.2.0")]
        self.assertEqual(sizes, [20, 36, 36])

    def test_explicit_align(self):
        a = schema.read("mem.yaml", MINI.replace("{name: count, type: int32_t, zero: valid, doc: How many.}",
                                                 "{name: count, type: int32_t, zero: valid, align: 8, doc: How many.}"))
        checks.check(a)
        lay = layout.struct_layout(a, a.struct("SP_Thing"), "lp64")
        self.assertEqual(lay.slot("count").align, 8)
        self.assertEqual(lay.slot("later").offset, 24)

    def test_layout_agrees_with_gcc_on_i386(self):
        # The header pins every i386 offset; gcc -m32 checks them.
        p = T.cc([os.path.join(T.ROOT, "tests", "accessors", "uses_header.c")],
                 includes=[os.path.join(T.ROOT, "include")], flags=["-m32"], compile_only=True)
        if p.returncode != 0 and "static assert" not in p.stderr and "_Static_assert" not in p.stderr:
            self.skipTest("gcc -m32 unavailable")
        self.assertEqual(p.returncode, 0, p.stderr)


MINI = """schema_format: 1
api: {name: mini, title: Mini, header: mini.h, guard: MINI_H_, prefix: SE, max_align: 8, fills: {SE_: core, SP_: plugin}}
versions:
  - {version: 1.0.0, status: released, summary: First.}
  - {version: 1.1.0, status: development, summary: Second.}
structs:
  - name: SP_Thing
    since: 1.0.0
    doc: A thing.
    fields:
      - {name: struct_size, type: size_t, zero: no_op, doc: Size.}
      - {name: ext, type: void*, zero: optional, doc: Reserved.}
      - {name: count, type: int32_t, zero: valid, doc: How many.}
      - {name: later, since: 1.1.0, type: void*, zero: optional, doc: Later.}
"""


def rules_of(text, path="mem.yaml"):
    try:
        checks.check(schema.read(path, text))
    except SchemaErrors as e:
        return [(err.line, err.rule) for err in e.errors]
    return []


class Checks(unittest.TestCase):
    def test_real_schemas_are_valid(self):
        for path in (SCHEMA, TOY):
            with self.subTest(schema=path):
                a = schema.read(path)
                checks.check(a)
                self.assertTrue(a.structs)

    def test_mini_is_valid(self):
        self.assertEqual(rules_of(MINI), [])

    def test_every_problem_in_one_pass_sorted_by_line(self):
        text = MINI.replace("name: count, type: int32_t", "name: class, type: long") \
                   .replace("doc: Later.", "doc: Later */.")
        got = rules_of(text)
        # Sorted by line, then rule id.
        self.assertEqual(got, [(13, "banned-type"), (13, "reserved-identifier"), (14, "doc-comment-terminator")])

    def test_filled_by_defaults(self):
        a = schema.read(SCHEMA)
        self.assertEqual(a.struct("SP_Device").filled_by, "plugin")
        self.assertEqual(a.struct("SE_CreateDeviceParams").filled_by, "core")
        by = {f.name: f.filled_by for f in a.struct("SP_Device").fields}
        self.assertEqual(by["struct_size"], "both")
        self.assertEqual(by["ordinal"], "plugin")
        self.assertEqual(a.struct("SP_Device").fields[2].corrected.filled_by, "core")  # what 0.0.1-0.2.0 said
        reg = {f.name: f.filled_by for f in a.struct("SE_PlatformRegistrationParams").fields}
        self.assertEqual(reg["destroy_platform"], "plugin")  # an exception, given explicitly
        self.assertEqual(by["device_handle"], "plugin")

    def test_zero_class_default_for_callbacks(self):
        a = schema.read(SCHEMA)
        se = {f.name: f for f in a.struct("SP_StreamExecutor").fields}
        self.assertEqual(se["allocate"].zero, "no_op")  # required callback
        self.assertEqual(se["memcpy_dtod"].zero, "optional")  # not required

    def test_validator_context_parameter_names(self):
        rfc = ("SE_", "SP_")  # se_api's struct prefixes (api.fills)
        self.assertEqual(names.context_param("SP_Platform", rfc), "platform")
        self.assertEqual(names.context_param("TP_Optimizer", ("TP_", "TF_")), "optimizer")
        self.assertEqual(names.context_param("SP_Platform"), "sp_platform")
        self.assertEqual(names.context_param("SE_CreateDeviceParams", rfc), "create_device_params")
        # Never the validator's own parameters s, msg, msg_size.
        self.assertEqual(names.context_param("SP_Msg", rfc), "msg_ctx")
        self.assertEqual(names.context_param("SP_MsgSize", rfc), "msg_size_ctx")
        self.assertEqual(names.context_param("SE_S", rfc), "s_ctx")

    def test_size_macro_default(self):
        self.assertEqual(names.default_size_macro("SP_DeviceFns"), "SP_DEVICE_FNS_STRUCT_SIZE")
        self.assertEqual(names.default_size_macro("SE_CreateDeviceFnsParams"), "SE_CREATE_DEVICE_FNS_PARAMS_STRUCT_SIZE")

    def test_identifier_rules(self):
        self.assertIsNone(names.identifier_problem("SP_Device"))
        for name, rule in (("int", "reserved-identifier"), ("delete", "reserved-identifier"),
                           ("_Foo", "reserved-identifier"), ("a__b", None), ("__x", "reserved-identifier"),
                           ("_x", "reserved-identifier"), ("9a", "invalid-identifier"), ("a b", "invalid-identifier"),
                           ("é", "invalid-identifier")):
            with self.subTest(name=name):
                got = names.identifier_problem(name)
                self.assertEqual(got[0] if got else None, rule)

    def test_aliases(self):
        # A harmless alias is fine; a cycle or an exponential expansion is a yaml-syntax error, fast.
        ok = MINI.replace("doc: A thing.", "doc: &d A thing.").replace("doc: Later.", "doc: *d")
        self.assertEqual(rules_of(ok), [])
        self.assertEqual(rules_of("schema_format: 1\nx: &a [*a]\n"), [(2, "yaml-syntax")])
        bomb = "schema_format: 1\na: &x0 [1]\n" + "".join(f"b{i}: &x{i + 1} [*x{i}, *x{i}]\n" for i in range(40))
        import time
        start = time.monotonic()
        self.assertEqual([r for _, r in rules_of(bomb)], ["yaml-syntax"])
        self.assertLess(time.monotonic() - start, 30)

    def test_tagged_values_that_cannot_be_read(self):
        # An explicit tag the text does not fit, or one PyYAML has no constructor
        # for, is a yaml-syntax error on its line (`!!int x` used to crash with
        # a ValueError traceback); a syntax error further on is still the one named.
        self.assertEqual(rules_of("schema_format: 1\nx: !!int fields\n"), [(2, "yaml-syntax")])
        self.assertEqual(rules_of("schema_format: 1\nx:\n  <<: {a: 1}\n"), [(3, "yaml-syntax")])
        with self.assertRaises(SchemaErrors) as cm:
            schema.read("mem.yaml", "schema_format: 1\nx: !!int fields\ny: [1\n")
        self.assertEqual([(e.line, e.rule) for e in cm.exception.errors], [(4, "yaml-syntax")])

    def test_unreadable(self):
        with tempfile.TemporaryDirectory() as d:
            for path in (os.path.join(d, "missing.yaml"), d):
                with self.subTest(path=path):
                    with self.assertRaises(SchemaErrors) as cm:
                        schema.read(path)
                    self.assertEqual(cm.exception.rules, ["schema-unreadable"])
                    p = T.gen("validate", "--schema", path)
                    self.assertEqual(p.returncode, 1)
                    self.assertIn(f"{path}:0: schema-unreadable:", p.stderr)

    def test_rule_ids_documented(self):
        # Every rule id the generator can emit is in the corpus runner's list
        # and in schema/README.md, and vice versa.
        import importlib.util
        spec = importlib.util.spec_from_file_location("badrun", os.path.join(T.ROOT, "tests", "bad_schemas", "run.py"))
        badrun = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(badrun)
        emitted = set()
        for mod in ("checks", "schema", "yamlsrc", "names", "errors", "in_between", "layout_records", "declarations",
                    "suite", "functions"):
            with open(os.path.join(T.GENERATOR, "seabigen", mod + ".py")) as f:
                emitted |= set(re.findall(r'"([a-z]+(?:-[a-z0-9]+)+)"', f.read()))
        emitted -= {"utf-8"}
        self.assertEqual(emitted, set(badrun.RULES) - set(badrun.RULES_OF_EDITIONS))
        with open(os.path.join(T.ROOT, "schema", "README.md")) as f:
            readme = f.read()
        missing = [r for r in badrun.RULES if f"`{r}`" not in readme]
        self.assertEqual(missing, [], "rule ids missing from schema/README.md")


class View(unittest.TestCase):
    def test_structs_present_per_version(self):
        v001 = view.View(api(), Version.parse("0.0.1"))
        v010 = view.View(api(), Version.parse("0.1.0"))
        self.assertNotIn("SP_DeviceFns", [s.name for s in v001.structs])
        self.assertIn("SP_DeviceFns", [s.name for s in v010.structs])
        p = next(s for s in v001.structs if s.name == "SP_Platform")
        self.assertEqual([f.name for f in p.fields], ["struct_size", "ext", "name", "type", "visible_device_count"])
        self.assertEqual(p.last_field, "visible_device_count")

    def test_version_macros(self):
        v = view.View(api(), Version.parse("0.3.0"))
        d = next(s for s in v.structs if s.name == "SP_Device")
        self.assertEqual([(m, last) for m, last, _ in d.version_macros],
                         [("SP_DEVICE_STRUCT_SIZE_V0_0_1", "device_handle"),
                          ("SP_DEVICE_STRUCT_SIZE_V0_1_0", "pci_bus_id"),
                          ("SP_DEVICE_STRUCT_SIZE_V0_1_1", "pci_bus_id"),
                          ("SP_DEVICE_STRUCT_SIZE_V0_2_0", "pci_bus_id"),
                          ("SP_DEVICE_STRUCT_SIZE_V0_3_0", "pci_bus_id")])
        f = next(s for s in view.View(api(), Version.parse("0.1.0")).structs if s.name == "SP_DeviceFns")
        self.assertEqual([m for m, _, _ in f.version_macros], ["SP_DEVICE_FNS_STRUCT_SIZE_V0_1_0"])

    def test_deprecation_in_force_only_from_its_version(self):
        def field(version, struct, name):
            s = next(s for s in view.View(api(), Version.parse(version)).structs if s.name == struct)
            return next(f for f in s.fields if f.name == name)
        self.assertIsNone(field("0.2.0", "SP_StreamExecutor", "create_timer").deprecated)
        f = field("0.3.0", "SP_StreamExecutor", "create_timer")
        self.assertEqual(f.deprecated, "deprecated since 0.3.0")
        self.assertTrue(f.attribute.startswith('SE_DEPRECATED("SP_StreamExecutor.create_timer is deprecated since 0.3.0")'))
        f = field("0.1.0", "SP_Platform", "visible_device_count")
        self.assertIn("use SP_PlatformFns.get_device_count", f.deprecated)
        self.assertIn("Replaced by SP_PlatformFns.get_device_count.", f.deprecated_text)

    def test_validator_checks_follow_the_version(self):
        def required(version):
            s = next(s for s in view.View(api(), Version.parse(version)).structs if s.name == "SP_StreamExecutor")
            return {c.field for c in s.checks if c.kind == "required"}, s
        r020, _ = required("0.2.0")
        r030, s030 = required("0.3.0")
        self.assertIn("create_timer", r020)
        self.assertNotIn("create_timer", r030)
        self.assertIn("mem_zero", r030)
        self.assertNotIn("memcpy_dtod", r030)  # required: false
        self.assertEqual(s030.context_params, [("SP_Platform", "platform")])
        when = [c for c in s030.checks if c.kind == "required_when"]
        self.assertEqual({c.field for c in when}, {"unified_memory_allocate", "unified_memory_deallocate"})

    def test_size_macros_ending_at_deprecated_members(self):
        # SP_Platform 0.0.1 ended at visible_device_count (deprecated in 0.1.0):
        # its per-version macro is computed privately so using it does not warn.
        def struct(version, name):
            return next(s for s in view.View(api(), Version.parse(version)).structs if s.name == name)
        self.assertEqual(struct("0.0.1", "SP_Platform").private_sizes, {})
        p = struct("0.3.0", "SP_Platform")
        self.assertEqual(set(p.private_sizes), {"SP_PLATFORM_STRUCT_SIZE_V0_0_1"})
        defines = {m: (last, private) for m, last, private in p.size_defines}
        self.assertEqual(defines["SP_PLATFORM_STRUCT_SIZE"], ("force_memory_growth", None))
        self.assertEqual(defines["SP_PLATFORM_STRUCT_SIZE_V0_0_1"][0], "visible_device_count")
        self.assertTrue(defines["SP_PLATFORM_STRUCT_SIZE_V0_0_1"][1])
        self.assertEqual(set(struct("0.2.0", "SP_PlatformFns").private_sizes), {"SP_PLATFORM_FNS_STRUCT_SIZE_V0_0_1"})
        self.assertEqual(struct("0.1.0", "SP_PlatformFns").private_sizes, {})

    def test_deprecated_struct_typedef_carries_the_attribute(self):
        def struct(version, name):
            return next(s for s in view.View(api(), Version.parse(version)).structs if s.name == name)
        self.assertEqual(struct("0.1.0", "SP_Allocator").typedef_attribute, "")
        self.assertTrue(struct("0.2.0", "SP_Allocator").typedef_attribute.startswith('SE_DEPRECATED("SP_Allocator is'))

    def test_integer_literals(self):
        # Constants outside int64 need a suffix (or an expression) to be read without warnings.
        self.assertEqual(view._c_literal(5), "5")
        self.assertEqual(view._c_literal(-1), "(-1)")
        self.assertEqual(view._c_literal(2 ** 64 - 1), "18446744073709551615u")
        self.assertEqual(view._c_literal(-2 ** 63), "(-9223372036854775807 - 1)")
        self.assertEqual(rules_of(MINI.replace("type: int32_t, zero: valid,", "type: int8_t, zero: valid, default: 128,")),
                         [(13, "bad-default")])
        self.assertEqual(rules_of(MINI.replace("type: int32_t, zero: valid,", "type: int8_t, zero: valid, default: -128,")), [])

    def test_pattern_condition(self):
        self.assertEqual(view._class_condition("[A-Z_]", "c"), "(c >= 'A' && c <= 'Z') || c == '_'")
        self.assertEqual(view._class_condition("[a']", "c"), "c == 'a' || c == '\\''")

    def test_accessor_types_and_defaults(self):
        v = view.View(api(), Version.parse("0.3.0"))
        p = next(s for s in v.structs if s.name == "SP_Platform")
        f = {x.name: x for x in p.fields}
        self.assertEqual((f["name"].acc_type, f["name"].default), ("const char*", "SE_NULL"))
        self.assertEqual((f["force_memory_growth"].acc_type, f["force_memory_growth"].default), ("TF_Bool", "0"))
        se = next(s for s in v.structs if s.name == "SP_StreamExecutor")
        a = next(x for x in se.fields if x.name == "allocate")
        self.assertEqual(a.acc_type, "SP_StreamExecutor_allocate_fn")
        self.assertTrue(a.fn_typedef.startswith("typedef void (*SP_StreamExecutor_allocate_fn)(const SP_Device* device"))

    def test_schema_default_is_returned_when_absent(self):
        # A `default` must come back from get() when struct_size does not cover the member.
        text = MINI.replace("{name: count, type: int32_t, zero: valid, doc: How many.}",
                            "{name: count, type: int32_t, zero: valid, default: -7, doc: How many.}")
        a = schema.read("mini.yaml", text)
        checks.check(a)
        with tempfile.TemporaryDirectory() as d:
            for name, text in outputs.header_texts(a, Version.parse("1.1.0"), "mini.yaml", "test",
                                                   name="mini.h").items():
                with open(os.path.join(d, name), "w") as f:
                    f.write(text)
            src = os.path.join(d, "t.c")
            with open(src, "w") as f:
                f.write('#include <stdio.h>\n#include "mini.h"\n'
                        "int main(void) { SP_Thing t = {0}; t.struct_size = offsetof(SP_Thing, count);\n"
                        "  int a = SP_Thing_get_count(&t); t.count = 5; int b = SP_Thing_get_count(&t);\n"
                        "  t.struct_size = SP_THING_STRUCT_SIZE; int c = SP_Thing_get_count(&t);\n"
                        '  printf("%d %d %d\\n", a, b, c); return 0; }\n')
            exe = T.build([src], os.path.join(d, "t"), includes=[d])
            self.assertEqual(T.run(exe).stdout, "-7 -7 5\n")


class Writer(unittest.TestCase):
    def test_write_then_up_to_date(self):
        with tempfile.TemporaryDirectory() as root:
            files = {"a/x.h": "one\n", "b/c/y.h": "two\n"}
            self.assertEqual(writer.write_all(files, root), ["a/x.h", "b/c/y.h"])
            mtime = os.stat(os.path.join(root, "a/x.h")).st_mtime_ns
            self.assertEqual(writer.write_all(files, root), [])
            self.assertEqual(os.stat(os.path.join(root, "a/x.h")).st_mtime_ns, mtime, "an unchanged file was rewritten")
            self.assertEqual(writer.stale(files, root), [])
            self.assertEqual(writer.stale(dict(files, **{"a/x.h": "new\n", "z.h": "z"}), root), ["a/x.h", "z.h"])

    def test_failed_write_leaves_everything(self):
        # The second output cannot be written (its directory is a file): the
        # first must keep its old bytes and no temporary file may remain.
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "a"))
            with open(os.path.join(root, "a", "x.h"), "w") as f:
                f.write("old\n")
            with open(os.path.join(root, "b"), "w") as f:
                f.write("i am a file\n")
            with self.assertRaises(OSError):
                writer.write_all({"a/x.h": "new\n", "b/y.h": "new\n"}, root)
            with open(os.path.join(root, "a", "x.h")) as f:
                self.assertEqual(f.read(), "old\n")
            self.assertEqual(sorted(os.listdir(os.path.join(root, "a"))), ["x.h"])

    def test_failing_render_writes_nothing(self):
        def boom(api_, ctx):
            raise RuntimeError("template failed")
        from seabigen import suite
        saved = list(outputs.SUITE_OUTPUTS)
        try:
            outputs.SUITE_OUTPUTS.append(("zz/late.txt", boom))
            with tempfile.TemporaryDirectory() as root:
                with self.assertRaises(RuntimeError):
                    files = outputs.render_all(suite.Suite([api()]))
                    writer.write_all(files, root)
                self.assertEqual(os.listdir(root), [])
        finally:
            outputs.SUITE_OUTPUTS[:] = saved


class RecordText(unittest.TestCase):
    """released.dumps must stay byte-identical to json.dumps(indent=1, sort_keys=True):
    committed records were written with it, and the freeze check compares bytes."""

    def test_same_bytes_as_the_standard_encoder(self):
        import json
        from seabigen import released
        cases = [{}, [], [[]], {"a": []}, "x", 0, -3, 2**70, 1.5, None, True, False,
                 {"z": 1, "a": {"m": [1, None, True, False, "q\"u\u00e9\n\t"]}, "B": []},
                 released.build(api(), Version.parse("0.1.0"))]
        for value in cases:
            self.assertEqual(released.dumps(value), json.dumps(value, indent=1, sort_keys=True) + "\n")


class YamlParsers(unittest.TestCase):
    """yamlsrc reads a schema with libyaml's parser where PyYAML has it and
    with PyYAML's pure-Python one where it does not: both must give the same
    values, the same line of every key and item, and the same errors (each
    naming its line), so a machine without libyaml generates and reports alike."""

    @staticmethod
    def _read(path, text, parser):
        from seabigen import yamlsrc

        def tree(v):
            if isinstance(v, yamlsrc.Map):
                return ("map", v.line, [(k, v.key_lines[k], tree(x)) for k, x in v.items()])
            if isinstance(v, yamlsrc.Seq):
                return ("seq", v.line, list(zip(v.item_lines, map(tree, v))))
            return (type(v).__name__, v)
        try:
            return tree(yamlsrc.load(path, text, parser=parser))
        except SchemaErrors as e:
            return [(x.path, x.line, x.rule, x.message) for x in e.errors]

    def _same(self, path, text=None):
        import yaml
        if not getattr(yaml, "__with_libyaml__", False):
            self.skipTest("PyYAML here has no libyaml: only the pure-Python parser to compare")
        c, py = self._read(path, text, "libyaml"), self._read(path, text, "python")
        self.assertEqual(c, py, path)
        return c

    def test_schemas_and_bad_schemas_read_alike(self):
        folder = os.path.join(T.ROOT, "tests", "bad_schemas")
        paths = [SCHEMA, TOY] + sorted(os.path.join(root, name) for root, _, files in os.walk(folder)
                                       for name in files if name.endswith(".yaml"))
        errors = 0
        for path in paths:
            errors += isinstance(self._same(path), list)
        self.assertGreater(errors, 5)  # the syntax errors of the corpus are among them

    def test_hostile_texts_read_alike(self):
        texts = ["a: [1, 2\n", "a: 1\na: 2\n", "a: !!int x\n", "a: &x [*x]\n", "<<: {b: 1}\n",
                 "a: b\n\tc: d\n", "a: \x07\n", "---\na: 1\n---\nb: 2\n", "", "# only\n",
                 "a: *nowhere\n", "a: &x 1\nb: &x 2\n", "? [k]\n: v\n", "a: {b: [c, {d: e}]}\n",
                 "x: &a [1, 2]\ny: [*a, *a]\nz: *a\n", "a: 'unterminated\n", "- 1\n- two: 2\n  three: 3\n"]
        for text in texts:
            self._same("t.yaml", text)


if __name__ == "__main__":
    T.main()
