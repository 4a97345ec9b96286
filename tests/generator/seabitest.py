"""Shared helpers for the generator, Toy and accessor test suites (stdlib only).

- `ROOT`, `GEN_ENV`: the repository and an environment that imports seabigen.
- `gen(*args)`: runs `python3 -m seabigen ...` as `make` does.
- `header(schema, version, out)`: renders the header of `schema` as of `version`.
- `cc(...)`: compiles C with the project's strict flags.
- `run_i386(exe)`: runs an i386 program the way tests/lib/run-i386 decides (natively or
  through qemu-i386), or skips the calling test with the reason.
- `main(module)`: runs a module's unittest cases and ends with `N passed, N failed`
  (plus `, N skipped` when tests were skipped).
"""
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(ROOT, "generator")
PYTHON = os.environ.get("PYTHON") or sys.executable
CC = os.environ.get("CC") or "gcc"
CWARN = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]
# The header's opt-in sections (validators, layout pins): tests compile them all.
OPT_IN = ["-DSE_API_VALIDATORS", "-DSE_API_LAYOUT_PINS"]
SAN = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer", "-fno-sanitize-recover=all"]
GEN_ENV = dict(os.environ, PYTHONPATH=GENERATOR + os.pathsep + os.environ.get("PYTHONPATH", ""))

if GENERATOR not in sys.path:
    sys.path.insert(0, GENERATOR)
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
import i386  # noqa: E402  (tests/lib/i386.py: how i386 programs run here)


def gen(*args, cwd=ROOT, check=False):
    """`python3 -m seabigen ARGS` -> CompletedProcess (text)."""
    p = subprocess.run([PYTHON, "-m", "seabigen", *args], cwd=cwd, env=GEN_ENV,
                       capture_output=True, text=True)
    if check and p.returncode != 0:
        raise AssertionError(f"seabigen {' '.join(args)} failed ({p.returncode}):\n{p.stderr}")
    return p


def header(schema, version, out):
    """Writes the header of `schema` as of `version` to `out`; returns `out`."""
    gen("header", "--schema", schema, "--at", version, "--out", out, check=True)
    return out


def cc(sources, out=None, flags=(), includes=(), std="-std=c11", compile_only=False, cc=None):
    """Compiles C; returns the CompletedProcess (never raises)."""
    cmd = [cc or CC, std, *CWARN, *OPT_IN, *flags]
    cmd += [f"-I{i}" for i in includes]
    cmd += ["-c"] if compile_only else []
    cmd += list(sources)
    cmd += ["-o", out or os.devnull]
    return subprocess.run(cmd, capture_output=True, text=True)


def build(sources, out, **kw):
    """Compiles and links, failing the calling test with the compiler's output."""
    p = cc(sources, out, **kw)
    if p.returncode != 0:
        raise AssertionError(f"compile failed: {' '.join(p.args)}\n{p.stderr}")
    return out


def run(exe, *args):
    return subprocess.run([exe, *args], capture_output=True, text=True)


def skip_unless_i386_runs():
    """Skips the calling test, with the reason, when no i386 program can run here."""
    if i386.prefix() is None:
        raise unittest.SkipTest(f"i386 programs cannot run here: {i386.why_not()}")


def run_i386(exe, *args):
    """Runs an i386 program natively or through qemu-i386 (tests/lib/run-i386)."""
    skip_unless_i386_runs()
    return subprocess.run(i386.argv(exe, *args), capture_output=True, text=True)


def closing_line(passed, failed, skipped):
    """`N passed, N failed`, plus `, N skipped` when some were (tests/run_suites.sh sums these)."""
    return f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else "")


class _Result(unittest.TextTestResult):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1


def main(module_name="__main__", extra=None):
    """Runs the module's tests verbosely; last line `N passed, N failed`.

    `extra` ({"passed": n, "failed": n}, filled while the tests run) adds the
    checks of a C program that one test ran to the totals."""
    suite = unittest.defaultTestLoader.loadTestsFromModule(sys.modules[module_name])
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=_Result)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.passed
    if extra:
        passed += extra.get("passed", 0)
        failed += extra.get("failed", 0)
    # Skips are printed above with their reasons, and counted here.
    sys.stdout.flush()
    print(closing_line(passed, failed, len(result.skipped)))
    sys.exit(1 if failed else 0)
