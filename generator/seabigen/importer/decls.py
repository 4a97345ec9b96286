"""A C header's declarations as plain data: what front.py reads, what the
rest of the importer works on.

Types are written in the schema's type grammar (schema/README.md, "Type
grammar"): `[const] BASE [const] {* [const]}`, BASE a builtin name or a name
the header declares. Every laid-out item carries its place on each ABI the
importer reads (`lp64`, `ilp32`), as the compiler computed it.
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

ABIS = ("lp64", "ilp32")


@dataclass(frozen=True)
class Place:
    """Where a member is, on one ABI: byte offset, size and alignment."""
    offset: int
    size: int
    align: int

    @property
    def end(self):
        return self.offset + self.size


@dataclass
class Member:
    """One member of a struct: data (`type`), a function pointer written in
    place (`returns`, `params`), or an anonymous union of such members
    (`alternatives`, which share its storage)."""
    name: str
    line: int
    kind: str  # "data" | "fn" | "union"
    type: Optional[str] = None
    returns: Optional[str] = None
    params: Tuple[Tuple[str, str], ...] = ()
    alternatives: Tuple["Member", ...] = ()
    places: Dict[str, Place] = field(default_factory=dict)
    align: Optional[int] = None  # an explicit alignment (_Alignas, aligned(N)), as the compiler reads it
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)

    def declaration(self):
        """What must not change in place (names of parameters are free)."""
        if self.kind == "data":
            return ("data", self.type)
        if self.kind == "fn":
            return ("fn", self.returns, tuple(t for _, t in self.params))
        return ("union",) + tuple((a.name,) + a.declaration() for a in self.alternatives)

    def end(self, abi):
        return self.places[abi].end


@dataclass
class Struct:
    """A struct the header defines. `sized`: its first member is `size_t
    struct_size` (the struct_size ABIs' rule); other structs are recorded as
    plain types."""
    name: str
    line: int
    members: List[Member]
    sizes: Dict[str, Tuple[int, int]] = field(default_factory=dict)  # abi -> (sizeof, align)
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)

    @property
    def sized(self):
        return bool(self.members) and self.members[0].name == "struct_size" and self.members[0].type == "size_t"

    def versioned(self, size_member="struct_size"):
        """Whether the struct carries its own size, so that a member appended
        is no break: `size_t struct_size` first, or an integer member named
        `size_member` anywhere (libbpf's opts: `size_t sz`; Linux's
        perf_event_attr: `__u32 size`, its second member)."""
        if self.sized:
            return True
        return any(m.kind == "data" and m.name == size_member and m.type is not None and "*" not in m.type
                   for m in self.members)

    def flat(self):
        """[(Member, union name or None)]: the members as the schema lists
        them, an anonymous union's alternatives one by one (they share its
        storage and carry its name)."""
        out = []
        for m in self.members:
            if m.kind == "union":
                out += [(a, m.name) for a in m.alternatives]
            else:
                out.append((m, None))
        return out

    def true_end(self, abi):
        """The end of the last member: the struct_size a writer that knows the whole struct sets."""
        return max((m.end(abi) for m in self.members), default=0)


@dataclass
class Enum:
    name: str
    line: int
    values: List[Tuple[str, int, int]]  # (name, value, line)
    size: int = 4
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)


@dataclass
class Callback:
    """A named function-pointer type: `typedef R (*NAME)(params);`."""
    name: str
    line: int
    returns: str
    params: Tuple[Tuple[str, str], ...]
    # The header writes this type in place, as a callback's parameter
    # (`void (*dtor)(void*)`), which the schema's grammar cannot; the
    # importer names it `<owner>_<parameter>_fn` so the schema can.
    named_by_importer: bool = False
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)

    def declaration(self):
        return ("fn", self.returns, tuple(t for _, t in self.params))


@dataclass
class Opaque:
    """A struct the header names but never defines (`typedef struct X X;`)."""
    name: str
    line: int
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)


@dataclass
class Handle:
    """A pointer to a struct the header never defines: `typedef struct TAG* NAME;`."""
    name: str
    line: int
    tag: str
    # The file that declares it when not the header itself (one the header
    # includes), relative to the header's folder; None: the header.
    file: Optional[str] = field(default=None, compare=False)


@dataclass
class SizeConstant:
    """A `*_STRUCT_SIZE` constant (macro, enumerator or const variable)."""
    name: str
    line: int
    struct: Optional[str]  # the struct it sizes, when one can be told
    values: Dict[str, int] = field(default_factory=dict)  # abi -> value


@dataclass
class LeftOut:
    """A declaration the schema cannot represent: left out of the import
    (a struct is kept as an opaque type, so pointers to it still import),
    named in the report with where and why."""
    name: str
    kind: str  # struct | enum | callback | typedef | union | handle
    line: int
    why: str
    path: str = ""  # the file it is in (the header or one it includes); "" for the header
    version: str = ""
    # Left out of this version only: nothing of it is used where it is
    # missing (an empty enum, whose members are recorded as integers).
    here_only: bool = False


@dataclass
class Header:
    """One version of the header, read on every ABI."""
    path: str
    version: Tuple[int, ...]  # (major, minor) or (major, minor, patch), as the header's macros give it
    structs: List[Struct] = field(default_factory=list)
    enums: List[Enum] = field(default_factory=list)
    callbacks: List[Callback] = field(default_factory=list)
    opaques: List[Opaque] = field(default_factory=list)
    handles: List[Handle] = field(default_factory=list)
    size_constants: List[SizeConstant] = field(default_factory=list)
    version_macros: Tuple[str, ...] = ()
    declared: Optional[Tuple[int, ...]] = None  # what the version macros say, when it is not the label
    read_as: Optional[str] = None  # None: read as C11; else how and why otherwise
    notes: List[Tuple[int, str]] = field(default_factory=list)  # (line, what the import decided there)
    left_out: List[LeftOut] = field(default_factory=list)  # what the schema cannot represent

    @property
    def version_text(self):
        return ".".join(map(str, self.version))

    def struct(self, name):
        return next((s for s in self.structs if s.name == name), None)
