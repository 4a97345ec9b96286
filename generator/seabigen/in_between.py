"""Layouts real cores hand over that are a known layout cut short.

A core built from RFC 257's text passes an SP_PlatformFns that ends at
destroy_timer_fns; a TensorFlow nightly before 2.5 passed an SP_Platform
that ends at supports_unified_memory. The handshake rule (layouts.py) reads
any such size as the known layouts cut there, and a member is absent where
the lineages' layouts disagree. A cut that is recorded here (the schema's
`in_between:` section) becomes a known layout of its lineage: an exact
size, placed without knowing the core's lineage, and a core profile of the
reference host. It is never a lineage's newest layout.
"""
from . import editions, layout, memo
from .model import Version

LINEAGES = ("seabi", "tensorflow")
CONFIDENCE = ("confirmed", "inferred", "not established")


def base_lists(api, b):
    """{struct: [Field]} of the base layout, or None when the base is unknown."""
    by_edition = editions.by_name(api)
    if b.lineage == "tensorflow":
        e = by_edition.get(b.base)
        return editions.members(api, e) if e is not None else None
    try:
        version = Version.parse(b.base)
    except ValueError:
        return None
    if version not in set(api.versions):
        return None
    return {s.name: layout.fields_at(api, s, version) for s in api.structs
            if s.since is not None and s.since <= version}


def members(api, b):
    """{struct: [Field]}: the base's lists, each struct in `ends` cut after its member."""
    built = memo.table(api, "in_between.members")
    if b.name not in built:
        lists = dict(base_lists(api, b) or {})
        for sname, last in b.ends.items():
            fields = lists.get(sname, [])
            names = [f.name for f in fields]
            if last in names:
                lists[sname] = fields[:names.index(last) + 1]
        built[b.name] = lists
    return built[b.name]


def check(api, err):
    """Every in-between layout names a real base, struct and member, once."""
    taken = {str(v) for v in api.versions} | {e.name for e in api.editions}
    seen = {}
    for b in api.in_between:
        what = f"in_between {b.name}"
        if b.name in taken or b.name in seen:
            err.add(b.line, "in-between-duplicate", f"{what}: the name is already a version, an edition or "
                    "another in-between layout")
        seen[b.name] = b.line
        if b.lineage not in LINEAGES:
            err.add(b.line, "in-between-lineage", f"{what}: lineage must be seabi or tensorflow, not '{b.lineage}'")
            continue
        if b.confidence not in CONFIDENCE:
            err.add(b.line, "in-between-confidence",
                    f"{what}: confidence must be confirmed, inferred or not established, not '{b.confidence}'")
        for a in b.acknowledged:
            # An in-between layout breaks no evolution rule of its own (it is a
            # cut); it can only correct its frozen record (layout_records.py).
            if a.rule != "in-between-changed":
                err.add(a.line, "bad-value", f"{what}: acknowledged rule '{a.rule}' must be in-between-changed, "
                        "the correction of its frozen record")
        base = base_lists(api, b)
        if base is None:
            kind = "an edition" if b.lineage == "tensorflow" else "a version"
            err.add(b.line, "in-between-unknown-base", f"{what}: base '{b.base}' is not {kind} "
                    f"(a {b.lineage} layout is cut from {kind})")
            continue
        if not b.ends:
            err.add(b.line, "in-between-cut", f"{what}: ends names no struct, so it is {b.base} itself")
        for sname, last in b.ends.items():
            line = b.lines.get(("ends", sname), b.line)
            names = [f.name for f in base.get(sname, [])]
            if sname not in base:
                err.add(line, "in-between-cut", f"{what}: {b.base} has no struct {sname}")
            elif last not in names:
                err.add(line, "in-between-cut", f"{what}: {sname} in {b.base} has no member '{last}'")
            elif last == names[-1]:
                err.add(line, "in-between-cut", f"{what}: {sname} already ends at {last} in {b.base}: "
                        "that is no cut")
