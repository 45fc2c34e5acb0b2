"""The compute shaders DirectML hands the device, read back for attributing a finding.

The Wine worker writes each shader DirectML creates, as given, when ``DMLCONF_SHADERS`` names a
folder (``worker/dmlworker.c``, shader capture). Each is a DXBC container: an ``SHEX``/``SHDR``
chunk holds shader model 4/5 bytecode, which is decoded here into its instructions and the
literal values they use (enough to read which comparison a kernel makes, and which starting
value a maximum has); a ``DXIL`` chunk holds shader model 6 LLVM bitcode, named with its shader
model and handed to ``llvm-dis`` where one is installed. This is DirectML's code before any
translation (vkd3d, a driver): what it says is DirectML's own choice.

The token layout follows the Direct3D 10/11 bytecode format as vkd3d-shader reads it (sm4.h):
an opcode in the low 8 bits, the instruction's length in dwords from bit 24, operands of a
register type (bits 12-19) with up to three indices.
"""

from __future__ import annotations

import collections
import hashlib
import shutil
import struct
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

# the opcodes an attribution reads (the rest are named by number)
OPCODES = {
    0x00: "add", 0x01: "and", 0x02: "break", 0x03: "breakc", 0x06: "case", 0x0A: "default", 0x0E: "div",
    0x12: "else", 0x15: "endif", 0x16: "endloop", 0x17: "endswitch", 0x18: "eq", 0x19: "exp", 0x1A: "frc",
    0x1B: "ftoi", 0x1C: "ftou", 0x1D: "ge", 0x1E: "iadd", 0x1F: "if", 0x20: "ieq", 0x21: "ige", 0x22: "ilt",
    0x23: "imad", 0x24: "imax", 0x25: "imin", 0x26: "imul", 0x27: "ine", 0x28: "ineg", 0x29: "ishl",
    0x2A: "ishr", 0x2B: "itof", 0x2F: "log", 0x30: "loop", 0x31: "lt", 0x32: "mad", 0x33: "min", 0x34: "max",
    0x35: "customdata", 0x36: "mov", 0x37: "movc", 0x38: "mul", 0x39: "ne", 0x3B: "not", 0x3C: "or",
    0x3E: "ret", 0x40: "round_ne", 0x41: "round_ni", 0x42: "round_pi", 0x43: "round_z", 0x44: "rsq",
    0x4B: "sqrt", 0x4C: "switch", 0x4E: "udiv", 0x4F: "ult", 0x50: "uge", 0x51: "umul", 0x52: "umad",
    0x53: "umax", 0x54: "umin", 0x55: "ushr", 0x56: "utof", 0x57: "xor", 0x81: "rcp", 0x82: "f32tof16",
    0x83: "f16tof32", 0x86: "countbits", 0x8A: "ubfe", 0x8B: "ibfe", 0x8C: "bfi", 0xA3: "ld_uav_typed",
    0xA4: "store_uav_typed", 0xA5: "ld_raw", 0xA6: "store_raw", 0xA7: "ld_structured", 0xA8: "store_structured",
    0xBE: "sync", 0xBF: "dadd", 0xC0: "dmax", 0xC1: "dmin", 0xC2: "dmul", 0xC3: "deq", 0xC4: "dge", 0xC5: "dlt",
    0xC6: "dne",
}
DECLARATIONS = set(range(0x58, 0x6B)) | set(range(0x8F, 0xA3))  # dcl_*
IMMEDIATE32, IMMEDIATE64 = 0x04, 0x05
CUSTOMDATA = 0x35
# register types an operand names (the rest by number)
REGISTERS = {0x00: "r", 0x01: "v", 0x02: "o", 0x03: "x", 0x06: "s", 0x07: "t", 0x08: "cb", 0x09: "icb", 0x0D: "null",
             0x1E: "u", 0x1F: "g", 0x20: "vThreadID", 0x21: "vThreadGroupID", 0x22: "vThreadIDInGroup",
             0x24: "vThreadIDInGroupFlattened"}


@dataclass
class Instruction:
    name: str
    operands: list[str] = field(default_factory=list)  # "r0.x", "u1", "l(0xff7fffff = -3.4028235e+38)"
    literals: list[int] = field(default_factory=list)  # its 32-bit immediates, as bit patterns

    def text(self) -> str:
        return f"{self.name} {', '.join(self.operands)}".rstrip()


@dataclass
class Shader:
    """One captured shader: its container's chunks, its kind, and (shader model 4/5) its code."""
    name: str
    data: bytes
    chunks: dict[str, bytes]
    model: str  # "5.0", "6.2"
    kind: str  # "DXBC" (shader model 4/5 bytecode) or "DXIL"
    instructions: list[Instruction] = field(default_factory=list)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    def counts(self) -> collections.Counter:
        return collections.Counter(i.name for i in self.instructions)

    def literals(self) -> set[int]:
        return {v for i in self.instructions for v in i.literals}

    def summary(self) -> str:
        if self.kind == "DXIL":
            return f"{self.name}: DXIL, shader model {self.model}, {len(self.data):,} bytes (sha256 {self.sha256[:12]})"
        ops = ", ".join(f"{name} x{n}" for name, n in sorted(self.counts().items()))
        return (f"{self.name}: DXBC, shader model {self.model}, {len(self.instructions)} instructions "
                f"(sha256 {self.sha256[:12]}): {ops}")


class ShaderFormatError(ValueError):
    pass


def read_shader(data: bytes, name: str = "shader") -> Shader:
    """A DXBC container, its chunks, and its code decoded; ShaderFormatError says what is wrong."""
    if len(data) < 32 or data[:4] != b"DXBC":
        raise ShaderFormatError(f"{name}: not a DXBC container")
    total, count = struct.unpack_from("<II", data, 24)
    if total != len(data) or 32 + 4 * count > len(data):
        raise ShaderFormatError(f"{name}: its header says {total} bytes and {count} chunks; the file has {len(data)}")
    chunks = {}
    for offset in struct.unpack_from(f"<{count}I", data, 32):
        if offset + 8 > len(data):
            raise ShaderFormatError(f"{name}: a chunk at {offset} is past the end")
        tag, size = data[offset:offset + 4].decode("ascii", "replace"), struct.unpack_from("<I", data, offset + 4)[0]
        chunks[tag] = data[offset + 8:offset + 8 + size]
    if "DXIL" in chunks:
        version = struct.unpack_from("<I", chunks["DXIL"])[0]
        return Shader(name, data, chunks, f"{(version >> 4) & 0xF}.{version & 0xF}", "DXIL")
    code = chunks.get("SHEX") or chunks.get("SHDR")
    if code is None:
        raise ShaderFormatError(f"{name}: no SHEX, SHDR or DXIL chunk (chunks: {', '.join(chunks)})")
    version = struct.unpack_from("<I", code)[0]
    return Shader(name, data, chunks, f"{(version >> 4) & 0xF}.{version & 0xF}", "DXBC", decode(code))


def decode(code: bytes) -> list[Instruction]:
    """The instructions (declarations left out) of a shader model 4/5 program."""
    words = struct.unpack_from(f"<{len(code) // 4}I", code)
    at, end, out = 2, min(len(words), words[1]) if len(words) > 1 else 0, []
    while at < end:
        token = words[at]
        opcode = token & 0xFF
        length = words[at + 1] if opcode == CUSTOMDATA else (token >> 24) & 0x7F
        if length == 0:
            raise ShaderFormatError(f"an instruction of length 0 at dword {at}")
        if opcode not in DECLARATIONS and opcode != CUSTOMDATA:
            body = at + 1
            while words[body - 1] & 0x80000000 and body < at + length:  # extended opcode tokens
                body += 1
            instruction = Instruction(OPCODES.get(opcode, f"op_{opcode:#04x}"))
            while body < at + length:
                body = _operand(words, body, instruction)
            out.append(instruction)
        at += length
    return out


def _operand(words, at: int, instruction: Instruction) -> int:
    """Reads one operand at ``at`` into ``instruction`` (its text, its immediates); returns the
    dword after it."""
    token = words[at]
    at += 1
    modifier = 0
    if token & 0x80000000:  # an extended operand token: a modifier (1 negate, 2 abs, 3 both)
        modifier = (words[at] >> 6) & 0xFF
        at += 1
    register = (token >> 12) & 0xFF
    components = {0: 0, 1: 1, 2: 4}.get(token & 0x3, 0)
    if register == IMMEDIATE32:
        values = list(words[at:at + components])
        instruction.literals += values
        instruction.operands.append(f"l({', '.join(_literal(v) for v in values)})")
        return at + components
    if register == IMMEDIATE64:
        instruction.operands.append("d(...)")
        return at + 2 * components
    indices = []
    for i in range((token >> 20) & 0x3):  # each index: an immediate and/or a relative operand
        representation = (token >> (22 + 3 * i)) & 0x7
        value = ""
        if representation in (0, 3):
            value = str(words[at])
            at += 1
        elif representation in (1, 4):
            value = str(words[at] | (words[at + 1] << 32))
            at += 2
        if representation in (2, 3, 4):
            inner = Instruction("")
            at = _operand(words, at, inner)
            instruction.literals += inner.literals
            value = f"{inner.operands[0]} + {value}" if value else inner.operands[0]
        indices.append(value)
    name = REGISTERS.get(register, f"reg{register:#x}")
    text = name + (indices[0] if indices and name in ("r", "v", "o", "u", "t", "s", "g") else
                   "".join(f"[{i}]" for i in indices))
    if components == 4:
        mode, bits = (token >> 2) & 0x3, (token >> 4) & 0xFF
        if mode == 0:  # a write mask
            text += "." + "".join(c for k, c in enumerate("xyzw") if bits & (1 << k))
        elif mode == 1:  # a swizzle
            text += "." + "".join("xyzw"[(bits >> (2 * k)) & 0x3] for k in range(4))
        else:  # one component selected
            text += "." + "xyzw"[bits & 0x3]
    if modifier & 2:
        text = f"|{text}|"
    instruction.operands.append(("-" if modifier & 1 else "") + text)
    return at


def _literal(value: int) -> str:
    as_float = struct.unpack("<f", struct.pack("<I", value))[0]
    return f"{value:#010x} = {as_float:.8g}" if 0x00800000 <= value & 0x7FFFFFFF < 0x7F800000 else f"{value:#x}"


def read_folder(folder: Path) -> list[Shader]:
    """Every shader the worker captured in ``folder``, in creation order."""
    return [read_shader(p.read_bytes(), p.name) for p in sorted(Path(folder).glob("shader-*.bin"))]


def disassemble_dxil(shader: Shader) -> str | None:
    """LLVM's text of a DXIL shader's bitcode (``llvm-dis``), or None where none is installed or
    it cannot read it (DXIL is LLVM 3.7 bitcode)."""
    tool = shutil.which("llvm-dis")
    chunk = shader.chunks.get("DXIL")
    if tool is None or chunk is None or len(chunk) < 24:
        return None
    offset, size = struct.unpack_from("<II", chunk, 16)
    bitcode = chunk[8 + offset:8 + offset + size]
    done = subprocess.run([tool, "-o", "-", "-"], input=bitcode, capture_output=True, timeout=60)
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None
