#!/usr/bin/env python3
"""Where the compile time of se_api.h goes: the header's parts, priced.

Builds variants of whatever include/se_api.h is present (by text
transformation, into --build; nothing is committed), compiles the plugin
source file tests/bench/tu/plugin_se_api.c against each, interleaved with
tu/plugin_tf.c against TensorFlow's header set, and prints per variant the
median CPU time (or, with --instructions, the instructions executed) and the
ratio to TensorFlow's, in C (-std=c11) and C++ (-std=c++17).

Each variant removes or reshapes one part, so "full minus variant" is what
that part costs: <stdio.h> (replaced by a prototype of snprintf), the layout
pins (dropped, or folded to one static assert per struct), the validators,
the deprecation attributes, the comments, the accessor bodies (prototypes
only; macros; one inline guard plus macros; only has_ as macros). "opt-in"
variants drop validators, pins and <stdio.h> together: what a plugin's TU
would see if they sat in sections compiled only on request. Variants marked
"TU writing members by ->" compile the TensorFlow TU's body against the
variant, which prices the header's text alone; the difference to the
accessor TU, divided by its accessor calls, is the cost of one use.

The dispatch variants priced a change then still to come (and since made:
they now report "not measured"): accessors that choose among several known
layouts by struct_size. DISPATCH_MEMBERS members of
SP_Platform, SP_PlatformFns and SP_StreamExecutor get bodies that pick among
three layouts (two earlier layout structs declared for the purpose, plus the
current one), as inline functions or as macros over one generic helper.

A variant whose transformation finds nothing to change (the header changed
shape, or already lacks the part) or that does not compile is reported as
such, not measured (so are the estimates of changes since made: opt-in
validators and pins, layout dispatch). --before REV[,REV...] adds the header
as committed at each REV, for a before/after comparison.

Output: `| what | measured | goal |` rows for make bench (default), or a
table of its own with --table.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compile_cost as cc  # noqa: E402

DISPATCH_STRUCTS = ("SP_Platform", "SP_PlatformFns", "SP_StreamExecutor")
DISPATCH_MEMBERS = 20


# -- reading the header ------------------------------------------------------
def skip_literal(text, i):
    """Index just past the string or character literal starting at text[i]."""
    quote, i = text[i], i + 1
    while i < len(text) and text[i] != quote:
        i += 2 if text[i] == "\\" else 1
    return i + 1


def matching(text, i, open_ch, close_ch):
    """Index just past the bracket that closes the one at text[i]."""
    depth = 0
    while i < len(text):
        ch = text[i]
        if ch in "\"'":
            i = skip_literal(text, i)
            continue
        if text.startswith("/*", i):
            i = text.index("*/", i) + 2
            continue
        if text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else len(text)
            continue
        if ch == open_ch:
            depth += 1
        elif ch == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise ValueError(f"unbalanced {open_ch} at offset {i}")


FUNC_HEAD = re.compile(r"^(?![ \t]*#)(?P<head>[^\n]*?\b(?:SE_INLINE|static\s+inline)\b[^\n;{}(]*?\b(?P<name>\w+)"
                       r"\((?P<params>[^()]*)\))\s*\{", re.M)
FIRST_PARAM = re.compile(r"^\s*(?:const\s+)?(\w+)\s*\*\s*\w+\s*$")


class Function:
    def __init__(self, m, end):
        self.start, self.end, self.name = m.start(), end, m.group("name")
        self.head, self.params = m.group("head"), [p.strip() for p in m.group("params").split(",")]
        self.struct = self.kind = self.member = None
        first = FIRST_PARAM.match(self.params[0]) if self.params else None
        if first and self.name.startswith(first.group(1) + "_"):
            rest = self.name[len(first.group(1)) + 1:]
            if rest[:4] in ("has_", "get_", "set_"):
                self.struct, self.kind, self.member = first.group(1), rest[:3], rest[4:]
        if self.kind is None and self.name.endswith("_validate"):
            self.kind = "validate"

    def return_type(self):
        """The head minus attributes, storage class and name: the return type."""
        head = re.sub(r"\bSE_DEPRECATED\s*\((?:[^()\"]|\"(?:\\.|[^\"\\])*\")*\)", "", self.head)
        head = re.sub(r"\b(?:SE_INLINE|static|inline)\b", "", head[:head.rindex(self.name)])
        return " ".join(head.split())


def functions(text):
    out = []
    for m in FUNC_HEAD.finditer(text):
        out.append(Function(m, matching(text, m.end() - 1, "{", "}")))
    return out


def replace_spans(text, spans):
    """spans: [(start, end, replacement)], non-overlapping."""
    out, pos = [], 0
    for start, end, new in sorted(spans):
        out += [text[pos:start], new]
        pos = end
    return "".join(out) + text[pos:]


# -- variants: each maps the header's text to a variant's, or raises Skip --------
class Skip(Exception):
    """The transformation found nothing to change."""


def accessors_of(text):
    accs = [f for f in functions(text) if f.kind in ("has", "get", "set")]
    if not accs:
        raise Skip("no accessor functions found")
    return accs


def drop_unused_helpers(text):
    """Removes inline functions that are neither accessors nor validators and
    that nothing else names any more (the validators' private helpers)."""
    while True:
        spans = [(f.start, f.end, "") for f in functions(text)
                 if f.kind is None and len(re.findall(r"\b%s\b" % re.escape(f.name), text)) == 1]
        if not spans:
            return text
        text = replace_spans(text, spans)


def no_stdio(text):
    line = re.search(r"^[ \t]*#[ \t]*include[ \t]*<stdio\.h>[ \t]*$", text, re.M)
    if not line:
        raise Skip("does not include <stdio.h>")
    proto = ("#ifdef __cplusplus\nextern \"C\"\n#endif\n"
             "int snprintf(char* s, size_t n, const char* format, ...);")
    return text[:line.start()] + proto + text[line.end():]


STATIC_ASSERT = re.compile(r"^[ \t]*(?:\w*STATIC_ASSERT|_Static_assert|static_assert)[ \t]*\(", re.M)


OPT_IN = {"pins": "SE_API_LAYOUT_PINS", "validators": "SE_API_VALIDATORS"}
OPT_IN_FLAGS = tuple(f"-D{m}" for m in OPT_IN.values())


def already_opt_in(text, part):
    """Skip: the header compiles `part` only on request, so removing it
    changes nothing by default (the "opt-in sections on" row prices it)."""
    if re.search(r"^#if defined\(%s\)" % OPT_IN[part], text, re.M):
        raise Skip(f"{part} are opt-in ({OPT_IN[part]}), off by default; see 'opt-in sections on'")


def no_pins(text):
    already_opt_in(text, "pins")
    spans = []
    for m in STATIC_ASSERT.finditer(text):
        end = matching(text, m.end() - 1, "(", ")")
        semi = re.match(r"[ \t]*;?[ \t]*\n?", text[end:])
        spans.append((m.start(), end + semi.end(), ""))
    if not spans:
        raise Skip("no static asserts found")
    return replace_spans(text, spans)


def split_args(inner):
    """The comma-separated arguments of a call, split at depth 0."""
    args, depth, start, i = [], 0, 0, 0
    while i < len(inner):
        ch = inner[i]
        if ch in "\"'":
            i = skip_literal(inner, i)
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            args.append(inner[start:i].strip())
            start = i + 1
        i += 1
    return args + [inner[start:].strip()]


def pins_folded(text):
    """One static assert per struct (per target block) instead of one per
    offset and size: the same conditions joined by &&, a message naming the
    struct only. Consecutive asserts about the same struct are folded."""
    already_opt_in(text, "pins")
    groups, prev_end = [], None
    for m in STATIC_ASSERT.finditer(text):
        end = matching(text, m.end() - 1, "(", ")")
        semi = re.match(r"[ \t]*;?[ \t]*\n?", text[end:])
        args = split_args(text[m.end():end - 1])
        key = re.search(r"\b(?:offsetof|sizeof)\s*\(\s*(\w+)", args[0])
        key = key.group(1) if key else None
        adjacent = prev_end is not None and not text[prev_end:m.start()].strip()
        if groups and adjacent and (key is None or key == groups[-1]["key"]):
            groups[-1]["conds"].append(args[0])
            groups[-1]["end"] = end + semi.end()
        else:
            groups.append({"start": m.start(), "end": end + semi.end(), "key": key, "conds": [args[0]],
                           "head": text[m.start():m.end()], "rest": args[2:]})
        prev_end = end + semi.end()
    if not groups:
        raise Skip("no static asserts found")
    spans = []
    for g in groups:
        message = f'"layout of {g["key"] or "a struct"} differs from the schema"'
        args = [" && ".join(f"({c})" for c in g["conds"]), message]
        spans.append((g["start"], g["end"], g["head"] + ", ".join(args + g["rest"]) + ");\n"))
    return replace_spans(text, spans)


def no_validators(text):
    already_opt_in(text, "validators")
    spans = [(f.start, f.end, "") for f in functions(text) if f.kind == "validate"]
    if not spans:
        raise Skip("no S_validate functions found")
    return drop_unused_helpers(replace_spans(text, spans))


def accessor_prototypes(text):
    spans = []
    for f in accessors_of(text):
        head = re.sub(r"\b(?:SE_INLINE|static\s+inline)\b\s*", "", f.head)
        spans.append((f.start, f.end, head + ";"))
    return replace_spans(text, spans)


def end_of(f):
    """The bytes a struct must cover to hold f's member, as a C expression."""
    return f"offsetof({f.struct}, {f.member}) + sizeof((s)->{f.member})"


def guard(f):
    return f"((s) != SE_NULL && (s)->struct_size >= {end_of(f)})"


def covers(f):
    return f"se_bench_covers((s), {end_of(f)})"


def macro(f, has_expr):
    name = f"{f.struct}_{f.kind}_{f.member}"
    if f.kind == "has":
        return f"#define {name}(s) {has_expr}"
    if f.kind == "get":
        return f"#define {name}(s) ({f.struct}_has_{f.member}(s) ? (s)->{f.member} : 0)"
    return f"#define {name}(s, v) ({f.struct}_has_{f.member}(s) ? ((s)->{f.member} = (v), 1) : 0)"


def accessors_as_macros(text):
    return replace_spans(text, [(f.start, f.end, macro(f, guard(f))) for f in accessors_of(text)])


def macros_without_null_check(text):
    """Macros whose guard trusts s to be non-NULL (a contract change: today
    S_has_f(NULL) is 0), to price the NULL test in every use."""
    spans = [(f.start, f.end, macro(f, f"((s)->struct_size >= {end_of(f)})")) for f in accessors_of(text)]
    return replace_spans(text, spans)


GENERIC_HELPER = """/* One guard for every member: does the struct at s cover `end` bytes? */
SE_INLINE int se_bench_covers(const void* s, size_t end) {
  return s != SE_NULL && *(const size_t*)s >= end;
}
"""


def generic_helper(text, kinds=("has", "get", "set")):
    accs = [f for f in accessors_of(text) if f.kind in kinds]
    spans = [(f.start, f.end, macro(f, covers(f))) for f in accs]
    spans.append((accs[0].start, accs[0].start, GENERIC_HELPER))
    return replace_spans(text, spans)


def strip_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] in "\"'":
            j = skip_literal(text, i)
            out.append(text[i:j])
            i = j
        elif text.startswith("/*", i):
            i = text.index("*/", i + 2) + 2
            out.append(" ")
        elif text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def no_comments(text):
    stripped = strip_comments(text)
    if stripped == text:
        raise Skip("no comments found")
    return stripped


def optional(fn):
    """fn, except that a part already absent leaves the text as it is."""
    def apply(text):
        try:
            return fn(text)
        except Skip:
            return text
    return apply


ACCESSOR_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+[A-Z]\w*_(?:has|get|set)_\w+\((?:[^\n]*\\\n)*[^\n]*\n?", re.M)


def drop_opt_in(text):
    """The opt-in sections' text removed (they are off by default, but their
    text is still read by the preprocessor)."""
    for macro in OPT_IN.values():
        m = re.search(r"^#if defined\(%s\)\n" % macro, text, re.M)
        end = re.search(r"^#endif /\* %s \*/\n" % macro, text, re.M)
        if m and end:
            text = text[:m.start()] + text[end.end():]
    return text


def structs_only(text):
    """No accessors (functions or macros), validators or pins: the floor."""
    text = optional(no_validators)(optional(no_pins)(drop_opt_in(text)))
    spans = [(f.start, f.end, "") for f in functions(text) if f.kind in ("has", "get", "set")]
    spans += [(m.start(), m.end(), "") for m in ACCESSOR_MACRO.finditer(text)]
    if not spans:
        raise Skip("no accessors found")
    return drop_unused_helpers(replace_spans(text, spans))


def has_macros(text):
    """Only the has_ accessors become macros (over the one inline guard): a
    third of the functions, the get/set bodies unchanged."""
    return generic_helper(text, kinds=("has",))


def opt_in(text):
    """What a plugin's TU would see if validators, pins and <stdio.h> sat in
    sections compiled only on request: all three removed."""
    if any(re.search(r"^#if defined\(%s\)" % m, text, re.M) for m in OPT_IN.values()):
        raise Skip("the header has opt-in sections already: 'full' is this variant")
    return optional(no_validators)(optional(no_pins)(optional(no_stdio)(text)))


# -- dispatch on struct_size among several layouts (an estimate) -----------------
def struct_body(text, name):
    """(the braces of struct `name`'s definition, the offset just past its
    closing `;`), or None."""
    m = re.search(r"^struct\b[^{;\n]*\b%s\s*\{" % re.escape(name), text, re.M)
    if not m:
        return None
    end = matching(text, m.end() - 1, "{", "}")
    return text[m.end() - 1:end], end + text[end:].index(";") + 1


def dispatch_estimate(fn):
    """fn, unless the header dispatches already: the estimate priced a change
    that has since been made (the 'full' row has it)."""
    def apply(text):
        if re.search(r"\bse_private_\w+_at_\w+\(size_t n\)", text):
            raise Skip("the header dispatches on struct_size already ('full' has it)")
        return fn(text)
    return apply


def dispatch_members(accs):
    """Up to DISPATCH_MEMBERS (struct, member) pairs of DISPATCH_STRUCTS that
    have all three accessors, struct by struct, header order within each."""
    have = {}
    for f in accs:
        have.setdefault((f.struct, f.member), set()).add(f.kind)
    picked = []
    for s in DISPATCH_STRUCTS:
        picked += [k for k in have
                   if k[0] == s and k[1] not in ("struct_size", "ext") and have[k] == {"has", "get", "set"}]
    if not picked:
        raise Skip(f"no accessors of {', '.join(DISPATCH_STRUCTS)} found")
    return picked[:DISPATCH_MEMBERS]


def layout_structs(text, structs):
    """Two earlier-layout copies of each struct (se_bench_<S>_a/_b), placed
    after the struct itself, and size constants that tell the layouts apart."""
    spans = []
    for s in structs:
        found = struct_body(text, s)
        if found is None:
            raise Skip(f"struct {s} not found")
        body, end = found
        copies = "".join(f"\ntypedef struct se_bench_{s}_{x} {body} se_bench_{s}_{x};"
                         f"\n#define SE_BENCH_{s}_SIZE_{x.upper()} (sizeof(se_bench_{s}_{x}) - {k})"
                         for x, k in (("a", 16), ("b", 8)))
        spans.append((end, end, copies + "\n"))
    return spans


def dispatch_function(f, ret, value_type):
    s, m = f.struct, f.member
    at = {x: f"((const se_bench_{s}_{x}*)(const void*)s)->{m}" for x in ("a", "b")}
    size = {x: f"SE_BENCH_{s}_SIZE_{x.upper()}" for x in ("a", "b")}
    cur = f"s->struct_size >= offsetof({s}, {m}) + sizeof(s->{m})"
    if f.kind == "has":
        body = (f"  if (s == SE_NULL) return 0;\n  if (s->struct_size == {size['a']}) return 1;\n"
                f"  if (s->struct_size == {size['b']}) return 1;\n  return {cur};\n")
    elif f.kind == "get":
        body = (f"  if (s == SE_NULL) return 0;\n  if (s->struct_size == {size['a']}) return {at['a']};\n"
                f"  if (s->struct_size == {size['b']}) return {at['b']};\n  return {cur} ? s->{m} : 0;\n")
    else:
        w = {x: f"((se_bench_{s}_{x}*)(void*)s)->{m}" for x in ("a", "b")}
        body = (f"  if (s == SE_NULL) return 0;\n"
                f"  if (s->struct_size == {size['a']}) {{ {w['a']} = value; return 1; }}\n"
                f"  if (s->struct_size == {size['b']}) {{ {w['b']} = value; return 1; }}\n"
                f"  if (!({cur})) return 0;\n  s->{m} = value;\n  return 1;\n")
    const = "" if f.kind == "set" else "const "
    params = f"{const}{s}* s" + (f", {value_type} value" if f.kind == "set" else "")
    return f"SE_INLINE {ret} {f.name}({params}) {{\n{body}}}"


def dispatch_inline(text):
    accs = accessors_of(text)
    picked = set(dispatch_members(accs))
    types = {(f.struct, f.member): f.return_type() for f in accs if f.kind == "get"}
    spans = [(f.start, f.end, dispatch_function(f, "int" if f.kind != "get" else types[(f.struct, f.member)],
                                                types[(f.struct, f.member)]))
             for f in accs if (f.struct, f.member) in picked]
    return replace_spans(text, spans + layout_structs(text, sorted({s for s, _ in picked})))


DISPATCH_HELPER = """/* Where member bytes live in the struct at s, among two earlier layouts
 * (told apart by their exact struct_size) and the current one; NULL when
 * the struct does not cover the member. */
SE_INLINE void* se_bench_at(const void* s, size_t size_a, size_t off_a, size_t size_b, size_t off_b,
                            size_t end, size_t off) {
  size_t n;
  if (s == SE_NULL) return SE_NULL;
  n = *(const size_t*)s;
  if (n == size_a) return (char*)s + off_a;
  if (n == size_b) return (char*)s + off_b;
  return n >= end ? (char*)s + off : SE_NULL;
}
"""


def dispatch_generic(text):
    base = generic_helper(text)
    accs = accessors_of(text)
    picked = dispatch_members(accs)
    types = {(f.struct, f.member): f.return_type() for f in accs if f.kind == "get"}
    lines = [DISPATCH_HELPER]
    for s, m in picked:
        where = (f"se_bench_at((s), SE_BENCH_{s}_SIZE_A, offsetof(se_bench_{s}_a, {m}), "
                 f"SE_BENCH_{s}_SIZE_B, offsetof(se_bench_{s}_b, {m}), "
                 f"offsetof({s}, {m}) + sizeof((s)->{m}), offsetof({s}, {m}))")
        t = types[(s, m)]
        lines += [f"#undef {s}_has_{m}", f"#undef {s}_get_{m}", f"#undef {s}_set_{m}",
                  f"#define {s}_has_{m}(s) ({where} != SE_NULL)",
                  f"#define {s}_get_{m}(s) ({s}_has_{m}(s) ? *({t} const*){where} : 0)",
                  f"#define {s}_set_{m}(s, v) ({s}_has_{m}(s) ? (*({t}*){where} = (v), 1) : 0)"]
    # After the last accessor macro, before whatever uses them (validators).
    last = max(m.end() for m in re.finditer(r"^#define \w+_set_\w+\(s, v\).*$", base, re.M))
    spans = layout_structs(base, sorted({s for s, _ in picked})) + [(last, last, "\n" + "\n".join(lines) + "\n")]
    return replace_spans(base, spans)


# -- the table ----------------------------------------------------------------
class Variant:
    """One header to measure: `transform` turns the committed header's text
    into it (None: as is); `flags` are extra compiler flags; `mode` is O2, O0
    or syntax; `tu` is "accessors" (plugin_se_api.c) or "raw" (the same
    writes by `->`, for headers without accessors)."""

    def __init__(self, key, label, transform=None, flags=(), mode="O2", tu="accessors"):
        self.key, self.label, self.transform, self.flags, self.mode, self.tu = key, label, transform, flags, mode, tu


VARIANTS = (
    Variant("full", "full header (as committed)"),
    Variant("full_optin", "full header, opt-in sections on (-DSE_API_VALIDATORS -DSE_API_LAYOUT_PINS)",
            flags=OPT_IN_FLAGS),
    Variant("full_raw", "full header, TU writing members by -> (header text alone)", tu="raw"),
    Variant("no_stdio", "without <stdio.h> (snprintf prototyped)", no_stdio),
    Variant("no_pins", "without layout pins (static asserts)", no_pins),
    Variant("pins_folded", "layout pins folded into one static assert per struct", pins_folded),
    Variant("no_validators", "without validators", no_validators),
    Variant("no_deprecated", "-DSE_NO_DEPRECATION_WARNINGS (attributes off)", flags=("-DSE_NO_DEPRECATION_WARNINGS",)),
    Variant("no_comments", "comments stripped", no_comments),
    Variant("prototypes", "inline-function accessors declared, bodies elsewhere", accessor_prototypes),
    Variant("macros", "inline-function accessors as macros (plain guard)", accessors_as_macros),
    Variant("generic", "inline-function accessors: one inline guard + per-member macros", generic_helper),
    Variant("has_macros", "has_ of inline-function accessors as macros over one inline guard; get/set inline",
            has_macros),
    Variant("structs_only", "structs and macros only (no accessors, validators, pins), TU by ->", structs_only,
            tu="raw"),
    Variant("optin_inline", "validators and pins opt-in (off), no <stdio.h>; accessors as committed", opt_in),
    Variant("optin_macros", "validators and pins opt-in (off), no <stdio.h>; accessors as macros",
            lambda t: accessors_as_macros(opt_in(t))),
    Variant("optin_macros_raw", "opt-in, accessors as macros, TU writing members by -> (header text alone)",
            lambda t: accessors_as_macros(opt_in(t)), tu="raw"),
    Variant("optin_generic", "validators and pins opt-in (off), no <stdio.h>; one inline guard + macros",
            lambda t: generic_helper(opt_in(t))),
    Variant("optin_nonull", "validators and pins opt-in (off), no <stdio.h>; macros without the NULL test",
            lambda t: macros_without_null_check(opt_in(t))),
    Variant("full_O0", "full header, -O0", mode="O0"),
    Variant("full_syntax", "full header, -fsyntax-only", mode="syntax"),
    Variant("generic_raw", "one inline guard + per-member macros, TU writing members by ->", generic_helper, tu="raw"),
    Variant("dispatch_inline", f"full + {DISPATCH_MEMBERS} members dispatching on 3 layouts, inline functions",
            dispatch_estimate(dispatch_inline)),
    Variant("dispatch_inline_raw", "dispatch as inline functions, TU writing members by ->", dispatch_estimate(dispatch_inline),
            tu="raw"),
    Variant("dispatch_generic", f"generic + {DISPATCH_MEMBERS} members dispatching on 3 layouts, one helper",
            dispatch_estimate(dispatch_generic)),
    Variant("dispatch_generic_raw", "dispatch over one helper, TU writing members by ->", dispatch_estimate(dispatch_generic),
            tu="raw"),
)
# A call of an accessor in tu/plugin_se_api.c (the per-use rows divide by their count).
ACCESSOR_USE = re.compile(r"\b[A-Z]\w*_(?:has|get|set)_\w+\s*\(")
MODES = {"O2": cc.MODE_O2, "O0": cc.MODE_O0, "syntax": cc.MODE_SYNTAX}
TF_BASELINE = {"O2": "tf", "O0": "tf_O0", "syntax": "tf_syntax"}


def before_variant(rev):
    """The header as committed at `rev`, for the before/after comparison
    (its own defaults: headers before the opt-in sections compiled all)."""
    def transform(_):
        p = subprocess.run(["git", "-C", cc.ROOT, "show", f"{rev}:include/se_api.h"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
        if p.returncode != 0:
            raise Skip(f"git show {rev}:include/se_api.h failed: {p.stderr.strip()[:100]}")
        return p.stdout
    return Variant(f"before_{rev}", f"se_api.h as of {rev} (before)", transform)


def build_variants(variants, header_text, out):
    """{key: (include dir, note)}; note is None when the variant was built."""
    built = {}
    for v in variants:
        d = os.path.join(out, v.key)
        os.makedirs(d, exist_ok=True)
        try:
            text = header_text if v.transform is None else v.transform(header_text)
        except Skip as e:
            built[v.key] = (None, f"not measured: {e}")
            continue
        except (ValueError, KeyError) as e:
            built[v.key] = (None, f"not measured: header changed shape ({e})")
            continue
        if "-DSE_NO_DEPRECATION_WARNINGS" in v.flags and "SE_NO_DEPRECATION_WARNINGS" not in header_text:
            built[v.key] = (None, "not measured: header has no SE_NO_DEPRECATION_WARNINGS switch")
            continue
        with open(os.path.join(d, "se_api.h"), "w", encoding="utf-8") as f:
            f.write(text)
        built[v.key] = (d, None)
    return built


def measure(args, variants, built, raw_tu):
    """({(lang, key): [ms per round] or [M instructions]}, {key: note}, rounds)
    for every built variant, TensorFlow's set ("tf", "tf_O0", "tf_syntax")
    and an empty TU, interleaved. A variant that fails to compile in either
    language gets a note instead of figures."""
    cases, notes = {}, {}
    empty = os.path.join(args.build, "empty.c")
    with open(empty, "w", encoding="utf-8") as f:
        f.write("int se_bench_empty;\n")
    langs = cc.languages(args.cc, args.cxx)
    for lang, compiler, lang_flags in langs:
        for mode, key in TF_BASELINE.items():
            cases[(lang, key)] = cc.command(compiler, lang_flags, MODES[mode], cc.TF_INCLUDE, cc.TU_TF)
        cases[(lang, "empty")] = cc.command(compiler, lang_flags, cc.MODE_O2, args.build, empty)
        for v in variants:
            d = built[v.key][0]
            if d is None or v.key in notes:
                continue
            cmd = cc.command(compiler, lang_flags, MODES[v.mode], d, cc.TU_SE_API if v.tu == "accessors" else raw_tu,
                             v.flags)
            try:
                cc.check_compiles(cmd)
            except RuntimeError as e:
                notes[v.key] = f"not measured: does not compile ({lang}: {e})"
                continue
            cases[(lang, v.key)] = cmd
    for key in notes:
        for lang, _, _ in langs:
            cases.pop((lang, key), None)
    if args.instructions:
        return cc.instruction_counts(cases), notes, 1
    samples, reps = cc.interleaved_samples(cases, args.reps, args.budget)
    return samples, notes, reps


def accessor_uses(header_text):
    """(accessor calls in tu/plugin_se_api.c, how many of them name a member
    the dispatch variants make dispatch)."""
    with open(cc.TU_SE_API, encoding="utf-8") as f:
        calls = [m.group(0).rstrip("( \t") for m in ACCESSOR_USE.finditer(f.read())]
    try:
        picked = dispatch_members(accessors_of(header_text))
    except Skip:
        picked = []
    names = {f"{s}_{k}_{m}" for s, m in picked for k in ("has", "get", "set")}
    return len(calls), sum(1 for c in calls if c in names)


def paired(samples, plus, minus, lang):
    """Round by round: sum of the `plus` cases minus sum of the `minus` ones."""
    rounds = zip(*[samples[(lang, k)] for k in plus + minus])
    return [sum(r[:len(plus)]) - sum(r[len(plus):]) for r in rounds]


def rows(args, variants, built, samples, notes, header_text):
    """[(what, measured, change vs full)]: medians, and ratios and
    differences taken round by round (see compile_cost.interleaved_samples)."""
    langs = [lang for lang, _, _ in cc.languages(args.cc, args.cxx)]
    unit = "M instr" if args.instructions else "ms"

    def med(lang, key):
        return cc.median(samples[(lang, key)])

    out = [("TensorFlow's header set (the 1.00x of this table), -O2 -c",
            ", ".join(f"{lang} {med(lang, 'tf'):.1f} {unit}" for lang in langs), ""),
           ("empty TU, -O2 -c (the compiler's fixed cost)",
            ", ".join(f"{lang} {med(lang, 'empty'):.1f} {unit}" for lang in langs), "")]
    for v in variants:
        note = built[v.key][1] or notes.get(v.key)
        if note:
            out.append((v.label, note, ""))
            continue
        base = TF_BASELINE[v.mode]
        cells = ", ".join(f"{lang} {cc.paired_ratio(samples[(lang, v.key)], samples[(lang, base)]):.2f}x "
                          f"({med(lang, v.key):.1f} {unit})" for lang in langs)
        change = ""
        if v.key != "full" and v.mode == "O2" and all((lang, "full") in samples for lang in langs):
            change = ", ".join(f"{lang} {cc.median(paired(samples, (v.key,), ('full',), lang)):+.1f}" for lang in langs)
            change += f" {unit} vs full"
        out.append((v.label, cells, change))
    per_unit = "k instr" if args.instructions else "us"
    uses, dispatched_uses = accessor_uses(header_text)
    n = DISPATCH_MEMBERS
    # (label, variants added, variants subtracted, divided by)
    derived = ((f"cost per accessor use, as committed: (full - full_raw) / {uses} uses", ("full",), ("full_raw",),
                uses),
               (f"cost per accessor use, macros: (optin_macros - optin_macros_raw) / {uses} uses", ("optin_macros",),
                ("optin_macros_raw",), uses),
               (f"layout dispatch, definitions, per member, inline: (dispatch_inline_raw - full_raw) / {n}",
                ("dispatch_inline_raw",), ("full_raw",), n),
               (f"layout dispatch, definitions, per member, one helper: (dispatch_generic_raw - generic_raw) / {n}",
                ("dispatch_generic_raw",), ("generic_raw",), n),
               (f"layout dispatch, extra per use of a dispatching accessor, inline ({dispatched_uses} uses in the TU)",
                ("dispatch_inline", "full_raw"), ("dispatch_inline_raw", "full"), dispatched_uses),
               (f"layout dispatch, extra per use of a dispatching accessor, one helper ({dispatched_uses} uses)",
                ("dispatch_generic", "generic_raw"), ("dispatch_generic_raw", "generic"), dispatched_uses))
    for label, plus, minus, count in derived:
        if not count or not all((lang, k) in samples for lang in langs for k in plus + minus):
            continue
        cells = []
        for lang in langs:
            per = sorted(d * 1000 / count for d in paired(samples, plus, minus, lang))
            cell = f"{lang} {cc.median(per):+.0f} {per_unit}"
            if len(per) >= 4:  # the middle half of the rounds: how far to trust a timed difference
                cell += f" (rounds {per[len(per) // 4]:+.0f}..{per[(3 * len(per)) // 4]:+.0f})"
            cells.append(cell)
        out.append((label, ", ".join(cells), ""))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", default="build/bench/compile_breakdown")
    p.add_argument("--header", default=os.path.join(cc.SE_API_INCLUDE, "se_api.h"))
    p.add_argument("--before", default="",
                   help="git revisions (comma-separated) whose include/se_api.h is measured as 'before'")
    p.add_argument("--cc", default="gcc")
    p.add_argument("--cxx", default="g++")
    p.add_argument("--reps", type=int, default=15, help="timed rounds at most")
    p.add_argument("--budget", type=float, default=0,
                   help="seconds the timed rounds may take (fewer rounds, at least 3, when a round is slow)")
    p.add_argument("--table", action="store_true", help="print a standalone table instead of bench rows")
    p.add_argument("--instructions", action="store_true",
                   help="count instructions under valgrind (deterministic, slow) instead of timing")
    args = p.parse_args()
    args.build = os.path.abspath(args.build)
    os.makedirs(args.build, exist_ok=True)
    variants = tuple(before_variant(rev) for rev in args.before.split(",") if rev) + VARIANTS
    try:
        with open(args.header, encoding="utf-8") as f:
            header_text = f.read()
        built = build_variants(variants, header_text, args.build)
        samples, notes, reps = measure(args, variants, built, cc.raw_member_tu(args.build))
        table = rows(args, variants, built, samples, notes, header_text)
    except Exception as e:  # noqa: BLE001 - a benchmark reports, it never fails the build
        msg = str(e).strip().splitlines()
        print(f"| compile breakdown | not measured: {(msg[-1] if msg else type(e).__name__)[:160]} | - |")
        return 0
    how = f"{os.path.basename(args.cc)} -std=c11 / {os.path.basename(args.cxx)} -std=c++17, " + (
        "instructions executed (valgrind)" if args.instructions else f"median CPU of {reps}, interleaved")
    if args.table:
        print(f"compile-time breakdown of {os.path.relpath(args.header, cc.ROOT)} ({how}); "
              "ratio vs TensorFlow's header set under the same flags\n")
        print("| variant | measured | change |\n|---|---|---|")
        for what, measured, change in table:
            print(f"| {what} | {measured} | {change} |")
    else:
        for i, (what, measured, change) in enumerate(table):
            what = f"compile breakdown ({how}): {what}" if i == 0 else f"compile breakdown: {what}"
            print(f"| {what} | {measured}{'; ' + change if change else ''} | info |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
