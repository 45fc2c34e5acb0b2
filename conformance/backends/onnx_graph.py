"""What every ONNX model dmlconf builds shares: the default opset, DirectML's tensor types as
ONNX's, and a one-graph model (onnx_models.py and onnx_movement_models.py build on it)."""

from __future__ import annotations

OPSET = 13
OPSET_DILATED_AVERAGE = 19  # AveragePool-19 added dilations
OPSET_DILATED_LP = 18  # LpPool-18 added dilations (and ceil_mode)

# DML_TENSOR_DATA_TYPE name -> onnx TensorProto name
ONNX_TYPES = {"FLOAT32": "FLOAT", "FLOAT16": "FLOAT16", "FLOAT64": "DOUBLE", "INT8": "INT8", "INT16": "INT16",
              "INT32": "INT32", "INT64": "INT64", "UINT8": "UINT8", "UINT16": "UINT16", "UINT32": "UINT32",
              "UINT64": "UINT64", "INT4": "INT4", "UINT4": "UINT4"}


def onnx_type(name: str) -> int:
    from onnx import TensorProto

    try:
        return getattr(TensorProto, ONNX_TYPES[name])
    except KeyError:
        raise NotImplementedError(f"ONNX has no tensor type for DML_TENSOR_DATA_TYPE_{name}") from None


def onnx_model(name: str, nodes, inputs, outputs, initializers=(), opset: int = OPSET):
    from onnx import helper

    graph = helper.make_graph(nodes, name, inputs, outputs, list(initializers))
    model = helper.make_model(graph, producer_name="dmlconf", opset_imports=[helper.make_opsetid("", opset)])
    # 8: what every onnxruntime since 1.10 reads; opset 19 needs 9, opset 21 (INT4, UINT4) 10
    model.ir_version = 8 if opset <= 17 else 9 if opset < 21 else 10
    return model
