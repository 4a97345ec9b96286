"""The imported history as a schema (schema/README.md's format).

Declarations only: names, types, layouts' order and the versions that have
each one. The header's comments and prose are not copied: each `doc` says
where the declaration is (file, version and line), for a person to read it
there. What a header does not say is written as the neutral choice: every
struct is filled by `both` sides, 0/NULL is `valid` for every data member.

A declaration that changed in place (retyped, renamed, moved, removed) is
two entries of one name with version ranges (`removed:`), and each break
between neighbouring versions is listed under the newer version's
`acknowledged`, exactly as the evolution checker finds it in this schema
(two passes: the schema is read back and judged to list them), so the
written schema is valid by construction. Its versions are MAJOR.MINOR.PATCH
(a header without a patch macro: patch 0).
"""
import json
import os
import re

from .. import evolution, ranges, released, schema
from ..errors import SchemaErrors
from . import history as hist
from . import versions as ver
from .decls import ABIS

GENERATOR_NOTE = "written by `seabigen import`"


def _q(text):
    """A YAML scalar: plain when it is unambiguous, else a JSON string (which YAML reads)."""
    text = str(text)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", text) and text not in ("true", "false", "null", "yes", "no", "on",
                                                                     "off", "y", "n", "True", "False", "Null"):
        return text
    if re.fullmatch(r"\d+\.\d+\.\d+", text):
        return text
    return json.dumps(text)


def _flow(pairs):
    return "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"


class Options:
    def __init__(self, name, title, header_name, sources=None):
        self.name, self.title, self.header_name = name, title, header_name
        self.sources = sources or {}  # version text -> where the copy came from


def write(history, options, changes, stale):
    """The schema text: read back and judged (verdict.judge) before it is returned."""
    text = _render(history, options, changes, stale, acknowledged={})
    path = f"<{options.name} schema>"
    # Read back, not yet judged: without its acknowledgements the schema is
    # not history yet to checks.py (an insertion alone would be refused).
    try:
        api = schema.read(path, text)
    except SchemaErrors as e:
        e.text = text  # the caller names the header lines the errors are about
        raise
    try:
        acks = acknowledgements(api, changes)
    except ValueError:
        acks = {}  # it cannot be laid out: judging the text (cli.py) says why
    text = _render(history, options, changes, stale, acknowledged=acks)
    return text


def acknowledgements(api, changes):
    """{version text: [(rule, member, note)]}: every break the evolution
    checker finds in the schema, version by version, with the report's
    words where the header-side comparison found the same break."""
    notes = {}
    for c in changes:
        key = (ver.schema_text(tuple(int(x) for x in c.new.split("."))), c.rule,
               c.struct + (f".{c.member}" if c.member else ""))
        notes.setdefault(key, c)
    out = {}
    versions = list(api.versions)
    for a, b in zip(versions, versions[1:]):
        relation = evolution.bump(a, b)
        if relation == "major":
            continue  # a MAJOR step may break anything (evolution.check_steps)
        for rule, kind, member, message in evolution.compare(released.build(api, a), released.build(api, b),
                                                             relation):
            c = notes.get((str(b), rule, member))
            if c is not None:
                note = ("ABI break: " if c.abi_break else "source only: ") + c.message
            elif rule == "handle-removed" and ranges.struct_at(api, member, b) is not None:
                note = (f"source only: opaque struct {member} is defined from {b} on (a plain struct); "
                        "code holding pointers to it does not notice")
            else:
                note = "the schema's comparison of the two versions: " + message
            out.setdefault(str(b), []).append((rule, member, note))
    return out


# ---------------------------------------------------------------------------
def _render(history, options, changes, stale, acknowledged):
    h_new = history.headers[-1]
    names = [ver.schema_text(h.version) for h in history.headers]
    base = os.path.basename(h_new.path)
    out = []
    w = out.append
    w(f"# {options.title}: {len(history.headers)} versions of {base} as data, {GENERATOR_NOTE}.")
    w("#")
    w("# Declarations only (names, types, order, the versions that have each):")
    w("# the header's comments are not copied; each doc says where to read them.")
    w(("# Versions from the macros " + ", ".join(h_new.version_macros) if h_new.version_macros
       else "# Versions as given by --versions, one per header") + "; every break between")
    w("# neighbouring versions is acknowledged under the newer version.")
    w("# Format: schema/README.md. Re-import rather than edit by hand.")
    w("schema_format: 1")
    w("")
    w("api:")
    w(f"  name: {_q(options.name)}")
    w(f"  title: {_q(options.title)}")
    w(f"  header: {_q(options.header_name)}")
    guard = re.sub(r"[^A-Za-z0-9]", "_", options.header_name).upper() + "_"
    w(f"  guard: {_q(guard)}")
    prefix = ver.prefix_of(h_new.version_macros) or re.sub(r"\W", "_", options.name).upper()
    w(f"  prefix: {_q(prefix)}")
    w("  max_align: 8")
    if _declares_tf_status(history):
        # The schema's own spelling of TensorFlow's status type (schema/README.md, api.tf_status).
        w("  tf_status: true")
    legacy = sorted(_legacy_types(history))
    if legacy:
        w(f"  legacy_types: [{', '.join(legacy)}]")
    w("")
    w("versions:")
    by_version = {}
    for s in stale:
        by_version.setdefault(s.version, []).append(s)
    for i, h in enumerate(history.headers):
        v = names[i]
        w(f"  - version: {v}")
        w("    status: released")
        source = options.sources.get(h.version_text) or h.path
        w(f"    summary: {_q(f'{os.path.basename(h.path)} {h.version_text}, from {source}.')}")
        notes = []
        if h.read_as:
            notes.append(f"Read as {h.read_as}.")
        for s in by_version.get(h.version_text, []):
            notes.append(f"{s.macro} is {s.declared} on {'LP64' if s.abi == 'lp64' else 'i386'}, but {s.struct} ends at {s.actual} "
                         f"(its last member, {s.last}); the constant "
                         + (f"ends at {s.ends_at}." if s.ends_at else "ends at no member.")
                         + " This schema's size macro ends at the true last member.")
        if notes:
            w("    notes:")
            for n in notes:
                w(f"      - {_q(n)}")
        acks = acknowledged.get(v, [])
        if acks:
            w("    acknowledged:")
            for rule, member, note in acks:
                w(f"      - {_flow([('rule', _q(rule)), ('member', _q(member)), ('note', _q(note))])}")
    _handles(w, history, names)
    _opaques(w, history, names)
    _callbacks(w, history, names)
    _enums(w, history, names)
    _structs(w, history, names)
    return "\n".join(out) + "\n"


def _range(e, names, floor=None):
    """[(key, value)] of since (when not `floor`) and removed."""
    pairs = []
    if floor is None or names[e.since] != floor:
        pairs.append(("since", names[e.since]))
    if e.removed is not None:
        pairs.append(("removed", names[e.removed]))
    return pairs


def _where(history, e, what):
    """Where to read a declaration: the newest header that has it, or the
    file that header includes which declares it (its line is that file's)."""
    i = (e.removed if e.removed is not None else len(history.headers)) - 1
    h = history.headers[i]
    line = e.item[2] if isinstance(e.item, tuple) else e.item.line
    included = getattr(e.item, "file", None)
    if included is not None:
        return f"{what}: {included} (included by {os.path.basename(h.path)} {h.version_text}), line {line}."
    return f"{what}: {os.path.basename(h.path)} {h.version_text}, line {line}."


def _handles(w, history, names):
    entries = hist.named_entries(history, "handles")
    if not entries:
        return
    w("")
    w("handles:")
    for e in entries:
        w(f"  - {_flow([('name', _q(e.name)), ('tag', _q(e.item.tag))] + _range(e, names) + [('doc', _q(_where(history, e, 'Declared')))])}")


def _declares_tf_status(history):
    return any(o.name == "TF_Status" for h in history.headers for o in h.opaques)


def _opaques(w, history, names):
    """Structs the header names but never defines: the schema's `types` without members."""
    entries = [e for e in hist.named_entries(history, "opaques") if e.name != "TF_Status"]
    if not entries:
        return
    w("")
    w("types:")
    for e in entries:
        w(f"  - {_flow([('name', _q(e.name))] + _range(e, names) + [('doc', _q(_where(history, e, 'Declared')))])}")


def _params(params):
    return "[" + ", ".join("{" + f"{_q(n)}: {_q(t)}" + "}" for n, t in params) + "]"


def _callbacks(w, history, names):
    entries = hist.named_entries(history, "callbacks")
    if not entries:
        return
    w("")
    w("callbacks:")
    for e in entries:
        c = e.item
        doc = _where(history, e, "Declared")
        if c.named_by_importer:
            doc += " The header writes this function-pointer type in place; the importer named it."
        w(f"  - {_flow([('name', _q(e.name))] + _range(e, names) + [('returns', _q(hist.canonical(c.returns))), ('params', _params(c.params)), ('doc', _q(doc))])}")


def _enums(w, history, names):
    entries = hist.named_entries(history, "enums")
    if _declares_tf_status(history):
        entries = [e for e in entries if e.name != "TF_Code"]  # tf_status declares it
    if not entries:
        return
    w("")
    w("enums:")
    for e in entries:
        w(f"  - name: {_q(e.name)}")
        for k, v in _range(e, names):
            w(f"    {k}: {v}")
        w(f"    doc: {_q(_where(history, e, 'Declared'))}")
        w("    values:")
        values = [x for x in hist.enumerator_entries(history, e.name) if _within(x, e)]
        for x in values:
            n, value, line = x.item
            w(f"      - {_flow([('name', _q(n)), ('value', str(value))] + _range(x, names, names[e.since]))}")


def _within(inner, outer):
    """An entry's range inside its container's (an enum or struct re-declared later has its own)."""
    end_o = outer.removed if outer.removed is not None else 10 ** 9
    end_i = inner.removed if inner.removed is not None else 10 ** 9
    return inner.since < end_o and end_i > outer.since


def _structs(w, history, names):
    w("")
    entries = hist.named_entries(history, "structs")
    w("structs:" if entries else "structs: []")
    for e in entries:
        s = e.item
        sized_ever = any(h.struct(e.name) is not None and h.struct(e.name).sized
                         for i, h in enumerate(history.headers) if e.present(i))
        w(f"  - name: {_q(e.name)}")
        for k, v in _range(e, names):
            w(f"    {k}: {v}")
        w(f"    doc: {_q(_where(history, e, 'Defined'))}")
        w("    filled_by: both")
        if sized_ever:
            macro = _size_macro(history, e)
            w(f"    size_macro: {_q(macro)}")
            flat = s.flat()
            second = flat[1][0] if len(flat) > 1 else None
            if not (second is not None and second.name == "ext" and second.type == "void*"):
                what = f"`{hist.canonical(second.type) if second.kind == 'data' else 'a callback'} {second.name}`" \
                    if second is not None else "no member"
                w(f"    no_ext: {_q(f'The header has {what} after struct_size, not `void* ext`.')}")
        else:
            w("    plain: true")
        w("    fields:")
        members = [m for m in hist.member_entries(history, e.name) if _within(m, e)]
        for m in members:
            w(f"      - {_field(history, m, names, names[e.since])}")


def _size_macro(history, e):
    """The header's own size constant for the struct (its newest name), else <Name>_STRUCT_SIZE."""
    return hist.size_macro(history.headers[(e.removed or len(history.headers)) - 1], e.name)


def _field(history, m, names, floor):
    f = m.item
    pairs = [("name", _q(m.name))] + _range(m, names, floor)
    if f.kind == "fn":
        pairs += [("returns", _q(hist.canonical(f.returns))), ("params", _params(f.params))]
    else:
        pairs += [("type", _q(hist.canonical(f.type))), ("zero", "valid")]
    if f.align is not None:
        pairs.append(("align", str(f.align)))
    if getattr(m, "union", None):
        pairs.append(("union", _q(m.union)))
    pairs.append(("doc", _q(_where(history, m, "Declared"))))
    return _flow(pairs)


def _legacy_types(history):
    used = set()
    pattern = re.compile(r"\b(bool|intptr_t|uintptr_t)\b")

    def scan(text):
        used.update(pattern.findall(text or ""))
    for h in history.headers:
        for s in h.structs:
            for m, _u in s.flat():
                scan(m.type)
                scan(m.returns)
                for _, t in m.params:
                    scan(t)
        for c in h.callbacks:
            scan(c.returns)
            for _, t in c.params:
                scan(t)
    return used


def layout_mismatches(api, history):
    """[(path, line, message, struct)] for every member or struct whose place the
    generator computes differently from the compiler at some version: the
    header uses what the schema cannot express (packing, a pragma, an
    attribute), and a header rendered from the schema would not be this ABI."""
    from .. import layout
    out = []
    for h in history.headers:
        version = api.versions[history.headers.index(h)]
        for s in h.structs:
            entry = ranges.struct_at(api, s.name, version)
            if entry is None:
                out.append((h.path, s.line, f"{s.name} is not in the schema at {version}", s.name))
                continue
            fields = layout.fields_at(api, entry, version)
            flat = s.flat()
            if [f.name for f in fields] != [m.name for m, _u in flat]:
                out.append((h.path, s.line, f"{s.name}: the schema's members at {version} are not the header's", s.name))
                continue
            for abi in ABIS:
                lay = layout.struct_layout(api, entry, abi, fields)
                for slot, (m, _u) in zip(lay.slots, flat):
                    p = m.places[abi]
                    if (slot.offset, slot.size) != (p.offset, p.size):
                        out.append((h.path, m.line, f"{s.name}.{m.name} on {abi.upper()}: the compiler places it at "
                                    f"{p.offset} ({p.size} bytes), the schema at {slot.offset} ({slot.size} bytes)", s.name))
                if (lay.sizeof, lay.align) != s.sizes[abi]:
                    out.append((h.path, s.line, f"{s.name} on {abi.upper()}: sizeof/alignment {s.sizes[abi][0]}/"
                                f"{s.sizes[abi][1]} by the compiler, {lay.sizeof}/{lay.align} by the schema", s.name))
    return out
