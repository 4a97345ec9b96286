"""Sources of the compatibility matrix, generated from the schema.

For every version V this renders, into a build directory (test-time output,
never committed: `make compat` regenerates it, see tests/compat/module.mk):
  V/se_api.h        the header V shipped (frozen at its release, shipped.py;
                    the version in development: today's)
  V/compat_core.c   a core built against V: dlopens a plugin, runs
                    SE_InitPlugin, and exchanges every struct it knows
  V/compat_plugin.c a plugin built against V: SE_InitPlugin plus one
                    compat_exchange_<Struct> entry per struct it knows; it
                    settles every struct it fills (S_settle_in), so it
                    works in the cores of both lineages
  V/abi_probe.c     a library exporting one function per struct, built with
                    -g for the libabigail oracle (tests/compat/oracle.py)
and for every TensorFlow edition E (schema `editions:`):
  E/se_api_tensorflow.h  E's drop-in header
  E/compat_core.c        a core as TensorFlow's of E behaves: structs zeroed
                         at exactly E's sizes, struct_size preset, members
                         read and written with `->`, version 0.0.1 reported;
                         it judges every plugin by a table of what that
                         plugin's build fills in E's layout (`expectation`)
  E/compat_plugin.c      a plugin written as TensorFlow plugins are: every
                         member filled with `->` at E's fixed offsets,
                         struct_size set to E's macros, no version check

Every value a side writes is distinctive per struct and member (a hash of
"Struct.member"), so a value that arrives in the wrong slot is caught; every
member only the newer side knows must read as the schema default.

Usage: python3 -m seabigen.compat --schema schema/se_api.yaml --out build/compat/gen
"""
import argparse
import hashlib
import os
import sys

from . import names, outputs, render, resolved, schema, shipped, checks
from .errors import SchemaErrors
from .resolved import ABIS
from .view import View


def _present(item, version):
    return item.since is not None and item.since <= version


def _deprecation(d, version):
    """The deprecation in force at `version`, or None."""
    return d if d is not None and d.since is not None and d.since <= version else None


def _hash(text):
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


def _kind(model, t):
    """How a value of C type `t` is made and compared."""
    if t.is_pointer:
        return "string" if t.base == "char" and len(t.stars) == 1 else "pointer"
    kind = model.kinds.get(t.base)
    if kind in ("handle", "callback"):
        return "pointer"
    if kind == "enum":
        return "enum"
    if t.base in ("float", "double"):
        return "float"
    return "int"


def _value(model, t, key, default=None):
    """A distinctive, non-default C expression of type `t` for `key`.

    Pointers get fake, never dereferenced addresses (strings are handled by
    the caller, which needs real text); integers a positive value that fits
    the signed type of the same size; enums a non-zero enumerator."""
    h = _hash(key)
    c = t.unqualified().c() if t.is_pointer else t.base
    kind = _kind(model, t)
    if kind in ("pointer", "string"):
        return f"({c})(uintptr_t)0x{(h & 0x7ffffffffff0) | 0x10:x}u"
    if kind == "enum":
        enum = next(e for e in model.api.enums if e.name == t.base)
        nonzero = [v.name for v in enum.values if v.value != 0]
        return nonzero[h % len(nonzero)]
    if kind == "float":
        return f"({c}){h % 100000}.5"
    size = model.value_sizes[t.base]["lp64"][0]
    v = h & ((1 << (8 * size - 1)) - 1) | 1  # positive, non-zero, fits the signed type too
    if default is not None and v == default:
        v ^= 2
    return f"({c})0x{v:x}u"


def _zero_arg(model, t):
    return "SE_NULL" if _kind(model, t) in ("pointer", "string") else "0"


class _Member:
    def __init__(self, model, view, struct, f, fv):
        self.name = f.name
        self.owner = struct.name
        self.since = f.since
        self.filler = "plugin" if f.filled_by == "plugin" else "core"
        self.is_callback = f.is_callback
        self.acc_type = fv.acc_type
        self.default = fv.default
        self.deprecated = _deprecation(f.deprecated, view.version) is not None
        retired = f.deprecated.retired if f.deprecated is not None else None
        # (major, minor, patch) from which producers leave it 0/NULL, or None
        self.retired = (retired.major, retired.minor, retired.patch) if retired else None
        self.points_to = None
        key = f"{struct.name}.{f.name}"
        self.id = _hash(key) & 0x7fffffffffffffff
        self.string = None
        if f.is_callback:
            sig = f.signature
            self.kind = "fn"
            self.returns = sig.returns.c()
            self.ret_void = sig.returns.c() == "void" and not sig.returns.is_pointer
            self.ret_kind = None if self.ret_void else _kind(model, sig.returns)
            self.ret_value = None if self.ret_void else _value(model, sig.returns, key + "#return")
            self.params = sig.c_params()
            self.args = ", ".join(_zero_arg(model, p.type) for p in sig.params)
            self.value = f"compat_stub_{struct.name}_{f.name}"
        else:
            self.kind = _kind(model, f.ctype)
            self.value = _value(model, f.ctype, key, f.default)
            if f.ctype.is_pointer and model.kinds.get(f.ctype.base) == "struct":
                self.points_to = f.ctype.base
            if self.kind == "string":
                self.string = f"compat_str_{struct.name}_{f.name}"
                self.value = self.string
                self.literal = key


class _Struct:
    def __init__(self, model, view, s, sv):
        api = model.api
        self.name = s.name
        self.since = s.since
        self.size_macro = s.size_macro
        fields = {fv.name: fv for fv in sv.fields}
        self.members = [_Member(model, view, s, f, fields[f.name]) for f in view.fields_at(s)
                        if f.name != "struct_size"]
        self.core_filled = [m for m in self.members if m.filler == "core"]
        self.plugin_filled = [m for m in self.members if m.filler == "plugin"]
        # A TensorFlow plugin sets struct_size in the SP_ structs it fills, never in the core's SE_ ones.
        self.raw_sets_size = raw_sets_size(s, self.plugin_filled)
        # Per plugin version: (version, the macro of the struct_size its settle
        # leaves in this core's struct, fills anything?). The handshake rule
        # (layouts.settle_target, in model.settled) decides; it is the core's own size when the
        # members the plugin does not declare may stay zero, else a smaller
        # version's.
        self.sizes = []
        core_sizes = _sizes_at(model, s, view.version)
        for r in view.releases:
            if _present(s, r.version):
                at = [f for f in s.fields if _present(f, r.version)]
                plugin = any(f.filled_by == "plugin" for f in at)
                self.sizes.append((r.version, _settled_macro(model, s, core_sizes, r.version, view.version), plugin))
        self.validator_params = [p for _, p in sv.context_params]
        # Editions whose layout of this struct has each core member: (1-based id in schema order, name).
        self.core_member_editions = {
            m.name: [(i, e.name) for i, e in enumerate(api.editions, 1)
                     if any(f.name == m.name for f in model.edition_lists[e.name].get(s.name, []))]
            for m in self.core_filled}

    def edition_condition(self, member, var):
        """C test of `var` (an edition id) for the editions whose core fills `member`."""
        ids = [i for i, _ in self.core_member_editions[member]]
        return "(" + " || ".join(f"{var} == {i}" for i in ids) + ")" if ids else "0"

    def edition_names(self, member):
        return ", ".join(name for _, name in self.core_member_editions[member])


def raw_sets_size(struct, plugin_filled):
    """Whether a plugin written the TensorFlow way sets struct_size in `struct`:
    in the plugin's own structs that it fills (RFC 257's sample and every
    public plugin do), never in the core's."""
    return struct.filled_by == "plugin" and bool(plugin_filled)


def _entry_structs(model, view):
    """The struct SE_InitPlugin takes, and the core-owned structs it points to."""
    api = model.api
    entry = api.entry_points[0]
    param = entry.signature.params[0].type.base
    out = [param]
    for f in view.fields_at(api.struct(param)):
        if not f.is_callback and f.ctype.is_pointer \
                and model.kinds.get(f.ctype.base) == "struct" and f.filled_by == "core":
            out.append(f.ctype.base)
    return out


def canary_bytes(model):
    """Canary after every struct a core allocates: at least the most any
    known layout of a struct outgrows another (both ABIs), so a plugin that
    fills a larger layout than the core's is caught by the canary check
    (a verdict naming the struct) instead of aborting under ASan."""
    grow = max((max(k.size(a) for k in ks) - min(k.size(a) for k in ks)
                for ks in model.known.values() if ks for a in ABIS),
               default=0)
    return max(16, (grow + 15) // 16 * 16)


def _common(model, view, schema_path):
    api = model.api
    structs = [_Struct(model, view, s, sv) for s, sv in
               zip([s for s in api.structs if view.has_struct(s)], view.structs)]
    by_name = {s.name: s for s in structs}
    entry = _entry_structs(model, view)
    return {
        "schema_path": schema_path, "canary": canary_bytes(model), "prefix": api.info.prefix,
        "structs": structs, "by_name": by_name, "entry": entry[0],
        "entry_targets": [(m.name, by_name[m.points_to]) for m in by_name[entry[0]].members
                          if m.points_to in entry[1:]],
        "init_structs": [by_name[n] for n in entry],
    }


def context(model, version, schema_path, view=None):
    view = view or View(model, version)
    return dict(_common(model, view, schema_path), version=version, label=str(version))


# ---------------------------------------------------------------------------
# TensorFlow editions


def plugin_labels(api):
    """Every build a plugin can come from: seabi versions, then editions (raw builds)."""
    return [str(v) for v in api.versions] + [e.name for e in api.editions]


def _retired_at(f, version):
    d = f.deprecated
    return d is not None and d.retired is not None and d.retired <= version


class Expectation:
    """What an edition core sees of one struct after a plugin of one build had it.

    mode: -1 the build has no such struct (no exchange), 0 the build cannot
    fill the core's layout and must refuse, writing nothing (S_settle_in
    returns 0), 1 exchanged. size: {abi: struct_size the plugin leaves}, or
    None for a raw build (it writes its own macro; the core only checks the
    value is set and not larger than its own). fills: per plugin member of
    the core's layout, whether the build writes it where the core reads it.
    """
    def __init__(self, mode, size=None, fills=()):
        self.mode, self.size, self.fills = mode, size, list(fills)

    def c_size(self, abi):
        return 0 if self.size is None else self.size[abi]


def expectation(model, edition, struct, label):
    """Expectation of `struct` (schema Struct) in `edition`'s core, for a
    plugin built as `label` (`model`: resolved with settlements)."""
    api = model.api
    core = model.edition_lists[edition.name][struct.name]
    core_plugin = [f.name for f in core if f.filled_by == "plugin"]
    if label in model.editions_by_name:  # a raw build: fills its own edition's members, wherever they are
        own = model.edition_lists[label].get(struct.name)
        if own is None:
            return Expectation(-1)
        names_ = {f.name for f in own}
        return Expectation(1, None, [n in names_ for n in core_plugin])
    version = next(v for v in api.versions if str(v) == label)
    if not _present(struct, version):
        return Expectation(-1)
    present = [f for f in struct.fields if _present(f, version)]
    if not any(f.filled_by == "plugin" for f in present):  # never settled: struct_size stays the core's
        k = model.known_of(struct.name, edition.name)
        return Expectation(1, {a: k.size(a) for a in ABIS}, [False] * len(core_plugin))
    core_known = model.known_of(struct.name, edition.name)
    settled = model.settled[(struct.name, edition.name, version)]
    sizes, placed = {}, None
    for a in ABIS:
        to = settled[a]
        if to is None:
            return Expectation(0)
        sizes[a] = to
        # What the core reads after settle: its own layout, cut at `to`.
        cut = [name for name, end in zip(core_known.names(), core_known.ends(a)) if end <= to]
        if placed is not None and cut != placed:
            raise ValueError(f"{struct.name}: settle cuts the core's layout differently on LP64 and ILP32 for {label}")
        placed = cut
    fills = {f.name for f in present if f.filled_by == "plugin" and not _retired_at(f, version)}
    return Expectation(1, sizes, [n in fills and n in placed for n in core_plugin])


def _sizes_at(model, s, version):
    k = model.known_of(s.name, str(version))
    return {a: k.size(a) for a in ABIS} if k else {}


def _settled_macro(model, s, core_sizes, plugin_version, core_version):
    """The size macro naming what a plugin of `plugin_version` leaves in a
    struct of core_sizes (the core of `core_version`), by the rule (same on
    every ABI)."""
    if not core_sizes:
        return s.size_macro
    want = model.settled[(s.name, str(core_version), plugin_version)]
    for r in reversed(model.api.releases):
        if r.version <= core_version and _sizes_at(model, s, r.version) == want:
            return s.size_macro if r.version == core_version else names.version_size_macro(s.size_macro, r.version)
    raise ValueError(f"{s.name}: settle leaves {want}, which no version's size macro names")


def edition_context(model, edition, schema_path, view=None):
    api = model.api
    view = view or View(model, api.newest, edition)
    ctx = _common(model, view, schema_path)
    labels = plugin_labels(api)
    for st in ctx["structs"]:
        s = api.struct(st.name)
        st.expect = [expectation(model, edition, s, label) for label in labels]
    init = ctx["init_structs"]
    return dict(ctx, edition=edition.name, edition_id=api.editions.index(edition) + 1, label=edition.name,
                version=edition.reports, labels=labels, raw_labels=[label in model.editions_by_name for label in labels],
                init_refused=[any(st.expect[i].mode == 0 for st in init) for i in range(len(labels))])


def render_version(model, version, schema_path, frozen=None):
    """{file name: text} for one version; `frozen`: the headers it shipped
    (shipped.py), which its core and plugin are then built from."""
    view = View(model, version)  # the costly step: the header and the sources share one
    ctx = context(model, version, schema_path, view)
    name = model.api.info.header
    headers = ({n: frozen[n] for n in (name, names.checks_name(name))} if frozen else
               outputs.header_texts(model, version, schema_path, f"make header AT={version}", view=view, name=name))
    return {
        **headers,
        "compat_core.c": render.render("compat_core.c.j2", **ctx),
        "compat_plugin.c": render.render("compat_plugin.c.j2", **ctx),
        "abi_probe.c": render.render("compat_probe.c.j2", **ctx),
    }


def render_edition(model, edition, schema_path):
    """{file name: text} for one TensorFlow edition."""
    view = View(model, model.api.newest, edition)
    ctx = edition_context(model, edition, schema_path, view)
    return {
        **outputs.header_texts(model, model.api.newest, schema_path, f"python3 -m seabigen header --at {edition.name}",
                               edition=edition, view=view, name="se_api_tensorflow.h"),
        "compat_core.c": render.render("compat_core_edition.c.j2", **ctx),
        "compat_plugin.c": render.render("compat_plugin_raw.c.j2", **ctx),
    }


def write(api, out_dir, schema_path, versions=None, with_editions=True, root=None):
    """Renders every version (or `versions`) and every edition into
    out_dir/<label>/; with `root` (the repository), a released version's
    header is the one frozen there: what its plugins and cores were built from."""
    written = []
    versions = list(versions or api.versions)
    eds = list(api.editions) if with_editions else []
    frozen = {v: shipped.load(root, api, v) for v in versions} if root else {}
    # A plugin built from a frozen header settles by what that header knew.
    knowledge = {v: shipped.as_released(api, v) for v, texts in frozen.items() if texts}
    model = resolved.resolve(api, [(v, None) for v in versions] + [(api.newest, e) for e in eds], settlements=True,
                             knowledge=knowledge)
    sets = [(str(v), render_version(model, v, schema_path, frozen.get(v))) for v in versions]
    sets += [(e.name, render_edition(model, e, schema_path)) for e in eds]
    for label, files in sets:
        for name, text in files.items():
            path = os.path.join(out_dir, label, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            old = None
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    old = f.read()
            if old != text:  # keep mtimes of unchanged files, so make rebuilds nothing
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                written.append(path)
    return written


def main(argv=None):
    p = argparse.ArgumentParser(prog="seabigen.compat", description=__doc__.split("\n")[0])
    p.add_argument("--schema", default="schema/se_api.yaml")
    p.add_argument("--out", required=True)
    p.add_argument("--versions", action="store_true", help="only print the schema's versions")
    args = p.parse_args(argv)
    try:
        api = schema.read(args.schema)
        checks.check(api)
    except SchemaErrors as e:
        print(e, file=sys.stderr)
        return 1
    if args.versions:
        print(" ".join(str(v) for v in api.versions))
        return 0
    write(api, args.out, args.schema)
    return 0


if __name__ == "__main__":
    sys.exit(main())
