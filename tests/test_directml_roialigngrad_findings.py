"""DirectML's answers on ROI_ALIGN_GRAD (directml:wine: DirectML 1.15.4 under Wine 8 / vkd3d 1.6 /
lavapipe), each from a case file in tests/directml/ with the right answer derived here by hand.
tests/directml/directml-wine.expectations.yaml waives the deviation in CI; docs/findings.md lists
it. A test that fails means the behaviour changed."""

from __future__ import annotations

import copy
from pathlib import Path

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def run(directml, name: str, edit=None):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    if edit is not None:  # another desc: the reference's answer, not the file's
        case = copy.deepcopy(case)
        edit(case.desc)
        for tensor in ("InputTensor",):
            if tensor not in case.desc:
                case.inputs.pop(tensor, None)
        case.expected = None
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_average_with_the_optional_input_loses_the_device(directml):
    case, outcome = run(directml, "roi-align-grad-average-with-input-device-lost")
    # by hand: the empty region at (0, 0) has one nearest sample, at (0 + 0.5) * 0 + 0 - 0.5 = -0.5 on
    # both axes (inside: -1 < c), clamped to element 0; dy 3 goes there
    assert case.expected == {"OutputGradientTensor": [3.0]}
    assert outcome.result.outcome == Outcome.CRASH
    assert "device was lost" in outcome.result.message

    def without_input(desc):
        desc.pop("InputTensor")

    # the same desc without InputTensor (AVERAGE does not need it) runs and is right
    _, fine = run(directml, "roi-align-grad-average-with-input-device-lost", without_input)
    assert fine.result.outcome == Outcome.PASS
    assert fine.actual["OutputGradientTensor"].reshape(-1).tolist() == [3.0]
