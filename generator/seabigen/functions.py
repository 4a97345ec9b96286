"""The function surface: the TensorFlow C functions a plugin may import.

One file (schema/tf_functions.yaml, named by the suite manifest's
`functions:`, or given inline there) lists every function, grouped as the
reference notes group them, each with its header, its signature where the
file records one, and the spans of releases that export it from which
library. A function a suite schema already declares (`declared_by`) takes
its signature from there: one signature, one place.

`read` checks the file's shape and its own meaning; `check` what it shares
with the suite's schemas (every core function of a schema listed, none
listed with a second signature, every in-between layout given an export
set). Both report `FILE:LINE: rule: message`. What a core exports at a
release is exports.py's; the renderers are surface_outputs.py's.
"""
import os
import re
from dataclasses import dataclass, field
from typing import List, Optional

from . import releases as tf_releases, signatures, yamlsrc
from .errors import Collector, SchemaError, SchemaErrors

FORMAT = 1
CONFIDENCE = ("confirmed", "inferred", "not established")
MASTER = "master"
# A parameter or return type: words, `*` and `const`, or a function pointer
# `R (*)(params)`; no arrays, no names inside but a function pointer's parameters.
_TYPE = re.compile(r"^[A-Za-z_][A-Za-z0-9_ ]*[ *]*$")
_FN_POINTER = re.compile(r"^[A-Za-z_][A-Za-z0-9_ *]*\(\*\)\((.*)\)$")
_IDENT = re.compile(r"^TF_[A-Za-z0-9_]+$")


@dataclass
class Library:
    name: str
    soname: str
    doc: str
    bit: int  # the host's HOST_TF_LIB_* mask bit
    # Present in every core, exporting something or not, so a plugin's
    # DT_NEEDED on it is always met (every TensorFlow wheel ships it).
    in_every_core: bool = False


@dataclass
class Span:
    libraries: List[str]
    since: str  # a release of `releases`
    until: Optional[str]  # the first release without it (exclusive), or None
    confidence: str
    note: str = ""


@dataclass
class Signature:
    returns: str
    params: List[tuple]  # (name, type)
    since: Optional[str] = None  # for an in-place variant: the first release calling it so
    variant: str = ""
    confidence: str = ""


@dataclass
class Function:
    name: str
    group: str
    header: str
    spans: List[Span]
    signatures: List[Signature]  # [] unknown; one; or the in-place variants, oldest first
    declared_by: Optional[str]
    seabi_always: bool
    doc: str
    line: int

    @property
    def signature(self):
        """The newest signature, or None when the file records none."""
        return self.signatures[-1] if self.signatures else None


@dataclass
class Surface:
    path: str
    libraries: List[Library]
    releases: List[str]
    functions: List[Function]
    in_between: dict  # core name -> {"groups": [...]} or {"like": release}, plus "note"
    groups: List[str] = field(default_factory=list)
    in_between_lines: dict = field(default_factory=dict)
    groups_line: int = 1  # where `groups:` is, for what the file leaves out
    group_spans: dict = field(default_factory=dict)  # group name -> its spans (a function may give its own)
    group_docs: dict = field(default_factory=dict)

    def function(self, name):
        return next((f for f in self.functions if f.name == name), None)


def release_key(release, releases):
    """A release's place in time: its (major, minor) as signatures.release_key
    reads it; `master` after every numbered one."""
    return (10 ** 6, 0) if release == MASTER else signatures.release_key(release)


class _Reader:
    def __init__(self, path):
        self.err = Collector(path)
        self.path = path

    def keys(self, m, where, required, optional):
        if not isinstance(m, yamlsrc.Map):
            self.err.add(getattr(m, "line", 1) or 1, "bad-value", f"{where} must be a mapping")
            return False
        for k in m:
            if k not in required and k not in optional:
                self.err.add(m.line_of(k), "unknown-key",
                             f"{where}: unknown key '{k}' (allowed: {', '.join(sorted(required + optional))})")
        ok = True
        for k in required:
            if k not in m:
                self.err.add(m.line, "missing-key", f"{where}: missing key '{k}'")
                ok = False
        return ok

    def text(self, m, key, where, default=None):
        v = m.get(key, default)
        if v is not None and not isinstance(v, str):
            self.err.add(m.line_of(key), "bad-value", f"{where}.{key} must be a string")
            return default
        return v

    def release(self, m, key, where, releases):
        v = m.get(key)
        if v is None:
            return None
        if not isinstance(v, str) or v not in releases:
            self.err.add(m.line_of(key), "function-unknown-release",
                         f"{where}.{key}: '{v}' is not one of `releases` ({', '.join(releases)})")
            return None
        return v

    def spans(self, seq, where, releases, libraries):
        out = []
        if not isinstance(seq, yamlsrc.Seq) or not seq:
            self.err.add(getattr(seq, "line", 1) or 1, "bad-value", f"{where}.exports must list at least one span")
            return out
        for i, s in enumerate(seq):
            w = f"{where}.exports[{i}]"
            if not self.keys(s, w, ["libraries", "from", "confidence"], ["until", "note"]):
                continue
            libs = s.get("libraries")
            if not isinstance(libs, yamlsrc.Seq) or not libs:
                self.err.add(s.line_of("libraries"), "bad-value", f"{w}.libraries must list libraries")
                libs = []
            for lib in libs:
                if lib not in libraries:
                    self.err.add(s.line_of("libraries"), "function-unknown-library",
                                 f"{w}: '{lib}' is not one of `libraries` ({', '.join(libraries)})")
            since = self.release(s, "from", w, releases)
            until = self.release(s, "until", w, releases)
            if since is not None and until is not None and \
                    release_key(until, releases) <= release_key(since, releases):
                self.err.add(s.line_of("until"), "function-bad-span",
                             f"{w}: until {until} is not after from {since}: the span holds no release")
            conf = s.get("confidence")
            if conf not in CONFIDENCE:
                self.err.add(s.line_of("confidence"), "bad-value", f"{w}.confidence must be one of {', '.join(CONFIDENCE)}")
            if since is not None:
                out.append(Span([str(x) for x in libs], since, until, conf, self.text(s, "note", w, "")))
        return out

    def params(self, m, where):
        seq = m.get("params")
        out = []
        if not isinstance(seq, yamlsrc.Seq):
            self.err.add(m.line_of("params"), "bad-value", f"{where}.params must be a list of `name: type`")
            return out
        for i, p in enumerate(seq):
            if not isinstance(p, yamlsrc.Map) or len(p) != 1:
                self.err.add(seq.line_of(i), "bad-value", f"{where}.params[{i}] must be one `name: type`")
                continue
            (name, ctype), = p.items()
            if not isinstance(ctype, str) or not valid_type(ctype):
                self.err.add(seq.line_of(i), "function-bad-type",
                             f"{where}: parameter {name}'s type {ctype!r} is not a C type this file can spell")
                continue
            out.append((str(name), ctype))
        return out

    def signature(self, m, where, releases):
        returns = m.get("returns")
        if not isinstance(returns, str) or not valid_type(returns) or "(*)" in returns:
            self.err.add(m.line_of("returns"), "function-bad-type", f"{where}: return type {returns!r} is not a C type")
            returns = "void"
        return Signature(returns, self.params(m, where))


def valid_type(text):
    """True for a type this file can spell: `T`, `const T*`, `T**`, or `R (*)(P, ...)`."""
    text = text.strip()
    fp = _FN_POINTER.match(text)
    if fp:
        inner = fp.group(1).strip()
        return inner == "void" or all(_TYPE.match(re.sub(r"\s+[A-Za-z_][A-Za-z0-9_]*$", "", p.strip()) or "x")
                                      for p in inner.split(","))
    return bool(_TYPE.match(text))


def declaration(name, ctype):
    """`type name`, with the name inside a function pointer's `(*)`."""
    if "(*)" in ctype:
        return ctype.replace("(*)", f"(*{name})", 1)
    return f"{ctype} {name}"


def read(path, tree=None, suite_releases=None):
    """The surface in `path` (or the already loaded `tree`, an inline
    manifest entry); raises SchemaErrors naming the file, line and rule.
    `suite_releases`: the releases of the suite whose manifest names the
    surface (releases.names), oldest first. They are the one list of
    TensorFlow's releases, so the file then lists none of its own; a
    surface read alone (a fixture) lists them under `releases:`."""
    if tree is None:
        tree = yamlsrc.load(path)
    r = _Reader(path)
    err = r.err
    required = ["functions_format", "libraries", "groups"] + ([] if suite_releases else ["releases"])
    if not r.keys(tree, "functions", required, ["in_between", "releases"]):
        err.raise_if_any()
    if suite_releases and "releases" in tree:
        err.add(tree.line_of("releases"), "function-releases-twice",
                "releases: the suite manifest's `releases:` is the list of TensorFlow's releases; "
                "a surface it names lists none of its own")
        err.raise_if_any()
    if tree.get("functions_format") != FORMAT:
        err.add(tree.line_of("functions_format"), "schema-format",
                f"this generator reads functions_format {FORMAT}, the file says {tree.get('functions_format')!r}")
    libraries = []
    libs = tree.get("libraries")
    for i, lib in enumerate(libs if isinstance(libs, yamlsrc.Seq) else []):
        if r.keys(lib, f"libraries[{i}]", ["name", "soname", "doc"], ["in_every_core"]):
            every = lib.get("in_every_core", False)
            if not isinstance(every, bool):
                err.add(lib.line_of("in_every_core"), "bad-value", f"libraries[{i}].in_every_core must be true or false")
            libraries.append(Library(str(lib["name"]), str(lib["soname"]), str(lib["doc"]), 1 << len(libraries),
                                     every is True))
    lib_names = [x.name for x in libraries]
    releases = yamlsrc.Seq(suite_releases) if suite_releases else tree.get("releases")
    if not isinstance(releases, yamlsrc.Seq) or not releases or \
            not all(isinstance(x, str) and (x == MASTER or re.match(r"^\d+\.\d+$", x)) for x in releases):
        err.add(tree.line_of("releases"), "bad-value", "releases must list MAJOR.MINOR strings (and master), oldest first")
        err.raise_if_any()
    releases = [str(x) for x in releases]
    keys = [release_key(x, releases) for x in releases]
    if keys != sorted(set(keys)):
        err.add(tree.line_of("releases"), "version-order", "releases must be distinct and oldest first")
    functions, names, group_names, group_spans, group_docs = [], {}, [], {}, {}
    groups = tree.get("groups")
    for gi, g in enumerate(groups if isinstance(groups, yamlsrc.Seq) else []):
        gw = f"groups[{gi}]"
        if not r.keys(g, gw, ["name", "header", "doc", "exports", "functions"], ["seabi", "declared_by"]):
            continue
        group_names.append(str(g["name"]))
        seabi = g.get("seabi")
        if seabi not in (None, "always"):
            err.add(g.line_of("seabi"), "bad-value", f"{gw}.seabi must be `always` (or left out: the newest release's)")
        spans = r.spans(g.get("exports"), gw, releases, lib_names)
        group_spans[str(g["name"])] = spans
        group_docs[str(g["name"])] = " ".join(str(g["doc"]).split())
        fns = g.get("functions")
        if not isinstance(fns, yamlsrc.Seq) or not fns:
            err.add(g.line_of("functions"), "bad-value", f"{gw}.functions must list functions")
            continue
        for fi, f in enumerate(fns):
            fw = f"{g['name']}.functions[{fi}]"
            if not r.keys(f, fw, ["name"], ["header", "returns", "params", "signatures", "exports", "doc"]):
                continue
            name = f["name"]
            if not isinstance(name, str) or not _IDENT.match(name):
                err.add(f.line_of("name"), "invalid-identifier", f"{fw}: {name!r} is not a TF_ function name")
                continue
            if name in names:
                err.add(f.line_of("name"), "function-duplicate", f"{name} is listed twice (first on line {names[name]})")
                continue
            names[name] = f.line_of("name")
            sigs = []
            if "returns" in f or "params" in f:
                if "returns" not in f or "params" not in f:
                    err.add(f.line, "missing-key", f"{fw}: a signature needs both `returns` and `params`")
                else:
                    sigs.append(r.signature(f, fw, releases))
            variants = f.get("signatures")
            if variants is not None:
                if sigs:
                    err.add(f.line_of("signatures"), "field-kind",
                            f"{fw}: give `returns`/`params` or `signatures` (in-place variants), not both")
                previous = None
                for vi, v in enumerate(variants if isinstance(variants, yamlsrc.Seq) else []):
                    vw = f"{fw}.signatures[{vi}]"
                    if not r.keys(v, vw, ["from", "variant", "returns", "params"], ["confidence"]):
                        continue
                    s = r.signature(v, vw, releases)
                    s.since = r.release(v, "from", vw, releases)
                    s.variant = str(v["variant"])
                    s.confidence = str(v.get("confidence", ""))
                    if s.since is not None and previous is not None and \
                            release_key(s.since, releases) <= release_key(previous, releases):
                        err.add(v.line_of("from"), "function-signature-order",
                                f"{vw}: from {s.since} is not after the previous variant's {previous}")
                    previous = s.since or previous
                    sigs.append(s)
            own = r.spans(f["exports"], fw, releases, lib_names) if "exports" in f else spans
            functions.append(Function(name, str(g["name"]), r.text(f, "header", fw) or str(g["header"]), own, sigs,
                                      g.get("declared_by"), seabi == "always", r.text(f, "doc", fw, ""),
                                      f.line_of("name")))
    in_between, lines = {}, {}
    ib = tree.get("in_between", yamlsrc.Map())
    for name in ib if isinstance(ib, yamlsrc.Map) else []:
        entry = ib[name]
        w = f"in_between.{name}"
        if not r.keys(entry, w, [], ["groups", "like", "note"]):
            continue
        lines[name] = ib.line_of(name)
        if ("groups" in entry) == ("like" in entry):
            err.add(ib.line_of(name), "bad-value", f"{w}: give `groups` or `like`, one of them")
            continue
        if "groups" in entry:
            unknown = [x for x in entry["groups"] if x not in group_names]
            if unknown:
                err.add(entry.line_of("groups"), "unknown-reference", f"{w}: no group named {', '.join(map(str, unknown))}")
        else:
            r.release(entry, "like", w, releases)
        in_between[str(name)] = dict(entry)
    err.raise_if_any()
    return Surface(path, libraries, releases, functions, in_between, group_names, lines, tree.line_of("groups"),
                   group_spans, group_docs)


def check(surface, apis, in_between_names):
    """What the surface shares with the suite's schemas: every core function
    and status function of a schema listed here, with its signature there
    only; `declared_by` naming a schema that declares it; an export set for
    every in-between layout. Raises SchemaErrors."""
    err = Collector(surface.path)
    declared = {}
    for api in apis:
        for fn in api.core_functions:
            declared[fn.name] = api.info.name
        if api.info.tf_status:
            for name in STATUS_FUNCTIONS:
                declared.setdefault(name, api.info.name)
    listed = {f.name for f in surface.functions}
    for f in surface.functions:
        owner = declared.get(f.name)
        if owner is not None and f.signatures:
            err.add(f.line, "function-signature-twice",
                    f"{f.name} is declared by {owner}'s schema: its signature is there, not here")
        if owner is None and f.declared_by is not None:
            err.add(f.line, "function-undeclared",
                    f"{f.name}: its group says declared_by {f.declared_by}, whose schema does not declare it")
        elif owner is not None and f.declared_by not in (None, owner):
            err.add(f.line, "function-undeclared", f"{f.name} is declared by {owner}, not {f.declared_by}")
    for name, owner in sorted(declared.items()):
        if name not in listed:
            err.add(surface.groups_line, "function-exports-missing",
                    f"{owner} declares {name}, which this file does not list: no core would know who exports it")
    for name in in_between_names:
        if name not in surface.in_between:
            err.add(surface.groups_line, "function-core-unknown", f"in-between core {name} has no entry under in_between")
    for name in surface.in_between:
        if name not in in_between_names:
            err.add(surface.in_between_lines.get(name, 1), "function-core-unknown",
                    f"in_between.{name}: no schema of the suite has an in-between layout of that name")
    err.raise_if_any()


# The functions `api.tf_status` declares (header.h.j2 spells them as tf_status.h does).
STATUS_FUNCTIONS = ("TF_NewStatus", "TF_DeleteStatus", "TF_SetStatus", "TF_GetCode", "TF_Message")


def read_any(path, value, line, suite_releases=None):
    """The surface a manifest's `functions:` names: a file beside it, or inline data."""
    if isinstance(value, str):
        return read(os.path.join(os.path.dirname(path), value), suite_releases=suite_releases)
    if isinstance(value, yamlsrc.Map):
        return read(path, value, suite_releases)
    raise SchemaErrors([SchemaError(path, line, "bad-value", "functions: a file name or the surface's mapping")])


_OF_SCHEMA = {}


def surface_of_schema(path):
    """The surface of the suite a schema belongs to: the manifest
    (schema/seabi.yaml) beside it that lists it, and its `functions:`; None
    for a schema of no such suite (a fixture, the Toy example). Read once
    per process; `make header` renders the same comments `make gen` does."""
    here = os.path.dirname(os.path.abspath(path))
    manifest = os.path.join(here, "seabi.yaml")
    key = (os.path.abspath(path), manifest)
    if key not in _OF_SCHEMA:
        _OF_SCHEMA[key] = None
        if os.path.exists(manifest):
            tree = yamlsrc.load(manifest)
            apis = [os.path.abspath(os.path.join(here, str(i.get("schema")))) for i in tree.get("apis") or []
                    if isinstance(i, yamlsrc.Map)]
            if os.path.abspath(path) in apis and "functions" in tree:
                data = tf_releases.read(tree, Collector(manifest))
                _OF_SCHEMA[key] = read_any(manifest, tree["functions"], tree.line_of("functions"),
                                           tf_releases.names(data))
    return _OF_SCHEMA[key]


# Their signatures, with parameter names (for forwarders); tf_status.j2 spells the declarations.
STATUS_SIGNATURES = {
    "TF_NewStatus": ("TF_Status*", []),
    "TF_DeleteStatus": ("void", [("s", "TF_Status*")]),
    "TF_SetStatus": ("void", [("s", "TF_Status*"), ("code", "TF_Code"), ("msg", "const char*")]),
    "TF_GetCode": ("TF_Code", [("s", "const TF_Status*")]),
    "TF_Message": ("const char*", [("s", "const TF_Status*")]),
}
