"""C types as data: a small strict grammar and their sizes on each target ABI.

A type is written `[const] BASE [const] {* [const]}`, e.g. `const SP_Device* const`.
Function pointers are never written as C text; a field with `returns` and
`params` is one, and its parameters use this grammar.
"""
import functools
import re
from dataclasses import dataclass
from typing import Tuple

# name -> (kind, size/align on LP64, size/align on ILP32 i386)
# i386 aligns 8-byte integers and doubles to 4 inside structs; that is why the
# ILP32 column exists (gcc -m32 checks it).
BUILTINS = {
    "void": ("void", (0, 1), (0, 1)),
    "char": ("int", (1, 1), (1, 1)),
    "TF_Bool": ("bool", (1, 1), (1, 1)),
    "int8_t": ("int", (1, 1), (1, 1)),
    "uint8_t": ("uint", (1, 1), (1, 1)),
    "int16_t": ("int", (2, 2), (2, 2)),
    "uint16_t": ("uint", (2, 2), (2, 2)),
    "int32_t": ("int", (4, 4), (4, 4)),
    "uint32_t": ("uint", (4, 4), (4, 4)),
    "int": ("int", (4, 4), (4, 4)),
    "int64_t": ("int", (8, 8), (8, 4)),
    "uint64_t": ("uint", (8, 8), (8, 4)),
    "size_t": ("uint", (8, 8), (4, 4)),
    "float": ("float", (4, 4), (4, 4)),
    "double": ("float", (8, 8), (8, 4)),
    # Banned from a design (BANNED), but a schema that records a shipped
    # header may list them in api.legacy_types (LEGACY): their size and
    # alignment are fixed on both ABIs seabi pins.
    "bool": ("bool", (1, 1), (1, 1)),
    "intptr_t": ("int", (8, 8), (4, 4)),
    "uintptr_t": ("uint", (8, 8), (4, 4)),
}

# Types whose size differs between LP64, LLP64 and ILP32, or whose layout is
# implementation-defined: a stable ABI cannot carry them.
BANNED = {
    "long": "its size differs between LP64 (8) and LLP64/ILP32 (4); use int32_t or int64_t",
    "unsigned": "write a fixed-width type such as uint32_t",
    "short": "write int16_t",
    "bool": "write TF_Bool (unsigned char), whose size is fixed",
    "_Bool": "write TF_Bool (unsigned char), whose size is fixed",
    "long double": "its size and alignment differ per ABI (and exceed 8)",
    "__int128": "its alignment is 16, above the ABI's maximum of 8",
    "intptr_t": "write a pointer or int64_t",
    "uintptr_t": "write a pointer or uint64_t",
    "ssize_t": "write int64_t",
    "wchar_t": "its size differs per platform",
}

# The C type each builtin is on each ABI seabi pins (gcc and clang, x86-64
# and i386). Two names with the same entries are one C type on both: the
# checker still refuses swapping them in a released declaration, and says
# that this is not a layout change (evolution.type_note).
C_TYPES = {
    "void": ("void", "void"),
    "char": ("char", "char"),
    "TF_Bool": ("unsigned char", "unsigned char"),
    "int8_t": ("signed char", "signed char"),
    "uint8_t": ("unsigned char", "unsigned char"),
    "int16_t": ("short", "short"),
    "uint16_t": ("unsigned short", "unsigned short"),
    "int32_t": ("int", "int"),
    "uint32_t": ("unsigned int", "unsigned int"),
    "int": ("int", "int"),
    "int64_t": ("long", "long long"),
    "uint64_t": ("unsigned long", "unsigned long long"),
    "size_t": ("unsigned long", "unsigned int"),
    "float": ("float", "float"),
    "double": ("double", "double"),
    "bool": ("_Bool", "_Bool"),
    "intptr_t": ("long", "int"),
    "uintptr_t": ("unsigned long", "unsigned int"),
}

# The banned types api.legacy_types may admit, with the header that declares them.
LEGACY = {"bool": "stdbool.h", "intptr_t": "stdint.h", "uintptr_t": "stdint.h"}

ABIS = ("lp64", "ilp32")
POINTER = {"lp64": (8, 8), "ilp32": (4, 4)}
ENUM = {"lp64": (4, 4), "ilp32": (4, 4)}

class TypeSyntaxError(ValueError):
    pass


@dataclass(frozen=True)
class CType:
    """A parsed type: base name, const on the base, and one const flag per `*`."""

    base: str
    base_const: bool = False
    stars: Tuple[bool, ...] = ()

    def __post_init__(self):
        # A plain attribute, not a property: every layout and view asks it of
        # every member (~150k times at 100x). The type is frozen.
        object.__setattr__(self, "is_pointer", bool(self.stars))

    def c(self):
        """Canonical C spelling, e.g. `const SP_Device* const`."""
        return self._spelling

    @functools.cached_property
    def _spelling(self):
        # Spelled once per type: parse() shares each CType, and every output
        # spells every member's type (300k times for a large schema).
        text = ("const " if self.base_const else "") + self.base
        for const in self.stars:
            text += "*" + (" const" if const else "")
        return text

    def decl(self, name):
        """A declaration of `name` with this type."""
        return f"{self.c()} {name}"

    def on_abi(self, abi):
        """The type spelled with each builtin replaced by the C type it is on
        `abi` (C_TYPES), so that equal results are one C type there; other
        names (handles, enums, structs, callbacks) stay as they are."""
        base = C_TYPES[self.base][ABIS.index(abi)] if self.base in C_TYPES else self.base
        return CType(base, self.base_const, self.stars).c()

    def unqualified(self):
        """The type with top-level const dropped (C ignores it in parameters)."""
        if not (self.stars[-1] if self.stars else self.base_const):
            return self  # nothing to drop (most types); a CType is immutable
        if self.stars:
            return CType(self.base, self.base_const, self.stars[:-1] + (False,))
        return CType(self.base, False, ())


def parse(text):
    """Parses the type grammar; raises TypeSyntaxError with a reason."""
    if not isinstance(text, str) or not text.strip():
        raise TypeSyntaxError("a type must be a non-empty string")
    return _parse(text)


# A schema spells the same few dozen types thousands of times, and a CType is
# immutable, so each distinct text is parsed once and the result shared.
@functools.lru_cache(maxsize=None)
def _parse(text):
    words = text.replace("*", " * ").split()
    base_const = False
    base_words = []
    stars = []
    i = 0
    while i < len(words) and words[i] == "const":
        if base_const:
            raise TypeSyntaxError(f"'{text}': const written twice")
        base_const = True
        i += 1
    while i < len(words) and words[i] not in ("*", "const"):
        base_words.append(words[i])
        i += 1
    if not base_words:
        raise TypeSyntaxError(f"'{text}': no base type")
    if i < len(words) and words[i] == "const":
        if base_const:
            raise TypeSyntaxError(f"'{text}': const written twice")
        base_const = True
        i += 1
    while i < len(words):
        if words[i] != "*":
            raise TypeSyntaxError(f"'{text}': unexpected '{words[i]}'")
        const = False
        i += 1
        if i < len(words) and words[i] == "const":
            const = True
            i += 1
        stars.append(const)
    base = " ".join(base_words)
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*( [A-Za-z_][A-Za-z0-9_]*)*", base):
        raise TypeSyntaxError(f"'{text}': '{base}' is not a type name")
    return CType(base, base_const, tuple(stars))
