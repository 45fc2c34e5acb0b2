# Emitted by `python -m generators` from spec/operators/element_wise_modulus_truncate.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC (ns-directml-dml_element_wise_modulus_truncate_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_modulus_truncate_of_chosen_values(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Description: f(a, b) = a - (b * trunc(a / b)) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-modulus-truncate-of-chosen-values-8646b1b697',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [7, -7, 7, -7], 'BTensor': [2, 2, -2, -2]},
        'expected': {'OutputTensor': [1, -1, 1, -1]},
        'provenance': {
            'name': 'element_wise_modulus_truncate-modulus-truncate-of-chosen-values',
            'spec_item': 'examples/modulus-truncate-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Description: f(a, b) = a - (b * trunc(a / b)) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-known-fields-38dc1fca07',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-introduced-in-12a3dc115b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-tensor-support-data-type-3821ae657a',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-tensor-support-dimension-count-7fd3101bb0',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-known-data-type-4a6b36325b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-dimension-count-range-c4b6215c83',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-sizes-nonzero-04d9770ab7',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-strides-count-cbce58c8c9',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-output-strides-no-overlap-ead0ff38be',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-total-size-minimum-2857a834ec',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 15},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-element-count-max-594b533778',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-base-offset-alignment-b8df177c8c',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-same-data-type-1bb00826fd',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-same-rank-ccca60f3b6',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-invalid-same-sizes-3343853df1',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_6_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-6_0-atensor-float64-f1ce58472c',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-6_0-atensor-float64',
            'spec_item': 'tensor_support/6_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_6_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-6_0-btensor-float64-f1ce58472c',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-6_0-btensor-float64',
            'spec_item': 'tensor_support/6_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_6_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-6_0-outputtensor-float64-f1ce58472c',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-6_0-outputtensor-float64',
            'spec_item': 'tensor_support/6_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-atensor-float64-3821ae657a',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-atensor-uint64-2ded986d7b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-atensor-int64-a9f47abdf8',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-btensor-float64-3821ae657a',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-btensor-uint64-2ded986d7b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-btensor-int64-a9f47abdf8',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-float64-3821ae657a',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-uint64-2ded986d7b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-int64-a9f47abdf8',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/modulus-truncate-of-chosen-values',
        },
    })


def test_dimension_count_9_6_0(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-dimensions-6_0-9-877798801f',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '6_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-dimensions-6_0-9',
            'spec_item': 'tensor_support/6_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-dimensions-3_0-9-4365c34250',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-dimensions-2_1-3-5ec813f107',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_modulus_truncate-dimensions-2_1-5-b3ba31605b',
        'operator': 'DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_modulus_truncate-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_6_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'FLOAT32'})


def test_property_6_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'FLOAT16'})


def test_property_6_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'INT64'})


def test_property_6_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'INT32'})


def test_property_6_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'INT16'})


def test_property_6_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'INT8'})


def test_property_6_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'UINT64'})


def test_property_6_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'UINT32'})


def test_property_6_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'UINT16'})


def test_property_6_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_6_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='6_0', pins={'ATensor': 'UINT8'})


def test_property_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT32'})


def test_property_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'FLOAT16'})


def test_property_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT32'})


def test_property_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT16'})


def test_property_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'INT8'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT16'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_2_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT32'})


def test_property_2_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'FLOAT16'})


def test_property_2_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT32'})


def test_property_2_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT16'})


def test_property_2_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'INT8'})


def test_property_2_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT32'})


def test_property_2_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT16'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_modulus_truncate_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_MODULUS_TRUNCATE_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})
