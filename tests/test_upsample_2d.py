"""UPSAMPLE_2D (issue 40): what its spec added to the shared model, and its equivalence with
RESAMPLE held to a mutant.

- ``implied`` with ``like: InputTensor`` gives one value per dimension (the pixel offsets);
- ``upsample_scale_range`` reads ``0 < ScaleSize.Height <= UINT_MAX / InputHeight`` (and Width) with
  the integer quotient, and ``upsampled_sizes`` does not judge a size past a UINT;
- ``fields_from`` lists may hold numbers (RESAMPLE's Scales {1, 1, Height, Width});
- the equivalences with RESAMPLE (nearest and linear) pass on the reference and fail where UPSAMPLE_2D
  alone truncates nearest's coordinate or takes linear's asymmetric (tests/mutants_upsample.py),
  RESAMPLE untouched;
- onnx.reference's Resize saturates infinities (tests/peers/onnx-reference/);
- a flushed subnormal is observed for LINEAR only (subnormal-inputs' ``fields``).
"""

from __future__ import annotations

from pathlib import Path

import mutants
import numpy as np
import pytest
from mutants import MutantBackend

from conformance.backends import create_backend
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case, read_case_file
from conformance.cases.equivalence import equivalences, other_desc
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
TOP = SPECS.highest_level
OP = SPECS.operator("DML_UPSAMPLE_2D_OPERATOR_DESC")
RESAMPLE = SPECS.operator("DML_RESAMPLE_OPERATOR_DESC")
NEAREST = "DML_INTERPOLATION_MODE_NEAREST_NEIGHBOR"


def _desc(sizes, scale_size, mode=NEAREST):
    out = list(sizes[:-2]) + [sizes[-2] * scale_size["Height"], sizes[-1] * scale_size["Width"]]
    return {"InputTensor": {"DataType": "FLOAT32", "Sizes": list(sizes)},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": out}, "ScaleSize": dict(scale_size),
            "InterpolationMode": mode}


def test_implied_offsets_one_per_input_dimension():
    for rank in (4, 5):
        desc = OP.with_implied(_desc([1] * (rank - 2) + [2, 3], {"Width": 2, "Height": 1}))
        assert desc["InputPixelOffsets"] == [0.5] * rank and desc["OutputPixelOffsets"] == [-0.5] * rank
        assert desc["RoundingDirection"] == "DML_AXIS_DIRECTION_DECREASING" and desc["Antialiased"] is False


def test_scale_size_range_reads_the_integer_quotient():
    v = validator_for(SPECS)
    assert v.validate(OP, _desc([1, 1, 2, 3], {"Width": 3, "Height": 2}), TOP).valid
    zero = _desc([1, 1, 2, 3], {"Width": 1, "Height": 1})
    zero["ScaleSize"]["Width"] = 0
    assert v.validate(OP, zero, TOP).rule_ids == {"scale-size-range"}
    # InputHeight 3: UINT_MAX // 3 = 1431655765 is the largest Height; one more is refused alone
    # (the output's size, past a UINT, is not judged by output-sizes)
    big = _desc([1, 1, 3, 1], {"Width": 1, "Height": 1})
    big["ScaleSize"]["Height"] = (2**32 - 1) // 3 + 1
    assert v.validate(OP, big, TOP).rule_ids == {"scale-size-range"}
    big["ScaleSize"]["Height"] -= 1
    assert "scale-size-range" not in v.validate(OP, big, TOP).rule_ids


LINEAR = "DML_INTERPOLATION_MODE_LINEAR"
EQUIVALENCE = {NEAREST: "resample-at-integer-scales", LINEAR: "resample-linear-at-integer-scales"}


def _pair(values, mode=NEAREST):
    eq = next(e for e in equivalences(OP) if e.id == EQUIVALENCE[mode])
    desc = _desc([1, 1, 1, 3], {"Width": 2, "Height": 3}, mode)
    theirs = other_desc(eq, desc, OP, RESAMPLE)
    assert theirs["Scales"] == [1, 1, 3, 2] and theirs["ScaleCount"] == 4 and "ScaleSize" not in theirs
    assert validator_for(SPECS).validate(RESAMPLE, theirs, TOP).valid
    this = Case(OP.operator, TOP.name, desc, {"InputTensor": values}, provenance={"name": "upsample-eq"})
    that = Case(RESAMPLE.operator, TOP.name, theirs, {"InputTensor": values}, provenance={"name": "upsample-eq-other"})
    return eq, this, that


def _relation(backend, mode=NEAREST, values=(1, 2, 3)):
    eq, this, that = _pair(list(values), mode)
    return Runner(SPECS, backend, TOP).run_equivalence(eq, this, that)[-1][1]


@pytest.mark.parametrize("mode", [NEAREST, LINEAR])
def test_equivalence_holds_on_the_reference(mode):
    result = _relation(ReferenceBackend(SPECS, None, TOP), mode)
    assert result.outcome == Outcome.PASS, result.message


@pytest.mark.parametrize("mode, name", [(NEAREST, "upsample-nearest-half-pixel-truncated"),
                                        (LINEAR, "upsample-linear-asymmetric")])
def test_equivalence_catches_a_bug_of_upsample_alone(mode, name):
    assert mutants.reaches(name) == {"upsample_2d"}  # RESAMPLE is untouched
    result = _relation(MutantBackend(SPECS, name, TOP), mode)
    assert result.outcome == Outcome.FAIL and "does not hold" in result.message, result.message


def test_onnx_reference_resize_saturates_infinities():
    """A peer's finding (docs/findings.md): onnx.reference's Resize clips its output to the finite
    range, so a copied infinity is the largest finite value. Fails the day a release fixes it."""
    backend = create_backend("onnx-reference", SPECS, TOP, isolate=False)
    if not backend.probe().available:
        pytest.skip("onnx-reference is not installed")
    case = read_case_file(Path(__file__).parent / "peers" / "onnx-reference" /
                          "resize-saturates-infinities-to-the-largest-finite.json", SPECS)
    # by hand: at scale 1 each output copies its own element
    assert case.expected == {"OutputTensor": ["-inf", 1, "inf"]}
    assert Runner(SPECS, ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False).result.outcome == Outcome.PASS
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.FAIL and "3.4028234663852886e+38" in result.message, result.message


class FlushesSubnormals(ReferenceBackend):
    """The reference with FLOAT32 subnormal inputs read as zero (XLA on the CPU; Direct3D may)."""
    name = "flushes-subnormals"

    def compute(self, op, desc, tensors, x):
        a = x["InputTensor"]
        return super().compute(op, desc, tensors, {**x, "InputTensor": np.where(np.abs(a) < np.finfo(a.dtype).tiny,
                                                                                 np.zeros_like(a), a)})


@pytest.mark.parametrize("mode, outcome", [(LINEAR, Outcome.OBSERVED), (NEAREST, Outcome.FAIL)])
def test_flushed_subnormals_are_observed_for_linear_only(mode, outcome):
    """subnormal-inputs is restricted to LINEAR (detect.fields): nearest neighbour moves elements,
    so a flushed subnormal there is a wrong copy."""
    case = Case(OP.operator, TOP.name, _desc([1, 1, 1, 2], {"Width": 2, "Height": 1}, mode),
                {"InputTensor": [2.938735877055719e-39, 1.0]})
    assert Runner(SPECS, ReferenceBackend(SPECS, None, TOP), TOP).run(case, write_case=False).result.outcome == Outcome.PASS
    result = Runner(SPECS, FlushesSubnormals(SPECS, None, TOP), TOP).run(case, write_case=False).result
    assert result.outcome == outcome, result.message
    if outcome == Outcome.OBSERVED:
        assert result.details["observed"] == ["subnormal-inputs"]
