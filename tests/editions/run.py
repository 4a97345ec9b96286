#!/usr/bin/env python3
"""Each edition the schema renders is TensorFlow's layout, member for member.

tests/editions/tf_layouts.h holds TensorFlow's structs per edition, written
from TensorFlow's published headers (evidence: SOURCES.md). The C compiler
lays them out (tf_layouts_dump.c prints every struct_size, sizeof and member
offset as JSON), and this test compares that, on LP64 and (when gcc -m32
works) ILP32, with what the generator computes for the edition of the same
name (layouts.py, the numbers the header's accessors dispatch on). Editions
the fixture marks unreleased must not be in the schema, and every edition in
the schema must be in the fixture. ILP32 dumps run natively or through
qemu-i386 (tests/lib/i386.py); where neither can, they are counted as
skipped, with the reason. Ends with `N passed, N failed[, N skipped]`.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
from seabigen import checks, layouts, schema  # noqa: E402
import i386  # noqa: E402

passed = failed = skipped = 0


def check(ok, what):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(("PASS " if ok else "FAIL ") + what)


# The suite's other APIs: (schema, TFM_API of tf_module_layouts.h).
MODULES = [("schema/graph_api.yaml", 1), ("schema/profiler_api.yaml", 2)]


def dump(edition, abi, tmp, api_no=None):
    exe = os.path.join(tmp, f"dump-{api_no}-{edition}-{abi}")
    flags = ["-m32"] if abi == "ilp32" else []
    which = [f"-DTFE_EDITION={edition}"] if api_no is None else [f"-DTFM_API={api_no}", f"-DTFM_EDITION={edition}"]
    r = subprocess.run(["gcc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-DSE_API_VALIDATORS", "-DSE_API_LAYOUT_PINS", *flags, *which,
                        os.path.join(HERE, "tf_layouts_dump.c"), "-o", exe], capture_output=True, text=True)
    if r.returncode != 0:
        return None
    if abi == "ilp32" and i386.prefix() is None:
        return "cannot run"
    argv = i386.argv(exe) if abi == "ilp32" else [exe]
    return json.loads(subprocess.run(argv, capture_output=True, text=True, check=True).stdout)


def check_api(path, api_no=None):
    """Every edition of the schema at `path` against its fixture (tf_layouts.h
    for StreamExecutor, tf_module_layouts.h with TFM_API=api_no otherwise)."""
    global skipped
    api = schema.read(os.path.join(ROOT, path))
    checks.check(api)
    names = {e.name for e in api.editions}
    by_name = {e.name: e for e in api.editions}
    seen = set()
    with tempfile.TemporaryDirectory() as tmp:
        for number in range(1, 10):
            tf = dump(number, "lp64", tmp, api_no)
            if tf is None:
                break
            name = tf["name"]
            ed = by_name.get(name)
            if not tf["released"]:
                # A layout no release shipped is either left out of the schema or
                # modelled as an edition in no release (no first_release).
                check(ed is None or ed.first_release is None,
                      f"{name}: never released, so not an edition of the schema unless it has no first_release")
                if ed is None:
                    continue
            else:
                check(ed is not None and ed.first_release is not None,
                      f"{api.info.name} {name}: the schema has this edition, with a first release")
                if ed is None:
                    continue
            seen.add(name)
            if api_no is not None:
                check(str(ed.reports) == tf["wire_version"],
                      f"{api.info.name} {name}: reports {tf['wire_version']}, as TensorFlow's core does")
                check_signatures(api, ed, tf)
            for abi in ("lp64", "ilp32"):
                tf_abi = tf if abi == "lp64" else dump(number, "ilp32", tmp, api_no)
                if tf_abi is None:
                    print(f"SKIP {name} ILP32: gcc -m32 is not available (make deps installs gcc-multilib)")
                    skipped += 1
                    continue
                if tf_abi == "cannot run":
                    print(f"SKIP {name} ILP32: i386 programs cannot run here: {i386.why_not()}")
                    skipped += 1
                    continue
                ours = {s.name for s in api.structs if any(name in k.labels for k in layouts.known(api, s.name))}
                check(ours == {s["name"] for s in tf_abi["structs"]},
                      f"{api.info.name} {name} {abi}: same set of structs as TensorFlow's header")
                for s in tf_abi["structs"]:
                    k = next((k for k in layouts.known(api, s["name"]) if name in k.labels), None)
                    if k is None:
                        continue
                    got = [(f.name, k.lay[abi].slot(f.name).offset, k.lay[abi].slot(f.name).size) for f in k.fields]
                    want = [(m["name"], m["offset"], m["size"]) for m in s["members"]]
                    check(got == want and k.size(abi) == s["struct_size"] and k.lay[abi].sizeof == s["sizeof"],
                          f"{name} {abi} {s['name']}: members, offsets, struct_size {s['struct_size']} "
                          f"and sizeof {s['sizeof']} are TensorFlow's" + ("" if got == want else f" (got {got})"))
    check(seen == names, f"every {api.info.name} edition has a TensorFlow fixture ({', '.join(sorted(names))})")


def check_signatures(api, edition, tf):
    """The signature the edition's core calls, where TensorFlow changed one in
    place: as many parameters as the fixture's optimize_func."""
    from seabigen import editions
    want = tf.get("optimize_func_params", 0)
    if not want:
        return
    f = next(f for f in editions.members(api, edition)["TP_Optimizer"] if f.name == "optimize_func")
    check(len(f.signature.params) == want,
          f"{api.info.name} {edition.name}: TP_Optimizer.optimize_func takes {want} parameters "
          f"(variant {f.variant}), as TensorFlow's header declares")


def main():
    check_api("schema/se_api.yaml")
    for path, api_no in MODULES:
        check_api(path, api_no)
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as e:  # a runner that raises is a failure with its message, not a crash
        print(f"FAIL tests/editions/run.py raised {type(e).__name__}: {e}")
        print(f"{passed} passed, {failed + 1} failed")
        sys.exit(1)
