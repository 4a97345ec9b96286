"""How an i386 (gcc -m32) program runs here, for the Python suites.

The decision (native, qemu-i386, or not at all, and why) is made by
tests/lib/run-i386, the one place the shell suites and the Makefile use too;
this module asks it once per process and hands out the command prefix.
"""
import os
import subprocess

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "run-i386")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_answer = None


def how():
    """"native", "qemu PATH" or "none: reason" (cached for this process)."""
    global _answer
    if _answer is None:
        env = dict(os.environ)
        env.setdefault("SEABI_I386_CACHE", os.path.join(ROOT, "build", "i386-runner"))
        p = subprocess.run([SCRIPT, "--how"], capture_output=True, text=True, env=env)
        _answer = p.stdout.strip() or f"none: {SCRIPT} failed ({p.stderr.strip()[:200]})"
    return _answer


def prefix():
    """The argv prefix that runs an i386 program ([] natively), or None."""
    a = how()
    if a == "native":
        return []
    if a.startswith("qemu "):
        return [a[len("qemu "):]]
    return None


def why_not():
    """Why i386 programs cannot run here ("" when they can)."""
    a = how()
    return a[len("none: "):] if a.startswith("none") else ""


def under_emulation():
    return how().startswith("qemu ")


def argv(exe, *args):
    """The argv that runs i386 program `exe`; raises RuntimeError when none can."""
    p = prefix()
    if p is None:
        raise RuntimeError(f"cannot run i386 programs: {why_not()}")
    return [*p, exe, *args]


def skip_unless_runnable(test):
    """In a unittest.TestCase: skip, with the reason, when i386 programs cannot run."""
    if prefix() is None:
        test.skipTest(f"i386 programs cannot run here: {why_not()}")
