# Emitted by `python -m generators` from spec/operators/element_wise_quantize_linear.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC (ns-directml-dml_element_wise_quantize_linear_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_halves_to_even(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: clamp(round(input / scale) + zero_point, Min, Max) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-halves-to-even-18334f124c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'inputs': {
            'InputTensor': [0.5, 1.5, 2.5, -0.5, -1.5, -2.5],
            'ScaleTensor': [1, 1, 1, 1, 1, 1],
            'ZeroPointTensor': [10, 10, 10, 10, 10, 10],
        },
        'expected': {'OutputTensor': [10, 12, 12, 10, 8, 8]},
        'provenance': {
            'name': 'element_wise_quantize_linear-halves-to-even',
            'spec_item': 'examples/halves-to-even',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: clamp(round(input / scale) + zero_point, Min, Max) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_saturation_and_zero_points_at_ends(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: For int8 output, Min = -128, Max = 127 (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-saturation-and-zero-points-at-ends-f37d20d2ee',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'InputTensor': [150, -150, 1, -1, 126.5, -127],
            'ScaleTensor': [0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
            'ZeroPointTensor': [0, 0, 127, -128, 127, -128],
        },
        'expected': {'OutputTensor': [127, -128, 127, -128, 127, -128]},
        'provenance': {
            'name': 'element_wise_quantize_linear-saturation-and-zero-points-at-ends',
            'spec_item': 'examples/saturation-and-zero-points-at-ends',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: For int8 output, Min = -128, Max = 127 (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_per_axis_scale(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints (the same Sizes: a per-axis scale is a tensor broadcast by zero strides) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-per-axis-scale-e1ff2707bb',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'InputTensor': [1, 3, 5, 1, 3, 5],
            'ScaleTensor': [2, 2, 2, 0.25, 0.25, 0.25],
            'ZeroPointTensor': [0, 0, 0, 100, 100, 100],
        },
        'expected': {'OutputTensor': [0, 2, 2, 104, 112, 120]},
        'provenance': {
            'name': 'element_wise_quantize_linear-per-axis-scale',
            'spec_item': 'examples/per-axis-scale',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints (the same Sizes: a per-axis scale is a tensor broadcast by zero strides) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int32_input(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Members: ScaleTensor (If InputTensor is INT32, then ScaleTensor must be FLOAT32) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-int32-input-48a15fd6fe',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {
            'InputTensor': [7, -7, 1000, 5],
            'ScaleTensor': [2, 2, 2, 2],
            'ZeroPointTensor': [0, 0, 0, 0],
        },
        'expected': {'OutputTensor': [4, -4, 127, 2]},
        'provenance': {
            'name': 'element_wise_quantize_linear-int32-input',
            'spec_item': 'examples/int32-input',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Members: ScaleTensor (If InputTensor is INT32, then ScaleTensor must be FLOAT32) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-known-fields-f30a07e2f5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-tensor-support-data-type-8fef460b5a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-tensor-support-dimension-count-7767a6d749',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-known-data-type-b80bd7ccbc',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-dimension-count-range-cc67a29114',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-sizes-nonzero-0efecc8df7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-strides-count-aeaa51526d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 6, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-output-strides-no-overlap-8cf66217fe',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6], 'Strides': [6, 6, 6, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-total-size-minimum-634ab29f3e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'TotalTensorSizeInBytes': 23},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-element-count-max-d03901a6ca',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [715827883, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-base-offset-alignment-ee0583143b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-same-rank-89c1e860fc',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-same-sizes-07dbafa6c4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 7]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-same-data-type-e00ca1a569',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/saturation-and-zero-points-at-ends',
        },
    })


def test_invalid_scale_data_type(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Members: ScaleTensor (If InputTensor is INT32, then ScaleTensor must be FLOAT32. Otherwise, ScaleTensor must have the same DataType as InputTensor.)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-invalid-scale-data-type-28fecab9a1',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['scale-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-invalid-scale-data-type',
            'spec_item': 'rules/scale-data-type',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Members: ScaleTensor (If InputTensor is INT32, then ScaleTensor must be FLOAT32. Otherwise, ScaleTensor must have the same DataType as InputTensor.)',
            'generator': 'invalid',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint32-d690376f4d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint16-a3fb7f26e9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint8-b2878c676a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint8',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int16-5db2d1f719',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int8-aab955525e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int8',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-float64-d64b721ab9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint64-9c0a76b8ff',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int64-81f7c40b60',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint32-9bcc730190',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint32',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint16-e647e85675',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint16',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint8-a55a5b3847',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint8',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int32-2cc226387b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int32',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int16-3520b54625',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int16',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int8-af39a55661',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int8',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-float64-f318678940',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-float64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint64-82891d5c90',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-uint64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int64-46db99c7a5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-scaletensor-int64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float32-64f648e854',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float16-e9716f9a06',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint32-89bdf8c166',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint32',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint16-272bae9ff5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint16',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int32-addec556c3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int32',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int16-2c7f1c3b4b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int16',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float64-ce11b3fd33',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint64-909574c138',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int64-d3e0d8fed8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-zeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float32-64f648e854',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float16-e9716f9a06',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint32-89bdf8c166',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint16-272bae9ff5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int32-addec556c3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int16-2c7f1c3b4b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float64-ce11b3fd33',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint64-909574c138',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int64-d3e0d8fed8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint32-ba9005d4b6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint32',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint16-cf2c6a5fe7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint16',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint8-c513e05617',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint8',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int16-f971b3246c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int16',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int8-9f0e22ac3c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int8',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-float64-6804d9ed7c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-float64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint64-ea846a51e7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-uint64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int64-a03eadd6a5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-inputtensor-int64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint32-996b3d850a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint32',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint16-50890c5b0f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint16',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint8-1353d3e24c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint8',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int32-6b8e6661f4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int32',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int16-88ed43723b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int16',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int8-867e110c5a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int8',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-float64-7d700882e3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-float64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint64-95d8f25c8d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-uint64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int64-1b9b615b22',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-scaletensor-int64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float32-716d208e34',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float16-2ba99b3d7e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint32-1315184412',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint32',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint16-490e98004d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint16',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int32-42520103e5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int32',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int16-54a5be4abb',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int16',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float64-ff25491710',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-float64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint64-da5395095a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-uint64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int64-721b25b0dd',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-zeropointtensor-int64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float32-716d208e34',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float32',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float16-2ba99b3d7e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float16',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint32-1315184412',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint32',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint16-490e98004d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint16',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int32-42520103e5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int32',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int16-54a5be4abb',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int16',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float64-ff25491710',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-float64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint64-da5395095a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-uint64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_6_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int64-721b25b0dd',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-6_0-outputtensor-int64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-float16-794395c927',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-float16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint32-a63faaa6a6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint16-67eb1c4427',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint8-1808bddb00',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int16-893a6328a1',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int8-6ba272c884',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-float64-909896395f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint64-c4f2c936f6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int64-1128dc1b41',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-float16-515e5df97f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-float16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint32-6e3a98e0bc',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint32',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint16-1a4566f46e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint8-68c44e87ec',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint8',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int32-6aad09d5a6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int32',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int16-8e631cf1ed',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int8-fd11e43b72',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int8',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-float64-c8a605d2a9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-float64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint64-f4873ff989',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-uint64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int64-08ac8606f9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-scaletensor-int64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float32-c90ee551c4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float16-3b88351000',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint32-394652865f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint32',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint16-577148ff0d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint16',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int32-c22940197f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int32',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int16-465a220cdf',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int16',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float64-670ac37b31',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-float64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint64-0fc408d41c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-uint64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int64-c4cf29a363',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-zeropointtensor-int64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float32-c90ee551c4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float16-3b88351000',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint32-394652865f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint16-577148ff0d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int32-c22940197f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int16-465a220cdf',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float64-670ac37b31',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint64-0fc408d41c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int64-c4cf29a363',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-float16-1e110d8935',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-float16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint32-f290d627cd',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint16-53416af092',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint8-3d44b5e557',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-uint8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-int16-7f81542609',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-int16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-int8-5d91ec9b85',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-inputtensor-int8',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-float16-b89d4af736',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-float16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint32-1b64e79b3d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint16-4b1b1a189c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint8-5b4471d3c3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-uint8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int32-dc15158c9d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int16-030280e8bf',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int8-ee935b4d16',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-scaletensor-int8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-float32-539db8ee65',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-float16-40e29bce12',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-uint32-aa576f2b92',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-uint32',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-uint16-cc4dce0e60',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-uint16',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-int32-fd693d1bfa',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-int32',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-int16-5a5fc704d0',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-zeropointtensor-int16',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-float32-539db8ee65',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-float16-40e29bce12',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-uint32-aa576f2b92',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-uint16-cc4dce0e60',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-int32-fd693d1bfa',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-int16-5a5fc704d0',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-float16-8fef460b5a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-float16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint32-3695511415',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint16-37879c5b46',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint8-05eca8a9ae',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int32-272dd6e2e2',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int16-f4fa7ed03a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int8-541e0b816f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-float16-ed46122667',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-float16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint32-65822d41ef',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint16-c033759230',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint8-bab9d61c52',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-uint8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int32-e33fbc56cd',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int16-e9c20e5b72',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int8-fd865c00b0',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-scaletensor-int8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-float32-18e9854fc3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-float16-ff3daca003',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-uint32-fb72dede6b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-uint32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-uint16-339f9e10c4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-uint16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int32-dd50dcbdec',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int16-7780cb9b04',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int8-bcbb0fb06a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-zeropointtensor-int8',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-float32-18e9854fc3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-float32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-float16-ff3daca003',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-uint32-fb72dede6b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-uint16-339f9e10c4',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int32-dd50dcbdec',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int16-7780cb9b04',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int8-bcbb0fb06a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 6]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 6]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantize_linear-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/halves-to-even',
        },
    })


def test_dimension_count_9_6_2(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-6_2-9-79f0672662',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-6_2-9',
            'spec_item': 'tensor_support/6_2/dimensions/9',
            'cite': "ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_6_0(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-6_0-9-ab5b2e8fa0',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-6_0-9',
            'spec_item': 'tensor_support/6_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-3_0-9-962eaade97',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-2_1-3-7b1594e175',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-2_1-5-f2df697665',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-1_0-3-3c75cd4172',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantize_linear-dimensions-1_0-5-4986bcfed5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_quantize_linear-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'})


def test_property_6_2_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'})


def test_property_6_2_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT32'})


def test_property_6_2_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ScaleTensor': 'FLOAT32'})


def test_property_6_2_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ScaleTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ScaleTensor': 'FLOAT16'})


def test_property_6_2_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ZeroPointTensor': 'INT8'})


def test_property_6_2_zeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ZeroPointTensor': 'UINT8'})


def test_property_6_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'FLOAT32'})


def test_property_6_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'FLOAT16'})


def test_property_6_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'INT32'})


def test_property_6_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ScaleTensor': 'FLOAT32'})


def test_property_6_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ScaleTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ScaleTensor': 'FLOAT16'})


def test_property_6_0_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ZeroPointTensor': 'INT8'})


def test_property_6_0_zeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ZeroPointTensor': 'UINT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'ScaleTensor': 'FLOAT32'})


def test_property_3_0_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'ZeroPointTensor': 'INT8'})


def test_property_3_0_zeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'ZeroPointTensor': 'UINT8'})


def test_property_2_1_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'ScaleTensor': 'FLOAT32'})


def test_property_2_1_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'ZeroPointTensor': 'INT8'})


def test_property_2_1_zeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'ZeroPointTensor': 'UINT8'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='1_0', pins={'ScaleTensor': 'FLOAT32'})


def test_property_1_0_zeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='1_0', pins={'ZeroPointTensor': 'UINT8'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input or scale gives (round(NaN) has no integer)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_quantize_linear_operator_desc.md: unspecified nan-inputs: the page does not say what a NaN input or scale gives (round(NaN) has no integer)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
