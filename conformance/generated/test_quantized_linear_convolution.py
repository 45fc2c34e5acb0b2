# Emitted by `python -m generators` from spec/operators/quantized_linear_convolution.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC (ns-directml-dml_quantized_linear_convolution_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_bias_and_zero_points(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Description; Members: InputScaleTensor, InputZeroPointTensor, FilterScaleTensor, FilterZeroPointTensor, BiasTensor, OutputScaleTensor, OutputZeroPointTensor (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-bias-and-zero-points-97acbcf251',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8, 9],
            'InputScaleTensor': [0.25],
            'InputZeroPointTensor': [1],
            'FilterTensor': [10, 11, 12, 13],
            'FilterScaleTensor': [0.5],
            'FilterZeroPointTensor': [10],
            'BiasTensor': [-1],
            'OutputScaleTensor': [1],
            'OutputZeroPointTensor': [100],
        },
        'expected': {'OutputTensor': [102, 103, 104, 105]},
        'provenance': {
            'name': 'quantized_linear_convolution-bias-and-zero-points',
            'spec_item': 'examples/bias-and-zero-points',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Description; Members: InputScaleTensor, InputZeroPointTensor, FilterScaleTensor, FilterZeroPointTensor, BiasTensor, OutputScaleTensor, OutputZeroPointTensor (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_channel_filter_scale(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor, FilterZeroPointTensor ({ 1, OutputChannelCount, 1, 1 }: per channel) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-per-channel-filter-scale-0442604ee6',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'InputScaleTensor': [1],
            'FilterTensor': [5, 6, 7, 9],
            'FilterScaleTensor': [1, 0.25],
            'FilterZeroPointTensor': [5, 7],
            'OutputScaleTensor': [2],
        },
        'expected': {'OutputTensor': [2, 2, 1, 1]},
        'provenance': {
            'name': 'quantized_linear_convolution-per-channel-filter-scale',
            'spec_item': 'examples/per-channel-filter-scale',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor, FilterZeroPointTensor ({ 1, OutputChannelCount, 1, 1 }: per channel) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_channel_filter_scale_without_zero_point(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor ({ 1, OutputChannelCount, 1, 1 }: per channel); FilterZeroPointTensor (optional) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-per-channel-filter-scale-without-zero-point-e2d81f246b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'inputs': {
            'InputTensor': [1, 2, 3, 4],
            'InputScaleTensor': [1],
            'FilterTensor': [5, 6, 7, 9],
            'FilterScaleTensor': [1, 0.25],
            'OutputScaleTensor': [2],
        },
        'expected': {'OutputTensor': [12, 17, 4, 6]},
        'provenance': {
            'name': 'quantized_linear_convolution-per-channel-filter-scale-without-zero-point',
            'spec_item': 'examples/per-channel-filter-scale-without-zero-point',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor ({ 1, OutputChannelCount, 1, 1 }: per channel); FilterZeroPointTensor (optional) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-known-fields-a07819b7fb',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-introduced-in-8d37bc1ddf',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-tensor-support-data-type-102da45ac1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-known-data-type-602c4a000a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-dimension-count-range-a5368aef09',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-sizes-nonzero-76a6f5eeb0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [0, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-strides-count-e61bd3b089',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 9, 3, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-output-strides-no-overlap-cf3ab86203',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 0, 1]},
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
            'name': 'quantized_linear_convolution-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-total-size-minimum-8cb5ece168',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'TotalTensorSizeInBytes': 11},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-element-count-max-0d5e5e0ece',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [477218589, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-base-offset-alignment-1b084de007',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-same-rank-3f358d7761',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2]},
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
            'name': 'quantized_linear_convolution-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_output_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-output-zero-point-data-type-45c4969234',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-output-zero-point-data-type',
            'spec_item': 'rules/output-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_input_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-input-zero-point-data-type-8778d073f6',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-input-zero-point-data-type',
            'spec_item': 'rules/input-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_filter_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-filter-zero-point-data-type-c0fd361f68',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-filter-zero-point-data-type',
            'spec_item': 'rules/filter-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions); see erratum dimension-count-only-2"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-spatial-dimension-count-86855937e8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': "ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: DimensionCount (the spatial dimensions are the filter's lower dimensions); see erratum dimension-count-only-2",
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: DimensionCount (it sizes the four arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-array-lengths-9ddc9684e6',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: DimensionCount (it sizes the four arrays)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Strides (the filter steps by them)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-strides-positive-00968c5e3b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Strides (the filter steps by them)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Dilations (strides between the filter's elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-dilations-positive-5a90419d23',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': "ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Dilations (strides between the filter's elements)",
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_group_count_positive(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-group-count-positive-eb24c489ed',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-group-count-positive',
            'spec_item': 'rules/group-count-positive',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: GroupCount (the number of groups the convolution is divided into)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_channels(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputTensor, FilterTensor, OutputTensor, BiasTensor ({ 1, OutputChannelCount, 1, 1 }), GroupCount; forward only (Description: forward convolution); the filter layout as CONVOLUTION_INTEGER's"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-channels-28d311ea11',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-channels',
            'spec_item': 'rules/channels',
            'cite': "ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputTensor, FilterTensor, OutputTensor, BiasTensor ({ 1, OutputChannelCount, 1, 1 }), GroupCount; forward only (Description: forward convolution); the filter layout as CONVOLUTION_INTEGER's",
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding (no formula on the page: CONVOLUTION's forward one, no OutputPadding)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-output-sizes-5c52b31852',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
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
            'name': 'quantized_linear_convolution-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': "ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: Strides, Dilations, StartPadding, EndPadding (no formula on the page: CONVOLUTION's forward one, no OutputPadding)",
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_input_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputScaleTensor ({ 1, 1, 1, 1 })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-input-scale-sizes-a75340917f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['input-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-input-scale-sizes',
            'spec_item': 'rules/input-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputScaleTensor ({ 1, 1, 1, 1 })',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_input_zero_point_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputZeroPointTensor ({ 1, 1, 1, 1 })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-input-zero-point-sizes-046132d3ce',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
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
            'name': 'quantized_linear_convolution-invalid-input-zero-point-sizes',
            'spec_item': 'rules/input-zero-point-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: InputZeroPointTensor ({ 1, 1, 1, 1 })',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_filter_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, OutputChannelCount, 1, 1 } per channel)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-filter-scale-sizes-ae7b07121e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 2, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['filter-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-filter-scale-sizes',
            'spec_item': 'rules/filter-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, OutputChannelCount, 1, 1 } per channel)',
            'generator': 'invalid',
            'base': 'examples/per-channel-filter-scale-without-zero-point',
        },
    })


def test_invalid_filter_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor, FilterZeroPointTensor (per tensor or per channel quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-filter-scale-zero-point-same-sizes-410531f2ff',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['filter-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-filter-scale-zero-point-same-sizes',
            'spec_item': 'rules/filter-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: FilterScaleTensor, FilterZeroPointTensor (per tensor or per channel quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_output_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-output-scale-sizes-f08c23ec92',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-output-scale-sizes',
            'spec_item': 'rules/output-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 })',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_invalid_output_zero_point_sizes(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: OutputZeroPointTensor ({ 1, 1, 1, 1 })"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-invalid-output-zero-point-sizes-1bea81eac3',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'Dilations': [1, 1],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'GroupCount': 1,
        },
        'expect': 'invalid',
        'violates': ['output-zero-point-sizes'],
        'provenance': {
            'name': 'quantized_linear_convolution-invalid-output-zero-point-sizes',
            'spec_item': 'rules/output-zero-point-sizes',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Members: OutputZeroPointTensor ({ 1, 1, 1, 1 })',
            'generator': 'invalid',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float32-509dc45ffd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float32',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float16-a27f3a5e38',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float16',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint32-c859e81eef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint32',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint16-dd09eca18d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint16',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int32-c28d8a354e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int32',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int16-f456873f4a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int16',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float64-94c515e4a2',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-float64',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint64-b86458d358',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-uint64',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int64-f4a98d75e9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputtensor-int64',
            'spec_item': 'tensor_support/5_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-float16-c0ae694cea',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-float16',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint32-771d81d669',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint32',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint16-1c74cbe91f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint16',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint8-a2d28ba104',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint8',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int32-8684e4afa5',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int32',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int16-4a35650e09',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int16',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int8-51d5c9fb15',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int8',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-float64-ec1ca0900d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-float64',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint64-e27e28c680',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-uint64',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int64-378ec74cfa',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputscaletensor-int64',
            'spec_item': 'tensor_support/5_2/InputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float32-509dc45ffd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float16-a27f3a5e38',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint32-c859e81eef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint16-dd09eca18d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int32-c28d8a354e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int16-f456873f4a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float64-94c515e4a2',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-float64',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint64-b86458d358',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-uint64',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_inputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int64-f4a98d75e9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-inputzeropointtensor-int64',
            'spec_item': 'tensor_support/5_2/InputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float32-9090bc690d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float32',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float16-8f09a679a7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float16',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint32-1d450bffab',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint32',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint16-4e7a28f83f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint16',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int32-bcb7e704bd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int32',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int16-9361ee8dc1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int16',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float64-822cd31fda',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-float64',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint64-25d563bfef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-uint64',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filtertensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int64-2f56ade31c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filtertensor-int64',
            'spec_item': 'tensor_support/5_2/FilterTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-float16-6152649b8a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-float16',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint32-ee907e4c11',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint32',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint16-e570e1efb3',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint16',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint8-f3f8a1539a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint8',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int32-cd6769ba16',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int32',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int16-a272c3c3cd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int16',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int8-dd93507cec',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int8',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-float64-69d97785a5',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-float64',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint64-1893eeb0ca',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-uint64',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int64-de02459019',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterscaletensor-int64',
            'spec_item': 'tensor_support/5_2/FilterScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float32-9090bc690d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float32',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float16-8f09a679a7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float16',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint32-1d450bffab',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint32',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint16-4e7a28f83f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint16',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int32-bcb7e704bd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int32',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int16-9361ee8dc1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int16',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float64-822cd31fda',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-float64',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint64-25d563bfef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-uint64',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_filterzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int64-2f56ade31c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-filterzeropointtensor-int64',
            'spec_item': 'tensor_support/5_2/FilterZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-float32-b510982b4f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-float32',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-float16-9e4794de41',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-float16',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint32-5994fe866f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint32',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint16-0b48ac5b8d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint16',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint8-b90bc8650c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint8',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-int16-0b3b1a16e2',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-int16',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-int8-3fb030cd6d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-int8',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-float64-c37edc79cb',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-float64',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint64-6a1447fb8b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-uint64',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_biastensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-biastensor-int64-33ccd31db7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-biastensor-int64',
            'spec_item': 'tensor_support/5_2/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-float16-ad8d20a36c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-float16',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint32-35b25a833f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint32',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint16-47158febd9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint16',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint8-6654e8ac7a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint8',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int32-fcf17076a8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int32',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int16-14660337e3',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int16',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int8-b6a999345f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int8',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-float64-6890ebbeff',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-float64',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint64-00385e96da',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-uint64',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int64-d42a5c8def',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputscaletensor-int64',
            'spec_item': 'tensor_support/5_2/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float32-9090bc690d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float16-8f09a679a7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint32-1d450bffab',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint16-4e7a28f83f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int32-bcb7e704bd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int16-9361ee8dc1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float64-822cd31fda',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint64-25d563bfef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int64-2f56ade31c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/5_2/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float32-9090bc690d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float32',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float16-8f09a679a7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint32-1d450bffab',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint32',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint16-4e7a28f83f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int32-bcb7e704bd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int32',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int16-9361ee8dc1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int16',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float64-822cd31fda',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-float64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint64-25d563bfef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-uint64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_5_2_outputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int64-2f56ade31c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-5_2-outputtensor-int64',
            'spec_item': 'tensor_support/5_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float32-4acdf38586',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float16-69d48fe5b9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint32-7ed5b3a950',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint16-28616dd577',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int32-e87eca8a5c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int16-b87504bd9a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float64-2ff6908c5f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint64-7eb8258139',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int64-db425f89ce',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-float16-52eeda57af',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-float16',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint32-f781dd4be9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint16-e2244f0b67',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint8-c9ce1ccd4d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int32-fa60f75825',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int32',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int16-d45014e6e3',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int16',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int8-01f9911283',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int8',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-float64-61080e7cc3',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-float64',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint64-d9b1ba423c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int64-13c8c01abc',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputscaletensor-int64',
            'spec_item': 'tensor_support/4_0/InputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float32-4acdf38586',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float16-69d48fe5b9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint32-7ed5b3a950',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint16-28616dd577',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int32-e87eca8a5c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int16-b87504bd9a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float64-2ff6908c5f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint64-7eb8258139',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_inputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int64-db425f89ce',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-inputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/InputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float32-b4055e1b84',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float16-6c61282560',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint32-e699486c6e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint16-b6ef7f672d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int32-0a59ef6208',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int32',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int16-141dc3c4e0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int16',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float64-d4fe10e290',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-float64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint64-4ad9a12ce8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filtertensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int64-0ec3bd2749',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filtertensor-int64',
            'spec_item': 'tensor_support/4_0/FilterTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-float16-30c21d1ad2',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-float16',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint32-cbe81aeb9f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint16-77e2e635b4',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint8-df56944f82',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int32-3608dbf440',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int32',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int16-1ddd53f6be',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int16',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int8-6a7bc10afe',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int8',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-float64-340f9fb589',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-float64',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint64-f203aa1e5a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int64-433ce42e5e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterscaletensor-int64',
            'spec_item': 'tensor_support/4_0/FilterScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float32-b4055e1b84',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float16-6c61282560',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint32-e699486c6e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint16-b6ef7f672d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int32-0a59ef6208',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int16-141dc3c4e0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float64-d4fe10e290',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint64-4ad9a12ce8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_filterzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int64-0ec3bd2749',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-filterzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/FilterZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-float32-38ee6a0175',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-float32',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-float16-3bdc4bf13b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-float16',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint32-fa4d1c26e5',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint32',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint16-79c434b557',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint16',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint8-904196fa39',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint8',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-int16-c962902252',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-int16',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-int8-26d796d7c1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-int8',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-float64-d0392bac7c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-float64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint64-4939b758bc',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-uint64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_biastensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-biastensor-int64-dddfb37a64',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-biastensor-int64',
            'spec_item': 'tensor_support/4_0/BiasTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-float16-c37ec677cc',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-float16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint32-dc60c06613',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint16-f94589e0ea',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint8-b71c54e8ef',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int32-b0641484bf',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int16-7c9a8d44e5',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int8-ef909f479a',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-float64-66f0729e80',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-float64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint64-190cd40b99',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int64-c88774e83c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputscaletensor-int64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float32-b4055e1b84',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float16-6c61282560',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint32-e699486c6e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint16-b6ef7f672d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int32-0a59ef6208',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int16-141dc3c4e0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float64-d4fe10e290',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint64-4ad9a12ce8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int64-0ec3bd2749',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float32-b4055e1b84',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float16-6c61282560',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint32-e699486c6e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint16-b6ef7f672d',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int32-0a59ef6208',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int16-141dc3c4e0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float64-d4fe10e290',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint64-4ad9a12ce8',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int64-0ec3bd2749',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-float32-102da45ac1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-float32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-float16-e008c349fb',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-float16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-uint32-6d2eea8383',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-uint16-912140b4a0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-int32-9daace7b43',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-int32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputtensor-int16-653ae6a8cd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-float16-9dbb807b66',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-float16',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint32-ea7ea0dbb7',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint32',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint16-5e86dc02a4',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint16',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint8-d4a1b34549',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-uint8',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int32-44ebc6cdb0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int32',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int16-2a481477fb',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int16',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int8-8ec2144e46',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputscaletensor-int8',
            'spec_item': 'tensor_support/2_1/InputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-float32-102da45ac1',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-float16-e008c349fb',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-uint32-6d2eea8383',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-uint16-912140b4a0',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-int32-9daace7b43',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_inputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-int16-653ae6a8cd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-float32-c16e26972b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-float32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-float16-0490964dba',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-float16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-uint32-68948a8542',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-uint32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-uint16-53f9e87c3c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-uint16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-int32-f1ca85ad97',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-int32',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filtertensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filtertensor-int16-26723bfd27',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filtertensor-int16',
            'spec_item': 'tensor_support/2_1/FilterTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-float16-3f9c51daf4',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-float16',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint32-88d261bb7e',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint32',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint16-ea340b1408',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint16',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint8-710803ae38',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-uint8',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int32-32d351700f',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int32',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int16-09bdbc20b4',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int16',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int8-cc69d5fc67',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterscaletensor-int8',
            'spec_item': 'tensor_support/2_1/FilterScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-float32-c16e26972b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-float16-0490964dba',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-uint32-68948a8542',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-uint16-53f9e87c3c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-int32-f1ca85ad97',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_filterzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-int16-26723bfd27',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-filterzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/FilterZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-float32-56d6dd5e64',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-float32',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-float16-d401c6200c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-float16',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint32-07b2a8f593',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint32',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint16-3f426ecd5b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint16',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint8-19e044cafd',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-uint8',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-int16-a70afff887',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-int16',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_biastensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-biastensor-int8-ed16fe0315',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-biastensor-int8',
            'spec_item': 'tensor_support/2_1/BiasTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-float16-5abb778099',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-float16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint32-663d479ab2',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint16-67dad81613',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint8-cc5fc2e70b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int32-2ebf321ced',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int32',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int16-d9fbdd6d8c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int16',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int8-001cd37913',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputscaletensor-int8',
            'spec_item': 'tensor_support/2_1/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-float32-c16e26972b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-float16-0490964dba',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-uint32-68948a8542',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-uint16-53f9e87c3c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-int32-f1ca85ad97',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-int16-26723bfd27',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-float32-c16e26972b',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-float16-0490964dba',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-uint32-68948a8542',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-uint16-53f9e87c3c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-int32-f1ca85ad97',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-unsupported-2_1-outputtensor-int16-26723bfd27',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'FilterZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BiasTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bias-and-zero-points',
        },
    })


def test_dimension_count_5_5_2(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-dimensions-5_2-5-87fe40b414',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '5_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-dimensions-5_2-5',
            'spec_item': 'tensor_support/5_2/dimensions/5',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-dimensions-4_0-5-2bab6710cf',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-dimensions-2_1-3-9bc3a35df9',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
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
            'name': 'quantized_linear_convolution-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_convolution-dimensions-2_1-5-2f8eb8613c',
        'operator': 'DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'FilterScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
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
            'name': 'quantized_linear_convolution-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_2_inputtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'InputTensor': 'INT8'})


def test_property_5_2_inputtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'InputTensor': 'UINT8'})


def test_property_5_2_inputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (InputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'InputScaleTensor': 'FLOAT32'})


def test_property_5_2_filtertensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (FilterTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'FilterTensor': 'INT8'})


def test_property_5_2_filtertensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (FilterTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'FilterTensor': 'UINT8'})


def test_property_5_2_filterscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (FilterScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'FilterScaleTensor': 'FLOAT32'})


def test_property_5_2_biastensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (BiasTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'BiasTensor': 'INT32'})


def test_property_5_2_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_5_2_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_5_2_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_2 and above (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='5_2', pins={'OutputZeroPointTensor': 'UINT8'})


def test_property_4_0_inputtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'INT8'})


def test_property_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'UINT8'})


def test_property_4_0_inputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'InputScaleTensor': 'FLOAT32'})


def test_property_4_0_filtertensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (FilterTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'FilterTensor': 'INT8'})


def test_property_4_0_filtertensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (FilterTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'FilterTensor': 'UINT8'})


def test_property_4_0_filterscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (FilterScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'FilterScaleTensor': 'FLOAT32'})


def test_property_4_0_biastensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (BiasTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'BiasTensor': 'INT32'})


def test_property_4_0_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_4_0_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_4_0_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'UINT8'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_inputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'InputScaleTensor': 'FLOAT32'})


def test_property_2_1_filtertensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (FilterTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'FilterTensor': 'INT8'})


def test_property_2_1_filtertensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (FilterTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'FilterTensor': 'UINT8'})


def test_property_2_1_filterscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (FilterScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'FilterScaleTensor': 'FLOAT32'})


def test_property_2_1_biastensor_int32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (BiasTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'BiasTensor': 'INT32'})


def test_property_2_1_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_2_1_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_2_1_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_convolution_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', row='2_1', pins={'OutputZeroPointTensor': 'UINT8'})


def test_equivalence_integer_convolution_requantized_apart(dml):
    """Description (mathematically equivalent to dequantizing the inputs, then convolving, and then quantizing the output); ns-directml-dml_convolution_integer_operator_desc.md, ns-directml-dml_element_wise_add_operator_desc.md, ns-directml-dml_element_wise_dequantize_linear_operator_desc.md, ns-directml-dml_element_wise_multiply_operator_desc.md, ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: equals DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC with InputTensor = ELEMENT_WISE_MULTIPLY(ATensor = ELEMENT_WISE_DEQUANTIZE_LINEAR(InputTensor = ELEMENT_WISE_ADD(ATensor = CONVOLUTION_INTEGER(this side's inputs) as INT32, BTensor = BiasTensor broadcast) as INT32, ScaleTensor = InputScaleTensor broadcast) as FLOAT32, BTensor = FilterScaleTensor broadcast) as FLOAT32, ScaleTensor = OutputScaleTensor broadcast, ZeroPointTensor = OutputZeroPointTensor broadcast when BiasTensor present within 1 unit"""
    dml.check_equivalence('DML_QUANTIZED_LINEAR_CONVOLUTION_OPERATOR_DESC', 'integer-convolution-requantized-apart')
