# Emitted by `python -m generators` from spec/operators/element_wise_dequantize_linear.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC (ns-directml-dml_element_wise_dequantize_linear_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_per_tensor(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description: f(input, scale, zero_point) = (input - zero_point) * scale (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-per-tensor-543a56064d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {
            'InputTensor': [0, 128, 255, 129],
            'ScaleTensor': [0.5, 0.5, 0.5, 0.5],
            'ZeroPointTensor': [128, 128, 128, 128],
        },
        'expected': {'OutputTensor': [-64, 0, 63.5, 0.5]},
        'provenance': {
            'name': 'element_wise_dequantize_linear-per-tensor',
            'spec_item': 'examples/per-tensor',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description: f(input, scale, zero_point) = (input - zero_point) * scale (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_zero_points_at_ends_per_axis(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description; Tensor constraints (the same Sizes: a per-axis scale is broadcast by zero strides) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-zero-points-at-ends-per-axis-a1d5f6d1e1',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'inputs': {
            'InputTensor': [-128, 0, 127, -128, 0, 127],
            'ScaleTensor': [1, 1, 1, 0.25, 0.25, 0.25],
            'ZeroPointTensor': [-128, -128, -128, 127, 127, 127],
        },
        'expected': {'OutputTensor': [0, 128, 255, -63.75, -31.75, 0]},
        'provenance': {
            'name': 'element_wise_dequantize_linear-zero-points-at-ends-per-axis',
            'spec_item': 'examples/zero-points-at-ends-per-axis',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description; Tensor constraints (the same Sizes: a per-axis scale is broadcast by zero strides) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int32_wide(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description; Tensor support (INT32) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-int32-wide-98e9a2fbae',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 2]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
        },
        'inputs': {
            'InputTensor': [2147483647, -2147483648],
            'ScaleTensor': [1, 1],
            'ZeroPointTensor': [-2147483648, 2147483647],
        },
        'expected': {'OutputTensor': [4294967296, -4294967296]},
        'provenance': {
            'name': 'element_wise_dequantize_linear-int32-wide',
            'spec_item': 'examples/int32-wide',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Description; Tensor support (INT32) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-known-fields-afd6b6cd04',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-tensor-support-data-type-c75046f49b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-tensor-support-dimension-count-c095a0f96f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-known-data-type-e6e16348a4',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-dimension-count-range-7ded3171a6',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-sizes-nonzero-e84b389f9a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [0, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-strides-count-7ab214f9b6',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-output-strides-no-overlap-a558840bd4',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-total-size-minimum-1850ef550c',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-element-count-max-113b5903f3',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1073741824, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-base-offset-alignment-7797085623',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-same-rank-db7a2a8fd3',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-same-sizes-67f3144e75',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_invalid_zero_point_data_type(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-zero-point-data-type-d5cdf09fa6',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 2, 3]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 2, 3], 'Strides': [0, 0, 1, 0]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 2, 3]},
        },
        'expect': 'invalid',
        'violates': ['zero-point-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-zero-point-data-type',
            'spec_item': 'rules/zero-point-data-type',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/zero-points-at-ends-per-axis',
        },
    })


def test_invalid_scale_data_type(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-invalid-scale-data-type-60ad57b336',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['scale-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-invalid-scale-data-type',
            'spec_item': 'rules/scale-data-type',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float32-827de6d746',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float32',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float16-5111091324',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float16',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float64-cf47270d9a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-float64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-uint64-c70f0c2855',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-uint64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-int64-a448fde45d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-inputtensor-int64',
            'spec_item': 'tensor_support/6_2/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint32-83be6138a2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint32',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint16-61c277312b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint16',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint8-52a4c581c5',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint8',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int32-a52e186217',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int32',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int16-172232424a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int16',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int8-78fb20676a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int8',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-float64-310fb5c577',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-float64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint64-4358420439',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-uint64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int64-dc49b156f7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-scaletensor-int64',
            'spec_item': 'tensor_support/6_2/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float32-827de6d746',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float32',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float16-5111091324',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float16',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float64-cf47270d9a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-float64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-uint64-c70f0c2855',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-uint64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-int64-a448fde45d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-zeropointtensor-int64',
            'spec_item': 'tensor_support/6_2/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint32-83be6138a2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint16-61c277312b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint8-52a4c581c5',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int32-a52e186217',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int32',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int16-172232424a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int16',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int8-78fb20676a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int8',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-float64-310fb5c577',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-float64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint64-4358420439',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-uint64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_2_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int64-dc49b156f7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_2-outputtensor-int64',
            'spec_item': 'tensor_support/6_2/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float32-677d9ac10f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float32',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float16-3b0b410ba5',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float16',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float64-0bb497dec7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-float64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-uint64-40f1720e15',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-uint64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-int64-414004d396',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-inputtensor-int64',
            'spec_item': 'tensor_support/6_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint32-5f36466e1f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint32',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint16-2ee880fd79',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint16',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint8-6ae57af656',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint8',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int32-3deeb6474a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int32',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int16-9dc475169e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int16',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int8-221f5679c9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int8',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-float64-deeeb681c7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-float64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint64-719fbefe8d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-uint64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int64-685cfa2281',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-scaletensor-int64',
            'spec_item': 'tensor_support/6_0/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float32-677d9ac10f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float16-3b0b410ba5',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float64-0bb497dec7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-float64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-uint64-40f1720e15',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-uint64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-int64-414004d396',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-zeropointtensor-int64',
            'spec_item': 'tensor_support/6_0/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint32-5f36466e1f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint32',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint16-2ee880fd79',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint16',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint8-6ae57af656',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint8',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int32-3deeb6474a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int32',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int16-9dc475169e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int16',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int8-221f5679c9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int8',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-float64-deeeb681c7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-float64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint64-719fbefe8d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-uint64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_6_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int64-685cfa2281',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-6_0-outputtensor-int64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float32-ef41944a40',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float16-e1fe969d44',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float64-9f263efaf8',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-uint64-3bc8b891bd',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-int64-5a00f75450',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-float16-a3051c5e1d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-float16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint32-69596e169e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint32',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint16-8513ad2771',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint8-9ba284eb0b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint8',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int32-b43a19cfe9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int32',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int16-22ca88537f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int16',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int8-3f227f9aff',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int8',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-float64-200d746b63',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-float64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint64-07c5dbfec9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-uint64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_scaletensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int64-4a2eb75150',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-scaletensor-int64',
            'spec_item': 'tensor_support/3_0/ScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float32-ef41944a40',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float16-e1fe969d44',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_zeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float64-9f263efaf8',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-float64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_zeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-uint64-3bc8b891bd',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-uint64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_zeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-int64-5a00f75450',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-zeropointtensor-int64',
            'spec_item': 'tensor_support/3_0/ZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-float16-a3051c5e1d',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint32-69596e169e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint16-8513ad2771',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint8-9ba284eb0b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int32-b43a19cfe9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int16-22ca88537f',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int8-3f227f9aff',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-float64-200d746b63',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint64-07c5dbfec9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int64-4a2eb75150',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-inputtensor-float32-78e0c0b056',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-inputtensor-float32',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-inputtensor-float16-44c86952a9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-inputtensor-float16',
            'spec_item': 'tensor_support/2_1/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-float16-f6a7b10ad9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-float16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint32-895282a94c',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint16-0275a77aa9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint8-a9f7bb92d2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-uint8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int32-ed4c5aa914',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int32',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int16-0c1b2034e2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int16',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int8-fa2638a12a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-scaletensor-int8',
            'spec_item': 'tensor_support/2_1/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-zeropointtensor-float32-78e0c0b056',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-zeropointtensor-float32',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-zeropointtensor-float16-44c86952a9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-zeropointtensor-float16',
            'spec_item': 'tensor_support/2_1/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-float16-f6a7b10ad9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint32-895282a94c',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint16-0275a77aa9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint8-a9f7bb92d2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-uint8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int32-ed4c5aa914',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int16-0c1b2034e2',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int8-fa2638a12a',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-float32-c75046f49b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-float32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-float16-7b60e970b3',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-float16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-uint32-a4bb71a977',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-uint16-7560423139',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int32-27f86285c9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int16-a9a76236c7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int8-7deeefe812',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-float16-159d6e1b07',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-float16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint32-bbac2b1c6e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint16-0cc131e638',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint8-eedeb0b3ed',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-uint8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int32-e24a2658f4',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int32',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int16-71da42161e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int16',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_scaletensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int8-873008c841',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-scaletensor-int8',
            'spec_item': 'tensor_support/1_0/ScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-float32-c75046f49b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-float32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-float16-7b60e970b3',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-float16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-uint32-a4bb71a977',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-uint32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-uint16-7560423139',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-uint16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int32-27f86285c9',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int32',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int16-a9a76236c7',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int16',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_zeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int8-7deeefe812',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-zeropointtensor-int8',
            'spec_item': 'tensor_support/1_0/ZeroPointTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-float16-159d6e1b07',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-float16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint32-bbac2b1c6e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint16-0cc131e638',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint8-eedeb0b3ed',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int32-e24a2658f4',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int16-71da42161e',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int8-873008c841',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'ScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/per-tensor',
        },
    })


def test_dimension_count_9_6_2(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-6_2-9-dc9437fc11',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_2',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-6_2-9',
            'spec_item': 'tensor_support/6_2/dimensions/9',
            'cite': "ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_6_0(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-6_0-9-67abaac436',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-6_0-9',
            'spec_item': 'tensor_support/6_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-3_0-9-f6f65de47b',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-2_1-3-aab08c6715',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-2_1-5-60c876e2dd',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-1_0-3-434c9a1ce3',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_dequantize_linear-dimensions-1_0-5-b45d781262',
        'operator': 'DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'ScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'ZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_dequantize_linear-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_6_2_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT32'})


def test_property_6_2_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT16'})


def test_property_6_2_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'INT8'})


def test_property_6_2_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT32'})


def test_property_6_2_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT16'})


def test_property_6_2_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'InputTensor': 'UINT8'})


def test_property_6_2_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ScaleTensor': 'FLOAT32'})


def test_property_6_2_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_2 and above (ScaleTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_2', pins={'ScaleTensor': 'FLOAT16'})


def test_property_6_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'INT32'})


def test_property_6_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'INT16'})


def test_property_6_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'INT8'})


def test_property_6_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'UINT32'})


def test_property_6_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'UINT16'})


def test_property_6_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'InputTensor': 'UINT8'})


def test_property_6_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ScaleTensor': 'FLOAT32'})


def test_property_6_0_scaletensor_float16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ScaleTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='6_0', pins={'ScaleTensor': 'FLOAT16'})


def test_property_3_0_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT32'})


def test_property_3_0_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT16'})


def test_property_3_0_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT32'})


def test_property_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT16'})


def test_property_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'UINT8'})


def test_property_3_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='3_0', pins={'ScaleTensor': 'FLOAT32'})


def test_property_2_1_inputtensor_int32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT32'})


def test_property_2_1_inputtensor_int16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT16'})


def test_property_2_1_inputtensor_int8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'INT8'})


def test_property_2_1_inputtensor_uint32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT32'})


def test_property_2_1_inputtensor_uint16(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT16'})


def test_property_2_1_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'InputTensor': 'UINT8'})


def test_property_2_1_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='2_1', pins={'ScaleTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'UINT8'})


def test_property_1_0_scaletensor_float32(dml):
    """ns-directml-dml_element_wise_dequantize_linear_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (ScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_DEQUANTIZE_LINEAR_OPERATOR_DESC', row='1_0', pins={'ScaleTensor': 'FLOAT32'})
