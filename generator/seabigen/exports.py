"""What a core exports to a plugin: each TF_ function, from which libraries.

A TensorFlow core of release R exports a function from the libraries of
every span of its (functions.py) that covers R, with the signature variant
in force at R. seabi's own cores export, from their framework library, what
the newest numbered release's framework exports plus the groups marked
`seabi: always`; an in-between core what its `in_between` entry says; a
core newer than this header what the newest known core of its lineage
exports. Everything here is computed from the surface's data and a profile
row's name, kind, lineage and tf_version, so a new row gets its export set
without a line of code.
"""
from dataclasses import dataclass
from typing import Optional

from .functions import MASTER, release_key

SEABI_CONFIDENCE = "confirmed"  # seabi's own cores: what they export is seabi's decision


@dataclass(frozen=True)
class Export:
    name: str
    libraries: int  # HOST_TF_LIB_* mask
    signature: str  # "" or the in-place variant in force
    header: str
    confidence: str


def _weakest(confidences):
    order = ["confirmed", "inferred", "not established"]
    return max(confidences, key=order.index)


def _covers(span, key, surface):
    if release_key(span.since, surface.releases) > key:
        return False
    return span.until is None or key < release_key(span.until, surface.releases)


def variant_at(fn, release, surface):
    """The signature variant `fn` has at `release` ("" when it has one signature), or None before the first."""
    if len(fn.signatures) < 2:
        return ""
    key = release_key(release, surface.releases)
    fit = [s for s in fn.signatures if release_key(s.since, surface.releases) <= key]
    return fit[-1].variant if fit else None


# Worked out once per (surface, release): every header's declarations and
# every profile row ask, and the answer depends on nothing else. The surface
# is kept beside its answers, so its id cannot be reused while they live.
_AT_RELEASE = {}


def at_release(surface, release):
    """[Export] of a TensorFlow core of `release` ("2.9", "master", or a
    numbered release the file does not list), in the file's order."""
    key = (id(surface), release)
    if key not in _AT_RELEASE:
        _AT_RELEASE[key] = (surface, _at_release(surface, release))
    return list(_AT_RELEASE[key][1])  # the caller's own list


def _at_release(surface, release):
    key = release_key(release, surface.releases)
    bits = {lib.name: lib.bit for lib in surface.libraries}
    out = []
    for fn in surface.functions:
        spans = [s for s in fn.spans if _covers(s, key, surface)]
        if not spans:
            continue
        mask = 0
        for s in spans:
            for lib in s.libraries:
                mask |= bits[lib]
        variant = variant_at(fn, release, surface)
        out.append(Export(fn.name, mask, variant or "", fn.header, _weakest([s.confidence for s in spans])))
    return out


def newest_release(surface):
    numbered = [r for r in surface.releases if r != MASTER]
    return numbered[-1]


def of_seabi(surface, groups=None):
    """[Export] of a seabi core: from its framework library, the newest
    release's framework exports plus the `seabi: always` groups (or, with
    `groups`, exactly those groups' functions)."""
    framework = surface.libraries[0].bit
    newest = {e.name for e in at_release(surface, newest_release(surface)) if e.libraries & framework}
    out = []
    for fn in surface.functions:
        chosen = fn.group in groups if groups is not None else (fn.seabi_always or fn.name in newest)
        if chosen:
            variant = variant_at(fn, newest_release(surface), surface) or ""
            out.append(Export(fn.name, framework, variant, fn.header, SEABI_CONFIDENCE))
    return out


def row_release(row):
    """The TensorFlow release a TensorFlow row's core is ("2.9", "master"), from its tf_version; None if none."""
    tf = row.get("tf_version") or ""
    if tf.endswith("-dev"):
        return MASTER
    parts = tf.split(".")
    if len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
        return f"{int(parts[0])}.{int(parts[1])}"
    return None


def of_row(surface, row, rows):
    """[Export] of one profile row (`rows`: every row, for a newer core's base)."""
    kind, lineage = row["kind"], row["lineage"]
    if kind == "newer":
        base = [r for r in rows if r["lineage"] == lineage and r["kind"] in ("version", "edition")]
        return of_row(surface, base[-1], rows) if base else []
    if kind == "in-between":
        entry = surface.in_between[row["name"]]
        if "groups" in entry:
            return of_seabi(surface, groups=set(entry["groups"]))
        return at_release(surface, entry["like"])
    if lineage == "seabi":
        return of_seabi(surface)
    release = row_release(row)
    return at_release(surface, release) if release is not None else []


def attach(surface, rows):
    """Gives every profile row `exports` (list of Export) and `exports_id`
    (rows whose sets are equal share one array in host_profiles.h); returns
    the distinct sets, in first-use order."""
    distinct = []
    for row in rows:
        exports = tuple(of_row(surface, row, rows)) if surface is not None else ()
        if exports not in distinct:
            distinct.append(exports)
        row["exports"] = list(exports)
        row["exports_id"] = distinct.index(exports)
    return distinct


def library_names(surface, mask):
    return [lib.name for lib in surface.libraries if mask & lib.bit]


def history(surface, fn):
    """[(release, Export or None)] for every listed release: how `fn` is
    exported across them, for comments and docs."""
    return [(r, _by_name(surface, r).get(fn.name)) for r in surface.releases]


def _by_name(surface, release):
    key = (id(surface), release, "by name")
    if key not in _AT_RELEASE:
        _AT_RELEASE[key] = (surface, {e.name: e for e in at_release(surface, release)})
    return _AT_RELEASE[key][1]


def summary(surface, fn, seabi=True) -> str:
    """A short line: which releases export `fn` and from where, e.g.
    "TF 2.6-2.19, master: framework; seabi: all cores"."""
    runs = []
    for r, e in history(surface, fn):
        where = "+".join(library_names(surface, e.libraries)) if e else None
        if e and e.signature:
            where += f" ({e.signature})"
        if runs and runs[-1][2] == where:
            runs[-1][1] = r
        else:
            runs.append([r, r, where])
    parts = []
    for first, last, where in runs:
        if where is None:
            continue
        span = first if first == last else f"{first}-{last}"
        parts.append(f"{span}: {where}")
    absent = [f"{a}" if a == b else f"{a}-{b}" for a, b, w in runs if w is None]
    text = "TF " + "; ".join(parts) if parts else "no TF release"
    if absent:
        text += "; not in " + ", ".join(absent)
    return text


def optional(surface, fn):
    """True when some listed release does not export `fn` from the
    framework: a plugin meant to load in every release imports it weakly
    (or links the library that has it, or looks it up with dlsym)."""
    framework = surface.libraries[0].bit
    return any(e is None or not e.libraries & framework for _, e in history(surface, fn))


def first_release(surface, fn) -> Optional[str]:
    for r, e in history(surface, fn):
        if e is not None:
            return r
    return None


def _c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def template_context(surface, export_sets):
    """What host_profiles.h.j2's export block reads: the libraries and each distinct export set."""
    if surface is None:
        return {"libraries": [], "sets": [[]]}
    return {"libraries": [{"name": lib.name, "ident": lib.name.upper(), "soname": lib.soname, "bit": lib.bit,
                           "doc": lib.doc} for lib in surface.libraries],
            "sets": [[{"name": _c_string(e.name), "mask": f"0x{e.libraries:x}u", "signature": _c_string(e.signature),
                       "header": _c_string(e.header), "confidence": _c_string(e.confidence)} for e in s]
                     for s in export_sets]}


def note(surface, fn, seabi_names):
    """The header's one-line "exported by" of `fn`."""
    seabi = "every seabi core" if fn.name in seabi_names else "no seabi core"
    return f"{summary(surface, fn)}; {seabi}"


def header_context(surface):
    """tf_exports (name -> note) and tf_optional (names) for a header's declarations."""
    if surface is None:
        return {"tf_exports": {}, "tf_optional": set()}
    seabi_names = {e.name for e in of_seabi(surface)}
    return {"tf_exports": {f.name: note(surface, f, seabi_names) for f in surface.functions},
            "tf_optional": {f.name for f in surface.functions if optional(surface, f)}}
