"""examples/host/host_profiles.h: every known core as data for the reference host.

A core profile is one release of a core, every module it loads together:
each seabi release (its cores carry each API of the suite at the newest
version up to that release, from the release that took the API in:
schema/seabi.yaml's seabi_since), each TensorFlow release schema/seabi.yaml
lists (each API at the newest edition up to that release, so layouts
repeat; a master-only edition is its own profile), each in-between layout (its own
API only), and one core per lineage newer than this header (every module's
newest layout followed by members it does not know).

Per module a profile says what that core does differently: the struct_size
it gives each struct (the headers' size macros, so the compiler computes
them), the version it reports, which required members it does not
validate, the API's core flags (api.core_flags), which signature it calls
where struct_size cannot tell (signatures.py), that layout's
<PREFIX>_LAYOUT_ constant and what its own validators require that the
newest header's do not (own_rules.py). Per profile: its loader's rules
(loader_rows.py). The host has one code path and reads this table;
nothing here is per release code.

The suite's first API also fills the table's older, flat fields (sizes[],
the core flags, not_validated), which the host read before it had modules.
"""
from . import exports, loader_rows, own_rules, render
from .docs import banner, suite_source
from .resolved import ABIS, SEABI, TENSORFLOW, label_ident, release_key
from .model import Version
from .names import version_size_macro


def _first_sentence(text):
    text = " ".join(str(text).split())
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


def _c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _sized(api):
    return [s for s in api.structs if s.size_macro]


def _module(model, label, kind, lineage, reports, sizes, not_validated, flags, validated_extra=()):
    varying = model.varying
    return {"label": label, "kind": kind, "lineage": lineage, "reports": reports, "sizes": sizes,
            "not_validated": not_validated, "flags": flags, "validated_extra": list(validated_extra),
            "signatures": [model.variant_at[label][(s, m)] or "" for s, m in varying],
            "layout_id": model.layout_constants[label] if varying else "0"}


def _version_module(model, version):
    api = model.api
    structs = _sized(api)
    sizes = [version_size_macro(s.size_macro, version) if s.since <= version else "0" for s in structs]
    skipped = [f"{s.name}.{f.name}" for s in structs for f in s.fields
               if f.required and f.since <= version and f.deprecated is not None and f.deprecated.since <= version]
    return _module(model, str(version), "version", SEABI, version, sizes, skipped,
                   {f.name: f.default for f in api.info.core_flags},
                   own_rules.extra(api, own_rules.version_requires(api, version)))


def _layout_module(model, layout, kind, lineage, lists):
    api = model.api
    structs = _sized(api)
    suffix = label_ident(layout.name).upper()
    present = {s.name for s in structs}
    sizes = [f"{s.size_macro}_{suffix}" if s.name in lists else "0" for s in structs]
    return _module(model, layout.name, kind, lineage, layout.reports, sizes,
                   [m for m in layout.not_validated if m.split(".")[0] in present],
                   {f.name: layout.flags.get(f.name, f.default) for f in api.info.core_flags},
                   [m for m in own_rules.extra(api, own_rules.layout_requires(api, layout))
                    if m.split(".")[0] in lists])


def _edition_at(api, release, master=None):
    """The API's edition a TensorFlow core of `release` ((major, minor)) has,
    or None; with `master` (a master-only edition's name), the one a core
    built from that master snapshot has: the newest master-only edition up to
    it, else the newest released one."""
    released = [e for e in api.editions if e.first_release and release_key(e.first_release)]
    if master is not None:
        snapshots = sorted((e for e in api.editions if e.first_release is None and e.name <= master),
                           key=lambda e: e.name)
        if snapshots:
            return snapshots[-1]
        fit = released
    else:
        fit = [e for e in released if release_key(e.first_release) <= release]
    return max(fit, key=lambda e: release_key(e.first_release)) if fit else None


def _profiles(models):
    suite = models.suite
    apis = [m.api for m in models.apis]
    model_of = {m.info.name: m for m in models.apis}
    rows = []
    # seabi releases
    versions = sorted({v for a in apis for v in a.versions if v >= suite.since(a)})
    for v in versions:
        modules = {}
        for a in apis:
            at = [x for x in a.versions if x <= v]
            modules[a.info.name] = _version_module(model_of[a.info.name], at[-1]) if v >= suite.since(a) and at else None
        owner = next(a for a in apis if v in a.versions)
        rows.append({"name": str(v), "lineage": SEABI, "kind": "version", "modules": modules, "tf_version": "",
                     "loader": loader_rows.of_seabi(suite.release_data),
                     "summary": _c_string(f"seabi {v} core: " + _first_sentence(owner.release(v).summary))})
    # TensorFlow releases, then master-only snapshots: the suite's releases
    # (schema/seabi.yaml), else each release where a layout changed.
    data = suite.release_data
    listed = [r for r in data.releases if r.kind in ("release", "master")]
    if listed:
        keys = [(r.release, None) if r.kind == "release" else (None, r.core) for r in listed]
    else:
        releases = sorted({k for a in apis for e in a.editions if e.first_release
                           for k in [release_key(e.first_release)] if k is not None})
        masters = sorted({e.name for a in apis for e in a.editions if e.first_release is None})
        keys = [(r, None) for r in releases] + [(None, m) for m in masters]
    for key in keys:
        release, master = key
        modules, owner = {}, None
        for a in apis:
            e = _edition_at(a, release, master)
            if e is None:
                modules[a.info.name] = None
                continue
            m = model_of[a.info.name]
            modules[a.info.name] = _layout_module(m, e, "edition", TENSORFLOW, m.edition_lists[e.name])
            starts = (master is None and e.first_release is not None
                      and release_key(e.first_release) == release) or (master is not None and e.name == master)
            if owner is None and starts:
                owner = e
        name = master or f"tensorflow-{release[0]}.{release[1]}"
        facts = data.of_core(name)
        # What TF_Version() returns in that core: the release's first, or (a master snapshot) no release.
        tf_version = facts.tf_version if facts else \
            f"{release[0]}.{release[1]}.0" if master is None else f"{master}-dev"
        rows.append({"name": name, "lineage": TENSORFLOW, "kind": "edition", "modules": modules,
                     "tf_version": tf_version, "loader": loader_rows.of_release(data, facts),
                     "summary": _c_string(_release_summary(release, owner, modules))})
    # in-between layouts: their own API's module only
    for a in apis:
        for b in a.in_between:
            modules = {x.info.name: None for x in apis}
            m = model_of[a.info.name]
            modules[a.info.name] = _layout_module(m, b, "in-between", b.lineage, m.in_between_lists[b.name])
            facts = data.of_core(b.name)
            rows.append({"name": b.name, "lineage": b.lineage, "kind": "in-between", "modules": modules,
                         "tf_version": facts.tf_version if facts else "",
                         "loader": loader_rows.of_release(data, facts) if facts else loader_rows.of_seabi(data),
                         "summary": _c_string(f"in-between core ({b.confidence}): " + _first_sentence(b.doc))})
    rows += [_newer(models, row) for row in _lineage_newest(rows)]
    return rows


def _release_summary(release, owner, modules):
    """A TensorFlow core's one line: the layout change it starts, or (a
    release that changed no layout) whose layouts it has."""
    if owner is not None:
        return (f"TensorFlow {owner.first_release or 'master'} core ({owner.confidence}): "
                + _first_sentence(owner.doc))
    layouts = ", ".join(f"{api} {m['label']}" for api, m in modules.items() if m is not None)
    return (f"TensorFlow {release[0]}.{release[1]} core: no layout changed in this release; "
            f"each module has the newest edition up to it ({layouts}).")


def _lineage_newest(rows):
    """Each lineage's newest version or edition row (rows come oldest first)."""
    newest = {}
    for p in rows:
        if p["kind"] in ("version", "edition"):
            newest[p["lineage"]] = p
    return list(newest.values())


def _appended(model, struct, base):
    """({abi: count}, last member) for a core newer than `base` (a Known):
    on each ABI, the smallest number of members of the last member's type
    it appends after `base` so that its size is one no known layout has (a
    newer core that obeys rule ambiguous-size, as the schema's own versions
    do; TensorFlow's need not, see docs/handshake.md)."""
    last = base.fields[-1].name
    counts = {}
    for a in ABIS:
        taken = {k.size(a) for k in model.known[struct.name]}
        width = base.lay[a].slot(last).size
        counts[a] = next(c for c in range(1, 64) if base.size(a) + c * width not in taken)
    return counts, last


def _newer_module(model, module):
    """The module of a core newer than this header whose layout extends `module`'s."""
    if module is None:
        return None
    sizes = []
    for s, size in zip(_sized(model.api), module["sizes"]):
        base = model.known_of(s.name, module["label"])
        if base is None or size == "0":
            sizes.append("0")
            continue
        counts, last = _appended(model, s, base)
        count = str(counts["lp64"]) if len(set(counts.values())) == 1 else \
            f"(sizeof(void *) == 8 ? {counts['lp64']} : {counts['ilp32']})"
        sizes.append(f"{size} + {count} * sizeof((({s.name} *)0)->{last})")
    reports = module["reports"]
    if module["lineage"] == SEABI:
        reports = Version(reports.major, reports.minor + 1, 0)
    label = f"{module['lineage']}-next"
    return dict(module, kind="newer", label=label, reports=reports, sizes=sizes,
                layout_id=model.layout_constants[label] if model.varying else "0")


def _newer(models, row):
    """A core newer than this header of row's lineage: every module of row's
    core, each struct followed by members this header does not know; a seabi
    one reports each API's next minor version."""
    modules = {m.info.name: _newer_module(m, row["modules"][m.info.name]) for m in models.apis}
    lineage = row["lineage"]
    tf_version = ""
    if lineage == TENSORFLOW and row["tf_version"][:1].isdigit():
        major, minor = row["tf_version"].split(".")[:2]
        tf_version = f"{major}.{int(minor) + 1}.0"  # a release after the newest known
    return dict(row, name=f"{lineage}-next", kind="newer", modules=modules, tf_version=tf_version,
                summary=_c_string(f"a {lineage} core newer than this header: {row['name']}'s layouts, each "
                                  "struct followed by members this header does not know (seabi cores refuse "
                                  "plugins that do not settle)"))


def _filled_by(struct):
    """Who fills the struct's members, struct_size aside: "core", "plugin",
    or "both" when members differ (SE_PlatformRegistrationParams: the core
    fills the versions and pointers, the plugin the destroy callbacks)."""
    sides = {f.filled_by for f in struct.fields if f.name != "struct_size"}
    return sides.pop() if len(sides) == 1 else "both"


ABSENT = {"label": None, "kind": None, "reports": Version(0, 0, 0), "sizes": [], "not_validated": [],
          "flags": {}, "signatures": [], "layout_id": "0", "validated_extra": []}


def context(models):
    first = models.first.api
    rows = _profiles(models)
    # The function surface each core exports (exports.py): data, beside the layouts.
    export_sets = exports.attach(models.suite.surface, rows)
    apis = []
    for m in models.apis:
        a = m.api
        varying = m.varying
        apis.append({"name": a.info.name, "ident": a.info.name.upper(), "title": a.info.title,
                     "header": a.info.header, "prefix": a.info.prefix,
                     "entry": a.entry_points[0].name if a.entry_points else "",
                     "pre_release": [n for e in a.entry_points for n in e.pre_release_names],
                     "structs": [s.name for s in _sized(a)], "filled_by": [_filled_by(s) for s in _sized(a)],
                     "signatures": [f"{s}.{m}" for s, m in varying],
                     "signature_idents": [f"{s}_{m}" for s, m in varying],
                     "flags": [f.name for f in a.info.core_flags]})
    for r in rows:
        r["module_list"] = [dict(r["modules"][a.info.name] or ABSENT, present=r["modules"][a.info.name] is not None)
                            for a in [m.api for m in models.apis]]
        legacy = r["modules"][first.info.name] or ABSENT
        r["reports"] = legacy["reports"]
        r["sizes"] = legacy["sizes"] or ["0"] * len(_sized(first))
        r["not_validated"] = legacy["not_validated"]
        r["flags"] = [int(legacy["flags"].get(f.name, f.default)) for f in first.info.core_flags]
        absent = {m.api.entry_points[0].name for m in models.apis
                  if m.api.entry_points and r["modules"][m.api.info.name] is None}
        r["loader"] = loader_rows.for_modules(r.get("loader") or loader_rows.default(), absent)
    # A profile whose every fact the host reads equals an earlier one's
    # (TensorFlow releases that changed no layout, rule or loader) names
    # that one: SEABI_CORE_SET=distinct runs only the first of each.
    seen = {}
    for r in rows:
        r["same_as"] = seen.setdefault(_identity(r), r["name"])
        if r["same_as"] == r["name"]:
            r["same_as"] = ""
    # Every member some core requires beyond this header's validators, once:
    # the host probes each through this header's accessors.
    extra = sorted({x for r in rows for m in r["module_list"] for x in m.get("validated_extra", [])})
    probes = [{"name": x, "struct": x.split(".")[0], "member": x.split(".")[1]} for x in extra]
    return {"banner": banner(suite_source(models.suite)), "structs": [s.name for s in _sized(first)], "profiles": rows,
            "probes": probes,
            "filled_by": [_filled_by(s) for s in _sized(first)], "apis": apis,
            "flags": [f.name for f in first.info.core_flags],
            "headers": [m.info.header for m in models.apis],
            "surface": exports.template_context(models.suite.surface, export_sets)}


def _identity(row):
    """Everything the host reads from a profile row but its name, summary
    and TF_Version string: a core's behaviour, its export set included
    (exports_id, once rows carry one: a release that exports other
    functions is never "the same")."""
    modules = tuple((m["present"], m["label"], str(m["reports"]), tuple(m["sizes"]), tuple(m["not_validated"]),
                     tuple(m["signatures"]), m["layout_id"], tuple(m["validated_extra"]))
                    for m in row["module_list"])
    loader = row["loader"] and (row["loader"]["name"], tuple(tuple(sorted(s.items())) for s in row["loader"]["steps"]))
    return (row["lineage"], row["kind"], str(row["reports"]), tuple(row["flags"]), tuple(row["sizes"]),
            tuple(row["not_validated"]), modules, loader, row.get("exports_id"))


def host_profiles_h(models, ctx):
    return render.render("host_profiles.h.j2", **context(models))
