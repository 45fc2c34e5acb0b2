"""The reference backend on strided buffers: inputs read through Strides (gaps are
poisoned, zero strides broadcast), outputs written to their logical elements only."""

from __future__ import annotations

import numpy as np

from conformance.backends import Rejection
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.cases.tensor import strided_view

SPECS = load_specs()
TOP = SPECS.highest_level


def argmax_case(input_desc, output_desc, data, expected, axes=(1,), direction="DML_AXIS_DIRECTION_INCREASING"):
    desc = {"InputTensor": input_desc, "OutputTensor": output_desc, "AxisCount": len(axes), "Axes": list(axes),
            "AxisDirection": direction}
    return Case("DML_ARGMAX_OPERATOR_DESC", TOP.name, desc, {"InputTensor": data}, {"OutputTensor": expected})


def run(case, backend_cls=ReferenceBackend):
    backend = backend_cls(SPECS, None, TOP)
    return Runner(SPECS, backend, TOP).run(case)


def test_padded_input_strides_never_read_the_gaps():
    # rows of 3 stored with stride 5: the 2 gap elements hold the poison (+inf), which
    # would win every argmax if the backend read them
    case = argmax_case({"DataType": "FLOAT32", "Sizes": [2, 3], "Strides": [5, 1]},
                       {"DataType": "UINT32", "Sizes": [2, 1]}, [1, 7, 2, 9, 3, 4], [1, 0])
    outcome = run(case)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message


def test_zero_stride_input_broadcasts():
    # one stored row read twice; ties along axis 0 go to the first row (index 0)
    case = argmax_case({"DataType": "INT8", "Sizes": [2, 3], "Strides": [0, 1]},
                       {"DataType": "INT64", "Sizes": [1, 3]}, [5, -128, 127, 5, -128, 127], [0, 0, 0], axes=(0,))
    assert run(case).result.outcome == Outcome.PASS
    case.desc["AxisDirection"] = "DML_AXIS_DIRECTION_DECREASING"
    case.expected = {"OutputTensor": [1, 1, 1]}
    assert run(case).result.outcome == Outcome.PASS


def test_strided_output_writes_logical_elements_only():
    case = argmax_case({"DataType": "UINT64", "Sizes": [3, 2]},
                       {"DataType": "UINT32", "Sizes": [3, 1], "Strides": [4, 1]},
                       [2**64 - 1, 2**64 - 2, 0, 1, 7, 7], [0, 1, 0])
    backend = ReferenceBackend(SPECS, None, TOP)
    runner = Runner(SPECS, backend, TOP)
    outcome = runner.run(case)
    assert outcome.result.outcome == Outcome.PASS, outcome.result.message
    # and on the buffer itself: the gaps between the 3 logical elements keep the poison
    op = SPECS.operator(case.operator)
    from conformance.spec import TensorDesc
    from conformance.cases.tensor import to_array
    tensors = {n: TensorDesc.from_json(case.desc[n], SPECS, n) for n in ("InputTensor", "OutputTensor")}
    logical = {"InputTensor": to_array(case.inputs["InputTensor"], tensors["InputTensor"].data_type, [3, 2], "x")}
    prepared = runner._prepare(case, op, tensors, logical, "buffer")
    buffer = backend.run(prepared)["OutputTensor"].view(np.uint32)
    assert buffer[[0, 4, 8]].tolist() == [0, 1, 0]
    assert set(buffer[[1, 2, 3, 5, 6, 7]].tolist()) == {np.iinfo(np.uint32).max}


class PackedReader(ReferenceBackend):
    """A backend bug: reads every input as if it were packed, ignoring its Strides."""

    def run(self, prepared):
        for name in prepared.inputs:
            t = prepared.tensors[name]
            prepared.tensors[name] = type(t)(t.data_type, t.sizes)  # drop the strides
        return super().run(prepared)


def test_a_backend_ignoring_input_strides_fails():
    # read packed, the second row would be [poison, poison, 3]
    case = argmax_case({"DataType": "FLOAT32", "Sizes": [2, 3], "Strides": [5, 1]},
                       {"DataType": "UINT32", "Sizes": [2, 1]}, [1, 7, 2, 3, 4, 9], [1, 2])
    assert run(case, PackedReader).result.outcome == Outcome.FAIL


def test_reference_rejects_invalid_descs_at_its_level():
    case = argmax_case({"DataType": "INT64", "Sizes": [3]}, {"DataType": "UINT32", "Sizes": [1]}, [1, 2, 3], [2],
                       axes=(0,))
    level_3_0 = SPECS.level("3_0")
    answer = ReferenceBackend(SPECS, None, level_3_0).run(
        Runner(SPECS, ReferenceBackend(SPECS, None, level_3_0), level_3_0)._prepare(
            case, SPECS.operator(case.operator), {}, {}, "logical"))
    assert isinstance(answer, Rejection) and "tensor-support-data-type" in answer.reason


def test_unspecified_behaviour_is_observed_not_judged():
    case = argmax_case({"DataType": "FLOAT16", "Sizes": [4]}, {"DataType": "UINT32", "Sizes": [1]},
                       [1, "nan", 3, "nan"], [0], axes=(0,))
    result = run(case).result
    assert result.outcome == Outcome.OBSERVED and "nan-inputs" in result.details["observed"]
    dup = argmax_case({"DataType": "FLOAT32", "Sizes": [2, 2]}, {"DataType": "UINT32", "Sizes": [1, 2]},
                      [1, 2, 3, 0], [1, 0], axes=(0, 0))
    dup.desc["AxisCount"] = 2
    result = run(dup).result
    assert result.outcome == Outcome.OBSERVED and "duplicate-axes" in result.details["observed"]


def test_view_reads_through_strides():
    buf = np.arange(10, dtype=np.float32).view(np.uint8)
    from conformance.spec import TensorDesc
    desc = TensorDesc(SPECS.data_type("FLOAT32"), (2, 3), (5, 1))
    assert strided_view(buf, desc).tolist() == [[0, 1, 2], [5, 6, 7]]
