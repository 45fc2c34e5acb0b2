# Emitted by `python -m generators` from spec/operators/activation_softplus.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC (ns-directml-dml_activation_softplus_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_softplus_of_chosen_values(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Description: f(x) = ln(1 + exp(Steepness * x)) / Steepness (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-softplus-of-chosen-values-e40139dd47',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'inputs': {'InputTensor': [0, 1, '-inf', 'inf']},
        'expected': {'OutputTensor': [0.3465735912322998, 1.0634640455245972, 0, 'inf']},
        'provenance': {
            'name': 'activation_softplus-softplus-of-chosen-values',
            'spec_item': 'examples/softplus-of-chosen-values',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Description: f(x) = ln(1 + exp(Steepness * x)) / Steepness (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-known-fields-a83109ada9',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'activation_softplus-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-tensor-support-data-type-2a4923d726',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-tensor-support-dimension-count-cce43420c5',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_softplus-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-known-data-type-42597136ce',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'activation_softplus-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-dimension-count-range-83faf150b0',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_softplus-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-sizes-nonzero-54d35db16b',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'activation_softplus-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-strides-count-02b60c4188',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'activation_softplus-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-output-strides-no-overlap-d049ae0e48',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'activation_softplus-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-total-size-minimum-0e0913ddc7',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'activation_softplus-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-element-count-max-3a5d9cb231',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'activation_softplus-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-base-offset-alignment-781efc2d47',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'activation_softplus-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-same-data-type-bcb4552620',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'activation_softplus-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-same-rank-30a6a09e9d',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'activation_softplus-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-same-sizes-64137405ba',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'activation_softplus-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_invalid_steepness_at_least_one(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Struct fields (the Steepness text, printed under OutputTensor); dml-feature-level-history.md: DML_FEATURE_LEVEL_6_4 allows Steepness < 1"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-invalid-steepness-at-least-one-24128ece38',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 0.0,
        },
        'expect': 'invalid',
        'violates': ['steepness-at-least-one'],
        'provenance': {
            'name': 'activation_softplus-invalid-steepness-at-least-one',
            'spec_item': 'rules/steepness-at-least-one',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Struct fields (the Steepness text, printed under OutputTensor); dml-feature-level-history.md: DML_FEATURE_LEVEL_6_4 allows Steepness < 1',
            'generator': 'invalid',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-uint32-65ff67de72',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-uint32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-uint16-d099531b69',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-uint16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-uint8-806119117e',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-uint8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-int32-e8d3152c3d',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-int32',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-int16-5b9ec54b92',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-int16',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-int8-cc24957bdd',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-int8',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_float64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-float64-f1a8dfd22e',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-float64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_uint64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-uint64-b60b836aae',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-uint64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_inputtensor_int64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-inputtensor-int64-80ad3bea76',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-inputtensor-int64',
            'spec_item': 'tensor_support/3_0/InputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-uint32-65ff67de72',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-uint16-d099531b69',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-uint8-806119117e',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-int32-e8d3152c3d',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-int16-5b9ec54b92',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-int8-cc24957bdd',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-float64-f1a8dfd22e',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-uint64-b60b836aae',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-3_0-outputtensor-int64-80ad3bea76',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-uint32-6c5bedfa6f',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-uint32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-uint16-f5e67b7c0d',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-uint16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-uint8-45f9b2b181',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-uint8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-int32-08c2759f56',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-int32',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-int16-f8797a8fae',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-int16',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-inputtensor-int8-3dadb98747',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-inputtensor-int8',
            'spec_item': 'tensor_support/2_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-uint32-6c5bedfa6f',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-uint16-f5e67b7c0d',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-uint8-45f9b2b181',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-int32-08c2759f56',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-int16-f8797a8fae',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-2_0-outputtensor-int8-3dadb98747',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-uint32-2a4923d726',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-uint32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-uint16-56aace750a',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-uint16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-uint8-fabeda95ea',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-uint8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-int32-a3f0e822f7',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-int32',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-int16-8245c0696a',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-int16',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_inputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-inputtensor-int8-604182d7e4',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-inputtensor-int8',
            'spec_item': 'tensor_support/1_0/InputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-uint32-2a4923d726',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-uint32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-uint16-56aace750a',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-uint16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_uint8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-uint8-fabeda95ea',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-uint8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-int32-a3f0e822f7',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-int32',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-int16-8245c0696a',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-int16',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_unsupported_1_0_outputtensor_int8(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-unsupported-1_0-outputtensor-int8-604182d7e4',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'Steepness': 2,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'activation_softplus-unsupported-1_0-outputtensor-int8',
            'spec_item': 'tensor_support/1_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
            'base': 'examples/softplus-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-dimensions-3_0-9-29f0b2aa4f',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'Steepness': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'activation_softplus-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-dimensions-2_0-3-d419301592',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Steepness': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_softplus-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-dimensions-2_0-6-77085db94c',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'Steepness': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_softplus-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_1_0(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-dimensions-1_0-3-d8329b83ff',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Steepness': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_softplus-dimensions-1_0-3',
            'spec_item': 'tensor_support/1_0/dimensions/3',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_1_0(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'activation_softplus-dimensions-1_0-5-73c37828d3',
        'operator': 'DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Steepness': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'activation_softplus-dimensions-1_0-5',
            'spec_item': 'tensor_support/1_0/dimensions/5',
            'cite': 'ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT32'})


def test_property_3_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='3_0', pins={'InputTensor': 'FLOAT16'})


def test_property_2_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT32'})


def test_property_2_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='2_0', pins={'InputTensor': 'FLOAT16'})


def test_property_1_0_inputtensor_float32(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT32'})


def test_property_1_0_inputtensor_float16(dml):
    """ns-directml-dml_activation_softplus_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_1_0 and above (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ACTIVATION_SOFTPLUS_OPERATOR_DESC', row='1_0', pins={'InputTensor': 'FLOAT16'})
