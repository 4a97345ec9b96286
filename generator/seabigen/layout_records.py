"""Frozen records of TensorFlow's editions and of the in-between layouts.

Editions and in-between layouts describe cores seabi does not ship:
TensorFlow's releases, a nightly, a core built from RFC 257's text. They
name the schema's own members (editions.py, in_between.py) instead of
defining their own, so an edit of one of those members, even one seabi has
not released yet, would silently change what the schema says TensorFlow
shipped. So each is frozen like a released version (released.py): the first
`make gen` that sees it writes schema/released/<api>/editions/<name>.json
(in_between/<name>.json for an in-between layout), and from then on every
`make gen` and `make check-gen` compares the layout the schema gives now
with that record, on LP64 and ILP32: which structs it has and their size
macros, member names and order, declared types (callback signatures as the
layout declares them), explicit alignment, offsets, sizes, and which
members its core validates. A difference is refused as `edition-changed`
(`in-between-changed`), naming the layout and the member.

The one change allowed is a correction of the layout's own record, when it
is wrong about what the core shipped: the edition (or in-between layout) is
edited and lists {rule: edition-changed, member, note} under `acknowledged`
(the member the refusal names, or the struct for every change in it).
`make gen` then rewrites the record, keeping that entry in its
`corrections`, so the same entry cannot excuse a later change.
"""
import json
import os

from . import ctype, editions, in_between, layout, memo, released

RECORD_FORMAT = 1

RULES = {
    "edition-changed": "an edit changed a frozen TensorFlow edition (its structs, member names, order, types, "
                       "alignment, offsets, sizes or what its core validates), or dropped one that has a record",
    "edition-not-frozen": "an edition without its frozen record, or whose acknowledged correction is not written "
                          "yet (run `make gen`)",
    "in-between-changed": "an edit changed a frozen in-between layout, or dropped one that has a record",
    "in-between-not-frozen": "an in-between layout without its frozen record, or whose acknowledged correction is "
                             "not written yet (run `make gen`)",
}
# kind of layout -> (folder under schema/released/<api>/, the rule refusing a
# change, the rule of a record that is missing or not yet corrected)
KINDS = {
    "edition": ("editions", "edition-changed", "edition-not-frozen"),
    "in_between": ("in_between", "in-between-changed", "in-between-not-frozen"),
}
# The rules an `acknowledged` entry names to correct a layout's own record.
CORRECTION_RULES = {rule for _, rule, _ in KINDS.values()}


def folder(api, kind):
    """The records' folder, relative to the repository root."""
    return os.path.join("schema", "released", api.info.name, KINDS[kind][0])


def record_path(api, kind, name):
    return os.path.join(folder(api, kind), f"{name}.json")


def _items(api, kind):
    return api.editions if kind == "edition" else api.in_between


def _lists(api, kind, item):
    """{struct: [Field]} of the layout, or None while what it names is broken
    (stage 4 of verdict.py reports that)."""
    if kind == "edition":
        try:
            editions.base_version(api, item)
        except ValueError:
            return None
        return editions.members(api, item)
    if in_between.base_lists(api, item) is None:
        return None
    return in_between.members(api, item)


def _signature(sig):
    returns, params = sig.key()
    return {"returns": returns, "params": list(params)}


def build(api, kind, item):
    """The record of an edition or in-between layout as the schema gives it now.

    A struct most layouts share (the same members, types and validation)
    gets one record object, shared by every layout's record: built once, and
    written once (_dumps keys its text by identity)."""
    lists = _lists(api, kind, item)
    if kind == "edition" and not editions.is_version(api, item.name):  # (a name taken by a version: stage 4)
        # evolution.py compares the editions by their released.py-shaped
        # records, built anyway: this record is read off theirs, once per
        # struct record they share (most, between editions).
        return {"record_format": RECORD_FORMAT, "kind": kind, "name": item.name,
                "structs": [_from_released(api, rec) for rec in editions.record(api, item.name)["structs"]
                            if rec["members"]]}
    not_validated = set(item.not_validated)
    shared = memo.table(api, "layout_records.struct")
    structs = []
    for s in api.structs:
        fields = lists.get(s.name)
        if not fields:
            continue
        key = (s.name, tuple((f.name, f.align, bool(f.required) and f"{s.name}.{f.name}" not in not_validated,
                              f.type_key()) for f in fields))
        rec = shared.get(key)
        if rec is None:
            rec = shared[key] = _struct_record(api, s, fields, not_validated)
        structs.append(rec)
    return {"record_format": RECORD_FORMAT, "kind": kind, "name": item.name, "structs": structs}


def _struct_record(api, s, fields, not_validated):
    lays = {abi: layout.struct_layout(api, s, abi, fields) for abi in ctype.ABIS}
    members = []
    slot_table = memo.table(api, "released.slot")
    # A member reads the same in most layouts' records: one dict per distinct
    # content (read-only), whose text _dumps then writes once.
    shared = memo.table(api, "layout_records.member")
    for f, *abi_slots in zip(fields, *(lays[abi].slots for abi in ctype.ABIS)):
        # What this layout's core rejects when NULL: edition copies
        # already leave out their own not_validated members.
        validated = bool(f.required) and f"{s.name}.{f.name}" not in not_validated
        slots = tuple([(slot.offset, slot.size, slot.align) for slot in abi_slots])
        key = (f.name, f.align, validated, f.type_key(), slots)
        m = shared.get(key)
        if m is None:
            typed = {"kind": "fn", **_signature(f.signature)} if f.is_callback else \
                {"kind": "data", "type": f.ctype.c()}
            m = shared[key] = _member_dict(key, typed, [released.shared_slot(slot_table, value) for value in slots])
        members.append(m)
    return _struct_dict(s.name, s.size_macro, members, [
        released.size_record(api, lays[abi].struct_size, lays[abi].sizeof, lays[abi].align) for abi in ctype.ABIS])


def _member_dict(key, typed, slots):
    """A member's record: the name, align and validated of its content `key`
    (see _struct_record), its kind and type (`typed`), then its slot per ABI."""
    name, align, validated = key[:3]
    m = {"name": name, "align": align, "validated": validated, **typed}
    m.update(zip(ctype.ABIS, slots))
    return m


def _struct_dict(name, size_macro, members, sizes):
    """A struct's record: its members' records, then its size per ABI."""
    rec = {"name": name, "size_macro": size_macro, "members": members}
    rec.update(zip(ctype.ABIS, sizes))
    return rec


def _from_released(api, rec):
    """The struct record `build` gives for released.py's struct record `rec`
    of an edition (whose member copies already say in `required` whether
    its core validates them): worked out once per `rec`, and shared by
    content with every other layout's as `build`'s own."""
    table = memo.table(api, "layout_records.from_released")
    found = table.get(id(rec))
    if found is None:
        entries = tuple([(m["name"], m["align"], bool(m["required"]),
                          ("fn", m["returns"], tuple(m["params"])) if m["kind"] == "fn" else ("data", m["type"]))
                         for m in rec["members"]])
        shared = memo.table(api, "layout_records.struct")
        out = shared.get((rec["name"], entries))
        if out is None:
            members = memo.table(api, "layout_records.member")
            listed = []
            for m, (name, align, checked, type_key) in zip(rec["members"], entries):
                slots = tuple([(m[abi]["offset"], m[abi]["size"], m[abi]["align"]) for abi in ctype.ABIS])
                key = (name, align, checked, type_key, slots)
                d = members.get(key)
                if d is None:
                    typed = {"kind": "fn", "returns": m["returns"], "params": m["params"]} if m["kind"] == "fn" \
                        else {"kind": "data", "type": m["type"]}
                    # (released.shared_slot's dicts, as _struct_record's)
                    d = members[key] = _member_dict(key, typed, [m[abi] for abi in ctype.ABIS])
                listed.append(d)
            out = shared[rec["name"], entries] = _struct_dict(rec["name"], rec["size_macro"], listed,
                                                               [rec[abi] for abi in ctype.ABIS])
        found = table[id(rec)] = (rec, out)  # rec kept alive: its id is the key
    return found[1]


def load_all(root, api):
    """{(kind, name): record} of every record file on disk."""
    out = {}
    for kind in KINDS:
        d = os.path.join(root, folder(api, kind))
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if name.endswith(".json"):
                with open(os.path.join(d, name), encoding="utf-8") as f:
                    out[(kind, name[:-len(".json")])] = json.load(f)
    return out


# ---------------------------------------------------------------------------
# Comparing a record with the layout now. Each finding is one cause:
# (key, message, where) with key "Struct" or "Struct.member" (what an
# acknowledgement names) and where one of ("list", struct), ("member",
# struct, member, what changed) or ("struct", struct), for its line. Offsets
# that move because an earlier member changed are consequences, not causes.

def compare(old, new):
    findings = []
    olds = {s["name"]: s for s in old["structs"]}
    news = {s["name"]: s for s in new["structs"]}
    for name in olds:
        if name not in news:
            findings.append((name, f"{name} is no longer in it", ("list", name)))
    for name in news:
        if name not in olds:
            findings.append((name, f"{name} is new in it", ("list", name)))
    for name, o in olds.items():
        n = news.get(name)
        if n is not None and o != n:
            findings += _struct(o, n)
    return findings


def _struct(o, n):
    name = o["name"]
    out = []
    if o["size_macro"] != n["size_macro"]:
        out.append((name, f"{name}: size macro {o['size_macro']} became {n['size_macro']}", ("struct", name)))
    old_names = [m["name"] for m in o["members"]]
    new_names = [m["name"] for m in n["members"]]
    if old_names != new_names:
        first = next((a if a is not None else b for a, b in _pairs(old_names, new_names) if a != b), None)
        gone = [x for x in old_names if x not in new_names]
        came = [x for x in new_names if x not in old_names]
        parts = ([f"{', '.join(gone)} no longer in it"] if gone else []) + \
                ([f"{', '.join(came)} new in it"] if came else [])
        if not parts:
            parts = [f"order {', '.join(old_names)} became {', '.join(new_names)}"]
        out.append((f"{name}.{first}", f"{name}: members changed ({'; '.join(parts)})", ("list", name)))
    by_name = {m["name"]: m for m in n["members"]}
    for m in o["members"]:
        nm = by_name.get(m["name"])
        if nm is None or nm == m:
            continue
        what = _declaration(m, nm, o, n)
        if what:
            out.append((f"{name}.{m['name']}", f"{name}.{m['name']}: {what[1]}",
                        ("member", name, m["name"], what[0])))
    if not out:
        # Nothing declared differently, yet the numbers moved: report them.
        moved = [f"{name}.{m['name']} {abi.upper()} offset/size {m[abi]['offset']}/{m[abi]['size']} became "
                 f"{by_name[m['name']][abi]['offset']}/{by_name[m['name']][abi]['size']}"
                 for m in o["members"] for abi in ctype.ABIS
                 if (m[abi]["offset"], m[abi]["size"]) !=
                 (by_name[m["name"]][abi]["offset"], by_name[m["name"]][abi]["size"])]
        sizes = [f"{name} {abi.upper()} struct_size/sizeof/align {o[abi]['struct_size']}/{o[abi]['sizeof']}/"
                 f"{o[abi]['align']} became {n[abi]['struct_size']}/{n[abi]['sizeof']}/{n[abi]['align']}"
                 for abi in ctype.ABIS if o[abi] != n[abi]]
        out.append((name, f"{name}: layout moved ({'; '.join((moved + sizes)[:3])})", ("struct", name)))
    return out


def _pairs(a, b):
    for i in range(max(len(a), len(b))):
        yield (a[i] if i < len(a) else None), (b[i] if i < len(b) else None)


def _declaration(o, n, old_struct, new_struct):
    """(what, words) when the member is declared differently; None when only its place moved."""
    from .evolution import align_note, signature_note, type_note  # evolution imports this module's rules
    if o["kind"] != n["kind"] or o.get("type") != n.get("type"):
        return "type", f"type {_type(o)} became {_type(n)}" + type_note(o, n)
    if (o.get("returns"), o.get("params")) != (n.get("returns"), n.get("params")):
        return "signature", f"signature {_sig(o)} became {_sig(n)}" + signature_note(o, n)
    if o["align"] != n["align"] or any(o[a]["align"] != n[a]["align"] for a in ctype.ABIS):
        return "align", (f"alignment {o['align'] or 'natural'} (LP64 {o['lp64']['align']}, ILP32 "
                         f"{o['ilp32']['align']}) became {n['align'] or 'natural'} (LP64 {n['lp64']['align']}, "
                         f"ILP32 {n['ilp32']['align']})" + align_note(o, n, old_struct, new_struct))
    if o["validated"] != n["validated"]:
        return "validated", ("its core rejected a NULL and now would not" if o["validated"] else
                             "its core accepted a NULL and now would reject it") + \
            " (what the schema marks required, minus the layout's core.not_validated)"
    return None


def _sig(m):
    return f"{m['returns']}({', '.join(m['params']) or 'void'})"


def _type(m):
    return m["type"] if m["kind"] == "data" else f"callback {_sig(m)}"


# ---------------------------------------------------------------------------
def check(api, root, freeze, err, history_broken=False):
    """Adds to `err` every change of a frozen layout; returns {path relative
    to root: text} of records `gen` writes (new layouts, acknowledged corrections).

    One edit of a shared member usually changes several layouts the same
    way: each such change is one error naming every layout it changes.
    `history_broken`: the same run refused an edit of released history
    (evolution.py), which these changes then follow from."""
    records = load_all(root, api)
    files = {}
    # Texts of the struct records the layouts share, for this check only
    # (a run writes them once): with the records written, alive until then.
    texts, written = {}, []
    refused = {}  # (rule, line, key, message) -> [layout names], in schema order
    for kind, (_, changed_rule, missing_rule) in KINDS.items():
        seen = set()
        for item in _items(api, kind):
            if item.name in seen:
                continue  # a duplicate name is reported by stage 4
            seen.add(item.name)
            if _lists(api, kind, item) is None:
                continue
            now = build(api, kind, item)
            old = records.get((kind, item.name))
            path = record_path(api, kind, item.name)
            absorbed = old.get("corrections", []) if old else []
            pending = [a for a in item.acknowledged if a.rule == changed_rule
                       and {"member": a.member, "note": a.note} not in absorbed]
            used, refusals = set(), 0
            for key, message, where in (compare(old, now) if old is not None else []):
                permit = next((a for a in pending if a.member in (key, key.split(".")[0])), None)
                if permit is not None:
                    used.add(id(permit))
                    continue
                refusals += 1
                refused.setdefault((changed_rule, _line(api, kind, item, where), key, message), []).append(item.name)
            for a in pending:
                if id(a) not in used:
                    err.add(a.line, "acknowledged-break-missing",
                            f"{_what(kind, item.name)} acknowledges {changed_rule} on {a.member}, but "
                            + (f"{path} does not exist yet" if old is None else
                               f"nothing about {a.member} differs from {path}")
                            + "; remove the entry")
            if refusals or (old is not None and not used):
                continue
            if not freeze:
                err.add(item.line, missing_rule,
                        f"{_what(kind, item.name)}: {path} " + ("does not exist" if old is None else
                                                               "predates the acknowledged correction")
                        + "; run `make gen` and commit it")
                continue
            corrections = absorbed + [{"member": a.member, "note": a.note} for a in pending if id(a) in used]
            record = dict(now, corrections=corrections) if corrections else now
            written.append(record)
            files[path] = _dumps(record, texts)
    for (rule, line, key, message), names in refused.items():
        kind = next(k for k, v in KINDS.items() if v[1] == rule)
        err.add(line, rule, f"{message} in {_what(kind, *names)}, unlike {_records(api, kind, names)}. "
                + (_follows(kind) if history_broken else _advice(kind, rule, key, len(names))))
    for (kind, name) in sorted(records):
        if name not in {i.name for i in _items(api, kind)}:
            line = api.editions_line if kind == "edition" else api.in_between_line
            err.add(line or api.versions_line, KINDS[kind][1],
                    f"{_what(kind, name)} has a frozen record, {record_path(api, kind, name)}, but the "
                    "schema no longer lists it: it records a core that exists whatever seabi does, so it "
                    "stays; to drop it on purpose, delete the record in the same commit")
    return files


def _what(kind, *names):
    noun = "edition" if kind == "edition" else "in-between layout"
    if len(names) == 1:
        return f"{noun} {names[0]}"
    return f"{noun}s {', '.join(names[:-1])} and {names[-1]}"


def _records(api, kind, names):
    if len(names) == 1:
        return f"its frozen record {record_path(api, kind, names[0])}"
    return f"their frozen records in {folder(api, kind)}/"


def _follows(kind):
    owner = "edition" if kind == "edition" else "in-between layout"
    return (f"This follows from the edit of released history reported above (the {owner} names the same "
            f"member): undo that edit; an {owner}'s `acknowledged` is only for correcting what a core shipped")


def _advice(kind, rule, key, count):
    owner = "edition" if kind == "edition" else "in-between layout"
    return (f"An {owner} records a core seabi does not ship: the schema's members it names cannot change it "
            f"(give seabi a new member instead). If a record is wrong about what the core shipped, correct the "
            f"{owner} and list {{rule: {rule}, member: {key}, note: why}} under its `acknowledged`"
            + (" (each one's)" if count > 1 else ""))


def _line(api, kind, item, where):
    """Where to look: the layout's own entry for its struct lists, the
    schema's member or struct for its declarations."""
    struct = api.struct(where[1])
    if where[0] == "list":
        for owner in _owners(api, kind, item):
            for key in (("structs", where[1]), ("ends", where[1])):
                if key in owner.lines:
                    return owner.lines[key]
        return struct.line if struct is not None else item.line
    if where[0] == "member":
        _, sname, mname, what = where
        key = f"{sname}.{mname}"
        for owner in _owners(api, kind, item):
            if what == "signature" and ("params", key) in owner.lines and key in getattr(owner, "params", {}):
                return owner.lines[("params", key)]
            if what == "validated" and key in owner.not_validated and ("core",) in owner.lines:
                return owner.lines[("core",)]
        field = next((f for f in struct.fields if f.name == mname), None) if struct is not None else None
        if field is not None:
            return field.line
    return struct.line if struct is not None else item.line


def _owners(api, kind, item):
    """The layout and those it is built from, nearest first: an in-between
    layout, then its base edition's chain; an edition, then its `after` chain."""
    out = [item]
    base = item
    if kind == "in_between":
        base = editions.by_name(api).get(item.base)
        if base is None:
            return out
        out.append(base)
    return out + list(reversed(editions.chain(api, base)))[1:]


def _dumps(record, texts=None):
    """The record's text; with `texts` ({}, shared by the records one check
    writes), the text of each struct record the layouts share is written
    once (build). The texts are keyed by identity: the caller keeps every
    record it wrote alive while it keeps `texts`."""
    return released.dumps(record, texts)
