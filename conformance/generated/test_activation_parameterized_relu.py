# Emitted by `python -m generators` from spec/operators/activation_parameterized_relu.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC (ns-directml-dml_activation_parameterized_relu_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_parameterized_relu_of_chosen_values(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Description: f(x, slope) = x if x >= 0, else slope * x (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-parameterized-relu-of-chosen-values-b6e2ce1302',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [-2, 0, 3, '-inf'], 'SlopeTensor': [0.5, 7, -1, 0.25]},
        'expected': {'OutputTensor': [-1, 0, 3, '-inf']},
        'provenance': {
            'name': 'activation_parameterized_relu-parameterized-relu-of-chosen-values',
            'spec_item': 'examples/parameterized-relu-of-chosen-values',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Description: f(x, slope) = x if x >= 0, else slope * x (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_parameterized_relu_of_integers(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Description: f(x, slope) = x if x >= 0, else slope * x (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-parameterized-relu-of-integers-c24012b8e1',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
        },
        'inputs': {'InputTensor': [-3, 5, -1, 0], 'SlopeTensor': [2, -9, -4, 3]},
        'expected': {'OutputTensor': [-6, 5, 4, 0]},
        'provenance': {
            'name': 'activation_parameterized_relu-parameterized-relu-of-integers',
            'spec_item': 'examples/parameterized-relu-of-integers',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Description: f(x, slope) = x if x >= 0, else slope * x (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-known-fields-2b4813bb6f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-tensor-support-data-type-23c6ccaa86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-tensor-support-dimension-count-b5b95b3040',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-known-data-type-d3da631a90',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-dimension-count-range-62bfe639da',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-sizes-nonzero-2cf40ef978',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-strides-count-eb73f51c8b',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-output-strides-no-overlap-9b85343d3f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-total-size-minimum-a417d67136',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-element-count-max-9f7a5c8b93',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-base-offset-alignment-d6de227e35',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-same-data-type-87085a7030',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-same-rank-2aac3bd85d',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-integers',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-invalid-same-sizes-4c32e8939f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_parameterized_relu-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint32-9ad6b1b440',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint16-b574c39a6a',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint8-1c71e03449',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-float64-11a4c82596',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint64-fad3e90a7f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-inputtensor-int64-2eff440391',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint32-9ad6b1b440',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint32',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint16-b574c39a6a',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint16',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint8-1c71e03449',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint8',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-float64-11a4c82596',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-float64',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint64-fad3e90a7f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-uint64',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_slopetensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-slopetensor-int64-2eff440391',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-slopetensor-int64',
            'spec_item': 'tensor_support/5_1/SlopeTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint32-9ad6b1b440',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint16-b574c39a6a',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint8-1c71e03449',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-float64-11a4c82596',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint64-fad3e90a7f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-5_1-outputtensor-int64-2eff440391',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint32-571e98d735',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint16-59907415b0',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint8-f5139ec5e8',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int32-ca4ccd1680',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int16-d64e246d97',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int8-fa42049898',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-float64-d7b908c6f6',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint64-ec3c030580',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int64-290aed8297',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint32-571e98d735',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint32',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint16-59907415b0',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint16',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint8-f5139ec5e8',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint8',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int32-ca4ccd1680',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int32',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int16-d64e246d97',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int16',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int8-fa42049898',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int8',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-float64-d7b908c6f6',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-float64',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint64-ec3c030580',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-uint64',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_slopetensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int64-290aed8297',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-slopetensor-int64',
            'spec_item': 'tensor_support/3_0/SlopeTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint32-571e98d735',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint16-59907415b0',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint8-f5139ec5e8',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int32-ca4ccd1680',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int16-d64e246d97',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int8-fa42049898',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-float64-d7b908c6f6',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint64-ec3c030580',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int64-290aed8297',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint32-b4498c449f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint16-d7e9c9b594',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint8-b936f2e590',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int32-c853eb8c3e',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int16-10b1508eb2',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int8-85066faf11',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint32-b4498c449f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint32',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint16-d7e9c9b594',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint16',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint8-b936f2e590',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-uint8',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int32-c853eb8c3e',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int32',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int16-10b1508eb2',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int16',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_slopetensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int8-85066faf11',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-slopetensor-int8',
            'spec_item': 'tensor_support/2_0/SlopeTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint32-b4498c449f',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint16-d7e9c9b594',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint8-b936f2e590',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int32-c853eb8c3e',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int16-10b1508eb2',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int8-85066faf11',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint32-23c6ccaa86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint16-9de79ae432',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint8-9001d8b986',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int32-fcde0b3130',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int16-a5fde51a86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int8-d6bb173824',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint32-23c6ccaa86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint32',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint16-9de79ae432',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint16',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint8-9001d8b986',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-uint8',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int32-fcde0b3130',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int32',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int16-a5fde51a86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int16',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_slopetensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int8-d6bb173824',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-slopetensor-int8',
            'spec_item': 'tensor_support/1_0/SlopeTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint32-23c6ccaa86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint16-9de79ae432',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint8-9001d8b986',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int32-fcde0b3130',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int16-a5fde51a86',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int8-d6bb173824',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'SlopeTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_parameterized_relu-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/parameterized-relu-of-chosen-values',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-5_1-9-374d69449a',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-3_0-9-b2e62edf9a',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-2_0-3-5e64778837',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-2_0-6-fa62589809',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-1_0-3-053e44b7af',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_parameterized_relu-dimensions-1_0-5-40b7df9dd2',
        'operator': 'DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'SlopeTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_parameterized_relu-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT32'})


def test_property_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT16'})


def test_property_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_parameterized_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_PARAMETERIZED_RELU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})
