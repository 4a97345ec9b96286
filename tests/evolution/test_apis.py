"""The evolution checker on every API of the suite, not only StreamExecutor's.

Each case edits a copy of schema/graph_api.yaml or schema/profiler_api.yaml
and runs `gen` on it alone (a suite of one) with --root holding the API's
committed frozen records (versions and editions): an edit that breaks a rule
must be refused with that rule id, on a line that holds the item, writing
nothing; the allowed edits must pass. The unedited schemas pass first, so a
refusal is the edit's doing.
"""
import os
import shutil
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)

from fixtures import sub  # noqa: E402
from gen_tree import GenTree, snapshot  # noqa: E402


class ApiBox(GenTree):
    """A temp root holding one API's frozen records, and the API's schema (edited)."""

    def __init__(self, api, edit=lambda t: t, drop_records=()):
        super().__init__(api, prefix=f"evolution-{api}-")
        shutil.copytree(os.path.join(ROOT, "schema", "released", api),
                        os.path.join(self.root, "schema", "released", api))
        for rel in drop_records:
            os.remove(os.path.join(self.root, "schema", "released", api, rel))
        with open(os.path.join(ROOT, "schema", f"{api}.yaml"), encoding="utf-8") as f:
            self.set_schema(edit(f.read()))


GRAPH_TOGGLES = ("      - {name: layout_optimizer, type: TF_TriState, zero: valid, doc: The layout optimizer.}\n"
                 "      - {name: remapping, type: TF_TriState, zero: valid, doc: The remapper (op fusion).}\n")
ACK_SIGNATURE = '''    acknowledged:
      - {rule: signature-changed, member: TP_Optimizer.optimize_func,
         note: "the item is inserted as the third parameter: the call ABI changes, the layout does not"}
'''
ACK_INSERT = '''    acknowledged:
      - {rule: member-inserted, member: TP_OptimizerConfigs.auto_mixed_precision_onednn_bfloat16,
         note: "the ten toggles after it move one slot; an old plugin's remapping=Off is read as layout_optimizer"}
'''

# (name, api, edit, rule, text the message names, text the reported line holds, command, records to drop)
REFUSED = [
    ("graph: two released toggles swapped", "graph_api",
     lambda t: sub(t, GRAPH_TOGGLES, GRAPH_TOGGLES.split("\n")[1] + "\n" + GRAPH_TOGGLES.split("\n")[0] + "\n"),
     "member-reordered", "TP_OptimizerConfigs", ("remapping", "layout_optimizer"), "gen", ()),
    ("graph: a parameter added to 0.0.1's optimize_func", "graph_api",
     lambda t: sub(t, "          - optimized_graph_buf: TF_Buffer*\n          - status: TF_Status*\n        doc: >-\n"
                   "          Optimizes", "          - optimized_graph_buf: TF_Buffer*\n          - status: TF_Status*\n"
                   "          - flags: int32_t\n        doc: >-\n          Optimizes"),
     "signature-changed", "optimize_func", "optimize_func", "gen", ()),
    ("graph: 2.6's in-place signature change not acknowledged", "graph_api",
     lambda t: sub(t, ACK_SIGNATURE, ""),
     "signature-changed", "optimize_func", "TP_Optimizer.optimize_func", "gen", ()),
    ("graph: 2.10's mid-struct insertion not acknowledged", "graph_api",
     lambda t: sub(t, ACK_INSERT, ""),
     "member-inserted", "auto_mixed_precision_onednn_bfloat16", "TP_OptimizerConfigs", "gen", ()),
    ("graph: the frozen 2.10 edition moved (the toggle after mkl)", "graph_api",
     lambda t: sub(t, "auto_mixed_precision_onednn_bfloat16, auto_mixed_precision_mkl,",
                   "auto_mixed_precision_mkl, auto_mixed_precision_onednn_bfloat16,"),
     "edition-changed", "tensorflow-2.10", "TP_OptimizerConfigs", "gen", ()),
    ("graph: the frozen 2.6 signature retyped", "graph_api",
     lambda t: sub(t, "          - item: const TF_GrapplerItem*\n", "          - item: TF_GrapplerItem*\n"),
     "edition-changed", "tensorflow-2.6", ("tensorflow-2.6", "optimize_func"), "gen", ()),
    ("graph: a released enumerator renumbered", "graph_api",
     lambda t: sub(t, "{name: TF_TriState_On, value: 2, doc: On.}", "{name: TF_TriState_On, value: 3, doc: On.}"),
     "enumerator-renumbered", "TF_TriState_On", "TF_TriState_On", "gen", ()),
    ("graph: 0.0.1's frozen record missing", "graph_api", lambda t: t,
     "release-not-frozen", "0.0.1", "version: 0.0.1", "check", ("0.0.1.json",)),
    ("profiler: a released callback removed", "profiler_api",
     lambda t: sub(t, "      - name: stop\n        required: true\n        returns: void\n        params:\n"
                   "          - profiler: const TP_Profiler*\n          - status: TF_Status*\n        doc: Stops recording.\n", ""),
     "member-removed", "stop", "TP_ProfilerFns", "gen", ()),
    ("profiler: a required callback made optional", "profiler_api",
     lambda t: sub(t, "      - name: destroy_profiler\n        filled_by: plugin\n        required: true\n",
                   "      - name: destroy_profiler\n        filled_by: plugin\n"),
     "required-dropped", "destroy_profiler", "destroy_profiler", "gen", ()),
    ("profiler: device_type's pattern changed", "profiler_api",
     lambda t: sub(t, 'pattern: "[A-Z][A-Z_]*"', 'pattern: "[A-Z][A-Z0-9_]*"'),
     "validation-changed", "device_type", "device_type", "gen", ()),
    ("profiler: the frozen 2.7 edition without TP_Profiler.ext", "profiler_api",
     lambda t: sub(t, "      up to the newest TensorFlow read.\n    core: {}",
                   "      up to the newest TensorFlow read.\n    structs:\n      TP_Profiler: [struct_size, device_type]\n"
                   "    core: {}"),
     "edition-changed", "tensorflow-2.7", ("TP_Profiler", "tensorflow-2.7"), "gen", ()),
]

ALLOWED = [
    ("graph: a toggle appended in the version in development", "graph_api",
     lambda t: sub(t, "          (0.3.0's first note).\n",
                   "          (0.3.0's first note).\n      - {name: later, since: 0.3.0, type: TF_TriState, zero: valid,"
                   " doc: Appended.}\n")),
    ("profiler: a member appended in the version in development", "profiler_api",
     lambda t: sub(t, "        doc: Stops recording.\n",
                   "        doc: Stops recording.\n", 1).replace(
                       "          overruns the core's buffer.\n",
                       "          overruns the core's buffer.\n      - {name: flush, since: 0.3.0, returns: void, params: [],"
                       " doc: Appended.}\n", 1)),
]


class EveryApi(unittest.TestCase):
    def test_unedited_schemas_pass(self):
        for api in ("graph_api", "profiler_api"):
            box = ApiBox(api)
            try:
                before = snapshot(box.root)
                rc, out, err = box.run("gen")
                self.assertEqual(rc, 0, f"{api}: {err}")
                self.assertEqual({k: v for k, v in snapshot(box.root).items() if k.startswith("schema/")},
                                 {k: v for k, v in before.items()}, f"{api}: the committed records are current")
            finally:
                box.close()

    def test_refused(self):
        for name, api, edit, rule, what, line_has, command, drop in REFUSED:
            with self.subTest(name):
                box = ApiBox(api, edit, drop)
                try:
                    before = snapshot(box.root)
                    rc, out, err = box.run(command)
                    self.assertEqual(rc, 1, f"{name}: exit {rc}; {err}")
                    hits = [ln for ln in err.splitlines() if ln.startswith(f"{box.schema}:") and f": {rule}: " in ln
                            and what in ln]
                    self.assertTrue(hits, f"{name}: no {rule} naming {what}:\n{err}")
                    line_no = int(hits[0].split(":")[1])
                    lines = box.text.splitlines()
                    holds = (line_has,) if isinstance(line_has, str) else line_has
                    self.assertTrue(0 < line_no <= len(lines) and any(h in lines[line_no - 1] for h in holds),
                                    f"{name}: line {line_no} does not hold {line_has!r}: {lines[line_no - 1:line_no]}")
                    self.assertTrue(err.rstrip().endswith("nothing was written"), err)
                    self.assertEqual(snapshot(box.root), before, f"{name}: files under --root changed")
                finally:
                    box.close()

    def test_allowed(self):
        for name, api, edit in ALLOWED:
            with self.subTest(name):
                box = ApiBox(api, edit)
                try:
                    rc, out, err = box.run("gen")
                    self.assertEqual(rc, 0, f"{name}: {err}")
                    self.assertIn(f"include/{api}.h", out)
                finally:
                    box.close()


if __name__ == "__main__":
    unittest.main()
