"""Case files shared by several test modules (written out whole, as a user would)."""

# The ARGMAX page's Example 3 (all axes): the flat index of the maximum, 7.
ARGMAX_EXAMPLE_3 = {
    "format": "dmlconf-case/1", "operator": "DML_ARGMAX_OPERATOR_DESC", "feature_level": "4_1",
    "desc": {"InputTensor": {"DataType": "FLOAT32", "Sizes": [3, 3]},
             "OutputTensor": {"DataType": "UINT32", "Sizes": [1, 1]},
             "AxisCount": 2, "Axes": [0, 1], "AxisDirection": "DML_AXIS_DIRECTION_INCREASING"},
    "inputs": {"InputTensor": [1, 2, 3, 3, 0, 4, 2, 5, 2]},
    "expected": {"OutputTensor": [7]},
}
