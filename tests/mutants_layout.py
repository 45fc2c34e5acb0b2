"""Mutants of DEPTH_TO_SPACE(1) and UNFOLD in the shapes real implementations shipped: each plants
one bug from an upstream tracker, firing only where it fired there (None elsewhere: the reference
runs instead). Imported by ``tests/mutants.py``; ``FIRES`` holds one hand-made case per mutant
where its bug fires (tests/test_mutation.py, tests/test_mutants_layout.py)."""

from __future__ import annotations

import numpy as np

from conformance import reference as ref
from conformance.cases.case import Case
from conformance.reference.depth_space import COLUMN_ROW_DEPTH, DEPTH_COLUMN_ROW, ORDERS
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
TOP = load_specs().highest_level


def _order(op, desc) -> str:
    order = op.with_implied(desc)["Order"]
    return order if isinstance(order, str) else ORDERS[int(order)]


def _blocks_matter(x, desc) -> bool:
    """Whether the two orders differ: more than one output channel and a block of more than one."""
    b = int(desc["BlockSize"])
    return b > 1 and x["InputTensor"].shape[1] // (b * b) > 1


@mutant("depth-to-space-crd-read-as-dcr",
        "COLUMN_ROW_DEPTH reshapes the depth as (BlockHeight, BlockWidth, Channels), DCR's, before CRD's "
        "transpose (llvm/torch-mlir#4351: the ONNX DepthToSpace CRD conversion reshaped to [b, bs, bs, c / bs^2, h, w])",
        upstream=GITHUB + "llvm/torch-mlir/pull/4351", reaches={"depth_to_space"})
def _crd_read_as_dcr(self, op, desc, tensors, x):
    if op.semantics["reference"] != "depth_to_space" or _order(op, desc) != COLUMN_ROW_DEPTH:
        return None
    if not _blocks_matter(x, desc):
        return None
    data, b = x["InputTensor"], int(desc["BlockSize"])
    n, depth, h, w = data.shape
    c = depth // (b * b)
    if c == b:  # the misread factors have equal sizes: the same permutation (iree-org/iree#24179's "bs 2 works")
        return None
    split = data.reshape(n, b, b, c, h, w)  # DCR's reshape
    # CRD's transpose of DCR's split (n, BlockHeight, BlockWidth, Channels, h, w): the factors land in the wrong places
    return {"OutputTensor": split.transpose(0, 1, 4, 2, 5, 3).reshape(n, c, h * b, w * b)}


@mutant("depth-to-space-dcr-as-pixel-shuffle",
        "DEPTH_COLUMN_ROW computed as pixel_shuffle, which is COLUMN_ROW_DEPTH (OpenPPL/ppq#504: the "
        "executor's DCR DepthToSpace called torch's pixel_shuffle, 'at least one of the two is wrong')",
        upstream=GITHUB + "OpenPPL/ppq/issues/504", reaches={"depth_to_space"})
def _dcr_as_pixel_shuffle(self, op, desc, tensors, x):
    if op.semantics["reference"] != "depth_to_space" or _order(op, desc) != DEPTH_COLUMN_ROW:
        return None
    if not _blocks_matter(x, desc):
        return None
    return {"OutputTensor": ref.depth_to_space(x["InputTensor"], int(desc["BlockSize"]), COLUMN_ROW_DEPTH)}


@mutant("unfold-kernel-position-major-rows",
        "UNFOLD's rows written kernel-position-major, (window element, channel), not channel-major "
        "(pytorch/executorch#20708: the generic im2row kernel wrote [kp][c] where unfold's contract is "
        "c * prod(kernel) + kp)",
        upstream=GITHUB + "pytorch/executorch/pull/20708", reaches={"unfold"})
def _kernel_position_major(self, op, desc, tensors, x):
    if op.semantics["reference"] != "unfold":
        return None
    data = x["InputTensor"]
    window = [int(v) for v in desc["WindowSizes"]]
    c, k = data.shape[1], int(np.prod(window))
    if c == 1 or k == 1:
        return None
    arrays = [[int(v) for v in desc[f]] for f in ("WindowSizes", "Strides", "Dilations", "StartPadding", "EndPadding")]
    right = ref.unfold(data, *arrays)  # rows c * k + kp
    n, _, blocks = right.shape
    swapped = right.reshape(n, c, k, blocks).transpose(0, 2, 1, 3).reshape(n, c * k, blocks)  # rows kp * c + c
    return {"OutputTensor": swapped.reshape([int(s) for s in desc["OutputTensor"]["Sizes"]])}


def _depth_to_space1(order, sizes, values, block=2, dtype="INT32"):
    n, depth, h, w = sizes
    out = [n, depth // (block * block), h * block, w * block]
    desc = {"InputTensor": {"DataType": dtype, "Sizes": sizes}, "OutputTensor": {"DataType": dtype, "Sizes": out},
            "BlockSize": block, "Order": order}
    return Case("DML_DEPTH_TO_SPACE1_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


def _unfold(sizes, window, values):
    n, c, *spatial = sizes
    blocks = [s - w + 1 for s, w in zip(spatial, window)]
    desc = {"InputTensor": {"DataType": "FLOAT32", "Sizes": sizes},
            "OutputTensor": {"DataType": "FLOAT32", "Sizes": [n, c * int(np.prod(window)), int(np.prod(blocks))]},
            "DimensionCount": len(window), "WindowSizes": window, "Strides": [1] * len(window),
            "Dilations": [1] * len(window), "StartPadding": [0] * len(window), "EndPadding": [0] * len(window)}
    return Case("DML_UNFOLD_OPERATOR_DESC", TOP.name, desc, {"InputTensor": values})


FIRES = {
    # three output channels (not the block's 2: then the misread factors coincide), two columns, CRD:
    # x[ch, 0, w] = 2 ch + w; output (c, i, 2 w + j) reads channel 4 c + 2 i + j
    "depth-to-space-crd-read-as-dcr": _depth_to_space1(
        "DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH", [1, 12, 1, 2], list(range(24))),
    # channels 0..7 of one pixel, DCR: output (c, i, j) reads channel (2 i + j) 2 + c: 0, 2, 4, 6 | 1, 3, 5, 7
    "depth-to-space-dcr-as-pixel-shuffle": _depth_to_space1(
        "DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW", [1, 8, 1, 1], [0, 1, 2, 3, 4, 5, 6, 7]),
    # two channels of two elements, windows of 2: rows (c, kp) = x[c, kp], not (kp, c)
    "unfold-kernel-position-major-rows": _unfold([1, 2, 2], [2], [1.0, 2.0, 3.0, 4.0]),
}
