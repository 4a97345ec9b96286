#!/usr/bin/env python3
"""`seabigen import`: every rule found where it happens, and round trips that prove it.

No network: every header is a fixture of this folder, rendered from a
committed schema, or generated from one (synthetic.py).

1. corpus/: one pair of headers per evolution rule a header can show (and
   the interesting cases of abi_break), each found with exactly that rule,
   member and abi_break, nothing else; the schema written when the schema
   can express the pair (and validating), the report alone when not. Every
   rule of evolution.RULES is either in the corpus or listed here as one
   only a schema can break.
2. history/: four versions of a small API using every C construct the
   importer records, each breaking something: the findings, the stale
   size constants (one stale on i386 only), the schema validates, the
   header of every version renders and compiles (C11 on LP64 and i386, the
   newest also C99 and C++11; layout pins on), and read back by the
   importer lays every struct out as the original version did.
3. seabi's own se_api.h at every version (`make header`): the import
   reproduces the schema's members, since and sizes, finds no change and
   no stale size constant.
4. TensorFlow's layouts (tests/editions/tf_layouts.h) after RFC 257's
   0.0.1: 2.5's reorder and 2.7's insertion in the report, and, compared
   as the schema compares editions, exactly the breaks it acknowledges.
5. schema/pjrt.yaml: its versions written back as plain headers and
   imported again give the same schema (the importer's fixed point); the
   committed include/pjrt_seabi.h's accessors at work (pjrt_accessors.c).
6. Bad input: a clear error with file and line, nothing written; a packed
   struct: the report written, the schema not, the error at its line.
7. TensorFlow's way (versions_given): headers whose macros never change,
   imported with --versions; a `()` callback recorded with a note.
9. Never raises (fuzz.py): random header histories, every one reported.
8. Passed on (passed_on): -I and -D reach the front end, an included
   header's declarations come with it, --source is recorded per version.

Ends with `N passed, N failed[, N skipped]`.
"""
import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)
from seabigen import evolution, layout, outputs, ranges, schema, verdict  # noqa: E402
from seabigen.importer import bindings, cli as import_cli, front, history, versions  # noqa: E402
import fuzz  # noqa: E402
import synthetic  # noqa: E402

PYTHON = os.environ.get("PYTHON") or sys.executable
passed = failed = skipped = 0

# Rules only a schema can break: what a header does not say (who fills a
# member, what 0 means, required, defaults, patterns, deprecation) and the
# bookkeeping of frozen records.
SCHEMA_ONLY = {"history-rewrite", "filled-by-changed", "zero-class-changed", "optional-made-required",
               "required-dropped", "validation-changed", "default-changed", "deprecation-rewritten",
               "released-version-removed", "release-reopened", "release-not-frozen"}


def check(ok, what):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(("PASS " if ok else "FAIL ") + what, flush=True)
    return ok


def skip(what):
    global skipped
    skipped += 1
    print("SKIP " + what, flush=True)


def run_import(args):
    """(exit status, stdout, stderr) of `seabigen import ARGS`, in this process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = import_cli.main(args)
        except SystemExit as e:
            code = e.code
    return code, out.getvalue(), err.getvalue()


# README, "Bring your own ABI": what report.json holds, key by key.
REPORT_KEYS = {"versions", "changes", "stale_size_macros"}
CHANGE_KEYS = {"from", "to", "struct", "member", "rule", "abi_break", "message", "old", "new"}
STALE_KEYS = {"version", "struct", "macro", "declared", "actual", "abi"}


def report_shape(report):
    """What a report lacks of README's keys (empty when it has them all): each
    change's `old`/`new` is where it is in that version, file and line."""
    bad = sorted(REPORT_KEYS - set(report))
    for c in report.get("changes", []):
        bad += [f"change {c.get('rule')}: no {k}" for k in sorted(CHANGE_KEYS - set(c))]
        bad += [f"change {c.get('rule')}: {k} without file and line" for k in ("old", "new")
                if c.get(k) is not None and not {"file", "line"} <= set(c[k])]
        bad += [f"change {c.get('rule')}: neither old nor new" for _ in [0] if not (c.get("old") or c.get("new"))]
    for m in report.get("stale_size_macros", []):
        bad += [f"stale {m.get('macro')}: no {k}" for k in sorted(STALE_KEYS - set(m))]
    return bad


def findings(report):
    return sorted(f"{c['rule']} {c['struct']}{'.' + c['member'] if c['member'] else ''} {str(c['abi_break']).lower()}"
                  for c in report["changes"])


# ---------------------------------------------------------------------------
def corpus(tmp):
    found_rules = set()
    base = os.path.join(HERE, "corpus")
    for name in sorted(os.listdir(base)):
        d = os.path.join(base, name)
        with open(os.path.join(d, "expect"), encoding="utf-8") as f:
            lines = [ln.strip() for ln in f if ln.strip() and not ln.startswith("#")]
        last = lines.pop().split()
        without = sorted(last[2].split(",")) if last[1:2] == ["without"] else []
        want = sorted(ln.replace(" - ", " ") for ln in lines)
        out, rep = os.path.join(tmp, f"{name}.yaml"), os.path.join(tmp, f"{name}.json")
        extra = open(os.path.join(d, "args"), encoding="utf-8").read().split() \
            if os.path.exists(os.path.join(d, "args")) else []  # options the pair is imported with
        code, stdout, stderr = run_import(["--out", out, "--report", rep, *extra, os.path.join(d, "a.h"),
                                           os.path.join(d, "b.h")])
        if not check(os.path.exists(rep), f"corpus {name}: the report is written (exit {code})"):
            print(stderr[-500:])
            continue
        with open(rep, encoding="utf-8") as f:
            report = json.load(f)
        got = findings(report)
        check(got == want, f"corpus {name}: found {got or 'nothing'}, expected {want or 'nothing'}")
        shape = report_shape(report)
        check(shape == [], f"corpus {name}: the report has every key README lists {shape[:3]}")
        found_rules |= {w.split()[0] for w in want}
        left = sorted(x["name"] for x in report.get("left_out", []))
        check(os.path.exists(out) and code == 0 and left == without,
              f"corpus {name}: the schema is written (exit {code}), left out: {left or 'nothing'}, expected "
              f"{without or 'nothing'}" + (f": {stderr.splitlines()[-1]}" if stderr.strip() else ""))
        if os.path.exists(out):
            api = schema.read(out)
            verdict.judge(api)  # raises on an invalid schema
            check(True, f"corpus {name}: the written schema validates")
        # One line per finding for a person, with both headers' file and line.
        rows = [ln for ln in stdout.splitlines() if " -> " in ln]
        check(len(rows) == len(want) and all(re.search(r"a\.h(:\d+)? \(", r) and re.search(r"b\.h(:\d+)? \(", r)
                                             for r in rows),
              f"corpus {name}: {len(rows)} finding line(s), each naming a.h and b.h with their lines")
    return found_rules


def coverage(found):
    rules = set(evolution.RULES)
    check(found | SCHEMA_ONLY == rules and not (found & SCHEMA_ONLY),
          f"every evolution rule is in the corpus ({len(found)}) or only a schema can break it ({len(SCHEMA_ONLY)}); "
          f"unclassified: {sorted(rules - found - SCHEMA_ONLY) or 'none'}")


# ---------------------------------------------------------------------------
HISTORY_EXPECT = [
    "handle-removed H_Stream false",
    "member-inserted H_Info.struct_size true",
    "member-inserted H_Value.ratio false",
    "member-removed H_Args.name true",
    "member-renamed H_Args.extension_start false",
    "signature-changed H_Args.done true",
    "signature-changed H_Done true",
    "type-changed H_Args.name false",
    "type-changed H_Args.stream true",
]


def history_fixture(tmp):
    d = os.path.join(HERE, "history")
    headers = [os.path.join(d, f"v1.{i}.h") for i in range(4)]
    out, rep = os.path.join(tmp, "hist.yaml"), os.path.join(tmp, "hist.json")
    code, stdout, stderr = run_import(["--out", out, "--report", rep, *headers])
    if not check(code == 0 and os.path.exists(out), f"history: imported (exit {code})"):
        print(stderr[-1000:])
        return
    with open(rep, encoding="utf-8") as f:
        report = json.load(f)
    check(report["versions"] == ["1.0", "1.1", "1.2", "1.3"], f"history: versions {report['versions']}")
    check(findings(report) == sorted(HISTORY_EXPECT), f"history: findings {findings(report)}")
    stale = sorted((s["version"], s["macro"], s["abi"], s["declared"], s["actual"]) for s in report["stale_size_macros"])
    check(report_shape(report) == [], f"history: the report has every key README lists {report_shape(report)[:3]}")
    # README: one line per finding on standard output, the same as report.json, stale constants included.
    lines = [ln for ln in stdout.splitlines() if re.match(r"\S+\.h:\d+ \(1\.\d\)", ln)]
    stale_lines = sorted(re.sub(r".*/", "", ln.split(":")[0]) + f":{ln.split(':')[1].split()[0]} "
                         + re.search(r"\((lp64|i386)\)", ln).group(1) for ln in lines if "stale-size-macro" in ln)
    check(len(lines) == len(report["changes"]) + len(report["stale_size_macros"])
          and len(stale_lines) == len(report["stale_size_macros"]),
          f"history: a line per finding and stale constant on standard output ({len(lines)} lines; "
          f"{len(report['changes'])} changes, {len(report['stale_size_macros'])} stale: {stale_lines})")
    check(stale == [("1.1", "H_Args_STRUCT_SIZE", "i386", 32, 36), ("1.1", "H_Args_STRUCT_SIZE", "lp64", 64, 72),
                    ("1.3", "H_Args_STRUCT_SIZE", "i386", 64, 32)],
          f"history: stale size constants, 1.3's on i386 only: {stale}")
    api = schema.read(out)
    verdict.judge(api)
    check(True, "history: the schema validates")
    check(api.info.legacy_types == ["bool", "intptr_t"] and {t.name for t in api.types} == {"H_Client"}
          and any(s.plain for s in api.structs) and any(f.union for s in api.structs for f in s.fields),
          "history: bool and intptr_t admitted, opaque H_Client, plain and union members recorded")
    i386 = subprocess.run(["gcc", "-m32", "-fsyntax-only", "-x", "c", "-"], input="#include <stdint.h>\n",
                          capture_output=True, text=True).returncode == 0
    for i, v in enumerate(api.versions):
        hdr = os.path.join(tmp, "hist", str(v), "hist_api_seabi.h")
        if i == 1:
            # Once through the command line, as a user names the version (MAJOR.MINOR).
            p = subprocess.run([PYTHON, "-m", "seabigen", "header", "--schema", out, "--at", str(v)[:-2],
                                "--out", hdr], cwd=ROOT, env={**os.environ, "PYTHONPATH": "generator"},
                               capture_output=True, text=True)
            if not check(p.returncode == 0, f"history {v}: `header --at {str(v)[:-2]}` renders it"):
                print(p.stderr[-800:])
                continue
        else:
            os.makedirs(os.path.dirname(hdr), exist_ok=True)
            for name, text in outputs.header_texts(api, v, out, "test", name="hist_api_seabi.h").items():
                with open(os.path.join(os.path.dirname(hdr), name), "w", encoding="utf-8") as f:
                    f.write(text)
        flags = ["-Wall", "-Wextra", "-Wpedantic", "-Werror", "-DSE_API_LAYOUT_PINS", "-fsyntax-only"]
        # Every version on both ABIs; the newest also as C99 and C++.
        builds = [("c", "-std=c11", ""), ("c", "-std=c11", "-m32")]
        if i == len(api.versions) - 1:
            builds += [("c", "-std=c99", ""), ("c++", "-std=c++11", "")]
        for lang, std, abi in builds:
            if abi and not i386:
                skip(f"history {v}: gcc -m32 cannot compile here (no gcc-multilib)")
                continue
            cc = "g++" if lang == "c++" else "gcc"
            r = subprocess.run([cc, std, *([abi] if abi else []), *flags, "-x", lang, hdr], capture_output=True,
                               text=True)
            check(r.returncode == 0, f"history {v}: the header compiles ({cc} {std} {abi or 'LP64'}, pins on)"
                  + (f": {r.stderr[:300]}" if r.returncode else ""))
        # Read back by the importer: every struct where the original header has it.
        original = front.read(headers[i])
        again = front.read(hdr, skip=re.compile(r"se_private_\w*|HIST_API_\w+|\w+_fn"))
        same = []
        for s in original.structs:
            t = again.struct(s.name)
            same.append(t is not None and [(m.name, m.places) for m, _ in s.flat()] ==
                        [(m.name, m.places) for m, _ in t.flat()] and s.sizes == t.sizes)
        check(all(same), f"history {v}: read back by the importer, all {len(same)} structs lay out as the "
              "original header's, LP64 and i386")


# ---------------------------------------------------------------------------
def make_header(at, out):
    p = subprocess.run(["make", "--no-print-directory", "-s", "header", f"AT={at}", f"OUT={out}"], cwd=ROOT,
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"make header AT={at}: {p.stderr[-300:]}")
    return out


SEABI_SKIP = r"se_private_\w*|SE_Lineage|SE_SettleProblem|\w+_fn|TF_Code"


def se_api_round_trip(tmp):
    api = schema.read(os.path.join(ROOT, "schema", "se_api.yaml"))
    verdict.judge(api)
    headers = [make_header(str(v), os.path.join(tmp, "se", str(v), "se_api.h")) for v in api.versions]
    out, rep = os.path.join(tmp, "se.yaml"), os.path.join(tmp, "se.json")
    code, _, stderr = run_import(["--out", out, "--report", rep, "--skip", SEABI_SKIP, *headers])
    if not check(code == 0, f"se_api.h at {len(headers)} versions: imported (exit {code})"):
        print(stderr[-1000:])
        return
    with open(rep, encoding="utf-8") as f:
        report = json.load(f)
    check(report["changes"] == [] and report["stale_size_macros"] == [],
          f"se_api.h: no change but appends, no stale size constant ({len(report['changes'])} changes, "
          f"{len(report['stale_size_macros'])} stale)")
    back = schema.read(out)
    members, sinces, sizes = [], [], []
    for s in api.structs:
        t = back.struct(s.name)
        members.append(t is not None and [f.name for f in t.fields] == [f.name for f in s.fields])
        sinces.append(t is not None and [str(f.since) for f in t.fields] == [str(f.since) for f in s.fields])
    read = [front.read(h, skip=re.compile(SEABI_SKIP)) for h in headers]
    for v, h in zip(api.versions, read):
        for s in api.structs:
            if not ranges.present(s, v):
                continue
            fields = layout.fields_at(api, s, v)
            t = h.struct(s.name)
            sizes.append(t is not None and all(t.true_end(a) == layout.struct_layout(api, s, a, fields).struct_size
                                               for a in ("lp64", "ilp32"))
                         and [m.name for m, _ in t.flat()] == [f.name for f in fields])
    check(all(members), f"se_api.h: every struct's members, in the schema's order ({sum(members)}/{len(members)})")
    check(all(sinces), f"se_api.h: every member's since ({sum(sinces)}/{len(sinces)})")
    check(all(sizes) and sizes, f"se_api.h: every struct's struct_size at every version, LP64 and i386 "
          f"({sum(sizes)}/{len(sizes)})")


# ---------------------------------------------------------------------------
EDITIONS = [(2, "tensorflow-2.5", (2, 5, 0)), (3, "tensorflow-2.7", (2, 7, 0)), (4, "tensorflow-2.9", (2, 9, 0)),
            (5, "tensorflow-2.14", (2, 14, 0)), (6, "tensorflow-master-2026-05", (2, 21, 0))]
# What a header shows: the rules of the corpus. The schema's other
# acknowledged breaks of editions (required-dropped) are not in a header.
HEADER_RULES = None


def tf_wrappers(tmp):
    """One header per edition: tf_layouts.h with TFE_EDITION set, its TFE_ names
    spelled as TensorFlow spells them and the edition's release as SE_* version."""
    src = os.path.join(ROOT, "tests", "editions", "tf_layouts.h")
    with open(src, encoding="utf-8") as f:
        text = f.read()
    defined = set(re.findall(r"#define (TFE_\w+)", text))
    names = sorted(set(re.findall(r"\bTFE_\w+", text)) - defined - {"TFE_", "TFE_EDITION"})
    out = []
    for number, _name, (major, minor, patch) in EDITIONS:
        path = os.path.join(tmp, "tf", str(number), "stream_executor.h")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"#define TFE_EDITION {number}\n#define SE_MAJOR {major}\n#define SE_MINOR {minor}\n"
                    f"#define SE_PATCH {patch}\n")
            f.write("".join(f"#define {n} {n[len('TFE_'):]}\n" for n in names))
            f.write(f'#include "{src}"\n')
        out.append(path)
    return out


def tf_editions(tmp, header_rules):
    api = schema.read(os.path.join(ROOT, "schema", "se_api.yaml"))
    verdict.judge(api)
    base = make_header("0.0.1", os.path.join(tmp, "tf", "0.0.1", "se_api.h"))
    headers = [base] + tf_wrappers(tmp)
    out, rep = os.path.join(tmp, "tf.yaml"), os.path.join(tmp, "tf.json")
    code, _, stderr = run_import(["--out", out, "--report", rep, "--version-macros", "SE_MAJOR,SE_MINOR,SE_PATCH",
                                  "--skip", SEABI_SKIP, *headers])
    if not check(code == 0, f"TensorFlow's layouts after 0.0.1: imported (exit {code})"):
        print(stderr[-1000:])
        return
    with open(rep, encoding="utf-8") as f:
        changes = json.load(f)["changes"]
    reorder = {c["member"] for c in changes if c["to"] == "2.5.0" and c["struct"] == "SP_PlatformFns"
               and c["rule"] == "member-inserted" and c["abi_break"]}
    check(reorder == {"get_device_count", "create_device_fns", "destroy_device_fns"},
          f"2.5's reorder of SP_PlatformFns: every RFC callback moves (found {sorted(reorder)})")
    insertion = sorted((c["rule"], c["struct"], c["member"], c["abi_break"]) for c in changes if c["to"] == "2.7.0")
    check(insertion == [("member-inserted", "SP_StreamExecutor", m, True) for m in ("mem_zero", "memset", "memset32")],
          f"2.7's insertion before host_callback, and nothing else (found {insertion})")
    # Compared as the schema compares an edition with the layout it came from
    # (an edition cannot rename: a new name in an old slot is a removal).
    h = history.History([front.read(p, skip=re.compile(SEABI_SKIP)) for p in headers])
    for x, p in zip(h.headers, headers):
        x.version, x.version_macros = versions.find(x, ("SE_MAJOR", "SE_MINOR", "SE_PATCH"))
    records = [history.record(h, i) for i in range(len(headers))]
    # tf_layouts.h spells its size macros TFE_*_STRUCT_SIZE (macros: the
    # wrapper cannot respell them), so their names are no finding here.
    header_rules = header_rules - {"size-macro-renamed"}
    acknowledged = {}
    for e, rule, member, _message, note in evolution.edition_breaks(api):
        if rule in header_rules:
            acknowledged.setdefault(e.name, set()).add((rule, member))
    for i, (_number, name, _v) in enumerate(EDITIONS, start=1):
        found = {(rule, member) for rule, kind, member, _m in evolution.compare(records[i - 1], records[i], "edition")
                 if rule in header_rules and kind == "struct"}
        want = acknowledged.get(name, set())
        check(found == want, f"{name}: the importer's reading gives exactly the {len(want)} breaks the schema "
              f"acknowledges" + ("" if found == want else f" (only read: {sorted(found - want)}; "
                                                          f"only acknowledged: {sorted(want - found)})"))


# ---------------------------------------------------------------------------
def shape(api):
    """What a schema says about declarations, docs and notes aside."""
    def fields(s):
        return [(f.name, f.ctype.c() if f.ctype else f.signature.key(), str(f.since), str(f.removed), f.union, f.align)
                for f in s.fields]
    return {
        "versions": [(str(r.version), sorted((a.rule, a.member) for a in r.acknowledged)) for r in api.releases],
        "structs": [(s.name, str(s.since), str(s.removed), s.plain, s.size_macro, fields(s)) for s in api.structs],
        "enums": [(e.name, str(e.since), str(e.removed), [(v.name, v.value, str(v.since), str(v.removed))
                                                          for v in e.values]) for e in api.enums],
        "callbacks": [(c.name, c.signature.key(), str(c.since), str(c.removed)) for c in api.callbacks],
        "types": [(t.name, str(t.since), str(t.removed)) for t in api.types],
        "handles": [(x.name, x.tag, str(x.since), str(x.removed)) for x in api.handles],
        "api": (api.info.prefix, api.info.legacy_types, api.info.tf_status),
    }


def pjrt_fixed_point(tmp):
    path = os.path.join(ROOT, "schema", "pjrt.yaml")
    api = schema.read(path)
    verdict.judge(api)
    headers = synthetic.write(path, os.path.join(tmp, "pjrt"))
    out, rep = os.path.join(tmp, "pjrt.yaml"), os.path.join(tmp, "pjrt.json")
    code, _, stderr = run_import(["--out", out, "--report", rep, "--name", api.info.name, "--title", api.info.title,
                                  "--header-name", api.info.header, "--quiet", *headers])
    if not check(code == 0, f"schema/pjrt.yaml's {len(headers)} versions written as headers: imported (exit {code})"):
        print(stderr[-1000:])
        return
    again = schema.read(out)
    verdict.judge(again)
    a, b = shape(api), shape(again)
    differ = [k for k in a if a[k] != b[k]]
    check(not differ, f"schema/pjrt.yaml: imported again, the same {len(api.structs)} structs, members, ranges, "
          f"types and acknowledged breaks ({', '.join(differ) or 'no difference'})")


def pjrt_accessors(tmp):
    """include/pjrt_seabi.h's accessors on structs an older peer allocated,
    unions, a struct held by value (pjrt_accessors.c), under ASan+UBSan."""
    exe = os.path.join(tmp, "pjrt_accessors")
    build = subprocess.run(["gcc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-fsanitize=address,undefined",
                            "-fno-sanitize-recover=all", f"-I{os.path.join(ROOT, 'include')}",
                            os.path.join(HERE, "pjrt_accessors.c"), "-o", exe], capture_output=True, text=True)
    if not check(build.returncode == 0, "pjrt_accessors.c builds against include/pjrt_seabi.h (ASan+UBSan)"):
        print(build.stderr[-800:])
        return
    p = subprocess.run([exe], capture_output=True, text=True)
    for line in p.stdout.splitlines():
        check(line.startswith("PASS "), "pjrt_seabi.h: " + line.split(" ", 1)[-1])
    check(p.returncode == 0 and "PASS" in p.stdout, f"pjrt_accessors ran clean (exit {p.returncode})"
          + (f": {p.stderr[-400:]}" if p.returncode else ""))


# ---------------------------------------------------------------------------
def bad_input(tmp):
    d = os.path.join(tmp, "bad")
    os.makedirs(d)

    def write(name, text):
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            f.write(text)
        return os.path.join(d, name)
    ok = write("ok.h", "#include <stddef.h>\n#define B_MAJOR 1\n#define B_MINOR 0\n"
                       "typedef struct B_S { size_t struct_size; int x; } B_S;\n")
    newer = write("newer.h", "#include <stddef.h>\n#define B_MAJOR 1\n#define B_MINOR 1\n"
                             "typedef struct B_S { size_t struct_size; int x; } B_S;\n")
    cases = [
        ("a header without version macros", [write("nover.h", "typedef struct B_S { int x; } B_S;\n")], 2,
         r"nover\.h:1: .*--version-macros"),
        ("a C error", [write("broken.h", "#define B_MAJOR 1\n#define B_MINOR 2\nstruct B_S { unknown_t x; };\n")], 2,
         r"broken\.h:3: error on LP64.*unknown_t"),
        ("--versions out of order", ["--versions", "1.1,1.0", ok, newer], 2,
         r"newer\.h:1: version 1\.0 does not come after 1\.1"),
        ("a missing header", [ok, os.path.join(d, "missing.h")], 2, r"missing\.h:0: no such file"),
        ("--version-macros naming one macro", ["--version-macros", "B_MAJOR", ok], 2, r"MAJOR,MINOR\[,PATCH\]"),
    ]
    for what, args, want_code, pattern in cases:
        out, rep = os.path.join(d, "out.yaml"), os.path.join(d, "out.json")
        code, stdout, stderr = run_import(["--out", out, "--report", rep, *args])
        check(code == want_code and re.search(pattern, stderr) and not os.path.exists(out) and not os.path.exists(rep),
              f"bad input, {what}: exit {code}, '{stderr.strip().splitlines()[0][:140] if stderr.strip() else ''}', "
              "nothing written")

    # What the schema cannot say (README: an array member, a packed struct;
    # the corpus's enum-resized and layout-changed pairs are the enum past
    # int32 and the struct held by value that grows): left out, named in the
    # report with its header line, the rest written, exit 0.
    packed = write("packed.h", "#include <stddef.h>\n#define B_MAJOR 1\n#define B_MINOR 1\n"
                               "typedef struct __attribute__((packed)) B_S {\n  size_t struct_size;\n  int x;\n"
                               "  char c;\n} B_S;\n"
                               "typedef struct B_T {\n  size_t struct_size;\n  int x[4];\n} B_T;\n"
                               "typedef struct B_U { size_t struct_size; B_T* t; } B_U;\n")
    out, rep = os.path.join(d, "packed.yaml"), os.path.join(d, "packed.json")
    code, stdout, stderr = run_import(["--out", out, "--report", rep, ok, packed])
    report = json.load(open(rep, encoding="utf-8")) if os.path.exists(rep) else {"left_out": []}
    left = sorted((x["name"], os.path.basename(x["file"]), x["line"]) for x in report["left_out"])
    rows = [ln for ln in stdout.splitlines() if "not-representable" in ln]
    check(code == 0 and os.path.exists(out) and left == [("B_S", "packed.h", 4), ("B_T", "packed.h", 11)]
          and len(rows) == 2 and all(re.match(r".*/packed\.h:(4|11) \(1\.1\): not-representable", r) for r in rows),
          f"a packed struct and an array member: exit {code}, left out with their lines ({left}), one line each")
    if os.path.exists(out):
        api = schema.read(out)
        verdict.judge(api)
        check(api.struct("B_U") is not None and {t.name for t in api.types} >= {"B_T"},
              "the rest is written: B_U imported, the left-out B_T kept as an opaque type its pointer names")


def passed_on(tmp):
    """README: `-I`, `-D` are passed on to the front end, a header's own
    includes are read and imported with it, `--source VERSION=TEXT` records
    where each copy came from."""
    d = os.path.join(tmp, "passed_on")
    os.makedirs(os.path.join(d, "inc"))
    with open(os.path.join(d, "inc", "b_types.h"), "w", encoding="utf-8") as f:
        f.write("typedef struct B_Opaque B_Opaque;\n")
    head = "#include <stddef.h>\n#include \"b_types.h\"\n#define B_MAJOR 1\n"
    with open(os.path.join(d, "v1.h"), "w", encoding="utf-8") as f:
        f.write(head + "#define B_MINOR 0\ntypedef struct B_S { size_t struct_size; B_Opaque* o; } B_S;\n")
    with open(os.path.join(d, "v2.h"), "w", encoding="utf-8") as f:
        f.write(head + "#define B_MINOR 1\ntypedef struct B_S {\n  size_t struct_size;\n  B_Opaque* o;\n"
                "#ifdef B_WITH_EXTRA\n  int extra;\n#endif\n} B_S;\n")
    headers = [os.path.join(d, "v1.h"), os.path.join(d, "v2.h")]
    out, rep = os.path.join(d, "b.yaml"), os.path.join(d, "b.json")
    code, _, stderr = run_import(["--out", out, "--report", rep, *headers])
    check(code == 2 and "b_types.h" in stderr and not os.path.exists(out) and not os.path.exists(rep),
          f"without -I the included header is not found: exit {code}, nothing written")
    code, _, stderr = run_import(["--out", out, "--report", rep, "-I", os.path.join(d, "inc"), "-D", "B_WITH_EXTRA",
                                  "--source", "1.0=the first copy", "--source", "1.1=the second copy", *headers])
    if not check(code == 0 and os.path.exists(out), f"with -I and -D: imported (exit {code}) {stderr[-300:]}"):
        return
    api = schema.read(out)
    s = api.struct("B_S")
    members = [f.name for f in s.fields] if s else []
    check(members == ["struct_size", "o", "extra"] and "B_Opaque" in open(out, encoding="utf-8").read(),
          f"-D reached the header (B_S.extra imported) and the included header's opaque B_Opaque came with it: {members}")
    text = open(out, encoding="utf-8").read()
    check("from the first copy" in text and "from the second copy" in text,
          "--source VERSION=TEXT recorded for each version in the schema")
    # A doc says where to read the declaration: the file that declares it
    # and its line there, not the including header's name with that line.
    opaque = next((t for t in api.types if t.name == "B_Opaque"), None)
    want = "Declared: inc/b_types.h (included by v2.h 1.1), line 1."
    check(opaque is not None and opaque.doc == want and s.doc == "Defined: v2.h 1.1, line 5.",
          f"an included header's declaration names that file and its line ({opaque.doc if opaque else None!r}), "
          f"the header's own its own ({s.doc!r})")


def interpreters(tmp):
    """The importer under every python3 a fresh machine may run it with: this
    one (make's PYTHON), Debian's own (which python3-clang-14 installs for,
    and make's first choice) and the first on PATH (the image's pyenv build)."""
    seen = set()
    pair = [os.path.join(HERE, "corpus", "member-renamed", x) for x in ("a.h", "b.h")]
    for py in (PYTHON, "/usr/bin/python3", "python3"):
        real = os.path.realpath(shutil.which(py) or py)
        if real in seen or not os.path.exists(real):
            continue
        seen.add(real)
        probe = subprocess.run([py, "-c", "import yaml, jinja2"], capture_output=True)
        if probe.returncode != 0:
            skip(f"{py}: has no PyYAML/jinja2, so it runs no generator here")
            continue
        rep = os.path.join(tmp, f"py{len(seen)}.json")
        p = subprocess.run([py, "-m", "seabigen", "import", "--out", os.path.join(tmp, f"py{len(seen)}.yaml"),
                            "--report", rep, *pair], cwd=ROOT, env={**os.environ, "PYTHONPATH": "generator"},
                           capture_output=True, text=True)
        check(p.returncode == 0 and os.path.exists(rep), f"{py} ({real}) runs `seabigen import`"
              + (f": {p.stderr[-300:]}" if p.returncode else ""))


def versions_given(tmp):
    """TensorFlow's way: every release's header reports 0.0.1, and a
    callback slot is declared `()` (grappler.h's create_func). `--versions`
    gives the releases; the in-place signature change (2.6) and the
    mid-struct insertion (2.10) are found between them, the `()` is a note."""
    d = os.path.join(tmp, "tfway")
    os.makedirs(d, exist_ok=True)
    head = ("#include <stddef.h>\n#define GO_MAJOR 0\n#define GO_MINOR 0\n#define GO_PATCH 1\n"
            "typedef struct TF_GrapplerItem TF_GrapplerItem;\ntypedef struct TF_Buffer TF_Buffer;\n")
    optimizer = ("typedef struct TP_Optimizer {{\n  size_t struct_size;\n  void* ext;\n  void* (*create_func)();\n"
                 "  void (*optimize_func)(void*, {args});\n}} TP_Optimizer;\n")
    configs = "typedef struct TP_OptimizerConfigs {{\n  size_t struct_size;\n  void* ext;\n{toggles}}} TP_OptimizerConfigs;\n"
    toggles = ["disable_model_pruning", "auto_mixed_precision", "remapping"]
    releases = {
        "2.5": ("const TF_Buffer*, TF_Buffer*, void*", toggles),
        "2.6": ("const TF_Buffer*, const TF_GrapplerItem*, TF_Buffer*, void*", toggles),
        "2.10": ("const TF_Buffer*, const TF_GrapplerItem*, TF_Buffer*, void*",
                 toggles[:2] + ["auto_mixed_precision_onednn_bfloat16"] + toggles[2:]),
    }
    headers = []
    for v, (args, names) in releases.items():
        path = os.path.join(d, v, "grappler.h")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + optimizer.format(args=args)
                    + configs.format(toggles="".join(f"  int {n};\n" for n in names)))
        headers.append(path)
    out, rep = os.path.join(d, "grappler.yaml"), os.path.join(d, "grappler.json")
    code, _, stderr = run_import(["--out", out, "--report", rep] + headers)
    report = json.load(open(rep, encoding="utf-8")) if os.path.exists(rep) else {}
    steps = [(c["from"], c["to"], c["abi_break"]) for c in report.get("changes", []) if c["rule"] == "version-not-bumped"]
    check(code == 0 and report.get("versions") == ["0.0", "0.1", "0.2"]
          and report.get("declared_versions") == ["0.0.1"] * 3 and steps == [("0.0", "0.1", True), ("0.1", "0.2", True)],
          f"TensorFlow's way without --versions: three headers all reporting 0.0.1 numbered by their order "
          f"({report.get('versions')}), each layout change under the unchanged 0.0.1 a finding ({steps}; exit {code})")
    code, _, stderr = run_import(["--out", out, "--report", rep, "--fail-on-break"] + headers)
    check(code == 1, f"TensorFlow's way: --fail-on-break fails on those breaks (exit {code})")
    code, stdout, stderr = run_import(["--versions", "2.5,2.6,2.10", "--out", out, "--report", rep] + headers)
    if not check(code == 0, f"TensorFlow's way: imported with --versions 2.5,2.6,2.10 (exit {code}) {stderr[-300:]}"):
        return
    with open(rep, encoding="utf-8") as f:
        report = json.load(f)
    check(report["versions"] == ["2.5", "2.6", "2.10"], f"TensorFlow's way: versions {report['versions']}")
    check(findings(report) == ["member-inserted TP_OptimizerConfigs.auto_mixed_precision_onednn_bfloat16 true",
                               "signature-changed TP_Optimizer.optimize_func true"],
          f"TensorFlow's way: the in-place signature change and the insertion, both ABI breaks: {findings(report)}")
    notes = [n for n in report["notes"] if "`()`" in n.get("note", "")]
    check(len(notes) == 3 and all("create_func" in n["note"] and n["line"] == 10 for n in notes)
          and any("create_func" in ln and ": note:" in ln for ln in stdout.splitlines()),
          f"TensorFlow's way: create_func's `()` recorded as `(void)`, a note per version with its line: {notes}")
    api = schema.read(out)
    verdict.judge(api)
    check(str(api.newest) == "2.10.0" and "Versions as given by --versions" in open(out, encoding="utf-8").read(),
          f"TensorFlow's way: the schema's versions are the ones given (newest {api.newest})")
    rows = [ln for ln in stdout.splitlines() if " -> " in ln]
    check(rows and all(ln.count("TP_Optimizer.optimize_func") <= 1 for ln in rows),
          "TensorFlow's way: a finding names its member once")
    for args, pattern in ((["--versions", "2.5,2.6"], r"2 version\(s\) for 3 header"),
                          (["--versions", "2.5,2.6,ten"], r"'ten' is not MAJOR\.MINOR"),
                          (["--versions", "2.5,2.6,2.10", "--version-macros", "GO_MAJOR,GO_MINOR"], r"give one")):
        bad_out, bad_rep = os.path.join(d, "bad.yaml"), os.path.join(d, "bad.json")
        code, _, stderr = run_import(args + ["--out", bad_out, "--report", bad_rep] + headers)
        check(code == 2 and re.search(pattern, stderr) and not os.path.exists(bad_out) and not os.path.exists(bad_rep),
              f"bad --versions {' '.join(args[1:2])}: exit {code}, '{stderr.strip()[:100]}', nothing written")


def sarif_problems(doc):
    """What a SARIF log lacks of SARIF 2.1.0's required structure (sections
    3.13 to 3.33 of the OASIS standard: sarifLog, run, tool, toolComponent,
    reportingDescriptor, result, message, location, physicalLocation,
    artifactLocation, region); empty when it has it all."""
    bad = []
    if doc.get("version") != "2.1.0":
        bad.append("version is not 2.1.0")
    if not str(doc.get("$schema", "")).endswith("sarif-2.1.0.json"):
        bad.append("$schema does not name sarif-2.1.0")
    runs = doc.get("runs")
    if not isinstance(runs, list) or not runs:
        return bad + ["no runs"]
    for run in runs:
        driver = run.get("tool", {}).get("driver", {})
        if not isinstance(driver.get("name"), str) or not driver["name"]:
            bad.append("tool.driver.name missing")
        rules = driver.get("rules", [])
        ids = [r.get("id") for r in rules]
        if not all(isinstance(i, str) and i for i in ids) or len(set(ids)) != len(ids):
            bad.append("rules need unique string ids")
        for r in run.get("results", []):
            if not isinstance(r.get("message", {}).get("text"), str):
                bad.append("a result without message.text")
            if r.get("level") not in ("none", "note", "warning", "error"):
                bad.append(f"level {r.get('level')!r}")
            if r.get("ruleId") not in ids or ids[r.get("ruleIndex", -1)] != r.get("ruleId"):
                bad.append(f"ruleId/ruleIndex {r.get('ruleId')} not the driver's rule")
            for loc in r.get("locations", []) + r.get("relatedLocations", []):
                phys = loc.get("physicalLocation", {})
                if not isinstance(phys.get("artifactLocation", {}).get("uri"), str):
                    bad.append("a location without artifactLocation.uri")
                line = phys.get("region", {}).get("startLine", 1)
                if not isinstance(line, int) or line < 1:
                    bad.append(f"region.startLine {line!r} is not a positive integer")
            if not r.get("locations"):
                bad.append("a result without a location")
    return bad


def pr_check(tmp):
    """README, "Bring your own ABI": the pull-request check. `import OLD.h
    NEW.h --fail-on-break`: exit 1 on an ABI break, 0 on none, 0 without
    the option whatever it finds; `--format github`: one `::error
    file=...,line=...::` annotation per break (a source-only change a
    warning), naming the other version's file and line; `--sarif FILE`: the
    same findings as SARIF 2.1.0."""
    d = os.path.join(tmp, "pr")
    os.makedirs(d)
    pair = [os.path.join(HERE, "corpus", "member-inserted", x) for x in ("a.h", "b.h")]
    renamed = [os.path.join(HERE, "corpus", "member-renamed", x) for x in ("a.h", "b.h")]
    out, rep, sarif = os.path.join(d, "s.yaml"), os.path.join(d, "r.json"), os.path.join(d, "r.sarif")
    code, stdout, _ = run_import(["--out", out, "--report", rep, *pair])
    check(code == 0, f"an ABI break without --fail-on-break: exit {code} (0)")
    code, stdout, stderr = run_import(["--out", out, "--report", rep, "--fail-on-break", "--format", "github",
                                       "--sarif", sarif, *pair])
    notes = [ln for ln in stdout.splitlines() if ln.startswith("::")]
    check(code == 1 and len(notes) == 1
          and re.fullmatch(r"::error file=[^,]*b\.h,line=\d+,title=member-inserted \(ABI break\)::C_Thing\.x: .*"
                           r"\[was at [^\]]*a\.h:\d+ \(1\.0\)\]", notes[0]),
          f"--fail-on-break --format github: exit {code} (1), one ::error annotation at b.h's line naming a.h's: {notes}")
    doc = json.load(open(sarif, encoding="utf-8")) if os.path.exists(sarif) else {}
    problems = sarif_problems(doc)
    results = doc.get("runs", [{}])[0].get("results", [])
    check(not problems and len(results) == 1 and results[0]["ruleId"] == "member-inserted"
          and results[0]["level"] == "error"
          and results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("b.h")
          and results[0]["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith("a.h"),
          f"--sarif: a SARIF 2.1.0 log, one error result at b.h, a.h related ({problems or 'valid'})")
    code, stdout, _ = run_import(["--out", out, "--report", rep, "--fail-on-break", "--format", "github", *renamed])
    notes = [ln for ln in stdout.splitlines() if ln.startswith("::")]
    check(code == 0 and len(notes) == 1 and notes[0].startswith("::warning file="),
          f"--fail-on-break on a source-only change: exit {code} (0), a ::warning annotation: {notes}")
    # The renderers escape what GitHub reads as syntax.
    from seabigen import findings as fnd
    f = fnd.Finding("r", "error", "50% a\nb", fnd.Location("x,y:z.h", 3, "1.0"), fnd.Location("w.h", 0, "1.1"))
    line = fnd.github_line(f)
    check(line == "::error file=x%2Cy%3Az.h,line=3,title=r (ABI break)::50%25 a%0Ab [now at w.h (1.1: absent)]",
          f"GitHub annotations escape %, newlines, commas and colons: {line}")


# make fuzz-import runs more (FUZZ_IMPORT_TRIALS=, FUZZ_IMPORT_FIRST=).
FUZZ_TRIALS = 12


def fuzz_trials(tmp):
    """fuzz.py's property on a few random header histories: the importer
    reports and never raises, what it cannot represent named as left out."""
    d = os.path.join(tmp, "fuzz")
    os.makedirs(d)
    for seed in range(1, FUZZ_TRIALS + 1):
        why = fuzz.trial(seed, d)
        check(not why, f"fuzz seed {seed}: the importer reports, never raises" + (f": {why}" if why else ""))


def main():
    try:
        bindings.cindex()
    except bindings.FrontEndMissing as e:
        skip(f"every check of `seabigen import`: {e}")
        print(f"{passed} passed, {failed} failed, {skipped} skipped")
        return 0
    with tempfile.TemporaryDirectory(prefix="seabi-import-") as tmp:
        found = corpus(tmp)
        fuzz_trials(tmp)
        pr_check(tmp)
        coverage(found)
        history_fixture(tmp)
        bad_input(tmp)
        versions_given(tmp)
        passed_on(tmp)
        interpreters(tmp)
        se_api_round_trip(tmp)
        tf_editions(tmp, found)
        pjrt_fixed_point(tmp)
        pjrt_accessors(tmp)
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
