"""What a schema cannot represent, left out so the rest imports.

Two sources: the front end (front.py records a declaration it cannot read
into the schema's grammar as decls.LeftOut: an array member, a bit-field, a
`long`, a named union), and the generator (a schema that does not validate,
or lays a struct out otherwise than the compiler: the declarations its
errors are about). Either way the declaration is left out of every version
(one that comes and goes with the import's limits would read as removed and
added again), a struct is kept as an opaque type so that pointers to it
still import, and the report names each with where and why.
"""
from .decls import LeftOut, Opaque


def everywhere(headers):
    """Leaves every declaration some version left out out of all versions
    (but one left out `here_only`); returns [LeftOut], one per name, each at
    the newest version that had it."""
    newest, here_only = {}, []
    for h in headers:
        for x in h.left_out:
            x.path = x.path or h.path
            x.version = h.version_text
            if x.here_only:
                here_only.append(x)
            else:
                newest[x.name] = x
    for h in headers:
        for name in newest:
            drop(h, name)
    return here_only + list(newest.values())


def drop(header, name):
    """`name` out of `header`'s declarations; a struct defined here stays an opaque type."""
    struct = header.struct(name)
    header.structs = [s for s in header.structs if s.name != name]
    header.enums = [x for x in header.enums if x.name != name]
    header.callbacks = [x for x in header.callbacks if x.name != name]
    if struct is not None and not any(o.name == name for o in header.opaques):
        header.opaques.append(Opaque(name, struct.line, file=struct.file))


def locate(headers, name, why):
    """A LeftOut for declaration `name` at the newest header declaring it."""
    for h in reversed(headers):
        for kind, pool in (("struct", h.structs), ("enum", h.enums), ("callback", h.callbacks),
                           ("handle", h.handles), ("type", h.opaques)):
            item = next((x for x in pool if x.name == name), None)
            if item is not None:
                return LeftOut(name, kind, item.line, why, h.path, h.version_text)
    return LeftOut(name, "declaration", 0, why, headers[-1].path, headers[-1].version_text)
