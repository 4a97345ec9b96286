"""Skipping a `gen` that could change nothing (`make gen --stamp FILE`).

After a successful `gen`, the stamp records the command line and a digest of
every file the outputs depend on: the schema, the generator's own sources and
templates, the frozen records (schema/released), the Jinja and YAML
libraries; and a digest of each output as it was rendered. When the next
`gen` with the same stamp finds all of them unchanged, rendering again would
write the same bytes, so it stops before importing anything heavy. Anything
else (no stamp, another command line, an edited or missing output, a changed
input) takes the full path, which deletes the stamp first and writes a new
one only when its inputs did not change while it ran.

Only `gen` uses a stamp; `check` always renders and compares in full.
Standard library only: this module runs before the generator is imported,
and a no-op `make gen` is little more than its run. The stamp is written
with marshal, built into the interpreter: importing json (and the regular
expressions it compiles) cost a no-op about as much as all its hashing. A
stamp is private to one build directory and one interpreter (the stamp
records sys.version), so marshal's per-version format is no limit.
"""
import hashlib
import marshal
import os
import sys

FORMAT = 2


def _digest(path):
    """sha256 of a file's bytes, or None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def _folder_digest(folder):
    """One digest over every file below `folder`: names and contents (bytecode caches left out)."""
    h = hashlib.sha256()
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            full = os.path.join(dirpath, name)
            h.update(f"{os.path.relpath(full, folder)}\0{_digest(full)}\0".encode())
    return h.hexdigest()


def inputs(files, folders):
    """The state of what a run reads: a digest of each file and of each folder's contents."""
    return {"files": {os.path.abspath(p): _digest(p) for p in files},
            "folders": {os.path.abspath(d): _folder_digest(d) for d in folders}}


def _header(argv):
    return {"format": FORMAT, "argv": list(argv), "cwd": os.getcwd(), "python": sys.version}


def write(path, argv, inputs_state, outputs):
    """Records a finished gen; `outputs` is {absolute path: text as rendered}.

    A stamp only saves time, so one that cannot be written is left out."""
    data = dict(_header(argv), inputs=inputs_state,
                outputs={p: hashlib.sha256(text.encode("utf-8")).hexdigest() for p, text in outputs.items()})
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(tmp, "wb") as f:
            marshal.dump(data, f)
        os.replace(tmp, path)
    except OSError:
        remove(tmp)


def remove(path):
    try:
        os.remove(path)
    except OSError:
        pass  # harmless: a stamp is trusted only while every digest in it still matches


def stamp_path(argv):
    """The FILE of `--stamp FILE` (or `--stamp=FILE`) in a `gen` command line, else None."""
    if not argv or argv[0] != "gen":
        return None
    for i, arg in enumerate(argv):
        if arg == "--stamp" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--stamp="):
            return arg[len("--stamp="):]
    return None


def still_current(argv):
    """For a `gen --stamp FILE` whose stamp still holds, the line to print; else None."""
    path = stamp_path(argv)
    if path is None:
        return None
    try:
        with open(path, "rb") as f:
            data = marshal.load(f)
        recorded = data["inputs"]
        if ({k: data[k] for k in _header(argv)} != _header(argv)
                or any(_digest(p) != d for p, d in data["outputs"].items())
                or inputs(recorded["files"], recorded["folders"]) != recorded):
            return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, EOFError):
        return None  # no stamp, or not one this version wrote: the full run decides
    return f"up to date: {len(data['outputs'])} generated files; nothing they depend on changed since {path}"
