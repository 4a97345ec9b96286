"""Cutting a release and opening the next version: the schema edits of
docs/evolving.md's "Cut a release", made on the text of each API schema so
its comments and layout stay as written.

`seabigen release --version V` marks V `status: released` in every API of
the suite whose version in development it is (`--schema` one API schema to
release only that one), then runs `gen`: the records and the headers V
shipped are frozen (released.py, shipped.py) with the outputs. `seabigen
open --version N` appends N (`status: development`, a summary saying
nothing was added yet) to the same schemas and runs `gen`. `make release
VERSION=V` runs release, `make compat-baselines` (V's libabigail baseline),
then open. Each command writes every schema and output or none: a refused
`gen` puts the schemas back as they were.
"""
import os
import re

from . import schema as schema_reader, suite
from .model import Version

OPENED_SUMMARY = "In development; nothing added yet."


class ReleaseError(ValueError):
    pass


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _write(path, text):
    tmp = f"{path}.release-tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def _entry_lines(lines, start):
    """The 0-based line range [start, end) of the `versions` entry starting at line `start`."""
    indent = len(lines[start]) - len(lines[start].lstrip())
    end = start + 1
    while end < len(lines):
        line = lines[end]
        stripped = line.strip()
        if stripped and not stripped.startswith("#") and len(line) - len(line.lstrip()) <= indent:
            break
        end += 1
    return end


def mark_released(text, release):
    """`text` with the entry of `release` (model.Release) saying `status: released`."""
    lines = text.split("\n")
    start = release.line - 1
    end = _entry_lines(lines, start)
    status = re.compile(r"(\bstatus:\s*)development\b")
    for i in range(start, end):
        if status.search(lines[i]):
            lines[i] = status.sub(r"\1released", lines[i], count=1)
            return "\n".join(lines)
    raise ReleaseError(f"line {release.line}: version {release.version}'s entry has no `status: development`")


def append_version(text, last, version):
    """`text` with `version` appended after the entry of the last release `last`."""
    lines = text.split("\n")
    start = last.line - 1
    end = _entry_lines(lines, start)
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1  # the blank lines before the next key stay after the new entry
    head = lines[start]
    dash = head[:len(head) - len(head.lstrip())]
    inner = dash + "  "
    entry = [f"{dash}- version: {version}", f"{inner}status: development", f"{inner}summary: {OPENED_SUMMARY}"]
    return "\n".join(lines[:end] + entry + lines[end:])


def _apis(paths):
    """The API schemas (path, model.API) the command edits: a manifest's, or the ones given."""
    if len(paths) == 1 and suite.is_manifest(paths[0]):
        files = suite.api_files(paths[0])
    else:
        files = list(paths)
    return [(p, schema_reader.read(p)) for p in files]


def release_edits(paths, version):
    """{schema path: new text} marking `version` released where it is the version in development."""
    edits = {}
    for path, api in _apis(paths):
        dev = [r for r in api.releases if r.status == "development"]
        if dev and dev[-1].version == version:
            edits[path] = mark_released(_read(path), dev[-1])
    if not edits:
        raise ReleaseError(f"no API schema of {', '.join(paths)} has {version} in development")
    return edits


def open_edits(paths, version, after=None):
    """{schema path: new text} appending development `version` to each schema
    whose newest version is released (`after`: only where that is `after`)."""
    edits = {}
    for path, api in _apis(paths):
        last = api.releases[-1] if api.releases else None
        if last is None or last.status != "released" or (after is not None and last.version != after):
            continue
        if version <= last.version:
            raise ReleaseError(f"{path}: {version} is not newer than its newest version {last.version}")
        edits[path] = append_version(_read(path), last, version)
    if not edits:
        raise ReleaseError(f"no API schema of {', '.join(paths)} ends with a released version"
                           + (f" {after}" if after else "") + " to open a version after")
    return edits


def next_minor(version):
    return Version(version.major, version.minor + 1, 0)


def apply(edits, run_gen):
    """Writes the schema `edits`, then `run_gen()` (its exit code); a failed
    gen (which writes nothing) puts every schema back. Returns the exit code."""
    before = {path: _read(path) for path in edits}
    for path, text in edits.items():
        _write(path, text)
    code = 1
    try:
        code = run_gen()
    finally:
        if code != 0:
            for path, text in before.items():
                _write(path, text)
    return code
