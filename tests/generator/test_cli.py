"""The command line: determinism, `gen` on an up-to-date tree, `check` on a stale one, `header`.

Every run uses --root pointing at a temporary copy of the committed outputs
(and of schema/released, which `gen` reads), never the working tree.
"""
import os
import re
import shutil
import tempfile
import unittest

import seabitest as T
from tree import snapshot  # (tests/lib/tree.py, on the path seabitest sets)
from seabigen import outputs, suite

SCHEMA = "schema/se_api.yaml"
# gen and check render the suite: every API's outputs and what spans them.
SUITE = "schema/seabi.yaml"


def output_paths():
    return outputs.output_paths(suite.read([os.path.join(T.ROOT, SUITE)]))


def versions():
    from seabigen import schema
    return [str(v) for v in schema.read(os.path.join(T.ROOT, SCHEMA)).versions]


class TreeCopy:
    """A temporary root holding the committed outputs and frozen releases."""

    def __enter__(self):
        self.root = tempfile.mkdtemp(prefix="gentest-")
        for path in output_paths():
            dst = os.path.join(self.root, path)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(os.path.join(T.ROOT, path), dst)
        released = os.path.join(T.ROOT, "schema", "released")
        if os.path.isdir(released):
            shutil.copytree(released, os.path.join(self.root, "schema", "released"))
        return self.root

    def __exit__(self, *exc):
        shutil.rmtree(self.root, ignore_errors=True)


class Determinism(unittest.TestCase):
    def test_render_twice_identical(self):
        from seabigen import cli
        s = suite.read([os.path.join(T.ROOT, SUITE)])
        cli.judge(s, None, False)
        self.assertEqual(outputs.render_all(s), outputs.render_all(s))

    def test_header_identical_across_hash_seeds(self):
        with tempfile.TemporaryDirectory() as d:
            texts = []
            out = os.path.join(d, "se_api.h")  # the same path: the banner names it
            for seed in ("1", "2"):
                if os.path.exists(out):
                    os.remove(out)
                env = dict(T.GEN_ENV, PYTHONHASHSEED=seed)
                import subprocess
                p = subprocess.run([T.PYTHON, "-m", "seabigen", "header", "--schema", SCHEMA, "--at", "0.1.0",
                                    "--out", out], cwd=T.ROOT, env=env, capture_output=True, text=True)
                self.assertEqual(p.returncode, 0, p.stderr)
                with open(out, "rb") as f:
                    texts.append(f.read())
            self.assertEqual(texts[0], texts[1])

    def test_committed_header_is_current(self):
        p = T.gen("check", "--schema", SUITE)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("ok:", p.stdout)

    def test_generated_docs_have_no_empty_section(self):
        """A heading is followed by something before the next heading of its
        level or higher (docs/profiler_api.md once had an empty "Enums" and
        "Layouts by struct_size")."""
        for path in output_paths():
            if not path.endswith(".md"):
                continue
            lines = open(os.path.join(T.ROOT, path), encoding="utf-8").read().splitlines()
            heads = [(i, len(l) - len(l.lstrip("#"))) for i, l in enumerate(lines) if re.match(r"#{2,6} ", l)]
            for k, (i, level) in enumerate(heads):
                end = next((j for j, lv in heads[k + 1:] if lv <= level), len(lines))
                body = [l for l in lines[i + 1:end] if l.strip()]
                self.assertTrue(body, "%s:%d: section '%s' is empty" % (path, i + 1, lines[i]))

    def test_newest_header_equals_header_at_newest(self):
        # `make header AT=<newest>` is the committed header except for the
        # regenerate command named in the banner.
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "se_api.h")
            newest = versions()[-1]
            T.header(SCHEMA, newest, out)
            with open(out) as f:
                at = f.read()
            with open(os.path.join(T.ROOT, "include", "se_api.h")) as f:
                committed = f.read()
            strip = lambda t: "\n".join(ln for ln in t.splitlines() if "Regenerate with:" not in ln)
            self.assertEqual(strip(at), strip(committed))
            self.assertIn(f"Regenerate with: make header AT={newest} OUT={out}", at)

    def test_header_of_another_schema_names_it(self):
        # The Makefile's SCHEMA defaults to se_api.yaml: the command a header
        # of another API prints must name its schema, or it renders another API.
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "graph_api.h")
            graph = os.path.join(T.ROOT, "schema", "graph_api.yaml")
            T.header(graph, "tensorflow-2.6", out)
            with open(out) as f:
                self.assertIn(f"Regenerate with: make header SCHEMA={graph} AT=tensorflow-2.6 OUT={out}", f.read())


class GenAndCheck(unittest.TestCase):
    def test_gen_on_up_to_date_tree_changes_nothing(self):
        with TreeCopy() as root:
            before = snapshot(root, mtimes=True)
            p = T.gen("gen", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertIn("up to date", p.stdout)
            self.assertNotIn("wrote", p.stdout)
            self.assertEqual(snapshot(root, mtimes=True), before, "gen touched an up-to-date tree")

    def test_check_names_a_stale_output(self):
        with TreeCopy() as root:
            target = os.path.join(root, "include", "se_api.h")
            with open(target, "a") as f:
                f.write("/* hand edit */\n")
            before = snapshot(root, mtimes=True)
            p = T.gen("check", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 1)
            self.assertIn("stale: include/se_api.h does not match schema/seabi.yaml", p.stderr)
            self.assertIn("make gen", p.stderr)
            self.assertEqual(snapshot(root, mtimes=True), before, "check must not write")
            # gen repairs it, and check is then happy.
            self.assertEqual(T.gen("gen", "--schema", SUITE, "--root", root).returncode, 0)
            self.assertEqual(T.gen("check", "--schema", SUITE, "--root", root).returncode, 0)

    def test_check_on_a_corrupt_output(self):
        # Bytes that are not UTF-8 in an output: stale, not a crash.
        with TreeCopy() as root:
            with open(os.path.join(root, "include", "se_api.h"), "ab") as f:
                f.write(b"\xff\xfe")
            p = T.gen("check", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 1)
            self.assertNotIn("Traceback", p.stderr)
            self.assertIn("stale: include/se_api.h", p.stderr)

    def test_check_names_a_missing_output(self):
        with TreeCopy() as root:
            os.remove(os.path.join(root, "include", "se_api.h"))
            p = T.gen("check", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 1)
            self.assertIn("stale: include/se_api.h", p.stderr)
            self.assertFalse(os.path.exists(os.path.join(root, "include", "se_api.h")))

    def test_gen_rewrites_a_stale_output_only(self):
        with TreeCopy() as root:
            target = os.path.join(root, "include", "se_api.h")
            with open(target, "a") as f:
                f.write("x")
            before = snapshot(root, mtimes=True)
            p = T.gen("gen", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertEqual(p.stdout.strip().splitlines(), ["wrote include/se_api.h"])
            after = snapshot(root, mtimes=True)
            self.assertEqual([k for k in before if before[k] != after[k]], ["include/se_api.h"])
            with open(target, "rb") as f, open(os.path.join(T.ROOT, "include", "se_api.h"), "rb") as g:
                self.assertEqual(f.read(), g.read())
            self.assertEqual(sorted(after), sorted(before), "no stray files")


class GenStamp(unittest.TestCase):
    """`gen --stamp FILE` (what `make gen` runs) skips only when nothing it reads or writes changed."""

    SKIPPED = "nothing they depend on changed"

    def gen(self, root, schema=SUITE):
        p = T.gen("gen", "--schema", schema, "--root", root, "--stamp", os.path.join(root, "build", "gen.stamp"))
        self.assertEqual(p.returncode, 0, p.stderr)
        return p.stdout

    def test_second_run_is_skipped_and_touches_nothing(self):
        with TreeCopy() as root:
            first = self.gen(root)
            self.assertIn(f"up to date: {len(output_paths())} generated files match", first)
            self.assertNotIn(self.SKIPPED, first)
            before = snapshot(root, mtimes=True)
            self.assertIn(self.SKIPPED, self.gen(root))
            self.assertEqual(snapshot(root, mtimes=True), before)

    def test_an_edited_or_missing_output_is_rendered_again(self):
        with TreeCopy() as root:
            self.gen(root)
            header = os.path.join(root, "include", "se_api.h")
            with open(header, "a") as f:
                f.write("/* hand edit */\n")
            self.assertEqual(self.gen(root).splitlines(), ["wrote include/se_api.h"])
            os.remove(os.path.join(root, "CHANGELOG.md"))
            self.assertEqual(self.gen(root).splitlines(), ["wrote CHANGELOG.md"])
            with open(header, "rb") as f, open(os.path.join(T.ROOT, "include", "se_api.h"), "rb") as g:
                self.assertEqual(f.read(), g.read())
            self.assertIn(self.SKIPPED, self.gen(root))

    def test_a_changed_schema_or_record_runs_in_full(self):
        with TreeCopy() as root:
            # The suite's manifest and every schema it lists, outside schema/ so
            # the root holds no committed manifest of its own.
            copy = os.path.join(root, "s")
            os.makedirs(copy)
            for path in [SUITE] + suite.manifest_files(os.path.join(T.ROOT, SUITE)):
                shutil.copy(os.path.join(T.ROOT, path), copy)
            schema = os.path.join(copy, "seabi.yaml")
            self.gen(root, schema)
            self.assertIn(self.SKIPPED, self.gen(root, schema))
            for listed in ("se_api.yaml", "graph_api.yaml"):
                with open(os.path.join(copy, listed), "a") as f:
                    f.write("# a comment changes no output, but the run must find that out itself\n")
                self.assertNotIn(self.SKIPPED, self.gen(root, schema), f"{listed} is read by the suite")
                self.assertIn(self.SKIPPED, self.gen(root, schema))
            record = os.path.join(root, "schema", "released", "se_api", versions()[0] + ".json")
            with open(record, "a") as f:
                f.write("\n")  # an edited record must reach the evolution checker
            p = T.gen("gen", "--schema", schema, "--root", root, "--stamp", os.path.join(root, "build", "gen.stamp"))
            self.assertNotIn(self.SKIPPED, p.stdout)

    def test_check_ignores_the_stamp(self):
        with TreeCopy() as root:
            self.gen(root)
            with open(os.path.join(root, "docs", "api.md"), "a") as f:
                f.write("x")
            p = T.gen("check", "--schema", SUITE, "--root", root)
            self.assertEqual(p.returncode, 1)
            self.assertIn("stale: docs/api.md", p.stderr)


class HeaderCommand(unittest.TestCase):
    def test_unknown_version_refused(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "x.h")
            for bad in ("9.9.9", "0.1", "nonsense"):
                with self.subTest(at=bad):
                    p = T.gen("header", "--schema", SCHEMA, "--at", bad, "--out", out)
                    self.assertEqual(p.returncode, 1)
                    self.assertIn(f"error: {bad} is not a version or edition of {SCHEMA}", p.stderr)
                    self.assertFalse(os.path.exists(out))

    def test_unwritable_out(self):
        with tempfile.TemporaryDirectory() as d:
            blocker = os.path.join(d, "file")
            with open(blocker, "w") as f:
                f.write("not a directory\n")
            out = os.path.join(blocker, "se_api.h")
            p = T.gen("header", "--schema", SCHEMA, "--at", "0.1.0", "--out", out)
            self.assertEqual(p.returncode, 1)
            self.assertNotIn("Traceback", p.stderr)
            self.assertIn(f"error: cannot write {out}", p.stderr)
            self.assertEqual(os.listdir(d), ["file"], "no temporary file left behind")

    def test_banner_and_version_macros(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "se_api.h")
            T.header(SCHEMA, "0.1.1", out)
            with open(out) as f:
                text = f.read()
            self.assertIn("GENERATED FILE - DO NOT EDIT.", text)
            self.assertIn(f"Generated from {SCHEMA}", text)
            self.assertIn("#define SE_MAJOR 0\n#define SE_MINOR 1\n#define SE_PATCH 1\n", text)
            self.assertIn('#define SE_VERSION_STRING "0.1.1"', text)
            # A 0.3.0 member has no accessor (private layout structs name it: TF 2.7 has it).
            self.assertNotIn("SP_StreamExecutor_get_mem_zero", text)
            self.assertNotIn("  void (*mem_zero)(", text)
            self.assertNotIn("SP_DEVICE_STRUCT_SIZE_V0_2_0", text)  # a later release's macro
            self.assertIn("#define SP_DEVICE_STRUCT_SIZE_V0_1_1 ", text)

    def test_every_version_header_compiles_strictly(self):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(T.ROOT, "tests", "accessors", "uses_header.c")
            self.assertGreaterEqual(len(versions()), 5)
            for v in versions():
                with self.subTest(version=v):
                    T.header(SCHEMA, v, os.path.join(d, v, "se_api.h"))
                    p = T.cc([src], includes=[os.path.join(d, v)], compile_only=True)
                    self.assertEqual(p.returncode, 0, p.stderr)


class ClosedOutput(unittest.TestCase):
    """`seabigen summary | head`: when the reader of its output goes away, the
    generator stops quietly (exit 1, as for a failed write), no traceback."""

    def test_summary_into_a_closed_pipe(self):
        import subprocess
        read_end, write_end = os.pipe()
        os.close(read_end)  # every write to the pipe now fails (EPIPE)
        try:
            p = subprocess.run([T.PYTHON, "-m", "seabigen", "summary", "--schema", SCHEMA], cwd=T.ROOT,
                               env=T.GEN_ENV, stdout=write_end, stderr=subprocess.PIPE, text=True)
        finally:
            os.close(write_end)
        self.assertEqual(p.returncode, 1)
        self.assertEqual(p.stderr, "")


class ValidateCommand(unittest.TestCase):
    """`python3 -m seabigen validate --schema F` (a stable interface): every
    committed schema passes; a bad one exits 1 naming file, line and rule."""

    def test_every_committed_schema_validates(self):
        schemas = sorted(f for f in os.listdir(os.path.join(T.ROOT, "schema")) if f.endswith(".yaml"))
        self.assertGreaterEqual(len(schemas), 5)  # seabi.yaml, se_api, graph_api, profiler_api, pjrt, toy
        for name in schemas:
            with self.subTest(schema=name):
                p = T.gen("validate", "--schema", os.path.join("schema", name))
                self.assertEqual(p.returncode, 0, p.stderr)

    def test_bad_schema_names_file_line_and_rule(self):
        bad = "tests/bad_schemas/038-duplicate-name.yaml"
        p = T.gen("validate", "--schema", bad)
        self.assertEqual(p.returncode, 1)
        self.assertRegex(p.stderr, rf"(?m)^{re.escape(bad)}:24: duplicate-name: struct 'SP_Thing' is already defined")

class MakeHeader(unittest.TestCase):
    """`make header AT=x.y.z OUT=path` (README's table: `SCHEMA=` for another
    API, an edition's name in AT for its drop-in) writes exactly what the
    command it wraps writes; without AT or OUT it is a usage error."""

    @staticmethod
    def make(*args):
        import subprocess
        env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")}
        return subprocess.run(["make", "--no-print-directory", "-s", "header", *args], cwd=T.ROOT, env=env,
                              capture_output=True, text=True)

    def test_make_header_writes_what_the_command_writes(self):
        graph = "schema/graph_api.yaml"
        cases = [(SCHEMA, versions()[0], "se_api.h"), (SCHEMA, "tensorflow-2.7", "se_api_tensorflow.h"),
                 (graph, "tensorflow-2.6", "graph_api_tensorflow.h")]
        with tempfile.TemporaryDirectory() as d:
            for schema, at, name in cases:
                with self.subTest(schema=schema, at=at):
                    out = os.path.join(d, at, name)
                    os.makedirs(os.path.dirname(out))
                    args = ([f"SCHEMA={schema}"] if schema != SCHEMA else []) + [f"AT={at}", f"OUT={out}"]
                    p = self.make(*args)
                    self.assertEqual(p.returncode, 0, p.stderr)
                    with open(out, "rb") as f:
                        by_make = f.read()
                    os.remove(out)
                    T.header(schema, at, out)
                    with open(out, "rb") as f:
                        self.assertEqual(by_make, f.read())
                    # The drop-in's own banner names it, and the command that made it.
                    self.assertIn(f"{name}: ".encode(), by_make)
                    self.assertIn(f"Regenerate with: make header {' '.join(args)}".encode(), by_make)

    def test_make_header_without_at_or_out_is_a_usage_error(self):
        with tempfile.TemporaryDirectory() as d:
            for args in ([f"OUT={d}/x.h"], ["AT=0.1.0"], []):
                with self.subTest(args=args):
                    p = self.make(*args)
                    self.assertEqual(p.returncode, 2)
                    self.assertIn("usage: make header AT=x.y.z OUT=path", p.stderr)
                    self.assertEqual(os.listdir(d), [])

if __name__ == "__main__":
    T.main()


class MakesInterpreter(unittest.TestCase):
    """README: make runs the generator with Debian's /usr/bin/python3 when it
    has jinja2 and PyYAML, else with the first python3 on PATH that has them."""

    def test_make_picks_the_interpreter_readme_names(self):
        import subprocess

        def executable(py):
            p = subprocess.run([py, "-c", "import sys, jinja2, yaml; print(sys.executable)"],
                               capture_output=True, text=True)
            return p.stdout.strip() if p.returncode == 0 else None

        want = (os.path.exists("/usr/bin/python3") and executable("/usr/bin/python3")) or executable("python3")
        # make's own choice: not a PYTHON this run was given (make test PYTHON=...
        # passes it down through MAKEFLAGS).
        env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "PYTHON")}
        p = subprocess.run(["make", "-s", "-pn", "-f", "Makefile", "help-does-not-exist"], cwd=T.ROOT,
                           capture_output=True, text=True, env=env)
        chosen = [line.split(":=", 1)[1].strip() for line in p.stdout.splitlines() if line.startswith("PYTHON :=")]
        self.assertEqual(chosen, [want])
