#!/usr/bin/env python3
"""A schema's versions written back as plain C headers, the way an API's own
header declares them: `typedef struct X X;`, named callbacks, enums, structs
(anonymous unions in place) and one `NAME_STRUCT_SIZE` enum constant per
struct, ending at its true last member. No accessors, no comments.

It is a header history with the size and shape of the one a schema was
imported from, made without network from the committed schema: the import
bench times `seabigen import` on it (tests/bench), and tests/import checks
that importing it gives back the schema's declarations (the importer's
fixed point).

    synthetic.py SCHEMA OUTDIR    writes OUTDIR/<version>/<api.name>.h, prints the paths
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "generator"))
from seabigen import checks, layout, ranges, schema  # noqa: E402


def _params(sig):
    return ", ".join(p.type.decl(p.name) for p in sig.params) or "void"


def _member(f):
    if f.is_callback:
        return f"{f.signature.returns.c()} (*{f.name})({_params(f.signature)})"
    decl = f.ctype.decl(f.name)
    return f"_Alignas({f.align}) {decl}" if f.align else decl


def header(api, version, macros):
    """The plain C header of `api` at `version`."""
    v = version
    out = [f"/* {api.info.title} {v}: written from the schema by tests/import/synthetic.py */",
           f"#ifndef SYNTHETIC_{api.info.name.upper()}_H_", f"#define SYNTHETIC_{api.info.name.upper()}_H_",
           "#include <stdbool.h>", "#include <stddef.h>", "#include <stdint.h>", ""]
    for name, value in zip(macros, (v.major, v.minor, v.patch)):
        out.append(f"#define {name} {value}")
    if api.info.tf_status:
        out.append("typedef struct TF_Status TF_Status;")
    out += [f"typedef struct {h.tag}* {h.name};" for h in api.handles if ranges.present(h, v)]
    out += [f"typedef struct {t.name} {t.name};" for t in api.types if ranges.present(t, v) and t.members is None
            and ranges.struct_at(api, t.name, v) is None]
    for e in api.enums:
        if ranges.present(e, v):
            values = ", ".join(f"{x.name} = {x.value}" for x in e.values if ranges.present(x, v))
            out.append(f"typedef enum {e.name} {{ {values} }} {e.name};")
    structs = [s for s in api.structs if ranges.present(s, v)]
    out += [f"typedef struct {s.name} {s.name};" for s in structs]
    out += [f"typedef {c.signature.returns.c()} (*{c.name})({_params(c.signature)});"
            for c in api.callbacks if ranges.present(c, v)]
    for s in structs:
        fields = layout.fields_at(api, s, v)
        out.append(f"struct {s.name} {{")
        i = 0
        while i < len(fields):
            f = fields[i]
            if f.union is None:
                out.append(f"  {_member(f)};")
                i += 1
                continue
            group = [f]
            while i + len(group) < len(fields) and fields[i + len(group)].union == f.union:
                group.append(fields[i + len(group)])
            out.append("  union { " + " ".join(f"{_member(g)};" for g in group) + " };")
            i += len(group)
        out.append("};")
        if not s.plain and fields and fields[0].name == "struct_size":
            last = layout.struct_layout(api, s, "lp64", fields).last.field.name
            out.append(f"enum {{ {s.size_macro} = offsetof({s.name}, {last}) + sizeof((({s.name}*)0)->{last}) }};")
    out += ["#endif", ""]
    return "\n".join(out)


def write(schema_path, outdir):
    """[paths] of one header per version of the schema, oldest first."""
    api = schema.read(schema_path)
    checks.check(api)
    macros = [f"{api.info.prefix}_{p}" for p in ("MAJOR", "MINOR", "PATCH")]
    paths = []
    for v in api.versions:
        path = os.path.join(outdir, str(v), f"{api.info.name}.h")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(header(api, v, macros))
        paths.append(path)
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    print("\n".join(write(sys.argv[1], sys.argv[2])))
