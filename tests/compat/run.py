"""make compat: the compatibility matrix, its negative controls and the oracle.

1. Generates, from the schema, one core, one plugin and one ABI probe per
   version into build/compat/gen/ (seabigen.compat; test-time output, never
   committed), plus the same for TensorFlow's insertion replayed at 0.0.1.
2. Builds them: N cores + N plugins under ASan+UBSan, N probes with -g
   (2N+N compilations, in parallel, skipped when up to date), not N^2.
3. Runs every ordered pair (core A, plugin B): N^2 small runs. Each must
   pass and report exactly the number of checks tests/compat/expected.py
   derives from the schema, so an empty or partial matrix fails.
4. Loads the reference plugin (build/lib/libsimdev.so) in a core of every version.
5. Negative controls: a plugin that ignores struct_size, and a plugin built
   from TensorFlow's real insertion before host_callback, must both fail.
6. The libabigail oracle (oracle.py) on the probes and committed baselines,
   which must also flag three broken 0.0.1 headers on its own.

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
sys.path.insert(0, os.path.join(ROOT, "tests", "evolution"))

from seabigen import checks, compat, evolution, schema  # noqa: E402
from seabigen.model import Version  # noqa: E402
import expected  # noqa: E402
import fixtures  # noqa: E402  (tests/evolution: the TensorFlow insertion)
import oracle  # noqa: E402

SCHEMA = "schema/se_api.yaml"
BASELINES = os.path.join(HERE, "abi")
TF_STATUS = os.path.join(ROOT, "examples", "host", "tf_status.c")
SIMDEV_TEMPLATE = os.path.join(ROOT, "generator", "seabigen", "templates", "compat_core_simdev.c.j2")
RUN_LINE = re.compile(r"^compat core (\S+) plugin (\S+): (\d+) checks, (\d+) failed$", re.M)


class Results:
    def __init__(self):
        self.passed = self.failed = 0

    def record(self, ok, what, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {what}" + (f"\n     {detail}" if detail else ""))
        return ok


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


def jobs_for(gen_dir, out_dir, version, opts, core=True, plugin=True, probe=True, defines=(), suffix=""):
    d = os.path.join(gen_dir, str(version))
    hdr = os.path.join(d, "se_api.h")
    cc, base = opts.cc, opts.cflags + ["-I", d]
    san = opts.san + ["-O0", "-g"]  # -O0: compile time dominates; the runs are tiny
    out = []
    if core:
        src = os.path.join(d, "compat_core.c")
        exe = os.path.join(out_dir, "bin", f"core-{version}{suffix}")
        out.append((exe, [src, hdr, TF_STATUS], [cc] + base + san + ["-rdynamic", "-o", exe, src, TF_STATUS, "-ldl"]))
    if plugin:
        src = os.path.join(d, "compat_plugin.c")
        lib = os.path.join(out_dir, "lib", f"plugin-{version}{suffix}.so")
        out.append((lib, [src, hdr], [cc] + base + san + list(defines) + ["-fPIC", "-shared", "-o", lib, src]))
    if probe:
        src = os.path.join(d, "abi_probe.c")
        lib = os.path.join(out_dir, "lib", f"probe-{version}{suffix}.so")
        # -g is what the oracle reads; no sanitizers, so the ABI is the plain one.
        out.append((lib, [src, hdr], [cc] + base + ["-g", "-O0", "-fPIC", "-shared", "-o", lib, src]))
    return out


# ---------------------------------------------------------------------------
# Running


def run_core(core, args, timeout=60):
    env = dict(os.environ, ASAN_OPTIONS="abort_on_error=0:detect_leaks=1:exitcode=3",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    p = subprocess.run([core] + args, capture_output=True, text=True, env=env, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def matrix(api, out_dir, results, workers):
    versions = list(api.versions)
    pairs = [(a, b) for a in versions for b in versions]

    def one(pair):
        a, b = pair
        core = os.path.join(out_dir, "bin", f"core-{a}")
        plugin = os.path.join(out_dir, "lib", f"plugin-{b}.so")
        return pair, run_core(core, [plugin])

    cells, total, want_total = {}, 0, 0
    with cf.ThreadPoolExecutor(workers) as pool:
        for (a, b), (rc, out, err) in pool.map(one, pairs):
            want = expected.pair_checks(api, a, b)
            want_total += want
            m = RUN_LINE.search(out)
            got = int(m.group(3)) if m else None
            failed = int(m.group(4)) if m else None
            total += got or 0
            ok = rc == 0 and m is not None and failed == 0 and got == want \
                and (m.group(1), m.group(2)) == (str(a), str(b))
            cells[(a, b)] = f"{got}" if ok else "FAIL"
            results.record(ok, f"core {a} x plugin {b}: {got} checks (schema implies {want}), "
                               f"{failed} failed, exit {rc}", (err or out).strip()[-1500:])
    width = max(9, max(len(str(v)) for v in versions) + 2)
    print("\ncompat matrix: rows = core version, columns = plugin version, cells = checks passed")
    print(f"{'core/plugin':>12}" + "".join(f"{str(v):>{width}}" for v in versions))
    for a in versions:
        print(f"{str(a):>12}" + "".join(f"{cells[(a, b)]:>{width}}" for b in versions))
    print(f"{len(pairs)} runs ({len(versions)} cores x {len(versions)} plugins, "
          f"{2 * len(versions)} builds), {total} checks run, {want_total} implied by the schema")
    results.record(total == want_total and total > 0,
                   f"matrix check count {total} equals the schema's {want_total}")
    return total


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
        rc, out, err = run_core(os.path.join(out_dir, "bin", f"core-{a}"), ["--simdev", lib])
        m = RUN_LINE.search(out)
        got = int(m.group(3)) if m else None
        ok = rc == 0 and m is not None and int(m.group(4)) == 0 and got == want
        row.append(f"{a}:{'ok' if ok else 'FAIL'}")
        results.record(ok, f"core {a} loads simdev: {got} checks (want {want}), exit {rc}",
                       (err or out).strip()[-1500:])
    print("simdev in every core: " + "  ".join(row))


def controls(api, out_dir, results):
    """The matrix must be able to fail: two plugins that break the ABI."""
    newest = api.versions[-1]
    rogue = os.path.join(out_dir, "lib", f"plugin-{newest}-rogue.so")
    for a in api.versions:
        rc, out, err = run_core(os.path.join(out_dir, "bin", f"core-{a}"), [rogue])
        older = a < newest
        caught = rc != 0 and ("past the core's allocation" in err or "heap-buffer-overflow" in err)
        results.record(caught if older else rc == 0,
                       f"control: core {a} with a {newest} plugin that ignores struct_size "
                       + ("is caught" if older else "is fine (same size)"), err.strip()[-800:])
    tf = os.path.join(out_dir, "lib", "plugin-0.0.1-tf.so")
    rc, out, err = run_core(os.path.join(out_dir, "bin", "core-0.0.1"), [tf])
    results.record(rc != 0 and "SP_StreamExecutor.host_callback" in err,
                   "control: a plugin built from TensorFlow's insertion before host_callback fails "
                   "in a 0.0.1 core", (err or out).strip()[-800:])


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
    for v in released:
        base = os.path.join(BASELINES, f"{v}.abi")
        if not os.path.exists(base) and update:
            with open(fresh[v], encoding="utf-8") as src, open(base, "w", encoding="utf-8") as dst:
                dst.write(src.read())
            print(f"wrote baseline {os.path.relpath(base, ROOT)}")
        if not results.record(os.path.exists(base), f"oracle: baseline {os.path.relpath(base, ROOT)} is committed",
                              "run `make compat-baselines` and commit it"):
            continue
        rc, text = oracle.abidiff(base, os.path.join(out_dir, "lib", f"probe-{v}.so"))
        results.record(rc == 0, f"oracle: released {v} still builds to its baseline (abidiff exit {rc})", text[-1500:])
    baseline = {v: os.path.join(BASELINES, f"{v}.abi") for v in released}
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
    checks.check(api)  # each edit is consistent within one schema; only history shows it
    compat.write(api, os.path.join(gen_root, "gen"), path, versions=[Version(0, 0, 1)])
    return os.path.join(gen_root, "gen")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="build/compat")
    p.add_argument("--cc", default="gcc")
    p.add_argument("--cflags", default="-std=c11 -Wall -Wextra -Wpedantic -Werror")
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
    compat.write(api, gen_dir, SCHEMA)
    fixture_gen = {name: render_fixture(os.path.join(opts.out, "fixtures", name), edit)
                   for name, edit, _, _ in ORACLE_FIXTURES}
    jobs = []
    for v in api.versions:
        jobs += jobs_for(gen_dir, opts.out, v, opts)
    jobs += jobs_for(gen_dir, opts.out, api.versions[-1], opts, core=False, probe=False,
                     defines=["-DCOMPAT_ROGUE"], suffix="-rogue")
    jobs += jobs_for(fixture_gen["tf"], opts.out, Version(0, 0, 1), opts, core=False, suffix="-tf")
    for name in fixture_gen:
        if name != "tf":
            jobs += jobs_for(fixture_gen[name], opts.out, Version(0, 0, 1), opts, core=False, plugin=False,
                             suffix=f"-{name}")
    t1 = time.monotonic()
    for out, error in build(jobs, opts.jobs):
        results.record(error is None, f"build {out}", error or "")
    t2 = time.monotonic()
    if results.failed:
        print(f"{results.passed} passed, {results.failed} failed")
        return 1
    matrix(api, opts.out, results, opts.jobs)
    simdev(api, opts.out, opts.simdev, opts.simdev_required, results)
    controls(api, opts.out, results)
    t3 = time.monotonic()
    run_oracle(api, opts.out, results, opts.update_baselines)
    t4 = time.monotonic()
    print(f"time: generate {t1 - t0:.1f} s, build {t2 - t1:.1f} s ({len(jobs)} compilations), "
          f"runs {t3 - t2:.1f} s, oracle {t4 - t3:.1f} s, total {t4 - t0:.1f} s")
    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    sys.exit(main())
