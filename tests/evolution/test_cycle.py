"""The maintainer's cycle (issue 38), on a copy of the repository's schemas,
records and outputs: append a callback, deprecate a member the reference
plugin fills, rename one, cut the release, open the next version, edit it,
and review the edit; every step green (gen refuses nothing and check-gen
passes after it), and what was released stays what was shipped."""
import os
import shutil
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
sys.path.insert(0, os.path.join(ROOT, "tests", "compat"))

from repo_copy import RepoCopy  # noqa: E402
from tree import snapshot  # noqa: E402

SE = "schema/se_api.yaml"
CC = os.environ.get("CC", "gcc")
CFLAGS = ["-std=c11", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-DSE_API_VALIDATORS", "-DSE_API_LAYOUT_PINS"]

# The callback the cycle appends, at the end of SP_StreamExecutor (0.3.0, in development).
APPEND_AFTER = "          configured. TensorFlow master added it after 2.21, appended after\n" \
               "          host_callback; here it follows `reserved`.\n"
CALLBACK = """      - name: get_stream_priority
        since: {since}
        returns: int32_t
        params:
          - device: const SP_Device*
          - stream: SP_Stream
        doc: The stream's priority, or 0 when it has none.
"""
# The rename: SP_Device.hardware_name (simdev fills it) gets a successor.
HW = """      - name: hardware_name
        since: 0.1.0
        type: const char*
        zero: optional
        doc: Optional NUL-terminated device name, for printing only.
"""
DEVICE_END = "          Optional NUL-terminated PCI bus id in the form dddd:bb:dd.f"
SIMDEV_FILL = "  SP_Device_set_hardware_name(device, dev->hardware_name);\n"


def released_headers(repo):
    return {p: t for p, t in snapshot(repo.path("schema", "released")).items() if "/headers/" in p}


class Cycle(unittest.TestCase):
    def step(self, repo, *argv):
        """Runs one command (default: gen) and check-gen after it; both must pass."""
        rc, out, err = repo.run(*argv) if argv else repo.gen()
        self.assertEqual(rc, 0, f"{' '.join(argv) or 'gen'} refused:\n{err}")
        rc, out2, err2 = repo.gen("check")
        self.assertEqual(rc, 0, f"check-gen after {' '.join(argv) or 'gen'}:\n{err2}")
        return out

    def assert_shipped_unchanged(self, repo, frozen):
        """Every frozen header is as it was, and `header --at V` of each released version gives it back."""
        self.assertEqual(released_headers(repo), frozen, "a released version's frozen header changed")
        versions = sorted({p.split("/")[2] for p in frozen if p.startswith("se_api/headers/")})
        for v in versions:
            out = repo.path("hdr", v, "se_api.h")
            rc, _, err = repo.run("header", "--schema", SE, "--at", v, "--out", out)
            self.assertEqual(rc, 0, err)
            with open(out, "rb") as f:
                self.assertEqual(f.read(), frozen[f"se_api/headers/{v}/se_api.h"], f"make header AT={v} is not what it shipped")

    def compile_simdev(self, repo, source):
        """Compiles the reference plugin's registration against the copy's headers (-Werror)."""
        path = repo.path("sd_register.c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        return subprocess.run([CC, *CFLAGS, "-fsyntax-only", "-I", repo.path("include"),
                               "-I", os.path.join(ROOT, "examples", "simdev"), path],
                              capture_output=True, text=True)

    @unittest.skipIf(shutil.which(CC) is None, f"no {CC}")
    def test_the_whole_cycle(self):
        with RepoCopy(prefix="cycle-") as repo:
            base = repo.commit() if shutil.which("git") else None
            frozen = released_headers(repo)
            self.assertTrue(frozen, "no frozen headers in schema/released/*/headers")

            # 1. Append a callback to the version in development.
            profiles = repo.read("examples/host/host_profiles.h").splitlines()
            repo.edit(SE, APPEND_AFTER, APPEND_AFTER + CALLBACK.format(since="0.3.0"))
            self.step(repo)
            # The host's size tables hold one size per line: the lines a reviewer reads are short (one size expression).
            import difflib
            changed = [ln[2:] for ln in difflib.ndiff(profiles, repo.read("examples/host/host_profiles.h").splitlines())
                       if ln[:2] in ("- ", "+ ")]
            self.assertTrue(changed, "appending a callback changed no host profile")
            self.assertLessEqual(max(map(len, changed)), 140, [ln for ln in changed if len(ln) > 140][:3])
            self.assertIn("SP_StreamExecutor_set_get_stream_priority", repo.read("include/se_api.h"))
            self.assert_shipped_unchanged(repo, frozen)

            # 2 and 3. Rename SP_Device.hardware_name, which simdev fills: a new
            # member appended, the old one deprecated and replaced by it.
            repo.edit(SE, HW, HW.rstrip("\n") + "\n        deprecated: {since: 0.3.0, replaced_by: SP_Device.display_name, "
                      "note: Renamed display_name; still filled for older cores.}\n")
            text = repo.read(SE)
            end = text.index("\n", text.index(DEVICE_END)) + 1
            repo.write(SE, text[:end] + "      - name: display_name\n        since: 0.3.0\n        type: const char*\n"
                       "        zero: optional\n        doc: Optional NUL-terminated device name, for printing only.\n"
                       + text[end:])
            self.step(repo)
            with open(os.path.join(ROOT, "examples", "simdev", "sd_register.c"), encoding="utf-8") as f:
                simdev = f.read()
            self.assertIn(SIMDEV_FILL, simdev)
            # The reference plugin's fill of the deprecated member now fails its -Werror build ...
            p = self.compile_simdev(repo, simdev)
            self.assertNotEqual(p.returncode, 0, "deprecating a member simdev fills did not warn")
            self.assertIn("hardware_name", p.stderr)
            self.assertIn("deprecated", p.stderr)
            # ... until the deliberate use is bracketed as docs/evolving.md says, and the new member filled.
            fixed = simdev.replace(SIMDEV_FILL, "  SE_DEPRECATED_USE_BEGIN /* older cores read hardware_name */\n"
                                   + SIMDEV_FILL + "  SE_DEPRECATED_USE_END\n"
                                   "  SP_Device_set_display_name(device, dev->hardware_name);\n")
            p = self.compile_simdev(repo, fixed)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assert_shipped_unchanged(repo, frozen)

            # 4. Cut the release: records and shipped headers frozen, nothing in development.
            out = self.step(repo, "release", "--version", "0.3.0")
            self.assertIn("froze schema/released/se_api/headers/0.3.0/se_api.h", out)
            self.assertIn("froze schema/released/se_api/0.3.0.json", out)
            header = repo.read("include/se_api.h")
            self.assertIn('#define SE_VERSION_STRING "0.3.0"\n#define SE_VERSION_DEVELOPMENT 0\n', header)
            frozen = released_headers(repo)
            self.assertIn("se_api/headers/0.3.0/se_api_tensorflow.h", frozen)
            self.assertIn(b"SP_StreamExecutor_set_get_stream_priority", frozen["se_api/headers/0.3.0/se_api.h"])

            # 5. Open the next version: empty, in development, and the compat
            # matrix's rogue-plugin control no longer assumes it grew.
            self.step(repo, "open")
            self.assertIn("  - version: 0.4.0\n    status: development\n", repo.read(SE))
            self.assertIn('#define SE_VERSION_STRING "0.4.0-dev"\n#define SE_VERSION_DEVELOPMENT 1\n',
                          repo.read("include/se_api.h"))
            from seabigen import schema as schema_reader
            import run as compat_run
            api = schema_reader.read(repo.path(SE))
            smaller = {str(v) for v in compat_run.smaller_than_newest(api)}
            self.assertNotIn("0.3.0", smaller)  # 0.4.0 has 0.3.0's sizes
            self.assertIn("0.2.0", smaller)

            # 6. Work on the next version: the released ones stay as shipped.
            repo.edit(SE, CALLBACK.format(since="0.3.0"),
                      CALLBACK.format(since="0.3.0") + CALLBACK.format(since="0.4.0").replace(
                          "get_stream_priority", "get_stream_flags").replace(
                          "The stream's priority, or 0 when it has none.", "The stream's flags, or 0."))
            self.step(repo)
            self.assert_shipped_unchanged(repo, frozen)
            # 7. Review: the whole cycle against where it started, as a reviewer reads it.
            if base is not None:
                rc, out, err = repo.run("diff", base, "--schema", "schema/seabi.yaml", "--fail-on-break")
                self.assertEqual(rc, 0, out + err)
                for want in ("member-appended (note): SP_StreamExecutor.get_stream_priority: appended (since 0.3.0",
                             "member-appended (note): SP_StreamExecutor.get_stream_flags: appended (since 0.4.0",
                             "member-deprecated (note): SP_Device.hardware_name: deprecated since 0.3.0, "
                             "replaced by SP_Device.display_name",
                             "member-appended (note): SP_Device.display_name",
                             "version-released (note): 0.3.0: version 0.3.0: development -> released",
                             "version-added (note): 0.4.0: version 0.4.0 added (development)",
                             "struct-resized (note): SP_StreamExecutor: struct_size of the layouts it changes: "
                             "0.3.0: LP64 304 -> 312"):
                    self.assertIn(want, out)
                self.assertIn(" 0 break(s)", out)
            # A released version cannot be edited: the refusal names the edit.
            repo.edit(SE, CALLBACK.format(since="0.3.0"), "")
            rc, _, err = repo.gen()
            self.assertEqual(rc, 1)
            self.assertIn("member-removed: SP_StreamExecutor.get_stream_priority (since 0.3.0) was removed", err)


class Baselines(unittest.TestCase):
    def test_compat_baselines_writes_nothing_when_the_matrix_fails(self):
        # make compat-baselines (tests/compat/run.py --update-baselines): a
        # baseline is written only when every check of the run passed.
        import contextlib
        import io
        import tempfile
        import run as compat_run
        from runner import Results
        with tempfile.TemporaryDirectory() as d:
            fresh, base = os.path.join(d, "fresh.abi"), os.path.join(d, "0.9.0.abi")
            with open(fresh, "w", encoding="utf-8") as f:
                f.write("<abi-corpus/>\n")
            results = Results()
            results.record(False, "a failing check")
            with contextlib.redirect_stdout(io.StringIO()) as out:
                compat_run.write_baselines({base: fresh}, results)
            self.assertFalse(os.path.exists(base))
            self.assertIn("not written: 1 check(s) failed", out.getvalue())
            with contextlib.redirect_stdout(io.StringIO()):
                compat_run.write_baselines({base: fresh}, Results())
            with open(base, encoding="utf-8") as f:
                self.assertEqual(f.read(), "<abi-corpus/>\n")


if __name__ == "__main__":
    unittest.main()
