"""`python3 -m seabigen import --out SCHEMA.yaml --report REPORT.json HEADER...`

Reads the versions of one C header (oldest first), prints every finding,
one line each (text or GitHub annotations; SARIF with --sarif), and writes
the report and the schema together. A header it cannot read writes
nothing (exit 2). What seabi's schemas cannot express is left out and
named in the report (where and why, leftout.py); the schema holds the
rest. Exit 0, or 1 with --fail-on-break when an ABI break was found.
"""
import argparse
import copy
import os
import re
import sys

from .. import findings, verdict, writer, yamlsrc
from ..errors import SchemaErrors
from . import bindings, diff, front, leftout, report, schema_writer, sizes, versions
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
    p.add_argument("--lang", choices=("c", "c++"), default="c",
                   help="read the headers as C11 (default; a header that is not valid C is read as C++17, with a "
                        "note) or as C++17 from the start (C++-only headers)")
    p.add_argument("--size-member", metavar="NAME", default="struct_size",
                   help="the member of a versioned struct that holds its size (default struct_size; libbpf's "
                        "opts: sz); a struct is versioned when it has a size_t member of this name, first or not")
    p.add_argument("--fail-on-break", action="store_true",
                   help="exit 1 when an ABI break is found (a pull-request check); without it the exit status "
                        "is 0 whatever the findings")
    p.add_argument("--format", choices=("text", "github"), default="text",
                   help="how findings are printed: text lines (default) or GitHub Actions annotations "
                        "(::error file=...,line=...::)")
    p.add_argument("--sarif", metavar="FILE", help="also write the findings as SARIF 2.1.0")
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    return p.parse_args(argv)


def main(argv):
    """Exit status: 0 imported (a schema written for what it can represent),
    1 an ABI break was found and --fail-on-break asked to fail on one, 2 the
    input cannot be used (or, said as such, an internal error)."""
    try:
        return _main(argv)
    except Exception as e:  # a traceback helps no user: the failure is named, nothing is half-written
        print(f"error: internal error in seabigen import: {type(e).__name__}: {e}; this is a seabigen bug, "
              "please report it with the headers", file=sys.stderr)
        return 2


def _main(argv):
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
            h = front.read(path, clang_args, skip, lang=args.lang)
            if given is not None:
                h.version = given[len(headers)]
            else:
                h.version, h.version_macros = versions.find(h, macros)
            headers.append(h)
        if given is not None:
            _in_order(headers)
        else:
            versions.label(headers)
    except bindings.FrontEndMissing as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except front.HeaderError as e:
        print(f"error: {e}; nothing was written", file=sys.stderr)
        return 2
    left_out = leftout.everywhere(headers)
    history = History(headers, size_member=args.size_member)
    changes = diff.changes(history)
    changes += diff.version_steps(history, changes)
    stale = sizes.stale(history)
    name = args.name or re.sub(r"\W", "_", os.path.splitext(os.path.basename(headers[-1].path))[0])
    options = schema_writer.Options(name, args.title or f"{os.path.basename(headers[-1].path)} (imported)",
                                    args.header_name or f"{name}_seabi.h", sources)
    text, schema_left, problems = _schema(history, options, changes, stale, args.out)
    left_out += schema_left
    found = report.findings(history, changes, stale, api=name) + report.left_out_findings(left_out, name)
    if not args.quiet:
        for line in report.note_lines(history) + findings.render(found, args.format):
            print(line)
    files = {os.path.abspath(args.report): report.to_json(history, changes, stale, left_out)}
    if text is not None:
        files[os.path.abspath(args.out)] = text
    if args.sarif:
        files[os.path.abspath(args.sarif)] = findings.sarif_text(found, tool="seabigen import")
    try:
        writer.write_all(files, "/")
    except OSError as e:
        print(f"error: cannot write: {e}; nothing was written", file=sys.stderr)
        return 2
    summary = report.summary(history, changes, stale)
    if left_out:
        summary += f"; left out (not representable): {', '.join(x.name for x in left_out)}"
    if text is None:
        # What the findings say stands: the report is written. No part of
        # the history could be written as a schema the generator accepts.
        for err in problems:
            print(err, file=sys.stderr)
        print(f"{summary}; wrote {args.report}; no schema the generator accepts could be written for these "
              f"headers (above), so {args.out} was not written", file=sys.stderr)
        return 2
    print(f"{summary}; wrote {args.out} and {args.report}" + (f" and {args.sarif}" if args.sarif else ""))
    return findings.exit_code(found, args.fail_on_break)


# Enough rounds for a chain of structs each holding the next by value.
_SCHEMA_ROUNDS = 32


def _schema(history, options, changes, stale, out):
    """(schema text or None, [LeftOut], problems): the schema of what the
    generator can represent. Each round writes and judges it; declarations
    an error is about are left out (leftout.py) and it is written again."""
    left, work = [], None
    problems = []
    for _round in range(_SCHEMA_ROUNDS):
        h = work or history
        text = None
        try:
            text = schema_writer.write(h, options, changes, stale)
            api = _judge(out, text)
            mismatches = schema_writer.layout_mismatches(api, h)
            if not mismatches:
                return text, left, []
            problems = [f"{path}:{line}: layout the schema cannot express: {message}"
                        for path, line, message, _name in mismatches]
            culprits = {}
            for path, line, message, name in mismatches:
                culprits.setdefault(name, f"layout the schema cannot express: {message}")
        except SchemaErrors as e:
            text = text if text is not None else getattr(e, "text", None)
            problems = in_headers(e.errors, out, text, h) if text is not None else [str(x) for x in e.errors]
            culprits = _culprits(e.errors, out, text) if text is not None else {}
        culprits = {n: why for n, why in culprits.items() if n and not any(x.name == n for x in left)}
        if not culprits:
            return None, left, problems
        if work is None:
            work = History(copy.deepcopy(history.headers), history.size_member)
        for name, why in culprits.items():
            left.append(leftout.locate(work.headers, name, why))
            for hd in work.headers:
                leftout.drop(hd, name)
    return None, left, problems


_SECTIONS = ("structs", "enums", "callbacks", "types", "handles")


def _culprits(errors, out, text):
    """{top-level declaration name: the first error about it} of the
    schema's errors: the entry whose lines hold the error, or the struct an
    acknowledged break names."""
    try:
        root = yamlsrc.load(out, text)
    except SchemaErrors:
        return {}
    spans = []

    def last_line(node):
        last = getattr(node, "line", 0)
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            last = max(last, node.line_of(key), last_line(value))
        return last
    for section in _SECTIONS:
        for entry in (root.get(section) or []) if isinstance(root, dict) else []:
            if isinstance(entry, dict) and isinstance(entry.get("name"), str):
                spans.append((getattr(entry, "line", 0), last_line(entry), entry["name"]))
    acks = []
    for v in (root.get("versions") or []) if isinstance(root, dict) else []:
        for a in (v.get("acknowledged") or []) if isinstance(v, dict) else []:
            if isinstance(a, dict) and isinstance(a.get("member"), str):
                acks.append((getattr(a, "line", 0), a["member"].split(".")[0]))
    out_names = {}
    for e in errors:
        around = [s for s in spans if s[0] <= e.line <= s[1]]
        name = max(around)[2] if around else next((n for line, n in acks if line == e.line), None)
        if name is None:
            # An error outside every entry that names a declaration (`unknown type X`) is about X's users:
            # the entries whose text names it.
            name = next((s[2] for s in spans if re.search(rf"\b{re.escape(s[2])}\b", e.message)), None)
        if name is not None:
            out_names.setdefault(name, f"{e.rule}: {e.message}")
    return out_names


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
