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
import bisect
import functools
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from . import editions, layout, memo, ranges
from .model import Version

ABIS = ("lp64", "ilp32")
SEABI, TENSORFLOW = "seabi", "tensorflow"


@dataclass(eq=False)
class Known:
    """One placement of a struct's members, shared by the labels that have it.

    known() keeps one Known per placement, so a Known is equal only to
    itself: it hashes by identity and keys the rule's caches directly."""
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
        self._index = {name: i for i, name in enumerate(self._names)}
        # ends.index(n) + 1 for each end n (the first member ending there)
        self._cut_at = {a: {} for a in ABIS}
        for a in ABIS:
            for i, e in enumerate(self._ends[a]):
                self._cut_at[a].setdefault(e, i + 1)

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

    def index_of(self, member):
        """The member's position in this layout, or None."""
        return self._index.get(member)

    def cut_at(self, abi):
        """{end: how many members end at or before it}: the cuts this layout has, by boundary."""
        return self._cut_at[abi]

    def offsets(self, abi):
        """{member: offset} on `abi`."""
        return self._offsets[abi]

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
    return k.cut_at(abi).get(n)


# ---------------------------------------------------------------------------
# The rule's answers, struct by struct: every question below is asked for many
# sizes, lineages and builds, and every answer is the same for all sizes of a
# *segment* (a boundary, or the sizes strictly between two boundaries). Each
# struct's answers are therefore worked out once per segment, the first time
# anyone asks, and kept (StructRule); the functions below look the segment up.

_NEVER_REACHED = 1 << 30  # reach(): a member k does not hold where ref does

# The one empty answer: below every boundary, or no layout fits. Interned
# answers are kept alive with their rule, so their identity keys a cache.
_NO_CANDIDATES = []


class _AbiRule:
    """One struct's answers on one ABI, per segment of its boundaries."""

    def __init__(self, rule, abi):
        self.rule, self.abi = rule, abi
        self.bounds = sorted({e for k in rule.known for e in k.ends(abi)})
        self._index = {b: i for i, b in enumerate(self.bounds)}
        self._sweeps = {}  # lineage filter -> [candidates per segment] (sweep)
        self._settle = {}  # (id of interned candidates, fillable) -> _settle_at's answer
        self._interned = {(): _NO_CANDIDATES}  # candidates as a tuple -> the one list with that answer
        self._placed = {}  # id of interned candidates -> {member: offset}
        self._best_before = {}  # layout -> settle_line's best_before
        self._lines = {}  # (layout, fillable) -> settle_line's answer
        self._prefixes = {}  # (layout, another) -> shared_prefix()
        self._must_fill = {}  # (layout, fillable) -> must_fill_ends()
        self._reach = {}  # (layout, another) -> reach()
        self._groups = {}  # lineage -> what sweep reads of its layouts (_group)

    def segment(self, n):
        """2i for boundary i, 2i + 1 for the sizes between boundary i and the next
        (or past the last), -1 below every boundary."""
        i = self._index.get(n)
        if i is not None:
            return 2 * i
        i = bisect.bisect_left(self.bounds, n)
        return 2 * i - 1 if i > 0 else -1

    def first(self, seg):
        """The smallest size of a segment."""
        return self.bounds[seg // 2] + (seg % 2)

    def candidates(self, n, lineage):
        seg = self.segment(n)
        if seg < 0:
            return _NO_CANDIDATES
        return self.sweep(lineage)[seg]

    def sweep(self, lineage):
        """The candidates of every segment (index: segment(n); None for a
        segment that does not exist: no sizes between two adjacent
        boundaries), for one lineage filter, worked out in one pass over the
        boundaries. Equal answers are one list (interned), so that what is
        worked out from them (settle) is kept once for every segment and
        lineage it answers."""
        found = self._sweeps.get(lineage)
        if found is not None:
            return found
        abi, rule, bounds = self.abi, self.rule, self.bounds
        if lineage is not None and rule.lineages == [lineage] and all(lineage in k.lineages for k in rule.known):
            # Every layout is of this lineage: the lineage-free sweep, the same lists.
            found = self._sweeps[lineage] = self.sweep(None)
            return found
        eligible = [k for k in rule.known if lineage is None or lineage in k.lineages]
        by_size = {}
        for k in eligible:
            by_size.setdefault(k.size(abi), []).append((k, len(k.fields)))
        groups = [self._group(l) for l in ([lineage] if lineage is not None else rule.lineages)]
        interned = self._interned

        def intern(answer):
            return interned.setdefault(tuple(answer), answer)

        def unknown():
            """Tier 3: each group's layouts cut at its largest end below."""
            tier3 = []
            for (cuts, _partial, _top, _top_size), e in zip(groups, below):
                if e is not None:
                    tier3 += cuts[e]
            return tier3

        out = []
        below = [None] * len(groups)  # per group: the largest of its ends below the sizes being answered
        for i, b in enumerate(bounds):
            # The boundary b itself.
            exact = by_size.get(b)
            if exact:
                out.append(intern(list(exact)))
            else:
                tier2 = []
                for _cuts, partial, top, top_size in groups:
                    tier2 += partial.get(b, ())
                    if top is not None and b > top_size:
                        tier2.append(top)
                out.append(intern(tier2 or unknown()))
            for g, group in enumerate(groups):
                if b in group[0]:
                    below[g] = b
            # The sizes after b, up to the next boundary: no exact layout and no cut.
            if i + 1 == len(bounds) or bounds[i + 1] > b + 1:
                tier2 = [top for _cuts, _partial, top, top_size in groups if top is not None and b + 1 > top_size]
                out.append(intern(tier2 or unknown()))
            else:
                out.append(None)
        self._sweeps[lineage] = out
        return out

    def _group(self, lineage):
        """What sweep reads of one lineage's layouts: each of their ends ->
        those layouts cut there ([(Known, count)], in layout order), the
        same but only the cuts that leave members out (tier 2), the
        lineage's newest layout whole (or None) and its size. The same for
        the lineage-free sweep and the lineage's own: worked out once."""
        found = self._groups.get(lineage)
        if found is None:
            cuts, partial = {}, {}
            for k in self.rule.known:
                if lineage in k.lineages:
                    whole = len(k.fields)
                    for end, count in k.cut_at(self.abi).items():
                        cuts.setdefault(end, []).append((k, count))
                        if count < whole:
                            partial.setdefault(end, []).append((k, count))
            top = self.rule.newest.get(lineage)
            found = self._groups[lineage] = (cuts, partial, (top, len(top.fields)) if top is not None else None,
                                             top.size(self.abi) if top is not None else None)
        return found

    def placed_anyhow(self, n):
        """{member: offset} of every member the lineage-free rule places at n:
        those every candidate has inside its cut, at one offset (_place)."""
        return self.placed_of(self.candidates(n, None))

    def placed_of(self, cands):
        """placed_anyhow's answer for candidates this rule gave (an interned list)."""
        key = id(cands)
        found = self._placed.get(key)
        if found is None:
            found = {}
            if cands:
                k, count = cands[0]
                offsets = k.offsets(self.abi)
                found = {name: offsets[name] for name in k.names()[:count]}
                for k, count in cands[1:]:
                    offsets, index = k.offsets(self.abi), k._index.get  # (index_of, without a call per member)
                    found = {name: off for name, off in found.items()
                             if (i := index(name)) is not None and i < count and offsets[name] == off}
            self._placed[key] = found
        return found

    def settle(self, n, fillable, lineage):
        return self.settle_of(self.candidates(n, lineage), fillable, lineage)

    def settle_of(self, cands, fillable, lineage):
        """settle's answer for candidates this rule gave (an interned list)."""
        key = (id(cands), fillable)
        found = self._settle.get(key)
        if found is None:
            found = self._settle[key] = self._settle_at(cands, fillable)
        if found[1] is not None:
            return found
        # Refused: which problem depends on whether the core's lineage was given.
        return None, NEEDS_LINEAGE if lineage is None else UNPLACEABLE

    def _settle_at(self, cands, fillable):
        """(target, OK or NO_LAYOUT), or (None, None) when the cut leaves out a
        member this build must fill (settle_of names the problem)."""
        if not cands:
            return None, NO_LAYOUT
        # The candidates' common prefix (as whole layouts) is the first
        # `common` members of any one of them: the first, `ref`.
        ref, shortest = cands[0]
        common = len(ref.fields)
        for k, count in cands[1:]:
            common = min(common, self.shared_prefix(ref, k))
            shortest = min(shortest, count)
        # The last point that agrees before the first member this build
        # cannot fill that blocks, within every candidate's cut.
        best_before, stop = self.settle_line(ref, fillable)
        best = best_before[min(shortest, stop, common)]
        # A member this build must fill (declared, required) that a candidate
        # has past `best`: the plugin could not set it.
        floor = -1 if best is None else best
        for k, count in cands:
            if self.must_fill_ends(k, fillable)[count] > floor:
                return None, None
        return best, OK

    def settle_line(self, ref, fillable):
        """(best_before, stop) along the layout `ref` for a build declaring
        `fillable`: best_before[j] is the end of the last of ref's first j
        members that agrees (None: none does), stop the position of the
        first member that blocks a settle and is not declared (or the
        member count).

        A member agrees when the lineage-free rule places every member up to
        it as ref does: every candidate at the size where it ends has them
        all, at ref's offsets, inside its cut (placed_anyhow, reckoned
        through reach()). Along the common prefix of several candidates
        that does not depend on which of them is ref, so one line per
        layout answers every candidates list it starts."""
        key = (ref, fillable)
        found = self._lines.get(key)
        if found is None:
            best_before = self._best_before.get(ref)
            if best_before is None:
                every, index = self.sweep(None), self._index
                reach = {k: self.reach(k, ref) for k in self.rule.known}
                best_before, best = [None], None
                for j, end in enumerate(ref.ends(self.abi)):
                    # A member's end is a boundary: its candidates are those of segment 2i.
                    here = every[2 * index[end]]
                    if here and all(reach[k][j] < count for k, count in here):
                        best = end
                    best_before.append(best)
                self._best_before[ref] = best_before
            blocking = self.rule.blocking
            stop = next((i for i, name in enumerate(ref.names()) if name in blocking and name not in fillable),
                        len(ref.fields))
            found = self._lines[key] = (best_before, stop)
        return found

    def shared_prefix(self, k, other):
        """How many members, from the first, two layouts place alike (name and offset)."""
        key = (k, other)
        found = self._prefixes.get(key)
        if found is None:
            abi = self.abi
            names, offsets = k.names(), k.offsets(abi)
            their_names, their_offsets = other.names(), other.offsets(abi)
            found = 0
            for name, their in zip(names, their_names):
                if name != their or offsets[name] != their_offsets[name]:
                    break
                found += 1
            self._prefixes[key] = found
        return found

    def must_fill_ends(self, k, fillable):
        """For each count c of k's members: the largest end among its first c
        members that block a settle and that the build declares (-1: none)."""
        key = (k, fillable)
        found = self._must_fill.get(key)
        if found is None:
            blocking, most = self.rule.blocking, -1
            found = [most]
            for name, end in zip(k.names(), k.ends(self.abi)):
                if name in blocking and name in fillable and end > most:
                    most = end
                found.append(most)
            self._must_fill[key] = found
        return found

    def reach(self, k, ref):
        """For each i: how many of k's members one must take (its cut) to hold
        ref's first i + 1 members at ref's offsets; a huge number where k
        does not hold one of them there."""
        key = (k, ref)
        found = self._reach.get(key)
        if found is None:
            abi, out, most = self.abi, [], -1
            index, mine, theirs = k._index, k.offsets(abi), ref.offsets(abi)
            for name in ref.names():
                i = index.get(name)
                if i is None or mine[name] != theirs[name]:
                    most = _NEVER_REACHED
                elif most != _NEVER_REACHED:
                    most = max(most, i)
                out.append(most)
            found = self._reach[key] = out
        return found


class StructRule:
    """The rule's answers for one struct: its known layouts, newest layout per
    lineage, members that block a settle, and per ABI the segment tables."""

    def __init__(self, api, struct_name):
        self.known = known(api, struct_name)
        self.newest = newest(api, struct_name)
        have = set().union(*(k.lineages for k in self.known)) if self.known else set()
        self.lineages = [l for l in (SEABI, TENSORFLOW) if l in have]
        self.blocking = frozenset(f.name for f in api.struct(struct_name).fields if f.required or f.required_when)
        self.abi = {a: _AbiRule(self, a) for a in ABIS}


def rule(api, struct_name):
    """The struct's StructRule, built once per API."""
    rules = api.__dict__.get("memo:layouts.rule")
    if rules is None:
        rules = api.__dict__["memo:layouts.rule"] = {}
    found = rules.get(struct_name)
    if found is None:
        found = rules[struct_name] = StructRule(api, struct_name)
    return found


def candidates(api, struct_name, n, lineage=None, abi="lp64"):
    """[(Known, count)]: the layouts the other side may have (cut to their
    first `count` members), by the three tiers of the module's rule."""
    return rule(api, struct_name).abi[abi].candidates(n, lineage)


def _place(cands, member, abi):
    """The member's offset when every candidate has it inside its cut, at one offset."""
    offsets = set()
    for k, count in cands:
        i = k.index_of(member)
        if i is None or i >= count:
            return None
        offsets.add(k.offset(member, abi))
    return offsets.pop() if len(offsets) == 1 else None


def at(api, struct_name, member, n, abi="lp64", lineage=None):
    """The member's offset for a struct_size n, or None (absent): the rule."""
    return _place(candidates(api, struct_name, n, lineage, abi), member, abi)


def settle_target(api, struct_name, n, fillable, abi="lp64", lineage=None):
    """The struct_size S_settle_in leaves in a struct of size n for a build
    that declares the members `fillable`, or None (it returns 0, struct
    untouched; settle_problem says why): the rule."""
    return rule(api, struct_name).abi[abi].settle(n, frozenset(fillable), lineage)[0]


# What S_settle_problem answers (settle_problem), by the rule.
OK, NO_LAYOUT, NEEDS_LINEAGE, UNPLACEABLE = "ok", "no layout", "needs lineage", "unplaceable"


def settle_problem(api, struct_name, n, fillable, abi="lp64", lineage=None):
    """Why settle_target is None: NO_LAYOUT (n has no candidate), or the cut
    leaves out a member this build must fill, NEEDS_LINEAGE without a
    lineage, UNPLACEABLE with one; OK when it is not None."""
    return rule(api, struct_name).abi[abi].settle(n, frozenset(fillable), lineage)[1]


def lineage_of(api, struct_name, n, abi="lp64"):
    """The lineage a struct_size n of this struct proves, or None: the one
    lineage every candidate layout belongs to."""
    owners = set()
    for k, _count in candidates(api, struct_name, n, None, abi):
        owners |= k.lineages
    return owners.pop() if len(owners) == 1 else None


def uniform(api, struct_name, member):
    """True when `struct_size >= end` is the rule's answer for every size."""
    return member in uniform_members(api, struct_name)


@memo.per_api
def uniform_members(api, struct_name):
    """The struct's uniform members (a frozenset): every lineage's newest
    layout has the member, every known layout having it has it at one
    offset, and every known layout reaching its end has it."""
    layouts = known(api, struct_name)
    out = {name for k in layouts for name in k.names()}
    for k in newest(api, struct_name).values():
        out.intersection_update(k.names())
    for abi in ABIS:
        place = {}  # member -> (offset, end) where the layouts having it place it
        for k in layouts:
            offsets = k.offsets(abi)
            for name, end in zip(k.names(), k.ends(abi)):
                if name in out:
                    seen = place.setdefault(name, (offsets[name], end))
                    if seen[0] != offsets[name]:
                        out.discard(name)
        for k in layouts:
            size, has = k.size(abi), k.offsets(abi)
            out = {name for name in out if name in has or size < place[name][1]}
    return frozenset(out)


def boundaries(api, struct_name, abi, lineage=None):
    """Every size at which the rule's answers can change, ascending: each
    boundary of each known layout (of the lineage)."""
    return sorted({e for k in _eligible(api, struct_name, lineage) for e in k.ends(abi)})


@functools.lru_cache(maxsize=None)
def label_ident(label):
    """0.3.0 -> v0_3_0; tensorflow-2.7 -> tensorflow_2_7 (for C names).

    Remembered: every header names each struct's layouts by their labels,
    a few dozen labels thousands of times, and an edition's label is told
    from a version's by a failed parse (an exception each time)."""
    try:
        return "v" + Version.parse(label).ident
    except ValueError:
        return label.replace("-", "_").replace(".", "_")
