"""The imported versions side by side.

Two views of the same headers:

* `record(history, i)`: version i as a record in the shape of the frozen
  release records (released.py), so the evolution checker's own comparison
  (evolution.compare) judges neighbouring versions with its rule ids;
* `entries`: every declaration with the range of versions that have it as
  written, [since, removed), in one order that gives each version's member
  order when filtered by version: what the schema writer writes.

Every name and type is as the header writes it; what the schema adds (who
fills a member, what 0 means) the header does not say, so records carry
the same neutral values for all (`both`, `valid`): no rule about them can
fire between imported versions.
"""
from dataclasses import dataclass, field
from typing import List, Optional

from .. import ctype
from .decls import ABIS


@dataclass
class History:
    headers: list  # decls.Header, oldest first
    size_member: str = "struct_size"  # the member a versioned struct holds its size in (--size-member)

    @property
    def versions(self):
        return [h.version_text for h in self.headers]


def canonical(text):
    """A type as the generator spells it (`const SP_Device* const`)."""
    return ctype.parse(text).c()


def parameter(text):
    """A parameter type as signatures compare it: top-level const dropped."""
    return ctype.parse(text).unqualified().c()


# ---------------------------------------------------------------------------
# Records, for the evolution checker.

def first_seen(history):
    """{(kind, name[, member]): index of the first version having it}: a
    member's `since` is the first version with a member of that name, so a
    member retyped in place keeps its since."""
    out = {}
    for i, h in enumerate(history.headers):
        for s in h.structs:
            out.setdefault(("struct", s.name), i)
            for m, _union in s.flat():
                out.setdefault(("member", s.name, m.name), i)
        for e in h.enums:
            out.setdefault(("enum", e.name), i)
            for name, _value, _line in e.values:
                out.setdefault(("enumerator", e.name, name), i)
        for c in h.callbacks:
            out.setdefault(("callback", c.name), i)
        for o in h.opaques:
            out.setdefault(("opaque", o.name), i)
        for x in h.handles:
            out.setdefault(("handle", x.name), i)
    return out


def record(history, i, seen=None):
    """Version i as a released.py-shaped record (evolution.compare reads it)."""
    h = history.headers[i]
    seen = seen if seen is not None else first_seen(history)
    v = history.versions

    def since(*key):
        return v[seen[key]]
    return {
        "version": h.version_text,
        "status": "released",
        # As released.py records them: handles, then opaque structs (tag: their own name).
        "handles": [{"name": x.name, "tag": x.tag, "since": since("handle", x.name)} for x in h.handles]
                   + [{"name": o.name, "tag": o.name, "since": since("opaque", o.name)} for o in h.opaques],
        "callbacks": [dict(name=c.name, since=since("callback", c.name), deprecated=None,
                           **_signature(c.returns, c.params)) for c in h.callbacks],
        "entry_points": [],
        "enums": [{"name": e.name, "since": since("enum", e.name), "deprecated": None, "size": e.size,
                   "values": [{"name": n, "value": val, "since": since("enumerator", e.name, n), "deprecated": None}
                              for n, val, _line in e.values]} for e in h.enums],
        "structs": [_struct_record(s, lambda m, s=s: since("member", s.name, m), since("struct", s.name),
                                   size_macro(h, s.name)) for s in h.structs],
    }


def _signature(returns, params):
    return {"returns": canonical(returns), "params": [parameter(t) for _, t in params]}


def size_macro(header, struct):
    """The header's own size constant for `struct`, else <struct>_STRUCT_SIZE."""
    return next((c.name for c in header.size_constants if c.struct == struct), struct + "_STRUCT_SIZE")


def _struct_record(s, member_since, struct_since, macro):
    members = []
    for m, union in s.flat():
        r = {"name": m.name, "since": member_since(m.name), "zero": "valid", "filled_by": "both",
             "required": False, "required_when": None, "pattern": None, "default": None, "align": m.align,
             "deprecated": None}
        if union is not None:
            r["union"] = union  # as released.py records a schema member of a union
        r.update(member_declaration(m))
        for abi in ABIS:
            p = m.places[abi]
            r[abi] = {"offset": p.offset, "size": p.size, "align": p.align}
        members.append(r)
    out = {"name": s.name, "since": struct_since, "size_macro": macro, "filled_by": "both",
           "deprecated": None, "members": members}
    for abi in ABIS:
        sizeof, align = s.sizes[abi]
        out[abi] = {"struct_size": s.true_end(abi), "sizeof": sizeof, "align": align}
    return out


def member_declaration(m):
    """The record keys that say what a member is: kind and type or signature."""
    if m.kind == "fn":
        return dict(kind="fn", **_signature(m.returns, m.params))
    return {"kind": "data", "type": canonical(m.type)}


# ---------------------------------------------------------------------------
# Entries, for the schema.

@dataclass
class Entry:
    """One declaration over the versions [since, removed) that have it as
    written (indices into History.headers; removed None: still there)."""
    name: str
    since: int
    removed: Optional[int]
    item: object  # the decls object of its newest version
    key: tuple  # what makes two versions' items the same entry

    def present(self, i):
        return self.since <= i and (self.removed is None or i < self.removed)


@dataclass
class StructEntry(Entry):
    members: List[Entry] = field(default_factory=list)


def _decl_key(m, union):
    """What must stay the same for a member to be one entry: name,
    declaration, the union it is in, and its offset and size on both ABIs
    (a member pushed to another offset is a new entry: a version's header
    must place it there)."""
    return (m.name, m.declaration(), union, m.align) + tuple((m.places[a].offset, m.places[a].size) for a in ABIS)


def _lcs(a, b):
    """Index pairs of a longest common subsequence of key lists a and b."""
    n, m = len(a), len(b)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            best[i][j] = best[i + 1][j + 1] + 1 if a[i] == b[j] else max(best[i + 1][j], best[i][j + 1])
    out, i, j = [], 0, 0
    while i < n and j < m:
        if a[i] == b[j]:
            out.append((i, j))
            i += 1
            j += 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def _ordered(entries_by_version, strict=True):
    """One order of all entries in which every version's members appear in
    that version's order: a topological order of "precedes in some
    version", ties by first appearance. For members an entry continues only
    through versions whose orders agree (the LCS keeps relative order), so
    the constraints never form a cycle (`strict`). Top-level declarations
    may be declared in another order by another version: a cycle is then
    broken at the entry that appeared first."""
    after = {}
    first = {}
    for order in entries_by_version:
        for k, e in enumerate(order):
            first.setdefault(id(e), (len(first), e))
            if k:
                after.setdefault(id(order[k - 1]), set()).add(id(e))
    indegree = {i: 0 for i in first}
    for a, succ in after.items():
        for b in succ:
            indegree[b] += 1
    ready = sorted(i for i, d in indegree.items() if d == 0)
    ready.sort(key=lambda i: first[i][0])
    out, placed = [], set()
    while len(out) < len(first):
        if not ready:
            assert not strict, "member orders form a cycle"
            ready = [min((i for i in first if i not in placed), key=lambda x: first[x][0])]
        i = ready.pop(0)
        if i in placed:
            continue
        placed.add(i)
        out.append(first[i][1])
        for b in sorted(after.get(i, ()), key=lambda x: first[x][0]):
            indegree[b] -= 1
            if indegree[b] == 0 and b not in placed:
                ready.append(b)
        ready.sort(key=lambda x: first[x][0])
    return out


def member_entries(history, name):
    """[Entry] of struct `name`'s members over every version, in schema order."""
    open_entries = []  # (key, Entry) of the previous version having the struct, in its order
    per_version = []
    prev_index = None
    for i, h in enumerate(history.headers):
        s = h.struct(name)
        if s is None:
            for _key, e in open_entries:
                if e.removed is None:
                    e.removed = i
            open_entries = []
            continue
        flat = s.flat()
        keys = [_decl_key(m, union) for m, union in flat]
        kept = dict((j, open_entries[k][1]) for k, j in
                    _lcs([k for k, _ in open_entries], keys)) if prev_index == i - 1 else {}
        current = []
        for j, (m, union) in enumerate(flat):
            e = kept.get(j)
            if e is None:
                e = Entry(m.name, i, None, m, keys[j])
            e.item = m
            e.union = union
            current.append((keys[j], e))
        gone = {id(e) for _, e in current}
        for _key, e in open_entries:
            if id(e) not in gone and e.removed is None:
                e.removed = i
        open_entries = current
        per_version.append([e for _, e in current])
        prev_index = i
    return _ordered(per_version)


def named_entries(history, kind):
    """[Entry] of top-level items ("structs", "enums", "callbacks",
    "opaques"), each continued while its declaration stays the same:
    structs and enums by name (their members and values have their own
    entries), callbacks by name and signature, handles by name and tag,
    opaques by name."""
    entries, open_by_name = [], {}
    for i, h in enumerate(history.headers):
        here = {}
        for item in getattr(h, kind):
            key = (item.name,) + ((item.declaration(),) if kind == "callbacks" else
                                  (item.tag,) if kind == "handles" else ())
            e = open_by_name.get(item.name)
            # A struct that loses its struct_size is a plain struct from then
            # on: another entry (the schema's `plain` is the entry's, not the name's).
            lost_size = kind == "structs" and e is not None and e.item.sized and not item.sized
            if e is None or e.key != key or e.removed is not None or lost_size:
                if e is not None and e.removed is None:
                    e.removed = i  # re-declared differently: the old entry ends here
                e = Entry(item.name, i, None, item, key)
                entries.append(e)
            e.item = item
            here[item.name] = e
        for nm, e in open_by_name.items():
            if nm not in here and e.removed is None:
                e.removed = i
        open_by_name = here
    return _in_declaration_order(entries, history, kind)


def _in_declaration_order(entries, history, kind):
    """Entries in the order the headers declare them (newest header's order,
    older-only items where they stood): the header declares types before use."""
    per_version = []
    for i, h in enumerate(history.headers):
        names = [x.name for x in getattr(h, kind)]
        present = {e.name: e for e in entries if e.present(i)}
        per_version.append([present[n] for n in names if n in present])
    return _ordered(per_version, strict=False)


def enumerator_entries(history, enum_name):
    """[Entry] of an enum's enumerators, by (name, value)."""
    entries, open_by_name = [], {}
    per_version = []
    for i, h in enumerate(history.headers):
        e = next((x for x in h.enums if x.name == enum_name), None)
        here, order = {}, []
        for n, value, line in (e.values if e else []):
            cur = open_by_name.get(n)
            if cur is None or cur.key != (n, value):
                cur = Entry(n, i, None, (n, value, line), (n, value))
                entries.append(cur)
            cur.item = (n, value, line)
            here[n] = cur
            order.append(cur)
        for nm, cur in open_by_name.items():
            if here.get(nm) is not cur and cur.removed is None:
                cur.removed = i
        open_by_name = here
        if order:
            per_version.append(order)
    return _ordered(per_version)
