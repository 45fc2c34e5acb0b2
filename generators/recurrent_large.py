"""The ``large`` profile's cases of RNN, GRU and LSTM (generators/large.py collects them): a sequence
of 257 steps whose state is a running sum, so that a state or accumulator narrower than the tensors
loses it.

The ci and dev profiles' sequences (at most 4 steps, the states in [-1, 1], R contracting) cannot tell
a FLOAT32 recurrence whose state is carried in FLOAT16 between steps from a right one: each step's
rounding (at most 2^-12 of the state) is shrunk by R before the next. Here the state starts at 0.5
(HiddenInitTensor, LSTM's CellMemInitTensor) and every step adds 2^-12 to it, R passing it on whole, all
in FLOAT32, exactly: after 257 steps it is 0.5 + 257 * 2^-12 = 0.562744140625. A FLOAT16 state never
moves (its ULP at 0.5 is 2^-11, and 0.5 + 2^-12 ties to even, back to 0.5): 0.0627 short, against the
spec's tolerance at this length (sequence_length * (2 * (input_size + hidden_size) + ...) ULP of 1,
0.0012 to 0.0035), and the error grows with every step; a step counter of 8 bits wraps at the last
step. One batch entry, input_size and hidden_size 1, forward, no bias, IDENTITY activations:

- RNN: H_t = x W + H_t-1 R with x = 1, W = 2^-12, R = 1.
- GRU (LinearBeforeReset FALSE): z = x W_z = 0.5, r = x W_r = 1, h = x W_h + (r H_t-1) R_h = 2^-11 + H_t-1,
  H_t = (1 - z) h + z H_t-1 = H_t-1 + 2^-12.
- LSTM: i = f = o = 1 (W_i = W_f = W_o = 1), c = x W_c = 2^-12, R = 0, H_0 = 0: C_t = C_t-1 + 2^-12, H_t = C_t.

Why not thousands of steps: DirectML 1.15.4 binds about 15 descriptors per step (an RNN of 4,097 steps
asks for 59,403), past the 4,096 of the suite's DirectML worker's descriptor heap
(conformance/backends/directml/worker/dmlworker.c, HEAP_DESCRIPTORS), which refuses the case before it
runs; 257 steps fit (measured: docs/notes-recurrent.md).
"""

from __future__ import annotations

import numpy as np

from conformance.kinds.recurrent import GATES
from conformance.spec import OperatorSpec, SupportRow

STEPS = 257  # past 8 bits of step count, within the DirectML worker's descriptor heap
START = 0.5  # the state's first value: FLOAT16 cannot add 2^-12 to it
INCREMENT = 2.0 ** -12
# W's and R's gate blocks by the cell's gate count (the pages' orders: RNN's one, W_[zrh], W_[iofc])
WEIGHTS = {1: ([INCREMENT], [1.0]), 3: ([0.5, 1.0, 2 * INCREMENT], [0.0, 0.0, 1.0]),
           4: ([1.0, 1.0, 1.0, INCREMENT], [0.0, 0.0, 0.0, 0.0])}


def _tensor(sizes: list[int]) -> dict:
    return {"DataType": "FLOAT32", "Sizes": list(sizes)}


def long_sequence_large(op: OperatorSpec, row: SupportRow) -> list[dict]:
    """The case of ``op`` (RNN, GRU, LSTM) on ``row``, as generators.large.LargeCase's fields
    (boundary, why, desc, plant, input, others): large.py builds it (no import back to it)."""
    if "FLOAT32" not in row.tensors["InputTensor"].data_types:
        return []
    gates = GATES[op.semantics["reference"]]
    per = int(next(c for c in op.constraints if c.rule == "activation_descs").params["per_direction"])
    state = "CellMemInitTensor" if "CellMemInitTensor" in op.fields else "HiddenInitTensor"  # the running sum's
    desc = {"InputTensor": _tensor([1, STEPS, 1, 1]), "WeightTensor": _tensor([1, 1, gates, 1]),
            "RecurrenceTensor": _tensor([1, 1, gates, 1]), state: _tensor([1, 1, 1, 1]),
            "OutputSequenceTensor": _tensor([STEPS, 1, 1, 1]), "OutputSingleTensor": _tensor([1, 1, 1, 1])}
    if "OutputCellSingleTensor" in op.fields:
        desc["OutputCellSingleTensor"] = _tensor([1, 1, 1, 1])
    desc["ActivationDescCount"] = per
    desc["ActivationDescs"] = [{"Type": "DML_OPERATOR_ACTIVATION_IDENTITY"}] * per
    desc["Direction"] = "DML_RECURRENT_NETWORK_DIRECTION_FORWARD"
    for f in op.fields.values():  # LinearBeforeReset, UseClipThreshold, CoupleInputForget FALSE; ClipThreshold 0
        if f.kind in ("bool", "float"):
            desc[f.name] = False if f.kind == "bool" else 0
    w, r = WEIGHTS[gates]

    def ones(x: np.ndarray, d) -> None:
        x[...] = 1

    def others() -> dict[str, np.ndarray]:
        return {"WeightTensor": np.array(w, np.float32).reshape(1, 1, gates, 1),
                "RecurrenceTensor": np.array(r, np.float32).reshape(1, 1, gates, 1),
                state: np.full([1, 1, 1, 1], START, np.float32)}

    return [{"boundary": f"long-sequence-{STEPS}",
             "why": "a state or accumulator narrower than the tensors (FLOAT16 for FLOAT32) or a step counter of "
                    "8 bits: 257 steps of a running sum from 0.5",
             "desc": {n: desc[n] for n in op.fields if n in desc}, "plant": ones, "input": "InputTensor",
             "others": others}]
