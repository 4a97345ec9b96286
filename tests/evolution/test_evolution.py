"""Tests of the ABI evolution checker (generator/seabigen/evolution.py).

Every fixture runs the generator's command line (`gen`, or `check`) with
--root pointing at a temporary copy of the committed outputs and frozen
records, and asserts: exit 1, an error `SCHEMA:LINE: RULE: ...` naming the
expected rule and item, a LINE that really holds that item, and every file
under --root byte-identical afterwards (nothing written, nothing created).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)

from seabigen import evolution, outputs  # noqa: E402
import fixtures  # noqa: E402
from gen_tree import GenTree, snapshot  # noqa: E402

SCHEMA = os.path.join(ROOT, "schema", "se_api.yaml")
RECORDS = os.path.join(ROOT, "schema", "released", "se_api")


class Sandbox(GenTree):
    """A temp tree: committed outputs + frozen records + an edited schema.

    By default the schema is the real one without TensorFlow's editions and
    in-between layouts (fixtures.without_editions), and the tree holds the
    released versions' records only. With `editions`, the schema is whole
    and the tree also holds the editions' and in-between layouts' records."""

    def __init__(self, edit=lambda t: t, records=None, editions=False):
        super().__init__("se_api", prefix="evolution-")
        recs = {}
        for name in sorted(os.listdir(RECORDS)):
            if name.endswith(".json"):
                with open(os.path.join(RECORDS, name), encoding="utf-8") as f:
                    recs[name[:-len(".json")]] = json.load(f)
        self.rdir = os.path.join(self.root, "schema", "released", "se_api")
        os.makedirs(self.rdir)
        self.write_records(recs)
        if editions:
            for sub in ("editions", "in_between"):
                shutil.copytree(os.path.join(RECORDS, sub), os.path.join(self.rdir, sub))
        with open(SCHEMA, encoding="utf-8") as f:
            base = f.read() if editions else fixtures.without_editions(f.read())
        # The outputs the unedited schema renders, from the real records, are
        # the baseline every fixture is compared with (the committed ones also
        # hold TensorFlow's editions, which these fixtures leave out).
        self.set_schema(base)
        rc, _, err = self.run("gen")
        assert rc == 0, f"baseline gen failed: {err}"
        if records:
            records(recs)
            self.write_records(recs)
        self.set_schema(edit(base))

    def write_records(self, recs):
        """The records directory holds exactly `recs` (a fixture may drop one)."""
        for name in os.listdir(self.rdir):
            if name.endswith(".json"):
                os.remove(os.path.join(self.rdir, name))
        for v, rec in recs.items():
            with open(os.path.join(self.rdir, f"{v}.json"), "w", encoding="utf-8") as f:
                json.dump(rec, f, indent=1, sort_keys=True)


class RefusedFixtures(unittest.TestCase):
    def check_refused(self, fx):
        box = Sandbox(fx.edit, fx.records)
        try:
            before = snapshot(box.root)
            rc, out, err = box.run(fx.command)
            after = snapshot(box.root)
            self.assertEqual(rc, 1, f"{fx.name}: expected exit 1, got {rc}; stderr: {err}")
            pattern = rf"^{re.escape(box.schema)}:(\d+): {re.escape(fx.rule)}: (.*)$"
            hits = [m for m in re.finditer(pattern, err, re.M) if fx.what.split(".")[-1] in m.group(2)]
            self.assertTrue(hits, f"{fx.name}: no `{fx.rule}` error mentioning {fx.what}; stderr:\n{err}")
            # The line must point at the item (or its struct/enum/version).
            lines = box.text.splitlines()
            anchors = [fx.line_has] if fx.line_has else [fx.what.split(".")[-1], fx.what.split(".")[0], "version"]
            line_no = int(hits[0].group(1))
            self.assertTrue(0 < line_no <= len(lines) and any(a in lines[line_no - 1] for a in anchors),
                            f"{fx.name}: line {line_no} does not hold {fx.what}: {lines[line_no - 1:line_no]}")
            self.assertNotIn("Traceback", err)
            self.assertTrue(err.rstrip().endswith("nothing was written"), err)
            self.assertEqual(out, "", f"{fx.name}: stdout should be empty")
            self.assertEqual(before, after, f"{fx.name}: files under --root changed")
        finally:
            box.close()


class AllowedFixtures(unittest.TestCase):
    def check_allowed(self, fx):
        box = Sandbox(fx.edit)
        try:
            header = os.path.join(box.root, "include", "se_api.h")
            with open(header, "rb") as f:
                before = f.read()
            rc, out, err = box.run("gen")
            self.assertEqual(rc, 0, f"{fx.name}: refused: {err}")
            with open(header, "rb") as f:
                self.assertEqual(f.read() != before, fx.changes_header, f"{fx.name}: header changed?")
            for v in fx.freezes:
                path = os.path.join(box.root, "schema", "released", "se_api", f"{v}.json")
                self.assertTrue(os.path.exists(path), f"{fx.name}: {v} not frozen")
                self.assertIn(f"froze schema/released/se_api/{v}.json", out)
            rc, _, err = box.run("check")
            self.assertEqual(rc, 0, f"{fx.name}: check after gen failed: {err}")
        finally:
            box.close()


def _add(cls, prefix, items, method):
    for fx in items:
        def test(self, fx=fx):
            getattr(self, method)(fx)
        test.__doc__ = f"{fx.name}: {getattr(fx, 'rule', 'allowed')}"
        setattr(cls, f"test_{prefix}_{fx.name.replace('-', '_').replace('.', '_')}", test)


_add(RefusedFixtures, "refused", fixtures.REFUSED, "check_refused")
_add(AllowedFixtures, "allowed", fixtures.ALLOWED, "check_allowed")


class Coverage(unittest.TestCase):
    def test_every_rule_has_a_refusing_fixture(self):
        covered = {fx.rule for fx in fixtures.REFUSED}
        missing = sorted(set(evolution.RULES) - covered)
        self.assertEqual(missing, [], f"rules without a fixture: {missing}")

    def test_tf_fixture_really_moves_host_callback(self):
        # Guard against the TF fixture drifting: host_callback must come after
        # memset32 and lose its 0.0.1 offset (256 -> 280 on LP64, as in TF).
        box = Sandbox(fixtures.tf_insert_before_host_callback)
        try:
            _, _, err = box.run("gen")
            self.assertRegex(err, r"host_callback, moving it from offset 256 to 280 on LP64")
        finally:
            box.close()


class FrozenHistory(unittest.TestCase):
    def test_committed_records_match_schema(self):
        """The committed records are what the schema builds now (no drift)."""
        from seabigen import released, schema, checks
        api = schema.read(SCHEMA)
        checks.check(api)
        recs = released.load_all(ROOT, api)
        self.assertTrue(recs, "no frozen records committed")
        for v, rec in recs.items():
            self.assertEqual(rec, released.build(api, v), f"record {v} drifted")
            with open(released.record_path(ROOT, api, v), encoding="utf-8") as f:
                self.assertEqual(f.read(), released.dumps(rec), f"record {v} not canonical")
        released_versions = {r.version for r in api.releases if r.status == "released"}
        self.assertEqual(set(recs), released_versions)

    def test_released_version_is_frozen_then_enforced(self):
        """Release 0.3.0: gen freezes it; a later retype of its member is refused."""
        box = Sandbox(fixtures.release_030)
        try:
            rc, out, err = box.run("gen")
            self.assertEqual(rc, 0, err)
            box.set_schema(fixtures.retype_force_memory_growth(box.text))
            before = snapshot(box.root)
            rc, _, err = box.run("gen")
            self.assertEqual(rc, 1)
            self.assertRegex(err, r":\d+: type-changed: SP_Platform\.force_memory_growth: type TF_Bool became int32_t")
            self.assertEqual(before, snapshot(box.root))
        finally:
            box.close()

    def test_record_is_written_once(self):
        """A second gen does not rewrite an existing record (byte-identical)."""
        box = Sandbox(fixtures.release_030)
        try:
            box.run("gen")
            first = snapshot(box.root)
            rc, out, _ = box.run("gen")
            self.assertEqual(rc, 0)
            self.assertNotIn("froze", out)
            self.assertEqual(first, snapshot(box.root))
        finally:
            box.close()

    def test_real_command_line(self):
        """The same refusal through `python3 -m seabigen`, as make gen runs it."""
        box = Sandbox(fixtures.tf_insert_before_host_callback)
        try:
            before = snapshot(box.root)
            env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "generator"))
            p = subprocess.run([sys.executable, "-m", "seabigen", "gen", "--schema", box.schema, "--root", box.root],
                               env=env, capture_output=True, text=True, cwd=box.tmp)
            self.assertEqual(p.returncode, 1)
            self.assertRegex(p.stderr, r"^schema/se_api.yaml:\d+: member-inserted: SP_StreamExecutor.mem_zero")
            self.assertEqual(before, snapshot(box.root))
        finally:
            box.close()


if __name__ == "__main__":
    unittest.main()
