"""libclang's Python bindings, for whichever python3 runs the importer.

Debian ships them as python3-clang-14, installed for Debian's own python3
(/usr/lib/python3/dist-packages). Another python3 may come first on PATH
(pyenv, a virtualenv): the bindings are pure Python over ctypes, so that
interpreter can use them too once the directory holding the `clang` package
is on its path. It is appended, never prepended, so nothing this python3
already has is shadowed.
"""
import ctypes
import glob
import os
import sys

# Where Debian and Ubuntu put the bindings (python3-clang-N), newest first.
SEARCH = ["/usr/lib/python3/dist-packages"] + sorted(glob.glob("/usr/lib/python3*/site-packages"), reverse=True)
INSTALL_HINT = ("install Debian's python3-clang-14 (`sudo apt-get install python3-clang-14`, "
                "or `make deps`, which runs .ci/ensure-deps)")


class FrontEndMissing(RuntimeError):
    """libclang or its Python bindings cannot be loaded; the message says what to install."""


_loaded = None


def cindex():
    """The clang.cindex module with an Index ready to use; raises FrontEndMissing."""
    global _loaded
    if _loaded is not None:
        return _loaded
    try:
        import clang.cindex as ci  # noqa: F401
    except ImportError:
        ci = None
        for folder in SEARCH:
            if os.path.isfile(os.path.join(folder, "clang", "cindex.py")) and folder not in sys.path:
                sys.path.append(folder)
                try:
                    import clang.cindex as ci  # noqa: F811
                    break
                except ImportError:
                    sys.path.remove(folder)
        if ci is None:
            raise FrontEndMissing(f"libclang's Python bindings (clang.cindex) are not installed: {INSTALL_HINT}")
    try:
        ci.Index.create()
    except Exception as e:  # cindex raises LibclangError, a plain Exception, when libclang.so is missing
        raise FrontEndMissing(f"libclang cannot be loaded ({e}): {INSTALL_HINT}") from None
    _register_unwrapped(ci)
    _loaded = ci
    return ci


def _register_unwrapped(ci):
    """libclang functions the bindings of libclang 14 do not wrap. First
    clang_Cursor_Evaluate: it folds a constant's initializer (offsetof +
    sizeof) the way the compiler does."""
    lib = ci.conf.lib
    lib.clang_Cursor_Evaluate.argtypes = [ci.Cursor]
    lib.clang_Cursor_Evaluate.restype = ctypes.c_void_p
    lib.clang_EvalResult_getKind.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getKind.restype = ctypes.c_int
    lib.clang_EvalResult_getAsLongLong.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsLongLong.restype = ctypes.c_longlong
    lib.clang_EvalResult_dispose.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_dispose.restype = None
    # Also not wrapped: whether a declaration comes from a system header
    # (<stddef.h>: its typedefs are the language's, not the API's), and
    # whether a macro takes arguments.
    lib.clang_Location_isInSystemHeader.argtypes = [ci.SourceLocation]
    lib.clang_Location_isInSystemHeader.restype = ctypes.c_int
    lib.clang_Cursor_isMacroFunctionLike.argtypes = [ci.Cursor]
    lib.clang_Cursor_isMacroFunctionLike.restype = ctypes.c_uint
    lib.clang_Cursor_hasAttrs.argtypes = [ci.Cursor]
    lib.clang_Cursor_hasAttrs.restype = ctypes.c_uint


EVAL_INT = 1  # CXEval_Int


def evaluate_int(ci, cursor):
    """The integer a constant declaration's initializer folds to, or None."""
    lib = ci.conf.lib
    result = lib.clang_Cursor_Evaluate(cursor)
    if not result:
        return None
    try:
        if lib.clang_EvalResult_getKind(result) != EVAL_INT:
            return None
        return lib.clang_EvalResult_getAsLongLong(result)
    finally:
        lib.clang_EvalResult_dispose(result)


def in_system_header(ci, cursor):
    return bool(ci.conf.lib.clang_Location_isInSystemHeader(cursor.location))


def macro_takes_arguments(ci, cursor):
    """True for `#define F(x) ...`: a `(` right after the name, no space
    between (libclang's own answer misses some, e.g. names with a leading _)."""
    if ci.conf.lib.clang_Cursor_isMacroFunctionLike(cursor):
        return True
    tokens = list(cursor.get_tokens())[:2]
    return len(tokens) == 2 and tokens[1].spelling == "(" and \
        tokens[1].extent.start.offset == tokens[0].extent.end.offset


def has_attributes(ci, cursor):
    """Whether a declaration carries attributes (_Alignas, aligned(N), ...):
    one call, where walking its children costs many."""
    return bool(ci.conf.lib.clang_Cursor_hasAttrs(cursor))
