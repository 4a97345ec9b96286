"""make compat: the compatibility matrix, its negative controls and the oracle.

1. Generates, from the schema, one core, one plugin and one ABI probe per
   version into build/compat/gen/ (seabigen.compat; test-time output, never
   committed), plus the same for TensorFlow's insertion replayed at 0.0.1;
   and per TensorFlow edition a core that behaves as that release's and a
   plugin written the TensorFlow way (raw `->`, fixed layout).
2. Builds them: cores + plugins under ASan+UBSan, for LP64 and for i386
   (-m32; skipped with a SKIP line when it cannot link), probes with -g
   (compilations in parallel, skipped when up to date), never one per pair.
3. Runs, per ABI, every ordered pair of seabi versions (core A, plugin B), and
   every plugin (seabi-built or raw) in every edition core (cross.py): each
   run reports exactly the number of checks tests/compat/expected.py derives
   from the schema, so an empty or partial matrix fails. Seabi-built plugins
   pass everywhere; raw plugins pass in their own edition's core and fail
   elsewhere exactly as predict.py derives from layouts and acknowledged
   breaks, which are printed.
4. Loads the reference plugin (build/lib/libsimdev.so) in a core of every version.
5. Negative controls: a plugin that ignores struct_size, and a plugin built
   from TensorFlow's real insertion before host_callback, must both fail.
6. The libabigail oracle (oracle.py) on the probes and committed baselines,
   which must also flag three broken 0.0.1 headers on its own.

Every pair runs in a child process: a crash is that pair's outcome.
Ends with `N passed, N failed`; exits 1 on any failure.
"""
import argparse
import concurrent.futures as cf
import os
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
import i386  # noqa: E402  (tests/lib/i386.py: how i386 programs run here)
sys.path.insert(0, os.path.join(ROOT, "tests", "evolution"))

from seabigen import checks, compat, evolution, resolved, schema  # noqa: E402
from seabigen.model import Version  # noqa: E402
import cross  # noqa: E402
import expected  # noqa: E402
import fixtures  # noqa: E402  (tests/evolution: the TensorFlow insertion)
import oracle  # noqa: E402
from runner import Results, run_all, run_core  # noqa: E402

SCHEMA = "schema/se_api.yaml"
BASELINES = os.path.join(HERE, "abi")
TF_STATUS = os.path.join(ROOT, "examples", "host", "tf_status.c")
SIMDEV_TEMPLATE = os.path.join(ROOT, "generator", "seabigen", "templates", "compat_core_simdev.c.j2")
INCLUDE = os.path.join(ROOT, "include")  # se_api.h for tf_status.c next to an edition's core


class Abi:
    """A target the matrix is built and run for: its compiler flags and output directories."""
    def __init__(self, name, layout, flags, out_dir, san):
        self.name, self.layout, self.flags = name, layout, flags  # layout: seabigen.layouts.ABIS
        self.san = san        # sanitizer flags its cores and plugins are built with
        self.prefix = []      # what runs its programs: [] natively, [qemu-i386] emulated
        self.bin, self.lib = os.path.join(out_dir, "bin"), os.path.join(out_dir, "lib")


# ---------------------------------------------------------------------------
# Building


def _up_to_date(out, inputs, argv):
    """Built from these inputs (by mtime) with this exact command line."""
    try:
        with open(out + ".cmd", encoding="utf-8") as f:
            same_command = f.read() == shlex.join(argv)
    except OSError:
        return False
    return same_command and os.path.exists(out) and \
        all(os.path.getmtime(out) >= os.path.getmtime(i) for i in inputs)


def build(jobs, workers):
    """Compiles (out, inputs, argv) jobs in parallel; returns [(out, error)]."""
    def one(job):
        out, inputs, argv = job
        if _up_to_date(out, inputs, argv):
            return out, None
        os.makedirs(os.path.dirname(out), exist_ok=True)
        p = subprocess.run(argv, capture_output=True, text=True)
        if p.returncode != 0:
            return out, p.stderr[-3000:]
        with open(out + ".cmd", "w", encoding="utf-8") as f:
            f.write(shlex.join(argv))
        return out, None
    with cf.ThreadPoolExecutor(workers) as pool:
        return list(pool.map(one, jobs))


def jobs_for(gen_dir, abi, label, opts, core=True, plugin=True, probe=True, defines=(), suffix="", edition=False):
    d = os.path.join(gen_dir, str(label))
    hdr = os.path.join(d, "se_api_tensorflow.h" if edition else "se_api.h")
    cc, base = opts.cc, opts.cflags + abi.flags + ["-I", d]
    san = abi.san + ["-O0", "-g"]  # -O0: compile time dominates; the runs are tiny
    out = []
    if core:
        src = os.path.join(d, "compat_core.c")
        exe = os.path.join(abi.bin, f"core-{label}{suffix}")
        inc = ["-I", INCLUDE] if edition else []
        out.append((exe, [src, hdr, TF_STATUS], [cc] + base + inc + san + ["-rdynamic", "-o", exe, src, TF_STATUS, "-ldl"]))
    if plugin:
        src = os.path.join(d, "compat_plugin.c")
        lib = os.path.join(abi.lib, f"plugin-{label}{suffix}.so")
        out.append((lib, [src, hdr], [cc] + base + san + list(defines) + ["-fPIC", "-shared", "-o", lib, src]))
    if probe:
        src = os.path.join(d, "abi_probe.c")
        lib = os.path.join(abi.lib, f"probe-{label}{suffix}.so")
        # -g is what the oracle reads; no sanitizers, so the ABI is the plain one.
        out.append((lib, [src, hdr], [cc] + base + ["-g", "-O0", "-fPIC", "-shared", "-o", lib, src]))
    return out


def can_link(opts, abi, work_dir):
    """(True, "") when the compiler links, and something runs, a sanitized
    program for the ABI, else (False, why). How an i386 program runs (natively
    or through qemu-i386) is tests/lib/run-i386's decision; under qemu-user
    AddressSanitizer cannot map its shadow memory (the program spins), so the
    emulated i386 matrix is built with UBSan only and relies on the canaries
    after every struct for overruns."""
    if abi.layout == "ilp32":
        if i386.prefix() is None:
            return False, i386.why_not()
        abi.prefix = i386.prefix()
        if i386.under_emulation():
            abi.san = [f for f in abi.san if f != "-fsanitize=address,undefined"] + ["-fsanitize=undefined"]
            print("i386 programs run through qemu-i386 (the kernel cannot run them): "
                  "i386 matrix built with UBSan only (ASan does not work under qemu-user)")
    os.makedirs(work_dir, exist_ok=True)
    src, exe = os.path.join(work_dir, "link_probe.c"), os.path.join(work_dir, "link_probe")
    with open(src, "w", encoding="utf-8") as f:
        f.write("int main(void) { return 0; }\n")
    p = subprocess.run([opts.cc] + abi.flags + abi.san + ["-o", exe, src], capture_output=True, text=True)
    if p.returncode != 0:
        return False, (p.stderr.strip().splitlines() or ["(no message)"])[0]
    try:
        r = subprocess.run([*abi.prefix, exe], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"the linked probe does not run: {e}"
    return r.returncode == 0, r.stderr.strip()[:200]


# ---------------------------------------------------------------------------
# Running


def seabi_pairs(api, abi, results, workers):
    """Every ordered pair of seabi versions; returns {(core, plugin): cell}."""
    versions = {str(v): v for v in api.versions}
    cells, total, want_total = {}, 0, 0
    for (a, b), run in run_all(abi.bin, abi.lib, [(a, b) for a in versions for b in versions], workers,
                                 prefix=abi.prefix):
        a, b = versions[a], versions[b]
        want = expected.pair_checks(api, a, b)
        want_total += want
        total += run.checks or 0
        ok = not run.crashed and run.rc == 0 and run.failed == 0 and run.checks == want \
            and (run.core, run.plugin) == (version_string(api, a), str(b))
        cells[(str(a), str(b))] = f"{run.checks}" if ok else "FAIL"
        results.record(ok, f"[{abi.name}] core {a} x plugin {b}: {run.checks} checks (schema implies {want}), "
                           f"{run.failed} failed, exit {run.rc}", run.detail())
    results.record(total == want_total and total > 0,
                   f"[{abi.name}] seabi pairs: check count {total} equals the schema's {want_total}")
    return cells, len(versions) ** 2, total


def version_string(api, version):
    """What a core built against `version` reports (SE_VERSION_STRING): a
    development version says so ("0.3.0-dev"), a released one is the bare number."""
    return f"{version}-dev" if api.release(version).status == "development" else str(version)


def print_table(api, abi, cells):
    labels = compat.plugin_labels(api)
    raw = {e.name for e in api.editions}
    heads = [f"raw {label[len('tensorflow-'):]}" if label in raw else label for label in labels]
    width = max(9, max(len(h) for h in heads) + 2)
    print(f"\ncompat matrix [{abi.name}]: rows = core, columns = plugin build; cells = checks passed, "
          "r = also refused, cleanly, layouts its build cannot fill, xfail = failed exactly as predicted, "
          ". = not run (a raw plugin in a seabi core)")
    print(f"{'core/plugin':>16}" + "".join(f"{h:>{width}}" for h in heads))
    for row in labels:
        print(f"{row:>16}" + "".join(f"{cells.get((row, col), '.'):>{width}}" for col in labels))


def matrix(api, abi, results, workers, preds):
    cells, runs, checks_run = seabi_pairs(api, abi, results, workers)
    more, more_runs, more_checks = cross.run_pairs(api, abi, results, workers, preds)
    cells.update(more)
    print_table(api, abi, cells)
    n = len(api.versions)
    print(f"[{abi.name}] {runs + more_runs} runs ({n} x {n} seabi pairs, {len(api.editions)} edition cores x "
          f"{len(compat.plugin_labels(api))} plugins), {checks_run + more_checks} checks run")
    return runs + more_runs


def simdev_checks():
    """check() calls in the simdev flow: its expected count per run."""
    with open(SIMDEV_TEMPLATE, encoding="utf-8") as f:
        return len(re.findall(r"\bcheck\(", f.read()))


def simdev(api, out_dir, lib, required, results):
    if not os.path.exists(lib):
        if required:
            results.record(False, f"reference plugin {lib} missing although its make target exists")
        else:
            print(f"note: {lib} has no make target yet; simdev column skipped")
        return
    want = simdev_checks()
    row = []
    for a in api.versions:
        run = run_core(os.path.join(out_dir, "bin", f"core-{a}"), ["--simdev", lib])
        ok = not run.crashed and run.rc == 0 and run.failed == 0 and run.checks == want
        row.append(f"{a}:{'ok' if ok else 'FAIL'}")
        results.record(ok, f"core {a} loads simdev: {run.checks} checks (want {want}), exit {run.rc}", run.detail())
    print("simdev in every core: " + "  ".join(row))


def smaller_than_newest(api):
    """The versions whose layout of some struct is smaller than the newest
    version's: there a plugin of the newest version that ignores struct_size
    writes past the core's allocation. A version opened with nothing added
    yet has every struct at its predecessor's size."""
    sizes = resolved.resolve(api).sizes_at
    newest = api.versions[-1]

    def size(v, s):
        return sizes[v][s.name]["lp64"].struct_size if resolved.present(s, v) else 0
    return {v for v in api.versions if any(size(v, s) < size(newest, s) for s in api.structs)}


def controls(api, out_dir, results):
    """The matrix must be able to fail: two plugins that break the ABI."""
    newest = api.versions[-1]
    rogue = os.path.join(out_dir, "lib", f"plugin-{newest}-rogue.so")
    smaller = smaller_than_newest(api)
    results.record(bool(smaller) or len(api.versions) == 1,
                   "control: some version's layout is smaller than the newest's (the rogue plugin can be caught)")
    for a in api.versions:
        run = run_core(os.path.join(out_dir, "bin", f"core-{a}"), [rogue])
        older = a in smaller
        caught = run.rc != 0 and ("past the core's allocation" in run.err or "heap-buffer-overflow" in run.err)
        results.record(caught if older else run.rc == 0,
                       f"control: core {a} with a {newest} plugin that ignores struct_size "
                       + ("is caught" if older else "is fine (same sizes)"), run.detail(800))
    tf = os.path.join(out_dir, "lib", "plugin-0.0.1-tf.so")
    run = run_core(os.path.join(out_dir, "bin", "core-0.0.1"), [tf])
    results.record(run.rc != 0 and "SP_StreamExecutor.host_callback" in run.err,
                   "control: a plugin built from TensorFlow's insertion before host_callback fails "
                   "in a 0.0.1 core", run.detail(800))


# ---------------------------------------------------------------------------
# Oracle


def run_oracle(api, out_dir, results, update):
    abi_dir = os.path.join(out_dir, "abi")
    os.makedirs(abi_dir, exist_ok=True)
    fresh = {}
    for v in api.versions:
        lib = os.path.join(out_dir, "lib", f"probe-{v}.so")
        results.record(oracle.has_debug_info(lib), f"oracle: probe {v} carries .debug_info")
        fresh[v] = os.path.join(abi_dir, f"{v}.abi")
        oracle.abidw(lib, fresh[v])
    released = [r.version for r in api.releases if r.status == "released"]
    os.makedirs(BASELINES, exist_ok=True)
    pending = {}  # baselines --update-baselines writes, once everything else passed
    for v in released:
        base = os.path.join(BASELINES, f"{v}.abi")
        if not os.path.exists(base) and update:
            pending[base] = fresh[v]
            continue  # (its own probe is the baseline: nothing to compare it with)
        if not results.record(os.path.exists(base), f"oracle: baseline {os.path.relpath(base, ROOT)} is committed",
                              "run `make compat-baselines` and commit it"):
            continue
        rc, text = oracle.abidiff(base, os.path.join(out_dir, "lib", f"probe-{v}.so"))
        results.record(rc == 0, f"oracle: released {v} still builds to its baseline (abidiff exit {rc})", text[-1500:])
    baseline = {v: os.path.join(BASELINES, f"{v}.abi") for v in released
                if os.path.join(BASELINES, f"{v}.abi") not in pending}
    versions = list(api.versions)
    for a, b in zip(versions, versions[1:]):
        step = evolution.bump(a, b)
        old = baseline.get(a, fresh[a])
        new = baseline.get(b, fresh[b]) if os.path.exists(baseline.get(b, "")) else fresh[b]
        if not os.path.exists(old):
            old = fresh[a]
        problems = oracle.append_only(old, new)
        results.record(not problems, f"oracle: {a} -> {b} ({step}) only appends members", "; ".join(problems))
        if step == "major":
            continue
        rc, text = oracle.abidiff(old, new)
        results.record(not rc & oracle.ABIDIFF_INCOMPATIBLE and not rc & 1,
                       f"oracle: abidiff {a} -> {b} reports no incompatible change (exit {rc})", text[-1500:])
        if step == "patch":
            rc, text = oracle.abidiff(old, new, harmless=True)
            results.record(rc == 0, f"oracle: abidiff --harmless {a} -> {b} is clean for a PATCH (exit {rc})",
                           text[-1500:])
    # The oracle must flag, on its own, what the evolution checker refuses:
    # TensorFlow's insertion, a member slipped into a padding hole (no LP64
    # offset moves) and a same-size signedness change.
    ref = baseline.get(Version(0, 0, 1), fresh[versions[0]])
    for name, _, struct, member in ORACLE_FIXTURES:
        lib = os.path.join(out_dir, "lib", f"probe-0.0.1-{name}.so")
        abi = os.path.join(abi_dir, f"0.0.1-{name}.abi")
        oracle.abidw(lib, abi)
        problems = oracle.append_only(ref, abi)
        results.record(any(p.startswith(struct + ":") and member in p for p in problems),
                       f"oracle: flags the {name} fixture in {struct}.{member}", "; ".join(problems) or "nothing flagged")
        rc, _ = oracle.abidiff(ref, abi)
        results.record(bool(rc & oracle.ABIDIFF_CHANGE), f"oracle: abidiff sees the {name} fixture (exit {rc})")
        for p in problems:
            print(f"oracle on the {name} fixture: {p}")
    return pending


def write_baselines(pending, results):
    """Writes the new baselines only when the whole run passed: a baseline
    taken from a matrix that fails would freeze what is wrong."""
    if not pending:
        return
    if results.failed:
        for base in pending:
            print(f"baseline {os.path.relpath(base, ROOT)} not written: {results.failed} check(s) failed")
        return
    for base, fresh in sorted(pending.items()):
        with open(fresh, encoding="utf-8") as src:
            text = src.read()
        tmp = base + ".tmp"
        with open(tmp, "w", encoding="utf-8") as dst:
            dst.write(text)
        os.replace(tmp, base)
        print(f"wrote baseline {os.path.relpath(base, ROOT)}")


# ---------------------------------------------------------------------------


# Breaking edits of released 0.0.1 (tests/evolution fixtures) that the oracle
# must flag on its own: (name, edit, struct and member its report must name).
ORACLE_FIXTURES = [
    ("tf", fixtures.tf_insert_before_host_callback, "SP_StreamExecutor", "host_callback"),
    ("hole", fixtures.fill_padding_hole, "SP_Device", "device_handle"),
    ("signedness", next(f.edit for f in fixtures.REFUSED if f.name == "retype-signedness"),
     "SP_DeviceMemoryBase", "size"),
]


def render_fixture(gen_root, edit):
    """A broken schema rendered at 0.0.1, bypassing the evolution checker
    (which would refuse it): what a careless release would have shipped."""
    with open(os.path.join(ROOT, SCHEMA), encoding="utf-8") as f:
        text = edit(f.read())
    os.makedirs(gen_root, exist_ok=True)
    path = os.path.join(gen_root, "se_api.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    api = schema.read(path)
    # The edits model seabi's own lineage going wrong; TensorFlow's editions
    # would refuse some of them earlier (ambiguous-size), so leave them out.
    api.editions = []
    api.in_between = []  # (cut from editions and versions: left out with them)
    checks.check(api)  # each edit is consistent within one schema; only history shows it
    compat.write(api, os.path.join(gen_root, "gen"), path, versions=[Version(0, 0, 1)], with_editions=False)
    return os.path.join(gen_root, "gen")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="build/compat")
    p.add_argument("--cc", default="gcc")
    p.add_argument("--cflags", default="-std=c11 -Wall -Wextra -Wpedantic -Werror -DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS")
    p.add_argument("--san", default="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all")
    p.add_argument("--simdev", default="build/lib/libsimdev.so")
    p.add_argument("--simdev-required", action="store_true", help="the simdev make target exists")
    p.add_argument("--update-baselines", action="store_true")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    opts = p.parse_args()
    opts.cflags, opts.san = shlex.split(opts.cflags), shlex.split(opts.san)
    os.chdir(ROOT)
    t0 = time.monotonic()
    results = Results()
    api = schema.read(SCHEMA)
    checks.check(api)
    gen_dir = os.path.join(opts.out, "gen")
    # Every released version's core and plugin are built from the header it
    # shipped (schema/released/se_api/headers/), the development version's from today's.
    compat.write(api, gen_dir, SCHEMA, root=ROOT)
    fixture_gen = {name: render_fixture(os.path.join(opts.out, "fixtures", name), edit)
                   for name, edit, _, _ in ORACLE_FIXTURES}
    preds = cross.predictions(api)
    lp64 = Abi("lp64", "lp64", [], opts.out, opts.san)
    abis = [lp64]
    ilp32 = Abi("i386", "ilp32", ["-m32"], os.path.join(opts.out, "i386"), opts.san)
    linkable, why = can_link(opts, ilp32, os.path.join(opts.out, "i386"))
    if linkable:
        abis.append(ilp32)
    else:
        # One counted skip for the whole i386 half of the matrix, with the reason.
        results.skipped += 1
        print(f"SKIP i386 (-m32) matrix: cannot build and run a sanitized -m32 program here ({why}); "
              "gcc-multilib and qemu-user come from .ci/ensure-deps test")
    jobs = []
    for abi in abis:
        for v in api.versions:
            jobs += jobs_for(gen_dir, abi, v, opts, probe=abi is lp64)
        for e in api.editions:
            jobs += jobs_for(gen_dir, abi, e.name, opts, probe=False, edition=True)
    jobs += jobs_for(gen_dir, lp64, api.versions[-1], opts, core=False, probe=False,
                     defines=["-DCOMPAT_ROGUE"], suffix="-rogue")
    crash = cross.crash_target(api)
    if crash:
        jobs += jobs_for(gen_dir, lp64, crash[0].name, opts, core=False, probe=False, edition=True,
                         defines=[f"-DCOMPAT_CRASH_IN_{crash[1]}"], suffix="-crash")
    jobs += jobs_for(fixture_gen["tf"], lp64, Version(0, 0, 1), opts, core=False, suffix="-tf")
    for name in fixture_gen:
        if name != "tf":
            jobs += jobs_for(fixture_gen[name], lp64, Version(0, 0, 1), opts, core=False, plugin=False,
                             suffix=f"-{name}")
    t1 = time.monotonic()
    for out, error in build(jobs, opts.jobs):
        results.record(error is None, f"build {out}", error or "")
    t2 = time.monotonic()
    if results.failed:
        print(f"{results.passed} passed, {results.failed} failed")
        return 1
    print("derived expectations (compat.expectation, predict.py; from the schema's layouts and acknowledged breaks):")
    for line in cross.expectation_lines(api, preds):
        print(f"  {line}")
    cross.consistency(api, preds, results)
    runs = sum(matrix(api, abi, results, opts.jobs, preds) for abi in abis)
    simdev(api, opts.out, opts.simdev, opts.simdev_required, results)
    controls(api, opts.out, results)
    if crash:
        cross.crash_control(api, lp64, results, preds, os.path.join(lp64.lib, f"plugin-{crash[0].name}-crash.so"))
    t3 = time.monotonic()
    pending = run_oracle(api, opts.out, results, opts.update_baselines)
    write_baselines(pending, results)
    t4 = time.monotonic()
    print(f"time: generate {t1 - t0:.1f} s, build {t2 - t1:.1f} s ({len(jobs)} compilations), "
          f"runs {t3 - t2:.1f} s ({runs} matrix runs), oracle {t4 - t3:.1f} s, total {t4 - t0:.1f} s")
    print(results.closing_line())
    return 1 if results.failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as e:  # a runner that raises is a failure with its message, not a crash
        print(f"FAIL tests/compat/run.py raised {type(e).__name__}: {e}")
        print("0 passed, 1 failed")
        sys.exit(1)
