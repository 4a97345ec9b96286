"""Which types a header declares, and that its declarations use no other.

Every header the generator writes (a version's: se_api.h, `make header
AT=x.y.z`; an edition's: the drop-in se_api_tensorflow.h, `make header
AT=tensorflow-x`) declares the builtin types, TF_Status (with
`api.tf_status`), the handles, enums and callback types of its version (an
edition's: of the version at the root of its `after` chain) and the structs
it has. Everything it declares with a type must use one of those, or it
does not compile:

* a version's members and signatures do by construction (checks.py refuses
  a type newer than its user: type-too-new);
* an edition lists the schema's members, so one of them may use a struct
  the edition marks absent, or a type newer than the edition's version:
  refused here as `undeclared-type`, naming the member and the type;
* a view gives accessors only to the members of other layouts whose types
  it declares (view.py), and describes the layouts of other versions and
  editions with private structs that only need each member's size and
  alignment: a member whose type the header lacks is declared there by a
  stand-in of the same size and alignment (`stand_in`).
"""
from . import ctype, editions, layout, names, ranges

RULES = {
    "undeclared-type": "a header would use a type it does not declare: an edition's member whose struct the "
                       "edition marks absent, or whose type is newer than the edition's version",
}


def _present(item, version):
    return ranges.present(item, version)


def declared(api, version, struct_names):
    """The set of type names a header of `version` with structs `struct_names` declares."""
    out = set(ctype.BUILTINS)
    if api.info is not None and api.info.tf_status:
        out.add("TF_Status")
    for items in (api.handles, api.enums, api.callbacks, api.types):
        out |= {x.name for x in items if _present(x, version)}
    return out | set(struct_names)


def types_used(f):
    """The C types a member's declaration names (a callback's return and parameters)."""
    if f.is_callback:
        return [f.signature.returns] + [p.type for p in f.signature.params]
    return [f.ctype]


def missing(f, names):
    """Base type names member `f` uses that are not in `names`, in order, once each."""
    out = []
    for t in types_used(f):  # a loop, not dict.fromkeys: asked of every member of every edition
        if t.base not in names and t.base not in out:
            out.append(t.base)
    return out


def member_decl(s, f):
    """Member `f` of struct `s` as the header declares it: a callback by the
    typedef named after it (names.fn_typedef), declared before the struct."""
    decl = f"{names.fn_typedef(s.name, f.name)} {f.name}" if f.is_callback else f.ctype.decl(f.name)
    return f"SE_ALIGNAS({f.align}) {decl}" if f.align else decl


def stand_in(api, f):
    """A declaration of data member `f` with the size and alignment of its
    type but naming no type the schema defines, for private structs."""
    t = f.ctype
    kind = layout.resolve(api, t.base)
    if t.is_pointer or kind == "handle":
        decl = f"void* {f.name}"
    elif kind == "callback":
        decl = f"se_private_fn {f.name}"
    elif kind == "enum":
        decl = f"int32_t {f.name}"  # every enum is 4 bytes, aligned 4 (enum-value-range)
    else:
        decl = t.decl(f.name)
    return f"SE_ALIGNAS({f.align}) {decl}" if f.align else decl


# ---------------------------------------------------------------------------
def check(api, err):
    """undeclared-type: a header would use a type it does not declare."""
    for e in api.editions:
        version = editions.base_version(api, e)
        lists = editions.members(api, e)
        names = declared(api, version, lists)
        what = f"edition {e.name}"
        for s in api.structs:
            for f in lists.get(s.name, []):
                for base in missing(f, names):
                    err.add(_line(api, e, base, s.name), "undeclared-type",
                            f"{what}: {s.name}.{f.name} uses {base}, which the edition's header does not declare "
                            f"({_why(api, e, base, version)}); its header would not compile: list {base} in the "
                            f"edition, or leave {s.name}.{f.name} out")
        for c in api.callbacks + api.entry_points:
            if not _present(c, version):
                continue
            for t in [c.signature.returns] + [p.type for p in c.signature.params]:
                if t.base not in names:
                    err.add(_line(api, e, t.base), "undeclared-type",
                            f"{what}: {c.name} (of {version}, which the edition's header declares) uses {t.base}, "
                            f"which it does not declare ({_why(api, e, t.base, version)}); list {t.base} in the "
                            "edition")


def _why(api, edition, base, version):
    s = api.struct(base)
    if s is not None:
        listed = any(base in x.structs for x in editions.chain(api, edition))
        return f"{edition.name} marks {base} absent" if listed else \
            f"{base} is not in {version} and {edition.name} does not list it"
    found = api.named_type(base)
    since = found[1].since if found is not None else None
    return f"{base} only exists from {since}, and the edition's header declares the types of {version}"


def _line(api, edition, *struct_names):
    """The edition's own entry for the first of `struct_names` it has one for
    (the missing type's `absent`, else the member's struct), nearest in its
    `after` chain; else the edition."""
    for name in struct_names:
        for e in reversed(editions.chain(api, edition)):
            if ("structs", name) in e.lines:
                return e.lines[("structs", name)]
    return edition.line
