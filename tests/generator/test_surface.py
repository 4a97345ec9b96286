"""The function surface (schema/tf_functions.yaml): what each core exports.

Expected answers are the reference notes' facts (tf_kernel_and_symbols.md),
restated here by hand, not read back from the generator: TF_AssignVariable
first ships in 2.6 with 5 parameters, gains validate_shape in place at 2.10,
and no 2.20.0 or 2.21.0 binary defines any of the 14 kernels_experimental
functions (master restores them); TF_Log/TF_VLog/TF_DVLog are gone at 2.21;
c_api.h's TF_Version is in no release's framework.
"""
import os
import re
import unittest

import seabitest as T
from seabigen import exports, functions, suite
from seabigen.errors import SchemaErrors
from seabigen import yamlsrc

_SURFACE = None

KERNELS_EXPERIMENTAL = {
    "TF_AddNVariant", "TF_AssignRefVariable", "TF_AssignUpdateVariable", "TF_AssignVariable",
    "TF_DestroyTemporaryVariable", "TF_GetInputByName", "TF_GetInputTensorFromVariable", "TF_IsRefInput",
    "TF_MaybeLockVariableInputMutexesInOrder", "TF_OpKernelConstruction_GetAttrTensorShape",
    "TF_OpKernelContext_ForwardRefInputToRefOutput", "TF_ReleaseVariableInputLockHolder", "TF_TemporaryVariable",
    "TF_ZerosLikeVariant"}
STATUS = ["TF_NewStatus", "TF_DeleteStatus", "TF_SetStatus", "TF_GetCode", "TF_Message"]


def surface():
    global _SURFACE
    if _SURFACE is None:
        # Read as `make gen` reads it: with the suite's releases, the one list.
        _SURFACE = functions.surface_of_schema(os.path.join(T.ROOT, "schema", "se_api.yaml"))
    return _SURFACE


def exported(release):
    return {e.name: e for e in exports.at_release(surface(), release)}


FRAMEWORK, PYWRAP, CC = 1, 2, 4


class ReleaseExports(unittest.TestCase):
    def test_assign_variable_history(self):
        self.assertNotIn("TF_AssignVariable", exported("2.5"))
        for r in ("2.6", "2.7", "2.8", "2.9"):
            e = exported(r)["TF_AssignVariable"]
            self.assertEqual((e.signature, e.libraries), ("5 parameters", FRAMEWORK), r)
        for r in ("2.10", "2.11", "2.14", "2.19"):
            self.assertEqual(exported(r)["TF_AssignVariable"].signature, "6 parameters (validate_shape)", r)
        for r in ("2.20", "2.21"):
            self.assertNotIn("TF_AssignVariable", exported(r), r)
        self.assertEqual(exported("master")["TF_AssignVariable"].signature, "6 parameters (validate_shape)")

    def test_the_fourteen_experimental_functions(self):
        listed = {f.name for f in surface().functions if f.header == "tensorflow/c/kernels_experimental.h"}
        self.assertEqual(listed, KERNELS_EXPERIMENTAL)
        for r in ("2.20", "2.21"):
            self.assertEqual(KERNELS_EXPERIMENTAL & set(exported(r)), set(), r)
        self.assertEqual(KERNELS_EXPERIMENTAL - set(exported("master")), set())
        self.assertEqual(KERNELS_EXPERIMENTAL - set(exported("2.19")), set())  # 2.19.1 exported all 14

    def test_version_never_from_the_framework(self):
        for r in surface().releases:
            e = exported(r)["TF_Version"]
            self.assertFalse(e.libraries & FRAMEWORK, r)
            self.assertTrue(e.libraries & PYWRAP, r)
        self.assertFalse(exported("2.11")["TF_Version"].libraries & CC)
        self.assertTrue(exported("2.12")["TF_Version"].libraries & CC)

    def test_logging_gone_at_2_21(self):
        for name in ("TF_Log", "TF_VLog", "TF_DVLog"):
            self.assertIn(name, exported("2.20"))
            self.assertNotIn(name, exported("2.21"))

    def test_status_functions_everywhere_from_the_framework(self):
        for r in surface().releases:
            at = exported(r)
            for name in STATUS:
                self.assertEqual(at[name].libraries, FRAMEWORK, (r, name))

    def test_confidence_labels(self):
        self.assertEqual(exported("2.6")["TF_AssignVariable"].confidence, "inferred")
        self.assertEqual(exported("master")["TF_AssignVariable"].confidence, "confirmed")
        self.assertEqual(exported("2.10")["TF_IsRefInput"].confidence, "not established")

    def test_an_unlisted_release_follows_the_spans(self):
        # 2.22 (a release after the newest listed): what the open spans say; the closed ones do not reach it.
        at = exported("2.22")
        self.assertIn("TF_NewKernelBuilder", at)
        self.assertNotIn("TF_AssignVariable", at)


class ProfileRows(unittest.TestCase):
    def row(self, name, kind, lineage, tf_version=""):
        return {"name": name, "kind": kind, "lineage": lineage, "tf_version": tf_version}

    def names(self, row, rows=None):
        return [e.name for e in exports.of_row(surface(), row, rows or [row])]

    def test_new_rows_get_exports_from_their_release(self):
        r20 = self.row("tensorflow-2.20", "edition", "tensorflow", "2.20.0")
        self.assertNotIn("TF_AssignVariable", self.names(r20))
        self.assertIn("TF_Log", self.names(r20))
        r17 = self.row("tensorflow-2.17", "edition", "tensorflow", "2.17.0")
        sig = {e.name: e.signature for e in exports.of_row(surface(), r17, [r17])}
        self.assertEqual(sig["TF_AssignVariable"], "6 parameters (validate_shape)")
        master = self.row("tensorflow-master-2026-05", "edition", "tensorflow", "tensorflow-master-2026-05-dev")
        self.assertIn("TF_AssignVariable", self.names(master))

    def test_seabi_cores(self):
        seabi = self.names(self.row("0.0.1", "version", "seabi"))
        for name in STATUS + ["TF_Version", "TF_NewBuffer", "TF_GetNodesToPreserveList", "TF_NewKernelBuilder"]:
            self.assertIn(name, seabi)
        # The newest release's framework (2.21): no kernels_experimental, no logging.
        self.assertFalse(KERNELS_EXPERIMENTAL & set(seabi))
        self.assertNotIn("TF_Log", seabi)
        rfc = self.names(self.row("rfc-257-text", "in-between", "seabi"))
        self.assertEqual(rfc, STATUS)

    def test_newer_core_exports_what_its_lineage_newest_does(self):
        rows = [self.row("tensorflow-2.6", "edition", "tensorflow", "2.6.0"),
                self.row("tensorflow-2.21", "edition", "tensorflow", "2.21.0")]
        newer = self.row("tensorflow-next", "newer", "tensorflow")
        self.assertEqual(self.names(newer, rows + [newer]), self.names(rows[1]))

    def test_committed_host_profiles(self):
        # The generated table carries each profile's set.
        with open(os.path.join(T.ROOT, "examples", "host", "host_profiles.h")) as f:
            text = f.read()
        sets = dict(re.findall(r"static const host_tf_export (host_tf_exports_\d+)\[\] = \{\n(.*?)\n\};", text, re.S))
        rows = re.findall(r'\{ "([^"]+)", "(?:seabi|tensorflow)", "[a-z-]+",.*?(host_tf_exports_\d+),\s*\.loader', text, re.S)
        by_row = {name: sets[ident] for name, ident in rows}
        self.assertNotIn('"TF_AssignVariable"', by_row["tensorflow-2.5"])
        self.assertIn('{ "TF_AssignVariable", 0x1u, "5 parameters"', by_row["tensorflow-2.6"])
        self.assertIn('{ "TF_Version", 0x2u,', by_row["tensorflow-2.9"])
        self.assertEqual(re.findall(r'\{ "(TF_\w+)"', by_row["rfc-257-text"]), STATUS)
        self.assertEqual(len(by_row), len(rows))


class Headers(unittest.TestCase):
    def read(self, name):
        with open(os.path.join(T.ROOT, "include", name)) as f:
            return f.read()

    def test_optional_declarations_are_weak_capable(self):
        k = self.read("kernel_api.h")
        self.assertRegex(k, r"extern SE_TF_OPTIONAL void TF_AssignVariable\(")
        self.assertRegex(k, r"\nextern TF_KernelBuilder\* TF_NewKernelBuilder\(")  # every release: strong
        self.assertIn("typedef void (*TF_AssignVariable_since_2_6_fn)(TF_OpKernelContext* ctx, int input_index, "
                      "int value_index, void (*copyFunc)", k)
        g = self.read("graph_api.h")
        self.assertIn("extern SE_TF_OPTIONAL const char* TF_Version(void);", g)
        self.assertIn("/* Exported by TF 2.5-2.11: pywrap; 2.12-master: pywrap+cc; every seabi core. */", g)
        s = self.read("se_api.h")
        self.assertIn("/* Exported by TF 2.5-master: framework; every seabi core. */\nextern TF_Status* TF_NewStatus(void);", s)

    def test_usage_example_needs_no_tf_version(self):
        g = self.read("graph_api.h")
        example = g[g.index(" * EXAMPLE"):g.index(" * SIGNATURES")]
        self.assertNotIn("TF_Version", example)
        self.assertIn("SE_TF_PRESENT(TF_AssignVariable)", example)


class Checks(unittest.TestCase):
    def inline(self, text):
        path = os.path.join(T.ROOT, "tests", "generator", "inline-surface.yaml")
        tree = yamlsrc.load(path, text=text)
        return functions.read(path, tree)

    BASE = """functions_format: 1
libraries: [{name: framework, soname: libtensorflow_framework.so.2, doc: d}]
releases: ["2.5", "2.6", master]
groups:
  - name: X
    header: tensorflow/c/x.h
    doc: d
    exports: [{libraries: [framework], from: "2.5", confidence: inferred}]
    functions:
      - {name: TF_A, returns: void, params: []}
"""

    def test_valid(self):
        self.assertEqual([f.name for f in self.inline(self.BASE).functions], ["TF_A"])

    def test_rules_with_lines(self):
        cases = [(self.BASE.replace('from: "2.5"', 'from: "2.4"'), "function-unknown-release", 8),
                 (self.BASE.replace("libraries: [framework], from", "libraries: [wheel], from"),
                  "function-unknown-library", 8),
                 (self.BASE.replace('confidence: inferred}', 'until: "2.5", confidence: inferred}'),
                  "function-bad-span", 8),
                 (self.BASE + "      - {name: TF_A}\n", "function-duplicate", 11),
                 (self.BASE.replace("returns: void, params: []", "returns: void, params: [{x: \"int[4]\"}]"),
                  "function-bad-type", 10)]
        for text, rule, line in cases:
            with self.subTest(rule=rule):
                with self.assertRaises(SchemaErrors) as cm:
                    self.inline(text)
                self.assertIn(rule, cm.exception.rules)
                self.assertIn(line, [e.line for e in cm.exception.errors if e.rule == rule])

    def test_suite_cross_checks(self):
        s = suite.read([os.path.join(T.ROOT, "schema", "seabi.yaml")])
        suite.check(s)  # the committed data passes
        fn = s.surface.function("TF_Version")
        fn.signatures.append(functions.Signature("const char*", []))
        try:
            with self.assertRaises(SchemaErrors) as cm:
                functions.check(s.surface, s.apis, [b.name for a in s.apis for b in a.in_between])
            self.assertEqual(cm.exception.rules, ["function-signature-twice"])
        finally:
            fn.signatures.pop()


if __name__ == "__main__":
    unittest.main()
