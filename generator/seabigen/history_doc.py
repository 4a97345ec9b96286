"""docs/<api>-history.md: the history a schema records, for a person.

For a schema that records a shipped history (one `seabigen import` wrote,
ranges.py): each version, where its header came from, what it changed
(every acknowledged break, ABI breaks first), the stale size constants its
header had, and per struct the versions of each layout struct_size can
tell apart (its windows). Everything is read from the schema; nothing here
knows any API.
"""
import re

from . import render
from .resolved import present

ABIS = (("lp64", "LP64"), ("ilp32", "i386"))


def _kind(note):
    """ABI break / source only, from the acknowledgement's note (the importer's words)."""
    if note.startswith("source only"):
        return "source only"
    if note.startswith("ABI break"):
        return "ABI break"
    return "as the schema compares"


def _text(note):
    return re.sub(r"^(ABI break|source only): ", "", note)


def context(model, schema_path, command):
    api = model.api
    versions = list(api.versions)
    rows, steps = [], []
    for i, r in enumerate(api.releases):
        at = model.members_at[r.version]
        structs = [s for s in api.structs if present(s, r.version)]
        breaks = [a for a in r.acknowledged if _kind(a.note) == "ABI break"]
        stale = [n for n in r.notes if "_STRUCT_SIZE" in n and " ends at " in n]
        rows.append({"version": str(r.version), "summary": r.summary, "structs": len(structs),
                     "members": sum(len(at[s.name]) for s in structs),
                     "changes": len(r.acknowledged), "breaks": len(breaks), "stale": len(stale)})
        if r.acknowledged or stale or any(not _stale(n) for n in r.notes):
            ordered = sorted(r.acknowledged, key=lambda a: (_kind(a.note) != "ABI break", a.member, a.rule))
            steps.append({"body": _step(r, versions[i - 1] if i else None, ordered, stale)})
    windows = []
    done = set()
    for s in api.structs:
        if s.name in done or s.plain:
            continue
        done.add(s.name)
        ws = model.windows[s.name]
        if len(ws) > 1:
            windows.append({"name": s.name, "windows": [_span(w) for w in ws]})
    return {"schema_path": schema_path, "command": command, "info": api.info, "rows": rows, "steps": steps,
            "windows": windows, "first": str(versions[0]), "newest": str(versions[-1]),
            "total_changes": sum(r["changes"] for r in rows), "total_breaks": sum(r["breaks"] for r in rows),
            "total_stale": sum(r["stale"] for r in rows)}


def _step(release, previous, changes, stale):
    """One version's section: its notes, what it changed, its stale size constants."""
    parts = [f"## {release.version}" + (f" (after {previous})" if previous else "")]
    parts += [render.md_escape(n) for n in release.notes if not _stale(n)]
    if changes:
        rows = ["| rule | where | kind | what |", "|---|---|---|---|"]
        rows += [f"| `{a.rule}` | `{a.member}` | {_kind(a.note)} | {render.md_escape(_text(a.note))} |" for a in changes]
        parts.append("\n".join(rows))
    if stale:
        parts.append("Stale size constants:\n\n" + "\n".join(f"- {render.md_escape(n)}" for n in stale))
    return "\n\n".join(parts)


def _stale(note):
    return "_STRUCT_SIZE" in note and " ends at " in note


def _span(w):
    return str(w[0]) if len(w) == 1 else f"{w[0]} to {w[-1]}"


def history_md(model, schema_path, command):
    return render.render("history.md.j2", **context(model, schema_path, command))
