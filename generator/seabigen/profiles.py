"""examples/host/host_profiles.h: every known core as data for the reference host.

A core profile is what a core of one version or TensorFlow edition does
differently: the struct_size it gives each struct (the header's size macros,
so the compiler computes them), the version it reports, whether it calls
create_timer_fns, and which members the schema marks required that it does
not validate. The host has one code path and reads this table; nothing here
is per release code.
"""
from . import editions, render
from .docs import BANNER
from .layouts import SEABI, TENSORFLOW, label_ident
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
        profiles.append({"name": str(r.version), "lineage": SEABI, "reports": r.version,
                         "summary": _c_string(f"seabi {r.version} core: " + _first_sentence(r.summary)),
                         "calls_timers": 1, "sizes": sizes, "not_validated": skipped})
    for e in api.editions:
        present = {s.name for s in structs}
        have = editions.members(api, e)
        suffix = label_ident(e.name).upper()
        sizes = [f"{s.size_macro}_{suffix}" if s.name in have else "0" for s in structs]
        profiles.append({"name": e.name, "lineage": TENSORFLOW, "reports": e.reports,
                         "summary": _c_string(f"TensorFlow {e.first_release or 'master'} core ({e.confidence}): "
                                              + _first_sentence(e.doc)),
                         "calls_timers": int(e.calls_create_timer_fns), "sizes": sizes,
                         "not_validated": [m for m in e.not_validated if m.split(".")[0] in present]})
    return {"banner": BANNER, "structs": [s.name for s in structs], "profiles": profiles,
            "lineage_prefix": api.info.prefix}


def host_profiles_h(api, ctx):
    return render.render("host_profiles.h.j2", **context(api))
