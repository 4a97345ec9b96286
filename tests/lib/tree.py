"""What a folder holds, for tests that prove a command wrote nothing (or
only what it should): compare a snapshot taken before with one after."""
import os


def snapshot(root, mtimes=False):
    """{path relative to root: bytes} of every file under root; with
    `mtimes`, {path: (bytes, mtime in ns)}, so a rewrite of the same bytes
    shows too."""
    out = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            full = os.path.join(dirpath, name)
            with open(full, "rb") as f:
                data = f.read()
            out[os.path.relpath(full, root)] = (data, os.stat(full).st_mtime_ns) if mtimes else data
    return out
