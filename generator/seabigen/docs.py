"""The generated documentation: docs/api.md, CHANGELOG.md, docs/evolving.md.

Everything the documents say is computed here from the schema (types,
offsets on both ABIs, versions, deprecations, what changed per release);
the templates only lay it out. Like the header, the output is a pure
function of the schema and the generator, so `make check-gen` can compare it.
"""
import os
import re
from dataclasses import dataclass, field
from typing import List, Optional

from . import names, render
from .view import ZERO_TEXT, deprecation_text

def banner(source):
    """The first line of a generated document: what it is generated from."""
    return f"generated from {source} by `make gen`, do not edit"


def suite_source(suite):
    """What a document spanning the suite is generated from: its manifest, or its schemas."""
    return suite.path or ", ".join(suite.paths())
ABIS = (("lp64", "LP64"), ("ilp32", "i386"))


# -- shared helpers --------------------------------------------------------------
def _anchor(name):
    """GitHub's heading anchor for a heading that is exactly `name`."""
    return re.sub(r"[^a-z0-9_ -]", "", name.lower()).replace(" ", "-")


def _present(item, version):
    return item.since is not None and item.since <= version


def _sizes(model, s, version):
    """{abi: struct_size} of `s` as it stood at `version`."""
    return {abi: model.sizes_at[version][s.name][abi].struct_size for abi, _ in ABIS}


def _type_text(s, f):
    if f.is_callback:
        return names.fn_typedef(s.name, f.name)
    return f.ctype.c()


def _signature_text(f):
    sig = f.signature
    return f"{sig.returns.c()} (*)({sig.c_params()})"


def _required_text(f):
    if f.required:
        return "yes"
    if f.required_when:
        return f"when {f.required_when}"
    return ""


def _deprecation_short(d, newest):
    text = f"since {d.since}"
    if d.replaced_by:
        text += f"; use {d.replaced_by}"
    if d.retired is not None and d.retired <= newest:
        text += f"; retired {d.retired}"
    return text


# -- docs/api.md -------------------------------------------------------------------
@dataclass
class MemberDoc:
    """A member's row and entry on the reference page. The texts a table
    cell or a list entry prints are Markdown-escaped here (render.md_escape),
    so the template writes a row with one str.format (a large schema has
    tens of thousands of members, and a template line spends a lookup, a
    filter call and an output piece on each of a row's nine cells)."""
    __slots__ = ("name", "type", "lp64", "ilp32", "since", "filled_by", "zero", "required", "deprecated",
                 "doc", "signature", "deprecated_text")
    name: str
    type: str  # escaped
    lp64: int  # offset on LP64
    ilp32: int  # offset on i386
    since: str
    filled_by: str
    zero: str
    required: str  # escaped
    deprecated: str  # escaped
    doc: str  # escaped
    signature: Optional[str]  # escaped
    deprecated_text: Optional[str]  # escaped


@dataclass
class StructDoc:
    name: str
    anchor: str
    doc: str
    since: str
    filled_by: str
    size_macro: str
    no_ext: Optional[str]
    deprecated_text: Optional[str]
    sizes: List[tuple]  # (version, lp64, ilp32, sizeof lp64, sizeof ilp32) where the size changed
    members: List[MemberDoc] = field(default_factory=list)

    @property
    def entries(self):
        """(name, signature, doc, deprecation text) of each member, for its
        list entry: one Python pass rather than four template lookups per member."""
        return [(m.name, m.signature, m.doc, m.deprecated_text) for m in self.members]


def struct_docs(model):
    md = render.md_escape
    api = model.api
    newest = api.newest
    out = []
    for s in api.structs:
        lays = model.full[s.name]
        sizes = []
        for r in api.releases:
            if _present(s, r.version):
                at = model.sizes_at[r.version][s.name]
                row = (at["lp64"].struct_size, at["ilp32"].struct_size, at["lp64"].sizeof, at["ilp32"].sizeof)
                if not sizes or sizes[-1][1:] != row:  # one row per change, not per release
                    sizes.append((str(r.version),) + row)
        sd = StructDoc(s.name, _anchor(s.name), s.doc, str(s.since), s.filled_by, s.size_macro, s.no_ext,
                       deprecation_text(s.deprecated, newest) if s.deprecated else None, sizes)
        lp64, ilp32 = lays["lp64"], lays["ilp32"]
        for f in s.fields:
            d = f.deprecated
            sd.members.append(MemberDoc(
                f.name, md(_type_text(s, f)), lp64.slot(f.name).offset, ilp32.slot(f.name).offset,
                str(f.since), f.filled_by, ZERO_TEXT[f.zero], md(_required_text(f)),
                md(_deprecation_short(d, newest)) if d else "", md(f.doc),
                md(_signature_text(f)) if f.is_callback else None,
                md(deprecation_text(d, newest)) if d else None))
        out.append(sd)
    return out


def api_context(model):
    api = model.api
    newest = api.newest
    enums = [{"name": e.name, "doc": e.doc, "since": str(e.since),
              "deprecated_text": deprecation_text(e.deprecated, newest) if e.deprecated else None,
              "enumerators": [{"name": v.name, "value": v.value, "since": str(v.since), "doc": v.doc,
                          "deprecated": _deprecation_short(v.deprecated, newest) if v.deprecated else ""}
                         for v in e.values]} for e in api.enums]
    callbacks = [{"name": c.name, "doc": c.doc, "since": str(c.since),
                  "decl": f"typedef {c.signature.returns.c()} (*{c.name})({c.signature.c_params()});",
                  "deprecated_text": deprecation_text(c.deprecated, newest) if c.deprecated else None}
                 for c in api.callbacks]
    entry_points = [{"name": c.name, "doc": c.doc, "since": str(c.since),
                     "decl": f"{c.signature.returns.c()} {c.name}({c.signature.c_params()});"}
                    for c in api.entry_points]
    handles = [{"name": h.name, "tag": h.tag, "doc": h.doc, "since": str(h.since)} for h in api.handles]
    types = [{"name": t.name, "doc": t.doc, "since": str(t.since), "shared": t.shared is not None,
              "members": None if t.members is None else
              [{"name": m.name, "doc": m.doc,
                "type": m.ctype.c() if m.ctype is not None else
                f"{m.signature.returns.c()} (*)({m.signature.c_params()})"} for m in t.members]}
             for t in api.types]
    core_functions = [{"name": c.name, "doc": c.doc, "since": str(c.since),
                       "decl": f"{c.signature.returns.c()} {c.name}({c.signature.c_params()});"}
                      for c in api.core_functions]
    return {"banner": banner(api.path), "info": api.info, "newest": str(newest), "release": api.release(newest),
            "structs": struct_docs(model), "enums": enums, "callbacks": callbacks,
            "entry_points": entry_points, "handles": handles, "abis": [label for _, label in ABIS],
            "types": types, "core_functions": core_functions, "signatures": signature_docs(model)}


def signature_docs(model):
    """Members whose signature differs between layouts: each variant, its
    declaration and the layouts whose core calls it (signatures.py)."""
    out = []
    for sname, member in model.varying:
        variants = []
        for variant, sig in model.variants[(sname, member)].items():
            layouts_ = [lay.label for lay in model.layouts if model.variant_at[lay.label][(sname, member)] == variant]
            setter, getter, typedef = names.variant_names(sname, member, variant)
            variants.append({"variant": variant, "decl": f"{sig.returns.c()} (*)({sig.c_params()})",
                             "setter": setter, "getter": getter, "typedef": typedef, "layouts": layouts_})
        out.append({"struct": sname, "member": member, "variants": variants})
    return out


# -- CHANGELOG.md ------------------------------------------------------------------
def _items_since(items, version):
    return [i for i in items if i.since == version]


def _deprecated_at(items, version, retired=False):
    """Items whose deprecation (or retirement) happened exactly at `version`."""
    out = []
    for i in items:
        d = i.deprecated
        if d is not None and (d.retired if retired else d.since) == version:
            out.append(i)
    return out


def changelog_context(model):
    api = model.api
    newest = api.newest
    sections = []
    first = api.releases[0].version
    # Each struct's members by the version that appended, deprecated or
    # retired them, in order: one pass over them rather than three per
    # release (a large schema has tens of thousands).
    appended, deprecated_in = {}, {}
    for s in api.structs:
        for f in s.fields:
            appended.setdefault((s.name, f.since), []).append(f)
            d = f.deprecated
            if d is not None:
                deprecated_in.setdefault((s.name, d.since, False), []).append(f)
                deprecated_in.setdefault((s.name, d.retired, True), []).append(f)
    for r in reversed(api.releases):
        v = r.version
        added, deprecated, retired, sizes = [], [], [], []
        if v == first:
            initial = _items_since(api.structs, v)
            added.append(f"{len(initial)} structs: " + ", ".join(f"`{s.name}`" for s in initial))
            for kind, items in (("handles", api.handles), ("callback types", api.callbacks),
                                ("enums", api.enums), ("entry points", api.entry_points)):
                present = _items_since(items, v)
                if present:
                    added.append(f"{kind}: " + ", ".join(f"`{i.name}`" for i in present))
        else:
            for s in _items_since(api.structs, v):
                added.append(f"struct `{s.name}` ({s.doc.rstrip('.')}).")
            for s in api.structs:
                if s.since == v:
                    continue
                new = appended.get((s.name, v), [])
                for f in new:
                    added.append(f"`{s.name}.{f.name}`: {f.doc}")
                if new:
                    before = _sizes(model, s, _previous(api, v))
                    after = _sizes(model, s, v)
                    sizes.append(f"`{s.size_macro}`: {before['lp64']} -> {after['lp64']} bytes on LP64, "
                                 f"{before['ilp32']} -> {after['ilp32']} on i386")
            for e in api.enums:
                for ev in _items_since(e.values, v) if e.since != v else []:
                    added.append(f"enumerator `{ev.name}` = {ev.value} in `{e.name}`")
            for kind, items in (("handle", api.handles), ("callback type", api.callbacks),
                                ("enum", api.enums), ("entry point", api.entry_points)):
                for i in _items_since(items, v):
                    added.append(f"{kind} `{i.name}`")
        for is_retired, bucket in ((False, deprecated), (True, retired)):
            for s in api.structs:
                if s in _deprecated_at([s], v, is_retired):
                    bucket.append((f"struct `{s.name}`", s.deprecated))
                for f in deprecated_in.get((s.name, v, is_retired), []):
                    bucket.append((f"`{s.name}.{f.name}`", f.deprecated))
            for e in api.enums:
                for ev in _deprecated_at(e.values, v, is_retired):
                    bucket.append((f"enumerator `{ev.name}`", ev.deprecated))
            for c in _deprecated_at(api.callbacks + api.enums + api.entry_points, v, is_retired):
                bucket.append((f"`{c.name}`", c.deprecated))
        sections.append({
            "version": str(v), "status": r.status, "summary": r.summary, "notes": r.notes,
            "added": added, "sizes": sizes,
            "deprecated": [_change_line(what, d) for what, d in deprecated],
            "retired": [f"{what}: producers leave it 0/NULL, consumers ignore it" for what, _ in retired],
        })
    return {"banner": banner(api.path), "info": api.info, "sections": sections}


def _previous(api, version):
    vs = list(api.versions)
    return vs[vs.index(version) - 1]


def _change_line(what, d):
    text = what
    if d.replaced_by:
        text += f", replaced by `{d.replaced_by}`"
    if d.note:
        text += f": {' '.join(d.note.split())}"
    return text


# -- docs/evolving.md --------------------------------------------------------------
# What the checker refuses, in maintainers' words, keyed by rule id. Only ids
# that still occur in the generator's sources are printed (rule_ids below),
# so a renamed or dropped rule disappears from the guide instead of lying.
RULES = [
    ("Adding", [
        ("insert-not-append", "a new member or enumerator placed before one from a newer version"),
        ("field-before-struct", "a member older than its struct, or struct_size/ext younger than it"),
        ("unknown-version", "a since-version that is not listed under `versions`"),
        ("newer-than-newest", "a since-version newer than the newest listed version"),
        ("type-too-new", "a member using a type that only exists in a later version"),
        ("missing-struct-size", "a struct that does not start with `size_t struct_size`"),
        ("missing-ext", "a struct without `void* ext` second (unless marked `no_ext: reason`)"),
        ("by-value-struct", "an extensible struct embedded by value (it would freeze its size)"),
        ("banned-type", "`long`, `bool` and other types whose size or meaning varies"),
        ("required-not-pointer", "`required` on something that is not a pointer or callback"),
        ("duplicate-name", "a name used twice in the C namespace"),
        ("generated-name-clash", "an accessor or size macro that would collide with another name"),
        ("required-zero-class", "a required member whose 0/NULL is declared meaningful"),
        ("by-value-opaque", "an opaque type (TF_Status) used by value"),
        ("enum-value-range", "an enumerator outside int32 (the enum's size would vary)"),
        ("duplicate-enum-value", "two enumerators with one value"),
        ("bad-align", "an `align` that is not a power of two at least the natural alignment"),
        ("align-too-large", "an alignment above the ABI maximum of 8"),
        ("missing-doc", "an empty doc string"),
        ("doc-comment-terminator", "a doc containing `*/` or `/*`, which would break the C comment"),
    ]),
    ("Deprecating and retiring", [
        ("deprecated-before-since", "a deprecation older than the thing it deprecates"),
        ("unknown-reference", "`replaced_by` naming nothing, or something newer than the deprecation"),
        ("retired-before-deprecated", "a retirement before its deprecation"),
        ("retire-needs-major", "retiring, within a major, a member whose 0/NULL is meaningful (`zero: valid`/`optional`)"),
        ("retire-required", "retiring, within a major, a member older peers require non-NULL"),
    ]),
    ("The suite (schema/seabi.yaml)", [
        ("suite-name-clash", "two APIs with one name, prefix, guard or header, or a C name both declare unshared"),
        ("shared-mismatch", "a `shared` declaration two APIs declare differently"),
    ]),
    ("Versions", [
        ("version-order", "versions that do not increase"),
        ("development-not-last", "a version in development followed by another"),
        ("schema-format", "a schema written for another format of the generator"),
        ("unknown-key", "a misspelt key (nothing is silently ignored)"),
    ]),
]

RULE_SOURCES = ("checks.py", "schema.py", "yamlsrc.py", "names.py", "suite.py")
# A rule id is the first hyphenated string literal after `.add(`,
# `SchemaError(` or `return` on the same line (names.py returns its ids).
_RULE_USE = re.compile(r'(?:\.add\(|SchemaError\(|return\s)[^\n]*?"([a-z0-9]+(?:-[a-z0-9]+)+)"')


def rule_ids():
    """Every rule id the schema reader and checker can report, from their source."""
    here = os.path.dirname(__file__)
    found = set()
    for name in RULE_SOURCES:
        with open(os.path.join(here, name), encoding="utf-8") as f:
            found.update(_RULE_USE.findall(f.read()))
    return found


def evolution_rules():
    """(id, text) of the cross-version rules, from evolution.RULES itself."""
    try:
        from . import evolution
    except ImportError:
        return []
    return sorted(getattr(evolution, "RULES", {}).items())


def layout_rules():
    """(id, text) of the rules on TensorFlow's editions and the in-between
    layouts that a header or a frozen record decides, from their modules."""
    from . import declarations, layout_records
    return sorted({**layout_records.RULES, **declarations.RULES}.items())


def evolving_context(api):
    known = rule_ids()
    groups = [(title, [(rid, text) for rid, text in rules if rid in known]) for title, rules in RULES]
    listed = {rid for _, rules in RULES for rid, _ in rules}
    newest = api.release(api.newest)
    return {"banner": banner(api.path), "info": api.info, "groups": [g for g in groups if g[1]],
            "other_rules": sorted(known - listed), "evolution_rules": evolution_rules(),
            "layout_rules": layout_rules(),
            "newest": str(api.newest), "newest_status": newest.status}


# -- TensorFlow editions and layouts by struct_size (api.md, CHANGELOG.md) ----------
def editions_context(model):
    """Editions and their acknowledged breaks with offsets (CHANGELOG.md)."""
    api = model.api
    breaks = {}
    for e, rule, member, message, note, offsets in model.breaks:
        breaks.setdefault(e.name, []).append({"rule": rule, "member": member, "note": note or "",
                                              "offsets": offsets})
    eds = [{"name": e.name, "after": e.after, "reports": str(e.reports), "first_release": e.first_release,
            "confidence": e.confidence, "doc": e.doc, "core": core_facts_text(api, e),
            "not_validated": e.not_validated, "breaks": breaks.get(e.name, [])} for e in api.editions]
    return {"editions": eds}


def layout_tables(model):
    """Every struct with more than one known layout: each layout's sizes and
    each member's LP64 offset in it, "-" where it has no such member
    (api.md's "Layouts by struct_size")."""
    api = model.api
    tables = []
    for s in api.structs:
        known = model.known[s.name]
        if len(known) < 2:
            continue
        members = [f.name for f in s.fields]
        rows = [{"labels": ", ".join(k.labels), "lp64": k.size("lp64"), "ilp32": k.size("ilp32"),
                 "offsets": ["-" if o is None else o for o in (k.offset(m, "lp64") for m in members)]}
                for k in known]
        uniform = model.uniform[s.name]
        tables.append({"name": s.name, "members": members, "rows": rows, "uniform": uniform})
    return tables


def core_facts_text(api, layout):
    """What an edition's or in-between layout's core does, in words: its core
    flags (api.core_flags) and the required members it does not validate."""
    parts = [f.when_true if layout.flags.get(f.name, f.default) else f.when_false for f in api.info.core_flags]
    if layout.not_validated:
        parts.append("does not validate " + ", ".join(layout.not_validated))
    return "; ".join(parts) if parts else "validates every required member"


# -- renderers registered in outputs.OUTPUTS -----------------------------------------
def api_md(model, ctx):
    return render.render("docs_api.md.j2", **api_context(model), layout_tables=layout_tables(model))


def changelog_md(models, ctx):
    """CHANGELOG.md: a section per API of the suite, in its order."""
    sections = [render.render("changelog.md.j2", **changelog_context(m), **editions_context(m))
                for m in models.apis]
    return render.render("changelog_suite.md.j2", banner=banner(suite_source(models.suite)), sections=sections,
                         apis=[m.info for m in models.apis])


def evolving_md(models, ctx):
    return render.render("evolving.md.j2", **dict(evolving_context(models.first.api),
                                                  banner=banner(suite_source(models.suite)),
                                                  schemas=models.suite.paths(), apis=[m.info for m in models.apis]))
