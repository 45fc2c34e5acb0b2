"""The numpy reference of the element-wise and activation operators: one small function each.

Each function maps input elements to output elements in a wide type, vectorized: floats arrive
as float64 (every FLOAT16 and FLOAT32 value exactly) and integers as Python ints in object
arrays (exact at any width), with the desc's non-tensor fields by name (``Alpha``, ``Min``).
``run`` applies the desc's ScaleBias before the function and its FusedActivation after, then
rounds once into the output type: the correctly rounded answer, up to float64's own rounding
(far below any FLOAT32 tolerance). Integer results outside the output type wrap (two's
complement), which the specs leave unspecified and observe.
"""

from __future__ import annotations

import math

import numpy as np

# --------------------------------------------------------------------------- functions

_erf = np.vectorize(math.erf, otypes=[np.float64])


def _float(x):
    return np.asarray(x, dtype=np.float64)


def sigmoid(x):
    with np.errstate(over="ignore"):
        return np.where(x >= 0, 1.0 / (1.0 + np.exp(-np.abs(x))), np.exp(-np.abs(x)) / (1.0 + np.exp(-np.abs(x))))


def softplus(x, Steepness=1.0):
    with np.errstate(over="ignore"):
        s = Steepness * x
        return (np.maximum(s, 0.0) + np.log1p(np.exp(-np.abs(s)))) / Steepness


FUNCTIONS = {
    # element-wise, one input (the page's formula block)
    "identity": lambda x: x,
    "abs": np.abs,
    "acos": np.arccos, "asin": np.arcsin, "atan": np.arctan,
    "acosh": np.arccosh, "asinh": np.arcsinh, "atanh": np.arctanh,
    "cos": np.cos, "sin": np.sin, "tan": np.tan, "cosh": np.cosh, "sinh": np.sinh, "tanh": np.tanh,
    "ceil": np.ceil, "floor": np.floor,
    "exp": np.exp, "log": np.log, "sqrt": np.sqrt, "erf": _erf,
    "recip": lambda x: 1.0 / x,
    "negate": lambda x: -x,
    "sign": lambda x: np.sign(x),
    "constant_pow": lambda x, Exponent: np.power(x, Exponent),
    "clip": lambda x, Min, Max: np.maximum(Min, np.minimum(x, Max)),
    "threshold": lambda x, Min: np.maximum(x, Min),
    # element-wise, two inputs
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "divide": lambda a, b: a / b,
    "max": lambda a, b: np.maximum(a, b),
    "min": lambda a, b: np.minimum(a, b),
    "mean": lambda a, b: (a + b) / 2,
    "difference_square": lambda a, b: (a - b) * (a - b),
    "pow": lambda x, e: np.power(x, e),
    "atan_yx": lambda a, b: np.arctan2(a, b),
    # activations (their page's formula block)
    "relu": lambda x: np.maximum(x, 0),
    "sigmoid": sigmoid,
    "linear": lambda x, Alpha, Beta: Alpha * x + Beta,
    "leaky_relu": lambda x, Alpha: np.where(x >= 0, x, Alpha * x),
    "thresholded_relu": lambda x, Alpha: np.where(x > Alpha, x, 0.0),
    "elu": lambda x, Alpha: np.where(x >= 0, x, Alpha * np.expm1(np.minimum(x, 0.0))),
    "celu": lambda x, Alpha: np.maximum(0.0, x) + np.minimum(0.0, Alpha * np.expm1(np.minimum(x, 0.0) / Alpha)),
    "scaled_elu": lambda x, Alpha, Gamma: Gamma * np.where(x > 0, x, Alpha * np.expm1(np.minimum(x, 0.0))),
    "scaled_tanh": lambda x, Alpha, Beta: Alpha * np.tanh(Beta * x),
    "hard_sigmoid": lambda x, Alpha, Beta: np.maximum(0.0, np.minimum(Alpha * x + Beta, 1.0)),
    "softplus": softplus,
    "parametric_softplus": lambda x, Alpha, Beta: Alpha * softplus(Beta * x),
    "softsign": lambda x: x / (1.0 + np.abs(x)),
    "shrink": lambda x, Bias, Threshold: np.where(x < -Threshold, x + Bias,
                                                  np.where(x > Threshold, x - Bias, 0.0)),
    "gelu": lambda x: 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0))),
    "swish": lambda x, SigmoidInputScale: x * sigmoid(SigmoidInputScale * x),
    "hard_swish": lambda x, Alpha, Beta: x * np.maximum(0.0, np.minimum(Alpha * x + Beta, 1.0)),
}


# --------------------------------------------------------------------------- the operator

NON_FINITE = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}  # as case files and specs write them


def as_float32(value) -> np.float32:
    """A FLOAT field's value as C holds it (the spec loader has refused what FLOAT cannot hold)."""
    with np.errstate(over="ignore"):
        return np.float32(NON_FINITE.get(value, value) if isinstance(value, str) else value)

def widen(a: np.ndarray) -> np.ndarray:
    """An input in the wide type the functions compute in: float64, or Python ints."""
    if a.dtype.kind == "f":
        return a.astype(np.float64)
    return a.astype(object)


def narrow(y, dtype: np.dtype) -> np.ndarray:
    """Round once into the output type; integers wrap into its range."""
    y = np.asarray(y)
    if dtype.kind == "f":
        with np.errstate(over="ignore", invalid="ignore"):
            return np.asarray(y, dtype=np.float64).astype(dtype)
    bits = dtype.itemsize * 8
    if y.dtype.kind == "f":  # a float function on integers (not met: integer specs name integer functions)
        y = np.asarray(y).astype(object)
    wrapped = np.vectorize(lambda v: _wrap(int(v), bits, dtype.kind == "i"), otypes=[object])(y) if y.size else y
    return np.asarray(wrapped, dtype=object).astype(dtype).reshape(np.shape(y))


def _wrap(v: int, bits: int, signed: bool) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def out_of_range(y, dtype: np.dtype) -> np.ndarray:
    """Where an exact integer result lies outside the output type (where it wraps)."""
    if dtype.kind not in "iu":
        return np.zeros(np.shape(y), dtype=bool)
    info = np.iinfo(dtype)
    y = np.asarray(y, dtype=object)
    return np.asarray((y < int(info.min)) | (y > int(info.max)), dtype=bool)


def params_of(op, desc: dict) -> dict:
    """The desc's parameters the function takes by name: its float, scalar-union, enum and
    uint fields (not the tensors, ScaleBias or a fused activation)."""
    out = {}
    for name, f in op.fields.items():
        if f.kind in ("float", "scalar_union", "enum", "uint", "bool") and name in desc:
            v = desc[name]
            out[name] = NON_FINITE.get(v, v) if isinstance(v, str) and f.kind != "enum" else v
    return {k: v for k, v in out.items() if f_takes(op, k)}


def f_takes(op, name: str) -> bool:
    """Whether the function takes the field ``name`` (a data-type field only reads a union)."""
    return op.fields[name].enum != "DML_TENSOR_DATA_TYPE"


def exact(specs, op, desc: dict, inputs: list[np.ndarray], scale_bias_rounded: np.dtype | None = None):
    """The result in the wide type, before rounding into the output type. With
    ``scale_bias_rounded``, the ScaleBias result is rounded to that type first (as an
    implementation that computes it in the tensor's type does)."""
    wide = [widen(a) for a in inputs]
    sb = desc.get("ScaleBias")
    if sb:
        g = wide[0] * float(as_float32(sb["Scale"])) + float(as_float32(sb["Bias"]))
        with np.errstate(over="ignore"):
            wide[0] = g.astype(scale_bias_rounded).astype(np.float64) if scale_bias_rounded is not None else g
    with np.errstate(all="ignore"):
        y = FUNCTIONS[op.semantics["function"]](*wide, **_typed_params(op, desc, inputs))
    return y


def _typed_params(op, desc, inputs) -> dict:
    """FLOAT fields as C holds them (float32); a scalar union as its data type holds it."""
    out = {}
    for name, v in params_of(op, desc).items():
        f = op.fields[name]
        if f.kind == "float":
            out[name] = float(as_float32(v))
        elif f.kind == "scalar_union":
            out[name] = _union_value(v, desc.get(f.data_type), inputs)
        else:
            out[name] = v
    return out


def _union_value(v, data_type, inputs):
    """A DML_SCALAR_UNION's number in the wide type of the tensors it meets."""
    if inputs and inputs[0].dtype.kind == "f":
        dt = np.float16 if data_type == "FLOAT16" else np.float32 if data_type == "FLOAT32" else np.float64
        with np.errstate(over="ignore"):
            return float(dt(v))
    return int(v)


def fused(specs, desc: dict, y, out_dtype: np.dtype, rounded: bool):
    """The fused activation of ``desc`` applied to ``y`` (rounded to the output type first
    when ``rounded``: the intermediate an implementation may store)."""
    act = desc.get("FusedActivation")
    if not act:
        return y
    spec = specs.operator(act["Type"])
    if rounded:
        y = narrow(y, out_dtype).astype(np.float64)
    with np.errstate(all="ignore"):
        return FUNCTIONS[spec.semantics["function"]](_float(y), **_typed_params(spec, act, []))


def run(specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The outputs of an element-wise desc, rounded once into the output type."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = next(f.name for f in op.tensor_fields if f.role == "output")
    dtype = tensors[out].data_type.numpy
    y = fused(specs, desc, exact(specs, op, desc, inputs), dtype, rounded=False)
    return {out: narrow(y, dtype)}


def rounding_band(specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray] | None:
    """How far the result may move when an intermediate the page defines is stored in the
    tensor's type (ScaleBias's ``x * scale + bias``, the sum a fused activation reads): the
    function's sensitivity at that rounding, measured as |f(rounded) - f(exact)| per element.
    None when the desc has no such intermediate."""
    if not desc.get("ScaleBias") and not desc.get("FusedActivation"):
        return None
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = next(f.name for f in op.tensor_fields if f.role == "output")
    dtype = tensors[out].data_type.numpy
    if dtype.kind != "f":
        return None
    exact_y = _float(fused(specs, desc, exact(specs, op, desc, inputs), dtype, rounded=False))
    worst = np.zeros(exact_y.shape)
    for store in (None, dtype):
        for act_rounded in (False, True):
            y = fused(specs, desc, exact(specs, op, desc, inputs, store), dtype, act_rounded)
            with np.errstate(invalid="ignore"):
                d = np.abs(_float(y) - exact_y)
            worst = np.maximum(worst, np.where(np.isnan(d), 0.0, d))
    return {out: worst}


def integer_out_of_range(op, desc: dict, tensors: dict, x: dict) -> np.ndarray | None:
    """Output elements whose exact integer result lies outside the output type."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = next(f.name for f in op.tensor_fields if f.role == "output")
    dtype = tensors[out].data_type.numpy
    if dtype.kind not in "iu":
        return None
    return out_of_range(exact(None, op, desc, inputs), dtype)
