"""The quantization pages' own tensor rules: a tensor of one element ("The expected number of
elements in AScaleTensor is 1": QUANTIZED_LINEAR_ADD's scales and zero points, DYNAMIC_QUANTIZE_
LINEAR's outputs), and a scale whose type follows the input's unless the input is an integer
("If InputTensor is INT32, then ScaleTensor must be FLOAT32. Otherwise, ScaleTensor must have the
same DataType as InputTensor": ELEMENT_WISE_QUANTIZE_LINEAR)."""

from __future__ import annotations

from .rules import Rule, edited, register, resized


@register
class SingleElement(Rule):
    """Each present tensor of ``tensors`` holds one element (every size 1; its rank is
    same_dimension_count's)."""
    kind = "single_element"
    required = ("tensors",)

    def check(self, ctx):
        out = []
        for name in ctx.expand(self.params["tensors"]):
            t = ctx.tensor(name)
            if t is not None and t.element_count != 1:
                out.append(self.violation(f"{name}.Sizes", list(t.sizes),
                                          f"holds {t.element_count} elements; exactly 1 is expected"))
        return out

    def candidates(self, ctx):
        for name in ctx.expand(self.params["tensors"]):
            t = ctx.tensor(name)
            if t is not None:
                yield edited(ctx.desc, **{name: resized(ctx.json(name), list(t.sizes)[:-1] + [2])})


@register
class FloatTypeOf(Rule):
    """``tensor`` has ``of``'s DataType where ``of`` holds floats, and ``integer`` where it
    holds integers."""
    kind = "float_type_of"
    required = ("tensor", "of", "integer")

    def field_refs(self):
        return super().field_refs() + [self.params["tensor"], self.params["of"]]

    def want(self, of) -> str:
        return of.data_type.name if of.data_type.is_float else self.params["integer"]

    def check(self, ctx):
        t, of = ctx.tensor(self.params["tensor"]), ctx.tensor(self.params["of"])
        if t is None or of is None or t.data_type.name == self.want(of):
            return []
        if ctx.row is not None and t.data_type.name not in ctx.support(self.params["tensor"]).data_types:
            return []  # a type the table does not list: tensor-support-data-type's to name, not this rule's
        return [self.violation(f"{self.params['tensor']}.DataType", t.data_type.name,
                               f"must be {self.want(of)} while {self.params['of']} is {of.data_type.name}")]

    def candidates(self, ctx):
        t, of = ctx.tensor(self.params["tensor"]), ctx.tensor(self.params["of"])
        if t is None or of is None or ctx.row is None:
            return
        for dt in ctx.support(self.params["tensor"]).data_types:
            if dt != self.want(of):
                yield edited(ctx.desc, **{self.params["tensor"]: dict(ctx.json(self.params["tensor"]), DataType=dt)})
