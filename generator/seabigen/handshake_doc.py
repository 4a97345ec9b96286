"""docs/handshake.md: the handshake rule in a plugin author's words.

The rule's text is layouts.py's own docstring (written once, there), so the
page cannot drift from the module that decides; the tables are computed by
the same functions the headers' lookup tables come from.
"""
from . import layouts, render
from .docs import banner, signature_docs, suite_source


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


def _probe_structs(api):
    """The structs the entry point's params point to, in member order (what
    <prefix>_lineage_of_core reads), and every struct whose members the plugin fills."""
    if not api.entry_points:
        return [], []
    params = api.struct(api.entry_points[0].signature.params[0].type.base)
    pointed = [f.ctype.base for f in params.fields
               if not f.is_callback and f.ctype.is_pointer and api.struct(f.ctype.base) is not None] if params else []
    filled = [s.name for s in api.structs if s.deprecated is None
              and {f.filled_by for f in s.fields if f.name != "struct_size"} == {"plugin"}]
    return pointed, filled


def context(api):
    probes = []
    pointed, filled = _probe_structs(api)
    for name in pointed:
        if not layouts.known(api, name):
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
    return {"banner": banner(api.path), "rule": _rule_text(), "probes": probes, "tf_reports": tf_reports,
            "in_between": in_between, "prefix": api.info.prefix,
            "entry": api.entry_points[0].name if api.entry_points else "the entry point", "filled": filled}


def handshake_md(suite, ctx):
    """docs/handshake.md: the rule, told with the suite's first API, and the
    signatures struct_size cannot tell, of every API."""
    api = suite.first
    if not api.editions:
        return None
    sigs = [dict(v, header=a.info.header) for a in suite.apis for v in signature_docs(a)]
    return render.render("docs_handshake.md.j2", **dict(context(api), banner=banner(suite_source(suite)),
                                                          signatures=sigs))
