"""The shaders DirectML hands the device (issue 24, attribution): captured by the Wine worker
(``dmlconf replay CASE --backend directml:wine --shaders DIR``) and read back by
``conformance/backends/directml/shaders.py``. The decoder is tested on bytecode assembled here;
the capture on DirectML itself (skipped without the Wine stack), where the two findings the
shaders settle must show: the INT64 comparison of low words as signed, and max pooling's
starting value of -FLT_MAX."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from conformance.backends.directml.shaders import ShaderFormatError, read_folder, read_shader

ROOT = Path(__file__).resolve().parent.parent


def container(*instructions: list[int]) -> bytes:
    """A DXBC container with one SHEX chunk: a compute shader (model 5.0) of these instructions."""
    body = [w for i in instructions for w in i]
    code = struct.pack(f"<{2 + len(body)}I", 0x00050050, 2 + len(body), *body)
    chunk = b"SHEX" + struct.pack("<I", len(code)) + code
    total = 32 + 4 + len(chunk)
    return b"DXBC" + bytes(16) + struct.pack("<IIII", 1, total, 1, 36) + chunk


# mov r0.x, l(0xff7fffff); ilt r1.zw, r0.wwwy, r1.yyyx; ret
MOV = [0x36 | 5 << 24, 0x100012, 0, 0x4001, 0xFF7FFFFF]
ILT = [0x22 | 7 << 24, 0x1000C2, 1, 0x1007F6, 0, 0x100156, 1]
RET = [0x3E | 1 << 24]


def test_shader_model_5_bytecode_reads_as_its_instructions_and_literals():
    shader = read_shader(container(MOV, ILT, RET), "made.bin")
    assert (shader.kind, shader.model) == ("DXBC", "5.0")
    assert [i.text() for i in shader.instructions] == [
        "mov r0.x, l(0xff7fffff = -3.4028235e+38)", "ilt r1.zw, r0.wwwy, r1.yyyx", "ret"]
    assert shader.literals() == {0xFF7FFFFF} and shader.counts() == {"mov": 1, "ilt": 1, "ret": 1}
    assert "3 instructions" in shader.summary() and "ilt x1" in shader.summary()


def test_operand_modifiers_read_as_negation_and_absolute_value():
    # min r0.z, |r0.y|, l(1.0): an extended operand token (bit 31) carries the modifier (abs)
    minimum = [0x33 | 8 << 24, 0x100042, 0, 0x8010001A, 0x81, 0, 0x4001, 0x3F800000]
    (instruction,) = read_shader(container(minimum), "m.bin").instructions
    assert instruction.text() == "min r0.z, |r0.y|, l(0x3f800000 = 1)"


def test_a_switch_and_frc_read_by_name():
    # switch r0.x; case l(2); frc r1.x, r0.z; break; default; endswitch (ROUND's modes, POW's test of an integer)
    code = [[0x4C | 3 << 24, 0x10000A, 0], [0x06 | 3 << 24, 0x4001, 2], [0x1A | 5 << 24, 0x100012, 1, 0x10002A, 0],
            [0x02 | 1 << 24], [0x0A | 1 << 24], [0x17 | 1 << 24]]
    assert [i.text() for i in read_shader(container(*code), "s.bin").instructions] == [
        "switch r0.x", "case l(0x2)", "frc r1.x, r0.z", "break", "default", "endswitch"]


@pytest.mark.parametrize("data, says", [
    (b"MZ" + bytes(40), "not a DXBC container"),
    (container(RET)[:-4], "its header says"),
    (b"DXBC" + bytes(16) + struct.pack("<IIII", 1, 44, 1, 36) + b"RTS0" + struct.pack("<I", 0), "no SHEX, SHDR or DXIL"),
])
def test_a_file_that_is_not_a_shader_is_refused_in_one_line(data, says):
    with pytest.raises(ShaderFormatError, match=says):
        read_shader(data, "bad.bin")


def replay(case: str, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conformance", "replay", str(ROOT / "tests" / "directml" / case), *extra],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_shaders_are_captured_under_wine_only_into_an_empty_folder(tmp_path):
    done = replay("argmax-int64-low-word-compared-signed.json", "--backend", "reference", "--shaders", str(tmp_path / "s"))
    assert done.returncode == 2 and "under Wine only" in done.stderr and not (tmp_path / "s").exists()
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "shader-0000.bin").write_bytes(b"x")
    done = replay("argmax-int64-low-word-compared-signed.json", "--backend", "directml:wine", "--shaders",
                  str(tmp_path / "full"))
    assert done.returncode == 2 and "not an empty folder" in done.stderr


@pytest.fixture(scope="module")
def wine():
    from conformance.backends.directml.stack import WineStack

    missing = WineStack.here().missing()
    if missing:
        pytest.skip(f"directml:wine: {missing}")


def captured(tmp_path, case: str, said: list | None = None) -> list:
    """The case's shaders (the first captured is the stack check's MAX_POOLING2); ``said``
    receives what replay printed."""
    done = replay(f"{case}.json", "--backend", "directml:wine", "--shaders", str(tmp_path))
    assert done.returncode == 1 and "shader(s) of this case" in done.stdout, done.stdout + done.stderr
    assert (tmp_path / "shaders.txt").read_text().count("[this case's]") >= 1
    if said is not None:
        said.append(done.stdout)
    return read_folder(tmp_path)[1:]


def test_directml_compares_int64_low_words_as_signed_in_its_own_shader(wine, tmp_path):
    """ARGMAX on INT64 (tests/directml/argmax-int64-low-word-compared-signed.json): the kernel
    compares the high words (ieq, then ilt) and the low words with the same signed ilt, one
    instruction over both; the only unsigned compare is the thread's bounds check."""
    (shader,) = captured(tmp_path, "argmax-int64-low-word-compared-signed")
    assert shader.kind == "DXBC" and {"ieq", "ilt"} <= set(shader.counts())
    (ilt,) = [i for i in shader.instructions if i.name == "ilt"]
    assert len(ilt.operands[0].partition(".")[2]) == 2  # two components: high and low words at once
    assert all("vThreadID" in i.text() for i in shader.instructions if i.name == "ult")


def test_directml_starts_a_float_maximum_at_minus_flt_max_in_its_own_shader(wine, tmp_path):
    """MAX_POOLING of a window of -inf (tests/directml/max-pooling-all-neg-inf.json): the maximum
    starts at the literal -3.4028235e38, so max(-FLT_MAX, -inf) keeps it."""
    (shader,) = captured(tmp_path, "max-pooling-all-neg-inf")
    assert 0xFF7FFFFF in shader.literals() and "max" in shader.counts()
    assert 0xFF800000 not in shader.literals()  # -inf is never the starting value


def f32(x: float) -> float:
    return float(np.float32(x))


def exp2(x: float) -> float:
    """Direct3D's exp (2^x), correctly rounded to FLOAT32: a device with an exact exp2."""
    return f32(2.0 ** x)


def ulps(a: float, b: float) -> int:
    """FLOAT32 steps from a to b (finite, same sign)."""
    return abs(int(np.float32(a).view(np.int32)) - int(np.float32(b).view(np.int32)))


@pytest.mark.parametrize("case, formula, allowed", [
    # exp(x) = exp2(x * log2 e), the product rounded to FLOAT32 first (WebNN allows 32 ULP)
    ("exp-of-52.5-beyond-32-ulp", lambda x, k: exp2(f32(x * k[0])), 32),
    # tanh(x) = 2 / (1 + exp2(x * -2 log2 e)) - 1: the last subtraction cancels near 0 (WebNN: 16)
    ("tanh-of-0.0625-beyond-16-ulp", lambda x, k: f32(f32(k[2] / f32(exp2(f32(x * k[0])) + k[1])) + k[3]), 16),
])
def test_directml_s_own_formula_with_an_exact_exp2_gives_its_precision_finding(wine, tmp_path, case, formula, allowed):
    """EXP(52.5) 40 ULP and TANH(0.0625) 19 ULP off: the kernel's own instructions, evaluated in
    FLOAT32 steps with a correctly rounded exp2, are already past the tolerance (EXP 39 ULP, TANH
    19) and within 1 ULP of DirectML's value (TANH exactly): the error is DirectML's formula,
    not the device's exp."""
    said = []
    (shader,) = captured(tmp_path, case, said)
    constants = [struct.unpack("<f", struct.pack("<I", v))[0] for i in shader.instructions
                 if i.name in ("mul", "add", "div") for v in i.literals]
    assert "exp" in shader.counts() and constants
    from conformance.cases.case import read_case_file
    from conformance.spec import load_specs

    file = read_case_file(ROOT / "tests" / "directml" / f"{case}.json", load_specs())
    x, expected = file.inputs["InputTensor"][0], file.expected["OutputTensor"][0]
    got = float(re.search(r"\n\s+0\s+\S+\s+(\S+)\s+<-- differs", said[0]).group(1))
    by_formula = formula(x, constants)
    assert ulps(by_formula, expected) > allowed and ulps(by_formula, got) <= 1


@pytest.mark.parametrize("case, shows", [
    # ATAN(NaN) is pi/4: the range reduction takes min(|x|, 1) and max(|x|, 1), and Direct3D's
    # min and max return the number, so a NaN becomes 1
    ("atan-of-nan-is-pi-over-4", lambda ops: {"min r", "max r"} <= {t[:5] for t in ops if "|" in t and "= 1)" in t}),
    # THRESHOLDED_RELU(NaN) is NaN: the kernel tests Alpha >= x and keeps x otherwise; NaN fails it
    ("thresholded-relu-of-nan-is-nan", lambda ops: any(t.startswith("ge ") for t in ops)
     and not any(t.startswith("lt ") for t in ops)),
    # ADD1's fused RELU of -inf is NaN: a negative sum is multiplied by a slope (0 for RELU), not
    # replaced: -inf * 0
    ("add1-fused-relu-of-minus-infinity-is-nan", lambda ops: any(t.startswith("lt ") and t.endswith("l(0x0)") for t in ops)
     and any(t.startswith("mul ") and "cb[" in t for t in ops) and not any(t.startswith("max ") for t in ops)),
    # CONVOLUTION's fused RELU of a -inf sum is NaN for the same reason: its kernel ends in ADD1's
    # three instructions (the standalone ACTIVATION_RELU gives 0, so it is no evidence)
    ("convolution-fused-relu-of-minus-infinity-is-nan",
     lambda ops: any(t.startswith("lt ") and t.endswith("l(0x0)") for t in ops)
     and any(t.startswith("mul ") and "cb[" in t for t in ops) and not any(t.startswith("max ") for t in ops)),
])
def test_directml_s_own_kernel_decides_its_nan_findings(wine, tmp_path, case, shows):
    """Four NaN findings read off DirectML's kernels (docs/findings.md, Whose)."""
    shaders = captured(tmp_path, case)
    assert any(shows([i.text() for i in shader.instructions]) for shader in shaders), \
        "\n".join(i.text() for shader in shaders for i in shader.instructions)
