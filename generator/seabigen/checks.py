"""What a schema must mean, beyond its shape. Every rule has an id.

Rule ids are stable: tests/bad_schemas/ holds one broken schema per rule and
expects exactly these names.
"""
import re

from . import ctype, layout, names, ranges
from .errors import Collector

ZERO_CLASSES = ("no_op", "valid", "optional")
FILLERS = ("core", "plugin", "both")
STATUSES = ("released", "development")
PATTERN = re.compile(r"(\[[^\]\[]+\])(\[[^\]\[]+\]\*)?\Z")


def check(api):
    """Raises SchemaErrors listing every rule the schema breaks, frozen records aside
    (verdict.py: this module's rules, then what editions and in-between layouts name)."""
    from . import verdict  # verdict runs this module first
    verdict.judge(api)


def check_own(api):
    """Raises SchemaErrors listing every rule of this module the model breaks:
    the schema on its own, before anything compares it with other layouts."""
    c = _Checker(api)
    c.run()
    c.err.raise_if_any()


class _Checker:
    def __init__(self, api):
        self.api = api
        self.err = Collector(api.path)
        self.known = set(api.versions)
        self.global_names = {}
        self.spans = {}  # name -> [(since, removed)] of the declarations claiming it
        self.macros = header_macros(api.info.prefix if api.info else "SE")
        # A schema that records a shipped history (ranges.py) has removed
        # declarations and acknowledged breaks: there the order rules
        # (insert-not-append, field-before-struct) are the evolution
        # checker's, step by step, where each break must be acknowledged.
        self.history = ranges.records_history(api)
        self.sound_uses = set()  # member_type's
        self.sound_names = set()  # ident's

    # -- helpers ---------------------------------------------------------------
    def ident(self, name, line, what):
        if isinstance(name, str) and name in self.sound_names:  # (bad YAML may give a list)
            return True  # parameter and member names recur in many callbacks and structs
        problem = names.identifier_problem(name)
        if problem is None and (name in self.macros or name.lower().startswith("se_private_")):
            # The preprocessor would replace the name (or it is the header's own).
            problem = ("reserved-identifier", f"'{name}' is defined by the generated header or a header it includes")
        if problem:
            self.err.add(line, problem[0], f"{what}: {problem[1]}")
            return False
        self.sound_names.add(name)
        return True

    def claim(self, name, line, what, item=None):
        """Top-level C names share one namespace (typedefs, enumerators, macros).
        `item` (with since and removed): two declarations of one name are one
        too many only where their version ranges overlap."""
        if name in ctype.BUILTINS or name in ctype.BANNED or name in ("TF_Status", "TF_Code"):
            self.err.add(line, "duplicate-name", f"{what} '{name}' collides with a built-in type")
            return
        span = (item.since, getattr(item, "removed", None)) if item is not None else None
        if name in self.global_names:
            if span is not None and all(other is not None and not _overlap(span, other)
                                        for other in self.spans[name]):
                self.spans[name].append(span)
                return
            self.err.add(line, "duplicate-name",
                         f"{what} '{name}' is already defined on line {self.global_names[name]}")
        else:
            self.global_names[name] = line
            self.spans[name] = [span]

    def removed(self, item, line, what):
        """A `removed` version is a listed one after the item's since."""
        r = getattr(item, "removed", None)
        if r is None:
            return
        if r not in self.known:
            self.err.add(line, "unknown-version", f"{what}: removed {r} is not in `versions`")
        elif item.since is not None and r <= item.since:
            self.err.add(line, "bad-value", f"{what}: removed {r} must come after since {item.since}")

    def doc(self, text, line, what):
        if text is None:
            return
        if not str(text).strip():
            self.err.add(line, "missing-doc", f"{what}: the doc string is empty")
        if "*/" in str(text):
            self.err.add(line, "doc-comment-terminator", f"{what}: the doc contains '*/', which would end the C comment")
        elif "/*" in str(text):
            # gcc and clang reject a nested comment opener under -Wall -Werror (-Wcomment).
            self.err.add(line, "doc-comment-terminator", f"{what}: the doc contains '/*', a nested C comment opener")

    def since(self, v, line, what, floor=None):
        """A since-version must be listed; returns whether it is usable."""
        if v is None:
            return False
        if self.api.releases and v > self.api.newest:
            self.err.add(line, "newer-than-newest", f"{what}: since {v} is newer than the newest version {self.api.newest}")
            return False
        if v not in self.known:
            self.err.add(line, "unknown-version", f"{what}: version {v} is not in `versions`")
            return False
        if floor is not None and v < floor:
            self.err.add(line, "field-before-struct", f"{what}: since {v} is older than its container (since {floor})")
            return False
        return True

    # -- rules -----------------------------------------------------------------
    def run(self):
        self.api_info()
        self.versions()
        for h in self.api.handles:
            if self.ident(h.name, h.line, "handle"):
                self.claim(h.name, h.line, "handle", h)
            self.ident(h.tag, h.line, f"handle {h.name} tag")
            self.since(h.since, h.line, f"handle {h.name}")
            self.removed(h, h.line, f"handle {h.name}")
            self.doc(h.doc, h.line, f"handle {h.name}")
        for cb in self.api.callbacks + self.api.entry_points:
            if self.ident(cb.name, cb.line, "callback"):
                self.claim(cb.name, cb.line, "callback", cb)
            self.since(cb.since, cb.line, cb.name)
            self.removed(cb, cb.line, cb.name)
            self.doc(cb.doc, cb.line, cb.name)
            self.signature(cb.signature, cb.name, cb.since, cb.line)
            self.deprecation(cb.deprecated, cb.name, cb.since, zero="optional", required=False)
        for ep in self.api.entry_points:
            for n in ep.pre_release_names:
                self.ident(n, ep.line, f"{ep.name} pre_release_names")
        for t in self.api.types:
            self.type_decl(t)
        for fn in self.api.core_functions:
            if self.ident(fn.name, fn.line, "core function"):
                self.claim(fn.name, fn.line, "core function")
            self.since(fn.since, fn.line, fn.name)
            self.doc(fn.doc, fn.line, fn.name)
            self.signature(fn.signature, fn.name, fn.since, fn.line)
            self.shared(fn.shared, fn.name)
        for e in self.api.enums:
            self.enum(e)
        for s in self.api.structs:
            self.struct(s)
        self.callback_order()
        self.generated_names()

    def shared(self, shared, what):
        if shared is not None:
            for guard in shared.skip_if:
                self.ident(guard, shared.line, f"{what} skip_if")

    def type_decl(self, t):
        if self.ident(t.name, t.line, "type"):
            self.claim(t.name, t.line, "type", t)
        self.since(t.since, t.line, t.name)
        self.removed(t, t.line, t.name)
        self.doc(t.doc, t.line, t.name)
        self.shared(t.shared, t.name)
        seen = set()
        for m in t.members or []:
            what = f"{t.name}.{m.name}"
            if self.ident(m.name, m.line, "member") and m.name in seen:
                self.err.add(m.line, "duplicate-name", f"{what} appears twice")
            seen.add(m.name)
            self.doc(m.doc, m.line, what)
            if m.signature is not None:
                self.signature(m.signature, what, t.since, m.line)
            elif m.ctype is not None:
                self.member_type(m.ctype, m.line, what, t.since)
        if t.members is not None and not t.members:
            self.err.add(t.line, "missing-key", f"{t.name}: `members: []` declares nothing; leave `members` out "
                                                "for an opaque type")

    def callback_order(self):
        """The header declares `callbacks` in list order: one may only use those before it."""
        order = {cb.name: i for i, cb in enumerate(self.api.callbacks)}
        for i, cb in enumerate(self.api.callbacks):
            if cb.signature is None:
                continue
            uses = [(cb.signature.returns, cb.line)] + [(p.type, p.line) for p in cb.signature.params]
            for t, line in uses:
                j = order.get(t.base)
                if j is not None and j >= i:
                    where = "is the callback itself" if j == i else "is listed after it in `callbacks`"
                    self.err.add(line, "unknown-type",
                                 f"{cb.name}: `{t.base}` {where}; a callback type can only use callbacks listed before it")

    def api_info(self):
        info = self.api.info
        if info is None:
            return
        for key in ("guard", "prefix", "name"):
            ok = self.ident(getattr(info, key), info.line_of(key), f"api.{key}")
            if ok and key == "guard":
                # `#define GUARD` would erase any other name spelled the same.
                self.claim(info.guard, info.line_of("guard"), "api.guard")
        for t in info.legacy_types:
            if t not in ctype.LEGACY:
                self.err.add(info.line_of("legacy_types"), "bad-value",
                             f"api.legacy_types: `{t}` cannot be admitted (only {', '.join(sorted(ctype.LEGACY))}: "
                             "banned types whose size is fixed on LP64 and i386)")
        if info.max_align not in (1, 2, 4, 8):
            self.err.add(info.line_of("max_align"), "align-too-large",
                         f"api.max_align {info.max_align}: the ABI allows at most 8 (a power of two)")
        self.doc(info.title, info.line_of("title"), "api.title")
        if not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.-]*\.h", info.header):
            # It is printed in the header's banner comment and names the file.
            self.err.add(info.line_of("header"), "bad-value",
                         f"api.header '{info.header}' must be a plain file name ending in .h")
        for prefix, side in info.fills.items():
            if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", prefix) or side not in FILLERS:
                self.err.add(info.line_of("fills"), "bad-value",
                             f"api.fills: '{prefix}: {side}' must map a name prefix to one of {', '.join(FILLERS)}")
        if info.tf_guard is not None:
            problem = names.identifier_problem(info.tf_guard)
            if problem is not None:
                self.err.add(info.line_of("tensorflow_header"), problem[0], f"api.tensorflow_header.guard: {problem[1]}")
            if not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_./-]*\.h", info.tf_header):
                self.err.add(info.line_of("tensorflow_header"), "bad-value",
                             f"api.tensorflow_header.path '{info.tf_header}' must be an include path ending in .h")
        if info.reference is not None and not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_/-]*\.md", info.reference):
            self.err.add(info.line_of("reference"), "bad-value",
                         f"api.reference '{info.reference}' must be a relative path ending in .md")
        flags = set()
        for f in info.core_flags:
            if self.ident(f.name, f.line, "api.core_flags") and (f.name in flags or f.name == "not_validated"):
                self.err.add(f.line, "duplicate-name", f"api.core_flags: '{f.name}' is already a key of `core:`")
            flags.add(f.name)
            for text in (f.doc, f.when_true, f.when_false):
                self.doc(text, f.line, f"api.core_flags {f.name}")
        if info.usage_example is not None:
            self.doc(info.usage_example, info.line_of("usage_example"), "api.usage_example")
        m = info.struct_size_message
        if m is not None and (re.sub(r"\{(struct|size_macro)\}", "", m).count("{") or '"' in m or "\\" in m
                              or not all(" " <= c < "\x7f" for c in m)):
            self.err.add(info.line_of("struct_size_message"), "bad-value",
                         "api.struct_size_message: printable ASCII without '\"' or '\\', whose only "
                         "placeholders are {struct} and {size_macro}")

    def versions(self):
        rels = self.api.releases
        if not rels:
            self.err.add(self.api.versions_line, "missing-key", "versions: at least one version is needed")
            return
        for prev, cur in zip(rels, rels[1:]):
            if cur.version <= prev.version:
                self.err.add(cur.line, "version-order",
                             f"version {cur.version} does not come after {prev.version}; versions must increase")
        for i, r in enumerate(rels):
            if r.status not in STATUSES:
                self.err.add(r.line, "bad-value", f"version {r.version}: status must be one of {', '.join(STATUSES)}")
            elif r.status == "development" and i != len(rels) - 1:
                self.err.add(r.line, "development-not-last",
                             f"version {r.version} is in development but newer versions follow it")
            self.doc(r.summary, r.line, f"version {r.version} summary")
            for n in r.notes:
                if not isinstance(n, str):
                    self.err.add(r.line, "bad-value", f"version {r.version}: notes must be strings")
                else:
                    self.doc(n, r.line, f"version {r.version} note")

    def enum(self, e):
        if self.ident(e.name, e.line, "enum"):
            self.claim(e.name, e.line, "enum", e)
        self.since(e.since, e.line, e.name)
        self.removed(e, e.line, e.name)
        self.doc(e.doc, e.line, e.name)
        self.deprecation(e.deprecated, e.name, e.since, zero="optional", required=False)
        if e.since is not None and not any(v.since is not None and v.since <= e.since for v in e.values):
            # C has no empty enums: the header of the enum's first version would not compile.
            self.err.add(e.line, "missing-key", f"{e.name}: needs at least one enumerator as old as the enum ({e.since})")
        seen_values = {}
        dated = []  # enumerators with a valid since, in order
        for v in e.values:
            what = f"{e.name}.{v.name}"
            if self.ident(v.name, v.line, "enumerator"):
                self.claim(v.name, v.line, "enumerator", v)
            self.removed(v, v.line, what)
            if self.since(v.since, v.line, what, floor=e.since):
                dated.append(v)
            if not -2**31 <= v.value < 2**31:
                self.err.add(v.line, "enum-value-range", f"{what} = {v.value} does not fit in int32, so the enum's size would vary")
            clash = next((o for o in seen_values.get(v.value, [])
                          if _overlap((v.since, v.removed), (o.since, o.removed))), None)
            if clash is not None:
                self.err.add(v.line, "duplicate-enum-value", f"{what} reuses value {v.value} of {clash.name}")
            seen_values.setdefault(v.value, []).append(v)
            if v.doc:
                self.doc(v.doc, v.line, what)
            self.deprecation(v.deprecated, what, v.since, zero="valid", required=False)
        if not self.history:
            self.out_of_order(e.name, dated, "enumerator")

    def struct(self, s):
        if self.ident(s.name, s.line, "struct"):
            self.claim(s.name, s.line, "struct", s)
        self.since(s.since, s.line, s.name)
        self.removed(s, s.line, s.name)
        self.doc(s.doc, s.line, s.name)
        self.deprecation(s.deprecated, s.name, s.since, zero="optional", required=False)
        if s.filled_by is None:
            prefixes = "/".join(self.api.info.fills) if self.api.info and self.api.info.fills else "api.fills"
            self.err.add(s.line, "missing-key",
                         f"{s.name}: name has no {prefixes} prefix, so `filled_by` (core|plugin|both) must be given")
        elif s.filled_by not in FILLERS:
            self.err.add(s.line, "bad-value", f"{s.name}: filled_by must be one of {', '.join(FILLERS)}")
        if s.size_macro is None:
            s.size_macro = names.default_size_macro(s.name)
        elif self.ident(s.size_macro, s.line, f"{s.name}.size_macro"):
            pass
        if not s.plain:
            self.claim(s.size_macro, s.line, f"{s.name} size macro", s)
            self.header_fields(s)
        seen = {}
        dated = []  # members with a valid since, in order
        for f in s.fields:
            what = f"{s.name}.{f.name}"
            if self.ident(f.name, f.line, "field"):
                clash = next((o for o in seen.get(f.name, []) if _overlap((f.since, f.removed), (o.since, o.removed))), None)
                if clash is not None:
                    self.err.add(f.line, "duplicate-name", f"{what} is already a field (line {clash.line})")
                seen.setdefault(f.name, []).append(f)
            if self.since(f.since, f.line, what, floor=s.since):
                dated.append(f)
            self.removed(f, f.line, what)
            if f.removed is not None and s.removed is not None and f.removed > s.removed:
                self.err.add(f.line, "bad-value", f"{what}: removed {f.removed} after its struct ({s.removed})")
            self.field(s, f, what)
        if not self.history:
            self.out_of_order(s.name, dated, "member")
        self.unions(s)

    def out_of_order(self, owner, items, noun):
        """Refuses each item placed before an older one (a struct's members,
        an enum's enumerators), named at its own line with where it belongs.

        An item without `since:` dates from its owner's version: after newer
        items it is the one inserted. Otherwise the item dated newer than one
        after it is: dated at the version in development, it was inserted;
        dated at a released version, its `since:` was moved later or it was
        slipped into released history, either a rewrite of what was released."""
        last = items[-1].name if items else None
        newest, undated = None, set()
        for item in items:
            if newest is not None and item.since < newest and not getattr(item, "since_given", True):
                undated.add(id(item))
                self.err.add(item.line, "insert-not-append",
                             f"{owner}.{item.name} has no `since:`, so it dates from {item.since}, but sits after "
                             f"{noun}s added in {newest}: a new {noun} takes `since:` the version in development "
                             f"and goes at the end of {owner}, after {last}")
            newest = item.since if newest is None else max(newest, item.since)
        dated = [item for item in items if id(item) not in undated]
        # The oldest since from each position on: an item is out of order
        # when one after it is older.
        floor, suffix = None, [None] * len(dated)
        for i in range(len(dated) - 1, -1, -1):
            suffix[i] = floor
            floor = dated[i].since if floor is None else min(floor, dated[i].since)
        released = [r.version for r in self.api.releases if r.status == "released"]
        last_released = max(released) if released else None
        for i, item in enumerate(dated):
            if suffix[i] is None or suffix[i] >= item.since:
                continue
            pushed = [o for o in dated[i + 1:] if o.since < item.since]
            first = pushed[0]
            more = f" and {len(pushed) - 1} more older {noun}{'s' if len(pushed) > 2 else ''}" if len(pushed) > 1 else ""
            what = f"{owner}.{item.name} (since {item.since})"
            if last_released is not None and item.since <= last_released:
                self.err.add(item.line, "history-rewrite",
                             f"{what} sits before the older {owner}.{first.name} (since {first.since}){more}: "
                             f"released {item.since} cannot gain a {noun} in the middle, so its `since:` was moved "
                             "later or it was inserted into released history; restore the since it was released "
                             f"with (a new {noun} goes at the end of {owner}, after {last}, with `since:` the "
                             "version in development)")
            else:
                self.err.add(item.line, "insert-not-append",
                             f"{what} was inserted before the older {owner}.{first.name} (since {first.since}){more}; "
                             f"{noun}s are only appended: move it to the end of {owner}, after {last}")

    def unions(self, s):
        """The members of one union are consecutive at every version that has them."""
        for v in ranges.struct_versions(self.api, s.name) if any(f.union for f in s.fields) else ():
            at = [f for f in s.fields if ranges.present(f, v)]
            done = set()
            for a, b in zip(at, at[1:] + [None]):
                if a.union is not None and (b is None or b.union != a.union):
                    if a.union in done:
                        self.err.add(a.line, "bad-value", f"{s.name}.{a.name}: the members of union {a.union} "
                                     f"are not consecutive at {v}")
                    done.add(a.union)
                if a.name == "struct_size" and a.union is not None:
                    self.err.add(a.line, "bad-value", f"{s.name}.struct_size cannot be in a union")

    def header_fields(self, s):
        fields = s.fields
        if self.history:
            # Judged at the struct's newest version; earlier ones differ only
            # by steps the versions acknowledge (a struct_size added in front).
            last = [v for v in self.api.versions if ranges.present(s, v)]
            fields = [f for f in fields if last and ranges.present(f, last[-1])]
        first = fields[0] if fields else None
        if first is None or first.name != "struct_size" or first.is_callback or first.ctype is None \
                or first.ctype.c() != "size_t":
            self.err.add(first.line if first else s.line, "missing-struct-size",
                         f"{s.name}: the first member must be `size_t struct_size`")
        second = fields[1] if len(fields) > 1 else None
        has_ext = second is not None and second.name == "ext" and not second.is_callback \
            and second.ctype is not None and second.ctype.c() == "void*"
        if s.no_ext is None and not has_ext:
            self.err.add(second.line if second else s.line, "missing-ext",
                         f"{s.name}: the second member must be `void* ext` (or mark the struct `no_ext: reason`)")
        if s.no_ext is not None:
            self.doc(s.no_ext, s.line, f"{s.name}.no_ext")
            if has_ext:
                self.err.add(s.line, "bad-value", f"{s.name}: marked no_ext but has an ext member")
        for f in fields[:2] if not self.history else ():
            if f.name in ("struct_size", "ext") and f.since != s.since:
                self.err.add(f.line, "field-before-struct", f"{s.name}.{f.name} must be as old as the struct")

    def field(self, s, f, what):
        self.doc(f.doc, f.line, what)
        if f.zero not in ZERO_CLASSES:
            self.err.add(f.line, "missing-key" if f.zero is None else "bad-value",
                         f"{what}: `zero` must be one of {', '.join(ZERO_CLASSES)} (what 0/NULL means)")
        if f.filled_by not in FILLERS:
            self.err.add(f.line, "bad-value", f"{what}: filled_by must be one of {', '.join(FILLERS)}")
        c = f.corrected
        if c is not None:
            if c.filled_by not in FILLERS or c.filled_by == f.filled_by:
                self.err.add(c.line, "bad-value", f"{what}: corrected.filled_by must be one of "
                             f"{', '.join(FILLERS)} and differ from filled_by")
            if c.since is not None and (c.since not in self.known or c.since <= f.since):
                self.err.add(c.line, "unknown-version", f"{what}: corrected.since {c.since} must be a listed "
                             "version after the member's since")
        if f.variant is not None:
            self.ident(f.variant, f.line, f"{what} variant")
            if not f.is_callback:
                self.err.add(f.line, "bad-value", f"{what}: only a callback member names its signature's `variant`")
        if f.is_callback:
            self.signature(f.signature, what, f.since, f.line)
        elif f.ctype is not None:
            self.member_type(f.ctype, f.line, what, f.since)
            if f.ctype.stars[-1] if f.ctype.stars else f.ctype.base_const:
                # S_set_f assigns to it, and a struct the other side fills cannot hold a const member.
                self.err.add(f.line, "bad-value", f"{what}: the member itself cannot be const (`{f.ctype.c()}`); "
                                                  f"write `{f.ctype.unqualified().c()}`")
        is_pointer = f.is_callback or (f.ctype is not None and (f.ctype.is_pointer or
                                                                 layout.resolve(self.api, f.ctype.base) in ("handle", "callback")))
        if f.required and not is_pointer:
            self.err.add(f.line, "required-not-pointer", f"{what}: only pointers and callbacks can be required (non-NULL)")
        if f.required and f.zero not in (None, "no_op"):
            self.err.add(f.line, "required-zero-class",
                         f"{what}: a required member cannot treat NULL as {f.zero}; its class is no_op")
        if f.required_when is not None:
            self.reference(f.required_when, f.line, what, "required_when", want_field=True)
        if f.pattern is not None:
            if f.ctype is None or f.ctype.c() != "const char*":
                self.err.add(f.line, "bad-pattern", f"{what}: a pattern applies only to `const char*` members")
            elif not PATTERN.match(f.pattern):
                self.err.add(f.line, "bad-pattern",
                             f"{what}: pattern '{f.pattern}' must be `[class]` optionally followed by `[class]*`")
            elif any(c in f.pattern for c in '"\\') or not all(" " < c < "\x7f" for c in f.pattern) \
                    or "*/" in f.pattern or "/*" in f.pattern:
                # The header prints the pattern in a C string literal and in a comment.
                self.err.add(f.line, "bad-pattern",
                             f"{what}: pattern '{f.pattern}' may only hold printable ASCII other than '\"' and '\\', "
                             f"and no '/*' or '*/'")
        if f.default is not None and (f.ctype is None or f.ctype.is_pointer
                                      or layout.resolve(self.api, f.ctype.base) != "builtin"):
            self.err.add(f.line, "bad-default", f"{what}: only integer members take a `default`")
        elif f.default is not None and ctype.BUILTINS[f.ctype.base][0] in ("int", "uint", "bool"):
            kind, (size, _), _ = ctype.BUILTINS[f.ctype.base]
            bits = 8 * size
            low, high = (-2 ** (bits - 1), 2 ** (bits - 1) - 1) if kind == "int" else (0, 2 ** bits - 1)
            if not low <= f.default <= high:
                # The header would cast it, silently giving another value.
                self.err.add(f.line, "bad-default", f"{what}: default {f.default} does not fit `{f.ctype.c()}` "
                                                    f"({low}..{high})")
        if f.align is not None:
            self.alignment(f, what)
        self.deprecation(f.deprecated, what, f.since, zero=f.zero, required=f.required)

    def alignment(self, f, what):
        limit = self.api.info.max_align if self.api.info else 8
        if f.align > limit:
            self.err.add(f.line, "align-too-large", f"{what}: align {f.align} exceeds the ABI maximum of {limit}")
            return
        natural = 0
        try:
            natural = layout.natural_align(self.api, f, "lp64")
        except ValueError:
            pass  # the type itself is already reported
        if f.align < 1 or f.align & (f.align - 1) or f.align < natural:
            self.err.add(f.line, "bad-align", f"{what}: align {f.align} must be a power of two >= the natural {natural}")

    def member_type(self, t, line, what, since, in_signature=False):
        # Most members and parameters use a handful of types (pointers,
        # builtins) at a handful of versions: a use found sound is sound
        # wherever it recurs, unless it is a struct by value, whose place in
        # the struct list matters (declared_before).
        use = (t.base, t.is_pointer, since, in_signature)
        if use in self.sound_uses:
            return
        count = len(self.err.errors)
        self.type_use(t, line, what, since, in_signature)
        by_value_struct = not (t.is_pointer or in_signature) and layout.resolve(self.api, t.base) == "struct"
        if len(self.err.errors) == count and not by_value_struct:
            self.sound_uses.add(use)

    def type_use(self, t, line, what, since, in_signature):
        """member_type's rules, for a use not yet found sound."""
        kind = layout.resolve(self.api, t.base)
        legacy = self.api.info.legacy_types if self.api.info else []
        if t.base in ctype.BANNED and t.base not in legacy:
            self.err.add(line, "banned-type", f"{what}: `{t.base}` is not allowed: {ctype.BANNED[t.base]}")
            return
        if kind is None:
            self.err.add(line, "unknown-type", f"{what}: unknown type `{t.base}`")
            return
        found_at = ranges.named_at(self.api, t.base, since) if since is not None else None
        if found_at is not None:
            kind = found_at[0]
        if not t.is_pointer:
            if kind == "struct":
                sizes = layout.by_value_sizes(self.api, t.base)
                if len(sizes) != 1 or in_signature:
                    self.err.add(line, "by-value-struct",
                                 f"{what}: `{t.base}` by value would freeze its size; pass extensible structs by pointer"
                                 + ("" if in_signature or len(sizes) < 2 else
                                    f" (its size and alignment differ between versions: "
                                    f"{', '.join(f'{a}/{c}' for a, _, c, _ in sorted(sizes))} bytes on LP64/i386)"))
                elif not self.declared_before(t.base, what):
                    self.err.add(line, "unknown-type",
                                 f"{what}: `{t.base}` by value must be listed before the struct that holds it")
            elif kind == "opaque":
                self.err.add(line, "by-value-opaque", f"{what}: `{t.base}` is opaque and only usable through a pointer")
            elif t.base == "void" and not in_signature:
                self.err.add(line, "unknown-type", f"{what}: `void` is not a member type")
        found = self.api.named_type(t.base)
        item = found[1] if found is not None else None
        if item is not None and since is not None and item.since is not None and found_at is None:
            later = min((x.since for _, x in ranges.declarations_named(self.api).get(t.base, ()) if x.since is not None and x.since > since),
                        default=None)
            if later is not None:
                self.err.add(line, "type-too-new", f"{what} (since {since}) uses `{t.base}`, which only exists from {later}")
            else:
                self.err.add(line, "unknown-type", f"{what} (since {since}) uses `{t.base}`, which no longer exists then")

    def declared_before(self, struct_name, what):
        """True when struct `struct_name` is listed before the struct `what` names."""
        holder = what.split(".")[0]
        order = [s.name for s in self.api.structs]
        return struct_name in order and holder in order and order.index(struct_name) < order.index(holder)

    def signature(self, sig, what, since, line):
        if sig is None:
            return
        ret = sig.returns
        self.member_type(ret, line, f"{what} return type", since, in_signature=True)
        seen = set()
        for p in sig.params:
            pw = f"{what} parameter '{p.name}'"
            if self.ident(p.name, p.line, pw) and p.name in seen:
                self.err.add(p.line, "duplicate-name", f"{pw} appears twice")
            seen.add(p.name)
            if p.type.base == "void" and not p.type.is_pointer:
                self.err.add(p.line, "unknown-type", f"{pw}: `void` parameter")
            else:
                self.member_type(p.type, p.line, pw, since, in_signature=True)

    def reference(self, ref, line, what, key, want_field=False):
        parts = ref.split(".")
        s = self.api.struct(parts[0])
        if s is None or len(parts) > 2 or (len(parts) == 2 and not any(f.name == parts[1] for f in s.fields)) \
                or (want_field and len(parts) != 2):
            self.err.add(line, "unknown-reference", f"{what}: {key} '{ref}' names no {'field' if want_field else 'struct or field'}")
            return None
        return s if len(parts) == 1 else next(f for f in s.fields if f.name == parts[1])

    def deprecation(self, d, what, since, zero, required):
        if d is None:
            return
        if d.since is not None and self.since(d.since, d.line, f"{what} deprecation") and since is not None \
                and d.since < since:
            self.err.add(d.line, "deprecated-before-since", f"{what}: deprecated in {d.since}, before it existed ({since})")
        if d.note is not None:
            self.doc(d.note, d.line, f"{what} deprecation note")
        if d.replaced_by is not None:
            target = self.reference(d.replaced_by, d.line, what, "replaced_by")
            if target is not None and d.since is not None and target.since is not None and target.since > d.since:
                self.err.add(d.line, "unknown-reference",
                             f"{what}: replaced_by {d.replaced_by} only exists from {target.since}, after the deprecation ({d.since})")
        if d.retired is not None and self.since(d.retired, d.line, f"{what} retirement"):
            if d.since is not None and d.retired < d.since:
                self.err.add(d.line, "retired-before-deprecated", f"{what}: retired in {d.retired} before its deprecation ({d.since})")
            same_major = since is not None and d.retired.major == since.major
            if same_major and zero != "no_op":
                self.err.add(d.line, "retire-needs-major",
                             f"{what}: 0/NULL is {zero} for this member, so zeroing it out changes its meaning; that needs a MAJOR version")
            elif same_major and required:
                self.err.add(d.line, "retire-required",
                             f"{what}: consumers of older versions require it non-NULL; it can only stop being filled in a MAJOR version")

    def generated_names(self):
        seen = dict(self.global_names)
        done = set()
        for s in self.api.structs:
            # A plain struct has no accessors; later entries of one struct
            # (a recorded history) generate the same names as its first.
            if s.plain or s.name in done:
                continue
            done.add(s.name)
            generated = [names.validate_fn(s.name)]
            for f in s.fields:
                generated += [names.has_fn(s.name, f.name), names.get_fn(s.name, f.name), names.set_fn(s.name, f.name)]
                if f.is_callback:
                    generated.append(names.fn_typedef(s.name, f.name))
                if f.variant is not None:
                    generated += names.variant_names(s.name, f.name, f.variant)
            if s.size_macro:
                generated += [names.version_size_macro(s.size_macro, v) for v in self.api.versions]
            for g in generated:
                if g in seen and seen[g] != s.line:
                    self.err.add(s.line, "generated-name-clash",
                                 f"{s.name}: generated name '{g}' collides with a name defined on line {seen[g]}")
                seen[g] = s.line
        for ep in self.api.entry_points:
            g = f"{ep.name}Fn"  # the entry point's pointer typedef
            if g in seen and seen[g] != ep.line:
                self.err.add(ep.line, "generated-name-clash",
                             f"{ep.name}: generated name '{g}' collides with a name defined on line {seen[g]}")
            seen[g] = ep.line


def _overlap(a, b):
    """Whether version ranges [since, removed) a and b share a version (None: open)."""
    (a0, a1), (b0, b1) = a, b
    if a0 is None or b0 is None:
        return True
    return (a1 is None or b0 < a1) and (b1 is None or a0 < b1)


# Object-like macros of the headers se_api.h includes (<stddef.h>, <stdint.h>,
# <stdio.h>) that a schema name could plausibly hit.
STD_MACROS = {"NULL", "EOF", "BUFSIZ", "SEEK_SET", "SEEK_CUR", "SEEK_END", "SIZE_MAX", "PTRDIFF_MIN",
              "PTRDIFF_MAX", "INTPTR_MIN", "INTPTR_MAX", "UINTPTR_MAX", "INTMAX_MIN", "INTMAX_MAX",
              "UINTMAX_MAX"} | {f"{p}INT{n}_{m}" for p in ("", "U") for n in (8, 16, 32, 64) for m in ("MIN", "MAX")}
# What the header declares for TF_Status (tensorflow/c/tf_status.h).
TF_STATUS_NAMES = {"TF_OK", "TF_CANCELLED", "TF_UNKNOWN", "TF_INVALID_ARGUMENT", "TF_DEADLINE_EXCEEDED",
                   "TF_NOT_FOUND", "TF_ALREADY_EXISTS", "TF_PERMISSION_DENIED", "TF_UNAUTHENTICATED",
                   "TF_RESOURCE_EXHAUSTED", "TF_FAILED_PRECONDITION", "TF_ABORTED", "TF_OUT_OF_RANGE",
                   "TF_UNIMPLEMENTED", "TF_INTERNAL", "TF_UNAVAILABLE", "TF_DATA_LOSS", "TF_NewStatus",
                   "TF_DeleteStatus", "TF_SetStatus", "TF_GetCode", "TF_Message"}


def header_macros(prefix):
    """Names the header template #defines (with the API prefix filled in), plus
    standard macros and the TF_Status names: no schema name may be one of them."""
    import os
    from .render import TEMPLATES
    text = ""
    for template in ("header.h.j2", "header_checks.h.j2"):
        with open(os.path.join(TEMPLATES, template), encoding="utf-8") as f:
            text += f.read()
    found = set(re.findall(r"#define ([A-Za-z_][A-Za-z0-9_]*)", text))
    found |= {prefix + m for m in re.findall(r"\{\{ info\.prefix \}\}(_[A-Za-z0-9_]+)", text)}
    return found | STD_MACROS | TF_STATUS_NAMES
