"""Checks this machine cannot run are counted as skipped, with the reason:
tests/lib/i386.py (the one place that decides how an i386 program runs),
and tests/run_suites.sh's closing line (`N passed, N failed, N skipped`)."""
import os
import subprocess
import tempfile
import unittest

import seabitest as T

I386 = os.path.join(T.ROOT, "tests", "lib", "i386.py")


class I386Programs(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        src = os.path.join(cls.tmp.name, "seven.c")
        with open(src, "w") as f:
            f.write("int main(void) { return 7; }\n")
        cls.exe32 = os.path.join(cls.tmp.name, "seven32")
        cls.exe64 = os.path.join(cls.tmp.name, "seven64")
        cls.m32 = T.cc([src], cls.exe32, flags=["-m32"]).returncode == 0
        T.build([src], cls.exe64)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_i386_py(self, *args, force=None):
        env = dict(os.environ)
        env.pop("SEABI_I386", None)
        if force:
            env["SEABI_I386"] = force
        return subprocess.run([T.PYTHON, I386, *args], capture_output=True, text=True, env=env)

    def test_tells_i386_programs_apart(self):
        if not self.m32:
            self.skipTest("gcc -m32 cannot link here (gcc-multilib)")
        self.assertTrue(T.i386.is_i386(self.exe32))
        self.assertFalse(T.i386.is_i386(self.exe64))
        self.assertFalse(T.i386.is_i386(I386))

    def test_runs_an_i386_program_where_anything_can(self):
        how = self.run_i386_py("how").stdout.strip()
        self.assertRegex(how, r"^(native|qemu|none: .+)$")
        if how.startswith("none"):
            self.skipTest(f"i386: {how}")
        p = self.run_i386_py("run", self.exe32)
        self.assertEqual(p.returncode, 7, p.stderr)

    def test_none_is_a_counted_skip_with_its_reason(self):
        if not self.m32:
            self.skipTest("gcc -m32 cannot link here (gcc-multilib)")
        p = self.run_i386_py("run", self.exe32, force="none")
        self.assertEqual(p.returncode, 77)
        self.assertIn("SEABI_I386=none", p.stderr)
        # x86-64 programs are never affected.
        self.assertEqual(self.run_i386_py("run", self.exe64, force="none").returncode, 7)

    def test_an_unknown_choice_is_an_error_not_a_pass(self):
        p = self.run_i386_py("run", self.exe64, force="sometimes")
        self.assertEqual(p.returncode, 7, "an x86-64 program runs whatever SEABI_I386 says")
        if self.m32:
            p = self.run_i386_py("run", self.exe32, force="sometimes")
            self.assertEqual(p.returncode, 77)
            self.assertIn("not native, qemu or none", p.stderr)


class SuiteTotals(unittest.TestCase):
    def test_run_suites_sums_skips_and_keeps_its_closing_line(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "Makefile"), "w") as f:
                f.write("test-a:\n\t@echo 'SKIP x: no way to run it here'; echo '3 passed, 0 failed, 2 skipped'\n"
                        "test-b:\n\t@echo 'note: b counted 4'; echo '4 passed, 0 failed'\n")
            p = subprocess.run([os.path.join(T.ROOT, "tests", "run_suites.sh"), "a", "b"], cwd=d,
                               capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        lines = p.stdout.strip().splitlines()
        self.assertEqual(lines[-1], "7 passed, 0 failed, 2 skipped")
        self.assertIn("a: SKIP x: no way to run it here", p.stdout)
        self.assertIn("b: b counted 4", p.stdout)
