"""The element-wise operators (ELEMENT_WISE_*, ACTIVATION_* but the softmax family): the
functions and their ScaleBias and fused activation live in conformance/elementwise.py; here, what
the judge asks of them. An output element reads one element of each input, at its place."""

from __future__ import annotations

import numpy as np

from .. import elementwise
from ..spec import TensorDesc
from .element_wise_plan import lower_element_wise
from .kind import Kind


def _tensors(specs, op, desc: dict) -> dict:
    return {f.name: TensorDesc.from_json(desc[f.name], specs, f.name)
            for f in op.tensor_fields if desc.get(f.name) is not None}


class ElementWise(Kind):
    names = ("element_wise",)
    reads_input_tensor = False  # A and B, or the functions' own inputs
    nan_by_ieee754 = True

    def lower(self, specs, op, desc, tensors):
        return lower_element_wise(specs, op, desc, tensors)

    def compute(self, specs, op, desc, tensors, x):
        return elementwise.run(specs, op, desc, tensors, x)  # its functions read the nested activation's spec

    def band(self, specs, op, desc, tensors, x, expected, tolerances):
        # ScaleBias's result, a fused activation's input: stored by design, in the input's type
        band = (self.stored_band(specs, op, desc, tensors, x) or {}
                if any(t is not None for t in tolerances.values()) else {})
        alternatives = {}
        for name, e in expected.items():
            if e.dtype == np.float16:  # a wider result converted toward zero: the neighbour, or the largest finite
                alternatives[name] = elementwise.toward_zero(e, elementwise.exact_output(specs, op, desc, tensors, x))
        return band, alternatives

    def stored_band(self, specs, op, desc, tensors, x):
        return elementwise.rounding_band(specs, op, desc, tensors, x)

    def reach(self, desc, marked):
        return marked

    def result_detectors(self):
        return {"out-of-range": lambda specs, op, desc, x: elementwise.integer_out_of_range(
                    op, desc, _tensors(specs, op, desc), x),
                "intermediate-overflow": lambda specs, op, desc, x: elementwise.intermediate_overflow(
                    specs, op, desc, _tensors(specs, op, desc), x),
                "nan-from-numbers": lambda specs, op, desc, x: elementwise.nan_from_numbers(
                    specs, op, desc, _tensors(specs, op, desc), x),
                "sum-out-of-range": lambda specs, op, desc, x: elementwise.sum_out_of_range(
                    op, desc, _tensors(specs, op, desc), x),
                "formula-overflow": lambda specs, op, desc, x: elementwise.formula_overflow(
                    op, desc, _tensors(specs, op, desc), x)}

    def argument(self, op, desc, x):
        # where the page's precision ends (|x| > 100 pi), or outside a function's domain
        return elementwise.argument(op, desc, x)

    def scaled_inputs(self, op, desc, x):
        # a zero, an infinity or a NaN the function meets is one after ScaleBias (POW's base)
        return elementwise.scaled_inputs(op, desc, x)

    def marked_tensors(self, x):
        return list(x)  # an output element reads one element of each input

    def marked_reach(self, desc, detect, marks, names, met, x, mark_of):
        if detect.get("combine") == "all" and not isinstance(marks[0], tuple):  # every named input marked
            return np.logical_and.reduce(marks) if len(marks) == len(names) else np.zeros_like(marks[0])
        if isinstance(marks[0], tuple):  # one element each: -0.0 in one input and +0.0 in another
            neg = [m[0] for m in marks]
            pos = [m[1] for m in marks]
            mask = np.zeros(neg[0].shape, dtype=bool)
            for i, a in enumerate(neg):
                for j, b in enumerate(pos):
                    if i != j:
                        mask |= a & b
        else:
            mask = self.reached(desc, np.logical_or.reduce(marks))
        for other, mark in detect.get("where_also", {}).items():
            also = mark_of(mark)(met[other]) if other in met else None
            mask = mask & also if also is not None else np.zeros_like(mask)
        return mask
