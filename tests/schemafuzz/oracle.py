"""The independent oracle: what gcc makes of a header, on LP64 and i386.

For each header it compiles a probe translation unit, the header plus one
enum holding the value of every size macro the header defines and the
alignment of every struct it declares (both found in the header's text),
with -g, then reads structs, members, types, offsets, sizes, enums,
typedefs and those values back from DWARF (dwarf.py). Nothing here uses the
generator's layout code. A header that does not compile, as C or as C++,
is reported with the compiler's first lines.

Compiling for i386 needs only gcc -m32 (gcc-multilib), never running an
i386 program; where it cannot (tests/lib/run-i386 says "cannot link"), the
i386 half is skipped and counted as such.
"""
import hashlib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import i386  # noqa: E402  (tests/lib/i386.py)
import dwarf  # noqa: E402

STRICT = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]
OPT_IN = ["-DSE_API_VALIDATORS", "-DSE_API_LAYOUT_PINS"]
_SIZE_MACRO = re.compile(r"^#define (\w*STRUCT_SIZE\w*)\s", re.M)
_STRUCT = re.compile(r"^struct .*?(\w+) \{$", re.M)  # a definition, whatever attribute precedes the tag


def abis():
    """The ABIs gcc can compile for here, and why i386 is missing when it is."""
    how = i386.how()
    if "cannot link" in how:
        return ("lp64",), how
    return ("lp64", "ilp32"), ""


class CompileError(Exception):
    def __init__(self, what, stderr):
        super().__init__(f"{what}: {stderr.strip()[:600]}")
        self.what = what


class Oracle:
    def __init__(self, workdir, cc="gcc", cxx="g++"):
        self.dir = workdir
        self.cc, self.cxx = cc, cxx
        os.makedirs(workdir, exist_ok=True)
        self.cache = {}  # (digest of the header's files, abi or "c++") -> model or CompileError
        self.compiles = 0
        self.abis, self.why_no_i386 = abis()
        self.empty = os.path.join(workdir, "empty.c")
        with open(self.empty, "w", encoding="utf-8") as f:
            f.write("int oracle_unit(void);\n")

    def _digest(self, header):
        """Of the header and its opt-in companion (X.h opens X_checks.h): what the compiler reads."""
        h = hashlib.sha256()
        for path in (header, header[:-len(".h")] + "_checks.h"):
            if os.path.exists(path):
                with open(path, "rb") as f:
                    h.update(os.path.basename(path).encode() + b"\0" + f.read() + b"\0")
        return h.hexdigest()

    def _run(self, cmd):
        self.compiles += 1
        return subprocess.run(cmd, capture_output=True, text=True)

    def model(self, header, abi):
        """dwarf.model() of `header` compiled for `abi`; raises CompileError."""
        key = (self._digest(header), abi)
        if key not in self.cache:
            self.cache[key] = self._model(header, abi)
        found = self.cache[key]
        if isinstance(found, CompileError):
            raise found
        return found

    def _model(self, header, abi):
        with open(header, encoding="utf-8") as f:
            text = f.read()
        probe = os.path.join(self.dir, f"probe-{abi}.c")
        obj = os.path.join(self.dir, f"probe-{abi}.o")
        entries = [f"se_oracle__{m} = ({m})" for m in dict.fromkeys(_SIZE_MACRO.findall(text))]
        entries += [f"se_oracle_align__{s} = _Alignof(struct {s})" for s in dict.fromkeys(_STRUCT.findall(text))
                    if not s.startswith("se_private")]
        with open(probe, "w", encoding="utf-8") as f:
            f.write(f'#include "{os.path.basename(header)}"\n'
                    '#pragma GCC diagnostic ignored "-Wdeprecated-declarations"\n'
                    "enum se_oracle_probe {\n  " + ",\n  ".join(entries or ["se_oracle_none = 0"]) + "\n};\n")
        flags = ["-m32"] if abi == "ilp32" else []
        p = self._run([self.cc, "-std=c11", *STRICT, *OPT_IN, *flags, "-g", "-fno-eliminate-unused-debug-types",
                       f"-I{os.path.dirname(header)}", "-c", probe, "-o", obj])
        if p.returncode != 0:
            alone = self._run([self.cc, "-std=c11", *STRICT, *OPT_IN, *flags, "-fsyntax-only",
                               "-include", header, self.empty])
            if alone.returncode != 0:
                return CompileError(f"{os.path.basename(header)} as C on {abi}", alone.stderr)
            return CompileError(f"the oracle's probe of {os.path.basename(header)} on {abi}", p.stderr)
        m = dwarf.layouts(obj)
        m["constants"] = {k: v for k, v in m["constants"].items() if k.startswith("se_oracle")}
        return m

    def compiles_as_cxx(self, header, abi="lp64"):
        """Raises CompileError unless the header compiles as C++11 on its own."""
        key = (self._digest(header), "c++", abi)
        if key not in self.cache:
            flags = ["-m32"] if abi == "ilp32" else []
            p = self._run([self.cxx, "-std=c++11", *STRICT, *OPT_IN, *flags, "-fsyntax-only", "-x", "c++",
                           "-include", header, self.empty])
            self.cache[key] = None if p.returncode == 0 else \
                CompileError(f"{os.path.basename(header)} as C++ on {abi}", p.stderr)
        if isinstance(self.cache[key], CompileError):
            raise self.cache[key]


# ---------------------------------------------------------------------------
# Comparing a header's model with the same header of the unedited schema.

def differences(old, new, free_macros=()):
    """What the edit changed in a header that must not change, in words.

    Structs, enums and named typedefs must be identical: a struct's size,
    members, their types (typedefs resolved: one C type on this target) and
    offsets. The typedef of a callback member (`<Struct>_<member>_fn`) is
    covered by its struct's member types, and an edition's header also
    declares one for every newer member it has accessors for: those come
    and go with seabi's own members. Size macros and alignments the old
    header had must keep their values, except `free_macros` (the version in
    development's own sizes); new ones may appear (a new edition)."""
    out = []
    for name, (size, members) in old["structs"].items():
        got = new["structs"].get(name)
        if got is None:
            out.append(f"struct {name} is gone")
        elif got != (size, members):
            out.append(f"struct {name}: {_first_struct_difference(size, members, *got)}")
    for name in new["structs"]:
        if name not in old["structs"]:
            out.append(f"struct {name} is new")
    for name, values in old["enums"].items():
        if new["enums"].get(name) != values:
            out.append(f"enum {name}: {values} became {new['enums'].get(name)}")
    for name in new["enums"]:
        if name not in old["enums"]:
            out.append(f"enum {name} is new")
    structs = set(old["structs"]) | set(new["structs"])
    for name, t in old["typedefs"].items():
        if _member_fn(name, structs):
            continue
        if new["typedefs"].get(name) != t:
            out.append(f"typedef {name}: {t} became {new['typedefs'].get(name)}")
    for name, value in old["constants"].items():
        macro = name[len("se_oracle__"):] if name.startswith("se_oracle__") else None
        if macro is not None and macro in free_macros:
            continue
        if new["constants"].get(name) != value:
            out.append(f"{name.replace('se_oracle__', '').replace('se_oracle_align__', '_Alignof ')}: "
                       f"{value} became {new['constants'].get(name)}")
    return out


def _member_fn(name, structs):
    return name.endswith("_fn") and any(name.startswith(s + "_") for s in structs)


def _first_struct_difference(size, members, new_size, new_members):
    for a, b in zip(members, new_members):
        if a != b:
            return f"member {a} became {b}"
    if len(members) != len(new_members):
        return f"{len(members)} members became {len(new_members)}"
    return f"sizeof {size} became {new_size}"
