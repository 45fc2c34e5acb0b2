# Emitted by `python -m generators` from spec/operators/diagonal_matrix.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_DIAGONAL_MATRIX_OPERATOR_DESC (ns-directml-dml_diagonal_matrix_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_default_identity_matrix(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Default identity matrix"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-default-identity-matrix-40575c68ef',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [1, 0, 0, 0, 1, 0, 0, 0, 1]},
        'provenance': {
            'name': 'diagonal_matrix-default-identity-matrix',
            'spec_item': 'examples/default-identity-matrix',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Default identity matrix',
            'generator': 'examples',
        },
    })


def test_shift_ones_right_up(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift ones right/up"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-shift-ones-right-up-35866587a0',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 1,
            'Value': 1.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [0, 1, 0, 0, 0, 1, 0, 0, 0]},
        'provenance': {
            'name': 'diagonal_matrix-shift-ones-right-up',
            'spec_item': 'examples/shift-ones-right-up',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift ones right/up',
            'generator': 'examples',
        },
    })


def test_shift_ones_left_down(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift ones left/down"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-shift-ones-left-down-ed04ccb904',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Offset': -1,
            'Value': 1.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [0, 0, 1, 0, 0, 1]},
        'provenance': {
            'name': 'diagonal_matrix-shift-ones-left-down',
            'spec_item': 'examples/shift-ones-left-down',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift ones left/down',
            'generator': 'examples',
        },
    })


def test_shift_so_far_all_zeroes(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift the diagonal line of ones so far that all become zeroes"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-shift-so-far-all-zeroes-b73f12ed71',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 2]},
            'Offset': -3,
            'Value': 1.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [0, 0, 0, 0, 0, 0]},
        'provenance': {
            'name': 'diagonal_matrix-shift-so-far-all-zeroes',
            'spec_item': 'examples/shift-so-far-all-zeroes',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Examples: Shift the diagonal line of ones so far that all become zeroes',
            'generator': 'examples',
        },
    })


def test_int32_largest_offset_writes_nothing(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Members: Offset (an INT); Description (y + Offset == x) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-int32-largest-offset-writes-nothing-05b69213a1',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [2, 3]},
            'Offset': 2147483647,
            'Value': 5.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [0, 0, 0, 0, 0, 0]},
        'provenance': {
            'name': 'diagonal_matrix-int32-largest-offset-writes-nothing',
            'spec_item': 'examples/int32-largest-offset-writes-nothing',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Members: Offset (an INT); Description (y + Offset == x) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_batch_of_wide_matrices_integral_value(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Description (leading dimensions a batch); Members: Value (an integral FLOAT, so no truncation) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-batch-of-wide-matrices-integral-value-fd8603a3b3',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [2, 2, 4]},
            'Offset': 2,
            'Value': -7.0,
        },
        'inputs': {},
        'expected': {'OutputTensor': [0, 0, -7, 0, 0, 0, 0, -7, 0, 0, -7, 0, 0, 0, 0, -7]},
        'provenance': {
            'name': 'diagonal_matrix-batch-of-wide-matrices-integral-value',
            'spec_item': 'examples/batch-of-wide-matrices-integral-value',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Description (leading dimensions a batch); Members: Value (an integral FLOAT, so no truncation) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-known-fields-72e16cf8ba',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {'Offset': 0, 'Value': 1.0},
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-introduced-in-a704e4acf6',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '1_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_tensor_support_data_type(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-tensor-support-data-type-3084f066c3',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-tensor-support-data-type',
            'spec_item': 'rules/tensor-support-data-type',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-tensor-support-dimension-count-3727b7c1dc',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-known-data-type-3ee303a401',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'UNKNOWN', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-known-data-type',
            'spec_item': 'rules/known-data-type',
            'cite': 'ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_dimension_count_range(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-dimension-count-range-741877449e',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-dimension-count-range',
            'spec_item': 'rules/dimension-count-range',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (1 up to 8)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_sizes_nonzero(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-sizes-nonzero-93eb2479b9',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-sizes-nonzero',
            'spec_item': 'rules/sizes-nonzero',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, Sizes (a size of zero is invalid)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_strides_count(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-strides-count-211d89014f',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 9, 3, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-strides-count',
            'spec_item': 'rules/strides-count',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, DimensionCount (sets the size of Sizes and Strides)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_output_strides_no_overlap(dml):
    """dml-strides.md: Broadcasting with strides"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-output-strides-no-overlap-8b4c172e76',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'Strides': [9, 9, 0, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-output-strides-no-overlap',
            'spec_item': 'rules/output-strides-no-overlap',
            'cite': 'dml-strides.md: Broadcasting with strides',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_total_size_minimum(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-total-size-minimum-f526dff25e',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'TotalTensorSizeInBytes': 35},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-total-size-minimum',
            'spec_item': 'rules/total-size-minimum',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes; dml-helper-functions.md: DMLCalcBufferTensorSize',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_element_count_max(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-element-count-max-c4ee4063bd',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [477218589, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-element-count-max',
            'spec_item': 'rules/element-count-max',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, TotalTensorSizeInBytes (at most 2^32 - 1 elements)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_base_offset_alignment(dml):
    """ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-invalid-base-offset-alignment-ba2496e77b',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 3, 3], 'GuaranteedBaseOffsetAlignment': 3},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'diagonal_matrix-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_4_0_outputtensor_float64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-4_0-outputtensor-float64-30ea4a7291',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-4_0-outputtensor-float64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/FLOAT64',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_4_0_outputtensor_uint64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-4_0-outputtensor-uint64-13e4505f50',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT64', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-4_0-outputtensor-uint64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/UINT64',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_4_0_outputtensor_int64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-4_0-outputtensor-int64-8d6f9c2398',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-4_0-outputtensor-int64',
            'spec_item': 'tensor_support/4_0/OutputTensor/excluded/INT64',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_uint32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-uint32-3084f066c3',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-uint32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT32',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_uint16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-uint16-85ca559e62',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-uint16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT16',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_uint8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-uint8-00adfdf755',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'UINT8', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-uint8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/UINT8',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_int32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-int32-aca0d71c81',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT32', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-int32',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT32',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_int16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-int16-6c76ec3b61',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT16', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-int16',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT16',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_unsupported_2_0_outputtensor_int8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-unsupported-2_0-outputtensor-int8-9d8f520979',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'INT8', 'Sizes': [1, 1, 3, 3]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-data-type'],
        'provenance': {
            'name': 'diagonal_matrix-unsupported-2_0-outputtensor-int8',
            'spec_item': 'tensor_support/2_0/OutputTensor/excluded/INT8',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_dimension_count_1_5_1(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-5_1-1-5ee6e68bab',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-5_1-1',
            'spec_item': 'tensor_support/5_1/dimensions/1',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-5_1-5-1d72e60ed0',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_1_4_0(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-4_0-1-4701bfb58c',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-4_0-1',
            'spec_item': 'tensor_support/4_0/dimensions/1',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_4_0(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-4_0-5-fd328be0ba',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '4_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-4_0-5',
            'spec_item': 'tensor_support/4_0/dimensions/5',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_1(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-2_1-3-6d6fe0a9c1',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-2_1-3',
            'spec_item': 'tensor_support/2_1/dimensions/3',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_1(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-2_1-5-a4ac264ee3',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-2_1-5',
            'spec_item': 'tensor_support/2_1/dimensions/5',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_3_2_0(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-2_0-3-b6fc014dee',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-2_0-3',
            'spec_item': 'tensor_support/2_0/dimensions/3',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_2_0(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix-dimensions-2_0-5-c00f9b768a',
        'operator': 'DML_DIAGONAL_MATRIX_OPERATOR_DESC',
        'feature_level': '2_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1]},
            'Offset': 0,
            'Value': 1.0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix-dimensions-2_0-5',
            'spec_item': 'tensor_support/2_0/dimensions/5',
            'cite': 'ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above',
            'generator': 'support-rows',
        },
    })


def test_property_5_1_outputtensor_float64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'FLOAT64'})


def test_property_5_1_outputtensor_float32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_5_1_outputtensor_float16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_5_1_outputtensor_int64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'INT64'})


def test_property_5_1_outputtensor_int32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'INT32'})


def test_property_5_1_outputtensor_int16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'INT16'})


def test_property_5_1_outputtensor_int8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'INT8'})


def test_property_5_1_outputtensor_uint64(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'UINT64'})


def test_property_5_1_outputtensor_uint32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'UINT32'})


def test_property_5_1_outputtensor_uint16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'UINT16'})


def test_property_5_1_outputtensor_uint8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_5_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='5_1', pins={'OutputTensor': 'UINT8'})


def test_property_4_0_outputtensor_float32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_4_0_outputtensor_float16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'FLOAT16'})


def test_property_4_0_outputtensor_int32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT32'})


def test_property_4_0_outputtensor_int16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT16'})


def test_property_4_0_outputtensor_int8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'INT8'})


def test_property_4_0_outputtensor_uint32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT32'})


def test_property_4_0_outputtensor_uint16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT16'})


def test_property_4_0_outputtensor_uint8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_4_0 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='4_0', pins={'OutputTensor': 'UINT8'})


def test_property_2_1_outputtensor_float32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT32'})


def test_property_2_1_outputtensor_float16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'FLOAT16'})


def test_property_2_1_outputtensor_int32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT32'})


def test_property_2_1_outputtensor_int16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT16'})


def test_property_2_1_outputtensor_int8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'INT8'})


def test_property_2_1_outputtensor_uint32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT32'})


def test_property_2_1_outputtensor_uint16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT16'})


def test_property_2_1_outputtensor_uint8(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_1 and above (OutputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_1', pins={'OutputTensor': 'UINT8'})


def test_property_2_0_outputtensor_float32(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'FLOAT32'})


def test_property_2_0_outputtensor_float16(dml):
    """ns-directml-dml_diagonal_matrix_operator_desc.md: Tensor support: DML_FEATURE_LEVEL_2_0 and above (OutputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX_OPERATOR_DESC', row='2_0', pins={'OutputTensor': 'FLOAT16'})
