# Emitted by `python -m generators` from spec/operators/element_wise_clip_grad.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC (ns-directml-dml_element_wise_clip_grad_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_clip_grad_of_chosen_values(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Description: f(x, gradient) = if x <= Min then 0, if x >= Max then 0, else gradient (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-clip-grad-of-chosen-values-4a98bf116a',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'inputs': {
            'InputTensor': [-2, -1, 0.5, 2, 3, '-inf'],
            'InputGradientTensor': [1, 2, -3, 4, 'nan', 6],
        },
        'expected': {'OutputGradientTensor': [0, 0, -3, 0, 0, 0]},
        'provenance': {
            'name': 'element_wise_clip_grad-clip-grad-of-chosen-values',
            'spec_item': 'examples/clip-grad-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Description: f(x, gradient) = if x <= Min then 0, if x >= Max then 0, else gradient (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_clip_grad_min_above_max(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Description (if x <= Min then 0; if x >= Max then 0) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-clip-grad-min-above-max-2aefb722f9',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [3]},
            'Min': 2,
            'Max': -1,
        },
        'inputs': {'InputTensor': [-2, 0.5, 3], 'InputGradientTensor': [1, 2, 3]},
        'expected': {'OutputGradientTensor': [0, 0, 0]},
        'provenance': {
            'name': 'element_wise_clip_grad-clip-grad-min-above-max',
            'spec_item': 'examples/clip-grad-min-above-max',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Description (if x <= Min then 0; if x >= Max then 0) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-known-fields-eaf0071854',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-introduced-in-ec9ab4d255',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-tensor-support-data-type-d4fae0b955',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-known-data-type-2328545118',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-dimension-count-range-8ed6e01bb5',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-sizes-nonzero-d9ea0507f2',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-strides-count-fcceed94e0',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'Strides': [6, 6, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-output-strides-no-overlap-b489a12e29',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'Strides': [6, 0]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-total-size-minimum-7db8634e08',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'TotalTensorSizeInBytes': 23},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-element-count-max-682a3cdd39',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-base-offset-alignment-46247a8f5f',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType, DimensionCount, and Sizes)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-same-data-type-4c0d2069e9',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints (InputGradientTensor, InputTensor, and OutputGradientTensor must have the same DataType, DimensionCount, and Sizes)',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-same-rank-2f9f608b74',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6, 1]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-invalid-same-sizes-57f64cdbf4',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 7]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_clip_grad-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-5_0-inputtensor-float64-97163d3064',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-5_0-inputtensor-float64',
            'spec_item': 'tensor_support/5_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_5_0_inputgradienttensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-5_0-inputgradienttensor-float64-97163d3064',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-5_0-inputgradienttensor-float64',
            'spec_item': 'tensor_support/5_0/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_5_0_outputgradienttensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-5_0-outputgradienttensor-float64-97163d3064',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-5_0-outputgradienttensor-float64',
            'spec_item': 'tensor_support/5_0/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputtensor-float64-d4fae0b955',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputtensor-float64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputtensor-uint64-be9f99c32c',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputtensor-uint64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputtensor-int64-d4b2e4f844',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputtensor-int64',
            'spec_item': 'tensor_support/3_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputgradienttensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-float64-d4fae0b955',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputgradienttensor_uint64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-uint64-be9f99c32c',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_inputgradienttensor_int64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-int64-d4b2e4f844',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-inputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/InputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputgradienttensor_float64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-float64-d4fae0b955',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-float64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputgradienttensor_uint64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-uint64-be9f99c32c',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'UINT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-uint64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_unsupported_3_1_outputgradienttensor_int64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-int64-d4b2e4f844',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'InputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'OutputGradientTensor': {'DataType': 'INT64', 'Sizes': [1, 6]},
            'Min': -1,
            'Max': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_clip_grad-unsupported-3_1-outputgradienttensor-int64',
            'spec_item': 'tensor_support/3_1/OutputGradientTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above',
            'generator': 'support-rows',
            'base': 'examples/clip-grad-of-chosen-values',
        },
    })


def test_dimension_count_9_5_0(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-dimensions-5_0-9-a55811c8fd',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Min': 1.0,
            'Max': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_clip_grad-dimensions-5_0-9',
            'spec_item': 'tensor_support/5_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_1(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_clip_grad-dimensions-3_1-9-2b525aeeab',
        'operator': 'DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'InputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputGradientTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Min': 1.0,
            'Max': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_clip_grad-dimensions-3_1-9',
            'spec_item': 'tensor_support/3_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_5_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'})


def test_property_5_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'})


def test_property_5_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT64'})


def test_property_5_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT32'})


def test_property_5_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT16'})


def test_property_5_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'INT8'})


def test_property_5_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT64'})


def test_property_5_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT32'})


def test_property_5_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT16'})


def test_property_5_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'UINT8'})


def test_property_3_1_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT32'})


def test_property_3_1_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'FLOAT16'})


def test_property_3_1_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT32'})


def test_property_3_1_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT16'})


def test_property_3_1_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'INT8'})


def test_property_3_1_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT32'})


def test_property_3_1_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT16'})


def test_property_3_1_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='3_1', pins={'InputTensor': 'UINT8'})


def test_equivalence_adjoint_by_finite_differences(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: Description (computes backpropagation gradients for element-wise clip: OutputGradientTensor is J^T InputGradientTensor, J the Jacobian of the clip at InputTensor): <OutputGradientTensor, v> equals <InputGradientTensor, J v> for a drawn direction v (ELEMENT_WISE_CLIP's InputTensor), J v = (ELEMENT_WISE_CLIP(InputTensor + h v) - ELEMENT_WISE_CLIP(InputTensor - h v)) / 2h, h = 0.0009765625 (the adjoint identity)"""
    dml.check_equivalence('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', 'adjoint-by-finite-differences')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: unspecified nan-inputs: the forward's value at a NaN input is unspecified (its page's nan-inputs), so its gradient there is too: the page's if/else read literally passes the gradient (neither x <= Min nor x >= Max holds), a gate written as Min < x < Max stops it; observed per element"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_clip_grad_operator_desc.md: unspecified nan-inputs: the forward's value at a NaN input is unspecified (its page's nan-inputs), so its gradient there is too: the page's if/else read literally passes the gradient (neither x <= Min nor x >= Max holds), a gate written as Min < x < Max stops it; observed per element"""
    dml.check_property('DML_ELEMENT_WISE_CLIP_GRAD_OPERATOR_DESC', row='5_0', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
