# Emitted by `python -m generators` from spec/operators/element_wise_bit_shift_left.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC (ns-directml-dml_element_wise_bit_shift_left_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_bit_shift_left_of_chosen_values(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Description: f(a, b) = (a << b), a logical left shift (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-bit-shift-left-of-chosen-values-bc84d50277',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [1, 3, 255, 128], 'BTensor': [0, 2, 4, 7]},
        'expected': {'OutputTensor': [1, 12, 240, 0]},
        'provenance': {
            'name': 'element_wise_bit_shift_left-bit-shift-left-of-chosen-values',
            'spec_item': 'examples/bit-shift-left-of-chosen-values',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Description: f(a, b) = (a << b), a logical left shift (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_bit_shift_left_uint32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Description: f(a, b) = (a << b), a logical left shift (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-bit-shift-left-uint32-eec53c788e',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'inputs': {'ATensor': [1, 2147483648, 3, 4294967295], 'BTensor': [31, 1, 30, 4]},
        'expected': {'OutputTensor': [2147483648, 0, 3221225472, 4294967280]},
        'provenance': {
            'name': 'element_wise_bit_shift_left-bit-shift-left-uint32',
            'spec_item': 'examples/bit-shift-left-uint32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Description: f(a, b) = (a << b), a logical left shift (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-known-fields-72c072e338',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-introduced-in-b859cf23a6',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-tensor-support-data-type-91f8eee521',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-tensor-support-dimension-count-bbc5a26b86',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-known-data-type-c455ddb8ec',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-dimension-count-range-996ad5c243',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-sizes-nonzero-c3850cd213',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [0, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-strides-count-93313701e4',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 4, 1]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-output-strides-no-overlap-5af87bb0dd',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'Strides': [4, 4, 4, 0]},
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-total-size-minimum-5d9c9d975e',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'TotalTensorSizeInBytes': 3},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-element-count-max-7fb2928458',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1073741824, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-base-offset-alignment-1e75ba7a94',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4], 'GuaranteedBaseOffsetAlignment': 3},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-same-data-type-9d2f2ec61a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-same-rank-9f26cba446',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4, 1]},
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-invalid-same-sizes-4eccad78cb',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 1, 5]},
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float32-7633dea537',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float32',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float16-aed5770cfe',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float16',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int32-e5a8bc1983',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int32',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int16-e6c32ac5e3',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int16',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int8-6ecec08204',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int8',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float64-ff9b44501d',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-float64',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_atensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int64-99009c036a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-atensor-int64',
            'spec_item': 'tensor_support/4_1/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float32-7633dea537',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float32',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float16-aed5770cfe',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float16',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int32-e5a8bc1983',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int32',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int16-e6c32ac5e3',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int16',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int8-6ecec08204',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int8',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float64-ff9b44501d',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-float64',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_btensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int64-99009c036a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-btensor-int64',
            'spec_item': 'tensor_support/4_1/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float32-7633dea537',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float16-aed5770cfe',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int32-e5a8bc1983',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int32',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int16-e6c32ac5e3',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int16',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int8-6ecec08204',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int8',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float64-ff9b44501d',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-float64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_4_1_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int64-99009c036a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-4_1-outputtensor-int64',
            'spec_item': 'tensor_support/4_1/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float32-8301ec5a78',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float16-44446d3cc9',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int32-ecc94c417b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int32',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int16-9526205969',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int16',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int8-fac08ec681',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int8',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float64-edd7aa738c',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-float64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-uint64-3a64e7a249',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-uint64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_atensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int64-6ab327b3bf',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-atensor-int64',
            'spec_item': 'tensor_support/3_0/ATensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float32-8301ec5a78',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float16-44446d3cc9',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int32-ecc94c417b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int32',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int16-9526205969',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int16',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int8-fac08ec681',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int8',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float64-edd7aa738c',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-float64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-uint64-3a64e7a249',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-uint64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_btensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int64-6ab327b3bf',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-btensor-int64',
            'spec_item': 'tensor_support/3_0/BTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float32-8301ec5a78',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float16-44446d3cc9',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int32-ecc94c417b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int32',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int16-9526205969',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int16',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int8-fac08ec681',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int8',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_float64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float64-edd7aa738c',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-float64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-uint64-3a64e7a249',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-uint64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_3_0_outputtensor_int64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int64-6ab327b3bf',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-3_0-outputtensor-int64',
            'spec_item': 'tensor_support/3_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-atensor-float32-91f8eee521',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-atensor-float32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-atensor-float16-51addf175a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-atensor-float16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int32-bc3c6fda4b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int32',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int16-00dff0f0b4',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int16',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_atensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int8-140603c53f',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-atensor-int8',
            'spec_item': 'tensor_support/2_1/ATensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-btensor-float32-91f8eee521',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-btensor-float32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-btensor-float16-51addf175a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-btensor-float16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int32-bc3c6fda4b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int32',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int16-00dff0f0b4',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int16',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_btensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int8-140603c53f',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-btensor-int8',
            'spec_item': 'tensor_support/2_1/BTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-float32-91f8eee521',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-float32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_float16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-float16-51addf175a',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-float16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/FLOAT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int32-bc3c6fda4b',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int32',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int16-00dff0f0b4',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int16',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_unsupported_2_1_outputtensor_int8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int8-140603c53f',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'BTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 1, 4]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-unsupported-2_1-outputtensor-int8',
            'spec_item': 'tensor_support/2_1/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
            'base': 'examples/bit-shift-left-of-chosen-values',
        },
    })


def test_dimension_count_9_4_1(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-dimensions-4_1-9-c3d094bc48',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '4_1',
        'desc': {
            'ATensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-dimensions-4_1-9',
            'spec_item': 'tensor_support/4_1/dimensions/9',
            'cite': "ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_9_3_0(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-dimensions-3_0-9-9c26e43f84',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '3_0',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-dimensions-3_0-9',
            'spec_item': 'tensor_support/3_0/dimensions/9',
            'cite': "ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (the row's range is DML_BUFFER_TENSOR_DESC's own, so that desc's dimension-count rule breaks)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-dimensions-2_1-3-eb39d79b16',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'element_wise_bit_shift_left-dimensions-2_1-5-5c5e52321e',
        'operator': 'DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'ATensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'BTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 1, 1, 1]},
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'element_wise_bit_shift_left-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_property_4_1_atensor_uint64(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT64'})


def test_property_4_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT32'})


def test_property_4_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT16'})


def test_property_4_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='4_1', pins={'ATensor': 'UINT8'})


def test_property_3_0_atensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT32'})


def test_property_3_0_atensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT16'})


def test_property_3_0_atensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_3_0 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='3_0', pins={'ATensor': 'UINT8'})


def test_property_2_1_atensor_uint32(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT32'})


def test_property_2_1_atensor_uint16(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT16'})


def test_property_2_1_atensor_uint8(dml):
    """ns-directml-dml_element_wise_bit_shift_left_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (ATensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_ELEMENT_WISE_BIT_SHIFT_LEFT_OPERATOR_DESC', row='2_1', pins={'ATensor': 'UINT8'})
