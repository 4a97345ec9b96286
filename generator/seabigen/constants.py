"""Names each layout size and offset the dispatch bodies (dispatch.py) mention.

A body tests struct_size against the same few sizes many times (each
SE_PRIVATE_OFFSET_OF_END or offsetof written out in full). Every mention is
an expression the compiler parses and folds again, in every translation unit
that includes the header, used or not; named once as an enum constant, each
is computed once. The bodies then mention the constant, as a size_t.
"""
import re

EXPR = re.compile(r"\b(SE_PRIVATE_OFFSET_OF_END|offsetof)\((?:struct )?(\w+), (\w+)\)")
KIND = {"SE_PRIVATE_OFFSET_OF_END": "end", "offsetof": "off"}


def hoist(plan):
    """Rewrites plan's at-function and settle bodies to name constants;
    returns [(constant, C expression)] in order of first mention."""
    named = {}

    def sub(m):
        expr = m.group(0)
        if expr not in named:
            layout = m.group(2)[len("se_private_"):] if m.group(2).startswith("se_private_") else m.group(2)
            named[expr] = f"se_private_{KIND[m.group(1)]}_{layout}_{m.group(3)}"
        return named[expr]

    for name, (fn, body) in list(plan.at_fns.items()):
        plan.at_fns[name] = (fn, [EXPR.sub(sub, line) for line in body])
    plan.settle_body = [EXPR.sub(sub, line) for line in plan.settle_body]
    return [(c, e) for e, c in named.items()]
