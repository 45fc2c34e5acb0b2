# Emitted by `python -m generators` from spec/operators/diagonal_matrix1.yaml. Do not edit:
# change the spec or the generator and regenerate (`python -m generators --check` fails when stale).
"""Conformance tests for DML_DIAGONAL_MATRIX1_OPERATOR_DESC (ns-directml-dml_diagonal_matrix1_operator_desc.md).

Each test names the doc clause it checks and runs through the `dml` fixture (conformance.run.plugin)
on the backend chosen with `dmlconf run --backend NAME`: `dml.check` runs one fixed case;
`dml.check_property` and `dml.check_equivalence` run cases that hypothesis draws from the spec
(the profile is chosen with `dmlconf run --profile`).
"""


def test_default_identity_matrix(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Default identity matrix"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-default-identity-matrix-cbd031a873',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'inputs': {},
        'expected': {'OutputTensor': [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]},
        'provenance': {
            'name': 'diagonal_matrix1-default-identity-matrix',
            'spec_item': 'examples/default-identity-matrix',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Default identity matrix',
            'generator': 'examples',
        },
    })


def test_three_element_wide_strip(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Fill a 3-element wide diagonal strip"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-three-element-wide-strip-42fffe8217',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 7,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 3,
        },
        'inputs': {},
        'expected': {'OutputTensor': [7, 7, 7, 0, 0, 0, 7, 7, 7, 0, 0, 0, 7, 7, 7, 0, 0, 0, 7, 7]},
        'provenance': {
            'name': 'diagonal_matrix1-three-element-wide-strip',
            'spec_item': 'examples/three-element-wide-strip',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Fill a 3-element wide diagonal strip',
            'generator': 'examples',
        },
    })


def test_keep_strictly_upper_triangle(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Keep top-right diagonal half (the strictly upper triangle), zeroing the bottom left"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-keep-strictly-upper-triangle-e4a766d76c',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 0,
            'DiagonalFillBegin': -2147483648,
            'DiagonalFillEnd': 1,
        },
        'inputs': {'InputTensor': [4, 7, 3, 7, 9, 1, 2, 8, 6, 9, 9, 4, 1, 8, 7, 4, 3, 4, 2, 4]},
        'expected': {'OutputTensor': [0, 7, 3, 7, 9, 0, 0, 8, 6, 9, 0, 0, 0, 8, 7, 0, 0, 0, 0, 4]},
        'provenance': {
            'name': 'diagonal_matrix1-keep-strictly-upper-triangle',
            'spec_item': 'examples/keep-strictly-upper-triangle',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Keep top-right diagonal half (the strictly upper triangle), zeroing the bottom left',
            'generator': 'examples',
        },
    })


def test_keep_only_the_diagonal(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Keep only the values along the diagonal, zeroing all others"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-keep-only-the-diagonal-69e6cd9de6',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 0,
            'DiagonalFillBegin': 1,
            'DiagonalFillEnd': 0,
        },
        'inputs': {'InputTensor': [4, 7, 3, 7, 9, 1, 2, 8, 6, 9, 9, 4, 1, 8, 7, 4, 3, 4, 2, 4]},
        'expected': {'OutputTensor': [4, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0]},
        'provenance': {
            'name': 'diagonal_matrix1-keep-only-the-diagonal',
            'spec_item': 'examples/keep-only-the-diagonal',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Examples: Keep only the values along the diagonal, zeroing all others',
            'generator': 'examples',
        },
    })


def test_bounds_past_the_matrix_int64(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: DiagonalFillBegin, DiagonalFillEnd (INT); Description (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-bounds-past-the-matrix-int64-601aaf7c30',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'INT64', 'Sizes': [2, 3]},
            'ValueDataType': 'INT64',
            'Value': 9223372036854775807,
            'DiagonalFillBegin': -9,
            'DiagonalFillEnd': 9,
        },
        'inputs': {},
        'expected': {
            'OutputTensor': [9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807, 9223372036854775807],
        },
        'provenance': {
            'name': 'diagonal_matrix1-bounds-past-the-matrix-int64',
            'spec_item': 'examples/bounds-past-the-matrix-int64',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: DiagonalFillBegin, DiagonalFillEnd (INT); Description (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_int_extremes_inverted_keep_input_batch(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: DiagonalFillBegin, DiagonalFillEnd (begin > end reverses the fill); Description (leading dimensions a batch) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-int-extremes-inverted-keep-input-batch-0d32d5d43b',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'OutputTensor': {'DataType': 'UINT16', 'Sizes': [2, 2, 2]},
            'ValueDataType': 'UINT16',
            'Value': 65535,
            'DiagonalFillBegin': 2147483647,
            'DiagonalFillEnd': -2147483648,
        },
        'inputs': {'InputTensor': [1, 2, 3, 4, 5, 6, 7, 65535]},
        'expected': {'OutputTensor': [1, 2, 3, 4, 5, 6, 7, 65535]},
        'provenance': {
            'name': 'diagonal_matrix1-int-extremes-inverted-keep-input-batch',
            'spec_item': 'examples/int-extremes-inverted-keep-input-batch',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: DiagonalFillBegin, DiagonalFillEnd (begin > end reverses the fill); Description (leading dimensions a batch) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_empty_range_writes_nothing(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Description (Begin == End: (End >= Begin) ^ (topX >= Begin) ^ (topX < Begin) is false for every topX) (computed by the suite)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-empty-range-writes-nothing-791f708bc9',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'OutputTensor': {'DataType': 'FLOAT16', 'Sizes': [2, 2]},
            'ValueDataType': 'FLOAT16',
            'Value': 3,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 0,
        },
        'inputs': {'InputTensor': [-0.0, 'nan', 1, -2]},
        'expected': {'OutputTensor': [-0.0, 'nan', 1, -2]},
        'provenance': {
            'name': 'diagonal_matrix1-empty-range-writes-nothing',
            'spec_item': 'examples/empty-range-writes-nothing',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Description (Begin == End: (End >= Begin) ^ (topX >= Begin) ^ (topX < Begin) is false for every topX) (computed by the suite)',
            'generator': 'examples',
        },
    })


def test_invalid_known_fields(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Struct fields"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-known-fields-96d2f566d3',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {'ValueDataType': 'FLOAT32', 'Value': 1, 'DiagonalFillBegin': 0, 'DiagonalFillEnd': 1},
        'expect': 'invalid',
        'violates': ['known-fields'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-known-fields',
            'spec_item': 'rules/known-fields',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Struct fields',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_introduced_in(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Availability"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-introduced-in-3537d66212',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_0',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['introduced-in'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-introduced-in',
            'spec_item': 'rules/introduced-in',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Availability',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_tensor_support_dimension_count(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-tensor-support-dimension-count-b28801274d',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-tensor-support-dimension-count',
            'spec_item': 'rules/tensor-support-dimension-count',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_known_data_type(dml):
    """ne-directml-dml_tensor_data_type.md: DML_TENSOR_DATA_TYPE_UNKNOWN is never valid"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-known-data-type-1ea5ff2eb0',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'UNKNOWN', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['known-data-type'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-known-data-type',
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
        'id': 'diagonal_matrix1-invalid-dimension-count-range-657b47a026',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [1, 1, 1, 1, 1, 1, 1, 4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['dimension-count-range'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-dimension-count-range',
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
        'id': 'diagonal_matrix1-invalid-sizes-nonzero-7a79427695',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [0, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['sizes-nonzero'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-sizes-nonzero',
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
        'id': 'diagonal_matrix1-invalid-strides-count-05c251db1f',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5], 'Strides': [20, 5, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['strides-count'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-strides-count',
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
        'id': 'diagonal_matrix1-invalid-output-strides-no-overlap-73b71fdf53',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5], 'Strides': [0, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['output-strides-no-overlap'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-output-strides-no-overlap',
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
        'id': 'diagonal_matrix1-invalid-total-size-minimum-03929d52dd',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5], 'TotalTensorSizeInBytes': 79},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['total-size-minimum'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-total-size-minimum',
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
        'id': 'diagonal_matrix1-invalid-element-count-max-ba975a4cd9',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [858993460, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['element-count-max'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-element-count-max',
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
        'id': 'diagonal_matrix1-invalid-base-offset-alignment-f887e3be55',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5], 'GuaranteedBaseOffsetAlignment': 3},
            'ValueDataType': 'FLOAT32',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['base-offset-alignment'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-base-offset-alignment',
            'spec_item': 'rules/base-offset-alignment',
            'cite': 'ns-directml-dml_buffer_tensor_desc.md: Members, GuaranteedBaseOffsetAlignment (0, or a power of two at least the element size)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_same_rank(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-same-rank-dab03cddaa',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5, 1]},
            'ValueDataType': 'FLOAT32',
            'Value': 0,
            'DiagonalFillBegin': -2147483648,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['same-rank'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-same-rank',
            'spec_item': 'rules/same-rank',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/keep-strictly-upper-triangle',
        },
    })


def test_invalid_same_data_type(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor constraints"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-same-data-type-c06357c018',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT64', 'Sizes': [4, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT32',
            'Value': 0,
            'DiagonalFillBegin': -2147483648,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['same-data-type'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-same-data-type',
            'spec_item': 'rules/same-data-type',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor constraints',
            'generator': 'invalid',
            'base': 'examples/keep-strictly-upper-triangle',
        },
    })


def test_invalid_value_data_type(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: ValueDataType (must match OutputTensor::DataType)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-value-data-type-31057a1ded',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'ValueDataType': 'FLOAT16',
            'Value': 1,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['value-data-type'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-value-data-type',
            'spec_item': 'rules/value-data-type',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Members: ValueDataType (must match OutputTensor::DataType)',
            'generator': 'invalid',
            'base': 'examples/default-identity-matrix',
        },
    })


def test_invalid_same_sizes(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Description (OutputTensor[coordinate] = InputTensor[coordinate]: one coordinate in both)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-invalid-same-sizes-be86c4e33e',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'InputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 5]},
            'OutputTensor': {'DataType': 'FLOAT32', 'Sizes': [4, 6]},
            'ValueDataType': 'FLOAT32',
            'Value': 0,
            'DiagonalFillBegin': -2147483648,
            'DiagonalFillEnd': 1,
        },
        'expect': 'invalid',
        'violates': ['same-sizes'],
        'provenance': {
            'name': 'diagonal_matrix1-invalid-same-sizes',
            'spec_item': 'rules/same-sizes',
            'cite': 'ns-directml-dml_diagonal_matrix1_operator_desc.md: Description (OutputTensor[coordinate] = InputTensor[coordinate]: one coordinate in both)',
            'generator': 'invalid',
            'base': 'examples/keep-strictly-upper-triangle',
        },
    })


def test_dimension_count_1_5_1(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-dimensions-5_1-1-39ebe6e171',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1]},
            'ValueDataType': 'FLOAT64',
            'Value': 1.0,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix1-dimensions-5_1-1',
            'spec_item': 'tensor_support/5_1/dimensions/1',
            'cite': "ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1)",
            'generator': 'support-rows',
        },
    })


def test_dimension_count_5_5_1(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1)"""
    dml.check({
        'format': 'dmlconf-case/1',
        'id': 'diagonal_matrix1-dimensions-5_1-5-704237693a',
        'operator': 'DML_DIAGONAL_MATRIX1_OPERATOR_DESC',
        'feature_level': '5_1',
        'desc': {
            'OutputTensor': {'DataType': 'FLOAT64', 'Sizes': [1, 1, 1, 1, 1]},
            'ValueDataType': 'FLOAT64',
            'Value': 1.0,
            'DiagonalFillBegin': 0,
            'DiagonalFillEnd': 0,
        },
        'expect': 'invalid',
        'violates': ['tensor-support-dimension-count'],
        'provenance': {
            'name': 'diagonal_matrix1-dimensions-5_1-5',
            'spec_item': 'tensor_support/5_1/dimensions/5',
            'cite': "ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1)",
            'generator': 'support-rows',
        },
    })


def test_property_5_1_inputtensor_float64(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor FLOAT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT64'})


def test_property_5_1_inputtensor_float32(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor FLOAT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT32'})


def test_property_5_1_inputtensor_float16(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor FLOAT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'FLOAT16'})


def test_property_5_1_inputtensor_int64(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor INT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT64'})


def test_property_5_1_inputtensor_int32(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor INT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT32'})


def test_property_5_1_inputtensor_int16(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor INT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT16'})


def test_property_5_1_inputtensor_int8(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor INT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'INT8'})


def test_property_5_1_inputtensor_uint64(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor UINT64, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'UINT64'})


def test_property_5_1_inputtensor_uint32(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor UINT32, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'UINT32'})


def test_property_5_1_inputtensor_uint16(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor UINT16, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'UINT16'})


def test_property_5_1_inputtensor_uint8(dml):
    """ns-directml-dml_diagonal_matrix1_operator_desc.md: Tensor support (the page's one table, no feature-level heading: the Availability level, DML_FEATURE_LEVEL_5_1) (InputTensor UINT8, drawn by hypothesis)"""
    dml.check_property('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', row='5_1', pins={'InputTensor': 'UINT8'})


def test_equivalence_full_span_is_constant(dml):
    """Description (useValue = (DiagonalFillEnd >= DiagonalFillBegin) ^ (topX >= DiagonalFillBegin) ^ (topX < DiagonalFillEnd); OutputTensor[coordinate] = Value where useValue); ns-directml-dml_fill_value_constant_operator_desc.md: Description (OutputTensor[coordinate] = Value): equals DML_FILL_VALUE_CONSTANT_OPERATOR_DESC when DiagonalFillBegin -2147483648, DiagonalFillEnd 2147483647"""
    dml.check_equivalence('DML_DIAGONAL_MATRIX1_OPERATOR_DESC', 'full-span-is-constant')
