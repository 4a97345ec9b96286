"""How many checks each run of the compat matrix must report, from the schema.

Deliberately written against the schema model only, without the generator's
compat module or templates: if the generated sources skipped a struct or a
member (or a whole direction), the count a run prints would no longer match
this one, and the matrix fails instead of passing on less work.
"""


def _present(item, version):
    return item.since <= version


def _fields(struct, version, filler):
    """Members (struct_size aside) present at `version` that `filler` writes."""
    out = []
    for f in struct.fields:
        if f.name == "struct_size" or not _present(f, version):
            continue
        writer = "plugin" if f.filled_by == "plugin" else "core"
        if writer == filler:
            out.append(f)
    return out


def init_structs(api, version):
    """The struct SE_InitPlugin takes, then the core-owned structs it points to."""
    entry = api.struct(api.entry_points[0].signature.params[0].type.base)
    targets = []
    for f in entry.fields:
        if f.is_callback or not _present(f, version) or f.filled_by != "core" or not f.ctype.is_pointer:
            continue
        target = api.struct(f.ctype.base)
        if target is not None:
            targets.append(target)
    return entry, targets


def pair_checks(api, core, plugin):
    """Checks a core of version `core` runs against a plugin of version `plugin`."""
    n = 1  # the plugin exports SE_InitPlugin
    n += 3  # another major: refused, with a message naming the major, writing nothing
    n += 1  # the same major: accepted
    entry, targets = init_structs(api, core)
    # After SE_InitPlugin: canary, struct_size, every plugin member; the
    # targets' core members too (the entry's carry real version numbers).
    n += 2 + len(_fields(entry, core, "plugin"))
    for t in targets:
        n += 2 + len(_fields(t, core, "plugin")) + len(_fields(t, core, "core"))
    for s in api.structs:
        if not _present(s, core):
            continue
        if not _present(s, plugin):
            n += 1  # the older plugin has no exchange for it
            continue
        # core side: canary, struct_size, its own members intact, the plugin's
        # members (value or default); plugin side: every core member it knows.
        n += 2 + len(_fields(s, core, "core")) + len(_fields(s, core, "plugin"))
        n += len(_fields(s, plugin, "core"))
    return n
