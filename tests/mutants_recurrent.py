"""Mutants of RNN, GRU and LSTM in the shapes real implementations shipped: each plants one bug from an
upstream tracker, firing only where it fired there (None elsewhere: the reference runs instead).

Imported by ``tests/mutants.py``, which registers its mutants in ``mutants.MUTANTS``; ``FIRES`` holds
one case per mutant where its bug fires: a spec example (tests/test_mutants_recurrent.py)."""

from __future__ import annotations

import numpy as np

from conformance import elementwise
from conformance.cases.case import Case
from conformance.kinds import recurrent as rec
from conformance.spec import load_specs

from mutants import mutant

GITHUB = "https://github.com/"
SPECS = load_specs()
TOP = SPECS.highest_level


def _narrowed(op, desc, y):
    return {n: elementwise.narrow(v, np.dtype(SPECS.data_type(desc[n]["DataType"]).numpy))
            for n, v in y.items() if isinstance(desc.get(n), dict)}


def _gates(a: np.ndarray, order, gates: int, axis: int) -> np.ndarray:
    """``a`` with its ``gates`` blocks along ``axis`` taken in ``order``."""
    blocks = np.split(np.asarray(a), gates, axis=axis)
    return np.concatenate([blocks[i] for i in order], axis=axis)


@mutant("lstm-gates-read-as-ifco",
        "LSTM reads the W_[iofc] blocks (ONNX's order, the page's) as input, forget, cell, output, PyTorch's: "
        "its forget gate gets the output gate's weights, its cell the forget gate's and its output gate the "
        "cell's (CrispStrobe/CrispASR#106: 'interpreted them as input, forget, candidate, and output, "
        "corrupting the recurrent state update')",
        upstream=GITHUB + "CrispStrobe/CrispASR/pull/106", reaches={"lstm"})
def _lstm_ifco(self, op, desc, tensors, x):
    if op.semantics["reference"] != "lstm":
        return None
    order = [0, 3, 1, 2]  # the block the bug reads as i, o, f, c: stored i, then c's place, f's, o's...
    y = dict(x, WeightTensor=_gates(x["WeightTensor"], order, 4, 2), RecurrenceTensor=_gates(x["RecurrenceTensor"], order, 4, 2))
    if "BiasTensor" in x:
        b = np.asarray(x["BiasTensor"])
        halves = np.split(b, 2, axis=3)
        y["BiasTensor"] = np.concatenate([_gates(h, order, 4, 3) for h in halves], axis=3)
    return _narrowed(op, desc, rec.run_cell("lstm", SPECS, desc, y))


@mutant("gru-linear-before-reset-ignored",
        "GRU computes h = g(X W_h + (r . H) R_h + Rb_h + Wb_h) whatever LinearBeforeReset says (onnx/keras-onnx#33: "
        "the converter wrote linear_before_reset = 0 for Keras' reset_after GRUs until it was fixed)",
        upstream=GITHUB + "onnx/keras-onnx/pull/33", reaches={"gru"})
def _gru_lbr(self, op, desc, tensors, x):
    if op.semantics["reference"] != "gru" or not desc.get("LinearBeforeReset"):
        return None
    return _narrowed(op, desc, rec.run_cell("gru", SPECS, dict(desc, LinearBeforeReset=False), x))


@mutant("recurrent-reverse-starts-at-the-tensor-end",
        "the backward direction of an entry shorter than seq_length starts at the tensor's last step, not at "
        "its own length's: it runs steps seq_length - 1 down to seq_length - L (onnx/onnx-tensorflow#342: 'If the "
        "direction is reverse - GRU starts at the end of the sequence and does not finish at the beginning')",
        upstream=GITHUB + "onnx/onnx-tensorflow/issues/342", reaches={"rnn", "gru", "lstm"})
def _reverse_from_end(self, op, desc, tensors, x):
    cell = op.semantics["reference"]
    if cell not in rec.GATES or "SequenceLengthsTensor" not in x:
        return None
    backs = rec.directions(desc)
    steps = np.asarray(x["InputTensor"]).shape[1]
    lengths = np.asarray(x["SequenceLengthsTensor"]).reshape(-1).astype(np.int64)
    if True not in backs or not (lengths < steps).any():
        return None
    y = rec.run_cell(cell, SPECS, desc, x)
    d = backs.index(True)
    for b, n in enumerate(lengths):
        if n >= steps or n <= 0:
            continue
        one = {k: np.asarray(v)[:, :, b:b + 1] if k in ("HiddenInitTensor", "CellMemInitTensor") else v
               for k, v in x.items() if k != "SequenceLengthsTensor"}
        one["InputTensor"] = np.asarray(x["InputTensor"])[:, steps - n:, b:b + 1]
        part = rec.run_cell(cell, SPECS, desc, one)  # the last n steps, run whole
        y["OutputSequenceTensor"][:, d, b] = 0
        y["OutputSequenceTensor"][steps - n:, d, b] = part["OutputSequenceTensor"][:, d, 0]
        y["OutputSingleTensor"][0, d, b] = part["OutputSingleTensor"][0, d, 0]
        y["OutputCellSingleTensor"][0, d, b] = part["OutputCellSingleTensor"][0, d, 0]
    return _narrowed(op, desc, y)


@mutant("bidirectional-backward-reads-forward-weights",
        "a bidirectional run's backward direction computed with the forward direction's W, R and biases "
        "(HKUST-KnowComp/R-Net#13: 'Native GRU using Forward GRU instead of Backward GRU': the backward pass of "
        "its bidirectional GRU was built from gru_fw)",
        upstream=GITHUB + "HKUST-KnowComp/R-Net/issues/13", reaches={"rnn", "gru", "lstm"},
        sample={"lstm"})  # the three share run_cell's directions: LSTM's bidirectional-float16 example (its
# directions' weights differ, RNN's and GRU's bidirectional examples' do not) stands for them
def _backward_reads_forward(self, op, desc, tensors, x):
    cell = op.semantics["reference"]
    if cell not in rec.GATES or rec.directions(desc) != [False, True]:
        return None
    y = dict(x)
    for name, axis in (("WeightTensor", 1), ("RecurrenceTensor", 1), ("BiasTensor", 2)):
        if name in x:
            a = np.asarray(x[name])
            y[name] = np.concatenate([np.take(a, [0], axis=axis)] * 2, axis=axis)
    return _narrowed(op, desc, rec.run_cell(cell, SPECS, desc, y))


@mutant("recurrent-state-carried-in-float16",
        "a FLOAT32 recurrence whose state (H, and LSTM's C) is carried between steps in FLOAT16, an accumulator "
        "narrower than the tensors, which only long sequences expose (openvinotoolkit/openvino#34633: the "
        "reference LSTM's 'accumulator as input type' had to be widened 'to get working lstm tests on long "
        "sequence'); runs without SequenceLengthsTensor (with it the reference runs)",
        upstream=GITHUB + "openvinotoolkit/openvino/pull/34633", reaches={"rnn", "gru", "lstm"}, large=True,
        sample={"gru"})  # the three carry the state through run_cell alike: GRU's long-sequence case stands for them
def _state_in_float16(self, op, desc, tensors, x):
    cell = op.semantics["reference"]
    if cell not in rec.GATES or desc["InputTensor"]["DataType"] != "FLOAT32" or "SequenceLengthsTensor" in x:
        return None
    backs = rec.directions(desc)
    per = len(desc["ActivationDescs"]) // len(backs)
    xs = np.asarray(x["InputTensor"])
    steps, batch, hidden = xs.shape[1], xs.shape[2], np.asarray(x["RecurrenceTensor"]).shape[-1]
    axes = {"WeightTensor": 1, "RecurrenceTensor": 1, "BiasTensor": 2, "PeepholeTensor": 2}
    seq = np.zeros((steps, len(backs), batch, hidden))
    single, cell_single = np.zeros((1, len(backs), batch, hidden)), np.zeros((1, len(backs), batch, hidden))
    for d, back in enumerate(backs):  # each direction one step at a time, in its own order
        one = dict(desc, Direction="DML_RECURRENT_NETWORK_DIRECTION_FORWARD",
                   ActivationDescs=desc["ActivationDescs"][d * per:(d + 1) * per])
        part = {k: np.take(np.asarray(v), [d], axis=axes[k]) for k, v in x.items() if k in axes}
        h = np.asarray(x["HiddenInitTensor"], np.float64)[:, d:d + 1] if "HiddenInitTensor" in x else np.zeros((1, 1, batch, hidden))
        c = np.asarray(x["CellMemInitTensor"], np.float64)[:, d:d + 1] if "CellMemInitTensor" in x else np.zeros((1, 1, batch, hidden))
        for t in (range(steps - 1, -1, -1) if back else range(steps)):  # outputs as computed; the state read next in FLOAT16
            y = rec.run_cell(cell, SPECS, one, dict(part, InputTensor=xs[:, t:t + 1], HiddenInitTensor=h, CellMemInitTensor=c))
            seq[t, d] = y["OutputSingleTensor"][0, 0]
            single[0, d], cell_single[0, d] = y["OutputSingleTensor"][0, 0], y["OutputCellSingleTensor"][0, 0]
            h = y["OutputSingleTensor"].astype(np.float16).astype(np.float64)
            c = y["OutputCellSingleTensor"].astype(np.float16).astype(np.float64)
    return _narrowed(op, desc, {"OutputSequenceTensor": seq, "OutputSingleTensor": single, "OutputCellSingleTensor": cell_single})


def _example(op: str, example: str) -> Case:
    spec = SPECS.operator(op)
    e = next(e for e in spec.examples if e.id == example)
    return Case(spec.operator, TOP.name, e.desc, e.inputs)


FIRES = {
    # W = [0.5, 0.25, 0.75, 2] read as i, f, c, o: C = 0.25 * 1 + 0.5 * 0.75 = 0.625, H = 2 * 0.625 = 1.25, not 0.4375
    "lstm-gates-read-as-ifco": _example("lstm", "gate-order-iofc"),
    # LinearBeforeReset TRUE computed as FALSE: 1.75, not 1.375
    "gru-linear-before-reset-ignored": _example("gru", "linear-before-reset"),
    # entry 0 (length 1) backward reads step 1 (x = 2): 2 at index 1, not 1 at index 0
    "recurrent-reverse-starts-at-the-tensor-end": _example("rnn", "bidirectional-sequence-lengths"),
    # the backward direction (W = 0, SIGMOID, TANH, TANH) run with the forward W = [0.5, 0.25, 0.75, 2]
    "bidirectional-backward-reads-forward-weights": _example("lstm", "bidirectional-float16"),
}
