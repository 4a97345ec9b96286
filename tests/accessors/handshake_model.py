"""An independent reference model of the handshake rule (docs/handshake.md).

It takes the known layouts as data (labels, lineages, each member's offset
and end on each ABI: the table docs/api.md prints and tests/editions checks
against gcc) and nothing else from the generator: it does not call the
functions of generator/seabigen/layouts.py that decide. It spells the rule
the other way round from the generator: every layout a peer could have (a
*hypothesis*: a known layout, a known layout cut at one of its members, a
lineage's newest layout followed by unknown members) is listed once per
struct, and a struct_size keeps the hypotheses it can stand for.
"""
from dataclasses import dataclass
from typing import Dict, List, Tuple

EXACT, CUT, NEWER, UNKNOWN = "exact", "cut", "newer", "unknown"


@dataclass(frozen=True)
class Layout:
    labels: Tuple[str, ...]
    lineages: frozenset
    members: Tuple[Tuple[str, int, int], ...]  # (name, offset, end), in order

    @property
    def size(self):
        return self.members[-1][2]


@dataclass(frozen=True)
class Hypothesis:
    kind: str
    layout: Layout
    count: int  # the peer has the layout's first `count` members

    def has(self, member):
        for name, off, end in self.layout.members[:self.count]:
            if name == member:
                return off, end
        return None


class StructModel:
    def __init__(self, layouts: List[Layout], newest: Dict[str, Layout], blocking: set):
        self.layouts = layouts
        self.newest = newest
        self.blocking = blocking
        self.lineages = sorted({l for k in layouts for l in k.lineages})
        self._memo = {}  # hypotheses and places: the test asks for each many times

    def _of(self, lineage):
        return [k for k in self.layouts if lineage is None or lineage in k.lineages]

    def hypotheses(self, n, lineage=None):
        """The layouts a peer whose struct_size is n may have."""
        key = (n, lineage)
        if key not in self._memo:
            self._memo[key] = tuple(self._hypotheses(n, lineage))
        return self._memo[key]

    def _hypotheses(self, n, lineage):
        mine = self._of(lineage)
        exact = [Hypothesis(EXACT, k, len(k.members)) for k in mine if k.size == n]
        if exact:
            return exact
        middle, unknown = [], []
        for l in [lineage] if lineage else self.lineages:
            group = [k for k in mine if l in k.lineages]
            for k in group:
                for i, (_, _, end) in enumerate(k.members[:-1]):
                    if end == n:
                        middle.append(Hypothesis(CUT, k, i + 1))
            top = self.newest.get(l)
            if top is not None and top.size < n:
                middle.append(Hypothesis(NEWER, top, len(top.members)))
            ends_below = [end for k in group for _, _, end in k.members if end < n]
            if ends_below:
                b = max(ends_below)
                for k in group:
                    for i, (_, _, end) in enumerate(k.members):
                        if end == b:
                            unknown.append(Hypothesis(UNKNOWN, k, i + 1))
        return middle if middle else unknown

    def place(self, n, member, lineage=None):
        """The member's offset at struct_size n, or None."""
        key = ("place", n, member, lineage)
        if key not in self._memo:
            self._memo[key] = self._place(n, member, lineage)
        return self._memo[key]

    def _place(self, n, member, lineage):
        hs = self.hypotheses(n, lineage)
        found = {h.has(member) for h in hs}
        if not hs or None in found or len(found) != 1:
            return None
        return found.pop()[0]

    def settle(self, n, declared, lineage=None):
        """What S_settle_in(s, lineage) leaves in struct_size n, or None."""
        return self._settle(n, declared, lineage)[0]

    def problem(self, n, declared, lineage=None):
        """What S_settle_problem says: "ok", "no layout", "needs lineage",
        "unplaceable"."""
        return self._settle(n, declared, lineage)[1]

    def _settle(self, n, declared, lineage):
        hs = self.hypotheses(n, lineage)
        if not hs:
            return None, "no layout"
        best = None
        placed = []
        for i in range(min(h.count for h in hs)):
            slots = {h.layout.members[i] for h in hs}
            if len(slots) != 1:
                break
            name, off, end = slots.pop()
            if name in self.blocking and name not in declared:
                break
            placed.append((name, off))
            if all(self.place(end, m) == o for m, o in placed):
                best = end
        # A member this build must fill (required, declared) that some
        # hypothesis has: the plugin could not set it, so no size at all.
        for h in hs:
            for name, _off, end in h.layout.members[:h.count]:
                if name in self.blocking and name in declared and (best is None or end > best):
                    return None, "needs lineage" if lineage is None else "unplaceable"
        return best, "ok"

    def lineage_of(self, n):
        owners = set()
        for h in self.hypotheses(n):
            owners |= h.layout.lineages
        return next(iter(owners)) if len(owners) == 1 else None


def from_api(api, struct_name, abi):
    """The model of one struct: its known layouts as data."""
    from seabigen import layouts  # the table only: labels, lineages, offsets, ends
    table = []
    for k in layouts.known(api, struct_name):
        members = tuple((name, k.offset(name, abi), end) for name, end in zip(k.names(), k.ends(abi)))
        table.append(Layout(tuple(k.labels), frozenset(k.lineages), members))
    newest_label = {"seabi": str(api.versions[-1])}
    if api.editions:
        newest_label["tensorflow"] = api.editions[-1].name
    newest = {}
    for lineage, label in newest_label.items():
        holder = [k for k in table if label in k.labels]
        if holder:
            newest[lineage] = holder[0]
    fields = api.struct(struct_name).fields
    blocking = {f.name for f in fields if f.required or f.required_when}
    return StructModel(table, newest, blocking)
