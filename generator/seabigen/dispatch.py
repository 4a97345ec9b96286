"""Renders layouts.py's decisions as C: where a member is for a struct_size.

Sizes and offsets are never printed as numbers: each known layout is named
by a C struct type (the header's own struct when the layout is a prefix of
it, otherwise a private struct with that layout's members), so the compiler
computes them on every target and the static asserts still pin the public
struct. With a struct_size known at compile time every branch folds away.
"""
from dataclasses import dataclass, field
from typing import List, Optional

from . import layouts


@dataclass
class Placement:
    """Where one member is, for the shared helper se_private_at: `exact`
    (C size, C offset or "0") for each known layout, the likeliest first;
    `beyond` (C size, C offset or "0") for each lineage's newest layout,
    which the size of a newer core only extends."""
    exact: List[tuple]
    beyond: List[tuple]


@dataclass
class Settle:
    """What S_settle_in leaves in struct_size, for the shared helper
    se_private_settle: `exact` (C size, C fill size or "0") for each known
    layout; `lineages` (C size, C fill size, 1 or 0) for each lineage the
    header names, in the order of its SE_Lineage constants: its newest
    layout, what this build fills in one that extends it, and whether that
    layout counts for a core of unknown lineage (0 when an earlier lineage
    has the same layout, or when the struct is not in this lineage)."""
    exact: List[tuple]
    lineages: List[tuple]


@dataclass
class StructDispatch:
    private_structs: List[tuple] = field(default_factory=list)  # (C tag, [member declarations])
    layout_sizes: dict = field(default_factory=dict)  # version or edition label -> C size expression
    placements: dict = field(default_factory=dict)  # member -> Placement, for members that dispatch
    settle: Optional[Settle] = None


# An entry a helper argument list is padded with: no struct_size equals or exceeds it.
NEVER = "SE_PRIVATE_NEVER"


def _fn_member(f):
    return f"se_private_fn {f.name}"


def build(api, struct, canonical_names, accessor_names, fillable, member_decl):
    """C pieces for one struct of a header whose struct lays out `canonical_names`.

    `accessor_names`: members the header has accessors for; those not uniform
    (or not in the public struct) get a Placement. `member_decl(field)` gives
    a data member's declaration for private structs.
    """
    out = StructDispatch()
    types = {}  # id(Known) -> C type naming a struct with that layout as a prefix
    privates = []  # (Known, tag)
    known = layouts.known(api, struct.name)
    for k in sorted(known, key=lambda k: -len(k.fields)):
        if k.names() == canonical_names[:len(k.fields)]:
            types[id(k)] = struct.name
            continue
        host = next((tag for p, tag in privates if p.names()[:len(k.fields)] == k.names()), None)
        if host is None:
            host = f"struct se_private_{struct.name}_{layouts.label_ident(k.labels[0])}"
            privates.append((k, host))
            decls = [_fn_member(f) if f.is_callback else member_decl(f) for f in k.fields]
            out.private_structs.append((host[len("struct "):], decls))
        types[id(k)] = host

    def size(k):
        return f"SE_PRIVATE_OFFSET_OF_END({types[id(k)]}, {k.fields[-1].name})"

    for k in known:
        for label in k.labels:
            out.layout_sizes[label] = size(k)

    def offset(k, member):
        return f"offsetof({types[id(k)]}, {member})" if member in k.names() else "0"

    for name in accessor_names:
        res = layouts.resolve(api, struct.name, name)
        if res.uniform and name in canonical_names:
            continue
        out.placements[name] = Placement(
            [(size(k), offset(k, name)) for k, _has in _canonical_first(res.exact, canonical_names)],
            [(size(k), offset(k, name)) for k, _has in res.unknown])

    def fill_size(k):
        fill = layouts.fill_prefix(api, k, fillable)
        target = next((x for x in known if fill is not None and x.size("lp64") == fill), None)
        return size(target) if target else "0"

    newest = layouts.newest(api, struct.name)
    counted, per_lineage = [], []
    for _, name in lineages(api):
        k = newest.get(name)
        if k is None:  # a core of this lineage never hands the struct over
            per_lineage.append((NEVER, "0", "0"))
            continue
        per_lineage.append((size(k), fill_size(k), "0" if any(k is c for c in counted) else "1"))
        counted.append(k)
    out.settle = Settle([(size(k), fill_size(k)) for k, _ in _canonical_first([(k, True) for k in known],
                                                                              canonical_names)],
                        per_lineage)
    return out


def padded(entries, width, filler):
    """entries followed by `filler` up to `width` entries: the shared
    helpers take a fixed number of arguments."""
    return list(entries) + [filler] * (width - len(entries))


def lineage_constant(api, lineage):
    return f"{api.info.prefix}_LINEAGE_{lineage.upper()}"


def lineages(api):
    """[(C constant, lineage)] of every lineage a header can name, seabi's first."""
    names = [layouts.SEABI] + ([layouts.TENSORFLOW] if api.editions else [])
    return [(lineage_constant(api, n), n) for n in names]


def _canonical_first(pairs, canonical_names):
    """The layout the header itself lays out is the likeliest size: test it first."""
    def key(pair):
        return 0 if pair[0].names() == canonical_names else 1
    return sorted(pairs, key=key)
