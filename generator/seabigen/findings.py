"""Findings about an ABI, and the ways they are shown: one reporter for every
command that checks a schema or a header's history in a pull request.

Who uses it: `seabigen import` (importer/report.py turns its changes and
stale size constants into Findings) and `seabigen diff BASE` (schema review).
Each builds a list of `Finding`s and hands it to the renderers here; none
formats a finding itself, so a finding reads the same wherever it is shown.

A Finding:
  rule      the evolution checker's rule id (evolution.RULES) or the
            command's own (`stale-size-macro`, `not-representable`, ...)
  severity  "error": an ABI break (a binary built against one side misreads
            the other); "warning": sources notice, or the input says
            something wrong (a stale size constant); "note": information
  message   what happened and what it means, one line, no location
  old_loc, new_loc
            Location(file, line, version) in the older and the newer side,
            or None when the finding has only one side (a stale constant is
            in one version); line None or 0: that side lacks the item
  api, struct, member
            what it is about (struct may name an enum, callback or type)
  detail    the short words in brackets after the rule in a text line
            ("ABI break", "source only", "lp64"); default: from severity
  subject   what the text line names before the message; default
            "struct[.member]", "" for none

Renderers, each a pure function of the findings:
  text_lines(findings)       one line each: `OLD -> NEW: rule (detail): subject: message`
  github_lines(findings)     GitHub Actions workflow commands
                             (`::error file=F,line=L,title=T::message`), one each
  sarif(findings, ...)       a SARIF 2.1.0 log (a dict; `sarif_text` gives JSON)
  exit_code(findings, fail_on_break)
                             1 when fail_on_break and some finding is an
                             error, else 0 (2, unusable input, is the
                             command's own: it has no findings to judge)
"""
import json
import os
from dataclasses import dataclass
from typing import Optional

SEVERITIES = ("error", "warning", "note")
_DETAIL = {"error": "ABI break", "warning": "source only", "note": "note"}
_SARIF_LEVEL = {"error": "error", "warning": "warning", "note": "note"}
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


@dataclass(frozen=True)
class Location:
    """Where a finding is in one version: a file, its line (None or 0: the
    version lacks the item) and the version's label."""
    file: str
    line: Optional[int] = None
    version: Optional[str] = None


@dataclass(frozen=True)
class Finding:
    rule: str
    severity: str
    message: str
    old_loc: Optional[Location] = None
    new_loc: Optional[Location] = None
    api: str = ""
    struct: str = ""
    member: Optional[str] = None
    detail: Optional[str] = None
    subject: Optional[str] = None

    def __post_init__(self):
        if self.severity not in SEVERITIES:
            raise ValueError(f"finding severity {self.severity!r} is not one of {', '.join(SEVERITIES)}")

    @property
    def what(self):
        """The subject a text line names: struct[.member] unless given."""
        if self.subject is not None:
            return self.subject
        return self.struct + (f".{self.member}" if self.member else "")

    @property
    def primary(self):
        """The location an annotation points at: the newer side where it has
        the item, else the older side, else whichever side is known."""
        for loc in (self.new_loc, self.old_loc):
            if loc is not None and loc.line:
                return loc
        return self.new_loc or self.old_loc


def _shown(path):
    return os.path.relpath(path) if os.path.isabs(path) else path


def _loc_text(loc):
    name = _shown(loc.file)
    version = f" ({loc.version})" if loc.version else ""
    if loc.line:
        return f"{name}:{loc.line}{version}"
    return f"{name} ({loc.version}: absent)" if loc.version else f"{name} (absent)"


def text_line(f):
    """`OLD -> NEW: rule (detail): subject: message` (one side when there is one)."""
    where = " -> ".join(_loc_text(x) for x in (f.old_loc, f.new_loc) if x is not None) or "(nowhere)"
    what = f.what
    message = f.message[len(what) + 2:] if what and f.message.startswith(what + ": ") else f.message  # named once
    head = f"{where}: {f.rule} ({f.detail or _DETAIL[f.severity]})"
    return f"{head}: {what}: {message}" if what else f"{head}: {message}"


def text_lines(findings):
    return [text_line(f) for f in findings]


def _escape_data(text):
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text):
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def github_line(f):
    """One GitHub Actions annotation: `::error file=F,line=L,title=T::message`.
    The message names the other side's file and line, which an annotation
    cannot point at."""
    loc = f.primary
    props = []
    if loc is not None:
        props.append(f"file={_escape_property(_shown(loc.file))}")
        if loc.line:
            props.append(f"line={loc.line}")
    props.append(f"title={_escape_property(f'{f.rule} ({f.detail or _DETAIL[f.severity]})')}")
    other = next((x for x in (f.old_loc, f.new_loc) if x is not None and x is not loc), None)
    text = (f"{f.what}: " if f.what and not f.message.startswith(f.what + ": ") else "") + f.message
    if other is not None:
        text += f" [{'was' if other is f.old_loc else 'now'} at {_loc_text(other)}]"
    return f"::{f.severity} {','.join(props)}::{_escape_data(text)}"


def github_lines(findings):
    return [github_line(f) for f in findings]


def _sarif_location(loc, message=None, ident=None):
    physical = {"artifactLocation": {"uri": _shown(loc.file).replace(os.sep, "/")}}
    if loc.line:
        physical["region"] = {"startLine": int(loc.line)}
    out = {"physicalLocation": physical}
    if ident is not None:
        out["id"] = ident
    if message:
        out["message"] = {"text": message}
    return out


def sarif(findings, tool="seabigen", version="", rule_help=None):
    """A SARIF 2.1.0 log of the findings: one run, its rules the ids that
    occur (each with `rule_help[id]` as its description when given), one
    result each, located at `primary`, the other side a related location."""
    rule_help = rule_help or {}
    ids = sorted({f.rule for f in findings})
    index = {r: i for i, r in enumerate(ids)}
    driver = {"name": tool,
              "rules": [{"id": r, "shortDescription": {"text": rule_help.get(r, r)}} for r in ids]}
    if version:
        driver["version"] = version
    results = []
    for f in findings:
        text = (f"{f.what}: " if f.what and not f.message.startswith(f.what + ": ") else "") + f.message
        r = {"ruleId": f.rule, "ruleIndex": index[f.rule], "level": _SARIF_LEVEL[f.severity],
             "message": {"text": text}}
        loc = f.primary
        if loc is not None:
            r["locations"] = [_sarif_location(loc)]
            related = [x for x in (f.old_loc, f.new_loc) if x is not None and x is not loc]
            if related:
                side = "older" if related[0] is f.old_loc else "newer"
                r["relatedLocations"] = [_sarif_location(related[0], f"the {side} version"
                                                         + (f" ({related[0].version})" if related[0].version else ""),
                                                         ident=1)]
        props = {k: v for k, v in (("api", f.api), ("struct", f.struct), ("member", f.member)) if v}
        if props:
            r["properties"] = props
        results.append(r)
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [{"tool": {"driver": driver}, "results": results}]}


def sarif_text(findings, **kwargs):
    return json.dumps(sarif(findings, **kwargs), indent=1) + "\n"


def breaks(findings):
    return [f for f in findings if f.severity == "error"]


def exit_code(findings, fail_on_break):
    """1 when asked to fail on a break and one was found, else 0."""
    return 1 if fail_on_break and breaks(findings) else 0


def render(findings, fmt):
    """The lines of `fmt` ("text" or "github")."""
    if fmt == "github":
        return github_lines(findings)
    if fmt == "text":
        return text_lines(findings)
    raise ValueError(f"unknown findings format {fmt!r} (text, github)")
