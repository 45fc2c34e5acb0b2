# Emitted by `python -m generators` from spec/operators/element_wise_add1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_ADD1_OPERATOR_DESC (ns-directml-dml_element_wise_add1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_add1_of_chosen_values(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Description: f(a, b) = FusedActivation(a + b) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-add1-of-chosen-values-e82af4d905',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [1, -2.5, 0.5, -4], 'BTensor': [2, 2.5, 0.25, 1]},
        'expected': {'OutputTensor': [3, 0, 0.75, -3]},
        'provenance': {
            'name': 'element_wise_add1-add1-of-chosen-values',
            'spec_item': 'examples/add1-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Description: f(a, b) = FusedActivation(a + b) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_add1_fused_leaky_relu(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Description: f(a, b) = FusedActivation(a + b) with LEAKY_RELU (Alpha 0.5) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-add1-fused-leaky-relu-2658d41ce5',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'FusedActivation': {'Type': 'DML_OPERATOR_ACTIVATION_LEAKY_RELU', 'Alpha': 0.5},
        },
        'inputs': {'ATensor': [1, -2.5, 0.5, -4], 'BTensor': [2, 0.5, 0.25, 1]},
        'expected': {'OutputTensor': [3, -1, 0.75, -1.5]},
        'provenance': {
            'name': 'element_wise_add1-add1-fused-leaky-relu',
            'spec_item': 'examples/add1-fused-leaky-relu',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Description: f(a, b) = FusedActivation(a + b) with LEAKY_RELU (Alpha 0.5) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-known-fields-9a9d69623c',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_add1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-introduced-in-fbc19adc80',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_add1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-tensor-support-data-type-7326299ad1',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-tensor-support-dimension-count-a64bb87666',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_add1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-known-data-type-8457b13480',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_add1-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-dimension-count-range-8b3940a048',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_add1-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-sizes-nonzero-e672d04cd5',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_add1-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-strides-count-cab7b1d7b6',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_add1-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-output-strides-no-overlap-8358078a92',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_add1-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-total-size-minimum-09653086b3',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_add1-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-element-count-max-987224f637',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_add1-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-base-offset-alignment-f396496d8b',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_add1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-same-data-type-f4cd196b38',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_add1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-same-rank-296247821f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_add1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-same-sizes-33fe8e587c',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_add1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_invalid_fused_activation(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Members: FusedActivation (only when the output data type is FLOAT16 or FLOAT32); dml-fused-activations.md: Activations that are supported for fusion"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-invalid-fused-activation-e85b9a55ad',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'FusedActivation': {'Type': 'DML_OPERATOR_ELEMENT_WISE_CLIP', 'Min': 0.0, 'Max': 1.0},
        },
        'expect': 'invalid',
        'violates': ['fused-activation'],
        'provenance': {
            'name': 'element_wise_add1-invalid-fused-activation',
            'spec_item': 'rules/fused-activation',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Members: FusedActivation (only when the output data type is FLOAT16 or FLOAT32); dml-fused-activations.md: Activations that are supported for fusion',
            'generator': 'invalid',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-uint32-5cd343e929',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-uint32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-uint16-ca2759095d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-uint16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-uint8-4c444c65b7',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-uint8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-int32-9e27546055',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-int32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-int16-5933fe138f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-int16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-int8-8bc24668d0',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-int8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-float64-bfd253b3ce',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-uint64-731f57d87a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-atensor-int64-60d89c88bb',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-uint32-5cd343e929',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-uint32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-uint16-ca2759095d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-uint16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-uint8-4c444c65b7',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-uint8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-int32-9e27546055',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-int32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-int16-5933fe138f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-int16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-int8-8bc24668d0',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-int8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-float64-bfd253b3ce',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-uint64-731f57d87a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-btensor-int64-60d89c88bb',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-uint32-5cd343e929',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-uint32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-uint16-ca2759095d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-uint16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-uint8-4c444c65b7',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-uint8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-int32-9e27546055',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-int16-5933fe138f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-int8-8bc24668d0',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-float64-bfd253b3ce',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-uint64-731f57d87a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-3_0-outputtensor-int64-60d89c88bb',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-uint32-7326299ad1',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-uint32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-uint16-520413b41a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-uint16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-uint8-cae369cd07',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-uint8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-int32-e5c1091a4f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-int32',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-int16-4d21915c7d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-int16',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-atensor-int8-7c4f6a684f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-atensor-int8',
            'spec_item': 'tensor_support/2_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-uint32-7326299ad1',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-uint32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-uint16-520413b41a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-uint16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-uint8-cae369cd07',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-uint8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-int32-e5c1091a4f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-int32',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-int16-4d21915c7d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-int16',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-btensor-int8-7c4f6a684f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-btensor-int8',
            'spec_item': 'tensor_support/2_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-uint32-7326299ad1',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-uint16-520413b41a',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-uint8-cae369cd07',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-int32-e5c1091a4f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-int16-4d21915c7d',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-unsupported-2_0-outputtensor-int8-7c4f6a684f',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_add1-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/add1-of-chosen-values',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-dimensions-3_0-9-842c0464df',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_add1-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-dimensions-2_0-3-912c89a9da',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_add1-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_6_2_0(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_add1-dimensions-2_0-6-461df48a9e',
        'operator': 'DML_ELEMENT_WISE_ADD1_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1]},
            'FusedActivation': None,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_add1-dimensions-2_0-6',
            'spec_item': 'tensor_support/2_0/dimensions/6',
            'cite': 'ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_2_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT32'})


def test_property_2_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='2_0', pins={'ATensor': 'FLOAT16'})


def test_equivalence_activation_of_add(dml):
    """Description: f(a, b) = FusedActivation(a + b); dml-fused-activations.md: the activation is applied to the result: equals the operator FusedActivation names (its fields too) with InputTensor = ELEMENT_WISE_ADD(this side's inputs) when FusedActivation present"""
    dml.check_equivalence('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', 'activation-of-add')


def test_observe_nan_inputs_float32(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: unspecified nan-inputs: the page does not say what a fused activation built from max and min (RELU, HARD_SIGMOID, CELU) gives for a NaN input: IEEE 754-2019's maximum gives NaN, Direct3D's max the number"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'}, observe='nan-inputs')


def test_observe_nan_inputs_float16(dml):
    """ns-directml-dml_element_wise_add1_operator_desc.md: unspecified nan-inputs: the page does not say what a fused activation built from max and min (RELU, HARD_SIGMOID, CELU) gives for a NaN input: IEEE 754-2019's maximum gives NaN, Direct3D's max the number"""
    dml.check_property('DML_ELEMENT_WISE_ADD1_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'}, observe='nan-inputs')
