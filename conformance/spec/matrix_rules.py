"""Rule kinds on a matrix operator's desc: GEMM's A, B and output sizes after TransA and TransB."""

from __future__ import annotations

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
    required = ("a", "b", "output", "trans_a", "trans_b")
    optional = ("follow",)  # tensors of the output's sizes (C), resized with it by the candidates

    def field_refs(self):
        return super().field_refs() + [self.params[k] for k in ("a", "b", "trans_a", "trans_b")] \
            + list(self.params.get("follow", []))

    def expected(self, ctx):
        """(the output's sizes, the violation on B) or None when the ranks disagree or a
        transform is invalid (other rules' findings)."""
        a, b, o = (ctx.tensor(self.params[k]) for k in ("a", "b", "output"))
        if a is None or b is None or o is None or not a.rank == b.rank == o.rank:
            return None
        dims = gemm_dimensions(list(a.sizes), list(b.sizes), ctx.desc.get(self.params["trans_a"]),
                               ctx.desc.get(self.params["trans_b"]))
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
                                        f"its K ({kb}, after {p['trans_b']}) must equal {p['a']}'s K ({ka}, after "
                                        f"{p['trans_a']})"))
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
        tb = transposed(ctx.desc.get(p["trans_b"]))
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
