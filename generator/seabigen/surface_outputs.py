"""The outputs of the function surface (functions.py, exports.py).

- include/kernel_api.h: TensorFlow's kernel C API as a plugin imports it
  (every function of the surface that no suite schema declares and whose
  signature the file records), each declaration with who exports it.
- examples/host/host_forward.h / host_forward.c: one forwarder per surface
  function, compiled into every per-profile export library; the host binds
  its own implementations (examples/host/host_exports.c).
- examples/host/host_exports.mk: per profile and library, the names the
  export library exports.
- docs/symbols.md: the plugin author's page, its tables from the data.
"""
import re

from . import exports, functions, render
from .docs import banner, suite_source

# tensorflow/c/tf_tensor.h -> TENSORFLOW_C_TF_TENSOR_H_ (TensorFlow's include guard convention).
def tf_guard(header):
    return re.sub(r"[^A-Za-z0-9]", "_", header).upper() + "_"


def _suite_signatures(models):
    """name -> (returns, params text) of the functions the suite's schemas declare."""
    out = {name: sig for name, sig in functions.STATUS_SIGNATURES.items()}
    for m in models.apis:
        for fn in m.api.core_functions:
            out[fn.name] = (fn.signature.returns.c(), [(p.name, p.type.c()) for p in fn.signature.params])
    return out


def _params(params):
    return ", ".join(functions.declaration(n, t) for n, t in params) if params else "void"


def _ident(name):
    return re.sub(r"[^A-Za-z0-9]", "_", name)


def _forwarders(models):
    surface = models.suite.surface
    known = _suite_signatures(models)
    out = []
    for fn in surface.functions:
        if fn.name in known:
            returns, params = known[fn.name]
        elif fn.signature is not None:
            returns, params = fn.signature.returns, fn.signature.params
        else:
            out.append({"name": fn.name, "known": False})
            continue
        out.append({"name": fn.name, "known": True, "returns": returns, "params": _params(params),
                    "args": ", ".join(n for n, _ in params),
                    "pointer": f"{returns} (*{fn.name})({_params(params)})",
                    "variants": len(fn.signatures) > 1})
    return out


def host_forward_h(models, ctx):
    if models.suite.surface is None:
        return None
    return render.render("host_forward.h.j2", banner=banner(suite_source(models.suite)),
                         forwarders=[f for f in _forwarders(models) if f["known"]])


def host_forward_c(models, ctx):
    if models.suite.surface is None:
        return None
    return render.render("host_forward.c.j2", banner=banner(suite_source(models.suite)),
                         forwarders=_forwarders(models))


def _rows(models, ctx):
    """The core profiles' rows (profiles.py), each with its export set; worked out once per run."""
    if "surface_rows" not in ctx:
        from .profiles import _profiles
        rows = _profiles(models)
        exports.attach(models.suite.surface, rows)
        ctx["surface_rows"] = rows
    return ctx["surface_rows"]


def host_exports_mk(models, ctx):
    surface = models.suite.surface
    if surface is None:
        return None
    rows = _rows(models, ctx)
    profiles = []
    for row in rows:
        libs = []
        for lib in surface.libraries:
            names = [e.name for e in row["exports"] if e.libraries & lib.bit]
            if names:
                libs.append({"name": lib.name, "soname": lib.soname, "names": names})
        profiles.append({"name": row["name"], "ident": _ident(row["name"]), "libraries": libs})
    return render.render("host_exports.mk.j2", banner=banner(suite_source(models.suite)), profiles=profiles,
                         libraries=surface.libraries)


def _kernel_declarations(surface):
    """Per TensorFlow header (in first-use order), the functions kernel_api.h declares."""
    by_header = {}
    for fn in surface.functions:
        if fn.declared_by is not None or fn.signature is None:
            continue
        by_header.setdefault(fn.header, []).append(fn)
    return by_header


def kernel_api_h(models, ctx):
    surface = models.suite.surface
    if surface is None:
        return None
    seabi = {e.name for e in exports.of_seabi(surface)}
    headers = []
    for header, fns in _kernel_declarations(surface).items():
        decls = []
        for fn in fns:
            sig = fn.signature
            variants = []
            if len(fn.signatures) > 1:
                for v in fn.signatures:
                    variants.append({"typedef": f"{fn.name}_since_{v.since.replace('.', '_')}_fn",
                                     "since": v.since, "variant": v.variant, "returns": v.returns,
                                     "params": _params(v.params)})
            decls.append({"name": fn.name, "doc": fn.doc, "returns": sig.returns, "params": _params(sig.params),
                          "note": exports.note(surface, fn, seabi), "optional": exports.optional(surface, fn),
                          "variants": variants})
        headers.append({"path": header, "guard": tf_guard(header), "decls": decls})
    return render.render("kernel_api.h.j2", banner=banner(suite_source(models.suite)), headers=headers,
                         **exports.header_context(surface))


def symbols_md(models, ctx):
    surface = models.suite.surface
    if surface is None:
        return None
    rows = _rows(models, ctx)
    framework = surface.libraries[0].bit
    groups = []
    for g in surface.groups:
        fns = [f for f in surface.functions if f.group == g]
        spans = [{"libraries": ", ".join(x.libraries), "releases": x.since + ("" if x.until is None else f" until {x.until}")
                  + ("" if x.until is not None or x.since == functions.MASTER else " on"),
                  "confidence": x.confidence, "note": x.note} for x in surface.group_spans.get(g, [])]
        groups.append({"name": g, "header": fns[0].header if fns else "", "doc": surface.group_docs.get(g, ""),
                       "spans": spans,
                       "functions": [{"name": f.name, "header": f.header, "summary": exports.summary(surface, f),
                                      "optional": exports.optional(surface, f),
                                      "confidence": sorted({s.confidence for s in f.spans}),
                                      "signature": "yes" if f.signature or f.declared_by else "not recorded"}
                                     for f in fns]})
    matrix = []
    for r in surface.releases:
        at = {e.name: e for e in exports.at_release(surface, r)}
        cells = []
        for g in surface.groups:
            fns = [f for f in surface.functions if f.group == g]
            fw = sum(1 for f in fns if f.name in at and at[f.name].libraries & framework)
            other = sum(1 for f in fns if f.name in at and not at[f.name].libraries & framework)
            cells.append(f"{fw}/{len(fns)}" + (f" (+{other} elsewhere)" if other else ""))
        matrix.append({"release": r, "cells": cells,
                       "framework": sum(1 for e in at.values() if e.libraries & framework)})
    cores = [{"name": row["name"], "count": len(row["exports"]),
              "libraries": ", ".join(lib.name for lib in surface.libraries
                                     if any(e.libraries & lib.bit for e in row["exports"]))} for row in rows]
    return render.render("symbols.md.j2", banner=banner(suite_source(models.suite)), libraries=surface.libraries, groups=groups, matrix=matrix,
                         group_names=surface.groups, cores=cores, releases=surface.releases,
                         in_between=surface.in_between)
