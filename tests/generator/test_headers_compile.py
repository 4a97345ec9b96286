"""Every header the generator writes compiles, or the schema is refused (issue 26, item 2).

A header declares the types of its own version (an edition's: of the
version it grew from) and its own structs, yet carries private structs for
every other known layout and, in an edition's drop-in, accessors for the
newest version's members. Edits that add a member of a type older headers
do not have once produced headers that did not compile (`unknown type name
'SP_StreamOptions'`). Each edit here is accepted by the generator and then
every version's and every edition's header is rendered (as `make header`
does) and compiled on its own as C on LP64 and i386 and as C++, with the
opt-in sections; an edit whose header cannot be written is refused as
undeclared-type, naming the member and the type, and writes nothing. (The
schema's own headers: the compile matrix, tests/compile.)
"""
import contextlib
import io
import os
import subprocess
import tempfile
import unittest

import seabitest as T

from seabigen import cli  # noqa: E402  (seabitest puts generator/ on sys.path)
from seabigen.errors import SchemaErrors  # noqa: E402

SCHEMA = os.path.join(T.ROOT, "schema", "se_api.yaml")


def sub(text, old, new):
    assert text.count(old) == 1, f"anchor not found once: {old!r}"
    return text.replace(old, new)


def append_member(text, struct, block):
    """Appends member text `block` at the end of `struct`'s fields."""
    i = text.index(f"  - name: {struct}\n")
    j = min(k for k in (text.find("\n  - name: ", i + 1), text.find("\n\n", i)) if k >= 0)
    return text[:j] + "\n" + block.rstrip("\n") + text[j:]


def struct_options_in_platform(text):
    """The issue's example: a 0.3.0 member of SP_Platform points to SP_StreamOptions (0.3.0)."""
    return append_member(text, "SP_Platform",
                         "      - {name: default_stream_options, since: 0.3.0, type: const SP_StreamOptions*,"
                         " zero: optional, doc: Default options for new streams.}")


def new_types_of_0_3_0(text):
    """A handle, an enum and a callback type of 0.3.0, each used by a 0.3.0 member of
    structs every header and edition has (by value: no header before 0.3.0 declares them)."""
    text = sub(text, "callbacks:\n", "callbacks:\n"
               "  - name: SE_ProgressFn\n    since: 0.3.0\n    doc: Progress report.\n    returns: void\n"
               "    params:\n      - done: uint64_t\n")
    text = sub(text, "enums:\n", "enums:\n"
               "  - name: SE_PriorityKind\n    since: 0.3.0\n    doc: What a priority means.\n    values:\n"
               "      - {name: SE_PRIORITY_NUMBER, value: 0}\n      - {name: SE_PRIORITY_LEVEL, value: 1}\n")
    text = sub(text, "handles:\n", "handles:\n"
               "  - name: SP_Queue\n    tag: SP_Queue_st\n    since: 0.3.0\n    doc: An opaque queue handle.\n")
    text = append_member(text, "SP_Platform",
                         "      - {name: priority_kind, since: 0.3.0, type: SE_PriorityKind, zero: valid, doc: Kind.}\n"
                         "      - {name: queue, since: 0.3.0, type: SP_Queue, zero: optional, doc: A queue.}\n"
                         "      - {name: progress, since: 0.3.0, type: SE_ProgressFn, zero: optional, doc: Progress.}")
    return append_member(text, "SP_StreamExecutor",
                         "      - name: enqueue\n        since: 0.3.0\n        returns: void\n        params:\n"
                         "          - queue: SP_Queue\n          - kind: SE_PriorityKind\n"
                         "          - progress: SE_ProgressFn\n        doc: Enqueues.")


def pointer_in_registration_params(text):
    """Found by the differential test (trial 215 of seed 26): a 0.3.0 pointer to a
    struct whose size proves a lineage, appended to the entry point's params
    struct; SE_lineage_of_core read it through a getter older headers lack."""
    return append_member(text, "SE_PlatformRegistrationParams",
                         "      - {name: stream_executor, since: 0.3.0, type: SP_StreamExecutor*, zero: optional,"
                         " filled_by: core, doc: The core's stream executor.}")


def edition_without_stream_options(text):
    """The master edition keeps create_stream_with_options but marks SP_StreamOptions absent."""
    return sub(text, "      SP_StreamOptions: [struct_size, has_priority, priority]\n",
               "      SP_StreamOptions: absent\n")


def run_cli(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = cli.main(argv)
        except SystemExit as e:
            rc = e.code
    return rc, err.getvalue()


class EveryHeaderCompiles(unittest.TestCase):
    def compile_every_header(self, edit):
        with open(SCHEMA, encoding="utf-8") as f:
            text = edit(f.read())
        with tempfile.TemporaryDirectory(prefix="headers-") as tmp:
            path = os.path.join(tmp, "se_api.yaml")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            api = cli.load(path)
            names = [str(v) for v in api.versions] + [e.name for e in api.editions]
            src = os.path.join(tmp, "tu.c")
            with open(src, "w", encoding="utf-8") as f:
                f.write("int header_only(void);\n")
            # Compiling for i386 needs gcc-multilib, not a way to run i386 programs.
            can_m32 = "cannot link" not in T.i386.how()
            for name in names:
                hdr = os.path.join(tmp, name, "h.h")
                rc, err = run_cli(["header", "--schema", path, "--at", name, "--out", hdr])
                self.assertEqual(rc, 0, f"header --at {name}: {err}")
                builds = [("C LP64", [T.CC, "-std=c11"]), ("C++ LP64", ["g++", "-std=c++11", "-x", "c++"])]
                if can_m32:
                    builds += [("C i386", [T.CC, "-m32", "-std=c11"]), ("C++ i386", ["g++", "-m32", "-std=c++11", "-x", "c++"])]
                for what, cmd in builds:
                    p = subprocess.run(cmd + [*T.CWARN, *T.OPT_IN, "-fsyntax-only", "-include", hdr, src],
                                       capture_output=True, text=True)
                    self.assertEqual(p.returncode, 0, f"{name} as {what} does not compile:\n{p.stderr[:1500]}")
            if not can_m32:
                self.skipTest(f"LP64 compiled; i386 cannot be compiled here: {T.i386.how()}")
            return names

    def test_a_member_pointing_to_a_newer_struct(self):
        self.compile_every_header(struct_options_in_platform)

    def test_members_of_newer_handles_enums_and_callback_types(self):
        self.compile_every_header(new_types_of_0_3_0)

    def test_a_newer_pointer_member_of_the_registration_params(self):
        self.compile_every_header(pointer_in_registration_params)

    def test_an_edition_member_whose_struct_it_marks_absent_is_refused(self):
        with open(SCHEMA, encoding="utf-8") as f:
            text = edition_without_stream_options(f.read())
        with tempfile.TemporaryDirectory(prefix="headers-") as tmp:
            path = os.path.join(tmp, "se_api.yaml")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            with self.assertRaises(SchemaErrors) as cm:
                cli.load(path)
            found = [e for e in cm.exception.errors if e.rule == "undeclared-type"]
            self.assertTrue(found, cm.exception)
            self.assertIn("SP_StreamExecutor.create_stream_with_options uses SP_StreamOptions", found[0].message)
            self.assertIn("tensorflow-master-2026-05 marks SP_StreamOptions absent", found[0].message)
            self.assertIn("SP_StreamOptions: absent", text.splitlines()[found[0].line - 1])
            out = os.path.join(tmp, "hdr", "x.h")
            rc, err = run_cli(["header", "--schema", path, "--at", "tensorflow-master-2026-05", "--out", out])
            self.assertEqual(rc, 1, err)
            self.assertFalse(os.path.exists(os.path.dirname(out)))


class CTypesTable(unittest.TestCase):
    """ctype.C_TYPES, which the checker's messages rely on ("int32_t and int are
    both int ... not a layout change"), is what gcc says on LP64 and i386."""

    def test_each_builtin_is_the_c_type_the_table_names(self):
        from seabigen import ctype
        self.assertEqual(set(ctype.C_TYPES), set(ctype.BUILTINS))
        with tempfile.TemporaryDirectory(prefix="ctypes-") as tmp:
            for i, abi in enumerate(ctype.ABIS):
                src = os.path.join(tmp, f"{abi}.c")
                with open(src, "w", encoding="utf-8") as f:
                    f.write('#include <stdbool.h>\n#include "se_api.h"\n')  # bool: a legacy type (ctype.LEGACY)
                    for name, types in ctype.C_TYPES.items():
                        if name != "void":
                            f.write(f"_Static_assert(__builtin_types_compatible_p({name}, {types[i]}), "
                                    f'"{name} is {types[i]} on {abi}");\n')
                flags = ["-m32"] if abi == "ilp32" else []
                if flags and "cannot link" in T.i386.how():
                    self.skipTest(f"LP64 checked; i386 cannot be compiled here: {T.i386.how()}")
                p = subprocess.run([T.CC, "-std=c11", *T.CWARN, *flags, "-fsyntax-only",
                                    f"-I{os.path.join(T.ROOT, 'include')}", src], capture_output=True, text=True)
                self.assertEqual(p.returncode, 0, p.stderr[:2000])


if __name__ == "__main__":
    T.main()
