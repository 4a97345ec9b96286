"""Writing outputs all-or-nothing, and telling which ones are stale."""
import os
import tempfile


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


def stale(files, root):
    """Paths whose content on disk differs from `files` (missing ones too)."""
    out = []
    for path, text in sorted(files.items()):
        full = os.path.join(root, path)
        try:
            with open(full, encoding="utf-8") as f:
                if f.read() == text:
                    continue
        except (OSError, UnicodeDecodeError):
            pass  # missing, unreadable or not UTF-8: stale either way
        out.append(path)
    return out


def write_all(files, root):
    """Writes every changed file through a temporary file and an atomic rename.

    All texts are rendered before this is called, so a schema or template
    error never leaves a half-updated set of outputs. Returns changed paths.
    """
    changed = stale(files, root)
    staged = []
    try:
        for path in changed:
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full) or ".", exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".gen-", dir=os.path.dirname(full) or ".")
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
                f.write(files[path])
            # mkstemp creates 0600; a generated file is an ordinary source file.
            os.chmod(tmp, 0o666 & ~_umask())
            staged.append((tmp, full))
        for tmp, full in staged:
            os.replace(tmp, full)
        staged = []
    finally:
        for tmp, _ in staged:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    return changed
