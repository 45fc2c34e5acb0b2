"""What a desc and its data may hold, by JSON type, before any rule reads them.

A case file (and a spec's example) is JSON that anyone may write. Before the validator judges a
desc, every field it has must be of the JSON type its C type can hold: an integer of the field's
range for ``UINT``/``UINT64``/enum members, a list of such for arrays, an object for a tensor desc,
``true``/``false`` for ``BOOL``. A value of the wrong type is not an invalid desc (no C struct holds
it) but a broken file: ``check_desc_types`` refuses it in one line naming the field's path
(``desc.InputTensor.Sizes[2]: must be a non-negative integer, not "3"``). Values of the right type
but wrong for the desc (a zero size, an axis out of range, an unknown enum name) are left to the
validator, which cites the rule they break.

``to_array`` turns tensor data, JSON values or an array read from ``.npy``, into a numpy array of
the tensor's data type, checking every value the same way whatever its source: the count (or the
shape), integrality and range for integer types, overflow for floats.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Sequence

import numpy as np

from ..errors import DataError
from .model import DataType, OperatorSpec

NON_FINITE = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}

# A NaN other than numpy's quiet NaN of its type (another payload, the sign bit, a signalling
# NaN) is written with its bit pattern, "nan:0x7d01" (FLOAT16), so a tensor's bits survive JSON
# and case files: data-movement operators are judged bit for bit (``comparison: bits``)
NAN_PATTERN = re.compile(r"nan:0x([0-9a-f]+)")


def nan_bits(value: str, dtype: np.dtype, where: str) -> int | None:
    """The bit pattern a "nan:0x..." string names for a float ``dtype`` (None: not that spelling);
    DataError unless it has the type's width and is a NaN of that type."""
    m = NAN_PATTERN.fullmatch(value.lower())
    if m is None:
        return None
    digits = m.group(1)
    if dtype.kind != "f" or len(digits) != 2 * dtype.itemsize:
        raise DataError(f"{where}: {brief(value)} is not a {2 * dtype.itemsize}-digit NaN pattern of {dtype}")
    bits = int(digits, 16)
    if not np.isnan(np.array([bits], dtype=f"u{dtype.itemsize}").view(dtype)[0]):
        raise DataError(f"{where}: {brief(value)} is not a NaN of {dtype}")
    return bits


def json_float(value: Any) -> float:
    """A float element as JSON holds it (a number, "nan", "nan:0x...", "inf", "-inf") as a Python
    float: the value alone (a NaN's payload is not kept)."""
    return math.nan if is_nan_spelling(value) else float(NON_FINITE.get(value, value))


def is_nan_spelling(value: Any) -> bool:
    """A string that names a NaN: "nan", or a bit pattern "nan:0x..." (its width checked on use)."""
    return isinstance(value, str) and (value.lower() == "nan" or NAN_PATTERN.fullmatch(value.lower()) is not None)

UINT32_MAX = 2**32 - 1  # UINT: sizes, strides, counts, array members
UINT64_MAX = 2**64 - 1  # UINT64: TotalTensorSizeInBytes
INT32 = (-2**31, 2**31 - 1)  # a C enum

# DML_BUFFER_TENSOR_DESC members (the case-file form) -> the JSON type each holds
TENSOR_MEMBERS = {"DataType": "enum", "Flags": "flags", "DimensionCount": "uint", "Sizes": "uint_array",
                  "Strides": "uint_array", "TotalTensorSizeInBytes": "uint64", "GuaranteedBaseOffsetAlignment": "uint"}


def show(value: Any, limit: int = 60) -> str:
    """A value as JSON, short: what a one-line message quotes."""
    if isinstance(value, (list, tuple)) and len(value) > 8:
        return f"a list of {len(value)} values"
    if isinstance(value, dict) and len(value) > 4:
        return f"an object of {len(value)} keys"
    try:
        text = json.dumps(value, allow_nan=True, default=lambda v: type(v).__name__)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit] + "..."


def key_name(key: Any) -> str:
    """A key from a file, fit for a one-line message: as it is when printable, else as JSON."""
    return key if isinstance(key, str) and key.isprintable() and key and len(key) <= 80 else show(key)


def brief(value: Any, limit: int = 60) -> str:
    """``repr`` of a data value, cut short (data messages quote values as Python does)."""
    text = repr(value) if not isinstance(value, (list, dict)) else show(value, limit)
    return text if len(text) <= limit else text[:limit] + "..."


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


# --------------------------------------------------------------------------- desc types

def check_desc_types(op: OperatorSpec, desc: Any, where: str, path: str = "desc") -> None:
    """Refuse a desc whose fields are not of the JSON types their C types hold (DataError:
    ``where: path.field: ...``). Unknown fields and missing ones are the validator's to report."""
    if not isinstance(desc, dict):
        raise DataError(f"{where}: {path}: must be an object of struct fields, not {show(desc)}")
    for f in op.array_fields:  # before any member is read: its count is the C array's length
        check_tensor_array(desc, f.name, f.size, where, path)
    for f in op.fields.values():  # an array of operator descs (RNN's ActivationDescs) likewise
        if f.kind == "operator_desc_array":
            check_tensor_array(desc, f.name, f.size, where, path, "operator descs")
    for name, value in desc.items():
        f = op.fields.get(name)
        if f is None or value is None:  # not a field (known-fields), or absent (required / optional)
            continue
        at = f"{path}.{name}"
        if f.kind == "tensor":
            check_tensor_types(value, where, at)
        elif f.kind == "tensor_array":
            for i, member in enumerate(value):
                check_tensor_types(member, where, f"{at}[{i}]")
        elif f.kind == "operator_desc_array":
            for i, member in enumerate(value):
                check_member("operator_desc", member, where, f"{at}[{i}]")
        else:
            check_member(f.kind, value, where, at)


def check_tensor_array(desc: dict, name: str, count_field: str, where: str, path: str = "desc",
                       what: str = "tensor descs") -> None:
    """An array of tensor descs is a list exactly as long as its count field: in C the count is
    the array's only length, so a file where they differ describes no struct (DataError, one
    line). Only the two numbers are compared: nothing is sized by the count."""
    value, count = desc.get(name), desc.get(count_field)
    if value is None:
        return  # absent: the validator's known-fields reports it
    if not isinstance(value, list):
        raise DataError(f"{where}: {path}.{name}: must be a list of {what}, not {show(value)}")
    if not is_int(count) or not 0 <= count <= UINT32_MAX:
        raise DataError(f"{where}: {path}.{count_field}: must be a non-negative integer (the length of "
                        f"{name}), not {show(count)}")
    if count != len(value):
        raise DataError(f"{where}: {path}.{name}: {len(value)} {what}, but {count_field} is {count} "
                        f"(in C {count_field} is the array's length)")


def check_tensor_types(value: Any, where: str, path: str) -> None:
    if not isinstance(value, dict):
        raise DataError(f"{where}: {path}: a tensor desc must be an object, not {show(value)}")
    for member, kind in TENSOR_MEMBERS.items():
        if member in value and value[member] is not None:
            check_member(kind, value[member], where, f"{path}.{member}")


def check_member(kind: str, value: Any, where: str, path: str) -> None:
    """One member of kind ``count``/``uint`` (UINT), ``uint64``, ``uint_array`` (UINT[]), ``int_array`` (INT[]), ``enum``
    (a name or an int32), ``flags`` (a name or a UINT), ``bool``."""
    def fail(what: str, v: Any = value, p: str = path) -> DataError:
        return DataError(f"{where}: {p}: must be {what}, not {show(v)}")

    if kind in ("count", "uint", "uint64"):
        top = UINT64_MAX if kind == "uint64" else UINT32_MAX
        if not is_int(value) or not 0 <= value <= top:
            raise fail(f"a non-negative integer (at most {top})" if is_int(value) and value > top
                       else "a non-negative integer")
    elif kind == "float_array":
        if not isinstance(value, list):
            raise fail("a list of numbers (FLOATs)")
        for i, v in enumerate(value):
            check_member("float", v, where, f"{path}[{i}]")
    elif kind == "int":
        if not is_int(value) or not INT32[0] <= value <= INT32[1]:
            raise fail(f"an integer from {INT32[0]} to {INT32[1]} (an INT)")
    elif kind == "uint_array":
        if not isinstance(value, list):
            raise fail("a list of non-negative integers")
        for i, v in enumerate(value):
            if not is_int(v) or not 0 <= v <= UINT32_MAX:
                raise fail(f"a non-negative integer (at most {UINT32_MAX})" if is_int(v) and v > UINT32_MAX
                           else "a non-negative integer", v, f"{path}[{i}]")
    elif kind == "int_array":
        if not isinstance(value, list):
            raise fail("a list of integers")
        for i, v in enumerate(value):
            if not is_int(v) or not INT32[0] <= v <= INT32[1]:
                raise fail(f"an integer in [{INT32[0]}, {INT32[1]}] (an INT)", v, f"{path}[{i}]")
    elif kind == "enum":
        if not isinstance(value, str) and not (is_int(value) and INT32[0] <= value <= INT32[1]):
            raise fail("an enum name (a string) or its value (a 32-bit integer)")
    elif kind == "flags":
        if not isinstance(value, str) and not (is_int(value) and 0 <= value <= UINT32_MAX):
            raise fail("a flag name (a string) or a combination of flag values (a non-negative integer)")
    elif kind == "bool":
        if not isinstance(value, bool) and value not in (0, 1):
            raise fail("true or false")
    elif kind in ("float", "scalar_union"):
        if not is_number(value) or (kind == "float" and as_float32(value) is None):
            raise fail("a number (or \"nan\", \"inf\", \"-inf\")" + (" that FLOAT holds" if kind == "float" else ""))
    elif kind == "scale_bias":
        if not isinstance(value, dict) or set(value) != {"Scale", "Bias"}:
            raise fail("null or an object of Scale and Bias (DML_SCALE_BIAS)")
        for member in ("Scale", "Bias"):
            check_member("float", value[member], where, f"{path}.{member}")
    elif kind == "size_2d":
        if not isinstance(value, dict) or set(value) != {"Width", "Height"}:
            raise fail("an object of Width and Height (DML_SIZE_2D)")
        for member in ("Width", "Height"):
            check_member("uint", value[member], where, f"{path}.{member}")
    elif kind == "operator_desc":
        if not isinstance(value, dict) or not isinstance(value.get("Type"), str):
            raise fail("null or an object with Type (a DML_OPERATOR_TYPE name) and that operator's fields")
        for member, v in value.items():
            if member != "Type" and v is not None and not (is_number(v) or isinstance(v, (str, bool))):
                raise fail("a number, a name or true/false", v, f"{path}.{member}")


def is_number(value: Any) -> bool:
    """A JSON number (not a bool), or one of the strings that stand for non-finite floats."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)) or value in NON_FINITE


def as_float32(value: Any) -> np.float32 | None:
    """A FLOAT field's value as C holds it (round to nearest), or None when it overflows FLOAT."""
    v = NON_FINITE.get(value, value) if isinstance(value, str) else value
    with np.errstate(over="ignore"):
        f = np.float32(v)
    return None if np.isinf(f) and np.isfinite(v) else f


# --------------------------------------------------------------------------- data

def to_array(values: Any, data_type: DataType, sizes: Sequence[int], where: str) -> np.ndarray:
    """Logical row-major values -> a numpy array of ``sizes`` and the tensor's type; every value
    checked. ``values`` is a list of JSON values (non-finite floats as "nan", "inf", "-inf") or
    an array read from ``.npy``: its shape is ``Sizes`` or flat (the element count); a dtype that
    holds the data type exactly is taken as it is, any other numeric one is converted only if
    every value survives: integral and in range for an integer type, no overflow for a float."""
    dtype = data_type.numpy
    if dtype is None:
        raise DataError(f"{where}: data type {data_type.name} has no numpy representation")
    count = math.prod(sizes)
    if isinstance(values, np.ndarray):
        return _from_array(values, data_type, tuple(sizes), count, where)
    if not isinstance(values, (list, tuple)):
        raise DataError(f"{where}: tensor data must be a list of numbers, not {show(values)}")
    flat = values
    if len(flat) != count:
        raise DataError(f"{where}: {len(flat)} values given, Sizes {list(sizes)} need {count}")
    if data_type.is_float:
        converted, patterns = [], {}
        for i, v in enumerate(flat):
            if isinstance(v, str):
                bits = nan_bits(v, dtype, f"{where}[{i}]")
                if bits is not None:
                    patterns[i] = bits
                    converted.append(np.nan)
                    continue
                if v.lower() not in NON_FINITE:
                    raise DataError(f"{where}[{i}]: {brief(v)} is not a number (use 'nan', 'nan:0x<bits>', "
                                    "'inf' or '-inf')")
                converted.append(NON_FINITE[v.lower()])
            elif is_int(v) or isinstance(v, float):
                converted.append(v)
            else:
                raise DataError(f"{where}[{i}]: {brief(v)} is not a number")
        try:
            wide = np.array(converted, dtype=np.float64)
        except OverflowError:  # an integer beyond any double
            i = next(i for i, v in enumerate(converted) if is_int(v) and abs(v) > 1e308)
            raise DataError(f"{where}[{i}]: {flat[i]} overflows {data_type.name}") from None
        with np.errstate(over="ignore"):
            arr = wide.astype(dtype)
        bad = np.isinf(arr) & np.isfinite(wide)  # a finite value the type cannot hold
        if bad.any():
            i = int(np.argmax(bad))
            raise DataError(f"{where}[{i}]: {brief(flat[i])} overflows {data_type.name}")
        if patterns:
            arr.view(f"u{dtype.itemsize}")[list(patterns)] = list(patterns.values())
        return arr.reshape(tuple(sizes))
    lo, hi = (int(b) for b in data_type.bounds())
    out = []
    for i, v in enumerate(flat):
        if isinstance(v, float) and v.is_integer():
            v = int(v)
        if not is_int(v):
            raise DataError(f"{where}[{i}]: {brief(v)} is not an integer ({data_type.name})")
        if not lo <= v <= hi:
            raise DataError(f"{where}[{i}]: {v} is out of range for {data_type.name} [{lo}, {hi}]")
        out.append(v)
    return np.array(out, dtype=dtype).reshape(tuple(sizes))


def array_dtype_problem(dtype: np.dtype) -> str | None:
    """Why an array of ``dtype`` cannot hold tensor data (None: it can: integers or floats)."""
    if dtype.hasobject or dtype.fields is not None or dtype.subdtype is not None:
        return f"dtype {dtype} is not a plain numeric type"
    if dtype.kind not in "iuf":
        return f"dtype {dtype} holds no numbers a tensor takes (integers or floats only)"
    return None


def array_shape_problem(shape: tuple, sizes: tuple[int, ...], count: int) -> str | None:
    """Why data of ``shape`` does not fit ``sizes`` (None: it is Sizes, or flat with their count)."""
    if tuple(shape) == tuple(sizes) or tuple(shape) == (count,):
        return None
    return f"shape {list(shape)} is neither Sizes {list(sizes)} nor flat ({count} elements)"


def _from_array(a: np.ndarray, data_type: DataType, sizes: tuple[int, ...], count: int, where: str) -> np.ndarray:
    target = data_type.numpy
    problem = array_dtype_problem(a.dtype) or array_shape_problem(a.shape, sizes, count)
    if problem:
        raise DataError(f"{where}: {problem}")
    flat = a.reshape(-1)
    if a.dtype.kind == target.kind and a.dtype.itemsize == target.itemsize:  # the type itself (any byte order)
        return flat.astype(target, copy=False).reshape(sizes)
    if count == 0:
        return flat.astype(target).reshape(sizes)
    if target.kind == "f":
        with np.errstate(over="ignore", invalid="ignore"):
            out = flat.astype(target)
            bad = np.isinf(out) & ~np.isinf(flat) if a.dtype.kind == "f" else np.isinf(out)
        if bad.any():
            i = int(np.argmax(bad))
            raise DataError(f"{where}[{i}]: {flat[i].item()} overflows {data_type.name}")
        return out.reshape(sizes)
    lo, hi = (int(b) for b in data_type.bounds())
    if a.dtype.kind == "f":
        with np.errstate(invalid="ignore"):
            finite = np.isfinite(flat)
            if not finite.all():
                i = int(np.argmax(~finite))
                raise DataError(f"{where}[{i}]: {flat[i].item()} is not an integer ({data_type.name})")
            whole = flat == np.floor(flat)
            if not whole.all():
                i = int(np.argmax(~whole))
                raise DataError(f"{where}[{i}]: {flat[i].item()} is not an integer ({data_type.name})")
            bad = (flat < float(lo)) | (flat >= float(hi + 1))  # both powers of two: exact in any float
    else:
        info = np.iinfo(a.dtype)
        low, high = max(lo, int(info.min)), min(hi, int(info.max))  # bounds the source type can compare to
        bad = (flat < low) | (flat > high) if (low > info.min or high < info.max) else np.zeros(flat.shape, bool)
    if bad.any():
        i = int(np.argmax(bad))
        raise DataError(f"{where}[{i}]: {flat[i].item()} is out of range for {data_type.name} [{lo}, {hi}]")
    return flat.astype(target).reshape(sizes)
