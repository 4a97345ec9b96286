"""Running one core with one plugin in a child process, and reading what it said.

The matrix host never runs plugin code itself: every pair is a child
process, so a crash, a sanitizer abort or a hang is an outcome of that pair
(Run.crashed, Run.where) and the other pairs still run.
"""
import concurrent.futures as cf
import os
import re
import subprocess

RUN_LINE = re.compile(r"^compat core (\S+) plugin (\S+): (\d+) checks, (\d+) failed$", re.M)
# `FAIL core C plugin P: Struct[.member]: text` (core side) or `FAIL plugin P: ...` (plugin side).
FAIL_LINE = re.compile(r"^FAIL (?:core \S+ plugin \S+|plugin \S+): (\w+)(?:\.(\w+))?: (.*)$", re.M)
# Written by a core before each step (compat_macros.j2 canary_defines).
AT_LINE = re.compile(r"^compat: at (\S+)$", re.M)


class Results:
    def __init__(self):
        self.passed = self.failed = self.skipped = 0

    def closing_line(self):
        return f"{self.passed} passed, {self.failed} failed" + (f", {self.skipped} skipped" if self.skipped else "")

    def record(self, ok, what, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {what}" + (f"\n     {detail}" if detail else ""))
        return ok


class Run:
    """What one core said about one plugin."""
    def __init__(self, rc, out, err):
        self.rc, self.out, self.err = rc, out, err
        m = RUN_LINE.search(out)
        self.core, self.plugin = (m.group(1), m.group(2)) if m else (None, None)
        self.checks = int(m.group(3)) if m else None
        self.failed = int(m.group(4)) if m else None
        # No summary line, or an exit status other than pass (0) / checks failed (1).
        self.crashed = m is None or rc not in (0, 1)
        marks = AT_LINE.findall(err)
        self.where = marks[-1] if marks else None  # the step it was in when it stopped

    def failure_keys(self):
        """{"Struct.member" | "Struct.struct_size" | "Struct:past" | "Struct: text"} of its FAIL lines."""
        keys = set()
        for struct, member, text in FAIL_LINE.findall(self.err):
            if member:
                keys.add(f"{struct}.{member}")
            elif text.startswith("struct_size"):
                keys.add(f"{struct}.struct_size")
            elif "past the core's allocation" in text:
                keys.add(f"{struct}:past")
            else:
                keys.add(f"{struct}: {text}")
        return keys

    def detail(self, limit=1500):
        """The end of what it printed, without the step trace."""
        text = AT_LINE.sub("", self.err).strip() or self.out.strip()
        text = "\n".join(line for line in text.splitlines() if line.strip())
        if self.rc == "timeout":
            text += "\n(timed out)"
        return text[-limit:]


def run_core(core, args, timeout=60, prefix=()):
    """Runs one core; `prefix` runs it through an emulator (an i386 core under qemu-i386)."""
    env = dict(os.environ, ASAN_OPTIONS="abort_on_error=0:detect_leaks=1:exitcode=3",
               UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
    try:
        p = subprocess.run([*prefix, core] + args, capture_output=True, text=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        def text(b):
            return b.decode(errors="replace") if isinstance(b, bytes) else (b or "")
        return Run("timeout", text(e.stdout), text(e.stderr))
    except OSError as e:  # not executable here: an outcome with its reason, not a crash of the runner
        return Run("not run", "", f"{core}: {e}")
    return Run(p.returncode, p.stdout, p.stderr)


def run_all(bin_dir, lib_dir, pairs, workers, prefix=()):
    """[((core, plugin), Run)] for labels (core, plugin): bin_dir/core-C with lib_dir/plugin-P.so, in parallel."""
    def one(pair):
        c, p = pair
        return pair, run_core(os.path.join(bin_dir, f"core-{c}"), [os.path.join(lib_dir, f"plugin-{p}.so")], prefix=prefix)
    with cf.ThreadPoolExecutor(workers) as pool:
        return list(pool.map(one, pairs))
