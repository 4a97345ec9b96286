"""Declarations over version ranges, and the windows a struct's history falls into.

seabi's own history only appends, so `since` alone says which versions
have a declaration. A schema that records an API's shipped history (one
`seabigen import` wrote from a C header's versions) also has declarations
that went away: each declaration then has a range [since, removed), and a
member retyped, renamed or moved in place is two entries of one name, the
older one removed where the newer one starts. Member order in the schema
is one order that gives every version's order when filtered by version.

A struct's history falls into *windows*: maximal runs of versions in which
each version only appends to the one before. Every step between windows
breaks an evolution rule and must be acknowledged by the version that
takes it (versions[].acknowledged; evolution.py checks that). struct_size
tells layouts apart only inside a window: a header of version V is
rendered from `scoped(api, V)`, in which each struct is its window around
V laid out as an append-only struct (the generator's usual case), so its
accessors, handshake tables and size macros know exactly the layouts that
V's struct can meet; a peer from another window is not the same ABI.
"""
import dataclasses

from . import memo


def present(item, version):
    """True when `item` (anything with since and removed) exists at `version`."""
    since = item.since
    if since is None or since > version:
        return False
    removed = getattr(item, "removed", None)
    return removed is None or version < removed


@memo.per_api
def records_history(api):
    """True when the schema records a shipped history: a declaration was
    removed, or a version acknowledges a break (an insertion alone is one)."""
    return has_history(api) or any(r.acknowledged for r in api.releases)


@memo.per_api
def has_history(api):
    """True when some declaration of the schema was removed."""
    items = [api.structs, api.enums, api.callbacks, api.handles, api.types, api.entry_points]
    return any(getattr(x, "removed", None) is not None for group in items for x in group) or any(
        f.removed is not None for s in api.structs for f in s.fields) or any(
        v.removed is not None for e in api.enums for v in e.values)


def named_at(api, name, version):
    """(kind, item) of the declaration called `name` that exists at `version`, else None."""
    for kind, item in declarations_named(api).get(name, ()):
        if version is None or present(item, version):
            return kind, item
    return None


@memo.per_api
def declarations_named(api):
    """{name: [(kind, item), ...]} in the order named_at prefers kinds: one
    pass over the schema instead of one per question (checks ask once per
    member type, tens of thousands of times in a large schema)."""
    out = {}
    for kind, items in (("handle", api.handles), ("enum", api.enums), ("struct", api.structs),
                        ("callback", api.callbacks), ("opaque", api.types)):
        for item in items:
            out.setdefault(item.name, []).append((kind, item))
    return out


@memo.per_api
def first_since(api, struct_name):
    """{member name: the first version having a member of that name in struct
    `struct_name`}: what a record of a schema with history says a member's
    since is, so that a member retyped or moved in place (a new entry)
    is compared as the same member, whose change is the finding."""
    out = {}
    for s in api.structs:
        if s.name == struct_name:
            for f in s.fields:
                if f.since is not None and (f.name not in out or f.since < out[f.name]):
                    out[f.name] = f.since
    return out


@memo.per_api
def struct_versions(api, name):
    """The versions that have struct `name`, oldest first."""
    return tuple(v for v in api.versions if any(s.name == name and present(s, v) for s in api.structs))


def _fields_at(s, version):
    return [f for f in s.fields if present(f, version)]


@memo.per_api
def windows(api, name):
    """[[version, ...]] of struct `name`: each window's versions, oldest first."""
    out = []
    prev = None
    for v in struct_versions(api, name):
        s = struct_at(api, name, v)
        fields = _fields_at(s, v)
        if prev is not None and (prev[0] is s) and fields[:len(prev[1])] == prev[1] and \
                all(a is b for a, b in zip(fields, prev[1])):
            out[-1].append(v)
        else:
            out.append([v])
        prev = (s, fields)
    return out


def window(api, name, version):
    """The versions of the window of struct `name` holding `version`."""
    for w in windows(api, name):
        if version in w:
            return w
    return []


def struct_at(api, name, version):
    """The struct entry called `name` that exists at `version` (None if none)."""
    return next((s for s in api.structs if s.name == name and present(s, version)), None)


@memo.per_api
def scoped(api, version):
    """The schema as a header of `version` sees it: only the declarations
    that exist at `version`, and each struct laid out as its window around
    `version`, append-only. The schema itself when it records no history
    (seabi's own: then it already is exactly that)."""
    if not records_history(api):
        return api
    structs = []
    for s in api.structs:
        if not present(s, version):
            continue
        w = window(api, s.name, version)
        structs.append(_windowed(s, w))
    # Types of `version`, and those that come later: a window's later
    # versions (which the header's accessors know) may use them. The header
    # declares only those of `version` (view.py); layouts need them all.
    copy = dataclasses.replace(
        api, structs=structs,
        enums=[_enum_at(e, version) for e in _types_at(api.enums, version)],
        callbacks=_types_at(api.callbacks, version),
        handles=_types_at(api.handles, version),
        types=_types_at(api.types, version),
        entry_points=_types_at(api.entry_points, version))
    copy.__dict__ = {k: v for k, v in copy.__dict__.items() if not k.startswith("memo:") and k != "_type_index"}
    copy.scoped_from = api
    copy.window_of = {s.name: tuple(window(api, s.name, version)) for s in structs}
    return copy


def _windowed(s, versions):
    """Struct `s` as its window `versions` sees it: the members of the
    window's versions, each as old as the window's first version when it
    existed there (versions before the window see its first layout, the
    closest the append-only model can say), none removed (versions after
    it see its last layout)."""
    first, last = versions[0], versions[-1]
    fields = [f for f in s.fields if present(f, last)]
    fields = [dataclasses.replace(f, since=min(f.since, s.since) if f.since <= first else f.since, removed=None)
              for f in fields]
    plain = s.plain or not fields or fields[0].name != "struct_size"
    return dataclasses.replace(s, fields=fields, removed=None, plain=plain)


def _types_at(items, version):
    """The items present at `version`, then for names it lacks the first
    later one: one declaration per name, the header's own where it has one."""
    chosen = {}
    for item in items:
        if present(item, version):
            chosen[item.name] = item
    for item in items:
        if item.name not in chosen and item.since is not None and item.since > version:
            chosen[item.name] = item
    return [item for item in items if chosen.get(item.name) is item]


def _enum_at(e, version):
    values = [v for v in e.values if present(v, version)]
    if len(values) == len(e.values):
        return e
    return dataclasses.replace(e, values=values)
