"""The suite's releases and loaders (schema/seabi.yaml `loaders:`,
`seabi_loader:`, `releases:`): which TensorFlow cores exist, what each
TF_Version() says, and what each core's loader looks up in a plugin, in
which order, which entry points it refuses a plugin without, and what a
failing module does.

A loader is data the host obeys with one code path (host_profiles.h renders
each profile's steps; examples/host/host_modules.c reads them): nothing here
or there is per release code. This module only reads and checks the data;
profiles.py picks each profile's row.
"""
from dataclasses import dataclass, field
from typing import List, Optional

from . import yamlsrc
from .signatures import release_key

# Every entry point a TensorFlow core may look up (each loader lists some of
# them, each once, in its own init order: tensorflow-e2 initialises the graph
# module before the kernel module, tensorflow-e3 after it).
ENTRY_POINTS = ("SE_InitPlugin", "TFNPD_InitPlugin", "GetPjrtApi", "TF_InitKernel", "TF_InitGraph",
                "TF_InitProfiler")
MISSING = ("absent", "refused", "refused_unless")
FAILING = ("stops", "logged")
CONFIDENCE = ("confirmed", "inferred", "not established")
RELEASE_FACTS = ("tf_version", "loader")


@dataclass
class Step:
    entry: str  # the entry point it looks up ("TF_InitKernel")
    missing: str  # MISSING: what a plugin without it gets
    failing: str  # FAILING: what an error in its lookup or init does
    unless: str = ""  # refused_unless: the entry point whose presence makes this one optional

    @property
    def mandatory(self):
        return self.missing != "absent"


@dataclass
class Loader:
    name: str
    confidence: str
    doc: str
    steps: List[Step]


@dataclass
class Release:
    """One TensorFlow core that is not seabi's: a release, a master snapshot
    or an in-between layout's core."""
    core: str  # its profile's name ("tensorflow-2.8")
    kind: str  # "release", "master" or "in_between"
    release: Optional[tuple]  # (major, minor) of a release, else None
    tf_version: str
    loader: str
    confidence: dict = field(default_factory=dict)  # fact -> CONFIDENCE
    note: str = ""


@dataclass
class ReleaseData:
    loaders: List[Loader] = field(default_factory=list)
    seabi_loader: str = ""
    releases: List[Release] = field(default_factory=list)

    def loader(self, name):
        return next((x for x in self.loaders if x.name == name), None)

    def of_core(self, name):
        return next((r for r in self.releases if r.core == name), None)

    @property
    def tensorflow_releases(self):
        return [r for r in self.releases if r.kind == "release"]


KEYS = ("loaders", "seabi_loader", "releases")


def names(data):
    """The TensorFlow releases of `data`, oldest first, then "master" (a
    core built from TensorFlow's master branch comes after every release):
    the one list of releases the function surface's spans name."""
    return [f"{r.release[0]}.{r.release[1]}" for r in data.tensorflow_releases] + ["master"]


def read(tree, err):
    """The ReleaseData of a manifest's mapping `tree` (empty when it has
    none); every fault goes to `err` (a Collector) with its line."""
    data = ReleaseData()
    if not any(k in tree for k in KEYS):
        return data
    for i, node in enumerate(_seq(tree, "loaders", err)):
        line = tree["loaders"].line_of(i)
        if not _shape(node, {"name", "confidence", "doc", "steps"}, set(), line, "loaders[]", err):
            continue
        steps = []
        for j, s in enumerate(node["steps"] if isinstance(node["steps"], list) else []):
            sline = node["steps"].line_of(j)
            if not _shape(s, {"entry", "missing", "failing"}, {"unless"}, sline, f"loader {node['name']}: steps[]", err):
                continue
            step = Step(str(s["entry"]), str(s["missing"]), str(s["failing"]), str(s.get("unless", "")))
            _one_of(step.entry, ENTRY_POINTS, sline, "entry", err)
            _one_of(step.missing, MISSING, sline, "missing", err)
            _one_of(step.failing, FAILING, sline, "failing", err)
            if (step.missing == "refused_unless") != bool(step.unless):
                err.add(sline, "bad-value", f"loader {node['name']}: `unless` goes with missing: refused_unless, and only there")
            elif step.unless and step.unless not in ENTRY_POINTS:
                err.add(sline, "bad-value", f"loader {node['name']}: unless: '{step.unless}' is no entry point")
            steps.append(step)
        entries = [s.entry for s in steps]
        if len(entries) != len(set(entries)):
            err.add(line, "duplicate-name", f"loader {node['name']}: an entry point is listed twice")
        _one_of(node["confidence"], CONFIDENCE, line, "confidence", err)
        if data.loader(node["name"]) is not None:
            err.add(line, "duplicate-name", f"loaders: '{node['name']}' twice")
        data.loaders.append(Loader(str(node["name"]), str(node["confidence"]), " ".join(str(node["doc"]).split()), steps))
    data.seabi_loader = str(tree.get("seabi_loader", ""))
    if data.loader(data.seabi_loader) is None:
        err.add(tree.line_of("seabi_loader"), "bad-value", f"seabi_loader: '{data.seabi_loader}' is none of `loaders`")
    previous = None
    for i, node in enumerate(_seq(tree, "releases", err)):
        line = tree["releases"].line_of(i)
        kinds = [k for k in ("release", "master", "in_between") if isinstance(node, dict) and k in node]
        if len(kinds) != 1:
            err.add(line, "bad-value", "releases[]: each names exactly one of release, master, in_between")
            continue
        kind = kinds[0]
        if not _shape(node, {kind, "tf_version", "loader", "confidence"}, {"note"}, line, "releases[]", err):
            continue
        key = release_key(str(node[kind])) if kind == "release" else None
        if kind == "release" and key is None:
            err.add(line, "malformed-version", f"releases[]: release '{node[kind]}' is not MAJOR.MINOR")
            continue
        if key is not None and previous is not None and key <= previous:
            err.add(line, "version-order", f"releases[]: {node[kind]} is not newer than the release before it")
        previous = key or previous
        core = f"tensorflow-{key[0]}.{key[1]}" if key else str(node[kind])
        if data.of_core(core) is not None:
            err.add(line, "duplicate-name", f"releases[]: '{core}' twice")
        if data.loader(str(node["loader"])) is None:
            err.add(line, "bad-value", f"releases[] {core}: loader '{node['loader']}' is none of `loaders`")
        confidence = node["confidence"] if isinstance(node["confidence"], dict) else {}
        for fact in RELEASE_FACTS:
            _one_of(confidence.get(fact), CONFIDENCE, line, f"{core}: confidence.{fact}", err)
        for fact in confidence:
            if fact not in RELEASE_FACTS:
                err.add(line, "unknown-key", f"releases[] {core}: confidence.{fact} (allowed: {', '.join(RELEASE_FACTS)})")
        data.releases.append(Release(core, kind, key, str(node["tf_version"]), str(node["loader"]),
                                     {k: str(v) for k, v in confidence.items()}, " ".join(str(node.get("note", "")).split())))
    return data


def _seq(tree, key, err):
    items = tree.get(key)
    if not isinstance(items, yamlsrc.Seq) or not items:
        err.add(tree.line_of(key), "missing-key", f"suite: `{key}` must list at least one item")
        return []
    return items


def _shape(node, required, optional, line, what, err):
    if not isinstance(node, dict):
        err.add(line, "bad-value", f"{what}: must be a mapping")
        return False
    ok = True
    for k in required - set(node):
        err.add(line, "missing-key", f"{what}: `{k}` is missing")
        ok = False
    for k in set(node) - required - optional:
        err.add(line, "unknown-key", f"{what}: unknown key '{k}' (allowed: {', '.join(sorted(required | optional))})")
        ok = False
    return ok


def _one_of(value, allowed, line, what, err):
    if value not in allowed:
        err.add(line, "bad-value", f"{what}: '{value}' is none of {', '.join(allowed)}")


def cross_check(data, apis):
    """What the releases say against the schemas' layouts: every release an
    edition starts in is listed (else its layout change has no profile),
    every master snapshot and in-between core named is one of theirs.
    Returns messages ([] when all is well; nothing to check without data)."""
    if not data.releases:
        return []
    out = []
    listed = {r.release for r in data.tensorflow_releases}
    for api in apis:
        for e in api.editions:
            key = release_key(e.first_release) if e.first_release else None
            if e.first_release and key not in listed:
                out.append(f"releases: {api.info.name}'s edition {e.name} starts in {e.first_release}, "
                           "which `releases` does not list")
            if e.first_release is None and data.of_core(e.name) is None:
                out.append(f"releases: master-only edition {e.name} ({api.info.name}) is not listed as a `master`")
    masters = {e.name for a in apis for e in a.editions if e.first_release is None}
    between = {b.name for a in apis for b in a.in_between if b.lineage == "tensorflow"}
    for r in data.releases:
        if r.kind == "master" and r.core not in masters:
            out.append(f"releases: master {r.core} is no master-only edition of any API")
        if r.kind == "in_between" and r.core not in between:
            out.append(f"releases: in_between {r.core} is no TensorFlow in-between layout of any API")
    return out
