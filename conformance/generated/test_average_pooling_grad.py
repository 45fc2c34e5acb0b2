# Emitted by `python -m generators` from spec/operators/average_pooling_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC (ns-directml-dml_average_pooling_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_example_avgpoolgrad(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Description: the drawn example"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-example-avgpoolgrad-8679ebdd7a',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'inputs': {'InputGradientTensor': [1, 2, 3, 4]},
        'expected': {'OutputGradientTensor': [0.25, 0.75, 0.5, 1, 2.5, 1.5, 0.75, 1.75, 1]},
        'provenance': {
            'name': 'average_pooling_grad-example-avgpoolgrad',
            'spec_item': 'examples/example-avgpoolgrad',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Description: the drawn example',
            'generator': 'examples',
        },
    })


def test_exclude_padding_divides_by_elements(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: IncludePadding (see AVERAGE_POOLING: FALSE, the padding elements are not counted in the divisor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-exclude-padding-divides-by-elements-0e37fe28c6',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': False,
        },
        'inputs': {'InputGradientTensor': [1, 1, 1, 1, 1, 1]},
        'expected': {'OutputGradientTensor': [0.75, 1.5, 2.25, 0.25, 0.5, 0.75]},
        'provenance': {
            'name': 'average_pooling_grad-exclude-padding-divides-by-elements',
            'spec_item': 'examples/exclude-padding-divides-by-elements',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: IncludePadding (see AVERAGE_POOLING: FALSE, the padding elements are not counted in the divisor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_include_padding_divides_by_the_window(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: IncludePadding (see AVERAGE_POOLING: TRUE, the padding elements count in the divisor) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-include-padding-divides-by-the-window-8e649c5222',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [1, 0],
            'EndPadding': [0, 1],
            'IncludePadding': True,
        },
        'inputs': {'InputGradientTensor': [1, 1, 1, 1, 1, 1]},
        'expected': {'OutputGradientTensor': [0.5, 1, 1, 0.25, 0.5, 0.5]},
        'provenance': {
            'name': 'average_pooling_grad-include-padding-divides-by-the-window',
            'spec_item': 'examples/include-padding-divides-by-the-window',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: IncludePadding (see AVERAGE_POOLING: TRUE, the padding elements count in the divisor) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-known-fields-8e44566e35',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-introduced-in-4612958256',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-tensor-support-data-type-ca196fd0f7',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-known-data-type-9a5b716978',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-dimension-count-range-705ea2a03f',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-sizes-nonzero-a280e0635b',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-strides-count-704ba52aa3',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'Strides': [4, 4, 4, 2, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-output-strides-no-overlap-affdc19df8',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 0, 1]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-total-size-minimum-08822edbe9',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'TotalTensorSizeInBytes': 15},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-element-count-max-e8e22037bf',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-base-offset-alignment-c987d59b16',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor constraints (InputGradientTensor and OutputGradientTensor must have the same DataType and DimensionCount)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-same-rank-ef261dd7fa',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor constraints (InputGradientTensor and OutputGradientTensor must have the same DataType and DimensionCount)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-same-data-type-79db1e7b62',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_spatial_dimension_count(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: DimensionCount (must equal the spatial dimension count: 2 for 4D tensors, 3 for 5D)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-spatial-dimension-count-43a8959e19',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 3,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2, 2],
            'StartPadding': [0, 0, 0],
            'EndPadding': [0, 0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['spatial-dimension-count'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-spatial-dimension-count',
            'spec_item': 'rules/spatial-dimension-count',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: DimensionCount (must equal the spatial dimension count: 2 for 4D tensors, 3 for 5D)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_array_lengths(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: DimensionCount (the number of elements in the Strides, WindowSize, StartPadding, and EndPadding arrays)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-array-lengths-0433d1bef3',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['array-lengths'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-array-lengths',
            'spec_item': 'rules/array-lengths',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: DimensionCount (the number of elements in the Strides, WindowSize, StartPadding, and EndPadding arrays)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_strides_positive(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: Strides (see AVERAGE_POOLING: its output-size formula divides by Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-strides-positive-9fd41f402b',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [0, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['strides-positive'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-strides-positive',
            'spec_item': 'rules/strides-positive',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: Strides (see AVERAGE_POOLING: its output-size formula divides by Strides)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_window_positive(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: WindowSize (see AVERAGE_POOLING: a window of size 0 holds no element)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-window-positive-6fe120f180',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [0, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['window-positive'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-window-positive',
            'spec_item': 'rules/window-positive',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: WindowSize (see AVERAGE_POOLING: a window of size 0 holds no element)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_window_fits(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Description (OutputGradientTensor has the sizes of the forward's input: its padded size must hold the window)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-window-fits-7f9c834174',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [5, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['window-fits'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-window-fits',
            'spec_item': 'rules/window-fits',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Description (OutputGradientTensor has the sizes of the forward's input: its padded size must hold the window)",
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_invalid_gradient_sizes(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Members: InputGradientTensor (the sizes of the output of the corresponding AVERAGE_POOLING: its output-size formula), OutputGradientTensor (those of its input)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-invalid-gradient-sizes-c036423cb5',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['gradient-sizes'],
        'provenance': {
            'name': 'average_pooling_grad-invalid-gradient-sizes',
            'spec_item': 'rules/gradient-sizes',
            'cite': 'ns-directml-dml_average_pooling_grad_operator_desc.md: Members: InputGradientTensor (the sizes of the output of the corresponding AVERAGE_POOLING: its output-size formula), OutputGradientTensor (those of its input)',
            'generator': 'invalid',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint32(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint32-ca196fd0f7',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT32',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint16(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint16-d63919955b',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT16',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint8(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint8-2b7284a05c',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT8',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int32(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int32-f643f47ff7',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT32',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int16(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int16-38cc99a317',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT16',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int8(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int8-a7663b9313',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT8',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-float64-e60031f09d',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_uint64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint64-103b91024e',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/UINT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_inputgradienttensor_int64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int64-f17728c72e',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/InputGradientTensor/excluded/INT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint32(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint32-ca196fd0f7',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT32',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint16(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint16-d63919955b',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT16',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint8(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint8-2b7284a05c',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT8',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int32(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int32-f643f47ff7',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int32',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT32',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int16(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int16-38cc99a317',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int16',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT16',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int8(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int8-a7663b9313',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int8',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT8',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-float64-e60031f09d',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_uint64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint64-103b91024e',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/UINT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_unsupported_3_0_outputgradienttensor_int64(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int64-f17728c72e',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 2, 2]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'DimensionCount': 2,
            'Strides': [1, 1],
            'WindowSize': [2, 2],
            'StartPadding': [0, 0],
            'EndPadding': [0, 0],
            'IncludePadding': False,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'average_pooling_grad-unsupported-3_0-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_0/OutputGradientTensor/excluded/INT64',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
            'base': 'examples/example-avgpoolgrad',
        },
    })


def test_dimension_count_3_3_0(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-dimensions-3_0-3-b0163b59e3',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
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
            'name': 'average_pooling_grad-dimensions-3_0-3',
            'spec_item': 'tensor_support/3_0/dimensions/3',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_3_0(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'average_pooling_grad-dimensions-3_0-6-891897e644',
        'operator': 'DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
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
            'name': 'average_pooling_grad-dimensions-3_0-6',
            'spec_item': 'tensor_support/3_0/dimensions/6',
            'cite': "ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level)",
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputgradienttensor_float32(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputGradientTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT32'})


def test_property_3_0_inputgradienttensor_float16(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Tensor support (the page's one table, from the Availability level) (InputGradientTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC', row='3_0', pins={'InputGradientTensor': 'FLOAT16'})


def test_equivalence_adjoint_of_average_pooling(dml):
    """ns-directml-dml_average_pooling_grad_operator_desc.md: Description (computes backpropagation gradients for average pooling: the values represent the weighted contributions of each element to the OutputTensor of the forward DML_AVERAGE_POOLING_OPERATOR_DESC, linear in its input: its Jacobian is itself): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (AVERAGE_POOLING's InputTensor), J v = AVERAGE_POOLING(v).OutputTensor (the adjoint identity)"""
    dml.check_equivalence('DML_AVERAGE_POOLING_GRAD_OPERATOR_DESC', 'adjoint-of-average-pooling')
