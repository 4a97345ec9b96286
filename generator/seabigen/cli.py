"""Command line: `python3 -m seabigen gen|check|header|summary|validate|import|release|open`."""
import argparse
import gc
import os
import sys

import jinja2
import yaml

from . import names, outputs, ranges, release, resolved, schema, shipped, stamp, suite, verdict, writer
from .errors import SchemaError, SchemaErrors
from .model import Version

# The commands that judge the schema against the repository's frozen records
# too (verdict.py stages 2 and 3); the others judge the schema on its own.
WITH_RECORDS = ("gen", "check")

from .commands import DEFAULT_SCHEMA, header_command



def load(path):
    """The schema at `path`, judged on its own (no frozen records); raises SchemaErrors."""
    api = schema.read(path)
    verdict.judge(api)
    return api


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def stamp_inputs(args):
    """What `gen` reads, for --stamp: the schema, the generator's sources and
    templates, the frozen records, and the libraries whose versions shape the text."""
    files = list(args.schema_files) + [jinja2.__file__, yaml.__file__]
    folders = [os.path.dirname(os.path.abspath(__file__)), os.path.join(args.root, "schema", "released")]
    return stamp.inputs(files, folders)


def cmd_gen(args, s):
    files = outputs.render_all(s)
    # Newly frozen records are written with the outputs, all or nothing.
    changed = writer.write_all({**files, **args.records}, args.root)
    for path in changed:
        print(f"{'froze' if path in args.records else 'wrote'} {path}")
    if not any(path in files for path in changed):
        print(f"up to date: {len(files)} generated files match {args.schema_text}")
    # A freeze (or an edit made while this ran) changes the inputs: then the
    # next gen runs in full and stamps.
    if args.stamp and stamp_inputs(args) == args.inputs_before:
        stamp.write(args.stamp, args.argv, args.inputs_before,
                    {os.path.abspath(os.path.join(args.root, p)): text for p, text in files.items()})
    return 0


def cmd_check(args, s):
    files = outputs.render_all(s)
    bad = writer.stale(files, args.root)
    for path in bad:
        print(f"stale: {path} does not match {args.schema_text}", file=sys.stderr)
    if bad:
        print("run `make gen` and commit the result", file=sys.stderr)
        return 1
    print(f"ok: {len(files)} generated files match {args.schema_text}")
    return 0


def cmd_header(args, api):
    """A version's header, or an edition's drop-in header (AT=tensorflow-2.7)."""
    edition = next((e for e in api.editions if e.name == args.at), None)
    try:
        at = args.at
        if edition is None and at.count(".") == 1 and ranges.records_history(api):
            at += ".0"  # MAJOR.MINOR, as an imported API's headers without a patch macro name it
        version = api.newest if edition is not None else Version.parse(at)
        api.release(version)
    except (ValueError, KeyError):
        known = ", ".join([str(v) for v in api.versions] + [e.name for e in api.editions])
        print(f"error: {args.at} is not a version or edition of {api.path} (known: {known})", file=sys.stderr)
        return 1
    # The Makefile's SCHEMA defaults to seabi's StreamExecutor schema: any
    # other needs naming, or the command renders another API.
    command = header_command(args.schema[0], args.at, os.path.basename(args.out))
    out = os.path.abspath(args.out)
    if not out.endswith(".h"):
        print(f"error: --out {args.out} must name a .h file (its opt-in companion is written beside it)",
              file=sys.stderr)
        return 1
    texts = _header_texts(args, api, version, edition, command, os.path.basename(out))
    try:
        writer.write_all({os.path.join(os.path.dirname(out), n): text for n, text in texts.items()}, "/")
    except OSError as e:
        print(f"error: cannot write {args.out}: {e}", file=sys.stderr)
        return 1
    return 0


def _header_texts(args, api, version, edition, command, name):
    """{file name: text} `header` writes. A released version's header is the
    one it shipped (shipped.py): the frozen files, or, where none are frozen
    (a schema of its own) or OUT names another file, rendered as they are
    frozen, knowing no version in development. `--today`, an edition's
    drop-in and the version in development are rendered with everything the
    schema knows now."""
    # (Callers that build their own arguments, tests/schemafuzz, give neither --today nor --root.)
    today, root = getattr(args, "today", False), getattr(args, "root", None) or os.getcwd()
    shipped_as = (edition is None and not today and not ranges.records_history(api)
                  and api.release(version).status == "released")
    if shipped_as:
        frozen = shipped.load(root, api, version)
        if frozen is not None and name == api.info.header:
            return {n: t for n, t in frozen.items() if n in (name, names.checks_name(name))}
        model = resolved.resolve(shipped.as_released(api, version), [(version, None)])
    else:
        model = resolved.resolve(api, [(version, edition)])
    return outputs.header_texts(model, version, api.path, command, edition, name=name)


def cmd_summary(args, api):
    model = resolved.resolve(api)
    versions = list(api.versions)
    print(f"{api.info.title} ({api.path}): {len(api.structs)} structs, "
          f"{sum(len(s.fields) for s in api.structs)} members, versions "
          + ", ".join(f"{r.version}{'*' if r.status == 'development' else ''}" for r in api.releases)
          + "  (* in development)")
    head = f"{'struct_size on LP64':34}" + "".join(f"{str(v):>8}" for v in versions)
    print(head)
    for s in api.structs:
        row = f"{s.name:34}"
        for v in versions:
            row += f"{model.sizes_at[v][s.name]['lp64'].struct_size if resolved.present(s, v) else '-':>8}"
        print(row)
    return 0


def cmd_release(args):
    """`release --version V`: V released in the suite's schemas (or the
    --schema given) and frozen by one `gen`; `open --version N`: the next
    version opened (release.py)."""
    manifest = os.path.join(args.root, suite.MANIFEST)
    if os.path.realpath(args.root) == os.path.realpath(os.getcwd()):
        manifest = suite.MANIFEST  # as make passes it: the banners name it so
    paths = args.schema if args.schema_given else [manifest]
    try:
        version = Version.parse(args.version) if args.version else None
        if args.command == "release":
            if version is None:
                raise release.ReleaseError("release needs --version (the version in development)")
            edits = release.release_edits(paths, version)
        else:
            after = Version.parse(args.after) if args.after else None
            if version is None:
                newest = max(api.newest for _, api in release._apis(paths))
                version = release.next_minor(newest)
            edits = release.open_edits(paths, version, after)
    except (release.ReleaseError, ValueError) as e:
        print(f"error: {e}; nothing was written", file=sys.stderr)
        return 1
    except SchemaErrors as e:
        for err in e.errors:
            print(err, file=sys.stderr)
        print(f"{len(e.errors)} error(s) in {errors_in(e.errors)}; nothing was written", file=sys.stderr)
        return 1
    code = release.apply(edits, lambda: _main(["gen", "--schema", manifest, "--root", args.root]))
    if code == 0:
        done = "released" if args.command == "release" else "opened (status: development)"
        for path in edits:
            print(f"{version} {done} in {path}")
    else:
        print(f"{args.command} {version}: gen refused it; the schemas are as they were", file=sys.stderr)
    return code


def cmd_diff(args):
    """`diff BASE`: what the schema edit since BASE does, per API (diff.py),
    in the importer's findings formats; exit 1 with --fail-on-break when a
    finding is a break, 2 for unusable input."""
    from . import diff, findings
    if not args.base:
        print("error: diff needs a base revision (seabigen diff BASE)", file=sys.stderr)
        return 2
    paths = args.schema or [os.path.join(args.root, suite.MANIFEST) if os.path.realpath(args.root) !=
                            os.path.realpath(os.getcwd()) else suite.MANIFEST]
    try:
        found, per_api = diff.run(paths, args.base, args.root)
    except diff.DiffError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    by_api = {}
    for f in found:
        by_api.setdefault(f.api, []).append(f)
    for name, path, _ in per_api:
        these = by_api.pop(name, [])
        print(f"== {name} ({path}) against {args.base}: {len(these)} finding(s)")
        for line in findings.render(these, args.format):
            print(line)
    for rest in by_api.values():
        for line in findings.render(rest, args.format):
            print(line)
    if args.sarif:
        try:
            writer.write_all({os.path.abspath(args.sarif): findings.sarif_text(
                found, tool="seabigen diff", rule_help=diff.rule_help())}, "/")
        except OSError as e:
            print(f"error: cannot write {args.sarif}: {e}", file=sys.stderr)
            return 2
    print(diff.summary(found, per_api, args.base))
    return findings.exit_code(found, args.fail_on_break)


def cmd_validate(args, s):
    print(f"ok: {args.schema_text} is valid")
    return 0


def main(argv=None):
    # A run is one short batch that builds a large model and keeps nearly all
    # of it to the end: the collector's full passes over it cost a fifth of a
    # large schema's run and free nothing (peak memory measured equal), so
    # cycles are left to the process's exit. Restored for callers in-process.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv)
    finally:
        if collecting:
            gc.enable()


def _main(argv=None):
    given = sys.argv[1:] if argv is None else list(argv)
    if given[:1] == ["import"]:
        # The second reader: a schema from a C header's versions (importer/).
        from .importer import cli as importer
        return importer.main(given[1:])
    p = argparse.ArgumentParser(prog="seabigen", description="Validate the ABI schema and render its outputs.")
    p.add_argument("command", choices=["gen", "check", "header", "summary", "validate", "import", "release", "open",
                                        "diff"])
    p.add_argument("base", nargs="?", help="for `diff`: the git revision to compare the schemas with")
    p.add_argument("--schema", action="append",
                   help="an API schema, or the suite manifest (schema/seabi.yaml); gen, check and validate "
                        "take several API schemas as one suite (default: schema/se_api.yaml)")
    p.add_argument("--root", default=None, help="repository root the output paths are relative to")
    p.add_argument("--at", help="version, for `header`")
    p.add_argument("--out", help="output path, for `header`")
    p.add_argument("--today", action="store_true",
                   help="for `header` of a released version: its API rendered with every layout known today "
                        "(the version in development included), not the header it shipped")
    p.add_argument("--version", help="for `release`: the version in development to release; for `open`: "
                                      "the version to open (default: the next MINOR)")
    p.add_argument("--after", help="for `open`: only in schemas whose newest version is this released one")
    p.add_argument("--fail-on-break", action="store_true", help="for `diff`: exit 1 when a finding is an ABI break")
    p.add_argument("--format", choices=("text", "github"), default="text",
                   help="for `diff`: text lines, or GitHub Actions annotations")
    p.add_argument("--sarif", metavar="FILE", help="for `diff`: also write the findings as SARIF 2.1.0")
    p.add_argument("--stamp", help="for `gen`: skip the run when nothing changed since this stamp (stamp.py)")
    args = p.parse_args(argv)
    args.schema_given = bool(args.schema)
    if args.command in ("release", "open"):
        args.root = args.root or os.getcwd()
        return cmd_release(args)
    if args.command == "diff":
        args.root = args.root or os.getcwd()
        return cmd_diff(args)
    if args.base is not None:
        p.error(f"unexpected argument {args.base!r} (only `diff` takes a revision)")
    args.schema = args.schema or [DEFAULT_SCHEMA]
    args.schema_text = ", ".join(args.schema)
    args.argv = sys.argv[1:] if argv is None else list(argv)
    if args.command in ("header", "summary") and (len(args.schema) != 1 or suite.is_manifest(args.schema[0])):
        p.error(f"{args.command} takes one API schema (--schema FILE)")
    args.root = args.root or os.getcwd()
    if args.command == "header" and (not args.at or not args.out):
        p.error("header needs --at and --out")
    args.schema_files = list(args.schema)
    if args.stamp and args.command == "gen":
        # This run decides afresh; it stamps again only if it succeeds.
        stamp.remove(args.stamp)
        args.schema_files = _schema_files(args.schema)
        args.inputs_before = stamp_inputs(args)
    try:
        if args.command in ("header", "summary"):
            api = schema.read(args.schema[0])
            verdict.judge(api)
            return COMMANDS[args.command](args, api)
        s = suite.read(args.schema)
        with_records = args.command in WITH_RECORDS
        if with_records:
            # Before anything else: these commands own the committed outputs.
            outputs.require_outputs_suite(s, args.root)
        args.records = judge(s, args.root if with_records else None, freeze=args.command == "gen")
        return COMMANDS[args.command](args, s)
    except SchemaErrors as e:
        for err in e.errors:
            print(err, file=sys.stderr)
        print(f"{len(e.errors)} error(s) in {errors_in(e.errors)}; nothing was written", file=sys.stderr)
        return 1
    except outputs.NotTheOutputsSuite as e:
        print(f"error: {e}; nothing was written", file=sys.stderr)
        return 1


def errors_in(errors):
    """The files the errors are in, in the order they are first reported
    (the API schema a maintainer edited, not the manifest that lists it)."""
    return ", ".join(dict.fromkeys(e.path for e in errors))


def judge(s, root, freeze):
    """Judges what spans the suite's APIs (suite.check), then every API
    (verdict.py); every problem of every schema in one SchemaErrors.
    Returns the records a `gen` must freeze, {path: text}."""
    records, errors = {}, []
    try:
        # What spans the APIs first: it needs only their names, and a clash
        # is the cause of whatever else the combination breaks.
        suite.check(s)
    except SchemaErrors as e:
        errors += e.errors
    for api in s.apis:
        try:
            # A schema that records a shipped history is its own record: no frozen records.
            records.update(verdict.judge(api, None if outputs.records_itself(api) else root, freeze))
        except SchemaErrors as e:
            errors += e.errors
            continue
        if root is None or outputs.records_itself(api):
            continue
        # The headers each release shipped, frozen with its record (shipped.py).
        if freeze:
            records.update(shipped.to_freeze(api, root, api.path))
        else:
            for r in shipped.missing(api, root):
                errors.append(SchemaError(api.path, r.line, "release-not-frozen",
                                          f"version {r.version} is released but its headers are not frozen in "
                                          f"{os.path.relpath(shipped.headers_dir(root, api, r.version), root)}/; "
                                          "run `make gen` and commit them"))
    if errors:
        raise SchemaErrors(errors)
    return records


def _schema_files(paths):
    """The files a suite reads: the manifest and the API schemas it lists, or the schemas given."""
    if len(paths) == 1 and suite.is_manifest(paths[0]):
        return [paths[0]] + suite.manifest_files(paths[0])
    return list(paths)


COMMANDS = {"gen": cmd_gen, "check": cmd_check, "header": cmd_header, "summary": cmd_summary,
            "validate": cmd_validate}
