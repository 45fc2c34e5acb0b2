"""The words of an equivalence that shape the other side's runs (``fields_computed``, ``reshape``,
``resize``), checked where the spec is loaded (conformance/spec/load.py): each names what exists,
or one line says where and why not."""

from __future__ import annotations

import re

from . import tolerance
from .model import OperatorSpec
from .yamlload import format_path, locate

_SIZE_CONDITION = re.compile(r"^(?P<tensor>[A-Za-z]\w*)\.Sizes\[(?P<at>-?\d+)\]$")


def check_made_words(spec: OperatorSpec, part: dict, other: OperatorSpec, tensors: set, most: int, path: tuple,
                      fail, locations: dict) -> None:
    """``fields_computed``, ``reshape`` and ``resize`` of an equivalence or one of its runs (``other``
    the operator it runs): each target one of other's fields of the right kind, each tensor this side's."""
    for target, text in part.get("fields_computed", {}).items():
        kinds = ("uint", "count") if isinstance(text, str) else ("uint_array",)
        if target not in other.fields or other.fields[target].kind not in kinds:
            raise fail(("fields_computed", target), f"{target!r} is not a {' or '.join(kinds)} field of {other.operator}")
        for one in [text] if isinstance(text, str) else text:
            tolerance.Formula(one, f"{locate(locations, path + ('fields_computed', target), spec.file)}: "
                                   f"{format_path(path + ('fields_computed', target))}", tolerance.computed_names(spec))
    resizes = [(("resize",), part.get("resize", {}))]
    for target, how in part.get("reshape", {}).items():
        if target not in other.fields or other.fields[target].kind != "tensor":
            raise fail(("reshape", target), f"{target!r} is not a tensor field of {other.operator}")
        if "like" in how:
            resizes.append((("reshape", target, "resize"), how.get("resize", {})))
            if how["like"] not in tensors:
                raise fail(("reshape", target, "like"), f"{how['like']!r} is not a tensor of {spec.operator}")
        elif any(not -most <= d < most for d in how["move"]):
            raise fail(("reshape", target, "move"), f"{how['move']}: a dimension is from {-most} to {most - 1}")
    if part.get("resize") and part.get("sizes_of") not in tensors:
        raise fail(("resize",), f"needs sizes_of, a tensor of {spec.operator}")
    for key, resize in resizes:
        for at, source in resize.items():
            found = _SIZE_CONDITION.match(str(source))
            if not (found and found["tensor"] in tensors and -most <= int(at) < most
                    and -most <= int(found["at"]) < most):
                raise fail(key + (at,), f"{source!r} is not Tensor.Sizes[N] of one of {spec.operator}'s tensors, "
                                        f"or {at} is not a dimension ({-most} to {most - 1})")
