"""A suite: the APIs one `make gen` renders together (schema/seabi.yaml).

A plugin exports one entry point per module (SE_InitPlugin, TF_InitGraph,
TF_InitProfiler) and a core loads them in one order; each module's API is a
schema of its own. The suite lists them in that order, and says from which
seabi release on seabi's cores carry each (`seabi_since`; a module the
release had not yet taken in is absent from its core). Everything that spans
APIs reads the suite: the host's core profiles (one per release, every
module's layout together), the changelog, and the checks that the APIs'
headers can share one translation unit (no name two of them declare
differently; shared declarations identical).

`gen --schema FILE` takes the manifest, or one or more API schemas (`--schema`
repeated), which then form a suite in the order given. Where the repository
root has a manifest, the committed outputs are its suite's: another suite is
refused (`make gen` renders them; a schema of its own renders its header with
`header --at`).
"""
import os
from dataclasses import dataclass, field
from typing import List, Optional

from . import functions, names, releases, schema, yamlsrc
from .errors import Collector, SchemaError, SchemaErrors
from .model import Version

SUITE_FORMAT = 1
MANIFEST = os.path.join("schema", "seabi.yaml")


@dataclass
class Suite:
    apis: List[object]  # model.Api, in the order a core initialises their modules
    path: Optional[str] = None  # the manifest, None for schemas given one by one
    seabi_since: dict = field(default_factory=dict)  # api name -> Version seabi's cores carry it from
    # The function surface (functions.py): the manifest's `functions:`, None without one.
    surface: Optional[object] = None
    # TensorFlow's releases and every core's loader (releases.py); empty for
    # schemas given one by one.
    release_data: releases.ReleaseData = field(default_factory=releases.ReleaseData)

    def since(self, api):
        """The first seabi release whose cores carry `api`'s module."""
        return self.seabi_since.get(api.info.name, api.releases[0].version)

    @property
    def first(self):
        return self.apis[0]

    def paths(self):
        return [a.path for a in self.apis]


def is_manifest(path):
    """True when `path` holds a suite manifest (its first key is suite_format)."""
    return _first_key(path) == "suite_format"


def _first_key(path):
    """The first key of a YAML file, read without parsing it (None if none)."""
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                stripped = line.strip()
                if stripped and not stripped.startswith("#"):
                    return stripped.split(":", 1)[0] if ":" in stripped else None
    except (OSError, UnicodeDecodeError):
        return None
    return None


def read(paths):
    """The suite of `paths` (one manifest, or API schemas); raises SchemaErrors
    naming every file and line at fault. Each API is read (shape only)."""
    if len(paths) == 1 and is_manifest(paths[0]):
        return _read_manifest(paths[0])
    if len(paths) == 1 and _first_key(paths[0]) == "functions_format":
        # The function surface: judged with the suite whose manifest beside it names it.
        beside = os.path.join(os.path.dirname(paths[0]), os.path.basename(MANIFEST))
        named = [os.path.realpath(p) for p in manifest_files(beside)] if os.path.exists(beside) else []
        if os.path.realpath(paths[0]) in named:
            return _read_manifest(beside)
        raise SchemaErrors([SchemaError(paths[0], 1, "bad-value",
                                        "a function surface is judged with its suite: name it in the manifest "
                                        f"beside it ({beside}, `functions:`) and give the manifest")])
    errors, apis = [], []
    for p in paths:
        if is_manifest(p):
            errors.append(SchemaError(p, 1, "bad-value", "a suite manifest cannot be given beside other schemas"))
            continue
        try:
            apis.append(schema.read(p))
        except SchemaErrors as e:
            errors += e.errors
    if errors:
        raise SchemaErrors(errors)
    return Suite(apis)


def _read_manifest(path):
    tree = yamlsrc.load(path)
    err = Collector(path)
    if not isinstance(tree, yamlsrc.Map):
        err.add(1, "bad-value", "the suite manifest must be a mapping")
        err.raise_if_any()
    for key in tree:
        if key not in ("suite_format", "apis", "functions") + releases.KEYS:
            err.add(tree.line_of(key), "unknown-key",
                    f"suite: unknown key '{key}' (allowed: apis, functions, suite_format, {', '.join(releases.KEYS)})")
    if tree.get("suite_format") != SUITE_FORMAT:
        err.add(tree.line_of("suite_format"), "schema-format",
                f"this generator reads suite_format {SUITE_FORMAT}, the file says {tree.get('suite_format')!r}")
    items = tree.get("apis")
    if not isinstance(items, yamlsrc.Seq) or not items:
        err.add(tree.line_of("apis"), "missing-key", "suite: `apis` must list at least one API schema")
        err.raise_if_any()
    err.raise_if_any()
    base = os.path.dirname(path)
    apis, since, lines, errors = [], {}, [], []
    for i, item in enumerate(items):
        line = items.line_of(i)
        if not isinstance(item, yamlsrc.Map) or "schema" not in item or not isinstance(item["schema"], str) \
                or set(item) - {"schema", "seabi_since"}:
            err.add(line, "bad-value", "suite: each of `apis` is {schema: FILE[, seabi_since: VERSION]}")
            continue
        try:
            api = schema.read(os.path.join(base, item["schema"]))
        except SchemaErrors as e:
            errors += e.errors
            continue
        apis.append(api)
        lines.append(line)
        if "seabi_since" in item:
            try:
                since[api.info.name] = Version.parse(item["seabi_since"])
            except ValueError as e:
                err.add(item.line_of("seabi_since"), "malformed-version", f"suite: {e}")
    data = releases.read(tree, err)
    surface = None
    if "functions" in tree:
        try:
            surface = functions.read_any(path, tree["functions"], tree.line_of("functions"),
                                         releases.names(data) if data.tensorflow_releases else None)
        except SchemaErrors as e:
            errors += e.errors
    if errors or err.errors:
        raise SchemaErrors(errors + err.errors)
    s = Suite(apis, path, since, surface, release_data=data)
    s.lines = lines
    return s


def api_files(path):
    """The API schema files a manifest lists, in its order (no schema is read; [] when it cannot be read)."""
    try:
        tree = yamlsrc.load(path)
        return [os.path.join(os.path.dirname(path), item["schema"]) for item in tree["apis"]]
    except (SchemaErrors, KeyError, TypeError):
        return []


def manifest_files(path):
    """The schema files a manifest lists (no schema is read; [] when it cannot be read)."""
    try:
        tree = yamlsrc.load(path)
        listed = [os.path.join(os.path.dirname(path), item["schema"]) for item in tree["apis"]]
        surface = tree.get("functions")
        return listed + ([os.path.join(os.path.dirname(path), surface)] if isinstance(surface, str) else [])
    except (SchemaErrors, KeyError, TypeError):
        return []


def check(suite):
    """What spans the APIs: distinct names, prefixes, guards and headers;
    seabi_since a version of its API; no top-level C name declared by two
    APIs unless both share it (`shared`), identically. Raises SchemaErrors.

    A finding names the manifest's line of the later API (the combination is
    made there), or, for schemas given one by one, that schema's line."""
    errors = []
    lines = getattr(suite, "lines", None) or [None] * len(suite.apis)

    class Findings:
        @staticmethod
        def add(api, line, item_line, rule, message):
            if suite.path is not None and line is not None:
                errors.append(SchemaError(suite.path, line, rule, message))
            else:
                errors.append(SchemaError(api.path, item_line or 1, rule, message))
    out = Findings()

    seen = {}
    for api, line in zip(suite.apis, lines):
        for key in ("name", "prefix", "guard", "header"):
            value = getattr(api.info, key)
            other = seen.setdefault((key, value), api)
            if other is not api:
                out.add(api, line, api.info.line_of(key), "suite-name-clash",
                        f"{api.path} and {other.path} have the same api.{key} '{value}'")
        s = suite.seabi_since.get(api.info.name)
        if s is not None and s not in set(api.versions):
            out.add(api, line, None, "unknown-version", f"{api.path}: seabi_since {s} is not one of its versions")
    names = {}
    for api, line in zip(suite.apis, lines):
        for name, text, shared, item_line in _declared(api):
            first = names.setdefault(name, (api, text, shared, item_line))
            if first[0] is api:
                continue
            where = f"{first[0].path}:{first[3]} and {api.path}:{item_line}"
            if not (shared and first[2]):
                out.add(api, line, item_line, "suite-name-clash",
                        f"'{name}' is declared by two APIs ({where}): their headers could not share a "
                        "translation unit (mark both `shared`, identical, or rename one)")
            elif text != first[1]:
                out.add(api, line, item_line, "shared-mismatch",
                        f"shared '{name}' is declared differently ({where}): a translation unit including both "
                        "headers would get whichever came first")
    if suite.surface is not None:
        try:
            functions.check(suite.surface, suite.apis, [b.name for a in suite.apis for b in a.in_between])
        except SchemaErrors as e:
            errors += e.errors
    if suite.path is not None:
        for message in releases.cross_check(suite.release_data, suite.apis):
            errors.append(SchemaError(suite.path, 1, "bad-value", message))
    if errors:
        raise SchemaErrors(errors)


def _declared(api):
    """(name, what identifies its declaration, shared?, line) for every
    top-level name the API's headers declare."""
    out = []
    for s in api.structs:
        out.append((s.name, None, False, s.line))
        out.append((s.size_macro or names.default_size_macro(s.name), None, False, s.line))
    for h in api.handles:
        out.append((h.name, None, False, h.line))
    for c in api.callbacks + api.entry_points:
        out.append((c.name, repr(c.signature.key()), False, c.line))
    for e in api.enums:
        shared = e.shared is not None
        out.append((e.name, repr([(v.name, v.value) for v in e.values]), shared, e.line))
        for v in e.values:
            out.append((v.name, repr((e.name, v.value)), shared, v.line))
    for t in api.types:
        members = None if t.members is None else [
            (m.name, m.ctype.c() if m.ctype is not None else repr(m.signature.key())) for m in t.members]
        out.append((t.name, repr(members), t.shared is not None, t.line))
    for fn in api.core_functions:
        out.append((fn.name, repr(fn.signature.key()), fn.shared is not None, fn.line))
    return out


def committed(root):
    """The manifest at `root`, if the repository there has one."""
    path = os.path.join(root, MANIFEST)
    return path if os.path.exists(path) else None
