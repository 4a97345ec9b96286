"""What each core's own validators require that this header's do not.

The host validates every core's structs with the newest header's
validators (examples/host/host_validate.c) and corrects them per profile:
`not_validated` lists what the newest header checks and the core does not;
this module lists the converse, the members the core's own rules require
that the newest header no longer checks (a member deprecated since, such as
the timer callbacks from 0.3.0 on, which a 0.2.0 core and TensorFlow's
cores before 2.14 still refuse a plugin without). So each profile validates
by the rules of the header at its version or edition, never the newest's.
"""
from . import editions
from .model import Version
from .resolved import present


def _in_force(f, version):
    d = f.deprecated
    return d is None or d.since is None or d.since > version


def newest_checked(api):
    """{"Struct.member"} the newest header's validators require (required,
    present and not deprecated at the newest version)."""
    v = api.newest
    return {f"{s.name}.{f.name}" for s in api.structs if present(s, v)
            for f in s.fields if f.required and present(f, v) and _in_force(f, v)}


def version_requires(api, version):
    """{"Struct.member"} the validators of the header at `version` require."""
    return {f"{s.name}.{f.name}" for s in api.structs if present(s, version)
            for f in s.fields if f.required and present(f, version) and _in_force(f, version)}


def layout_requires(api, layout):
    """{"Struct.member"} a core with an edition's or in-between layout
    validates: the schema's required members it lays out, less its
    not_validated (TensorFlow's headers carry no deprecation)."""
    skipped = set(layout.not_validated)
    by_name = editions.by_name(api)
    # An in-between layout is its base (a version or an edition) cut short.
    edition = by_name.get(layout.name) or by_name.get(getattr(layout, "base", None))
    if edition is not None:
        lists = editions.members(api, edition)
        return {f"{sname}.{f.name}" for sname, fields in lists.items() for f in fields
                if f.required and f"{sname}.{f.name}" not in skipped}
    # A version's layout cut short: that core's header has no deprecations
    # (RFC 257's text), so every required member it has is checked.
    base = Version.parse(layout.base)
    return {f"{s.name}.{f.name}" for s in api.structs if present(s, base) for f in s.fields
            if f.required and present(f, base) and f"{s.name}.{f.name}" not in skipped}


def extra(api, requires):
    """The members of `requires` the newest header does not check, in schema order."""
    checked = newest_checked(api)
    order = [f"{s.name}.{f.name}" for s in api.structs for f in s.fields]
    return [m for m in order if m in requires and m not in checked]
