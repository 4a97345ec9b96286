"""Reads a schema file into the model, checking its shape.

Shape means: only known keys, every required key present, every value of
the right kind. Meaning (names, versions, types, layout rules) is checked in
checks.py once the whole model exists.
"""
from . import ctype
from .errors import Collector
from .model import (Acknowledged, Api, ApiInfo, Callback, CoreFlag, Correction, Deprecation, Edition, Enum,
                    InBetween, EnumValue, Field, Handle, Param, Release, Shared, Signature, Struct, TypeDecl,
                    TypeMember, Version)
from .yamlsrc import Map, Seq, load

SCHEMA_FORMAT = 1

STR, INT, BOOL, LIST, MAP = "string", "integer", "boolean", "list", "mapping"

# kind -> {key: (required, value kind)}
SHAPES = {
    "top": {"schema_format": (True, INT), "api": (True, MAP), "versions": (True, LIST),
            "handles": (False, LIST), "callbacks": (False, LIST), "enums": (False, LIST),
            "structs": (True, LIST), "entry_points": (False, LIST), "editions": (False, LIST),
            "in_between": (False, LIST), "types": (False, LIST), "core_functions": (False, LIST)},
    "api": {"name": (True, STR), "title": (True, STR), "header": (True, STR), "guard": (True, STR),
            "prefix": (True, STR), "max_align": (True, INT), "tf_status": (False, BOOL),
            "fills": (False, MAP), "tensorflow_header": (False, MAP), "reference": (False, STR),
            "core_flags": (False, LIST), "usage_example": (False, STR), "struct_size_message": (False, STR),
            "legacy_types": (False, LIST)},
    "tensorflow_header": {"path": (True, STR), "guard": (True, STR)},
    "core_flag": {"name": (True, STR), "default": (True, BOOL), "doc": (True, STR), "when_true": (True, STR),
                  "when_false": (True, STR)},
    "version": {"version": (True, STR), "status": (True, STR), "summary": (True, STR),
                "notes": (False, LIST), "acknowledged": (False, LIST)},
    "handle": {"name": (True, STR), "tag": (True, STR), "since": (True, STR), "doc": (True, STR),
               "removed": (False, STR)},
    "callback": {"name": (True, STR), "since": (True, STR), "doc": (True, STR),
                 "returns": (True, STR), "params": (True, LIST), "deprecated": (False, MAP),
                 "removed": (False, STR)},
    "entry_point": {"name": (True, STR), "since": (True, STR), "doc": (True, STR),
                    "returns": (True, STR), "params": (True, LIST), "deprecated": (False, MAP),
                    "pre_release_names": (False, LIST)},
    "core_function": {"name": (True, STR), "since": (True, STR), "doc": (True, STR),
                      "returns": (True, STR), "params": (True, LIST), "shared": (False, BOOL),
                      "skip_if": (False, LIST)},
    "type": {"name": (True, STR), "since": (True, STR), "doc": (True, STR), "members": (False, LIST),
             "shared": (False, BOOL), "skip_if": (False, LIST), "removed": (False, STR)},
    "type_member": {"name": (True, STR), "doc": (True, STR), "type": (False, STR), "returns": (False, STR),
                    "params": (False, LIST)},
    "enum": {"name": (True, STR), "since": (True, STR), "doc": (True, STR), "values": (True, LIST),
             "deprecated": (False, MAP), "shared": (False, BOOL), "skip_if": (False, LIST),
             "removed": (False, STR)},
    "enum_value": {"name": (True, STR), "value": (True, INT), "since": (False, STR),
                   "doc": (False, STR), "deprecated": (False, MAP), "removed": (False, STR)},
    "struct": {"name": (True, STR), "since": (True, STR), "doc": (True, STR),
               "size_macro": (False, STR), "filled_by": (False, STR), "no_ext": (False, STR),
               "deprecated": (False, MAP), "fields": (True, LIST), "removed": (False, STR),
               "plain": (False, BOOL)},
    "field": {"name": (True, STR), "since": (False, STR), "doc": (True, STR), "type": (False, STR),
              "returns": (False, STR), "params": (False, LIST), "zero": (False, STR),
              "filled_by": (False, STR), "required": (False, BOOL), "required_when": (False, STR),
              "pattern": (False, STR), "default": (False, INT), "align": (False, INT),
              "deprecated": (False, MAP), "corrected": (False, MAP), "variant": (False, STR),
              "removed": (False, STR), "union": (False, STR)},
    "corrected": {"since": (True, STR), "filled_by": (True, STR), "note": (True, STR)},
    "edition": {"name": (True, STR), "after": (True, STR), "reports": (True, STR),
                "first_release": (False, STR), "confidence": (True, STR), "doc": (True, STR),
                "structs": (False, MAP), "params": (False, MAP), "signatures": (False, MAP),
                "core": (True, MAP), "acknowledged": (False, LIST)},
    "signature": {"variant": (True, STR), "returns": (True, STR), "params": (True, LIST)},
    "in_between": {"name": (True, STR), "lineage": (True, STR), "base": (True, STR), "reports": (True, STR),
                   "confidence": (True, STR), "doc": (True, STR), "ends": (True, MAP), "core": (True, MAP),
                   "acknowledged": (False, LIST)},
    # `core:` of an edition or in-between layout: not_validated, plus one
    # boolean per flag the API declares (api.core_flags; Reader.core_facts).
    "edition_core": {"not_validated": (False, LIST)},
    "acknowledged": {"rule": (True, STR), "member": (True, STR), "note": (True, STR)},
    "deprecated": {"since": (True, STR), "replaced_by": (False, STR), "note": (False, STR),
                   "retired": (False, STR)},
}

_PY = {STR: (str,), INT: (int,), BOOL: (bool,), LIST: (Seq, list), MAP: (Map, dict)}


# The types _is accepts outright for each kind (exact types, as the YAML
# reader builds them); anything else takes _is's full test.
_EXACT = {STR: (str,), INT: (int,), BOOL: (bool,), LIST: (Seq, list), MAP: (Map, dict)}
_REQUIRED = {}


def _required(spec):
    """The keys a shape of SHAPES requires, worked out once per spec."""
    found = _REQUIRED.get(id(spec))
    if found is None or found[0] is not spec:
        found = _REQUIRED[id(spec)] = (spec, [key for key, (required, _kind) in spec.items() if required])
    return found[1]


def _is(value, kind):
    if kind == INT and isinstance(value, bool):
        return False
    if kind == STR and isinstance(value, (int, float)) and not isinstance(value, bool):
        return False
    return isinstance(value, _PY[kind])


class Reader:
    """Builds the model from the YAML tree, collecting shape errors."""

    def __init__(self, path):
        self.path = path
        self.err = Collector(path)

    # -- helpers -------------------------------------------------------------
    def shape(self, node, kind, line, what, extra=None):
        """Checks keys and value kinds; returns the node or None if unusable.
        `extra`: more {key: (required, kind)} this mapping accepts (the core
        flags an API declares)."""
        if not isinstance(node, Map):
            self.err.add(line, "bad-value", f"{what} must be a mapping")
            return None
        spec = SHAPES[kind] if extra is None else {**SHAPES[kind], **extra}
        # Most nodes are well formed: known keys, each of a plain type of its
        # kind, every required key present. Then there is nothing to report.
        for key, value in node.items():
            entry = spec.get(key)
            if entry is None or type(value) not in _EXACT[entry[1]]:
                break
        else:
            if all(key in node for key in (_required(spec) if extra is None else
                                           [key for key, (required, _kind) in spec.items() if required])):
                return node
        ok = True
        for key in node:
            if key not in spec:
                allowed = ", ".join(sorted(spec))
                self.err.add(node.line_of(key), "unknown-key", f"{what}: unknown key '{key}' (allowed: {allowed})")
                ok = False
        for key, (required, vkind) in spec.items():
            if key not in node:
                if required:
                    self.err.add(node.line, "missing-key", f"{what}: missing required key '{key}'")
                    ok = False
            elif not _is(node[key], vkind):
                self.err.add(node.line_of(key), "bad-value", f"{what}: '{key}' must be a {vkind}, not {node[key]!r}")
                ok = False
        return node if ok else None

    def version(self, node, key, what, default=None):
        if key not in node:
            return default
        try:
            return Version.parse(node[key])
        except ValueError as e:
            self.err.add(node.line_of(key), "malformed-version", f"{what}: {e}")
            return None

    def ctype(self, text, line, what):
        try:
            return ctype.parse(text)
        except ctype.TypeSyntaxError as e:
            self.err.add(line, "type-syntax", f"{what}: {e}")
            return None

    def items(self, seq, kind, what):
        for i, item in enumerate(seq):
            node = self.shape(item, kind, seq.line_of(i), f"{what}[{i}]")
            if node is not None:
                yield node

    def deprecation(self, node, what):
        if "deprecated" not in node:
            return None
        d = self.shape(node["deprecated"], "deprecated", node.line_of("deprecated"), f"{what}.deprecated")
        if d is None:
            return None
        return Deprecation(since=self.version(d, "since", what), replaced_by=d.get("replaced_by"),
                           note=d.get("note"), retired=self.version(d, "retired", what),
                           line=node.line_of("deprecated"))

    def signature(self, node, what):
        returns = self.ctype(node["returns"], node.line_of("returns"), f"{what} returns")
        params = []
        seq = node["params"]
        for i, p in enumerate(seq):
            line = seq.line_of(i)
            if not isinstance(p, Map) or len(p) != 1:
                self.err.add(line, "bad-value", f"{what}: parameter {i} must be a one-key mapping `name: type`")
                continue
            (pname, ptype), = p.items()
            if not isinstance(ptype, str):
                self.err.add(line, "bad-value", f"{what}: parameter '{pname}' type must be a string")
                continue
            t = self.ctype(ptype, line, f"{what} parameter '{pname}'")
            if t is not None:
                params.append(Param(pname, t, line))
        return Signature(returns, params) if returns is not None else None

    # -- objects -------------------------------------------------------------
    def read(self, tree):
        top = self.shape(tree, "top", getattr(tree, "line", 1), "schema")
        if top is None:
            self.err.raise_if_any()
        if top["schema_format"] != SCHEMA_FORMAT:
            self.err.add(top.line_of("schema_format"), "schema-format",
                         f"this generator reads schema_format {SCHEMA_FORMAT}, the file says {top['schema_format']}")
            self.err.raise_if_any()
        a = self.shape(top["api"], "api", top.line_of("api"), "api")
        info = None
        if a is not None:
            info = ApiInfo(a["name"], a["title"], a["header"], a["guard"], a["prefix"], a["max_align"],
                           a.get("tf_status", False), {k: a.line_of(k) for k in a})
            for i, t in enumerate(a.get("legacy_types", [])):
                if isinstance(t, str):
                    info.legacy_types.append(t)
                else:
                    self.err.add(a["legacy_types"].line_of(i), "bad-value", f"api.legacy_types[{i}] must be a type name")
            self.api_extras(a, info)
        self.info = info
        api = Api(self.path, info, [])
        api.versions_line = top.line_of("versions")
        api.editions_line = top.line_of("editions") if "editions" in top else 0
        api.in_between_line = top.line_of("in_between") if "in_between" in top else 0
        for v in self.items(top["versions"], "version", "versions"):
            ver = self.version(v, "version", "versions")
            notes = v.get("notes", [])
            if ver is not None:
                api.releases.append(Release(ver, v["status"], v["summary"], list(notes), v.line,
                                            self.acknowledged(v, f"version {ver}")))
        for h in self.items(top.get("handles", []), "handle", "handles"):
            api.handles.append(Handle(h["name"], h["tag"], self.version(h, "since", h["name"]), h["doc"], h.line,
                                      self.version(h, "removed", h["name"])))
        for c in self.items(top.get("callbacks", []), "callback", "callbacks"):
            api.callbacks.append(self.callback(c))
        for c in self.items(top.get("entry_points", []), "entry_point", "entry_points"):
            api.entry_points.append(self.entry_point(c))
        for t in self.items(top.get("types", []), "type", "types"):
            api.types.append(self.type_decl(t))
        for c in self.items(top.get("core_functions", []), "core_function", "core_functions"):
            api.core_functions.append(self.core_function(c))
        for e in self.items(top.get("enums", []), "enum", "enums"):
            api.enums.append(self.enum(e))
        for s in self.items(top["structs"], "struct", "structs"):
            api.structs.append(self.struct(s))
        for e in self.items(top.get("editions", []), "edition", "editions"):
            edition = self.edition(e)
            if edition is not None:
                api.editions.append(edition)
        for b in self.items(top.get("in_between", []), "in_between", "in_between"):
            api.in_between.append(self.in_between(b))
        self.err.raise_if_any()
        return api

    def callback(self, c):
        return Callback(c["name"], self.version(c, "since", c["name"]), c["doc"],
                        self.signature(c, c["name"]), self.deprecation(c, c["name"]), c.line,
                        self.version(c, "removed", c["name"]))

    def names_list(self, node, key, what):
        """A list of plain strings under `key` (identifiers are checked in checks.py)."""
        out = []
        seq = node.get(key, [])
        for i, item in enumerate(seq):
            if not isinstance(item, str):
                self.err.add(seq.line_of(i), "bad-value", f"{what}: {key}[{i}] must be a name")
            else:
                out.append(item)
        return out

    def shared(self, node, what):
        """The `shared` / `skip_if` keys of an enum, type or core function."""
        if not node.get("shared", False):
            if "skip_if" in node:
                self.err.add(node.line_of("skip_if"), "bad-value", f"{what}: skip_if needs `shared: true`")
            return None
        return Shared(self.names_list(node, "skip_if", what), node.line_of("shared"))

    def entry_point(self, c):
        ep = self.callback(c)
        ep.pre_release_names = self.names_list(c, "pre_release_names", c["name"])
        return ep

    def core_function(self, c):
        fn = Callback(c["name"], self.version(c, "since", c["name"]), c["doc"], self.signature(c, c["name"]),
                      None, c.line)
        fn.shared = self.shared(c, c["name"])
        return fn

    def type_decl(self, t):
        name = t["name"]
        members = None
        if "members" in t:
            members = []
            for m in self.items(t["members"], "type_member", f"{name}.members"):
                what = f"{name}.{m['name']}"
                ct = sig = None
                if "returns" in m or "params" in m:
                    if "type" in m or "returns" not in m or "params" not in m:
                        self.err.add(m.line, "field-kind", f"{what}: give either `type` or `returns`+`params`")
                    else:
                        sig = self.signature(m, what)
                elif "type" not in m:
                    self.err.add(m.line, "missing-key", f"{what}: missing `type` (or `returns`+`params`)")
                else:
                    ct = self.ctype(m["type"], m.line_of("type"), what)
                members.append(TypeMember(m["name"], ct, sig, m["doc"], m.line))
        return TypeDecl(name, self.version(t, "since", name), t["doc"], members, self.shared(t, name), t.line,
                        removed=self.version(t, "removed", name))

    def api_extras(self, a, info):
        """The optional `api` keys: who fills structs by prefix, TensorFlow's
        header the drop-in replaces, the reference page, core flags, the
        usage example and TensorFlow's struct_size message."""
        fills = a.get("fills", {})
        for prefix, side in fills.items():
            if not isinstance(side, str):
                self.err.add(fills.line_of(prefix), "bad-value", f"api.fills.{prefix} must be core, plugin or both")
            else:
                info.fills[prefix] = side
        if "tensorflow_header" in a:
            th = self.shape(a["tensorflow_header"], "tensorflow_header", a.line_of("tensorflow_header"),
                            "api.tensorflow_header")
            if th is not None:
                info.tf_header, info.tf_guard = th["path"], th["guard"]
        info.reference = a.get("reference")
        for f in self.items(a.get("core_flags", []), "core_flag", "api.core_flags"):
            info.core_flags.append(CoreFlag(f["name"], f["default"], f["doc"], f.line, f["when_true"], f["when_false"]))
        info.usage_example = a.get("usage_example")
        info.struct_size_message = a.get("struct_size_message")

    def enum(self, e):
        since = self.version(e, "since", e["name"])
        values = []
        for v in self.items(e["values"], "enum_value", f"{e['name']}.values"):
            values.append(EnumValue(v["name"], v["value"], self.version(v, "since", v["name"], since),
                                    v.get("doc", ""), self.deprecation(v, v["name"]), v.line,
                                    removed=self.version(v, "removed", v["name"])))
            values[-1].since_given = "since" in v
        return Enum(e["name"], since, e["doc"], self.deprecation(e, e["name"]), values, e.line,
                    removed=self.version(e, "removed", e["name"]), shared=self.shared(e, e["name"]))

    def struct(self, s):
        name = s["name"]
        since = self.version(s, "since", name)
        # The API's naming convention (api.fills): e.g. SE_ structs are the core's.
        fills = self.info.fills if self.info is not None else {}
        default_fill = next((side for prefix, side in fills.items() if name.startswith(prefix)), None)
        filled_by = s.get("filled_by", default_fill)
        fields = []
        for f in self.items(s["fields"], "field", f"{name}.fields"):
            fields.append(self.field(f, name, since, filled_by))
        return Struct(name, since, s["doc"], s.get("size_macro"), filled_by, s.get("no_ext"),
                      self.deprecation(s, name), fields, s.line, self.version(s, "removed", name),
                      s.get("plain", False))

    def field(self, f, struct_name, struct_since, struct_fill):
        what = f"{struct_name}.{f['name']}"
        is_fn = "returns" in f or "params" in f
        ct = sig = None
        if is_fn:
            if "type" in f:
                self.err.add(f.line_of("type"), "field-kind", f"{what}: give either `type` or `returns`+`params`, not both")
            elif "returns" not in f or "params" not in f:
                self.err.add(f.line, "missing-key", f"{what}: a callback needs both `returns` and `params`")
            else:
                sig = self.signature(f, what)
        elif "type" not in f:
            self.err.add(f.line, "missing-key", f"{what}: missing `type` (or `returns`+`params` for a callback)")
        else:
            ct = self.ctype(f["type"], f.line_of("type"), what)
        required = f.get("required", False)
        zero = f.get("zero")
        if zero is None and is_fn:
            # A callback the consumer must have cannot be NULL (NULL is a
            # no-op); an optional one uses NULL for "not provided".
            zero = "no_op" if required else "optional"
        filled_by = f.get("filled_by")
        if filled_by is None:
            filled_by = "both" if f["name"] == "struct_size" else struct_fill
        corrected = None
        if "corrected" in f:
            c = self.shape(f["corrected"], "corrected", f.line_of("corrected"), f"{what}.corrected")
            if c is not None:
                corrected = Correction(self.version(c, "since", what), c["filled_by"], c["note"],
                                       f.line_of("corrected"))
        field = Field(name=f["name"], since=self.version(f, "since", what, struct_since), doc=f["doc"],
                     zero=zero, filled_by=filled_by, required=required, required_when=f.get("required_when"),
                     pattern=f.get("pattern"), default=f.get("default"), align=f.get("align"),
                     deprecated=self.deprecation(f, what), ctype=ct, signature=sig, line=f.line,
                     corrected=corrected, variant=f.get("variant"), removed=self.version(f, "removed", what),
                     union=f.get("union"))
        # Whether `since:` was written (else the struct's): a member without
        # one placed after newer members is the insertion (checks.py).
        field.since_given = "since" in f
        return field


    def core_facts(self, node, what, lines):
        """({flag: bool}, not_validated) of a `core:` mapping: every flag the
        API declares (api.core_flags) must be given."""
        declared = self.info.core_flags if self.info is not None else []
        extra = {f.name: (True, BOOL) for f in declared}
        core = self.shape(node["core"], "edition_core", node.line_of("core"), f"{what}.core", extra)
        not_validated = []
        flags = {}
        if core is not None:
            lines[("core",)] = node.line_of("core")
            flags = {f.name: core[f.name] for f in declared}
            seq = core.get("not_validated", [])
            for i, item in enumerate(seq):
                if not isinstance(item, str):
                    self.err.add(seq.line_of(i), "bad-value", f"{what}: core.not_validated[{i}] must be `Struct.member`")
                else:
                    not_validated.append(item)
        return flags, not_validated

    def in_between(self, b):
        """Shape only; what the names refer to is checked in in_between.py."""
        what = f"in_between {b['name']}"
        lines, ends = {}, {}
        for sname, member in b["ends"].items():
            lines[("ends", sname)] = b["ends"].line_of(sname)
            if isinstance(member, str):
                ends[sname] = member
            else:
                self.err.add(lines[("ends", sname)], "bad-value", f"{what}: ends.{sname} must be a member name")
        flags, not_validated = self.core_facts(b, what, lines)
        return InBetween(b["name"], b["lineage"], b["base"], self.version(b, "reports", what), b["confidence"],
                         b["doc"], ends, flags, not_validated, b.line, lines, self.acknowledged(b, what))

    def edition(self, e):
        """Shape only; what the names refer to is checked in editions.py."""
        name = e["name"]
        what = f"edition {name}"
        lines = {}
        structs = {}
        for sname, members in e.get("structs", {}).items():
            line = e["structs"].line_of(sname)
            lines[("structs", sname)] = line
            if members == "absent":
                structs[sname] = None
            elif isinstance(members, Seq) and all(isinstance(m, str) for m in members):
                structs[sname] = list(members)
            else:
                self.err.add(line, "bad-value", f"{what}: structs.{sname} must be a list of member names or `absent`")
        params = {}
        for key, overrides in e.get("params", {}).items():
            line = e["params"].line_of(key)
            lines[("params", key)] = line
            if not isinstance(overrides, Map) or not all(isinstance(v, str) for v in overrides.values()):
                self.err.add(line, "bad-value", f"{what}: params.{key} must map parameter names to C types")
                continue
            params[key] = dict(overrides)
        signatures = {}
        for key, node in e.get("signatures", {}).items():
            line = e["signatures"].line_of(key)
            lines[("signatures", key)] = line
            sig = self.shape(node, "signature", line, f"{what}: signatures.{key}")
            if sig is not None:
                signature = self.signature(sig, f"{what}: signatures.{key}")
                if signature is not None:
                    signatures[key] = (sig["variant"], signature)
        flags, not_validated = self.core_facts(e, what, lines)
        reports = self.version(e, "reports", what)
        return Edition(name, e["after"], reports, str(e["first_release"]) if "first_release" in e else None, e["confidence"], e["doc"],
                       structs, params, flags, not_validated,
                       self.acknowledged(e, what), e.line, lines, signatures)

    def acknowledged(self, node, what):
        return [Acknowledged(a["rule"], a["member"], a["note"], a.line)
                for a in self.items(node.get("acknowledged", []), "acknowledged", f"{what}.acknowledged")]


def read(path, text=None):
    """Loads and shape-checks a schema file; raises SchemaErrors."""
    tree = load(path, text)
    return Reader(path).read(tree)
