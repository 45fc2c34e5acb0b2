# Emitted by `python -m generators` from spec/operators/activation_relu.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_RELU_OPERATOR_DESC (ns-directml-dml_activation_relu_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_relu_of_chosen_values(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Description: f(x) = max(0, x) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-relu-of-chosen-values-bc6fdb24ba',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'InputTensor': [-1, 0, 2, '-inf']},
        'expected': {'OutputTensor': [0, 0, 2, 0]},
        'provenance': {
            'name': 'activation_relu-relu-of-chosen-values',
            'spec_item': 'examples/relu-of-chosen-values',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Description: f(x) = max(0, x) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-known-fields-f2acf86e43',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_relu-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-tensor-support-data-type-5a1cd1c8ba',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-tensor-support-dimension-count-5d8ae584aa',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_relu-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-known-data-type-9ca1b3ec6e',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_relu-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-dimension-count-range-0a53aca490',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-sizes-nonzero-fec0eabf24',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_relu-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-strides-count-d1eab6095d',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_relu-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-output-strides-no-overlap-2465d919fb',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_relu-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-total-size-minimum-badd9927ea',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_relu-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-element-count-max-d2f530e6d0',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_relu-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-base-offset-alignment-9c1ffd2fe8',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_relu-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-same-data-type-184204238b',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_relu-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-same-rank-174fc4554d',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_relu-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-invalid-same-sizes-dd7e5944f6',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_relu-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-uint32-3c9bf60b72',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-uint32',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-uint16-7e18a1d0d5',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-uint16',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-uint8-8a6a48a255',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-uint8',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_float64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-float64-1c422e7783',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-float64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-uint64-226e1b93e2',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-uint64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_inputtensor_int64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-inputtensor-int64-4737912c25',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-inputtensor-int64',
            'spec_item': 'tensor_support/5_1/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-uint32-3c9bf60b72',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-uint32',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-uint16-7e18a1d0d5',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-uint16',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-uint8-8a6a48a255',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-uint8',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_float64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-float64-1c422e7783',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-float64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-uint64-226e1b93e2',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-uint64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_5_1_outputtensor_int64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-5_1-outputtensor-int64-4737912c25',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-5_1-outputtensor-int64',
            'spec_item': 'tensor_support/5_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-uint32-cdefee416f',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-uint16-3361b08549',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-uint8-ce0e948427',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-int32-828686af6c',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-int16-7daa260346',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-int8-752f6348e5',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-float64-1b6dcc4a14',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-uint64-7f66b9aa5a',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-inputtensor-int64-08504c3ce3',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-uint32-cdefee416f',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-uint16-3361b08549',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-uint8-ce0e948427',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-int32-828686af6c',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-int16-7daa260346',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-int8-752f6348e5',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-float64-1b6dcc4a14',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-uint64-7f66b9aa5a',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-3_0-outputtensor-int64-08504c3ce3',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-uint32-5a40106c64',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-uint16-119a904a38',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-uint8-3214d39ea9',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-int32-e45ddd0f24',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-int16-3ce83277ed',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-inputtensor-int8-cbd9602aff',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-uint32-5a40106c64',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-uint16-119a904a38',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-uint8-3214d39ea9',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-int32-e45ddd0f24',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-int16-3ce83277ed',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-2_0-outputtensor-int8-cbd9602aff',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-uint32-5a1cd1c8ba',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-uint16-a7d8d656bc',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-uint8-fe94535433',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-int32-55d2c630a3',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-int16-98c56b2cd8',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-inputtensor-int8-6fa4907798',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-uint32-5a1cd1c8ba',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-uint16-a7d8d656bc',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-uint8-fe94535433',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-int32-55d2c630a3',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-int16-98c56b2cd8',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-unsupported-1_0-outputtensor-int8-6fa4907798',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_relu-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/relu-of-chosen-values',
        },
    })


def test_dimension_count_9_5_1(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-5_1-9-2dbffea9a4',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu-dimensions-5_1-9',
            'spec_item': 'tensor_support/5_1/dimensions/9',
            'cite': "ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-3_0-9-52a542c3e2',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_relu-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-2_0-3-eff83597bf',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_relu-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-2_0-6-076d0fa101',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_relu-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-1_0-3-081c376071',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_relu-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_relu-dimensions-1_0-5-5aaa0ccf22',
        'operator': 'DML_ACTIVATION_RELU_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_relu-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_5_1_inputtensor_int32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT32'})


def test_property_5_1_inputtensor_int16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT16'})


def test_property_5_1_inputtensor_int8(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT8'})


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: unspecified nan-inputs: the page's max(0, x) does not say what a NaN gives: IEEE 754-2019's maximum gives NaN, Direct3D's max (and IEEE 754-2008's maxNum) the number, 0"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_activation_relu_operator_desc.md: unspecified nan-inputs: the page's max(0, x) does not say what a NaN gives: IEEE 754-2019's maximum gives NaN, Direct3D's max (and IEEE 754-2008's maxNum) the number, 0"""
    dml.check_property('DML_ACTIVATION_RELU_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'}, observe='nan-inputs')
