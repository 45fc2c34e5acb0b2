"""A stand-in for worker/dmlworker.c that speaks its wire format, for tests without Wine.

FAKE_DML_MODE picks what every run request gets: ``ok`` (each output filled with byte 0x07),
``reject`` (CreateOperator: E_INVALIDARG), ``compile`` (CompileOperator: E_INVALIDARG),
``removed`` (the device is lost), ``refused`` (lost after the device refused ID3D12Device5 while
DirectML recorded, as DirectML 1.10.1 on vkd3d 1.6), ``crash`` (the process dies), ``hang`` (no answer), ``echo``
(the desc, decoded, as the first output: the test reads back what the worker parsed, and the
binding slots it would bind). FAKE_DML_DIE_AT_START makes it die before its first frame: on
every start when empty, on the first only when it names a file (made then); FAKE_DML_NO_DEVICE_AT_START
likewise answers its first frame as D3D12CreateDevice failing with 0x887A0004. In every mode a desc the real worker refuses (an unknown C type or
tensor role, a NULL tensor of the operator's own desc without its slot, a present tensor inside
a nested struct, structs nested too deep) is answered as the worker answers it: STEP_PROTOCOL.
"""
import json
import os
import struct
import sys
import time
import uuid

MODE = os.environ.get("FAKE_DML_MODE", "ok")
STEPS = {"reject": 1, "compile": 2, "removed": 6, "refused": 6}
E_INVALIDARG, DEVICE_REMOVED = 0x80070057, 0x887A0005
DEVICE5 = uuid.UUID("8b4f173b-2fea-4b80-8f58-4307191ab95d").bytes_le  # IID_ID3D12Device5, as laid out in memory


def frame(out, body):
    out.write(struct.pack("<Q", len(body)) + body)
    out.flush()


def text(s):
    b = s.encode()
    return struct.pack("<I", len(b)) + b


MAX_FIELDS, MAX_DEPTH, MAX_TENSORS, MAX_DIMS = 64, 4, 16, 16  # as in dmlworker.c


class Malformed(ValueError):
    """A desc the worker refuses (STEP_PROTOCOL), with the worker's message."""


def parse_desc(blob):
    """The desc as dmlworker.c's parse_desc reads it: the fields, [code name, value] each, and the
    binding slots of the operator's own desc in field order (each the field index of a present
    tensor, or None: an absent optional tensor, bound DML_BINDING_TYPE_NONE). Raises Malformed
    where the worker answers STEP_PROTOCOL."""
    at = 0
    slots = {"inputs": [], "outputs": []}

    def take(fmt):
        nonlocal at
        if at + struct.calcsize(fmt) > len(blob):
            raise Malformed("the desc is cut short")
        v = struct.unpack_from(fmt, blob, at)
        at += struct.calcsize(fmt)
        return v if len(v) > 1 else v[0]

    def uints(count):
        return [take("<I") for _ in range(count)]

    def fields_of(depth):
        n = take("<I")
        if n > MAX_FIELDS:
            raise Malformed(f"{n} fields: at most {MAX_FIELDS}")
        fields = []
        for i in range(n):
            ctype = take("<B")
            if ctype == 1:
                fields.append(["u32", take("<I")])
            elif ctype == 4:
                fields.append(["f32", take("<f")])
            elif ctype == 5:
                fields.append(["u64", take("<Q")])
            elif ctype == 3:
                fields.append(["u32_array", uints(take("<I")) if take("<B") else None])
            elif ctype == 6:
                if not take("<B"):
                    fields.append(["struct_ptr", None])
                    continue
                if depth + 1 >= MAX_DEPTH:
                    raise Malformed(f"structs nested more than {MAX_DEPTH - 1} deep")
                fields.append(["struct_ptr", fields_of(depth + 1)])
            elif ctype == 2:
                role = take("<B")
                if role > 4:
                    raise Malformed(f"field {i}: unknown tensor role {role}")
                if depth and role:
                    raise Malformed(f"field {i}: a nested struct's tensors are NULL and bound to nothing")
                if not depth and not role:
                    raise Malformed(f"field {i}: a NULL tensor of the operator's desc is an input or an output "
                                    "(role 3 or 4): it takes its binding slot")
                if role in (0, 3, 4):  # NULL; 3 and 4 still take their binding slot, bound NONE
                    if role:
                        slots["inputs" if role == 3 else "outputs"].append(None)
                    fields.append(["tensor", {"role": role}])
                    continue
                ttype, dtype, flags, dims, has_strides = take("<IIIIB")
                if dims > MAX_DIMS:
                    raise Malformed(f"{dims} dimensions: at most {MAX_DIMS}")
                sizes = uints(dims)
                strides = uints(dims) if has_strides else None
                total, align = take("<QI")
                slots["inputs" if role == 1 else "outputs"].append(i)
                fields.append(["tensor", {"role": role, "type": ttype, "DataType": dtype, "Flags": flags,
                                          "Sizes": sizes, "Strides": strides, "Total": total, "Alignment": align}])
            else:
                raise Malformed(f"field {i}: unknown C type {ctype}")
        return fields

    fields = fields_of(0)
    present = [f for f in fields if f[0] == "tensor" and f[1]["role"] in (1, 2)]
    if len(present) > MAX_TENSORS:
        raise Malformed(f"more than {MAX_TENSORS} tensors")
    return fields, slots


def main():
    src, out = sys.stdin.buffer, sys.stdout.buffer
    marker = os.environ.get("FAKE_DML_DIE_AT_START")
    if marker is not None:  # die before the first frame: always, or (given a file) on the first start only
        if not marker or not os.path.exists(marker):
            if marker:
                open(marker, "w").close()
            os._exit(1)
    marker = os.environ.get("FAKE_DML_NO_DEVICE_AT_START")
    if marker is not None:  # D3D12CreateDevice fails: always, or (given a file) on the first start only
        if not marker or not os.path.exists(marker):
            if marker:
                open(marker, "w").close()
            frame(out, struct.pack("<BI", 8, 0x887A0004) + text("D3D12CreateDevice failed: 0x887A0004"))
            return
    frame(out, struct.pack("<BI", 0, 0) + text(""))
    while True:
        head = src.read(8)
        if len(head) < 8:
            return
        body = src.read(struct.unpack("<Q", head)[0])
        if body[:1] == b"Q":
            return
        if body[:1] == b"P":
            n = struct.unpack_from("<I", body, 1)[0]
            levels = struct.unpack_from(f"<{n}i", body, 5)
            m = struct.unpack_from("<I", body, 5 + 4 * n)[0]
            frame(out, struct.pack("<BI", 0, 0) + text("") + struct.pack("<I", max(levels)) + struct.pack("<I", m)
                  + bytes([1] * (m - 1) + [0]) + text("9.9.9.9") + text("fake adapter") + struct.pack("<II", 0x10005, 0)
                  + text(os.environ.get("FAKE_DML_SHIMS", "")))
            continue
        op_type, flags, mode, desc_size = struct.unpack_from("<IIBI", body, 1)
        desc = body[14:14 + desc_size]
        if MODE == "crash":
            os._exit(3)
        if MODE == "hang":
            time.sleep(3600)
        try:
            fields, slots = parse_desc(desc)
        except Malformed as exc:  # the worker refuses the desc before any call
            frame(out, struct.pack("<BI", 7, 0) + text(str(exc)) + struct.pack("<B4dII", 0, 0, 0, 0, 0, 0, 0))
            continue
        head = struct.pack("<B", STEPS.get(MODE, 0))
        hr = {"reject": E_INVALIDARG, "compile": E_INVALIDARG, "removed": DEVICE_REMOVED,
              "refused": DEVICE_REMOVED}.get(MODE, 0)
        call = {"reject": "IDMLDevice::CreateOperator", "compile": "IDMLDevice::CompileOperator",
                "removed": "executing the dispatch", "refused": "executing the dispatch"}.get(MODE, "")
        refused = [DEVICE5] if MODE == "refused" else []
        reply = head + struct.pack("<I", hr) + text(call) + struct.pack("<B4dI", 1, 0, 0, 0, 0, len(refused)) \
            + b"".join(refused)
        if MODE in ("ok", "echo") and mode:
            # each present tensor's bytes, in field order (absent ones, roles 3 and 4, carry none)
            at, data = 14 + desc_size, []
            for f in fields:
                if f[0] == "tensor" and f[1]["role"] in (1, 2):
                    size = struct.unpack_from("<Q", body, at)[0]
                    data.append((f[1]["role"], body[at + 8:at + 8 + size]))
                    at += 8 + size
            blobs = [b for role, b in data if role == 2]
            if MODE == "echo":
                echo = json.dumps({"op_type": op_type, "flags": flags, "fields": fields, "bindings": slots}).encode()
                blobs = [echo.ljust(len(blobs[0]), b" ")[:len(blobs[0])]] + blobs[1:]
            else:
                blobs = [b"\x07" * len(b) for b in blobs]
            reply += struct.pack("<I", len(blobs)) + b"".join(struct.pack("<Q", len(b)) + b for b in blobs)
        else:
            reply += struct.pack("<I", 0)
        frame(out, reply)


main()
