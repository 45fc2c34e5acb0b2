# Emitted by `python -m generators` from spec/operators/lp_pooling.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_LP_POOLING_OPERATOR_DESC (ns-directml-dml_lp_pooling_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_l2_asymmetric_padding(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: P (2: the L2 norm), StartPadding, EndPadding (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-l2-asymmetric-padding-a2ec1c9ebd',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'inputs': {'InputTensor': [-3, 4, 0, 12, 0, 3]},
        'expected': {'OutputTensor': [5, 4, 0, 13, 5, 3]},
        'provenance': {
            'name': 'lp_pooling-l2-asymmetric-padding',
            'spec_item': 'examples/l2-asymmetric-padding',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: P (2: the L2 norm), StartPadding, EndPadding (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_l1_volume_5d(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: P (1: the L1 norm); InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-l1-volume-5d-313925f8e5',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'P': 1,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 8]},
        'expected': {'OutputTensor': [36]},
        'provenance': {
            'name': 'lp_pooling-l1-volume-5d',
            'spec_item': 'examples/l1-volume-5d',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: P (1: the L1 norm); InputTensor (5-D: BatchCount, ChannelCount, Depth, Height, Width) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_p3_three_four_five(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: P (the formula Y = (X1^P + X2^P + ... + Xn^P) ^ (1/P) with P = 3) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-p3-three-four-five-129c46b83b',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 3],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'P': 3,
        },
        'inputs': {'InputTensor': [3, 4, 5]},
        'expected': {'OutputTensor': [6]},
        'provenance': {
            'name': 'lp_pooling-p3-three-four-five',
            'spec_item': 'examples/p3-three-four-five',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: P (the formula Y = (X1^P + X2^P + ... + Xn^P) ^ (1/P) with P = 3) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-known-fields-de1199c994',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'lp_pooling-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-tensor-support-data-type-2db9256988',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-known-data-type-1addd3239a',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'lp_pooling-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-dimension-count-range-b41e3281d3',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'lp_pooling-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-sizes-nonzero-6bb5456c91',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'lp_pooling-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-strides-count-ed1b0b6cf5',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 6, 3, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'lp_pooling-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-output-strides-no-overlap-c2ea9a1f96',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [6, 6, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'lp_pooling-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-total-size-minimum-f583e192f5',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'TotalTensorSizeInBytes': 23},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'lp_pooling-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-element-count-max-bfce337dd9',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'lp_pooling-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-base-offset-alignment-a2a58cb87c',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'lp_pooling-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-same-rank-0a6f656d6c',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'lp_pooling-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-same-data-type-f3f9d4a831',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'lp_pooling-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-spatial-dimension-count-4a9107514b',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 2],
            'StartPadding': [1, 0, 0],
            'EndPadding': [0, 1, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'lp_pooling-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-array-lengths-a4fd2628b3',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'lp_pooling-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (the output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-strides-positive-8a692391c5',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'lp_pooling-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (the output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: WindowSize (a window of size 0 holds no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-window-positive-2d1fc9c7db',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [0, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'lp_pooling-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: WindowSize (a window of size 0 holds no element)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_p_positive(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: P (the formula takes the 1/P-th root: P = 0 has none)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-p-positive-47ba3b6a42',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 0,
        },
        'expect': 'invalid',
        'violates': ['p-positive'],
        'provenance': {
            'name': 'lp_pooling-invalid-p-positive',
            'spec_item': 'rules/p-positive',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: P (the formula takes the 1/P-th root: P = 0 has none)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (the padded size must hold the window, or the output size is below 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-window-fits-c140e2c158',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [5, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'lp_pooling-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (the padded size must hold the window, or the output size is below 1)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_invalid_output_sizes(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (formula)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-invalid-output-sizes-e9a22ab4dd',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 4]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['output-sizes'],
        'provenance': {
            'name': 'lp_pooling-invalid-output-sizes',
            'spec_item': 'rules/output-sizes',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: OutputTensor (formula)',
            'generator': 'invalid',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-uint32-2db9256988',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-uint16-d3d4cd413c',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-uint8-096f940135',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-int32-cb5dce6e59',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-int16-8d1e056aca',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-inputtensor-int8-bda76e7185',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-uint32-2db9256988',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-uint16-d3d4cd413c',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-uint8-096f940135',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-int32-cb5dce6e59',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-int16-8d1e056aca',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-unsupported-1_0-outputtensor-int8-bda76e7185',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'P': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'lp_pooling-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
            'base': 'examples/l2-asymmetric-padding',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-dimensions-1_0-3-b195e619eb',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_pooling-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_1_0(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'lp_pooling-dimensions-1_0-6-c94922351f',
        'operator': 'DML_LP_POOLING_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'P': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'lp_pooling-dimensions-1_0-6',
            'spec_item': 'tensor_support/1_0/dimensions/6',
            'cite': 'ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0)',
            'generator': 'support-rows',
        },
    })


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: Tensor support (one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_1_0) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_l1_of_magnitudes_is_sum(dml):
    """ns-directml-dml_average_pooling_operator_desc.md: IncludePadding; ns-directml-dml_lp_pooling_operator_desc.md: P (by definition: with P = 1 the formula is the window's sum): equals DML_AVERAGE_POOLING_OPERATOR_DESC with IncludePadding True on |InputTensor| (on both sides) with OutputTensor divided by the window's element count when P 1"""
    dml.check_equivalence('DML_LP_POOLING_OPERATOR_DESC', 'l1-of-magnitudes-is-sum')


def test_observe_odd_p_negative_inputs_float32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: unspecified odd-p-negative-inputs: the formula Y = (X1^P + ... + Xn^P)^(1/P) has no absolute value, while the page calls it Lp normalization (L1, L2): for odd P and negative inputs the literal formula (a signed sum, negative or without a real root) and the Lp norm (|X|) differ. ONNX LpPool takes |X|; PyTorch's lp_pool clips a negative sum to 0. The suite's reference is the norm; such cases are observed, never judged"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='odd-p-negative-inputs')


def test_observe_odd_p_negative_inputs_float16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: unspecified odd-p-negative-inputs: the formula Y = (X1^P + ... + Xn^P)^(1/P) has no absolute value, while the page calls it Lp normalization (L1, L2): for odd P and negative inputs the literal formula (a signed sum, negative or without a real root) and the Lp norm (|X|) differ. ONNX LpPool takes |X|; PyTorch's lp_pool clips a negative sum to 0. The suite's reference is the norm; such cases are observed, never judged"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='odd-p-negative-inputs')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the result NaN"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_lp_pooling_operator_desc.md: unspecified nan-inputs: the page does not say whether NaN in a window makes the result NaN"""
    dml.check_property('DML_LP_POOLING_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
