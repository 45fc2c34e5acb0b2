"""DirectML's deviations on MULTIHEAD_ATTENTION on directml:wine (DirectML 1.15.4 under Wine 8 / vkd3d 1.6 /
lavapipe), each from a case file in tests/directml/ with the right answer derived here by hand, and the
page's mask clause DirectML's answer corrects (errata mask-filter-set). tests/directml/directml-wine.expectations.yaml
waives the deviations in CI; docs/findings.md lists them. A test that fails means the behaviour changed."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from conformance.cases.case import read_case_file
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
FOUND = Path(__file__).parent / "directml"


def attend(scores: list[float], values: list[float]) -> float:
    """softmax(scores) . values, by hand."""
    e = [math.exp(s) for s in scores]
    return sum(w * v for w, v in zip(e, values)) / sum(e)


def run(directml, name: str):
    case = read_case_file(FOUND / f"{name}.json", SPECS)
    return case, Runner(SPECS, directml, SPECS.highest_level).run(case, write_case=False)


def test_a_key_length_mask_adds_mask_filter_value(directml):
    case, outcome = run(directml, "multihead-attention-key-length-mask-adds")
    # Query 1, Key [0, 1], Value [2, 4], Scale 1: scores [0, 1]; the key length 1 masks key 1, and a
    # MaskFilterValue of 1 added gives [0, 2] (3.7616), set gives [0, 1] (3.4621: the page's MaskType clause)
    assert case.desc["MaskFilterValue"] == 1.0 and case.inputs["MaskTensor"] == [1]
    added, set_to = attend([0, 2], [2, 4]), attend([0, 1], [2, 4])
    assert outcome.result.outcome == Outcome.PASS
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert abs(got - added) < 1e-6 and abs(got - set_to) > 0.2


def test_a_boolean_mask_scales_the_relative_position_bias(directml):
    case, outcome = run(directml, "multihead-attention-boolean-mask-scales-relative-position-bias")
    # scores Scale * Q K^T + bias = 2 * [0, 1] + [0, 1] = [0, 3]; nothing masked (ones): 3.9051.
    # DirectML gives (Q K^T + bias) * Scale = [0, 4]: 3.9640, as without a mask it gives 3.9051
    assert case.desc["Scale"] == 2.0 and case.inputs["RelativePositionBiasTensor"] == [0, 1]
    assert outcome.result.outcome == Outcome.FAIL
    got = float(outcome.actual["OutputTensor"].ravel()[0])
    assert abs(got - attend([0, 4], [2, 4])) < 1e-5 and abs(got - attend([0, 3], [2, 4])) > 0.05


def test_key_sequence_masks_are_dropped_beside_a_relative_position_bias(directml):
    for name in ("multihead-attention-key-length-mask-dropped-with-relative-position-bias",
                 "multihead-attention-end-start-mask-dropped-with-relative-position-bias"):
        case, outcome = run(directml, name)
        # key 1 is masked (length 1; end 1, start 0): [0, 3] plus MaskFilterValue 1 there: [0, 4] (3.9640);
        # DirectML gives the unmasked [0, 3] (3.9051)
        assert outcome.result.outcome == Outcome.FAIL, name
        got = float(outcome.actual["OutputTensor"].ravel()[0])
        assert abs(got - attend([0, 3], [2, 4])) < 1e-5 and abs(got - attend([0, 4], [2, 4])) > 0.05, name


def test_a_mask_type_past_the_enum_is_accepted(directml):
    case, outcome = run(directml, "multihead-attention-mask-type-5-accepted")
    # DML_MULTIHEAD_ATTENTION_MASK_TYPE has five values, 0 to 4 (DirectML.h)
    assert case.desc["MaskType"] == 5 and len(SPECS.enums["DML_MULTIHEAD_ATTENTION_MASK_TYPE"]) == 5
    assert outcome.result.outcome == Outcome.FAIL and "invalid desc accepted" in outcome.result.message


def test_multihead_attention1_refuses_the_pages_past_sequence_length_types(directml):
    case, outcome = run(directml, "multihead-attention1-float32-past-sequence-lengths-refused")
    # the page's table: FLOAT32 or FLOAT16; refused, the evidence of the erratum past-sequence-lengths-type (INT32)
    assert case.desc["PastSequenceLengthsTensor"]["DataType"] == "FLOAT32"
    assert "tensor-support-data-type" in case.violates
    assert outcome.result.outcome == Outcome.PASS and outcome.result.expect == "invalid"


def test_multihead_attention1_refuses_strided_past_sequence_lengths(directml):
    case, outcome = run(directml, "multihead-attention1-strided-past-sequence-lengths-refused")
    # lengths {2} with Strides [2] (a gap after each): a valid buffer tensor; packed ([1]) the same desc runs
    assert case.desc["PastSequenceLengthsTensor"]["Strides"] == [2] and case.expect == "valid"
    assert outcome.result.outcome == Outcome.FAIL and "valid desc rejected" in outcome.result.message


def test_past_sequence_lengths_read_the_past_from_the_present_outputs(directml):
    """The meaning of PastSequenceLengthsTensor (docs/notes-attention.md): the present outputs hold the
    past, read in place; the new key and value are written after it; query s sees keys 0 to L + s.
    A case holds no output's content before the run, so this one is laid out here."""
    from conformance.cases.case import Case
    from conformance.cases.tensor import pack, to_array, unpack
    from conformance.spec import TensorDesc

    op = SPECS.operator("DML_MULTIHEAD_ATTENTION1_OPERATOR_DESC")
    one = {"DataType": "FLOAT32", "Sizes": [1, 1, 1]}
    cache = {"DataType": "FLOAT32", "Sizes": [1, 1, 3, 1]}
    desc = {"QueryTensor": one, "KeyTensor": one, "ValueTensor": one,
            "PastSequenceLengthsTensor": {"DataType": "INT32", "Sizes": [1]}, "OutputTensor": one,
            "OutputPresentKeyTensor": cache, "OutputPresentValueTensor": cache, "Scale": 1.0,
            "MaskFilterValue": -10000.0, "QueryHeadCount": 1, "KeyValueHeadCount": 1,
            "MaskType": "DML_MULTIHEAD_ATTENTION_MASK_TYPE_NONE"}
    runner = Runner(SPECS, directml, SPECS.highest_level)
    tensors = {n: TensorDesc.from_json(t, SPECS, n) for n, _, t in op.tensors_in(desc)}
    for length, keys, values, key_after, value_after in (
            (1, [0, 1], [3, 5], [0, 1, -1], [3, 5, 11]),  # past key 0 (value 3), then the new key 1 (5)
            (2, [0, 2, 1], [3, 7, 5], [0, 2, 1], [3, 7, 5])):  # both past entries, the new key last
        inputs = {"QueryTensor": [1], "KeyTensor": [1], "ValueTensor": [5], "PastSequenceLengthsTensor": [length]}
        case = Case(op.operator, "6_3", desc, inputs, None)
        logical = {n: to_array(v, tensors[n].data_type, tensors[n].sizes, n) for n, v in inputs.items()}
        prepared = runner._prepare(case, op, tensors, logical, "buffer")
        for name, before in (("OutputPresentKeyTensor", [0, 2, -1]), ("OutputPresentValueTensor", [3, 7, 11])):
            prepared.outputs[name] = pack(np.array(before, np.float32).reshape(1, 1, 3, 1), tensors[name],
                                          SPECS.buffer.size_alignment_bytes, 0, name)
        answer = runner._backend_run(prepared)
        got = {n: unpack(b, tensors[n]).ravel().tolist() for n, b in answer.items()}
        assert abs(got["OutputTensor"][0] - attend(keys, values)) < 1e-5, (length, got)
        assert got["OutputPresentKeyTensor"] == key_after and got["OutputPresentValueTensor"] == value_after, got


def test_fully_masked_rows_as_observed(directml):
    """A query row whose every key is masked (unspecified fully-masked-rows: the page is silent), observed
    (docs/notes-attention.md): Query 1, Key [0, 1], Value [2, 4], Scale 1; unmasked 3.4621, absorbed 3 (the
    values' mean), 0 / 0 NaN. BOOLEAN adds MaskFilterValue: -1e9 absorbs the FLOAT32 scores (3), is -inf
    in FLOAT16 (NaN); a key length of 0 masks nothing (the unmasked row, even at -1e9)."""
    from conformance.cases.case import Case

    runner = Runner(SPECS, directml, SPECS.highest_level)
    for kind, sizes, mask, dt, want in (("BOOLEAN", [1, 1, 1, 2], [0, 0], "FLOAT32", 3.0),
                                        ("BOOLEAN", [1, 1, 1, 2], [0, 0], "FLOAT16", math.nan),
                                        ("KEY_SEQUENCE_LENGTH", [1, 1], [0], "FLOAT32", attend([0, 1], [2, 4]))):
        t = {"DataType": dt, "Sizes": [1, 1, 1]}
        desc = {"QueryTensor": t, "KeyTensor": dict(t, Sizes=[1, 2, 1]), "ValueTensor": dict(t, Sizes=[1, 2, 1]),
                "MaskTensor": {"DataType": "INT32", "Sizes": sizes}, "OutputTensor": t, "Scale": 1.0,
                "MaskFilterValue": -1e9, "HeadCount": 1, "MaskType": f"DML_MULTIHEAD_ATTENTION_MASK_TYPE_{kind}"}
        case = Case("DML_MULTIHEAD_ATTENTION_OPERATOR_DESC", "6_1", desc,
                    {"QueryTensor": [1], "KeyTensor": [0, 1], "ValueTensor": [2, 4], "MaskTensor": mask}, None)
        outcome = runner.run(case, write_case=False, waive=False)
        got = float(outcome.actual["OutputTensor"].ravel()[0])
        assert outcome.result.outcome == Outcome.OBSERVED, (kind, dt, outcome.result.message)
        assert (math.isnan(got) and math.isnan(want)) or abs(got - want) < 2e-3, (kind, dt, got)


# last: the crash restarts the worker, which a later test would wait for
def test_multihead_attention1_dies_on_past_sequence_lengths_without_present_outputs(directml):
    case, outcome = run(directml, "multihead-attention1-int32-past-sequence-lengths-crash")
    # INT32 lengths without the present outputs they count the past of (attention-sizes): refused is owed,
    # DirectML's process dies instead
    assert case.desc["PastSequenceLengthsTensor"]["DataType"] == "INT32" and case.violates == ["attention-sizes"]
    assert "OutputPresentKeyTensor" not in case.desc
    assert outcome.result.outcome == Outcome.CRASH
