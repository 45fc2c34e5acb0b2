"""ONNX models of the recurrent plan (conformance/kinds/recurrent.py): RNN-14, GRU-14 and LSTM-14 in
layout 0 ({seq_length, batch_size, input_size}). The desc's tensors are ONNX's inputs less their
leading 1 (W {num_directions, gates * hidden_size, input_size}, B {num_directions, 2 * gates * hidden_size},
initial_h {num_directions, batch_size, hidden_size}, P {num_directions, 3 * hidden_size}); the gate
orders are the same (ONNX W[iofc], W[zrh]: the pages' W_[iofc], W_[zrh]), so nothing is reordered;
Y is OutputSequenceTensor as it is, Y_h and Y_c the single outputs less their leading 1.
sequence_lens goes in as INT32, ONNX's type."""

from __future__ import annotations

import numpy as np

# the desc's optional inputs in ONNX's input order, and the ONNX input each is
INPUTS = (("BiasTensor", "B"), ("SequenceLengthsTensor", "sequence_lens"), ("HiddenInitTensor", "initial_h"),
          ("CellMemInitTensor", "initial_c"), ("PeepholeTensor", "P"))
# the activations onnx.reference computes whatever its attribute says (op_gru.py, op_lstm.py)
FIXED_ACTIVATIONS = {"GRU": ["Sigmoid", "Tanh"], "LSTM": ["Sigmoid", "Tanh", "Tanh"]}
OUTPUTS = (("OutputSequenceTensor", "Y"), ("OutputSingleTensor", "Y_h"), ("OutputCellSingleTensor", "Y_c"))


def recurrent_model(plan, model, onnx_type):
    from onnx import TensorProto, helper

    t = onnx_type(plan.in_type)
    names = ["X", "W", "R"] + [onnx if desc in plan.present else "" for desc, onnx in INPUTS
                               if plan.op == "LSTM" or onnx not in ("initial_c", "P")]
    while names[-1] == "":
        names.pop()
    steps, batch, size, dirs = plan.sizes
    g = plan.gates * plan.hidden
    shapes = {"X": [steps, batch, size], "W": [dirs, g, size], "R": [dirs, g, plan.hidden], "B": [dirs, 2 * g],
              "sequence_lens": [batch], "initial_h": [dirs, batch, plan.hidden], "initial_c": [dirs, batch, plan.hidden],
              "P": [dirs, 3 * plan.hidden], "Y": [steps, dirs, batch, plan.hidden], "Y_h": [dirs, batch, plan.hidden],
              "Y_c": [dirs, batch, plan.hidden]}
    inputs = [helper.make_tensor_value_info(n, TensorProto.INT32 if n == "sequence_lens" else t, shapes[n])
              for n in names if n]
    outs = [onnx if desc in plan.outputs else "" for desc, onnx in OUTPUTS if plan.op == "LSTM" or onnx != "Y_c"]
    while outs[-1] == "":
        outs.pop()
    outputs = [helper.make_tensor_value_info(n, t, shapes[n]) for n in outs if n]
    attrs = dict(hidden_size=plan.hidden, direction=plan.direction,
                 activations=[a[0] for a in plan.activations])
    alphas = [a[1] for a in plan.activations if a[1] is not None]
    betas = [a[2] for a in plan.activations if a[2] is not None]
    if alphas:  # ONNX: activation_alpha in the order of the activations that take one
        attrs["activation_alpha"] = alphas
    if betas:
        attrs["activation_beta"] = betas
    if plan.clip is not None:
        attrs["clip"] = plan.clip
    if plan.op == "GRU":
        attrs["linear_before_reset"] = int(plan.linear_before_reset)
    if plan.op == "LSTM":
        attrs["input_forget"] = int(plan.couple)
    node = helper.make_node(plan.op, names, outs, **attrs)
    return model(f"{plan.cell}_model", [node], inputs, outputs, opset=14)


def recurrent_feeds(plan, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The desc's inputs as ONNX's: the leading 1 dropped (X's and the weights'), B and P flattened
    to {num_directions, ...}, the lengths INT32."""
    feeds = {"X": inputs["InputTensor"][0], "W": inputs["WeightTensor"][0], "R": inputs["RecurrenceTensor"][0]}
    for desc, onnx in INPUTS:
        if desc in inputs:
            a = np.asarray(inputs[desc])
            feeds[onnx] = (a.reshape(-1).astype(np.int32) if onnx == "sequence_lens"
                           else a.reshape(a.shape[2], -1) if onnx in ("B", "P") else a[0])
    return feeds


def recurrent_outputs(plan, results: list[np.ndarray]) -> dict[str, np.ndarray]:
    """ONNX's outputs, in the node's order, as the desc's: Y_h and Y_c with their leading 1 back."""
    got = [desc for desc, _ in OUTPUTS if desc in plan.outputs]
    return {desc: np.asarray(r) if desc == "OutputSequenceTensor" else np.asarray(r)[None]
            for desc, r in zip(got, results)}


def reference_unexpressed(plan, case) -> str:
    """What onnx.reference's RNN, GRU and LSTM (onnx 1.23, op_rnn.py, op_gru.py, op_lstm.py) leave out,
    each declared before running: it knows only some activations, takes one activation list for both
    directions and an activation_alpha only as long as num_directions, and ignores clip and
    sequence_lens (every entry runs the whole sequence: docs/findings.md, tests/test_peer_recurrent_nonconformances.py)."""
    names = [a[0] for a in plan.activations]
    if plan.op == "RNN" and any(n not in ("Tanh", "Affine") for n in names):
        return "onnx.reference's RNN knows only the activations Tanh and Affine (op_rnn.py choose_act)"
    fixed = FIXED_ACTIVATIONS.get(plan.op)
    if fixed and names != fixed * plan.sizes[3]:  # a peer nonconformance: docs/findings.md
        return (f"onnx.reference's {plan.op} ignores its activations attribute and always computes "
                f"{', '.join(fixed)} (op_{plan.cell}.py)")
    if plan.couple:
        return "onnx.reference's LSTM ignores input_forget"
    per = len(names) // plan.sizes[3]
    if plan.sizes[3] == 2 and plan.activations[:per] != plan.activations[per:]:
        return f"onnx.reference's {plan.op} runs both directions with the forward direction's activations"
    if any(a[1] is not None for a in plan.activations) and plan.sizes[3] != len(names):
        return (f"onnx.reference's {plan.op} takes activation_alpha only as long as num_directions, not one "
                "per activation that takes one (op_rnn.py)")
    if plan.clip is not None:
        return f"onnx.reference's {plan.op} ignores clip"
    if "SequenceLengthsTensor" in plan.present:
        return (f"onnx.reference's {plan.op} ignores sequence_lens: every batch entry runs the whole sequence "
                "(a peer nonconformance: docs/findings.md)")
    return ""
