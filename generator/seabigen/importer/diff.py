"""Neighbouring versions of a header, compared with the evolution checker's rules.

evolution.compare judges version i against version i-1 exactly as `make
gen` judges two versions of a schema, so every finding carries one of its
rule ids (evolution.RULES). A plain append is no finding. This module adds
what a reader of a break report asks next: does a binary built against one
version misread the other (`abi_break`), and where is it in each header.

abi_break is false only where sources notice and binaries do not: a member
renamed in the same slot, a type or signature whose only change is a
qualifier (`const`), a spelling of the very same C type (int32_t / int), a
struct, enum or enumerator renamed with its layout or value kept (names are
in no binary; an enumerator whose value another one, already there, takes
over is a break), a handle or opaque type removed (the members that used it
are findings of their own), a union given one more member in its storage,
a size constant renamed, and anything appended in a PATCH step.
Everything else that the rules refuse moves, resizes, retypes or removes a
slot, so a binary built against one side misreads the other.
"""
import re
from dataclasses import dataclass
from typing import Optional, Tuple

from .. import evolution
from . import history as hist
from .decls import ABIS


@dataclass
class Change:
    old: str  # version texts
    new: str
    kind: str  # struct | enum | callback | handle
    struct: str  # the struct (or enum, callback, opaque type) it is in
    member: Optional[str]
    rule: str
    abi_break: bool
    message: str
    old_at: Tuple[str, int]  # (header path, line); line 0: not in that version
    new_at: Tuple[str, int]


def changes(history):
    """[Change] between every pair of neighbouring versions, in version order."""
    seen = hist.first_seen(history)
    records = [hist.record(history, i, seen) for i in range(len(history.headers))]
    out = []
    renames = {}  # step -> {old type name: new name} of types renamed with their layout kept
    regrouped = {}  # step -> _regroupings
    for i in range(1, len(records)):
        old, new = history.headers[i - 1], history.headers[i]
        # A PATCH step may change nothing (patch-changes-abi); a MAJOR step
        # may change anything, yet a reader still asks what changed: it is
        # compared like a MINOR one.
        relation = "patch" if len(old.version) == 3 and old.version[:2] == new.version[:2] else "minor"
        for rule, kind, path, message in evolution.compare(records[i - 1], records[i], relation):
            name, _, member = path.partition(".")
            if rule == "handle-removed" and new.struct(name) is not None:
                continue  # an opaque struct now defined: nothing a binary holding pointers notices
            broken = _abi_break(rule, kind, name, member, records[i - 1], records[i], message,
                                renames.setdefault(i, _renames(records[i - 1], records[i])))
            if rule == "enumerator-removed" and broken:
                message = re.sub(r" \(renamed to (\w+)\?\)", r" (its value now belongs to \1, an enumerator "
                                 r"already there)", message)
            twin = _renamed_to(rule, kind, name, records[i - 1], records[i])
            aside = None
            if twin is not None:
                broken = False
                aside = (f"{twin}, new in {new.version_text}, has its members at the same places: a rename, "
                         "and a type's name is in no binary")
            group = regrouped.setdefault(i, _regroupings(records[i - 1], records[i])).get(name)
            if group is not None and kind == "struct" and member in group[0]:
                broken, aside = False, group[1]
            out.append(Change(old.version_text, new.version_text, kind, name, member or None, rule, broken,
                              _message(message, broken, old.version_text, new.version_text, aside),
                              _where(old, kind, name, member, records[i - 1], records[i], False, rule),
                              _where(new, kind, name, member, records[i - 1], records[i], True, rule)))
        out += _resized_by_value(old, new, records[i - 1], records[i], out)
        out += _plain_grown(old, new, records[i - 1], records[i], out, history.size_member)
    return out


def _plain_grown(old, new, o_rec, n_rec, found, size_member):
    """layout-changed for a struct that carries no size of its own
    (decls.Struct.versioned) and changed size without another finding
    about it (a member removed or resized says so): with no struct_size to tell, a binary built against the
    larger layout given the smaller one reads past its end."""
    out = []
    have = {c.struct for c in found if (c.old, c.new) == (old.version_text, new.version_text)}
    for s in new.structs:
        was = old.struct(s.name)
        if was is None or s.versioned(size_member) or was.versioned(size_member):
            continue
        sizes = [(was.sizes[a][0], s.sizes[a][0]) for a in ABIS]
        if all(a == b for a, b in sizes) or s.name in have:
            continue
        text = (f"{s.name}: has no {size_member} and its size changed from {sizes[0][0]} to {sizes[0][1]} bytes on "
                f"LP64 ({sizes[1][0]} to {sizes[1][1]} on i386), with nothing in it to tell a reader which it got")
        out.append(Change(old.version_text, new.version_text, "struct", s.name, None, "layout-changed", True,
                          _message(text, True, old.version_text, new.version_text),
                          (old.path, was.line), (new.path, s.line)))
    return out


def _resized_by_value(old, new, o_rec, n_rec, found):
    """layout-changed for every member holding by value a struct whose size
    changed, each one of its own: the evolution checker reports the first
    member that moves and takes later offsets as its consequence, but two
    by-value members that shrink in one step are two causes."""
    out = []
    have = {(c.old, c.new, c.struct, c.member) for c in found}
    olds, news = _items(o_rec, "struct"), _items(n_rec, "struct")
    for name, n in news.items():
        o = olds.get(name)
        if o is None:
            continue
        before = {m["name"]: m for m in o["members"]}
        for m in n["members"]:
            om = before.get(m["name"])
            held = m.get("type") if m["kind"] == "data" else None
            if om is None or held not in news or held not in olds or om.get("type") != held:
                continue
            sizes = [(olds[held][a]["sizeof"], news[held][a]["sizeof"]) for a in ABIS]
            if all(a == b for a, b in sizes) or (old.version_text, new.version_text, name, m["name"]) in have:
                continue
            text = (f"{name}.{m['name']}: holds {held} by value, whose size changed from "
                    f"{sizes[0][0]} to {sizes[0][1]} on LP64 ({sizes[1][0]} to {sizes[1][1]} on i386)")
            out.append(Change(old.version_text, new.version_text, "struct", name, m["name"], "layout-changed", True,
                              _message(text, True, old.version_text, new.version_text),
                              _where(old, "struct", name, m["name"], o_rec, n_rec, False, "layout-changed"),
                              _where(new, "struct", name, m["name"], o_rec, n_rec, True, "layout-changed")))
    return out


# ---------------------------------------------------------------------------
def _items(record, kind):
    key = {"struct": "structs", "enum": "enums", "callback": "callbacks", "handle": "handles",
           "entry_point": "entry_points"}[kind]
    return {x["name"]: x for x in record[key]}


def _pair(kind, name, member, old, new, rule="member-renamed"):
    """The (old, new) records of the member a finding names: by name, and
    for a rename (the finding names the new member) the old slot's member."""
    o, n = _items(old, kind).get(name), _items(new, kind).get(name)
    if not member or kind != "struct":
        return o, n
    om = next((m for m in o["members"] if m["name"] == member), None) if o else None
    nm = next((m for m in n["members"] if m["name"] == member), None) if n else None
    if om is None and nm is not None and o is not None and rule == "member-renamed":
        k = n["members"].index(nm)
        om = o["members"][k] if k < len(o["members"]) else None
    return om, nm


def _qualifiers_only(a, b):
    def bare(t):
        return re.sub(r"\bconst\b", "", t).replace(" ", "")
    return bare(a) == bare(b)


def _leaves(record, struct, base, depth=0):
    """[(type, places)] of a struct record's members, a struct held by
    value replaced by its own members at their offsets (None past 8 levels)."""
    structs = _items(record, "struct")
    out = []
    for m in structs[struct]["members"]:
        inner = m.get("type") if m["kind"] == "data" else None
        if inner in structs and depth < 8:
            out += _leaves(record, inner, {a: base[a] + m[a]["offset"] for a in ABIS}, depth + 1)
        else:
            out.append((m.get("type") or ("fn", m.get("returns"), tuple(m.get("params", ()))),
                        tuple((base[a] + m[a]["offset"], m[a]["size"]) for a in ABIS)))
    return out


def _regroupings(old, new):
    """{struct: ({member names}, aside)} of the structs one step regrouped:
    a run of members became a struct held by value whose members have the
    very types and places (offsets and sizes on both ABIs) of that run. A
    binary reads the same bytes either way; the findings about that run and
    the member holding it are only sources' business."""
    out = {}
    olds, news = _items(old, "struct"), _items(new, "struct")
    for name, n in news.items():
        o = olds.get(name)
        if o is None:
            continue
        before = [(m.get("type") or ("fn", m.get("returns"), tuple(m.get("params", ()))), _places(m), m["name"])
                  for m in o["members"]]
        names, asides = set(), []
        for m in n["members"]:
            inner = m.get("type") if m["kind"] == "data" else None
            if inner not in news or inner == name:
                continue
            leaves = _leaves(new, inner, {a: m[a]["offset"] for a in ABIS})
            start = next((k for k, b in enumerate(before) if (b[0], b[1]) == leaves[0]), None) if leaves else None
            if start is None:
                continue
            run = before[start:start + len(leaves)]
            if [(b[0], b[1]) for b in run] == leaves and m["name"] not in {b[2] for b in before} - {b[2] for b in run}:
                names |= {b[2] for b in run} | {m["name"]}
                asides.append(f"{name}.{', '.join(b[2] for b in run)} regrouped into {name}.{m['name']} "
                              f"({inner}) at the same offsets and sizes on LP64 and i386: binaries read the same bytes")
        if names:
            out[name] = (names, "; ".join(asides))
    return out


def _renames(old, new):
    """{old name: new name} of the structs and enums one step renamed with
    their layout (values) kept (_renamed_to): a type spelled with either
    name is one type to a binary."""
    out = {}
    for kind, rule in (("struct", "struct-removed"), ("enum", "enum-removed")):
        for name in _items(old, kind):
            if name not in _items(new, kind):
                twin = _renamed_to(rule, kind, name, old, new)
                if twin is not None:
                    out[name] = twin
    return out


def _renamed(text, renames):
    """A type's text with the old names of renamed types replaced by the new ones."""
    if not renames:
        return text
    return re.sub(r"\b\w+\b", lambda m: renames.get(m.group(0), m.group(0)), text)


def _same_type(a, b, renames=None):
    """Only a qualifier differs, or both name the same C type on both ABIs
    (a type renamed with its layout kept, `renames`, is the same type)."""
    a = _renamed(a, renames)
    if a == b or _qualifiers_only(a, b):
        return True
    try:
        return evolution._same_c_type(a, b) is not None
    except Exception:  # a name the grammar reads but the builtins do not know
        return False


def _renamed_to(rule, kind, name, old, new):
    """For a struct or enum removed while a new one of another name has the
    same members at the same places (the same enumerator values): its name."""
    if (rule, kind) not in (("struct-removed", "struct"), ("enum-removed", "enum")):
        return None
    gone = _items(old, kind)[name]
    before = _items(old, kind)
    for cand in _items(new, kind).values():
        if cand["name"] in before:
            continue
        if kind == "struct" and [(m["name"], _places(m)) for m in cand["members"]] == \
                [(m["name"], _places(m)) for m in gone["members"]]:
            return cand["name"]
        if kind == "enum" and [v["value"] for v in cand["values"]][:len(gone["values"])] == \
                [v["value"] for v in gone["values"]] and cand["size"] == gone["size"]:
            return cand["name"]
    return None


def _union_kept(struct, union, old, new):
    """True when union `union` of `struct` keeps its place and size, and no
    member outside it moves, from record `old` to `new`."""
    o, n = _items(old, "struct").get(struct), _items(new, "struct").get(struct)
    if o is None or n is None:
        return False

    def extent(rec, abi):
        slots = [(m[abi]["offset"], m[abi]["offset"] + m[abi]["size"]) for m in rec["members"] if m.get("union") == union]
        return (min(a for a, _ in slots), max(b for _, b in slots)) if slots else None
    if any(extent(o, a) != extent(n, a) for a in ABIS):
        return False
    now = {m["name"]: m for m in n["members"] if m.get("union") != union}
    return all(m["name"] not in now or _places(m) == _places(now[m["name"]])
               for m in o["members"] if m.get("union") != union)


def _places(m):
    return tuple((m[a]["offset"], m[a]["size"]) for a in ABIS)


def _abi_break(rule, kind, name, member, old, new, message="", renames=None):
    o, n = _pair(kind, name, member, old, new, rule)
    if rule == "member-inserted" and n is not None and n.get("union") and _union_kept(name, n["union"], old, new):
        return False  # one more way to read a union's storage; nothing moved
    if rule == "patch-changes-abi":
        return False  # something appended in a PATCH step: the rule is broken, no binary misreads
    if rule == "member-renamed":
        return o is None or n is None or _places(o) != _places(n)
    if rule == "type-changed" and o is not None and n is not None:
        if o["kind"] == n["kind"] == "data" and _places(o) == _places(n):
            return not _same_type(o["type"], n["type"], renames)
        return True
    if rule == "signature-changed" and o is not None and n is not None:
        a, b = [o["returns"]] + list(o["params"]), [n["returns"]] + list(n["params"])
        return len(a) != len(b) or not all(_same_type(x, y, renames) for x, y in zip(a, b))
    if rule in ("size-macro-renamed", "handle-removed"):
        return False  # names (a constant's, a handle's or opaque type's) are in no binary; a member retyped is its own finding
    if rule == "enumerator-removed" and "(renamed to " in message:
        # The value lives on under another name: a name is in no binary. Not
        # when that name was already there with a value of its own: old
        # binaries read the value as the removed enumerator, new ones as that one.
        taker = re.search(r"\(renamed to (\w+)\?\)", message)
        before = {v["name"] for v in (o or {}).get("values", [])}
        return taker is not None and taker.group(1) in before
    if rule == "enumerator-removed":
        return True
    return True


# The evolution checker's messages end with advice for a schema's editor and
# the step's label; a break report states the fact and its consequence.
_ADVICE = re.compile(r"; (add the new member at the end|deprecate it|new members go at the end|"
                     r"released code uses it|every implementation would be called wrongly|"
                     r"callers would pass the wrong arguments|give it `since:`).*$")
_LABEL = re.compile(r" \([^()]* is a (MINOR|PATCH) step\)$")


def _message(message, broken, old, new, aside=None):
    text = _ADVICE.sub("", _LABEL.sub("", message)) + (f" ({aside})" if aside else "")
    if broken:
        return text + f": a binary built against {old} misreads {new}, and the other way round"
    return text + ": only sources notice; binaries built against either version agree"


def _where(header, kind, name, member, old, new, new_side, rule):
    """(path, line) of the item in `header`: the member, else its struct;
    line 0 when the version lacks both."""
    if kind == "struct":
        s = header.struct(name)
        if s is None:
            return (header.path, 0)
        if member:
            o, n = _pair(kind, name, member, old, new, rule)
            want = (n if new_side else o)
            wanted = want["name"] if want else None
            m = next((m for m, _u in s.flat() if m.name == wanted), None)
            if m is not None:
                return (header.path, m.line)
        return (header.path, s.line)
    pool = {"enum": header.enums, "callback": header.callbacks,
            "handle": header.handles + header.opaques}.get(kind, [])
    item = next((x for x in pool if x.name == name), None)
    if item is None:
        return (header.path, 0)
    if kind == "enum" and member:
        line = next((ln for n, _v, ln in item.values if n == member), None)
        if line:
            return (header.path, line)
    return (header.path, item.line)


def version_steps(history, found):
    """[Change] for every step where the header's version macros did not go
    up (versions.label) and some layout changed: a break the version does
    not tell, what a struct_size ABI's version exists to say. An ABI break
    in the step (`found`: the step's changes) makes it one."""
    out = []
    seen = hist.first_seen(history)
    records = [hist.record(history, i, seen) for i in range(len(history.headers))]
    by_step = {}
    for c in found:
        by_step.setdefault(c.new, []).append(c)
    for i in range(1, len(records)):
        old, new = history.headers[i - 1], history.headers[i]
        if old.declared is None or new.declared is None or new.declared > old.declared:
            continue
        changed = _changed_layouts(records[i - 1], records[i])
        if not changed:
            continue
        step = by_step.get(new.version_text, [])
        broken = any(c.abi_break for c in step)
        said = ".".join(map(str, new.declared))
        how = "repeats" if new.declared == old.declared else f"goes back from {'.'.join(map(str, old.declared))} to"
        names = ", ".join(changed[:8]) + (f" and {len(changed) - 8} more" if len(changed) > 8 else "")
        macros = "/".join(new.version_macros) or "version"
        out.append(Change(old.version_text, new.version_text, "version", macros, None, "version-not-bumped", broken,
                          f"the header's version {how} {said}, yet the layout of {names} changed"
                          + (f" ({sum(c.abi_break for c in step)} ABI break(s) in this step): a binary cannot "
                             "tell the two apart by the version it reads" if broken else
                             ": the version does not tell the two apart"),
                          (old.path, 1), (new.path, 1)))
    return out


def _changed_layouts(a, b):
    """Names of the structs, enums and callbacks whose record differs between two version records."""
    out = []
    for key in ("structs", "enums", "callbacks"):
        before = {x["name"]: x for x in a[key]}
        after = {x["name"]: x for x in b[key]}
        for name in list(before) + [n for n in after if n not in before]:
            if before.get(name) != after.get(name):
                out.append(name)
    return out
