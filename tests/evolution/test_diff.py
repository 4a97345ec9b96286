"""`seabigen diff BASE` (issue 38): a reviewer's summary of a schema edit
against a git revision, in the importer's findings formats (findings.py):
text lines, GitHub annotations, SARIF 2.1.0, and exit 1 with
--fail-on-break only when a finding is an ABI break."""
import json
import os
import shutil
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from repo_copy import RepoCopy  # noqa: E402

SE = "schema/se_api.yaml"
ANCHOR = "          configured. TensorFlow master added it after 2.21, appended after\n" \
         "          host_callback; here it follows `reserved`.\n"
CALLBACK = """      - name: get_stream_priority
        since: 0.3.0
        returns: int32_t
        params:
          - device: const SP_Device*
          - stream: SP_Stream
        doc: The stream's priority, or 0 when it has none.
"""
HANDLE = "      - {name: device_handle, type: void*, zero: valid,"


@unittest.skipIf(shutil.which("git") is None, "no git")
class Diff(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.repo = RepoCopy(prefix="diff-")
        cls.base = cls.repo.commit()

    @classmethod
    def tearDownClass(cls):
        cls.repo.close()

    def setUp(self):
        self.original = self.repo.read(SE)

    def tearDown(self):
        self.repo.write(SE, self.original)

    def diff(self, *args):
        return self.repo.run("diff", self.base, "--schema", "schema/seabi.yaml", *args)

    def test_an_unchanged_schema_has_no_findings(self):
        rc, out, err = self.diff("--fail-on-break")
        self.assertEqual(rc, 0, err)
        self.assertIn(f"diff against {self.base}: 0 finding(s) (se_api 0, graph_api 0, profiler_api 0), 0 break(s)", out)

    def test_an_append_is_a_note_with_the_layouts_it_resizes(self):
        self.repo.edit(SE, ANCHOR, ANCHOR + CALLBACK)
        rc, out, err = self.diff("--fail-on-break")
        self.assertEqual(rc, 0, out + err)  # nothing breaks
        self.assertRegex(out, r"schema/se_api.yaml:\d+ \(0.3.0\): member-appended \(note\): "
                              r"SP_StreamExecutor.get_stream_priority: appended \(since 0.3.0, after create_stream_with_options\)")
        self.assertIn("struct-resized (note): SP_StreamExecutor: struct_size of the layouts it changes: "
                      "0.3.0: LP64 304 -> 312, ILP32 152 -> 156", out)
        self.assertIn("== se_api (schema/se_api.yaml) against", out)

    def test_a_refused_edit_is_a_break_in_every_format(self):
        self.repo.edit(SE, HANDLE, HANDLE.replace("void*", "uint32_t"))
        sarif = self.repo.path("diff.sarif")
        rc, out, err = self.diff("--fail-on-break", "--sarif", sarif)
        self.assertEqual(rc, 1, out + err)
        self.assertIn("type-changed (ABI break): SP_Device.device_handle: type void* became uint32_t", out)
        self.assertIn("struct-resized (ABI break): SP_Device", out)
        self.assertIn("`make gen` refuses this edit", out)
        with open(sarif, encoding="utf-8") as f:
            log = json.load(f)
        self.assertEqual(log["version"], "2.1.0")
        results = log["runs"][0]["results"]
        self.assertIn("type-changed", {r["ruleId"] for r in results})
        self.assertTrue(all(r["level"] in ("error", "warning", "note") for r in results))
        rc, out, _ = self.diff("--format", "github")
        self.assertEqual(rc, 0)  # no --fail-on-break: reported, not failed
        self.assertRegex(out, r"(?m)^::error file=schema/se_api.yaml,line=\d+,title=type-changed \(ABI break\)::")
        self.assertNotIn("::note ", out)

    def test_an_unknown_base_is_unusable_input(self):
        rc, _, err = self.repo.run("diff", "no-such-revision", "--schema", "schema/seabi.yaml")
        self.assertEqual(rc, 2)
        self.assertIn("no-such-revision is not a commit", err)


if __name__ == "__main__":
    unittest.main()
