#!/usr/bin/env python3
"""How this machine runs an i386 (gcc -m32) program: the one place that decides.

Natively when the kernel can; otherwise through `qemu-i386` (Debian's
qemu-user, which .ci/ensure-deps installs where the kernel cannot); otherwise
not at all, and the check that needed it is reported skipped, with the reason.
A program built with AddressSanitizer does not run under qemu-i386 (its shadow
memory setup never finishes there), so such a program is skipped rather than
emulated. Any other program (an x86-64 one) runs as it is.

SEABI_I386=native|qemu|none forces a choice: the test suites use `none` to
prove that the skip path is counted, and `qemu` to exercise emulation on a
machine that could run i386 natively.

Python suites call `run(exe, ...)` (a subprocess.run) and catch CannotRun;
shell suites call `i386.py run PROG [ARGS]`, which exits SKIP_EXIT (77) with
the reason on stderr when the program cannot run here. `i386.py how` prints
`native`, `qemu` or `none: <reason>` for a freshly built probe.
"""
import errno
import os
import shutil
import subprocess
import sys
import tempfile

SKIP_EXIT = 77
EM_386 = 3


class CannotRun(Exception):
    """No way to run this i386 program here; str() says why."""


def is_i386(path):
    """True for a 32-bit x86 ELF file."""
    try:
        with open(path, "rb") as f:
            head = f.read(20)
    except OSError:
        return False
    return len(head) == 20 and head[:4] == b"\x7fELF" and head[4] == 1 and int.from_bytes(head[18:20], "little") == EM_386


def _uses_asan(path):
    with open(path, "rb") as f:
        data = f.read()
    return b"libasan.so" in data or b"__asan_init" in data


_native = None  # learnt from the first i386 program this process runs


def _forced():
    choice = os.environ.get("SEABI_I386", "")
    if choice not in ("", "native", "qemu", "none"):
        raise CannotRun(f"SEABI_I386={choice} is not native, qemu or none")
    return choice


def _through_qemu(exe, why_not_native):
    qemu = shutil.which("qemu-i386")
    if qemu is None:
        raise CannotRun(f"{why_not_native}, and qemu-i386 is not installed (.ci/ensure-deps installs qemu-user)")
    if _uses_asan(exe):
        raise CannotRun(f"{why_not_native}, and AddressSanitizer does not run under qemu-i386")
    return [qemu, exe]


def command(exe):
    """The argv prefix that runs exe here; raises CannotRun."""
    if not is_i386(exe):
        return [exe]
    forced = _forced()
    if forced == "none":
        raise CannotRun("SEABI_I386=none: running i386 programs is switched off")
    if forced == "qemu":
        return _through_qemu(exe, "SEABI_I386=qemu")
    if forced == "native" or _native is not False:
        return [exe]
    return _through_qemu(exe, "this kernel cannot execute i386 programs")


def run(exe, *args, **kwargs):
    """subprocess.run of exe with args, however this machine runs it."""
    global _native
    argv = command(exe)
    try:
        result = subprocess.run(argv + list(args), **kwargs)
    except OSError as e:
        if e.errno != errno.ENOEXEC or argv[0] != exe or not is_i386(exe):
            raise
        if _forced() == "native":
            raise CannotRun("SEABI_I386=native, but this kernel cannot execute i386 programs") from None
        _native = False
        return run(exe, *args, **kwargs)
    if argv[0] == exe and is_i386(exe):
        _native = True
    return result


def how(cc=None):
    """'native', 'qemu' or 'none: why', for a probe built with cc -m32."""
    cc = cc or os.environ.get("CC") or "gcc"
    with tempfile.TemporaryDirectory() as tmp:
        src, exe = os.path.join(tmp, "probe.c"), os.path.join(tmp, "probe")
        with open(src, "w") as f:
            f.write("int main(void) { return 0; }\n")
        built = subprocess.run([cc, "-m32", src, "-o", exe], capture_output=True, text=True)
        if built.returncode != 0:
            return f"none: {cc} -m32 cannot link (no 32-bit runtime: gcc-multilib)"
        try:
            p = run(exe, capture_output=True)
        except CannotRun as e:
            return f"none: {e}"
        if p.returncode != 0:
            return f"none: the probe exited {p.returncode}"
        return "qemu" if command(exe)[0] != exe else "native"


def main(argv):
    if argv[:1] == ["how"]:
        print(how())
        return 0
    if len(argv) >= 2 and argv[0] == "run":
        try:
            return run(argv[1], *argv[2:]).returncode
        except CannotRun as e:
            print(f"skipped: {e}", file=sys.stderr)
            return SKIP_EXIT
    print("usage: i386.py how | i386.py run PROGRAM [ARGS...]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
