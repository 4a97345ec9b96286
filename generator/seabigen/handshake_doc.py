"""docs/handshake.md: the handshake rule in a plugin author's words.

The rule's text is layouts.py's own docstring (written once, there), so the
page cannot drift from the module that decides; the tables are computed by
the same functions the headers' lookup tables come from.
"""
from . import layouts, render
from .docs import BANNER


def _ranges(values):
    """[(lo, hi, value)] merging consecutive sizes with one value (None dropped)."""
    out = []
    for n, v in values:
        if out and out[-1][2] == v and out[-1][1] == n - 1:
            out[-1][1] = n
        else:
            out.append([n, n, v])
    return [(lo, hi, v) for lo, hi, v in out if v is not None]


def _rule_text():
    """The module docstring without its first line and its implementation notes."""
    paragraphs = layouts.__doc__.strip().split("\n\n")[1:]
    keep = [p for p in paragraphs if not p.startswith(("A member is *uniform*", "This is the one module"))]
    return "\n\n".join(keep)


def context(api):
    probes = []
    for name in ("SP_Platform", "SP_PlatformFns"):
        if api.struct(name) is None or not layouts.known(api, name):
            continue
        rows = {}
        for abi in layouts.ABIS:
            top = max(k.size(abi) for k in layouts.known(api, name)) + 16
            rows[abi] = _ranges((n, layouts.lineage_of(api, name, n, abi)) for n in range(top + 1))
        if [v for *_, v in rows["lp64"]] != [v for *_, v in rows["ilp32"]]:
            raise ValueError(f"{name}: the sizes that prove a lineage come in another order on ILP32")
        probes.append({"name": name, "rows": rows})
    tf_reports = sorted({str(e.reports) for e in api.editions})
    in_between = [{"name": b.name, "lineage": b.lineage, "base": b.base, "confidence": b.confidence,
                   "ends": b.ends, "doc": " ".join(b.doc.split())} for b in api.in_between]
    return {"banner": BANNER, "rule": _rule_text(), "probes": probes, "tf_reports": tf_reports,
            "in_between": in_between, "prefix": api.info.prefix}


def handshake_md(api, ctx):
    if not api.editions:
        return None
    return render.render("docs_handshake.md.j2", **context(api))
