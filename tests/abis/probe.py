#!/usr/bin/env python3
"""Ground truth for one version of a public ABI, from the compiler alone.

No seabi code is used here. For a header (and the files beside it):

1. gcc compiles `#include "<header>"` with full debug information
   (-g -fno-eliminate-unused-debug-types), and readelf's DWARF dump gives
   the names of the ABI's structs (in declaration order), their members and
   its enums' enumerators. DWARF is read only for names: every number below
   comes from step 2.
2. A probe program is generated that prints, with offsetof/sizeof/_Alignof,
   every struct's size and alignment, every member's offset and size (bit-
   fields: only that they are one), every enumerator's value and every size
   constant's value; it is compiled and run for LP64 (gcc -m64) and for i386
   (gcc -m32, run by tests/lib/run-i386, natively or through qemu-user).
   A header gcc refuses as C is compiled as C++ (g++), and that is recorded.

    probe.py CONFIG.json VERSION_DIR  -> prints the version's JSON

CONFIG (an ABI's abi.json): "header" (the file in each version's folder),
"structs" and "enums" (regexes a name must fully match), "size_macros"
(regex of size constant names) and "last_field" (true: libbpf's
`X__last_field F` macros are probed as offsetofend(struct X, F)).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUN_I386 = os.path.join(ROOT, "tests", "lib", "run-i386")

DIE = re.compile(r"^\s*<(\d+)><([0-9a-f]+)>: Abbrev Number: \d+ \((DW_TAG_\w+)\)")
ATTR = re.compile(r"^\s*<[0-9a-f]+>\s+(DW_AT_\w+)\s*:\s*(.*)$")


def dwarf_dies(obj):
    """[(depth, offset, tag, {attr: value})] of an object file's DWARF."""
    out = subprocess.run(["readelf", "--debug-dump=info", "--wide", obj],
                         capture_output=True, text=True, check=True).stdout
    dies = []
    for line in out.splitlines():
        m = DIE.match(line)
        if m:
            dies.append((int(m.group(1)), int(m.group(2), 16), m.group(3), {}))
            continue
        a = ATTR.match(line)
        if a and dies:
            value = a.group(2).strip()
            # "(indirect string, offset: 0x..): NAME", "(strp) (offset: ..): NAME", "(string) NAME"
            value = re.sub(r"^(\((?:indirect |line_)?str\w*[^)]*\)\s*(\(offset: [^)]*\):\s*)?|\(indirect string, offset: [^)]*\):\s*)", "", value)
            dies[-1][3][a.group(1)] = value
    return dies


def _ref(value):
    m = re.search(r"<0x([0-9a-f]+)>", value or "")
    return int(m.group(1), 16) if m else None


def discover(dies, cfg):
    """Structs {C spelling: [members]} and enums {name: [enumerators]}, in DWARF order."""
    by_off = {d[1]: i for i, d in enumerate(dies)}
    typedef_of = {}
    for depth, off, tag, at in dies:
        if tag == "DW_TAG_typedef" and "DW_AT_name" in at:
            target = _ref(at.get("DW_AT_type"))
            if target is not None:
                typedef_of.setdefault(target, at["DW_AT_name"])

    def children(i):
        depth = dies[i][0]
        j = i + 1
        while j < len(dies) and dies[j][0] > depth:
            if dies[j][0] == depth + 1:
                yield j
            j += 1

    def members(i, prefix_ok=True):
        out = []
        for j in children(i):
            _, _, tag, at = dies[j]
            if tag != "DW_TAG_member":
                continue
            name = at.get("DW_AT_name")
            if name is None:
                # an anonymous struct or union: its members are the outer struct's
                t = by_off.get(_ref(at.get("DW_AT_type")))
                if t is not None and dies[t][2] in ("DW_TAG_structure_type", "DW_TAG_union_type"):
                    if "DW_AT_bit_size" in at:
                        continue
                    out.extend(members(t))
                continue  # an unnamed bit-field (`size_t :0;`): no member to probe
            bitfield = "DW_AT_bit_size" in at or "DW_AT_data_bit_offset" in at
            entry = {"name": name, "bitfield": bitfield}
            inner = struct_of(at.get("DW_AT_type"))
            if inner is not None and not bitfield:
                # held by value: its members' places are the outer struct's too (regroupings)
                entry["nested"] = [f"{name}.{m['name']}" for m in flat(members(inner))]
            out.append(entry)
        return out

    def struct_of(ref):
        """The struct a member's type is, through typedefs and qualifiers; None for anything else."""
        seen = 0
        i = by_off.get(_ref(ref))
        while i is not None and seen < 16:
            tag, at = dies[i][2], dies[i][3]
            if tag == "DW_TAG_structure_type":
                return i
            if tag not in ("DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type"):
                return None
            i, seen = by_off.get(_ref(at.get("DW_AT_type"))), seen + 1
        return None

    def flat(ms):
        for m in ms:
            if not m["bitfield"]:
                yield m
            for n in m.get("nested", []):
                yield {"name": n.split(".", 1)[1], "bitfield": False}

    structs, enums = {}, {}
    srx, erx = re.compile(cfg["structs"]), re.compile(cfg.get("enums", "(?!)"))
    for i, (depth, off, tag, at) in enumerate(dies):
        if depth != 1 or "DW_AT_declaration" in at:
            continue
        if tag == "DW_TAG_structure_type":
            tagname = at.get("DW_AT_name")
            name = tagname or typedef_of.get(off)
            if not name or not srx.fullmatch(name) or name in structs:
                continue
            spelling = f"struct {tagname}" if tagname else name
            structs[name] = {"spelling": spelling, "members": members(i)}
        elif tag == "DW_TAG_enumeration_type":
            name = at.get("DW_AT_name") or typedef_of.get(off)
            if not name or not erx.fullmatch(name) or name in enums:
                continue
            enums[name] = {"spelling": f"enum {at['DW_AT_name']}" if at.get("DW_AT_name") else name,
                           "values": [dies[j][3]["DW_AT_name"] for j in children(i)
                                      if dies[j][2] == "DW_TAG_enumerator"]}
    return structs, enums


def size_macros(vdir, cfg):
    """{macro: C expression} for the ABI's size constants, from the headers' text."""
    out = {}
    rx = re.compile(cfg["size_macros"]) if cfg.get("size_macros") else None
    for name in sorted(os.listdir(vdir)):
        if not name.endswith(".h"):
            continue
        with open(os.path.join(vdir, name), encoding="utf-8", errors="replace") as f:
            text = re.sub(r"\\\n", " ", f.read())  # a definition continued on the next line
        for m in re.finditer(r"^\s*#\s*define\s+(\w+)(?!\()[ \t]+(\S.*)$", text, re.M):
            macro, value = m.group(1), m.group(2).strip()
            if cfg.get("last_field") and macro.endswith("__last_field"):
                struct = macro[: -len("__last_field")]
                field = value.split()[0]
                out[macro] = (f"(offsetof(struct {struct}, {field}) + sizeof(((struct {struct} *)0)->{field}))",
                              struct, field)
            elif rx and rx.fullmatch(macro):
                m2 = re.search(r"\(\s*(\w+)\s*,\s*(\w+)\s*\)", value)  # TF_OFFSET_OF_END(Struct, member)
                out[macro] = (f"({macro})", m2.group(1), m2.group(2)) if m2 else (f"({macro})", None, None)
    return out


def probe_source(header, structs, enums, macros):
    lines = ["#include <stddef.h>", "#include <stdio.h>", f'#include "{header}"', "", "int main(void) {"]
    for name, s in structs.items():
        sp = s["spelling"]
        lines.append(f'  printf("S %s %lu %lu\\n", "{name}", (unsigned long)sizeof({sp}), '
                     f'(unsigned long)_Alignof({sp}));')
        for m in s["members"]:
            if m["bitfield"]:
                lines.append(f'  printf("B %s %s\\n", "{name}", "{m["name"]}");')
            else:
                lines.append(f'  printf("M %s %s %lu %lu\\n", "{name}", "{m["name"]}", '
                             f'(unsigned long)offsetof({sp}, {m["name"]}), '
                             f'(unsigned long)sizeof((({sp} *)0)->{m["name"]}));')
            for n in m.get("nested", []):
                lines.append(f'  printf("N %s %s %lu %lu\\n", "{name}", "{n}", '
                             f'(unsigned long)offsetof({sp}, {n}), (unsigned long)sizeof((({sp} *)0)->{n}));')
    for name, en in enums.items():
        lines.append(f'  printf("Z %s %lu\\n", "{name}", (unsigned long)sizeof({en["spelling"]}));')
        for e in en["values"]:
            lines.append(f'  printf("E %s %s %lld\\n", "{name}", "{e}", (long long){e});')
    for macro, (expr, _, _) in macros.items():
        lines.append(f'  printf("C %s %lld\\n", "{macro}", (long long){expr});')
    lines += ["  return 0;", "}", ""]
    return "\n".join(lines)


def _includes(cfg, vdir):
    """-I options: the version's folder, then the ABI's own stubs (abi.json "includes", from the repository root)."""
    out = ["-I", vdir]
    for d in cfg.get("includes", []):
        out += ["-I", os.path.join(ROOT, d)]
    return out


def compile_and_run(src, vdir, tmp, lang, bits, cfg):
    exe = os.path.join(tmp, f"probe{bits}")
    cc = ["gcc", "-x", "c", "-std=gnu11"] if lang == "c" else ["g++", "-x", "c++", "-std=gnu++17",
                                                                "-Dalignof=alignof", "-D_Alignof=alignof"]
    extra = []
    if lang == "c++":
        # No C++ library is used, and Debian has none for -m32 without
        # g++-multilib: <cstddef> and <cstdint> are their C headers, and gcc links.
        shim = os.path.join(HERE, "cxxshim")
        extra = ["-nostdinc++", "-I", shim, "-fno-exceptions", "-fno-rtti"]
    obj = exe + ".o"
    r = subprocess.run(cc + [f"-m{bits}", "-w", *extra, *_includes(cfg, vdir), "-c", src, "-o", obj],
                       capture_output=True, text=True)
    if r.returncode == 0:
        r = subprocess.run(["gcc", f"-m{bits}", obj, "-o", exe], capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"{lang} -m{bits}: {r.stderr[-2000:]}")
    run = [exe] if bits == 64 else [RUN_I386, exe]
    r = subprocess.run(run, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"running the -m{bits} probe: exit {r.returncode}: {r.stderr[-500:]}")
    return r.stdout


def parse(out):
    structs, enums, consts, enum_sizes = {}, {}, {}, {}
    for line in out.splitlines():
        f = line.split()
        if f[0] == "S":
            structs[f[1]] = {"size": int(f[2]), "align": int(f[3]), "members": []}
        elif f[0] == "M":
            structs[f[1]]["members"].append([f[2], int(f[3]), int(f[4])])
        elif f[0] == "N":
            structs[f[1]].setdefault("nested", []).append([f[2], int(f[3]), int(f[4])])
        elif f[0] == "B":
            structs[f[1]]["members"].append([f[2], None, None])
        elif f[0] == "E":
            enums.setdefault(f[1], {})[f[2]] = int(f[3])
        elif f[0] == "Z":
            enum_sizes[f[1]] = int(f[2])
        elif f[0] == "C":
            consts[f[1]] = int(f[2])
    return structs, enums, consts, enum_sizes


def lang_of(vdir, header, tmp, cfg):
    """'c' when gcc takes the header as C11, else 'c++' when g++ takes it."""
    t = os.path.join(tmp, "t.c")
    with open(t, "w") as f:
        f.write(f'#include "{header}"\n')
    if subprocess.run(["gcc", "-x", "c", "-std=gnu11", "-fsyntax-only", "-w", *_includes(cfg, vdir), t],
                      capture_output=True).returncode == 0:
        return "c"
    r = subprocess.run(["g++", "-x", "c++", "-std=gnu++17", "-fsyntax-only", "-w", *_includes(cfg, vdir), t],
                       capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(f"neither gcc nor g++ compiles {header}: {r.stderr[-1500:]}")
    return "c++"


def probe(cfg, vdir):
    header = cfg["header"]
    with tempfile.TemporaryDirectory() as tmp:
        lang = lang_of(vdir, header, tmp, cfg)
        t = os.path.join(tmp, "names.c")
        with open(t, "w") as f:
            f.write(f'#include "{header}"\n')
        obj = os.path.join(tmp, "names.o")
        cc = ["gcc", "-x", "c", "-std=gnu11"] if lang == "c" else ["g++", "-x", "c++", "-std=gnu++17"]
        subprocess.run(cc + ["-g", "-fno-eliminate-unused-debug-types", "-w", "-c", *_includes(cfg, vdir), t, "-o", obj],
                       check=True, capture_output=True)
        structs, enums = discover(dwarf_dies(obj), cfg)
        macros = size_macros(vdir, cfg)
        src = os.path.join(tmp, "probe.c")
        with open(src, "w") as f:
            f.write(probe_source(header, structs, enums, macros))
        result = {"lang": lang, "abis": {}}
        for abi, bits in (("lp64", 64), ("i386", 32)):
            s, e, c, z = parse(compile_and_run(src, vdir, tmp, lang, bits, cfg))
            result["abis"][abi] = {"structs": s, "enums": e, "enum_sizes": z, "size_constants": c}
        result["size_constant_fields"] = {m: [st, fl] for m, (_, st, fl) in macros.items() if st}
        return result


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    with open(argv[1]) as f:
        cfg = json.load(f)
    json.dump(probe(cfg, argv[2]), sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
