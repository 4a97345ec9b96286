"""Every known layout of every struct, and how a struct_size picks one.

The one module that decides where a member lives in a struct whose
struct_size the other side set. Known layouts are the schema's versions
(seabi's lineage) and TensorFlow's editions (its lineage). struct_size is
the only thing a consumer sees, so:

* two known layouts with the same struct_size must place every member the
  same way (rule ambiguous-size, checked here);
* a known size selects its layout exactly;
* an unknown size comes from a newer core, which only appended members to
  its lineage's newest layout. Its candidates are the newest layout of each
  lineage that is smaller than it. A member resolves where every candidate
  has it at the same offset, and is absent otherwise (also when there is no
  candidate). Because a real layout of that size extends one candidate, the
  member is at that offset in it: the rule never reads or writes a slot
  that holds another member in a layout the header knows or could see.

A member is *uniform* when the plain `struct_size >= end` test gives the
same answers as the rule above for every size: every known layout that
reaches its end has it at one offset, and every lineage's newest layout has
it. Only non-uniform members need a dispatch on struct_size.
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from . import editions, layout, memo
from .model import Version

ABIS = ("lp64", "ilp32")
SEABI, TENSORFLOW = "seabi", "tensorflow"


@dataclass
class Known:
    """One placement of a struct's members, shared by the labels that have it."""
    struct: str
    labels: List[str]  # versions and editions with exactly this placement, in schema order
    fields: List[object]
    lay: Dict[str, object]  # abi -> layout.StructLayout
    line: int  # where the first label is defined, for errors
    lineages: set = field(default_factory=set)

    def __post_init__(self):
        # Asked for thousands of times while rendering: computed once.
        self._offsets = {a: {s.field.name: s.offset for s in self.lay[a].slots} for a in ABIS}
        self._placement = tuple((f.name,) + tuple(self._offsets[a][f.name] for a in ABIS) for f in self.fields)
        self._names = [f.name for f in self.fields]

    def placement(self):
        return self._placement

    def size(self, abi):
        return self.lay[abi].struct_size

    def names(self):
        return self._names

    def offset(self, member, abi):
        return self._offsets[abi].get(member)

    def extends(self, other):
        """True when self only appends to `other` (other's placement is a prefix)."""
        mine, theirs = self.placement(), other.placement()
        return len(theirs) <= len(mine) and mine[:len(theirs)] == theirs


@memo.per_api
def _labelled(api):
    """(label, lineage, line, {struct: [Field]}) for every version and edition."""
    out = []
    for r in api.releases:
        lists = {s.name: layout.fields_at(api, s, r.version)
                 for s in api.structs if s.since is not None and s.since <= r.version}
        out.append((str(r.version), SEABI, r.line, lists))
    for e in api.editions:
        out.append((e.name, TENSORFLOW, e.line, editions.members(api, e)))
    return out


@memo.per_api
def known(api, struct_name):
    """[Known] for one struct, smallest LP64 size first (ties: schema order)."""
    s = api.struct(struct_name)
    found = {}
    by_fields = {}  # member ids -> Known: most labels share the very same member objects
    for label, lineage, line, lists in _labelled(api):
        fields = lists.get(struct_name)
        if not fields:
            continue
        ids = tuple(map(id, fields))
        k = by_fields.get(ids)
        if k is None:
            new = Known(struct_name, [], fields, {a: layout.struct_layout(api, s, a, fields) for a in ABIS}, line)
            k = by_fields[ids] = found.setdefault(new.placement(), new)
        k.labels.append(label)
        k.lineages.add(lineage)
    return sorted(found.values(), key=lambda k: k.size("lp64"))


@memo.per_api
def newest(api, struct_name):
    """{lineage: Known}: the layout of each lineage's newest version or edition having the struct."""
    out = {}
    for label, lineage, _line, lists in _labelled(api):
        if struct_name in lists and lists[struct_name]:
            out[lineage] = next(k for k in known(api, struct_name) if label in k.labels)
    return out


def check(api, err):
    """ambiguous-size: two known layouts of a struct, one struct_size, different placement."""
    for s in api.structs:
        layouts = known(api, s.name)
        for abi in ABIS:
            by_size = {}
            for k in layouts:
                other = by_size.get(k.size(abi))
                if other is None:
                    by_size[k.size(abi)] = k
                    continue
                moved = next((f"{a[0]} at {a[1 if abi == 'lp64' else 2]} vs {b[0]} at {b[1 if abi == 'lp64' else 2]}"
                              for a, b in zip(other.placement(), k.placement()) if a != b), "different members")
                err.add(k.line, "ambiguous-size",
                        f"{s.name} is {k.size(abi)} bytes on {abi.upper()} both in {other.labels[0]} and in "
                        f"{k.labels[0]}, with different member placement ({moved}): a consumer sees only "
                        "struct_size and could not tell them apart; change one layout's size")


# ---------------------------------------------------------------------------
@dataclass
class Resolution:
    """How one member is found. `exact`: (Known, has it) for each known size;
    `unknown`: (Known, has it) for each lineage's newest layout."""
    member: str
    uniform: bool
    exact: list
    unknown: list


@memo.per_api
def resolve(api, struct_name, member):
    """How `member` is found (every header's view asks for the same members)."""
    layouts = known(api, struct_name)
    newest_by_lineage = newest(api, struct_name)
    exact = [(k, k.offset(member, "lp64") is not None) for k in layouts]
    unknown = [(k, k.offset(member, "lp64") is not None) for _, k in sorted(newest_by_lineage.items())]
    return Resolution(member, _uniform(layouts, newest_by_lineage.values(), member), exact, unknown)


def _uniform(layouts, newest_layouts, member):
    for abi in ABIS:
        offsets = [k.offset(member, abi) for k in layouts]  # asked once per layout: every member of a large schema comes here
        placed = set(offsets) - {None}
        if len(placed) != 1:
            return False
        holder = next(k for k, off in zip(layouts, offsets) if off is not None)
        end = placed.pop() + holder.lay[abi].slot(member).size
        if any(off is None and k.size(abi) >= end for k, off in zip(layouts, offsets)):
            return False
    return all(k.offset(member, "lp64") is not None for k in newest_layouts)


def at(api, struct_name, member, size, abi="lp64"):
    """The member's offset for a struct_size, or None: the rule, in Python (tests and docs use it)."""
    layouts = known(api, struct_name)
    for k in layouts:
        if k.size(abi) == size:
            return k.offset(member, abi)
    found = None
    for k in newest(api, struct_name).values():
        if k.size(abi) < size:
            off = k.offset(member, abi)
            if off is None or (found is not None and found != off):
                return None
            found = off
    return found


def settle_target(api, struct_name, size, fillable, abi="lp64"):
    """The struct_size a build that can fill `fillable` member names leaves in a struct of `size`.

    The layout of `size` (exact, or the unique candidate of an unknown size),
    then the largest known layout it extends whose members this build can all
    fill. None when the size cannot be placed or nothing fits.
    """
    target = next((k for k in known(api, struct_name) if k.size(abi) == size), None)
    if target is None:
        cands = [k for k in newest(api, struct_name).values() if k.size(abi) < size]
        if not cands or any(c.placement() != cands[0].placement() for c in cands):
            return None
        target = cands[0]
    return fill_prefix(api, target, fillable, abi)


def fill_prefix(api, target, fillable, abi="lp64"):
    best = None
    fillable = set(fillable)
    for k in known(api, target.struct):
        if target.extends(k) and fillable.issuperset(k.names()):
            if best is None or k.size(abi) > best.size(abi):
                best = k
    return None if best is None else best.size(abi)


def label_ident(label):
    """0.3.0 -> v0_3_0; tensorflow-2.7 -> tensorflow_2_7 (for C names)."""
    try:
        return "v" + Version.parse(label).ident
    except ValueError:
        return label.replace("-", "_").replace(".", "_")
