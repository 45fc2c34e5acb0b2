# Emitted by `python -m generators` from spec/operators/quantized_linear_average_pooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC (ns-directml-dml_quantized_linear_average_pooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_mean_tie_to_even(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Description (Dequantize, Quantize); Members: WindowSize, Strides (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-mean-tie-to-even-dde5457493',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'inputs': {
            'InputTensor': [10, 11, 13, 20],
            'InputScaleTensor': [0.5],
            'InputZeroPointTensor': [10],
            'OutputScaleTensor': [0.5],
            'OutputZeroPointTensor': [5],
        },
        'expected': {'OutputTensor': [5, 11]},
        'provenance': {
            'name': 'quantized_linear_average_pooling-mean-tie-to-even',
            'spec_item': 'examples/mean-tie-to-even',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Description (Dequantize, Quantize); Members: WindowSize, Strides (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_include_padding(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: IncludePadding (TRUE: padding counted in the divisor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-include-padding-a517cd021e',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': True,
        },
        'inputs': {
            'InputTensor': [4, 6, 8],
            'InputScaleTensor': [1],
            'InputZeroPointTensor': [2],
            'OutputScaleTensor': [1],
        },
        'expected': {'OutputTensor': [1, 3, 5]},
        'provenance': {
            'name': 'quantized_linear_average_pooling-include-padding',
            'spec_item': 'examples/include-padding',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: IncludePadding (TRUE: padding counted in the divisor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_exclude_padding(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: IncludePadding (FALSE: padding not counted in the divisor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-exclude-padding-d01267a0d1',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'inputs': {
            'InputTensor': [4, 6, 8],
            'InputScaleTensor': [1],
            'InputZeroPointTensor': [2],
            'OutputScaleTensor': [1],
        },
        'expected': {'OutputTensor': [2, 3, 5]},
        'provenance': {
            'name': 'quantized_linear_average_pooling-exclude-padding',
            'spec_item': 'examples/exclude-padding',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: IncludePadding (FALSE: padding not counted in the divisor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_channel_scale(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor ({ 1, ChannelCount, 1, 1 }: per channel) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-per-channel-scale-c29a12db9c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'inputs': {'InputTensor': [1, 3, 10, 20], 'InputScaleTensor': [1, 0.5], 'OutputScaleTensor': [1]},
        'expected': {'OutputTensor': [2, 8]},
        'provenance': {
            'name': 'quantized_linear_average_pooling-per-channel-scale',
            'spec_item': 'examples/per-channel-scale',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor ({ 1, ChannelCount, 1, 1 }: per channel) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-known-fields-fbb5af7f5e',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-introduced-in-ab39225fa1',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-tensor-support-data-type-3722ce6c83',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-known-data-type-69b3d891e2',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-dimension-count-range-28c50688d0',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-sizes-nonzero-d61aed457b',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [0, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-strides-count-b81ea79760',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-output-strides-no-overlap-d5e3340713',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2], 'Strides': [2, 2, 2, 0]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-total-size-minimum-2c2de120ab',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 3},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-element-count-max-c1c95ac525',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1073741824, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-base-offset-alignment-01653e62d7',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-same-rank-109aa69e2b',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_input_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-input-zero-point-data-type-0ee74b8399',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['input-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-input-zero-point-data-type',
            'spec_item': 'rules/input-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_output_zero_point_data_type(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-output-zero-point-data-type-91f250038b',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['output-zero-point-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-output-zero-point-data-type',
            'spec_item': 'rules/output-zero-point-data-type',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: DimensionCount (2 when InputTensor is 4D, 3 when 5D)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-spatial-dimension-count-5117de3b6f',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 3,
            'Strides': [1, 2, 2],
            'WindowSize': [1, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [1, 1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: DimensionCount (2 when InputTensor is 4D, 3 when 5D)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: DimensionCount (and the _Field_size_(DimensionCount) of each array)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-array-lengths-280be93c28',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: DimensionCount (and the _Field_size_(DimensionCount) of each array)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-strides-positive-17bab66214',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [0, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: WindowSize (a window of size 0 holds no element to average)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-window-positive-c8ea6a8071',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [0, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: WindowSize (a window of size 0 holds no element to average)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-dilations-positive-f669aa89f9',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [0, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: Dilations (a dilation of 0 selects the same element for the whole window)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-window-fits-4eb0977f82',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [3, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (the padded size must hold the dilated window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-output-sizes-a1b9b8705c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputTensor (formula, with Dilations; see erratum output-size-omits-dilations)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_input_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, ChannelCount, 1, 1 } per channel)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-input-scale-sizes-2e5fcc54fe',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 2]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 3, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 2, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['input-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-input-scale-sizes',
            'spec_item': 'rules/input-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, ChannelCount, 1, 1 } per channel)',
            'generator': 'invalid',
            'base': 'examples/per-channel-scale',
        },
    })


def test_invalid_input_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor, InputZeroPointTensor (per-tensor or per-channel quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-input-scale-zero-point-same-sizes-b337c29b23',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['input-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-input-scale-zero-point-same-sizes',
            'spec_item': 'rules/input-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: InputScaleTensor, InputZeroPointTensor (per-tensor or per-channel quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_output_scale_zero_point_same_sizes(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (per-tensor or per-channel quantization: one quantization for both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-output-scale-zero-point-same-sizes-6b0433125c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['output-scale-zero-point-same-sizes'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-output-scale-zero-point-same-sizes',
            'spec_item': 'rules/output-scale-zero-point-same-sizes',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputScaleTensor, OutputZeroPointTensor (per-tensor or per-channel quantization: one quantization for both)',
            'generator': 'invalid',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_invalid_output_scale_sizes(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, ChannelCount, 1, 1 } per channel)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-invalid-output-scale-sizes-776e888b2a',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 2, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['output-scale-sizes'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-invalid-output-scale-sizes',
            'spec_item': 'rules/output-scale-sizes',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Members: OutputScaleTensor ({ 1, 1, 1, 1 } per tensor, { 1, ChannelCount, 1, 1 } per channel)',
            'generator': 'invalid',
            'base': 'examples/include-padding',
        },
    })


def test_unsupported_6_2_inputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float32-3722ce6c83',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float16-17f26f0954',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint32-2a30138990',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint16-80b3d9b0da',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int32-51cda1c009',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int16-bd9b0c1126',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float64-8d050acb20',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint64-7253052f7c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int64-9359355d72',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-float16-eeb7f15f51',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-float16',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint32-a72b05a083',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint32',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint16-5c8018d3db',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint16',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint8-c903d96530',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint8',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int32-cbc52ad3b2',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int32',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int16-79a0b69921',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int16',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int8-5208ae42a5',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int8',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-float64-0373ee4b79',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-float64',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint64-bd7d2b5104',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-uint64',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int64-0c43ec3fc1',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputscaletensor-int64',
            'spec_item': 'tensor_support/6_2/InputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float32-3722ce6c83',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float16-17f26f0954',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint32-2a30138990',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint16-80b3d9b0da',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int32-51cda1c009',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int32',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int16-bd9b0c1126',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int16',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float64-8d050acb20',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint64-7253052f7c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_inputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int64-9359355d72',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-inputzeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/InputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-float16-c19e2450ec',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-float16',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint32-751cc3ef15',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint16-f7c17c40c3',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_uint8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint8-58552892ae',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint8',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int32-d52f02d68a',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int32',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int16-8a5dd5dbb5',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int16',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_int8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int8-05ced71975',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int8',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-float64-fe1da27313',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-float64',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint64-40da178aa0',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputscaletensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int64-768680895e',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputscaletensor-int64',
            'spec_item': 'tensor_support/6_2/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float32-3722ce6c83',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float16-17f26f0954',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint32-2a30138990',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint16-80b3d9b0da',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int32-51cda1c009',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int16-bd9b0c1126',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float64-8d050acb20',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint64-7253052f7c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputzeropointtensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int64-9359355d72',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float32-3722ce6c83',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float16-17f26f0954',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint32-2a30138990',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint16-80b3d9b0da',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int32-51cda1c009',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int16-bd9b0c1126',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float64-8d050acb20',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint64-7253052f7c',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int64-9359355d72',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'InputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [1, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
            'base': 'examples/mean-tie-to-even',
        },
    })


def test_dimension_count_3_6_2(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-dimensions-6_2-3-80eaf2591a',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-dimensions-6_2-3',
            'spec_item': 'tensor_support/6_2/dimensions/3',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_6_2(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'quantized_linear_average_pooling-dimensions-6_2-6-e6abc5e1aa',
        'operator': 'DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'InputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'quantized_linear_average_pooling-dimensions-6_2-6',
            'spec_item': 'tensor_support/6_2/dimensions/6',
            'cite': 'ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2)',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_int8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT8'})


def test_property_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT8'})


def test_property_6_2_inputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (InputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'InputScaleTensor': 'FLOAT32'})


def test_property_6_2_outputscaletensor_float32(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_6_2_outputzeropointtensor_int8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_6_2_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_quantized_linear_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_6_2) (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_QUANTIZED_LINEAR_AVERAGE_POOLING_OPERATOR_DESC', row='6_2', pins={'OutputZeroPointTensor': 'UINT8'})
