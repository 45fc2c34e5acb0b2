"""Rule kinds on a matrix operator's desc: GEMM's A, B and output sizes after TransA and TransB
(MATRIX_MULTIPLY_INTEGER's without transforms), and an integer product's zero-point sizes."""

from __future__ import annotations

from ..errors import SpecError
from .rules import Rule, edited, register, resized


def transposed(value) -> bool | None:
    """A DML_MATRIX_TRANSFORM field's value (its name or number): True for TRANSPOSE, False
    for NONE, None for anything else (the enum_value rule's finding)."""
    if value in ("DML_MATRIX_TRANSFORM_TRANSPOSE", 1) and not isinstance(value, bool):
        return True
    if value in ("DML_MATRIX_TRANSFORM_NONE", 0) and not isinstance(value, bool):
        return False
    return None


def gemm_dimensions(a_sizes, b_sizes, trans_a, trans_b) -> tuple[int, int, int, int] | None:
    """(M, K of A, K of B, N) of a GEMM's A and B sizes after their transforms, or None when
    a transform is no DML_MATRIX_TRANSFORM value or a tensor has fewer than 2 dimensions."""
    ta, tb = transposed(trans_a), transposed(trans_b)
    if ta is None or tb is None or len(a_sizes) < 2 or len(b_sizes) < 2:
        return None
    m, ka = (a_sizes[-1], a_sizes[-2]) if ta else (a_sizes[-2], a_sizes[-1])
    kb, n = (b_sizes[-1], b_sizes[-2]) if tb else (b_sizes[-2], b_sizes[-1])
    return m, ka, kb, n


@register
class GemmSizes(Rule):
    """GEMM's shapes: ``a`` is {..., M, K} ({..., K, M} transposed by ``trans_a``), ``b``
    {..., K, N} ({..., N, K} by ``trans_b``) with the same K, and ``output`` {..., M, N}, the
    leading (batch, channel) sizes the same in all three. C's sizes are the output's
    (same_sizes); ranks and types are same_dimension_count's and same_data_type's."""
    kind = "gemm_sizes"
    required = ("a", "b", "output")
    # trans_a, trans_b: absent, never transposed (MATRIX_MULTIPLY_INTEGER has no transforms);
    # follow: tensors of the output's sizes (C), resized with it by the candidates
    optional = ("trans_a", "trans_b", "follow")

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("a", "b", "trans_a", "trans_b") if k in self.params] \
            + list(self.params.get("follow", []))

    def transform(self, ctx, key: str):
        """The desc's transform field named by ``key``, or NONE where the rule names none."""
        return ctx.desc.get(self.params[key]) if key in self.params else "DML_MATRIX_TRANSFORM_NONE"

    def expected(self, ctx):
        """(the output's sizes, the violation on B) or None when the ranks disagree or a
        transform is invalid (other rules' findings)."""
        a, b, o = (ctx.tensor(self.params[k]) for k in ("a", "b", "output"))
        if a is None or b is None or o is None or not a.rank == b.rank == o.rank:
            return None
        dims = gemm_dimensions(list(a.sizes), list(b.sizes), self.transform(ctx, "trans_a"),
                               self.transform(ctx, "trans_b"))
        if dims is None:
            return None
        m, ka, kb, n = dims
        return list(a.sizes[:-2]) + [m, n], ka, kb

    def check(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return []
        out, ka, kb = want
        p = self.params
        found = []
        b = ctx.tensor(p["b"])
        if kb != ka:
            found.append(self.violation(f"{p['b']}.Sizes", list(b.sizes),
                                        f"its K ({kb}{', after ' + p['trans_b'] if 'trans_b' in p else ''}) must equal "
                                        f"{p['a']}'s K ({ka}{', after ' + p['trans_a'] if 'trans_a' in p else ''})"))
        if list(b.sizes[:-2]) != out[:-2]:
            found.append(self.violation(f"{p['b']}.Sizes", list(b.sizes),
                                        f"its leading sizes must equal {p['a']}'s ({out[:-2]})"))
        o = ctx.tensor(p["output"])
        if list(o.sizes) != out:
            found.append(self.violation(f"{p['output']}.Sizes", list(o.sizes),
                                        f"must be {out}: {p['a']}'s leading sizes, then M and N"))
        return found

    def candidates(self, ctx):
        want = self.expected(ctx)
        if want is None:
            return
        out, ka, _ = want
        p = self.params
        b = list(ctx.tensor(p["b"]).sizes)
        tb = transposed(self.transform(ctx, "trans_b"))
        k_dim = len(b) - (1 if tb else 2)
        wrong_k = list(b)
        wrong_k[k_dim] += 1  # B's K one more than A's
        yield edited(ctx.desc, **{p["b"]: resized(ctx.desc[p["b"]], wrong_k)})
        for d in range(len(out)):  # the output one larger along each dimension (N first)
            sizes = list(out)
            sizes[len(out) - 1 - d] += 1
            changes = {p["output"]: resized(ctx.desc[p["output"]], sizes)}
            for n in p.get("follow", []):  # C keeps the output's sizes: same_sizes stays kept
                if ctx.tensor(n) is not None:
                    changes[n] = resized(ctx.desc[n], sizes)
            yield edited(ctx.desc, **changes)


def zero_point_dimension(rank: int, per: str) -> int:
    """The dimension of a zero point of ``rank`` dimensions that holds its count: per row, the
    second to last ({ [1], [1], AZeroPointCount, [1] }; a 1-D one, its only dimension), per
    column the last ({ [1], [1], [1], BZeroPointCount }), per channel the second ({ 1,
    OutputChannelCount, 1, 1 }: a convolution filter's, its dimension 0 counted)."""
    if per in ("channel", "input-channel"):
        return min(1, rank - 1)
    return rank - 1 if per == "column" or rank < 2 else rank - 2


@register
class ZeroPointSizes(Rule):
    """An integer matrix product's zero point: one value for the whole ``matrix`` (every size
    1), or one per row of A (``per: row``, M along its second-to-last dimension) or per column of
    B (``per: column``, N along its last), every other size 1. Its DimensionCount is its row's
    (support table), not tied to the matrix's. ``per: channel`` (CONVOLUTION_INTEGER's filter):
    one per filter of ``matrix`` (its dimension 0, the output channels) along dimension 1;
    ``per: tensor``: one value only; ``per: input-channel`` (a quantized pooling's scales and
    zero points): one per channel of ``matrix`` (its dimension 1) along dimension 1."""
    kind = "zero_point_sizes"
    required = ("tensor", "matrix", "per")

    def setup(self) -> None:
        if self.params["per"] not in ("row", "column", "channel", "input-channel", "tensor"):
            raise SpecError(f"{self.where}: per must be row, column, channel, input-channel or tensor, "
                            f"not {self.params['per']!r}")

    def field_refs(self):
        return [self.params["tensor"], self.params["matrix"]]

    def count(self, ctx) -> int | None:
        """M (per row) or N (per column) of the matrix, or None when it is broken."""
        m = ctx.tensor(self.params["matrix"])
        if m is None or m.rank < 2:
            return None
        if self.params["per"] in ("channel", "input-channel", "tensor"):
            return {"channel": m.sizes[0], "input-channel": m.sizes[1], "tensor": 1}[self.params["per"]]
        return m.sizes[-2] if self.params["per"] == "row" else m.sizes[-1]

    def allowed(self, ctx) -> list[list[int]] | None:
        z, count = ctx.tensor(self.params["tensor"]), self.count(ctx)
        if z is None or count is None:
            return None
        at = zero_point_dimension(z.rank, self.params["per"])
        per = [1] * z.rank
        per[at] = count
        return [[1] * z.rank] if self.params["per"] == "tensor" else [[1] * z.rank, per]

    def check(self, ctx):
        allowed = self.allowed(ctx)
        if allowed is None:
            return []
        p = self.params
        z = ctx.tensor(p["tensor"])
        if list(z.sizes) in allowed:
            return []
        if p["per"] == "tensor":
            return [self.violation(f"{p['tensor']}.Sizes", list(z.sizes), f"must be {allowed[0]} (one zero point)")]
        what = {"row": "M, its rows", "column": "N, its columns", "channel": "its filters, the output channels",
                "input-channel": "its channels"}[p["per"]]
        return [self.violation(f"{p['tensor']}.Sizes", list(z.sizes),
                               f"must be {allowed[0]} (one zero point) or {allowed[1]} (one per {p['per']} of "
                               f"{p['matrix']}: {what})")]

    def candidates(self, ctx):
        allowed = self.allowed(ctx)
        if allowed is None:
            return
        p = self.params
        z = ctx.tensor(p["tensor"])
        at = zero_point_dimension(z.rank, p["per"])
        count = self.count(ctx)
        wrong = [1] * z.rank
        wrong[at] = count + 1  # one zero point too many (per tensor: two)
        yield edited(ctx.desc, **{p["tensor"]: resized(ctx.desc[p["tensor"]], wrong)})
        if z.rank >= 2 and count > 1 and p["per"] in ("row", "column"):  # the count along the other matrix axis
            other = [1] * z.rank
            other[z.rank - 1 if at == z.rank - 2 else z.rank - 2] = count
            yield edited(ctx.desc, **{p["tensor"]: resized(ctx.desc[p["tensor"]], other)})

