"""The API as it stood at one version, shaped for the templates.

Everything the templates print is computed here: declarations, accessor
types, defaults, deprecation messages, per-version size macros, validator
checks and layout asserts. Templates only arrange it.
"""
import functools
from dataclasses import dataclass, field
from typing import List, Optional

from . import constants, ctype, declarations, names, resolved, validator_sizes
from .checks import PATTERN


_present = resolved.present


def _shared(shared):
    """For templates: None (not shared), or the guards of TensorFlow's headers that skip it."""
    return None if shared is None else list(shared.skip_if)


def _deprecation(d, version):
    """The deprecation in force at `version`, or None."""
    return d if d is not None and d.since is not None and d.since <= version else None


def deprecation_message(d):
    text = f"deprecated since {d.since}"
    if d.replaced_by:
        text += f"; use {d.replaced_by}"
    return text


def deprecation_text(d, version):
    """Human sentence for docs: since, replacement, note, retirement."""
    text = f"Deprecated since {d.since}."
    if d.replaced_by:
        text += f" Replaced by {d.replaced_by}."
    if d.note:
        text += f" {d.note}"
    if d.retired is not None and d.retired <= version:
        text += f" Retired since {d.retired}: producers leave it 0/NULL and consumers ignore it."
    return text


# TensorFlow's message for a struct whose struct_size is 0, as its StreamExecutor
# and profiler modules word it (api.struct_size_message for another wording).
STRUCT_SIZE_MESSAGE = ("Expected initialized `{struct}` structure with `struct_size` field set to {size_macro}. "
                       "Found `struct_size` = 0.")


# The versioning note's three classes, in its own words.
ZERO_TEXT = {
    "no_op": "0/NULL is a no-op",
    "valid": "0/NULL is a valid value",
    "optional": "optional, 0/NULL by default",
}


@dataclass
class FieldView:
    name: str
    doc: str
    since: object
    member_decl: str
    acc_type: str
    default: str
    is_callback: bool
    fn_typedef: Optional[str]
    tags: str
    deprecated: Optional[str]  # attribute message
    deprecated_text: Optional[str]
    attribute: str = ""  # `SE_DEPRECATED("...") ` or empty, for member and accessors
    placement: Optional[str] = None  # the lookup table where the member is (dispatch.py), or None: plain `>= end`
    in_struct: bool = True  # False: a member of other layouts only, reached by its accessors
    # On S_set_f of a member whose signature differs between layouts: the
    # warning that sends the user to the typed S_set_f_<variant> (signatures.py).
    set_attribute: str = ""

    @property
    def attributed_decl(self):
        return self.attribute + self.member_decl

    @property
    def zero_default(self):
        """True when an absent member reads as all-zero bytes (0, 0.0, NULL)."""
        return self.default in ("0", "0.0", "SE_NULL") or self.default.endswith(", 0)")


@dataclass
class Check:
    kind: str  # required | required_when | pattern
    field: str
    cond_struct: Optional[str] = None
    cond_field: Optional[str] = None
    cond_param: Optional[str] = None
    pattern_fn: Optional[str] = None
    pattern: Optional[str] = None
    # Size macros of the known layouts that legitimately lack the member
    # (validator_sizes.py): any other struct_size that leaves it out fails.
    absent_ok: List[str] = field(default_factory=list)

    @property
    def absent_ok_tests(self):
        return [f"s->struct_size != {m}" for m in self.absent_ok]


@dataclass
class StructView:
    name: str
    doc: str
    size_macro: str
    last_field: str
    version_macros: List[tuple]
    fields: List[FieldView]
    deprecated: Optional[str]
    deprecated_text: Optional[str]
    no_ext: Optional[str]
    filled_by: str
    context_params: List[tuple] = field(default_factory=list)  # (struct, param name)
    checks: List[Check] = field(default_factory=list)
    # size macro -> private enum constant, for macros that end at a member
    # deprecated in this version: naming that member at the user's site would
    # warn, so the header computes the value (where warnings are off) instead.
    private_sizes: dict = field(default_factory=dict)
    dispatch: Optional[object] = None  # dispatch.StructDispatch
    plain: bool = False  # a plain C struct: no struct_size, size macros or accessors
    edition_macros: List[tuple] = field(default_factory=list)  # (macro, private enum or None, C size expression)
    constants: List[object] = field(default_factory=list)  # [constants.Constant] the accessors name
    size_pins: List[tuple] = field(default_factory=list)  # (edition size macro, C expression its literals must equal)
    layout_size_values: dict = field(default_factory=dict)  # layout label -> its struct_size, as C (layout_sizes)
    deprecated_macro: str = "SE_DEPRECATED"  # the API's attribute macro (<prefix>_DEPRECATED)
    struct_size_message: str = ""  # the validator's message for struct_size 0 (TensorFlow's wording)

    # The three answers below are what a template filter chain (selectattr,
    # list) would compute, in one Python pass: on large schemas the filters
    # cost a tenth of the header's rendering.
    @property
    def fn_typedefs(self):
        """The members with a callback typedef of their own, in order."""
        return [f for f in self.fields if f.fn_typedef]

    @property
    def check_rows(self):
        """Per check of the validator, what its template lines read: (kind,
        member, the condition of a required_when (`S_get_f(param)`, else
        ""), the tests under which a struct_size may leave the member out,
        joined by &&, or "", the Check). One Python pass, as accessor_rows."""
        out = []
        for c in self.checks:
            cond = f"{c.cond_struct}_get_{c.cond_field}({c.cond_param})" if c.kind == "required_when" else ""
            out.append((c.kind, c.field, cond, " && ".join(([cond] if cond else []) + c.absent_ok_tests), c))
        return out

    @property
    def member_lines(self):
        """(comment text, declaration) of each member the struct body
        declares: its doc, then (struct_size and ext aside) its tags and
        deprecation. One Python pass, as accessor_rows."""
        out = []
        for f in self.fields:
            if not f.in_struct:
                continue
            if f.name in ("struct_size", "ext") and not self.plain:
                text = f.doc
            else:
                text = f"{f.doc}\n\n{f.tags}" + (f" {f.deprecated_text}" if f.deprecated_text else "")
            out.append((text, f.attributed_decl))
        return out

    @property
    def accessor_rows(self):
        """Per member, what its accessors' template lines read: (name,
        accessor type, placement table's name or None, that dispatch.Table
        or None, inline: the accessors are inline functions (a deprecation
        or signature warning to carry, a default other than zero), the
        FieldView). One Python pass: the template's loop runs per member."""
        placements = self.dispatch.placements
        return [(f.name, f.acc_type, f.placement, placements[f.name] if f.placement else None,
                 bool(f.attribute or f.set_attribute or not f.zero_default), f) for f in self.fields]

    @property
    def any_constant_deprecated(self):
        """True when a layout constant the accessors name is a deprecated member's."""
        return any(c.deprecated for c in self.constants)

    @property
    def unchecked_params(self):
        """The context parameters no check reads (the validator casts them to void)."""
        used = {c.cond_param for c in self.checks}
        return [param for _, param in self.context_params if param not in used]

    @property
    def size_defines(self):
        """(macro, last member, private enum constant or None): the size macros, main one first."""
        if self.plain:
            return []
        pairs = [(self.size_macro, self.last_field)] + [(m, last) for m, last, _ in self.version_macros]
        return [(m, last, self.private_sizes.get(m)) for m, last in pairs]

    @functools.cached_property  # (the template asks twice: struct body and edition sizes)
    def size_aliases(self):
        """{macro: the first macro of the same size}: a size macro (version or
        edition) that equals one defined before it, for the same struct, is
        written as that macro's name. A reader sees which sizes coincide, and
        a compiler stores one name instead of an expression for each (about
        160 of the header's 200 size macros repeat an earlier one)."""
        first, aliases = {}, {}
        sized = [(m, f"SE_PRIVATE_OFFSET_OF_END({self.name}, {last})") for m, last, _ in self.size_defines]
        for macro, expr in sized + [(m, expr) for m, _, expr in self.edition_macros]:
            if expr in first:
                aliases[macro] = first[expr]
            else:
                first[expr] = macro
        return aliases

    @property
    def attributed_name(self):
        if self.deprecated:
            return f'{self.deprecated_macro}("{self.name} is {self.deprecated}") {self.name}'
        return self.name

    @property
    def typedef_attribute(self):
        """For the forward typedef: gcc (C) only warns on the typedef name if it carries the attribute."""
        return f'{self.deprecated_macro}("{self.name} is {self.deprecated}") ' if self.deprecated else ""


def _null(api_view):
    return "SE_NULL"


def _c_literal(value):
    """An integer constant C and C++ read without warnings (no suffix-less constant above INT64_MAX)."""
    if value == -2 ** 63:
        return "(-9223372036854775807 - 1)"
    if value < 0:
        return f"({value})"
    return f"{value}u" if value > 2 ** 63 - 1 else str(value)


class View:
    """The API at `version`; or, with `edition`, as that TensorFlow edition lays it out.

    An edition's view has TensorFlow's member order and parameter types, no
    deprecation (TensorFlow's header has none) and no per-version macros;
    its handles, enums and callbacks are the base version's. Every view's
    accessors find members in every known layout (layouts.py).

    `model`: the API's Resolved (resolved.py), with this header resolved;
    every layout and handshake answer is read from it. (An API, as tests
    pass, is resolved for this one header first.)"""
    def __init__(self, model, version, edition=None):
        if not isinstance(model, resolved.Resolved):
            model = resolved.resolve(model, [(version, edition)])
        self.header = model.header(version, edition)
        self.model = model = self.header.model  # a recorded schema: its window at `version`
        self.api = api = model.api
        self.edition = edition
        self.version = version = self.header.version
        self.release = api.release(version)
        self.releases = [r for r in api.releases if r.version <= version] if edition is None else []
        self.edition_lists = self.header.edition_lists
        self.patterns = {}
        self.handles = [h for h in api.handles if _present(h, version)]
        # <stdbool.h> for `bool`, ...: the legacy types (ctype.LEGACY) the API uses.
        self.includes = sorted({ctype.LEGACY[t] for t in (api.info.legacy_types if api.info else [])} - {"stdint.h"})
        self.callbacks = [self._callback(c) for c in api.callbacks if _present(c, version)]
        self.entry_points = [self._callback(c) for c in api.entry_points if _present(c, version)]
        self.enums = [self._enum(e) for e in api.enums if _present(e, version)]
        # Each edition and in-between layout with its size macros' suffix
        # (_TENSORFLOW_2_7), named once here rather than per struct.
        self._edition_suffixes = [(e, resolved.label_ident(e.name).upper())
                                  for e in list(api.editions) + list(api.in_between)]
        self.structs = [self._struct(s) for s in api.structs if self.has_struct(s)]
        self.types = [self._type(t) for t in api.types if _present(t, version)]
        self.core_functions = [dict(self._callback(c), shared=_shared(c.shared))
                               for c in api.core_functions if _present(c, version)]
        self.variants, self.layouts = self._variants()
        # Every layout's private struct, described once for the whole header.
        self.private_structs = [tagged for sv in self.structs if not sv.plain for tagged in sv.dispatch.private_structs]
        self.asserts = {abi: self._asserts(abi) for abi in layout_abis()}
        self.zero_size = self.header.zero_size

    # -- pieces --------------------------------------------------------------
    def has_struct(self, s):
        return s.name in self.edition_lists if self.edition is not None else _present(s, self.version)

    def fields_at(self, s):
        return self.header.structs[s.name].fields

    def accessor_fields(self, s):
        """The struct's own members, then (in an edition's view) every other
        member of the newest version whose types it declares (resolved.py)."""
        return self.header.structs[s.name].accessors

    def _callback(self, c):
        d = _deprecation(c.deprecated, self.version)
        return {"name": c.name, "doc": c.doc, "returns": c.signature.returns.c(),
                "params": c.signature.c_params(),
                "deprecated": deprecation_message(d) if d else None,
                "deprecated_text": deprecation_text(d, self.version) if d else None}

    def _type(self, t):
        members = None
        if t.members is not None:
            members = [{"doc": m.doc, "decl": m.ctype.decl(m.name) if m.ctype is not None else
                        f"{m.signature.returns.c()} (*{m.name})({m.signature.c_params()})"} for m in t.members]
        return {"name": t.name, "doc": t.doc, "members": members, "shared": _shared(t.shared)}

    def _variants(self):
        """The typed accessors of members whose signature differs between
        layouts, and the layouts <prefix>_layout_of_core tells apart (signatures.py)."""
        model = self.model
        varying = model.varying
        views = {sv.name: sv for sv in self.structs}
        out = []
        prefix = self.api.info.prefix
        for sname, member in varying:
            sv = views.get(sname)
            fv = next((f for f in sv.fields if f.name == member), None) if sv is not None else None
            if fv is None:
                continue
            fv.set_attribute = (f'{prefix}_SIGNATURE_VARIES("{sname}.{member}\'s signature depends on the core: '
                                f'use {sname}_set_{member}_<variant>(s, {prefix}_layout_of_core(...), fn)") ')
            options = []
            every = [model.layout_constants[lay.label] for lay in model.layouts]
            for variant, sig in model.variants[(sname, member)].items():
                calls = [model.layout_constants[lay.label] for lay in model.layouts
                         if model.variant_at[lay.label][(sname, member)] == variant]
                setter, getter, typedef = names.variant_names(sname, member, variant)
                options.append({"variant": variant, "setter": setter, "getter": getter, "typedef": typedef,
                                "returns": sig.returns.c(), "params": sig.c_params(), "calls": calls,
                                "others": [f"{prefix}_LAYOUT_UNKNOWN"] + [c for c in every if c not in calls],
                                "test": f"se_private_{prefix.lower()}_{sname}_{member}_{variant}"})
            out.append({"struct": sname, "member": member, "field": fv, "options": options,
                        "end": f"SE_PRIVATE_OFFSET_OF_END({sname}, {member})", "off": f"offsetof({sname}, {member})"})
        if not out:
            return [], None
        return out, self._layout_rows(views)

    def _layout_rows(self, views):
        """What <prefix>_layout_of_core compares: per known layout, the version
        its core reports, the TensorFlow releases that have it, the sizes of
        the structs the registration params point to, and which signatures
        it calls (a class number: layouts of one class are interchangeable)."""
        api, model = self.api, self.model
        params_name = api.entry_points[0].signature.params[0].type.base
        pv = views.get(params_name)
        version = [f.name for f in pv.fields if f.name.endswith("_version")]
        probes = [(f.name, f.ctype.base) for f in api.struct(params_name).fields
                  if any(fv.name == f.name for fv in pv.fields) and not f.is_callback and f.ctype.is_pointer
                  and f.ctype.base in views]
        tf_ranges = model.tf_release_ranges
        classes = {}
        rows, newer = [], []
        for lay in model.layouts:
            cls = classes.setdefault(model.signature_class[lay.label], len(classes) + 1)
            const = model.layout_constants[lay.label]
            if lay.kind == "newer":
                newer.append({"const": const, "lineage": lay.lineage, "base": model.layout_constants[lay.newest_of],
                              "cls": cls, "what": f"a {lay.lineage} core newer than this header"})
                continue
            sizes = [views[st].layout_size_values.get(lay.label, "0") for _, st in probes]
            lo, hi = tf_ranges.get(lay.label, (None, None)) if lay.kind == "edition" else (None, None)
            rows.append({"const": const, "label": lay.label, "reports": lay.reports, "sizes": sizes, "cls": cls,
                         "seabi": int(lay.lineage == resolved.SEABI),
                         "tf_from": lo[0] * 1000 + lo[1] if lo else -1,
                         "tf_until": hi[0] * 1000 + hi[1] if hi else (-1 if lo is None else 1000000),
                         "what": {"version": f"seabi {lay.label}", "edition": f"TensorFlow's {lay.label}",
                                  "in-between": f"in-between layout {lay.label}"}[lay.kind]})
        seabi_newest = model.lineage_newest[resolved.SEABI]
        tf_newest = model.lineage_newest[resolved.TENSORFLOW]
        return {"rows": rows, "newer": newer, "params": params_name, "version": version, "probes": probes,
                "tf_reports": model.tf_reported,
                "seabi_newest": api.newest if seabi_newest else None,
                "tf_newest": next((r for r in rows if r["label"] == tf_newest), None),
                "entry": api.entry_points[0].name}

    def _enum(self, e):
        d = _deprecation(e.deprecated, self.version)
        values = []
        for v in e.values:
            if not _present(v, self.version):
                continue
            vd = _deprecation(v.deprecated, self.version)
            values.append({"name": v.name, "value": _c_literal(v.value), "doc": v.doc, "since": v.since,
                           "deprecated": deprecation_message(vd) if vd else None})
        return {"name": e.name, "doc": e.doc, "enumerators": values, "shared": _shared(e.shared),
                "deprecated": deprecation_message(d) if d else None,
                "deprecated_text": deprecation_text(d, self.version) if d else None}

    def _field(self, s, f):
        d = _deprecation(f.deprecated, self.version)
        # A callback member names its typedef, declared just before the
        # struct: the signature is written (and parsed) once, not twice.
        member = declarations.member_decl(s, f)
        if f.is_callback:
            sig = f.signature
            acc_type = names.fn_typedef(s.name, f.name)
            typedef = f"typedef {sig.returns.c()} (*{acc_type})({sig.c_params()});"
            default = "SE_NULL"
        else:
            typedef = None
            acc_type = f.ctype.unqualified().c() if f.ctype.is_pointer else f.ctype.c()
            kind = self.model.kinds.get(f.ctype.base)
            if f.ctype.is_pointer or kind in ("handle", "callback"):
                default = "SE_NULL"
            elif kind == "struct":
                # A struct held by value (layout.by_value_sizes): an absent one reads as zeros.
                default = f"*SE_PRIVATE_CPTR({acc_type}, {zero_fn(self.api)}())"
            elif f.default is not None:
                default = f"SE_PRIVATE_CAST({acc_type}, {_c_literal(f.default)})"
            elif kind == "enum":
                default = f"SE_PRIVATE_CAST({acc_type}, 0)"
            elif f.ctype.base in ("double", "float"):
                default = "0.0"
            else:
                default = "0"
        tags = [f"since {f.since}", f"filled by {f.filled_by}", ZERO_TEXT[f.zero]]
        if f.required:
            tags.insert(2, "required")
        if f.required_when:
            tags.insert(2, f"required when {f.required_when}")
        message = deprecation_message(d) if d else None
        return FieldView(f.name, f.doc, f.since, member, acc_type, default, f.is_callback, typedef,
                         "; ".join(tags) + ".", message,
                         deprecation_text(d, self.version) if d else None,
                         f'{self.api.info.prefix}_DEPRECATED("{s.name}.{f.name} is {message}") ' if d else "")

    def _struct(self, s):
        hs = self.header.structs[s.name]
        fields = hs.fields
        if s.plain:
            return self._plain_struct(s, fields)
        d = _deprecation(s.deprecated, self.version) if self.edition is None else None
        version_macros = []
        private_sizes = {}
        last = hs.lay["lp64"].last.field
        if _deprecation(last.deprecated, self.version):
            private_sizes[s.size_macro] = f"se_private_size_{s.size_macro}"
        # A struct of a schema that records history has sizes in its window's versions only.
        window = getattr(self.api, "window_of", {}).get(s.name)
        for version, at in hs.releases:
            if at and (window is None or version in window):
                macro = names.version_size_macro(s.size_macro, version)
                version_macros.append((macro, at[-1].name, version))
                if _deprecation(at[-1].deprecated, self.version):
                    private_sizes[macro] = f"se_private_size_{macro}"
        every = hs.accessors
        field_views = [self._field(s, f) for f in every]
        canonical = [f.name for f in fields]
        plan = hs.plan
        # Members whose accessors stay inline functions (a deprecation or
        # signature warning to carry, a default other than zero) test their
        # end by name too.
        inline = [fv.name for fv in field_views if fv.attribute or not fv.zero_default
                  or (fv.is_callback and (s.name, fv.name) in self.model.variants)]
        # So does <prefix>_lineage_of_core, reading the entry point's params.
        read_by_name = []
        if self.api.entry_points and s.name == self.api.entry_points[0].signature.params[0].type.base:
            read_by_name = [fv.name for fv in field_views if not fv.is_callback]
        deprecated_here = {f.name for f in every if _deprecation(f.deprecated, self.version)}
        number = hs.number
        # The constants read the plan and the public layout only: the
        # headers that share both (se_api.h and the drop-in, for most
        # structs) share one list (read-only).
        lays = tuple(hs.lay.values())
        key = (tuple(map(id, lays)), tuple(inline), tuple(read_by_name), frozenset(deprecated_here))
        found = plan.constants_for.get(key)
        if found is None or found[0] != lays:
            found = plan.constants_for[key] = (lays, constants.struct_constants(
                plan, number, s.name, inline, read_by_name, deprecated_here))
        named_constants = found[1]
        # A size that ends at a member deprecated here is computed once as a
        # private enum constant, so naming the macro does not warn (as
        # size_defines); every other one is a plain macro, which costs a
        # translation unit nothing until it is used.

        def private_size(e):
            host, last = plan.layout_ends[e.name]
            if host == s.name and last in deprecated_here:
                return f"se_private_size_{s.size_macro}_{resolved.label_ident(e.name)}"
            return None
        sizes = constants.layout_sizes(plan, number)
        edition_macros, size_pins = [], []
        for e, suffix in self._edition_suffixes:
            if e.name in sizes:
                macro = f"{s.size_macro}_{suffix}"
                value, pinned_to = sizes[e.name]
                edition_macros.append((macro, private_size(e), value))
                if pinned_to is not None:
                    size_pins.append((macro, pinned_to))
        for fv in field_views:
            fv.in_struct = fv.name in canonical
            fv.placement = f"se_private_place_{s.name}_{fv.name}" if fv.name in plan.placements else None
        _group_unions(fields, field_views)
        view = StructView(s.name, s.doc, s.size_macro, last.name, version_macros,
                          field_views,
                          deprecation_message(d) if d else None,
                          deprecation_text(d, self.version) if d else None,
                          s.no_ext, s.filled_by, private_sizes=private_sizes, dispatch=plan,
                          edition_macros=edition_macros, size_pins=size_pins, constants=named_constants,
                          layout_size_values={label: value for label, (value, _) in sizes.items()},
                          deprecated_macro=f"{self.api.info.prefix}_DEPRECATED",
                          struct_size_message=(self.api.info.struct_size_message or STRUCT_SIZE_MESSAGE).format(
                              struct=s.name, size_macro=s.size_macro))
        self._validator(s, fields, view)
        return view

    def _plain_struct(self, s, fields):
        """A plain C struct (no struct_size): its members, no size macros or accessors."""
        field_views = [self._field(s, f) for f in fields]
        _group_unions(fields, field_views)
        view = StructView(s.name, s.doc, None, fields[-1].name if fields else None, [], field_views,
                          None, None, s.no_ext, s.filled_by)
        view.plain = True
        return view

    def _validator(self, s, fields, view):
        params = {}
        for f in fields:
            in_force = _deprecation(f.deprecated, self.version) is None
            if f.required and in_force:
                view.checks.append(Check("required", f.name))
            if f.required_when and in_force:
                cs, cf = f.required_when.split(".")
                cond = self.api.struct(cs)
                # has_struct: an edition's header may lack a struct its version has.
                if cond is None or not _present(cond, self.version) or not self.has_struct(cond):
                    continue
                param = params.setdefault(cs, names.context_param(cs, tuple(self.api.info.fills)))
                present = any(g.name == cf and _present(g, self.version) for g in cond.fields)
                if present:
                    view.checks.append(Check("required_when", f.name, cs, cf, param))
            if f.pattern:
                view.checks.append(Check("pattern", f.name, pattern_fn=self._pattern_fn(f.pattern), pattern=f.pattern))
        view.context_params = sorted(params.items())
        for c in view.checks:
            if c.kind != "pattern":
                c.absent_ok = validator_sizes.absent_ok_macros(self.model, s.name, c.field, view)

    def _pattern_fn(self, pattern):
        if pattern not in self.patterns:
            first, rest = PATTERN.match(pattern).groups()
            self.patterns[pattern] = {
                "fn": f"se_private_{self.api.info.prefix.lower()}_match_{len(self.patterns)}",
                "pattern": pattern,
                "first": _class_condition(first, "s[0]"),
                "rest": _class_condition(rest[:-1], "*s") if rest else None,
            }
        return self.patterns[pattern]["fn"]

    def _asserts(self, abi):
        """The layout pins for `abi`, as the header's C lines.

        Written here rather than in the template: one line per member of
        every struct is most of the header's text, and a template spends a
        lookup and a piece of output on each of a line's dozen parts."""
        out = []
        # A struct's pins read only its layout on `abi` (layout.py hands out
        # one object per member list): the seabi header and the drop-in
        # share the lines of every struct they lay out alike.
        done = self.model.assert_lines
        for s in self.api.structs:
            if not self.has_struct(s):
                continue
            lay = self.header.structs[s.name].lay[abi]
            key = (s.name, abi, id(lay))
            lines = done.get(key)
            if lines is None or lines[0] is not lay:
                lines = done[key] = (lay, _struct_asserts(s, lay, abi))
            out += lines[1]
        return out


def _struct_asserts(s, lay, abi):
    """The layout pins of one struct laid out as `lay` on `abi`."""
    where = ABI_TARGETS[abi]
    out = []
    for slot in lay.slots:
        f, at = slot.field.name, slot.offset
        out.append(f'SE_STATIC_ASSERT(offsetof({s.name}, {f}) == {at}, '
                   f'"{s.name}.{f} must be at offset {at} on {where}", {abi}_{s.name}_{f});')
    if not s.plain:
        out.append(f'SE_STATIC_ASSERT({s.size_macro} == {lay.struct_size}, '
                   f'"{s.size_macro} must be {lay.struct_size} on {where}", {abi}_size_{s.name});')
    out.append(f'SE_STATIC_ASSERT(sizeof({s.name}) == {lay.sizeof}, '
               f'"sizeof({s.name}) must be {lay.sizeof} on {where}", {abi}_sizeof_{s.name});')
    return out


def zero_fn(api):
    """The function returning this API's zero object for structs held by value."""
    return f"se_private_zero_{api.info.name}"


def _group_unions(fields, field_views):
    """Members of one anonymous union are declared together: the first
    one's declaration becomes the whole `union { ... }`, the others are
    left out of the struct body (their accessors stay)."""
    by_name = {fv.name: fv for fv in field_views}
    i = 0
    while i < len(fields):
        u = fields[i].union
        if u is None:
            i += 1
            continue
        group = [fields[i]]
        while i + len(group) < len(fields) and fields[i + len(group)].union == u:
            group.append(fields[i + len(group)])
        first = by_name[group[0].name]
        lines = [by_name[g.name].attributed_decl + ";" for g in group]
        first.member_decl = "SE_PRIVATE_ANONYMOUS union {\n" + "".join(f"    {line}\n" for line in lines) + "  }"
        first.attribute = ""
        first.doc = f"An anonymous union: {', '.join(g.name for g in group)} share its storage. " + first.doc
        for g in group[1:]:
            by_name[g.name].in_struct = False
        i += len(group)


def layout_abis():
    return ("lp64", "ilp32")


# How the layout pins' messages name the targets of each ABI (the header tests them by UINTPTR_MAX and __i386__).
ABI_TARGETS = {"lp64": "64-bit targets", "ilp32": "i386"}


def _class_condition(cls, var):
    """`[A-Z_]` -> `(s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'`."""
    body = cls[1:-1]
    parts, i = [], 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            parts.append(f"({var} >= {_char(body[i])} && {var} <= {_char(body[i + 2])})")
            i += 3
        else:
            parts.append(f"{var} == {_char(body[i])}")
            i += 1
    return " || ".join(parts)


def _char(ch):
    return "'\\''" if ch == "'" else ("'\\\\'" if ch == "\\" else f"'{ch}'")
