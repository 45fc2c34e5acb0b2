"""The recurrent family's rules (RNN, GRU, LSTM): the shape rule ``recurrent_sizes`` (every tensor's
Sizes from the page's Members: X {1, seq_length, batch_size, input_size}, W {1, num_directions,
gates * hidden_size, input_size}, ...) and ``activation_descs`` (ActivationDescCount is the page's
number of activations per direction times num_directions, each an activation its table allows)."""

from __future__ import annotations

from .rules import Rule, edited, register, resized

DIRECTIONS = {"DML_RECURRENT_NETWORK_DIRECTION_FORWARD": 1, "DML_RECURRENT_NETWORK_DIRECTION_BACKWARD": 1,
              "DML_RECURRENT_NETWORK_DIRECTION_BIDIRECTIONAL": 2, 0: 1, 1: 1, 2: 2}
# the shape rule's tensor keys, in the order the page lists the tensors
KEYS = ("input", "weight", "recurrence", "bias", "hidden_init", "cell_init", "lengths", "peephole",
        "output_sequence", "output_single", "output_cell")


def num_directions(desc: dict, field: str) -> int | None:
    """num_directions of the desc's Direction (None: not a direction; the enum rule's finding)."""
    v = desc.get(field)
    return DIRECTIONS.get(v) if isinstance(v, (str, int)) and not isinstance(v, bool) else None


def expected_sizes(params: dict, seq: int, batch: int, inputs: int, hidden: int, dirs: int) -> dict[str, list[int]]:
    """Each tensor's Sizes by its shape rule key (Members: InputTensor ... OutputCellSingleTensor)."""
    g = int(params["gates"])
    return {"input": [1, seq, batch, inputs], "weight": [1, dirs, g * hidden, inputs],
            "recurrence": [1, dirs, g * hidden, hidden], "bias": [1, 1, dirs, 2 * g * hidden],
            "hidden_init": [1, dirs, batch, hidden], "cell_init": [1, dirs, batch, hidden],
            "lengths": [1, 1, 1, batch], "peephole": [1, 1, dirs, 3 * hidden],
            "output_sequence": [seq, dirs, batch, hidden], "output_single": [1, dirs, batch, hidden],
            "output_cell": [1, dirs, batch, hidden]}


@register
class RecurrentSizes(Rule):
    """Every tensor's Sizes as the page's Members give them, from seq_length, batch_size and
    input_size (InputTensor's), hidden_size (RecurrenceTensor's last size) and num_directions
    (Direction); ``gates`` is the number of gate blocks in W and R (RNN 1, GRU 3, LSTM 4). Not
    judged while InputTensor or RecurrenceTensor is broken or not 4-D (other rules' findings)."""
    kind = "recurrent_sizes"
    required = ("input", "weight", "recurrence", "direction", "gates")
    optional = ("bias", "hidden_init", "cell_init", "lengths", "peephole", "output_sequence", "output_single",
                "output_cell")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in KEYS if k in self.params] + [self.params["direction"]]

    def expected(self, ctx):
        x, r = ctx.tensor(self.params["input"]), ctx.tensor(self.params["recurrence"])
        dirs = num_directions(ctx.desc, self.params["direction"])
        if x is None or r is None or x.rank != 4 or r.rank != 4 or dirs is None:
            return None
        _, seq, batch, inputs = x.sizes
        return expected_sizes(self.params, seq, batch, inputs, r.sizes[3], dirs)

    def check(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return []
        out = []
        for key in KEYS[1:]:
            name = self.params.get(key)
            t = ctx.tensor(name) if name else None
            if t is not None and list(t.sizes) != want[key]:
                out.append(self.violation(f"{name}.Sizes", list(t.sizes), f"must be {want[key]} (Members: {name})"))
        return out

    def candidates(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return
        for key in KEYS[1:]:
            name = self.params.get(key)
            if name and isinstance(ctx.desc.get(name), dict):
                for d in (1, 2, 3):  # a size one too many along each named dimension
                    sizes = list(want[key])
                    sizes[d] += 1
                    yield edited(ctx.desc, **{name: resized(ctx.desc[name], sizes)})


@register
class ActivationDescs(Rule):
    """ActivationDescCount is ``per_direction`` times num_directions (Members: ActivationDescs: RNN
    1, GRU 2, LSTM 3 per direction), and each member is an activation its table (``allowed`` of
    the field) lists for this operator, holding exactly that activation's non-tensor fields."""
    kind = "activation_descs"
    required = ("field", "per_direction", "direction")

    def setup(self):
        f = self.op.fields.get(self.params["field"]) if self.op else None
        if f is None or f.kind != "operator_desc_array":
            from ..errors import SpecError
            raise SpecError(f"{self.where}: {self.params['field']!r} is not an operator_desc_array field")
        self.count = f.size
        table = self.specs.tables[f.allowed]["entries"]
        self.allowed = {e["name"] for e in table if not e.get("only_for") or self.op.type in e["only_for"]}
        self.barred = sorted({e["name"] for e in table} - self.allowed)

    def field_refs(self):
        return super().field_refs() + [self.params["field"], self.params["direction"]]

    def check(self, ctx):
        name = self.params["field"]
        acts, dirs = ctx.desc.get(name), num_directions(ctx.desc, self.params["direction"])
        if not isinstance(acts, list):
            return []
        out = []
        if dirs is not None and len(acts) != int(self.params["per_direction"]) * dirs:
            out.append(self.violation(self.count, len(acts), f"must be {self.params['per_direction']} per direction: "
                                                             f"{int(self.params['per_direction']) * dirs}"))
        for i, act in enumerate(acts):
            kind = act.get("Type") if isinstance(act, dict) else None
            if kind not in self.allowed:
                out.append(self.violation(f"{name}[{i}].Type", kind, f"is not an activation {self.op.type} may take "
                                                                     f"({', '.join(sorted(self.allowed))})"))
                continue
            try:
                spec = self.specs.operator(kind)
            except KeyError:
                continue
            want = {g.name for g in spec.fields.values() if g.kind != "tensor"}
            if set(act) - {"Type"} != want:
                out.append(self.violation(f"{name}[{i}]", sorted(set(act) - {"Type"}), f"must hold {kind}'s fields {sorted(want)}"))
        return out

    def candidates(self, ctx):
        name = self.params["field"]
        acts = ctx.desc.get(name)
        if not isinstance(acts, list) or not acts:
            return
        yield edited(ctx.desc, **{name: acts + acts[:1], self.count: len(acts) + 1})  # one activation too many
        if len(acts) > 1:
            yield edited(ctx.desc, **{name: acts[:-1], self.count: len(acts) - 1})
        if self.barred:  # a real activation, but one the page's recurrent operators may not take
            yield edited(ctx.desc, **{name: [{"Type": self.barred[0], "Min": 0.0, "Max": 1.0}] + acts[1:]})
        yield edited(ctx.desc, **{name: [{"Type": "DML_OPERATOR_ACTIVATION_SIGMOID", "Alpha": 1.0}] + acts[1:]})


@register
class AnyPresent(Rule):
    """At least one of the optional ``tensors`` is present (RNN's, GRU's, LSTM's outputs: each is
    optional, and DirectML refuses a desc that writes none)."""
    kind = "any_present"
    required = ("tensors",)

    def field_refs(self):
        return super().field_refs() + list(self.params["tensors"])

    def check(self, ctx):
        names = self.params["tensors"]
        if any(ctx.desc.get(n) is not None for n in names):
            return []
        return [self.violation(names[0], None, f"one of {', '.join(names)} must be present")]

    def candidates(self, ctx):
        yield {k: v for k, v in ctx.desc.items() if k not in self.params["tensors"]}
