"""DEQUANTIZE(QUANTIZE(x)) is within half a scale step of x where x is in range (issue 40's
equivalence), on the reference and on DirectML 1.15.4: QUANTIZE run on a backend, its output fed
to DEQUANTIZE with the same members, element by element |y - x| <= scale / 2 (the rounding to the
nearest step), plus the float type's own rounding of y. Not a spec equivalence (the relation
vocabulary has no "within a step" relation yet): a test of both sides' composition here."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.kinds.quantize import blocks
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
TOP = SPECS.highest_level
LEVEL = "6_3"

# (float type, quantized type, input sizes, member sizes, with a zero point)
SHAPES = [("FLOAT32", "INT4", [2, 6], [2, 3], True), ("FLOAT32", "UINT4", [1, 7], [1, 1], False),
          ("FLOAT16", "INT8", [3, 4], [1, 4], True), ("FLOAT32", "UINT8", [2, 2, 4], [2, 1, 2], False)]


def _cases(flt, qt, sizes, msizes, with_zero, seed):
    rng = np.random.default_rng(seed)
    q = SPECS.data_type(qt)
    lo, hi = (int(b) for b in q.bounds())
    scale = rng.uniform(0.05, 2.0, msizes).astype(flt.lower())
    zero = rng.integers(lo // 2, hi // 2 + 1, msizes) if with_zero else None
    z = blocks(zero, tuple(sizes)) if with_zero else (0 if q.kind == "signed" else 1 << (q.bits - 1))
    s = blocks(scale.astype(np.float64), tuple(sizes))
    # x in range: its quotient stays inside [lo, hi] after the zero point, a step's margin each side
    x = ((rng.uniform(lo + 1, hi - 1, sizes) - z) * s).astype(flt.lower())
    members = [{"DataType": flt, "Sizes": msizes}] + ([{"DataType": qt, "Sizes": msizes}] if with_zero else [])
    qtype = "DML_QUANTIZATION_TYPE_SCALE_ZERO_POINT" if with_zero else "DML_QUANTIZATION_TYPE_SCALE"
    values = {"QuantizationTensors[0]": scale.reshape(-1).tolist()}
    if with_zero:
        values["QuantizationTensors[1]"] = zero.reshape(-1).tolist()

    def case(op, src, dst, inputs):
        desc = {"InputTensor": {"DataType": src, "Sizes": sizes}, "QuantizationType": qtype,
                "QuantizationTensorCount": len(members), "QuantizationTensors": members,
                "OutputTensor": {"DataType": dst, "Sizes": sizes}}
        return Case(op, LEVEL, desc, {"InputTensor": inputs, **values})

    return x, s, case("DML_QUANTIZE_OPERATOR_DESC", flt, qt, x.reshape(-1).tolist()), case


def _check(backend, shape, seed):
    flt, qt, sizes = shape[0], shape[1], shape[2]
    x, s, quantize, case = _cases(*shape, seed)
    first = Runner(SPECS, backend, TOP).run(quantize, write_case=False)
    assert first.actual is not None, first.result.message
    q = np.asarray(first.actual["OutputTensor"]).reshape(-1).tolist()
    second = Runner(SPECS, backend, TOP).run(case("DML_DEQUANTIZE_OPERATOR_DESC", qt, flt, q), write_case=False)
    y = np.asarray(second.actual["OutputTensor"], dtype=np.float64).reshape(sizes)
    eps = float(np.finfo(flt.lower()).eps)
    allowed = s / 2 * (1 + 4 * eps) + np.abs(x.astype(np.float64)) * 2 * eps  # half a step, and y's own rounding
    assert np.all(np.abs(y - x.astype(np.float64)) <= allowed), (x, y, s)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}-{s[1]}")
def test_dequantize_of_quantize_is_within_half_a_step_on_the_reference(shape):
    for seed in range(3):
        _check(ReferenceBackend(SPECS, None, TOP), shape, seed)


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: f"{s[0]}-{s[1]}")
def test_dequantize_of_quantize_is_within_half_a_step_on_directml(directml, shape):
    _check(directml, shape, 7)
