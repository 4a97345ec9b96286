"""Renders layouts.py's decisions as C: where a member is for a struct_size.

Sizes and offsets are never printed as numbers: each known layout is named
by a C struct type (the header's own struct when the layout is a prefix of
it, otherwise a private struct with that layout's members), so the compiler
computes them on every target and the static asserts still pin the public
struct. With a struct_size known at compile time every branch folds away.
"""
from dataclasses import dataclass, field
from typing import List

from . import layouts


@dataclass
class StructDispatch:
    private_structs: List[tuple] = field(default_factory=list)  # (C tag, [member declarations])
    layout_sizes: dict = field(default_factory=dict)  # version or edition label -> C size expression
    at_fns: dict = field(default_factory=dict)  # member -> (function name, [C body lines])
    settle_body: List[str] = field(default_factory=list)


def _fn_member(f):
    return f"se_private_fn {f.name}"


def build(api, struct, canonical_names, accessor_names, fillable, member_decl):
    """C pieces for one struct of a header whose struct lays out `canonical_names`.

    `accessor_names`: members the header has accessors for; those not uniform
    (or not in the public struct) get an at-function. `member_decl(field)`
    gives a data member's declaration for private structs.
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
            decls = [_fn_member(f) if f.is_callback else member_decl(f) for f in k.fields]
            out.private_structs.append((host[len("struct "):], decls))
        types[id(k)] = host

    def size(k):
        return f"SE_PRIVATE_OFFSET_OF_END({types[id(k)]}, {k.fields[-1].name})"

    for k in known:
        for label in k.labels:
            out.layout_sizes[label] = size(k)

    def offset(k, member):
        return f"offsetof({types[id(k)]}, {member})" if member in k.names() else "0"

    for name in accessor_names:
        res = layouts.resolve(api, struct.name, name)
        if res.uniform and name in canonical_names:
            continue
        body = ["size_t at = 0;"] if any(has for _, has in res.unknown) else []
        for k, _has in _canonical_first(res.exact, canonical_names):
            body.append(f"if (n == {size(k)}) return {offset(k, name)};")
        body.append("/* A size no known layout has: a newer core's, which only appended to its lineage's newest. */")
        if any(has for _, has in res.unknown):
            for k, has in res.unknown:
                if has:
                    body.append(f"if (n > {size(k)}) {{ if (at != 0 && at != {offset(k, name)}) return 0; "
                                f"at = {offset(k, name)}; }}")
                else:
                    body.append(f"if (n > {size(k)}) return 0;")
            body.append("return at;")
        else:
            body.append("return 0;")
        out.at_fns[name] = (f"se_private_{struct.name}_at_{name}", body)

    def fill_size(k):
        fill = layouts.fill_prefix(api, k, fillable)
        target = next((x for x in known if fill is not None and x.size("lp64") == fill), None)
        return size(target) if target else "0"

    body = []
    for k in _canonical_first([(k, True) for k in known], canonical_names):
        body.append(f"if (n == {size(k[0])}) return {fill_size(k[0])};")
    by_lineage = sorted(layouts.newest(api, struct.name).items())
    body.append("/* A newer core's size: it extends its lineage's newest layout. */")
    for lineage, k in by_lineage:
        body.append(f"if (lineage == {lineage_constant(api, lineage)}) return n > {size(k)} ? {fill_size(k)} : 0;")
    distinct = []
    for _, k in by_lineage:
        if all(k is not d for d in distinct):
            distinct.append(k)
    body.append("/* Lineage not known: only a size that can extend one of them is placed. */")
    body.append("if (" + " + ".join(f"(n > {size(k)})" for k in distinct) + " != 1) return 0;")
    for k in distinct:
        body.append(f"if (n > {size(k)}) return {fill_size(k)};")
    body.append("return 0;")
    out.settle_body = body
    return out


def lineage_constant(api, lineage):
    return f"{api.info.prefix}_LINEAGE_{lineage.upper()}"


def lineages(api):
    """[(C constant, lineage)] of every lineage a header can name, seabi's first."""
    names = [layouts.SEABI] + ([layouts.TENSORFLOW] if api.editions else [])
    return [(lineage_constant(api, n), n) for n in names]


def _canonical_first(pairs, canonical_names):
    """The layout the header itself lays out is the likeliest size: test it first."""
    def key(pair):
        return 0 if pair[0].names() == canonical_names else 1
    return sorted(pairs, key=key)
