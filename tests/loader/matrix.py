#!/usr/bin/env python3
"""The function dimension of the compat matrix (issue 34), and the reader
and loader under it.

Predictions come from the export data alone (exports_dump prints
host_profiles.h's, or the stand-in's, sets) and from readelf/nm, never from
the host's own reading (host_imports.c): a plugin whose import F is
exported by core C from the framework library, or from a library the
plugin names DT_NEEDED, loads; a weak F always loads; anything else fails
dlopen with "undefined symbol: F", and R00 names F, the core and the fix.

Checks, each printed "ok"/"FAIL" and summed as "N passed, N failed":
  - elf_tool's reading of real files (64-bit plugins, the export libraries,
    a -m32 plugin where the compiler builds one) equals readelf/nm's;
  - corrupt and truncated copies parse or are refused with a reason (ASan);
  - each core's export libraries: present exactly where the data exports
    from them, with the data's soname, exporting exactly the data's names;
  - each test plugin x each core: loads or fails as predicted, with R00's
    verdict, the exit status and the messages to match;
  - the reference plugin's R00 in each core as predicted from its imports.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import exports_data  # noqa: E402  (the one rule: framework always, other libraries by DT_NEEDED)
from checks import Checks  # noqa: E402

FAST_CORES = ["0.3.0", "rfc-257-text", "tensorflow-2.5", "tensorflow-2.9", "tensorflow-2.14",
              "tensorflow-master-2026-05"]

CHECKS = Checks()
EX = None  # exports_data.Exports, read from --dump


def check(what, ok, detail=""):  # what first: its checks read as sentences
    return CHECKS.check(ok, what, detail)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def read_data(dump):
    ex = exports_data.from_dump(dump)
    return ex.sonames, ex.idents, ex.by_core, ex


def ident(name):
    return re.sub(r"[^A-Za-z0-9]", "_", name)


def binutils_imports(path):
    """(needed, {name: weak}) as readelf and nm read them."""
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", run(["readelf", "-d", path]).stdout)
    undefined = {}
    for line in run(["nm", "-D", "--undefined-only", path]).stdout.splitlines():
        f = line.split()
        if len(f) >= 2:
            undefined[f[-1].split("@")[0]] = f[-2] in ("w", "v")
    return needed, undefined


def tool_imports(tool, path):
    r = run([tool, "dump", path])
    needed, undefined = [], {}
    for line in r.stdout.splitlines():
        f = line.split()
        if f[0] == "needed":
            needed.append(f[1])
        elif f[0] == "undefined":
            undefined[f[1]] = f[2] == "weak"
    return r.returncode, needed, undefined


def tool_exports(tool, path):
    return {l.split()[1] for l in run([tool, "dump", path]).stdout.splitlines() if l.startswith("exported ")}


def binutils_exports(path):
    """The names nm lists as defined dynamic symbols (the runner's fact of the modules a file has)."""
    return {l.split()[-1].split("@")[0] for l in run(["nm", "-D", "--defined-only", path]).stdout.splitlines()
            if len(l.split()) >= 3}


def check_reader(args, files):
    for path in files:
        rc, needed, undefined = tool_imports(args.tool, path)
        b_needed, b_undefined = binutils_imports(path)
        check(f"reader: {os.path.basename(path)}: DT_NEEDED {needed} as readelf", rc == 0 and needed == b_needed,
              f"readelf {b_needed}")
        check(f"reader: {os.path.basename(path)}: {len(undefined)} undefined symbols, strong/weak as nm",
              undefined == b_undefined,
              f"only here {sorted(set(undefined.items()) - set(b_undefined.items()))[:5]}, "
              f"only nm {sorted(set(b_undefined.items()) - set(undefined.items()))[:5]}")
        exported, b_exported = tool_exports(args.tool, path), binutils_exports(path)
        check(f"reader: {os.path.basename(path)}: {len(exported)} exported symbols, as nm --defined-only",
              exported == b_exported,
              f"only here {sorted(exported - b_exported)[:5]}, only nm {sorted(b_exported - exported)[:5]}")
    for path in files[:2]:
        r = run([args.tool, "fuzz", path, "400"])
        m = re.search(r"parsed (\d+) refused (\d+) refused_without_reason (\d+)", r.stdout)
        check(f"reader: {os.path.basename(path)} cut and corrupted 1056 ways, each parsed or refused with a "
              f"reason, no read outside the bytes (ASan)", r.returncode == 0 and m is not None and int(m.group(2)) > 0,
              (r.stdout + r.stderr)[-400:])
    for bad, what in ((b"", "an empty file"), (b"\x7fELF", "a bare magic"), (b"#!/bin/sh\n", "a script")):
        with tempfile.NamedTemporaryFile(suffix=".so", delete=False) as f:
            f.write(bad)
        r = run([args.tool, "dump", f.name])
        os.unlink(f.name)
        check(f"reader: {what} is refused with a reason", r.returncode == 1 and r.stdout.startswith("error "), r.stdout)


def check_export_libs(args, sonames, cores, exports):
    for core, idn in cores.items():
        check(f"exports: core {core}'s directory is {idn} (the ident rule)", idn == ident(core))
        for lib, soname in sonames.items():
            want = {n for n, mask in exports[core].items() if mask & (1 << lib)}
            path = os.path.join(args.cores_dir, idn, soname)
            if soname not in EX.every and not want:
                check(f"exports: {core} has no {soname} (exports nothing from it)", not os.path.exists(path))
                continue
            if not os.path.exists(path):
                check(f"exports: {core}/{soname} built", False, path)
                continue
            got_soname = re.findall(r"\(SONAME\)\s+Library soname: \[([^\]]+)\]", run(["readelf", "-d", path]).stdout)
            names = {l.split()[-1] for l in run(["nm", "-D", "--defined-only", path]).stdout.splitlines() if l.strip()}
            check(f"exports: {core}/{soname}: soname and exactly the data's {len(want)} names plus host_tf_bind",
                  got_soname == [soname] and names == want | {"host_tf_bind"},
                  f"soname {got_soname}, extra {sorted(names - want - {'host_tf_bind'})[:5]}, "
                  f"missing {sorted(want - names)[:5]}")


def conform(args, plugin, core):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = f.name
    r = run([args.seabi, "conform", plugin, "--core", core, "--only", "R00", "--json", out], timeout=120)
    try:
        doc = json.load(open(out))
    except (OSError, ValueError):
        doc = None
    os.unlink(out)
    return r, doc


def predict(core, fn, weak, needed, sonames, exports):
    """(resolves, loads, the libraries it names exist in the core)."""
    present = {sonames[l] for l in sonames
               if sonames[l] in EX.every or any(m & (1 << l) for m in exports[core].values())}
    resolves = EX.resolves_from(core, fn, needed) is not None
    libs_ok = all(n in present for n in needed if n in sonames.values())
    return resolves, libs_ok and (weak or resolves), libs_ok


def check_matrix(args, chosen, sonames, exports):
    pywrap = sonames[1]
    for spec in args.spec.split():
        name, fn, *rest = spec.split(":")
        weak = rest == ["weak"]
        plugin = os.path.join(args.plugins, name + ".so")
        needed = [pywrap] if name.endswith("_pywrap") else []
        loads_in = []
        for core in chosen:
            resolves, loads, libs_ok = predict(core, fn, weak, needed, sonames, exports)
            r, doc = conform(args, plugin, core)
            if doc is None:
                check(f"matrix: {name} x {core}: a JSON report", False, r.stdout[-300:] + r.stderr[-300:])
                continue
            r00 = next((c for c in doc["cases"] if c["id"] == "R00"), None)
            problems = []
            if doc["loadable"] != loads:
                problems.append(f"loadable {doc['loadable']}, predicted {loads} ({doc.get('load_error', '')})")
            if not libs_ok:
                # It names a library this core does not have (seabi's own
                # cores have only the framework): a missing dependency (exit
                # 2), unless R00 also finds an import the core refuses (1).
                refused = not (resolves or weak)
                want_rc = 1 if refused else 2
                if "cannot open shared object file" not in doc.get("load_error", "") or r.returncode != want_rc:
                    problems.append(f"exit {r.returncode}, load error {doc.get('load_error')!r}: want {want_rc} and "
                                    f"a missing library")
                if refused and (r00 is None or r00["verdict"] != "FAIL"):
                    problems.append(f"R00 {r00 and r00['verdict']}, want FAIL")
            elif r00 is None or r00["verdict"] != ("PASS" if resolves or weak else "FAIL"):
                problems.append(f"R00 {r00 and r00['verdict']}: {r00 and r00['evidence']}")
            if libs_ok and not loads and not resolves and not weak:
                if f"undefined symbol: {fn}" not in doc.get("load_error", "") and libs_ok:
                    problems.append(f"load error does not say 'undefined symbol: {fn}': {doc.get('load_error')}")
                if r00 and (fn not in r00["evidence"] or core not in r00["evidence"] or "fix:" not in r00["evidence"]):
                    problems.append(f"R00 does not name {fn}, {core} and the fix: {r00['evidence']}")
                if r.returncode != 1:
                    problems.append(f"exit {r.returncode}, not 1 (the plugin's failure)")
            if loads and r.returncode != 0:
                problems.append(f"exit {r.returncode}, not 0")
            if weak and not resolves and r00 and fn not in r00["evidence"]:
                problems.append(f"R00 does not note the weak {fn}: {r00['evidence']}")
            imp = {u["name"]: u for u in doc["imports"]["undefined"]}
            want_from = EX.resolves_from(core, fn, needed)
            if libs_ok and fn not in imp or fn in imp and imp[fn]["weak"] != weak or imp[fn]["resolves_from"] != want_from or \
                    any(n not in doc["imports"]["needed"] for n in needed):
                problems.append(f"imports[] says {imp.get(fn)}, needed {doc['imports']['needed']}")
            if loads:
                loads_in.append(core)
            check(f"matrix: {name} ({'weak ' if weak else ''}{fn}{', DT_NEEDED ' + pywrap if needed else ''}) x "
                  f"{core}: {'loads' if loads else 'fails'} as the data predicts", not problems, "; ".join(problems))
        print(f"     {name}: loads in {len(loads_in)} of {len(chosen)} cores")


def check_simdev(args, chosen, sonames, exports):
    _, needed, undefined = tool_imports(args.tool, args.simdev)
    strong_tf = [n for n, w in undefined.items() if n.startswith("TF_") and not w]
    refused = []
    for core in chosen:
        missing = [fn for fn in strong_tf if not predict(core, fn, False, needed, sonames, exports)[0]]
        r, doc = conform(args, args.simdev, core)
        r00 = doc and next((c for c in doc["cases"] if c["id"] == "R00"), None)
        want = "FAIL" if missing else "PASS"
        ok = r00 is not None and r00["verdict"] == want and all(fn in r00["evidence"] for fn in missing)
        if missing:
            refused.append(core)
            ok = ok and not doc["loadable"] and r.returncode == 1 and all(
                f"undefined symbol: {fn}" in doc["load_error"] for fn in missing[:1])
        check(f"simdev x {core}: R00 {want}" + (f", naming {', '.join(missing)}" if missing else ""), ok,
              r00 and r00["evidence"][:300] or (r.stdout + r.stderr)[-300:])
    print(f"     simdev imports {len(strong_tf)} TF_ functions; refused by {refused or 'no core'}")


def main():
    ap = argparse.ArgumentParser()
    for a in ("--seabi", "--tool", "--dump", "--plugins", "--cores-dir", "--spec", "--cc", "--simdev", "--cores"):
        ap.add_argument(a)
    args = ap.parse_args()
    global EX
    sonames, cores, exports, EX = read_data(args.dump)
    check("the export data names the three libraries and every core", len(sonames) == 3 and len(cores) > 0)
    chosen = list(cores) if args.cores == "all" else [c for c in FAST_CORES if c in cores]
    files = [os.path.join(args.plugins, s.split(":")[0] + ".so") for s in args.spec.split()]
    if args.simdev:
        files.insert(0, args.simdev)
    files.append(os.path.join(args.cores_dir, ident("tensorflow-2.14"), sonames[0]))
    # A 32-bit plugin where the compiler builds one (reading needs no i386 runtime).
    m32 = os.path.join(args.plugins, "imp32_weak.so")
    src = os.path.join(os.path.dirname(__file__), "import_plugin.c")
    r = run(args.cc.split() + ["-m32", "-fPIC", "-shared", "-DIMPORT=TF_Log", "-DIMPORT_WEAK", "-o", m32, src])
    if r.returncode == 0:
        files.append(m32)
        rc, _, undefined = tool_imports(args.tool, m32)
        check("reader: a 32-bit ELF plugin's weak TF_Log read as weak", rc == 0 and undefined.get("TF_Log") is True)
    else:
        print("skip reader: 32-bit ELF (the compiler cannot build -m32 here)")
    check_reader(args, [f for f in files if os.path.exists(f)])
    check_export_libs(args, sonames, cores, exports)
    check_matrix(args, chosen, sonames, exports)
    if args.simdev:
        check_simdev(args, chosen, sonames, exports)
    return CHECKS.summary()


if __name__ == "__main__":
    sys.exit(main())
