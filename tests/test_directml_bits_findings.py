"""DirectML's deviations under ``comparison: bits`` (data movement judged bit for bit, NaN payloads
and zero signs included), on directml:wine (DirectML 1.15.4 under Wine 8 / vkd3d 1.6 / lavapipe),
each from a case file in tests/directml/ with the right answer derived here by hand.
tests/directml/directml-wine.expectations.yaml waives them in CI; docs/findings.md lists them. A
test that fails means the behaviour changed."""

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


def test_scatter_nd_of_float16_into_a_strided_output_quiets_signalling_nans(directml):
    case = read_case_file(FOUND / "scatter-nd-float16-strided-output-quiets-signalling-nans.json", SPECS)
    # by hand, from the page ("Copies the whole input tensor to the output, then overwrites selected
    # indices"): every index is 0, so only element 0 is overwritten (by 0.25) and elements 1 to 4 are
    # the input's bits: a signalling NaN, a signalling NaN with its sign, a quiet NaN's payload, -0.0
    assert case.inputs["InputTensor"][1:5] == ["nan:0x7c02", "nan:0xfd01", "nan:0x7e05", -0.0]
    assert case.expected["OutputTensor"] == [0.25] + case.inputs["InputTensor"][1:]
    assert case.desc["OutputTensor"]["Strides"] == [1, 8, 1, 4]
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "differ in their bits" in outcome.result.message
    got = outcome.actual["OutputTensor"].reshape(-1).view(np.uint16)[1:5]
    # DirectML: the signalling NaNs come back quiet (bit 9 set), the quiet payload and -0.0 as they were
    assert [hex(int(b)) for b in got] == ["0x7e02", "0xff01", "0x7e05", "0x8000"]
    packed = dict(case.desc, OutputTensor={k: v for k, v in case.desc["OutputTensor"].items()
                                           if k not in ("Strides", "TotalTensorSizeInBytes")})
    same = Runner(SPECS, directml, SPECS.highest_level).run(dataclasses.replace(case, desc=packed), write_case=False)
    assert same.result.outcome == Outcome.PASS  # a packed output keeps every bit


PATTERNS = ["nan:0x7c01", "nan:0xfd03", "nan:0x7e05", -0.0, 1.5, "nan:0x7dff"]
QUIETED = ["0x7e01", "0xff03", "0x7e05", "0x8000", "0x3e00", "0x7fff"]  # PATTERNS as DirectML returns them


def float32_of(case):
    """``case`` over FLOAT32, its patterns the same kinds of NaN (signalling, signed signalling,
    quiet with a payload, signalling with the largest payload)."""
    wide = {"nan:0x7c01": "nan:0x7f800001", "nan:0xfd03": "nan:0xffa00003", "nan:0x7e05": "nan:0x7fc00005",
            "nan:0x7dff": "nan:0x7fbfffff"}
    def widened(values): return [wide.get(v, v) if isinstance(v, str) else v for v in values]
    desc = {k: dict(v, DataType="FLOAT32") if isinstance(v, dict) and v.get("DataType") == "FLOAT16" else v
            for k, v in case.desc.items()}
    inputs = {k: widened(v) if case.desc[k]["DataType"] == "FLOAT16" else v for k, v in case.inputs.items()}
    return dataclasses.replace(case, desc=desc, inputs=inputs,
                               expected={k: widened(v) for k, v in case.expected.items()})


@pytest.mark.parametrize("found, order", [("unfold-float16-quiets-signalling-nans.json", slice(None)),
                                          ("max-unpooling-float16-quiets-signalling-nans.json", slice(None, None, -1))])
def test_unfold_and_max_unpooling_of_float16_quiet_signalling_nans(directml, found, order):
    case = read_case_file(FOUND / found, SPECS)
    # by hand, from the pages: UNFOLD with windows of 1 flattens each element into its own column
    # (the input in order); MAX_UNPOOLING's indices 5 to 0 put the values back reversed
    assert case.inputs["InputTensor"] == PATTERNS
    assert case.expected["OutputTensor"] == PATTERNS[order]
    outcome = Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)
    assert outcome.result.outcome == Outcome.FAIL and "3 of 6 elements differ in their bits" in outcome.result.message
    got = outcome.actual["OutputTensor"].reshape(-1).view(np.uint16)
    # packed as they are: each signalling NaN comes back quiet (bit 9 set), the rest as they were
    assert [hex(int(b)) for b in got] == QUIETED[order]
    wide = Runner(SPECS, directml, SPECS.highest_level).run(float32_of(case), write_case=False)
    assert wide.result.outcome == Outcome.PASS  # FLOAT32 keeps every bit
