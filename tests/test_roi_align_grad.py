"""ROI_ALIGN_GRAD's reference against its forward (conformance/reference/roi.py): the gradient of
InputTensor is the transpose of ROI_ALIGN1's sampling (<F(x), dy> = <x, G(dy)>, AVERAGE and MAX),
and the ROI gradient is the derivative of F along each corner (central differences in float64 on
boxes whose samples stay off the kinks); the presence rules say what the page says."""

from __future__ import annotations

import numpy as np
import pytest

from conformance.reference import roi as ref
from conformance.spec import load_specs
from conformance.spec.validator import validator_for

SPECS = load_specs()
V = validator_for(SPECS)


def _draw(rng, maximum=False):
    n, c, h, w = 2, 2, int(rng.integers(1, 6)), int(rng.integers(1, 6))
    r, oh, ow = int(rng.integers(1, 4)), int(rng.integers(1, 4)), int(rng.integers(1, 4))
    lo = int(rng.choice([1, 2]))
    f = dict(maximum=maximum, linear=bool(rng.integers(2)), scale_x=float(rng.choice([1, .5, 2])),
             scale_y=float(rng.choice([1, .5, 2])), in_off=float(rng.choice([0, .5])),
             out_off=float(rng.choice([0, -.5])), outside=0.0, lo=lo, hi=max(lo, int(rng.choice([2, 3, 2**32 - 1]))),
             corners=bool(rng.integers(2)))
    return (n, c, h, w), r, oh, ow, f


@pytest.mark.parametrize("maximum", [False, True])
def test_the_gradient_is_the_forwards_transpose(maximum):
    rng = np.random.default_rng(41)
    for _ in range(60):
        sizes, r, oh, ow, f = _draw(rng, maximum)
        rois = rng.integers(-8, 4 * max(sizes[2:]) + 8, size=(r, 4)) / 4  # empty, inverted and outside ones too
        batch = rng.integers(0, sizes[0], size=r)
        x, dy = rng.standard_normal(sizes), rng.standard_normal((r, sizes[1], oh, ow))
        y = ref.roi_align(x, rois, batch, oh, ow, **f)
        dx, _ = ref.roi_align_grad(dy, rois, batch, sizes, x, **f)
        # MAX too: the forward is homogeneous (its picks scale with x) and reads 0 outside
        assert np.isclose((y * dy).sum(), (dx * x).sum(), rtol=1e-12, atol=1e-12)


def test_the_roi_gradient_is_the_forwards_derivative():
    rng = np.random.default_rng(4)
    checked = 0
    for _ in range(40):
        sizes, r, oh, ow, f = _draw(rng)
        f["linear"] = True
        rois = rng.uniform(-2, max(sizes[2:]) + 2, size=(r, 4))  # off the integer kinks, almost surely
        batch = rng.integers(0, sizes[0], size=r)
        x, dy = rng.standard_normal(sizes), rng.standard_normal((r, sizes[1], oh, ow))
        _, droi = ref.roi_align_grad(dy, rois, batch, sizes, x, **f)
        eps = 1e-6
        for i in range(r):
            for k in range(4):
                up, down = rois.copy(), rois.copy()
                up[i, k] += eps
                down[i, k] -= eps
                fd = ((ref.roi_align(x, up, batch, oh, ow, **f) - ref.roi_align(x, down, batch, oh, ow, **f)) * dy).sum()
                if abs(fd) > 1e3:  # a sample count changed between the two: not a derivative
                    continue
                assert np.isclose(droi[i, k], fd / (2 * eps), rtol=1e-4, atol=1e-4)
                checked += 1
    assert checked > 100


def _desc(**change):
    op = SPECS.operator("roi_align_grad")
    desc = dict(next(e for e in op.examples if e.id == "max-reads-the-input").desc)
    desc.update(change)
    return {k: v for k, v in desc.items() if v is not None}


def test_the_input_is_needed_under_max_and_beside_the_roi_gradient():
    assert V.validate("roi_align_grad", _desc(), "4_1").valid
    assert V.validate("roi_align_grad", _desc(InputTensor=None), "4_1").rule_ids == {"input-for-max"}
    average = _desc(InputTensor=None, ReductionFunction="DML_REDUCE_FUNCTION_AVERAGE")
    assert V.validate("roi_align_grad", average, "4_1").valid
    roi = {"DataType": "FLOAT32", "Sizes": [1, 4]}
    assert V.validate("roi_align_grad", dict(average, OutputROIGradientTensor=roi), "4_1").rule_ids == \
        {"input-for-roi-gradient"}
    none = {k: v for k, v in average.items() if k != "OutputGradientTensor"}
    assert V.validate("roi_align_grad", none, "4_1").rule_ids == {"an-output"}
