# Emitted by `python -m generators` from spec/operators/average_pooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_AVERAGE_POOLING_OPERATOR_DESC (ns-directml-dml_average_pooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_include_padding_counts_padding(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: IncludePadding (TRUE: padding elements count in the divisor), StartPadding, EndPadding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-include-padding-counts-padding-557c777c4e',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {'OutputTensor': [0.75, 1.25, 0.75, 3, 4, 2.25]},
        'provenance': {
            'name': 'average_pooling-include-padding-counts-padding',
            'spec_item': 'examples/include-padding-counts-padding',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: IncludePadding (TRUE: padding elements count in the divisor), StartPadding, EndPadding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_exclude_padding_divides_by_elements(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: IncludePadding (FALSE: the padding elements are not counted as part of the divisor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-exclude-padding-divides-by-elements-93bc5e29c9',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': False,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6]},
        'expected': {'OutputTensor': [1.5, 2.5, 3, 3, 4, 4.5]},
        'provenance': {
            'name': 'average_pooling-exclude-padding-divides-by-elements',
            'spec_item': 'examples/exclude-padding-divides-by-elements',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: IncludePadding (FALSE: the padding elements are not counted as part of the divisor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_volume_5d_rounded_mean(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width); the mean rounded to FLOAT16 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-volume-5d-rounded-mean-906ae3b35f',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 2, 3],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'IncludePadding': False,
        },
        'inputs': {'InputTensor': [1, -4, 3, 2, 0, 6, -8, 1, 2, 3, 1, 1]},
        'expected': {'OutputTensor': [1.3330078125, 0]},
        'provenance': {
            'name': 'average_pooling-volume-5d-rounded-mean',
            'spec_item': 'examples/volume-5d-rounded-mean',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width); the mean rounded to FLOAT16 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-known-fields-e09f6af174',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'average_pooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-tensor-support-data-type-a4c3e0189c',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-known-data-type-d2e8d4ff6e',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'average_pooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-dimension-count-range-5278c3dad0',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'average_pooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-sizes-nonzero-8cdc2c90a1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'average_pooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-strides-count-2d7b5e25ae',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'average_pooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-output-strides-no-overlap-258e9adfa1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'average_pooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-total-size-minimum-fbf7be5100',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'average_pooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-element-count-max-a48c5748f1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'average_pooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-base-offset-alignment-f2e24fd721',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'average_pooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-same-rank-9d33f2eeaa',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'average_pooling-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-same-data-type-b3367eb6ad',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'average_pooling-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-spatial-dimension-count-253cf2a59a',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 2],
            'StartPadding': [1, 0, 0],
            'EndPadding': [0, 1, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'average_pooling-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-array-lengths-8394ff6a7b',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'average_pooling-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-strides-positive-775aa5c5e1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'average_pooling-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: WindowSize (a window of size 0 holds no element to average)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-window-positive-8cdd01ed2d',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [0, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'average_pooling-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: WindowSize (a window of size 0 holds no element to average)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (the padded size must hold the window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-window-fits-0c24e8675d',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [5, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'average_pooling-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (the padded size must hold the window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (formula)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-invalid-output-sizes-7c28620924',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'average_pooling-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: OutputTensor (formula)',
            'generator': 'invalid',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-uint32-a4c3e0189c',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-uint16-d2f98bbfa1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-uint8-527854ebec',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-int32-51ede9550f',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-int16-e54405074d',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-inputtensor-int8-3d73e05b92',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-uint32-a4c3e0189c',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-uint16-d2f98bbfa1',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-uint8-527854ebec',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-int32-51ede9550f',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-int16-e54405074d',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-unsupported-1_0-outputtensor-int8-3d73e05b92',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/include-padding-counts-padding',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-dimensions-1_0-3-24dbe4399d',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'average_pooling-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling-dimensions-1_0-6-5a4206276f',
        'operator': 'DML_AVERAGE_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'average_pooling-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_AVERAGE_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_AVERAGE_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the mean NaN (IEEE arithmetic would)"""
    dml.check_property('DML_AVERAGE_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the mean NaN (IEEE arithmetic would)"""
    dml.check_property('DML_AVERAGE_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_float16_sum_768_float16_float16(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (a FLOAT16 window sum kept in FLOAT16; 768 elements)"""
    dml.check_large('DML_AVERAGE_POOLING_OPERATOR_DESC', 'float16-sum-768', {'InputTensor': 'FLOAT16', 'OutputTensor': 'FLOAT16'})
