"""Every known layout of every struct, and the handshake rule: where each
member is for a struct_size the other side set.

This is the one module that decides it; the headers' C (dispatch.py), the
docs (docs/handshake.md, which prints the rule below as it is written
here) and the reference host follow it.

Known layouts are the schema's versions (seabi's lineage), TensorFlow's
editions (its lineage) and the in-between layouts real cores of either
hand over (in_between.py). Two known layouts with one struct_size place every
member the same way (rule ambiguous-size, checked here). A *boundary* of a
layout is the end of one of its members: struct_size is always one, since
it is the offset of the end of the writer's last member.

The other side's struct_size n, and what the reader knows of its lineage
(nothing, or seabi, or tensorflow), give the *candidates*: the layouts the
other side may have, in three tiers, the first that has any wins:

1. exact: the known layouts (of that lineage) whose struct_size is n;
2. in between or newer: for each lineage (the known one, else every one),
   the known layouts of it with a member ending exactly at n, cut there (an
   older or in-between producer: RFC 257's own 64-byte SP_PlatformFns, a
   nightly's 33-byte SP_Platform), and, when n is past the lineage's newest
   layout, that layout followed by members this header does not know (a
   newer producer, which only appends);
3. unknown: for each lineage, the layouts with a member ending at the
   largest boundary below n, cut there and followed by members this header
   does not know.

A member is at offset o when there is a candidate and every candidate has
it, at o, inside its cut; otherwise it is absent (getters read 0, setters
write nothing). So no accessor reads or writes a slot that holds another
member in any layout consistent with what the reader knows (the safety
property; tests/accessors checks it against an independent model).

Accessors know only struct_size (lineage unknown). S_settle_in(s, lineage)
knows the core's lineage: it cuts the candidates' common prefix at the
largest boundary where (a) every member up to it is one this build declares
or one whose zero value is valid (a member a build does not declare stays
the zero the core put there, so only a required one stops it), and (b) the
lineage-free rule places every member up to it the same way, so that the
accessors then write where the core reads. It writes that size into
struct_size and returns it. It returns 0 and leaves the struct untouched
when n has no candidate (S_settle_problem says "no layout"), and when the
cut leaves out a member this build must fill: a required member it declares
that a candidate has (the core may require it, and the plugin could not set
it). That happens when the lineage is not given and n places such a member
differently in each lineage's layouts (S_settle_problem says "needs the
core's lineage": pass SE_lineage_of_core), and would happen in a lineage
whose own layouts so disagree ("unplaceable").

A member is *uniform* when the plain `struct_size >= end` test gives the
rule's answer for every size: every known layout having it has it at one
offset, every known layout reaching its end has it, and every lineage's
newest layout has it. Only the other members need a lookup.
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from . import editions, layout, memo, ranges
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
        self._ends = {a: [s.offset + s.size for s in self.lay[a].slots] for a in ABIS}

    def placement(self):
        return self._placement

    def size(self, abi):
        return self.lay[abi].struct_size

    def names(self):
        return self._names

    def ends(self, abi):
        """Each member's end, in member order: the layout's boundaries."""
        return self._ends[abi]

    def offset(self, member, abi):
        return self._offsets[abi].get(member)

    def extends(self, other):
        """True when self only appends to `other` (other's placement is a prefix)."""
        mine, theirs = self.placement(), other.placement()
        return len(theirs) <= len(mine) and mine[:len(theirs)] == theirs


@memo.per_api
def _labelled(api):
    """(label, lineage, line, {struct: [Field]}, newest-capable) for every
    version, edition and in-between layout, in schema order. An in-between
    layout is never its lineage's newest."""
    from . import in_between
    out = []
    # A header of a schema that records history is rendered from its
    # ranges.scoped view: each struct knows the versions of its window only.
    window_of = getattr(api, "window_of", None)
    for r in api.releases:
        lists = {s.name: layout.fields_at(api, s, r.version)
                 for s in api.structs if ranges.present(s, r.version) and not s.plain
                 and (window_of is None or r.version in window_of.get(s.name, ()))}
        out.append((str(r.version), SEABI, r.line, lists, True))
    for e in api.editions:
        out.append((e.name, TENSORFLOW, e.line, editions.members(api, e), True))
    for b in api.in_between:
        out.append((b.name, b.lineage, b.line, in_between.members(api, b), False))
    return out


@memo.per_api
def known(api, struct_name):
    """[Known] for one struct, smallest LP64 size first (ties: schema order)."""
    s = api.struct(struct_name)
    found = {}
    by_fields = {}  # member ids -> Known: most labels share the very same member objects
    for label, lineage, line, lists, _newest in _labelled(api):
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
    for label, lineage, _line, lists, can_be_newest in _labelled(api):
        if can_be_newest and struct_name in lists and lists[struct_name]:
            out[lineage] = next(k for k in known(api, struct_name) if label in k.labels)
    return out


def check(api, err):
    """ambiguous-size: two known layouts of a struct, one struct_size, different placement.

    In a schema that records history, layouts are compared within each of
    the struct's windows (ranges.py): a header knows its window's only."""
    history = ranges.records_history(api)
    done = set()
    for s in api.structs:
        if s.plain or s.name in done:
            continue
        done.add(s.name)
        groups = [known(api, s.name)]
        if history:
            groups = [[k for k in groups[0] if set(k.labels) & {str(v) for v in w}]
                      for w in ranges.windows(api, s.name)]
        for layouts in groups:
            _check_sizes(s, layouts, err)


def _check_sizes(s, layouts, err):
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
def lineages_of(api, struct_name):
    """The lineages with a layout of the struct, seabi's first."""
    have = set().union(*(k.lineages for k in known(api, struct_name))) if known(api, struct_name) else set()
    return [l for l in (SEABI, TENSORFLOW) if l in have]


def _eligible(api, struct_name, lineage):
    return [k for k in known(api, struct_name) if lineage is None or lineage in k.lineages]


def _cut(k, n, abi):
    """How many of k's members end at or before n, when one ends exactly at n; else None."""
    ends = k.ends(abi)
    return ends.index(n) + 1 if n in ends else None


def candidates(api, struct_name, n, lineage=None, abi="lp64"):
    """[(Known, count)]: the layouts the other side may have (cut to their
    first `count` members), by the three tiers of the module's rule."""
    return _candidates(api, struct_name, n, lineage, abi)


@memo.per_api
def _candidates(api, struct_name, n, lineage, abi):
    eligible = _eligible(api, struct_name, lineage)
    exact = [(k, len(k.fields)) for k in eligible if k.size(abi) == n]
    if exact:
        return exact
    groups = [lineage] if lineage is not None else lineages_of(api, struct_name)
    newest_of = newest(api, struct_name)
    tier2, tier3 = [], []
    for l in groups:
        ks = [k for k in eligible if l in k.lineages]
        for k in ks:
            c = _cut(k, n, abi)
            if c is not None and c < len(k.fields):
                tier2.append((k, c))
        top = newest_of.get(l)
        if top is not None and n > top.size(abi):
            tier2.append((top, len(top.fields)))
        below = [e for k in ks for e in k.ends(abi) if e < n]
        if below:
            b = max(below)
            tier3 += [(k, _cut(k, b, abi)) for k in ks if _cut(k, b, abi) is not None]
    return tier2 or tier3


def _place(cands, member, abi):
    """The member's offset when every candidate has it inside its cut, at one offset."""
    offsets = set()
    for k, count in cands:
        if member not in k.names()[:count]:
            return None
        offsets.add(k.offset(member, abi))
    return offsets.pop() if len(offsets) == 1 else None


def at(api, struct_name, member, n, abi="lp64", lineage=None):
    """The member's offset for a struct_size n, or None (absent): the rule."""
    return _place(candidates(api, struct_name, n, lineage, abi), member, abi)


@memo.per_api
def _placed_anyhow(api, struct_name, n, abi):
    """{member: offset} of every member the lineage-free rule places at n."""
    cands = candidates(api, struct_name, n, None, abi)
    names = {name for k, count in cands for name in k.names()[:count]}
    return {name: off for name in names if (off := _place(cands, name, abi)) is not None}


def _common_prefix(cands, abi):
    """[(member, offset, end)] that every candidate has, in order, from the start."""
    first, count = cands[0]
    out = []
    for i in range(count):
        name = first.names()[i]
        off = first.offset(name, abi)
        if any(i >= c or k.names()[i] != name or k.offset(name, abi) != off for k, c in cands[1:]):
            break
        out.append((name, off, first.ends(abi)[i]))
    return out


def settle_target(api, struct_name, n, fillable, abi="lp64", lineage=None):
    """The struct_size S_settle_in leaves in a struct of size n for a build
    that declares the members `fillable`, or None (it returns 0, struct
    untouched; settle_problem says why): the rule."""
    return _settle(api, struct_name, n, frozenset(fillable), abi, lineage)[0]


# What S_settle_problem answers (settle_problem), by the rule.
OK, NO_LAYOUT, NEEDS_LINEAGE, UNPLACEABLE = "ok", "no layout", "needs lineage", "unplaceable"


def settle_problem(api, struct_name, n, fillable, abi="lp64", lineage=None):
    """Why settle_target is None: NO_LAYOUT (n has no candidate), or the cut
    leaves out a member this build must fill, NEEDS_LINEAGE without a
    lineage, UNPLACEABLE with one; OK when it is not None."""
    return _settle(api, struct_name, n, frozenset(fillable), abi, lineage)[1]


@memo.per_api
def _settle(api, struct_name, n, fillable, abi, lineage):
    cands = candidates(api, struct_name, n, lineage, abi)
    if not cands:
        return None, NO_LAYOUT
    blocking = _blocking(api, struct_name)
    best = None
    points = _settle_points(api, struct_name, tuple(sorted({k.labels[0] for k, _ in cands})), abi)
    for name, end, agrees in points[:min(c for _, c in cands)]:
        if name not in fillable and name in blocking:
            break
        if agrees:
            best = end
    must = [end for k, count in cands for name, end in zip(k.names()[:count], k.ends(abi)[:count])
            if name in blocking and name in fillable]
    if best is None or any(end > best for end in must):
        return None, NEEDS_LINEAGE if lineage is None else UNPLACEABLE
    return best, OK


@memo.per_api
def _blocking(api, struct_name):
    """Members whose zero is not valid: settle never leaves them unset."""
    return frozenset(f.name for f in api.struct(struct_name).fields if f.required or f.required_when)


@memo.per_api
def _settle_points(api, struct_name, labels, abi):
    """[(member, end, agrees)] along the common prefix of the whole layouts
    named by their first labels: agrees when the lineage-free rule places
    every member up to it as the prefix does. A cut candidate's points are
    the first ones of its layout's (a cut is a prefix)."""
    by_label = {k.labels[0]: k for k in known(api, struct_name)}
    cands = [(by_label[label], len(by_label[label].fields)) for label in labels]
    out, placed = [], []
    for name, off, end in _common_prefix(cands, abi):
        placed.append((name, off))
        anyone = _placed_anyhow(api, struct_name, end, abi)
        out.append((name, end, all(anyone.get(m) == o for m, o in placed)))
    return out


def lineage_of(api, struct_name, n, abi="lp64"):
    """The lineage a struct_size n of this struct proves, or None: the one
    lineage every candidate layout belongs to."""
    owners = set()
    for k, _count in candidates(api, struct_name, n, None, abi):
        owners |= k.lineages
    return owners.pop() if len(owners) == 1 else None


@memo.per_api
def uniform(api, struct_name, member):
    """True when `struct_size >= end` is the rule's answer for every size."""
    layouts = known(api, struct_name)
    for abi in ABIS:
        offsets = [k.offset(member, abi) for k in layouts]
        placed = set(offsets) - {None}
        if len(placed) != 1:
            return False
        holder = next(k for k, off in zip(layouts, offsets) if off is not None)
        end = placed.pop() + holder.lay[abi].slot(member).size
        if any(off is None and k.size(abi) >= end for k, off in zip(layouts, offsets)):
            return False
    return all(k.offset(member, "lp64") is not None for k in newest(api, struct_name).values())


def boundaries(api, struct_name, abi, lineage=None):
    """Every size at which the rule's answers can change, ascending: each
    boundary of each known layout (of the lineage)."""
    return sorted({e for k in _eligible(api, struct_name, lineage) for e in k.ends(abi)})


def label_ident(label):
    """0.3.0 -> v0_3_0; tensorflow-2.7 -> tensorflow_2_7 (for C names)."""
    try:
        return "v" + Version.parse(label).ident
    except ValueError:
        return label.replace("-", "_").replace(".", "_")
