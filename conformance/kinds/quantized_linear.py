"""QUANTIZED_LINEAR_MATRIX_MULTIPLY, QUANTIZED_LINEAR_CONVOLUTION, QUANTIZED_LINEAR_AVERAGE_POOLING:
an exact integer accumulation (MATRIX_MULTIPLY_INTEGER's, CONVOLUTION_INTEGER's, a window's sum
of input less its zero point), then one requantization into INT8 or UINT8.

The pages: "mathematically equivalent to dequantizing the inputs, then performing [the operation],
and then quantizing the output", with Dequantize (Input - ZeroPoint) * Scale and Quantize
clamp(round(Input / Scale) + ZeroPoint, Min, Max). So each output is
clamp(round(acc * InScale * OtherScale / OutScale) + OutZeroPoint, Min, Max) (the average:
sum * InScale / (divisor * OutScale)), acc the exact integer sum. The reference rounds that real
value (float64 of float32 scales: the products of two float32 are exact in float64) half to even
(ONNX QLinearMatMul / QLinearConv: "rounding to nearest ties to even"; onnx.reference np.rint),
and saturates to the output type.

The pages do not say in what float32 order the scale product is taken. ONNX's and onnxruntime's
is one float32 multiplier, a_scale * b_scale / y_scale, times float32(acc) (onnx/reference/ops/
op_qlinear_matmul.py ``C * (a_scale * b_scale / y_scale)``; onnxruntime MlasRequantizeOutput, a
float32 product rounded by the magic-number trick, half to even); the page's own order is each
value dequantized, then divided by the output scale. Each float32 order is within a few units in
the last place (2^-24 relative) of the exact value, so two orders can round to different integers
only where the exact value lies within that of a half: there, and only there, the other
neighbour is accepted (``band``'s alternative). Where every order computes exactly (scales that
are powers of two: a tie is a true tie) the answer is the half-to-even one alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .. import reference as ref
from .convolution_integer import convolution_integer_args
from .kind import Kind
from .plan import Plan
from .pooling import pool_args

# scales drawn for the scale tensors: powers of two (every float32 order exact, so ties are true
# ties and half-to-even is owed), and values float32 holds inexactly (0.1, 0.3, 1/3 rounded) whose
# orders can differ by one where a result lies near a half
DRAWN_SCALES = (1.0, 0.5, 0.25, 2.0, 0.0625, 4.0, 1 / 256, 0.1, 0.3, 0.37, 1.5, 3.0, 0.0117, 1 / 3, 7.0, 0.05)


def _f32(v) -> np.ndarray:
    return np.asarray(v, dtype=np.float32)


def saturated(real: np.ndarray, zero: np.ndarray | int, out: np.dtype) -> np.ndarray:
    """clamp(round(real) + zero, Min, Max) of the output type, round half to even; NaN (a scale
    of 0 or infinite: unspecified) is stored as the zero point."""
    info = np.iinfo(out)
    with np.errstate(invalid="ignore"):
        q = np.rint(np.where(np.isfinite(real), real, np.nan_to_num(real, nan=0.0)))
        q = np.clip(q, -2.0 ** 40, 2.0 ** 40) + np.asarray(zero, dtype=np.float64)
    return np.clip(q, info.min, info.max).astype(out)


def _scale(v: np.ndarray | None, shape) -> np.ndarray:
    """A scale or zero point's values shaped to broadcast: one value, or its count along the
    dimension ``shape`` gives (None: a zero point absent, 0)."""
    if v is None:
        return np.zeros(())
    flat = np.asarray(v).reshape(-1)
    return flat.reshape(()) if flat.size == 1 else flat.reshape(shape)


# how far, in units of 2^-24 relative to the magnitude, a float32 order of the requantization may
# land from the real value: the float32 conversion of the integer sum, up to three roundings of the
# scale product or quotient, one of the final product, and one to spare (a float32 mean adds one per
# term: ``terms``)
ORDER_ULPS = 6


def _with_alternative(exact: np.ndarray, variants: list[np.ndarray], zero, out: np.dtype,
                      magnitude: np.ndarray | None = None, terms: int = 0, inexact=True) -> tuple:
    """(expected, alternative): the real value rounded half to even, and where a float32 order may
    round it across a half, the other neighbour: where the real value lies within
    (ORDER_ULPS + terms) * 2^-24 of its magnitude of a half (``inexact``, per element: some float32
    order does not give the real value exactly), or where a known order (``variants``: ONNX's, the
    page's, times the reciprocal, onnxruntime's mean) gives that neighbour."""
    expected = saturated(exact, zero, out)
    other = expected.copy()
    with np.errstate(invalid="ignore"):
        size = np.abs(exact) if magnitude is None else np.maximum(np.abs(exact), np.abs(magnitude))
        gap = np.abs(np.abs(exact - np.floor(exact)) - 0.5)
        near = (gap <= (ORDER_ULPS + terms) * 2.0 ** -24 * size) & np.asarray(inexact)
        up = saturated(np.floor(exact) + 1, zero, out)
        down = saturated(np.floor(exact), zero, out)
    other = np.where(near & (expected == up), down, np.where(near & (expected == down), up, other))
    for v in variants:
        q = saturated(v, zero, out)
        differ = (q != expected) & (np.abs(q.astype(np.int64) - expected.astype(np.int64)) == 1) & (other == expected)
        other = np.where(differ, q, other)
    return expected, other


# --------------------------------------------------------------------------- the three operators

def matrix_parts(x: dict, out: np.dtype):
    """(exact, float32 orders, output zero point) of QUANTIZED_LINEAR_MATRIX_MULTIPLY: A's scale
    and zero point one value or one per row (M), B's one or one per column (N), the output's one
    or one per row (M)."""
    acc = ref.matrix_multiply_integer_exact(x["ATensor"], x["BTensor"], x.get("AZeroPointTensor"),
                                            x.get("BZeroPointTensor"))
    sa, sb, so = (_scale(x[n], s) for n, s in (("AScaleTensor", (-1, 1)), ("BScaleTensor", (1, -1)),
                                                ("OutputScaleTensor", (-1, 1))))
    zo = _scale(x.get("OutputZeroPointTensor"), (-1, 1))
    with np.errstate(all="ignore"):
        exact = acc.astype(np.float64) * (sa.astype(np.float64) * sb.astype(np.float64)) / so.astype(np.float64)
        onnx = _f32(acc) * (_f32(sa) * _f32(sb) / _f32(so))  # one float32 multiplier (ONNX, onnxruntime)
        page = _f32(_f32(_f32(acc) * _f32(sa)) * _f32(sb)) / _f32(so)  # dequantized, then quantized
        reciprocal = _f32(_f32(_f32(acc) * _f32(sa)) * _f32(sb)) * (_f32(1) / _f32(so))  # times 1 / scale
    return exact, [onnx, page, reciprocal], zo


def convolution_parts(desc: dict, x: dict, out: np.dtype):
    """(exact, float32 orders, output zero point) of QUANTIZED_LINEAR_CONVOLUTION: the input's
    scale one value, the filter's one or one per output channel, the bias (INT32, per output
    channel) added to the integer sum before the requantization (ONNX QLinearConv: "bias ...
    quantized with scale = x_scale * w_scale and zero point 0")."""
    args, kw = convolution_integer_args(desc, x)
    acc = ref.convolution_integer_exact(*args, **kw)
    spatial = acc.ndim - 2
    chan = (1, -1) + (1,) * spatial
    if x.get("BiasTensor") is not None:
        acc = acc + np.asarray(x["BiasTensor"], dtype=np.int64).reshape(chan)
    sx, sw, so = (_scale(x[n], chan) for n in ("InputScaleTensor", "FilterScaleTensor", "OutputScaleTensor"))
    zo = _scale(x.get("OutputZeroPointTensor"), chan)
    with np.errstate(all="ignore"):
        exact = acc.astype(np.float64) * (sx.astype(np.float64) * sw.astype(np.float64)) / so.astype(np.float64)
        onnx = _f32(acc) * (_f32(sx) * _f32(sw) / _f32(so))
        page = _f32(_f32(_f32(acc) * _f32(sx)) * _f32(sw)) / _f32(so)
        reciprocal = _f32(_f32(_f32(acc) * _f32(sx)) * _f32(sw)) * (_f32(1) / _f32(so))
    return exact, [onnx, page, reciprocal], zo


def pooling_parts(desc: dict, x: dict, out: np.dtype):
    """(exact, float32 orders, output zero point) of QUANTIZED_LINEAR_AVERAGE_POOLING: each
    window's sum of input less its zero point (padding adds 0: a dequantized 0, the zero point),
    times the input scale, over the divisor (with IncludePadding the window's element count, else
    its input elements) times the output scale; scales and zero points one value or one per
    channel. The float32 order is onnxruntime's QLinearAveragePool: each element dequantized in
    float32, the mean in float32, divided by the output scale."""
    xs = np.asarray(x["InputTensor"])
    spatial = xs.ndim - 2
    chan = (1, -1) + (1,) * spatial
    zx = _scale(x.get("InputZeroPointTensor"), chan)
    sx, so = _scale(x["InputScaleTensor"], chan), _scale(x["OutputScaleTensor"], chan)
    zo = _scale(x.get("OutputZeroPointTensor"), chan)
    window, strides, start, end, dilations = pool_args(desc)
    centred = xs.astype(np.int64) - zx.astype(np.int64)
    values, inside = ref.window_values(centred.astype(np.float64), window, strides, start, end, dilations)
    total = values.sum(axis=-1)  # integers, exact in float64
    count = (np.float64(values.shape[-1]) if desc["IncludePadding"] else inside.sum(axis=-1).astype(np.float64))
    deq, _ = ref.window_values((centred.astype(np.float32) * _f32(sx)).astype(np.float32), window, strides, start,
                               end, dilations)
    with np.errstate(all="ignore"):
        exact = total * sx.astype(np.float64) / (count * so.astype(np.float64))
        running = np.zeros(deq.shape[:-1], dtype=np.float32)
        for i in range(deq.shape[-1]):  # a float32 running sum, in window order
            running = (running + deq[..., i]).astype(np.float32)
        ort = _f32(_f32(running / _f32(count)) / _f32(so))
        reciprocal = _f32(_f32(running * (_f32(1) / _f32(count))) * (_f32(1) / _f32(so)))
    return exact, [ort, reciprocal], zo


@dataclass(frozen=True)
class QLinear(Plan):
    """A quantized operator in ONNX's terms (``op_type``: QLinearMatMul, QLinearConv, or
    com.microsoft QLinearAveragePool), its inputs in ONNX's order by the desc's names
    (``inputs``, "" where an optional one is absent), the attributes, and each input's ONNX shape
    (``shapes``). ``per``: the desc's tensors that hold more than one value (per row, column or
    channel), which a peer may not take."""
    op_type: str
    domain: str
    inputs: tuple[str, ...]
    types: tuple[str, ...]
    shapes: tuple[tuple[int, ...] | None, ...]
    out_sizes: tuple[int, ...]
    out_type: str
    attributes: tuple[tuple[str, object], ...]
    per: tuple[str, ...]
    dilations: tuple[int, ...] = ()  # a pooling's, which QLinearAveragePool has no attribute for

    method = "qlinear"
    what = "quantized linear operator"

    def describe(self) -> str:
        per = f" ({', '.join(self.per)} per row, column or channel)" if self.per else ""
        return f"{self.op_type} to {self.out_type}{per}"

    def run(self, backend, inputs):
        return {"OutputTensor": np.asarray(backend.qlinear(self, inputs))}


def _lowered(op_type, domain, names, desc_tensors, out, attributes, onnx_shape, dilations=()) -> QLinear:
    present = [n if n and desc_tensors.get(n) is not None else "" for n in names]
    per = tuple(n for n in present if n.endswith(("ScaleTensor", "ZeroPointTensor"))
                and math.prod(desc_tensors[n].sizes) > 1)
    return QLinear(op_type, domain, tuple(present),
                   tuple(desc_tensors[n].data_type.name if n else "" for n in present),
                   tuple(onnx_shape(n, desc_tensors[n]) if n else None for n in present),
                   tuple(out.sizes), out.data_type.name, tuple(attributes), per, tuple(dilations))


class QuantizedLinear(Kind):
    """What the three share: the exact integer part, one requantization, the alternatives."""
    reads_input_tensor = False

    def parts(self, desc, x, out):
        raise NotImplementedError

    def compute(self, specs, op, desc, tensors, x):
        out = tensors["OutputTensor"].data_type.numpy
        exact, _, zo = self.parts(op.with_implied(desc), x, out)
        return {"OutputTensor": saturated(exact, zo, out)}

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        out = tensors["OutputTensor"].data_type.numpy
        d = op.with_implied(desc)
        exact, variants, zo = self.parts(d, x, out)
        terms = int(np.prod(d["WindowSize"])) if "WindowSize" in d else 0
        # per element: some float32 order does not give the real value exactly (then the orders may
        # differ by a rounding); where every order is exact (power-of-two scales, a sum below 2^24)
        # a tie is a true tie and owes half to even
        with np.errstate(all="ignore"):
            inexact = np.zeros(exact.shape, bool)
            for v in variants:
                inexact |= np.asarray(v, dtype=np.float64) != exact
            for q in self.quotients(d, x):  # a scale product or quotient float32 does not hold
                inexact |= np.broadcast_to(np.asarray(q, dtype=np.float32).astype(np.float64) != q, exact.shape)
        _, other = _with_alternative(exact, variants, zo, out, self.magnitude_of(d, x), terms, inexact)
        return {}, {"OutputTensor": other}

    def magnitude_of(self, desc, x):
        """The real value's magnitude where its terms can cancel (a window's mean), else None."""
        return None

    def quotients(self, desc, x) -> list:
        """The products and quotients of the scales some float32 order forms (float64, broadcastable
        to the output): where float32 holds none of them inexactly, every order is exact."""
        a, b, o = self.scales(desc, x)
        return [a * b, a * b / o, a / o, b / o, 1 / o, a * (b / o)]

    def scales(self, desc, x):
        raise NotImplementedError

    def drawn_values(self, draw, op, desc, tensor: str, values: np.ndarray) -> np.ndarray:
        """Scales: positive and finite, from DRAWN_SCALES (a scale of 0 is undefined behaviour on
        the pages; infinities, NaN and negative ones unspecified, never drawn)."""
        if not tensor.endswith("ScaleTensor"):
            return values
        import hypothesis.strategies as st
        strides = (desc.get(tensor) or {}).get("Strides")
        stored = [1 if strides is not None and strides[i] == 0 else n for i, n in enumerate(values.shape)]
        count = math.prod(stored)  # one value per stored element: a zero-stride layout repeats it
        picked = draw(st.lists(st.sampled_from(DRAWN_SCALES), min_size=count, max_size=count))
        return np.broadcast_to(np.asarray(picked, dtype=np.float32).reshape(stored), values.shape)


class QuantizedLinearMatrixMultiply(QuantizedLinear):
    names = ("quantized_linear_matrix_multiply",)

    def scales(self, desc, x):
        return tuple(_scale(x[n], s).astype(np.float64) for n, s in (
            ("AScaleTensor", (-1, 1)), ("BScaleTensor", (1, -1)), ("OutputScaleTensor", (-1, 1))))

    def parts(self, desc, x, out):
        return matrix_parts(x, out)

    def lower(self, specs, op, desc, tensors):
        out = tensors["OutputTensor"]

        b_lead = tuple(tensors["BTensor"].sizes[:-2])

        def shape(name, t):  # ONNX QLinearMatMul: a scalar; per row of a and y 1-D [M]; per column of
            n = math.prod(t.sizes)  # b [..., 1, N], B's leading sizes (onnxruntime's IsBQuantParamSupported)
            if n == 1:
                return ()
            return b_lead + (1, n) if name.startswith("B") else (n,)
        names = ("ATensor", "AScaleTensor", "AZeroPointTensor", "BTensor", "BScaleTensor", "BZeroPointTensor",
                 "OutputScaleTensor", "OutputZeroPointTensor")
        return _lowered("QLinearMatMul", "", names, tensors, out, (),
                        lambda n, t: tuple(t.sizes) if n in ("ATensor", "BTensor") else shape(n, t))


class QuantizedLinearConvolution(QuantizedLinear):
    names = ("quantized_linear_convolution",)

    def scales(self, desc, x):
        chan = (1, -1) + (1,) * (len(desc["Strides"]))
        return tuple(_scale(x[n], chan).astype(np.float64)
                     for n in ("InputScaleTensor", "FilterScaleTensor", "OutputScaleTensor"))

    def parts(self, desc, x, out):
        return convolution_parts(desc, x, out)

    def result_detectors(self):
        return {"out-of-range": lambda specs, op, desc, x: convolution_sum_out_of_range(op.with_implied(desc), x)}

    def lower(self, specs, op, desc, tensors):
        out = tensors["OutputTensor"]
        spatial = len(desc["Strides"])
        pads = [int(v) for v in desc["StartPadding"]] + [int(v) for v in desc["EndPadding"]]
        attrs = (("strides", tuple(int(v) for v in desc["Strides"])),
                 ("dilations", tuple(int(v) for v in desc["Dilations"])), ("pads", tuple(pads)),
                 ("group", int(desc["GroupCount"])),
                 ("kernel_shape", tuple(tensors["FilterTensor"].sizes[2:2 + spatial])))
        names = ("InputTensor", "InputScaleTensor", "InputZeroPointTensor", "FilterTensor", "FilterScaleTensor",
                 "FilterZeroPointTensor", "OutputScaleTensor", "OutputZeroPointTensor", "BiasTensor")

        def shape(n, t):  # ONNX: scalars, w's per output channel [M], B 1-D [M]
            if n in ("InputTensor", "FilterTensor"):
                return tuple(t.sizes)
            count = math.prod(t.sizes)
            return (count,) if count > 1 or n == "BiasTensor" else ()
        return _lowered("QLinearConv", "", names, tensors, out, attrs, shape)


def convolution_sum_out_of_range(desc: dict, x: dict) -> np.ndarray:
    """The output elements whose integer sum plus the bias lies outside INT32 (unspecified
    sum-out-of-range: an INT32 accumulator wraps there)."""
    args, kw = convolution_integer_args(desc, x)
    acc = ref.convolution_integer_exact(*args, **kw)
    if x.get("BiasTensor") is not None:
        acc = acc + np.asarray(x["BiasTensor"], dtype=np.int64).reshape((1, -1) + (1,) * (acc.ndim - 2))
    return (acc < -2 ** 31) | (acc > 2 ** 31 - 1)


class QuantizedLinearAveragePooling(QuantizedLinear):
    names = ("quantized_linear_average_pooling",)

    def scales(self, desc, x):  # the divisor is the third factor (padding not counted: divisors vary, taken as 3)
        chan = (1, -1) + (1,) * (len(desc["Strides"]))
        count = float(np.prod(desc["WindowSize"]))
        divisor = count if desc["IncludePadding"] or not (any(desc["StartPadding"]) or any(desc["EndPadding"])) else 3.0
        return (_scale(x["InputScaleTensor"], chan).astype(np.float64), 1 / np.float64(divisor),
                _scale(x["OutputScaleTensor"], chan).astype(np.float64))

    def magnitude_of(self, desc, x):
        xs = np.asarray(x["InputTensor"]).astype(np.int64)
        zx = _scale(x.get("InputZeroPointTensor"), (1, -1) + (1,) * (xs.ndim - 2)).astype(np.int64)
        return pooling_parts(desc, dict(x, InputTensor=np.abs(xs - zx), InputZeroPointTensor=None), np.dtype(np.int64))[0]

    def parts(self, desc, x, out):
        return pooling_parts(desc, x, out)

    def reach(self, desc, marked):
        return ref.reach_windows(marked, *pool_args(desc))

    def lower(self, specs, op, desc, tensors):
        d = op.with_implied(desc)
        out = tensors["OutputTensor"]
        window, strides, start, end, dilations = (tuple(int(v) for v in a) for a in pool_args(d))
        attrs = (("kernel_shape", window), ("strides", strides), ("pads", start + end),
                 ("count_include_pad", int(bool(desc["IncludePadding"]))))
        names = ("InputTensor", "InputScaleTensor", "InputZeroPointTensor", "OutputScaleTensor",
                 "OutputZeroPointTensor")
        return _lowered("QLinearAveragePool", "com.microsoft", names, tensors, out, attrs,
                        lambda n, t: tuple(t.sizes) if n == "InputTensor" else
                        (() if math.prod(t.sizes) == 1 else (math.prod(t.sizes),)), dilations)
