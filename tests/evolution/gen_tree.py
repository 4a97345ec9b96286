"""A temp tree the evolution tests run the generator's command line in.

The tree is tmp/ with the schema at tmp/schema/<api>.yaml and the outputs
under tmp/root (--root). The schema lives outside --root so a snapshot of
the root covers only what the generator writes, and it is passed as the
relative path schema/<api>.yaml (the command runs from tmp/) as `make gen`
passes it, so the header's banner and the error prefix are the real ones.
"""
import contextlib
import io
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from seabigen import cli  # noqa: E402
from tree import snapshot  # noqa: E402,F401  (the tests take it from here)


class GenTree:
    """The temp tree for one API's schema; subclasses fill root and schema."""

    def __init__(self, api, prefix):
        self.tmp = tempfile.mkdtemp(prefix=prefix)
        self.root = os.path.join(self.tmp, "root")
        self.schema = os.path.join("schema", f"{api}.yaml")
        os.makedirs(os.path.join(self.tmp, "schema"))
        self.text = ""

    def set_schema(self, text):
        self.text = text
        with open(os.path.join(self.tmp, self.schema), "w", encoding="utf-8") as f:
            f.write(text)

    def run(self, command="gen"):
        """Runs `command` on the schema; returns (exit code, stdout, stderr)."""
        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(self.tmp)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = cli.main([command, "--schema", self.schema, "--root", self.root])
            except SystemExit as e:
                rc = e.code
            finally:
                os.chdir(cwd)
        return rc, out.getvalue(), err.getvalue()

    def close(self):
        shutil.rmtree(self.tmp, ignore_errors=True)
