"""One C header, read by libclang on each ABI: its declarations and layouts.

libclang is clang itself: the header is preprocessed and parsed as C11 for
x86-64 (LP64) and for i386 (ILP32), and every offset, size and alignment is
the one the compiler computes for that target, never one this module works
out. -ffreestanding makes <stdint.h> and <stddef.h> clang's own, so reading
an i386 layout needs no 32-bit C library installed (a header that includes
a hosted-only header such as <assert.h> still needs that library's i386
headers: gcc-multilib).

Recorded: what the header itself declares (and the project headers it
includes with quotes), never what comes from system headers: structs (with
their members), enums, named function-pointer types, structs named but not
defined (opaque), `*_STRUCT_SIZE` constants and every object-like macro
(versions.py reads the version macros from them).

What the schema's type grammar cannot express is refused with the header's
file and line: arrays, bit-fields (but an unnamed zero-width one, which
only pads, is left out with a note), variadic callbacks, `long` (8 bytes on
LP64, 4 on i386).
"""
import os
import re

from . import bindings
from .decls import ABIS, Callback, Enum, Handle, Header, LeftOut, Member, Opaque, Place, SizeConstant, Struct

TARGETS = {"lp64": "x86_64-linux-gnu", "ilp32": "i386-linux-gnu"}
BASE_ARGS = ["-x", "c", "-std=c11", "-ffreestanding"]

# Typedefs of the C library the schema's grammar knows by name (ctype.BUILTINS).
LIBRARY_NAMES = {"size_t", "int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t",
                 "int64_t", "uint64_t", "intptr_t", "uintptr_t"}


class HeaderError(Exception):
    """A header the importer cannot read: `path:line: message`."""

    def __init__(self, path, line, message):
        super().__init__(f"{path}:{line}: {message}")
        self.path, self.line, self.message = path, line, message


def read(path, clang_args=(), skip=None, lang="c"):
    """The Header at `path` (its version left empty: versions.py fills it),
    read on both ABIs. `clang_args`: extra -I/-D options; `skip`: a compiled
    regular expression of names to leave out; `lang`: "c" (C11, C++17 when
    it is not valid C) or "c++" (C++17 from the start)."""
    ci = bindings.cindex()
    # The declarations are read on LP64; i386 only gives the places (the
    # member names of both must agree, _merge).
    per_abi = {abi: _Reader(ci, path, abi, list(clang_args), skip, places_only=abi != "lp64", lang=lang).run()
               for abi in ABIS}
    return _merge(path, per_abi)


def _merge(path, per_abi):
    """One Header from the per-ABI readings: the declarations must agree (a
    header whose declarations depend on the target is not one ABI), the
    places are kept per ABI."""
    lp, il = per_abi["lp64"], per_abi["ilp32"]
    # What either ABI's reading cannot represent is left out of both (LP64
    # checks the types, i386 only the places).
    left = {x.name: x for x in il.left_out}
    left.update({x.name: x for x in lp.left_out})
    for h in (lp, il):
        for kind in ("structs", "enums", "callbacks", "handles"):
            setattr(h, kind, [x for x in getattr(h, kind) if x.name not in left])
    lp.left_out = list(left.values())
    for h in (lp, il):
        for x in left.values():
            if x.kind == "struct" and not any(o.name == x.name for o in h.opaques):
                h.opaques.append(Opaque(x.name, x.line))
    order = {o.name: i for i, o in enumerate(lp.opaques)}
    il.opaques.sort(key=lambda o: order.get(o.name, len(order)))
    for kind in ("structs", "enums", "opaques"):
        a, b = [x.name for x in getattr(lp, kind)], [x.name for x in getattr(il, kind)]
        if a != b:
            extra = sorted(set(a) ^ set(b))
            raise HeaderError(path, 1, f"the header declares different {kind} on LP64 and i386 ({', '.join(extra) or 'order'})")
    for s, t in zip(lp.structs, il.structs):
        if [m.name for m, _u in s.flat()] != [m.name for m, _u in t.flat()]:
            raise HeaderError(path, s.line, f"struct {s.name} is declared differently on LP64 and i386")
        s.sizes.update(t.sizes)
        for m, n in zip(s.members, t.members):
            m.places.update(n.places)
            for a, b in zip(m.alternatives, n.alternatives):
                a.places.update(b.places)
    for e, f in zip(lp.enums, il.enums):
        if e.values != f.values:
            raise HeaderError(path, e.line, f"enum {e.name} has different values on LP64 and i386")
    by_name = {c.name: c for c in il.size_constants}
    for c in lp.size_constants:
        other = by_name.get(c.name)
        if other is not None:
            c.values.update(other.values)
    return lp  # its object-like macros are LP64's: a version must not depend on the target


class _Reader:
    def __init__(self, ci, path, abi, clang_args, skip, places_only=False, lang="c"):
        self.ci, self.path, self.abi, self.skip = ci, os.path.abspath(path), abi, skip
        self.places_only = places_only
        self.types = {}  # type spelling -> its text in the grammar: one C type per spelling in one unit
        self.shown = path
        self.args = BASE_ARGS + [f"--target={TARGETS[abi]}"] + clang_args
        self.cxx = lang == "c++"
        if self.cxx:
            self.args[self.args.index("c")] = "c++"
            self.args[self.args.index("-std=c11")] = "-std=c++17"
        self.typedef_of = {}  # hash of an unnamed struct/enum declaration -> the typedef naming it
        self.fn_typedefs = {}  # name of `typedef R NAME(params)` -> its cursor
        self.defined = set()  # struct names with a definition
        self.empty_enums = set()  # enums without enumerators: their members are ints (_enum)
        self.aligned = []  # (struct, Member) with an explicit alignment, for _probe
        self.CK = ci.CursorKind
        self.TK = ci.TypeKind

    # -- driving ---------------------------------------------------------------
    def run(self):
        ci = self.ci
        opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
        tu, c_error = self._parse(opts), None
        if self._errors(tu) and not self.cxx:
            # Some headers of C APIs are only valid C++ (PJRT 0.44 to 0.54: a
            # struct names its own typedef inside itself). Their layouts are
            # the same in C++ (standard-layout structs), so read them as C++
            # and say so (Header.read_as).
            first = self._errors(tu)[0]
            c_error = (self._where(first), first.spelling)  # text: the diagnostic dies with its unit
            self.args[self.args.index("c")] = "c++"
            self.args[self.args.index("-std=c11")] = "-std=c++17"
            tu = self._parse(opts)
            if self._errors(tu):
                self._fail(self._errors(tu), c_error)
        elif self._errors(tu):
            self._fail(self._errors(tu), None)
        header = self.header = Header(self.shown, ())
        header.macros = {}
        if self.cxx:
            header.read_as = "C++17 (--lang c++)"
        elif c_error is not None:
            header.read_as = f"C++17: it is not valid C11 ({c_error[0]}: {c_error[1]})"
        cursors = [c for c in _top_level(tu.cursor, self.CK) if self._ours(c)]
        for c in cursors:
            self._index(c)
        macros = []
        for c in cursors:
            if c.kind == self.CK.MACRO_DEFINITION:
                macros.append(c)
            elif not self._skipped(c):
                try:
                    self._declaration(c, header)
                except HeaderError as e:
                    self._leave_out(header, c, e)
        self._opaques(cursors, header)
        self._macros(macros, header)
        return header

    def _leave_out(self, header, c, e):
        """A declaration the schema cannot represent: recorded (where, why), the rest imports."""
        name = self._name(c) or c.spelling or "(unnamed)"
        kinds = {self.CK.STRUCT_DECL: "struct", self.CK.UNION_DECL: "union", self.CK.ENUM_DECL: "enum",
                 self.CK.TYPEDEF_DECL: "typedef"}
        if any(x.name == name for x in header.left_out):
            return
        header.left_out.append(LeftOut(name, kinds.get(c.kind, "declaration"), e.line or c.location.line,
                                       e.message, "" if e.path == self.shown else e.path))
        if c.kind == self.CK.STRUCT_DECL and not any(o.name == name for o in header.opaques):
            # Kept as an opaque type: a pointer to it still imports (leftout.py).
            header.opaques.append(Opaque(name, c.location.line, file=self._file(c)))
        # What the failed declaration had already added goes with it.
        header.structs = [s for s in header.structs if s.name != name]
        header.enums = [x for x in header.enums if x.name != name]
        header.callbacks = [x for x in header.callbacks if x.name != name]
        header.handles = [x for x in header.handles if x.name != name]

    def _declaration(self, c, header):
        ci, k = self.ci, c.kind
        if k == self.CK.STRUCT_DECL:
            self._struct(c, header)
        elif k == self.CK.UNION_DECL and c.is_definition() and self._name(c):
            raise HeaderError(self.shown, c.location.line, f"union {self._name(c)}: named unions are not "
                              "part of the schema's grammar (an anonymous union inside a struct is)")
        elif k == self.CK.ENUM_DECL:
            self._enum(c, header)
        elif k == self.CK.TYPEDEF_DECL:
            self._typedef(c, header)
        elif k == self.CK.VAR_DECL and c.spelling.endswith("_STRUCT_SIZE"):
            value = bindings.evaluate_int(ci, c)
            if value is not None:
                self._size_constant(header, c.spelling, c.location.line, value, [])

    def _parse(self, opts):
        ci = self.ci
        try:
            return ci.Index.create().parse(self.path, args=self.args, options=opts)
        except ci.TranslationUnitLoadError as e:
            raise HeaderError(self.shown, 0, f"libclang cannot parse it ({e})") from None

    def _errors(self, tu):
        return [d for d in tu.diagnostics if d.severity >= self.ci.Diagnostic.Error]

    def _where(self, d):
        return f"line {d.location.line}" if d.location.file and d.location.file.name == self.path \
            else f"{d.location.file.name if d.location.file else self.shown}:{d.location.line}"

    def _fail(self, errors, c_error):
        d = errors[0]
        where = d.location.file.name if d.location.file else self.shown
        more = f" (and {len(errors) - 1} more errors)" if len(errors) > 1 else ""
        raise HeaderError(where, d.location.line, f"error on {self.abi.upper()} ({TARGETS[self.abi]}): "
                          f"{c_error[1] if c_error else d.spelling}{more}"
                          + (f"; read as C++17 too: {d.spelling}" if c_error else ""))

    def _ours(self, c):
        """Declared by the header or a project header it includes, not a system header."""
        return c.location.file is not None and not bindings.in_system_header(self.ci, c)

    def _file(self, c):
        """The file that declares `c` when it is not the header but one it
        includes (decls' `file`), relative to the header's folder so the
        schema reads the same on every machine; None for the header."""
        name = c.location.file.name if c.location.file else self.path
        if os.path.abspath(name) == os.path.abspath(self.path):
            return None
        return os.path.relpath(os.path.abspath(name), os.path.dirname(os.path.abspath(self.path)))

    def _skipped(self, c):
        name = self._name(c)
        return bool(self.skip and name and self.skip.fullmatch(name))

    def _index(self, c):
        if c.kind == self.CK.TYPEDEF_DECL:
            under = c.underlying_typedef_type
            decl = _strip(self, under).get_declaration()
            if decl.kind in (self.CK.STRUCT_DECL, self.CK.ENUM_DECL, self.CK.UNION_DECL) and not _has_name(decl):
                self.typedef_of.setdefault(decl.hash, c.spelling)
            if under.get_canonical().kind in (self.TK.FUNCTIONPROTO, self.TK.FUNCTIONNOPROTO):
                self.fn_typedefs[c.spelling] = c
        elif c.kind == self.CK.STRUCT_DECL and c.is_definition():
            self.defined.add(self._name(c))

    def _name(self, c):
        if _has_name(c):
            return c.spelling
        return self.typedef_of.get(c.hash, "")

    # -- declarations ----------------------------------------------------------
    def _struct(self, c, header):
        if not c.is_definition():
            return
        name = self._name(c)
        if not name:
            return  # an unnamed struct nobody can name is no part of the API
        if header.struct(name) is not None:
            return
        # type.get_fields(), not the children: an anonymous union's member is implicit, no child.
        members = [self._member(f, name) for f in c.type.get_fields() if not self._zero_width_pad(f, name)]
        s = Struct(name, c.location.line, members, file=self._file(c))
        s.sizes[self.abi] = (c.type.get_size(), c.type.get_align())
        header.structs.append(s)

    def _zero_width_pad(self, f, sname):
        """An unnamed zero-width bit-field (libbpf ends every opts struct with
        `size_t :0;`) holds nothing: it only rounds the next member's offset
        up. It is left out, with a note; where it moved anything, the check
        that the generator lays each struct out as the compiler did says so."""
        if not (f.is_bitfield() and not f.spelling and f.get_bitfield_width() == 0):
            return False
        note = (f.location.line, f"{sname}: an unnamed zero-width bit-field pads only; not recorded")
        if note not in self.header.notes:
            self.header.notes.append(note)
        return True

    def _member(self, f, sname):
        line = f.location.line
        what = f"{sname}.{f.spelling or '(anonymous)'}"
        if f.is_bitfield():
            raise HeaderError(self.shown, line, f"{what} is a bit-field, which the schema cannot record")
        t = f.type
        offset = f.get_field_offsetof() // 8
        record = t.kind in (self.TK.ELABORATED, self.TK.RECORD)
        decl = _strip(self, t).get_declaration() if record or not f.spelling else None
        if not f.spelling or (record and decl.kind == self.CK.UNION_DECL and not _has_name(decl)
                              and decl.hash not in self.typedef_of):
            if decl.kind != self.CK.UNION_DECL:
                raise HeaderError(self.shown, line, f"{what}: an anonymous struct member is not part of the "
                                  "schema's grammar (an anonymous union is)")
            alts = []
            for a in decl.type.get_fields():
                if True:
                    m = self._member(a, sname)
                    inner = m.places[self.abi]  # within the union: offset 0
                    m.places[self.abi] = Place(offset + inner.offset, inner.size, inner.align)
                    alts.append(m)
            if not alts:
                raise HeaderError(self.shown, line, f"{what}: an empty union")
            m = Member(_union_name(alts), line, "union", alternatives=tuple(alts))
        elif self.places_only:
            m = Member(f.spelling, line, "data")
        else:
            fn = self._function_pointee(t)
            if fn is not None:
                returns, params = self._signature(fn, f, what, line)
                m = Member(f.spelling, line, "fn", returns=returns, params=params)
            else:
                m = Member(f.spelling, line, "data", type=self._type(t, what, line))
        m.places[self.abi] = Place(offset, t.get_size(), t.get_align())
        m.file = self._file(f)
        if bindings.has_attributes(self.ci, f) and any(c.kind == self.CK.ALIGNED_ATTR for c in f.get_children()):
            self.aligned.append((sname, m))  # its alignment: asked of the compiler (_probe)
        return m

    def _function_pointee(self, t, named=True):
        """The function type t points to when t is a function pointer:
        written in place (`R (*f)(...)`), through a function type (`F* f`)
        or through a named pointer type (`Cb f`, `typedef R (*Cb)(...)`).
        Each is one callback with that signature: the schema writes every
        callback member with its signature (and keeps named types as
        `callbacks`), so two spellings of one member compare equal."""
        if t.kind == self.TK.ELABORATED:
            t = t.get_named_type()
        while named and t.kind == self.TK.TYPEDEF and not bindings.in_system_header(self.ci, t.get_declaration()):
            t = t.get_declaration().underlying_typedef_type
            if t.kind == self.TK.ELABORATED:
                t = t.get_named_type()
        if t.kind != self.TK.POINTER:
            return None
        pointee = t.get_pointee()
        if pointee.get_canonical().kind in (self.TK.FUNCTIONPROTO, self.TK.FUNCTIONNOPROTO):
            return pointee
        return None

    def _signature(self, fn, holder, what, line):
        """(returns, ((name, type), ...)) of a function type; parameter names
        from the declaration that wrote them, else p1, p2, ..."""
        proto = fn.get_canonical()
        if proto.kind == self.TK.FUNCTIONNOPROTO:
            # `()`: in C, parameters left unsaid; in C++ and in every call a
            # core makes through it (TensorFlow's create_func), none. The
            # slot is one pointer either way: recorded as taking none, said.
            note = (line, f"{what}: `()` declares no prototype; recorded as `(void)`, which C++ reads it as")
            if note not in self.header.notes:
                self.header.notes.append(note)
            return self._type(proto.get_result(), f"{what} return type", line), ()
        if proto.is_function_variadic():
            raise HeaderError(self.shown, line, f"{what}: a variadic callback, which the schema cannot record")
        # The written types keep typedef names (the canonical type has none).
        written = fn
        while written.kind in (self.TK.TYPEDEF, self.TK.ELABORATED):
            if written.kind == self.TK.TYPEDEF:
                named = written.get_declaration()
                holder = named
                written = named.underlying_typedef_type
            else:
                written = written.get_named_type()
        if written.kind == self.TK.UNEXPOSED:
            written = proto
        names = [p.spelling for p in holder.get_children() if p.kind == self.CK.PARM_DECL]
        args = list(written.argument_types())
        if len(names) != len(args):
            names = [""] * len(args)
        params = []
        for i, (n, a) in enumerate(zip(names, args)):
            n = n or f"p{i + 1}"
            fn_param = self._function_pointee(a, named=False)  # a named type stays a name in a signature
            if fn_param is not None:
                params.append((n, self._name_in_place_callback(fn_param, what, n, line)))
            else:
                params.append((n, self._type(a, f"{what} parameter {n}", line)))
        return self._type(written.get_result(), f"{what} return type", line), tuple(params)

    def _name_in_place_callback(self, fn, what, param, line):
        """A function-pointer parameter written in place gets a named type
        (decls.Callback.named_by_importer), declared before its user."""
        name = f"{what.replace('.', '_')}_{param}_fn"
        if not any(c.name == name for c in self.header.callbacks):
            returns, params = self._signature(fn, fn.get_declaration(), name, line)
            self.header.callbacks.append(Callback(name, line, returns, params, named_by_importer=True))
        return name

    def _enum(self, c, header):
        if not c.is_definition():
            return
        values = [(v.spelling, v.enum_value, v.location.line) for v in c.get_children()
                  if v.kind == self.CK.ENUM_CONSTANT_DECL]
        sizes = [v for v in values if v[0].endswith("_STRUCT_SIZE")]
        for n, value, line in sizes:
            self._size_constant(header, n, line, value, [])
        if sizes and len(sizes) == len(values):
            return  # an enum that only holds size constants (PJRT_DEFINE_STRUCT_TRAITS) is no API enum
        name = self._name(c)
        if not name:
            return  # `enum { A = 1 };` names constants, no type a struct could use: no part of the ABI's types
        if not values:
            # C has no empty enums (C++ has): the schema cannot render one. A
            # member of its type is what the compiler makes of it, an int.
            self.empty_enums.add(name)
            header.left_out.append(LeftOut(name, "enum", c.location.line, "it has no enumerators, which C cannot "
                                           "declare; a member of its type is recorded as its integer type",
                                           here_only=True))
            return
        header.enums.append(Enum(name, c.location.line, [v for v in values if v not in sizes],
                                 c.type.get_size() if c.type.get_size() > 0 else 4, file=self._file(c)))

    def _typedef(self, c, header):
        under = c.underlying_typedef_type
        tag = self._handle_tag(under)
        if tag is not None:
            header.handles.append(Handle(c.spelling, c.location.line, tag, file=self._file(c)))
            return
        if self.places_only:
            return
        if under.kind == self.TK.POINTER and \
                under.get_pointee().get_canonical().kind in (self.TK.FUNCTIONPROTO, self.TK.FUNCTIONNOPROTO):
            returns, params = self._signature(under.get_pointee(), c, c.spelling, c.location.line)
            header.callbacks.append(Callback(c.spelling, c.location.line, returns, params, file=self._file(c)))

    def _handle_tag(self, t):
        """The struct tag of `typedef struct TAG* NAME` when TAG is never defined, else None."""
        if t.kind != self.TK.POINTER or t.is_const_qualified():
            return None
        pointee = t.get_pointee()
        if pointee.is_const_qualified():
            return None
        decl = _strip(self, pointee).get_declaration()
        if decl.kind != self.CK.STRUCT_DECL or decl.get_definition() is not None or not _has_name(decl):
            return None
        return decl.spelling

    def _opaques(self, cursors, header):
        """Structs the header names without defining them, in order of first mention
        (not a handle's tag: the handle is the name the API uses)."""
        seen = {h.tag for h in header.handles}
        for c in cursors:
            if c.kind == self.CK.TYPEDEF_DECL:
                decl = _strip(self, c.underlying_typedef_type).get_declaration()
                name = c.spelling
            elif c.kind == self.CK.STRUCT_DECL and not c.is_definition():
                decl, name = c, c.spelling
            else:
                continue
            if decl.kind != self.CK.STRUCT_DECL or not name or name in seen or self._skipped(c):
                continue
            tag = decl.spelling
            if tag in self.defined or name in self.defined or decl.get_definition() is not None:
                continue
            if tag != name and c.kind == self.CK.TYPEDEF_DECL:
                self._leave_out(header, c, HeaderError(self.shown, c.location.line, f"typedef struct {tag} {name}: "
                                "the schema records an opaque struct under one name (typedef struct X X)"))
                continue
            seen.add(name)
            header.opaques.append(Opaque(name, c.location.line, file=self._file(c)))

    def _size_constant(self, header, name, line, value, tokens):
        for c in header.size_constants:
            if c.name == name:
                c.values[self.abi] = value
                return
        target = next((t for t in tokens if t in self.defined), None) or _struct_of(name, self.defined)
        header.size_constants.append(SizeConstant(name, line, target, {self.abi: value}))

    def _macros(self, macros, header):
        """Object-like macros: versions.py reads version macros from these;
        `*_STRUCT_SIZE` ones are evaluated by a second, tiny parse (_probe)."""
        sized = []
        for c in macros:
            if bindings.macro_takes_arguments(self.ci, c):
                continue
            tokens = [t.spelling for t in c.get_tokens()][1:]
            header.macros[c.spelling] = (tokens, c.location.line)
            if c.spelling.endswith("_STRUCT_SIZE") and not self._skipped(c):
                sized.append((c.spelling, c.location.line, tokens))
        exprs = [name for name, _, _ in sized] + \
            [f"__alignof__(((const {s}*)0)->{m.name})" for s, m in self.aligned]
        if not exprs:
            return
        values = self._probe(exprs)
        for i, (name, line, tokens) in enumerate(sized):
            if values.get(i) is not None:
                self._size_constant(header, name, line, values[i], tokens)
        for j, (_s, m) in enumerate(self.aligned):
            align = values.get(len(sized) + j)
            if align is not None:
                m.align = align
                p = m.places[self.abi]
                m.places[self.abi] = Place(p.offset, p.size, max(p.align, align))

    def _probe(self, exprs):
        """{index: value} of constant C expressions, folded by the compiler in
        a translation unit that includes the header (never written to disk)."""
        probe = os.path.join(os.path.dirname(self.path), "seabigen-import-probe.c")
        text = f'#include "{os.path.basename(self.path)}"\n' + "".join(
            f"static const long long seabigen_probe_{i} = (long long)({e});\n" for i, e in enumerate(exprs))
        ci = self.ci
        tu = ci.Index.create().parse(probe, args=self.args + [f"-I{os.path.dirname(self.path)}"],
                                     unsaved_files=[(probe, text)],
                                     options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
        values = {}
        for c in tu.cursor.get_children():
            if c.kind == self.CK.VAR_DECL and c.spelling.startswith("seabigen_probe_"):
                values[int(c.spelling[len("seabigen_probe_"):])] = bindings.evaluate_int(ci, c)
        return values

    # -- types -------------------------------------------------------------------
    def _type(self, t, what, line):
        """`t` in the schema's type grammar."""
        key = t.spelling
        found = self.types.get(key)
        if found is None:
            found = self.types[key] = self._spell(t, what, line)
        return found

    def _spell(self, t, what, line):
        TK = self.TK
        if t.kind == TK.ELABORATED and not t.is_const_qualified():
            return self._type(t.get_named_type(), what, line)
        if t.kind == TK.POINTER:
            pointee = t.get_pointee()
            if pointee.get_canonical().kind in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
                named = self._fn_typedef_name(pointee)
                raise HeaderError(self.shown, line, f"{what}: a pointer to a function type "
                                  f"{'(' + named + ') ' if named else ''}here cannot be recorded: the schema "
                                  "records one as a struct member or a callback's parameter")
            return self._type(pointee, what, line) + "*" + (" const" if t.is_const_qualified() else "")
        return ("const " if t.is_const_qualified() else "") + self._base(t, what, line)

    def _fn_typedef_name(self, t):
        return t.get_declaration().spelling if t.kind == self.TK.TYPEDEF else ""

    def _base(self, t, what, line):
        TK, CK = self.TK, self.CK
        if t.kind == TK.ELABORATED:
            return self._base(t.get_named_type(), what, line)
        if t.kind == TK.TYPEDEF:
            decl = t.get_declaration()
            name = decl.spelling
            if bindings.in_system_header(self.ci, decl) or decl.location.file is None:
                if name in LIBRARY_NAMES:
                    return name
                if name == "bool":
                    return "bool"
                return self._builtin(t.get_canonical(), what, line, name)
            under = decl.underlying_typedef_type
            target = _strip(self, under)
            kind = target.get_canonical().kind
            if kind == TK.ENUM and self._name(target.get_declaration()) in self.empty_enums:
                return self._builtin(target.get_canonical().get_declaration().enum_type, what, line, name)  # as C++ reads it
            if kind in (TK.RECORD, TK.ENUM) or self._handle_tag(under) is not None:
                return name
            if under.kind == TK.POINTER and under.get_pointee().get_canonical().kind in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
                return name  # a named callback type
            if kind in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
                raise HeaderError(self.shown, line, f"{what}: function type {name} used other than behind a pointer")
            # An alias of a builtin or pointer type: the schema records what it stands for.
            return self._type(under, what, line)
        if t.kind in (TK.RECORD, TK.ENUM):
            decl = t.get_declaration()
            name = self._name(decl)
            if decl.kind == CK.UNION_DECL:
                raise HeaderError(self.shown, line, f"{what}: a union used as a type; the schema records "
                                  "anonymous unions inside structs only")
            if not name:
                raise HeaderError(self.shown, line, f"{what}: an unnamed {t.kind.spelling.lower()} type")
            if name in self.empty_enums:
                return self._builtin(decl.enum_type, what, line, name)
            return name
        if t.kind in (TK.CONSTANTARRAY, TK.INCOMPLETEARRAY, TK.VARIABLEARRAY, TK.DEPENDENTSIZEDARRAY):
            raise HeaderError(self.shown, line, f"{what}: an array ({t.spelling}); arrays are not part of the "
                              "schema's type grammar")
        return self._builtin(t, what, line, t.spelling)

    def _builtin(self, t, what, line, spelled):
        TK = self.TK
        names = {TK.VOID: "void", TK.CHAR_S: "char", TK.CHAR_U: "char", TK.SCHAR: "int8_t", TK.UCHAR: "uint8_t",
                 TK.SHORT: "int16_t", TK.USHORT: "uint16_t", TK.INT: "int", TK.UINT: "uint32_t",
                 TK.LONGLONG: "int64_t", TK.ULONGLONG: "uint64_t", TK.FLOAT: "float", TK.DOUBLE: "double",
                 TK.BOOL: "bool"}
        k = t.get_canonical().kind
        if k in names:
            return names[k]
        raise HeaderError(self.shown, line, f"{what}: type {spelled} cannot be recorded: "
                          + ("its size differs between LP64 (8) and i386 (4); the schema records "
                             "fixed-width or size_t types" if k in (TK.LONG, TK.ULONG)
                             else "it is not part of the schema's type grammar"))


def _top_level(root, CK):
    """The declarations and macro definitions at file scope, those inside
    `extern "C" { }` included (macro uses and #includes are no declarations)."""
    skip = (CK.MACRO_INSTANTIATION, CK.INCLUSION_DIRECTIVE)
    for c in root.get_children():
        kind = c.kind
        # libclang 14 shows `extern "C"` as an unexposed declaration.
        if kind in (CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL):
            yield from _top_level(c, CK)
        elif kind not in skip:
            yield c


def _has_name(c):
    s = c.spelling
    return bool(s) and re.fullmatch(r"[A-Za-z_]\w*", s) is not None


def _strip(reader, t):
    """t without the `struct`/`enum` keyword wrapper."""
    while t.kind == reader.TK.ELABORATED:
        t = t.get_named_type()
    return t


def _union_name(alternatives):
    """A name for an anonymous union: C gives none, the schema needs one that
    stays the same across versions while its first alternative does."""
    return "union_" + alternatives[0].name


def _struct_of(constant, structs):
    """The struct a `<NAME>_STRUCT_SIZE` constant sizes: NAME itself, else
    the struct whose name matches NAME ignoring case and underscores
    (SP_PLATFORM_FNS -> SP_PlatformFns)."""
    stem = constant[:-len("_STRUCT_SIZE")]
    if stem in structs:
        return stem
    key = stem.replace("_", "").lower()
    found = [s for s in structs if s.replace("_", "").lower() == key]
    return found[0] if len(found) == 1 else None
