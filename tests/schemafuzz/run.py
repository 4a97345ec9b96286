#!/usr/bin/env python3
"""Differential test of the schema checker (issue 26, item 4).

Each trial draws a random edit of a copy of schema/se_api.yaml from a seed
(edits.py), asks the checker for its verdict exactly as `make gen` gives it
(`seabigen gen --root` on a tree holding the committed frozen records), and
judges that verdict with an independent oracle (oracle.py): gcc compiles
every header of the edited schema (`make header AT=` every version and
every TensorFlow edition; for the newest version and the drop-in edition,
the two `make gen` itself wrote) on LP64 and i386, and the layouts are read
back from DWARF, never from the generator's own layout code. A trial fails
when

  * the checker accepts an edit that changes a released seabi version's
    header (a false accept: its structs, member names, types, offsets,
    sizes, enums, typedefs, size macros or alignments);
  * it accepts an edit that changes a TensorFlow edition's header, or the
    size of an edition or in-between layout in any header;
  * it accepts an edit whose headers do not all compile (C on LP64 and
    i386; C++ for make gen's two, or for all with --cxx all);
  * a refusal writes anything, or a message is not `FILE:LINE: rule-id:
    message`, or the checker crashes.

Refusals are counted by rule. With --classify-refusals a refusal whose
rules are all about types or layout is also rendered past the checker and
judged by the oracle: one that changes nothing is counted as conservative.
Trial K of seed S is the same edit everywhere: `--seed S --only K` replays
it. --jobs N runs trials in N processes. Prints one line per failure, a
summary, and `N passed, N failed[, N skipped]`.
"""
import argparse
import concurrent.futures
import contextlib
import io
import os
import random
import re
import shutil
import sys
import tempfile
import time
import traceback
from argparse import Namespace
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "generator"))
sys.path.insert(0, HERE)

from seabigen import checks, cli, schema as schema_reader  # noqa: E402  (the checker under test, `make header`)
import edits  # noqa: E402
import oracle  # noqa: E402

SCHEMA = os.path.join(ROOT, "schema", "se_api.yaml")
SCHEMA_REL = "schema/se_api.yaml"  # the copy's path, relative to a workspace (as `make gen` passes it)
RECORDS = os.path.join(ROOT, "schema", "released")
# Rules that judge types or layout: a refusal by these alone may be conservative.
LAYOUT_RULES = {"type-changed", "signature-changed", "alignment-changed", "layout-changed", "member-inserted",
                "member-reordered", "member-renamed", "member-removed", "edition-changed", "in-between-changed"}
# How a refusal of an edition's unacknowledged break (against its `after`) ends.
ACKNOWLEDGE = "if TensorFlow really shipped this, list it under the edition's `acknowledged`"
ERROR_LINE = re.compile(r"^(.+?):(\d+): ([a-z0-9]+(?:-[a-z0-9]+)+): \S")
# `make gen`'s two headers and the layout each one is (the README: the newest
# version, and the newest edition that shipped in a TensorFlow release).
GEN_HEADERS = ("se_api.h", "se_api_tensorflow.h")


def use_schema(path):
    """Fuzz the API schema at `path` (relative to the repository): its copy's
    path and the two headers `make gen` writes for it follow."""
    global SCHEMA, SCHEMA_REL, GEN_HEADERS
    SCHEMA = os.path.join(ROOT, path)
    SCHEMA_REL = os.path.join("schema", os.path.basename(path))
    with open(SCHEMA, encoding="utf-8") as f:
        header = yaml.safe_load(f)["api"]["header"]
    GEN_HEADERS = (header, header[:-len(".h")] + "_tensorflow.h")


def snapshot(root):
    """{path: (size, mtime in ns, inode)} of every file under root, and every folder: any
    write shows (a rewrite through a temporary file and a rename, the writer's way, changes
    the inode)."""
    out = {}
    for d, dirs, files in os.walk(root):
        for name in dirs:
            out[os.path.relpath(os.path.join(d, name), root) + "/"] = None
        for f in files:
            st = os.stat(os.path.join(d, f))
            out[os.path.relpath(os.path.join(d, f), root)] = (st.st_size, st.st_mtime_ns, st.st_ino)
    return out


def label_suffix(name):
    """How a header names a layout in its size macros (SP_X_STRUCT_SIZE_<LABEL>, docs/api.md)."""
    return "_" + re.sub(r"[^A-Za-z0-9]", "_", name).upper()


def gen_layouts(data):
    """{make gen header: the version or edition it is}, from the schema data."""
    out = {GEN_HEADERS[0]: data["versions"][-1]["version"]}
    released = [e["name"] for e in data.get("editions", []) if "first_release" in e]
    if released:
        out[GEN_HEADERS[1]] = released[-1]
    return out


class Workspace:
    """Fixed paths reused by every trial of a process, so that a header an edit
    does not change is byte-identical to the last one (the oracle's cache)."""

    def __init__(self, base):
        self.base = base
        self.schema = os.path.join(base, SCHEMA_REL)
        self.root = os.path.join(base, "root")
        self.hdr = os.path.join(base, "hdr")
        self.dirty = True  # root not (or no longer) the committed records alone
        os.makedirs(os.path.dirname(self.schema), exist_ok=True)

    def reset(self, text):
        """The edited schema, and a tree holding exactly the committed records (rebuilt
        only after a trial wrote into it: a refusal must have left it as it was)."""
        if self.dirty:
            shutil.rmtree(self.root, ignore_errors=True)
            shutil.rmtree(self.hdr, ignore_errors=True)
            shutil.copytree(RECORDS, os.path.join(self.root, "schema", "released"))
            self.dirty = False
        with open(self.schema, "w", encoding="utf-8") as f:
            f.write(text)

    def cli(self, argv, api=None):
        """Runs the generator's command line (or, with `api`, cmd_header on it) from the workspace."""
        out, err = io.StringIO(), io.StringIO()
        cwd = os.getcwd()
        os.chdir(self.base)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                try:
                    rc = cli.main(argv) if api is None else cli.cmd_header(argv, api)
                except SystemExit as e:
                    rc = e.code
                except Exception:  # noqa: BLE001  (a crash of the checker is a finding)
                    traceback.print_exc(file=err)
                    rc = "crash"
        finally:
            os.chdir(cwd)
        return rc, out.getvalue(), err.getvalue()

    def gen(self):
        self.dirty = True  # until the trial shows that it wrote nothing
        return self.cli(["gen", "--schema", SCHEMA_REL, "--root", self.root])

    def headers(self, data, api=None):
        """{layout name: header path}: `make header AT=name` for every version and
        edition, except the two `make gen` wrote (the same text but its banner).
        With `api` (a refused schema) the gen pair is rendered too."""
        if api is None:
            api = cli.load(self.schema)
        by_gen = {} if not os.path.isdir(os.path.join(self.root, "include")) else \
            {name: os.path.join(self.root, "include", h) for h, name in gen_layouts(data).items()}
        out = {}
        for name in [str(v) for v in api.versions] + [e.name for e in api.editions]:
            if name in by_gen:
                out[name] = by_gen[name]
                continue
            path = os.path.join(self.hdr, name, GEN_HEADERS[0])
            rc, _, err = self.cli(Namespace(at=name, out=path, schema=[SCHEMA_REL]), api=api)
            if rc != 0:
                raise RuntimeError(f"make header AT={name} failed ({rc}): {err[-800:]}")
            out[name] = path
        return out


class Baseline:
    """The unedited schema's headers as the oracle sees them, and what may change in each."""

    def __init__(self, ws, orc, data):
        with open(SCHEMA, encoding="utf-8") as f:
            ws.reset(f.read())
        rc, _, err = ws.gen()
        if rc != 0:
            raise SystemExit(f"the unedited schema is refused:\n{err}")
        self.status = {v["version"]: v["status"] for v in data["versions"]}
        self.dev = [v for v, s in self.status.items() if s == "development"]
        self.editions = [e["name"] for e in data.get("editions", [])]
        self.labels = [label_suffix(n) for n in self.editions + [b["name"] for b in data.get("in_between", [])]]
        self.models = {}
        for name, path in ws.headers(data).items():
            for abi in orc.abis:
                self.models[(name, abi)] = orc.model(path, abi)

    def kind(self, name):
        if name in self.editions:
            return "edition"
        return "released" if self.status.get(name) == "released" else "development"

    def free_macros(self, model):
        """The version in development's own size macros: not a released version's, not a layout's."""
        free = set()
        for key in model["constants"]:
            if not key.startswith("se_oracle__"):
                continue
            macro = key[len("se_oracle__"):]
            if re.search(r"_V\d+_\d+_\d+$", macro):
                if any(macro.endswith("_V" + v.replace(".", "_")) for v in self.dev):
                    free.add(macro)
            elif not any(macro.endswith(label) for label in self.labels):
                free.add(macro)
        return free

    def judge(self, name, abi, model):
        """[(category, words)] of what the edit changed in this header that it may not."""
        old = self.models.get((name, abi))
        if old is None:
            return []  # a version or edition the edit added: it only has to compile
        kind = self.kind(name)
        if kind == "development":
            # Its own structs may change; the sizes it gives other layouts may not.
            sizes = {k: v for k, v in old["constants"].items() if k.startswith("se_oracle__")}
            found = oracle.differences({"structs": {}, "enums": {}, "typedefs": {}, "constants": sizes},
                                       dict(model, structs={}, enums={}, typedefs={}), self.free_macros(old))
        else:
            found = oracle.differences(old, model)
        return [("edition" if kind == "edition" or any(label in w for label in self.labels) else "released",
                 f"{name} {abi}: {w}") for w in found]


def oracle_verdict(ws, orc, base, data, api=None, cxx="gen"):
    """(compile errors, [(category, words)] of forbidden changes) for the workspace's schema."""
    errors, changes = [], []
    gen_paths = set()
    for name, path in ws.headers(data, api).items():
        if path.startswith(ws.root):
            gen_paths.add(path)
        for abi in orc.abis:
            try:
                model = orc.model(path, abi)
            except oracle.CompileError as e:
                errors.append(str(e))
                continue
            changes += base.judge(name, abi, model)
        if cxx == "all" or path in gen_paths:
            for abi in orc.abis if cxx == "all" else ("lp64",):
                try:
                    orc.compiles_as_cxx(path, abi)
                except oracle.CompileError as e:
                    errors.append(str(e))
    return errors, changes


def check_refusal(ws, out, err, before):
    """What is wrong with a refusal: its messages, or anything it wrote."""
    problems = []
    lines = err.rstrip("\n").splitlines()
    if not lines or not lines[-1].endswith("nothing was written"):
        problems.append("the refusal does not end with 'nothing was written'")
    for line in lines[:-1]:
        m = ERROR_LINE.match(line)
        if not m or m.group(1) != SCHEMA_REL or int(m.group(2)) <= 0:
            problems.append(f"not FILE:LINE: rule-id: message: {line[:200]}")
    if out:
        problems.append(f"a refusal printed on stdout: {out[:200]}")
    if snapshot(ws.root) != before:
        problems.append("a refusal changed files under --root")
    return problems


_DUMPED = {}  # repr of a top-level section or list item -> its YAML text


def dump(data):
    """The schema data as YAML text. An edit changes one or two items, so each
    top-level section, and each item of a list, is dumped once and reused."""
    def text(value):
        key = repr(value)
        if key not in _DUMPED:
            _DUMPED[key] = yaml.dump(value, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), sort_keys=False,
                                     width=1 << 16, allow_unicode=True)
        return _DUMPED[key]
    parts = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            parts.append(f"{key}:\n" + "".join(text([item]) for item in value))
        else:
            parts.append(text({key: value}))
    return "".join(parts)


def run_trials(job):
    """Runs trials `job["trials"]` in this process; returns their findings (picklable)."""
    work = tempfile.mkdtemp(prefix="schemafuzz-")
    try:
        return Trials(job["args"], work).run(job["trials"])
    finally:
        shutil.rmtree(work, ignore_errors=True)


class Trials:
    """One process's trials: a workspace, an oracle with its cache, the baseline, the findings."""

    def __init__(self, args, work):
        self.args = args
        use_schema(args.schema)
        with open(SCHEMA, encoding="utf-8") as f:
            self.data = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        self.orc = oracle.Oracle(os.path.join(work, "oracle"))
        self.ws = Workspace(work)
        self.base = Baseline(self.ws, self.orc, self.data)
        self.res = {"counts": Counter(), "kinds": {}, "rules": Counter(), "failures": [], "conservative": [],
                    "abis": self.orc.abis, "why_no_i386": self.orc.why_no_i386, "lines": []}
        self.counts = self.res["counts"]

    def self_check(self):
        """The oracle can fail: two released versions' headers differ to it, and a
        header that does not compile is caught (two checks of every run)."""
        # The schema's first and last versions differ to it exactly when members were appended between them.
        first, last = self.data["versions"][0]["version"], self.data["versions"][-1]["version"]
        old, new = (self.base.models[(v, "lp64")] for v in (first, last))
        seen = oracle.differences(old, new)
        grew = any(str(f.get("since", s["since"])) != str(first) or str(s["since"]) != str(first)
                   for s in self.data["structs"] for f in s["fields"])
        broken = os.path.join(self.ws.base, "self-check", GEN_HEADERS[0])
        os.makedirs(os.path.dirname(broken), exist_ok=True)
        with open(broken, "w", encoding="utf-8") as f:
            f.write("struct oracle_self_check { int x; };\nstruct oracle_self_check { int x; };\n")
        try:
            self.orc.model(broken, "lp64")
            caught = False
        except oracle.CompileError:
            caught = True
        return [(bool(seen) == grew, f"oracle self-check: {first} and {last} differ to it exactly when "
                 f"the schema appended members between them ({len(seen)} differences)"),
                (caught, "oracle self-check: a header that does not compile is caught")]

    def run(self, trials):
        self.res["self_checks"] = self.self_check()
        for k in trials:
            failures = len(self.res["failures"])
            self.trial(k)
            if len(self.res["failures"]) > failures:
                self.counts["failed trials"] += 1
        self.counts["compiler runs"] = self.orc.compiles
        return self.res

    def fail(self, tag, words):
        self.res["failures"].append(f"{tag}: {words}")

    def trial(self, k):
        args = self.args
        rng = random.Random(f"{args.seed}:{k}")
        edited, what = edits.draw(self.data, rng, profile=args.profile)
        self.ws.reset(dump(edited))
        before = snapshot(self.ws.root)
        rc, out, err = self.ws.gen()
        tag = f"trial {k} (--seed {args.seed} --profile {args.profile} --only {k}): {what}"
        row = self.res["kinds"].setdefault(what.split(":")[0], Counter())
        if rc not in (0, 1):
            self.counts["crashes"] += 1
            self.fail(tag, f"the checker crashed (exit {rc}):\n{err[-1500:]}")
        elif rc == 1:
            row["refused"] += 1
            self.refused(tag, out, err, before, edited)
        else:
            row["accepted"] += 1
            self.accepted(tag, edited)

    def refused(self, tag, out, err, before, edited):
        self.counts["refused"] += 1
        found = sorted({m.group(3) for m in map(ERROR_LINE.match, err.splitlines()) if m})
        self.res["rules"].update(found)
        problems = check_refusal(self.ws, out, err, before)
        self.ws.dirty = bool(problems)
        if self.args.verbose:
            self.res["lines"].append(f"refused  {tag}: {', '.join(found)}")
        if problems:
            self.counts["bad refusals"] += 1
            self.fail(tag, "; ".join(problems))
        elif self.args.classify_refusals and found and set(found) <= LAYOUT_RULES:
            self.classify(tag, err, found, edited)

    def classify(self, tag, err, found, edited):
        """Judges a refusal by type/layout rules with the oracle: conservative when nothing changes."""
        if all(ACKNOWLEDGE in line for line in err.splitlines()[:-1]):
            # An edition's own break that it no longer acknowledges: refused by design.
            self.counts["unacknowledged edition breaks"] += 1
            return
        self.counts["classified"] += 1
        try:
            api = schema_reader.read(self.ws.schema)
            checks.check_own(api)  # what every later stage (and a header) needs; it passed
            errors, changes = oracle_verdict(self.ws, self.orc, self.base, edited, api=api, cxx=self.args.cxx)
        except Exception as e:  # noqa: BLE001  (a schema the generator cannot render past the checker)
            errors, changes = [f"cannot render: {e}"], []
        if not errors and not changes:
            self.counts["conservative"] += 1
            self.res["conservative"].append(f"{tag}: refused as {', '.join(found)}; the oracle sees no change "
                                            "and every header compiles")

    def accepted(self, tag, edited):
        self.counts["accepted"] += 1
        try:
            errors, changes = oracle_verdict(self.ws, self.orc, self.base, edited, cxx=self.args.cxx)
        except Exception as e:  # noqa: BLE001
            errors, changes = [f"rendering the accepted schema's headers failed: {e}"], []
        if errors:
            self.counts["do not compile"] += 1
            self.fail(tag, f"accepted, but a header does not compile: {errors[0]}")
        released = [w for c, w in changes if c == "released"]
        edition = [w for c, w in changes if c == "edition"]
        if released:
            self.counts["false accepts"] += 1
            self.fail(tag, f"accepted, but it changes a released version: {'; '.join(released[:3])}")
        if edition:
            self.counts["change an edition"] += 1
            self.fail(tag, f"accepted, but it changes an edition or in-between layout: {'; '.join(edition[:3])}")
        if self.args.verbose:
            self.res["lines"].append(f"accepted {tag}" + ("  <-- FAIL" if errors or changes else ""))


def merge(results):
    total = {"counts": Counter(), "kinds": {}, "rules": Counter(), "failures": [], "conservative": [], "lines": [],
             "self_checks": results[0]["self_checks"]}
    for r in results:
        total["counts"].update(r["counts"])
        total["rules"].update(r["rules"])
        for key in ("failures", "conservative", "lines"):
            total[key] += r[key]
        for kind, row in r["kinds"].items():
            total["kinds"].setdefault(kind, Counter()).update(row)
        total["abis"], total["why_no_i386"] = r["abis"], r["why_no_i386"]
    return total


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=200)
    p.add_argument("--schema", default="schema/se_api.yaml", help="the API schema to fuzz (relative to the repository)")
    p.add_argument("--seed", type=int, default=26)
    p.add_argument("--first", type=int, default=0, help="number of the first trial")
    p.add_argument("--only", type=int, help="run trial ONLY alone (a replay)")
    p.add_argument("--profile", choices=sorted(edits.PROFILES), default="natural",
                   help="the mix of edit kinds (edits.PROFILES)")
    p.add_argument("--jobs", type=int, default=1, help="trials run in this many processes")
    p.add_argument("--classify-refusals", action="store_true",
                   help="judge refusals by type/layout rules with the oracle too (conservative refusals)")
    p.add_argument("--cxx", choices=("all", "gen"), default="gen",
                   help="compile every header as C++ on every ABI (all), or make gen's two on LP64 (gen)")
    p.add_argument("--verbose", action="store_true", help="one line per trial")
    args = p.parse_args()

    started = time.time()
    trials = [args.only] if args.only is not None else list(range(args.first, args.first + args.trials))
    jobs = max(1, min(args.jobs, len(trials)))
    chunks = [{"args": args, "trials": trials[i::jobs]} for i in range(jobs)]
    print(f"schema differential test: seed {args.seed}, profile {args.profile}, trials {trials[0]}..{trials[-1]}, "
          f"{jobs} process(es)")
    sys.stdout.flush()
    if jobs == 1:
        results = [run_trials(chunks[0])]
    else:
        with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(run_trials, chunks))
    r = merge(results)
    counts = r["counts"]
    abis = "LP64 and i386" if len(r["abis"]) == 2 else f"LP64 only ({r['why_no_i386']})"
    for line in r["lines"]:
        print(line)
    for f in r["failures"]:
        print("FAIL " + f)
    for c in r["conservative"]:
        print("CONSERVATIVE " + c)
    n = len(trials)
    print(f"\n{n} trials: {counts['accepted']} accepted, {counts['refused']} refused, {counts['crashes']} crashes; "
          f"oracle: gcc + DWARF on {abis}, {counts['compiler runs']} compiler runs")
    print("| edit kind | accepted | refused |")
    print("|---|---|---|")
    for kind in sorted(r["kinds"]):
        print(f"| {kind} | {r['kinds'][kind]['accepted']} | {r['kinds'][kind]['refused']} |")
    print("refusals by rule (each refusal once per rule it names): "
          + ", ".join(f"{rule} {c}" for rule, c in r["rules"].most_common()))
    print(f"false accepts (a released version changed): {counts['false accepts']}")
    print(f"accepted edits that change an edition or in-between layout: {counts['change an edition']}")
    print(f"accepted edits whose headers do not compile: {counts['do not compile']}")
    print(f"refusals that wrote a file or broke the message format: {counts['bad refusals']}")
    if args.classify_refusals:
        print(f"conservative refusals (refused by type/layout rules; the oracle sees no change): "
              f"{counts['conservative']} of {counts['classified']} classified (besides "
              f"{counts['unacknowledged edition breaks']} refusals of an edition's break it no longer acknowledges)")
    print(f"wall {time.time() - started:.1f} s")
    for ok, words in r["self_checks"]:
        print(("PASS " if ok else "FAIL ") + words)
    bad_checks = sum(not ok for ok, _ in r["self_checks"])
    failed = counts["failed trials"] + bad_checks
    passed = max(0, n - counts["failed trials"]) + len(r["self_checks"]) - bad_checks
    skipped = 0 if len(r["abis"]) == 2 else 1
    if skipped:
        print(f"SKIP the i386 half of every trial: {r['why_no_i386']}")
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
