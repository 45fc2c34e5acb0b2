# Emitted by `python -m generators` from spec/operators/element_wise_quantized_linear_add.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC (ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_add_and_requantize(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-add-and-requantize-50837e7abe',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {
            'ATensor': [10, 20, 30, 255],
            'AScaleTensor': [0.5],
            'AZeroPointTensor': [10],
            'BTensor': [0, -4, 4, 127],
            'BScaleTensor': [0.25],
            'BZeroPointTensor': [-2],
            'OutputScaleTensor': [1],
            'OutputZeroPointTensor': [100],
        },
        'expected': {'OutputTensor': [100, 104, 112, 255]},
        'provenance': {
            'name': 'element_wise_quantized_linear_add-add-and-requantize',
            'spec_item': 'examples/add-and-requantize',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_no_zero_points_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor, OutputZeroPointTensor (defaults to 0 if not provided) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-no-zero-points-int8-aecb6c0cff',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [3]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [3]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [3]},
        },
        'inputs': {
            'ATensor': [100, -100, 3],
            'AScaleTensor': [1],
            'BTensor': [100, -100, 2],
            'BScaleTensor': [1],
            'OutputScaleTensor': [2],
        },
        'expected': {'OutputTensor': [100, -100, 2]},
        'provenance': {
            'name': 'element_wise_quantized_linear_add-no-zero-points-int8',
            'spec_item': 'examples/no-zero-points-int8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Members: AZeroPointTensor, BZeroPointTensor, OutputZeroPointTensor (defaults to 0 if not provided) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-known-fields-e7b9c8911f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-introduced-in-28a459712f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '3_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-tensor-support-data-type-9f9c8f95c7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-known-data-type-77b8e3d087',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-dimension-count-range-2b6e24d96f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-sizes-nonzero-5daa9fba1f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [0, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-strides-count-883cd3ec93',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-output-strides-no-overlap-89e5bcb041',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-total-size-minimum-b974cc5325',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 3},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-element-count-max-bb9b37aeac',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1073741824, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-base-offset-alignment-6398682abe',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-same-rank-edcc751a0c',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Description (every element in ATensor added to its corresponding element in BTensor, placing the result into the corresponding element of OutputTensor)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-same-sizes-9c2afb7f9f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Description (every element in ATensor added to its corresponding element in BTensor, placing the result into the corresponding element of OutputTensor)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_b_zero_point_data_type(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-b-zero-point-data-type-fbdc838bf3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['b-zero-point-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-b-zero-point-data-type',
            'spec_item': 'rules/b-zero-point-data-type',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_output_zero_point_data_type(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-output-zero-point-data-type-74717c1538',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['output-zero-point-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-output-zero-point-data-type',
            'spec_item': 'rules/output-zero-point-data-type',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_a_zero_point_data_type(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-a-zero-point-data-type-2db05e2ec8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['a-zero-point-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-a-zero-point-data-type',
            'spec_item': 'rules/a-zero-point-data-type',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_invalid_one_element_scales_and_zero_points(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Members: AScaleTensor ... OutputZeroPointTensor (The expected number of elements ... is 1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-invalid-one-element-scales-and-zero-points-0388281a6d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 2]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['one-element-scales-and-zero-points'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-invalid-one-element-scales-and-zero-points',
            'spec_item': 'rules/one-element-scales-and-zero-points',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Members: AScaleTensor ... OutputZeroPointTensor (The expected number of elements ... is 1)',
            'generator': 'invalid',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float32-9f9c8f95c7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float16-deaae32d2d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint32-64c4283948',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint16-6839614f44',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int32-b3a3ab89ed',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int32',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int16-025faae001',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int16',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float64-72f3846d3d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-float64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint64-1d172a7694',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-uint64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int64-b7ae9ae8f8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-atensor-int64',
            'spec_item': 'tensor_support/4_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-float16-3265b18e5f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-float16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint32-7f8e856dba',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint32',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint16-f768d57422',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint8-2c82a17664',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint8',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int32-2fd11d5a86',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int32',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int16-763f26cd31',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int16',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int8-e195998568',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int8',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-float64-113b3ca3b1',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-float64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint64-18be4dba79',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-uint64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_ascaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int64-73108dba6b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-ascaletensor-int64',
            'spec_item': 'tensor_support/4_0/AScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float32-9f9c8f95c7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float16-deaae32d2d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint32-64c4283948',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint16-6839614f44',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int32-b3a3ab89ed',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int16-025faae001',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float64-72f3846d3d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint64-1d172a7694',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_azeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int64-b7ae9ae8f8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-azeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/AZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float32-d408f0c927',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float16-a6bf8582de',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint32-211a365494',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint16-f5e72ef297',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int32-5b6c405d99',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int32',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int16-7797205fff',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int16',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float64-971a8f9c18',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-float64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint64-2a5a36ea91',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-uint64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int64-19ee2142ef',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-btensor-int64',
            'spec_item': 'tensor_support/4_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-float16-53ac4b85c3',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-float16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint32-792bb7c5a9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint16-58b075305b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint8-26c71f39be',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int32-6036d27d4f',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int32',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int16-3b082212b6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int16',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int8-644f6db90b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int8',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-float64-a44605b0a9',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-float64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint64-0b79311d51',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bscaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int64-be3393cf1e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bscaletensor-int64',
            'spec_item': 'tensor_support/4_0/BScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float32-d408f0c927',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float16-a6bf8582de',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint32-211a365494',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint16-f5e72ef297',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int32-5b6c405d99',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int16-7797205fff',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float64-971a8f9c18',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint64-2a5a36ea91',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_bzeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int64-19ee2142ef',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-bzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/BZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-float16-8611c93f06',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-float16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint32-5a78bbc06e',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint16-e513d14ba6',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint8-02de780b43',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int32-36b3c7706a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int32',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int16-230a9ab600',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int16',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int8-b25317e0e5',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int8',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-float64-f52726c47b',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-float64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint64-80b918e2db',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputscaletensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int64-59f92a4a0a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputscaletensor-int64',
            'spec_item': 'tensor_support/4_0/OutputScaleTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float32-9f9c8f95c7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float16-deaae32d2d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint32-64c4283948',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint16-6839614f44',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int32-b3a3ab89ed',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int16-025faae001',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float64-72f3846d3d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint64-1d172a7694',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputzeropointtensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int64-b7ae9ae8f8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputzeropointtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputZeroPointTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float32-9f9c8f95c7',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float16-deaae32d2d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint32-64c4283948',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint16-6839614f44',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int32-b3a3ab89ed',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int32',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int16-025faae001',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int16',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float64-72f3846d3d',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint64-1d172a7694',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int64-b7ae9ae8f8',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'AZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'BZeroPointTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1]},
            'OutputZeroPointTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table',
            'generator': 'support-rows',
            'base': 'examples/add-and-requantize',
        },
    })


def test_dimension_count_9_4_0(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_quantized_linear_add-dimensions-4_0-9-c25225e70a',
        'operator': 'DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'AScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputScaleTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_quantized_linear_add-dimensions-4_0-9',
            'spec_item': 'tensor_support/4_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_property_4_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'ATensor': 'INT8'})


def test_property_4_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'ATensor': 'UINT8'})


def test_property_4_0_ascaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (AScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'AScaleTensor': 'FLOAT32'})


def test_property_4_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (BTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'BTensor': 'INT8'})


def test_property_4_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (BTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'BTensor': 'UINT8'})


def test_property_4_0_bscaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (BScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'BScaleTensor': 'FLOAT32'})


def test_property_4_0_outputscaletensor_float32(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (OutputScaleTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'OutputScaleTensor': 'FLOAT32'})


def test_property_4_0_outputzeropointtensor_int8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (OutputZeroPointTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'INT8'})


def test_property_4_0_outputzeropointtensor_uint8(dml):
    """ns-directml-dml_element_wise_quantized_linear_add_operator_desc.md: Tensor support: the only table (OutputZeroPointTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', row='4_0', pins={'OutputZeroPointTensor': 'UINT8'})


def test_equivalence_dequantize_add_quantize(dml):
    """Description (AValue = (A - AZeroPoint) * AScale, BValue likewise, OutputValue = AValue + BValue, OutputTensor = clamp(round(OutputValue / OutputScale) + OutputZeroPoint, Min, Max)); ns-directml-dml_element_wise_dequantize_linear_operator_desc.md, ns-directml-dml_element_wise_add_operator_desc.md, ns-directml-dml_element_wise_quantize_linear_operator_desc.md: Description: equals DML_ELEMENT_WISE_QUANTIZE_LINEAR_OPERATOR_DESC with InputTensor = ELEMENT_WISE_ADD(ATensor = ELEMENT_WISE_DEQUANTIZE_LINEAR(InputTensor = ATensor, ScaleTensor = AScaleTensor broadcast, ZeroPointTensor = AZeroPointTensor broadcast) as FLOAT32, BTensor = ELEMENT_WISE_DEQUANTIZE_LINEAR(InputTensor = BTensor, ScaleTensor = BScaleTensor broadcast, ZeroPointTensor = BZeroPointTensor broadcast) as FLOAT32) as FLOAT32, ScaleTensor = OutputScaleTensor broadcast, ZeroPointTensor = OutputZeroPointTensor broadcast when AZeroPointTensor present, BZeroPointTensor present, OutputZeroPointTensor present"""
    dml.check_equivalence('DML_ELEMENT_WISE_QUANTIZED_LINEAR_ADD_OPERATOR_DESC', 'dequantize-add-quantize')
