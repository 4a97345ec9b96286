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
    """Rewrites plan's lookup tables (placements, settle, lineage) to name constants;
    returns [(constant, C expression)] in order of first mention."""
    named = {}

    def sub(m):
        expr = m.group(0)
        if expr not in named:
            layout = m.group(2)[len("se_private_"):] if m.group(2).startswith("se_private_") else m.group(2)
            named[expr] = f"se_private_{KIND[m.group(1)]}_{layout}_{m.group(3)}"
        return named[expr]

    done = {}  # a text already rewritten (tables repeat the same few)

    def rewrite(x):
        found = done.get(x)
        if found is None:
            found = done[x] = EXPR.sub(sub, x)
        return found

    def named_all(spans):
        for span in spans:
            span.lo, span.hi, span.value = rewrite(span.lo), rewrite(span.hi), rewrite(span.value)

    tables = list(plan.placements.values()) + [t for _, t in plan.settle_tables]
    tables += [plan.lineage] if plan.lineage is not None else []
    for table in tables:
        named_all(table.all_rows())
    return [(c, e) for e, c in named.items()]
