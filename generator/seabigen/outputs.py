"""Every file `make gen` writes, and how each is rendered.

An output is (path relative to the repository root, function returning the
text). Areas that generate more files (docs, compat tests) add their entry
to OUTPUTS; nothing else needs to change.
"""
import dataclasses

from . import dispatch, docs, editions, handshake_doc, headerdoc, names, profiles, ranges, render
from .view import View


def header_texts(api, version, schema_path, command, edition=None, view=None, name=None):
    """{file name: text}: the header at a version, or (with `edition`) the
    TensorFlow drop-in of that edition, and its opt-in companion.

    `name`: the header's file name (the API's own by default; the companion's
    name and the header's #include of it follow it). `view`: an already built
    View of the same version (gen builds the newest once)."""
    v = view or View(api, version, edition)
    info = api.info
    if edition is not None:
        stem = info.header[:-len(".h")] + "_tensorflow"
        info = dataclasses.replace(info, header=stem + ".h", guard=stem.upper() + "_H_")
        version = edition.reports
    name = name or info.header
    context = dict(
        info=info, version=version, release=v.release, schema_path=schema_path,
        command=command, handles=v.handles, enums=v.enums, structs=v.structs, callbacks=v.callbacks,
        opaques=v.opaques, includes=v.includes, zero_size=v.zero_size,
        has_unions=any("SE_PRIVATE_ANONYMOUS" in f.member_decl for s in v.structs for f in s.fields),
        recorded=ranges.records_history(api),
        entry_points=v.entry_points, patterns=list(v.patterns.values()), asserts=v.asserts,
        edition=edition, lineages=dispatch.lineages(api),
        probe=_core_probe(api, v),
        tf_reports=sorted({e.reports for e in api.editions if e.reports is not None}),
        header_name=name, checks_header=names.checks_name(name),
        checks_guard=info.guard[:-len("_H_")] + "_CHECKS_H_")
    return {name: render.render("header.h.j2", **context),
            names.checks_name(name): render.render("header_checks.h.j2", **context)}


def _core_probe(api, v):
    """What <prefix>_lineage_of_core reads: the entry point's params struct,
    its version members, and the structs it points to whose struct_size can
    prove a lineage (None when the header has no lineages to tell apart)."""
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
    if len(version) != 3 or not structs:
        return None
    return {"entry": api.entry_points[0].name, "params": params, "version": version, "structs": structs,
            "tables": {name: views[name].dispatch.lineage for _, name in structs}}


def _headers(api, ctx, edition):
    """Both files of a header, rendered once for its two OUTPUTS entries."""
    key = ("headers", edition.name if edition else None)
    if key not in ctx:
        view = ctx.get("newest_view") if edition is None else None
        ctx[key] = header_texts(api, api.newest, ctx["schema_path"], "make gen", edition=edition, view=view)
    return ctx[key]


def _header(api, ctx):
    return _headers(api, ctx, None)[api.info.header]


def _header_checks(api, ctx):
    return _headers(api, ctx, None)[names.checks_name(api.info.header)]


def _tensorflow_header(api, ctx, checks=False):
    """include/se_api_tensorflow.h (or, with `checks`, its companion):
    TensorFlow's newest released edition, drop-in (none without one).

    A master-only edition (no first_release) is never the drop-in: a plugin
    author migrating builds against a TensorFlow release."""
    edition = editions.newest_release(api)
    if edition is None:
        return None
    name = api.info.header[:-len(".h")] + "_tensorflow.h"
    return _headers(api, ctx, edition)[names.checks_name(name) if checks else name]


def _tensorflow_header_checks(api, ctx):
    return _tensorflow_header(api, ctx, checks=True)


# The API whose schema owns the committed outputs. Any other schema (the Toy
# example, test fixtures) renders headers only through `header --at --out`,
# so that `gen --schema other.yaml` cannot overwrite include/se_api.h.
OUTPUTS_API = "se_api"


class NotTheOutputsApi(ValueError):
    pass


# (relative path, renderer(api, ctx) -> text). Only for OUTPUTS_API.
OUTPUTS = [
    ("include/se_api.h", _header),
    ("include/se_api_checks.h", _header_checks),
    ("include/se_api_tensorflow.h", _tensorflow_header),
    ("include/se_api_tensorflow_checks.h", _tensorflow_header_checks),
    ("docs/api.md", docs.api_md),
    ("CHANGELOG.md", docs.changelog_md),
    ("docs/evolving.md", docs.evolving_md),
    ("docs/header.md", headerdoc.header_md),
    ("docs/handshake.md", handshake_doc.handshake_md),
    ("examples/host/host_profiles.h", profiles.host_profiles_h),
]


def recorded_outputs(api, schema_path):
    """{path: text} of a schema that records a shipped history (ranges.py;
    one `seabigen import` wrote): its newest version's header and opt-in
    companion in include/ (named by api.header), and its history page
    docs/<api.name>-history.md. Such a schema is its own record: `gen`
    freezes nothing for it."""
    from . import history_doc, ranges
    if not ranges.records_history(api):
        return None
    texts = header_texts(api, api.newest, schema_path, "make gen")
    out = {f"include/{name}": text for name, text in texts.items()}
    out[f"docs/{api.info.name}-history.md"] = history_doc.history_md(api, schema_path, "make gen")
    return out


def records_itself(api):
    """True for a schema whose committed outputs recorded_outputs renders."""
    from . import ranges
    return api.info.name != OUTPUTS_API and ranges.records_history(api)


def require_outputs_api(api, schema_path):
    """Refuses, before any hook or write, a schema that does not own the outputs."""
    if records_itself(api):
        return
    if api.info.name != OUTPUTS_API:
        raise NotTheOutputsApi(
            f"{schema_path} describes api '{api.info.name}', but the committed outputs belong to "
            f"'{OUTPUTS_API}' and to schemas that record a shipped history; render its header with "
            "`header --at VERSION --out PATH` instead")


def render_all(api, schema_path):
    """{path: text} for every output; raises before anything is written."""
    require_outputs_api(api, schema_path)
    if records_itself(api):
        return recorded_outputs(api, schema_path)
    # Building the newest View is the costly step; the outputs that read it share one.
    ctx = {"schema_path": schema_path, "newest_view": View(api, api.newest)}
    rendered = {path: fn(api, ctx) for path, fn in OUTPUTS}
    return {path: text for path, text in rendered.items() if text is not None}
