"""ABI evolution checker: released versions are frozen, later ones only append.

Runs inside `make gen` / `make check-gen` (stage 2 of verdict.py) after
checks.py has accepted the schema on its own. checks.py judges one
schema in isolation (e.g. a 0.3.0 member placed before a 0.0.1 one); this
module judges the schema against history, which the YAML alone cannot show:
the frozen records in schema/released/<schema>/<version>.json (released.py).

Two comparisons, both through `diff`:
  * history: each frozen record against the same version rebuilt from the
    schema now. Any difference means a released version was edited.
  * evolution: each version against the next one (the older side taken from
    its frozen record when there is one). A MINOR step may append members,
    structs, enums, enumerators and callbacks, deprecate, and retire what
    checks.py allows; a PATCH step may change no ABI at all; a MAJOR step
    may do anything.

A MAJOR version starts a new history: its schema lists only versions of the
new major (members re-based to `since:` the new major), and the records of
older majors stay in schema/released/ as archive, no longer compared. That
is the only way to remove, reorder or retype a released member.

Every finding names a stable rule id (see RULES); the ids follow the merged
rule table in abi_rules.md A.7, and tests/evolution has one fixture per id.
"""
from . import ctype, editions, memo, released
from .errors import Collector
from .layout_records import CORRECTION_RULES

# rule id -> what it forbids (unless the version is a new MAJOR)
RULES = {
    "member-removed": "a member of a released struct disappeared",
    "member-reordered": "members of a released struct changed order",
    "member-inserted": "a new member was put before an existing one (padding holes included)",
    "member-renamed": "a released member got a new name (add the new one, deprecate the old)",
    "type-changed": "a released data member changed type (size, signedness, const or pointee)",
    "signature-changed": "a callback's return or parameter types changed",
    "alignment-changed": "a member's or struct's alignment changed",
    "layout-changed": "offsets or sizes moved although the declarations are the same",
    "struct-removed": "a released struct disappeared",
    "size-macro-renamed": "a released struct's size macro got a new name",
    "filled-by-changed": "who fills a struct or member changed",
    "enum-removed": "a released enum disappeared",
    "enumerator-removed": "a released enumerator disappeared or was renamed",
    "enumerator-renumbered": "a released enumerator changed value",
    "enum-resized": "a released enum changed size",
    "callback-removed": "a released function type or entry point disappeared",
    "handle-removed": "a released handle disappeared or its struct tag changed",
    "zero-class-changed": "what 0/NULL means for a released member changed",
    "optional-made-required": "an optional member became required",
    "required-dropped": "a required member became optional (older consumers still rely on it)",
    "validation-changed": "a released member's pattern or required_when changed",
    "default-changed": "a released member's default changed",
    "deprecation-rewritten": "a released deprecation or retirement was removed or edited",
    "history-rewrite": "something was added to, or a version inserted into, released history",
    "patch-changes-abi": "a PATCH version changed the ABI",
    "released-version-removed": "a frozen released version is no longer listed",
    "release-reopened": "a frozen released version went back to development",
    "release-not-frozen": "a released version has no frozen record (run `make gen`)",
}


class _Finder:
    """Collects findings once each, pointing at the schema line of the item."""

    def __init__(self, api, err=None):
        self.err = err if err is not None else Collector(api.path)
        self.seen = set()
        self.lines = _lines(api)
        self.default_line = api.releases[0].line if api.releases else 1

    def add(self, rule, where, message):
        assert rule in RULES, rule
        if (rule, where) in self.seen:
            return
        self.seen.add((rule, where))
        line = None
        for i in range(len(where), 0, -1):
            line = self.lines.get(where[:i])
            if line is not None:
                break
        self.err.add(line or self.default_line, rule, message)


def _lines(api):
    out = {}
    for r in api.releases:
        out[("version", str(r.version))] = r.line
    for s in api.structs:
        out[("struct", s.name)] = s.line
        for f in s.fields:
            out[("struct", s.name, f.name)] = f.line
    for e in api.enums:
        out[("enum", e.name)] = e.line
        for v in e.values:
            out[("enum", e.name, v.name)] = v.line
    for kind, items in (("callback", api.callbacks), ("entry_point", api.entry_points), ("handle", api.handles)):
        for c in items:
            out[(kind, c.name)] = c.line
    return out


def bump(older, newer):
    """'major', 'minor' or 'patch': the kind of step from `older` to `newer`."""
    if newer.major != older.major:
        return "major"
    if newer.minor != older.minor:
        return "minor"
    return "patch"


# ---------------------------------------------------------------------------
# Comparing two records. `relation` is "same" (a frozen record against the
# same version now), "minor" or "patch" (a version against the next one).


class _Diff:
    def __init__(self, finder, old, new, relation):
        self.f = finder
        self.old, self.new, self.relation = old, new, relation
        if relation == "same":
            self.label = f"released {old['version']} is frozen"
        elif relation == "edition":
            self.label = f"TensorFlow edition {new['version']} after {old['version']}"
        else:
            self.label = f"{old['version']} -> {new['version']} is a {relation.upper()} step"

    def add(self, rule, where, message):
        self.f.add(rule, where, f"{message} ({self.label})")

    def addition(self, where, what):
        """Something new appeared: fine in MINOR, not in PATCH or history."""
        if self.relation == "same":
            self.add("history-rewrite", where,
                     f"{what} is new, but the frozen {self.old['version']} record does not have it; "
                     f"give it `since:` the version in development")
        elif self.relation == "patch":
            self.add("patch-changes-abi", where, f"{what} is added in PATCH version {self.new['version']}; "
                     "a PATCH version changes no ABI, use a MINOR version")

    def run(self):
        self.named("handles", "handle", self.handle)
        self.named("callbacks", "callback", self.callback)
        self.named("entry_points", "entry_point", self.callback)
        self.named("enums", "enum", self.enum)
        self.named("structs", "struct", self.struct)

    def named(self, key, kind, compare):
        new = {x["name"]: x for x in self.new[key]}
        old_names = set()
        for o in self.old[key]:
            old_names.add(o["name"])
            where = (kind, o["name"])
            if o["name"] not in new:
                rule = {"handle": "handle-removed", "callback": "callback-removed",
                        "entry_point": "callback-removed", "enum": "enum-removed",
                        "struct": "struct-removed"}[kind]
                self.add(rule, where, f"{kind.replace('_', ' ')} {o['name']} was removed; released code uses it")
                continue
            n = new[o["name"]]
            if o == n:
                continue  # equal records break no rule, and most items do not change
            if o.get("since") != n.get("since"):
                self.add("history-rewrite", where, f"{o['name']}: since changed from {o['since']} to {n['since']}")
            compare(o, n, where)
        for n in self.new[key]:
            if n["name"] not in old_names:
                self.addition((kind, n["name"]), f"{kind.replace('_', ' ')} {n['name']}")

    def deprecation(self, o, n, where, what):
        od, nd = o.get("deprecated"), n.get("deprecated")
        if od == nd:
            return
        if self.relation == "same":
            self.add("deprecation-rewritten", where,
                     f"{what}: deprecation changed from {_dep(od)} to {_dep(nd)}")
        elif od is None:
            return  # deprecating in a later version is allowed (retirement is judged by checks.py)
        elif nd is None or nd["since"] != od["since"] or (od["retired"] and nd["retired"] != od["retired"]):
            self.add("deprecation-rewritten", where,
                     f"{what}: deprecation changed from {_dep(od)} to {_dep(nd)}; a deprecation is never undone")
        elif self.relation == "patch":
            self.add("patch-changes-abi", where, f"{what} is retired in PATCH version {self.new['version']}; "
                     "producers would stop filling it without a MINOR step")

    def handle(self, o, n, where):
        if o["tag"] != n["tag"]:
            self.add("handle-removed", where, f"handle {o['name']}: struct tag {o['tag']} became {n['tag']}")

    def callback(self, o, n, where):
        if (o["returns"], o["params"]) != (n["returns"], n["params"]):
            self.add("signature-changed", where,
                     f"{o['name']}: signature {_sig(o)} became {_sig(n)}; every implementation would be called wrongly")
        self.deprecation(o, n, where, o["name"])

    def enum(self, o, n, where):
        new_values = {v["name"]: v for v in n["values"]}
        old_names = set()
        for ov in o["values"]:
            old_names.add(ov["name"])
            vwhere = where + (ov["name"],)
            nv = new_values.get(ov["name"])
            if nv is None:
                same_value = [v["name"] for v in n["values"] if v["value"] == ov["value"]]
                hint = f" (renamed to {same_value[0]}?)" if same_value else ""
                self.add("enumerator-removed", where, f"{o['name']}.{ov['name']} = {ov['value']} was removed{hint}")
                continue
            if nv["value"] != ov["value"]:
                self.add("enumerator-renumbered", vwhere,
                         f"{o['name']}.{ov['name']} changed value from {ov['value']} to {nv['value']}")
            if nv["since"] != ov["since"]:
                self.add("history-rewrite", vwhere, f"{o['name']}.{ov['name']}: since changed from {ov['since']} to {nv['since']}")
            self.deprecation(ov, nv, vwhere, f"{o['name']}.{ov['name']}")
        for nv in n["values"]:
            if nv["name"] not in old_names:
                self.addition(where + (nv["name"],), f"enumerator {o['name']}.{nv['name']}")
        if o["size"] != n["size"]:
            self.add("enum-resized", where, f"{o['name']} changed size from {o['size']} to {n['size']} bytes")
        self.deprecation(o, n, where, o["name"])

    def struct(self, o, n, where):
        name = o["name"]
        if o["size_macro"] != n["size_macro"]:
            self.add("size-macro-renamed", where, f"{name}: size macro {o['size_macro']} became {n['size_macro']}")
        if o["filled_by"] != n["filled_by"]:
            self.add("filled-by-changed", where, f"{name}: filled by {o['filled_by']}, now by {n['filled_by']}")
        self.deprecation(o, n, where, name)
        intact = self.members(o, n, where)
        if intact and len(o["members"]) == len(n["members"]):
            for abi in ("lp64", "ilp32"):
                if o[abi]["align"] != n[abi]["align"]:
                    self.add("alignment-changed", where,
                             f"{name}: alignment on {abi.upper()} changed from {o[abi]['align']} to {n[abi]['align']}")
                elif (o[abi]["struct_size"], o[abi]["sizeof"]) != (n[abi]["struct_size"], n[abi]["sizeof"]):
                    self.add("layout-changed", where, f"{name}: size on {abi.upper()} changed from "
                             f"{o[abi]['struct_size']}/{o[abi]['sizeof']} to {n[abi]['struct_size']}/{n[abi]['sizeof']}")

    def members(self, o, n, where):
        """Compares member lists; returns True when the old ones form an intact prefix."""
        name = o["name"]
        old, new = o["members"], n["members"]
        old_names = [m["name"] for m in old]
        new_names = [m["name"] for m in new]
        renamed = {}
        for i, m in enumerate(old):
            # An edition names schema members, so it cannot rename one: a new
            # name in an old slot is a removal plus another member moving in.
            if self.relation == "edition":
                break
            if m["name"] not in new_names and i < len(new) and new[i]["name"] not in old_names:
                renamed[m["name"]] = new[i]["name"]
                self.add("member-renamed", where + (new[i]["name"],),
                         f"{name}.{m['name']} was renamed to {new[i]['name']}; add the new member at the end "
                         "and deprecate the old one instead")
        for m in old:
            if m["name"] not in new_names and m["name"] not in renamed:
                self.add("member-removed", where + (m["name"],), f"{name}.{m['name']} (since {m['since']}) was removed; "
                         "deprecate it (and retire it if 0/NULL is a no-op) instead")
        common_old = [renamed.get(x, x) for x in old_names if x in new_names or x in renamed]
        common_new = [x for x in new_names if x in common_old]
        ok = not renamed and len(common_old) == len(old)
        if common_old != common_new:
            ok = False
            first = next(a for a, b in zip(common_old, common_new) if a != b)
            self.add("member-reordered", where + (first,),
                     f"{name}.{first} moved: released order {', '.join(common_old)} became {', '.join(common_new)}")
        last_common = max((new_names.index(x) for x in common_new), default=-1)
        for j, m in enumerate(new):
            if m["name"] in common_old:
                continue
            if j < last_common:
                ok = False
                after = next(x for x in new_names[j + 1:] if x in common_old)
                old_name = next((a for a, b in renamed.items() if b == after), None)
                self.add("member-inserted", where + (m["name"],),
                         f"{name}.{m['name']} was inserted before the released {name}.{after}"
                         + self.moved_note(o, n, after, old_name) + "; new members go at the end"
                         + self.hole_note(o, n))
            else:
                self.addition(where + (m["name"],), f"member {name}.{m['name']}")
        by_name = {m["name"]: m for m in new}
        for m in old:
            nm = by_name.get(renamed.get(m["name"], m["name"]))
            if nm is m or nm == m:
                continue  # one record on both sides (most members): member() finds nothing and keeps ok
            if nm is not None:
                # After a retyped or realigned member, later offsets move as a
                # consequence; report the cause once, not every shifted member.
                ok = self.member(name, m, nm, where + (nm["name"],), check_layout=ok, structs=(o, n),
                                 renamed=m["name"] in renamed) and ok
        return ok

    def moved_note(self, o, n, member, old_name=None):
        """Where `member` moved on LP64; `old_name`: its name in `o` when it
        was renamed in the same step (a struct_size put in front of a struct
        reads as its first member renamed)."""
        before = next((m for m in o["members"] if m["name"] == (old_name or member)), None)
        after = next((m for m in n["members"] if m["name"] == member), None)
        if before is None or after is None:
            return ""
        before, after = before["lp64"]["offset"], after["lp64"]["offset"]
        return f", moving it from offset {before} to {after} on LP64" if before != after else ""

    def hole_note(self, o, n):
        """Explains the padding-hole case, where LP64 offsets do not move."""
        new_by_name = {m["name"]: m for m in n["members"]}
        kept = [m for m in o["members"] if m["name"] in new_by_name]
        if kept and all(new_by_name[m["name"]]["lp64"]["offset"] == m["lp64"]["offset"] for m in kept):
            moved = [m["name"] for m in kept if new_by_name[m["name"]]["ilp32"]["offset"] != m["ilp32"]["offset"]]
            return (" (it fills a padding hole, so no LP64 offset moves, but older writers leave that hole "
                    "uninitialised" + (f" and ILP32 offsets move: {', '.join(moved)}" if moved else "") + ")")
        return ""

    def member(self, sname, o, n, where, check_layout, structs=None, renamed=False):
        """Compares one member of the struct records `structs` (old, new);
        returns False when its type, alignment or place changed. A renamed
        member (already a finding) may carry its new name's own since."""
        what = f"{sname}.{n['name']}"
        if o["since"] != n["since"] and not renamed:
            self.add("history-rewrite", where, f"{what}: since changed from {o['since']} to {n['since']}")
        typed = True
        if o["kind"] != n["kind"] or (o["kind"] == "data" and o["type"] != n["type"]):
            typed = False
            self.add("type-changed", where, f"{what}: type {_type(o)} became {_type(n)}" + type_note(o, n))
        elif o["kind"] == "fn" and (o["returns"], o["params"]) != (n["returns"], n["params"]):
            typed = False
            self.add("signature-changed", where, f"{what}: signature {_sig(o)} became {_sig(n)}"
                     + (signature_note(o, n) or "; callers would pass the wrong arguments"))
        if typed and (o["align"] != n["align"] or any(o[a]["align"] != n[a]["align"] for a in ("lp64", "ilp32"))):
            typed = False
            self.add("alignment-changed", where, f"{what}: alignment changed from {_align(o)} to {_align(n)}"
                     + (align_note(o, n, *(structs or ())) or "; no binary tool sees this, offsets may move on other ABIs"))
        if o["zero"] != n["zero"]:
            self.add("zero-class-changed", where, f"{what}: 0/NULL meant {o['zero']}, now {n['zero']}")
        if not o["required"] and n["required"]:
            self.add("optional-made-required", where,
                     f"{what} was optional and is now required; producers built against older headers leave it 0/NULL")
        elif o["required"] and not n["required"]:
            self.add("required-dropped", where,
                     f"{what} was required and is now optional; older consumers call it unconditionally")
        for key in ("pattern", "required_when"):
            if o[key] != n[key]:
                self.add("validation-changed", where, f"{what}: {key} {o[key]!r} became {n[key]!r}; "
                         "producers and validators built against either side would disagree")
        if o["default"] != n["default"]:
            self.add("default-changed", where, f"{what}: default {o['default']!r} became {n['default']!r}")
        if o["filled_by"] != n["filled_by"] and not n.get("corrected"):
            self.add("filled-by-changed", where, f"{what}: filled by {o['filled_by']}, now by {n['filled_by']}")
        self.deprecation(o, n, where, what)
        if check_layout and typed:
            for abi in ("lp64", "ilp32"):
                if (o[abi]["offset"], o[abi]["size"]) != (n[abi]["offset"], n[abi]["size"]):
                    self.add("layout-changed", where, f"{what}: on {abi.upper()} offset/size "
                             f"{o[abi]['offset']}/{o[abi]['size']} became {n[abi]['offset']}/{n[abi]['size']}")
                    return False
        return typed


def _dep(d):
    if d is None:
        return "none"
    return f"since {d['since']}" + (f", retired {d['retired']}" if d.get("retired") else "")


def _sig(m):
    return f"{m['returns']}({', '.join(m['params']) or 'void'})"


def _type(m):
    return m["type"] if m["kind"] == "data" else f"callback {_sig(m)}"


def _align(m):
    return f"{m['align'] or 'natural'} (LP64 {m['lp64']['align']}, ILP32 {m['ilp32']['align']})"


# Why a change that moves nothing is refused all the same: the records keep
# declarations as written, not as one compiler reads them.
FROZEN_AS_WRITTEN = ("refused all the same: a released declaration is frozen as written, and C promises "
                     "neither that the two spellings stay one type nor that every target reads them alike; "
                     "keep the released spelling")


def _same_c_type(a, b):
    """(LP64 type, ILP32 type) when type texts `a` and `b` are one C type on both ABIs, else None."""
    ta, tb = ctype.parse(a), ctype.parse(b)
    same = [ta.on_abi(abi) for abi in ctype.ABIS]
    return same if same == [tb.on_abi(abi) for abi in ctype.ABIS] else None


def _one_type_words(same):
    return f"both {same[0]}" if same[0] == same[1] else f"both {same[0]} on LP64 and {same[1]} on i386"


def type_note(o, n):
    """Why a member's type change matters; for one that moves nothing, why it is refused anyway."""
    if o["kind"] != n["kind"] or any(o[abi]["size"] != n[abi]["size"] for abi in ctype.ABIS):
        return " and its size"
    a, b = o["type"], n["type"]
    same = _same_c_type(a, b)
    if same:
        return (f" ({a} and {b} are {_one_type_words(same)}, so no offset, size or alignment moves on LP64 "
                f"or i386: this is not a layout change; {FROZEN_AS_WRITTEN})")
    if a.replace("const", "").replace(" ", "") == b.replace("const", "").replace(" ", ""):
        return " (only const changed: a source break, and C treats the pointer types as incompatible)"
    if a.lstrip("u") == b.lstrip("u"):
        return " (same size, only signedness: old readers misread negative or large values)"
    return " (same size, different meaning)"


def signature_note(o, n):
    """For a signature whose every type is the same C type on both ABIs: why it is refused anyway ("" otherwise)."""
    old, new = [o["returns"]] + list(o["params"]), [n["returns"]] + list(n["params"])
    if len(old) != len(new) or not all(_same_c_type(a, b) for a, b in zip(old, new)):
        return ""
    return ("; each parameter and the return type is the same C type as before on LP64 and i386, so the "
            f"calling convention does not change: this is not an ABI change; {FROZEN_AS_WRITTEN}")


def align_note(o, n, old_struct=None, new_struct=None):
    """For an alignment change that moves nothing on either ABI (the member's
    offset and size, and, given its struct's records, the struct's size,
    sizeof and alignment): why it is refused anyway ("" otherwise)."""
    def place(m):
        return tuple((m[abi]["offset"], m[abi]["size"]) for abi in ctype.ABIS)
    if place(o) != place(n):
        return ""
    if old_struct is not None and any(old_struct[abi] != new_struct[abi] for abi in ctype.ABIS):
        return ""
    return (f"; its offset and size stay {o['lp64']['offset']}/{o['lp64']['size']} on LP64 and "
            f"{o['ilp32']['offset']}/{o['ilp32']['size']} on ILP32"
            + (" and so do its struct's size and alignment" if old_struct is not None else "")
            + ", so this is not a layout change; refused all the same: an explicit `align` pins the member on "
            "every target, including ones the records do not cover, so a declaration keeps it as written")


# ---------------------------------------------------------------------------


def check(api, root, freeze, err):
    """Adds to `err` every rule broken; returns {path relative to root: text}
    of the records of released versions not frozen yet.

    `freeze` is True for `gen` (which writes the missing records with its
    outputs) and False for `check` (where a missing record is itself an error).
    """
    finder = _Finder(api, err)
    records = released.load_all(root, api)
    listed = {r.version: r for r in api.releases}
    first_major = api.versions[0].major if api.releases else 0
    # Records of an older major are archive: a MAJOR version starts a new
    # history (see the module docstring), so they are not compared.
    live = {v: rec for v, rec in records.items() if v.major >= first_major}
    for v in sorted(live):
        if v not in listed:
            finder.add("released-version-removed", ("version",),
                       f"version {v} was released (schema/released has its record) but is no longer in `versions`")
        elif listed[v].status != "released":
            finder.add("release-reopened", ("version", str(v)),
                       f"version {v} was released and frozen; it cannot go back to {listed[v].status}")
    newest_frozen = max(live) if live else None
    for r in api.releases:
        if newest_frozen is not None and r.version < newest_frozen and r.version not in live:
            finder.add("history-rewrite", ("version", str(r.version)),
                       f"version {r.version} is older than the released {newest_frozen}; new versions go after the newest release")
    for v, rec in sorted(live.items()):
        if v in listed and listed[v].status == "released":
            _Diff(finder, rec, released.build(api, v), "same").run()
    check_steps(api, finder, live)
    missing = [r.version for r in api.releases if r.status == "released" and r.version not in records]
    if not freeze:
        for v in missing:
            finder.add("release-not-frozen", ("version", str(v)),
                       f"version {v} is released but {released.record_path('', api, v).lstrip('/')} "
                       "does not exist; run `make gen` and commit it")
        return {}
    shared = {}  # consecutive versions share most struct records: each is written once
    return {released.record_path("", api, v).lstrip("/"): released.dumps(released.build(api, v), shared)
            for v in missing}


def check_steps(api, finder=None, frozen=None, err=None):
    """Each version against the next: a MINOR step may only append, a PATCH
    step changes nothing. A break the newer version lists under
    `acknowledged` is history the schema records (an imported header's,
    ranges.py): excused, and refused as acknowledged-break-missing when the
    step does not break it. `frozen`: {Version: record} to take the older
    side from."""
    finder = finder if finder is not None else _Finder(api, err)
    frozen = frozen or {}
    versions = list(api.versions)
    for a, b in zip(versions, versions[1:]):
        relation = bump(a, b)
        if relation == "major":
            continue
        base = frozen.get(a) or released.build(api, a)
        release = api.release(b)
        step = _Acknowledging(finder, release) if release.acknowledged else finder
        _Diff(step, base, released.build(api, b), relation).run()
        if release.acknowledged:
            step.unmatched(f"{a} -> {b}")


class _Acknowledging:
    """A finder that lets through the breaks a version acknowledges."""
    def __init__(self, finder, release):
        self.finder, self.release = finder, release
        self.listed = {(x.rule, x.member): x for x in release.acknowledged}
        self.found = set()

    def add(self, rule, where, message):
        key = (rule, ".".join(where[1:]))
        if key in self.listed:
            self.found.add(key)
        else:
            self.finder.add(rule, where, message + f"; if the API really shipped this, list it under version "
                            f"{self.release.version}'s `acknowledged` (rule {rule}, member {key[1]})")

    def unmatched(self, step):
        for key, a in self.listed.items():
            if key not in self.found:
                self.finder.err.add(a.line, "acknowledged-break-missing",
                                    f"version {self.release.version} acknowledges {a.rule} on {a.member}, but the "
                                    f"step {step} finds no such break; remove the entry")


# ---------------------------------------------------------------------------
# TensorFlow's editions: each is compared with the layout it evolved from
# under the same rules. A break the edition lists under `acknowledged` is
# history we must be able to load; any other is refused like a seabi one.

class _Recorder:
    """A finder that keeps findings as data instead of errors."""
    def __init__(self):
        self.findings = []

    def add(self, rule, where, message):
        item = (rule, ".".join(where[1:]), message)
        if item not in self.findings:
            self.findings.append(item)


def compare(old, new, relation="minor"):
    """[(rule, kind, "Name[.member]", message)]: what the rules find between
    two records in released.py's shape, `new` taken as a `relation` step
    after `old`, kind being struct, enum, callback or handle; nothing is
    raised. `seabigen import` judges neighbouring versions of a header with
    it, so its findings carry these very rule ids."""
    found = []

    class _Kinds:
        def add(self, rule, where, message):
            item = (rule, where[0], ".".join(where[1:]), message)
            if item not in found:
                found.append(item)
    _Diff(_Kinds(), old, new, relation).run()
    return found


@memo.per_api
def edition_breaks(api):
    """[(edition, finding rule, "Struct[.member]", message, acknowledged note or None)], in schema order."""
    out = []
    for e in api.editions:
        rec = _Recorder()
        _Diff(rec, editions.record(api, e.after), editions.record(api, e.name), "edition").run()
        notes = {(a.rule, a.member): a.note for a in e.acknowledged}
        for rule, member, message in rec.findings:
            out.append((e, rule, member, message, notes.get((rule, member))))
    return out


def check_editions(api, err):
    """Each edition's breaks of the evolution rules against `after` are the ones it acknowledges."""
    found = set()
    for e, rule, member, message, note in edition_breaks(api):
        found.add((e.name, rule, member))
        if note is None:
            line = e.lines.get(("signatures", member)) or e.lines.get(("structs", member.split(".")[0]), e.line)
            err.add(line, rule, f"{message}; if TensorFlow really shipped this, list it under the "
                                f"edition's `acknowledged` (rule {rule}, member {member})")
    for e in api.editions:
        for a in e.acknowledged:
            if a.rule in CORRECTION_RULES:
                continue  # a correction of the edition's frozen record (layout_records.py), not a break
            if (e.name, a.rule, a.member) not in found:
                err.add(a.line, "acknowledged-break-missing",
                        f"edition {e.name} acknowledges {a.rule} on {a.member}, but comparing it with "
                        f"{e.after} finds no such break; remove the entry")


def break_offsets(api, edition, member):
    """'old -> new' LP64 offsets of an edition's member (or '' for a struct-level break)."""
    sname, _, fname = member.partition(".")
    if not fname:
        return ""
    spots = []
    for name in (edition.after, edition.name):
        m = _record_members(api, name).get((sname, fname))
        spots.append(str(m["lp64"]["offset"]) if m else "-")
    return f"{spots[0]} -> {spots[1]}"


@memo.per_api
def _record_members(api, name):
    """{(struct, member): member record} of a version's or an edition's record,
    built once: a large schema asks for thousands of break offsets."""
    return {(s["name"], m["name"]): m for s in editions.record(api, name)["structs"] for m in s["members"]}
