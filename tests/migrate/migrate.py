#!/usr/bin/env python3
"""README's "Migrating from TensorFlow's header", applied to a C source.

    migrate.py [--header include/se_api_tensorflow.h] [--skip N]... SOURCE > MIGRATED

SOURCE is a plugin written against TensorFlow's stream_executor.h (the
TensorFlow way: `s->struct_size = SP_..._STRUCT_SIZE;`, `s->member = value;`,
reads by `s->member`); the output is that file after exactly README's five
steps, every other byte unchanged:

  1. the include of TensorFlow's header becomes `#include "se_api_tensorflow.h"`;
  2. `static SE_Lineage core_lineage = SE_LINEAGE_ANY;` on the line after it,
     and `core_lineage = SE_lineage_of_core(params);` the first statement of
     SE_InitPlugin;
  3. every statement `s->struct_size = ...;` becomes
     `if (S_settle_in(s, core_lineage) == 0) FAIL`, FAIL by the function's
     signature (a TF_Status* parameter: set it and return; returns TF_Bool:
     `return 0;`; returns void: `return;`);
  4. where s points to one of the header's structs (every struct with a
     struct_size: not the SP_Stream/SP_Event/SP_Timer handles), the
     statement `s->f = v;` becomes `S_set_f(s, v);` and every other `s->f`
     `S_get_f(s)`, innermost first;
  5. at the end of SE_InitPlugin, the count the plugin's own
     get_device_count reports goes into SP_Platform's visible_device_count
     (read by seabi cores of the 0.0.1 layout, which have no
     get_device_count).

What a step needs to know it reads from the source and the header: the type
of each `->` operand from its declaration (parameter, local, file-scope
variable, or a member of a struct declared in the source or the header), the
function's signature, the function stored in get_device_count. Anything it
cannot decide (an operand whose type it cannot tell, a store inside an
expression, `&s->f`, `s->f += v`) stops it with FILE:LINE: message and exit
status 1, rather than guessing: a step left undone would compile and
corrupt a core. `--skip N` leaves step N out (make test-migrate shows that
each step changes the result). Python 3 standard library only.
"""
import argparse
import os
import re
import sys

TF_INCLUDE = re.compile(r'#\s*include\s*[<"]tensorflow/c/experimental/stream_executor/stream_executor\.h[>"]')
DROP_IN = '#include "se_api_tensorflow.h"'
LINEAGE = "core_lineage"
# What each step writes (README quotes each of them; --templates prints them).
LINEAGE_DECL = "static SE_Lineage %s = SE_LINEAGE_ANY;" % LINEAGE
LINEAGE_INIT = LINEAGE + " = SE_lineage_of_core({params});"
SETTLE = "if ({S}_settle_in({s}, " + LINEAGE + ") == 0) {fail}"
FAIL_STATUS = ("{{ TF_SetStatus({status}, TF_FAILED_PRECONDITION, SE_settle_problem_text({S}_settle_problem({s}, "
               + LINEAGE + "))); return; }}")
FAIL_BOOL = "return 0;"
FAIL_VOID = "return;"
SET = "{S}_set_{f}({s}, {v});"
GET = "{S}_get_{f}({s})"
COUNT_PLATFORM = "SE_PlatformRegistrationParams_get_platform({params})"
COUNT_BLOCK = [  # (depth, line): at the body's indentation, inner lines twice as deep
    (1, "{{"),
    (2, "int count = 0;"),
    (2, "{get_device_count}({platform}, &count, {status});"),
    (2, "if (TF_GetCode({status}) == TF_OK) SP_Platform_set_visible_device_count({platform}, (size_t)count);"),
    (1, "}}"),
]

TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\n\f\v]+|//[^\n]*|/\*.*?\*/)
  | (?P<pp>(?<![^\n])[ \t]*\#(?:[^\n\\]|\\.)*)
  | (?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
  | (?P<id>[A-Za-z_]\w*)
  | (?P<num>\.?\d(?:[eEpP][+-]|[\w.])*)
  | (?P<op>->|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|\.\.\.|\#\#|[^\s])
""", re.S | re.X)

BUILTIN_TYPES = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned",
                 "_Bool", "bool", "size_t", "TF_Bool"}
QUALIFIERS = {"const", "volatile", "restrict", "static", "extern", "register", "inline", "_Thread_local",
              "SE_PLUGIN_EXPORT"}
KEYWORDS = {"return", "sizeof", "case", "else", "do"}
COMPOUND = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"}


class MigrationError(Exception):
    pass


class Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end


def lex(src):
    toks, pos = [], 0
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if m is None:
            raise MigrationError("cannot read the source at offset %d" % pos)
        if m.lastgroup != "ws":
            toks.append(Tok(m.lastgroup, m.group(), m.start(), m.end()))
        pos = m.end()
    return toks


class Type:
    """A declared type, reduced to what the steps need: its base (the
    `struct TAG` it names when it names one, else the type name) and how
    many pointers deep it is."""

    def __init__(self, base, depth):
        self.base, self.depth = base, depth

    def __repr__(self):
        return "%s%s" % (self.base, "*" * self.depth)


class Scope:
    """Typedefs and struct members of one translation unit (the header's,
    then the source's)."""

    def __init__(self):
        self.typedefs = {}   # name -> Type
        self.structs = {}    # "struct TAG" -> {member: Type}

    def is_type_name(self, name):
        return name in BUILTIN_TYPES or name in self.typedefs or name.endswith("_t")

    def resolve(self, t):
        seen = set()
        while t.base in self.typedefs and t.base not in seen:
            seen.add(t.base)
            inner = self.typedefs[t.base]
            t = Type(inner.base, inner.depth + t.depth)
        return t


def match_close(toks, i):
    """Index of the bracket closing toks[i]."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    opening, closing, depth = toks[i].text, pairs[toks[i].text], 0
    for j in range(i, len(toks)):
        if toks[j].text == opening:
            depth += 1
        elif toks[j].text == closing:
            depth -= 1
            if depth == 0:
                return j
    raise MigrationError("unbalanced %r" % opening)


def split_top(toks, lo, hi, sep):
    """Splits toks[lo:hi] at sep outside brackets: a list of (lo, hi)."""
    parts, depth, start = [], 0, lo
    for j in range(lo, hi):
        t = toks[j].text
        if t in "([{":
            depth += 1
        elif t in ")]}":
            depth -= 1
        elif t == sep and depth == 0:
            parts.append((start, j))
            start = j + 1
    parts.append((start, hi))
    return parts


def declaration(scope, toks, lo, hi):
    """The names a declaration toks[lo:hi] (no trailing ';') declares, as
    {name: Type}; None when the tokens are not a declaration."""
    i = lo
    base = None
    while i < hi and toks[i].kind == "id" and toks[i].text in QUALIFIERS:
        i += 1
    if i < hi and toks[i].text in ("struct", "union", "enum"):
        tagged = i + 1 < hi and toks[i + 1].kind == "id"
        base = toks[i].text + " " + (toks[i + 1].text if tagged else "(anonymous)")
        i += 2 if tagged else 1
        if i < hi and toks[i].text == "{":
            i = match_close(toks, i) + 1
    elif i < hi and toks[i].kind == "id" and scope.is_type_name(toks[i].text):
        words = []
        while i < hi and toks[i].kind == "id" and (toks[i].text in BUILTIN_TYPES or toks[i].text in QUALIFIERS
                                                   or (not words and scope.is_type_name(toks[i].text))):
            if toks[i].text not in QUALIFIERS:
                words.append(toks[i].text)
            i += 1
        base = " ".join(words)
    if base is None or i >= hi:
        return None
    if toks[i].kind != "id" and toks[i].text not in ("*", "("):
        return None
    names = {}
    for d_lo, d_hi in split_top(toks, i, hi, ","):
        depth, j = 0, d_lo
        while j < d_hi and toks[j].text in ("*", "const", "volatile", "restrict"):
            depth += toks[j].text == "*"
            j += 1
        if j < d_hi and toks[j].text == "(":  # a function pointer: (*name)(...)
            k = j + 1
            while k < d_hi and toks[k].text in ("*", "const"):
                k += 1
            if k < d_hi and toks[k].kind == "id":
                names[toks[k].text] = Type("function pointer", 1)
                continue
            return None
        if j >= d_hi or toks[j].kind != "id":
            return None
        rest = toks[j + 1].text if j + 1 < d_hi else None
        if rest not in (None, "=", "[", ":"):
            return None
        if rest == "[":
            depth += 1
        names[toks[j].text] = Type(base, depth)
    return names


def read_header_types(scope, text):
    """Typedefs and struct members from the drop-in header."""
    toks = lex(text)
    read_types(scope, toks, 0, len(toks))


def read_types(scope, toks, lo, hi):
    """Records the typedefs and struct definitions at file scope of toks[lo:hi]."""
    i = lo
    while i < hi:
        t = toks[i]
        if t.text == "typedef":
            end = i
            while toks[end].text != ";":
                end = match_close(toks, end) + 1 if toks[end].text in "({[" else end + 1
            body = next((k for k in range(i, end) if toks[k].text == "{"), None)
            if body is not None and toks[body - 1].kind == "id" and toks[body - 2].text == "struct":
                read_struct(scope, toks, "struct " + toks[body - 1].text, body)
            decl = declaration(scope, toks, i + 1, end)
            for name, ty in (decl or {}).items():
                if ty.base == "function pointer":
                    ty = Type("function type " + name, 0)
                scope.typedefs[name] = ty
            i = end + 1
        elif t.text == "struct" and i + 2 < hi and toks[i + 1].kind == "id" and toks[i + 2].text == "{":
            read_struct(scope, toks, "struct " + toks[i + 1].text, i + 2)
            i = match_close(toks, i + 2) + 1
        elif t.text == "{" and not extern_c(toks, i):
            i = match_close(toks, i) + 1
        else:
            i += 1


def extern_c(toks, i):
    """Whether the '{' at toks[i] opens an `extern "C"` block (its contents
    are at file scope)."""
    return i >= 2 and toks[i - 1].kind == "str" and toks[i - 2].text == "extern"


def read_struct(scope, toks, tag, brace):
    members = {}
    end = match_close(toks, brace)
    start = brace + 1
    for j in range(brace + 1, end):
        if toks[j].text == ";":
            members.update(declaration(scope, toks, start, j) or {})
            start = j + 1
    scope.structs[tag] = members


class Function:
    def __init__(self, name, ret, params, body_open, body_close):
        self.name, self.ret, self.params = name, ret, params
        self.body_open, self.body_close = body_open, body_close
        self.locals = {}


class Migrator:
    def __init__(self, src, path, header_text, skip):
        self.src, self.path, self.skip = src, path, set(skip)
        self.scope = Scope()
        read_header_types(self.scope, header_text)
        # The header's structs with a struct_size: the ones a core hands over.
        self.api = {tag for tag, members in self.scope.structs.items()
                    if "struct_size" in members and not tag.startswith("struct se_private")}
        self.toks = lex(src)
        read_types(self.scope, self.toks, 0, len(self.toks))
        self.globals = {}
        self.functions = []
        self.find_functions()
        self.device_count_fns = []

    # ---- reading the source ---------------------------------------------------
    def fail(self, tok, message):
        line = self.src.count("\n", 0, tok.start) + 1
        raise MigrationError("%s:%d: %s" % (self.path, line, message))

    def open_of(self, close):
        depth = 0
        for j in range(close, -1, -1):
            if self.toks[j].text == ")":
                depth += 1
            elif self.toks[j].text == "(":
                depth -= 1
                if depth == 0:
                    return j
        raise MigrationError("unbalanced ')'")

    def find_functions(self):
        """Function definitions and file-scope variables."""
        toks, i, stmt = self.toks, 0, 0
        while i < len(toks):
            t = toks[i]
            if t.kind == "pp":
                i += 1
                stmt = i
            elif t.text == ";":
                decl = declaration(self.scope, toks, stmt, i)
                if decl and toks[stmt].text != "typedef":
                    self.globals.update(decl)
                i += 1
                stmt = i
            elif t.text == "{" and toks[i - 1].text == ")":
                close_paren = i - 1
                open_paren = self.open_of(close_paren)
                name = toks[open_paren - 1].text
                ret = " ".join(x.text for x in toks[stmt:open_paren - 1] if x.text not in QUALIFIERS)
                params = {}
                for p_lo, p_hi in split_top(toks, open_paren + 1, close_paren, ","):
                    if p_hi - p_lo == 1 and toks[p_lo].text == "void":
                        continue
                    decl = declaration(self.scope, toks, p_lo, p_hi)
                    if not decl:
                        self.fail(toks[p_lo], "cannot read the parameters of %s" % name)
                    params.update(decl)
                fn = Function(name, ret, params, i, match_close(toks, i))
                self.read_locals(fn)
                self.functions.append(fn)
                i = fn.body_close + 1
                stmt = i
            elif t.text == "{" and not extern_c(toks, i):
                i = match_close(toks, i) + 1
            else:
                i += 1

    def read_locals(self, fn):
        """Every declaration in a body: at a statement's start, and in a
        for's first clause. One name, one type per function."""
        toks = self.toks
        for j in range(fn.body_open + 1, fn.body_close):
            prev = toks[j - 1].text
            if not (prev in (";", "{", "}") or (prev == "(" and toks[j - 2].text == "for")):
                continue
            end = j
            while end < fn.body_close and toks[end].text != ";":
                end = match_close(toks, end) + 1 if toks[end].text in "([" else end + 1
            for name, ty in (declaration(self.scope, toks, j, end) or {}).items():
                old = fn.locals.get(name)
                if old is not None and repr(self.scope.resolve(old)) != repr(self.scope.resolve(ty)):
                    self.fail(toks[j], "%s declares '%s' twice, as %s and as %s" % (fn.name, name, old, ty))
                fn.locals[name] = ty

    # ---- types ----------------------------------------------------------------------
    def is_api(self, ty):
        """Whether ty points to one of the structs a core hands over."""
        ty = self.scope.resolve(ty)
        return ty.depth == 1 and ty.base in self.api

    def type_of(self, fn, tok):
        ty = fn.locals.get(tok.text) or fn.params.get(tok.text) or self.globals.get(tok.text)
        if ty is None:
            self.fail(tok, "cannot tell the type of '%s': no declaration of it in %s or at file scope"
                      % (tok.text, fn.name))
        return self.scope.resolve(ty)

    def member_type(self, ty, member):
        members = self.scope.structs.get(ty.base)
        if ty.depth != 1 or members is None or member.text not in members:
            self.fail(member, "cannot tell the type of '->%s' on a %s" % (member.text, ty))
        return self.scope.resolve(members[member.text])

    # ---- the steps -------------------------------------------------------------------
    def chain(self, fn, i):
        """The `->` chain rooted at toks[i]: its links, each (type of the
        operand, member token), and the index after it."""
        toks, ty, links, j = self.toks, self.type_of(fn, self.toks[i]), [], i
        while toks[j + 1].text == "->" and toks[j + 2].kind == "id":
            member = toks[j + 2]
            links.append((ty, member))
            ty = self.member_type(ty, member)
            j += 2
        return links, j + 1

    def read(self, root, links):
        """Step 4 on a read through links: innermost first."""
        text = root.text
        for ty, member in links:
            if self.is_api(ty) and 4 not in self.skip:
                text = GET.format(S=ty.base.split()[-1], f=member.text, s=text)
            else:
                text = "%s->%s" % (text, member.text)
        return text

    def statement_start(self, i):
        prev = self.toks[i - 1]
        if prev.text in (";", "{", "}", "else"):
            return True
        return prev.text == ")" and self.toks[self.open_of(i - 1) - 1].text in ("if", "while", "for")

    def settle_failure(self, fn, tok, struct, owner):
        """Step 3's FAIL, by the function's signature."""
        status = [n for n, t in fn.params.items()
                  if self.scope.resolve(t).base == "struct TF_Status" and self.scope.resolve(t).depth == 1]
        if status:
            return FAIL_STATUS.format(status=status[0], S=struct, s=owner)
        if fn.ret == "TF_Bool":
            return FAIL_BOOL
        if fn.ret == "void":
            return FAIL_VOID
        self.fail(tok, "%s returns %s and takes no TF_Status: step 3 does not say how it fails" % (fn.name, fn.ret))

    def render(self, fn, lo, hi, edits, statements):
        """Steps 3 and 4 on toks[lo:hi]: appends (start, end, text) to edits
        for each `->` chain through a core's struct."""
        toks, i = self.toks, lo
        while i < hi:
            t = toks[i]
            if t.text == "->":  # every `->` after a declared name is part of a chain, handled below
                self.fail(t, "cannot tell the type of the operand of this '->' (give it a declared name)")
            if not (t.kind == "id" and toks[i + 1].text == "->" and toks[i - 1].text not in ("->", ".")):
                i += 1
                continue
            links, end = self.chain(fn, i)
            if not any(self.is_api(ty) for ty, _ in links):
                i = end
                continue
            nxt = toks[end]
            before = toks[i - 2]
            unary_amp = toks[i - 1].text == "&" and (before.text in KEYWORDS or (
                before.kind not in ("id", "num", "str") and before.text not in (")", "]")))
            if nxt.text in COMPOUND or nxt.text in (".", "[") or unary_amp:
                self.fail(t, "'%s' on a member of a core's struct: the steps do not cover it"
                          % ("&" if unary_amp else nxt.text))
            owner_ty, member = links[-1]
            if nxt.text != "=" or not self.is_api(owner_ty):
                edits.append((t.start, toks[end - 1].end, self.read(t, links)))
                i = end
                continue
            # A store, `s->f = v;`.
            if not statements or not self.statement_start(i):
                self.fail(t, "a store into a core's struct inside an expression: the steps need it a statement")
            semi = end
            while toks[semi].text != ";":
                semi = match_close(toks, semi) + 1 if toks[semi].text in "([{" else semi + 1
            value_edits = []
            self.render(fn, end + 1, semi, value_edits, False)
            value = apply(self.src, toks[end + 1].start, toks[semi - 1].end, value_edits)
            owner = self.read(t, links[:-1])
            struct = owner_ty.base.split()[-1]
            if struct == "SP_PlatformFns" and member.text == "get_device_count":
                self.device_count_fns.append((t, value))
            if member.text == "struct_size" and 3 not in self.skip:
                if toks[i - 1].text not in (";", "{", "}"):
                    self.fail(t, "step 3's `if` would replace a statement governed by '%s'" % toks[i - 1].text)
                text = SETTLE.format(S=struct, s=owner, fail=self.settle_failure(fn, t, struct, owner))
            elif member.text == "struct_size" or 4 in self.skip:
                text = "%s->%s = %s;" % (owner, member.text, value)
            else:
                text = SET.format(S=struct, f=member.text, s=owner, v=value)
            edits.append((t.start, toks[semi].end, text))
            i = semi + 1

    def ends_with_return(self, fn):
        """Whether the last statement of fn's body is a return."""
        toks, k, depth = self.toks, fn.body_close - 1, 0
        if toks[k].text != ";":
            return False
        k -= 1
        while k > fn.body_open:
            t = toks[k].text
            if t in ")]":
                depth += 1
            elif t in "([":
                depth -= 1
            elif depth == 0 and t in (";", "{", "}"):
                break
            k -= 1
        return toks[k + 1].text == "return"

    def migrate(self):
        toks, src, edits = self.toks, self.src, []
        # Step 1.
        if {1, 2} - self.skip:
            includes = [t for t in toks if t.kind == "pp" and TF_INCLUDE.search(t.text)]
            if len(includes) != 1:
                raise MigrationError("%s: %d includes of TensorFlow's stream_executor.h; steps 1 and 2 need one"
                                     % (self.path, len(includes)))
            include = includes[0]
        if 1 not in self.skip:
            edits.append((include.start, include.end, DROP_IN))
        if {2, 5} - self.skip:
            inits = [fn for fn in self.functions if fn.name == "SE_InitPlugin"]
            if len(inits) != 1:
                raise MigrationError("%s: no definition of SE_InitPlugin" % self.path)
            init = inits[0]
            if len(init.params) != 2:
                self.fail(toks[init.body_open], "SE_InitPlugin takes two parameters (params, status)")
            params, status = list(init.params)
            first, close = toks[init.body_open + 1], toks[init.body_close]
            indent = src[src.rfind("\n", 0, first.start) + 1:first.start]
            close_line = src.rfind("\n", 0, close.start) + 1
            if indent.strip() or src[close_line:close.start].strip():
                self.fail(first, "SE_InitPlugin's body must start and end on lines of their own")
        # Step 2.
        if 2 not in self.skip:
            edits.append((include.end, include.end, "\n" + LINEAGE_DECL))
            edits.append((toks[init.body_open].end, toks[init.body_open].end,
                          "\n" + indent + LINEAGE_INIT.format(params=params)))
        # Steps 3 and 4.
        for fn in self.functions:
            self.render(fn, fn.body_open + 1, fn.body_close, edits, True)
        # Step 5.
        if 5 not in self.skip:
            if self.ends_with_return(init):
                self.fail(close, "SE_InitPlugin ends with a return: step 5 goes at its end")
            if len(self.device_count_fns) != 1:
                raise MigrationError("%s: step 5 needs the one function stored in get_device_count; found %d"
                                     % (self.path, len(self.device_count_fns)))
            where, fn_name = self.device_count_fns[0]
            if not re.fullmatch(r"[A-Za-z_]\w*", fn_name):
                self.fail(where, "get_device_count is set to an expression, not a function's name")
            edits.append((close_line, close_line, count_block(indent, fn_name, params, status)))
        return apply(src, 0, len(src), edits)


def count_block(indent, get_device_count, params, status):
    """Step 5's lines."""
    platform = COUNT_PLATFORM.format(params=params)
    return "".join(indent * depth + line.format(get_device_count=get_device_count, platform=platform,
                                                 status=status) + "\n"
                   for depth, line in COUNT_BLOCK)


def templates():
    """What each step writes, with README's names for what it depends on."""
    return [DROP_IN, LINEAGE_DECL, LINEAGE_INIT.format(params="params"),
            SETTLE.format(S="S", s="s", fail="FAIL"), FAIL_STATUS.format(status="status", S="S", s="s"),
            FAIL_BOOL, FAIL_VOID, SET.format(S="S", f="f", s="s", v="v"), GET.format(S="S", f="f", s="s")] + \
        count_block("", "G", "params", "status").splitlines()


def apply(src, lo, hi, edits):
    """src[lo:hi] with each (start, end, text) edit inside it made; edits
    do not overlap, and insertions at one place keep their order."""
    out, pos = [], lo
    for start, end, text in sorted(edits, key=lambda e: (e[0], e[1])):
        if start < lo or end > hi:
            continue
        if start < pos:
            raise MigrationError("two steps edit one place (offset %d)" % start)
        out.append(src[pos:start])
        out.append(text)
        pos = end
    out.append(src[pos:hi])
    return "".join(out)


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("source", nargs="?")
    ap.add_argument("--templates", action="store_true",
                    help="print what each step writes, one per line (README quotes them), and exit")
    ap.add_argument("--header", default=os.path.join(here, "..", "..", "include", "se_api_tensorflow.h"),
                    help="the drop-in header whose structs the steps go by")
    ap.add_argument("--skip", type=int, action="append", default=[], choices=range(1, 6),
                    help="leave step N out (repeatable)")
    args = ap.parse_args(argv)
    if args.templates:
        print("\n".join(templates()))
        return 0
    if args.source is None:
        ap.error("a SOURCE is needed")
    try:
        with open(args.source, encoding="utf-8") as f:
            src = f.read()
        with open(args.header, encoding="utf-8") as f:
            header = f.read()
        sys.stdout.write(Migrator(src, args.source, header, args.skip).migrate())
    except MigrationError as e:
        print("migrate.py: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
