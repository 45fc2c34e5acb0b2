"""Whose each element-wise and activation finding is, read off DirectML's own kernel (issue 24):
each case's compute shader is captured under Wine (``test_directml_shaders.captured``), its
deciding instructions checked, and the instructions evaluated in FLOAT32 steps (numpy; Direct3D's
exp and log as a correctly rounded 2^x and log2) against DirectML's value. Where they give it,
the finding is DirectML's formula; where the device's exp or log must differ from the correctly
rounded one, or reorder the kernel's arithmetic, the device's value is measured on the same
stack and named."""

from __future__ import annotations

import json
import math
import re

import numpy as np
import pytest

from conformance.spec.values import json_float

from test_directml_shaders import ROOT, captured, exp2, f32, replay, ulps, wine  # noqa: F401 (wine: the fixture)

# the kernels' literals: log2 e, ln 2, -2 log2 e
L, LN2, TANH_K = (float(np.uint32(b).view(np.float32)) for b in (0x3fb8aa3b, 0x3f317218, 0xc038aa3b))
FLT_MAX = float(np.finfo(np.float32).max)


def case(name: str) -> dict:
    return json.loads((ROOT / "tests" / "directml" / f"{name}.json").read_text())


def outputs(said: str) -> list[float]:
    """DirectML's values, from replay's table (index, expected, actual; a NaN other than numpy's
    quiet one spelled with its bits, "nan:0xffc00000")."""
    row = r"^\s+\d+\s+\S+\s+(\S+)(\s+<-- differs|\s+\(within the tolerance\))?$"
    return [json_float(m.group(1)) for m in re.finditer(row, said, re.M)]


def run(tmp_path, name: str, data: dict | None = None, code: int = 1) -> tuple[list[str], list[float]]:
    """The case's kernel (its instruction texts) and DirectML's outputs; ``data`` replays a variant."""
    if data is None:
        said = []
        (shader,) = captured(tmp_path, name, said)
        return [i.text() for i in shader.instructions], outputs(said[0])
    (tmp_path / f"{name}.json").write_text(json.dumps(data))
    done = replay(str(tmp_path / f"{name}.json"), "--backend", "directml:wine")
    assert done.returncode == code, done.stdout + done.stderr
    return [], outputs(done.stdout)


def in_order(ops: list[str], *patterns: str) -> bool:
    """Each pattern matches an instruction after the previous one's."""
    at = 0
    for pattern in patterns:
        at = next((k + 1 for k in range(at, len(ops)) if re.search(pattern, ops[k])), None)
        if at is None:
            return False
    return True


def step(x: float, k: int) -> float:
    """x with k added to its FLOAT32 bit pattern (an integer add on a float's bits)."""
    return float(np.int32(int(np.float32(x).view(np.int32)) + k).view(np.float32))


def log2(x: float) -> float:
    """Direct3D's log (log2), correctly rounded to FLOAT32."""
    return math.nan if math.isnan(x) or x < 0 else -math.inf if x == 0 else f32(math.log2(x))


def same(a: float, b: float, allowed: int = 0) -> bool:
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or math.isinf(b) or a == 0 or b == 0:
        return a == b or (math.isnan(a) and math.isnan(b))
    return (a > 0) == (b > 0) and ulps(a, b) <= allowed


def modulus(floor: bool):
    def kernel(d, a, b):
        q = f32(a / b)
        if not math.isinf(q):  # iadd q, q, +-1: one step up (floor), one away from 0 (truncate)
            q = step(q, (q > 0) - (q < 0) if floor else 1)
        q = math.floor(q) if floor else math.trunc(q)
        return f32(a - f32(q * b))
    return kernel


def asinh(d, x):
    with np.errstate(all="ignore"):
        x = np.float32(x)
        y = np.sqrt(x * x + np.float32(1)) + x  # mad x, x, 1: x * x overflows past 1.8e19
    return f32(log2(float(y)) * LN2)


def shrink(d, x):
    v, bias, threshold = f32(x), d["Bias"], d["Threshold"]  # utof first
    r = f32(v - bias) if v > threshold else f32(v + bias) if v < -threshold else 0.0
    return float(np.rint(r))  # round_ne, ftou


def power(d, x, y, lg=log2):
    if x < 0 and y == math.floor(y):  # frc(y) == 0
        odd = min(max(math.trunc(y), -2 ** 31), 2 ** 31 - 1) & 1  # ftoi: Direct3D clamps 2^31 and above to 2^31 - 1
        return (-1.0 if odd else 1.0) * exp2(f32(y * lg(-x)))
    return exp2(f32(lg(x) * y))


@pytest.mark.parametrize("name, kernel, formula", [
    # ln(1 + exp(x)), the sum 1 + 0.0087 rounded first: 40 ULP (WebNN 20)
    ("softplus-of-minus-4.75-beyond-20-ulp",
     (r"^mul .*0x3fb8aa3b", r"^exp ", r"^add .*l\(0x3f800000", r"^log ", r"^mul .*0x3f317218"),
     lambda d, x: x if x > 88 else f32(log2(f32(exp2(f32(x * L)) + 1)) * LN2)),
    # a - b * floor(a / b), the quotient's bits first raised by one (2097152 / 0.25 = 2^23 becomes 2^23 + 1)
    ("modulus-floor-float32-through-a-rounded-quotient",
     (r"^div ", r"^iadd (r\d\.\w), \1, r\d\.\w$", r"^round_ni ", r"^mul ", r"^add "), modulus(True)),
    ("modulus-floor-float16-through-a-rounded-quotient",
     (r"^div ", r"^iadd (r\d\.\w), \1, r\d\.\w$", r"^round_ni ", r"^add ", r"^lt .*0x477fe000"), modulus(True)),
    # truncate: one step away from 0 (10^10 / 3 = 3333333248 becomes 3333333504)
    ("modulus-truncate-float32-of-a-large-quotient",
     (r"^div ", r"^movc .*l\(0x1\)$", r"^iadd (r\d\.\w), \1, r\d\.\w$", r"^round_z ", r"^mul ", r"^add "),
     modulus(False)),
    # log(x + sqrt(x * x + 1)) in FLOAT32
    ("asinh-of-large-negatives-cancels",
     (r"^mad r\d\.\w, (r\d\.\w), \1, l\(0x3f800000", r"^sqrt ", r"^add ", r"^log ", r"^mul .*0x3f317218"), asinh),
    # the same on FLOAT16, computed in FLOAT32: -65504 + sqrt(65504^2 + 1) cancels to 0 (65504^2 + 1 rounds down)
    ("asinh-float16-of-minus-65504-cancels",
     (r"^mad r\d\.\w, (r\d\.\w), \1, l\(0x3f800000", r"^sqrt ", r"^add ", r"^log ", r"^mul .*0x3f317218"),
     lambda d, x: float(np.float16(asinh(d, x)))),
    # TOWARD_INFINITY (case 2): trunc(x + sign(x) * 0.5), the sum rounded: 0.49999997 + 0.5 is 1
    ("round-toward-infinity-adds-a-half",
     (r"^switch cb", r"^case l\(0x2\)", r"^itof ", r"^mad .*l\(0x3f000000 = 0\.5\), r", r"^round_z "),
     lambda d, x: float(math.trunc(f32(x + float(np.sign(x)) * 0.5)))),
    # utof, the arithmetic in FLOAT32, round_ne, ftou: 16777217 is 16777216 before Bias is taken
    ("shrink-uint32-computed-in-float32", (r"^utof ", r"^lt ", r"^add ", r"^round_ne ", r"^ftou "), shrink),
    ("shrink-int32-computed-in-float32", (r"^itof ", r"^lt ", r"^add ", r"^round_ne ", r"^ftoi "), shrink),
    # the sign of a negative base from ftoi(trunc(y)) & 1, and ftoi(2^31) is 2^31 - 1, odd
    ("pow-minus-one-to-an-even-power-of-2-to-the-31-is-minus-one",
     (r"^frc ", r"^log r\d\.\w, -r", r"^round_z ", r"^ftoi ", r"^and .*l\(0x1\)$", r"^movc .*0xbf800000"), power),
])
def test_directml_s_own_instructions_give_its_value(wine, tmp_path, name, kernel, formula):
    """DirectML's value, element by element, is its kernel's instructions in FLOAT32 steps (0 ULP):
    the finding is DirectML's formula."""
    ops, got = run(tmp_path, name)
    assert in_order(ops, *kernel), "\n".join(ops)
    data = case(name)
    expected = [float(v) for v in data["expected"]["OutputTensor"]]
    by_kernel = [formula(data["desc"], *xs) for xs in zip(*([float(v) for v in t] for t in data["inputs"].values()))]
    assert len(got) == len(expected) and all(same(k, g) for k, g in zip(by_kernel, got)), (by_kernel, got)
    assert not all(same(e, g) for e, g in zip(expected, got))  # and it is the finding


def test_recip_skips_an_identity_scale_bias_in_its_own_kernel(wine, tmp_path):
    """RECIP(-0) with ScaleBias {1, 0} is -inf: DirectML leaves the scale-bias out of the kernel
    (only `div l(1), x`), so -0 * 1 + 0 = +0 never happens; with Scale 2 its kernel has the `mad`."""
    ops, got = run(tmp_path, "recip-identity-scale-bias-keeps-minus-zero")
    assert [o.split()[0] for o in ops if o.split()[0] in ("mad", "mul", "add", "div")] == ["div"]
    assert got[0] == -math.inf
    scaled = case("recip-identity-scale-bias-keeps-minus-zero")
    scaled["desc"]["ScaleBias"] = {"Scale": 2.0, "Bias": 0.0}
    scaled["expected"]["OutputTensor"] = ["inf", "inf", 0.125]
    (tmp_path / "s.json").write_text(json.dumps(scaled))
    done = replay(str(tmp_path / "s.json"), "--backend", "directml:wine", "--shaders", str(tmp_path / "scaled"))
    assert done.returncode == 0 and "mad x1" in done.stdout.split("shader-0001.bin")[1].splitlines()[0]


def test_log_of_a_subnormal_is_the_device_s_log2_not_directml_s_kernel(wine, tmp_path):
    """LOG(2^-149) = -127 ln 2: DirectML's kernel is `log` then `mul l(ln 2)` and nothing else, so
    the device's log2 returned -127 (the zero exponent field read as -127). Direct3D flushes a
    FLOAT32 denormal to 0 and gives log(0) = -inf: the stack's value, not DirectML's."""
    ops, got = run(tmp_path, "log-of-a-subnormal-gives-log-of-2-to-the-minus-127")
    math_ops = [o for o in ops if o.split()[0] in ("log", "mul", "add", "mad", "div", "exp", "max", "min", "movc")]
    assert len(math_ops) == 2 and in_order(math_ops, r"^log ", r"^mul .*0x3f317218")
    assert got[0] == f32(-127 * LN2) and f32(log2(0.0) * LN2) == -math.inf


def test_elu_celu_and_pow_are_directml_s_formula_with_the_device_s_own_exp_and_log(wine, tmp_path):
    """ELU(-0.0625) 34 ULP, CELU(-2^-9) 501, 1.75^50.5 40: DirectML's instructions give each value
    exactly with the device's own exp2 and log2, measured through EXP and LOG on the same stack;
    with a correctly rounded exp2 and log2 they are within the tolerance (ELU 2 ULP, CELU 11, POW
    2). exp(x) - 1 turns one ULP of exp into 16 (ELU) and 512 (CELU) ULP of the result, and
    exp2 of a rounded y * log2(x) near 40.8 one ULP of the product into 38; the device's exp2 is
    2 ULP high and 1 low there, its log2(1.75) 1 or 2 low, inside Direct3D's 2^-21 for exp."""
    elu, celu, pw = "elu-of-minus-0.0625-beyond-18-ulp", "celu-of-minus-2-to-the-minus-9-beyond-18-ulp", \
        "pow-of-1.75-to-50.5-beyond-32-ulp"
    ops, (elu_got, _) = run(tmp_path / "e", elu)
    assert in_order(ops, r"^lt ", r"^mul .*0x3fb8aa3b", r"^exp ", r"^add .*0xbf800000", r"^mul .*cb", r"^movc ")
    ops, (celu_got, _) = run(tmp_path / "c", celu)
    assert in_order(ops, r"^max ", r"^div ", r"^mul .*0x3fb8aa3b", r"^exp ", r"^add .*0xbf800000", r"^min ", r"^add ")
    ops, (pow_got, _) = run(tmp_path / "p", pw)
    assert in_order(ops, r"^log ", r"^mul ", r"^exp ", r"^movc ")
    # the device's exp2 at ELU's and CELU's arguments (EXP: mul x, log2 e; exp) and its LOG(1.75)
    probe = case("exp-of-52.5-beyond-32-ulp")
    probe["desc"]["InputTensor"]["Sizes"] = probe["desc"]["OutputTensor"]["Sizes"] = [2]
    probe["inputs"]["InputTensor"] = [-0.0625, -0.001953125]
    probe["expected"]["OutputTensor"] = [math.exp(-0.0625), math.exp(-0.001953125)]
    _, (exp_elu, exp_celu) = run(tmp_path, "exp-probe", probe, code=0)
    probe = case("log-of-a-subnormal-gives-log-of-2-to-the-minus-127")
    probe["inputs"]["InputTensor"], probe["expected"]["OutputTensor"] = [1.75, 2.0], [math.log(1.75), math.log(2)]
    _, (log_175, _) = run(tmp_path, "log-probe", probe, code=0)
    log2_175 = [step(log2(1.75), k) for k in range(-4, 5) if f32(step(log2(1.75), k) * LN2) == log_175]

    for name, got, t, device_exp in ((elu, elu_got, f32(-0.0625 * L), exp_elu),
                                     (celu, celu_got, f32(f32(-0.001953125 / 1) * L), exp_celu)):
        expected = case(name)["expected"]["OutputTensor"][0]
        assert ulps(got, expected) > 18 and got == f32(device_exp - 1)  # its value, from the device's exp
        assert ulps(f32(exp2(t) - 1), expected) <= 18  # a correctly rounded exp2 passes
        assert 0 < ulps(device_exp, exp2(t)) and abs(device_exp / 2.0 ** t - 1) <= 2 ** -21
    expected = case(pw)["expected"]["OutputTensor"][0]
    assert ulps(pow_got, expected) > 32 and ulps(power(None, 1.75, 50.5), expected) <= 32
    assert log2_175 and log2(1.75) not in log2_175
    assert all(power(None, 1.75, 50.5, lambda x, lg=lg: lg) == pow_got for lg in log2_175)


def gelu(x: float, t_of=lambda a: f32(f32(a * -a) * L)) -> float:
    """GELU's kernel: 0.5x (1 + sign(x) (1 - q(t) exp(-x^2/2))), erf by Abramowitz and Stegun 7.1.26."""
    z, w = f32(x * 0.5), abs(f32(x * f32(0.70710677)))
    t = f32(1 / f32(f32(w * f32(0.32759109)) + 1))
    p = f32(f32(t * f32(1.0614054)) + f32(-1.4531521))
    for c in (1.4214138, -0.28449672, 0.25482959):
        p = f32(f32(p * t) + f32(c))
    r = f32(1 - f32(f32(t * p) * exp2(t_of(w))))
    return f32(f32(f32(float(np.sign(x)) * r) + 1) * z)


def test_gelu_s_erf_is_directml_s_and_the_device_reorders_its_constant_products(wine, tmp_path):
    """GELU(-2) 44 ULP: DirectML's erf polynomial (A&S 7.1.26, 1.5e-7 absolute) is already 28 ULP
    off in FLOAT32 with a correctly rounded exp2 (WebNN allows 18): DirectML's. Its value is
    exactly the same instructions with `mul |w|, -|w|` then `mul l(log2 e)` computed as
    (|w| * log2 e) * -|w|: the device reassociates a product with a constant, as SCALED_TANH shows."""
    ops, (got, _) = run(tmp_path, "gelu-of-minus-2-beyond-18-ulp")
    assert in_order(ops, r"^mad .*0x3ea7ba05", r"^div ", r"^mad .*0x3f87dc22", r"^mul r\d\.\w, \|(r\d\.\w)\|, -\|\1\|",
                    r"^mul .*0x3fb8aa3b", r"^exp ", r"^mad r\d\.\w, -r", r"^mad ", r"^mul ")
    expected = case("gelu-of-minus-2-beyond-18-ulp")["expected"]["OutputTensor"][0]
    assert ulps(gelu(-2.0), expected) > 18 and ulps(got, expected) > 18
    assert gelu(-2.0, lambda a: f32(f32(a * L) * -a)) == got


def scaled_tanh(x: float, alpha: float, beta: float, reordered: bool = False) -> float:
    """SCALED_TANH's kernel, Alpha (2 / (1 + exp2(x * Beta * -2 log2 e)) - 1); ``reordered``: the
    constant multiplied first."""
    with np.errstate(all="ignore"):
        t = f32(f32(x * TANH_K) * beta) if reordered else f32(f32(x * beta) * TANH_K)
        return f32(f32(f32(2 / f32(exp2(t) + 1)) - 1) * alpha)


def test_scaled_tanh_s_nan_is_the_device_multiplying_by_the_constant_before_beta(wine, tmp_path):
    """SCALED_TANH, Beta 0, of FLT_MAX is NaN: DirectML's kernel multiplies x by Beta first (`mul x,
    cb`, then `mul l(-2.88539)`), which gives 0 and tanh 0 = 0. The NaN comes exactly where
    x * -2.88539 overflows (1.2e38 and up, not 1.1e38), and with Beta 1.2e-38 x = 3e38 gives
    Alpha * 1, not Alpha * tanh(3.6): the device computes (x * -2.88539) * Beta. The stack's."""
    name = "scaled-tanh-beta-zero-of-a-large-x-is-nan"
    ops, got = run(tmp_path, name)
    assert in_order(ops, r"^mul (r\d\.\w), \1, cb", r"^mul (r\d\.\w), \1, l\(0xc038aa3b", r"^exp ", r"^div ",
                    r"^mul .*cb")
    assert math.isnan(got[0]) and scaled_tanh(FLT_MAX, 1, 0) == 0  # the kernel as written gives 0
    data, xs = case(name), [FLT_MAX, 1.1e38, 1.2e38, 3e38, 1e38]
    data["desc"]["InputTensor"]["Sizes"] = data["desc"]["OutputTensor"]["Sizes"] = [len(xs)]
    data["inputs"]["InputTensor"], data["expected"]["OutputTensor"] = xs, [0.0] * len(xs)
    for beta in (0, 1.2e-38):
        data["desc"].update(Alpha=2, Beta=beta)
        _, got = run(tmp_path, f"beta-{beta}", data)
        reordered = [scaled_tanh(x, 2, beta, reordered=True) for x in xs]
        assert all(same(r, g, 4) for r, g in zip(reordered, got)), (reordered, got)  # 4: the device's exp2
        assert not all(same(scaled_tanh(x, 2, beta), g, 4) for x, g in zip(xs, got))


def test_add1_s_fused_gelu_of_an_overflowed_sum_is_directml_s_formula(wine, tmp_path):
    """ADD1 on FLOAT16 fusing GELU: the sum -0.25 + -65504 becomes -inf (DirectML's from 1.13.1,
    the FLOAT16 overflow finding), and the fused GELU's own kernel, the same instructions as GELU's,
    ends with `mul (1 + sign(x) erf), 0.5 x`: 0 * -inf is NaN, where GELU(-65504) is -0."""
    said: list = []
    add, fused = captured(tmp_path, "add1-float16-sum-overflow-then-fused-gelu", said)
    assert in_order([i.text() for i in add.instructions], r"^add ")
    assert in_order([i.text() for i in fused.instructions], r"^mul r\d\.\w+, (r\d)\.y+, l\(.*0x3f000000 = 0\.5",
                    r"^mad .*0x3ea7ba05", r"^exp ", r"^mad r\d\.\w, -r", r"^mad (r\d\.\w), \1, r\d\.\w, l\(0x3f800000",
                    r"^mul ")
    assert math.isnan(gelu(-math.inf)) and gelu(-65504.0) == 0
    assert sum(math.isnan(v) for v in outputs(said[0])) == 1


def test_reduce_log_sum_exp_overflows_in_directml_s_own_kernel(wine, tmp_path):
    """REDUCE's LOG_SUM_EXP kernel adds exp2(x log2 e) over the set with no largest term found or
    subtracted, then takes log2 times ln 2: exp(89) overflows FLOAT32 before the log (the page's
    value is 89)."""
    ops, got = run(tmp_path, "reduce-log-sum-exp-of-89-overflows")
    assert in_order(ops, r"^loop", r"^ld_structured ", r"^mul .*0x3fb8aa3b", r"^exp ", r"^add ", r"^endloop",
                    r"^log ", r"^mul .*0x3f317218"), "\n".join(ops)
    assert not any(op.startswith(("max ", "min ")) for op in ops), "\n".join(ops)  # no largest term taken
    total = 0.0
    for x in case("reduce-log-sum-exp-of-89-overflows")["inputs"]["InputTensor"]:
        total = f32(total + exp2(f32(float(x) * L)))
    assert math.isinf(total) and got == [math.inf]
