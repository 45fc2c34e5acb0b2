"""The region-of-interest specs' own machinery: the roi_sizes rule, enum_value's allowed, the FLOAT and
BOOL implied fields, the DML_SIZE_2D field kind, and the references on values worked by hand
(docs/notes-roi.md)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from conformance.errors import DataError
from conformance.reference import roi
from conformance.spec import load_specs
from conformance.spec.validator import validator_for
from conformance.spec.values import check_member

SPECS = load_specs()
ALIGN, ALIGN1, POOLING = (SPECS.operator(n) for n in ("ROI_ALIGN", "ROI_ALIGN1", "ROI_POOLING"))


def example(op, id_):
    return copy.deepcopy(next(e for e in op.examples if e.id == id_).desc)


def violated(op, desc) -> set[str]:
    return {v.rule_id for v in validator_for(SPECS).validate(op, desc, SPECS.highest_level).violations}


def test_roi_sizes_holds_the_rois_batch_indices_and_output_to_one_count():
    desc = example(ALIGN1, "wider-than-tall-region")
    assert not violated(ALIGN1, desc)
    desc["ROITensor"]["Sizes"] = [1, 5]  # five coordinates
    assert violated(ALIGN1, desc) == {"roi-sizes"}
    desc = example(ALIGN1, "wider-than-tall-region")
    desc["BatchIndicesTensor"]["Sizes"] = [2]  # two indices for one ROI
    assert violated(ALIGN1, desc) == {"roi-sizes"}
    desc = example(POOLING, "two-by-two-bins")
    desc["PooledSize"] = {"Width": 3, "Height": 2}  # not the output's last two sizes
    assert violated(POOLING, desc) == {"roi-sizes"}


def test_reduction_function_is_average_or_max_only():
    desc = example(ALIGN, "adaptive-samples")
    desc["ReductionFunction"] = "DML_REDUCE_FUNCTION_SUM"
    assert violated(ALIGN, desc) == {"reduction-function-value"}


def test_roi_align_reads_as_roi_align1_at_its_implied_offsets():
    desc = example(ALIGN, "adaptive-samples")
    full = ALIGN.with_implied(desc)
    assert (full["InputPixelOffset"], full["OutputPixelOffset"], full["AlignRegionsToCorners"]) == (0.5, -0.5, False)
    assert "InputPixelOffset" not in desc


@pytest.mark.parametrize("value", [[2, 1], {"Width": 2}, {"Width": 2, "Height": -1}, {"Width": 2, "Height": 1.5}])
def test_a_size_2d_is_an_object_of_two_uints(value):
    with pytest.raises(DataError, match="PooledSize"):
        check_member("size_2d", value, "case", "desc.PooledSize")
    check_member("size_2d", {"Width": 2, "Height": 1}, "case", "desc.PooledSize")


def align(x, rois, oh, ow, **kw):
    f = dict(maximum=False, linear=True, scale_x=1.0, scale_y=1.0, in_off=0.5, out_off=-0.5, outside=-9.0, lo=1,
             hi=1, corners=False)
    f.update(kw)
    return roi.roi_align(np.asarray(x, float).reshape(1, 1, 1, -1), np.asarray(rois, float), np.zeros(len(rois), int),
                         oh, ow, **f).ravel().tolist()


def test_samples_read_the_input_strictly_between_minus_one_and_its_size():
    # by hand, a row of 8 = [0..7], one sample at the centre of [c - 0.5, c + 1.5] minus 0.5: c
    row = list(range(8))
    assert [align(row, [(c - 0.5, 0, c + 1.5, 0)], 1, 1)[0] for c in (-1.0, -0.75, 7.75, 8.0)] == [-9.0, 0.0, 7.0, -9.0]


def test_corner_aligned_samples_span_the_region_and_read_no_clamped_element():
    row = list(range(8))
    # k * 6 / 2 over [0, 6]: 0, 3, 6; with OutputPixelOffset -0.5: 1.5, 4.5, 7.5 (past 7: outside)
    assert align(row, [(0, 0, 6, 0)], 1, 3, in_off=0.0, out_off=0.0, corners=True) == [0.0, 3.0, 6.0]
    assert align(row, [(0, 0, 6, 0)], 1, 3, in_off=0.0, corners=True) == [1.5, 4.5, -9.0]


def test_roi_pooling_rounds_halves_to_even_and_keeps_an_inverted_region_one_wide():
    x = np.arange(8, dtype=np.float32).reshape(1, 1, 1, 8)
    assert roi.roi_pooling(x, [[0, 0.5, 0, 6.5, 0]], 1, 3, 1.0).ravel().tolist() == [2, 4, 6]
    assert roi.roi_pooling(x, [[0, 5, 0, 2, 0]], 1, 2, 1.0).ravel().tolist() == [5, 5]
