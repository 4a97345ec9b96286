"""Every file `make gen` writes, and how each is rendered.

An output is (path relative to the repository root, function returning the
text). Areas that generate more files (docs, compat tests) add their entry
to OUTPUTS; nothing else needs to change.
"""
from . import docs, render
from .view import View


def header_text(api, version, schema_path, command):
    v = View(api, version)
    return render.render(
        "header.h.j2", info=api.info, version=version, release=v.release, schema_path=schema_path,
        command=command, handles=v.handles, enums=v.enums, structs=v.structs, callbacks=v.callbacks,
        entry_points=v.entry_points, patterns=list(v.patterns.values()), asserts=v.asserts)


def _header(api, ctx):
    return header_text(api, api.newest, ctx["schema_path"], "make gen")


# (relative path, renderer(api, ctx) -> text). Only for the main schema.
OUTPUTS = [
    ("include/se_api.h", _header),
    ("docs/api.md", docs.api_md),
    ("CHANGELOG.md", docs.changelog_md),
    ("docs/evolving.md", docs.evolving_md),
]


def render_all(api, schema_path):
    """{path: text} for every output; raises before anything is written."""
    ctx = {"schema_path": schema_path}
    return {path: fn(api, ctx) for path, fn in OUTPUTS}
