"""PyTorch (``torch:cpu``, ``torch:cuda``): torch.argmax/argmin, F.max_pool1d/2d/3d,
F.avg_pool1d/2d/3d, F.lp_pool1d/2d/3d, torch.sort(stable=True) for TOP_K, and torch.softmax,
torch.log_softmax and one_hot(argmax) (hardmax) over the normalized axes flattened into one.

TOP_K is a stable torch.sort along the axis (descending for DECREASING), its first K: torch.topk
does not promise which of tied elements comes first (nor which is selected), and the page does.

Pooling pads explicitly first (F.pad with the type's lowest value) because max_pool's own
padding must be symmetric and at most half the window; its per-(N, C)-plane indices into
the padded input are then mapped to whole-input indices. Where that mapping cannot be
exact (a window of padding only, or an input element equal to the padding value that the
padding could beat by coming first) the case is UNSUPPORTED, decided from the case.

Average pooling uses avg_pool's own padding and count_include_pad where torch allows it
(symmetric, at most half the window, an input at least the window); otherwise the input is padded with zeros first, and
without IncludePadding each window's mean is divided by the mean of a mask of the input
(avg_pool of the padded data over avg_pool of the padded ones: the sum over the element
count). avg_pool has no dilation: dilated windows are UNSUPPORTED. lp_pool has no padding:
the input is padded with zeros first (they add nothing to the sum of powers).

Element-wise operators and activations come from the ``torch`` column of the peer table
(peer_table.yaml): each row's function (torch.exp, torch.nn.functional.elu, ...) called
eagerly, its constants 0-d tensors of the input's type.

CONVOLUTION is F.conv1d/2d/3d or F.conv_transpose1d/2d/3d (conformance/backends/convolution_plans.py).

GEMM is torch.matmul of the transposed views, then torch.mul by Alpha and torch.add of C times
Beta (conformance/backends/matrix.py).

MAX_UNPOOLING is F.max_unpool1d/2d/3d, whose indices count within each (N, C) plane: DirectML's
(flat over the whole output) are made so; a case with an index outside its element's own plane
is UNSUPPORTED, decided from the case.
"""

from __future__ import annotations

import platform

import numpy as np

from .torch_resample import torch_form, torch_resample
from .arrays import ArrayBackend
from .attention_peers import TorchAttention
from .gradient_peers import TorchGradients
from .base import Probe
from ..kinds.convolution_plan import Convolution
from ..kinds.batch_normalization import BatchNorm
from .batch_norm_plans import torch_batch_norm, torch_unexpressed
from .adam_adapters import torch_adam, torch_unexpressed as torch_adam_unexpressed
from ..kinds.local_response_normalization import LocalResponseNorm
from .framework import run_stages, step_caller, ties_with_padding
from ..kinds.max_unpooling import MaxUnpool
from ..kinds.pooling import AvgPool, LpPool, MaxPool
from ..kinds.element_wise_plan import ElementWise
from .lowering import lowest, numpy_type, plane_to_whole, unpad_plane_index
from ..cases.tensor import to_array


def whole_to_plane(index: np.ndarray, plan: MaxUnpool) -> np.ndarray | None:
    """Flat indices over the whole output -> per-(N, C)-plane ones (what PyTorch reads), or
    None when an index lies outside its own element's plane (PyTorch cannot say that)."""
    if tuple(plan.in_sizes[:2]) != tuple(plan.out_sizes[:2]):
        return None
    plane = int(np.prod(plan.out_sizes[2:], dtype=np.int64))
    n, c = plan.in_sizes[:2]
    base = (np.arange(n * c, dtype=np.int64) * plane).reshape((n, c) + (1,) * plan.spatial)
    local = index.astype(np.int64) - base
    if local.size and (local.min() < 0 or local.max() >= plane):
        return None
    return local


def pool_unexpressed(plan: AvgPool | LpPool, function: str) -> str:
    """torch's avg_pool and lp_pool: 1 to 3 spatial dimensions, no dilation."""
    if plan.spatial > 3:
        return f"torch has {function}1d/2d/3d only, not {plan.spatial} spatial dimensions"
    if plan.dilated:
        return f"torch's {function}1d/2d/3d have no dilation"
    return ""


class TorchBackend(TorchGradients, TorchAttention, ArrayBackend):
    name = "torch"
    devices = ("cpu", "cuda")
    table_column = "torch"

    def probe_library(self) -> Probe:
        try:
            import torch
        except ImportError as exc:
            return Probe(False, f"PyTorch is not installed ({exc}); pip install 'dmlconf[torch]'")
        versions = {"torch": torch.__version__}
        if self.device == "cuda":
            if not torch.cuda.is_available():
                return Probe(False, "no CUDA device visible to PyTorch"
                             + ("" if torch.version.cuda else " (this torch is a CPU-only build)"), "cuda", versions)
            versions["cuda"] = str(torch.version.cuda)
            return Probe(True, "", f"cuda ({torch.cuda.get_device_name(0)})", versions, None)
        return Probe(True, "", f"cpu ({platform.machine()})", versions, None)

    def to_device(self, x: np.ndarray):
        import torch

        return x if getattr(x, "requires_grad", False) else torch.from_numpy(np.ascontiguousarray(x)).to(self.device)

    def to_numpy(self, t) -> np.ndarray:
        return t if t.requires_grad else t.cpu().numpy()  # a gradient's forward stays in the graph

    def transpose(self, t, order):
        return t.permute(*order)

    def reshape(self, t, sizes):
        return t.reshape(sizes)

    def flip_last(self, t):
        return t.flip(-1)

    def array_api(self):
        import types

        import torch

        return types.SimpleNamespace(sum=torch.sum, mean=torch.mean, abs=torch.abs, sqrt=torch.sqrt, log=torch.log,
                                     logsumexp=torch.logsumexp, amax=torch.amax, amin=torch.amin, prod=torch.prod,
                                     cumsum=torch.cumsum, cumprod=torch.cumprod)

    def arg_last(self, t, pick):
        return t.argmax(dim=-1) if pick == "max" else t.argmin(dim=-1)

    def top_k_last(self, t, k, largest):
        import torch

        result = torch.sort(t, dim=-1, descending=largest, stable=True)
        return result.values[..., :k], result.indices[..., :k]

    def normalize_last(self, t, function):
        import torch

        if function == "softmax":
            return torch.softmax(t, dim=-1)
        if function == "log_softmax":
            return torch.log_softmax(t, dim=-1)
        # hardmax: torch.argmax gives the first of tied maxima (its documentation), one-hot of it
        return torch.nn.functional.one_hot(t.argmax(dim=-1), t.shape[-1]).to(t.dtype)

    def lp_normalize(self, t, axis, p):
        """torch.nn.functional.normalize: x / max(||x||_p, eps) along ``dim``; eps 0 (the only
        Epsilon judged) makes it the plain quotient."""
        import torch

        return torch.nn.functional.normalize(t, p=float(p), dim=axis, eps=0.0)

    def batch_norm(self, plan, x3, stats, add3):
        return torch_batch_norm(self, plan, x3, stats, add3)
    def local_response_norm(self, plan, x):
        from .lrn_adapters import torch_lrn

        return torch_lrn(self, plan, x)

    def emulation_local_response_norm(self, plan: LocalResponseNorm) -> str:
        from .lrn_adapters import torch_emulation

        return torch_emulation(plan)

    def declared_lack(self, exc: Exception) -> str:
        """torch's dispatch macros say '"max_pool2d" not implemented for 'Char'' (a RuntimeError),
        and its dispatcher "Could not run 'aten::...' with arguments from the ... backend" (a
        NotImplementedError): no kernel for this type or device; and its type promotion "Promotion
        for uint16, uint32, uint64 types is not supported" (two types it has no common type for)."""
        text = str(exc)
        if isinstance(exc, (RuntimeError, NotImplementedError)) and (
                "not implemented for '" in text or text.startswith("Could not run 'aten::")
                or text.startswith("Promotion for uint16, uint32, uint64 types is not supported")):
            return text
        return ""

    def cannot_express_adam(self, plan, case) -> str:
        return torch_adam_unexpressed(plan, case)

    def adam(self, plan, t, x, m, v, g):
        return torch_adam(plan, t, x, m, v, g)

    def cannot_express_quantize_linear(self, plan, case) -> str:
        from .quantize_adapters import torch_unexpressed
        return torch_unexpressed(plan)

    def quantize_linear(self, plan, inputs: dict) -> dict:
        from .quantize_adapters import torch_compute  # on the CPU: torch's quantized tensors
        return torch_compute(plan, inputs)

    def cannot_express_conv_integer(self, plan, case) -> str:
        from .convolution_integer import FLOAT64_EXACT_TERMS

        if plan.reduction_length > FLOAT64_EXACT_TERMS:
            return (f"torch's CPU convolution takes no integer type and its float64 one is exact only up to "
                    f"{FLOAT64_EXACT_TERMS} products of 8-bit values less their zero points (2^53 / 65025); "
                    f"this one sums {plan.reduction_length}")
        return ""

    def cannot_express_convolution(self, plan: Convolution, case) -> str:
        return f"torch has conv1d/2d/3d only, not {plan.spatial} spatial dimensions" if plan.spatial > 3 else ""

    def cannot_express_batch_norm(self, plan: BatchNorm, case) -> str:
        # torch's limit after the plan's own and its fused activation's
        return self.plan_unexpressed(plan, case) or torch_unexpressed(plan)

    def cannot_express_avg_pool(self, plan: AvgPool, case) -> str:
        return pool_unexpressed(plan, "avg_pool")

    def cannot_express_lp_pool(self, plan: LpPool, case) -> str:
        return pool_unexpressed(plan, "lp_pool")

    def cannot_express_max_unpool(self, plan: MaxUnpool, case) -> str:
        if not 1 <= plan.spatial <= 3:
            return f"torch has max_unpool1d/2d/3d only, not {plan.spatial} spatial dimensions"
        idx = case.desc["IndicesTensor"]
        indices = to_array(case.inputs["IndicesTensor"], self.specs.data_type(idx["DataType"]), idx["Sizes"],
                           "inputs.IndicesTensor")
        if whole_to_plane(indices, plan) is None:
            return ("torch's max_unpool indices count within each (N, C) plane: an index outside its "
                    "element's own plane of the output has no torch form")
        return ""

    def cannot_express_max_pool(self, plan: MaxPool, case) -> str:
        if plan.spatial > 3:
            return f"torch has max_pool1d/2d/3d only, not {plan.spatial} spatial dimensions"
        if plan.index_type is not None and plan.padded:
            if plan.window_in_padding():
                return ("a window holds padding only: torch's index would point into the explicit padding, "
                        "which has no DirectML index")
            if ties_with_padding(plan, case, self.specs):
                return ("an input element equals the padding value (the type's lowest): torch may return the "
                        "padding's index for it, which has no DirectML index")
        return ""

    def gather(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """Advanced indexing along Axis, ``x[:, ..., indices]`` with INT64 indices of any rank
        (a 0-D one removes the axis); torch.gather is GATHER_ELEMENTS, index_select 1-D only."""
        import torch

        t = self.to_device(x)
        index = torch.from_numpy(np.array(indices, order="C", copy=True)).to(self.device)  # 0-D stays 0-D
        return self.to_numpy(t[(slice(None),) * plan.axis + (index,)])

    def join(self, plan, parts: list[np.ndarray]) -> np.ndarray:
        """torch.cat along Axis."""
        import torch

        return self.to_numpy(torch.cat([self.to_device(p) for p in parts], dim=plan.axis))

    def split(self, plan, x: np.ndarray) -> list[np.ndarray]:
        """torch.split along Axis with the list of the parts' sizes (views: each copied out)."""
        import torch

        return [self.to_numpy(p.contiguous()) for p in torch.split(self.to_device(x), list(plan.sizes), dim=plan.axis)]

    def slice(self, plan, x: np.ndarray) -> np.ndarray:
        """Basic slicing, ``t[start:stop:step]`` per dimension; torch takes no negative step
        ('step must be greater than zero'), so a dimension read backwards is torch.flip'ped first
        and sliced forwards from the mirrored start."""
        import torch

        t = self.to_device(x)
        backwards = [d for d, s in enumerate(plan.step) if s < 0]
        if backwards:
            t = torch.flip(t, backwards)
        index = []
        for d, (a, s, k) in enumerate(zip(plan.start, plan.step, plan.out_sizes)):
            first = plan.in_sizes[d] - 1 - a if s < 0 else a
            index.append(slice(first, first + abs(s) * (k - 1) + 1, abs(s)))
        return self.to_numpy(t[tuple(index)].contiguous())

    def cannot_express_slice(self, plan, case) -> str:
        if any(s < 0 for s in plan.step) and plan.in_type in ("UINT16", "UINT32", "UINT64"):
            return (f"torch.flip has no kernel for {plan.in_type} (its dispatch: '\"flip_cpu\" not implemented for "
                    "'UInt32'', observed with torch 2.13 on the CPU), and torch's slicing takes no negative step "
                    "('step must be greater than zero')")
        return ""

    def resample(self, plan, x: np.ndarray) -> np.ndarray:
        """torch.nn.functional.interpolate (torch_resample.py: where its convention is DirectML's)."""
        return torch_resample(self, plan, x)

    def cannot_express_resample(self, plan, case) -> str:
        return torch_form(plan)[2]

    def tile(self, plan, x: np.ndarray) -> np.ndarray:
        """torch.tile (Tensor.repeat: copies one after another along each dimension)."""
        import torch

        return self.to_numpy(torch.tile(self.to_device(x), plan.repeats).contiguous())

    # torch 2.13's CPU kernels, measured: torch.gather and torch.scatter (scatter_gather_tensor_cpu) and
    # Tensor.index_put have none for its limited unsigned types; plain advanced indexing has
    def _unsigned_lack(self, plan, kernel: str) -> str:
        if plan.in_type in ("UINT16", "UINT32", "UINT64"):
            return (f"torch's {kernel} is not implemented for {plan.in_type} (torch's uint16/32/64 are limited "
                    "types; measured on torch 2.13)")
        return ""

    def cannot_express_take_along_axis(self, plan, case) -> str:
        return self._unsigned_lack(plan, "scatter_gather_tensor_cpu")

    def cannot_express_put_along_axis(self, plan, case) -> str:
        return self._unsigned_lack(plan, "scatter_gather_tensor_cpu")

    def cannot_express_put_slices(self, plan, case) -> str:
        return self._unsigned_lack(plan, "index_put")

    def take_along_axis(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """torch.gather along Axis (its indices nonnegative: the plan's positions)."""
        import torch

        return self.to_numpy(torch.gather(self.to_device(x), plan.axis, self._index(indices)))

    def put_along_axis(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        """torch.scatter along Axis (of repeated positions one write wins, which one torch does not say)."""
        import torch

        return self.to_numpy(torch.scatter(self.to_device(x), plan.axis, self._index(indices), self.to_device(updates)))

    def take_slices(self, plan, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """Advanced indexing with one index tensor per coordinate, each batch by its own position."""
        t, index = self.to_device(x), self._index(indices)
        return self.to_numpy(t[nd_index(plan, index, t.shape)])

    def put_slices(self, plan, x: np.ndarray, indices: np.ndarray, updates: np.ndarray) -> np.ndarray:
        """torch.Tensor.index_put (accumulate False) with one index tensor per coordinate."""
        t, index = self.to_device(x), self._index(indices)
        where = nd_index(plan, index, t.shape)
        return self.to_numpy(t.index_put(where, self.to_device(updates).reshape(t[where].shape)))

    def _index(self, indices: np.ndarray):
        import torch

        return torch.from_numpy(np.array(indices, dtype=np.int64, order="C", copy=True)).to(self.device)

    def depth_space(self, plan, x: np.ndarray) -> np.ndarray:
        """F.pixel_shuffle (depth to space) or F.pixel_unshuffle (space to depth): CRD order."""
        import torch.nn.functional as F

        move = F.pixel_shuffle if plan.to == "space" else F.pixel_unshuffle
        return self.to_numpy(move(self.to_device(x), plan.block).contiguous())

    def cannot_express_depth_space(self, plan, case) -> str:
        if plan.order == "DCR":
            return ("torch's pixel_shuffle and pixel_unshuffle split the channel as (Channels, BlockHeight, "
                    "BlockWidth) only (CRD); DCR has no torch function")
        if plan.in_type in ("UINT16", "UINT32", "UINT64"):
            name = "pixel_shuffle" if plan.to == "space" else "pixel_unshuffle"
            return (f"torch's {name} has no kernel for {plan.in_type} (its dispatch: '\"{name}\" not implemented "
                    "for 'UInt16'', observed with torch 2.13 on the CPU; torch's unsigned types above 8 bits have "
                    "few kernels)")
        return ""

    def fold(self, plan, x: np.ndarray) -> np.ndarray:
        """F.unfold or F.fold (im2col, col2im): two spatial dimensions, one padding per dimension."""
        import torch.nn.functional as F

        t = self.to_device(x)
        common = dict(kernel_size=plan.window, dilation=plan.dilations, padding=plan.start, stride=plan.strides)
        if plan.op == "unfold":
            return self.to_numpy(F.unfold(t, **common).contiguous())
        return self.to_numpy(F.fold(t, output_size=plan.spatial_sizes[2:], **common).contiguous())

    def cannot_express_fold(self, plan, case) -> str:
        if len(plan.window) != 2:
            return f"torch's F.unfold and F.fold take two spatial dimensions only, not {len(plan.window)}"
        if plan.start != plan.end:
            return "torch's F.unfold and F.fold pad each spatial dimension by one amount on both sides"
        if plan.in_type not in ("FLOAT64", "FLOAT32", "FLOAT16"):
            kernel = "im2col_out_cpu" if plan.op == "unfold" else "col2im_out_cpu"
            return (f"torch's {kernel} has no kernel for {plan.in_type} ('\"{kernel}\" not implemented for "
                    "'Int'', observed with torch 2.13 on the CPU: floats only)")
        return ""
    def _dtype(self, name: str):
        import torch

        return torch.from_numpy(np.empty(0, dtype=numpy_type(self.specs, name))).dtype

    def fill(self, plan) -> np.ndarray:
        """torch.full, or torch.arange from ValueStart to the plan's limit by ValueDelta, reshaped."""
        import torch

        value, delta = plan.scalars(numpy_type(self.specs, plan.data_type))
        dtype = self._dtype(plan.data_type)
        if delta is None:
            return self.to_numpy(torch.full(plan.sizes, value.item(), dtype=dtype, device=self.device))
        return self.to_numpy(torch.arange(value.item(), plan.limit(), delta.item(), dtype=dtype,
                                          device=self.device).reshape(plan.sizes))

    def one_hot(self, plan, indices: np.ndarray, values: np.ndarray) -> np.ndarray:
        """F.one_hot over the length, moved to Axis, selecting OnValue or OffValue with torch.where."""
        import torch
        import torch.nn.functional as F

        hot = F.one_hot(torch.from_numpy(indices).to(self.device), plan.length).movedim(-1, plan.axis).bool()
        off, on = (self.to_device(np.asarray(v)) for v in values)
        return self.to_numpy(torch.where(hot, on, off))

    def cannot_express_one_hot(self, plan, case) -> str:
        indices = plan.indices_of(self, case)
        if indices is not None and ((indices.astype(np.float64) < 0) | (indices.astype(np.float64) >= plan.length)).any():
            return ("an index below 0 or past the sequence: torch.nn.functional.one_hot raises on one "
                    "('Class values must be non-negative', 'smaller than num_classes'), it neither counts from "
                    "the end nor gives OffValue")
        return ""

    def diagonal(self, plan, x):
        """The band from two upper triangles (torch.triu at DiagonalFillBegin and at DiagonalFillEnd), then torch.where."""
        import torch

        h, w = plan.sizes[-2:]
        ones = torch.ones((h, w), dtype=torch.bool, device=self.device)
        band = torch.triu(ones, plan.begin) ^ ~torch.triu(ones, plan.end) ^ (plan.end >= plan.begin)
        dtype = numpy_type(self.specs, plan.data_type)
        other = self.to_device(x if x is not None else np.zeros(plan.sizes, dtype=dtype))
        return self.to_numpy(torch.where(band, self.to_device(np.asarray(plan.value_in(dtype))), other))

    def value_scale(self, plan, x: np.ndarray) -> np.ndarray:
        scale, bias = plan.factors()
        t = self.to_device(x)
        return self.to_numpy((t.float() * self.to_device(scale) + self.to_device(bias)).to(t.dtype))

    def cast(self, plan, x: np.ndarray) -> np.ndarray:
        """Tensor.to the output's type (torch's own conversion: a 'not implemented for' one is its lack)."""
        import torch

        dtype = torch.from_numpy(np.empty(0, dtype=numpy_type(self.specs, plan.out_type))).dtype
        return self.to_numpy(self.to_device(x).to(dtype))

    def nonzero(self, plan, x: np.ndarray) -> np.ndarray:
        """torch.nonzero: (count, rank) int64 rows in row-major order, DirectML's layout."""
        import torch

        return self.to_numpy(torch.nonzero(self.to_device(x)))

    def cannot_express_nonzero(self, plan, case) -> str:
        if plan.in_type in ("UINT16", "UINT32"):
            return (f"torch.nonzero has no kernel for {plan.in_type} (its dispatch: '\"nonzero_count_cpu\" not "
                    "implemented for 'UInt32'', observed with torch 2.13 on the CPU; torch's unsigned types above "
                    "8 bits have few kernels)")
        return ""

    PAD_MODES = {"EDGE": "replicate", "REFLECTION": "reflect"}  # F.pad has no SYMMETRIC

    def padding(self, plan, x: np.ndarray) -> np.ndarray:
        """CONSTANT: torch.constant_pad_nd (what F.pad calls for it), PaddingValue a Python number
        of the tensor's kind. EDGE and REFLECTION: F.pad, which pads the last 1-3 dimensions of a
        batched input only, one padded dimension at a time, moved last as (1, rest, size)."""
        import torch
        import torch.nn.functional as F

        t = self.to_device(x)
        if plan.mode == "CONSTANT":
            value = self.padding_value(plan)
            pads = []
            for a, b in zip(reversed(plan.start), reversed(plan.end)):
                pads += [a, b]
            number = float(value) if value.dtype.kind == "f" else int(value)
            return self.to_numpy(torch.constant_pad_nd(t, pads, number))
        for d in plan.padded_dimensions:
            moved = t.movedim(d, -1)
            shape = moved.shape
            rows = moved.reshape(1, -1, shape[-1])
            padded = F.pad(rows, (plan.start[d], plan.end[d]), mode=self.PAD_MODES[plan.mode])
            t = padded.reshape(*shape[:-1], padded.shape[-1]).movedim(-1, d)
        return self.to_numpy(t.contiguous())

    def cannot_express_padding(self, plan, case) -> str:
        if plan.mode == "SYMMETRIC":
            return "torch's F.pad has no symmetric mode (pytorch/pytorch#46240, open)"
        if plan.mode in self.PAD_MODES and plan.in_type in ("UINT16", "UINT32", "UINT64") and plan.padded_dimensions:
            kernel = "replication_pad" if plan.mode == "EDGE" else "reflection_pad"
            return (f"torch's {kernel}1d/2d/3d have no kernel for {plan.in_type} (its dispatch: "
                    f"'\"{kernel}1d\" not implemented for 'UInt32'', observed with torch 2.13 on the CPU; "
                    "torch's unsigned types above 8 bits have few kernels)")
        wide = plan.reflected_past_the_edge()
        if wide:
            d, size, pad = wide
            return (f"torch's reflect padding must be smaller than the input dimension ('Padding size should "
                    f"be less than the corresponding input dimension'): dimension {d} of {size} is padded "
                    f"by {pad}, which DirectML folds again")
        return super().cannot_express_padding(plan, case)

    def emulation_padding(self, plan) -> str:
        if plan.mode != "CONSTANT" and len(plan.padded_dimensions) > 1:
            return ("F.pad pads the last 1-3 dimensions of a batched input only: each padded dimension is padded "
                    "in turn, moved last (layout on the host side of the call)")
        return ""

    def element_wise(self, plan: ElementWise, arrays: list[np.ndarray]) -> np.ndarray:
        import torch

        staged = self.table_stages(plan)
        constants, arguments = self.element_wise_values(plan, staged)
        constants = [{k: torch.as_tensor(v, device=self.device) for k, v in c.items()} for c in constants]
        output = torch.from_numpy(np.empty(0, dtype=numpy_type(self.specs, plan.out_type))).dtype
        call = step_caller(lambda t, to: t.to(torch.bool if to == "bool" else output))
        out = run_stages(staged, [self.to_device(a) for a in arrays], call, constants, arguments)
        return self.to_numpy(out)

    def max_pool(self, plan: MaxPool, x: np.ndarray):
        import torch.nn.functional as F

        t = self.to_device(x)
        if plan.padded:
            pads = []
            for a, b in zip(reversed(plan.start), reversed(plan.end)):
                pads += [a, b]
            t = F.pad(t, pads, mode="constant", value=lowest(np.dtype(str(x.dtype).rpartition(".")[2])))  # x: numpy or torch
        pool = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[plan.spatial]
        values, plane_index = pool(t, plan.window, plan.strides, 0, plan.dilations, return_indices=True)
        values = self.to_numpy(values)
        if plan.index_type is None:
            return values, None
        plane_index = self.to_numpy(plane_index)
        if plan.padded:
            plane_index = unpad_plane_index(plane_index, plan)
        return values, plane_to_whole(plane_index, plan).astype(numpy_type(self.specs, plan.index_type))

    def max_unpool(self, plan: MaxUnpool, x: np.ndarray, indices: np.ndarray) -> np.ndarray:
        """F.max_unpool1d/2d/3d with the indices made per (N, C) plane (cannot_express has
        checked each lies in its own plane). kernel_size, stride 1 and padding are chosen so
        that torch's own output size is the desc's: (out - in + 1) with no padding, or, where the
        input is the larger (a padded pooling's output), 1 + (in - out) % 2 with half the
        difference (rounded up) as padding."""
        import torch
        import torch.nn.functional as F

        local = whole_to_plane(indices, plan)
        unpool = {1: F.max_unpool1d, 2: F.max_unpool2d, 3: F.max_unpool3d}[plan.spatial]
        pairs = list(zip(plan.in_sizes[2:], plan.out_sizes[2:]))
        # torch takes output_size only strictly within one stride of the size these give: at
        # stride 1 it must be that size. The input the larger: a kernel of 1 or 2 and padding
        kernel = [o - n + 1 if o >= n else 1 + (n - o) % 2 for n, o in pairs]
        padding = [0 if o >= n else (n - o + 1) // 2 for n, o in pairs]
        out = unpool(self.to_device(x), torch.from_numpy(local).to(self.device), kernel, 1, padding,
                     list(plan.out_sizes[2:]))
        return self.to_numpy(out)

    def gemm(self, plan, a: np.ndarray, b: np.ndarray, c: np.ndarray | None) -> np.ndarray:
        """torch.matmul of the transposed views (batched over the leading dimensions), then
        torch.mul by Alpha and torch.add of C times Beta, Alpha and Beta as Python numbers (a
        FLOAT16 tensor's product computed from the FLOAT value, torch's opmath)."""
        import torch

        ta, tb = self.to_device(a), self.to_device(b)
        if plan.trans_a:
            ta = ta.transpose(-2, -1)
        if plan.trans_b:
            tb = tb.transpose(-2, -1)
        out = torch.mul(torch.matmul(ta, tb), plan.alpha)
        if c is not None:
            out = torch.add(out, torch.mul(self.to_device(c), plan.beta))
        return self.to_numpy(out)

    def convolution(self, plan, x: np.ndarray, w: np.ndarray, b: np.ndarray | None) -> np.ndarray:
        """F.conv1d/2d/3d on the input padded with zeros first (torch's own padding is symmetric),
        or F.conv_transpose1d/2d/3d (no padding), then StartPadding and EndPadding cropped."""
        import torch.nn.functional as F

        d = plan.spatial
        tx, tw = self.to_device(x), self.to_device(w)
        tb = self.to_device(b).reshape(-1) if b is not None else None
        if not plan.backward:
            pads = [p for i in reversed(range(d)) for p in (plan.start[i], plan.end[i])]
            out = getattr(F, f"conv{d}d")(F.pad(tx, pads), tw, tb, list(plan.strides), 0, list(plan.dilations),
                                          plan.groups)
        else:
            full = getattr(F, f"conv_transpose{d}d")(tx, tw, tb, list(plan.strides), 0, 0, plan.groups,
                                                     list(plan.dilations))
            out = full[(slice(None), slice(None)) + tuple(slice(plan.start[i], plan.start[i] + plan.natural_sizes[2 + i])
                                                          for i in range(d))]
        return self.to_numpy(out)
    def matmul_integer(self, plan, a, b, a_zero, b_zero) -> np.ndarray:
        """torch.matmul of int64 A and B less their zero points (torch.sub, broadcast per row or
        column), cast to INT32 (conformance/backends/matrix_integer.py)."""
        import torch

        from .matrix_integer import widened

        wa, wb, za, zb = (self.to_device(v) for v in widened(plan, a, b, a_zero, b_zero))
        return self.to_numpy(torch.matmul(torch.sub(wa, za), torch.sub(wb, zb)).to(torch.int32))

    def matmul_integer_to_float(self, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias) -> np.ndarray:
        from .matrix_integer_float import torch_matmul_integer_to_float
        return torch_matmul_integer_to_float(self, plan, a, a_scale, a_zero, b, b_scale, b_zero, bias)

    def conv_integer(self, plan, x, w, x_zero, w_zero) -> np.ndarray:
        """F.conv1d/2d of the input and filter less their zero points (the input padded with zeros
        first), in float64 (torch's CPU convolution takes no integer type; exact below 2^53),
        rounded back to int64 and cast to INT32 (conformance/backends/convolution_integer.py)."""
        import torch
        import torch.nn.functional as F

        from .convolution_integer import shifted

        xs, ws = (self.to_device(v.astype(np.float64)) for v in shifted(plan, x, w, x_zero, w_zero))
        out = getattr(F, f"conv{plan.spatial}d")(xs, ws, None, list(plan.strides), 0, list(plan.dilations), plan.groups)
        return self.to_numpy(torch.round(out).to(torch.int64).to(torch.int32))

    def _zero_padded(self, t, plan):
        import torch.nn.functional as F

        if not plan.padded:
            return t
        pads = []
        for a, b in zip(reversed(plan.start), reversed(plan.end)):
            pads += [a, b]
        return F.pad(t, pads, mode="constant", value=0.0)

    def avg_pool(self, plan: AvgPool, x: np.ndarray) -> np.ndarray:
        import torch
        import torch.nn.functional as F

        pool = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}[plan.spatial]
        t = self.to_device(x)
        # torch's own padding must be symmetric and at most half the window, and avg_pool3d
        # refuses an input smaller than the window even when the padding makes room
        native = plan.symmetric_padding and all(2 * a <= w and w <= size for a, w, size in
                                                zip(plan.start, plan.window, plan.in_sizes[2:]))
        if native:  # torch's own padding and count_include_pad
            out = pool(t, plan.window, plan.strides, plan.start, count_include_pad=plan.include_padding)
            return self.to_numpy(out)
        mean = pool(self._zero_padded(t, plan), plan.window, plan.strides, 0)
        if not plan.include_padding:  # the sum over the count: mean of the data over mean of the mask
            mask = self._zero_padded(torch.ones_like(t), plan)
            mean = mean / pool(mask, plan.window, plan.strides, 0)
        return self.to_numpy(mean)

    def lp_pool(self, plan: LpPool, x: np.ndarray) -> np.ndarray:
        import torch.nn.functional as F

        pool = {1: F.lp_pool1d, 2: F.lp_pool2d, 3: F.lp_pool3d}[plan.spatial]
        t = self._zero_padded(self.to_device(x), plan)
        return self.to_numpy(pool(t, plan.p, plan.window, plan.strides))


def nd_index(plan, index, shape) -> tuple:
    """The index tuple of GATHER_ND1 / SCATTER_ND for advanced indexing (numpy, torch, jax alike): an
    arange per batch dimension, shaped to broadcast over the tuples' array, then each coordinate."""
    b = plan.batch
    lead = tuple(index.shape[:-1])
    batches = tuple(np.arange(shape[d]).reshape((1,) * d + (shape[d],) + (1,) * (len(lead) - d - 1)) for d in range(b))
    if b and type(index).__module__.startswith("torch"):  # torch: its own tensors
        import torch

        batches = tuple(torch.from_numpy(a).to(index.device) for a in batches)
    return batches + tuple(index[..., j] for j in range(index.shape[-1]))
