"""Which checks a raw TensorFlow plugin fails in another edition's core, and why.

A raw plugin (tests/compat: compat_plugin_raw.c.j2) is written the way
TensorFlow plugins are: it writes every member it knows with `->` at its own
edition's offsets and sets struct_size to its own macro in the SP_ structs
it fills; an edition core (compat_core_edition.c.j2) zeroes each struct at
exactly its own size, then reads with `->` at its own offsets. Replaying
those byte writes and reads over the two layouts the schema records
(layouts.known, both ABIs) gives the exact set of failing checks, keyed
"Struct.member", "Struct.struct_size" or "Struct:past" (bytes past the
core's allocation), with no hard-coded list.

Each struct with a predicted failure must then be explained by the schema:
an acknowledged break (evolution.edition_breaks) of an edition between the
two, or members appended on that path (a raw plugin ignores the core's
struct_size, so a newer one writes them past an older core's allocation;
not a break). A prediction nothing explains is reported as a finding
against the schema (`unexplained`).
"""
from seabigen import compat, editions, evolution, layouts

ABIS = layouts.ABIS


def _known_of(api, struct_name, label):
    """The known layout (layouts.py) of `struct_name` that `label` has."""
    return next(k for k in layouts.known(api, struct_name) if label in k.labels)


def _slot(known, member, abi):
    s = known.lay[abi].slot(member)
    return None if s is None else (s.offset, s.size)


def _is_fn_or_string(api, f):
    return f.is_callback or (f.ctype.is_pointer and f.ctype.base == "char")


class StructPrediction:
    """Failing checks of one struct in one ABI: {key: why}; `crash`: a
    failing slot the core calls or dereferences (a callback or string slot
    holding another member's value), where the run may die instead."""
    def __init__(self, name):
        self.name = name
        self.failures = {}
        self.crash = False


def struct_failures(api, plugin_edition, core_edition, struct, abi):
    """StructPrediction for `struct` (schema Struct) in one ABI."""
    out = StructPrediction(struct.name)
    mine = editions.members(api, plugin_edition).get(struct.name)
    theirs = editions.members(api, core_edition).get(struct.name)
    if mine is None or theirs is None:
        return out  # no exchange: the core only checks the plugin has none
    kp = _known_of(api, struct.name, plugin_edition.name)
    kc = _known_of(api, struct.name, core_edition.name)
    size_p, size_c = kp.size(abi), kc.size(abi)
    p_label, c_label = plugin_edition.name, core_edition.name
    plugin_members = [f for f in mine if f.filled_by == "plugin"]
    writes = [(*_slot(kp, f.name, abi), f) for f in plugin_members]
    if compat.raw_sets_size(struct, plugin_members) and size_p > size_c:
        out.failures[f"{struct.name}.struct_size"] = (
            f"the {p_label} plugin sets struct_size {size_p} > the core's {size_c}")
    past = [f.name for off, size, f in writes if off + size > size_c]
    if past:
        out.failures[f"{struct.name}:past"] = (
            f"the {p_label} plugin writes {', '.join(past)} past the core's {size_c} bytes")
    mine_names = {f.name for f in mine}
    # The core's reads, after the plugin wrote.
    for f in theirs:
        if f.name == "struct_size":
            continue
        off, size = _slot(kc, f.name, abi)
        over = [(o, z, w) for o, z, w in writes if o < off + size and off < o + z]
        key = f"{struct.name}.{f.name}"
        if f.filled_by != "plugin":
            if over:
                out.failures[key] = f"core's {f.name} at {off} overwritten by the plugin's {over[0][2].name}"
            continue
        knows = f.name in mine_names
        if not over:
            if knows:
                out.failures[key] = (f"{f.name} moved: the plugin writes it at {_slot(kp, f.name, abi)[0]}, "
                                     f"the core reads {off}, which the plugin leaves 0")
        elif len(over) == 1 and over[0][:2] == (off, size) and over[0][2].name == f.name:
            pass
        else:
            held = " and ".join(w.name for _, _, w in over)
            out.failures[key] = (f"the core reads {f.name} at {off}, where the plugin wrote {held}"
                                 + (f" ({f.name} moved from {_slot(kp, f.name, abi)[0]})" if knows else ""))
            # The core calls a callback slot and reads a string slot it expects a value in: another
            # plugin callback there is called harmlessly (0/NULL arguments), anything else may crash.
            exact = len(over) == 1 and over[0][:2] == (off, size)
            if knows and _is_fn_or_string(api, f) and not (exact and f.is_callback and over[0][2].is_callback):
                out.crash = True
    # The plugin's reads of the core's members, before it writes.
    core_writes = [(*_slot(kc, f.name, abi), f) for f in theirs if f.filled_by == "core"]
    for f in mine:
        if f.filled_by != "core":
            continue
        off, size = _slot(kp, f.name, abi)
        key = f"{struct.name}.{f.name}"
        if off + size > size_c:
            out.failures[key] = f"the plugin reads {f.name} at {off}, past the core's {size_c} bytes"
            out.crash = out.crash or _is_fn_or_string(api, f)
            continue
        match = [w for o, z, w in core_writes if (o, z) == (off, size)]
        if not match or match[0].name != f.name:
            out.failures[key] = (f"the plugin reads {f.name} at {off}, where the core has "
                                 + (match[0].name if match else "no member of that size"))
            out.crash = out.crash or _is_fn_or_string(api, f)
    return out


# ---------------------------------------------------------------------------


def path_between(api, a, b):
    """Editions on the way from one edition's layout to the other's (either direction)."""
    ca = {e.name for e in editions.chain(api, a)}
    cb = {e.name for e in editions.chain(api, b)}
    return [e for e in api.editions if e.name in ca ^ cb]


def _appended(api, struct_name, path):
    """(edition, [members]) appended to the struct on the path, where its layout only grew."""
    out = []
    for e in path:
        before = editions.record(api, e.after)
        k_new = _known_of(api, struct_name, e.name)
        old = next((s for s in before["structs"] if s["name"] == struct_name), None)
        if old is None:
            continue
        k_old = _known_of(api, struct_name, e.after)
        if k_new is not k_old and k_new.extends(k_old):
            out.append((e.name, k_new.names()[len(k_old.names()):]))
    return out


class PairPrediction:
    """Everything expected of a raw plugin of one edition in another edition's core."""
    def __init__(self, plugin_edition, core_edition):
        self.plugin, self.core = plugin_edition, core_edition
        self.by_abi = {}  # abi -> {struct: StructPrediction} (only structs with failures)
        self.explained = {}  # struct -> [why]
        self.unexplained = []  # structs with failures no schema fact explains
        self.quiet_breaks = []  # acknowledged breaks on the path that move nothing a raw plugin touches

    def keys(self, abi):
        return {k for sp in self.by_abi[abi].values() for k in sp.failures}

    def crash_structs(self, abi):
        return {name for name, sp in self.by_abi[abi].items() if sp.crash}

    def failing_structs(self, abi):
        return set(self.by_abi[abi])

    def lines(self):
        """The derived expectations, one line each, for the run's output."""
        who = f"raw {self.plugin.name} plugin in {self.core.name} core"
        if not any(self.by_abi.values()):
            quiet = ""
            if self.quiet_breaks:
                quiet = (f" (acknowledged on the way and moving nothing it writes or reads: "
                         f"{_summarise(self.quiet_breaks)})")
            return [f"{who}: expected to pass{quiet}"]
        out = []
        for struct in sorted({s for sps in self.by_abi.values() for s in sps}):
            per_abi = {abi: self.by_abi[abi].get(struct) for abi in self.by_abi}
            lp = per_abi.get("lp64") or next(sp for sp in per_abi.values() if sp)
            keys = sorted(lp.failures)
            differs = [abi for abi, sp in per_abi.items() if (sorted(sp.failures) if sp else []) != keys]
            why = "; ".join(self.explained.get(struct, ["NOT EXPLAINED BY THE SCHEMA"]))
            detail = "; ".join(lp.failures[k] for k in keys)
            out.append(f"{who}: expected failure: {', '.join(keys)}: {detail} [{why}]"
                       + (f" (other keys on {', '.join(differs)})" if differs else ""))
        return out


def _summarise(breaks):
    groups = {}
    for e, rule, member, _message, _note in breaks:
        groups.setdefault((rule, e.name), []).append(member)
    return ", ".join(f"{rule} of {len(m)} member{'s' if len(m) > 1 else ''} in {e}"
                     if len(m) > 1 else f"{rule} {m[0]} in {e}" for (rule, e), m in groups.items())


def pair(api, plugin_edition, core_edition):
    """PairPrediction for a raw plugin of `plugin_edition` in `core_edition`'s core."""
    out = PairPrediction(plugin_edition, core_edition)
    path = path_between(api, plugin_edition, core_edition)
    names = {e.name for e in path}
    breaks = [b for b in evolution.edition_breaks(api) if b[0].name in names]
    for abi in ABIS:
        out.by_abi[abi] = {}
        for s in api.structs:
            sp = struct_failures(api, plugin_edition, core_edition, s, abi)
            if sp.failures:
                out.by_abi[abi][s.name] = sp
    failing = {name for sps in out.by_abi.values() for name in sps}
    moving = [b for b in breaks if _moves(api, b[0], b[2].split(".")[0])]
    for name in sorted(failing):
        why = _group([b for b in moving if b[2].split(".")[0] == name])
        if not why:
            keys = {k for sps in out.by_abi.values() if name in sps for k in sps[name].failures}
            grown = _appended(api, name, path)
            # Appending only ever makes a newer raw plugin write (and claim) more than an older core has.
            if grown and keys <= {f"{name}:past", f"{name}.struct_size"}:
                why = [f"{', '.join(m)} appended in {e} (not a break: a raw plugin ignores the core's struct_size)"
                       for e, m in grown]
        if why:
            out.explained[name] = why
        else:
            out.unexplained.append(name)
    out.quiet_breaks = [b for b in breaks if b not in moving or b[2].split(".")[0] not in failing]
    return out


def _moves(api, edition, struct_name):
    """Whether the edition places some member of the struct differently from the layout it evolved from."""
    if struct_name not in editions.members(api, edition):
        return False
    k_new = _known_of(api, struct_name, edition.name)
    k_old = next((k for k in layouts.known(api, struct_name) if edition.after in k.labels), None)
    if k_old is None:
        return False
    common = set(k_new.names()) & set(k_old.names())
    return any(k_new.offset(m, a) != k_old.offset(m, a) for m in common for a in ABIS)


def _group(breaks):
    """'acknowledged in E: rule S.a, .b (note)' per (edition, rule, note)."""
    groups = {}
    for e, rule, member, _message, note in breaks:
        groups.setdefault((e.name, rule, note), []).append(member)
    out = []
    for (e, rule, note), members in groups.items():
        first, rest = members[0], [m.split(".", 1)[-1] for m in members[1:]]
        out.append(f"acknowledged in {e}: {rule} {', .'.join([first] + rest)}" + (f" ({note})" if note else ""))
    return out


def moving_breaks(api):
    """[(edition, struct name)] where an acknowledged break moves a member between two
    editions: the raw plugins of the two must be predicted to fail in each other's core."""
    by = editions.by_name(api)
    out = []
    for e, _rule, member, _message, _note in evolution.edition_breaks(api):
        sname = member.split(".")[0]
        if e.after in by and _moves(api, e, sname) and (e, sname) not in out:
            out.append((e, sname))
    return out
