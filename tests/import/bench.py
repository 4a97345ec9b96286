#!/usr/bin/env python3
"""make bench-import: what `seabigen import` and an imported schema cost.

Rows `| what | measured | goal |`, CPU time of the child processes (what a
shared machine does not inflate), wall time beside it. No network: the
header history is schema/pjrt.yaml's 18 versions written back as plain
headers (synthetic.py; the copies it was imported from are not committed),
so it has PJRT's declarations without their comments. A step that cannot
run prints a row saying why; the script always exits 0.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import synthetic  # noqa: E402

PYTHON = os.environ.get("PYTHON") or sys.executable
ENV = {**os.environ, "PYTHONPATH": os.path.join(ROOT, "generator")}


def row(what, measured, goal):
    print(f"| {what} | {measured} | {goal} |", flush=True)


def timed(cmd):
    """(CPU seconds of the child and its descendants, wall seconds)."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV, cwd=ROOT)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(err.decode(errors="replace").strip()[-200:])
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - t


def median(samples):
    return statistics.median(c for c, _ in samples), statistics.median(w for _, w in samples)


def main():
    schema = os.path.join(ROOT, "schema", "pjrt.yaml")
    with tempfile.TemporaryDirectory(prefix="seabi-bench-import-") as tmp:
        try:
            headers = synthetic.write(schema, os.path.join(tmp, "h"))
            lines = [sum(1 for _ in open(h, encoding="utf-8")) for h in headers]
            imp = [PYTHON, "-m", "seabigen", "import", "--quiet", "--out", os.path.join(tmp, "s.yaml"),
                   "--report", os.path.join(tmp, "r.json"), *headers]
            cpu, wall = median([timed(imp) for _ in range(3)])
            row(f"seabigen import: {len(headers)} versions of PJRT's header ({min(lines)} to {max(lines)} lines, "
                "written from schema/pjrt.yaml), LP64 and i386, diffs, report and schema (median of 3)",
                f"{cpu:.1f} s CPU ({wall:.1f} s wall)", "<= 10 s")
            read = ("import sys; from seabigen.importer import front\n"
                    "for h in sys.argv[1:]: front.read(h)")
            cpu_r, wall_r = median([timed([PYTHON, "-c", read, *headers]) for _ in range(3)])
            row("of which libclang reading the headers on both ABIs (median of 3)",
                f"{cpu_r:.1f} s CPU ({wall_r:.1f} s wall)", "info")
        except Exception as e:  # a bench reports, it never fails the build
            row("seabigen import of PJRT's header history", f"not measured: {str(e)[:120]}", "-")
        try:
            root = os.path.join(tmp, "root")
            samples = []
            for _ in range(3):
                shutil.rmtree(root, ignore_errors=True)
                os.makedirs(root)
                samples.append(timed([PYTHON, "-m", "seabigen", "gen", "--schema", schema, "--root", root]))
            cpu, wall = median(samples)
            row("make gen of schema/pjrt.yaml alone (its header, companion and history page, none there before; "
                "a no-op make gen starts no Python for it: the make gen no-op row)",
                f"{cpu:.1f} s CPU ({wall:.1f} s wall)", "info")
        except Exception as e:
            row("make gen of schema/pjrt.yaml", f"not measured: {str(e)[:120]}", "-")
        try:
            noop_row(tmp)
        except Exception as e:
            row("make gen, no-op, with schema/pjrt.yaml present", f"not measured: {str(e)[:120]}", "-")
    return 0


def noop_row(tmp):
    """`make gen` with nothing to do, in a copy of the tree where the imported
    schema's outputs were rendered once, against what make costs anyway."""
    copy = os.path.join(tmp, "copy")
    os.makedirs(copy)
    for item in ("Makefile", "generator", "schema", ".ci", "include", "docs", "examples", "tests", "CHANGELOG.md"):
        src = os.path.join(ROOT, item)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(copy, item), ignore=shutil.ignore_patterns("__pycache__", "build"))
        elif os.path.exists(src):
            shutil.copy2(src, os.path.join(copy, item))
    make = ["make", "--no-print-directory", "-s", "-C", copy, "gen"]
    timed(make)  # the first: renders what the copy has no stamp for
    noop = median([timed(make) for _ in range(5)])
    start = median([timed(make[:-1] + ["-n", "gen"]) for _ in range(5)])
    row("make gen, no-op, with schema/pjrt.yaml present, vs make's own start (`make -n gen`) (medians of 5)",
        f"{noop[0]:.2f} s CPU: {noop[0] / start[0]:.2f}x the {start[0]:.2f} s make needs anyway", "<= 2x")


if __name__ == "__main__":
    sys.exit(main())
