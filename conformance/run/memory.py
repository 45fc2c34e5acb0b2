"""How much memory a case takes and how much this run allows: the runner, ``dmlconf replay`` and
``validate`` refuse a case past the limit before allocating anything, and the large profile
skips one (its boundary cases are legitimately gigabytes) with the reason.

The limit and the per-tensor checks live in ``conformance.spec.limits`` (the case reader and
the backends use them too); this module adds what a whole case needs.
"""

from __future__ import annotations

from ..kinds import kind_of
from ..spec import OperatorSpec, SpecSet, TensorDesc
from ..spec.limits import (COPIES, ENV, LimitError, available_bytes, check_case_bytes, human, memory_limit,
                           parse_size, tensor_bytes)

__all__ = ["COPIES", "ENV", "LimitError", "available_bytes", "case_footprint", "case_memory", "check_case_memory",
           "human", "memory_limit", "parse_size"]


def case_footprint(case_bytes: int) -> int:
    """The peak bytes a case of ``case_bytes`` (one copy of its tensors' buffers) may take."""
    return COPIES * case_bytes


def case_memory(specs: SpecSet, op: OperatorSpec, desc: dict,
                tensors: dict[str, TensorDesc] | None = None) -> list[tuple[str, int, str]]:
    """What one case of ``desc`` makes this process allocate, as (field, bytes, what): each
    tensor ``COPIES`` times (its buffer, as TotalTensorSizeInBytes and its Strides imply it, or
    its logical elements, whichever is larger), and the reference's working memory (pooling:
    the padded input, the windows). Arithmetic on the desc only: nothing is allocated.
    Tensors whose desc is malformed are left out (the validator reports them)."""
    if tensors is None:
        tensors = {}
        for name, _, value in op.tensors_in(desc):
            if isinstance(value, dict):
                try:
                    tensors[name] = TensorDesc.from_json(value, specs, name)
                except Exception:  # malformed: the validator's finding, not a size
                    continue
    align = specs.buffer.size_alignment_bytes
    parts = []
    for name, t in tensors.items():
        sizes = tensor_bytes(t.data_type.size_bytes, t.sizes, t.strides, t.total_bytes, align)
        field, nbytes = max(sizes.items(), key=lambda kv: kv[1])
        what = {"Sizes": f"{list(t.sizes)} of {t.data_type.size_bytes}-byte elements take ",
                "Strides": f"{list(t.strides or ())} over Sizes {list(t.sizes)} reach "}.get(field, "")
        parts.append((f"desc.{name}.{field}", COPIES * nbytes,
                      f"{what}{nbytes} bytes ({human(nbytes)}), held {COPIES} times"))
    try:
        parts += kind_of(op).working_bytes(op, desc, tensors)
    except (TypeError, ValueError, KeyError):  # a malformed desc: the validator's finding
        pass
    return parts


def check_case_memory(specs: SpecSet, op: OperatorSpec, desc: dict, tensors: dict[str, TensorDesc] | None = None,
                      where: str = "") -> int:
    """``case_memory`` against this run's memory limit: LimitError (one line, naming the
    field that takes most) when past it; else the bytes the case needs."""
    return check_case_bytes(case_memory(specs, op, desc, tensors), where)



def check_replayable(specs: SpecSet, case, where: str = "", valid: bool = False) -> int:
    """``check_case_memory`` for a case about to be replayed: a valid one (``case.expect``, or
    ``valid`` when the validator said so) has its buffers allocated; an invalid desc is only
    offered to the backend, and nothing is allocated for it (0)."""
    if case.expect != "valid" and not valid:
        return 0
    return check_case_memory(specs, specs.operator(case.operator), case.desc, where=where)
