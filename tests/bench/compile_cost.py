"""What compiling a translation unit costs, measured side by side.

Shared by bench.py (the TensorFlow-relative rows) and compile_breakdown.py
(where the time goes). Both compare a plugin source file written against
se_api.h (tu/plugin_se_api.c) with the same file written against
TensorFlow's header set (tu/plugin_tf.c with the fixture in tf_headers/).

Timing: CPU seconds (user + system) of the compiler driver and everything it
ran (cc1, as), from wait4: other jobs on a shared machine inflate wall time,
much less the work done. Commands run interleaved (A B C A B C ...) so a
drift in machine speed hits every command alike, after one warm-up round;
the figure is the median.

Mode: -O2 -c, because that is how a plugin source file is built; the back end
runs only on what the file uses, but the whole command is what a build pays.
compile_breakdown.py adds -O0 and -fsyntax-only to separate the front end's
share.
"""
import glob
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TF_INCLUDE = os.path.join(HERE, "tf_headers")
TU_TF = os.path.join(HERE, "tu", "plugin_tf.c")
TU_SE_API = os.path.join(HERE, "tu", "plugin_se_api.c")
SE_API_INCLUDE = os.path.join(ROOT, "include")
TF_INCLUDE_LINE = '#include "tensorflow/c/experimental/stream_executor/stream_executor.h"'

MODE_O2 = ("-O2", "-c", "-o", os.devnull)
MODE_O0 = ("-O0", "-c", "-o", os.devnull)
MODE_SYNTAX = ("-fsyntax-only",)


def languages(cc, cxx):
    """(label, compiler, flags that select the language): the .c sources
    compile as C++ with -x c++."""
    return (("C", cc, ("-std=c11",)), ("C++", cxx, ("-std=c++17", "-x", "c++")))


def command(compiler, lang_flags, mode, include_dir, source, extra=()):
    return [compiler, *lang_flags, *mode, *extra, "-I" + include_dir, source]


def raw_member_tu(out_dir):
    """plugin_tf.c's body, including se_api.h instead: the same member writes
    by `->`, for header variants that have no accessors to call."""
    with open(TU_TF, encoding="utf-8") as f:
        text = f.read()
    if TF_INCLUDE_LINE not in text:
        raise RuntimeError(f"{TU_TF} no longer includes {TF_INCLUDE_LINE}")
    path = os.path.join(out_dir, "plugin_raw_se_api.c")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(TF_INCLUDE_LINE, '#include "se_api.h"'))
    return path


def cpu_seconds(cmd):
    """User + system CPU seconds of cmd and the children it waited for."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed")
    return usage.ru_utime + usage.ru_stime


def check_compiles(cmd):
    """Runs cmd once; on failure raises with the compiler's last message line,
    so a broken case is reported instead of timed."""
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        lines = [line for line in p.stdout.splitlines() if "error" in line] or p.stdout.splitlines() or ["?"]
        raise RuntimeError(f"{os.path.basename(cmd[0])} failed: {lines[0].strip()[:160]}")


def instructions(cmd):
    """Instructions executed by cmd and every process it starts (valgrind's
    exp-bbv counter): deterministic, so one run says what a noisy machine
    needs dozens of timed runs for. About 100x slower than the compile."""
    if not shutil.which("valgrind"):
        raise RuntimeError("valgrind is not installed (make deps)")
    with tempfile.TemporaryDirectory() as tmp:
        p = subprocess.run(["valgrind", "-q", "--tool=exp-bbv", "--trace-children=yes", "--interval-size=2000000000",
                            f"--bb-out-file={tmp}/bb.%p", *cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed under valgrind: {p.stderr.strip()[-160:]}")
        total = 0
        for path in glob.glob(os.path.join(tmp, "bb.*")):
            with open(path, encoding="utf-8") as f:
                total += sum(int(n) for n in re.findall(r"Total instructions: (\d+)", f.read()))
    return total


def instruction_counts(cases):
    """{name: [millions of instructions]} of each command in `cases`, run
    once (one sample: the count does not vary)."""
    for cmd in cases.values():
        check_compiles(cmd)
    return {name: [instructions(cmd) / 1e6] for name, cmd in cases.items()}


def interleaved_samples(cases, reps, budget=0):
    """({name: [CPU milliseconds, one per round]}, rounds) of the commands in
    `cases` ({name: argv}), run round-robin `reps` times after one warm-up
    round. Sample i of every command comes from the same round, so ratios
    and differences are best taken round by round (paired), then the median.
    With a budget (seconds), fewer rounds, but at least 3, when the warm-up
    round says `reps` would not fit: a loaded machine gets a shorter run,
    not a longer one."""
    start = time.perf_counter()
    for cmd in cases.values():
        check_compiles(cmd)  # also the warm-up round
    if budget > 0:
        reps = max(3, min(reps, int(budget / max(time.perf_counter() - start, 1e-3))))
    samples = {name: [] for name in cases}
    for _ in range(reps):
        for name, cmd in cases.items():
            samples[name].append(cpu_seconds(cmd) * 1000)
    return samples, reps


def median(samples):
    return statistics.median(samples)


def paired_ratio(a, b):
    """Median of the round-by-round ratios a[i] / b[i]."""
    return statistics.median(x / y for x, y in zip(a, b))
