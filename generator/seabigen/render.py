"""Jinja environment and the text helpers templates use."""
import functools
import os
import textwrap

import jinja2

from . import GENERATOR_VERSION, constants

TEMPLATES = os.path.join(os.path.dirname(__file__), "templates")


@functools.lru_cache(maxsize=None)
def c_comment(text, indent=0, width=80, first=None):
    """A wrapped `/* ... */` block. `first` puts a leading line before the text.

    Remembered: both headers print the same docs, and a large schema repeats
    the same few doc texts many times (a pure function of its arguments)."""
    pad = " " * indent
    body_width = max(20, width - indent - 3)
    lines = []
    if first:
        lines.append(first)
    for para in str(text).split("\n\n"):
        if lines:
            lines.append("")
        para = " ".join(para.split())
        # Most docs fit on one line, and textwrap costs ~50x a length check.
        lines.extend([para] if len(para) <= body_width else _wrap(para, body_width))
    if len(lines) == 1 and len(lines[0]) + indent + 6 <= width:
        return f"{pad}/* {lines[0]} */"
    out = [f"{pad}/*"]
    out += [f"{pad} * {ln}".rstrip() for ln in lines]
    out.append(f"{pad} */")
    return "\n".join(out)


def _wrap(para, width):
    """textwrap.wrap(para, width), for a paragraph of words joined by single
    spaces (longer than a line): the same greedy lines. Written out where
    textwrap's regular expressions cannot change the answer (no hyphen to
    break at, no word longer than a line): a large schema's header wraps
    thousands of distinct member docs, and textwrap costs ~10x this loop."""
    words = para.split(" ")
    if "-" in para or max(map(len, words)) > width:
        return textwrap.wrap(para, width)
    lines, line = [], words[0]
    for word in words[1:]:
        if len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


def format_each(items, fmt, empty=""):
    """`fmt`, a str.format string with {0} the item, filled in for each of
    `items` and joined; `empty` when there are none.

    For a template's most repeated lines (a large schema's header has tens
    of thousands of table rows): str.format reads `{0.name}` in C, where a
    template loop spends a lookup and an output piece on every part. A
    missing attribute raises, as StrictUndefined would."""
    return "".join(map(fmt.format, items)) if items else empty


def lookup_table(table, name, text):
    """A dispatch.Table as the C macro `name`() listing its rows, written
    from the template's format strings `text` (header.h.j2's TABLE says
    what each is): "shared" when every ABI has the same rows, else "split"
    with each ABI's (its rows by ABI name); "row" per dispatch.Span, "none"
    for a table of no size. A filter: a large schema's header has ~10k
    tables, and a template macro call costs more than a table's text."""
    # The rows' text, kept on the table: the headers that share a dispatch
    # plan (se_api.h and the drop-in, for most structs) write its tables
    # alike, and a table's rows are most of its text.
    row, none = text["row"], text["none"]
    rows = table.texts.get((row, none))
    if rows is None:
        shared = table.shared
        rows = table.texts[row, none] = (
            format_each(shared, row, none) if shared is not None
            else {abi: format_each(r, row, none) for abi, r in table.rows.items()})
    if type(rows) is str:
        return text["shared"].format(name=name, rows=rows)
    return text["split"].format(name=name, **rows)


def constant_lines(constants, fmt, deprecated_fmt):
    """A struct's layout constants (constants.Constant, at least one) as
    the header defines them: `fmt` filled in per constant not deprecated,
    one a line, then the deprecated ones (`deprecated_fmt`) as one enum.
    A filter: every struct of a large schema's header has a dozen, and a
    template loop spends a lookup and an output piece on each."""
    lines = [fmt.format(c) for c in constants if not c.deprecated]
    deprecated = [deprecated_fmt.format(c) for c in constants if c.deprecated]
    if deprecated:
        lines += ["enum {", ",\n".join("  " + d for d in deprecated), "};"]
    return "\n".join(lines)


def fill(fmt, *args, **kwargs):
    """`fmt`, a str.format string, filled in: a template's most repeated
    lines kept whole in the template as format strings. (A filter, not
    `fmt.format(...)`: Jinja runs a method call through its context's call
    checks, which cost more than the formatting.)"""
    return fmt.format(*args, **kwargs)


@functools.lru_cache(maxsize=1 << 16)
def md_escape(text):
    """`text` on one line for a Markdown table cell, its pipes escaped.

    Remembered: the reference page escapes ~77k texts at 100x, three in four
    of them seen before (the same types, sizes, "yes", docs)."""
    return " ".join(str(text).split()).replace("|", "\\|")


class _Environment(jinja2.Environment):
    """Jinja, reading `x.name` on a plain dict straight from the dict.

    Views hand templates dicts as well as objects. For `x.name`, Jinja tries
    the attribute first, so on a dict it raises and catches an AttributeError
    every time (a quarter of the header's rendering on large schemas). A key
    that is not also the name of a dict method gives the same value either way.
    """

    _DICT_ATTRIBUTES = frozenset(dir(dict))

    def getattr(self, obj, attribute):
        if type(obj) is dict:
            if attribute not in self._DICT_ATTRIBUTES and attribute in obj:
                return obj[attribute]
        else:
            # Jinja's own first try, without a second method call per lookup
            # (templates make over a million lookups on large schemas).
            try:
                return getattr(obj, attribute)
            except AttributeError:
                pass
        return super().getattr(obj, attribute)


class _TemplateCache(jinja2.FileSystemBytecodeCache):
    """Compiled templates kept across runs, the way Python keeps __pycache__.

    Compiling the templates is about a third of a run on the real schema,
    and the tests run the generator hundreds of times. Jinja keys each entry
    by the template's name and a checksum of its source, so an edited
    template is compiled afresh; the output is the same either way. A cache
    that cannot be read or written only costs the time it was to save."""

    def load_bytecode(self, bucket):
        try:
            super().load_bytecode(bucket)
        except (OSError, EOFError, ValueError):
            bucket.reset()

    def dump_bytecode(self, bucket):
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def _template_cache():
    """Jinja's own per-user folder under the temp dir (it checks its owner
    and mode), or none when there is no such folder to be had."""
    try:
        return _TemplateCache()
    except (OSError, RuntimeError):
        return None


@functools.lru_cache(maxsize=None)
def environment():
    """One shared environment, so each template is compiled once per run."""
    env = _Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        bytecode_cache=_template_cache(),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters["c_comment"] = c_comment
    env.filters["md"] = md_escape
    env.filters["format_each"] = format_each
    env.filters["fill"] = fill
    env.filters["constant_lines"] = constant_lines
    env.filters["lookup_table"] = lookup_table
    env.globals["generator_version"] = GENERATOR_VERSION
    env.globals["end_name"] = constants.end_name
    env.globals["offset_name"] = constants.offset_name
    return env


def render(template, **context):
    return tidy(environment().get_template(template).render(**context))


# The characters other than " " and "\n" that str.rstrip strips from ASCII text.
_OTHER_ASCII_SPACE = "".join(c for c in map(chr, range(128)) if c.isspace() and c not in " \n")


def tidy(text):
    """Deterministic, tidy output: no trailing whitespace on any line,
    exactly one final newline (every line stripped first, so the text ends
    in the last one that is not blank, then a newline).

    A large schema's header is tens of megabytes, and splitting it into
    lines costs several times scanning it for what stripping would remove:
    ASCII text with no space before a newline or at its end and none of the
    other whitespace characters is already stripped, so only other text
    takes the line by line pass (same result either way)."""
    stripped = (text.isascii() and " \n" not in text and not text.endswith(" ")
                and not any(c in text for c in _OTHER_ASCII_SPACE))
    if not stripped:
        text = "\n".join(map(str.rstrip, text.split("\n")))
    if text.endswith("\n") and not text.endswith("\n\n"):
        return text  # (not copied: its final newline is already the one)
    return text.rstrip("\n") + "\n"
