"""Sub-byte tensors (UINT4, INT4): two elements to a byte, the one module that knows it.

A case holds a 4-bit tensor's logical elements one to a numpy byte (uint8 for UINT4, int8 for
INT4: ``DataType.numpy``); in a buffer an element's address is counted in nibbles (Strides are
in elements, as for every type), and element ``k`` of the address space lies in byte ``k // 2``,
in the byte's **low** nibble when ``k`` is even and its high nibble when ``k`` is odd
(``LOW_NIBBLE_FIRST``; DirectML 1.15.4's answer: docs/notes-quant4.md, the case file
tests/directml/quant4-nibble-order.json). An INT4 nibble is two's complement: 0x8..0xF read
as -8..-1 (sign extension). A case file may also give a 4-bit tensor's data as its packed bytes
in hex, ``{"packed": "21f3..."}``: exactly ``ceil(count / 2)`` bytes, element 0 first, an odd
count's last high nibble 0; the length is checked before anything is decoded.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import DataError
from ..spec import DataType, TensorDesc, minimum_size_in_bytes

__all__ = ["LOW_NIBBLE_FIRST", "nibble_addresses", "to_nibbles", "from_nibbles", "write", "pack_nibbles", "unpack_nibbles",
           "poisoned_buffer", "pack", "unpack", "from_packed_hex", "to_packed_hex", "is_packed_ref"]

# Element 0 in bits 0..3 of byte 0 (ONNX's INT4/UINT4 rule too: onnx.helper.pack_int4 puts the first
# element in the low nibble); DirectML's own order is observed in docs/notes-quant4.md.
LOW_NIBBLE_FIRST = True


def nibble_addresses(desc: TensorDesc) -> np.ndarray:
    """The nibble address of each logical element, row-major, through the desc's strides."""
    index = np.zeros(desc.sizes, dtype=np.int64)
    for axis, stride in enumerate(desc.layout_strides):
        shape = [1] * len(desc.sizes)
        shape[axis] = desc.sizes[axis]
        index = index + np.arange(desc.sizes[axis], dtype=np.int64).reshape(shape) * stride
    return index.reshape(-1)


def to_nibbles(values: np.ndarray) -> np.ndarray:
    """Logical 4-bit values (uint8 0..15 or int8 -8..7) -> their nibbles 0..15 (two's complement)."""
    return (np.asarray(values).astype(np.int16) & 0xF).astype(np.uint8)


def from_nibbles(nibbles: np.ndarray, data_type: DataType) -> np.ndarray:
    """Nibbles 0..15 -> the type's logical values: INT4 sign-extended (0x8..0xF -> -8..-1)."""
    n = np.asarray(nibbles, dtype=np.uint8) & 0xF
    if data_type.kind == "signed":
        return (n.astype(np.int16) - ((n >= 8).astype(np.int16) << 4)).astype(data_type.numpy)
    return n.astype(data_type.numpy)


def _read(buffer: np.ndarray, addresses: np.ndarray) -> np.ndarray:
    byte = buffer[addresses // 2]
    high = (addresses % 2 == 1) if LOW_NIBBLE_FIRST else (addresses % 2 == 0)
    return np.where(high, byte >> 4, byte & 0xF).astype(np.uint8)


def write(buffer: np.ndarray, addresses: np.ndarray, nibbles: np.ndarray) -> None:
    high = (addresses % 2 == 1) if LOW_NIBBLE_FIRST else (addresses % 2 == 0)
    for mask, shift, keep in ((high, 4, 0x0F), (~high, 0, 0xF0)):
        at = addresses[mask] // 2
        buffer[at] = (buffer[at] & keep) | (nibbles[mask].astype(np.uint8) << shift)


def pack_nibbles(values: np.ndarray) -> bytes:
    """Logical values, flat and row-major, -> their bytes packed two to a byte (an odd count's
    last high nibble 0)."""
    flat = to_nibbles(np.asarray(values).reshape(-1))
    out = np.zeros((flat.size + 1) // 2, dtype=np.uint8)
    write(out, np.arange(flat.size, dtype=np.int64), flat)
    return out.tobytes()


def unpack_nibbles(data: bytes, count: int, data_type: DataType) -> np.ndarray:
    """``count`` logical values from bytes packed two to a byte."""
    buffer = np.frombuffer(data, dtype=np.uint8)
    return from_nibbles(_read(buffer, np.arange(count, dtype=np.int64)), data_type)


# --------------------------------------------------------------------------- buffers

def poisoned_buffer(desc: TensorDesc, alignment: int, poison: Any) -> np.ndarray:
    """A byte buffer of the desc's TotalTensorSizeInBytes, every nibble set to ``poison``."""
    size = max(desc.buffer_bytes(alignment), minimum_size_in_bytes(desc.data_type, desc.sizes,
                                                                   desc.layout_strides, 1))
    nibble = int(to_nibbles(np.array([poison]))[0])
    return np.full(size, nibble | (nibble << 4), dtype=np.uint8)


def _reach(buffer: np.ndarray, desc: TensorDesc) -> np.ndarray:
    needed = minimum_size_in_bytes(desc.data_type, desc.sizes, desc.layout_strides, 1)
    if buffer.nbytes < needed:
        raise DataError(f"buffer of {buffer.nbytes} bytes is smaller than the {needed} bytes the strides reach")
    return nibble_addresses(desc)


def pack(logical: np.ndarray, desc: TensorDesc, alignment: int, poison: Any, where: str) -> np.ndarray:
    """Lay ``logical`` out, a nibble an element, in a fresh buffer of the desc's size; gaps (the
    other nibble of a byte included) hold ``poison``."""
    buffer = poisoned_buffer(desc, alignment, poison)
    addresses = _reach(buffer, desc)
    nibbles = to_nibbles(np.asarray(logical).reshape(-1))
    write(buffer, addresses, nibbles)
    if desc.strides is not None and not np.array_equal(_read(buffer, addresses), nibbles):
        raise DataError(f"{where}: the data conflicts with Strides {list(desc.strides)}: elements that "
                        "share an address (zero or overlapping strides) must hold equal values")
    return buffer


def unpack(buffer: np.ndarray, desc: TensorDesc) -> np.ndarray:
    """The logical elements of a 4-bit tensor stored in ``buffer``."""
    addresses = _reach(buffer, desc)
    return from_nibbles(_read(buffer, addresses), desc.data_type).reshape(desc.sizes)


# --------------------------------------------------------------------------- case files

def is_packed_ref(values: Any) -> bool:
    return isinstance(values, dict) and "packed" in values


def from_packed_hex(ref: dict, t: TensorDesc, where: str) -> np.ndarray:
    """``{"packed": "<hex>"}`` -> the tensor's logical values; the length is judged against the
    element count before any byte is decoded (a hostile length allocates nothing)."""
    text = ref.get("packed")
    if set(ref) != {"packed"} or not isinstance(text, str):
        raise DataError(f"{where}: expected {{\"packed\": \"<hex digits>\"}}, not a {type(text).__name__} "
                        f"with keys {sorted(ref)}")
    if not t.data_type.sub_byte:
        raise DataError(f"{where}: packed data are for 4-bit types (UINT4, INT4), not {t.data_type.name}")
    need = t.data_type.bytes_for(t.element_count)
    if len(text) != 2 * need:
        raise DataError(f"{where}: {len(text)} hex digits given; {t.element_count} {t.data_type.name} elements "
                        f"packed two to a byte take {need} bytes ({2 * need} digits)")
    try:
        data = bytes.fromhex(text)
    except ValueError:
        raise DataError(f"{where}: packed data must be hex digits 0-9a-f only") from None
    if t.element_count % 2 and data[-1] >> (4 if LOW_NIBBLE_FIRST else 0) & 0xF:
        raise DataError(f"{where}: an odd count ({t.element_count}) leaves the last byte's "
                        f"{'high' if LOW_NIBBLE_FIRST else 'low'} nibble unused: it must be 0")
    return unpack_nibbles(data, t.element_count, t.data_type).reshape(t.sizes)


def to_packed_hex(values: np.ndarray) -> dict:
    return {"packed": pack_nibbles(values).hex()}
