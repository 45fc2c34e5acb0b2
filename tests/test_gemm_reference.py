"""GEMM: the reference (float64, rounded once, the fused activation after Alpha and Beta), its
magnitude, the gemm_sizes rule, the tolerance's reduction_length and the drawn shapes."""

from __future__ import annotations

import numpy as np
import pytest

from conformance import reference as ref
from conformance.backends.reference import ReferenceBackend
from conformance.cases.case import Case
from conformance.run.results import Outcome
from conformance.run.runner import Runner
from conformance.spec import load_specs
from conformance.spec.matrix_rules import gemm_dimensions, transposed
from conformance.spec.tolerance import desc_variables, tolerance_for
from conformance.spec.validator import validator_for

SPECS = load_specs()
OP = SPECS.operator("gemm")
V = validator_for(SPECS)


def _loops(a, b, c, ta, tb, alpha, beta):
    """The formula element by element, in Python floats (exact enough for these small integers)."""
    a = np.swapaxes(a, -1, -2) if ta else a
    b = np.swapaxes(b, -1, -2) if tb else b
    out = np.zeros(a.shape[:-1] + b.shape[-1:])
    for idx in np.ndindex(out.shape):
        *lead, i, j = idx
        s = sum(float(a[(*lead, i, k)]) * float(b[(*lead, k, j)]) for k in range(a.shape[-1]))
        out[idx] = alpha * s + (beta * float(c[idx]) if c is not None else 0.0)
    return out


@pytest.mark.parametrize("ta, tb", [(False, False), (True, False), (False, True), (True, True)])
def test_reference_is_the_formula_with_each_transform(ta, tb):
    rng = np.random.default_rng(7)
    m, k, n = 3, 4, 2
    a = rng.integers(-5, 6, (2, 1, k, m) if ta else (2, 1, m, k)).astype(np.float32)
    b = rng.integers(-5, 6, (2, 1, n, k) if tb else (2, 1, k, n)).astype(np.float32)
    c = rng.integers(-5, 6, (2, 1, m, n)).astype(np.float32)
    got = ref.gemm_exact(a, b, c, ta, tb, 0.5, -2.0)
    assert np.array_equal(got, _loops(a, b, c, ta, tb, 0.5, -2.0))
    assert np.array_equal(ref.gemm_exact(a, b, None, ta, tb, 1.0, 7.0), _loops(a, b, None, ta, tb, 1.0, 0.0))


def test_magnitude_takes_alpha_and_beta_by_their_size():
    a = np.array([[1.0, -2.0]], dtype=np.float32)
    b = np.array([[3.0], [4.0]], dtype=np.float32)
    c = np.array([[5.0]], dtype=np.float32)
    # -1 * (3 - 8) + 2 * 5 = 15; |-1| * (3 + 8) + |2| * 5 = 21 (a sign of Alpha against Beta never cancels it)
    assert ref.gemm_exact(a, b, c, False, False, -1.0, 2.0)[0, 0] == 15
    assert ref.gemm_magnitude(a, b, c, False, False, -1.0, 2.0)[0, 0] == 21


def _desc(a, b, out, ta="DML_MATRIX_TRANSFORM_NONE", tb="DML_MATRIX_TRANSFORM_NONE", c=None):
    d = {"ATensor": {"DataType": "FLOAT32", "Sizes": a}, "BTensor": {"DataType": "FLOAT32", "Sizes": b},
         "OutputTensor": {"DataType": "FLOAT32", "Sizes": out}, "TransA": ta, "TransB": tb, "Alpha": 1.0, "Beta": 0.0}
    if c is not None:
        d["CTensor"] = {"DataType": "FLOAT32", "Sizes": c}
    return d


def test_gemm_sizes_rule_reads_the_transforms():
    T = "DML_MATRIX_TRANSFORM_TRANSPOSE"
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4]), "4_0").valid
    assert V.validate(OP, _desc([1, 1, 3, 2], [1, 1, 4, 3], [1, 1, 2, 4], T, T), "4_0").valid
    assert V.validate(OP, _desc([3, 2], [3, 4], [2, 4], 1, 0), "4_0").valid  # the numbers, as DirectML takes them
    # B's K (3) against A's (2, TransA read as given): the rule names B
    report = V.validate(OP, _desc([1, 1, 3, 2], [1, 1, 3, 4], [1, 1, 3, 4]), "4_0")
    assert report.rule_ids == {"matrix-sizes"} and report.violations[0].field == "BTensor.Sizes"
    report = V.validate(OP, _desc([2, 1, 2, 3], [2, 1, 3, 4], [1, 1, 2, 4], c=[1, 1, 2, 4]), "4_0")
    assert report.rule_ids == {"matrix-sizes"} and report.violations[0].field == "OutputTensor.Sizes"
    assert V.validate(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4], c=[1, 1, 2, 5]), "4_0").rule_ids == {"c-sizes"}
    assert V.validate(OP, _desc([2, 3], [3, 4], [2, 4]), "3_0").rule_ids == {"tensor-support-dimension-count"}
    assert transposed(2) is None and transposed(True) is None
    assert gemm_dimensions([2, 3], [4, 3], 0, 1) == (2, 3, 3, 4)


def test_reduction_length_is_k_after_trans_a():
    assert desc_variables(_desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4]))["reduction_length"] == 3
    assert desc_variables(_desc([5, 2], [5, 4], [2, 4], "DML_MATRIX_TRANSFORM_TRANSPOSE"))["reduction_length"] == 5
    assert desc_variables(_desc([5, 2], [5, 4], [2, 4], 1))["reduction_length"] == 5
    assert "reduction_length" not in desc_variables(_desc([5, 2], [5, 4], [2, 4], "SIDEWAYS"))
    tol = tolerance_for(OP, _desc([1, 1, 2, 3], [1, 1, 3, 4], [1, 1, 2, 4]), "OutputTensor", "FLOAT32")
    assert (tol.metric, tol.allowed, tol.scale) == ("ulp", 9, "magnitude")  # 2 * 3 + 3


def _run(desc, inputs, actual):
    """The runner's verdict on ``actual`` for ``desc`` (a backend that answers it)."""
    class Answer(ReferenceBackend):
        def compute(self, op, desc, tensors, x):
            return {"OutputTensor": np.asarray(actual, dtype=tensors["OutputTensor"].data_type.numpy).reshape(
                tensors["OutputTensor"].sizes)}
    case = Case(OP.operator, "6_4", desc, inputs)
    return Runner(SPECS, Answer(SPECS, None, SPECS.highest_level), SPECS.highest_level).run(
        case, write_case=False).result


def test_cancelling_products_are_judged_at_their_magnitude():
    # 1e4 * 1 - 1e4 * 1 + 1 = 1 exactly; |terms| sum to 20001: 9 ULP of that (about 0.018)
    desc = _desc([1, 3], [3, 1], [1, 1])
    inputs = {"ATensor": [1e4, -1e4, 1], "BTensor": [1, 1, 1]}
    assert _run(desc, inputs, [1.0]).outcome == Outcome.PASS
    assert _run(desc, inputs, [1.01]).outcome == Outcome.PASS
    assert _run(desc, inputs, [1.1]).outcome == Outcome.FAIL


def test_fused_activation_reads_the_product_sum_within_its_band():
    desc = dict(_desc([1, 2], [2, 1], [1, 1]), FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_SIGMOID"})
    inputs = {"ATensor": [3, -1], "BTensor": [1, 1]}  # sigmoid(2)
    exact = 1 / (1 + np.exp(-2.0))
    assert _run(desc, inputs, [exact]).outcome == Outcome.PASS
    assert _run(desc, inputs, [1 / (1 + np.exp(-2.001))]).outcome == Outcome.FAIL  # far past 7 ULP of 2
    assert _run(desc, inputs, [2.0]).outcome == Outcome.FAIL  # the activation forgotten


def test_nan_product_sums_are_marked_not_nan_inputs():
    from conformance.kinds.gemm import gemm_nan_product_sum

    desc = _desc([2, 2], [2, 1], [2, 1])
    a = np.array([[np.inf, 1.0], [np.nan, 1.0]], dtype=np.float32)
    b = np.array([[0.0], [1.0]], dtype=np.float32)
    # row 0: inf * 0 is NaN from numbers, judged without an activation (NaN equals NaN) and marked with
    # one; row 1 reads a NaN (judged)
    assert gemm_nan_product_sum(desc, {"ATensor": a, "BTensor": b}).tolist() == [[False], [False]]
    relu = dict(desc, FusedActivation={"Type": "DML_OPERATOR_ACTIVATION_RELU"})
    assert gemm_nan_product_sum(relu, {"ATensor": a, "BTensor": b}).tolist() == [[True], [False]]
    # a zero Alpha times an infinite product: NaN, or 0 where the product is skipped (marked)
    zero = dict(desc, Alpha=0.0)
    a = np.array([[np.inf, 1.0], [2.0, 1.0]], dtype=np.float32)
    b = np.array([[1.0], [1.0]], dtype=np.float32)
    assert gemm_nan_product_sum(zero, {"ATensor": a, "BTensor": b}).tolist() == [[True], [False]]


def test_onnx_builds_gemm_for_2d_and_matmul_for_batches():
    pytest.importorskip("onnx")
    from conformance.backends.lowering import lower
    from conformance.backends.onnx_models import model_for
    from conformance.spec import TensorDesc

    def ops(desc):
        tensors = {n: TensorDesc.from_json(desc[n], SPECS, n) for n in ("ATensor", "BTensor", "OutputTensor", "CTensor")
                   if n in desc}
        return [n.op_type for n in model_for(lower(SPECS, OP, desc, tensors)).graph.node]
    T = "DML_MATRIX_TRANSFORM_TRANSPOSE"
    assert ops(_desc([3, 2], [4, 3], [2, 4], T, T)) == ["Gemm"]
    assert ops(_desc([1, 1, 3, 2], [1, 1, 3, 4], [1, 1, 2, 4], T, c=[1, 1, 2, 4])) == \
        ["Transpose", "MatMul", "Mul", "Mul", "Add"]


def test_a_failure_says_what_its_tolerance_was_measured_at():
    """Without a fused activation GEMM's ULPs are of the magnitude |Alpha||A||B| + |Beta||C|; with
    one there is no magnitude (the product-sum's error reaches the result through the activation's
    band), so the message and the recorded tolerance say the ULPs are of the result."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from mutants import MutantBackend

    wrong = MutantBackend(SPECS, "gemm-alpha-ignored", SPECS.highest_level)
    a = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
    for fused, scale in ((None, "magnitude"), ({"Type": "DML_OPERATOR_ACTIVATION_IDENTITY"}, "expected")):
        desc = dict(_desc([2, 2], [2, 2], [2, 2]), Alpha=2.0, **({"FusedActivation": fused} if fused else {}))
        case = Case(OP.operator, "4_0", desc, {"ATensor": a.ravel().tolist(), "BTensor": a.ravel().tolist()})
        result = Runner(SPECS, wrong, SPECS.highest_level).run(case, write_case=False).result
        assert result.outcome == Outcome.FAIL, result.message
        assert result.details["tolerance"]["OutputTensor"]["scale"] == scale
        assert ("of the magnitude" in result.message) == (scale == "magnitude"), result.message
