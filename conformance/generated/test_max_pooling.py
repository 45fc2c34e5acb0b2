# Emitted by `python -m generators` from spec/operators/max_pooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MAX_POOLING_OPERATOR_DESC (ns-directml-dml_max_pooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_asymmetric_padding(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: StartPadding, EndPadding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-asymmetric-padding-c4f23397a8',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'inputs': {'InputTensor': [-3, -5, -2, -7, 3, -1, 4, 9, 8, 6, 8, 1]},
        'expected': {'OutputTensor': [-3, -2, 3, 9, 8, 9]},
        'provenance': {
            'name': 'max_pooling-asymmetric-padding',
            'spec_item': 'examples/asymmetric-padding',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: StartPadding, EndPadding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_volume_5d(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-volume-5d-e8e68efe8e',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 2, 2, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 2, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
        },
        'inputs': {'InputTensor': [1, -4, 3, 2, -8, -6, -7, -5]},
        'expected': {'OutputTensor': [3, -5]},
        'provenance': {
            'name': 'max_pooling-volume-5d',
            'spec_item': 'examples/volume-5d',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-known-fields-7ed996bbe2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'max_pooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-tensor-support-data-type-97cf8181b2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-known-data-type-375b802d4f',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'max_pooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-dimension-count-range-6f2b65d0e9',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'max_pooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-sizes-nonzero-550deb1e47',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'max_pooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-strides-count-4f798266fb',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'Strides': [12, 12, 12, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'max_pooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-output-strides-no-overlap-3c94b824b2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2], 'Strides': [6, 6, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'max_pooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-total-size-minimum-7ae981f3e2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'TotalTensorSizeInBytes': 47},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'max_pooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-element-count-max-eadc80ad72',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [357913942, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'max_pooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-base-offset-alignment-cf8084ca00',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'max_pooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-same-rank-e5751fe3c3',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2, 1]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'max_pooling-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-same-data-type-3dc205636d',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'max_pooling-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-spatial-dimension-count-7c3b46b28a',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 3,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2, 2],
            'StartPadding': [1, 0, 0],
            'EndPadding': [0, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'max_pooling-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-array-lengths-3cc38a4647',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'max_pooling-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-strides-positive-3dbf3bae5e',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [0, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'max_pooling-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-window-positive-e61d977996',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [0, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'max_pooling-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: WindowSize (a window of size 0 selects no element)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (the padded size must hold the window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-window-fits-2350fa28c8',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [6, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'max_pooling-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (the padded size must hold the window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (formula)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-invalid-output-sizes-a2e4e24aba',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'max_pooling-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Members: OutputTensor (formula)',
            'generator': 'invalid',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-5_0-inputtensor-float64-c4f3bd0d0f',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_5_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-5_0-outputtensor-float64-c4f3bd0d0f',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-5_0-outputtensor-float64',
            'spec_item': 'tensor_support/5_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-uint32-e18eb135b9',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-uint16-a79fc9769c',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-int32-8032cff092',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-int16-71a4d111a2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-float64-a0f3a969c3',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-uint64-15e3c1dcf3',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-inputtensor-int64-6afa44a463',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-uint32-e18eb135b9',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-uint16-a79fc9769c',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-int32-8032cff092',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-int16-71a4d111a2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-float64-a0f3a969c3',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-uint64-15e3c1dcf3',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-3_0-outputtensor-int64-6afa44a463',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-uint32-97cf8181b2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-uint16-606faa41af',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-uint8-50d0945e1e',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-int32-264c49ebcc',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-int16-09ba78ca90',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-inputtensor-int8-9ee0f0f119',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-uint32-97cf8181b2',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-uint16-606faa41af',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-uint8-50d0945e1e',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-int32-264c49ebcc',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-int16-09ba78ca90',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-unsupported-1_0-outputtensor-int8-9ee0f0f119',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 2]},
            'DimensionCount': 2,
            'Strides': [1, 2],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/asymmetric-padding',
        },
    })


def test_dimension_count_3_5_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-5_0-3-d123d69ebc',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-5_0-3',
            'spec_item': 'tensor_support/5_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_5_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-5_0-6-f278a547cb',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-5_0-6',
            'spec_item': 'tensor_support/5_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-3_0-3-4bdd832b09',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-3_0-6-d7d6609f1e',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-1_0-3-cdcc73f35a',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling-dimensions-1_0-6-60110f5cd5',
        'operator': 'DML_MAX_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_max_pooling1_without_indices(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Remarks (MAX_POOLING1 is the newer version of this operator): equals DML_MAX_POOLING1_OPERATOR_DESC"""
    dml.check_equivalence('DML_MAX_POOLING_OPERATOR_DESC', 'max-pooling1-without-indices')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum or ignored"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: unspecified nan-inputs: the docs do not say whether NaN in a window is the maximum or ignored"""
    dml.check_property('DML_MAX_POOLING_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_large_window_257_int8_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 257 elements)"""
    dml.check_large('DML_MAX_POOLING_OPERATOR_DESC', 'window-257', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})


def test_large_window_65537_int8_int8(dml):
    """ns-directml-dml_max_pooling_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (a window index past 256 or 65,536 kept in 8 or 16 bits; 65,537 elements)"""
    dml.check_large('DML_MAX_POOLING_OPERATOR_DESC', 'window-65537', {'InputTensor': 'INT8', 'OutputTensor': 'INT8'})
