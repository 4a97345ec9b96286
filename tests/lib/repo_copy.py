"""A temporary copy of the repository parts `make gen` reads and writes: the
schemas and their frozen records (schema/, whole) and every committed
output of the suite, so a test can edit a schema, run the generator's
command line there (cwd = the copy, paths relative to it, as make passes
them) and look at what changed, without touching the checkout."""
import contextlib
import io
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "generator"))

from seabigen import cli, outputs, suite  # noqa: E402


class RepoCopy:
    def __init__(self, prefix="repo-copy-"):
        self.root = tempfile.mkdtemp(prefix=prefix)
        shutil.copytree(os.path.join(ROOT, "schema"), os.path.join(self.root, "schema"))
        for path in outputs.output_paths(suite.read([os.path.join(ROOT, suite.MANIFEST)])):
            dst = os.path.join(self.root, path)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, path), dst)

    def path(self, *parts):
        return os.path.join(self.root, *parts)

    def read(self, rel):
        with open(self.path(rel), encoding="utf-8") as f:
            return f.read()

    def write(self, rel, text):
        os.makedirs(os.path.dirname(self.path(rel)), exist_ok=True)
        with open(self.path(rel), "w", encoding="utf-8") as f:
            f.write(text)

    def edit(self, rel, old, new, count=1):
        """Replaces `old` by `new` in file `rel`; fails if `old` is not there `count` times."""
        text = self.read(rel)
        if text.count(old) < count:
            raise AssertionError(f"{rel}: anchor not found {count}x: {old!r}")
        self.write(rel, text.replace(old, new, count))

    def run(self, *argv):
        """`python3 -m seabigen ARGV` run in this process with cwd = the copy;
        returns (exit code, stdout, stderr)."""
        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(self.root)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = cli.main(list(argv))
            except SystemExit as e:
                rc = e.code
            finally:
                os.chdir(cwd)
        return rc, out.getvalue(), err.getvalue()

    def gen(self, command="gen"):
        return self.run(command, "--schema", suite.MANIFEST)

    def commit(self, message="base"):
        """Commits the copy as it stands to a git repository of its own (made on first use); returns the commit."""
        import subprocess
        env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid",
                   GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.invalid")

        def git(*args):
            return subprocess.run(["git", *args], cwd=self.root, env=env, check=True, capture_output=True,
                                  text=True).stdout.strip()
        if not os.path.isdir(self.path(".git")):
            git("init", "-q")
        git("add", "-A")
        git("commit", "-q", "--allow-empty", "-m", message)
        return git("rev-parse", "HEAD")

    def close(self):
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
