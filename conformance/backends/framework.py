"""What every framework adapter shares: lowering, and the "cannot run" decisions.

A framework has no DirectML desc to validate, so it receives logical arrays (strides are
applied by the harness: "emulated") and it cannot take part in invalid-desc tests.

UNSUPPORTED means the library declared the lack, never that it raised: either the adapter
knows before running that the library has no such operation (``cannot_express``: a type
outside an ONNX operator's schema, a pooling rank torch has no function for), or the library
answers with its own "not implemented" status (``declared_lack``: onnxruntime's
NOT_IMPLEMENTED, torch's "not implemented for 'X'"). Anything else a library raises on a
valid case propagates, and the runner records it as the backend's ERROR.

Element-wise plans are computed from the peer table (``peer_table.yaml``, read by
``peer_table.stages``): each adapter names its column (``table_column``) and says how it calls one
step (``step_caller``, or ONNX nodes); the rows, their compositions and their declared lacks are
data. A field the peer must take in the tensor's type that the type cannot hold (Min = 1.5 for
an INT32 clip), or an input the library is documented to refuse (an integer division by zero
in torch), is known before running: the case is UNSUPPORTED with that reason. A library that
returns another type than the desc's output (a type promotion) is the adapter's ERROR, never
cast back silently.
"""

from __future__ import annotations

import functools
import importlib

import numpy as np

from ..cases.case import Case
from ..cases.tensor import to_array
from ..kinds.batch_normalization import BatchNorm
from ..kinds.conversion import CastPlan
from ..kinds.convolution_integer import ConvInteger
from ..kinds.convolution_plan import Convolution
from ..kinds.depth_space import DepthSpacePlan
from ..kinds.fold import FoldPlan
from ..kinds.element_wise_plan import ElementWise
from ..kinds.gather import GatherPlan
from ..kinds.indexing import GatherElementsPlan, GatherNdPlan, ScatterElementsPlan, ScatterNdPlan
from ..kinds.gemm_plan import Gemm
from ..kinds.joinsplit import JoinPlan, SplitPlan
from ..kinds.local_response_normalization import LocalResponseNorm
from ..kinds.lp_normalization import LpNorm
from ..kinds.matrix_multiply_integer import MatMulInteger
from ..kinds.max_unpooling import MaxUnpool
from ..kinds.mean_variance_normalization import MeanVarianceNorm
from ..kinds.nonzero import NonzeroPlan
from ..kinds.padding import PaddingPlan
from ..kinds.resample import ResamplePlan
from ..kinds.reverse_subsequences import ReverseSequencesPlan
from ..kinds.slice import SlicePlan
from ..kinds.tile import TilePlan
from ..kinds.plan import Plan
from ..kinds.pooling import AvgPool, LpPool, MaxPool
from ..kinds.reduction_plans import ArgReduce, Normalize, Reduce, Scan, TopK
from ..reference.padding import padding_value as union_value
from ..spec import OperatorSpec, TensorDesc
from . import batch_norm_plans, convolution_plans
from .base import Backend, Prepared, Probe, Support, Unsupported
from .lowering import lower, lowest, numpy_type
from .lrn_adapters import lrn_unexpressed
from .peer_table import CAST, Stage, peer_table, stages


# --------------------------------------------------------------------------- running table rows

def constant(value, data_type: str, dtype: np.dtype, what: str) -> np.ndarray:
    """``value`` as a 0-d array of the tensor's type, only when exact (ValueError, saying why,
    otherwise): an integer the type holds, or a float the type holds as the desc's FLOAT does
    (a FLOAT16 tensor cannot take ScaleBias's Scale 0.1 as DirectML, which keeps it a FLOAT,
    does)."""
    if isinstance(value, str):
        from ..spec.values import NON_FINITE

        value = NON_FINITE.get(value, value)
    if dtype.kind == "f":
        with np.errstate(over="ignore"):
            typed = np.asarray(value, dtype=np.float64).astype(dtype)
            held = np.float64(np.float32(value)) if dtype.itemsize <= 4 else np.float64(value)
        if not (typed == held or (np.isnan(typed) and np.isnan(held))):
            raise ValueError(f"{what} is {value!r}, which {data_type or dtype.name.upper()} cannot hold exactly: "
                             "the peer takes it in the tensor's type, DirectML as a FLOAT")
        return typed
    ok = isinstance(value, (int, np.integer)) or (isinstance(value, float) and np.isfinite(value)
                                                  and float(value).is_integer())
    if ok:
        info = np.iinfo(dtype)
        ok = info.min <= int(value) <= info.max
    if not ok:
        raise ValueError(f"{what} is {value!r}, which {data_type} cannot hold: the peer takes it in the tensor's type")
    return np.asarray(int(value), dtype=dtype)


def argument(value, dtype: np.dtype, what: str):
    """A field's value as a keyword argument: a Python float for float tensors, an int (when
    exact) for integer tensors."""
    if dtype.kind == "f":
        return float(constant(value, "", np.dtype(np.float64), what))
    return int(constant(value, dtype.name.upper(), dtype, what))


def attribute(value, dtype: np.dtype, what: str):
    """A field's value as an ONNX attribute: the operator schemas here take FLOAT attributes."""
    if isinstance(value, str):
        from ..spec.values import NON_FINITE

        value = NON_FINITE.get(value, value)
    return float(value) if isinstance(value, (int, float, np.number)) and not isinstance(value, bool) else value


def step_values(stage: Stage, dtype: np.dtype, as_argument=argument) -> tuple[dict[str, np.ndarray], dict]:
    """The constants the stage's steps read (a field or a number, as a 0-d array of ``dtype``),
    keyed by the ref as written, and the keyword arguments that come from fields (by step
    index and keyword; ``as_argument`` converts them). ValueError where a value cannot be given
    in the tensor's type."""
    from ..spec.values import NON_FINITE

    constants, arguments = {}, {}
    for j, step in enumerate(stage.entry.steps):
        for ref in step.inputs or ():
            if isinstance(ref, str) and ref in stage.row.params:
                constants[ref] = constant(stage.param(ref), stage.data_type, dtype, ref)
            elif isinstance(ref, str) and ref[:1] == "-" and ref[1:] in stage.row.params:  # the field negated
                value = stage.param(ref[1:])
                value = -NON_FINITE.get(value, value) if isinstance(value, str) else -value
                constants[ref] = constant(value, stage.data_type, dtype, ref)
            elif not isinstance(ref, str):
                constants[repr(ref)] = constant(ref, stage.data_type, dtype, repr(ref))
        for key, value in step.arguments:
            if step.call == CAST:
                continue
            if isinstance(value, str) and value in stage.row.params:
                arguments[(j, key)] = as_argument(stage.param(value), dtype, value)
    return constants, arguments


def const_key(ref) -> str:
    return ref if isinstance(ref, str) else repr(ref)


def walk(stage: Stage, inputs: list, call, constants: dict, arguments: dict):
    """Run the stage's steps on ``inputs`` (the row's inputs, in order): ``call(step, args,
    kwargs)`` calls the library; ``constants``/``arguments`` from ``step_values`` (already on the
    device). What is not a field stays a literal argument."""
    env = dict(zip(stage.row.inputs, inputs))
    previous = None
    for j, step in enumerate(stage.entry.steps):
        refs = step.inputs if step.inputs is not None else (stage.row.inputs if j == 0 else ("_",))
        args = []
        for ref in refs:
            if ref == "_":
                args.append(previous)
            elif isinstance(ref, str) and ref in env:
                args.append(env[ref])
            else:
                args.append(constants[const_key(ref)])
        kwargs = {key: arguments[(j, key)] if (j, key) in arguments else value for key, value in step.arguments}
        previous = call(step, args, kwargs)
        if step.name:
            env[step.name] = previous
    return previous


def run_stages(staged: list[Stage], arrays: list, call, constants: list[dict],
               arguments: list[dict]):
    """The plan's result from its stages: ScaleBias on the first input (the k-th ScaleBias stage
    on the k-th input), the function on all of them, the fused activation on the result."""
    values = list(arrays)
    result = None
    scaled = 0
    for stage, consts, args in zip(staged, constants, arguments):
        if stage.role == "scale_bias":
            values[scaled] = walk(stage, [values[scaled]], call, consts, args)
            scaled += 1
        elif stage.role == "function":
            result = walk(stage, values, call, consts, args)
        else:
            result = walk(stage, [result], call, consts, args)
    return result


class FrameworkBackend(Backend):
    layout = "logical"
    isolated = True  # runs in a worker process (see worker.py)
    devices: tuple[str, ...] = ("cpu",)
    table_column: str | None = None  # this library's column of the peer table (element-wise rows)

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self.device = option or self.devices[0]

    # --------------------------------------------------------------- what subclasses give

    def probe_library(self) -> Probe:
        """Import the library and find ``self.device``: available, or why not."""
        raise NotImplementedError

    def arg_reduce(self, plan: ArgReduce, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def max_pool(self, plan: MaxPool, x: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
        raise NotImplementedError

    def reduce(self, plan: Reduce, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError(f"{self.name} has no reduction adapter")

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError(f"{self.name} has no average pooling adapter")

    def lp_pool(self, plan: LpPool, x: np.ndarray) -> np.ndarray:
        raise NotImplementedError(f"{self.name} has no Lp pooling adapter")

    def top_k(self, plan: TopK, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(values, indices as ``plan.index_type``), each of ``plan.out_sizes``."""
        raise NotImplementedError(f"{self.name} has no top-k adapter")

    def max_unpool(self, plan: MaxUnpool, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """An array of ``plan.out_sizes`` and the input's type: zero, ``x`` at ``indices``."""
        raise NotImplementedError(f"{self.name} has no max unpooling adapter")

    def gemm(self, plan: Gemm, a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> np.ndarray:
        """Alpha * op(A) x op(B) + Beta * C (no C: the product alone), of ``plan.out_sizes``
        and the tensors' type; the fused activation comes after, from the peer table."""
        raise NotImplementedError(f"{self.name} has no GEMM adapter")

    def convolution(self, plan: Convolution, x: np.ndarray, w: np.ndarray, b: np.ndarray | None) -> np.ndarray:
        """The cross-correlation (or its adjoint) of ``x`` with the oriented filter ``w``, plus the
        bias: an array of ``plan.natural_sizes`` and the tensors' type."""
        raise NotImplementedError(f"{self.name} has no convolution adapter")
    def matmul_integer(self, plan: MatMulInteger, a: np.ndarray, b: np.ndarray, a_zero: np.ndarray | None,
                       b_zero: np.ndarray | None) -> np.ndarray:
        """(A - a_zero) x (B - b_zero) in exact integers, of ``plan.out_sizes`` and INT32 (a zero
        point absent: None)."""
        raise NotImplementedError(f"{self.name} has no integer matrix product adapter")

    def attention(self, plan, **feeds) -> tuple:
        """(output {B, heads, S, V}, present key, present value) of an attention plan's feeds
        (conformance/backends/attention_peers.py)."""
        raise NotImplementedError(f"{self.name} has no attention adapter")

    def matmul_integer_to_float(self, plan, a: np.ndarray, a_scale: np.ndarray, a_zero: np.ndarray | None,
                                b: np.ndarray, b_scale: np.ndarray, b_zero: np.ndarray | None,
                                bias: np.ndarray | None) -> np.ndarray:
        """AScale * BScale * ((A - a_zero) x (B - b_zero)) + Bias, of ``plan.out_sizes`` and the
        float type (conformance/backends/matrix_integer_float.py)."""
        raise NotImplementedError(f"{self.name} has no integer-to-float matrix product adapter")

    def conv_integer(self, plan: ConvInteger, x: np.ndarray, w: np.ndarray, x_zero: np.ndarray | None,
                     w_zero: np.ndarray | None) -> np.ndarray:
        """(x - x_zero) cross-correlated with (w - w_zero) in exact integers, of ``plan.out_sizes``
        and INT32 (conformance/backends/convolution_integer.py)."""
        raise NotImplementedError(f"{self.name} has no integer convolution adapter")

    def roi_align(self, plan, x: np.ndarray, rois: np.ndarray, batch: np.ndarray) -> np.ndarray:
        """ROI align of ``x`` over ``rois`` ({..., R, 4}) from the batches ``batch`` ({..., R}), of
        ``plan.out_sizes`` and the input's type (conformance/kinds/roi.py)."""
        raise NotImplementedError(f"{self.name} has no ROI align adapter")

    def recurrent(self, plan, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """RNN, GRU or LSTM (``plan.cell``) of the desc's logical inputs by name: the desc's outputs
        by name (conformance/kinds/recurrent.py)."""
        raise NotImplementedError(f"{self.name} has no recurrent-network adapter")

    def roi_pool(self, plan, x: np.ndarray, rois: np.ndarray) -> np.ndarray:
        """ROI max pooling of ``x`` over ``rois`` ({1, 1, R, 5}), of the input's type."""
        raise NotImplementedError(f"{self.name} has no ROI max pooling adapter")

    def qlinear(self, plan, inputs: dict) -> np.ndarray:
        """A quantized linear operator (conformance/kinds/quantized_linear.py's QLinear) from the
        desc's inputs by name: an array of ``plan.out_sizes`` and the output's 8-bit type."""
        raise NotImplementedError(f"{self.name} has no quantized linear adapter")

    def quantize_linear(self, plan, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """A linear quantization plan's outputs by name (conformance/backends/quantize_adapters.py)."""
        raise NotImplementedError(f"{self.name} has no linear quantization adapter")

    def adam(self, plan, t: int, x, m, v, g) -> tuple:
        """One Adam step (conformance/backends/adam_adapters.py): X', M', V' of the inputs' shape and type."""
        raise NotImplementedError(f"{self.name} has no Adam optimizer adapter")

    def normalize(self, plan: Normalize, x: np.ndarray) -> np.ndarray:
        """softmax, log_softmax or hardmax over ``plan.axes``: an array of the input's sizes and type."""
        raise NotImplementedError(f"{self.name} has no softmax adapter")

    def scan(self, plan: Scan, x: np.ndarray) -> np.ndarray:
        """The running sum or product along ``plan.axis``: an array of the input's sizes and type."""
        raise NotImplementedError(f"{self.name} has no cumulative sum/product adapter")

    def lp_norm(self, plan: LpNorm, x: np.ndarray) -> np.ndarray:
        """x divided by its Lp norm along ``plan.axis``: an array of the input's sizes and type."""
        raise NotImplementedError(f"{self.name} has no Lp normalization adapter")

    def mean_variance_norm(self, plan: MeanVarianceNorm, x: np.ndarray, scale: np.ndarray | None,
                           bias: np.ndarray | None) -> np.ndarray:
        """The mean-variance normalization of ``x`` (Scale and Bias of their own, broadcast, sizes
        or None): an array of the input's sizes and type."""
        raise NotImplementedError(f"{self.name} has no mean-variance normalization adapter")

    def batch_norm(self, plan: BatchNorm, x3: np.ndarray, stats: dict, add3: np.ndarray | None):
        """(Output, Mean, Variance) of the per-channel batch normalization of ``x3`` ({A, C, B};
        ``stats``: the C values of each broadcast tensor by name; Mean and Variance None unless
        training; batch_norm_plans.run_batch_norm reshapes them back)."""
        raise NotImplementedError(f"{self.name} has no batch normalization adapter")
    def local_response_norm(self, plan: LocalResponseNorm, x: np.ndarray) -> np.ndarray:
        """LOCAL_RESPONSE_NORMALIZATION of ``x``: an array of the input's sizes and type."""
        raise NotImplementedError(f"{self.name} has no local response normalization adapter")

    # the harness's steps around a library's call, which a kind's plan asks for by name (its ``run``)

    def run_convolution(self, plan: Convolution, inputs: dict) -> dict[str, np.ndarray]:
        """The filter oriented, ``convolution``, OutputPadding's zeros, the stored result's rows."""
        return convolution_plans.run_convolution(self, plan, inputs)

    def run_batch_norm(self, plan: BatchNorm, inputs: dict) -> dict[str, np.ndarray]:
        """The input reshaped to {A, C, B}, ``batch_norm``, the outputs reshaped back, the fused activation's row."""
        return batch_norm_plans.run_batch_norm(self, plan, inputs, plan.fused_plan())

    def cannot_express_local_response_norm(self, plan: LocalResponseNorm, case: Case | None = None) -> str:
        """The LRN windows the peers' functions have no form for (lrn_adapters.lrn_unexpressed)."""
        return lrn_unexpressed(plan, self.name, self.table_column, self.device)

    def gather(self, plan: GatherPlan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """GATHER along ``plan.axis`` at ``indices`` (INT64, of ``plan.index_shape``, each in range):
        an array of ``plan.natural_sizes`` and the input's type, which the plan reshapes to
        DirectML's right-aligned OutputTensor sizes."""
        raise NotImplementedError(f"{self.name} has no gather adapter")

    def join(self, plan: JoinPlan, parts: list[np.ndarray]) -> np.ndarray:
        """JOIN: ``parts`` concatenated along ``plan.axis``, in order: an array of ``plan.out_sizes``."""
        raise NotImplementedError(f"{self.name} has no join adapter")

    def split(self, plan: SplitPlan, x: np.ndarray) -> list[np.ndarray]:
        """SPLIT: ``x`` cut along ``plan.axis`` into consecutive parts of ``plan.sizes`` there."""
        raise NotImplementedError(f"{self.name} has no split adapter")
    def take_along_axis(self, plan: GatherElementsPlan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """GATHER_ELEMENTS along ``plan.axis`` at ``indices`` (INT64 positions, in range): of the
        indices' sizes and the input's type."""
        raise NotImplementedError(f"{self.name} has no gather-elements adapter")

    def put_along_axis(self, plan: ScatterElementsPlan, x: np.ndarray, indices: np.ndarray,
                         updates: np.ndarray) -> np.ndarray:
        """SCATTER along ``plan.axis``: ``x`` with ``updates`` written at ``indices`` (INT64 positions)."""
        raise NotImplementedError(f"{self.name} has no scatter-elements adapter")

    def take_slices(self, plan: GatherNdPlan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """GATHER_ND1 over the meaningful sizes, ``plan.batch`` batch dimensions, at index tuples
        (INT64 positions, the last dimension): the batches, the tuples' array, then the slices' sizes."""
        raise NotImplementedError(f"{self.name} has no gather-nd adapter")

    def put_slices(self, plan: ScatterNdPlan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        """SCATTER_ND over the meaningful sizes: ``x`` with the slices at the index tuples (INT64
        positions) overwritten by ``updates``."""
        raise NotImplementedError(f"{self.name} has no scatter-nd adapter")
    def cast(self, plan: CastPlan, x: np.ndarray) -> np.ndarray:
        """CAST of ``x`` into ``plan.out_type``: an array of the input's sizes and that type (only the
        elements the output type holds are judged; the others are observed)."""
        raise NotImplementedError(f"{self.name} has no cast adapter")

    def nonzero(self, plan: NonzeroPlan, x: np.ndarray) -> np.ndarray:
        """The coordinates of ``x``'s nonzero elements in ascending element order: a (count,
        rank) integer array (the plan keeps each row's last N and writes the count)."""
        raise NotImplementedError(f"{self.name} has no nonzero adapter")

    def padding(self, plan: PaddingPlan, x: np.ndarray) -> np.ndarray:
        """PADDING and PADDING1: ``x`` padded by ``plan.start`` and ``plan.end`` in ``plan.mode``,
        CONSTANT filling ``padding_value(plan)``: an array of ``plan.out_sizes`` and the input's type."""
        raise NotImplementedError(f"{self.name} has no padding adapter")

    def slice(self, plan: SlicePlan, x: np.ndarray) -> np.ndarray:
        """SLICE and SLICE1: ``plan.out_sizes[d]`` elements of each dimension d from ``plan.start[d]``
        at ``plan.step[d]`` (negative: toward position 0): an array of ``plan.out_sizes``."""
        raise NotImplementedError(f"{self.name} has no slice adapter")

    def vjp(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """A gradient operator (conformance/kinds/gradient_plan.py): J^T dy, J the Jacobian of
        ``plan.forward`` at ``x``, by the library's automatic differentiation of its own forward."""
        raise NotImplementedError(f"{self.name} has no gradient adapter")

    def cannot_express_vjp(self, plan, case: Case | None = None) -> str:
        # what the library cannot run forward, it cannot differentiate
        return self.cannot_express(plan.forward, case)

    def tile(self, plan: TilePlan, x: np.ndarray) -> np.ndarray:
        """TILE: ``x`` repeated ``plan.repeats[d]`` times along each dimension d, copy after copy."""
        raise NotImplementedError(f"{self.name} has no tile adapter")

    def resample(self, plan: ResamplePlan, x: np.ndarray) -> np.ndarray:
        """RESAMPLE to RESAMPLE3 (and UPSAMPLE_2D): ``x`` resampled to ``plan.out_sizes`` (the plan's
        scales, offsets, mode, rounding and antialiasing)."""
        raise NotImplementedError(f"{self.name} has no resample adapter")

    def resample_grad(self, plan, dy: np.ndarray) -> np.ndarray:
        """RESAMPLE_GRAD and RESAMPLE_GRAD1: the gradient of ``plan.forward`` at ``dy`` (gradient_peers.py)."""
        raise NotImplementedError(f"{self.name} has no resample gradient adapter")

    def batch_norm_grad(self, plan, inputs: dict) -> dict[str, np.ndarray]:
        """BATCH_NORMALIZATION(_TRAINING)_GRAD: the three gradients by output name (gradient_peers.py)."""
        raise NotImplementedError(f"{self.name} has no batch normalization gradient adapter")

    def local_response_norm_grad(self, plan, x: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """LOCAL_RESPONSE_NORMALIZATION_GRAD: the gradient of ``plan.forward`` at ``x`` for ``dy``."""
        raise NotImplementedError(f"{self.name} has no local response normalization gradient adapter")

    def reverse_sequences(self, plan: ReverseSequencesPlan, x: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        """REVERSE_SUBSEQUENCES on ``x`` as (time, batch): each column's first ``lengths`` (INT64,
        one per column, each at most the time axis) reversed, the rest copied."""
        raise NotImplementedError(f"{self.name} has no reverse-sequence adapter")
    def depth_space(self, plan: DepthSpacePlan, x: np.ndarray) -> np.ndarray:
        """DEPTH_TO_SPACE(1) (``plan.to`` "space") or SPACE_TO_DEPTH(1) ("depth") of the 4-D ``x`` in
        blocks of ``plan.block``, the channel split in ``plan.order`` (DCR or CRD): an array of
        ``plan.out_sizes`` and the input's type."""
        raise NotImplementedError(f"{self.name} has no depth-to-space adapter")

    def fold(self, plan: FoldPlan, x: np.ndarray) -> np.ndarray:
        """UNFOLD (``plan.op`` "unfold": ``x`` of ``plan.spatial_sizes`` to ``plan.columns_sizes``) or
        FOLD (back, summing overlaps): an array of ``plan.out_sizes`` and the input's type."""
        raise NotImplementedError(f"{self.name} has no fold adapter")

    def padding_value(self, plan: PaddingPlan) -> np.ndarray | None:
        """CONSTANT's PaddingValue as a 0-d array of the tensor's type (None for the other modes):
        PADDING1's union holds a value of that type; PADDING's FLOAT only where the type holds it
        exactly (ValueError otherwise: DirectML converts the FLOAT itself, which the peer would not
        be computing)."""
        if plan.mode != "CONSTANT":
            return None
        dtype = numpy_type(self.specs, plan.in_type)
        if plan.union:
            return np.asarray(union_value(plan.value, dtype))
        return constant(plan.value, plan.in_type, dtype, "PaddingValue (a FLOAT)")

    def cannot_express_padding(self, plan: PaddingPlan, case: Case | None = None) -> str:
        """What every adapter declares of a padding plan: a FLOAT PaddingValue its tensor's type
        cannot hold exactly (a peer takes it in that type). A subclass adds its library's modes
        and widths, then asks this."""
        if plan.mode == "CONSTANT" and plan.padded_dimensions:
            try:
                self.padding_value(plan)
            except ValueError as exc:
                return f"{self.name}: {exc}"
        return ""

    def fill(self, plan) -> np.ndarray:
        """FILL_VALUE_CONSTANT and FILL_VALUE_SEQUENCE: an array of ``plan.sizes`` and the plan's
        type, every element ``plan.value``, or the range from it to ``plan.limit()`` by ``plan.delta``."""
        raise NotImplementedError(f"{self.name} has no fill adapter")

    def one_hot(self, plan, indices: np.ndarray, values: np.ndarray) -> np.ndarray:
        """ONE_HOT: ``indices`` (INT64, without the axis of 1) one-hot along ``plan.axis`` over
        ``plan.length``, ``values`` = (OffValue, OnValue): an array of ``plan.out_sizes``."""
        raise NotImplementedError(f"{self.name} has no one-hot adapter")

    def diagonal(self, plan, x: np.ndarray | None) -> np.ndarray:
        """DIAGONAL_MATRIX and DIAGONAL_MATRIX1: Value on the band ``plan.band()`` of each matrix,
        elsewhere ``x`` (or 0): an array of ``plan.sizes``."""
        raise NotImplementedError(f"{self.name} has no diagonal matrix adapter")

    def value_scale(self, plan, x: np.ndarray) -> np.ndarray:
        """VALUE_SCALE_2D: ``x * Scale + Bias[c]`` (``plan.factors()``) in FLOAT32, rounded into x's type."""
        raise NotImplementedError(f"{self.name} has no scale-and-bias adapter")

    def element_wise(self, plan: ElementWise, arrays: list[np.ndarray]) -> np.ndarray:
        """The plan's output from its logical inputs (in ``plan.inputs`` order), computed by the
        peer table's rows for ``table_column``."""
        raise NotImplementedError(f"{self.name} has no element-wise adapter")

    def table_stages(self, plan: ElementWise) -> list[Stage]:
        """The peer-table rows of ``plan`` for this library (cannot_express has said why not
        before this is reached)."""
        staged = stages(plan, self.table_column)
        if isinstance(staged, str):
            raise NotImplementedError(staged)
        return staged

    as_argument = staticmethod(argument)  # a field's value as a keyword argument (ONNX: an attribute)

    def element_wise_values(self, plan: ElementWise, staged: list[Stage]) -> tuple[list[dict], list[dict]]:
        """Per stage, its constants (0-d numpy arrays in the stage's type) and its keyword
        arguments from fields."""
        constants, arguments = [], []
        for stage in staged:
            c, a = step_values(stage, numpy_type(self.specs, stage.data_type), self.as_argument)
            constants.append(c)
            arguments.append(a)
        return constants, arguments

    def checked_output(self, plan: ElementWise, out: np.ndarray) -> np.ndarray:
        """The library's result, which must be of the desc's output type and sizes."""
        want = numpy_type(self.specs, plan.out_type)
        if out.dtype != want:
            raise TypeError(f"{self.label} returned {out.dtype} for {plan.describe()}, not {want} "
                            f"({plan.out_type}): the peer table's row promotes the type")
        if tuple(out.shape) != plan.sizes:
            raise ValueError(f"{self.label} returned shape {tuple(out.shape)} for {plan.describe()}, "
                             f"not {plan.sizes}")
        return out

    def stored_output(self, stored: ElementWise, out: np.ndarray) -> np.ndarray:
        """A result stored in the output's type (plan.py's stored_result), then its fused activation's
        own row when it has one, checked as an element-wise output."""
        if stored.fused:
            out = self.element_wise(stored, [out])
        return self.checked_output(stored, np.asarray(out))

    def checked_int32(self, plan: Plan, out: np.ndarray) -> np.ndarray:
        """An integer product's result, which must be exact: INT32 of ``plan.out_sizes``."""
        if out.dtype != np.int32 or tuple(out.shape) != plan.out_sizes:
            raise TypeError(f"{self.label} returned {out.dtype} {tuple(out.shape)} for "
                            f"{plan.describe()}, not int32 {plan.out_sizes}")
        return out

    def cannot_express_element_wise(self, plan: ElementWise, case: Case | None = None) -> str:
        """What the peer table declares this library lacks for ``plan``, its values the tensor's
        type cannot hold, and the inputs it refuses."""
        if self.table_column is None or type(self).element_wise is FrameworkBackend.element_wise:
            return f"dmlconf has no element-wise adapter for {self.name}"
        staged = stages(plan, self.table_column)
        if isinstance(staged, str):
            return f"{self.name}: {staged}"
        try:
            self.element_wise_values(plan, staged)
        except ValueError as exc:
            return f"{self.name}: {exc}"
        return self.refused_inputs(plan, staged, case) if case is not None else ""

    def refused_inputs(self, plan: ElementWise, staged: list[Stage], case: Case) -> str:
        """A value the library is documented to refuse (it raises: integer division by zero in
        torch and onnxruntime), found in the case's inputs before running."""
        function = next(s for s in staged if s.role == "function")
        for row_input, (how, value), reason, only in function.entry.refuses:
            if only and self.name not in only:
                continue
            tensor = plan.inputs[function.row.inputs.index(row_input)]
            if tensor not in case.inputs:
                continue
            desc = case.desc[tensor]
            data = to_array(case.inputs[tensor], self.specs.data_type(desc["DataType"]), desc["Sizes"],
                            f"inputs.{tensor}")
            if how == "value" and (data == value).any():
                return f"{self.name}: {reason} ({tensor} holds {value})"
            if how == "below" and data.dtype.kind in "if" and (data < value).any():
                return f"{self.name}: {reason} ({tensor} holds a value below {value})"
        return ""

    def cannot_express(self, plan: Plan, case: Case) -> str:
        """Why this library cannot run ``plan`` exactly ("" when it can), known before running.
        First the limits of the library for the plan's method, in ``cannot_express_<plan.method>(plan,
        case)`` (a subclass's: a rank, a dilation, a zero point per channel; the peer table's for
        element-wise plans), then ``plan_unexpressed``."""
        hook = getattr(self, "cannot_express_" + plan.method, None)
        return (hook(plan, case) if hook is not None else "") or self.plan_unexpressed(plan, case)

    def plan_unexpressed(self, plan: Plan, case: Case) -> str:
        """What every adapter declares of ``plan``: the method it has no adapter for, the plan's
        own limits, then its fused activation's (the activation's row, and for ONNX its model)."""
        if getattr(type(self), plan.method) is getattr(FrameworkBackend, plan.method):
            return f"dmlconf has no {plan.what} adapter for {self.name}"
        fused = plan.fused_plan()
        return plan.unexpressed(self, case) or (self.cannot_express(fused, case) if fused is not None else "")

    def declared_lack(self, exc: Exception) -> str:
        """The library's own words when ``exc`` is how it declares an operation it does not
        implement ("" for any other exception, which is then an error of the backend)."""
        return ""

    # --------------------------------------------------------------- the protocol

    def probe(self) -> Probe:
        if self.device not in self.devices:
            return Probe(False, f"unknown {self.name} device {self.device!r} (known: {', '.join(self.devices)})")
        return self.probe_library()

    def plan(self, case: Case, op: OperatorSpec) -> Plan:
        tensors = {n: TensorDesc.from_json(t, self.specs, n) for n, _, t in op.tensors_in(case.desc)}
        return lower(self.specs, op, case.desc, tensors)

    def supports(self, case: Case, op: OperatorSpec) -> Support:
        if case.expect == "invalid":
            return Support.no(f"{self.name} takes no DirectML desc, so it cannot reject one")
        row = peer_table().kinds.get(op.semantics["reference"])  # a kind this peer is not lowered to: declared
        if row is not None and self.table_column in row.peers and row.peers[self.table_column].lacks:
            return Support.no(f"{self.label} declares it cannot run {op.short_name}: {row.peers[self.table_column].lacks}")
        plan = self.plan(case, op)
        why = self.cannot_express(plan, case)
        if why:
            return Support.no(why)
        strided = [n for n, t in case.desc.items() if isinstance(t, dict) and t.get("Strides") is not None]
        notes = [f"strides of {', '.join(strided)} applied by the harness"] if strided else []
        notes += [note for note in [self.emulation(plan)] if note]
        if notes:
            return Support("emulated", "; ".join(notes))
        return Support.yes()

    def emulation(self, plan: Plan) -> str:
        """What the library does in place of the operation itself, known before running
        ("" when nothing): a subclass says what its library documents for the plan's method, in
        ``emulation_<plan.method>(plan)``."""
        hook = getattr(self, "emulation_" + plan.method, None)
        return hook(plan) if hook is not None else ""

    def run(self, prepared: Prepared):
        plan = lower(self.specs, prepared.op, prepared.case.desc, prepared.tensors)
        try:
            return plan.run(self, prepared.inputs)
        except Exception as exc:
            lack = self.declared_lack(exc)
            if not lack:
                raise  # not a declared lack: the runner records the backend's ERROR
            first = lack.strip().splitlines()[0][:300] if lack.strip() else type(exc).__name__
            return Unsupported(f"{self.label} declares it cannot run {plan.describe()}: {first}")


@functools.lru_cache(maxsize=None)
def library_function(path: str):
    """The function a peer-table step names by its dotted path (``torch.nn.functional.elu``):
    the longest prefix that imports as a module, then attributes. LookupError when there is none."""
    parts = path.split(".")
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        try:
            for attribute in parts[i:]:
                obj = getattr(obj, attribute)
        except AttributeError:
            raise LookupError(f"{path}: module {'.'.join(parts[:i])} has no {'.'.join(parts[i:])}") from None
        if not callable(obj):
            raise LookupError(f"{path} is not callable")
        return obj
    raise LookupError(f"{path}: no module of it imports")


def step_caller(cast):
    """How an array library runs one peer-table step (eagerly, or while JAX traces): the
    function it names, or, for a cast step, ``cast(array, "output" | "bool")``."""
    def call(step, args, kwargs):
        if step.call == CAST:
            return cast(args[0], kwargs["to"])
        return library_function(step.call)(*args, **kwargs)
    return call


def ties_with_padding(plan: MaxPool, case: Case, specs) -> bool:
    """Whether an input element equals the lowest value that pre-padding would hold, so a
    padded element could tie with it and be picked first."""
    if not plan.padded:
        return False
    x = to_array(case.inputs["InputTensor"], specs.data_type(plan.in_type), plan.in_sizes, "inputs.InputTensor")
    return bool((x == lowest(x.dtype)).any())
