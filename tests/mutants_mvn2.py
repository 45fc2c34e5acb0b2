"""Mutants of MEAN_VARIANCE_NORMALIZATION2 and MATRIX_MULTIPLY_INTEGER_TO_FLOAT in the shapes real
implementations shipped: each plants one bug from an upstream tracker, firing only where it fired
there (None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``. ``FIRES``
holds one hand-made case per mutant where its bug fires; tests/test_mutants_families.py checks each
against the reference functions directly.
"""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds import matrix_multiply_integer_to_float as mmf
from conformance.kinds.mean_variance_normalization import mvn_exact
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
MVN2, MMF = {"mean_variance_normalization2"}, {"matrix_multiply_integer_to_float"}
SPECS = load_specs()


def _mvn2(desc, tensors, x, **flags):
    """MEAN_VARIANCE_NORMALIZATION2 computed with ``flags`` in place of the desc's UseMean/UseVariance."""
    y = mvn_exact(SPECS, {**desc, **flags}, x)
    with np.errstate(invalid="ignore", over="ignore"):
        return {"OutputTensor": y.astype(tensors["OutputTensor"].data_type.numpy)}


@mutant("mvn2-use-mean-false-subtracts-the-mean",
        "UseMean FALSE still subtracts the mean: an RMS normalization computed as a layer normalization "
        "(sonos/tract#2646: SimplifiedLayerNormalization lowered to LayerNorm, 'every model using it ... "
        "produced wrong activations')",
        upstream=GITHUB + "sonos/tract/issues/2646", reaches=MVN2)
def _use_mean_ignored(self, op, desc, tensors, x):
    if "UseMean" not in desc or desc["UseMean"]:
        return None
    return _mvn2(desc, tensors, x, UseMean=True)


@mutant("mvn2-use-mean-true-skips-the-mean",
        "UseMean TRUE subtracts nothing: a layer normalization computed as an RMS normalization "
        "(sonos/tract#2409: SimplifiedLayerNormalization registered to the RMSNorm handler)",
        upstream=GITHUB + "sonos/tract/pull/2409", reaches=MVN2)
def _use_mean_dropped(self, op, desc, tensors, x):
    if "UseMean" not in desc or not desc["UseMean"]:
        return None
    return _mvn2(desc, tensors, x, UseMean=False)


def _mmf(op, tensors, x):
    return {"OutputTensor": elementwise.narrow(mmf.exact(x), tensors["OutputTensor"].data_type.numpy)}


@mutant("mmf-zero-points-ignored",
        "MATRIX_MULTIPLY_INTEGER_TO_FLOAT multiplies A x B without subtracting the zero points "
        "(iree-org/iree#24583: MatMulInteger ignores zero points, '100% of output elements are wrong')",
        upstream=GITHUB + "iree-org/iree/issues/24583", reaches=MMF)
def _mmf_zero_points_ignored(self, op, desc, tensors, x):
    if op.semantics["reference"] != "matrix_multiply_integer_to_float":
        return None
    if x.get("AZeroPointTensor") is None and x.get("BZeroPointTensor") is None:
        return None
    return _mmf(op, tensors, {k: v for k, v in x.items() if k not in ("AZeroPointTensor", "BZeroPointTensor")})


@mutant("mmf-bias-added-twice",
        "the Bias is added twice, once by the fused product and once after it (IST-DASLab/FP-Quant#16: "
        "'the bias being added twice, which leads to incorrect inference output')",
        upstream=GITHUB + "IST-DASLab/FP-Quant/issues/16", reaches=MMF)
def _mmf_bias_twice(self, op, desc, tensors, x):
    if op.semantics["reference"] != "matrix_multiply_integer_to_float" or x.get("BiasTensor") is None:
        return None
    y = mmf.exact(x) + np.asarray(x["BiasTensor"], dtype=np.float64)
    return {"OutputTensor": elementwise.narrow(y, tensors["OutputTensor"].data_type.numpy)}


def _case(name: str, operator: str, level: str, desc: dict, inputs: dict) -> Case:
    return Case(operator=operator, feature_level=level, desc=desc, inputs=inputs, provenance={"name": f"mutant-{name}"})


_T = {"DataType": "FLOAT32", "Sizes": [1, 4]}
_A = {"ATensor": {"DataType": "INT8", "Sizes": [1, 2]}, "AScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1]},
      "BTensor": {"DataType": "INT8", "Sizes": [2, 1]}, "BScaleTensor": {"DataType": "FLOAT32", "Sizes": [1, 1]},
      "OutputTensor": {"DataType": "FLOAT32", "Sizes": [1, 1]}}
MMF_OP = "DML_MATRIX_MULTIPLY_INTEGER_TO_FLOAT_OPERATOR_DESC"
MVN2_OP = "DML_MEAN_VARIANCE_NORMALIZATION2_OPERATOR_DESC"

FIRES = {
    # [1, -1, 3, 5]: RMS 4 with Epsilon 7 gives [0.25, -0.25, 0.75, 1.25]; centred, [-1, -3, 1, 3] / sqrt(12)
    "mvn2-use-mean-false-subtracts-the-mean": _case(
        "rms", MVN2_OP, "6_3", {"InputTensor": _T, "OutputTensor": _T, "AxisCount": 1, "Axes": [1], "UseMean": False,
                                "UseVariance": True, "Epsilon": 7.0}, {"InputTensor": [1, -1, 3, 5]}),
    # [1, 2, 3, 6] centred: [-2, -1, 0, 3]; uncentred it stays [1, 2, 3, 6]
    "mvn2-use-mean-true-skips-the-mean": _case(
        "centred", MVN2_OP, "6_3", {"InputTensor": _T, "OutputTensor": _T, "AxisCount": 1, "Axes": [1], "UseMean": True,
                                    "UseVariance": False, "Epsilon": 1.0}, {"InputTensor": [1, 2, 3, 6]}),
    # (3 - 1) * (4 - 2) + (5 - 1) * (6 - 2) = 20; without the zero points 3 * 4 + 5 * 6 = 42
    "mmf-zero-points-ignored": _case(
        "zero-points", MMF_OP, "6_2", {**_A, "AZeroPointTensor": {"DataType": "INT8", "Sizes": [1, 1]},
                                       "BZeroPointTensor": {"DataType": "INT8", "Sizes": [1, 1]}},
        {"ATensor": [3, 5], "AScaleTensor": [1], "AZeroPointTensor": [1], "BTensor": [4, 6], "BScaleTensor": [1],
         "BZeroPointTensor": [2]}),
    # 1 * 1 + 2 * 1 = 3, plus Bias 0.5: 3.5; twice, 4
    "mmf-bias-added-twice": _case(
        "bias", MMF_OP, "6_2", {**_A, "BiasTensor": {"DataType": "FLOAT32", "Sizes": [1, 1]}},
        {"ATensor": [1, 2], "AScaleTensor": [1], "BTensor": [1, 1], "BScaleTensor": [1], "BiasTensor": [0.5]}),
}
