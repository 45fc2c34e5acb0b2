"""ONNX-model backends: ``onnxruntime:cpu|cuda|dml`` and ``onnx-reference``.

One model per distinct lowered desc, built by onnx_models.py and cached with its session.
A model whose types lie outside an operator's schema (MaxPool has no 64-bit integers) is
never run: the case is UNSUPPORTED in the schema's words. Every other model must pass
``onnx.checker`` (a failure is the adapter's ERROR, never UNSUPPORTED). For a GPU execution
provider, CPU fallback is disabled: a node the provider has no kernel for makes session
creation fail with that declared reason, and the case is UNSUPPORTED instead of a silent
CPU PASS.

Element-wise operators and activations are one graph from the ``onnx`` column of the peer table
(peer_table.yaml, built by onnx_models.element_wise_model); a function ONNX has no operator
for is declared there, with the reason, and the case is UNSUPPORTED before any model is built.
"""

from __future__ import annotations

import platform

import numpy as np

from .base import Probe
from .framework import FrameworkBackend, attribute
from .lowering import numpy_type
from ..spec.values import to_array
from ..kinds.max_unpooling import MaxUnpool
from ..kinds.pooling import AvgPool, LpPool, MaxPool, PoolShape
from ..kinds.reduction_plans import ArgReduce, Normalize, Reduce, Scan, TopK
from ..kinds.element_wise_plan import ElementWise
from ..kinds.matrix_multiply_integer import MatMulInteger
from .matrix_integer import ORT_PER_ROW
from .matrix_integer import onnx_feeds as matmul_integer_feeds  # batch_norm_plans has an onnx_feeds too
from ..kinds.mean_variance_normalization import MeanVarianceNorm
from .batch_norm_plans import onnx_feeds
from .adam_adapters import ORT_LACKS, onnx_adam, onnx_adam_schema_lacks
from .onnx_graph import ONNX_TYPES, OPSET, OPSET as OPSET_PAD, OPSET as OPSET_INDEXING, OPSET as OPSET_DEPTH_SPACE
from .onnx_models import layer_norm_fits, model_for, outside_schema
from .onnx_movement_models import OPSET_COL2IM

PROVIDERS = {"cpu": "CPUExecutionProvider", "cuda": "CUDAExecutionProvider", "dml": "DmlExecutionProvider"}


class OnnxBackend(FrameworkBackend):
    """Runs ``model_for(plan)`` in a session; subclasses say how a session is made."""
    table_column = "onnx"
    as_argument = staticmethod(attribute)  # a field a step reads by name is a (FLOAT) attribute

    def __init__(self, specs, option, feature_level):
        super().__init__(specs, option, feature_level)
        self._models: dict[ArgReduce | MaxPool, object] = {}
        self._outside: dict[ArgReduce | MaxPool, str] = {}  # plan -> why the schema excludes it, or ""
        self._sessions: dict[ArgReduce | MaxPool, object] = {}

    def new_session(self, model):
        raise NotImplementedError

    def evaluate(self, session, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
        raise NotImplementedError

    def model(self, plan):
        if plan not in self._models:
            self._models[plan] = model_for(plan)
        return self._models[plan]

    def cannot_express(self, plan, case) -> str:
        why = super().cannot_express(plan, case)  # first: a lack the table declares builds no model
        if why:
            return why
        if plan not in self._outside:
            self._outside[plan] = outside_schema(self.model(plan))
        return self._outside[plan]

    def cannot_express_mean_variance_norm(self, plan: MeanVarianceNorm, case) -> str:
        # after the plan's own limits (a fused activation), as LayerNormalization is the model
        return self.plan_unexpressed(plan, case) or (f"{self.name}: {why}" if (why := layer_norm_fits(plan)) else "")

    def cannot_express_adam(self, plan, case) -> str:
        return onnx_adam_schema_lacks(plan)

    def adam(self, plan, t, x, m, v, g):
        return onnx_adam(self, plan, t, x, m, v, g)

    def session(self, plan):
        if plan not in self._sessions:
            import onnx

            model = self.model(plan)
            onnx.checker.check_model(model, full_check=True)  # a model the adapter got wrong is its ERROR
            self._sessions[plan] = self.new_session(model)
        return self._sessions[plan]

    def arg_reduce(self, plan: ArgReduce, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def reduce(self, plan: Reduce, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def element_wise(self, plan: ElementWise, arrays: list[np.ndarray]) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), dict(zip(plan.inputs, arrays)))[0])

    def max_pool(self, plan: MaxPool, x: np.ndarray):
        out = self.evaluate(self.session(plan), {"X": x})
        return np.asarray(out[0]), (np.asarray(out[1]) if plan.index_type is not None else None)

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def lp_pool(self, plan: LpPool, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def normalize(self, plan: Normalize, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def scan(self, plan: Scan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def lp_norm(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def local_response_norm(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def mean_variance_norm(self, plan, x, scale, bias) -> np.ndarray:
        """ONNX LayerNormalization: Scale and Bias as their normalized dimensions (the leading ones 1)."""
        feeds = {"X": x}
        for name, value in (("S", scale), ("B", bias)):
            if value is not None:
                feeds[name] = np.ascontiguousarray(value).reshape(value.shape[plan.trailing:])
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def batch_norm(self, plan, x3, stats, add3):
        """ONNX BatchNormalization (batch_norm_plans.onnx_batch_norm_model)."""
        out = [np.asarray(o) for o in self.evaluate(self.session(plan), onnx_feeds(plan, x3, stats, add3))]
        return out[0], *(out[1:] if plan.training else (None, None))

    def max_unpool(self, plan: MaxUnpool, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices})[0])

    def convolution(self, plan, x: np.ndarray, w: np.ndarray, b: np.ndarray | None) -> np.ndarray:
        feeds = {"X": x, "W": w, **({"B": np.ascontiguousarray(b).reshape(-1)} if b is not None else {})}
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def gemm(self, plan, a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> np.ndarray:
        feeds = {"A": a, "B": b, **({"C": c} if c is not None else {})}
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def matmul_integer(self, plan, a, b, a_zero, b_zero) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), matmul_integer_feeds(plan, a, b, a_zero, b_zero))[0])

    def attention(self, plan, **feeds) -> tuple:
        from .attention_peers import onnx_feeds  # Attention-23

        y, pk, pv = (np.asarray(o) for o in self.evaluate(self.session(plan), onnx_feeds(plan, **feeds)))
        return y, pk, pv

    def cannot_express_attention(self, plan, case=None) -> str:
        from .attention_peers import onnx_unexpressed

        return onnx_unexpressed(plan, self.name)

    def matmul_integer_to_float(self, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias) -> np.ndarray:
        from .matrix_integer_float import onnx_feeds

        feeds = onnx_feeds(plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def cannot_express_matmul_integer_to_float(self, plan, case) -> str:
        from .matrix_integer_float import onnx_unexpressed

        return onnx_unexpressed(plan, self.name, self.device)

    def quantize_linear(self, plan, inputs: dict) -> dict:
        from .quantize_adapters import onnx_feeds, onnx_outputs

        feeds = onnx_feeds(plan, inputs, lambda name: np.dtype(name.lower()))
        return onnx_outputs(plan, self.evaluate(self.session(plan), feeds))

    def cannot_express_quantize_linear(self, plan, case) -> str:
        from .quantize_adapters import onnx_unexpressed

        return onnx_unexpressed(plan, case)

    def conv_integer(self, plan, x, w, x_zero, w_zero) -> np.ndarray:
        from .convolution_integer import conv_integer_feeds

        return np.asarray(self.evaluate(self.session(plan), conv_integer_feeds(plan, x, w, x_zero, w_zero))[0])

    def qlinear(self, plan, inputs) -> np.ndarray:
        from .quantized_linear import qlinear_feeds  # conformance/backends/quantized_linear.py

        return np.asarray(self.evaluate(self.session(plan), qlinear_feeds(plan, inputs))[0])

    def gather(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices})[0])

    def join(self, plan, parts: list[np.ndarray]) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {f"X{i}": p for i, p in enumerate(parts)})[0])

    def split(self, plan, x: np.ndarray) -> list[np.ndarray]:
        return [np.asarray(o) for o in self.evaluate(self.session(plan), {"X": x})]
    def take_along_axis(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices})[0])

    def take_slices(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices})[0])

    def put_along_axis(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices, "U": updates})[0])

    def put_slices(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "I": indices, "U": updates})[0])
    def fill(self, plan) -> np.ndarray:
        if plan.delta is None:
            feeds = {"S": np.array(plan.sizes, dtype=np.int64)}
        else:
            dtype = numpy_type(self.specs, plan.data_type)
            value, delta = plan.scalars(dtype)
            feeds = {"START": np.asarray(value), "LIMIT": np.asarray(plan.limit(), dtype=dtype), "DELTA": np.asarray(delta)}
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def one_hot(self, plan, indices: np.ndarray, values: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"I": indices, "V": values})[0])

    def cannot_express_one_hot(self, plan, case) -> str:
        if len(plan.out_sizes) == 1:
            return "a 1-D output: ONNX OneHot-11 takes indices of rank 1 or more, and these are 0-D without their axis"
        return ""

    def value_scale(self, plan, x: np.ndarray) -> np.ndarray:
        scale, bias = plan.factors()
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "S": scale, "B": bias})[0])
    def cast(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def nonzero(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0]).T  # ONNX's [rank, count]

    def padding(self, plan, x: np.ndarray) -> np.ndarray:
        value = self.padding_value(plan)
        feeds = {"X": x, **({"V": value} if value is not None else {})}
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def depth_space(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def cannot_express_depth_space(self, plan, case) -> str:
        if plan.to == "depth" and plan.order == "CRD":
            return ("ONNX SpaceToDepth has no mode attribute: it moves blocks in DCR order only "
                    "(DepthToSpace has DCR and CRD)")
        return ""

    def fold(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def cannot_express_padding(self, plan, case) -> str:
        if plan.mode == "SYMMETRIC":
            return ("ONNX Pad has no symmetric mode (its modes are constant, reflect, edge and wrap; "
                    "onnx/onnx#3695 was closed without it)")
        return super().cannot_express_padding(plan, case)

    def slice(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def tile(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def resample(self, plan, x: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x})[0])

    def cannot_express_resample(self, plan, case) -> str:
        return plan.onnx_form()[2]

    def reverse_sequences(self, plan, x: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "L": lengths})[0])

    def top_k(self, plan: TopK, x: np.ndarray):
        values, indices = self.evaluate(self.session(plan), {"X": x})
        return np.asarray(values), np.asarray(indices)

    def roi_align(self, plan, x, rois, batch):
        feeds = {"X": x, "R": rois.reshape(plan.rois, 4), "B": batch.reshape(plan.rois).astype(np.int64)}
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def roi_pool(self, plan, x, rois):
        return np.asarray(self.evaluate(self.session(plan), {"X": x, "R": rois.reshape(plan.rois, 5)})[0])

    def recurrent(self, plan, inputs):
        from .onnx_recurrent_models import recurrent_feeds, recurrent_outputs

        return recurrent_outputs(plan, self.evaluate(self.session(plan), recurrent_feeds(plan, inputs)))


def pads_unexpressed(plan: PoolShape, onnx_op: str) -> str:
    """onnxruntime's pooling kernels refuse a pad as large as the kernel."""
    if any(p >= w for w, a, b in zip(plan.window, plan.start, plan.end) for p in (a, b)):
        return (f"onnxruntime's {onnx_op} requires every pad to be smaller than the kernel "
                "(pool_attributes.h: 'Pad should be smaller than kernel')")
    return ""


class OnnxRuntimeBackend(OnnxBackend):
    name = "onnxruntime"
    devices = ("cpu", "cuda", "dml")

    def probe_library(self) -> Probe:
        try:
            import onnx
            import onnxruntime as ort
        except ImportError as exc:
            return Probe(False, f"onnxruntime is not installed ({exc}); pip install 'dmlconf[onnxruntime]'")
        versions = {"onnxruntime": ort.__version__, "onnx": onnx.__version__}
        provider = PROVIDERS[self.device]
        if provider not in ort.get_available_providers():
            hint = {"cuda": "install onnxruntime-gpu on a machine with CUDA",
                    "dml": "install onnxruntime-directml on Windows"}.get(self.device, "")
            return Probe(False, f"{provider} is not in this onnxruntime build "
                         f"({', '.join(ort.get_available_providers())}){'; ' + hint if hint else ''}",
                         self.device, versions)
        return Probe(True, "", f"{self.device} ({provider}, {platform.machine()})", versions, None)

    def model(self, plan):
        # onnxruntime's own (com.microsoft) operator where its form takes the plan: contrib_model_<method>
        hook = getattr(self, "contrib_model_" + plan.method, None)
        if plan not in self._models and hook is not None and (built := hook(plan)) is not None:
            self._models[plan] = built
        return super().model(plan)

    def cannot_express_adam(self, plan, case) -> str:
        return ORT_LACKS

    def contrib_model_matmul_integer_to_float(self, plan):
        from .matrix_integer_float import contrib_model, contrib_unexpressed
        from .onnx_graph import onnx_model, onnx_type

        return None if contrib_unexpressed(plan) else contrib_model(plan, onnx_model, onnx_type)

    def matmul_integer_to_float(self, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias) -> np.ndarray:
        from .matrix_integer_float import contrib_feeds, contrib_unexpressed

        if contrib_unexpressed(plan):  # the default-domain composition
            return super().matmul_integer_to_float(plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)
        feeds = contrib_feeds(plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)
        return np.asarray(self.evaluate(self.session(plan), feeds)[0])

    def cannot_express_matmul_integer(self, plan: MatMulInteger, case) -> str:
        return ORT_PER_ROW if plan.a_per_row and self.device == "cpu" else ""

    def cannot_express_qlinear(self, plan, case) -> str:
        from .quantized_linear import ort_cannot_express

        return ort_cannot_express(plan)

    def cannot_express_conv_integer(self, plan, case) -> str:
        if plan.w_per_channel and self.device == "cpu":
            return ("onnxruntime's CPU ConvInteger takes a per-tensor w_zero_point only (conv_integer.cc: "
                    "'IsScalarOr1ElementVector(W_Zero_Point) was false. Non per-tensor quantization is not "
                    "supported now'): a FilterZeroPointTensor per output channel has no onnxruntime form")
        return ""

    def cannot_express_max_unpool(self, plan: MaxUnpool, case) -> str:
        if any(n > o for n, o in zip(plan.in_sizes[2:], plan.out_sizes[2:])):
            return ("onnxruntime's MaxUnpool takes no output_shape below the shape its attributes infer, which "
                    "is at least the input's (Unpool.cc: 'output_shape is smaller than minimum required'; "
                    "unpool.h: 'Pad should be smaller than kernel'): an OutputTensor smaller than InputTensor "
                    "along a spatial dimension (a padded pooling's) has no onnxruntime form")
        return ""

    def cannot_express_padding(self, plan, case) -> str:
        if (self.device == "cpu" and not cpu_kernel_takes("Pad", OPSET_PAD, plan.in_type)
                and not (plan.in_type == "FLOAT16" and cpu_kernel_takes("Pad", OPSET_PAD, "FLOAT32"))):
            return (f"onnxruntime's CPU provider registers no Pad-{OPSET_PAD} kernel for {plan.in_type} "
                    "(its kernel registry, get_all_opkernel_def; running it gives NOT_IMPLEMENTED)")
        wide = plan.reflected_past_the_edge()
        if wide:
            d, size, pad = wide
            return (f"onnxruntime's Pad reflect takes padding below the axis's size only ('Pad reflect: "
                    f"pre-pad exceeds maximum allowed', 'Pad reflect requires axis length >= 2'): dimension "
                    f"{d} of {size} is padded by {pad}, which DirectML folds again")
        return super().cannot_express_padding(plan, case)

    def cannot_express_slice(self, plan, case) -> str:
        return self.cpu_kernel_lacks("Slice", plan.in_type)

    def cannot_express_tile(self, plan, case) -> str:
        return self.cpu_kernel_lacks("Tile", plan.in_type)

    def cannot_express_resample(self, plan, case) -> str:
        from .onnx_resize_models import OPSET_RESIZE

        lacks = self.cpu_kernel_lacks("Resize", plan.in_type, OPSET_RESIZE)
        if lacks or not plan.linear:
            return lacks or plan.onnx_form()[2]
        scales, rank = plan.onnx_scales(), len(plan.in_sizes)
        if not (rank in (2, 3) or (rank == 4 and (scales[:2] == (1.0, 1.0) or (scales[0], scales[3]) == (1.0, 1.0)))):
            return ("onnxruntime's CPU Resize takes 'linear' on 2-D and 3-D inputs, and on 4-D ones whose outermost two "
                    "scales, or outermost and innermost, are 1 (upsamplebase.h ScalesValidation: \"'Linear' mode only "
                    f"supports ...\"): scales {list(scales)}")
        return plan.onnx_form()[2]

    def cannot_express_reverse_sequences(self, plan, case) -> str:
        return self.cpu_kernel_lacks("ReverseSequence", plan.in_type)

    def cpu_kernel_lacks(self, op_type: str, data_type: str, opset: int = OPSET, through_float: bool = False) -> str:
        """A node the CPU provider registers no kernel for at this type (read from its registry
        before running; running it gives NOT_IMPLEMENTED); ``through_float``: FLOAT16 is taken
        through the FLOAT32 kernel between Casts where that one exists."""
        if self.device != "cpu" or cpu_kernel_takes(op_type, opset, data_type) or (
                through_float and data_type == "FLOAT16" and cpu_kernel_takes(op_type, opset, "FLOAT32")):
            return ""
        return (f"onnxruntime's CPU provider registers no {op_type}-{opset} kernel for {data_type} "
                "(its kernel registry, get_all_opkernel_def; running it gives NOT_IMPLEMENTED)")

    def cannot_express_take_along_axis(self, plan, case) -> str:
        return self.cpu_kernel_lacks("GatherElements", plan.in_type, OPSET_INDEXING)

    def cannot_express_take_slices(self, plan, case) -> str:
        return self.cpu_kernel_lacks("GatherND", plan.in_type, OPSET_INDEXING)

    def cannot_express_put_along_axis(self, plan, case) -> str:
        return self.cpu_kernel_lacks("ScatterElements", plan.in_type, OPSET_INDEXING)

    def cannot_express_put_slices(self, plan, case) -> str:
        return self.cpu_kernel_lacks("ScatterND", plan.in_type, OPSET_INDEXING)

    def cannot_express_depth_space(self, plan, case) -> str:
        op = "DepthToSpace" if plan.to == "space" else "SpaceToDepth"
        return (self.cpu_kernel_lacks(op, plan.in_type, OPSET_DEPTH_SPACE, through_float=True)
                or super().cannot_express_depth_space(plan, case))

    def cannot_express_fold(self, plan, case) -> str:
        lacks = self.cpu_kernel_lacks("Col2Im", plan.in_type, OPSET_COL2IM, through_float=True) if plan.op == "fold" else ""
        if lacks:
            return lacks
        if plan.op == "fold" and self.device == "cpu" and len(plan.window) > 2:
            return (f"onnxruntime's CPU Col2Im is wrong past two spatial dimensions (microsoft/onnxruntime#18156, "
                    f"closed stale: its column index follows another output-size formula; onnxruntime 1.32 still "
                    f"misplaces sums, measured 2026-11-29): {len(plan.window)} here")
        return ""

    def cannot_express_cast(self, plan, case) -> str:
        return self.cpu_kernel_lacks("Cast", plan.in_type) or self.cpu_kernel_lacks("Cast", plan.out_type)

    def cannot_express_nonzero(self, plan, case) -> str:
        return self.cpu_kernel_lacks("NonZero", plan.in_type)

    def cannot_express_max_pool(self, plan: MaxPool, case) -> str:
        return pads_unexpressed(plan, "MaxPool")

    def cannot_express_avg_pool(self, plan: AvgPool, case) -> str:
        return pads_unexpressed(plan, "AveragePool")

    def cannot_express_lp_pool(self, plan: LpPool, case) -> str:
        return pads_unexpressed(plan, "LpPool")

    def emulation_element_wise(self, plan: ElementWise) -> str:
        """onnxruntime's CPU provider has no FLOAT16 kernel for most element-wise operators (Exp,
        Sin, Elu, ...); its InsertCastTransformer then runs the FLOAT kernel between Casts, so
        the FLOAT16 result is the FLOAT32 one rounded. Read from its kernel registry
        (get_all_opkernel_def), before running: the case is emulated, with the nodes named."""
        return self.float16_by_cast(plan, (*plan.in_types, plan.out_type))

    def emulation_padding(self, plan) -> str:
        """Pad-13 has no FLOAT16 CPU kernel: the FLOAT one runs between Casts, which carry every
        FLOAT16 value (a copy stays exact; a signaling NaN comes back quiet)."""
        return self.float16_by_cast(plan, (plan.in_type,))

    def float16_by_cast(self, plan, types) -> str:
        if self.device != "cpu" or "FLOAT16" not in types:
            return ""
        cast = cpu_float16_by_cast(self.model(plan))
        if not cast:
            return ""
        return ("onnxruntime's CPU provider has no FLOAT16 kernel for " + ", ".join(cast)
                + ": it runs the FLOAT kernel between Casts (InsertCastTransformer)")

    def declared_lack(self, exc: Exception) -> str:
        """onnxruntime's NOT_IMPLEMENTED status (no kernel for this node and type), and a
        GPU provider that has no kernel for a node once CPU fallback is disabled."""
        from onnxruntime.capi.onnxruntime_pybind11_state import NotImplemented as OrtNotImplemented

        if isinstance(exc, OrtNotImplemented) or "fallback to CPU EP has been explicitly disabled" in str(exc):
            return str(exc)
        return ""

    def new_session(self, model):
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.log_severity_level = 3
        # the run keeps a session per distinct desc, each with its own thread pool (2,452 threads in
        # one worker of the quickstart); a pool's threads spin after each run by default, which on a
        # small machine takes the cores from everything else. Waking a thread instead changes when
        # it runs, not what it computes.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        if self.device != "cpu":
            options.add_session_config_entry("session.disable_cpu_ep_fallback", "1")
        return ort.InferenceSession(model.SerializeToString(), options, providers=[PROVIDERS[self.device]])

    def evaluate(self, session, feeds):
        return session.run(None, feeds)


_CPU_KERNELS: dict | None = None


def _cpu_kernels() -> dict:
    """(op type, its since-version) -> the sets of types each registered CPU kernel takes."""
    global _CPU_KERNELS
    if _CPU_KERNELS is None:
        from onnxruntime.capi import onnxruntime_pybind11_state as state

        _CPU_KERNELS = {}
        for k in state.get_all_opkernel_def():
            if k.provider == "CPUExecutionProvider" and k.domain in ("", "ai.onnx"):
                types = set().union(*k.type_constraints.values()) if k.type_constraints else set()
                _CPU_KERNELS.setdefault(k.op_name, []).append((tuple(k.version_range), types))
    return _CPU_KERNELS


def cpu_kernel_takes(op_type: str, opset: int, data_type: str) -> bool:
    """Whether onnxruntime's CPU kernel registry has ``op_type`` (its version current at ``opset``)
    for the DML_TENSOR_DATA_TYPE ``data_type``: read before running, so the lack is declared."""
    from onnx import TensorProto, defs

    since = defs.get_schema(op_type, opset).since_version
    wanted = f"tensor({TensorProto.DataType.Name(getattr(TensorProto, ONNX_TYPES[data_type])).lower()})"
    return any(wanted in types for (low, high), types in _cpu_kernels().get(op_type, []) if low <= since <= high)


def cpu_float16_by_cast(model) -> list[str]:
    """The nodes of ``model`` (as "Op-version") whose FLOAT16 form onnxruntime's CPU kernel
    registry lacks while it has their FLOAT form: those InsertCastTransformer runs in FLOAT."""
    from onnx import defs

    opset = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    out = []
    for node in model.graph.node:
        since = defs.get_schema(node.op_type, opset).since_version
        kernels = [types for (low, high), types in _cpu_kernels().get(node.op_type, []) if low <= since <= high]
        if kernels and not any("tensor(float16)" in t for t in kernels) and any("tensor(float)" in t for t in kernels):
            name = f"{node.op_type}-{since}"
            if name not in out:
                out.append(name)
    return out


class OnnxReferenceBackend(OnnxBackend):
    name = "onnx-reference"

    def cannot_express_resample(self, plan, case) -> str:
        if plan.antialiased_dims():
            return ("onnx.reference's antialiased Resize pads the input with its edge elements (op_resize.py: "
                    "np.pad mode 'edge'), where the spec keeps the input's elements only (resample3.yaml: "
                    "antialias-filter): the two differ wherever the stretched filter reaches past the input")
        return plan.onnx_form()[2]

    def cannot_express_recurrent(self, plan, case) -> str:
        from .onnx_recurrent_models import reference_unexpressed

        return plan.unexpressed(self, case) or reference_unexpressed(plan, case)

    def probe_library(self) -> Probe:
        try:
            import onnx
            from onnx.reference import ReferenceEvaluator  # noqa: F401
        except ImportError as exc:
            return Probe(False, f"onnx is not installed ({exc}); pip install 'dmlconf[onnx]'")
        return Probe(True, "", f"cpu ({platform.machine()}, Python evaluator)", {"onnx": onnx.__version__}, None)

    def cannot_express_one_hot(self, plan, case) -> str:
        why = super().cannot_express_one_hot(plan, case)
        if why or case is None or "ValuesTensor" not in case.inputs:
            return why
        desc = case.desc["ValuesTensor"]
        values = to_array(case.inputs["ValuesTensor"], self.specs.data_type(desc["DataType"]), desc["Sizes"],
                          "inputs.ValuesTensor").reshape(-1)[:2]
        off, on = values
        with np.errstate(all="ignore"):
            moved = [off + (on - off) * k for k in (values.dtype.type(0), values.dtype.type(1))]
        if values.dtype.kind == "f" and not all(a.tobytes() == b.tobytes() for a, b in zip(moved, (off, on))):
            return ("onnx.reference's OneHot computes y * (on - off) + off (op_one_hot.py), which does not give "
                    f"OffValue {off} and OnValue {on} back bit for bit")
        return ""

    def cannot_express_qlinear(self, plan, case) -> str:
        from .quantized_linear import reference_cannot_express

        return reference_cannot_express(plan)

    def declared_lack(self, exc: Exception) -> str:
        """onnx.reference's own "not implemented" (a NotImplementedError it raises, or its
        MaxPool's "Not implemented yet for shape ..." for ranks it has no loop for)."""
        text = str(exc)
        if isinstance(exc, NotImplementedError) or text.startswith("Not implemented yet"):
            return text
        return ""

    def new_session(self, model):
        from onnx.reference import ReferenceEvaluator

        return ReferenceEvaluator(model)

    def evaluate(self, session, feeds):
        return session.run(None, feeds)
