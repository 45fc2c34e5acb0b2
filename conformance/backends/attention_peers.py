"""MULTIHEAD_ATTENTION's peers (conformance/kinds/attention.py's AttentionPlan): each library adds the
query, key and value biases, puts the past key and value before the key and value, and runs its own
scaled dot-product attention with the plan's additive mask (RelativePositionBias plus MaskFilterValue
where masked), in the desc's type:

- torch: torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=add, scale=Scale,
  enable_gqa=...) on {B, heads, L, E};
- JAX: jax.nn.dot_product_attention(q, k, v, bias=add, scale=Scale) on {B, L, heads, E}; it takes a
  value head size equal to the key's only (declared);
- ONNX: Attention-23 (onnxruntime and onnx.reference): Q, K, V {B, heads, L, E}, attn_mask the additive
  mask, past_key and past_value, the scale attribute; outputs Y, present_key, present_value.
"""

from __future__ import annotations

import numpy as np

OPSET_ATTENTION = 23  # ONNX Attention: new in opset 23


def onnx_unexpressed(plan, name: str) -> str:
    if name.startswith("onnxruntime") and not plan.scale > 0:
        # ONNX's Attention-23 takes any float scale; onnxruntime's CPU kernel refuses the rest
        return (f"{name}: its CPU Attention refuses a scale of {plan.scale} (llm/attention.cc: \"scale must be "
                "greater than 0 if specified\")")
    return ""


def jax_unexpressed(plan) -> str:
    if plan.dims.value_head_size != plan.dims.head_size:
        return ("jax: jax.nn.dot_product_attention takes a value of the key's head size only "
                f"(value {plan.dims.value_head_size}, key {plan.dims.head_size})")
    return ""


def torch_attention(plan, q, k, v, q_bias, k_bias, v_bias, past_key, past_value, add):
    import torch
    import torch.nn.functional as F

    def t(a):
        return None if a is None else torch.from_numpy(np.ascontiguousarray(a))
    q, k, v = t(q), t(k), t(v)
    if q_bias is not None:
        q, k, v = q + t(q_bias), k + t(k_bias), v + t(v_bias)
    if past_key is not None:
        k, v = torch.cat([t(past_key), k], dim=2), torch.cat([t(past_value), v], dim=2)
    y = F.scaled_dot_product_attention(q, k, v, attn_mask=t(add), scale=plan.scale,
                                       enable_gqa=plan.dims.kv_heads != plan.dims.heads)
    return y.numpy(), k.numpy(), v.numpy()


def jax_attention(plan, q, k, v, q_bias, k_bias, v_bias, past_key, past_value, add):
    import jax
    import jax.numpy as jnp

    q, k, v = jnp.asarray(q), jnp.asarray(k), jnp.asarray(v)
    if q_bias is not None:
        q, k, v = q + jnp.asarray(q_bias), k + jnp.asarray(k_bias), v + jnp.asarray(v_bias)
    if past_key is not None:
        k, v = jnp.concatenate([jnp.asarray(past_key), k], axis=2), jnp.concatenate([jnp.asarray(past_value), v], axis=2)
    swap = (0, 2, 1, 3)  # {B, heads, L, E} <-> JAX's {B, L, heads, E}
    y = jax.nn.dot_product_attention(q.transpose(swap), k.transpose(swap), v.transpose(swap),
                                     bias=None if add is None else jnp.asarray(add), scale=plan.scale)
    return np.asarray(y.transpose(swap)), np.asarray(k), np.asarray(v)


def onnx_attention_model(plan, make_model, onnx_type):
    """Add(biases) -> Concat(past) -> Attention-23 (``make_model`` and ``onnx_type``: onnx_models' _model
    and _type); the present key and value are the Concat's (Attention's own present outputs when
    there is a past)."""
    from onnx import helper

    d, ft = plan.dims, onnx_type(plan.data_type)
    total = d.total_length
    shapes = {"q": [d.batch, d.heads, d.query_length, d.head_size], "k": [d.batch, d.kv_heads, d.key_length, d.head_size],
              "v": [d.batch, d.kv_heads, d.key_length, d.value_head_size]}
    names = dict(plan.fields)
    inputs = [helper.make_tensor_value_info(n, ft, s) for n, s in shapes.items()]
    nodes, q, k, v = [], "q", "k", "v"
    if "bias" in names:
        for n, size, heads in (("q", d.head_size, d.heads), ("k", d.head_size, d.kv_heads), ("v", d.value_head_size, d.kv_heads)):
            inputs.append(helper.make_tensor_value_info(f"{n}_bias", ft, [1, heads, 1, size]))
            nodes.append(helper.make_node("Add", [n, f"{n}_bias"], [f"{n}_biased"]))
        q, k, v = "q_biased", "k_biased", "v_biased"
    att_in = [q, k, v, ""]
    if "relative_position_bias" in names or "mask" in names:
        inputs.append(helper.make_tensor_value_info("add", ft, [d.batch, d.heads, d.query_length, total]))
        att_in[3] = "add"
    if "past_key" in names:
        inputs += [helper.make_tensor_value_info("past_key", ft, [d.batch, d.kv_heads, d.past_length, d.head_size]),
                   helper.make_tensor_value_info("past_value", ft, [d.batch, d.kv_heads, d.past_length, d.value_head_size])]
        att_in += ["past_key", "past_value"]
    nodes.append(helper.make_node("Attention", att_in, ["y", "present_key", "present_value"], scale=plan.scale,
                                  q_num_heads=d.heads, kv_num_heads=d.kv_heads))
    outputs = [helper.make_tensor_value_info("y", ft, [d.batch, d.heads, d.query_length, d.value_head_size]),
               helper.make_tensor_value_info("present_key", ft, [d.batch, d.kv_heads, total, d.head_size]),
               helper.make_tensor_value_info("present_value", ft, [d.batch, d.kv_heads, total, d.value_head_size])]
    return make_model("attention", nodes, inputs, outputs, opset=OPSET_ATTENTION)


def onnx_feeds(plan, q, k, v, q_bias, k_bias, v_bias, past_key, past_value, add) -> dict:
    names = dict(plan.fields)
    feeds = {"q": q, "k": k, "v": v}
    if "bias" in names:
        feeds.update(q_bias=q_bias, k_bias=k_bias, v_bias=v_bias)
    if add is not None:
        feeds["add"] = add
    if past_key is not None:
        feeds.update(past_key=past_key, past_value=past_value)
    return feeds


class TorchAttention:
    """The torch adapter's attention (a mixin placed before ArrayBackend)."""

    def attention(self, plan, **feeds) -> tuple:
        return torch_attention(plan, **feeds)  # scaled_dot_product_attention


class JaxAttention:
    """The jax adapter's attention (a mixin placed before ArrayBackend)."""

    def attention(self, plan, **feeds) -> tuple:
        import jax

        with jax.default_device(self._device):
            return jax_attention(plan, **feeds)  # jax.nn.dot_product_attention

    def cannot_express_attention(self, plan, case=None) -> str:
        return jax_unexpressed(plan)
