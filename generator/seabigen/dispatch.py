"""Renders layouts.py's decisions as C: where a member is for a struct_size.

The rule's answers are piecewise constant between a struct's boundaries (the
ends of its layouts' members), so each lookup is a short table of rows:
sizes from lo to hi -> the answer. Sizes and offsets are never printed as
numbers: each known layout is named by a C struct type (the header's own
struct when the layout is a prefix of it, otherwise a private struct with
that layout's members), and each size or offset in it by a constant
(constants.py) the header defines from that type, so the compiler can
compute them on every target and the static asserts still pin the public
struct. The rows are checked to mean the same on LP64 and ILP32.
"""
import functools
from dataclasses import dataclass, field
from typing import List, Optional

from . import constants, layouts, memo


@dataclass
class Span:
    """One row of a lookup table: for a struct_size from `lo` to `hi`
    (inclusive C expressions), the answer `value` (a C expression), and
    which layouts the row stands for, in words."""
    __slots__ = ("lo", "hi", "value", "why")  # a large schema's headers hold ~100k rows
    lo: str
    hi: str
    value: str
    why: str


@dataclass
class StructDispatch:
    private_structs: List[tuple] = field(default_factory=list)  # (C tag, [member declarations])
    layout_sizes: dict = field(default_factory=dict)  # version or edition label -> C size expression
    layout_ends: dict = field(default_factory=dict)  # version or edition label -> (C type, its last member)
    placements: dict = field(default_factory=dict)  # member -> Table (offset), for members that dispatch
    settle: dict = field(default_factory=dict)  # C lineage constant -> Table (struct_size to leave)
    settle_tables: List[tuple] = field(default_factory=list)  # (table suffix, Table): settle's distinct tables
    settle_by_lineage: List[tuple] = field(default_factory=list)  # (C lineage constant, table suffix)
    lineage: Optional[object] = None  # Table: struct_size -> C lineage constant it proves
    named: List[object] = field(default_factory=list)  # [constants.Named] the tables mention, first mention first
    size_values: Optional[dict] = None  # constants.layout_sizes' answer, once asked
    # (ids of the public struct's layouts, inline members, members read by
    # name, deprecated members) -> (those layouts, constants.struct_constants'
    # answer): view.py's, kept for the headers that share this plan.
    constants_for: dict = field(default_factory=dict)


# The largest struct_size: a row that reaches it covers every larger size.
NEVER = "SE_PRIVATE_NEVER"


def _fn_member(f):
    return f"se_private_fn {f.name}"


def _with_unions(fields, decls):
    """The declarations with each anonymous union's members (consecutive,
    one `union` name) declared together, as the public struct has them."""
    out, i = [], 0
    while i < len(fields):
        u = fields[i].union
        j = i + 1
        while u is not None and j < len(fields) and fields[j].union == u:
            j += 1
        if u is None:
            out.append(decls[i])
        else:
            out.append("SE_PRIVATE_ANONYMOUS union { " + " ".join(d + ";" for d in decls[i:j]) + " }")
        i = j
    return out


class _Boundaries:
    """The struct's boundaries (member ends of every known layout) on each
    ABI, each named by a constant (constants.Named) for a C expression that
    computes it there."""

    def __init__(self, api, struct, known, types):
        self.values, self.exprs, self._segments = {}, {}, {}
        # The text of every segment's lo and hi that mentions a boundary -> its Named.
        self.mentions = {}
        rule = layouts.rule(api, struct.name)
        mentions = self.mentions
        for a in layouts.ABIS:
            self.values[a] = rule.abi[a].bounds  # layouts.boundaries, as the rule keeps them
            named = {}
            for k in known:  # the first layout and member that end there name a boundary
                host, names = types[id(k)], k.names()
                for end, count in k.cut_at(a).items():  # (each end's first member: cut_at's count)
                    if end not in named:
                        named[end] = constants.named("end", host, names[count - 1])
            self.exprs[a] = [named[v].name for v in self.values[a]]
            for v in self.values[a]:
                n = named[v]
                if n.name not in mentions:  # (the ABIs name most boundaries alike)
                    mentions[n.name] = mentions[f"{n.name} + 1"] = mentions[f"{n.name} - 1"] = n
        spans = [[(lo, hi) for lo, hi, _first, _last in self.segments(a)] for a in layouts.ABIS]
        # Every ABI's segments are named by the same expressions (the usual case).
        self.same_spans = all(x == spans[0] for x in spans)

    def segments(self, abi):
        """(lo expression, hi expression, first size, last size or None) for
        every stretch of sizes the rule answers alike on this ABI: each
        boundary, and the sizes strictly between it and the next (None: no
        end)."""
        found = self._segments.get(abi)
        if found is None:
            found = self._segments[abi] = self._segments_of(abi)
        return found

    def _segments_of(self, abi):
        out = []
        values, exprs = self.values[abi], self.exprs[abi]
        for i, (b, expr) in enumerate(zip(values, exprs)):
            out.append((expr, expr, b, b))
            if i + 1 == len(values):
                out.append((f"{expr} + 1", NEVER, b + 1, None))
            elif values[i + 1] > b + 1:
                out.append((f"{expr} + 1", f"{exprs[i + 1]} - 1", b + 1, values[i + 1] - 1))
        return out

    def expr_of(self, size, abi):
        return self.index(abi)[size]

    def index(self, abi):
        """{boundary: its expression} on `abi`."""
        index = self.__dict__.setdefault("_index", {}).get(abi)
        if index is None:
            index = self._index[abi] = {v: e for v, e in zip(self.values[abi], self.exprs[abi])}
        return index


@dataclass
class Table:
    """A lookup table's rows on each ABI. The rows name their sizes by
    expressions the compiler computes, so most tables read the same on
    every ABI; `shared` is then that one list (None: the header spells
    the table once per ABI)."""
    rows: dict  # abi -> [Span] (not changed once built)
    # (row format, no-row format) -> the rows' text (shared) or {abi: text}: render.lookup_table's
    texts: dict = field(default_factory=dict, compare=False, repr=False)

    @functools.cached_property  # asked by every header that writes the table
    def shared(self):
        first = self.rows[layouts.ABIS[0]]
        for rows in self.rows.values():
            if rows is not first and (len(rows) != len(first) or any(
                    (a.lo, a.hi, a.value) != (b.lo, b.hi, b.value) for a, b in zip(rows, first))):
                return None
        return first

    def all_rows(self):
        return [r for rows in self.rows.values() for r in rows]


# A settle row's answer that stands for "the size, rounded down to a whole
# number of pointers" (se_private_settle computes it): most rows of a table
# of callbacks, merged into one.
ROUND_DOWN = "SE_PRIVATE_ROUND_DOWN"
# A settle row's answer for sizes where settling would leave out a member
# this build must fill: S_settle_in returns 0 there, S_settle_problem says
# why (layouts.settle_problem: NEEDS_LINEAGE, UNPLACEABLE).
UNPLACEABLE = "SE_PRIVATE_UNPLACEABLE"
POINTER = {"lp64": 8, "ilp32": 4}


class _Shape:
    """What the rule answers for one struct whatever a build declares, per
    segment of the struct's boundaries (layouts.StructRule): the
    candidates, which layouts each row stands for, the members placed,
    the lineage a size proves. Worked out once per struct (_shape())."""

    def __init__(self, api, struct_name):
        rule = layouts.rule(api, struct_name)
        self.lineages = [None] + [n for _, n in lineages(api)]
        self.sweeps, self.describe, self.placed, self.holders, self.owner = {}, {}, {}, {}, {}
        self.iso = {}  # abi -> (the ABI whose answers it maps, {size there: size here})
        self.plans = {}  # tables' rows by segment that do not depend on the build (dispatch.build)
        self._boundaries = {}  # the C types a header names the known layouts by -> _Boundaries
        first_abi = layouts.ABIS[0]
        for abi in layouts.ABIS:
            same = _isomorphic(rule, first_abi, abi) if abi != first_abi else None
            if same is not None:
                # The same segments, candidates and words, each size mapped by `same`.
                self.iso[abi] = (first_abi, same)
                for name in ("placed", "holders", "owner"):
                    getattr(self, name)[abi] = getattr(self, name)[first_abi]
                for lineage in self.lineages:
                    self.sweeps[abi, lineage] = self.sweeps[first_abi, lineage]
                    self.describe[abi, lineage] = self.describe[first_abi, lineage]
                continue
            t = rule.abi[abi]
            every = t.sweep(None)
            segs = [seg for seg, cands in enumerate(every) if cands is not None]
            firsts = [t.first(seg) for seg in segs]
            for lineage in self.lineages:
                sweep = every if lineage is None else t.sweep(lineage)
                self.sweeps[abi, lineage] = [sweep[seg] for seg in segs]
                self.describe[abi, lineage] = _Described(firsts, self.sweeps[abi, lineage], abi)
            free = self.sweeps[abi, None]
            # The members the lineage-free rule places, per segment: a
            # placement table asks only whether a member is placed.
            self.placed[abi] = _Placed(t, free)
            # Each segment's layouts and the one lineage they all belong to
            # (or None), worked out once per candidates list (interned: the
            # segments share a few).
            holders, owners, done = [], [], {}
            for c in free:
                found = done.get(id(c))
                if found is None:
                    found = set()
                    for k, _count in c:
                        found |= k.lineages
                    found = done[id(c)] = ([k for k, _ in c], found.pop() if len(found) == 1 else None)
                holders.append(found[0])
                owners.append(found[1])
            self.holders[abi], self.owner[abi] = holders, owners


    def boundaries(self, api, struct, known, types):
        """The struct's _Boundaries for a header naming its layouts by
        `types`: headers that name them alike (most do) share one."""
        key = tuple(types[id(k)] for k in known)
        found = self._boundaries.get(key)
        if found is None:
            found = self._boundaries[key] = _Boundaries(api, struct, known, types)
        return found


@memo.per_api
def _shape(api, struct_name):
    """The struct's _Shape, built once per API."""
    return _Shape(api, struct_name)


class Answers:
    """The rule's answers for one struct and one build's members, per segment
    of the struct's boundaries (layouts.StructRule), as numbers: what every
    header's tables say, whatever C names it gives the layouts. The struct's
    _Shape, and settle's answers for the members this build declares,
    worked out once per set of declared members (answers()) and shared by
    the headers that render them (the seabi header and the drop-in)."""

    def __init__(self, api, struct_name, fillable):
        shape = self.shape = _shape(api, struct_name)
        rule = layouts.rule(api, struct_name)
        self.describe, self.placed, self.holders, self.owner = shape.describe, shape.placed, shape.holders, shape.owner
        self.settle = {}
        self.plans = {}  # settle's rows by segment, as every header of this build has them (dispatch.build)
        for abi in layouts.ABIS:
            if abi in shape.iso:
                base, value = shape.iso[abi]
                for lineage in shape.lineages:
                    self.settle[abi, lineage] = [(None if t is None else value[t], why)
                                                 for t, why in self.settle[base, lineage]]
                continue
            settle_of = rule.abi[abi].settle_of
            for lineage in shape.lineages:
                # Segments with one (interned) candidates list settle alike: asked once.
                done = {}
                row = []
                for cands in shape.sweeps[abi, lineage]:
                    found = done.get(id(cands))
                    if found is None:
                        found = done[id(cands)] = settle_of(cands, fillable, lineage)
                    row.append(found)
                self.settle[abi, lineage] = row


def _isomorphic(rule, a, b):
    """{size on a: size on b} when the struct's known layouts order and equate
    every member offset and end on `a` exactly as on `b`, and leave a gap
    (sizes strictly between two boundaries) after the same boundaries: then
    every answer of the rule on b is the one on a with sizes mapped. Else None."""
    values = {}
    for abi in (a, b):
        vs = set()
        for k in rule.known:
            vs.update(k.offsets(abi).values())
            vs.update(k.ends(abi))
        values[abi] = sorted(vs)
    if len(values[a]) != len(values[b]):
        return None
    mapping = dict(zip(values[a], values[b]))
    to_b = mapping.__getitem__
    for k in rule.known:
        # A layout's offsets (and ends) list its members in one order on every ABI.
        if list(map(to_b, k.offsets(a).values())) != list(k.offsets(b).values()) or \
                list(map(to_b, k.ends(a))) != k.ends(b):
            return None
    bounds = {abi: rule.abi[abi].bounds for abi in (a, b)}
    for i in range(len(bounds[a])):
        last = i + 1 == len(bounds[a])
        if last != (i + 1 == len(bounds[b])):
            return None
        if not last and (bounds[a][i + 1] > bounds[a][i] + 1) != (bounds[b][i + 1] > bounds[b][i] + 1):
            return None
    return mapping


def answers(api, struct_name, fillable):
    """The struct's Answers for a build declaring `fillable` (a frozenset), built once per API.

    Settle asks of a declared member only whether it blocks a settle (is
    required), so builds that declare the same required members get the
    same answers: one Answers serves them all."""
    return _answers(api, struct_name, fillable & layouts.rule(api, struct_name).blocking)


@memo.per_api
def _answers(api, struct_name, required_fillable):
    return Answers(api, struct_name, required_fillable)


class _Placed:
    """Per segment, the members the lineage-free rule places there
    (placed_of), worked out only when a placement table asks (most members
    are uniform and need none)."""

    def __init__(self, t, free):
        self.t, self.free = t, free
        self._names = None

    def names(self):
        """[{member: offset}] per segment."""
        if self._names is None:
            self._names = [self.t.placed_of(c) for c in self.free]
        return self._names


class _Described:
    """describe(segment) for a table's rows, worked out only for the segments
    that start a row (most segments merge into the row before)."""

    def __init__(self, firsts, candidates, abi):
        self.firsts, self.candidates, self.abi = firsts, candidates, abi
        self.done = {}

    def __getitem__(self, i):
        found = self.done.get(i)
        if found is None:
            found = self.done[i] = _describe(self.candidates[i], self.firsts[i], self.abi)
        return found


def _describe(candidates, n, abi):
    """Which layouts a row stands for, in a few words: those of its first size n."""
    def labels(k):
        return k.labels[0] + (f" (+{len(k.labels) - 1})" if len(k.labels) > 1 else "")
    parts = []
    for k, count in candidates:
        whole = count == len(k.fields)
        if whole and k.size(abi) == n:
            parts.append("exactly " + labels(k))
        elif whole:
            parts.append(f"past {labels(k)}")
        else:
            parts.append(f"{labels(k)} to {k.names()[count - 1]}")
    parts = list(dict.fromkeys(parts))
    return "; ".join(parts[:3]) + ("; ..." if len(parts) > 3 else "")


def _plan(values, words):
    """[(first segment, last segment, value, why)]: the rows of a table whose
    value per segment is `values` (None: no row), neighbours with one value
    merged; `words` per segment (indexable) say which layouts a row stands for."""
    plan, i, n = [], 0, len(values)
    while i < n:
        value, j = values[i], i + 1
        while j < n and values[j] == value:  # neighbours with one value make one row
            j += 1
        if value is not None:
            why = words[i]
            if j > i + 1 and not why.endswith(", and up"):
                why += ", and up"
            plan.append((i, j - 1, value, why))
        i = j
    return plan


def _spans(segments, plan, name=None):
    """A plan's rows as Spans over `segments`, each value named by name(value) (or itself)."""
    return [Span(segments[i][0], segments[j][1], value if name is None else name(value), why)
            for i, j, value, why in plan]


def _rows(bounds, values, describe):
    """Table of the segments whose value (a C expression, or None) is not
    None, merging neighbours with one value; `values` and `describe` are per
    segment, in bounds.segments' order."""
    table = {}
    done = None  # (values, words, rows) of the ABI before, for one that reads the same
    for abi in layouts.ABIS:
        vals, words = values[abi], describe[abi]
        if done is not None and done[0] is vals and done[1] is words and bounds.same_spans:
            # The same answers over segments named alike: the same rows (each its own Span).
            table[abi] = [Span(r.lo, r.hi, r.value, r.why) for r in done[2]]
            continue
        table[abi] = _spans(bounds.segments(abi), _plan(vals, words))
        done = (vals, words, table[abi])
    return Table(table)


def _settle_plan(ans, bounds, abi, lineage):
    """The plan of settle's table for a lineage, with each value a size (a
    boundary), ROUND_DOWN, UNPLACEABLE or None: the same for every header
    of the struct and build (`ans`), whatever C names its layouts get. A
    stretch where settle leaves every size rounded down to whole pointers
    answers ROUND_DOWN."""
    key = ("settle", abi, lineage)
    found = ans.plans.get(key)
    if found is None:
        pointer, values = POINTER[abi], []
        for (t, why), (_lo, _hi, first, last) in zip(ans.settle[abi, lineage], bounds.segments(abi)):
            if t is None:
                values.append(None if why == layouts.NO_LAYOUT else UNPLACEABLE)
            elif last is not None and t == first - first % pointer == last - last % pointer:
                values.append(ROUND_DOWN)
            else:
                values.append(t)
        found = ans.plans[key] = _plan(values, ans.describe[abi, lineage])
    return found


def build(api, struct, canonical_names, accessor_names, fillable, member_decl):
    """C pieces for one struct of a header whose struct lays out `canonical_names`.

    `accessor_names`: members the header has accessors for; those not uniform
    (or not in the public struct) get a lookup table. `fillable`: the
    members this header declares (what its settle can fill).
    `member_decl(field)` gives a data member's declaration for private structs.
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
            decls = _with_unions(k.fields, [_fn_member(f) if f.is_callback else member_decl(f) for f in k.fields])
            out.private_structs.append((host[len("struct "):], decls))
        types[id(k)] = host

    def last(k):
        return k.lay["lp64"].last.field.name  # the last member, or a struct-ending union's largest

    def size(k):
        return f"SE_PRIVATE_OFFSET_OF_END({types[id(k)]}, {last(k)})"

    for k in known:
        for label in k.labels:
            out.layout_sizes[label] = size(k)
            out.layout_ends[label] = (types[id(k)], last(k))
    if not known:
        return out
    ans = answers(api, struct.name, frozenset(fillable))
    bounds = ans.shape.boundaries(api, struct, known, types)
    free = {abi: ans.describe[abi, None] for abi in layouts.ABIS}

    def host(holders):
        """The C type a placed member's offset is taken in: the public
        struct's when a candidate has it, else the first candidate's."""
        for k in holders:
            if types[id(k)] == struct.name:
                return struct.name
        return types[id(holders[0])] if holders else None

    # Per ABI: (placed members, host type) per segment; ABIs whose answers
    # are one object share one list, and so one row per member.
    per_abi, by_answer = {}, {}
    for abi in layouts.ABIS:
        key = (id(ans.placed[abi]), id(ans.holders[abi]))
        if key not in by_answer:
            by_answer[key] = (ans.placed[abi], [host(h) for h in ans.holders[abi]], {})
        per_abi[abi] = by_answer[key]

    mentions = dict(bounds.mentions)  # a table's text -> the constants.Named it mentions

    def offset(h, member):
        n = constants.named("off", h, member)
        mentions[n.name] = n
        return n.name

    def offsets(member):
        """Per segment: the offset of the member in a candidate's type (the
        public struct's when a candidate has it), or None where the rule
        does not place it."""
        vals = {}
        for abi in layouts.ABIS:
            placed, hosts, rows = per_abi[abi]
            row = rows.get(member)
            if row is None:
                row = rows[member] = [None if member not in p else offset(h, member)
                                      for p, h in zip(placed.names(), hosts)]
            vals[abi] = row
        return vals

    for name in accessor_names:
        if layouts.uniform(api, struct.name, name) and name in canonical_names:
            continue
        out.placements[name] = _rows(bounds, offsets(name), free)

    # Settle's and the lineage's tables are planned once per struct and
    # build (Answers.plans), then named in this header's C. Lineages whose
    # plans give every size the same answer share one table (its rows name
    # the same segments and sizes), written for the first of them.
    distinct = {}  # the plans' answers per ABI -> (table suffix, Table)
    for constant, lineage in [(lineage_constant(api, "any"), None)] + lineages(api):
        plans = {abi: _settle_plan(ans, bounds, abi, lineage) for abi in layouts.ABIS}
        key = tuple(tuple((i, j, value) for i, j, value, _why in plan) for plan in plans.values())
        found = distinct.get(key)
        if found is None:
            rows = {}
            for abi, plan in plans.items():
                index = bounds.index(abi)
                rows[abi] = _spans(bounds.segments(abi), plan, lambda v: v if type(v) is str else index[v])
            found = distinct[key] = (str(len(distinct)), Table(rows))
            out.settle_tables.append(found)
        out.settle[constant] = found[1]
        out.settle_by_lineage.append((constant, found[0]))

    rows = {}
    for abi in layouts.ABIS:
        plan = ans.shape.plans.get(("lineage", abi))
        if plan is None:
            plan = ans.shape.plans["lineage", abi] = _plan([None if o is None else lineage_constant(api, o)
                                                      for o in ans.owner[abi]], free[abi])
        rows[abi] = _spans(bounds.segments(abi), plan)
    out.lineage = Table(rows)
    out.named = _mentioned(list(out.placements.values()) + [t for _, t in out.settle_tables] + [out.lineage],
                           mentions)
    return out


def _mentioned(tables, mentions):
    """[constants.Named] the tables' rows mention, in order of first mention
    (the order the header defines them in)."""
    found = {}
    get = mentions.get
    for table in tables:
        # A table whose ABIs read alike (most) mentions what its first ABI's rows do.
        shared = table.shared
        for span in shared if shared is not None else table.all_rows():
            for text in (span.lo, span.hi, span.value):
                n = get(text)
                if n is not None and n.name not in found:
                    found[n.name] = n
    return list(found.values())


def lineage_constant(api, lineage):
    return f"{api.info.prefix}_LINEAGE_{lineage.upper()}"


def lineages(api):
    """[(C constant, lineage)] of every lineage a header can name, seabi's first."""
    names = [layouts.SEABI] + ([layouts.TENSORFLOW] if api.editions else [])
    return [(lineage_constant(api, n), n) for n in names]

