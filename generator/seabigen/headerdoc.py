"""docs/header.md: the header's contract, with the schema's facts filled in.

The prose of that document (what holds from one release to the next: how
accessors, size macros and validators behave) lives in the template
templates/docs_header.md.j2. Everything that moves when the schema moves (the
current version, the version history, what each version appended, deprecated
or retired, the size macros, the validators' extra rules) is computed here,
so a schema change rewrites the document and `make check-gen` notices a
stale copy. Accessor and macro names come from names.py, the one place that
spells them.
"""
from . import names, render
from .docs import _deprecation_short, banner, suite_source
from .view import View

TEMPLATE = "docs_header.md.j2"


def header_banner(source):
    """The prose is hand-written, but not in the output: say where to edit it."""
    return f"{banner(source)}; the prose is generator/seabigen/templates/{TEMPLATE}"


def _kind(previous, version):
    """What a version is relative to the one before it: first, major, minor or patch."""
    if previous is None:
        return "first"
    if version.major != previous.major:
        return "major"
    return "minor" if version.minor != previous.minor else "patch"


def _releases(api):
    out, previous = [], None
    for r in api.releases:
        out.append({"version": str(r.version), "status": r.status, "kind": _kind(previous, r.version)})
        previous = r.version
    return out


def _appended(api, first):
    """One line per struct or enum that grew after the first version, or item younger than it."""
    def grown(owner, items):
        new = [f"{i.name} ({i.since})" for i in items if i.since > first]
        return [f"`{owner}`: " + ", ".join(new)] if new else []

    out = []
    for s in api.structs:
        out += [f"struct `{s.name}` ({s.since})"] if s.since > first else grown(s.name, s.fields)
    for e in api.enums:
        out += [f"enum `{e.name}` ({e.since})"] if e.since > first else grown(e.name, e.values)
    for kind, items in (("handle", api.handles), ("callback type", api.callbacks),
                        ("entry point", api.entry_points)):
        out += [f"{kind} `{i.name}` ({i.since})" for i in items if i.since > first]
    return out


def _deprecations(api):
    """(what, Deprecation) for every deprecated item, in schema order."""
    out = []
    for s in api.structs:
        if s.deprecated:
            out.append((f"struct `{s.name}`", s.deprecated))
        out += [(f"`{s.name}.{f.name}`", f.deprecated) for f in s.fields if f.deprecated]
    for e in api.enums:
        if e.deprecated:
            out.append((f"enum `{e.name}`", e.deprecated))
        out += [(f"`{v.name}`", v.deprecated) for v in e.values if v.deprecated]
    out += [(f"`{c.name}`", c.deprecated) for c in api.callbacks + api.entry_points if c.deprecated]
    return out


def _callback_example(api):
    """S_f_fn of the first callback member not deprecated, as a concrete example."""
    for s in api.structs:
        for f in s.fields:
            if f.is_callback and not f.deprecated and not s.deprecated:
                return names.fn_typedef(s.name, f.name)
    return None


def _validator_rules(view):
    """Rules beyond struct_size and `required`, as the newest header checks them."""
    conditional, patterns = [], []
    for s in view.structs:
        for c in s.checks:
            if c.kind == "required_when":
                conditional.append({"struct": s.name, "field": c.field,
                                    "when": f"{c.cond_struct}.{c.cond_field}"})
            elif c.kind == "pattern":
                patterns.append({"struct": s.name, "field": c.field, "pattern": c.pattern})
    return conditional, patterns


def _no_longer_required(api, newest):
    """`S.f` that older versions require and the newest no longer does, being deprecated."""
    return [f"`{s.name}.{f.name}` (deprecated {f.deprecated.since})"
            for s in api.structs for f in s.fields
            if (f.required or f.required_when) and f.deprecated and f.deprecated.since <= newest]


def header_context(model, view=None):
    """Everything the template prints (`model`: the API's Resolved, its
    newest header resolved); `view` is the newest version's View, if already built."""
    api = model.api
    newest = api.newest
    first = api.releases[0]
    view = view or View(model, newest)
    deprecations = _deprecations(api)
    conditional, patterns = _validator_rules(view)
    return {
        "banner": header_banner(api.path), "info": api.info, "prefix": api.info.prefix, "schema_path": api.path,
        "params_struct": api.entry_points[0].signature.params[0].type.base if api.entry_points else "void",
        "others": False,
        "header_name": api.info.header, "checks_header": names.checks_name(api.info.header),
        "has_lineage_of_core": bool(api.editions and api.entry_points),
        "newest": newest, "newest_status": api.release(newest).status,
        "first": str(first.version), "first_summary": first.summary,
        "releases": _releases(api),
        "appended": _appended(api, first.version),
        "deprecated": [f"{w} (deprecated {_deprecation_short(d, newest)})" for w, d in deprecations
                       if d.retired is None or d.retired > newest],
        "retired": [f"{w} (deprecated {_deprecation_short(d, newest)})" for w, d in deprecations
                    if d.retired is not None and d.retired <= newest],
        "acc": {"has_fn": names.has_fn("S", "f"), "get_fn": names.get_fn("S", "f"),
                "set_fn": names.set_fn("S", "f"), "fn_typedef": names.fn_typedef("S", "f"),
                "validate_fn": names.validate_fn("S")},
        "callback_example": _callback_example(api),
        "size_macros": [{"struct": s.name, "macro": s.size_macro, "since": str(s.since)} for s in api.structs],
        "version_suffixes": [names.version_size_macro("", r.version) for r in api.releases],
        "computed_sizes": sorted(m for s in view.structs for m in s.private_sizes),
        "context_validators": [{"name": names.validate_fn(s.name), "struct": s.name,
                                "params": [f"const {cs}* {p}" for cs, p in s.context_params]}
                               for s in view.structs if s.context_params],
        "conditional": conditional, "patterns": patterns,
        "no_longer_required": _no_longer_required(api, newest),
        "entry_points": [c.name for c in api.entry_points],
    }


def _api_row(model):
    from .outputs import drop_in_name
    api = model.api
    has_drop_in = model.newest_release is not None
    return {"title": api.info.title, "header": api.info.header, "prefix": api.info.prefix,
            "drop_in": drop_in_name(api.info) if has_drop_in else None, "tf_header": api.info.tf_header,
            "entry_points": [e.name for e in api.entry_points], "version": str(api.newest),
            "reference": api.info.reference or "-"}


# -- renderer registered in outputs.SUITE_OUTPUTS ----------------------------------------
def header_md(models, ctx):
    """docs/header.md: the contract, told with the suite's first API; the others listed."""
    first = models.first
    context = header_context(first, ctx.get("newest_view", {}).get(first.info.name))
    context["banner"] = header_banner(suite_source(models.suite))
    context["others"] = len(models.apis) > 1
    context["apis"] = [_api_row(m) for m in models.apis]
    context["signature_apis"] = [f"{s}.{m} in `{a.info.header}`" for a in models.apis
                                 for s, m in a.varying]
    return render.render(TEMPLATE, **context)
