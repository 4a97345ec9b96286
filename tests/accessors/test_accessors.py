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
4. Every accessor of every API's header and drop-in (has/get/set, settle)
   evaluates each argument exactly once, present and absent, as C99, C11
   and C++11 (the accessors are mostly macros; README promises it).
"""
import os
import re
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "generator"))
sys.path.insert(0, HERE)
import seabitest as T  # noqa: E402

HEADER = os.path.join(T.ROOT, "include", "se_api.h")
SCHEMA = "schema/se_api.yaml"
# The suite's other APIs: (schema, seabi header, drop-in), checked against the model too.
APIS = [("schema/graph_api.yaml", "graph_api.h", "graph_api_tensorflow.h"),
        ("schema/profiler_api.yaml", "profiler_api.h", "profiler_api_tensorflow.h")]
C_COUNTS = {"passed": 0, "failed": 0}


def setUpModule():
    global TMP, V020, V001
    TMP = tempfile.mkdtemp(prefix="accessors-")
    V020 = os.path.dirname(T.header(SCHEMA, "0.2.0", os.path.join(TMP, "0.2.0", "se_api.h")))
    V001 = os.path.dirname(T.header(SCHEMA, "0.0.1", os.path.join(TMP, "0.0.1", "se_api.h")))


def tearDownModule():
    shutil.rmtree(TMP, ignore_errors=True)


def tampered(name, src_dir, edit):
    """A copy of src_dir's se_api.h and its opt-in companion se_api_checks.h,
    with `edit(text) -> text` applied to each; returns its dir."""
    d = os.path.join(TMP, name)
    os.makedirs(d, exist_ok=True)
    changed = False
    for header in ("se_api.h", "se_api_checks.h"):
        with open(os.path.join(src_dir, header)) as f:
            text = f.read()
        new = edit(text)
        changed = changed or new != text
        with open(os.path.join(d, header), "w") as f:
            f.write(new)
    assert changed, f"tampering {name} changed nothing"
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
        # among them): se_private_lookup answers a row's offset whatever the size.
        self.assert_unguarded_caught("unguarded", "    if (n >= rows[i].lo && n <= rows[i].hi) return rows[i].value;\n",
                                     "    if (n != 0 && rows[i].value != 0) return rows[i].value;\n")

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
            if "struct SP_Platform {" not in text:
                return text  # the companion: pins only
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


# ---- the headers follow the handshake rule's independent model -----------
LINEAGES = [("SE_LINEAGE_ANY", None), ("SE_LINEAGE_SEABI", "seabi"), ("SE_LINEAGE_TENSORFLOW", "tensorflow")]
LINEAGE_VALUE = {None: 0, "seabi": 1, "tensorflow": 2}
PROBLEM_VALUE = {"ok": 0, "no layout": 1, "needs lineage": 2, "unplaceable": 3}
PTR = {"lp64": 8, "ilp32": 4}


def header_structs(schema, edition):
    """(api, prefix, lineage constants with their names, the versioned
    structs' views) of the seabi header of `schema`, or of its TensorFlow
    drop-in (TensorFlow's newest released layout) with `edition`."""
    from seabigen import cli, editions, view as view_mod
    api = cli.load(os.path.join(T.ROOT, schema))
    prefix = api.info.prefix
    lineages = [(f"{prefix}_LINEAGE_ANY", None), (f"{prefix}_LINEAGE_SEABI", "seabi")]
    lineages += [(f"{prefix}_LINEAGE_TENSORFLOW", "tensorflow")] if api.editions else []
    view = view_mod.View(api, api.newest, editions.newest_release(api) if edition else None)
    structs = [sv for sv in view.structs if sv.fields and sv.fields[0].name == "struct_size"]
    return api, prefix, lineages, structs


def accessed(sv):
    """A struct view's members that the programs below drive through accessors (all but struct_size)."""
    return [f for f in sv.fields if f.name != "struct_size"]


def prelude(header_name):
    """The programs' first lines: the header, and `buf`, a zeroed struct of any
    kind whose struct_size sized(n) sets to n."""
    return [f'#include "{header_name}"', "#include <stdio.h>", "#include <string.h>",
            "static union { size_t struct_size; long double align; unsigned char bytes[2048]; } buf;",
            "static void* sized(size_t n) { memset(buf.bytes, 0, sizeof buf.bytes); buf.struct_size = n; "
            "return buf.bytes; }"]


def rule_program(header_name, sv_list, tops, path, lineages, probe=None):
    """C source that prints, for every struct, member and struct_size from 0
    to tops[struct]: where the setter wrote (offset or -1), has(), the
    setter's result and whether get() read back what was set (or zero);
    then each settle_in's result per lineage; then <prefix>_lineage_of_core
    for every size of the first struct its params point to (`probe`:
    (prefix, params struct, its member, the struct), or None)."""
    out = prelude(header_name) + [
           "static long written(size_t width) { size_t i, first = 0, count = 0;",
           "  for (i = sizeof(size_t); i < sizeof buf.bytes; i++) if (buf.bytes[i]) { if (!count) first = i; count++; }",
           "  if (count == 0) return -1;",
           "  return count == width ? (long)first : -2; }",
           "int main(void) {", "  size_t n;"]
    for sv in sv_list:
        s = sv.name
        for f in accessed(sv):
            t = f.acc_type
            out += [f"  for (n = 0; n <= {tops[s]}; n++) {{",
                    f"    {t} v; {t} g; int h, w; long at; memset(&v, 0x5A, sizeof v);",
                    f"    h = {s}_has_{f.name}(({s}*)sized(n));",
                    f"    w = {s}_set_{f.name}(({s}*)buf.bytes, v); at = written(sizeof v);",
                    f"    g = {s}_get_{f.name}(({s}*)buf.bytes);",
                    f'    printf("M {s} {f.name} %lu %ld %d %d %d\\n", (unsigned long)n, at, h, w,',
                    f"           w ? memcmp(&g, &v, sizeof v) == 0 : memcmp(&g, &(({t}){{0}}), sizeof g) == 0);",
                    "  }"]
        for c, _ in lineages:
            out += [f"  for (n = 0; n <= {tops[s]}; n++) {{ int why = (int){s}_settle_problem(({s}*)sized(n), {c});",
                    f"    size_t to = {s}_settle_in(({s}*)sized(n), {c});",
                    f'    printf("S {s} {c} %lu %lu %lu %d\\n", (unsigned long)n, (unsigned long)to, '
                    "(unsigned long)buf.struct_size, why); }"]
    if probe is not None:
        prefix, params_s, member, target = probe
        # A core reporting 0.0.1 (what TensorFlow reports): only the size can tell.
        out += [f"  {{ static {params_s} params; static unsigned char pointed[256];",
                f"    for (n = 0; n <= {tops[target]}; n++) {{",
                "      memset(&params, 0, sizeof params); memset(pointed, 0, sizeof pointed);",
                "      params.struct_size = sizeof params; params.patch_version = 1;",
                f"      memcpy(pointed, &n, sizeof n); params.{member} = ({target}*)(void*)pointed;",
                f'      printf("L %lu %d\\n", (unsigned long)n, (int){prefix}_lineage_of_core(&params)); }} }}']
    out += ["  return 0;", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


class HandshakeFollowsTheModel(unittest.TestCase):
    """Both generated headers against the rule's independent model
    (handshake_model.py): for every struct, every struct_size from 0 to
    past the newest layout, every member the header has accessors for
    (has, get and set, and where set writes) and every lineage state
    (settle_in, SE_lineage_of_core), on x86-64 and i386. Plus the safety
    property, checked on the C's own answers: no accessor touches a byte
    that holds another member, or lies past struct_size, in any layout the
    model says the peer may have; after settle_in, every member this build
    can set is where every layout the core may have (of its lineage) has it."""
    agreed = {}

    def check_header(self, name, edition, abi, schema=SCHEMA):
        import handshake_model as M
        api, prefix, lineages, structs = header_structs(schema, edition)
        models = {sv.name: M.from_api(api, sv.name, abi) for sv in structs}
        tops = {s: max(k.size for k in m.layouts) + 2 * PTR[abi] for s, m in models.items()}
        # <prefix>_lineage_of_core reads the size of the first struct the
        # entry point's params point to whose sizes tell a lineage; where
        # none does (the profiler's), it must answer ANY whatever the first
        # one's size, as a core reporting 0.0.1 proves nothing.
        params = api.struct(api.entry_points[0].signature.params[0].type.base)
        pointed = [(prefix, params.name, f.name, f.ctype.base) for f in params.fields
                   if not f.is_callback and f.ctype.is_pointer and f.ctype.base in models]
        telling = next((p for p in pointed if any(models[p[3]].lineage_of(n) for n in range(tops[p[3]] + 1))), None)
        probe = telling or (pointed[0] if pointed and api.editions else None)
        src = os.path.join(TMP, f"model_{name}_{abi}.c")
        rule_program(name, structs, tops, src, lineages, probe)
        flags = [f"-D{prefix}_NO_DEPRECATION_WARNINGS", "-DSE_ALLOW_UNCHECKED_SIGNATURES", "-O1"] + \
            (["-m32"] if abi == "ilp32" else [])
        exe = T.build([src], src[:-2], includes=[os.path.dirname(HEADER)], flags=flags)
        p = T.run_i386(exe) if abi == "ilp32" else T.run(exe)
        self.assertEqual(p.returncode, 0, p.stderr)
        declared = {sv.name: {f.name for f in sv.fields} for sv in structs}
        wrong, cases, safety, problems = [], 0, 0, {}
        offsets = {}  # (struct, member, n) -> offset the C wrote at
        for line in p.stdout.splitlines():
            kind, *rest = line.split()
            cases += 1
            if kind == "M":
                s, m, n, at, h, w, gok = rest[0], rest[1], int(rest[2]), int(rest[3]), int(rest[4]), int(rest[5]), int(rest[6])
                want = models[s].place(n, m)
                got = None if at == -1 else at
                if got != want or h != (want is not None) or w != (want is not None) or not gok:
                    wrong.append(f"{s}.{m} at struct_size {n}: C writes at {at}, has {h}, set {w}, get ok {gok}; "
                                 f"the model places it at {want}")
                offsets[s, m, n] = got
            elif kind == "S":
                s, c, n, to, after, why = rest[0], rest[1], int(rest[2]), int(rest[3]), int(rest[4]), int(rest[5])
                lineage = dict(lineages)[c]
                want = models[s].settle(n, declared[s], lineage)
                if to != (want or 0) or after != (want or n):
                    wrong.append(f"{s}_settle_in({c}) at struct_size {n}: C leaves {to} ({after}), the model {want}")
                problem = models[s].problem(n, declared[s], lineage)
                problems[problem] = problems.get(problem, 0) + 1
                if why != PROBLEM_VALUE[problem]:
                    wrong.append(f"{s}_settle_problem({c}) at struct_size {n}: C says {why}, the model {problem}")
            elif kind == "L":
                n, got = int(rest[0]), int(rest[1])
                want = LINEAGE_VALUE[models[probe[3]].lineage_of(n)]
                if got != want:
                    wrong.append(f"{prefix}_lineage_of_core with {probe[3]} of {n}: C says {got}, the model {want}")
        self.assertEqual(wrong[:8], [], f"{len(wrong)} of {cases} answers differ from the model")
        # Safety, on the C's answers.
        for (s, m, n), at in offsets.items():
            if at is None:
                continue
            width = next(e - o for k in models[s].layouts for nm, o, e in k.members if nm == m)
            if at + width > n:
                safety += 1
            for h in models[s].hypotheses(n):
                for other, o, e in h.layout.members[:h.count]:
                    if other != m and o < at + width and at < e:
                        safety += 1
        for s, model in models.items():
            for c, lineage in lineages:
                for n in range(tops[s] + 1):
                    to = model.settle(n, declared[s], lineage)
                    if to is None:
                        continue
                    for m in declared[s]:
                        at = offsets.get((s, m, to))
                        if at is not None and any(h.has(m) is None or h.has(m)[0] != at for h in model.hypotheses(n, lineage)):
                            safety += 1
        self.assertEqual(safety, 0, "an accessor touches another member's slot")
        # Not vacuous: members found and absent, settles that cut and refuse, lineages proven.
        answers = {models[s].place(n, m) is None for s, m, n in offsets}
        self.assertEqual(answers, {True, False})
        # ... and settles refused for each reason: no layout, and (where the
        # API's lineages place a member this build must fill apart) without
        # the lineage.
        self.assertTrue({"ok", "no layout"} <= set(problems), problems)
        if schema == SCHEMA:
            self.assertIn("needs lineage", problems)
            self.assertGreater(cases, 10000)
        else:
            self.assertGreater(cases, 100 * len(structs))
        if any(len(m.layouts) > 1 for m in models.values()):
            # Layouts that differ: some size the core hands over proves its lineage.
            self.assertIsNotNone(telling, "no struct the params point to tells a lineage")
        if probe is not None:
            self.assertTrue(any(ln.startswith("L ") for ln in p.stdout.splitlines()),
                            f"{prefix}_lineage_of_core was not asked")
        HandshakeFollowsTheModel.agreed[f"{name} {abi}"] = cases

    def check_every_api(self, abi):
        for schema, header, drop_in in APIS:
            self.check_header(header, False, abi, schema)
            self.check_header(drop_in, True, abi, schema)

    def test_se_api_h(self):
        self.check_header("se_api.h", False, "lp64")

    def test_drop_in_header(self):
        self.check_header("se_api_tensorflow.h", True, "lp64")

    def test_graph_and_profiler_headers(self):
        self.check_every_api("lp64")

    def test_i386(self):
        if compile_header(os.path.dirname(HEADER), ["-m32"]).returncode != 0:
            self.skipTest("gcc -m32 unavailable (install gcc-multilib)")
        T.skip_unless_i386_runs()
        self.check_header("se_api.h", False, "ilp32")
        self.check_header("se_api_tensorflow.h", True, "ilp32")
        self.check_every_api("ilp32")

    @classmethod
    def tearDownClass(cls):
        for what, n in sorted(cls.agreed.items()):
            print(f"note: handshake model: {n} cases agree, none differ ({what})")


# ---- each macro argument evaluated exactly once --------------------------
def once_program(header_name, sv_list, lineages, path):
    """C (also valid C++) source that calls every accessor of every struct
    with a struct_size (has, get, set; settle_in, settle, settle_problem)
    with arguments that count their evaluations, on a struct whose
    struct_size covers everything and on one whose struct_size is 0 (so a
    macro that skips its value when the member is absent is caught too);
    prints one FAIL line per call not evaluating each argument exactly once,
    then "N passed, N failed"."""
    out = prelude(header_name) + [
           "static unsigned long first, second; static int passed, failed;",
           "static void once(const char* what, size_t n, unsigned long a, unsigned long b, unsigned long want_b) {",
           "  if (a == 1 && b == want_b) { passed++; return; }",
           '  failed++; printf("FAIL %s at struct_size %lu: its first argument evaluated %lu times, its second %lu\\n",',
           "         what, (unsigned long)n, a, b); }",
           "/* Each argument counts its own evaluations (one counter each: two increments",
           "   of one object in two arguments would be unsequenced). */",
           "#define ONCE(what, n, want_b, expr) do { first = second = 0; (void)(expr); "
           "once(what, n, first, second, want_b); } while (0)",
           "int main(void) {", "  size_t sizes[2] = {sizeof buf.bytes, 0}; int i;",
           "  for (i = 0; i < 2; i++) {", "    size_t n = sizes[i];"]
    for sv in sv_list:
        s = sv.name
        out.append(f"    {{ {s}* p = ({s}*)sized(n);")
        for f in accessed(sv):
            t = f.acc_type
            out += [f"      {{ {t} v; memset(&v, 0, sizeof v);",
                    f'        ONCE("{s}_has_{f.name}", n, 0, {s}_has_{f.name}((first++, p)));',
                    f'        ONCE("{s}_get_{f.name}", n, 0, {s}_get_{f.name}((first++, p)));',
                    f'        ONCE("{s}_set_{f.name}", n, 1, {s}_set_{f.name}((first++, p), (second++, v)));',
                    f"        p = ({s}*)sized(n); }}"]
        for c, _ in lineages:
            out += [f'      ONCE("{s}_settle_problem({c})", n, 1, {s}_settle_problem((first++, p), (second++, {c})));',
                    f'      ONCE("{s}_settle_in({c})", n, 1, {s}_settle_in((first++, p), (second++, {c})));',
                    f"      p = ({s}*)sized(n);"]
        out += [f'      ONCE("{s}_settle", n, 0, {s}_settle((first++, p)));', "    }"]
    out += ["  }", '  printf("%d passed, %d failed\\n", passed, failed);', "  return failed != 0;", "}"]
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


class ArgumentsEvaluatedOnce(unittest.TestCase):
    """README and docs/header.md: most accessors are macros, and each
    argument is evaluated exactly once, as a function's would be. Every
    accessor of every struct of each API's seabi header and TensorFlow
    drop-in, present and absent, compiled as C99, C11 and C++11."""
    STDS = [("c99", ["-std=c99"], None), ("c11", ["-std=c11"], None), ("c++11", ["-std=c++11", "-x", "c++"], "g++")]

    def check_header(self, header, edition, schema):
        _, prefix, lineages, structs = header_structs(schema, edition)
        src = os.path.join(TMP, f"once_{header}.c")
        once_program(header, structs, lineages, src)
        for std, flags, compiler in self.STDS:
            with self.subTest(header=header, std=std):
                exe = os.path.join(TMP, f"once_{header}_{std}")
                p = T.cc([src], exe, std=flags[0], flags=[f"-D{prefix}_NO_DEPRECATION_WARNINGS",
                                                          "-DSE_ALLOW_UNCHECKED_SIGNATURES", *flags[1:]],
                         includes=[os.path.dirname(HEADER)], cc=compiler and shutil.which(compiler))
                self.assertEqual(p.returncode, 0, p.stderr[-2000:])
                r = T.run(exe)
                m = re.search(r"^(\d+) passed, (\d+) failed$", r.stdout, re.M)
                self.assertIsNotNone(m, r.stdout + r.stderr)
                self.assertEqual((r.returncode, m.group(2)), (0, "0"), r.stdout[-2000:])
                # Not vacuous: every accessor of every struct, twice.
                want = 2 * sum(3 * (len(sv.fields) - 1) + 2 * len(lineages) + 1 for sv in structs)
                self.assertEqual(int(m.group(1)), want)

    def test_every_header(self):
        for schema, header, drop_in in [(SCHEMA, "se_api.h", "se_api_tensorflow.h")] + APIS:
            self.check_header(header, False, schema)
            self.check_header(drop_in, True, schema)


def signature_model(api):
    """An independent model of which signature each known layout's core calls
    and of <prefix>_layout_of_core, from the schema's data (versions,
    editions' `after` chains and `signatures`, reported versions, first
    releases) and the layout table; it calls nothing of signatures.py.
    Returns (rows, varying): rows = [(label, lineage, reports, release range,
    {struct: size on each ABI}, {member: variant})] in enum order."""
    from seabigen import layouts
    varying = []
    for s in api.structs:
        for f in s.fields:
            if any(f"{s.name}.{f.name}" in e.signatures for e in api.editions):
                varying.append((s.name, f.name, f.variant))
    editions = {e.name: e for e in api.editions}

    def edition_variant(e, key, own):
        chain = []
        while e is not None:
            chain.append(e)
            e = editions.get(e.after)
        for x in chain:  # newest first: the nearest override wins
            if key in x.signatures:
                return x.signatures[key][0]
        return own

    def release(text):
        a, b = text.split(".")[:2]
        return int(a) * 1000 + int(b)
    released = sorted((release(e.first_release), e.name) for e in api.editions if e.first_release)
    ranges = {name: (lo, released[i + 1][0] if i + 1 < len(released) else 10 ** 9)
              for i, (lo, name) in enumerate(released)}
    rows = []
    labels = [(str(v), "seabi", v) for v in api.versions] + [(e.name, "tensorflow", e.reports) for e in api.editions]
    for label, lineage, reports in labels:
        sizes = {}
        for s in api.structs:
            k = next((k for k in layouts.known(api, s.name) if label in k.labels), None)
            sizes[s.name] = None if k is None else {a: k.size(a) for a in layouts.ABIS}
        variants = {}
        for sname, member, own in varying:
            variants[member] = own if lineage == "seabi" else edition_variant(editions[label], f"{sname}.{member}", own)
        rows.append((label, lineage, reports, ranges.get(label), sizes, variants))
    return rows, varying


class SignaturesFollowTheLayout(unittest.TestCase):
    """<prefix>_layout_of_core and the typed setters of a member whose
    signature an edition changed in place, against signature_model: for
    every reported version, every combination of sizes the params may point
    to (each known layout's, a newer one, a size no layout has) and every
    release (none, each edition's, a newer one, text that is no release),
    on LP64 and i386 under ASan+UBSan; plus: the plain setter does not
    compile under -Werror, and does with SE_ALLOW_UNCHECKED_SIGNATURES."""

    def program(self, api, abi):
        rows, varying = signature_model(api)
        prefix = api.info.prefix
        params = api.struct(api.entry_points[0].signature.params[0].type.base)
        probes = [(f.name, f.ctype.base) for f in params.fields
                  if not f.is_callback and f.ctype.is_pointer and api.struct(f.ctype.base) is not None]
        sizes = {}
        for _m, st in probes:
            known = sorted({r[4][st][abi] for r in rows if r[4][st]})
            sizes[st] = known + [known[-1] + 4, known[-1] + 8, known[0] - 4]
        versions = sorted({r[2] for r in rows}) + [api.newest.__class__(api.newest.major, api.newest.minor + 1, 0)]
        releases = ["NULL", '"garbage"', '"9.99.0"'] + [f'"{e.first_release}.1"' for e in api.editions if e.first_release]
        lines = [f'#include "{api.info.header}"', "#include <stdio.h>", "#include <string.h>"]
        for sname, member, own in varying:
            from seabigen import editions as ed
            for variant, sig in ed.variants(api, sname, member).items():
                lines.append(f"static {sig.returns.c()} fn_{member}_{variant}({sig.c_params()}) {{ "
                             + " ".join(f"(void){p.name};" for p in sig.params) + " }")
        lines += ["int main(void) {", f"  static {params.name} p;"]
        lines += [f"  static unsigned char buf_{m}[512];" for m, _ in probes]
        for sname, member, _ in varying:
            lines.append(f"  static {sname} target_{member};")
        lines += [f"  static const size_t sizes_{st}[] = {{ {', '.join(map(str, sizes[st]))} }};" for _, st in probes]
        lines += [f"  static const char* releases[] = {{ {', '.join(releases)} }};",
                  f"  static const int versions[][3] = {{ {', '.join(f'{{ {v.major}, {v.minor}, {v.patch} }}' for v in versions)} }};",
                  "  size_t v, r" + "".join(f", i_{m}" for m, _ in probes) + ";"]
        loops = "".join(f"  for (i_{m} = 0; i_{m} < sizeof sizes_{st} / sizeof sizes_{st}[0]; i_{m}++)\n"
                        for m, st in probes)
        lines.append("  for (v = 0; v < sizeof versions / sizeof versions[0]; v++)\n"
                     "  for (r = 0; r < sizeof releases / sizeof releases[0]; r++)\n" + loops + "  {")
        lines.append(f"    {prefix}_Layout l;")
        lines.append("    memset(&p, 0, sizeof p);")
        lines.append("    p.struct_size = sizeof p; p.major_version = versions[v][0]; p.minor_version = versions[v][1]; "
                     "p.patch_version = versions[v][2];")
        for m, st in probes:
            lines.append(f"    memset(buf_{m}, 0, sizeof buf_{m}); memcpy(buf_{m}, &sizes_{st}[i_{m}], sizeof(size_t)); "
                         f"p.{m} = ({st}*)(void*)buf_{m};")
        lines.append(f"    l = {prefix}_layout_of_core(&p, releases[r]);")
        fmt, args = "V %lu %lu", ["(unsigned long)v", "(unsigned long)r"]
        for m, _ in probes:
            fmt += " %lu"
            args.append(f"(unsigned long)i_{m}")
        fmt += " %d"
        args.append("(int)l")
        for sname, member, _ in varying:
            from seabigen import editions as ed
            for variant in ed.variants(api, sname, member):
                lines.append(f"    memset(&target_{member}, 0, sizeof target_{member}); "
                             f"target_{member}.struct_size = sizeof target_{member};")
                lines.append(f"    {{ int w = {sname}_set_{member}_{variant}(&target_{member}, l, fn_{member}_{variant});")
                lines.append(f"      int back = {sname}_get_{member}_{variant}(&target_{member}, l) == "
                             f"(w ? fn_{member}_{variant} : SE_NULL);")
                lines.append(f'      printf("W {member} {variant} %d %d\\n", w, back); }}')
        lines.append(f'    printf("{fmt}\\n", {", ".join(args)});')
        lines += ["  }", "  return 0;", "}"]
        return "\n".join(lines) + "\n", rows, varying, probes, sizes, versions, releases

    def expected(self, api, rows, probes, sizes, abi, version, release, picks):
        """The layout label the model gives (None: unknown), and the variant it calls per member."""
        tf_reported = {r[2] for r in rows if r[1] == "tensorflow"}
        have = {st: sizes[st][i] for (m, st), i in zip(probes, picks)}
        rel = None
        if release not in ("NULL", '"garbage"'):
            a, b = release.strip('"').split(".")[:2]
            rel = int(a) * 1000 + int(b)
        cands = []
        for label, lineage, reports, rng, sz, variants in rows:
            if reports != version or any(sz[st] is None or sz[st][abi] != have[st] for st in have):
                continue
            if rel is not None and version in tf_reported and lineage == "seabi":
                continue
            if rel is not None and rng is not None and not rng[0] <= rel < rng[1]:
                continue
            cands.append((label, variants))
        if cands:
            if len({tuple(sorted(v.items())) for _, v in cands}) == 1:
                return cands[0][0], cands[0][1]
            return None, {}
        seabi = [r for r in rows if r[1] == "seabi"]
        tf = [r for r in rows if r[1] == "tensorflow" and r[3] is not None]
        if version not in tf_reported and version > seabi[-1][2]:
            return "seabi-next", seabi[-1][5]
        if version in tf_reported and tf and (rel is None or rel >= tf[-1][3][0]):
            newest = tf[-1]
            bigger = [have[st] > newest[4][st][abi] for st in have if newest[4][st]]
            smaller = [have[st] < newest[4][st][abi] for st in have if newest[4][st]]
            if any(bigger) and not any(smaller):
                return "tensorflow-next", newest[5]
        return None, {}

    def check_api(self, schema, abi):
        from seabigen import cli, layouts
        api = cli.load(os.path.join(T.ROOT, schema))
        src, rows, varying, probes, sizes, versions, releases = self.program(api, abi)
        path = os.path.join(TMP, f"signatures_{api.info.name}_{abi}.c")
        with open(path, "w") as f:
            f.write(src)
        flags = T.SAN + (["-m32"] if abi == "ilp32" else [])
        if abi == "ilp32" and T.i386.how() == "qemu":
            flags = ["-m32", "-fsanitize=undefined", "-fno-sanitize-recover=all"]
        exe = T.build([path], path[:-2], includes=[os.path.dirname(HEADER)], flags=flags)
        p = T.run_i386(exe) if abi == "ilp32" else T.run(exe)
        self.assertEqual(p.returncode, 0, p.stderr)
        order = [r[0] for r in rows] + ["seabi-next", "tensorflow-next"]
        wrong, cases, seen, writes = [], 0, set(), []
        for line in p.stdout.splitlines():
            kind, *rest = line.split()
            if kind == "W":
                writes.append((rest[0], rest[1], int(rest[2]), int(rest[3])))
                continue
            v, r, *picks, got = [int(x) for x in rest]
            label, variants = self.expected(api, rows, probes, sizes, abi, versions[v], releases[r], picks)
            want = 0 if label is None else order.index(label) + 1
            cases += 1
            seen.add(label)
            if got != want:
                wrong.append(f"version {versions[v]}, release {releases[r]}, sizes "
                             f"{[sizes[st][i] for (m, st), i in zip(probes, picks)]}: C says layout {got}, "
                             f"the model {want} ({label})")
            for member, variant, w, back in writes:
                if w != (variants.get(member) == variant) or not back:
                    wrong.append(f"{member} {variant} in layout {label}: set wrote {w}, get read back {back}")
            writes = []
        self.assertEqual(wrong[:8], [], f"{len(wrong)} of {cases} answers differ")
        # Not vacuous: every layout is named for some handshake, except one
        # a TensorFlow edition shadows (same version and sizes: seabi's 0.0.1
        # and tensorflow-2.5), and so is "unknown".
        shadowed = {r[0] for r in rows if any(x[0] != r[0] and x[1] != r[1] and x[4] == r[4] and x[2] == r[2]
                                              for x in rows)}
        self.assertEqual(set(order) - seen - shadowed, set(), "layouts never named")
        self.assertIn(None, seen)
        SignaturesFollowTheLayout.counts[f"{api.info.name} {abi}"] = cases

    counts = {}

    def test_lp64(self):
        for schema, _h, _d in APIS:
            from seabigen import cli
            if any(e.signatures for e in cli.load(os.path.join(T.ROOT, schema)).editions):
                self.check_api(schema, "lp64")
        self.assertTrue(self.counts, "no API has a signature struct_size cannot tell")

    def test_i386(self):
        if compile_header(os.path.dirname(HEADER), ["-m32"]).returncode != 0:
            self.skipTest("gcc -m32 unavailable (install gcc-multilib)")
        T.skip_unless_i386_runs()
        from seabigen import cli
        for schema, _h, _d in APIS:
            if any(e.signatures for e in cli.load(os.path.join(T.ROOT, schema)).editions):
                self.check_api(schema, "ilp32")

    def test_plain_setter_does_not_compile_silently(self):
        from seabigen import cli
        for schema, header, drop_in in APIS:
            api = cli.load(os.path.join(T.ROOT, schema))
            for e in api.editions:
                for key in e.signatures:
                    sname, member = key.split(".")
                    for h in (header, drop_in):
                        src = os.path.join(TMP, f"plain_{h}.c")
                        with open(src, "w") as f:
                            f.write(f'#include "{h}"\nint main(void) {{ static {sname} s; '
                                    f"return {sname}_set_{member}(&s, SE_NULL); }}\n")
                        p = T.cc([src], includes=[os.path.dirname(HEADER)])
                        self.assertNotEqual(p.returncode, 0, f"{h}: {sname}_set_{member} compiles silently")
                        self.assertIn(f"{sname}_set_{member}_<variant>", p.stderr)
                        p = T.cc([src], includes=[os.path.dirname(HEADER)], flags=["-DSE_ALLOW_UNCHECKED_SIGNATURES"])
                        self.assertEqual(p.returncode, 0, p.stderr)

    @classmethod
    def tearDownClass(cls):
        for what, n in sorted(cls.counts.items()):
            print(f"note: signatures: {n} handshakes agree with the model ({what})")


if __name__ == "__main__":
    # The C program's own checks count in this suite's closing line.
    T.main(extra=C_COUNTS)
