"""A header's version, from its own version macros.

By default the macros are found by their shape: one prefix P with `P_MAJOR`
and `P_MINOR` defined as integers (and `P_PATCH` when the header has it):
PJRT's PJRT_API_MAJOR/PJRT_API_MINOR, seabi's SE_MAJOR/SE_MINOR/SE_PATCH.
`--version-macros MAJOR,MINOR[,PATCH]` names them for any other API. A
version is `major.minor` when the header has no patch macro; the schema
writes it with patch 0 (schema versions are MAJOR.MINOR.PATCH).
"""
import re

from .front import HeaderError

PARTS = ("MAJOR", "MINOR", "PATCH")


def parse_option(text):
    """`--version-macros A,B[,C]` -> (A, B[, C]); raises ValueError."""
    names = [n.strip() for n in text.split(",")]
    if len(names) not in (2, 3) or not all(re.fullmatch(r"[A-Za-z_]\w*", n) for n in names):
        raise ValueError(f"--version-macros wants MAJOR,MINOR[,PATCH] macro names, not {text!r}")
    return tuple(names)


def parse_list(text, count):
    """`--versions 2.5,2.6,2.10` -> [(2, 5), (2, 6), (2, 10)], one per header; raises ValueError."""
    items = [v.strip() for v in text.split(",")]
    if len(items) != count:
        raise ValueError(f"--versions gives {len(items)} version(s) for {count} header(s): one per header, "
                         "oldest first")
    out = []
    for v in items:
        if not re.fullmatch(r"\d+\.\d+(\.\d+)?", v):
            raise ValueError(f"--versions: {v!r} is not MAJOR.MINOR[.PATCH]")
        out.append(tuple(int(x) for x in v.split(".")))
    return out


def find(header, names=None):
    """(version tuple, macro names) of `header` (front.read's Header with
    its `macros`); raises HeaderError naming the header when they are not there."""
    macros = header.macros
    if names is None:
        names = _by_shape(header)
    values = []
    for name in names:
        if name not in macros:
            raise HeaderError(header.path, 1, f"version macro {name} is not defined in the header "
                              "(--version-macros names the macros)")
        tokens, line = macros[name]
        if len(tokens) != 1 or not re.fullmatch(r"\d+[uUlL]*", tokens[0]):
            raise HeaderError(header.path, line, f"version macro {name} is `{' '.join(tokens)}`, "
                              "not a decimal number")
        values.append(int(re.match(r"\d+", tokens[0]).group()))
    return tuple(values), tuple(names)


def _by_shape(header):
    prefixes = []
    for name, (tokens, _line) in header.macros.items():
        if name.endswith("_MAJOR") and len(tokens) == 1 and tokens[0].isdigit():
            prefix = name[:-len("_MAJOR")]
            minor = header.macros.get(prefix + "_MINOR")
            if minor and len(minor[0]) == 1 and minor[0][0].isdigit():
                prefixes.append(prefix)
    if len(prefixes) != 1:
        found = ", ".join(p + "_MAJOR" for p in prefixes) or "none"
        raise HeaderError(header.path, 1, f"cannot tell the header's version macros (P_MAJOR and P_MINOR "
                          f"defined as numbers: {found}); name them with --version-macros MAJOR,MINOR[,PATCH]")
    p = prefixes[0]
    patch = header.macros.get(p + "_PATCH")
    has_patch = patch is not None and len(patch[0]) == 1 and patch[0][0].isdigit()
    return tuple(f"{p}_{part}" for part in (PARTS if has_patch else PARTS[:2]))


def text(version):
    return ".".join(map(str, version))


def schema_text(version):
    """The version as the schema writes it: always MAJOR.MINOR.PATCH."""
    return text(tuple(version) + (0,) * (3 - len(version)))


def prefix_of(names):
    """The common prefix P of P_MAJOR/P_MINOR[/P_PATCH], or None."""
    stems = {n.rsplit("_", 1)[0] for n in names}
    ends = [n.rsplit("_", 1)[-1] for n in names]
    if len(stems) == 1 and ends == list(PARTS[:len(names)]):
        return stems.pop()
    return None


def label(headers):
    """Each header's version label. Where the macros number the headers in
    strictly increasing order they are the labels. Where they do not (a
    version repeated for many layouts, or one going back), the headers are
    numbered by their order, 0.0, 0.1, ...: the macros' own versions are
    kept as `declared` (the report says where a layout changed under an
    unchanged or falling version: diff.version_steps), with a note."""
    for h in headers:
        h.declared = tuple(h.version)
    if all(b.version > a.version for a, b in zip(headers, headers[1:])):
        return
    for i, h in enumerate(headers):
        h.notes.append((1, f"its version macros say {text(h.declared)}, which does not come after the version of "
                           f"every header before it: the headers are numbered by their order, {text(h.declared)} "
                           f"is version 0.{i} here"))
        h.version = (0, i)
