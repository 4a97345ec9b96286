"""The libabigail oracle: judges struct layouts from the compiler's DWARF.

seabigen computes every layout itself (layout.py), so it cannot be the only
judge of its own output. This module reads what gcc actually laid out, via
`abidw --load-all-types` XML, and parses that XML itself (no seabigen code):
for a pair of versions, every struct of the older one must still exist and
its members must be a prefix of the newer one's (same name, same offset,
same type spelled from the DWARF type graph). `abidiff` is run alongside:
bit 8 (incompatible) must stay clear for MINOR/PATCH steps, and a PATCH
step must be fully clean even with --harmless (abi_rules.md B.9).
"""
import subprocess
import xml.etree.ElementTree as ET

ABIDW = ["abidw", "--load-all-types", "--no-corpus-path", "--no-comp-dir-path", "--no-show-locs"]
ABIDIFF_INCOMPATIBLE = 8
ABIDIFF_CHANGE = 4


def has_debug_info(lib):
    """abidiff silently returns 0 without DWARF, so insist on .debug_info."""
    out = subprocess.run(["readelf", "-S", "-W", lib], capture_output=True, text=True).stdout
    return ".debug_info" in out


def abidw(lib, out_path):
    subprocess.run(ABIDW + ["--out-file", out_path, lib], check=True, capture_output=True, text=True)


def abidiff(old, new, harmless=False):
    cmd = ["abidiff"] + (["--harmless"] if harmless else []) + [old, new]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


class _Types:
    """Spells a DWARF type (by abidw id) as C-like text, following the graph."""

    def __init__(self, root):
        self.by_id = {}
        for el in root.iter():
            tid = el.get("id")
            if tid is not None and el.tag != "abi-instr":
                self.by_id.setdefault(tid, el)

    def spell(self, tid, depth=0):
        el = self.by_id.get(tid)
        if el is None or depth > 40:
            return f"?{tid}"
        tag = el.tag
        if tag == "type-decl":
            return el.get("name")
        if tag == "typedef-decl":
            # A typedef is a name, not a layout: a member declared through
            # one (S_f_fn) has the ABI of the type it names.
            return self.spell(el.get("type-id"), depth + 1)
        if tag == "class-decl":
            return "struct " + (el.get("name") or "<anon>")
        if tag == "union-decl":
            return "union " + (el.get("name") or "<anon>")
        if tag == "enum-decl":
            return "enum " + (el.get("name") or "<anon>")
        if tag == "pointer-type-def":
            return self.spell(el.get("type-id"), depth + 1) + "*"
        if tag == "qualified-type-def":
            quals = [q for q in ("const", "volatile", "restrict") if el.get(q) == "yes"]
            return " ".join(quals + [self.spell(el.get("type-id"), depth + 1)])
        if tag == "array-type-def":
            return self.spell(el.get("type-id"), depth + 1) + f"[{el.get('size-in-bits')}b]"
        if tag == "function-type":
            params = [self.spell(p.get("type-id"), depth + 1) if p.get("is-variadic") != "yes" else "..."
                      for p in el.findall("parameter")]
            ret = el.find("return")
            return f"(fn({', '.join(params)}) -> {self.spell(ret.get('type-id'), depth + 1)})"
        return f"<{tag}>"


def structs(abi_path):
    """{struct name: [(member, offset in bits, type text)]} from abidw XML."""
    root = ET.parse(abi_path).getroot()
    types = _Types(root)
    out = {}
    for cls in root.iter("class-decl"):
        if cls.get("is-declaration-only") == "yes" or not cls.get("name"):
            continue
        members = []
        for dm in cls.findall("data-member"):
            var = dm.find("var-decl")
            members.append((var.get("name"), int(dm.get("layout-offset-in-bits")), types.spell(var.get("type-id"))))
        out.setdefault(cls.get("name"), members)
    return out


def append_only(old_abi, new_abi):
    """Problems (text) if `new` does not only append to `old`'s structs."""
    old, new = structs(old_abi), structs(new_abi)
    problems = []
    for name, members in sorted(old.items()):
        if name not in new:
            problems.append(f"struct {name} is gone")
            continue
        now = new[name]
        for i, (m, off, t) in enumerate(members):
            if i >= len(now):
                problems.append(f"{name}.{m} is gone")
                break
            nm, noff, nt = now[i]
            if (nm, noff, nt) != (m, off, t):
                problems.append(f"{name}: member {i} was {m} at bit {off} ({t}), is {nm} at bit {noff} ({nt})")
                break
    return problems
