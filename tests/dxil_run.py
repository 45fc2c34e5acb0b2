"""A small interpreter of the LLVM text of a DirectML compute shader (DXIL, disassembled by
``dmlconf replay --shaders``' llvm-dis): enough of LLVM's integer instructions and of DXIL's
dx.op calls (threadId, cbufferLoadLegacy, bufferLoad, bufferStore) to run, thread by thread, a
kernel that Wine's vkd3d cannot (it translates DXBC only). It lets a test read DirectML's own
answer from DirectML's own kernel where this device cannot dispatch it (RANDOM_GENERATOR's
Philox). Unknown instructions raise: the interpreter never guesses."""

from __future__ import annotations

import re

_ASSIGN = re.compile(r"^\s*%(\w+) = (.*)$")
_LABEL = re.compile(r"^(\d+):")
_OPERAND = re.compile(r"(?:i\d+|%[\w.\"<> ]+\*?|%dx\.types\.\w+(?:\.\w+)?) (%\w+|-?\d+|true|false|undef)")


def parse(text: str) -> dict[str, list[str]]:
    """The body of @CSMain as {label: instructions}; the entry block is '0'."""
    body = text.split("define void @CSMain() {", 1)[1].split("\n}\n", 1)[0]
    blocks, label = {"0": []}, "0"
    for line in body.splitlines():
        m = _LABEL.match(line)
        if m:
            label = m.group(1)
            blocks[label] = []
        elif line.strip():
            blocks[label].append(line.strip())
    return blocks


def _bits(type_: str) -> int:
    return int(type_[1:])


def run(blocks: dict, thread: int, cbuffer: dict[int, list[int]], buffers: dict[int, list[int]]) -> None:
    """One thread: ``cbuffer`` rows of four 32-bit words, ``buffers`` the UAVs by range id (lists
    of 32-bit words, written in place)."""
    env: dict[str, object] = {}
    handles: dict[str, tuple[int, int]] = {}

    def val(tok):
        if isinstance(tok, int):
            return tok
        tok = tok.strip()
        if tok.startswith("%"):
            return env[tok[1:]]
        if tok in ("true", "false"):
            return int(tok == "true")
        return 0 if tok == "undef" else int(tok)

    label = "0"
    while True:
        for ins in blocks[label]:
            m = _ASSIGN.match(ins)
            name, rhs = (m.group(1), m.group(2)) if m else (None, ins)
            op = rhs.split(" ", 1)[0]
            if op in ("add", "mul", "xor", "and", "or", "shl", "lshr", "udiv", "urem"):
                parts = rhs.split(" ")
                type_ = next(p for p in parts if re.fullmatch(r"i\d+", p))
                mask = (1 << _bits(type_)) - 1
                a, b = (val(x) & mask for x in rhs.split(type_, 1)[1].split(","))  # a literal may be negative
                env[name] = _BINARY[op](a, b) & mask
            elif op in ("zext", "trunc"):
                m2 = re.match(r"(?:zext|trunc) (i\d+) (\S+) to (i\d+)", rhs)
                env[name] = val(m2.group(2)) & ((1 << _bits(m2.group(3))) - 1)
            elif op == "icmp":
                m2 = re.match(r"icmp (\w+) (i\d+) (\S+), (\S+)", rhs)
                a, b = val(m2.group(3)), val(m2.group(4))
                env[name] = int({"eq": a == b, "ne": a != b, "ult": a < b, "ugt": a > b, "ule": a <= b,
                                 "uge": a >= b}[m2.group(1)])
            elif op == "extractvalue":
                m2 = re.match(r"extractvalue \S+ (%\w+), (\d+)", rhs)
                env[name] = val(m2.group(1))[int(m2.group(2))]
            elif op == "call" or rhs.startswith("call "):
                args = rhs[rhs.index("(") + 1:rhs.rindex(")")]
                vals = [v for v in (_arg(a) for a in _split(args))]
                if "@dx.op.createHandle" in rhs:
                    handles[name] = (vals[1], vals[2])  # (resource class, range id)
                elif "@dx.op.threadId" in rhs:
                    env[name] = thread
                elif "@dx.op.cbufferLoadLegacy" in rhs:
                    env[name] = tuple(cbuffer.get(val(vals[2]), [0, 0, 0, 0]))
                elif "@dx.op.bufferLoad" in rhs:
                    env[name] = (buffers[handles[vals[1][1:]][1]][val(vals[2])], 0, 0, 0, 0)
                elif "@dx.op.bufferStore" in rhs:
                    buffers[handles[vals[1][1:]][1]][val(vals[2])] = val(vals[4])
                else:
                    raise NotImplementedError(rhs)
            elif op == "br":
                m2 = re.match(r"br i1 (\S+), label %(\d+), label %(\d+)", rhs)
                label = (m2.group(2) if val(m2.group(1)) else m2.group(3)) if m2 else \
                    re.match(r"br label %(\d+)", rhs).group(1)
                break
            elif op == "ret":
                return
            else:
                raise NotImplementedError(ins)


# LLVM's integer instructions on unsigned values (a division by 0 gives 0, as D3D's udiv)
_BINARY = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b, "xor": lambda a, b: a ^ b,
           "and": lambda a, b: a & b, "or": lambda a, b: a | b, "shl": lambda a, b: a << b,
           "lshr": lambda a, b: a >> b, "udiv": lambda a, b: a // b if b else 0,
           "urem": lambda a, b: a % b if b else 0}


def _split(args: str) -> list[str]:
    return [a.strip() for a in args.split(",")]


def _arg(a: str):
    """A call argument's value token: ``i32 5`` -> 5 (an int literal), ``%x`` kept as the name."""
    tok = a.rsplit(" ", 1)[-1]
    return tok if tok.startswith("%") else (0 if tok in ("undef", "false") else 1 if tok == "true" else int(tok))
