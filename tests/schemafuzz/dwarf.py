"""What gcc laid out, read back from DWARF: the oracle's eyes.

`layouts(obj)` reads an object file's debug information with binutils'
`readelf --debug-dump=info` and returns, independently of the generator's
own layout code, what a header declared:

  structs   {tag: (byte size, ((member, type, offset), ...))} of complete structs
  enums     {name: ((enumerator, value), ...)} of named enums
  typedefs  {name: type}
  constants {enumerator: value} of the enumerators of anonymous enums and of
            the probe enum the oracle adds (size macros, alignments)

A type is a canonical string with every typedef resolved (`size_t` on LP64
and `uint64_t` both read `unsigned long/8`), so two declarations compare equal
exactly when they are the same C type on that target; structs, unions and
enums are named by their tag. Names the C library declares (leading `_`,
`*_t`, FILE ...) and the header's private ones (`se_private_*`) are left out.
"""
import re
import subprocess

_DIE = re.compile(r"^\s*<(\d+)><([0-9a-f]+)>: Abbrev Number: (\d+)(?: \((DW_TAG_\w+)\))?")
_REF = re.compile(r"<0x([0-9a-f]+)>")
LIBRARY_NAMES = {"FILE", "va_list", "fpos_t", "off_t", "ssize_t", "wchar_t", "max_align_t"}


class Die:
    __slots__ = ("tag", "attrs", "children", "offset")

    def __init__(self, offset, tag):
        self.offset, self.tag, self.attrs, self.children = offset, tag, {}, []

    def name(self):
        v = self.attrs.get("DW_AT_name")
        if v is None:
            return None
        # `(indirect string, offset: 0x12): name` or `(strx1) 3: name` or `name`
        return v.rsplit(": ", 1)[-1].strip() if v.startswith("(") else v.strip()

    def number(self, key):
        v = self.attrs.get(key)
        if v is None:
            return None
        m = re.match(r"\s*(-?(?:0x[0-9a-f]+|\d+))", v)
        return int(m.group(1), 0) if m else None

    def ref(self):
        v = self.attrs.get("DW_AT_type")
        m = _REF.search(v) if v else None
        return int(m.group(1), 16) if m else None


def parse(text):
    """{offset: Die} and the top-level Dies, from `readelf --debug-dump=info` text."""
    dies, top, stack = {}, [], []
    current = None
    for line in text.splitlines():
        stripped = line.lstrip()
        if not stripped.startswith("<"):
            continue
        if "Abbrev Number" in line:
            m = _DIE.match(line)
            if not m:
                continue
            depth, offset, tag = int(m.group(1)), int(m.group(2), 16), m.group(4)
            del stack[depth:]
            if tag is None:  # Abbrev Number 0: end of a list of children
                current = None
                continue
            current = Die(offset, tag)
            dies[offset] = current
            if depth <= 1:
                top.append(current)
            elif stack:
                stack[-1].children.append(current)
            stack.append(current)
        elif current is not None and "DW_AT_decl_" not in line and "DW_AT_sibling" not in line:
            # `<2e>   DW_AT_name        : value` (where a DIE is declared is of no interest)
            _, _, rest = stripped.partition(">")
            key, sep, value = rest.partition(":")
            if sep:
                current.attrs[key.strip()] = value.strip()
    return dies, top


class _Types:
    def __init__(self, dies):
        self.dies = dies
        self.memo = {}

    def of(self, offset):
        """Canonical type string of the DIE at `offset` (None: void)."""
        if offset is None:
            return "void"
        if offset in self.memo:
            return self.memo[offset]
        self.memo[offset] = "<recursive>"
        d = self.dies.get(offset)
        out = self._render(d) if d is not None else f"<missing {offset:#x}>"
        self.memo[offset] = out
        return out

    def _render(self, d):
        t = d.tag
        if t == "DW_TAG_typedef":
            return self.of(d.ref())
        if t == "DW_TAG_base_type":
            return f"{d.name()}/{d.number('DW_AT_byte_size')}"
        if t == "DW_TAG_pointer_type":
            return f"ptr({self.of(d.ref())})"
        if t == "DW_TAG_const_type":
            return f"const({self.of(d.ref())})"
        if t == "DW_TAG_volatile_type":
            return f"volatile({self.of(d.ref())})"
        if t in ("DW_TAG_structure_type", "DW_TAG_union_type"):
            kind = "struct" if t == "DW_TAG_structure_type" else "union"
            return f"{kind} {d.name() or '<anon>'}"
        if t == "DW_TAG_enumeration_type":
            return f"enum {d.name() or '<anon>'}/{d.number('DW_AT_byte_size')}"
        if t == "DW_TAG_subroutine_type":
            # A parameter's own qualifiers are no part of the function's type (C11 6.7.6.3p15).
            params = [_unqualified(self.of(c.ref())) for c in d.children if c.tag == "DW_TAG_formal_parameter"]
            if any(c.tag == "DW_TAG_unspecified_parameters" for c in d.children):
                params.append("...")
            proto = "" if "DW_AT_prototyped" in d.attrs else "noproto "
            return f"fn({proto}{self.of(d.ref())}; {', '.join(params)})"
        if t == "DW_TAG_array_type":
            bounds = [c.number("DW_AT_upper_bound") for c in d.children if c.tag == "DW_TAG_subrange_type"]
            return f"array({self.of(d.ref())}; {bounds})"
        return f"<{t}>"


def _unqualified(t):
    while t.startswith(("const(", "volatile(")) and t.endswith(")"):
        t = t[t.index("(") + 1:-1]
    return t


def _library(name):
    """Names that are no part of what a header declares for its users: the C
    library's, and the header's private descriptions of other layouts
    (`se_private_*`), which it reaches only through public size macros."""
    return (name is None or name.startswith(("_", "se_private")) or name.endswith("_t")
            or name in LIBRARY_NAMES)


def model(text):
    """The structs, enums, typedefs and constants of `readelf --debug-dump=info` text."""
    dies, top = parse(text)
    types = _Types(dies)
    structs, enums, typedefs, constants = {}, {}, {}, {}
    for d in top:
        name = d.name()
        if d.tag == "DW_TAG_structure_type" and name and "DW_AT_declaration" not in d.attrs and not _library(name):
            members = tuple((m.name(), types.of(m.ref()), m.number("DW_AT_data_member_location"))
                            for m in d.children if m.tag == "DW_TAG_member")
            structs[name] = (d.number("DW_AT_byte_size"), members)
        elif d.tag == "DW_TAG_enumeration_type":
            values = tuple((e.name(), e.number("DW_AT_const_value")) for e in d.children
                           if e.tag == "DW_TAG_enumerator")
            if name is None or name.startswith("se_oracle"):
                constants.update(values)
            elif not _library(name):
                enums[name] = values
        elif d.tag == "DW_TAG_typedef" and not _library(name):
            typedefs[name] = types.of(d.ref())
    return {"structs": structs, "enums": enums, "typedefs": typedefs, "constants": constants}


def layouts(obj):
    """model() of object file `obj` (compiled with -g)."""
    p = subprocess.run(["readelf", "--debug-dump=info", obj], capture_output=True, text=True, check=True)
    return model(p.stdout)
