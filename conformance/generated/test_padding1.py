# Emitted by `python -m generators` from spec/operators/padding1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_PADDING1_OPERATOR_DESC (ns-directml-dml_padding1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_constant(dml):
    """ns-directml-dml_padding1_operator_desc.md: Examples: Example 1 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-example-1-constant-1d0f1875e3',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]},
        'expected': {
            'OutputTensor': [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 1, 2, 3, 4, 9, 9, 9, 9, 9, 9, 5, 6, 7, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9],
        },
        'provenance': {
            'name': 'padding1-example-1-constant',
            'spec_item': 'examples/example-1-constant',
            'cite': "ns-directml-dml_padding1_operator_desc.md: Examples: Example 1 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_2_edge(dml):
    """ns-directml-dml_padding1_operator_desc.md: Examples: Example 2 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-example-2-edge-7f03edff13',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_EDGE',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 0,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]},
        'expected': {
            'OutputTensor': [1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8],
        },
        'provenance': {
            'name': 'padding1-example-2-edge',
            'spec_item': 'examples/example-2-edge',
            'cite': "ns-directml-dml_padding1_operator_desc.md: Examples: Example 2 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_3_reflection(dml):
    """ns-directml-dml_padding1_operator_desc.md: Examples: Example 3 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-example-3-reflection-b6eada7014',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_REFLECTION',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 0,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]},
        'expected': {
            'OutputTensor': [7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2, 7, 6, 5, 6, 7, 8, 7, 6, 5, 6, 3, 2, 1, 2, 3, 4, 3, 2, 1, 2],
        },
        'provenance': {
            'name': 'padding1-example-3-reflection',
            'spec_item': 'examples/example-3-reflection',
            'cite': "ns-directml-dml_padding1_operator_desc.md: Examples: Example 3 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_4_symmetric(dml):
    """ns-directml-dml_padding1_operator_desc.md: Examples: Example 4 (starting from DML_FEATURE_LEVEL_3_0) (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-example-4-symmetric-b335ce2732',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_SYMMETRIC',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 0,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]},
        'expected': {
            'OutputTensor': [2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 2, 1, 1, 2, 3, 4, 4, 3, 2, 1, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5],
        },
        'provenance': {
            'name': 'padding1-example-4-symmetric',
            'spec_item': 'examples/example-4-symmetric',
            'cite': "ns-directml-dml_padding1_operator_desc.md: Examples: Example 4 (starting from DML_FEATURE_LEVEL_3_0) (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_reflection_wider_than_the_input(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_REFLECTION: StartPadding[i] >= InputTensor.Sizes[i] is valid, new regions folded over the previous ones) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-reflection-wider-than-the-input-8b5bece3e9',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [13]},
            'PaddingMode': 'DML_PADDING_MODE_REFLECTION',
            'PaddingValueDataType': 'UINT16',
            'PaddingValue': 0,
            'DimensionCount': 1,
            'StartPadding': [5],
            'EndPadding': [5],
        },
        'inputs': {'InputTensor': [1, 2, 3]},
        'expected': {'OutputTensor': [2, 1, 2, 3, 2, 1, 2, 3, 2, 1, 2, 3, 2]},
        'provenance': {
            'name': 'padding1-reflection-wider-than-the-input',
            'spec_item': 'examples/reflection-wider-than-the-input',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_REFLECTION: StartPadding[i] >= InputTensor.Sizes[i] is valid, new regions folded over the previous ones) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_symmetric_wider_than_the_input(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_SYMMETRIC: StartPadding[i] > InputTensor.Sizes[i] is valid, new regions folded over the previous ones; unspecified symmetric-past-one-fold) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-symmetric-wider-than-the-input-15398e6839',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [9]},
            'PaddingMode': 'DML_PADDING_MODE_SYMMETRIC',
            'PaddingValueDataType': 'INT8',
            'PaddingValue': 0,
            'DimensionCount': 1,
            'StartPadding': [3],
            'EndPadding': [4],
        },
        'inputs': {'InputTensor': [5, -9]},
        'expected': {'OutputTensor': [-9, -9, 5, 5, -9, -9, 5, 5, -9]},
        'provenance': {
            'name': 'padding1-symmetric-wider-than-the-input',
            'spec_item': 'examples/symmetric-wider-than-the-input',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_SYMMETRIC: StartPadding[i] > InputTensor.Sizes[i] is valid, new regions folded over the previous ones; unspecified symmetric-past-one-fold) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_reflection_two_dimensions(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_REFLECTION, per dimension); OutputTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-reflection-two-dimensions-70e2dc3fd8',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [4, 6]},
            'PaddingMode': 'DML_PADDING_MODE_REFLECTION',
            'PaddingValueDataType': 'INT32',
            'PaddingValue': 0,
            'DimensionCount': 2,
            'StartPadding': [1, 2],
            'EndPadding': [1, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {
            'OutputTensor': [6, 5, 4, 5, 6, 5, 3, 2, 1, 2, 3, 2, 6, 5, 4, 5, 6, 5, 3, 2, 1, 2, 3, 2],
        },
        'provenance': {
            'name': 'padding1-reflection-two-dimensions',
            'spec_item': 'examples/reflection-two-dimensions',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_REFLECTION, per dimension); OutputTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_symmetric_two_dimensions(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_SYMMETRIC, per dimension); OutputTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-symmetric-two-dimensions-a407b524b2',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [4, 6]},
            'PaddingMode': 'DML_PADDING_MODE_SYMMETRIC',
            'PaddingValueDataType': 'INT32',
            'PaddingValue': 0,
            'DimensionCount': 2,
            'StartPadding': [1, 2],
            'EndPadding': [1, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {
            'OutputTensor': [2, 1, 1, 2, 3, 3, 2, 1, 1, 2, 3, 3, 5, 4, 4, 5, 6, 6, 5, 4, 4, 5, 6, 6],
        },
        'provenance': {
            'name': 'padding1-symmetric-two-dimensions',
            'spec_item': 'examples/symmetric-two-dimensions',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_SYMMETRIC, per dimension); OutputTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_edge_of_one_element(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_EDGE: the edge values of that dimension) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-edge-of-one-element-e9d8246075',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [4]},
            'PaddingMode': 'DML_PADDING_MODE_EDGE',
            'PaddingValueDataType': 'UINT8',
            'PaddingValue': 0,
            'DimensionCount': 1,
            'StartPadding': [2],
            'EndPadding': [1],
        },
        'inputs': {'InputTensor': [42]},
        'expected': {'OutputTensor': [42, 42, 42, 42]},
        'provenance': {
            'name': 'padding1-edge-of-one-element',
            'spec_item': 'examples/edge-of-one-element',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DML_PADDING_MODE_EDGE: the edge values of that dimension) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_constant_int64_beyond_float(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingValue (read as PaddingValueDataType); PaddingMode (DML_PADDING_MODE_CONSTANT) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-constant-int64-beyond-float-f483d89105',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 3]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'INT64',
            'PaddingValue': -9007199254740993,
            'DimensionCount': 2,
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'inputs': {'InputTensor': [1, 2]},
        'expected': {
            'OutputTensor': [-9007199254740993, -9007199254740993, -9007199254740993, 1, 2, -9007199254740993],
        },
        'provenance': {
            'name': 'padding1-constant-int64-beyond-float',
            'spec_item': 'examples/constant-int64-beyond-float',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingValue (read as PaddingValueDataType); PaddingMode (DML_PADDING_MODE_CONSTANT) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_constant_float16_largest(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingValue (read as PaddingValueDataType FLOAT16: unspecified float16-in-the-union) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-constant-float16-largest-216b5723ed',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [4]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT16',
            'PaddingValue': 65504,
            'DimensionCount': 1,
            'StartPadding': [1],
            'EndPadding': [1],
        },
        'inputs': {'InputTensor': [1, -2]},
        'expected': {'OutputTensor': [65504, 1, -2, 65504]},
        'provenance': {
            'name': 'padding1-constant-float16-largest',
            'spec_item': 'examples/constant-float16-largest',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingValue (read as PaddingValueDataType FLOAT16: unspecified float16-in-the-union) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_zero_padding_is_a_copy(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: OutputTensor (Sizes[i] = InputTensor.Sizes[i] + 0 + 0); PaddingValue (ignored: no padding region) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-zero-padding-is-a-copy-e49dd3acc5',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [2, 2]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT64',
            'PaddingValue': 7,
            'DimensionCount': 2,
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
        },
        'inputs': {'InputTensor': [1.5, -2, 1e+300, 0.1]},
        'expected': {'OutputTensor': [1.5, -2, 1e+300, 0.1]},
        'provenance': {
            'name': 'padding1-zero-padding-is-a-copy',
            'spec_item': 'examples/zero-padding-is-a-copy',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: OutputTensor (Sizes[i] = InputTensor.Sizes[i] + 0 + 0); PaddingValue (ignored: no padding region) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_padding1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-known-fields-f04f70de6e',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'padding1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_padding1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-introduced-in-e516cab776',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'padding1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-known-data-type-b35db466e5',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'padding1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-dimension-count-range-0b233c575b',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'padding1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-sizes-nonzero-e1ca40b43a',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'padding1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-strides-count-de6b835be7',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'padding1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-output-strides-no-overlap-7fa45aeafc',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10], 'Strides': [80, 80, 0, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'padding1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-total-size-minimum-ba3dd100ab',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'padding1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-element-count-max-4c209b5ccc',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'padding1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-base-offset-alignment-162952b443',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'padding1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-same-rank-67d8c79ed4',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'padding1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-same-data-type-16b728ff28',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'padding1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_padding_mode_value(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DirectML.h: DML_PADDING_MODE)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-padding-mode-value-72c4586316',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 5,
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['padding-mode-value'],
        'provenance': {
            'name': 'padding1-invalid-padding-mode-value',
            'spec_item': 'rules/padding-mode-value',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingMode (DirectML.h: DML_PADDING_MODE)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_padding_value_data_type(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: PaddingValueDataType (must match OutputTensor.DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-padding-value-data-type-be13afdecc',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT16',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['padding-value-data-type'],
        'provenance': {
            'name': 'padding1-invalid-padding-value-data-type',
            'spec_item': 'rules/padding-value-data-type',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: PaddingValueDataType (must match OutputTensor.DataType)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: DimensionCount (the same value as the dimension count of InputTensor and OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-dimension-count-09618b0871',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 5,
            'StartPadding': [0, 0, 1, 2, 2],
            'EndPadding': [0, 0, 3, 4, 4],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'padding1-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: DimensionCount (the same value as the dimension count of InputTensor and OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: StartPadding, EndPadding (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-array-lengths-cc83f2f4a0',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'padding1-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: StartPadding, EndPadding (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] + StartPadding[i] + EndPadding[i]); StartPadding; EndPadding"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-invalid-output-sizes-f7e14f5629',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 11]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT32',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'padding1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_padding1_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] + StartPadding[i] + EndPadding[i]); StartPadding; EndPadding',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding1-dimensions-5_0-9-a5d016f758',
        'operator': 'DML_PADDING1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValueDataType': 'FLOAT64',
            'PaddingValue': 1.0,
            'DimensionCount': 9,
            'StartPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'padding1-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float64(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT64'})


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_padding1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_0) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_equivalence_no_padding_is_identity(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members: OutputTensor, StartPadding, EndPadding (by definition: with no padding region every output element is the input element at its coordinates, in every mode): equals DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC when StartPadding 0, EndPadding 0"""
    dml.check_equivalence('DML_PADDING1_OPERATOR_DESC', 'no-padding-is-identity')


def test_equivalence_padding_with_a_float_value(dml):
    """ns-directml-dml_padding1_operator_desc.md: Members; ns-directml-dml_padding_operator_desc.md: Members: PaddingValue (the same modes, sizes and examples; PADDING's PaddingValue a FLOAT): equals DML_PADDING_OPERATOR_DESC when PaddingValueDataType ['FLOAT32']"""
    dml.check_equivalence('DML_PADDING1_OPERATOR_DESC', 'padding-with-a-float-value')
