"""YAML loading that keeps where every value came from.

Only ``yaml.SafeLoader`` is used. Besides the data, the loader returns a map from the
path of each value (a tuple of keys and indices) to its ``file:line:column``, so that
schema and cross-reference errors can point at the line in the spec.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..errors import SpecError

Path_ = tuple  # a path into the data: keys and list indices


def _where(file: str, mark: yaml.Mark) -> str:
    return f"{file}:{mark.line + 1}:{mark.column + 1}"


def load_yaml(file: Path) -> tuple[Any, dict[Path_, str]]:
    """Parse ``file`` safely; return ``(data, locations)``."""
    name = str(file)
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecError(f"{name}: cannot read: {exc.strerror or exc}") from None
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        locations: dict[Path_, str] = {}
        data = _build(loader, node, (), name, locations) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = _where(name, mark) if mark else name
        raise SpecError(f"{where}: malformed YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise SpecError(f"{name}: malformed YAML: {exc}") from None
    finally:
        loader.dispose()
    return data, locations


def _build(loader: yaml.SafeLoader, node: yaml.Node, path: Path_, name: str,
           locations: dict[Path_, str]) -> Any:
    locations[path] = _where(name, node.start_mark)
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)  # resolves YAML merge keys (<<)
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, (str, int, float, bool)) and key is not None:
                raise SpecError(f"{_where(name, key_node.start_mark)}: mapping keys must be scalars")
            if key in result:
                raise SpecError(f"{_where(name, key_node.start_mark)}: duplicate key {key!r}")
            result[key] = _build(loader, value_node, path + (key,), name, locations)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_build(loader, item, path + (i,), name, locations) for i, item in enumerate(node.value)]
    return loader.construct_object(node, deep=True)


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
