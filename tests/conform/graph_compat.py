"""Where a TensorFlow-way graph plugin of each edition must fail, derived
from the layouts, against what `seabi conform --all-cores` found.

  graph_compat.py FACTS REPORT EDITION

FACTS: graph_layout_facts of every edition, then graph_core_facts (with each
edition's configs size as an argument). REPORT: the --all-cores JSON of the
plugin built against EDITION's header (tests/conform/tf_graph_plugin.inc.c).
Prints one line per core, "ok" or "MISMATCH", and exits 1 on a mismatch.

The prediction, per core (never from a run):
  - no graph module in the core: no graph case fails (the module is absent
    there, G02 SKIP);
  - optimize_func: the plugin's signature against the one the core calls.
    Five arguments in a four-argument core: it takes the output buffer for
    the item, the status for its output buffer and whatever the caller's
    register holds for its status (X01); then either it writes its output
    over the status (its calls fail, G06) or, having read that fifth
    argument as an error, returns before writing anything (OK never set,
    the output empty: G08), which the layouts cannot say: one of the two.
    Four in a five-argument core: it writes its output into the item (G07),
    leaves the real output empty (G08), and sets the output buffer as a
    status (X01);
  - the loader (schema/seabi.yaml `loaders:`, `releases:`): the plugin
    exports TF_InitGraph and TF_InitKernel, no SE_InitPlugin; a core whose
    loader requires an entry point it lacks refuses it (R01);
  - configs: a TensorFlow core reads its own layout whatever struct_size
    says (a core newer than the header: the newest edition's, followed by
    members the header does not know); a seabi core reads by the struct_size
    the plugin set. A toggle the plugin set read at another offset, or not
    at all: G05. A struct_size above the size the core handed over: R09.
    A toggle written past the core's object: R08.
  - functions (issue 34): a core that does not give the plugin a TF_
    function it imports strongly (the export data, "export" lines of
    tests/loader's exports_dump in FACTS: exported from the framework
    library, or from one the plugin names DT_NEEDED) refuses it before
    anything runs: R00 alone fails, and nothing else is judged.
"""
import json
import os
import sys

import yaml

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
ENTRY_POINTS = {"TF_InitGraph", "TF_InitKernel"}  # what tf_graph_plugin.inc.c exports


def loader_steps(core):
    """`core`'s loader steps (schema/seabi.yaml)."""
    suite = yaml.safe_load(open(os.path.join(ROOT, "schema", "seabi.yaml")))
    named = {("tensorflow-" + str(r["release"])) if "release" in r else r.get("master") or r.get("in_between"):
             r["loader"] for r in suite["releases"]}
    newest = [r for r in suite["releases"] if "release" in r or "master" in r][-1]["loader"]
    name = named.get(core) or (newest if core == "tensorflow-next" else suite["seabi_loader"])
    return next(x for x in suite["loaders"] if x["name"] == name)["steps"]


def refused_by_loader(core):
    """Whether `core`'s loader refuses a plugin exporting ENTRY_POINTS."""
    return any(s["missing"] != "absent" and s["entry"] not in ENTRY_POINTS and s.get("unless") not in ENTRY_POINTS
               for s in loader_steps(core))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "loader"))
import exports_data  # noqa: E402  (tests/loader/exports_data.py: the function dimension's rule)

HARD = ("REQUIRED", "EXPECTED")
EITHER = "G06|G08"  # one of the two, whichever the plugin's code leads to


def facts(path):
    layouts, cores, seabi = {}, {}, {}
    for line in open(path):
        w = line.split()
        if w[0] == "layout":
            d = layouts.setdefault(w[1], {"offset": {}})
            if w[2] == "offset":
                d["offset"][w[3]] = int(w[4])
            else:
                d[w[2]] = int(w[3])
        elif w[0] == "core":
            cores.setdefault(w[1], {})[w[2]] = w[3]
        elif w[0] == "seabi-reads":
            seabi.setdefault(int(w[1]), {})[w[2]] = int(w[3])
        else:
            EXPORTS.add_line(line)
    return layouts, cores, seabi


EXPORTS = exports_data.Exports()


def predict(edition, core, layouts, seabi):
    """The REQUIRED/EXPECTED cases that must fail in `core`."""
    if core["graph"] == "0":
        return set()
    plugin = layouts[edition]
    fails = set()
    core_item = core["item"] == "1"
    if plugin["item"] and not core_item:
        fails |= {"X01", EITHER}
    elif not plugin["item"] and core_item:
        fails |= {"X01", "G07", "G08"}
    if core["lineage"] == "seabi":
        reads = seabi[plugin["configs-size"]]
    else:
        layout = core["layout"]
        if layout.endswith("-next"):
            layout = list(layouts)[-1]  # editions come oldest first
        reads = layouts[layout]["offset"]
    if any(reads.get(t, -1) != at for t, at in plugin["offset"].items()):
        fails.add("G05")
    if plugin["configs-size"] > int(core["configs-size"]):
        fails.add("R09")
    if max(at + 4 for at in plugin["offset"].values()) > int(core["configs-object"]):
        fails.add("R08")
    return fails


def main():
    layouts, cores, seabi = facts(sys.argv[1])
    report = json.load(open(sys.argv[2]))
    edition = sys.argv[3]
    bad = 0
    seen = set()
    for row in report["cores"]:
        name = row["core"]
        seen.add(name)
        cases = row["run"]["cases"]
        got = {c["id"] for c in cases if c["verdict"] == "FAIL" and c["grade"] in HARD}
        got |= {c["id"] + " NOT_RUN" for c in cases if c["verdict"] == "NOT_RUN"}
        want = predict(edition, cores[name], layouts, seabi)
        # No export data given: the function dimension is not judged here.
        no_load = name in EXPORTS.by_core and bool(EXPORTS.unresolved(name, row["run"]["imports"]))
        if no_load:
            want = {"R00"}
        elif refused_by_loader(name):
            # Refused: the modules this loader would initialise are never
            # reached, so their cases cannot run (the kernel module's, where
            # the loader has one: the plugin exports TF_InitKernel).
            want = want | {"R01"}
            if any(s["entry"] == "TF_InitKernel" for s in loader_steps(name)):
                want |= {c["id"] + " NOT_RUN" for c in cases if c["id"].startswith("K")}
        ok = got == want
        if EITHER in want:
            ok = got - {"G06", "G08"} == want - {EITHER} and len(got & {"G06", "G08"}) == 1
        if cores[name]["graph"] == "0" and not no_load:
            g02 = next((c["verdict"] for c in cases if c["id"] == "G02"), "MISSING")
            ok = ok and g02 == "SKIP"
        bad += not ok
        print(f"{'ok' if ok else 'MISMATCH'} {edition} in {name}: predicted {' '.join(sorted(want)) or 'none'}, "
              f"failed {' '.join(sorted(got)) or 'none'}")
    missing = set(cores) - seen
    if missing:
        print("MISMATCH no row for " + " ".join(sorted(missing)))
        bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
