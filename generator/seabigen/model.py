"""The schema as Python objects. Built by schema.py, checked by checks.py."""
import functools
from dataclasses import dataclass, field
from typing import List, NamedTuple, Optional, Tuple

from .ctype import CType


class Version(NamedTuple):
    """A schema version. A tuple, so that ordering, equality and hashing
    (versions are compared and used as keys hundreds of thousands of times
    on large schemas) run in C rather than through generated methods."""

    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text):
        # A schema names the same few versions thousands of times (every member's since).
        found = _PARSED.get(text) if type(text) is str else None
        if found is not None:
            return found
        parts = str(text).split(".")
        if len(parts) != 3 or not all(p.isdigit() and (p == "0" or not p.startswith("0")) for p in parts):
            raise ValueError(f"'{text}' is not MAJOR.MINOR.PATCH")
        found = cls(*(int(p) for p in parts))
        if type(text) is str and cls is Version:
            _PARSED[text] = found
        return found

    # Each distinct version spelled once: records, docs and views spell
    # every member's since (~90k times at 100x).
    @functools.lru_cache(maxsize=None)
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

    @property
    def ident(self):
        """For macro names: 0.1.0 -> 0_1_0."""
        return f"{self.major}_{self.minor}_{self.patch}"


_PARSED = {}  # text -> Version (Version.parse)


@dataclass
class Release:
    version: Version
    status: str  # "released" or "development"
    summary: str
    notes: List[str]
    line: int
    # Breaks of the evolution rules from the previous version to this one,
    # listed on purpose: history the schema records rather than designs
    # (an imported header's, `seabigen import`). Same shape as an edition's.
    acknowledged: List["Acknowledged"] = field(default_factory=list)


@dataclass
class Deprecation:
    since: Version
    replaced_by: Optional[str]
    note: Optional[str]
    retired: Optional[Version]  # producers leave it 0/NULL from this version on
    line: int


@dataclass
class Correction:
    """Released records said `filled_by` for this member until `since`; the
    schema's value is the truth from `since` on (and in every edition)."""
    since: Version
    filled_by: str
    note: str
    line: int


@dataclass
class Param:
    name: str
    type: CType
    line: int


@dataclass
class Signature:
    returns: CType
    params: List[Param]

    def c_params(self):
        if not self.params:
            return "void"
        return ", ".join(p.type.decl(p.name) for p in self.params)

    def key(self):
        """What must never change: return and parameter types (names are free).

        Kept once worked out (records, checks and layouts ask it of every
        callback member, tens of thousands of times on a large schema), for
        as long as the signature keeps its return type and parameters."""
        found = self.__dict__.get("_key")
        if found is None or found[0] is not self.returns or found[1] is not self.params or found[2] != len(self.params):
            found = self.__dict__["_key"] = (self.returns, self.params, len(self.params), (
                self.returns.c(), tuple(p.type.unqualified().c() for p in self.params)))
        return found[3]


@dataclass
class Field:
    name: str
    since: Version
    doc: str
    zero: str  # no_op | valid | optional
    filled_by: str  # core | plugin | both
    required: bool
    required_when: Optional[str]
    pattern: Optional[str]
    default: Optional[object]
    align: Optional[int]
    deprecated: Optional[Deprecation]
    ctype: Optional[CType]  # data field
    signature: Optional[Signature]  # callback field
    line: int
    corrected: Optional["Correction"] = None
    # The first version without this declaration (None: every version from
    # `since` on has it). A schema that records history lists a member
    # retyped or moved in place as two entries of one name, the older one
    # removed where the newer one starts (ranges.py).
    removed: Optional[Version] = None
    # Consecutive members with the same `union` share storage: the members
    # of one anonymous union, told apart across versions by this name.
    union: Optional[str] = None
    # Names this member's signature where TensorFlow's editions give the same
    # slot another one (`variant:` in the schema; editions' `signatures:`).
    variant: Optional[str] = None

    def __post_init__(self):
        # A plain attribute, not a property: asked ~500k times at 100x (every
        # layout, record and view asks it of every member). Set again by
        # every copy (dataclasses.replace runs __init__), and a member's
        # signature is never assigned after construction.
        self.is_callback = self.signature is not None

    def type_key(self):
        return ("fn",) + self.signature.key() if self.is_callback else ("data", self.ctype.c())


@dataclass
class Struct:
    name: str
    since: Version
    doc: str
    size_macro: str
    filled_by: str
    no_ext: Optional[str]
    deprecated: Optional[Deprecation]
    fields: List[Field]
    line: int
    removed: Optional[Version] = None
    # A plain C struct: no struct_size, so no size macros and no accessors;
    # laid out and pinned like the others (types an imported header defines).
    plain: bool = False


@dataclass
class EnumValue:
    name: str
    value: int
    since: Version
    doc: str
    deprecated: Optional[Deprecation]
    line: int
    removed: Optional[Version] = None


@dataclass
class Enum:
    name: str
    since: Version
    doc: str
    deprecated: Optional[Deprecation]
    values: List[EnumValue]
    line: int
    removed: Optional[Version] = None
    shared: Optional["Shared"] = None


@dataclass
class Handle:
    name: str
    tag: str
    since: Version
    doc: str
    line: int
    removed: Optional[Version] = None


@dataclass
class Callback:
    """A named function type (typedef), an entry point the plugin exports,
    or a function the core exports for plugins to call."""
    name: str
    since: Version
    doc: str
    signature: Signature
    deprecated: Optional[Deprecation]
    line: int
    removed: Optional[Version] = None
    # Entry points: names pre-release TensorFlow used that no release looks up.
    pre_release_names: List[str] = field(default_factory=list)
    # Core functions: declared once per translation unit however many headers declare them.
    shared: Optional["Shared"] = None


@dataclass
class Shared:
    """A declaration several APIs' headers make (TF_Buffer, TF_TriState, ...):
    emitted inside a guard so it is declared once per translation unit, and
    skipped when one of TensorFlow's own headers that declares it came first."""
    skip_if: List[str]
    line: int


@dataclass
class TypeMember:
    name: str
    ctype: Optional[CType]
    signature: Optional[Signature]
    doc: str
    line: int


@dataclass
class TypeDecl:
    """A type that is not a versioned struct: an opaque struct the core
    defines (members None: `typedef struct N N;`), or a plain struct of
    TensorFlow's C API without struct_size (TF_Buffer). Used through
    pointers only, so no layout depends on it."""
    name: str
    since: Version
    doc: str
    members: Optional[List[TypeMember]]
    shared: Optional[Shared]
    line: int
    removed: Optional[Version] = None  # the first version without it (a recorded history: ranges.py)


@dataclass
class Acknowledged:
    """A place where an edition broke an evolution rule, listed on purpose."""
    rule: str
    member: str  # "Struct.member", or "Struct" for struct-level rules
    note: str
    line: int


@dataclass
class Edition:
    """A layout TensorFlow shipped (see the `editions:` section of the schema).

    `structs` maps a struct name to the member names in the edition's order,
    or to None when the edition does not have the struct; structs not listed
    keep the layout of `after`. `params` maps "Struct.member" to
    {parameter name: C type text} for callbacks whose parameter constness
    differs from the schema's. Lines are kept for error messages.
    """
    name: str
    after: str
    reports: Optional[Version]
    first_release: Optional[str]  # None: in no release (TensorFlow master only)
    confidence: str
    doc: str
    structs: dict
    params: dict
    flags: dict  # core flag name -> bool (api.core_flags)
    not_validated: List[str]
    acknowledged: List[Acknowledged]
    line: int
    lines: dict = field(default_factory=dict)  # key ("structs", name) / ("params", key) / ... -> line
    # "Struct.member" -> (variant name, Signature): callbacks whose signature
    # this edition changed in place (an acknowledged signature-changed).
    signatures: dict = field(default_factory=dict)


@dataclass
class InBetween:
    """A layout a real core hands over that is a known layout cut short (see
    the `in_between:` section of the schema): the layout of `base` (a
    version for seabi's lineage, an edition for TensorFlow's) with each
    struct in `ends` ending at the named member. Known to the handshake
    rule like any version or edition, but never a lineage's newest."""
    name: str
    lineage: str
    base: str
    reports: Optional[Version]
    confidence: str
    doc: str
    ends: dict  # struct name -> its last member
    flags: dict  # core flag name -> bool (api.core_flags)
    not_validated: List[str]
    line: int
    lines: dict = field(default_factory=dict)  # ("ends", struct) -> line
    acknowledged: List[Acknowledged] = field(default_factory=list)  # corrections of its frozen record only


@dataclass
class CoreFlag:
    """A yes/no fact about what a core of some layout does (api.core_flags),
    given per edition and in-between layout under `core:`; the reference
    host reads it from its profile table."""
    name: str
    default: bool  # what seabi's own cores do
    doc: str
    line: int
    when_true: str = ""  # what the docs say of a core with the flag set ("calls create_timer_fns")
    when_false: str = ""


@dataclass
class ApiInfo:
    name: str
    title: str
    header: str
    guard: str
    prefix: str
    max_align: int
    tf_status: bool
    key_lines: dict = field(default_factory=dict)  # key -> line, for error messages
    # Types checks.py bans from a design (ctype.BANNED) that this API's
    # shipped header already uses; only ctype.LEGACY ones can be listed.
    legacy_types: List[str] = field(default_factory=list)
    # Struct name prefix -> who fills such a struct's members by default (`fills`).
    fills: dict = field(default_factory=dict)
    # TensorFlow's header the drop-in replaces, and its include guard (`tensorflow_header`).
    tf_header: Optional[str] = None
    tf_guard: Optional[str] = None
    reference: Optional[str] = None  # the API's generated reference page (`reference`)
    core_flags: List[CoreFlag] = field(default_factory=list)
    usage_example: Optional[str] = None
    # TensorFlow's message for struct_size 0, with {struct} and {size_macro} (`struct_size_message`).
    struct_size_message: Optional[str] = None

    def line_of(self, key):
        return self.key_lines.get(key, 1)


@dataclass
class Api:
    path: str
    info: ApiInfo
    releases: List[Release]
    handles: List[Handle] = field(default_factory=list)
    callbacks: List[Callback] = field(default_factory=list)
    enums: List[Enum] = field(default_factory=list)
    structs: List[Struct] = field(default_factory=list)
    entry_points: List[Callback] = field(default_factory=list)
    types: List[TypeDecl] = field(default_factory=list)
    core_functions: List[Callback] = field(default_factory=list)
    editions: List[Edition] = field(default_factory=list)
    in_between: List[InBetween] = field(default_factory=list)
    versions_line: int = 1  # where `versions:` is, for error messages
    editions_line: int = 0  # where `editions:` is (0: absent)
    in_between_line: int = 0  # where `in_between:` is (0: absent)

    @property
    def versions(self) -> Tuple[Version, ...]:
        return tuple(r.version for r in self.releases)

    @property
    def newest(self) -> Version:
        return self.releases[-1].version

    def release(self, version):
        for r in self.releases:
            if r.version == version:
                return r
        raise KeyError(str(version))

    def named_type(self, name):
        """(kind, item) for a handle, enum, struct or callback type name; else None.

        Checks and layout ask this for every member, so it is a dict lookup;
        the index is rebuilt whenever a list has grown since it was made.
        """
        stamp = (len(self.handles), len(self.enums), len(self.structs), len(self.callbacks), len(self.types))
        cache = self.__dict__.get("_type_index")
        if cache is None or cache[0] != stamp:
            lists = (("handle", self.handles), ("enum", self.enums), ("struct", self.structs),
                     ("callback", self.callbacks), ("opaque", self.types))
            index = {}
            for kind, items in lists:
                for item in items:
                    index.setdefault(item.name, (kind, item))
            cache = (stamp, index)
            self.__dict__["_type_index"] = cache
        return cache[1].get(name)

    def struct(self, name):
        found = self.named_type(name)
        return found[1] if found is not None and found[0] == "struct" else None
