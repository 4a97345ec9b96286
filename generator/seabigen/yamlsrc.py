"""YAML loading that remembers where every key and item came from.

PyYAML's safe loader silently keeps the last of two equal keys and forgets
line numbers. The schema needs both: a duplicated struct must be an error, and
every error must point at its line. So we compose the node graph ourselves and
build plain dicts and lists that also carry their lines.
"""
import functools
import operator

import yaml

from .errors import SchemaError, SchemaErrors


# libyaml's parser is ~10x faster and reports the same marks; fall back to
# the pure-Python one where PyYAML was built without it.
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_SAFE_LOADER):
    """The safe loader, remembering the tag of each distinct scalar.

    Resolving a scalar's tag (int? bool? null? string?) runs the resolver's
    regular expressions in Python for every scalar; the answer depends on
    the arguments alone, and a schema repeats the same few texts (versions,
    types, filled_by) thousands of times. The composer asks through
    `self.resolve`: an instance attribute that is a C-level cache in front
    of the resolver answers a repeated question without entering Python.
    """

    def __init__(self, stream):
        super().__init__(stream)
        self.resolve = functools.lru_cache(maxsize=None)(super().resolve)
        # The composer calls these two hooks around every node; without path
        # resolvers (the safe loader has none) they do nothing, so they are
        # C callables that do nothing instead of two Python calls per node.
        if not self.yaml_path_resolvers:
            self.descend_resolver = operator.is_
            self.ascend_resolver = tuple


_STR_TAG = "tag:yaml.org,2002:str"
_SCALAR = yaml.ScalarNode


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


def load(path, text=None):
    """Parses `path` (or `text`) into Map/Seq/scalars; raises SchemaErrors."""
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
    loader = None
    try:
        # The reader rejects non-printable characters already here.
        loader = _Loader(text)
        node = loader.get_single_node()
        if node is None:
            raise SchemaErrors([SchemaError(path, 1, "yaml-syntax", "the schema is empty")])
        errors = []
        value = _convert(loader, node, path, errors)
    except yaml.YAMLError as e:
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
        raise SchemaErrors([SchemaError(path, line, "yaml-syntax", problem)])
    finally:
        if loader is not None:
            loader.dispose()
    if errors:
        raise SchemaErrors(errors)
    return value


# A schema is a few thousand nodes; aliases (`*a`) could expand it without
# bound ("billion laughs") or into a cycle. Both are refused.
MAX_NODES = 200_000


class _Walk:
    def __init__(self):
        self.count = 0
        self.open = set()  # ids of the collections being converted (a cycle revisits one)


def _convert(loader, node, path, errors, walk=None):
    walk = walk or _Walk()
    walk.count += 1
    if walk.count > MAX_NODES:
        raise SchemaErrors([SchemaError(path, node.start_mark.line + 1, "yaml-syntax",
                                        f"more than {MAX_NODES} nodes (aliases expanding without bound?)")])
    if isinstance(node, yaml.ScalarNode):
        return _scalar(loader, node)
    line = node.start_mark.line + 1
    if id(node) in walk.open:
        raise SchemaErrors([SchemaError(path, line, "yaml-syntax", "an alias refers to a node that contains it")])
    walk.open.add(id(node))
    try:
        return _convert_collection(loader, node, path, errors, walk, line)
    finally:
        walk.open.discard(id(node))


def _scalar(loader, node):
    # Most scalars (and nearly all keys) are plain strings; build those
    # directly (the generic constructor costs more than the whole parse on
    # large schemas).
    if node.tag == _STR_TAG and isinstance(node, yaml.ScalarNode):
        return node.value
    return loader.construct_object(node, deep=True)


def _convert_collection(loader, node, path, errors, walk, line):
    if isinstance(node, yaml.MappingNode):
        out = Map()
        out.line = line
        out.key_lines = {}
        key_lines = out.key_lines
        for key_node, value_node in node.value:
            key = key_node.value if key_node.tag == _STR_TAG and type(key_node) is _SCALAR else _scalar(loader, key_node)
            key_line = key_node.start_mark.line + 1
            if not isinstance(key, str):
                errors.append(SchemaError(path, key_line, "bad-value", f"mapping key {key!r} is not a string"))
                continue
            if key in out:
                errors.append(SchemaError(path, key_line, "duplicate-key",
                                          f"key '{key}' appears twice in this mapping (first on line {key_lines[key]})"))
                continue
            if type(value_node) is _SCALAR and walk.count < MAX_NODES:
                # _convert's scalar case, without a call per value.
                walk.count += 1
                out[key] = value_node.value if value_node.tag == _STR_TAG else _scalar(loader, value_node)
            else:
                out[key] = _convert(loader, value_node, path, errors, walk)
            key_lines[key] = key_line
        return out
    if isinstance(node, yaml.SequenceNode):
        out = Seq()
        out.line = line
        out.item_lines = lines = []
        for item in node.value:
            if type(item) is _SCALAR and walk.count < MAX_NODES:
                walk.count += 1
                out.append(item.value if item.tag == _STR_TAG else _scalar(loader, item))
            else:
                out.append(_convert(loader, item, path, errors, walk))
            lines.append(item.start_mark.line + 1)
        return out
