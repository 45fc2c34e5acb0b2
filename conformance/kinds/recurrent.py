"""RNN, GRU and LSTM (``semantics.reference: rnn | gru | lstm``): one layer of a recurrent cell
run over the sequence, forward, backward or both, each batch entry for its own length.

The pages' equations are images that were not collected (shared/docs/directml/SOURCES.md); the
cells below are derived from the pages' text (the gate orders W_[zrh], W_[iofc], the bias as
{W_b, R_b}, the activations f, g, h per direction, LinearBeforeReset, the clip "applied to the
input of activations": f's and g's, not h's, as DirectML computes it) and ONNX's RNN-7/GRU-7/LSTM-7 operator documents, whose attributes
DirectML's own ONNX execution provider maps onto these descs one to one (docs/notes-recurrent.md):

  RNN:  H_t = f(X_t W^T + H_{t-1} R^T + Wb + Rb)
  GRU:  z = f(X W_z^T + H R_z^T + Wb_z + Rb_z), r = f(X W_r^T + H R_r^T + Wb_r + Rb_r)
        h = g(X W_h^T + (r . H) R_h^T + Rb_h + Wb_h)            LinearBeforeReset FALSE
        h = g(X W_h^T + r . (H R_h^T + Rb_h) + Wb_h)            LinearBeforeReset TRUE
        H_t = (1 - z) . h + z . H
  LSTM: i = f(X W_i^T + H R_i^T + P_i . C + Wb_i + Rb_i), f_ = f(... + P_f . C ...)  (coupled: f_ = 1 - i)
        c = g(X W_c^T + H R_c^T + Wb_c + Rb_c), C_t = f_ . C + i . c
        o = f(X W_o^T + H R_o^T + P_o . C_t + Wb_o + Rb_o), H_t = o . h(C_t)
        (UseClipThreshold: each gate's sum clipped to [-ClipThreshold, ClipThreshold] before f or g)

Batch entry b runs its first L_b steps (SequenceLengthsTensor, else seq_length): forward from
step 0, backward from step L_b - 1 down to 0; OutputSequenceTensor holds H_t at step t (0 past
L_b: ONNX's), OutputSingleTensor the last state each direction computed. Computed in float64
and rounded once into the output type (the tolerance counts what an implementation rounds on
the way)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import elementwise
from .kind import Kind
from .plan import Plan

GATES = {"rnn": 1, "gru": 3, "lstm": 4}
ACTIVATIONS = {"rnn": 1, "gru": 2, "lstm": 3}  # per direction (Members: ActivationDescs)
OUTPUTS = ("OutputSequenceTensor", "OutputSingleTensor", "OutputCellSingleTensor")
BACKWARD = ("DML_RECURRENT_NETWORK_DIRECTION_BACKWARD", 1)
BIDIRECTIONAL = ("DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL", 2)


def directions(desc: dict) -> list[bool]:
    """Per direction of the desc's tensors, whether it runs backward."""
    d = desc["Direction"]
    return [False, True] if d in BIDIRECTIONAL else [d in BACKWARD]


def activate(specs, act: dict, y: np.ndarray) -> np.ndarray:
    """An activation desc (one of ActivationDescs) applied to ``y`` in float64."""
    return np.asarray(elementwise.fused(specs, {"FusedActivation": act}, y, np.float64, rounded=False), dtype=np.float64)


def run_cell(cell: str, specs, desc: dict, x: dict) -> dict[str, np.ndarray]:
    """The three outputs in float64 ({T, D, B, H}, {1, D, B, H}, {1, D, B, H}) from the logical inputs."""
    xs = np.asarray(x["InputTensor"], dtype=np.float64)[0]  # {T, B, I}
    steps, batch, _ = xs.shape
    w, r = np.asarray(x["WeightTensor"], np.float64)[0], np.asarray(x["RecurrenceTensor"], np.float64)[0]
    hidden = r.shape[-1]
    backs = directions(desc)
    dirs, gates = len(backs), GATES[cell]
    bias = np.asarray(x["BiasTensor"], np.float64).reshape(dirs, 2, gates, hidden) if "BiasTensor" in x \
        else np.zeros((dirs, 2, gates, hidden))
    h0 = np.asarray(x["HiddenInitTensor"], np.float64)[0] if "HiddenInitTensor" in x else np.zeros((dirs, batch, hidden))
    c0 = np.asarray(x["CellMemInitTensor"], np.float64)[0] if "CellMemInitTensor" in x else np.zeros((dirs, batch, hidden))
    peep = np.asarray(x["PeepholeTensor"], np.float64).reshape(dirs, 3, hidden) if "PeepholeTensor" in x \
        else np.zeros((dirs, 3, hidden))
    lengths = np.asarray(x["SequenceLengthsTensor"]).reshape(-1).astype(np.int64) if "SequenceLengthsTensor" in x \
        else np.full(batch, steps, dtype=np.int64)
    acts = desc["ActivationDescs"]
    per = ACTIVATIONS[cell]
    clip = float(elementwise.as_float32(desc["ClipThreshold"])) if desc.get("UseClipThreshold") else None
    seq = np.zeros((steps, dirs, batch, hidden))
    single, cell_single = np.zeros((1, dirs, batch, hidden)), np.zeros((1, dirs, batch, hidden))
    for d, back in enumerate(backs):
        # the clip bounds the gates' sums, the inputs of f() and g(); LSTM's h() reads the cell state
        # unclipped (DirectML 1.15.4 under Wine: lstm.yaml's clip-before-activations example)
        fns = [lambda y, a=a, k=k: activate(specs, a, y if clip is None or k == 2 else np.clip(y, -clip, clip))
               for k, a in enumerate(acts[d * per:(d + 1) * per])]
        wg, rg = w[d].reshape(gates, hidden, -1), r[d].reshape(gates, hidden, hidden)
        wb, rb = bias[d]
        for b in range(batch):
            n = int(min(max(lengths[b], 0), steps))
            h, c = h0[d, b].copy(), c0[d, b].copy()
            for t in (range(n - 1, -1, -1) if back else range(n)):
                xt = xs[t, b]
                pre = wg @ xt + wb  # {gates, H}: X W^T + Wb per gate
                if cell == "rnn":
                    h = fns[0](pre[0] + rg[0] @ h + rb[0])
                elif cell == "gru":
                    z = fns[0](pre[0] + rg[0] @ h + rb[0])
                    rr = fns[0](pre[1] + rg[1] @ h + rb[1])
                    if desc.get("LinearBeforeReset"):
                        hh = fns[1](pre[2] + rr * (rg[2] @ h + rb[2]))
                    else:
                        hh = fns[1](pre[2] + rg[2] @ (rr * h) + rb[2])
                    h = (1 - z) * hh + z * h
                else:
                    p_i, p_o, p_f = peep[d]  # P_[iof]
                    i = fns[0](pre[0] + rg[0] @ h + rb[0] + p_i * c)
                    f = 1 - i if desc.get("CoupleInputForget") else fns[0](pre[2] + rg[2] @ h + rb[2] + p_f * c)
                    g = fns[1](pre[3] + rg[3] @ h + rb[3])
                    c = f * c + i * g
                    o = fns[0](pre[1] + rg[1] @ h + rb[1] + p_o * c)
                    h = o * fns[2](c)
                seq[t, d, b] = h
            single[0, d, b], cell_single[0, d, b] = h, c
    return {"OutputSequenceTensor": seq, "OutputSingleTensor": single, "OutputCellSingleTensor": cell_single}


@dataclass(frozen=True)
class RecurrentPlan(Plan):
    """ONNX's RNN, GRU or LSTM (opset 14: layout 0, {seq, batch, input}) of the same weights: the
    gate orders are the pages' (W_[zrh], W_[iofc]), which are ONNX's; the activations by ONNX's
    names, where ONNX has the activation (``unexpressed`` declines the rest)."""
    cell: str
    direction: str
    hidden: int
    activations: tuple  # (ONNX name, alpha, beta) per activation, or a reason string where ONNX lacks one
    clip: float | None
    linear_before_reset: bool
    couple: bool
    in_type: str
    present: tuple[str, ...]  # the desc's optional tensors present
    outputs: tuple[str, ...]  # the desc's outputs present
    sizes: tuple[int, int, int, int]  # seq_length, batch_size, input_size, num_directions

    method = "recurrent"
    what = "recurrent-network"

    @property
    def op(self) -> str:
        """ONNX's operator of the cell: RNN, GRU or LSTM (the operators' own names)."""
        return self.cell.upper()

    @property
    def gates(self) -> int:
        return GATES[self.cell]

    def describe(self) -> str:
        return f"{self.cell.upper()} {self.direction} of hidden size {self.hidden} on {self.in_type}"

    def unexpressed(self, backend, case) -> str:
        missing = next((a for a in self.activations if isinstance(a, str)), "")
        return missing

    def run(self, backend, inputs):
        return backend.recurrent(self, inputs)


# ONNX's activation names (ONNX RNN: "activations") for DirectML's activation types: (name, the
# desc's fields that are its alpha and beta)
ONNX_ACTIVATIONS = {"DML_OPERATOR_ACTIVATION_RELU": ("Relu", None, None),
                    "DML_OPERATOR_ACTIVATION_TANH": ("Tanh", None, None),
                    "DML_OPERATOR_ACTIVATION_SIGMOID": ("Sigmoid", None, None),
                    "DML_OPERATOR_ACTIVATION_LINEAR": ("Affine", "Alpha", "Beta"),
                    "DML_OPERATOR_ACTIVATION_LEAKY_RELU": ("LeakyRelu", "Alpha", None),
                    "DML_OPERATOR_ACTIVATION_THRESHOLDED_RELU": ("ThresholdedRelu", "Alpha", None),
                    "DML_OPERATOR_ACTIVATION_SCALED_TANH": ("ScaledTanh", "Alpha", "Beta"),
                    "DML_OPERATOR_ACTIVATION_HARD_SIGMOID": ("HardSigmoid", "Alpha", "Beta"),
                    "DML_OPERATOR_ACTIVATION_ELU": ("Elu", "Alpha", None),
                    "DML_OPERATOR_ACTIVATION_SOFTSIGN": ("Softsign", None, None),
                    "DML_OPERATOR_ACTIVATION_SOFTPLUS": ("Softplus", None, None)}


def onnx_activation(act: dict):
    if act["Type"] == "DML_OPERATOR_ACTIVATION_IDENTITY":  # f(x) = x: ONNX's Affine of alpha 1, beta 0
        return ("Affine", 1.0, 0.0)
    found = ONNX_ACTIVATIONS.get(act["Type"])
    if act["Type"] == "DML_OPERATOR_ACTIVATION_SOFTPLUS" and float(act.get("Steepness", 1)) != 1:
        return "ONNX's Softplus activation has no Steepness (DirectML's ln(1 + exp(Steepness x)) / Steepness)"
    if found is None:
        return f"ONNX's recurrent operators have no activation {act['Type']} (ONNX RNN: activations)"
    name, a, b = found
    return (name, float(elementwise.as_float32(act[a])) if a else None, float(elementwise.as_float32(act[b])) if b else None)


class Recurrent(Kind):
    names = ("rnn", "gru", "lstm")
    large_boundaries = ("long-sequences",)  # a running-sum state over 257 steps (generators/recurrent_large.py)
    reads_input_tensor = False  # every output reads every input of its batch entry through the weights

    def compute(self, specs, op, desc, tensors, x):
        y = self.exact_outputs(specs, op, desc, x)
        return {n: elementwise.narrow(y[n], tensors[n].data_type.numpy) for n in y}

    def exact_outputs(self, specs, op, desc, x):
        y = run_cell(self.name, specs, desc, x)
        return {n: v for n, v in y.items() if isinstance(desc.get(n), dict)}

    def lower(self, specs, op, desc, tensors):
        d = desc["Direction"]
        direction = ("bidirectional" if d in BIDIRECTIONAL else "reverse" if d in BACKWARD else "forward")
        clip = float(elementwise.as_float32(desc["ClipThreshold"])) if desc.get("UseClipThreshold") else None
        return RecurrentPlan(self.name, direction, int(tensors["RecurrenceTensor"].sizes[3]),
                             tuple(onnx_activation(a) for a in desc["ActivationDescs"]), clip,
                             bool(desc.get("LinearBeforeReset")), bool(desc.get("CoupleInputForget")),
                             tensors["InputTensor"].data_type.name,
                             tuple(n for n in tensors if n not in ("InputTensor", "WeightTensor", "RecurrenceTensor")
                                   and n not in OUTPUTS),
                             tuple(n for n in OUTPUTS if n in tensors),
                             tuple(tensors["InputTensor"].sizes[1:]) + (len(directions(desc)),))

    def drawn_values(self, draw, op, desc, tensor, values):
        """The drawn float values kept where the recurrence stays finite and its tolerance means
        something: finite, in [-1, 1], and the weights, biases and peepholes divided by a power of
        two at least input_size + hidden_size + 2, so each pre-activation sum stays within [-1, 1]
        too (exact: a power of two). The sequence lengths: 1 to seq_length (docs/notes-recurrent.md)."""
        a = np.asarray(values)
        if tensor == "SequenceLengthsTensor":
            steps = desc["InputTensor"]["Sizes"][1]
            return (a.astype(np.int64) % steps + 1).astype(a.dtype)
        if a.dtype.kind != "f":
            return values
        a = np.where(np.isfinite(a), np.clip(a, -1, 1), 0).astype(a.dtype)
        if tensor in ("WeightTensor", "RecurrenceTensor", "BiasTensor", "PeepholeTensor"):
            terms = desc["InputTensor"]["Sizes"][3] + desc["RecurrenceTensor"]["Sizes"][3] + 2
            a = (a / 2.0 ** int(np.ceil(np.log2(terms)))).astype(a.dtype)
        return a

    def working_bytes(self, op, desc, tensors):
        return []
