"""The headers a release shipped, frozen byte for byte.

A released version's record (released.py) freezes its ABI; a plugin built
against the release was built against its header, and that header also
carries what it knew of other layouts then (the private layout structs and
dispatch tables that place members in other cores). Rendering it again
later would mix in what was learnt since, above all the version in
development, whose layouts still grow. So the first `make gen` that sees a
version released writes, beside its record,

    schema/released/<api name>/headers/<version>/<header>.h  (and its _checks.h)
    schema/released/<api name>/headers/<version>/<drop-in>.h (and its _checks.h)

rendered knowing the versions released up to it, TensorFlow's editions
and the in-between layouts, never a later version (least of all the one in
development, which still grows); and never rewrites them. `make header AT=<released version>` copies them, and the compat
matrix builds every released version's core and plugin from them.
`make header-today AT=V` renders V's API with everything known today
(the version in development included): what a plugin of V rebuilt with
today's generator would get.
"""
import dataclasses
import os

from . import editions, outputs, released, resolved
from .commands import header_command

HEADERS = "headers"


def headers_dir(root, api, version):
    """Where the headers `api` shipped at `version` are frozen."""
    return os.path.join(released.records_dir(root, api), HEADERS, str(version))


def load(root, api, version):
    """{file name: text} of the frozen headers of `version`, or None when it has none."""
    folder = headers_dir(root, api, version)
    if not os.path.isdir(folder):
        return None
    out = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".h"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                out[name] = f.read()
    return out or None


def as_released(api, version):
    """`api` as the header of released `version` sees it: the layouts of
    the versions released up to it, the editions and the in-between
    layouts, none of a later version (the version in development above
    all: layouts._labelled reads `window_of`). A judged API is never
    changed, so the copy shares its declarations; only the answers derived
    from them (memo.py) start afresh."""
    known = tuple(r.version for r in api.releases if r.status == "released" and r.version <= version)
    copy = dataclasses.replace(api)
    copy.__dict__ = {k: v for k, v in api.__dict__.items() if not k.startswith("memo:") and k != "_type_index"}
    copy.window_of = {s.name: known for s in api.structs}
    return copy


def render(api, version, schema_arg):
    """{file name: text}: the headers of released `version` as frozen now
    (seabi's and, where the API has a released TensorFlow edition, the drop-in)."""
    scoped = as_released(api, version)
    edition = editions.newest_release(api)
    wanted = [(version, None)] + ([(version, edition)] if edition is not None else [])
    model = resolved.resolve(scoped, wanted)
    texts = {}
    for v, e in wanted:
        if e is None:
            # `make header` of the version copies these files.
            name, command = api.info.header, header_command(schema_arg, str(v), api.info.header)
        else:
            # The drop-in as this release shipped it; `make header` of the edition renders today's.
            name = outputs.drop_in_name(api.info)
            command = f"{header_command(schema_arg, e.name, name)} (frozen with release {v})"
        texts.update(outputs.header_texts(model, v, api.path, command, edition=e, name=name))
    return texts


def to_freeze(api, root, schema_arg):
    """{path relative to root: text} of the headers of every released
    version that has none frozen yet (`gen` writes them with its outputs)."""
    files = {}
    for r in api.releases:
        if r.status == "released" and load(root, api, r.version) is None:
            folder = os.path.relpath(headers_dir(root, api, r.version), root)
            for name, text in render(api, r.version, schema_arg).items():
                files[os.path.join(folder, name)] = text
    return files


def missing(api, root):
    """The released versions whose headers are not frozen (`check` refuses them)."""
    return [r for r in api.releases if r.status == "released" and load(root, api, r.version) is None]
