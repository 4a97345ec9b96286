"""Frozen records of released versions: what the ABI looked like at each one.

`make gen` writes schema/released/<schema>/<version>.json the first time a
version has status `released` and never rewrites it. The evolution checker
(evolution.py) then compares every later run of the schema against those
files, so editing history in the YAML is caught even though the YAML itself
is the only source of truth for the current state.

A record holds only what binary or source compatibility depends on: member
order, names, canonical types, callback signatures, since-versions, the
meaning of 0/NULL, required flags, deprecation and retirement in force, and
the LP64 and ILP32 layout computed by layout.py. Docs are left out on purpose:
rewording a released comment is allowed.
"""
import json
import os

from . import ctype, layout, memo, ranges
from .model import Version

RECORD_FORMAT = 1


def records_dir(root, api):
    """Where the records of `api` live: <root>/schema/released/<api.name>.

    Keyed by the API's name, not the schema file's, so copying or renaming
    the YAML does not escape its history."""
    return os.path.join(root, "schema", "released", api.info.name)


def record_path(root, api, version):
    return os.path.join(records_dir(root, api), f"{version}.json")


def _present(item, version):
    return ranges.present(item, version)


def _deprecation(d, version):
    """The deprecation in force at `version` (and its retirement if reached).

    `version` None is an edition: TensorFlow's headers deprecate nothing."""
    if d is None or version is None or d.since is None or d.since > version:
        return None
    retired = d.retired if d.retired is not None and d.retired <= version else None
    return {"since": str(d.since), "retired": str(retired) if retired else None}


def _signature(sig):
    returns, params = sig.key()
    return {"returns": returns, "params": list(params)}


def _member(api, f, version):
    filled_by, c = f.filled_by, f.corrected
    if c is not None and version is not None and version < c.since:
        filled_by = c.filled_by  # what that release said, so its frozen record still matches
    out = {"name": f.name, "since": str(f.since), "zero": f.zero, "filled_by": filled_by,
           "required": f.required, "required_when": f.required_when, "pattern": f.pattern,
           "default": f.default, "align": f.align, "deprecated": _deprecation(f.deprecated, version)}
    if f.union is not None:
        out["union"] = f.union
    if c is not None and (version is None or version >= c.since):
        out["corrected"] = str(c.since)
    if f.is_callback:
        out["kind"] = "fn"
        out.update(_signature(f.signature))
    else:
        out["kind"] = "data"
        out["type"] = f.ctype.c()
    return out


def _member_content(f, facts, firsts=None):
    """Everything _member reads of `f`, as a hashable value, with `facts`
    (_member_facts: what it reads of the version) and `firsts` (a recorded
    schema's first versions): members of one content get equal records.
    Kept beside _member, whose every read it must cover (test_units:
    MemberContent changes each Field attribute in turn). bool, int and
    float values carry their type, so that True and 1 stay apart."""
    c = f.corrected
    return (f.name, f.since if firsts is None else firsts[f.name], f.zero, f.filled_by,
            None if c is None else (c.since, c.filled_by),
            f.required, type(f.required), f.required_when, f.pattern, f.default, type(f.default),
            f.align, type(f.align), f.union, f.type_key(), facts)


def _struct(api, s, version):
    return struct_record(api, s, layout.fields_at(api, s, version), version)


def struct_record(api, s, fields, version):
    """One struct's record with `fields` in that order (a version's, or an edition's).

    Most structs read the same at several versions and editions, so a record
    is built once per distinct input and shared (callers treat it as
    read-only): the same fields, and the same answers to everything the
    record asks of `version` (which deprecations, retirements and
    corrections are in force). Shared records also make evolution.py's
    equality tests and dumps() cheap.
    """
    key = (id(s), tuple(map(id, fields)), _version_facts(s, fields, version))
    cache = memo.table(api, "released.struct_record")
    hit = cache.get(key)
    if hit is None:
        # The fields are kept with the record, so the ids in the key stay theirs.
        hit = cache[key] = (tuple(fields), _struct_record(api, s, fields, version))
    return hit[1]


_PLAIN_FACTS = (None, True)  # a member never deprecated nor corrected, at any version


def _member_facts(f, version):
    """What _member reads from `version` for one member, as a hashable value:
    the deprecation in force, and whether the record still says what the
    member said before its correction (or it has none).

    An edition (None) reads as a version where no deprecation and every
    correction is in force: the same facts give the same record, so a member
    an edition lays out as a version does shares that version's record."""
    if version is None:
        return (None, f.corrected is None)
    if f.deprecated is None and f.corrected is None:
        return _PLAIN_FACTS  # (most members: nothing to read from the version)
    d = _deprecation(f.deprecated, version)
    return (None if d is None else (d["since"], d["retired"]), f.corrected is None or version < f.corrected.since)


def _version_facts(s, fields, version):
    """Everything _struct_record and _member read from `version`, as a hashable
    value; an edition's (None) as _member_facts': a struct an edition lays out
    as a version does (most of them) shares that version's record, and
    evolution.py's comparisons of the two find one object."""
    d = None if version is None else _deprecation(s.deprecated, version)
    struct_facts = None if d is None else (d["since"], d["retired"])
    if not any(f.deprecated is not None or f.corrected is not None for f in fields):
        # (most structs: every member reads the same at every version and edition)
        return struct_facts, _PLAIN_FACTS
    return (struct_facts,) + tuple([_member_facts(f, version) for f in fields])


def _struct_record(api, s, fields, version):
    lays = {abi: layout.struct_layout(api, s, abi, fields) for abi in ctype.ABIS}
    # A member reads the same in every record where it has the same facts
    # and slots (most members, from one version to the next): one dict,
    # which dumps() then writes once.
    shared = memo.table(api, "released.member")
    firsts = ranges.first_since(api, s.name) if ranges.records_history(api) else None
    members = []
    slot_table = memo.table(api, "released.slot")
    alike = memo.table(api, "released.member_content")
    for f, *abi_slots in zip(fields, *(lays[abi].slots for abi in ctype.ABIS)):
        slots = tuple([(sl.offset, sl.size, sl.align) for sl in abi_slots])
        facts = _member_facts(f, version)
        key = (id(f), facts, slots)
        hit = shared.get(key)
        if hit is None:
            # Another member may read exactly alike (the same name, type and
            # facts in the same slots: a family of structs' common members):
            # then it shares that one's dict too, written once by dumps().
            content = (_member_content(f, facts, firsts), slots)
            m = alike.get(content)
            if m is None:
                m = _member(api, f, version)
                if firsts is not None:
                    m["since"] = str(firsts[m["name"]])
                for abi, value in zip(ctype.ABIS, slots):
                    m[abi] = shared_slot(slot_table, value)
                alike[content] = m
            hit = shared[key] = (f, m)  # f kept alive with it: its id is in the key
        members.append(hit[1])
    abis = {}
    for abi in ctype.ABIS:
        lay = lays[abi]
        abis[abi] = size_record(api, lay.struct_size, lay.sizeof, lay.align)
    out = {"name": s.name, "since": str(s.since), "size_macro": s.size_macro, "filled_by": s.filled_by,
           "deprecated": _deprecation(s.deprecated, version), "members": members}
    out.update(abis)
    return out


def shared_slot(table, key):
    """A member's {offset, size, align} on one ABI (key: those three) from
    `table` (memo.table(api, "released.slot")): one dict per distinct value,
    shared by every record (read-only), so dumps() writes each text once."""
    found = table.get(key)
    if found is None:
        offset, size, align = key
        found = table[key] = {"offset": offset, "size": size, "align": align}
    return found


def size_record(api, struct_size, sizeof, align):
    """A struct's {struct_size, sizeof, align} on one ABI, shared as shared_slot's."""
    key = (struct_size, sizeof, align)
    table = memo.table(api, "released.size")
    found = table.get(key)
    if found is None:
        found = table[key] = {"struct_size": struct_size, "sizeof": sizeof, "align": align}
    return found


def enum_size(values):
    """Bytes the C enum occupies: 4 while every value fits in int32 (gcc)."""
    return 4 if all(-2**31 <= v < 2**31 for v in values) else 8


def _enum(e, version):
    values = [v for v in e.values if _present(v, version)]
    return {"name": e.name, "since": str(e.since), "deprecated": _deprecation(e.deprecated, version),
            "size": enum_size([v.value for v in values]),
            "values": [{"name": v.name, "value": v.value, "since": str(v.since),
                        "deprecated": _deprecation(v.deprecated, version)} for v in values]}


def _callback(c, version):
    out = {"name": c.name, "since": str(c.since), "deprecated": _deprecation(c.deprecated, version)}
    out.update(_signature(c.signature))
    return out


@memo.per_api
def build(api, version):
    """The record of `api` as it stands at `version` (a plain JSON-able dict).

    One gen compares and freezes the same versions several times: each
    record is built once per run. Callers must treat the result as read-only.
    """
    return {
        "record_format": RECORD_FORMAT,
        "version": str(version),
        "status": api.release(version).status,
        # An opaque struct is a handle whose tag is its own name (a record
        # compares its removal the same way).
        "handles": [{"name": h.name, "tag": h.tag, "since": str(h.since)}
                    for h in api.handles if _present(h, version)]
                   # and, where the schema records history, its types (tag: their own name)
                   + [{"name": t.name, "tag": t.name, "since": str(t.since)}
                      for t in api.types if ranges.records_history(api) and _present(t, version)],
        "callbacks": [_callback(c, version) for c in api.callbacks if _present(c, version)],
        "entry_points": [_callback(c, version) for c in api.entry_points if _present(c, version)],
        "enums": [_enum(e, version) for e in api.enums if _present(e, version)],
        "structs": [_struct(api, s, version) for s in api.structs if _present(s, version)],
    }


def dumps(record, memo=None):
    """Canonical text: sorted keys, fixed indent, trailing newline (byte-stable).

    Exactly `json.dumps(record, indent=1, sort_keys=True)`: with an indent the
    standard library falls back to its pure-Python encoder, which dominated
    freezing a large schema; this writes the same bytes with one call per
    value and each container joined in C. `memo` ({}), passed to the dumps of
    several records, writes each dict they share (struct_record) only once.
    """
    return _text(record, "\n", memo) + "\n"


_quote = json.encoder.encode_basestring_ascii  # C; json.dumps' default ensure_ascii
# The text of a value of exactly these types, written in place of a call to
# _text (a record is mostly such leaves); bool is not int's subclass here
# because type() is compared exactly.
_SCALAR = {str: _quote, int: int.__repr__, type(None): lambda v: "null",
           bool: lambda v: "true" if v else "false"}
# Per (keys in insertion order, pad): the keys sorted, the indent of the
# values, and the dict's text with a %s for each value. Records hold a few
# dozen kinds of dict (members, slots, structs), written tens of thousands of times.
_SHAPES = {}


def _shape(value, keys, pad):
    order = sorted(value)
    inner = pad + " "
    fmt = ("{" + inner + ("," + inner).join(_quote(key).replace("%", "%%") + ": %s" for key in order)
           + pad + "}")
    found = _SHAPES[keys, pad] = (order, inner, fmt)
    return found


def _text(value, pad, memo=None):
    """`value` as JSON text; `pad` is a newline plus the indent of its own line."""
    kind = type(value)
    if kind is dict:
        if not value:
            return "{}"
        if memo is not None:
            # Keyed by identity: the records hold every memoized dict alive while they are written.
            hit = memo.get((id(value), pad))
            if hit is not None:
                return hit
        keys = tuple(value)
        order, inner, fmt = _SHAPES.get((keys, pad)) or _shape(value, keys, pad)
        text = fmt % tuple(_texts(map(value.__getitem__, order), inner, memo))
        if memo is not None:
            memo[(id(value), pad)] = text
        return text
    if kind is list or kind is tuple:
        if not value:
            return "[]"
        inner = pad + " "
        return "[" + inner + ("," + inner).join(_texts(value, inner, memo)) + pad + "]"
    leaf = _SCALAR.get(kind)
    if leaf is not None:
        return leaf(value)
    # Subclasses of the types above take their base type's path; floats and
    # anything else go to the reference encoder.
    for base in (str, int, dict, list):
        if isinstance(value, base):
            return _text(base(value), pad)
    if isinstance(value, tuple):
        return _text(list(value), pad)
    return json.dumps(value)


def _texts(values, pad, memo):
    """The texts of a container's values (each at indent `pad`), in one loop:
    a leaf written in place, and a dict whose text the dumps already wrote
    (a member's shared slots, a struct's shared members) taken from the
    memo, both without a call per value."""
    scalar, out = _SCALAR, []
    for v in values:
        leaf = scalar.get(type(v))
        if leaf is not None:
            out.append(leaf(v))
        elif memo is not None and (hit := memo.get((id(v), pad))) is not None:
            out.append(hit)
        else:
            out.append(_text(v, pad, memo))
    return out


def load_all(root, api):
    """{Version: record} for every record file on disk."""
    out = {}
    folder = records_dir(root, api)
    if not os.path.isdir(folder):
        return out
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        try:
            version = Version.parse(name[:-len(".json")])
        except ValueError:
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            out[version] = json.load(f)
    return out
