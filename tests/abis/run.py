#!/usr/bin/env python3
"""`make test-abis`: `seabigen import` on the histories of public ABIs it was not built on.

For each ABI folder here (abi.json names its versions: repository, commit,
files):

1. The headers: copied out of the repository's git history into
   build/abis/<abi>/<version>/ (from a local mirror: $ABIS_MIRRORS, default
   /work/.mirror, as the fetch tool leaves them), or already there. They are
   not committed (README.md says why); without them the ABI is skipped.
2. Ground truth (probe.py, no seabi code): compiled offsetof/sizeof probes,
   LP64 and i386. It must equal the committed truth/<version>.json.
3. The import of every version, oldest first, with `--versions`.
4. What the import found, against the truth (truth.py): changes found,
   missed, false, wrong abi_break; stale size constants; the schema
   validates; every version's rendered header compiles (gcc -std=c11, LP64
   and -m32). That must equal the committed results.json: an importer change
   that finds more (or less) shows here, and `--update` records it, with
   RESULTS.md, the table a person reads.

    run.py [--update] [ABI...]

Ends "N passed, N failed" like every suite.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "lib"))
from checks import Checks  # noqa: E402
import probe  # noqa: E402
import truth  # noqa: E402

PYTHON = os.environ.get("PYTHON", sys.executable)
MIRRORS = os.environ.get("ABIS_MIRRORS", "/work/.mirror")
BUILD = os.path.join(ROOT, "build", "abis")
CHECKS = Checks()
check = CHECKS.check


def collect(name, cfg):
    """build/abis/<abi>/<version>/ with each version's files; None when they cannot be had."""
    base = os.path.join(BUILD, name)
    repo = os.path.join(MIRRORS, cfg["mirror"], "repo") if cfg.get("mirror") else None
    dirs = []
    for v in cfg["versions"]:
        d = os.path.join(base, v["label"])
        stamp, want = os.path.join(d, ".commit"), json.dumps([v["commit"], v["files"], cfg.get("wrapper")])
        if not (os.path.exists(stamp) and open(stamp).read().strip() == want):
            if repo is None or not os.path.isdir(repo):
                return None
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
            for dest, src in v["files"].items():
                blob = subprocess.run(["git", "-C", repo, "show", f"{v['commit']}:{src}"], capture_output=True)
                if blob.returncode:
                    raise SystemExit(f"{name} {v['label']}: {src} not at {v['commit']}")
                os.makedirs(os.path.dirname(os.path.join(d, dest)), exist_ok=True)
                with open(os.path.join(d, dest), "wb") as f:
                    f.write(blob.stdout)
            if cfg.get("wrapper"):
                # a quoted include of a file this version does not have is dropped (not found elsewhere)
                lines = [ln for ln in cfg["wrapper"].splitlines(True)
                         if not re.match(r'#include "(.*)"', ln) or os.path.exists(os.path.join(d, ln.split('"')[1]))]
                with open(os.path.join(d, cfg["header"]), "w") as f:
                    f.write("".join(lines))
            with open(stamp, "w") as f:
                f.write(want + "\n")
        dirs.append(d)
    return dirs


def run_import(name, cfg, dirs, tmp):
    labels = [v["label"] for v in cfg["versions"]]
    out, rep = os.path.join(tmp, f"{name}.yaml"), os.path.join(tmp, f"{name}.json")
    sources = [x for v in cfg["versions"] for x in
               ("--source", f"{v['label']}={v['repo']}@{v['commit'][:12]} ({v['date']})")]
    cmd = [PYTHON, "-m", "seabigen", "import", "--out", out, "--report", rep, "--quiet",
           "--name", name.replace("-", "_"), "--versions", ",".join(labels), *sources, *cfg.get("import_args", []),
           *(["--skip", "(" + "|".join(re.escape(n) for n in cfg["left_out"]) + ")"] if cfg.get("left_out") else []),
           *[os.path.join(d, cfg["header"]) for d in dirs]]
    for stale in (out, rep):
        if os.path.exists(stale):
            os.remove(stale)
    p = subprocess.run(cmd, cwd=ROOT, env={**os.environ, "PYTHONPATH": "generator"}, capture_output=True, text=True)
    report = json.load(open(rep)) if os.path.exists(rep) else None
    schema = out if os.path.exists(out) else None
    tail = (p.stderr.strip().splitlines() or p.stdout.strip().splitlines() or [""])[-1]
    tail = re.sub(re.escape(BUILD) + "/", "build/abis/", tail)
    tail = re.sub(re.escape(tmp) + "/", "", tail)  # the temporary folder's name changes every run
    return p.returncode, tail, report, schema


def schema_checks(name, cfg, schema, tmp):
    """(validates, {version: compiles}) for the written schema."""
    env = {**os.environ, "PYTHONPATH": "generator"}
    v = subprocess.run([PYTHON, "-m", "seabigen", "validate", "--schema", schema], cwd=ROOT, env=env,
                       capture_output=True, text=True)
    compiles = {}
    for ver in cfg["versions"]:
        label = ver["label"]
        hdr = os.path.join(tmp, "render", name, label, f"{name}_seabi.h")
        os.makedirs(os.path.dirname(hdr), exist_ok=True)
        # X.Y.0, not X.Y: `header --at X.Y` is refused for an imported schema that records no break
        at = label + ".0" if label.count(".") == 1 else label
        r = subprocess.run([PYTHON, "-m", "seabigen", "header", "--schema", schema, "--at", at, "--out", hdr],
                           cwd=ROOT, env=env, capture_output=True, text=True)
        ok = r.returncode == 0
        for bits in ("-m64", "-m32"):
            if ok:
                ok = subprocess.run(["gcc", "-std=c11", bits, "-Wall", "-Wextra", "-Werror", "-fsyntax-only",
                                     "-I", os.path.join(ROOT, "include"), "-x", "c", hdr],
                                    capture_output=True).returncode == 0
        compiles[label] = ok
    return v.returncode == 0, compiles


def compare(cfg, truths, report):
    """The import's findings against the truth's, per neighbouring pair."""
    labels = [v["label"] for v in cfg["versions"]]
    left_out = dict(cfg.get("left_out", {}))  # left out by hand: not compared
    import_left = {x["name"] for x in (report or {}).get("left_out", [])}  # by the importer: compared, said
    ours = re.compile(cfg["structs"] + "|" + cfg.get("enums", "(?!)"))
    rows, found, missed, false, wrong, source_only, covered, in_left_out = [], 0, [], [], [], 0, [], 0
    other_key = []  # the import's breaks in a struct the truth also finds broken, at another member
    by_pair = {}
    for c in (report or {}).get("changes", []):
        by_pair.setdefault((c["from"], c["to"]), []).append(c)
    for a, b in zip(labels, labels[1:]):
        want = truth.changes(truths[a], truths[b])
        left = [w for w in want if w["struct"] in left_out]
        want = [w for w in want if w["struct"] not in left_out]
        in_left_out += len(left)
        got = [c for c in by_pair.get((a, b), []) if ours.fullmatch(c["struct"]) and c["struct"] not in left_out]
        got_keys = {}
        for c in got:
            got_keys.setdefault((c["struct"], c["member"]), []).append(c)
        n_found = 0
        for w in want:
            key = (w["struct"], w["member"])
            hits = got_keys.get(key) or got_keys.get((w["struct"], None))
            for part in w["what"].split("+"):
                if not hits and part.startswith("renamed:"):
                    hits = got_keys.get((w["struct"], part.split(":", 1)[1]))  # the import names the new name
            if not hits and w["abi_break"]:
                # a member moved by an insertion or removal the import reports once, at its cause;
                # or the same slots told another way (a removal read as a rename and a retype)
                cause = [c for c in got if c["struct"] == w["struct"] and c["abi_break"]]
                if cause:
                    covered.append(f"{a} -> {b}: {w['struct']}{'.' + w['member'] if w['member'] else ''} "
                                   f"({w['what']}): reported as "
                                   + ", ".join(sorted({f"{c['rule']} {c['member']}" for c in cause})))
                    continue
            if not hits:
                missed.append(f"{a} -> {b}: {w['struct']}{'.' + w['member'] if w['member'] else ''} ({w['what']})"
                              + (" (a declaration the import left out)" if w["struct"] in import_left else ""))
                continue
            n_found += 1
            if any(h["abi_break"] for h in hits) != w["abi_break"]:
                wrong.append(f"{a} -> {b}: {w['struct']}{'.' + w['member'] if w['member'] else ''}: truth "
                             f"{w['what']} abi_break={w['abi_break']}, import {'/'.join(sorted({h['rule'] for h in hits}))}"
                             f" abi_break={any(h['abi_break'] for h in hits)}")
        want_keys = {(w["struct"], w["member"]) for w in want} | {(w["struct"], None) for w in want} | \
            {(w["struct"], p.split(":", 1)[1]) for w in want for p in w["what"].split("+") if p.startswith("renamed:")}
        for c in got:
            if (c["struct"], c["member"]) in want_keys:
                continue
            if c["abi_break"] and any(w["struct"] == c["struct"] and w["abi_break"] for w in want):
                other_key.append(f"{a} -> {b}: {c['rule']} {c['struct']}{'.' + c['member'] if c['member'] else ''}")
            elif c["abi_break"]:
                false.append(f"{a} -> {b}: {c['rule']} {c['struct']}{'.' + c['member'] if c['member'] else ''}")
            else:
                source_only += 1
        found += n_found
        rows.append({"from": a, "to": b, "truth": len(want), "truth_breaks": sum(w["abi_break"] for w in want),
                     "found": n_found, "import_changes": len(got)})
    stale_truth = sorted((s["version"], s["macro"], s["abi"], s["declared"], s["actual"])
                         for v in labels for s in truth.stale_constants(v, truths[v])
                         if s["struct"] not in left_out)
    stale_import = sorted((s["version"], s["macro"], s["abi"], s["declared"], s["actual"])
                          for s in (report or {}).get("stale_size_macros", []))
    return {
        "left_out": [{"name": x["name"], "kind": x.get("kind"), "version": x.get("version"), "line": x.get("line"),
                      "why": x["why"]} for x in (report or {}).get("left_out", [])],
        "pairs": rows,
        "truth_changes": sum(r["truth"] for r in rows),
        "found": found,
        "covered": covered,
        "changes_in_left_out_structs": in_left_out,
        "missed": missed,
        "false_breaks": false,
        "breaks_at_other_members": other_key,
        "source_only_not_in_truth": source_only,
        "wrong_abi_break": wrong,
        "stale_truth": [list(s) for s in stale_truth],
        "stale_found": [list(s) for s in stale_truth if s in stale_import],
        "stale_missed": [list(s) for s in stale_truth if s not in stale_import],
        "stale_false": [list(s) for s in stale_import if s not in stale_truth],
    }


def round_trip(cfg, truths):
    """Each version's real layout (its truth) against the layout the committed
    schema records for that release (schema/released/...: an edition or an
    in-between layout): every struct's sizeof and size constant, every
    member's name, order, offset and size, LP64 and i386."""
    out = []
    for v in cfg["versions"]:
        if not v.get("layout"):
            continue
        with open(os.path.join(ROOT, cfg["schema_records"], v["layout"] + ".json")) as f:
            rec = {s["name"]: s for s in json.load(f)["structs"]}
        t = truths[v["label"]]
        fields = t.get("size_constant_fields", {})
        macro_of = {st: m for m, (st, _) in fields.items()}
        diffs, equal = [], 0
        names = list(t["abis"]["lp64"]["structs"]) + [n for n in rec if n not in t["abis"]["lp64"]["structs"]]
        for name in names:
            before = len(diffs)
            for abi, rabi in (("lp64", "lp64"), ("i386", "ilp32")):
                ts = t["abis"][abi]["structs"].get(name)
                rs = rec.get(name)
                if ts is None or rs is None:
                    diffs.append(f"{name}: {'in the header only' if rs is None else 'in the schema only'}")
                    break
                if ts["size"] != rs[rabi]["sizeof"]:
                    diffs.append(f"{name} ({abi}): sizeof {ts['size']} in the header, {rs[rabi]['sizeof']} in the schema")
                macro = macro_of.get(name)
                if macro and t["abis"][abi]["size_constants"].get(macro) != rs[rabi]["struct_size"]:
                    diffs.append(f"{name} ({abi}): {macro} {t['abis'][abi]['size_constants'].get(macro)} in the "
                                 f"header, struct_size {rs[rabi]['struct_size']} in the schema")
                tm = [tuple(m) for m in ts["members"]]
                rm = [(m["name"], m[rabi]["offset"], m[rabi]["size"]) for m in rs["members"]]
                if tm != rm:
                    extra = [m[0] for m in rm if m not in tm]
                    missing = [m[0] for m in tm if m not in rm]
                    diffs.append(f"{name} ({abi}): members differ: the schema has {extra or 'nothing'} where the "
                                 f"header has {missing or 'nothing'}")
            equal += len(diffs) == before
        out.append({"version": v["label"], "layout": v["layout"], "structs": len(names), "equal": equal,
                    "differences": diffs})
    return out


def rendered_layouts(cfg, schema, truths, tmp, import_left):
    """The import's schema, rendered at each version (`seabigen header --at`) and
    probed like the original: does every struct the original has lay out
    the same, LP64 and i386? {version: [differences]}; None when it cannot render."""
    out = {}
    for v in cfg["versions"]:
        label = v["label"]
        d = os.path.join(tmp, "render", cfg["name"], label)
        hdrs = [f for f in os.listdir(d)] if os.path.isdir(d) else []
        main = [f for f in hdrs if f.endswith("_seabi.h")]
        if not main:
            out[label] = None
            continue
        rcfg = {**cfg, "header": main[0], "includes": ["include"], "last_field": False}
        try:
            got = probe.probe(rcfg, d)
        except Exception as e:  # a rendered header that does not compile is a result, said
            out[label] = ["the rendered header does not compile: "
                          + re.sub(r"/tmp/\S+/", "", " ".join(str(e).split())[:300])]
            continue
        diffs = []
        for abi in truth.ABIS:
            want, have = truths[label]["abis"][abi]["structs"], got["abis"][abi]["structs"]
            for name, s in want.items():
                h = have.get(name)
                if h is None and name in import_left:
                    continue  # the report says it was left out, and why
                if h is None:
                    diffs.append(f"{name} ({abi}): not in the rendered header")
                elif (h["size"], h["members"]) != (s["size"], s["members"]):
                    diffs.append(f"{name} ({abi}): laid out differently (sizeof {s['size']} -> {h['size']})")
        out[label] = diffs
    return out


def layout_counts(truths):
    n_structs = {v: len(t["abis"]["lp64"]["structs"]) for v, t in truths.items()}
    distinct = len({json.dumps(t["abis"], sort_keys=True) for t in truths.values()})
    return n_structs, distinct


def results_md(name, cfg, res):
    L = [f"# {cfg['title']}: `seabigen import` against compiled ground truth", "",
         "Written by `tests/abis/run.py --update` (`make test-abis`); do not edit.", "",
         f"Licence of the headers: {cfg['licence']} (not committed: tests/abis/README.md).", "",
         "| version | source | date | structs | C or C++ |", "|---|---|---|---|---|"]
    for v in cfg["versions"]:
        L.append(f"| {v['label']} | {v['repo']}@{v['commit'][:12]}"
                 f"{' (' + v['tag'] + ')' if v.get('tag') else ''} | {v['date']} | {res['structs'][v['label']]} | "
                 f"{res['lang'][v['label']]} |")
    L += ["", f"Distinct layouts (LP64 and i386 together): {res['distinct_layouts']}.", ""]
    if res["comparison"]["left_out"]:
        L += ["Left out by the importer (not representable: it records them in the report and imports the "
              "rest); they are still compared below, and a change the import does not report in them is "
              "missed, said so:", ""]
        L += [f"- `{x['name']}` ({x['kind']}, {x['version']} line {x['line']}): {x['why']}"
              for x in res["comparison"]["left_out"]] + [""]
    if cfg.get("left_out"):
        L += ["Left out of the import (`--skip`), because the importer stops the whole history at them (the "
              "first place, its message); the comparison below leaves them out too "
              f"({res['comparison']['changes_in_left_out_structs']} changes in them):", ""]
        L += [f"- `{n}`: {why}" for n, why in sorted(cfg["left_out"].items())] + [""]
    L += [
          "## The import", "", f"Exit status {res['import_exit']}: `{res['import_message']}`", "",
          f"- report written: {res['report_written']}; schema written: {res['schema_written']}; "
          f"schema validates: {res['schema_valid']}",
          f"- rendered header compiles (C11, LP64 and i386), per version: "
          + (", ".join(f"{k} {'yes' if ok else 'NO'}" for k, ok in res["compiles"].items()) or "no schema"), ""]
    if res.get("rendered_layouts"):
        L += ["- the import's schema rendered at each version and probed like the original header (the "
              "structs the import left out aside): "
              + ", ".join(f"{k} {'same layouts' if d == [] else ('cannot render' if d is None else str(len(d)) + ' differences')}"
                          for k, d in res["rendered_layouts"].items()), ""]
        for k, d in res["rendered_layouts"].items():
            L += [f"  - {k}: {x}" for x in (d or [])]
        L.append("")
    if res.get("round_trip"):
        L += ["## Round trip: the real headers against the committed schema's layouts", "",
              "Each real header's compiled layout against the record the schema keeps for that release "
              "(schema/released/se_api/...): sizeof, the size constant, every member's name, order, offset "
              "and size, LP64 and i386.", "",
              "| version | schema layout | structs | equal | differences |", "|---|---|---|---|---|"]
        for r in res["round_trip"]:
            L.append(f"| {r['version']} | {r['layout']} | {r['structs']} | {r['equal']} | {len(r['differences'])} |")
        for r in res["round_trip"]:
            L += [f"- {r['version']}: {x}" for x in r["differences"]]
        L.append("")
    c = res["comparison"]
    L += ["## Changes between neighbouring versions", "",
          "Truth: probes of both versions compared (truth.py): members removed, moved, resized, inserted, renamed, "
          "structs removed or renamed, enumerators removed or renumbered; appends are no change.", "",
          f"- ground truth: {c['truth_changes']} changes; found by the import: {c['found']} (and "
          f"{len(c['covered'])} more reported at another member of the same struct: a member moved by the "
          f"change the import names at its cause, or the same slots told another way); missed: "
          f"{len(c['missed'])}; false ABI breaks: {len(c['false_breaks'])}; wrong abi_break: "
          f"{len(c['wrong_abi_break'])}; source-only findings the layouts cannot show (const, type spellings): "
          f"{c['source_only_not_in_truth']}", "",
          "| from | to | truth | of which breaks | found | import's findings |", "|---|---|---|---|---|---|"]
    for r in c["pairs"]:
        L.append(f"| {r['from']} | {r['to']} | {r['truth']} | {r['truth_breaks']} | {r['found']} | "
                 f"{r['import_changes']} |")
    for title, key in (("Reported at another member", "covered"), ("Missed", "missed"),
                       ("False ABI breaks", "false_breaks"),
                       ("The import's breaks at other members of a struct the truth finds broken", "breaks_at_other_members"),
                       ("Wrong abi_break", "wrong_abi_break")):
        if c[key]:
            L += ["", f"### {title}", ""] + [f"- {x}" for x in c[key]]
    L += ["", "## Stale size constants", "",
          f"Truth: {len(c['stale_truth'])}; found: {len(c['stale_found'])}; missed: {len(c['stale_missed'])}; "
          f"false: {len(c['stale_false'])}.", ""]
    for title, key in (("Truth", "stale_truth"), ("Missed", "stale_missed"), ("False", "stale_false")):
        if c[key]:
            L += [f"{title} (version, constant, ABI, declared, true end):", ""] + \
                 [f"- {' '.join(str(x) for x in s)}" for s in c[key]] + [""]
    return "\n".join(L).rstrip() + "\n"


def one(name, update, tmp):
    with open(os.path.join(HERE, name, "abi.json")) as f:
        cfg = json.load(f)
    cfg["name"] = name
    dirs = collect(name, cfg)
    if dirs is None:
        CHECKS.skip(name, f"its headers are neither in build/abis nor in a mirror under {MIRRORS}")
        return
    truths, lang = {}, {}
    tdir = os.path.join(HERE, name, "truth")
    os.makedirs(tdir, exist_ok=True)
    for v, d in zip(cfg["versions"], dirs):
        t = probe.probe(cfg, d)
        truths[v["label"]] = t
        lang[v["label"]] = t["lang"]
        path = os.path.join(tdir, f"{v['label']}.json")
        text = json.dumps(t, indent=1, sort_keys=True) + "\n"
        if update:
            with open(path, "w") as f:
                f.write(text)
        else:
            check(os.path.exists(path) and open(path).read() == text,
                  f"{name} {v['label']}: the probes give the committed ground truth")
    code, message, report, schema = run_import(name, cfg, dirs, tmp)
    valid, compiles = schema_checks(name, cfg, schema, tmp) if schema else (False, {})
    n_structs, distinct = layout_counts(truths)
    res = {"import_exit": code, "import_message": message, "report_written": report is not None,
           "schema_written": schema is not None, "schema_valid": valid, "compiles": compiles,
           "structs": n_structs, "lang": lang, "distinct_layouts": distinct,
           "comparison": compare(cfg, truths, report),
           "rendered_layouts": rendered_layouts(cfg, schema, truths, tmp,
                                                {x["name"] for x in (report or {}).get("left_out", [])})
           if schema else {}}
    if cfg.get("schema_records"):
        res["round_trip"] = round_trip(cfg, truths)
    text = json.dumps(res, indent=1, sort_keys=True) + "\n"
    rpath = os.path.join(HERE, name, "results.json")
    if update:
        with open(rpath, "w") as f:
            f.write(text)
        with open(os.path.join(HERE, name, "RESULTS.md"), "w") as f:
            f.write(results_md(name, cfg, res))
        print(f"{name}: written ({res['comparison']['found']}/{res['comparison']['truth_changes']} changes found, "
              f"import exit {code})")
    else:
        same = os.path.exists(rpath) and open(rpath).read() == text
        if not same and os.path.exists(rpath):
            old = json.load(open(rpath))
            diff = [k for k in res if old.get(k) != res[k]]
            print(f"     {name}: results differ in {diff} (rerun with --update and read RESULTS.md)")
        check(same, f"{name}: the import finds what results.json records "
                    f"({res['comparison']['found']}/{res['comparison']['truth_changes']} changes, exit {code})")


def main(argv):
    update = "--update" in argv
    names = [a for a in argv if not a.startswith("--")] or sorted(
        d for d in os.listdir(HERE) if os.path.exists(os.path.join(HERE, d, "abi.json")))
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            one(name, update, tmp)
    return CHECKS.summary()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
