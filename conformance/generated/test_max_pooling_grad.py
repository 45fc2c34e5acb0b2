# Emitted by `python -m generators` from spec/operators/max_pooling_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_MAX_POOLING_GRAD_OPERATOR_DESC (ns-directml-dml_max_pooling_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_maxpoolgrad(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Description (the MaxPoolGrad example: a 2x2 window, stride 1, no padding nor dilations: InputTensor [[1, 2, 3], [2, 4, 2], [5, 6, 7]], InputGradientTensor [[1, 2], [4, 5]] to [[0, 0, 0], [0, 3, 0], [0, 4, 5]])"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-example-maxpoolgrad-a144acb81e',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'inputs': {'InputTensor': [1, 2, 3, 2, 4, 2, 5, 6, 7], 'InputGradientTensor': [1, 2, 4, 5]},
        'expected': {'OutputGradientTensor': [0, 0, 0, 0, 3, 0, 0, 4, 5]},
        'provenance': {
            'name': 'max_pooling_grad-example-maxpoolgrad',
            'spec_item': 'examples/example-maxpoolgrad',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Description (the MaxPoolGrad example: a 2x2 window, stride 1, no padding nor dilations: InputTensor [[1, 2, 3], [2, 4, 2], [5, 6, 7]], InputGradientTensor [[1, 2], [4, 5]] to [[0, 0, 0], [0, 3, 0], [0, 4, 5]])',
            'generator': 'examples',
        },
    })


def test_a_tie_goes_to_the_lowest_index(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Description (in the case of a tie, the element with the lowest logical element index is chosen) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-a-tie-goes-to-the-lowest-index-7d0161eb9c',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'InputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'inputs': {'InputTensor': [7, 7, 7, 7], 'InputGradientTensor': [3]},
        'expected': {'OutputGradientTensor': [3, 0, 0, 0]},
        'provenance': {
            'name': 'max_pooling_grad-a-tie-goes-to-the-lowest-index',
            'spec_item': 'examples/a-tie-goes-to-the-lowest-index',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Description (in the case of a tie, the element with the lowest logical element index is chosen) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_padding_never_wins(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Description (the largest element of each window; padding is no element: see MAX_POOLING2) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-padding-never-wins-a49828cc84',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [1, 2],
            'StartPadding': [0, 1],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'inputs': {'InputTensor': [-3, -5], 'InputGradientTensor': [1.5, 2]},
        'expected': {'OutputGradientTensor': [3.5, 0]},
        'provenance': {
            'name': 'max_pooling_grad-padding-never-wins',
            'spec_item': 'examples/padding-never-wins',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Description (the largest element of each window; padding is no element: see MAX_POOLING2) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-known-fields-74f659d96e',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-introduced-in-192e9d389b',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-tensor-support-data-type-c2f4bba2e3',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-known-data-type-61b5db6b29',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-dimension-count-range-516206791b',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-sizes-nonzero-338f2ab7a0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-strides-count-3cebefccbd',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 9, 3, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-output-strides-no-overlap-fc719bf1bf',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-total-size-minimum-fa9285e0a3',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'TotalTensorSizeInBytes': 35},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-element-count-max-1df62a914a',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [477218589, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-base-offset-alignment-4dec360502',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType and DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-same-rank-2739a128c6',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType and DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-same-data-type-b3ad0ad114',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints (InputTensor and OutputGradientTensor must have the same Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-same-sizes-7c1d42a4e0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 4]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor constraints (InputTensor and OutputGradientTensor must have the same Sizes)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: DimensionCount (see MAX_POOLING2: the spatial dimension count)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-spatial-dimension-count-6b41974483',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: DimensionCount (see MAX_POOLING2: the spatial dimension count)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: DimensionCount"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-array-lengths-931d7d93e5',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: DimensionCount',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: Strides (see MAX_POOLING2: its output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-strides-positive-c931f618de',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: Strides (see MAX_POOLING2: its output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: WindowSize (see MAX_POOLING2: a window of size 0 selects no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-window-positive-514838d2ca',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [0, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: WindowSize (see MAX_POOLING2: a window of size 0 selects no element)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_dilations_positive(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: Dilations (see MAX_POOLING2: a dilation of 0 selects the same element for the whole window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-dilations-positive-dfcfed4056',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [0, 1],
        },
        'expect': 'invalid',
        'violates': ['dilations-positive'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-dilations-positive',
            'spec_item': 'rules/dilations-positive',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: Dilations (see MAX_POOLING2: a dilation of 0 selects the same element for the whole window)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Members: InputGradientTensor (see MAX_POOLING2: the padded size must hold the dilated window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-window-fits-fc0c24eb68',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [5, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Members: InputGradientTensor (see MAX_POOLING2: the padded size must hold the dilated window)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_invalid_gradient_sizes(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support (InputGradientTensor: { BatchCount, ChannelCount, [OutputDepth], OutputHeight, OutputWidth }, the output of the corresponding MAX_POOLING2: its output-size formula with Dilations)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-invalid-gradient-sizes-ffefccd259',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['gradient-sizes'],
        'provenance': {
            'name': 'max_pooling_grad-invalid-gradient-sizes',
            'spec_item': 'rules/gradient-sizes',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support (InputGradientTensor: { BatchCount, ChannelCount, [OutputDepth], OutputHeight, OutputWidth }, the output of the corresponding MAX_POOLING2: its output-size formula with Dilations)',
            'generator': 'invalid',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-uint32-c7253a9da1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-uint32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-uint16-76393bcf18',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-uint16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-uint8-639fc605b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-uint8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-int32-0c55c203b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-int32',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-int16-2e25bdbd30',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-int16',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-int8-4dab93011b',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-int8',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-float64-1086ee1336',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-float64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-uint64-80fec8e1e1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-uint64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputtensor-int64-36a09cd7b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputtensor-int64',
            'spec_item': 'tensor_support/4_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint32-c7253a9da1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint16-76393bcf18',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint8-639fc605b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int32-0c55c203b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int16-2e25bdbd30',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int8-4dab93011b',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-float64-1086ee1336',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint64-80fec8e1e1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int64-36a09cd7b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/4_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint32-c7253a9da1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint16-76393bcf18',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint8-639fc605b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int32-0c55c203b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int16-2e25bdbd30',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int8-4dab93011b',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-float64-1086ee1336',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint64-80fec8e1e1',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_4_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int64-36a09cd7b0',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-4_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/4_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-uint32-c2f4bba2e3',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-uint16-9ce5a1f2b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-uint8-60ca3cdc17',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-int32-3ed26de4d6',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-int16-cafeb6c0b2',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-int8-e5b75a14c7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-float64-76f0d16da7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-uint64-6c6afce512',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputtensor-int64-751598b625',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint32-c2f4bba2e3',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint16-9ce5a1f2b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint8-60ca3cdc17',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int32-3ed26de4d6',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int16-cafeb6c0b2',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int8-e5b75a14c7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-float64-76f0d16da7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint64-6c6afce512',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int64-751598b625',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint32-c2f4bba2e3',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint16-9ce5a1f2b8',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint8-60ca3cdc17',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int32-3ed26de4d6',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT32',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int16-cafeb6c0b2',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT16',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int8-e5b75a14c7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT8',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-float64-76f0d16da7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint64-6c6afce512',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int64-751598b625',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'Dilations': [1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'max_pooling_grad-unsupported-3_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/example-maxpoolgrad',
        },
    })


def test_dimension_count_3_4_0(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-dimensions-4_0-3-b26e451020',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling_grad-dimensions-4_0-3',
            'spec_item': 'tensor_support/4_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_4_0(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-dimensions-4_0-6-262d6d09e7',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'DimensionCount': 4,
            'Strides': [1, 1, 1, 1],
            'WindowSize': [1, 1, 1, 1],
            'StartPadding': [0, 0, 0, 0],
            'EndPadding': [0, 0, 0, 0],
            'Dilations': [1, 1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling_grad-dimensions-4_0-6',
            'spec_item': 'tensor_support/4_0/dimensions/6',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-dimensions-3_0-3-5c24ad3954',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'DimensionCount': 1,
            'Strides': [1],
            'WindowSize': [1],
            'StartPadding': [0],
            'EndPadding': [0],
            'Dilations': [1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling_grad-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_3_0(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'max_pooling_grad-dimensions-3_0-5-8306bd99b4',
        'operator': 'DML_MAX_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [1, 1, 1],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'Dilations': [1, 1, 1],
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'max_pooling_grad-dimensions-3_0-5',
            'spec_item': 'tensor_support/3_0/dimensions/5',
            'cite': 'ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'})


def test_property_4_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_equivalence_adjoint_by_finite_differences(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: Description (computes backpropagation gradients for max pooling, DML_MAX_POOLING2_OPERATOR_DESC: OutputGradientTensor is J^T InputGradientTensor, J the Jacobian of the window maxima at InputTensor): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (MAX_POOLING2's InputTensor), J v = (MAX_POOLING2(InputTensor + h v) - MAX_POOLING2(InputTensor - h v)) / 2h, h = 0.0009765625 (the adjoint identity)"""
    dml.check_equivalence('DML_MAX_POOLING_GRAD_OPERATOR_DESC', 'adjoint-by-finite-differences')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: unspecified nan-inputs: MAX_POOLING2 leaves NaN in a window unspecified (which element wins, what index), so which element its gradient reaches is too: every element of a window holding a NaN is observed"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: unspecified nan-inputs: MAX_POOLING2 leaves NaN in a window unspecified (which element wins, what index), so which element its gradient reaches is too: every element of a window holding a NaN is observed"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')


def test_observe_signed_zeros_float32(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: unspecified signed-zeros: MAX_POOLING2 does not say whether -0.0 and +0.0 tie; the suite reads them as a tie (the lowest index wins): every element of a window holding both is observed"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT32'}, observe='signed-zeros')


def test_observe_signed_zeros_float16(dml):
    """ns-directml-dml_max_pooling_grad_operator_desc.md: unspecified signed-zeros: MAX_POOLING2 does not say whether -0.0 and +0.0 tie; the suite reads them as a tie (the lowest index wins): every element of a window holding both is observed"""
    dml.check_property('DML_MAX_POOLING_GRAD_OPERATOR_DESC', row='4_0', pins={'InputTensor': 'FLOAT16'}, observe='signed-zeros')
