"""docs/handshake.md: the handshake rule in a plugin author's words.

The rule's text is layouts.py's own docstring (written once, there), so the
page cannot drift from the module that decides; the tables are computed by
the same functions the headers' lookup tables come from, in the resolved
model (resolved.py).
"""
from . import layouts, render
from .docs import banner, signature_docs, suite_source


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


def context(model):
    api = model.api
    probes = []
    pointed, filled = _probe_structs(api)
    for name in pointed:
        rows = model.lineage_rows.get(name)
        if rows is None:
            continue
        if [v for *_, v in rows["lp64"]] != [v for *_, v in rows["ilp32"]]:
            raise ValueError(f"{name}: the sizes that prove a lineage come in another order on ILP32")
        probes.append({"name": name, "rows": rows})
    tf_reports = sorted({str(e.reports) for e in api.editions})
    in_between = [{"name": b.name, "lineage": b.lineage, "base": b.base, "confidence": b.confidence,
                   "ends": b.ends, "doc": " ".join(b.doc.split())} for b in api.in_between]
    return {"banner": banner(api.path), "rule": _rule_text(), "probes": probes, "tf_reports": tf_reports,
            "in_between": in_between, "prefix": api.info.prefix,
            "entry": api.entry_points[0].name if api.entry_points else "the entry point", "filled": filled}


def handshake_md(models, ctx):
    """docs/handshake.md: the rule, told with the suite's first API, and the
    signatures struct_size cannot tell, of every API."""
    first = models.first
    if not first.api.editions:
        return None
    sigs = [dict(v, header=m.info.header) for m in models.apis for v in signature_docs(m)]
    return render.render("docs_handshake.md.j2", **dict(context(first), banner=banner(suite_source(models.suite)),
                                                          signatures=sigs))
