#!/usr/bin/env python3
"""make bench-header: what the header and the generator cost, side by side.

Prints markdown table rows `| what | measured | goal |`. Benchmarks report;
they never fail the build: a step that cannot run prints a row saying why,
and the script exits 0.

  guard cost   callgrind instruction counts of a host dispatch loop, raw
               member read vs guarded getter (runtime struct_size), and the
               disassembly of raw/guarded pairs with a constant struct_size
  compile      CPU time of TensorFlow's plugin TU with se_api.h included
               instead of TensorFlow's header set (goal), and of the same TU
               written with guarded accessors, with the cost per use (info)
  make gen     full (outputs deleted, in a scratch copy) and no-op, next to
               what make itself costs before any recipe runs
  scaling      the generator on synthetic schemas 1x, 10x and 100x the real one
               (a first gen into an empty root, so it also freezes the records)
  matrix       wall time of the compile matrix (tests/compile)
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

import compile_cost

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def row(what, measured, goal):
    print(f"| {what} | {measured} | {goal} |", flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def timed(cmd, **kw):
    """(CPU seconds of the child and its descendants, wall seconds). CPU time
    is what the tables compare: other jobs on a shared machine inflate wall
    time, not the work done."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kw)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {err.decode(errors='replace').strip()[-200:]}")
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - t


def guarded(label, fn):
    """Runs one benchmark; on any failure prints a row instead of stopping."""
    try:
        fn()
    except Exception as e:  # noqa: BLE001 - a benchmark reports, it never fails
        msg = str(e).strip().splitlines()
        row(label, "not measured: " + (msg[-1] if msg else type(e).__name__)[:120], "-")


# -- guard cost ------------------------------------------------------------------
def callgrind_ir(binary, out, mode, n, nbytes):
    """Instructions executed inside loop_<mode> (inclusive of the callee)."""
    f = os.path.join(out, f"callgrind.{mode}.{nbytes}.out")
    run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={f}", f"--toggle-collect=loop_{mode}",
         binary, mode, str(n), str(nbytes)])
    with open(f, encoding="utf-8") as fh:
        m = re.search(r"^(?:summary|totals):\s*(\d+)", fh.read(), re.M)
    return int(m.group(1))


def bench_dispatch(args):
    if not shutil.which("valgrind"):
        raise RuntimeError("valgrind is not installed (make deps)")
    binary = os.path.join(args.build, "dispatch")
    run([args.cc, "-std=c11", "-O2", "-Iinclude", os.path.join(HERE, "dispatch.c"), "-o", binary], cwd=ROOT)
    n = 20000
    for nbytes, what, goal in ((4096, "4 KiB copy per call", "<= 1.02x"),
                               (0, "empty callee, worst case", "info")):
        raw = callgrind_ir(binary, args.build, "raw", n, nbytes)
        grd = callgrind_ir(binary, args.build, "guarded", n, nbytes)
        row(f"dispatch loop, guarded getter vs raw read per call ({what}; callgrind Ir, {args.cc} -O2)",
            f"{grd / raw:.3f}x ({raw / n:.1f} vs {grd / n:.1f} Ir/call, +{(grd - raw) / n:.1f})", goal)
    for nbytes, what, goal in ((4096, "4 KiB of host work per call", "<= 1.05x"),
                               (0, "empty callback, worst case", "info")):
        raw = callgrind_ir(binary, args.build, "raw_callback", n, nbytes)
        dsp = callgrind_ir(binary, args.build, "dispatched_callback", n, nbytes)
        row("dispatch loop, host_callback getter (dispatches on struct_size across seabi and TensorFlow "
            f"layouts) vs raw read ({what}; callgrind Ir, {args.cc} -O2)",
            f"{dsp / raw:.3f}x ({raw / n:.1f} vs {dsp / n:.1f} Ir/call, +{(dsp - raw) / n:.1f})", goal)
    raw = callgrind_ir(binary, args.build, "raw", n, 0)
    hst = callgrind_ir(binary, args.build, "hoisted", n, 0)
    row("dispatch loop, guard checked once before the loop vs raw (empty callee)",
        f"{hst / raw:.3f}x ({raw / n:.1f} vs {hst / n:.1f} Ir/call)", "<= 1.02x")


def functions(objdump_text):
    """{name: [instruction text]} with addresses and symbol offsets removed."""
    out, cur = {}, None
    for line in objdump_text.splitlines():
        m = re.match(r"^[0-9a-f]+ <([^>]+)>:$", line)
        if m:
            cur = out.setdefault(m.group(1), [])
            continue
        m = re.match(r"^\s+[0-9a-f]+:\s+(.*)$", line)
        if cur is not None and m:
            ins = re.sub(r"\s+", " ", re.sub(r"\b[0-9a-f]+ <[^>]*>", "<addr>", m.group(1))).strip()
            if not re.match(r"^((cs|ds|data16) )*nop", ins):  # alignment padding, any prefix
                cur.append(ins)
    return out


def bench_codegen(args):
    results = []
    for cc in (args.cc, "clang"):
        if not shutil.which(cc):
            continue
        obj = os.path.join(args.build, f"codegen.{os.path.basename(cc)}.o")
        run([cc, "-std=c11", "-O2", "-Iinclude", "-c", os.path.join(HERE, "codegen.c"), "-o", obj], cwd=ROOT)
        fns = functions(run(["objdump", "-d", "--no-show-raw-insn", obj]).stdout)
        pairs = [p[:-4] for p in fns if p.endswith("_raw")]
        same = [p for p in pairs if fns[p + "_raw"] == fns.get(p + "_guarded")]
        results.append(f"{os.path.basename(cc)} {len(same)}/{len(pairs)}")
    row("constant struct_size: guarded and raw functions compile to identical code (-O2, objdump)",
        "identical pairs: " + ", ".join(results), "all identical")


# -- compile time ------------------------------------------------------------------
ACCESSOR_USE = re.compile(r"\b[A-Z]\w*_(?:has|get|set)_\w+\s*\(")


def bench_compile(args):
    """What including se_api.h costs a plugin source file, against the same
    file written against TensorFlow's header set (compile_cost.py says how and
    why -O2 -c). The goal is on the header text alone: TensorFlow's TU with
    only the #include changed to se_api.h, members still written by `->`.
    Beside it, as information, the TU that fills the same members through
    guarded accessors, and what each accessor use adds (that cost grows with
    the code a plugin writes, not with the header). All runs interleaved."""
    out = os.path.join(args.build, "tu")
    os.makedirs(out, exist_ok=True)
    raw_tu = compile_cost.raw_member_tu(out)
    with open(compile_cost.TU_SE_API, encoding="utf-8") as f:
        uses = len(ACCESSOR_USE.findall(f.read()))
    cases = {}
    for lang, compiler, lang_flags in compile_cost.languages(args.cc, args.cxx):
        def cmd(include, source):
            return compile_cost.command(compiler, lang_flags, compile_cost.MODE_O2, include, source)
        cases[(lang, "tf")] = cmd(compile_cost.TF_INCLUDE, compile_cost.TU_TF)
        cases[(lang, "raw")] = cmd(compile_cost.SE_API_INCLUDE, raw_tu)
        cases[(lang, "accessors")] = cmd(compile_cost.SE_API_INCLUDE, compile_cost.TU_SE_API)
    samples, _ = compile_cost.interleaved_samples(cases, args.reps)
    for lang, compiler, lang_flags in compile_cost.languages(args.cc, args.cxx):
        how = f"{os.path.basename(compiler)} {lang_flags[0]} -O2 -c, CPU, median of {args.reps} interleaved rounds"
        tf, raw, acc = samples[(lang, "tf")], samples[(lang, "raw")], samples[(lang, "accessors")]
        row(f"compile {lang}: the header text alone (TensorFlow's plugin TU, #include se_api.h, members by `->`) "
            f"vs the same TU with TensorFlow's header set ({how})",
            f"{compile_cost.paired_ratio(raw, tf):.2f}x ({compile_cost.median(tf):.1f} -> "
            f"{compile_cost.median(raw):.1f} ms)", "<= 1.25x")
        per_use = compile_cost.median([(a - r) * 1000 / uses for a, r in zip(acc, raw)]) if uses else 0
        row(f"compile {lang}: the same TU filling members through {uses} guarded accessor uses, vs TensorFlow's",
            f"{compile_cost.paired_ratio(acc, tf):.2f}x ({compile_cost.median(acc):.1f} ms; "
            f"{per_use:+.0f} us per accessor use)", "info")


# -- make gen ------------------------------------------------------------------------
def output_paths(args):
    code = ("from seabigen import outputs, suite; "
            "print('\\n'.join(outputs.output_paths(suite.read([suite.MANIFEST]))))")
    text = run([args.python, "-c", code], cwd=ROOT, env={**os.environ, "PYTHONPATH": "generator"}).stdout
    return [p for p in text.split() if p]


def bench_make_gen(args):
    copy = os.path.join(args.build, "gen-copy")
    shutil.rmtree(copy, ignore_errors=True)
    os.makedirs(copy)
    for item in ("Makefile", "generator", "schema", ".ci", "include", "docs", "CHANGELOG.md"):
        src = os.path.join(ROOT, item)
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(copy, item), ignore=shutil.ignore_patterns("__pycache__"))
        elif os.path.exists(src):
            shutil.copy2(src, os.path.join(copy, item))
    outs = output_paths(args)
    make = ["make", "--no-print-directory", "-s", "-C", copy, "gen"]
    full = []
    for _ in range(5):
        for p in outs:
            if os.path.exists(os.path.join(copy, p)):
                os.remove(os.path.join(copy, p))
        full.append(timed(make))
    missing = [p for p in outs if not os.path.exists(os.path.join(copy, p))]
    if missing:
        raise RuntimeError(f"make gen did not write {', '.join(missing)}")
    noop = [timed(make) for _ in range(5)]
    # What every make command pays before any recipe runs (reading the
    # makefiles, probing for a Python with jinja2 and PyYAML). A no-op adds one
    # more Python start to it, so 2x is the generator doing next to nothing.
    start = [timed(make[:-1] + ["-n", "gen"]) for _ in range(5)]
    cpu = {k: statistics.median(c for c, _ in t) for k, t in (("full", full), ("noop", noop), ("start", start))}
    wall = {k: statistics.median(w for _, w in t) for k, t in (("full", full), ("noop", noop))}
    row(f"make gen, full, {len(outs)} outputs deleted first (median of 5)",
        f"{cpu['full']:.2f} s CPU ({wall['full']:.2f} s wall)", "info")
    row("make gen, no-op, vs make's own start (`make -n gen`) in the same copy (medians of 5)",
        f"{cpu['noop']:.2f} s CPU ({wall['noop']:.2f} s wall): {cpu['noop'] / cpu['start']:.2f}x the "
        f"{cpu['start']:.2f} s make needs anyway, the generator {cpu['noop'] - cpu['start']:.2f} s", "<= 2x")


# -- generator scaling -------------------------------------------------------------------
# A fixed workload of the kinds the generator spends its time on (dicts,
# strings, small objects, calls), about half a second on this machine.
REFERENCE_LOOP = """
def work(i):
    d = {"name": "m%d" % i, "offset": i * 8, "size": 8}
    return "%s@%d" % (d["name"], d["offset"] + d["size"])
out = {}
for i in range(1300000):
    out[i % 5000] = work(i)
"""


def bench_scaling(args):
    """A first gen into an empty root: every output rendered and written, and
    the released versions' records frozen (schema/released does not exist yet)."""
    env = {**os.environ, "PYTHONPATH": os.path.join(ROOT, "generator")}
    runs = 5
    times, walls, sizes, spread = {}, {}, {}, {}
    reference = []  # the fixed loop's CPU seconds, each right after a 100x run
    for n in (1, 10, 100):
        schema = os.path.join(args.build, f"synth_{n}.yaml")
        run([args.python, os.path.join(HERE, "synth.py"), os.path.join(ROOT, "schema", "se_api.yaml"), str(n), schema])
        root = os.path.join(args.build, f"synth_root_{n}")
        samples = []
        for _ in range(runs):
            shutil.rmtree(root, ignore_errors=True)
            os.makedirs(root)
            samples.append(timed([args.python, "-m", "seabigen", "gen", "--schema", schema, "--root", root], env=env))
            if n == 100:
                reference.append(timed([args.python, "-S", "-c", REFERENCE_LOOP])[0])
        times[n] = statistics.median(c for c, _ in samples)
        walls[n] = statistics.median(w for _, w in samples)
        spread[n] = (min(c for c, _ in samples), max(c for c, _ in samples))
        with open(os.path.join(root, "include", "se_api.h"), encoding="utf-8") as f:
            sizes[n] = sum(1 for _ in f)
    # The interpreter make runs the generator with (Makefile: PY_CANDIDATES):
    # builds of one Python version differ by a quarter in speed.
    python = run([args.python, "-c", "import sys, platform; print(sys.executable, platform.python_version())"]).stdout.strip()
    row(f"generator on a synthetic schema 100x the real one (first gen into an empty root; header of {sizes[100]} "
        f"lines; median of {runs}; Python {python})",
        f"{times[100]:.1f} s CPU (min {spread[100][0]:.1f}, max {spread[100][1]:.1f}), {walls[100]:.1f} s wall "
        f"(1x {times[1]:.2f} s, 10x {times[10]:.2f} s CPU)", "<= 5 s")
    row("generator scaling, 10x -> 100x schema", f"time x{times[100] / times[10]:.1f} for size x10", "linear (~x10)")
    # The absolute goal above depends on the machine's speed at the time, which
    # on a shared VM swings by more than a tenth between runs of one build: a
    # fixed Python loop timed between the runs says how fast the machine was.
    ref = statistics.median(reference)
    row("the same interpreter running a fixed pure-Python loop, timed right after each 100x run (the machine's "
        "speed then; the generator row over it compares runs on any day)",
        f"{ref:.2f} s CPU (min {min(reference):.2f}, max {max(reference):.2f}); generator / loop "
        f"{times[100] / ref:.1f}x", "info")


# -- compile matrix --------------------------------------------------------------------------
def bench_matrix(args):
    t = time.perf_counter()
    p = subprocess.run(["make", "--no-print-directory", "-s", "test-compile"], cwd=ROOT,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    secs = time.perf_counter() - t
    m = re.search(r"^(\d+) passed, (\d+) failed", p.stdout, re.M)
    counts = f"{m.group(1)} passed, {m.group(2)} failed" if m else "no result line"
    row("compile matrix (make test-compile, 2 jobs)", f"{secs:.1f} s wall; {counts}", "<= 90 s")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", default="build/bench")
    p.add_argument("--python", default=sys.executable)
    p.add_argument("--cc", default="gcc")
    p.add_argument("--cxx", default="g++")
    # Rounds of the compile rows: over 15 rounds the median paired ratio of one
    # header swung from 1.22x to 1.26x between runs; over 41 it stays within
    # about 0.02, for some 6 s more.
    p.add_argument("--reps", type=int, default=41)
    p.add_argument("--skip", default="", help="comma-separated steps to skip")
    args = p.parse_args()
    args.build = os.path.abspath(args.build)
    os.makedirs(args.build, exist_ok=True)
    skip = set(filter(None, args.skip.split(",")))
    steps = [("dispatch", "guard cost (callgrind)", bench_dispatch), ("codegen", "guard cost (objdump)", bench_codegen),
             ("compile", "compile time", bench_compile), ("gen", "make gen", bench_make_gen),
             ("scaling", "generator scaling", bench_scaling), ("matrix", "compile matrix", bench_matrix)]
    for key, label, fn in steps:
        if key not in skip:
            guarded(label, lambda fn=fn: fn(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
