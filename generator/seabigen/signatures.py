"""Which signature each layout's core calls, where struct_size cannot tell.

A callback slot can keep its offset and size while its signature changes:
TensorFlow 2.6 gave TP_Optimizer.optimize_func a TF_GrapplerItem parameter
in place, and 2.5's and 2.6's structs have the same sizes. The schema names
each signature (the member's own `variant:`, an edition's `signatures:`),
so every known layout (version, edition, in-between layout) calls exactly
one of them. struct_size cannot choose between them; the core's layout,
told by what the core reports (its version, the sizes it hands over, the
TensorFlow release), can. This module is the one place that says which
layout calls which signature; the headers' typed accessors (view.py), the
host's profile data (profiles.py) and docs/handshake.md follow it.
"""
from dataclasses import dataclass
from typing import Optional, Tuple

from . import editions, in_between, layouts
from .layouts import SEABI, TENSORFLOW


@dataclass
class Layout:
    """One known layout as the core that has it announces itself."""
    label: str  # version, edition or in-between name; or "<lineage>-next"
    lineage: str
    kind: str  # "version", "edition", "in-between" or "newer"
    reports: object  # Version the core writes into the registration params
    release: Optional[Tuple[int, int]]  # TensorFlow release it first shipped in (editions)
    lists: Optional[dict]  # {struct: [Field]}; None for a newer core (its lineage's newest, extended)
    newest_of: Optional[str] = None  # for a newer core: the label whose layout it extends


def release_key(text):
    """"2.10" -> (2, 10); None when it is not MAJOR.MINOR."""
    parts = str(text).split(".")
    if len(parts) < 2 or not parts[0].isdigit() or not parts[1].isdigit():
        return None
    return int(parts[0]), int(parts[1])


def varying(api):
    """[(struct name, member name)] of every callback member with more than one signature."""
    out = []
    for s in api.structs:
        for f in s.fields:
            if editions.member_variants(api, s.name, f):
                out.append((s.name, f.name))
    return out


def known_layouts(api):
    """[Layout] of every version, edition and in-between layout, in schema
    order, then a newer core of each lineage that has a newest layout."""
    out = []
    for r in api.releases:
        lists = {s.name: [f for f in s.fields if f.since is not None and f.since <= r.version]
                 for s in api.structs if s.since is not None and s.since <= r.version}
        out.append(Layout(str(r.version), SEABI, "version", r.version, None, lists))
    for e in api.editions:
        out.append(Layout(e.name, TENSORFLOW, "edition", e.reports,
                          release_key(e.first_release) if e.first_release else None, editions.members(api, e)))
    for b in api.in_between:
        out.append(Layout(b.name, b.lineage, "in-between", b.reports, None, in_between.members(api, b)))
    newest = {}
    for lay in out:
        if lay.kind in ("version", "edition"):
            newest[lay.lineage] = lay
    for lineage in (SEABI, TENSORFLOW):
        if lineage in newest:
            base = newest[lineage]
            out.append(Layout(f"{lineage}-next", lineage, "newer", None, None, None, base.label))
    return out


def by_label(known):
    """{label: Layout} of known_layouts' list."""
    return {lay.label: lay for lay in known}


def variant_at(labelled, label, struct_name, member):
    """The variant of struct_name.member that the core of layout `label`
    (in `labelled`, by_label's answer) calls, or None when that layout has
    no such member."""
    lay = labelled[label]
    if lay.lists is None:
        lay = labelled[lay.newest_of]
    f = next((x for x in lay.lists.get(struct_name, []) if x.name == member), None)
    if f is None:
        return None
    return f.variant or "schema"


def signature_class(labelled, varying_members, label):
    """The variants a layout's core calls for every varying member, as one tuple."""
    return tuple(variant_at(labelled, label, s, m) for s, m in varying_members)


def tf_release_ranges(api):
    """{edition name: (from, until)}: the TensorFlow releases (as (major,
    minor)) whose core has that edition's layout; until None = no newer one."""
    released = [(release_key(e.first_release), e.name) for e in api.editions if e.first_release]
    released = sorted((k, n) for k, n in released if k is not None)
    out = {}
    for i, (k, name) in enumerate(released):
        out[name] = (k, released[i + 1][0] if i + 1 < len(released) else None)
    return out


def tf_reported(api):
    """The versions TensorFlow's cores report."""
    return sorted({e.reports for e in api.editions if e.reports is not None})


def lineage_newest(known, lineage):
    """The label of a lineage's newest version or edition (of known_layouts' list), or None."""
    found = None
    for lay in known:
        if lay.lineage == lineage and lay.kind in ("version", "edition"):
            found = lay.label
    return found


def layout_constant(api, label):
    return f"{api.info.prefix}_LAYOUT_{layouts.label_ident(label).upper()}"


__all__ = ["Layout", "varying", "known_layouts", "variant_at", "signature_class", "tf_release_ranges",
           "tf_reported", "lineage_newest", "layout_constant", "release_key", "by_label"]
