"""A stand-in for worker/dmlworker.c that speaks its wire format, for tests without Wine.

FAKE_DML_MODE picks what every run request gets: ``ok`` (each output filled with byte 0x07),
``reject`` (CreateOperator: E_INVALIDARG), ``compile`` (CompileOperator: E_INVALIDARG),
``removed`` (the device is lost), ``crash`` (the process dies), ``hang`` (no answer), ``echo``
(the desc, decoded, as the one output: the test reads back what the worker parsed).
"""
import json
import os
import struct
import sys
import time

MODE = os.environ.get("FAKE_DML_MODE", "ok")
STEPS = {"reject": 1, "compile": 2, "removed": 6}
E_INVALIDARG, DEVICE_REMOVED = 0x80070057, 0x887A0005


def frame(out, body):
    out.write(struct.pack("<Q", len(body)) + body)
    out.flush()


def text(s):
    b = s.encode()
    return struct.pack("<I", len(b)) + b


def parse_desc(blob):
    at = 0

    def take(fmt):
        nonlocal at
        v = struct.unpack_from(fmt, blob, at)
        at += struct.calcsize(fmt)
        return v if len(v) > 1 else v[0]

    fields = []
    for _ in range(take("<I")):
        ctype = take("<B")
        if ctype == 1:
            fields.append(["u32", take("<I")])
        elif ctype == 3:
            values = None
            if take("<B"):
                count = take("<I")
                values = list(struct.unpack_from(f"<{count}I", blob, at))
                at += 4 * count
            fields.append(["u32_array", values])
        elif ctype == 2:
            role = take("<B")
            if not role:
                fields.append(["tensor", None])
                continue
            ttype, dtype, flags, dims, has_strides = take("<IIIIB")
            sizes = list(struct.unpack_from(f"<{dims}I", blob, at)); at += 4 * dims
            strides = None
            if has_strides:
                strides = list(struct.unpack_from(f"<{dims}I", blob, at)); at += 4 * dims
            total, align = take("<QI")
            fields.append(["tensor", {"role": role, "type": ttype, "DataType": dtype, "Flags": flags, "Sizes": sizes,
                                      "Strides": strides, "Total": total, "Alignment": align}])
    return fields


def main():
    src, out = sys.stdin.buffer, sys.stdout.buffer
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
                  + bytes([1] * (m - 1) + [0]) + text("9.9.9.9") + text("fake adapter") + struct.pack("<II", 0x10005, 0))
            continue
        op_type, flags, mode, desc_size = struct.unpack_from("<IIBI", body, 1)
        desc = body[14:14 + desc_size]
        if MODE == "crash":
            os._exit(3)
        if MODE == "hang":
            time.sleep(3600)
        head = struct.pack("<B", STEPS.get(MODE, 0))
        hr = {"reject": E_INVALIDARG, "compile": E_INVALIDARG, "removed": DEVICE_REMOVED}.get(MODE, 0)
        call = {"reject": "IDMLDevice::CreateOperator", "compile": "IDMLDevice::CompileOperator",
                "removed": "executing the dispatch"}.get(MODE, "")
        reply = head + struct.pack("<I", hr) + text(call) + struct.pack("<B4d", 1, 0, 0, 0, 0)
        if MODE in ("ok", "echo") and mode:
            fields = parse_desc(desc)
            outputs = [f[1] for f in fields if f[0] == "tensor" and f[1] and f[1]["role"] == 2]
            at, data = 14 + desc_size, []
            for f in fields:
                if f[0] == "tensor" and f[1]:
                    size = struct.unpack_from("<Q", body, at)[0]
                    data.append((f[1]["role"], body[at + 8:at + 8 + size]))
                    at += 8 + size
            blobs = [b for role, b in data if role == 2]
            if MODE == "echo":
                echo = json.dumps({"op_type": op_type, "flags": flags, "fields": fields}).encode()
                blobs = [echo.ljust(len(blobs[0]), b" ")[:len(blobs[0])]] + blobs[1:]
            else:
                blobs = [b"\x07" * len(b) for b in blobs]
            reply += struct.pack("<I", len(outputs)) + b"".join(struct.pack("<Q", len(b)) + b for b in blobs)
        else:
            reply += struct.pack("<I", 0)
        frame(out, reply)


main()
