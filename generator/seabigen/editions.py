"""TensorFlow's shipped layouts ("editions") as views of the schema's members.

An edition never defines a member: it lists, per struct, which of the
schema's members TensorFlow's header had and in which order, plus callback
parameters whose constness differs. This module turns that data into member
lists (`members`), checks that it refers to real things (`check`), builds a
record in the same shape as released.py's (`record`) so evolution.py can
compare an edition with the layout it evolved from, and answers what an
edition's core validates.
"""
import dataclasses

from . import ctype, memo
from . import names as naming
from .errors import Collector
from .model import Signature, Param, Version

ABSENT = "absent"


def by_name(api):
    return {e.name: e for e in api.editions}


def is_version(api, name):
    try:
        return Version.parse(name) in set(api.versions)
    except ValueError:
        return False


def chain(api, edition):
    """The edition and those it evolved from, oldest first (stops at a version)."""
    editions = by_name(api)
    out, seen = [], set()
    e = edition
    while e is not None and e.name not in seen:
        seen.add(e.name)
        out.append(e)
        e = editions.get(e.after)
    return list(reversed(out))


def base_version(api, edition):
    """The seabi version at the root of the edition's `after` chain."""
    return Version.parse(chain(api, edition)[0].after)


def _present(item, version):
    return item.since is not None and item.since <= version


def members(api, edition):
    """{struct name: [Field]} as the edition lays them out; absent structs are left out.

    Fields are the schema's own objects, except callbacks whose parameters
    the edition retypes and members whose `required` the edition's core
    treats differently: those are copies, so the schema is never modified.
    Built once per edition: layouts and records key on the very member objects.
    """
    built = memo.table(api, "editions.members")  # by name: an Edition is not hashable
    if edition.name not in built:
        built[edition.name] = _members(api, edition)
    return built[edition.name]


def _members(api, edition):
    root = base_version(api, edition)
    links = chain(api, edition)
    params, signatures = {}, {}
    for e in links:
        params.update(e.params)
        signatures.update(e.signatures)
    not_validated = set(edition.not_validated)
    after = by_name(api).get(edition.after)
    if after is not None and links[:-1] == chain(api, after):
        # An edition changes a few structs of the one it follows: the others
        # are that edition's lists themselves (the same member copies too),
        # so what downstream keys on member objects is shared between them.
        before = members(api, after)
        redone = _changed_structs(edition, after)
        out = {}
        for s in api.structs:
            if s.name not in redone:
                if s.name in before:
                    out[s.name] = before[s.name]
                continue
            names = edition.structs[s.name] if s.name in edition.structs else \
                [f.name for f in before[s.name]] if s.name in before else None
            if names is not None:
                out[s.name] = _struct_members(api, s, names, params, signatures, not_validated)
        return out
    order = {s.name: [f.name for f in s.fields if _present(f, root)] for s in api.structs if _present(s, root)}
    for e in links:
        for sname, names in e.structs.items():
            if names is None:
                order.pop(sname, None)
            else:
                order[sname] = list(names)
    return {s.name: _struct_members(api, s, order[s.name], params, signatures, not_validated)
            for s in api.structs if s.name in order}


def _changed_structs(edition, after):
    """Names of the structs whose members `edition` may lay out unlike
    `after`: those it lists, retypes a callback of, or validates otherwise."""
    keys = set(edition.params) | set(edition.signatures) | (set(edition.not_validated) ^ set(after.not_validated))
    return set(edition.structs) | {key.partition(".")[0] for key in keys}


def _struct_members(api, s, names, params, signatures, not_validated):
    """The members `names` of struct `s`, as an edition lays them out (unknown names left out)."""
    fields = {f.name: f for f in s.fields}
    return [_edition_field(api, s, fields[n], params, signatures, not_validated) for n in names if n in fields]


def _edition_field(api, s, f, params, signatures, not_validated):
    key = f"{s.name}.{f.name}"
    changes = {}
    if f.is_callback and key in signatures:
        # The edition calls this slot with another signature (acknowledged signature-changed).
        changes["variant"], changes["signature"] = signatures[key]
    elif f.is_callback and key in params:
        new = []
        for p in f.signature.params:
            text = params[key].get(p.name)
            new.append(Param(p.name, ctype.parse(text), p.line) if text else p)
        changes["signature"] = Signature(f.signature.returns, new)
    # TensorFlow's headers carry no deprecation; required means "this core validates it".
    required = f.required and key not in not_validated
    if f.deprecated is not None:
        changes["deprecated"] = None
    if required != f.required:
        changes["required"] = required
    return dataclasses.replace(f, **changes) if changes else f


def validated(api, edition, struct_name, member):
    """Whether the edition's core rejects the plugin when `member` is NULL."""
    for f in members(api, edition).get(struct_name, []):
        if f.name == member:
            return f.required
    return False


# ---------------------------------------------------------------------------
def check(api, err: Collector, rules):
    """Adds an error for every edition that refers to something unknown.

    `rules` are the evolution rule ids an acknowledged break may name.
    """
    seen = {}
    structs = {s.name: s for s in api.structs}
    for e in api.editions:
        what = f"edition {e.name}"
        if e.name in seen:
            err.add(e.line, "edition-duplicate", f"{what} is already defined on line {seen[e.name]}")
            continue
        seen[e.name] = e.line
        if e.first_release is not None and not _release_name(e.name):
            err.add(e.line, "edition-name", f"{what}: the name must be tensorflow-<first release>, e.g. tensorflow-2.7")
        if e.first_release is None and not _master_name(e.name):
            err.add(e.line, "edition-name",
                    f"{what}: an edition without first_release is in no release; its name must be "
                    "tensorflow-master-<YYYY-MM> (the month of the master snapshot), e.g. tensorflow-master-2026-05")
        if is_version(api, e.name):
            err.add(e.line, "edition-duplicate", f"{what}: the name is also a version")
        if not (is_version(api, e.after) or (e.after in seen and e.after != e.name)):
            err.add(e.line, "edition-unknown-after",
                    f"{what}: after '{e.after}' is neither a version nor an edition listed before it")
        if e.confidence not in ("confirmed", "inferred", "not established"):
            err.add(e.line, "edition-confidence",
                    f"{what}: confidence must be confirmed, inferred or not established, not '{e.confidence}'")
        for sname, names in e.structs.items():
            line = e.lines.get(("structs", sname), e.line)
            s = structs.get(sname)
            if s is None:
                err.add(line, "edition-unknown-struct", f"{what}: struct {sname} is not in the schema")
                continue
            if names is None:
                continue
            known = {f.name for f in s.fields}
            for n in names:
                if n not in known:
                    err.add(line, "edition-unknown-member", f"{what}: {sname} has no member '{n}' in the schema")
            dupes = sorted({n for n in names if names.count(n) > 1})
            if dupes:
                err.add(line, "edition-member-twice", f"{what}: {sname} lists {', '.join(dupes)} more than once")
            if not names or names[0] != "struct_size":
                err.add(line, "edition-struct-size-first", f"{what}: {sname} must begin with struct_size")
        for key, overrides in e.params.items():
            line = e.lines.get(("params", key), e.line)
            f = _member(structs, key)
            if f is None or not f.is_callback:
                err.add(line, "edition-unknown-member", f"{what}: params {key} is not a callback member of the schema")
                continue
            by_param = {p.name: p for p in f.signature.params}
            for pname, text in overrides.items():
                p = by_param.get(pname)
                if p is None:
                    err.add(line, "edition-params", f"{what}: {key} has no parameter '{pname}'")
                    continue
                try:
                    t = ctype.parse(text)
                except ctype.TypeSyntaxError as exc:
                    err.add(line, "type-syntax", f"{what}: {key}.{pname}: {exc}")
                    continue
                if _strip_const(t) != _strip_const(p.type):
                    err.add(line, "edition-params",
                            f"{what}: {key}.{pname} may differ from the schema's {p.type.c()} only in const, not {t.c()}")
        for key, (variant, sig) in e.signatures.items():
            line = e.lines.get(("signatures", key), e.line)
            f = _member(structs, key)
            if f is None or not f.is_callback:
                err.add(line, "edition-unknown-member",
                        f"{what}: signatures {key} is not a callback member of the schema")
                continue
            if naming.identifier_problem(variant) is not None:
                err.add(line, "invalid-identifier", f"{what}: signatures {key}: variant '{variant}' is not a C identifier")
            if f.variant is None:
                err.add(line, "edition-signature-variant",
                        f"{what}: {key} gets another signature here, so the schema's member must name its own "
                        "(`variant:`): the typed accessors of each signature are named after it")
            elif variant == f.variant and sig.key() != f.signature.key():
                err.add(line, "edition-signature-variant",
                        f"{what}: {key}: variant '{variant}' is the schema's own name for another signature")
            for p in sig.params + [Param("return", sig.returns, line)]:
                if p.type.base not in ctype.BUILTINS and api.named_type(p.type.base) is None \
                        and not (p.type.base == "TF_Status" and api.info.tf_status):
                    err.add(line, "unknown-type", f"{what}: signatures {key}: unknown type `{p.type.base}`")
        variants = {}
        for key, (variant, sig) in _all_signatures(api, e).items():
            other = variants.setdefault((key, variant), sig.key())
            if other != sig.key():
                err.add(e.lines.get(("signatures", key), e.line), "edition-signature-variant",
                        f"{what}: {key}: variant '{variant}' names two different signatures")
        for key in e.not_validated:
            if _member(structs, key) is None:
                err.add(e.lines.get(("core",), e.line), "edition-unknown-member",
                        f"{what}: core.not_validated names {key}, which is not a member of the schema")
        for a in e.acknowledged:
            if a.rule not in rules:
                err.add(a.line, "edition-unknown-rule", f"{what}: acknowledged rule '{a.rule}' is not an evolution rule")
            sname = a.member.split(".")[0]
            if sname not in structs or ("." in a.member and _member(structs, a.member) is None):
                err.add(a.line, "edition-unknown-member", f"{what}: acknowledged member {a.member} is not in the schema")


def _all_signatures(api, edition):
    """{"S.m": (variant, Signature)} of this edition and those it evolved from, the edition's own last."""
    out = {}
    for e in chain(api, edition):
        out.update(e.signatures)
    return out


def variants(api, struct_name, member):
    """{variant: Signature} of a callback member whose signature differs
    between layouts (the schema's own first), or {} when it has one only."""
    s = api.struct(struct_name)
    f = next((x for x in s.fields if x.name == member), None) if s is not None else None
    return member_variants(api, struct_name, f) if f is not None else {}


def member_variants(api, struct_name, f):
    """variants() of the struct's member `f` (a Field), for callers that walk the members."""
    if not f.is_callback:
        return {}
    out = {}
    for e in api.editions:
        sig = e.signatures.get(f"{struct_name}.{f.name}")
        if sig is not None:
            out.setdefault(sig[0], sig[1])
    if not out:
        return {}
    return {f.variant or "schema": f.signature, **out}


def _release_name(name):
    rest = name[len("tensorflow-"):]
    return name.startswith("tensorflow-") and rest.replace(".", "").isdigit()


def _master_name(name):
    rest = name[len("tensorflow-master-"):]
    return (name.startswith("tensorflow-master-") and len(rest) == 7 and rest[4] == "-"
            and rest[:4].isdigit() and rest[5:].isdigit() and 1 <= int(rest[5:]) <= 12)


def newest_release(api):
    """The newest edition that shipped in a TensorFlow release (first_release set), or None."""
    return next((e for e in reversed(api.editions) if e.first_release is not None), None)


def _member(structs, key):
    sname, _, fname = key.partition(".")
    s = structs.get(sname)
    if s is None or not fname:
        return None
    return next((f for f in s.fields if f.name == fname), None)


def _strip_const(t):
    return t.c().replace("const ", "").replace(" const", "")


# ---------------------------------------------------------------------------
@memo.per_api
def record(api, name):
    """A released.py-shaped record of a version or an edition, for evolution.py."""
    from . import released  # released imports layout only; no cycle at import time
    if is_version(api, name):
        return released.build(api, Version.parse(name))
    edition = by_name(api)[name]
    base = released.build(api, base_version(api, edition))
    lists = members(api, edition)
    structs = [released.struct_record(api, s, lists[s.name], None)
               for s in api.structs if s.name in lists]
    return dict(base, version=name, status="edition", structs=structs)
