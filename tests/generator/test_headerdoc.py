"""docs/header.md is a generated output: a schema change makes it stale for `check`.

Its prose is hand-written in templates/docs_header.md.j2; every schema fact
in it (versions, members, macros, deprecations, validator rules) is rendered
by headerdoc.py. These tests hold both halves to that split.
"""
import os
import re
import unittest

import yaml

import seabitest as T
import shutil

from seabigen import cli, headerdoc, resolved, suite
from test_cli import SCHEMA, SUITE, TreeCopy, output_paths, snapshot

HEADER_MD = "docs/header.md"
PROBE = "headerdoc_probe"


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def schema_with_new_member(path):
    """The schema plus one member appended to SP_Platform in a development version.

    Opens the next minor version when the newest one is already released,
    so the edit is one the evolution checker accepts (as `make gen` would).
    Returns (yaml text, the version the member belongs to)."""
    data = yaml.safe_load(read(path))
    newest = data["versions"][-1]
    if newest["status"] != "development":
        major, minor, _ = (int(p) for p in str(newest["version"]).split("."))
        newest = {"version": f"{major}.{minor + 1}.0", "status": "development",
                  "summary": "Probe version opened by test_headerdoc."}
        data["versions"].append(newest)
    platform = next(s for s in data["structs"] if s["name"] == "SP_Platform")
    platform["fields"].append({"name": PROBE, "since": str(newest["version"]), "type": "int32_t",
                               "zero": "valid", "doc": "Probe member appended by test_headerdoc."})
    return yaml.safe_dump(data, sort_keys=False), str(newest["version"])


class HeaderDocIsChecked(unittest.TestCase):
    def test_header_md_is_a_registered_output(self):
        self.assertIn(HEADER_MD, output_paths())

    def test_committed_header_md_is_current(self):
        s = suite.read([os.path.join(T.ROOT, SUITE)])
        cli.judge(s, None, False)
        rendered = headerdoc.header_md(_resolved(s), {})
        # The banner names the manifest as `make gen` passes it (relative to the root).
        rendered = rendered.replace(T.ROOT + os.sep, "")
        self.assertEqual(rendered, read(os.path.join(T.ROOT, HEADER_MD)),
                         "docs/header.md is stale: edit templates/docs_header.md.j2, then `make gen`")

    def test_check_names_a_hand_edited_header_md(self):
        with TreeCopy() as root:
            target = os.path.join(root, HEADER_MD)
            text = read(target)
            newest = str(cli.load(os.path.join(T.ROOT, SCHEMA)).newest)
            self.assertIn(f'VERSION_STRING "{newest}-dev"', text)  # the newest is in development
            with open(target, "w", encoding="utf-8") as f:
                f.write(text.replace(f'VERSION_STRING "{newest}-dev"', 'VERSION_STRING "9.9.9"'))
            before = snapshot(root)
            p = T.gen("check", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 1)
            self.assertIn(f"stale: {HEADER_MD} does not match {SUITE}", p.stderr)
            self.assertEqual(p.stderr.count("stale:"), 1, p.stderr)
            self.assertEqual(snapshot(root), before, "check must not write")

    def test_schema_change_makes_header_md_stale(self):
        # The failure this file exists for: the schema moves on, the committed
        # docs/header.md does not, and `make check-gen` must say so.
        with TreeCopy() as root:
            text, version = schema_with_new_member(os.path.join(T.ROOT, SCHEMA))
            for path in [SUITE] + suite.manifest_files(os.path.join(T.ROOT, SUITE)):
                shutil.copy(os.path.join(T.ROOT, path), os.path.join(root, "schema"))
            changed = os.path.join(root, "schema", "se_api.yaml")
            manifest = os.path.join(root, SUITE)
            with open(changed, "w", encoding="utf-8") as f:
                f.write(text)
            p = T.gen("check", "--schema", manifest, "--root", root)
            self.assertEqual(p.returncode, 1, p.stdout + p.stderr)
            self.assertIn(f"stale: {HEADER_MD} does not match {manifest}", p.stderr)
            # ...and what `make gen` would write instead states the new fact.
            rendered = headerdoc.header_md(_resolved(suite.read([manifest])), {})
            self.assertIn(f"{PROBE} ({version})", rendered)
            self.assertNotIn(PROBE, read(os.path.join(root, HEADER_MD)))


def _resolved(s):
    """What render_all hands a suite output: the suite, each API resolved (resolved.py)."""
    return resolved.resolve_suite(s, resolved.newest_headers)


class ProseHoldsNoSchemaFacts(unittest.TestCase):
    def test_another_schema_renders_none_of_se_api_facts(self):
        # Rendered from the Toy schema, the document must not mention any
        # version or struct of se_api: such a mention would be text in the
        # template, i.e. a schema fact written by hand.
        se_api = cli.load(os.path.join(T.ROOT, SCHEMA))
        toy = cli.load(os.path.join(T.ROOT, "schema", "toy.yaml"))
        text = headerdoc.header_md(_resolved(suite.Suite([toy])), {})
        toy_names = {s.name for s in toy.structs}
        leaks = [str(v) for v in se_api.versions
                 if v not in toy.versions and re.search(rf"(?<![\d.]){re.escape(str(v))}(?![\d.])", text)]
        leaks += [name for s in se_api.structs if s.name not in toy_names
                  for name in (s.name, s.size_macro) if re.search(rf"\b{name}\b", text)]
        self.assertEqual(leaks, [], "se_api facts written into templates/docs_header.md.j2")
        self.assertIn(f'VERSION_STRING "{toy.newest}"', text)
        self.assertIn(f"`include/{toy.info.header}`", text)

    def test_every_name_in_header_md_exists_in_the_header(self):
        # The hand-written prose names macros and functions (SE_PLUGIN_EXPORT,
        # TF_SetStatus...): each must still be something the header declares.
        headers = ""
        include = os.path.join(T.ROOT, "include")
        for name in sorted(os.listdir(include)):
            if name.endswith(".h"):
                headers += read(os.path.join(include, name))
        declared = set(re.findall(r"\b\w+\b", headers))
        mentioned = set(re.findall(r"\b(?:SE|SP|TF)_\w+", read(os.path.join(T.ROOT, HEADER_MD))))
        self.assertTrue(mentioned)
        self.assertEqual(sorted(mentioned - declared), [])


if __name__ == "__main__":
    T.main()
