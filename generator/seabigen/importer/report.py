"""REPORT.json, and the same findings for a person.

The JSON keeps the keys the issue fixed (versions; changes with from, to,
struct, member, rule, abi_break, message; stale_size_macros with version,
struct, macro, declared, actual, abi) and adds where each finding is in the
headers (old/new, file and line) and how a header had to be read (notes).
Keys are only ever added, never renamed.
"""
import json
import os

# How the report names the ABIs (the REPORT.json format).
ABI_NAMES = {"lp64": "lp64", "ilp32": "i386"}


def _at(where):
    path, line = where
    return {"file": path, "line": line} if line else {"file": path, "line": None}


def to_json(history, changes, stale):
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
    }
    return json.dumps(doc, indent=1, sort_keys=False) + "\n"


def _loc(where, version):
    path, line = where
    name = os.path.relpath(path) if os.path.isabs(path) else path
    return f"{name}:{line} ({version})" if line else f"{name} ({version}: absent)"


def lines(history, changes, stale):
    """One line per finding: where in the older and the newer header, the rule, what happened."""
    out = []
    for h in history.headers:
        if h.read_as:
            out.append(f"{h.path}: note: {h.version_text} read as {h.read_as}")
        for line, text in h.notes:
            out.append(f"{h.path}:{line}: note: ({h.version_text}) {text}")
    for c in changes:
        what = c.struct + (f".{c.member}" if c.member else "")
        kind = "ABI break" if c.abi_break else "source only"
        message = c.message[len(what) + 2:] if c.message.startswith(what + ": ") else c.message  # named once
        out.append(f"{_loc(c.old_at, c.old)} -> {_loc(c.new_at, c.new)}: {c.rule} ({kind}): {what}: {message}")
    for s in stale:
        ends = f"ends at {s.ends_at}" if s.ends_at else "ends at no member"
        out.append(f"{_loc((s.path, s.line), s.version)}: stale-size-macro ({ABI_NAMES[s.abi]}): {s.macro} is {s.declared}, "
                   f"but {s.struct} ends at {s.actual} (its last member is {s.last}; the constant {ends})")
    return out


def summary(history, changes, stale):
    breaks = sum(1 for c in changes if c.abi_break)
    return (f"{len(history.headers)} versions ({history.versions[0]} to {history.versions[-1]}), "
            f"{_count(len(changes), 'change')} ({_count(breaks, 'ABI break')}, {len(changes) - breaks} source only), "
            f"{_count(len(stale), 'stale size constant')}")


def _count(n, noun):
    return f"{n} {noun}{'' if n == 1 else 's'}"
