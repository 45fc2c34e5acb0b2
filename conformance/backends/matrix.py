"""GEMM in the terms a framework speaks: "A (transposed or not) times B (transposed or not),
times Alpha, plus Beta times C, then this activation". Its own module: lowering.py, where the
other plans live, is at its size limit. The plan itself (``Gemm``) is the kind's:
conformance/kinds/gemm_plan.py.

The adapters: onnxruntime and onnx.reference build Gemm-13 for 2-D tensors (ONNX's Gemm takes
2-D only) and, for batched ones, Transpose -> MatMul -> Mul(alpha) -> Add(Mul(C, beta));
torch and JAX call their matmul (``torch.matmul``, ``jax.numpy.matmul``) on the transposed
views, then multiply and add in the tensors' type. A fused activation is the activation's own
peer-table row applied to the stored result (``activation_plan``), as the element-wise
operators' is; a peer whose row lacks it declares the case UNSUPPORTED.
"""

from __future__ import annotations


def swap_last(order_rank: int) -> list[int]:
    """The permutation that swaps the last two of ``order_rank`` dimensions."""
    return list(range(order_rank - 2)) + [order_rank - 1, order_rank - 2]
