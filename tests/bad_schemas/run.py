#!/usr/bin/env python3
"""Runs the bad-schema corpus: every NNN-*.yaml here must be refused.

Each file is the same minimal valid schema with one defect. Its first line
says which rule must fire (`# expect: rule-id`, or `# expect: ok` for the
control file that must pass), and the line that holds the defect ends with
the marker `# <-`. Rules that compare the schema with frozen records take
one of two more header lines: `# records from: NAME` first runs `gen` with
frozen/NAME (which must pass) so that TMP holds its records, and
`# command: check` runs `check` instead of `gen`. For each file the runner
runs the command line `seabigen gen --schema FILE --root TMP` and checks:

  * exit status 1 (0 for the control);
  * stderr has `FILE:LINE: rule-id: message` for the expected rule, where
    LINE is a marked line (and never 0);
  * stderr ends by saying that nothing was written, and shows no traceback;
  * no output was touched: TMP holds a copy of every committed output; the
    bytes of every file under TMP, and the set of files (no stray temp files),
    are the same before and after;
  * `header --at V --out TMP/hdr/x.h` is refused too and creates nothing
    (unless the rule needs frozen records, which `header` does not read).

The command line runs in this process (seabigen.cli.main, whose return value
is what `python3 -m seabigen` exits with; an uncaught exception fails the
check), because ~90 interpreter start-ups are slow on a busy machine. A
sample of the files (--subprocess N, default 4, plus the control) is also
run as a real `python3 -m seabigen` child process, so the exit status and
stderr of the actual program are checked too.

Usage: run.py [--python PY] [--subprocess N] [FILE...]. Prints one line per
check and ends with `N passed, N failed`.
"""
import argparse
import contextlib
import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

from seabigen import cli, outputs, suite  # noqa: E402
from tree import snapshot  # noqa: E402

EXPECT = re.compile(r"#\s*expect:\s*([a-z0-9-]+)")
RECORDS_FROM = re.compile(r"#\s*records from:\s*(\S+)")
COMMAND = re.compile(r"#\s*command:\s*(gen|check)\b")
MARK = "# <-"


def expectation(path):
    with open(path, "rb") as f:
        raw = f.read()
    lines = raw.split(b"\n")
    m = EXPECT.match(lines[0].decode("utf-8", "replace"))
    if not m:
        raise SystemExit(f"{path}: first line must be `# expect: rule-id`")
    marked = {i + 1 for i, ln in enumerate(lines) if ln.rstrip().endswith(MARK.encode())}
    return m.group(1), marked


def directives(path):
    """(base schema whose records to freeze first or None, command) from the header lines."""
    with open(path, encoding="utf-8", errors="replace") as f:
        head = [next(f, "") for _ in range(4)]
    base = next((m.group(1) for m in map(RECORDS_FROM.match, head) if m), None)
    command = next((m.group(1) for m in map(COMMAND.match, head) if m), "gen")
    return (os.path.join(HERE, "frozen", base) if base else None), command


class Result:
    def __init__(self, returncode, stdout, stderr):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def run_cli(python, argv, child):
    """Runs `seabigen ARGV` from ROOT, as a child process or in this process."""
    if child:
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "generator"))
        p = subprocess.run([python, "-m", "seabigen", *argv], cwd=ROOT, env=env,
                           capture_output=True, text=True, errors="replace")
        return Result(p.returncode, p.stdout, p.stderr)
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(argv)
            except SystemExit as e:  # a hook refusing the schema exits like the CLI
                code = e.code if isinstance(e.code, int) else 1
            except Exception:  # noqa: BLE001  (a crash is a failed check, with its traceback)
                import traceback
                traceback.print_exc(file=err)
                code = "Traceback"
    finally:
        os.chdir(cwd)
    return Result(code, out.getvalue(), err.getvalue())


def run_one(python, path, child=False):
    """Returns a list of (ok, description) checks for one corpus file."""
    rel = os.path.relpath(path, ROOT)
    rule, marked = expectation(path)
    base, command = directives(path)
    how = "child process" if child else "in process"
    checks = []
    with tempfile.TemporaryDirectory(prefix="badschema-") as tmp:
        # The committed outputs, as `gen` would find them in a real tree.
        for out_path in outputs.output_paths(suite.read([os.path.join(ROOT, suite.MANIFEST)])):
            src = os.path.join(ROOT, out_path)
            dst = os.path.join(tmp, out_path)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(src, dst)
        if base is not None:
            first = run_cli(python, ["gen", "--schema", os.path.relpath(base, ROOT), "--root", tmp], False)
            checks.append((first.returncode == 0, f"{rel}: its base {os.path.relpath(base, ROOT)} is accepted "
                           f"and frozen (exit {first.returncode}) {first.stderr.strip()[:200]}"))
        before = snapshot(tmp)
        gen = run_cli(python, [command, "--schema", rel, "--root", tmp], child)
        hdr_out = os.path.join(tmp, "hdr", "x.h")
        # `header` judges the schema on its own, so it cannot refuse what only frozen records show.
        judges_records = base is not None or command != "gen"
        hdr = None if judges_records else \
            run_cli(python, ["header", "--schema", rel, "--at", "1.0.0", "--out", hdr_out], False)
        after = snapshot(tmp)

        if rule == "ok":
            checks.append((gen.returncode == 0, f"{rel}: valid schema accepted ({how}, exit {gen.returncode})"
                           + ("" if gen.returncode == 0 else f": {gen.stderr.strip()}")))
            checks.append((after != before, f"{rel}: gen of a valid schema did write its output"))
            return checks

        checks.append((gen.returncode == 1, f"{rel}: {command} exits 1 ({how}; got {gen.returncode})"))
        found = [(int(m.group(1)), m.group(0)) for m in
                 re.finditer(rf"^{re.escape(rel)}:(\d+): {re.escape(rule)}: \S.*$", gen.stderr, re.M)]
        ok_line = [ln for ln, _ in found if ln > 0 and (not marked or ln in marked)]
        detail = "; ".join(text for _, text in found) or gen.stderr.strip().replace("\n", " | ")[:300]
        checks.append((bool(ok_line), f"{rel}: reports {rule} on line {sorted(marked) or '>0'} ({detail})"))
        checks.append(("Traceback" not in gen.stderr and gen.stderr.rstrip().endswith("nothing was written"),
                       f"{rel}: clean error report, ends with 'nothing was written'"))
        checks.append((gen.stdout == "", f"{rel}: nothing on stdout (got {gen.stdout.strip()[:80]!r})"))
        same_files = sorted(after) == sorted(before)
        checks.append((same_files, f"{rel}: no file created or removed under --root"
                       + ("" if same_files else f" (before {sorted(before)}, after {sorted(after)})")))
        changed = [p for p in before if p in after and before[p] != after[p]]
        checks.append((not changed, f"{rel}: committed outputs byte-identical after the run {changed or ''}"))
        if hdr is not None:
            checks.append((hdr.returncode == 1 and not os.path.exists(hdr_out),
                           f"{rel}: header --out refused too (exit {hdr.returncode}) and wrote nothing"))
    return checks


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--python", default=sys.executable)
    p.add_argument("--subprocess", type=int, default=4, help="also run this many files as child processes")
    p.add_argument("files", nargs="*")
    args = p.parse_args()
    files = [os.path.abspath(f) for f in args.files] or sorted(glob.glob(os.path.join(HERE, "[0-9][0-9][0-9]-*.yaml")))
    passed = failed = 0
    rules_seen = set()
    bad = [f for f in files if expectation(f)[0] != "ok"]
    step = max(1, len(bad) // max(1, args.subprocess))
    children = set(bad[::step][:args.subprocess]) | {f for f in files if expectation(f)[0] == "ok"}
    results = [(f, run_one(args.python, f)) for f in files]
    results += [(f, run_one(args.python, f, child=True)) for f in sorted(children)]
    for path, checks in results:
        rules_seen.add(expectation(path)[0])
        for ok, what in checks:
            print(("PASS " if ok else "FAIL ") + what)
            passed += ok
            failed += not ok
    if not args.files:
        # The corpus itself: big enough, and every rule that a file can trigger.
        wanted = set(RULES) - {"schema-unreadable"}
        missing = sorted(wanted - rules_seen)
        n_bad = sum(1 for f in files if expectation(f)[0] != "ok")
        for ok, what in ((n_bad >= 45, f"corpus holds {n_bad} bad schemas (at least 45)"),
                         (not missing, f"every rule id has a bad schema (missing: {missing or 'none'})")):
            print(("PASS " if ok else "FAIL ") + what)
            passed += ok
            failed += not ok
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


# The rule ids the generator documents (schema/README.md). A rule added to the
# generator without a bad schema here should be added to this list and to the
# corpus; tests/generator checks this list against the generator's source.
RULES = """
yaml-syntax duplicate-key unknown-key missing-key bad-value schema-format type-syntax
malformed-version version-order development-not-last unknown-version newer-than-newest
field-before-struct insert-not-append history-rewrite duplicate-name duplicate-enum-value enum-value-range
invalid-identifier reserved-identifier doc-comment-terminator missing-doc missing-struct-size
missing-ext unknown-type banned-type by-value-struct by-value-opaque type-too-new
required-not-pointer required-zero-class unknown-reference bad-pattern bad-default bad-align
align-too-large deprecated-before-since retired-before-deprecated retire-needs-major
retire-required generated-name-clash field-kind schema-unreadable
in-between-duplicate in-between-lineage in-between-unknown-base in-between-cut in-between-confidence
edition-changed edition-not-frozen in-between-changed in-between-not-frozen acknowledged-break-missing
undeclared-type suite-name-clash shared-mismatch
function-unknown-release function-unknown-library function-bad-span function-bad-type function-duplicate
function-signature-order function-signature-twice function-undeclared function-exports-missing
function-core-unknown
function-releases-twice
""".split()
# Rules of editions.py the corpus holds a bad schema for too (the test of the
# list above reads only the modules that judge a schema on its own).
RULES_OF_EDITIONS = ["edition-signature-variant"]
RULES += RULES_OF_EDITIONS

if __name__ == "__main__":
    sys.exit(main())
