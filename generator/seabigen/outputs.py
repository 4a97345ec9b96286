"""Every file `make gen` writes, and how each is rendered.

An output is (path relative to the repository root, function returning the
text). Areas that generate more files (docs, compat tests) add their entry
to OUTPUTS; nothing else needs to change.

render_all is the pipeline's last two stages (resolved.py): it resolves
each judged API once (its newest header and drop-in included), then hands
each renderer the Resolved of its API (api_outputs: `fn(model, ctx)`) or
the ResolvedSuite (SUITE_OUTPUTS: `fn(models, ctx)`); renderers read those
and nothing else.
"""
import dataclasses
import os

from . import docs, editions, exports, functions, handshake_doc, headerdoc, names, profiles, ranges, render, resolved, suite, surface_outputs
from .view import View, zero_fn


# The generation of the definitions every seabi header shares (the
# SE_PRIVATE_SHARED_* blocks): bump it whenever they change, so a
# translation unit that mixes headers of two generations stops the build
# instead of using the first one's definitions for the second.
SHARED_GENERATION = 3


def drop_in_name(info):
    """The TensorFlow drop-in's file name: se_api.h -> se_api_tensorflow.h."""
    return info.header[:-len(".h")] + "_tensorflow.h"


def header_texts(model, version, schema_path, command, edition=None, view=None, name=None):
    """{file name: text}: the header at a version, or (with `edition`) the
    TensorFlow drop-in of that edition, and its opt-in companion.

    `model`: the API's Resolved, with this header resolved (an API is
    resolved for it first). `name`: the header's file name (the API's own by
    default; the companion's name and the header's #include of it follow
    it). `view`: an already built View of the same version (gen builds the
    newest once)."""
    if not isinstance(model, resolved.Resolved):
        model = resolved.resolve(model, [(version, edition)])
    api = model.api
    v = view or View(model, version, edition)
    info = api.info
    seabi = info
    if edition is not None:
        stem = drop_in_name(info)[:-len(".h")]
        info = dataclasses.replace(info, header=stem + ".h", guard=stem.upper() + "_H_")
        version = edition.reports
    name = name or info.header
    has_drop_in = model.newest_release is not None
    context = dict(
        info=info, version=version, release=v.release, schema_path=schema_path,
        command=command, handles=v.handles, enums=v.enums, structs=v.structs, callbacks=v.callbacks,
        includes=v.includes, zero_size=v.zero_size, zero_fn=zero_fn(api),
        has_unions=any("SE_PRIVATE_ANONYMOUS" in f.member_decl for s in v.structs for f in s.fields),
        recorded=model.records_history,
        entry_points=v.entry_points, patterns=list(v.patterns.values()), asserts=v.asserts,
        types=v.types, core_functions=v.core_functions, variants=v.variants, layouts=v.layouts,
        private_structs=v.private_structs,
        edition=edition, lineages=model.lineages,
        probe=_core_probe(api, v),
        tf_reports=sorted({e.reports for e in api.editions if e.reports is not None}),
        header_name=name, checks_header=names.checks_name(name),
        checks_guard=info.guard[:-len("_H_")] + "_CHECKS_H_",
        seabi_header=seabi.header, seabi_guard=seabi.guard,
        drop_in_header=drop_in_name(seabi) if has_drop_in and edition is None else None,
        drop_in_guard=drop_in_name(seabi)[:-len(".h")].upper() + "_H_" if has_drop_in and edition is None else None,
        seabi_only_example=_seabi_only_example(v) if edition is not None else None,
        shared_generation=SHARED_GENERATION,
        **exports.header_context(functions.surface_of_schema(api.path)))
    return {name: render.render("header.h.j2", **context),
            names.checks_name(name): render.render("header_checks.h.j2", **context)}


def _seabi_only_example(v):
    """A setter of a member the drop-in's struct lacks (seabi's layouts have it), for its top comment."""
    for sv in v.structs:
        for fv in sv.fields:
            if not fv.in_struct:
                return f"{sv.name}_set_{fv.name}"
    return None


def _core_probe(api, v):
    """What <prefix>_lineage_of_core reads: the entry point's params struct,
    its version members, and the structs it points to whose struct_size can
    prove a lineage, if any (None when the header has no lineages to tell
    apart)."""
    if not api.editions or not api.entry_points:
        return None
    params = api.entry_points[0].signature.params[0].type.base
    views = {sv.name: sv for sv in v.structs}
    pv = views.get(params)
    if pv is None:
        return None
    version = [f.name for f in pv.fields if f.name.endswith("_version")]
    # Only members this header has getters for: a newer one is read nowhere here.
    readable = {fv.name for fv in pv.fields}
    structs = [(f.name, base) for f in api.struct(params).fields
               if f.name in readable and not f.is_callback and f.ctype.is_pointer
               and (base := f.ctype.base) in views and any(r.value for r in views[base].dispatch.lineage.all_rows())]
    # With no struct whose size proves a lineage (the profiler's: TensorFlow's
    # layouts and seabi's agree), the reported version alone decides; the
    # function exists all the same, as the docs name it for every API.
    if len(version) != 3:
        return None
    # Members in every layout at one offset are read under their end's guard, by name.
    direct = [fv.name for fv in pv.fields if fv.in_struct and fv.placement is None]
    return {"entry": api.entry_points[0].name, "params": params, "version": version, "structs": structs,
            "tables": {name: views[name].dispatch.lineage for _, name in structs}, "direct": direct}


def _headers(model, ctx, edition):
    """Both files of a header, rendered once for its two outputs."""
    api = model.api
    key = ("headers", api.info.name, edition.name if edition else None)
    if key not in ctx:
        view = ctx["newest_view"][api.info.name] if edition is None else None
        ctx[key] = header_texts(model, api.newest, api.path, "make gen", edition=edition, view=view)
    return ctx[key]


def api_outputs(api):
    """[(relative path, renderer(model, ctx) -> text or None)]: the files
    one API owns (`model`: its Resolved).

    Its header and opt-in companion, TensorFlow's newest released edition
    as a drop-in with its companion (none without one: a master-only edition
    is never the drop-in, a plugin author migrating builds against a
    release), and its reference page (api.reference)."""
    if records_itself(api):  # (before judging: the paths come from the schema's declarations)
        return _recorded_outputs(api)
    info = api.info
    drop_in = drop_in_name(info)
    edition = editions.newest_release(api)
    out = [(f"include/{info.header}", lambda a, ctx: _headers(a, ctx, None)[a.info.header]),
           (f"include/{names.checks_name(info.header)}",
            lambda a, ctx: _headers(a, ctx, None)[names.checks_name(a.info.header)])]
    if edition is not None:
        out += [(f"include/{drop_in}", lambda a, ctx: _headers(a, ctx, edition)[drop_in]),
                (f"include/{names.checks_name(drop_in)}",
                 lambda a, ctx: _headers(a, ctx, edition)[names.checks_name(drop_in)])]
    if info.reference:
        out.append((info.reference, docs.api_md))
    return out


# (relative path, renderer(models, ctx) -> text or None): what spans the
# suite's APIs (`models`: the resolved.ResolvedSuite).
SUITE_OUTPUTS = [
    ("CHANGELOG.md", docs.changelog_md),
    ("docs/evolving.md", docs.evolving_md),
    ("docs/header.md", headerdoc.header_md),
    ("docs/handshake.md", handshake_doc.handshake_md),
    ("examples/host/host_profiles.h", profiles.host_profiles_h),
    ("include/kernel_api.h", surface_outputs.kernel_api_h),
    ("examples/host/host_forward.h", surface_outputs.host_forward_h),
    ("examples/host/host_forward.c", surface_outputs.host_forward_c),
    ("examples/host/host_exports.mk", surface_outputs.host_exports_mk),
    ("docs/symbols.md", surface_outputs.symbols_md),
]


def records_itself(api):
    """True for a schema that records a shipped history (ranges.py; one
    `seabigen import` wrote): its outputs are its newest header, companion
    and history page (api_outputs), it is rendered as a suite of its own
    (`gen --schema schema/pjrt.yaml`), and it is its own record: gen freezes
    nothing for it (cli.judge)."""
    return ranges.records_history(api)


def _recorded_outputs(api):
    """A recorded schema's files: its newest header and companion in include/
    (named by api.header) and docs/<api.name>-history.md."""
    from . import history_doc
    info = api.info
    return [(f"include/{info.header}", lambda a, ctx: _headers(a, ctx, None)[a.info.header]),
            (f"include/{names.checks_name(info.header)}",
             lambda a, ctx: _headers(a, ctx, None)[names.checks_name(a.info.header)]),
            (f"docs/{info.name}-history.md", lambda a, ctx: history_doc.history_md(a, a.api.path, "make gen"))]


def _recorded(s):
    """True for a suite of schemas that record a shipped history only: no suite-wide outputs."""
    return all(records_itself(api) for api in s.apis)


class NotTheOutputsSuite(ValueError):
    pass


def require_outputs_suite(s, root):
    """Refuses, before anything is judged or written, a suite other than the
    one whose manifest the repository at `root` holds: its committed outputs
    are that suite's (a lone schema, the Toy example or a fixture, renders its
    header with `header --at VERSION --out PATH`)."""
    manifest = suite.committed(root)
    if manifest is None or _recorded(s):
        return  # (a recorded schema's outputs are its own: api_outputs)
    same = s.path is not None and (os.path.realpath(s.path) == os.path.realpath(manifest)
                                   or _bytes(s.path) == _bytes(manifest))
    if not same:
        given = s.path or ", ".join(s.paths())
        raise NotTheOutputsSuite(
            f"the committed outputs under {root} belong to the suite {suite.MANIFEST}, not to {given}; "
            f"run `make gen` (gen --schema {suite.MANIFEST}), or render a header with `header --at VERSION --out PATH`")


def _bytes(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def output_paths(s):
    """Every path `gen` writes for suite `s`."""
    return [p for api in s.apis for p, _ in api_outputs(api)] + ([] if _recorded(s) else [p for p, _ in SUITE_OUTPUTS])


def render_all(s):
    """{path: text} for every output of (judged) suite `s`; raises before anything is written."""
    models = resolved.resolve_suite(s, resolved.newest_headers)
    # Building each newest View is the costly step; the outputs that read it share one.
    ctx = {"newest_view": {m.info.name: View(m, m.api.newest) for m in models.apis}, "suite": models}
    rendered = {}
    for model in models.apis:
        for path, fn in api_outputs(model.api):
            rendered[path] = fn(model, ctx)
    for path, fn in [] if _recorded(s) else SUITE_OUTPUTS:
        rendered[path] = fn(models, ctx)
    return {path: text for path, text in rendered.items() if text is not None}
