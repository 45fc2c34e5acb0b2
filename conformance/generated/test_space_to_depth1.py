# Emitted by `python -m generators` from spec/operators/space_to_depth1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_SPACE_TO_DEPTH1_OPERATOR_DESC (ns-directml-dml_space_to_depth1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_1_depth_column_row_order(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Examples: Example 1. Depth-column-row order"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-example-1-depth-column-row-order-c49961ffc9',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'inputs': {
            'InputTensor': [0, 18, 1, 19, 2, 20, 36, 54, 37, 55, 38, 56, 3, 21, 4, 22, 5, 23, 39, 57, 40, 58, 41, 59, 9, 27, 10, 28, 11, 29, 45, 63, 46, 64, 47, 65, 12, 30, 13, 31, 14, 32, 48, 66, 49, 67, 50, 68],
        },
        'expected': {
            'OutputTensor': [0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 18, 19, 20, 21, 22, 23, 27, 28, 29, 30, 31, 32, 36, 37, 38, 39, 40, 41, 45, 46, 47, 48, 49, 50, 54, 55, 56, 57, 58, 59, 63, 64, 65, 66, 67, 68],
        },
        'provenance': {
            'name': 'space_to_depth1-example-1-depth-column-row-order',
            'spec_item': 'examples/example-1-depth-column-row-order',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Examples: Example 1. Depth-column-row order',
            'generator': 'examples',
        },
    })


def test_example_2_column_row_depth_order(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Examples: Example 2. Column-row-depth order"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-example-2-column-row-depth-order-19cb7ce97e',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH',
        },
        'inputs': {
            'InputTensor': [0, 9, 1, 10, 2, 11, 18, 27, 19, 28, 20, 29, 3, 12, 4, 13, 5, 14, 21, 30, 22, 31, 23, 32, 36, 45, 37, 46, 38, 47, 54, 63, 55, 64, 56, 65, 39, 48, 40, 49, 41, 50, 57, 66, 58, 67, 59, 68],
        },
        'expected': {
            'OutputTensor': [0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 18, 19, 20, 21, 22, 23, 27, 28, 29, 30, 31, 32, 36, 37, 38, 39, 40, 41, 45, 46, 47, 48, 49, 50, 54, 55, 56, 57, 58, 59, 63, 64, 65, 66, 67, 68],
        },
        'provenance': {
            'name': 'space_to_depth1-example-2-column-row-depth-order',
            'spec_item': 'examples/example-2-column-row-depth-order',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Examples: Example 2. Column-row-depth order',
            'generator': 'examples',
        },
    })


def test_block_size_one_is_a_copy(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Members: OutputTensor (BlockSize 1: the output's sizes are the input's); BlockSize (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-block-size-one-is-a-copy-efe8b3396e',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
            'Order': 'DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH',
        },
        'inputs': {'InputTensor': [1.5, -0.0, 'nan', '-inf']},
        'expected': {'OutputTensor': [1.5, -0.0, 'nan', '-inf']},
        'provenance': {
            'name': 'space_to_depth1-block-size-one-is-a-copy',
            'spec_item': 'examples/block-size-one-is-a-copy',
            'cite': "ns-directml-dml_space_to_depth1_operator_desc.md: Members: OutputTensor (BlockSize 1: the output's sizes are the input's); BlockSize (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_int64_extremes_depth_column_row(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: ne-directml-dml_depth_space_order.md: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-int64-extremes-depth-column-row-e0c241c246',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 8, 1, 1]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'inputs': {'InputTensor': [-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, 3, 4]},
        'expected': {'OutputTensor': [-9223372036854775808, 1, 9223372036854775807, 2, -1, 3, 0, 4]},
        'provenance': {
            'name': 'space_to_depth1-int64-extremes-depth-column-row',
            'spec_item': 'examples/int64-extremes-depth-column-row',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: ne-directml-dml_depth_space_order.md: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int64_extremes_column_row_depth(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: ne-directml-dml_depth_space_order.md: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-int64-extremes-column-row-depth-56dc5e7d11',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 8, 1, 1]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH',
        },
        'inputs': {'InputTensor': [-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, 3, 4]},
        'expected': {'OutputTensor': [-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, 3, 4]},
        'provenance': {
            'name': 'space_to_depth1-int64-extremes-column-row-depth',
            'spec_item': 'examples/int64-extremes-column-row-depth',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: ne-directml-dml_depth_space_order.md: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-known-fields-4168b66408',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'space_to_depth1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-introduced-in-44bdeb490d',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'space_to_depth1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-tensor-support-dimension-count-163ca110d3',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'space_to_depth1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-known-data-type-2d51c93813',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'space_to_depth1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-dimension-count-range-0f2ec812a5',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'space_to_depth1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-sizes-nonzero-3bdb6edc1f',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [0, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'space_to_depth1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-strides-count-4f1d68afda',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6], 'Strides': [48, 48, 24, 6, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'space_to_depth1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-output-strides-no-overlap-dcf81a8e04',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3], 'Strides': [48, 0, 3, 1]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'space_to_depth1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-total-size-minimum-0faf50122a',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6], 'TotalTensorSizeInBytes': 191},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'space_to_depth1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-element-count-max-cd6d442b53',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [89478486, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'space_to_depth1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-base-offset-alignment-f24e40534c',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'space_to_depth1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-same-data-type-bac09fd78e',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'space_to_depth1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_order_value(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Members: Order (DirectML.h: DML_DEPTH_SPACE_ORDER)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-order-value-42d8bd2712',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
            'Order': 2,
        },
        'expect': 'invalid',
        'violates': ['order-value'],
        'provenance': {
            'name': 'space_to_depth1-invalid-order-value',
            'spec_item': 'rules/order-value',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Members: Order (DirectML.h: DML_DEPTH_SPACE_ORDER)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Members: OutputTensor (erratum output-sizes-formula: { Batch, Channels * BlockSize * BlockSize, Height / BlockSize, Width / BlockSize }, as the example has it); BlockSize; Description (the inverse of DEPTH_TO_SPACE1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-invalid-output-sizes-aa0913c129',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 4]},
            'BlockSize': 2,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'space_to_depth1-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Members: OutputTensor (erratum output-sizes-formula: { Batch, Channels * BlockSize * BlockSize, Height / BlockSize, Width / BlockSize }, as the example has it); BlockSize; Description (the inverse of DEPTH_TO_SPACE1)',
            'generator': 'invalid',
            'base': 'examples/example-1-depth-column-row-order',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-dimensions-5_0-3-4c9dacbe6b',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BlockSize': 1,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'space_to_depth1-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_0(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-dimensions-5_0-5-106ba8bbdf',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'BlockSize': 1,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'space_to_depth1-dimensions-5_0-5',
            'spec_item': 'tensor_support/5_0/dimensions/5',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-dimensions-2_1-3-ec075d8626',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BlockSize': 1,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'space_to_depth1-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'space_to_depth1-dimensions-2_1-5-1d1f05a6c5',
        'operator': 'DML_SPACE_TO_DEPTH1_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BlockSize': 1,
            'Order': 'DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW',
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'space_to_depth1-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float64(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT64'})


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_equivalence_version_0_at_depth_column_row(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Remarks: equals DML_SPACE_TO_DEPTH_OPERATOR_DESC when Order DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW"""
    dml.check_equivalence('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', 'version-0-at-depth-column-row')


def test_equivalence_inverse_undoes_it(dml):
    """ns-directml-dml_space_to_depth1_operator_desc.md: Description (DEPTH_TO_SPACE1 is the inverse transformation of SPACE_TO_DEPTH1, for the same BlockSize and Order): equals itself with InputTensor = DEPTH_TO_SPACE1(InputTensor = SPACE_TO_DEPTH1(this side's inputs))"""
    dml.check_equivalence('DML_SPACE_TO_DEPTH1_OPERATOR_DESC', 'inverse-undoes-it')
