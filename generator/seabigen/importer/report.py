"""REPORT.json, and the same findings for a person.

The JSON keeps the keys the issue fixed (versions; changes with from, to,
struct, member, rule, abi_break, message; stale_size_macros with version,
struct, macro, declared, actual, abi) and adds where each finding is in the
headers (old/new, file and line) and how a header had to be read (notes).
Keys are only ever added, never renamed.
"""
import json

from ..findings import Finding, Location, render

# How the report names the ABIs (the REPORT.json format).
ABI_NAMES = {"lp64": "lp64", "ilp32": "i386"}


def _at(where):
    path, line = where
    return {"file": path, "line": line} if line else {"file": path, "line": None}


def to_json(history, changes, stale, left_out=()):
    notes = [{"version": h.version_text, "file": h.path, "note": f"read as {h.read_as}"}
             for h in history.headers if h.read_as]
    notes += [{"version": h.version_text, "file": h.path, "line": line, "note": text}
              for h in history.headers for line, text in h.notes]
    doc = {
        "versions": history.versions,
        "changes": [{"from": c.old, "to": c.new, "struct": c.struct, "member": c.member, "rule": c.rule,
                     "abi_break": c.abi_break, "message": c.message, "kind": c.kind,
                     "old": _at(c.old_at), "new": _at(c.new_at)} for c in changes],
        "stale_size_macros": [{"version": s.version, "struct": s.struct, "macro": s.macro, "declared": s.declared,
                               "actual": s.actual, "abi": ABI_NAMES[s.abi], "file": s.path, "line": s.line,
                               "ends_at": s.ends_at, "last_member": s.last} for s in stale],
        "notes": notes,
        "left_out": [{"name": x.name, "kind": x.kind, "version": x.version, "file": x.path, "line": x.line or None,
                      "why": x.why} for x in left_out],
    }
    declared = [h.declared for h in history.headers]
    if any(d is not None and tuple(d) != tuple(h.version) for d, h in zip(declared, history.headers)):
        doc["declared_versions"] = [".".join(map(str, d)) for d in declared]
    return json.dumps(doc, indent=1, sort_keys=False) + "\n"


def findings(history, changes, stale, api=""):
    """Every change and stale size constant as a findings.Finding (the one
    reporter `import` shares with `diff`): an ABI break is an error, a
    change only sources notice and a stale constant are warnings."""
    out = []
    for c in changes:
        out.append(Finding(c.rule, "error" if c.abi_break else "warning", c.message,
                           Location(c.old_at[0], c.old_at[1], c.old), Location(c.new_at[0], c.new_at[1], c.new),
                           api=api, struct=c.struct, member=c.member))
    for s in stale:
        ends = f"ends at {s.ends_at}" if s.ends_at else "ends at no member"
        out.append(Finding("stale-size-macro", "warning",
                           f"{s.macro} is {s.declared}, but {s.struct} ends at {s.actual} (its last member is "
                           f"{s.last}; the constant {ends})", None, Location(s.path, s.line, s.version),
                           api=api, struct=s.struct, member=None, detail=ABI_NAMES[s.abi], subject=""))
    return out


def left_out_findings(left_out, api=""):
    """What the schema cannot represent, one finding each (a note: no break)."""
    return [Finding("not-representable", "note", f"{x.kind} {x.name} is left out of the schema: {x.why}",
                    None, Location(x.path, x.line, x.version), api=api, struct=x.name, detail="left out",
                    subject="") for x in left_out]


def note_lines(history):
    """How each header had to be read, and what the import decided at a line."""
    out = []
    for h in history.headers:
        if h.read_as:
            out.append(f"{h.path}: note: {h.version_text} read as {h.read_as}")
        for line, text in h.notes:
            out.append(f"{h.path}:{line}: note: ({h.version_text}) {text}")
    return out


def lines(history, changes, stale, fmt="text"):
    """One line per finding: where in the older and the newer header, the rule, what happened."""
    return note_lines(history) + render(findings(history, changes, stale), fmt)


def summary(history, changes, stale):
    breaks = sum(1 for c in changes if c.abi_break)
    return (f"{len(history.headers)} versions ({history.versions[0]} to {history.versions[-1]}), "
            f"{_count(len(changes), 'change')} ({_count(breaks, 'ABI break')}, {len(changes) - breaks} source only), "
            f"{_count(len(stale), 'stale size constant')}")


def _count(n, noun):
    return f"{n} {noun}{'' if n == 1 else 's'}"
