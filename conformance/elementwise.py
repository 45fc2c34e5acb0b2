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
_erfc = np.vectorize(math.erfc, otypes=[np.float64])


def _float(x):
    return np.asarray(x, dtype=np.float64)


def sigmoid(x):
    with np.errstate(over="ignore"):
        return np.where(x >= 0, 1.0 / (1.0 + np.exp(-np.abs(x))), np.exp(-np.abs(x)) / (1.0 + np.exp(-np.abs(x))))


def softplus(x, Steepness=1.0):
    with np.errstate(over="ignore"):
        s = Steepness * x
        return (np.maximum(s, 0.0) + np.log1p(np.exp(-np.abs(s)))) / Steepness


def _int_or_float(f_int, f_float):
    """One function with an exact integer form (Python ints) and a float form."""
    return lambda *args, **kw: f_int(*args, **kw) if args[0].dtype == object else f_float(*args, **kw)


def _trunc_div(a, b):
    """C's integer division: the quotient truncated toward zero (b = 0 gives 0: unspecified)."""
    return np.vectorize(lambda x, y: 0 if y == 0 else (abs(x) // abs(y)) * (1 if (x < 0) == (y < 0) else -1),
                        otypes=[object])(a, b)


def _int_pow(x, e):
    """Integer powers exactly; a negative exponent gives 1 / x^-e truncated (0 unless |x| is 1)."""
    def one(b, n):
        if n >= 0:
            if abs(b) > 1 and n * (abs(b).bit_length() - 1) > 64:  # beyond every integer type: its
                return pow(b, n, 1 << 64) + (1 << 64)  # low 64 bits (what wrapping keeps), marked out of range
            return b ** n
        return 0 if b == 0 else (1 if b == 1 else (-1 if n % 2 else 1) if b == -1 else 0)
    return np.vectorize(one, otypes=[object])(x, e)


def _shift(a, b, bits, left):
    """Shifts in the element's width: a shift by the width or more gives 0 (unspecified)."""
    return np.vectorize(lambda x, n: 0 if n >= bits or n < 0 else
                        ((x << n) & ((1 << bits) - 1) if left else (x & ((1 << bits) - 1)) >> n),
                        otypes=[object])(a, b)


def _float_pow(x, e):
    """pow, where the pages say: a negative base (an infinite one too) with an exponent that is
    not an integer gives NaN."""
    with np.errstate(all="ignore"):
        return np.where((x < 0) & (np.floor(e) != e), np.nan, np.power(x, e))


def _floor_mod(a, b):
    """a - b * floor(a / b) exactly: fmod is exact, and a remainder of the other sign than b moves by b."""
    with np.errstate(all="ignore"):
        r = np.fmod(a, b)
        return np.where((r != 0) & ((r < 0) != (b < 0)), r + b, r)


def _round(x, RoundingMode):
    if RoundingMode.endswith("HALVES_TO_NEAREST_EVEN"):
        return np.rint(x)
    if RoundingMode.endswith("TOWARD_ZERO"):
        return np.trunc(x)
    return np.where(x >= 0, np.floor(x + 0.5), np.ceil(x - 0.5))  # halves away from zero


def _is_infinity(x, InfinityMode):
    mode = InfinityMode.rsplit("_", 1)[-1]
    return np.isinf(x) & ((mode == "EITHER") | ((x > 0) & (mode == "POSITIVE")) | ((x < 0) & (mode == "NEGATIVE")))


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
    "constant_pow": lambda x, Exponent: _float_pow(x, Exponent),
    "clip": lambda x, Min, Max: np.minimum(Max, np.maximum(Min, x)),  # the page's order: Max wins over Min
    "clip1": lambda x, Min, Max: np.maximum(Min, np.minimum(x, Max)),  # CLIP1's order: Min wins over Max
    "threshold": lambda x, Min: np.maximum(x, Min),
    "round": _round,
    "is_nan": lambda x: np.isnan(x) if x.dtype != object else np.zeros(x.shape, dtype=bool),
    "is_infinity": _is_infinity,
    "logical_not": lambda x: x == 0,
    "bit_not": lambda x, *, bits, signed: np.vectorize(lambda v: ~v, otypes=[object])(x),
    "bit_count": lambda x, *, bits, signed: np.vectorize(lambda v: bin(v & ((1 << bits) - 1)).count("1"),
                                                         otypes=[object])(x),
    # element-wise, two inputs
    "add": lambda a, b: a + b,
    "subtract": lambda a, b: a - b,
    "multiply": lambda a, b: a * b,
    "divide": _int_or_float(_trunc_div, lambda a, b: a / b),
    "max": lambda a, b: np.maximum(a, b),
    "min": lambda a, b: np.minimum(a, b),
    "mean": _int_or_float(lambda a, b: _trunc_div(a + b, np.full(a.shape, 2, dtype=object)), lambda a, b: (a + b) / 2),
    "difference_square": lambda a, b: (a - b) * (a - b),
    "pow": lambda x, e: _int_pow(x, e) if x.dtype == object and e.dtype == object else _float_pow(_float(x), _float(e)),
    "modulus_truncate": _int_or_float(lambda a, b: a - b * _trunc_div(a, b), np.fmod),
    "modulus_floor": _int_or_float(lambda a, b: np.vectorize(lambda x, y: 0 if y == 0 else x % y, otypes=[object])(a, b),
                                   lambda a, b: _floor_mod(a, b)),
    "bit_and": lambda a, b, *, bits, signed: a & b, "bit_or": lambda a, b, *, bits, signed: a | b,
    "bit_xor": lambda a, b, *, bits, signed: a ^ b,
    "bit_shift_left": lambda a, b, *, bits, signed: _shift(a, b, bits, True),
    "bit_shift_right": lambda a, b, *, bits, signed: _shift(a, b, bits, False),
    "logical_and": lambda a, b: (a != 0) & (b != 0),
    "logical_or": lambda a, b: (a != 0) | (b != 0),
    "logical_xor": lambda a, b: (a != 0) ^ (b != 0),
    "logical_equals": lambda a, b: a == b,
    "logical_greater_than": lambda a, b: a > b,
    "logical_less_than": lambda a, b: a < b,
    "logical_greater_than_or_equal": lambda a, b: a >= b,
    "logical_less_than_or_equal": lambda a, b: a <= b,
    "if": lambda c, a, b: np.where(c != 0, a, b),
    "parameterized_relu": lambda x, slope: np.where(x >= 0, x, slope * x),
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
    # 1 + erf(x / sqrt 2) as erfc(-x / sqrt 2): the sum cancels in float64 as erf nears -1, and
    # was 204 ULP off at x = -7.25, 2,766 at -7.5 and -0 at -9 (found on the GPU run: jax was right)
    "gelu": lambda x: 0.5 * x * _erfc(-x / math.sqrt(2.0)),
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


def bitwise(op) -> bool:
    """A function on the data's native encoding (its bits; the type gives only the width)."""
    fn = FUNCTIONS[op.semantics["function"]]
    return bool(getattr(getattr(fn, "__code__", None), "co_kwonlyargcount", 0))


def native(a: np.ndarray) -> np.ndarray:
    """An array's bits as an unsigned integer array of its width (floats reinterpreted)."""
    return a.view(np.dtype(f"<u{a.dtype.itemsize}")) if a.dtype.kind == "f" else a


def exact(specs, op, desc: dict, inputs: list[np.ndarray], scale_bias_rounded: np.dtype | None = None,
          two_roundings: bool = False):
    """The result in the wide type, before rounding into the output type. With
    ``scale_bias_rounded``, the ScaleBias result is rounded to that type first (as an
    implementation that computes it in the tensor's type does: in one rounding, a fused
    multiply-add, or with ``two_roundings`` the product and then the sum, as Direct3D allows)."""
    if bitwise(op):
        inputs = [native(np.ascontiguousarray(a)) for a in inputs]
    wide = [widen(a) for a in inputs]
    sb = desc.get("ScaleBias")
    if sb:
        for i in range(min(scale_bias_inputs(op), len(wide))):
            if i == 0:
                wide[0] = _scale_bias(wide[0], sb, scale_bias_rounded, two_roundings)
            else:
                wide[i] = _scale_bias(wide[i], sb, _held(inputs[i].dtype), True)
    fn = FUNCTIONS[op.semantics["function"]]
    extra = {}
    if getattr(getattr(fn, "__code__", None), "co_kwonlyargcount", 0):  # bitwise: native encoding, its width
        extra = {"bits": inputs[0].dtype.itemsize * 8, "signed": inputs[0].dtype.kind == "i"}
    with np.errstate(all="ignore"):
        y = fn(*wide, **typed_params(op, desc, bool(inputs) and inputs[0].dtype.kind == "f"), **extra)
    return y


def _scale_bias(a: np.ndarray, sb: dict, held: np.dtype | None = None, twice: bool = False) -> np.ndarray:
    """x * scale + bias in float64; with ``held``, rounded to that type (the product first too
    with ``twice``: two roundings, as Direct3D allows)."""
    with np.errstate(over="ignore", invalid="ignore"):
        product = a * float(as_float32(sb["Scale"]))
        if held is not None and twice:
            product = product.astype(held).astype(np.float64)
        g = product + float(as_float32(sb["Bias"]))
        return g.astype(held).astype(np.float64) if held is not None else g


def _held(dtype: np.dtype) -> np.dtype | None:
    """The type a later input's ScaleBias result (POW's exponent) is held in: FLOAT32 at least
    (DirectML computes FLOAT16 tensors' ScaleBias in FLOAT32 too), so whether it is an integer
    does not hang on float64's digits; None for integers."""
    return np.result_type(dtype, np.float32) if dtype.kind == "f" else None


def scale_bias_inputs(op) -> int:
    """How many leading inputs ScaleBias applies to: the first, or as the spec says (POW's
    ExponentTensor too: DirectML applies it there, and the page's "each input element" allows it)."""
    return int(op.semantics.get("scale_bias_inputs", 1))


def typed_params(op, desc, floats: bool) -> dict:
    """The fields the function takes, as C holds them: FLOAT fields in float32, a scalar union
    as its data type holds it (``floats``: the tensors are floats, else it is an integer)."""
    out = {}
    for name, v in params_of(op, desc).items():
        f = op.fields[name]
        if f.kind == "float":
            out[name] = float(as_float32(v))
        elif f.kind == "scalar_union":
            out[name] = _union_value(v, desc.get(f.data_type), floats)
        else:
            out[name] = v
    return out


def _union_value(v, data_type, floats: bool):
    """A DML_SCALAR_UNION's number in the wide type of the tensors it meets."""
    if floats:
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
        return FUNCTIONS[spec.semantics["function"]](_float(y), **typed_params(spec, act, True))


def run(specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray]:
    """The outputs of an element-wise desc, rounded once into the output type."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = op.first_output
    dtype = tensors[out].data_type.numpy
    y = fused(specs, desc, exact(specs, op, desc, inputs), dtype, rounded=False)
    if bitwise(op) and dtype.kind == "f":  # the result's bits, read back as the float type
        return {out: narrow(y, np.dtype(f"<u{dtype.itemsize}")).view(dtype)}
    return {out: narrow(y, dtype)}


def _paths(specs, op, desc: dict, tensors: dict, x: dict):
    """(output name, output type, the exact result, the results of each way of storing the
    intermediates the page defines: ScaleBias's in the tensor's type or not, the fused
    activation's input rounded or not), all in float64."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = op.first_output
    dtype = tensors[out].data_type.numpy
    exact_y = _float(fused(specs, desc, exact(specs, op, desc, inputs), dtype, rounded=False))
    paths = [_float(fused(specs, desc, exact(specs, op, desc, inputs, store, twice), dtype, act_rounded))
             for store, twice in ((None, False), (dtype, False), (dtype, True)) for act_rounded in (False, True)]
    fields = op.semantics.get("multiply_add")
    if fields:  # A * x + B with the product rounded first: Direct3D's mad need not be fused
        a, b = (float(as_float32(desc[f])) for f in fields)
        with np.errstate(over="ignore", invalid="ignore"):
            y = narrow(narrow(argument(op, desc, x) * a, dtype).astype(np.float64) + b, dtype)
        paths.append(_float(fused(specs, desc, y, dtype, False)))
    return out, dtype, exact_y, paths


def _float_output(op, desc: dict, tensors: dict) -> bool:
    """Whether the desc has an intermediate the page defines (ScaleBias, a fused activation's
    input, a multiply-add's product) and a float output it can round into."""
    out = op.first_output
    return bool(desc.get("ScaleBias") or desc.get("FusedActivation") or op.semantics.get("multiply_add")) \
        and tensors[out].data_type.is_float


def intermediate_overflow(specs, op, desc: dict, tensors: dict, x: dict) -> np.ndarray | None:
    """Output elements where storing an intermediate in the tensor's type overflows it (or
    makes a NaN) while the exact result is finite, or makes a number where it is NaN: whether
    an implementation stores it is not the page's to say, and the two answers differ by more
    than any tolerance."""
    if not _float_output(op, desc, tensors):
        return None
    out, dtype, exact_y, paths = _paths(specs, op, desc, tensors, x)
    with np.errstate(over="ignore", invalid="ignore"):
        finite = np.isfinite(exact_y.astype(dtype))
        stored = [np.isfinite(p.astype(dtype)) for p in paths]
        # ScaleBias's own result beyond the type (the function may turn an infinity into a number or NaN)
        scaled = [np.isfinite(g) & ~np.isfinite(g.astype(x[n].dtype)) for n, g in scaled_inputs(op, desc, x).items()]
        # or the exact result is NaN where a stored one is a number (a sum held in the type loses
        # its sign: 0.1 * -10 + 1 is -1.5e-8 exactly, 0 in FLOAT32, and POW of it to 0.675 NaN or 0)
        numbers = [~np.isnan(p) for p in paths]
    return (finite & ~np.logical_and.reduce(stored)) | (np.isnan(exact_y) & np.logical_or.reduce(numbers)) \
        | np.logical_or.reduce(scaled + [np.zeros(exact_y.shape, bool)])


def activation_band(specs, desc: dict, y: np.ndarray, magnitude: np.ndarray, tol: float,
                    out_dtype: np.dtype) -> np.ndarray:
    """How far a desc's fused activation may move the result when the float64 value ``y`` it reads
    is off by what the operator's own tolerance allows (``tol`` ULPs of ``magnitude``) or was
    stored in the output's type first: max |f(y +- delta) - f(y)| per element, delta that error
    plus one ULP of y (GEMM's, CONVOLUTION's and the batch normalizations' band)."""
    with np.errstate(all="ignore"):
        ulp_mag = np.spacing(np.abs(magnitude).astype(out_dtype)).astype(np.float64)
        ulp_y = np.spacing(np.abs(y).astype(out_dtype)).astype(np.float64)
        delta = tol * ulp_mag + ulp_y
        at = np.asarray(fused(specs, desc, y, np.float64, rounded=False), dtype=np.float64)
        moved = [np.asarray(fused(specs, desc, y + s * delta, np.float64, rounded=False), dtype=np.float64)
                 for s in (1, -1)]
        worst = np.maximum(np.abs(moved[0] - at), np.abs(moved[1] - at))
    return np.where(np.isfinite(worst), worst, 0.0)


def rounding_band(specs, op, desc: dict, tensors: dict, x: dict) -> dict[str, np.ndarray] | None:
    """How far the result may move when an intermediate the page defines is stored in the
    tensor's type (ScaleBias's ``x * scale + bias``, the sum a fused activation reads): the
    function's sensitivity at that rounding, measured as |f(rounded) - f(exact)| per element.
    None when the desc has no such intermediate."""
    if not _float_output(op, desc, tensors):
        return None
    out, dtype, exact_y, paths = _paths(specs, op, desc, tensors, x)
    expected = narrow(exact_y, dtype).astype(np.float64)
    worst = np.zeros(exact_y.shape)
    for y in paths:  # each path's own answer, rounded once into the output type, is a right one
        with np.errstate(invalid="ignore"):
            d = np.abs(narrow(y, dtype).astype(np.float64) - expected)
        worst = np.maximum(worst, np.where(np.isfinite(d), d, 0.0))
    return {out: worst}


def toward_zero(expected: np.ndarray, exact_y: np.ndarray) -> np.ndarray:
    """RZ(y): the exact result rounded toward zero into the output type, from RN(y) (the
    expected value): where RN rounded away from zero, its neighbour toward zero (an overflow
    to infinity becomes the largest finite value). Direct3D's data conversion rules round
    toward zero when converting to another float format."""
    y = _float(exact_y)
    with np.errstate(over="ignore", invalid="ignore"):
        beyond = np.isfinite(y) & (np.abs(expected.astype(np.float64)) > np.abs(y))
        return np.where(beyond, np.nextafter(expected, np.zeros_like(expected)), expected)


def exact_output(specs, op, desc: dict, tensors: dict, x: dict) -> np.ndarray:
    """The result before its one rounding into the output type, in float64."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = op.first_output
    return _float(fused(specs, desc, exact(specs, op, desc, inputs), tensors[out].data_type.numpy, rounded=False))


def argument(op, desc: dict, x: dict) -> np.ndarray:
    """The function's first argument per element: the first input after ScaleBias."""
    first = next(f.name for f in op.tensor_fields if f.role == "input")
    return scaled_inputs(op, desc, x).get(first, widen(x[first]))


def scaled_inputs(op, desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The float inputs ScaleBias applies to, after it (float64): the values the function
    meets, where an item about its arguments (a zero base, an infinite one) is decided."""
    sb = desc.get("ScaleBias")
    if not sb:
        return {}
    names = [f.name for f in op.tensor_fields if f.role == "input" and f.name in x][:scale_bias_inputs(op)]
    # as exact() computes them: the first input exactly, a later one held in FLOAT32 at least
    return {n: _scale_bias(x[n].astype(np.float64), sb, None if n == names[0] else _held(x[n].dtype), True)
            for n in names if x[n].dtype.kind == "f"}


def nan_from_numbers(specs, op, desc: dict, tensors: dict, x: dict) -> np.ndarray | None:
    """Output elements whose exact result is NaN though none of their inputs is (0 * inf,
    inf - inf inside the formula): what a min or max after it does with NaN is the page's
    silence, and Direct3D's min, max and saturate return the number."""
    y = exact_output(specs, op, desc, tensors, x)
    nan_in = np.zeros(y.shape, dtype=bool)
    for f in op.tensor_fields:
        if f.role == "input" and f.name in x and x[f.name].dtype.kind == "f":
            nan_in |= np.isnan(x[f.name])
    return np.isnan(y) & ~nan_in


def formula_overflow(op, desc: dict, tensors: dict, x: dict) -> np.ndarray | None:
    """Output elements whose exact result is finite but the page's formula, computed in the
    tensor's float type, is not (PARAMETRIC_SOFTPLUS's Beta * x past FLOAT32, then 0 * inf):
    whether an implementation may compute the formula in the tensor's type is the page's
    silence."""
    out = op.first_output
    dtype = tensors[out].data_type.numpy
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    if dtype.kind != "f" or not inputs or any(a.dtype.kind != "f" for a in inputs) or bitwise(op):
        return None
    exact_y = _float(exact(None, op, desc, inputs))
    fn = FUNCTIONS[op.semantics["function"]]
    params = {k: dtype.type(v) if isinstance(v, float) else v for k, v in typed_params(op, desc, True).items()}
    with np.errstate(all="ignore"):
        in_type = fn(*[a.astype(dtype) for a in inputs], **params)
        finite = np.isfinite(exact_y.astype(dtype))
    return finite & ~np.isfinite(np.asarray(in_type, dtype=np.float64))


def sum_out_of_range(op, desc: dict, tensors: dict, x: dict) -> np.ndarray:
    """Output elements where the sum of the inputs (exact) lies outside the output type:
    where a formula that adds first (MEAN's (a + b) / 2) overflows its type."""
    inputs = [widen(x[f.name]) for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = op.first_output
    dtype = tensors[out].data_type.numpy
    with np.errstate(invalid="ignore"):  # inf + -inf: NaN, never outside the type
        total = sum(inputs[1:], inputs[0])
    if dtype.kind == "f":
        with np.errstate(all="ignore"):
            return np.isfinite(_float(total)) & ~np.isfinite(_float(total).astype(dtype))
    return out_of_range(total, dtype)


def integer_out_of_range(op, desc: dict, tensors: dict, x: dict) -> np.ndarray | None:
    """Output elements whose exact integer result lies outside the output type."""
    inputs = [x[f.name] for f in op.tensor_fields if f.role == "input" and f.name in x]
    out = op.first_output
    dtype = tensors[out].data_type.numpy
    if dtype.kind not in "iu":
        return None
    return out_of_range(exact(None, op, desc, inputs), dtype)
