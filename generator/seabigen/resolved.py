"""One API resolved: every layout and handshake question its outputs ask, answered once.

The generator is one pipeline, the same for every API and every reader:

  read     yamlsrc.py + schema.py turn a YAML schema into a model.API;
           importer/ turns shipped C headers into such a schema first.
  judge    verdict.py: checks, evolution, editions, in-between layouts,
           layout records (released.py). Nothing after it changes the API.
  resolve  this module: resolve(api, headers) -> Resolved, one pass that
           asks layouts.py, layout.py, editions.py, in_between.py,
           signatures.py, ranges.py, evolution.py and dispatch.py every
           question the outputs need, and keeps the answers.
  render   view.py (a header's View), outputs.py, docs.py, headerdoc.py,
           handshake_doc.py, history_doc.py, profiles.py read a Resolved
           (or a ResolvedSuite) only: they never call back into those
           modules. Naming (names.py) and C spelling (ctype.py,
           declarations.member_decl) are the helpers they share.

What a renderer may read here: the judged API itself (`api`: its
declarations, docs and versions, which are data, not answers), and the
answers below. A header is resolved for the (version, edition) pairs
asked for (`headers`): the dispatch plans, layouts and private
declarations of one header depend on which members it has, and a run
renders a few headers of the many an API could have (`make gen`: the
newest and the drop-in; `header --at`: one; compat: every one).
"""
import dataclasses
from dataclasses import dataclass, field
from typing import Dict, List, Optional

from . import declarations, dispatch, editions, evolution, in_between, layout, layouts, ranges, signatures

ABIS = layouts.ABIS
SEABI, TENSORFLOW = layouts.SEABI, layouts.TENSORFLOW


def present(item, version):
    """True when a declaration (struct, member, type) exists at `version` (ranges.py)."""
    return ranges.present(item, version)


def release_key(text):
    """A TensorFlow release's text as (major, minor) ("2.10" -> (2, 10)), or None."""
    return signatures.release_key(text)


def label_ident(label):
    """A layout label as a C identifier part ("tensorflow-2.10" -> "tensorflow_2_10")."""
    return layouts.label_ident(label)


@dataclass
class HeaderStruct:
    """One struct as one header has it."""
    fields: list  # its members in this header's layout (the version's or the edition's)
    accessors: list  # fields, then (an edition's header) the newest version's members it can declare
    lay: dict  # abi -> layout.StructLayout of `fields`
    releases: list  # [(Version, [Field])]: its members at each release up to the header's version
    plan: Optional[dispatch.StructDispatch] = None  # where each member is, per struct_size (None: plain)
    number: object = None  # number(kind, C type, member, abi): an offset ("off") or end in a layout it names


@dataclass
class Header:
    """The answers one header (a version's, or an edition's drop-in) needs."""
    model: "Resolved"  # the API as this header sees it (a recorded schema: its window at `version`)
    version: object  # the version whose declarations it has (an edition's: its base version)
    edition: object  # the edition it lays out, or None
    structs: Dict[str, HeaderStruct]  # the structs it declares, by name, in schema order
    zero_size: int  # bytes of the zero object an absent member's getter reads
    edition_lists: Optional[dict] = None  # an edition's {struct: [Field]}

    @property
    def api(self):
        return self.model.api


@dataclass
class Resolved:
    api: object  # the judged model.API (for a recorded schema's header: its window, ranges.scoped)
    records_history: bool
    lineages: List[tuple]  # [(C constant, lineage)] a header can name, seabi's first
    newest_release: object  # the newest released edition (the drop-in's), or None
    editions_by_name: dict
    edition_lists: Dict[str, dict]  # edition name -> {struct: [Field]}
    edition_base: Dict[str, object]  # edition name -> the version whose declarations it uses
    in_between_lists: Dict[str, dict]  # in-between name -> {struct: [Field]}
    members_at: Dict[object, dict]  # version -> {struct: [Field]} of the structs present then
    full: Dict[str, dict]  # struct -> abi -> layout.StructLayout of all its members
    sizes_at: Dict[object, dict]  # version -> struct -> abi -> layout.StructLayout
    known: Dict[str, list]  # struct -> [layouts.Known], smallest first
    uniform: Dict[str, list]  # struct -> [layouts.uniform answer per member] (structs with 2+ layouts)
    lineage_rows: Dict[str, dict]  # struct -> abi -> [(lo, hi, lineage)]: the struct_sizes that prove a lineage
    breaks: list  # [(edition, rule, member, message, note, offsets)]: acknowledged edition breaks
    kinds: Dict[str, Optional[str]]  # type a member or its signature uses -> builtin, handle, enum, struct, ...
    value_sizes: Dict[str, dict]  # such a type held by value -> abi -> (size, align); absent: none
    # struct_size cannot tell these apart (signatures.py):
    layouts: list  # [signatures.Layout]: every known layout, then each lineage's newer core
    varying: List[tuple]  # [(struct, member)] whose signature differs between layouts
    variants: Dict[tuple, dict]  # (struct, member) -> {variant: Signature}, every callback member with 2+
    variant_at: Dict[str, dict]  # layout label -> {(struct, member): variant or None}
    layout_constants: Dict[str, str]  # layout label -> <prefix>_LAYOUT_<LABEL>
    signature_class: Dict[str, tuple]  # layout label -> the variants its core calls
    tf_release_ranges: dict
    tf_reported: list
    lineage_newest: Dict[str, Optional[str]]  # lineage -> label of its newest version or edition
    windows: Dict[str, list] = field(default_factory=dict)  # a recorded schema's struct -> its windows
    headers: Dict[tuple, Header] = field(default_factory=dict)  # (version, edition name) -> Header
    # dispatch plans the headers share (_dispatch_plan): (struct, members, accessors, stand-ins) -> plan
    dispatch_plans: Dict[tuple, object] = field(default_factory=dict)
    # (struct, core layout label, plugin version) -> {abi: the struct_size a
    # plugin of that seabi version leaves in that core's struct after
    # settling, or None: it must refuse}; resolve(..., settlements=True).
    settled: Dict[tuple, dict] = field(default_factory=dict)
    # (struct, abi, id of its layout.StructLayout) -> (that layout, its
    # layout pins' lines): view.py's, written once for the headers that lay
    # the struct out alike (the layout is kept to prove the id its own).
    assert_lines: Dict[tuple, tuple] = field(default_factory=dict)

    # -- reading -------------------------------------------------------------
    @property
    def info(self):
        return self.api.info

    def header(self, version, edition=None):
        """The resolved header of (version, edition); resolve() must have been asked for it."""
        key = (version, edition.name if edition is not None else None)
        found = self.headers.get(key)
        if found is None:
            raise KeyError(f"{self.api.info.name}: the header {key} was not resolved (resolve(api, headers=...))")
        return found

    def known_of(self, struct_name, label):
        """The Known of `struct_name` that layout `label` has, or None."""
        return next((k for k in self.known.get(struct_name, ()) if label in k.labels), None)


@dataclass
class ResolvedSuite:
    """A suite's APIs, each resolved, for the outputs that span them."""
    suite: object  # suite.Suite: its paths, order and since
    apis: List[Resolved]

    @property
    def first(self):
        return self.apis[0]


def resolve_suite(s, headers=None):
    """ResolvedSuite of suite `s`; `headers(api)` -> the (version, edition) pairs to resolve per API."""
    return ResolvedSuite(s, [resolve(api, headers(api) if headers else ()) for api in s.apis])


def newest_headers(api):
    """What `make gen` renders of an API: its newest header, and its newest released edition's drop-in."""
    drop_in = editions.newest_release(api)
    return [(api.newest, None)] + ([(api.newest, drop_in)] if drop_in is not None else [])


def every_header(api):
    """Every version's header and every edition's drop-in (compat renders them all)."""
    return [(v, None) for v in api.versions] + [(api.newest, e) for e in api.editions]


def resolve(api, headers=(), settlements=False, knowledge=None):
    """The Resolved of a judged `api`, with the headers (version, edition or
    None) to be rendered; with `settlements`, what every seabi version's
    plugin leaves in every version's and edition's core (compat's matrix).
    `knowledge`: {Version: API} whose layouts a plugin of that version
    settles by (the header it shipped knew those: shipped.as_released);
    other versions' plugins settle by `api`'s."""
    out = _resolve_api(api)
    whole = out if not out.records_history else None
    for version, edition in headers:
        if edition is None and out.records_history:
            # A schema that records history: the header of `version` sees
            # each struct as its window around it (ranges.py).
            model = _resolve_api(ranges.scoped(api, version))
        else:
            # (An edition of a schema that records history: laid out from the schema as a whole.)
            model = whole = whole or _resolve_api(api, history=False)
        out.headers[(version, edition.name if edition is not None else None)] = _header(model, version, edition)
    if settlements:
        out.settled = _settlements(whole or _resolve_api(api, history=False), knowledge or {})
    return out


def _resolve_api(api, history=True):
    records = ranges.records_history(api)
    if history and records and getattr(api, "scoped_from", None) is None:
        return _resolve_history(api)
    structs = api.structs
    sized = [s for s in structs if not s.plain]
    eds = list(api.editions)
    edition_lists = {e.name: editions.members(api, e) for e in eds}
    known = {s.name: layouts.known(api, s.name) for s in structs}
    members_at, sizes_at = _at_versions(api)
    all_layouts = signatures.known_layouts(api)
    labelled = signatures.by_label(all_layouts)
    varying = signatures.varying(api)
    variants = {}
    for s in structs:
        for f in s.fields:
            if f.is_callback:
                found = editions.member_variants(api, s.name, f)
                if found:
                    variants[(s.name, f.name)] = found
    kinds = _kinds(api)
    return Resolved(
        api=api, records_history=records, lineages=dispatch.lineages(api),
        newest_release=editions.newest_release(api), editions_by_name=editions.by_name(api),
        edition_lists=edition_lists, edition_base={e.name: editions.base_version(api, e) for e in eds},
        in_between_lists={b.name: in_between.members(api, b) for b in api.in_between},
        members_at=members_at,
        full={s.name: {abi: layout.struct_layout(api, s, abi) for abi in ABIS} for s in structs},
        sizes_at=sizes_at, known=known,
        uniform={s.name: [layouts.uniform(api, s.name, f.name) for f in s.fields]
                 for s in sized if len(known[s.name]) >= 2},
        lineage_rows=_lineage_rows(api, known),
        breaks=[(e, rule, member, message, note, evolution.break_offsets(api, e, member))
                for e, rule, member, message, note in evolution.edition_breaks(api)] if eds else [],
        kinds=kinds, value_sizes=_value_sizes(api, kinds),
        layouts=all_layouts, varying=varying, variants=variants,
        variant_at={lay.label: {(s, m): signatures.variant_at(labelled, lay.label, s, m) for s, m in varying}
                    for lay in all_layouts},
        layout_constants={lay.label: signatures.layout_constant(api, lay.label) for lay in all_layouts},
        signature_class={lay.label: signatures.signature_class(labelled, varying, lay.label) for lay in all_layouts},
        tf_release_ranges=signatures.tf_release_ranges(api), tf_reported=signatures.tf_reported(api),
        lineage_newest={lineage: signatures.lineage_newest(all_layouts, lineage) for lineage in (SEABI, TENSORFLOW)})


def _at_versions(api):
    """({version: {struct: members}}, {version: {struct: {abi: Layout}}}) for
    every version and release of the API, of the structs present there."""
    versions = list(dict.fromkeys(list(api.versions) + [r.version for r in api.releases]))
    members_at = {v: {s.name: layout.fields_at(api, s, v) for s in api.structs if ranges.present(s, v)}
                  for v in versions}
    sizes_at = {v: {s.name: {abi: layout.struct_layout(api, s, abi, members_at[v][s.name]) for abi in ABIS}
                    for s in api.structs if ranges.present(s, v)}
                for v in versions}
    return members_at, sizes_at


def _resolve_history(api):
    """A schema that records a shipped history (ranges.py) as a whole: its
    members at each version and each struct's windows (docs/<api>-history.md,
    `summary`). Its layouts are its windows': each header of it is resolved
    on the schema as that version sees it (ranges.scoped), where a struct
    has one history; a name across all windows has none to answer for."""
    structs = api.structs
    members_at, sizes_at = _at_versions(api)
    return Resolved(
        api=api, records_history=True, lineages=dispatch.lineages(api), newest_release=editions.newest_release(api),
        editions_by_name={}, edition_lists={}, edition_base={}, in_between_lists={},
        members_at=members_at, full={}, sizes_at=sizes_at, known={}, uniform={}, lineage_rows={}, breaks=[],
        kinds=_kinds(api), value_sizes={}, layouts=[], varying=[], variants={}, variant_at={},
        layout_constants={}, signature_class={}, tf_release_ranges={}, tf_reported=[], lineage_newest={},
        windows={s.name: ranges.windows(api, s.name) for s in structs if not s.plain})


def _types_used(api):
    """Every C type a struct member is, or its signature names."""
    for s in api.structs:
        for f in s.fields:
            if f.is_callback:
                yield f.signature.returns
                yield from (p.type for p in f.signature.params)
            else:
                yield f.ctype


def _kinds(api):
    """What every type name a struct member or its signature uses denotes (layout.resolve)."""
    return {n: layout.resolve(api, n) for n in {t.base for t in _types_used(api)}}


def _value_sizes(api, kinds):
    """{type name: {abi: (size, align)}} of the types used by value that have a layout."""
    out = {}
    for t in _types_used(api):
        if t.is_pointer or t.base in out or kinds.get(t.base) in (None, "opaque") or t.base == "void":
            continue
        try:
            out[t.base] = {abi: layout.type_size_align(api, t, abi) for abi in ABIS}
        except ValueError:
            pass  # (a struct with no by-value layout: nothing holds it by value)
    return out


def _settlements(model, knowledge):
    """What layouts.settle_target answers for a plugin of each seabi version
    (its members: those since then) in each version's core (seabi's
    lineage) and each edition's core (the lineage its size proves); a
    plugin's header knows the layouts of knowledge.get(its version, api)."""
    api = model.api
    cores = [(str(v), SEABI) for v in api.versions] + [(e.name, None) for e in api.editions]
    out = {}
    for s in api.structs:
        known = model.known.get(s.name)
        if not known:
            continue
        plugins = [(v, [f.name for f in s.fields if f.since is not None and f.since <= v])
                   for v in api.versions if s.since is not None and s.since <= v]
        for label, lineage in cores:
            k = model.known_of(s.name, label)
            if k is None:
                continue
            for v, fillable in plugins:
                knows = knowledge.get(v, api)
                out[(s.name, label, v)] = {abi: layouts.settle_target(knows, s.name, k.size(abi), fillable, abi, lineage)
                                           for abi in ABIS}
    return out


def _lineage_rows(api, known):
    """Per struct the entry point's params point to: per ABI, the struct_sizes
    (0 to 16 past its largest layout) that prove the core's lineage, merged
    into ranges (what docs/handshake.md tabulates)."""
    if not api.entry_points:
        return {}
    params = api.struct(api.entry_points[0].signature.params[0].type.base)
    if params is None:
        return {}
    out = {}
    for f in params.fields:
        if f.is_callback or not f.ctype.is_pointer or api.struct(f.ctype.base) is None or not known.get(f.ctype.base):
            continue
        name = f.ctype.base
        rows = {}
        for abi in ABIS:
            top = max(k.size(abi) for k in known[name]) + 16
            rows[abi] = _ranges((n, layouts.lineage_of(api, name, n, abi)) for n in range(top + 1))
        out[name] = rows
    return out


def _ranges(values):
    """[(lo, hi, value)] merging consecutive sizes with one value (None dropped)."""
    out = []
    for n, v in values:
        if out and out[-1][2] == v and out[-1][1] == n - 1:
            out[-1][1] = n
        else:
            out.append([n, n, v])
    return [(lo, hi, v) for lo, hi, v in out if v is not None]


# -- one header ------------------------------------------------------------------
def _header(model, version, edition):
    api = model.api
    lists = model.edition_lists[edition.name] if edition is not None else None
    if edition is not None:
        version = model.edition_base[edition.name]
    if edition is not None:
        present = [s for s in api.structs if s.name in lists]
    else:
        present = [s for s in api.structs if ranges.present(s, version)]
    declared = declarations.declared(api, version, [s.name for s in present])
    releases = [r.version for r in api.releases if r.version <= version] if edition is None else []
    structs = {}
    for s in present:
        fields = lists[s.name] if edition is not None else model.members_at.get(version, {}).get(s.name) \
            or layout.fields_at(api, s, version)
        accessors = _accessor_fields(api, s, fields, edition, declared)
        lay = {abi: layout.struct_layout(api, s, abi, fields) for abi in ABIS}
        hs = HeaderStruct(fields, accessors, lay,
                          [(v, model.members_at[v][s.name]) for v in releases if s.name in model.members_at[v]])
        if not s.plain:
            own = {f.name for f in accessors}
            names_ = [f.name for f in accessors]

            def member_decl(f, s=s, own=own):
                # Private layouts may hold members this header has no
                # accessor for (older editions' members): declared as the
                # header declares them when it has their types, else by a
                # stand-in of the same size and alignment.
                if f.name in own or not declarations.missing(f, declared):
                    return declarations.member_decl(s, f)
                return declarations.stand_in(api, f)
            hs.plan = _dispatch_plan(model, s, fields, names_, member_decl,
                                     _stand_ins(api, s, own, declared))
            hs.number = _numbers(api, s, lay, model.known[s.name])
        structs[s.name] = hs
    # The object a getter reads for an absent member: large enough for
    # every member type, structs held by value included.
    zero = max([8] + [layout.type_size_align(api, f.ctype, "lp64")[0]
                      for hs in structs.values() for f in hs.fields
                      if not f.is_callback and not f.ctype.is_pointer and model.kinds.get(f.ctype.base) == "struct"])
    return Header(model, version, edition, structs, zero, lists)


def _stand_ins(api, s, own, declared):
    """The members of the struct's known layouts a header's private structs
    declare by a stand-in (member_decl in _header): those it has no
    accessor for and not every type of."""
    return frozenset(f.name for k in layouts.known(api, s.name) for f in k.fields
                     if f.name not in own and declarations.missing(f, declared))


def _dispatch_plan(model, s, fields, accessor_names, member_decl, stand_ins):
    """dispatch.build's plan for a header's struct, built once for the
    headers (se_api.h and the drop-in) whose struct has the same members,
    accessors and private structs' declarations: build reads nothing else,
    and nothing changes a plan once built."""
    key = (s.name, tuple(f.name for f in fields), tuple(accessor_names), stand_ins)
    found = model.dispatch_plans.get(key)
    if found is None:
        found = model.dispatch_plans[key] = dispatch.build(
            model.api, s, [f.name for f in fields], accessor_names, accessor_names, member_decl)
    return found


def _accessor_fields(api, s, own, edition, declared):
    """The struct's own members, then (in an edition's header) every other
    member of the newest version whose types the header declares: TensorFlow
    code never names them, but a plugin built with the drop-in header can
    still fill them for seabi's cores."""
    if edition is None:
        return own
    names_ = {f.name for f in own}
    newest = api.newest
    return own + [dataclasses.replace(f, deprecated=None) for f in s.fields
                  if f.name not in names_ and ranges.present(f, newest) and not declarations.missing(f, declared)]


def _numbers(api, struct, public, known):
    """number(kind, type, member, abi): a member's offset or end in the
    public struct (laid out as `public`) or in one of the private structs
    dispatch.py declares for the known layouts that are not its prefix
    (struct se_private_<S>_<label of the layout's first version>)."""
    private = {f"se_private_{struct.name}_{label_ident(k.labels[0])}": k.lay for k in known}

    def number(kind, type_name, member, abi):
        lay = public[abi] if type_name == struct.name else private[type_name][abi]
        slot = lay.slot(member)
        return slot.offset if kind == "off" else slot.end
    return number
