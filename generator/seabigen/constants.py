"""Names each layout size and offset the accessors mention, with its numbers.

The placements and settle entries name the same few sizes many times (each
SE_PRIVATE_OFFSET_OF_END or offsetof written out in full). Every mention is
an expression the compiler parses and folds again, in every translation unit
that includes the header, used or not; named once, the entries mention the
name. Each name stands for a number per ABI: on the ABIs the layout pins
check (64-bit targets, i386) the header spells that number as a literal,
which costs a compiler far less than offsetof and sizeof (most of all a C++
one); elsewhere the compiler computes it from the expression.

dispatch.py writes its tables with these names from the start (named()),
and lists the ones a struct's tables mention; struct_constants() gives them
their numbers.
"""
import functools
from dataclasses import dataclass

from .layouts import ABIS

EXPR_OF = {"end": "SE_PRIVATE_OFFSET_OF_END({}, {})", "off": "offsetof({}, {})"}


class Named:
    """A layout number a lookup table mentions by name: the `kind` ("end"
    or "off") of `member` in the C type `c_type` (the public struct's name,
    or `struct se_private_...` for a layout only a private struct has)."""
    __slots__ = ("name", "kind", "c_type", "type_name", "member", "expr")

    def __init__(self, kind, c_type, member):
        self.kind, self.c_type, self.member = kind, c_type, member
        self.type_name = c_type[len("struct "):] if c_type.startswith("struct ") else c_type  # without `struct `
        ident = self.type_name[len("se_private_"):] if self.type_name.startswith("se_private_") else self.type_name
        self.name = f"se_private_{kind}_{ident}_{member}"
        self.expr = EXPR_OF[kind].format(c_type, member)  # the C expression that computes it on any target


@functools.lru_cache(maxsize=None)
def named(kind, c_type, member):
    """The Named for the `kind` ("end" or "off") of `member` in `c_type`:
    made once (every header's tables of a struct name the same few)."""
    return Named(kind, c_type, member)


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
    # What its definition spells: SE_PRIVATE_<END|OFF>_BY_ABI of its two
    # literals and the type and member `expr` computes it from (a macro
    # argument list of four tokens instead of expr's nested call).
    by_abi: str = ""


def struct_constants(plan, number, struct_name, also=(), ends=(), deprecated=frozenset()):
    """[Constant]: those plan's lookup tables mention (plan.named, in order
    of first mention), then the ends and offsets of the members in `also`
    (those whose accessors are inline functions) and the ends of those in
    `ends`, where not named yet and the member does not dispatch.
    `number`: numbers(...) of the struct; `deprecated`: the names of its
    members deprecated here."""
    lp64, ilp32 = ABIS
    out = {}

    def add(n):
        if n.name not in out:
            t = n.type_name
            on_lp64, on_ilp32 = number(n.kind, t, n.member, lp64), number(n.kind, t, n.member, ilp32)
            out[n.name] = Constant(n.name, n.expr, on_lp64, on_ilp32,
                                   deprecated=t == struct_name and n.member in deprecated,
                                   by_abi=f"SE_PRIVATE_{n.kind.upper()}_BY_ABI({on_lp64}, {on_ilp32}, {n.c_type}, {n.member})")
    for n in plan.named:
        add(n)
    for member in (m for m in list(also) + list(ends) if m not in plan.placements):
        add(named("end", struct_name, member))
        if member in also:
            add(named("off", struct_name, member))
    return list(out.values())


def end_name(struct_name, member):
    """The constant named() gives the end of `member` in the public struct."""
    return f"se_private_end_{struct_name}_{member}"


def offset_name(struct_name, member):
    """The constant named() gives the offset of `member` in the public struct."""
    return f"se_private_off_{struct_name}_{member}"


def layout_sizes(plan, number):
    """{layout label: (size macro's value, expr to pin it to or None)} for
    every layout of a dispatch plan (plan.layout_sizes: each an
    SE_PRIVATE_OFFSET_OF_END of the layout's last member in the C type
    plan.layout_ends names). A layout only a private struct describes gets
    its literals: those structs are declared only where the header computes
    its numbers or the pins check them, and cost every other translation
    unit their parsing; any other size is its expression.

    Worked out once per plan (the headers that share a plan share these:
    a private struct's numbers depend on the known layouts only)."""
    found = plan.size_values
    if found is None:
        found = plan.size_values = {}
        for label, expr in plan.layout_sizes.items():
            host, last = plan.layout_ends[label]
            if host.startswith("struct se_private_"):
                lp64, ilp32 = (number("end", host[len("struct "):], last, abi) for abi in ABIS)
                found[label] = f"SE_PRIVATE_SIZE(SE_PRIVATE_BY_ABI({lp64}, {ilp32}, {expr}))", expr
            else:
                found[label] = expr, None
    return found
