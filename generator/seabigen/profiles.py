"""examples/host/host_profiles.h: every known core as data for the reference host.

A core profile is what a core of one version, TensorFlow edition or
in-between layout does differently, plus one core per lineage newer than
this header (its newest layout followed by members it does not know): the
struct_size it gives each struct (the header's size macros, so the
compiler computes them), the version it reports, whether it calls
create_timer_fns, and which members the schema marks required that it does
not validate. The host has one code path and reads this table; nothing here
is per release code.
"""
from . import editions, in_between, layouts, render
from .docs import BANNER
from .layouts import SEABI, TENSORFLOW, label_ident
from .model import Version
from .names import version_size_macro


def _first_sentence(text):
    text = " ".join(str(text).split())
    end = text.find(". ")
    return text if end < 0 else text[:end + 1]


def _c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def context(api):
    structs = [s for s in api.structs if s.size_macro]
    profiles = []
    for r in api.releases:
        sizes = [version_size_macro(s.size_macro, r.version) if s.since <= r.version else "0" for s in structs]
        skipped = [f"{s.name}.{f.name}" for s in structs for f in s.fields
                   if f.required and f.since <= r.version and f.deprecated is not None
                   and f.deprecated.since <= r.version]
        profiles.append({"name": str(r.version), "lineage": SEABI, "kind": "version", "reports": r.version,
                         "summary": _c_string(f"seabi {r.version} core: " + _first_sentence(r.summary)),
                         "calls_timers": 1, "sizes": sizes, "not_validated": skipped})
    present = {s.name for s in structs}
    for e in api.editions:
        have = editions.members(api, e)
        suffix = label_ident(e.name).upper()
        sizes = [f"{s.size_macro}_{suffix}" if s.name in have else "0" for s in structs]
        profiles.append({"name": e.name, "lineage": TENSORFLOW, "kind": "edition", "reports": e.reports,
                         "summary": _c_string(f"TensorFlow {e.first_release or 'master'} core ({e.confidence}): "
                                              + _first_sentence(e.doc)),
                         "calls_timers": int(e.calls_create_timer_fns), "sizes": sizes,
                         "not_validated": [m for m in e.not_validated if m.split(".")[0] in present]})
    for b in api.in_between:
        have = in_between.members(api, b)
        suffix = label_ident(b.name).upper()
        sizes = [f"{s.size_macro}_{suffix}" if s.name in have else "0" for s in structs]
        profiles.append({"name": b.name, "lineage": b.lineage, "kind": "in-between", "reports": b.reports,
                         "summary": _c_string(f"in-between core ({b.confidence}): " + _first_sentence(b.doc)),
                         "calls_timers": int(b.calls_create_timer_fns), "sizes": sizes,
                         "not_validated": [m for m in b.not_validated if m.split(".")[0] in present]})
    profiles += [_newer(api, structs, row) for row in _lineage_newest(profiles)]
    return {"banner": BANNER, "structs": [s.name for s in structs], "profiles": profiles,
            "filled_by": [_filled_by(s) for s in structs],
            "lineage_prefix": api.info.prefix}


def _filled_by(struct):
    """Who fills the struct's members, struct_size aside: "core", "plugin",
    or "both" when members differ (SE_PlatformRegistrationParams: the core
    fills the versions and pointers, the plugin the destroy callbacks)."""
    sides = {f.filled_by for f in struct.fields if f.name != "struct_size"}
    return sides.pop() if len(sides) == 1 else "both"


def _lineage_newest(profiles):
    """Each lineage's newest version or edition row (rows come oldest first)."""
    newest = {}
    for p in profiles:
        if p["kind"] in ("version", "edition"):
            newest[p["lineage"]] = p
    return list(newest.values())


def _appended(api, struct, base):
    """({abi: count}, last member) for a core newer than `base` (a Known):
    on each ABI, the smallest number of members of the last member's type
    it appends after `base` so that its size is one no known layout has (a
    newer core that obeys rule ambiguous-size, as the schema's own versions
    do; TensorFlow's need not, see docs/handshake.md)."""
    last = base.fields[-1].name
    counts = {}
    for a in layouts.ABIS:
        taken = {k.size(a) for k in layouts.known(api, struct.name)}
        width = base.lay[a].slot(last).size
        counts[a] = next(c for c in range(1, 64) if base.size(a) + c * width not in taken)
    return counts, last


def _newer(api, structs, row):
    """A core newer than this header of row's lineage: every struct of row's
    layout followed by members this header does not know; a seabi one
    reports the next minor version."""
    label = row["name"]
    sizes = []
    for s, size in zip(structs, row["sizes"]):
        base = next((k for k in layouts.known(api, s.name) if label in k.labels), None)
        if base is None or size == "0":
            sizes.append("0")
            continue
        counts, last = _appended(api, s, base)
        count = str(counts["lp64"]) if len(set(counts.values())) == 1 else \
            f"(sizeof(void *) == 8 ? {counts['lp64']} : {counts['ilp32']})"
        sizes.append(f"{size} + {count} * sizeof((({s.name} *)0)->{last})")
    reports = row["reports"]
    if row["lineage"] == SEABI:
        reports = Version(reports.major, reports.minor + 1, 0)
    name = f"{row['lineage']}-next"
    return dict(row, name=name, kind="newer", reports=reports, sizes=sizes,
                summary=_c_string(f"a {row['lineage']} core newer than this header: {label}'s layouts, each "
                                  "struct followed by members this header does not know (seabi cores refuse "
                                  "plugins that do not settle)"))


def host_profiles_h(api, ctx):
    return render.render("host_profiles.h.j2", **context(api))
