"""Names each layout size and offset the accessors mention, with its numbers.

The placements and settle entries name the same few sizes many times (each
SE_PRIVATE_OFFSET_OF_END or offsetof written out in full). Every mention is
an expression the compiler parses and folds again, in every translation unit
that includes the header, used or not; named once, the entries mention the
name. Each name stands for a number per ABI: on the ABIs the layout pins
check (64-bit targets, i386) the header spells that number as a literal,
which costs a compiler far less than offsetof and sizeof (most of all a C++
one); elsewhere the compiler computes it from the expression.
"""
import re
from dataclasses import dataclass

from .resolved import ABIS

EXPR = re.compile(r"\b(SE_PRIVATE_OFFSET_OF_END|offsetof)\((?:struct )?(\w+), (\w+)\)")
KIND = {"SE_PRIVATE_OFFSET_OF_END": "end", "offsetof": "off"}


@dataclass
class Constant:
    name: str  # se_private_<end|off>_<layout>_<member>
    expr: str  # the C expression that computes it on any target
    lp64: int  # its value on 64-bit targets
    ilp32: int  # its value on i386
    # Names a member deprecated here: the header computes it as an enum
    # constant where warnings are off, since the expression, expanded in a
    # user's code on a target without literals, would warn there.
    deprecated: bool = False


def hoist(plan, number, struct_name, also=(), ends=(), deprecated=frozenset()):
    """Rewrites plan's lookup tables (placements, settle, lineage) to name
    constants; returns [Constant] in order of first mention, then the ends
    and offsets of the members in `also` (those whose accessors are inline
    functions) and the ends of those in `ends`, where not named yet and the
    member does not dispatch. `number`: numbers(...) of the struct;
    `deprecated`: the names of its members deprecated here."""
    named = {}
    lp64, ilp32 = ABIS

    def name(expr, kind, type_name, member):
        if expr not in named:
            ident = type_name[len("se_private_"):] if type_name.startswith("se_private_") else type_name
            named[expr] = Constant(f"se_private_{kind}_{ident}_{member}", expr,
                                   number(kind, type_name, member, lp64), number(kind, type_name, member, ilp32),
                                   deprecated=type_name == struct_name and member in deprecated)
        return named[expr].name

    def sub(m):
        expr = m.group(0)
        found = named.get(expr)
        if found is not None:
            return found.name
        function, type_name, member = m.groups()
        return name(expr, KIND[function], type_name, member)

    done = {}  # a text already rewritten (tables repeat the same few)

    def rewrite(x):
        found = done[x] = EXPR.sub(sub, x)
        return found

    get = done.get
    tables = list(plan.placements.values()) + [t for _, t in plan.settle_tables]
    tables += [plan.lineage] if plan.lineage is not None else []
    # (~80k rows at 100x: a dict lookup per text, a call only for a text not seen yet)
    for table in tables:
        for span in table.all_rows():
            lo, hi, value = span.lo, span.hi, span.value
            span.lo, span.hi, span.value = get(lo) or rewrite(lo), get(hi) or rewrite(hi), get(value) or rewrite(value)
    for member in (m for m in list(also) + list(ends) if m not in plan.placements):
        name(f"SE_PRIVATE_OFFSET_OF_END({struct_name}, {member})", "end", struct_name, member)
        if member in also:
            name(f"offsetof({struct_name}, {member})", "off", struct_name, member)
    return list(named.values())


def end_name(struct_name, member):
    """The constant hoist names for the end of `member` in the public struct."""
    return f"se_private_end_{struct_name}_{member}"


def offset_name(struct_name, member):
    """The constant hoist names for the offset of `member` in the public struct."""
    return f"se_private_off_{struct_name}_{member}"


def layout_size(expr, number):
    """A size macro's value, from `expr` (SE_PRIVATE_OFFSET_OF_END of a
    layout's last member). A layout only a private struct describes gets its
    literals: those structs are declared only where the header computes its
    numbers or the pins check them, and cost every other translation unit
    their parsing. (None, expr) or (the macro's value, expr to pin it to)."""
    # (Without a private struct's name the expression is its own value: no match needed.)
    m = EXPR.fullmatch(expr) if "se_private_" in expr else None
    if m is None or not m.group(2).startswith("se_private_"):
        return expr, None
    lp64, ilp32 = (number(KIND[m.group(1)], m.group(2), m.group(3), abi) for abi in ABIS)
    return f"SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI({lp64}, {ilp32}, {expr}))", expr
