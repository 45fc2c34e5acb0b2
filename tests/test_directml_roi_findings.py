"""DirectML's deviations on the region-of-interest operators (ROI_POOLING, ROI_ALIGN, ROI_ALIGN1) on
directml:wine (DirectML 1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe), each from a case file in
tests/directml/ with the right answer derived here by hand. tests/directml/directml-wine.expectations.yaml
waives them in CI; docs/findings.md lists them. A test that fails means the behaviour changed."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


@pytest.mark.parametrize("data_type, lowest", [("FLOAT32", float(np.finfo(np.float32).min)), ("FLOAT16", -65504.0)])
def test_roi_pooling_of_negative_infinity_gives_the_lowest_finite_value(directml, data_type, lowest):
    case = read_case_file(FOUND / "roi-pooling-all-neg-inf.json", SPECS)
    # by hand, from the page's equations: the region [0, 0, 0, 3, 0] is 4 wide, so the two bins are
    # elements 0..1 (-inf, -inf) and 2..3 (1, -inf); a MaxPool of {-inf, -inf} is -inf
    assert case.inputs["InputTensor"] == ["-inf", "-inf", 1.0, "-inf"] and case.inputs["ROITensor"] == [0, 0, 0, 3, 0]
    assert case.expected == {"OutputTensor": ["-inf", 1.0]}
    desc = {k: dict(v, DataType=data_type) if isinstance(v, dict) and "DataType" in v else v for k, v in case.desc.items()}
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(dataclasses.replace(case, desc=desc), write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "expected -inf got -" in outcome.result.message
    # DirectML starts the maximum at the type's lowest finite value, as its MAX_POOLING does
    assert outcome.actual["OutputTensor"].ravel().tolist() == [lowest, 1.0]
