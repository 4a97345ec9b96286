"""Where every member lands, on each target ABI, at each version.

The generator pins these numbers in the header with static asserts, so the
C compiler double-checks this module on every build.
"""
import functools
import operator
from dataclasses import dataclass
from typing import List

from . import ctype, memo, ranges


def resolve(api, base):
    """What a base type name denotes: builtin, handle, enum, struct, callback, opaque; or None."""
    if base in ctype.BUILTINS:
        return "builtin"
    if base == "TF_Status" and api.info is not None and api.info.tf_status:
        return "opaque"
    found = api.named_type(base)
    return found[0] if found is not None else None


def type_size_align(api, t, abi):
    """(size, align) of a member of type `t` on `abi`."""
    if t.is_pointer:
        return ctype.POINTER[abi]
    kind = resolve(api, t.base)
    if kind == "builtin":
        _, lp64, ilp32 = ctype.BUILTINS[t.base]
        return lp64 if abi == "lp64" else ilp32
    if kind in ("handle", "callback"):
        return ctype.POINTER[abi]
    if kind == "enum":
        return ctype.ENUM[abi]
    if kind == "struct":
        sizes = by_value_sizes(api, t.base)
        if len(sizes) == 1:
            ((lp_size, lp_align, il_size, il_align),) = sizes
            return (lp_size, lp_align) if abi == "lp64" else (il_size, il_align)
    raise ValueError(f"type {t.c()} has no by-value layout")


@memo.per_api
def by_value_sizes(api, name):
    """{(LP64 sizeof, align, i386 sizeof, align)} of struct `name` over every
    version that has it: one element when it can be held by value (its
    size never changes, so holding it freezes nothing)."""
    out = set()
    for s in api.structs:
        if s.name != name:
            continue
        for v in api.versions:
            if ranges.present(s, v):
                fields = fields_at(api, s, v)
                lays = [struct_layout(api, s, abi, fields) for abi in ("lp64", "ilp32")]
                out.add((lays[0].sizeof, lays[0].align, lays[1].sizeof, lays[1].align))
    return out


def natural_align(api, f, abi):
    """Alignment of the member's type, ignoring any explicit `align`."""
    return (ctype.POINTER[abi] if f.is_callback else type_size_align(api, f.ctype, abi))[1]


def field_size_align(api, f, abi):
    size, align = ctype.POINTER[abi] if f.is_callback else type_size_align(api, f.ctype, abi)
    if f.align:
        align = max(align, f.align)
    return size, align


def round_up(n, a):
    return (n + a - 1) // a * a


@dataclass
class Slot:
    __slots__ = ("field", "offset", "size", "align", "end")  # one per member of each layout: many
    field: object
    offset: int
    size: int
    align: int

    def __post_init__(self):
        # Where the member ends: a plain attribute, as boundaries, records and
        # pins ask it ~200k times at 100x (a slot is never changed once laid out).
        self.end = self.offset + self.size


@dataclass
class StructLayout:
    slots: List[Slot]
    align: int

    @functools.cached_property
    def struct_size(self):
        """The unpadded size: end of the last member (what STRUCT_SIZE means);
        when the struct ends in a union, of its largest member."""
        return self.last.end if self.slots else 0

    @functools.cached_property
    def last(self):
        """The slot whose end is the struct's end (the first such); kept, as a
        layout never changes once computed and is asked for this often."""
        end = max(s.end for s in self.slots)
        return next(s for s in self.slots if s.end == end)

    @property
    def sizeof(self):
        return round_up(self.struct_size, self.align)

    def slot(self, name):
        """The member's slot, or None. Asked for each member of each struct
        by every output: a name index, kept while the slots stay as many."""
        found = self.__dict__.get("_by_name")
        if found is None or found[0] != len(self.slots):
            index = {}
            for s in self.slots:
                index.setdefault(s.field.name, s)
            found = self.__dict__["_by_name"] = (len(self.slots), index)
        return found[1].get(name)

    def holes(self):
        """(after_member, offset, bytes) for implicit padding between members."""
        out = []
        for prev, cur in zip(self.slots, self.slots[1:]):
            if cur.offset > prev.end:
                out.append((prev.field.name, prev.end, cur.offset - prev.end))
        return out


def fields_at(api, struct, version):
    """The members `struct` has at `version`, in order.

    Every output asks this of each struct at each version: each list is built
    once per run and shared (callers must not modify it)."""
    cache = memo.table(api, "layout.fields_at")
    key = (id(struct), len(struct.fields), version)
    hit = cache.get(key)
    if hit is None:
        # The struct is kept with its list, so the id in the key stays its own.
        hit = cache[key] = (struct, [f for f in struct.fields if ranges.present(f, version)])
    return hit[1]


def struct_layout(api, struct, abi, fields=None):
    """Layout of `struct` (or of just `fields`, e.g. those present at a version).

    Members are only appended, so the members present at a version are a
    prefix of the full list and their layout is a prefix of the full layout:
    compute the full one once per struct and ABI and slice it.
    """
    if fields is None:
        fields = struct.fields
    full, full_fields, prefixes = _full_layout(api, struct, abi)
    k = len(fields)
    if k <= len(full_fields) and all(map(operator.is_, fields, full_fields)):
        if k not in prefixes:  # each prefix once: callers ask per version, ABI and output
            slots = full.slots[:k]
            prefixes[k] = StructLayout(slots, max((s.align for s in slots), default=1))
        return prefixes[k]
    return _other_order(api, fields, abi)


def _other_order(api, fields, abi):
    """Layout of members in another order (an edition's): computed once per list and ABI.

    Known layouts, edition records and docs all ask for the same lists, and
    editions.py hands out the same member objects each time."""
    cache = memo.table(api, "layout.other_order")
    key = (tuple(map(id, fields)), abi)
    hit = cache.get(key)
    if hit is None:
        # The fields are kept with the layout, so the ids in the key stay theirs.
        hit = cache[key] = (tuple(fields), _compute(api, fields, abi))
    return hit[1]


def _full_layout(api, struct, abi):
    cache = memo.table(api, "layout.full")
    key = (id(struct), abi)
    hit = cache.get(key)
    if hit is None or hit[0] is not struct or hit[1] != len(struct.fields):
        hit = (struct, len(struct.fields), _compute(api, struct.fields, abi), tuple(struct.fields), {})
        cache[key] = hit
    return hit[2:]


def _compute(api, fields, abi):
    offset, max_align, slots = 0, 1, []
    i = 0
    while i < len(fields):
        f = fields[i]
        if f.union is None:
            size, align = field_size_align(api, f, abi)
            offset = round_up(offset, align)
            slots.append(Slot(f, offset, size, align))
            offset += size
            max_align = max(max_align, align)
            i += 1
            continue
        # An anonymous union: its consecutive members share storage that is
        # aligned for the strictest and as large as the largest, rounded up.
        group = [f]
        while i + len(group) < len(fields) and fields[i + len(group)].union == f.union:
            group.append(fields[i + len(group)])
        places = [field_size_align(api, g, abi) for g in group]
        align = max(a for _, a in places)
        offset = round_up(offset, align)
        for g, (size, a) in zip(group, places):
            slots.append(Slot(g, offset, size, a))
        offset += round_up(max(size for size, _ in places), align)
        max_align = max(max_align, align)
        i += len(group)
    return StructLayout(slots, max_align)
