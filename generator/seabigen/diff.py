"""`seabigen diff BASE`: a reviewer's summary of a schema edit.

Compares each API schema of the suite (or the schemas given) with its text
at git revision BASE and reports, per API, what the edit did to each
version: members appended, deprecated or removed, structs resized on each
ABI with every known layout whose size it changes (a version's, an
edition's, an in-between layout's), versions released or opened, and what
`make gen` refuses (the judge's errors, against the repository's frozen
records). The findings are the importer's (findings.py): the same text
lines, GitHub annotations, SARIF and `--fail-on-break` exit code, so one
pull-request check reads both commands.

Severities: what the judge refuses is an error (an ABI break `make gen`
will not write); a removal or resize of a released version is an error
too; what is allowed (an append or deprecation in the version in
development, a release, a new version) is a note.
"""
import os
import subprocess
import tempfile

from . import findings, layouts, schema, suite, verdict
from .errors import SchemaErrors
from .findings import Finding, Location

# The rule ids of what diff reports itself (the judge's are evolution.RULES and checks.py's).
RULES = {
    "member-appended": "a member was appended to a struct",
    "member-deprecated": "a member, struct or enumerator was deprecated",
    "member-dropped": "a member is gone from a version (refused for a released one)",
    "struct-resized": "a struct's size changed, on the ABIs named, with the known layouts it changes",
    "struct-added": "a struct was added",
    "version-released": "a version went from development to released",
    "version-added": "a version was added",
    "api-added": "an API schema that BASE does not have",
}


class DiffError(Exception):
    """Unusable input (no git, an unknown BASE): exit 2."""


def _git(args, cwd):
    try:
        p = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True)
    except OSError as e:
        raise DiffError(f"cannot run git: {e}") from e
    return p


def base_text(base, path):
    """The text of `path` at revision `base`, or None when the file is not there."""
    folder = os.path.dirname(os.path.abspath(path)) or "."
    top = _git(["rev-parse", "--show-toplevel"], folder)
    if top.returncode != 0:
        raise DiffError(f"{path} is not in a git repository: {top.stderr.strip()}")
    if _git(["rev-parse", "--verify", "--quiet", f"{base}^{{commit}}"], folder).returncode != 0:
        raise DiffError(f"{base} is not a commit of {top.stdout.strip()}")
    rel = os.path.relpath(os.path.realpath(path), os.path.realpath(top.stdout.strip()))
    shown = _git(["show", f"{base}:{rel}"], folder)
    return shown.stdout if shown.returncode == 0 else None


def _read_base(text, path, tmp):
    """The API model of the base text (read only: it was judged when it was committed)."""
    copy = os.path.join(tmp, os.path.basename(path))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(text)
    api = schema.read(copy)
    api.path = path  # its findings name the file as reviewers know it
    return api


def _sizes(api):
    """{struct: {label: (lp64, ilp32)}} of every known layout of every struct."""
    out = {}
    for s in api.structs:
        if s.plain:
            continue
        try:
            known = layouts.known(api, s.name)
        except (KeyError, ValueError, AttributeError):
            continue
        out[s.name] = {label: (k.size("lp64"), k.size("ilp32")) for k in known for label in k.labels}
    return out


def compare(base_api, new_api, base_label):
    """The findings of one API's edit (without the judge's refusals)."""
    out = []
    name = new_api.info.name if new_api.info else ""
    released_before = {r.version for r in base_api.releases if r.status == "released"}

    def loc_old(line, version=None):
        return Location(f"{base_label}:{base_api.path}", line, str(version) if version else base_label)

    def loc_new(line, version=None):
        return Location(new_api.path, line, str(version) if version else "now")

    old_rel = {r.version: r for r in base_api.releases}
    for r in new_api.releases:
        o = old_rel.get(r.version)
        if o is None:
            out.append(Finding("version-added", "note", f"version {r.version} added ({r.status})",
                               None, loc_new(r.line, r.version), name, subject=str(r.version)))
        elif o.status != r.status:
            out.append(Finding("version-released" if r.status == "released" else "release-reopened",
                               "note" if r.status == "released" else "error",
                               f"version {r.version}: {o.status} -> {r.status}", loc_old(o.line, r.version),
                               loc_new(r.line, r.version), name, subject=str(r.version)))
    old_structs = {s.name: s for s in base_api.structs}
    for s in new_api.structs:
        o = old_structs.get(s.name)
        if o is None:
            out.append(Finding("struct-added", "note", f"struct added (since {s.since})", None,
                               loc_new(s.line, s.since), name, s.name))
            continue
        old_fields = {f.name: f for f in o.fields}
        new_names = {f.name for f in s.fields}
        for f in s.fields:
            of = old_fields.get(f.name)
            if of is None:
                last = o.fields[-1].name if o.fields else None
                out.append(Finding("member-appended", "note",
                                   f"appended (since {f.since}" + (f", after {last})" if last else ")"),
                                   None, loc_new(f.line, f.since), name, s.name, f.name))
            elif f.deprecated is not None and of.deprecated is None:
                d = f.deprecated
                out.append(Finding("member-deprecated", "note",
                                   f"deprecated since {d.since}" + (f", replaced by {d.replaced_by}" if d.replaced_by else ""),
                                   loc_old(of.line), loc_new(f.line, d.since), name, s.name, f.name))
        for f in o.fields:
            if f.name not in new_names:
                released = f.since in released_before or any(v >= f.since for v in released_before)
                out.append(Finding("member-dropped", "error" if released else "note",
                                   f"gone (since {f.since}" + (", released" if released else ", never released") + ")",
                                   loc_old(f.line, f.since), None, name, s.name, f.name))
    old_sizes, new_sizes = _sizes(base_api), _sizes(new_api)
    lines = {s.name: s.line for s in new_api.structs}
    for sname, now in new_sizes.items():
        before = old_sizes.get(sname)
        if before is None:
            continue
        changed = [(label, before.get(label), now.get(label)) for label in list(now) + [x for x in before if x not in now]
                   if before.get(label) != now.get(label)]
        if not changed:
            continue
        parts = []
        for label, b, n in changed:
            if b is None:
                parts.append(f"{label}: new, LP64 {n[0]}, ILP32 {n[1]}")
            elif n is None:
                parts.append(f"{label}: gone (was LP64 {b[0]}, ILP32 {b[1]})")
            else:
                parts.append(f"{label}: LP64 {b[0]} -> {n[0]}, ILP32 {b[1]} -> {n[1]}")
        broke = any(b is not None and _released(label, released_before) for label, b, n in changed)
        out.append(Finding("struct-resized", "error" if broke else "note",
                           "struct_size of the layouts it changes: " + "; ".join(parts),
                           loc_old(old_structs[sname].line), loc_new(lines[sname]), name, sname))
    return out


def _released(label, released_before):
    return any(str(v) == label for v in released_before)


def refusals(api, root):
    """The judge's errors for the edited schema, against the frozen records at `root`, as findings."""
    try:
        verdict.judge(api, root, freeze=False)
    except SchemaErrors as e:
        return [Finding(err.rule, "error", err.message, None, Location(err.path, err.line, "now"),
                        api.info.name if api.info else "", subject="") for err in e.errors]
    return []


def run(paths, base, root):
    """(findings, [(api name, path, count)]) for the schemas `paths` against `base`."""
    if len(paths) == 1 and suite.is_manifest(paths[0]):
        paths = suite.api_files(paths[0])
    found, per_api = [], []
    with tempfile.TemporaryDirectory(prefix="seabigen-diff-") as tmp:
        for path in paths:
            try:
                new_api = schema.read(path)
            except SchemaErrors as e:
                these = [Finding(err.rule, "error", err.message, None, Location(err.path, err.line, "now"),
                                 subject="") for err in e.errors]
                found += these
                per_api.append((os.path.basename(path), path, len(these)))
                continue
            text = base_text(base, path)
            if text is None:
                these = [Finding("api-added", "note", f"{path} is not in {base}", None, Location(path, 1, "now"),
                                 new_api.info.name, subject="")]
            else:
                try:
                    base_api = _read_base(text, path, tmp)
                except SchemaErrors as e:
                    raise DiffError(f"{path} at {base} does not read: {e.errors[0]}") from e
                these = compare(base_api, new_api, base)
            these += refusals(new_api, root)
            found += these
            per_api.append((new_api.info.name, path, len(these)))
    return found, per_api


def summary(found, per_api, base):
    breaks = len(findings.breaks(found))
    apis = ", ".join(f"{name} {n}" for name, _, n in per_api)
    return (f"diff against {base}: {len(found)} finding(s) ({apis}), {breaks} break(s)"
            + ("; `make gen` refuses this edit" if any(f.rule not in RULES and f.severity == "error" for f in found)
               else ""))


def rule_help():
    from . import evolution
    return {**evolution.RULES, **RULES}
