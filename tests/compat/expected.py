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


# ---------------------------------------------------------------------------
# Cores of TensorFlow editions (compat_core_edition.c.j2). A plugin's build is
# a seabi version (settles, fills through setters) or an edition (raw).


def _edition_fields(members, filler):
    return [f for f in members if f.name != "struct_size" and ("plugin" if f.filled_by == "plugin" else "core") == filler]


def _build_lists(api, label):
    """{struct name: [Field]} the plugin's build knows, for a version or an edition label."""
    from seabigen import editions
    by = editions.by_name(api)
    if label in by:
        return editions.members(api, by[label])
    version = next(v for v in api.versions if str(v) == label)
    return {s.name: [f for f in s.fields if _present(f, version)] for s in api.structs if _present(s, version)}


def _refuses(api, struct, core_size_by_abi, fields, raw):
    """A seabi build refuses a struct it fills something in when S_settle finds no layout it can fill."""
    from seabigen import layouts
    if raw or not any(f.filled_by == "plugin" for f in fields):
        return False
    return any(layouts.settle_target(api, struct.name, core_size_by_abi[a], [f.name for f in fields], a) is None
               for a in layouts.ABIS)


def edition_pair_checks(api, core_edition, label):
    """Checks an edition core runs against a plugin built as `label` (version or edition)."""
    from seabigen import editions, layouts
    core = editions.members(api, core_edition)
    build = _build_lists(api, label)
    raw = label in editions.by_name(api)

    def size(sname):
        k = next(k for k in layouts.known(api, sname) if core_edition.name in k.labels)
        return {a: k.size(a) for a in layouts.ABIS}

    def refused(sname):
        return sname in build and _refuses(api, api.struct(sname), size(sname), build[sname], raw)

    entry = api.struct(api.entry_points[0].signature.params[0].type.base)
    targets = [f.ctype.base for f in core[entry.name] if not f.is_callback and f.ctype.is_pointer
               and f.filled_by == "core" and api.struct(f.ctype.base) is not None]
    n = 1  # the plugin exports SE_InitPlugin
    if any(refused(s) for s in [entry.name] + targets):
        n += 2  # refused with TF_FAILED_PRECONDITION, writing nothing
    else:
        n += 1 + 2 + len(_edition_fields(core[entry.name], "plugin"))
        for t in targets:
            n += 2 + len(_edition_fields(core[t], "core")) + len(_edition_fields(core[t], "plugin"))
    for s in api.structs:
        if s.name not in core:
            continue
        if s.name not in build:
            n += 1  # the build has no exchange for it
            continue
        n += len(_edition_fields(build[s.name], "core"))  # plugin side: every core member it knows
        if refused(s.name):
            n += 1  # the struct is left byte for byte as the core wrote it
        else:
            n += 2 + len(_edition_fields(core[s.name], "core")) + len(_edition_fields(core[s.name], "plugin"))
    return n
