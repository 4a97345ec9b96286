"""Names each layout size and offset the dispatch data (dispatch.py) mention.

The placements and settle entries name the same few sizes many times (each
SE_PRIVATE_OFFSET_OF_END or offsetof written out in full). Every mention is
an expression the compiler parses and folds again, in every translation unit
that includes the header, used or not; named once as an enum constant, each
is computed once. The entries then mention the constant.
"""
import re

EXPR = re.compile(r"\b(SE_PRIVATE_OFFSET_OF_END|offsetof)\((?:struct )?(\w+), (\w+)\)")
KIND = {"SE_PRIVATE_OFFSET_OF_END": "end", "offsetof": "off"}


def hoist(plan):
    """Rewrites plan's placements and settle entries to name constants;
    returns [(constant, C expression)] in order of first mention."""
    named = {}

    def sub(m):
        expr = m.group(0)
        if expr not in named:
            layout = m.group(2)[len("se_private_"):] if m.group(2).startswith("se_private_") else m.group(2)
            named[expr] = f"se_private_{KIND[m.group(1)]}_{layout}_{m.group(3)}"
        return named[expr]

    def named_all(entries):
        return [tuple(EXPR.sub(sub, x) for x in entry) for entry in entries]

    for p in plan.placements.values():
        p.exact, p.beyond = named_all(p.exact), named_all(p.beyond)
    plan.settle.exact, plan.settle.lineages = named_all(plan.settle.exact), named_all(plan.settle.lineages)
    return [(c, e) for e, c in named.items()]
