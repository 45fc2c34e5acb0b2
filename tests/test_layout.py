"""DMLCalcBufferTensorSize, strided packing with poisoned gaps, and values <-> JSON."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.cases.tensor import pack, to_array, to_json, unpack
from conformance.errors import DataError
from conformance.spec import TensorDesc, load_specs, minimum_size_in_bytes

SPECS = load_specs()
F16, F32, I8, U64, I64 = (SPECS.data_type(n) for n in ("FLOAT16", "FLOAT32", "INT8", "UINT64", "INT64"))


@pytest.mark.parametrize("dtype, sizes, strides, expected", [
    (F32, [2, 3], None, 24),            # packed: 6 * 4
    (F16, [3], None, 8),                # 6 bytes rounded up to 4
    (F32, [2, 3], [5, 1], 32),          # (1*5 + 2*1 + 1) * 4
    (F16, [2, 3], [0, 1], 8),           # broadcast rows: 3 halves, rounded up
    (I8, [1, 1, 1, 1], [9, 9, 9, 9], 4),  # a single byte, rounded up
    (U64, [4, 2], [1, 4], 64),          # column-major: (3 + 4 + 1) * 8
])
def test_minimum_size_follows_the_helper_formula(dtype, sizes, strides, expected):
    assert minimum_size_in_bytes(dtype, sizes, strides, SPECS.buffer.size_alignment_bytes) == expected


def test_pack_places_elements_at_strided_offsets_and_poisons_gaps():
    desc = TensorDesc(F32, (2, 3), (5, 1))
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    buf = pack(x, desc, 4, np.float32(np.inf), "x")
    assert buf.view(np.float32).tolist() == [0, 1, 2, np.inf, np.inf, 3, 4, 5]
    assert np.array_equal(unpack(buf, desc), x)


def test_zero_strides_round_trip_and_conflicts_are_reported():
    desc = TensorDesc(I8, (2, 3), (0, 1))
    x = np.array([[1, -128, 127], [1, -128, 127]], dtype=np.int8)
    assert np.array_equal(unpack(pack(x, desc, 4, np.int8(127), "x"), desc), x)
    with pytest.raises(DataError, match="conflicts with Strides"):
        pack(np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int8), desc, 4, np.int8(127), "x")


def test_json_values_round_trip_exactly():
    f = to_array(["nan", "inf", "-inf", -0.0, 1.5], F16, [5], "x")
    back = to_json(f)
    assert back[:3] == ["nan", "inf", "-inf"] and np.signbit(back[3]) and back[4] == 1.5
    u = to_array([2**64 - 1, 2**64 - 2], U64, [2], "x")
    assert to_json(u) == [2**64 - 1, 2**64 - 2]
    i = to_array([-2**63, 2**63 - 1], I64, [2], "x")
    assert to_json(i) == [-2**63, 2**63 - 1]


@pytest.mark.parametrize("values, dtype, needle", [
    ([1, 2], F32, "2 values given, Sizes [3] need 3"),
    ([1, 2, 300], I8, "x[2]: 300 is out of range for INT8 [-128, 127]"),
    ([1, 2.5, 3], I64, "x[1]: 2.5 is not an integer"),
    ([1, "infinity", 3], F32, "x[1]: 'infinity' is not a number"),
    ([1, 2, 70000.0], F16, "x[2]: 70000.0 overflows FLOAT16"),
])
def test_bad_values_are_named(values, dtype, needle):
    with pytest.raises(DataError) as err:
        to_array(values, dtype, [3], "x")
    assert needle in str(err.value)
