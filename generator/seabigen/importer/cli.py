"""`python3 -m seabigen import --out SCHEMA.yaml --report REPORT.json HEADER...`

Reads the versions of one C header (oldest first), prints every finding,
one line each, and writes the report and the schema together. A header it
cannot read writes nothing. A schema the generator would refuse (the
headers use what seabi's schemas cannot express) is not written, the
report still is, and the exit status is 1.
"""
import argparse
import os
import re
import sys

from .. import verdict, writer, yamlsrc
from ..errors import SchemaErrors
from . import bindings, diff, front, report, schema_writer, sizes, versions
from .history import History


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="seabigen import",
        description="Read versions of one C header (oldest first) with libclang, on LP64 and i386, and write "
                    "the schema they imply and a report of every break and stale *_STRUCT_SIZE constant.")
    p.add_argument("headers", nargs="+", metavar="HEADER", help="the header's versions, oldest first")
    p.add_argument("--out", required=True, help="the schema to write (YAML)")
    p.add_argument("--report", required=True, help="the report to write (JSON)")
    p.add_argument("--version-macros", metavar="MAJOR,MINOR[,PATCH]",
                   help="the macros holding the header's version (default: P_MAJOR and P_MINOR[, P_PATCH] of the "
                        "one prefix P the header defines them for)")
    p.add_argument("--versions", metavar="V,V,...",
                   help="each header's version, oldest first, one per HEADER (MAJOR.MINOR[.PATCH]): for an API "
                        "whose headers do not change their version macros (TensorFlow's report 0.0.1 in every "
                        "release); the schema's versions are these")
    p.add_argument("--name", help="api.name of the schema (default: the header's file name, without .h)")
    p.add_argument("--title", help="api.title (default: '<header> (imported)')")
    p.add_argument("--header-name", help="api.header: the file name of the header seabi renders (default: "
                                         "<name>_seabi.h)")
    p.add_argument("--source", action="append", default=[], metavar="VERSION=TEXT",
                   help="where the copy of VERSION came from, for the schema's version summary (repeatable)")
    p.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR", help="include directory")
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]", help="macro definition")
    p.add_argument("--skip", action="append", default=[], metavar="REGEX",
                   help="leave out declarations whose name matches (repeatable)")
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    return p.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    try:
        macros = versions.parse_option(args.version_macros) if args.version_macros else None
        given = versions.parse_list(args.versions, len(args.headers)) if args.versions else None
        if given is not None and macros is not None:
            raise ValueError("--versions and --version-macros both say where the versions come from: give one")
        skip = re.compile("|".join(f"(?:{r})" for r in args.skip)) if args.skip else None
        sources = dict(_pair(s) for s in args.source)
    except (ValueError, re.error) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    clang_args = [f"-I{d}" for d in args.includes] + [f"-D{d}" for d in args.defines]
    try:
        headers = []
        for path in args.headers:
            if not os.path.isfile(path):
                raise front.HeaderError(path, 0, "no such file")
            h = front.read(path, clang_args, skip)
            if given is not None:
                h.version = given[len(headers)]
            else:
                h.version, h.version_macros = versions.find(h, macros)
            headers.append(h)
        _in_order(headers)
    except bindings.FrontEndMissing as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except front.HeaderError as e:
        print(f"error: {e}; nothing was written", file=sys.stderr)
        return 1
    history = History(headers)
    changes = diff.changes(history)
    stale = sizes.stale(history)
    name = args.name or re.sub(r"\W", "_", os.path.splitext(os.path.basename(headers[-1].path))[0])
    options = schema_writer.Options(name, args.title or f"{os.path.basename(headers[-1].path)} (imported)",
                                    args.header_name or f"{name}_seabi.h", sources)
    if not args.quiet:
        for line in report.lines(history, changes, stale):
            print(line)
    files = {os.path.abspath(args.report): report.to_json(history, changes, stale)}
    problems = None
    try:
        text = schema_writer.write(history, options, changes, stale)
        api = _judge(args.out, text)
        mismatches = schema_writer.layout_mismatches(api, history)
        if mismatches:
            problems = [f"{path}:{line}: layout the schema cannot express: {message}"
                        for path, line, message in mismatches]
        else:
            files[os.path.abspath(args.out)] = text
    except SchemaErrors as e:
        problems = in_headers(e.errors, args.out, text, history)
    try:
        writer.write_all(files, "/")
    except OSError as e:
        print(f"error: cannot write: {e}; nothing was written", file=sys.stderr)
        return 1
    summary = report.summary(history, changes, stale)
    if problems:
        # The findings stand on their own: the report is written. A schema
        # the generator would refuse is not (a packed struct, an enum past
        # int32, a struct held by value that grows: what seabi's schemas
        # do not express); its errors say which.
        for err in problems:
            print(err, file=sys.stderr)
        print(f"{summary}; wrote {args.report}; the schema these headers imply does not validate (above), "
              f"so {args.out} was not written", file=sys.stderr)
        return 1
    print(f"{summary}; wrote {args.out} and {args.report}")
    return 0


def _pair(text):
    version, sep, what = text.partition("=")
    if not sep or not version or not what:
        raise ValueError(f"--source wants VERSION=TEXT, not {text!r}")
    return version, what


def _in_order(headers):
    for a, b in zip(headers, headers[1:]):
        if b.version <= a.version:
            raise front.HeaderError(b.path, 1, f"version {b.version_text} does not come after {a.version_text} "
                                    f"({a.path}); give the versions oldest first, each once")


# Where the schema writer says a declaration is (schema_writer._where): the
# header, or a file it includes (relative to the header's folder).
_WHERE = re.compile(r"(?:Declared|Defined): (?:(.+) \(included by )?(.+) (\d+(?:\.\d+)*)\)?, line (\d+)\.$")


def in_headers(errors, out, text, history):
    """The generator's errors about a schema that is not written, each named
    by the header line that declares what it is about (the innermost entry
    around its line whose doc says where it was declared): a line of a file
    that does not exist helps nobody. An error outside every entry keeps
    its schema line, said to be of the schema not written."""
    try:
        root = yamlsrc.load(out, text)
    except SchemaErrors:
        root = None
    spans = []  # (first line, last line, header path, header line) of every entry that says where

    def walk(node):
        first = last = getattr(node, "line", 0)
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            last = max(last, node.line_of(key), walk(value))
        where = _WHERE.match(node.get("doc", "")) if isinstance(node, dict) and isinstance(node.get("doc"), str) else None
        if where:
            included, base, version, line = where.groups()
            path = next((h.path for h in history.headers
                         if os.path.basename(h.path) == base and h.version_text == version), None)
            if path is not None and included is not None:
                path = os.path.normpath(os.path.join(os.path.dirname(path), included))
            if path is not None:
                spans.append((first, last, path, int(line)))
        return last

    if root is not None:
        walk(root)
    out_lines = []
    for e in errors:
        around = [s for s in spans if s[0] <= e.line <= s[1]]
        if around:
            _first, _last, path, line = max(around, key=lambda s: s[0])
            out_lines.append(f"{path}:{line}: {e.rule}: {e.message}")
        else:
            out_lines.append(f"{e.path}:{e.line} (of the schema not written): {e.rule}: {e.message}")
    return out_lines


def _judge(path, text):
    """The written schema, judged like `seabigen validate` judges it."""
    from .. import schema
    api = schema.read(path, text)
    verdict.judge(api)
    return api
