"""The ``large`` profile's cases of RNN, GRU and LSTM (generators/large.py collects them): a sequence
of 4,097 steps whose state is a running sum, so that a state or accumulator narrower than the tensors
loses it.

The ci and dev profiles' sequences (at most 4 steps, the states in [-1, 1], R contracting) cannot tell
a FLOAT32 recurrence whose state is carried in FLOAT16 between steps from a right one: each step's
rounding (at most 2^-12 of the state) is shrunk by R before the next. Here every step adds 2^-12 to the
state and R passes it on whole, all in FLOAT32, exactly (multiples of 2^-12 below 2: 13 significant bits
at most): after 4,096 steps the state is 1 and the last step makes it 1 + 2^-12. A FLOAT16 state stalls at
0.5 (its ULP there is 2^-11, and 0.5 + 2^-12 ties to even, back to 0.5), half the answer; the spec's
tolerance at this length (sequence_length * (2 * (input_size + hidden_size) + ...) ULP of max(|H|, 1),
about 0.02) stays two orders of magnitude tighter. A step counter of 8 bits (256) or 12 (4,096) wraps on
the way. One batch entry, input_size and hidden_size 1, forward, no bias, IDENTITY activations:

- RNN: H_t = x W + H_t-1 R with x = 1, W = 2^-12, R = 1.
- GRU (LinearBeforeReset FALSE): z = x W_z = 0.5, r = x W_r = 1, h = x W_h + (r H_t-1) R_h = 2^-11 + H_t-1,
  H_t = (1 - z) h + z H_t-1 = H_t-1 + 2^-12.
- LSTM: i = f = o = 1 (W_i = W_f = W_o = 1), c = x W_c = 2^-12, R = 0: C_t = C_t-1 + 2^-12, H_t = C_t.
"""

from __future__ import annotations

import numpy as np

from conformance.spec import SupportRow

STEPS = 4_097  # past 8 and 12 bits of step count; the state passes 0.5, where FLOAT16 stops adding 2^-12
INCREMENT = 2.0 ** -12
# W's gate blocks per cell (the pages' orders: W_[zrh], W_[iofc]); R's is the same shape
WEIGHTS = {"rnn": ([INCREMENT], [1.0]), "gru": ([0.5, 1.0, 2 * INCREMENT], [0.0, 0.0, 1.0]),
           "lstm": ([1.0, 1.0, 1.0, INCREMENT], [0.0, 0.0, 0.0, 0.0])}
GATES = {"rnn": 1, "gru": 3, "lstm": 4}
ACTIVATIONS = {"rnn": 1, "gru": 2, "lstm": 3}


def _tensor(sizes: list[int]) -> dict:
    return {"DataType": "FLOAT32", "Sizes": list(sizes)}


def long_sequence_large(cell: str, row: SupportRow) -> list[dict]:
    """The case for ``cell`` (rnn, gru, lstm) on ``row``, as generators.large.LargeCase's fields
    (boundary, why, desc, plant, input, others): large.py builds it (no import back to it)."""
    if "FLOAT32" not in row.tensors["InputTensor"].data_types:
        return []
    gates = GATES[cell]
    desc = {"InputTensor": _tensor([1, STEPS, 1, 1]), "WeightTensor": _tensor([1, 1, gates, 1]),
            "RecurrenceTensor": _tensor([1, 1, gates, 1]), "OutputSequenceTensor": _tensor([STEPS, 1, 1, 1]),
            "OutputSingleTensor": _tensor([1, 1, 1, 1])}
    if cell == "lstm":
        desc["OutputCellSingleTensor"] = _tensor([1, 1, 1, 1])
    desc["ActivationDescCount"] = ACTIVATIONS[cell]
    desc["ActivationDescs"] = [{"Type": "DML_OPERATOR_ACTIVATION_IDENTITY"}] * ACTIVATIONS[cell]
    desc["Direction"] = "DML_RECURRENT_NETWORK_DIRECTION_FORWARD"
    if cell == "gru":
        desc["LinearBeforeReset"] = False
    if cell == "lstm":
        desc.update(ClipThreshold=0, UseClipThreshold=False, CoupleInputForget=False)
    w, r = WEIGHTS[cell]

    def ones(x: np.ndarray, d) -> None:
        x[...] = 1

    def others() -> dict[str, np.ndarray]:
        return {"WeightTensor": np.array(w, np.float32).reshape(1, 1, gates, 1),
                "RecurrenceTensor": np.array(r, np.float32).reshape(1, 1, gates, 1)}

    return [{"boundary": f"long-sequence-{STEPS}",
             "why": "a state or accumulator narrower than the tensors (FLOAT16 for FLOAT32) or a step counter of "
                    "8 or 12 bits: 4,097 steps of a running sum",
             "desc": desc, "plant": ones, "input": "InputTensor", "others": others}]
