"""UNSUPPORTED means the peer declared it (issue 14): the library's own "not implemented"
status, or a type outside the ONNX operator's schema found before running. Anything else a
library raises on a valid case is the backend's ERROR, with the exception.

Each adapter's library call is replaced by one that raises each kind of exception, as the
library would; the case then runs through the runner, in process.
"""

from __future__ import annotations

import pytest

from conformance import reference as ref
from conformance.backends import create_backend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs

SPECS = load_specs()
TOP = SPECS.highest_level

ARGMAX = Case("DML_ARGMAX_OPERATOR_DESC", TOP.name,
              {"InputTensor": {"DataType": "FLOAT32", "Sizes": [2, 2]},
               "OutputTensor": {"DataType": "UINT32", "Sizes": [2, 1]}, "AxisCount": 1, "Axes": [1],
               "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
              {"InputTensor": [1.0, 2.0, 3.0, 0.0]})


def max_pool_case(data_type: str, values) -> Case:
    sizes, window = [1, 1, 2, 2], [2, 2]
    out = ref.pooling_output_sizes(sizes, window, [1, 1], [0, 0], [0, 0], [1, 1])
    return Case("DML_MAX_POOLING2_OPERATOR_DESC", TOP.name,
                {"InputTensor": {"DataType": data_type, "Sizes": sizes},
                 "OutputTensor": {"DataType": data_type, "Sizes": out},
                 "OutputIndicesTensor": {"DataType": "UINT32", "Sizes": out}, "DimensionCount": 2,
                 "Strides": [1, 1], "WindowSize": window, "StartPadding": [0, 0], "EndPadding": [0, 0],
                 "Dilations": [1, 1]},
                {"InputTensor": values})


def ort_state():
    return pytest.importorskip("onnxruntime.capi.onnxruntime_pybind11_state")


def jax_errors():
    return pytest.importorskip("jax.errors")


# (backend, the library call replaced, the exception it raises, the outcome, words the message keeps)
RAISED = [
    ("onnxruntime:cpu", "new_session",
     lambda: ort_state().NotImplemented("[ONNXRuntimeError] : 9 : NOT_IMPLEMENTED : Could not find an "
                                        "implementation for ArgMax(13) node with name ''"),
     Outcome.UNSUPPORTED, "NOT_IMPLEMENTED"),
    ("onnxruntime:cpu", "new_session",
     lambda: ort_state().Fail("[ONNXRuntimeError] : 1 : FAIL : Load model from memory failed"),
     Outcome.ERROR, "Load model from memory failed"),
    ("onnxruntime:cpu", "evaluate",
     lambda: ort_state().RuntimeException("[ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code"),
     Outcome.ERROR, "RUNTIME_EXCEPTION"),
    ("onnx-reference", "evaluate", lambda: NotImplementedError("Node type 'ArgMax' from domain '' is unknown"),
     Outcome.UNSUPPORTED, "is unknown"),
    ("onnx-reference", "evaluate", lambda: RuntimeError("Not implemented yet for shape (1, 1, 2, 2, 2, 2)."),
     Outcome.UNSUPPORTED, "Not implemented yet"),
    ("onnx-reference", "evaluate", lambda: IndexError("index 1 is out of bounds for axis 4 with size 1"),
     Outcome.ERROR, "IndexError: index 1 is out of bounds"),
    ("onnx-reference", "evaluate", lambda: ValueError("cannot convert float NaN to integer"),
     Outcome.ERROR, "ValueError: cannot convert float NaN to integer"),
    ("torch:cpu", "arg_last", lambda: RuntimeError("\"argmax_cpu\" not implemented for 'UInt16'"),
     Outcome.UNSUPPORTED, "not implemented for 'UInt16'"),
    ("torch:cpu", "arg_last",
     lambda: NotImplementedError("Could not run 'aten::argmax' with arguments from the 'CUDA' backend."),
     Outcome.UNSUPPORTED, "Could not run 'aten::argmax'"),
    ("torch:cpu", "arg_last", lambda: RuntimeError("CUDA error: an illegal memory access was encountered"),
     Outcome.ERROR, "illegal memory access"),
    ("torch:cpu", "arg_last", lambda: NotImplementedError("an adapter path nobody wrote"),
     Outcome.ERROR, "NotImplementedError: an adapter path"),
    ("jax:cpu", "arg_last", lambda: jax_errors().JaxRuntimeError("UNIMPLEMENTED: no lowering for this type"),
     Outcome.UNSUPPORTED, "UNIMPLEMENTED"),
    ("jax:cpu", "arg_last", lambda: jax_errors().JaxRuntimeError("INTERNAL: RET_CHECK failure"),
     Outcome.ERROR, "INTERNAL: RET_CHECK failure"),
    ("jax:cpu", "arg_last", lambda: TypeError("argmax requires ndarray or scalar arguments"),
     Outcome.ERROR, "TypeError"),
]


def in_process(label: str):
    backend = create_backend(label, SPECS, TOP, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    return backend


@pytest.mark.parametrize("label, call, raised, outcome, words", RAISED,
                         ids=[f"{r[0]}-{r[1]}-{r[3].name}-{i}" for i, r in enumerate(RAISED)])
def test_only_a_declared_lack_is_unsupported(monkeypatch, label, call, raised, outcome, words):
    backend = in_process(label)
    exc = raised()

    def library_call(*args, **kwargs):
        raise exc

    monkeypatch.setattr(backend, call, library_call)
    result = Runner(SPECS, backend, TOP).run(ARGMAX, write_case=False).result
    assert result.outcome == outcome, result.message
    assert words in result.message
    if outcome == Outcome.ERROR:
        assert result.outcome.counts_against and "traceback" in result.details


@pytest.mark.parametrize("label", ["onnx-reference", "onnxruntime:cpu"])
def test_a_type_outside_the_onnx_schema_never_reaches_the_library(monkeypatch, label):
    backend = in_process(label)

    def must_not_run(*args, **kwargs):
        raise AssertionError("a model outside the schema was run")

    monkeypatch.setattr(backend, "new_session", must_not_run)
    case = max_pool_case("UINT64", [1, 2, 3, 2**53 + 1])
    result = Runner(SPECS, backend, TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED
    assert "MaxPool" in result.message and "tensor(uint64)" in result.message and "schema" in result.message


def test_a_type_inside_the_onnx_schema_runs():
    backend = in_process("onnx-reference")
    result = Runner(SPECS, backend, TOP).run(max_pool_case("INT8", [1, -2, 3, 2]), write_case=False).result
    assert result.outcome != Outcome.UNSUPPORTED, result.message


@pytest.mark.parametrize("label, data_type", [("onnxruntime:cpu", "UINT16"), ("torch:cpu", "UINT16")])
def test_a_type_the_real_library_lacks_is_unsupported_in_its_own_words(label, data_type):
    backend = in_process(label)
    desc = dict(ARGMAX.desc, InputTensor={"DataType": data_type, "Sizes": [2, 2]})
    result = Runner(SPECS, backend, TOP).run(Case(ARGMAX.operator, TOP.name, desc, {"InputTensor": [1, 2, 3, 0]}),
                                             write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED
    assert result.message.startswith(f"{label} declares it cannot run argmax on {data_type}")
    assert "NOT_IMPLEMENTED" in result.message or "not implemented for" in result.message


# Element-wise operators run from the peer table (conformance/backends/peer_table.yaml): the same
# rule holds. The library call is replaced as above; a lack the table declares (a function the
# peer has no operation for) is UNSUPPORTED before the library is asked at all.

EXP = Case("DML_ELEMENT_WISE_EXP_OPERATOR_DESC", TOP.name,
           {"InputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2]},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 2]}, "ScaleBias": None},
           {"InputTensor": [0.0, 1.0]})

ELEMENT_WISE_RAISED = [
    ("onnxruntime:cpu", "new_session",
     lambda: ort_state().NotImplemented("[ONNXRuntimeError] : 9 : NOT_IMPLEMENTED : Could not find an "
                                        "implementation for Exp(13) node with name ''"),
     Outcome.UNSUPPORTED, "NOT_IMPLEMENTED"),
    ("onnxruntime:cpu", "evaluate",
     lambda: ort_state().RuntimeException("[ONNXRuntimeError] : 6 : RUNTIME_EXCEPTION : Non-zero status code"),
     Outcome.ERROR, "RUNTIME_EXCEPTION"),
    ("onnx-reference", "evaluate", lambda: NotImplementedError("Node type 'Exp' from domain '' is unknown"),
     Outcome.UNSUPPORTED, "is unknown"),
    ("onnx-reference", "evaluate", lambda: FloatingPointError("overflow encountered in exp"),
     Outcome.ERROR, "FloatingPointError"),
    ("torch:cpu", "element_wise", lambda: NotImplementedError("\"exp_vml_cpu\" not implemented for 'Half'"),
     Outcome.UNSUPPORTED, "not implemented for 'Half'"),
    ("torch:cpu", "element_wise", lambda: RuntimeError("The size of tensor a (2) must match the size of tensor b"),
     Outcome.ERROR, "must match the size"),
    ("torch:cpu", "element_wise", lambda: LookupError("torch.nn.functional.nope: no such function"),
     Outcome.ERROR, "LookupError"),
    ("jax:cpu", "element_wise", lambda: jax_errors().JaxRuntimeError("UNIMPLEMENTED: no exp for this type"),
     Outcome.UNSUPPORTED, "UNIMPLEMENTED"),
    ("jax:cpu", "element_wise", lambda: TypeError("exp() got an unexpected keyword argument 'alpha'"),
     Outcome.ERROR, "TypeError"),
]


@pytest.mark.parametrize("label, call, raised, outcome, words", ELEMENT_WISE_RAISED,
                         ids=[f"{r[0]}-{r[1]}-{r[3].name}-{i}" for i, r in enumerate(ELEMENT_WISE_RAISED)])
def test_only_a_declared_lack_is_unsupported_for_element_wise(monkeypatch, label, call, raised, outcome, words):
    backend = in_process(label)
    exc = raised()

    def library_call(*args, **kwargs):
        raise exc

    monkeypatch.setattr(backend, call, library_call)
    result = Runner(SPECS, backend, TOP).run(EXP, write_case=False).result
    assert result.outcome == outcome, result.message
    assert words in result.message
    if outcome == Outcome.UNSUPPORTED:
        assert result.message.startswith(f"{label} declares it cannot run exp on FLOAT32")
    else:
        assert result.outcome.counts_against and "traceback" in result.details


def test_a_function_the_peer_lacks_never_reaches_the_library(monkeypatch):
    from conformance.kinds.element_wise_plan import ElementWise

    backend = in_process("onnx-reference")

    def must_not_run(*args, **kwargs):
        raise AssertionError("the library was asked")

    monkeypatch.setattr(backend, "new_session", must_not_run)
    monkeypatch.setattr(backend, "model", must_not_run)  # not even a model is built
    atan_yx = ElementWise("atan_yx", ("ATensor", "BTensor"), ("FLOAT32", "FLOAT32"), "OutputTensor", "FLOAT32", (2,))
    assert "ONNX has no two-argument arctangent" in backend.cannot_express(atan_yx, None)
