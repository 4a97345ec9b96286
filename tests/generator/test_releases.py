"""The suite's releases and loaders (generator/seabigen/releases.py,
loader_rows.py, own_rules.py): the manifest's data read and checked, bad
data refused with its line, and each profile's loader and own validation
rules as host_profiles.h renders them."""
import os
import textwrap
import unittest

import seabitest as T
from seabigen import errors, profiles, releases, resolved, suite, yamlsrc

MANIFEST = os.path.join(T.ROOT, "schema", "seabi.yaml")

GOOD = """\
loaders:
  - name: l1
    confidence: confirmed
    doc: one loader
    steps:
      - {entry: SE_InitPlugin, missing: refused_unless, unless: TF_InitGraph, failing: stops}
      - {entry: TF_InitKernel, missing: refused, failing: stops}
seabi_loader: l1
releases:
  - release: "2.5"
    tf_version: 2.5.0
    loader: l1
    confidence: {tf_version: confirmed, loader: inferred}
"""


def read(text, tmp):
    path = os.path.join(tmp, "m.yaml")
    with open(path, "w") as f:
        f.write(textwrap.dedent(text))
    err = errors.Collector(path)
    data = releases.read(yamlsrc.load(path), err)
    return data, [f"{e.rule}: {e.message}" for e in err.errors]


class ReleaseData(unittest.TestCase):
    def setUp(self):
        import tempfile
        self.tmp = tempfile.mkdtemp()

    def test_good_data_reads(self):
        data, errs = read(GOOD, self.tmp)
        self.assertEqual(errs, [])
        self.assertEqual([r.core for r in data.releases], ["tensorflow-2.5"])
        step = data.loader("l1").steps[0]
        self.assertTrue(step.mandatory)
        self.assertEqual(step.unless, "TF_InitGraph")

    def test_bad_data_refused(self):
        cases = {
            "entry: TF_InitKernel, missing": ("entry: TF_InitKernels, missing", "TF_InitKernels"),
            "missing: refused, failing": ("missing: required, failing", "'required' is none of"),
            "failing: stops}\n      - {entry: TF_InitKernel": ("failing: halts}\n      - {entry: TF_InitKernel",
                                                                "'halts'"),
            ", unless: TF_InitGraph": ("", "`unless` goes with missing: refused_unless"),
            "loader: l1\n    confidence": ("loader: l9\n    confidence", "loader 'l9' is none of"),
            "loader: inferred}": ("loader: guessed}", "'guessed' is none of"),
            "seabi_loader: l1": ("seabi_loader: none", "seabi_loader: 'none'"),
            'release: "2.5"': ('release: "two"', "not MAJOR.MINOR"),
        }
        for old, (new, want) in cases.items():
            with self.subTest(change=new or old):
                self.assertIn(old, GOOD)
                _, errs = read(GOOD.replace(old, new), self.tmp)
                self.assertTrue(any(want in e for e in errs), errs)

    def test_releases_in_order_and_once(self):
        twice = GOOD + GOOD[GOOD.index("  - release"):]
        _, errs = read(twice, self.tmp)
        self.assertTrue(any("version-order" in e for e in errs), errs)
        self.assertTrue(any("twice" in e for e in errs), errs)


class TheManifest(unittest.TestCase):
    """schema/seabi.yaml's own data."""

    @classmethod
    def setUpClass(cls):
        cls.suite = suite.read([MANIFEST])

    def test_every_release_2_5_to_2_21_is_listed_once(self):
        keys = [r.release for r in self.suite.release_data.tensorflow_releases]
        self.assertEqual(keys, [(2, minor) for minor in range(5, 22)])
        self.assertEqual(releases.cross_check(self.suite.release_data, self.suite.apis), [])

    def test_an_edition_release_missing_from_the_list_is_refused(self):
        data = self.suite.release_data
        kept = data.releases
        try:
            data.releases = [r for r in kept if r.core != "tensorflow-2.7"]
            found = releases.cross_check(data, self.suite.apis)
        finally:
            data.releases = kept
        self.assertTrue(any("tensorflow-2.7 starts in 2.7" in m for m in found), found)

    def test_kernel_module_mandatory_exactly_before_2_12(self):
        data = self.suite.release_data
        for r in data.tensorflow_releases:
            steps = {s.entry: s for s in data.loader(r.loader).steps}
            with self.subTest(release=r.core):
                self.assertEqual(steps["TF_InitKernel"].mandatory, r.release < (2, 12))
        self.assertFalse(any(s.mandatory for s in data.loader(data.seabi_loader).steps))


class Profiles(unittest.TestCase):
    """What host_profiles.h renders from the data."""

    @classmethod
    def setUpClass(cls):
        models = resolved.resolve_suite(suite.read([MANIFEST]), resolved.newest_headers)
        cls.rows = {r["name"]: r for r in profiles.context(models)["profiles"]}

    def extra(self, name):
        return {x for m in self.rows[name]["module_list"] for x in m["validated_extra"]}

    def test_a_profile_per_release(self):
        for minor in range(5, 22):
            self.assertIn(f"tensorflow-2.{minor}", self.rows)

    def test_own_validators_decide_the_timer_callbacks(self):
        timer = "SP_PlatformFns.create_timer_fns"
        for name in ("0.0.1", "0.2.0", "tensorflow-2.5", "tensorflow-2.9", "tensorflow-2.13", "rfc-257-text"):
            self.assertIn(timer, self.extra(name), name)
        for name in ("0.3.0", "tensorflow-2.14", "tensorflow-2.21", "tensorflow-master-2026-05", "seabi-next",
                     "tensorflow-next"):
            self.assertNotIn(timer, self.extra(name), name)

    def test_loader_rows(self):
        self.assertEqual(self.rows["tensorflow-2.11"]["loader"]["name"], "tensorflow-e2-profiler")
        self.assertEqual(self.rows["tensorflow-2.12"]["loader"]["name"], "tensorflow-e3")
        self.assertEqual(self.rows["tensorflow-next"]["loader"]["name"], "tensorflow-e3")
        # seabi 0.2.0 has no graph or profiler module: its loader never looks them up.
        entries = [s["entry"] for s in self.rows["0.2.0"]["loader"]["steps"]]
        self.assertNotIn("TF_InitGraph", entries)
        self.assertIn("TF_InitGraph", [s["entry"] for s in self.rows["0.3.0"]["loader"]["steps"]])


if __name__ == "__main__":
    T.main(__name__)
