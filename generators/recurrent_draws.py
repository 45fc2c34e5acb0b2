"""Shapes and activations for RNN, GRU and LSTM (``recurrent_sizes``): the desc builder's
(``strategies.DescBuilder``, passed as ``b``) draw for the shape rule: seq_length 1 to 4, batch_size
1 to 3, input_size and hidden_size 1 to 4, every tensor from them (conformance/spec/recurrent_rules.py),
and ActivationDescs, the page's count per direction, each a fused activation the table allows."""

from __future__ import annotations

from conformance.spec.recurrent_rules import KEYS, expected_sizes, num_directions

# ONNX RNN's, GRU's, LSTM's default activations per direction, by the page's count per direction
DEFAULTS = {1: ("TANH",), 2: ("SIGMOID", "TANH"), 3: ("SIGMOID", "TANH", "TANH")}


def recurrent_shapes(b, choose, d, rank: int, desc: dict) -> dict[str, list[int]]:
    """The sizes of every tensor the rule names, from drawn seq_length, batch_size, input_size,
    hidden_size and the desc's Direction; an invalid-desc test's rank other than 4 cuts or pads
    them with ones. The activations: ``per_direction`` times num_directions of them."""
    p = b.shape_rule
    seq, batch = choose.integer(1, 4), choose.integer(1, 3)
    inputs, hidden = choose.integer(1, 4), choose.integer(1, 4)
    while seq * batch * max(inputs, hidden) * 4 > max(d.max_elements, 16) and max(seq, batch, inputs, hidden) > 1:
        seq, batch, inputs, hidden = max(1, seq - 1), max(1, batch - 1), max(1, inputs - 1), max(1, hidden - 1)
    dirs = num_directions(desc, p["direction"]) or 1
    want = expected_sizes(p, seq, batch, inputs, hidden, dirs)
    act = next(c for c in b.op.constraints if c.rule == "activation_descs")
    field = b.op.fields[act.params["field"]]
    if field.name not in d.when:
        per = int(act.params["per_direction"])
        # half the draws ONNX's default activations (what models use, and all onnx.reference's GRU and LSTM compute)
        acts = ([{"Type": f"DML_OPERATOR_ACTIVATION_{n}"} for n in DEFAULTS[per]] * dirs if choose.boolean()
                else [b._fused(choose, field, present=True) for _ in range(per * dirs)])
        desc[field.name], desc[field.size] = acts, len(acts)
    else:  # pinned (an equivalence's when: one step of the default activations)
        desc[field.name], desc[field.size] = list(d.when[field.name]), len(d.when[field.name])
    return {p[k]: (want[k] + [1] * rank)[:rank] if rank != 4 else want[k] for k in KEYS if k in p}
