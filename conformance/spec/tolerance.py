"""The tolerance model: how far an output of an inexact operator may be from the reference.

A spec whose ``semantics.comparison`` is ``tolerance`` lists entries, each for some output
tensors and data types::

    tolerance:
      - tensors: [OutputTensor]
        data_types: [FLOAT32, FLOAT16]
        metric: ulp                    # ulp | absolute | relative
        allowed: "window_elements + 2" # a formula (below)
        scale: magnitude               # expected (default) | magnitude
        cite: "..."                    # where the number comes from (or rationale)
        when: {P: power-of-two}        # optional: only for descs whose fields meet these conditions

The first entry whose tensors, data types and ``when`` fit is used; without one, the tensor is
compared exactly. An element passes when it equals the expected value (NaN equals NaN, -0.0
equals +0.0, an infinity only equals itself) or when ``|actual - expected| <= allowed * unit``:

- ``ulp``: the unit is ulp(s), the gap above |s| in the output type (numpy's ``spacing``);
- ``relative``: the unit is |s|;
- ``absolute``: the unit is 1.

``s`` is the expected value (``scale: expected``) or the *magnitude* (``scale: magnitude``):
the reference operator applied to |inputs|, the size of the terms a sum adds. Rounding in a
sum of n terms is bounded by about n ULPs of that magnitude, not of the (possibly cancelled)
result, so a sum that cancels is judged fairly (an operator whose terms are not its reference on
|inputs| names its own: MEAN_VARIANCE_NORMALIZATION1's, its kind's ``magnitude`` in
conformance/kinds/). ``scale: at-least-one`` measures at the larger
of |expected| and 1: a logarithm of a sum (REDUCE's LOG_SUM, LOG_SUM_EXP), whose absolute
error is the sum's relative error however close to 0 it is, and a difference of terms near 1
(log-softmax's (x - max) - ln(sum)) are judged in ULPs of 1 near zero.

Formulas are a tiny language, parsed here and never evaluated as code: numbers, ``+ - * /``,
parentheses, and names: ``window_elements`` (the product of ``WindowSize``),
``reduced_elements`` (the elements each output reads over ``Axes`` (CrossChannel's, for
MEAN_VARIANCE_NORMALIZATION), or the last dimension of an operator whose spec says it
normalizes over it, ``semantics.normalizes_over``), ``axis_elements`` (the input's size along
a UINT ``Axis``: a scan's longest prefix) and the desc's ``count`` and ``uint`` fields (e.g. ``P``).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import SpecError
from .model import fields_match


def exact_equal(expected: np.ndarray, actual: np.ndarray) -> np.ndarray:
    """Element-wise equality for 0-ULP comparison: NaN equals NaN; -0.0 equals +0.0
    (signed zeros are an ``unspecified`` item, observed rather than judged)."""
    same = expected == actual
    if expected.dtype.kind == "f":
        same |= np.isnan(expected) & np.isnan(actual)
    return same


def bits_equal(expected: np.ndarray, actual: np.ndarray, values: np.ndarray | None = None) -> np.ndarray:
    """Element-wise equality of bit patterns (``comparison: bits``: an operator that only moves
    data keeps every NaN payload and the sign of every zero). ``values``: a mask of elements
    that are values written, not bits moved (PADDING's NaN constant, a FLOAT converted to the
    output's type): those are compared as ``exact_equal`` does."""
    if expected.dtype != actual.dtype or expected.dtype.kind != "f":
        return exact_equal(expected, actual)
    view = np.dtype(f"u{expected.dtype.itemsize}")
    same = np.ascontiguousarray(expected).view(view) == np.ascontiguousarray(actual).view(view)
    if values is not None:
        same = np.where(np.broadcast_to(values, same.shape), exact_equal(expected, actual), same)
    return same


DERIVED = {"window_elements": "the product of WindowSize: the number of elements a window holds",
           "reduced_elements": "the number of elements each output reads: the product of InputTensor.Sizes over "
                               "the distinct Axes, or, without Axes (the 1_0 softmax family, semantics.normalizes_over), "
                               "its last dimension; BATCH_NORMALIZATION_TRAINING's and the batch normalization "
                               "gradients': over the dimensions where ScaleTensor's size is 1",
           "axis_elements": "InputTensor.Sizes[Axis]: the length of the sequence along a UINT Axis (a scan's "
                            "longest prefix)",
           "reduction_length": "GEMM's K: the products each output element sums (ATensor.Sizes' last dimension, "
                               "or its second last when TransA transposes it); CONVOLUTION's: InputTensor.Sizes[1] / GroupCount "
                               "times the filter's spatial elements",
           "head_size": "attention's head size: the products each score of Q K^T sums (MULTIHEAD_ATTENTION)",
           "key_length": "attention's past plus key sequence length: the scores each softmax row holds and the "
                         "products each output of softmax x V sums (MULTIHEAD_ATTENTION)",
           "gradient_elements": "the element count of InputGradientTensor: the most terms a gradient element of "
                                "a linear operator's adjoint sums (RESAMPLE_GRAD's, ROI_ALIGN_GRAD's)",
           "sequence_length": "RNN's, GRU's, LSTM's seq_length: InputTensor.Sizes[1], the steps the recurrence runs",
           "input_size": "RNN's, GRU's, LSTM's input_size: InputTensor.Sizes[3], the products X_t W^T sums",
           "hidden_size": "RNN's, GRU's, LSTM's hidden_size: RecurrenceTensor.Sizes[3], the products H_t-1 R^T sums"}


# --------------------------------------------------------------------------- formulas

# a name may be a tensor's rank, ``InputTensor.DimensionCount`` (an equivalence's fields_computed;
# no tolerance formula knows one, so there it is an unknown name)
_TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_]*(?:\.DimensionCount)?)|(?P<op>[-+*/()]))")


MAX_TOKENS = 64  # the longest formula in a spec has 5


class _DivisionByZero(ArithmeticError):
    pass


class Formula:
    """``window_elements + 2``, ``2 * window_elements``, ``(window_elements + 1) / P``, ``3``.

    Checked when the spec loads, naming where it is: it must parse, name only known names, never
    divide by a part that is zero whatever the desc (``1 / 0``, ``P / (2 - 2)``), stay within a
    double, and, without names, be at least 0. A division by a name that is 0 for some desc is
    an error of that desc's comparison, met when it is computed (``value``), never an infinite
    tolerance that would pass anything."""

    def __init__(self, text: Any, where: str, names: set[str]):
        self.text = str(text)
        self.where = where
        self._q = repr(self.text if len(self.text) <= 60 else self.text[:60] + "...")  # as messages quote it
        self._tokens = self._lex(self.text)
        if len(self._tokens) > MAX_TOKENS:
            raise self._error(f"{len(self._tokens)} tokens; at most {MAX_TOKENS}")
        self._pos = 0
        self._ast = self._sum()
        if self._pos != len(self._tokens):
            raise self._error(f"unexpected {self._tokens[self._pos][1]!r}")
        unknown = sorted(self.names() - names)
        if unknown:
            raise SpecError(f"{where}: formula {self._q} names {', '.join(unknown)} "
                            f"(known: {', '.join(sorted(names))})")
        v = self._constant(self._ast)
        if v is not None and v < 0:
            raise SpecError(f"{where}: formula {self._q} gives {v:g}; a bound is at least 0")

    def _constant(self, node) -> float | None:
        """The value of a part without names (None for one with names); refuses a division by a
        part that is 0 without names and a part too large for a double."""
        if node[0] == "num":
            return node[1]
        if node[0] == "name":
            return None
        a, b = self._constant(node[1]), self._constant(node[2])
        if node[0] == "/" and b == 0:
            raise SpecError(f"{self.where}: formula {self._q} divides by zero")
        if a is None or b is None:
            return None
        v = self._eval(node, {})
        if not math.isfinite(v):
            raise SpecError(f"{self.where}: formula {self._q} overflows a double")
        return v

    def _error(self, what: str) -> SpecError:
        return SpecError(f"{self.where}: cannot read formula {self._q}: {what} (numbers, + - * /, "
                         "parentheses and field names only)")

    def _lex(self, text: str) -> list[tuple[str, str]]:
        tokens, pos = [], 0
        while pos < len(text):
            if text[pos:].strip() == "":
                break
            m = _TOKEN.match(text, pos)
            if not m or m.end() == pos:
                raise self._error(f"unexpected character {text[pos:].strip()[:1]!r}")
            kind = m.lastgroup
            tokens.append((kind, m.group(kind)))
            pos = m.end()
        if not tokens:
            raise self._error("empty")
        return tokens

    def _peek(self) -> tuple[str, str] | None:
        return self._tokens[self._pos] if self._pos < len(self._tokens) else None

    def _take(self) -> tuple[str, str]:
        tok = self._peek()
        if tok is None:
            raise self._error("ends too soon")
        self._pos += 1
        return tok

    def _sum(self):
        node = self._product()
        while self._peek() in (("op", "+"), ("op", "-")):
            node = (self._take()[1], node, self._product())
        return node

    def _product(self):
        node = self._atom()
        while self._peek() in (("op", "*"), ("op", "/")):
            node = (self._take()[1], node, self._atom())
        return node

    def _atom(self):
        kind, value = self._take()
        if kind == "num":
            number = float(value)
            if not math.isfinite(number):
                raise self._error(f"the number {value[:20]}... is larger than any double")
            return ("num", number)
        if kind == "name":
            return ("name", value)
        if value == "(":
            node = self._sum()
            if self._peek() != ("op", ")"):
                raise self._error("a parenthesis is not closed")
            self._take()
            return node
        raise self._error(f"unexpected {value!r}")

    def names(self, node=None) -> set[str]:
        node = self._ast if node is None else node
        if node[0] == "num":
            return set()
        if node[0] == "name":
            return {node[1]}
        return self.names(node[1]) | self.names(node[2])

    def value(self, variables: dict[str, float]) -> float:
        try:
            return self._eval(self._ast, variables)
        except _DivisionByZero:
            named = {n: variables.get(n) for n in sorted(self.names())}
            raise SpecError(f"{self.where}: formula {self._q} divides by zero for this desc "
                            f"({', '.join(f'{k} = {v:g}' for k, v in named.items() if v is not None)})") from None

    def _eval(self, node, v: dict[str, float]) -> float:
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "name":
            if node[1] not in v:
                raise KeyError(f"formula {self._q}: {node[1]} has no value for this desc")
            return float(v[node[1]])
        a, b = self._eval(node[1], v), self._eval(node[2], v)
        if kind == "+":
            return a + b
        if kind == "-":
            return a - b
        if kind == "*":
            return a * b
        if not b:
            raise _DivisionByZero()
        return a / b

    def __str__(self) -> str:
        return self.text


def formula_names(op) -> set[str]:
    """The names a formula of ``op`` may use."""
    names = {f.name for f in op.fields.values() if f.kind in ("count", "uint")}
    if "WindowSize" in op.fields or "WindowSizes" in op.fields:  # pooling's, FOLD's
        names.add("window_elements")
    if "InputTensor" in op.fields and ("Axes" in op.fields or "CrossChannel" in op.fields or "OutputMeanTensor" in op.fields
                                      or "OutputScaleGradientTensor" in op.fields or "normalizes_over" in op.semantics):
        names.add("reduced_elements")
    if "InputTensor" in op.fields and "Axis" in op.fields and op.fields["Axis"].kind == "uint":
        names.add("axis_elements")
    if "ATensor" in op.fields and ("TransA" in op.fields or "AScaleTensor" in op.fields):
        names.add("reduction_length")  # GEMM's K; MATRIX_MULTIPLY_INTEGER_TO_FLOAT's (never transposed)
    if "FilterTensor" in op.fields and "GroupCount" in op.fields:  # CONVOLUTION's (convolution_rules.py)
        names.add("reduction_length")
    if "MaskFilterValue" in op.fields:  # MULTIHEAD_ATTENTION's (attention_rules.py)
        names |= {"head_size", "key_length"}
    if "InputGradientTensor" in op.fields:
        names.add("gradient_elements")
    if "RecurrenceTensor" in op.fields:  # the recurrent family's
        names |= {"sequence_length", "input_size", "hidden_size"}
    return names


def computed_names(op) -> set[str]:
    """The names an equivalence's ``fields_computed`` formula of ``op`` may use: ``formula_names``
    and each tensor's ``Tensor.DimensionCount``."""
    return formula_names(op) | {f"{f.name}.DimensionCount" for f in op.fields.values() if f.kind == "tensor"}


def cross_channel_axes(desc: dict) -> list[int]:
    """The axes MEAN_VARIANCE_NORMALIZATION normalizes over: { ChannelCount, Height, Width } when
    CrossChannel is TRUE, { Height, Width } when FALSE (Members: CrossChannel)."""
    return [1, 2, 3] if desc.get("CrossChannel") else [2, 3]


def desc_variables(desc: dict) -> dict[str, float]:
    """The values of a desc's formula names."""
    out: dict[str, float] = {}
    for k, v in desc.items():
        if isinstance(v, int) and not isinstance(v, bool):
            out[k] = v
    window = desc.get("WindowSize", desc.get("WindowSizes"))
    if isinstance(window, list) and all(isinstance(w, int) for w in window):
        out["window_elements"] = math.prod(window)
    a = desc.get("ATensor")
    a_sizes = a.get("Sizes") if isinstance(a, dict) else None
    if "AScaleTensor" in desc and "TransA" not in desc and isinstance(a_sizes, list) and len(a_sizes) >= 2 \
            and isinstance(a_sizes[-1], int):
        out["reduction_length"] = a_sizes[-1]  # MATRIX_MULTIPLY_INTEGER_TO_FLOAT: A is { ..., M, K }
    if "TransA" in desc and isinstance(a_sizes, list) and len(a_sizes) >= 2 \
            and all(isinstance(n, int) for n in a_sizes[-2:]):
        # GEMM's K: the products each output element sums (A's last dimension, or its second
        # last when TransA transposes it)
        from .matrix_rules import transposed  # the rules import this module's neighbours: import late
        trans = transposed(desc["TransA"])
        if trans is not None:
            out["reduction_length"] = a_sizes[-2] if trans else a_sizes[-1]
    if "FilterTensor" in desc and "GroupCount" in desc:  # CONVOLUTION: a group's input channels x the window
        from .convolution_rules import reduction_length
        if reduction_length(desc) is not None:
            out["reduction_length"] = reduction_length(desc)
    if "MaskFilterValue" in desc:  # MULTIHEAD_ATTENTION: the head size and the key length
        from .attention_rules import tolerance_lengths
        out.update(tolerance_lengths(desc))
    g = desc.get("InputGradientTensor")
    if isinstance(g, dict) and isinstance(g.get("Sizes"), list) and all(isinstance(n, int) for n in g["Sizes"]):
        out["gradient_elements"] = math.prod(g["Sizes"])
    x = desc.get("InputTensor")
    sizes = x.get("Sizes") if isinstance(x, dict) else None
    r = desc.get("RecurrenceTensor")
    r_sizes = r.get("Sizes") if isinstance(r, dict) else None
    if isinstance(sizes, list) and len(sizes) == 4 and isinstance(r_sizes, list) and len(r_sizes) == 4 \
            and all(isinstance(n, int) for n in sizes + r_sizes):  # RNN, GRU, LSTM: {1, T, B, I}, {1, D, G*H, H}
        out.update(sequence_length=sizes[1], input_size=sizes[3], hidden_size=r_sizes[3])
    if isinstance(sizes, list) and sizes and all(isinstance(n, int) for n in sizes):
        axes = desc.get("Axes")
        if "CrossChannel" in desc and "Axes" not in desc and len(sizes) == 4:  # MEAN_VARIANCE_NORMALIZATION
            axes = cross_channel_axes(desc)
        # BATCH_NORMALIZATION_TRAINING's, and the batch normalization gradients' (their Scale has Mean's sizes)
        scale = desc.get("ScaleTensor") if "OutputMeanTensor" in desc or "OutputScaleGradientTensor" in desc else None
        if isinstance(scale, dict) and isinstance(scale.get("Sizes"), list):
            axes = [d for d, n in enumerate(scale["Sizes"]) if n == 1 and d < len(sizes)]  # where Scale is 1
        if isinstance(axes, list) and all(isinstance(a, int) and 0 <= a < len(sizes) for a in axes):
            out["reduced_elements"] = math.prod(sizes[a] for a in set(axes))
        elif "Axes" not in desc:
            out["reduced_elements"] = sizes[-1]
        axis = desc.get("Axis")
        if isinstance(axis, int) and not isinstance(axis, bool) and 0 <= axis < len(sizes):
            out["axis_elements"] = sizes[axis]
    return out


# --------------------------------------------------------------------------- the model

@dataclass(frozen=True)
class ToleranceEntry:
    tensors: tuple[str, ...]
    data_types: tuple[str, ...]
    metric: str
    allowed: Formula
    scale: str
    cite: str
    rationale: str
    when: dict | None = None  # field conditions (conformance.spec.fields_match)

    def to_json(self) -> dict:
        return {"tensors": list(self.tensors), "data_types": list(self.data_types), "metric": self.metric,
                "allowed": self.allowed.text, "scale": self.scale, "cite": self.cite, "rationale": self.rationale,
                **({"when": self.when} if self.when else {})}


@dataclass(frozen=True)
class Tolerance:
    """One entry applied to one case: the allowed error for one output tensor."""
    metric: str
    allowed: float
    formula: str
    scale: str
    cite: str

    def describe(self) -> str:
        unit = {"ulp": " ULP", "relative": " (relative)", "absolute": ""}[self.metric]
        at = {"magnitude": " of the magnitude (the terms before they cancel)",
              "at-least-one": " of the larger of |expected| and 1"}.get(self.scale, "") \
            if self.metric != "absolute" else ""
        formula = "" if self.formula == _num(self.allowed) else f" = {self.formula}"
        return f"{_num(self.allowed)}{unit}{at}{formula}"

    def widened(self, factor: float) -> "Tolerance":
        return Tolerance(self.metric, self.allowed * factor, f"{_num(factor)} * ({self.formula})", self.scale,
                         self.cite)

    def to_json(self) -> dict:
        return {"metric": self.metric, "allowed": self.allowed, "formula": self.formula, "scale": self.scale,
                "cite": self.cite}


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def parse_entries(op, raw: list[dict] | None, where: str, where_of=None) -> list[ToleranceEntry]:
    """The ``semantics.tolerance`` entries of ``op``; errors name ``where`` or, when given,
    ``where_of(path)``: the file:line:column of the entry's own line."""
    names = formula_names(op)
    entries = []
    tensors = {f.name for f in op.tensor_fields if f.role == "output"}
    for i, e in enumerate(raw or []):
        line = where_of(("semantics", "tolerance", i)) if where_of else where
        at = f"{line}: semantics.tolerance[{i}]"
        for t in e["tensors"]:
            if t not in tensors:
                raise SpecError(f"{at}: {t!r} is not an output tensor of {op.operator}")
        for fname in e.get("when", {}):
            if fname not in op.fields:
                raise SpecError(f"{at}.when: {fname!r} is not a field of {op.operator}")
        entries.append(ToleranceEntry(tuple(e["tensors"]), tuple(e["data_types"]), e["metric"],
                                      Formula(e["allowed"], (f"{where_of(('semantics', 'tolerance', i, 'allowed'))}: "
                                                             f"semantics.tolerance[{i}]" if where_of else at)
                                              + ".allowed", names), e.get("scale", "expected"),
                                      e.get("cite", ""), e.get("rationale", ""), e.get("when")))
    return entries


def tolerance_for(op, desc: dict, tensor: str, data_type: str, specs=None) -> Tolerance | None:
    """The tolerance of ``tensor`` (of ``data_type``) for ``desc``, or None: compared exactly.
    With ``specs``, a fused activation in the desc adds its own operator's tolerance: the
    activation is computed on the result, and its error comes on top."""
    own = None
    if op.semantics.get("comparison") == "tolerance":
        for e in op.tolerances:
            if tensor in e.tensors and data_type in e.data_types and fields_match(e.when or {}, desc):
                allowed = e.allowed.value(desc_variables(desc))
                own = Tolerance(e.metric, allowed, e.allowed.text, e.scale, e.cite or e.rationale)
                break
    fused = next((desc.get(f.name) for f in op.fields.values() if f.kind == "operator_desc"), None) \
        if specs is not None else None
    if not isinstance(fused, dict) or tensor != op.first_output:  # BATCH_NORMALIZATION_TRAINING's statistics
        return own
    act_op = specs.operator(fused["Type"])
    act_out = act_op.first_output
    act = tolerance_for(act_op, fused, act_out, data_type)
    if act is None or own is None:
        return act or own
    if act.metric != own.metric:  # not additive: the fused activation's, the coarser one, alone
        return act
    return Tolerance(own.metric, own.allowed + act.allowed, f"{own.formula} + {act.formula}", own.scale,
                     f"{own.cite}; plus the fused {fused['Type']}'s: {act.cite}")


def within(expected: np.ndarray, actual: np.ndarray, tol: Tolerance | None,
           magnitude: np.ndarray | None = None, band: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(element passes, error in the tolerance's units: 0 where equal, inf where only an exact
    match could pass). Without a tolerance: exact equality. ``band``: an absolute allowance
    per element on top of the tolerance (an intermediate's rounding through the function)."""
    same = exact_equal(expected, actual)
    if tol is None or expected.dtype.kind != "f":
        return same, np.where(same, 0.0, np.inf)
    e = expected.astype(np.float64)
    a = actual.astype(np.float64)
    finite = np.isfinite(e) & np.isfinite(a)
    s = np.abs(e)
    if tol.scale == "magnitude" and magnitude is not None:
        s = np.maximum(s, np.abs(magnitude.astype(np.float64)))
    elif tol.scale == "at-least-one":
        s = np.maximum(s, 1.0)
    with np.errstate(invalid="ignore", over="ignore"):
        if tol.metric == "ulp":
            unit = np.spacing(s.astype(expected.dtype)).astype(np.float64)
            # at the largest finite value the gap above is infinite: the gap below is its ULP
            top = np.finfo(expected.dtype).max
            unit = np.where(np.isinf(unit) & np.isfinite(s), float(top) - float(np.nextafter(top, expected.dtype.type(0))),
                            unit)
            # a magnitude past the type's largest finite value (a FLOAT16 normalization of a small spread, its
            # terms 2^10 times the output): the ULP at the type's precision there, not the spacing of infinity
            past = np.isfinite(s) & (s > float(top))
            unit = np.where(past, np.exp2(np.floor(np.log2(np.where(past, s, 1.0))) - np.finfo(expected.dtype).nmant),
                            unit)
        elif tol.metric == "relative":
            unit = s
        else:
            unit = np.ones_like(s)
        diff = np.abs(a - e)
        if band is not None:
            diff = np.maximum(diff - np.where(np.isfinite(band), band, 0.0), 0.0)
        error = np.where(unit > 0, diff / np.where(unit > 0, unit, 1.0), np.where(diff == 0, 0.0, np.inf))
    error = np.where(finite & np.isfinite(unit), error, np.inf)
    if tol.metric == "ulp" and tol.allowed > 1:
        # WebNN's ULP distance (the source of the specs' wider ULP tolerances) is the distance of
        # the bit patterns, where an infinity is one step past the largest finite value: a result
        # within N ULP of a value near the top may round to it. A tolerance of 1 ULP stands for
        # Direct3D's two roundings of the exact result (to nearest, toward zero), and neither
        # takes a value below the overflow threshold to infinity
        overflow = np.isinf(a) & np.isfinite(e) & (np.sign(a) == np.sign(e))
        if overflow.any():
            bits = np.dtype(f"<i{expected.dtype.itemsize}")
            top = np.asarray(np.finfo(expected.dtype).max, dtype=expected.dtype).view(bits).astype(np.int64)
            steps = top - np.abs(expected).astype(expected.dtype).view(bits).astype(np.int64) + 1
            error = np.where(overflow, steps.astype(np.float64), error)
    error = np.where(same, 0.0, error)
    return same | (error <= tol.allowed), error

