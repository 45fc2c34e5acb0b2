# Emitted by `python -m generators` from spec/operators/padding.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_PADDING_OPERATOR_DESC (ns-directml-dml_padding_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_constant(dml):
    """ns-directml-dml_padding_operator_desc.md: Examples: Example 1 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-example-1-constant-3965f6f6f8',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
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
            'name': 'padding-example-1-constant',
            'spec_item': 'examples/example-1-constant',
            'cite': "ns-directml-dml_padding_operator_desc.md: Examples: Example 1 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_2_edge(dml):
    """ns-directml-dml_padding_operator_desc.md: Examples: Example 2 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-example-2-edge-5b4f1d2d8a',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_EDGE',
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
            'name': 'padding-example-2-edge',
            'spec_item': 'examples/example-2-edge',
            'cite': "ns-directml-dml_padding_operator_desc.md: Examples: Example 2 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_3_reflection(dml):
    """ns-directml-dml_padding_operator_desc.md: Examples: Example 3 (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-example-3-reflection-b55390c817',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_REFLECTION',
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
            'name': 'padding-example-3-reflection',
            'spec_item': 'examples/example-3-reflection',
            'cite': "ns-directml-dml_padding_operator_desc.md: Examples: Example 3 (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_example_4_symmetric(dml):
    """ns-directml-dml_padding_operator_desc.md: Examples: Example 4 (starting from DML_FEATURE_LEVEL_3_0) (the page's rows lack commas: erratum example-rows-lack-commas)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-example-4-symmetric-a847d74b17',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_SYMMETRIC',
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
            'name': 'padding-example-4-symmetric',
            'spec_item': 'examples/example-4-symmetric',
            'cite': "ns-directml-dml_padding_operator_desc.md: Examples: Example 4 (starting from DML_FEATURE_LEVEL_3_0) (the page's rows lack commas: erratum example-rows-lack-commas)",
            'generator': 'examples',
        },
    })


def test_five_dimensions_at_1_0(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4 to 5 dimensions, FLOAT16); Members: PaddingMode (DML_PADDING_MODE_EDGE) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-five-dimensions-at-1-0-8c81b63328',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 3, 4]},
            'PaddingMode': 'DML_PADDING_MODE_EDGE',
            'PaddingValue': 0,
            'DimensionCount': 5,
            'StartPadding': [0, 0, 0, 0, 1],
            'EndPadding': [0, 0, 0, 1, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 4]},
        'expected': {'OutputTensor': [1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4]},
        'provenance': {
            'name': 'padding-five-dimensions-at-1-0',
            'spec_item': 'examples/five-dimensions-at-1-0',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (4 to 5 dimensions, FLOAT16); Members: PaddingMode (DML_PADDING_MODE_EDGE) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_constant_integer_value(dml):
    """ns-directml-dml_padding_operator_desc.md: Members: PaddingValue (a FLOAT; for integer tensors it might be truncated: unspecified padding-value-conversion) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-constant-integer-value-8b3fd3d5c1',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': -3,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 0, 1],
            'EndPadding': [0, 0, 0, 1],
        },
        'inputs': {'InputTensor': [7, -32768]},
        'expected': {'OutputTensor': [-3, 7, -32768, -3]},
        'provenance': {
            'name': 'padding-constant-integer-value',
            'spec_item': 'examples/constant-integer-value',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Members: PaddingValue (a FLOAT; for integer tensors it might be truncated: unspecified padding-value-conversion) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_padding_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-known-fields-68cd9aac55',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'padding-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-tensor-support-data-type-104ab661df',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-known-data-type-3c2e039902',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'padding-invalid-known-data-type',
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
        'id': 'padding-invalid-dimension-count-range-f9e496b72f',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'padding-invalid-dimension-count-range',
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
        'id': 'padding-invalid-sizes-nonzero-e7ffc85e20',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'padding-invalid-sizes-nonzero',
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
        'id': 'padding-invalid-strides-count-dffea44c6f',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'Strides': [16, 16, 16, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'padding-invalid-strides-count',
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
        'id': 'padding-invalid-output-strides-no-overlap-0d0b0d13ae',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10], 'Strides': [80, 80, 0, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'padding-invalid-output-strides-no-overlap',
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
        'id': 'padding-invalid-total-size-minimum-65d4609eab',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'TotalTensorSizeInBytes': 63},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'padding-invalid-total-size-minimum',
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
        'id': 'padding-invalid-element-count-max-b17aa9004e',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [268435456, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'padding-invalid-element-count-max',
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
        'id': 'padding-invalid-base-offset-alignment-1eb183d178',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'padding-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-same-rank-f8308ffd30',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'padding-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-same-data-type-4079ec428e',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'padding-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_padding_mode_value(dml):
    """ns-directml-dml_padding_operator_desc.md: Members: PaddingMode (DirectML.h: DML_PADDING_MODE)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-padding-mode-value-878aa193e1',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 5,
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['padding-mode-value'],
        'provenance': {
            'name': 'padding-invalid-padding-mode-value',
            'spec_item': 'rules/padding-mode-value',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Members: PaddingMode (DirectML.h: DML_PADDING_MODE)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_dimension_count(dml):
    """ns-directml-dml_padding_operator_desc.md: Members: DimensionCount (the same value as the dimension count of InputTensor and OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-dimension-count-e853044327',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 5,
            'StartPadding': [0, 0, 1, 2, 2],
            'EndPadding': [0, 0, 3, 4, 4],
        },
        'expect': 'invalid',
        'violates': ['dimension-count'],
        'provenance': {
            'name': 'padding-invalid-dimension-count',
            'spec_item': 'rules/dimension-count',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Members: DimensionCount (the same value as the dimension count of InputTensor and OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_padding_operator_desc.md: Members: StartPadding, EndPadding (_Field_size_(DimensionCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-array-lengths-8e1c83c00b',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'padding-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Members: StartPadding, EndPadding (_Field_size_(DimensionCount))',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_padding_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] + StartPadding[i] + EndPadding[i]); StartPadding; EndPadding"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-invalid-output-sizes-d2ad1f64c8',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 8, 11]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'padding-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Members: OutputTensor (OutputTensor.Sizes[i] = InputTensor.Sizes[i] + StartPadding[i] + EndPadding[i]); StartPadding; EndPadding',
            'generator': 'invalid',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-inputtensor-float64-8e13cae869',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-inputtensor-uint64-c5da009d5d',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-inputtensor-int64-cb7ac3e785',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_outputtensor_float64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-outputtensor-float64-8e13cae869',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-outputtensor-float64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_outputtensor_uint64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-outputtensor-uint64-c5da009d5d',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-outputtensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_3_1_outputtensor_int64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-3_1-outputtensor-int64-cb7ac3e785',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-3_1-outputtensor-int64',
            'spec_item': 'tensor_support/3_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-uint32-104ab661df',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-uint16-3e6948fec9',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-uint8-c3cbbcfdbb',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-int32-0bc502738f',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-int16-6654528f68',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-inputtensor-int8-ee9f006115',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-uint32-104ab661df',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-uint16-3e6948fec9',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-uint8-c3cbbcfdbb',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-int32-0bc502738f',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-int16-6654528f68',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-unsupported-1_0-outputtensor-int8-ee9f006115',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 4, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 8, 10]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 9,
            'DimensionCount': 4,
            'StartPadding': [0, 0, 1, 2],
            'EndPadding': [0, 0, 3, 4],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'padding-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-1-constant',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-5_0-9-5375996b7b',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 9,
            'StartPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'padding-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-3_1-9-924883965e',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 9,
            'StartPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'padding-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-2_1-3-28b4607792',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 3,
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'padding-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_1(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-2_1-6-9425900676',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 6,
            'StartPadding': [0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'padding-dimensions-2_1-6',
            'spec_item': 'tensor_support/2_1/dimensions/6',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-1_0-3-1d477331fb',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 3,
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'padding-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'padding-dimensions-1_0-6-6c3cdf3b5b',
        'operator': 'DML_PADDING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'PaddingMode': 'DML_PADDING_MODE_CONSTANT',
            'PaddingValue': 1.0,
            'DimensionCount': 6,
            'StartPadding': [0, 0, 0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'padding-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT64'})


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_int16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT16'})


def test_property_3_1_inputtensor_int8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT8'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT16'})


def test_property_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_padding_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_PADDING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})
