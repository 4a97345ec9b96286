"""Sources of the compatibility matrix, generated from the schema.

For every version V this renders, into a build directory (test-time output,
never committed: `make compat` regenerates it, see tests/compat/module.mk):
  V/se_api.h        the header as it stood at V
  V/compat_core.c   a core built against V: dlopens a plugin, runs
                    SE_InitPlugin, and exchanges every struct it knows
  V/compat_plugin.c a plugin built against V: SE_InitPlugin plus one
                    compat_exchange_<Struct> entry per struct it knows
  V/abi_probe.c     a library exporting one function per struct, built with
                    -g for the libabigail oracle (tests/compat/oracle.py)

Every value a side writes is distinctive per struct and member (a hash of
"Struct.member"), so a value that arrives in the wrong slot is caught; every
member only the newer side knows must read as the schema default.

Usage: python3 -m seabigen.compat --schema schema/se_api.yaml --out build/compat/gen
"""
import argparse
import hashlib
import os
import sys

from . import layout, names, outputs, render, schema, checks
from .errors import SchemaErrors
from .view import View


def _present(item, version):
    return item.since is not None and item.since <= version


def _deprecation(d, version):
    """The deprecation in force at `version`, or None."""
    return d if d is not None and d.since is not None and d.since <= version else None


def _hash(text):
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


def _kind(api, t):
    """How a value of C type `t` is made and compared."""
    if t.is_pointer:
        return "string" if t.base == "char" and len(t.stars) == 1 else "pointer"
    kind = layout.resolve(api, t.base)
    if kind in ("handle", "callback"):
        return "pointer"
    if kind == "enum":
        return "enum"
    if t.base in ("float", "double"):
        return "float"
    return "int"


def _value(api, t, key, default=None):
    """A distinctive, non-default C expression of type `t` for `key`.

    Pointers get fake, never dereferenced addresses (strings are handled by
    the caller, which needs real text); integers a positive value that fits
    the signed type of the same size; enums a non-zero enumerator."""
    h = _hash(key)
    c = t.unqualified().c() if t.is_pointer else t.base
    kind = _kind(api, t)
    if kind in ("pointer", "string"):
        return f"({c})(uintptr_t)0x{(h & 0x7ffffffffff0) | 0x10:x}u"
    if kind == "enum":
        enum = next(e for e in api.enums if e.name == t.base)
        nonzero = [v.name for v in enum.values if v.value != 0]
        return nonzero[h % len(nonzero)]
    if kind == "float":
        return f"({c}){h % 100000}.5"
    size = layout.type_size_align(api, t, "lp64")[0]
    v = h & ((1 << (8 * size - 1)) - 1) | 1  # positive, non-zero, fits the signed type too
    if default is not None and v == default:
        v ^= 2
    return f"({c})0x{v:x}u"


def _zero_arg(api, t):
    return "SE_NULL" if _kind(api, t) in ("pointer", "string") else "0"


class _Member:
    def __init__(self, api, view, struct, f, fv):
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
            self.ret_kind = None if self.ret_void else _kind(api, sig.returns)
            self.ret_value = None if self.ret_void else _value(api, sig.returns, key + "#return")
            self.params = sig.c_params()
            self.args = ", ".join(_zero_arg(api, p.type) for p in sig.params)
            self.value = f"compat_stub_{struct.name}_{f.name}"
        else:
            self.kind = _kind(api, f.ctype)
            self.value = _value(api, f.ctype, key, f.default)
            if f.ctype.is_pointer and layout.resolve(api, f.ctype.base) == "struct":
                self.points_to = f.ctype.base
            if self.kind == "string":
                self.string = f"compat_str_{struct.name}_{f.name}"
                self.value = self.string
                self.literal = key


class _Struct:
    def __init__(self, api, view, s, sv):
        self.name = s.name
        self.since = s.since
        self.size_macro = s.size_macro
        fields = {fv.name: fv for fv in sv.fields}
        self.members = [_Member(api, view, s, f, fields[f.name]) for f in view.fields_at(s)
                        if f.name != "struct_size"]
        self.core_filled = [m for m in self.members if m.filler == "core"]
        self.plugin_filled = [m for m in self.members if m.filler == "plugin"]
        # Per-version sizes this side's header knows: (version, macro, fills anything?)
        self.sizes = []
        for r in view.releases:
            if _present(s, r.version):
                at = [f for f in s.fields if _present(f, r.version)]
                plugin = any(f.filled_by == "plugin" for f in at)
                self.sizes.append((r.version, names.version_size_macro(s.size_macro, r.version), plugin))
        self.validator_params = [p for _, p in sv.context_params]


def _entry_structs(api, view):
    """The struct SE_InitPlugin takes, and the core-owned structs it points to."""
    entry = api.entry_points[0]
    param = entry.signature.params[0].type.base
    out = [param]
    for f in api.struct(param).fields:
        if _present(f, view.version) and not f.is_callback and f.ctype.is_pointer \
                and layout.resolve(api, f.ctype.base) == "struct" and f.filled_by == "core":
            out.append(f.ctype.base)
    return out


def context(api, version, schema_path):
    view = View(api, version)
    structs = [_Struct(api, view, s, sv) for s, sv in
               zip([s for s in api.structs if _present(s, version)], view.structs)]
    by_name = {s.name: s for s in structs}
    entry = _entry_structs(api, view)
    return {
        "schema_path": schema_path,
        "version": version, "structs": structs, "by_name": by_name, "entry": entry[0],
        "entry_targets": [(m.name, by_name[m.points_to]) for m in by_name[entry[0]].members
                          if m.points_to in entry[1:]],
        "init_structs": [by_name[n] for n in entry],
    }


def render_version(api, version, schema_path):
    """{file name: text} for one version."""
    ctx = context(api, version, schema_path)
    return {
        "se_api.h": outputs.header_text(api, version, schema_path, f"make header AT={version}"),
        "compat_core.c": render.render("compat_core.c.j2", **ctx),
        "compat_plugin.c": render.render("compat_plugin.c.j2", **ctx),
        "abi_probe.c": render.render("compat_probe.c.j2", **ctx),
    }


def write(api, out_dir, schema_path, versions=None):
    written = []
    for v in versions or api.versions:
        for name, text in render_version(api, v, schema_path).items():
            path = os.path.join(out_dir, str(v), name)
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
