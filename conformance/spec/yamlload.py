"""YAML loading that keeps where every value came from.

Only ``yaml.SafeLoader`` is used. Besides the data, the loader returns a map from the
path of each value (a tuple of keys and indices) to its ``file:line:column``, so that
schema and cross-reference errors can point at the line in the spec.

The reader is total (conformance.files): a regular UTF-8 file without NUL bytes, containers
nested at most ``MAX_DEPTH`` deep, and at most ``MAX_VALUES`` values built, so an alias that
refers to itself or a "billion laughs" of nested aliases is refused in one line rather than
exhausting the stack or the memory.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..errors import SpecError
from ..files import MAX_DEPTH, FileFormatError, read_text

MAX_VALUES = 100_000  # values built from one file: the largest spec builds about 600

Path_ = tuple  # a path into the data: keys and list indices


def _where(file: str, mark: yaml.Mark) -> str:
    return f"{file}:{mark.line + 1}:{mark.column + 1}"


def load_yaml(file: Path) -> tuple[Any, dict[Path_, str]]:
    """Parse ``file`` safely; return ``(data, locations)``."""
    name = str(file)
    try:
        text = read_text(file, "YAML file")
    except FileFormatError as exc:
        raise SpecError(str(exc)) from None
    loader = None
    try:
        loader = yaml.SafeLoader(text)  # its reader already refuses non-printable characters
        node = loader.get_single_node()
        locations: dict[Path_, str] = {}
        data = _Builder(loader, name, locations).build(node, ()) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = _where(name, mark) if mark else name
        raise SpecError(f"{where}: malformed YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise SpecError(f"{name}: malformed YAML: {' '.join(str(exc).split())}") from None
    except RecursionError:
        raise SpecError(f"{name}: YAML nested too deeply") from None
    finally:
        if loader is not None:
            loader.dispose()
    return data, locations


_PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


class _Builder:
    """Builds plain data from composed nodes, recording each value's location. Aliases make the
    node graph a DAG or a cycle: a cycle is refused, and so is a DAG that expands past
    ``MAX_VALUES`` values."""

    def __init__(self, loader: yaml.SafeLoader, name: str, locations: dict[Path_, str]):
        self.loader, self.name, self.locations = loader, name, locations
        self.built = 0
        self.open: set[int] = set()  # ids of the container nodes being built: a cycle's witness
        self.seen: set[int] = set()  # ids of the nodes built: one built twice was reached by an alias
        self.aliased = False

    def build(self, node: yaml.Node, path: Path_) -> Any:
        self.built += 1
        if id(node) in self.seen:
            self.aliased = True
        self.seen.add(id(node))
        if self.built > MAX_VALUES:
            why = "aliases expanding without bound?" if self.aliased else "no aliases: the file itself is that large"
            raise SpecError(f"{_where(self.name, node.start_mark)}: more than {MAX_VALUES:,} values ({why})")
        if len(path) > MAX_DEPTH:
            raise SpecError(f"{_where(self.name, node.start_mark)}: nested deeper than {MAX_DEPTH} levels")
        self.locations[path] = _where(self.name, node.start_mark)
        if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
            if node.tag not in _PLAIN_TAGS:  # e.g. !!python/object/apply: refused, never ignored
                raise SpecError(f"{_where(self.name, node.start_mark)}: malformed YAML: tag {node.tag!r} "
                                f"is not allowed (plain mappings, lists and scalars only)")
            if id(node) in self.open:
                raise SpecError(f"{_where(self.name, node.start_mark)}: an alias refers to a value that "
                                f"contains it (a cycle)")
            self.open.add(id(node))
            try:
                return self._mapping(node, path) if isinstance(node, yaml.MappingNode) else \
                    [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
            finally:
                self.open.discard(id(node))
        return self._scalar(node, path)

    def _scalar(self, node: yaml.Node, path: Path_) -> Any:
        try:
            return self.loader.construct_object(node, deep=True)
        except ValueError as exc:  # e.g. an integer past Python's 4300-digit limit
            raise SpecError(f"{_where(self.name, node.start_mark)}: {format_path(path)}: not a value this "
                            f"reader takes: {' '.join(str(exc).split())[:120]}") from None

    def _mapping(self, node: yaml.MappingNode, path: Path_) -> dict[Any, Any]:
        self.loader.flatten_mapping(node)  # resolves YAML merge keys (<<)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise SpecError(f"{_where(self.name, key_node.start_mark)}: mapping keys must be scalars")
            key = self._scalar(key_node, path)
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise SpecError(f"{_where(self.name, key_node.start_mark)}: mapping keys must be scalars")
            if key in result:
                raise SpecError(f"{_where(self.name, key_node.start_mark)}: duplicate key {key!r}")
            result[key] = self.build(value_node, path + (key,))
        return result


def locate(locations: dict[Path_, str], path: Path_, fallback: str) -> str:
    """The location of ``path``, or of its nearest ancestor that has one."""
    path = tuple(path)
    while path:
        if path in locations:
            return locations[path]
        path = path[:-1]
    return locations.get((), fallback)


def format_path(path: Path_) -> str:
    """``('tensor_support', 0, 'feature_level')`` -> ``tensor_support[0].feature_level``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(top level)"
