"""Each core profile's loader rules as host_profiles.h renders them
(host_profile_data.loader): the entry points the core looks up in its init order, which
of them it refuses a plugin without, and what a failing one does. The data
is schema/seabi.yaml's (releases.py reads it); a profile names its loader
and the confidence of that fact."""
from .releases import ENTRY_POINTS, Loader, Step


def _c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _row(loader, confidence, note):
    return {"name": loader.name, "confidence": confidence, "loader_confidence": loader.confidence,
            "doc_c": _c_string(loader.doc), "note_c": _c_string(note),
            "steps": [{"entry": s.entry, "mandatory": int(s.mandatory), "unless": s.unless,
                       "logged": int(s.failing == "logged"), "missing": s.missing, "failing": s.failing}
                      for s in loader.steps]}


def of_release(data, release):
    """The loader row of a TensorFlow core listed in the suite's releases
    (None when the suite lists none)."""
    if release is None:
        return None
    return _row(data.loader(release.loader), release.confidence.get("loader", "not established"), release.note)


def of_seabi(data):
    """The loader row of seabi's own cores (None when the suite names none)."""
    loader = data.loader(data.seabi_loader)
    return _row(loader, "confirmed", "") if loader is not None else None


def default():
    """The loader of a suite that names none (schemas given one by one):
    every entry point optional, in TensorFlow's newest order, the first
    failure stopping the rest."""
    steps = [Step(e, "absent", "stops") for e in ENTRY_POINTS]
    return _row(Loader("every-module-optional", "confirmed", "Every module optional, TensorFlow's newest order.",
                       steps), "not established", "the suite names no loaders")


def for_modules(row, absent_entries):
    """`row` without the steps of modules the core does not have (a seabi
    core before the graph and profiler modules never looks them up)."""
    if row is None:
        return None
    return dict(row, steps=[s for s in row["steps"] if s["entry"] not in absent_entries])
