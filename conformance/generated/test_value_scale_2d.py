# Emitted by `python -m generators` from spec/operators/value_scale_2d.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_VALUE_SCALE_2D_OPERATOR_DESC (ns-directml-dml_value_scale_2d_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_three_channels_each_its_bias(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Description (Output = Scale * Input + Bias, a different bias for each channel) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-three-channels-each-its-bias-9862463ac8',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'inputs': {'InputTensor': [1, -1, 0, 2, 0.25, -4]},
        'expected': {'OutputTensor': [2.5, -1.5, -1, 3, 0.5, -8]},
        'provenance': {
            'name': 'value_scale_2d-three-channels-each-its-bias',
            'spec_item': 'examples/three-channels-each-its-bias',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Description (Output = Scale * Input + Bias, a different bias for each channel) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_one_channel_float16_batch(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (1); Tensor support (FLOAT16) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-one-channel-float16-batch-4deaac7b0b',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 1, 1, 2]},
            'Scale': -0.5,
            'ChannelCount': 1,
            'Bias': [1],
        },
        'inputs': {'InputTensor': [4, 2, -2, 0]},
        'expected': {'OutputTensor': [-1, 0, 2, 1]},
        'provenance': {
            'name': 'value_scale_2d-one-channel-float16-batch',
            'spec_item': 'examples/one-channel-float16-batch',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (1); Tensor support (FLOAT16) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-known-fields-1683f77618',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'value_scale_2d-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-tensor-support-data-type-35e5c5d2b9',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-tensor-support-dimension-count-7b637c1497',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2]},
            'Scale': -0.5,
            'ChannelCount': 1,
            'Bias': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'value_scale_2d-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/one-channel-float16-batch',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-known-data-type-350465a543',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'value_scale_2d-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-dimension-count-range-4d4040eebe',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'value_scale_2d-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-sizes-nonzero-9ac727fd99',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'value_scale_2d-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-strides-count-bf144227ee',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2], 'Strides': [6, 6, 2, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'value_scale_2d-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-output-strides-no-overlap-c222d2a919',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2], 'Strides': [6, 0, 2, 1]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'value_scale_2d-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-total-size-minimum-9a008db778',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'value_scale_2d-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-element-count-max-317d8e5323',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'value_scale_2d-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-base-offset-alignment-6b157c218b',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'value_scale_2d-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-same-data-type-c318d72af3',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'value_scale_2d-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-same-sizes-df235dc164',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 3]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'value_scale_2d-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_channel_count(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (either 1 or 3, and the size of the Channel dimension of the input tensor); InputTensor ({BatchCount, ChannelCount, Height, Width})"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-channel-count-d87323e39d',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 4, 1, 2]},
            'Scale': 2,
            'ChannelCount': 4,
            'Bias': [0.5, -1, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['channel-count'],
        'provenance': {
            'name': 'value_scale_2d-invalid-channel-count',
            'spec_item': 'rules/channel-count',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (either 1 or 3, and the size of the Channel dimension of the input tensor); InputTensor ({BatchCount, ChannelCount, Height, Width})',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_invalid_bias_length(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (determines the size of the Bias array); Bias (_Field_size_(ChannelCount))"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-invalid-bias-length-254715c120',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['bias-length'],
        'provenance': {
            'name': 'value_scale_2d-invalid-bias-length',
            'spec_item': 'rules/bias-length',
            'cite': 'ns-directml-dml_value_scale_2d_operator_desc.md: Members: ChannelCount (determines the size of the Bias array); Bias (_Field_size_(ChannelCount))',
            'generator': 'invalid',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-uint32-35e5c5d2b9',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-uint16-8b8822a3c7',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-uint8-f72fd6a857',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-int32-a5005e45a7',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-int16-f686f0c5cc',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-inputtensor-int8-4a71b7303f',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-uint32-35e5c5d2b9',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-uint16-8b8822a3c7',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-uint8-f72fd6a857',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-int32-a5005e45a7',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-int16-f686f0c5cc',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-unsupported-1_0-outputtensor-int8-4a71b7303f',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 2]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 3, 1, 2]},
            'Scale': 2,
            'ChannelCount': 3,
            'Bias': [0.5, -1, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'value_scale_2d-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
            'base': 'examples/three-channels-each-its-bias',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-dimensions-1_0-3-ec1d0197e5',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Scale': 1.0,
            'ChannelCount': 1,
            'Bias': [1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'value_scale_2d-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'value_scale_2d-dimensions-1_0-5-985d9d8ef0',
        'operator': 'DML_VALUE_SCALE_2D_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Scale': 1.0,
            'ChannelCount': 1,
            'Bias': [1.0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'value_scale_2d-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': "ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)",
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_VALUE_SCALE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_value_scale_2d_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_VALUE_SCALE_2D_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})
