"""The peer table (conformance/backends/peer_table.yaml): one row per element-wise function,
read by every peer adapter (docs/design.md, "Peers from tables").

The table is complete (a row for every function the reference computes, with the same inputs
and fields) and well-formed (every op and function it names exists in its library); a few
element-wise cases of the real specs run through each CPU peer with values worked by hand;
and what a peer lacks is UNSUPPORTED before running, never from an exception of our own.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import math
import re

import numpy as np
import pytest

from conformance.backends import create_backend
from conformance.backends.lowering import lower
from conformance.kinds.element_wise_plan import Activation, ElementWise
from conformance.backends.peer_table import PEER_TABLE as PEER_TABLE_PATH
from conformance.backends.peer_table import PEERS, PeerTableError, load_peer_table, peer_table, stages
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import TensorDesc, load_specs

SPECS = load_specs()
TOP = SPECS.highest_level
TABLE = peer_table()
CPU_PEERS = ["onnxruntime:cpu", "onnx-reference", "torch:cpu", "jax:cpu"]
FUNCTIONS_ASKED = """identity abs acos asin atan ceil cos exp floor log recip sin sqrt tan erf sinh cosh tanh asinh
    acosh atanh negate sign add subtract multiply divide max min mean pow difference_square atan_yx relu sigmoid elu
    leaky_relu linear hard_sigmoid softsign softplus thresholded_relu celu gelu scaled_elu scaled_tanh shrink swish
    hard_swish clip""".split()


def element_wise_specs():
    return [op for op in SPECS.operators.values() if op.semantics.get("reference") == "element_wise"]


def all_rows():
    return [("scale_bias", TABLE.scale_bias)] + sorted(TABLE.functions.items())


def all_steps(entry):
    from conformance.backends.peer_table import CAST

    for e in entry.variants():
        yield from (step for step in e.steps if step.call != CAST)


# --------------------------------------------------------------------------- complete


def test_the_table_covers_every_function_asked_for_and_every_peer():
    assert set(FUNCTIONS_ASKED) <= set(TABLE.functions)
    for name, row in all_rows():
        assert set(row.peers) == set(PEERS), name
        for peer, entry in row.peers.items():
            assert entry.lacks or entry.steps or entry.by, (name, peer)


def test_entries_by_an_enum_field_cover_every_value():
    for op in element_wise_specs():
        row = TABLE.row(op.semantics["function"])
        for peer, entry in row.peers.items():
            if entry.by is not None:
                names = {n for n in SPECS.enums[op.fields[entry.by].enum]}
                assert {v for v, _ in entry.cases} == names, (op.operator, peer)


def test_every_reference_function_has_a_row_with_its_inputs_and_fields():
    """The table and the numpy reference (conformance/elementwise.py) name the same functions,
    and a row reads the fields the reference function takes, by the same names."""
    elementwise = importlib.import_module("conformance.elementwise")
    assert set(elementwise.FUNCTIONS) == set(TABLE.functions)
    for name, function in elementwise.FUNCTIONS.items():
        row = TABLE.functions[name]
        try:
            parameters = list(inspect.signature(function).parameters.values())
        except ValueError:  # a numpy ufunc: its inputs are positional, it takes no field
            assert function.nin == len(row.inputs) and not row.params, name
            continue
        fields = [p.name for p in parameters if p.name[0].isupper()]
        if any(p.kind == p.VAR_POSITIONAL for p in parameters):  # np.vectorize, or an int/float pair: no field
            assert not row.params, name
            continue
        positional = [p for p in parameters if p.default is inspect.Parameter.empty and p.name[0].islower()
                      and p.kind != p.KEYWORD_ONLY]  # bits, signed: the tensor's encoding, not a field
        assert len(positional) == len(row.inputs), (name, positional, row.inputs)
        assert fields == list(row.params), (name, fields, row.params)


def test_every_element_wise_spec_names_a_row_that_reads_its_fields():
    for op in element_wise_specs():
        row = TABLE.row(op.semantics["function"])
        assert row is not None, op.operator
        inputs = [f for f in op.tensor_fields if f.role == "input"]
        assert len(inputs) == len(row.inputs), op.operator
        floats = [n for n, f in op.fields.items() if f.kind in ("float", "scalar_union", "enum")
                  and f.enum != "DML_TENSOR_DATA_TYPE"]
        assert set(floats) <= set(row.params), (op.operator, floats, row.params)


# --------------------------------------------------------------------------- well-formed


def onnx_schema(op: str, opset: int):
    from onnx import defs

    return defs.get_schema(op, opset)


@pytest.mark.parametrize("name, row", all_rows(), ids=[n for n, _ in all_rows()])
def test_every_onnx_op_exists_at_the_rows_opset(name, row):
    pytest.importorskip("onnx")
    from conformance.backends.peer_table import ONNX_OPSET_ELEMENT_WISE

    from conformance.backends.peer_table import CAST

    for entry in row.peers["onnx"].variants():
        opset = max(ONNX_OPSET_ELEMENT_WISE, entry.opset or 0)
        for step in entry.steps:
            if step.call == CAST:
                continue
            schema = onnx_schema(step.call, opset)
            assert not schema.deprecated, (name, step.call)
            for attribute, _ in step.arguments:
                assert attribute in schema.attributes, (name, step.call, attribute)


def resolve(path: str):
    from conformance.backends.framework import library_function

    return library_function(path)


@pytest.mark.parametrize("peer, module", [("torch", "torch"), ("jax", "jax")])
def test_every_torch_and_jax_function_exists(peer, module):
    pytest.importorskip(module)
    for name, row in all_rows():
        for step in all_steps(row.peers[peer]):
            function = resolve(step.call)
            if step.arguments:
                try:
                    accepted = inspect.signature(function).parameters
                except (TypeError, ValueError):
                    continue  # a builtin without a signature
                for keyword, _ in step.arguments:
                    assert keyword in accepted or any(p.kind == p.VAR_KEYWORD for p in accepted.values()), \
                        (name, step.call, keyword)


def test_every_cupy_function_exists():
    """Where CuPy is absent (no CUDA here), its NumPy and SciPy namesakes stand for it: CuPy
    implements their API under the same names."""
    try:
        importlib.import_module("cupy")
        present = True
    except ImportError:
        present = False
    for name, row in all_rows():
        for step in all_steps(row.peers["cupy"]):
            path = step.call
            if not present:
                if path.startswith("cupyx.scipy."):
                    pytest.importorskip("scipy")
                    path = path.replace("cupyx.scipy.", "scipy.", 1)
                else:
                    assert path.startswith("cupy."), (name, path)
                    path = path.replace("cupy.", "numpy.", 1)
            resolve(path)


def test_the_loader_refuses_a_malformed_row(tmp_path):
    good = {"inputs": ["a", "b"], "onnx": {"op": "Add"}, "torch": {"function": "torch.add"},
            "jax": {"function": "jax.numpy.add"}, "cupy": {"lacks": "none"}}
    scale_bias = """scale_bias:
  params: [Scale, Bias]
  onnx: {steps: [{op: Mul, inputs: [x, Scale]}, {op: Add, inputs: [_, Bias]}]}
  torch: {lacks: t}
  jax: {lacks: j}
  cupy: {lacks: c}
"""
    import yaml

    def load(row):
        path = tmp_path / "t.yaml"
        path.write_text(scale_bias + yaml.safe_dump({"functions": {"f": row}}))
        return load_peer_table(path)

    assert load(good).row("f").inputs == ("a", "b")
    for bad, words in [
        ({k: v for k, v in good.items() if k != "cupy"}, "no entry for ['cupy']"),
        (dict(good, torch={"function": "add"}), "not a dotted path"),
        (dict(good, onnx={"op": "Add", "steps": [{"op": "Add"}]}), "not both"),
        (dict(good, onnx={"steps": [{"op": "Mul", "inputs": ["a", "c"]}]}), "'c' is none of"),
        (dict(good, onnx={"steps": [{"op": "Mul", "inputs": ["_", "a"]}]}), "'_' is none of"),
        (dict(good, jax={"lacks": ""}), "lacks is a reason"),
        (dict(good, jax={"function": "jax.numpy.add", "opset": 3}), "opset"),
        (dict(good, torch={"op": "Add"}), "an entry has function"),
        (dict(good, torch={"steps": [{"op": "Add"}]}), "a torch step has function"),
        (dict(good, colour="red"), "unknown keys"),
        (dict(good, torch={"function": "torch.div", "refuses": [{"input": "c", "value": 0, "reason": "r"}]}),
         "refuses is a list"),
        (dict(good, onnx={"by": "Mode", "cases": {"A": {"op": "Add"}}}), "by names one of the row's params"),
        (dict(good, onnx={"steps": [{"cast": "float"}]}), "cast is to output"),
    ]:
        with pytest.raises(PeerTableError, match=words.replace("[", r"\[").replace("]", r"\]")):
            load(bad)


# --------------------------------------------------------------------------- lowering


def plan_of(case: Case):
    op = SPECS.operator(case.operator)
    tensors = {f.name: TensorDesc.from_json(case.desc[f.name], SPECS, f.name) for f in op.tensor_fields
               if case.desc.get(f.name) is not None}
    return lower(SPECS, op, case.desc, tensors)


def t(data_type, sizes, strides=None):
    out = {"DataType": data_type, "Sizes": sizes}
    if strides is not None:
        out["Strides"] = strides
    return out


def unary(op, data_type, values, expected, **fields):
    sizes = [1, 1, 1, len(values)]
    desc = {"InputTensor": t(data_type, sizes), "OutputTensor": t(data_type, sizes), **fields}
    return Case(SPECS.operator(op).operator, TOP.name, desc, {"InputTensor": values}, {"OutputTensor": expected})


E = math.e
CASES = {
    "exp": unary("element_wise_exp", "FLOAT32", [0, 1, -1, 2], [1, 2.7182817, 0.36787945, 7.389056],
                 ScaleBias=None),
    "exp-float16": unary("element_wise_exp", "FLOAT16", [0, 1, -1, 2], [1, 2.719, 0.3679, 7.39], ScaleBias=None),
    # exp(2 x - 1)
    "exp-scale-bias": unary("element_wise_exp", "FLOAT32", [0.5, 1, 0, 1.5], [1, E, 1 / E, E * E],
                            ScaleBias={"Scale": 2, "Bias": -1}),
    # x >= 0: x, else 2 (exp(x) - 1)
    "elu-alpha": unary("activation_elu", "FLOAT32", [1, 0, -1, "-inf"], [1, 0, 2 * (1 / E - 1), -2], Alpha=2),
    "elu-alpha-float16": unary("activation_elu", "FLOAT16", [3, -0.5, -1, -20], [3, -0.3936, -0.6323, -1],
                               Alpha=1),
    # BTensor {1, 1, 1, 3} seen as two rows through zero strides
    "add-broadcast": Case(SPECS.operator("element_wise_add").operator, TOP.name,
                          {"ATensor": t("INT32", [1, 1, 2, 3]), "BTensor": t("INT32", [1, 1, 2, 3], [0, 0, 0, 1]),
                           "OutputTensor": t("INT32", [1, 1, 2, 3])},
                          {"ATensor": [1, 2, 3, 4, 5, 6], "BTensor": [10, 20, 30, 10, 20, 30]},
                          {"OutputTensor": [11, 22, 33, 14, 25, 36]}),
    "add-broadcast-float": Case(SPECS.operator("element_wise_add").operator, TOP.name,
                                {"ATensor": t("FLOAT32", [1, 1, 2, 2]),
                                 "BTensor": t("FLOAT32", [1, 1, 2, 2], [0, 0, 1, 0]),
                                 "OutputTensor": t("FLOAT32", [1, 1, 2, 2])},
                                {"ATensor": [0.5, 1.5, -2, 4], "BTensor": [1, 1, -3, -3]},
                                {"OutputTensor": [1.5, 2.5, -5, 1]}),
    # relu(a + b)
    "add1-fused-relu": Case(SPECS.operator("element_wise_add1").operator, TOP.name,
                            {"ATensor": t("FLOAT32", [1, 1, 1, 4]), "BTensor": t("FLOAT32", [1, 1, 1, 4]),
                             "OutputTensor": t("FLOAT32", [1, 1, 1, 4]),
                             "FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_RELU"}},
                            {"ATensor": [1, -2.5, 0.5, -4], "BTensor": [2, 2.5, 0.25, 1]},
                            {"OutputTensor": [3, 0, 0.75, 0]}),
    # elu(a + b) with Alpha 0.5
    "add1-fused-elu": Case(SPECS.operator("element_wise_add1").operator, TOP.name,
                           {"ATensor": t("FLOAT32", [1, 1, 1, 3]), "BTensor": t("FLOAT32", [1, 1, 1, 3]),
                            "OutputTensor": t("FLOAT32", [1, 1, 1, 3]),
                            "FusedActivation": {"Type": "DML_OPERATOR_ACTIVATION_ELU", "Alpha": 0.5}},
                           {"ATensor": [1, -1, 0], "BTensor": [1, 0, 0]},
                           {"OutputTensor": [2, 0.5 * (1 / E - 1), 0]}),
}


def test_element_wise_descs_lower_to_one_plan():
    exp = plan_of(CASES["exp-scale-bias"])
    assert exp == ElementWise("exp", ("InputTensor",), ("FLOAT32",), "OutputTensor", "FLOAT32", (1, 1, 1, 4), (),
                              (2.0, -1.0), None)
    elu = plan_of(CASES["elu-alpha"])
    assert elu.function == "elu" and elu.params == (("Alpha", 2.0),) and elu.scale_bias is None
    add1 = plan_of(CASES["add1-fused-elu"])
    assert add1.inputs == ("ATensor", "BTensor") and add1.fused == Activation("elu", (("Alpha", 0.5),))
    assert plan_of(CASES["add1-fused-relu"]).fused == Activation("relu")
    # a FLOAT field is what C holds: float32
    odd = plan_of(unary("activation_elu", "FLOAT32", [1], [1], Alpha=0.1))
    assert odd.params == (("Alpha", float(np.float32(0.1))),)


def test_onnx_graphs_follow_the_rows():
    onnx = pytest.importorskip("onnx")
    from conformance.backends.onnx_models import element_wise_model

    def kinds(case):
        model = element_wise_model(plan_of(case))
        onnx.checker.check_model(model, full_check=True)
        return model, [n.op_type for n in model.graph.node]

    model, ops = kinds(CASES["exp-scale-bias"])
    assert ops == ["Mul", "Add", "Exp"] and [i.name for i in model.graph.input] == ["InputTensor"]
    scale = {i.name: onnx.numpy_helper.to_array(i).tolist() for i in model.graph.initializer}
    assert sorted(scale.values()) == [-1.0, 2.0] and model.graph.output[0].name == "OutputTensor"
    model, ops = kinds(CASES["add1-fused-elu"])
    assert ops == ["Add", "Elu"] and model.graph.node[1].attribute[0].f == 0.5
    assert [i.name for i in model.graph.input] == ["ATensor", "BTensor"] and not model.graph.initializer
    square = ElementWise("difference_square", ("ATensor", "BTensor"), ("FLOAT32", "FLOAT32"), "OutputTensor",
                         "FLOAT32", (2,))
    model = element_wise_model(square)
    assert [n.op_type for n in model.graph.node] == ["Sub", "Mul"]
    assert list(model.graph.node[1].input) == [model.graph.node[0].output[0]] * 2
    gelu = element_wise_model(ElementWise("gelu", ("InputTensor",), ("FLOAT32",), "OutputTensor", "FLOAT32", (2,)))
    assert gelu.opset_import[0].version == 20  # Gelu is opset 20


# --------------------------------------------------------------------------- running


def peer(label):
    backend = create_backend(label, SPECS, TOP, isolate=False)
    probe = backend.probe()
    if not probe.available:
        pytest.skip(f"{label}: {probe.reason}")
    return backend


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("label", CPU_PEERS)
def test_element_wise_cases_run_on_every_cpu_peer_with_hand_checked_values(label, name):
    result = Runner(SPECS, peer(label), TOP).run(CASES[name], write_case=False).result
    assert result.outcome == Outcome.PASS, result.message


@pytest.mark.parametrize("label", CPU_PEERS)
def test_the_reference_agrees_with_the_hand_checked_values(label):
    """The same cases with the reference's expected values: the hand values were right."""
    backend = peer(label)
    for name, case in CASES.items():
        computed = Case(case.operator, case.feature_level, case.desc, case.inputs)
        result = Runner(SPECS, backend, TOP).run(computed, write_case=False).result
        assert result.outcome == Outcome.PASS, (name, result.message)


def test_onnxruntime_cpu_says_which_float16_nodes_run_in_float():
    backend = peer("onnxruntime:cpu")
    support = backend.supports(CASES["exp-float16"], SPECS.operator("element_wise_exp"))
    assert support.status == "emulated" and "Exp-13" in support.reason and "InsertCastTransformer" in support.reason
    assert backend.supports(CASES["exp"], SPECS.operator("element_wise_exp")).status == "supported"


# --------------------------------------------------------------------------- lacks, declared before running


def plan(function, data_type, n_inputs=1, params=(), **kw):
    names = ("InputTensor",) if n_inputs == 1 else ("ATensor", "BTensor")
    return ElementWise(function, names, (data_type,) * n_inputs, "OutputTensor", data_type, (1, 4), tuple(params),
                       **kw)


def test_a_peer_without_the_function_declares_it_from_the_table():
    assert "no Atan2" in stages(plan("atan_yx", "FLOAT32", 2), "onnx")
    assert isinstance(stages(plan("atan_yx", "FLOAT32", 2), "torch"), list)
    assert "no thresholded ReLU" in stages(plan("thresholded_relu", "FLOAT32", params=[("Alpha", 1.0)]), "jax")
    fused = plan("add", "FLOAT32", 2, fused=Activation("thresholded_relu", (("Alpha", 1.0),)))
    assert "fused activation thresholded_relu" in stages(fused, "jax")
    assert "no row" in stages(plan("frobnicate", "UINT32"), "torch")
    assert "population count" in stages(plan("bit_count", "UINT32"), "torch")
    # by an enum field's value
    halves = plan("round", "FLOAT32", params=[("RoundingMode", "DML_ROUNDING_MODE_TOWARD_INFINITY")])
    assert "away from zero" in stages(halves, "onnx") and isinstance(stages(halves, "jax"), list)
    # the integer form of a row: cupy has no truncating division
    assert isinstance(stages(plan("divide", "FLOAT32", 2), "cupy"), list)
    assert "truncating" in stages(plan("divide", "INT32", 2), "cupy")


@pytest.mark.parametrize("label", CPU_PEERS)
def test_lacks_are_unsupported_before_the_library_runs(monkeypatch, label):
    backend = peer(label)

    def must_not_run(*args, **kwargs):
        raise AssertionError("the library was asked")

    monkeypatch.setattr(backend, "element_wise", must_not_run)
    if hasattr(backend, "new_session"):
        monkeypatch.setattr(backend, "new_session", must_not_run)
    why = backend.cannot_express
    # a field the tensor's type cannot hold, where the peer takes it in that type
    clip = plan("clip", "INT32", params=[("Min", 1.5), ("Max", 3.0)])
    assert "INT32 cannot hold" in why(clip, None)
    assert why(plan("clip", "INT32", params=[("Min", 1.0), ("Max", 3.0)]), None) == ""
    if label.startswith("onnx"):
        assert "no Atan2" in why(plan("atan_yx", "FLOAT32", 2), None)
        # outside the operator's schema: Neg has no unsigned types, Mean no integers
        assert "Neg-13" in why(plan("negate", "UINT8"), None) and "schema" in why(plan("negate", "UINT8"), None)
        assert "Mean-13" in why(plan("mean", "INT32", 2), None)
    if label == "jax:cpu":
        assert "no thresholded ReLU" in why(plan("thresholded_relu", "FLOAT32", params=[("Alpha", 1.0)]), None)


@pytest.mark.parametrize("label, op, data_type, words", [
    ("onnxruntime:cpu", "activation_relu", "INT16", "NOT_IMPLEMENTED"),
    ("onnxruntime:cpu", "element_wise_max", "UINT16", "NOT_IMPLEMENTED"),
    ("torch:cpu", "element_wise_add", "UINT16", "not implemented for 'UInt16'"),
])
def test_a_type_the_library_lacks_is_unsupported_in_its_own_words(label, op, data_type, words):
    spec = SPECS.operator(op)
    sizes = [1, 1, 1, 3]
    desc = {f.name: t(data_type, sizes) for f in spec.tensor_fields}
    case = Case(spec.operator, TOP.name, desc, {f.name: [1, 2, 3] for f in spec.tensor_fields if f.role == "input"})
    result = Runner(SPECS, peer(label), TOP).run(case, write_case=False).result
    assert result.outcome == Outcome.UNSUPPORTED, result.message
    assert words in result.message and result.message.startswith(f"{label} declares it cannot run ")


def test_a_row_that_promotes_the_type_is_the_adapters_error():
    """torch.exp of INT32 gives FLOAT32: never cast back, an ERROR of the adapter."""
    backend = peer("torch:cpu")
    exp = plan("exp", "INT32")
    out = backend.element_wise(exp, [np.array([[0, 1, 2, 3]], dtype=np.int32)])
    with pytest.raises(TypeError, match="promotes"):
        backend.checked_output(exp, np.asarray(out))


FLOAT_ROWS = FUNCTIONS_ASKED + ["constant_pow", "threshold", "parametric_softplus", "modulus_truncate", "modulus_floor",
                              "parameterized_relu", "is_nan"]


@pytest.mark.parametrize("label", CPU_PEERS)
def test_every_row_runs_on_float32(label):
    """Each row the peer has, on a few FLOAT32 values, agrees with the reference function to
    float32 precision: the table's compositions and argument names are right."""
    elementwise = importlib.import_module("conformance.elementwise")
    backend = peer(label)
    values = {"Alpha": 0.75, "Beta": 0.25, "Gamma": 1.5, "Steepness": 2.0, "Min": -0.5, "Max": 0.5, "Exponent": 2.0,
              "Bias": 0.125, "Threshold": 0.5, "SigmoidInputScale": 1.5}
    x = np.array([[-0.75, -0.25, 0.125, 0.5, 0.875]], dtype=np.float32)
    second = np.array([[0.5, -0.5, 1.5, 0.25, 2.0]], dtype=np.float32)
    for name in FLOAT_ROWS:
        row = TABLE.functions[name]
        params = [(p, values[p]) for p in row.params]
        out = "UINT8" if name.startswith("is_") else "FLOAT32"
        p = ElementWise(name, ("A", "B")[:len(row.inputs)], ("FLOAT32",) * len(row.inputs), "Y", out,
                        x.shape, tuple(params))
        if backend.cannot_express(p, None):
            continue
        inputs = [x, second][:len(row.inputs)]
        if name in ("acosh",):
            inputs = [x + 2]
        got = backend.checked_output(p, np.asarray(backend.element_wise(p, inputs)))
        want = elementwise.FUNCTIONS[name](*[i.astype(np.float64) for i in inputs], **dict(params))
        assert np.allclose(got, want, rtol=2e-6, atol=1e-6, equal_nan=True), (name, got, want)


def reference(name, inputs, out_dtype, **params):
    """The reference function on integer or float inputs, rounded into the output type."""
    elementwise = importlib.import_module("conformance.elementwise")
    function = elementwise.FUNCTIONS[name]
    wide = [elementwise.widen(a) for a in inputs]
    if getattr(getattr(function, "__code__", None), "co_kwonlyargcount", 0):
        params.update(bits=inputs[0].dtype.itemsize * 8, signed=inputs[0].dtype.kind == "i")
    with np.errstate(all="ignore"):
        return elementwise.narrow(function(*wide, **params), np.dtype(out_dtype.lower()))


@pytest.mark.parametrize("label", CPU_PEERS)
def test_integer_logical_and_enum_rows_agree_with_the_reference(label):
    """The rows of integers, comparisons (a UINT8 output: the cast step), IF (three inputs)
    and the enum-picked entries (ROUND, IS_INFINITY), against the reference function."""
    backend = peer(label)
    u8 = np.array([[0, 1, 7, 200, 255]], dtype=np.uint8)
    v8 = np.array([[3, 1, 2, 7, 0]], dtype=np.uint8)
    i32 = np.array([[-7, 7, -8, 9, 0]], dtype=np.int32)
    j32 = np.array([[2, -2, 3, 4, 5]], dtype=np.int32)
    f32 = np.array([[-2.5, 0.5, 1.5, float("inf"), float("-inf")]], dtype=np.float32)
    cases = [(n, [u8, v8], "UINT8", {}) for n in ("bit_and", "bit_or", "bit_xor", "logical_and", "logical_or",
                                                  "logical_xor", "logical_equals", "logical_greater_than",
                                                  "logical_less_than", "logical_greater_than_or_equal",
                                                  "logical_less_than_or_equal", "add", "max", "min")]
    cases += [("bit_shift_left", [u8, np.array([[0, 1, 2, 3, 7]], dtype=np.uint8)], "UINT8", {}),
              ("bit_shift_right", [u8, np.array([[0, 1, 2, 3, 7]], dtype=np.uint8)], "UINT8", {}),
              ("bit_not", [u8], "UINT8", {}), ("logical_not", [u8], "UINT8", {}), ("bit_count", [u8], "UINT8", {}),
              ("if", [u8, i32, j32], "INT32", {})]
    cases += [(n, [i32, j32], "INT32", {}) for n in ("add", "subtract", "multiply", "divide", "max", "min",
                                                      "modulus_truncate", "modulus_floor", "difference_square")]
    cases += [("negate", [i32], "INT32", {}), ("abs", [i32], "INT32", {}), ("sign", [i32], "INT32", {})]
    cases += [("round", [f32], "FLOAT32", {"RoundingMode": m}) for m in SPECS.enums["DML_ROUNDING_MODE"]]
    cases += [("is_infinity", [f32], "UINT8", {"InfinityMode": m}) for m in SPECS.enums["DML_IS_INFINITY_MODE"]]
    ran = 0
    for name, inputs, out, params in cases:
        types = tuple(a.dtype.name.upper() for a in inputs)
        p = ElementWise(name, ("C", "A", "B")[3 - len(inputs):] if len(inputs) == 3 else ("A", "B")[:len(inputs)],
                        types, "Y", out, inputs[0].shape, tuple(params.items()))
        if backend.cannot_express(p, None):
            continue
        try:
            got = backend.checked_output(p, np.asarray(backend.element_wise(p, inputs)))
        except Exception as exc:  # a lack the library declares while running: not this test's subject
            if backend.declared_lack(exc):
                continue
            raise
        want = reference(name, inputs, out, **params)
        assert np.array_equal(got, want, equal_nan=True), (name, params, got, want)
        ran += 1
    assert ran >= len(cases) // 2


@pytest.mark.parametrize("label, refused", [("torch:cpu", True), ("onnxruntime:cpu", True), ("onnx-reference", False),
                                            ("jax:cpu", False)])
def test_an_input_the_library_refuses_is_unsupported_before_running(monkeypatch, label, refused):
    """torch and onnxruntime raise for an integer division by zero (the page leaves its result
    unspecified): the case is UNSUPPORTED from its inputs, and the library is not asked."""
    backend = peer(label)
    spec = SPECS.operator("element_wise_divide")
    desc = {n: t("INT32", [1, 3]) for n in ("ATensor", "BTensor", "OutputTensor")}
    case = Case(spec.operator, TOP.name, desc, {"ATensor": [7, -7, 1], "BTensor": [2, 0, 1]})
    support = backend.supports(case, spec)
    if refused:
        assert support.status == "unsupported" and "division by zero" in support.reason
        assert "BTensor holds 0" in support.reason
    else:
        assert support.status != "unsupported", support.reason
    nonzero = Case(spec.operator, TOP.name, desc, {"ATensor": [7, -7, 1], "BTensor": [2, 2, 1]})
    assert backend.supports(nonzero, spec).status != "unsupported"
    result = Runner(SPECS, backend, TOP).run(nonzero, write_case=False).result
    assert result.outcome == Outcome.PASS, result.message  # 3, -3 (truncated), 1


# --------------------------------------------------------------------------- kinds: every other operator

# the backends of each column whose adapters decide here (cupy's decide without CUDA, but for
# what reads its library: they skip)
COLUMN_BACKENDS = {"onnx": ["onnxruntime:cpu", "onnx-reference"], "torch": ["torch:cpu"], "jax": ["jax:cpu"],
                   "cupy": ["cupy"]}


def spec_kinds() -> dict[str, list]:
    out: dict[str, list] = {}
    for op in SPECS.operators.values():
        if op.semantics["reference"] != "element_wise":
            out.setdefault(op.semantics["reference"], []).append(op)
    return out


def test_every_kind_of_the_specs_has_a_row_and_every_row_a_kind():
    assert set(TABLE.kinds) == set(spec_kinds())


def worked_examples(ops):
    from conformance.spec.validator import validator_for
    from generators.cases import example_cases

    return [(op, g.case) for op in ops for g in example_cases(op, validator_for(SPECS))
            if g.case is not None and g.case.expect == "valid"]


@pytest.mark.parametrize("label", [label for labels in COLUMN_BACKENDS.values() for label in labels])
@pytest.mark.parametrize("kind", sorted(spec_kinds()))
def test_a_kinds_row_names_exactly_the_peers_whose_adapter_lowers_it(kind, label):
    """The row names the peer iff the peer's adapter supports some worked example of the kind's
    operators: a peer named must lower it (a limit of some descs only, a type or a dilation, may
    still leave an example unsupported), and a peer that lowers it must be named, not declare a lack."""
    column = next(c for c, labels in COLUMN_BACKENDS.items() if label in labels)
    backend = create_backend(label, SPECS, TOP, isolate=False)  # not probed: supports decides before running
    reasons = []
    for op, case in worked_examples(spec_kinds()[kind]):
        try:
            support = backend.supports(case, op)
        except ImportError as exc:
            pytest.skip(f"{label} decides {kind} with its library: {exc}")
        if support.status != "unsupported":
            break
        reasons.append(f"{op.short_name}: {support.reason}")
    else:
        if label == "onnx-reference" and reasons and all("has no com.microsoft operators" in r for r in reasons):
            return  # onnxruntime's contrib operator: the column names it for onnxruntime, onnx.reference declares its lack
        if label.startswith("onnxruntime") and reasons and all("registers no ai.onnx.preview.training" in r for r in reasons):
            return  # ONNX's preview-training Adam: the column names it for onnx.reference, onnxruntime declares its lack
        assert TABLE.kinds[kind].peers[column].lacks, (f"peer_table.yaml names {column} for {kind}, but {label} "
                                                       f"supports none of its worked examples", reasons[:3])
        return
    assert not TABLE.kinds[kind].peers[column].lacks, (f"{label} lowers {kind} ({op.short_name}), but "
                                                       f"peer_table.yaml says {column} lacks it")


def test_every_call_a_kinds_row_names_exists():
    pytest.importorskip("onnx")
    from onnx import defs

    # the default domain, and ONNX's preview-training one (Adam, ADAM_OPTIMIZER's)
    onnx_ops = {s.name for s in defs.get_all_schemas_with_history() if s.domain in ("", "ai.onnx.preview.training")}
    try:  # onnxruntime's contrib operators (com.microsoft QLinearAveragePool), where it is installed
        from onnxruntime.capi import onnxruntime_pybind11_state as ort_state

        onnx_ops |= {s.name for s in ort_state.get_all_operator_schema() if s.domain == "com.microsoft"}
    except ImportError:
        pass
    for kind, row in TABLE.kinds.items():
        for peer, entry in row.peers.items():
            for call in entry.calls:
                if peer == "onnx":
                    assert call in onnx_ops, (kind, call)
                elif peer == "cupy" and importlib.util.find_spec("cupy") is None:  # its NumPy/SciPy namesake
                    resolve(call.replace("cupyx.scipy.", "scipy.", 1).replace("cupy.", "numpy.", 1))
                else:
                    resolve(call)


def test_the_loader_refuses_a_malformed_kinds_row(tmp_path):
    import yaml

    text = PEER_TABLE_PATH.read_text(encoding="utf-8")
    good = {"onnx": {"op": "ArgMax"}, "torch": {"function": "torch.argmax"}, "jax": {"lacks": "j"},
            "cupy": {"function": ["cupy.argmax", "cupy.argmin"]}}

    def load(row):
        path = tmp_path / "t.yaml"
        data = yaml.safe_load(text)
        data["kinds"] = {"argmax": row}
        path.write_text(yaml.safe_dump(data))
        return load_peer_table(path)

    assert load(good).kinds["argmax"].computed_by() == ("onnx", "torch", "cupy")
    for bad, words in [({k: v for k, v in good.items() if k != "cupy"}, "an entry for each of"),
                       (dict(good, torch={"function": "argmax"}), "not all dotted paths"),
                       (dict(good, onnx={"function": "ArgMax"}), "an entry is {op"),
                       (dict(good, jax={"lacks": " "}), "lacks is a reason"),
                       (dict(good, torch={"function": []}), "non-empty list")]:
        with pytest.raises(PeerTableError, match=re.escape(words)):
            load(bad)
