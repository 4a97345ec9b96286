import gc
import os
import sys

from . import stamp

# `gen --stamp FILE` with nothing changed since FILE was written: done,
# without loading the generator and its libraries.
current = stamp.still_current(sys.argv[1:])
if current:
    print(current)
    sys.exit(0)

# `make gen` starts Python with -S: the check above needs only the standard
# library, and site's work (every .pth file of every installed package) can
# cost more than the check itself. The full run needs site-packages (jinja2,
# PyYAML): add them now, as Python would have at startup.
if sys.flags.no_site:
    import site  # noqa: E402
    site.main()

from .cli import main  # noqa: E402


def _keep_freed_memory():
    """Tells glibc's malloc to keep the memory a run frees for the run's next
    allocations. A large schema's run builds and drops hundreds of
    megabytes of text and records; by default every block over 128 KiB is
    its own mmap, unmapped when freed, and the heap's free top is handed
    back, so the same memory is faulted in again and again (a tenth of the
    run was kernel time). Elsewhere (no glibc) nothing changes."""
    try:
        import ctypes
        mallopt = ctypes.CDLL(None).mallopt
    except (ImportError, OSError, AttributeError):
        return
    m_trim_threshold, m_top_pad, m_mmap_threshold = -1, -2, -3  # malloc.h
    mallopt(m_mmap_threshold, 32 << 20)  # glibc's largest on 64-bit (lower ones keep the default)
    mallopt(m_trim_threshold, 1 << 30)
    mallopt(m_top_pad, 64 << 20)

# A run is a short batch job that builds one large, nearly acyclic object
# graph (the YAML tree, the model, records, views). The cycle collector would
# walk that graph again and again as it grows (a quarter of the time on large
# schemas) and find nothing to free; reference counting frees it all anyway.
gc.disable()
_keep_freed_memory()
try:
    code = main()
except BrokenPipeError:
    # The reader of what is printed went away (`summary | head`): as a
    # Unix tool would, stop quietly, with the status of a failed write.
    # Files are written before anything is printed, so none is half done.
    code = 1
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
# Done, every output written and closed. Python's own exit would now run a
# full collection over that graph and free it object by object (a tenth of
# a large schema's run, for memory the process hands back anyway): leave
# at once instead, once what is printed is out.
try:
    sys.stdout.flush()
    sys.stderr.flush()
except OSError:
    sys.exit(code)  # as Python would: it reports a failed flush
os._exit(code if isinstance(code, int) else 0 if code is None else 1)
