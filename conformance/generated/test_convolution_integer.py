# Emitted by `python -m generators` from spec/operators/convolution_integer.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_CONVOLUTION_INTEGER_OPERATOR_DESC (ns-directml-dml_convolution_integer_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_input_and_filter_zero_points(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Description (zero point values subtracted from the input and filter); Members: InputZeroPointTensor, FilterZeroPointTensor ({ 1, 1, 1, 1 }) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-input-and-filter-zero-points-e0b4f921aa',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9],
            'InputZeroPointTensor': [1],
            'FilterTensor': [10, 11, 12, 13],
            'FilterZeroPointTensor': [10],
        },
        'expected': {'OutputTensor': [19, 25, 37, 43]},
        'provenance': {
            'name': 'convolution_integer-input-and-filter-zero-points',
            'spec_item': 'examples/input-and-filter-zero-points',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Description (zero point values subtracted from the input and filter); Members: InputZeroPointTensor, FilterZeroPointTensor ({ 1, 1, 1, 1 }) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_channel_filter_zero_points(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: FilterZeroPointTensor ({ 1, OutputChannelCount, 1, 1 }: per channel) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-per-channel-filter-zero-points-b7bddbcb9d',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'FilterTensor': [5, 6, 7, 9],
            'FilterZeroPointTensor': [5, 7],
        },
        'expected': {'OutputTensor': [3, 4, 6, 8]},
        'provenance': {
            'name': 'convolution_integer-per-channel-filter-zero-points',
            'spec_item': 'examples/per-channel-filter-zero-points',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: FilterZeroPointTensor ({ 1, OutputChannelCount, 1, 1 }: per channel) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_padding_with_input_zero_point(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: StartPadding, EndPadding, InputZeroPointTensor; see unspecified padding-value (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-padding-with-input-zero-point-f2f4269221',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 1],
            'EndPadding': [0, 1],
            'GroupCount': 1,
        },
        'inputs': {'InputTensor': [5, 7], 'InputZeroPointTensor': [4], 'FilterTensor': [1, 1]},
        'expected': {'OutputTensor': [1, 4, 3]},
        'provenance': {
            'name': 'convolution_integer-padding-with-input-zero-point',
            'spec_item': 'examples/padding-with-input-zero-point',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: StartPadding, EndPadding, InputZeroPointTensor; see unspecified padding-value (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_depthwise_strided_dilated(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: GroupCount (depth-wise: GroupCount equal to the input channel count), Strides, Dilations (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-depthwise-strided-dilated-c640286c2c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 5]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [2, 1, 1, 2]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 2, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'Dilations': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 2,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, -1, 0, 2, 0, 7], 'FilterTensor': [1, -1, 2, 3]},
        'expected': {'OutputTensor': [-2, -2, 4, 25]},
        'provenance': {
            'name': 'convolution_integer-depthwise-strided-dilated',
            'spec_item': 'examples/depthwise-strided-dilated',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: GroupCount (depth-wise: GroupCount equal to the input channel count), Strides, Dilations (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_zero_points_at_type_ends_one_window(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: InputZeroPointTensor, FilterZeroPointTensor; Tensor support (INT8, UINT8) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-zero-points-at-type-ends-one-window-f0b68a1b41',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [0, 255],
            'InputZeroPointTensor': [255],
            'FilterTensor': [127, -128],
            'FilterZeroPointTensor': [-128],
        },
        'expected': {'OutputTensor': [-65025]},
        'provenance': {
            'name': 'convolution_integer-zero-points-at-type-ends-one-window',
            'spec_item': 'examples/zero-points-at-type-ends-one-window',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: InputZeroPointTensor, FilterZeroPointTensor; Tensor support (INT8, UINT8) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-known-fields-8d71c52089',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'convolution_integer-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-introduced-in-686e9c852b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'convolution_integer-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-tensor-support-data-type-1228c22041',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-known-data-type-b13988a331',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'convolution_integer-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-dimension-count-range-9ecb30e469',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'convolution_integer-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-sizes-nonzero-0f41361bb8',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [0, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'convolution_integer-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-strides-count-cb217f8385',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 9, 3, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'convolution_integer-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-output-strides-no-overlap-9c6246adf1',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'convolution_integer-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-total-size-minimum-aa5c2f6cd1',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'TotalTensorSizeInBytes': 11},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'convolution_integer-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-element-count-max-97348e5632',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [477218589, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'convolution_integer-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-base-offset-alignment-44f4dc0497',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'convolution_integer-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_zero_points_same_rank(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-zero-points-same-rank-5c14e33213',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['zero-points-same-rank'],
        'provenance': {
            'name': 'convolution_integer-invalid-zero-points-same-rank',
            'spec_item': 'rules/zero-points-same-rank',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-same-rank-a0661934ed',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'convolution_integer-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_input_zero_point_data_type(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-input-zero-point-data-type-edc7dd1915',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['input-zero-point-data-type'],
        'provenance': {
            'name': 'convolution_integer-invalid-input-zero-point-data-type',
            'spec_item': 'rules/input-zero-point-data-type',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_filter_zero_point_data_type(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-filter-zero-point-data-type-18af5b081c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['filter-zero-point-data-type'],
        'provenance': {
            'name': 'convolution_integer-invalid-filter-zero-point-data-type',
            'spec_item': 'rules/filter-zero-point-data-type',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions); see erratum dimension-count-only-2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-spatial-dimension-count-8298e5fa60',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'convolution_integer-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': "ns-directml-dml_convolution_integer_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions); see erratum dimension-count-only-2",
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: DimensionCount (it sizes the four arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-array-lengths-4840152ea3',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'convolution_integer-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: DimensionCount (it sizes the four arrays)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: Strides (the filter steps by them)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-strides-positive-3ed3af4f28',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'convolution_integer-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: Strides (the filter steps by them)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: Dilations (strides between the filter's elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-dilations-positive-9035a2091e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [0, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'convolution_integer-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': "ns-directml-dml_convolution_integer_operator_desc.md: Members: Dilations (strides between the filter's elements)",
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_group_count_positive(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-group-count-positive-e0d8cb5859',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 0,
        },
        'expect': 'invalid',
        'violates': ['group-count-positive'],
        'provenance': {
            'name': 'convolution_integer-invalid-group-count-positive',
            'spec_item': 'rules/group-count-positive',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_channels(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: InputTensor, FilterTensor, OutputTensor ({ BatchCount, OutputChannelCount, ... }), GroupCount (a separate convolution per group of input channels); forward only (Description: forward convolution); the filter layout as CONVOLUTION's forward one"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-channels-028828ef20',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['channels'],
        'provenance': {
            'name': 'convolution_integer-invalid-channels',
            'spec_item': 'rules/channels',
            'cite': "ns-directml-dml_convolution_integer_operator_desc.md: Members: InputTensor, FilterTensor, OutputTensor ({ BatchCount, OutputChannelCount, ... }), GroupCount (a separate convolution per group of input channels); forward only (Description: forward convolution); the filter layout as CONVOLUTION's forward one",
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding (no formula on the page: CONVOLUTION's forward one, conformance/spec/convolution_rules.py, no OutputPadding)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-output-sizes-2886409d6c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'convolution_integer-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_convolution_integer_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding (no formula on the page: CONVOLUTION's forward one, conformance/spec/convolution_rules.py, no OutputPadding)",
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_input_zero_point_sizes(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: InputZeroPointTensor ({ 1, 1, 1, 1 }); Tensor support ({ [1], [1], [1], 1 })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-input-zero-point-sizes-ea93fc8002',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['input-zero-point-sizes'],
        'provenance': {
            'name': 'convolution_integer-invalid-input-zero-point-sizes',
            'spec_item': 'rules/input-zero-point-sizes',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: InputZeroPointTensor ({ 1, 1, 1, 1 }); Tensor support ({ [1], [1], [1], 1 })',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_invalid_filter_zero_point_sizes(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Members: FilterZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, OutputChannelCount, 1, 1 } per channel); Tensor support ({ [1], FilterZeroPointChannelCount, [1], [1] })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-invalid-filter-zero-point-sizes-81ff586b09',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['filter-zero-point-sizes'],
        'provenance': {
            'name': 'convolution_integer-invalid-filter-zero-point-sizes',
            'spec_item': 'rules/filter-zero-point-sizes',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Members: FilterZeroPointTensor ({ 1, 1, 1, 1 } per tensor, { 1, OutputChannelCount, 1, 1 } per channel); Tensor support ({ [1], FilterZeroPointChannelCount, [1], [1] })',
            'generator': 'invalid',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-float32-67f90e89bf',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-float32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-float16-a745890b83',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-float16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-uint32-52f69b0c87',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-uint16-a1566dee3e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-int32-0a8b792640',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-int16-e67983689b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-float64-f28cdb2125',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-uint64-8e6ffe540f',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputtensor-int64-ede4b85c43',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float32-67f90e89bf',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float16-a745890b83',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint32-52f69b0c87',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint16-a1566dee3e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int32-0a8b792640',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int16-e67983689b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float64-f28cdb2125',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint64-8e6ffe540f',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int64-ede4b85c43',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-inputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-float32-9f6b1ab125',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-float32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-float16-26997e0197',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-float16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-uint32-c1fd19a51c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-uint16-56dcfec968',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-int32-f1fddae88e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-int32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-int16-20b0098218',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-int16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-float64-5729564278',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-float64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-uint64-fc79561906',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filtertensor-int64-4daf68b23c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filtertensor-int64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float32-9f6b1ab125',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float16-26997e0197',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint32-c1fd19a51c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint16-56dcfec968',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int32-f1fddae88e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int16-20b0098218',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float64-5729564278',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint64-fc79561906',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int64-4daf68b23c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-filterzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-float32-95337fe30d',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-float16-7105e8fde6',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-uint32-d6cfb7f96d',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-uint16-08319b6e71',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-uint8-91dd072eef',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-int16-76c66f5b3f',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-int8-80983558b7',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-int8',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-float64-1d736d5306',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-uint64-091877fa10',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-4_0-outputtensor-int64-71da76b202',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-float32-1228c22041',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-float32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-float16-9e77cf7770',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-float16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-uint32-c795dee44c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-uint16-c736480499',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-int32-03420a7209',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputtensor-int16-372fc3a972',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-float32-1228c22041',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-float16-9e77cf7770',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-uint32-c795dee44c',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-uint16-c736480499',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-int32-03420a7209',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-inputzeropointtensor-int16-372fc3a972',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-float32-67bb20b5da',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-float32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-float16-3c5d8ca89e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-float16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-uint32-2945d0d432',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-uint32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-uint16-013e44534f',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-uint16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-int32-bb22ca5b9b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-int32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filtertensor-int16-5f6c2cd64b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filtertensor-int16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-float32-67bb20b5da',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-float16-3c5d8ca89e',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-uint32-2945d0d432',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-uint16-013e44534f',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-int32-bb22ca5b9b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-filterzeropointtensor-int16-5f6c2cd64b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-filterzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-float32-14c96d7936',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-float16-ed0cc93d4a',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-uint32-99f362b506',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-uint16-725cc4f3a4',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-uint8-3d864b5531',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-int16-2c1117af40',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-unsupported-2_1-outputtensor-int8-bb0619d14b',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'convolution_integer-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/input-and-filter-zero-points',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-dimensions-4_0-5-554eced35a',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution_integer-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-dimensions-2_1-3-2f3ab477ff',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'Dilations': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution_integer-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'convolution_integer-dimensions-2_1-5-35728990df',
        'operator': 'DML_CONVOLUTION_INTEGER_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'Dilations': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'convolution_integer-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputtensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT8'})


def test_property_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT8'})


def test_property_4_0_filtertensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (FilterTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='4_0', pins={'FilterTensor': 'INT8'})


def test_property_4_0_filtertensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (FilterTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='4_0', pins={'FilterTensor': 'UINT8'})


def test_property_4_0_outputtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT32'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_filtertensor_int8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (FilterTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='2_1', pins={'FilterTensor': 'INT8'})


def test_property_2_1_filtertensor_uint8(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (FilterTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='2_1', pins={'FilterTensor': 'UINT8'})


def test_property_2_1_outputtensor_int32(dml):
    """ns-directml-dml_convolution_integer_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_CONVOLUTION_INTEGER_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT32'})
