"""Size-dependent bugs that real implementations shipped, planted in the reference backend:
the ``ci`` profile's tensors (at most 48 elements) cannot reach them; the ``large`` profile's
boundary cases (generators/large.py) must. Registered in tests/mutants.py's table, marked
``large`` so the ci mutation score leaves them to tests/test_mutation.py's large-profile test.
"""

from __future__ import annotations

import numpy as np
from mutants import mutant

from conformance.backends.reference import ReferenceBackend

GITHUB = "https://github.com/"
# the index outputs of each kind of operator (semantics.reference)
INDEX_OUTPUTS = {"argmax": "OutputTensor", "argmin": "OutputTensor", "reduce": "OutputTensor",
                 "max_pooling": "OutputIndicesTensor", "top_k": "OutputIndexTensor"}


def _with_indices(self, op, desc, tensors, x, change):
    """The reference's outputs with ``change`` applied to the index output, where there is one."""
    name = INDEX_OUTPUTS.get(op.semantics["reference"])
    out = ReferenceBackend.compute(self, op, desc, tensors, x)
    if name not in out:
        return None
    out[name] = change(out[name].astype(np.int64)).astype(out[name].dtype)
    return out


@mutant("index-wraps-at-256", "indices kept in 8 bits: an index past 255 wraps (plaidml's ArgMax)",
        upstream=GITHUB + "plaidml/plaidml/issues/1216", reaches=set(INDEX_OUTPUTS), large=True)
def _wraps_256(self, op, desc, tensors, x):
    return _with_indices(self, op, desc, tensors, x, lambda i: i % 256)


@mutant("index-wraps-at-65536", "indices kept in 16 bits: an index past 65,535 wraps", reaches=set(INDEX_OUTPUTS),
        large=True)
def _wraps_65536(self, op, desc, tensors, x):
    return _with_indices(self, op, desc, tensors, x, lambda i: i % 65_536)


@mutant("index-64-bit-via-int32", "64-bit index outputs computed in signed 32 bits: past 2^31 the high word "
        "is lost (CuPy's argmax)", upstream=GITHUB + "cupy/cupy/issues/8014", reaches=set(INDEX_OUTPUTS), large=True)
def _via_int32(self, op, desc, tensors, x):
    name = INDEX_OUTPUTS.get(op.semantics["reference"])
    if name not in tensors or tensors[name].data_type.numpy.itemsize != 8:
        return None
    return _with_indices(self, op, desc, tensors, x, lambda i: i.astype(np.int32).astype(np.int64))


@mutant("top-k-first-256-only", "TOP_K looks at the first 256 elements of each sequence only", reaches={"top_k"},
        large=True)
def _top_k_256(self, op, desc, tensors, x):
    a, axis = x.get("InputTensor"), int(desc.get("Axis", 0))
    if op.semantics["reference"] != "top_k" or a.shape[axis] <= 256:
        return None
    head = np.take(a, np.arange(256), axis=axis)
    return ReferenceBackend.compute(self, op, desc, tensors, {**x, "InputTensor": head})


@mutant("size-1-axis-outer-index", "over a size-1 reduced axis, rows past 32,767 get their row's position as "
        "the index (PyTorch's argmax on N x 1)", upstream=GITHUB + "pytorch/pytorch/issues/40022",
        reaches={"argmax", "argmin", "reduce"}, large=True)
def _size_1_axis(self, op, desc, tensors, x):
    a = x.get("InputTensor")
    if op.semantics["reference"] not in ("argmax", "argmin", "reduce") \
            or any(a.shape[d] != 1 for d in desc["Axes"]) or a.size <= 32_767:
        return None
    out = ReferenceBackend.compute(self, op, desc, tensors, x)
    rows = np.arange(a.size).reshape(out["OutputTensor"].shape)
    out["OutputTensor"] = np.where(rows > 32_767, rows, out["OutputTensor"]).astype(out["OutputTensor"].dtype)
    return out


@mutant("float16-window-sum-in-float16", "FLOAT16 average pooling summed in FLOAT16, element by element "
        "(MIOpen's FLOAT16 pooling)", reaches={"average_pooling"}, large=True)
def _fp16_sum(self, op, desc, tensors, x):
    a = x.get("InputTensor")
    if op.semantics["reference"] != "average_pooling" or a.dtype != np.float16:
        return None
    if any(desc["StartPadding"]) or any(desc["EndPadding"]) or any(s != 1 for s in desc["Strides"]) \
            or any(d != 1 for d in desc["Dilations"]):
        return None  # the large profile's case has none of these
    spatial = tuple(range(2, a.ndim))
    windows = np.lib.stride_tricks.sliding_window_view(a, desc["WindowSize"], axis=spatial)
    windows = windows.reshape(*windows.shape[:a.ndim], -1)
    total = np.zeros(windows.shape[:-1], dtype=np.float16)
    with np.errstate(over="ignore", invalid="ignore"):
        for k in range(windows.shape[-1]):
            total = total + windows[..., k]  # float16 + float16: rounded to FLOAT16 at every step
        return {"OutputTensor": total / np.float16(windows.shape[-1])}


# The data-movement kinds past element 2^31 (generators/large_movement.py): an input element's flat
# offset computed in signed 32 bits. Past 2^31 it wraps negative: a kernel reads before its buffer
# (onnxruntime's illegal address); here the element that offset names counting from the end (numpy's
# negative index), 2^31 + j reading element j + 16 of the 2^31 + 16 the cases hold: another value.
PAST_2_31 = 1 << 31
GATHERS = {"gather", "gather_elements", "gather_nd"}


def _offsets_wrap_past_2_31(self, op, desc, tensors, x, kinds):
    a = x.get("InputTensor")
    if op.semantics["reference"] not in kinds or a is None or a.size <= PAST_2_31:
        return None
    if not a.flags.c_contiguous:
        return None  # the large cases' inputs are packed
    # the input as a 32-bit offset reads it, in place in this run's own input buffer (a copy of its
    # 2 GiB took 11 s here) and put back after: only the 16 elements past 2^31 change
    flat = a.reshape(-1)
    flat.flags.writeable = True
    past = np.arange(PAST_2_31, a.size, dtype=np.int64)
    kept = flat[past].copy()
    try:
        flat[past] = flat[past.astype(np.int32)]  # 2^31 + j as int32: j - 2^31, from the end
        out = ReferenceBackend.compute(self, op, desc, tensors, x)
        return {n: np.array(v) for n, v in out.items()}  # copies (a few elements), not views of what is put back
    finally:
        flat[past] = kept
        flat.flags.writeable = False


@mutant("gather-input-offset-int32", "GATHER, GATHER_ELEMENTS and GATHER_ND read the input at a flat offset "
        "computed in signed 32 bits: past element 2^31 it wraps (onnxruntime's CUDA Gather, input_index a "
        "CUDA_LONG)", upstream=GITHUB + "microsoft/onnxruntime/issues/28107", reaches=GATHERS, large=True)
def _gather_offset_int32(self, op, desc, tensors, x):
    return _offsets_wrap_past_2_31(self, op, desc, tensors, x, GATHERS)


@mutant("slice-input-offset-int32", "SLICE and SLICE1 read the input at a flat offset computed in signed 32 "
        "bits: past element 2^31 it wraps (the class of tenstorrent/tt-metal#47882, whose tiled slice kept its "
        "start offset in 32 unsigned bits: past 2^32 elements, which no DirectML tensor has)",
        reaches={"slice"}, large=True)
def _slice_offset_int32(self, op, desc, tensors, x):
    return _offsets_wrap_past_2_31(self, op, desc, tensors, x, {"slice"})
