"""Random edits of a schema, drawn from a seed: what a maintainer might do.

Each edit takes the schema as plain data (the YAML loaded into dicts and
lists), changes it in place and returns a one-line description. Edits are
chosen by kind (EDITS, with weights) and aim at the places where the rules
matter most: members of the version in development that TensorFlow's
editions share with seabi, released members, the editions' and in-between
layouts' own data. Many edits are legal (appends, new structs, docs); many
are not; some are meant to be refused only by the frozen records. Nothing
here knows the generator's rules or layout code: the checker's verdict is
compared with what the compiler lays out (oracle.py).
"""
import copy

BUILTIN_TYPES = ["int32_t", "uint32_t", "int64_t", "uint64_t", "size_t", "TF_Bool", "int8_t", "uint8_t",
                 "int16_t", "uint16_t", "double", "float", "int", "char"]
# Types whose size differs between ABIs: the checker must refuse them (banned-type).
BANNED_TYPES = ["long", "bool", "unsigned"]
ZERO = ["no_op", "valid", "optional"]


class Edit:
    """The context of one edit: the schema data and the random source."""

    def __init__(self, data, rng):
        self.d, self.rng = data, rng
        self.counter = 0

    # -- helpers -----------------------------------------------------------
    def versions(self):
        return [v["version"] for v in self.d["versions"]]

    def dev(self):
        return self.versions()[-1]

    def released(self):
        return [v["version"] for v in self.d["versions"] if v["status"] == "released"]

    def fresh(self, stem="fz"):
        self.counter += 1
        return f"{stem}_{self.rng.randrange(10**6)}_{self.counter}"

    def struct(self, shared_first=False):
        structs = self.d["structs"]
        if shared_first and self.rng.random() < 0.6:
            shared = [s for s in structs if self.edition_names(s["name"])]
            if shared:
                return self.rng.choice(shared)
        return self.rng.choice(structs)

    def edition_names(self, sname):
        """Member names any edition lists for struct `sname`."""
        out = set()
        for e in self.d.get("editions", []):
            names = e.get("structs", {}).get(sname)
            if isinstance(names, list):
                out |= set(names)
        return out

    def member(self, s, dev_first=True, skip_header=True):
        """A member of struct `s` (not struct_size/ext unless asked), preferring the version in development."""
        fields = [f for f in s["fields"] if not skip_header or f["name"] not in ("struct_size", "ext")]
        if not fields:
            return None
        if dev_first and self.rng.random() < 0.6:
            dev = [f for f in fields if f.get("since", s["since"]) == self.dev()]
            if dev:
                return self.rng.choice(dev)
        return self.rng.choice(fields)

    def type_name(self, pointer_ok=True, by_value_ok=True):
        """A type text the grammar accepts; most are legal members, a few are banned or unknown."""
        r = self.rng.random()
        structs = [s["name"] for s in self.d["structs"]]
        handles = [h["name"] for h in self.d.get("handles", [])]
        enums = [e["name"] for e in self.d.get("enums", [])]
        callbacks = [c["name"] for c in self.d.get("callbacks", [])]
        if r < 0.35 and by_value_ok:
            return self.rng.choice(BUILTIN_TYPES)
        if r < 0.6 and pointer_ok:
            return self.rng.choice(["void*", "const char*", "const void*", "uint64_t*"]
                                   + [f"const {n}*" for n in structs] + [f"{n}*" for n in structs])
        if r < 0.8 and by_value_ok:
            return self.rng.choice(handles + enums + callbacks or BUILTIN_TYPES)
        if r < 0.9:
            return self.rng.choice(BANNED_TYPES + ["SP_NoSuchType", "void"])
        return self.rng.choice(BUILTIN_TYPES)

    def new_member(self, since=None):
        name = self.fresh()
        since = since or self.dev()
        if self.rng.random() < 0.25:
            params = [{self.fresh("p"): self.type_name()} for _ in range(self.rng.randrange(0, 4))]
            m = {"name": name, "since": since, "returns": self.rng.choice(["void", "TF_Bool", "int32_t", "void*"]),
                 "params": params, "doc": "A callback the fuzzer added."}
            if self.rng.random() < 0.3:
                m["required"] = True
            return m
        t = self.type_name()
        m = {"name": name, "since": since, "type": t, "zero": self.rng.choice(ZERO), "doc": "A member the fuzzer added."}
        if t.endswith("*") and self.rng.random() < 0.2:
            m.update(required=True, zero="no_op")
        if self.rng.random() < 0.1:
            m["align"] = self.rng.choice([1, 2, 4, 8, 16])
        return m


# -- the edits -------------------------------------------------------------
def append_member(e):
    s = e.struct(shared_first=True)
    m = e.new_member()
    s["fields"].append(m)
    return f"append {s['name']}.{m['name']} ({m.get('type') or 'callback'})"


def insert_member(e):
    s = e.struct(shared_first=True)
    since = e.rng.choice([e.dev()] + e.versions())
    m = e.new_member(since)
    at = e.rng.randrange(2, len(s["fields"]) + 1)
    s["fields"].insert(at, m)
    return f"insert {s['name']}.{m['name']} since {since} at {at}"


def delete_member(e):
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    s["fields"].remove(f)
    return f"delete {s['name']}.{f['name']}"


def delete_member_everywhere(e):
    """A consistent deletion: the member and every edition's mention of it."""
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    s["fields"].remove(f)
    for ed in e.d.get("editions", []):
        names = ed.get("structs", {}).get(s["name"])
        if isinstance(names, list) and f["name"] in names:
            names.remove(f["name"])
        ed["acknowledged"] = [a for a in ed.get("acknowledged", []) if a["member"] != f"{s['name']}.{f['name']}"]
        nv = ed.get("core", {}).get("not_validated")
        if nv and f"{s['name']}.{f['name']}" in nv:
            nv.remove(f"{s['name']}.{f['name']}")
    return f"delete {s['name']}.{f['name']} and every edition's mention of it"


def swap_members(e):
    s = e.struct(shared_first=True)
    if len(s["fields"]) < 4:
        return None
    i = e.rng.randrange(2, len(s["fields"]) - 1)
    s["fields"][i], s["fields"][i + 1] = s["fields"][i + 1], s["fields"][i]
    return f"swap {s['name']}.{s['fields'][i + 1]['name']} and {s['fields'][i]['name']}"


def rename_member(e):
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    old = f["name"]
    f["name"] = old + "_renamed"
    if e.rng.random() < 0.5:  # the maintainer renames it in the editions too
        for ed in e.d.get("editions", []):
            names = ed.get("structs", {}).get(s["name"])
            if isinstance(names, list) and old in names:
                names[names.index(old)] = f["name"]
        return f"rename {s['name']}.{old} everywhere"
    return f"rename {s['name']}.{old}"


def retype_member(e):
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    if "type" in f:
        old = f["type"]
        f["type"] = e.type_name()
        if f["type"].endswith("*") is False and f.get("required"):
            f.pop("required")
        return f"retype {s['name']}.{f['name']} {old} -> {f['type']}"
    r = e.rng.random()
    if r < 0.3 or not f["params"]:
        f["returns"] = e.rng.choice(["void", "TF_Bool", "int32_t", "void*", "size_t"])
        return f"{s['name']}.{f['name']} returns {f['returns']}"
    if r < 0.6:
        i = e.rng.randrange(len(f["params"]))
        (pname, ptype), = f["params"][i].items()
        f["params"][i] = {pname: e.type_name()}
        return f"{s['name']}.{f['name']} parameter {pname} {ptype} -> {f['params'][i][pname]}"
    if r < 0.8:
        f["params"].append({e.fresh("p"): e.type_name()})
        return f"{s['name']}.{f['name']} gains a parameter"
    f["params"].pop(e.rng.randrange(len(f["params"])))
    return f"{s['name']}.{f['name']} loses a parameter"


def change_since(e):
    s = e.struct(shared_first=True)
    f = e.member(s, dev_first=False)
    if f is None:
        return None
    old = f.get("since", s["since"])
    f["since"] = e.rng.choice([v for v in e.versions() if v != old] or [old])
    return f"{s['name']}.{f['name']} since {old} -> {f['since']}"


def deprecate(e):
    s = e.struct(shared_first=True)
    f = e.member(s, dev_first=False)
    if f is None:
        return None
    since = f.get("since", s["since"])
    later = [v for v in e.versions() if v >= since] or [since]
    dep = {"since": e.rng.choice(later), "note": "Deprecated by the fuzzer."}
    if e.rng.random() < 0.3:
        dep["retired"] = e.rng.choice(later)
    f["deprecated"] = dep
    return f"deprecate {s['name']}.{f['name']} since {dep['since']}" + (f", retired {dep['retired']}" if "retired" in dep else "")


def attribute(e):
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    key = e.rng.choice(["align", "zero", "required", "default", "filled_by", "pattern"])
    if key == "align":
        f["align"] = e.rng.choice([1, 2, 4, 8])
    elif key == "zero":
        f["zero"] = e.rng.choice(ZERO)
    elif key == "required":
        f["required"] = not f.get("required", False)
        if f["required"]:
            f["zero"] = "no_op"
    elif key == "default":
        f["default"] = e.rng.choice([0, 1, -1, 255, 70000])
    elif key == "filled_by":
        f["filled_by"] = e.rng.choice(["core", "plugin", "both"])
    else:
        f["pattern"] = "[A-Z][A-Z_]*"
    return f"{s['name']}.{f['name']} {key}: {f[key]}"


def new_struct(e):
    name = "SP_Fz" + str(e.rng.randrange(10**5))
    fields = [{"name": "struct_size", "type": "size_t", "zero": "no_op", "doc": "Unpadded size."},
              {"name": "ext", "type": "void*", "zero": "optional", "doc": "Reserved."}]
    fields += [e.new_member(e.dev()) for _ in range(e.rng.randrange(1, 4))]
    for f in fields[2:]:
        f.pop("since")
    since = e.dev() if e.rng.random() < 0.85 else e.rng.choice(e.versions())
    e.d["structs"].append({"name": name, "since": since, "doc": "A struct the fuzzer added.", "fields": fields})
    what = f"new struct {name} since {since}"
    if e.rng.random() < 0.5:  # and a member of an existing struct points to it
        s = e.struct(shared_first=True)
        s["fields"].append({"name": e.fresh(), "since": e.dev(), "type": f"const {name}*", "zero": "optional",
                            "doc": "Points to the new struct."})
        what += f", pointed to from {s['name']}"
    return what


def new_named_type(e):
    """A handle, enum or callback type of the version in development, used by a new member."""
    kind = e.rng.choice(["handles", "enums", "callbacks"])
    name = ("SP_FzH" if kind == "handles" else "SE_FzE" if kind == "enums" else "SE_FzFn") + str(e.rng.randrange(10**5))
    since = e.dev() if e.rng.random() < 0.85 else e.rng.choice(e.versions())
    if kind == "handles":
        item = {"name": name, "tag": name + "_st", "since": since, "doc": "A handle the fuzzer added."}
    elif kind == "enums":
        item = {"name": name, "since": since, "doc": "An enum the fuzzer added.",
                "values": [{"name": name.upper() + "_A", "value": 0}, {"name": name.upper() + "_B", "value": 1}]}
    else:
        item = {"name": name, "since": since, "doc": "A callback type the fuzzer added.", "returns": "void",
                "params": [{"x": e.rng.choice(["int32_t", "void*", "uint64_t"])}]}
    e.d.setdefault(kind, []).append(item)
    s = e.struct(shared_first=True)
    s["fields"].append({"name": e.fresh(), "since": e.dev(), "type": name, "zero": "valid",
                        "doc": "Uses the new type."})
    return f"new {kind[:-1]} {name} since {since}, used by {s['name']}"


def enum_edit(e):
    if not e.d.get("enums"):
        return None  # an API without enums: another kind is drawn
    en = e.rng.choice(e.d["enums"])
    r = e.rng.random()
    if r < 0.4:
        en["values"].append({"name": en["name"].upper() + "_FZ" + str(e.rng.randrange(10**4)),
                             "value": e.rng.choice([7, 100, 2, -1, 2**31]), "since": e.dev()})
        return f"append an enumerator to {en['name']}"
    v = e.rng.choice(en["values"])
    if r < 0.7:
        v["value"] = v["value"] + e.rng.choice([1, 10])
        return f"renumber {v['name']}"
    en["values"].remove(v)
    return f"remove {v['name']}"


def callback_type_edit(e):
    cbs = e.d.get("callbacks", []) + e.d.get("entry_points", [])
    if not cbs:
        return None
    cb = e.rng.choice(cbs)
    if cb["params"] and e.rng.random() < 0.6:
        i = e.rng.randrange(len(cb["params"]))
        (pname, ptype), = cb["params"][i].items()
        new = e.rng.choice([ptype.replace(" const", ""), ptype + " const", e.type_name()])
        cb["params"][i] = {pname: new}
        return f"{cb['name']} parameter {pname} {ptype} -> {new}"
    cb["params"].append({e.fresh("p"): e.type_name()})
    return f"{cb['name']} gains a parameter"


def handle_edit(e):
    if not e.d.get("handles"):
        return None
    h = e.rng.choice(e.d["handles"])
    h["tag"] = h["tag"] + "_x"
    return f"handle {h['name']} tag -> {h['tag']}"


def edition_edit(e):
    eds = e.d.get("editions", [])
    if not eds:
        return None
    ed = e.rng.choice(eds)
    structs = ed.setdefault("structs", {})
    r = e.rng.random()
    listed = [k for k, v in structs.items() if isinstance(v, list)]
    if r < 0.2 and listed:
        sname = e.rng.choice(listed)
        names = structs[sname]
        if len(names) > 3:
            names.pop(e.rng.randrange(2, len(names)))
            return f"{ed['name']}: drop a member of {sname}"
    if r < 0.35 and listed:
        sname = e.rng.choice(listed)
        names = structs[sname]
        if len(names) > 3:
            i = e.rng.randrange(2, len(names) - 1)
            names[i], names[i + 1] = names[i + 1], names[i]
            return f"{ed['name']}: swap two members of {sname}"
    if r < 0.5:
        s = e.rng.choice(e.d["structs"])
        names = [f["name"] for f in s["fields"]]
        if e.rng.random() < 0.3 and "ext" in names:
            names.remove("ext")
        structs[s["name"]] = names
        return f"{ed['name']}: list {s['name']} as the schema has it"
    if r < 0.6:
        s = e.rng.choice(e.d["structs"])
        structs[s["name"]] = "absent"
        return f"{ed['name']}: mark {s['name']} absent"
    if r < 0.7:
        params = ed.setdefault("params", {})
        key = e.rng.choice(list(params) or ["SP_StreamExecutor.host_callback"])
        params[key] = {"device": e.rng.choice(["SP_Device*", "const SP_Device*", "const SP_Platform*"])}
        return f"{ed['name']}: params {key} -> {params[key]}"
    if r < 0.8 and ed.get("acknowledged"):
        a = ed["acknowledged"].pop(e.rng.randrange(len(ed["acknowledged"])))
        return f"{ed['name']}: forget the acknowledgement of {a['rule']} on {a['member']}"
    if r < 0.9:
        nv = ed.setdefault("core", {}).setdefault("not_validated", [])
        s = e.struct(shared_first=True)
        key = f"{s['name']}.{e.rng.choice(s['fields'])['name']}"
        if key in nv:
            nv.remove(key)
            return f"{ed['name']}: validates {key} again"
        nv.append(key)
        return f"{ed['name']}: does not validate {key}"
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    ed.setdefault("acknowledged", []).append({"rule": "edition-changed", "member": f"{s['name']}.{f['name']}",
                                              "note": "a correction that corrects nothing"})
    return f"{ed['name']}: acknowledges a correction of {s['name']}.{f['name']}"


def in_between_edit(e):
    items = e.d.get("in_between", [])
    if not items:
        return None
    b = e.rng.choice(items)
    s = e.struct(shared_first=True)
    f = e.member(s)
    if f is None:
        return None
    b["ends"][s["name"]] = f["name"]
    return f"{b['name']}: ends {s['name']} at {f['name']}"


def docs(e):
    s = e.struct()
    f = e.member(s, dev_first=False)
    if f is None:
        return None
    f["doc"] = "Reworded by the fuzzer."
    return f"reword {s['name']}.{f['name']}"


def release(e):
    last = e.d["versions"][-1]
    if last["status"] != "development":
        return None
    last["status"] = "released"
    if e.rng.random() < 0.5:
        major, minor, _ = map(int, last["version"].split("."))
        e.d["versions"].append({"version": f"{major}.{minor + 1}.0", "status": "development",
                                "summary": "Opened by the fuzzer."})
        append_member(e)
        return f"release {last['version']}, open the next and append to it"
    return f"release {last['version']}"


def two_edits(e):
    first, second = e.rng.choices(SINGLE, weights=[w for _, w in SINGLE_WEIGHTED], k=2)
    a, b = first(e), second(e)
    if a is None or b is None:
        return None
    return f"{a}; then {b}"


SINGLE_WEIGHTED = [
    (append_member, 14), (insert_member, 5), (delete_member, 6), (delete_member_everywhere, 5), (swap_members, 4),
    (rename_member, 5), (retype_member, 12), (change_since, 3), (deprecate, 3), (attribute, 8), (new_struct, 6),
    (new_named_type, 5), (enum_edit, 3), (callback_type_edit, 3), (handle_edit, 1), (edition_edit, 9),
    (in_between_edit, 3), (docs, 2), (release, 2),
]
SINGLE = [fn for fn, _ in SINGLE_WEIGHTED]
PROFILES = {
    # Every kind, roughly as often as a maintainer might make it (make fuzz-schema).
    "natural": SINGLE_WEIGHTED + [(two_edits, 5)],
    # make test's mix: mostly edits that must be refused (where a checker bug
    # shows as an accepted edit the oracle then judges), few legal ones, whose
    # headers are the expensive part to compile (new types and structs:
    # tests/generator/test_headers_compile.py and the natural mix).
    "refusals": [
        (append_member, 1), (insert_member, 5), (delete_member, 8), (delete_member_everywhere, 6),
        (swap_members, 6), (rename_member, 6), (retype_member, 14), (change_since, 5), (deprecate, 2),
        (attribute, 8), (enum_edit, 1), (callback_type_edit, 3), (handle_edit, 2), (edition_edit, 10),
        (in_between_edit, 4), (two_edits, 5),
    ],
}


def draw(data, rng, profile="natural"):
    """Applies one random edit to a copy of `data`: (new data, description); never the unchanged schema."""
    kinds = PROFILES[profile]
    while True:
        d = copy.deepcopy(data)
        fn = rng.choices([fn for fn, _ in kinds], weights=[w for _, w in kinds])[0]
        what = fn(Edit(d, rng))
        if what is not None and d != data:
            return d, f"{fn.__name__}: {what}"
