"""YAML loading that remembers where every key and item came from.

PyYAML's safe loader silently keeps the last of two equal keys and forgets
line numbers. The schema needs both: a duplicated struct must be an error, and
every error must point at its line. So we build plain dicts and lists that
also carry their lines ourselves, straight from the parser's events: PyYAML's
composer would first build a node object (and resolve a tag) for every one of
a large schema's hundreds of thousands of scalars, only for us to walk and
drop them.
"""
import copy
import functools

import yaml
from yaml.events import (AliasEvent, MappingEndEvent, MappingStartEvent, ScalarEvent, SequenceEndEvent,
                         StreamEndEvent)

from .errors import SchemaError, SchemaErrors


def _remembering(base):
    """`base` (a safe loader class), remembering the tag of each distinct scalar.

    Resolving a scalar's tag (int? bool? null? string?) runs the resolver's
    regular expressions in Python for every scalar; the answer depends on
    the arguments alone, and a schema repeats the same few texts (versions,
    types, filled_by) thousands of times: `self.resolve` is a C-level
    cache in front of the resolver, answering a repeated question without
    entering Python.
    """

    class Loader(base):
        def __init__(self, stream):
            super().__init__(stream)
            self.resolve = functools.lru_cache(maxsize=None)(super().resolve)
    return Loader


# libyaml's parser (yaml.CSafeLoader) is ~10x faster and reports the same
# marks; PyYAML built without libyaml has only the pure-Python one. Both read
# a schema alike, values, lines and errors (tests/generator: test_units.py).
PARSERS = {"libyaml": _remembering(yaml.CSafeLoader) if getattr(yaml, "__with_libyaml__", False) else None,
           "python": _remembering(yaml.SafeLoader)}
_Loader = PARSERS["libyaml"] or PARSERS["python"]


_STR_TAG = "tag:yaml.org,2002:str"


class Map(dict):
    """A YAML mapping; `line` is where it starts, `key_lines[k]` where key k is."""

    line = 0
    key_lines = None

    def line_of(self, key):
        return (self.key_lines or {}).get(key, self.line)


class Seq(list):
    """A YAML sequence; `item_lines[i]` is where item i starts."""

    line = 0
    item_lines = None

    def line_of(self, index):
        return (self.item_lines or [])[index] if index < len(self.item_lines or []) else self.line


def load(path, text=None, parser=None):
    """Parses `path` (or `text`) into Map/Seq/scalars; raises SchemaErrors.
    `parser`: a PARSERS key (libyaml's when PyYAML has it, else Python's)."""
    if text is None:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise SchemaErrors([SchemaError(path, 0, "schema-unreadable", str(e))])
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            line = data[:e.start].count(b"\n") + 1
            raise SchemaErrors([SchemaError(path, line, "yaml-syntax",
                                            f"the schema is not UTF-8 (byte 0x{data[e.start]:02x})")])
    loader, kind = None, _Loader if parser is None else PARSERS[parser]
    reword = False
    try:
        # The reader rejects non-printable characters already here.
        loader = kind(text)
        errors = []
        value = _Builder(loader, path, errors).document()
    except yaml.YAMLError as e:
        # libyaml words its syntax errors its own way ("did not find
        # expected ','"); the pure-Python parser finds the same ones on the
        # same lines and words them as a machine without libyaml reports
        # them. Its words are the ones given, so a schema's errors read the
        # same everywhere (a schema with a syntax error is small work to
        # read twice).
        reword = kind is not PARSERS["python"]
        if not reword:
            raise SchemaErrors([_syntax_error(path, text, e)])
    finally:
        if loader is not None:
            loader.dispose()
    if reword:
        return load(path, text, parser="python")
    if errors:
        raise SchemaErrors(errors)
    return value


def _syntax_error(path, text, e):
    """The SchemaError for a YAMLError of the parser: its problem on its line."""
    mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
    if mark is not None:
        line = mark.line + 1
    elif isinstance(getattr(e, "position", None), int):
        # ReaderError (a non-printable character) carries only an offset.
        line = text[:e.position].count("\n") + 1
    else:
        line = 1
    problem = getattr(e, "problem", None) or str(e)
    if isinstance(e, yaml.reader.ReaderError):
        problem = f"unacceptable character #x{e.character:04x}: {e.reason}"
    return SchemaError(path, line, "yaml-syntax", problem)


# A schema is a few thousand nodes; aliases (`*a`) could expand it without
# bound ("billion laughs") or into a cycle. Both are refused.
MAX_NODES = 200_000

_OPEN = object()  # an anchor whose collection is still being built
_UNREAD = object()  # an untagged scalar not read yet (its value may be None)


class _Builder:
    """One document's Map/Seq/scalar tree, built from the parser's events as
    PyYAML's composer and safe constructor would read them: the same tags,
    the same values, an alias read as a copy of what its anchor names; plus
    each collection's line, each key's and each item's.

    The composer reads the whole document before anything is constructed, so
    a syntax error anywhere is the one reported, ahead of a value that cannot
    be read or an alias that cannot be expanded earlier on: those are kept
    (the first of them) and raised once the document has parsed."""

    def __init__(self, loader, path, errors):
        self.loader, self.path, self.errors = loader, path, errors
        self.get = loader.get_event
        self.count = 0  # values built, an alias counting every value it copies
        self.anchors = {}  # anchor -> (value or _OPEN, values it counts, start mark)
        self.constructed = {}  # (tag, text) -> a scalar that is not a string (immutable: shared)
        self.failed = None  # the first SchemaError found, raised once the document has parsed
        self.untagged = {}  # (text, implicit) -> the value of an untagged scalar (scalar)

    def document(self):
        loader = self.loader
        self.get()  # stream start
        if loader.check_event(StreamEndEvent):
            raise SchemaErrors([SchemaError(self.path, 1, "yaml-syntax", "the schema is empty")])
        self.get()  # document start
        first = self.get()
        value = self.node(first)
        self.get()  # document end
        if not loader.check_event(StreamEndEvent):
            raise yaml.composer.ComposerError("expected a single document in the stream", first.start_mark,
                                              "but found another document", self.get().start_mark)
        if self.failed is not None:
            raise SchemaErrors([self.failed])
        return value

    def fail(self, mark, message):
        """Keeps the first problem; the rest of the document is parsed, not built."""
        if self.failed is None:
            self.failed = SchemaError(self.path, mark.line + 1, "yaml-syntax", message)

    def counted(self, n, mark):
        self.count += n
        if self.count > MAX_NODES:
            self.fail(mark, f"more than {MAX_NODES} nodes (aliases expanding without bound?)")

    def node(self, event):
        """The value whose first event is `event`, its other events consumed."""
        kind = type(event)
        if kind is AliasEvent:
            return self.alias(event)[0]
        anchor = event.anchor
        if anchor is not None:
            if anchor in self.anchors:
                raise yaml.composer.ComposerError("found duplicate anchor; first occurrence",
                                                  self.anchors[anchor][2], "second occurrence", event.start_mark)
            self.anchors[anchor] = (_OPEN, 0, event.start_mark)
        before = self.count
        self.counted(1, event.start_mark)
        if kind is ScalarEvent:
            value = self.scalar(event)
        elif kind is MappingStartEvent:
            value = self.mapping(event.start_mark.line + 1)
        else:
            value = self.sequence(event.start_mark.line + 1)
        if anchor is not None:
            self.anchors[anchor] = (value, self.count - before, event.start_mark)
        return value

    def alias(self, event):
        """(a copy of the value the alias names, the mark where that value starts)."""
        found = self.anchors.get(event.anchor)
        if found is None:
            raise yaml.composer.ComposerError(None, None, "found undefined alias", event.start_mark)
        value, n, mark = found
        if value is _OPEN:
            self.fail(mark, "an alias refers to a node that contains it")
        else:
            self.counted(n, event.start_mark)
        if self.failed is not None:
            return None, mark  # nothing more is built: a bomb stops expanding here
        return (copy.deepcopy(value) if isinstance(value, (Map, Seq)) else value), mark

    def scalar(self, event):
        tag, text = event.tag, event.value
        if tag is None:
            # An untagged scalar's value depends on its text and style alone,
            # and a schema repeats the same few texts (versions, types,
            # filled_by, true) thousands of times: each is read once.
            key = (text, event.implicit)
            found = self.untagged.get(key, _UNREAD)
            if found is _UNREAD:
                found = self._resolved(event, tag, text)
                if self.failed is None:
                    self.untagged[key] = found
            return found
        return self._resolved(event, tag, text)

    def _resolved(self, event, tag, text):
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, text, event.implicit)
        if tag == _STR_TAG:
            return text
        key = (tag, text)
        if key not in self.constructed:
            node = yaml.ScalarNode(tag, text, event.start_mark, event.end_mark, event.style)
            try:
                self.constructed[key] = self.loader.construct_object(node, deep=True)
            except (ValueError, TypeError, OverflowError):
                # An explicit tag the text does not fit (`!!int fields`): PyYAML's
                # constructors raise Python's own errors there, not a YAMLError.
                self.fail(event.start_mark, f"'{text}' cannot be read as {tag}")
                return None
            except yaml.YAMLError as e:
                # No constructor for the tag (`<<: ...`, a merge key; `!thing`).
                self.fail(getattr(e, "problem_mark", None) or event.start_mark, getattr(e, "problem", None) or str(e))
                return None
        return self.constructed[key]

    def mapping(self, line):
        out = Map()
        out.line = line
        out.key_lines = key_lines = {}
        get, path, errors, untagged = self.get, self.path, self.errors, self.untagged
        while True:
            event = get()
            if type(event) is MappingEndEvent:
                return out
            # A key's value: a plain scalar (nearly every key) is not counted.
            # An untagged scalar read before is taken from `untagged` in
            # place (scalar()'s first step, without a call per scalar).
            if type(event) is ScalarEvent and event.anchor is None:
                key = _UNREAD if event.tag is not None else untagged.get((event.value, event.implicit), _UNREAD)
                if key is _UNREAD:
                    key = self.scalar(event)
            else:
                key = self.node(event)
            key_line = event.start_mark.line + 1
            value_event = get()
            if type(value_event) is ScalarEvent and value_event.anchor is None:
                self.count += 1  # counted(1, ...), its check only when over
                if self.count > MAX_NODES:
                    self.counted(0, value_event.start_mark)
                value = _UNREAD if value_event.tag is not None else \
                    untagged.get((value_event.value, value_event.implicit), _UNREAD)
                if value is _UNREAD:
                    value = self.scalar(value_event)
            else:
                value = self.node(value_event)
            if not isinstance(key, str):
                errors.append(SchemaError(path, key_line, "bad-value", f"mapping key {key!r} is not a string"))
            elif key in out:
                errors.append(SchemaError(path, key_line, "duplicate-key",
                                          f"key '{key}' appears twice in this mapping (first on line {key_lines[key]})"))
            else:
                out[key] = value
                key_lines[key] = key_line

    def sequence(self, line):
        out = Seq()
        out.line = line
        out.item_lines = lines = []
        get, untagged = self.get, self.untagged
        while True:
            event = get()
            kind = type(event)
            if kind is SequenceEndEvent:
                return out
            if kind is ScalarEvent and event.anchor is None:
                self.count += 1  # as in mapping()
                if self.count > MAX_NODES:
                    self.counted(0, event.start_mark)
                value = _UNREAD if event.tag is not None else untagged.get((event.value, event.implicit), _UNREAD)
                out.append(self.scalar(event) if value is _UNREAD else value)
                lines.append(event.start_mark.line + 1)
            elif kind is AliasEvent:
                # An alias item is where its anchor's value starts (the composer's node).
                value, mark = self.alias(event)
                out.append(value)
                lines.append(mark.line + 1)
            else:
                out.append(self.node(event))
                lines.append(event.start_mark.line + 1)
