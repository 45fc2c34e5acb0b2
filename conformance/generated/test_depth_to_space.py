# Emitted by `python -m generators` from spec/operators/depth_to_space.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_DEPTH_TO_SPACE_OPERATOR_DESC (ns-directml-dml_depth_to_space_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-example-74a5cb0bb2',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'inputs': {
            'InputTensor': [0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 18, 19, 20, 21, 22, 23, 27, 28, 29, 30, 31, 32, 36, 37, 38, 39, 40, 41, 45, 46, 47, 48, 49, 50, 54, 55, 56, 57, 58, 59, 63, 64, 65, 66, 67, 68],
        },
        'expected': {
            'OutputTensor': [0, 18, 1, 19, 2, 20, 36, 54, 37, 55, 38, 56, 3, 21, 4, 22, 5, 23, 39, 57, 40, 58, 41, 59, 9, 27, 10, 28, 11, 29, 45, 63, 46, 64, 47, 65, 12, 30, 13, 31, 14, 32, 48, 66, 49, 67, 50, 68],
        },
        'provenance': {
            'name': 'depth_to_space-example',
            'spec_item': 'examples/example',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Example',
            'generator': 'examples',
        },
    })


def test_block_size_one_is_a_copy(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Members: OutputTensor (BlockSize 1: the output's sizes are the input's); BlockSize (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-block-size-one-is-a-copy-a6b3ee424e',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'inputs': {'InputTensor': [1.5, -0.0, 'nan', '-inf']},
        'expected': {'OutputTensor': [1.5, -0.0, 'nan', '-inf']},
        'provenance': {
            'name': 'depth_to_space-block-size-one-is-a-copy',
            'spec_item': 'examples/block-size-one-is-a-copy',
            'cite': "ns-directml-dml_depth_to_space_operator_desc.md: Members: OutputTensor (BlockSize 1: the output's sizes are the input's); BlockSize (computed by the suite)",
            'generator': 'examples',
        },
    })


def test_int64_extremes_depth_column_row(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Example (the block split as the example moves it); depth_to_space1 Remarks: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-int64-extremes-depth-column-row-be5d24794e',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 8, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 2, 2, 2]},
            'BlockSize': 2,
        },
        'inputs': {'InputTensor': [-9223372036854775808, 9223372036854775807, -1, 0, 1, 2, 3, 4]},
        'expected': {'OutputTensor': [-9223372036854775808, -1, 1, 3, 9223372036854775807, 0, 2, 4]},
        'provenance': {
            'name': 'depth_to_space-int64-extremes-depth-column-row',
            'spec_item': 'examples/int64-extremes-depth-column-row',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Example (the block split as the example moves it); depth_to_space1 Remarks: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-known-fields-776a5e20a0',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'depth_to_space-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-tensor-support-data-type-1eef6b7648',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-tensor-support-dimension-count-a4dd15d92a',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-known-data-type-30cd5c8c37',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'depth_to_space-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-dimension-count-range-268ff1eef7',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'depth_to_space-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-sizes-nonzero-c458d99b84',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [0, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'depth_to_space-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-strides-count-d000f1c9cc',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3], 'Strides': [48, 48, 6, 3, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'depth_to_space-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-output-strides-no-overlap-a0818053ff',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6], 'Strides': [48, 0, 6, 1]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'depth_to_space-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-total-size-minimum-5cdf42ef6a',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3], 'TotalTensorSizeInBytes': 191},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'depth_to_space-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-element-count-max-3bb22cbde8',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [89478486, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'depth_to_space-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-base-offset-alignment-ee39749d76',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'depth_to_space-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-same-data-type-6428535c64',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 4, 6]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'depth_to_space-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Members: OutputTensor (OutputChannelCount = InputChannelCount / (BlockSize * BlockSize), OutputHeight = InputHeight * BlockSize, OutputWidth = InputWidth * BlockSize); BlockSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-invalid-output-sizes-14ae88c21e',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 8, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 32, 1, 1]},
            'BlockSize': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'depth_to_space-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Members: OutputTensor (OutputChannelCount = InputChannelCount / (BlockSize * BlockSize), OutputHeight = InputHeight * BlockSize, OutputWidth = InputWidth * BlockSize); BlockSize',
            'generator': 'invalid',
            'base': 'examples/example',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-uint32-1eef6b7648',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-uint16-38dd5bbb6d',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-uint8-e3324f3670',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-int32-5b0b1366c2',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-int16-3c3006115b',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-inputtensor-int8-1d10c3db00',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-uint32-1eef6b7648',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-uint16-38dd5bbb6d',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-uint8-e3324f3670',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-int32-5b0b1366c2',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-int16-3c3006115b',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-unsupported-1_0-outputtensor-int8-1d10c3db00',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'depth_to_space-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/block-size-one-is-a-copy',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-5_0-3-adffaf31cb',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_0(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-5_0-5-ee215f19d0',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-5_0-5',
            'spec_item': 'tensor_support/5_0/dimensions/5',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-2_1-3-f0b0b3b9d2',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-2_1-5-e5d94cda0e',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-1_0-3-1eeab0f627',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'depth_to_space-dimensions-1_0-5-7844a47b8f',
        'operator': 'DML_DEPTH_TO_SPACE_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BlockSize': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'depth_to_space-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float64(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT64'})


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_float16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT16'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DEPTH_TO_SPACE_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_inverse_undoes_it(dml):
    """ns-directml-dml_depth_to_space_operator_desc.md: Description (SPACE_TO_DEPTH is the inverse transformation of DEPTH_TO_SPACE, for the same BlockSize): equals itself with InputTensor = SPACE_TO_DEPTH(InputTensor = DEPTH_TO_SPACE(this side's inputs))"""
    dml.check_equivalence('DML_DEPTH_TO_SPACE_OPERATOR_DESC', 'inverse-undoes-it')
